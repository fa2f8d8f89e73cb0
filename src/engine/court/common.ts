/** Small helpers shared by the Court card effects. */
import type { SystemId } from '../../data/map.ts';
import { log, placementSystem, seatName, shipsOf, sys } from '../board.ts';
import { cardName } from '../court.ts';
import { fired } from '../effects.ts';
import { emptyPlaces, placeMsg as holdingsPlaceMsg } from '../holdings.ts';
import { choices } from '../choices.ts';
import { msg, type Msg } from '../messages.ts';
import type { ActionCardId, Ambition } from '../../data/action-cards.ts';
import type { Frame, GameState, Seat } from '../types.ts';
import { opt } from '../step.ts';
import type { DecisionOption } from '../types.ts';

/** Discard a held card to the face-up Court discard pile (resources on it return to the supply). */
export function discardHeld(s: GameState, seat: Seat, id: string): void {
  const p = s.players[seat]!;
  const i = p.court.findIndex((c) => c.id === id);
  if (i < 0) throw new Error(`discardHeld: ${id} not held`);
  const [card] = p.court.splice(i, 1);
  for (const t of card!.tokens) s.supply[t] += 1;
  s.courtDiscard.push(id);
  log(s, `${seatName(s, seat)} discards ${cardName(id)}.`);
}

/**
 * Place fresh Loyal ships (Pieces & Piece Limits: as many as possible). Ships placed in a system
 * where the seat is attacking are not attacking ships (Mass Uprising FAQ).
 */
export function placeShips(s: GameState, seat: Seat, id: SystemId, n: number): number {
  const p = s.players[seat]!;
  const k = Math.min(n, p.supply.ships);
  if (k <= 0) return 0;
  p.supply.ships -= k;
  // Gate Wraith (ARCS-F2205): a gate with a Passage token sends the ships to the Twisted Passage.
  id = placementSystem(s, id);
  shipsOf(sys(s, id), seat).fresh += k;
  // Placed where the seat is raiding: the raid counts them out (TurnWork.raidPlaced; battle.ts raid).
  if (s.turn && s.stack.some((f) => f.k === 'battle/raid' && f.attacker === seat && f.system === id)) {
    const w = s.turn.work;
    if (w.raidPlaced?.seat === seat && w.raidPlaced.system === id) w.raidPlaced.n += k;
    else w.raidPlaced = { seat, system: id, n: k };
  }
  return k;
}

/** The one option of a Prelude ability with nothing to choose: `use`. */
export const USE = choices({ use: {} });

/** "Prelude: You may discard this to …": always offered (FAQ: you may discard it even if nothing happens). `label`: "discard this to …". */
export function discardAbility(label: Msg, then: (s: GameState, seat: Seat) => Frame[], id: string) {
  return {
    options: (): DecisionOption[] => [opt(USE.id('use'), label)],
    take(s: GameState, seat: Seat): Frame[] {
      discardHeld(s, seat, id);
      fired(s, id);
      return then(s, seat);
    },
  };
}

/** Empty resource slots, the slot on a lore card included (Ancient Holdings; holdings.ts). */
export function emptySlotCount(s: GameState, seat: Seat): number {
  return emptyPlaces(s, seat).length;
}

/** Where a resource token sits, as words: "slot 3" or "on Ancient Holdings" (holdings.ts placeLabel). */
export function placeMsg(place: string): Msg {
  return holdingsPlaceMsg(place);
}

/** An action card, as words: "Administration 3". */
export function actionCardMsg(c: ActionCardId): Msg {
  return msg('core.action-card', { card: c });
}

/** An ambition, as words: "Tycoon". */
export function ambitionMsg(a: Ambition): Msg {
  return msg('core.ambition', { ambition: a });
}

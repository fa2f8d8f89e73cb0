/**
 * The Crises (campaign rulebook, Crises p.18): Blight Crises, then Fate Crises, then Court Crises.
 * The Crisis texts of cards are their `crisis` hooks (effects.ts): the campaign Court area and the
 * Fates implement them; this file only calls them, in the rulebook's order.
 */
import { blightCrisisPrevented, blightCrisisPreventers, fateBlightCrisisAt } from '../fates/hooks.ts';
import { BLIGHT } from '../../../data/campaign/components.ts';
import { log, ownerName, systemIds, tidy } from '../../board.ts';
import { isSeat } from '../../control.ts';
import { cardName, courtCrisisOrder, courtPlace } from '../../court.ts';
import { activeEffects, blightCrisesPreventedBy, blightCrisisDestroyedTriggers, effectOf, fired, shipsDestroyedTriggers } from '../../effects.ts';
import { call, done, noResume, type Handler } from '../../step.ts';
import type { FrameOf, GameState, ShipOwner } from '../../types.ts';
import { turnOrder } from '../../board.ts';
import type { SystemId } from '../../../data/map.ts';
import { campaignOf } from '../state.ts';
import type { EventRoll } from '../types.ts';
import type { CrisisItem } from './types.ts';
import { rollForEvent } from './event.ts';
import { sys } from '../../board.ts';
import { crisisHitShips } from '../flagship/crisis.ts';

/**
 * One system's Blight Crisis (p.18): each fresh Blight deals 3 hits, each damaged Blight 1. The
 * hits go to Imperial ships first; each hit left is dealt to the Loyal ships of EVERY player in
 * the system. Fresh ships take hits before damaged ones. Blight never hits buildings here (only in
 * the Intermission), and the Truce Law does not limit Crises (p.11).
 */
export function blightCrisis(s: GameState, id: SystemId): void {
  const st = sys(s, id);
  const blight = st.ships.find((g) => g.owner === 'blight');
  if (!blight) return;
  // Survivalist (ARCS-F1801B): a Blight Crisis happens here.
  fateBlightCrisisAt(s, id);
  const hits = blight.fresh * BLIGHT.crisisHits.fresh + blight.damaged * BLIGHT.crisisHits.damaged;
  const parts: string[] = [];
  const note = (o: ShipOwner, r: { damaged: number; destroyed: number }) => {
    if (r.damaged + r.destroyed === 0) return;
    const what = [r.damaged ? `${r.damaged} damaged` : '', r.destroyed ? `${r.destroyed} destroyed` : ''].filter(Boolean).join(', ');
    parts.push(`${ownerName(s, o)}: ${what}`);
  };
  const imperial = crisisHitShips(s, st, 'empire', hits, { quiet: true });
  note('empire', imperial);
  const destroyed: [ShipOwner, number][] = [['empire', imperial.destroyed]];
  if (imperial.left > 0) {
    const seats = st.ships.map((g) => g.owner).filter(isSeat);
    for (const seat of seats) {
      const r = crisisHitShips(s, st, seat, imperial.left, { quiet: true });
      note(seat, r);
      destroyed.push([seat, r.destroyed]);
    }
  }
  tidy(st);
  // Blight Hunger (ARCS-F1313): "Place pieces (even yours) destroyed by a Blight Crisis on this card."
  // The Dead Live (ARCS-F2204) takes the rest; its FAQ: Blight Hunger takes precedence.
  for (const [o, n] of destroyed) if (!blightCrisisDestroyedTriggers(s, o, n)) shipsDestroyedTriggers(s, o, n);
  // Only the Crises that hit something are told (most Blight stands alone).
  if (parts.length) log(s, `Blight Crisis at ${id}: ${hits} ${hits === 1 ? 'hit' : 'hits'} (${parts.join('; ')}).`);
}

/** Every system's Blight Crisis, in map order (they do not affect each other). */
export function blightCrises(s: GameState): void {
  // A rules-booklet Law may prevent a system's Blight Crisis (Imperial Protectors ARCS-F108).
  // Blight Society (ARCS-F2102): the Naturalist may spend 1 Psionic to prevent them in all systems with Loyal ships.
  const prevented = blightCrisesPreventedBy(s, systemIds(s).filter((id) => !blightCrisisPrevented(s, id) && sys(s, id).ships.some((g) => g.owner === 'blight')));
  for (const id of systemIds(s)) {
    // Imperial Protectors (ARCS-F108): noted fired where it keeps a Blight Crisis from happening.
    if (blightCrisisPrevented(s, id) && sys(s, id).ships.some((g) => g.owner === 'blight')) for (const card of blightCrisisPreventers(s, id)) fired(s, card);
    if (!blightCrisisPrevented(s, id) && !prevented.has(id)) blightCrisis(s, id);
  }
}

/** Fate Crises: cards with a Crisis held by players, in turn order (p.18). */
function fateCrisisItems(s: GameState): CrisisItem[] {
  return turnOrder(s).flatMap((seat) => activeEffects(s, seat).filter((a) => a.effect.crisis).map((a) => ({ card: a.card, holder: seat })));
}

/** Court Crises: Vox cards in the Court left to right, a card's attached Vox cards first (p.18). */
function courtCrisisItems(s: GameState): CrisisItem[] {
  return courtCrisisOrder(s).flatMap((id) => (effectOf(s, id)?.crisis ? [{ card: id, holder: null }] : []));
}

/** This event's dice: rolled once per event (kept in campaign.eventRoll until the event ends). */
function eventDice(s: GameState, f: CrisesFrame): EventRoll {
  const kept = campaignOf(s).eventRoll;
  if (kept) return kept;
  f.rolled = true;
  return rollForEvent(s);
}

type CrisesFrame = FrameOf<'campaign/crises'>;

/**
 * The Crises frame. Each phase lists its cards when it begins; a card resolves only if it is
 * still where it was (held by the same player; in the Court or attached there), so a card that
 * enters the Court during the Court Crises does not resolve in them.
 *
 * Dice: an Event card's dice were rolled before the Crises and are reused ("unless you just rolled
 * them to resolve an Event card"). After the Imperial Council they are rolled when first needed:
 * by a Fate Crisis, else at the start of the Court Crises, and kept for the rest of the event.
 */
export const crises: Handler<CrisesFrame> = {
  step(s, f) {
    if (f.phase === undefined) {
      log(s, 'The Crises: Blight Crises.');
      blightCrises(s);
      f.phase = 'fate';
      f.queue = fateCrisisItems(s);
      return call();
    }
    if (f.phase === 'fate') {
      const item = f.queue?.shift();
      if (!item) {
        f.phase = 'court';
        delete f.queue;
        return call();
      }
      const still = activeEffects(s, item.holder!).find((a) => a.card === item.card && a.effect.crisis);
      if (!still) return call();
      log(s, `Fate Crisis: ${cardName(item.card)}.`);
      fired(s, item.card);
      return call(...still.effect.crisis!(s, item.holder, eventDice(s, f)));
    }
    if (f.phase === 'court') {
      if (f.queue === undefined) {
        // "Roll the event and number dice unless you just rolled them to resolve an Event card."
        eventDice(s, f);
        f.queue = courtCrisisItems(s);
        return call();
      }
      const item = f.queue.shift();
      if (!item) {
        f.phase = 'end';
        return call();
      }
      if (!courtPlace(s, item.card)) return call();
      const effect = effectOf(s, item.card)!;
      log(s, `Court Crisis: ${cardName(item.card)}.`);
      fired(s, item.card);
      return call(...effect.crisis!(s, null, eventDice(s, f)));
    }
    // Dice this frame rolled itself are put away with it (an Event card's or the Council's frame
    // puts away the dice of their event in any case).
    if (f.rolled) campaignOf(s).eventRoll = null;
    return done;
  },
  resume: noResume('campaign/crises'),
};

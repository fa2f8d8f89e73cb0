/**
 * The Flagship's rules as an effect source (campaign rulebook "Flagships" pp.22-25; the Flagship
 * Upgrades aid card ARCS-AID10): a seat with a Flagship board holds FLAGSHIP_CARD among its active
 * effects (effects.ts fateCardsOf), so every "cannot" goes through permits() and every dice or tax
 * modifier through the existing hooks. The core frames ask the helpers below where a frame must
 * learn of the board (build, repair, battle hits, Crises), each call marked `// Flagships (campaign p.NN)`.
 */
import { FLAGSHIP_BOARD, FLAGSHIP_SHIPS_PER_TURN } from '../../../data/campaign/components.ts';
import { systemDef, type SystemId } from '../../../data/map.ts';
import { log, neighbours, planetResource, seatName, shipCount, shipsOf, sys } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { fired, markUsed, permits, usedThisTurn, type CardEffect } from '../../effects.ts';
import { opt } from '../../step.ts';
import { msg, piece, type Msg } from '../../messages.ts';
import type { BuildingType, GameState, Seat } from '../../types.ts';
import { systemLabel } from '../../frames/actions.ts';
import {
  FLAGSHIP_CARD, flagshipBoard, flagshipIn, flagshipSystem, freshStarports, hasUpgrade, pieceAt, placeText, setPiece, slotName, type BoardPlace,
} from './board.ts';

/* ------------------------------------------------------------ option ids */

/** Option ids of a Flagship board place (build, repair): `board:<upgrade|armor>:<1-6>` (the printed slot, left to right). */
export const BOARD = choices({ board: { row: field.oneOf('upgrade', 'armor'), slot: field.int } });

export function boardId(p: BoardPlace): string {
  return BOARD.id('board', { row: p.row, slot: p.slot + 1 });
}

/** The board place of an option id, or null when the id is not one (build and repair offer both kinds). */
export function readBoardId(choice: string): BoardPlace | null {
  const c = BOARD.tryRead(choice);
  return c ? { row: c.row, slot: c.slot - 1 } : null;
}

function placeMsg(p: BoardPlace): Msg {
  return msg(p.row === 'upgrade' ? 'flagship.place.upgrade' : 'flagship.place.armor', { upgrade: slotName(p.slot) });
}

/* ----------------------------------------------------------------- build */

/**
 * Upgrades & Armor (p.22): where the seat may build this building on its Flagship board now: "your
 * Flagship must be at a planet of the type shown on its slot" (Hull: any planet); "Build bottom
 * first": an Armor only over its Upgrade, and only if that Upgrade is fresh. The piece comes from
 * the supply like any building.
 */
export function boardBuildPlaces(s: GameState, seat: Seat, type: BuildingType): BoardPlace[] {
  const board = flagshipBoard(s, seat);
  const at = flagshipSystem(s, seat);
  if (!board || !at) return [];
  const p = s.players[seat]!;
  if (type === 'city' ? p.boardCities === 0 : p.supply.starports === 0) return [];
  const planet = planetResource(at);
  if (planet === null) return [];
  const fits = (need: string) => need === 'any' || need === planet;
  const out: BoardPlace[] = [];
  FLAGSHIP_BOARD.forEach((def, slot) => {
    const up = pieceAt(board, { row: 'upgrade', slot });
    if (!up && fits(def.upgradeSlot)) out.push({ row: 'upgrade', slot });
    if (up && !up.damaged && !pieceAt(board, { row: 'armor', slot }) && fits(def.armorSlot)) out.push({ row: 'armor', slot });
  });
  return out;
}

export function boardBuildOptions(s: GameState, seat: Seat, type: BuildingType): { id: string; label: Msg }[] {
  const at = flagshipSystem(s, seat);
  const damaged = at !== null && !permits(s, seat, { t: 'build-fresh', piece: type, system: at });
  return boardBuildPlaces(s, seat, type).map((p) => ({ id: boardId(p), label: msg(damaged ? 'flagship.build.at.damaged' : 'flagship.build.at', { place: placeMsg(p) }) }));
}

/**
 * Build a city or starport on the board. "Building in a system controlled by anyone other than you
 * places the piece damaged": the Flagship's system (the rulebook's Ship Crane example, p.23).
 */
export function buildOnBoard(s: GameState, seat: Seat, type: BuildingType, place: BoardPlace): void {
  const board = flagshipBoard(s, seat)!;
  const at = flagshipSystem(s, seat)!;
  const damaged = !permits(s, seat, { t: 'build-fresh', piece: type, system: at });
  const p = s.players[seat]!;
  if (type === 'city') p.boardCities -= 1;
  else p.supply.starports -= 1;
  setPiece(board, place, { type, damaged });
  log(s, `${seatName(s, seat)} builds a ${damaged ? 'damaged ' : ''}${type} as ${placeText(place)} of their Flagship (in ${systemLabel(at)}).`);
}

/** Slipstream Drive's once-per-turn key (effects.ts usedThisTurn) and its option ids (`fx:ARCS-AID10:alone|ships`). */
const SLIPSTREAM = 'flagship-slipstream';
const SLIP = choices({ alone: {}, ships: {} });

/** Key of a ship built at the Flagship in TurnState.shipyards (next to the "system/slot" keys of starports). */
export const FLAGSHIP_YARD = 'flagship';

/**
 * Ships the seat may still build at its Flagship this turn in this system: "up to 1 ship at your
 * Flagship per turn, ignoring the number of starports on your Flagship board" (p.22); 2 with a Ship
 * Crane (p.25; "You still must build twice to build 2 ships", ARCS-AID10B).
 */
export function flagshipShipsLeft(s: GameState, seat: Seat, id: SystemId): number {
  if (flagshipSystem(s, seat) !== id) return 0;
  const max = hasUpgrade(s, seat, 'ship-crane') ? FLAGSHIP_SHIPS_PER_TURN.shipCrane : FLAGSHIP_SHIPS_PER_TURN.base;
  const used = s.turn?.shipyards.filter((k) => k === FLAGSHIP_YARD).length ?? 0;
  return Math.max(0, max - used);
}

/* ---------------------------------------------------------------- repair */

/** "When you repair your Flagship, repair an Upgrade or Armor" (p.22): the damaged board pieces as repair options. */
export function boardRepairOptions(s: GameState, seat: Seat): { id: string; label: Msg }[] {
  const board = flagshipBoard(s, seat);
  if (!board) return [];
  const out: { id: string; label: Msg }[] = [];
  FLAGSHIP_BOARD.forEach((_, slot) => {
    for (const row of ['upgrade', 'armor'] as const) {
      const x = pieceAt(board, { row, slot });
      if (x?.damaged) out.push({ id: boardId({ row, slot }), label: msg('flagship.repair', { piece: piece(x.type), place: placeMsg({ row, slot }) }) });
    }
  });
  return out;
}

export function repairOnBoard(s: GameState, seat: Seat, place: BoardPlace): void {
  const x = pieceAt(flagshipBoard(s, seat)!, place)!;
  x.damaged = false;
  log(s, `${seatName(s, seat)} repairs ${placeText(place)} of their Flagship.`);
}

/* ---------------------------------------------------------------- battle */

/** The seat's Flagship board if its Flagship is in this system (a battle side's). */
export function boardInSystem(s: GameState, seat: Seat | string, id: SystemId) {
  if (typeof seat !== 'number') return null;
  const board = flagshipBoard(s, seat);
  return board && flagshipIn(sys(s, id), seat) ? board : null;
}

/**
 * Intercept hits of a defending Flagship (p.24): none, "unless it has a Defense Array" — then 1 per
 * fresh starport on its board (ARCS-AID10B). The Flagship itself is no fresh ship for the intercept.
 */
export function flagshipIntercept(s: GameState, defender: Seat | string, id: SystemId): { ships: number; board: number } {
  const board = boardInSystem(s, defender, id);
  if (!board) return { ships: 0, board: 0 };
  return { ships: 1, board: hasUpgrade(s, defender as Seat, 'defense-array') ? freshStarports(board) : 0 };
}

/* ---------------------------------------------------------------- the effect */

export const FLAGSHIP_EFFECTS: readonly CardEffect[] = [
  {
    id: FLAGSHIP_CARD,
    rule(s, holder, actor, act) {
      // "You cannot build Loyal cities or starports on the map" (p.22); lore that builds outside the
      // building slots still may (Lore & Flagships p.25): only the printed slots ask this act.
      if (act.t === 'build-on-map' && actor === holder) return 'cannot';
      if (act.t === 'roll-raid' && act.defender === holder && actor !== holder) {
        const here = flagshipIn(sys(s, act.system), holder);
        // Tractor Beam (p.25): "When your Flagship is defending in battle, the attacker cannot collect raid dice."
        if (here && hasUpgrade(s, holder, 'tractor-beam')) return 'cannot';
        // Raid Dice Limit (p.24): "only if there are defending buildings or a defending Flagship".
        if (!here && !sys(s, act.system).slots.some((b) => b?.owner === holder)) return 'cannot';
      }
      return null;
    },
    // Attacking (p.23): "your Flagship collects dice up to your number of fresh starports on
    // Upgrades and Armor" — instead of the one die the battle counts for it as a ship.
    battleDice(s, seat, id) {
      const board = boardInSystem(s, seat, id);
      return board ? freshStarports(board) - 1 : 0;
    },
    // Control Array (p.25): "While your Flagship is in a gate, you may tax any cities in its cluster
    // like they are Loyal" (no Captives: ARCS-AID10A).
    // Slipstream Drive (p.25): "Once per turn, in your Prelude, you may Catapult move either your
    // Flagship alone or other ships from your Flagship" (act/catapult from the Flagship's system).
    prelude: {
      options(s, seat) {
        const at = flagshipSystem(s, seat);
        if (!at || !hasUpgrade(s, seat, 'slipstream-drive') || usedThisTurn(s, SLIPSTREAM) || neighbours(s, at).length === 0) return [];
        const c = shipCount(sys(s, at), seat);
        const out = [opt(SLIP.id('alone'), msg('flagship.slipstream.alone'))];
        if (c.fresh - 1 + c.damaged > 0) out.push(opt(SLIP.id('ships'), msg('flagship.slipstream.ships')));
        return out;
      },
      take(s, seat, key) {
        markUsed(s, SLIPSTREAM);
        fired(s, FLAGSHIP_CARD);
        const at = flagshipSystem(s, seat)!;
        const c = shipCount(sys(s, at), seat);
        log(s, `${seatName(s, seat)} uses the Slipstream Drive.`);
        if (SLIP.read(key).tag === 'alone') return [{ k: 'act/catapult', seat, at, fresh: 1, damaged: 0, next: null, carry: null, flagship: true, slipstream: true }];
        return [{ k: 'act/catapult', seat, at, fresh: c.fresh - 1, damaged: c.damaged, next: null, carry: null, slipstream: true }];
      },
    },
    taxLikeLoyal(s, holder, id) {
      const at = flagshipSystem(s, holder);
      return at !== null && hasUpgrade(s, holder, 'control-array') && systemDef(at).kind === 'gate' && systemDef(at).cluster === systemDef(id).cluster;
    },
  },
];

/** Whether the seat may still build a ship at its Flagship's system (used by act/build). */
export function buildShipAtFlagship(s: GameState, seat: Seat, id: SystemId, damaged: boolean): void {
  s.turn?.shipyards.push(FLAGSHIP_YARD);
  s.players[seat]!.supply.ships -= 1;
  const g = shipsOf(sys(s, id), seat);
  if (damaged) g.damaged += 1;
  else g.fresh += 1;
}

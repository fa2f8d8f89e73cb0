/**
 * Fate 7, the Admiral (ARCS-FATE07; Fate Set ARCS-F701…F721): its Acts as FateRules (setups,
 * Resolutions, grand ambitions) and the facts its cards read (winning an ambition, planets under
 * the Empire, Martial Law's reach). Kept apart from the cards' effects (admiral.ts) so the Fate
 * registry never imports the effect system (an import cycle), as steward-rules.ts.
 */
import { AMBITIONS } from '../../../data/action-cards.ts';
import { AMBITION_RESOURCES } from '../../../data/board.ts';
import type { Act } from '../../../data/campaign/components.ts';
import { isGate, log, seatName, shipCount, sys, systemIds } from '../../board.ts';
import { controller, controlsForScoring, isSeat, titleOf } from '../../control.ts';
import { ambitionCount, rankAmbition } from '../../frames/chapter.ts';
import { flagshipIn } from '../flagship/board.ts';
import type { GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';

export const ADMIRAL = 'ARCS-FATE07';
const STEWARD = 'ARCS-FATE01';

/** The cards of the set, by name. */
export const IMPERIAL_OFFICERS = 'ARCS-F702';
export const USE_IMPERIAL_FOUNDRIES = 'ARCS-F703';
export const HONOR_GUARD = 'ARCS-F705';
export const ROGUE_ADMIRALS = ['ARCS-F706', 'ARCS-F707'] as const;
export const MARTIAL_LAW = 'ARCS-F720';

/** The seat plays the Admiral now. */
export function isAdmiral(s: GameState, seat: Seat): boolean {
  return s.campaign?.seats[seat]?.fate === ADMIRAL;
}

/**
 * "Winning an ambition" (campaign rulebook, Objective: "this means you get first place, so you're
 * not tied"): first place alone, now, on an ambition that has been declared (an ambition marker on
 * its box), counted as scoring counts it (the 2-player phantom included).
 */
export function winningAmbition(s: GameState, seat: Seat): boolean {
  return AMBITIONS.some((a) => {
    if (s.ambitions[a].length === 0) return false;
    const counts: Parameters<typeof rankAmbition>[0] = s.players.map((p) => ({ seat: p.seat, n: ambitionCount(s, p, a) }));
    if (s.phantom) {
      const ph = s.phantom;
      // Two-Player Scoring: the resources on the ambition boxes (Weapons count as Trophies for Warlord), as chapter.ts phantomCount.
      const n = a === 'warlord' ? ph.weapon : a === 'tyrant' ? 0 : AMBITION_RESOURCES[a].reduce((k, r) => k + ph[r], 0);
      counts.push({ seat: 'phantom', n });
    }
    const { first } = rankAmbition(counts);
    return first.length === 1 && first[0] === seat;
  });
}

/** The planets (systems that are not gates) on the map. */
export function planets(s: GameState): ReturnType<typeof systemIds> {
  return systemIds(s).filter((id) => !isGate(id));
}

/** Act II "Expand the Navy's Holdings": planets controlled by the Empire (any fresh Imperial ship there). */
export function empirePlanets(s: GameState): number {
  return planets(s).filter((id) => controller(s, id) === 'empire').length;
}

/** The seat's Loyal ships on the map (fresh and damaged; a Flagship piece is a Loyal ship too). */
export function loyalShipsOnMap(s: GameState, seat: Seat): number {
  return systemIds(s).reduce((n, id) => {
    const c = shipCount(sys(s, id), seat);
    return n + c.fresh + c.damaged;
  }, 0);
}

/**
 * Act III grand ambitions, "Keep the Monopoly on Force" (ARCS-F719B): "You're a Regent and… You
 * control at least 9 planets. / You have more Loyal ships on the map than each Rival. (You control
 * planets that are controlled by the Empire if you're the First Regent.)" Control is control for
 * objectives (control.ts controlsForScoring).
 */
export function admiralGrandAmbitions(s: GameState, seat: Seat): number {
  if (titleOf(s, seat) !== 'regent') return 0;
  let n = 0;
  if (planets(s).filter((id) => controlsForScoring(s, seat, id)).length >= 9) n += 1;
  const mine = loyalShipsOnMap(s, seat);
  if (s.players.every((p) => p.seat === seat || loyalShipsOnMap(s, p.seat) < mine)) n += 1;
  return n;
}

/**
 * Martial Law (ARCS-F720): "Regents except the Admiral follow these rules if they do not have
 * Imperial Officers or Rogue Admirals." `held` are the seat's cards (effects.ts heldCards).
 */
export function martialLawBinds(s: GameState, seat: Seat, held: readonly string[]): boolean {
  if (titleOf(s, seat) !== 'regent' || isAdmiral(s, seat)) return false;
  return !held.some((id) => id === IMPERIAL_OFFICERS || (ROGUE_ADMIRALS as readonly string[]).includes(id));
}

/** A Loyal ship of the seat in the system that is not its Flagship piece: fresh and damaged counts. */
export function plainShips(s: GameState, seat: Seat, id: ReturnType<typeof systemIds>[number]): { fresh: number; damaged: number } {
  const c = shipCount(sys(s, id), seat);
  return { fresh: c.fresh - (flagshipIn(sys(s, id), seat) ? 1 : 0), damaged: c.damaged };
}

export const ADMIRAL_RULES: FateRules = {
  cardId: ADMIRAL,
  acts: [1, 2, 3],
  dealt: true,
  setup(s, seat, act: Act) {
    const c = s.campaign!;
    if (act === 1) {
      // F701A 3. "Gain the First Regent tile unless the Steward is in play." (Steps 1-2 are card moves.)
      if (c.seats.some((x) => x.fate === STEWARD)) log(s, `The Steward is in play: ${seatName(s, seat)} does not take the First Regent tile.`);
      else if (c.firstRegent !== null && c.firstRegent !== seat) log(s, `${seatName(s, c.firstRegent)} already holds the First Regent tile.`);
      else {
        c.firstRegent = seat;
        log(s, `${seatName(s, seat)} takes the First Regent tile (Admiral).`);
      }
    }
    // F719A 1. "Add Martial Law (20) to the rules booklet. Explain it to everyone." (the card move; its words in the log)
    if (act === 3) log(s, 'Martial Law: Regents other than the Admiral without Imperial Officers or Rogue Admirals cannot Command the Imperial Fleet; a First Regent it binds does not control Empire-controlled systems for ambitions, objectives and events; Empire control of gates ends their Catapult moves.');
    return [];
  },
  grandAmbitions: admiralGrandAmbitions,
};

/** Whether an owner is an Outlaw seat now. */
export function isOutlawSeat(s: GameState, o: unknown): o is Seat {
  return typeof o === 'number' && isSeat(o) && titleOf(s, o) === 'outlaw';
}

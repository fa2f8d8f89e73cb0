/**
 * Fate 12, the Pirate (ARCS-FATE12; Fate Set ARCS-F1201…F1212), a "B" Fate: its Acts as FateRules
 * (Act II and III setups, the Act II Resolution, the Act III grand ambitions) and the facts its
 * cards read (the Pirate Hoard, the Rumor tokens and the Pirate Haven). Kept apart from the cards'
 * effects (pirate.ts) so the Fate registry never imports the effect system (an import cycle).
 *
 * The Pirate Hoard's tokens are `p.loreTokens['ARCS-F1202']` (holdings.ts: held tokens at places
 * `hoard-<resource>-<k>`, 2 keys each); the Rumors are `CampaignState.rumors`.
 */
import type { Act } from '../../../data/campaign/components.ts';
import { fateOfCard } from '../../../data/campaign/fates.ts';
import { CLUSTER_IDS, systemDef, type Resource, type SystemId } from '../../../data/map.ts';
import { hasLoyalPiece, isGate, isPassageGate, log, placementSystem, seatName, shipsOf, sys, systemIds } from '../../board.ts';
import { hoardTokens, PIRATE_HOARD, setLoreTokens } from '../../holdings.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
import { excessAfterFlagship, giveFlagship, placeOnBoard } from '../flagship/give.ts';
import type { Rumor } from '../types.ts';
import type { FateRules } from './framework.ts';

export const PIRATE = 'ARCS-FATE12';
export { PIRATE_HOARD };
export const PIRATE_FLEET = 'ARCS-F1203';
export const PIRATE_SMUGGLERS = 'ARCS-F1205';
export const CALL_TO_ACTION = 'ARCS-F1206';
export const SILVER_TONGUES = 'ARCS-F1207';
export const RUMORS_SPREAD = ['ARCS-F1209', 'ARCS-F1210'] as const;
export const RUMORS_OF_THE_HAVEN = 'ARCS-F1211';
export const SHARING_RUMORS = 'ARCS-F1212';
export const PIRATE_ACT2_OBJECTIVE = 'ARCS-F1201B';
export const PIRATE_ACT3_OBJECTIVE = 'ARCS-F1208B';

/** The seat plays the Pirate now. */
export function isPirate(s: GameState, seat: Seat): boolean {
  return s.campaign?.seats[seat]?.fate === PIRATE;
}

/** The seats playing the Pirate (a repeated Fate in tests may give several). */
export function pirateSeats(s: GameState): Seat[] {
  return s.players.filter((p) => isPirate(s, p.seat)).map((p) => p.seat);
}

/** The planets (not gates) on the map. */
export function mapPlanets(s: GameState): SystemId[] {
  return systemIds(s).filter((id) => !isGate(id));
}

/** The resources on the seat's Pirate Hoard. */
export function hoardOf(s: GameState, seat: Seat): Resource[] {
  return hoardTokens(s.players[seat]!);
}

/** Return every resource on the seat's Pirate Hoard to the supply; returns how many. */
export function emptyHoard(s: GameState, seat: Seat): number {
  const list = hoardOf(s, seat);
  for (const r of list) s.supply[r] += 1;
  setLoreTokens(s, seat, PIRATE_HOARD, []);
  return list.length;
}

/**
 * A Rival's resources of a type for "Embarrass Your Rivals with Riches" (F1201B): its held tokens and
 * frozen ones, "Don't count Guild cards" (so no suit icons), tokens on its Court cards included;
 * with 2 players the resources on the ambition boxes are a Rival too.
 */
function rivalCounts(s: GameState, seat: Seat, r: Resource, count: (rival: Seat, r: Resource) => number): number[] {
  const out = s.players.filter((p) => p.seat !== seat).map((p) => count(p.seat, r));
  if (s.phantom) out.push(s.phantom[r]);
  return out;
}

/**
 * F1201B Act II objective at the end of a chapter: 1 for each resource in the Pirate Hoard, plus 1 for
 * each type of resource the Hoard has more of than each Rival. `count` is a Rival's resources of a type.
 */
export function hoardAdvance(s: GameState, seat: Seat, count: (rival: Seat, r: Resource) => number): { tokens: number; types: number } {
  const hoard = hoardOf(s, seat);
  let types = 0;
  for (const r of new Set(hoard)) {
    const mine = hoard.filter((x) => x === r).length;
    if (rivalCounts(s, seat, r, count).every((n) => mine > n)) types += 1;
  }
  return { tokens: hoard.length, types };
}

/* -------------------------------------------------------------- Rumors and the Haven */

/** The Rumors on the map (Act III). */
export function rumors(s: GameState): Rumor[] {
  return s.campaign?.rumors ?? [];
}

/**
 * The Pirate Haven (F1208A): the planet of the "Cluster Correct" Rumor's cluster and the "Symbol
 * Correct" Rumor's symbol. Null until both True Rumors are placed.
 */
export function havenOf(s: GameState): SystemId | null {
  const cl = rumors(s).find((r) => r.face === 'cluster');
  const sy = rumors(s).find((r) => r.face === 'symbol');
  if (!cl || !sy) return null;
  return `${systemDef(cl.where).cluster}:${systemDef(sy.where).symbol}` as SystemId;
}

/** The seat's Loyal pieces in a system: ships, buildings, and its agents on Rumors there (F1211 FAQ: they count as Loyal pieces). */
export function loyalPieceIn(s: GameState, seat: Seat, id: SystemId): boolean {
  const st = s.map[id];
  return st !== undefined && (hasLoyalPiece(st, seat) || rumors(s).some((r) => r.where === id && (r.agents ?? []).includes(seat)));
}

/** Rival pieces of the Pirate in a system (F1208B FAQ: an agent on a Rumor there is one). */
export function rivalPiecesIn(s: GameState, pirate: Seat, id: SystemId): boolean {
  return s.players.some((p) => p.seat !== pirate && loyalPieceIn(s, p.seat, id));
}

/**
 * F1208B grand ambitions: "Your Pirate Hoard card has at least 2 resources and… You choose to declare
 * truthfully that no Rival pieces are in the Pirate Haven's system. / … that a Loyal piece is in the
 * Pirate Haven's system." What may be declared truthfully now (the Hoard condition included).
 */
export function truthfulClaims(s: GameState, seat: Seat): { empty: boolean; loyal: boolean } {
  const haven = havenOf(s);
  if (!haven || hoardOf(s, seat).length < 2 || s.map[haven] === undefined) return { empty: false, loyal: false };
  return { empty: !rivalPiecesIn(s, seat, haven), loyal: loyalPieceIn(s, seat, haven) };
}

/** Grand ambitions fulfilled: the declarations the Pirate chose to make at this chapter's end (pirate.ts `campaign/pirate-claim`). */
export function pirateGrandAmbitions(s: GameState, seat: Seat): number {
  const claim = s.campaign?.pirateClaims?.find((x) => x.seat === seat && x.chapter === s.chapter);
  return claim ? claim.n : 0;
}

/* -------------------------------------------------------------- setups */

/** "Replenish your fleet—in each cluster where you have no Loyal ships, place 1 ship on the gate." (F1201A 4; supply permitting) */
export function replenishFleet(s: GameState, seat: Seat): number {
  let n = 0;
  for (const cluster of CLUSTER_IDS) {
    const ids = systemIds(s).filter((id) => systemDef(id).cluster === cluster);
    if (ids.length === 0) continue;
    // Gate Wraith (ARCS-F2205): a gate with a Passage token: the Twisted Passage instead.
    const gate = ids.find(isGate) ?? (isPassageGate(s, `${cluster}:gate` as SystemId) ? placementSystem(s, `${cluster}:gate` as SystemId) : undefined);
    if (!gate || ids.some((id) => (sys(s, id).ships.find((g) => g.owner === seat)?.fresh ?? 0) + (sys(s, id).ships.find((g) => g.owner === seat)?.damaged ?? 0) > 0)) continue;
    const p = s.players[seat]!;
    if (p.supply.ships === 0) break;
    p.supply.ships -= 1;
    shipsOf(sys(s, gate), seat).fresh += 1;
    n += 1;
  }
  log(s, `${seatName(s, seat)} replenishes their fleet: ${n} ship${n === 1 ? '' : 's'} on gates (Pirate).`);
  return n;
}

export const PIRATE_RULES: FateRules = {
  cardId: PIRATE,
  acts: [2, 3],
  dealt: true,
  dealtSince: 7,
  setup(s, seat, act: Act): Frame[] {
    if (act === 2) {
      // F1201A 1. "You gain a Flagship—take a Flagship board and set it up as described on the board back." (flagship/give.ts:
      // the back is not in our sources; the piece goes where the seat has most ships.) A seat that already has one keeps it.
      if (!s.campaign!.seats[seat]!.flagship) giveFlagship(s, seat);
      // 2. "Place 1 fresh starport each on your Tractor Beam and Defense Array Upgrades."
      for (const u of fateOfCard(PIRATE)!.flagship!.starports) placeOnBoard(s, seat, u, 'starport');
      // 3. Gain the Pirate Hoard (02) and Pirate Fleet (03): card moves (fate-steps.ts). 4. Replenish your fleet.
      replenishFleet(s, seat);
      return excessAfterFlagship(s, seat);
    }
    // F1208A 1. Rumors Spread into the Court deck; 3. Rumors of the Haven and Sharing Rumors to the booklet (card moves).
    // 2. "Place the 2 True Rumor and 2 False Rumor tokens each face down on a different planet. You may peek at them."
    log(s, 'Rumors of the Haven: 4 Rumors lie on the map, 2 True and 2 False; the True Rumors show the cluster and the planet symbol of the Pirate Haven. At the end of the Act, a Rival who controls the Haven\'s planet and guesses it gains 10 Power and the Pirate loses 10. The Pirate may peek at Rumors; Rivals peek at Rumors with their Loyal agents. In battle, a player who steals from the Pirate may also place 1 agent on a Rumor without a Loyal agent. In Summits, Rivals of the Pirate may Share Rumors.');
    return [{ k: 'campaign/pirate-rumors', seat, placed: [] }];
  },
  resolve(s, seat, act, completed): Frame[] {
    if (act !== 2) return [];
    // F1204 failed 2. "Return all resources from your Pirate Hoard to the supply."
    if (!completed) {
      const n = emptyHoard(s, seat);
      log(s, `${seatName(s, seat)} returns ${n} resource${n === 1 ? '' : 's'} from the Pirate Hoard to the supply.`);
      return [];
    }
    // F1204 completed 3: spend / place on the player board, then return the rest (pirate.ts campaign/pirate-hoard-out).
    return [{ k: 'campaign/pirate-hoard-out', seat }];
  },
  // Taking a new Fate at the Intermission (F, p.29: "Don't scrap anything that is in play"): the Pirate Hoard stays in the
  // play area with its resources (and its rules), as every card of the set in play does; nothing to do here.
  grandAmbitions: pirateGrandAmbitions,
};

/**
 * Fate 18, the Survivalist (ARCS-FATE18; Fate Set ARCS-F1801…F1805, a "C" Fate: Act III): the
 * facts its cards read (Bunkers, Captives). Kept apart from the cards' effects (survivalist.ts) and
 * free of effect imports, as partisan-rules.ts.
 *
 * Bunkers (Building Bunkers F1803, "Bunker tokens are your Loyal pieces"): `bunker` tokens
 * (campaign.tokens) owned by the Survivalist, on a planet (a system id) or on the Building Bunkers
 * card (`ARCS-F1803`: the 9 collected at setup, the Survivalist's supply of them). Loyal while
 * Building Bunkers is in its owner's play area (data/campaign/fates.ts FATE_TOKENS loyalBy), so they
 * are Loyal pieces for building at, the Presence Law and repairing (loyal-tokens.ts).
 */
import { isSystemId, type SystemId } from '../../../data/map.ts';
import { captiveTotal, isGate } from '../../board.ts';
import type { GameState, Seat } from '../../types.ts';
import type { CampaignToken } from '../types.ts';
import type { FateRules } from './framework.ts';

export const SURVIVALIST = 'ARCS-FATE18';
export const SURV_OBJECTIVE = 'ARCS-F1801B';
export const VOW_OF_SURVIVAL = 'ARCS-F1802';
export const BUILDING_BUNKERS = 'ARCS-F1803';
export const BUNKERS_LAW = 'ARCS-F1804';
export const CAPTIVE_RELEASE = 'ARCS-F1805';
export const BUNKER = 'bunker';
export const BUNKER_COUNT = 9;

export function isSurvivalist(s: GameState, seat: Seat): boolean {
  return s.campaign?.seats[seat]?.fate === SURVIVALIST;
}

/** The seat playing the Survivalist (the first in seat order, if several), or null. */
export function survivalistSeat(s: GameState): Seat | null {
  const i = s.campaign?.seats.findIndex((x) => x.fate === SURVIVALIST) ?? -1;
  return i < 0 ? null : i;
}

/** Bunker tokens on the map (any owner). */
export function bunkersOnMap(s: GameState): CampaignToken[] {
  return (s.campaign?.tokens ?? []).filter((t) => t.kind === BUNKER && isSystemId(t.where));
}

/** The seat's Bunker tokens still on its Building Bunkers card. */
export function bunkersInSupply(s: GameState, seat: Seat): CampaignToken[] {
  return (s.campaign?.tokens ?? []).filter((t) => t.kind === BUNKER && t.owner === seat && t.where === BUILDING_BUNKERS);
}

export function bunkerAt(s: GameState, id: SystemId): CampaignToken | undefined {
  return bunkersOnMap(s).find((t) => t.where === id);
}

/** Planets (not gates) with a Bunker. */
export function bunkerPlanets(s: GameState): SystemId[] {
  return bunkersOnMap(s).map((t) => t.where as SystemId).filter((id) => !isGate(id));
}

/** Objective "Keep the People Safe" (F1801B): the Captives the seat has or the Bunkers on the map, whichever is lower. */
export function peopleSafe(s: GameState, seat: Seat): number {
  return Math.min(captiveTotal(s.players[seat]!), bunkersOnMap(s).length);
}

/** The Act III setup needs the effect modules (Resettle): survivalist.ts fills it in when it loads (no import cycle, as PB_ACTS). */
export const SURV_ACTS: Pick<FateRules, 'setup'> = {};

export const SURVIVALIST_RULES: FateRules = {
  cardId: SURVIVALIST,
  acts: [3],
  dealt: true,
  dealtSince: 7,
  setup: (s, seat, act) => SURV_ACTS.setup!(s, seat, act),
};

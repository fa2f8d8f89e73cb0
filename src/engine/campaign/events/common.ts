/**
 * Small helpers of the events area: the Summit call, the First Regent's control, and burying
 * cards out of the Court (Crises, Guild Envoys Depart). Titles: empire/titles.ts.
 */
import { findCard } from '../../../data/cards.ts';
import { IMPERIAL_COUNCIL } from '../../../data/campaign/components.ts';
import { controller } from '../../control.ts';
import { removeCardFromCourt } from '../../court.ts';
import type { SystemId } from '../../../data/map.ts';
import type { Frame, GameState, Seat } from '../../types.ts';

/** The frames of a Summit called by `caller` (Summits p.16; campaign/summit). */
export function summitFrames(caller: Seat): Frame[] {
  return [{ k: 'campaign/summit', caller }];
}

/**
 * "The First Regent controls all Empire-controlled systems for the purpose of ambitions,
 * objectives, and events" (The Empire, Control & Command p.10).
 * LEAD: use control.ts controlsForScoring (empire) at merge.
 */
export function controlsForEvents(s: GameState, seat: Seat, id: SystemId): boolean {
  const c = controller(s, id);
  return c === seat || (c === 'empire' && s.campaign?.firstRegent === seat);
}

/**
 * Bury these Court cards (bottom of the Court deck), left to right, each refilled at once (Guild
 * Envoys Depart: "bury …, then refill the Court"; Crises, Removing Cards p.18), through court.ts
 * removeFromCourt: an attached card slides down with the agents; an attached card buried leaves its
 * host as it is. The Imperial Council cannot be buried (p.14). Returns the cards buried.
 */
export function buryCourtCards(s: GameState, ids: readonly string[]): string[] {
  return ids.filter((id) => {
    if (id === IMPERIAL_COUNCIL.cardId) throw new Error('The Imperial Council cannot be buried (bug)');
    return removeCardFromCourt(s, id, 'bury');
  });
}

/** The card's kind (the Imperial Council, ARCS-AID01, has no single row: its sides are AID01A/B). */
export const isGuild = (id: string): boolean => findCard(id)?.kind === 'guild';

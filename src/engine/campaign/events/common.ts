/**
 * Small helpers of the events area: the Summit call, titles,
 * the First Regent's control, and taking cards out of the Court (Crises, Guild Envoys Depart).
 */
import { findCard } from '../../../data/cards.ts';
import { IMPERIAL_COUNCIL } from '../../../data/campaign/components.ts';
import { controller } from '../../control.ts';
import { log, returnAgents, seatName } from '../../board.ts';
import { cardName } from '../../court.ts';
import type { SystemId } from '../../../data/map.ts';
import type { CourtSlot, Frame, GameState, Seat } from '../../types.ts';

/** The frames of a Summit called by `caller` (Summits p.16; campaign/summit). */
export function summitFrames(caller: Seat): Frame[] {
  return [{ k: 'campaign/summit', caller }];
}

/**
 * "The First Regent may make them an Outlaw" (Edicts, Collect Imperial Demand p.20).
 * LEAD: use empire/titles.ts (becomeOutlaw) at merge.
 */
export function makeOutlaw(s: GameState, seat: Seat): void {
  s.players[seat]!.title = 'outlaw';
  log(s, `${seatName(s, seat)} becomes an Outlaw.`);
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
 * The cards attached to a Court card (New Rules & Terms, Attaching Cards p.27), read from the slot
 * if the campaign Court area has put them there (`attached`: card ids, or slots with a `card`).
 * LEAD: use the ccourt area's accessor at merge.
 */
export function attachedCards(slot: CourtSlot): string[] {
  const raw = (slot as CourtSlot & { attached?: unknown }).attached;
  if (raw === undefined || raw === null) return [];
  const items = Array.isArray(raw) ? raw : [raw];
  return items.flatMap((x): string[] => (typeof x === 'string' ? [x] : typeof x === 'object' && x !== null && typeof (x as { card?: unknown }).card === 'string' ? [(x as { card: string }).card] : []));
}

/** Whether the card is in the Court, as a Court card or attached to one. */
export function inCourt(s: GameState, id: string): boolean {
  return s.court.some((slot) => slot.card === id || attachedCards(slot).includes(id));
}

/**
 * Bury the Court cards at these indexes (bottom of the Court deck, left to right), returning their
 * agents, then refill their spots from the Court deck (Guild Envoys Depart: "bury …, then refill
 * the Court"; Crises, Removing Cards p.18). A spot the deck cannot refill is closed. The Imperial
 * Council cannot be buried (p.14).
 * LEAD: at merge, use the ccourt area's removal in court.ts (an attached card slides down with the agents).
 */
export function buryCourtCards(s: GameState, indexes: number[]): string[] {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  const buried: string[] = [];
  for (const i of sorted) {
    const slot = s.court[i]!;
    if (slot.card === IMPERIAL_COUNCIL.cardId) throw new Error('The Imperial Council cannot be buried (bug)');
    slot.agents.forEach((n, owner) => {
      if (n > 0) returnAgents(s, owner, n);
    });
    s.courtDeck.push(slot.card);
    buried.push(slot.card);
    log(s, `${cardName(slot.card)} is buried.`);
  }
  const closed: number[] = [];
  for (const i of sorted) {
    const next = s.courtDeck.shift();
    if (next === undefined) {
      closed.push(i);
      continue;
    }
    s.court[i] = { card: next, agents: s.players.map(() => 0) };
    log(s, `${cardName(next)} enters the Court.`);
  }
  for (const i of closed.reverse()) s.court.splice(i, 1);
  return buried;
}

/** The card's kind (the Imperial Council, ARCS-AID01, has no single row: its sides are AID01A/B). */
export const isGuild = (id: string): boolean => findCard(id)?.kind === 'guild';
export const isVox = (id: string): boolean => findCard(id)?.kind === 'vox';

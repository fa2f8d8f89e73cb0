/**
 * The Fate framework's contract (issue 14): what the rest of the campaign asks of a seat's Fate.
 * The Acts (campaign/acts) call these at setup, chapter end and the Intermission; a Fate's module
 * (one file per Fate under this folder, registered in FATE_RULES) supplies the code its cards
 * need beyond the card moves of data/campaign/fate-steps.ts.
 *
 * Campaign rulebook: Objective (p.8), Grand Ambitions and Final Objective (p.9), Act II & III
 * Setup F-G (p.7), Intermission A (p.28) and F (p.29).
 */
import type { Act } from '../../../data/campaign/components.ts';
import { log, seatName } from '../../board.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
import { campaignOf } from '../state.ts';

/** A Fate's code beyond its card moves; every member optional. */
export interface FateRules {
  /** The Fate card id (ARCS-FATEnn). */
  cardId: string;
  /** The non-card steps of its setup card for an Act (after the card moves); frames for choices. */
  setup?(s: GameState, seat: Seat, act: Act): Frame[];
  /** The non-card steps of its Resolution card for an Act (after the card moves). */
  resolve?(s: GameState, seat: Seat, act: Act, completed: boolean): Frame[];
  /** Act III, an "A" or "B" Fate: how many of its two grand ambitions the seat fulfils now (0-2). */
  grandAmbitions?(s: GameState, seat: Seat): number;
}

/** The objective is complete: the marker reached 0 (Objective: "When it reaches 0 Power, you complete your objective"). */
export function objectiveComplete(s: GameState, seat: Seat): boolean {
  return campaignOf(s).seats[seat]?.marker === 0;
}

/** Advance the seat's objective marker `n` spaces toward 0 (never below 0). */
export function advanceObjective(s: GameState, seat: Seat, n: number): void {
  const cs = campaignOf(s).seats[seat]!;
  if (cs.marker === null || n <= 0) return;
  const before = cs.marker;
  cs.marker = Math.max(0, cs.marker - n);
  if (cs.marker !== before) log(s, `${seatName(s, seat)} advances their objective ${before - cs.marker} (now ${cs.marker}).`);
}

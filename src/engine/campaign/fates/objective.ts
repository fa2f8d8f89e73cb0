/**
 * The objective marker (campaign rulebook, Objective p.8): advancing it and completing it. A leaf
 * module (no registry import), so the Fates' modules can use it; framework.ts re-exports it.
 */
import { log, seatName } from '../../board.ts';
import { noteFired } from '../../fired.ts';
import type { GameState, Seat } from '../../types.ts';

/** The objective is complete: the marker reached 0 (Objective: "When it reaches 0 Power, you complete your objective"). */
export function objectiveComplete(s: GameState, seat: Seat): boolean {
  return s.campaign?.seats[seat]?.marker === 0;
}

/** Advance the seat's objective marker `n` spaces toward 0 (never below 0). */
export function advanceObjective(s: GameState, seat: Seat, n: number): void {
  const cs = s.campaign?.seats[seat];
  if (!cs || cs.marker === null || n <= 0) return;
  const before = cs.marker;
  cs.marker = Math.max(0, cs.marker - n);
  if (cs.marker === before) return;
  log(s, `${seatName(s, seat)} advances their objective ${before - cs.marker} (now ${cs.marker}).`);
  // The objective card did something (tests' "every card fires": fired.ts).
  if (cs.objective) noteFired(s, cs.objective);
}

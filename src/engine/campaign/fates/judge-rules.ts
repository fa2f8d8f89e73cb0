/**
 * Fate 24, the Judge (ARCS-FATE24; Fate Set ARCS-F2401A…F2405), a "C" Fate: its Act III as
 * FateRules (setup, final objective) and the facts its cards read. Kept apart from the cards'
 * effects (judge.ts) so the Fate registry never imports the effect system (an import cycle).
 *
 * Final objective (F2401B, start 6): "At the end of a chapter, advance 1 for each ambition where any
 * players are tied for first place." The win itself ("At the end of a chapter, you win the game if
 * you completed your objective and have at least 1 Power") is acts/chapter-end.ts finalObjectiveWinner.
 */
import type { Act } from '../../../data/campaign/components.ts';
import type { GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';

export const JUDGE = 'ARCS-FATE24';
export const JUDGE_OBJECTIVE = 'ARCS-F2401B';
export const VOW_OF_FAIRNESS = 'ARCS-F2402';
export const THE_ARBITER = 'ARCS-F2403';
export const JUDGES_CHOSEN = 'ARCS-F2404';
export const JUDGE_SETS_AGENDA = 'ARCS-F2405';

/** The seat playing the Judge, or null. */
export function judgeSeat(s: GameState): Seat | null {
  const i = s.campaign?.seats.findIndex((cs) => cs.fate === JUDGE) ?? -1;
  return i < 0 ? null : i;
}

/** The seat whose play area holds Judge's Chosen (F2404), or null. */
export function chosenSeat(s: GameState): Seat | null {
  const i = s.campaign?.seats.findIndex((cs) => cs.playArea.includes(JUDGES_CHOSEN)) ?? -1;
  return i < 0 ? null : i;
}

export const JUDGE_RULES: FateRules = {
  cardId: JUDGE,
  acts: [3],
  dealt: true,
  dealtSince: 7,
  // F2401A 1: "If you have a Flagship, you may Resettle—as described on the back of the Flagship board." (2-3 are card moves.)
  setup: (s, seat, _act: Act) => (s.campaign?.seats[seat]?.flagship ? [{ k: 'campaign/judge-resettle', seat }] : []),
};

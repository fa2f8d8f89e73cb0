/**
 * Campaign tests' resting point: Act I set up and nothing under way. After setup the game starts
 * chapter 1 (round 1, the leader's decision); scenario tests that run frames alone put the
 * campaign back just before that round, over a `campaign/halt` so no round starts by itself.
 */
import type { GameState } from '../../../src/engine/index.ts';

const SETUP_KINDS = new Set(['campaign/fates', 'campaign/place', 'campaign/mulligan']);

export function isSetupDecision(s: GameState): boolean {
  return s.decisions.some((d) => SETUP_KINDS.has(d.kind));
}

/** Back to the moment setup ended (no round, no turn, no decision), resting on `campaign/halt`. */
export function restAfterSetup(s: GameState): GameState {
  if (isSetupDecision(s)) throw new Error('restAfterSetup: setup is not finished');
  s.round = null;
  s.turn = null;
  s.stack = [{ k: 'game' }, { k: 'campaign/halt' }];
  s.decisions = [];
  return s;
}

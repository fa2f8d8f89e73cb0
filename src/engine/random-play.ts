/** Random legal play, for the invariant harness, the driver's `random` op and benchmarks. */
import { apply, openDecision } from './advance.ts';
import { randomInt, seedRng } from './rng.ts';
import type { GameState, RngState } from './types.ts';

export interface RandomPlayResult { state: GameState; steps: number; ended: boolean }

/** Answer the open decision with a uniformly random legal option, `steps` times or until the end. */
export function playRandom(
  start: GameState,
  opts: { steps: number; seed: number | string; onStep?: (s: GameState) => void },
): RandomPlayResult {
  const rng: RngState = seedRng(opts.seed);
  let s = start;
  let steps = 0;
  while (steps < opts.steps) {
    const d = openDecision(s);
    if (!d) break;
    const choice = d.options[randomInt(rng, d.options.length)]!.id;
    const r = apply(s, { t: 'answer', seat: d.seat, choice, openedAt: d.openedAt });
    if (!r.ok) throw new Error(`random play: a legal option was refused: ${r.error.code} ${choice}`);
    s = r.state;
    steps++;
    opts.onStep?.(s);
  }
  return { state: s, steps, ended: s.ended !== null };
}

/** Rebuild a game from its setup and its input log (every input must apply). */
export function replayInputs(start: GameState, inputs: readonly import('./types.ts').Input[]): GameState {
  let s = start;
  for (const [i, input] of inputs.entries()) {
    const r = apply(s, input);
    if (!r.ok) throw new Error(`replay: input ${i} was refused: ${r.error.code}`);
    s = r.state;
  }
  return s;
}

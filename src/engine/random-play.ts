/** Random legal play, for the invariant harness, the driver's `random` op and benchmarks. */
import { applyInPlace } from './advance.ts';
import { cloneState } from './clone.ts';
import { randomInt, seedRng } from './rng.ts';
import { replayLog } from './undo.ts';
import type { GameState, Input, RngState } from './types.ts';

export interface RandomPlayResult { state: GameState; steps: number; ended: boolean }

/**
 * Answer an open decision with a uniformly random legal option, `steps` times or until the end
 * (or until `until` holds after a step: a campaign played chapter by chapter, a situation sought).
 * `start` is not changed; the game advances in place on one copy (`onStep` sees that copy, valid
 * until the next step). Campaigns play like any game: simultaneous decisions (several seats open
 * at once) are answered one seat at a time, in random order.
 */
export function playRandom(
  start: GameState,
  opts: {
    steps: number;
    seed: number | string;
    onStep?: (s: GameState) => void;
    until?: (s: GameState) => boolean;
    /** How an open decision is answered (default: randomAnswer); must return a legal answer. */
    choose?: (rng: RngState, d: GameState['decisions'][number], s: GameState) => string;
  },
): RandomPlayResult {
  const rng: RngState = seedRng(opts.seed);
  const s = cloneState(start);
  let steps = 0;
  while (steps < opts.steps) {
    const open = s.decisions;
    if (open.length === 0) break;
    // With several seats deciding at once, one of them (at random) answers first.
    const d = open.length === 1 ? open[0]! : open[randomInt(rng, open.length)]!;
    const choice = opts.choose ? opts.choose(rng, d, s) : randomAnswer(rng, d);
    const r = applyInPlace(s, { t: 'answer', seat: d.seat, choice, openedAt: d.openedAt });
    if (!r.ok) throw new Error(`random play: a legal option was refused: ${r.error.code} ${choice}`);
    steps++;
    opts.onStep?.(s);
    if (opts.until?.(s)) break;
  }
  return { state: s, steps, ended: s.ended !== null };
}

/** A uniformly random legal answer (for a pick of several: a random legal subset or order). */
export function randomAnswer(rng: RngState, d: GameState['decisions'][number]): string {
  const ids = d.options.map((o) => o.id);
  const rule = d.pick;
  if (!rule || rule.t === 'consent') return ids[randomInt(rng, ids.length)]!;
  for (let i = ids.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  if (rule.t === 'order') return ids.join(',');
  const costs = new Map(d.options.map((o) => [o.id, o.cost ?? 0]));
  const n = rule.min + randomInt(rng, rule.max - rule.min + 1);
  const picked: string[] = [];
  let spent = 0;
  for (const id of ids) {
    if (picked.length >= n) break;
    if (rule.budget !== undefined && spent + costs.get(id)! > rule.budget) continue;
    picked.push(id);
    spent += costs.get(id)!;
  }
  return picked.join(',');
}

/** Rebuild a game from its setup and its input log (every input must apply; undo inputs honoured). */
export function replayInputs(start: GameState, inputs: readonly Input[]): GameState {
  return replayLog(start, inputs);
}

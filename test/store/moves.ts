/** Deterministic random moves for the store tests and the benchmark. */
import { apply, openDecision } from '../../src/engine/index.ts';
import type { GameState, Input } from '../../src/engine/index.ts';

/** A small seeded PRNG (mulberry32) so failures can be reproduced from the printed seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export interface Move {
  input: Input;
  next: GameState;
}

/**
 * A legal answer to the open decision, chosen by `salt` and the state's seq (so a restarted
 * process picks the same move), or null when the game is over. The engine is still growing: if
 * it throws on a move, the game is treated as finished here (these tests are about storage).
 */
export function pickMove(state: GameState, salt: string): Move | null {
  const d = openDecision(state);
  if (!d || d.options.length === 0) return null;
  const start = hashString(`${salt}:${state.seq}`) % d.options.length;
  for (let k = 0; k < d.options.length; k++) {
    const choice = d.options[(start + k) % d.options.length]!.id;
    const input: Input = { t: 'answer', seat: d.seat, choice, openedAt: d.openedAt };
    try {
      const r = apply(state, input);
      if (r.ok) return { input, next: r.state };
    } catch {
      // an engine bug on this option: try another
    }
  }
  return null;
}

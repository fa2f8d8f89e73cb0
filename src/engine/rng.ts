/**
 * The server's seeded PRNG (sfc32). Its whole state is four uint32s kept in hidden game state,
 * so a stored game continues identically after a restart and replays reproduce every roll.
 */
import type { GameState, RngState } from './types.ts';

export function seedRng(seed: number | string): RngState {
  // Mix the seed into four words with a splitmix-style hash so nearby seeds diverge.
  let h = 0x9e3779b9 ^ 0;
  const text = String(seed);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x85ebca6b) >>> 0;
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    words.push((z ^ (z >>> 16)) >>> 0);
  }
  const rng: RngState = { s: [words[0]!, words[1]!, words[2]!, words[3]!] };
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

function nextUint32(r: RngState): number {
  let [a, b, c, d] = r.s;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  r.s = [a >>> 0, b, c, d];
  return t;
}

/** Uniform integer in [0, n). */
export function randomInt(r: RngState, n: number): number {
  if (n <= 0) throw new Error('randomInt: n must be positive');
  // Rejection sampling keeps the distribution exactly uniform.
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextUint32(r);
    if (x < limit) return x % n;
  }
}

export function shuffleInPlace<T>(r: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(r, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

/** One die face index 0-5: rigged faces (test positions) first, then the PRNG. */
export function rollFace(s: GameState): number {
  const rigged = s.riggedDice.shift();
  if (rigged !== undefined) return rigged;
  return randomInt(s.rng, 6);
}

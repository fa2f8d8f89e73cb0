/**
 * Copying a state before an input changes it. `apply` never changes its input, but a deep copy
 * of the whole state per answer was 87% of the engine's time (structuredClone, the log most of
 * it). This copy is exact for plain JSON and shares what is never changed in place: the log's
 * entries and the stored decisions (both are only ever replaced, not edited).
 */
import { inheritFired } from './fired.ts';
import type { GameState } from './types.ts';

function cloneJson<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const n = v.length;
    const a = new Array(n);
    for (let i = 0; i < n; i++) a[i] = cloneJson(v[i]);
    return a as T;
  }
  const o: Record<string, unknown> = {};
  for (const k in v) o[k] = cloneJson((v as Record<string, unknown>)[k]);
  return o as T;
}

export function cloneState(s: GameState): GameState {
  const out: Record<string, unknown> = {};
  for (const k in s) {
    const v = (s as unknown as Record<string, unknown>)[k];
    out[k] = k === 'log' || k === 'decisions' ? (v as unknown[]).slice() : cloneJson(v);
  }
  inheritFired(s, out as unknown as GameState);
  return out as unknown as GameState;
}

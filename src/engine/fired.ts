/**
 * Test instrumentation, out of the production state (issue 13 §4): how many times each card's
 * effect fired. Until version 2 this was a counter inside the state (`fx.fired`); now a state
 * carries nothing of it, and tests, the driver or a benchmark attach an observer instead.
 *
 * - onFired(listener): called with (state, card id) each time an effect does something; returns
 *   the detach function.
 * - trackFired(): keeps a count per state *lineage* (a WeakMap beside the states): apply's copy
 *   (cloneState) inherits its parent's counts, so `firedCount(s, id)` answers what `s.fx.fired[id]`
 *   answered before. Off by default; when off, firing costs one null check.
 */
import type { GameState } from './types.ts';

export type FiredListener = (s: GameState, id: string) => void;

const listeners: FiredListener[] = [];
let tally: WeakMap<GameState, Record<string, number>> | null = null;
/** Counts saved when a rule may take back what it just did (Warrior/Feastbringer undo a move: leaders.ts). */
let saved: WeakMap<GameState, Record<string, number>> | null = null;

/** Record that a card's effect did something (effects.ts fired). */
export function noteFired(s: GameState, id: string): void {
  if (tally) {
    let t = tally.get(s);
    if (!t) tally.set(s, (t = {}));
    t[id] = (t[id] ?? 0) + 1;
  }
  for (const l of listeners) l(s, id);
}

/** A copy of `from` was made (cloneState): it inherits the counts. */
export function inheritFired(from: GameState, to: GameState): void {
  if (!tally) return;
  const t = tally.get(from);
  if (t) tally.set(to, { ...t });
  const c = saved!.get(from);
  if (c) saved!.set(to, c);
}

/** A rule saves the state to take it back later (ll/around snapshot): save the counts with it. */
export function saveFired(s: GameState): void {
  if (tally) saved!.set(s, { ...(tally.get(s) ?? {}) });
}

/** The rule took the state back (ll/around restore): so are the firings since saveFired. */
export function restoreFired(s: GameState): void {
  const c = saved?.get(s);
  if (tally && c) tally.set(s, { ...c });
}

/** Attach a listener; returns its detach function. */
export function onFired(listener: FiredListener): () => void {
  listeners.push(listener);
  return () => {
    const i = listeners.indexOf(listener);
    if (i >= 0) listeners.splice(i, 1);
  };
}

/** Count firings per state lineage from now on (tests; idempotent). */
export function trackFired(on = true): void {
  tally = on ? (tally ?? new WeakMap()) : null;
  saved = on ? (saved ?? new WeakMap()) : null;
}

/** How many times each card's effect fired in `s`'s lineage (empty unless trackFired is on). */
export function firedCounts(s: GameState): Readonly<Record<string, number>> {
  return tally?.get(s) ?? {};
}

/** How many times card `id`'s effect fired in `s`'s lineage. */
export function firedCount(s: GameState, id: string): number {
  return tally?.get(s)?.[id] ?? 0;
}

/** Seed a state's counts (a test position's documented `fx.fired`); ignored unless tracking. */
export function setFiredCounts(s: GameState, counts: Record<string, number>): void {
  if (tally) tally.set(s, { ...counts });
}

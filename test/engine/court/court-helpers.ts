/** Shared setups for the Court card tests: 3p Frontiers (clusters 2 and 3 out of play). */
import { expect } from 'vitest';
import { openDecision } from '../../../src/engine/index.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { play, position, type Sparse } from '../helpers.ts';
import { firedCount } from '../../../src/engine/fired.ts';
import { say } from '../../../src/text/say.ts';

/**
 * Seat 0 (red): 3 ships and a city on 1:hex (Material). Seat 1 (blue): 3 ships and a city on
 * 4:hex (Material). Seat 2 (yellow): 3 ships and a city on 5:hex (Psionic). Overrides merge per seat.
 */
export function game(over: Sparse & { players?: Sparse[] } = {}): GameState {
  const players: Sparse[] = [
    { hand: ['ADM2', 'CON2', 'AGG2', 'MOB2'] },
    { hand: ['ADM3', 'CON3', 'AGG3'] },
    { hand: ['ADM4', 'CON4', 'AGG4'] },
  ].map((p, i) => ({ ...p, ...(over.players?.[i] ?? {}) }));
  const map = {
    '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, null] },
    '4:hex': { ships: [{ owner: 1, fresh: 3, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: false }] },
    '5:hex': { ships: [{ owner: 2, fresh: 3, damaged: 0 }], slots: [{ owner: 2, type: 'city', damaged: false }, null] },
    ...((over.map as Sparse | undefined) ?? {}),
  };
  const court = (over.court as Sparse[] | undefined) ?? [];
  return position({ options: { setup: '3p-frontiers' }, ...over, players, map, court });
}

/** The current decision-maker plays `mode:card`, declining to declare or seize. */
export function turn(s: GameState, choice: string): GameState {
  let cur = play(s, choice);
  for (;;) {
    const d = openDecision(cur);
    if (!d || (d.kind !== 'turn/declare' && d.kind !== 'turn/seize')) return cur;
    cur = play(cur, 'no');
  }
}

export function ids(s: GameState): string[] {
  return openDecision(s)?.options.map((o) => o.id) ?? [];
}

/** The open decision's prompt and option labels as English (src/text). */
export function shown(s: GameState): { prompt: string; labels: string[] } {
  const d = openDecision(s)!;
  return { prompt: say(d.prompt, s), labels: d.options.map((o) => say(o.label, s)) };
}

export function expectFired(s: GameState, id: string, n = 1): void {
  expect(firedCount(s, id), `${id} fired`).toBe(n);
}

export function holds(s: GameState, seat: number, id: string): boolean {
  return s.players[seat]!.court.some((c) => c.id === id);
}

/** Answer gained-resource questions (first option: discard the new one when full; first arrangement) until another decision is open. */
export function placeGains(s: GameState): GameState {
  let cur = s;
  while (['res/gain', 'res/arrange'].includes(openDecision(cur)?.kind ?? '')) cur = play(cur, openDecision(cur)!.options[0]!.id);
  return cur;
}

/** play() then placeGains() after each answer. */
export function act(s: GameState, ...choices: string[]): GameState {
  let cur = s;
  for (const c of choices) cur = placeGains(play(cur, c));
  return cur;
}

/** End the current turn if its action menu is open (a turn with nothing to do ends by itself). */
export function finish(s: GameState): GameState {
  return openDecision(s)?.kind === 'turn/actions' ? play(s, 'end') : s;
}

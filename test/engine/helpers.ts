/** Helpers that let scenario tests read like games: a position, then a script of answers. */
import { expect } from 'vitest';
import { apply, importPosition, openDecision } from '../../src/engine/index.ts';
import type { Decision, GameState } from '../../src/engine/types.ts';

export type Sparse = Record<string, unknown>;

/** Load a sparse position (format added). */
export function position(p: Sparse): GameState {
  return importPosition({ format: 'arcs-position/1', ...p });
}

/** The open decision, asserting its kind (and seat, when given). */
export function expectDecision(s: GameState, kind: string, seat?: number): Decision {
  const d = openDecision(s);
  expect(d, `expected a ${kind} decision`).not.toBeNull();
  expect(d!.kind).toBe(kind);
  if (seat !== undefined) expect(d!.seat).toBe(seat);
  return d!;
}

export function optionIds(s: GameState): string[] {
  return openDecision(s)?.options.map((o) => o.id) ?? [];
}

/** Answer the open decisions in order; each entry is a choice id for whoever must answer. */
export function play(s: GameState, ...choices: string[]): GameState {
  let cur = s;
  for (const choice of choices) {
    const d = openDecision(cur);
    if (!d) throw new Error(`no decision open for "${choice}"`);
    const r = apply(cur, { t: 'answer', seat: d.seat, choice, openedAt: d.openedAt });
    if (!r.ok) throw new Error(`"${choice}" refused at ${d.kind} (options: ${d.options.map((o) => o.id).join(', ')}): ${r.error.code}`);
    cur = r.state;
  }
  return cur;
}

export function ships(s: GameState, system: string, owner: number): { fresh: number; damaged: number } {
  const g = s.map[system as keyof GameState['map']]?.ships.find((x) => x.owner === owner);
  return { fresh: g?.fresh ?? 0, damaged: g?.damaged ?? 0 };
}

/** A piece's owner in a position: a seat, or (campaign) the Empire, the Free States or the Blight. */
export type Who = number | 'empire' | 'free' | 'blight';
export const fleet = (owner: Who, fresh: number, damaged = 0) => ({ owner, fresh, damaged });
export const city = (owner: Who, damaged = false) => ({ owner, type: 'city', damaged });
export const port = (owner: Who, damaged = false) => ({ owner, type: 'starport', damaged });

/**
 * A 3-player position on 3p Frontiers (clusters 1, 4, 5, 6; gates 1-4-5-6-1), the Court BC10, BC11,
 * BC16, BC20, each seat keeping a ship at 4:arrow, 5:arrow, 6:arrow (nobody is eliminated at the end
 * of a turn), then `map` on top; `players` per seat (hand, title…), `extra` any other fields.
 */
export function frontiers(map: Sparse, players: Sparse[], extra: Sparse = {}): GameState {
  return position({
    options: { setup: '3p-frontiers' },
    court: [{ card: 'ARCS-BC10' }, { card: 'ARCS-BC11' }, { card: 'ARCS-BC16' }, { card: 'ARCS-BC20' }],
    players,
    map: { '4:arrow': { ships: [fleet(1, 1)] }, '5:arrow': { ships: [fleet(2, 1)] }, '6:arrow': { ships: [fleet(0, 1)] }, ...map },
    ...extra,
  });
}

/** The ships of `owner` at `system` (fresh, damaged). */
export function shipsOfOwner(s: GameState, system: string, owner: Who): { fresh: number; damaged: number } {
  const g = s.map[system as keyof GameState['map']]?.ships.find((x) => x.owner === owner);
  return { fresh: g?.fresh ?? 0, damaged: g?.damaged ?? 0 };
}

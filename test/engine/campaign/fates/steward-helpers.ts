/** Helpers for the Fate framework and Steward tests: a set-up campaign, frames run on it, answers. */
import { expect } from 'vitest';
import { newGame } from '../../../../src/engine/index.ts';
import { run } from '../../../../src/engine/advance.ts';
import type { Frame, GameState } from '../../../../src/engine/types.ts';
import type { Step } from '../../../../src/engine/step.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import { play } from '../../helpers.ts';
import { say } from '../../../../src/text/say.ts';
import { wordingProblems } from '../../../text/wording.ts';
import { shipsOf, tidy } from '../../../../src/engine/board.ts';

import { restAfterSetup } from '../rest.ts';
export const STEWARD = 'ARCS-FATE01';

/** A campaign of Stewards (`fates` repeated) after Act I setup (placements with the first option, hands kept). */
export function stewards(players: number, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => STEWARD) });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  expect(s.decisions).toEqual([]);
  return s;
}

/** Message keys met in the open decisions so far, and wording problems of their English text. */
export const seen = { keys: new Set<string>(), problems: [] as string[] };

/** Render the open decisions in English (wording rules) and note their keys. */
export function record(s: GameState): GameState {
  for (const d of s.decisions) {
    for (const m of [d.prompt, ...d.options.map((o) => o.label)]) {
      if (typeof m !== 'string') seen.keys.add(m.key);
      const text = say(m, s);
      for (const p of wordingProblems(text)) seen.problems.push(`${p}: ${text}`);
    }
  }
  return s;
}

/** Record an ask a handler returned when called directly (no decision opened). */
export function recordStep(s: GameState, step: Step): void {
  if (step.t !== 'ask') return;
  record({ ...s, decisions: [{ seat: step.seat, kind: 'direct', prompt: step.prompt, options: step.options, openedAt: 0 }] } as unknown as GameState);
}

/** Push frames (first listed runs first) on the stack and run the engine until it waits. */
export function runFrames(s: GameState, frames: Frame[]): GameState {
  s.stack.push(...[...frames].reverse());
  run(s);
  return record(s);
}

/** Answer the open decisions in order (helpers.ts play), recording each decision met. */
export function answer(s: GameState, ...choices: string[]): GameState {
  let cur = record(s);
  for (const c of choices) cur = record(play(cur, c));
  return cur;
}

/** Remove every ship and building from the map (a clean board for a scenario). */
export function clearMap(s: GameState): void {
  for (const st of Object.values(s.map)) {
    st.ships = [];
    st.slots = st.slots.map(() => null);
  }
}

export function setShips(s: GameState, id: SystemId, owner: number | 'empire', fresh: number, damaged = 0): void {
  const g = shipsOf(s.map[id]!, owner);
  g.fresh = fresh;
  g.damaged = damaged;
  tidy(s.map[id]!);
}

export function shipsAt(s: GameState, id: SystemId, owner: number | 'empire'): { fresh: number; damaged: number } {
  const g = s.map[id]!.ships.find((x) => x.owner === owner);
  return { fresh: g?.fresh ?? 0, damaged: g?.damaged ?? 0 };
}

/** The open decision's option ids. */
export const ids = (s: GameState): string[] => s.decisions[0]?.options.map((o) => o.id) ?? [];

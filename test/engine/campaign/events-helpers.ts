/** Campaign states for the events tests: Act I set up, then the scenario written on the state. */
import { newGame } from '../../../src/engine/index.ts';
import { run } from '../../../src/engine/advance.ts';
import type { Frame, GameState, SystemState } from '../../../src/engine/types.ts';
import type { SystemId } from '../../../src/data/map.ts';
import { play } from '../helpers.ts';

import { restAfterSetup } from './rest.ts';
/** Act I of a campaign, set up (placements with the first option, 2 players keep their hands); the stack ends with campaign/halt. */
export function setUp(players: 2 | 3 | 4, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => 'ARCS-FATE01') });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  const c = s.campaign!;
  // A neutral start for scenarios: no resources, no Trust, every seat a Regent, seat 0 First Regent.
  for (const p of s.players) {
    for (const r of p.resources) if (r) s.supply[r] += 1;
    p.resources = p.resources.map(() => null);
    p.title = 'regent';
  }
  for (const r of c.trust) s.supply[r] += 1;
  c.trust = [];
  c.firstRegent = 0;
  return s;
}

/** Empty a system (pieces vanish; scenario tests only look at what they place). */
export function clear(s: GameState, id: SystemId): SystemState {
  const st = s.map[id]!;
  st.ships = [];
  st.slots = st.slots.map(() => null);
  return st;
}

/** Empty every system of Blight, so only the scenario's Blight Crises happen. */
export function noBlight(s: GameState): void {
  for (const st of Object.values(s.map)) {
    const g = st!.ships.find((x) => x.owner === 'blight');
    if (g) {
      s.neutral!.blight.blight += g.fresh + g.damaged;
      st!.ships = st!.ships.filter((x) => x !== g);
    }
  }
}

/** Push a frame above the halt and run to the next decision. */
export function start(s0: GameState, frame: Frame, rigged: number[] = []): GameState {
  const s = structuredClone(s0);
  s.riggedDice = [...rigged];
  s.stack.push(frame);
  run(s);
  return s;
}

/** The event die faces (EVENT_DIE order) and the number die faces (cluster n = face n-1). */
export const DIE = { crisis: { arrow: 0, crescent: 1, hex: 2 }, edict: { arrow: 3, crescent: 4, hex: 5 }, cluster: (n: number) => n - 1 } as const;

export const top = (s: GameState) => s.stack[s.stack.length - 1]!.k;
export const logText = (s: GameState) => s.log.map((l) => l.text).join('\n');

/**
 * The events under random legal play: Event cards and the Imperial Council (campaign rulebook
 * pp.13-14) resolve to their end from varied positions (titles, Trust, resources, Blight), with
 * every piece conserved and the state a JSON round trip at every step.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../src/engine/index.ts';
import { playRandom } from '../../../src/engine/random-play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import { RESOURCES } from '../../../src/data/map.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { openSlots } from '../../../src/engine/board.ts';
import { setUp, start, top } from './events-helpers.ts';

/** The invariants, with the pieces the events move where the base check does not look yet (Trust, Favors). */
function problems(s0: GameState): string[] {
  const s = structuredClone(s0);
  // Chapters are played ('play'): the First Regent tile may be in the supply (Summits, Leave the Empire).
  s.campaign!.stage = 'play';
  for (const r of s.campaign!.trust) s.supply[r] += 1;
  s.campaign!.trust = [];
  s.campaign!.seats.forEach((cs) => {
    cs.favors?.forEach((n, owner) => (s.players[owner]!.supply.agents += n));
    delete cs.favors;
  });
  return checkInvariants(s);
}

function varied(players: 2 | 3 | 4, seed: number): GameState {
  const s = setUp(players, seed);
  const rng = seedRng(`events-${seed}`);
  const c = s.campaign!;
  for (const p of s.players) {
    if (randomInt(rng, 3) === 0) p.title = 'outlaw';
    let onMap = 0;
    for (const st of Object.values(s.map)) for (const b of st!.slots) if (b?.owner === p.seat && b.type === 'city') onMap++;
    p.boardCities = 5 - onMap;
    for (let i = 0; i < 3; i++) {
      const r = RESOURCES[randomInt(rng, RESOURCES.length)]!;
      const slot = p.resources.indexOf(null);
      if (s.supply[r] > 0 && slot >= 0 && slot < openSlots(p)) {
        s.supply[r] -= 1;
        p.resources[slot] = r;
      }
    }
  }
  const regents = s.players.filter((p) => p.title !== 'outlaw').map((p) => p.seat);
  c.firstRegent = regents.length ? regents[randomInt(rng, regents.length)]! : null;
  if (c.firstRegent !== null) {
    for (let i = 0; i < 3; i++) {
      const r = RESOURCES[randomInt(rng, RESOURCES.length)]!;
      if (s.supply[r] > 0) {
        s.supply[r] -= 1;
        c.trust.push(r);
      }
    }
  }
  // Some Blight fresh.
  for (const st of Object.values(s.map)) {
    const g = st!.ships.find((x) => x.owner === 'blight');
    if (g && g.damaged > 0 && randomInt(rng, 3) === 0) {
      g.damaged -= 1;
      g.fresh += 1;
    }
  }
  s.initiative = randomInt(rng, players);
  return s;
}

describe('events under random play (pp.13-14, 18-21)', () => {
  it('60 seeded events and Councils at 2, 3 and 4 players resolve to their end, conserving every piece', () => {
    const met = new Set<string>();
    const note = (x: GameState) => {
      for (const d of x.decisions) for (const o of d.options) met.add(`${d.kind} ${o.id.split(':')[0]}`);
    };
    for (let seed = 0; seed < 60; seed++) {
      const players = (2 + (seed % 3)) as 2 | 3 | 4;
      const s0 = varied(players, seed);
      expect(problems(s0), `seed ${seed} before`).toEqual([]);
      const frame = seed % 2 === 0 ? { k: 'campaign/event' as const } : { k: 'campaign/council' as const, seat: seed % players };
      const s1 = start(s0, frame);
      note(s1);
      const r = playRandom(s1, {
        steps: 200, seed,
        onStep: (x) => {
          note(x);
          expect(problems(x), `seed ${seed}`).toEqual([]);
          expect(JSON.parse(JSON.stringify(x))).toEqual(x);
        },
      });
      expect(top(r.state), `seed ${seed}`).toBe('campaign/halt');
      expect(r.state.campaign!.eventRoll).toBeNull();
      expect(problems(r.state), `seed ${seed} after`).toEqual([]);
    }
    // The seeds reach every kind of answer the events ask for.
    for (const k of ['campaign/event summit', 'campaign/council steal', 'campaign/council crises', 'campaign/govern enforce', 'campaign/govern change', 'campaign/govern res', 'campaign/govern sys']) expect([...met]).toContain(k);
  });
});

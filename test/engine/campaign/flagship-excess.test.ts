/**
 * Gaining a Flagship turns the seat's buildings on the map into Free buildings and brings its
 * cities back to its player board (flagship/give.ts); a city that covers a resource slot makes the
 * seat rearrange and discard the excess (base rulebook, Resources), asked right after the Fate's
 * board steps (Pathfinder ARCS-F901A, Hegemon F1001A, Planet Breaker F1101A, Pirate F1201A).
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/index.ts';
import { openSlots } from '../../../src/engine/board.ts';
import { fateRules } from '../../../src/engine/campaign/fates/framework.ts';
import type { GameState } from '../../../src/engine/types.ts';
import type { SystemId } from '../../../src/data/map.ts';

/** Seat 0 with every city it has on the map and every open resource slot full. */
function crowded(): GameState {
  const s = newGame({ players: 2, seed: 'flagship-excess', campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE02'], rulesVersion: 6 });
  const p = s.players[0]!;
  // Put two more of its cities on the map (from its player board), then fill the slots they opened.
  const free = Object.entries(s.map).flatMap(([id, st]) => st!.slots.map((b, i) => (b === null ? [id, i] as const : null)).filter((x) => x !== null)).slice(0, 2);
  for (const [id, i] of free) {
    s.map[id as SystemId]!.slots[i] = { type: 'city', owner: 0, damaged: false };
    p.boardCities -= 1;
  }
  const open = openSlots(p);
  p.resources = p.resources.map((r, i) => (i < open ? r ?? 'material' : r));
  s.supply.material -= p.resources.filter((r, i) => r === 'material' && i < open).length;
  return s;
}

describe('a Flagship given in an Act II setup: excess resources', () => {
  for (const [fate, name] of [['ARCS-FATE09', 'Pathfinder'], ['ARCS-FATE10', 'Hegemon'], ['ARCS-FATE11', 'Planet Breaker'], ['ARCS-FATE12', 'Pirate']] as const) {
    it(`${name}: the cities back on the board cover full slots, so the seat discards the excess first`, () => {
      const s = crowded();
      const before = s.players[0]!.resources.filter((r) => r !== null).length;
      const frames = fateRules(fate)!.setup!(s, 0, 2);
      expect(s.campaign!.seats[0]!.flagship).toBeDefined();
      expect(frames[0]).toEqual({ k: 'res/excess', seat: 0 });
      expect(s.players[0]!.resources.filter((r) => r !== null).length).toBe(before);
    });
  }

  it('with room enough, nothing is asked about resources', () => {
    const s = crowded();
    s.players[0]!.resources = s.players[0]!.resources.map(() => null);
    const frames = fateRules('ARCS-FATE09')!.setup!(s, 0, 2);
    expect(frames.some((f) => f.k === 'res/excess')).toBe(false);
  });
});

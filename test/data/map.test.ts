import { describe, expect, it } from 'vitest';
import {
  adjacency, CLUSTER_IDS, inPlaySystems, isSystemId, RESOURCES, SYSTEM_IDS, SYSTEMS, systemDef,
  type ClusterId, type SystemId,
} from '../../src/data/map.ts';

/** arcs-facts.md §1 "Adjacency (full 6-cluster map)", copied verbatim. */
const FULL_TABLE = `
| 1:gate | 1:arrow, 1:crescent, 1:hex, 2:gate, 6:gate |
| 1:arrow | 1:gate, 1:crescent |
| 1:crescent | 1:gate, 1:arrow, 1:hex |
| 1:hex | 1:gate, 1:crescent |
| 2:gate | 1:gate, 2:arrow, 2:crescent, 2:hex, 3:gate |
| 2:arrow | 2:gate, 2:crescent |
| 2:crescent | 2:gate, 2:arrow, 2:hex |
| 2:hex | 2:gate, 2:crescent, 3:arrow |
| 3:gate | 2:gate, 3:arrow, 3:crescent, 3:hex, 4:gate |
| 3:arrow | 2:hex, 3:gate, 3:crescent |
| 3:crescent | 3:gate, 3:arrow, 3:hex |
| 3:hex | 3:gate, 3:crescent |
| 4:gate | 3:gate, 4:arrow, 4:crescent, 4:hex, 5:gate |
| 4:arrow | 4:gate, 4:crescent |
| 4:crescent | 4:gate, 4:arrow, 4:hex |
| 4:hex | 4:gate, 4:crescent |
| 5:gate | 4:gate, 5:arrow, 5:crescent, 5:hex, 6:gate |
| 5:arrow | 5:gate, 5:crescent |
| 5:crescent | 5:gate, 5:arrow, 5:hex |
| 5:hex | 5:gate, 5:crescent, 6:arrow |
| 6:gate | 1:gate, 5:gate, 6:arrow, 6:crescent, 6:hex |
| 6:arrow | 5:hex, 6:gate, 6:crescent |
| 6:crescent | 6:gate, 6:arrow, 6:hex |
| 6:hex | 6:gate, 6:crescent |
`;

/** arcs-facts.md §1 "Planets", copied verbatim. */
const PLANET_TABLE = `
| 1 | weapon (2 slots) | fuel (1 slot) | material (2 slots) |
| 2 | psionic (1 slot) | weapon (1 slot) | relic (2 slots) |
| 3 | material (1 slot) | fuel (1 slot) | weapon (2 slots) |
| 4 | relic (2 slots) | fuel (2 slots) | material (1 slot) |
| 5 | weapon (1 slot) | relic (1 slot) | psionic (2 slots) |
| 6 | material (1 slot) | fuel (2 slots) | psionic (1 slot) |
`;

const cells = (line: string): string[] => line.split('|').slice(1, -1).map((c) => c.trim());
const rows = (table: string): string[][] => table.trim().split('\n').map(cells);

function expectSymmetric(adj: Record<string, readonly string[]>): void {
  for (const [a, list] of Object.entries(adj)) {
    for (const b of list) expect(adj[b], `${b} lists ${a}`).toContain(a);
  }
}

/** Every subset of the 6 clusters, as out-of-play lists. */
const ALL_SUBSETS: ClusterId[][] = Array.from({ length: 64 }, (_, mask) => CLUSTER_IDS.filter((_c, i) => (mask >> i) & 1));

describe('systems', () => {
  it('has 24 systems ordered cluster 1..6, gate/arrow/crescent/hex', () => {
    expect(SYSTEMS).toHaveLength(24);
    expect(SYSTEM_IDS.slice(0, 4)).toEqual(['1:gate', '1:arrow', '1:crescent', '1:hex']);
    expect(SYSTEM_IDS.at(-1)).toBe('6:hex');
    expect(new Set(SYSTEM_IDS).size).toBe(24);
    for (const s of SYSTEMS) {
      expect(s.id).toBe(`${s.cluster}:${s.symbol}`);
      expect(s.kind).toBe(s.symbol === 'gate' ? 'gate' : 'planet');
    }
  });

  it('matches the planet table (§1 Planets)', () => {
    for (const [cluster, ...planets] of rows(PLANET_TABLE)) {
      (['arrow', 'crescent', 'hex'] as const).forEach((symbol, i) => {
        const m = /^(\w+) \((\d) slots?\)$/.exec(planets[i]!)!;
        const def = systemDef(`${Number(cluster) as ClusterId}:${symbol}`);
        expect([def.resource, def.slots], def.id).toEqual([m[1], Number(m[2])]);
      });
    }
  });

  it('gates have no resource and no slots; 26 building slots in all', () => {
    for (const s of SYSTEMS.filter((x) => x.kind === 'gate')) expect([s.resource, s.slots]).toEqual([null, 0]);
    expect(SYSTEMS.reduce((n, s) => n + s.slots, 0)).toBe(26);
  });

  it('has 4 weapon, 4 fuel, 4 material, 3 relic and 3 psionic planets', () => {
    const count = Object.fromEntries(RESOURCES.map((r) => [r, SYSTEMS.filter((s) => s.resource === r).length]));
    expect(count).toEqual({ material: 4, fuel: 4, weapon: 4, relic: 3, psionic: 3 });
  });

  it('looks ids up', () => {
    expect(systemDef('4:crescent')).toMatchObject({ cluster: 4, resource: 'fuel', slots: 2 });
    expect(() => systemDef('7:gate' as SystemId)).toThrow();
    expect(isSystemId('3:hex')).toBe(true);
    expect(isSystemId('3:moon')).toBe(false);
    // The Twisted Passage (Gate Wraith ARCS-F2205) is the one system of no cluster.
    expect(isSystemId('0:gate')).toBe(true);
    expect(isSystemId('0:hex')).toBe(false);
  });
});

describe('adjacency', () => {
  it('matches the full table in arcs-facts.md with no cluster out of play', () => {
    const expected = Object.fromEntries(rows(FULL_TABLE).map(([id, list]) => [id, list!.split(', ')]));
    expect(adjacency([])).toEqual(expected);
  });

  it('is symmetric, loop-free, sorted and limited to in-play systems for every out-of-play set', () => {
    for (const out of ALL_SUBSETS) {
      const adj = adjacency(out);
      const live = inPlaySystems(out);
      expect(Object.keys(adj)).toEqual(live);
      expectSymmetric(adj);
      for (const [id, list] of Object.entries(adj)) {
        expect(list).not.toContain(id);
        expect(list.every((x) => live.includes(x))).toBe(true);
        expect(list).toEqual([...list].sort((x, y) => SYSTEM_IDS.indexOf(x) - SYSTEM_IDS.indexOf(y)));
      }
    }
  });

  it('bridges gates over consecutive out-of-play clusters', () => {
    expect(adjacency([1, 6])['5:gate']).toEqual(['2:gate', '4:gate', '5:arrow', '5:crescent', '5:hex']);
    expect(adjacency([2, 3, 4, 5])['1:gate']).toEqual(['1:arrow', '1:crescent', '1:hex', '6:gate']);
    expect(adjacency([2, 3, 4, 5, 6])['1:gate']).toEqual(['1:arrow', '1:crescent', '1:hex']);
    expect(adjacency([1, 2, 3, 4, 5, 6])).toEqual({});
  });

  it('keeps cross-cluster planet links only when both clusters are in play', () => {
    expect(adjacency([4])['2:hex']).toContain('3:arrow');
    expect(adjacency([3])['2:hex']).toEqual(['2:gate', '2:crescent']);
    expect(adjacency([5])['6:arrow']).toEqual(['6:gate', '6:crescent']);
    expect(adjacency([])['1:hex']).not.toContain('2:arrow');
  });

  it('inPlaySystems drops the 4 systems of each out-of-play cluster', () => {
    expect(inPlaySystems([])).toEqual(SYSTEM_IDS);
    expect(inPlaySystems([2, 5])).toHaveLength(16);
    expect(inPlaySystems([2, 5]).some((id) => id.startsWith('2:') || id.startsWith('5:'))).toBe(false);
  });
});

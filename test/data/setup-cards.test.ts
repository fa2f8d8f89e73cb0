import { describe, expect, it } from 'vitest';
import { adjacency, inPlaySystems, RESOURCES, type SystemId } from '../../src/data/map.ts';
import {
  isSetupCardId, phantomResources, SETUP_CARDS, setupCard, setupCardsFor, type SetupCard,
} from '../../src/data/setup-cards.ts';

/** arcs-facts.md §2 setup table, copied verbatim (D1 and D2 already resolved there). */
const SETUP_TABLE = `
| 2 Player Frontiers *(experienced)* (ARCS-2SETUP01) | 1,6 | 5:hex / 4:hex / 3:gate+3:hex | 3:arrow / 5:arrow / 5:gate+4:arrow |  |  | img:setup, ttpg, arcs_online |
| 2 Player Mix Up 1 (ARCS-2SETUP02) | 2,5 | 4:crescent / 3:crescent / 1:gate+6:arrow | 6:hex / 3:hex / 4:gate+1:crescent |  |  | img:setup, ttpg, arcs_online |
| 2 Player Homelands (ARCS-2SETUP03) | 1,4 | 5:arrow / 6:arrow / 5:gate+5:hex | 3:hex / 3:arrow / 3:gate+2:arrow |  |  | img:setup, ttpg, arcs_online |
| 2 Player Mix Up 2 (ARCS-2SETUP04) | 1,4 | 5:crescent / 2:arrow / 3:gate+6:crescent | 2:crescent / 6:arrow / 5:gate+3:hex |  |  | img:setup, ttpg |
| 3 Player Mix Up (ARCS-3SETUP01) | 1,4 | 3:hex / 5:crescent / 2:gate | 5:hex / 2:arrow / 3:gate | 2:hex / 3:arrow / 5:gate |  | img:setup, ttpg |
| 3 Player Frontiers (ARCS-3SETUP02) | 2,3 | 1:hex / 4:hex / 6:gate | 5:hex / 1:crescent / 5:gate | 4:crescent / 6:arrow / 1:gate |  | img:setup, ttpg, arcs_online, hrf |
| 3 Player Homelands (ARCS-3SETUP03) | 5,6 | 2:hex / 3:crescent / 3:gate | 1:hex / 2:arrow / 2:gate | 1:arrow / 4:hex / 4:gate |  | img:setup, ttpg, arcs_online |
| 3 Player Core Conflict *(experienced)* (ARCS-3SETUP04) | 3,6 | 1:hex / 2:crescent / 1:gate | 2:hex / 1:crescent / 2:gate | 1:arrow / 2:arrow / 4:gate |  | img:setup, ttpg, arcs_online |
| 4 Player Mix Up 1 (ARCS-4SETUP01) | 3 | 4:arrow / 6:hex / 1:gate | 4:hex / 5:hex / 6:gate | 5:arrow / 1:hex / 4:gate | 6:arrow / 1:arrow / 5:gate | img:setup, ttpg, arcs_online, hrf |
| 4 Player Mix Up 2 (ARCS-4SETUP02) | 4 | 5:hex / 3:arrow / 2:gate | 3:hex / 5:crescent / 1:gate | 2:hex / 1:hex / 3:gate | 1:arrow / 2:arrow / 5:gate | img:setup, ttpg, arcs_online |
| 4 Player Frontiers (ARCS-4SETUP03) | 5 | 1:hex / 3:crescent / 2:gate | 2:hex / 6:hex / 3:gate | 4:crescent / 2:arrow / 6:gate | 1:arrow / 6:arrow / 4:gate | img:setup, ttpg, arcs_online |
| 4 Player Mix Up 3 (ARCS-4SETUP04) | 6 | 3:hex / 5:crescent / 1:gate | 1:arrow / 3:arrow / 2:gate | 1:hex / 4:hex / 3:gate | 4:arrow / 2:crescent / 5:gate | img:setup, ttpg, arcs_online |
`;

/** arcs-facts.md §2 "Gate adjacency in play (path markers)", copied verbatim. */
const GATE_LINKS = '2 Player Frontiers: 2-3, 3-4, 4-5, 5-2 (over 1+6); 2 Player Mix Up 1: 1-3 (over 2), 3-4, 4-6 (over 5), 6-1; 2 Player Homelands: 2-3, 3-5 (over 4), 5-6, 6-2 (over 1); 2 Player Mix Up 2: 2-3, 3-5 (over 4), 5-6, 6-2 (over 1); 3 Player Mix Up: 2-3, 3-5 (over 4), 5-6, 6-2 (over 1); 3 Player Frontiers: 1-4 (over 2+3), 4-5, 5-6, 6-1; 3 Player Homelands: 1-2, 2-3, 3-4, 4-1 (over 5+6); 3 Player Core Conflict: 1-2, 2-4 (over 3), 4-5, 5-1 (over 6); 4 Player Mix Up 1: 1-2, 2-4 (over 3), 4-5, 5-6, 6-1; 4 Player Mix Up 2: 1-2, 2-3, 3-5 (over 4), 5-6, 6-1; 4 Player Frontiers: 1-2, 2-3, 3-4, 4-6 (over 5), 6-1; 4 Player Mix Up 3: 1-2, 2-3, 3-4, 4-5, 5-1 (over 6).';

/** arcs-facts.md §2 "2-player ambition-box resources", copied verbatim. */
const PHANTOM = '2 Player Frontiers: fuel 2, material 2, psionic 1, weapon 1; 2 Player Mix Up 1: psionic 2, relic 2, weapon 2; 2 Player Homelands: fuel 2, material 2, relic 1, weapon 1; 2 Player Mix Up 2: fuel 2, material 2, relic 1, weapon 1.';

const cells = (line: string): string[] => line.split('|').slice(1, -1).map((c) => c.trim());
const byName = (name: string): SetupCard => {
  const card = SETUP_CARDS.find((c) => c.name === name);
  if (!card) throw new Error(`no setup card named ${name}`);
  return card;
};
/** "5:hex / 4:hex / 3:gate+3:hex" -> { a, b, c } */
const parseSeat = (cell: string) => {
  const [a, b, c] = cell.split(' / ');
  return { a, b, c: c!.split('+') };
};
/** Gate links of a card as sorted "x-y" cluster pairs. */
const gateLinks = (card: SetupCard): string[] => {
  const adj = adjacency(card.outOfPlay);
  const out = new Set<string>();
  for (const [id, list] of Object.entries(adj)) {
    if (!id.endsWith(':gate')) continue;
    for (const other of list) if (other.endsWith(':gate')) out.add([id[0], other[0]].sort().join('-'));
  }
  return [...out].sort();
};

describe('setup cards', () => {
  it('lists the 12 cards in order with the right card ids', () => {
    expect(SETUP_CARDS.map((c) => c.id)).toEqual([
      '2p-frontiers', '2p-mix-up-1', '2p-homelands', '2p-mix-up-2',
      '3p-mix-up', '3p-frontiers', '3p-homelands', '3p-core-conflict',
      '4p-mix-up-1', '4p-mix-up-2', '4p-frontiers', '4p-mix-up-3',
    ]);
    expect(SETUP_CARDS.map((c) => c.cardId)).toEqual(
      [2, 3, 4].flatMap((p) => [1, 2, 3, 4].map((n) => `ARCS-${p}SETUP0${n}`)),
    );
  });

  it('matches the arcs-facts.md setup table', () => {
    const rows = SETUP_TABLE.trim().split('\n').map(cells);
    expect(rows).toHaveLength(12);
    rows.forEach((row, i) => {
      const [title, out, ...seats] = row;
      const card = SETUP_CARDS[i]!;
      const m = /^(.*?)( \*\(experienced\)\*)? \((ARCS-\w+)\)$/.exec(title!)!;
      expect([card.name, card.experienced, card.cardId]).toEqual([m[1], m[2] !== undefined, m[3]]);
      expect(card.outOfPlay).toEqual(out!.split(',').map(Number));
      const printed = seats.slice(0, 4).filter((s) => s !== '').map(parseSeat);
      expect(card.players).toBe(printed.length);
      expect(card.seats.map((s) => ({ a: s.a, b: s.b, c: [...s.c] }))).toEqual(printed);
    });
  });

  it('applies D1 (2 Player Mix Up 2 seat 1) and D2 (3 Player Mix Up seat 2)', () => {
    expect(setupCard('2p-mix-up-2').seats[0]).toEqual({ a: '5:crescent', b: '2:arrow', c: ['3:gate', '6:crescent'] });
    expect(setupCard('3p-mix-up').seats[1]).toMatchObject({ a: '5:hex', b: '2:arrow' });
  });

  it('has one C system per seat with 3-4 players and two with 2, and the right cluster count', () => {
    for (const card of SETUP_CARDS) {
      expect(card.seats).toHaveLength(card.players);
      for (const s of card.seats) expect(s.c).toHaveLength(card.players === 2 ? 2 : 1);
      expect(card.outOfPlay).toHaveLength(card.players === 4 ? 1 : 2);
    }
  });

  it('places every seat in play, on distinct systems, A and B on planets', () => {
    for (const card of SETUP_CARDS) {
      const live = new Set<SystemId>(inPlaySystems(card.outOfPlay));
      const used = card.seats.flatMap((s) => [s.a, s.b, ...s.c]);
      for (const id of used) expect(live.has(id), `${card.id} ${id}`).toBe(true);
      expect(new Set(used).size, card.id).toBe(used.length);
      for (const s of card.seats) expect([s.a, s.b].some((id) => id.endsWith(':gate'))).toBe(false);
    }
  });

  it('never lists an out-of-play system in the adjacency', () => {
    for (const card of SETUP_CARDS) {
      const adj = adjacency(card.outOfPlay);
      const all = [...Object.keys(adj), ...Object.values(adj).flat()];
      for (const id of all) expect(card.outOfPlay.includes(Number(id[0]) as never), `${card.id} ${id}`).toBe(false);
    }
  });

  it('gate adjacency matches "Gate adjacency in play"', () => {
    const entries = GATE_LINKS.replace(/\.$/, '').split('; ');
    expect(entries).toHaveLength(12);
    for (const entry of entries) {
      const [, name, links] = /^(.*?): (.*)$/.exec(entry)!;
      const expected = links!.split(', ').map((l) => l.replace(/ \(over .*\)$/, '').split('-').sort().join('-')).sort();
      expect(gateLinks(byName(name!)), name).toEqual(expected);
    }
  });

  it('counts the 2-player phantom resources', () => {
    const entries = PHANTOM.replace(/\.$/, '').split('; ');
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      const [, name, list] = /^(.*?): (.*)$/.exec(entry)!;
      const expected = Object.fromEntries(RESOURCES.map((r) => [r, 0]));
      for (const part of list!.split(', ')) {
        const [r, n] = part.split(' ');
        expected[r!] = Number(n);
      }
      expect(phantomResources(byName(name!)), name).toEqual(expected);
    }
    for (const card of setupCardsFor(2)) expect(Object.values(phantomResources(card)).reduce((a, b) => a + b)).toBe(6);
  });

  it('looks cards up', () => {
    expect(setupCardsFor(2).map((c) => c.id)).toEqual(['2p-frontiers', '2p-mix-up-1', '2p-homelands', '2p-mix-up-2']);
    expect(setupCardsFor(3)).toHaveLength(4);
    expect(setupCardsFor(4)).toHaveLength(4);
    expect(setupCardsFor(5)).toEqual([]);
    expect(setupCard('4p-frontiers').outOfPlay).toEqual([5]);
    expect(isSetupCardId('3p-core-conflict')).toBe(true);
    expect(isSetupCardId('5p-anything')).toBe(false);
    expect(() => setupCard('nope' as never)).toThrow();
  });
});

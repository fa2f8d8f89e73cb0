import { describe, expect, it } from 'vitest';
import {
  ACTION_CARDS, actionCard, actionDeckFor, AMBITIONS, isActionCardId, SUIT_ACTIONS, suitName, SUITS,
} from '../../src/data/action-cards.ts';
import {
  AMBITION_MARKERS, AMBITION_NAMES, AMBITION_OF_NUMBER, AMBITION_RESOURCES, cityBonusPower, LAST_CHAPTER,
  openResourceSlots, PIECES, POWER_THRESHOLD, RESOURCE_SLOT_RAID_COST,
} from '../../src/data/board.ts';
import { DICE, DIE_TYPES, MAX_DICE_PER_TYPE, type DieFace } from '../../src/data/dice.ts';

const total = (faces: readonly DieFace[], k: keyof DieFace): number => faces.reduce((n, f) => n + f[k], 0);

describe('dice (§3)', () => {
  it('has 6 faces per die and 6 dice per type', () => {
    expect(DIE_TYPES).toEqual(['skirmish', 'assault', 'raid']);
    for (const t of DIE_TYPES) expect(DICE[t]).toHaveLength(6);
    expect(MAX_DICE_PER_TYPE).toBe(6);
  });

  // arcs-facts.md §3 says "assault 8 hits", but its own face row (2, 2+self, 1+intercept, 1+self,
  // 1+self, blank) and the TTPG face metadata both sum to 7: the "8" is an arithmetic slip.
  it('has the per-die totals', () => {
    const totals = (t: keyof typeof DICE) => Object.fromEntries((['self', 'intercept', 'hit', 'building', 'key'] as const).map((k) => [k, total(DICE[t], k)]));
    expect(totals('skirmish')).toEqual({ self: 0, intercept: 0, hit: 3, building: 0, key: 0 });
    expect(totals('assault')).toEqual({ self: 3, intercept: 1, hit: 7, building: 0, key: 0 });
    expect(totals('raid')).toEqual({ self: 3, intercept: 2, hit: 0, building: 3, key: 4 });
  });

  it('has the printed faces', () => {
    const face = (f: DieFace) => [f.self, f.intercept, f.hit, f.building, f.key].join('');
    expect(DICE.skirmish.map(face).sort()).toEqual(['00000', '00000', '00000', '00100', '00100', '00100']);
    expect(DICE.assault.map(face).sort()).toEqual(['00000', '00200', '01100', '10100', '10100', '10200']);
    expect(DICE.raid.map(face).sort()).toEqual(['00011', '01000', '01002', '10001', '10010', '10010']);
  });
});

describe('action cards (§4)', () => {
  /** §4 pips table, copied verbatim. */
  const PIPS = `
| Administration (tax/repair/influence) | 4 | 4 | 3 | 3 | 3 | 2 | 1 |
| Aggression (battle/move/secure) | 3 | 3 | 2 | 2 | 2 | 2 | 1 |
| Construction (build/repair) | 4 | 4 | 3 | 3 | 2 | 2 | 1 |
| Mobilization (move/influence) | 4 | 4 | 3 | 3 | 2 | 2 | 1 |
`;

  it('has 28 cards matching the pips table and the suit actions', () => {
    expect(ACTION_CARDS).toHaveLength(28);
    expect(new Set(ACTION_CARDS.map((c) => c.id)).size).toBe(28);
    for (const line of PIPS.trim().split('\n')) {
      const [title, ...pips] = line.split('|').slice(1, -1).map((c) => c.trim());
      const [, suitTitle, actions] = /^(\w+) \((.*)\)$/.exec(title!)!;
      const suit = SUITS.find((s) => suitName(s) === suitTitle)!;
      expect(SUIT_ACTIONS[suit]).toEqual(actions!.split('/'));
      const cards = ACTION_CARDS.filter((c) => c.suit === suit);
      expect(cards.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(cards.map((c) => c.pips)).toEqual(pips.map(Number));
    }
  });

  it('has ambitions by number and the seize icon on the 7s', () => {
    for (const c of ACTION_CARDS) {
      expect(c.ambition).toBe(AMBITION_OF_NUMBER[c.number]);
      expect(c.seizes).toBe(c.number === 7);
    }
    expect(actionCard('AGG3')).toEqual({ id: 'AGG3', suit: 'aggression', number: 3, pips: 2, ambition: 'tyrant', seizes: false });
    expect(actionCard('MOB7').ambition).toBe('any');
    expect(actionCard('CON1').ambition).toBeNull();
  });

  it('builds decks of 20 / 20 / 28', () => {
    expect(actionDeckFor(2)).toHaveLength(20);
    expect(actionDeckFor(3)).toHaveLength(20);
    expect(actionDeckFor(4)).toHaveLength(28);
    expect(actionDeckFor(3).some((id) => id.endsWith('1') || id.endsWith('7'))).toBe(false);
  });

  it('validates ids and names suits', () => {
    expect(isActionCardId('ADM7')).toBe(true);
    expect(isActionCardId('ADM8')).toBe(false);
    expect(isActionCardId('adm1')).toBe(false);
    expect(() => actionCard('XYZ1' as never)).toThrow();
    expect(SUITS.map(suitName)).toEqual(['Administration', 'Aggression', 'Construction', 'Mobilization']);
  });
});

describe('player board, ambitions and Power (§5-7)', () => {
  it('has the resource slots and pieces', () => {
    expect(RESOURCE_SLOT_RAID_COST).toEqual([3, 1, 1, 2, 1, 3]);
    expect(PIECES).toEqual({ ships: 15, cities: 5, starports: 5, agents: 10 });
  });

  it('opens resource slots and grants city bonus Power by cities off the board', () => {
    expect([0, 1, 2, 3, 4, 5].map(openResourceSlots)).toEqual([2, 3, 4, 6, 6, 6]);
    expect([0, 1, 2, 3, 4, 5].map(cityBonusPower)).toEqual([0, 0, 0, 0, 2, 5]);
  });

  it('has the thresholds, chapters and ambition markers', () => {
    expect(POWER_THRESHOLD).toEqual({ 2: 33, 3: 30, 4: 27 });
    expect(LAST_CHAPTER).toBe(5);
    expect(AMBITION_MARKERS).toEqual([
      { id: 'A', blue: [5, 3], orange: [9, 4] },
      { id: 'B', blue: [3, 2], orange: [6, 3] },
      { id: 'C', blue: [2, 0], orange: [4, 2] },
    ]);
  });

  it('names the ambitions and what counts for them', () => {
    expect(AMBITIONS).toEqual(['tycoon', 'tyrant', 'warlord', 'keeper', 'empath']);
    expect(AMBITIONS.map((a) => AMBITION_NAMES[a])).toEqual(['Tycoon', 'Tyrant', 'Warlord', 'Keeper', 'Empath']);
    expect(AMBITIONS.map((_a, i) => AMBITION_OF_NUMBER[i + 2])).toEqual(AMBITIONS);
    expect([AMBITION_OF_NUMBER[1], AMBITION_OF_NUMBER[7]]).toEqual([null, 'any']);
    expect(AMBITION_RESOURCES).toEqual({ tycoon: ['material', 'fuel'], tyrant: [], warlord: [], keeper: ['relic'], empath: ['psionic'] });
  });
});

/**
 * Ending a Chapter (base rulebook, Ending a Chapter, Steps 1-4; Two-Player Scoring; Two-Player
 * Mulligans). Positions where nobody holds cards: the chapter ends as soon as they are loaded.
 * Markers: A 5/3 (9/4 flipped), B 3/2 (6/3), C 2/0 (4/2).
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/index.ts';
import { expectDecision, optionIds, play, position, type Sparse } from './helpers.ts';

const city = (owner: number, damaged = false) => ({ owner, type: 'city', damaged });
const fleet = (owner: number, fresh: number, damaged = 0) => ({ owner, fresh, damaged });

/** 3 players, empty hands: the chapter ends at once. */
function chapterEnd(players: Sparse[], extra: Sparse = {}) {
  return position({
    options: { setup: '3p-frontiers' },
    players,
    map: {
      '4:gate': { ships: [fleet(1, 1)] },
      '5:gate': { ships: [fleet(2, 1)] },
      '6:gate': { ships: [fleet(0, 1)] },
    },
    ...extra,
  });
}

const powers = (s: ReturnType<typeof position>) => s.players.map((p) => p.power);

describe('Step 1: Score Ambitions - each ambition counts its own thing', () => {
  it('GIVEN Tycoon THEN Fuel and Material icons from resources and Guild cards count', () => {
    const s = chapterEnd(
      [{ resources: ['fuel', 'relic'], court: [{ id: 'ARCS-BC10' }, { id: 'ARCS-BC04' }] }, { resources: ['material', 'material'] }, { resources: ['fuel'] }],
      { ambitions: { tycoon: ['A'] } },
    );
    // 3 (Fuel, Spacing Union, Admin Union) / 2 / 1: first 5, second 3.
    expect(powers(s)).toEqual([5, 3, 0]);
  });

  it('GIVEN Tyrant THEN Captives count', () => {
    const s = chapterEnd([{ captives: [0, 2, 1] }, { captives: [1, 0, 0] }, {}], { ambitions: { tyrant: ['A'] } });
    expect(powers(s)).toEqual([5, 3, 0]);
  });

  it('GIVEN Warlord THEN Trophies count, whatever the pieces', () => {
    const s = chapterEnd(
      [{ trophies: [{ owner: 2, piece: 'ship', count: 1 }] }, { trophies: [{ owner: 0, piece: 'agent', count: 1 }, { owner: 2, piece: 'city', count: 1 }] }, {}],
      { ambitions: { warlord: ['A'] } },
    );
    expect(powers(s)).toEqual([3, 5, 0]);
  });

  it('GIVEN Keeper THEN Relic icons from resources and Guild cards count', () => {
    const s = chapterEnd([{ resources: ['relic'] }, {}, { resources: ['relic'], court: [{ id: 'ARCS-BC24' }] }], { ambitions: { keeper: ['A'] } });
    expect(powers(s)).toEqual([3, 0, 5]);
  });

  it('GIVEN Empath THEN Psionic icons from resources and Guild cards count; Weapon cards count for nothing', () => {
    const s = chapterEnd([{ court: [{ id: 'ARCS-BC16' }, { id: 'ARCS-BC20' }] }, { resources: ['psionic'], court: [{ id: 'ARCS-BC11' }] }, {}], { ambitions: { empath: ['A'] } });
    expect(powers(s)).toEqual([5, 3, 0]);
  });

  it('GIVEN Outraged resources THEN they still add to ambitions', () => {
    const s = chapterEnd([{ resources: ['relic'], outrage: [{ resource: 'relic', agent: true }] }, {}, {}], { ambitions: { keeper: ['A'] } });
    expect(powers(s)).toEqual([5, 0, 0]);
  });

  it('GIVEN several markers on one ambition THEN first and second place gain the sum of their values', () => {
    const s = chapterEnd([{ resources: ['relic', 'relic'] }, { resources: ['relic'] }, {}], { ambitions: { keeper: ['A', 'C'] } });
    expect(powers(s)).toEqual([7, 3, 0]);
  });

  it('GIVEN an undeclared ambition THEN it is not scored', () => {
    const s = chapterEnd([{ resources: ['relic', 'relic'] }, {}, {}], { ambitions: { tycoon: ['A'] } });
    expect(powers(s)).toEqual([0, 0, 0]);
  });
});

describe('Step 1: Ties, Qualifying and Bonus City Power', () => {
  it('GIVEN a tie for first THEN all tied players get second place, and nobody first', () => {
    const s = chapterEnd([{ resources: ['relic'] }, { resources: ['relic'] }, {}], { ambitions: { keeper: ['A'] } });
    expect(powers(s)).toEqual([3, 3, 0]);
  });

  it('GIVEN a tie for second THEN the tied players do not place', () => {
    const s = chapterEnd([{ resources: ['relic', 'relic'] }, { resources: ['relic'] }, { resources: ['relic'] }], { ambitions: { keeper: ['A'] } });
    expect(powers(s)).toEqual([5, 0, 0]);
  });

  it('GIVEN nobody has any of the counted thing THEN nobody gains Power (Qualifying)', () => {
    const s = chapterEnd([{}, {}, {}], { ambitions: { warlord: ['A'] } });
    expect(powers(s)).toEqual([0, 0, 0]);
  });

  it('GIVEN only one player qualifies THEN only first place is given', () => {
    const s = chapterEnd([{ resources: ['psionic'] }, {}, {}], { ambitions: { empath: ['A'] } });
    expect(powers(s)).toEqual([5, 0, 0]);
  });

  it('GIVEN 4 cities off the board THEN an outright win gains 2 extra Power, once per ambition', () => {
    const map = {
      '1:hex': { slots: [city(0), city(0)] }, '1:arrow': { slots: [city(0), city(0)] },
      '4:gate': { ships: [fleet(1, 1)] }, '5:gate': { ships: [fleet(2, 1)] }, '6:gate': { ships: [fleet(0, 1)] },
    };
    const s = chapterEnd([{ resources: ['relic', 'relic', 'psionic'] }, { resources: ['relic'] }, {}], { map, ambitions: { keeper: ['A', 'B'], empath: ['C'] } });
    // Keeper: 5 + 3 + 2 (once). Empath: 2 + 2.
    expect(powers(s)).toEqual([10 + 4, 2 + 3, 0]);
  });

  it('GIVEN 5 cities off the board THEN an outright win gains 5 extra; a tie for first gains none', () => {
    const map = {
      '1:hex': { slots: [city(0), city(0)] }, '1:arrow': { slots: [city(0), city(0)] }, '4:arrow': { slots: [city(0), null] },
      '4:gate': { ships: [fleet(1, 1)] }, '5:gate': { ships: [fleet(2, 1)] }, '6:gate': { ships: [fleet(0, 1)] },
    };
    const s = chapterEnd([{ resources: ['relic', 'psionic'] }, { resources: ['psionic'] }, {}], { map, ambitions: { keeper: ['A'], empath: ['B'] } });
    // Keeper: 5 + 5 bonus. Empath: tied for first, so second place, 2, and no bonus.
    expect(powers(s)).toEqual([10 + 2, 2, 0]);
  });
});

describe('Two-Player Scoring', () => {
  // 2p Frontiers: Material 2, Fuel 2, Weapon 1, Psionic 1 on the ambition boxes.
  const two = (players: Sparse[], ambitions: Sparse) =>
    position({
      options: { setup: '2p-frontiers' },
      players,
      ambitions,
      map: { '4:gate': { ships: [fleet(0, 1), fleet(1, 1)] } },
    });

  it('GIVEN the resources on the ambition boxes THEN they score as a third player who gains nothing', () => {
    // Tycoon: phantom 4, seat 0 has 2, seat 1 has 1: the phantom is first, seat 0 second.
    const s = two([{ resources: ['fuel', 'material'] }, { resources: ['fuel'] }], { tycoon: ['A'] });
    expect(powers(s)).toEqual([3, 0]);
    // The tokens stay on the boxes for the next chapter.
    expect(s.phantom).toEqual({ material: 2, fuel: 2, weapon: 1, relic: 0, psionic: 1 });
  });

  it('GIVEN Weapons on the Warlord box THEN they count as Trophies', () => {
    const s = two([{ trophies: [{ owner: 1, piece: 'ship', count: 1 }] }, {}], { warlord: ['A'] });
    // Tied with the phantom's 1 Weapon: second place.
    expect(powers(s)).toEqual([3, 0]);
  });

  it('GIVEN no phantom resource for an ambition THEN the phantom does not place', () => {
    const s = two([{ resources: ['relic'] }, {}], { keeper: ['A'] });
    expect(powers(s)).toEqual([5, 0]);
  });

  it('GIVEN a tie for second with the phantom THEN nobody gets second', () => {
    const s = two([{ resources: ['psionic', 'psionic'] }, { resources: ['psionic'] }], { empath: ['A'] });
    expect(powers(s)).toEqual([5, 0]);
  });
});

describe('Step 2: Clean Up & Flip Ambition', () => {
  it('GIVEN Warlord and Tyrant scored THEN all Trophies and Captives return; ambition markers return; the lowest unflipped marker flips', () => {
    const s = chapterEnd(
      [
        { trophies: [{ owner: 1, piece: 'ship', count: 2 }, { owner: 2, piece: 'agent', count: 1 }], captives: [0, 1, 0] },
        { captives: [0, 0, 2] },
        {},
      ],
      { ambitions: { warlord: ['A'], tyrant: ['B'] } },
    );
    expect(s.players.map((p) => p.trophies)).toEqual([[], [], []]);
    expect(s.players.map((p) => p.captives)).toEqual([[0, 0, 0], [0, 0, 0], [0, 0, 0]]);
    expect(s.players[1]!.supply).toEqual({ ships: 14, starports: 5, agents: 10 });
    expect(s.players[2]!.supply.agents).toBe(10);
    expect(Object.values(s.ambitions).flat()).toEqual([]);
    expect(s.markers).toEqual([{ id: 'A', flipped: false }, { id: 'B', flipped: false }, { id: 'C', flipped: true }]);
  });

  it('GIVEN Warlord and Tyrant not scored THEN Trophies and Captives stay', () => {
    const s = chapterEnd([{ trophies: [{ owner: 1, piece: 'ship', count: 2 }], captives: [0, 1, 0] }, {}, {}], { ambitions: { keeper: ['A'] } });
    expect(s.players[0]!.trophies).toEqual([{ owner: 1, piece: 'ship', count: 2 }]);
    expect(s.players[0]!.captives).toEqual([0, 1, 0]);
  });

  it('GIVEN C already flipped THEN B flips next, then A', () => {
    const s = chapterEnd([{}, {}, {}], { markers: [{ id: 'A', flipped: false }, { id: 'B', flipped: false }, { id: 'C', flipped: true }], chapter: 2 });
    expect(s.markers.map((m) => m.flipped)).toEqual([false, true, true]);
    const t = chapterEnd([{}, {}, {}], { markers: [{ id: 'A', flipped: false }, { id: 'B', flipped: true }, { id: 'C', flipped: true }], chapter: 3 });
    expect(t.markers.map((m) => m.flipped)).toEqual([true, true, true]);
  });

  it('GIVEN a city back from Trophies covering a resource slot THEN its owner discards what they cannot hold', () => {
    // Seat 1: one city on the map, one in seat 0's Trophies: 4 open slots, all full.
    let s = chapterEnd(
      [{ trophies: [{ owner: 1, piece: 'city', count: 1 }] }, { resources: ['fuel', 'relic', 'weapon', 'psionic'] }, {}],
      {
        ambitions: { warlord: ['A'] },
        map: { '5:hex': { ships: [fleet(1, 1)], slots: [city(1), null] }, '5:gate': { ships: [fleet(2, 1)] }, '6:gate': { ships: [fleet(0, 1)] } },
      },
    );
    // The city goes back to the rightmost empty slot of seat 1's board: only 3 slots are open now.
    expect(s.players[1]!.boardCities).toBe(4);
    expectDecision(s, 'res/excess', 1);
    expect(optionIds(s)).toEqual(['discard:0', 'discard:1', 'discard:2', 'discard:3']);
    s = play(s, 'discard:1');
    // Then rearrange what is left (Resources: "rearrange and discard"): the Psionic takes the 3-key slot.
    expect(optionIds(s)).toEqual(['keep:fuel', 'keep:psionic', 'keep:weapon']);
    s = play(s, 'keep:psionic');
    expect(s.players[1]!.resources).toEqual(['psionic', 'fuel', 'weapon', null, null, null]);
    expect(s.supply.relic).toBe(5);
    expect(s.chapter).toBe(2);
  });
});

describe('Step 3: End Game or Advance Chapter', () => {
  it('GIVEN a player at the threshold (30 with 3 players) THEN the game ends and the most Power wins', () => {
    const s = chapterEnd([{ power: 26, resources: ['relic'] }, { power: 28 }, {}], { ambitions: { keeper: ['A'] } });
    expect(s.ended).toEqual({ winner: 0, reason: 'threshold' });
    expect(powers(s)).toEqual([31, 28, 0]);
  });

  it('GIVEN a tie for most Power at the end THEN the tied player earliest in turn order wins', () => {
    // Turn order starts with the initiative holder, seat 2: seat 2 comes before seat 1.
    const s = chapterEnd([{ power: 10 }, { power: 30 }, { power: 30 }], { initiative: 2 });
    expect(s.ended).toEqual({ winner: 2, reason: 'threshold' });
    const t = chapterEnd([{ power: 10 }, { power: 30 }, { power: 30 }], { initiative: 0 });
    expect(t.ended!.winner).toBe(1);
  });

  it('GIVEN the end of chapter 5 THEN the game ends even below the threshold', () => {
    const s = chapterEnd([{ power: 12 }, { power: 20 }, { power: 3 }], { chapter: 5 });
    expect(s.ended).toEqual({ winner: 1, reason: 'last-chapter' });
    expect(s.chapter).toBe(5);
  });

  it('GIVEN 4 players THEN the threshold is 27', () => {
    const s = position({
      options: { setup: '4p-frontiers' },
      players: [{ power: 27 }, {}, {}, {}],
      map: { '1:gate': { ships: [fleet(0, 1)] } },
    });
    expect(s.ended).toEqual({ winner: 0, reason: 'threshold' });
  });

  it('GIVEN 2 players at 32 THEN the game goes on (threshold 33)', () => {
    const s = position({ options: { setup: '2p-frontiers' }, players: [{ power: 32 }, {}], map: { '4:gate': { ships: [fleet(0, 1), fleet(1, 1)] } } });
    expect(s.ended).toBeNull();
    expect(s.chapter).toBe(2);
  });
});

describe('Concession (Fine Print, Elimination & Concession)', () => {
  it('GIVEN 2 players and one concedes THEN the other wins at once', () => {
    const s = position({ options: { setup: '2p-frontiers' }, players: [{ power: 20, hand: ['ADM2'] }, { power: 3, hand: ['ADM3'] }], map: { '4:gate': { ships: [fleet(0, 1), fleet(1, 1)] } } });
    const r = apply(s, { t: 'concede', seat: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.ended).toEqual({ winner: 1, reason: 'concession' });
    expect(apply(r.state, { t: 'answer', seat: 1, choice: 'lead:ADM3' }).ok).toBe(false);
  });
});

describe('Step 4: Draw Cards and Two-Player Mulligans', () => {
  it('GIVEN the game goes on THEN the chapter advances, all action cards are shuffled and everyone draws 6; the initiative holder leads', () => {
    const s = chapterEnd([{}, {}, {}], { initiative: 1 });
    expect(s.chapter).toBe(2);
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 6, 6]);
    const all = [...s.actionDiscard, ...s.players.flatMap((p) => p.hand)];
    expect(new Set(all).size).toBe(20);
    expect(s.actionDiscard).toHaveLength(2);
    expectDecision(s, 'turn/play', 1);
  });

  it('GIVEN 2 players THEN the player without initiative may mulligan after the draw', () => {
    const s = position({ options: { setup: '2p-frontiers' }, initiative: 1, players: [{}, {}], map: { '4:gate': { ships: [fleet(0, 1), fleet(1, 1)] } } });
    expectDecision(s, 'mulligan', 0);
    const t = play(s, 'redraw');
    expect(t.players[0]!.hand).toHaveLength(6);
    expect(t.players[0]!.hand.some((c) => s.players[0]!.hand.includes(c))).toBe(false);
    expectDecision(t, 'turn/play', 1);
  });
});

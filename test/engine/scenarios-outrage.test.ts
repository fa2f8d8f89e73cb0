/**
 * Destroying Cities (base rulebook, Battle: Destroying Cities): Provoke Outrage, Ransack the Court,
 * the placeholder agent; Pieces & Piece Limits (Fine Print). Fixed dice; 3p Frontiers.
 * Seat 0 leads Aggression 2 (3 pips) and attacks seat 1's damaged Material city on 1:hex.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/types.ts';
import { expectDecision, optionIds, play, position, type Sparse } from './helpers.ts';

const S_HIT = 0;
const city = (owner: number, damaged = false) => ({ owner, type: 'city', damaged });
const fleet = (owner: number, fresh: number, damaged = 0) => ({ owner, fresh, damaged });

function cityBattle(players: Sparse[], court: Sparse[], extra: Sparse = {}): GameState {
  const hands = [['AGG2', 'AGG3'], ['ADM2', 'ADM3'], ['CON2', 'CON3']];
  return position({
    options: { setup: '3p-frontiers' },
    riggedDice: [S_HIT],
    court,
    players: hands.map((hand, i) => ({ hand, ...players[i] })),
    map: {
      '1:hex': { ships: [fleet(0, 2)], slots: [city(1, true), null] },
      '4:gate': { ships: [fleet(1, 1)] },
      '5:gate': { ships: [fleet(2, 1)] },
    },
    ...extra,
  });
}

/** One skirmish hit destroys the damaged city (no defending ships); no raid dice. */
const destroyCity = (s: GameState) => play(s, 'lead:AGG2', 'no', 'pip:battle', 'sys:1:hex', 'assault:0', 'skirmish:1', 'raid:0');

const COURT = [{ card: 'ARCS-BC16' }, { card: 'ARCS-BC11' }, { card: 'ARCS-BC20' }, { card: 'ARCS-BC24' }];

describe('Destroying Cities 1: Provoke Outrage', () => {
  it('GIVEN a Material city destroyed THEN the attacker discards all Material resources and Material Guild cards and covers the Material icon with an agent', () => {
    const s = destroyCity(cityBattle([{ resources: ['fuel', 'material'], court: [{ id: 'ARCS-BC04' }, { id: 'ARCS-BC10' }] }], COURT));
    const p = s.players[0]!;
    expect(s.map['1:hex']!.slots[0]).toBeNull();
    expect(p.trophies).toEqual([{ owner: 1, piece: 'city', count: 1 }]);
    expect(p.resources.slice(0, 2)).toEqual(['fuel', null]);
    expect(s.supply.material).toBe(5);
    // Admin Union is a Material Guild: face-up Court discard. Spacing Union (Fuel) stays.
    expect(p.court.map((c) => c.id)).toEqual(['ARCS-BC10']);
    expect(s.courtDiscard).toEqual(['ARCS-BC04']);
    expect(p.outrage).toEqual([{ resource: 'material', agent: true }]);
    expect(p.supply.agents).toBe(9);
    // The city stays off seat 1's board while it is a Trophy.
    expect(s.players[1]!.boardCities).toBe(4);
  });

  it('GIVEN Material Outrage already THEN both steps happen again except placing an agent', () => {
    const s = destroyCity(cityBattle([{ resources: ['material', null], outrage: [{ resource: 'material', agent: true }] }], COURT));
    expect(s.players[0]!.resources[0]).toBeNull();
    expect(s.players[0]!.outrage).toEqual([{ resource: 'material', agent: true }]);
    expect(s.players[0]!.supply.agents).toBe(9);
  });

  it('GIVEN no agent in supply THEN a placeholder covers the icon until an agent returns', () => {
    // All 10 of seat 0's agents are on the Court: 6 on Lattice Spies, 4 on Arms Union.
    let s = destroyCity(cityBattle([{}], [{ card: 'ARCS-BC16', agents: [6, 0, 0] }, { card: 'ARCS-BC11', agents: [4, 0, 0] }, { card: 'ARCS-BC20' }, { card: 'ARCS-BC24' }]));
    expect(s.players[0]!.outrage).toEqual([{ resource: 'material', agent: false }]);
    expect(s.players[0]!.supply.agents).toBe(0);
    // Securing Arms Union returns 4 agents: the first one replaces the placeholder.
    s = play(s, 'pip:secure', 'card:1');
    expect(s.players[0]!.outrage).toEqual([{ resource: 'material', agent: true }]);
    expect(s.players[0]!.supply.agents).toBe(3);
  });
});

describe('Destroying Cities 2: Ransack the Court', () => {
  const court = [
    { card: 'ARCS-BC16', agents: [1, 0, 2] },
    { card: 'ARCS-BC11', agents: [0, 1, 1] },
    { card: 'ARCS-BC20', agents: [0, 2, 0] },
    { card: 'ARCS-BC24', agents: [2, 0, 0] },
  ];

  it('GIVEN the defender has agents on two cards THEN the attacker secures one of them, taking every Rival agent there as Trophies', () => {
    let s = destroyCity(cityBattle([{}], court));
    expectDecision(s, 'ransack', 0);
    // Only cards with any of the defender's agents, even where the attacker has fewer.
    expect(optionIds(s)).toEqual(['card:1', 'card:2']);
    s = play(s, 'card:1');
    const p = s.players[0]!;
    expect(p.court.map((c) => c.id)).toEqual(['ARCS-BC11']);
    expect(p.trophies).toEqual([
      { owner: 1, piece: 'agent', count: 1 },
      { owner: 1, piece: 'city', count: 1 },
      { owner: 2, piece: 'agent', count: 1 },
    ]);
    // Not Captives.
    expect(p.captives).toEqual([0, 0, 0]);
    // The Court refills the same spot.
    expect(s.court).toHaveLength(4);
    expect(s.court[1]!.card).not.toBe('ARCS-BC11');
  });

  it('GIVEN the attacker\'s own agents on the ransacked card THEN they return to the attacker\'s supply', () => {
    let s = destroyCity(cityBattle([{}], [{ card: 'ARCS-BC16', agents: [2, 1, 0] }, ...court.slice(1).map((c) => ({ ...c, agents: [0, 0, 0] }))]));
    // Only one card qualifies: no question.
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-BC16']);
    // 10 - 2 on the card - 1 on the Outrage icon + 2 back.
    expect(s.players[0]!.supply.agents).toBe(9);
    s = play(s, 'end');
    expectDecision(s, 'turn/play', 1);
  });

  it('GIVEN the defender has no agents in the Court THEN there is nothing to ransack', () => {
    const s = destroyCity(cityBattle([{}], COURT));
    expect(s.players[0]!.court).toEqual([]);
    expectDecision(s, 'turn/actions', 0);
  });
});

/**
 * Setup (base rulebook, Setup 1-2 and Two-Player Mulligans; Ending a Chapter, Step 4).
 */
import { describe, expect, it } from 'vitest';
import { actionDeckFor } from '../../src/data/action-cards.ts';
import { setupCardsFor } from '../../src/data/setup-cards.ts';
import { apply, checkInvariants, newGame, openDecision } from '../../src/engine/index.ts';
import { expectDecision, optionIds, play, ships } from './helpers.ts';

describe('Setup 1: Set up table', () => {
  it('GIVEN no setup card THEN one for the player count is drawn at random, the same one for the same seed', () => {
    const ids = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const s = newGame({ players: 2, seed });
      expect(setupCardsFor(2).map((c) => c.id)).toContain(s.options.setup);
      expect(newGame({ players: 2, seed }).options.setup).toBe(s.options.setup);
      ids.add(s.options.setup!);
    }
    // All four 2-player cards turn up.
    expect(ids.size).toBe(4);
  });

  it('GIVEN a chosen setup card THEN its out-of-play clusters are absent and the Court row has 4 cards (3-4 players)', () => {
    const s = newGame({ players: 3, setup: '3p-frontiers', seed: 1 });
    expect(s.outOfPlay).toEqual([2, 3]);
    expect(Object.keys(s.map).some((id) => id.startsWith('2:') || id.startsWith('3:'))).toBe(false);
    expect(Object.keys(s.map)).toHaveLength(16);
    expect(s.court).toHaveLength(4);
    expect(s.courtDeck).toHaveLength(31 - 4);
    expect(s.markers).toEqual([{ id: 'A', flipped: false }, { id: 'B', flipped: false }, { id: 'C', flipped: false }]);
    expect(s.chapter).toBe(1);
    expect(s.phantom).toBeNull();
    expect(checkInvariants(s)).toEqual([]);
  });

  it('GIVEN 2 or 3 players THEN the 1s and 7s are left out; with 4 players all 28 action cards are used', () => {
    const three = newGame({ players: 3, setup: '3p-frontiers', seed: 2 });
    const cards3 = [...three.actionDiscard, ...three.players.flatMap((p) => p.hand)];
    expect(cards3).toHaveLength(20);
    expect(cards3.some((c) => c.endsWith('1') || c.endsWith('7'))).toBe(false);
    const four = newGame({ players: 4, setup: '4p-frontiers', seed: 2 });
    expect([...four.actionDiscard, ...four.players.flatMap((p) => p.hand)].sort()).toEqual([...actionDeckFor(4)].sort());
    expect(four.court).toHaveLength(4);
  });

  it('GIVEN 2 players THEN the Court row has 3 cards and the 6 covered planets\' resources stand on the ambition boxes', () => {
    const s = newGame({ players: 2, setup: '2p-frontiers', seed: 3 });
    expect(s.court).toHaveLength(3);
    // Clusters 1 and 6 are out of play: Weapon, Fuel, Material and Material, Fuel, Psionic.
    expect(s.phantom).toEqual({ material: 2, fuel: 2, weapon: 1, relic: 0, psionic: 1 });
    // Those tokens leave the supply (5 of each in all).
    expect(s.supply.material + s.players.reduce((n, p) => n + p.resources.filter((r) => r === 'material').length, 0)).toBe(3);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Setup 2: Set up players', () => {
  it('GIVEN 3p Frontiers THEN each seat places 3 ships + city at A, 3 ships + starport at B, 2 ships at C and gains the A and B resources', () => {
    const s = newGame({ players: 3, setup: '3p-frontiers', seed: 4 });
    // Seat 0 (position 1): A 1:hex (Material), B 4:hex (Material), C 6:gate.
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 3, damaged: 0 });
    expect(s.map['1:hex']!.slots[0]).toEqual({ owner: 0, type: 'city', damaged: false });
    expect(ships(s, '4:hex', 0)).toEqual({ fresh: 3, damaged: 0 });
    expect(s.map['4:hex']!.slots[0]).toEqual({ owner: 0, type: 'starport', damaged: false });
    expect(ships(s, '6:gate', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(s.players[0]!.resources).toEqual(['material', 'material', null, null, null, null]);
    // Seat 1: A 5:hex (Psionic), B 1:crescent (Fuel).
    expect(s.players[1]!.resources).toEqual(['psionic', 'fuel', null, null, null, null]);
    // The leftmost city left the board (4 remain); supplies are the rest.
    expect(s.players[0]!.boardCities).toBe(4);
    expect(s.players[0]!.supply).toEqual({ ships: 15 - 8, starports: 4, agents: 10 });
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 6, 6]);
    expect(s.players.map((p) => p.power)).toEqual([0, 0, 0]);
    // Seat 0 holds the initiative and leads first.
    expect(s.initiative).toBe(0);
    expectDecision(s, 'turn/play', 0);
  });

  it('GIVEN 2 players THEN each seat places 2 ships in each of its two C systems', () => {
    const s = newGame({ players: 2, setup: '2p-frontiers', seed: 5 });
    expect(ships(s, '3:gate', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(ships(s, '3:hex', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(s.players[0]!.supply.ships).toBe(15 - 10);
  });
});

describe('Setup 2P and Two-Player Mulligans', () => {
  it('GIVEN 2 players THEN the player without initiative may keep their hand', () => {
    const s = newGame({ players: 2, setup: '2p-homelands', seed: 6 });
    expectDecision(s, 'mulligan', 1);
    expect(optionIds(s)).toEqual(['keep', 'redraw']);
    const kept = play(s, 'keep');
    expect(kept.players[1]!.hand).toEqual(s.players[1]!.hand);
    expectDecision(kept, 'turn/play', 0);
  });

  it('GIVEN a mulligan THEN the 6 cards are discarded and 6 new ones drawn, which must be kept', () => {
    const s = newGame({ players: 2, setup: '2p-homelands', seed: 6 });
    const old = s.players[1]!.hand;
    const t = play(s, 'redraw');
    const fresh = t.players[1]!.hand;
    expect(fresh).toHaveLength(6);
    expect(fresh.some((c) => old.includes(c))).toBe(false);
    expect(fresh.some((c) => t.players[0]!.hand.includes(c))).toBe(false);
    expect(t.actionDiscard).toEqual(expect.arrayContaining(old));
    // No second mulligan: the game goes on.
    expectDecision(t, 'turn/play', 0);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('GIVEN 3 players THEN nobody is offered a mulligan', () => {
    const s = newGame({ players: 3, setup: '3p-mix-up', seed: 6 });
    expect(openDecision(s)!.kind).toBe('turn/play');
  });

  it('GIVEN the seat with initiative THEN it cannot answer the mulligan', () => {
    const s = newGame({ players: 2, setup: '2p-homelands', seed: 6 });
    const r = apply(s, { t: 'answer', seat: 0, choice: 'redraw' });
    expect(r.ok).toBe(false);
  });
});

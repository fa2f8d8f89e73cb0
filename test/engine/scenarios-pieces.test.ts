/**
 * Elimination and piece limits (base rulebook, Fine Print: Elimination & Concession, Pieces &
 * Piece Limits). 3p Frontiers with fixed dice; seat 0 leads Aggression 2 and attacks.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/types.ts';
import { expectDecision, optionIds, play, position, ships, type Sparse } from './helpers.ts';

const R_SELF_KEY = 1;
const city = (owner: number, damaged = false) => ({ owner, type: 'city', damaged });
const port = (owner: number, damaged = false) => ({ owner, type: 'starport', damaged });
const fleet = (owner: number, fresh: number, damaged = 0) => ({ owner, fresh, damaged });

/** Seat 0's last ship (damaged) attacks a Rival city and a self-hit destroys it. */
function lastShip(map: Sparse, players: Sparse[] = []): GameState {
  const hands = [['AGG2', 'AGG3'], ['ADM2', 'ADM3'], ['CON2', 'CON3']];
  const s = position({
    options: { setup: '3p-frontiers' },
    riggedDice: [R_SELF_KEY],
    // An agent on the Court leaves seat 0 an action (Secure), so the turn does not end by itself.
    court: [{ card: 'ARCS-BC16', agents: [1, 0, 0] }],
    players: hands.map((hand, i) => ({ hand, ...players[i] })),
    map: {
      '1:hex': { ships: [fleet(0, 0, 1)], slots: [city(1), null] },
      '4:gate': { ships: [fleet(1, 1)] },
      '5:gate': { ships: [fleet(2, 1)] },
      ...map,
    },
  });
  return play(s, 'lead:AGG2', 'no', 'pip:battle', 'sys:1:hex', 'assault:0', 'skirmish:0', 'raid:1');
}

describe('Elimination (Fine Print, Elimination & Concession)', () => {
  it('GIVEN no ships and no starports on the map at the end of a turn THEN 3 fresh ships are placed at any gate', () => {
    let s = lastShip({});
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 0, damaged: 0 });
    // Not before the turn ends.
    expectDecision(s, 'turn/actions', 0);
    s = play(s, 'end');
    expectDecision(s, 'eliminated', 0);
    expect(optionIds(s)).toEqual(['gate:1:gate', 'gate:4:gate', 'gate:5:gate', 'gate:6:gate']);
    s = play(s, 'gate:5:gate');
    expect(ships(s, '5:gate', 0)).toEqual({ fresh: 3, damaged: 0 });
    expect(s.players[0]!.supply.ships).toBe(15 - 1 - 3);
    expectDecision(s, 'turn/play', 1);
  });

  it('GIVEN a Loyal starport left on the map THEN the player is not eliminated', () => {
    const s = play(lastShip({ '4:hex': { slots: [port(0)] } }), 'end');
    expectDecision(s, 'turn/play', 1);
  });

  it('GIVEN fewer than 3 ships in supply THEN as many as possible are placed (Pieces & Piece Limits)', () => {
    // 13 of seat 0's ships are seat 1's Trophies; the 14th is destroyed in this battle.
    const s = play(lastShip({}, [{}, { trophies: [{ owner: 0, piece: 'ship', count: 13 }] }]), 'end', 'gate:6:gate');
    expect(ships(s, '6:gate', 0)).toEqual({ fresh: 1, damaged: 0 });
    expect(s.players[0]!.supply.ships).toBe(0);
  });
});

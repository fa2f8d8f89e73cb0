/**
 * Battle (base rulebook, Standard Actions: Battle and Raiding), played with fixed dice.
 * Dice are rolled assault, then skirmish, then raid; riggedDice gives each die's face (0-5).
 * 3 players on 3p Frontiers; seat 0 leads Aggression 2 (3 pips) and attacks.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/types.ts';
import { expectDecision, optionIds, play, position, ships, type Sparse } from './helpers.ts';

// Faces (arcs-facts §3).
const A_2HITS = 0;
const A_SELF_2HITS = 1;
const A_INTERCEPT_HIT = 2;
const A_BLANK = 5;
const S_HIT = 0;
const S_BLANK = 5;
const R_INTERCEPT_2KEYS = 0;
const R_SELF_KEY = 1;
const R_BUILDING_KEY = 2;
const R_SELF_BUILDING = 3;

const COURT = [{ card: 'ARCS-BC16' }, { card: 'ARCS-BC11' }, { card: 'ARCS-BC20' }, { card: 'ARCS-BC24' }];
const city = (owner: number, damaged = false) => ({ owner, type: 'city', damaged });
const port = (owner: number, damaged = false) => ({ owner, type: 'starport', damaged });
const fleet = (owner: number, fresh: number, damaged = 0) => ({ owner, fresh, damaged });

function battleGame(map: Sparse, dice: number[], players: Sparse[] = [], extra: Sparse = {}): GameState {
  const hands = [['AGG2', 'AGG3'], ['ADM2', 'ADM3'], ['CON2', 'CON3']];
  return position({
    options: { setup: '3p-frontiers' },
    court: COURT,
    riggedDice: dice,
    players: hands.map((hand, i) => ({ hand, ...players[i] })),
    map: {
      // Everyone keeps a ship elsewhere (no elimination at the end of a turn).
      '4:gate': { ships: [fleet(1, 1)] },
      '5:gate': { ships: [fleet(2, 1)] },
      '6:gate': { ships: [fleet(0, 1)] },
      ...map,
    },
    ...extra,
  });
}

const attack = (s: GameState, system: string) => play(s, 'lead:AGG2', 'no', 'pip:battle', `sys:${system}`);

describe('Battle 1-2: choose the battle system and the defender', () => {
  it('GIVEN ships in several systems THEN only systems with Loyal ships and Rival pieces can be chosen; with two Rivals, the attacker picks one', () => {
    let s = battleGame({ '1:hex': { ships: [fleet(0, 2), fleet(1, 1)], slots: [city(2), null] }, '1:arrow': { ships: [fleet(0, 2)] } }, []);
    s = play(s, 'lead:AGG2', 'no', 'pip:battle');
    expect(optionIds(s)).toEqual(['sys:1:hex']);
    s = play(s, 'sys:1:hex');
    // Seat 1 has ships there, seat 2 only a city: both are Rivals whose pieces are in the system.
    expect(optionIds(s)).toEqual(['def:1', 'def:2']);
  });

  it('GIVEN no Rival pieces alongside Loyal ships THEN Battle cannot be taken', () => {
    const s = play(battleGame({ '1:hex': { ships: [fleet(0, 2)] } }, []), 'lead:AGG2', 'no');
    expect(optionIds(s)).not.toContain('pip:battle');
  });
});

describe('Battle 3: collect dice', () => {
  it('GIVEN 8 attacking ships (2 damaged) THEN 1 die per ship, at most 6 of a type', () => {
    let s = attack(battleGame({ '1:hex': { ships: [fleet(0, 6, 2), fleet(1, 1)] } }, [A_BLANK, A_BLANK, A_BLANK, A_BLANK, A_BLANK, A_BLANK, S_BLANK, S_BLANK]), '1:hex');
    expect(optionIds(s)).toEqual(['assault:6', 'assault:5', 'assault:4', 'assault:3', 'assault:2', 'assault:1', 'assault:0']);
    s = play(s, 'assault:6');
    // Seat 1 has buildings nowhere: raid dice are allowed too, but only 2 dice are left.
    expect(optionIds(s)).toEqual(['skirmish:2', 'skirmish:1', 'skirmish:0']);
    s = play(s, 'skirmish:1');
    expect(optionIds(s)).toEqual(['raid:1', 'raid:0']);
  });

  it('GIVEN no dice collected so far THEN at least one die must be rolled', () => {
    const s = play(attack(battleGame({ '1:hex': { ships: [fleet(0, 2), fleet(1, 1)] } }, []), '1:hex'), 'assault:0', 'skirmish:0');
    expect(optionIds(s)).toEqual(['raid:2', 'raid:1']);
  });

  it('GIVEN the defender has buildings elsewhere but none here THEN raid dice cannot be collected (Raid Dice Limit)', () => {
    let s = attack(battleGame({ '1:hex': { ships: [fleet(0, 2), fleet(1, 1)] }, '5:hex': { ships: [fleet(1, 1)], slots: [city(1), null] } }, [S_BLANK, S_BLANK]), '1:hex');
    s = play(s, 'assault:0');
    // Skirmish is the last type: at least one die.
    expect(optionIds(s)).toEqual(['skirmish:2', 'skirmish:1']);
    s = play(s, 'skirmish:2');
    expectDecision(s, 'turn/actions', 0);
  });

  it('GIVEN defending buildings in the battle system THEN raid dice may be collected', () => {
    const s = play(attack(battleGame({ '1:hex': { ships: [fleet(0, 2), fleet(1, 1)], slots: [port(1), null] }, '5:hex': { slots: [city(1), null] } }, []), '1:hex'), 'assault:0', 'skirmish:0');
    expect(optionIds(s)).toEqual(['raid:2', 'raid:1']);
  });
});

describe('Battle 4: roll and resolve dice in order', () => {
  it('GIVEN two intercept faces THEN the defender intercepts once: 1 hit per fresh defending ship, after the self-hits', () => {
    // 3 attackers; defender 2 fresh ships. Assault: intercept+hit, intercept+hit, self+2 hits.
    let s = attack(battleGame({ '1:hex': { ships: [fleet(0, 3), fleet(1, 2)] } }, [A_INTERCEPT_HIT, A_INTERCEPT_HIT, A_SELF_2HITS]), '1:hex');
    s = play(s, 'assault:3');
    // Self: 1 flame + 2 (one intercept, 2 fresh defenders) = 3 hits on the attacker, who chooses how.
    expectDecision(s, 'battle/assign', 0);
    expect(optionIds(s).sort()).toEqual(['s1.0.1', 's3.0.0']);
    s = play(s, 's3.0.0');
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 0, damaged: 3 });
    // Then 4 hits on the defender's 2 fresh ships: both destroyed, taken as Trophies.
    expect(ships(s, '1:hex', 1)).toEqual({ fresh: 0, damaged: 0 });
    expect(s.players[0]!.trophies).toEqual([{ owner: 1, piece: 'ship', count: 2 }]);
  });

  it('GIVEN hits on the attacker that destroy ships THEN the defender takes them as Trophies', () => {
    let s = attack(battleGame({ '1:hex': { ships: [fleet(0, 1, 1), fleet(1, 1)] } }, [A_SELF_2HITS, A_BLANK]), '1:hex');
    s = play(s, 'assault:2');
    // 1 self-hit: damage the fresh ship, or destroy the damaged one.
    expect(optionIds(s).sort()).toEqual(['s0.1.0', 's1.0.0']);
    s = play(s, 's0.1.0');
    expect(s.players[1]!.trophies).toEqual([{ owner: 0, piece: 'ship', count: 1 }]);
    // 2 hits on the lone fresh defender: it is destroyed (damaged, then destroyed).
    expect(ships(s, '1:hex', 1)).toEqual({ fresh: 0, damaged: 0 });
    expect(s.players[0]!.trophies).toEqual([{ owner: 1, piece: 'ship', count: 1 }]);
  });

  it('GIVEN more hits than defending ships can take THEN the rest hit defending buildings; building hits only hit buildings', () => {
    // 2 assault (2 hits each) + 1 raid (building hit + key): 4 hits, 1 building hit.
    let s = attack(
      battleGame({ '1:hex': { ships: [fleet(0, 3), fleet(1, 1)], slots: [city(1), port(1)] }, '5:hex': { ships: [fleet(1, 1)] } }, [A_2HITS, A_2HITS, R_BUILDING_KEY]),
      '1:hex',
    );
    s = play(s, 'assault:2', 'skirmish:0', 'raid:1');
    // 4 hits: 2 destroy the ship, 2 spill onto the buildings; plus 1 building hit = 3 building hits.
    expectDecision(s, 'battle/assign', 0);
    // Option ids list the slot each building hit goes to.
    expect(optionIds(s).sort()).toEqual(['s0.0.1-b0.0.1', 's0.0.1-b0.1.1']);
    s = play(s, 's0.0.1-b0.0.1');
    // City destroyed (2 hits), starport damaged (1 hit).
    expect(s.map['1:hex']!.slots).toEqual([null, port(1, true)]);
    expect(s.players[0]!.trophies).toEqual([{ owner: 1, piece: 'city', count: 1 }, { owner: 1, piece: 'ship', count: 1 }]);
  });

  it('GIVEN hits on defending ships only THEN buildings are not hit while ships remain to take them', () => {
    let s = attack(battleGame({ '1:hex': { ships: [fleet(0, 2), fleet(1, 2)], slots: [port(1), null] } }, [S_HIT, S_HIT]), '1:hex');
    // All dice spent: no raid question.
    s = play(s, 'assault:0', 'skirmish:2');
    expect(optionIds(s).sort()).toEqual(['s0.0.1', 's2.0.0']);
    s = play(s, 's2.0.0');
    expect(s.map['1:hex']!.slots[0]).toEqual(port(1));
    expect(ships(s, '1:hex', 1)).toEqual({ fresh: 0, damaged: 2 });
  });
});

describe('Raiding (Standard Actions, Raiding)', () => {
  const defender = { resources: ['relic', 'fuel', 'weapon'], court: [{ id: 'ARCS-BC10' }] };

  it('GIVEN keys and attacking ships left THEN resources go for their slot\'s raid cost and Guild cards for their keys', () => {
    // Raid: intercept + 2 keys, building + key. Defender: no fresh ships, so the intercept does nothing.
    let s = attack(battleGame({ '1:hex': { ships: [fleet(0, 2), fleet(1, 0, 1)], slots: [city(1, true), null] } }, [R_INTERCEPT_2KEYS, R_BUILDING_KEY], [{}, defender]), '1:hex');
    s = play(s, 'assault:0', 'skirmish:0', 'raid:2');
    // Hits: none on ships; the building hit destroys the damaged city (Outrage, then the raid).
    expectDecision(s, 'battle/raid', 0);
    // 3 keys: the Relic in slot 1 (3), Fuel (1), Weapon (1), Spacing Union (2 keys).
    expect(optionIds(s)).toEqual(['res:0', 'res:1', 'res:2', 'card:ARCS-BC10', 'stop']);
    s = play(s, 'card:ARCS-BC10');
    expect(optionIds(s)).toEqual(['res:1', 'res:2', 'stop']);
    s = play(s, 'res:2');
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-BC10']);
    expect(s.players[1]!.resources.slice(0, 3)).toEqual(['relic', 'fuel', null]);
    expect(s.players[0]!.resources).toContain('weapon');
    expectDecision(s, 'turn/actions', 0);
  });

  it('GIVEN no attacking ships left after the hits THEN there is no raid', () => {
    // 1 damaged attacker; raid die: self-hit + key destroys it.
    let s = attack(battleGame({ '1:hex': { ships: [fleet(0, 0, 1)], slots: [city(1), null] } }, [R_SELF_KEY], [{}, defender]), '1:hex');
    s = play(s, 'assault:0', 'skirmish:0', 'raid:1');
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 0, damaged: 0 });
    expect(s.players[1]!.trophies).toEqual([{ owner: 0, piece: 'ship', count: 1 }]);
    expect(s.players[1]!.resources.slice(0, 3)).toEqual(['relic', 'fuel', 'weapon']);
    expectDecision(s, 'turn/actions', 0);
  });

  it('GIVEN a protected Guild (keys 0, X badge) THEN it can never be raided', () => {
    let s = attack(battleGame({ '1:hex': { ships: [fleet(0, 2)], slots: [city(1), null] } }, [R_INTERCEPT_2KEYS, R_INTERCEPT_2KEYS], [{}, { court: [{ id: 'ARCS-BC10' }] }]), '1:hex');
    // The base game has no keys-0 Guild; stand a Fate Guild in for it (campaign, X badge).
    s.players[1]!.court[0]!.id = 'ARCS-F103';
    s = play(s, 'assault:0', 'skirmish:0', 'raid:2');
    // 4 keys, but nothing can be stolen: the raid step asks nothing.
    expectDecision(s, 'turn/actions', 0);
    expect(s.players[1]!.court.map((c) => c.id)).toEqual(['ARCS-F103']);
  });

  it('GIVEN a stolen resource THEN it is placed like a gained one', () => {
    let s = attack(battleGame({ '1:hex': { ships: [fleet(0, 2)], slots: [city(1), null] } }, [R_SELF_BUILDING, R_INTERCEPT_2KEYS], [{ resources: ['fuel', 'fuel'] }, defender]), '1:hex');
    s = play(s, 'assault:0', 'skirmish:0', 'raid:2');
    // Self-hit: damage one attacker. Building hit: damage the city.
    s = play(s, 'res:2');
    expectDecision(s, 'res/gain', 0);
    // Full slots: discard the stolen Weapon or a held Fuel (both Fuels are the same choice).
    expect(optionIds(s)).toEqual(['discard:new', 'discard:fuel']);
    s = play(s, 'discard:fuel');
    // Then rearrange: which keeps the 3-key slot.
    expect(optionIds(s)).toEqual(['keep:fuel', 'keep:weapon']);
    s = play(s, 'keep:fuel');
    expect(s.players[0]!.resources.slice(0, 2)).toEqual(['fuel', 'weapon']);
    // The discarded Fuel went back to the supply; the stolen Weapon came from seat 1.
    expect(s.supply.fuel).toBe(3);
    expect(s.players[1]!.resources[2]).toBeNull();
  });
});

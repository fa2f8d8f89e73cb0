/**
 * Owners beyond seats and the one control module (src/engine/control.ts), as the Blighted Reach
 * rulebook says insofar as it can be shown without the rest of the campaign: positions place
 * Imperial ships, Free cities and starports, and Blight, and give players Regent/Outlaw titles.
 * 3 players on 3p Frontiers (clusters 2 and 3 out of play).
 *
 * Regents acting with Imperial ships (the Movement Law, adding them in battle), the First Regent
 * (Trophies of Outlaw battles against the Empire; control for ambitions), raiding the Free States and
 * rules that ignore the Presence Law: test/engine/campaign/empire.test.ts and empire-presence-hook.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { say } from '../../src/text/say.ts';
import { checkInvariants, controller, controls, defenders, endsCatapult, exportPosition, importPosition, openDecision } from '../../src/engine/index.ts';
import { catapultsFrom, mayTaxCity } from '../../src/engine/control.ts';
import { moveDestinations } from '../../src/engine/frames/actions.ts';
import { rankAmbition } from '../../src/engine/frames/chapter.ts';
import type { GameState } from '../../src/engine/types.ts';
import { city, fleet, frontiers, optionIds, play, port, type Sparse } from './helpers.ts';

function game(map: Sparse, titles: (('regent' | 'outlaw') | undefined)[] = [], hands: string[][] = [['CON4', 'AGG4'], ['MOB2', 'MOB3'], ['ADM2', 'ADM3']], extra: Sparse = {}): GameState {
  return frontiers(map, hands.map((hand, i) => ({ hand, ...(titles[i] ? { title: titles[i] } : {}) })), extra);
}

describe('Control (The Empire, Control & Command)', () => {
  // The rulebook's example: an Outlaw has 4 fresh ships, a Regent 2, and 1 fresh Imperial ship is there.
  const example = (titles: ('regent' | 'outlaw')[]) =>
    game({ '1:hex': { ships: [fleet(0, 2), fleet(1, 4), fleet('empire', 1)], slots: [port(0), port(1)] } }, titles);

  it('GIVEN any fresh Imperial ship THEN the Empire controls the system, ignoring the players\' ships', () => {
    expect(controller(example(['regent', 'outlaw', 'regent']), '1:hex')).toBe('empire');
  });

  it('GIVEN the Regent\'s turn THEN they control it (Presence Law) and build there fresh', () => {
    let s = play(example(['regent', 'outlaw', 'regent']), 'lead:CON4', 'no', 'pip:build', 'ship');
    expect(controls(s, '1:hex', 0)).toBe(true);
    expect(controls(s, '1:hex', 1)).toBe(false);
    expect(openLabels(s).some((l) => l.includes('placed damaged'))).toBe(false);
    s = play(s, 'sys:1:hex');
    expect(s.map['1:hex']!.ships.find((g) => g.owner === 0)).toMatchObject({ fresh: 3, damaged: 0 });
  });

  it('GIVEN the Outlaw\'s turn THEN the Empire controls it, so the Outlaw builds damaged', () => {
    // Seat 0 is the Outlaw this time (the one with the lead card).
    const s = play(example(['outlaw', 'regent', 'regent']), 'lead:CON4', 'no', 'pip:build', 'ship');
    expect(controls(s, '1:hex', 0)).toBe(false);
    expect(openLabels(s).every((l) => l.includes('placed damaged'))).toBe(true);
    const after = play(s, 'sys:1:hex');
    expect(after.map['1:hex']!.ships.find((g) => g.owner === 0)).toMatchObject({ fresh: 2, damaged: 1 });
  });

  it('GIVEN a Regent with no Loyal pieces there THEN the Presence Law gives them no control, even on their turn', () => {
    const s = play(game({ '4:hex': { ships: [fleet('empire', 1)] } }, ['regent', 'regent', 'regent']), 'lead:CON4', 'no');
    expect(s.turn?.seat).toBe(0);
    expect(controls(s, '4:hex', 0)).toBe(false);
    // Not their turn: no control either, although they have pieces there.
    const t = game({ '4:hex': { ships: [fleet('empire', 1), fleet(1, 1)] } }, ['regent', 'regent', 'regent']);
    expect(controls(t, '4:hex', 1)).toBe(false);
  });

  it('GIVEN only damaged Imperial ships, or Blight THEN they do not control: the players\' fresh ships do', () => {
    const s = game({ '1:hex': { ships: [fleet(0, 1), fleet('empire', 0, 3)] }, '4:hex': { ships: [fleet(1, 1), fleet('blight', 2)] } }, ['regent', 'regent', 'regent']);
    expect(controller(s, '1:hex')).toBe(0);
    expect(controller(s, '4:hex')).toBe(1);
  });

  it('GIVEN a base game THEN control is unchanged: more fresh ships than each Rival, nobody on a tie', () => {
    const s = game({ '1:hex': { ships: [fleet(0, 2), fleet(1, 2)] }, '4:hex': { ships: [fleet(0, 1), fleet(1, 0, 3)] } });
    expect(s.neutral).toBeUndefined();
    expect(controller(s, '1:hex')).toBeNull();
    expect(controller(s, '4:hex')).toBe(0);
  });
});

function openLabels(s: GameState): string[] {
  return openDecision(s)!.options.map((o) => say(o.label, s));
}

describe('Rivals and defenders (Battle; the Truce Law; Outlaw Battles; Free States; Blight)', () => {
  const map = {
    '1:hex': { ships: [fleet(0, 2), fleet(1, 1), fleet('empire', 0, 1)], slots: [city('free'), null] },
    '4:hex': { ships: [fleet(0, 2), fleet(1, 1), fleet('blight', 1)] },
    '5:hex': { ships: [fleet(0, 1), fleet('empire', 1)] },
  };

  it('GIVEN two Regents where Imperial ships are THEN they cannot battle each other; elsewhere they can', () => {
    const s = game(map, ['regent', 'regent', 'regent']);
    expect(defenders(s, '1:hex', 0)).toEqual(['free']);
    expect(defenders(s, '4:hex', 0)).toEqual([1, 'blight']);
  });

  it('GIVEN a Regent THEN they cannot choose the Empire as defender; an Outlaw can, and can battle Regents', () => {
    const regent = game(map, ['regent', 'regent', 'regent']);
    expect(defenders(regent, '5:hex', 0)).toEqual([]);
    const outlaw = game(map, ['outlaw', 'regent', 'regent']);
    expect(defenders(outlaw, '5:hex', 0)).toEqual(['empire']);
    expect(defenders(outlaw, '1:hex', 0)).toEqual([1, 'empire', 'free']);
  });

  it('GIVEN the battle menu THEN non-player defenders are offered by name, with extended option ids', () => {
    const s = play(game(map, ['outlaw', 'regent', 'regent']), 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex');
    expect(optionIds(s)).toEqual(['def:1', 'def:empire', 'def:free']);
    expect(openDecision(s)!.options.map((o) => say(o.label, s))).toEqual(['Blue', 'the Empire', 'the Free States']);
  });
});

describe('Battling the Blight and the Free States', () => {
  it('GIVEN 2 hits on a fresh Blight THEN it is damaged (Tough), and it does not intercept', () => {
    let s = game({ '1:hex': { ships: [fleet(0, 2), fleet('blight', 1)] } }, ['regent', 'regent', 'regent'], undefined, { riggedDice: [2, 2] });
    // Two assault dice showing intercept + hit: 2 hits, and the intercepts do nothing.
    s = play(s, 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex', 'assault:2');
    expect(s.map['1:hex']!.ships).toEqual([fleet(0, 2), fleet('blight', 0, 1)]);
  });

  it('GIVEN 1 hit THEN the Blight takes nothing; GIVEN 4 hits THEN it is destroyed and taken as a Trophy from the Blight supply', () => {
    let s = game({ '1:hex': { ships: [fleet(0, 2), fleet('blight', 1)] } }, ['regent', 'regent', 'regent'], undefined, { riggedDice: [3, 5] });
    s = play(s, 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex', 'assault:2');
    expect(s.map['1:hex']!.ships.find((g) => g.owner === 'blight')).toEqual(fleet('blight', 1));
    let t = game({ '1:hex': { ships: [fleet(0, 2), fleet('blight', 1)] } }, ['regent', 'regent', 'regent'], undefined, { riggedDice: [0, 0] });
    expect(t.neutral!.blight.blight).toBe(23);
    t = play(t, 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex', 'assault:2');
    expect(t.map['1:hex']!.ships).toEqual([fleet(0, 2)]);
    expect(t.players[0]!.trophies).toEqual([{ owner: 'blight', piece: 'blight', count: 1 }]);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('GIVEN a Free city destroyed THEN it is a Trophy and still Provokes Outrage; there is no Ransack and nothing to raid', () => {
    let s = game({ '1:hex': { ships: [fleet(0, 2)], slots: [city('free', true), null] } }, ['regent', 'regent', 'regent'], undefined, { riggedDice: [0] });
    s = play(s, 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex', 'assault:1', 'skirmish:0', 'raid:0');
    expect(s.map['1:hex']!.slots[0]).toBeNull();
    expect(s.players[0]!.trophies).toEqual([{ owner: 'free', piece: 'city', count: 1 }]);
    expect(s.players[0]!.outrage.map((m) => m.resource)).toEqual(['material']);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Taxing (Tax; The Free States; the Truce Law)', () => {
  it('GIVEN a Free city you control THEN you may tax it, capturing no agent; GIVEN one you do not control THEN you may not', () => {
    const s = game({ '1:hex': { ships: [fleet(0, 1)], slots: [city('free'), null] }, '4:hex': { ships: [fleet(1, 1)], slots: [city('free')] } }, ['regent', 'regent', 'regent'], [['ADM4', 'ADM3'], ['MOB2'], ['CON2']]);
    const t = play(s, 'lead:ADM4', 'no', 'pip:tax');
    expect(optionIds(t)).toEqual(['city:1:hex:0']);
    const after = play(t, 'city:1:hex:0');
    expect(after.players[0]!.resources).toContain('material');
    expect(after.players[0]!.captives).toEqual([0, 0, 0]);
  });

  it('GIVEN Imperial ships in the system THEN a Regent cannot tax a Rival Regent\'s city it controls; an Outlaw can', () => {
    const map = { '5:hex': { ships: [fleet(0, 2), fleet('empire', 0, 1)], slots: [city(1), null] } };
    expect(mayTaxCity(game(map, ['regent', 'regent', 'regent']), 0, '5:hex', 1)).toBe(false);
    expect(mayTaxCity(game(map, ['outlaw', 'regent', 'regent']), 0, '5:hex', 1)).toBe(true);
    expect(mayTaxCity(game(map, ['regent', 'outlaw', 'regent']), 0, '5:hex', 1)).toBe(true);
  });
});

describe('Free starports (The Free States)', () => {
  it('GIVEN a Free starport in a system you control THEN you build ships at it; GIVEN a tie THEN you cannot', () => {
    const s = play(game({ '1:hex': { ships: [fleet(0, 1)], slots: [port('free'), null] } }, ['regent', 'regent', 'regent']), 'lead:CON4', 'no', 'pip:build');
    expect(optionIds(s)).toContain('ship');
    const after = play(s, 'ship', 'sys:1:hex');
    expect(after.map['1:hex']!.ships).toEqual([fleet(0, 2)]);
    const tied = play(game({ '1:hex': { ships: [fleet(0, 1), fleet(1, 1)], slots: [port('free'), null] } }, ['regent', 'regent', 'regent']), 'lead:CON4', 'no', 'pip:build');
    expect(optionIds(tied)).not.toContain('ship');
  });
});

describe('Catapult moves (Move; The Empire, Movement; The Blight)', () => {
  const gate = (ships: ReturnType<typeof fleet>[], titles: ('regent' | 'outlaw')[]) => game({ '4:gate': { ships } }, titles);

  it('GIVEN Blight in a gate THEN it ends a Catapult move like Rival control, fresh or damaged', () => {
    expect(endsCatapult(gate([fleet('blight', 0, 1)], ['regent', 'regent', 'regent']), 0, '4:gate')).toBe(true);
    expect(endsCatapult(gate([fleet('blight', 1), fleet(0, 3)], ['regent', 'regent', 'regent']), 0, '4:gate')).toBe(true);
  });

  it('GIVEN Empire control of a gate THEN it ends Outlaws\' Catapult moves, not Regents\'', () => {
    const s = gate([fleet('empire', 1)], ['regent', 'outlaw', 'regent']);
    expect(endsCatapult(s, 0, '4:gate')).toBe(false);
    expect(endsCatapult(s, 1, '4:gate')).toBe(true);
  });

  it('GIVEN Regent control of a gate THEN it ends Outlaws\' moves and a Rival Regent moving alone, not one moving with Imperial ships', () => {
    const s = gate([fleet(2, 2)], ['regent', 'outlaw', 'regent']);
    expect(endsCatapult(s, 1, '4:gate')).toBe(true);
    expect(endsCatapult(s, 0, '4:gate')).toBe(true);
    expect(endsCatapult(s, 0, '4:gate', true)).toBe(false);
    expect(endsCatapult(s, 2, '4:gate')).toBe(false);
  });

  it('GIVEN Outlaw control of a gate THEN it ends Regents\' moves, with Imperial ships or not', () => {
    const s = gate([fleet(1, 2)], ['regent', 'outlaw', 'regent']);
    expect(endsCatapult(s, 0, '4:gate')).toBe(true);
    expect(endsCatapult(s, 0, '4:gate', true)).toBe(true);
  });

  it('GIVEN a Free starport in a system you control THEN you Catapult from it; through a Blighted gate you stop there', () => {
    const s = game({ '1:hex': { ships: [fleet(0, 2)], slots: [port('free'), null] } }, ['regent', 'regent', 'regent']);
    expect(catapultsFrom(s, 0, '1:hex')).toBe(true);
    expect(moveDestinations(s, 0, '1:hex').has('5:gate')).toBe(true);
    const blighted = game({ '1:hex': { ships: [fleet(0, 2)], slots: [port('free'), null] }, '1:gate': { ships: [fleet('blight', 0, 1)] } }, ['regent', 'regent', 'regent']);
    expect([...moveDestinations(blighted, 0, '1:hex')].sort()).toEqual(['1:crescent', '1:gate']);
    // Not controlled (a Rival has as many fresh ships): no Catapult from the Free starport.
    const tied = game({ '1:hex': { ships: [fleet(0, 1), fleet(1, 1)], slots: [port('free'), null] } }, ['regent', 'regent', 'regent']);
    expect(catapultsFrom(tied, 0, '1:hex')).toBe(false);
  });
});

describe('Positions and invariants with owners beyond seats', () => {
  it('GIVEN Imperial, Free and Blight pieces THEN the campaign supplies are derived, checked, and round-trip through export', () => {
    const s = game({ '1:hex': { ships: [fleet('empire', 2, 1), fleet('blight', 1)], slots: [city('free'), port('free', true)] } }, ['regent', 'outlaw', 'regent']);
    expect(s.neutral).toEqual({ empire: { ships: 12 }, free: { cities: 27, starports: 13 }, blight: { blight: 23 } });
    expect(s.players.map((p) => p.title)).toEqual(['regent', 'outlaw', 'regent']);
    expect(checkInvariants(s)).toEqual([]);
    const again = importPosition(exportPosition(s));
    expect(again).toEqual(s);
  });

  it('GIVEN pieces that break the campaign supplies THEN the invariants say so', () => {
    const s = game({ '1:hex': { ships: [fleet('empire', 2)] } }, ['regent', 'regent', 'regent']);
    s.neutral!.empire.ships = 15;
    expect(checkInvariants(s)).toEqual(['empire: 17 ship pieces']);
    delete s.neutral;
    expect(checkInvariants(s)).toEqual(['2 empire ship pieces but no campaign supply']);
  });

  it('GIVEN a Flagship THEN it must be a fresh ship of a player, one each', () => {
    const one = game({ '1:hex': { ships: [{ ...fleet(0, 1), flagship: true }] } }, ['regent', 'regent', 'regent']);
    expect(checkInvariants(one)).toEqual([]);
    expect(() => game({ '1:hex': { ships: [{ ...fleet(0, 1), flagship: true }] }, '4:hex': { ships: [{ ...fleet(0, 1), flagship: true }] } })).toThrow(/4:hex: bad Flagship/);
    expect(() => game({ '1:hex': { ships: [{ ...fleet(0, 0, 1), flagship: true }] } })).toThrow(/bad Flagship/);
  });

  it('GIVEN ships of the Free States or an unknown owner THEN the position is refused', () => {
    expect(() => game({ '1:hex': { ships: [fleet('free', 1)] } })).toThrow(/unknown owner/);
    expect(() => game({ '1:hex': { ships: [fleet(7, 1)] } })).toThrow(/unknown owner/);
    expect(() => game({ '1:hex': { slots: [port('empire'), null] } })).toThrow(/unknown owner/);
  });

  it('GIVEN 2 players THEN the phantom places as "phantom", no longer as seat -1', () => {
    expect(rankAmbition([{ seat: 0, n: 2 }, { seat: 1, n: 1 }, { seat: 'phantom', n: 3 }])).toEqual({ first: ['phantom'], second: [0] });
  });
});

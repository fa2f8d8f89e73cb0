/**
 * The rulebook's worked examples, played as scripts with fixed dice (base rulebook pages cited).
 * Seats: 0 = Mikah (red), 1 = Lotus (blue), 2 = Dane (yellow).
 */
import { describe, expect, it } from 'vitest';
import { say } from '../../src/text/say.ts';
import { expectDecision, optionIds, play, position, ships } from './helpers.ts';

// Die faces (arcs-facts §3), as indices into each die: assault 2 = intercept + hit, 5 = blank;
// raid 1 = self-hit + key, 2 = building hit + key. Dice are rolled assault, skirmish, raid.
const A_INTERCEPT_HIT = 2;
const A_BLANK = 5;
const R_SELF_KEY = 1;
const R_BUILDING_KEY = 2;

describe('Battle: the Mikah and Lotus example (Battle, Destroying Cities, Raiding)', () => {
  const start = () =>
    position({
      options: { setup: '3p-frontiers' },
      riggedDice: [A_INTERCEPT_HIT, A_BLANK, R_BUILDING_KEY, R_SELF_KEY],
      players: [
        { hand: ['AGG5', 'MOB2'], resources: ['relic', null, null] },
        { hand: ['ADM2'], resources: ['relic', 'material', 'weapon'] },
        { hand: ['MOB3'] },
      ],
      map: {
        '4:arrow': {
          ships: [{ owner: 0, fresh: 4, damaged: 0 }, { owner: 1, fresh: 1, damaged: 2 }],
          slots: [{ owner: 1, type: 'city', damaged: true }, null],
        },
        '6:hex': { slots: [{ owner: 0, type: 'city', damaged: false }] },
      },
      court: [
        { card: 'ARCS-BC02', agents: [0, 1, 2] },
        { card: 'ARCS-BC09', agents: [1, 0, 0] },
        { card: 'ARCS-BC13', agents: [0, 0, 0] },
        { card: 'ARCS-BC21', agents: [0, 0, 0] },
      ],
    });

  it('GIVEN 4 ships against 1 fresh, 2 damaged ships and a damaged Relic city THEN hits, Outrage, Ransack and raid resolve in order', () => {
    let s = play(start(), 'lead:AGG5', 'no', 'pip:battle', 'sys:4:arrow');
    // Raid dice are allowed: there are defending buildings. One die per attacking ship.
    expectDecision(s, 'act/battle', 0);
    expect(optionIds(s)).toEqual(['assault:4', 'assault:3', 'assault:2', 'assault:1', 'assault:0']);
    s = play(s, 'assault:2', 'skirmish:0');
    expect(optionIds(s)).toEqual(['raid:2', 'raid:1', 'raid:0']);
    s = play(s, 'raid:2');
    // Self-hit (flame) plus the intercept: 1 hit per fresh defending ship = 2 hits on Mikah.
    const self = expectDecision(s, 'battle/assign', 0);
    expect(self.options.map((o) => o.id).sort()).toEqual(['s0.0.1', 's2.0.0']);
    s = play(s, 's2.0.0');
    expect(ships(s, '4:arrow', 0)).toEqual({ fresh: 2, damaged: 2 });
    // 1 hit on Lotus's ships; the building hit must destroy the damaged city.
    expectDecision(s, 'battle/assign', 0);
    expect(optionIds(s).sort()).toEqual(['s0.1.0-b0', 's1.0.0-b0']);
    s = play(s, 's1.0.0-b0');
    expect(ships(s, '4:arrow', 1)).toEqual({ fresh: 0, damaged: 3 });
    expect(s.map['4:arrow']!.slots[0]).toBeNull();
    // Provoke Outrage: Mikah discards her Relics and covers the Relic Outrage icon.
    const mikah = s.players[0]!;
    expect(mikah.outrage).toEqual([{ resource: 'relic', agent: true }]);
    expect(mikah.resources).not.toContain('relic');
    // Ransack: the only card with Lotus's agents; all 3 Rival agents become Trophies.
    expect(mikah.trophies).toEqual([
      { owner: 1, piece: 'agent', count: 1 },
      { owner: 1, piece: 'city', count: 1 },
      { owner: 2, piece: 'agent', count: 2 },
    ]);
    expect(mikah.court.map((c) => c.id)).toEqual(['ARCS-BC02']);
    expect(s.court).toHaveLength(4);
    // Raid with 2 keys: Material and Weapon cost 1 each; the Relic (slot 1, cost 3) is out of reach.
    expectDecision(s, 'battle/raid', 0);
    expect(optionIds(s)).toEqual(['res:1', 'res:2', 'stop']);
    // Each stolen token is placed like a gained one; with two held, Mikah picks the one for her 3-key slot.
    s = play(s, 'res:1', 'res:2', 'keep:weapon');
    expect(s.players[1]!.resources).toEqual(['relic', null, null, null, null, null]);
    expect([...s.players[0]!.resources].sort()).toEqual(['material', 'weapon', null, null, null, null].sort());
    // Back to Mikah's turn: she has 1 action left.
    expectDecision(s, 'turn/actions', 0);
  });
});

describe('Ambitions: the Tycoon tie (Ending a Chapter, Step 1)', () => {
  it('GIVEN Tycoon worth 7/3 and a tie for first THEN both get second place (3) and no city bonus', () => {
    const s = position({
      options: { setup: '3p-frontiers' },
      ambitions: { tycoon: ['A', 'C'] },
      players: [
        { court: [{ id: 'ARCS-BC09' }, { id: 'ARCS-BC02' }] },
        { resources: ['material', 'material', null] },
        {},
      ],
      map: {
        '1:arrow': { slots: [{ owner: 0, type: 'city', damaged: false }, { owner: 0, type: 'city', damaged: false }] },
        '1:hex': { slots: [{ owner: 0, type: 'city', damaged: false }, { owner: 0, type: 'city', damaged: false }] },
        '4:hex': { slots: [{ owner: 1, type: 'city', damaged: false }] },
      },
    });
    // Nobody has cards: the chapter ends at once and is scored.
    expect(s.players.map((p) => p.power)).toEqual([3, 3, 0]);
    expect(s.chapter).toBe(2);
    // Clean up: the lowest unflipped marker (C, 2/0) flips.
    expect(s.markers.find((m) => m.id === 'C')!.flipped).toBe(true);
    expect(s.ambitions.tycoon).toEqual([]);
  });
});

describe('Move: the Catapult example (Move)', () => {
  const start = () =>
    position({
      options: { setup: '3p-frontiers' },
      initiative: 1,
      players: [{ hand: ['ADM2'] }, { hand: ['MOB4'] }, { hand: ['ADM3'] }],
      map: {
        '4:arrow': { ships: [{ owner: 1, fresh: 2, damaged: 0 }], slots: [{ owner: 1, type: 'starport', damaged: false }, null] },
        '5:gate': { ships: [{ owner: 0, fresh: 2, damaged: 0 }] },
      },
    });

  it('GIVEN ships leaving a Loyal starport THEN they may keep moving until they enter a gate controlled by someone else', () => {
    let s = play(start(), 'lead:MOB4', 'no', 'pip:move', 'from:4:arrow', 'to:4:gate', 'n:2');
    expectDecision(s, 'act/catapult', 1);
    expect(optionIds(s)).toContain('to:5:gate');
    // Gates 4 and 1 are joined through the path markers on out-of-play clusters 2 and 3.
    expect(optionIds(s)).toContain('to:1:gate');
    s = play(s, 'to:5:gate', 'n:2');
    expect(ships(s, '5:gate', 1)).toEqual({ fresh: 2, damaged: 0 });
    // Mikah controlled gate 5 (checked before moving in): the Catapult stops; back to the menu.
    expectDecision(s, 'turn/actions', 1);
  });

  it('GIVEN a Catapult THEN ships may be dropped off on the way', () => {
    const s = play(start(), 'lead:MOB4', 'no', 'pip:move', 'from:4:arrow', 'to:4:gate', 'n:2', 'to:1:gate', 'n:1', 'stop');
    expect(ships(s, '4:gate', 1)).toEqual({ fresh: 1, damaged: 0 });
    expect(ships(s, '1:gate', 1)).toEqual({ fresh: 1, damaged: 0 });
  });

  it('GIVEN ships moving from a system without a Loyal starport THEN the move ends after one system', () => {
    const s = play(start(), 'lead:MOB4', 'no', 'pip:move', 'from:4:arrow', 'to:4:gate', 'n:2', 'stop', 'pip:move', 'from:4:gate', 'to:5:gate', 'n:2');
    expect(ships(s, '5:gate', 1)).toEqual({ fresh: 2, damaged: 0 });
    expectDecision(s, 'turn/actions', 1);
  });
});

describe('Playing a Chapter: the Surpass, Copy and Pivot examples', () => {
  it('GIVEN a declared lead card (number 0) THEN a 5 of its suit Surpasses, a Pivot gets 1 action, and the Surpasser takes the initiative', () => {
    let s = position({
      options: { setup: '3p-frontiers' },
      players: [
        { hand: ['CON3', 'ADM4'] },
        { hand: ['AGG2', 'CON2'] },
        { hand: ['CON5', 'MOB2'] },
      ],
      map: {
        '1:hex': { ships: [{ owner: 0, fresh: 2, damaged: 0 }], slots: [{ owner: 0, type: 'starport', damaged: false }, null] },
        '4:hex': { ships: [{ owner: 1, fresh: 2, damaged: 0 }] },
        '5:hex': { ships: [{ owner: 2, fresh: 1, damaged: 0 }], slots: [{ owner: 2, type: 'starport', damaged: false }, null] },
      },
    });
    s = play(s, 'lead:CON3', 'declare:tyrant');
    // Declaring keeps the card's 3 pips.
    expect(say(expectDecision(s, 'turn/actions', 0).prompt, s)).toContain('3 actions');
    // With one pip left and nothing buildable or repairable, the turn ends by itself.
    s = play(s, 'pip:build', 'ship', 'sys:1:hex', 'pip:build', 'city', 'sys:1:hex');
    // Dane: CON2 can Surpass a 0; AGG2 Pivots.
    expectDecision(s, 'turn/play', 1);
    expect(optionIds(s)).toEqual(expect.arrayContaining(['surpass:CON2', 'pivot:AGG2', 'copy:AGG2', 'copy:CON2']));
    s = play(s, 'pivot:AGG2', 'no');
    expect(say(expectDecision(s, 'turn/actions', 1).prompt, s)).toContain('1 action');
    s = play(s, 'pip:move', 'from:4:hex', 'to:4:crescent', 'n:2');
    // Lotus Surpasses with the 5 and builds twice.
    s = play(s, 'surpass:CON5', 'no', 'pip:build', 'ship', 'sys:5:hex', 'pip:build', 'city', 'sys:5:hex');
    expect(ships(s, '5:hex', 2)).toEqual({ fresh: 2, damaged: 0 });
    expect(s.initiative).toBe(2);
    expect(s.round?.plays ?? []).toEqual([]);
    expect(s.actionDiscard).toEqual(expect.arrayContaining(['CON3', 'AGG2', 'CON5']));
  });
});

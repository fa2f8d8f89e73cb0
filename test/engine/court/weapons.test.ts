/** Weapon and Fuel battle Guilds: ARCS-BC08 Gatekeepers, BC12 Prison Wardens, BC13 Skirmishers, BC14 Court Enforcers, BC15 Loyal Marines' Prelude. */
import { describe, expect, it } from 'vitest';
import { openDecision } from '../../../src/engine/index.ts';
import { say } from '../../../src/text/say.ts';
import { expectDecision, play, ships } from '../helpers.ts';
import { act, expectFired, game, holds, ids, turn } from './court-helpers.ts';

const gateBattle = (held: string[], at = '1:gate') =>
  game({
    players: [{ court: held.map((id) => ({ id })) }],
    map: { [at]: { ships: [{ owner: 0, fresh: 2, damaged: 0 }, { owner: 1, fresh: 1, damaged: 0 }], ...(at === '1:gate' ? {} : { slots: [null, null] }) } },
  });

describe('ARCS-BC08 Gatekeepers', () => {
  it('ARCS-BC08: "When you battle in a gate, you may collect 2 more dice"', () => {
    let s = turn(gateBattle([]), 'lead:AGG2');
    s = play(s, 'pip:battle', 'sys:1:gate');
    expect(ids(s)[0]).toBe('assault:2');
    s = turn(gateBattle(['ARCS-BC08']), 'lead:AGG2');
    s = play(s, 'pip:battle', 'sys:1:gate');
    expect(ids(s)[0]).toBe('assault:4');
    s = play(s, 'assault:1', 'skirmish:3');
    expectFired(s, 'ARCS-BC08');
  });

  it('ARCS-BC08: no extra dice when the battle is not in a gate', () => {
    let s = turn(gateBattle(['ARCS-BC08'], '4:arrow'), 'lead:AGG2');
    s = play(s, 'pip:battle', 'sys:4:arrow');
    expect(ids(s)[0]).toBe('assault:2');
  });

  it('ARCS-BC08: Prelude: discard this to place 1 ship in each gate (unless out of play)', () => {
    let s = turn(game({ players: [{ court: [{ id: 'ARCS-BC08' }] }] }), 'lead:ADM2');
    s = play(s, 'fx:ARCS-BC08:use');
    // 3p Frontiers: clusters 2 and 3 are out of play.
    for (const g of ['1:gate', '4:gate', '5:gate', '6:gate']) expect(ships(s, g, 0).fresh).toBe(1);
    expect(s.map['2:gate']).toBeUndefined();
    expect(s.courtDiscard).toContain('ARCS-BC08');
  });
});

describe('ARCS-BC12 Prison Wardens', () => {
  const wardens = () => game({ players: [{ court: [{ id: 'ARCS-BC12' }], captives: [0, 2, 1] }] });

  it('ARCS-BC12: "Pressgang (Build): Return any number of your Captives to gain any 1 resource for each"', () => {
    let s = turn(wardens(), 'lead:CON2');
    expect(ids(s)).toContain('pip:x:ARCS-BC12:pressgang');
    s = play(s, 'pip:x:ARCS-BC12:pressgang');
    expectDecision(s, 'fx/pressgang', 0);
    expect(ids(s)).toContain('cap:2:relic');
    s = act(s, 'cap:1:relic', 'cap:2:psionic', 'stop');
    expect(s.players[0]!.captives).toEqual([0, 1, 0]);
    expect(s.players[0]!.resources.filter(Boolean).sort()).toEqual(['psionic', 'relic']);
    expect(s.players[1]!.supply.agents).toBe(10 - 1);
  });

  it('ARCS-BC12: "Execute (Influence): Move any number of your Captives to your Trophies"', () => {
    let s = turn(wardens(), 'lead:ADM2');
    s = play(s, 'pip:x:ARCS-BC12:execute', 'all');
    expect(s.players[0]!.captives).toEqual([0, 0, 0]);
    expect(s.players[0]!.trophies).toEqual([{ owner: 1, piece: 'agent', count: 2 }, { owner: 2, piece: 'agent', count: 1 }]);
  });

  it('ARCS-BC12: no Pressgang or Execute without Captives', () => {
    const s = turn(game({ players: [{ court: [{ id: 'ARCS-BC12' }] }] }), 'lead:ADM2');
    expect(ids(s).some((o) => o.includes(':x:'))).toBe(false);
  });
});

describe('"Prelude: You may discard this to place 3 ships in a system you control" (ARCS-BC12, BC13, BC14, BC15)', () => {
  for (const id of ['ARCS-BC12', 'ARCS-BC13', 'ARCS-BC14', 'ARCS-BC15']) {
    it(`${id}: places 3 fresh ships in a system you control`, () => {
      let s = turn(game({ players: [{ court: [{ id }] }] }), 'lead:ADM2');
      s = play(s, `fx:${id}:use`);
      expect(ids(s)).toEqual(['sys:1:hex']);
      s = play(s, 'sys:1:hex');
      expect(ships(s, '1:hex', 0).fresh).toBe(6);
      expect(holds(s, 0, id)).toBe(false);
      expectFired(s, id);
    });
  }
});

describe('ARCS-BC13 Skirmishers', () => {
  // Skirmish faces 0-2 hit, 3-5 blank. 1 Weapon resource + the Skirmishers' own Weapon suit = 2 icons.
  const start = (rigged: number[]) =>
    game({
      riggedDice: rigged,
      players: [{ court: [{ id: 'ARCS-BC13' }], resources: ['weapon'] }],
      map: { '1:gate': { ships: [{ owner: 0, fresh: 3, damaged: 0 }, { owner: 1, fresh: 3, damaged: 0 }] } },
    });

  it('ARCS-BC13: "After you roll in battle, you may reroll a number of skirmish dice up to your total Weapon icons"', () => {
    let s = turn(start([3, 4, 0, 1, 2]), 'lead:AGG2');
    s = play(s, 'pip:battle', 'sys:1:gate', 'assault:0', 'skirmish:3');
    expectDecision(s, 'fx/reroll', 0);
    // 2 blanks, 1 hit; at most 2 dice.
    expect(ids(s)).toEqual(['none', 're:2:0', 're:1:0', 're:1:1', 're:0:1']);
    s = play(s, 're:2:0');
    expectFired(s, 'ARCS-BC13');
    // 3 hits on the 3 fresh defenders.
    expectDecision(s, 'battle/assign', 0);
    expect(say(openDecision(s)!.prompt, s)).toContain('3 hits');
  });

  it('ARCS-BC13: FAQ: you can reroll only once', () => {
    let s = turn(start([3, 4, 5, 3, 4, 5]), 'lead:AGG2');
    s = play(s, 'pip:battle', 'sys:1:gate', 'assault:0', 'skirmish:3', 're:2:0');
    expect(openDecision(s)?.kind).not.toBe('fx/reroll');
  });

  it('ARCS-BC13: no reroll offered without skirmish dice', () => {
    let s = turn(start([5, 5, 5]), 'lead:AGG2');
    s = play(s, 'pip:battle', 'sys:1:gate', 'assault:3');
    expect(openDecision(s)?.kind).not.toBe('fx/reroll');
  });
});

describe('ARCS-BC14 Court Enforcers', () => {
  // Enforcers' own Weapon suit + 2 Weapon resources = 3 icons.
  const start = (lead = 'AGG2', resources = ['weapon', 'weapon']) =>
    game({
      players: [{ court: [{ id: 'ARCS-BC14' }], resources, hand: [lead, 'ADM2'] }],
      court: [{ card: 'ARCS-BC26', agents: [1, 1, 1] }, { card: 'ARCS-BC27', agents: [0, 2, 1] }, { card: 'ARCS-BC31', agents: [0, 0, 0] }],
    });

  it('ARCS-BC14: "Abduct (Battle): Capture all Rival agents from a card in the Court that has fewer Rival agents than your Weapon icons"', () => {
    let s = turn(start(), 'lead:AGG2');
    // No standard battle is possible, but Abduct is.
    expect(ids(s)).not.toContain('pip:battle');
    s = play(s, 'pip:x:ARCS-BC14:abduct');
    expect(ids(s)).toEqual(['card:0']); // card 1 has 3 Rival agents: not fewer than 3
    s = play(s, 'card:0');
    expect(s.court[0]!.agents).toEqual([1, 0, 0]);
    expect(s.players[0]!.captives).toEqual([0, 1, 1]);
    expectFired(s, 'ARCS-BC14');
  });

  it('ARCS-BC14: a new action replaces Battle even when a Weapon made the pips able to battle (Other Actions, New Actions)', () => {
    let s = turn(start('CON2', ['weapon', 'weapon', 'weapon']), 'lead:CON2');
    expect(ids(s)).toContain('res:0:weapon');
    s = play(s, 'res:0:weapon');
    expect(ids(s)).toContain('pip:x:ARCS-BC14:abduct');
  });
});

/**
 * Resources and the Prelude (base rulebook, Resources; Other Actions, Prelude Actions;
 * Destroying Cities, Outrage). 3 players on 3p Frontiers; seat 0 leads unless stated.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/types.ts';
import { expectDecision, optionIds, play, position, ships, type Sparse } from './helpers.ts';

const COURT = [{ card: 'ARCS-BC10', agents: [1, 0, 0] }, { card: 'ARCS-BC11' }, { card: 'ARCS-BC16' }, { card: 'ARCS-BC20' }];

function game(p0: Sparse, extra: Sparse = {}, others: Sparse[] = [{ hand: ['MOB2', 'MOB3'] }, { hand: ['CON2', 'CON3'] }]): GameState {
  return position({
    options: { setup: '3p-frontiers' },
    court: COURT,
    players: [{ hand: ['ADM4', 'ADM3'], ...p0 }, ...others],
    map: {
      '1:hex': {
        ships: [{ owner: 0, fresh: 2, damaged: 1 }],
        slots: [{ owner: 0, type: 'city', damaged: false }, { owner: 0, type: 'starport', damaged: false }],
      },
      '5:hex': { ships: [{ owner: 1, fresh: 2, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: false }, null] },
      '6:crescent': { ships: [{ owner: 2, fresh: 2, damaged: 0 }, { owner: 0, fresh: 1, damaged: 0 }], slots: [{ owner: 2, type: 'city', damaged: false }, null] },
    },
    ...extra,
  });
}

const resOptions = (s: GameState) => optionIds(s).filter((o) => o.startsWith('res:'));

describe('Resources: spending each resource for its Prelude action (Resources)', () => {
  it('GIVEN a Material THEN it takes a Build or Repair action, whatever the played card', () => {
    let s = game({ resources: ['material', null] });
    s = play(s, 'lead:ADM4', 'no');
    expect(resOptions(s)).toEqual(['res:0:build', 'res:0:repair']);
    s = play(s, 'res:0:build', 'ship', 'sys:1:hex');
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 3, damaged: 1 });
    // Back in the Prelude menu with all 3 pips of Administration 4.
    expectDecision(s, 'turn/actions', 0);
    expect(s.players[0]!.resources[0]).toBeNull();
  });

  it('GIVEN a Fuel THEN it takes a Move action', () => {
    let s = game({ resources: ['fuel', null] });
    s = play(s, 'lead:ADM4', 'no');
    expect(resOptions(s)).toEqual(['res:0:move']);
    s = play(s, 'res:0:move', 'from:1:hex', 'to:1:gate', 'n:2', 'n:0');
    expect(ships(s, '1:gate', 0)).toEqual({ fresh: 2, damaged: 0 });
  });

  it('GIVEN a Weapon THEN the pips of the played card may battle this turn', () => {
    let s = game({ resources: ['weapon', null] });
    s = play(s, 'lead:ADM4', 'no');
    expect(optionIds(s)).not.toContain('pip:battle');
    expect(resOptions(s)).toEqual(['res:0:weapon']);
    s = play(s, 'res:0:weapon');
    expect(optionIds(s)).toContain('pip:battle');
    s = play(s, 'pip:battle', 'sys:6:crescent');
    expectDecision(s, 'act/battle', 0);
  });

  it('GIVEN a Weapon spent THEN other resources still cannot take Battle actions', () => {
    const s = play(game({ resources: ['weapon', 'fuel'] }), 'lead:ADM4', 'no', 'res:0:weapon');
    expect(resOptions(s)).toEqual(['res:1:move']);
  });

  it('GIVEN a Relic THEN it takes a Secure action', () => {
    let s = game({ resources: ['relic', null] });
    s = play(s, 'lead:ADM4', 'no');
    expect(resOptions(s)).toEqual(['res:0:secure']);
    s = play(s, 'res:0:secure', 'card:0');
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-BC10']);
  });

  it('GIVEN a Psionic THEN it takes an action of the lead card, even for a player who Pivoted', () => {
    let s = game({ hand: ['ADM4', 'ADM3'] }, {}, [{ hand: ['MOB2', 'MOB3'], resources: ['psionic', null] }, { hand: ['CON2', 'CON3'] }]);
    s = play(s, 'lead:ADM4', 'no', 'end', 'pivot:MOB2', 'no');
    // Administration: tax, repair or influence (Seat 1 has a city to tax and agents to place).
    expect(resOptions(s)).toEqual(['res:0:tax', 'res:0:influence']);
    s = play(s, 'res:0:tax', 'city:5:hex:0');
    // The spent Psionic is out of the slots until the Prelude ends; the new one takes the 3-key slot.
    expect(s.players[1]!.resources[0]).toBe('psionic');
  });
});

describe('Prelude Actions: timing and returning resources (Other Actions, Prelude Actions)', () => {
  it('GIVEN resources spent in the Prelude THEN they return to the supply only when it ends, so they cannot be regained before', () => {
    // All 5 Material are held: seat 0 holds 1, seat 1 holds 4.
    // Seat 1 has two cities off the board (one on the map, one in seat 2's Trophies): four open slots.
    let s = game(
      { resources: ['material', 'psionic'] },
      {},
      [{ hand: ['MOB2', 'MOB3'], resources: ['material', 'material', 'material', 'material'] }, { hand: ['CON2', 'CON3'], trophies: [{ owner: 1, piece: 'city', count: 1 }] }],
    );
    expect(s.supply.material).toBe(0);
    s = play(s, 'lead:ADM4', 'no', 'res:0:build', 'ship', 'sys:1:hex');
    expect(s.supply.material).toBe(0);
    // Psionic: an Administration action. Taxing the Material city now gains nothing.
    s = play(s, 'res:1:tax', 'city:1:hex:0');
    expect(s.players[0]!.resources).toEqual([null, null, null, null, null, null]);
    // The first pip ends the Prelude: both spent resources go back.
    s = play(s, 'pip:influence', 'card:1');
    expect(s.supply.material).toBe(1);
    expect(s.supply.psionic).toBe(5);
  });

  it('GIVEN an action pip spent THEN the Prelude is over and resources can no longer be spent', () => {
    let s = game({ resources: ['fuel', 'material'] });
    s = play(s, 'lead:ADM4', 'no');
    expect(resOptions(s).length).toBeGreaterThan(0);
    s = play(s, 'pip:influence', 'card:1');
    expect(resOptions(s)).toEqual([]);
    expect(s.players[0]!.resources.slice(0, 2)).toEqual(['fuel', 'material']);
  });

  it('GIVEN a card secured in this Prelude THEN its Prelude actions cannot be used in the same Prelude', () => {
    const map = { '6:gate': { ships: [{ owner: 0, fresh: 1, damaged: 0 }] }, '4:gate': { ships: [{ owner: 1, fresh: 1, damaged: 0 }] }, '5:gate': { ships: [{ owner: 2, fresh: 1, damaged: 0 }] } };
    const hands = [{ hand: ['MOB2'] }, { hand: ['CON2'] }];
    // Admin Union: "Prelude: You may place this card next to a face-up played Administration card."
    const secured = play(
      position({ options: { setup: '3p-frontiers' }, map, court: [{ card: 'ARCS-BC04', agents: [1, 0, 0] }, { card: 'ARCS-BC11' }], players: [{ hand: ['ADM4'], resources: ['relic', null] }, ...hands] }),
      'lead:ADM4', 'no', 'res:0:secure', 'card:0',
    );
    expect(secured.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-BC04']);
    expect(optionIds(secured).filter((o) => o.startsWith('fx:ARCS-BC04'))).toEqual([]);
    // Held from before the turn, the same card offers its Prelude action.
    const held = play(
      position({ options: { setup: '3p-frontiers' }, map, court: [{ card: 'ARCS-BC11' }], players: [{ hand: ['ADM4'], court: [{ id: 'ARCS-BC04' }] }, ...hands] }),
      'lead:ADM4', 'no',
    );
    expect(optionIds(held).filter((o) => o.startsWith('fx:ARCS-BC04')).length).toBeGreaterThan(0);
  });

  it('GIVEN a player who passes the initiative THEN no resources are spent', () => {
    const s = play(game({ resources: ['fuel', null] }), 'pass');
    expect(s.players[0]!.resources[0]).toBe('fuel');
    expectDecision(s, 'turn/play', 1);
  });
});

describe('Outrage blocks Prelude spending (Destroying Cities, Outrage)', () => {
  it('GIVEN Material Outrage THEN Material cannot be spent, while other resources still can', () => {
    const s = play(game({ resources: ['material', 'fuel'], outrage: [{ resource: 'material', agent: true }] }), 'lead:ADM4', 'no');
    expect(resOptions(s)).toEqual(['res:1:move']);
  });

  it('GIVEN Material Outrage THEN a Material city can still be taxed', () => {
    const s = play(game({ resources: [null, null], outrage: [{ resource: 'material', agent: true }] }), 'lead:ADM4', 'no', 'pip:tax', 'city:1:hex:0');
    expect(s.players[0]!.resources[0]).toBe('material');
  });
});

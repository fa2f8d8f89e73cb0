/** Psionic and Relic Guilds: ARCS-BC16 Lattice Spies, BC17 Farseers, BC18 Secret Order, BC20 Silver-Tongues, BC22 Sworn Guardians, BC23 Elder Broker, BC24 Relic Fence, BC25 Galactic Bards. */
import { describe, expect, it } from 'vitest';
import { say } from '../../../src/text/say.ts';
import { actionDeckFor } from '../../../src/data/action-cards.ts';
import { openDecision, viewFor } from '../../../src/engine/index.ts';
import { expectDecision, play, position } from '../helpers.ts';
import { act, expectFired, finish, game, holds, ids, shown, turn } from './court-helpers.ts';

describe('ARCS-BC16 Lattice Spies', () => {
  const start = () => game({ players: [{ hand: ['ADM2'] }, { court: [{ id: 'ARCS-BC16' }], hand: ['MOB3', 'ADM3'], resources: ['fuel'] }] });

  it('ARCS-BC16: "Prelude: Before any other actions, you may discard this to seize the initiative"', () => {
    let s = finish(turn(start(), 'lead:ADM2'));
    s = play(s, 'pivot:MOB3', 'no');
    expect(ids(s)).toContain('fx:ARCS-BC16:use');
    s = play(s, 'fx:ARCS-BC16:use');
    expect(s.initiative).toBe(1);
    expect(s.round!.seized).toBe(1);
    expect(s.courtDiscard).toContain('ARCS-BC16');
    expectFired(s, 'ARCS-BC16');
  });

  it('ARCS-BC16: not after another action this turn', () => {
    let s = finish(turn(start(), 'lead:ADM2'));
    s = play(s, 'pivot:MOB3', 'no', 'res:0:move');
    s = play(s, openDecision(s)!.options[0]!.id); // pick a system to move from
    while (openDecision(s)?.kind === 'act/move') s = play(s, openDecision(s)!.options[0]!.id);
    expect(ids(s)).not.toContain('fx:ARCS-BC16:use');
  });

  it('ARCS-BC16: FAQ: you can discard it even if you cannot seize (you have the initiative)', () => {
    let s = game({ players: [{ court: [{ id: 'ARCS-BC16' }] }] });
    s = turn(s, 'lead:ADM2');
    s = play(s, 'fx:ARCS-BC16:use');
    expect(holds(s, 0, 'ARCS-BC16')).toBe(false);
    expect(s.round!.seized).toBeNull();
    expect(s.initiative).toBe(0);
  });
});

describe('ARCS-BC17 Farseers', () => {
  const rest = (hands: string[]) => actionDeckFor(3).filter((c) => !hands.includes(c));

  it('ARCS-BC17: "When you declare an ambition, look at a Rival\'s hand. You may swap 1 card with them" (secret)', () => {
    let s = game({ players: [{ court: [{ id: 'ARCS-BC17' }] }] });
    s = play(s, 'lead:ADM2', 'declare:tycoon');
    expectDecision(s, 'fx/farseers-peek', 0);
    expect(shown(s)).toEqual({ prompt: "Farseers: look at which Rival's hand?", labels: ["Look at Blue's hand", "Look at Yellow's hand"] });
    s = play(s, 'rival:1');
    const d = expectDecision(s, 'fx/farseers-peek', 0);
    expect(d.secret).toBe(true);
    expect(ids(s)).toEqual(['noswap', 'take:ADM3', 'take:CON3', 'take:AGG3']);
    expect(shown(s)).toEqual({
      prompt: "Farseers: Blue's hand. You may swap 1 card with them.",
      labels: ['Do not swap', 'Take their Administration 3', 'Take their Construction 3', 'Take their Aggression 3'],
    });
    // Nobody else sees the options (the Rival's cards).
    expect(viewFor(s, 1).decision!.options).toBeUndefined();
    expect(JSON.stringify(viewFor(s, null))).not.toContain('CON3');
    s = play(s, 'take:CON3');
    expect(ids(s)).toEqual(['give:CON2', 'give:AGG2', 'give:MOB2']);
    expect(shown(s)).toEqual({ prompt: 'Farseers: give them which card?', labels: ['Give your Construction 2', 'Give your Aggression 2', 'Give your Mobilization 2'] });
    s = play(s, 'give:MOB2');
    expect(s.players[0]!.hand.sort()).toEqual(['AGG2', 'CON2', 'CON3']);
    expect(s.players[1]!.hand.sort()).toEqual(['ADM3', 'AGG3', 'MOB2']);
    expectFired(s, 'ARCS-BC17');
    expectDecision(s, 'turn/actions', 0);
  });

  it('ARCS-BC17: FAQ: discarding 2 cards plus Farseers draws 3 from the bottom of the action discard pile', () => {
    const hands = ['ADM2', 'CON2', 'AGG2', 'MOB2', 'ADM3', 'CON3', 'AGG3', 'ADM4', 'CON4', 'AGG4'];
    const pile = rest(hands);
    let s = game({ players: [{ court: [{ id: 'ARCS-BC17' }] }], actionDiscard: pile });
    s = turn(s, 'lead:ADM2');
    s = play(s, 'fx:ARCS-BC17:use');
    expect(openDecision(s)!.secret).toBe(true);
    s = play(s, 'pick:CON2', 'pick:AGG2', 'done');
    expect(s.players[0]!.hand.sort()).toEqual(['MOB2', ...pile.slice(0, 3)].sort());
    expect(s.actionDiscard.slice(-2).sort()).toEqual(['AGG2', 'CON2']);
    expect(s.courtDiscard).toContain('ARCS-BC17');
  });

  it('ARCS-BC17: FAQ: you may discard zero cards beyond Farseers: draw 1', () => {
    const hands = ['ADM2', 'CON2', 'AGG2', 'MOB2', 'ADM3', 'CON3', 'AGG3', 'ADM4', 'CON4', 'AGG4'];
    const pile = rest(hands);
    let s = game({ players: [{ court: [{ id: 'ARCS-BC17' }] }], actionDiscard: pile });
    s = turn(s, 'lead:ADM2');
    s = play(s, 'fx:ARCS-BC17:use', 'done');
    expect(s.players[0]!.hand.sort()).toEqual(['AGG2', 'CON2', 'MOB2', pile[0]!].sort());
  });

  it('ARCS-BC17: FAQ: with a very small discard pile, the discarded cards are shuffled onto it first (and can come back)', () => {
    const hands = ['ADM2', 'CON2', 'AGG2', 'MOB2', 'ADM3', 'CON3', 'AGG3', 'ADM4', 'CON4', 'AGG4'];
    let s = game({ players: [{ court: [{ id: 'ARCS-BC17' }] }], actionDiscard: [], actionDeck: rest(hands) });
    s = turn(s, 'lead:ADM2');
    s = play(s, 'fx:ARCS-BC17:use', 'pick:CON2', 'pick:AGG2', 'done');
    // 3 to draw, only the 2 just discarded are in the pile.
    expect(s.players[0]!.hand.sort()).toEqual(['AGG2', 'CON2', 'MOB2']);
    expect(s.actionDiscard).toEqual([]);
  });
});

describe('ARCS-BC18 Secret Order', () => {
  it('ARCS-BC18: "When you declare Keeper or Empath, do not place the zero marker"', () => {
    let s = game({ players: [{ court: [{ id: 'ARCS-BC18' }], hand: ['ADM5'] }, { hand: ['ADM6', 'ADM3'] }] });
    s = finish(play(s, 'lead:ADM5', 'declare:keeper'));
    expect(s.round!.noZero).toBe(true);
    expectFired(s, 'ARCS-BC18');
    // The lead number stays 5: only the 6 Surpasses.
    expect(ids(s).filter((o) => o.startsWith('surpass'))).toEqual(['surpass:ADM6']);
  });

  it('ARCS-BC18: declaring another ambition places the zero marker as usual', () => {
    let s = game({ players: [{ court: [{ id: 'ARCS-BC18' }], hand: ['ADM2'] }, { hand: ['ADM6', 'ADM3'] }] });
    s = finish(play(s, 'lead:ADM2', 'declare:tycoon'));
    expect(s.round!.noZero).toBeUndefined();
    expect(ids(s).filter((o) => o.startsWith('surpass'))).toEqual(['surpass:ADM6', 'surpass:ADM3']);
  });
});

describe('ARCS-BC20 Silver-Tongues', () => {
  it('ARCS-BC20: "Prelude: You may discard this to steal a Guild card or resource"', () => {
    let s = game({ players: [{ court: [{ id: 'ARCS-BC20' }] }, { resources: ['relic'], court: [{ id: 'ARCS-BC02' }] }] });
    s = turn(s, 'lead:ADM2');
    s = play(s, 'fx:ARCS-BC20:use');
    expect(ids(s)).toEqual(['res:1:0', 'card:1:ARCS-BC02']);
    s = play(s, 'card:1:ARCS-BC02');
    expect(holds(s, 0, 'ARCS-BC02')).toBe(true);
    expect(holds(s, 1, 'ARCS-BC02')).toBe(false);
    expectFired(s, 'ARCS-BC20');
  });

  it('ARCS-BC20: FAQ: you can discard it even if you cannot steal anything', () => {
    let s = turn(game({ players: [{ court: [{ id: 'ARCS-BC20' }] }] }), 'lead:ADM2');
    s = play(s, 'fx:ARCS-BC20:use');
    expect(holds(s, 0, 'ARCS-BC20')).toBe(false);
    expectDecision(s, 'turn/actions', 0);
  });

  it('ARCS-BC20: a stolen Guild card keeps its place in the thief\'s Prelude (stealing is not securing)', () => {
    let s = game({ players: [{ court: [{ id: 'ARCS-BC20' }] }, { court: [{ id: 'ARCS-BC24' }], resources: ['fuel'] }] , });
    s = turn(s, 'lead:ADM2');
    s = play(s, 'fx:ARCS-BC20:use', 'card:1:ARCS-BC24');
    expect(ids(s).some((o) => o.startsWith('fx:ARCS-BC24'))).toBe(false); // seat 0 has no resource to discard
  });
});

describe('ARCS-BC20 Silver-Tongues: big choices are split for Discord menus', () => {
  it('ARCS-BC20: 25 or more things to steal: pick the Rival first', () => {
    const guilds = ['02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '21'].map((n) => ({ id: `ARCS-BC${n}` }));
    let s = game({
      players: [{ court: [{ id: 'ARCS-BC20' }] }, { court: guilds.slice(0, 10), resources: ['fuel', 'relic', 'weapon'] }, { court: guilds.slice(10), resources: ['fuel', 'relic', 'weapon'] }],
    });
    s = turn(s, 'lead:ADM2');
    s = play(s, 'fx:ARCS-BC20:use');
    expect(ids(s)).toEqual(['from:1', 'from:2']);
    expect(shown(s)).toEqual({ prompt: 'Steal from which Rival?', labels: ['Steal from Blue', 'Steal from Yellow'] });
    s = play(s, 'from:2');
    expect(ids(s)).toHaveLength(3 + 9);
    s = play(s, 'card:2:ARCS-BC21');
    expect(holds(s, 0, 'ARCS-BC21')).toBe(true);
  });
});

describe('ARCS-BC22 Sworn Guardians', () => {
  // Red raids Blue's city on 4:hex with 2 raid dice, both intercept + 2 keys (no fresh defenders: no hits).
  const raid = () =>
    game({
      riggedDice: [0, 0],
      players: [{}, { court: [{ id: 'ARCS-BC22' }, { id: 'ARCS-BC02' }], resources: ['material', 'fuel'] }],
      map: { '4:hex': { ships: [{ owner: 0, fresh: 2, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: false }] } },
    });

  it('ARCS-BC22: "Rivals cannot steal your resources and other Guild cards": in battle they steal this first, then spend keys; "If this card is stolen, bury it"', () => {
    let s = turn(raid(), 'lead:AGG2');
    s = play(s, 'pip:battle', 'sys:4:hex', 'assault:0', 'skirmish:0', 'raid:2');
    expectDecision(s, 'battle/raid', 0);
    expect(ids(s)).toEqual(['card:ARCS-BC22', 'stop']);
    s = play(s, 'card:ARCS-BC22');
    // Buried: bottom of the Court deck, not in Red's play area.
    expect(s.courtDeck[s.courtDeck.length - 1]).toBe('ARCS-BC22');
    expect(holds(s, 0, 'ARCS-BC22')).toBe(false);
    expectFired(s, 'ARCS-BC22', 2); // it shielded the raid, then was buried
    // Now the rest can be stolen with the 3 keys left.
    expect(ids(s)).toEqual(['res:0', 'res:1', 'card:ARCS-BC02', 'stop']);
  });

  it('ARCS-BC22: card effects cannot steal from the holder either (Silver-Tongues sees only Sworn Guardians)', () => {
    let s = game({ players: [{ court: [{ id: 'ARCS-BC20' }] }, { court: [{ id: 'ARCS-BC22' }, { id: 'ARCS-BC02' }], resources: ['material'] }] });
    s = turn(s, 'lead:ADM2');
    s = play(s, 'fx:ARCS-BC20:use');
    expect(ids(s)).toEqual(['card:1:ARCS-BC22']);
    s = play(s, 'card:1:ARCS-BC22');
    expect(s.courtDeck[s.courtDeck.length - 1]).toBe('ARCS-BC22');
  });
});

describe('ARCS-BC23 Elder Broker', () => {
  // Red controls 4:hex (4 fresh ships against 3) where Blue has a Material city.
  const start = (blue = {}) =>
    game({
      players: [{ court: [{ id: 'ARCS-BC23' }], resources: ['relic'] }, { resources: ['material', 'fuel'], ...blue }],
      map: { '4:hex': { ships: [{ owner: 0, fresh: 4, damaged: 0 }, { owner: 1, fresh: 3, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: false }] } },
    });

  it('ARCS-BC23: "Trade (Tax): Choose a Rival city you control. Swap 1 resource with that Rival"', () => {
    let s = turn(start(), 'lead:ADM2');
    expect(ids(s)).toContain('pip:x:ARCS-BC23:trade');
    s = play(s, 'pip:x:ARCS-BC23:trade');
    expect(ids(s)).toEqual(['city:4:hex:1']);
    expect(shown(s)).toEqual({ prompt: 'Trade with the owner of which Rival city you control?', labels: ["Blue's city on Material planet 4 hex"] });
    s = play(s, 'city:4:hex:1');
    expect(shown(s)).toEqual({ prompt: 'Take which Material from Blue?', labels: ['Take their Material (slot 1)'] });
    s = play(s, 'take:0');
    expect(ids(s)).toEqual(['give:0']);
    expect(shown(s)).toEqual({ prompt: "Give Blue which resource they don't have?", labels: ['Give your Relic (slot 1)'] });
    s = act(s, 'give:0');
    expect(s.players[0]!.resources.filter(Boolean)).toEqual(['material']);
    expect(s.players[1]!.resources.filter(Boolean).sort()).toEqual(['fuel', 'relic']);
    // Trade is not Tax: no agent is captured.
    expect(s.players[0]!.captives).toEqual([0, 0, 0]);
    expectFired(s, 'ARCS-BC23');
  });

  it('ARCS-BC23: FAQ: Trade is not stealing and is not blocked by Sworn Guardians', () => {
    const s = turn(start({ court: [{ id: 'ARCS-BC22' }] }), 'lead:ADM2');
    expect(ids(s)).toContain('pip:x:ARCS-BC23:trade');
  });

  it('ARCS-BC23: no Trade if you would give a resource they already have', () => {
    const s = turn(start({ resources: ['material', 'relic'] }), 'lead:ADM2');
    expect(ids(s)).not.toContain('pip:x:ARCS-BC23:trade');
  });

  it('ARCS-BC23: Prelude: discard this to gain 1 Material, 1 Fuel, and 1 Weapon', () => {
    let s = turn(game({ players: [{ court: [{ id: 'ARCS-BC23' }] }] }), 'lead:ADM2');
    s = act(s, 'fx:ARCS-BC23:use');
    expect(s.players[0]!.resources.filter(Boolean).sort()).toEqual(['fuel', 'material', 'weapon']);
  });
});

describe('ARCS-BC24 Relic Fence', () => {
  it('ARCS-BC24: "Prelude: Once per turn, you may discard 1 resource to gain 1 Relic"', () => {
    let s = turn(game({ players: [{ court: [{ id: 'ARCS-BC24' }], resources: ['fuel', 'weapon'] }] }), 'lead:ADM2');
    expect(ids(s)).toEqual(expect.arrayContaining(['fx:ARCS-BC24:slot:0', 'fx:ARCS-BC24:slot:1']));
    s = act(s, 'fx:ARCS-BC24:slot:0');
    expect(s.players[0]!.resources.filter(Boolean).sort()).toEqual(['relic', 'weapon']);
    expect(s.supply.fuel).toBe(5);
    expect(ids(s).some((o) => o.startsWith('fx:ARCS-BC24'))).toBe(false);
    expectFired(s, 'ARCS-BC24');
  });
});

describe('ARCS-BC25 Galactic Bards', () => {
  it('ARCS-BC25: "When you Surpass or Pivot, before taking any actions, you may declare the ambition on your played card. Do not place the zero marker"', () => {
    let s = game({ players: [{ hand: ['ADM2'] }, { court: [{ id: 'ARCS-BC25' }], hand: ['CON3'] }, { hand: ['ADM4', 'CON4'] }] });
    s = finish(play(s, 'lead:ADM2', 'no'));
    s = play(s, 'pivot:CON3');
    expectDecision(s, 'fx/declare', 1);
    expect(ids(s)).toEqual(['declare:tyrant', 'no']);
    s = play(s, 'declare:tyrant');
    expect(s.ambitions.tyrant).toHaveLength(1);
    expect(s.round!.declared).toBe('tyrant');
    expect(s.round!.noZero).toBe(true);
    expectFired(s, 'ARCS-BC25');
    // The lead stays a 2: the next player may Surpass with the 4.
    s = finish(s);
    expect(ids(s)).toContain('surpass:ADM4');
  });

  it('ARCS-BC25: not if an ambition was already declared this round', () => {
    let s = game({ players: [{ hand: ['ADM2'] }, { court: [{ id: 'ARCS-BC25' }], hand: ['CON3'] }] });
    s = finish(play(s, 'lead:ADM2', 'declare:tycoon'));
    s = play(s, 'pivot:CON3');
    expect(openDecision(s)?.kind).not.toBe('fx/declare');
  });

  it('ARCS-BC25: FAQ: seizing the initiative and declaring happen in either order (the player picks)', () => {
    let s = game({ players: [{ hand: ['ADM2'] }, { court: [{ id: 'ARCS-BC25' }], hand: ['CON3', 'MOB3'] }] });
    s = finish(play(s, 'lead:ADM2', 'no'));
    s = play(s, 'pivot:CON3');
    const d = expectDecision(s, 'fx/order', 1);
    expect(d.options.map((o) => say(o.label, s))).toEqual(['Seize the initiative', 'Galactic Bards']);
    s = play(s, 'item:1', 'declare:tyrant');
    expectDecision(s, 'turn/seize', 1);
    s = play(s, 'seize:MOB3');
    expect(s.round!.seized).toBe(1);
    expect(s.round!.declared).toBe('tyrant');
  });

  it("ARCS-BC25: FAQ: with a '7' you may declare any ambition", () => {
    let s = position({
      options: { setup: '4p-mix-up-1' },
      players: [{ hand: ['ADM2'] }, { court: [{ id: 'ARCS-BC25' }], hand: ['ADM7'] }, { hand: ['CON4'] }, { hand: ['CON5'] }],
      map: { '1:gate': { ships: [0, 1, 2, 3].map((owner) => ({ owner, fresh: 1, damaged: 0 })) } },
    });
    s = finish(play(s, 'lead:ADM2', 'no'));
    s = play(s, 'surpass:ADM7');
    expectDecision(s, 'fx/declare', 1);
    expect(ids(s)).toEqual(['declare:tycoon', 'declare:tyrant', 'declare:warlord', 'declare:keeper', 'declare:empath', 'no']);
  });
});

/** The Vox cards: ARCS-BC26..BC31, resolved When Secured, then discarded (or shuffled back). */
import { describe, expect, it } from 'vitest';
import { actionDeckFor } from '../../../src/data/action-cards.ts';
import { checkInvariants, openDecision, viewFor } from '../../../src/engine/index.ts';
import { expectDecision, play, ships } from '../helpers.ts';
import { act, expectFired, finish, game, holds, ids, shown, turn } from './court-helpers.ts';

/** Red leads Aggression 2 and secures the Vox card in the Court's first spot. */
function secure(vox: string, over: Record<string, unknown> = {}, players: Record<string, unknown>[] = []) {
  const s = game({ court: [{ card: vox, agents: [1, 0, 0] }, { card: 'ARCS-BC01', agents: [0, 0, 0] }], ...over, players: [{ ...players[0] }, { ...players[1] }, { ...players[2] }] });
  return play(turn(s, 'lead:AGG2'), 'pip:secure', 'card:0');
}

describe('ARCS-BC26 Mass Uprising', () => {
  it('ARCS-BC26: "Choose a cluster on the map. You place 1 ship in each system of that cluster. Discard this card."', () => {
    let s = secure('ARCS-BC26');
    expectDecision(s, 'fx/mass-uprising', 0);
    expect(ids(s)).toEqual(['cluster:1', 'cluster:4', 'cluster:5', 'cluster:6']); // 2 and 3 are out of play
    s = play(s, 'cluster:4');
    for (const id of ['4:gate', '4:arrow', '4:crescent']) expect(ships(s, id, 0).fresh).toBe(1);
    expect(ships(s, '4:hex', 0).fresh).toBe(1);
    expect(s.courtDiscard).toContain('ARCS-BC26');
    expect(holds(s, 0, 'ARCS-BC26')).toBe(false);
    expectFired(s, 'ARCS-BC26');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('ARCS-BC26: FAQ: ships placed in the battle system after Ransacking it are not attacking ships (no raid)', () => {
    // 2 damaged Red ships attack Blue's damaged city; raid dice: self + building hit, self + key.
    let s = game({
      riggedDice: [3, 1],
      players: [{}, { resources: ['fuel'] }],
      map: { '4:hex': { ships: [{ owner: 0, fresh: 0, damaged: 2 }], slots: [{ owner: 1, type: 'city', damaged: true }] }, '4:arrow': { ships: [{ owner: 1, fresh: 1, damaged: 0 }] } },
      court: [{ card: 'ARCS-BC26', agents: [0, 1, 0] }],
    });
    s = turn(s, 'lead:AGG2');
    s = play(s, 'pip:battle', 'sys:4:hex', 'assault:0', 'skirmish:0', 'raid:2');
    // Both attackers destroyed, the city destroyed, the Court ransacked: Mass Uprising resolves.
    expectDecision(s, 'fx/mass-uprising', 0);
    s = play(s, 'cluster:4');
    expect(ships(s, '4:hex', 0).fresh).toBe(1);
    // The key cannot be spent: no attacking ship remains.
    expect(openDecision(s)?.kind).not.toBe('battle/raid');
    expect(s.players[1]!.resources[0]).toBe('fuel');
  });
});

describe('ARCS-BC27 Populist Demands', () => {
  it('ARCS-BC27: "You may declare any ambition. Discard this card."', () => {
    let s = secure('ARCS-BC27');
    expectDecision(s, 'fx/declare', 0);
    expect(ids(s)).toEqual(['declare:tycoon', 'declare:tyrant', 'declare:warlord', 'declare:keeper', 'declare:empath', 'no']);
    s = play(s, 'declare:warlord');
    expect(s.ambitions.warlord).toHaveLength(1);
    expect(s.courtDiscard).toContain('ARCS-BC27');
    expectFired(s, 'ARCS-BC27');
  });

  it('ARCS-BC27: "(An ambition marker must be Available.)": with none, nothing to declare', () => {
    const s = secure('ARCS-BC27', { ambitions: { tycoon: ['A'], tyrant: ['B'], warlord: ['C'] } });
    expect(openDecision(s)?.kind).not.toBe('fx/declare');
    expect(s.courtDiscard).toContain('ARCS-BC27');
  });

  it('ARCS-BC27: declaring with it is "declaring an ambition" for Farseers', () => {
    const s = play(secure('ARCS-BC27', {}, [{ court: [{ id: 'ARCS-BC17' }] }]), 'declare:tycoon');
    expectDecision(s, 'fx/farseers-peek', 0);
  });
});

describe('ARCS-BC28 Outrage Spreads', () => {
  it('ARCS-BC28: "Each player (even you) must Provoke Outrage of that type. Discard this card."', () => {
    let s = secure('ARCS-BC28', {}, [{ resources: ['relic'] }, { court: [{ id: 'ARCS-BC24' }] }, { court: [{ id: 'ARCS-BC21' }] }]);
    expect(ids(s)).toContain('none');
    s = play(s, 'type:relic');
    for (const p of s.players) expect(p.outrage.map((m) => m.resource)).toEqual(['relic']);
    expect(s.players[0]!.resources).not.toContain('relic');
    expect(holds(s, 1, 'ARCS-BC24')).toBe(false);
    expect(holds(s, 2, 'ARCS-BC21')).toBe(true); // Loyal Keepers stay
    expect(s.courtDiscard).toEqual(expect.arrayContaining(['ARCS-BC28', 'ARCS-BC24']));
    expectFired(s, 'ARCS-BC28');
  });

  it('ARCS-BC28: "You may": choosing no type changes nothing', () => {
    const s = play(secure('ARCS-BC28'), 'none');
    for (const p of s.players) expect(p.outrage).toEqual([]);
  });
});

describe('ARCS-BC29 Song of Freedom', () => {
  // Blue (not holding the initiative) Pivots with Aggression 3 and secures it.
  const blue = () => {
    const s = game({ court: [{ card: 'ARCS-BC29', agents: [0, 1, 0] }], players: [{ hand: ['ADM2'] }, { hand: ['AGG3', 'CON3'] }, {}] });
    return play(turn(finish(turn(s, 'lead:ADM2')), 'pivot:AGG3'), 'pip:secure', 'card:0');
  };

  it('ARCS-BC29: "You may return any one city you control to its player board. If you do, you may seize the initiative. Shuffle this card into the Court deck."', () => {
    let s = blue();
    expectDecision(s, 'fx/song', 1);
    expect(ids(s)).toEqual(['city:4:hex:0', 'no']);
    expect(shown(s)).toEqual({ prompt: 'Song of Freedom: you may return a city you control to its player board.', labels: ['Return your city on Material planet 4 hex', 'Return no city'] });
    s = play(s, 'city:4:hex:0');
    expect(s.map['4:hex']!.slots[0]).toBeNull();
    expect(s.players[1]!.boardCities).toBe(5);
    expect(ids(s)).toEqual(['seize', 'no']);
    expect(shown(s)).toEqual({ prompt: 'Song of Freedom: seize the initiative?', labels: ['Seize the initiative', 'Do not seize'] });
    s = play(s, 'seize');
    expect(s.initiative).toBe(1);
    expect(s.round!.seized).toBe(1);
    expect(s.courtDeck).toContain('ARCS-BC29');
    expect(s.courtDiscard).not.toContain('ARCS-BC29');
    expectFired(s, 'ARCS-BC29');
  });

  it('ARCS-BC29: FAQ: secured while leading (or after a seizure), you may return a city but you do not seize', () => {
    let s = secure('ARCS-BC29');
    expect(ids(s)).toEqual(['city:1:hex:0', 'no']);
    s = play(s, 'city:1:hex:0');
    expect(s.map['1:hex']!.slots[0]).toBeNull();
    expect(openDecision(s)?.kind).not.toBe('fx/song');
    expect(s.initiative).toBe(0);
    expect(s.courtDeck).toContain('ARCS-BC29');
  });
});

describe('ARCS-BC30 Guild Struggle', () => {
  it('ARCS-BC30: "You may steal 1 Guild card from a Rival. Shuffle all Guild cards from the Court discard pile into the Court deck. Discard Guild Struggle."', () => {
    let s = secure('ARCS-BC30', { courtDiscard: ['ARCS-BC02', 'ARCS-BC26'] }, [{}, { court: [{ id: 'ARCS-BC09' }], resources: ['fuel'] }]);
    expectDecision(s, 'fx/steal', 0);
    expect(ids(s)).toEqual(['card:1:ARCS-BC09', 'none']);
    s = play(s, 'card:1:ARCS-BC09');
    expect(holds(s, 0, 'ARCS-BC09')).toBe(true);
    expect(s.courtDeck).toContain('ARCS-BC02');
    expect(s.courtDiscard).toEqual(['ARCS-BC26', 'ARCS-BC30']);
    expectFired(s, 'ARCS-BC30');
  });
});

describe('ARCS-BC31 Call to Action', () => {
  it('ARCS-BC31: "Draw 1 action card from the bottom of the action discard pile. Discard Call to Action."', () => {
    const hands = ['ADM2', 'CON2', 'AGG2', 'MOB2', 'ADM3', 'CON3', 'AGG3', 'ADM4', 'CON4', 'AGG4'];
    const pile = actionDeckFor(3).filter((c) => !hands.includes(c));
    const s = secure('ARCS-BC31', { actionDiscard: pile });
    expect(s.players[0]!.hand).toContain(pile[0]);
    expect(s.actionDiscard).toEqual(pile.slice(1));
    expect(s.courtDiscard).toContain('ARCS-BC31');
    expectFired(s, 'ARCS-BC31');
    // The drawn card stays secret.
    expect(JSON.stringify(viewFor(s, 1))).not.toContain(`"${pile[0]}"`);
  });
});

describe('When Secured: a secured card is taken before the Court refills', () => {
  it('ARCS-BC26: the Vox card is in the play area only while it resolves (invariants hold mid-resolution)', () => {
    const s = secure('ARCS-BC26');
    expect(holds(s, 0, 'ARCS-BC26')).toBe(true);
    expect(checkInvariants(s)).toEqual([]);
    const after = act(s, 'cluster:1');
    expect(holds(after, 0, 'ARCS-BC26')).toBe(false);
  });
});

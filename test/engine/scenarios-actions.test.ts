/**
 * The standard actions other than Battle (base rulebook, Standard Actions: Tax, Build, Move,
 * Repair, Influence, Secure) and Resources (gaining into slots). 3 players on 3p Frontiers
 * (clusters 2 and 3 out of play); seat 0 leads unless stated.
 */
import { describe, expect, it } from 'vitest';
import { BASE_COURT_IDS } from '../../src/data/cards.ts';
import { controller } from '../../src/engine/index.ts';
import type { GameState } from '../../src/engine/types.ts';
import { say } from '../../src/text/say.ts';
import { expectDecision, optionIds, play, position, ships, type Sparse } from './helpers.ts';

const COURT = [{ card: 'ARCS-BC10' }, { card: 'ARCS-BC11' }, { card: 'ARCS-BC16' }, { card: 'ARCS-BC20' }];
const city = (owner: number, damaged = false) => ({ owner, type: 'city', damaged });
const port = (owner: number, damaged = false) => ({ owner, type: 'starport', damaged });
const fleet = (owner: number, fresh: number, damaged = 0) => ({ owner, fresh, damaged });

function game(map: Sparse, hands: string[][] = [['ADM4', 'ADM3'], ['MOB2', 'MOB3'], ['CON2', 'CON3']], extra: Sparse = {}, players: Sparse[] = []): GameState {
  return position({
    options: { setup: '3p-frontiers' },
    court: COURT,
    players: hands.map((hand, i) => ({ hand, ...players[i] })),
    map: {
      // Everyone keeps a ship somewhere, so nobody is eliminated at the end of a turn.
      '4:gate': { ships: [fleet(1, 1)] },
      '5:gate': { ships: [fleet(2, 1)] },
      '6:gate': { ships: [fleet(0, 1)] },
      ...map,
    },
    ...extra,
  });
}

describe('Tax (Standard Actions, Tax)', () => {
  // The rulebook example: Mikah taxes her Material city and Dane's Psionic city, which she controls.
  const start = () =>
    game({
      '1:hex': { ships: [fleet(0, 1)], slots: [city(0), null] },
      '5:hex': { ships: [fleet(0, 2), fleet(2, 1)], slots: [city(2), null] },
      '6:crescent': { ships: [fleet(0, 1), fleet(1, 1)], slots: [city(1), null] },
    });

  it('GIVEN a Loyal city and a Rival city she controls THEN she taxes both, gaining Material and Psionic and capturing 1 agent', () => {
    let s = play(start(), 'lead:ADM4', 'no', 'pip:tax');
    // Seat 1's Fuel city is in a tied system: nobody controls it, so it cannot be taxed.
    expect(optionIds(s)).toEqual(['city:1:hex:0', 'city:5:hex:0']);
    // The Material fills the 3-key slot by itself (the most protected slot is filled first).
    s = play(s, 'city:1:hex:0', 'pip:tax', 'city:5:hex:0');
    // Rearranging (Resources): she chooses which of the two keeps the 3-key slot.
    expect(optionIds(s)).toEqual(['keep:material', 'keep:psionic']);
    s = play(s, 'keep:psionic');
    expect(s.players[0]!.resources.slice(0, 3)).toEqual(['psionic', 'material', null]);
    expect(s.players[0]!.captives).toEqual([0, 0, 1]);
    expect(s.players[2]!.supply.agents).toBe(9);
  });

  it('GIVEN a Loyal city in a system a Rival controls THEN it can still be taxed (control matters only for Rival cities)', () => {
    const s = play(game({ '1:hex': { ships: [fleet(1, 2)], slots: [city(0), null] } }), 'lead:ADM4', 'no', 'pip:tax');
    expect(optionIds(s)).toEqual(['city:1:hex:0']);
  });

  it('GIVEN a city already taxed this turn THEN it cannot be taxed again (Tax Limit); next turn it can', () => {
    let s = play(start(), 'lead:ADM4', 'no', 'pip:tax', 'city:1:hex:0', 'pip:tax');
    expect(optionIds(s)).toEqual(['city:5:hex:0']);
    s = play(s, 'city:5:hex:0', 'keep:material');
    // Both cities taxed: Tax is no longer on the menu.
    expect(optionIds(s)).not.toContain('pip:tax');
    expect(s.turn!.taxed).toEqual(['1:hex/0', '5:hex/0']);
  });

  it('GIVEN an empty supply of the city\'s resource THEN taxing a Rival city still captures an agent', () => {
    let s = position({
      options: { setup: '3p-frontiers' }, court: COURT,
      players: [{ hand: ['ADM4'] }, { hand: ['MOB2'], resources: ['psionic', 'psionic', 'psionic'] }, { hand: ['CON2'], resources: ['psionic', 'psionic'] }],
      map: { '5:hex': { ships: [fleet(0, 2), fleet(2, 1)], slots: [city(2), city(1)] }, '4:gate': { ships: [fleet(1, 1)] } },
    });
    expect(s.supply.psionic).toBe(0);
    s = play(s, 'lead:ADM4', 'no', 'pip:tax', 'city:5:hex:0');
    expect(s.players[0]!.resources.every((r) => r === null)).toBe(true);
    expect(s.players[0]!.captives).toEqual([0, 0, 1]);
  });

  it('GIVEN a Rival with no agents in supply THEN taxing their city captures nothing (do the maximum possible)', () => {
    const s = play(
      game({ '5:hex': { ships: [fleet(0, 2)], slots: [city(2), null] } }, undefined, { court: [{ card: 'ARCS-BC10', agents: [0, 0, 10] }, ...COURT.slice(1)] }),
      'lead:ADM4', 'no', 'pip:tax', 'city:5:hex:0',
    );
    expect(s.players[0]!.captives).toEqual([0, 0, 0]);
    expect(s.players[0]!.resources).toContain('psionic');
  });
});

describe('Build (Standard Actions, Build)', () => {
  it('GIVEN the rulebook example THEN Dane builds a starport where he has a ship, then a ship at that starport', () => {
    let s = game({ '4:arrow': { ships: [fleet(2, 1)] } }, [['MOB2', 'MOB3'], ['ADM2', 'ADM3'], ['CON4', 'CON3']], { initiative: 2 });
    s = play(s, 'lead:CON4', 'no', 'pip:build');
    // Nothing else to build yet: no starport, so no ship; cities and starports need a Loyal piece.
    expect(optionIds(s)).toEqual(['city', 'starport']);
    s = play(s, 'starport');
    // 5:gate has a Loyal ship but gates have no building slots.
    expect(optionIds(s)).toEqual(['sys:4:arrow']);
    s = play(s, 'sys:4:arrow', 'pip:build', 'ship', 'sys:4:arrow');
    expect(s.map['4:arrow']!.slots[0]).toEqual(port(2));
    expect(ships(s, '4:arrow', 2)).toEqual({ fresh: 2, damaged: 0 });
  });

  it('GIVEN one starport THEN it builds only one ship per turn; a second starport builds another', () => {
    let s = game({ '1:hex': { ships: [fleet(0, 1)], slots: [port(0), null] }, '4:hex': { slots: [port(0)] } }, [['CON2', 'CON3'], ['MOB2'], ['ADM2']]);
    s = play(s, 'lead:CON2', 'no', 'pip:build', 'ship', 'sys:1:hex', 'pip:build', 'ship');
    expect(optionIds(s)).toEqual(['sys:4:hex']);
    s = play(s, 'sys:4:hex', 'pip:build');
    // Both starports have built: only buildings are left.
    expect(optionIds(s)).not.toContain('ship');
  });

  it('GIVEN a system controlled by a Rival THEN what you build there is placed damaged', () => {
    let s = game({ '1:hex': { ships: [fleet(0, 1), fleet(1, 2)], slots: [port(0), null] } }, [['CON2', 'CON3'], ['MOB2'], ['ADM2']]);
    s = play(s, 'lead:CON2', 'no', 'pip:build', 'ship', 'sys:1:hex', 'pip:build', 'city', 'sys:1:hex');
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 1, damaged: 1 });
    expect(s.map['1:hex']!.slots[1]).toEqual(city(0, true));
  });

  it('GIVEN more ships but fewer fresh ones THEN the Rival controls the system: damaged ships do not count (Damage & Control)', () => {
    const s = play(game({ '1:hex': { ships: [fleet(0, 1, 3), fleet(1, 2)], slots: [port(0), null] } }, [['CON2'], ['MOB2'], ['ADM2']]), 'lead:CON2', 'no', 'pip:build', 'ship', 'sys:1:hex');
    expect(controller(s, '1:hex')).toBe(1);
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 1, damaged: 4 });
  });

  it('GIVEN a tied system THEN nobody controls it and the piece is placed fresh', () => {
    const s = play(game({ '1:hex': { ships: [fleet(0, 1), fleet(1, 1)], slots: [port(0), null] } }, [['CON2'], ['MOB2'], ['ADM2']]), 'lead:CON2', 'no', 'pip:build', 'ship', 'sys:1:hex');
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 2, damaged: 0 });
  });

  it('GIVEN a city built THEN it is the leftmost on the board and opens the next resource slot', () => {
    let s = game({ '1:hex': { ships: [fleet(0, 1)], slots: [city(0), null] } }, [['CON2'], ['MOB2'], ['ADM2']]);
    expect(s.players[0]!.boardCities).toBe(4);
    s = play(s, 'lead:CON2', 'no', 'pip:build', 'city', 'sys:1:hex');
    expect(s.players[0]!.boardCities).toBe(3);
    // With two cities out, four slots are open: taxing twice now fills slots 1 and 4... see Resources.
    expect(s.map['1:hex']!.slots).toEqual([city(0), city(0)]);
  });

  it('GIVEN no piece of a kind left THEN it cannot be built (Pieces & Piece Limits)', () => {
    // All 15 ships, 5 starports and 5 cities of seat 0 are on the map; every slot near them is full.
    const s = play(
      game(
        {
          '1:hex': { ships: [fleet(0, 14)], slots: [port(0), city(0)] },
          '1:arrow': { slots: [port(0), port(0)] },
          '4:arrow': { slots: [port(0), port(0)] },
          '4:crescent': { ships: [fleet(1, 1)], slots: [city(0), city(0)] },
          '6:crescent': { slots: [city(0), city(0)] },
          '6:gate': { ships: [fleet(0, 1)] },
        },
        [['CON2'], ['MOB2'], ['ADM2']],
      ),
      'lead:CON2', 'no',
    );
    expect(s.players[0]!.supply).toEqual({ ships: 0, starports: 0, agents: 10 });
    expect(s.players[0]!.boardCities).toBe(0);
    expect(optionIds(s)).not.toContain('pip:build');
  });
});

describe('Move (Standard Actions, Move)', () => {
  it('GIVEN ships on a planet THEN they move to an adjacent system only', () => {
    const s = play(game({ '1:hex': { ships: [fleet(0, 2, 1)] } }, [['MOB2'], ['ADM2'], ['CON2']]), 'lead:MOB2', 'no', 'pip:move', 'from:1:hex');
    expect(optionIds(s)).toEqual(['to:1:gate', 'to:1:crescent']);
  });

  it('GIVEN a gate next to out-of-play clusters THEN the path marker joins it to the next gate in play', () => {
    const s = play(game({ '1:gate': { ships: [fleet(0, 2)] } }, [['MOB2'], ['ADM2'], ['CON2']]), 'lead:MOB2', 'no', 'pip:move', 'from:1:gate');
    // Clusters 2 and 3 are out of play: no 2:gate; 4:gate through the path markers.
    expect(optionIds(s)).toEqual(['to:1:arrow', 'to:1:crescent', 'to:1:hex', 'to:4:gate', 'to:6:gate']);
  });

  it('GIVEN fresh and damaged ships THEN any number of each may move together', () => {
    const s = play(game({ '1:hex': { ships: [fleet(0, 2, 1)] } }, [['MOB2'], ['ADM2'], ['CON2']]), 'lead:MOB2', 'no', 'pip:move', 'from:1:hex', 'to:1:crescent', 'n:1', 'n:1');
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 1, damaged: 0 });
    expect(ships(s, '1:crescent', 0)).toEqual({ fresh: 1, damaged: 1 });
  });

  it('GIVEN a Catapult THEN moving into a planet ends it', () => {
    let s = game({ '1:hex': { ships: [fleet(0, 2)], slots: [port(0), null] } }, [['MOB2'], ['ADM2'], ['CON2']]);
    s = play(s, 'lead:MOB2', 'no', 'pip:move', 'from:1:hex', 'to:1:gate', 'n:2');
    expectDecision(s, 'act/catapult', 0);
    s = play(s, 'to:1:arrow', 'n:2');
    expect(ships(s, '1:arrow', 0)).toEqual({ fresh: 2, damaged: 0 });
    expectDecision(s, 'turn/actions', 0);
  });

  it('GIVEN a Catapult THEN it may cross several gates that nobody else controls', () => {
    let s = game({ '1:hex': { ships: [fleet(0, 2)], slots: [port(0), null] } }, [['MOB2'], ['ADM2'], ['CON2']]);
    s = play(s, 'lead:MOB2', 'no', 'pip:move', 'from:1:hex', 'to:1:gate', 'n:2', 'to:6:gate', 'n:2');
    // 6:gate holds a Loyal ship only: not controlled by anyone else, so the ships may go on.
    expectDecision(s, 'act/catapult', 0);
    s = play(s, 'to:5:gate', 'n:2');
    // 5:gate: 2 fresh against 1, but control is checked before moving in (seat 2 controlled it).
    expectDecision(s, 'turn/actions', 0);
    expect(ships(s, '5:gate', 0)).toEqual({ fresh: 2, damaged: 0 });
  });

  it('GIVEN a Rival starport in a system you control THEN you cannot Catapult from it', () => {
    const s = play(game({ '4:arrow': { ships: [fleet(0, 2)], slots: [port(1), null] } }, [['MOB2'], ['ADM2'], ['CON2']]), 'lead:MOB2', 'no', 'pip:move', 'from:4:arrow', 'to:4:gate', 'n:2');
    expectDecision(s, 'turn/actions', 0);
  });
});

describe('Repair (Standard Actions, Repair)', () => {
  it('GIVEN damaged Loyal pieces anywhere THEN one ship is stood up or one building flipped', () => {
    let s = game(
      { '1:hex': { ships: [fleet(0, 0, 2)], slots: [city(0, true), null] }, '4:hex': { slots: [port(0, true)] }, '5:hex': { ships: [fleet(1, 0, 1)], slots: [city(1, true), null] } },
      [['CON2'], ['MOB2'], ['ADM2']],
    );
    s = play(s, 'lead:CON2', 'no', 'pip:repair');
    // Only Loyal pieces.
    expect(optionIds(s)).toEqual(['ship:1:hex', 'slot:1:hex:0', 'slot:4:hex:0']);
    s = play(s, 'ship:1:hex', 'pip:repair', 'slot:4:hex:0');
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 1, damaged: 1 });
    expect(s.map['4:hex']!.slots[0]).toEqual(port(0));
  });
});

describe('Influence (Standard Actions, Influence)', () => {
  it('GIVEN agents in supply THEN 1 agent goes on any Court card', () => {
    let s = game({}, [['MOB2'], ['ADM2'], ['CON2']]);
    s = play(s, 'lead:MOB2', 'no', 'pip:influence');
    expect(optionIds(s)).toEqual(['card:0', 'card:1', 'card:2', 'card:3']);
    s = play(s, 'card:2');
    expect(s.court[2]!.agents).toEqual([1, 0, 0]);
    expect(s.players[0]!.supply.agents).toBe(9);
  });

  it('GIVEN no agents in supply THEN Influence is not possible', () => {
    const s = play(game({}, [['MOB2'], ['ADM2'], ['CON2']], { court: [{ card: 'ARCS-BC10', agents: [10, 0, 0] }, ...COURT.slice(1)] }), 'lead:MOB2', 'no');
    expect(optionIds(s)).not.toContain('pip:influence');
  });
});

describe('Secure (Standard Actions, Secure)', () => {
  const court = [
    { card: 'ARCS-BC10', agents: [2, 1, 1] },
    { card: 'ARCS-BC11', agents: [1, 1, 0] },
    { card: 'ARCS-BC16', agents: [0, 0, 0] },
    { card: 'ARCS-BC20', agents: [1, 0, 0] },
  ];

  it('GIVEN more agents than each Rival THEN the card is taken, Loyal agents return, Rival agents are captured and the spot refills', () => {
    const rest = BASE_COURT_IDS.filter((id) => ![...court.map((c) => c.card), 'ARCS-BC24'].includes(id));
    let s = game({}, [['AGG2'], ['ADM2'], ['CON2']], { court, courtDeck: ['ARCS-BC24', ...rest] });
    s = play(s, 'lead:AGG2', 'no', 'pip:secure');
    // A tie (1-1) is not "more than each Rival"; an empty card cannot be taken.
    expect(optionIds(s)).toEqual(['card:0', 'card:3']);
    const agentsBefore = s.players[0]!.supply.agents;
    s = play(s, 'card:0');
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-BC10']);
    expect(s.players[0]!.supply.agents).toBe(agentsBefore + 2);
    expect(s.players[0]!.captives).toEqual([0, 1, 1]);
    // The top card of the Court deck goes in the same spot.
    expect(s.court.map((c) => c.card)).toEqual(['ARCS-BC24', 'ARCS-BC11', 'ARCS-BC16', 'ARCS-BC20']);
    expect(s.court[0]!.agents).toEqual([0, 0, 0]);
    expect(s.courtDeck).toEqual(rest);
  });
});

describe('Secure with an empty Court deck (Standard Actions, Secure)', () => {
  it('GIVEN no card left in the Court deck THEN the secured spot stays empty', () => {
    const rest = BASE_COURT_IDS.filter((id) => !['ARCS-BC10', 'ARCS-BC11'].includes(id));
    let s = game({}, [['AGG2'], ['ADM2'], ['CON2']], { court: [{ card: 'ARCS-BC10', agents: [1, 0, 0] }, { card: 'ARCS-BC11' }], courtDeck: [], courtDiscard: rest });
    s = play(s, 'lead:AGG2', 'no', 'pip:secure', 'card:0');
    expect(s.court.map((c) => c.card)).toEqual(['ARCS-BC11']);
  });
});

describe('Resources: gaining into slots (Resources)', () => {
  it('GIVEN a lone resource THEN it takes the 3-key slot without a question', () => {
    let s = game({ '1:hex': { ships: [fleet(0, 1)], slots: [city(0), null] } }, [['ADM4'], ['MOB2'], ['CON2']]);
    s = play(s, 'lead:ADM4', 'no', 'pip:tax', 'city:1:hex:0');
    expect(s.players[0]!.resources).toEqual(['material', null, null, null, null, null]);
  });

  it('GIVEN a gain THEN the player may rearrange what they hold: a new Relic can take the 3-key slot from a Fuel', () => {
    let s = game({ '1:arrow': { ships: [fleet(0, 1)], slots: [city(0), null] } }, [['ADM4'], ['MOB2'], ['CON2']], {}, [{ resources: ['fuel', null] }]);
    s = play(s, 'lead:ADM4', 'no', 'pip:tax');
    const taxed = optionIds(s)[0]!;
    s = play(s, taxed);
    const d = expectDecision(s, 'res/arrange', 0);
    expect(say(d.prompt, s)).toContain('3-key');
    expect(optionIds(s).length).toBe(2);
    const other = optionIds(s).find((o) => o !== 'keep:fuel')!;
    s = play(s, other);
    expect(s.players[0]!.resources[0]).toBe(other.slice(5));
    expect(s.players[0]!.resources[1]).toBe('fuel');
  });

  it('GIVEN full slots THEN the new resource or one held must be discarded', () => {
    let s = game({ '1:hex': { ships: [fleet(0, 1)], slots: [city(0), null] } }, [['ADM4'], ['MOB2'], ['CON2']], {}, [{ resources: ['fuel', 'relic', 'weapon'] }]);
    s = play(s, 'lead:ADM4', 'no', 'pip:tax', 'city:1:hex:0');
    expect(optionIds(s)).toEqual(['discard:new', 'discard:fuel', 'discard:relic', 'discard:weapon']);
    s = play(s, 'discard:relic');
    // Then rearranging: which of Fuel, Material, Weapon keeps the 3-key slot.
    expect(optionIds(s)).toEqual(['keep:fuel', 'keep:material', 'keep:weapon']);
    s = play(s, 'keep:weapon');
    expect(s.players[0]!.resources.slice(0, 3)).toEqual(['weapon', 'fuel', 'material']);
    expect(s.supply.relic).toBe(5);
  });

  it('GIVEN a city built THEN a covered slot opens for the next resource', () => {
    let s = game({ '1:hex': { ships: [fleet(0, 1)], slots: [city(0), null] } }, [['ADM4'], ['MOB2'], ['CON2']], {}, [{ resources: ['relic', 'fuel', 'material'] }]);
    s = play(s, 'lead:ADM4', 'no', 'res:2:build', 'city', 'sys:1:hex', 'pip:tax', 'city:1:hex:0');
    // Two cities out: slot 4 (raid cost 2) is open now; the 3-key slot first, then the 2-key one.
    expect(optionIds(s)).toEqual(['keep:fuel', 'keep:material', 'keep:relic']);
    s = play(s, 'keep:relic');
    expect(optionIds(s)).toEqual(['keep:fuel', 'keep:material']);
    s = play(s, 'keep:material');
    expect(s.players[0]!.resources).toEqual(['relic', 'fuel', null, 'material', null, null]);
  });
});

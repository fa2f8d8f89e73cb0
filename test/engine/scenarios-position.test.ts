/**
 * The position format (docs/position-format.md) describes every part of a base-game position:
 * pieces per system with owner and fresh/damaged, resources by slot, hands, the Court with agents,
 * decks and discards in order, ambitions and marker sides, Power, chapter, initiative, Trophies,
 * Captives, Outrage, whose turn it is and what was played this round. Export, then import, must
 * give back the same game.
 */
import { describe, expect, it } from 'vitest';
import { BASE_COURT_IDS } from '../../src/data/cards.ts';
import { exportPosition, importPosition, newGame, openDecision, PositionError } from '../../src/engine/index.ts';
import { playRandom } from '../../src/engine/random-play.ts';
import { optionIds, position } from './helpers.ts';

const roundTrip = (p: unknown) => importPosition(JSON.parse(JSON.stringify(p)));

describe('Position format: a rich mid-round position survives export and import', () => {
  const courtRow = ['ARCS-BC16', 'ARCS-BC11', 'ARCS-BC20', 'ARCS-BC24'];
  const held = ['ARCS-BC10', 'ARCS-BC04'];
  const courtDiscard = ['ARCS-BC28'];
  const courtDeck = BASE_COURT_IDS.filter((id) => ![...courtRow, ...held, ...courtDiscard].includes(id)).reverse();
  const rich = () =>
    position({
      options: { setup: '3p-frontiers' },
      seed: 99,
      chapter: 3,
      initiative: 1,
      markers: [{ id: 'A', flipped: false }, { id: 'B', flipped: true }, { id: 'C', flipped: true }],
      ambitions: { tyrant: ['B'], keeper: ['C'] },
      players: [
        { power: 14, hand: ['ADM2', 'CON5'], resources: ['relic', 'fuel', null], court: [{ id: 'ARCS-BC10' }], captives: [0, 2, 0], outrage: [{ resource: 'weapon', agent: true }] },
        { power: 9, hand: ['AGG6'], resources: ['psionic', null], trophies: [{ owner: 0, piece: 'ship', count: 2 }, { owner: 2, piece: 'city', count: 1 }], outrage: [{ resource: 'relic', agent: false }] },
        { power: 21, hand: ['MOB3', 'ADM5', 'CON6'], court: [{ id: 'ARCS-BC04' }] },
      ],
      map: {
        '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 1 }, { owner: 1, fresh: 1, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: true }, { owner: 0, type: 'starport', damaged: false }] },
        '4:arrow': { ships: [{ owner: 1, fresh: 0, damaged: 2 }], slots: [{ owner: 1, type: 'city', damaged: false }, null] },
        '6:gate': { ships: [{ owner: 2, fresh: 2, damaged: 0 }] },
        '5:hex': { slots: [{ owner: 2, type: 'city', damaged: false }, { owner: 1, type: 'starport', damaged: true }] },
      },
      court: [
        { card: 'ARCS-BC16', agents: [1, 2, 0] },
        { card: 'ARCS-BC11', agents: [0, 4, 3] },
        { card: 'ARCS-BC20', agents: [0, 0, 0] },
        { card: 'ARCS-BC24', agents: [2, 2, 1] },
      ],
      courtDeck,
      courtDiscard,
      actionDiscard: ['MOB5', 'CON2', 'AGG3', 'ADM4', 'MOB2', 'CON4', 'AGG4', 'MOB6', 'ADM6', 'CON3', 'MOB4'],
      // Seat 0 led Administration 3 and declared Tyrant; seat 1 Pivoted and seized with a face-down card.
      round: {
        leader: 0, declared: 'tyrant', seized: 1, queue: [2],
        plays: [{ seat: 0, card: 'ADM3', mode: 'lead', seizeCard: null }, { seat: 1, card: 'AGG2', mode: 'pivot', seizeCard: 'AGG5' }],
      },
      riggedDice: [2, 5],
    });

  it('GIVEN a hand-built position THEN every field is kept and play resumes with the next seat in the round', () => {
    const s = rich();
    expect(openDecision(s)!.kind).toBe('turn/play');
    expect(openDecision(s)!.seat).toBe(2);
    // The lead card is 0 (declared): Administration 5 Surpasses.
    expect(optionIds(s)).toContain('surpass:ADM5');
    const e = exportPosition(s);
    expect(e.chapter).toBe(3);
    expect(e.initiative).toBe(1);
    expect(e.round!.plays[1]!.seizeCard).toBe('AGG5');
    expect(e.players[1]!.trophies).toEqual([{ owner: 0, piece: 'ship', count: 2 }, { owner: 2, piece: 'city', count: 1 }]);
    // Seat 1's 10 agents are all out (Court and Captives): a placeholder covers the Relic icon.
    expect(e.players[1]!.outrage).toEqual([{ resource: 'relic', agent: false }]);
    expect(e.players[1]!.supply).toEqual({ ships: 12, starports: 4, agents: 0 });
    expect(e.players[0]!.captives).toEqual([0, 2, 0]);
    expect(e.players[0]!.resources).toEqual(['relic', 'fuel', null, null, null, null]);
    expect(e.map['1:hex']!.ships).toEqual([{ owner: 0, fresh: 3, damaged: 1 }, { owner: 1, fresh: 1, damaged: 0 }]);
    expect(e.map['5:hex']!.slots).toEqual([{ owner: 2, type: 'city', damaged: false }, { owner: 1, type: 'starport', damaged: true }]);
    expect(e.court[0]).toEqual({ card: 'ARCS-BC16', agents: [1, 2, 0] });
    expect(e.courtDeck).toEqual(courtDeck);
    expect(e.courtDiscard).toEqual(courtDiscard);
    expect(e.actionDiscard).toEqual(['MOB5', 'CON2', 'AGG3', 'ADM4', 'MOB2', 'CON4', 'AGG4', 'MOB6', 'ADM6', 'CON3', 'MOB4']);
    expect(e.players.map((p) => p.hand)).toEqual([['ADM2', 'CON5'], ['AGG6'], ['MOB3', 'ADM5', 'CON6']]);
    expect(e.players[2]!.court).toEqual([{ id: 'ARCS-BC04', tokens: [] }]);
    expect(e.markers.filter((m) => m.flipped).map((m) => m.id)).toEqual(['B', 'C']);
    expect(e.ambitions.tyrant).toEqual(['B']);
    expect(e.players.map((p) => p.power)).toEqual([14, 9, 21]);
    // Round trip.
    const again = exportPosition(roundTrip(e));
    expect(again).toEqual(e);
  });
});

describe('Position format: inconsistent positions are refused', () => {
  it('GIVEN resources in covered slots THEN import refuses the position', () => {
    // No city off the board: only 2 slots are open.
    expect(() => position({ options: { setup: '3p-frontiers' }, players: [{ resources: ['fuel', 'fuel', 'fuel'] }, {}, {}] })).toThrow(PositionError);
  });

  it('GIVEN more than 5 tokens of a resource THEN import refuses the position', () => {
    expect(() =>
      position({ options: { setup: '3p-frontiers' }, players: [{ resources: ['fuel', 'fuel'] }, { resources: ['fuel', 'fuel'] }, { resources: ['fuel', 'fuel'] }] }),
    ).toThrow(PositionError);
  });
});

describe('Position format: any state of a played game round-trips', () => {
  for (const [setup, players] of [['3p-frontiers', 3], ['2p-mix-up-1', 2], ['4p-mix-up-2', 4]] as const) {
    it(`GIVEN ${setup} after random play THEN export, import and further play give the same game`, () => {
      let s = newGame({ players, setup, seed: setup });
      for (const steps of [37, 120, 333]) {
        s = playRandom(s, { steps, seed: `${setup}-${steps}` }).state;
        const back = roundTrip(exportPosition(s));
        expect(back).toEqual(s);
        const a = playRandom(s, { steps: 60, seed: 'next' }).state;
        const b = playRandom(back, { steps: 60, seed: 'next' }).state;
        expect(exportPosition(b)).toEqual(exportPosition(a));
      }
    });
  }
});

/**
 * The Crises and Edicts call the cards' hooks in the rulebook's order (campaign rulebook, Crises
 * p.18: Blight, then Fate Crises in turn order, then Court Crises left to right with attached cards
 * first; Edicts p.20: lowest number first, `skipsEdict`). The campaign Court and the Fates' effects
 * are other areas' work, so this file puts stand-in effects in their modules and records the calls.
 */
import { describe, expect, it, vi } from 'vitest';
import type { EventRoll } from '../../../src/engine/campaign/types.ts';
import type { Frame, GameState, Seat } from '../../../src/engine/types.ts';

const rec = vi.hoisted(() => ({ calls: [] as { card: string; holder: number | null; roll: unknown }[] }));

vi.mock('../../../src/engine/campaign/court/index.ts', () => {
  const crisis = (card: string, extra?: (s: GameState) => Frame[]) => ({
    id: card,
    crisis: (s: GameState, holder: Seat | null, roll: EventRoll) => {
      rec.calls.push({ card, holder, roll });
      return extra ? extra(s) : [];
    },
  });
  return {
    CAMPAIGN_COURT_HANDLERS: {},
    CAMPAIGN_COURT_EFFECTS: [
      crisis('ARCS-CC11'),
      // Council Intrigue stand-in: buries Song of Freedom (CC14) from the Court, refilling its spot.
      crisis('ARCS-CC12', (s) => {
        const i = s.court.findIndex((x) => x.card === 'ARCS-CC14');
        if (i >= 0) {
          s.courtDeck.push('ARCS-CC14');
          s.court[i] = { card: s.courtDeck.shift()!, agents: s.players.map(() => 0) };
        }
        return [];
      }),
      crisis('ARCS-CC13'),
      crisis('ARCS-CC14'),
      // Its frames run before the next Crisis: a Fuel for seat 0.
      crisis('ARCS-CC15', () => [{ k: 'res/gain', seat: 0, resource: 'fuel', stolen: false }]),
    ],
  };
});
vi.mock('../../../src/engine/campaign/fates/index.ts', () => {
  const crisis = (card: string) => ({
    id: card,
    crisis: (_s: GameState, holder: Seat | null, roll: EventRoll) => {
      rec.calls.push({ card, holder, roll });
      return [];
    },
  });
  return {
    FATE_HANDLERS: {},
    FATE_EFFECTS: [
      crisis('ARCS-F302'),
      crisis('ARCS-F503'),
      // Imperial Quorum stand-in: an Edict (02) that resolves instead of Edict 03.
      { id: 'ARCS-F113', skipsEdict: [3], edict: () => { rec.calls.push({ card: 'ARCS-F113', holder: null, roll: null }); return []; } },
    ],
  };
});

const { setUp, start, noBlight, clear, DIE, logText, top } = await import('./events-helpers.ts');
const { play } = await import('../helpers.ts');

function scenario(): GameState {
  const s = setUp(3);
  noBlight(s);
  s.initiative = 1;
  s.campaign!.seats[2]!.playArea.push('ARCS-F302');
  s.campaign!.seats[0]!.playArea.push('ARCS-F503');
  s.courtDeck = s.courtDeck.filter((c) => !/^ARCS-CC1[1-5]$/.test(c));
  s.court = [
    { card: 'ARCS-AID01', agents: [0, 0, 0] },
    { card: 'ARCS-CC15', agents: [0, 0, 0] },
    { card: 'ARCS-CC12', agents: [0, 0, 0] },
    // An attached Vox card resolves before the card it is attached to (p.18).
    { card: 'ARCS-CC13', agents: [0, 0, 0], attached: ['ARCS-CC11'] },
    { card: 'ARCS-CC14', agents: [0, 0, 0] },
  ];
  return s;
}

describe('Crises: the order of the Crisis texts (p.18)', () => {
  it('Blight first, then Fate Crises in turn order (holder = seat), then Court Crises left to right, attached first (holder null); a card buried meanwhile does not resolve; all with this event\'s roll', () => {
    rec.calls = [];
    const s0 = scenario();
    const st = clear(s0, '6:hex');
    st.ships = [{ owner: 1, fresh: 1, damaged: 0 }, { owner: 'blight', fresh: 0, damaged: 1 }];
    const fuel = s0.players[0]!.resources.filter((r) => r === 'fuel').length;
    const s = play(start(s0, { k: 'campaign/event' }, [DIE.crisis.crescent, DIE.cluster(6)]), 'pass');
    const roll = { event: { event: 'crisis', symbol: 'crescent' }, number: 6 };
    // Turn order from the initiative holder (seat 1): seat 2's card, then seat 0's.
    expect(rec.calls.map((c) => [c.card, c.holder])).toEqual([
      ['ARCS-F302', 2], ['ARCS-F503', 0],
      ['ARCS-CC15', null], ['ARCS-CC12', null], ['ARCS-CC11', null], ['ARCS-CC13', null],
    ]);
    expect(rec.calls.every((c) => JSON.stringify(c.roll) === JSON.stringify(roll))).toBe(true);
    // The Blight Crisis came before (the ship was hit), and CC15's frame ran (seat 0 gained a Fuel).
    expect(s.map['6:hex']!.ships.find((g) => g.owner === 1)).toEqual({ owner: 1, fresh: 0, damaged: 1 });
    expect(s.players[0]!.resources.filter((r) => r === 'fuel').length).toBe(fuel + 1);
    expect(logText(s).indexOf('Blight Crisis at 6:hex')).toBeLessThan(logText(s).indexOf('Fate Crisis'));
    // Only the Event card's roll: the Court Crises did not roll again.
    expect(logText(s).match(/The event and number dice show/g)).toHaveLength(1);
    expect(s.campaign!.eventRoll).toBeNull();
    expect(top(s)).toBe('campaign/halt');
  });

  it('after the Imperial Council the dice are rolled once, when first needed, and kept for the Court Crises', () => {
    rec.calls = [];
    const s0 = scenario();
    const s = play(start(s0, { k: 'campaign/council', seat: 0 }, [DIE.edict.hex, DIE.cluster(3)]), 'pass', 'crises');
    expect(logText(s).match(/The event and number dice show/g)).toHaveLength(1);
    const roll = { event: { event: 'edict', symbol: 'hex' }, number: 3 };
    expect(rec.calls.length).toBeGreaterThan(0);
    expect(rec.calls.every((c) => JSON.stringify(c.roll) === JSON.stringify(roll))).toBe(true);
    expect(s.campaign!.eventRoll).toBeNull();
  });

  it('with no Fate Crisis the Council\'s Court Crises roll the dice ("unless you just rolled them to resolve an Event card")', () => {
    rec.calls = [];
    const s0 = scenario();
    s0.campaign!.seats.forEach((c) => (c.playArea = []));
    const s = play(start(s0, { k: 'campaign/council', seat: 0 }, [DIE.crisis.arrow, DIE.cluster(1)]), 'pass', 'crises');
    expect(rec.calls[0]!.card).toBe('ARCS-CC15');
    expect(rec.calls[0]!.roll).toEqual({ event: { event: 'crisis', symbol: 'arrow' }, number: 1 });
    expect(logText(s).match(/The event and number dice show/g)).toHaveLength(1);
  });
});

describe('Edicts: the cards\' hooks (p.20)', () => {
  it('a Fate\'s Edict resolves by its hook in number order, and its skipsEdict leaves out Govern the Imperial Reach (03)', () => {
    rec.calls = [];
    const s0 = setUp(2);
    s0.campaign!.rulesBooklet.push(['ARCS-F113']);
    const s = start(s0, { k: 'campaign/edicts' });
    expect(rec.calls.map((c) => c.card)).toEqual(['ARCS-F113']);
    // Guild Envoys Depart (00) resolved first; no Govern decision follows.
    expect(logText(s)).toContain('Guild Envoys Depart');
    expect(top(s)).toBe('campaign/halt');
    expect(s.decisions).toEqual([]);
  });
});

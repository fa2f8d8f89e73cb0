/**
 * The Fate framework (campaign/fates/framework.ts) carrying the Steward through its three Acts:
 * setups (campaign rulebook, Act I Setup, Player Setup C-D; Act II & III Setup F-G), Resolution
 * cards (Intermission A), grand ambitions (Grand Ambitions p.9), and the card moves of
 * data/campaign/fate-steps.ts to every destination.
 */
import { describe, expect, it } from 'vitest';
// The engine first (its effect modules load the Fates' cards): steward-helpers imports src/engine/index.ts.
import { answer, clearMap, ids, runFrames, setShips, stewards } from './steward-helpers.ts';
import {
  canSetUp, fateResolutionFrames, fateRules, fateSetupFrames, grandAmbitionsFulfilled, objectiveComplete, advanceObjective,
} from '../../../../src/engine/campaign/fates/framework.ts';
import { DEALT_FATES, FATE_SETUPS } from '../../../../src/engine/campaign/fates/setups.ts';
import { carryOutStep, scrapRestOfFateSet, takeCard } from '../../../../src/engine/campaign/fates/moves.ts';
import { governPolicy, governSlot } from '../../../../src/engine/campaign/fates/steward-rules.ts';
import { stepsBy } from '../../../../src/data/campaign/fate-steps.ts';

const F = (n: number) => `ARCS-F1${String(n).padStart(2, '0')}`;
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => F(a + i));

describe('Fate framework: the registry', () => {
  it('the Steward and every other "A" Fate are implemented for all three Acts and dealt; dealt "B" Fates set up Acts II-III, "C" Fates Act III', () => {
    expect(fateRules('ARCS-FATE01')?.acts).toEqual([1, 2, 3]);
    // Every "A" Fate has its module (issue 15), in Fate number order, and is dealt.
    const aFates = ['ARCS-FATE01', 'ARCS-FATE02', 'ARCS-FATE03', 'ARCS-FATE04', 'ARCS-FATE05', 'ARCS-FATE06', 'ARCS-FATE07', 'ARCS-FATE08'];
    expect(DEALT_FATES.slice(0, 8)).toEqual(aFates);
    expect(FATE_SETUPS.map((r) => r.cardId)).toEqual(aFates);
    for (const id of aFates) for (const act of [1, 2, 3] as const) expect(canSetUp(id, act), `${id} Act ${act}`).toBe(true);
    // Issues 16-17: the dealt "B" Fates (Fates 9-16) set up Acts II and III; the "C" ones (17-24) Act III only.
    for (const id of DEALT_FATES.slice(8)) {
      const n = Number(id.slice(-2));
      expect(canSetUp(id, 1), id).toBe(false);
      for (const act of (n <= 16 ? [2, 3] : [3]) as (2 | 3)[]) expect(canSetUp(id, act), `${id} Act ${act}`).toBe(true);
    }
  });
});

describe('Steward setups (Act I Setup C-D; Act II & III Setup F-G)', () => {
  it('Act I (F101A): Imperial Authority and Dealmakers gained, objective F101B, the First Regent tile', () => {
    const s = stewards(2);
    expect(s.campaign!.seats[1]).toMatchObject({ fate: 'ARCS-FATE01', objective: 'ARCS-F101B', marker: 20, playArea: [F(2), F(3)] });
    expect(s.campaign!.firstRegent).toBe(1);
    // The tile is gained in the public log (every Steward takes it in turn: the last one keeps it).
    expect(s.log.filter((e) => /gains the First Regent tile \(Steward\)/.test(e.text))).toHaveLength(2);
  });

  it('Act II (F112A): Imperial Quorum (13) added to the Edicts; objective F112B with its marker on 22', () => {
    const s = stewards(3);
    const c = s.campaign!;
    c.act = 2;
    runFrames(s, fateSetupFrames(s, 0, 2));
    expect(c.rulesBooklet.filter((slot) => slot.includes(F(13)))).toEqual([[F(13)]]);
    expect(c.seats[0]).toMatchObject({ objective: 'ARCS-F112B', marker: 22, playArea: [F(2), F(3)] });
    // A second Steward adds the Edict once (the rules are in the booklet already).
    runFrames(s, fateSetupFrames(s, 1, 2));
    expect(c.rulesBooklet.flat().filter((x) => x === F(13))).toHaveLength(1);
  });

  it('Act III (F122A): Sponsor to the booklet, Sponsored token on the tile, Govern the Imperial Reach scrapped for Govern with Authority, the First Regent picks the top card; no marker (grand ambitions)', () => {
    const s = stewards(3);
    const c = s.campaign!;
    c.act = 3;
    expect(governSlot(s)!.every((id) => ['ARCS-AID03', 'ARCS-AID04', 'ARCS-AID05'].includes(id))).toBe(true);
    runFrames(s, fateSetupFrames(s, 0, 3));
    expect(c.scrap).toEqual(expect.arrayContaining(['ARCS-AID03', 'ARCS-AID04', 'ARCS-AID05']));
    expect(c.rulesBooklet.flat()).not.toContain('ARCS-AID04');
    expect(c.rulesBooklet).toContainEqual([F(23)]);
    expect([...governSlot(s)!].sort()).toEqual([F(24), F(25), F(26)]);
    expect(c.sponsored).toBe('tile');
    expect(c.seats[0]).toMatchObject({ objective: 'ARCS-F122B', marker: null });
    // Step 4: the First Regent (seat 2 here) chooses the top card.
    expect(s.decisions[0]).toMatchObject({ kind: 'campaign/steward-govern-top', seat: 2 });
    const t = answer(s, `top:${F(26)}`);
    expect(governSlot(t)![0]).toBe(F(26));
    expect(governPolicy(governSlot(t)![0]!)).toMatchObject({ policy: 'peace', cityBonusTimes: 2, outlawsPay: true });
  });
});

describe('Steward Resolutions (Intermission A)', () => {
  it('Act I completed (F104): 05-07 to the Court deck, Imperial Protectors (08) to the booklet, 09-11 scrapped', () => {
    const s = stewards(2);
    const deck = s.courtDeck.length;
    runFrames(s, fateResolutionFrames(s, 1, 1, true));
    const c = s.campaign!;
    expect(s.courtDeck).toEqual(expect.arrayContaining(range(5, 7)));
    expect(s.courtDeck).toHaveLength(deck + 3);
    expect(c.rulesBooklet).toContainEqual([F(8)]);
    expect(c.scrap).toEqual(range(9, 11));
    expect(c.seats[1]!.playArea).toEqual([F(2), F(3)]);
  });

  it('Act I failed (F104): 05-08 scrapped, 09-11 and Dealmakers (03, from the play area) to the Court deck', () => {
    const s = stewards(2);
    runFrames(s, fateResolutionFrames(s, 1, 1, false));
    const c = s.campaign!;
    expect(c.scrap).toEqual(range(5, 8));
    expect(s.courtDeck).toEqual(expect.arrayContaining([...range(9, 11), F(3)]));
    expect(c.seats[1]!.playArea).toEqual([F(2)]);
    // The other Steward's own Dealmakers stays in its play area.
    expect(c.seats[0]!.playArea).toEqual([F(2), F(3)]);
  });

  it('two Stewards (repeated `fates`): each moves its own copies; a card reaches the Court deck and the booklet once', () => {
    const s = stewards(2);
    runFrames(s, [...fateResolutionFrames(s, 0, 1, true), ...fateResolutionFrames(s, 1, 1, false)]);
    const c = s.campaign!;
    const count = (id: string) => s.courtDeck.filter((x) => x === id).length;
    expect(range(5, 7).map(count)).toEqual([1, 1, 1]);
    expect([...range(9, 11), F(3)].map(count)).toEqual([1, 1, 1, 1]);
    expect(c.rulesBooklet.flat().filter((x) => x === F(8))).toHaveLength(1);
    expect(c.seats.map((x) => x.playArea)).toEqual([[F(2), F(3)], [F(2)]]);
    expect(new Set(c.scrap).size).toBe(c.scrap.length);
  });

  it('Act II completed (F114): 15-17 to the Court deck, 18-21 scrapped (erratum: Lesser Regents 20-21)', () => {
    const s = stewards(2);
    s.campaign!.act = 2;
    runFrames(s, fateResolutionFrames(s, 0, 2, true));
    expect(s.courtDeck).toEqual(expect.arrayContaining(range(15, 17)));
    expect(s.campaign!.scrap).toEqual(range(18, 21));
  });

  it('Act II failed (F114): 15-17 scrapped, 18-21 to the Court deck', () => {
    const s = stewards(2);
    s.campaign!.act = 2;
    runFrames(s, fateResolutionFrames(s, 0, 2, false));
    expect(s.campaign!.scrap).toEqual(range(15, 17));
    expect(s.courtDeck).toEqual(expect.arrayContaining(range(18, 21)));
  });
});

describe('Objective (p.8) and grand ambitions (p.9)', () => {
  it('advancing moves the marker toward 0, never below; at 0 the objective is complete', () => {
    const s = stewards(2);
    advanceObjective(s, 0, 5);
    expect(s.campaign!.seats[0]!.marker).toBe(15);
    expect(objectiveComplete(s, 0)).toBe(false);
    advanceObjective(s, 0, 40);
    expect(s.campaign!.seats[0]!.marker).toBe(0);
    expect(objectiveComplete(s, 0)).toBe(true);
  });

  it('Act III (F122B): Regent with no Outlaws + First Regent with a Trust larger than the chapter = both; only in Act III', () => {
    const s = stewards(2);
    const c = s.campaign!;
    c.trust = ['fuel', 'relic'];
    s.chapter = 1;
    expect(grandAmbitionsFulfilled(s, 1)).toBe(0); // Act I: no grand ambitions
    c.act = 3;
    expect(grandAmbitionsFulfilled(s, 1)).toBe(2); // First Regent (seat 1), 2 > chapter 1, no Outlaws
    expect(grandAmbitionsFulfilled(s, 0)).toBe(1); // a Regent, not First Regent
    s.chapter = 2;
    expect(grandAmbitionsFulfilled(s, 1)).toBe(1); // 2 is not more than chapter 2
  });

  it('Act III (F122B): an Outlaw city the Empire does not control fails the first; Empire control of it fulfils it', () => {
    const s = stewards(2);
    const c = s.campaign!;
    c.act = 3;
    clearMap(s);
    s.players[0]!.title = 'outlaw';
    s.map['1:arrow']!.slots[0] = { owner: 0, type: 'city', damaged: false };
    expect(grandAmbitionsFulfilled(s, 1)).toBe(0);
    setShips(s, '1:arrow', 'empire', 1);
    expect(grandAmbitionsFulfilled(s, 1)).toBe(1);
    // An Outlaw has no first grand ambition ("You're a Regent").
    s.players[1]!.title = 'outlaw';
    expect(grandAmbitionsFulfilled(s, 1)).toBe(0);
  });
});

describe('Card moves to every destination (data/campaign/fate-steps.ts)', () => {
  it('play area, right neighbour, Court deck top, tucked, supply, reminder, Faithful stack, scrap, each player', () => {
    const s = stewards(3);
    const c = s.campaign!;
    const step = (by: string, when: 'setup' | 'completed' | 'failed' = 'setup') => stepsBy(by, when);
    for (const st of step('ARCS-F901A')) carryOutStep(s, 0, st); // Pathfinder: gain 02, give 03 to the right
    expect(c.seats[0]!.playArea).toContain('ARCS-F902');
    expect(c.seats[2]!.playArea).toEqual([F(2), F(3), 'ARCS-F903']);
    for (const st of step('ARCS-F907A')) carryOutStep(s, 0, st); // 09 on top of the Court deck, 10-11 tucked under 08
    expect(s.courtDeck[0]).toBe('ARCS-F909');
    expect(c.tucked).toEqual({ 'ARCS-F908': ['ARCS-F910', 'ARCS-F911'] });
    for (const st of step('ARCS-F312A')) carryOutStep(s, 1, st); // Magnate: Monopolies to the supply
    expect(c.fateSupply).toEqual(['ARCS-F313', 'ARCS-F314', 'ARCS-F315', 'ARCS-F316', 'ARCS-F317']);
    for (const st of step('ARCS-F2301A')) carryOutStep(s, 1, st);
    for (const st of step('ARCS-F2201A')) carryOutStep(s, 1, st); // Gate Wraith: a reminder by the map
    expect(c.reminders).toEqual(['ARCS-F2204']);
    for (const st of step('ARCS-F801A')) carryOutStep(s, 1, st); // Believer: the Faithful stack
    expect(c.faithfulStack).toHaveLength(9);
    for (const st of step('ARCS-F212A')) carryOutStep(s, 2, st); // Founder: one per player, from the Fate player on
    expect(c.seats[2]!.playArea).toContain('ARCS-F218');
    expect(c.seats[0]!.playArea).toContain('ARCS-F219');
    expect(c.seats[1]!.playArea).toContain('ARCS-F220');
    // Scrap takes a card from wherever it is.
    expect(takeCard(s, 'ARCS-F909')).toBe('court-deck');
    expect(takeCard(s, 'ARCS-F909')).toBeNull();
  });

  it('a setup with choices runs them after its card moves (Act III, no First Regent: nothing to ask)', () => {
    const s = stewards(2);
    s.campaign!.act = 3;
    s.campaign!.firstRegent = null;
    runFrames(s, fateSetupFrames(s, 0, 3));
    expect(ids(s)).toEqual([]);
    expect(governSlot(s)).toHaveLength(3);
  });
});

describe('Intermission F: switching Fate scraps the rest of the Fate Set not in play', () => {
  it('after Act I completed: everything but the play area, the Court deck and booklet cards is scrapped', () => {
    const s = stewards(3);
    runFrames(s, fateResolutionFrames(s, 0, 1, true));
    const scrapped = scrapRestOfFateSet(s, 0);
    const c = s.campaign!;
    // In play or in the Court / booklet: 02, 03 (play area), 05-07 (Court deck), 08 (booklet); 09-11 were scrapped by F104.
    expect(scrapped).not.toContain(F(2));
    expect(scrapped).not.toContain(F(5));
    expect(scrapped).not.toContain(F(8));
    expect(scrapped).toContain('ARCS-F101');
    expect(scrapped).toContain(F(13));
    expect(scrapped).toContain(F(26));
    expect(new Set(c.scrap).size).toBe(c.scrap.length);
    expect(c.scrap).toHaveLength(26 - 6);
  });
});

/**
 * Scenario: the Intermission's Power examples reached by playing the last round of Act I
 * (campaign rulebook "The Campaign" p.8: Acts I and II end after 3 chapters; "Intermission"
 * pp.28-29, sidebars in campaign-rulebook.pdftotext.txt: "Dane failed his objective. His objective
 * marker is on the "5" space, so he lowers his Power from 2 to -3." and "Lotus has 7 Power and
 * Dane has -3 Power. Lotus halves her Power to 4, and Dane stays at -3.").
 */
import { describe, expect, it } from 'vitest';
import { openDecision } from '../../../src/engine/index.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import { answer, endTurn, hands, logText, started } from './scenarios-helpers.ts';

describe('Intermission (pp.28-29): the Power examples after the last round of Act I', () => {
  it('chapter 3 ends when the hands run out; A: Dane fails on "5" (2 → -3); E: the initiative to Lotus (most Power), Lotus 7 → 4, Dane stays at -3; then Act II', () => {
    const [lotus, dane] = [0, 1];
    let s = started(2);
    s.chapter = 3;
    s.campaign!.seats[lotus]!.marker = 0; // Lotus completed her objective
    s.campaign!.seats[dane]!.marker = 5; // Dane failed on the "5" space
    s.players[lotus]!.power = 7;
    s.players[dane]!.power = 2;
    // The last round of the chapter, one card each: Lotus leads, Dane Surpasses (taking the initiative).
    s = hands(s, { [lotus]: ['ADM3'], [dane]: ['ADM4'] });
    s = endTurn(answer(s, lotus, 'lead:ADM3', 'no'));
    s = endTurn(answer(s, dane, 'surpass:ADM4'));
    const text = logText(s);
    expect(text).toMatch(/Chapter 3 ends\.\nAct I ends after chapter 3\. The Intermission begins\./);
    // A: the failed objective costs the marker's space.
    expect(text).toMatch(/Blue failed their objective \(Steward\): the marker is on 5, so they lose 5 Power \(now -3\)\./);
    expect(text).toMatch(/Red completed their objective \(Steward\)\./);
    // E: the initiative to the most Power (Dane had taken it by Surpassing), then Power above 1 halved, rounding to lose less.
    expect(text).toMatch(/Red has the most Power and takes the initiative\.\nRed loses half their Power: 7 → 4\./);
    expect(s.initiative).toBe(lotus);
    expect(s.players.map((p) => p.power)).toEqual([4, -3]);
    // Then Act II is set up (Power carried over), its players' setup steps asking in turn.
    expect(s.campaign!.act).toBe(2);
    while (s.campaign!.stage !== 'play') s = answer(s, openDecision(s)!.seat, openDecision(s)!.options[0]!.id);
    expect(s.players.map((p) => p.power)).toEqual([4, -3]);
    expect(s.chapter).toBe(1);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('B1 (p.28, "Make sure to also return attached cards to the Court deck"): a card attached in the Court is back in the Court deck after the Intermission', () => {
    let s = started(2);
    s.chapter = 3;
    const extra = s.courtDeck.pop()!;
    s.court[1]!.attached = [extra];
    s = hands(s, { 0: ['ADM3'], 1: ['ADM4'] });
    s = endTurn(answer(s, 0, 'lead:ADM3', 'no'));
    s = endTurn(answer(s, 1, 'surpass:ADM4'));
    expect(s.campaign!.act).toBe(2);
    const inCourt = s.court.some((c) => c.card === extra || (c.attached ?? []).includes(extra));
    expect(inCourt || s.courtDeck.includes(extra)).toBe(true);
  });
});

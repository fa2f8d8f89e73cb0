/**
 * Scenario: the Imperial Council's worked example played through a whole round (campaign rulebook
 * "Imperial Council" p.14, its sidebar in campaign-rulebook.pdftotext.txt: "You're the First Regent
 * and secure the Council. When the round ends, you call the Summit and become an Outlaw, giving
 * away First Regent. Then, you steal 3 resources from the Imperial Trust, making the new First
 * Regent lose 3 Power. Tough first day on the job!").
 */
import { describe, expect, it } from 'vitest';
import { openDecision } from '../../../src/engine/index.ts';
import { say } from '../../../src/text/say.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import { answer, decisionOf, endTurn, followersCopy, hands, ids, inSummit, logText, neutral, started, toTrust } from './scenarios-helpers.ts';

describe('Imperial Council (p.14), Securing the Council: the theft example through a round', () => {
  it('you (First Regent) secure the Council; at the round end it returns Decided, you call the Summit and Leave the Empire, steal 3 from the Trust, the new First Regent loses 3 Power; then you choose the Crises', () => {
    let s = neutral(started(3));
    const c = s.campaign!;
    c.firstRegent = 0;
    s.players[0]!.power = 5;
    s.players[1]!.power = 4; // the Regent with the most Power after you: the next First Regent
    s.players[2]!.power = 1;
    toTrust(s, 'relic', 'fuel', 'weapon', 'psionic');
    // You have agents on the Council (In Session): the most, so Aggression's secure takes it.
    s.court[0]!.agents[0] = 1;
    s.players[0]!.supply.agents -= 1;
    s = hands(s, { 0: ['AGG3', 'ADM3', 'ADM4', 'CON3', 'AGG4', 'MOB3'] });
    expect(s.initiative).toBe(0);
    s = answer(s, 0, 'lead:AGG3', 'no', 'pip:secure', 'card:0');
    expect(c.council).toBe('in-session'); // c is the pre-play object: apply never changes its input
    expect(s.campaign!.council).toBe('decided');
    expect(s.round!.council).toBe(0);
    s = followersCopy(endTurn(s));
    // The round's end: the Council back in the Court, leftmost, Decided; its resolution is yours (not the initiative's).
    expect(s.court[0]!.card).toBe('ARCS-AID01');
    expect(s.campaign!.council).toBe('decided');
    expect(openDecision(s)).toMatchObject({ kind: 'campaign/council', seat: 0 });
    expect(ids(s)).toEqual(['summit', 'pass']);
    // 1. You may call a Summit: you do, and in its Call to Order you Leave the Empire.
    s = answer(s, 0, 'summit');
    expect(inSummit(s)).toBe(true);
    s = answer(s, 0, 'leave');
    expect(s.players[0]!.title).toBe('outlaw');
    expect(s.campaign!.firstRegent).toBe(1);
    expect(s.campaign!.trust).toEqual(['relic', 'fuel', 'weapon', 'psionic']); // "Resources stay in the Imperial Trust."
    // Then the Negotiations; nobody proposes and you end the Summit.
    s = answer(s, 0, 'negotiate');
    expect(s.decisions.map((d) => d.seat)).toEqual([0, 1, 2]);
    s = answer(s, 0, 'end');
    expect(inSummit(s)).toBe(false);
    // 2. You are no Regent now: the tile stays with Blue. 3. As an Outlaw you steal from the Trust, one at a time.
    expect(s.campaign!.firstRegent).toBe(1);
    expect(openDecision(s)).toMatchObject({ kind: 'campaign/council', seat: 0 });
    expect(new Set(ids(s))).toEqual(new Set(['steal:relic', 'steal:fuel', 'steal:weapon', 'steal:psionic', 'stop']));
    s = answer(s, 0, 'steal:relic');
    while (openDecision(s)?.kind === 'res/arrange') s = answer(s, 0, ids(s)[0]!);
    s = answer(s, 0, 'steal:weapon');
    while (openDecision(s)?.kind === 'res/arrange') s = answer(s, 0, ids(s)[0]!);
    s = answer(s, 0, 'steal:psionic');
    while (openDecision(s)?.kind === 'res/arrange') s = answer(s, 0, ids(s)[0]!);
    expect(s.players[1]!.power).toBe(1); // 4 - 3: "Tough first day on the job!"
    expect(s.players[0]!.power).toBe(5);
    expect(s.campaign!.trust).toEqual(['fuel']);
    expect(s.players[0]!.resources.filter(Boolean).sort()).toEqual(['psionic', 'relic', 'weapon']);
    // You may stop before your slots are full ("up to").
    s = answer(s, 0, 'stop');
    while (openDecision(s)?.kind === 'res/arrange') s = answer(s, 0, ids(s)[0]!);
    // 4. You choose the Crises or the Edicts (not the event die).
    expect(openDecision(s)).toMatchObject({ kind: 'campaign/council', seat: 0 });
    expect(ids(s)).toEqual(['crises', 'edicts']);
    expect(s.campaign!.eventRoll ?? null).toBeNull();
    s = answer(s, 0, 'crises');
    expect(logText(s)).toMatch(/The Crises: Blight Crises/);
    // The event over: dice put away, the played cards discarded, the next round led by the initiative holder.
    expect(s.campaign!.eventRoll).toBeNull();
    expect(s.round!.plays).toEqual([]);
    expect(s.actionDiscard).toContain('AGG3');
    expect(openDecision(s)).toMatchObject({ kind: 'turn/play', seat: 0 });
    expect(checkInvariants(s)).toEqual([]);
  });

  it('Event Cards (p.14): a Regent secures the Council and a Rival plays an Event card the same round: only the Council resolves; step 2 gives the securer the tile with the Trust; step 4 the Edicts', () => {
    let s = neutral(started(3));
    s.campaign!.firstRegent = 2;
    toTrust(s, 'material');
    s.court[0]!.agents[0] = 1;
    s.players[0]!.supply.agents -= 1;
    // Red (a Regent, not the First Regent) secures; Blue holds an Event card.
    s = hands(s, { 0: ['AGG3', 'ADM3', 'ADM4', 'CON3', 'AGG4', 'MOB3'], 1: ['EVT1', 'ADM5', 'ADM6', 'AGG5', 'AGG6', 'MOB4'] });
    s = endTurn(answer(s, 0, 'lead:AGG3', 'no', 'pip:secure', 'card:0'));
    expect(s.round!.council).toBe(0);
    // Blue's Event card gives no actions: a Rival secured the Council earlier this round.
    expect(say(decisionOf(s, 1)!.options.find((o) => o.id === 'event:EVT1')!.label, s)).toMatch(/^Play an Event card: no actions/);
    s = endTurn(answer(s, 1, 'event:EVT1', 'no'));
    s = followersCopy(s);
    expect(openDecision(s)).toMatchObject({ kind: 'campaign/council', seat: 0 });
    s = answer(s, 0, 'pass');
    // 2. A Regent takes the First Regent tile, keeping all resources on the Imperial Trust.
    expect(s.campaign!.firstRegent).toBe(0);
    expect(s.campaign!.trust).toEqual(['material']);
    expect(ids(s)).toEqual(['crises', 'edicts']);
    s = answer(s, 0, 'edicts');
    // The Edicts: Govern the Imperial Reach asks the new First Regent.
    expect(openDecision(s)).toMatchObject({ kind: 'campaign/govern', seat: 0 });
    while (openDecision(s)?.kind.startsWith('campaign/') || openDecision(s)?.kind.startsWith('res/')) s = answer(s, openDecision(s)!.seat, ids(s)[0]!);
    // Only one event resolved: no campaign/event for Yellow's Event card; the next round begins.
    expect(logText(s)).not.toMatch(/calls the Summit/);
    expect(s.log.filter((l) => /The event and number dice show/.test(l.text))).toHaveLength(0);
    expect(s.round!.plays).toEqual([]);
    expect(s.actionDiscard).toEqual(expect.arrayContaining(['AGG3', 'EVT1']));
    expect(checkInvariants(s)).toEqual([]);
  });
});

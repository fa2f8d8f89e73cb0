/**
 * Scenarios: Summits reached through real rounds (campaign rulebook "Events" pp.12-13 and
 * "Summits" pp.16-17, sidebars in campaign-rulebook.pdftotext.txt), not pushed frames: the Event
 * cards' worked example ("Lotus calls the Summit. After it, they roll the event die and number
 * dice, triggering Crises!") with Lotus's Call to Order ("They return two of Dane's Favors to him
 * to force him to give them a Relic (Transfer Asset), since it has a raid cost of 2! Then, they
 * Petition the Council to flip it to In Session. They can do this even though they called the
 * Summit by securing the Council.").
 */
import { describe, expect, it } from 'vitest';
import { openDecision, viewFor } from '../../../src/engine/index.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { DIE } from './events-helpers.ts';
import { agentCount, ALL_AGENTS, answer, decisionOf, endTurn, followersCopy, hands, ids, idsOf, inSummit, logText, neutral, started } from './scenarios-helpers.ts';

const LOTUS = 0;
const DANE = 1;
const MIKAH = 2;

/** Lotus holds 2 of Dane's Favors; Dane a Relic in a slot of raid cost 2 (and a Fuel at raid cost 3). */
function lotusAndDane(s: GameState): GameState {
  neutral(s);
  s.campaign!.firstRegent = MIKAH;
  const cs = s.campaign!.seats[LOTUS]!;
  cs.favors = s.players.map(() => 0);
  cs.favors[DANE] = 2;
  s.players[DANE]!.supply.agents -= 2;
  s.supply.relic -= 1;
  s.supply.fuel -= 1;
  s.players[DANE]!.resources = ['fuel', null, null, 'relic', null, null];
  return s;
}

/** Lotus's Call to Order (p.16 sidebar), from the Summit's first decision. */
function callToOrder(s0: GameState): GameState {
  expect(decisionOf(s0, LOTUS)!.kind).toBe('campaign/summit');
  expect(idsOf(s0, LOTUS)).toEqual(['favors:1', 'petition', 'leave', 'negotiate']);
  let s = answer(s0, LOTUS, 'favors:1', 'kind:transfer');
  // Each resource at its raid cost: the Fuel (raid cost 3) is more than 2 Favors.
  expect(idsOf(s, LOTUS)).toEqual(['res:relic:2', 'back']);
  s = answer(s, LOTUS, 'res:relic:2');
  while (decisionOf(s, LOTUS)?.kind !== 'campaign/summit') s = answer(s, LOTUS, decisionOf(s, LOTUS)!.options[0]!.id);
  expect(s.players[DANE]!.resources).toEqual(['fuel', null, null, null, null, null]);
  expect(s.players[LOTUS]!.resources.filter((r) => r === 'relic')).toHaveLength(1);
  expect(s.campaign!.seats[LOTUS]!.favors ?? [0, 0, 0]).toEqual([0, 0, 0]);
  expect(agentCount(s, DANE)).toBe(ALL_AGENTS); // the Favors are back in Dane's supply
  s = answer(s, LOTUS, 'petition');
  expect(s.campaign!.council).toBe('in-session');
  return answer(s, LOTUS, 'negotiate');
}

describe('Events (p.12-13) and Summits, Call to Order (p.16): the worked examples through a round', () => {
  it('Lotus leads a "2" Construction; Dane and Mikah play Event cards; Lotus keeps the initiative, calls the Summit (returns 2 Favors for Dane\'s Relic, Petitions the Council), then rolls both dice: Crises', () => {
    let s = lotusAndDane(started(3));
    s.campaign!.council = 'decided'; // secured in an earlier round
    s = hands(s, { 0: ['CON2', 'ADM3', 'ADM4', 'AGG3', 'AGG4', 'MOB3'], 1: ['EVT1', 'ADM5', 'ADM6', 'AGG5', 'AGG6', 'MOB4'], 2: ['EVT2', 'MOB5', 'MOB6', 'CON5', 'CON6', 'ADM2'] });
    s = endTurn(answer(s, LOTUS, 'lead:CON2', 'no'));
    s = endTurn(answer(s, DANE, 'event:EVT1', 'no'));
    s.riggedDice = [DIE.crisis.crescent, DIE.cluster(3)];
    s = endTurn(answer(s, MIKAH, 'event:EVT2', 'no'));
    // "Dane and Mikah played Event cards and did not seize the initiative, so Lotus keeps the initiative."
    expect(s.initiative).toBe(LOTUS);
    expect(openDecision(s)).toMatchObject({ kind: 'campaign/event', seat: LOTUS });
    expect(ids(s)).toEqual(['summit', 'pass']);
    s = answer(s, LOTUS, 'summit');
    expect(inSummit(s)).toBe(true);
    // No dice before the Summit ends.
    expect(s.campaign!.eventRoll ?? null).toBeNull();
    s = callToOrder(s);
    // The Negotiations: every seat at once; nobody proposes and Lotus ends the Summit.
    expect(s.decisions.map((d) => d.seat)).toEqual([0, 1, 2]);
    s = answer(s, LOTUS, 'end');
    expect(inSummit(s)).toBe(false);
    // "After it, they roll the event die and number dice, triggering Crises!"
    expect(logText(s)).toMatch(/The event and number dice show a Crisis starburst with the crescent symbol and cluster 3\./);
    expect(logText(s)).toMatch(/The Crises: Blight Crises/);
    while (openDecision(s)?.kind.startsWith('campaign/')) s = answer(s, openDecision(s)!.seat, ids(s)[0]!);
    expect(s.campaign!.eventRoll).toBeNull();
    expect(s.round!.plays).toEqual([]);
    expect(s.actionDiscard).toEqual(expect.arrayContaining(['CON2', 'EVT1', 'EVT2']));
    expect(checkInvariants(s)).toEqual([]);
  });

  it('Lotus secures the Council, calls the Summit at the round end as its securer, and Petitions the Council that very Summit: In Session again; then chooses the Edicts', () => {
    let s = lotusAndDane(started(3));
    s.court[0]!.agents[LOTUS] = 1;
    s.players[LOTUS]!.supply.agents -= 1;
    s = hands(s, { 0: ['AGG3', 'ADM3', 'ADM4', 'CON3', 'AGG4', 'MOB3'] });
    s = answer(s, LOTUS, 'lead:AGG3', 'no', 'pip:secure', 'card:0');
    expect(s.campaign!.council).toBe('decided');
    s = followersCopy(endTurn(s));
    expect(openDecision(s)).toMatchObject({ kind: 'campaign/council', seat: LOTUS });
    s = answer(s, LOTUS, 'summit');
    s = callToOrder(s);
    s = answer(s, LOTUS, 'end');
    // Lotus is a Regent: step 2 gives them the First Regent tile; step 4: Lotus chooses.
    expect(s.campaign!.firstRegent).toBe(LOTUS);
    expect(ids(s)).toEqual(['crises', 'edicts']);
    s = answer(s, LOTUS, 'edicts');
    expect(openDecision(s)).toMatchObject({ kind: 'campaign/govern', seat: LOTUS });
    // Petitioned: the Council can be influenced again this Act.
    expect(s.campaign!.council).toBe('in-session');
    expect(s.court[0]!.card).toBe('ARCS-AID01');
  });
});

describe('Summits (pp.16-17) in the views: what viewFor shows of an open Summit', () => {
  it('every viewer sees the caller, the stage, the open proposals with their consents and who passed, the same for all; hands, decks, dice and the Fate decks stay hidden', () => {
    let s = lotusAndDane(started(3));
    s = hands(s, { 0: ['CON2', 'ADM3', 'ADM4', 'AGG3', 'AGG4', 'MOB3'], 1: ['EVT1', 'ADM5', 'ADM6', 'AGG5', 'AGG6', 'MOB4'] });
    s = endTurn(answer(s, LOTUS, 'lead:CON2', 'no'));
    s = followersCopy(endTurn(answer(s, DANE, 'event:EVT1', 'no')));
    s.riggedDice = [DIE.edict.hex, DIE.cluster(5)]; // secret: the views must not show them
    s = answer(s, LOTUS, 'summit');
    // The Call to Order is the caller's alone; the views show it.
    for (const v of [null, 0, 1, 2] as const) expect(viewFor(s, v).campaign!.summit).toEqual({ caller: LOTUS, stage: 'order', proposals: [], drafts: [null, null, null], done: [] });
    s = answer(s, LOTUS, 'negotiate');
    // Dane proposes to Promise a Favor to Lotus; Mikah, not concerned, passes.
    s = answer(s, DANE, 'propose', 'kind:promise', 'to:0', 'agent', 'submit');
    s = answer(s, MIKAH, 'pass');
    const views = ([null, 0, 1, 2] as const).map((v) => viewFor(s, v));
    const expected = { caller: LOTUS, stage: 'negotiate', proposals: [{ id: 1, by: DANE, parts: [{ kind: 'promise', actor: DANE, rival: LOTUS, item: { t: 'agent' } }], consents: [] }], done: [MIKAH] };
    for (const v of views) {
      expect(v.campaign!.summit).toMatchObject(expected);
      expect(v.campaign!.summit).toEqual(views[0]!.campaign!.summit);
      // Nothing secret: no stack, no deck order, no dice, no seed; only the viewer's own hand.
      const json = JSON.stringify(v);
      expect(v).not.toHaveProperty('stack');
      expect(v).not.toHaveProperty('rng');
      expect(v).not.toHaveProperty('riggedDice');
      expect(v).not.toHaveProperty('courtDeck');
      expect(v).not.toHaveProperty('actionDeck');
      expect(v.campaign).not.toHaveProperty('fateDecks');
      v.players.forEach((p, seat) => {
        if (seat !== v.viewer) {
          expect(p).not.toHaveProperty('hand');
          for (const c of s.players[seat]!.hand) expect(json).not.toContain(`"${c}"`);
        }
      });
    }
    // Lotus's decision offers the proposal: accept or reject it.
    expect(idsOf(s, LOTUS)).toEqual(expect.arrayContaining(['accept:1', 'reject:1']));
    s = answer(s, LOTUS, 'accept:1');
    expect(viewFor(s, null).campaign!.summit!.proposals).toEqual([]);
    expect(s.campaign!.seats[LOTUS]!.favors?.[DANE]).toBe(3);
    // After the Summit, no summit in any view.
    s = answer(s, LOTUS, 'end');
    expect(inSummit(s)).toBe(false);
    expect(viewFor(s, 1).campaign).not.toHaveProperty('summit');
  });
});

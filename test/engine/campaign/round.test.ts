/**
 * The campaign's rounds (campaign rulebook, seeds/002_…: "Events" p.12-13 with its sidebars in
 * campaign-rulebook.pdftotext.txt, "Imperial Council" p.14; the Event card's text ARCS-F515 and the
 * Council's ARCS-AID01A/B): Event cards on a turn, the Council in play, the round-end event.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { apply, newGame, openDecision } from '../../../src/engine/index.ts';
import { hands } from './scenarios-helpers.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import { permits } from '../../../src/engine/effects.ts';
import { playRandom } from '../../../src/engine/random-play.ts';
import { HANDLERS } from '../../../src/engine/handlers.ts';
import { EVENTS_HANDLERS } from '../../../src/engine/campaign/events/index.ts';
import { roundEndEvents } from '../../../src/engine/campaign/round.ts';
import { isEventCard, isImperialCouncil } from '../../../src/engine/campaign/state.ts';
import { IMPERIAL_COUNCIL } from '../../../src/data/campaign/components.ts';
import { say } from '../../../src/text/say.ts';
import type { FrameOf, GameState, Seat } from '../../../src/engine/types.ts';
import type { Handler } from '../../../src/engine/step.ts';
import { expectDecision, optionIds, play } from '../helpers.ts';

const COUNCIL = IMPERIAL_COUNCIL.cardId;
const STEWARDS = (n: number) => Array.from({ length: n }, () => 'ARCS-FATE01');

/** A campaign just after Act I setup (placements with the first option; 2 players keep their hand). */
function started(players: number, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: STEWARDS(players) });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  expect(s.campaign!.stage).toBe('play');
  return s;
}

/** The turn/actions frame on top of the stack. */
function menu(s: GameState): FrameOf<'turn/actions'> {
  const f = [...s.stack].reverse().find((x) => x.k === 'turn/actions');
  if (!f || f.k !== 'turn/actions') throw new Error('no turn/actions frame');
  return f;
}

/** End the current turn (skip actions; no seize), whatever asks. */
function endTurn(s: GameState): GameState {
  let cur = s;
  const seat = s.turn?.seat;
  while (cur.turn?.seat === seat && cur.turn !== null) {
    const d = openDecision(cur)!;
    const id = d.options.find((o) => o.id === 'end' || o.id === 'no')?.id;
    if (!id) throw new Error(`cannot end the turn at ${d.kind}: ${d.options.map((o) => o.id).join(', ')}`);
    cur = play(cur, id);
  }
  return cur;
}

/**
 * Answer the round end's event (campaign/event, campaign/council and what they ask: no Summit, the
 * first option of anything else) until no campaign decision is open.
 */
function settleEvent(s: GameState): GameState {
  let cur = s;
  for (let d = openDecision(cur); d && d.kind.startsWith('campaign/'); d = openDecision(cur)) {
    const ids = d.options.map((o) => o.id);
    cur = play(cur, ids.find((id) => id === 'pass' || id === 'end') ?? ids[0]!);
  }
  return cur;
}

/** Play out the round under way (after its lead): followers Copy (or play an Event card), every turn ends at once, and its event is settled. */
function finishRound(s: GameState): GameState {
  let cur = s;
  while (cur.round !== null && cur.round.plays.length > 0) {
    if (cur.turn) cur = endTurn(cur);
    else if (openDecision(cur)?.kind.startsWith('campaign/')) cur = settleEvent(cur);
    else cur = play(cur, optionIds(cur).find((id) => id.startsWith('copy:') || id.startsWith('event:'))!);
  }
  return cur;
}

const label = (s: GameState, id: string) => say(openDecision(s)!.options.find((o) => o.id === id)!.label, s);

describe('Event Cards (campaign rulebook p.12)', () => {
  it('the worked example: Lotus leads a "2" Construction card; Dane plays an Event and takes 4 Construction actions; Mikah also plays an Event but gets no actions', () => {
    let s = hands(started(3), { 0: ['CON2', 'ADM3', 'ADM4', 'AGG3', 'AGG4', 'MOB3'], 1: ['EVT1', 'ADM5', 'ADM6', 'AGG5', 'AGG6', 'MOB4'], 2: ['EVT2', 'MOB5', 'MOB6', 'CON5', 'CON6', 'ADM2'] });
    s = play(s, 'lead:CON2', 'no');
    s = endTurn(s);
    expectDecision(s, 'turn/play', 1);
    expect(label(s, 'event:EVT1')).toBe('Play an Event card: up to 4 actions like the lead card (Construction)');
    s = play(s, 'event:EVT1');
    // It is played face up, and the player may still seize with another card (not with the Event card).
    expect(s.round!.plays[1]).toMatchObject({ seat: 1, card: 'EVT1', mode: 'event' });
    expect(s.round!.events).toEqual([1]);
    expectDecision(s, 'turn/seize', 1);
    expect(optionIds(s).some((id) => id.includes('EVT'))).toBe(false);
    s = play(s, 'no');
    expect(menu(s)).toMatchObject({ seat: 1, pips: 4, allowed: ['build', 'repair'], leadSuit: 'construction', prelude: true });
    s = endTurn(s);
    expectDecision(s, 'turn/play', 2);
    expect(label(s, 'event:EVT2')).toMatch(/^Play an Event card: no actions/);
    s = play(s, 'event:EVT2');
    expect(s.round!.events).toEqual([1, 2]);
    s = play(s, 'no');
    // "If you play an event that gives you no actions, you can still take Prelude actions."
    if (s.turn?.seat === 2) expect(menu(s)).toMatchObject({ seat: 2, pips: 0, prelude: true });
    expect(s.log.some((e) => / plays an Event card; it gives no actions, as a Rival played an Event card earlier this round\.$/.test(e.text))).toBe(true);
    s = endTurn(s);
    // The round's end: the event (its Summit not called; its Crises or Edicts) resolves, then the discard.
    expect(openDecision(s)).toMatchObject({ kind: 'campaign/event', seat: 0 });
    s = settleEvent(s);
    // "Dane and Mikah played Event cards and did not seize the initiative, so Lotus keeps the initiative."
    expect(s.round!.plays).toEqual([]);
    expect(s.initiative).toBe(0);
    // Event cards are discarded like the other played cards (base Step 4), so they go back into the deck with the next deal.
    expect(s.actionDiscard).toEqual(expect.arrayContaining(['CON2', 'EVT1', 'EVT2']));
    expect(checkInvariants(s)).toEqual([]);
  });

  it('a blocked Event still allows Prelude actions: a Fuel token can move', () => {
    let s = hands(started(3), { 0: ['CON2', 'ADM3', 'ADM4', 'AGG3', 'AGG4', 'MOB3'], 1: ['EVT1', 'ADM5', 'ADM6', 'AGG5', 'AGG6', 'MOB4'], 2: ['EVT2', 'MOB5', 'MOB6', 'CON5', 'CON6', 'ADM2'] });
    // Mikah holds a Fuel token in her first slot (taken from the supply).
    s.supply.fuel -= 1;
    const slot = s.players[2]!.resources.indexOf(null);
    s.players[2]!.resources[slot] = 'fuel';
    s = play(s, 'lead:CON2', 'no');
    s = endTurn(s);
    s = play(s, 'event:EVT1', 'no');
    s = endTurn(s);
    s = play(s, 'event:EVT2', 'no');
    expect(menu(s)).toMatchObject({ seat: 2, pips: 0, prelude: true });
    expect(optionIds(s)).toContain(`res:${slot}:move`);
    expect(optionIds(s).some((id) => id.startsWith('pip:'))).toBe(false);
  });

  it('"You cannot Lead it": the initiative holder is never offered an Event card; with only Event cards they must pass the initiative', () => {
    let s = hands(started(3), { 0: ['EVT1', 'ADM3', 'ADM4', 'AGG3', 'AGG4', 'MOB3'] });
    expect(optionIds(s)).not.toContain('lead:EVT1');
    expect(optionIds(s).filter((id) => id.startsWith('lead:'))).toHaveLength(5);
    s = hands(s, { 0: ['EVT1', 'EVT2'] });
    expectDecision(s, 'turn/play', 0);
    expect(optionIds(s)).toEqual(['pass']);
    s = play(s, 'pass');
    expect(s.initiative).toBe(1);
    expect(s.players[0]!.hand).toEqual(['EVT1', 'EVT2']);
  });

  it('"You cannot … Copy with it": a follower is offered no Copy, Surpass or Pivot with an Event card, and one Event option for two Event cards', () => {
    let s = hands(started(4), { 0: ['CON2', 'ADM3', 'ADM4', 'AGG3', 'AGG4', 'MOB3'], 1: ['EVT1', 'EVT2', 'ADM5', 'CON6', 'AGG5', 'MOB4'] });
    s = endTurn(play(s, 'lead:CON2', 'no'));
    expectDecision(s, 'turn/play', 1);
    const ids = optionIds(s);
    expect(ids.filter((id) => id.includes('EVT'))).toEqual(['event:EVT1']);
    expect(ids).toContain('surpass:CON6');
    expect(ids).toContain('copy:ADM5');
    // With only Event cards left, playing one is the only choice.
    s = hands(s, { 1: ['EVT1'] });
    expect(optionIds(s)).toEqual(['event:EVT1']);
  });

  it('"You cannot … discard it to seize the initiative": the seize offer lists no Event card, and is not made when only Event cards are left', () => {
    let s = hands(started(3), { 0: ['CON2', 'ADM3', 'ADM4', 'AGG3', 'AGG4', 'MOB3'], 1: ['MOB5', 'EVT1', 'ADM5', 'ADM6', 'AGG5', 'AGG6'] });
    s = endTurn(play(s, 'lead:CON2', 'no'));
    s = play(s, 'pivot:MOB5');
    // The seize offer comes with the played card (Surpass/Pivot triggers and seizing, FAQ); none for Event cards.
    const seize = s.decisions[0]!.kind === 'turn/seize' ? s : play(s, ...optionIds(s).filter((id) => id.includes('seize')).slice(0, 1));
    expectDecision(seize, 'turn/seize', 1);
    expect(optionIds(seize)).toEqual(['no', 'seize:ADM5', 'seize:ADM6', 'seize:AGG5', 'seize:AGG6']);
    // Only Event cards left after playing: no seize offer at all.
    let t = hands(started(3), { 0: ['CON2', 'ADM3', 'ADM4', 'AGG3', 'AGG4', 'MOB3'], 1: ['MOB5', 'EVT1'] });
    t = endTurn(play(t, 'lead:CON2', 'no'));
    t = play(t, 'pivot:MOB5');
    expect(openDecision(t)!.kind).toBe('turn/actions');
  });

  it('an Event card gives no actions after a Rival secured the Imperial Council earlier this round', () => {
    let s = started(3);
    // Red (initiative) has the most agents on the Council, In Session.
    s.court[0]!.agents[0] = 1;
    s.players[0]!.supply.agents -= 1;
    s = hands(s, { 0: ['AGG3', 'ADM3', 'ADM4', 'CON3', 'AGG4', 'MOB3'], 1: ['EVT1', 'ADM5', 'ADM6', 'AGG5', 'AGG6', 'MOB4'] });
    s = play(s, 'lead:AGG3', 'no', 'pip:secure', 'card:0');
    expect(s.round!.council).toBe(0);
    s = endTurn(s);
    expectDecision(s, 'turn/play', 1);
    expect(label(s, 'event:EVT1')).toMatch(/^Play an Event card: no actions/);
    s = play(s, 'event:EVT1', 'no');
    expect(menu(s)).toMatchObject({ seat: 1, pips: 0 });
  });
});

describe('The Imperial Council (campaign rulebook p.14)', () => {
  it('In Session: players may influence and secure it; securing is normal securing, then it flips to Decided and is tucked under the played card until the round ends', () => {
    let s = started(3);
    expect(s.court[0]!.card).toBe(COUNCIL);
    expect(s.campaign!.council).toBe('in-session');
    // Red leads Administration: influence may target the Council.
    s = hands(s, { 0: ['ADM3', 'AGG3', 'ADM4', 'CON3', 'AGG4', 'MOB3'] });
    expect(permits(s, 0, { t: 'influence', card: COUNCIL })).toBe(true);
    s = play(s, 'lead:ADM3', 'no', 'pip:influence');
    expect(optionIds(s)).toContain('card:0');
    s = play(s, 'card:0');
    expect(s.court[0]!.agents[0]).toBe(1);
    s = endTurn(s);
    // Red 2 agents, Blue 1 (from their supplies); Red secures with Aggression next round.
    expect(permits(s, 0, { t: 'secure', card: COUNCIL })).toBe(true);
    s.court[0]!.agents[0] = 2;
    s.players[0]!.supply.agents -= 1;
    s.court[0]!.agents[1] = 1;
    s.players[1]!.supply.agents -= 1;
    // Finish the round with Copies, then Red leads Aggression and secures.
    s = finishRound(s);
    expect(s.initiative).toBe(0);
    s = hands(s, { 0: ['AGG3', 'ADM4', 'CON3', 'AGG4', 'MOB3'] });
    const deckTop = s.courtDeck[0]!;
    const before = s.players[0]!.supply.agents;
    s = play(s, 'lead:AGG3', 'no', 'pip:secure', 'card:0');
    // Normal securing: Red's agents return, Blue's become Red's Captives; the spot is refilled from the Court deck.
    expect(s.players[0]!.supply.agents).toBe(before + 2);
    expect(s.players[0]!.captives[1]).toBe(1);
    expect(s.court[0]!.card).toBe(deckTop);
    // Flipped to Decided and tucked: not in the Court, not in Red's play area; recorded on the round.
    expect(s.campaign!.council).toBe('decided');
    expect(s.round!.council).toBe(0);
    expect(s.court.some((c) => c.card === COUNCIL)).toBe(false);
    expect(s.players[0]!.court.some((c) => c.id === COUNCIL)).toBe(false);
    expect(checkInvariants(s)).toEqual([]);
    // At the round's end it returns to the Court, leftmost, on its Decided side.
    s = finishRound(endTurn(s));
    expect(s.court[0]!.card).toBe(COUNCIL);
    expect(s.court[0]!.agents).toEqual([0, 0, 0]);
    expect(s.campaign!.council).toBe('decided');
    expect(s.log.map((e) => e.text)).toContain('The Imperial Council returns to the Court on its Decided side.');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('Decided: players cannot influence or secure it (a "cannot" of the Rules Hierarchy)', () => {
    let s = started(3);
    s.campaign!.council = 'decided';
    s = hands(s, { 0: ['ADM3', 'AGG3', 'ADM4', 'CON3', 'AGG4', 'MOB3'] });
    expect(permits(s, 0, { t: 'influence', card: COUNCIL })).toBe(false);
    expect(permits(s, 0, { t: 'secure', card: COUNCIL })).toBe(false);
    expect(permits(s, 0, { t: 'influence', card: s.court[1]!.card })).toBe(true);
    s = play(s, 'lead:ADM3', 'no', 'pip:influence');
    expect(optionIds(s)).not.toContain('card:0');
    expect(optionIds(s)).toContain('card:1');
    // Agents left on it from before it was Decided do not let anyone secure it.
    s.court[0]!.agents[1] = 2;
    s.players[1]!.supply.agents -= 2;
    expect(permits(s, 1, { t: 'secure', card: COUNCIL })).toBe(false);
  });

  it('"cannot be buried, scrapped, or discarded": isImperialCouncil is the guard', () => {
    expect(isImperialCouncil(COUNCIL)).toBe(true);
    expect(isImperialCouncil('ARCS-CC01')).toBe(false);
  });
});

describe('Resolving the Event (campaign rulebook p.13): the round-end push', () => {
  const stub = (name: string): Handler<never> => ({
    step(s) {
      // The event runs after the initiative check and before the played cards are discarded.
      const where = s.court[0]?.card === COUNCIL ? `Council leftmost, ${s.campaign!.council}` : 'Council not in the Court';
      const who = 'seat' in (s.stack[s.stack.length - 1] as object) ? ` for seat ${(s.stack[s.stack.length - 1] as { seat: number }).seat}` : '';
      s.log.push({ seq: s.seq, text: `${name}${who} ran with ${s.round!.plays.length} played cards; initiative ${s.initiative}; ${where}` });
      return { t: 'done' };
    },
    resume: () => ({ t: 'done' }),
  });
  // Stand-ins that log when they run (the real frames are tested in events.test.ts), put back after each test.
  const real = { events: { ...EVENTS_HANDLERS } as Record<string, unknown>, all: { ...HANDLERS } as Record<string, unknown> };
  const inject = () => {
    for (const k of ['campaign/event', 'campaign/council']) {
      (EVENTS_HANDLERS as Record<string, unknown>)[k] = stub(k);
      (HANDLERS as Record<string, unknown>)[k] = stub(k);
    }
  };
  afterEach(() => {
    for (const k of ['campaign/event', 'campaign/council']) {
      (EVENTS_HANDLERS as Record<string, unknown>)[k] = real.events[k];
      (HANDLERS as Record<string, unknown>)[k] = real.all[k];
    }
  });

  it('Event cards played: one campaign/event ("If multiple Event cards were played, only resolve one"), after the initiative check, before the discard', () => {
    inject();
    let s = hands(started(3), { 0: ['CON2', 'ADM3', 'ADM4', 'AGG3', 'AGG4', 'MOB3'], 1: ['EVT1', 'CON5', 'ADM6', 'AGG5', 'AGG6', 'MOB4'], 2: ['EVT2', 'CON6', 'MOB6', 'MOB5', 'ADM5', 'ADM2'] });
    s = endTurn(play(s, 'lead:CON2', 'no'));
    // Blue Surpasses: Blue takes the initiative at the round's end.
    s = endTurn(play(s, 'surpass:CON5', 'no'));
    s = endTurn(play(s, 'event:EVT2', 'no'));
    const ran = s.log.filter((e) => e.text.startsWith('campaign/'));
    expect(ran.map((e) => e.text)).toEqual(['campaign/event ran with 3 played cards; initiative 1; Council leftmost, in-session']);
    expect(s.round).toMatchObject({ leader: 1, plays: [] });
    expect(s.actionDiscard).toEqual(expect.arrayContaining(['CON2', 'CON5', 'EVT2']));
  });

  it('played out: Red secures the Council, Blue plays an Event: at the round end the Council is back in the Court (Decided), then campaign/council runs for Red, not campaign/event', () => {
    inject();
    let s = started(3);
    s.court[0]!.agents[0] = 1;
    s.players[0]!.supply.agents -= 1;
    s = hands(s, { 0: ['AGG3', 'ADM3', 'ADM4', 'CON3', 'AGG4', 'MOB3'], 1: ['EVT1', 'ADM5', 'ADM6', 'AGG5', 'AGG6', 'MOB4'] });
    s = endTurn(play(s, 'lead:AGG3', 'no', 'pip:secure', 'card:0'));
    s = endTurn(play(s, 'event:EVT1', 'no'));
    s = finishRound(s);
    const ran = s.log.filter((e) => e.text.startsWith('campaign/')).map((e) => e.text);
    expect(ran).toEqual(['campaign/council for seat 0 ran with 3 played cards; initiative 0; Council leftmost, decided']);
    expect(s.actionDiscard).toEqual(expect.arrayContaining(['AGG3', 'EVT1']));
    expect(checkInvariants(s)).toEqual([]);
  });

  it('the Council secured in the same round as Event cards: campaign/council for its securer, and no campaign/event', () => {
    inject();
    const s = started(3);
    s.round = { leader: 0, plays: [{ seat: 0, card: 'AGG3', mode: 'lead', seizeCard: null }, { seat: 1, card: 'EVT1', mode: 'event', seizeCard: null }], declared: null, seized: null, queue: [], events: [1], council: 0 };
    expect(roundEndEvents(s)).toEqual([{ k: 'campaign/council', seat: 0 }]);
    delete s.round.council;
    expect(roundEndEvents(s)).toEqual([{ k: 'campaign/event' }]);
    s.round.events = [];
    expect(roundEndEvents(s)).toEqual([]);
  });
});

describe('Two-Player Mulligans (campaign rulebook p.12) at a later chapter', () => {
  it('the mulligan at the start of chapter 2 keeps Event cards and draws as many as discarded', () => {
    for (let seed = 0; seed < 40; seed++) {
      const r = playRandom(started(2, seed), {
        steps: 5000, seed,
        until: (x) => x.chapter >= 2 && x.decisions[0]?.kind === 'campaign/mulligan',
      });
      const s = r.state;
      if (s.decisions[0]?.kind !== 'campaign/mulligan') continue;
      const seat = s.decisions[0].seat as Seat;
      const hand = s.players[seat]!.hand;
      const events = hand.filter(isEventCard);
      if (events.length === 0) continue;
      expect(say(s.decisions[0].prompt, s)).toContain(`discard your ${6 - events.length} action`);
      const after = apply(s, { t: 'answer', seat, choice: 'redraw' });
      if (!after.ok) throw new Error(after.error.code);
      const next = after.state.players[seat]!.hand;
      expect(next).toHaveLength(6);
      for (const e of events) expect(next).toContain(e);
      for (const c of hand.filter((x) => !isEventCard(x))) expect(next).not.toContain(c);
      expect(checkInvariants(after.state)).toEqual([]);
      return;
    }
    throw new Error('no seed reached a chapter-2 mulligan with an Event card in hand');
  });
});

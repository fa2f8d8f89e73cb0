/**
 * The Partisan's Fate Set (ARCS-FATE06, ARCS-F601…F625): its three Acts and every card's effect,
 * with the FAQ entries of its cards (faq.csv) and its errata. Seizing, Surpassing, passing and
 * playing cards are driven through the engine's own turn frames; Crises, Edicts and chapter
 * scoring (other areas' frames) call the hooks directly and run the frames they return.
 */
import { describe, expect, it } from 'vitest';
import { answer, clearMap, ids, runFrames, seen, setShips, shipsAt } from './steward-helpers.ts';
import { CAMPAIGN } from '../../../../src/text/en/campaign.ts';
import { roundEndUnions } from '../../../../src/engine/court/unions.ts';
import { exportPosition, importPosition, newGame } from '../../../../src/engine/index.ts';
import { run } from '../../../../src/engine/advance.ts';
import { cardEffect, heldEffects, initiativeGained, permits, spendAsTypes } from '../../../../src/engine/effects.ts';
import { checkInvariants } from '../../../../src/engine/invariants.ts';
import { provokeOutrage } from '../../../../src/engine/frames/outrage.ts';
import { fateRules, grandAmbitionsFulfilled, resolveFateNow, setUpFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import { addToBooklet } from '../../../../src/engine/campaign/fates/moves.ts';
import { clearOutrage, highestCards, partisanGuildCards, PARTISAN_EFFECTS } from '../../../../src/engine/campaign/fates/partisan.ts';
import { systemDef, type Resource, type SystemId } from '../../../../src/data/map.ts';
import { findCard } from '../../../../src/data/cards.ts';
import { systemIds } from '../../../../src/engine/board.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import { actionCard, type ActionCardId } from '../../../../src/data/action-cards.ts';
import type { FrameOf, GameState, Seat } from '../../../../src/engine/types.ts';

const PARTISAN = 'ARCS-FATE06';
const STEWARD = 'ARCS-FATE01';
const F = (n: number) => `ARCS-F6${String(n).padStart(2, '0')}`;
const fx = (id: string) => cardEffect(id)!;
const menu = {} as FrameOf<'turn/actions'>;
const roll = (symbol: 'arrow' | 'crescent' | 'hex', number: 1 | 2 | 3 | 4 | 5 | 6): EventRoll => ({ event: { event: 'crisis', symbol }, number });

/** A campaign with the Partisan in seat 0 (Stewards elsewhere) after Act I setup, resting before the first round. */
function partisans(players = 3, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: [PARTISAN, ...Array.from({ length: players - 1 }, () => STEWARD)] });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  return s;
}

/** A round under way: `leader` (with the initiative) led `lead`; the others still to play. */
function led(s: GameState, leader: Seat, lead: ActionCardId): void {
  s.initiative = leader;
  s.round = { leader, plays: [{ seat: leader, card: lead, mode: 'lead', seizeCard: null }], declared: null, seized: null, queue: [] };
}

const hand = (s: GameState, seat: Seat, cards: string[]) => (s.players[seat]!.hand = cards as ActionCardId[]);
const noResources = (s: GameState) => s.players.forEach((p) => (p.resources = [null, null, null, null, null, null]));
const marker = (s: GameState, seat: Seat = 0) => s.campaign!.seats[seat]!.marker;
const kind = (s: GameState) => s.decisions[0]?.kind;

/** A planet in play with this resource. */
function planetOf(s: GameState, r: Resource, skip: SystemId[] = []): SystemId {
  return systemIds(s).find((id) => systemDef(id).kind === 'planet' && systemDef(id).resource === r && !skip.includes(id))!;
}

describe('Partisan Act I Setup (F601A) and objective (F601B)', () => {
  it('F601A: gains Informants (02) and Partisan Seizing (03); the objective marker starts at 12 / 11 / 10', () => {
    for (const [n, start] of [[2, 12], [3, 11], [4, 10]] as const) {
      const s = partisans(n);
      const cs = s.campaign!.seats[0]!;
      expect(cs.playArea).toEqual([F(2), F(3)]);
      expect(cs.objective).toBe('ARCS-F601B');
      expect(cs.marker).toBe(start);
    }
  });

  it('F601B Sow Division: advance 1 on getting the initiative by Surpassing highest (round end)', () => {
    const s = partisans(3);
    led(s, 1, 'ADM2');
    s.round!.plays.push({ seat: 2, card: 'AGG3', mode: 'pivot', seizeCard: null }, { seat: 0, card: 'ADM5', mode: 'surpass', seizeCard: null });
    s.players.forEach((p) => (p.hand = ['CON2'] as ActionCardId[]));
    s.stack = [{ k: 'game' }];
    run(s);
    expect(s.initiative).toBe(0);
    expect(marker(s)).toBe(10);
  });

  it('F601B FAQ: holding the initiative through a round gives no advance ("You need to get it from somewhere else")', () => {
    const s = partisans(3);
    led(s, 0, 'ADM5');
    s.round!.plays.push({ seat: 1, card: 'MOB2', mode: 'pivot', seizeCard: null }, { seat: 2, card: 'AGG3', mode: 'pivot', seizeCard: null });
    s.players.forEach((p) => (p.hand = ['CON2'] as ActionCardId[]));
    s.stack = [{ k: 'game' }];
    run(s);
    expect(s.initiative).toBe(0);
    expect(marker(s)).toBe(11);
  });

  it('F601B: getting the initiative "in any way": passed to you', () => {
    const s = partisans(2);
    s.initiative = 1;
    s.round = { leader: 1, plays: [], declared: null, seized: null, queue: [] };
    hand(s, 1, ['ADM3']);
    hand(s, 0, ['ADM4']);
    s.stack = [{ k: 'game' }, { k: 'turn/play', seat: 1 }];
    run(s);
    const after = play(s, 'pass');
    expect(after.initiative).toBe(0);
    expect(marker(after)).toBe(11);
    // A Rival getting it advances nothing of ours.
    const t = partisans(2);
    initiativeGained(t, 1, 'seize');
    expect(marker(t)).toBe(12);
  });

  it('F601B Appeal to Your Supporters: advance 2 per ambition won without Outrage of the resource it counts; Weapon Outrage stops Warlord', () => {
    const s = partisans(3);
    const won = (ambition: 'tycoon' | 'tyrant' | 'warlord' | 'keeper' | 'empath') => ({ ambition, first: [0], second: [1], gains: { 0: 5, 1: 3 }, firstPower: 5, secondPower: 3, cityBonus: {} });
    s.players[0]!.outrage = [{ resource: 'weapon', agent: true }, { resource: 'fuel', agent: true }];
    fx('ARCS-F601B').ambitionsScored!(s, 0, [won('tycoon'), won('warlord'), won('keeper'), won('tyrant')]);
    // Tycoon (Fuel Outrage) and Warlord (Weapon Outrage) give nothing; Keeper and Tyrant 2 each.
    expect(marker(s)).toBe(7);
    // Second place, or a tie for first (nobody first), is not winning.
    fx('ARCS-F601B').ambitionsScored!(s, 0, [{ ...won('empath'), first: [1], second: [0] }]);
    expect(marker(s)).toBe(7);
  });
});

describe('Partisan Seizing (F603 Ability, F616 Law)', () => {
  it('F603: its holder cannot seize by discarding a second card; it may seize by Provoking Outrage of a non-Outraged type (resources and Guild cards of the type discarded, agent placed), advancing F601B', () => {
    let s = partisans(3);
    led(s, 1, 'ADM4');
    hand(s, 0, ['AGG3', 'MOB2']);
    noResources(s);
    s.players[0]!.resources = ['fuel', 'material', null, null, null, null];
    s.players[0]!.court = [{ id: 'ARCS-BC09', tokens: [] }];
    const agents = s.players[0]!.supply.agents;
    expect(permits(s, 0, { t: 'seize-discard' })).toBe(false);
    s = runFrames(s, [{ k: 'turn/play', seat: 0 }]);
    s = answer(s, 'pivot:AGG3');
    expect(kind(s)).toBe('campaign/partisan-seize');
    expect(ids(s)).toEqual(['no', 'type:material', 'type:fuel', 'type:weapon', 'type:relic', 'type:psionic']);
    s = answer(s, 'type:fuel');
    expect(s.initiative).toBe(0);
    expect(s.round!.seized).toBe(0);
    expect(s.round!.plays.at(-1)!.seizeCard).toBeNull();
    expect(s.players[0]!.hand).toEqual(['MOB2']);
    expect(s.players[0]!.outrage).toEqual([{ resource: 'fuel', agent: true }]);
    expect(s.players[0]!.resources).toEqual([null, 'material', null, null, null, null]);
    expect(s.players[0]!.court).toEqual([]);
    expect(s.courtDiscard).toContain('ARCS-BC09');
    expect(s.players[0]!.supply.agents).toBe(agents - 1);
    expect(marker(s)).toBe(10);
  });

  it('F603 with Psionic Outrage: the protected Informants (a Psionic Guild card in the play area) is discarded too (Protected Guild Cards, p.27)', () => {
    let s = partisans(3);
    led(s, 1, 'ADM4');
    hand(s, 0, ['AGG3', 'MOB2']);
    s = runFrames(s, [{ k: 'turn/play', seat: 0 }]);
    s = answer(s, 'pivot:AGG3', 'type:psionic');
    expect(s.campaign!.seats[0]!.playArea).toEqual([F(3)]);
    expect(s.courtDiscard).toContain(F(2));
    expect(s.initiative).toBe(0);
  });

  it('F603: the seizing choice may be declined; with every type Outraged there is no way to seize; a Rival without the card still discards to seize', () => {
    let s = partisans(3);
    led(s, 1, 'ADM4');
    hand(s, 0, ['AGG3', 'MOB2']);
    s = runFrames(s, [{ k: 'turn/play', seat: 0 }]);
    s = answer(s, 'copy:AGG3', 'no');
    expect(s.initiative).toBe(1);
    expect(s.players[0]!.outrage).toEqual([]);

    let t = partisans(3);
    led(t, 1, 'ADM4');
    hand(t, 0, ['AGG3', 'MOB2']);
    t.players[0]!.outrage = (['material', 'fuel', 'weapon', 'relic', 'psionic'] as const).map((r) => ({ resource: r, agent: false }));
    t = runFrames(t, [{ k: 'turn/play', seat: 0 }]);
    t = answer(t, 'pivot:AGG3');
    expect(kind(t)).toBe('turn/actions');

    let u = partisans(3);
    led(u, 0, 'ADM4');
    hand(u, 1, ['AGG3', 'MOB2']);
    u = runFrames(u, [{ k: 'turn/play', seat: 1 }]);
    u = answer(u, 'pivot:AGG3');
    expect(kind(u)).toBe('turn/seize');
  });

  it('F603: "This doesn\'t limit other ways to seize": Surpassing with a 7 still seizes', () => {
    let s = partisans(3);
    led(s, 1, 'ADM4');
    hand(s, 0, ['ADM7', 'MOB2']);
    s = runFrames(s, [{ k: 'turn/play', seat: 0 }]);
    s = answer(s, 'surpass:ADM7');
    expect(s.initiative).toBe(0);
    expect(s.round!.seized).toBe(0);
    expect(s.players[0]!.outrage).toEqual([]);
  });

  it('F616 (Law, Act II): everyone seizes only by Provoking Outrage, not by discarding a second card', () => {
    let s = partisans(3);
    addToBooklet(s, [F(16)]);
    led(s, 0, 'ADM4');
    hand(s, 1, ['AGG3', 'MOB2']);
    expect(permits(s, 1, { t: 'seize-discard' })).toBe(false);
    s = runFrames(s, [{ k: 'turn/play', seat: 1 }]);
    s = answer(s, 'pivot:AGG3');
    expect(kind(s)).toBe('campaign/partisan-seize');
    s = answer(s, 'type:relic');
    expect(s.initiative).toBe(1);
    expect(s.players[1]!.outrage.map((m) => m.resource)).toEqual(['relic']);
  });

  it('F603: "Scrap this and clear all your Outrage if you\'re not the Partisan" (a new Fate at the Intermission); FAQ: an Act III pivot clears nothing (the card is tucked by the map)', () => {
    const s = partisans(3);
    s.players[0]!.outrage = [{ resource: 'fuel', agent: true }, { resource: 'relic', agent: false }];
    const agents = s.players[0]!.supply.agents;
    fateRules(PARTISAN)!.leave!(s, 0);
    expect(s.campaign!.seats[0]!.playArea).not.toContain(F(3));
    expect(s.campaign!.scrap).toContain(F(3));
    expect(s.players[0]!.outrage).toEqual([]);
    expect(s.players[0]!.supply.agents).toBe(agents + 1);

    const t = partisans(3);
    setUpFateNow(t, 0, 2);
    t.players[0]!.outrage = [{ resource: 'fuel', agent: true }];
    fateRules(PARTISAN)!.leave!(t, 0);
    expect(t.campaign!.reminders).toContain(F(3));
    expect(t.players[0]!.outrage).toEqual([{ resource: 'fuel', agent: true }]);
  });
});

describe('Informants (F602): Spy (Influence)', () => {
  it('gives the highest action card to a Rival, who gives back theirs — "It can be the same card"; the log names no card', () => {
    let s = partisans(3);
    hand(s, 0, ['ADM4', 'AGG6', 'MOB6']);
    hand(s, 1, ['CON5', 'MOB2']);
    s.turn = { seat: 0, taxed: [], shipyards: [], work: {} };
    const spy = fx(F(2)).newActions![0]!;
    expect([spy.key, spy.replaces, spy.can(s, 0)]).toEqual(['spy', 'influence', true]);
    s = runFrames(s, spy.start(s, 0));
    expect(ids(s)).toEqual(['give:1:AGG6', 'give:1:MOB6', 'give:2:AGG6', 'give:2:MOB6']);
    expect(s.decisions[0]!.secret).toBe(true);
    s = answer(s, 'give:1:AGG6');
    // AGG6 is now their highest: it comes straight back.
    expect(s.players[0]!.hand.sort()).toEqual(['ADM4', 'AGG6', 'MOB6']);
    expect(s.players[1]!.hand.sort()).toEqual(['CON5', 'MOB2']);
    expect(s.log.slice(-3).map((e) => e.text).join(' ')).not.toMatch(/AGG|MOB|CON|ADM/);
    // Once per turn.
    expect(spy.can(s, 0)).toBe(false);
  });

  it('the Rival gives back their own highest (a choice on a tie)', () => {
    let s = partisans(3);
    hand(s, 0, ['ADM2']);
    hand(s, 1, ['CON5', 'MOB5', 'AGG1']);
    s.turn = { seat: 0, taxed: [], shipyards: [], work: {} };
    s = runFrames(s, [{ k: 'campaign/partisan-spy', seat: 0, rival: null }]);
    s = answer(s, 'give:1:ADM2');
    expect(s.decisions[0]!.seat).toBe(1);
    expect(ids(s)).toEqual(['card:CON5', 'card:MOB5']);
    s = answer(s, 'card:MOB5');
    expect(s.players[0]!.hand).toEqual(['MOB5']);
    expect(s.players[1]!.hand.sort()).toEqual(['ADM2', 'AGG1', 'CON5']);
    expect(highestCards(s, 1)).toEqual(['CON5']);
  });

  it('no Spy with no action card in hand; a protected Guild card (no raid cost)', () => {
    const s = partisans(3);
    hand(s, 0, []);
    s.turn = { seat: 0, taxed: [], shipyards: [], work: {} };
    expect(fx(F(2)).newActions![0]!.can(s, 0)).toBe(false);
    expect(findCard(F(2))!.keys).toBe(0);
  });
});

describe('Partisan Act 1 Resolution (F604)', () => {
  it('completed: the 5 Loyal cards to the Court deck, gain Galactic Bards, scrap the Unions and Outrage Spreads', () => {
    const s = partisans(3);
    runFrames(s, resolveFateNow(s, 0, 1, true));
    for (const n of [5, 6, 7, 8, 9]) expect(s.courtDeck).toContain(F(n));
    expect(s.campaign!.seats[0]!.playArea).toContain(F(10));
    for (const n of [11, 12, 13, 14]) expect(s.campaign!.scrap).toContain(F(n));
    expect(s.campaign!.seats[0]!.playArea).toContain(F(3));
  });

  it('failed: scrap the Loyal cards and Partisan Seizing, the rest to the Court deck, clear all Outrage (agents back)', () => {
    const s = partisans(3);
    s.players[0]!.outrage = [{ resource: 'weapon', agent: true }, { resource: 'fuel', agent: true }];
    const agents = s.players[0]!.supply.agents;
    runFrames(s, resolveFateNow(s, 0, 1, false));
    for (const n of [3, 5, 6, 7, 8, 9]) expect(s.campaign!.scrap).toContain(F(n));
    for (const n of [10, 11, 12, 13, 14]) expect(s.courtDeck).toContain(F(n));
    expect(s.campaign!.seats[0]!.playArea).toEqual([F(2)]);
    expect(s.players[0]!.outrage).toEqual([]);
    expect(s.players[0]!.supply.agents).toBe(agents + 2);
  });
});

describe('The Loyal Guilds (F605-F609), Galactic Bards (F610), the Unions (F611, F612, F622, F623)', () => {
  it('F605-F609 are their own cards (not the base Court\'s BC01/07/15/19/21) with the same text: keep on Outrage, spend any resource as X, ignore Outrage for X\'s Prelude', () => {
    const types: [number, Resource, string][] = [[5, 'material', 'ARCS-BC01'], [6, 'fuel', 'ARCS-BC07'], [7, 'weapon', 'ARCS-BC15'], [8, 'psionic', 'ARCS-BC19'], [9, 'relic', 'ARCS-BC21']];
    for (const [n, r, base] of types) {
      expect(findCard(F(n))!.text.replace(/\s+/g, ' ').replace(/\*\*,/g, ',**')).toBe(findCard(base)!.text.replace(/\s+/g, ' ').replace(/\*\*,/g, ',**'));
      const s = partisans(3);
      s.players[0]!.court = [{ id: F(n), tokens: [] }];
      s.players[0]!.outrage = [{ resource: r, agent: true }];
      expect(spendAsTypes(s, 0)).toEqual([r]);
      expect(permits(s, 0, { t: 'prelude-spend', resource: r })).toBe(true);
      expect(permits(s, 1, { t: 'prelude-spend', resource: r })).toBe(true);
      s.players[1]!.outrage = [{ resource: r, agent: true }];
      expect(permits(s, 1, { t: 'prelude-spend', resource: r })).toBe(false);
      provokeOutrage(s, 0, r);
      expect(s.players[0]!.court.map((c) => c.id)).toEqual([F(n)]);
    }
  });

  it('F607 Loyal Marines: Prelude: discard this to place 3 ships in a system you control', () => {
    const s = partisans(3);
    s.players[0]!.court = [{ id: F(7), tokens: [] }];
    const p = fx(F(7)).prelude!;
    expect(p.options(s, 0, menu)).toHaveLength(1);
    expect(p.take(s, 0, 'use', menu)).toEqual([{ k: 'fx/place-3', seat: 0, card: F(7) }]);
    expect(s.players[0]!.court).toEqual([]);
  });

  it('F610 Galactic Bards: on Surpass or Pivot, declare the played card\'s ambition before any action, if none was declared this round', () => {
    const s = partisans(3);
    led(s, 1, 'ADM4');
    const pivot = { seat: 0 as Seat, card: 'AGG3' as ActionCardId, mode: 'pivot' as const, seizeCard: null };
    expect(fx(F(10)).onPlay!(s, 0, pivot)).toEqual([{ k: 'fx/declare', seat: 0, card: F(10), ambitions: [actionCard('AGG3').ambition] }]);
    s.round!.declared = 'tycoon';
    expect(fx(F(10)).onPlay!(s, 0, pivot)).toEqual([]);
  });

  it('F611/F622 Spacing Union and F612/F623 Arms Union: place next to a face-up played Mobilization / Aggression card', () => {
    const s = partisans(3);
    led(s, 1, 'MOB4');
    s.round!.plays.push({ seat: 2, card: 'AGG3', mode: 'pivot', seizeCard: null });
    for (const n of [11, 22]) expect(fx(F(n)).prelude!.options(s, 0, menu).map((o) => o.id)).toEqual(['play:0']);
    for (const n of [12, 23]) expect(fx(F(n)).prelude!.options(s, 0, menu).map((o) => o.id)).toEqual(['play:1']);
  });
});

describe('Outrage Spreads (F613, F614) and Terror Strike (F620, F621)', () => {
  it('Outrage Spreads Crisis: each player Provokes Outrage of the rolled planet; the card is discarded', () => {
    const s = partisans(3);
    s.court.push({ card: F(13), agents: s.players.map(() => 0) });
    const r = systemDef('2:crescent').resource!;
    fx(F(13)).crisis!(s, null, roll('crescent', 2));
    for (const p of s.players) expect(p.outrage.map((m) => m.resource)).toEqual([r]);
    expect(s.court.map((c) => c.card)).not.toContain(F(13));
    expect(s.courtDiscard).toContain(F(13));
  });

  it('Outrage Spreads When Secured: the securer may choose a type; everyone (even them) Provokes it; then discarded', () => {
    for (const n of [13, 14]) {
      expect(fx(F(n)).whenSecured!(partisans(2), 1)).toEqual([{ k: 'fx/outrage-spreads', seat: 1 }]);
      expect(fx(F(n)).afterSecured ?? 'discard').toBe('discard');
    }
    let s = partisans(2);
    s = runFrames(s, fx(F(14)).whenSecured!(s, 1));
    s = answer(s, 'type:weapon');
    for (const p of s.players) expect(p.outrage.map((m) => m.resource)).toEqual(['weapon']);
  });

  it('Terror Strike Crisis: destroys all damaged pieces (any owner) at planets matching any player\'s Outrage, no Trophies; shuffled into the Court deck', () => {
    const s = partisans(3);
    clearMap(s);
    const hit = planetOf(s, 'fuel');
    const safe = planetOf(s, 'relic');
    s.players[2]!.outrage = [{ resource: 'fuel', agent: true }];
    setShips(s, hit, 1, 1, 2);
    setShips(s, hit, 'empire', 0, 1);
    setShips(s, safe, 1, 0, 2);
    s.players[1]!.boardCities -= 1;
    s.map[hit]!.slots[0] = { owner: 1, type: 'city', damaged: true };
    s.court.push({ card: F(20), agents: s.players.map(() => 0) });
    const frames = fx(F(20)).crisis!(s, null, roll('hex', 1));
    expect(shipsAt(s, hit, 1)).toEqual({ fresh: 1, damaged: 0 });
    expect(shipsAt(s, hit, 'empire')).toEqual({ fresh: 0, damaged: 0 });
    expect(shipsAt(s, safe, 1)).toEqual({ fresh: 0, damaged: 2 });
    expect(s.map[hit]!.slots[0]).toBeNull();
    expect(s.players.flatMap((p) => p.trophies)).toEqual([]);
    // Shuffled into the Court deck (the emptied spot refills from it: it may come straight back).
    expect([...s.courtDeck, ...s.court.map((c) => c.card)].filter((id) => id === F(20))).toHaveLength(1);
    expect(s.log.map((e) => e.text).join(' ')).toMatch(/Terror Strike: 3 damaged ships and 1 damaged building destroyed/);
    expect(frames.every((f) => f.k === 'res/excess')).toBe(true);
  });

  it('Terror Strike When Secured: resolve the Crisis without destroying the securer\'s Loyal pieces; FAQ: no harm, no Trophies, no Outrage; shuffled back', () => {
    const s = partisans(3);
    clearMap(s);
    const hit = planetOf(s, 'weapon');
    s.players[0]!.outrage = [{ resource: 'weapon', agent: true }];
    setShips(s, hit, 1, 0, 2);
    setShips(s, hit, 2, 0, 1);
    fx(F(21)).whenSecured!(s, 1);
    expect(shipsAt(s, hit, 1)).toEqual({ fresh: 0, damaged: 2 });
    expect(shipsAt(s, hit, 2)).toEqual({ fresh: 0, damaged: 0 });
    expect(s.players[1]!.trophies).toEqual([]);
    expect(s.players[1]!.outrage).toEqual([]);
    expect(fx(F(21)).afterSecured).toBe('shuffle');
  });
});

describe('Partisan Act II Setup (F615A), objective (F615B), People\'s Hero (F617)', () => {
  it('F615A: Partisan Seizing (16) to the rules booklet, 03 tucked by the map as a reminder (errata: 03), gain People\'s Hero; marker 18 / 14 / 12', () => {
    for (const [n, start] of [[2, 18], [3, 14], [4, 12]] as const) {
      const s = partisans(n);
      setUpFateNow(s, 0, 2);
      const cs = s.campaign!.seats[0]!;
      expect(s.campaign!.rulesBooklet.flat()).toContain(F(16));
      expect(s.campaign!.reminders).toContain(F(3));
      expect(cs.playArea).toEqual([F(2), F(17)]);
      expect([cs.objective, cs.marker]).toEqual(['ARCS-F615B', start]);
      // The Ability left the play area: only the Law forbids discarding to seize now — for everyone.
      expect(heldEffects(s, 0).map((e) => e.id)).not.toContain(F(3));
      expect(permits(s, 1, { t: 'seize-discard' })).toBe(false);
    }
  });

  it('F615A after a failed Act I: the scrapped Partisan Seizing (03) stays scrapped (no copy to tuck)', () => {
    const s = partisans(3);
    runFrames(s, resolveFateNow(s, 0, 1, false));
    setUpFateNow(s, 0, 2);
    expect(s.campaign!.scrap).toContain(F(3));
    expect(s.campaign!.reminders ?? []).not.toContain(F(3));
    expect(s.campaign!.rulesBooklet.flat()).toContain(F(16));
  });

  it('F615B Show Your Leadership: advance 1 each time you play an action card while you have the initiative', () => {
    let s = partisans(3);
    setUpFateNow(s, 0, 2);
    s.initiative = 0;
    s.round = { leader: 0, plays: [], declared: null, seized: null, queue: [] };
    hand(s, 0, ['ADM4', 'AGG2']);
    s = runFrames(s, [{ k: 'turn/play', seat: 0 }]);
    s = answer(s, 'lead:ADM4');
    expect(marker(s)).toBe(13);
    // Without the initiative: nothing.
    let t = partisans(3);
    setUpFateNow(t, 0, 2);
    led(t, 1, 'ADM2');
    hand(t, 0, ['AGG2']);
    t = runFrames(t, [{ k: 'turn/play', seat: 0 }]);
    t = answer(t, 'pivot:AGG2');
    expect(marker(t)).toBe(14);
  });

  it('F617 People\'s Hero: on declaring, clear 1 Outrage of a type you have more Guild cards of than each Rival; F615B Burnish Your Image advances 1 per Guild card', () => {
    let s = partisans(3);
    setUpFateNow(s, 0, 2);
    s.players[0]!.outrage = [{ resource: 'fuel', agent: true }, { resource: 'weapon', agent: true }];
    s.players[0]!.court = [{ id: 'ARCS-BC07', tokens: [] }, { id: 'ARCS-BC09', tokens: [] }, { id: 'ARCS-BC15', tokens: [] }];
    s.players[1]!.court = [{ id: 'ARCS-BC06', tokens: [] }, { id: 'ARCS-BC13', tokens: [] }];
    const agents = s.players[0]!.supply.agents;
    const frames = fx(F(17)).onDeclare!(s, 0, 'tycoon');
    expect(frames).toEqual([{ k: 'campaign/partisan-hero', seat: 0 }]);
    s = runFrames(s, frames);
    // Fuel: 2 against 1; Weapon: 1 against 1 (a tie is not more).
    expect(ids(s)).toEqual(['no', 'clear:fuel']);
    s = answer(s, 'clear:fuel');
    expect(s.players[0]!.outrage.map((m) => m.resource)).toEqual(['weapon']);
    expect(s.players[0]!.supply.agents).toBe(agents + 1);
    // Guild cards: the three held and Informants (a Fate Set Guild card in play).
    expect(partisanGuildCards(s, 0)).toHaveLength(4);
    expect(marker(s)).toBe(14 - 4);
    // No eligible Outrage: no frame.
    expect(fx(F(17)).onDeclare!(s, 0, 'tycoon')).toEqual([]);
  });
});

describe('Partisan Act II Resolution (F618), Guilds Decry Terror (F619)', () => {
  it('completed: Guilds Decry Terror to the booklet, 2 Terror Strikes to the Court deck, scrap the Unions; failed: the reverse', () => {
    const s = partisans(3);
    runFrames(s, resolveFateNow(s, 0, 2, true));
    expect(s.campaign!.rulesBooklet.flat()).toContain(F(19));
    expect(s.courtDeck).toEqual(expect.arrayContaining([F(20), F(21)]));
    expect(s.campaign!.scrap).toEqual(expect.arrayContaining([F(22), F(23)]));
    const t = partisans(3);
    runFrames(t, resolveFateNow(t, 0, 2, false));
    expect(t.campaign!.scrap).toEqual(expect.arrayContaining([F(19), F(20), F(21)]));
    expect(t.courtDeck).toEqual(expect.arrayContaining([F(22), F(23)]));
  });

  it('F619 (Edict 75): Diplomatic Fiasco from the Court deck attached to the Imperial Council, flipped In Session; FAQ: another attached card stays attached too', () => {
    const s = partisans(3);
    s.court = s.court.filter((c) => c.card !== 'ARCS-CC13');
    if (!s.courtDeck.includes('ARCS-CC13')) s.courtDeck.push('ARCS-CC13');
    s.campaign!.council = 'decided';
    const council = s.court.findIndex((c) => c.card === 'ARCS-AID01' || findCard(c.card)?.name === 'Imperial Council');
    s.court[council]!.attached = ['ARCS-CC14'];
    s.courtDeck = s.courtDeck.filter((id) => id !== 'ARCS-CC14');
    fx(F(19)).edict!(s);
    const at = s.court.findIndex((c) => findCard(c.card)?.name === 'Imperial Council');
    expect(s.court[at]!.attached).toEqual(['ARCS-CC14', 'ARCS-CC13']);
    expect(s.courtDeck).not.toContain('ARCS-CC13');
    expect(s.campaign!.council).toBe('in-session');
    // Already in the Court: nothing more.
    const before = JSON.stringify(s.court);
    fx(F(19)).edict!(s);
    expect(JSON.stringify(s.court)).toBe(before);
  });
});

describe('Partisan Act III (F624A/B), Sower of Division (F625)', () => {
  it('F624A: gain Sower of Division; the Act III objective has no marker; F624B grand ambitions: most Guild cards, the initiative', () => {
    const s = partisans(3);
    s.campaign!.act = 3;
    setUpFateNow(s, 0, 3);
    const cs = s.campaign!.seats[0]!;
    expect(cs.playArea).toContain(F(25));
    expect([cs.objective, cs.marker]).toEqual(['ARCS-F624B', null]);
    s.players.forEach((p) => (p.court = []));
    s.campaign!.seats.slice(1).forEach((x) => (x.playArea = []));
    s.initiative = 1;
    // Informants alone: 1 Guild card against none.
    expect(grandAmbitionsFulfilled(s, 0)).toBe(1);
    s.initiative = 0;
    expect(grandAmbitionsFulfilled(s, 0)).toBe(2);
    s.players[1]!.court = [{ id: 'ARCS-BC06', tokens: [] }];
    expect(grandAmbitionsFulfilled(s, 0)).toBe(1);
  });

  it('F625: getting the initiative from Surpassing at the round\'s end, place a Loyal agent on a Rival\'s empty Outrage slot (no Outrage Provoked); the agent comes back when it clears', () => {
    let s = partisans(3);
    s.campaign!.seats[0]!.playArea.push(F(25));
    led(s, 1, 'ADM2');
    s.round!.plays.push({ seat: 2, card: 'AGG3', mode: 'pivot', seizeCard: null }, { seat: 0, card: 'ADM5', mode: 'surpass', seizeCard: null });
    s.players.forEach((p) => (p.hand = ['CON2'] as ActionCardId[]));
    s.players[1]!.outrage = [{ resource: 'fuel', agent: true }];
    s.players[1]!.supply.agents -= 1;
    const resources = [...s.players[1]!.resources];
    s.stack = [{ k: 'game' }];
    run(s);
    expect(kind(s)).toBe('campaign/partisan-sower');
    expect(ids(s)).not.toContain('slot:1:fuel');
    expect(ids(s)).toContain('slot:1:relic');
    const agents = s.players[0]!.supply.agents;
    s = answer(s, 'slot:1:relic');
    expect(s.players[1]!.outrage).toEqual([{ resource: 'fuel', agent: true }, { resource: 'relic', agent: true, by: 0 }]);
    expect(s.players[0]!.supply.agents).toBe(agents - 1);
    // Not Provoked: the Rival keeps its Relic.
    expect(s.players[1]!.resources).toEqual(resources);
    expect(checkInvariants(s).filter((e) => /agent/.test(e))).toEqual([]);
    clearOutrage(s, 1, 'relic');
    expect(s.players[0]!.supply.agents).toBe(agents);
    expect(checkInvariants(s).filter((e) => /agent/.test(e))).toEqual([]);
  });

  it('F625: the agent on a Rival\'s slot survives the position round-trip (`by`), counted as the Partisan\'s agent; a bad `by` is refused', () => {
    const s = partisans(3);
    s.players[0]!.supply.agents -= 1;
    s.players[2]!.outrage.push({ resource: 'psionic', agent: true, by: 0 });
    const p = JSON.parse(JSON.stringify(exportPosition(s))) as { players: { outrage: unknown[]; supply?: unknown }[] };
    expect(p.players[2]!.outrage).toEqual([{ resource: 'psionic', agent: true, by: 0 }]);
    const back = importPosition(JSON.parse(JSON.stringify(p)));
    expect(back.players[2]!.outrage).toEqual([{ resource: 'psionic', agent: true, by: 0 }]);
    expect(back.players[0]!.supply.agents).toBe(s.players[0]!.supply.agents);
    // Supplies left out: derived, the Partisan's agent counted out of its supply.
    for (const q of p.players) delete q.supply;
    expect(importPosition(JSON.parse(JSON.stringify(p))).players[0]!.supply.agents).toBe(s.players[0]!.supply.agents);
    (p.players[2]!.outrage[0] as { by: number }).by = 2;
    expect(() => importPosition(JSON.parse(JSON.stringify(p)))).toThrow(/Outrage agent/);
  });

  it('F625: no frame when the initiative came another way or there is no agent in supply', () => {
    const s = partisans(3);
    s.campaign!.seats[0]!.playArea.push(F(25));
    expect(fx(F(25)).surpassInitiative!(s, 0)).toEqual([{ k: 'campaign/partisan-sower', seat: 0 }]);
    s.players[0]!.supply.agents = 0;
    expect(fx(F(25)).surpassInitiative!(s, 0)).toEqual([]);
  });
});

describe('the Partisan module', () => {
  it('every card of the set with an effect is implemented (F601B-F625), setup and Resolution cards are data', () => {
    const implemented = PARTISAN_EFFECTS.map((e) => e.id).sort();
    expect(implemented).toEqual(['ARCS-F601B', ...[2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map(F), 'ARCS-F615B', ...[16, 17, 19, 20, 21, 22, 23, 25].map(F)].sort());
    expect(fateRules(PARTISAN)!.acts).toEqual([1, 2, 3]);
  });
});

describe('FAQ: Galactic Bards (F610) with seizing, the Unions once played', () => {
  it('Galactic Bards FAQ: seizing and declaring happen in either order (the player orders them); a 7 declares any ambition', () => {
    let s = partisans(3);
    s.campaign!.seats[0]!.playArea.push(F(10));
    led(s, 1, 'ADM4');
    hand(s, 0, ['AGG3', 'MOB2']);
    s = runFrames(s, [{ k: 'turn/play', seat: 0 }]);
    s = answer(s, 'pivot:AGG3');
    expect(kind(s)).toBe('fx/order');
    expect(s.decisions[0]!.options).toHaveLength(2);
    // The seizing first.
    const first = s.decisions[0]!.options.find((o) => typeof o.label !== 'string' && o.label.key === 'campaign.partisan.seize.option')!;
    s = answer(s, first.id);
    expect(kind(s)).toBe('campaign/partisan-seize');
    s = answer(s, 'type:psionic');
    expect(s.initiative).toBe(0);
    expect(kind(s)).toBe('fx/declare');
    const seven = { seat: 0 as Seat, card: 'ADM7' as ActionCardId, mode: 'surpass' as const, seizeCard: null };
    s.round!.declared = null;
    expect(fx(F(10)).onPlay!(s, 0, seven)).toEqual([{ k: 'fx/declare', seat: 0, card: F(10), ambitions: ['tycoon', 'tyrant', 'warlord', 'keeper', 'empath'] }]);
  });

  it('Spacing Union / Arms Union FAQ: once placed it has left the play area (it cannot be stolen); the card is collected at the round\'s end', () => {
    const s = partisans(3);
    led(s, 1, 'MOB4');
    s.players[0]!.court = [{ id: F(11), tokens: [] }];
    const p = fx(F(11)).prelude!;
    p.take(s, 0, p.options(s, 0, menu)[0]!.id, menu);
    expect(s.players[0]!.court).toEqual([]);
    expect(roundEndUnions(s)).toEqual(['MOB4']);
    expect(s.players[0]!.hand).toContain('MOB4');
    expect(s.courtDiscard).toContain(F(11));
  });
});

describe('what the Partisan says', () => {
  it('every campaign.partisan prompt and label renders in English, keeps the wording rules, and is met by these tests', () => {
    let s = partisans(3);
    s.campaign!.seats[0]!.playArea.push(F(25));
    s = runFrames(s, fx(F(25)).surpassInitiative!(s, 0));
    s.players[0]!.outrage = [{ resource: 'fuel', agent: false }];
    s.players[0]!.court = [{ id: 'ARCS-BC07', tokens: [] }];
    s.decisions = [];
    runFrames(s, fx(F(17)).onDeclare!(s, 0, 'tycoon'));
    expect(seen.problems).toEqual([]);
    const keys = Object.keys(CAMPAIGN).filter((k) => k.startsWith('campaign.partisan.'));
    expect(keys.filter((k) => !seen.keys.has(k))).toEqual([]);
  });
});

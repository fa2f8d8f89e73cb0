/**
 * The Magnate's Fate Set (ARCS-F301…F327): every card's effect with its FAQ entries (faq.csv) and
 * errata. The frames that call these hooks (Crises, Edicts, chapter end, Summits, tax and build)
 * belong to other areas: the hooks are called directly here (or through the small call sites) and
 * the frames they return are run with the engine.
 */
import { describe, expect, it } from 'vitest';
// The engine first (its effect modules load the Fates' cards).
import { newGame } from '../../../../src/engine/index.ts';
import { answer, clearMap, ids, recordStep, runFrames, setShips } from './steward-helpers.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { bookletEffects, cardEffect, fired, heldEffects, permits, preludeOptions } from '../../../../src/engine/effects.ts';
import { scoreAmbitions } from '../../../../src/engine/frames/chapter.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { ambitionCount } from '../../../../src/engine/frames/chapter.ts';
import { taxTargets } from '../../../../src/engine/frames/actions.ts';
import { clearPieces } from '../../../../src/engine/campaign/acts/intermission.ts';
import { resolveFateNow, setUpFateNow, grandAmbitionsFulfilled } from '../../../../src/engine/campaign/fates/framework.ts';
import {
  MAGNATE_HANDLERS, economySide, exportOptions, exportResources, gainMonopolies, leagueOf, magnateGrandAmbitions, monopolyHolder,
  noteMonopolyConsents, noteSummitGifts, summitConsents, type SummitGift,
} from '../../../../src/engine/campaign/fates/magnate.ts';
import { awaited } from '../../../../src/engine/campaign/summit/index.ts';
import { applyPart, forcedCost, itemsFor } from '../../../../src/engine/campaign/summit/negotiation.ts';
import { checkInvariants } from '../../../../src/engine/index.ts';
import { planetResource } from '../../../../src/engine/board.ts';
import { firedCount } from '../../../../src/engine/fired.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import type { NegotiationAction } from '../../../../src/engine/campaign/summit/types.ts';
import type { Resource, SystemId } from '../../../../src/data/map.ts';
import type { FrameOf, GameState } from '../../../../src/engine/types.ts';

const MAGNATE = 'ARCS-FATE03';
const fx = (id: string) => cardEffect(id)!;
const roll: EventRoll = { event: { event: 'crisis', symbol: 'arrow' }, number: 1 };
const menu = {} as FrameOf<'turn/actions'>;

/** A campaign after Act I setup: seat 0 the Magnate, the others Stewards (placements with the first option). */
function magnate(players = 3, seed = 1): GameState {
  const fates = [MAGNATE, ...Array.from({ length: players - 1 }, () => 'ARCS-FATE01')];
  let s = newGame({ players, seed, campaign: true, fates });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  return s;
}

/** Empty every resource slot, the supply back to 5 of each. */
function noResources(s: GameState): void {
  for (const p of s.players) p.resources = p.resources.map(() => null);
  s.campaign!.trust = [];
  for (const r of ['material', 'fuel', 'weapon', 'relic', 'psionic'] as const) s.supply[r] = 5;
}

function give(s: GameState, seat: number, ...rs: Resource[]): void {
  const p = s.players[seat]!;
  for (const r of rs) {
    const i = p.resources.indexOf(null);
    p.resources[i] = r;
    s.supply[r] -= 1;
  }
}

const planetOf = (s: GameState, r: Resource): SystemId => (Object.keys(s.map) as SystemId[]).find((id) => planetResource(id) === r)!;

describe('Magnate Act I (F301A setup, F301B objective, F302 Merchant League)', () => {
  it('F301A: the Magnate gains Merchant League (02); the objective F301B is in play', () => {
    const s = magnate();
    expect(s.campaign!.seats[0]!.playArea).toEqual(['ARCS-F302']);
    expect(s.campaign!.seats[0]!.objective).toBe('ARCS-F301B');
    expect(s.campaign!.seats[0]!.marker).toBeGreaterThan(0);
  });

  it('F302: declaring, gain any 2 resources onto it; they add to ambitions (frozen), cannot be spent; its Crisis discards them all', () => {
    let s = magnate();
    noResources(s);
    s = runFrames(s, fx('ARCS-F302').onDeclare!(s, 0, 'tycoon'));
    expect(ids(s)).toContain('res:fuel');
    s = answer(s, 'res:fuel', 'res:material');
    expect(leagueOf(s, 0)).toEqual(['fuel', 'material']);
    expect(s.supply.fuel).toBe(4);
    expect(checkInvariants(s)).toEqual([]);
    // Frozen resources still add to your ambitions (New Rules & Terms); none is a held token (no spending, no discarding).
    expect(ambitionCount(s, s.players[0]!, 'tycoon')).toBe(2);
    expect(preludeOptions(s, 0, menu).some((o) => o.id.includes('F302'))).toBe(false);
    // Crisis: "Discard all resources from here."
    fx('ARCS-F302').crisis!(s, 0, roll);
    expect(leagueOf(s, 0)).toEqual([]);
    expect(s.supply.fuel).toBe(5);
    expect(firedCount(s, 'ARCS-F302')).toBeGreaterThan(0);
  });

  it('F302: "may": gaining may stop at once; Intermission C2 returns frozen League resources to the supply', () => {
    let s = magnate();
    noResources(s);
    s = runFrames(s, fx('ARCS-F302').onDeclare!(s, 0, 'keeper'));
    s = answer(s, 'res:relic', 'stop');
    expect(leagueOf(s, 0)).toEqual(['relic']);
    clearPieces(s);
    expect(s.campaign!.seats[0]!.merchantLeague).toBeUndefined();
    expect(s.supply.relic).toBe(5);
  });

  it('F302: its resources may be given with Transfer Asset in Summits (FAQ: also forced by returning the Magnate\'s Favor, for 1 Favor)', () => {
    let s = magnate();
    noResources(s);
    s.campaign!.seats[0]!.merchantLeague = ['psionic'];
    s.supply.psionic -= 1;
    const items = itemsFor(s, 'transfer', 0, 1);
    expect(items).toContainEqual({ t: 'resource', resource: 'psionic', league: true });
    const forced = itemsFor(s, 'transfer', 0, 1, true).find((i) => i.t === 'resource' && i.league);
    expect(forced && forcedCost(forced)).toBe(1);
    s = runFrames(s, applyPart(s, { kind: 'transfer', actor: 0, rival: 1, item: { t: 'resource', resource: 'psionic', league: true } }));
    expect(s.campaign!.seats[0]!.merchantLeague).toBeUndefined();
    expect(s.players[1]!.resources).toContain('psionic');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F302: Rivals can steal its frozen resources (New Rules & Terms, Frozen)', () => {
    let s = magnate();
    noResources(s);
    s.campaign!.seats[0]!.merchantLeague = ['fuel'];
    s.supply.fuel -= 1;
    s = runFrames(s, [{ k: 'fx/steal', seat: 1, card: 'ARCS-F323', what: 'resource', resource: null, optional: false }]);
    expect(ids(s)).toContain('res:0:league-fuel');
    s = answer(s, 'res:0:league-fuel');
    expect(s.campaign!.seats[0]!.merchantLeague).toBeUndefined();
    expect(s.players[1]!.resources).toContain('fuel');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F301B Close Deals with Rivals: advance 2 each time a Rival gives you a Favor or resource, except one you gave them during this Summit', () => {
    const s = magnate();
    const cs = s.campaign!.seats[0]!;
    cs.marker = 10;
    const gifts: SummitGift[] = [];
    const res = (actor: number, rival: number, r: Resource): NegotiationAction => ({ kind: 'transfer', actor, rival, item: { t: 'resource', resource: r } });
    // A Rival gives a resource: +2.
    noteSummitGifts(s, gifts, [res(1, 0, 'fuel')]);
    expect(cs.marker).toBe(8);
    // A Rival promises a Favor (a new Favor on the Magnate's Fate card): +2.
    noteSummitGifts(s, gifts, [{ kind: 'promise', actor: 2, rival: 0, item: { t: 'agent' } }]);
    expect(cs.marker).toBe(6);
    // The Magnate gives a Weapon to seat 1, who gives it back: no advance.
    noteSummitGifts(s, gifts, [res(0, 1, 'weapon')]);
    noteSummitGifts(s, gifts, [res(1, 0, 'weapon')]);
    expect(cs.marker).toBe(6);
    // Not for gifts between others.
    noteSummitGifts(s, gifts, [res(1, 2, 'relic')]);
    expect(cs.marker).toBe(6);
  });

  it('F301B Export to the Galactic Core: in Summit Negotiations, discarding 3 resources advances 2 (any number of times)', () => {
    const s = magnate();
    noResources(s);
    give(s, 0, 'fuel', 'fuel', 'relic', 'weapon');
    s.campaign!.seats[0]!.marker = 10;
    expect(exportOptions(s, 0)).toContain('fuel.fuel.relic');
    expect(exportOptions(s, 1)).toEqual([]); // only the seat with this objective
    exportResources(s, 0, 'fuel.fuel.relic');
    expect(s.campaign!.seats[0]!.marker).toBe(8);
    expect(s.players[0]!.resources.filter((r) => r !== null)).toEqual(['weapon']);
    expect(s.supply.fuel).toBe(5);
    expect(exportOptions(s, 0)).toEqual([]);
  });

});

describe('Magnate Act I Resolution (F303), its Court cards (F304-F311)', () => {
  it('F303 completed: Elder Broker, Relic Fence, Prison Wardens to the Court deck; the Cartels wait behind F321; Mining/Shipping Interest back from the discard', () => {
    const s = magnate();
    const i = s.courtDeck.indexOf('ARCS-CC01');
    if (i >= 0) s.courtDeck.splice(i, 1);
    s.courtDiscard.push('ARCS-CC01');
    resolveFateNow(s, 0, 1, true);
    for (const id of ['ARCS-F304', 'ARCS-F305', 'ARCS-F306', 'ARCS-CC01']) expect(s.courtDeck).toContain(id);
    expect(s.courtDiscard).not.toContain('ARCS-CC01');
    for (const id of ['ARCS-F307', 'ARCS-F308', 'ARCS-F309', 'ARCS-F310', 'ARCS-F311']) expect(s.courtDeck).not.toContain(id);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F303 failed: Elder Broker, Relic Fence, Prison Wardens scrapped; the 5 Cartels to the Court deck', () => {
    const s = magnate();
    resolveFateNow(s, 0, 1, false);
    expect(s.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F304', 'ARCS-F305', 'ARCS-F306']));
    for (const id of ['ARCS-F307', 'ARCS-F308', 'ARCS-F309', 'ARCS-F310', 'ARCS-F311']) expect(s.courtDeck).toContain(id);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F304 Elder Broker: Trade (Tax) swaps with a Rival whose city you control; Prelude: discard it to gain Material, Fuel and Weapon', () => {
    let s = magnate();
    clearMap(s);
    noResources(s);
    const id = planetOf(s, 'fuel');
    s.map[id]!.slots[0] = { owner: 1, type: 'city', damaged: false };
    setShips(s, id, 0, 2);
    give(s, 1, 'fuel', 'weapon');
    give(s, 0, 'relic');
    s.players[0]!.court.push({ id: 'ARCS-F304', tokens: [] });
    s.turn = { seat: 0, taxed: [], shipyards: [], work: {} };
    const trade = fx('ARCS-F304').newActions![0]!;
    expect(trade.can(s, 0)).toBe(true);
    s = runFrames(s, trade.start(s, 0));
    s = answer(s, ids(s)[0]!);
    // Given: only a type seat 1 does not have (Relic; never the Fuel just taken).
    expect(ids(s)).toEqual(['give:relic']);
    s = answer(s, 'give:relic');
    expect(s.players[0]!.resources.filter((r) => r !== null).sort()).toEqual(['fuel']);
    expect(s.players[1]!.resources.filter((r) => r !== null).sort()).toEqual(['relic', 'weapon']);
    expect(s.supply.fuel + s.supply.relic + s.supply.weapon).toBe(12);
    // FAQ: Trade is not stealing (Sworn Guardians do not block it): no steal act is asked (nothing forbids it here).
    // Prelude: discard it to gain 1 Material, 1 Fuel and 1 Weapon.
    noResources(s);
    const frames = fx('ARCS-F304').prelude!.take(s, 0, 'use', menu);
    expect(s.courtDiscard).toContain('ARCS-F304');
    expect(frames).toEqual([
      { k: 'res/gain', seat: 0, resource: 'material', stolen: false },
      { k: 'res/gain', seat: 0, resource: 'fuel', stolen: false },
      { k: 'res/gain', seat: 0, resource: 'weapon', stolen: false },
    ]);
  });

  it('F305 Relic Fence: Prelude, once per turn, discard 1 resource to gain 1 Relic (FAQ: not a Cartel\'s resource)', () => {
    let s = magnate();
    noResources(s);
    give(s, 0, 'fuel', 'material');
    s.players[0]!.court.push({ id: 'ARCS-F305', tokens: [] }, { id: 'ARCS-F307', tokens: [] });
    s.turn = { seat: 0, taxed: [], shipyards: [], work: {} };
    const opts = fx('ARCS-F305').prelude!.options(s, 0, menu);
    // Only held tokens (the Material supply kept on the Material Cartel is not offered).
    expect(opts.map((o) => o.id)).toEqual(['fence:0', 'fence:1']);
    s = runFrames(s, fx('ARCS-F305').prelude!.take(s, 0, 'fence:0', menu));
    expect(s.players[0]!.resources.filter((r) => r !== null).sort()).toEqual(['material', 'relic']);
    expect(fx('ARCS-F305').prelude!.options(s, 0, menu)).toEqual([]);
  });

  it('F306 Prison Wardens: Pressgang (Build) and Execute (Influence) as the base card; Prelude: discard it to place 3 ships', () => {
    const s = magnate();
    expect(fx('ARCS-F306').newActions!.map((a) => a.key)).toEqual(['pressgang', 'execute']);
    s.players[0]!.court.push({ id: 'ARCS-F306', tokens: [] });
    const frames = fx('ARCS-F306').prelude!.take(s, 0, 'use', menu);
    expect(frames).toEqual([{ k: 'fx/place-3', seat: 0, card: 'ARCS-F306' }]);
    expect(s.courtDiscard).toContain('ARCS-F306');
  });

  it('F307-F311 Cartels: the supply kept on the card adds to ambitions; after scoring Rivals discard all of it (FAQ: even unscored); Prelude: discard to steal 1 (FAQ: even with nothing to steal)', () => {
    const s = magnate();
    noResources(s);
    s.players[0]!.court.push({ id: 'ARCS-F309', tokens: [] });
    give(s, 1, 'weapon');
    // Weapon Cartel: 4 Weapons in the supply; War Profiteering (F320) makes Warlord count them (below).
    expect(fx('ARCS-F309').holdsSupply).toBe('weapon');
    expect(fx('ARCS-F311').holdsSupply).toBe('relic');
    expect(ambitionCount(s, s.players[0]!, 'keeper')).toBe(0);
    s.players[0]!.court.push({ id: 'ARCS-F311', tokens: [] });
    // The 5 Relics of the supply, and the card's own Relic suit.
    expect(ambitionCount(s, s.players[0]!, 'keeper')).toBe(6);
    const after = fx('ARCS-F309').afterScoring!(s, 0, []);
    const t = runFrames(s, after);
    expect(t.players[1]!.resources.filter((r) => r !== null)).toEqual([]);
    expect(fx('ARCS-F310').prelude!.options(s, 0, menu).length).toBe(1);
  });
});

describe('Magnate Act II (F312A setup, F312B objective, Monopolies F313-F320)', () => {
  function act2(): GameState {
    const s = magnate();
    resolveFateNow(s, 0, 1, true);
    s.campaign!.act = 2;
    setUpFateNow(s, 0, 2);
    return s;
  }

  it('F312A: the 5 Monopolies in the general supply; Gain Monopolies, Monopoly Consent and War Profiteering in the rules booklet', () => {
    const s = act2();
    expect(s.campaign!.fateSupply).toEqual(['ARCS-F313', 'ARCS-F314', 'ARCS-F315', 'ARCS-F316', 'ARCS-F317']);
    const booklet = s.campaign!.rulesBooklet.flat();
    for (const id of ['ARCS-F318', 'ARCS-F319', 'ARCS-F320']) expect(booklet).toContain(id);
    expect(s.campaign!.seats[0]!.objective).toBe('ARCS-F312B');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F318 Gain Monopolies: more than half of a type in play takes its Monopoly; F312B advances 1 from the supply, not from a player (FAQ)', () => {
    const s = act2();
    noResources(s);
    const cs = s.campaign!.seats[0]!;
    cs.marker = 10;
    give(s, 0, 'fuel', 'fuel', 'fuel');
    give(s, 1, 'relic', 'relic');
    fx('ARCS-F318').edict!(s);
    expect(monopolyHolder(s, 'fuel')).toBe(0);
    expect(monopolyHolder(s, 'relic')).toBeNull(); // 2 of 5 is not more than half
    expect(cs.marker).toBe(9);
    // The holder keeps the Fuel supply on the Monopoly: it adds to Tycoon.
    expect(ambitionCount(s, s.players[0]!, 'tycoon')).toBe(5);
    // Seat 1 now has more than half of the Fuel: it takes the Monopoly from seat 0.
    s.players[0]!.resources = s.players[0]!.resources.map(() => null);
    s.supply.fuel = 0;
    give(s, 1, 'fuel'); // supply -1
    s.supply.fuel = 1;
    s.players[1]!.resources[3] = 'fuel';
    s.players[1]!.resources[4] = 'fuel';
    s.players[1]!.resources[5] = 'fuel';
    s.supply.fuel = 1;
    s.players[1]!.resources[2] = null;
    // seat 1: 4 Fuel held, supply 1 (with seat 0's Monopoly: 1): 4 > 5/2.
    gainMonopolies(s);
    expect(monopolyHolder(s, 'fuel')).toBe(1);
    expect(cs.marker).toBe(9);
  });

  it('F312B And Hold It: after scoring, advance 1 for each Monopoly card you have', () => {
    const s = act2();
    const cs = s.campaign!.seats[0]!;
    cs.marker = 10;
    s.campaign!.fateSupply = ['ARCS-F313', 'ARCS-F316', 'ARCS-F317'];
    cs.playArea.push('ARCS-F314', 'ARCS-F315');
    fx('ARCS-F312B').afterScoring!(s, 0, []);
    expect(cs.marker).toBe(8);
  });

  it('F313-F317, F319 Monopoly Consent: giving a resource by Transfer Asset needs the Monopoly holder\'s consent (not needed without a holder)', () => {
    const s = act2();
    s.campaign!.fateSupply = ['ARCS-F313', 'ARCS-F315', 'ARCS-F316', 'ARCS-F317'];
    s.campaign!.seats[2]!.playArea.push('ARCS-F314');
    const fuel: NegotiationAction = { kind: 'transfer', actor: 0, rival: 1, item: { t: 'resource', resource: 'fuel' } };
    const relic: NegotiationAction = { kind: 'transfer', actor: 0, rival: 1, item: { t: 'resource', resource: 'relic' } };
    expect(summitConsents(s, [fuel])).toEqual([2]);
    expect(summitConsents(s, [relic])).toEqual([]);
    expect(awaited({ id: 1, by: 0, parts: [fuel], consents: [] }, s)).toEqual([1, 2]);
    // The holder giving its own Monopoly's resource needs nobody else.
    expect(summitConsents(s, [{ ...fuel, actor: 2 }])).toEqual([]);
    // F314: the Fuel supply is held on the card.
    expect(fx('ARCS-F314').holdsSupply).toBe('fuel');
  });

  it('F320 War Profiteering (Law): Warlord counts Trophies and Weapons icons from resources and cards', () => {
    const s = act2();
    noResources(s);
    give(s, 0, 'weapon');
    s.players[0]!.trophies = [{ owner: 1, piece: 'ship', count: 2 }];
    expect(bookletEffects(s).some((e) => e.card === 'ARCS-F320')).toBe(true);
    expect(ambitionCount(s, s.players[0]!, 'warlord')).toBe(3);
    // A Weapon Guild card is an icon too.
    s.players[0]!.court.push({ id: 'ARCS-F306', tokens: [] });
    expect(ambitionCount(s, s.players[0]!, 'warlord')).toBe(4);
    // Without the Law: Trophies only.
    s.campaign!.rulesBooklet = s.campaign!.rulesBooklet.filter((slot) => !slot.includes('ARCS-F320'));
    expect(ambitionCount(s, s.players[0]!, 'warlord')).toBe(2);
  });

  it('F321 completed: gain Prospectors; scrap the Cartels and both Extortions', () => {
    const s = act2();
    resolveFateNow(s, 0, 2, true);
    expect(s.campaign!.seats[0]!.playArea).toContain('ARCS-F322');
    expect(s.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F307', 'ARCS-F311', 'ARCS-F323', 'ARCS-F324']));
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F321 failed: Prospectors and the Monopolies nobody has are scrapped, their Cartels to the Court deck, the other Cartels scrapped, Extortions to the Court deck', () => {
    const s = act2();
    // Seat 1 has the Relic Monopoly.
    s.campaign!.fateSupply = s.campaign!.fateSupply!.filter((x) => x !== 'ARCS-F315');
    s.campaign!.seats[1]!.playArea.push('ARCS-F315');
    resolveFateNow(s, 0, 2, false);
    const c = s.campaign!;
    expect(c.scrap).toEqual(expect.arrayContaining(['ARCS-F322', 'ARCS-F313', 'ARCS-F314', 'ARCS-F316', 'ARCS-F317', 'ARCS-F311']));
    expect(c.scrap).not.toContain('ARCS-F315');
    for (const id of ['ARCS-F307', 'ARCS-F308', 'ARCS-F309', 'ARCS-F310', 'ARCS-F323', 'ARCS-F324']) expect(s.courtDeck).toContain(id);
    expect(s.courtDeck).not.toContain('ARCS-F311');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F322 Prospectors: build cities on any planet without a Loyal piece, unless you have the matching Monopoly', () => {
    const s = act2();
    s.campaign!.seats[0]!.playArea.push('ARCS-F322');
    const fuel = planetOf(s, 'fuel');
    expect(fx('ARCS-F322').buildsAnywhere!(s, 0, 'city', fuel)).toBe(true);
    expect(fx('ARCS-F322').buildsAnywhere!(s, 0, 'starport', fuel)).toBe(false);
    s.campaign!.fateSupply = s.campaign!.fateSupply!.filter((x) => x !== 'ARCS-F314');
    s.campaign!.seats[0]!.playArea.push('ARCS-F314');
    expect(fx('ARCS-F322').buildsAnywhere!(s, 0, 'city', fuel)).toBe(false);
    expect(heldEffects(s, 0).some((e) => e.id === 'ARCS-F322')).toBe(true);
  });

  it('F323/F324 Extortion: Crisis, the players with most of each type discard 1 of it, then the card is discarded; When Secured: steal 1 resource', () => {
    const s = act2();
    noResources(s);
    give(s, 0, 'fuel', 'fuel', 'relic');
    give(s, 1, 'fuel', 'fuel', 'material');
    s.courtDeck.push('ARCS-F323');
    fx('ARCS-F323').crisis!(s, null, roll);
    expect(s.players[0]!.resources.filter((r) => r !== null).sort()).toEqual(['fuel']);
    expect(s.players[1]!.resources.filter((r) => r !== null).sort()).toEqual(['fuel']);
    expect(s.courtDiscard).toContain('ARCS-F323');
    expect(fx('ARCS-F324').whenSecured!(s, 0)).toEqual([{ k: 'fx/steal', seat: 0, card: 'ARCS-F324', what: 'resource', resource: null, optional: false }]);
    expect(fx('ARCS-F324').afterSecured).toBe('discard');
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Magnate Act III (F325A setup, F325B grand ambitions, F326/F327 Economy)', () => {
  function act3(title: 'regent' | 'outlaw' = 'regent'): GameState {
    const s = magnate();
    resolveFateNow(s, 0, 1, true);
    s.campaign!.act = 2;
    setUpFateNow(s, 0, 2);
    resolveFateNow(s, 0, 2, true);
    s.campaign!.act = 3;
    s.players[0]!.title = title;
    setUpFateNow(s, 0, 3);
    return s;
  }

  it('F325A: the Economy card by the map, Closed for a Regent Magnate, Open for an Outlaw; Closed & Open Economy in the rules booklet', () => {
    const s = act3();
    expect(s.campaign!.reminders).toContain('ARCS-F326');
    expect(s.campaign!.rulesBooklet.flat()).toContain('ARCS-F327');
    expect(economySide(s)).toBe('closed');
    s.players[0]!.title = 'outlaw';
    expect(economySide(s)).toBe('open');
    expect(economySide(act3('outlaw'))).toBe('open');
  });

  it('F325B grand ambitions: any Monopoly, at least 2 Monopolies', () => {
    const s = act3();
    expect(magnateGrandAmbitions(s, 0)).toBe(0);
    s.campaign!.seats[0]!.playArea.push('ARCS-F313');
    expect(grandAmbitionsFulfilled(s, 0)).toBe(1);
    s.campaign!.seats[0]!.playArea.push('ARCS-F315');
    expect(grandAmbitionsFulfilled(s, 0)).toBe(2);
  });

  it('F325B: after scoring, scrap 1 Monopoly you have and all your resources of its type (board, the Monopoly\'s supply, Trust, League); none without a Monopoly', () => {
    let s = act3();
    noResources(s);
    expect(fx('ARCS-F325B').afterScoring!(s, 0, [])).toEqual([]);
    s.campaign!.fateSupply = (s.campaign!.fateSupply ?? []).filter((x) => x !== 'ARCS-F313' && x !== 'ARCS-F315');
    s.campaign!.seats[0]!.playArea.push('ARCS-F313', 'ARCS-F315');
    give(s, 0, 'material', 'relic');
    s.campaign!.seats[0]!.merchantLeague = ['material'];
    s.supply.material -= 1;
    s = runFrames(s, fx('ARCS-F325B').afterScoring!(s, 0, []));
    expect(ids(s)).toEqual(['scrap:ARCS-F313', 'scrap:ARCS-F315']);
    s = answer(s, 'scrap:ARCS-F313');
    expect(s.campaign!.scrap).toContain('ARCS-F313');
    expect(s.supply.material).toBe(0);
    expect(s.players[0]!.resources).not.toContain('material');
    expect(s.campaign!.seats[0]!.merchantLeague).toBeUndefined();
    expect(s.campaign!.scrappedResources).toEqual({ material: 5 });
    expect(s.players[0]!.resources).toContain('relic');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F326A/F327 Closed Economy: Regents other than the Magnate cannot tax Empire-controlled cities (even Loyal ones) without the matching Monopoly', () => {
    const s = act3();
    clearMap(s);
    const id = planetOf(s, 'fuel');
    setShips(s, id, 'empire', 1);
    const city = { id, slot: 0, owner: 1 as const };
    s.players[1]!.title = 'regent';
    expect(permits(s, 1, { t: 'tax', city })).toBe(false);
    // The Magnate is not bound; an Outlaw is not bound.
    expect(permits(s, 0, { t: 'tax', city: { ...city, owner: 0 } })).toBe(true);
    s.players[1]!.title = 'outlaw';
    expect(permits(s, 1, { t: 'tax', city })).toBe(true);
    // With the matching Monopoly a Regent may.
    s.players[1]!.title = 'regent';
    s.campaign!.seats[1]!.playArea.push('ARCS-F314');
    expect(permits(s, 1, { t: 'tax', city })).toBe(true);
    // Not Empire-controlled: no restriction. FAQ (Lords): a Regent Lord is bound too (the rule asks the act, whoever taxes).
    s.campaign!.seats[1]!.playArea.pop();
    setShips(s, id, 'empire', 0);
    expect(permits(s, 1, { t: 'tax', city })).toBe(true);
  });

  it('F326B/F327 Open Economy: Loyal cities may be taxed more than once per turn; the Magnate also Rival and Free cities', () => {
    const s = act3('outlaw');
    clearMap(s);
    const id = planetOf(s, 'fuel');
    s.map[id]!.slots[0] = { owner: 1, type: 'city', damaged: false };
    const other = planetOf(s, 'relic');
    s.map[other]!.slots[0] = { owner: 0, type: 'city', damaged: false };
    setShips(s, id, 0, 3);
    s.turn = { seat: 0, taxed: [`${id}/0`, `${other}/0`], shipyards: [], work: {} };
    // The Magnate: its Loyal city and a Rival city again.
    expect(taxTargets(s, 0).map((t) => t.id).sort()).toEqual([id, other].sort());
    // Another player: only their Loyal cities again.
    s.map[id]!.slots[0] = { owner: 1, type: 'city', damaged: false };
    s.turn = { seat: 1, taxed: [`${id}/0`], shipyards: [], work: {} };
    expect(taxTargets(s, 1).map((t) => t.id)).toContain(id);
    // Closed (the Magnate a Regent): once per turn again.
    s.players[0]!.title = 'regent';
    s.turn = { seat: 0, taxed: [`${other}/0`], shipyards: [], work: {} };
    expect(taxTargets(s, 0).map((t) => t.id)).not.toContain(other);
  });
});

describe('Magnate frames: every prompt renders (message keys)', () => {
  it('MAGNATE_HANDLERS: league, trade and scrap prompts', () => {
    const s = magnate();
    noResources(s);
    recordStep(s, MAGNATE_HANDLERS['campaign/magnate-league'].step(s, { k: 'campaign/magnate-league', seat: 0, left: 2 }));
    expect(Object.keys(MAGNATE_HANDLERS).sort()).toEqual(['campaign/magnate-league', 'campaign/magnate-scrap', 'campaign/magnate-trade']);
  });
});

describe('Magnate cards noted fired when they act (fired.ts; fates/reach-a1.test.ts)', () => {
  const firing = (f: () => void): string[] => {
    const out: string[] = [];
    const off = onFired((_s, id) => out.push(id));
    try {
      f();
    } finally {
      off();
    }
    return out;
  };
  function act2(): GameState {
    const s = magnate();
    resolveFateNow(s, 0, 1, true);
    s.campaign!.act = 2;
    setUpFateNow(s, 0, 2);
    return s;
  }
  function act3(title: 'regent' | 'outlaw'): GameState {
    const s = act2();
    resolveFateNow(s, 0, 2, true);
    s.campaign!.act = 3;
    s.players[0]!.title = title;
    setUpFateNow(s, 0, 3);
    return s;
  }
  const gain = (s: GameState, ...ids: string[]) => {
    const c = s.campaign!;
    c.fateSupply = (c.fateSupply ?? []).filter((x) => !ids.includes(x));
    c.seats[0]!.playArea.push(...ids);
  };
  /** Declare `a` with a marker nobody declared yet. */
  const declared = (s: GameState, a: 'tycoon' | 'warlord' | 'keeper') => {
    const used = new Set(Object.values(s.ambitions).flat());
    s.ambitions[a] = [s.markers.find((m) => !used.has(m.id))!.id];
  };

  it('F313-F317: a held Monopoly fires when its supply adds to a scored ambition; F320 War Profiteering (and the Weapon Monopoly) when Weapons count for Warlord', () => {
    let s = act2();
    noResources(s);
    gain(s, 'ARCS-F313', 'ARCS-F317');
    give(s, 1, 'weapon');
    expect(firing(() => scoreAmbitions(structuredClone(s)))).toEqual([]);
    declared(s, 'tycoon');
    let got = firing(() => scoreAmbitions(structuredClone(s)));
    expect(got).toContain('ARCS-F313');
    expect(got).not.toContain('ARCS-F317');
    s = act2();
    noResources(s);
    gain(s, 'ARCS-F317');
    give(s, 1, 'weapon');
    declared(s, 'warlord');
    got = firing(() => scoreAmbitions(s));
    expect(got).toEqual(expect.arrayContaining(['ARCS-F317', 'ARCS-F320']));
  });

  it('F319 Monopoly Consent and the Monopoly fire when a Monopoly resource is given with its holder\'s consent; not for the holder\'s own gift', () => {
    const s = act2();
    gain(s, 'ARCS-F313');
    const part = (actor: number, rival: number): NegotiationAction => ({ kind: 'transfer', actor, rival, item: { t: 'resource', resource: 'material' } } as NegotiationAction);
    expect(firing(() => noteMonopolyConsents(s, [part(1, 2)]))).toEqual(['ARCS-F319', 'ARCS-F313']);
    expect(firing(() => noteMonopolyConsents(s, [part(0, 2)]))).toEqual([]);
  });

  it('F322 Prospectors fires when its holder builds a city with no Loyal piece there', () => {
    let s = act2();
    clearMap(s);
    s.campaign!.seats[0]!.playArea.push('ARCS-F322');
    const fuel = planetOf(s, 'fuel');
    const got = firing(() => {
      s = runFrames(s, [{ k: 'act/build', seat: 0, piece: 'city' }]);
      s = answer(s, `sys:${fuel}`);
    });
    expect(got).toContain('ARCS-F322');
    expect(s.map[fuel]!.slots.some((b) => b?.owner === 0 && b.type === 'city')).toBe(true);
  });

  it('F326A/F326B: the Economy card\'s side fires with Closed & Open Economy (F327): Closed when it keeps a Regent from taxing a city, Open when a city is taxed again', () => {
    const s = act3('regent');
    clearMap(s);
    const id = planetOf(s, 'fuel');
    s.map[id]!.slots[0] = { owner: 1, type: 'city', damaged: false };
    setShips(s, id, 'empire', 1);
    s.players[1]!.title = 'regent';
    const forbidden = new Set<string>();
    expect(taxTargets(s, 1, forbidden)).toEqual([]);
    expect([...forbidden]).toEqual(['ARCS-F327']);
    expect(firing(() => fired(s, 'ARCS-F327'))).toEqual(['ARCS-F327', 'ARCS-F326A']);
    s.players[0]!.title = 'outlaw';
    expect(firing(() => fired(s, 'ARCS-F327'))).toEqual(['ARCS-F327', 'ARCS-F326B']);
  });
});

/**
 * The Hegemon's Fate Set (ARCS-FATE10; a "B" Fate): every card's printed text as a scenario. Its
 * rows in cards.csv (15): ARCS-FATE10, ARCS-F1001A, ARCS-F1001B, ARCS-F1002 Planting Banners,
 * ARCS-F1003 Banners of Hegemony, ARCS-F1004 Song of the Banner, ARCS-F1005 Resolution,
 * ARCS-F1006 Mind Managers, ARCS-F1007/ARCS-F1008 Prison Wardens, ARCS-F1009/ARCS-F1010 Against
 * Hegemony, ARCS-F1011A, ARCS-F1011B, ARCS-F1012 Happy Hosts. faq.csv has no row for its cards
 * (Breaking Worlds' "Banners … are removed and added to this card" is the Planet Breaker's card);
 * errata.md none.
 */
import { describe, expect, it } from 'vitest';
import { clearMap, ids, answer, runFrames, setShips, shipsAt } from './steward-helpers.ts';
import { checkInvariants, newGame } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect, extraMoveDestinations } from '../../../../src/engine/effects.ts';
import { defenders } from '../../../../src/engine/control.ts';
import { raidAllowed } from '../../../../src/engine/frames/battle.ts';
import { damagedLoyalTokens, intermissionDestroyTokens } from '../../../../src/engine/campaign/loyal-tokens.ts';
import { resolveFateNow, setUpFateNow, grandAmbitionsFulfilled } from '../../../../src/engine/campaign/fates/framework.ts';
import { bannersOnMap, bannerSupply, bannerTrophies, HEGEMON_RULES } from '../../../../src/engine/campaign/fates/hegemon.ts';
import { flagshipBoard, flagshipSystem } from '../../../../src/engine/campaign/flagship/board.ts';
import { removeFlagship } from '../../../../src/engine/campaign/flagship/give.ts';
import { ambitionCount, scoreAmbitions } from '../../../../src/engine/frames/chapter.ts';
import { fateAmbitionsScored } from '../../../../src/engine/campaign/fates/hooks.ts';
import { isGate, returnPieces, systemIds } from '../../../../src/engine/board.ts';
import type { FrameOf, GameState, Seat } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import type { AmbitionResult } from '../../../../src/engine/frames/chapter.ts';

const HEGEMON = 'ARCS-FATE10';
const STEWARD = 'ARCS-FATE01';
const fx = (id: string) => cardEffect(id)!;
const menu = {} as FrameOf<'turn/actions'>;
const logText = (s: GameState) => s.log.map((l) => l.text).join('\n');
const planetsOf = (s: GameState): SystemId[] => systemIds(s).filter((id) => !isGate(id));
const newAction = (id: string, key: string) => fx(id).newActions!.find((a) => a.key === key)!;

function campaign(players = 2, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => STEWARD) });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  return s;
}

function turnOf(s: GameState, seat: Seat): void {
  s.turn = { seat, taxed: [], shipyards: [], work: {}, used: [] } as unknown as GameState['turn'];
}

/** Every ship and building off the map, back to its owner's supply (the invariants hold). */
export function emptyMap(s: GameState): void {
  for (const st of Object.values(s.map)) {
    for (const g of st!.ships) if (g.owner !== 'blight') returnPieces(s, g.owner, 'ship', g.fresh + g.damaged);
    for (const b of st!.slots) if (b) returnPieces(s, b.owner, b.type, 1);
  }
  clearMap(s);
  s.neutral!.blight.blight = 24;
}

/** The seat's resources back to the supply. */
function emptySlots(s: GameState, seat: Seat): void {
  const p = s.players[seat]!;
  for (const r of p.resources) if (r) s.supply[r] += 1;
  p.resources = p.resources.map(() => null);
}

/** Ships from the owner's supply. */
export function put(s: GameState, id: SystemId, owner: Seat, fresh: number, damaged = 0): void {
  s.players[owner]!.supply.ships -= fresh + damaged;
  setShips(s, id, owner, fresh, damaged);
}

/** Seat 0 becomes the Hegemon in Act II with its ships at `home` (a planet); the 4 ships to scrap come from its supply. */
function hegemon(players = 2): { s: GameState; home: SystemId } {
  const s = campaign(players);
  emptyMap(s);
  const home = planetsOf(s)[0]!;
  put(s, home, 0, 3);
  s.campaign!.act = 2;
  s.campaign!.seats[0]!.fate = HEGEMON;
  const frames = setUpFateNow(s, 0, 2);
  const out = runFrames(s, frames);
  return { s: answer(out, 'supply', 'supply', 'supply', 'supply'), home };
}

describe('Hegemon Act II setup (ARCS-F1001A) and objective start (ARCS-F1001B)', () => {
  it('gains a Flagship with fresh starports on Defense Array and Slipstream Drive, replenishes to 6 ships, scraps 4, collects 8 Banners', () => {
    const { s, home } = hegemon();
    const c = s.campaign!;
    expect(flagshipSystem(s, 0)).toBe(home);
    const board = flagshipBoard(s, 0)!;
    expect(board.upgrades[3]).toEqual({ type: 'starport', damaged: false }); // 4 Defense Array
    expect(board.upgrades[0]).toEqual({ type: 'starport', damaged: false }); // 1 Slipstream Drive
    // 3 ships + Flagship: 3 more placed at the Flagship (6 other than the Flagship).
    expect(shipsAt(s, home, 0)).toEqual({ fresh: 7, damaged: 0 });
    expect(c.scrappedShips).toEqual([4, 0]);
    expect(s.players[0]!.supply.ships).toBe(15 - 3 - 3 - 4);
    expect(bannerSupply(s, 0)).toHaveLength(8);
    expect(c.seats[0]!.playArea).toEqual(expect.arrayContaining(['ARCS-F1002', 'ARCS-F1004']));
    expect(c.rulesBooklet.flat()).toContain('ARCS-F1003');
    expect(c.seats[0]!.objective).toBe('ARCS-F1001B');
    expect(c.seats[0]!.marker).toBe(14);
    expect(checkInvariants(s)).toEqual([]);
    expect(HEGEMON_RULES.acts).toEqual([2, 3]);
  });

  it('"Scrap any 4 Loyal ships": from the map too, never the Flagship', () => {
    const s = campaign();
    emptyMap(s);
    const home = planetsOf(s)[0]!;
    put(s, home, 0, 3);
    s.campaign!.act = 2;
    s.campaign!.seats[0]!.fate = HEGEMON;
    let t = runFrames(s, setUpFateNow(s, 0, 2));
    expect(ids(t)).toContain(`fresh:${home}`);
    t = answer(t, `fresh:${home}`, `fresh:${home}`, `fresh:${home}`, `fresh:${home}`);
    expect(shipsAt(t, home, 0).fresh).toBe(7 - 4);
    expect(t.campaign!.scrappedShips![0]).toBe(4);
    expect(checkInvariants(t)).toEqual([]);
  });
});

describe('Planting Banners (ARCS-F1002)', () => {
  it('Prelude: place a Banner at the Flagship\'s planet if it has no Banners and no non-Loyal pieces; Banners are Loyal pieces', () => {
    const { s, home } = hegemon();
    const pre = fx('ARCS-F1002').prelude!;
    expect(pre.options(s, 0, menu).map((o) => o.id)).toEqual(['plant']);
    pre.take(s, 0, 'plant', menu);
    expect(bannersOnMap(s).map((t) => t.where)).toEqual([home]);
    // Already a Banner there: no more.
    expect(pre.options(s, 0, menu)).toEqual([]);
  });

  it('not with a Rival ship or a Free building there', () => {
    const { s, home } = hegemon();
    setShips(s, home, 1, 1);
    expect(fx('ARCS-F1002').prelude!.options(s, 0, menu)).toEqual([]);
    setShips(s, home, 1, 0);
    s.map[home]!.slots[0] = { owner: 'free', type: 'city', damaged: false };
    expect(fx('ARCS-F1002').prelude!.options(s, 0, menu)).toEqual([]);
  });

  it('"Scrap this if you don\'t have a Flagship": giving the Flagship up scraps it', () => {
    const { s } = hegemon();
    removeFlagship(s, 0);
    expect(s.campaign!.seats[0]!.playArea).not.toContain('ARCS-F1002');
    expect(s.campaign!.scrap).toContain('ARCS-F1002');
  });
});

const won = (seat: Seat, ambition: AmbitionResult['ambition'] = 'tycoon'): AmbitionResult => ({ ambition, first: [seat], second: [], gains: {}, firstPower: 0, secondPower: 0, cityBonus: {} });

describe('Hegemon Act II objective (ARCS-F1001B "Plant Banners of the New Order")', () => {
  it('advances 1 per Banner on the map; again if the Hegemon won any ambition (the card\'s example: 3 ambitions, 2 Banners: 4)', () => {
    const { s } = hegemon();
    const [a, b] = planetsOf(s).slice(1);
    const sup = bannerSupply(s, 0);
    sup[0]!.where = a!;
    sup[1]!.where = b!;
    fx('ARCS-F1001B').ambitionsScored!(s, 0, [won(1)]);
    expect(s.campaign!.seats[0]!.marker).toBe(12);
    fx('ARCS-F1001B').ambitionsScored!(s, 0, [won(0), won(0, 'warlord'), won(0, 'keeper')]);
    expect(s.campaign!.seats[0]!.marker).toBe(8);
  });
});

describe('Banners of Hegemony (ARCS-F1003, a Law)', () => {
  it('Warlord: Banners in Trophies count as Trophies and give 2 extra Power each, even without placing; they return after scoring', () => {
    const { s } = hegemon();
    const sup = bannerSupply(s, 0);
    sup[0]!.where = 'trophies-1';
    sup[1]!.where = 'trophies-1';
    expect(bannerTrophies(s, 1)).toHaveLength(2);
    expect(ambitionCount(s, s.players[1]!, 'warlord')).toBe(2);
    const before = s.players[1]!.power;
    s.ambitions.warlord = [s.markers[0]!.id];
    const results = scoreAmbitions(s);
    fateAmbitionsScored(s, results);
    expect(s.players[1]!.power - before).toBeGreaterThanOrEqual(4);
    expect(logText(s)).toMatch(/Banners of Hegemony: .* gains 4 Power/);
  });
});

describe('Banners of Hegemony (ARCS-F1003): "Building" — harmed like buildings, destroyed by Blight in the Intermission', () => {
  it('battle: building hits damage then destroy a Banner; the attacker takes it as a Trophy; a Banner makes its owner a defender', () => {
    const { s } = hegemon();
    const p = planetsOf(s)[2]!;
    const banner = bannerSupply(s, 0)[0]!;
    banner.where = p;
    put(s, p, 1, 1);
    expect(defenders(s, p, 1)).toContain(0);
    let t = runFrames(s, [{ k: 'battle/assign', attacker: 1, defender: 0, system: p, victim: 0, hits: 0, buildingHits: 1 } as never]);
    expect(t.campaign!.tokens!.find((x) => x.id === banner.id)!.damaged).toBe(true);
    t = runFrames(t, [{ k: 'battle/assign', attacker: 1, defender: 0, system: p, victim: 0, hits: 0, buildingHits: 1 } as never]);
    expect(bannerTrophies(t, 1)).toHaveLength(1);
    expect(ambitionCount(t, t.players[1]!, 'warlord')).toBe(1);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('"(They can\'t be raided.)": a Banner is no defending building for the Raid Dice Limit (as Bunkers\' FAQ: "Bunkers by themselves do not enable raiding")', () => {
    const { s } = hegemon();
    const p = planetsOf(s)[2]!;
    expect(flagshipSystem(s, 0)).not.toBe(p);
    const banner = bannerSupply(s, 0)[0]!;
    banner.where = p;
    put(s, p, 1, 2);
    expect(defenders(s, p, 1)).toContain(0);
    expect(raidAllowed(s, 1, p, 0)).toBe(false);
    // A Loyal city of the Hegemon there: defending buildings, raid dice allowed.
    s.players[0]!.boardCities -= 1;
    s.map[p]!.slots[0] = { owner: 0, type: 'city', damaged: false };
    expect(raidAllowed(s, 1, p, 0)).toBe(true);
  });

  it('repaired like buildings: a damaged Banner is a repair target', () => {
    const { s } = hegemon();
    const banner = bannerSupply(s, 0)[0]!;
    banner.where = planetsOf(s)[2]!;
    banner.damaged = true;
    expect(damagedLoyalTokens(s, 0)).toEqual([banner]);
  });

  it('Intermission D: damaged Banners and Banners in systems with Blight and no ships are destroyed (back to Planting Banners)', () => {
    const { s } = hegemon();
    const [a, b, c] = planetsOf(s).slice(1);
    const sup = bannerSupply(s, 0);
    sup[0]!.where = a!;
    sup[0]!.damaged = true;
    sup[1]!.where = b!;
    setShips(s, b!, 'blight' as never, 1);
    s.neutral!.blight.blight -= 1;
    sup[2]!.where = c!;
    expect(intermissionDestroyTokens(s)).toBe(2);
    expect(bannersOnMap(s).map((x) => x.where)).toEqual([c]);
    expect(bannerSupply(s, 0)).toHaveLength(7);
  });
});

describe('Song of the Banner (ARCS-F1004, Lore)', () => {
  it('"move between planets with Banners as if they were adjacent"', () => {
    const { s } = hegemon();
    const [a, b] = planetsOf(s).slice(4);
    const sup = bannerSupply(s, 0);
    sup[0]!.where = a!;
    expect(extraMoveDestinations(s, 0, a!)).toEqual([]);
    sup[1]!.where = b!;
    expect(extraMoveDestinations(s, 0, a!)).toEqual([b]);
    expect(extraMoveDestinations(s, 1, a!)).toEqual([]);
  });

  it('Call Spirits (Tax): once per turn, gain 2 resources of a planet with a Banner', () => {
    const { s } = hegemon();
    const p = planetsOf(s)[2]!;
    bannerSupply(s, 0)[0]!.where = p;
    turnOf(s, 0);
    const act = newAction('ARCS-F1004', 'call-spirits');
    expect(act.can(s, 0)).toBe(true);
    emptySlots(s, 0);
    const t = runFrames(s, act.start(s, 0));
    const u = answer(t, `sys:${p}`);
    expect(u.players[0]!.resources.filter((r) => r !== null)).toHaveLength(2);
    expect(act.can(u, 0)).toBe(false);
  });

  it('Call Bodies (Build): once per turn, place 2 fresh ships at a Banner', () => {
    const { s } = hegemon();
    const p = planetsOf(s)[2]!;
    bannerSupply(s, 0)[0]!.where = p;
    turnOf(s, 0);
    const act = newAction('ARCS-F1004', 'call-bodies');
    const t = answer(runFrames(s, act.start(s, 0)), `sys:${p}`);
    expect(shipsAt(t, p, 0).fresh).toBe(2);
    expect(act.can(t, 0)).toBe(false);
  });
});

describe('Hegemon Act II Resolution (ARCS-F1005)', () => {
  it('completed: gains Mind Managers, Prison Wardens to the Court deck, Against Hegemony scrapped', () => {
    const { s } = hegemon();
    resolveFateNow(s, 0, 2, true);
    expect(s.campaign!.seats[0]!.playArea).toContain('ARCS-F1006');
    expect(s.courtDeck).toEqual(expect.arrayContaining(['ARCS-F1007', 'ARCS-F1008']));
    expect(s.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F1009', 'ARCS-F1010']));
  });

  it('failed: Mind Managers scrapped, Wardens and Against Hegemony to the Court deck, Banners not on the map scrapped', () => {
    const { s } = hegemon();
    bannerSupply(s, 0)[0]!.where = planetsOf(s)[1]!;
    resolveFateNow(s, 0, 2, false);
    expect(s.campaign!.scrap).toContain('ARCS-F1006');
    expect(s.courtDeck).toEqual(expect.arrayContaining(['ARCS-F1007', 'ARCS-F1008', 'ARCS-F1009', 'ARCS-F1010']));
    expect(s.campaign!.tokens!.filter((t) => t.kind === 'banner')).toHaveLength(1);
  });
});

describe('Mind Managers (ARCS-F1006)', () => {
  it('Manipulate (Influence): a Rival you have a Captive of: peek, take 1 card, give any card', () => {
    const { s } = hegemon();
    const act = newAction('ARCS-F1006', 'manipulate');
    expect(act.can(s, 0)).toBe(false);
    s.players[0]!.captives[1] = 1;
    s.players[1]!.supply.agents -= 1;
    expect(act.can(s, 0)).toBe(true);
    const theirs = s.players[1]!.hand[0]!;
    let t = answer(runFrames(s, act.start(s, 0)), 'seat:1');
    expect(t.decisions[0]!.secret).toBe(true);
    t = answer(t, `card:${theirs}`);
    const mine = t.players[0]!.hand.find((c) => c !== theirs)!;
    t = answer(t, `card:${mine}`);
    expect(t.players[0]!.hand).toContain(theirs);
    expect(t.players[1]!.hand).toContain(mine);
    expect(checkInvariants(t)).toEqual([]);
  });
});

describe('Prison Wardens (ARCS-F1007, ARCS-F1008)', () => {
  it('Pressgang (Build): return Captives for any 1 resource each; Execute (Influence): Captives to Trophies', () => {
    const { s } = hegemon();
    s.players[0]!.captives[1] = 2;
    s.players[1]!.supply.agents -= 2;
    emptySlots(s, 0);
    let t = runFrames(s, newAction('ARCS-F1007', 'pressgang').start(s, 0));
    t = answer(t, 'ret:1:relic', 'done');
    expect(t.players[0]!.captives[1]).toBe(1);
    expect(t.players[0]!.resources).toContain('relic');
    t = answer(runFrames(t, newAction('ARCS-F1008', 'execute').start(t, 0)), 'exec:1');
    expect(t.players[0]!.captives[1]).toBe(0);
    expect(t.players[0]!.trophies).toEqual([{ owner: 1, piece: 'agent', count: 1 }]);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('Prelude: discard this to place 3 ships in a system you control', () => {
    const { s, home } = hegemon();
    s.players[0]!.court.push({ id: 'ARCS-F1007', tokens: [] });
    const frames = fx('ARCS-F1007').prelude!.take(s, 0, 'use', menu);
    const t = answer(runFrames(s, frames), `sys:${home}`);
    expect(shipsAt(t, home, 0).fresh).toBe(7 + 3);
    expect(t.courtDiscard).toContain('ARCS-F1007');
  });
});

describe('Against Hegemony (ARCS-F1009, ARCS-F1010, Vox)', () => {
  it('Crisis: bury this card; scrapped instead when no Banners are on the map', () => {
    const { s } = hegemon();
    s.players[1]!.court.push({ id: 'ARCS-F1009', tokens: [] });
    fx('ARCS-F1009').crisis!(s, 1, { event: { event: 'crisis', symbol: 'arrow' }, number: 1 });
    expect(s.campaign!.scrap).toContain('ARCS-F1009');
    bannerSupply(s, 0)[0]!.where = planetsOf(s)[1]!;
    s.players[1]!.court.push({ id: 'ARCS-F1010', tokens: [] });
    fx('ARCS-F1010').crisis!(s, 1, { event: { event: 'crisis', symbol: 'arrow' }, number: 1 });
    expect(s.courtDeck.at(-1)).toBe('ARCS-F1010');
  });

  it('When Secured: may take any Banners you control as Trophies, then discard this card', () => {
    const { s } = hegemon();
    const p = planetsOf(s)[1]!;
    bannerSupply(s, 0)[0]!.where = p;
    put(s, p, 1, 2);
    s.players[1]!.court.push({ id: 'ARCS-F1009', tokens: [] });
    const t = answer(runFrames(s, fx('ARCS-F1009').whenSecured!(s, 1)), 'yes');
    expect(bannerTrophies(t, 1)).toHaveLength(1);
    expect(t.courtDiscard).toContain('ARCS-F1009');
    expect(t.players[1]!.court.map((c) => c.id)).not.toContain('ARCS-F1009');
  });
});

describe('Hegemon Act III (ARCS-F1011A setup, ARCS-F1011B grand ambitions, ARCS-F1012 Happy Hosts)', () => {
  function act3(): { s: GameState; home: SystemId } {
    const { s, home } = hegemon();
    s.campaign!.act = 3;
    runFrames(s, setUpFateNow(s, 0, 3));
    return { s, home };
  }

  it('F1011A: gain Happy Hosts; no objective marker (grand ambitions)', () => {
    const { s } = act3();
    expect(s.campaign!.seats[0]!.playArea).toContain('ARCS-F1012');
    expect(s.campaign!.seats[0]!.marker).toBeNull();
  });

  it('F1011B "Form One Body, One Mind": no Rival won Tyrant; more Banners on the map than the current chapter', () => {
    const { s } = act3();
    s.chapter = 1;
    expect(grandAmbitionsFulfilled(s, 0)).toBe(1); // Tyrant not declared: no Rival won it
    const sup = bannerSupply(s, 0);
    sup[0]!.where = planetsOf(s)[1]!;
    sup[1]!.where = planetsOf(s)[2]!;
    expect(grandAmbitionsFulfilled(s, 0)).toBe(2);
    s.ambitions.tyrant = [s.markers[0]!.id];
    s.players[1]!.captives[0] = 1;
    expect(grandAmbitionsFulfilled(s, 0)).toBe(1); // a Rival won Tyrant
    s.chapter = 2;
    expect(grandAmbitionsFulfilled(s, 0)).toBe(0);
  });

  it('F1012 Pacify (Secure): capture all damaged non-Loyal ships in systems you control; they count for Tyrant', () => {
    const { s, home } = act3();
    put(s, home, 1, 0, 2);
    setShips(s, home, 'empire', 0, 1);
    s.neutral!.empire.ships -= 1;
    const act = newAction('ARCS-F1012', 'pacify');
    expect(act.can(s, 0)).toBe(true);
    act.start(s, 0);
    expect(s.campaign!.seats[0]!.captiveShips).toEqual({ 1: 2, empire: 1 });
    expect(ambitionCount(s, s.players[0]!, 'tyrant')).toBe(3);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F1012: when Captives are returned in scoring, keep 1 per Banner you control or uncontrolled', () => {
    const { s, home } = act3();
    bannerSupply(s, 0)[0]!.where = home; // controlled by the Hegemon
    bannerSupply(s, 0)[0]!.where = planetsOf(s)[3]!; // uncontrolled
    s.players[0]!.captives[1] = 3;
    s.players[1]!.supply.agents -= 3;
    s.ambitions.tyrant = [s.markers[0]!.id];
    const t = runFrames(s, [{ k: 'chapter/end', phase: 'score' } as never]);
    expect(t.players[0]!.captives[1]).toBe(2);
    expect(checkInvariants(t)).toEqual([]);
  });
});

/**
 * The Pathfinder's Fate Set (ARCS-FATE09; issue 16): every row of cards.csv for Fate 9 — 13 rows:
 * ARCS-FATE09, ARCS-F901A, ARCS-F901B, ARCS-F902, ARCS-F903, ARCS-F904, ARCS-F905, ARCS-F906,
 * ARCS-F907A, ARCS-F907B, ARCS-F908, ARCS-F909, ARCS-F910, ARCS-F911 — each card's printed text as
 * a scenario, and every FAQ answer for its cards (faq.csv: Uncovering Clues, Portal Seekers).
 *
 * Cards that report `fired` (effects.ts fired / fired.ts noteFired): F901A (the setup and the
 * record), F901B / F907B (advancing, grand ambitions), F902, F903 (a Clue placed), F904 (the
 * Resolution and its build), F905, F906, F907A, F908, F909-F911.
 */
import { describe, expect, it } from 'vitest';
import { answer, ids, runFrames, setShips } from './steward-helpers.ts';
import { checkInvariants, newGame, viewFor } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect, findNewAction, preludeOptions } from '../../../../src/engine/effects.ts';
import { defenders } from '../../../../src/engine/control.ts';
import { hitOutcomes } from '../../../../src/engine/frames/battle.ts';
import { resolveFateNow, setUpFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import { scoreGrandAmbitions } from '../../../../src/engine/campaign/acts/chapter-end.ts';
import { clueFor, pathfinderGrandAmbitions, portalSystem } from '../../../../src/engine/campaign/fates/pathfinder.ts';
import { flagshipSystem } from '../../../../src/engine/campaign/flagship/board.ts';
import { firedCounts, trackFired } from '../../../../src/engine/fired.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import type { Frame, FrameOf, GameState } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';

trackFired();
const firedCards = (s: GameState): string[] => Object.keys(firedCounts(s));
const PATHFINDER = 'ARCS-FATE09';
const STEWARD = 'ARCS-FATE01';
const fx = (id: string) => cardEffect(id)!;
const menu = {} as FrameOf<'turn/actions'>;
const logText = (s: GameState) => s.log.map((l) => l.text).join('\n');
const roll = (symbol: 'arrow' | 'crescent' | 'hex'): EventRoll => ({ event: { event: 'crisis', symbol }, number: 1 });

/** A campaign after Act I setup (Stewards), then seat 0 takes the Pathfinder for Act II. */
function actII(players = 3, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => STEWARD) });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  const c = s.campaign!;
  c.act = 2;
  c.seats[0]!.fate = PATHFINDER;
  c.seats[0]!.playArea = [];
  return s;
}

/** Act II set up with the Portal's planet recorded by the right neighbour. */
function setUp(portal: SystemId, players = 3): GameState {
  let s = actII(players);
  const frames = setUpFateNow(s, 0, 2);
  s = runFrames(s, frames);
  expect(s.decisions[0]!.seat).toBe(players - 1);
  s = answer(s, `sys:${portal}`);
  return s;
}

/** Move the Flagship piece to a system (with its group). */
function moveFlagship(s: GameState, to: SystemId): void {
  const from = flagshipSystem(s, 0)!;
  const g = s.map[from]!.ships.find((x) => x.owner === 0)!;
  g.fresh -= 1;
  delete g.flagship;
  if (g.fresh + g.damaged === 0) s.map[from]!.ships = s.map[from]!.ships.filter((x) => x !== g);
  const t = s.map[to]!.ships.find((x) => x.owner === 0);
  if (t) {
    t.fresh += 1;
    t.flagship = true;
  } else {
    s.map[to]!.ships.push({ owner: 0, fresh: 1, damaged: 0, flagship: true });
    s.map[to]!.ships.sort((a, b) => String(a.owner).localeCompare(String(b.owner)));
  }
}

/** Seat 0's resources back to the supply. */
function clearRes(s: GameState): void {
  const p = s.players[0]!;
  p.resources.forEach((r, i) => {
    if (r) s.supply[r] += 1;
    p.resources[i] = null;
  });
}

function giveResource(s: GameState, r: 'material' | 'fuel' | 'weapon' | 'relic' | 'psionic'): void {
  const p = s.players[0]!;
  const i = p.resources.findIndex((x) => x === null);
  p.resources[i] = r;
  s.supply[r] -= 1;
}

describe('Pathfinder Act II setup (ARCS-F901A) and the Portal record', () => {
  it('F901A: a Flagship with a starport on Slipstream Drive and a city on Hull; Uncovering Clues gained; Clues to the Portal, 6 Clues and the Portal to the right; the right neighbour records a planet in secret', () => {
    const s = setUp('4:hex');
    const c = s.campaign!;
    expect(c.seats[0]!.flagship!.upgrades[0]).toEqual({ type: 'starport', damaged: false });
    expect(c.seats[0]!.flagship!.upgrades[5]).toEqual({ type: 'city', damaged: false });
    expect(flagshipSystem(s, 0)).not.toBeNull();
    expect(c.seats[0]!.playArea).toContain('ARCS-F902');
    expect(c.seats[2]!.playArea).toContain('ARCS-F903');
    expect(c.tokens!.filter((t) => t.kind === 'clue' && t.where === 'ARCS-F903')).toHaveLength(6);
    expect(c.tokens!.filter((t) => t.kind === 'portal' && t.where === 'ARCS-F903')).toHaveLength(1);
    expect(c.portalRecord).toEqual({ seat: 2, system: '4:hex' });
    expect(c.seats[0]!.objective).toBe('ARCS-F901B');
    expect(c.seats[0]!.marker).toBe(8);
    // Secret: only the recorder's view shows it; the log never names it.
    expect((viewFor(s, 2) as unknown as { campaign: { portalRecord?: unknown } }).campaign.portalRecord).toEqual({ seat: 2, system: '4:hex' });
    expect((viewFor(s, 0) as unknown as { campaign: { portalRecord?: unknown } }).campaign.portalRecord).toBeUndefined();
    expect((viewFor(s, null) as unknown as { campaign: { portalRecord?: unknown } }).campaign.portalRecord).toBeUndefined();
    expect(logText(s)).not.toMatch(/4:hex/);
    expect(checkInvariants(s)).toEqual([]);
    expect(firedCards(s)).toContain('ARCS-F901A');
  });

  it('F901A step 4: the record is asked as a secret decision of the player to the right, listing the planets', () => {
    const s0 = actII(3);
    const s = runFrames(s0, setUpFateNow(s0, 0, 2));
    expect(s.decisions[0]!.seat).toBe(2);
    expect(ids(s)).toContain('sys:4:hex');
    expect(ids(s).some((x) => x.endsWith(':gate'))).toBe(false);
  });
});

describe('Clues to the Portal (ARCS-F903): which side a Clue shows', () => {
  it('F903: "Check" in the right cluster or with the correct ID symbol, "X" otherwise, the Portal at the correct planet', () => {
    expect(clueFor('4:arrow', '4:hex')).toBe('check');
    expect(clueFor('2:hex', '4:hex')).toBe('check');
    expect(clueFor('2:arrow', '4:hex')).toBe('x');
    expect(clueFor('4:hex', '4:hex')).toBe('portal');
  });
});

describe('Uncovering Clues (ARCS-F902) and Find the Portal (ARCS-F901B)', () => {
  it('F902: offered only at a planet with no Clue, for a resource different from all planets in its cluster', () => {
    const s = setUp('4:hex');
    moveFlagship(s, '1:arrow'); // cluster 1: weapon, fuel, material
    clearRes(s);
    giveResource(s, 'weapon');
    expect(preludeOptions(s, 0, menu).map((o) => o.id).filter((x) => x.includes('F902'))).toEqual([]);
    giveResource(s, 'relic');
    expect(preludeOptions(s, 0, menu).map((o) => o.id)).toContain('fx:ARCS-F902:spend:relic');
    moveFlagship(s, '1:gate');
    expect(preludeOptions(s, 0, menu).map((o) => o.id).filter((x) => x.includes('F902'))).toEqual([]);
  });

  it('F902/F901B: a "Check" Clue advances 1; the planet\'s cities give resources and its starports 2 ships each (FAQ: not the Flagship\'s)', () => {
    const s = setUp('4:hex');
    moveFlagship(s, '1:hex'); // 1:hex: cluster 1 ≠ 4, hex = hex → Check
    s.map['1:hex']!.slots = [{ owner: 1, type: 'city', damaged: false }, { owner: 'free', type: 'starport', damaged: false }];
    clearRes(s);
    giveResource(s, 'relic');
    const before = s.map['1:hex']!.ships.find((g) => g.owner === 0)!.fresh;
    const frames = fx('ARCS-F902').prelude!.take(s, 0, 'spend:relic', menu);
    const after = runFrames(s, frames);
    const clue = after.campaign!.tokens!.find((t) => t.where === '1:hex')!;
    expect(clue.kind).toBe('clue');
    expect(clue.side).toBe('check');
    expect(after.campaign!.seats[0]!.marker).toBe(7);
    expect(after.players[0]!.resources.filter((r) => r === 'material')).toHaveLength(1); // 1:hex is a Material planet
    expect(after.map['1:hex']!.ships.find((g) => g.owner === 0)!.fresh).toBe(before + 2);
    expect(firedCards(after)).toEqual(expect.arrayContaining(['ARCS-F902', 'ARCS-F903', 'ARCS-F901B']));
    // No second Clue at the same planet.
    giveResource(after, 'relic');
    expect(preludeOptions(after, 0, menu).map((o) => o.id).filter((x) => x.includes('F902'))).toEqual([]);
  });

  it('F902: an "X" Clue does not advance', () => {
    const s = setUp('4:hex');
    moveFlagship(s, '1:arrow');
    clearRes(s);
    giveResource(s, 'relic');
    fx('ARCS-F902').prelude!.take(s, 0, 'spend:relic', menu);
    expect(s.campaign!.tokens!.find((t) => t.where === '1:arrow')!.side).toBe('x');
    expect(s.campaign!.seats[0]!.marker).toBe(8);
  });

  it('F901B: "This cannot complete your objective": a Check Clue at 1 leaves the marker at 1', () => {
    const s = setUp('4:hex');
    s.campaign!.seats[0]!.marker = 1;
    moveFlagship(s, '4:arrow');
    clearRes(s);
    giveResource(s, 'psionic');
    fx('ARCS-F902').prelude!.take(s, 0, 'spend:psionic', menu);
    expect(s.campaign!.seats[0]!.marker).toBe(1);
  });

  it('F903: with no Clue left on the card, the Clue placed longest ago is taken from the map', () => {
    const s = setUp('4:hex');
    const c = s.campaign!;
    const planets: SystemId[] = ['1:arrow', '1:crescent', '1:hex', '2:arrow', '2:crescent', '2:hex'];
    c.tokens!.filter((t) => t.kind === 'clue').forEach((t, i) => { t.where = planets[i]!; t.side = 'x'; });
    moveFlagship(s, '3:arrow');
    clearRes(s);
    giveResource(s, 'relic');
    fx('ARCS-F902').prelude!.take(s, 0, 'spend:relic', menu);
    expect(c.tokens!.some((t) => t.where === '1:arrow')).toBe(false);
    expect(c.tokens!.filter((t) => t.kind === 'clue')).toHaveLength(6);
    expect(c.tokens!.some((t) => t.where === '3:arrow')).toBe(true);
  });

  it('F903/F901B: the Flagship at the correct planet places the Portal: advance 8 (complete); Clues, Clues to the Portal and Uncovering Clues are scrapped', () => {
    const s = setUp('4:hex');
    moveFlagship(s, '4:hex');
    clearRes(s);
    giveResource(s, 'weapon'); // cluster 4: relic, fuel, material
    fx('ARCS-F902').prelude!.take(s, 0, 'spend:weapon', menu);
    const c = s.campaign!;
    expect(portalSystem(s)).toBe('4:hex');
    expect(c.seats[0]!.marker).toBe(0);
    expect(c.tokens!.some((t) => t.kind === 'clue')).toBe(false);
    expect(c.scrap).toEqual(expect.arrayContaining(['ARCS-F902', 'ARCS-F903']));
    expect(c.seats[0]!.playArea).not.toContain('ARCS-F902');
    expect(c.seats[2]!.playArea).not.toContain('ARCS-F903');
    expect(c.portalRecord).toBeUndefined();
    expect(logText(s)).toMatch(/found the Portal/);
  });
});

describe('Pathfinder Act II Resolution (ARCS-F904)', () => {
  it('F904 completed: Call to Pilgrimage to the Court deck, Portal Seekers scrapped, 1 Upgrade or Armor built at any planet', () => {
    let s = setUp('4:hex');
    moveFlagship(s, '4:hex');
    clearRes(s);
    giveResource(s, 'weapon');
    fx('ARCS-F902').prelude!.take(s, 0, 'spend:weapon', menu);
    s = runFrames(s, resolveFateNow(s, 0, 2, true));
    expect(s.courtDeck).toContain('ARCS-F905');
    expect(s.campaign!.scrap).toContain('ARCS-F906');
    // Tractor Beam's Upgrade needs a Relic planet; here (a Material planet) it is offered anyway.
    expect(ids(s)).toContain('build:starport:upgrade:1');
    expect(ids(s)).toContain('build:city:armor:0');
    s = answer(s, 'build:starport:upgrade:1');
    expect(s.campaign!.seats[0]!.flagship!.upgrades[1]).not.toBeNull();
    expect(firedCards(s)).toContain('ARCS-F904');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F904 failed: Call to Pilgrimage scrapped, Portal Seekers to the Court deck, the Portal at the recorded planet, Clues and both Clue cards scrapped', () => {
    const s = setUp('5:crescent');
    runFrames(s, resolveFateNow(s, 0, 2, false));
    const c = s.campaign!;
    expect(s.courtDeck).toContain('ARCS-F906');
    expect(c.scrap).toEqual(expect.arrayContaining(['ARCS-F905', 'ARCS-F902', 'ARCS-F903']));
    expect(portalSystem(s)).toBe('5:crescent');
    expect(c.tokens!.some((t) => t.kind === 'clue')).toBe(false);
    expect(c.portalRecord).toBeUndefined();
  });
});

/** Act III with the Pathfinder (the Portal at `portal`). */
function actIII(portal: SystemId = '5:crescent'): GameState {
  const s = setUp(portal);
  runFrames(s, resolveFateNow(s, 0, 2, false));
  s.campaign!.act = 3;
  s.chapter = 1;
  s.riggedDice = [2]; // the event die
  runFrames(s, setUpFateNow(s, 0, 3));
  return s;
}

describe('Pathfinder Act III setup (ARCS-F907A) and grand ambitions (ARCS-F907B)', () => {
  it('F907A: Pilgrims gained, a Seek the Portal on top of the Court deck, two tucked under Pilgrims, a Pilgrim at each planet of the rolled symbol', () => {
    const s = actIII();
    const c = s.campaign!;
    expect(c.seats[0]!.playArea).toContain('ARCS-F908');
    expect(s.courtDeck[0]).toBe('ARCS-F909');
    expect(c.tucked!['ARCS-F908']).toEqual(['ARCS-F910', 'ARCS-F911']);
    const pilgrims = c.tokens!.filter((t) => t.kind === 'pilgrim');
    expect(pilgrims.length).toBeGreaterThan(0);
    const symbol = pilgrims[0]!.where.split(':')[1];
    expect(pilgrims.every((t) => t.where.endsWith(`:${symbol}`) && t.owner === 0)).toBe(true);
    expect(c.seats[0]!.objective).toBe('ARCS-F907B');
    expect(c.seats[0]!.marker).toBeNull();
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F907B: "Control the Portal token" and "more Pilgrims on this card than the current Chapter"', () => {
    const s = actIII('5:crescent');
    s.map['5:crescent']!.ships = [];
    expect(pathfinderGrandAmbitions(s, 0)).toBe(0);
    setShips(s, '5:crescent', 0, 2);
    expect(pathfinderGrandAmbitions(s, 0)).toBe(1);
    const pilgrims = s.campaign!.tokens!.filter((t) => t.kind === 'pilgrim');
    pilgrims[0]!.where = 'ARCS-F907B';
    expect(pathfinderGrandAmbitions(s, 0)).toBe(1); // 1 Pilgrim is not more than chapter 1
    pilgrims[1]!.where = 'ARCS-F907B';
    expect(pathfinderGrandAmbitions(s, 0)).toBe(2);
  });
});

describe('Pilgrims (ARCS-F908)', () => {
  it('F908: "Pilgrim tokens are your Loyal pieces" (presence); Prelude once per turn: each Pilgrim moves once into a system you control or with your Flagship', () => {
    let s = actIII('5:crescent');
    const c = s.campaign!;
    for (const t of c.tokens!) if (t.kind === 'pilgrim') t.where = 'ARCS-F907B';
    c.tokens!.find((t) => t.kind === 'pilgrim')!.where = '5:gate';
    c.tokens!.find((t) => t.kind === 'pilgrim')!.where = '5:gate';
    s.map['5:gate']!.ships = [];
    s.map['5:arrow']!.ships = [];
    setShips(s, '5:arrow', 0, 1);
    s.turn = { seat: 0, taxed: [], shipyards: [], work: {}, used: [] } as unknown as GameState['turn'];
    expect(preludeOptions(s, 0, menu).map((o) => o.id)).toContain('fx:ARCS-F908:use');
    const frames = fx('ARCS-F908').prelude!.take(s, 0, 'use', menu);
    s = runFrames(s, frames);
    const id = c.tokens!.find((t) => t.kind === 'pilgrim' && t.where === '5:gate')!.id;
    expect(ids(s)).toContain(`pilgrim:${id}:5:arrow`);
    s = answer(s, `pilgrim:${id}:5:arrow`);
    expect(s.campaign!.tokens!.find((t) => t.id === id)!.where).toBe('5:arrow');
    // Once per turn.
    expect(preludeOptions(s, 0, menu).map((o) => o.id)).not.toContain('fx:ARCS-F908:use');
    expect(firedCards(s)).toContain('ARCS-F908');
  });

  it('F908 Use the Portal (Move): with the Portal controlled, its Pilgrims go onto the objective card and a Seek the Portal is untucked onto the Court deck', () => {
    const s = actIII('5:crescent');
    const c = s.campaign!;
    for (const t of c.tokens!) if (t.kind === 'pilgrim') t.where = '5:crescent';
    s.map['5:crescent']!.ships = [];
    expect(findNewAction(s, 0, 'ARCS-F908', 'use-portal')!.can(s, 0)).toBe(false);
    setShips(s, '5:crescent', 0, 1);
    const a = findNewAction(s, 0, 'ARCS-F908', 'use-portal')!;
    expect(a.can(s, 0)).toBe(true);
    const n = c.tokens!.filter((t) => t.kind === 'pilgrim').length;
    a.start(s, 0);
    expect(c.tokens!.filter((t) => t.where === 'ARCS-F907B')).toHaveLength(n);
    expect(s.courtDeck[0]).toBe('ARCS-F910');
    expect(c.tucked!['ARCS-F908']).toEqual(['ARCS-F911']);
  });
});

describe('Pilgrims (ARCS-F908) in battle: tokens added by Fates cannot be harmed unless they say so (campaign p.27, Tokens)', () => {
  it('F908 says only "Loyal pieces": a Pilgrim takes no battle hit and alone does not make the Pathfinder a defender (Banners F1003 and Bunkers F1803 say "can be harmed"; Pilgrims do not)', () => {
    const s = actIII('5:crescent');
    const c = s.campaign!;
    for (const t of c.tokens!) if (t.kind === 'pilgrim') t.where = 'ARCS-F907B';
    const pilgrim = c.tokens!.find((t) => t.kind === 'pilgrim')!;
    pilgrim.where = '5:arrow';
    s.map['5:arrow']!.ships = [];
    s.map['5:arrow']!.slots = s.map['5:arrow']!.slots.map(() => null);
    setShips(s, '5:arrow', 1, 3);
    expect(defenders(s, '5:arrow', 1)).not.toContain(0);
    setShips(s, '5:arrow', 0, 1);
    expect(defenders(s, '5:arrow', 1)).toContain(0);
    const outcomes = hitOutcomes(s, { k: 'battle/assign', attacker: 1, defender: 0, system: '5:arrow', victim: 0, hits: 4, buildingHits: 2 });
    expect(outcomes.length).toBeGreaterThan(0);
    expect(outcomes.every((o) => o.buildings.length === 0)).toBe(true);
    let t = runFrames(s, [{ k: 'battle/assign', attacker: 1, defender: 0, system: '5:arrow', victim: 0, hits: 4, buildingHits: 2 }]);
    while (t.decisions.length > 0) t = answer(t, ids(t)[0]!);
    const after = t.campaign!.tokens!.find((x) => x.id === pilgrim.id)!;
    expect(after.where).toBe('5:arrow');
    expect(after.damaged).toBeUndefined();
    expect(t.map['5:arrow']!.ships.find((g) => g.owner === 0)?.fresh ?? 0).toBe(0);
  });
});

describe('Seek the Portal (ARCS-F909, ARCS-F910, ARCS-F911)', () => {
  it('F909-F911 Crisis: in turn order, each player scraps 1 Loyal ship on the map (never the Flagship); scrapped ships leave the game', () => {
    for (const id of ['ARCS-F909', 'ARCS-F910', 'ARCS-F911']) {
      let s = actIII();
      const frames: Frame[] = fx(id).crisis!(s, null, roll('arrow'));
      s = runFrames(s, frames);
      while (s.decisions.length > 0 && s.decisions[0]!.kind === 'campaign/pathfinder-scrap') s = answer(s, s.decisions[0]!.options[0]!.id);
      const scrapped = s.campaign!.scrappedShips ?? [];
      expect(scrapped.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      expect(checkInvariants(s)).toEqual([]);
      expect(firedCards(s)).toContain(id);
    }
  });

  it('F909 When Secured: controlling the Portal, scrap any ships in its system, 2 Power each; otherwise nothing', () => {
    let s = actIII('5:crescent');
    s.map['5:crescent']!.ships = [];
    setShips(s, '5:crescent', 1, 2);
    expect(fx('ARCS-F909').whenSecured!(s, 0)).toEqual([]);
    setShips(s, '5:crescent', 0, 4);
    setShips(s, '5:crescent', 'empire', 0, 1);
    const p0 = s.players[0]!.power;
    s = runFrames(s, fx('ARCS-F909').whenSecured!(s, 0));
    s = answer(s, 'ship:1:5:crescent:fresh', 'ship:empire:5:crescent:damaged', 'done');
    expect(s.players[0]!.power).toBe(p0 + 4);
    expect(s.campaign!.scrappedShips?.[1]).toBe(1);
    expect(s.campaign!.scrappedShips?.filter((n, seat) => seat !== 1 && n > 0)).toEqual([]);
    expect(s.campaign!.scrappedImperialShips).toBe(1);
    expect(fx('ARCS-F909').afterSecured).toBe('shuffle');
  });
});

describe('Call to Pilgrimage (ARCS-F905)', () => {
  it('F905 Crisis: only if ▲ was rolled, each player discards 1 Guild card (a choice when several)', () => {
    let s = actII();
    s.players[0]!.court = [{ id: 'ARCS-BC01', tokens: [] }, { id: 'ARCS-BC02', tokens: [] }];
    s.players[1]!.court = [{ id: 'ARCS-BC03', tokens: [] }];
    expect(fx('ARCS-F905').crisis!(s, null, roll('hex'))).toEqual([]);
    s = runFrames(s, fx('ARCS-F905').crisis!(s, null, roll('arrow')));
    expect(s.decisions[0]!.seat).toBe(0);
    s = answer(s, 'card:ARCS-BC02');
    expect(s.players[0]!.court.map((x) => x.id)).toEqual(['ARCS-BC01']);
    expect(s.players[1]!.court).toEqual([]);
    expect(s.courtDiscard).toEqual(expect.arrayContaining(['ARCS-BC02', 'ARCS-BC03']));
  });

  it('F905 When Secured: the securer chooses a suit of a Guild card they have; each Rival discards all Guild cards of that suit', async () => {
    const { findCard } = await import('../../../../src/data/cards.ts');
    let s = actII();
    const guilds = ['ARCS-BC01', 'ARCS-BC02', 'ARCS-BC03', 'ARCS-BC04', 'ARCS-BC05', 'ARCS-BC06', 'ARCS-BC07', 'ARCS-BC08'].filter((id) => findCard(id)?.kind === 'guild');
    const suit = findCard(guilds[0]!)!.suit!;
    const same = guilds.filter((id) => findCard(id)!.suit === suit);
    const other = guilds.filter((id) => findCard(id)!.suit !== suit);
    s.players[0]!.court = [{ id: guilds[0]!, tokens: [] }, { id: other[0]!, tokens: [] }];
    s.players[1]!.court = [...same.slice(1), other[1]!].map((id) => ({ id, tokens: [] }));
    s = runFrames(s, fx('ARCS-F905').whenSecured!(s, 0));
    s = answer(s, `suit:${suit}`);
    expect(s.players[1]!.court.map((x) => x.id)).toEqual([other[1]!]);
    expect(s.players[0]!.court).toHaveLength(2);
    expect(fx('ARCS-F905').afterSecured).toBe('shuffle');
  });
});

describe('Portal Seekers (ARCS-F906)', () => {
  it('F906: in Act III scoring its holder fulfils a grand ambition while controlling the Portal — FAQ: also with a "C" Fate; never more than two', () => {
    const s = actIII('5:crescent');
    s.map['5:crescent']!.ships = [];
    setShips(s, '5:crescent', 1, 3);
    s.players[1]!.court.push({ id: 'ARCS-F906', tokens: [] });
    s.campaign!.seats[1]!.fate = 'ARCS-FATE22'; // a "C" Fate
    const before = s.players[1]!.power;
    const gains = scoreGrandAmbitions(s);
    expect(gains[1]).toBeGreaterThan(0);
    expect(s.players[1]!.power).toBe(before + gains[1]!);
    expect(firedCards(s)).toContain('ARCS-F906');
    // Without control: nothing.
    const t = actIII('5:crescent');
    t.map['5:crescent']!.ships = [];
    t.players[1]!.court.push({ id: 'ARCS-F906', tokens: [] });
    t.campaign!.seats[1]!.fate = 'ARCS-FATE22';
    expect(scoreGrandAmbitions(t)[1]).toBe(0);
  });
});

/**
 * The Survivalist's Fate Set (ARCS-FATE18; cards.csv rows: ARCS-FATE18, ARCS-F1801A, F1801B, F1802,
 * F1803, F1804, F1805 — 7 rows, 6 physical cards): every card's printed text as a scenario, every
 * FAQ answer for its cards (faq.csv: Vow of Survival, Bunkers), and the rulebook's final-objective
 * rules (p.9) for the Survivalist.
 *
 * Cards that report `fired` (fired.ts): F1801A (setup, framework), F1801B (its advances), F1802
 * (Captives kept; scoring), F1803 (a Bunker built), F1804 (a Captive scrapped when a Rival destroys
 * a Bunker), F1805 (the Edict resolved).
 */
import { describe, expect, it } from 'vitest';
import { clearMap, ids, runFrames, setShips } from './steward-helpers.ts';
import { checkInvariants, newGame } from '../../../../src/engine/index.ts';
import { defenders } from '../../../../src/engine/control.ts';
import { ambitionCount } from '../../../../src/engine/frames/chapter.ts';
import type { Frame, Seat } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { captivesKept, cardEffect, findNewAction, winsAsSecondCard } from '../../../../src/engine/effects.ts';
import { declarable } from '../../../../src/engine/campaign/faithful.ts';
import { setUpFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import {
  BUILDING_BUNKERS, BUNKERS_LAW, CAPTIVE_RELEASE, SURV_OBJECTIVE, VOW_OF_SURVIVAL, bunkersInSupply, bunkersOnMap,
} from '../../../../src/engine/campaign/fates/survivalist.ts';
import { blightCrisis } from '../../../../src/engine/campaign/events/crises.ts';
import { scoreAmbitions } from '../../../../src/engine/frames/chapter.ts';
import { finalObjectiveWinner } from '../../../../src/engine/campaign/acts/chapter-end.ts';
import { giveFlagship } from '../../../../src/engine/campaign/flagship/give.ts';
import { fateAmbitionsScored } from '../../../../src/engine/campaign/fates/hooks.ts';
import { permits } from '../../../../src/engine/effects.ts';
import { planetsOnMap } from '../../../../src/engine/campaign/fates/planet-breaker-rules.ts';
import { loyalTokensAt } from '../../../../src/engine/campaign/loyal-tokens.ts';
import type { GameState } from '../../../../src/engine/types.ts';

/** A battle's hits on the Survivalist (seat 0) at `p` by seat 1 (frames/battle.ts battle/assign). */
const assign = (p: SystemId, hits: number, buildingHits: number): Frame => ({ k: 'battle/assign', attacker: 1, defender: 0, system: p, victim: 0, hits, buildingHits } as never);
const put = (s: GameState, id: SystemId, owner: Seat, fresh: number, damaged = 0) => {
  s.players[owner]!.supply.ships -= fresh + damaged;
  setShips(s, id, owner, fresh, damaged);
};

const SURV = 'ARCS-FATE18';
const logText = (s: GameState) => s.log.map((l) => l.text).join('\n');

function campaign(fates: string[], seed = 1): GameState {
  let s = newGame({ players: fates.length, seed, campaign: true, fates });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  return s;
}

/** Seat 0 takes the Survivalist for Act III (`flagship`: it had one), then its setup runs. */
function survivalist(players = 2, flagship = false): GameState {
  const s = campaign(['ARCS-FATE07', 'ARCS-FATE08', 'ARCS-FATE03', 'ARCS-FATE05'].slice(0, players));
  const c = s.campaign!;
  c.act = 3;
  c.fateDecks.A.push(c.seats[0]!.fate!);
  c.fateDecks.C = c.fateDecks.C.filter((x) => x !== SURV);
  c.seats[0]!.fate = SURV;
  c.seats[0]!.playArea = [];
  if (flagship) giveFlagship(s, 0);
  return runFrames(s, setUpFateNow(s, 0, 3));
}

describe('Survivalist Act III setup (ARCS-F1801A)', () => {
  for (const [players, start] of [[2, 22], [3, 18], [4, 14]] as const) {
    it(`${players} players: gains Vow of Survival and Building Bunkers with its 9 Bunkers, adds Bunkers and Captive Release to the rules booklet; the marker on ${start}`, () => {
      const s = survivalist(players);
      const c = s.campaign!;
      expect(c.seats[0]!.playArea).toEqual([VOW_OF_SURVIVAL, BUILDING_BUNKERS]);
      expect(c.rulesBooklet.flat()).toEqual(expect.arrayContaining([BUNKERS_LAW, CAPTIVE_RELEASE]));
      expect(bunkersInSupply(s, 0)).toHaveLength(9);
      expect(c.seats[0]!.objective).toBe(SURV_OBJECTIVE);
      expect(c.seats[0]!.marker).toBe(start);
      expect(logText(s)).toMatch(/Captive Release \(Edict 85\)/);
      expect(s.decisions).toEqual([]);
    });
  }

  it('"If you have a Flagship, you may Resettle—as described on the back of the Flagship board."', () => {
    const s = survivalist(2, true);
    expect(ids(s)).toEqual(['yes', 'no']);
    const no = play(s, 'no');
    expect(no.campaign!.seats[0]!.flagship).toBeDefined();
    const yes = play(s, 'yes');
    expect(yes.campaign!.seats[0]!.flagship).toBeUndefined();
  });
});

describe('Building Bunkers (ARCS-F1803) and Bunkers (ARCS-F1804)', () => {
  it('"You can build Bunkers on planets, max 1 per planet. To build a Bunker, you must also scrap 1 agent from your supply. When you build a Bunker, capture 1 agent from any Rival\'s supply."', () => {
    const s = survivalist(3);
    clearMap(s);
    setShips(s, '2:hex', 0, 1);
    setShips(s, '3:hex', 1, 1);
    const build = findNewAction(s, 0, BUILDING_BUNKERS, 'build-bunker')!;
    expect(build.can(s, 0)).toBe(true);
    const agents = s.players[0]!.supply.agents;
    let after = runFrames(s, build.start(s, 0));
    expect(ids(after)).toEqual(['sys:2:hex']); // a Loyal piece is needed there
    after = play(after, 'sys:2:hex');
    expect(ids(after)).toEqual(['rival:1', 'rival:2']);
    after = play(after, 'rival:2');
    expect(bunkersOnMap(after).map((t) => t.where)).toEqual(['2:hex']);
    expect(after.players[0]!.supply.agents).toBe(agents - 1);
    expect(after.campaign!.scrappedAgents![0]).toBe(1);
    expect(after.players[0]!.captives[2]).toBe(1);
    // max 1 per planet
    expect(findNewAction(after, 0, BUILDING_BUNKERS, 'build-bunker')!.can(after, 0)).toBe(false);
    // "Bunker tokens are your Loyal pieces": the Survivalist may build at it.
    expect(loyalTokensAt(after, '2:hex', 0)).toHaveLength(1);
  });

  it('no agent in the supply: no Bunker', () => {
    const s = survivalist(2);
    setShips(s, '2:hex', 0, 1);
    s.players[0]!.supply.agents = 0;
    expect(findNewAction(s, 0, BUILDING_BUNKERS, 'build-bunker')!.can(s, 0)).toBe(false);
  });

  /** The Survivalist with a Bunker alone on an empty planet `p`, seat 1 attacking there with 2 ships; seat 0 holds 2 Captives of seat 1. */
  function bunkerBattle(): { s: GameState; p: SystemId; id: string } {
    const s = survivalist(2);
    const p = emptyPlanet(s);
    const t = bunkersInSupply(s, 0)[0]!;
    t.where = p;
    put(s, p, 1, 2);
    s.players[1]!.supply.agents -= 2;
    s.players[0]!.captives[1] = 2;
    expect(checkInvariants(s)).toEqual([]);
    return { s, p, id: t.id };
  }
  const emptyPlanet = (s: GameState): SystemId => planetsOnMap(s).find((x) => s.map[x]!.ships.every((g) => typeof g.owner !== 'number') && s.map[x]!.slots.every((b) => b?.owner !== 0) && !s.campaign!.tokens?.some((t) => t.where === x))!;
  const bunker = (s: GameState, id: string) => s.campaign!.tokens!.find((x) => x.id === id)!;

  it('F1804 "Bunkers can be harmed like buildings": a Bunker makes the Survivalist a defender; "Tough": 1 hit does nothing, 2 damage it', () => {
    const { s, p, id } = bunkerBattle();
    expect(defenders(s, p, 1)).toContain(0);
    let t = runFrames(s, [assign(p, 0, 1)]);
    expect(bunker(t, id).damaged).toBeUndefined();
    expect(bunker(t, id).where).toBe(p);
    t = runFrames(t, [assign(p, 2, 0)]); // no defending ships: the hits go to the Bunker
    expect(bunker(t, id).damaged).toBe(true);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('F1803/F1804 "Tough. Bunkers take 2 hits each to damage and to destroy"; destroyed, it is the attacker\'s Trophy and "When a Rival destroys a Bunker, they scrap 1 Captive held by the Survivalist."', () => {
    const { s, p, id } = bunkerBattle();
    let t = runFrames(s, [assign(p, 0, 3)]); // 3 building hits: damaged (the third does nothing)
    expect(bunker(t, id).damaged).toBe(true);
    expect(t.players[0]!.captives[1]).toBe(2);
    t = runFrames(t, [assign(p, 0, 1)]);
    expect(bunker(t, id).where).toBe(p);
    t = runFrames(t, [assign(p, 0, 2)]);
    expect(bunker(t, id).where).toBe('trophies-1');
    expect(bunker(t, id).damaged).toBeUndefined();
    expect(ambitionCount(t, t.players[1]!, 'warlord')).toBe(1);
    expect(t.players[0]!.captives[1]).toBe(1);
    expect(t.campaign!.scrappedAgents![1]).toBe(1);
    expect(logText(t)).toMatch(/destroys a Bunker of .*\n.*scraps a Captive held by/);
    expect(checkInvariants(t)).toEqual([]);
    // a fresh Bunker: 4 hits at once destroy it
    const { s: s2, p: p2, id: id2 } = bunkerBattle();
    const t2 = runFrames(s2, [assign(p2, 1, 3)]);
    expect(bunker(t2, id2).where).toBe('trophies-1');
    expect(t2.players[0]!.captives[1]).toBe(1);
  });

  it('hits go to defending ships first; the rest to the Bunker (2 hits to damage it)', () => {
    const { s, p, id } = bunkerBattle();
    put(s, p, 0, 1);
    expect(s.map[p]!.ships.some((g) => g.owner === 0)).toBe(true);
    let t = runFrames(s, [assign(p, 3, 0)]); // 2 destroy the ship, the third does nothing to the Bunker
    expect(t.map[p]!.ships.some((g) => g.owner === 0)).toBe(false);
    expect(bunker(t, id).damaged).toBeUndefined();
    put(t, p, 0, 1);
    t = runFrames(t, [assign(p, 4, 0)]);
    expect(bunker(t, id).damaged).toBe(true);
  });

  it('"they scrap 1 Captive that you have": with Captives of several players, the destroyer picks which (captive:<seat>)', () => {
    const s = survivalist(3);
    const p = emptyPlanet(s);
    const t0 = bunkersInSupply(s, 0)[0]!;
    t0.where = p;
    t0.damaged = true;
    put(s, p, 1, 1);
    s.players[1]!.supply.agents -= 1;
    s.players[2]!.supply.agents -= 1;
    s.players[0]!.captives[1] = 1;
    s.players[0]!.captives[2] = 1;
    let t = runFrames(s, [assign(p, 0, 2)]);
    expect(t.decisions[0]!.seat).toBe(1);
    expect(ids(t)).toEqual(['captive:1', 'captive:2']);
    t = play(t, 'captive:2');
    expect(t.players[0]!.captives).toEqual([0, 1, 0]);
    expect(t.campaign!.scrappedAgents![2]).toBe(1);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('no Captive held: destroying a Bunker scraps nothing; without the Bunkers Law in the rules booklet a Bunker is not hit', () => {
    const { s, p, id } = bunkerBattle();
    s.players[0]!.captives[1] = 0;
    s.players[1]!.supply.agents += 2;
    bunker(s, id).damaged = true;
    const t = runFrames(s, [assign(p, 0, 2)]);
    expect(bunker(t, id).where).toBe('trophies-1');
    expect(t.campaign!.scrappedAgents?.[1] ?? 0).toBe(0);
    const { s: s2, p: p2, id: id2 } = bunkerBattle();
    s2.campaign!.rulesBooklet = s2.campaign!.rulesBooklet.map((slot) => slot.filter((x) => x !== BUNKERS_LAW)).filter((slot) => slot.length > 0);
    expect(defenders(s2, p2, 1)).not.toContain(0);
    const t2 = runFrames(s2, [assign(p2, 0, 4)]);
    expect(bunker(t2, id2).where).toBe(p2);
  });

  it('FAQ "Can I repair my bunkers once they are damaged? Yes!": a damaged Bunker is a damaged Loyal token (repairable)', async () => {
    const s = survivalist(2);
    const t = bunkersInSupply(s, 0)[0]!;
    t.where = '2:hex';
    t.damaged = true;
    const { damagedLoyalTokens } = await import('../../../../src/engine/campaign/loyal-tokens.ts');
    expect(damagedLoyalTokens(s, 0).map((x) => x.id)).toEqual([t.id]);
  });

  it('FAQ "Do bunkers protect my other buildings on the planet from being raided? Nope.": a Bunker fills no building slot', () => {
    const s = survivalist(2);
    const slots = structuredClone(s.map['1:hex']!.slots);
    bunkersInSupply(s, 0)[0]!.where = '1:hex';
    expect(s.map['1:hex']!.slots).toEqual(slots);
    expect(permits(s, 0, { t: 'build-on-map', piece: 'city', system: '1:hex' })).toBe(true);
  });
});

describe('Survivalist final objective (ARCS-F1801B)', () => {
  it('"Each time you win an ambition, advance 1 for each Captive you have or for each Bunker on the map, whichever is lower."', () => {
    const s = survivalist(2);
    for (const t of bunkersInSupply(s, 0).slice(0, 2)) t.where = '2:hex';
    bunkersInSupply(s, 0)[0]!.where = '3:hex';
    s.players[1]!.supply.agents -= 2;
    s.players[0]!.captives[1] = 2;
    const before = s.campaign!.seats[0]!.marker!;
    fateAmbitionsScored(s, [{ ambition: 'tycoon', first: [0], second: [1], gains: {}, firstPower: 5, secondPower: 3, cityBonus: {} }]);
    expect(s.campaign!.seats[0]!.marker).toBe(before - 2); // 2 Captives < 3 Bunkers
    fateAmbitionsScored(s, [{ ambition: 'tycoon', first: [0, 1], second: [], gains: {}, firstPower: 5, secondPower: 3, cityBonus: {} }]);
    expect(s.campaign!.seats[0]!.marker).toBe(before - 2); // tied: not a win
  });

  it('"Advance 1 each time a Blight Crisis happens at a planet with a Bunker."', () => {
    const s = survivalist(2);
    bunkersInSupply(s, 0)[0]!.where = '4:arrow';
    const before = s.campaign!.seats[0]!.marker!;
    s.map['4:arrow']!.ships = s.map['4:arrow']!.ships.filter((g) => g.owner !== 'blight');
    blightCrisis(s, '4:arrow'); // no Blight there: no Crisis
    expect(s.campaign!.seats[0]!.marker).toBe(before);
    s.map['4:arrow']!.ships.push({ owner: 'blight', fresh: 0, damaged: 1 });
    s.neutral!.blight.blight -= 1;
    blightCrisis(s, '4:arrow');
    expect(s.campaign!.seats[0]!.marker).toBe(before - 1);
  });

  it('rulebook p.9: at the end of a chapter, a final objective at 0 with at least 1 Power wins; with 0 Power it does not; among several, the most Power', () => {
    const s = survivalist(2);
    s.campaign!.seats[0]!.marker = 0;
    s.players[0]!.power = 0;
    expect(finalObjectiveWinner(s)).toBeNull();
    s.players[0]!.power = -2;
    expect(finalObjectiveWinner(s)).toBeNull();
    s.players[0]!.power = 1;
    expect(finalObjectiveWinner(s)).toBe(0);
    s.players[1]!.power = 30; // the Power leader is no "C" Fate: the final objective still wins
    expect(finalObjectiveWinner(s)).toBe(0);
  });
});

describe('Vow of Survival (ARCS-F1802)', () => {
  it('"You cannot declare the Tyrant ambition."', () => {
    const s = survivalist(2);
    expect(declarable(s, 0, ['tyrant', 'warlord'])).toEqual(['warlord']);
    expect(declarable(s, 1, ['tyrant', 'warlord'])).toEqual(['tyrant', 'warlord']);
  });

  it('"In scoring, when you win any ambition, you only gain Power for second place."', () => {
    const s = survivalist(2);
    expect(winsAsSecondCard(s, 0)).toBe(VOW_OF_SURVIVAL);
    s.ambitions.tycoon = [s.markers[0]!.id];
    s.players[0]!.resources = ['material', 'material', 'fuel', null, null, null] as never;
    s.players[1]!.resources = ['material', null, null, null, null, null] as never;
    if (s.phantom) s.phantom = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
    const [r] = scoreAmbitions(s);
    expect(r!.first).toEqual([0]);
    expect(r!.gains[0]).toBe(r!.secondPower);
    expect(r!.gains[1]).toBe(r!.secondPower);
  });

  it('FAQ "If I win the Commonwealth Ambition, how much Power do I gain? You gain Power for second place alone." (not double the total, as a non-Member winner would)', () => {
    const s = survivalist(3);
    const c = s.campaign!;
    // The Founder's Commonwealth Ambition (ARCS-F214) in the rules booklet, its marker on Tycoon; seat 2 the only Member.
    c.rulesBooklet.push(['ARCS-F214']);
    c.tokens!.push({ id: 'commonwealth-ambition-1', kind: 'commonwealth-ambition', owner: 1, where: 'ARCS-FATE02' });
    c.commonwealthOn = 'tycoon';
    c.seats[2]!.playArea.push('ARCS-F218');
    s.ambitions.tycoon = [s.markers[0]!.id];
    for (const p of s.players) {
      p.resources = p.resources.map(() => null) as never;
      p.power = 0;
    }
    s.players[0]!.resources = ['material', 'material', null, null, null, null] as never;
    s.players[2]!.resources[0] = 'fuel';
    const [r] = scoreAmbitions(s);
    expect(r!.first).toEqual([0]);
    expect(s.players.map((p) => p.power)).toEqual([r!.secondPower, 0, 0]);
    // Without the Vow, the non-Member winner gains double the total.
    const t = survivalist(3);
    t.campaign!.seats[0]!.playArea = t.campaign!.seats[0]!.playArea.filter((id) => id !== VOW_OF_SURVIVAL);
    t.campaign!.rulesBooklet.push(['ARCS-F214']);
    t.campaign!.tokens!.push({ id: 'commonwealth-ambition-1', kind: 'commonwealth-ambition', owner: 1, where: 'ARCS-FATE02' });
    t.campaign!.commonwealthOn = 'tycoon';
    t.campaign!.seats[2]!.playArea.push('ARCS-F218');
    t.ambitions.tycoon = [t.markers[0]!.id];
    for (const p of t.players) {
      p.resources = p.resources.map(() => null) as never;
      p.power = 0;
    }
    t.players[0]!.resources = ['material', 'material', null, null, null, null] as never;
    t.players[2]!.resources[0] = 'fuel';
    const [u] = scoreAmbitions(t);
    expect(t.players[0]!.power).toBe(2 * (u!.firstPower + u!.secondPower));
  });

  it('"When returning Captives, you keep 1 Captive for each Bunker on the map."', () => {
    const s = survivalist(2);
    bunkersInSupply(s, 0)[0]!.where = '2:hex';
    expect(captivesKept(s, 0)).toBe(1);
    expect(captivesKept(s, 1)).toBe(0);
  });
});

describe('Captive Release (ARCS-F1805, Edict 85)', () => {
  function release(): GameState {
    const s = survivalist(2);
    clearMap(s);
    bunkersInSupply(s, 0)[0]!.where = '2:hex';
    setShips(s, '2:hex', 1, 2);
    s.players[1]!.supply.agents -= 2;
    s.players[0]!.captives[1] = 2;
    s.players[0]!.power = 3;
    s.players[1]!.power = 5;
    return s;
  }

  it('"each player with more Power than the Survivalist … may choose a Bunker that you control. The Survivalist must either return all of those Captives …"', () => {
    const s = release();
    let after = runFrames(s, cardEffect(CAPTIVE_RELEASE)!.edict!(s));
    expect(after.decisions[0]!.seat).toBe(1);
    expect(ids(after)).toEqual(['sys:2:hex', 'no']);
    after = play(after, 'sys:2:hex');
    expect(after.decisions[0]!.seat).toBe(0);
    expect(ids(after)).toEqual(['return', 'outrage']);
    const agents = after.players[1]!.supply.agents;
    after = play(after, 'return');
    expect(after.players[0]!.captives[1]).toBe(0);
    expect(after.players[1]!.supply.agents).toBe(agents + 2);
  });

  it('"… or Provoke Outrage of that Bunker\'s planet type."', () => {
    const s = release();
    let after = runFrames(s, cardEffect(CAPTIVE_RELEASE)!.edict!(s));
    after = play(after, 'sys:2:hex');
    after = play(after, 'outrage');
    expect(after.players[0]!.captives[1]).toBe(2);
    expect(after.players[0]!.outrage.map((m) => m.resource)).toContain('relic');
  });

  it('a player with no more Power than the Survivalist does nothing', () => {
    const s = release();
    s.players[1]!.power = 3;
    expect(cardEffect(CAPTIVE_RELEASE)!.edict!(s)).toEqual([]);
  });
});

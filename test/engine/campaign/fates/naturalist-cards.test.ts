/**
 * The Naturalist's Fate Set (ARCS-FATE21; 6 rows of cards.csv: ARCS-FATE21, ARCS-F2101A,
 * ARCS-F2101B, ARCS-F2102, ARCS-F2103, ARCS-F2104): every card's printed text as a scenario (faq.csv
 * has no row for these cards), and the final objective's win (campaign rulebook p.9).
 * Random campaigns: blight-speaker-random.test.ts.
 */
import { describe, expect, it } from 'vitest';
// The engine first (its effect modules load the Fates' cards).
import { answer, clearMap, ids, runFrames, setShips, shipsAt } from './steward-helpers.ts';
import { checkInvariants, newGame } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { blightHarmedTriggers, cardEffect, findNewAction } from '../../../../src/engine/effects.ts';
import { blightCrises } from '../../../../src/engine/campaign/events/crises.ts';
import { availableMarkers, declareAmbition } from '../../../../src/engine/frames/flow.ts';
import { finalObjectiveWinner } from '../../../../src/engine/campaign/acts/chapter-end.ts';
import { blightkinCount, NATURALIST_RULES } from '../../../../src/engine/campaign/fates/naturalist.ts';
import { giveFlagship } from '../../../../src/engine/campaign/flagship/give.ts';
import type { GameState, Seat } from '../../../../src/engine/types.ts';
import type { Resource, SystemId } from '../../../../src/data/map.ts';

const NATURALIST = 'ARCS-FATE21';
const STEWARD = 'ARCS-FATE01';
const ADMIRAL = 'ARCS-FATE07';
const fx = (id: string) => cardEffect(id)!;

function campaign(fates: string[], seed = 1): GameState {
  let s = newGame({ players: fates.length, seed, campaign: true, fates });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  return s;
}

/** Seat 0 becomes the Naturalist in Act III (setup not run unless `setUp`). */
function naturalist(players = 2, setUp = false): GameState {
  const s = campaign(players === 2 ? [STEWARD, ADMIRAL] : [STEWARD, ADMIRAL, STEWARD]);
  const c = s.campaign!;
  c.act = 3;
  c.seats[0]!.fate = NATURALIST;
  c.seats[0]!.playArea = [];
  if (!setUp) {
    c.seats[0]!.objective = 'ARCS-F2101B';
    c.seats[0]!.marker = players === 2 ? 18 : 16;
    c.seats[0]!.playArea = ['ARCS-F2102', 'ARCS-F2103'];
    c.rulesBooklet.push(['ARCS-F2104']);
  }
  return s;
}

function blight(s: GameState, id: SystemId, fresh: number, damaged = 0): void {
  const g = s.map[id]!.ships.find((x) => x.owner === 'blight');
  s.neutral!.blight.blight += (g?.fresh ?? 0) + (g?.damaged ?? 0) - fresh - damaged;
  s.map[id]!.ships = s.map[id]!.ships.filter((x) => x.owner !== 'blight');
  if (fresh + damaged > 0) s.map[id]!.ships.push({ owner: 'blight', fresh, damaged });
}

function clean(s: GameState): void {
  for (const id of Object.keys(s.map) as SystemId[]) {
    for (const g of s.map[id]!.ships) {
      if (g.owner === 'blight') s.neutral!.blight.blight += g.fresh + g.damaged;
      else if (g.owner === 'empire') s.neutral!.empire.ships += g.fresh + g.damaged;
      else s.players[g.owner as Seat]!.supply.ships += g.fresh + g.damaged - (g.flagship ? 1 : 0);
    }
    for (const b of s.map[id]!.slots) {
      if (!b) continue;
      if (b.owner === 'free') s.neutral!.free[b.type === 'city' ? 'cities' : 'starports'] += 1;
      else if (b.type === 'city') s.players[b.owner as Seat]!.boardCities += 1;
      else s.players[b.owner as Seat]!.supply.starports += 1;
    }
  }
  clearMap(s);
}

function ships(s: GameState, id: SystemId, seat: Seat, fresh: number, damaged = 0): void {
  const before = shipsAt(s, id, seat);
  s.players[seat]!.supply.ships -= fresh + damaged - before.fresh - before.damaged;
  setShips(s, id, seat, fresh, damaged);
}

function setResources(s: GameState, seat: Seat, rs: Resource[]): void {
  const p = s.players[seat]!;
  for (const r of p.resources) if (r) s.supply[r] += 1;
  p.resources = [...rs, ...Array(6 - rs.length).fill(null)] as never;
  for (const r of rs) s.supply[r] -= 1;
}

const ok = (s: GameState) => expect(checkInvariants(s)).toEqual([]);

describe('Naturalist Act III setup (ARCS-F2101A)', () => {
  it('gains Blight Society and Spore Guides, adds Blightkin Ambition to the rules booklet, objective marker 18 (2p) / 16 (3p)', () => {
    for (const [players, start] of [[2, 18], [3, 16]] as const) {
      const s = naturalist(players, true);
      const t = runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act: 3 }]);
      const c = t.campaign!;
      expect(c.seats[0]!.playArea).toEqual(['ARCS-F2102', 'ARCS-F2103']);
      expect(c.rulesBooklet.some((slot) => slot.includes('ARCS-F2104'))).toBe(true);
      expect(c.seats[0]!.objective).toBe('ARCS-F2101B');
      expect(c.seats[0]!.marker).toBe(start);
      expect(t.decisions).toEqual([]);
      expect(t.log.map((l) => l.text).join('\n')).toMatch(/Blightkin Ambition tile/);
    }
    expect(NATURALIST_RULES.acts).toEqual([3]);
  });

  it('"If you have a Flagship, you may Resettle": asked; "no" keeps the Flagship, "yes" Resettles', () => {
    const s = naturalist(2, true);
    const at = Object.keys(s.map).find((id) => s.map[id as SystemId]!.ships.some((g) => g.owner === 0)) as SystemId;
    giveFlagship(s, 0, at);
    let t = runFrames(structuredClone(s), [{ k: 'campaign/fate-setup', seat: 0, act: 3 }]);
    expect(ids(t)).toEqual(['yes', 'no']);
    t = answer(t, 'no');
    expect(t.campaign!.seats[0]!.flagship).toBeDefined();
    let u = runFrames(structuredClone(s), [{ k: 'campaign/fate-setup', seat: 0, act: 3 }]);
    u = answer(u, 'yes');
    expect(u.campaign!.seats[0]!.flagship).toBeUndefined();
    expect(u.decisions[0]!.kind).toBe('campaign/resettle');
  });
});

describe('Naturalist Act III objective (ARCS-F2101B) and the final objective (p.9)', () => {
  it('Blightkin not declared: advance 1 per system you control with any fresh Blight', () => {
    const s = naturalist();
    clean(s);
    ships(s, '1:arrow', 0, 1);
    blight(s, '1:arrow', 1, 0);
    ships(s, '2:arrow', 0, 1);
    blight(s, '2:arrow', 0, 2); // damaged only: no
    ships(s, '3:arrow', 1, 2);
    blight(s, '3:arrow', 1, 0); // a Rival controls it
    expect(blightkinCount(s, 0)).toBe(1);
    fx('ARCS-F2101B').ambitionsScored!(s, 0, []);
    expect(s.campaign!.seats[0]!.marker).toBe(17);
  });

  it('Blightkin declared and won: scored (marker Power, city bonus) and the objective advances; declared and lost: no advance', () => {
    const s = naturalist();
    clean(s);
    if (s.phantom) s.phantom = { ...s.phantom };
    ships(s, '1:arrow', 0, 1);
    blight(s, '1:arrow', 1, 0);
    ships(s, '1:hex', 0, 1);
    blight(s, '1:hex', 1, 0);
    s.campaign!.blightkin = [s.markers[0]!.id];
    const power = s.players[0]!.power;
    fx('ARCS-F2101B').ambitionsScored!(s, 0, []);
    expect(s.players[0]!.power).toBeGreaterThan(power);
    expect(s.campaign!.blightkin).toBeUndefined();
    expect(s.campaign!.seats[0]!.marker).toBe(16);
    // Lost: the Rival controls more systems with fresh Blight.
    ships(s, '4:arrow', 1, 1);
    blight(s, '4:arrow', 1, 0);
    ships(s, '4:hex', 1, 1);
    blight(s, '4:hex', 1, 0);
    ships(s, '4:crescent', 1, 1);
    blight(s, '4:crescent', 1, 0);
    s.campaign!.blightkin = [s.markers[1]!.id];
    const rival = s.players[1]!.power;
    fx('ARCS-F2101B').ambitionsScored!(s, 0, []);
    expect(s.players[1]!.power).toBeGreaterThan(rival);
    expect(s.campaign!.seats[0]!.marker).toBe(16);
  });

  it('"you win the game if you completed your objective and have at least 1 Power" (0 Power: no win)', () => {
    const s = naturalist();
    s.campaign!.seats[0]!.marker = 0;
    s.players[0]!.power = 0;
    expect(finalObjectiveWinner(s)).toBeNull();
    s.players[0]!.power = 1;
    expect(finalObjectiveWinner(s)).toBe(0);
  });
});

describe('Blight Society (ARCS-F2102)', () => {
  it('"You can repair Blight you control"', () => {
    const s = naturalist();
    clean(s);
    ships(s, '2:hex', 0, 1);
    blight(s, '2:hex', 0, 1);
    let t = runFrames(s, [{ k: 'act/repair', seat: 0, system: null }]);
    t = answer(t, 'blight:2:hex');
    expect(t.map['2:hex']!.ships.find((g) => g.owner === 'blight')!.fresh).toBe(1);
  });

  it('"Once per action, if you damage or destroy Blight, scrap 1 Loyal agent from your supply"', () => {
    const s = naturalist();
    const agents = s.players[0]!.supply.agents;
    blightHarmedTriggers(s, 0);
    expect(s.players[0]!.supply.agents).toBe(agents - 1);
    expect(s.campaign!.scrappedAgents).toEqual([1, 0]);
    ok(s);
    // A Rival harming Blight scraps nothing of theirs.
    blightHarmedTriggers(s, 1);
    expect(s.campaign!.scrappedAgents).toEqual([1, 0]);
  });

  it('"In Blight Crises, you may spend 1 Psionic to prevent them in all systems with Loyal ships"', () => {
    const s = naturalist();
    clean(s);
    setResources(s, 0, ['psionic']);
    ships(s, '1:arrow', 0, 2);
    blight(s, '1:arrow', 1, 0);
    ships(s, '2:arrow', 1, 2);
    blight(s, '2:arrow', 1, 0);
    blightCrises(s);
    expect(shipsAt(s, '1:arrow', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(shipsAt(s, '2:arrow', 1)).toEqual({ fresh: 0, damaged: 1 });
    expect(s.players[0]!.resources).not.toContain('psionic');
    ok(s);
    // No Psionic: the Crisis happens.
    blightCrises(s);
    expect(shipsAt(s, '1:arrow', 0)).toEqual({ fresh: 0, damaged: 1 });
  });
});

describe('Spore Guides (ARCS-F2103)', () => {
  it('Seed (Build): roll the number die, each agent returned from the Court changes it by 1 ("6" wraps to "1"), 1 damaged Blight in a system of the cluster with none', () => {
    const s = naturalist();
    clean(s);
    blight(s, '1:arrow', 1, 0);
    s.court[0]!.agents[0] = 1;
    s.players[0]!.supply.agents -= 1;
    const seed = findNewAction(s, 0, 'ARCS-F2103', 'seed')!;
    expect(seed.replaces).toBe('build');
    let t = runFrames(s, [{ k: 'campaign/nat-seed', seat: 0, roll: 6 }]);
    expect(ids(t)).toEqual(['done', 'up:0', 'down:0']);
    t = answer(t, 'up:0');
    expect(t.court[0]!.agents[0]).toBe(0);
    // Cluster 1, without the arrow planet (it has Blight).
    expect(ids(t)).toEqual(['sys:1:gate', 'sys:1:crescent', 'sys:1:hex']);
    t = answer(t, 'sys:1:hex');
    expect(t.map['1:hex']!.ships.find((g) => g.owner === 'blight')).toEqual({ owner: 'blight', fresh: 0, damaged: 1 });
    ok(t);
  });
});

describe('Blightkin Ambition (ARCS-F2104)', () => {
  it('"When a player would declare Empath, they may declare Blightkin instead": the marker goes on the Blightkin tile and is no longer available', () => {
    const s = naturalist();
    const before = availableMarkers(s).length;
    let t = runFrames(s, declareAmbition(s, 1, 'empath', true));
    expect(ids(t)).toEqual(['yes', 'no']);
    t = answer(t, 'yes');
    expect(t.ambitions.empath).toEqual([]);
    expect(t.campaign!.blightkin).toHaveLength(1);
    expect(availableMarkers(t).length).toBe(before - 1);
  });

  it('other ambitions are declared as usual; "no" keeps Empath', () => {
    const s = naturalist();
    const t = runFrames(s, declareAmbition(s, 1, 'tycoon', true));
    expect(t.decisions).toEqual([]);
    let u = runFrames(t, declareAmbition(t, 0, 'empath', true));
    u = answer(u, 'no');
    expect(u.ambitions.empath).toHaveLength(1);
    expect(u.campaign!.blightkin).toBeUndefined();
  });

  it('"Control the most systems with fresh Blight (The First Regent controls Empire-controlled systems)"', () => {
    const s = naturalist();
    clean(s);
    s.campaign!.firstRegent = 1;
    s.map['5:arrow']!.ships.push({ owner: 'empire', fresh: 1, damaged: 0 });
    s.neutral!.empire.ships -= 1;
    blight(s, '5:arrow', 1, 0);
    expect(blightkinCount(s, 1)).toBe(1);
    expect(blightkinCount(s, 0)).toBe(0);
  });
});

/**
 * The Blight Speaker's Fate Set (ARCS-FATE13; 14 rows of cards.csv: ARCS-FATE13, ARCS-F1301A,
 * ARCS-F1301B, ARCS-F1302, ARCS-F1303, ARCS-F1304, ARCS-F1305, ARCS-F1306, ARCS-F1307, ARCS-F1308,
 * ARCS-F1309, ARCS-F1310, ARCS-F1311, ARCS-F1312A, ARCS-F1312B, ARCS-F1313): every card's printed
 * text as a scenario, and its FAQ answers (faq.csv: Blight Fury; The Dead Live names Blight Hunger).
 * ARCS-FATE13 itself has no rules text (its "path to power" is the objectives below).
 * Random campaigns: blight-speaker-random.test.ts.
 */
import { describe, expect, it } from 'vitest';
// The engine first (its effect modules load the Fates' cards).
import { answer, clearMap, ids, runFrames, setShips, shipsAt } from './steward-helpers.ts';
import { checkInvariants, newGame } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect, findNewAction } from '../../../../src/engine/effects.ts';
import { endsCatapult } from '../../../../src/engine/control.ts';
import { hitOutcomes } from '../../../../src/engine/frames/battle.ts';
import { blightCrisis } from '../../../../src/engine/campaign/events/crises.ts';
import { resolveFateNow, grandAmbitionsFulfilled } from '../../../../src/engine/campaign/fates/framework.ts';
import { hungerPieces, panicCount, BLIGHT_SPEAKER_RULES } from '../../../../src/engine/campaign/fates/blight-speaker.ts';
import { addTrophy, neighbours } from '../../../../src/engine/board.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import type { FrameOf, GameState, Seat } from '../../../../src/engine/types.ts';
import type { Resource, SystemId } from '../../../../src/data/map.ts';

const BLIGHT_SPEAKER = 'ARCS-FATE13';
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

/** Seat 0 becomes the Blight Speaker in Act `act` (its setup not run). */
function speaker(act: 2 | 3 = 2, players = 2): GameState {
  const s = campaign(players === 2 ? [STEWARD, ADMIRAL] : [STEWARD, ADMIRAL, STEWARD]);
  const c = s.campaign!;
  c.act = act;
  c.seats[0]!.fate = BLIGHT_SPEAKER;
  c.seats[0]!.playArea = [];
  c.seats[0]!.objective = act === 2 ? 'ARCS-F1301B' : 'ARCS-F1312B';
  c.seats[0]!.marker = act === 2 ? 18 : null;
  return s;
}

function blight(s: GameState, id: SystemId, fresh: number, damaged = 0): void {
  const g = s.map[id]!.ships.find((x) => x.owner === 'blight');
  const before = (g?.fresh ?? 0) + (g?.damaged ?? 0);
  s.neutral!.blight.blight += before - fresh - damaged;
  s.map[id]!.ships = s.map[id]!.ships.filter((x) => x.owner !== 'blight');
  if (fresh + damaged > 0) s.map[id]!.ships.push({ owner: 'blight', fresh, damaged });
}

/** A clean map: every piece back to its supply (ships and Blight), so the invariants hold. */
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

/** Ships from the seat's supply onto the map. */
function ships(s: GameState, id: SystemId, seat: Seat, fresh: number, damaged = 0): void {
  const before = shipsAt(s, id, seat);
  s.players[seat]!.supply.ships -= fresh + damaged - before.fresh - before.damaged;
  setShips(s, id, seat, fresh, damaged);
}

/** The seat's resource slots hold exactly these (tokens to and from the supply). */
export function setResources(s: GameState, seat: Seat, rs: (Resource | null)[]): void {
  const p = s.players[seat]!;
  for (const r of p.resources) if (r) s.supply[r] += 1;
  p.resources = [...rs, ...Array(6 - rs.length).fill(null)] as never;
  for (const r of rs) if (r) s.supply[r] -= 1;
}

const ok = (s: GameState) => expect(checkInvariants(s)).toEqual([]);

describe('Blight Speaker Act II setup (ARCS-F1301A)', () => {
  it('1. gains Spore Ships; 2. scraps 2 Loyal ships from the supply or the map; 3. replenishes to 8 Loyal ships on the map; objective 18 (2 players)', () => {
    const s = speaker();
    clean(s);
    ships(s, '1:arrow', 0, 2, 1);
    let t = runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act: 2 }]);
    expect(t.campaign!.seats[0]!.playArea).toEqual(['ARCS-F1302']);
    expect(t.campaign!.seats[0]!.objective).toBe('ARCS-F1301B');
    expect(t.campaign!.seats[0]!.marker).toBe(18);
    expect(ids(t)).toEqual(['supply', 'ship:1:arrow']);
    const supply = t.players[0]!.supply.ships;
    t = answer(t, 'supply', 'ship:1:arrow');
    expect(t.players[0]!.supply.ships).toBe(supply - 1);
    // The damaged ship goes first.
    expect(shipsAt(t, '1:arrow', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(t.campaign!.scrappedShips).toEqual([2, 0]);
    ok(t);
    // Replenish: 2 on the map, 6 more.
    for (let i = 0; i < 6; i++) {
      expect(t.decisions[0]!.kind).toBe('campaign/bs-replenish');
      t = answer(t, 'sys:2:gate');
    }
    expect(t.decisions).toEqual([]);
    expect(shipsAt(t, '2:gate', 0)).toEqual({ fresh: 6, damaged: 0 });
    ok(t);
  });

  it('with 8 or more Loyal ships on the map, nothing is placed', () => {
    const s = speaker();
    clean(s);
    ships(s, '1:arrow', 0, 10);
    let t = runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act: 2 }]);
    t = answer(t, 'ship:1:arrow', 'ship:1:arrow');
    expect(t.decisions).toEqual([]);
    expect(shipsAt(t, '1:arrow', 0).fresh).toBe(8);
    ok(t);
  });
});

describe('Blight Speaker Act II objective (ARCS-F1301B)', () => {
  it('"Contact an Ancient Intelligence": winning an ambition advances 1 per Blight in systems with Loyal ships', () => {
    const s = speaker();
    clean(s);
    ships(s, '1:arrow', 0, 1);
    ships(s, '2:gate', 0, 1);
    blight(s, '1:arrow', 1, 1);
    blight(s, '2:gate', 0, 1);
    blight(s, '3:gate', 2, 0); // no Loyal ships there
    const r = { ambition: 'tycoon' as const, first: [0], second: [], gains: { 0: 5 }, firstPower: 5, secondPower: 3, cityBonus: {} };
    fx('ARCS-F1301B').ambitionsScored!(s, 0, [r, { ...r, ambition: 'warlord' }]);
    expect(s.campaign!.seats[0]!.marker).toBe(18 - 3 - 3);
    // Second place, or a tie for first, is not winning.
    fx('ARCS-F1301B').ambitionsScored!(s, 0, [{ ...r, first: [], second: [0, 1] }]);
    expect(s.campaign!.seats[0]!.marker).toBe(12);
  });
});

describe('Spore Ships (ARCS-F1302)', () => {
  it('Spawn (Build): damage 1 fresh Blight you control to place 1 damaged Blight in the same system; "Spread the Spores" advances 1', () => {
    const s = speaker();
    clean(s);
    s.campaign!.seats[0]!.playArea = ['ARCS-F1302'];
    ships(s, '1:arrow', 0, 2);
    blight(s, '1:arrow', 1, 0);
    blight(s, '2:arrow', 1, 0); // not controlled
    const spawn = findNewAction(s, 0, 'ARCS-F1302', 'spawn')!;
    expect(spawn.can(s, 0)).toBe(true);
    let t = runFrames(s, spawn.start(s, 0));
    expect(ids(t)).toEqual(['sys:1:arrow']);
    t = answer(t, 'sys:1:arrow');
    expect(t.map['1:arrow']!.ships.find((g) => g.owner === 'blight')).toEqual({ owner: 'blight', fresh: 0, damaged: 2 });
    expect(t.campaign!.seats[0]!.marker).toBe(17);
    ok(t);
    expect(spawn.can(t, 0)).toBe(false);
  });

  it('"When you take a Catapult move, Blight no longer ends it": a gate with Blight ends Rivals\' moves, not the holder\'s', () => {
    const s = speaker();
    clean(s);
    s.campaign!.seats[0]!.playArea = ['ARCS-F1302'];
    blight(s, '3:gate', 0, 1);
    expect(endsCatapult(s, 0, '3:gate')).toBe(false);
    expect(endsCatapult(s, 1, '3:gate')).toBe(true);
    // A planet still ends it.
    expect(endsCatapult(s, 0, '3:arrow')).toBe(true);
  });
});

describe('Blight Speaker Act II Resolution (ARCS-F1303)', () => {
  it('completed: gains Blight Fury; Blight Hunters, Reapers and the 3 Purges to the Court deck; Panic and Looms scrapped', () => {
    const s = speaker();
    resolveFateNow(s, 0, 2, true);
    const c = s.campaign!;
    expect(c.seats[0]!.playArea).toContain('ARCS-F1304');
    for (const id of ['ARCS-F1305', 'ARCS-F1306', 'ARCS-F1307', 'ARCS-F1308', 'ARCS-F1309']) expect(s.courtDeck).toContain(id);
    expect(c.scrap).toEqual(expect.arrayContaining(['ARCS-F1310', 'ARCS-F1311']));
  });

  it('failed: Fury, Hunters, Reapers and 2 Purges scrapped; 1 Purge, Panic and Looms to the Court deck', () => {
    const s = speaker();
    resolveFateNow(s, 0, 2, false);
    const c = s.campaign!;
    expect(c.scrap).toEqual(expect.arrayContaining(['ARCS-F1304', 'ARCS-F1305', 'ARCS-F1306', 'ARCS-F1307', 'ARCS-F1308']));
    for (const id of ['ARCS-F1309', 'ARCS-F1310', 'ARCS-F1311']) expect(s.courtDeck).toContain(id);
  });
});

describe('Blight Fury (ARCS-F1304)', () => {
  it('Anger (Battle): roll the number die, each Psionic spent changes it by 1 ("6" wraps to "1"), a Blight Crisis in each system of the rolled cluster', () => {
    const s = speaker();
    clean(s);
    s.campaign!.seats[0]!.playArea = ['ARCS-F1304'];
    setResources(s, 0, ['psionic', 'psionic']);
    ships(s, '1:arrow', 1, 3);
    blight(s, '1:arrow', 1, 0);
    ships(s, '6:hex', 1, 3);
    blight(s, '6:hex', 1, 0);
    const anger = findNewAction(s, 0, 'ARCS-F1304', 'anger')!;
    expect(anger.replaces).toBe('battle');
    let t = runFrames(s, [{ k: 'campaign/bs-anger', seat: 0, roll: 6 } as FrameOf<'campaign/bs-anger'>]);
    expect(ids(t)).toEqual(['done', 'up', 'down']);
    t = answer(t, 'up');
    expect(t.players[0]!.resources.filter((r) => r === 'psionic')).toHaveLength(1);
    t = answer(t, 'done');
    // Cluster 1: 3 hits on Rival ships; cluster 6 untouched.
    expect(shipsAt(t, '1:arrow', 1)).toEqual({ fresh: 0, damaged: 3 });
    expect(shipsAt(t, '6:hex', 1)).toEqual({ fresh: 3, damaged: 0 });
    ok(t);
  });

  it('"You can repair Blight you control": Repair offers damaged Blight in a system the holder controls', () => {
    const s = speaker();
    clean(s);
    s.campaign!.seats[0]!.playArea = ['ARCS-F1304'];
    ships(s, '1:arrow', 0, 1);
    blight(s, '1:arrow', 0, 1);
    blight(s, '2:arrow', 0, 1);
    let t = runFrames(s, [{ k: 'act/repair', seat: 0, system: null }]);
    expect(ids(t)).toContain('blight:1:arrow');
    expect(ids(t)).not.toContain('blight:2:arrow');
    t = answer(t, 'blight:1:arrow');
    expect(t.map['1:arrow']!.ships.find((g) => g.owner === 'blight')).toEqual({ owner: 'blight', fresh: 1, damaged: 0 });
  });
});

describe('Blight Fury: moving Blight (ARCS-F1304; FAQ)', () => {
  it('"You can move Blight you control": the move action offers it, to an adjacent system; FAQ "Blight cannot Catapult move, period": only adjacent systems', () => {
    const s = speaker();
    clean(s);
    s.campaign!.seats[0]!.playArea = ['ARCS-F1304'];
    ships(s, '1:gate', 0, 1);
    blight(s, '1:gate', 1, 1);
    blight(s, '2:gate', 1, 0); // not controlled
    let t = runFrames(s, [{ k: 'act/move', seat: 0, from: null, to: null, fresh: null }]);
    expect(ids(t)).toContain('blight:1:gate');
    expect(ids(t)).not.toContain('blight:2:gate');
    t = answer(t, 'blight:1:gate');
    // Adjacent systems only (the cluster's planets), never a Catapult's reach.
    expect(ids(t)).toEqual(neighbours(t, '1:gate').map((id) => `sys:${id}`));
    t = answer(t, 'sys:1:arrow');
    t = answer(t, 'n:1:1');
    expect(t.map['1:gate']!.ships.some((g) => g.owner === 'blight')).toBe(false);
    expect(t.map['1:arrow']!.ships.find((g) => g.owner === 'blight')).toEqual({ owner: 'blight', fresh: 1, damaged: 1 });
    ok(t);
    // Without the card: no Blight to move.
    const u = speaker();
    clean(u);
    ships(u, '1:gate', 0, 1);
    blight(u, '1:gate', 1, 0);
    const v = runFrames(u, [{ k: 'act/move', seat: 0, from: null, to: null, fresh: null }]);
    expect(ids(v).some((x) => x.startsWith('blight:'))).toBe(false);
  });
});

describe('Blight Hunters (ARCS-F1305, a Weapon card: arcs-facts D5)', () => {
  it('attacking, 1 hit damages or destroys Blight (instead of 2)', () => {
    const s = speaker();
    clean(s);
    ships(s, '1:arrow', 0, 2);
    blight(s, '1:arrow', 1, 0);
    const f = { k: 'battle/assign', attacker: 0, defender: 'blight', system: '1:arrow', victim: 'blight', hits: 1, buildingHits: 0 } as FrameOf<'battle/assign'>;
    expect(hitOutcomes(s, f).every((o) => o.ships.a + o.ships.b + o.ships.c === 0)).toBe(true);
    s.players[0]!.court.push({ id: 'ARCS-F1305', tokens: [] });
    expect(hitOutcomes(s, f).some((o) => o.ships.a === 1)).toBe(true);
    expect(cardEffect('ARCS-F1305')!.blightOneHit).toBe(true);
  });
});

describe('Blight Reapers (ARCS-F1306)', () => {
  it('Harvest (Tax): destroy 1 damaged Blight from a system you control (no Trophy), gain the planet\'s resource', () => {
    const s = speaker();
    clean(s);
    s.players[0]!.court.push({ id: 'ARCS-F1306', tokens: [] });
    setResources(s, 0, []);
    ships(s, '1:arrow', 0, 1);
    blight(s, '1:arrow', 0, 1);
    const harvest = findNewAction(s, 0, 'ARCS-F1306', 'harvest')!;
    expect(harvest.replaces).toBe('tax');
    let t = runFrames(s, harvest.start(s, 0));
    t = answer(t, 'sys:1:arrow');
    expect(t.map['1:arrow']!.ships.some((g) => g.owner === 'blight')).toBe(false);
    expect(t.players[0]!.trophies).toEqual([]);
    expect(t.players[0]!.resources).toContain('weapon');
    ok(t);
  });

  it('in a gate: any 1 resource', () => {
    const s = speaker();
    clean(s);
    s.players[0]!.court.push({ id: 'ARCS-F1306', tokens: [] });
    setResources(s, 0, []);
    ships(s, '4:gate', 0, 1);
    blight(s, '4:gate', 0, 1);
    let t = runFrames(s, [{ k: 'campaign/bs-harvest', seat: 0 }]);
    t = answer(t, 'sys:4:gate');
    expect(ids(t)).toEqual(['res:material', 'res:fuel', 'res:weapon', 'res:relic', 'res:psionic']);
    t = answer(t, 'res:relic');
    expect(t.players[0]!.resources).toContain('relic');
    ok(t);
  });
});

describe('Blight Purge (ARCS-F1307, ARCS-F1308, ARCS-F1309)', () => {
  const roll: EventRoll = { event: { event: 'crisis', symbol: 'arrow' }, number: 1 };
  for (const id of ['ARCS-F1307', 'ARCS-F1308', 'ARCS-F1309']) {
    it(`${id} Crisis: each player gains 2 Power per Blight Trophy; the card is buried`, () => {
      const s = speaker();
      addTrophy(s.players[0]!, 'blight', 'blight', 2);
      addTrophy(s.players[1]!, 'blight', 'blight', 1);
      s.neutral!.blight.blight -= 3;
      s.court.push({ card: id, agents: [0, 0] });
      const power = s.players.map((p) => p.power);
      fx(id).crisis!(s, null, roll);
      expect(s.players[0]!.power).toBe(power[0]! + 4);
      expect(s.players[1]!.power).toBe(power[1]! + 2);
      expect(s.court.some((c) => c.card === id)).toBe(false);
      expect(s.courtDeck[s.courtDeck.length - 1]).toBe(id);
    });
    it(`${id} When Secured: 2 Power per own Blight Trophy, Rivals' Blight Trophies return to the supply, discard`, () => {
      const s = speaker();
      addTrophy(s.players[0]!, 'blight', 'blight', 2);
      addTrophy(s.players[1]!, 'blight', 'blight', 3);
      s.neutral!.blight.blight -= 5;
      const power = s.players[1]!.power;
      fx(id).whenSecured!(s, 1);
      expect(s.players[1]!.power).toBe(power + 6);
      expect(s.players[1]!.trophies).toHaveLength(1);
      expect(s.players[0]!.trophies).toEqual([]);
      expect(fx(id).afterSecured).toBe('discard');
      ok(s);
    });
  }
});

describe('Blight Panic (ARCS-F1310)', () => {
  it('Crisis: in turn order, each player returns 1 Loyal agent from the Court per Blight at a Loyal building or Flagship; buried', () => {
    const s = speaker();
    clean(s);
    s.map['1:arrow']!.slots[0] = { owner: 1, type: 'city', damaged: false };
    s.players[1]!.boardCities -= 1;
    blight(s, '1:arrow', 1, 1);
    s.court[0]!.agents[1] = 3;
    s.players[1]!.supply.agents -= 3;
    s.court.push({ card: 'ARCS-F1310', agents: [0, 0] });
    expect(panicCount(s, 1)).toBe(2);
    expect(panicCount(s, 0)).toBe(0);
    const frames = fx('ARCS-F1310').crisis!(s, null, { event: { event: 'crisis', symbol: 'arrow' }, number: 1 });
    let t = runFrames(s, frames);
    expect(t.courtDeck[t.courtDeck.length - 1]).toBe('ARCS-F1310');
    t = answer(t, 'card:0', 'card:0');
    expect(t.court[0]!.agents[1]).toBe(1);
    expect(t.decisions).toEqual([]);
    ok(t);
  });

  it('When Secured: destroy all damaged Blight in a cluster with Loyal pieces, taking them as Trophies', () => {
    const s = speaker();
    clean(s);
    ships(s, '2:arrow', 0, 1);
    blight(s, '2:hex', 1, 2);
    blight(s, '2:gate', 0, 1);
    blight(s, '3:hex', 0, 1);
    const t = runFrames(s, fx('ARCS-F1310').whenSecured!(s, 0));
    expect(t.players[0]!.trophies).toEqual([{ owner: 'blight', piece: 'blight', count: 3 }]);
    expect(t.map['2:hex']!.ships.find((g) => g.owner === 'blight')).toEqual({ owner: 'blight', fresh: 1, damaged: 0 });
    expect(t.map['3:hex']!.ships.find((g) => g.owner === 'blight')!.damaged).toBe(1);
    ok(t);
  });
});

describe('Blight Looms (ARCS-F1311)', () => {
  it('Crisis: repair all Blight in the rolled cluster, damaged Blight at each planet of the rolled symbol with none; buried', () => {
    const s = speaker();
    clean(s);
    blight(s, '2:hex', 0, 2);
    s.court.push({ card: 'ARCS-F1311', agents: [0, 0] });
    fx('ARCS-F1311').crisis!(s, null, { event: { event: 'crisis', symbol: 'crescent' }, number: 2 });
    expect(s.map['2:hex']!.ships.find((g) => g.owner === 'blight')).toEqual({ owner: 'blight', fresh: 2, damaged: 0 });
    for (const c of [1, 2, 3, 4, 5, 6]) expect(s.map[`${c}:crescent` as SystemId]!.ships.find((g) => g.owner === 'blight')!.damaged).toBe(1);
    expect(s.courtDeck[s.courtDeck.length - 1]).toBe('ARCS-F1311');
    ok(s);
  });

  it('When Secured: you may destroy all damaged Blight in a cluster with Loyal pieces', () => {
    const s = speaker();
    clean(s);
    ships(s, '5:arrow', 0, 1);
    blight(s, '5:hex', 0, 2);
    let t = runFrames(s, fx('ARCS-F1311').whenSecured!(s, 0));
    expect(ids(t)).toEqual(['cluster:5', 'no']);
    t = answer(t, 'cluster:5');
    expect(t.players[0]!.trophies).toEqual([{ owner: 'blight', piece: 'blight', count: 2 }]);
    expect(fx('ARCS-F1311').afterSecured).toBe('bury');
  });
});

describe('Blight Speaker Act III (ARCS-F1312A, ARCS-F1312B, ARCS-F1313)', () => {
  it('setup gains Blight Hunger; no objective marker (grand ambitions)', () => {
    const s = speaker(3);
    const t = runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act: 3 }]);
    expect(t.campaign!.seats[0]!.playArea).toContain('ARCS-F1313');
    expect(t.campaign!.seats[0]!.objective).toBe('ARCS-F1312B');
    expect(t.campaign!.seats[0]!.marker).toBeNull();
    expect(BLIGHT_SPEAKER_RULES.acts).toEqual([2, 3]);
  });

  it('Blight Hunger: pieces (even yours) destroyed by a Blight Crisis go on the card; after scoring they return', () => {
    const s = speaker(3);
    clean(s);
    s.campaign!.seats[0]!.playArea = ['ARCS-F1313'];
    ships(s, '1:arrow', 0, 0, 1);
    ships(s, '1:arrow', 1, 0, 2);
    blight(s, '1:arrow', 1, 0);
    blightCrisis(s, '1:arrow');
    expect(hungerPieces(s)).toBe(3);
    expect(s.campaign!.blightHunger).toEqual({ ships: [1, 2], empire: 0 });
    ok(s);
    const supply = s.players[1]!.supply.ships;
    fx('ARCS-F1313').afterScoring!(s, 0, []);
    expect(s.campaign!.blightHunger).toBeUndefined();
    expect(s.players[1]!.supply.ships).toBe(supply + 2);
    ok(s);
  });

  it('grand ambitions: "No Rival wins the Warlord ambition" and "Blight Hunger has more pieces than the current Chapter"', () => {
    const s = speaker(3);
    clean(s);
    if (s.phantom) s.phantom = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
    s.campaign!.seats[0]!.playArea = ['ARCS-F1313'];
    s.chapter = 2;
    // Warlord not declared: fulfilled; no pieces on Blight Hunger.
    expect(grandAmbitionsFulfilled(s, 0)).toBe(1);
    s.ambitions.warlord = [s.markers[0]!.id];
    addTrophy(s.players[1]!, 1, 'ship', 1);
    s.players[1]!.supply.ships -= 1;
    expect(grandAmbitionsFulfilled(s, 0)).toBe(0);
    addTrophy(s.players[0]!, 1, 'ship', 1);
    s.players[1]!.supply.ships -= 1;
    // A tie: nobody wins.
    expect(grandAmbitionsFulfilled(s, 0)).toBe(1);
    s.campaign!.blightHunger = { ships: [0, 3], empire: 0 };
    s.players[1]!.supply.ships -= 3;
    expect(grandAmbitionsFulfilled(s, 0)).toBe(2);
    s.chapter = 3;
    expect(grandAmbitionsFulfilled(s, 0)).toBe(1);
  });
});

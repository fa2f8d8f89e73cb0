/**
 * The Peacekeeper's Fate Set (ARCS-FATE15; 13 rows in cards.csv: ARCS-F1501A, F1501B, F1502, F1503,
 * F1504, F1505, F1506, F1507A, F1507B, F1508, F1509, F1510, F1511): every card's printed text as a
 * scenario, and the FAQ answers for its cards (faq.csv: Ceasefires, Oath of Peace). Cards that report `fired`:
 * F1501A, F1504 (framework), F1501B, F1502, F1503, F1505, F1506, F1508, F1509, F1510, F1511
 * (effects, Broker Peace), F1507B (grand ambitions).
 */
import { describe, expect, it } from 'vitest';
import { answer, clearMap, ids, runFrames, setShips } from './steward-helpers.ts';
import { apply, newGame } from '../../../../src/engine/index.ts';
import { run } from '../../../../src/engine/advance.ts';
import { applyPart, itemsFor } from '../../../../src/engine/campaign/summit/negotiation.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect, harmTriggers, findNewAction, permits, preludeOptions } from '../../../../src/engine/effects.ts';
import { controlsForScoring, mayHarm } from '../../../../src/engine/control.ts';
import { grandAmbitionsFulfilled, resolveFateNow, setUpFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import { fateRules } from '../../../../src/engine/campaign/fates/framework.ts';
import { clustersAtPeace, dividendSystems, PEACEKEEPER_RULES } from '../../../../src/engine/campaign/fates/peacekeeper.ts';
import { shipsOnMap, systemIds } from '../../../../src/engine/board.ts';
import { countResources } from '../../../../src/engine/holdings.ts';
import { systemDef, type ClusterId, type SystemId } from '../../../../src/data/map.ts';
import type { AmbitionResult } from '../../../../src/engine/frames/chapter.ts';
import type { FrameOf, GameState, Seat } from '../../../../src/engine/types.ts';

const PEACEKEEPER = 'ARCS-FATE15';
const STEWARD = 'ARCS-FATE01';
const F = (n: number) => `ARCS-F15${String(n).padStart(2, '0')}`;
const fx = (id: string) => cardEffect(id)!;
const menu = {} as FrameOf<'turn/actions'>;
const marker = (s: GameState, seat: Seat = 0) => s.campaign!.seats[seat]!.marker;
const noResources = (s: GameState) => s.players.forEach((p) => (p.resources = [null, null, null, null, null, null]));

/** A campaign of Stewards after Act I setup; seat 0 then becomes the Peacekeeper in `act`. */
function base(players = 3, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => STEWARD) });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  return s;
}

/** Seat 0 plays the Peacekeeper from Act II (its setup run, the fleet replenished in the first system offered). */
function peacekeeper(players = 3, act: 2 | 3 = 2, seed = 1): GameState {
  let s = base(players, seed);
  const c = s.campaign!;
  c.act = 2;
  c.seats[0]!.fate = PEACEKEEPER;
  c.seats[0]!.playArea = [];
  s = runFrames(s, setUpFateNow(s, 0, 2));
  while (s.decisions[0]?.kind === 'campaign/peacekeeper-replenish') s = answer(s, s.decisions[0].options[0]!.id);
  if (act === 3) {
    s.campaign!.act = 3;
    s = runFrames(s, setUpFateNow(s, 0, 3));
  }
  return s;
}

const planets = (s: GameState, cluster: ClusterId): SystemId[] => systemIds(s).filter((id) => systemDef(id).cluster === cluster && systemDef(id).kind === 'planet');
const inPlayClusters = (s: GameState): ClusterId[] => [...new Set(systemIds(s).map((id) => systemDef(id).cluster))];

describe('Peacekeeper Act II Setup (ARCS-F1501A) and objective (ARCS-F1501B)', () => {
  it('F1501A 1-5: 2 players return the Warlord box Weapons; Outrage cleared; Weapon Outrage (Weapons and Weapon Guild cards discarded); Oath of Peace and Arsenal Keepers gained; fleet replenished to 8', () => {
    let s = base(2);
    const c = s.campaign!;
    c.act = 2;
    c.seats[0]!.fate = PEACEKEEPER;
    c.seats[0]!.playArea = [];
    s.phantom!.weapon = 2;
    const supplyWeapons = s.supply.weapon;
    const p = s.players[0]!;
    p.outrage = [{ resource: 'fuel', agent: true }];
    p.resources = ['weapon', 'fuel', null, null, null, null];
    s.supply.weapon -= 1;
    s.supply.fuel -= 1;
    p.court = [{ id: 'ARCS-BC13', tokens: [] }, { id: 'ARCS-BC02', tokens: [] }];
    s = runFrames(s, setUpFateNow(s, 0, 2));
    const q = s.players[0]!;
    expect(s.phantom!.weapon).toBe(0);
    expect(s.supply.weapon).toBe(supplyWeapons + 2);
    expect(q.outrage.map((m) => m.resource)).toEqual(['weapon']);
    expect(q.resources.filter((r) => r !== null)).toEqual(['fuel']);
    expect(q.court.map((h) => h.id)).toEqual(['ARCS-BC02']);
    expect(s.courtDiscard).toContain('ARCS-BC13');
    expect(c.seats[0]!.playArea).toEqual([F(2), F(3)]);
    expect([c.seats[0]!.objective, marker(s)]).toEqual([F(1) + 'B', 18]);
    // 5. Replenish: one ship at a time, in any system.
    const need = 8 - shipsOnMap(s, 0);
    expect(need).toBeGreaterThan(0);
    expect(s.decisions[0]!.kind).toBe('campaign/peacekeeper-replenish');
    expect(ids(s).length).toBe(systemIds(s).length);
    for (let i = 0; i < need; i++) s = answer(s, `sys:${systemIds(s)[i % 3]}`);
    expect(shipsOnMap(s, 0)).toBe(8);
    expect(s.decisions).toEqual([]);
  });

  it('F1501B: marker 18 / 16 / 14; advance 1 per Weapon you have and 1 per Weapons planet you control (Empire-controlled ones as First Regent)', () => {
    for (const [n, start] of [[2, 18], [3, 16], [4, 14]] as const) expect(marker(peacekeeper(n))).toBe(start);
    const s = peacekeeper(3);
    clearMap(s);
    noResources(s);
    s.players[0]!.resources = ['weapon', 'weapon', null, null, null, null];
    const weaponPlanets = systemIds(s).filter((id) => systemDef(id).resource === 'weapon');
    setShips(s, weaponPlanets[0]!, 0, 2);
    setShips(s, weaponPlanets[1]!, 'empire', 1);
    s.campaign!.firstRegent = 0;
    s.players[0]!.title = 'regent';
    fx(F(1) + 'B').afterScoring!(s, 0, []);
    expect(marker(s)).toBe(16 - 2 - 2);
  });
});

describe('Oath of Peace (ARCS-F1502)', () => {
  it('cannot declare Warlord (other ambitions still); a Rival may', () => {
    const s = peacekeeper(3);
    expect(permits(s, 0, { t: 'declare', ambition: 'warlord' })).toBe(false);
    expect(permits(s, 0, { t: 'declare', ambition: 'tycoon' })).toBe(true);
    expect(permits(s, 1, { t: 'declare', ambition: 'warlord' })).toBe(true);
  });

  it('gains no Power from scoring Warlord (FAQ: a Commonwealth Member scores none either; nobody else gets it)', () => {
    const s = peacekeeper(3);
    s.players[0]!.power = 10;
    s.players[1]!.power = 3;
    const r: AmbitionResult = { ambition: 'warlord', first: [0], second: [1], gains: { 0: 5, 1: 3 }, firstPower: 5, secondPower: 3, cityBonus: {} };
    fx(F(2)).ambitionsScored!(s, 0, [r]);
    expect(s.players[0]!.power).toBe(5);
    expect(s.players[1]!.power).toBe(3);
  });

  it('returns all Trophies gained in battle except Blight', () => {
    const s = peacekeeper(3);
    const p = s.players[0]!;
    p.trophies = [{ owner: 1, piece: 'ship', count: 2 }, { owner: 'blight', piece: 'blight', count: 1 }];
    const ships = s.players[1]!.supply.ships;
    fx(F(2)).battleTrophies!(s, 0, { attacker: 0, defender: 1, system: systemIds(s)[0]!, imperial: false, taken: [{ owner: 1, piece: 'ship', count: 2 }, { owner: 'blight', piece: 'blight', count: 1 }] });
    expect(p.trophies).toEqual([{ owner: 'blight', piece: 'blight', count: 1 }]);
    expect(s.players[1]!.supply.ships).toBe(ships + 2);
  });

  it('cannot change Imperial Policy to War nor enforce War (Govern options)', () => {
    const s = peacekeeper(3);
    expect(permits(s, 0, { t: 'policy', policy: 'war' })).toBe(false);
    expect(permits(s, 0, { t: 'policy', policy: 'peace' })).toBe(true);
    expect(permits(s, 1, { t: 'policy', policy: 'war' })).toBe(true);
  });

  it('"Scrap this if you\'re not the Peacekeeper": leaving the Fate scraps it', () => {
    const s = peacekeeper(3);
    PEACEKEEPER_RULES.leave!(s, 0);
    expect(s.campaign!.seats[0]!.playArea).not.toContain(F(2));
    expect(s.campaign!.scrap).toContain(F(2));
  });
});

describe('Arsenal Keepers (ARCS-F1503)', () => {
  it('a Weapon taken may go on the card (frozen: counted, not in the slots); its Weapons leave with it on Weapon Outrage', () => {
    let s = peacekeeper(3);
    noResources(s);
    const supply = s.supply.weapon;
    s = runFrames(s, [{ k: 'res/gain', seat: 0, resource: 'weapon', stolen: false }]);
    expect(ids(s)).toEqual([`onto:${F(3)}`, 'slots']);
    s = answer(s, `onto:${F(3)}`);
    expect(s.campaign!.seats[0]!.arsenal).toBe(1);
    expect(s.supply.weapon).toBe(supply - 1);
    expect(s.players[0]!.resources.filter((r) => r !== null)).toEqual([]);
    expect(countResources(s, 0, ['weapon'])).toBe(1);
    // The slots instead.
    s = runFrames(s, [{ k: 'res/gain', seat: 0, resource: 'weapon', stolen: false }]);
    s = answer(s, 'slots');
    expect(s.players[0]!.resources.filter((r) => r === 'weapon').length).toBe(1);
    // A Rival has no such choice.
    s = runFrames(s, [{ k: 'res/gain', seat: 1, resource: 'weapon', stolen: false }]);
    expect(s.decisions).toEqual([]);
  });
});

describe('Arsenal Keepers (ARCS-F1503): "(Even if you\'re taking for the Imperial Trust!)"', () => {
  it('the First Regent holding it, taking a Weapon from a Regent for the Imperial Demand, may place it on the card instead of the Trust', () => {
    const demand = (): GameState => {
      const s = peacekeeper(3);
      noResources(s);
      s.players.forEach((p) => (p.title = 'regent'));
      s.campaign!.firstRegent = 0;
      s.campaign!.trust = [];
      s.players[1]!.resources[0] = 'weapon';
      s.supply.weapon -= 1;
      return runFrames(s, [{ k: 'campaign/govern', card: 'ARCS-AID05', part: 'demand', step: 'demand', queue: [1] } as never]);
    };
    let s = demand();
    expect(ids(s)).toEqual([`onto:${F(3)}`, 'slots']);
    expect(s.decisions[0]!.options.map((o) => o.label)).toContainEqual(expect.objectContaining({ key: 'campaign.gain.trust' }));
    const supply = s.supply.weapon;
    s = answer(s, `onto:${F(3)}`);
    expect(s.campaign!.seats[0]!.arsenal).toBe(1);
    expect(s.campaign!.trust).toEqual([]);
    expect(s.players[1]!.resources.filter((r) => r !== null)).toEqual([]);
    expect(s.supply.weapon).toBe(supply);
    // Declined: onto the Trust (frozen) as usual.
    s = answer(demand(), 'slots');
    expect(s.campaign!.trust).toEqual(['weapon']);
    expect(s.campaign!.seats[0]!.arsenal).toBeUndefined();
    expect(s.players[0]!.resources.filter((r) => r !== null)).toEqual([]);
  });
});

describe('Arsenal Keepers (ARCS-F1503): raids', () => {
  it('"Their raid cost is 2 keys each": a raider with 2 keys may steal one', () => {
    let s = peacekeeper(3);
    noResources(s);
    s.campaign!.seats[0]!.arsenal = 2;
    s.supply.weapon -= 2;
    const id = systemIds(s)[5]!;
    setShips(s, id, 1, 2);
    s = runFrames(s, [{ k: 'battle/raid', attacker: 1, defender: 0, system: id, keys: 3 }]);
    expect(ids(s)).toContain(`fx:${F(3)}:weapon`);
    s = answer(s, `fx:${F(3)}:weapon`);
    expect(s.campaign!.seats[0]!.arsenal).toBe(1);
    expect(s.players[1]!.resources.filter((r) => r === 'weapon').length).toBe(1);
    // 1 key left: not enough for the second.
    expect(ids(s)).not.toContain(`fx:${F(3)}:weapon`);
  });
});

describe('Peacekeeper Act II Resolution (ARCS-F1504)', () => {
  it('completed: both Arms Interests (05-06) go to the Court deck', () => {
    const s = peacekeeper(3);
    runFrames(s, resolveFateNow(s, 0, 2, true));
    expect(s.courtDeck).toEqual(expect.arrayContaining([F(5), F(6)]));
    expect(s.campaign!.seats[0]!.playArea).toContain(F(2));
  });

  it('failed: Oath of Peace scrapped; Arsenal Keepers, if you have it, to the Court deck (its Weapons to the supply)', () => {
    let s = peacekeeper(3);
    s.campaign!.seats[0]!.arsenal = 2;
    s.supply.weapon -= 2;
    const supply = s.supply.weapon;
    s = runFrames(s, resolveFateNow(s, 0, 2, false));
    expect(s.campaign!.scrap).toContain(F(2));
    expect(s.courtDeck).toContain(F(3));
    expect(s.campaign!.seats[0]!.arsenal).toBeUndefined();
    expect(s.supply.weapon).toBe(supply + 2);
    // Without it (discarded earlier): nothing moves.
    let t = peacekeeper(3);
    t.campaign!.seats[0]!.playArea = t.campaign!.seats[0]!.playArea.filter((x) => x !== F(3));
    t.courtDiscard.push(F(3));
    t = runFrames(t, resolveFateNow(t, 0, 2, false));
    expect(t.courtDeck).not.toContain(F(3));
  });
});

describe('Arms Interest (ARCS-F1505, ARCS-F1506)', () => {
  it('Assemble (Build): gain 1 Weapon; Prelude: discard to gain Weapons up to empty slots', () => {
    for (const id of [F(5), F(6)]) {
      let s = peacekeeper(3);
      s.players[1]!.court = [{ id, tokens: [] }];
      noResources(s);
      const action = findNewAction(s, 1, id, 'assemble');
      expect(action?.replaces).toBe('build');
      s = runFrames(s, action!.start(s, 1));
      expect(s.players[1]!.resources.filter((r) => r === 'weapon').length).toBe(1);
      const opts = preludeOptions(s, 1, menu);
      expect(opts.length).toBeGreaterThan(0);
    }
  });
});

describe('Peacekeeper Act III Setup (ARCS-F1507A), objective (ARCS-F1507B)', () => {
  it('F1507A: a Ceasefire per cluster, Peace where the Peacekeeper controls a system; the 4 cards to the rules booklet', () => {
    const s = peacekeeper(3, 3);
    const c = s.campaign!;
    for (const cl of inPlayClusters(s)) {
      const mine = systemIds(s).some((id) => systemDef(id).cluster === cl && controlsForScoring(s, 0, id));
      expect(c.ceasefires![cl]).toBe(mine ? 'peace' : 'war');
    }
    expect(c.rulesBooklet.flat()).toEqual(expect.arrayContaining([F(8), F(9), F(10), F(11)]));
    expect(c.seats[0]!.marker).toBeNull();
  });

  it('F1507A 2: with 2 players, Weapons on the Warlord box return', () => {
    let s = peacekeeper(2);
    s.phantom!.weapon = 1;
    s.campaign!.act = 3;
    s = runFrames(s, setUpFateNow(s, 0, 3));
    expect(s.phantom!.weapon).toBe(0);
  });

  it('F1507B A Peaceful Reach: 2 clusters or more at Peace, 5 or more', () => {
    const s = peacekeeper(4, 3);
    const all = inPlayClusters(s);
    const set = (n: number) => all.forEach((cl, i) => (s.campaign!.ceasefires![cl] = i < n ? 'peace' : 'war'));
    for (const [n, g] of [[0, 0], [1, 0], [2, 1], [4, 1], [5, 2]] as const) {
      set(n);
      expect(clustersAtPeace(s).length, `${n} at Peace`).toBe(n);
      expect(grandAmbitionsFulfilled(s, 0), `${n} at Peace`).toBe(g);
    }
  });
});

describe('Ceasefires (ARCS-F1508)', () => {
  it('harming anything but your own pieces and Blight in a cluster at Peace needs 1 Weapon, spent, and flips the cluster to War', () => {
    const s = peacekeeper(3, 3);
    clearMap(s);
    noResources(s);
    s.players.forEach((p) => (p.title = 'outlaw'));
    const cl = inPlayClusters(s)[0]!;
    s.campaign!.ceasefires![cl] = 'peace';
    const id = planets(s, cl)[0]!;
    setShips(s, id, 1, 2);
    setShips(s, id, 2, 1);
    expect(mayHarm(s, 1, 2, id)).toBe(false);
    s.players[1]!.resources = ['weapon', 'weapon', null, null, null, null];
    expect(mayHarm(s, 1, 2, id)).toBe(true);
    harmTriggers(s, 1, { owner: 2, system: id });
    expect(s.players[1]!.resources.filter((r) => r === 'weapon').length).toBe(1);
    expect(s.campaign!.ceasefires![cl]).toBe('war');
    // At War: no Weapon needed or spent (FAQ: one Weapon per flip).
    harmTriggers(s, 1, { owner: 2, system: id });
    expect(s.players[1]!.resources.filter((r) => r === 'weapon').length).toBe(1);
  });

  it('harm by a card effect (Incite Revolt ARCS-F227 destroying Rival ships) spends the Weapon and flips to War too; without a Weapon the card cannot harm there', () => {
    const s = peacekeeper(3, 3);
    clearMap(s);
    noResources(s);
    s.players.forEach((p) => (p.title = 'outlaw'));
    const cl = inPlayClusters(s)[0]!;
    s.campaign!.ceasefires![cl] = 'peace';
    const id = planets(s, cl)[0]!;
    s.map[id]!.slots[0] = { owner: 'free', type: 'city', damaged: false };
    setShips(s, id, 2, 0, 2);
    s.campaign!.seats[1]!.playArea.push('ARCS-F227');
    const revolt = fx('ARCS-F227').newActions![0]!;
    expect(revolt.can(s, 1)).toBe(false);
    s.players[1]!.resources = ['weapon', null, null, null, null, null];
    expect(revolt.can(s, 1)).toBe(true);
    let t = runFrames(s, revolt.start(s, 1));
    t = answer(t, `sys:${id}`);
    expect(t.map[id]!.ships.find((g) => g.owner === 2)?.damaged ?? 0).toBe(0);
    expect(t.players[1]!.resources.filter((r) => r === 'weapon')).toEqual([]);
    expect(t.campaign!.ceasefires![cl]).toBe('war');
    expect(t.log.map((l) => l.text).join('\n')).toMatch(/spends a Weapon to break the Ceasefire/);
  });

  it('Blight may be harmed at Peace without a Weapon', () => {
    const s = peacekeeper(3, 3);
    noResources(s);
    const cl = inPlayClusters(s)[0]!;
    s.campaign!.ceasefires![cl] = 'peace';
    const id = planets(s, cl)[0]!;
    expect(mayHarm(s, 1, 'blight', id)).toBe(true);
  });
});

describe('Empire Balks at Peace (ARCS-F1509), Peace Dividends (ARCS-F1510)', () => {
  it('F1509: only under War with the Peacekeeper an Outlaw, the First Regent may flip a Peace cluster with 2+ Empire systems to War', () => {
    let s = peacekeeper(3, 3);
    clearMap(s);
    const cl = inPlayClusters(s)[0]!;
    s.campaign!.ceasefires![cl] = 'peace';
    for (const id of planets(s, cl).slice(0, 2)) setShips(s, id, 'empire', 1);
    s.players[0]!.title = 'outlaw';
    s.players[1]!.title = 'regent';
    s.campaign!.firstRegent = 1;
    const slot = s.campaign!.rulesBooklet.find((x) => x.includes('ARCS-AID03') || x.includes('ARCS-F124'))!;
    const war = slot.find((x) => x === 'ARCS-AID03' || x === 'ARCS-F124')!;
    slot.splice(slot.indexOf(war), 1);
    slot.unshift(war);
    const frames = fx(F(9)).edict!(s);
    expect(frames).toEqual([{ k: 'campaign/peacekeeper-balks', seat: 1 }]);
    s = runFrames(s, frames);
    expect(ids(s)).toEqual([`cluster:${cl}`, 'no']);
    s = answer(s, `cluster:${cl}`);
    expect(s.campaign!.ceasefires![cl]).toBe('war');
    // The Peacekeeper a Regent: nothing.
    s.players[0]!.title = 'regent';
    expect(fx(F(9)).edict!(s)).toEqual([]);
  });

  it('F1510: 2 Power per system controlled in clusters at Peace; the First Regent\'s Empire systems only under Peace', () => {
    const s = peacekeeper(3, 3);
    clearMap(s);
    const [a, b] = inPlayClusters(s);
    s.campaign!.ceasefires![a!] = 'peace';
    s.campaign!.ceasefires![b!] = 'war';
    setShips(s, planets(s, a!)[0]!, 1, 1);
    setShips(s, planets(s, a!)[1]!, 1, 1);
    setShips(s, planets(s, b!)[0]!, 1, 1);
    const before = s.players[1]!.power;
    fx(F(10)).edict!(s);
    expect(s.players[1]!.power).toBe(before + 4);
    expect(dividendSystems(s, 2)).toEqual([]);
  });
});

describe('Peace Accords (ARCS-F1511): Broker Peace', () => {
  it('a new Negotiation action: flip a War cluster to Peace with the consent of players controlling 2+ systems there in total (you included)', () => {
    const s = peacekeeper(3, 3);
    clearMap(s);
    s.players.forEach((p) => (p.title = 'outlaw'));
    s.campaign!.firstRegent = null;
    const cl = inPlayClusters(s)[0]!;
    s.campaign!.ceasefires![cl] = 'war';
    const [a, b] = planets(s, cl);
    setShips(s, a!, 1, 1);
    // Seat 1 alone controls 1 system; with seat 2 (1 more) they reach 2.
    expect(itemsFor(s, 'peace', 1, 0)).toEqual([]);
    setShips(s, b!, 2, 1);
    expect(itemsFor(s, 'peace', 1, 2)).toEqual([{ t: 'ceasefire', cluster: cl }]);
    // At Peace already: nothing to broker.
    s.campaign!.ceasefires![cl] = 'peace';
    expect(itemsFor(s, 'peace', 1, 2)).toEqual([]);
    s.campaign!.ceasefires![cl] = 'war';
    applyPart(s, { kind: 'peace', actor: 1, rival: 2, item: { t: 'ceasefire', cluster: cl } });
    expect(s.campaign!.ceasefires![cl]).toBe('peace');
    // Without Peace Accords in the rules booklet: no such action.
    s.campaign!.ceasefires![cl] = 'war';
    s.campaign!.rulesBooklet = s.campaign!.rulesBooklet.map((slot) => slot.filter((x) => x !== F(11))).filter((slot) => slot.length > 0);
    expect(itemsFor(s, 'peace', 1, 2)).toEqual([]);
  });

  it('proposed in a Summit and accepted by the consenting Rival', () => {
    let s = peacekeeper(3, 3);
    clearMap(s);
    const cl = inPlayClusters(s)[1]!;
    s.campaign!.ceasefires![cl] = 'war';
    const [a, b] = planets(s, cl);
    setShips(s, a!, 0, 1);
    setShips(s, b!, 1, 1);
    for (const id of systemIds(s).slice(0, 3)) if (systemDef(id).cluster !== cl) setShips(s, id, 2, 1);
    s.stack.push({ k: 'campaign/summit', caller: 0 });
    run(s);
    const by = (st: GameState, seat: Seat, choice: string): GameState => {
      const d = st.decisions.find((x) => x.seat === seat)!;
      const r = apply(st, { t: 'answer', seat, choice, openedAt: d.openedAt });
      if (!r.ok) throw new Error(`${choice}: ${r.error.code} (${d.options.map((o) => o.id).join(' ')})`);
      return r.state;
    };
    while (s.decisions.find((d) => d.seat === 0)?.options.some((o) => o.id === 'negotiate') && !s.decisions.find((d) => d.seat === 0)?.options.some((o) => o.id === 'propose')) s = by(s, 0, 'negotiate');
    s = by(s, 0, 'propose');
    s = by(s, 0, 'kind:peace');
    s = by(s, 0, 'to:1');
    s = by(s, 0, `ceasefire:${cl}`);
    s = by(s, 0, 'submit');
    s = by(s, 1, 'accept:1');
    expect(s.campaign!.ceasefires![cl]).toBe('peace');
  });
});

describe('Peace Accords (ARCS-F1511): consent bought with a Favor', () => {
  it('"You may get the consent of Rivals by returning 1 Favor of theirs" — in the Negotiations, by a player who did not call the Summit (the card\'s note); no Favor, or a Rival controlling nothing there: not offered', () => {
    let s = peacekeeper(3, 3);
    clearMap(s);
    const cl = inPlayClusters(s)[1]!;
    s.campaign!.ceasefires![cl] = 'war';
    const [a, b] = planets(s, cl);
    setShips(s, a!, 1, 1);
    setShips(s, b!, 2, 1);
    s.stack.push({ k: 'campaign/summit', caller: 0 });
    run(s);
    const by = (st: GameState, seat: Seat, choice: string): GameState => {
      const d = st.decisions.find((x) => x.seat === seat)!;
      const r = apply(st, { t: 'answer', seat, choice, openedAt: d.openedAt });
      if (!r.ok) throw new Error(`${choice}: ${r.error.code} (${d.options.map((o) => o.id).join(' ')})`);
      return r.state;
    };
    while (s.decisions.find((d) => d.seat === 0)?.options.some((o) => o.id === 'negotiate') && !s.decisions.find((d) => d.seat === 0)?.options.some((o) => o.id === 'propose')) s = by(s, 0, 'negotiate');
    const optionsOf = (st: GameState, seat: Seat) => st.decisions.find((d) => d.seat === seat)?.options.map((o) => o.id) ?? [];
    expect(optionsOf(s, 1).some((x) => x.startsWith('buypeace'))).toBe(false);
    // Seat 1 holds a Favor of seat 2 (an agent of seat 2 on its Fate card).
    const t0 = structuredClone(s);
    t0.campaign!.seats[1]!.favors = [0, 0, 1];
    t0.players[2]!.supply.agents -= 1;
    s = t0;
    run(s);
    expect(optionsOf(s, 1)).toContain(`buypeace:2:${cl}`);
    const agents = s.players[2]!.supply.agents;
    s = by(s, 1, `buypeace:2:${cl}`);
    expect(s.campaign!.ceasefires![cl]).toBe('peace');
    expect(s.campaign!.seats[1]!.favors).toBeUndefined();
    expect(s.players[2]!.supply.agents).toBe(agents + 1);
    expect(s.log.map((l) => l.text).join('\n')).toMatch(/returning 1 Favor to .* for their consent/);
    expect(optionsOf(s, 1).some((x) => x.startsWith('buypeace'))).toBe(false);
  });
});

describe('Peacekeeper FateRules', () => {
  it('acts II and III, dealt from rules version 7', () => {
    expect(fateRules(PEACEKEEPER)).toBe(PEACEKEEPER_RULES);
    expect([PEACEKEEPER_RULES.acts, PEACEKEEPER_RULES.dealt, PEACEKEEPER_RULES.dealtSince]).toEqual([[2, 3], true, 7]);
  });
});

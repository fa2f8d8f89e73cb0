/**
 * The Pacifist's Fate Set (ARCS-FATE14, a "B" Fate; 13 rows in cards.csv: ARCS-FATE14 and
 * ARCS-F1401A, F1401B, F1402, F1403, F1404, F1405, F1406, F1407, F1408A, F1408B, F1409, F1410,
 * F1411, F1412 — 15 ids with the two-sided cards): its Acts II-III and every card's effect with its
 * FAQ entries (faq.csv) and errata (the Act III setup's references are 09-12).
 *
 * Cards reporting `fired`: F1401A (replenish), F1401B, F1402, F1403, F1404 (framework), F1405
 * (the Liaison frames), F1406, F1407, F1408A (framework), F1408B (grand ambitions), F1409, F1410,
 * F1412. Witnesses along a Catapult move: pacifist-catapult.test.ts; Well of Empathy holding
 * Psionic: pacifist-well.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { answer, runFrames, setShips } from './steward-helpers.ts';
import { pacifistCampaign } from './pacifist-helpers.ts';
import { checkInvariants, exportPosition, importPosition } from '../../../../src/engine/index.ts';
import { bookletEffects, cardEffect, preludeSpentTriggers } from '../../../../src/engine/effects.ts';
import { resolveFateNow, setUpFateNow, grandAmbitionsFulfilled, fateRules } from '../../../../src/engine/campaign/fates/framework.ts';
import { PACIFIST, pacifistGrandAmbitions, witnesses, weaponPlanets } from '../../../../src/engine/campaign/fates/pacifist.ts';
import { shipsOnMap, systemIds } from '../../../../src/engine/board.ts';
import { systemDef, type SystemId } from '../../../../src/data/map.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import type { FrameOf, GameState } from '../../../../src/engine/types.ts';
import { isLoyalToken } from '../../../../src/engine/campaign/loyal-tokens.ts';
import { canTake } from '../../../../src/engine/frames/actions.ts';
import { applyPart, itemsFor } from '../../../../src/engine/campaign/summit/negotiation.ts';
import { itemId } from '../../../../src/engine/campaign/summit/index.ts';

const fx = (id: string) => cardEffect(id)!;
const roll: EventRoll = { event: { event: 'crisis', symbol: 'arrow' }, number: 1 };
const menu = {} as FrameOf<'turn/actions'>;

const pacifist = pacifistCampaign;

/** Empty every seat's resource slots back into the supply. */
function emptySlots(s: GameState): void {
  for (const p of s.players) {
    for (const r of p.resources) if (r) s.supply[r] += 1;
    p.resources = p.resources.map(() => null);
  }
}

function withFired(f: () => void): Set<string> {
  const ids = new Set<string>();
  const off = onFired((_s, id) => ids.add(id));
  try { f(); } finally { off(); }
  return ids;
}

/** Answer replenish asks with the first system until done. */
function replenishAll(s: GameState): GameState {
  let cur = s;
  while (cur.decisions[0]?.kind === 'campaign/pacifist-replenish') cur = answer(cur, cur.decisions[0].options[0]!.id);
  return cur;
}

describe('Pacifist Act II setup (ARCS-F1401A) and objective (ARCS-F1401B)', () => {
  it('F1401A: clears all Outrage, gains Witnesses (F1402) and Well of Empathy (F1403), a Witness at each Weapon planet, replenishes to 8 Loyal ships; marker 16/14/12', () => {
    for (const [n, start] of [[2, 16], [3, 14], [4, 12]] as const) {
      const s = pacifist(n);
      s.players[0]!.outrage = [{ resource: 'fuel', agent: true }];
      s.players[0]!.supply.agents -= 1;
      // Fewer than 8 ships on the map: replenish.
      for (const id of systemIds(s)) {
        const g = s.map[id]!.ships.find((x) => x.owner === 0);
        if (g) { s.players[0]!.supply.ships += g.fresh + g.damaged; g.fresh = 0; g.damaged = 0; }
      }
      for (const id of systemIds(s)) s.map[id]!.ships = s.map[id]!.ships.filter((g) => g.fresh + g.damaged > 0);
      setShips(s, systemIds(s)[0]!, 0, 3);
      s.players[0]!.supply.ships -= 3;
      let r = runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act: 2 }]);
      expect(r.decisions[0]?.kind).toBe('campaign/pacifist-replenish');
      r = replenishAll(r);
      expect(shipsOnMap(r, 0)).toBe(8);
      const cs = r.campaign!.seats[0]!;
      expect(r.players[0]!.outrage).toEqual([]);
      expect(cs.playArea).toEqual(['ARCS-F1402', 'ARCS-F1403']);
      expect(cs.objective).toBe('ARCS-F1401B');
      expect(cs.marker).toBe(start);
      const w = witnesses(r, 0);
      expect(w.map((t) => t.where).sort()).toEqual(weaponPlanets(r).slice(0, 4));
      expect(w.every((t) => systemDef(t.where as SystemId).resource === 'weapon')).toBe(true);
      // F1402: "Witness tokens are your Loyal pieces."
      expect(w.every((t) => isLoyalToken(r, t))).toBe(true);
      expect(checkInvariants(r)).toEqual([]);
    }
  });

  it('F1402 Witnesses: "You may move Witnesses you control" with the Move action (from a system you control, to an adjacent one); not from a system you do not control', () => {
    let s = pacifist(2);
    s = replenishAll(runFrames(s, setUpFateNow(s, 0, 2)));
    const w = witnesses(s, 0)[0]!;
    const from = w.where as SystemId;
    for (const st of Object.values(s.map)) st!.ships = st!.ships.filter((g) => g.owner !== 0 && g.owner !== 1);
    s.map[from]!.ships = [];
    s.map[from]!.slots = s.map[from]!.slots.map(() => null);
    // Not controlled (and no ships): no move at all.
    expect(canTake(s, 0, 'move')).toBe(false);
    setShips(s, from, 0, 1);
    s.players[0]!.supply.ships -= 1;
    expect(canTake(s, 0, 'move')).toBe(true);
    let t = runFrames(s, [{ k: 'act/move', seat: 0, from: null, to: null, fresh: null }]);
    expect(t.decisions[0]!.options.map((o) => o.id)).toContain(`token:ARCS-F1402:${from}`);
    const fired = withFired(() => { t = answer(t, `token:ARCS-F1402:${from}`); });
    const to = t.decisions[0]!.options[0]!.id.slice('to:'.length) as SystemId;
    t = answer(t, `to:${to}`);
    const n = witnesses(t, 0).filter((x) => x.where === from).length;
    expect(t.decisions[0]!.options.map((o) => o.id)[0]).toBe(`n:${n}`);
    const more = withFired(() => { t = answer(t, 'n:1'); });
    expect(t.campaign!.tokens!.find((x) => x.id === w.id)!.where).toBe(to);
    expect(witnesses(t, 0).filter((x) => x.where === from).length).toBe(n - 1);
    expect(fired.has('ARCS-F1402') || more.has('ARCS-F1402')).toBe(true);
    // The ship stayed: a Witness moves by itself.
    expect(t.map[from]!.ships.find((g) => g.owner === 0)?.fresh).toBe(1);
  });

  it('F1401A: with 8 or more Loyal ships on the map, nothing is asked', () => {
    const s = pacifist(3);
    setShips(s, systemIds(s)[0]!, 0, 8);
    s.players[0]!.supply.ships = 15 - shipsOnMap(s, 0);
    const r = runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act: 2 }]);
    expect(r.decisions).toEqual([]);
  });

  it('F1401B Commit to Pacifism: at a chapter\'s end, advance 2 with no Trophies and 1 with no Captives', () => {
    const s = pacifist(3);
    runFrames(s, setUpFateNow(s, 0, 2));
    const cs = s.campaign!.seats[0]!;
    cs.marker = 14;
    fx('ARCS-F1401B').ambitionsScored!(s, 0, []);
    expect(cs.marker).toBe(11);
    s.players[0]!.trophies = [{ owner: 1, piece: 'ship', count: 1 }];
    fx('ARCS-F1401B').ambitionsScored!(s, 0, []);
    expect(cs.marker).toBe(10);
    s.players[0]!.captives = [0, 1, 0];
    fx('ARCS-F1401B').ambitionsScored!(s, 0, []);
    expect(cs.marker).toBe(10);
  });

  it('F1401B Spread Empathy: 1 per Psionic spent in the Prelude while Empath is declared (FAQ: only Psionic resources count)', () => {
    const s = pacifist(3);
    runFrames(s, setUpFateNow(s, 0, 2));
    const cs = s.campaign!.seats[0]!;
    cs.marker = 14;
    preludeSpentTriggers(s, 0, 'psionic');
    expect(cs.marker).toBe(14); // Empath not declared
    s.ambitions.empath = [s.markers[0]!.id];
    preludeSpentTriggers(s, 0, 'psionic');
    expect(cs.marker).toBe(13);
    preludeSpentTriggers(s, 0, 'weapon');
    expect(cs.marker).toBe(13);
  });
});

describe('Witnesses (ARCS-F1402) and Well of Empathy (ARCS-F1403)', () => {
  it('F1402 Prelude: flip a Witness at a Psionic planet to Psionic and take it, then may declare Empath (FAQ: the flip comes first)', () => {
    const s = pacifist(3);
    runFrames(s, setUpFateNow(s, 0, 2));
    const psi = systemIds(s).find((id) => systemDef(id).resource === 'psionic')!;
    // No Witness at a Psionic planet: no option (FAQ: no flip, no Empath).
    expect(fx('ARCS-F1402').prelude!.options(s, 0, menu)).toEqual([]);
    const w = witnesses(s, 0)[0]!;
    w.where = psi;
    const opts = fx('ARCS-F1402').prelude!.options(s, 0, menu);
    expect(opts).toHaveLength(1);
    const before = s.supply.psionic;
    const fired = withFired(() => {
      const frames = fx('ARCS-F1402').prelude!.take(s, 0, opts[0]!.id, menu);
      expect(frames.map((f) => f.k)).toEqual(['res/gain', 'fx/declare']);
      let r = runFrames(s, frames);
      // Well of Empathy (F1403) is held: the Psionic may go on it or in the slots (res/gain).
      expect(r.decisions[0]!.options.map((o) => o.id)).toEqual(['onto:ARCS-F1403', 'slots']);
      r = answer(r, 'slots');
      while (r.decisions[0]?.kind === 'res/arrange') r = answer(r, r.decisions[0].options[0]!.id);
      expect(r.decisions[0]?.kind).toBe('fx/declare');
      expect(r.decisions[0]!.options.map((o) => o.id)).toContain('declare:empath');
      r = answer(r, 'declare:empath');
      expect(r.ambitions.empath).toHaveLength(1);
    });
    expect(fired.has('ARCS-F1402')).toBe(true);
    expect(witnesses(s, 0)).toHaveLength(3);
    expect(s.campaign!.witnessPsionic).toBe(1);
    expect(s.players[0]!.resources.filter((r) => r === 'psionic').length + s.supply.psionic).toBeGreaterThanOrEqual(before);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F1403: defending in battle, Trophies taken are returned for 1 Psionic each; attacking, nothing', () => {
    const s = pacifist(3);
    runFrames(s, setUpFateNow(s, 0, 2));
    emptySlots(s);
    s.players[1]!.supply.ships -= 2;
    s.players[0]!.trophies = [{ owner: 1, piece: 'ship', count: 2 }];
    const psi = s.supply.psionic;
    const ctx = { attacker: 1, defender: 0, system: systemIds(s)[0]!, imperial: false, taken: [{ owner: 1 as const, piece: 'ship', count: 2 }] };
    fx('ARCS-F1403').battleTrophies!(s, 0, { ...ctx, attacker: 0, defender: 1 });
    expect(s.players[0]!.trophies).toHaveLength(1);
    fx('ARCS-F1403').battleTrophies!(s, 0, ctx);
    expect(s.players[0]!.trophies).toEqual([]);
    expect(s.supply.psionic).toBe(psi - 2);
    expect(s.players[0]!.resources.filter((r) => r === 'psionic')).toHaveLength(2);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Pacifist Act II Resolution (ARCS-F1404) and the Court cards (F1405-F1407)', () => {
  it('F1404 completed: Witnesses (02), the Liaisons (05) and Empaths (06-07) scrapped; Witnesses on the map flip to Psionic into the supply', () => {
    const s = pacifist(3);
    runFrames(s, setUpFateNow(s, 0, 2));
    const n = witnesses(s).length;
    const psi = s.supply.psionic;
    runFrames(s, resolveFateNow(s, 0, 2, true));
    expect(s.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F1402', 'ARCS-F1405', 'ARCS-F1406', 'ARCS-F1407']));
    expect(s.campaign!.seats[0]!.playArea).toEqual(['ARCS-F1403']);
    expect(witnesses(s)).toEqual([]);
    expect(s.supply.psionic).toBe(psi + n);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F1404 failed: Witnesses (02) scrapped, the Liaisons and Empaths to the Court deck, Witness tokens scrapped', () => {
    const s = pacifist(3);
    runFrames(s, setUpFateNow(s, 0, 2));
    const psi = s.supply.psionic;
    runFrames(s, resolveFateNow(s, 0, 2, false));
    expect(s.campaign!.scrap).toContain('ARCS-F1402');
    expect(s.courtDeck).toEqual(expect.arrayContaining(['ARCS-F1405', 'ARCS-F1406', 'ARCS-F1407']));
    expect(witnesses(s)).toEqual([]);
    expect(s.supply.psionic).toBe(psi);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F1405 Psionic Liaisons: Copy to influence may gain 1 Psionic; Prelude attaches it to declare Empath (the Advocate\'s Liaisons)', () => {
    const s = pacifist(3);
    expect(fx('ARCS-F1405').onCopy!(s, 0, 'influence')).toEqual([{ k: 'campaign/advocate-gain', seat: 0, card: 'ARCS-F1405', resource: 'psionic' }]);
    expect(fx('ARCS-F1405').onCopy!(s, 0, 'tax')).toEqual([]);
    expect(fx('ARCS-F1405').prelude!.take(s, 0, 'use', menu)).toEqual([{ k: 'campaign/advocate-attach', seat: 0, card: 'ARCS-F1405', ambition: 'empath' }]);
  });

  it('F1406/F1407 Itinerant Empaths: Crisis: the least Power gains Psionic up to its empty slots (ties: each); When Secured: the securer; discarded', () => {
    for (const id of ['ARCS-F1406', 'ARCS-F1407']) {
      const s = pacifist(3);
      emptySlots(s);
      s.players.forEach((p, i) => { p.power = [5, 2, 7][i]!; });
      s.courtDeck.push(id);
      fx(id).crisis!(s, null, roll);
      expect(s.players[1]!.resources.filter((r) => r === 'psionic').length).toBeGreaterThan(0);
      expect(s.players[0]!.resources.filter((r) => r === 'psionic')).toHaveLength(0);
      expect(s.courtDiscard).toContain(id);
      const t = pacifist(3);
      emptySlots(t);
      const before = t.supply.psionic;
      fx(id).whenSecured!(t, 2);
      expect(t.supply.psionic).toBeLessThan(before);
      expect(fx(id).afterSecured).toBe('discard');
      expect(checkInvariants(t)).toEqual([]);
    }
  });
});

describe('Pacifist Act III (ARCS-F1408A setup, F1408B grand ambitions, F1409-F1412)', () => {
  it('F1408A (errata: 09-12): Empathy for All (09), Reconcile (11) and Rebuke (12) in the booklet, the reminder (10) by the map', () => {
    const s = pacifist(3, 3);
    runFrames(s, setUpFateNow(s, 0, 3));
    const booklet = s.campaign!.rulesBooklet.flat();
    expect(booklet).toEqual(expect.arrayContaining(['ARCS-F1409', 'ARCS-F1411', 'ARCS-F1412']));
    expect(s.campaign!.reminders).toContain('ARCS-F1410');
    expect(s.campaign!.seats[0]!.objective).toBe('ARCS-F1408B');
    expect(fateRules(PACIFIST)!.acts).toEqual([2, 3]);
  });

  it('F1408B Demonstrate Nonviolence: no Trophies or Captives (1); Rivals have more Psionic in total (2)', () => {
    const s = pacifist(3, 3);
    runFrames(s, setUpFateNow(s, 0, 3));
    emptySlots(s);
    for (const p of s.players) { p.trophies = []; p.captives = p.captives.map(() => 0); }
    expect(pacifistGrandAmbitions(s, 0)).toBe(1);
    s.players[1]!.resources[0] = 'psionic';
    s.supply.psionic -= 1;
    expect(grandAmbitionsFulfilled(s, 0)).toBe(2);
    s.players[0]!.resources[0] = 'psionic';
    s.supply.psionic -= 1;
    expect(pacifistGrandAmbitions(s, 0)).toBe(1);
    s.players[0]!.trophies = [{ owner: 1, piece: 'ship', count: 1 }];
    expect(pacifistGrandAmbitions(s, 0)).toBe(0);
  });

  it('F1409/F1410 Empathy for All: attacking at a planet whose resource the attacker has provokes that Outrage, after the hits and before the raid', () => {
    const s = pacifist(3, 3);
    runFrames(s, setUpFateNow(s, 0, 3));
    expect(bookletEffects(s).some((e) => e.card === 'ARCS-F1409')).toBe(true);
    const planet = systemIds(s).find((id) => systemDef(id).resource === 'weapon')!;
    emptySlots(s);
    s.players[1]!.resources[0] = 'weapon';
    s.supply.weapon -= 1;
    const fired = withFired(() => runFrames(s, [{ k: 'battle/raid', attacker: 1, defender: 2, system: planet, keys: 0 }]));
    expect(fired.has('ARCS-F1409')).toBe(true);
    expect(s.players[1]!.outrage.map((m) => m.resource)).toContain('weapon');
    expect(s.players[1]!.resources).not.toContain('weapon');
    // Not holding the planet's type: nothing.
    const t = pacifist(3, 3);
    runFrames(t, setUpFateNow(t, 0, 3));
    emptySlots(t);
    runFrames(t, [{ k: 'battle/raid', attacker: 1, defender: 2, system: planet, keys: 0 }]);
    expect(t.players[1]!.outrage).toEqual([]);
  });

  it('F1411 Reconcile with the Outraged: in Summits, Forgive takes a Rival\'s Outrage as a Favor (the Outrage clears, its agent is a Favor)', () => {
    const s = pacifist(3, 3);
    s.players[1]!.outrage = [{ resource: 'fuel', agent: true }];
    s.players[1]!.supply.agents -= 1;
    // Not in the booklet yet: no Forgive.
    expect(itemsFor(s, 'forgive', 1, 0)).toEqual([]);
    runFrames(s, setUpFateNow(s, 0, 3));
    const items = itemsFor(s, 'forgive', 1, 0);
    expect(items).toEqual([{ t: 'outrage', resource: 'fuel' }]);
    expect(itemId(items[0]!)).toBe('outrage:fuel');
    const fired = withFired(() => applyPart(s, { kind: 'forgive', actor: 1, rival: 0, item: items[0]! }));
    expect(fired.has('ARCS-F1411')).toBe(true);
    expect(s.players[1]!.outrage).toEqual([]);
    expect(s.campaign!.seats[0]!.favors?.[1]).toBe(1);
    expect(checkInvariants(s)).toEqual([]);
    // Any seat may Forgive (the card is everyone's rule), not only the Pacifist.
    s.players[0]!.outrage = [{ resource: 'relic', agent: true }];
    s.players[0]!.supply.agents -= 1;
    expect(itemsFor(s, 'forgive', 0, 2)).toEqual([{ t: 'outrage', resource: 'relic' }]);
  });

  it('F1409 Empathy for All: harm by a card effect (Incite Revolt ARCS-F227 destroying Rival ships) at a planet matching a held resource Provokes Outrage of that type', () => {
    let s = pacifist(3, 3);
    s = runFrames(s, setUpFateNow(s, 0, 3));
    emptySlots(s);
    const id = systemIds(s).find((x) => systemDef(x).kind === 'planet' && systemDef(x).resource !== null)!;
    const r = systemDef(id).resource!;
    const st = s.map[id]!;
    st.ships = [];
    st.slots = st.slots.map(() => null);
    st.slots[0] = { owner: 'free', type: 'city', damaged: false };
    setShips(s, id, 2, 0, 2);
    s.players.forEach((p) => (p.title = 'outlaw'));
    s.players[1]!.resources[0] = r;
    s.supply[r] -= 1;
    s.campaign!.seats[1]!.playArea.push('ARCS-F227');
    let t = runFrames(s, cardEffect('ARCS-F227')!.newActions![0]!.start(s, 1));
    t = answer(t, `sys:${id}`);
    expect(t.map[id]!.ships.find((g) => g.owner === 2)?.damaged ?? 0).toBe(0);
    expect(t.players[1]!.outrage.map((m) => m.resource)).toContain(r);
    expect(t.log.map((l) => l.text).join('\n')).toMatch(/Empathy for All/);
  });

  it('F1411: in the Call to Order the caller may Forgive a Rival without consent by giving them a Psionic (they must be able to hold it)', () => {
    let s = pacifist(3, 3);
    s = runFrames(s, setUpFateNow(s, 0, 3));
    emptySlots(s);
    s.players[1]!.outrage = [{ resource: 'fuel', agent: true }];
    s.players[1]!.supply.agents -= 1;
    s.players[2]!.outrage = [{ resource: 'weapon', agent: true }];
    s.players[2]!.supply.agents -= 1;
    const fill = ['material', 'fuel', 'weapon', 'relic', 'material', 'fuel'] as const;
    s.players[2]!.resources = s.players[2]!.resources.map((_, i) => fill[i]!);
    for (const r of s.players[2]!.resources) s.supply[r!] -= 1;
    // No Psionic: not offered.
    let t = runFrames(structuredClone(s), [{ k: 'campaign/summit', caller: 0 } as never]);
    expect(t.decisions[0]?.options.map((o) => o.id) ?? []).not.toContain('reconcile:1:fuel');
    s.players[0]!.resources[0] = 'psionic';
    s.supply.psionic -= 1;
    t = runFrames(s, [{ k: 'campaign/summit', caller: 0 } as never]);
    const ids0 = t.decisions[0]!.options.map((o) => o.id);
    expect(ids0).toContain('reconcile:1:fuel');
    // Seat 2 has no room for the Psionic.
    expect(ids0.some((x) => x.startsWith('reconcile:2'))).toBe(false);
    const fired = withFired(() => { t = answer(t, 'reconcile:1:fuel'); });
    expect(fired.has('ARCS-F1411')).toBe(true);
    expect(t.players[1]!.outrage).toEqual([]);
    expect(t.players[1]!.resources).toContain('psionic');
    expect(t.players[0]!.resources).not.toContain('psionic');
    expect(t.campaign!.seats[0]!.favors?.[1]).toBe(1);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('F1411: "The player who called the Summit may return this Favor now": after the forced Forgive the caller returns the Favor or keeps it', () => {
    let s = pacifist(3, 3);
    s = runFrames(s, setUpFateNow(s, 0, 3));
    emptySlots(s);
    s.players[1]!.outrage = [{ resource: 'fuel', agent: true }, { resource: 'relic', agent: true }];
    s.players[1]!.supply.agents -= 2;
    s.players[0]!.resources[0] = 'psionic';
    s.players[0]!.resources[1] = 'psionic';
    s.supply.psionic -= 2;
    const agents1 = s.players[1]!.supply.agents;
    let t = runFrames(s, [{ k: 'campaign/summit', caller: 0 } as never]);
    t = answer(t, 'reconcile:1:fuel');
    expect(t.decisions[0]!.seat).toBe(0);
    expect(t.decisions[0]!.options.map((o) => o.id)).toEqual(['unfavor', 'keepfavor']);
    expect(t.campaign!.seats[0]!.favors?.[1]).toBe(1);
    // Return it now: the Favor goes back to seat 1's supply.
    t = answer(t, 'unfavor');
    expect(t.campaign!.seats[0]!.favors?.[1] ?? 0).toBe(0);
    expect(t.players[1]!.supply.agents).toBe(agents1 + 1);
    expect(checkInvariants(t)).toEqual([]);
    // Back in the Call to Order: the second Outrage, this time the Favor kept.
    expect(t.decisions[0]!.options.map((o) => o.id)).toContain('reconcile:1:relic');
    t = answer(t, 'reconcile:1:relic');
    t = answer(t, 'keepfavor');
    expect(t.campaign!.seats[0]!.favors?.[1]).toBe(1);
    expect(t.players[1]!.outrage).toEqual([]);
    expect(t.decisions[0]!.options.map((o) => o.id)).toContain('negotiate');
    expect(checkInvariants(t)).toEqual([]);
    // An Outrage with no agent gives no Favor: nothing to return, nothing asked.
    let u = pacifist(3, 3);
    u = runFrames(u, setUpFateNow(u, 0, 3));
    emptySlots(u);
    u.players[1]!.outrage = [{ resource: 'fuel', agent: false }];
    u.players[0]!.resources[0] = 'psionic';
    u.supply.psionic -= 1;
    u = runFrames(u, [{ k: 'campaign/summit', caller: 0 } as never]);
    u = answer(u, 'reconcile:1:fuel');
    expect(u.decisions[0]!.options.map((o) => o.id)).not.toContain('unfavor');
  });

  it('F1412 Rebuke of the Empaths (Edict 60): if Empath is declared, discard resources of your Outrage types; no Psionic Outrage: gain 1 Psionic', () => {
    const s = pacifist(3, 3);
    emptySlots(s);
    s.players[1]!.outrage = [{ resource: 'fuel', agent: false }];
    s.players[1]!.resources[0] = 'fuel';
    s.players[1]!.resources[1] = 'fuel';
    s.supply.fuel -= 2;
    s.players[2]!.outrage = [{ resource: 'psionic', agent: false }];
    fx('ARCS-F1412').edict!(s);
    expect(s.players[1]!.resources.filter((r) => r === 'fuel')).toHaveLength(2); // Empath not declared
    s.ambitions.empath = [s.markers[0]!.id];
    fx('ARCS-F1412').edict!(s);
    expect(s.players[1]!.resources.filter((r) => r === 'fuel')).toHaveLength(0);
    expect(s.players[1]!.resources.filter((r) => r === 'psionic')).toHaveLength(1);
    expect(s.players[2]!.resources.filter((r) => r === 'psionic')).toHaveLength(0);
    expect(s.players[0]!.resources.filter((r) => r === 'psionic')).toHaveLength(1);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('positions keep the Witness tokens and the Witnesses turned Psionic', () => {
    const s = pacifist(3);
    runFrames(s, setUpFateNow(s, 0, 2));
    s.campaign!.witnessPsionic = 1;
    s.supply.psionic += 1;
    const back = importPosition(exportPosition(s));
    expect(back.campaign!.tokens).toEqual(s.campaign!.tokens);
    expect(back.campaign!.witnessPsionic).toBe(1);
  });
});

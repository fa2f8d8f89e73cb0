/**
 * The Warden's Fate Set (ARCS-FATE16; cards.csv has 22 rows: ARCS-FATE16, ARCS-F1601A, ARCS-F1601B,
 * ARCS-F1602 … ARCS-F1616, ARCS-F1617A, ARCS-F1617B, ARCS-F1618, ARCS-F1619): every card's printed
 * text as a scenario, and the FAQ answers for its cards (Lord of the Nth Cluster: Closed Economy /
 * Truce; Warden's Levy: self-hits; Skirmishers: once; Feudal Courts: where the Court token goes).
 * The Fate card ARCS-FATE16 has no rules of its own (its "Replenish your fleet" is F1601A 5).
 *
 * Cards that report `fired` (fired.ts) when they act: F1601A, F1601B, F1602, F1603-F1608 (a Lord's
 * tax), F1610, F1611, F1612, F1613, F1614, F1615, F1616 (as the base cards), F1617A, F1617B
 * (grand ambitions scored), F1618, F1619, F1609 (Seats & Fiefs: a Seat returned when its city is gone; its other
 * rules act through the other cards).
 */
import { describe, expect, it } from 'vitest';
// The engine first (its effect modules load the Fates' cards).
import { answer, clearMap, ids, runFrames, setShips, shipsAt } from './steward-helpers.ts';
import { newGame } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { afterInfluenceFrames, cardEffect, effectHarm, findNewAction, harmTriggers, permits, ransackAllowed, selfHitsLeft } from '../../../../src/engine/effects.ts';
import { taxTargets } from '../../../../src/engine/frames/actions.ts';
import { resolveFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import {
  CLAIMS_OF_NOBILITY, courtTokenOn, fiefsOf, isVassal, lordOf, lordTitle, seatsOnMap, settleSeats, wardenActTwoAdvance, wardenGrandAmbitions, WARDEN,
} from '../../../../src/engine/campaign/fates/warden.ts';
import { secureCard } from '../../../../src/engine/court.ts';
import { becomeOutlaw } from '../../../../src/engine/campaign/empire/titles.ts';
import { checkInvariants, exportPosition, importPosition } from '../../../../src/engine/index.ts';
import { FAQ } from '../../../../src/data/cards.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import type { GameState, Seat } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';

const STEWARD = 'ARCS-FATE01';
const fx = (id: string) => cardEffect(id)!;
const roll: EventRoll = { event: { event: 'crisis', symbol: 'arrow' }, number: 1 };
const logText = (s: GameState) => s.log.map((l) => l.text).join('\n');

/** Seat `seat` is taking its turn. */
function turnOf(s: GameState, seat: Seat): void {
  s.turn = { seat, taxed: [], shipyards: [], work: {}, used: [] } as unknown as GameState['turn'];
}

/** A campaign in Act II where seat 0 takes the Warden (its Act II setup run, the fleet replenished with first options). */
function wardenAct2(players = 2, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => STEWARD) });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  const c = s.campaign!;
  c.act = 2;
  c.seats[0]!.fate = WARDEN;
  c.seats[0]!.playArea = [];
  c.fateDecks.B = c.fateDecks.B.filter((id) => id !== WARDEN);
  // Seat 0 gave up its Steward (the other seats still play theirs: a repeated Fate is one card).
  let t = runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act: 2 }]);
  while (t.decisions.length > 0) t = answer(t, ids(t)[0]!);
  return t;
}

/** A Loyal city of `owner` in `id`'s slot, with `ships` fresh ships there (control). */
function city(s: GameState, id: SystemId, owner: Seat | 'free', slot = 0): void {
  s.map[id]!.slots[slot] = { owner, type: 'city', damaged: false };
}

/** Place the Seat of `id`'s cluster above the city in `slot` (as Claim Fief does). */
function seat(s: GameState, id: SystemId, slot = 0): void {
  const cl = Number(id.split(':')[0]);
  const t = s.campaign!.tokens!.find((x) => x.id === `seat-${cl}`)!;
  t.where = id;
  t.slot = slot;
  settleSeats(s);
}

/** A clean map with cluster 1 in play (tests use clusters 1 and 2 only). */
function clean(s: GameState): void {
  clearMap(s);
}

describe('Warden Act II setup (ARCS-F1601A) and the Fate card (ARCS-FATE16)', () => {
  it('collects the 6 Seat tokens, gains Claims of Nobility, Lord titles to the supply, the two Laws in the booklet, marker at 22, fleet replenished to 8', () => {
    const s = wardenAct2();
    const c = s.campaign!;
    expect(c.seats[0]!.playArea).toEqual([CLAIMS_OF_NOBILITY]);
    expect(c.fateSupply).toEqual(['ARCS-F1603', 'ARCS-F1604', 'ARCS-F1605', 'ARCS-F1606', 'ARCS-F1607', 'ARCS-F1608']);
    expect(c.rulesBooklet.flat()).toEqual(expect.arrayContaining(['ARCS-F1609', 'ARCS-F1610']));
    expect(c.tokens!.filter((t) => t.kind === 'seat').map((t) => t.where)).toEqual(Array(6).fill(WARDEN));
    expect(c.seats[0]!.marker).toBe(22);
    const onMap = Object.values(s.map).reduce((n, st) => n + st!.ships.filter((g) => g.owner === 0).reduce((k, g) => k + g.fresh + g.damaged, 0), 0);
    expect(onMap).toBe(8);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Claims of Nobility (ARCS-F1602)', () => {
  it('Claim Fief (Tax): attaches the card to a Court card, then places a Seat above a Loyal city you control; you become Lord and take the title (F1603)', () => {
    const s = wardenAct2();
    clean(s);
    city(s, '1:arrow', 0);
    setShips(s, '1:arrow', 0, 2);
    turnOf(s, 0);
    const action = findNewAction(s, 0, CLAIMS_OF_NOBILITY, 'claim-fief')!;
    expect(action.replaces).toBe('tax');
    expect(action.can(s, 0)).toBe(true);
    let t = runFrames(s, action.start(s, 0));
    const spot = ids(t)[0]!;
    t = answer(t, spot);
    expect(t.court.some((x) => x.attached?.includes(CLAIMS_OF_NOBILITY))).toBe(true);
    expect(t.campaign!.seats[0]!.playArea).not.toContain(CLAIMS_OF_NOBILITY);
    expect(ids(t)).toContain('city:1:arrow:0');
    t = answer(t, 'city:1:arrow:0');
    expect(lordOf(t, 1)).toBe(0);
    expect(t.campaign!.seats[0]!.playArea).toContain('ARCS-F1603');
    expect(t.campaign!.fateSupply).not.toContain('ARCS-F1603');
  });

  it('"in a cluster with no Seat": a cluster that has a Seat offers no city; Rival-controlled systems offer none', () => {
    const s = wardenAct2();
    clean(s);
    city(s, '1:arrow', 0);
    city(s, '1:crescent', 0);
    setShips(s, '1:arrow', 0, 1);
    setShips(s, '1:crescent', 0, 1);
    city(s, '2:arrow', 0);
    setShips(s, '2:arrow', 1, 3);
    seat(s, '1:arrow');
    let t = runFrames(s, [{ k: 'campaign/warden-claim', seat: 0, phase: 'seat' }]);
    expect(t.decisions).toEqual([]);
    t = runFrames(s, [{ k: 'campaign/warden-claim', seat: 0, phase: 'seat' }]);
    expect(ids(t)).toEqual([]);
  });

  it('Crisis: "The player holding this card must take the Claim Fief action" — a Rival holding it (secured with its Court card) attaches it again', () => {
    const s = wardenAct2();
    const c = s.campaign!;
    c.seats[0]!.playArea = [];
    s.players[1]!.court.push({ id: CLAIMS_OF_NOBILITY, tokens: [] });
    const frames = fx(CLAIMS_OF_NOBILITY).crisis!(s, 1, roll);
    expect(frames).toEqual([{ k: 'campaign/warden-claim', seat: 1, phase: 'attach', forced: true }]);
    let t = runFrames(s, frames);
    t = answer(t, ids(t)[0]!);
    expect(t.players[1]!.court.map((x) => x.id)).not.toContain(CLAIMS_OF_NOBILITY);
    expect(t.court.some((x) => x.attached?.includes(CLAIMS_OF_NOBILITY))).toBe(true);
  });
});

describe('Lord of the Nth Cluster titles (ARCS-F1603 … ARCS-F1608) and Seats & Fiefs (ARCS-F1609)', () => {
  it('F1603-F1608 name clusters 1-6; the Lord is the player whose city has the Seat; Rivals with a Loyal city (or Flagship) there are Vassals', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => lordTitle(n as 1))).toEqual(['ARCS-F1603', 'ARCS-F1604', 'ARCS-F1605', 'ARCS-F1606', 'ARCS-F1607', 'ARCS-F1608']);
    const s = wardenAct2(3);
    clean(s);
    city(s, '2:arrow', 1);
    city(s, '2:hex', 2);
    seat(s, '2:arrow');
    expect(lordOf(s, 2)).toBe(1);
    expect(s.campaign!.seats[1]!.playArea).toContain('ARCS-F1604');
    expect(isVassal(s, 2, 2)).toBe(true);
    expect(isVassal(s, 0, 2)).toBe(false);
    expect(fiefsOf(s, 1)).toEqual([2]);
  });

  it('"You may tax any cities in Cluster N, ignoring control. (Take Captives if you tax cities of your Vassals!)"', () => {
    const s = wardenAct2();
    clean(s);
    city(s, '1:arrow', 0);
    city(s, '1:hex', 1);
    setShips(s, '1:hex', 1, 3);
    seat(s, '1:arrow');
    turnOf(s, 0);
    expect(taxTargets(s, 0).map((x) => x.id)).toContain('1:hex');
    const before = s.players[0]!.captives[1]!;
    let t = runFrames(s, [{ k: 'act/tax', seat: 0 }]);
    t = answer(t, ids(t).find((x) => x.startsWith('city:1:hex'))!);
    expect(t.players[0]!.captives[1]).toBe(before + 1);
  });

  it('FAQ (Closed Economy / Truce): a Regent Lord cannot tax a Regent Vassal\'s city under Imperial control; an Outlaw Lord can', () => {
    expect(FAQ['Lord of the 1st Cluster']!.length).toBeGreaterThan(0);
    const s = wardenAct2();
    clean(s);
    city(s, '1:arrow', 0);
    city(s, '1:hex', 1);
    setShips(s, '1:hex', 'empire', 2);
    seat(s, '1:arrow');
    turnOf(s, 0);
    s.players[0]!.title = 'regent';
    s.players[1]!.title = 'regent';
    expect(taxTargets(s, 0).map((x) => x.id)).not.toContain('1:hex');
    becomeOutlaw(s, 0);
    expect(taxTargets(s, 0).map((x) => x.id)).toContain('1:hex');
  });

  it('"If a city with a Seat is destroyed, return its Seat and matching Lord title card."', () => {
    const s = wardenAct2();
    clean(s);
    city(s, '1:arrow', 1);
    seat(s, '1:arrow');
    expect(s.campaign!.seats[1]!.playArea).toContain('ARCS-F1603');
    s.map['1:arrow']!.slots[0] = null;
    s.players[1]!.boardCities += 1;
    const seen: string[] = [];
    const stop = onFired((_s, id) => seen.push(id));
    fx('ARCS-F1609').cityDestroyed!(s, 0, 1);
    stop();
    expect(seen).toEqual(['ARCS-F1609']);
    expect(lordOf(s, 1)).toBeNull();
    expect(s.campaign!.tokens!.find((x) => x.id === 'seat-1')!.where).toBe(WARDEN);
    expect(s.campaign!.fateSupply).toContain('ARCS-F1603');
  });
});

describe('Feudal Law (ARCS-F1610)', () => {
  it('a Lord harming their Vassal in their Fief Provokes Outrage with all the Fief\'s cities (each type once)', () => {
    const s = wardenAct2();
    clean(s);
    city(s, '1:arrow', 0);
    city(s, '1:hex', 1);
    seat(s, '1:arrow');
    harmTriggers(s, 0, { owner: 1, system: '1:hex' });
    const types = s.players[0]!.outrage.map((m) => m.resource).sort();
    expect(types.length).toBe(new Set(types).size);
    expect(types.length).toBeGreaterThan(0);
    expect(logText(s)).toMatch(/Feudal Law/);
  });

  it('a Vassal harming their Lord does too; harming outside the Fief or a non-Vassal does not', () => {
    const s = wardenAct2();
    clean(s);
    city(s, '1:arrow', 0);
    city(s, '1:hex', 1);
    seat(s, '1:arrow');
    harmTriggers(s, 1, { owner: 0, system: '1:arrow' });
    expect(s.players[1]!.outrage.length).toBeGreaterThan(0);
    harmTriggers(s, 0, { owner: 1, system: '2:arrow' });
    expect(s.players[0]!.outrage).toEqual([]);
  });

  it('"Vassals do not Provoke Outrage if they destroy a Rival Vassal\'s city in the Fief"', () => {
    const s = wardenAct2(3);
    clean(s);
    city(s, '1:arrow', 0);
    city(s, '1:hex', 1);
    city(s, '1:crescent', 2);
    seat(s, '1:arrow');
    expect(fx('ARCS-F1610').cityOutrageExcused!(s, 1, 2, '1:crescent')).toBe(true);
    expect(fx('ARCS-F1610').cityOutrageExcused!(s, 0, 2, '1:crescent')).toBe(false);
    // As the city/destroyed frame runs it: no Outrage.
    s.map['1:crescent']!.slots[0] = null;
    s.players[2]!.boardCities += 1;
    runFrames(s, [{ k: 'city/destroyed', destroyer: 1, owner: 2, resource: 'fuel', system: '1:crescent' }]);
    expect(s.players[1]!.outrage).toEqual([]);
  });
});

describe('Feudal Law (ARCS-F1610): harm by a card effect (campaign p.27: hit, damage, destroy), not only by battle', () => {
  it('a Lord destroying their Vassal\'s ships in the Fief by a card (Incite Revolt, ARCS-F227) Provokes Outrage with all the Fief\'s cities', () => {
    const s = wardenAct2();
    clean(s);
    for (const p of s.players) p.title = 'outlaw';
    city(s, '1:arrow', 0);
    city(s, '1:hex', 1);
    city(s, '1:crescent', 'free');
    seat(s, '1:arrow');
    expect(isVassal(s, 1, 1)).toBe(true);
    setShips(s, '1:crescent', 1, 0, 2);
    s.campaign!.seats[0]!.playArea.push('ARCS-F227');
    let t = runFrames(s, fx('ARCS-F227').newActions![0]!.start(s, 0));
    t = answer(t, 'sys:1:crescent');
    expect(shipsAt(t, '1:crescent', 1)).toEqual({ fresh: 0, damaged: 0 });
    const types = t.players[0]!.outrage.map((m) => m.resource).sort();
    expect(types.length).toBeGreaterThan(0);
    expect(types.length).toBe(new Set(types).size);
    expect(logText(t)).toMatch(/Feudal Law: .* harms their Vassal/);
  });

  it('the same card harm outside the Fief (or of a non-Vassal) Provokes nothing; effectHarm ignores one\'s own pieces and Blight', () => {
    const s = wardenAct2();
    clean(s);
    for (const p of s.players) p.title = 'outlaw';
    city(s, '1:arrow', 0);
    city(s, '1:hex', 1);
    city(s, '2:crescent', 'free');
    seat(s, '1:arrow');
    setShips(s, '2:crescent', 1, 0, 2);
    s.campaign!.seats[0]!.playArea.push('ARCS-F227');
    let t = runFrames(s, fx('ARCS-F227').newActions![0]!.start(s, 0));
    t = answer(t, 'sys:2:crescent');
    expect(shipsAt(t, '2:crescent', 1)).toEqual({ fresh: 0, damaged: 0 });
    expect(t.players[0]!.outrage).toEqual([]);
    effectHarm(t, 0, { owner: 0, system: '1:arrow' });
    effectHarm(t, 0, { owner: 'blight', system: '1:hex' });
    expect(t.players[0]!.outrage).toEqual([]);
    effectHarm(t, 1, { owner: 0, system: '1:arrow', piece: 'city' });
    expect(t.players[1]!.outrage.length).toBeGreaterThan(0);
  });
});

describe('Warden Act II objective (ARCS-F1601B)', () => {
  it('advance 2 per Seat controlled and 1 per city in all Fiefs you are Lord of (Free cities and Seat cities included)', () => {
    const s = wardenAct2();
    clean(s);
    city(s, '1:arrow', 0);
    city(s, '1:hex', 'free');
    city(s, '1:crescent', 1);
    setShips(s, '1:arrow', 0, 2);
    seat(s, '1:arrow');
    expect(wardenActTwoAdvance(s, 0)).toBe(2 + 3);
    const before = s.campaign!.seats[0]!.marker!;
    fx('ARCS-F1601B').ambitionsScored!(s, 0, []);
    expect(s.campaign!.seats[0]!.marker).toBe(before - 5);
  });
});

describe('Warden Act II Resolution (ARCS-F1611)', () => {
  it('completed: gains Warden\'s Levy, the Feast Days to the Court deck, Skirmishers and Sworn Guardians scrapped', () => {
    const s = wardenAct2();
    const t = runFrames(s, resolveFateNow(s, 0, 2, true));
    const c = t.campaign!;
    expect(c.seats[0]!.playArea).toContain('ARCS-F1612');
    expect(t.courtDeck).toEqual(expect.arrayContaining(['ARCS-F1613', 'ARCS-F1614']));
    expect(c.scrap).toEqual(expect.arrayContaining(['ARCS-F1615', 'ARCS-F1616']));
  });

  it('failed: Claims of Nobility and the Seats not on the map scrapped with their Lord titles; Skirmishers and Sworn Guardians to the Court deck', () => {
    const s = wardenAct2();
    clean(s);
    city(s, '1:arrow', 0);
    seat(s, '1:arrow');
    const t = runFrames(s, resolveFateNow(s, 0, 2, false));
    const c = t.campaign!;
    expect(c.tokens!.filter((x) => x.kind === 'seat').map((x) => x.id)).toEqual(['seat-1']);
    expect(c.scrap).toEqual(expect.arrayContaining([CLAIMS_OF_NOBILITY, 'ARCS-F1604', 'ARCS-F1608', 'ARCS-F1612', 'ARCS-F1613', 'ARCS-F1614']));
    expect(c.scrap).not.toContain('ARCS-F1603');
    expect(c.seats[0]!.playArea).toContain('ARCS-F1603');
    expect(t.courtDeck).toEqual(expect.arrayContaining(['ARCS-F1615', 'ARCS-F1616']));
  });
});

describe('Warden\'s Levy (ARCS-F1612)', () => {
  it('Levy (Tax): 1 ship from a Vassal\'s supply, at most 1 per Fief where you are their Lord', () => {
    const s = wardenAct2();
    clean(s);
    city(s, '1:arrow', 0);
    city(s, '1:hex', 1);
    seat(s, '1:arrow');
    s.campaign!.seats[0]!.playArea.push('ARCS-F1612');
    const action = findNewAction(s, 0, 'ARCS-F1612', 'levy')!;
    expect(action.can(s, 0)).toBe(true);
    const ships = s.players[1]!.supply.ships;
    let t = runFrames(s, action.start(s, 0));
    t = answer(t, ids(t)[0]!);
    expect(t.campaign!.levy).toEqual([0, 1]);
    expect(t.players[1]!.supply.ships).toBe(ships - 1);
    expect(action.can(t, 0)).toBe(false);
  });

  it('FAQ: the ships on the card take the self-hits (flame icons and intercept) first, 2 per ship, and come back to the card', () => {
    const s = wardenAct2();
    s.campaign!.seats[0]!.playArea.push('ARCS-F1612');
    s.campaign!.levy = [0, 1];
    expect(selfHitsLeft(s, 0, 3)).toBe(1);
    expect(selfHitsLeft(s, 1, 3)).toBe(3);
    expect(s.campaign!.levy).toEqual([0, 1]);
  });
});

describe('Feast Day (ARCS-F1613, ARCS-F1614)', () => {
  for (const id of ['ARCS-F1613', 'ARCS-F1614']) {
    it(`${id}: while in the Court, players cannot harm each other in Fiefs`, () => {
      const s = wardenAct2();
      clean(s);
      city(s, '1:arrow', 0);
      city(s, '1:hex', 1);
      seat(s, '1:arrow');
      expect(permits(s, 1, { t: 'harm', owner: 0, system: '1:arrow' })).toBe(true);
      s.court.push({ card: id, agents: s.players.map(() => 0) });
      expect(permits(s, 1, { t: 'harm', owner: 0, system: '1:arrow' })).toBe(false);
      expect(permits(s, 1, { t: 'harm', owner: 0, system: '2:arrow' })).toBe(true);
      expect(permits(s, 1, { t: 'harm', owner: 'empire', system: '1:arrow' })).toBe(true);
    });

    it(`${id}: Crisis scraps the card and the agents on it`, () => {
      const s = wardenAct2();
      s.court.push({ card: id, agents: [2, 1] });
      s.players[0]!.supply.agents -= 2;
      s.players[1]!.supply.agents -= 1;
      fx(id).crisis!(s, null, roll);
      expect(s.campaign!.scrap).toContain(id);
      expect(s.campaign!.scrappedAgents).toEqual([2, 1]);
      expect(checkInvariants(s)).toEqual([]);
    });

    it(`${id}: When Secured, replace 1 Rival city that has a Seat with a Loyal city (you become its Lord); the card is buried`, () => {
      const s = wardenAct2();
      clean(s);
      city(s, '1:arrow', 1);
      seat(s, '1:arrow');
      s.court.push({ card: id, agents: [1, 0] });
      let t = runFrames(s, secureCard(s, 0, s.court.length - 1, { ransack: false }));
      expect(ids(t)).toContain('city:1:arrow:0');
      t = answer(t, 'city:1:arrow:0');
      expect(lordOf(t, 1)).toBe(0);
      expect(t.campaign!.seats[0]!.playArea).toContain('ARCS-F1603');
      expect(t.courtDeck[t.courtDeck.length - 1]).toBe(id);
    });
  }
});

describe('Skirmishers (ARCS-F1615) and Sworn Guardians (ARCS-F1616)', () => {
  it('F1615 is the base Skirmishers: reroll after rolling (FAQ: once), Prelude places 3 ships', () => {
    expect(FAQ['Skirmishers']!.some((f) => /only once/i.test(f.a))).toBe(true);
    expect(fx('ARCS-F1615').afterRoll).toBeTypeOf('function');
    expect(fx('ARCS-F1615').prelude).toBeDefined();
  });

  it('F1616: Rivals cannot steal your resources and other Guild cards; stolen, it is buried', () => {
    const s = wardenAct2();
    s.players[0]!.court.push({ id: 'ARCS-F1616', tokens: [] });
    expect(permits(s, 1, { t: 'steal', victim: 0, thing: { resource: true } })).toBe(false);
    expect(fx('ARCS-F1616').buryWhenStolen).toBe(true);
  });
});

describe('Warden Act III (ARCS-F1617A setup, ARCS-F1617B grand ambitions)', () => {
  it('setup adds Feudal Courts (18) and Lords Gain Power (19) to the booklet', () => {
    const s = wardenAct2();
    s.campaign!.act = 3;
    const t = runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act: 3 }]);
    expect(t.campaign!.rulesBooklet.flat()).toEqual(expect.arrayContaining(['ARCS-F1618', 'ARCS-F1619']));
    expect(t.campaign!.seats[0]!.marker).toBeNull();
  });

  it('"Return to the Old Ways": Lord of more Fiefs than each Rival; more Seats controlled than the current chapter', () => {
    const s = wardenAct2();
    clean(s);
    s.campaign!.act = 3;
    s.chapter = 1;
    city(s, '1:arrow', 0);
    city(s, '2:arrow', 0);
    setShips(s, '1:arrow', 0, 1);
    setShips(s, '2:arrow', 0, 1);
    seat(s, '1:arrow');
    seat(s, '2:arrow');
    expect(wardenGrandAmbitions(s, 0)).toBe(2);
    s.chapter = 2;
    expect(wardenGrandAmbitions(s, 0)).toBe(1);
    city(s, '3:arrow', 1);
    city(s, '4:arrow', 1);
    seat(s, '3:arrow');
    seat(s, '4:arrow');
    expect(wardenGrandAmbitions(s, 0)).toBe(0);
  });
});

describe('Feudal Courts (ARCS-F1618) and Lords Gain Power (ARCS-F1619)', () => {
  function act3(): GameState {
    const s = wardenAct2(3);
    clean(s);
    s.campaign!.act = 3;
    s.campaign!.rulesBooklet.push(['ARCS-F1618'], ['ARCS-F1619']);
    city(s, '1:arrow', 0);
    city(s, '1:hex', 1);
    seat(s, '1:arrow');
    return s;
  }

  it('influencing an empty card, a Lord or Vassal may place the Fief\'s Court token; then only that Fief\'s Lord and Vassals may influence or secure it', () => {
    const s = act3();
    const i = s.court.findIndex((x) => x.card !== 'ARCS-AID01' && x.agents.every((n) => n === 0));
    const id = s.court[i]!.card;
    s.court[i]!.agents[1] = 1;
    let t = runFrames(s, afterInfluenceFrames(s, 1, i, true));
    expect(ids(t)).toContain('fief:1');
    t = answer(t, 'fief:1');
    expect(courtTokenOn(t, id)).toBe(1);
    expect(permits(t, 2, { t: 'influence', card: id })).toBe(false);
    expect(permits(t, 0, { t: 'influence', card: id })).toBe(true);
    expect(permits(t, 2, { t: 'secure', card: id })).toBe(false);
  });

  it('a Lord securing it returns the Court token and the Vassals\' agents; FAQ: a Vassal securing it keeps the token on the refilled card', () => {
    expect(FAQ['Feudal Courts']!.length).toBeGreaterThan(0);
    const s = act3();
    const i = s.court.findIndex((x) => x.card !== 'ARCS-AID01');
    const id = s.court[i]!.card;
    (s.campaign!.tokens ??= []).push({ id: 'court-1', kind: 'court', where: id });
    s.court[i]!.agents = [2, 1, 0];
    s.players[0]!.supply.agents -= 2;
    s.players[1]!.supply.agents -= 1;
    const vassalAgents = s.players[1]!.supply.agents;
    runFrames(s, secureCard(s, 0, i, { ransack: false }));
    expect(s.campaign!.tokens?.some((x) => x.id === 'court-1') ?? false).toBe(false);
    expect(s.players[1]!.supply.agents).toBe(vassalAgents + 1);
    expect(s.players[0]!.captives[1]).toBe(0);

    const v = act3();
    const j = v.court.findIndex((x) => x.card !== 'ARCS-AID01');
    (v.campaign!.tokens ??= []).push({ id: 'court-1', kind: 'court', where: v.court[j]!.card });
    v.court[j]!.agents = [0, 1, 0];
    v.players[1]!.supply.agents -= 1;
    runFrames(v, secureCard(v, 1, j, { ransack: false }));
    const refilled = v.court[j]?.card;
    if (refilled) expect(courtTokenOn(v, refilled)).toBe(1);
  });

  it('Ransack: a card with a Court token only after destroying a city in its Fief', () => {
    const s = act3();
    const id = s.court.find((x) => x.card !== 'ARCS-AID01')!.card;
    (s.campaign!.tokens ??= []).push({ id: 'court-1', kind: 'court', where: id });
    expect(ransackAllowed(s, 2, id, '2:arrow')).toBe(false);
    expect(ransackAllowed(s, 2, id, '1:hex')).toBe(true);
  });

  it('Lords Gain Power (Edict 80): each Fief\'s Lord gains 3 Power, then may influence or secure the card with its Court token', () => {
    const s = act3();
    const id = s.court.find((x) => x.card !== 'ARCS-AID01')!.card;
    (s.campaign!.tokens ??= []).push({ id: 'court-1', kind: 'court', where: id });
    const power = s.players[0]!.power;
    let t = runFrames(s, fx('ARCS-F1619').edict!(s));
    expect(t.players[0]!.power).toBe(power + 3);
    expect(ids(t)).toEqual(['influence', 'no']);
    t = answer(t, 'influence');
    expect(t.court.find((x) => x.card === id)!.agents[0]).toBe(1);
    expect(seatsOnMap(t)).toEqual([{ cluster: 1, system: '1:arrow', slot: 0, lord: 0 }]);
  });
});

describe('Warden positions (docs/position-format.md, The Warden)', () => {
  it('a Seat token on the map (with its slot), a Court token and Levy ships export and import unchanged; a Seat on the map without a slot is refused', () => {
    const s = wardenAct2();
    // One of the Warden's own cities from Act I setup.
    const id = (Object.keys(s.map) as SystemId[]).find((x) => s.map[x]!.slots.some((b) => b?.type === 'city' && b.owner === 0))!;
    const slot = s.map[id]!.slots.findIndex((b) => b?.type === 'city' && b.owner === 0);
    const cl = Number(id.split(':')[0]);
    const t = s.campaign!.tokens!.find((x) => x.id === `seat-${cl}`)!;
    t.where = id;
    t.slot = slot;
    settleSeats(s);
    const card = s.court.find((x) => x.card !== 'ARCS-AID01')!.card;
    s.campaign!.tokens!.push({ id: 'court-2', kind: 'court', where: card });
    s.campaign!.levy = [0, 1];
    s.players[1]!.supply.ships -= 1;
    expect(checkInvariants(s)).toEqual([]);
    const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as Record<string, unknown>;
    const p = json(exportPosition(s));
    const back = importPosition(json(p));
    expect(json(exportPosition(back))).toEqual(p);
    expect(back.campaign!.tokens!.find((x) => x.id === `seat-${cl}`)).toEqual({ id: `seat-${cl}`, kind: 'seat', owner: 0, where: id, slot });
    expect(back.campaign!.levy).toEqual([0, 1]);
    const bad = json(p) as { campaign: { tokens: { id: string; slot?: number }[] } };
    delete bad.campaign.tokens.find((x) => x.id === `seat-${cl}`)!.slot;
    expect(() => importPosition(bad)).toThrow(/slot/);
  });
});

describe('Warden ships on the map (sanity for the helpers)', () => {
  it('shipsAt reads what setShips wrote', () => {
    const s = wardenAct2();
    setShips(s, '1:arrow', 0, 3);
    expect(shipsAt(s, '1:arrow', 0).fresh).toBe(3);
  });
});

/**
 * Blighted Reach campaign, Act I Setup (campaign rulebook, seeds/002_…: "Act I Setup", 1. Set Up
 * Table A-Q, 2. Set Up Players A-K; letters as in src/data/campaign/procedures.ts).
 */
import { STATE_VERSION } from '../../../src/engine/versions.ts';
import { describe, expect, it } from 'vitest';
import { apply, newGame, SetupError, viewFor } from '../../../src/engine/index.ts';
import { newCampaign } from '../../../src/engine/campaign/setup.ts';
import { fateSetup, FATE_SETUPS } from '../../../src/engine/campaign/fates/setups.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import { playRandom } from '../../../src/engine/random-play.ts';
import { actionDeckFor } from '../../../src/data/action-cards.ts';
import { CAMPAIGN_COURT_IDS } from '../../../src/data/campaign/cards.ts';
import { SYSTEMS, type SystemId } from '../../../src/data/map.ts';
import { say } from '../../../src/text/say.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { expectDecision, play } from '../helpers.ts';
// The wording rules of test/text (importing that file also registers its tests here; they are quick).
import { wordingProblems } from '../../text/wording.ts';
import { CAMPAIGN } from '../../../src/text/en/campaign.ts';

const STEWARDS = (n: number) => Array.from({ length: n }, () => 'ARCS-FATE01');
const campaign = (players: number, extra: { seed?: number; riggedDice?: number[] } = {}) =>
  newGame({ players, seed: extra.seed ?? 1, campaign: true, fates: STEWARDS(players), ...(extra.riggedDice ? { riggedDice: extra.riggedDice } : {}) });
/** Fates whose Act I setup the engine carries (a test deck; only the Steward is dealt in real games). */
const TEST_DECK = ['ARCS-FATE01', 'ARCS-FATE02', 'ARCS-FATE03', 'ARCS-FATE04', 'ARCS-FATE06', 'ARCS-FATE07'];
/** A campaign dealt from TEST_DECK (2 or 3 players: 4 players need 8 Fates). */
const dealt = (players: number, seed = 1, riggedDice: number[] = []) => newCampaign({ players, seed, campaign: true, riggedDice }, { dealFrom: TEST_DECK });

const cluster = (id: SystemId) => SYSTEMS.find((d) => d.id === id)!.cluster;
const group = (s: GameState, id: SystemId, owner: number | string) => s.map[id]!.ships.find((g) => g.owner === owner);
const allActionCards = (s: GameState) => [...s.actionDeck, ...s.actionDiscard, ...s.players.flatMap((p) => p.hand)];
/** Play the placements (G-H) with the first option each time. */
function placeAll(s: GameState): GameState {
  let cur = s;
  while (cur.decisions[0]?.kind === 'campaign/place') cur = play(cur, cur.decisions[0].options[0]!.id);
  return cur;
}
function setupError(f: () => unknown): SetupError {
  try {
    f();
  } catch (e) {
    if (e instanceof SetupError) return e;
    throw e;
  }
  throw new Error('no SetupError');
}

describe('Act I Setup, 1. Set Up Table', () => {
  it('A: no setup card and no out-of-play clusters: the whole map is in play; campaign state only in campaign games', () => {
    const s = campaign(3);
    expect(s.options).toEqual({ players: 3, setup: null, leadersAndLore: false, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01', 'ARCS-FATE01'], rulesVersion: STATE_VERSION });
    expect(s.outOfPlay).toEqual([]);
    expect(Object.keys(s.map)).toHaveLength(24);
    expect(s.campaign!.act).toBe(1);
    const base = newGame({ players: 3, seed: 1 });
    expect('campaign' in base).toBe(false);
    expect('campaign' in base.options).toBe(false);
    expect('neutral' in base).toBe(false);
  });

  it.each([[2, 20, 2], [3, 20, 2], [4, 28, 3]])('C-E: %i players: %i numbered action cards and %i Event cards', (n, numbered, events) => {
    const cards = allActionCards(campaign(n));
    expect(cards).toHaveLength(numbered + events);
    expect(cards.filter((c) => c.startsWith('EVT')).sort()).toEqual(['EVT1', 'EVT2', 'EVT3'].slice(0, events));
    expect(cards.filter((c) => !c.startsWith('EVT')).sort()).toEqual([...actionDeckFor(n)].sort());
  });

  it('F-H: ambition markers on their lower sides, chapter tile on "Act I & II", chapter marker on 1, no ambition declared', () => {
    const s = campaign(2);
    expect(s.markers.every((m) => !m.flipped)).toBe(true);
    expect(s.campaign!.chapterTile).toBe('acts-1-2');
    expect(s.chapter).toBe(1);
    expect(Object.values(s.ambitions).flat()).toEqual([]);
  });

  it.each([[2, 3], [3, 4], [4, 4]])('I-K: %i players: the Imperial Council (In Session) leftmost, then %i campaign Court cards; lore only in the deck', (n, dealtCards) => {
    for (let seed = 0; seed < 10; seed++) {
      const s = campaign(n, { seed });
      expect(s.court[0]!.card).toBe('ARCS-AID01');
      expect(s.campaign!.council).toBe('in-session');
      const row = s.court.slice(1).map((c) => c.card);
      expect(row).toHaveLength(dealtCards);
      for (const c of row) expect(CAMPAIGN_COURT_IDS).toContain(c);
      // J: 1 lore card per player, shuffled into the deck after the deal.
      expect(s.courtDeck.filter((c) => /^ARCS-L\d\d$/.test(c))).toHaveLength(n);
      expect(s.courtDeck).toHaveLength(15 - dealtCards + n);
      expect([...row, ...s.courtDeck].filter((c) => CAMPAIGN_COURT_IDS.includes(c)).sort()).toEqual([...CAMPAIGN_COURT_IDS].sort());
      expect([...row, ...s.courtDeck].some((c) => c.startsWith('ARCS-BC'))).toBe(false);
    }
  });

  it('L-M: 2 players: Guild Envoys Depart in the first slot; the three Govern cards shuffled into the next slot', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const two = campaign(2, { seed });
      expect(two.campaign!.rulesBooklet[0]).toEqual(['ARCS-AID02']);
      expect([...two.campaign!.rulesBooklet[1]!].sort()).toEqual(['ARCS-AID03', 'ARCS-AID04', 'ARCS-AID05']);
      expect(two.campaign!.rulesBooklet).toHaveLength(2);
      const three = campaign(3, { seed });
      expect(three.campaign!.rulesBooklet).toHaveLength(1);
      expect([...three.campaign!.rulesBooklet[0]!].sort()).toEqual(['ARCS-AID03', 'ARCS-AID04', 'ARCS-AID05']);
      orders.add(two.campaign!.rulesBooklet[1]![0]!);
    }
    // The policy on top differs between games (the cards are shuffled).
    expect(orders.size).toBe(3);
  });

  it('N: the number die: the rolled cluster and the next clockwise get 1 Imperial ship in each system (6 → 6 and 1)', () => {
    for (const [face, clusters] of [[0, [1, 2]], [2, [3, 4]], [5, [6, 1]]] as const) {
      const s = campaign(3, { riggedDice: [face, 0] });
      expect(s.campaign!.rolls!.number).toBe(face + 1);
      expect(s.campaign!.imperialClusters).toEqual(clusters);
      for (const d of SYSTEMS) {
        const g = group(s, d.id, 'empire');
        if ((clusters as readonly number[]).includes(d.cluster)) expect(g).toMatchObject({ fresh: 1, damaged: 0 });
        else expect(g).toBeUndefined();
      }
      expect(s.neutral!.empire.ships).toBe(15 - 8);
    }
  });

  it('O: the event die: 1 Free city on each planet of the rolled symbol outside the Imperial clusters', () => {
    // Number die 1 (clusters 1, 2); event die face 1: a starburst with the crescent.
    const s = campaign(2, { riggedDice: [0, 1] });
    expect(s.campaign!.rolls!.event).toEqual({ event: 'crisis', symbol: 'crescent' });
    for (const d of SYSTEMS) {
      if (d.kind !== 'planet' || [1, 2].includes(d.cluster)) continue;
      const free = s.map[d.id]!.slots.filter((b) => b?.owner === 'free').length;
      expect(free, d.id).toBe(d.symbol === 'crescent' ? 1 : 0);
    }
    // Step I filled the Imperial planets' empty slots later; O placed 4 (clusters 3-6).
    const outside = SYSTEMS.filter((d) => ![1, 2].includes(d.cluster)).flatMap((d) => s.map[d.id]!.slots).filter((b) => b?.owner === 'free');
    expect(outside).toHaveLength(4);
  });

  it('P: 1 damaged Blight in each system outside the Imperial clusters, none inside', () => {
    const s = campaign(4, { riggedDice: [3, 4] });
    for (const d of SYSTEMS) {
      const g = group(s, d.id, 'blight');
      if ([4, 5].includes(d.cluster)) expect(g).toBeUndefined();
      else expect(g).toEqual({ owner: 'blight', fresh: 0, damaged: 1 });
    }
    expect(s.neutral!.blight.blight).toBe(24 - 16);
  });

  it('Q: 2 players: the resources of the Imperial clusters\' planets stand on the ambition boxes; not with 3', () => {
    // Clusters 1 and 2: weapon, fuel, material; psionic, weapon, relic.
    const s = campaign(2, { riggedDice: [0, 0] });
    expect(s.phantom).toEqual({ material: 1, fuel: 1, weapon: 2, relic: 1, psionic: 1 });
    const held = s.players.flatMap((p) => p.resources).filter((r) => r !== null);
    for (const r of ['material', 'fuel', 'weapon', 'relic', 'psionic'] as const) {
      expect(s.supply[r] + s.phantom![r] + held.filter((x) => x === r).length).toBe(5);
    }
    expect(campaign(3, { riggedDice: [0, 0] }).phantom).toBeNull();
  });
});

describe('Act I Setup, 2. Set Up Players', () => {
  it('B: "fates" names one Fate per seat (repeats allowed): no deal, no choice; placements come first', () => {
    const s = campaign(2);
    expectDecision(s, 'campaign/place', 0);
    expect(s.campaign!.seats.map((x) => x.fate)).toEqual(['ARCS-FATE01', 'ARCS-FATE01']);
  });

  it('B: a campaign is dealt from the implemented "A" Fates (all 8: issue 15), refused when too few could be dealt; bad "fates" are refused', () => {
    expect(newGame({ players: 4, seed: 1, campaign: true }).decisions.map((d) => d.kind)).toEqual(['campaign/fates', 'campaign/fates', 'campaign/fates', 'campaign/fates']);
    expect(setupError(() => newCampaign({ players: 3, seed: 1, campaign: true }, { dealFrom: ['ARCS-FATE01', 'ARCS-FATE02', 'ARCS-FATE03', 'ARCS-FATE04', 'ARCS-FATE05'] })).code).toBe('setup/fates-unavailable');
    expect(setupError(() => newGame({ players: 2, seed: 1, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE09'] })).message).toMatch(/"B" Fate/);
    expect(setupError(() => newGame({ players: 2, seed: 1, campaign: true, fates: ['ARCS-FATE01'] })).message).toMatch(/one Fate card id per player/);
    expect(setupError(() => newGame({ players: 2, seed: 1, campaign: true, fates: ['ARCS-FATE01', 'X'] })).message).toMatch(/Unknown Fate/);
    expect(setupError(() => newGame({ players: 2, seed: 1, campaign: true, fates: STEWARDS(2), setup: '2p-frontiers' })).message).toMatch(/no setup card/);
    expect(setupError(() => newGame({ players: 2, seed: 1, campaign: true, fates: STEWARDS(2), leadersAndLore: true })).message).toMatch(/Leaders & Lore/);
    expect(setupError(() => newGame({ players: 2, seed: 1, fates: STEWARDS(2) })).message).toMatch(/campaign option/);
    expect(setupError(() => newGame({ players: 2, seed: 1, campaign: true, fates: STEWARDS(2), riggedDice: [6] })).message).toMatch(/0-5/);
  });

  it('B: every seat draws 2 "A" Fates and chooses secretly, all at once; nobody sees another\'s Fates or choice until all are in', () => {
    let s = dealt(2, 4);
    expect(s.decisions.map((d) => [d.seat, d.kind, d.secret, d.options.length])).toEqual([[0, 'campaign/fates', true, 2], [1, 'campaign/fates', true, 2]]);
    const mine = s.decisions.map((d) => d.options.map((o) => o.id.slice('fate:'.length)));
    // 4 distinct Fates drawn from the deck.
    expect(new Set(mine.flat()).size).toBe(4);
    expect(say(s.decisions[0]!.options[0]!.label, s)).toMatch(/^(Steward|Founder|Magnate|Advocate|Partisan)$/);
    const text = (seat: number | null) => JSON.stringify(viewFor(s, seat));
    // Seat 1 and the public never see seat 0's drawn Fates; seat 0 sees its own.
    for (const id of mine[0]!) {
      expect(text(1)).not.toContain(id);
      expect(text(null)).not.toContain(id);
      expect(text(0)).toContain(id);
    }
    expect(viewFor(s, 0).campaign!.ownFateChoice).toEqual({ drawn: mine[0], chosen: null });
    expect(viewFor(s, 1).decisions[0]).not.toHaveProperty('options');
    expect(viewFor(s, 0).campaign).not.toHaveProperty('fateDecks');

    // Seat 1 answers first; seat 0's decision stays open with the same openedAt.
    const openedAt0 = s.decisions[0]!.openedAt;
    const r1 = apply(s, { t: 'answer', seat: 1, choice: `fate:${mine[1]![1]}` });
    if (!r1.ok) throw new Error(r1.error.message);
    expect(r1.revealed).toBe(false);
    s = r1.state;
    expect(s.decisions.map((d) => [d.seat, d.openedAt])).toEqual([[0, openedAt0]]);
    expect(s.log.at(-1)!.text).toBe('Blue has chosen a Fate.');
    // Seat 1's choice is hidden from seat 0 and the public; seat 1 sees it.
    expect(text(0)).not.toContain(mine[1]![1]);
    expect(text(null)).not.toContain(mine[1]![1]);
    expect(viewFor(s, 1).campaign!.ownFateChoice!.chosen).toBe(mine[1]![1]);
    expect(s.campaign!.seats.map((x) => x.fate)).toEqual([null, null]);
    // Seat 1 cannot answer twice.
    expect(apply(s, { t: 'answer', seat: 1, choice: `fate:${mine[1]![0]}` })).toMatchObject({ ok: false, error: { code: 'rule/not-your-decision' } });
    // Not one of your drawn Fates.
    expect(apply(s, { t: 'answer', seat: 0, choice: `fate:${mine[1]![0]}` })).toMatchObject({ ok: false, error: { code: 'rule/illegal-choice' } });

    // The last answer reveals everything together.
    const r0 = apply(s, { t: 'answer', seat: 0, choice: `fate:${mine[0]![0]}` });
    if (!r0.ok) throw new Error(r0.error.message);
    expect(r0.revealed).toBe(true);
    s = r0.state;
    expect(s.campaign!.seats.map((x) => x.fate)).toEqual([mine[0]![0], mine[1]![1]]);
    expect(viewFor(s, null).campaign!.seats.map((x) => x.fate)).toEqual([mine[0]![0], mine[1]![1]]);
    // The Fates not chosen go back to the "A" Fates, unseen: 8 - 2 in the deck.
    expect(s.campaign!.fateDecks.A).toHaveLength(6);
    expect(s.campaign!.fateDecks.A).toContain(mine[0]![1]);
    expect(viewFor(s, 0).campaign!.fateDeckCounts).toEqual({ A: 6, B: 8, C: 8 });
    expect(text(1)).not.toContain(mine[0]![1]);
    expectDecision(s, 'campaign/place', 0);
  });

  it('C-D: Steward\'s Act I setup: Imperial Authority and Dealmakers in the play area, objective side up, marker on 20/17/14', () => {
    for (const [n, start] of [[2, 20], [3, 17], [4, 14]] as const) {
      const s = campaign(n);
      for (const seat of s.campaign!.seats) {
        expect(seat.playArea).toEqual(['ARCS-F102', 'ARCS-F103']);
        expect(seat.objective).toBe('ARCS-F101B');
        expect(seat.marker).toBe(start);
      }
    }
  });

  it('C: the Fates whose Act I setups are carried out move exactly the cards their setup card names', () => {
    // In Fate order (the registry lists modules in any order).
    expect([...FATE_SETUPS].sort((a, b) => a.cardId.localeCompare(b.cardId)).map((f) => [f.cardId, fateSetup(f.cardId, 1, 3).playArea, fateSetup(f.cardId, 1, 3).other.length])).toEqual([
      ['ARCS-FATE01', ['ARCS-F102', 'ARCS-F103'], 0],
      ['ARCS-FATE02', ['ARCS-F202'], 0],
      ['ARCS-FATE03', ['ARCS-F302'], 0],
      ['ARCS-FATE04', ['ARCS-F402', 'ARCS-F403'], 0],
      ['ARCS-FATE05', ['ARCS-F502', 'ARCS-F503', 'ARCS-F504'], 0],
      ['ARCS-FATE06', ['ARCS-F602', 'ARCS-F603'], 0],
      ['ARCS-FATE07', ['ARCS-F702'], 0],
      // Believer: the Faithful stack is its other step.
      ['ARCS-FATE08', ['ARCS-F802', 'ARCS-F803'], 1],
    ]);
    expect(fateSetup('ARCS-FATE07', 1, 2).rulesBooklet).toEqual(['ARCS-F703']);
  });

  it('E-F: Power 0, everyone a Regent; the Steward gains the First Regent tile, else the initiative holder takes it', () => {
    const s = campaign(3);
    expect(s.players.map((p) => [p.power, p.title])).toEqual([[0, 'regent'], [0, 'regent'], [0, 'regent']]);
    // Every seat is the Steward here: setups in turn order, so the last one holds the tile.
    expect(s.campaign!.firstRegent).toBe(2);
    expect(s.campaign!.trust).toEqual([]);
    // Without a Steward (Founder and Magnate chosen): the initiative holder (seat 0).
    let d = newCampaign({ players: 2, seed: 1, campaign: true }, { dealFrom: ['ARCS-FATE02', 'ARCS-FATE03', 'ARCS-FATE04', 'ARCS-FATE06'] });
    d = play(d, d.decisions[0]!.options[0]!.id, d.decisions[1]!.options[0]!.id);
    expect(d.campaign!.firstRegent).toBe(0);
    expect(d.players.map((p) => p.title)).toEqual(['regent', 'regent']);
    expect(d.log.map((e) => e.text)).toContain('Red is the First Regent.');
    // A Steward in seat 1: it holds the tile.
    let e = newCampaign({ players: 2, seed: 1, campaign: true }, { dealFrom: ['ARCS-FATE01', 'ARCS-FATE02', 'ARCS-FATE03', 'ARCS-FATE04'] });
    const stewardSeat = e.decisions.find((x) => x.options.some((o) => o.id === 'fate:ARCS-FATE01'))!.seat;
    for (const x of [...e.decisions]) {
      const id = x.options.find((o) => o.id === 'fate:ARCS-FATE01')?.id ?? x.options[0]!.id;
      e = play(e, id);
    }
    expect(e.campaign!.firstRegent).toBe(stewardSeat);
  });

  it('F: the Admiral gains the First Regent tile unless the Steward is in play (ARCS-F701A)', () => {
    const choose = (deck: string[], want: (ids: string[]) => string, seed = 2) => {
      let s = newCampaign({ players: 2, seed, campaign: true }, { dealFrom: deck });
      for (const d of [...s.decisions]) s = play(s, want(d.options.map((o) => o.id)));
      return s;
    };
    const admiralFirst = (ids: string[]) => ids.find((id) => id === 'fate:ARCS-FATE07') ?? ids.find((id) => id === 'fate:ARCS-FATE01') ?? ids[0]!;
    const a = choose(['ARCS-FATE07', 'ARCS-FATE02', 'ARCS-FATE03', 'ARCS-FATE04'], admiralFirst);
    const admiral = a.campaign!.seats.findIndex((x) => x.fate === 'ARCS-FATE07');
    expect(a.campaign!.firstRegent).toBe(admiral);
    expect(a.campaign!.rulesBooklet.at(-1)).toEqual(['ARCS-F703']);
    expect(a.campaign!.seats[admiral]!.playArea).toEqual(['ARCS-F702']);
    // Admiral and Steward both in play, in either turn order: the Steward holds the tile.
    const seen = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const b = choose(['ARCS-FATE07', 'ARCS-FATE01', 'ARCS-FATE03', 'ARCS-FATE04'], admiralFirst, seed);
      const fates = b.campaign!.seats.map((x) => x.fate);
      if (!fates.includes('ARCS-FATE01') || !fates.includes('ARCS-FATE07')) continue;
      expect(b.campaign!.firstRegent).toBe(fates.indexOf('ARCS-FATE01'));
      seen.add(fates.indexOf('ARCS-FATE01'));
    }
    expect(seen).toEqual(new Set([0, 1]));
  });

  it('B: 3 players choose at once; answers in any order; the reveal waits for the last', () => {
    let s = dealt(3, 5);
    expect(s.decisions.map((d) => d.seat)).toEqual([0, 1, 2]);
    for (const seat of [2, 0]) {
      const r = apply(s, { t: 'answer', seat, choice: s.decisions.find((d) => d.seat === seat)!.options[1]!.id });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      expect(s.campaign!.seats.every((x) => x.fate === null)).toBe(true);
    }
    expect(s.decisions.map((d) => d.seat)).toEqual([1]);
    s = play(s, s.decisions[0]!.options[0]!.id);
    expect(s.campaign!.seats.every((x) => x.fate !== null)).toBe(true);
    expectDecision(s, 'campaign/place', 0);
  });

  it('G-H: 3 ships and 1 building at a planet with an Imperial ship, 1 resource of it; turn order, then reverse', () => {
    let s = campaign(4, { riggedDice: [0, 0] });
    const order: number[] = [];
    let first = true;
    while (s.decisions[0]?.kind === 'campaign/place') {
      const d = s.decisions[0];
      order.push(d.seat);
      const ids = d.options.map((o) => o.id);
      // Only planets with an Imperial ship (clusters 1-2), city or starport, and only empty slots.
      for (const id of ids) {
        const sysId = id.slice(id.indexOf(':') + 1) as SystemId;
        expect([1, 2]).toContain(cluster(sysId));
        expect(s.map[sysId]!.slots.includes(null)).toBe(true);
      }
      expect(say(d.prompt, s)).toMatch(first ? /^Place 3 ships/ : /./);
      // Everyone crowds 1:arrow while it has room ("The planet can have Rival pieces").
      const choice = ids.find((id) => id.endsWith(':1:arrow')) ?? ids.find((id) => id.startsWith('starport:'))!;
      const seat = d.seat;
      const before = { ships: s.players[seat]!.supply.ships, cities: s.players[seat]!.boardCities, starports: s.players[seat]!.supply.starports };
      const target = choice.slice(choice.indexOf(':') + 1) as SystemId;
      const shipsBefore = group(s, target, seat)?.fresh ?? 0;
      s = play(s, choice);
      expect(s.players[seat]!.supply.ships).toBe(before.ships - 3);
      expect(group(s, target, seat)!.fresh).toBe(shipsBefore + 3);
      if (choice.startsWith('city:')) expect(s.players[seat]!.boardCities).toBe(before.cities - 1);
      else expect(s.players[seat]!.supply.starports).toBe(before.starports - 1);
      first = false;
    }
    expect(order).toEqual([0, 1, 2, 3, 3, 2, 1, 0]);
    // 1:arrow is a Weapon planet with 2 slots: Red and Blue built there and gained a Weapon each.
    expect(s.map['1:arrow']!.slots).toEqual([{ owner: 0, type: 'city', damaged: false }, { owner: 1, type: 'city', damaged: false }]);
    expect(s.players[0]!.resources[0]).toBe('weapon');
    expect(s.players.every((p) => p.resources.filter((r) => r !== null).length === 2)).toBe(true);
  });

  it('I: Free cities fill every empty slot on planets with Imperial ships (none left empty)', () => {
    for (const n of [2, 3, 4]) {
      const s = placeAll(campaign(n, { riggedDice: [4, 3] }));
      const imperialPlanets = SYSTEMS.filter((d) => d.kind === 'planet' && [5, 6].includes(d.cluster));
      const slots = imperialPlanets.flatMap((d) => s.map[d.id]!.slots);
      expect(slots.includes(null)).toBe(false);
      expect(slots.filter((b) => b !== null && b.owner !== 'free')).toHaveLength(2 * n);
      expect(slots.filter((b) => b?.owner === 'free')).toHaveLength(8 - 2 * n);
      expect(checkInvariants(s)).toEqual([]);
    }
  });

  it('J-K: hands of 6 and the rest discarded; 3-4 players: setup is complete and chapter 1 begins with the initiative holder', () => {
    const s = placeAll(campaign(3));
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 6, 6]);
    expect(s.actionDeck).toEqual([]);
    expect(s.actionDiscard).toHaveLength(22 - 18);
    expect(s.decisions.map((d) => [d.kind, d.seat])).toEqual([['turn/play', s.initiative]]);
    expect(s.ended).toBeNull();
    expect(s.chapter).toBe(1);
    expect(s.campaign!.stage).toBe('play');
    // Other seats' hands stay hidden.
    expect(viewFor(s, 0).players[1]).not.toHaveProperty('hand');
  });

  it('J: 2 players: the player without initiative may discard all but Event cards and draw as many', () => {
    // Find a game where Blue's hand holds an Event card.
    for (let seed = 0; seed < 60; seed++) {
      const s = placeAll(campaign(2, { seed }));
      const d = expectDecision(s, 'campaign/mulligan', 1);
      expect(d.secret).toBe(true);
      const hand = s.players[1]!.hand;
      const events = hand.filter((c) => c.startsWith('EVT'));
      if (events.length === 0 || events.length === hand.length) continue;
      expect(say(d.prompt, s)).toContain(`discard your ${6 - events.length} action`);
      const kept = play(s, 'keep');
      expect(kept.players[1]!.hand).toEqual(hand);
      expect(kept.campaign!.stage).toBe('play');
      const r = apply(s, { t: 'answer', seat: 1, choice: 'redraw' });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.revealed).toBe(true);
      const after = r.state.players[1]!.hand;
      expect(after).toHaveLength(6);
      for (const e of events) expect(after).toContain(e);
      // None of the discarded cards comes back.
      for (const c of hand.filter((x) => !x.startsWith('EVT'))) expect(after).not.toContain(c);
      expect(r.state.decisions.map((d) => d.kind)).toEqual(['turn/play']);
      expect(r.state.campaign!.stage).toBe('play');
      expect(checkInvariants(r.state)).toEqual([]);
      return;
    }
    throw new Error('no seed gave Blue an Event card');
  });

  it('after setup chapter 1 is played: the initiative holder plays the lead card (no halt; "The player with initiative starts", base Step 1)', () => {
    const s = play(placeAll(campaign(2)), 'keep');
    expect(s.stack.map((f) => f.k)).toEqual(['game', 'turn/play']);
    expect(s.campaign!.stage).toBe('play');
    const d = expectDecision(s, 'turn/play', s.initiative);
    // Event cards never lead (campaign rulebook, Event Cards p.12).
    expect(d.options.some((o) => o.id.includes('EVT'))).toBe(false);
    expect(d.options.map((o) => o.id)).toContain('pass');
    expect(apply(s, { t: 'answer', seat: 1, choice: 'pass' })).toMatchObject({ ok: false, error: { code: 'rule/not-your-decision' } });
  });
});

describe('every state of Act I setup', () => {
  it.each([2, 3, 4])('%i players: random play through setup keeps the invariants and survives a JSON round-trip at every step', (n) => {
    for (let seed = 0; seed < 6; seed++) {
      const start = seed % 2 === 0 && n < 4 ? dealt(n, seed) : campaign(n, { seed });
      const states: GameState[] = [start];
      const r = playRandom(start, { steps: 100, seed, onStep: (x) => states.push(structuredClone(x)) });
      // Setup is over within 100 answers and chapter 1 is under way.
      expect(r.state.campaign!.stage).toBe('play');
      expect(r.state.decisions.length > 0 || r.state.ended !== null).toBe(true);
      for (const x of states) {
        expect(JSON.parse(JSON.stringify(x))).toEqual(x);
        expect(checkInvariants(x)).toEqual([]);
        for (const seat of [null, ...x.players.map((p) => p.seat)]) expect(JSON.parse(JSON.stringify(viewFor(x, seat)))).toEqual(viewFor(x, seat));
      }
    }
  });

  it('the same seed and answers give the same game', () => {
    expect(JSON.stringify(playRandom(dealt(3, 9), { steps: 100, seed: 1 }).state)).toBe(JSON.stringify(playRandom(dealt(3, 9), { steps: 100, seed: 1 }).state));
  });
});

describe('what Act I setup says', () => {
  it('every campaign prompt and label renders in English and keeps the wording rules; every campaign key is met', () => {
    const used = new Set<string>();
    const problems: string[] = [];
    for (let seed = 0; seed < 12; seed++) {
      const n = 2 + (seed % 2);
      playRandom(seed % 3 === 0 ? campaign(n, { seed }) : dealt(n, seed), {
        steps: 100, seed,
        onStep: (x) => {
          for (const d of x.decisions) {
            for (const m of [d.prompt, ...d.options.map((o) => o.label)]) {
              if (typeof m !== 'string') used.add(m.key);
              const text = say(m, x);
              for (const p of wordingProblems(text)) problems.push(`${p}: ${text}`);
            }
          }
        },
      });
    }
    expect(problems).toEqual([]);
    // Act I setup's own keys: the other campaign areas' keys are met in their own tests.
    const SETUP_KEY = /^campaign\.(fate|place|mulligan)\./;
    expect([...used].filter((k) => SETUP_KEY.test(k)).sort()).toEqual(Object.keys(CAMPAIGN).filter((k) => SETUP_KEY.test(k)).sort());
  });
});

/**
 * Campaign positions (docs/position-format.md, "Campaign games"): export then import gives the
 * same state at Acts I, II and III and at every step of random campaign play; sparse campaign
 * positions fill in what they leave out; every validation error is refused with a clear reason.
 * Rules cited: campaign rulebook (seeds/002_…) "Act I Setup", "Act II & III Setup", "Other Pieces",
 * "The Empire", "Imperial Council", "Tokens", "Attaching Cards", "Intermission" (Scrap).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportPosition, importPosition, newGame, PositionError, type Position } from '../../../src/engine/index.ts';
import { newCampaign } from '../../../src/engine/campaign/setup.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import { playRandom } from '../../../src/engine/random-play.ts';
import { CAMPAIGN_COURT_IDS } from '../../../src/data/campaign/cards.ts';
import { fateCardsOf } from '../../../src/engine/campaign/fates/setups.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { compareOwners } from '../../../src/engine/control.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import type { SystemId } from '../../../src/data/map.ts';
import { position, type Sparse } from '../helpers.ts';
import { STATE_VERSION } from '../../../src/engine/versions.ts';

const STEWARDS = (n: number) => Array.from({ length: n }, () => 'ARCS-FATE01');
const TEST_DECK = ['ARCS-FATE01', 'ARCS-FATE02', 'ARCS-FATE03', 'ARCS-FATE04', 'ARCS-FATE06', 'ARCS-FATE07'];
const campaign = (players: number, seed = 1) => newGame({ players, seed, campaign: true, fates: STEWARDS(players) });
/** Act I set up, every placement and mulligan played with random legal answers; chapter 1's first decision open. */
const setUp = (players: number, seed = 1) => playRandom(campaign(players, seed), { steps: 100, seed, until: (x) => x.campaign!.stage === 'play' }).state;

const json = <T,>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const withoutOpenedAt = (s: GameState) => s.decisions.map(({ openedAt: _o, ...d }) => d);

/** export → JSON → import → export is the identity, and the imported state equals the original field by field. */
function expectRoundTrip(s: GameState): GameState {
  const p = json(exportPosition(s));
  const back = importPosition(json(p));
  expect(json(exportPosition(back))).toEqual(p);
  for (const k of Object.keys(s) as (keyof GameState)[]) {
    if (k === 'decisions') continue;
    expect(back[k], `field ${k}`).toEqual(s[k]);
  }
  expect(Object.keys(back).sort()).toEqual(Object.keys(s).sort());
  // The open decisions are derived again (each opened at the position's seq).
  expect(withoutOpenedAt(back)).toEqual(withoutOpenedAt(s));
  expect(checkInvariants(back)).toEqual([]);
  return back;
}

function refused(p: Sparse, reason: RegExp | string): void {
  let err: unknown;
  try {
    position(p);
  } catch (e) {
    err = e;
  }
  expect(err, `expected the position to be refused with ${String(reason)}`).toBeInstanceOf(PositionError);
  expect((err as Error).message).toMatch(reason);
}

/**
 * An Act II position built from an Act I campaign (Act II & III Setup: everything carried over):
 * one seat kept the Steward, the others chose "B" Fates; the Council is Decided with a card
 * attached; Favors, the Imperial Trust, an Outlaw, scrap, damaged neutral pieces and a token.
 */
function actII(): GameState {
  const s = setUp(3, 4);
  const c = s.campaign!;
  c.act = 2;
  c.stage = 'play';
  s.chapter = 2;
  s.markers = s.markers.map((m) => ({ ...m, flipped: m.id === 'C' }));
  c.seats[0] = { fate: 'ARCS-FATE01', objective: 'ARCS-F112B', marker: 22, playArea: ['ARCS-F102', 'ARCS-F103', 'ARCS-F106'], favors: [0, 1, 0] };
  c.seats[1] = { fate: 'ARCS-FATE09', objective: 'ARCS-F901B', marker: 8, playArea: ['ARCS-F902', 'ARCS-F903'] };
  c.seats[2] = { fate: 'ARCS-FATE10', objective: 'ARCS-F1001B', marker: 14, playArea: ['ARCS-F1002'], favors: [2, 0, 0] };
  c.fateDecks.B = c.fateDecks.B.filter((id) => id !== 'ARCS-FATE09' && id !== 'ARCS-FATE10');
  s.players[1]!.supply.agents -= 1;
  s.players[0]!.supply.agents -= 2;
  c.rulesBooklet.push(['ARCS-F113'], ['ARCS-F1003']);
  c.council = 'decided';
  c.firstRegent = 2;
  s.players[1]!.title = 'outlaw';
  // The Imperial Trust freezes a fuel and a relic from the supply.
  c.trust = ['fuel', 'relic'];
  s.supply.fuel -= 1;
  s.supply.relic -= 1;
  // A Court card scrapped at the Intermission; a Fate Set card in the Court deck; an attached card.
  const scrapped = s.courtDeck.shift()!;
  c.scrap = [scrapped, 'ARCS-F105'];
  s.courtDeck.push('ARCS-F107');
  const attached = s.courtDeck.shift()!;
  s.court[1]!.attached = [attached];
  c.eventRoll = { event: { event: 'crisis', symbol: 'hex' }, number: 4 };
  c.tokens = [{ id: 'banner-1', kind: 'banner', owner: 2, where: '3:hex' }, { id: 'banner-2', kind: 'banner', owner: 2, where: 'ARCS-F1002' }];
  // Damaged Imperial ships, a Free starport, fresh Blight.
  const imperial = Object.entries(s.map).find(([, st]) => st!.ships.some((g) => g.owner === 'empire'))![1]!;
  const g = imperial.ships.find((x) => x.owner === 'empire')!;
  g.damaged += 1;
  s.neutral!.empire.ships -= 1;
  const blighted = Object.entries(s.map).find(([, st]) => st!.ships.some((x) => x.owner === 'blight'))![1]!;
  blighted.ships.find((x) => x.owner === 'blight')!.fresh += 2;
  s.neutral!.blight.blight -= 2;
  const empty = Object.values(s.map).find((st) => st!.slots.length > 0 && st!.slots.every((b) => b === null))!;
  empty.slots[0] = { owner: 'free', type: 'starport', damaged: true };
  s.neutral!.free.starports -= 1;
  expect(checkInvariants(s)).toEqual([]);
  return s;
}

/** An Act III position: the chapter track tile on its Act III side, "C" Fates, a Sponsored token, an attached-free Council In Session. */
function actIII(): GameState {
  const s = actII();
  const c = s.campaign!;
  c.act = 3;
  c.chapterTile = 'act-3';
  s.chapter = 4;
  s.markers = s.markers.map((m) => ({ ...m, flipped: m.id !== 'A' }));
  c.seats[1] = { fate: 'ARCS-FATE17', objective: 'ARCS-F1701B', marker: 20, playArea: [] };
  c.seats[2] = { fate: 'ARCS-FATE18', objective: 'ARCS-F1801B', marker: 18, playArea: [] };
  s.players[0]!.supply.agents += 2;
  delete c.seats[0]!.favors;
  s.players[1]!.supply.agents += 1;
  c.seats[0]!.objective = 'ARCS-F122B';
  c.seats[0]!.marker = null;
  c.fateDecks.B.push('ARCS-FATE09', 'ARCS-FATE10');
  c.fateDecks.C = c.fateDecks.C.filter((id) => id !== 'ARCS-FATE17' && id !== 'ARCS-FATE18');
  c.council = 'in-session';
  c.tokens = [{ id: 'sponsored', kind: 'sponsored', owner: 0, where: '2:arrow' }];
  c.eventRoll = null;
  expect(checkInvariants(s)).toEqual([]);
  return s;
}

describe('campaign positions: export(import(p)) == p', () => {
  it.each([2, 3, 4])('Act I Setup, %i players: at its end and at every step of it (Player Setup G-K)', (n) => {
    const start = campaign(n, 7);
    expectRoundTrip(start);
    const r = playRandom(start, { steps: 100, seed: n, until: (s) => s.campaign!.stage === 'play', onStep: (s) => void expectRoundTrip(s) });
    expect(r.steps).toBeGreaterThan(0);
    expect(r.state.campaign!.stage).toBe('play');
  });

  it('Act I Setup B: an open secret Fate choice, before and after some seats chose', () => {
    for (const n of [2, 3]) {
      const s = newCampaign({ players: n, seed: 3, campaign: true }, { dealFrom: TEST_DECK });
      expect(s.stack.some((f) => f.k === 'campaign/fates')).toBe(true);
      expectRoundTrip(s);
      // Through setup only: the other "A" Fates' later Acts are their own issues (never dealt today).
      playRandom(s, { steps: 100, seed: 5, until: (x) => x.campaign!.stage === 'play', onStep: (x) => void expectRoundTrip(x) });
    }
  });

  it('random campaigns at 2, 3 and 4 players, every step while the engine plays on', () => {
    let steps = 0;
    for (const n of [2, 3, 4]) {
      for (const seed of [1, 2, 3]) {
        const r = playRandom(campaign(n, seed * 11), { steps: 400, seed, onStep: (s) => { steps++; expectRoundTrip(s); } });
        expectRoundTrip(r.state);
      }
    }
    expect(steps).toBeGreaterThan(40);
    // ~3,600 round trips: about 90 s on a busy 2-core machine, hence more than the 120 s default.
  }, 300_000);

  it('Act II (Act II & III Setup: everything carried over): Fates kept and new, Favors, Trust, Outlaw, scrap, attached card, tokens', () => {
    const s = actII();
    const back = expectRoundTrip(s);
    expect(back.campaign).toMatchObject({ act: 2, council: 'decided', firstRegent: 2, trust: ['fuel', 'relic'] });
    expect(back.court[1]!.attached).toHaveLength(1);
    expect(back.campaign!.seats[0]!.favors).toEqual([0, 1, 0]);
  });

  it('Act III: chapter track tile on its Act III side, "C" Fates, tokens', () => {
    const back = expectRoundTrip(actIII());
    expect(back.campaign).toMatchObject({ act: 3, chapterTile: 'act-3' });
    expect(back.markers.filter((m) => m.flipped).map((m) => m.id)).toEqual(['B', 'C']);
  });

  it('a position with Favors derives the agent supply without them (Favors are Rival agents on a Fate card)', () => {
    const p = json(exportPosition(actII())) as unknown as Sparse;
    const players = p.players as Sparse[];
    for (const q of players) delete q.supply;
    const s = importPosition(p);
    expect(s.players[1]!.supply.agents).toBe(actII().players[1]!.supply.agents);
    expect(s.players[0]!.supply.agents).toBe(actII().players[0]!.supply.agents);
  });

  it('a position with the Imperial Trust derives the resource supply without its frozen resources', () => {
    const p = json(exportPosition(actII())) as unknown as Sparse;
    delete p.supply;
    const s = importPosition(p);
    expect(s.supply).toEqual(actII().supply);
  });
});

/**
 * A random campaign state: an Act I campaign after setup, then every campaign place filled at
 * random within the box (pieces moved between supplies, the map and Trophies; titles; the First
 * Regent; the Trust; Favors; tokens; scrap; an attached card; the Council's side; the Act).
 */
function randomCampaign(n: number, seed: number): GameState {
  const s = setUp(n, seed);
  const rng = seedRng(`scramble-${seed}`);
  const pick = <T,>(xs: readonly T[]): T => xs[randomInt(rng, xs.length)]!;
  const c = s.campaign!;
  const nt = s.neutral!;
  const systems = Object.keys(s.map) as SystemId[];
  const addShips = (owner: 'empire' | 'blight', k: number) => {
    for (let i = 0; i < k; i++) {
      const st = s.map[pick(systems)]!;
      let g = st.ships.find((x) => x.owner === owner);
      if (!g) {
        g = { owner, fresh: 0, damaged: 0 };
        st.ships.push(g);
        st.ships.sort((a, b) => compareOwners(a.owner, b.owner));
      }
      if (randomInt(rng, 2) === 0) g.fresh++;
      else g.damaged++;
    }
  };
  const e = randomInt(rng, nt.empire.ships + 1);
  addShips('empire', e);
  nt.empire.ships -= e;
  const b = randomInt(rng, nt.blight.blight + 1);
  addShips('blight', b);
  nt.blight.blight -= b;
  for (const st of Object.values(s.map)) {
    st!.slots.forEach((slot, i) => {
      if (slot !== null || randomInt(rng, 3) !== 0) return;
      const type = randomInt(rng, 2) === 0 ? 'city' : 'starport';
      if (type === 'city' ? nt.free.cities === 0 : nt.free.starports === 0) return;
      st!.slots[i] = { owner: 'free', type, damaged: randomInt(rng, 2) === 0 };
      if (type === 'city') nt.free.cities--;
      else nt.free.starports--;
    });
  }
  // Trophies of neutral pieces.
  const q = pick(s.players);
  const t1 = randomInt(rng, Math.min(3, nt.empire.ships) + 1);
  if (t1 > 0) {
    q.trophies.push({ owner: 'empire', piece: 'ship', count: t1 });
    nt.empire.ships -= t1;
  }
  if (nt.blight.blight > 0) {
    pick(s.players).trophies.push({ owner: 'blight', piece: 'blight', count: 1 });
    nt.blight.blight--;
  }
  for (const p of s.players) p.title = pick(['regent', 'outlaw'] as const);
  // The First Regent tile is a Regent's or in the supply (Leave the Empire, p.16).
  c.firstRegent = pick([null, ...s.players.filter((p) => p.title === 'regent').map((p) => p.seat)]);
  c.stage = 'play';
  c.council = pick(['in-session', 'decided'] as const);
  c.act = pick([1, 2, 3] as const);
  c.chapterTile = c.act === 3 ? 'act-3' : 'acts-1-2';
  c.eventRoll = pick([null, { event: { event: 'edict', symbol: 'crescent' }, number: 5 }] as const);
  // The Trust freezes resources from the supply.
  for (let i = 0; i < 3; i++) {
    const r = pick(['material', 'fuel', 'weapon', 'relic', 'psionic'] as const);
    if (s.supply[r] === 0) continue;
    s.supply[r]--;
    c.trust.push(r);
  }
  // Favors: agents from their owners' supplies onto other seats' Fate cards.
  for (const x of c.seats) {
    const i = c.seats.indexOf(x);
    const favors = s.players.map((p) => (p.seat === i ? 0 : randomInt(rng, 3)));
    favors.forEach((k, owner) => (s.players[owner]!.supply.agents -= k));
    if (favors.some((k) => k > 0)) x.favors = favors;
  }
  const kinds = ['banner', 'clue', 'ceasefire', 'sponsored'];
  c.tokens = Array.from({ length: randomInt(rng, 4) }, (_, i) => ({ id: `t${i}`, kind: kinds[i]!, ...(randomInt(rng, 2) ? { owner: pick(s.players).seat } : {}), where: pick(systems) }));
  if (c.tokens.length === 0) delete c.tokens;
  c.scrap.push(s.courtDeck.shift()!);
  const attached = s.courtDeck.shift()!;
  pick(s.court).attached = [attached];
  c.rulesBooklet.push(['ARCS-F113']);
  expect(checkInvariants(s)).toEqual([]);
  return s;
}

describe('random campaign states', () => {
  it('export(import(p)) == p for 30 random campaign states at 2, 3 and 4 players', () => {
    for (const n of [2, 3, 4]) for (let seed = 1; seed <= 10; seed++) expectRoundTrip(randomCampaign(n, seed));
  });
});

describe('sparse campaign positions', () => {
  const sparseActII = (): Sparse => ({
    options: { campaign: true },
    players: [{ hand: ['ADM2', 'AGG3'] }, { hand: ['CON4', 'MOB5'], title: 'outlaw' }],
    map: { '3:hex': { ships: [{ owner: 0, fresh: 2, damaged: 0 }, { owner: 'empire', fresh: 1, damaged: 1 }], slots: [{ owner: 'free', type: 'city', damaged: false }] } },
    campaign: { act: 2, seats: [{ fate: 'ARCS-FATE01' }, { fate: 'ARCS-FATE09', objective: 'ARCS-F901B', marker: 8 }], firstRegent: 0 },
  });

  it('fills in the campaign: Act II markers, the Council leftmost, the decks, the neutral supplies, and plays on', () => {
    const s = position(sparseActII());
    const c = s.campaign!;
    expect(s.options).toEqual({ players: 2, setup: null, leadersAndLore: false, campaign: true, rulesVersion: STATE_VERSION });
    expect(c).toMatchObject({ act: 2, chapterTile: 'acts-1-2', council: 'in-session', stage: 'play', trust: [], scrap: [], firstRegent: 0 });
    expect(c.rulesBooklet).toEqual([['ARCS-AID02'], ['ARCS-AID03', 'ARCS-AID04', 'ARCS-AID05']]);
    expect(c.seats[0]).toEqual({ fate: 'ARCS-FATE01', objective: null, marker: null, playArea: [] });
    // Act II & III Setup: flip C in Act II.
    expect(s.markers).toEqual([{ id: 'A', flipped: false }, { id: 'B', flipped: false }, { id: 'C', flipped: true }]);
    expect(s.court).toEqual([{ card: 'ARCS-AID01', agents: [0, 0] }]);
    // The Court deck: the 15 campaign Court cards and 1 lore card per player (Table Setup I-J).
    expect(s.courtDeck).toHaveLength(17);
    expect([...s.courtDeck].filter((id) => CAMPAIGN_COURT_IDS.includes(id))).toHaveLength(15);
    // The Fate decks: every Fate card not on a seat.
    expect(c.fateDecks.A).toHaveLength(fateCardsOf('A').length - 1);
    expect(c.fateDecks.B).toHaveLength(fateCardsOf('B').length - 1);
    expect(c.fateDecks.C).toHaveLength(fateCardsOf('C').length);
    // The action deck with 2 Event cards (Table Setup E) in the discard.
    expect(s.actionDiscard).toEqual(expect.arrayContaining(['EVT1', 'EVT2']));
    expect(s.neutral).toEqual({ empire: { ships: 13 }, free: { cities: 27, starports: 14 }, blight: { blight: 24 } });
    expect(s.phantom).toEqual({ material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 });
    // Plays on: the initiative holder leads.
    expect(s.decisions[0]).toMatchObject({ seat: 0, kind: 'turn/play' });
    expect(checkInvariants(s)).toEqual([]);
  });

  it('Act III markers flip B and C; the chapter track tile shows its Act III side', () => {
    const p = sparseActII();
    (p.campaign as Sparse).act = 3;
    (p.campaign as Sparse).seats = [{ fate: 'ARCS-FATE01' }, { fate: 'ARCS-FATE20', objective: 'ARCS-F2001B', marker: 20 }];
    const s = position(p);
    expect(s.campaign!.chapterTile).toBe('act-3');
    expect(s.markers.filter((m) => m.flipped).map((m) => m.id)).toEqual(['B', 'C']);
  });

  it('an Event card in a hand; a 2-player campaign has only EVT1 and EVT2 (Table Setup E)', () => {
    const p = sparseActII();
    (p.players as Sparse[])[1]!.hand = ['EVT2', 'ADM3'];
    expect(position(p).players[1]!.hand).toEqual(['EVT2', 'ADM3']);
    (p.players as Sparse[])[1]!.hand = ['EVT3'];
    refused(p, 'Seat 1 holds an unknown action card');
  });

  const choosing = (chosen: (string | null)[], drawn = [['ARCS-FATE02', 'ARCS-FATE03'], ['ARCS-FATE04', 'ARCS-FATE06']]): Sparse => ({
    options: { campaign: true },
    players: [{}, {}],
    campaign: { stage: 'setup' },
    stack: [{ k: 'game' }, { k: 'campaign/fates', drawn, chosen }],
  });

  it('an open secret Fate choice (Player Setup B) asks every seat that has not chosen, at once', () => {
    const s = position(choosing([null, null]));
    expect(s.decisions.map((d) => [d.seat, d.kind, d.secret])).toEqual([[0, 'campaign/fates', true], [1, 'campaign/fates', true]]);
    expect(s.campaign!.fateDecks.A).toHaveLength(fateCardsOf('A').length - 4);
    const one = position(choosing([null, 'ARCS-FATE06']));
    expect(one.decisions.map((d) => d.seat)).toEqual([0]);
    refused(choosing(['ARCS-FATE04', null]), "campaign/fates frame: seat 0 chose a card it neither drew nor holds");
    refused(choosing([null], [['ARCS-FATE02']]), 'campaign/fates frame needs "drawn" and "chosen" for each seat (2)');
    refused(choosing([null, null], [['ARCS-FATE02', 'ARCS-F102'], ['ARCS-FATE04']]), 'seat 0 drew something that is not a Fate card');
    refused(choosing([null, null], [['ARCS-FATE02'], ['ARCS-FATE02']]), 'Fate card ARCS-FATE02 is in 2 places');
  });

  describe('refuses, with a reason', () => {
    const edit = (f: (p: Sparse, c: Sparse) => void): Sparse => {
      const p = sparseActII();
      f(p, p.campaign as Sparse);
      return p;
    };
    it.each<[string, Sparse, RegExp | string]>([
      ['an unknown campaign field', edit((_p, c) => (c.favours = [])), 'campaign: unknown field "favours"'],
      ['an unknown seat field', edit((_p, c) => ((c.seats as Sparse[])[0]!.fates = 'x')), 'campaign.seats[0]: unknown field "fates"'],
      ['an unknown top-level field', edit((p) => (p.imperialTrust = [])), 'Unknown field "imperialTrust" in a campaign position'],
      ['an unknown option', edit((p) => ((p.options as Sparse).act = 2)), 'Unknown field "options.act"'],
      ['a setup card', edit((p) => ((p.options as Sparse).setup = '2p-frontiers')), 'uses no setup card'],
      ['Leaders & Lore', edit((p) => ((p.options as Sparse).leadersAndLore = true)), 'not played with Leaders & Lore'],
      ['a player count that disagrees', edit((p) => ((p.options as Sparse).players = 3)), 'options.players is 3'],
      ['a campaign object in a base game', { options: { setup: '2p-frontiers' }, players: [{}, {}], campaign: { act: 1 } }, 'needs options.campaign'],
      ['16 Imperial ships', edit((p) => ((p.map as Sparse)['1:gate'] = { ships: [{ owner: 'empire', fresh: 14, damaged: 0 }], slots: [] })), 'The position has 16 Imperial ships on the map and in Trophies; the box has 15'],
      ['25 Blight', edit((p) => ((p.map as Sparse)['1:gate'] = { ships: [{ owner: 'blight', fresh: 20, damaged: 5 }], slots: [] })), 'The position has 25 Blight'],
      ['15 Free starports', edit((p) => ((p.players as Sparse[])[0]!.trophies = [{ owner: 'free', piece: 'starport', count: 15 }])), 'The position has 15 Free starports'],
      ['29 Free cities', edit((p) => ((p.players as Sparse[])[1]!.trophies = [{ owner: 'free', piece: 'city', count: 28 }])), 'The position has 29 Free cities'],
      ['a neutral supply that does not add up', edit((p) => (p.neutral = { empire: { ships: 15 }, free: { cities: 27, starports: 14 }, blight: { blight: 24 } })), 'neutral: 15 Imperial ships in the supply and 2 elsewhere make 17; the box has 15'],
      ['an unknown Fate card', edit((_p, c) => ((c.seats as Sparse[])[0]!.fate = 'ARCS-FATE25')), 'campaign.seats[0].fate: unknown card id "ARCS-FATE25"'],
      ['a Fate Set card as a Fate', edit((_p, c) => ((c.seats as Sparse[])[0]!.fate = 'ARCS-F102')), 'unknown card id "ARCS-F102"'],
      ['an objective that is not an objective side', edit((_p, c) => ((c.seats as Sparse[])[0]!.objective = 'ARCS-F112A')), 'campaign.seats[0].objective: unknown card id'],
      ['an unknown play-area card', edit((_p, c) => ((c.seats as Sparse[])[0]!.playArea = ['ARCS-CC01'])), 'campaign.seats[0].playArea[0]: unknown card id "ARCS-CC01"'],
      ['an unknown rules-booklet card', edit((_p, c) => (c.rulesBooklet = [['ARCS-XX']])), 'campaign.rulesBooklet[0][0]: unknown card id'],
      ['an empty rules-booklet slot', edit((_p, c) => (c.rulesBooklet = [[]])), 'campaign.rulesBooklet[0] is an empty slot'],
      // (an action card may be scrapped: Believer's Teach, ARCS-F803)
      ['an unknown scrapped card', edit((_p, c) => (c.scrap = ['ARCS-ZZ9'])), 'campaign.scrap[0]: unknown card id "ARCS-ZZ9"'],
      ['an unknown Court card', edit((p) => (p.court = [{ card: 'ARCS-AID01' }, { card: 'ARCS-BC01' }])), 'court[1]: unknown card id "ARCS-BC01"'],
      ['an unknown attached card', edit((p) => (p.court = [{ card: 'ARCS-AID01', attached: 'ARCS-ZZ' }])), 'court[0].attached: unknown card id "ARCS-ZZ"'],
      ['the Council not leftmost (Table Setup K)', edit((p) => (p.court = [{ card: 'ARCS-CC01' }, { card: 'ARCS-AID01' }])), 'court[0] must be the Imperial Council'],
      ['a Court card in two places', edit((p) => { p.court = [{ card: 'ARCS-AID01' }, { card: 'ARCS-CC01' }]; p.courtDiscard = ['ARCS-CC01']; }), 'Card ARCS-CC01 is in 2 places: court[1], courtDiscard'],
      ['a Fate Set card in two places', edit((p, c) => { (c.seats as Sparse[])[0]!.playArea = ['ARCS-F106']; p.courtDiscard = ['ARCS-F106']; }), 'Card ARCS-F106 is in 2 places'],
      ['a two-sided card twice by its sides', edit((_p, c) => { (c.seats as Sparse[])[1]!.objective = 'ARCS-F901B'; c.rulesBooklet = [['ARCS-F901A']]; }), 'Card ARCS-F901 is in 2 places'],
      ['a campaign Court card nowhere', edit((p) => (p.courtDeck = [])), 'Campaign Court cards nowhere: ARCS-CC01'],
      ['a Fate card in a deck and on a seat', edit((_p, c) => (c.fateDecks = { A: fateCardsOf('A'), B: fateCardsOf('B').slice(1), C: fateCardsOf('C') })), 'Fate card ARCS-FATE01 is in 2 places: campaign.seats[0].fate, campaign.fateDecks.A'],
      ['a Fate card nowhere', edit((_p, c) => (c.fateDecks = { A: fateCardsOf('A').slice(1), B: fateCardsOf('B').slice(1), C: fateCardsOf('C').slice(1) })), 'Fate card ARCS-FATE17 is nowhere'],
      ['a Fate card in the deck of another letter', edit((_p, c) => (c.fateDecks = { A: ['ARCS-FATE09'], B: [], C: [] })), 'campaign.fateDecks.A: ARCS-FATE09 is a "B" Fate'],
      ['a Fate scrapped and on a seat', edit((_p, c) => (c.scrap = ['ARCS-FATE09'])), 'Fate card ARCS-FATE09 is in 2 places'],
      ['a "C" Fate in Act II', edit((_p, c) => ((c.seats as Sparse[])[1]!.fate = 'ARCS-FATE17')), 'is a "C" Fate, not yet in play in Act 2'],
      ['Favors of the seat itself', edit((_p, c) => ((c.seats as Sparse[])[0]!.favors = [1, 0])), "a seat's own agents are no Favors"],
      ['Favors of the wrong length', edit((_p, c) => ((c.seats as Sparse[])[0]!.favors = [0, 1, 0])), 'must list a count of agents per seat (2'],
      ['Favors without a Fate card', edit((_p, c) => (c.seats = [{ favors: [0, 1] }, { fate: 'ARCS-FATE09' }])), 'Favors lie on a Fate card'],
      ['more agents than the box (Favors)', edit((_p, c) => ((c.seats as Sparse[])[0]!.favors = [0, 11])), 'blue: negative supply'],
      ['an objective marker off the track', edit((_p, c) => ((c.seats as Sparse[])[0]!.marker = -1)), 'campaign.seats[0].marker must be a Power track space'],
      ['a First Regent who is no seat', edit((_p, c) => (c.firstRegent = 2)), 'campaign.firstRegent must be a seat (0-1) or null'],
      ['an Imperial Trust of non-resources', edit((_p, c) => (c.trust = ['gold'])), 'campaign.trust must list resources'],
      ['more resources than the box (Trust)', edit((p, c) => { c.trust = ['fuel']; p.supply = { material: 5, fuel: 5, weapon: 5, relic: 5, psionic: 5 }; }), '6 fuel tokens in the game'],
      ['Act 4', edit((_p, c) => (c.act = 4)), 'campaign.act must be one of 1, 2, 3'],
      ['a bad chapter track tile side', edit((_p, c) => (c.chapterTile = 'act-2')), 'campaign.chapterTile must be one of "acts-1-2", "act-3"'],
      ['a bad Council side', edit((_p, c) => (c.council = 'adjourned')), 'campaign.council must be one of "in-session", "decided"'],
      ['a bad stage', edit((_p, c) => (c.stage = 'act')), 'campaign.stage must be one of'],
      ['a bad event roll', edit((_p, c) => (c.eventRoll = { event: { event: 'crisis', symbol: 'gate' }, number: 2 })), 'campaign.eventRoll.event must be an event die face'],
      ['a bad setup roll', edit((_p, c) => (c.rolls = { event: { event: 'edict', symbol: 'hex' }, number: 7 })), 'campaign.rolls.number must be a cluster 1-6'],
      ['bad Imperial clusters', edit((_p, c) => (c.imperialClusters = [3, 3])), 'campaign.imperialClusters must list distinct clusters 1-6'],
      ['seats of the wrong count', edit((_p, c) => (c.seats = [{}])), 'campaign.seats must have one entry per seat (2)'],
      ['a token of an unknown kind', edit((_p, c) => (c.tokens = [{ id: 't', kind: 'golem', where: '1:gate' }])), 'campaign.tokens[0].kind "golem" is not a Fate token kind'],
      ['a token with an unknown field', edit((_p, c) => (c.tokens = [{ id: 't', kind: 'banner', where: '1:gate', face: 'up' }])), 'campaign.tokens[0]: unknown field "face"'],
      ['a token nowhere known', edit((_p, c) => (c.tokens = [{ id: 't', kind: 'banner', where: 'hand' }])), 'campaign.tokens[0].where must be a system id or a card id'],
      ['a token owned by no seat', edit((_p, c) => (c.tokens = [{ id: 't', kind: 'banner', owner: 3, where: '1:gate' }])), 'campaign.tokens[0].owner must be a seat'],
      ['two tokens with one id', edit((_p, c) => (c.tokens = [{ id: 't', kind: 'banner', where: '1:gate' }, { id: 't', kind: 'banner', where: '2:gate' }])), 'two tokens share an id'],
      ['more tokens of a kind than the box', edit((_p, c) => (c.tokens = [1, 2].map((i) => ({ id: `s${i}`, kind: 'sponsored', where: '1:gate' })))), '2 "sponsored" tokens; the box has 1'],
      ['an Event card in the action deck beyond the player count', edit((p) => (p.actionDeck = ['EVT3'])), 'actionDeck: unknown action card "EVT3"'],
    ])('%s', (_name, p, reason) => refused(p, reason));
  });
});

describe('campaign positions through the driver (docs/position-format.md)', () => {
  it('an exported campaign position is public contract JSON: format, options and the campaign object', () => {
    const p: Position = exportPosition(actII());
    expect(p.format).toBe('arcs-position/1');
    // `fates`: the campaign was started with one named Fate per seat (the `fates` option).
    // `rulesVersion`: the engine version the campaign was started with (which Fates its Intermissions draw).
    expect(p.options).toEqual({ players: 3, setup: null, leadersAndLore: false, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01', 'ARCS-FATE01'], rulesVersion: STATE_VERSION });
    expect(Object.keys(p.campaign!).sort()).toEqual(['act', 'chapterTile', 'council', 'eventRoll', 'fateDecks', 'firstRegent', 'imperialClusters', 'rolls', 'rulesBooklet', 'scrap', 'seats', 'stage', 'tokens', 'trust']);
  });
});

/** The example campaign position of docs/position-format.md. */
function docExample(): Sparse {
  const doc = readFileSync(new URL('../../../docs/position-format.md', import.meta.url), 'utf8');
  return JSON.parse(/## Example: a campaign position[\s\S]*?```json\n([\s\S]*?)```/.exec(doc)![1]!) as Sparse;
}

describe('the driver, black-box (npm run --silent engine)', () => {
  it('imports a campaign position, plays from it, summarises its Act and exports it back', async () => {
    const { spawnSync } = await import('node:child_process');
    const p = json(exportPosition(actII()));
    const requests = [
      { op: 'import', position: p }, { op: 'summary' }, { op: 'export' },
      { op: 'import', position: { ...p, campaign: { ...p.campaign, favours: [] } } },
      // The documented example (sparse, Act II) plays on: Red leads.
      { op: 'import', position: docExample() }, { op: 'answer', seat: 0, choice: 'lead:AGG2' }, { op: 'summary' },
    ];
    const r = spawnSync('npm', ['run', '--silent', 'engine'], { input: requests.map((q) => JSON.stringify(q)).join('\n') + '\n', encoding: 'utf8', timeout: 120_000 });
    const [imported, summary, exported, bad, example, answered, after] = r.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(imported).toMatchObject({ ok: true, ended: null });
    expect(summary).toMatchObject({ ok: true, act: 2, chapter: 2 });
    expect(exported).toEqual({ ok: true, position: p });
    expect(bad).toMatchObject({ ok: false, error: { code: 'position/invalid', message: 'campaign: unknown field "favours".' } });
    expect(example).toMatchObject({ ok: true, decisions: [{ seat: 0, kind: 'turn/play' }] });
    expect(answered).toMatchObject({ ok: true });
    expect(after).toMatchObject({ ok: true, act: 2, chapter: 2, round: 1 });
  });
});

describe('docs/position-format.md', () => {
  it('its example campaign position imports, fills in what it leaves out, and plays on', async () => {
    const s = importPosition(docExample());
    expect(s.campaign).toMatchObject({ act: 2, council: 'decided', firstRegent: 0, trust: ['fuel'], scrap: ['ARCS-CC12'] });
    expect(s.markers.find((m) => m.id === 'C')!.flipped).toBe(true);
    // Red's Favor is one of Blue's agents: Blue has 10 - 2 (Court) - 1 (Favor) in supply.
    expect(s.players[1]!.supply.agents).toBe(7);
    expect(s.supply.fuel).toBe(4);
    expect(s.decisions[0]).toMatchObject({ seat: 0, kind: 'turn/play' });
    expectRoundTrip(s);
  });
});

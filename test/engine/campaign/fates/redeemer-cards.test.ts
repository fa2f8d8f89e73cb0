/**
 * The Redeemer's Fate Set (ARCS-FATE19; 6 rows of cards.csv: ARCS-FATE19, ARCS-F1901A, ARCS-F1901B,
 * ARCS-F1902, ARCS-F1903, ARCS-F1904): every card's printed text as a scenario, the FAQ answers for
 * its cards (faq.csv: Redeemer Act III Objective, with Relic Cartel and Relic Monopoly), and the
 * final-objective rules (campaign rulebook p.9) as scenarios. errata.md has nothing for this set.
 *
 * Cards that report `fired`: F1901A (setup; Resettle), F1901B (advancing, scrapping), F1902 (a tax it
 * forbids), F1903 (Power lost; the Keeper declaration, court fx/declare), F1904 (its Prelude).
 */
import { describe, expect, it } from 'vitest';
import { answer, ids, runFrames, seen } from './steward-helpers.ts';
import { CAMPAIGN } from '../../../../src/text/en/campaign.ts';
import { newGame } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect, mayTaxCity, preludeOptions } from '../../../../src/engine/effects.ts';
import { checkInvariants } from '../../../../src/engine/invariants.ts';
import { declarable } from '../../../../src/engine/campaign/faithful.ts';
import { finalObjectiveWinner } from '../../../../src/engine/campaign/acts/chapter-end.ts';
import { giveFlagship } from '../../../../src/engine/campaign/flagship/give.ts';
import { keeperFirstPlace, mostRelics, REDEEMER_RULES, winningKeeper } from '../../../../src/engine/campaign/fates/redeemer.ts';
import type { AmbitionResult } from '../../../../src/engine/frames/chapter.ts';
import type { FrameOf, GameState, Seat } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import { planetResource } from '../../../../src/engine/board.ts';

const REDEEMER = 'ARCS-FATE19';
const STEWARD = 'ARCS-FATE01';
const ADMIRAL = 'ARCS-FATE07';
const fx = (id: string) => cardEffect(id)!;
const menu = {} as FrameOf<'turn/actions'>;

function campaign(fates: string[], seed = 1): GameState {
  let s = newGame({ players: fates.length, seed, campaign: true, fates });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  return s;
}

function noResources(s: GameState, seat: Seat): void {
  const p = s.players[seat]!;
  for (const r of p.resources) if (r) s.supply[r] += 1;
  p.resources = p.resources.map(() => null);
}

/** Seat 0 becomes the Redeemer in Act III; `before` runs just before its setup (e.g. a Flagship). */
function redeemer(players = 2, before: (s: GameState) => void = () => {}): GameState {
  const s = campaign([STEWARD, ADMIRAL, ADMIRAL, ADMIRAL].slice(0, players));
  const c = s.campaign!;
  c.act = 3;
  c.fateDecks.A.push(c.seats[0]!.fate!);
  c.fateDecks.C = c.fateDecks.C.filter((id) => id !== REDEEMER);
  c.seats[0] = { fate: REDEEMER, objective: null, marker: null, playArea: [] };
  before(s);
  return runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act: 3 }]);
}

const result = (ambition: AmbitionResult['ambition'], first: (Seat | 'phantom')[]): AmbitionResult =>
  ({ ambition, first, second: [], gains: {}, firstPower: 5, secondPower: 3, cityBonus: {} }) as AmbitionResult;

describe('Redeemer Act III setup (ARCS-F1901A)', () => {
  it('ARCS-F1901A: Relic Outrage, Ire of the Keepers gained, Rebuke in the booklet, Relic Fence on top of the Court deck, 2 players: Keeper box Relics to the supply', () => {
    const s = redeemer(2, (t) => {
      t.phantom!.relic += 2;
      t.supply.relic -= 2;
      noResources(t, 0);
      t.players[0]!.resources[0] = 'relic';
      t.supply.relic -= 1;
    });
    const cs = s.campaign!.seats[0]!;
    expect(s.players[0]!.outrage.some((m) => m.resource === 'relic')).toBe(true);
    expect(s.players[0]!.resources).not.toContain('relic');
    expect(cs.playArea).toEqual(['ARCS-F1902']);
    expect(s.campaign!.rulesBooklet.flat()).toContain('ARCS-F1903');
    expect(s.courtDeck[0]).toBe('ARCS-F1904');
    expect(s.phantom!.relic).toBe(0);
    expect(cs.objective).toBe('ARCS-F1901B');
    expect(cs.marker).toBe(16); // 2 players (arcs-facts §8)
    expect(s.decisions).toEqual([]);
    expect(checkInvariants(s), checkInvariants(s).join("; ")).toEqual([]);
  });

  it('ARCS-F1901A 1: with a Flagship the Redeemer may Resettle (board cleared, buildings placed)', () => {
    let s = redeemer(2, (t) => giveFlagship(t, 0));
    expect(ids(s)).toEqual(['yes', 'no']);
    s = answer(s, 'yes');
    expect(s.campaign!.seats[0]!.flagship).toBeUndefined();
    expect(s.decisions[0]?.kind).toBe('campaign/resettle');
  });

  it('ARCS-F1901A 1: keeping the Flagship', () => {
    let s = redeemer(2, (t) => giveFlagship(t, 0));
    s = answer(s, 'no');
    expect(s.campaign!.seats[0]!.flagship).toBeDefined();
    expect(s.decisions).toEqual([]);
  });
});

describe('Redeemer final objective (ARCS-F1901B)', () => {
  it('ARCS-F1901B Subdue the Keepers: Keeper not declared: advance 3; won Keeper: advance 3; lost it: nothing', () => {
    const s = redeemer();
    fx('ARCS-F1901B').ambitionsScored!(s, 0, [result('tycoon', [1])]);
    expect(s.campaign!.seats[0]!.marker).toBe(13);
    fx('ARCS-F1901B').ambitionsScored!(s, 0, [result('keeper', [0])]);
    expect(s.campaign!.seats[0]!.marker).toBe(10);
    fx('ARCS-F1901B').ambitionsScored!(s, 0, [result('keeper', [1])]);
    expect(s.campaign!.seats[0]!.marker).toBe(10);
    // A tie for first is no win.
    fx('ARCS-F1901B').ambitionsScored!(s, 0, [result('keeper', [0, 1])]);
    expect(s.campaign!.seats[0]!.marker).toBe(10);
  });

  it('ARCS-F1901B Shatter the Relics: after winning an ambition, scrap Relics, advancing 2 each', () => {
    let s = redeemer();
    noResources(s, 0);
    s.players[0]!.resources = ['relic', 'relic', ...s.players[0]!.resources.slice(2)];
    s.supply.relic -= 2;
    fx('ARCS-F1901B').ambitionsScored!(s, 0, [result('keeper', [1]), result('tycoon', [0])]);
    s = runFrames(s, fx('ARCS-F1901B').afterScoring!(s, 0, []));
    expect(ids(s)).toContain('done');
    s = answer(s, ids(s).find((x) => x.startsWith('scrap:'))!);
    s = answer(s, ids(s).find((x) => x.startsWith('scrap:'))!);
    expect(s.campaign!.seats[0]!.marker).toBe(12);
    expect(s.campaign!.scrappedResources?.relic).toBe(2);
    expect(s.campaign!.redeemerWon).toBeUndefined();
    expect(checkInvariants(s), checkInvariants(s).join("; ")).toEqual([]);
  });

  it('ARCS-F1901B: no ambition won: no scrapping', () => {
    const s = redeemer();
    fx('ARCS-F1901B').ambitionsScored!(s, 0, [result('tycoon', [1])]);
    expect(fx('ARCS-F1901B').afterScoring!(s, 0, [])).toEqual([]);
  });

  it('ARCS-F1901B FAQ (Relic Monopoly): Relics kept on a card the Redeemer holds may be scrapped', () => {
    let s = redeemer();
    noResources(s, 0);
    // Relic Monopoly (ARCS-F315) in the Redeemer's play area keeps the Relic supply.
    s.campaign!.seats[0]!.playArea.push('ARCS-F315');
    expect(cardEffect('ARCS-F315')?.holdsSupply).toBe('relic');
    fx('ARCS-F1901B').ambitionsScored!(s, 0, [result('tycoon', [0])]);
    s = runFrames(s, fx('ARCS-F1901B').afterScoring!(s, 0, []));
    expect(ids(s)).toEqual(['supply', 'done']);
    const supply = s.supply.relic;
    const marker = s.campaign!.seats[0]!.marker!;
    s = answer(s, 'supply');
    expect(s.supply.relic).toBe(supply - 1);
    expect(s.campaign!.seats[0]!.marker).toBe(marker - 2);
  });

  it('final objective (p.9): at 0 with at least 1 Power the Redeemer wins; with 0 or less Power not', () => {
    const s = redeemer();
    s.campaign!.seats[0]!.marker = 0;
    s.players[0]!.power = 1;
    expect(finalObjectiveWinner(s)).toBe(0);
    s.players[0]!.power = 0;
    expect(finalObjectiveWinner(s)).toBeNull();
    s.players[0]!.power = -3;
    expect(finalObjectiveWinner(s)).toBeNull();
  });

  it('final objective (p.9): several complete at once: the most Power wins', () => {
    const s = campaign([STEWARD, ADMIRAL, ADMIRAL]);
    const c = s.campaign!;
    c.act = 3;
    c.fateDecks.A.push(c.seats[0]!.fate!, c.seats[1]!.fate!);
    c.fateDecks.C = c.fateDecks.C.filter((id) => id !== REDEEMER && id !== 'ARCS-FATE17');
    c.seats[0] = { fate: REDEEMER, objective: 'ARCS-F1901B', marker: 0, playArea: [] };
    c.seats[1] = { fate: 'ARCS-FATE17', objective: 'ARCS-F1701B', marker: 0, playArea: [] };
    s.players[0]!.power = 5;
    s.players[1]!.power = 9;
    expect(finalObjectiveWinner(s)).toBe(1);
  });
});

describe('Ire of the Keepers (ARCS-F1902)', () => {
  it('ARCS-F1902: the Redeemer cannot declare Keeper; others can', () => {
    const s = redeemer();
    expect(declarable(s, 0, ['keeper', 'tycoon'])).toEqual(['tycoon']);
    expect(declarable(s, 1, ['keeper'])).toEqual(['keeper']);
  });

  it('ARCS-F1902: a Loyal city on a Relic planet is taxed only if controlled', () => {
    const s = redeemer();
    const id = (Object.keys(s.map) as SystemId[]).find((x) => planetResource(x) === 'relic')!;
    for (const st of Object.values(s.map)) {
      st!.ships = [];
      st!.slots = st!.slots.map(() => null);
    }
    s.map[id]!.slots[0] = { owner: 0, type: 'city', damaged: false };
    s.map[id]!.ships = [{ owner: 1, fresh: 2, damaged: 0 }];
    expect(mayTaxCity(s, 0, { id, slot: 0, owner: 0 })).toBe(false);
    s.map[id]!.ships = [{ owner: 0, fresh: 1, damaged: 0 }];
    expect(mayTaxCity(s, 0, { id, slot: 0, owner: 0 })).toBe(true);
  });
});

describe('Rebuke of the Keepers (ARCS-F1903, Edict 70)', () => {
  it('ARCS-F1903: Keeper declared and the Redeemer not winning it: it loses Keeper\'s first place in Power', () => {
    const s = redeemer();
    s.phantom = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
    s.ambitions.keeper = [s.markers[0]!.id];
    noResources(s, 0);
    noResources(s, 1);
    s.players[1]!.resources[0] = 'relic';
    s.supply.relic -= 1;
    expect(winningKeeper(s, 0)).toBe(false);
    const loss = keeperFirstPlace(s);
    expect(loss).toBeGreaterThan(0);
    const before = s.players[0]!.power;
    fx('ARCS-F1903').edict!(s);
    expect(s.players[0]!.power).toBe(before - loss);
  });

  it('ARCS-F1903: the Redeemer winning Keeper loses nothing', () => {
    const s = redeemer();
    s.phantom = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
    s.ambitions.keeper = [s.markers[0]!.id];
    noResources(s, 0);
    noResources(s, 1);
    s.players[0]!.resources[0] = 'relic';
    s.supply.relic -= 1;
    const before = s.players[0]!.power;
    fx('ARCS-F1903').edict!(s);
    expect(s.players[0]!.power).toBe(before);
  });

  it('ARCS-F1903: Keeper not declared: the player with the most Relics may declare it; a tie or the Redeemer: skipped', () => {
    let s = redeemer(3);
    for (const p of s.players) noResources(s, p.seat);
    s.players[1]!.resources[0] = 'relic';
    s.players[1]!.resources[1] = 'relic';
    s.players[2]!.resources[0] = 'relic';
    s.supply.relic -= 3;
    expect(mostRelics(s)).toBe(1);
    const frames = fx('ARCS-F1903').edict!(s);
    expect(frames).toEqual([{ k: 'fx/declare', seat: 1, card: 'ARCS-F1903', ambitions: ['keeper'] }]);
    s = runFrames(s, frames);
    s = answer(s, 'declare:keeper');
    expect(s.ambitions.keeper).toHaveLength(1);
    // A tie: skipped.
    const t = redeemer(3);
    for (const p of t.players) noResources(t, p.seat);
    t.players[1]!.resources[0] = 'relic';
    t.players[2]!.resources[0] = 'relic';
    t.supply.relic -= 2;
    expect(fx('ARCS-F1903').edict!(t)).toEqual([]);
    // The Redeemer with the most: skipped.
    t.players[0]!.resources[0] = 'relic';
    t.players[0]!.resources[1] = 'relic';
    t.supply.relic -= 2;
    expect(fx('ARCS-F1903').edict!(t)).toEqual([]);
  });
});

describe('Relic Fence (ARCS-F1904)', () => {
  it('ARCS-F1904: Prelude, once per turn: discard 1 resource to gain 1 Relic', () => {
    let s = redeemer();
    noResources(s, 1);
    s.players[1]!.resources[0] = 'fuel';
    s.supply.fuel -= 1;
    s.players[1]!.court.push({ id: 'ARCS-F1904', tokens: [] });
    s.courtDeck = s.courtDeck.filter((id) => id !== 'ARCS-F1904');
    s.turn = { seat: 1, taxed: [], shipyards: [], work: {}, used: [] } as unknown as GameState['turn'];
    const options = preludeOptions(s, 1, menu).filter((o) => o.id.includes('ARCS-F1904'));
    expect(options).toHaveLength(1);
    const fence = cardEffect('ARCS-F1904')!.prelude!;
    const key = fence.options(s, 1, menu)[0]!.id;
    s = runFrames(s, fence.take(s, 1, key, menu));
    expect(s.players[1]!.resources).toContain('relic');
    expect(s.players[1]!.resources).not.toContain('fuel');
    expect(fence.options(s, 1, menu)).toEqual([]);
    expect(checkInvariants(s), checkInvariants(s).join("; ")).toEqual([]);
  });
});

describe('Redeemer messages', () => {
  it('the decisions met in this file read well (wording rules) and every Redeemer key met has English text', () => {
    expect(seen.problems).toEqual([]);
    const mine = [...seen.keys].filter((k) => k.startsWith('campaign.redeemer.'));
    for (const key of ['campaign.redeemer.resettle', 'campaign.redeemer.scrap']) expect(mine).toContain(key);
    for (const key of mine) expect(CAMPAIGN).toHaveProperty([key]);
  });

  it('the module covers Act III and is dealt from rules version 7', () => {
    expect(REDEEMER_RULES.acts).toEqual([3]);
    expect(REDEEMER_RULES.dealt).toBe(true);
    expect(REDEEMER_RULES.dealtSince).toBe(7);
  });
});

/**
 * The Conspirator's Fate Set (ARCS-FATE23; a "C" Fate, Act III): every card's printed text and
 * every FAQ answer for its cards as a scenario. Its rows in cards.csv (7): ARCS-FATE23,
 * ARCS-F2301A setup, ARCS-F2301B final objective, ARCS-F2302 Farseers, ARCS-F2303 Conspiracies,
 * ARCS-F2304 Scoring Conspiracies, ARCS-F2305 Foiling Conspiracies (errata: "When a Rival of the
 * Conspirator secures"). FAQ: Farseers (3), Noble's Connected and Farseers, Conspiracies (2),
 * Commonwealth Ambition (Conspiracy and Commonwealth marker), Foiling Conspiracies (1).
 */
import { describe, expect, it } from 'vitest';
import { answer, ids, runFrames } from './steward-helpers.ts';
import { checkInvariants, newGame, viewFor } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect, permits } from '../../../../src/engine/effects.ts';
import { setUpFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import { CONSPIRATOR_RULES } from '../../../../src/engine/campaign/fates/conspirator.ts';
import { declareAmbition } from '../../../../src/engine/frames/flow.ts';
import { secureCard } from '../../../../src/engine/court.ts';
import { scoreAmbitions } from '../../../../src/engine/frames/chapter.ts';
import { fateAmbitionsScored } from '../../../../src/engine/campaign/fates/hooks.ts';
import { finalObjectiveWinner } from '../../../../src/engine/campaign/acts/chapter-end.ts';
import { giveFlagship } from '../../../../src/engine/campaign/flagship/give.ts';
import type { FrameOf, GameState } from '../../../../src/engine/types.ts';

const CONSPIRATOR = 'ARCS-FATE23';
const STEWARD = 'ARCS-FATE01';
const fx = (id: string) => cardEffect(id)!;
const menu = {} as FrameOf<'turn/actions'>;
const logText = (s: GameState) => s.log.map((l) => l.text).join('\n');

function campaign(players = 2, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => STEWARD) });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  return s;
}

/** Seat 0 becomes the Conspirator in Act III. */
function conspirator(players = 2): GameState {
  const s = campaign(players);
  s.campaign!.act = 3;
  s.campaign!.seats[0]!.fate = CONSPIRATOR;
  return runFrames(s, setUpFateNow(s, 0, 3));
}

/** Tycoon counts: seat `a` ahead (or tied) — resources on the board only. */
function give(s: GameState, seat: number, n: number): void {
  const p = s.players[seat]!;
  for (let i = 0; i < 6; i++) {
    const r = p.resources[i];
    if (r) s.supply[r] += 1;
    p.resources[i] = null;
  }
  for (let i = 0; i < n; i++) {
    p.resources[i] = 'material';
    s.supply.material -= 1;
  }
}

describe('Conspirator Act III setup (ARCS-F2301A) and final objective start (ARCS-F2301B)', () => {
  it('gains Farseers and Conspiracies, adds the two Laws, collects 8 Conspiracies (2 per colour, even with 2 players); marker 12/9/6', () => {
    const s = conspirator(2);
    const c = s.campaign!;
    expect(c.seats[0]!.playArea).toEqual(expect.arrayContaining(['ARCS-F2302', 'ARCS-F2303']));
    expect(c.rulesBooklet.flat()).toEqual(expect.arrayContaining(['ARCS-F2304', 'ARCS-F2305']));
    expect(c.conspiracies).toHaveLength(8);
    for (const col of ['red', 'blue', 'yellow', 'white']) expect(c.conspiracies!.filter((x) => x.shows === col)).toHaveLength(2);
    expect(c.seats[0]!.marker).toBe(12);
    expect(conspirator(3).campaign!.seats[0]!.marker).toBe(9);
    expect(conspirator(4).campaign!.seats[0]!.marker).toBe(6);
    expect(CONSPIRATOR_RULES.acts).toEqual([3]);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('1. "If you have a Flagship, you may Resettle"', () => {
    const s = campaign();
    giveFlagship(s, 0);
    s.campaign!.act = 3;
    s.campaign!.seats[0]!.fate = CONSPIRATOR;
    let t = runFrames(s, setUpFateNow(s, 0, 3));
    expect(ids(t)).toEqual(['yes', 'no']);
    t = answer(t, 'yes');
    expect(t.campaign!.seats[0]!.flagship).toBeUndefined();
    expect(t.decisions[0]?.kind).toBe('campaign/resettle');
  });
});

describe('Conspiracies (ARCS-F2303)', () => {
  it('declaring places a face-down Conspiracy instead of an ambition marker; only the Conspirator sees its colour', () => {
    const s = conspirator();
    const markers = s.markers.filter((m) => !Object.values(s.ambitions).flat().includes(m.id)).length;
    const logAt = s.log.length;
    let t = runFrames(s, declareAmbition(s, 0, 'tycoon', true));
    expect(t.decisions[0]!.secret).toBe(true);
    t = answer(t, 'colour:blue');
    expect(t.ambitions.tycoon).toEqual([]);
    expect(t.markers.filter((m) => !Object.values(t.ambitions).flat().includes(m.id)).length).toBe(markers);
    expect(t.campaign!.conspiracies!.filter((x) => x.on === 'tycoon')).toEqual([{ shows: 'blue', on: 'tycoon' }]);
    expect(t.log.slice(logAt).map((l) => l.text).join('\n')).not.toMatch(/blue/i);
    const rival = viewFor(t, 1) as unknown as { campaign: { conspiracies: { shows: string }[] } };
    expect(rival.campaign.conspiracies.every((x) => x.shows === 'hidden')).toBe(true);
    const own = viewFor(t, 0) as unknown as { campaign: { conspiracies: { shows: string; on: string | null }[] } };
    expect(own.campaign.conspiracies.find((x) => x.on === 'tycoon')!.shows).toBe('blue');
  });

  it('with no Conspiracy in the supply the Conspirator cannot declare', () => {
    const s = conspirator();
    expect(permits(s, 0, { t: 'declare' })).toBe(true);
    for (const x of s.campaign!.conspiracies!) x.on = 'keeper';
    expect(permits(s, 0, { t: 'declare' })).toBe(false);
    expect(permits(s, 1, { t: 'declare' })).toBe(true);
  });

  it('FAQ: declaring with a Conspiracy is still declaring (Farseers triggers)', () => {
    const s = conspirator();
    const t = answer(runFrames(s, declareAmbition(s, 0, 'tycoon', true)), 'colour:red');
    // Farseers' When you declare: look at a Rival's hand.
    expect(t.decisions[0]?.kind).toBe('campaign/farseers-swap');
  });

  it('securing: may refill the Court with a Guild card you have (FAQ: even the one just secured) to place a Conspiracy on a box with no marker', () => {
    const s = conspirator();
    // A Court of the Council and one Guild card; the deck's top card will refill its spot.
    s.courtDeck.unshift(...s.court.slice(1).map((c) => c.card));
    s.courtDeck = s.courtDeck.filter((c) => c !== 'ARCS-CC01');
    s.courtDiscard = s.courtDiscard.filter((c) => c !== 'ARCS-CC01');
    for (const p of s.players) p.court = p.court.filter((c) => c.id !== 'ARCS-CC01');
    s.court = [s.court[0]!, { card: 'ARCS-CC01', agents: s.players.map(() => 0) }];
    const deckTop = s.courtDeck[0]!;
    let t = runFrames(s, secureCard(s, 0, 1, { ransack: false }));
    expect(t.decisions[0]?.kind).toBe('campaign/conspiracy-place');
    expect(ids(t)).toEqual(expect.arrayContaining(['no', 'card:ARCS-CC01', 'card:ARCS-F2302']));
    t = answer(t, 'card:ARCS-CC01', 'box:empath', 'colour:white');
    expect(t.court[1]!.card).toBe('ARCS-CC01');
    expect(t.courtDeck[0]).toBe(deckTop);
    expect(t.players[0]!.court.map((c) => c.id)).not.toContain('ARCS-CC01');
    expect(t.campaign!.conspiracies!.filter((x) => x.on === 'empath')).toHaveLength(1);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('FAQ (Commonwealth Ambition): placing a Conspiracy is still declaring an ambition', () => {
    const s = conspirator();
    const t = answer(runFrames(s, declareAmbition(s, 0, 'warlord', true)), 'colour:red');
    expect(t.round === null || t.round.declared === 'warlord' || t.round.declared !== undefined).toBe(true);
    expect(logText(t)).toMatch(/declares Warlord \(a Conspiracy instead of a marker\)/);
  });
});

describe('Scoring Conspiracies (ARCS-F2304) with the final objective (ARCS-F2301B)', () => {
  it('reveals Conspiracies on scored ambitions: +1 per unrevealed, +1 per right (first or tied), back 1 per wrong; one movement; revealed ones return', () => {
    const s = conspirator(3);
    const c = s.campaign!;
    // Tycoon declared by a Rival; seat 1 and 2 tie for first.
    s.ambitions.tycoon = [s.markers[0]!.id];
    give(s, 0, 0);
    give(s, 1, 2);
    give(s, 2, 2);
    c.conspiracies = [
      { shows: 'blue', on: 'tycoon' }, // seat 1 tied for first: right
      { shows: 'white', on: 'tycoon' }, // no such player with 3 players: wrong
      { shows: 'red', on: 'keeper' }, // not scored: unrevealed
      { shows: 'red', on: null },
      { shows: 'blue', on: null },
      { shows: 'yellow', on: null },
      { shows: 'yellow', on: null },
      { shows: 'white', on: null },
    ];
    const marker = c.seats[0]!.marker!;
    const results = scoreAmbitions(s);
    fateAmbitionsScored(s, results);
    expect(c.seats[0]!.marker).toBe(marker - (1 + 1 - 1));
    expect(c.conspiracies!.filter((x) => x.on !== null)).toEqual([{ shows: 'red', on: 'keeper' }]);
    expect(logText(s)).toMatch(/Conspiracies revealed/);
  });

  it('more wrong than right moves the marker away from completion', () => {
    const s = conspirator();
    const c = s.campaign!;
    s.ambitions.tycoon = [s.markers[0]!.id];
    give(s, 0, 3);
    give(s, 1, 0);
    c.conspiracies![0] = { shows: 'blue', on: 'tycoon' };
    c.conspiracies![1] = { shows: 'blue', on: 'tycoon' };
    const marker = c.seats[0]!.marker!;
    fateAmbitionsScored(s, scoreAmbitions(s));
    expect(c.seats[0]!.marker).toBe(marker + 2);
  });

  it('final objective: at 0 with at least 1 Power the Conspirator wins; with 0 Power not', () => {
    const s = conspirator();
    s.campaign!.seats[0]!.marker = 0;
    s.players[0]!.power = 0;
    expect(finalObjectiveWinner(s)).toBeNull();
    s.players[0]!.power = 1;
    expect(finalObjectiveWinner(s)).toBe(0);
  });
});

describe('Foiling Conspiracies (ARCS-F2305; errata: a Rival of the Conspirator)', () => {
  function withVox(s: GameState): number {
    const vox = 'ARCS-F1009';
    s.court.push({ card: vox, agents: s.players.map(() => 0) });
    return s.court.length - 1;
  }

  it('a Rival securing a Vox card may guess: right returns it to the Conspirator', () => {
    const s = conspirator();
    s.campaign!.conspiracies![0] = { shows: 'blue', on: 'tycoon' };
    const frames = fx('ARCS-F2305').bookletSecured!(s, 1, 'ARCS-CC01', [0, 0]);
    expect(frames).toEqual([]); // a Guild card with no Conspirator agents
    const t = answer(runFrames(s, fx('ARCS-F2305').bookletSecured!(s, 1, 'ARCS-F1009', [0, 0])), 'guess:0:blue');
    expect(t.campaign!.conspiracies![0]).toEqual({ shows: 'blue', on: null });
    expect(withVox).toBeDefined();
  });

  it('FAQ: a wrong guess is not revealed (stays face down) and the Conspirator advances 1', () => {
    const s = conspirator();
    s.campaign!.conspiracies![0] = { shows: 'blue', on: 'tycoon' };
    const marker = s.campaign!.seats[0]!.marker!;
    const logAt = s.log.length;
    const t = answer(runFrames(s, fx('ARCS-F2305').bookletSecured!(s, 1, 'ARCS-F1009', [0, 0])), 'guess:0:red');
    expect(t.campaign!.conspiracies![0]).toEqual({ shows: 'blue', on: 'tycoon' });
    expect(t.campaign!.seats[0]!.marker).toBe(marker - 1);
    expect(t.log.slice(logAt).map((l) => l.text).join('\n')).not.toMatch(/blue\)|shows blue/i);
  });

  it('a card with Conspirator agents triggers it too; the Conspirator securing never does (errata)', () => {
    const s = conspirator();
    s.campaign!.conspiracies![0] = { shows: 'blue', on: 'tycoon' };
    expect(fx('ARCS-F2305').bookletSecured!(s, 1, 'ARCS-CC01', [1, 0])).toHaveLength(1);
    expect(fx('ARCS-F2305').bookletSecured!(s, 0, 'ARCS-F1009', [0, 0])).toEqual([]);
  });
});

describe('Farseers (ARCS-F2302)', () => {
  it('When you declare: look at a Rival\'s hand (secret) and may swap 1 card', () => {
    const s = conspirator();
    const theirs = s.players[1]!.hand[0]!;
    const mine = s.players[0]!.hand[0]!;
    let t = runFrames(s, [{ k: 'campaign/farseers-swap', seat: 0, target: null, take: null }]);
    t = answer(t, 'seat:1');
    expect(t.decisions[0]!.secret).toBe(true);
    t = answer(t, `card:${theirs}`, `card:${mine}`);
    expect(t.players[0]!.hand).toContain(theirs);
    expect(t.players[1]!.hand).toContain(mine);
  });

  it('FAQ: discarding 2 cards plus Farseers draws 3 from the bottom of the action discard pile; discarding none draws 1', () => {
    const s = conspirator();
    const hand = s.players[0]!.hand;
    const bottom = s.actionDiscard.slice(0, 3);
    const n = hand.length;
    let t = runFrames(s, fx('ARCS-F2302').prelude!.take(s, 0, 'use', menu));
    t = answer(t, `card:${hand[0]}`, `card:${hand[1]}`, 'done');
    expect(t.players[0]!.hand).toHaveLength(n + 1);
    if (bottom.length === 3) expect(t.players[0]!.hand).toEqual(expect.arrayContaining(bottom));
    expect(t.courtDiscard).toContain('ARCS-F2302');
    expect(checkInvariants(t)).toEqual([]);
    const u = conspirator();
    const m = u.players[0]!.hand.length;
    const v = answer(runFrames(u, fx('ARCS-F2302').prelude!.take(u, 0, 'use', menu)), 'done');
    expect(v.players[0]!.hand).toHaveLength(m + 1);
  });
});

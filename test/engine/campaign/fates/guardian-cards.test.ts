/**
 * The Guardian's Fate Set (ARCS-FATE20, a "C" Fate; 5 rows in cards.csv: ARCS-FATE20 and
 * ARCS-F2001A, F2001B, F2002, F2003, F2004 — 6 ids with the two-sided card): its Act III setup, its
 * final objective and every card's effect with its FAQ entries (faq.csv: Green Vault, Edenguard).
 *
 * Cards reporting `fired`: F2001A (setup frame), F2001B (advances), F2002 (vault, Tyrant return),
 * F2003 (tax refused, Tycoon Power denied), F2004 (declared, scored).
 */
import { describe, expect, it } from 'vitest';
import { answer, runFrames, STEWARD } from './steward-helpers.ts';
import { checkInvariants, exportPosition, importPosition, newGame } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect, permits } from '../../../../src/engine/effects.ts';
import { setUpFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import { GUARDIAN, edenPlanets, edenPlanetsOf, scoreEdenguard, declareEdenguard } from '../../../../src/engine/campaign/fates/guardian.ts';
import { heldTokens } from '../../../../src/engine/holdings.ts';
import { ambitionCount, scoreAmbitions } from '../../../../src/engine/frames/chapter.ts';
import { availableMarkers } from '../../../../src/engine/frames/flow.ts';
import { finalObjectiveWinner } from '../../../../src/engine/campaign/acts/chapter-end.ts';
import { controller } from '../../../../src/engine/control.ts';
import { systemIds } from '../../../../src/engine/board.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import type { GameState } from '../../../../src/engine/types.ts';
import type { AmbitionResult } from '../../../../src/engine/frames/chapter.ts';

const fx = (id: string) => cardEffect(id)!;

/** A Steward campaign after Act I setup, seat 0 turned Guardian in Act III (before its setup). */
function guardian(players: number, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => STEWARD) });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  const cs = s.campaign!.seats[0]!;
  cs.fate = GUARDIAN;
  cs.playArea = [];
  for (const l of ['A', 'B', 'C'] as const) s.campaign!.fateDecks[l] = s.campaign!.fateDecks[l].filter((x) => x !== GUARDIAN);
  s.campaign!.act = 3;
  return s;
}

function setUp(players: number): GameState {
  const s = guardian(players);
  return runFrames(s, setUpFateNow(s, 0, 3));
}

function emptySlots(s: GameState): void {
  for (const p of s.players) {
    for (const r of p.resources) if (r) s.supply[r] += 1;
    p.resources = p.resources.map(() => null);
  }
}

const result = (ambition: AmbitionResult['ambition'], first: number[]): AmbitionResult => ({ ambition, first, second: [], gains: {}, firstPower: 0, secondPower: 0, cityBonus: {} });

describe('Guardian Act III setup (ARCS-F2001A) and final objective (ARCS-F2001B)', () => {
  it('F2001A: Fuel and Material Outrage, Green Vault (02) and Ire of the Tycoons (03) gained, Edenguard (04) in the booklet, its tile; marker 20/18/16', () => {
    for (const [n, start] of [[2, 20], [3, 18], [4, 16]] as const) {
      const s = guardian(n);
      emptySlots(s);
      s.players[0]!.resources[0] = 'fuel';
      s.supply.fuel -= 1;
      if (s.phantom && s.phantom.material === 0) { s.phantom.material = 1; s.supply.material -= 1; }
      const r = runFrames(s, setUpFateNow(s, 0, 3));
      expect(r.decisions).toEqual([]);
      const cs = r.campaign!.seats[0]!;
      expect(cs.playArea).toEqual(['ARCS-F2002', 'ARCS-F2003']);
      expect(r.campaign!.rulesBooklet.flat()).toContain('ARCS-F2004');
      expect(cs.objective).toBe('ARCS-F2001B');
      expect(cs.marker).toBe(start);
      expect(r.players[0]!.outrage.map((m) => m.resource).sort()).toEqual(['fuel', 'material']);
      expect(r.players[0]!.resources).not.toContain('fuel');
      expect(r.campaign!.tokens?.some((t) => t.kind === 'edenguard-ambition')).toBe(true);
      // 3. With 2 players, the ambition boxes' Material and Fuel return to the supply.
      if (n === 2) expect([r.phantom!.material, r.phantom!.fuel]).toEqual([0, 0]);
      expect(checkInvariants(r)).toEqual([]);
    }
  });

  it('F2001A 1.: with a Flagship, the Guardian is asked whether to Resettle; "no" keeps it', () => {
    const s = guardian(3);
    s.campaign!.seats[0]!.flagship = { upgrades: Array(6).fill(null), armor: Array(6).fill(null) };
    const id = systemIds(s).find((x) => s.map[x]!.ships.some((g) => g.owner === 0))!;
    s.map[id]!.ships.find((g) => g.owner === 0)!.flagship = true;
    let r = runFrames(s, setUpFateNow(s, 0, 3));
    expect(r.decisions[0]?.kind).toBe('campaign/guardian-setup');
    r = answer(r, 'no');
    expect(r.campaign!.seats[0]!.flagship).toBeDefined();
    expect(r.players[0]!.outrage.map((m) => m.resource).sort()).toEqual(['fuel', 'material']);
  });

  it('F2001B Give Back to the Land: 1 per Material or Fuel in Captives if the Guardian wins Tyrant or it is not declared', () => {
    const s = setUp(3);
    const cs = s.campaign!.seats[0]!;
    cs.greenVault = ['material', 'fuel'];
    s.supply.material -= 1;
    s.supply.fuel -= 1;
    cs.marker = 18;
    const planets = edenPlanetsOf(s, 0);
    fx('ARCS-F2001B').ambitionsScored!(s, 0, [result('tyrant', [1])]);
    expect(cs.marker).toBe(18 - planets); // Tyrant won by a Rival: only the planets
    fx('ARCS-F2001B').ambitionsScored!(s, 0, [result('tyrant', [0])]);
    expect(cs.marker).toBe(18 - 2 * planets - 2);
  });

  it('F2001B Guard the Reach\'s Splendor: 1 per Material and Fuel planet controlled if the Guardian wins Edenguard or it is not declared', () => {
    const s = setUp(3);
    const cs = s.campaign!.seats[0]!;
    cs.marker = 18;
    const planets = edenPlanetsOf(s, 0);
    s.campaign!.edenguardScored = { act: 3, chapter: s.chapter, winner: 1 };
    fx('ARCS-F2001B').ambitionsScored!(s, 0, []);
    expect(cs.marker).toBe(18);
    s.campaign!.edenguardScored = { act: 3, chapter: s.chapter, winner: 0 };
    fx('ARCS-F2001B').ambitionsScored!(s, 0, []);
    expect(cs.marker).toBe(18 - planets);
  });

  it('final objective (p.9): at 0 with at least 1 Power the Guardian wins; with 0 Power it does not; several: the most Power', () => {
    const s = setUp(3);
    s.campaign!.seats[0]!.marker = 0;
    s.players[0]!.power = 0;
    expect(finalObjectiveWinner(s)).toBeNull();
    s.players[0]!.power = -2;
    expect(finalObjectiveWinner(s)).toBeNull();
    s.players[0]!.power = 1;
    expect(finalObjectiveWinner(s)).toBe(0);
  });
});

describe('Green Vault (ARCS-F2002), Ire of the Tycoons (ARCS-F2003), Edenguard Ambition (ARCS-F2004)', () => {
  it('F2002: gaining Material or Fuel offers the Captives; placed there it is frozen, counts for Tyrant and Tycoon', () => {
    let s = setUp(3);
    emptySlots(s);
    s = runFrames(s, [{ k: 'res/gain', seat: 0, resource: 'material', stolen: false }]);
    expect(s.decisions[0]?.kind).toBe('res/gain');
    s = answer(s, 'vault');
    expect(s.campaign!.seats[0]!.greenVault).toEqual(['material']);
    expect(ambitionCount(s, s.players[0]!, 'tyrant')).toBe(1);
    expect(ambitionCount(s, s.players[0]!, 'tycoon')).toBe(1);
    expect(checkInvariants(s)).toEqual([]);
    // Keep: the usual slot. A Psionic is never offered.
    s = runFrames(s, [{ k: 'res/gain', seat: 0, resource: 'fuel', stolen: false }]);
    s = answer(s, 'keep');
    while (s.decisions[0]?.kind === 'res/arrange') s = answer(s, s.decisions[0].options[0]!.id);
    expect(s.players[0]!.resources).toContain('fuel');
    s = runFrames(s, [{ k: 'res/gain', seat: 1, resource: 'fuel', stolen: false }]);
    expect(s.decisions[0]?.kind).not.toBe('res/gain');
    // Positions keep the vault.
    expect(importPosition(exportPosition(s)).campaign!.seats[0]!.greenVault).toEqual(['material']);
  });

  it('F2002 FAQ: Material and Fuel in Captives return to the general supply when Tyrant is scored', () => {
    const s = setUp(3);
    s.campaign!.seats[0]!.greenVault = ['material', 'fuel'];
    s.supply.material -= 1;
    s.supply.fuel -= 1;
    fx('ARCS-F2002').ambitionsScored!(s, 0, [result('tycoon', [0])]);
    expect(s.campaign!.seats[0]!.greenVault).toHaveLength(2);
    fx('ARCS-F2002').ambitionsScored!(s, 0, [result('tyrant', [1])]);
    expect(s.campaign!.seats[0]!.greenVault).toBeUndefined();
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F2002 frozen (p.27 "Rivals can steal and take frozen resources"): a Rival\'s steal may take Material or Fuel out of the Guardian\'s Captives (`vault-<resource>`); a raid cannot (no raid cost)', () => {
    let s = setUp(3);
    emptySlots(s);
    s.campaign!.seats[0]!.greenVault = ['fuel'];
    s.supply.fuel -= 1;
    s = runFrames(s, [{ k: 'fx/steal', seat: 1, card: 'ARCS-F2002', what: 'resource', resource: null, optional: false }]);
    expect(s.decisions[0]!.options.map((o) => o.id)).toEqual(['res:0:vault-fuel']);
    s = answer(s, 'res:0:vault-fuel');
    while (s.decisions[0]?.kind === 'res/arrange') s = answer(s, s.decisions[0].options[0]!.id);
    expect(s.campaign!.seats[0]!.greenVault).toBeUndefined();
    expect(s.players[1]!.resources).toContain('fuel');
    expect(checkInvariants(s)).toEqual([]);
    // Raids steal held tokens with a raid cost only: the Captives are not among them.
    const t = setUp(3);
    emptySlots(t);
    t.campaign!.seats[0]!.greenVault = ['fuel'];
    t.supply.fuel -= 1;
    expect(heldTokens(t, 0)).toEqual([]);
  });

  it('F2002 FAQ "transferred with Knowledge Set Free or scrapped …: Your resources in your Captives box are still Captives, but they are no longer frozen."', () => {
    const s = setUp(3);
    emptySlots(s);
    s.campaign!.seats[0]!.greenVault = ['material', 'fuel'];
    s.supply.material -= 1;
    s.supply.fuel -= 1;
    expect(ambitionCount(s, s.players[0]!, 'tycoon')).toBe(2);
    // Transferred to seat 1 (its play area now): the Guardian's stay Captives (Tyrant), no longer frozen (not Tycoon, not stealable).
    const cs = s.campaign!.seats[0]!;
    cs.playArea.splice(cs.playArea.indexOf('ARCS-F2002'), 1);
    s.campaign!.seats[1]!.playArea.push('ARCS-F2002');
    expect(s.campaign!.seats[0]!.greenVault).toEqual(['material', 'fuel']);
    expect(ambitionCount(s, s.players[0]!, 'tyrant')).toBe(2);
    expect(ambitionCount(s, s.players[0]!, 'tycoon')).toBe(0);
    let t = runFrames(s, [{ k: 'fx/steal', seat: 2, card: 'ARCS-F2002', what: 'resource', resource: null, optional: true }]);
    expect(t.decisions.flatMap((d) => d.options.map((o) => o.id)).filter((x) => x.includes('vault'))).toEqual([]);
    expect(checkInvariants(t)).toEqual([]);
    // The new holder may place Material or Fuel it takes in its own Captives.
    t = runFrames(t, [{ k: 'res/gain', seat: 1, resource: 'fuel', stolen: false }]);
    t = answer(t, 'vault');
    expect(t.campaign!.seats[1]!.greenVault).toEqual(['fuel']);
    expect(ambitionCount(t, t.players[1]!, 'tycoon')).toBeGreaterThanOrEqual(1);
  });

  it('F2004 "When you declare" effects run when Edenguard is declared (it is declaring an ambition): Farseers (ARCS-BC17) looks at a hand; box-specific ones (the Commonwealth Ambition marker) do not', () => {
    const s = setUp(3);
    s.players[1]!.court.push({ id: 'ARCS-BC17', tokens: [] });
    const frames = declareEdenguard(s, 1, true);
    expect(frames.map((f) => f.k)).toEqual(['fx/farseers-peek']);
    expect(fx('ARCS-F213').onDeclare!(s, 1, null)).toEqual([]);
  });

  it('F2003: the Guardian cannot declare Tycoon (FAQ: Edenguard yes), gains no Power from Tycoon, and taxes its Material/Fuel cities only where it controls', () => {
    let s = setUp(3);
    s = runFrames(s, [{ k: 'fx/declare', seat: 0, card: 'ARCS-F2003', ambitions: ['tycoon', 'tyrant'] }]);
    const ids = s.decisions[0]!.options.map((o) => o.id);
    expect(ids).not.toContain('declare:tycoon');
    expect(ids).toContain('declare:tyrant');
    expect(ids).toContain('alt:edenguard');
    // Scoring Tycoon: the Guardian places first but gains nothing.
    const t = setUp(3);
    emptySlots(t);
    t.players[0]!.resources[0] = 'material';
    t.players[0]!.resources[1] = 'material';
    t.supply.material -= 2;
    t.ambitions.tycoon = [t.markers[0]!.id];
    const before = t.players[0]!.power;
    const res = scoreAmbitions(t);
    expect(res.find((r) => r.ambition === 'tycoon')!.first).toEqual([0]);
    expect(t.players[0]!.power).toBe(before);
    // Tax: a Loyal city at a Material/Fuel planet the Guardian does not control.
    const planet = edenPlanets(t)[0]! as SystemId;
    const city = { id: planet, slot: 0, owner: 0 as const };
    const verdict = permits(t, 0, { t: 'tax', city });
    expect(verdict).toBe(controller(t, planet) === 0);
  });

  it('F2004: Edenguard is declared instead of Tycoon with an Available marker, and scored: most Material and Fuel planets controlled', () => {
    const s = setUp(3);
    const n = availableMarkers(s).length;
    declareEdenguard(s, 1, true);
    expect(s.campaign!.edenguard).toHaveLength(1);
    expect(availableMarkers(s)).toHaveLength(n - 1);
    const counts = s.players.map((p) => edenPlanetsOf(s, p.seat, true));
    const power = s.players.map((p) => p.power);
    scoreEdenguard(s);
    expect(s.campaign!.edenguard).toBeUndefined();
    const top = Math.max(...counts);
    const leaders = counts.filter((c) => c === top).length;
    expect(s.campaign!.edenguardScored!.winner).toBe(top > 0 && leaders === 1 ? counts.indexOf(top) : null);
    if (top > 0) expect(s.players.some((p, i) => p.power > power[i]!)).toBe(true);
    expect(checkInvariants(s)).toEqual([]);
    // Positions keep the declared markers.
    declareEdenguard(s, 1, true);
    expect(importPosition(exportPosition(s)).campaign!.edenguard).toEqual(s.campaign!.edenguard);
  });
});

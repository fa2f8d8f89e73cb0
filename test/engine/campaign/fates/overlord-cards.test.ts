/**
 * The Overlord's Fate Set (ARCS-FATE17; cards.csv has 5 rows: ARCS-FATE17, ARCS-F1701A, ARCS-F1701B,
 * ARCS-F1702, ARCS-F1703): every card's printed text as a scenario, the FAQ answers (Overlord Act III
 * Objective: Monopolies; Sycophants: 2 ships per turn in all, not attacking ships) and the
 * rulebook's final-objective rules (p.9: several completing at once, 0 or negative Power, the
 * final objective ahead of the Power count).
 *
 * ARCS-F1701A is printed "Overlord Act II Setup": a "C" Fate plays Act III only, so it is read as
 * the Act III setup (its back is the Act III objective).
 *
 * Cards that report `fired` when they act: F1701A (a setup choice taken), F1701B (advanced),
 * F1702 (ships placed, Prelude), F1703 (Power lost). ARCS-FATE17 has no rules of its own.
 */
import { describe, expect, it } from 'vitest';
// The engine first (its effect modules load the Fates' cards).
import { answer, clearMap, ids, runFrames, setShips, shipsAt } from './steward-helpers.ts';
import { newGame, checkInvariants } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect, keepsOnOutrage, preludeOptions } from '../../../../src/engine/effects.ts';
import { OVERLORD, overlordAdvance, SYCOPHANTS } from '../../../../src/engine/campaign/fates/overlord.ts';
import { finalObjectiveWinner } from '../../../../src/engine/campaign/acts/chapter-end.ts';
import { provokeOutrage } from '../../../../src/engine/frames/outrage.ts';
import { planetResource as planetOf } from '../../../../src/engine/board.ts';
import { FAQ } from '../../../../src/data/cards.ts';
import type { FrameOf, GameState, Seat } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';

const STEWARD = 'ARCS-FATE01';
const fx = (id: string) => cardEffect(id)!;

function turnOf(s: GameState, seat: Seat): void {
  s.turn = { seat, taxed: [], shipyards: [], work: {}, used: [] } as unknown as GameState['turn'];
}

/** A campaign in Act III where seat 0 is the Overlord, set up with first options for everything but the Outrage question. */
function overlord(players = 2, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => STEWARD) });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  const c = s.campaign!;
  c.act = 3;
  c.seats[0]!.fate = OVERLORD;
  c.seats[0]!.playArea = [];
  c.fateDecks.C = c.fateDecks.C.filter((id) => id !== OVERLORD);
  // Seat 0 gave up its Steward (the other seats still play theirs: a repeated Fate is one card).
  return s;
}

/** A planet in play of this type. */
const planet = (s: GameState, r: string): SystemId => (Object.keys(s.map) as SystemId[]).find((id) => planetOf(id) === r)!;

describe('Overlord setup (ARCS-F1701A, the Act III setup)', () => {
  it('gains Sycophants, adds Reach Rejects Overlord to the booklet, marker at 20; with no Outrage it may Provoke Outrage to place 2 ships at a planet of that type', () => {
    const s = overlord();
    let t = runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act: 3 }]);
    const c = t.campaign!;
    expect(c.seats[0]!.playArea).toEqual([SYCOPHANTS]);
    expect(c.rulesBooklet.flat()).toContain('ARCS-F1703');
    expect(c.seats[0]!.marker).toBe(20);
    expect(c.seats[0]!.objective).toBe('ARCS-F1701B');
    expect(ids(t)).toContain('type:weapon');
    t = answer(t, 'type:weapon');
    expect(t.players[0]!.outrage.map((m) => m.resource)).toEqual(['weapon']);
    // "(Do not also trigger Sycophants.)": Sycophants (a Weapon card) is kept and asks nothing; the 2 ships are placed.
    expect(t.campaign!.seats[0]!.playArea).toEqual([SYCOPHANTS]);
    const at = ids(t)[0]!;
    const sysId = at.slice('sys:'.length) as SystemId;
    expect(planetOf(sysId)).toBe('weapon');
    const before = shipsAt(t, sysId, 0).fresh;
    t = answer(t, at);
    expect(shipsAt(t, sysId, 0).fresh).toBe(before + 2);
    expect(t.decisions).toEqual([]);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('with Outrage already, nothing is asked; declining asks nothing more', () => {
    const s = overlord();
    provokeOutrage(s, 0, 'fuel');
    const t = runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act: 3 }]);
    expect(t.decisions).toEqual([]);
    const u = overlord();
    let v = runFrames(u, [{ k: 'campaign/fate-setup', seat: 0, act: 3 }]);
    v = answer(v, 'no');
    expect(v.players[0]!.outrage).toEqual([]);
    expect(v.decisions).toEqual([]);
  });
});

describe('Overlord final objective (ARCS-F1701B)', () => {
  it('"Rule by Fear Alone" 1 per Outraged resource type you have; "Control by Fear Alone" 2 per Outraged planet type you control', () => {
    const s = overlord();
    clearMap(s);
    s.players[0]!.outrage = [{ resource: 'weapon', agent: false }, { resource: 'fuel', agent: false }];
    s.players[0]!.resources = s.players[0]!.resources.map(() => null);
    expect(overlordAdvance(s, 0)).toBe(0);
    s.players[0]!.resources[0] = 'weapon';
    expect(overlordAdvance(s, 0)).toBe(1);
    const w = planet(s, 'weapon');
    setShips(s, w, 0, 2);
    expect(overlordAdvance(s, 0)).toBe(3);
    s.campaign!.seats[0]!.marker = 20;
    fx('ARCS-F1701B').ambitionsScored!(s, 0, []);
    expect(s.campaign!.seats[0]!.marker).toBe(17);
  });

  it('FAQ (Monopolies): resources a held card keeps count as "had"', () => {
    expect(FAQ['Overlord Act III Objective']!.some((f) => /Monopol/.test(f.q))).toBe(true);
    const s = overlord();
    clearMap(s);
    s.players[0]!.outrage = [{ resource: 'relic', agent: false }];
    s.players[0]!.resources = s.players[0]!.resources.map(() => null);
    expect(overlordAdvance(s, 0, (r) => (r === 'relic' ? 3 : 0))).toBe(1);
  });

  it('the rulebook (p.9): at the end of a chapter, marker at 0 and at least 1 Power wins; 0 or negative Power does not; among several, the most Power', () => {
    const s = overlord(3);
    const c = s.campaign!;
    c.seats[1]!.fate = OVERLORD;
    c.seats[0]!.marker = 0;
    c.seats[1]!.marker = 0;
    s.players[0]!.power = 0;
    s.players[1]!.power = -2;
    expect(finalObjectiveWinner(s)).toBeNull();
    s.players[0]!.power = 1;
    expect(finalObjectiveWinner(s)).toBe(0);
    s.players[1]!.power = 5;
    s.players[2]!.power = 40;
    // Seat 2 (a Steward) has the most Power, but the final objective supersedes it: among the completers, the most Power.
    expect(finalObjectiveWinner(s)).toBe(1);
  });
});

describe('Sycophants (ARCS-F1702)', () => {
  it('"When you Provoke Outrage, keep this card, and you may place 2 fresh ships at a planet of the Outrage type once per turn" (FAQ: 2 ships per turn in all)', () => {
    expect(FAQ['Sycophants']!.length).toBe(2);
    const s = overlord();
    s.campaign!.seats[0]!.playArea = [SYCOPHANTS];
    expect(keepsOnOutrage(s, SYCOPHANTS)).toBe(true);
    turnOf(s, 0);
    s.map[planet(s, 'psionic')]!.slots[0] = { owner: 1, type: 'city', damaged: false };
    let t = runFrames(s, [{ k: 'city/destroyed', destroyer: 0, owner: 1, resource: 'psionic' }]);
    expect(t.campaign!.seats[0]!.playArea).toEqual([SYCOPHANTS]);
    const choice = ids(t).find((x) => x.startsWith('sys:'))!;
    expect(planetOf(choice.slice(4) as SystemId)).toBe('psionic');
    const sysId = choice.slice(4) as SystemId;
    const before = shipsAt(t, sysId, 0).fresh;
    t = answer(t, choice);
    expect(shipsAt(t, sysId, 0).fresh).toBe(before + 2);
    // Weapon Outrage twice more this turn: no more ships (FAQ).
    while (t.decisions.length > 0) t = answer(t, ids(t)[ids(t).length - 1]!);
    const u = runFrames(t, [{ k: 'city/destroyed', destroyer: 0, owner: 1, resource: 'weapon' }]);
    expect(u.decisions.filter((d) => d.kind === 'campaign/overlord-sycophants')).toEqual([]);
  });

  it('"When you Provoke Outrage" — any Outrage, not only a destroyed city\'s (one "after Outrage" trigger with the Planet Breaker\'s Sycophants): asked once the frame provoking it is finished', () => {
    const s = overlord();
    s.campaign!.seats[0]!.playArea = [SYCOPHANTS];
    turnOf(s, 0);
    // An Outrage provoked inside a running frame by another rule (here a frame that just ends: a "C" setup's Resettle offer with no Flagship).
    s.stack.push({ k: 'campaign/judge-resettle', seat: 0 });
    provokeOutrage(s, 0, 'relic');
    let t = runFrames(s, []);
    expect(t.decisions[0]!.kind).toBe('campaign/overlord-sycophants');
    const choice = ids(t).find((x) => x.startsWith('sys:'))!;
    expect(planetOf(choice.slice(4) as SystemId)).toBe('relic');
    t = answer(t, choice);
    expect(t.decisions).toEqual([]);
  });

  it('two Outrages waiting together (a gate city of two types, FAQ "once per turn, not once per turn per Outrage"): one offer, planets of both types', () => {
    const s = overlord();
    s.campaign!.seats[0]!.playArea = [SYCOPHANTS];
    turnOf(s, 0);
    const t = runFrames(s, [{ k: 'city/destroyed', destroyer: 0, owner: 'free', resource: 'material', types: ['psionic', 'weapon'], system: planet(s, 'psionic') } as never]);
    expect(t.decisions.map((d) => d.kind)).toEqual(['campaign/overlord-sycophants']);
    const types = new Set(ids(t).filter((x) => x.startsWith('sys:')).map((x) => planetOf(x.slice(4) as SystemId)));
    expect(types).toEqual(new Set(['psionic', 'weapon']));
    const u = answer(t, 'no');
    expect(u.decisions).toEqual([]);
  });

  it('Prelude: discard this to place 3 ships in a system you control', () => {
    const s = overlord();
    s.campaign!.seats[0]!.playArea = [SYCOPHANTS];
    turnOf(s, 0);
    const options = preludeOptions(s, 0, {} as FrameOf<'turn/actions'>);
    expect(options.map((o) => o.id)).toContain(`fx:${SYCOPHANTS}:use`);
    const frames = fx(SYCOPHANTS).prelude!.take(s, 0, 'use', {} as FrameOf<'turn/actions'>);
    expect(frames).toEqual([{ k: 'fx/place-3', seat: 0, card: SYCOPHANTS }]);
    expect(s.campaign!.seats[0]!.playArea).toEqual([]);
    expect(s.courtDiscard).toContain(SYCOPHANTS);
  });
});

describe('Reach Rejects Overlord (ARCS-F1703, Edict 65)', () => {
  for (const [n, loss] of [[0, 0], [1, 1], [2, 3], [3, 6], [4, 8], [5, 10]] as const) {
    it(`${n} Outrage: lose ${loss} Power`, () => {
      const s = overlord();
      const types = ['material', 'fuel', 'weapon', 'relic', 'psionic'] as const;
      s.players[0]!.outrage = types.slice(0, n).map((r) => ({ resource: r, agent: false }));
      s.players[0]!.power = 4;
      fx('ARCS-F1703').edict!(s);
      expect(s.players[0]!.power).toBe(4 - loss);
      expect(s.players[1]!.power).toBe(0);
    });
  }
});

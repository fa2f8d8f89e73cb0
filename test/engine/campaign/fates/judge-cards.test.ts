/**
 * The Judge's Fate Set (ARCS-FATE24; 6 rows in cards.csv: ARCS-F2401A, F2401B, F2402, F2403, F2404,
 * F2405): every card's printed text as a scenario, the FAQ answers for its cards (faq.csv: The
 * Arbiter, Judge's Chosen) and the rulebook's final-objective rules. Not done: battling with the
 * Judge's ships, Judge's Chosen (F2404; see judge.ts). Cards that report `fired`: F2401A (framework),
 * F2401B, F2402, F2403, F2404, F2405.
 */
import { describe, expect, it } from 'vitest';
import { answer, ids, runFrames, setShips } from './steward-helpers.ts';
import { newGame } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect } from '../../../../src/engine/effects.ts';
import { fateRules, setUpFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import { JUDGE_RULES, tiedAmbitions } from '../../../../src/engine/campaign/fates/judge.ts';
import { campaignChapterNext, finalObjectiveWinner } from '../../../../src/engine/campaign/acts/chapter-end.ts';
import { giveFlagship } from '../../../../src/engine/campaign/flagship/give.ts';
import { isGate, neighbours, shipCount, sys, systemIds } from '../../../../src/engine/board.ts';
import { checkInvariants } from '../../../../src/engine/index.ts';
import { findNewAction } from '../../../../src/engine/effects.ts';
import { controller } from '../../../../src/engine/control.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import type { GameState, Seat } from '../../../../src/engine/types.ts';

const JUDGE = 'ARCS-FATE24';
const STEWARD = 'ARCS-FATE01';
const F = (n: number) => `ARCS-F24${String(n).padStart(2, '0')}`;
const fx = (id: string) => cardEffect(id)!;
const marker = (s: GameState, seat: Seat = 0) => s.campaign!.seats[seat]!.marker;
const noResources = (s: GameState) => s.players.forEach((p) => (p.resources = [null, null, null, null, null, null]));

/** A campaign of Stewards after Act I setup; seat 0 then becomes the Judge in Act III (its setup run). */
function judge(players = 3, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => STEWARD) });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  s.campaign!.act = 3;
  s.campaign!.seats[0]!.fate = JUDGE;
  s.campaign!.seats[0]!.playArea = [];
  return runFrames(s, setUpFateNow(s, 0, 3));
}

describe('Judge Act III Setup (ARCS-F2401A) and final objective (ARCS-F2401B)', () => {
  it('F2401A: gains Vow of Fairness, The Arbiter, Judge\'s Chosen; Judge Sets Agenda to the rules booklet; marker 6', () => {
    for (const n of [2, 3, 4]) {
      const s = judge(n);
      const cs = s.campaign!.seats[0]!;
      expect(cs.playArea).toEqual([F(2), F(3), F(4)]);
      expect(s.campaign!.rulesBooklet.flat()).toContain(F(5));
      expect([cs.objective, cs.marker]).toEqual([F(1) + 'B', 6]);
      expect(s.decisions).toEqual([]);
    }
  });

  it('F2401A 1: with a Flagship, the Judge may Resettle (or keep it)', () => {
    let s = newGame({ players: 3, seed: 2, campaign: true, fates: [STEWARD, STEWARD, STEWARD] });
    while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
    restAfterSetup(s);
    giveFlagship(s, 0, systemIds(s)[3]);
    s.campaign!.act = 3;
    s.campaign!.seats[0]!.fate = JUDGE;
    s = runFrames(s, setUpFateNow(s, 0, 3));
    expect(ids(s)).toEqual(['yes', 'no']);
    const kept = answer(s, 'no');
    expect(kept.campaign!.seats[0]!.flagship).toBeDefined();
    const gone = answer(s, 'yes');
    expect(gone.campaign!.seats[0]!.flagship).toBeUndefined();
    expect(gone.decisions[0]?.kind).toBe('campaign/resettle');
  });

  it('F2401B: advance 1 for each declared ambition where players tie for first place (2 players: the ambition box resources tie too)', () => {
    const s = judge(3);
    noResources(s);
    s.players.forEach((p) => ((p.trophies = []), (p.captives = p.captives.map(() => 0))));
    s.ambitions.tycoon = ['A'];
    s.ambitions.keeper = ['B'];
    s.players[1]!.resources = ['material', 'fuel', null, null, null, null];
    s.players[2]!.resources = ['material', 'material', 'relic', null, null, null];
    s.players[0]!.resources = ['relic', null, null, null, null, null];
    // Tycoon: 2 against 2 (tie for first); Keeper: 1 against 1 (tie for first).
    expect(tiedAmbitions(s)).toEqual(['tycoon', 'keeper']);
    fx(F(1) + 'B').ambitionsScored!(s, 0, []);
    expect(marker(s)).toBe(4);
    // Nobody qualifies: no tie.
    s.ambitions.tycoon = [];
    s.ambitions.empath = ['C'];
    expect(tiedAmbitions(s)).toEqual(['keeper']);
    // 2 players: the phantom's Relic ties the single Relic on Keeper.
    const t = judge(2);
    noResources(t);
    t.ambitions.keeper = ['A'];
    t.phantom = { material: 0, fuel: 0, weapon: 0, relic: 1, psionic: 0 };
    t.players[1]!.resources = ['relic', null, null, null, null, null];
    expect(tiedAmbitions(t)).toEqual(['keeper']);
  });

  it('final objective (p.9): at 0 with at least 1 Power the Judge wins; with 0 Power not; among several, the most Power', () => {
    const s = judge(3);
    s.campaign!.seats[0]!.marker = 0;
    s.players[0]!.power = 0;
    expect(finalObjectiveWinner(s)).toBeNull();
    s.players[0]!.power = 1;
    expect(finalObjectiveWinner(s)).toBe(0);
    s.players[0]!.power = -2;
    expect(finalObjectiveWinner(s)).toBeNull();
  });

  it('final objective (p.9): several complete at once: the most Power wins; completing in the last chapter beats a higher Power count', () => {
    const s = judge(3);
    // A second seat completing a "C" final objective at the same time (a repeated Fate, as tests allow).
    s.campaign!.seats[1]!.fate = JUDGE;
    s.campaign!.seats[1]!.objective = F(1) + 'B';
    s.campaign!.seats[0]!.marker = 0;
    s.campaign!.seats[1]!.marker = 0;
    s.players[0]!.power = 3;
    s.players[1]!.power = 7;
    s.players[2]!.power = 30;
    expect(finalObjectiveWinner(s)).toBe(1);
    // The last chapter of Act III: the final objective wins the campaign ahead of the Power count.
    s.chapter = 4;
    campaignChapterNext(s);
    expect(s.ended).toEqual({ winner: 1, reason: 'final-objective' });
  });
});

describe('Vow of Fairness (ARCS-F2402)', () => {
  it('raids may steal the Judge\'s Trophies and Captives for 1 key each; pieces Loyal to the thief return to their supply', () => {
    let s = judge(3);
    noResources(s);
    const p = s.players[0]!;
    p.trophies = [{ owner: 1, piece: 'ship', count: 1 }, { owner: 2, piece: 'ship', count: 1 }];
    p.captives = [0, 0, 1];
    s.players[2]!.supply.agents -= 1;
    const id = systemIds(s)[5]!;
    setShips(s, id, 1, 2);
    s = runFrames(s, [{ k: 'battle/raid', attacker: 1, defender: 0, system: id, keys: 2 }]);
    expect(ids(s)).toEqual(expect.arrayContaining([`fx:${F(2)}:trophy-1-ship`, `fx:${F(2)}:trophy-2-ship`, `fx:${F(2)}:captive-2`]));
    const ships = s.players[1]!.supply.ships;
    s = answer(s, `fx:${F(2)}:trophy-1-ship`);
    expect(s.players[1]!.supply.ships).toBe(ships + 1);
    expect(s.players[1]!.trophies).toEqual([]);
    s = answer(s, `fx:${F(2)}:captive-2`);
    expect(s.players[1]!.captives[2]).toBe(1);
    expect(s.players[0]!.captives[2]).toBe(0);
    expect(s.decisions).toEqual([]);
  });
});

describe('The Arbiter (ARCS-F2403)', () => {
  it('at the start of scoring: give Trophies, Captives and resources to Rivals; pieces Loyal to that Rival return to their supply', () => {
    let s = judge(3);
    noResources(s);
    const p = s.players[0]!;
    p.trophies = [{ owner: 1, piece: 'ship', count: 1 }, { owner: 2, piece: 'ship', count: 1 }];
    p.captives = [0, 1, 0];
    s.players[1]!.supply.agents -= 1;
    p.resources = ['fuel', null, null, null, null, null];
    s.supply.fuel -= 1;
    const frames = fx(F(3)).beforeScoring!(s, 0);
    expect(frames).toEqual([{ k: 'campaign/judge-arbiter', seat: 0 }]);
    s = runFrames(s, frames);
    expect(ids(s)).toContain('trophy:1:1:ship');
    const ships = s.players[1]!.supply.ships;
    s = answer(s, 'trophy:1:1:ship');
    expect(s.players[1]!.supply.ships).toBe(ships + 1);
    expect(s.players[1]!.trophies).toEqual([]);
    s = answer(s, 'trophy:1:2:ship');
    expect(s.players[1]!.trophies).toEqual([{ owner: 2, piece: 'ship', count: 1 }]);
    const agents = s.players[1]!.supply.agents;
    s = answer(s, 'captive:1:1');
    expect(s.players[1]!.supply.agents).toBe(agents + 1);
    s = answer(s, 'res:2:0');
    expect(s.players[2]!.resources.filter((r) => r !== null)).toEqual(['fuel']);
    expect(s.decisions).toEqual([]);
  });

  it('FAQ: resource slots limit only resources, not Trophies and Captives', () => {
    let s = judge(3);
    s.players[0]!.trophies = [{ owner: 2, piece: 'ship', count: 1 }];
    s.players[0]!.resources = ['fuel', null, null, null, null, null];
    s.players[1]!.resources = s.players[1]!.resources.map(() => 'material');
    s = runFrames(s, [{ k: 'campaign/judge-arbiter', seat: 0 }]);
    expect(ids(s)).toContain('trophy:1:2:ship');
    expect(ids(s)).not.toContain('res:1:0');
    expect(ids(s)).toContain('done');
  });
});

describe('Judge Sets Agenda (ARCS-F2405) and Judge\'s Chosen (ARCS-F2404)', () => {
  it('the Judge may declare any ambition with any unplaced marker, losing its second-place Power; then gives Judge\'s Chosen to a Rival', () => {
    let s = judge(3);
    s.players[0]!.power = 5;
    const frames = fx(F(5)).edict!(s);
    expect(frames).toEqual([{ k: 'campaign/judge-agenda', seat: 0, step: 'declare' }]);
    s = runFrames(s, frames);
    expect(ids(s)).toContain('declare:warlord:C');
    expect(ids(s)).toContain('no');
    s = answer(s, 'declare:warlord:B');
    expect(s.ambitions.warlord).toEqual(['B']);
    expect(s.players[0]!.power).toBe(5 - 2);
    expect(ids(s)).toEqual(['give:1', 'give:2']);
    s = answer(s, 'give:2');
    expect(s.campaign!.seats[2]!.playArea).toContain(F(4));
    expect(s.campaign!.seats[0]!.playArea).not.toContain(F(4));
    // Next Edicts: it returns to the Judge, who must name a Rival again (declining the declaration).
    s = runFrames(s, fx(F(5)).edict!(s));
    s = answer(s, 'no');
    expect(s.campaign!.seats[0]!.playArea).toContain(F(4));
    s = answer(s, 'give:1');
    expect(s.campaign!.seats[1]!.playArea).toContain(F(4));
    expect(s.campaign!.seats[2]!.playArea).not.toContain(F(4));
  });
});

describe('Judge FateRules', () => {
  it('Act III only, dealt from rules version 7', () => {
    expect(fateRules(JUDGE)).toBe(JUDGE_RULES);
    expect([JUDGE_RULES.acts, JUDGE_RULES.dealt, JUDGE_RULES.dealtSince]).toEqual([[3], true, 7]);
  });
});

describe("Judge's Chosen (ARCS-F2404): the holder takes actions with the Judge's Loyal ships", () => {
  /** Seat 1 holds Judge's Chosen; the Judge (seat 0) has 2 fresh and 1 damaged ships at a planet `from` next to a gate. */
  function chosen(): { s: GameState; from: SystemId; gate: SystemId } {
    const s = judge(3);
    const cs = s.campaign!.seats[0]!;
    cs.playArea.splice(cs.playArea.indexOf(F(4)), 1);
    s.campaign!.seats[1]!.playArea.push(F(4));
    const from = systemIds(s).find((id) => !isGate(id) && neighbours(s, id).some(isGate) && !sys(s, id).ships.some((g) => g.owner === 0))!;
    const gate = neighbours(s, from).find(isGate)!;
    s.players[0]!.supply.ships -= 3;
    setShips(s, from, 0, 2, 1);
    return { s, from, gate };
  }

  it('"You may take actions with the Judge\'s Loyal ships. (Their ships don\'t add to your control.)": Move the Judge\'s ships (a Move action), from a system to an adjacent one', () => {
    const { s, from, gate } = chosen();
    expect(findNewAction(s, 0, F(4), 'judge-move')).toBeUndefined(); // the Judge does not hold it
    const move = findNewAction(s, 1, F(4), 'judge-move')!;
    expect(move.can(s, 1)).toBe(true);
    let t = runFrames(s, move.start(s, 1));
    expect(t.decisions[0]!.seat).toBe(1);
    expect(ids(t)).toContain(`sys:${from}`);
    t = answer(t, `sys:${from}`);
    expect(ids(t)).toEqual(neighbours(t, from).map((id) => `sys:${id}`));
    t = answer(t, `sys:${gate}`);
    expect(ids(t)).toContain('n:2:1');
    expect(ids(t)).not.toContain('n:0:0');
    const before = shipCount(sys(t, gate), 0);
    t = answer(t, 'n:1:1');
    expect(shipCount(sys(t, gate), 0)).toEqual({ fresh: before.fresh + 1, damaged: before.damaged + 1 });
    expect(shipCount(sys(t, from), 0)).toEqual({ fresh: 1, damaged: 0 });
    expect(t.log.map((l) => l.text).join('\n')).toMatch(/Judge's Chosen/);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('"You may take actions with the Judge\'s Loyal ships": Repair the Judge\'s ships (a Repair action: "Stand up 1 damaged Loyal ship", anywhere)', () => {
    const { s, from } = chosen();
    expect(findNewAction(s, 0, F(4), 'judge-repair')).toBeUndefined(); // the Judge does not hold it
    const repair = findNewAction(s, 1, F(4), 'judge-repair')!;
    expect(repair.replaces).toBe('repair');
    expect(repair.can(s, 1)).toBe(true);
    let t = runFrames(s, repair.start(s, 1));
    expect(t.decisions[0]!.seat).toBe(1);
    expect(ids(t)).toEqual(systemIds(t).filter((id) => shipCount(sys(t, id), 0).damaged > 0).map((id) => `sys:${id}`));
    expect(ids(t)).toContain(`sys:${from}`);
    const holder = shipCount(sys(t, from), 1);
    t = answer(t, `sys:${from}`);
    expect(shipCount(sys(t, from), 0)).toEqual({ fresh: 3, damaged: 0 });
    expect(shipCount(sys(t, from), 1)).toEqual(holder); // only the Judge's ship
    expect(t.log.map((l) => l.text).join('\n')).toMatch(/repairs a ship of .* \(Judge's Chosen\)/);
    expect(checkInvariants(t)).toEqual([]);
    // No damaged ship of the Judge left: nothing to repair with it.
    for (const id of systemIds(t)) {
      const g = sys(t, id).ships.find((x) => x.owner === 0);
      if (g) {
        g.fresh += g.damaged;
        g.damaged = 0;
      }
    }
    expect(repair.can(t, 1)).toBe(false);
  });

  it('FAQ "Does this trigger Gate Ports? Yes!": moving the Judge\'s ships into a gate with a fresh Gate Ports starport captures an agent of the holder', () => {
    const { s, from, gate } = chosen();
    // Seat 2 holds Gate Ports (ARCS-L08) with a fresh starport at the gate, which it controls.
    s.players[2]!.lore.push('ARCS-L08');
    const slot = sys(s, gate).slots.findIndex((b) => b === null);
    if (slot >= 0) sys(s, gate).slots[slot] = { owner: 2, type: 'starport', damaged: false };
    else sys(s, gate).slots.push({ owner: 2, type: 'starport', damaged: false });
    s.players[2]!.supply.starports -= 1;
    for (const g of sys(s, gate).ships) {
      const p = typeof g.owner === 'number' ? s.players[g.owner] : undefined;
      if (p) p.supply.ships += g.fresh + g.damaged;
    }
    sys(s, gate).ships = [];
    s.players[2]!.supply.ships -= 3;
    setShips(s, gate, 2, 3);
    expect(controller(s, gate)).toBe(2);
    const captives = s.players[2]!.captives[1] ?? 0;
    const move = findNewAction(s, 1, F(4), 'judge-move')!;
    let t = runFrames(s, move.start(s, 1));
    t = answer(t, `sys:${from}`);
    t = answer(t, `sys:${gate}`);
    t = answer(t, 'n:1:0');
    expect(t.players[2]!.captives[1]).toBe(captives + 1);
  });
});

/**
 * The Judge's Fate Set (ARCS-FATE24; 6 rows in cards.csv: ARCS-F2401A, F2401B, F2402, F2403, F2404,
 * F2405): every card's printed text as a scenario, the FAQ answers for its cards (faq.csv: The
 * Arbiter, Judge's Chosen) and the rulebook's final-objective rules, Judge's Chosen's Move, Repair
 * and Battle with the Judge's ships included. Cards that report `fired`: F2401A (framework), F2401B,
 * F2402, F2403, F2404, F2405.
 */
import { describe, expect, it } from 'vitest';
import { answer, ids, runFrames, setShips } from './steward-helpers.ts';
import { exportPosition, importPosition, newGame } from '../../../../src/engine/index.ts';
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
import { battleSystems, canBattle } from '../../../../src/engine/frames/battle.ts';
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

describe("Judge's Chosen (ARCS-F2404) in battle: \"When attacking anyone except the Judge in battle, you may add the Judge's Loyal ships in the battle system to your attacking ships\"", () => {
  type Group = [owner: Seat | 'empire', fresh: number, damaged?: number];
  /**
   * Seat 1 (titles as given) holds Judge's Chosen and takes its turn; the Judge is seat 0. At `at`, an
   * empty planet, the given ships (taken from their supplies); the dice rigged.
   */
  function arena(groups: Group[], dice: number[], titles: ('regent' | 'outlaw')[] = ['regent', 'regent', 'regent']): { s: GameState; at: SystemId } {
    const s = judge(3);
    const cs = s.campaign!.seats[0]!;
    cs.playArea.splice(cs.playArea.indexOf(F(4)), 1);
    s.campaign!.seats[1]!.playArea.push(F(4));
    titles.forEach((t, i) => (s.players[i]!.title = t));
    const fr = s.campaign!.firstRegent;
    if (fr !== null && titles[fr] !== 'regent') s.campaign!.firstRegent = titles.indexOf('regent');
    // A planet with empty slots and only Blight, which goes back to its supply.
    const at = systemIds(s).find((id) => !isGate(id) && sys(s, id).ships.every((g) => g.owner === 'blight') && sys(s, id).slots.every((b) => b === null))!;
    for (const g of sys(s, at).ships) s.neutral!.blight.blight += g.fresh + g.damaged;
    sys(s, at).ships = [];
    for (const [o, fresh, damaged = 0] of groups) {
      if (o === 'empire') s.neutral!.empire.ships -= fresh + damaged;
      else s.players[o]!.supply.ships -= fresh + damaged;
      setShips(s, at, o, fresh, damaged);
    }
    s.turn = { seat: 1, taxed: [], shipyards: [], work: {} };
    s.riggedDice = dice;
    expect(checkInvariants(s)).toEqual([]);
    return { s, at };
  }
  const battle = (s: GameState): GameState => runFrames(s, [{ k: 'act/battle', seat: 1, system: null, defender: null, pool: {} }]);
  const trophies = (s: GameState, seat: Seat, owner: Seat | 'empire') => s.players[seat]!.trophies.find((t) => t.owner === owner && t.piece === 'ship')?.count ?? 0;

  it('adds any number of the Judge\'s ships (`ally:<fresh>:<damaged>`): their dice are the holder\'s, the destroyed defenders are the holder\'s Trophies', () => {
    // Holder 1 fresh; the Judge 2 fresh + 1 damaged; defender seat 2 with 2 fresh. Four skirmish hits.
    const { s, at } = arena([[1, 1], [0, 2, 1], [2, 2]], [0, 0, 0, 0]);
    let t = battle(s);
    t = answer(t, `sys:${at}`, 'def:2');
    expect(t.decisions[0]!.seat).toBe(1);
    expect(ids(t)).toEqual(['ally:2:1', 'ally:2:0', 'ally:1:1', 'ally:1:0', 'ally:0:1', 'ally:0:0']);
    t = answer(t, 'ally:2:1');
    expect(t.turn!.work.allyAttack).toEqual({ seat: 1, ally: 0, system: at, fresh: 2, damaged: 1 });
    expect(ids(t)[0]).toBe('assault:4'); // 1 + 3 attacking ships
    // The position format carries the battle under way (turn.work.allyAttack): it round-trips and plays on alike.
    const decks = t.campaign!.fateDecks;
    decks.C = decks.C.filter((c) => c !== JUDGE); // the test made seat 0 the Judge without drawing it
    const p = JSON.parse(JSON.stringify(exportPosition(t)));
    const back = importPosition(JSON.parse(JSON.stringify(p)));
    expect(JSON.parse(JSON.stringify(exportPosition(back)))).toEqual(p);
    expect(back.turn!.work.allyAttack).toEqual(t.turn!.work.allyAttack);
    expect(ids(back)).toEqual(ids(t));
    const supply0 = t.players[0]!.supply.ships;
    t = answer(t, 'assault:0', 'skirmish:4');
    expect(shipCount(sys(t, at), 2)).toEqual({ fresh: 0, damaged: 0 });
    expect(trophies(t, 1, 2)).toBe(2);
    expect(shipCount(sys(t, at), 0)).toEqual({ fresh: 2, damaged: 1 }); // the Judge's ships stay where they are
    expect(t.players[0]!.supply.ships).toBe(supply0);
    expect(t.turn?.work.allyAttack).toBeUndefined(); // the battle is over
    expect(t.log.map((l) => l.text).join('\n')).toMatch(/adds 3 ships of .* to their attacking ships \(Judge's Chosen\)/);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('declining (`ally:0:0`): only the holder\'s ships attack, and its hits fall on its own ships only', () => {
    // Holder 2 fresh; one assault die, face 1: a self-hit and 2 hits.
    const { s, at } = arena([[1, 2], [0, 2], [2, 2]], [1]);
    let t = answer(battle(s), `sys:${at}`, 'def:2', 'ally:0:0');
    expect(t.turn!.work.allyAttack).toBeUndefined();
    expect(ids(t)[0]).toBe('assault:2');
    t = answer(t, 'assault:1', 'skirmish:0');
    // The self-hit: only the holder's ships (no `-a` part in the outcome ids).
    expect(shipCount(sys(t, at), 1)).toEqual({ fresh: 1, damaged: 1 });
    expect(shipCount(sys(t, at), 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(checkInvariants(t)).toEqual([]);
  });

  it('a Regent holder adds Imperial ships AND the Judge\'s: the attacker spreads its self-hits over its own, the Imperial and the Judge\'s ships (`s…-i…-a…`)', () => {
    // Holder 1 fresh, 1 Imperial fresh, the Judge 1 fresh; defender seat 2 with 1 fresh. Three assault dice, face 1: 3 self-hits, 6 hits.
    // Seat 2 an Outlaw: the Truce Law forbids battling a Regent where Imperial ships are.
    const { s, at } = arena([[1, 1], ['empire', 1], [0, 1], [2, 1]], [1, 1, 1], ['regent', 'regent', 'outlaw']);
    let t = answer(battle(s), `sys:${at}`);
    expect(ids(t)).toEqual(['imp:1:0', 'imp:0:0']);
    t = answer(t, 'imp:1:0');
    expect(ids(t)).toEqual(['ally:1:0', 'ally:0:0']);
    t = answer(t, 'ally:1:0');
    expect(ids(t)[0]).toBe('assault:3');
    t = answer(t, 'assault:3'); // every ship rolls: nothing left to collect
    // 3 self-hits over three fresh ships (6 hits to destroy all): every spread, each group by its own part.
    const own = ids(t);
    expect(own).toContain('s1.0.0-i1.0.0-a1.0.0');
    expect(own).toContain('s0.0.1-i0.0.0-a1.0.0');
    expect(own).toContain('s0.0.0-i0.0.1-a1.0.0');
    expect(own).toContain('s0.0.0-i1.0.0-a0.0.1');
    expect(own.every((id) => /^s\d\.\d\.\d-i\d\.\d\.\d-a\d\.\d\.\d$/.test(id))).toBe(true);
    expect(own).toHaveLength(new Set(own).size);
    const labels = t.decisions[0]!.options.map((o) => (typeof o.label === 'string' ? o.label : o.label.key));
    expect(labels.length).toBe(own.length);
    // Damage the holder's ship, destroy the Imperial ship (the defender's Trophy), damage the Judge's.
    const outlawTrophies = trophies(t, 2, 'empire');
    t = answer(t, 's0.0.0-i0.0.1-a1.0.0');
    expect(shipCount(sys(t, at), 1)).toEqual({ fresh: 1, damaged: 0 });
    expect(shipCount(sys(t, at), 'empire')).toEqual({ fresh: 0, damaged: 0 });
    expect(shipCount(sys(t, at), 0)).toEqual({ fresh: 0, damaged: 1 });
    expect(trophies(t, 2, 'empire')).toBe(outlawTrophies + 1);
    // Then the 6 hits destroy the defender.
    expect(shipCount(sys(t, at), 2)).toEqual({ fresh: 0, damaged: 0 });
    expect(trophies(t, 1, 2)).toBe(1);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('destroyed Judge\'s ships: "The defender takes destroyed attacking pieces as Trophies" (Battle); never the holder\'s Trophies', () => {
    // Holder 1 fresh, the Judge 1 damaged; defender seat 2, 1 fresh. Assault face 3: a self-hit and a hit.
    const { s, at } = arena([[1, 1], [0, 0, 1], [2, 1]], [3]);
    let t = answer(battle(s), `sys:${at}`, 'def:2', 'ally:0:1', 'assault:1', 'skirmish:0');
    expect(ids(t)).toEqual(['s1.0.0-a0.0.0', 's0.0.0-a0.1.0']);
    t = answer(t, 's0.0.0-a0.1.0');
    expect(shipCount(sys(t, at), 0)).toEqual({ fresh: 0, damaged: 0 });
    expect(trophies(t, 2, 0)).toBe(1);
    expect(trophies(t, 1, 0)).toBe(0);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('destroyed Judge\'s ships return to the Judge\'s supply when the defending side takes no Trophies (the Empire with no First Regent) or its taker is the Judge', () => {
    for (const firstRegent of [null, 0] as const) {
      // An Outlaw holder battles the Empire (1 fresh Imperial ship) with its ship and the Judge's damaged one.
      const { s, at } = arena([[1, 1], [0, 0, 1], ['empire', 1]], [3], ['regent', 'outlaw', 'regent']);
      s.campaign!.firstRegent = firstRegent;
      let t = answer(battle(s), `sys:${at}`);
      if (t.decisions[0]!.kind === 'act/battle' && ids(t).some((id) => id.startsWith('def:'))) t = answer(t, 'def:empire');
      expect(ids(t)).toEqual(['ally:0:1', 'ally:0:0']);
      const supply = t.players[0]!.supply.ships;
      t = answer(t, 'ally:0:1', 'assault:1', 'skirmish:0', 'raid:0', 's0.0.0-a0.1.0');
      expect(shipCount(sys(t, at), 0)).toEqual({ fresh: 0, damaged: 0 });
      expect(t.players[0]!.supply.ships).toBe(supply + 1);
      expect(t.players.every((p) => trophies(t, p.seat, 0) === 0)).toBe(true);
      expect(checkInvariants(t)).toEqual([]);
    }
  });

  it('"When attacking the Judge in battle, Judge\'s Loyal ships add to their defending pieces, not your attacking ships": nothing is offered, they defend', () => {
    // Holder 2 fresh; the Judge 1 fresh. Assault face 2: an intercept and a hit.
    const { s, at } = arena([[1, 2], [0, 1]], [2]);
    let t = battle(s);
    t = answer(t, `sys:${at}`);
    expect(ids(t).some((id) => id.startsWith('ally:'))).toBe(false);
    expect(ids(t)[0]).toBe('assault:2');
    t = answer(t, 'assault:1', 'skirmish:0');
    // The Judge's fresh ship intercepts (1 hit on the holder), and is hit itself.
    expect(shipCount(sys(t, at), 1)).toEqual({ fresh: 1, damaged: 1 });
    expect(shipCount(sys(t, at), 0)).toEqual({ fresh: 0, damaged: 1 });
    expect(checkInvariants(t)).toEqual([]);
  });

  it('where the Judge has no ships, nothing is offered; the Judge\'s Flagship piece is never one of the ships added', () => {
    const { s, at } = arena([[1, 1], [2, 1]], [3]);
    const t = answer(battle(s), `sys:${at}`);
    expect(ids(t)[0]).toBe('assault:1');
    expect(ids(t).some((id) => id.startsWith('ally:'))).toBe(false);
    // The Judge's Flagship and 1 fresh ship there: only that ship may be added.
    const { s: f, at: at2 } = arena([[1, 1], [2, 1]], [3]);
    giveFlagship(f, 0, at2);
    expect(shipCount(sys(f, at2), 0).fresh).toBe(1); // the Flagship piece
    let u = answer(battle(f), `sys:${at2}`, 'def:2');
    expect(ids(u)[0]).toBe('assault:1'); // the Flagship piece alone: nothing to add
    f.players[0]!.supply.ships -= 1;
    sys(f, at2).ships.find((g) => g.owner === 0)!.fresh += 1;
    u = answer(battle(f), `sys:${at2}`, 'def:2');
    expect(ids(u)).toEqual(['ally:1:0', 'ally:0:0']);
  });

  it('"You may take actions with the Judge\'s Loyal ships": the holder may Battle where only the Judge\'s ships are, with at least one of them, never against the Judge', () => {
    // No ship of the holder at `at`: the Judge 2 fresh, seat 2 with 1 fresh.
    const { s, at } = arena([[0, 2], [2, 1]], [0]);
    expect(battleSystems(s, 1)).toContain(at);
    expect(canBattle(s, 1)).toBe(true);
    let t = battle(s);
    expect(ids(t)).toContain(`sys:${at}`);
    t = answer(t, `sys:${at}`); // the one defender (seat 2): the Judge is none
    expect(ids(t)).toEqual(['ally:2:0', 'ally:1:0']);
    t = answer(t, 'ally:1:0');
    expect(ids(t)[0]).toBe('assault:1');
    t = answer(t, 'assault:0', 'skirmish:1');
    expect(shipCount(sys(t, at), 2)).toEqual({ fresh: 0, damaged: 1 });
    expect(checkInvariants(t)).toEqual([]);
    // Only the Judge's ships there, or the Judge alone to fight: no battle there; a Rival not holding the card never.
    const { s: lone, at: at2 } = arena([[0, 2]], []);
    expect(battleSystems(lone, 1)).not.toContain(at2);
    expect(battleSystems(lone, 2)).not.toContain(at2);
    const { s: judgeOnly, at: at3 } = arena([[0, 2], [2, 1]], []);
    judgeOnly.campaign!.seats[1]!.playArea = [];
    expect(battleSystems(judgeOnly, 1)).not.toContain(at3);
  });

  it('raiding: the Judge\'s ships count as attacking ships left after the self-hits destroyed the holder\'s own', () => {
    // Holder 1 damaged, the Judge 1 fresh; defender seat 2 (1 damaged ship, no buildings anywhere). Raid faces 0 and 1: 2 keys (an
    // intercept, but no fresh defender), then a self-hit and a key: 3 keys, the raid cost of resource slot 1.
    const { s, at } = arena([[1, 0, 1], [0, 1]], [0, 1]);
    const d = s.players[2]!;
    for (const id of systemIds(s)) sys(s, id).slots.forEach((b, i) => {
      if (b?.owner === 2) {
        sys(s, id).slots[i] = null;
        d.supply.starports += b.type === 'starport' ? 1 : 0;
      }
    });
    // A defending seat with no buildings anywhere may be raided (Raid Dice Limit); it needs ships at `at` to be a defender.
    d.supply.ships -= 1;
    setShips(s, at, 2, 0, 1);
    d.resources = ['fuel', null, null, null, null, null];
    let t = answer(battle(s), `sys:${at}`, 'def:2', 'ally:1:0', 'assault:0', 'skirmish:0', 'raid:2');
    // The self-hit: destroy the holder's damaged ship (the Judge's fresh one keeps attacking).
    t = answer(t, 's0.1.0-a0.0.0');
    expect(shipCount(sys(t, at), 1)).toEqual({ fresh: 0, damaged: 0 });
    expect(ids(t)).toContain('res:0');
    t = answer(t, 'res:0');
    expect(t.players[1]!.resources).toContain('fuel');
    expect(t.players[2]!.resources).not.toContain('fuel');
  });
});

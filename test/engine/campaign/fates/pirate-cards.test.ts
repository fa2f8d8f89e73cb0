/**
 * The Pirate's Fate Set (ARCS-FATE12; 13 rows of cards.csv: ARCS-FATE12, ARCS-F1201A, ARCS-F1201B,
 * ARCS-F1202, ARCS-F1203, ARCS-F1204, ARCS-F1205, ARCS-F1206, ARCS-F1207, ARCS-F1208A, ARCS-F1208B,
 * ARCS-F1209, ARCS-F1210, ARCS-F1211, ARCS-F1212): every card's printed text as a scenario, and the FAQ
 * answers for its cards (faq.csv: Rumors of the Haven, Pirate Act III Objective, Silver-Tongues).
 * errata.md has nothing for this set.
 *
 * Cards that report `fired` (effects.ts fired / fired.ts noteFired): F1201A, F1201B (advancing), F1202
 * (a stolen resource placed on it), F1203 (a steal in a raid it allowed), F1204, F1205 (a tax "like
 * Loyal", act/tax), F1206, F1207 (its Prelude), F1208A (Rumors placed), F1208B (declarations, the
 * Haven revealed), F1209/F1210 (Crisis flipping Rumors; When Secured agent: F1209), F1211 (agent after
 * stealing from the Pirate), F1212 (Share Rumor).
 */
import { describe, expect, it } from 'vitest';
import { answer, clearMap, ids, runFrames, seen, setShips } from './steward-helpers.ts';
import { CAMPAIGN } from '../../../../src/text/en/campaign.ts';
import { newGame } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect, preludeOptions } from '../../../../src/engine/effects.ts';
import { exportPosition, importPosition } from '../../../../src/engine/position.ts';
import { viewFor } from '../../../../src/engine/view.ts';
import { checkInvariants } from '../../../../src/engine/invariants.ts';
import { ambitionCount } from '../../../../src/engine/frames/chapter.ts';
import { provokeOutrage } from '../../../../src/engine/frames/outrage.ts';
import { raidAllowed } from '../../../../src/engine/frames/battle.ts';
import { taxTargets } from '../../../../src/engine/frames/actions.ts';
import { flagshipSystem } from '../../../../src/engine/campaign/flagship/board.ts';
import { heldTokens } from '../../../../src/engine/holdings.ts';
import { itemsFor, applyPart } from '../../../../src/engine/campaign/summit/negotiation.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { havenOf, hoardOf, PIRATE_RULES, pirateGrandAmbitions, truthfulClaims } from '../../../../src/engine/campaign/fates/pirate.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import type { FrameOf, GameState, Seat } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';

const PIRATE = 'ARCS-FATE12';
const STEWARD = 'ARCS-FATE01';
const ADMIRAL = 'ARCS-FATE07';
const fx = (id: string) => cardEffect(id)!;
const menu = {} as FrameOf<'turn/actions'>;
const roll = (number: 1 | 2 | 3 | 4 | 5 | 6): EventRoll => ({ event: { event: 'crisis', symbol: 'arrow' }, number });
const logText = (s: GameState) => s.log.map((l) => l.text).join('\n');

/** A campaign after Act I setup (first placement options, hands kept). */
function campaign(fates: string[], seed = 1): GameState {
  let s = newGame({ players: fates.length, seed, campaign: true, fates });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  return s;
}

/** Seat 0 becomes the Pirate for `act` and its setup runs (Act III: the Rumors placed on `rumorsAt` in order). */
function pirateAt(act: 2 | 3, players = 2, rumorsAt: SystemId[] = ['5:arrow', '2:hex', '1:crescent', '3:crescent']): GameState {
  const s = campaign([STEWARD, ADMIRAL, ADMIRAL, ADMIRAL].slice(0, players));
  const c = s.campaign!;
  c.act = act;
  // The seat's "A" Fate left at the Intermission (back in a Fate deck, so every Fate card is somewhere).
  c.fateDecks.A.push(c.seats[0]!.fate!);
  c.fateDecks.B = c.fateDecks.B.filter((id) => id !== PIRATE);
  c.seats[0] = { fate: PIRATE, objective: null, marker: null, playArea: [] };
  let t = runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act }]);
  if (act === 3) t = answer(t, ...rumorsAt.map((id) => `sys:${id}`));
  return t;
}

/** Empty the seat's resource slots into the supply. */
function noResources(s: GameState, seat: Seat): void {
  const p = s.players[seat]!;
  for (const r of p.resources) if (r) s.supply[r] += 1;
  p.resources = p.resources.map(() => null);
}

/** The Rumor on a planet. */
const rumorAt = (s: GameState, id: SystemId) => s.campaign!.rumors!.find((r) => r.where === id)!;

function turnOf(s: GameState, seat: Seat): void {
  s.turn = { seat, taxed: [], shipyards: [], work: {}, used: [] } as unknown as GameState['turn'];
}

describe('Pirate Act II setup (ARCS-F1201A)', () => {
  it('ARCS-F1201A: gains a Flagship (its buildings become Free), starports on Tractor Beam and Defense Array, the Hoard and the Fleet, replenishes the fleet', () => {
    const before = campaign([STEWARD, ADMIRAL]);
    const mine = Object.values(before.map).flatMap((st) => st!.slots.filter((b) => b?.owner === 0)).length;
    const s = pirateAt(2);
    const cs = s.campaign!.seats[0]!;
    expect(cs.flagship).toBeDefined();
    expect(Object.values(s.map).some((st) => st!.ships.some((g) => g.owner === 0 && g.flagship))).toBe(true);
    // "Abandon your buildings for a Flagship": no Loyal building left on the map, Free ones instead.
    expect(Object.values(s.map).flatMap((st) => st!.slots.filter((b) => b?.owner === 0))).toHaveLength(0);
    expect(Object.values(s.map).flatMap((st) => st!.slots.filter((b) => b?.owner === 'free')).length).toBeGreaterThanOrEqual(mine);
    // Tractor Beam and Defense Array carry a fresh starport each.
    const board = cs.flagship!;
    expect(board.upgrades.filter((p) => p?.type === 'starport' && !p.damaged)).toHaveLength(2);
    expect(cs.playArea).toEqual(['ARCS-F1202', 'ARCS-F1203']);
    expect(cs.objective).toBe('ARCS-F1201B');
    expect(cs.marker).toBe(24); // 2 players (arcs-facts §8)
    // Every cluster in play has a Pirate ship now (on its gate where it had none).
    for (const cluster of [1, 2, 3, 4, 5, 6]) {
      const ids = Object.keys(s.map).filter((id) => id.startsWith(`${cluster}:`));
      if (ids.length === 0) continue;
      expect(ids.some((id) => s.map[id as SystemId]!.ships.some((g) => g.owner === 0))).toBe(true);
    }
    expect(checkInvariants(s)).toEqual([]);
  });

  it('ARCS-F1201A 4: a cluster already holding a Loyal ship gets none on its gate', () => {
    const s = campaign([STEWARD, ADMIRAL]);
    clearMap(s);
    s.players[0]!.supply.ships = 15;
    setShips(s, '1:arrow', 0, 1);
    s.players[0]!.supply.ships -= 1;
    s.campaign!.act = 2;
    s.campaign!.seats[0] = { fate: PIRATE, objective: null, marker: null, playArea: [] };
    const t = runFrames(s, [{ k: 'campaign/fate-setup', seat: 0, act: 2 }]);
    expect(t.map['1:gate']!.ships.some((g) => g.owner === 0)).toBe(false);
    expect(t.map['2:gate']!.ships.some((g) => g.owner === 0)).toBe(true);
  });
});

describe('Pirate Hoard (ARCS-F1202)', () => {
  it('ARCS-F1202: a stolen resource may be placed on the Hoard; it counts for ambitions, costs 2 keys to raid, survives Outrage, can be spent', () => {
    let s = pirateAt(2);
    s.supply.fuel -= 1; // stolen from a Rival
    s = runFrames(s, [{ k: 'res/gain', seat: 0, resource: 'fuel', stolen: true }]);
    expect(ids(s)).toEqual(['hoard', 'usual']);
    s = answer(s, 'hoard');
    expect(hoardOf(s, 0)).toEqual(['fuel']);
    expect(heldTokens(s, 0).find((t) => t.place === 'hoard-fuel-1')?.keys).toBe(2);
    expect(ambitionCount(s, s.players[0]!, 'tycoon')).toBeGreaterThanOrEqual(1);
    // "Outrage doesn't discard resources here."
    provokeOutrage(s, 0, 'fuel');
    expect(hoardOf(s, 0)).toEqual(['fuel']);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('ARCS-F1202: an ordinary gain never asks; keeping a stolen one puts it in the slots', () => {
    let s = pirateAt(2);
    s.players[0]!.resources = s.players[0]!.resources.map(() => null);
    s = runFrames(s, [{ k: 'res/gain', seat: 0, resource: 'material', stolen: false }]);
    expect(s.decisions).toEqual([]);
    s.supply.weapon -= 1;
    s = runFrames(s, [{ k: 'res/gain', seat: 0, resource: 'weapon', stolen: true }]);
    s = answer(s, 'usual');
    expect(hoardOf(s, 0)).toEqual([]);
    expect(s.players[0]!.resources).toContain('weapon');
  });
});

describe('Pirate Act II objective (ARCS-F1201B)', () => {
  it('ARCS-F1201B: advance 1 per Hoard resource and 1 per type the Hoard has more of than each Rival (2 players: the ambition boxes count as a Rival)', () => {
    const s = pirateAt(2);
    s.players[0]!.loreTokens = { 'ARCS-F1202': ['fuel', 'fuel', 'relic'] };
    s.supply.fuel -= 2;
    s.supply.relic -= 1;
    s.players[1]!.resources = ['fuel', 'relic', null, null, null, null];
    s.supply.fuel -= 1;
    s.supply.relic -= 1;
    s.phantom = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
    fx('ARCS-F1201B').afterScoring!(s, 0, []);
    // 3 resources + Fuel (2 > 1); Relic ties (1 = 1).
    expect(s.campaign!.seats[0]!.marker).toBe(24 - 4);
    // With 2 Fuel on the ambition boxes, Fuel no longer counts.
    s.phantom.fuel = 2;
    fx('ARCS-F1201B').afterScoring!(s, 0, []);
    expect(s.campaign!.seats[0]!.marker).toBe(20 - 3);
  });
});

describe('Pirate Fleet (ARCS-F1203)', () => {
  it('ARCS-F1203: raid dice with no defending buildings; then only resources, max 1 per damaged defending ship', () => {
    let s = pirateAt(2);
    clearMap(s);
    setShips(s, '3:arrow', 0, 3);
    setShips(s, '3:arrow', 1, 0, 1);
    s.map['4:arrow']!.slots[0] = { owner: 1, type: 'city', damaged: false };
    s.players[1]!.resources = ['material', 'weapon', null, null, null, null];
    s.players[1]!.court = [{ id: 'ARCS-CC01', tokens: [] }];
    expect(raidAllowed(s, 0, '3:arrow', 1)).toBe(true);
    expect(raidAllowed(s, 1, '3:arrow', 0)).toBe(false);
    turnOf(s, 0);
    const fired: string[] = [];
    const stop = onFired((_s, id) => fired.push(id));
    s = runFrames(s, [{ k: 'battle/raid', attacker: 0, defender: 1, system: '3:arrow', keys: 6, fleet: 0 }]);
    // Resources only (no Guild card).
    expect(ids(s).some((x) => x.startsWith('card:'))).toBe(false);
    s = answer(s, ids(s).find((x) => x.startsWith('res:'))!);
    if (s.decisions[0]?.options.some((o) => o.id === 'hoard')) s = answer(s, 'hoard');
    stop();
    // One damaged defending ship: one steal, then the raid is over.
    expect(s.decisions).toEqual([]);
    expect(s.players[1]!.resources.filter((r) => r !== null)).toHaveLength(1);
    expect(fired).toContain('ARCS-F1203');
  });
});

describe('Pirate Act II Resolution (ARCS-F1204)', () => {
  it('ARCS-F1204 completed: Smugglers gained, Call to Action and Silver-Tongues scrapped, Hoard resources onto the board, the rest to the supply', () => {
    let s = pirateAt(2);
    noResources(s, 0);
    s.players[0]!.loreTokens = { 'ARCS-F1202': ['fuel', 'relic'] };
    s.supply.fuel -= 1;
    s.supply.relic -= 1;
    s = runFrames(s, [{ k: 'campaign/fate-resolve', seat: 0, act: 2, completed: true }]);
    expect(s.campaign!.seats[0]!.playArea).toContain('ARCS-F1205');
    expect(s.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F1206', 'ARCS-F1207']));
    expect(ids(s)).toContain('board:fuel');
    s = answer(s, 'board:fuel', 'done');
    expect(s.players[0]!.resources).toContain('fuel');
    expect(hoardOf(s, 0)).toEqual([]);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('ARCS-F1204 completed 3: the Hoard\'s Material, Fuel and Relics spent for their Prelude actions (ship build limits ignored for Material), each where its action has a target; Outraged types not', () => {
    let s = pirateAt(2);
    noResources(s, 0);
    s.turn = null;
    s.players[0]!.loreTokens = { 'ARCS-F1202': ['material', 'material', 'fuel', 'relic'] };
    s.supply.material -= 2;
    s.supply.fuel -= 1;
    s.supply.relic -= 1;
    const at = flagshipSystem(s, 0)!;
    const ships = () => s.map[at]!.ships.filter((g) => g.owner === 0).reduce((n, g) => n + g.fresh + g.damaged, 0);
    s = runFrames(s, [{ k: 'campaign/fate-resolve', seat: 0, act: 2, completed: true }]);
    // Relics secure: no Court card can be secured here, so no Relic spend is offered.
    expect(ids(s)).toEqual(expect.arrayContaining(['spend:material:build', 'spend:fuel:move', 'board:relic', 'done']));
    expect(ids(s).some((x) => x.startsWith('spend:relic'))).toBe(false);
    const before = ships();
    const material = s.supply.material;
    const fired: string[] = [];
    const stop = onFired((_s, id) => fired.push(id));
    s = answer(s, 'spend:material:build', 'ship', `sys:${at}`);
    // Twice at the Flagship in one go: no per-turn ship limit.
    s = answer(s, 'spend:material:build', 'ship', `sys:${at}`);
    stop();
    expect(ships()).toBe(before + 2);
    expect(s.supply.material).toBe(material + 2);
    expect(hoardOf(s, 0).sort()).toEqual(['fuel', 'relic']);
    expect(fired).toContain('ARCS-F1204');
    expect(logText(s)).toMatch(/spends material from the Pirate Hoard to build/);
    s = answer(s, 'done');
    expect(hoardOf(s, 0)).toEqual([]);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('ARCS-F1204 completed 3: an Outraged type cannot be spent for its Prelude action (it may still go onto the board)', () => {
    let s = pirateAt(2);
    noResources(s, 0);
    s.turn = null;
    s.players[0]!.loreTokens = { 'ARCS-F1202': ['fuel'] };
    s.supply.fuel -= 1;
    provokeOutrage(s, 0, 'fuel');
    expect(hoardOf(s, 0)).toEqual(['fuel']);
    s = runFrames(s, [{ k: 'campaign/fate-resolve', seat: 0, act: 2, completed: true }]);
    expect(ids(s)).toEqual(['board:fuel', 'done']);
  });

  it('ARCS-F1204 failed: Fleet, Smugglers, Call to Action, Silver-Tongues into the Court deck; the Hoard emptied', () => {
    const s0 = pirateAt(2);
    s0.players[0]!.loreTokens = { 'ARCS-F1202': ['weapon'] };
    s0.supply.weapon -= 1;
    const s = runFrames(s0, [{ k: 'campaign/fate-resolve', seat: 0, act: 2, completed: false }]);
    expect(s.courtDeck).toEqual(expect.arrayContaining(['ARCS-F1203', 'ARCS-F1205', 'ARCS-F1206', 'ARCS-F1207']));
    expect(s.campaign!.seats[0]!.playArea).not.toContain('ARCS-F1203');
    expect(hoardOf(s, 0)).toEqual([]);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Pirate Smugglers (ARCS-F1205)', () => {
  it('ARCS-F1205: tax a Rival city with any Loyal ship, ignoring control; no Captive unless controlled', () => {
    let s = pirateAt(2);
    clearMap(s);
    s.campaign!.seats[0]!.playArea.push('ARCS-F1205');
    s.map['3:arrow']!.slots[0] = { owner: 1, type: 'city', damaged: false };
    setShips(s, '3:arrow', 0, 1);
    setShips(s, '3:arrow', 1, 3);
    turnOf(s, 0);
    expect(taxTargets(s, 0).some((t) => t.id === '3:arrow')).toBe(true);
    const captives = s.players[0]!.captives[1];
    s = runFrames(s, [{ k: 'act/tax', seat: 0 }]);
    s = answer(s, ids(s).find((x) => x.includes('3:arrow'))!);
    expect(s.players[0]!.captives[1]).toBe(captives);
    // Without a Loyal ship there, no.
    setShips(s, '3:arrow', 0, 0);
    s.turn!.taxed = [];
    expect(taxTargets(s, 0).some((t) => t.id === '3:arrow')).toBe(false);
  });
});

describe('Call to Action (ARCS-F1206)', () => {
  it('ARCS-F1206 Crisis: the player with the most resources draws the bottom card of the action discard pile; the card is discarded', () => {
    const s = pirateAt(2);
    s.players[0]!.resources = [null, null, null, null, null, null];
    s.players[1]!.resources = ['fuel', 'fuel', null, null, null, null];
    s.actionDiscard = ['ARCS-ACT-A1' as never, 'ARCS-ACT-A2' as never];
    const hand = s.players[1]!.hand.length;
    fx('ARCS-F1206').crisis!(s, null, roll(1));
    expect(s.players[1]!.hand).toHaveLength(hand + 1);
    expect(s.players[1]!.hand.at(-1)).toBe('ARCS-ACT-A1');
    expect(s.courtDiscard).toContain('ARCS-F1206');
  });

  it('ARCS-F1206 Crisis: a tie for the most resources: nobody', () => {
    const s = pirateAt(2);
    s.players[0]!.resources = ['fuel', null, null, null, null, null];
    s.players[1]!.resources = ['fuel', null, null, null, null, null];
    s.actionDiscard = ['ARCS-ACT-A1' as never];
    fx('ARCS-F1206').crisis!(s, null, roll(1));
    expect(s.actionDiscard).toHaveLength(1);
  });

  it('ARCS-F1206 When Secured: draw the bottom card of the action discard pile', () => {
    const s = pirateAt(2);
    s.actionDiscard = ['ARCS-ACT-B3' as never, 'ARCS-ACT-B4' as never];
    fx('ARCS-F1206').whenSecured!(s, 1);
    expect(s.players[1]!.hand).toContain('ARCS-ACT-B3');
    expect(s.actionDiscard).toEqual(['ARCS-ACT-B4']);
  });
});

describe('Silver-Tongues (ARCS-F1207)', () => {
  it('ARCS-F1207: Prelude: discard to steal 1 Guild card or resource (FAQ: even if nothing can be stolen)', () => {
    const s = pirateAt(2);
    s.players[1]!.resources = [null, null, null, null, null, null];
    s.players[1]!.court = [];
    s.players[0]!.court.push({ id: 'ARCS-F1207', tokens: [] });
    const options = preludeOptions(s, 0, menu);
    const use = options.find((o) => o.id.includes('ARCS-F1207'));
    expect(use).toBeDefined();
  });
});

describe('Pirate Act III setup (ARCS-F1208A) and Rumors of the Haven (ARCS-F1211)', () => {
  it('ARCS-F1208A: Rumors Spread into the Court deck, the Law and the Summit card in the booklet, 4 Rumors face down on different planets', () => {
    const s = pirateAt(3);
    expect(s.courtDeck).toEqual(expect.arrayContaining(['ARCS-F1209', 'ARCS-F1210']));
    expect(s.campaign!.rulesBooklet.flat()).toEqual(expect.arrayContaining(['ARCS-F1211', 'ARCS-F1212']));
    // Listed (and numbered) in map order, not in the order of placing.
    expect(s.campaign!.rumors!.map((r) => [r.id, r.face, r.where])).toEqual([[1, 'false', '1:crescent'], [2, 'symbol', '2:hex'], [3, 'false', '3:crescent'], [4, 'cluster', '5:arrow']]);
    expect(logText(s)).toMatch(/places 4 Rumors face down on 1:crescent, 2:hex, 3:crescent, 5:arrow/);
    // "placing the Cluster Correct Rumor on a planet in cluster 5 and the Symbol Correct Rumor on a hex planet in cluster 2 means the Haven is … 5 hex"
    expect(havenOf(s)).toBe('5:hex');
    expect(s.campaign!.seats[0]!.objective).toBe('ARCS-F1208B');
    expect(s.campaign!.seats[0]!.marker).toBeNull();
  });

  it('ARCS-F1211: the Pirate may peek at Rumors; Rivals only at Rumors with their agents; the public sees none', () => {
    const s = pirateAt(3);
    rumorAt(s, '2:hex').agents = [1];
    s.players[1]!.supply.agents -= 1;
    expect(viewFor(s, 0).campaign!.rumors!.map((r) => r.face)).toEqual(['false', 'symbol', 'false', 'cluster']);
    expect(viewFor(s, 1).campaign!.rumors!.map((r) => r.face)).toEqual(['hidden', 'symbol', 'hidden', 'hidden']);
    expect(viewFor(s, null).campaign!.rumors!.every((r) => r.face === 'hidden')).toBe(true);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('ARCS-F1211: in battle, a player who steals from the Pirate may place 1 agent on a Rumor without their agent', () => {
    let s = pirateAt(3);
    clearMap(s);
    setShips(s, '3:arrow', 1, 3);
    setShips(s, '3:arrow', 0, 1);
    s.map['3:arrow']!.slots[0] = { owner: 0, type: 'starport', damaged: false };
    s.players[0]!.resources = ['fuel', null, null, null, null, null];
    turnOf(s, 1);
    s = runFrames(s, [{ k: 'battle/raid', attacker: 1, defender: 0, system: '3:arrow', keys: 3 }]);
    s = answer(s, ids(s).find((x) => x.startsWith('res:'))!);
    while (s.decisions[0] && s.decisions[0].kind !== 'campaign/pirate-rumor-agent') s = answer(s, ids(s)[0]!);
    expect(s.decisions[0]?.kind).toBe('campaign/pirate-rumor-agent');
    s = answer(s, 'sys:1:crescent');
    expect(s.campaign!.rumors!.find((r) => r.where === '1:crescent')!.agents).toEqual([1]);
  });

  it('ARCS-F1211 FAQ: agents on Rumor tokens count as Loyal pieces (building in the system)', async () => {
    const s = pirateAt(3);
    clearMap(s);
    rumorAt(s, '1:crescent').agents = [1];
    s.players[1]!.supply.agents -= 1;
    const { rumorAgentAt } = await import('../../../../src/engine/campaign/loyal-tokens.ts');
    expect(rumorAgentAt(s, '1:crescent', 1)).toBe(true);
    expect(rumorAgentAt(s, '1:crescent', 0)).toBe(false);
  });
});

describe('Pirate Act III objective (ARCS-F1208B): grand ambitions and the Haven', () => {
  function haven(): GameState {
    const s = pirateAt(3);
    clearMap(s);
    s.players[0]!.loreTokens = { 'ARCS-F1202': ['fuel', 'weapon'] };
    s.supply.fuel -= 1;
    s.supply.weapon -= 1;
    return s;
  }

  it('ARCS-F1208B: with 2+ Hoard resources the Pirate may declare truthfully; each declaration is a grand ambition', () => {
    let s = haven();
    setShips(s, '5:hex', 0, 1);
    expect(truthfulClaims(s, 0)).toEqual({ empty: true, loyal: true });
    s = runFrames(s, fx('ARCS-F1208B').beforeScoring!(s, 0));
    expect(ids(s)).toEqual(['none', 'empty', 'loyal', 'both']);
    s = answer(s, 'both');
    expect(pirateGrandAmbitions(s, 0)).toBe(2);
    expect(PIRATE_RULES.grandAmbitions!(s, 0)).toBe(2);
    fx('ARCS-F1208B').afterScoring!(s, 0, []);
    expect(pirateGrandAmbitions(s, 0)).toBe(0);
  });

  it('ARCS-F1208B: fewer than 2 Hoard resources: nothing to declare; a Rival ship there: only the Loyal piece', () => {
    const s = haven();
    setShips(s, '5:hex', 0, 1);
    setShips(s, '5:hex', 1, 1);
    expect(truthfulClaims(s, 0)).toEqual({ empty: false, loyal: true });
    s.players[0]!.loreTokens = { 'ARCS-F1202': ['fuel'] };
    s.supply.weapon += 1;
    expect(truthfulClaims(s, 0)).toEqual({ empty: false, loyal: false });
  });

  it('ARCS-F1208B FAQ: a Rival agent on a True Rumor in the Haven\'s system is a Rival piece there', () => {
    const s = pirateAt(3, 2, ['5:hex', '2:hex', '1:crescent', '3:crescent']);
    clearMap(s);
    s.players[0]!.loreTokens = { 'ARCS-F1202': ['fuel', 'weapon'] };
    s.supply.fuel -= 1;
    s.supply.weapon -= 1;
    expect(havenOf(s)).toBe('5:hex');
    expect(truthfulClaims(s, 0).empty).toBe(true);
    rumorAt(s, '5:hex').agents = [1];
    s.players[1]!.supply.agents -= 1;
    expect(truthfulClaims(s, 0).empty).toBe(false);
  });

  it('ARCS-F1208B: at the end of Act III a Rival controlling the Haven who chooses it gains 10 Power; the Pirate loses 10', () => {
    let s = haven();
    s.chapter = 4;
    setShips(s, '5:hex', 1, 2);
    const p0 = s.players[0]!.power;
    const p1 = s.players[1]!.power;
    s = runFrames(s, fx('ARCS-F1208B').beforeScoring!(s, 0));
    if (s.decisions[0]?.kind === 'campaign/pirate-claim') s = answer(s, 'none');
    expect(s.decisions[0]?.kind).toBe('campaign/pirate-haven');
    s = answer(s, 'sys:5:hex');
    expect(s.players[1]!.power).toBe(p1 + 10);
    expect(s.players[0]!.power).toBe(p0 - 10);
    expect(s.campaign!.rumors!.filter((r) => r.up).map((r) => r.face).sort()).toEqual(['cluster', 'symbol']);
  });

  it('ARCS-F1208B: nobody finds the Haven: the Pirate gains 10 Power', () => {
    let s = haven();
    s.chapter = 4;
    setShips(s, '4:arrow', 1, 2);
    const p0 = s.players[0]!.power;
    s = runFrames(s, fx('ARCS-F1208B').beforeScoring!(s, 0));
    if (s.decisions[0]?.kind === 'campaign/pirate-claim') s = answer(s, 'none');
    s = answer(s, 'sys:4:arrow');
    expect(s.players[0]!.power).toBe(p0 + 10);
    expect(logText(s)).toMatch(/Nobody found the Pirate Haven/);
  });
});

describe('Rumors Spread (ARCS-F1209, ARCS-F1210)', () => {
  it('ARCS-F1209 Crisis: flips the Rumors of the rolled cluster face up, returns agents on them, then discards itself', () => {
    const s = pirateAt(3);
    rumorAt(s, '5:arrow').agents = [1];
    s.players[1]!.supply.agents -= 1;
    const agents = s.players[1]!.supply.agents;
    s.courtDeck = s.courtDeck.filter((id) => id !== 'ARCS-F1209');
    s.court.push({ card: 'ARCS-F1209', agents: [0, 0] });
    fx('ARCS-F1209').crisis!(s, null, roll(5));
    expect(rumorAt(s, '5:arrow').up).toBe(true);
    expect(rumorAt(s, '5:arrow').agents).toBeUndefined();
    expect(s.players[1]!.supply.agents).toBe(agents + 1);
    expect(s.courtDiscard).toContain('ARCS-F1209');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('ARCS-F1210 Crisis: no Rumor in the rolled cluster: nothing flips, the card stays', () => {
    const s = pirateAt(3);
    s.courtDeck = s.courtDeck.filter((id) => id !== 'ARCS-F1210');
    s.court.push({ card: 'ARCS-F1210', agents: [0, 0] });
    fx('ARCS-F1210').crisis!(s, null, roll(6));
    expect(s.campaign!.rumors!.some((r) => r.up)).toBe(false);
    expect(s.court.some((c) => c.card === 'ARCS-F1210')).toBe(true);
  });

  it('ARCS-F1209 When Secured: may place an agent on a Rumor in a system with Loyal pieces', () => {
    let s = pirateAt(3);
    clearMap(s);
    setShips(s, '2:hex', 1, 1);
    s = runFrames(s, fx('ARCS-F1209').whenSecured!(s, 1));
    expect(ids(s)).toEqual(['sys:2:hex', 'none']);
    s = answer(s, 'sys:2:hex');
    expect(rumorAt(s, '2:hex').agents).toEqual([1]);
    expect(viewFor(s, 1).campaign!.rumors!.find((r) => r.where === '2:hex')!.face).toBe('symbol');
  });
});

describe('Sharing Rumors (ARCS-F1212)', () => {
  it('ARCS-F1212: a Rival of the Pirate with an agent on a Rumor lets another Rival place theirs (Share Rumor, under Transfer Asset)', () => {
    const s = pirateAt(3, 3);
    rumorAt(s, '3:crescent').agents = [1];
    s.players[1]!.supply.agents -= 1;
    const items = itemsFor(s, 'transfer', 1, 2);
    expect(items).toContainEqual({ t: 'rumor', system: '3:crescent' });
    // Not with the Pirate, nor back to itself.
    expect(itemsFor(s, 'transfer', 1, 0)).not.toContainEqual({ t: 'rumor', system: '3:crescent' });
    expect(itemsFor(s, 'transfer', 1, 2, true)).not.toContainEqual({ t: 'rumor', system: '3:crescent' });
    applyPart(s, { kind: 'transfer', actor: 1, rival: 2, item: { t: 'rumor', system: '3:crescent' } });
    expect(rumorAt(s, '3:crescent').agents).toEqual([1, 2]);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Pirate positions', () => {
  it('the Rumors, their agents and the Hoard survive export and import', () => {
    const s = pirateAt(3);
    rumorAt(s, '5:arrow').agents = [1];
    s.players[1]!.supply.agents -= 1;
    s.players[0]!.loreTokens = { 'ARCS-F1202': ['fuel'] };
    s.supply.fuel -= 1;
    const back = importPosition(JSON.parse(JSON.stringify(exportPosition(s))));
    expect(back.campaign!.rumors).toEqual(s.campaign!.rumors);
    expect(hoardOf(back, 0)).toEqual(['fuel']);
    expect(back.players[1]!.supply.agents).toBe(s.players[1]!.supply.agents);
  });
});

describe('Pirate messages', () => {
  it('the decisions met in this file read well (wording rules) and every Pirate key met has English text', () => {
    expect(seen.problems).toEqual([]);
    const mine = [...seen.keys].filter((k) => k.startsWith('campaign.pirate.'));
    for (const key of ['campaign.pirate.hoard.stolen', 'campaign.pirate.hoard.out', 'campaign.pirate.rumors.cluster', 'campaign.pirate.rumor.agent', 'campaign.pirate.claim', 'campaign.pirate.haven']) expect(mine).toContain(key);
    for (const key of mine) expect(CAMPAIGN).toHaveProperty([key]);
  });

  it('the module covers Acts II and III and is dealt from rules version 7', () => {
    expect(PIRATE_RULES.acts).toEqual([2, 3]);
    expect(PIRATE_RULES.dealt).toBe(true);
    expect(PIRATE_RULES.dealtSince).toBe(7);
  });
});

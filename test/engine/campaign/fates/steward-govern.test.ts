/**
 * Edict 03 in Acts II and III with the Steward (issue 14, wiring): Govern with Authority
 * (ARCS-F124-F126, Steward Act III; faq.csv "Govern with Authority") resolved by the events' one
 * Govern frame, and Imperial Quorum (ARCS-F113, Act II) calling its Demand and Imperial Action.
 * Campaign rulebook Edicts pp.20-21 (Govern the Imperial Reach, Collect Imperial Demand, Take
 * Imperial Action). Played through `apply` from a set-up campaign.
 */
import { describe, expect, it } from 'vitest';
import { openDecision } from '../../../../src/engine/index.ts';
import type { GameState, Seat } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import { RESOURCES } from '../../../../src/data/map.ts';
import { CAMPAIGN } from '../../../../src/text/en/campaign.ts';
import { expectDecision, optionIds } from '../../helpers.ts';
import { logText, setUp, start, top } from '../events-helpers.ts';
import { answer, clearMap, record, seen, setShips, shipsAt } from './steward-helpers.ts';

const F = (n: number) => `ARCS-F1${String(n).padStart(2, '0')}`;
const [WAR, ESCALATION, PEACE] = [F(24), F(25), F(26)];

/** Act III after the Steward's setup: the Govern with Authority slot (top card first) in place of Govern the Imperial Reach. */
function act3(players: 2 | 3 | 4, topCard: string): GameState {
  const s = setUp(players);
  const c = s.campaign!;
  c.act = 3;
  c.rulesBooklet = c.rulesBooklet.filter((slot) => !slot.includes('ARCS-AID03'));
  c.rulesBooklet.push([topCard, ...[WAR, ESCALATION, PEACE].filter((x) => x !== topCard)]);
  clearMap(s);
  for (const p of s.players) {
    p.trophies = [];
    p.captives = p.captives.map(() => 0);
  }
  return s;
}

/** Act II: Govern the Imperial Reach with `topCard` on top, and Imperial Quorum (Steward Act II setup) in the booklet. */
function act2Quorum(players: 2 | 3 | 4, topCard: string): GameState {
  const s = setUp(players);
  const c = s.campaign!;
  c.act = 2;
  const slot = c.rulesBooklet.find((x) => x.includes(topCard))!;
  slot.splice(slot.indexOf(topCard), 1);
  slot.unshift(topCard);
  c.rulesBooklet.push(['ARCS-F113']);
  clearMap(s);
  for (const p of s.players) {
    p.trophies = [];
    p.captives = p.captives.map(() => 0);
  }
  return s;
}

const city = (s: GameState, id: SystemId, owner: Seat, slot = 0) => {
  s.map[id]!.slots[slot] = { owner, type: 'city', damaged: false };
};
const starport = (s: GameState, id: SystemId, owner: Seat, slot = 0) => {
  s.map[id]!.slots[slot] = { owner, type: 'starport', damaged: false };
};
const held = (s: GameState, seat: Seat) => s.players[seat]!.resources.filter(Boolean);
/** Answer every res/arrange (placing gained resources) with its first option. */
function arrange(s: GameState): GameState {
  let cur = s;
  while (openDecision(cur)?.kind === 'res/arrange') cur = answer(cur, optionIds(cur)[0]!);
  return cur;
}

describe('Govern with Authority (ARCS-F124-F126, Act III): Edict 03 with the Outlaws under the Demand', () => {
  it('F126 A Policy of Peace: the Demand from each Regent and from the Outlaw whose Loyal city the Empire controls (not the other Outlaw); Celebrate Regency gives double bonus city Power', () => {
    const s0 = act3(4, PEACE);
    const [fr, regent, ruled, free] = [0, 1, 2, 3];
    for (const seat of [ruled, free]) s0.players[seat]!.title = 'outlaw';
    s0.players[regent]!.resources[0] = 'relic';
    s0.players[ruled]!.resources[0] = 'psionic';
    s0.players[free]!.resources[0] = 'relic';
    // The Empire controls 1:arrow (fresh Imperial ships) where the Outlaw `ruled` has a Loyal city; `free`'s city is elsewhere.
    setShips(s0, '1:arrow', 'empire', 1);
    city(s0, '1:arrow', ruled);
    city(s0, '2:arrow', free);
    s0.players[fr]!.boardCities = 0; // 5 bonus city Power uncovered
    s0.players[regent]!.boardCities = 1; // 2
    s0.players[ruled]!.boardCities = 0; // an Outlaw: no Celebrate Regency
    const power = s0.players.map((p) => p.power);
    let s = record(start(s0, { k: 'campaign/edicts' }));
    expectDecision(s, 'campaign/govern', fr);
    // "Change the policy" offers the other Govern with Authority cards of the slot.
    expect(optionIds(s)).toEqual(['enforce', `change:${WAR}`, `change:${ESCALATION}`]);
    expect(openDecision(s)!.prompt.args).toMatchObject({ card: { card: PEACE } });
    s = answer(s, 'enforce');
    expect(s.campaign!.trust).toEqual(['relic', 'psionic']);
    expect(held(s, regent)).toEqual([]);
    expect(held(s, ruled)).toEqual([]);
    expect(held(s, free)).toEqual(['relic']);
    expect(s.players.map((p, i) => p.power - power[i]!)).toEqual([10, 4, 0, 0]);
    expect(top(s)).toBe('campaign/halt');
  });

  it('F126: an Outlaw under the Demand with none of it gives a Favor; with no agents either, nothing (they are already an Outlaw)', () => {
    const s0 = act3(3, PEACE);
    for (const seat of [1, 2]) s0.players[seat]!.title = 'outlaw';
    setShips(s0, '1:arrow', 'empire', 2);
    city(s0, '1:arrow', 1);
    city(s0, '1:arrow', 2, 1);
    s0.players[2]!.supply.agents = 0;
    const agents = s0.players[1]!.supply.agents;
    const s = answer(start(s0, { k: 'campaign/edicts' }), 'enforce');
    expect(s.campaign!.seats[0]!.favors).toEqual([0, 1, 0]);
    expect(s.players[1]!.supply.agents).toBe(agents - 1);
    expect(s.players[2]!.title).toBe('outlaw');
    expect(logText(s)).toMatch(/none of the Demand and no agents to give/);
    expect(top(s)).toBe('campaign/halt');
  });

  it('F125 A Policy of Escalation: Weapon, Fuel or Material from each Regent (the First Regent too) and the ruled Outlaw; a Regent with nothing and no agents may be made an Outlaw; Requisition Ships places 4 fresh Imperial ships', () => {
    const s0 = act3(4, ESCALATION);
    s0.players[3]!.title = 'outlaw';
    s0.players[0]!.resources[0] = 'fuel';
    s0.players[1]!.resources[0] = 'material';
    s0.players[1]!.resources[1] = 'weapon';
    s0.players[2]!.supply.agents = 0;
    s0.players[3]!.resources[0] = 'weapon';
    setShips(s0, '3:crescent', 'empire', 1);
    city(s0, '3:crescent', 3);
    const supply = s0.neutral!.empire.ships;
    let s = record(start(s0, { k: 'campaign/edicts' }));
    s = answer(s, 'enforce');
    // The First Regent's own fuel went in at once; seat 1 has two Demand types: the First Regent chooses.
    expectDecision(s, 'campaign/govern', 0);
    expect(new Set(optionIds(s))).toEqual(new Set(['res:material', 'res:weapon']));
    s = answer(s, 'res:weapon');
    // Seat 2: a Regent with none of the Demand and no agents.
    expectDecision(s, 'campaign/govern', 0);
    expect(optionIds(s)).toEqual(['outlaw', 'spare']);
    s = answer(s, 'outlaw');
    expect(s.players[2]!.title).toBe('outlaw');
    // The Outlaw seat 3 pays too (their city is controlled by the Empire); one Empire-controlled system: the ships go there.
    expect(s.campaign!.trust).toEqual(['fuel', 'weapon', 'weapon']);
    expect(held(s, 1)).toEqual(['material']);
    expect(held(s, 3)).toEqual([]);
    expect(shipsAt(s, '3:crescent', 'empire')).toEqual({ fresh: 5, damaged: 0 });
    expect(s.neutral!.empire.ships).toBe(supply - 4);
    expect(top(s)).toBe('campaign/halt');
  });

  it('F124 A Policy of War: a Trophy or Captive (not Imperial or Regent pieces) from the ruled Outlaw; Distribute Arms gives each Regent a Weapon and any 1 resource, chosen by the First Regent', () => {
    const s0 = act3(3, WAR);
    s0.players[2]!.title = 'outlaw';
    setShips(s0, '2:arrow', 'empire', 1);
    city(s0, '2:arrow', 2);
    s0.players[2]!.trophies = [{ owner: 'empire', piece: 'ship', count: 1 }, { owner: 1, piece: 'ship', count: 1 }, { owner: 'free', piece: 'city', count: 1 }];
    s0.players[2]!.captives = [0, 2, 0];
    s0.players[1]!.trophies = [{ owner: 'blight', piece: 'blight', count: 1 }];
    let s = record(start(s0, { k: 'campaign/edicts' }));
    s = answer(s, 'enforce');
    // Seat 1 (a Rival Regent) has one Trophy: taken without asking. Seat 2 (the Outlaw): the free city only (Regent seat 1's pieces are not taken).
    expect(s.players[0]!.trophies).toHaveLength(2);
    expect(s.players[0]!.trophies).toEqual(expect.arrayContaining([{ owner: 'blight', piece: 'blight', count: 1 }, { owner: 'free', piece: 'city', count: 1 }]));
    expect(s.players[2]!.trophies).toEqual([{ owner: 'empire', piece: 'ship', count: 1 }, { owner: 1, piece: 'ship', count: 1 }]);
    expect(s.players[2]!.captives).toEqual([0, 2, 0]);
    // Distribute Arms: Weapons to seats 0 and 1, then the First Regent picks the extra resource for each Regent.
    s = arrange(s);
    expectDecision(s, 'campaign/govern', 0);
    expect(optionIds(s)).toEqual(RESOURCES.map((r) => `give:${r}`));
    expect(openDecision(s)!.prompt.args).toMatchObject({ owner: { owner: 0 } });
    s = arrange(answer(s, 'give:relic'));
    expect(openDecision(s)!.prompt.args).toMatchObject({ owner: { owner: 1 } });
    s = arrange(answer(s, 'give:fuel'));
    expect(held(s, 0).sort()).toEqual(['relic', 'weapon']);
    expect(held(s, 1).sort()).toEqual(['fuel', 'weapon']);
    expect(held(s, 2)).toEqual([]);
    expect(top(s)).toBe('campaign/halt');
  });

  it('F124 FAQ "am I exempt from giving a resource if the Trust has no Weapons? No": an empty supply, a Trust with only a Weapon gives the Weapon; with no Weapon but a resource, the resource', () => {
    const base = act3(2, WAR);
    base.players[1]!.title = 'outlaw';
    for (const r of RESOURCES) base.supply[r] = 0;
    const onlyWeapon = structuredClone(base);
    onlyWeapon.campaign!.trust = ['weapon'];
    let s = arrange(answer(start(onlyWeapon, { k: 'campaign/edicts' }), 'enforce'));
    expect(held(s, 0)).toEqual(['weapon']);
    expect(s.campaign!.trust).toEqual([]);
    expect(logText(s)).toMatch(/no resources left in the supply or in the Imperial Trust/);
    expect(top(s)).toBe('campaign/halt');

    const noWeapon = structuredClone(base);
    noWeapon.campaign!.trust = ['relic'];
    s = arrange(answer(start(noWeapon, { k: 'campaign/edicts' }), 'enforce'));
    expect(held(s, 0)).toEqual(['relic']);
    expect(s.campaign!.trust).toEqual([]);
    expect(top(s)).toBe('campaign/halt');

    // Two types in the Trust and none in the supply: the First Regent chooses, from the Trust.
    const two = structuredClone(base);
    two.campaign!.trust = ['relic', 'fuel'];
    s = record(start(two, { k: 'campaign/edicts' }));
    s = answer(s, 'enforce');
    expect(optionIds(s)).toEqual(['give:fuel', 'give:relic']);
    s = arrange(answer(s, 'give:fuel'));
    expect(held(s, 0)).toEqual(['fuel']);
    expect(s.campaign!.trust).toEqual(['relic']);
  });

  it('base Govern the Imperial Reach stays as printed: Outlaws with cities the Empire controls pay nothing (ARCS-AID04)', () => {
    const s0 = setUp(3);
    clearMap(s0);
    const slot = s0.campaign!.rulesBooklet.find((x) => x.includes('ARCS-AID04'))!;
    slot.splice(slot.indexOf('ARCS-AID04'), 1);
    slot.unshift('ARCS-AID04');
    s0.players[2]!.title = 'outlaw';
    s0.players[2]!.resources[0] = 'relic';
    setShips(s0, '1:arrow', 'empire', 1);
    city(s0, '1:arrow', 2);
    const s = answer(start(s0, { k: 'campaign/edicts' }), 'enforce');
    expect(held(s, 2)).toEqual(['relic']);
    expect(s.campaign!.seats[0]!.favors).toEqual([0, 1, 0]);
  });

  it('change: the First Regent puts another Govern with Authority card on top; nothing is collected', () => {
    const s0 = act3(3, PEACE);
    s0.players[1]!.resources[0] = 'relic';
    const s = answer(start(s0, { k: 'campaign/edicts' }), `change:${WAR}`);
    expect(s.campaign!.rulesBooklet.find((x) => x.includes(WAR))).toEqual([WAR, PEACE, ESCALATION]);
    expect(held(s, 1)).toEqual(['relic']);
    expect(top(s)).toBe('campaign/halt');
  });
});

describe('Imperial Quorum (ARCS-F113, Edict 02, Act II): Edict 03 resolved in three parts, then skipped', () => {
  it('Peace: the First Regent collects the Demand; the Regent with the most starports takes the Imperial Action; the one with the most cities changes the Policy', () => {
    const s0 = act2Quorum(3, 'ARCS-AID04');
    s0.players[0]!.resources[0] = 'psionic';
    s0.players[1]!.resources[0] = 'relic';
    starport(s0, '1:arrow', 1);
    city(s0, '2:arrow', 2);
    s0.players[1]!.boardCities = 1; // 2 bonus city Power
    const power = s0.players.map((p) => p.power);
    let s = record(start(s0, { k: 'campaign/edicts' }));
    // No enforce/change question: the Demand is collected at once (seat 2 gives a Favor).
    expect(s.campaign!.trust).toEqual(['psionic', 'relic']);
    expect(s.campaign!.seats[0]!.favors).toEqual([0, 0, 1]);
    expectDecision(s, 'campaign/steward-quorum', 1);
    s = answer(s, 'yes');
    // Celebrate Regency, once (as printed on the base card).
    expect(s.players.map((p, i) => p.power - power[i]!)).toEqual([0, 2, 0]);
    expectDecision(s, 'campaign/steward-quorum', 2);
    const slot = s.campaign!.rulesBooklet.find((x) => x.includes('ARCS-AID04'))!;
    expect(optionIds(s)).toEqual(['keep', `top:${slot[1]}`, `top:${slot[2]}`]);
    s = answer(s, 'top:ARCS-AID03');
    expect(s.campaign!.rulesBooklet.find((x) => x.includes('ARCS-AID04'))![0]).toBe('ARCS-AID03');
    // Edict 03 itself is skipped: no Govern question follows.
    expect(top(s)).toBe('campaign/halt');
  });

  it('Escalation: the Regent with the most starports takes Requisition Ships; with no Empire-controlled system, at their own Loyal starport (not the First Regent\'s)', () => {
    const s0 = act2Quorum(3, 'ARCS-AID05');
    starport(s0, '1:arrow', 1);
    starport(s0, '2:arrow', 1);
    starport(s0, '3:arrow', 0);
    let s = record(start(s0, { k: 'campaign/edicts' }));
    expectDecision(s, 'campaign/steward-quorum', 1);
    s = answer(s, 'yes');
    expectDecision(s, 'campaign/govern', 1);
    expect(optionIds(s)).toEqual(['sys:1:arrow', 'sys:2:arrow']);
    s = answer(s, 'sys:2:arrow');
    expect(shipsAt(s, '2:arrow', 'empire')).toEqual({ fresh: 2, damaged: 0 });
    expect(shipsAt(s, '3:arrow', 'empire')).toEqual({ fresh: 0, damaged: 0 });
  });

  it('the Regent with the most starports may decline the Imperial Action', () => {
    const s0 = act2Quorum(3, 'ARCS-AID05');
    starport(s0, '1:arrow', 1);
    const supply = s0.neutral!.empire.ships;
    const s = answer(start(s0, { k: 'campaign/edicts' }), 'no');
    expect(s.neutral!.empire.ships).toBe(supply);
    expect(top(s)).toBe('campaign/halt');
  });

  it('War: a Regent with none of the Demand and no agents may be made an Outlaw by the First Regent; the actor gives the Weapons', () => {
    const s0 = act2Quorum(3, 'ARCS-AID03');
    s0.players[1]!.supply.agents = 0;
    s0.players[2]!.captives = [0, 1, 0];
    starport(s0, '1:arrow', 2);
    s0.supply.weapon = 1;
    let s = record(start(s0, { k: 'campaign/edicts' }));
    expectDecision(s, 'campaign/govern', 0);
    expect(optionIds(s)).toEqual(['outlaw', 'spare']);
    s = answer(s, 'outlaw');
    expect(s.players[1]!.title).toBe('outlaw');
    // Seat 2's Captive is seat 1's agent, now an Outlaw's piece: taken.
    expect(s.players[0]!.captives).toEqual([0, 1, 0]);
    expectDecision(s, 'campaign/steward-quorum', 2);
    s = arrange(answer(s, 'yes'));
    // One Weapon, two Regents (0 and 2): seat 2, taking the action, chooses who gets it.
    expectDecision(s, 'campaign/govern', 2);
    expect(openDecision(s)!.pick).toEqual({ t: 'many', min: 1, max: 1 });
    s = arrange(answer(s, 'seat:2'));
    expect(held(s, 2)).toEqual(['weapon']);
    expect(held(s, 0)).toEqual([]);
  });

  it('Act III: Quorum resolves Govern with Authority (F125): the ruled Outlaw pays, 4 ships', () => {
    const s0 = act3(3, ESCALATION);
    s0.campaign!.rulesBooklet.push(['ARCS-F113']);
    s0.players[2]!.title = 'outlaw';
    s0.players[2]!.resources[0] = 'material';
    setShips(s0, '1:arrow', 'empire', 1);
    city(s0, '1:arrow', 2);
    starport(s0, '2:arrow', 1);
    let s = start(s0, { k: 'campaign/edicts' });
    expect(s.campaign!.trust).toEqual(['material']);
    s = answer(s, 'yes');
    expect(shipsAt(s, '1:arrow', 'empire')).toEqual({ fresh: 5, damaged: 0 });
    // Seat 1 has the most cities? Nobody has any: a tie, the Policy stays.
    expect(top(s)).toBe('campaign/halt');
  });
});

describe('what the wiring says', () => {
  it('the Govern with Authority keys are met by these scenarios and read well', () => {
    expect(seen.problems).toEqual([]);
    const keys = Object.keys(CAMPAIGN).filter((k) => k.startsWith('campaign.wiring.'));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => !seen.keys.has(k))).toEqual([]);
  });
});

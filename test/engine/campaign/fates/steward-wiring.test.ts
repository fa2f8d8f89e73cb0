/**
 * The Steward's cards wired into the other areas' rules (issue 14, wiring), played through `apply`
 * from a set-up campaign:
 * - Edict 03 in Acts II and III: Govern with Authority (ARCS-F124-F126, Steward Act III; faq.csv
 *   "Govern with Authority") resolved by the events' one Govern frame, and Imperial Quorum
 *   (ARCS-F113, Act II) calling its Demand and Imperial Action. Campaign rulebook Edicts pp.20-21.
 * - The hooks at their call sites: declaring (Imperial Sponsor F123), securing (Council Insiders
 *   F116; Council Intrigue F105 and Empire Falls F109 When Secured), taxing (Imperial Authority
 *   F102, Tax Collectors F106).
 */
import { describe, expect, it } from 'vitest';
import { openDecision } from '../../../../src/engine/index.ts';
import type { GameState, Seat } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import { RESOURCES } from '../../../../src/data/map.ts';
import { CAMPAIGN } from '../../../../src/text/en/campaign.ts';
import { expectDecision, optionIds } from '../../helpers.ts';
import { planetResource } from '../../../../src/engine/board.ts';
import { markerValues } from '../../../../src/engine/frames/flow.ts';
import { applyPart, itemsFor } from '../../../../src/engine/campaign/summit/negotiation.ts';
import { logText, setUp, start, top } from '../events-helpers.ts';
import { giveFlagship } from '../../../../src/engine/campaign/flagship/give.ts';
import { outlawsUnderDemand } from '../../../../src/engine/campaign/fates/steward-rules.ts';
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

  it('F124-F126 "an Outlaw with a Loyal city or Flagship controlled by the Empire": an Outlaw with no city whose Flagship is in an Empire-controlled system pays; elsewhere, not', () => {
    const s = act3(3, PEACE);
    s.players[2]!.title = 'outlaw';
    giveFlagship(s, 2, '1:arrow');
    setShips(s, '1:arrow', 'empire', 3);
    expect(outlawsUnderDemand(s)).toEqual([2]);
    setShips(s, '1:arrow', 'empire', 0);
    setShips(s, '2:arrow', 'empire', 3);
    expect(outlawsUnderDemand(s)).toEqual([]);
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

describe('Imperial Sponsor (ARCS-F123) when an ambition is declared (flow.ts declareAmbition: the booklet\'s onDeclare)', () => {
  it('an Outlaw declaring the Sponsored ambition gains the placed marker\'s second-place Power, takes 1 resource from the Trust and becomes a Regent; FAQ: the token stays on the ambition', () => {
    const s0 = setUp(3);
    const c = s0.campaign!;
    c.rulesBooklet.push(['ARCS-F123']);
    c.sponsored = 'tycoon';
    c.trust = ['relic', 'fuel'];
    s0.players[1]!.title = 'outlaw';
    const power = s0.players[1]!.power;
    let s = record(start(s0, { k: 'fx/declare', seat: 1, card: 'ARCS-F110', ambitions: ['tycoon', 'warlord'] }));
    s = answer(s, 'declare:tycoon');
    const marker = s.markers.find((m) => m.id === s.ambitions.tycoon.at(-1))!;
    expect(s.players[1]!.power - power).toBe(markerValues(marker.id, marker.flipped)[1]);
    expect(s.players[1]!.title).toBe('regent');
    expectDecision(s, 'campaign/steward-sponsored', 1);
    expect(optionIds(s)).toEqual(['take:relic', 'take:fuel']);
    s = arrange(answer(s, 'take:fuel'));
    expect(held(s, 1)).toEqual(['fuel']);
    expect(s.campaign!.trust).toEqual(['relic']);
    expect(s.campaign!.sponsored).toBe('tycoon');
    expect(top(s)).toBe('campaign/halt');
  });

  it('another ambition: nothing', () => {
    const s0 = setUp(3);
    s0.campaign!.rulesBooklet.push(['ARCS-F123']);
    s0.campaign!.sponsored = 'tycoon';
    s0.campaign!.trust = ['relic'];
    s0.players[1]!.title = 'outlaw';
    const s = answer(start(s0, { k: 'fx/declare', seat: 1, card: 'ARCS-F110', ambitions: ['warlord'] }), 'declare:warlord');
    expect(s.players[1]!.title).toBe('outlaw');
    expect(s.campaign!.trust).toEqual(['relic']);
    expect(top(s)).toBe('campaign/halt');
  });
});

describe('securing (court.ts secureCard): Council Insiders (ARCS-F116), Council Intrigue (ARCS-F105), Empire Falls (ARCS-F109)', () => {
  /** Seat 0 with `n` agents on `id`, placed in the Court (alone with the Council). */
  function courtWith(s: GameState, id: string, n: number): void {
    s.court = [s.court.find((x) => x.card === 'ARCS-AID01')!, { card: id, agents: s.players.map((_, i) => (i === 0 ? n : 0)) }];
    s.court[0]!.agents = s.players.map(() => 0);
    s.courtDeck = s.courtDeck.filter((x) => x !== id);
    s.players[0]!.supply.agents -= n;
  }

  it('F116: securing a Guild card lets the holder flip a Decided Council to In Session', () => {
    const s0 = setUp(2);
    s0.campaign!.council = 'decided';
    s0.players[0]!.court.push({ id: 'ARCS-F116', tokens: [] });
    courtWith(s0, 'ARCS-F110', 1);
    let s = record(start(s0, { k: 'act/secure', seat: 0 }));
    s = answer(s, 'card:1');
    expect(s.players[0]!.court.map((x) => x.id)).toContain('ARCS-F110');
    expectDecision(s, 'campaign/steward-insiders', 0);
    expect(optionIds(s)).toEqual(['no', 'flip']);
    s = answer(s, 'flip');
    expect(s.campaign!.council).toBe('in-session');
    expect(top(s)).toBe('campaign/halt');
  });

  it('F116 and faq.csv Librarians ("to trigger a card effect it needs to be in your play area at the start of the trigger"): securing Council Insiders itself asks nothing', () => {
    const s0 = setUp(2);
    s0.campaign!.council = 'decided';
    courtWith(s0, 'ARCS-F116', 1);
    const s = answer(start(s0, { k: 'act/secure', seat: 0 }), 'card:1');
    expect(s.players[0]!.court.map((x) => x.id)).toContain('ARCS-F116');
    expect(s.campaign!.council).toBe('decided');
    expect(top(s)).toBe('campaign/halt');
  });

  it('F105 When Secured: the Council flips to In Session; the securer may move the Loyal agents they had on it to other Court cards (even the Council); then it is buried', () => {
    const s0 = setUp(2);
    s0.campaign!.council = 'decided';
    courtWith(s0, 'ARCS-F105', 2);
    const agents = s0.players[0]!.supply.agents;
    let s = record(start(s0, { k: 'act/secure', seat: 0 }));
    s = answer(s, 'card:1');
    expect(s.campaign!.council).toBe('in-session');
    expectDecision(s, 'campaign/court/intrigue', 0);
    expect(openDecision(s)!.prompt).toMatchObject({ key: 'ccourt.intrigue.prompt', args: { n: 2 } });
    s = answer(s, 'card:0');
    expect(s.court[0]!.agents[0]).toBe(1);
    s = answer(s, 'stop');
    expect(s.players[0]!.supply.agents).toBe(agents + 1);
    expect(s.players[0]!.court.map((x) => x.id)).not.toContain('ARCS-F105');
    expect(s.courtDeck.at(-1)).toBe('ARCS-F105');
    expect(top(s)).toBe('campaign/halt');
  });

  it('F109 When Secured: the securer may place the Loyal agents they had on it on other Court cards; then it is buried', () => {
    const s0 = setUp(2);
    courtWith(s0, 'ARCS-F109', 1);
    let s = record(start(s0, { k: 'act/secure', seat: 0 }));
    s = answer(s, 'card:1');
    expectDecision(s, 'campaign/court/intrigue', 0);
    expect(openDecision(s)!.prompt).toMatchObject({ key: 'campaign.wiring.from-here', args: { card: { card: 'ARCS-F109' }, n: 1 } });
    const target = s.court.length - 1;
    s = answer(s, `card:${target}`);
    expect(s.court[target]!.agents[0]).toBe(1);
    expect(s.players[0]!.court.map((x) => x.id)).not.toContain('ARCS-F109');
    expect(s.courtDeck.at(-1)).toBe('ARCS-F109');
    expect(logText(s)).toMatch(/moves an agent from Empire Falls/);
  });

});

describe('taxing (act/tax): Imperial Authority (ARCS-F102) and Tax Collectors (ARCS-F106)', () => {
  it('F102: a Regent may tax a Rival Regent\'s city in an Empire-controlled system like a Loyal one, ignoring the Presence Law (no Loyal pieces there) and the Truce Law; no Captive', () => {
    const s0 = setUp(3);
    clearMap(s0);
    setShips(s0, '2:arrow', 'empire', 1);
    city(s0, '2:arrow', 1);
    setShips(s0, '3:arrow', 'empire', 1);
    setShips(s0, '3:arrow', 0, 1);
    city(s0, '3:arrow', 2);
    const r2 = planetResource('2:arrow')!;
    const r3 = planetResource('3:arrow')!;
    const captives = s0.players[0]!.captives.slice();
    let s = record(start(s0, { k: 'act/tax', seat: 0 }));
    expectDecision(s, 'act/tax', 0);
    expect(optionIds(s).sort()).toEqual(['city:2:arrow:0', 'city:3:arrow:0']);
    s = arrange(answer(s, 'city:2:arrow:0'));
    expect(held(s, 0)).toEqual([r2]);
    s = arrange(answer(record(start(s, { k: 'act/tax', seat: 0 })), 'city:3:arrow:0'));
    expect(held(s, 0).sort()).toEqual([r2, r3].sort());
    expect(s.players[0]!.captives).toEqual(captives);
  });

  it('F102 is not held (buried as an Outlaw, or a seat without it): those cities cannot be taxed', () => {
    const s0 = setUp(3);
    clearMap(s0);
    setShips(s0, '2:arrow', 'empire', 1);
    city(s0, '2:arrow', 1);
    city(s0, '3:arrow', 0);
    s0.campaign!.seats[0]!.playArea = s0.campaign!.seats[0]!.playArea.filter((x) => x !== 'ARCS-F102');
    const s = start(s0, { k: 'act/tax', seat: 0 });
    expect(optionIds(s)).toEqual(['city:3:arrow:0']);
  });

  it('F106: taxing an Outlaw\'s city (with the usual Captive), the Regent may take the resource from the Outlaw\'s board instead of the supply', () => {
    const s0 = setUp(2);
    clearMap(s0);
    s0.players[1]!.title = 'outlaw';
    s0.players[0]!.court.push({ id: 'ARCS-F106', tokens: [] });
    setShips(s0, '3:arrow', 0, 1);
    city(s0, '3:arrow', 1);
    const r = planetResource('3:arrow')!;
    s0.players[1]!.resources[0] = r;
    const supply = s0.supply[r];
    let s = answer(record(start(s0, { k: 'act/tax', seat: 0 })), 'city:3:arrow:0');
    expect(s.players[0]!.captives[1]).toBe(1);
    expectDecision(s, 'campaign/steward-tax', 0);
    expect(optionIds(s)).toEqual(['board', 'supply']);
    const fromSupply = arrange(answer(s, 'supply'));
    expect(held(fromSupply, 0)).toEqual([r]);
    expect(held(fromSupply, 1)).toEqual([r]);
    expect(fromSupply.supply[r]).toBe(supply - 1);
    s = arrange(answer(s, 'board'));
    expect(held(s, 0)).toEqual([r]);
    expect(held(s, 1)).toEqual([]);
    expect(s.supply[r]).toBe(supply);
    // An Outlaw without that resource: the supply, nothing asked.
    const s1 = structuredClone(s0);
    s1.players[1]!.resources[0] = null;
    s1.supply[r] += 1;
    const t = arrange(answer(start(s1, { k: 'act/tax', seat: 0 }), 'city:3:arrow:0'));
    expect(held(t, 0)).toEqual([r]);
    expect(top(t)).toBe('campaign/halt');
  });
});

describe('what the wiring says', () => {
  it('every campaign.wiring key is met by these scenarios and reads well', () => {
    expect(seen.problems).toEqual([]);
    const keys = Object.keys(CAMPAIGN).filter((k) => k.startsWith('campaign.wiring.'));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => !seen.keys.has(k))).toEqual([]);
  });
});

describe('repeated Fates (tests\' `fates`): two copies of a Steward card in the Court', () => {
  it('Delegate Authority (Summit, p.17) replaces the actor\'s agent on the copy that holds it (found by random campaigns: campaign-4-10)', () => {
    const s = setUp(3);
    s.court = [s.court[0]!, { card: 'ARCS-F103', agents: [0, 1, 0] }, { card: 'ARCS-F103', agents: [1, 0, 0] }];
    s.players[0]!.supply.agents -= 1;
    s.players[1]!.supply.agents -= 1;
    expect(itemsFor(s, 'delegate', 0, 1)).toEqual([{ t: 'court', card: 'ARCS-F103' }]);
    applyPart(s, { kind: 'delegate', actor: 0, rival: 1, item: { t: 'court', card: 'ARCS-F103' } });
    expect(s.court.slice(1).map((c) => c.agents)).toEqual([[0, 1, 0], [0, 1, 0]]);
  });
});

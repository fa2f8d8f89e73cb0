/**
 * The Empire's Laws, the Free States, the Blight and the Imperial Trust inside actions and battle
 * (campaign rulebook: The Empire pp.10-11, The Free States p.15, The Blight p.19, Imperial Trust
 * p.21, New Rules & Terms p.27). Positions on 3p Frontiers (clusters 1, 4, 5, 6; gates 1-4-5-6-1),
 * titles and Imperial/Free/Blight pieces from the position; the First Regent and the Imperial Trust
 * set on a minimal campaign state. Control and Catapult stops alone: test/engine/control.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { say } from '../../../src/text/say.ts';
import { returnPieces } from '../../../src/engine/board.ts';
import { msg } from '../../../src/engine/messages.ts';
import { CAMPAIGN } from '../../../src/text/en/campaign.ts';
import { wordingProblems } from '../../text/wording.ts';
import { checkInvariants, openDecision } from '../../../src/engine/index.ts';
import { commandsFleet, controls, controlsForScoring, systemsControlledForScoring, trophyTaker } from '../../../src/engine/control.ts';
import { ambitionCount } from '../../../src/engine/frames/chapter.ts';
import { provokeOutrage } from '../../../src/engine/frames/outrage.ts';
import { countResources, frozenResources, heldTokens, takeFrozen } from '../../../src/engine/holdings.ts';
import { becomeOutlaw, becomeRegent, firstRegentHeirs, reviveEmpire } from '../../../src/engine/campaign/empire/titles.ts';
import { blightDonors, placeBlight, placeFree } from '../../../src/engine/campaign/empire/pieces.ts';
import type { CampaignState } from '../../../src/engine/campaign/types.ts';
import type { Resource } from '../../../src/data/map.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { city, fleet, frontiers, optionIds, play, port, position, shipsOfOwner, type Sparse } from '../helpers.ts';

type Title = 'regent' | 'outlaw';
const group = shipsOfOwner;

function game(map: Sparse, titles: Title[], extra: Sparse = {}, hands: string[][] = [['CON4', 'AGG4', 'ADM4'], ['MOB2', 'MOB3'], ['ADM2', 'ADM3']]): GameState {
  return frontiers(map, hands.map((hand, i) => ({ hand, title: titles[i] })), extra);
}

/** A minimal campaign state: the First Regent and the Imperial Trust (campaign/types.ts). */
function withCampaign(s: GameState, firstRegent: number | null, trust: Resource[] = []): GameState {
  s.campaign = {
    act: 1, chapterTile: 'acts-1-2', rolls: null, imperialClusters: [], council: 'in-session', rulesBooklet: [],
    fateDecks: { A: [], B: [], C: [] }, seats: s.players.map(() => ({ fate: null, objective: null, marker: null, playArea: [] })),
    firstRegent, trust, scrap: [], stage: 'play',
  } as CampaignState;
  return s;
}

const labels = (s: GameState) => openDecision(s)!.options.map((o) => say(o.label, s));

describe('The Empire, Control & Command: the Presence Law (p.10)', () => {
  it('GIVEN a Regent\'s turn THEN they Command the Imperial Fleet only where they have Loyal pieces, and never off their turn or as an Outlaw', () => {
    const s = play(game({ '1:hex': { ships: [fleet(0, 1), fleet('empire', 1)] }, '1:arrow': { ships: [fleet('empire', 1)] } }, ['regent', 'regent', 'regent']), 'lead:CON4', 'no');
    expect(commandsFleet(s, 0, '1:hex')).toBe(true);
    expect(commandsFleet(s, 0, '1:arrow')).toBe(false);
    expect(commandsFleet(s, 1, '1:hex')).toBe(false);
    const outlaw = play(game({ '1:hex': { ships: [fleet(0, 1), fleet('empire', 1)] } }, ['outlaw', 'regent', 'regent']), 'lead:CON4', 'no');
    expect(commandsFleet(outlaw, 0, '1:hex')).toBe(false);
  });

  it('GIVEN the First Regent THEN they control every Empire-controlled system for ambitions, objectives and events (controlsForScoring), not as they act', () => {
    const s = withCampaign(game({ '1:hex': { ships: [fleet('empire', 1)] }, '4:hex': { ships: [fleet('empire', 0, 1), fleet(2, 1)] } }, ['regent', 'regent', 'regent']), 2);
    expect(controlsForScoring(s, 2, '1:hex')).toBe(true);
    expect(controls(s, '1:hex', 2)).toBe(false);
    expect(controlsForScoring(s, 0, '1:hex')).toBe(false);
    expect(systemsControlledForScoring(s, 2).sort()).toEqual(['1:hex', '4:hex', '5:arrow']);
    // Only damaged Imperial ships: the Empire controls nothing there; seat 2's own ship does.
    expect(systemsControlledForScoring(s, 0)).toEqual(['6:arrow']);
  });

  it('GIVEN damaged Imperial ships where the Regent has Loyal pieces THEN they may repair them (move and repair them); not where they have none', () => {
    const s = play(game({ '1:hex': { ships: [fleet(0, 1), fleet('empire', 0, 1)] }, '1:arrow': { ships: [fleet('empire', 0, 1)] } }, ['regent', 'regent', 'regent']), 'lead:CON4', 'no', 'pip:repair');
    expect(optionIds(s)).toEqual(['imp:1:hex']);
    const after = play(s, 'imp:1:hex');
    expect(group(after, '1:hex', 'empire')).toEqual({ fresh: 1, damaged: 0 });
  });

  it('GIVEN an Outlaw THEN Imperial ships are never theirs to repair', () => {
    const s = play(game({ '1:hex': { ships: [fleet(0, 1, 1), fleet('empire', 0, 1)] } }, ['outlaw', 'regent', 'regent']), 'lead:CON4', 'no', 'pip:repair');
    expect(optionIds(s)).toEqual(['ship:1:hex']);
  });
});

describe('The Empire: taxing under the Presence Law and the Truce Law (pp.10-11)', () => {
  const map = { '1:hex': { ships: [fleet(0, 1), fleet(1, 3), fleet('empire', 1)], slots: [city(1), city('free')] } };

  it('GIVEN a Regent with a Loyal ship in an Empire-controlled system THEN they tax the Outlaw\'s city there (capturing an agent) and the Free city (capturing none)', () => {
    let s = play(game(map, ['regent', 'outlaw', 'regent']), 'lead:ADM4', 'no', 'pip:tax');
    expect(optionIds(s)).toEqual(['city:1:hex:0', 'city:1:hex:1']);
    s = play(s, 'city:1:hex:0');
    expect(s.players[0]!.captives).toEqual([0, 1, 0]);
  });

  it('GIVEN the city is a Rival Regent\'s THEN the Truce Law forbids taxing it; GIVEN the Outlaw\'s turn THEN the Empire controls the system and nothing there is theirs to tax but their own', () => {
    const s = play(game(map, ['regent', 'regent', 'regent']), 'lead:ADM4', 'no', 'pip:tax');
    expect(optionIds(s)).toEqual(['city:1:hex:1']);
    const outlaw = game({ '1:hex': { ships: [fleet(0, 3), fleet(1, 1), fleet('empire', 1)], slots: [city(1), city('free')] } }, ['outlaw', 'regent', 'regent']);
    expect(optionIds(play(outlaw, 'lead:ADM4', 'no')).includes('pip:tax')).toBe(false);
  });
});

describe('The Empire, Movement: the Movement Law (p.10)', () => {
  it('GIVEN a Regent moving Loyal ships THEN at most 1 Imperial ship moves along per Loyal ship', () => {
    let s = play(game({ '1:hex': { ships: [fleet(0, 1), fleet('empire', 2, 1)] } }, ['regent', 'regent', 'regent']), 'lead:AGG4', 'no', 'pip:move', 'from:1:hex', 'to:1:crescent');
    expect(optionIds(s)).toEqual(['imp:1:0', 'imp:0:1', 'imp:0:0']);
    s = play(s, 'imp:0:1');
    expect(group(s, '1:crescent', 0)).toEqual({ fresh: 1, damaged: 0 });
    expect(group(s, '1:crescent', 'empire')).toEqual({ fresh: 0, damaged: 1 });
    expect(group(s, '1:hex', 'empire')).toEqual({ fresh: 2, damaged: 0 });
    expect(checkInvariants(s)).toEqual([]);
  });

  it('GIVEN an Outlaw moving THEN no Imperial ship is offered', () => {
    const s = play(game({ '1:hex': { ships: [fleet(0, 1), fleet('empire', 2)] } }, ['outlaw', 'regent', 'regent']), 'lead:AGG4', 'no', 'pip:move', 'from:1:hex', 'to:1:crescent');
    expect(group(s, '1:crescent', 0)).toEqual({ fresh: 1, damaged: 0 });
    expect(group(s, '1:hex', 'empire')).toEqual({ fresh: 2, damaged: 0 });
  });

  it('GIVEN the worked Catapult example THEN 2 Imperial + 3 Loyal, drop 1 Loyal, 2 + 2, drop 1 Imperial, then 1 + 2 finish at a planet', () => {
    let s = game({ '1:hex': { ships: [fleet(0, 3), fleet('empire', 2)], slots: [port(0), null] } }, ['regent', 'regent', 'regent']);
    s = play(s, 'lead:AGG4', 'no', 'pip:move', 'from:1:hex', 'to:1:gate', 'n:3');
    expect(optionIds(s)).toEqual(['imp:2:0', 'imp:1:0', 'imp:0:0']);
    s = play(s, 'imp:2:0', 'to:4:gate', 'n:2');
    // 2 Loyal ships go on, so both Imperial ships may.
    expect(optionIds(s)).toEqual(['imp:2:0', 'imp:1:0', 'imp:0:0']);
    s = play(s, 'imp:2:0', 'to:4:crescent', 'n:2', 'imp:1:0');
    expect(openDecision(s)?.kind).not.toBe('act/catapult');
    expect(group(s, '1:gate', 0)).toEqual({ fresh: 1, damaged: 0 });
    expect(group(s, '4:gate', 'empire')).toEqual({ fresh: 1, damaged: 0 });
    expect(group(s, '4:gate', 0)).toEqual({ fresh: 0, damaged: 0 });
    expect(group(s, '4:crescent', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(group(s, '4:crescent', 'empire')).toEqual({ fresh: 1, damaged: 0 });
    expect(checkInvariants(s)).toEqual([]);
  });

  it('GIVEN a gate a Rival Regent controls THEN a Regent\'s Catapult moving with Imperial ships goes on; moving alone it stops there', () => {
    const map = { '1:hex': { ships: [fleet(0, 2), fleet('empire', 1)], slots: [port(0), null] }, '4:gate': { ships: [fleet(2, 1)] } };
    const at = play(game(map, ['regent', 'regent', 'regent']), 'lead:AGG4', 'no', 'pip:move', 'from:1:hex', 'to:1:gate', 'n:2', 'imp:1:0');
    expect(labels(at)[optionIds(at).indexOf('to:4:gate')]).toBe('Catapult on to Gate 4 (stops there unless Imperial ships go on)');
    const s = play(at, 'to:4:gate', 'n:2', 'imp:1:0');
    expect(optionIds(s)).toContain('to:5:gate');
    const t = play(game(map, ['regent', 'regent', 'regent']), 'lead:AGG4', 'no', 'pip:move', 'from:1:hex', 'to:1:gate', 'n:2', 'imp:1:0', 'to:4:gate', 'n:2', 'imp:0:0');
    expect(openDecision(t)?.kind).not.toBe('act/catapult');
    expect(group(t, '4:gate', 0)).toEqual({ fresh: 2, damaged: 0 });
  });
});

describe('The Empire, Battle, Harm, & Taxing and Outlaw Battles (p.11)', () => {
  // The worked example: an Outlaw has 4 fresh ships, a Regent 2, and 1 fresh Imperial ship is there.
  const example = (titles: Title[], extra: Sparse = {}) => game({ '1:hex': { ships: [fleet(0, 4), fleet(1, 2), fleet('empire', 1)], slots: [city(1), null] } }, titles, extra);
  const exampleRegentAttacks = (extra: Sparse = {}) => game({ '1:hex': { ships: [fleet(0, 2), fleet(1, 4), fleet('empire', 1)] } }, ['regent', 'outlaw', 'regent'], extra);

  it('GIVEN the Outlaw battles the Regent THEN the Regent adds the Imperial ship: 3 defending ships intercept, and hits may go to it', () => {
    // One assault die: intercept + hit. The intercept deals 1 hit per fresh defending ship: 3.
    let s = play(example(['outlaw', 'regent', 'regent'], { riggedDice: [2] }), 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex', 'def:1', 'assault:1', 'skirmish:0', 'raid:0');
    expect(openDecision(s)!.prompt.args).toMatchObject({ n: 3 });
    s = play(s, 's3.0.0');
    // The 1 hit on the defending ships: a Loyal ship or the Imperial ship.
    expect(optionIds(s)).toEqual(['s1.0.0-i0.0.0', 's0.0.0-i1.0.0']);
    expect(labels(s)).toContain('Damage 1 fresh Imperial ship');
    s = play(s, 's0.0.0-i1.0.0');
    expect(group(s, '1:hex', 'empire')).toEqual({ fresh: 0, damaged: 1 });
  });

  it('GIVEN an Outlaw hitting a Regent\'s buildings THEN it must destroy all defending ships first, even Imperials', () => {
    // 4 assault dice showing 2 hits: 8 hits; 2 Loyal + 1 Imperial ships take 6, the city the other 2.
    // (Only one way to spread them, so nothing is asked.)
    const s = play(example(['outlaw', 'regent', 'regent'], { riggedDice: [0, 0, 0, 0] }), 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex', 'def:1', 'assault:4');
    expect(s.map['1:hex']!.slots[0]).toBeNull();
    expect(s.players[0]!.trophies).toEqual([{ owner: 1, piece: 'city', count: 1 }, { owner: 1, piece: 'ship', count: 2 }, { owner: 'empire', piece: 'ship', count: 1 }]);
    expect(checkInvariants(s)).toEqual([]);
    // 5 hits (2 dice of 2, 1 of 1 with a self-hit): the 2 Loyal ships and the Imperial ship can take 6, so the city takes none.
    const t = play(example(['outlaw', 'regent', 'regent'], { riggedDice: [0, 0, 3] }), 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex', 'def:1', 'assault:3', 'skirmish:0', 'raid:0');
    expect(optionIds(t).length).toBeGreaterThan(1);
    expect(optionIds(t).every((id) => id.startsWith('s') && !id.includes('-b'))).toBe(true);
  });

  it('GIVEN the Outlaw battles the Empire THEN the Empire has 1 defending ship and the First Regent takes the Outlaw\'s destroyed ships as Trophies', () => {
    // Outlaw: 3 fresh and 1 damaged ship. One assault die: intercept + hit: 1 intercept hit.
    const s0 = withCampaign(game({ '1:hex': { ships: [fleet(0, 3, 1), fleet(1, 2), fleet('empire', 1)] } }, ['outlaw', 'regent', 'regent'], { riggedDice: [2] }), 2);
    let s = play(s0, 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex', 'def:empire', 'assault:1', 'skirmish:0', 'raid:0');
    expect(openDecision(s)!.prompt.args).toMatchObject({ n: 1 });
    s = play(s, 's0.1.0');
    expect(s.players[2]!.trophies).toEqual([{ owner: 0, piece: 'ship', count: 1 }]);
    expect(group(s, '1:hex', 'empire')).toEqual({ fresh: 0, damaged: 1 });
    expect(trophyTaker(s, 'empire')).toBe(2);
  });

  it('GIVEN no First Regent THEN the Outlaw\'s ships destroyed by the Empire return to the Outlaw', () => {
    const s0 = withCampaign(game({ '1:hex': { ships: [fleet(0, 3, 1), fleet('empire', 1)] } }, ['outlaw', 'regent', 'regent'], { riggedDice: [2] }), null);
    const before = s0.players[0]!.supply.ships;
    const s = play(s0, 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex', 'assault:1', 'skirmish:0', 'raid:0', 's0.1.0');
    expect(s.players.every((p) => p.trophies.length === 0)).toBe(true);
    expect(s.players[0]!.supply.ships).toBe(before + 1);
  });

  it('GIVEN the Regent battles the Outlaw THEN they may add the Imperial ship to their 2 Loyal ships: it rolls a die and can take self-hits', () => {
    let s = play(exampleRegentAttacks({ riggedDice: [1, 1, 1] }), 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex');
    expect(optionIds(s)).toEqual(['imp:1:0', 'imp:0:0']);
    s = play(s, 'imp:1:0');
    // 3 attacking ships: up to 3 dice.
    expect(optionIds(s)[0]).toBe('assault:3');
    s = play(s, 'assault:3');
    // 3 self-hits over 2 Loyal and 1 Imperial attacking ships ("except for hits they take as attacking ships").
    expect(optionIds(s)).toContain('s1.0.0-i0.0.1');
    s = play(s, 's1.0.0-i0.0.1');
    // The Outlaw defending takes the destroyed Imperial ship as a Trophy.
    expect(s.players[1]!.trophies).toEqual([{ owner: 'empire', piece: 'ship', count: 1 }]);
    expect(s.turn?.work.imperialAttack).toEqual(undefined);
  });

  it('GIVEN the Regent battles the Outlaw without adding the Imperial ship THEN only Loyal ships attack', () => {
    const s = play(exampleRegentAttacks(), 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex', 'imp:0:0');
    expect(optionIds(s)[0]).toBe('assault:2');
  });

  it('GIVEN a base game THEN no Imperial question and the same option ids as ever', () => {
    const s = play(position({ options: { setup: '3p-frontiers' }, players: [{ hand: ['AGG4'] }, { hand: ['MOB2'] }, { hand: ['ADM2'] }], map: { '1:hex': { ships: [fleet(0, 2), fleet(1, 1)] }, '5:arrow': { ships: [fleet(2, 1)] } }, riggedDice: [0] }), 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex');
    expect(optionIds(s)[0]).toBe('assault:2');
  });
});

describe('The Free States (p.15)', () => {
  it('GIVEN a raid on the Free States THEN the attacker gains exactly 1 resource of the planet type by spending a key, once per battle', () => {
    // Two raid dice showing intercept + 2 keys: 4 keys; the Free States have no ships to intercept.
    let s = play(game({ '1:hex': { ships: [fleet(0, 2)], slots: [city('free'), null] } }, ['regent', 'regent', 'regent'], { riggedDice: [0, 0] }), 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex', 'assault:0', 'skirmish:0', 'raid:2');
    expect(optionIds(s)).toEqual(['free:material', 'stop']);
    const supply = s.supply.material;
    s = play(s, 'free:material');
    expect(s.players[0]!.resources.filter((r) => r === 'material')).toHaveLength(1);
    expect(s.supply.material).toBe(supply - 1);
    // Keys are left, but no second resource: the battle is over.
    expect(openDecision(s)?.kind).not.toBe('battle/raid');
  });

  it('GIVEN a damaged Free city in a system you control THEN you may repair it; not where you do not control', () => {
    const s = play(game({ '1:hex': { ships: [fleet(0, 1)], slots: [city('free', true), null] }, '4:hex': { ships: [fleet(0, 1), fleet(1, 1)], slots: [port('free', true)] } }, ['regent', 'regent', 'regent']), 'lead:CON4', 'no', 'pip:repair');
    expect(optionIds(s)).toEqual(['slot:1:hex:0']);
    expect(play(s, 'slot:1:hex:0').map['1:hex']!.slots[0]).toEqual({ owner: 'free', type: 'city', damaged: false });
  });

  it('GIVEN a Free building placed with an empty supply THEN a proxy piece is used and leaves the game when removed', () => {
    const s = game({ '1:hex': { ships: [fleet(0, 1)], slots: [city('free'), null] } }, ['regent', 'regent', 'regent']);
    s.neutral!.free.starports = 0;
    placeFree(s, '1:hex', 1, 'starport');
    expect(s.neutral!.free.proxies).toEqual({ cities: 0, starports: 1 });
    expect(s.map['1:hex']!.slots[1]).toEqual({ owner: 'free', type: 'starport', damaged: false });
    // Destroyed or removed, the proxy leaves the game: the supply stays empty.
    s.map['1:hex']!.slots[1] = null;
    returnPieces(s, 'free', 'starport', 1);
    expect(s.neutral!.free.proxies).toBeUndefined();
    expect(s.neutral!.free.starports).toBe(0);
  });
});

describe('The Blight (p.19)', () => {
  it('GIVEN the worked example (two dice: intercept, hit, hit) THEN the attacker takes no hits and the Blight is damaged', () => {
    // An assault die showing intercept + hit and a skirmish die showing a hit.
    const s = play(game({ '4:gate': { ships: [fleet(0, 2), fleet('blight', 1)] } }, ['regent', 'regent', 'regent'], { riggedDice: [2, 0] }), 'lead:AGG4', 'no', 'pip:battle', 'sys:4:gate', 'assault:1', 'skirmish:1');
    expect(group(s, '4:gate', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(group(s, '4:gate', 'blight')).toEqual({ fresh: 0, damaged: 1 });
  });

  it('GIVEN building hits THEN they do not hit the Blight ("hit with the hit face, not the building hit")', () => {
    // Two raid dice showing a building hit + key.
    const s = play(game({ '1:hex': { ships: [fleet(0, 2), fleet('blight', 0, 1)] } }, ['regent', 'regent', 'regent'], { riggedDice: [2, 2] }), 'lead:AGG4', 'no', 'pip:battle', 'sys:1:hex', 'assault:0', 'skirmish:0', 'raid:2');
    expect(group(s, '1:hex', 'blight')).toEqual({ fresh: 0, damaged: 1 });
  });

  it('GIVEN the Blight supply is empty THEN Blight is taken from the player with the most Blight Trophies', () => {
    const s = game({ '1:hex': { ships: [fleet(0, 1)] } }, ['regent', 'regent', 'regent'], { players: [{ hand: [], title: 'regent', trophies: [{ owner: 'blight', piece: 'blight', count: 1 }] }, { hand: [], title: 'regent', trophies: [{ owner: 'blight', piece: 'blight', count: 2 }] }, { hand: [], title: 'regent' }] });
    s.neutral!.blight.blight = 0;
    expect(blightDonors(s)).toEqual([1]);
    expect(placeBlight(s, '1:gate', true)).toBe(true);
    expect(s.players[1]!.trophies).toEqual([{ owner: 'blight', piece: 'blight', count: 1 }]);
    expect(group(s, '1:gate', 'blight')).toEqual({ fresh: 0, damaged: 1 });
  });
});

describe('Imperial Trust (p.21) and New Rules & Terms, Resources (p.27)', () => {
  it('GIVEN resources in the Imperial Trust THEN they count for the First Regent\'s ambitions only', () => {
    const s = withCampaign(game({ '1:hex': { ships: [fleet(0, 1)] } }, ['regent', 'regent', 'regent']), 0, ['material', 'fuel', 'relic']);
    expect(ambitionCount(s, s.players[0]!, 'tycoon')).toBe(2);
    expect(ambitionCount(s, s.players[0]!, 'keeper')).toBe(1);
    expect(ambitionCount(s, s.players[1]!, 'tycoon')).toBe(0);
    expect(countResources(s, 0, ['material'])).toBe(1);
    expect(frozenResources(s, 1)).toEqual([]);
  });

  it('GIVEN frozen resources THEN they cannot be stolen in battle (no raid cost) nor discarded by Provoke Outrage', () => {
    const s = withCampaign(game({ '1:hex': { ships: [fleet(0, 1)] } }, ['regent', 'regent', 'regent']), 0, ['material']);
    expect(heldTokens(s, 0)).toEqual([]);
    provokeOutrage(s, 0, 'material');
    expect(s.campaign!.trust).toEqual(['material']);
    // Only the rules that take them do (takeFrozen): a Rival taking it for the Imperial Demand.
    expect(takeFrozen(s, 'fuel')).toBe(false);
    expect(takeFrozen(s, 'material')).toBe(true);
    expect(s.campaign!.trust).toEqual([]);
  });
});

describe('Titles (The Empire; Summits, Call to Order: Leave the Empire, Revive the Empire; Invite to Empire)', () => {
  it('GIVEN the First Regent leaves the Empire THEN the tile goes to the Regent with the most Power and the Trust stays', () => {
    const s = withCampaign(game({}, ['regent', 'regent', 'regent']), 0, ['fuel']);
    s.players[1]!.power = 4;
    s.players[2]!.power = 7;
    expect(becomeOutlaw(s, 0)).toEqual({ tile: 'given', to: 2 });
    expect(s.players[0]!.title).toBe('outlaw');
    expect(s.campaign!.firstRegent).toBe(2);
    expect(s.campaign!.trust).toEqual(['fuel']);
  });

  it('GIVEN a tie for the most Power THEN the caller must name the heir, and nothing changes until it does', () => {
    const s = withCampaign(game({}, ['regent', 'regent', 'regent']), 0);
    s.players[1]!.power = 5;
    s.players[2]!.power = 5;
    expect(firstRegentHeirs(s, 0)).toEqual([1, 2]);
    expect(() => becomeOutlaw(s, 0)).toThrow();
    expect(s.players[0]!.title).toBe('regent');
    expect(becomeOutlaw(s, 0, 1)).toEqual({ tile: 'given', to: 1 });
  });

  it('GIVEN the last Regent leaves THEN the Trust returns to the supply, they lose 1 Power per resource, the tile goes to the supply; Revive the Empire takes it back', () => {
    const s = withCampaign(game({}, ['regent', 'outlaw', 'outlaw']), 0, ['fuel', 'weapon']);
    s.players[0]!.power = 6;
    const fuel = s.supply.fuel;
    expect(becomeOutlaw(s, 0)).toEqual({ tile: 'supply', returned: 2 });
    expect(s.players[0]!.power).toBe(4);
    expect(s.supply.fuel).toBe(fuel + 1);
    expect(s.campaign!.firstRegent).toBeNull();
    expect(s.campaign!.trust).toEqual([]);
    reviveEmpire(s, 1);
    expect(s.players[1]!.title).toBe('regent');
    expect(s.campaign!.firstRegent).toBe(1);
    expect(() => reviveEmpire(s, 2)).toThrow();
    becomeRegent(s, 2);
    expect(s.players[2]!.title).toBe('regent');
    expect(s.campaign!.firstRegent).toBe(1);
  });
});

describe('The empire area\'s messages (src/text/en/campaign.ts)', () => {
  it('GIVEN every empire.* key THEN it renders in English and keeps the wording rules', () => {
    const s = game({}, ['regent', 'regent', 'regent']);
    const args = { n: 2, fresh: 1, damaged: 0, keys: 1, resource: { resource: 'material' }, system: { system: '1:hex' }, piece: { piece: 'city' } } as const;
    const keys = Object.keys(CAMPAIGN).filter((k) => k.startsWith('empire.'));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const text = say(msg(key, args), s);
      expect(wordingProblems(text), `${key}: ${text}`).toEqual([]);
    }
  });
});

/** Lore cards (ARCS-L01-14): each card as printed (cards.csv) and each FAQ answer (faq.csv). */
import { describe, expect, it } from 'vitest';
import { openDecision } from '../../../src/engine/index.ts';
import { say } from '../../../src/text/say.ts';
import { ambitionCount } from '../../../src/engine/frames/chapter.ts';
import { weaponIcons } from '../../../src/engine/effects.ts';
import { firedCount } from '../../../src/engine/fired.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { expectDecision, optionIds, play, ships } from '../helpers.ts';
import { expectFired, turn } from '../court/court-helpers.ts';
import { llGame } from './ll-helpers.ts';

/** Answer battle questions (hits, raid) with the first option until the turn menu is back. */
function settle(s: GameState): GameState {
  let cur = s;
  while (['battle/assign', 'battle/raid', 'res/gain', 'res/arrange'].includes(openDecision(cur)?.kind ?? '')) cur = play(cur, optionIds(cur)[0]!);
  return cur;
}

/** Seat 0 attacks seat 1 in 6:arrow: seat 0 has `a` ships, seat 1 two fresh ships; dice rigged. */
function battleGame(lore: string[][], dice: number[], a = { fresh: 2, damaged: 0 }, extra: Record<string, unknown> = {}): GameState {
  const map = { '6:arrow': { ships: [{ owner: 0, ...a }, { owner: 1, fresh: 2, damaged: 0 }] }, ...((extra.map as object | undefined) ?? {}) };
  return turn(llGame({ lore, riggedDice: dice, ...extra, map }), 'lead:AGG2');
}

const FIGHT = ['pip:battle', 'sys:6:arrow'];

describe('ARCS-L04 Mirror Plating', () => {
  it('ARCS-L04: "When you defend in battle, add 1 intercept to the attacker\'s roll if they rolled any number of assault dice"', () => {
    // A blank assault die (face 5): the defender's 2 fresh ships intercept for 2 hits.
    let s = play(battleGame([[], ['ARCS-L04']], [5]), ...FIGHT, 'assault:1', 'skirmish:0');
    s = settle(s);
    expect(ships(s, '6:arrow', 0)).not.toEqual({ fresh: 2, damaged: 0 });
    expectFired(s, 'ARCS-L04');
    // Without Mirror Plating, nothing happens.
    s = settle(play(battleGame([[], []], [5]), ...FIGHT, 'assault:1', 'skirmish:0'));
    expect(ships(s, '6:arrow', 0)).toEqual({ fresh: 2, damaged: 0 });
  });

  it('ARCS-L04: no intercept added if no assault dice were rolled', () => {
    const s = settle(play(battleGame([[], ['ARCS-L04']], [5]), ...FIGHT, 'assault:0', 'skirmish:1'));
    expect(ships(s, '6:arrow', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(firedCount(s, 'ARCS-L04')).toBe(0);
  });
});

describe('ARCS-L06 Signal Breaker', () => {
  it('ARCS-L06: "if all attacking ships are fresh at the start of the battle, you ignore 1 intercept you roll"', () => {
    // Assault face 2: 1 intercept and 1 hit.
    let s = settle(play(battleGame([['ARCS-L06']], [2]), ...FIGHT, 'assault:1', 'skirmish:0'));
    expect(ships(s, '6:arrow', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(ships(s, '6:arrow', 1)).toEqual({ fresh: 1, damaged: 1 });
    expectFired(s, 'ARCS-L06');
    // Without it, the intercept hits.
    s = settle(play(battleGame([[]], [2]), ...FIGHT, 'assault:1', 'skirmish:0'));
    expect(ships(s, '6:arrow', 0)).not.toEqual({ fresh: 2, damaged: 0 });
  });

  it('ARCS-L06 FAQ: "all Loyal ships in the battle system must be fresh at the start of battle"', () => {
    const s = settle(play(battleGame([['ARCS-L06']], [2], { fresh: 2, damaged: 1 }), ...FIGHT, 'assault:1', 'skirmish:0'));
    expect(ships(s, '6:arrow', 0)).not.toEqual({ fresh: 2, damaged: 1 });
    expect(firedCount(s, 'ARCS-L06')).toBe(0);
  });

  it('ARCS-L06 FAQ: it cannot ignore the intercept added by Mirror Plating (not rolled)', () => {
    const s = settle(play(battleGame([['ARCS-L06'], ['ARCS-L04']], [5]), ...FIGHT, 'assault:1', 'skirmish:0'));
    expect(ships(s, '6:arrow', 0)).not.toEqual({ fresh: 2, damaged: 0 });
  });

  it('ARCS-L06 FAQ: checks freshness before Railgun Arrays deals its hit', () => {
    let s = play(battleGame([['ARCS-L06'], ['ARCS-L12']], [2]), ...FIGHT);
    s = settle(s); // Railgun's hit: one attacking ship is damaged now
    expect(ships(s, '6:arrow', 0)).toEqual({ fresh: 1, damaged: 1 });
    s = settle(play(s, 'assault:1', 'skirmish:0'));
    // The rolled intercept is still ignored: no more damage to the attacker.
    expect(ships(s, '6:arrow', 0)).toEqual({ fresh: 1, damaged: 1 });
    expectFired(s, 'ARCS-L06');
  });
});

describe('ARCS-L12 Railgun Arrays', () => {
  it('ARCS-L12: "When defending in battle, before the attacker collects dice, they must take 1 hit if any Loyal defending ships are fresh"', () => {
    let s = play(battleGame([[], ['ARCS-L12']], [5]), ...FIGHT);
    s = settle(s);
    expect(ships(s, '6:arrow', 0)).toEqual({ fresh: 1, damaged: 1 });
    expectFired(s, 'ARCS-L12');
    // Dice are collected for the remaining ships.
    expect(optionIds(s)[0]).toBe('assault:2');
  });

  it('ARCS-L12: no hit if no defending ship is fresh; the battle ends if the hit destroys every attacking ship', () => {
    const map = { '6:arrow': { ships: [{ owner: 0, fresh: 2, damaged: 0 }, { owner: 1, fresh: 0, damaged: 2 }] } };
    let s = play(turn(llGame({ lore: [[], ['ARCS-L12']], map }), 'lead:AGG2'), ...FIGHT);
    expect(optionIds(s)[0]).toBe('assault:2');
    const lone = { '6:arrow': { ships: [{ owner: 0, fresh: 0, damaged: 1 }, { owner: 1, fresh: 1, damaged: 0 }] } };
    s = settle(play(turn(llGame({ lore: [[], ['ARCS-L12']], map: lone }), 'lead:AGG2'), ...FIGHT));
    expect(ships(s, '6:arrow', 0)).toEqual({ fresh: 0, damaged: 0 });
    expectDecision(s, 'turn/actions', 0);
  });
});

describe('ARCS-L05 Hidden Harbors', () => {
  it('ARCS-L05: "You always build ships fresh" (even where a Rival controls the system)', () => {
    const map = { '1:hex': { ships: [{ owner: 0, fresh: 1, damaged: 0 }, { owner: 1, fresh: 3, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, { owner: 0, type: 'starport', damaged: false }] } };
    let s = turn(llGame({ lore: [['ARCS-L05']], map }), 'lead:CON2');
    s = play(s, 'pip:build', 'ship', 'sys:1:hex');
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 2, damaged: 0 });
    expectFired(s, 'ARCS-L05');
    s = play(turn(llGame({ map }), 'lead:CON2'), 'pip:build', 'ship', 'sys:1:hex');
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 1, damaged: 1 });
  });

  it('ARCS-L05: "When defending in battle, the attacker cannot collect raid dice if you have a fresh defending starport"', () => {
    const map = { '6:arrow': { ships: [{ owner: 0, fresh: 2, damaged: 0 }, { owner: 1, fresh: 1, damaged: 0 }], slots: [{ owner: 1, type: 'starport', damaged: false }] } };
    const fight = (lore: string[][], damaged = false) => {
      const m = damaged ? { '6:arrow': { ...map['6:arrow'], slots: [{ owner: 1, type: 'starport', damaged: true }] } } : map;
      return optionIds(play(turn(llGame({ lore, map: m }), 'lead:AGG2'), ...FIGHT, 'assault:0'));
    };
    // Skirmish is the last die type with Hidden Harbors (at least 1 die); raid dice would follow otherwise.
    expect(fight([[], ['ARCS-L05']])).toEqual(['skirmish:2', 'skirmish:1']);
    expect(fight([[], []])).toEqual(['skirmish:2', 'skirmish:1', 'skirmish:0']);
    // A damaged starport does not stop raid dice.
    expect(fight([[], ['ARCS-L05']], true)).toEqual(['skirmish:2', 'skirmish:1', 'skirmish:0']);
  });
});

describe('ARCS-L07 Repair Drones', () => {
  it('ARCS-L07: "After you battle as the attacker, repair 1 Loyal attacking ship"', () => {
    // Assault face 1: a self-hit and 2 hits.
    let s = settle(play(battleGame([['ARCS-L07']], [1], { fresh: 1, damaged: 1 }), ...FIGHT, 'assault:2'));
    const after = ships(s, '6:arrow', 0);
    expectFired(s, 'ARCS-L07');
    // Without the card the same battle leaves one more damaged ship.
    s = settle(play(battleGame([[]], [1], { fresh: 1, damaged: 1 }), ...FIGHT, 'assault:2'));
    expect(after.fresh).toBe(ships(s, '6:arrow', 0).fresh + 1);
    expect(after.damaged).toBe(ships(s, '6:arrow', 0).damaged - 1);
  });

  it('ARCS-L07: not when defending', () => {
    const s = settle(play(battleGame([[], ['ARCS-L07']], [0]), ...FIGHT, 'assault:1', 'skirmish:0'));
    expect(firedCount(s, 'ARCS-L07')).toBe(0);
  });
});

describe('ARCS-L14 Seeker Torpedoes', () => {
  it('ARCS-L14: "after rolling dice, you may reroll up to 1 assault die for each fresh Loyal attacking ship" (FAQ: only once)', () => {
    // 1 fresh + 1 damaged attacking ship: at most 1 assault die is rerolled. Faces 5 (blank), 5, then the reroll 0 (2 hits).
    let s = play(battleGame([['ARCS-L14']], [5, 5, 0], { fresh: 1, damaged: 1 }), ...FIGHT, 'assault:2');
    expectDecision(s, 'll/torpedoes', 0);
    expect(optionIds(s)).toEqual(['die:5', 'none']);
    s = play(s, 'die:5');
    expect(optionIds(s)).toEqual(['roll']);
    s = play(s, 'roll');
    expectFired(s, 'ARCS-L14');
    // The battle resolves at once: no second reroll.
    expect(openDecision(s)?.kind).not.toBe('ll/torpedoes');
    s = settle(s);
    expect(ships(s, '6:arrow', 1)).toEqual({ fresh: 0, damaged: 2 });
  });

  it('ARCS-L14 with ARCS-BC13 Skirmishers: each rerolls once, in the order the attacker picks, the second seeing the first one\'s dice', () => {
    // Assault face 5 (blank), skirmish face 3 (blank); Torpedoes rerolls the assault die to face 0 (2 hits), then Skirmishers the skirmish die to face 0 (1 hit).
    const skirmishers = { players: [{ court: [{ id: 'ARCS-BC13', tokens: [] }], resources: ['weapon'] }] };
    let s = play(battleGame([['ARCS-L14']], [5, 3, 0, 0], undefined, skirmishers), ...FIGHT, 'assault:1', 'skirmish:1');
    expectDecision(s, 'battle/rolled', 0);
    expect(optionIds(s)).toEqual(['card:ARCS-BC13', 'card:ARCS-L14']);
    s = play(s, 'card:ARCS-L14', 'die:5', 'roll');
    expectDecision(s, 'fx/reroll', 0);
    expect(optionIds(s)).toEqual(['none', 're:1:0']);
    s = play(s, 're:1:0');
    expectFired(s, 'ARCS-L14');
    expectFired(s, 'ARCS-BC13');
    // 3 hits on the 2 fresh defenders: one destroyed, one damaged.
    s = settle(s);
    expect(ships(s, '6:arrow', 1)).toEqual({ fresh: 0, damaged: 1 });
  });

  it('ARCS-L14 with ARCS-BC13: declining the first reroll still offers the second, and neither twice', () => {
    const skirmishers = { players: [{ court: [{ id: 'ARCS-BC13', tokens: [] }], resources: ['weapon'] }] };
    let s = play(battleGame([['ARCS-L14']], [5, 3], undefined, skirmishers), ...FIGHT, 'assault:1', 'skirmish:1', 'card:ARCS-BC13', 'none');
    expectDecision(s, 'll/torpedoes', 0);
    s = play(s, 'none');
    expect(['battle/rolled', 'fx/reroll', 'll/torpedoes']).not.toContain(openDecision(s)?.kind);
  });

  it('ARCS-L14: no reroll offered without assault dice', () => {
    const s = play(battleGame([['ARCS-L14']], [0]), ...FIGHT, 'assault:0', 'skirmish:1');
    expect(openDecision(s)?.kind).not.toBe('ll/torpedoes');
  });
});

describe('ARCS-L01 Tool-Priests', () => {
  it('ARCS-L01: "Summon (Build): Once per turn, build 1 ship at any city you control" (Rival cities you control too)', () => {
    // Seat 0 controls 4:hex, where seat 1 has a city.
    const map = { '4:hex': { ships: [{ owner: 0, fresh: 4, damaged: 0 }, { owner: 1, fresh: 3, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: false }] } };
    let s = turn(llGame({ lore: [['ARCS-L01']], map }), 'lead:CON2');
    expect(optionIds(s)).toContain('pip:x:ARCS-L01:summon');
    s = play(s, 'pip:x:ARCS-L01:summon');
    expect(optionIds(s)).toEqual(['sys:1:hex', 'sys:4:hex']);
    s = play(s, 'sys:4:hex');
    expect(ships(s, '4:hex', 0)).toEqual({ fresh: 5, damaged: 0 });
    expectFired(s, 'ARCS-L01');
    // Once per turn.
    expect(optionIds(s)).not.toContain('pip:x:ARCS-L01:summon');
  });
});

describe('ARCS-L10 Living Structures', () => {
  it('ARCS-L10: "Nurture (Build): Tax a Loyal city" (not a Rival city in a system you control)', () => {
    const map = { '4:hex': { ships: [{ owner: 0, fresh: 4, damaged: 0 }, { owner: 1, fresh: 3, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: false }] } };
    let s = turn(llGame({ lore: [['ARCS-L10']], map }), 'lead:CON2');
    s = play(s, 'pip:x:ARCS-L10:nurture');
    expectDecision(s, 'act/tax', 0);
    expect(optionIds(s)).toEqual(['city:1:hex:0']);
    s = play(s, 'city:1:hex:0');
    expect(s.players[0]!.resources).toContain('material');
    expectFired(s, 'ARCS-L10');
  });

  it('ARCS-L10: "Prune (Repair): Replace a Loyal starport with a Loyal city or vice versa" (a damaged piece stays damaged)', () => {
    const map = { '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, { owner: 0, type: 'starport', damaged: true }] } };
    let s = turn(llGame({ lore: [['ARCS-L10']], map }), 'lead:CON2');
    s = play(s, 'pip:x:ARCS-L10:prune');
    expect(optionIds(s)).toEqual(['slot:1:hex:0', 'slot:1:hex:1']);
    s = play(s, 'slot:1:hex:1');
    expect(s.map['1:hex']!.slots[1]).toEqual({ owner: 0, type: 'city', damaged: true });
    expect(s.players[0]!.boardCities).toBe(3);
    expect(s.players[0]!.supply.starports).toBe(5);
  });
});

describe('lore is not a Guild card (base rulebook, Leaders & Lore)', () => {
  it('"They don\'t have a guild icon or raid cost, so they do not add to ambitions and cannot be stolen"', () => {
    const s = llGame({ lore: [[], ['ARCS-L04']], players: [{}, { resources: ['relic'] }] });
    for (const a of ['tycoon', 'keeper', 'empath', 'warlord', 'tyrant'] as const) {
      const withLore = ambitionCount(s, s.players[1]!, a);
      const without = ambitionCount(llGame({ players: [{}, { resources: ['relic'] }] }), llGame({ players: [{}, { resources: ['relic'] }] }).players[1]!, a);
      expect(withLore).toBe(without);
    }
    // A raid with plenty of keys offers the resource, never the lore card.
    const raid = llGame({
      lore: [[], ['ARCS-L04']],
      players: [{}, { resources: ['relic'] }],
      map: { '4:hex': { ships: [{ owner: 0, fresh: 1, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: false }] } },
      stack: [{ k: 'game' }, { k: 'battle/raid', attacker: 0, defender: 1, system: '4:hex', keys: 6 }],
    });
    expect(optionIds(raid)).toEqual(['res:0', 'stop']);
  });
});

describe('ARCS-L02 Galactic Rifles', () => {
  const map = { '1:gate': { ships: [{ owner: 1, fresh: 2, damaged: 0 }] } };
  it('ARCS-L02: "Fire Rifles (Battle): collect skirmish dice for fresh Loyal ships there, choose a defender in an adjacent system, ... deal 1 hit per hit rolled"', () => {
    // 3 fresh ships on 1:hex roll 3 skirmish dice: faces 0, 1 (hits), 3 (blank).
    let s = turn(llGame({ lore: [['ARCS-L02']], map, riggedDice: [0, 1, 3] }), 'lead:AGG2');
    expect(optionIds(s)).toContain('pip:x:ARCS-L02:rifles');
    s = play(s, 'pip:x:ARCS-L02:rifles');
    expect(optionIds(s)).toEqual(['sys:1:hex']);
    s = play(s, 'sys:1:hex');
    expect(optionIds(s)).toEqual(['at:1:gate:1']);
    s = settle(play(s, 'at:1:gate:1'));
    const hit = ships(s, '1:gate', 1);
    expect(2 * (2 - hit.fresh - hit.damaged) + hit.damaged).toBe(2);
    // The firing ships stay where they are and take no intercept.
    expect(ships(s, '1:hex', 0)).toEqual({ fresh: 3, damaged: 0 });
    expectFired(s, 'ARCS-L02');
  });

  it('ARCS-L02 FAQ: "Abilities that modify Battle do not apply" (Gatekeepers adds no dice)', () => {
    // Gatekeepers: +2 dice when battling in a gate; Fire Rifles still rolls 3 dice for 3 fresh ships.
    let s = turn(llGame({ lore: [['ARCS-L02']], map, riggedDice: [3, 3, 3, 0, 0] , players: [{ court: [{ id: 'ARCS-BC06' }] }] }), 'lead:AGG2');
    s = settle(play(s, 'pip:x:ARCS-L02:rifles', 'sys:1:hex', 'at:1:gate:1'));
    expect(ships(s, '1:gate', 1)).toEqual({ fresh: 2, damaged: 0 });
    expect(firedCount(s, 'ARCS-BC06')).toBe(0);
  });

  it('ARCS-L02: damaged ships do not collect dice', () => {
    const m = { ...map, '1:hex': { ships: [{ owner: 0, fresh: 0, damaged: 3 }], slots: [{ owner: 0, type: 'city', damaged: false }, null] } };
    const s = turn(llGame({ lore: [['ARCS-L02']], map: m }), 'lead:AGG2');
    expect(optionIds(s)).not.toContain('pip:x:ARCS-L02:rifles');
  });
});

describe('ARCS-L08 Gate Ports', () => {
  const map = { '1:gate': { ships: [{ owner: 0, fresh: 2, damaged: 0 }] } };
  it('ARCS-L08: "You may build starports on gates, max 1 per gate"', () => {
    let s = turn(llGame({ lore: [['ARCS-L08']], map }), 'lead:CON2');
    s = play(s, 'pip:build', 'starport');
    expect(optionIds(s)).toContain('sys:1:gate');
    s = play(s, 'sys:1:gate');
    expect(s.map['1:gate']!.slots).toEqual([{ owner: 0, type: 'starport', damaged: false }]);
    expectFired(s, 'ARCS-L08');
    // A second building in that gate is not possible.
    s = play(s, 'pip:build');
    if (optionIds(s).includes('starport')) expect(optionIds(play(s, 'starport'))).not.toContain('sys:1:gate');
    // Without the card, no gate is offered.
    const t = play(turn(llGame({ map }), 'lead:CON2'), 'pip:build', 'starport');
    expect(optionIds(t)).not.toContain('sys:1:gate');
  });

  it('ARCS-L08: "When Rival ships take a move into a gate you control with a fresh Loyal starport, capture 1 agent of that Rival"', () => {
    const m = { '1:gate': { ships: [{ owner: 1, fresh: 2, damaged: 0 }], slots: [{ owner: 1, type: 'starport', damaged: false }] } };
    let s = turn(llGame({ lore: [[], ['ARCS-L08']], map: m }), 'lead:AGG2');
    s = play(s, 'pip:move', 'from:1:hex', 'to:1:gate', 'n:1');
    expect(s.players[1]!.captives).toEqual([1, 0, 0]);
    expect(s.players[0]!.supply.agents).toBe(9);
    expectFired(s, 'ARCS-L08');
  });

  it('ARCS-L08: a Catapult hop into that gate is a move into it too', () => {
    const m = {
      '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, { owner: 0, type: 'starport', damaged: false }] },
      '4:gate': { ships: [{ owner: 1, fresh: 1, damaged: 0 }], slots: [{ owner: 1, type: 'starport', damaged: false }] },
    };
    let s = turn(llGame({ lore: [[], ['ARCS-L08']], map: m }), 'lead:AGG2');
    s = play(s, 'pip:move', 'from:1:hex', 'to:1:gate', 'n:1');
    expectDecision(s, 'act/catapult', 0);
    expect(s.players[1]!.captives).toEqual([0, 0, 0]);
    s = play(s, 'to:4:gate');
    expect(ships(s, '4:gate', 0)).toEqual({ fresh: 1, damaged: 0 });
    expect(s.players[1]!.captives).toEqual([1, 0, 0]);
  });

  it('ARCS-L08 FAQ: a gate starport still builds ships and Catapults, but takes no Captives once the card has changed hands', () => {
    const m = { '1:gate': { ships: [{ owner: 1, fresh: 2, damaged: 0 }], slots: [{ owner: 1, type: 'starport', damaged: false }] } };
    let s = turn(llGame({ lore: [['ARCS-L08'], []], map: m }), 'lead:AGG2');
    s = play(s, 'pip:move', 'from:1:hex', 'to:1:gate', 'n:1');
    expect(s.players[1]!.captives).toEqual([0, 0, 0]);
  });
});

describe('ARCS-L09 Cloud Cities', () => {
  // 1:hex (2 slots) is full: seat 0 has a city and a starport there.
  const map = { '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, { owner: 0, type: 'starport', damaged: false }] } };
  it('ARCS-L09: "You may build cities on planets outside their building slots, max 1 per planet. This costs 1 resource of the planet type"', () => {
    let s = turn(llGame({ lore: [['ARCS-L09']], map, players: [{ resources: ['material', 'fuel'] }] }), 'lead:CON2');
    s = play(s, 'pip:build', 'city');
    expect(optionIds(s)).toContain('sys:1:hex');
    s = play(s, 'sys:1:hex');
    expect(s.map['1:hex']!.slots).toHaveLength(3);
    expect(s.map['1:hex']!.slots[2]).toEqual({ owner: 0, type: 'city', damaged: false });
    expect(s.players[0]!.resources).not.toContain('material');
    expect(s.players[0]!.resources).toContain('fuel');
    expectFired(s, 'ARCS-L09');
  });

  it('ARCS-L09 FAQ: "Building a Cloud City requires spending a resource of the planet type"; Outrage does not stop it', () => {
    const s = play(turn(llGame({ lore: [['ARCS-L09']], map, players: [{ resources: ['fuel'] }] }), 'lead:CON2'), 'pip:build');
    expect(optionIds(s)).not.toContain('city');
    let t = turn(llGame({ lore: [['ARCS-L09']], map, players: [{ resources: ['material'], outrage: [{ resource: 'material', agent: true }] }] }), 'lead:CON2');
    t = play(t, 'pip:build', 'city', 'sys:1:hex');
    expect(t.map['1:hex']!.slots[2]?.type).toBe('city');
  });

  it('ARCS-L09: the Material spent for a Prelude build cannot also pay for the Cloud City', () => {
    // 1:hex is full (seat 0's city, seat 1's city): a Cloud City there is seat 0's only possible build.
    const m = { '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, { owner: 1, type: 'city', damaged: false }] } };
    const one = turn(llGame({ lore: [['ARCS-L09']], map: m, players: [{ resources: ['material'] }] }), 'lead:AGG2');
    expect(optionIds(one)).not.toContain('res:0:build');
    const two = turn(llGame({ lore: [['ARCS-L09']], map: m, players: [{ resources: ['material', 'material'] }] }), 'lead:AGG2');
    expect(optionIds(two)).toContain('res:0:build');
    expect(optionIds(play(two, 'res:0:build'))).toEqual(['city']);
  });

  it('ARCS-L09 FAQ: max one extra city per planet in total, even if the card changed hands', () => {
    const full = { '1:hex': { ...map['1:hex'], slots: [...map['1:hex'].slots, { owner: 1, type: 'city', damaged: false }] } };
    const s = play(turn(llGame({ lore: [['ARCS-L09']], map: full, players: [{ resources: ['material'] }] }), 'lead:CON2'), 'pip:build');
    if (optionIds(s).includes('city')) expect(optionIds(play(s, 'city'))).not.toContain('sys:1:hex');
  });
});

describe('ARCS-L11 Gate Stations', () => {
  const map = { '1:gate': { ships: [{ owner: 0, fresh: 2, damaged: 0 }] } };
  it('ARCS-L11: "You may build cities on gates, max 1 per gate"', () => {
    let s = turn(llGame({ lore: [['ARCS-L11']], map }), 'lead:CON2');
    s = play(s, 'pip:build', 'city', 'sys:1:gate');
    expect(s.map['1:gate']!.slots).toEqual([{ owner: 0, type: 'city', damaged: false }]);
    expectFired(s, 'ARCS-L11');
    const t = play(turn(llGame({ map }), 'lead:CON2'), 'pip:build', 'city');
    expect(optionIds(t)).not.toContain('sys:1:gate');
  });

  const gateCity = (extraMap: Record<string, unknown> = {}) =>
    turn(llGame({ lore: [['ARCS-L11']], map: { '1:gate': { ships: [{ owner: 0, fresh: 2, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }] }, ...extraMap } }), 'lead:ADM2');

  it('ARCS-L11: "A gate city\'s type matches all cities in its cluster" (tax it for 1 resource of any of those)', () => {
    // Cluster 1: seat 0's city on 1:hex (Material) and a seat 1 city on 1:arrow.
    let s = gateCity({ '1:arrow': { slots: [{ owner: 1, type: 'city', damaged: false }] } });
    s = play(s, 'pip:tax');
    const gate = optionIds(s).filter((o) => o.startsWith('city:1:gate'));
    expect(gate.length).toBe(2);
    expect(gate).toContain('city:1:gate:0:material');
    s = placeGainsAll(play(s, 'city:1:gate:0:material'));
    expect(s.players[0]!.resources).toContain('material');
  });

  it('ARCS-L11 FAQ: "If a Gate Station is in a cluster with no other city, it has no type... Taxing it yields no resource, but it can still be taxed"', () => {
    // Cluster 4 has no city but the gate's.
    let s = turn(llGame({ lore: [['ARCS-L11']], map: { '4:gate': { ships: [{ owner: 0, fresh: 2, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }] }, '4:hex': { ships: [{ owner: 1, fresh: 3, damaged: 0 }], slots: [null] } } }), 'lead:ADM2');
    s = play(s, 'pip:tax');
    expect(optionIds(s)).toContain('city:4:gate:0');
    const before = s.players[0]!.resources.filter(Boolean).length;
    s = play(s, 'city:4:gate:0');
    expect(s.players[0]!.resources.filter(Boolean).length).toBe(before);
  });

  it('ARCS-L11: destroying a gate city Provokes Outrage of all its types (FAQ: none without a type)', () => {
    const s = llGame({
      lore: [[], ['ARCS-L11']],
      map: {
        '1:gate': { ships: [{ owner: 0, fresh: 2, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: true }] },
        '1:arrow': { slots: [{ owner: 2, type: 'city', damaged: false }] },
      },
      stack: [{ k: 'game' }, { k: 'battle/assign', attacker: 0, defender: 1, system: '1:gate', victim: 1, hits: 0, buildingHits: 1 }],
    });
    const t = settleAll(s);
    expect(t.map['1:gate']!.slots[0]).toBeNull();
    // Cluster 1's cities: 1:hex (Material, seat 0's) and 1:arrow.
    expect(t.players[0]!.outrage.map((m) => m.resource).sort()).toEqual([...new Set(['material', planetType('1:arrow')])].sort());
  });
});

import { planetResource } from '../../../src/engine/board.ts';
function planetType(id: string): string {
  return planetResource(id as never)!;
}
function placeGainsAll(s: GameState): GameState {
  let cur = s;
  while (['res/gain', 'res/arrange'].includes(openDecision(cur)?.kind ?? '')) cur = play(cur, optionIds(cur)[0]!);
  return cur;
}
function settleAll(s: GameState): GameState {
  let cur = s;
  while (['battle/assign', 'ransack', 'res/gain', 'res/arrange'].includes(openDecision(cur)?.kind ?? '')) cur = play(cur, optionIds(cur)[0]!);
  return cur;
}

describe('ARCS-L03 Sprinter Drives', () => {
  const map = { '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 1 }], slots: [{ owner: 0, type: 'city', damaged: false }, null] } };
  it('ARCS-L03: "When you move fresh Loyal ships, you may move any of them one more time" (damaged ships move once)', () => {
    let s = turn(llGame({ lore: [['ARCS-L03']], map }), 'lead:AGG2');
    s = play(s, 'pip:move', 'from:1:hex', 'to:1:gate', 'n:3', 'n:1');
    expectDecision(s, 'll/sprint', 0);
    expect(optionIds(s)).toEqual(['from:1:gate', 'stop']);
    s = play(s, 'from:1:gate', 'to:6:gate');
    // Only the 3 fresh ships that moved, never the damaged one.
    expect(optionIds(s)).toEqual(['n:3', 'n:2', 'n:1']);
    s = play(s, 'n:2');
    expect(ships(s, '6:gate', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(ships(s, '1:gate', 0)).toEqual({ fresh: 1, damaged: 1 });
    expectFired(s, 'ARCS-L03');
    // FAQ: "not recursive": the 2 ships in 6:gate are not offered again; the last fresh one is.
    expect(optionIds(s)).toEqual(['from:1:gate', 'stop']);
    s = play(s, 'stop');
    expectDecision(s, 'turn/actions', 0);
  });

  it('ARCS-L03 FAQ: after Catapult drop-offs, each fresh ship that moved can move again independently; the bonus move can be a Catapult', () => {
    // A starport on 1:hex: the move into 1:gate continues as a Catapult.
    const m = { '1:hex': { ships: [{ owner: 0, fresh: 2, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, { owner: 0, type: 'starport', damaged: false }] } };
    let s = turn(llGame({ lore: [['ARCS-L03']], map: m }), 'lead:AGG2');
    s = play(s, 'pip:move', 'from:1:hex', 'to:1:gate', 'n:2');
    expectDecision(s, 'act/catapult', 0);
    s = play(s, 'to:6:gate', 'n:1'); // 1 stays in 1:gate, 1 goes on to 6:gate
    s = play(s, 'stop');
    expectDecision(s, 'll/sprint', 0);
    expect(optionIds(s).sort()).toEqual(['from:1:gate', 'from:6:gate', 'stop']);
  });

  it('ARCS-L03: nothing without the card', () => {
    const s = play(turn(llGame({ map }), 'lead:AGG2'), 'pip:move', 'from:1:hex', 'to:1:gate', 'n:3', 'n:1');
    expectDecision(s, 'turn/actions', 0);
  });
});

describe('ARCS-L13 Ancient Holdings', () => {
  const holding = (tokens: string[], extra: Record<string, unknown> = {}) => llGame({ lore: [['ARCS-L13']], players: [{ loreTokens: tokens.length ? { 'ARCS-L13': tokens } : undefined, ...extra }] });

  it('ARCS-L13: "You can hold one resource here": a gained resource goes on the card, the most protected place (4 keys)', () => {
    let s = turn(llGame({ lore: [['ARCS-L13']] }), 'lead:ADM2');
    s = play(s, 'pip:tax', 'city:1:hex:0');
    expect(s.players[0]!.loreTokens).toEqual({ 'ARCS-L13': ['material'] });
    expect(s.players[0]!.resources.filter(Boolean)).toEqual([]);
    expectFired(s, 'ARCS-L13');
  });

  it('ARCS-L13: the card\'s slot is one of your resource slots: resources are rearranged between it and the board', () => {
    // Fuel on the card; a Relic is gained: which one sits on the card is the player's choice.
    const s = llGame({ lore: [['ARCS-L13']], players: [{ loreTokens: { 'ARCS-L13': ['fuel'] } }], stack: [{ k: 'game' }, { k: 'res/gain', seat: 0, resource: 'relic', stolen: false }] });
    expectDecision(s, 'res/arrange', 0);
    expect(say(openDecision(s)!.prompt, s)).toContain('on Ancient Holdings');
    expect(optionIds(s)).toEqual(['keep:fuel', 'keep:relic']);
    const t = play(s, 'keep:relic');
    expect(t.players[0]!.loreTokens).toEqual({ 'ARCS-L13': ['relic'] });
    expect(t.players[0]!.resources.filter(Boolean)).toEqual(['fuel']);
  });

  it('ARCS-L13: full slots and a full card: the new resource or any held one (the card\'s too) is discarded', () => {
    const s = llGame({
      lore: [['ARCS-L13']],
      players: [{ loreTokens: { 'ARCS-L13': ['psionic'] }, resources: ['fuel', 'fuel', 'fuel'] }],
      stack: [{ k: 'game' }, { k: 'res/gain', seat: 0, resource: 'relic', stolen: false }],
    });
    expect(optionIds(s)).toEqual(['discard:new', 'discard:fuel', 'discard:psionic']);
    const t = play(s, 'discard:psionic');
    expect(t.players[0]!.loreTokens!['ARCS-L13']).toHaveLength(1);
    expect([...t.players[0]!.resources.filter(Boolean), ...t.players[0]!.loreTokens!['ARCS-L13']!].sort()).toEqual(['fuel', 'fuel', 'fuel', 'relic']);
    expect(t.supply.psionic).toBe(5);
  });

  it('ARCS-L13: "It adds to your ambitions"', () => {
    const s = holding(['relic']);
    expect(ambitionCount(s, s.players[0]!, 'keeper')).toBe(1);
    expect(s.supply.relic).toBe(4);
  });

  it('ARCS-L13: a raid cost of 4 keys (the resource can be stolen, the lore card cannot)', () => {
    const raid = (keys: number) =>
      llGame({
        lore: [[], ['ARCS-L13']],
        players: [{}, { loreTokens: { 'ARCS-L13': ['relic'] } }],
        map: { '4:hex': { ships: [{ owner: 0, fresh: 1, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: false }] } },
        stack: [{ k: 'game' }, { k: 'battle/raid', attacker: 0, defender: 1, system: '4:hex', keys }],
      });
    expect(openDecision(raid(3))?.kind).not.toBe('battle/raid');
    let s = raid(4);
    expect(optionIds(s)).toEqual(['res:ARCS-L13', 'stop']);
    s = play(s, 'res:ARCS-L13');
    while (['res/gain', 'res/arrange'].includes(openDecision(s)?.kind ?? '')) s = play(s, optionIds(s)[0]!);
    expect(s.players[1]!.loreTokens).toBeUndefined();
    expect(s.players[1]!.lore).toEqual(['ARCS-L13']);
    expect(s.players[0]!.resources).toContain('relic');
  });

  it('ARCS-L13: "You can spend it": for its Prelude action, unless Outraged, and as another type with a Loyal Guild', () => {
    let s = turn(holding(['material']), 'lead:AGG2');
    expect(optionIds(s)).toContain('res:ARCS-L13:build');
    s = play(s, 'res:ARCS-L13:build');
    expectDecision(s, 'act/build', 0);
    expect(s.players[0]!.loreTokens).toBeUndefined();
    // Outraged in Material: not for its Prelude action.
    const t = turn(holding(['material'], { outrage: [{ resource: 'material', agent: true }] }), 'lead:AGG2');
    expect(optionIds(t).some((o) => o.startsWith('res:ARCS-L13'))).toBe(false);
    // Loyal Warriors (ARCS-BC15): "You may spend any resources as Weapons".
    const rival = { '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 0 }, { owner: 1, fresh: 1, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, null] } };
    const u = turn(llGame({ lore: [['ARCS-L13']], map: rival, players: [{ loreTokens: { 'ARCS-L13': ['relic'] }, court: [{ id: 'ARCS-BC15', tokens: [] }] }] }), 'lead:ADM2');
    expect(optionIds(u)).toContain('res:ARCS-L13:weapon');
  });

  it('ARCS-L13: "discard all" of a type includes the card\'s resource (a Cartel after scoring; Provoke Outrage)', () => {
    const cartel = llGame({
      lore: [['ARCS-L13']],
      players: [{ loreTokens: { 'ARCS-L13': ['fuel'] } }, { court: [{ id: 'ARCS-BC06', tokens: [] }] }],
      stack: [{ k: 'game' }, { k: 'fx/cartel-discard', holder: 1, card: 'ARCS-BC06', resource: 'fuel' }],
    });
    expect(cartel.players[0]!.loreTokens).toBeUndefined();
    // The destroyer Provokes Outrage: "discard resources ... of the type".
    const outrage = llGame({
      lore: [['ARCS-L13']],
      players: [{ loreTokens: { 'ARCS-L13': ['material'] } }],
      stack: [{ k: 'game' }, { k: 'city/destroyed', destroyer: 0, owner: 1, resource: 'material' }],
    });
    expect(outrage.players[0]!.loreTokens).toBeUndefined();
    expect(outrage.supply.material).toBe(5);
  });

  it('ARCS-L13: a resource left without a slot by a returning city moves to the empty card instead of being discarded', () => {
    // Living Structures (ARCS-L10) Prune returns seat 0's only built city: a board slot is covered again.
    let s = turn(llGame({ lore: [['ARCS-L13', 'ARCS-L10']], options: { secondLore: true }, players: [{ resources: ['fuel', 'fuel', 'fuel'] }] }), 'lead:ADM2');
    s = play(s, 'pip:x:ARCS-L10:prune', 'slot:1:hex:0');
    expect(s.players[0]!.loreTokens).toEqual({ 'ARCS-L13': ['fuel'] });
    expect(s.players[0]!.resources.filter(Boolean)).toEqual(['fuel', 'fuel']);
    expect(s.supply.fuel).toBe(2);
  });

  it('ARCS-L13: a Weapon on the card is a Weapon icon; Cards that steal a resource may take it', () => {
    const s = holding(['weapon']);
    expect(weaponIcons(s, 0)).toBe(1);
    const steal = llGame({
      lore: [[], ['ARCS-L13']],
      players: [{}, { loreTokens: { 'ARCS-L13': ['fuel'] } }],
      stack: [{ k: 'game' }, { k: 'fx/steal', seat: 0, card: 'ARCS-BC06', what: 'resource', resource: 'fuel', optional: false }],
    });
    expect(optionIds(steal)).toEqual(['res:1:ARCS-L13']);
  });
});

describe('ARCS-L08 Gate Ports with ARCS-L11 Gate Stations', () => {
  // Seat 0 holds Gate Ports, seat 1 Gate Stations; both have ships on 1:gate.
  const map = { '1:gate': { ships: [{ owner: 0, fresh: 2, damaged: 0 }, { owner: 1, fresh: 1, damaged: 0 }] } };
  it('"max 1 per gate" counts starports and cities apart: a gate may hold 1 starport and 1 city, never 2 of a kind', () => {
    let s = turn(llGame({ lore: [['ARCS-L08'], ['ARCS-L11']], map, players: [{}, { hand: ['CON3'] }] }), 'lead:CON2');
    s = play(s, 'pip:build', 'starport', 'sys:1:gate', 'end');
    expect(s.map['1:gate']!.slots).toEqual([{ owner: 0, type: 'starport', damaged: false }]);
    // Seat 1 (Gate Stations) may still build a city there, placed after the starport.
    s = play(turn(s, 'surpass:CON3'), 'pip:build', 'city');
    expect(optionIds(s)).toContain('sys:1:gate');
    s = play(s, 'sys:1:gate');
    expect(s.map['1:gate']!.slots).toEqual([{ owner: 0, type: 'starport', damaged: false }, { owner: 1, type: 'city', damaged: true }]);
    expectFired(s, 'ARCS-L11');
  });

  it('one player holding both cards builds a gate starport and a gate city, but no second of either', () => {
    let s = turn(llGame({ lore: [['ARCS-L08', 'ARCS-L11']], options: { secondLore: true }, map: { '1:gate': { ships: [{ owner: 0, fresh: 2, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }] } } }), 'lead:CON2');
    s = play(s, 'pip:build');
    expect(optionIds(s)).toContain('starport');
    expect(optionIds(play(s, 'city'))).not.toContain('sys:1:gate');
    s = play(s, 'starport', 'sys:1:gate');
    expect(s.map['1:gate']!.slots).toEqual([{ owner: 0, type: 'city', damaged: false }, { owner: 0, type: 'starport', damaged: false }]);
    s = play(s, 'pip:build');
    for (const piece of ['city', 'starport']) if (optionIds(s).includes(piece)) expect(optionIds(play(s, piece))).not.toContain('sys:1:gate');
  });

  it('a destroyed gate building frees its place for the next one', () => {
    let s = turn(llGame({ lore: [['ARCS-L08', 'ARCS-L11']], options: { secondLore: true }, map: { '1:gate': { ships: [{ owner: 0, fresh: 2, damaged: 0 }], slots: [null, { owner: 0, type: 'city', damaged: false }] } } }), 'lead:CON2');
    s = play(s, 'pip:build', 'starport', 'sys:1:gate');
    expect(s.map['1:gate']!.slots).toEqual([{ owner: 0, type: 'starport', damaged: false }, { owner: 0, type: 'city', damaged: false }]);
  });

  it('positions refuse two buildings of a kind outside the printed slots', () => {
    const two = [{ owner: 0, type: 'city', damaged: false }, { owner: 1, type: 'city', damaged: false }];
    expect(() => llGame({ map: { '1:gate': { ships: [{ owner: 0, fresh: 1, damaged: 0 }], slots: two } } })).toThrow(/outside the printed slots/);
    expect(() => llGame({ map: { '1:gate': { ships: [{ owner: 0, fresh: 1, damaged: 0 }], slots: [...two, null] } } })).toThrow(/building slot/);
  });
});

/** The 8 leaders (ARCS-LEAD01-08): each ability as printed (cards.csv) and each FAQ answer (faq.csv). */
import { describe, expect, it } from 'vitest';
import { say } from '../../../src/text/say.ts';
import { openDecision } from '../../../src/engine/index.ts';
import { markerValues } from '../../../src/engine/frames/flow.ts';
import { scoreAmbitions } from '../../../src/engine/frames/chapter.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { expectDecision, optionIds, play, ships } from '../helpers.ts';
import { act, expectFired, finish, placeGains, turn } from '../court/court-helpers.ts';
import { llGame } from './ll-helpers.ts';
import { firedCount } from '../../../src/engine/fired.ts';

const has = (s: GameState, seat: number, r: string) => s.players[seat]!.resources.filter((x) => x === r).length;

/** Seat 0 leads ADM2 and ends its turn; seat 1 is next. */
function afterAdminLead(s: GameState): GameState {
  return finish(turn(s, 'lead:ADM2'));
}

describe('ARCS-LEAD01 Elder', () => {
  it('ARCS-LEAD01 Just: "When you\'re scoring Tyrant, gain no Power for second place, and gain Power for second place if you get first place (no bonus city Power)"', () => {
    const base = { ambitions: { tyrant: ['A'] } };
    // The Elder is first in Captives, seat 2 second. With 4 cities out it would earn 2 bonus city Power.
    const map = {
      '1:arrow': { slots: [{ owner: 1, type: 'city', damaged: false }] },
      '1:crescent': { slots: [{ owner: 1, type: 'city', damaged: false }] },
      '4:arrow': { slots: [{ owner: 1, type: 'city', damaged: false }] },
    };
    let s = llGame({ ...base, map, leaders: [null, 'ARCS-LEAD01'], players: [{}, { captives: [3, 0, 0] }, { captives: [1, 0, 0] }] });
    expect(s.players[1]!.boardCities).toBe(1);
    scoreAmbitions(s);
    const [first, second] = markerValues('A', false);
    expect(first).toBeGreaterThan(second);
    expect(s.players[1]!.power).toBe(second);
    expect(s.players[2]!.power).toBe(second);
    expectFired(s, 'ARCS-LEAD01');
    // Now the Elder is second: no Power for it; the first player scores normally.
    s = llGame({ ...base, leaders: [null, 'ARCS-LEAD01'], players: [{}, { captives: [1, 0, 0] }, { captives: [3, 0, 0] }] });
    scoreAmbitions(s);
    expect(s.players[1]!.power).toBe(0);
    expect(s.players[2]!.power).toBe(first);
  });

  it('ARCS-LEAD01 Just does not change other ambitions', () => {
    const s = llGame({ ambitions: { warlord: ['A'] }, leaders: [null, 'ARCS-LEAD01'], players: [{}, { trophies: [{ owner: 0, piece: 'ship', count: 2 }] }] });
    scoreAmbitions(s);
    expect(s.players[1]!.power).toBe(markerValues('A', false)[0]);
  });

  const destroyed = (leader: string | null) =>
    llGame({
      leaders: [null, leader],
      court: [{ card: 'ARCS-BC01', agents: [0, 2, 0] }, { card: 'ARCS-BC02', agents: [0, 1, 0] }],
      stack: [{ k: 'game' }, { k: 'city/destroyed', destroyer: 0, owner: 1, resource: 'material' }],
    });

  it('ARCS-LEAD01 Beloved: "Rivals cannot Ransack the Court when they battle you"', () => {
    expectDecision(destroyed(null), 'ransack', 0);
    const s = destroyed('ARCS-LEAD01');
    expect(openDecision(s)?.kind).not.toBe('ransack');
    expect(s.court.map((c) => c.agents)).toEqual([[0, 2, 0], [0, 1, 0]]);
    // The destroyer still Provokes Outrage.
    expect(s.players[0]!.outrage.map((m) => m.resource)).toEqual(['material']);
  });

  const after = (trophiesBefore: number, leaders: (string | null)[]) =>
    llGame({
      leaders,
      court: [{ card: 'ARCS-BC01' }, { card: 'ARCS-BC02' }],
      players: [{ trophies: [{ owner: 1, piece: 'ship', count: 1 }] }],
      stack: [{ k: 'game' }, { k: 'battle/after', attacker: 0, defender: 1, system: '4:hex', rolled: { self: 0, intercept: 0, hit: 1, building: 0, key: 0 }, trophiesBefore }],
    });

  it('ARCS-LEAD01 Beloved: "After defending in battle, you may influence if the attacker took any Trophies"', () => {
    let s = after(0, [null, 'ARCS-LEAD01']);
    expectDecision(s, 'll/may-influence', 1);
    expect(optionIds(s)).toEqual(['card:ARCS-BC01', 'card:ARCS-BC02', 'no']);
    s = play(s, 'card:ARCS-BC02');
    expect(s.court[1]!.agents[1]).toBe(1);
    expect(s.players[1]!.supply.agents).toBe(9);
    expectFired(s, 'ARCS-LEAD01');
    // It is optional.
    s = play(after(0, [null, 'ARCS-LEAD01']), 'no');
    expect(s.court.every((c) => c.agents[1] === 0)).toBe(true);
  });

  it('ARCS-LEAD01 Beloved: nothing if the attacker took no Trophies, or if the Elder attacked', () => {
    expect(openDecision(after(1, [null, 'ARCS-LEAD01']))?.kind).not.toBe('ll/may-influence');
    expect(openDecision(after(0, ['ARCS-LEAD01', null]))?.kind).not.toBe('ll/may-influence');
  });
});

/** Seat 1 (leader given) answers the Admin lead with `how` ('copy:AGG3' or 'pivot:CON3'), taxes its city, and places the gains. */
function taxAfter(leader: string, how: string, over: Record<string, unknown> = {}): GameState {
  let s = afterAdminLead(llGame({ leaders: [null, leader], ...over }));
  s = turn(s, how);
  s = play(s, 'pip:tax');
  return placeGains(play(s, 'city:4:hex:0'));
}

for (const [id, name, bonus] of [['ARCS-LEAD02', 'Mystic', 'psionic'], ['ARCS-LEAD03', 'Fuel-Drinker', 'fuel']] as const) {
  describe(`${id} ${name}`, () => {
    it(`${id} ${name === 'Mystic' ? 'Attuned' : 'Insatiable'}: "When you Copy or Pivot in order to tax, you gain 1 ${bonus === 'psionic' ? 'Psionic' : 'Fuel'} along with the taxed resource"`, () => {
      const s = taxAfter(id, 'copy:AGG3');
      expect(has(s, 1, 'material')).toBe(1);
      expect(has(s, 1, bonus)).toBeGreaterThanOrEqual(1);
      expectFired(s, id);
    });

    it(`${id}: Pivot in order to tax also gains it`, () => {
      let s = finish(turn(llGame({ leaders: [null, id] }), 'lead:AGG2'));
      s = turn(s, 'pivot:ADM3');
      s = placeGains(play(s, 'pip:tax', 'city:4:hex:0'));
      expect(has(s, 1, 'material')).toBe(1);
      expect(has(s, 1, bonus)).toBeGreaterThanOrEqual(1);
      expectFired(s, id);
    });

    it(`${id}: no extra resource when leading and taxing`, () => {
      let s = llGame({ leaders: [id, null] });
      s = turn(s, 'lead:ADM2');
      s = placeGains(play(s, 'pip:tax', 'city:1:hex:0'));
      expect(firedCount(s, id)).toBe(0);
    });

    it(`${id} FAQ: "You can tax a city even if its resource stack is empty. You do not gain the first resource"`, () => {
      // Every Material token is held by seats 0 and 2.
      const s = taxAfter(id, 'copy:AGG3', { players: [{ resources: ['material', 'material', 'material'] }, {}, { resources: ['material', 'material'] }] });
      expect(s.supply.material).toBe(0);
      expect(has(s, 1, 'material')).toBe(0);
      expect(has(s, 1, bonus)).toBe(1);
    });
  });
}

describe('ARCS-LEAD03 Fuel-Drinker Lavish', () => {
  const scoring = (ambitions: Record<string, string[]>) =>
    llGame({
      leaders: [null, 'ARCS-LEAD03'],
      ambitions,
      players: [{ hand: [] }, { hand: [], resources: ['fuel', 'material', 'fuel'] }, { hand: [] }],
      stack: [{ k: 'game' }, { k: 'chapter/end', phase: 'score' }],
    });

  it('ARCS-LEAD03 Lavish: "After scoring, you must discard all of your Fuel if the Tycoon ambition was scored"', () => {
    const s = scoring({ tycoon: ['A'] });
    expect(has(s, 1, 'fuel')).toBe(0);
    expect(has(s, 1, 'material')).toBe(1);
    expectFired(s, 'ARCS-LEAD03');
  });

  it('ARCS-LEAD03 Lavish: keeps Fuel when Tycoon was not scored', () => {
    const s = scoring({ warlord: ['A'] });
    expect(has(s, 1, 'fuel')).toBe(2);
  });
});

describe('ARCS-LEAD04 Upstart', () => {
  it('ARCS-LEAD04 Ambitious: "When you declare an ambition, you may gain any resource"', () => {
    let s = llGame({ leaders: ['ARCS-LEAD04'] });
    s = play(s, 'lead:ADM2');
    expectDecision(s, 'turn/declare', 0);
    const declare = optionIds(s).find((o) => o.startsWith('declare:'))!;
    s = play(s, declare);
    expectDecision(s, 'll/gain-any', 0);
    expect(optionIds(s)).toEqual(['res:material', 'res:fuel', 'res:weapon', 'res:relic', 'res:psionic', 'no'].filter((o) => optionIds(s).includes(o)));
    expect(optionIds(s)).toContain('res:relic');
    s = placeGains(play(s, 'res:relic'));
    expect(has(s, 0, 'relic')).toBe(1);
    expectFired(s, 'ARCS-LEAD04');
  });

  it('ARCS-LEAD04 Ambitious: declaring comes before any action, Prelude included (the gain happens at the declaration)', () => {
    let s = llGame({ leaders: ['ARCS-LEAD04'] });
    s = play(s, 'lead:ADM2', optionIds(play(s, 'lead:ADM2')).find((o) => o.startsWith('declare:'))!, 'no');
    expect(has(s, 0, 'relic')).toBe(0);
  });

  it('ARCS-LEAD04 Callow: "You can only tax Loyal cities if you control them"', () => {
    // Seat 2 controls 1:hex (more ships): the Upstart cannot tax its own city there.
    const map = { '1:hex': { ships: [{ owner: 0, fresh: 1, damaged: 0 }, { owner: 2, fresh: 2, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, null] } };
    let s = turn(llGame({ leaders: ['ARCS-LEAD04'], map }), 'lead:ADM2');
    expect(optionIds(s)).not.toContain('pip:tax');
    s = turn(llGame({ map }), 'lead:ADM2');
    s = play(s, 'pip:tax');
    expect(optionIds(s)).toContain('city:1:hex:0');
  });
});

describe('ARCS-LEAD05 Rebel', () => {
  // Seat 0 has 1 ship against seat 1's ships in 6:arrow (no buildings there, seat 1 has a city elsewhere: no raid dice).
  const map = { '6:arrow': { ships: [{ owner: 0, fresh: 1, damaged: 0 }, { owner: 1, fresh: 2, damaged: 0 }] } };

  it('ARCS-LEAD05 Committed: "In battle, you collect 2 extra dice" (FAQ: mandatory)', () => {
    let s = turn(llGame({ leaders: ['ARCS-LEAD05'], map }), 'lead:AGG2');
    s = play(s, 'pip:battle', 'sys:6:arrow');
    expect(optionIds(s)).toEqual(['assault:3', 'assault:2', 'assault:1', 'assault:0']);
    s = play(s, 'assault:0');
    // At least the 2 extra dice must be collected.
    expect(optionIds(s)).toEqual(['skirmish:3', 'skirmish:2']);
    const t = play(turn(llGame({ leaders: ['ARCS-LEAD05'], map }), 'lead:AGG2'), 'pip:battle', 'sys:6:arrow', 'assault:1');
    expect(optionIds(t)).toEqual(['skirmish:2', 'skirmish:1']);
  });

  it('ARCS-LEAD05 Committed: without the Rebel, 1 ship collects 1 die', () => {
    const s = play(turn(llGame({ map }), 'lead:AGG2'), 'pip:battle', 'sys:6:arrow');
    expect(optionIds(s)).toEqual(['assault:1', 'assault:0']);
  });

  it('ARCS-LEAD05 Disorganized: "You cannot move more than 2 ships at a time"', () => {
    const map2 = { '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 2 }], slots: [{ owner: 0, type: 'city', damaged: false }, null] } };
    let s = turn(llGame({ leaders: ['ARCS-LEAD05'], map: map2 }), 'lead:AGG2');
    s = play(s, 'pip:move', 'from:1:hex', 'to:1:gate');
    expect(optionIds(s)).toEqual(['n:2', 'n:1', 'n:0']);
    s = play(s, 'n:1');
    expect(optionIds(s)).toEqual(['n:1', 'n:0']);
    // Two fresh ships: no damaged ship can come along.
    let t = turn(llGame({ leaders: ['ARCS-LEAD05'], map: map2 }), 'lead:AGG2');
    t = play(t, 'pip:move', 'from:1:hex', 'to:1:gate', 'n:2');
    expect(t.map['1:gate']!.ships).toEqual([{ owner: 0, fresh: 2, damaged: 0 }]);
  });
});

describe('ARCS-LEAD06 Warrior', () => {
  it('ARCS-LEAD06 Violent: "When you\'re scoring Empath, gain no Power for second place, and gain Power for second place if you get first place"', () => {
    const court = [{ card: 'ARCS-BC01' }];
    // Empath counts Psionic. The Warrior is first: it gains the second-place Power.
    let s = llGame({ ambitions: { empath: ['B'] }, leaders: ['ARCS-LEAD06'], court, players: [{ resources: ['psionic', 'psionic'] }, { resources: ['psionic'] }] });
    scoreAmbitions(s);
    const [first, second] = markerValues('B', false);
    expect(first).toBeGreaterThan(second);
    expect(s.players[0]!.power).toBe(second);
    expect(s.players[1]!.power).toBe(second);
    // The Warrior is second: nothing.
    s = llGame({ ambitions: { empath: ['B'] }, leaders: ['ARCS-LEAD06'], court, players: [{ resources: ['psionic'] }, { resources: ['psionic', 'psionic'] }] });
    scoreAmbitions(s);
    expect(s.players[0]!.power).toBe(0);
    expect(s.players[1]!.power).toBe(first);
    expectFired(s, 'ARCS-LEAD06');
  });
});

describe('ARCS-LEAD07 Feastbringer', () => {
  it('ARCS-LEAD07 Generous: without a Guild card to give, the Feastbringer cannot declare', () => {
    const s = play(llGame({ leaders: ['ARCS-LEAD07'] }), 'lead:ADM2');
    expectDecision(s, 'turn/declare', 0);
    expect(optionIds(s)).toEqual(['no']);
    // Without the Feastbringer, the same lead may declare.
    expect(optionIds(play(llGame(), 'lead:ADM2')).some((o) => o.startsWith('declare:'))).toBe(true);
  });

  it('ARCS-LEAD07 Generous: "To declare an ambition, you must give 1 Guild card to your Rival with the least Power"', () => {
    let s = llGame({ leaders: ['ARCS-LEAD07'], players: [{ court: [{ id: 'ARCS-BC01' }, { id: 'ARCS-BC02' }] }, { power: 3 }, { power: 1 }] });
    s = play(s, 'lead:ADM2');
    s = play(s, optionIds(s).find((o) => o.startsWith('declare:'))!);
    expectDecision(s, 'll/give-guild', 0);
    expect(optionIds(s)).toEqual(['give:2:ARCS-BC01', 'give:2:ARCS-BC02']);
    s = play(s, 'give:2:ARCS-BC02');
    expect(s.players[2]!.court.map((c) => c.id)).toEqual(['ARCS-BC02']);
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-BC01']);
    expectFired(s, 'ARCS-LEAD07');
  });
});

describe('ARCS-LEAD08 Demagogue', () => {
  const court = [{ card: 'ARCS-BC01' }, { card: 'ARCS-BC02' }, { card: 'ARCS-BC03' }];

  it('ARCS-LEAD08 Bold: "When you declare an ambition, you may influence any number of cards in the Court once" (FAQ: up to one agent on each card)', () => {
    let s = llGame({ leaders: ['ARCS-LEAD08'], court });
    s = play(s, 'lead:ADM2');
    s = play(s, optionIds(s).find((o) => o.startsWith('declare:'))!);
    expectDecision(s, 'll/bold', 0);
    s = play(s, 'card:ARCS-BC01');
    expect(optionIds(s)).toEqual(['card:ARCS-BC02', 'card:ARCS-BC03', 'stop']);
    s = play(s, 'card:ARCS-BC03', 'stop');
    expect(s.court.map((c) => c.agents[0])).toEqual([1, 0, 1]);
    expect(s.players[0]!.supply.agents).toBe(8);
    expectFired(s, 'ARCS-LEAD08');
  });

  it('ARCS-LEAD08 Paranoid: "You cannot secure Guild cards with only 1 Loyal agent on them" (Vox as normal)', () => {
    const c = [{ card: 'ARCS-BC01', agents: [1, 0, 0] }, { card: 'ARCS-BC02', agents: [2, 0, 0] }, { card: 'ARCS-BC26', agents: [1, 0, 0] }];
    let s = turn(llGame({ leaders: ['ARCS-LEAD08'], court: c }), 'lead:AGG2');
    s = play(s, 'pip:secure');
    expect(optionIds(s)).toEqual(['card:1', 'card:2']);
    s = turn(llGame({ court: c }), 'lead:AGG2');
    s = play(s, 'pip:secure');
    expect(optionIds(s)).toEqual(['card:0', 'card:1', 'card:2']);
  });

  it('ARCS-LEAD08 Paranoid: "Ignore this if you Ransack the Court"', () => {
    const s = llGame({
      leaders: ['ARCS-LEAD08'],
      court: [{ card: 'ARCS-BC01', agents: [0, 1, 0] }, { card: 'ARCS-BC02', agents: [0, 1, 0] }],
      stack: [{ k: 'game' }, { k: 'city/destroyed', destroyer: 0, owner: 1, resource: 'material' }],
    });
    expectDecision(s, 'ransack', 0);
    const t = play(s, 'card:0');
    expect(t.players[0]!.court.map((x) => x.id)).toContain('ARCS-BC01');
  });
});

void act;

describe('ARCS-LEAD06 Warrior Tactical', () => {
  // Seat 0 leads AGG2 and ends; the Warrior (seat 1) copies. Seat 0 has ships in 6:arrow next to 4:hex? Use 4:gate.
  const map = {
    '4:gate': { ships: [{ owner: 0, fresh: 1, damaged: 0 }, { owner: 1, fresh: 1, damaged: 0 }] },
  };
  const start = () => turn(finish(turn(llGame({ leaders: [null, 'ARCS-LEAD06'], map }), 'lead:AGG2')), 'copy:ADM3');

  it('ARCS-LEAD06 Tactical: "When you Copy or Pivot to battle, you may move before or after you battle"', () => {
    let s = play(start(), 'pip:battle');
    expectDecision(s, 'll/around', 1);
    expect(optionIds(s)).toEqual(['before', 'main']);
    // Move first (FAQ: different ships may move and battle).
    s = play(s, 'before', 'from:4:hex', 'to:4:gate', 'n:1');
    expectFired(s, 'ARCS-LEAD06');
    expectDecision(s, 'act/battle', 1);
  });

  it('ARCS-LEAD06 Tactical: battle, then move', () => {
    let s = play(start(), 'pip:battle', 'main');
    expectDecision(s, 'act/battle', 1);
    s = placeGains(play(s, 'sys:4:gate', ...optionIds(play(s, 'sys:4:gate')).slice(0, 1)));
    while (['act/battle', 'battle/assign', 'battle/raid'].includes(openDecision(s)?.kind ?? '')) s = play(s, optionIds(s)[0]!);
    expectDecision(s, 'll/around', 1);
    expect(optionIds(s)).toEqual(['extra', 'no']);
    s = play(s, 'extra');
    expectDecision(s, 'act/move', 1);
  });

  it('ARCS-LEAD06 Tactical: not when leading (only Copy or Pivot)', () => {
    const s = play(turn(llGame({ leaders: ['ARCS-LEAD06'], map }), 'lead:AGG2'), 'pip:battle');
    expectDecision(s, 'act/battle', 0);
  });
});

describe('ARCS-LEAD07 Feastbringer Charismatic', () => {
  const court = [{ card: 'ARCS-BC01', agents: [0, 1, 0] }, { card: 'ARCS-BC02' }];
  it('ARCS-LEAD07 Charismatic: "When you Copy or Pivot in order to secure a card, you may influence before or after you secure" (FAQ: different cards)', () => {
    let s = turn(finish(turn(llGame({ leaders: [null, 'ARCS-LEAD07'], court }), 'lead:AGG2')), 'copy:ADM3');
    s = play(s, 'pip:secure');
    expectDecision(s, 'll/around', 1);
    expect(say(openDecision(s)!.prompt, s)).toBe('Feastbringer: you may influence before or after you secure.');
    expect(openDecision(s)!.options.map((o) => say(o.label, s))).toEqual(['Influence first, then secure', 'Secure now (you may influence after)']);
    s = play(s, 'before', 'card:1');
    expect(s.court.find((c) => c.card === 'ARCS-BC02')!.agents[1]).toBe(1);
    expectDecision(s, 'act/secure', 1);
    s = play(s, 'card:0');
    expect(s.players[1]!.court.map((c) => c.id)).toContain('ARCS-BC01');
    expectFired(s, 'ARCS-LEAD07');
  });

  it('ARCS-LEAD07 Charismatic: secure first, then the influence is offered after', () => {
    let s = turn(finish(turn(llGame({ leaders: [null, 'ARCS-LEAD07'], court }), 'lead:AGG2')), 'copy:ADM3');
    s = play(s, 'pip:secure', 'main', 'card:0');
    expect(s.players[1]!.court.map((c) => c.id)).toContain('ARCS-BC01');
    expectDecision(s, 'll/around', 1);
    expect(optionIds(s)).toEqual(['extra', 'no']);
    expect(say(openDecision(s)!.prompt, s)).toBe('Feastbringer: influence now?');
    expect(openDecision(s)!.options.map((o) => say(o.label, s))).toEqual(['Influence', 'Do not influence']);
    const target = s.court[0]!.card;
    s = play(s, 'extra', 'card:0');
    expect(s.court.find((c) => c.card === target)!.agents[1]).toBe(1);
    expectFired(s, 'ARCS-LEAD07');
  });
});

describe('ARCS-LEAD06 Warrior Tactical: a legal battle must follow the move (FAQ)', () => {
  /** Seat 0 leads AGG2 and ends; the Warrior (seat 1, 3 ships and a city on 4:hex) copies with ADM3. */
  const copyBattle = (map: Record<string, unknown>, leaders: (string | null)[] = [null, 'ARCS-LEAD06']) => turn(finish(turn(llGame({ leaders, map }), 'lead:AGG2')), 'copy:ADM3');

  it('nothing to battle now but a move reaches a Rival: the Copied battle is offered, move first, then battle', () => {
    const map = { '4:gate': { ships: [{ owner: 0, fresh: 1, damaged: 0 }] } };
    expect(optionIds(copyBattle(map, []))).not.toContain('pip:battle');
    let s = play(copyBattle(map), 'pip:battle');
    expectDecision(s, 'll/around', 1);
    expect(optionIds(s)).toEqual(['before', 'skip']);
    expect(openDecision(s)!.options.map((o) => say(o.label, s))).toEqual(['Move first, then battle', 'Do not battle (the action is lost)']);
    s = play(s, 'before', 'from:4:hex', 'to:4:gate', 'n:2');
    expectDecision(s, 'act/battle', 1);
    expectFired(s, 'ARCS-LEAD06');
  });

  it('FAQ: "Can the Tactical move be a Catapult move? Yes": a Rival reached only by a Catapult makes the battle available', () => {
    const yard = { ships: [{ owner: 1, fresh: 1, damaged: 0 }], slots: [{ owner: 1, type: 'starport', damaged: false }] };
    const map = { '4:crescent': yard, '5:gate': { ships: [{ owner: 0, fresh: 1, damaged: 0 }] } };
    expect(optionIds(copyBattle({ ...map, '4:crescent': { ships: yard.ships } }))).not.toContain('pip:battle');
    const s = play(copyBattle(map), 'pip:battle', 'before', 'from:4:crescent', 'to:4:gate', 'to:5:gate');
    expect(ships(s, '5:gate', 1)).toEqual({ fresh: 1, damaged: 0 });
    expectDecision(s, 'act/battle', 1);
  });

  it('nothing a move can reach: no Copied battle', () => {
    expect(optionIds(copyBattle({}))).not.toContain('pip:battle');
  });

  it('FAQ: "You must perform a legal Battle action after moving... Otherwise the move must be undone"', () => {
    const map = { '4:gate': { ships: [{ owner: 0, fresh: 1, damaged: 0 }, { owner: 1, fresh: 1, damaged: 0 }] } };
    let s = play(copyBattle(map), 'pip:battle');
    expect(optionIds(s)).toEqual(['before', 'main']);
    // The only ship next to a Rival leaves: nothing can be battled, so the move is undone.
    s = play(s, 'before', 'from:4:gate', 'to:4:crescent');
    expectDecision(s, 'll/around', 1);
    expect(ships(s, '4:gate', 1)).toEqual({ fresh: 1, damaged: 0 });
    expect(ships(s, '4:crescent', 1)).toEqual({ fresh: 0, damaged: 0 });
    expect(s.log.at(-1)!.text).toMatch(/undone/);
    expect(firedCount(s, 'ARCS-LEAD06')).toBe(0);
    expect(optionIds(s)).toEqual(['before', 'main']);
    s = play(s, 'main');
    expectDecision(s, 'act/battle', 1);
  });

  it('an undone move with nothing to battle now leaves "do not battle", which costs the action and nothing else', () => {
    const map = { '4:gate': { ships: [{ owner: 0, fresh: 1, damaged: 0 }] } };
    let s = play(copyBattle(map), 'pip:battle', 'before', 'from:4:hex', 'to:4:crescent', 'n:1');
    expect(ships(s, '4:hex', 1)).toEqual({ fresh: 3, damaged: 0 });
    expect(optionIds(s)).toEqual(['before', 'skip']);
    const map0 = JSON.stringify(s.map);
    s = play(s, 'skip');
    // The Copy's only action is spent: the turn passes on, nothing else changed.
    expect(openDecision(s)?.seat).not.toBe(1);
    expect(JSON.stringify(s.map)).toBe(map0);
    expect(s.log.map((l) => l.text)).toContain('Blue does not battle.');
  });
});

describe('ARCS-LEAD07 Feastbringer Charismatic: a legal secure must follow the influence (FAQ)', () => {
  const copySecure = (court: unknown[], leaders: (string | null)[] = [null, 'ARCS-LEAD07']) => turn(finish(turn(llGame({ leaders, court }), 'lead:AGG2')), 'copy:ADM3');

  it('nothing to secure now but an influence makes it possible: the Copied secure is offered, and only cards that allow a secure after', () => {
    // One more agent on ARCS-BC01 only ties seat 0; on ARCS-BC02 it wins.
    const court = [{ card: 'ARCS-BC01', agents: [1, 0, 0] }, { card: 'ARCS-BC02' }];
    expect(optionIds(copySecure(court, []))).not.toContain('pip:secure');
    let s = play(copySecure(court), 'pip:secure');
    expectDecision(s, 'll/around', 1);
    expect(optionIds(s)).toEqual(['before', 'skip']);
    s = play(s, 'before');
    expectDecision(s, 'act/influence', 1);
    expect(optionIds(s)).toEqual(['card:1']);
    s = play(s, 'card:1');
    expect(optionIds(s)).toEqual(['card:1']);
    s = play(s, 'card:1');
    expect(s.players[1]!.court.map((c) => c.id)).toEqual(['ARCS-BC02']);
    expectFired(s, 'ARCS-LEAD07');
  });

  it('no influence can make a secure legal: no Copied secure', () => {
    expect(optionIds(copySecure([{ card: 'ARCS-BC01', agents: [2, 0, 0] }]))).not.toContain('pip:secure');
  });
});

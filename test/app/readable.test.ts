/**
 * Issue 21, items 5 and 6, at the app layer: the roll shown with every battle decision (text and
 * the dice strip), and a chapter's end in its own message (ambitions, places, Power, standings,
 * the phantom player). The bot posts what these build (test/bot/readable.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { ArcsApp, battleRoll, readBook } from '../../src/app/games.ts';
import { say } from '../../src/text/say.ts';
import { onReport, openDecision, type GameState, type Report } from '../../src/engine/index.ts';
import { renderDice } from '../../src/render/index.ts';
import type { LoadedGame, Store } from '../../src/store/index.ts';
import { play, position } from '../engine/helpers.ts';
import { game as courtGame, turn } from '../engine/court/court-helpers.ts';

const fleet = (owner: number, fresh: number, damaged = 0) => ({ owner, fresh, damaged });
const app = new ArcsApp({} as Store);
/** The bookkeeping the messages read, as the store returns it (the JSON columns validated). */
const book = (b: { lastRoll?: unknown; chapterReports?: { chapter: number; report: unknown }[] } = {}) =>
  readBook({ lastChoice: null, lastRoll: null, chapterTold: 0, chapterReports: [], ...b });

/** What the engine reported while `fn` ran. */
function reported<T>(fn: () => T): { value: T; reports: Report[] } {
  const reports: Report[] = [];
  const off = onReport((_s, r) => void reports.push(r));
  try {
    return { value: fn(), reports };
  } finally {
    off();
  }
}

const loaded = (state: GameState): LoadedGame => ({
  id: 'g', code: 'K7QX4', status: 'active', seq: state.seq, state,
  seats: state.players.map((p) => ({ seat: p.seat, colour: p.colour, userId: `u${p.seat}`, joinedAt: new Date(0) })),
} as unknown as LoadedGame);

describe('item 5: the roll is shown with the hit assignment', () => {
  // 3 attackers against 2 fresh ships; assault faces: intercept + hit, intercept + hit, self + 2 hits.
  const start = () => position({
    options: { setup: '3p-frontiers' },
    court: [{ card: 'ARCS-BC16' }, { card: 'ARCS-BC11' }, { card: 'ARCS-BC20' }, { card: 'ARCS-BC24' }],
    riggedDice: [2, 2, 1],
    players: [{ hand: ['AGG2', 'AGG3'] }, { hand: ['ADM2', 'ADM3'] }, { hand: ['CON2', 'CON3'] }],
    map: { '4:gate': { ships: [fleet(1, 1)] }, '5:gate': { ships: [fleet(2, 1)] }, '6:gate': { ships: [fleet(0, 1)] }, '1:hex': { ships: [fleet(0, 3), fleet(1, 2)] } },
  });

  it('the engine reports the dice; the battle decision carries them in words and as a strip, for both sides', async () => {
    const before = play(start(), 'lead:AGG2', 'no', 'pip:battle', 'sys:1:hex');
    const { value: s, reports } = reported(() => play(before, 'assault:3'));
    const d = openDecision(s)!;
    expect(d.kind).toBe('battle/assign');
    expect(say(d.prompt, s)).toMatch(/Assign 3 hits/);
    const roll = reports.find((r) => r.t === 'roll');
    expect(roll).toMatchObject({ t: 'roll', attacker: 0, defender: 1, faces: { assault: [2, 2, 1], skirmish: [], raid: [] } });

    // As the commit stores it (games.ts #commit): the panel in the thread shows every die.
    const marks = book({ lastRoll: JSON.parse(JSON.stringify({ ...roll, seq: s.seq })) });
    const text = app.panelText(loaded(s), d, marks);
    expect(text).toContain('Assign 3 hits');
    expect(text).toMatch(/The roll\*\* \(Red against Blue in .*1.*\): assault: an intercept \+ 1 hit, an intercept \+ 1 hit, 1 self-hit \+ 2 hits/);
    expect(text).toMatch(/Result: 4 hits, 1 self-hit, an intercept\./);
    const strip = battleRoll(s, marks)!;
    expect(strip.faces).toEqual({ assault: [2, 2, 1], skirmish: [], raid: [] });
    const png = await renderDice(strip.faces!, { title: strip.title, types: { assault: 'assault', skirmish: 'skirmish', raid: 'raid' }, symbols: { hit: 'hit', self: 'self-hit', intercept: 'intercept', building: 'building hit', key: 'key' } });
    expect(png.subarray(1, 4).toString()).toBe('PNG');

    // Without the stored faces (a commit from an older version), the sums still show.
    expect(app.panelText(loaded(s), d, book())).toMatch(/The roll\*\* \(Red against Blue in .*\): 4 hits, 1 self-hit, an intercept\./);
    // The next battle decision (hits on the defender) still shows the roll; after the battle, nothing.
    const s2 = play(s, 's3.0.0');
    const after = openDecision(s2)!;
    if (after.kind.startsWith('battle/')) expect(app.panelText(loaded(s2), after, marks)).toContain('The roll');
    else expect(app.panelText(loaded(s2), after, marks)).not.toContain('The roll');
  });
});

describe('item 5: a reroll decision (before the hits) shows the dice too', () => {
  it('Skirmishers (ARCS-BC13): the dice wait on the stack; the reroll prompt carries them', () => {
    const s0 = courtGame({
      riggedDice: [3, 4, 0, 1, 2],
      players: [{ court: [{ id: 'ARCS-BC13' }], resources: ['weapon'] }],
      map: { '1:gate': { ships: [{ owner: 0, fresh: 3, damaged: 0 }, { owner: 1, fresh: 3, damaged: 0 }] } },
    });
    const s = play(turn(s0, 'lead:AGG2'), 'pip:battle', 'sys:1:gate', 'assault:0', 'skirmish:3');
    const d = openDecision(s)!;
    expect(d.kind).toBe('fx/reroll');
    const text = app.panelText(loaded(s), d, book());
    expect(text).toMatch(/The roll\*\* \(Red against Blue in Gate 1\): skirmish: blank, blank, 1 hit\nResult: 1 hit\./);
    expect(battleRoll(s, book())!.faces).toEqual({ skirmish: [3, 4, 0], assault: [], raid: [] });
  });
});

describe('item 6: a chapter end has its own message', () => {
  it('ambitions with first and second place and the Power each scored (city bonus named), standings', () => {
    // Empty hands: the chapter ends as the position loads. Keeper: 5 + city bonus for seat 0.
    const city = (owner: number) => ({ owner, type: 'city', damaged: false });
    const { value: s, reports } = reported(() => position({
      options: { setup: '3p-frontiers' },
      players: [{ resources: ['relic', 'psionic'] }, { resources: ['psionic'] }, {}],
      ambitions: { keeper: ['A'], empath: ['B'] },
      map: {
        '1:hex': { slots: [city(0), city(0)] }, '1:arrow': { slots: [city(0), city(0)] }, '4:arrow': { slots: [city(0), null] },
        '4:gate': { ships: [fleet(1, 1)] }, '5:gate': { ships: [fleet(2, 1)] }, '6:gate': { ships: [fleet(0, 1)] },
      },
    }));
    const scored = reports.find((r) => r.t === 'scored');
    expect(scored).toBeDefined();
    const text = app.chapterText(loaded(s), 1, book({ chapterReports: [{ chapter: 1, report: JSON.parse(JSON.stringify(scored)) }] }))!;
    expect(text).toMatch(/^\*\*Chapter 1 ends\.\*\*/);
    expect(text).toContain('**Keeper** (5 Power for first, 3 for second): first Red +10 (with 5 for cities)');
    expect(text).toContain('**Empath** (3 Power for first, 2 for second): tied for first, so each takes second: Red +2, Blue +2');
    expect(text).toContain('**Power after chapter 1**: Red 12, Blue 2, Yellow 0');
    expect(text).not.toMatch(/phantom/);
  });

  it('2 players: the phantom player places, and one line says what it is', () => {
    const { value: s, reports } = reported(() => position({
      options: { setup: '2p-frontiers' },
      players: [{ resources: ['fuel', 'material'] }, { resources: ['fuel'] }],
      ambitions: { tycoon: ['A'], keeper: ['B'] },
      map: { '4:gate': { ships: [fleet(0, 1), fleet(1, 1)] } },
    }));
    const scored = reports.find((r) => r.t === 'scored')!;
    const text = app.chapterText(loaded(s), 1, book({ chapterReports: [{ chapter: 1, report: JSON.parse(JSON.stringify(scored)) }] }))!;
    expect(text).toContain('**Tycoon** (5 Power for first, 3 for second): first the phantom player; second Red +3');
    expect(text).toContain('**Keeper** (3 Power for first, 2 for second): nobody qualifies');
    expect(text).toMatch(/phantom third player: it can take first or second place, but never scores/);
    // Without the engine's report there is no chapter message (the summary keeps the log lines).
    expect(app.chapterText(loaded(s), 1, book())).toBeNull();
  });
});

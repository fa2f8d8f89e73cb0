// The Intermission's posts (src/app/intermission.ts), from the engine's public log: a 3-player
// campaign played at random through Act I. Before the Intermission: no plan's posts; while the
// Fate choice is open: each seat's Resolution (turn order, its Fate, completed or failed, what it
// did) and the clearing with each seat's Power before → after; once Act II is set up: the summary
// (each seat's Fate and Power). The turn summary keeps only what came before the Intermission.
// No post names a Fate drawn and not chosen.
import { describe, expect, it } from 'vitest';
import { intermissionPlan, POST_CLEARED, POST_SUMMARY } from '../../src/app/intermission.ts';
import { findCard } from '../../src/data/cards.ts';
import { seatName } from '../../src/engine/board.ts';
import { apply, newGame, type GameState } from '../../src/engine/index.ts';
import { randomAnswer } from '../../src/engine/random-play.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';

function play(seed: string, until: (s: GameState) => boolean): GameState {
  let s = newGame({ players: 3, seed, campaign: true, colours: ['red', 'blue', 'white'], rulesVersion: 8 } as Parameters<typeof newGame>[0]);
  const rng = seedRng(seed);
  for (let i = 0; i < 10000 && !until(s); i++) {
    const d = s.decisions[randomInt(rng, s.decisions.length)]!;
    const r = apply(s, { t: 'answer', seat: d.seat, choice: randomAnswer(rng, d), openedAt: d.openedAt });
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  expect(until(s)).toBe(true);
  return s;
}
const who = (seat: number) => `<seat ${seat}>`;
const name = (id: string) => findCard(id)!.name;

describe('the Intermission as posts', () => {
  it('cuts the public log into the Resolutions, the clearing and the summary, in order', { timeout: 120_000 }, () => {
    const seed = 'inter-app';
    // Act I's last chapter, before it ends: no Intermission yet.
    const before = play(seed, (s) => s.chapter === 3 && s.campaign!.stage === 'play');
    expect(intermissionPlan(before, who)).toBeNull();

    const choosing = play(seed, (s) => s.decisions.some((d) => d.kind === 'campaign/choose-fate'));
    const plan = intermissionPlan(choosing, who)!;
    expect(plan.act).toBe(1);
    const history = choosing.campaign!.history!.find((r) => r.act === 1)!;
    // One Resolution per seat, then the clearing; no summary yet.
    expect(plan.posts.map((p) => p.k)).toEqual([0, 1, 2, POST_CLEARED]);
    const order = plan.posts.slice(0, 3).map((p) => /<seat (\d)>/.exec(p.content)![1]).map(Number);
    expect(new Set(order).size).toBe(3);
    plan.posts.slice(0, 3).forEach((p, i) => {
      const seat = order[i]!;
      expect(p.content).toContain(`the ${name(history.fates[seat]!)}'s Resolution.** <seat ${seat}> ${history.completed[seat] ? 'completed' : 'failed'} their objective.`);
      expect(p.content).toContain(`• ${seatName(choosing, seat)} ${history.completed[seat] ? 'completed' : 'failed'} their objective (`);
    });
    const cleared = plan.posts[3]!.content;
    expect(cleared).toMatch(/^\*\*Court and pieces cleared, Power halved\.\*\*\n• The Court is cleared/);
    // Power after is what the state holds while the choice is open; before, its double or so (halved, rounding to lose less).
    for (const p of choosing.players) {
      const m = new RegExp(`<seat ${p.seat}> (-?\\d+) → (-?\\d+)`).exec(cleared)!;
      const [b, a] = [Number(m[1]), Number(m[2])];
      expect(a).toBe(p.power);
      expect(b > 1 ? a === b - Math.floor(b / 2) : a === b).toBe(true);
    }
    // The turn summary stops at "The Intermission begins".
    const outside = plan.outside(0).map((e) => e.text);
    expect(outside.at(-1)).toMatch(/The Intermission begins\.$/);

    const next = play(seed, (s) => (s.campaign?.act ?? 1) === 2);
    const done = intermissionPlan(next, who)!;
    expect(done.posts.map((p) => p.k)).toEqual([0, 1, 2, POST_CLEARED, POST_SUMMARY]);
    // The same Resolutions and clearing as before (the posts already made do not change).
    expect(done.posts.slice(0, 4).map((p) => p.content)).toEqual(plan.posts.map((p) => p.content));
    const summary = done.posts[4]!.content;
    expect(summary).toMatch(/^\*\*The Intermission is over: Act II is set up\.\*\*/);
    for (const p of next.players) expect(summary).toContain(`• <seat ${p.seat}>: the ${name(next.campaign!.seats[p.seat]!.fate!)}, ${p.power} Power`);
    expect(summary).not.toMatch(/has chosen a Fate/);
    // No post names a Fate drawn and not chosen.
    const frame = choosing.stack.find((f) => f.k === 'campaign/choose-fate') as unknown as { drawn: string[][] };
    const chosen = next.campaign!.seats.map((x) => x.fate!);
    const unchosen = frame.drawn.flat().filter((id) => !chosen.includes(id)).map(name);
    expect(unchosen.length).toBeGreaterThan(0);
    for (const p of done.posts) for (const n of unchosen) expect(p.content).not.toContain(n);
  });
});

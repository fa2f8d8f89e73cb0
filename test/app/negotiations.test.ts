// A Summit's Negotiations through the app: every seat still negotiating decides at once (askEach,
// not secret), and the thread's panel shows the first seat's decision. A button of that panel
// answers that decision only: pressed by another negotiating seat it is refused and nothing
// changes (before, it answered the presser's own decision by the pressed button's index, an
// option the presser never saw). The presser's own panel (My turn, ephemeral) answers its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArcsApp } from '../../src/app/games.ts';
import { apply } from '../../src/engine/index.ts';
import { run } from '../../src/engine/advance.ts';
import { cloneState } from '../../src/engine/clone.ts';
import { summitView } from '../../src/engine/campaign/summit/index.ts';
import type { GameState } from '../../src/engine/types.ts';
import { openStore, type Store } from '../../src/store/index.ts';

let store: Store;
let app: ArcsApp;
beforeAll(async () => {
  store = await openStore({ dataDir: 'memory://' });
  app = new ArcsApp(store, { seed: () => 'negotiations', shuffle: (xs) => [...xs] });
});
afterAll(async () => { await store?.close(); });

function by(s: GameState, seat: number, ...choices: string[]): GameState {
  let cur = s;
  for (const choice of choices) {
    const d = cur.decisions.find((x) => x.seat === seat)!;
    const r = apply(cur, { t: 'answer', seat, choice, openedAt: d.openedAt });
    if (!r.ok) throw new Error(`${choice}: ${r.error.code}`);
    cur = r.state;
  }
  return cur;
}

describe("a Summit's Negotiations: the thread panel's buttons", () => {
  it("answer the panel's decision only; another seat's press is refused, its own panel answers", async () => {
    const game = await store.createGame({
      options: { players: 2, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01'], colours: ['red', 'blue'] }, seed: 'negotiations',
      users: ['u0', 'u1'], status: 'active', guildId: 'g', channelId: 'c', threadId: 't', createdBy: 'u0',
    });
    let s = cloneState(game.state);
    while (s.decisions.some((d) => d.kind.startsWith('campaign/'))) s = by(s, s.decisions[0]!.seat, s.decisions[0]!.options[0]!.id);
    s = cloneState(s);
    // Blue (seat 1) calls the Summit, so Red's (seat 0) decision is the thread's panel.
    s.stack.push({ k: 'campaign/summit', caller: 1 });
    run(s);
    if (summitView(s)!.stage === 'order') s = by(s, 1, 'negotiate');
    s = cloneState(s);
    s.seq = game.seq + 1;
    for (const d of s.decisions) d.openedAt = s.seq;
    for (const e of s.log) e.seq = Math.min(e.seq, s.seq);
    expect((await store.commit({ gameId: game.id, expectedSeq: game.seq, input: { t: 'concede', seat: 1 }, nextState: s, interactionId: 'arranged', actor: 'test' })).status).toBe('committed');

    const [red, blue] = [s.decisions.find((d) => d.seat === 0)!, s.decisions.find((d) => d.seat === 1)!];
    expect(s.decisions[0]!.seat).toBe(0);
    expect(red.openedAt).toBe(blue.openedAt);
    // Red's panel button "pass", pressed by Blue in the thread: Blue's option at that index is another one.
    const opt = red.options.findIndex((o) => o.id === 'pass');
    expect(opt).toBeGreaterThanOrEqual(0);
    expect(blue.options[opt]?.id).not.toBe('pass');
    const thread = { channelId: 't', kind: 'public' } as const;
    const r = await app.answer({ gameId: game.id, userId: 'u1', seq: red.openedAt, opt, interactionId: 'i1', place: thread });
    expect(r).toMatchObject({ ok: false, error: 'err.not-your-decision' });
    expect((await store.loadGame(game.id))!.seq).toBe(s.seq);

    // Blue's own panel (the ephemeral My turn) answers Blue's decision: End the Summit.
    const end = blue.options.findIndex((o) => o.id === 'end');
    const ok = await app.answer({ gameId: game.id, userId: 'u1', seq: blue.openedAt, opt: end, interactionId: 'i2', place: { channelId: 't', kind: 'ephemeral' } });
    expect(ok.ok).toBe(true);
    expect(summitView((await store.loadGame(game.id))!.state)).toBeNull();
  });
});

/**
 * Replay equality: 50 random games stored move by move; replaying each stored log from the
 * stored options + seed reproduces the stored final state exactly (the same JSON text), with and
 * without snapshots, and the state at every snapshot too.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index.ts';
import { describeBackends, type OpenedStore } from './backends.ts';
import { pickMove, prng } from './moves.ts';

const GAMES = 50;

describeBackends('replay equality', (backend) => {
  let store: OpenedStore;
  beforeAll(async () => {
    store = await backend.open(await backend.target(), { snapshotEvery: 40 });
  });
  afterAll(async () => {
    await store?.close();
  });

  it(`${GAMES} random games stored move by move replay to their stored state exactly`, async () => {
    const rand = prng(20261122);
    const plans = Array.from({ length: GAMES }, (_, i) => ({
      i,
      players: (2 + (i % 3)) as 2 | 3 | 4,
      seed: `replay-${i}-${Math.floor(rand() * 1e9)}`,
      // Most games stop mid-way (a game in progress); every tenth is played to its end.
      moves: i % 10 === 0 ? 2000 : 10 + Math.floor(rand() * 90),
    }));
    const finals = new Map<string, GameState>();
    let commits = 0;
    // A few games at a time, as a bot serving several channels would.
    const queue = [...plans];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let plan = queue.shift(); plan; plan = queue.shift()) {
          const users = Array.from({ length: plan.players }, (_, k) => `p${k}`);
          const g = await store.createGame({ options: { players: plan.players }, seed: plan.seed, users, guildId: 'g-replay' });
          let s = g.state;
          for (let n = 0; n < plan.moves; n++) {
            const m = pickMove(s, plan.seed);
            if (!m) break;
            const r = await store.commit({ gameId: g.id, expectedSeq: s.seq, input: m.input, nextState: m.next, interactionId: `${g.id}/${n}`, actor: `p${m.input.seat}` });
            expect(r.status).toBe('committed');
            s = m.next;
            commits++;
          }
          finals.set(g.id, s);
        }
      }),
    );
    expect(finals.size).toBe(GAMES);
    let ended = 0;
    for (const [id, final] of finals) {
      const stored = await store.loadGame(id);
      const storedText = JSON.stringify(stored!.state);
      // What was committed is what is stored...
      expect(storedText).toBe(JSON.stringify(final));
      // ...and the log replays to it, from the start and from the snapshots.
      expect(JSON.stringify(await store.replay(id))).toBe(storedText);
      expect(JSON.stringify(await store.replay(id, { useSnapshots: true }))).toBe(storedText);
      expect(stored!.seq).toBe(final.seq);
      expect((await store.readLog(id)).length).toBe(final.seq);
      if (final.ended) {
        ended++;
        expect(stored!.status).toBe('ended');
      }
    }
    // Snapshots are states the log reproduces, too.
    const [someId] = [...finals].sort((a, b) => b[1].seq - a[1].seq)[0]!;
    for (const seq of await store.listSnapshots(someId)) {
      expect(JSON.stringify(await store.replay(someId, { toSeq: seq, useSnapshots: true }))).toBe(JSON.stringify(await store.replay(someId, { toSeq: seq })));
    }
    console.log(`replay [${backend.name}]: ${GAMES} games, ${commits} commits, ${ended} played to the end`);
  }, 150_000);
});

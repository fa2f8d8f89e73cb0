/** Double clicks and players clicking at once: exactly one commit per decision. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apply, openDecision } from '../../src/engine/index.ts';
import type { Input } from '../../src/engine/index.ts';
import type { CommitResult } from '../../src/store/index.ts';
import { describeBackends, type OpenedStore } from './backends.ts';

describeBackends('concurrent commits', (backend) => {
  let store: OpenedStore;
  let second: OpenedStore | null = null;
  beforeAll(async () => {
    const target = await backend.target();
    store = await backend.open(target);
    // On Postgres, a second store (its own connection pool) plays the second bot process.
    if (backend.name === 'postgres') second = await backend.open(target);
  });
  afterAll(async () => {
    await store?.close();
    await second?.close();
  });

  /** Every legal answer to the open decision, each with the state it leads to. */
  function answers(state: Parameters<typeof openDecision>[0]): { input: Input; next: typeof state }[] {
    const d = openDecision(state)!;
    const out: { input: Input; next: typeof state }[] = [];
    for (const o of d.options) {
      const input: Input = { t: 'answer', seat: d.seat, choice: o.id, openedAt: d.openedAt };
      const r = apply(state, input);
      if (r.ok) out.push({ input, next: r.state });
    }
    return out;
  }

  it('20 concurrent answers to the same decision: exactly one applies, the others are stale or duplicate', async () => {
    const g = await store.createGame({ options: { players: 4 }, seed: 'race-1', users: ['a', 'b', 'c', 'd'] });
    const options = answers(g.state);
    expect(options.length).toBeGreaterThan(0);
    // 20 clicks: different choices, several double-delivered interactions (same id twice).
    const attempts = Array.from({ length: 20 }, (_, i) => {
      const a = options[i % options.length]!;
      return { ...a, interactionId: `race-1:${Math.floor(i / 2)}` };
    });
    const stores = [store, second ?? store];
    const results: CommitResult[] = await Promise.all(
      attempts.map((a, i) =>
        stores[i % stores.length]!.commit({ gameId: g.id, expectedSeq: 0, input: a.input, nextState: a.next, interactionId: a.interactionId, actor: `user${i}` }),
      ),
    );
    const committed = results.map((r, i) => [r, i] as const).filter(([r]) => r.status === 'committed');
    expect(committed).toHaveLength(1);
    const winner = committed[0]![1];
    for (const [i, r] of results.entries()) {
      if (i === winner) continue;
      expect(['stale', 'duplicate']).toContain(r.status);
      if (r.status === 'stale') expect(r.currentSeq).toBe(1);
      if (r.status === 'duplicate') {
        expect(r.seq).toBe(1);
        expect(attempts[i]!.interactionId).toBe(attempts[winner]!.interactionId);
      }
      // Only the winner's double can be a duplicate; every other click is stale.
      if (attempts[i]!.interactionId !== attempts[winner]!.interactionId) expect(r.status).toBe('stale');
    }
    const loaded = await store.loadGame(g.id);
    expect(loaded!.seq).toBe(1);
    expect(JSON.stringify(loaded!.state)).toBe(JSON.stringify(attempts[winner]!.next));
    const log = await store.readLog(g.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ seq: 1, interactionId: attempts[winner]!.interactionId, actor: `user${winner}`, input: attempts[winner]!.input });
    expect(await store.verify(g.id)).toEqual({ ok: true, seq: 1 });
  });

  it('re-delivering the same interaction id is a no-op, even concurrently and after later moves', async () => {
    const g = await store.createGame({ options: { players: 2 }, seed: 'race-2', users: ['a', 'b'] });
    const [first] = answers(g.state);
    const commit = (s: OpenedStore) => s.commit({ gameId: g.id, expectedSeq: 0, input: first!.input, nextState: first!.next, interactionId: 'redeliver', actor: 'a' });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => commit(i % 2 && second ? second : store)));
    expect(results.filter((r) => r.status === 'committed')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(9);
    // Move on, then the same interaction arrives again (Discord retried it late).
    const [next] = answers(first!.next);
    expect(await store.commit({ gameId: g.id, expectedSeq: 1, input: next!.input, nextState: next!.next, interactionId: 'redeliver-2', actor: 'b' }))
      .toEqual({ status: 'committed', seq: 2 });
    expect(await commit(store)).toEqual({ status: 'duplicate', gameId: g.id, seq: 1 });
    expect((await store.readLog(g.id)).map((e) => e.interactionId)).toEqual(['redeliver', 'redeliver-2']);
    expect((await store.loadGame(g.id))!.seq).toBe(2);
  });

  it('concurrent commits to different games all apply', async () => {
    const games = await Promise.all(Array.from({ length: 8 }, (_, i) => store.createGame({ options: { players: 2 }, seed: `par-${i}`, users: ['a', 'b'] })));
    const results = await Promise.all(
      games.map((g, i) => {
        const [a] = answers(g.state);
        return (i % 2 && second ? second : store).commit({ gameId: g.id, expectedSeq: 0, input: a!.input, nextState: a!.next, interactionId: `par-${i}`, actor: 'a' });
      }),
    );
    expect(results.every((r) => r.status === 'committed')).toBe(true);
  });
});

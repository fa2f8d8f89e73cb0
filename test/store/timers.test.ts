/**
 * Durable timers (pg-boss in the store's database): a key names one job, a due job is fetched
 * by exactly one of several stores on the same database, jobs survive closing the store, and a
 * cancelled job never fires.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reminderKey, type ReminderJob } from '../../src/store/index.ts';
import { describeBackends, type OpenedStore, type Target } from './backends.ts';

const job = (gameId: string, n = 0): ReminderJob => ({ kind: 'remind', gameId, seat: 1, openedAt: 7, userId: 'u1', everyMinutes: 60, n });

describeBackends('timers', (backend) => {
  let target: Target;
  let store: OpenedStore;
  beforeAll(async () => {
    target = await backend.target();
    store = await backend.open(target);
  });
  afterAll(async () => {
    await store?.close();
  });

  it('one job per key; not fired before it is due; fired once when due', async () => {
    const j = job('g-key');
    const key = reminderKey(j);
    expect(await store.timers.schedule(key, j, new Date(Date.now() + 3_600_000))).toBe(true);
    expect(await store.timers.schedule(key, { ...j, userId: 'other' }, new Date())).toBe(false);
    expect((await store.timers.fetchDue()).filter((d) => d.data.gameId === 'g-key')).toEqual([]);
    expect(await store.timers.dueNow(key)).toBe(true);
    const due = (await store.timers.fetchDue()).filter((d) => d.data.gameId === 'g-key');
    expect(due.map((d) => d.data)).toEqual([j]);
    expect(await store.timers.fetchDue()).toEqual([]);
    await store.timers.complete(due[0]!.id);
    expect(await store.timers.state(key)).toBe('completed');
    // Done is done: the key cannot be scheduled again.
    expect(await store.timers.schedule(key, j, new Date())).toBe(false);
  });

  it('a cancelled job never fires', async () => {
    const j = job('g-cancel');
    const key = reminderKey(j);
    await store.timers.schedule(key, j, new Date());
    await store.timers.cancel(key);
    expect(await store.timers.state(key)).toBe('cancelled');
    expect((await store.timers.fetchDue()).filter((d) => d.data.gameId === 'g-cancel')).toEqual([]);
  });

  it('survives closing and reopening the database', async () => {
    const j = job('g-restart');
    await store.timers.schedule(reminderKey(j), j, new Date(Date.now() + 3_600_000));
    await store.close();
    store = await backend.open(target);
    expect(await store.timers.state(reminderKey(j))).toBe('created');
    await store.timers.dueNow(reminderKey(j));
    expect((await store.timers.fetchDue()).map((d) => d.data)).toEqual([j]);
  });

  it('two stores on one server: every due job is fetched by exactly one', async () => {
    if (backend.name !== 'postgres') return; // PGlite: one process per data folder
    const other = await backend.open(target);
    try {
      const jobs = Array.from({ length: 30 }, (_, k) => job(`g-race-${k}`));
      for (const j of jobs) await store.timers.schedule(reminderKey(j), j, new Date());
      const got: string[] = [];
      const drain = async (s: OpenedStore) => {
        for (;;) {
          const due = await s.timers.fetchDue(3);
          if (!due.length) return;
          for (const d of due) {
            got.push(d.data.gameId);
            await s.timers.complete(d.id);
          }
        }
      };
      await Promise.all([drain(store), drain(other), drain(store), drain(other)]);
      expect(got.filter((g) => g.startsWith('g-race-')).sort()).toEqual(jobs.map((j) => j.gameId).sort());
    } finally {
      await other.close();
    }
  });
});

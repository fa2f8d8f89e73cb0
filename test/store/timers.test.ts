/**
 * Durable timers (pg-boss in the store's database): a key names one job, a due job is fetched
 * by exactly one of several stores on the same database, jobs survive closing the store, and a
 * cancelled job never fires. The chains of `choice-remind` jobs are rows of our own.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, silentLogger } from '../../src/store/db.ts';
import { reminderKey, StoreUsageError, type ReminderJob } from '../../src/store/index.ts';
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
  /** The due jobs of a game (a job made due now is fetched once the database's clock has moved past that moment). */
  const dueOf = async (gameId: string) => {
    for (let tries = 0; ; tries++) {
      const got = (await store.timers.fetchDue()).filter((d) => d.data.gameId === gameId);
      if (got.length || tries === 50) return got;
      await new Promise((r) => setTimeout(r, 10));
    }
  };

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

  it('the chains of choice-remind jobs are rows of our own: written when scheduled, moved on by a successor, gone when cancelled or ended', async () => {
    const g = await store.createGame({ options: { players: 2 }, seed: 'seed-chains', users: ['u0', 'u1'] });
    const chain = (seat: number, n = 0): ReminderJob => ({ kind: 'choice-remind', gameId: g.id, seat, openedAt: 3, userId: `u${seat}`, everyMinutes: 60, n });
    const later = new Date(Date.now() + 3_600_000);
    expect(await store.timers.pending(g.id, 'choice-remind')).toEqual([]);
    await expect(store.timers.pending(g.id, 'remind')).rejects.toBeInstanceOf(StoreUsageError);
    for (const seat of [0, 1]) expect(await store.timers.schedule(reminderKey(chain(seat)), chain(seat), later)).toBe(true);
    expect(await store.timers.pending(g.id, 'choice-remind')).toEqual([chain(0), chain(1)]);
    // A key scheduled again makes no job and changes no row.
    expect(await store.timers.schedule(reminderKey(chain(0)), { ...chain(0), userId: 'other' }, later)).toBe(false);
    expect(await store.timers.pending(g.id, 'choice-remind')).toEqual([chain(0), chain(1)]);

    // Seat 0's job fires and schedules its successor before it completes: the chain shows the successor from then on.
    await store.timers.dueNow(reminderKey(chain(0)));
    const [fired] = await dueOf(g.id);
    expect(fired!.data).toEqual(chain(0));
    expect(await store.timers.pending(g.id, 'choice-remind')).toEqual([chain(0), chain(1)]); // running: still its chain's job
    await store.timers.schedule(reminderKey(chain(0, 1)), chain(0, 1), later);
    await store.timers.complete(fired!.id);
    expect(await store.timers.pending(g.id, 'choice-remind')).toEqual([chain(0, 1), chain(1)]);

    // Seat 1's job fires and schedules nothing (the seat has chosen): its chain has ended.
    await store.timers.dueNow(reminderKey(chain(1)));
    const [last] = await dueOf(g.id);
    expect(last!.data).toEqual(chain(1));
    await store.timers.complete(last!.id);
    expect(await store.timers.pending(g.id, 'choice-remind')).toEqual([chain(0, 1)]);

    // Cancelled: the row goes with the job.
    await store.timers.cancel(reminderKey(chain(0, 1)));
    expect(await store.timers.state(reminderKey(chain(0, 1)))).toBe('cancelled');
    expect(await store.timers.pending(g.id, 'choice-remind')).toEqual([]);
    // Other kinds keep no rows.
    const plain: ReminderJob = { ...chain(0), kind: 'remind', n: 9 };
    await store.timers.schedule(reminderKey(plain), plain, later);
    expect(await store.timers.pending(g.id, 'choice-remind')).toEqual([]);
  });

  it('a chain whose job is failed for good has ended; while it is to be retried it stands', async () => {
    const g = await store.createGame({ options: { players: 2 }, seed: 'seed-chain-fail', users: ['u0', 'u1'] });
    const j: ReminderJob = { kind: 'choice-remind', gameId: g.id, seat: 1, openedAt: 3, userId: 'u1', everyMinutes: 60, n: 0 };
    await store.timers.schedule(reminderKey(j), j, new Date());
    // The queue retries a failed job 10 times (made due at once here), then fails it for good.
    for (let k = 0; k <= 10; k++) {
      if (k > 0) expect(await store.timers.dueNow(reminderKey(j))).toBe(true);
      const due = await dueOf(g.id);
      expect(due.map((d) => d.data), `try ${k}`).toEqual([j]);
      await store.timers.fail(due[0]!.id, new Error('discord is down'));
      expect(await store.timers.state(reminderKey(j))).toBe(k < 10 ? 'retry' : 'failed');
      expect(await store.timers.pending(g.id, 'choice-remind')).toEqual(k < 10 ? [j] : []);
    }
  });

  it('a chain whose job pg-boss finished on its own (its expiry failed it for good) has ended', async () => {
    const g = await store.createGame({ options: { players: 2 }, seed: 'seed-chain-expired', users: ['u0', 'u1'] });
    const j: ReminderJob = { kind: 'choice-remind', gameId: g.id, seat: 0, openedAt: 3, userId: 'u0', everyMinutes: 60, n: 2 };
    await store.timers.schedule(reminderKey(j), j, new Date(Date.now() + 3_600_000));
    expect(await store.timers.pending(g.id, 'choice-remind')).toEqual([j]);
    // What pg-boss's maintenance does to a job whose holders kept dying, done here in its table
    // (the store is closed meanwhile: PGlite has one process per data folder).
    await store.close();
    const db = await openDatabase({ ...target, logger: silentLogger });
    try {
      await db.withConnection((c) => c.query(`UPDATE pgboss.job SET state = 'failed', completed_on = now() WHERE data->>'gameId' = $1`, [g.id]));
    } finally {
      await db.close();
    }
    store = await backend.open(target);
    expect(await store.timers.state(reminderKey(j))).toBe('failed');
    expect(await store.timers.pending(g.id, 'choice-remind')).toEqual([]);
    // The seat can have a chain again.
    const again: ReminderJob = { ...j, n: 0 };
    expect(await store.timers.schedule(reminderKey(again), again, new Date(Date.now() + 3_600_000))).toBe(true);
    expect(await store.timers.pending(g.id, 'choice-remind')).toEqual([again]);
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

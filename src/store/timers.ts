/**
 * Durable timers: every timer the bot keeps (reminders today; Summit timers and "Next Act?"
 * reminders of the campaign later) is a job in PostgreSQL, queued with pg-boss in its own schema
 * (`pgboss`) of the same database, embedded PGlite or a server.
 *
 * - **A key per job.** The job's id is a UUID derived from its key (`uuidFor`), and pg-boss
 *   inserts with ON CONFLICT DO NOTHING: scheduling the same key twice, from one process or two,
 *   makes one job.
 * - **Fired once across processes.** A due job is fetched with `FOR UPDATE SKIP LOCKED` (pg-boss),
 *   so exactly one process gets it. A process that dies while holding it leaves it active; pg-boss
 *   expires it after `expireSeconds` and hands it out again, so the handler must be idempotent (the
 *   bot posts a reminder with a nonce derived from the key: Discord returns the first message).
 * - **Surviving restarts.** Jobs live in the database, not in a process.
 * - **Cancelled** by key (`cancel`); a handler also checks, when the job fires, that what it waits
 *   for is still so.
 * - **Chains of our own.** The per-seat chains of `choice-remind` jobs (CHAINED_KINDS) are rows of
 *   the ReminderChain table, one per game, kind and seat, naming the chain's waiting job: written
 *   when a job of the chain is scheduled, removed when it is cancelled or when the job it names
 *   finishes without a successor (`complete`, or `fail` with no retry left). `pending` reads them,
 *   never pg-boss's own tables (it asks pg-boss's API whether a row's job is still live, in case
 *   pg-boss finished it on its own), so a pg-boss upgrade cannot silently change it. The row is
 *   written after the job and removed before it is cancelled or completed: a crash in between
 *   leaves a job without a row (as do jobs queued before the table existed), never a row without a
 *   job; src/app/choice-reminders.ts says how such a job is handled when it fires.
 *
 * pg-boss runs on PGlite through its `db` option: a statement with parameters goes through
 * `query`, a script without them (pg-boss's schema) through `exec`, which runs several commands.
 */
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { OpenedDatabase, StoreLogger } from './db.ts';
import { StoreUsageError, toStoreError } from './errors.ts';

/** The one queue every timer goes through; what to do is in the job's data. */
export const TIMER_QUEUE = 'arcs-timers';

/**
 * A reminder for the person a game waits on: the n-th for that wait.
 * - `remind`: the player of `seat`, for the decision opened at `openedAt`.
 * - `next-act`: the host of a campaign resting between Acts (`seat` is HOST_SEAT, -1), until they
 *   run `/arcs campaign continue` for the Act numbered `openedAt`.
 * - `choice-remind`: one seat (`seat`, player `userId`) of a simultaneous secret choice (the Fate
 *   choice) whose decision opened at `openedAt`: every seat still to choose has its own chain of
 *   jobs, cancelled when that seat has chosen (issue 18).
 * - `summit-remind` / `summit-end`: the Summit timer of a campaign (issue 18) whose Negotiations
 *   opened at seq `openedAt`, called by `seat` (its player `userId`), lasting `everyMinutes`: half
 *   way, the players its open proposals await are reminded; at the end the Summit ends.
 */
export interface ReminderJob {
  kind: 'remind' | 'next-act' | 'choice-remind' | 'summit-remind' | 'summit-end';
  gameId: string;
  seat: number;
  /** The decision waited on (Decision.openedAt), or the Act waiting to start (`next-act`): when it has moved on, the job does nothing. */
  openedAt: number;
  userId: string;
  /** The interval the player asked for (`next-act`: a week), in minutes. */
  everyMinutes: number;
  /** How many reminders were sent for this decision before this one. */
  n: number;
}

export type TimerData = ReminderJob;

/** The states of a job that has not finished (pg-boss): waiting, to be retried, being run. */
const LIVE_STATES: ReadonlySet<string> = new Set(['created', 'retry', 'active']);

/** The kinds whose jobs form per-seat chains recorded in ReminderChain rows (read by `pending`). */
export const CHAINED_KINDS: ReadonlySet<ReminderJob['kind']> = new Set(['choice-remind']);

export interface DueTimer {
  id: string;
  data: TimerData;
}

export interface TimerOptions {
  /** How long a fetched job may run before pg-boss hands it out again. Default 60 s. */
  expireSeconds?: number;
  /** How often pg-boss expires overdue active jobs and archives old ones. Default 30 s. */
  maintenanceSeconds?: number;
}

/** A UUID (shaped as version 5) from a key: the same key always names the same job. */
export function uuidFor(key: string): string {
  const h = createHash('sha256').update(`arcs-timer:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** The seat of a `next-act` reminder: the campaign's host, who need not hold a seat. */
export const HOST_SEAT = -1;

/** The key of a reminder job: one per game, seat, decision (or Act), interval and count. */
export function reminderKey(j: Pick<ReminderJob, 'gameId' | 'seat' | 'openedAt' | 'everyMinutes' | 'n'> & { kind?: ReminderJob['kind'] }): string {
  return `${j.kind ?? 'remind'}:${j.gameId}:${j.seat}:${j.openedAt}:${j.everyMinutes}:${j.n}`;
}

export class Timers {
  readonly #boss: PgBoss;
  readonly #db: OpenedDatabase;
  readonly #logger: StoreLogger;
  readonly #expireSeconds: number;
  #started: Promise<void> | null = null;
  #stopped = false;

  constructor(db: OpenedDatabase, logger: StoreLogger, opts: TimerOptions = {}) {
    this.#db = db;
    this.#logger = logger;
    this.#expireSeconds = opts.expireSeconds ?? 60;
    this.#boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => db.executeSql(text, values ?? []) },
      supervise: true,
      maintenanceIntervalSeconds: opts.maintenanceSeconds ?? 30,
      schedule: false,
      migrate: true,
    });
    this.#boss.on('error', (e: Error) => logger.warn({ err: e.message }, 'timers: pg-boss error'));
  }

  /** Install or upgrade pg-boss's schema (under its advisory lock) and create the queue. Idempotent. */
  start(): Promise<void> {
    this.#started ??= (async () => {
      try {
        await this.#boss.start();
        if (!(await this.#boss.getQueue(TIMER_QUEUE))) {
          await this.#boss.createQueue(TIMER_QUEUE, {
            name: TIMER_QUEUE, policy: 'standard', expireInSeconds: this.#expireSeconds, retryLimit: 10, retryDelay: 30, retryBackoff: true,
          }).catch(async (e) => {
            // Another process created it at the same moment.
            if (!(await this.#boss.getQueue(TIMER_QUEUE))) throw e;
          });
        }
      } catch (e) {
        this.#started = null;
        throw toStoreError(e, 'timers.start');
      }
    })();
    return this.#started;
  }

  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    if (!this.#started) return; // never started: nothing runs
    await this.#started.catch(() => undefined);
    await this.#boss.stop({ graceful: false, wait: true, close: false, timeout: 1000 }).catch(() => undefined);
  }

  /**
   * Schedule `data` to fire at `runAt` under `key`. Returns false when a job with that key already
   * exists (in any state: waiting, running, done or cancelled): nothing changes.
   */
  async schedule(key: string, data: TimerData, runAt: Date): Promise<boolean> {
    await this.start();
    try {
      const id = await this.#boss.send(TIMER_QUEUE, data, { id: uuidFor(key), startAfter: runAt });
      // A chained kind: the job now waiting is its seat's chain (replacing the row of its predecessor).
      if (id !== null && CHAINED_KINDS.has(data.kind)) {
        const row = { openedAt: data.openedAt, userId: data.userId, everyMinutes: data.everyMinutes, n: data.n, jobKey: key, jobId: uuidFor(key) };
        await this.#db.prisma.reminderChain.upsert({
          where: { gameId_kind_seat: { gameId: data.gameId, kind: data.kind, seat: data.seat } },
          create: { gameId: data.gameId, kind: data.kind, seat: data.seat, ...row },
          update: row,
        });
      }
      return id !== null;
    } catch (e) {
      throw toStoreError(e, 'timers.schedule');
    }
  }

  /** Cancel the job with this key if it has not fired yet (nothing if there is none); its chain's row goes first. */
  async cancel(key: string): Promise<void> {
    await this.start();
    try {
      await this.#forget(uuidFor(key));
      await this.#boss.cancel(TIMER_QUEUE, uuidFor(key));
    } catch (e) {
      throw toStoreError(e, 'timers.cancel');
    }
  }

  /** Remove the chain row that names the job `id` (nothing when the row names a successor, or there is none). */
  async #forget(id: string): Promise<void> {
    await this.#db.prisma.reminderChain.deleteMany({ where: { jobId: id } });
  }

  /**
   * Make the job with this key due now, if it is still waiting (an operator's "remind now"; tests).
   * True if it was waiting. A second in the past: pg-boss fetches jobs with `start_after < now()`,
   * and a fetch within the same clock tick would otherwise miss it (a test's flake under load).
   */
  async dueNow(key: string): Promise<boolean> {
    await this.start();
    try {
      const r = await this.#db.executeSql(
        `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = $1 AND id = $2 AND state IN ('created', 'retry') RETURNING id`,
        [TIMER_QUEUE, uuidFor(key)],
      );
      return r.rows.length === 1;
    } catch (e) {
      throw toStoreError(e, 'timers.dueNow');
    }
  }

  /**
   * The chains of `kind` (one of CHAINED_KINDS) of a game: for each, the job that sends its next
   * reminder (waiting, to be retried, or being run now: a running one schedules its successor
   * before it completes, so a chain always shows here), read from our ReminderChain rows. A row
   * whose job has finished all the same (failed for good by pg-boss's own expiry) is removed, not
   * shown. A job queued without a row (before the table existed, or a crash between queueing and
   * recording) does not show.
   */
  async pending(gameId: string, kind: ReminderJob['kind']): Promise<ReminderJob[]> {
    if (!CHAINED_KINDS.has(kind)) throw new StoreUsageError(`timers.pending: the jobs of kind ${kind} are not recorded as chains`);
    await this.start();
    try {
      const rows = await this.#db.prisma.reminderChain.findMany({ where: { gameId, kind }, orderBy: { seat: 'asc' } });
      const out: ReminderJob[] = [];
      for (const r of rows) {
        // A row whose job has finished without us (pg-boss fails a job for good when its holder
        // died once too often; we are not called): the chain has ended. Asked through pg-boss's API.
        const job = await this.#boss.getJobById(TIMER_QUEUE, r.jobId);
        if (!job || !LIVE_STATES.has(job.state)) {
          await this.#forget(r.jobId);
          continue;
        }
        out.push({ kind, gameId, seat: r.seat, openedAt: r.openedAt, userId: r.userId, everyMinutes: r.everyMinutes, n: r.n });
      }
      return out;
    } catch (e) {
      throw toStoreError(e, 'timers.pending');
    }
  }

  /** The state of the job with this key, or null: for tests and logs. */
  async state(key: string): Promise<string | null> {
    await this.start();
    const job = await this.#boss.getJobById(TIMER_QUEUE, uuidFor(key), { includeArchive: true });
    return job?.state ?? null;
  }

  /**
   * Take up to `limit` due jobs. Each is this process's alone until `complete`, `fail`, or the
   * expiry (then another process may take it).
   */
  async fetchDue(limit = 10): Promise<DueTimer[]> {
    if (this.#stopped) return [];
    await this.start();
    const jobs = await this.#boss.fetch<TimerData>(TIMER_QUEUE, { batchSize: limit });
    return jobs.map((j) => ({ id: j.id, data: j.data }));
  }

  /**
   * The job ran. A chain whose row still names it has ended (a job that scheduled its successor
   * has moved its row on): the row goes, before the job is marked done.
   */
  async complete(id: string): Promise<void> {
    try {
      await this.#forget(id);
    } catch (e) {
      throw toStoreError(e, 'timers.complete');
    }
    await this.#boss.complete(TIMER_QUEUE, id);
  }

  /**
   * The job failed: pg-boss retries it later (with a growing delay), up to its retry limit. Past
   * that it is failed for good, and a chain whose row names it has ended.
   */
  async fail(id: string, err: unknown): Promise<void> {
    await this.#boss.fail(TIMER_QUEUE, id, { message: err instanceof Error ? err.message.slice(0, 300) : 'failed' }).catch((e: Error) =>
      this.#logger.warn({ err: e.message }, 'timers: could not record a failed job'),
    );
    try {
      const job = await this.#boss.getJobById(TIMER_QUEUE, id);
      if (job?.state === 'failed') await this.#forget(id);
    } catch (e) {
      this.#logger.warn({ err: e instanceof Error ? e.message : String(e) }, 'timers: could not end the chain of a failed job');
    }
  }
}

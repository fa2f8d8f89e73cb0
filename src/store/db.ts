/**
 * Opening the database: embedded PGlite in a data folder, or a Postgres server through
 * `@prisma/adapter-pg`. Both get the same migrations (./migrate.ts) before Prisma sees them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './generated/client.ts';
import { StorageUnavailableError, toStoreError } from './errors.ts';
import { PGliteThread, pgliteThreaded } from './pglite-thread.ts';

/** The minimum a logger must offer (pino's Logger fits). */
export interface StoreLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: StoreLogger = { info() {}, warn() {}, error() {} };

/** One connection for migrations: a script runner and a parameterised query. */
export interface SqlConnection {
  exec(script: string): Promise<void>;
  query<T extends object>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface OpenedDatabase {
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs: a folder, or the server URL without its password. */
  where: string;
  prisma: PrismaClient;
  /** Run `fn` on one dedicated connection (migrations take a session advisory lock on it). */
  withConnection<T>(fn: (c: SqlConnection) => Promise<T>): Promise<T>;
  /** Locks that exclude other processes and are freed by the database when their holder dies. */
  locks: ProcessLocks;
  /**
   * One statement with parameters, or a script of several without (for pg-boss, see timers.ts).
   * On PGlite it queues behind Prisma's transactions on the one connection.
   */
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/**
 * Cross-process locks. On Postgres: session advisory locks on one long-lived connection of this
 * process; a process that dies (SIGKILL, a lost host) loses that connection and the server frees
 * its locks. On PGlite only one process can open the data folder (arcs.lock), so there is nobody
 * to exclude: every lock is granted. Session locks are re-entrant within a process, so the store
 * adds its own in-process exclusion on top.
 */
export interface ProcessLocks {
  /** Take `key` unless another process holds it. Never waits. */
  tryLock(key: bigint): Promise<boolean>;
  unlock(key: bigint): Promise<void>;
}

const pgliteLocks: ProcessLocks = { tryLock: async () => true, unlock: async () => {} };

export interface DatabaseOptions {
  /** A postgres:// URL. Without it, the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** The data folder for PGlite (created on first run). Default "./data". "memory://" keeps it in memory. */
  dataDir?: string | undefined;
  /** Postgres pool size. Default 10. */
  poolSize?: number | undefined;
  /** How long to wait for a Postgres connection, in ms. Default 5000. */
  connectTimeoutMs?: number | undefined;
  logger?: StoreLogger | undefined;
}

/** Interactive transactions wait for PGlite's single connection or a pool slot; keep them short. */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 10_000 } as const;

export async function openDatabase(opts: DatabaseOptions): Promise<OpenedDatabase> {
  const logger = opts.logger ?? silentLogger;
  try {
    return opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts, logger) : await openPGlite(opts.dataDir ?? './data', logger);
  } catch (e) {
    throw toStoreError(e, 'open');
  }
}

/* ------------------------------------------------------------------ PGlite */

/** Data folders opened by this process: a second PGlite on the same files would corrupt them. */
const openFolders = new Set<string>();

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started (Linux: clock ticks since boot), to tell a reused pid from the holder. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; starttime is field 22 overall.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

interface LockHolder {
  pid: number;
  start: string | null;
}

function readLock(path: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
  try {
    const v = JSON.parse(text) as unknown;
    if (typeof v === 'number') return { pid: v, start: null };
    if (v && typeof v === 'object' && typeof (v as LockHolder).pid === 'number') {
      const start = (v as LockHolder).start;
      return { pid: (v as LockHolder).pid, start: typeof start === 'string' ? start : null };
    }
  } catch {
    // unreadable: treat as stale
  }
  return null;
}

/** Is the lock held by another live process? A dead holder, or a reused pid, is not. */
function heldByOther(h: LockHolder): boolean {
  if (h.pid === process.pid || !Number.isInteger(h.pid) || h.pid <= 0 || !pidAlive(h.pid)) return false;
  const now = h.start === null ? null : processStart(h.pid);
  return now === null || now === h.start;
}

/**
 * A lock file in the data folder: refuse to open files another live process is using (two
 * PGlite instances on the same files would corrupt them). A lock left by a killed process is
 * taken over; so is one whose pid now belongs to another process (a restarted container).
 */
function lockFolder(dir: string): () => void {
  if (openFolders.has(dir)) throw new StorageUnavailableError('open', `the data folder ${dir} is already open in this process`);
  const lockPath = join(dir, 'arcs.lock');
  const holder = readLock(lockPath);
  if (holder && heldByOther(holder)) {
    throw new StorageUnavailableError('open', `the data folder ${dir} is in use by process ${holder.pid}`);
  }
  const mine = JSON.stringify({ pid: process.pid, start: processStart(process.pid) });
  writeFileSync(lockPath, mine);
  openFolders.add(dir);
  return () => {
    openFolders.delete(dir);
    try {
      if (readFileSync(lockPath, 'utf8') === mine) rmSync(lockPath);
    } catch {
      // already gone
    }
  };
}

/**
 * PGlite's own files live in `<dataDir>/pglite`, so the data folder can hold other things. A new
 * database is initialised in a scratch folder and renamed into place when complete: a process
 * killed during its very first start leaves no half-made database behind.
 */
async function pgliteFolder(dir: string, logger: StoreLogger): Promise<string> {
  const target = join(dir, 'pglite');
  for (const name of readdirSync(dir)) {
    if (name.startsWith('pglite.init-')) rmSync(join(dir, name), { recursive: true, force: true });
  }
  if (existsSync(join(target, 'PG_VERSION'))) return target;
  if (existsSync(target)) {
    throw new StorageUnavailableError('open', `${target} exists but holds no database; move it away to start afresh`);
  }
  const scratch = join(dir, `pglite.init-${process.pid}`);
  const fresh = await PGlite.create({ dataDir: scratch });
  await fresh.close();
  renameSync(scratch, target);
  logger.info({ where: target }, 'store: created a new embedded database');
  return target;
}

/** PGlite in a thread of its own (./pglite-thread.ts), or in this one (ARCS_PGLITE_THREAD=0). */
const createPGlite = async (dataDir?: string): Promise<PGlite | PGliteThread> => (pgliteThreaded()
  ? PGliteThread.open(dataDir)
  : dataDir === undefined ? PGlite.create() : PGlite.create({ dataDir }));

async function openPGlite(dataDir: string, logger: StoreLogger): Promise<OpenedDatabase> {
  let db: PGlite | PGliteThread;
  let unlock = (): void => {};
  let where: string;
  if (dataDir.startsWith('memory://')) {
    where = dataDir;
    db = await createPGlite();
  } else {
    const dir = resolve(dataDir);
    where = dir;
    mkdirSync(dir, { recursive: true });
    unlock = lockFolder(dir);
    try {
      db = await createPGlite(await pgliteFolder(dir, logger));
    } catch (e) {
      unlock();
      throw e;
    }
  }
  // The thread stands in for PGlite with the calls the adapter makes (query, exec, transaction).
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db as PGlite), transactionOptions: TRANSACTION_OPTIONS });
  logger.info({ db: 'pglite', where, thread: db instanceof PGliteThread }, 'store: opened embedded database');
  const conn: SqlConnection = {
    async exec(script) {
      await db.exec(script);
    },
    async query<T extends object>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
  };
  let closed = false;
  return {
    kind: 'pglite',
    where,
    prisma,
    withConnection: (fn) => fn(conn),
    locks: pgliteLocks,
    async executeSql(text, values) {
      if (values.length === 0) {
        const results = await db.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return { rows: (await db.query(text, values)).rows };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await prisma.$disconnect();
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}

/* ---------------------------------------------------------------- Postgres */

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

async function openPostgres(url: string, opts: DatabaseOptions, logger: StoreLogger): Promise<OpenedDatabase> {
  const where = redact(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
    // A crashed or hung client must not hold a game's row lock for long.
    idle_in_transaction_session_timeout: 30_000,
  });
  // An idle connection dropped by the server emits 'error' on the pool; unhandled, it would crash
  // the process. The next query gets a fresh connection or a StorageUnavailableError.
  pool.on('error', (err) => logger.warn({ err: err.message }, 'store: idle Postgres connection lost'));
  try {
    // Fail at start-up, with a clear error, if the server is unreachable.
    const c = await pool.connect();
    c.release();
  } catch (e) {
    await pool.end().catch(() => {});
    throw new StorageUnavailableError('open', `cannot connect to ${where}: ${(e as Error).message}`, { cause: e });
  }
  const adapter = new PrismaPg(pool, {
    onPoolError: (err) => logger.warn({ err: err.message }, 'store: Postgres pool error'),
    onConnectionError: (err) => logger.warn({ err: err.message }, 'store: Postgres connection error'),
  });
  const prisma = new PrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS });
  logger.info({ db: 'postgres', where }, 'store: connected to Postgres');
  const locks = postgresLocks(url, opts, logger);
  let closed = false;
  return {
    kind: 'postgres',
    where,
    prisma,
    locks,
    async executeSql(text, values) {
      return { rows: (await pool.query(text, values)).rows };
    },
    async withConnection(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        return await fn({
          async exec(script) {
            await client.query(script);
          },
          async query<T extends object>(sql: string, params: unknown[] = []) {
            return (await client.query<T & pg.QueryResultRow>(sql, params)).rows;
          },
        });
      } catch (e) {
        broken = true;
        throw e;
      } finally {
        // After a failure the session may hold locks or an aborted transaction: discard it.
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await locks.close();
      await prisma.$disconnect().catch(() => {});
      await pool.end();
    },
  };
}

/**
 * Advisory locks on one connection of their own (outside the pool, so a long publish holds no
 * pool slot). If that connection breaks, the server has already freed its locks; the next
 * tryLock opens a new one. TCP keepalives make the server notice a vanished host within ~25 s
 * (a killed process closes its socket at once).
 */
function postgresLocks(url: string, opts: DatabaseOptions, logger: StoreLogger): ProcessLocks & { close(): Promise<void> } {
  let session: Promise<pg.Client> | null = null;
  let closed = false;
  const connect = (): Promise<pg.Client> => {
    if (closed) return Promise.reject(new StorageUnavailableError('lock', 'the store is closed'));
    if (session) return session;
    const p: Promise<pg.Client> = (async () => {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
      const drop = () => {
        if (session === p) session = null;
        void c.end().catch(() => {});
      };
      c.on('error', (err) => {
        logger.warn({ err: err.message }, 'store: lock connection lost (its locks are freed)');
        drop();
      });
      c.on('end', drop);
      try {
        await c.connect();
        await c.query('SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 3');
      } catch (e) {
        drop();
        throw e;
      }
      return c;
    })();
    session = p;
    p.catch(() => {
      if (session === p) session = null;
    });
    return p;
  };
  // One statement at a time on the lock connection: concurrent publishes claim and release at
  // once, and node-postgres deprecates a query sent while the client is still executing one.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const r = queue.then(fn, fn);
    queue = r.catch(() => {});
    return r;
  };
  return {
    tryLock: (key) =>
      serial(async () => {
        const c = await connect();
        const r = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [key.toString()]);
        return r.rows[0]?.ok === true;
      }),
    unlock: (key) =>
      serial(async () => {
        const p = session;
        if (!p) return; // the connection is gone, and its locks with it
        const c = await p;
        await c.query('SELECT pg_advisory_unlock($1::bigint)', [key.toString()]);
      }),
    async close() {
      closed = true;
      const p = session;
      session = null;
      if (p) await p.then((c) => c.end(), () => {}).catch(() => {});
    },
  };
}

/**
 * The store's public API. Nothing outside src/store/ imports Prisma or a database driver.
 *
 *   const store = await openStore({ databaseUrl: process.env.DATABASE_URL, dataDir: './data' });
 *   const game = await store.createGame({ options: { players: 3 }, seed, users });
 *   const r = apply(game.state, input);                       // the app runs the engine
 *   if (r.ok) await store.commit({ gameId: game.id, expectedSeq: game.seq, input,
 *                                  nextState: r.state, interactionId, actor });
 */
import { openDatabase, silentLogger, type StoreLogger } from './db.ts';
import { toStoreError } from './errors.ts';
import { applyMigrations, type MigrationReport } from './migrate.ts';
import { Store } from './store.ts';
import type { TimerOptions } from './timers.ts';

export { Store } from './store.ts';
export type {
  CampaignRecord,
  CampaignStatus,
  CommitArgs,
  CommitResult,
  CreateGameArgs,
  GameOptions,
  GameStatus,
  GameSummary,
  GameBookkeeping,
  MapMode,
  MessageRecord,
  MessageSlot,
  MessageWrite,
  LoadedGame,
  LoggedInput,
  PublishClaim,
  PublishHead,
  ReminderState,
  UserPreferences,
} from './store.ts';
export { DEFAULT_PREFERENCES, MAP_MODES, startState } from './store.ts';
export {
  MigrationError,
  ReplayError,
  StorageUnavailableError,
  StoreError,
  StoreUsageError,
  isStoreError,
  type StoreErrorCode,
} from './errors.ts';
export type { StoreLogger } from './db.ts';
export type { MigrationReport } from './migrate.ts';
export { normaliseCode } from './codes.ts';
export { HOST_SEAT, reminderKey, TIMER_QUEUE, type DueTimer, type ReminderJob, type TimerData, type TimerOptions, type Timers } from './timers.ts';

export interface OpenStoreOptions {
  /** A postgres:// URL: use that server. Absent or empty: the embedded PGlite database. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder, created on first run. Default "./data"; "memory://" for a throwaway. */
  dataDir?: string | undefined;
  /** Where prisma/migrations is; default: the project's. */
  migrationsDir?: string | undefined;
  /** Keep a snapshot every this many commits; 0 turns it off. Default 100. */
  snapshotEvery?: number | undefined;
  /** Postgres pool size (default 10) and connection timeout in ms (default 5000). */
  poolSize?: number | undefined;
  connectTimeoutMs?: number | undefined;
  logger?: StoreLogger | undefined;
  /** Durable timers: job expiry and pg-boss maintenance interval. */
  timers?: TimerOptions | undefined;
}

/**
 * Open the database (PGlite without `databaseUrl`, Postgres with it), apply pending migrations,
 * and return the store. Throws StorageUnavailableError if the database cannot be reached and
 * MigrationError if it cannot be brought up to date.
 */
export async function openStore(opts: OpenStoreOptions = {}): Promise<Store & { migrations: MigrationReport }> {
  const logger = opts.logger ?? silentLogger;
  const db = await openDatabase({ ...opts, logger });
  try {
    const migrations = await db.withConnection((c) => applyMigrations(c, { dir: opts.migrationsDir, logger }));
    const store = new Store(db, { snapshotEvery: opts.snapshotEvery ?? 100, logger, timers: opts.timers });
    return Object.assign(store, { migrations });
  } catch (e) {
    await db.close().catch(() => {});
    throw toStoreError(e, 'migrate');
  }
}

/** openStore with DATABASE_URL and ARCS_DATA_DIR from the environment. */
export function openStoreFromEnv(env: NodeJS.ProcessEnv = process.env, extra: Omit<OpenStoreOptions, 'databaseUrl' | 'dataDir'> = {}) {
  return openStore({ ...extra, databaseUrl: env.DATABASE_URL || undefined, dataDir: env.ARCS_DATA_DIR || undefined });
}

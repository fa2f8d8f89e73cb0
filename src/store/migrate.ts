/**
 * Applies prisma/migrations at start-up, the way `prisma migrate deploy` does, so the two agree:
 * the same `_prisma_migrations` table and rows (checksum = sha256 hex of migration.sql), and the
 * same Postgres advisory lock, so the bot and a concurrent `prisma migrate deploy` never both
 * migrate. One difference: each migration runs inside a transaction together with its record, so
 * a failing migration leaves nothing behind (no half-applied schema, no "failed" row to resolve).
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlConnection, StoreLogger } from './db.ts';
import { MigrationError } from './errors.ts';

/** The folder holding <timestamp>_<name>/migration.sql, next to prisma/schema.prisma. */
export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations/', import.meta.url));

/** The advisory lock key Prisma's schema engine takes on Postgres while migrating. */
const PRISMA_MIGRATION_LOCK = 72707369;

/** As Prisma's schema engine creates it on Postgres. */
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface LocalMigration {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: string[];
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

export function checksum(sql: string | Buffer): string {
  return createHash('sha256').update(sql).digest('hex');
}

/** The migrations in `dir`, oldest first (Prisma orders them by folder name). */
export function readMigrations(dir: string = DEFAULT_MIGRATIONS_DIR): LocalMigration[] {
  if (!existsSync(dir)) throw new MigrationError(`no migrations folder at ${dir}`);
  const lock = join(dir, 'migration_lock.toml');
  if (existsSync(lock) && !/provider\s*=\s*"postgresql"/.test(readFileSync(lock, 'utf8'))) {
    throw new MigrationError(`${lock} is not for postgresql`);
  }
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(dir, name, 'migration.sql'));
      return { name, sql: bytes.toString('utf8'), checksum: checksum(bytes) };
    });
}

/** Apply every pending migration on one connection. Safe to call from several processes at once. */
export async function applyMigrations(
  c: SqlConnection,
  opts: { dir?: string | undefined; logger: StoreLogger },
): Promise<MigrationReport> {
  const local = readMigrations(opts.dir);
  const report: MigrationReport = { applied: [], alreadyApplied: [] };
  await c.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATION_LOCK]);
  try {
    await c.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await c.query<MigrationRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at',
    );
    const localNames = new Set(local.map((m) => m.name));
    for (const r of rows) {
      if (!localNames.has(r.migration_name)) {
        opts.logger.warn({ migration: r.migration_name }, 'store: the database has a migration that is not in prisma/migrations');
      }
    }
    for (const m of local) {
      const mine = rows.filter((r) => r.migration_name === m.name && r.rolled_back_at === null);
      const done = mine.find((r) => r.finished_at !== null);
      if (done) {
        if (done.checksum !== m.checksum) {
          opts.logger.warn({ migration: m.name }, 'store: migration.sql was edited after it was applied (checksum differs)');
        }
        report.alreadyApplied.push(m.name);
        continue;
      }
      if (mine.length > 0) {
        throw new MigrationError(
          `migration ${m.name} failed earlier and is recorded as unfinished; resolve it with ` +
            '`prisma migrate resolve --rolled-back` (or --applied) before starting the bot',
        );
      }
      await c.exec('BEGIN');
      try {
        await c.exec(m.sql);
        await c.query(
          `INSERT INTO "_prisma_migrations"
             (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
           VALUES ($1, $2, clock_timestamp(), $3, NULL, NULL, now(), 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await c.exec('COMMIT');
      } catch (e) {
        await c.exec('ROLLBACK').catch(() => {});
        throw new MigrationError(`migration ${m.name} failed and was rolled back: ${(e as Error).message}`, { cause: e });
      }
      opts.logger.info({ migration: m.name }, 'store: applied migration');
      report.applied.push(m.name);
    }
    return report;
  } finally {
    await c.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATION_LOCK]).catch(() => {});
  }
}

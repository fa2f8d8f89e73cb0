/**
 * Runs the same store tests against the embedded PGlite database and a real PostgreSQL server.
 * Each `target()` is a fresh, empty database: a new PGlite data folder (copied from a template
 * made once per file, since a first start costs seconds) or a new database on a throwaway server.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openStore, type OpenStoreOptions, type Store } from '../../src/store/index.ts';
import type { MigrationReport } from '../../src/store/migrate.ts';
import { postgresAvailability, startPostgres, type PgServer } from './pg-harness.ts';

export type Target = { databaseUrl?: string; dataDir?: string };
export type OpenedStore = Store & { migrations: MigrationReport };

export interface Backend {
  name: 'pglite' | 'postgres';
  /** A fresh database that has never been opened. */
  emptyTarget(): Promise<Target>;
  /** A fresh database, already migrated (fast). */
  target(): Promise<Target>;
  open(target: Target, opts?: Omit<OpenStoreOptions, 'databaseUrl' | 'dataDir'>): Promise<OpenedStore>;
  /** The Postgres server, for outage tests (null on PGlite). */
  server(): PgServer | null;
}

function pgliteBackend(): Backend & { cleanup(): void } {
  const root = mkdtempSync(join(tmpdir(), 'arcs-pglite-'));
  let n = 0;
  let template: string | null = null;
  const fresh = () => join(root, `db${++n}`);
  return {
    name: 'pglite',
    async emptyTarget() {
      return { dataDir: fresh() };
    },
    async target() {
      if (!template) {
        const dir = join(root, 'template');
        const s = await openStore({ dataDir: dir });
        await s.close();
        template = dir;
      }
      const dir = fresh();
      cpSync(template, dir, { recursive: true });
      return { dataDir: dir };
    },
    open: (target, opts = {}) => openStore({ ...opts, ...target }),
    server: () => null,
    cleanup() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function postgresBackend(getServer: () => PgServer): Backend {
  return {
    name: 'postgres',
    async emptyTarget() {
      return { databaseUrl: await getServer().createDatabase() };
    },
    async target() {
      const t = { databaseUrl: await getServer().createDatabase() };
      const s = await openStore(t);
      await s.close();
      return t;
    },
    open: (target, opts = {}) => openStore({ ...opts, ...target }),
    server: getServer,
  };
}

/** describe(title) once per backend. On Postgres, one throwaway server per test file. */
export function describeBackends(title: string, body: (b: Backend) => void): void {
  describe(`${title} [pglite]`, () => {
    const b = pgliteBackend();
    afterAll(() => b.cleanup());
    body(b);
  });

  const pgAvail = postgresAvailability();
  if (pgAvail.ok) {
    describe(`${title} [postgres]`, () => {
      let server: PgServer | null = null;
      beforeAll(async () => {
        server = await startPostgres(pgAvail.bin);
      });
      afterAll(async () => {
        await server?.destroy();
      });
      body(
        postgresBackend(() => {
          if (!server) throw new Error('the Postgres server did not start');
          return server;
        }),
      );
    });
  } else if (pgAvail.mustFail) {
    describe(`${title} [postgres]`, () => {
      it('has a PostgreSQL server to run against (CI installs Debian postgresql)', () => {
        throw new Error(pgAvail.reason);
      });
    });
  } else {
    console.warn(`store tests: the Postgres half is SKIPPED locally: ${pgAvail.reason}`);
    describe.skip(`${title} [postgres] (skipped: ${pgAvail.reason})`, () => {
      it('needs PostgreSQL', () => {});
    });
  }
}

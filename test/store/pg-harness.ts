/**
 * A throwaway PostgreSQL server for tests and the store benchmark: initdb into a temp folder,
 * pg_ctl start on a free loopback port, one fresh database per caller, everything removed after.
 * Postgres refuses to run as root, so as root the binaries run as the `postgres` user.
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The newest installed server's bin folder (Debian layout), or PG_BIN. */
export function findPgBin(): string | null {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/**
 * Whether the Postgres half of the suite can run. In CI (CI=true) a missing server is a failure,
 * not a skip: .ci/run installs Debian's `postgresql`.
 */
export function postgresAvailability(): { ok: true; bin: string } | { ok: false; reason: string; mustFail: boolean } {
  const bin = findPgBin();
  if (bin) return { ok: true, bin };
  return {
    ok: false,
    reason: 'PostgreSQL server binaries not found (install Debian\'s `postgresql`, or set PG_BIN to the folder holding initdb and pg_ctl)',
    mustFail: process.env.CI === 'true' || process.env.CI === '1',
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface PgServer {
  port: number;
  /** A URL for `database` on this server. */
  url(database: string): string;
  /** Create an empty database and return its URL. */
  createDatabase(prefix?: string): Promise<string>;
  /** Stop the server abruptly (as a crash or an outage would), keeping its files. */
  kill(): Promise<void>;
  /** Start it again after kill(). */
  start(): Promise<void>;
  /** Stop and delete everything. */
  destroy(): Promise<void>;
}

let dbCounter = 0;

export async function startPostgres(bin: string): Promise<PgServer> {
  const base = mkdtempSync(join(tmpdir(), 'arcs-pg-'));
  const data = join(base, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(base, Number(stdout.trim()), Number(gid.trim()));
  }
  chmodSync(base, 0o700);
  const exe = async (tool: string, args: string[]) => {
    const cmd = join(bin, tool);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : run(cmd, args);
  };
  await exe('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const opts = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const start = async () => {
    try {
      await exe('pg_ctl', ['-D', data, '-o', opts, '-l', join(base, 'server.log'), '-w', '-t', '60', 'start']);
    } catch (e) {
      const log = existsSync(join(base, 'server.log')) ? readFileSync(join(base, 'server.log'), 'utf8') : '';
      throw new Error(`pg_ctl start failed: ${(e as Error).message}\n${log}`, { cause: e });
    }
  };
  await start();
  const url = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(prefix = 'arcs_test') {
      const name = `${prefix}_${process.pid}_${++dbCounter}`;
      const c = new pg.Client({ connectionString: url('postgres') });
      await c.connect();
      try {
        await c.query(`CREATE DATABASE "${name}"`);
      } finally {
        await c.end();
      }
      return url(name);
    },
    async kill() {
      await exe('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    start,
    async destroy() {
      await exe('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(base, { recursive: true, force: true });
    },
  };
}

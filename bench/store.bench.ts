/**
 * Store commit latency and throughput, on embedded PGlite (a data folder on disk) and on a real
 * PostgreSQL server (a throwaway local cluster, or DATABASE_URL if set). The engine's work is
 * done before timing: only store.commit is measured. Prints its figures; the last line is JSON.
 *
 *   BENCH_COMMITS   sequential commits per backend (default 600)
 *   BENCH_STREAMS   concurrent games for the throughput run (default 8)
 *   BENCH_STREAM_COMMITS  commits per concurrent game (default 100)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameState, Input } from '../src/engine/index.ts';
import { openStore, type Store } from '../src/store/index.ts';
import { pickMove } from '../test/store/moves.ts';
import { postgresAvailability, startPostgres, type PgServer } from '../test/store/pg-harness.ts';

const COMMITS = Number(process.env.BENCH_COMMITS ?? 600);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 8);
const STREAM_COMMITS = Number(process.env.BENCH_STREAM_COMMITS ?? 100);

interface Step {
  expectedSeq: number;
  input: Input;
  nextState: GameState;
}

interface Figures {
  commits: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
  /** One writer, one commit after another. */
  sequentialCommitsPerSec: number;
  /** STREAMS games committing at once. */
  concurrentCommitsPerSec: number;
  concurrentStreams: number;
  loadGameP50Ms: number;
  stateBytes: number;
}

/** Create a game and precompute `n` moves of it (fewer if it ends). */
async function prepare(store: Store, seed: string, n: number): Promise<{ id: string; steps: Step[] }> {
  const g = await store.createGame({ options: { players: 4 }, seed, users: ['a', 'b', 'c', 'd'] });
  const steps: Step[] = [];
  let s = g.state;
  while (steps.length < n) {
    const m = pickMove(s, seed);
    if (!m) break;
    steps.push({ expectedSeq: s.seq, input: m.input, nextState: m.next });
    s = m.next;
  }
  return { id: g.id, steps };
}

function pct(sorted: number[], p: number): number {
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

async function measure(store: Store, label: string): Promise<Figures> {
  // Sequential: games one after another until COMMITS commits are timed.
  const latencies: number[] = [];
  let stateBytes = 0;
  for (let k = 0; latencies.length < COMMITS; k++) {
    const game = await prepare(store, `bench-${label}-${k}`, COMMITS - latencies.length);
    for (const [i, st] of game.steps.entries()) {
      const t = performance.now();
      const r = await store.commit({ gameId: game.id, ...st, interactionId: `${game.id}:${i}`, actor: 'bench' });
      latencies.push(performance.now() - t);
      if (r.status !== 'committed') throw new Error(`bench: ${JSON.stringify(r)}`);
    }
    stateBytes = Math.max(stateBytes, JSON.stringify(game.steps[game.steps.length - 1]?.nextState ?? {}).length);
    if (game.steps.length === 0) throw new Error('bench: a game with no moves');
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const total = latencies.reduce((a, b) => a + b, 0);

  // Concurrent: STREAMS games, each committing its moves in order, all at once.
  const games = await Promise.all(Array.from({ length: STREAMS }, (_, k) => prepare(store, `bench-${label}-par-${k}`, STREAM_COMMITS)));
  const t0 = performance.now();
  await Promise.all(
    games.map(async (game) => {
      for (const [i, st] of game.steps.entries()) {
        const r = await store.commit({ gameId: game.id, ...st, interactionId: `${game.id}:${i}`, actor: 'bench' });
        if (r.status !== 'committed') throw new Error(`bench: ${JSON.stringify(r)}`);
      }
    }),
  );
  const parSeconds = (performance.now() - t0) / 1000;
  const parCommits = games.reduce((a, g) => a + g.steps.length, 0);

  const loads: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    await store.loadGame(games[i % games.length]!.id);
    loads.push(performance.now() - t);
  }
  loads.sort((a, b) => a - b);

  return {
    commits: latencies.length,
    p50Ms: pct(sorted, 50),
    p95Ms: pct(sorted, 95),
    p99Ms: pct(sorted, 99),
    meanMs: round(total / latencies.length),
    sequentialCommitsPerSec: Math.round(latencies.length / (total / 1000)),
    concurrentCommitsPerSec: Math.round(parCommits / parSeconds),
    concurrentStreams: STREAMS,
    loadGameP50Ms: pct(loads, 50),
    stateBytes,
  };
}

function report(name: string, f: Figures): void {
  console.log(
    `${name}: commit p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms, p99 ${f.p99Ms} ms; ` +
      `${f.sequentialCommitsPerSec} commits/s sequential, ${f.concurrentCommitsPerSec} commits/s with ${f.concurrentStreams} games at once; ` +
      `loadGame p50 ${f.loadGameP50Ms} ms; state ~${f.stateBytes} bytes`,
  );
}

const result: Record<string, Figures | { skipped: string }> = {};

// PGlite, in a data folder on disk (as the bot runs by default).
{
  const dir = mkdtempSync(join(tmpdir(), 'arcs-bench-pglite-'));
  try {
    const store = await openStore({ dataDir: dir });
    try {
      result.pglite = await measure(store, 'pglite');
      report('pglite', result.pglite);
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// PostgreSQL: DATABASE_URL if given, else a throwaway local server.
{
  let server: PgServer | null = null;
  let url = process.env.DATABASE_URL || null;
  const avail = postgresAvailability();
  if (!url && avail.ok) {
    server = await startPostgres(avail.bin);
    url = await server.createDatabase('arcs_bench');
  }
  if (url) {
    try {
      const store = await openStore({ databaseUrl: url });
      try {
        result.postgres = await measure(store, 'postgres');
        report('postgres', result.postgres);
      } finally {
        await store.close();
      }
    } finally {
      await server?.destroy();
    }
  } else {
    result.postgres = { skipped: avail.ok ? 'no server' : avail.reason };
    console.log(`postgres: skipped (${result.postgres.skipped})`);
  }
}

console.log(JSON.stringify({ bench: 'store', node: process.version, ...result }));

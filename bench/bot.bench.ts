/**
 * Bot benchmark: the real bot (discord.js) against the local Discord-compatible server, players
 * clicking the components it posts until INTERACTIONS interactions have been played (new games
 * as needed). Prints JSON: latency from an injected interaction to its acknowledgement, and
 * from an interaction that ends a turn to the board image being posted.
 *
 * A second run plays CONCURRENT games (20 by default) at once, so their boards are drawn at the
 * same time (in the render pool, src/render/pool.ts), and prints the acknowledgement latency of
 * the interactions acknowledged while at least one image was being drawn (target: p95 ≤ 50 ms):
 * the bot runs in this process, so `rendersInFlight()` read when an ack arrives counts the images
 * its pool is drawing then. Each game waits only for its own clicks to be handled (not for the
 * whole bot to be idle, which made the games click in lock-step: every ack of a round came before
 * any of its boards began, and none was sampled). Also printed: the main thread's event-loop
 * delay over the run and the machine's load average (figures from a loaded machine mean little).
 *   npm run bench:bot            (INTERACTIONS=300, CONCURRENT=20, CONCURRENT_INTERACTIONS=400)
 *   ARCS_RENDER_THREADS=0 npm run bench:bot     (the same, drawing on the main thread)
 *   BENCH_POSTGRES=1 npm run bench:bot          (over a throwaway PostgreSQL cluster, not PGlite)
 */
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { closeRenderPool, renderThreads, rendersInFlight } from '../src/render/pool.ts';
import { openGame, rng, startWorld, step } from '../test/bot/helpers.ts';
import { findPgBin, startPostgres, type PgServer } from '../test/store/pg-harness.ts';

const TARGET = Number(process.env.INTERACTIONS ?? 300);
const CONCURRENT = Number(process.env.CONCURRENT ?? 20);
const CONCURRENT_TARGET = Number(process.env.CONCURRENT_INTERACTIONS ?? 400);

function pct(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
}

// DATABASE_URL: over that PostgreSQL server; BENCH_POSTGRES=1: over a throwaway local PostgreSQL
// cluster (as the tests start one); else the embedded PGlite, in memory, whose queries run on the
// bot's own event loop.
let pg: PgServer | null = null;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl && process.env.BENCH_POSTGRES === '1') {
  const bin = findPgBin();
  if (!bin) throw new Error('BENCH_POSTGRES=1: no PostgreSQL binaries found');
  pg = await startPostgres(bin);
  databaseUrl = await pg.createDatabase('bench');
}
const database = databaseUrl ? (process.env.DATABASE_URL ? 'postgres (DATABASE_URL)' : 'postgres (throwaway)') : 'pglite';
const w = await startWorld({ seed: 'bench', ...(databaseUrl ? { databaseUrl } : {}) });
const sent = new Map<string, number>();
const ack: number[] = [];
const board: number[] = [];
let lastAnswer: { id: string; at: number } | null = null;
const unsubscribe = w.discord.subscribe((e) => {
  const now = performance.now();
  if (e.type === 'interaction') {
    sent.set(e.interactionId, now);
    if (e.interactionType === 3) lastAnswer = { id: e.interactionId, at: now };
  } else if (e.type === 'ack') {
    ack.push(e.ack.afterMs);
  } else if (e.type === 'messageCreate' && e.message.attachments.some((a) => a.filename.startsWith('board')) && lastAnswer) {
    board.push(now - lastAnswer.at);
    lastAnswer = null;
  }
});

let games = 0;
let players = 2;
while (ack.length < TARGET) {
  const users = Array.from({ length: players }, (_, i) => w.discord.addUser(`b${games}-${i}`, { dmsClosed: i === 1 }));
  const thread = await openGame(w, users);
  games++;
  const pick = rng(games);
  const eph = new Map<string, string>();
  while (ack.length < TARGET && (await step(w, thread, users, pick, eph))) { /* play */ }
  players = players === 4 ? 2 : players + 1;
}
unsubscribe();
process.stdout.write(`${JSON.stringify({
  bench: 'bot',
  database,
  interactions: ack.length,
  games,
  ackMs: { p50: pct(ack, 50), p95: pct(ack, 95), max: pct(ack, 100) },
  boardPostedMs: { samples: board.length, p50: pct(board, 50), p95: pct(board, 95), max: pct(board, 100) },
})}\n`);

// Concurrent games: every one of them clicking as fast as it is answered, boards drawn together.
const tables = [];
for (let k = 0; k < CONCURRENT; k++) {
  const users = [w.discord.addUser(`c${k}-a`), w.discord.addUser(`c${k}-b`)];
  tables.push({ users, thread: await openGame(w, users), pick: rng(1000 + k), eph: new Map<string, string>() });
}
const whileDrawing: number[] = [];
const all: number[] = [];
let boards = 0;
let maxDrawing = 0;
const unsubscribe2 = w.discord.subscribe((e) => {
  if (e.type === 'ack') {
    all.push(e.ack.afterMs);
    const drawing = rendersInFlight();
    maxDrawing = Math.max(maxDrawing, drawing);
    if (drawing > 0) whileDrawing.push(e.ack.afterMs);
  } else if (e.type === 'messageCreate' && e.message.attachments.some((a) => a.filename.startsWith('board'))) boards++;
});
// How late the main thread's event loop runs (what an ack waits behind), and the machine's load.
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const load0 = loadavg()[0]!;
const t0 = performance.now();
let failures = 0;
// The local server rejects an interaction's acknowledgement after 3 s; whoever was not awaiting it
// then: count it rather than crash.
process.on('unhandledRejection', (e) => {
  failures++;
  process.stderr.write(`unhandled: ${(e as Error)?.message?.slice(0, 200)}\n`);
});
await Promise.all(tables.map(async (tb) => {
  try {
    // Each game waits only for its own click's handling (`own`), not for the whole bot to be idle:
    // waiting for the whole bot made the 20 games click in lock-step, every ack of a wave arriving
    // before any of the wave's boards started drawing, so no ack was ever seen while one drew.
    while (all.length < CONCURRENT_TARGET && (await step(w, tb.thread, tb.users, tb.pick, tb.eph, true))) { /* play */ }
  } catch (e) {
    // An interaction not acknowledged within 3 s (a loaded machine): count it, stop this game.
    failures++;
    process.stderr.write(`game ${tb.thread}: ${(e as Error).message.slice(0, 200)}\n`);
  }
}));
const seconds = (performance.now() - t0) / 1000;
loop.disable();
const load1 = loadavg()[0]!;
unsubscribe2();
await w.close();
await closeRenderPool();
await pg?.destroy();
process.stdout.write(`${JSON.stringify({
  bench: 'bot-concurrent',
  database,
  games: CONCURRENT,
  renderThreads: renderThreads(),
  interactions: all.length,
  gamesStoppedByAFailure: failures,
  boardsPosted: boards,
  seconds: Math.round(seconds * 10) / 10,
  maxBoardsDrawingAtOnce: maxDrawing,
  ackMs: { p50: pct(all, 50), p95: pct(all, 95), max: pct(all, 100) },
  ackWhileDrawingMs: { samples: whileDrawing.length, p50: pct(whileDrawing, 50), p95: pct(whileDrawing, 95), max: pct(whileDrawing, 100), target: '≤ 50 ms at p95' },
  eventLoopDelayMs: { p50: Math.round(loop.percentile(50) / 1e5) / 10, p95: Math.round(loop.percentile(95) / 1e5) / 10, max: Math.round(loop.max / 1e5) / 10 },
  cpus: availableParallelism(),
  loadAverage1m: { start: Math.round(load0 * 10) / 10, end: Math.round(load1 * 10) / 10 },
})}\n`);

/**
 * The long kill test (issue 22): complete games through the bot, run as its own process, SIGKILLed
 * many times — at every named crash point (during a commit, right after it, during each step of
 * publishing) and at random moments after clicks — on PGlite and PostgreSQL, with 2, 3 and 4
 * players. After every kill the bot is restarted and the game is played on by clicking only what
 * it posted (no undo, kick or join). Prints how many kills were survived without help: the bot
 * came back with what is posted matching what is stored, and the game went on to its end.
 *
 *   npm run kill:bot -- [--games 1] [--kills 8] [--random 0.05] [--players 2,3,4]
 *                       [--backends pglite,postgres] [--seed 1] [--fast-forward 0]
 *
 * --games: games per backend and player count; --kills: named kills planned per game (random
 * points, seeded); --random: the chance of a random kill at each click; --fast-forward <chapter>:
 * commit the moves before that chapter straight into the database, for shorter runs (0: play
 * whole games). Exits non-zero if any kill was not survived.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { registerCommands } from '../src/bot/register.ts';
import { startLocalDiscord } from '../src/sandbox/discord/index.ts';
import { BotRig, CRASH_POINTS, playGame, type CrashPoint, type KillSpec, type PlayReport, type Target } from '../test/bot/restart-harness.ts';
import { prng } from '../test/store/moves.ts';
import { postgresAvailability, startPostgres, type PgServer } from '../test/store/pg-harness.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1' },
    kills: { type: 'string', default: '8' },
    random: { type: 'string', default: '0.05' },
    players: { type: 'string', default: '2,3,4' },
    backends: { type: 'string', default: 'pglite,postgres' },
    seed: { type: 'string', default: '1' },
    'fast-forward': { type: 'string', default: '0' },
  },
});
const GAMES = Number(values.games);
const KILLS = Number(values.kills);
const RANDOM = Number(values.random);
const PLAYERS = values.players.split(',').map(Number) as (2 | 3 | 4)[];
const BACKENDS = values.backends.split(',') as ('pglite' | 'postgres')[];
const SEED = Number(values.seed);
const FAST_FORWARD = Number(values['fast-forward']);

/** Kill points that recur through a game, and how far into their occurrences a kill may land. */
const RECURRING = CRASH_POINTS.filter((p) => p !== 'publish:started' && p !== 'publish:end');

function planFor(rand: () => number, n: number): KillSpec[] {
  const plan: KillSpec[] = [];
  if (rand() < 0.3) plan.push({ point: 'publish:started', nth: 1 });
  while (plan.length < n - 1) {
    const point = RECURRING[Math.floor(rand() * RECURRING.length)]! as CrashPoint;
    plan.push({ point, nth: 1 + Math.floor(rand() * (FAST_FORWARD ? 4 : 12)) });
  }
  if (rand() < 0.5) plan.push({ point: 'publish:end', nth: 1 });
  return plan;
}

interface Row { backend: string; players: number; games: number; ended: number; kills: number; survived: number; missed: number; steps: number; seconds: number; byPoint: Map<string, [number, number]> }

async function runBackend(backend: 'pglite' | 'postgres', rand: () => number): Promise<Row[]> {
  const discord = await startLocalDiscord({ port: 0 });
  await registerCommands({ token: discord.botToken, applicationId: discord.applicationId, guildId: discord.guildId, api: discord.restBase });
  let server: PgServer | null = null;
  let dir: string | null = null;
  let target: Target;
  if (backend === 'postgres') {
    const pg = postgresAvailability();
    if (!pg.ok) throw new Error(pg.reason);
    server = await startPostgres(pg.bin);
    target = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { databaseUrl: await server.createDatabase('arcs_kill') };
  } else {
    dir = mkdtempSync(join(tmpdir(), 'arcs-kill-'));
    target = { dataDir: dir };
  }
  const rig = new BotRig(discord, target, `kill-${backend}-${SEED}`);
  const rows: Row[] = [];
  try {
    for (const players of PLAYERS) {
      const row: Row = { backend, players, games: 0, ended: 0, kills: 0, survived: 0, missed: 0, steps: 0, seconds: 0, byPoint: new Map() };
      rows.push(row);
      for (let g = 0; g < GAMES; g++) {
        const kills = planFor(rand, KILLS);
        const t0 = Date.now();
        let report: PlayReport;
        try {
          report = await playGame(rig, {
            players, kills, pickSeed: Math.floor(rand() * 1e9), tolerant: true,
            ...(FAST_FORWARD ? { fastForwardToChapter: FAST_FORWARD } : {}),
            ...(RANDOM > 0 ? { randomKills: { chance: RANDOM, maxDelayMs: 400 } } : {}),
            log: (l) => process.stderr.write(`  ${backend} ${players}p game ${g + 1}: ${l}\n`),
          });
        } catch (e) {
          // The harness itself gave up (e.g. no choices posted at all): every kill of it failed.
          process.stderr.write(`  ${backend} ${players}p game ${g + 1}: FAILED ${(e as Error).message}\n`);
          report = { kills: [], missed: kills, steps: 0, ended: false, problems: [(e as Error).message] };
          await rig.kill();
        }
        row.games++;
        row.seconds += (Date.now() - t0) / 1000;
        row.steps += report.steps;
        if (report.ended && !report.problems.length) row.ended++;
        row.missed += report.missed.length;
        for (const k of report.kills) {
          // Survived without help: what was posted matched what was stored after the restart, and the game went on to its end.
          const ok = k.problems.length === 0 && report.ended;
          row.kills++;
          if (ok) row.survived++;
          const [n, s] = row.byPoint.get(k.point) ?? [0, 0];
          row.byPoint.set(k.point, [n + 1, s + (ok ? 1 : 0)]);
        }
        for (const p of report.problems) process.stderr.write(`  ${backend} ${players}p game ${g + 1}: PROBLEM ${p}\n`);
      }
    }
  } finally {
    await rig.close();
    await discord.close();
    await server?.destroy();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

const rand = prng(SEED);
const all: Row[] = [];
for (const backend of BACKENDS) all.push(...(await runBackend(backend, rand)));

console.log('\nbackend   players games ended  kills survived missed  steps  seconds');
for (const r of all) {
  console.log(`${r.backend.padEnd(9)} ${String(r.players).padStart(7)} ${String(r.games).padStart(5)} ${String(r.ended).padStart(5)} ${String(r.kills).padStart(6)} ${String(r.survived).padStart(8)} ${String(r.missed).padStart(6)} ${String(r.steps).padStart(6)} ${r.seconds.toFixed(0).padStart(8)}`);
}
const byPoint = new Map<string, [number, number]>();
for (const r of all) for (const [p, [n, s]] of r.byPoint) byPoint.set(p, [(byPoint.get(p)?.[0] ?? 0) + n, (byPoint.get(p)?.[1] ?? 0) + s]);
console.log('\nkills by moment (survived/kills):');
for (const [p, [n, s]] of [...byPoint].sort()) console.log(`  ${p.padEnd(16)} ${s}/${n}`);
const kills = all.reduce((n, r) => n + r.kills, 0);
const survived = all.reduce((n, r) => n + r.survived, 0);
const games = all.reduce((n, r) => n + r.games, 0);
const ended = all.reduce((n, r) => n + r.ended, 0);
console.log(`\n${survived} of ${kills} kills survived without help; ${ended} of ${games} games played to their end (seed ${SEED}).`);
console.log(JSON.stringify({ seed: SEED, kills, survived, games, ended, rows: all.map(({ byPoint: _b, ...r }) => r) }));
process.exit(survived === kills && ended === games ? 0 : 1);

/**
 * One bot process of several (test/bot/two-processes.test.ts): node --import tsx
 * test/bot/shard-child.ts <json>, json = { databaseUrl, api, token, seed, shard: [id, count], timerMs, timers? }.
 * Runs the real bot as gateway shard `id` of `count` against the test's local Discord server and
 * PostgreSQL, firing due timer jobs every `timerMs`. Says {t:'ready', guilds} (the guilds its
 * shard was given) and {t:'interaction', id, guild} for every interaction it receives; answers
 * {t:'idle', id} once nothing is in flight; stops gracefully on SIGTERM. Test controls:
 * {t:'timers', on} stops or resumes taking due timer jobs; {t:'stall'} makes the jobs it takes
 * from then on never complete (it fires them, then hangs: a process about to be killed while it
 * holds claimed jobs).
 */
import { Events } from 'discord.js';
import { pino } from 'pino';
import { ArcsApp } from '../../src/app/games.ts';
import { runBot } from '../../src/bot/client.ts';
import { closeRenderPool } from '../../src/render/pool.ts';
import { openStore, type TimerOptions } from '../../src/store/index.ts';

interface Args { databaseUrl: string; api: string; token: string; seed: string; shard: [number, number]; timerMs: number; timers?: TimerOptions }
const args = JSON.parse(process.argv[2] ?? '{}') as Args;
const send = (m: object) => process.send?.(m);
process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));

const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }, pino.destination(2));
const store = await openStore({ databaseUrl: args.databaseUrl, logger: log, timers: args.timers });
const timers = store.timers;
const fetchDue = timers.fetchDue.bind(timers);
const complete = timers.complete.bind(timers);
let takeJobs = true;
let stall = false;
timers.fetchDue = async (limit?: number) => (takeJobs ? fetchDue(limit) : []);
timers.complete = async (id: string) => (stall ? new Promise<void>(() => undefined) : complete(id));

let n = 0;
const app = new ArcsApp(store, { seed: () => `${args.seed}-${n++}`, shuffle: (xs) => [...xs] });
const running = await runBot({
  token: args.token, store, log, api: args.api, app, publishSweepMs: 1000, reminderCheckMs: args.timerMs,
  shards: { ids: [args.shard[0]], count: args.shard[1] },
});
running.client.on(Events.InteractionCreate, (i) => send({ t: 'interaction', id: i.id, guild: i.guildId }));
await running.bot.idle();
send({ t: 'ready', guilds: [...running.client.guilds.cache.keys()] });
process.on('message', (m: { t: string; id: number; on?: boolean }) => {
  if (m.t === 'idle') void running.bot.idle().then(() => send({ t: 'idle', id: m.id }));
  if (m.t === 'timers') takeJobs = m.on === true;
  if (m.t === 'stall') stall = true;
});
process.once('SIGTERM', () => void (async () => {
  await running.stop();
  await store.close();
  await closeRenderPool();
  process.exit(0);
})());

/**
 * One bot process of several (test/bot/two-processes.test.ts): node --import tsx
 * test/bot/shard-child.ts <json>, json = { databaseUrl, api, token, seed, shard: [id, count], timerMs }.
 * Runs the real bot as gateway shard `id` of `count` against the test's local Discord server and
 * PostgreSQL, firing due timer jobs every `timerMs`. Says {t:'ready'}; answers {t:'idle', id} once
 * nothing is in flight; stops gracefully on SIGTERM.
 */
import { pino } from 'pino';
import { ArcsApp } from '../../src/app/games.ts';
import { runBot } from '../../src/bot/client.ts';
import { closeRenderPool } from '../../src/render/pool.ts';
import { openStore } from '../../src/store/index.ts';

interface Args { databaseUrl: string; api: string; token: string; seed: string; shard: [number, number]; timerMs: number }
const args = JSON.parse(process.argv[2] ?? '{}') as Args;
const send = (m: object) => process.send?.(m);
process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));

const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }, pino.destination(2));
const store = await openStore({ databaseUrl: args.databaseUrl, logger: log });
let n = 0;
const app = new ArcsApp(store, { seed: () => `${args.seed}-${n++}`, shuffle: (xs) => [...xs] });
const running = await runBot({
  token: args.token, store, log, api: args.api, app, publishSweepMs: 1000, reminderCheckMs: args.timerMs,
  shards: { ids: [args.shard[0]], count: args.shard[1] },
});
await running.bot.idle();
send({ t: 'ready' });
process.on('message', (m: { t: string; id: number }) => {
  if (m.t === 'idle') void running.bot.idle().then(() => send({ t: 'idle', id: m.id }));
});
process.once('SIGTERM', () => void (async () => {
  await running.stop();
  await store.close();
  await closeRenderPool();
  process.exit(0);
})());

/** Building and starting the bot on a discord.js client (real Discord or the local server). */
import { Client, GatewayIntentBits, Partials } from 'discord.js';
import { ArcsApp } from '../app/games.ts';
import type { Logger } from '../log.ts';
import type { Store } from '../store/index.ts';
import { startBot, type Bot } from './bot.ts';

export interface RunningBot { client: Client; bot: Bot; app: ArcsApp; stop(): Promise<void> }

/**
 * `shards`: which of `count` gateway shards this process runs (default: what discord.js reads
 * from the environment a ShardingManager gives its processes, else one shard). Every process
 * runs over the same database; correctness rests on the store's compare-and-swap and claims.
 */
export async function runBot(opts: { token: string; store: Store; log: Logger; api?: string; reminderCheckMs?: number; publishSweepMs?: number; app?: ArcsApp; shards?: { ids: number[]; count: number } }): Promise<RunningBot> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages],
    partials: [Partials.Channel],
    ...(opts.shards ? { shards: opts.shards.ids, shardCount: opts.shards.count } : {}),
    ...(opts.api ? { rest: { api: opts.api } } : {}),
  });
  const app = opts.app ?? new ArcsApp(opts.store);
  const bot = startBot(client, { app, log: opts.log, reminderCheckMs: opts.reminderCheckMs ?? 0, ...(opts.publishSweepMs !== undefined ? { publishSweepMs: opts.publishSweepMs } : {}) });
  const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
  client.on('error', (e) => opts.log.error({ err: { name: e.name, message: e.message } }, 'discord client error'));
  await client.login(opts.token);
  await ready;
  opts.log.info({ user: client.user?.id }, 'bot ready');
  return {
    client, bot, app,
    stop: async () => {
      await bot.stop();
      await client.destroy();
    },
  };
}

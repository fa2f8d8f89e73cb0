/**
 * `npm start`. With DISCORD_TOKEN: the bot on Discord. Without: the local table (a local
 * Discord-compatible server and a web page), with the same bot connected to it.
 */
import { fileURLToPath } from 'node:url';
import { loadConfig, ConfigError } from './config.ts';
import { createLogger } from './log.ts';
import { openStoreFromEnv } from './store/index.ts';
import { runBot, type RunningBot } from './bot/client.ts';
import { registerCommands } from './bot/register.ts';
import { errInfo } from './bot/publish.ts';
import { closeRenderPool } from './render/pool.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
  const log = createLogger(config.LOG_LEVEL);
  // Several processes: this one only manages them (each runs this file again, as one shard).
  if (config.DISCORD_TOKEN && config.ARCS_SHARDS !== 1 && process.env.SHARDS === undefined) {
    const { runShards } = await import('./bot/shards.ts');
    const shards = await runShards({ file: fileURLToPath(import.meta.url), total: config.ARCS_SHARDS, token: config.DISCORD_TOKEN, log });
    const stop = (signal: string) => {
      log.info({ signal }, 'stopping the shard processes');
      void shards.stop().finally(() => process.exit(0));
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
    return;
  }
  const store = await openStoreFromEnv(process.env, { logger: log.child({ mod: 'store' }) });
  log.info({ db: store.kind }, 'store open');
  const closers: (() => Promise<void>)[] = [];
  let running: RunningBot;
  if (config.DISCORD_TOKEN) {
    running = await runBot({ token: config.DISCORD_TOKEN, store, log, reminderCheckMs: config.ARCS_REMINDER_CHECK_SECONDS * 1000 });
  } else {
    const { startLocalTable } = await import('./sandbox/local-table.ts');
    const table = await startLocalTable();
    closers.push(() => table.close());
    await registerCommands({ token: table.botToken, applicationId: table.applicationId, guildId: table.guildId, api: table.restBase });
    running = await runBot({ token: table.botToken, store, log, api: table.restBase, reminderCheckMs: config.ARCS_REMINDER_CHECK_SECONDS * 1000 });
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await running.stop();
      for (const c of closers) await c();
      await store.close();
      await closeRenderPool();
    } catch (e) {
      log.error({ err: errInfo(e) }, 'shutdown failed');
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((e) => {
  process.stderr.write(`arcs-bot failed to start: ${errInfo(e).message}\n`);
  process.exit(1);
});

/**
 * Several bot processes: discord.js's ShardingManager spawns `total` processes running `file`
 * (src/main.ts), each told its shard by the environment (SHARDS, SHARD_COUNT), which the
 * discord.js Client reads. Every process opens the same PostgreSQL database; correctness rests on
 * the store (compare-and-swap on commits, publish claims, timer jobs taken by one process), not on
 * anything held in memory.
 */
import { ShardingManager } from 'discord.js';
import type { Logger } from '../log.ts';

export interface ShardProcesses { stop(): Promise<void> }

export async function runShards(opts: { file: string; total: number | 'auto'; token: string; log: Logger }): Promise<ShardProcesses> {
  const manager = new ShardingManager(opts.file, {
    totalShards: opts.total, token: opts.token, mode: 'process', respawn: true,
    // The shard processes run TypeScript through tsx, as `npm start` does.
    execArgv: ['--import', 'tsx'],
  });
  manager.on('shardCreate', (shard) => {
    opts.log.info({ shard: shard.id }, 'shard process started');
    shard.on('death', () => opts.log.warn({ shard: shard.id }, 'shard process died (respawned)'));
  });
  await manager.spawn({ timeout: 120_000 });
  return {
    stop: async () => {
      // Each shard process stops gracefully on SIGTERM (finishes its interactions, closes its store).
      for (const shard of manager.shards.values()) shard.process?.kill('SIGTERM');
      await Promise.all([...manager.shards.values()].map((s) => new Promise<void>((resolve) => {
        if (!s.process || s.process.exitCode !== null) return resolve();
        s.process.once('exit', () => resolve());
      })));
    },
  };
}

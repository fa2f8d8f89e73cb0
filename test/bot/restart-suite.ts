/**
 * The kill test of issue 22: the bot process is SIGKILLed during a commit, right after it, and
 * during each step of publishing, in 2-, 3- and 4-player games, restarted, and the game is played
 * on to its end by clicking only what the bot posted. Seeded and short; scripts/kill-bot.ts is the
 * long version. Each backend is its own test file (they run in parallel).
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDiscord, type LocalDiscord } from '../../src/sandbox/discord/index.ts';
import { registerCommands } from '../../src/bot/register.ts';
import { postgresAvailability, startPostgres, type PgServer } from '../store/pg-harness.ts';
import { BotRig, CRASH_POINTS, playGame, type KillSpec, type Target } from './restart-harness.ts';

/**
 * Every crash point at least once over the suite, a kill during the commit and right after it on
 * both backends, a 2-, 3- and 4-player game; a dozen kills in all (scripts/kill-bot.ts kills at
 * every point in every combination, many times).
 */
const PLANS: Record<'pglite' | 'postgres', Partial<Record<2 | 3 | 4, KillSpec[]>>> = {
  pglite: {
    2: [{ point: 'publish:started', nth: 1 }, { point: 'commit:locked', nth: 3 }, { point: 'publish:summary', nth: 2 }, { point: 'publish:end', nth: 1 }],
    4: [{ point: 'commit:done', nth: 2 }, { point: 'publish:dm', nth: 2 }, { point: 'publish:hand', nth: 3 }],
  },
  postgres: {
    3: [{ point: 'commit:locked', nth: 2 }, { point: 'publish:claimed', nth: 3 }, { point: 'publish:panel', nth: 2 }, { point: 'publish:marked', nth: 4 }, { point: 'commit:done', nth: 3 }],
  },
};

export function killSuite(backend: 'pglite' | 'postgres'): void {
  const pg = postgresAvailability();
  if (backend === 'postgres' && !pg.ok) {
    if (pg.mustFail) it('has a PostgreSQL server to run against', () => { throw new Error(pg.reason); });
    else it.skip(`needs PostgreSQL: ${pg.reason}`, () => {});
    return;
  }

  describe(`a bot killed at every crash point plays on to the end [${backend}]`, () => {
    let discord: LocalDiscord;
    let server: PgServer | null = null;
    let dir: string | null = null;
    let rig: BotRig;
    beforeAll(async () => {
      discord = await startLocalDiscord({ port: 0 });
      await registerCommands({ token: discord.botToken, applicationId: discord.applicationId, guildId: discord.guildId, api: discord.restBase });
      let target: Target;
      if (backend === 'postgres' && pg.ok) {
        server = await startPostgres(pg.bin);
        target = { databaseUrl: await server.createDatabase('arcs_kill') };
      } else {
        dir = mkdtempSync(join(tmpdir(), 'arcs-kill-'));
        target = { dataDir: dir };
      }
      rig = new BotRig(discord, target, `kill-${backend}`);
    });
    afterAll(async () => {
      await rig?.close();
      await discord?.close();
      await server?.destroy();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('the suite covers every crash point', () => {
      const planned = new Set(Object.values(PLANS).flatMap((b) => Object.values(b)).flat().map((k) => k.point));
      expect([...planned].sort()).toEqual([...CRASH_POINTS].sort());
    });

    for (const [n, kills] of Object.entries(PLANS[backend])) {
      const players = Number(n) as 2 | 3 | 4;
      it(`${players} players: ${kills.map((k) => `${k.point}#${k.nth}`).join(', ')}`, async () => {
        const report = await playGame(rig, { players, fastForwardToChapter: 5, kills, pickSeed: players * 7 + (backend === 'postgres' ? 1 : 0), ...(process.env.KILL_VERBOSE ? { log: (l: string) => appendFileSync(process.env.KILL_VERBOSE!, `${new Date().toISOString().slice(11, 23)} ${backend} ${players}p ${l}\n`) } : {}) });
        expect(report.missed, 'planned kills that never happened').toEqual([]);
        expect(report.kills.map((k) => k.point).sort()).toEqual(kills.map((k) => k.point).sort());
        expect(report.kills.flatMap((k) => k.problems)).toEqual([]);
        expect(report.ended).toBe(true);
        expect(discord.requests().filter((r) => r.status >= 400 && r.status !== 403)).toEqual([]);
      }, 300_000);
    }
  });
}

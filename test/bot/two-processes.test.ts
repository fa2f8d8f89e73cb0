/**
 * Two bot processes over one PostgreSQL: gateway shards 0 and 1 of 2 against the local Discord
 * server. The guild is on shard 1 (thread clicks go to that process), DMs on shard 0 (private
 * choices go to the other), so both processes apply clicks to the same games. Reminders fall due
 * (jobs in the database, fired by whichever process takes them), one process is restarted, and
 * play goes on: every reminder is sent once, every click is applied once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCommands } from '../../src/bot/register.ts';
import { guildIdForShard, startLocalDiscord, type ApiUser, type LocalDiscord } from '../../src/sandbox/discord/index.ts';
import { openStore, type Store } from '../../src/store/index.ts';
import { postgresAvailability, startPostgres, type PgServer } from '../store/pg-harness.ts';
import { openGame, rng, step, type World } from './helpers.ts';

const CHILD = fileURLToPath(new URL('./shard-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

class Shard {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  readonly exited: Promise<number | null>;
  stderr = '';
  #n = 0;
  readonly #waiting = new Map<number, () => void>();
  constructor(args: object) {
    this.child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(args)], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    this.child.stderr!.setEncoding('utf8').on('data', (c: string) => { this.stderr = (this.stderr + c).slice(-4000); });
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (m: { t: string; id?: number }) => {
        if (m.t === 'ready') resolve();
        if (m.t === 'idle') this.#waiting.get(m.id!)?.();
      });
      void this.exited.then((code) => reject(new Error(`shard exited (${code}) before it was ready: ${this.stderr}`)));
    });
  }
  idle(): Promise<void> {
    const id = ++this.#n;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.child.send({ t: 'idle', id });
    });
  }
  async stop(): Promise<void> {
    this.child.kill('SIGTERM');
    await this.exited;
  }
}

const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const pg = postgresAvailability();
const suite = pg.ok ? describe : describe.skip;
if (!pg.ok && pg.mustFail) it('has a PostgreSQL server to run against (CI installs Debian postgresql)', () => { throw new Error(pg.reason); });

suite('two bot processes over one PostgreSQL', () => {
  let server: PgServer;
  let discord: LocalDiscord;
  let store: Store;
  let url: string;
  const shards: Shard[] = [];
  const spawnShard = async (id: number) => {
    const s = new Shard({ databaseUrl: url, api: discord.restBase, token: discord.botToken, seed: `two-${id}-${shards.length}`, shard: [id, 2], timerMs: 300 });
    shards[id] = s;
    await s.ready;
    return s;
  };

  beforeAll(async () => {
    if (!pg.ok) return;
    server = await startPostgres(pg.bin);
    url = await server.createDatabase();
    store = await openStore({ databaseUrl: url });
    discord = await startLocalDiscord({ port: 0, guildId: guildIdForShard(1, 2) });
    await registerCommands({ token: discord.botToken, applicationId: discord.applicationId, guildId: discord.guildId, api: discord.restBase });
    await Promise.all([spawnShard(0), spawnShard(1)]);
    await discord.waitForBot();
  }, 240_000);
  afterAll(async () => {
    for (const s of shards) await s?.stop().catch(() => undefined);
    await discord?.close();
    await store?.close();
    await server?.destroy();
  });

  it('every reminder sent once, every click applied once, across a restart', async () => {
    const world = { discord, store, bot: { bot: { idle: async () => void (await Promise.all(shards.map((s) => s.idle()))) } } } as unknown as World;
    const clicks = new Set<string>();
    discord.subscribe((e) => { if (e.type === 'interaction' && e.interactionType === 3) clicks.add(e.interactionId); });
    const games: { users: ApiUser[]; thread: string; gameId: string; pick: () => number; eph: Map<string, string>; steps: number; due: number }[] = [];
    for (let k = 0; k < 2; k++) {
      const users = [discord.addUser(`s${k}a`), discord.addUser(`s${k}b`)];
      for (const u of users) await store.setPreferences(u.id, { reminderMinutes: 60 });
      const thread = await openGame(world, users);
      games.push({ users, thread, gameId: (await store.findByThread(thread))!.id, pick: rng(70 + k), eph: new Map(), steps: 0, due: 0 });
    }
    const play = async (n: number) => {
      for (let i = 0; i < n; i++) {
        for (const g of games) {
          const info = await step(world, g.thread, g.users, g.pick, g.eph);
          if (info) g.steps++;
        }
      }
    };
    const reminders = (g: (typeof games)[number]) => discord.messages(g.thread).filter((m) => /a reminder/.test(m.content)).length;
    /** Make each game's pending reminder due now; wait until it has been posted. */
    const fallDue = async () => {
      for (const g of games) {
        await until('a reminder job', async () => (await store.getReminder(g.gameId))?.jobKey != null);
        const r = (await store.getReminder(g.gameId))!;
        if (await store.timers.dueNow(r.jobKey!)) g.due++;
      }
      for (const g of games) await until(`the reminder in ${g.thread}`, () => reminders(g) >= g.due);
      // Both processes poll every 300 ms: give a second firing every chance to happen.
      await new Promise((r) => setTimeout(r, 1500));
      await world.bot.bot.idle();
    };

    await play(6);
    // Private choices went by DM (shard 0), thread clicks to shard 1: both processes applied clicks.
    expect(games.every((g) => g.steps === 6)).toBe(true);
    await fallDue();

    // Restart the process of the guild's shard; play on; another round of reminders.
    await shards[1]!.stop();
    await spawnShard(1);
    await discord.waitForBot();
    await play(6);
    await fallDue();
    await play(2);
    await world.bot.bot.idle();

    for (const g of games) {
      expect(g.due).toBe(2);
      expect(reminders(g)).toBe(2);
      // Every click applied once: one stored input per move played, each under its own click's id.
      const log = await store.readLog(g.gameId);
      expect(log.length).toBe(g.steps);
      expect(new Set(log.map((r) => r.interactionId)).size).toBe(log.length);
      for (const r of log) expect(clicks.has(r.interactionId)).toBe(true);
      expect((await store.verify(g.gameId))!.ok).toBe(true);
    }
  }, 600_000);
});

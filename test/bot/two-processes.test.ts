/**
 * Two bot processes over one PostgreSQL: gateway shards 0 and 1 of 2 against the local Discord
 * server, which hosts two guilds, one on each shard (Discord: (guild_id >> 22) % shards). Each
 * process is told of its own guild only and receives only that guild's interactions; DMs go to
 * shard 0, so private choices of the second guild's games are applied by the other process.
 *
 * Reminders fall due (jobs in the database, fired by whichever process takes them). Then the
 * second guild's process is killed (SIGKILL) while it holds claimed reminder jobs — one fired
 * but not marked done, one not fired — and started again: the jobs expire and are taken again
 * (pg-boss's expiry and retry), each reminder is posted once. Then a process is killed in the
 * middle of publishing a move and started again: the move is applied once and its messages are
 * finished without a duplicate post. Every click is applied once throughout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCommands } from '../../src/bot/register.ts';
import { guildIdForShard, startLocalDiscord, type ApiMessage, type ApiUser, type LocalDiscord, type LocalGuild } from '../../src/sandbox/discord/index.ts';
import { openStore, type Store } from '../../src/store/index.ts';
import { postgresAvailability, startPostgres, type PgServer } from '../store/pg-harness.ts';
import { openGame, rng, step, type World } from './helpers.ts';

const CHILD = fileURLToPath(new URL('./shard-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Timer jobs held longer than this by a process are handed out again (short, for the test). */
const TIMERS = { expireSeconds: 4, maintenanceSeconds: 1 };

class Shard {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  readonly exited: Promise<number | null>;
  stderr = '';
  /** The guilds this process was given (READY / GUILD_CREATE). */
  guilds: string[] = [];
  /** The interactions this process received: id → guild (null: a DM). */
  readonly interactions = new Map<string, string | null>();
  #n = 0;
  readonly #waiting = new Map<number, () => void>();
  constructor(readonly shard: number, args: object) {
    this.child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(args)], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    this.child.stderr!.setEncoding('utf8').on('data', (c: string) => { this.stderr = (this.stderr + c).slice(-4000); });
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (m: { t: string; id?: number | string; guilds?: string[]; guild?: string | null }) => {
        if (m.t === 'ready') {
          this.guilds = m.guilds ?? [];
          resolve();
        }
        if (m.t === 'interaction') this.interactions.set(String(m.id), m.guild ?? null);
        if (m.t === 'idle') this.#waiting.get(Number(m.id))?.();
      });
      void this.exited.then((code) => reject(new Error(`shard exited (${code}) before it was ready: ${this.stderr}`)));
    });
  }
  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }
  idle(): Promise<void> {
    if (!this.alive) return Promise.resolve();
    const id = ++this.#n;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.child.send({ t: 'idle', id });
    });
  }
  send(m: object): void {
    this.child.send(m);
  }
  async stop(): Promise<void> {
    if (!this.alive) return;
    this.child.kill('SIGTERM');
    await this.exited;
  }
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }
}

const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 90_000) => {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * Bot posts of a channel that say the same thing (content, embeds, files, components) as an
 * earlier one. Reminders are counted apart (the same decision is reminded of in the same words).
 */
function duplicatePosts(messages: ApiMessage[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const m of messages) {
    if (!m.author.bot || m.ephemeral_to !== undefined || m.interaction_metadata || /a reminder/.test(m.content)) continue;
    const key = JSON.stringify([m.content, m.embeds, m.attachments.map((a) => a.filename), m.components]);
    if (seen.has(key)) out.push(m.content.slice(0, 80) || m.attachments.map((a) => a.filename).join(','));
    seen.add(key);
  }
  return out;
}

const pg = postgresAvailability();
const suite = pg.ok ? describe : describe.skip;
if (!pg.ok && pg.mustFail) it('has a PostgreSQL server to run against (CI installs Debian postgresql)', () => { throw new Error(pg.reason); });

suite('two bot processes over one PostgreSQL', () => {
  let server: PgServer;
  let discord: LocalDiscord;
  let second: LocalGuild;
  let store: Store;
  let url: string;
  /** The live process of each shard, and every process ever started. */
  const shards: Shard[] = [];
  const all: Shard[] = [];
  const spawnShard = async (id: number) => {
    const s = new Shard(id, { databaseUrl: url, api: discord.restBase, token: discord.botToken, seed: `two-${id}-${all.length}`, shard: [id, 2], timerMs: 300, timers: TIMERS });
    shards[id] = s;
    all.push(s);
    await s.ready;
    return s;
  };

  beforeAll(async () => {
    if (!pg.ok) return;
    server = await startPostgres(pg.bin);
    url = await server.createDatabase();
    store = await openStore({ databaseUrl: url, timers: TIMERS });
    // The timer queue is created by the first to start it: with the test's short expiry.
    await store.timers.start();
    discord = await startLocalDiscord({ port: 0, guildId: guildIdForShard(0, 2) });
    second = discord.addGuild({ name: 'Second server', id: guildIdForShard(1, 2) });
    for (const guildId of [discord.guildId, second.guildId]) {
      await registerCommands({ token: discord.botToken, applicationId: discord.applicationId, guildId, api: discord.restBase });
    }
    await Promise.all([spawnShard(0), spawnShard(1)]);
    await discord.waitForBot();
  }, 240_000);
  afterAll(async () => {
    for (const s of all) await s.stop().catch(() => undefined);
    await discord?.close();
    await store?.close();
    await server?.destroy();
  });

  it('each guild on its own process; every reminder sent once, every click applied once, across killed processes', async () => {
    const A = discord.guildId;
    const B = second.guildId;
    // Each process was told of its own guild only.
    expect(shards[0]!.guilds).toEqual([A]);
    expect(shards[1]!.guilds).toEqual([B]);

    const world = { discord, store, bot: { bot: { idle: async () => void (await Promise.all(shards.map((s) => s.idle()))) } } } as unknown as World;
    const clicks = new Set<string>();
    /** Where each interaction was sent: its guild (null: a DM). */
    const placeOf = new Map<string, string | null>();
    discord.subscribe((e) => {
      if (e.type !== 'interaction') return;
      if (e.interactionType === 3) clicks.add(e.interactionId);
      placeOf.set(e.interactionId, discord.channel(e.channelId)?.guild_id ?? null);
    });
    type Game = { users: ApiUser[]; thread: string; gameId: string; pick: () => number; eph: Map<string, string>; steps: number; due: number; extra: number };
    const games: Game[] = [];
    const table = [
      { guild: A, channel: discord.channelId, remind: true },
      { guild: B, channel: second.channelId, remind: true },
      { guild: B, channel: second.channelId, remind: false },
    ];
    for (const [k, g] of table.entries()) {
      const users = [discord.addUser(`s${k}a`, { guildIds: [g.guild] }), discord.addUser(`s${k}b`, { guildIds: [g.guild] })];
      if (g.remind) for (const u of users) await store.setPreferences(u.id, { reminderMinutes: 60 });
      const thread = await openGame(world, users, {}, g.channel);
      expect(discord.channel(thread)?.guild_id).toBe(g.guild);
      games.push({ users, thread, gameId: (await store.findByThread(thread))!.id, pick: rng(70 + k), eph: new Map(), steps: 0, due: 0, extra: 0 });
    }
    const reminding = games.slice(0, 2);
    const play = async (n: number) => {
      for (let i = 0; i < n; i++) {
        for (const g of games) if (await step(world, g.thread, g.users, g.pick, g.eph)) g.steps++;
      }
    };
    const reminders = (g: Game) => discord.messages(g.thread).filter((m) => /a reminder/.test(m.content)).length;
    const jobKey = async (g: Game) => {
      await until('a reminder job', async () => (await store.getReminder(g.gameId))?.jobKey != null);
      return (await store.getReminder(g.gameId))!.jobKey!;
    };
    /** Make each reminding game's pending reminder due now; wait until it has been posted. */
    const fallDue = async () => {
      for (const g of reminding) if (await store.timers.dueNow(await jobKey(g))) g.due++;
      for (const g of reminding) await until(`the reminder in ${g.thread}`, () => reminders(g) >= g.due);
      // Both processes poll every 300 ms: give a second firing every chance to happen.
      await new Promise((r) => setTimeout(r, 1500));
      await world.bot.bot.idle();
    };

    await play(4);
    // Private choices went by DM (shard 0): the second guild's games were played by both processes.
    expect(games.every((g) => g.steps === 4)).toBe(true);
    await fallDue();
    for (const g of reminding) expect(reminders(g)).toBe(1);

    // ── Kill a process that holds claimed timer jobs. Shard 0 stops taking jobs; shard 1 takes
    // both (one fetch), fires the first and hangs before marking it done (the second it holds
    // unfired). Then it is killed.
    const keys = await Promise.all(reminding.map(jobKey));
    shards[0]!.send({ t: 'timers', on: false });
    shards[1]!.send({ t: 'timers', on: false });
    await world.bot.bot.idle();
    for (const key of keys) expect(await store.timers.dueNow(key)).toBe(true);
    shards[1]!.send({ t: 'stall' });
    shards[1]!.send({ t: 'timers', on: true });
    await until('shard 1 to take both jobs and fire one', async () =>
      (await Promise.all(keys.map((k) => store.timers.state(k)))).every((s) => s === 'active') && reminding.reduce((n, g) => n + reminders(g), 0) === 3);
    await shards[1]!.kill();
    const fired = reminding.findIndex((g) => reminders(g) === 2);
    expect(fired).toBeGreaterThanOrEqual(0);
    for (const g of reminding) g.due++;
    await spawnShard(1);
    await discord.waitForBot();
    expect(shards[1]!.guilds).toEqual([B]);
    shards[0]!.send({ t: 'timers', on: true });
    // The held jobs expire (after 4 s) and wait to be retried (pg-boss's back-off): hurry them.
    for (const key of keys) {
      await until(`job ${key} to expire`, async () => (await store.timers.state(key)) === 'retry' || (await store.timers.state(key)) === 'completed');
      await store.timers.dueNow(key);
      await until(`job ${key} to run again`, async () => (await store.timers.state(key)) === 'completed');
    }
    for (const g of reminding) await until(`the reminder in ${g.thread}`, () => reminders(g) >= g.due);
    await new Promise((r) => setTimeout(r, 1500));
    await world.bot.bot.idle();
    for (const g of reminding) expect(reminders(g)).toBe(2);

    // ── Kill a process in the middle of publishing a move: the process that receives the next
    // click of the third game is killed as soon as the first message of its publish appears.
    const g3 = games[2]!;
    const dms = new Set(g3.users.map((u) => discord.dmChannelOf(u.id)).filter((c): c is string => c !== undefined));
    let armed: { interaction: string | null; target: Shard | null; killed: Promise<void> | null } = { interaction: null, target: null, killed: null };
    const off = discord.subscribe((e) => {
      if (e.type === 'interaction' && armed.interaction === null && (e.channelId === g3.thread || dms.has(e.channelId))) {
        armed.interaction = e.interactionId;
        armed.target = shards[placeOf.get(e.interactionId) === B ? 1 : 0]!;
      }
      if ((e.type === 'messageCreate' || e.type === 'messageUpdate') && armed.target && !armed.killed
        && (e.message.channel_id === g3.thread || dms.has(e.message.channel_id)) && !e.message.interaction_metadata) {
        armed.killed = armed.target.kill();
      }
    });
    let applied = false;
    for (let tries = 0; tries < 10 && !applied; tries++) {
      armed = { interaction: null, target: null, killed: null };
      // Returns at the click's acknowledgement, without waiting for the (killed) process.
      const quick = { ...world, bot: { bot: { idle: async () => undefined } } } as unknown as World;
      await step(quick, g3.thread, g3.users, g3.pick, g3.eph);
      // Until a message of the move appears (the process is killed) or the process is done with it.
      let done = false;
      if (armed.target) void armed.target.idle().then(() => { done = true; });
      await until('the publish to start', () => armed.killed !== null || done || !armed.target);
      if (!armed.killed) {
        // Nothing to post for this move (it continued a private panel): an ordinary move.
        await world.bot.bot.idle();
        g3.steps++;
        continue;
      }
      await armed.killed;
      const shard = armed.target!.shard;
      await spawnShard(shard);
      await discord.waitForBot();
      applied = true;
    }
    off();
    expect(applied).toBe(true);
    // The killed process had committed the move before it published (it is in the log once).
    await until('the game to be published', async () => (await store.listUnpublished()).length === 0);
    await world.bot.bot.idle();
    g3.steps++;

    // Play goes on in every game; another round of reminders.
    await play(3);
    await fallDue();
    await play(1);
    await world.bot.bot.idle();

    for (const g of reminding) {
      expect(g.due).toBe(3);
      expect(reminders(g)).toBe(3);
    }
    for (const g of games) {
      // Every click applied once: one stored input per move played, each under its own click's id.
      const log = await store.readLog(g.gameId);
      expect(log.length).toBe(g.steps);
      expect(new Set(log.map((r) => r.interactionId)).size).toBe(log.length);
      for (const r of log) expect(clicks.has(r.interactionId)).toBe(true);
      expect((await store.verify(g.gameId))!.ok).toBe(true);
      // No message posted twice, in the thread or in the players' DMs.
      expect(duplicatePosts(discord.messages(g.thread))).toEqual([]);
      for (const u of g.users) expect(duplicatePosts(discord.messages(discord.dmChannelOf(u.id) ?? ''))).toEqual([]);
    }
    // Each process received only its own guild's interactions (and shard 0 the DMs).
    for (const s of all) {
      for (const [id, guild] of s.interactions) {
        expect(guild).toBe(placeOf.get(id));
        expect(guild === null ? 0 : guild === A ? 0 : 1).toBe(s.shard);
      }
    }
    // Both processes applied clicks of the second guild's games (threads on 1, DMs on 0).
    expect(all.filter((s) => s.shard === 1).some((s) => s.interactions.size > 0)).toBe(true);
    expect(all.filter((s) => s.shard === 0).some((s) => [...s.interactions.values()].includes(null))).toBe(true);
  }, 900_000);
});

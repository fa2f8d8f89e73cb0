/**
 * Kill the bot and play on: the bot runs as a real child process (test/bot/restart-child.ts)
 * against the local Discord server of this process and a real database (PGlite folder or a
 * Postgres database). It is SIGKILLed at named crash points (src/crash-points.ts), restarted, and
 * the game is played on by clicking only what the bot posted — no undo, kick or join — to its end.
 * After every restart, what is posted is checked against what is stored (checkPosted).
 *
 * Used by test/bot/restart-*.test.ts (a few seeded kills) and scripts/kill-bot.ts (many).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { decodeId } from '../../src/app/custom-id.ts';
import { CRASH_POINTS, type CrashPoint } from '../../src/crash-points.ts';
import { openDecision } from '../../src/engine/index.ts';
import type { ApiMessage, ApiUser, LocalDiscord } from '../../src/sandbox/discord/index.ts';
import type { Store } from '../../src/store/index.ts';
import { openGame, step, type World } from './helpers.ts';
import { prng } from '../store/moves.ts';

const CHILD = fileURLToPath(new URL('./restart-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type Target = { databaseUrl?: string; dataDir?: string };
export interface KillSpec { point: CrashPoint; nth: number }
export { CRASH_POINTS, type CrashPoint };

/** What the child reads from its database about a thread's game. */
export interface Facts {
  gameId: string;
  status: string;
  seq: number;
  version: number;
  publishedVersion: number;
  decision: { seat: number; openedAt: number; secret: boolean; userId: string | null } | null;
  chapter: number;
  verified: boolean;
}

/** What the database holds for the game in a thread: positions and ids, nothing secret. */
export async function readFacts(store: Store, threadId: string): Promise<Facts | null> {
  const g = await store.findByThread(threadId);
  const game = g ? await store.loadGame(g.id) : null;
  if (!game) return null;
  const d = openDecision(game.state);
  return {
    gameId: game.id, status: game.status, seq: game.seq, version: game.version, publishedVersion: game.publishedVersion,
    decision: d ? { seat: d.seat, openedAt: d.openedAt, secret: d.secret === true, userId: game.seats[d.seat]?.userId ?? null } : null,
    chapter: game.state.chapter, verified: (await store.verify(game.id))?.ok === true,
  };
}

type FromChild =
  | { t: 'loaded' }
  | { t: 'ready' }
  | { t: 'idle' | 'armed'; id: number }
  | { t: 'inspect'; id: number; facts: Facts | null }
  | { t: 'fastforward'; id: number; seq: number };

/** One bot process. */
class BotProcess {
  readonly child: ChildProcess;
  readonly lines: string[] = [];
  stderr = '';
  dead = false;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly loaded: Promise<boolean>;
  readonly ready: Promise<boolean>;
  readonly #waiting = new Map<number, (m: FromChild | null) => void>();
  #n = 0;

  constructor(args: object) {
    this.child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(args)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    let buf = '';
    this.child.stdout!.setEncoding('utf8').on('data', (c: string) => {
      buf += c;
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        this.lines.push(buf.slice(0, nl));
        buf = buf.slice(nl + 1);
      }
    });
    this.child.stderr!.setEncoding('utf8').on('data', (c: string) => { this.stderr = (this.stderr + c).slice(-4000); });
    let onLoaded: (ok: boolean) => void = () => {};
    let onReady: (ok: boolean) => void = () => {};
    this.loaded = new Promise((r) => (onLoaded = r));
    this.ready = new Promise((r) => (onReady = r));
    this.child.on('message', (m: FromChild) => {
      if (m.t === 'loaded') onLoaded(true);
      else if (m.t === 'ready') onReady(true);
      else this.#waiting.get(m.id)?.(m);
    });
    this.exited = new Promise((resolve) => {
      this.child.on('exit', (code, signal) => {
        this.dead = true;
        onLoaded(false);
        onReady(false);
        for (const w of this.#waiting.values()) w(null);
        this.#waiting.clear();
        resolve({ code, signal });
      });
    });
  }

  go(crash: KillSpec[]): void {
    this.child.send({ t: 'go', crash });
  }

  #ask(msg: object): Promise<FromChild | null> {
    if (this.dead) return Promise.resolve(null);
    const id = ++this.#n;
    return new Promise((resolve) => {
      this.#waiting.set(id, (m) => {
        this.#waiting.delete(id);
        resolve(m);
      });
      this.child.send({ ...msg, id }, (err) => { if (err) this.#waiting.get(id)?.(null); });
    });
  }

  /** Resolves once nothing is in flight in the bot (true), or the process died (false). */
  async idle(): Promise<boolean> {
    return (await this.#ask({ t: 'idle' })) !== null;
  }

  async inspect(threadId: string): Promise<Facts | null> {
    const m = await this.#ask({ t: 'inspect', threadId });
    return m && m.t === 'inspect' ? m.facts : null;
  }

  /** Die at any of `crash`, counted from now (replaces the plan given at start). */
  async arm(crash: KillSpec[]): Promise<boolean> {
    return (await this.#ask({ t: 'arm', crash })) !== null;
  }

  /** Commit moves into the database as another process would, then let the bot's sweep publish them. */
  async fastForward(threadId: string, chapter: number, salt: string, leave = 35): Promise<number | null> {
    const m = await this.#ask({ t: 'fastforward', threadId, chapter, salt, leave });
    return m && m.t === 'fastforward' ? m.seq : null;
  }

  crashedAt(): string | null {
    const line = this.lines.find((l) => l.startsWith('CRASH '));
    return line ? line.slice(6) : null;
  }

  async kill(): Promise<void> {
    if (!this.dead) this.child.kill('SIGKILL');
    await this.exited;
  }
}

/** The bot, restartable; the next process is started ahead and waits, warm, until it is needed. */
export class BotRig {
  #current: BotProcess | null = null;
  #standby: BotProcess | null = null;
  #starts = 0;

  constructor(readonly discord: LocalDiscord, readonly target: Target, readonly seed: string) {}

  running(): boolean {
    return this.#current !== null && !this.#current.dead;
  }

  get current(): BotProcess {
    if (!this.#current) throw new Error('no bot process');
    return this.#current;
  }

  #spawn(): BotProcess {
    return new BotProcess({ target: this.target, api: this.discord.restBase, token: this.discord.botToken, seed: `${this.seed}-${this.#starts}` });
  }

  /**
   * Start a bot process that dies at any of `crash`: resolves once it is ready (its start-up
   * publishing done: true) or dead (false: it crashed while starting).
   */
  async start(crash: KillSpec[] = []): Promise<boolean> {
    if (this.#current && !this.#current.dead) throw new Error('a bot process is running');
    const p = this.#standby ?? this.#spawn();
    this.#standby = null;
    this.#starts++;
    if (!(await p.loaded)) throw new Error(`the bot process failed to load: ${p.stderr}`);
    this.#current = p;
    p.go(crash);
    this.#standby = this.#spawn();
    const ok = await p.ready;
    if (!ok && !p.crashedAt()) throw new Error(`the bot process died while starting: ${p.stderr}`);
    return ok;
  }

  /** Kill the running process (as an outage would) and wait until it is gone. */
  async kill(): Promise<void> {
    await this.#current?.kill();
  }

  async close(): Promise<void> {
    await this.#current?.kill();
    await this.#standby?.kill();
  }

  /** A World-shaped object for the e2e helpers (step, openGame): idle() asks the child. */
  world(): World {
    const bot = { bot: { idle: async () => void (await this.current.idle()) } };
    return { discord: this.discord, bot } as unknown as World;
  }
}

/* ------------------------------------------------------------------ checks */

const PANEL_KINDS = new Set(['o', 's', 'p', 't', 'h', 'b']);

function panelIds(m: ApiMessage, gameId: string): { k: string; seq?: number }[] {
  return (m.components as { components?: { custom_id?: unknown }[] }[])
    .flatMap((r) => r.components ?? [])
    .map((c) => decodeId(c.custom_id))
    .filter((x): x is NonNullable<typeof x> => x !== null && x.game === gameId && PANEL_KINDS.has(x.k))
    .map((x) => ({ k: x.k, ...('seq' in x ? { seq: x.seq } : {}) }));
}

const fingerprint = (m: ApiMessage) => JSON.stringify([m.content, m.components, m.embeds, m.attachments.map((a) => a.filename)]);

/** Two consecutive messages of the bot with the same content, components and files: posted twice. */
function adjacentDuplicates(msgs: ApiMessage[], botId: string): string[] {
  const mine = msgs.filter((m) => m.author.id === botId && !m.ephemeral_to);
  const out: string[] = [];
  for (let i = 1; i < mine.length; i++) {
    if (fingerprint(mine[i]!) === fingerprint(mine[i - 1]!)) out.push(`posted twice: ${mine[i]!.content.slice(0, 80) || mine[i]!.attachments.map((a) => a.filename).join(',')}`);
  }
  return out;
}

/**
 * Does what is posted follow from what is stored? Published up to the stored version; exactly one
 * live panel in the thread, for the open decision; a secret decision's DM panel (DMs open) for
 * that decision and no other live DM panel; nothing posted twice; the result once at the end.
 * Returns the problems found (none: all is well).
 */
export function checkPosted(discord: LocalDiscord, threadId: string, facts: Facts | null, users: ApiUser[], dmsClosed: ReadonlySet<string>): string[] {
  if (!facts) return ['no game in the thread'];
  const problems: string[] = [];
  const botId = discord.botUser.id;
  if (facts.publishedVersion !== facts.version) problems.push(`published ${facts.publishedVersion}, stored ${facts.version}`);
  if (!facts.verified) problems.push('the stored state is not the replay of its log');
  const thread = discord.messages(threadId);
  const live = thread.filter((m) => m.author.id === botId && !m.ephemeral_to && panelIds(m, facts.gameId).length);
  const d = facts.decision;
  if (d) {
    if (live.length !== 1) problems.push(`${live.length} live panels in the thread`);
    const ids = live.at(-1) ? panelIds(live.at(-1)!, facts.gameId) : [];
    if (d.secret) {
      if (!ids.some((x) => x.k === 't')) problems.push('the secret decision has no My turn button');
    } else if (!ids.some((x) => (x.k === 'o' || x.k === 's') && x.seq === d.openedAt)) {
      problems.push(`the live panel is not for the open decision (opened at ${d.openedAt}): ${JSON.stringify(ids)}`);
    }
    if (d.userId && !live.at(-1)?.content.includes(`<@${d.userId}>`)) problems.push('the live panel names someone else');
  } else {
    if (live.length) problems.push(`${live.length} live panels after the end`);
    const ends = thread.filter((m) => m.author.id === botId && /The game is over/.test(m.content)).length;
    if (facts.status === 'ended' && ends !== 1) problems.push(`${ends} end messages`);
  }
  problems.push(...adjacentDuplicates(thread, botId));
  for (const u of users) {
    const dm = discord.dmChannelOf(u.id);
    if (!dm) continue;
    const msgs = discord.messages(dm);
    problems.push(...adjacentDuplicates(msgs, botId).map((p) => `DM ${u.username}: ${p}`));
    const liveDm = msgs.filter((m) => panelIds(m, facts.gameId).length);
    const want = d?.secret && d.userId === u.id && !dmsClosed.has(u.id) ? 1 : 0;
    if (liveDm.length !== want) problems.push(`DM ${u.username}: ${liveDm.length} live panels, expected ${want}`);
    if (want && !panelIds(liveDm[0]!, facts.gameId).some((x) => x.seq === d!.openedAt)) problems.push(`DM ${u.username}: the live panel is not for the open decision`);
  }
  return problems;
}

/* -------------------------------------------------------------------- play */

export interface PlayOptions {
  players: 2 | 3 | 4;
  /** Commit moves straight into the database (no bot running) until this chapter, then restart the bot. */
  fastForwardToChapter?: number;
  /** Kills, in order: each bot process gets the next one (and the end-of-game one, if planned). */
  kills: KillSpec[];
  /** Seeds the clicks. */
  pickSeed: number;
  /**
   * Also SIGKILL the bot from outside at a random moment of some clicks: before each click with
   * probability `chance`, within `maxDelayMs` of it (a kill that lands after the bot went idle
   * is called off).
   */
  randomKills?: { chance: number; maxDelayMs: number };
  /** Collect problems instead of throwing at the first (the long script). */
  tolerant?: boolean;
  log?: (line: string) => void;
}

export interface PlayReport {
  kills: { point: string; problems: string[] }[];
  /** Planned kills that never happened (the game ended first). */
  missed: KillSpec[];
  steps: number;
  ended: boolean;
  problems: string[];
}

/** Play one game through the bot in `rig`, killing it as `opts.kills` says. The rig must be started. */
export async function playGame(rig: BotRig, opts: PlayOptions): Promise<PlayReport> {
  const { discord } = rig;
  const tag = `k${opts.players}-${opts.pickSeed}-${Math.random().toString(36).slice(2, 6)}`;
  const users = Array.from({ length: opts.players }, (_, i) => discord.addUser(`${tag}-${i}`, { dmsClosed: i === 1 }));
  const dmsClosed = new Set([users[1]!.id]);
  const pending = opts.kills.filter((k) => k.point !== 'publish:end');
  const atEnd = opts.kills.filter((k) => k.point === 'publish:end');
  const report: PlayReport = { kills: [], missed: [], steps: 0, ended: false, problems: [] };
  const w = rig.world();

  const fail = (what: string) => {
    if (!opts.tolerant) throw new Error(`${what}\n--- the bot's stderr:\n${rig.current.stderr.slice(-2000)}`);
    report.problems.push(what);
  };
  // Until the play begins, only a kill at "game begins" is armed (the fast-forward commits too).
  let playing = false;
  const plan = () => (playing ? [...pending.slice(0, 1), ...atEnd] : pending.slice(0, 1).filter((k) => k.point === 'publish:started'));

  let randomKill = false;
  /** After a death: restart (again, if it dies while starting) and check what it posted. */
  const recover = async (threadId: string | null) => {
    for (;;) {
      const p = rig.current;
      await p.exited;
      const point = p.crashedAt() ?? (randomKill ? 'random' : null);
      randomKill = false;
      if (!point) fail(`the bot died unplanned: ${p.stderr.slice(-500)}`);
      const planned = [...pending.slice(0, 1), ...atEnd].find((k) => k.point === point);
      if (planned) {
        pending.splice(pending.indexOf(planned), 1);
        if (atEnd.includes(planned)) atEnd.splice(atEnd.indexOf(planned), 1);
      }
      opts.log?.(`killed at ${point}`);
      const ok = await rig.start(plan());
      opts.log?.(`restarted (${ok ? 'ready' : 'died again'})`);
      const problems = threadId && ok ? checkPosted(discord, threadId, await rig.current.inspect(threadId), users, dmsClosed) : [];
      report.kills.push({ point: point ?? 'unplanned', problems });
      for (const pr of problems) fail(`after a kill at ${point}: ${pr}`);
      if (ok) return;
    }
  };

  // The lobby, through the bot. It may die at "game begins" if that kill comes first.
  if (rig.running()) await rig.current.arm(plan());
  else if (!(await rig.start(plan()))) throw new Error('the first bot process died while starting');
  const before = new Set(discord.threads().map((t) => t.id));
  opts.log?.('open the lobby');
  await openGame(w, users);
  opts.log?.('started');
  const threadId = discord.threads().find((t) => !before.has(t.id))?.id ?? null;
  if (!threadId) throw new Error('no thread was opened');
  if (rig.current.dead) await recover(threadId);

  if (opts.fastForwardToChapter) {
    // Moves committed as by another process that dies before publishing any of them; the sweep publishes them.
    const seq = await rig.current.fastForward(threadId, opts.fastForwardToChapter, `ff${opts.pickSeed}`);
    opts.log?.(`fast-forwarded to seq ${seq}`);
    if (rig.current.dead) await recover(threadId);
    const problems = checkPosted(discord, threadId, await rig.current.inspect(threadId), users, dmsClosed);
    for (const pr of problems) fail(`after the fast-forward: ${pr}`);
  }
  playing = true;
  await rig.current.arm(plan());

  const pick = prng(opts.pickSeed);
  const eph = new Map<string, string>();
  const chance = prng(opts.pickSeed + 1);
  for (; report.steps < 3000; report.steps++) {
    let info;
    let timer: NodeJS.Timeout | null = null;
    if (opts.randomKills && chance() < opts.randomKills.chance) {
      const p = rig.current;
      timer = setTimeout(() => {
        randomKill = true;
        p.child.kill('SIGKILL');
      }, Math.floor(chance() * opts.randomKills.maxDelayMs));
    }
    try {
      info = await step(w, threadId, users, pick, eph);
    } catch (e) {
      if (!rig.current.dead) throw e;
    } finally {
      if (timer) clearTimeout(timer);
    }
    if (randomKill && !rig.current.dead) await rig.current.exited; // it was on its way out
    if (rig.current.dead) {
      eph.clear();
      await recover(threadId);
      continue;
    }
    if (!info) break;
    if (report.steps % 20 === 0) opts.log?.(`step ${report.steps}`);
  }
  opts.log?.(`ended after ${report.steps} steps`);
  const facts = await rig.current.inspect(threadId);
  report.ended = facts?.status === 'ended';
  if (!report.ended) fail(`the game stopped before its end: ${JSON.stringify(facts)}`);
  for (const pr of checkPosted(discord, threadId, facts, users, dmsClosed)) fail(`at the end: ${pr}`);
  report.missed = [...pending, ...atEnd];
  return report;
}


/**
 * End-to-end helpers: the real bot (discord.js) against the local Discord-compatible server,
 * driven only through interactions, and a player that picks among the components the bot
 * actually posted.
 */
import { pino } from 'pino';
import { ArcsApp, cardLabel } from '../../src/app/games.ts';
import { isEventCard } from '../../src/engine/campaign/state.ts';
import { decodeId } from '../../src/app/custom-id.ts';
import { runBot, type RunningBot } from '../../src/bot/client.ts';
import { registerCommands } from '../../src/bot/register.ts';
import { closeRenderPool } from '../../src/render/pool.ts';
import { startLocalDiscord, type ApiMessage, type ApiUser, type InteractionHandle, type LocalDiscord, type LocalDiscordOptions } from '../../src/sandbox/discord/index.ts';
import { openStore, type Store } from '../../src/store/index.ts';

export interface World {
  discord: LocalDiscord;
  store: Store;
  bot: RunningBot;
  /** Restart the bot process (same database, same Discord). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startWorld(opts: { seed?: string; dataDir?: string; databaseUrl?: string; discord?: LocalDiscordOptions; logLines?: string[] } = {}): Promise<World> {
  const discord = await startLocalDiscord({ port: 0, ...opts.discord });
  const store = await openStore(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : { dataDir: opts.dataDir ?? 'memory://' });
  let n = 0;
  const makeApp = () => new ArcsApp(store, opts.seed ? { seed: () => `${opts.seed}-${n++}`, shuffle: (xs) => [...xs] } : {});
  await registerCommands({ token: discord.botToken, applicationId: discord.applicationId, guildId: discord.guildId, api: discord.restBase });
  const log = opts.logLines
    ? pino({ level: 'debug' }, { write: (line: string) => void opts.logLines!.push(line) })
    : pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const start = () => runBot({ token: discord.botToken, store, log, api: discord.restBase, app: makeApp() });
  const world: World = {
    discord, store, bot: await start(),
    restart: async () => {
      await world.bot.stop();
      world.bot = await start();
      await discord.waitForBot();
    },
    close: async () => {
      await world.bot.stop();
      await discord.close();
      await store.close();
      await closeRenderPool();
    },
  };
  await discord.waitForBot();
  return world;
}

/** Seeded picks, the same PRNG the store tests use. */
export { prng as rng } from '../store/moves.ts';

export interface Choice { kind: 'button' | 'select'; messageId: string; customId: string; values: string[] }

/** The answer components (buttons `o`, menus `s`) of a message, as the bot sent them. */
export function choicesOf(m: ApiMessage | undefined): Choice[] {
  if (!m) return [];
  const out: Choice[] = [];
  for (const row of m.components as { components?: Record<string, unknown>[] }[]) {
    for (const c of row.components ?? []) {
      const id = decodeId(c.custom_id);
      if (!id) continue;
      if (c.type === 2 && id.k === 'o') out.push({ kind: 'button', messageId: m.id, customId: String(c.custom_id), values: [] });
      if (c.type === 3 && id.k === 's') out.push({ kind: 'select', messageId: m.id, customId: String(c.custom_id), values: (c.options as { value: string }[]).map((o) => o.value) });
    }
  }
  return out;
}

export function buttonsOf(m: ApiMessage | undefined, kind: string): string[] {
  if (!m) return [];
  return (m.components as { components?: Record<string, unknown>[] }[]).flatMap((r) => r.components ?? [])
    .map((c) => String(c.custom_id ?? '')).filter((id) => decodeId(id)?.k === kind);
}

/**
 * Play a Discord interaction and wait until the bot has finished handling it: until the whole bot
 * is idle, or with `own` only until this interaction's handler (and the publish it runs) is done,
 * so games played at once do not wait for each other (the benchmark's concurrent run).
 */
export async function settle(w: World, h: Promise<InteractionHandle>, own = false): Promise<InteractionHandle> {
  const handle = await h;
  const ack = await handle.ack;
  if (ack.afterMs > 3000) throw new Error(`ack after ${ack.afterMs} ms`);
  if (own) await w.bot.bot.handled(handle.id);
  else await w.bot.bot.idle();
  return handle;
}

export async function slash(w: World, user: ApiUser, channelId: string, subcommand: string, values: Record<string, unknown> = {}): Promise<InteractionHandle> {
  return settle(w, w.discord.slash(user.id, channelId, { name: 'arcs', subcommand, values } as never));
}

/** Open a lobby with `users` (in `channelId`, default the server's #arcs), everyone joins, the first starts. Returns the thread id. */
export async function openGame(w: World, users: ApiUser[], values: Record<string, unknown> = {}, channelId = w.discord.channelId): Promise<string> {
  const before = new Set(w.discord.threads().map((t) => t.id));
  await slash(w, users[0]!, channelId, 'new', { players: users.length, order: 'joined', ...values });
  const thread = w.discord.threads().find((t) => !before.has(t.id));
  if (!thread) throw new Error('no thread was opened');
  const colours = ['red', 'blue', 'yellow', 'white'];
  for (const [i, u] of users.entries()) await slash(w, u, thread.id, 'join', { colour: colours[i] });
  await slash(w, users[0]!, thread.id, 'start');
  return thread.id;
}

/** The newest bot message in the thread that carries a turn panel (answer components or My turn). */
export function panel(w: World, threadId: string, viewer: string): ApiMessage | undefined {
  return w.discord.messages(threadId, { visibleTo: viewer }).filter((m) => !m.ephemeral_to && (choicesOf(m).length || buttonsOf(m, 't').length)).at(-1);
}

export interface StepInfo { user: ApiUser; private: boolean; via: 'thread' | 'dm' | 'ephemeral' }

/**
 * One move: find who is pinged on the current panel, find their choices (in the thread, in
 * their DMs, or behind the ephemeral My turn button when DMs are closed) and pick one at random.
 */
export async function step(w: World, threadId: string, users: ApiUser[], pick: () => number, ephemeralPanels: Map<string, string>, own = false): Promise<StepInfo | null> {
  const p = panel(w, threadId, users[0]!.id);
  if (!p) return null;
  const user = users.find((u) => p.content.includes(`<@${u.id}>`));
  if (!user) throw new Error(`panel names nobody: ${p.content}`);
  let choices = choicesOf(p);
  let via: StepInfo['via'] = 'thread';
  if (!choices.length) {
    // A private choice: the DM panel, or else the ephemeral one.
    const eph = ephemeralPanels.get(user.id);
    const em = eph ? w.discord.message(eph) : undefined;
    choices = choicesOf(em);
    via = 'ephemeral';
    if (!choices.length) {
      const dm = w.discord.dmChannelOf(user.id);
      const dmPanel = dm ? w.discord.messages(dm).filter((m) => choicesOf(m).length).at(-1) : undefined;
      choices = choicesOf(dmPanel);
      via = 'dm';
    }
    if (!choices.length) {
      const [turnButton] = buttonsOf(p, 't');
      const h = await settle(w, w.discord.click(user.id, p.id, turnButton!), own);
      const orig = h.original();
      if (orig) ephemeralPanels.set(user.id, orig.id);
      choices = choicesOf(orig ? w.discord.message(orig.id) ?? orig : undefined);
      via = 'ephemeral';
    }
    if (!choices.length) throw new Error(`no private choices for ${user.username}`);
  }
  const total = choices.reduce((n, c) => n + (c.kind === 'button' ? 1 : c.values.length), 0);
  let k = Math.floor(pick() * total);
  for (const c of choices) {
    const size = c.kind === 'button' ? 1 : c.values.length;
    if (k < size) {
      const h = c.kind === 'button' ? w.discord.click(user.id, c.messageId, c.customId) : w.discord.select(user.id, c.messageId, c.customId, [c.values[k]!]);
      const handle = await settle(w, h, own);
      const bad = handle.followups().find((f) => f.flags & 64);
      if (bad) throw new Error(`the bot refused a posted choice: ${bad.content}`);
      return { user, private: via !== 'thread', via };
    }
    k -= size;
  }
  throw new Error('unreachable');
}

/** Public text of a message: content, embeds, component labels, attachment names. */
export function publicText(m: ApiMessage): string {
  const comps = (m.components as { components?: Record<string, unknown>[] }[]).flatMap((r) => r.components ?? [])
    .flatMap((c) => [String(c.label ?? ''), String(c.placeholder ?? ''), ...((c.options as { label: string }[] | undefined) ?? []).map((o) => o.label)]);
  return [m.content, JSON.stringify(m.embeds), ...comps, ...m.attachments.map((a) => a.filename)].join('\n');
}

/**
 * Hidden cards of every seat (labels as the bot writes them), from the stored state. Campaign Event
 * cards are left out: all three read "Event card", words the public rules text uses too.
 */
export async function hiddenCards(w: World, threadId: string): Promise<Map<number, string[]>> {
  const g = await w.store.findByThread(threadId);
  const loaded = g ? await w.store.loadGame(g.id) : null;
  const out = new Map<number, string[]>();
  for (const p of loaded?.state.players ?? []) out.set(p.seat, p.hand.filter((c) => !isEventCard(c)).map(cardLabel));
  return out;
}

/** A thread of its own for a game a test stores directly: a lobby is opened, then let go of its thread. */
export async function freeThread(w: World, host: ApiUser): Promise<string> {
  const before = new Set(w.discord.threads().map((t) => t.id));
  await slash(w, host, w.discord.channelId, 'new', { players: 2 });
  const thread = w.discord.threads().find((t) => !before.has(t.id))!.id;
  const lobby = (await w.store.findByThread(thread))!;
  await w.store.setStatus(lobby.id, 'abandoned');
  await w.store.setLocation(lobby.id, { threadId: null });
  return thread;
}

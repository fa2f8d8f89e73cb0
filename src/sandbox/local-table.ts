// The local table: `npm start` with no DISCORD_TOKEN. Starts the local Discord-compatible
// server (src/sandbox/discord) and the web page (src/sandbox/web) that lets one person play every
// seat in a browser. The bot connects to the local server exactly as it would to Discord.
import type { ApiChannel, ApiMessage, InteractionHandle, LocalDiscord } from './discord/harness.ts';
import { startLocalDiscord } from './discord/index.ts';
import { startWebServer, type ActionOutcome, type TableBackend, type TableChannel, type WebServer } from './web/server.ts';

export interface LocalTableOptions {
  /**
   * Web page address. Default: `tableHost()` — `ARCS_TABLE_HOST` when the operator set it, else
   * 127.0.0.1 (loopback only: anyone who can reach the page can act as any seat).
   */
  host?: string;
  /** Web page port. Default `ARCS_TABLE_PORT` or 8787; when taken, a free port is used instead. 0 = any free port. */
  port?: number;
  /** The people sitting at the table (guild members). Default Ada, Brook, Cass, Dev. */
  people?: string[];
  /** Print "Local table: <url>" on stdout once the page is up. Default true. */
  announce?: boolean;
  /** Debug log of the local Discord server (requests, gateway frames). */
  log?: (line: string) => void;
}

export interface LocalTable {
  /** The page's URL, e.g. http://127.0.0.1:8787/ */
  url: string;
  /** REST base of the local Discord server: give it to discord.js as `rest.api` (see clientOptions()). */
  restBase: string;
  /** The token the bot logs in with. */
  botToken: string;
  /** The bot's application id (for registering commands). */
  applicationId: string;
  /** The local guild's id (register guild commands here, like DISCORD_DEV_GUILD_ID). */
  guildId: string;
  /** `{ rest: { api: restBase } }` — spread into discord.js ClientOptions. */
  clientOptions(): { rest: { api: string } };
  /** The local Discord server itself (for tests). */
  discord: LocalDiscord;
  /** Stops the web page and the local Discord server. */
  close(): Promise<void>;
}

/**
 * The address the local table listens on: loopback, unless the operator opted in to another one
 * by setting `ARCS_TABLE_HOST` themselves (nothing in this project sets it for them: not the
 * Dockerfile, not compose.yaml). Anyone who can reach the page can act as any seat.
 */
export function tableHost(env: Readonly<Record<string, string | undefined>>): string {
  const h = env.ARCS_TABLE_HOST?.trim();
  return h ? h : '127.0.0.1';
}

/** 127.0.0.0/8, ::1 and localhost. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

const DEFAULT_PEOPLE = ['Ada', 'Brook', 'Cass', 'Dev'];
const DEFAULT_PORT = 8787;

/**
 * Starts the local Discord-compatible server and the local table web page.
 *
 * Prints one line, `Local table: <url>` (unless `announce: false`); the caller (src/main.ts) need
 * not print the URL again. The caller then logs the bot in with `botToken` and
 * `clientOptions()` and calls `close()` on shutdown (after destroying the client).
 */
export async function startLocalTable(opts: LocalTableOptions = {}): Promise<LocalTable> {
  const discord = await startLocalDiscord({ guildName: 'Local table', channelNames: ['arcs'], ...(opts.log ? { log: opts.log } : {}) });
  // The first person is a server admin, like whoever owns a real server.
  (opts.people ?? DEFAULT_PEOPLE).forEach((name, i) => discord.addUser(name, { admin: i === 0 }));

  const host = opts.host ?? tableHost(process.env);
  const envPort = process.env.ARCS_TABLE_PORT ? Number(process.env.ARCS_TABLE_PORT) : undefined;
  const port = opts.port ?? (envPort !== undefined && Number.isInteger(envPort) ? envPort : DEFAULT_PORT);
  const backend = discordBackend(discord);
  let web: WebServer;
  try {
    web = await startWebServer({ backend, host, port });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) {
      await discord.close();
      throw e;
    }
    web = await startWebServer({ backend, host, port: 0 });
  }
  // Inside a container the page listens on 0.0.0.0; print an address a browser can open.
  const url = web.url.replace('//0.0.0.0:', '//127.0.0.1:').replace('//[::]:', '//127.0.0.1:');
  if (opts.announce !== false) {
    process.stdout.write(`Local table: ${url}\n`);
    if (!isLoopback(host)) {
      process.stdout.write(`The local table listens on ${host} (ARCS_TABLE_HOST): anyone who can reach this address can act as any seat.\n`);
    }
  }

  return {
    url,
    restBase: discord.restBase,
    botToken: discord.botToken,
    applicationId: discord.applicationId,
    guildId: discord.guildId,
    clientOptions: () => discord.clientOptions(),
    discord,
    async close() {
      await web.close();
      await discord.close();
    },
  };
}

/** How long the page waits for the bot's first answer to an interaction (Discord allows 3 s). */
const ACK_WAIT_MS = 3500;

/** The local Discord server as the web page's backend. */
export function discordBackend(discord: LocalDiscord): TableBackend {
  const pending = new Map<string, { handle: InteractionHandle; at: number }>();

  async function outcome(h: InteractionHandle): Promise<ActionOutcome> {
    for (const [id, p] of pending) if (Date.now() - p.at > 15 * 60_000) pending.delete(id);
    let ack;
    try {
      ack = await Promise.race([
        h.ack,
        new Promise<never>((_, fail) => setTimeout(() => fail(new Error('interaction not acknowledged')), ACK_WAIT_MS).unref()),
      ]);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      throw new Error(msg.startsWith('interaction not acknowledged')
        ? 'This interaction failed: the bot did not answer in time.'
        : `This interaction failed: ${msg}`, { cause: e });
    }
    if (ack.type === 9) {
      pending.set(h.id, { handle: h, at: Date.now() });
      return { interactionId: h.id, modal: ack.data ?? {} };
    }
    return { interactionId: h.id };
  }

  const botName = () => discord.botUser.global_name ?? discord.botUser.username;

  return {
    guildName: () => discord.guildName,
    users: () => discord.users().map((u) => ({ id: u.id, name: u.global_name ?? u.username })),
    addUser: (name) => {
      const u = discord.addUser(name);
      return { id: u.id, name: u.global_name ?? u.username };
    },
    channelsFor: (userId) => discord.channelsFor(userId).map((c) => toTableChannel(c, botName())),
    messages: (channelId, userId) => discord.messages(channelId, { visibleTo: userId }).map((m) => forPage(m, discord.baseUrl)),
    commands: () => discord.registeredCommands(),
    slash: async (userId, channelId, data) => outcome(await discord.slash(userId, channelId, { ...data, strict: true })),
    autocomplete: async (userId, channelId, data) => {
      const h = await discord.autocomplete(userId, channelId, data);
      try {
        await Promise.race([h.ack, new Promise((_, fail) => setTimeout(() => fail(new Error('timeout')), ACK_WAIT_MS).unref())]);
      } catch {
        return [];
      }
      return h.choices() ?? [];
    },
    click: async (userId, _channelId, messageId, customId) => outcome(await discord.click(userId, messageId, customId)),
    select: async (userId, _channelId, messageId, customId, values) => outcome(await discord.select(userId, messageId, customId, values)),
    submitModal: async (userId, openerId, fields) => {
      const p = pending.get(openerId);
      if (!p || p.handle.userId !== userId) throw new Error('That form has expired; do it again.');
      pending.delete(openerId);
      return outcome(await discord.submitModal(userId, p.handle, fields));
    },
    botConnected: () => discord.botConnected(),
    subscribe: (listener) => discord.subscribe((e) => {
      // Typing and an interaction's acknowledgement show nothing by themselves (what the bot
      // posts or edits in answer comes as its own event).
      if (e.type === 'typing' || e.type === 'interaction' || e.type === 'ack') return;
      // A post, an edit or a deletion goes to the pages of those who see it as it is (pushed).
      const sees = (channelId: string, userId: string) => discord.channelsFor(userId).some((c) => c.id === channelId);
      if (e.type === 'messageCreate' || e.type === 'messageUpdate') {
        const m = e.message;
        listener({
          channelId: m.channel_id,
          message: forPage(m, discord.baseUrl),
          visibleTo: (userId) => (m.ephemeral_to === undefined || m.ephemeral_to === userId) && sees(m.channel_id, userId),
        });
      } else if (e.type === 'messageDelete') {
        listener({ channelId: e.channelId, deletedId: e.messageId, visibleTo: (userId) => sees(e.channelId, userId) });
      } else listener();
    }),
    file: async (path) => discord.file(path),
  };
}

function toTableChannel(c: ApiChannel, botName: string): TableChannel {
  const kind = c.type === 1 ? 'dm' : c.type === 11 || c.type === 12 ? 'thread' : 'text';
  return {
    id: c.id,
    name: kind === 'dm' ? botName : (c.name ?? c.id),
    kind,
    ...(c.parent_id ? { parentId: c.parent_id } : {}),
    ...(c.topic ? { topic: c.topic } : {}),
  };
}

/**
 * Attachments (and embed images pointing at them) are served through the page's own /files/
 * route, so the browser needs to reach one address only (the page's; e.g. from outside a container).
 */
function forPage(m: ApiMessage, baseUrl: string): ApiMessage & { id: string } {
  const prefix = `${baseUrl.replace(/\/$/, '')}/attachments/`;
  const text = JSON.stringify(m);
  // `m` is already the server's copy: most messages point at no attachment and go out as they are.
  return text.includes(prefix) ? JSON.parse(text.replaceAll(prefix, '/files/')) as ApiMessage : m;
}

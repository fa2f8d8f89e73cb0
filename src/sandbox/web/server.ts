// The local table's web server: static files for the page, the web components it draws
// messages with (served from node_modules — the page works offline), and a small JSON + SSE API
// over a TableBackend (the local Discord-compatible server, seen as one person at a time).
//
// Privacy: every read names the person (`as`) and the server answers only with what Discord
// would show that person: the server's channels and threads, their own DM channel, and only the
// ephemeral messages addressed to them. The page never receives another seat's DMs.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { trace, traceSince, tracing } from '../trace.ts';
import { parseSlash, SlashParseError, type Command, type SlashData } from './slash.ts';

export interface TableUser { id: string; name: string }
export interface TableChannel {
  id: string;
  name: string;
  kind: 'text' | 'thread' | 'dm';
  parentId?: string;
  topic?: string;
}

/**
 * What changed: only the messages of one channel. When the backend says which message and who
 * sees it, the page server pushes it to the pages open as those people (issue 21: click to
 * visible without a round trip).
 */
export interface TableChange {
  channelId: string;
  /** The message posted or edited, as the page draws it. */
  message?: DiscordMessage;
  /** The id of the message deleted. */
  deletedId?: string;
  /** Whether `userId` sees `message` (or the channel of `deletedId`). Required with either. */
  visibleTo?(userId: string): boolean;
}

/** Discord API message object (as the REST API returns it); the page draws it as Discord would. */
export type DiscordMessage = Record<string, unknown> & { id: string };

/**
 * What happened to an interaction the page sent, once the bot acknowledged it (or did not).
 * `modal`: the bot answered with a form (Discord's modal); the page shows it and submits it
 * with `submitModal(openerId = interactionId)`.
 */
export interface ActionOutcome {
  interactionId?: string;
  modal?: Record<string, unknown>;
}

/** What the page needs from the local Discord-compatible server. */
export interface TableBackend {
  guildName(): string;
  /** The people who can be played (not bots). */
  users(): TableUser[];
  addUser(name: string): Promise<TableUser> | TableUser;
  /** Channels `userId` can see, in sidebar order: text channels, each followed by its threads, then their DM. */
  channelsFor(userId: string): Promise<TableChannel[]> | TableChannel[];
  /** Messages of a channel as `userId` sees them (ephemeral ones only if addressed to them), oldest first. */
  messages(channelId: string, userId: string): Promise<DiscordMessage[]> | DiscordMessage[];
  /** The bot's registered application commands (global and guild). */
  commands(): Promise<Command[]> | Command[];
  slash(userId: string, channelId: string, data: SlashData): Promise<ActionOutcome>;
  click(userId: string, channelId: string, messageId: string, customId: string): Promise<ActionOutcome>;
  select(userId: string, channelId: string, messageId: string, customId: string, values: string[]): Promise<ActionOutcome>;
  /** Autocomplete choices for the focused option of `data` (Discord's command box suggestions). */
  autocomplete?(userId: string, channelId: string, data: SlashData): Promise<{ name: string; value: string | number }[]>;
  /** Submits the modal that the interaction `openerId` opened; `fields` maps text input custom_id → value. */
  submitModal?(userId: string, openerId: string, fields: Record<string, string | string[]>): Promise<ActionOutcome>;
  /** Whether the bot is connected (the page shows a notice while it is not). */
  botConnected?(): boolean;
  /**
   * Calls `listener` whenever anything visible may have changed; returns an unsubscribe function.
   * `change.channelId`: only messages of that channel changed (else anything may have).
   */
  subscribe(listener: (change?: TableChange) => void): () => void;
  /** Resolves a URL path under /files/ (attachments) to bytes, when attachments are proxied. */
  file?(path: string): Promise<{ body: Uint8Array; type: string } | undefined>;
}

export interface WebServerOptions {
  backend: TableBackend;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

export interface WebServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = join(here, 'public');
const require = createRequire(import.meta.url);

/** Packages the page imports (see the import map in index.html). */
const VENDOR = ['lit', 'lit-html', 'lit-element', '@lit/reactive-element', '@lit/context', '@skyra/discord-components-core'] as const;
const vendorRoots = new Map<string, string>();

function packageRoot(name: string): string {
  const cached = vendorRoots.get(name);
  if (cached) return cached;
  // Resolve from the skyra package so nested copies (if npm did not hoist them) are found too.
  const from = name === '@skyra/discord-components-core' ? require : createRequire(require.resolve('@skyra/discord-components-core'));
  let dir = dirname(from.resolve(name));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (pkg.name === name) break;
    } catch { /* keep walking up */ }
    const up = dirname(dir);
    if (up === dir) throw new Error(`cannot find the package folder of ${name}`);
    dir = up;
  }
  vendorRoots.set(name, dir);
  return dir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
};

async function sendFile(res: ServerResponse, root: string, rel: string): Promise<void> {
  const file = resolve(root, normalize(rel).replace(/^([/\\])+/, ''));
  if (file !== root && !file.startsWith(root + sep)) return notFound(res);
  try {
    const s = await stat(file);
    if (!s.isFile()) return notFound(res);
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    res.end(body);
  } catch {
    notFound(res);
  }
}

function notFound(res: ServerResponse): void {
  json(res, 404, { ok: false, error: 'not found' });
}

/** Sends `body` as JSON; returns its length in characters. */
function json(res: ServerResponse, status: number, body: unknown): number {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
  return text.length;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > 256 * 1024) throw new Error('request too large');
    chunks.push(c as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  const parsed: unknown = text ? JSON.parse(text) : {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('expected a JSON object');
  return parsed as Record<string, unknown>;
}

function str(body: Record<string, unknown>, key: string): string {
  const v = body[key];
  if (typeof v !== 'string' || v === '') throw new BadRequest(`missing ${key}`);
  return v;
}

class BadRequest extends Error {}

export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const { backend } = opts;
  /** Open event streams. */
  const sse = new Set<ServerResponse>();
  /**
   * A page's event stream (by the id the page gave it) and the person the page last read the
   * state as: the messages that person sees are pushed on it as they are posted or edited.
   */
  const streams = new Map<string, { res: ServerResponse | null; as: string | null }>();
  // Counts the changes: the state a page reads and each message pushed carry it, so the page can
  // tell a read that left before a push from one that came after it.
  let version = 0;
  // What a person sees of a channel, kept until the next change: both pages (and the badges of
  // every person and channel, below) ask for the same lists after each change, and building one
  // copies the whole channel (bench:table: click to visible).
  // A change to one channel's messages (most changes: a post, an edit) drops only that channel's
  // lists: the unread counts of every person's other channels are read from the lists kept.
  let lists = new Map<string, Map<string, Promise<DiscordMessage[]>>>();
  const messagesOf = (channelId: string, userId: string): Promise<DiscordMessage[]> => {
    let byUser = lists.get(channelId);
    if (!byUser) lists.set(channelId, (byUser = new Map()));
    let list = byUser.get(userId);
    if (!list) byUser.set(userId, (list = Promise.resolve(backend.messages(channelId, userId))));
    return list;
  };
  const unsubscribe = backend.subscribe((change) => {
    version++;
    if (change) lists.delete(change.channelId);
    else lists = new Map();
    const pushed = change?.visibleTo && (change.message || change.deletedId) ? change : null;
    let text: string | null = null;
    if (pushed) {
      for (const { res, as } of streams.values()) {
        if (!res || !as || !pushed.visibleTo!(as)) continue;
        text ??= JSON.stringify({ version, channelId: pushed.channelId, ...(pushed.message ? { message: pushed.message } : { deletedId: pushed.deletedId }) });
        res.write(`event: push\ndata: {"as":${JSON.stringify(as)},${text.slice(1)}\n\n`);
      }
    }
    for (const res of sse) res.write(`event: change\ndata: {"version":${version}${pushed ? ',"pushed":true' : ''}}\n\n`);
    trace(() => `page server: change ${change?.channelId ?? 'all'} sent to ${sse.size} pages${text ? ' with its message' : ''}`);
  });

  // Unread counts, as Discord shows them: messages a person can see in a channel since they last
  // looked at it (a person who never opened a channel has seen none of it).
  const seen = new Map<string, number>();
  async function unread(userId: string, channelId: string): Promise<number> {
    const n = (await messagesOf(channelId, userId)).length;
    return Math.max(0, n - (seen.get(`${userId}/${channelId}`) ?? 0));
  }

  /**
   * The red dot on a person, as Discord's badge: their unread direct messages and the unread
   * messages that ping them (a game pings only its players), not every new line in the server.
   */
  async function attention(userId: string): Promise<number> {
    let n = 0;
    for (const c of await backend.channelsFor(userId)) {
      const fresh = (await messagesOf(c.id, userId)).slice(seen.get(`${userId}/${c.id}`) ?? 0);
      n += c.kind === 'dm' ? fresh.length : fresh.filter((m) => pings(m, userId)).length;
    }
    return n;
  }

  async function resolveView(asParam: string | null, channelParam: string | null) {
    const users = backend.users();
    const me = users.find((u) => u.id === asParam) ?? users[0];
    if (!me) throw new BadRequest('nobody is at the table yet');
    const channels = await backend.channelsFor(me.id);
    // Default: the newest thread (the game in progress), else the first channel.
    const channel = channels.find((c) => c.id === channelParam)
      ?? [...channels].reverse().find((c) => c.kind === 'thread') ?? channels[0];
    return { users, me, channels, channel };
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<unknown> {
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /api/trace': {
        if (!tracing()) return notFound(res);
        return json(res, 200, { ok: true, trace: traceSince(Number(url.searchParams.get('since') ?? 0)) });
      }
      case 'GET /api/state': {
        trace(`page server: state asked (${url.searchParams.get('as') ?? ''})`);
        const at = version;
        const { users, me, channels, channel } = await resolveView(url.searchParams.get('as'), url.searchParams.get('channel'));
        const streamId = url.searchParams.get('stream');
        if (streamId) {
          const st = streams.get(streamId);
          if (st) st.as = me.id;
          else if (streams.size < 1000) streams.set(streamId, { res: null, as: me.id });
        }
        const messages = channel ? await messagesOf(channel.id, me.id) : [];
        const commands = await backend.commands();
        if (channel) seen.set(`${me.id}/${channel.id}`, messages.length);
        const withUnread = await Promise.all(channels.map(async (c) => ({ ...c, unread: await unread(me.id, c.id) })));
        const others = await Promise.all(users.map(async (u) => {
          if (u.id === me.id) return { ...u, unread: 0 };
          return { ...u, unread: await attention(u.id) };
        }));
        const size = json(res, 200, {
          ok: true, version: at, guildName: backend.guildName(), as: me.id, users: others, channels: withUnread,
          channel: channel?.id ?? '', messages, commands, botConnected: backend.botConnected?.() ?? true,
        });
        trace(`page server: state answered (${me.id}, ${size} characters, ${messages.length} messages)`);
        return;
      }
      case 'GET /api/events': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
        res.write('retry: 1000\n\n');
        sse.add(res);
        // `stream`: the page's id for this stream; the state it reads names the person whose
        // new and edited messages are pushed here (only what they may see).
        const streamId = url.searchParams.get('stream');
        if (streamId) {
          const st = streams.get(streamId);
          if (st) st.res = res;
          else streams.set(streamId, { res, as: null });
        }
        req.on('close', () => {
          sse.delete(res);
          if (streamId && streams.get(streamId)?.res === res) streams.delete(streamId);
        });
        return;
      }
      case 'POST /api/slash': {
        const body = await readBody(req);
        const { me, channel } = await resolveView(str(body, 'as'), str(body, 'channel'));
        if (!channel || channel.id !== body.channel) throw new BadRequest('that channel is not visible to this person');
        const users = backend.users();
        const data = parseSlash(str(body, 'text'), await backend.commands(), (t) => lookupUser(users, t));
        return json(res, 200, { ok: true, ...(await backend.slash(me.id, channel.id, data)) });
      }
      case 'POST /api/autocomplete': {
        const body = await readBody(req);
        const { me, channel } = await resolveView(str(body, 'as'), str(body, 'channel'));
        if (!channel || channel.id !== body.channel || !backend.autocomplete) return json(res, 200, { ok: true, choices: [] });
        const users = backend.users();
        let data: SlashData;
        try {
          data = parseSlash(str(body, 'text'), await backend.commands(), (t) => lookupUser(users, t), { focusLast: true });
        } catch {
          return json(res, 200, { ok: true, choices: [] });
        }
        if (!JSON.stringify(data).includes('"focused":true')) return json(res, 200, { ok: true, choices: [] });
        return json(res, 200, { ok: true, choices: await backend.autocomplete(me.id, channel.id, data) });
      }
      case 'POST /api/click': {
        const body = await readBody(req);
        const { me, channel } = await resolveView(str(body, 'as'), str(body, 'channel'));
        if (!channel || channel.id !== body.channel) throw new BadRequest('that channel is not visible to this person');
        return json(res, 200, { ok: true, ...(await backend.click(me.id, channel.id, str(body, 'messageId'), str(body, 'customId'))) });
      }
      case 'POST /api/select': {
        const body = await readBody(req);
        const { me, channel } = await resolveView(str(body, 'as'), str(body, 'channel'));
        if (!channel || channel.id !== body.channel) throw new BadRequest('that channel is not visible to this person');
        const values = body.values;
        if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) throw new BadRequest('values must be strings');
        return json(res, 200, { ok: true, ...(await backend.select(me.id, channel.id, str(body, 'messageId'), str(body, 'customId'), values as string[])) });
      }
      case 'POST /api/modal': {
        const body = await readBody(req);
        const { me } = await resolveView(str(body, 'as'), null);
        if (me.id !== body.as) throw new BadRequest('unknown person');
        const fields = body.fields;
        const isValue = (v: unknown) => typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'));
        if (typeof fields !== 'object' || fields === null || Array.isArray(fields) || !Object.values(fields).every(isValue)) {
          throw new BadRequest('fields must map ids to strings or lists of strings');
        }
        if (!backend.submitModal) throw new BadRequest('forms are not supported here');
        return json(res, 200, { ok: true, ...(await backend.submitModal(me.id, str(body, 'interactionId'), fields as Record<string, string | string[]>)) });
      }
      case 'POST /api/users': {
        const body = await readBody(req);
        const name = str(body, 'name').trim().slice(0, 32);
        if (!name) throw new BadRequest('a name is needed');
        const user = await backend.addUser(name);
        return json(res, 200, { ok: true, user });
      }
      default:
        return notFound(res);
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const path = decodeURIComponent(url.pathname);
    const done = (async () => {
      if (path.startsWith('/api/')) return handleApi(req, res, url);
      if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res);
      if (path === '/' || path === '/index.html') return sendFile(res, publicDir, 'index.html');
      if (path.startsWith('/static/')) return sendFile(res, publicDir, path.slice('/static/'.length));
      if (path.startsWith('/vendor/')) {
        const rest = path.slice('/vendor/'.length);
        const pkg = VENDOR.find((p) => rest.startsWith(`${p}/`));
        if (!pkg) return notFound(res);
        return sendFile(res, packageRoot(pkg), rest.slice(pkg.length + 1));
      }
      if (path.startsWith('/files/') && backend.file) {
        trace(`page server: file asked ${path}`);
        const f = await backend.file(path.slice('/files/'.length));
        if (!f) return notFound(res);
        res.writeHead(200, { 'content-type': f.type, 'cache-control': 'max-age=3600' });
        res.end(f.body);
        trace(`page server: file sent (${f.body.byteLength} bytes)`);
        return;
      }
      if (path === '/healthz') {
        // Healthy when the bot is connected to the local Discord server (Docker HEALTHCHECK).
        const bot = backend.botConnected?.() ?? true;
        return json(res, bot ? 200 : 503, { ok: bot, botConnected: bot });
      }
      return notFound(res);
    })();
    done.catch((e: unknown) => {
      const status = e instanceof BadRequest || e instanceof SlashParseError || e instanceof SyntaxError ? 400 : 500;
      const message = e instanceof Error ? e.message : String(e);
      if (!res.headersSent) json(res, status, { ok: false, error: message });
      else res.end();
    });
  });

  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, host, () => ok());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
  return {
    url,
    server,
    async close() {
      unsubscribe();
      for (const res of sse) res.end();
      streams.clear();
      sse.clear();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

/** Whether a message pings `userId`: its `mentions` (the pings Discord delivered), else its text. */
function pings(m: DiscordMessage, userId: string): boolean {
  if (Array.isArray(m['mentions'])) return (m['mentions'] as { id?: string }[]).some((u) => u.id === userId);
  return typeof m['content'] === 'string' && new RegExp(`<@!?${userId}>`).test(m['content']);
}

function lookupUser(users: TableUser[], text: string): string | undefined {
  const t = text.replace(/^<@!?(\d+)>$/, '$1').replace(/^@/, '').toLowerCase();
  return users.find((u) => u.id === t || u.name.toLowerCase() === t)?.id;
}

// The local Discord-compatible server: state (guilds, channels, threads, DMs, messages,
// commands, interactions), the REST API v10 subset discord.js 14 uses, the gateway (./gateway.ts)
// and the harness (./harness.ts) that plays the humans.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Gateway, Intent, ownsGuild, type GatewaySession } from './gateway.ts';
import {
  CallbackType,
  MessageFlag,
  type ApiAttachment,
  type ApiChannel,
  type ApiCommand,
  type ApiCommandOption,
  type ApiMessage,
  type ApiUser,
  type InjectedFailure,
  type InteractionAck,
  type InteractionDataOption,
  type InteractionHandle,
  type LocalDiscord,
  type LocalDiscordEvent,
  type LocalDiscordOptions,
  type RateLimitConfig,
  type RequestRecord,
  type SlashInput,
  type Snowflake,
} from './harness.ts';
import { loadFile, loadSnapshot, saveFile, saveSnapshot, type Snapshot } from './persist.ts';
import { snowflake, compareSnowflakes } from './snowflake.ts';
import { trace } from '../trace.ts';
import { transcript } from './transcript.ts';
import { errorTree, isEmptyMessage, validateChoices, validateMessage, validateModal, walkComponents } from './validate.ts';

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const clone = <T>(v: T): T => structuredClone(v);
const nowIso = (): string => new Date().toISOString();

/** A Discord JSON error. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly code: number, message: string, readonly errors?: Json) {
    super(message);
  }
}

const unknownChannel = () => new ApiError(404, 10003, 'Unknown Channel');
const unknownMessage = () => new ApiError(404, 10008, 'Unknown Message');
const unknownUser = () => new ApiError(404, 10013, 'Unknown User');
const unknownMember = () => new ApiError(404, 10007, 'Unknown Member');
const unknownGuild = () => new ApiError(404, 10004, 'Unknown Guild');
const unknownInteraction = () => new ApiError(404, 10062, 'Unknown interaction');
const unknownWebhook = () => new ApiError(404, 10015, 'Unknown Webhook');
const badForm = (message: string, errors?: Json) => new ApiError(400, 50035, message === '' ? 'Invalid Form Body' : message, errors);

// Permission bits (https://discord.com/developers/docs/topics/permissions).
const bit = (n: number): bigint => 1n << BigInt(n);
const EVERYONE_PERMS = [0, 6, 10, 11, 14, 15, 16, 18, 26, 31, 35, 36, 38].reduce((a, n) => a | bit(n), 0n);
const ALL_PERMS = bit(51) - 1n;

const ChannelType = { GuildText: 0, DM: 1, PublicThread: 11, PrivateThread: 12 } as const;
const isThread = (c: ApiChannel) => c.type === ChannelType.PublicThread || c.type === ChannelType.PrivateThread;

interface Member {
  user: ApiUser;
  joinedAt: string;
  admin: boolean;
  dmsClosed: boolean;
}

/** A guild: its members (user id → when they joined; the bot is in every guild) and its Admin role. */
interface GuildRec {
  id: string;
  name: string;
  adminRoleId: string;
  members: Map<string, string>;
}

interface UploadedFile {
  index: number;
  filename: string;
  type: string;
  body: Uint8Array;
}

interface Req {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Json | null;
  files: UploadedFile[];
  authorized: boolean;
}

interface Res {
  status: number;
  body?: unknown;
}

type Handler = (req: Req, m: string[]) => Res | Promise<Res>;

interface StoredFile {
  /** Null when persisted and not yet read back from `dataDir`. */
  body: Uint8Array | null;
  type: string;
}

class Interaction implements InteractionHandle {
  readonly createdAt = Date.now();
  acked: InteractionAck | null = null;
  expired = false;
  originalId: string | undefined;
  readonly followupIds: string[] = [];
  choiceList: { name: string; value: string | number }[] | undefined;
  modalData: Json | undefined;
  modalSubmitted = false;
  /** The last error answered to this interaction's callback, for the timeout message. */
  lastError: string | undefined;
  readonly ack: Promise<InteractionAck>;
  resolveAck!: (a: InteractionAck) => void;
  rejectAck!: (e: Error) => void;
  timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly server: LocalDiscordServer,
    readonly id: string,
    readonly token: string,
    readonly type: number,
    readonly userId: string,
    readonly channelId: string,
    readonly payload: Json,
    /** For component and modal interactions from a message: that message. */
    readonly sourceMessageId: string | undefined,
  ) {
    this.ack = new Promise<InteractionAck>((resolve, reject) => {
      this.resolveAck = resolve;
      this.rejectAck = reject;
    });
    this.ack.catch(() => undefined); // a test that never awaits `ack` must not see an unhandled rejection
  }

  original(): ApiMessage | undefined {
    return this.originalId ? this.server.message(this.originalId) : undefined;
  }
  followups(): ApiMessage[] {
    return this.followupIds.map((id) => this.server.message(id)).filter((m): m is ApiMessage => m !== undefined);
  }
  choices(): { name: string; value: string | number }[] | undefined {
    return this.choiceList ? clone(this.choiceList) : undefined;
  }
  modal(): Record<string, unknown> | undefined {
    return this.modalData ? clone(this.modalData) : undefined;
  }
  async settled(opts: { quietMs?: number; timeoutMs?: number } = {}): Promise<void> {
    const ack = await this.ack;
    if (ack.type === CallbackType.DeferredChannelMessageWithSource) {
      // A deferred reply is finished only when the "thinking…" message is edited, replaced or deleted.
      await this.server.waitFor(() => {
        const m = this.original();
        return m === undefined || (m.flags & MessageFlag.Loading) === 0;
      }, { timeoutMs: opts.timeoutMs ?? 10_000, what: `the deferred reply of interaction ${this.id}` });
    }
    await this.server.idle(opts);
  }
}

export class LocalDiscordServer implements LocalDiscord {
  baseUrl = '';
  restBase = '';
  gatewayUrl = '';
  readonly botToken: string;
  readonly applicationId: string;
  readonly botUser: ApiUser;
  readonly guildId: string;
  readonly guildName: string;
  readonly channelId: string;

  private readonly http: Server;
  private readonly gateway: Gateway;
  private readonly ackTimeoutMs: number;
  private readonly log: (line: string) => void;
  /** Every user (the bot and the humans); guild membership is in `guildRecs`. */
  private readonly members = new Map<string, Member>();
  /** The guilds, the first (`guildId`) the default. */
  private readonly guildRecs = new Map<string, GuildRec>();
  private readonly humans: string[] = [];
  private readonly chans = new Map<string, ApiChannel>();
  private readonly threadMembers = new Map<string, Map<string, string>>();
  private readonly msgsByChannel = new Map<string, ApiMessage[]>();
  private readonly msgs = new Map<string, ApiMessage>();
  private readonly dms = new Map<string, string>();
  private readonly files = new Map<string, StoredFile>();
  private readonly globalCommands = new Map<string, ApiCommand>();
  private readonly guildCommands = new Map<string, ApiCommand>();
  private readonly interactions = new Map<string, Interaction>();
  private readonly listeners = new Set<(e: LocalDiscordEvent) => void>();
  private readonly requestLog: RequestRecord[] = [];
  private readonly buckets = new Map<string, { count: number; resetAt: number; hash: string }>();
  private readonly failures: (InjectedFailure & { left: number })[] = [];
  /** enforce_nonce: "<channel>:<author>:<nonce>" → the message created with it, and when. */
  private readonly nonces = new Map<string, { id: string; at: number }>();
  private rateLimit: RateLimitConfig | null;
  private inflight = 0;
  private lastActivity = Date.now();
  private readonly routes: [string, RegExp, Handler][];
  private readonly sockets = new Set<import('node:net').Socket>();
  private readonly dataDir: string | undefined;
  private restoredBaseUrl: string | undefined;
  private saveTimer: NodeJS.Timeout | undefined;
  private unsavedSince = 0;

  constructor(private readonly opts: LocalDiscordOptions = {}) {
    this.ackTimeoutMs = opts.ackTimeoutMs ?? 3000;
    this.rateLimit = opts.rateLimit ?? null;
    this.log = opts.log ?? (process.env['LOCAL_DISCORD_DEBUG'] ? (l) => console.error(`[local-discord] ${l}`) : () => undefined);
    this.dataDir = opts.dataDir;
    const snap = opts.dataDir ? loadSnapshot(opts.dataDir) : undefined;
    if (snap) {
      this.applicationId = snap.applicationId;
      this.botUser = snap.botUser;
      this.botToken = snap.botToken;
      this.guildId = snap.guildId;
      this.guildName = snap.guildName;
      this.channelId = snap.channelId;
      this.restore(snap);
    } else {
      this.applicationId = snowflake();
      this.botUser = { id: this.applicationId, username: opts.botName ?? 'Arcs', global_name: null, discriminator: '0000', avatar: null, bot: true };
      this.botToken = `${Buffer.from(this.applicationId).toString('base64url')}.${randomBytes(4).toString('base64url')}.${randomBytes(20).toString('base64url')}`;
      this.members.set(this.botUser.id, { user: this.botUser, joinedAt: nowIso(), admin: true, dmsClosed: false });
      if (opts.guildId !== undefined && !/^\d{15,20}$/.test(opts.guildId)) throw new Error(`guildId ${opts.guildId} is not a snowflake`);
      this.guildId = opts.guildId ?? snowflake();
      this.guildName = opts.guildName ?? 'Local server';
      this.channelId = this.newGuild(this.guildId, this.guildName, opts.channelNames);
    }
    this.gateway = new Gateway({
      token: this.botToken,
      heartbeatIntervalMs: opts.heartbeatIntervalMs ?? 41250,
      resumeUrl: () => this.gatewayUrl,
      defaultGuildId: this.guildId,
      readyPayload: (session) => this.readyPayload(session),
      onIdentify: (session) => {
        for (const g of this.guildRecs.values()) if (ownsGuild(session, g.id)) this.gateway.sendDispatch(session, 'GUILD_CREATE', this.guildCreatePayload(g.id));
      },
      members: (guildId, query, ids, limit) => this.memberQuery(guildId, query, ids, limit),
      onConnectionChange: () => this.emit(this.botConnected() ? { type: 'botConnected' } : { type: 'botDisconnected' }),
      log: this.log,
    });
    this.http = createServer((req, res) => void this.onHttp(req, res));
    this.http.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    this.http.on('upgrade', (req, socket, head) => {
      if ((req.url ?? '').startsWith('/gateway')) this.gateway.handleUpgrade(req, socket, head);
      else socket.destroy();
    });
    this.routes = this.buildRoutes();
  }

  async listen(port: number, host: string): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.http.once('error', reject);
      this.http.listen(port, host, () => {
        this.http.off('error', reject);
        this.http.on('error', (err) => this.log(`http server error: ${err.message}`));
        resolve();
      });
    });
    const addr = this.http.address() as AddressInfo;
    const h = host.includes(':') ? `[${host}]` : host;
    this.baseUrl = `http://${h}:${addr.port}`;
    this.restBase = `${this.baseUrl}/api`;
    this.gatewayUrl = `ws://${h}:${addr.port}/gateway`;
    // Restored messages point at the previous run's address: move their attachment URLs here.
    const old = this.restoredBaseUrl;
    if (old && old !== this.baseUrl) {
      for (const [id, m] of this.msgs) {
        const moved = JSON.parse(JSON.stringify(m).split(old).join(this.baseUrl)) as ApiMessage;
        Object.assign(m, moved);
        this.msgs.set(id, m);
      }
      for (const c of this.chans.values()) {
        if (!isThread(c)) continue;
        const starter = this.msgs.get(c.id);
        if (starter?.thread) starter.thread = clone(c);
      }
    }
    this.scheduleSave();
  }

  /** Users, channels, threads, messages, commands from a snapshot (constructor only). */
  private restore(snap: Snapshot): void {
    this.restoredBaseUrl = snap.baseUrl;
    for (const m of snap.members) this.members.set(m.user.id, { ...m });
    this.humans.push(...snap.humans);
    for (const c of snap.channels) this.chans.set(c.id, c);
    for (const [id, list] of snap.threadMembers) this.threadMembers.set(id, new Map(list));
    for (const [channelId, list] of snap.messages) {
      this.msgsByChannel.set(channelId, list);
      for (const m of list) this.msgs.set(m.id, m);
    }
    for (const c of snap.channels) if (!this.msgsByChannel.has(c.id)) this.msgsByChannel.set(c.id, []);
    for (const [u, c] of snap.dms) this.dms.set(u, c);
    for (const [id, type] of snap.files) this.files.set(id, { body: null, type });
    for (const c of snap.globalCommands) this.globalCommands.set(c.id, c);
    for (const c of snap.guildCommands) this.guildCommands.set(c.id, c);
    // A state saved before several guilds: one guild, every user a member.
    const guilds = snap.guilds ?? [{ id: snap.guildId, name: snap.guildName, adminRoleId: snap.adminRoleId, members: snap.members.map((m) => [m.user.id, m.joinedAt] as [string, string]) }];
    for (const g of guilds) this.guildRecs.set(g.id, { id: g.id, name: g.name, adminRoleId: g.adminRoleId, members: new Map(g.members) });
  }

  private snapshot(): Snapshot {
    return {
      version: 1, baseUrl: this.baseUrl, applicationId: this.applicationId, botToken: this.botToken, botUser: this.botUser,
      guildId: this.guildId, guildName: this.guildName, adminRoleId: this.guildRec(this.guildId).adminRoleId, channelId: this.channelId,
      guilds: [...this.guildRecs.values()].map((g) => ({ id: g.id, name: g.name, adminRoleId: g.adminRoleId, members: [...g.members] })),
      members: [...this.members.values()], humans: this.humans, channels: [...this.chans.values()],
      threadMembers: [...this.threadMembers].map(([id, m]) => [id, [...m]]),
      messages: [...this.msgsByChannel], dms: [...this.dms], files: [...this.files].map(([id, f]) => [id, f.type]),
      globalCommands: [...this.globalCommands.values()], guildCommands: [...this.guildCommands.values()],
    };
  }

  /** Saves the snapshot soon (coalescing bursts of changes) when `dataDir` is set. */
  /**
   * Saving writes the whole model at once (synchronously): it waits for a burst of changes (one
   * bot reply posts and edits several messages) to be over, 150 ms of quiet, so it does not hold
   * up the burst itself, but never more than a second after the first unsaved change.
   */
  private scheduleSave(): void {
    if (!this.dataDir) return;
    const now = Date.now();
    if (this.saveTimer) clearTimeout(this.saveTimer);
    else this.unsavedSince = now;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      this.saveNow();
    }, Math.max(0, Math.min(150, this.unsavedSince + 1000 - now)));
    this.saveTimer.unref();
  }

  private saveNow(): void {
    if (!this.dataDir) return;
    try {
      saveSnapshot(this.dataDir, this.snapshot());
    } catch (err) {
      this.log(`could not save state: ${String(err)}`);
    }
  }

  clientOptions(): { rest: { api: string } } {
    return { rest: { api: this.restBase } };
  }

  // ── people ─────────────────────────────────────────────────────────────────

  addUser(name: string, opts: { dmsClosed?: boolean; admin?: boolean; guildIds?: Snowflake[] } = {}): ApiUser {
    const guildIds = opts.guildIds ?? [this.guildId];
    for (const g of guildIds) this.guildRec(g);
    const username = name.toLowerCase().replace(/[^a-z0-9_.]/g, '') || 'user';
    const user: ApiUser = { id: snowflake(), username, global_name: name, discriminator: '0', avatar: null };
    this.members.set(user.id, { user, joinedAt: nowIso(), admin: opts.admin ?? false, dmsClosed: opts.dmsClosed ?? false });
    this.humans.push(user.id);
    this.emit({ type: 'userAdd', user: clone(user) });
    for (const g of guildIds) this.joinGuild(user.id, g);
    return clone(user);
  }

  joinGuild(userId: Snowflake, guildId: Snowflake): void {
    const g = this.guildRec(guildId);
    if (!this.members.has(userId)) throw new Error(`unknown user ${userId}`);
    if (g.members.has(userId)) return;
    g.members.set(userId, nowIso());
    this.gateway.dispatch('GUILD_MEMBER_ADD', { ...this.memberPayload(userId, guildId), guild_id: guildId }, Intent.GuildMembers);
    this.scheduleSave();
  }

  addGuild(opts: { name?: string; id?: Snowflake; channelNames?: string[] } = {}): { guildId: Snowflake; guildName: string; channelId: Snowflake } {
    if (opts.id !== undefined && !/^\d{15,20}$/.test(opts.id)) throw new Error(`guildId ${opts.id} is not a snowflake`);
    const id = opts.id ?? snowflake();
    if (this.guildRecs.has(id)) throw new Error(`guild ${id} exists`);
    const name = opts.name ?? `Local server ${this.guildRecs.size + 1}`;
    const channelId = this.newGuild(id, name, opts.channelNames);
    // The bot joins it: the shard that owns it hears of it, as on Discord.
    for (const session of this.gateway.live()) if (ownsGuild(session, id)) this.gateway.sendDispatch(session, 'GUILD_CREATE', this.guildCreatePayload(id));
    this.scheduleSave();
    return { guildId: id, guildName: name, channelId };
  }

  guilds(): { guildId: Snowflake; guildName: string; channelId: Snowflake }[] {
    return [...this.guildRecs.values()].map((g) => ({ guildId: g.id, guildName: g.name, channelId: this.textChannels(g.id)[0]?.id ?? '' }));
  }

  users(): ApiUser[] {
    return this.humans.map((id) => clone(this.members.get(id)!.user));
  }

  user(id: Snowflake): ApiUser | undefined {
    const m = this.members.get(id);
    return m ? clone(m.user) : undefined;
  }

  setDmsClosed(userId: Snowflake, closed: boolean): void {
    const m = this.members.get(userId);
    if (!m) throw new Error(`unknown user ${userId}`);
    m.dmsClosed = closed;
    this.scheduleSave();
  }

  // ── channels ───────────────────────────────────────────────────────────────

  addTextChannel(name: string, guildId: Snowflake = this.guildId): ApiChannel {
    const ch = this.newTextChannel(name, this.guildRec(guildId).id);
    this.gateway.dispatch('CHANNEL_CREATE', clone(ch), Intent.Guilds);
    this.emit({ type: 'channelCreate', channel: clone(ch) });
    return clone(ch);
  }

  channels(): ApiChannel[] {
    const out: ApiChannel[] = [];
    for (const c of this.textChannels()) {
      out.push(clone(c));
      out.push(...this.threads(c.id));
    }
    return out;
  }

  threads(parentId?: Snowflake): ApiChannel[] {
    return [...this.chans.values()]
      .filter((c) => isThread(c) && (parentId === undefined || c.parent_id === parentId))
      .sort((a, b) => compareSnowflakes(a.id, b.id))
      .map(clone);
  }

  channel(id: Snowflake): ApiChannel | undefined {
    const c = this.chans.get(id);
    return c ? clone(c) : undefined;
  }

  channelsFor(userId: Snowflake): ApiChannel[] {
    const out: ApiChannel[] = [];
    for (const c of this.textChannels()) {
      if (!this.canSee(userId, c)) continue; // a guild they are not in
      out.push(clone(c));
      for (const t of this.threads(c.id)) if (this.canSee(userId, t)) out.push(t);
    }
    const dm = this.dms.get(userId);
    if (dm) out.push(clone(this.chans.get(dm)!));
    return out;
  }

  dmChannelOf(userId: Snowflake): Snowflake | undefined {
    return this.dms.get(userId);
  }

  // ── messages ───────────────────────────────────────────────────────────────

  messages(channelId: Snowflake, opts: { visibleTo?: Snowflake; all?: boolean } = {}): ApiMessage[] {
    const ch = this.chans.get(channelId);
    if (!ch) return [];
    if (opts.visibleTo !== undefined && !opts.all && !this.canSee(opts.visibleTo, ch)) return [];
    return (this.msgsByChannel.get(channelId) ?? [])
      .filter((m) => m.ephemeral_to === undefined || opts.all || m.ephemeral_to === opts.visibleTo)
      .map(clone);
  }

  transcript(channelId: Snowflake, opts: { visibleTo?: Snowflake; all?: boolean } = {}): string {
    return transcript(this.messages(channelId, opts), (id) => {
      const u = this.members.get(id)?.user;
      return u ? (u.global_name ?? u.username) : id;
    });
  }

  message(messageId: Snowflake): ApiMessage | undefined {
    const m = this.msgs.get(messageId);
    return m ? clone(m) : undefined;
  }

  say(userId: Snowflake, channelId: Snowflake, content: string): ApiMessage {
    const member = this.members.get(userId);
    if (!member) throw new Error(`unknown user ${userId}`);
    const ch = this.chans.get(channelId);
    if (!ch || !this.canSee(userId, ch)) throw new Error(`user ${userId} cannot see channel ${channelId}`);
    return clone(this.createMessage(ch, member.user, { content }, []));
  }

  file(path: string): { body: Uint8Array; type: string } | undefined {
    const parts = path.split('/');
    const id = parts[1];
    const f = id ? this.files.get(id) : undefined;
    if (!f || !id) return undefined;
    if (!f.body && this.dataDir) f.body = loadFile(this.dataDir, id) ?? null;
    return f.body ? { body: f.body, type: f.type } : undefined;
  }

  // ── interactions ───────────────────────────────────────────────────────────

  async slash(userId: Snowflake, channelId: Snowflake, input: SlashInput): Promise<InteractionHandle> {
    return this.commandInteraction(2, userId, channelId, input);
  }

  async autocomplete(userId: Snowflake, channelId: Snowflake, input: SlashInput): Promise<InteractionHandle> {
    return this.commandInteraction(4, userId, channelId, input);
  }

  async click(userId: Snowflake, messageId: Snowflake, customId: string): Promise<InteractionHandle> {
    const { msg, component } = this.findComponent(userId, messageId, customId);
    if (component['type'] !== 2) throw new Error(`component ${customId} on message ${messageId} is not a button`);
    return this.componentInteraction(userId, msg, { custom_id: customId, component_type: 2 });
  }

  async select(userId: Snowflake, messageId: Snowflake, customId: string, values: string[]): Promise<InteractionHandle> {
    const { msg, component } = this.findComponent(userId, messageId, customId);
    const type = component['type'] as number;
    if (![3, 5, 6, 7, 8].includes(type)) throw new Error(`component ${customId} on message ${messageId} is not a select menu`);
    const min = typeof component['min_values'] === 'number' ? component['min_values'] : 1;
    const max = typeof component['max_values'] === 'number' ? component['max_values'] : 1;
    if (values.length < min || values.length > max) throw new Error(`select ${customId} takes ${min}..${max} values, got ${values.length}`);
    if (new Set(values).size !== values.length) throw new Error(`select ${customId}: duplicate values`);
    const data: Json = { custom_id: customId, component_type: type, values };
    if (type === 3) {
      const allowed = new Set((component['options'] as Json[] | undefined ?? []).map((o) => o['value']));
      const bad = values.filter((v) => !allowed.has(v));
      if (bad.length > 0) throw new Error(`select ${customId} has no option ${bad.join(', ')}`);
    } else {
      data['resolved'] = this.resolveIds(values, type === 8 ? 'channel' : type === 6 ? 'role' : 'user', this.chans.get(msg.channel_id)?.guild_id ?? null);
    }
    return this.componentInteraction(userId, msg, data);
  }

  async submitModal(userId: Snowflake, opener: InteractionHandle, fields: Record<string, string | string[]>): Promise<InteractionHandle> {
    const modal = opener.modal();
    if (!modal) throw new Error(`interaction ${opener.id} did not open a modal`);
    if (opener.userId !== userId) throw new Error('only the user who opened the modal can submit it');
    const openerRec = opener as Interaction;
    if (openerRec.modalSubmitted) throw new Error(`the modal of interaction ${opener.id} was already submitted`);
    const rows = (Array.isArray(modal['components']) ? modal['components'] : []) as Json[];
    const seen = new Set<string>();
    const input = (c: Json): Json => {
      const id = String(c['custom_id']);
      seen.add(id);
      const given = fields[id];
      if (c['type'] !== 4) {
        // A select menu inside a modal (string, user, role, mentionable, channel).
        const values = given === undefined ? [] : Array.isArray(given) ? given : [given];
        const min = typeof c['min_values'] === 'number' ? c['min_values'] : c['required'] === false ? 0 : 1;
        const max = typeof c['max_values'] === 'number' ? c['max_values'] : 1;
        if (values.length < min || values.length > max) throw new Error(`modal select ${id} takes ${min}..${max} values, got ${values.length}`);
        if (c['type'] === 3) {
          const allowed = new Set(((c['options'] as Json[] | undefined) ?? []).map((o) => o['value']));
          const bad = values.filter((v) => !allowed.has(v));
          if (bad.length > 0) throw new Error(`modal select ${id} has no option ${bad.join(', ')}`);
        }
        return { type: c['type'], custom_id: id, values };
      }
      if (Array.isArray(given)) throw new Error(`modal input ${id} takes one string`);
      const value = given ?? String(c['value'] ?? '');
      const chars = [...value].length;
      if (c['required'] !== false && chars === 0) throw new Error(`modal input ${id} is required`);
      if (chars > 0 && typeof c['min_length'] === 'number' && chars < c['min_length']) throw new Error(`modal input ${id} needs at least ${c['min_length']} characters`);
      if (typeof c['max_length'] === 'number' && chars > c['max_length']) throw new Error(`modal input ${id} takes at most ${c['max_length']} characters`);
      return { type: c['type'], custom_id: id, value };
    };
    const components = rows.map((row) => {
      if (isObj(row['component'])) return { type: row['type'], id: row['id'], component: input(row['component']) };
      const inner = (Array.isArray(row['components']) ? row['components'] : []) as Json[];
      return { type: row['type'], components: inner.map(input) };
    });
    for (const k of Object.keys(fields)) if (!seen.has(k)) throw new Error(`modal ${String(modal['custom_id'])} has no input ${k}`);
    const source = openerRec.sourceMessageId;
    const msg = source ? this.msgs.get(source) : undefined;
    const handle = await this.dispatchInteraction(5, userId, opener.channelId, { custom_id: modal['custom_id'], components }, msg);
    openerRec.modalSubmitted = true;
    return handle;
  }

  async forge(userId: Snowflake, input: { type: number; data: Record<string, unknown>; messageId?: Snowflake; channelId?: Snowflake }): Promise<InteractionHandle> {
    if (input.messageId !== undefined) {
      const msg = this.msgs.get(input.messageId);
      if (!msg) throw new Error(`no message ${input.messageId}`);
      if (msg.ephemeral_to !== undefined && msg.ephemeral_to !== userId) throw new Error(`message ${input.messageId} is ephemeral for someone else`);
      return this.dispatchInteraction(input.type, userId, msg.channel_id, clone(input.data), msg);
    }
    if (input.channelId === undefined) throw new Error('forge needs a messageId or a channelId');
    return this.dispatchInteraction(input.type, userId, input.channelId, clone(input.data), undefined);
  }

  redeliver(handle: InteractionHandle): void {
    const it = this.interactions.get(handle.id);
    if (!it) throw new Error(`unknown interaction ${handle.id}`);
    this.lastActivity = Date.now();
    this.gateway.dispatch('INTERACTION_CREATE', it.payload);
  }

  registeredCommands(): ApiCommand[] {
    return [...this.globalCommands.values(), ...this.guildCommands.values()].map(clone);
  }

  // ── observation & control ──────────────────────────────────────────────────

  subscribe(listener: (event: LocalDiscordEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every guild is served by a live session of its shard. */
  botConnected(): boolean {
    const live = this.gateway.live();
    return [...this.guildRecs.keys()].every((g) => live.some((session) => ownsGuild(session, g)));
  }

  async waitForBot(timeoutMs = 10_000): Promise<void> {
    await this.waitFor(() => this.botConnected(), { timeoutMs, what: 'a bot to connect' });
  }

  async waitFor<T>(fn: () => T | undefined | null | false, opts: { timeoutMs?: number; what?: string } = {}): Promise<T> {
    const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
    for (;;) {
      const v = fn();
      if (v !== undefined && v !== null && v !== false) return v;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${opts.what ?? 'a condition'}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  async idle(opts: { quietMs?: number; timeoutMs?: number } = {}): Promise<void> {
    const quiet = opts.quietMs ?? 50;
    await this.waitFor(() => {
      const pending = [...this.interactions.values()].some((i) => !i.acked && !i.expired);
      return this.inflight === 0 && !pending && Date.now() - this.lastActivity >= quiet;
    }, { timeoutMs: opts.timeoutMs ?? 10_000, what: 'the server to go quiet' });
  }

  requests(): RequestRecord[] {
    return this.requestLog.map((r) => ({ ...r }));
  }

  setRateLimit(config: RateLimitConfig | null): void {
    this.rateLimit = config;
    this.buckets.clear();
  }

  failNext(failure: InjectedFailure): void {
    this.failures.push({ ...failure, left: failure.times ?? 1 });
  }

  dropGateway(code = 4000): void {
    this.gateway.drop(code);
  }

  async close(): Promise<void> {
    for (const i of this.interactions.values()) clearTimeout(i.timer);
    if (this.saveTimer) {
      clearTimeout(this.saveTimer);
      this.saveTimer = undefined;
      this.saveNow();
    }
    await this.gateway.close();
    await new Promise<void>((resolve) => {
      this.http.close(() => resolve());
      for (const s of this.sockets) s.destroy();
    });
  }

  // ── internals: model ───────────────────────────────────────────────────────

  private emit(event: LocalDiscordEvent): void {
    trace(() => `discord: ${event.type}${'message' in event ? ` ${event.message.id}${event.message.attachments.length ? ` (${event.message.attachments.length} files)` : ''}` : ''}`);
    if (!['interaction', 'ack', 'typing', 'botConnected', 'botDisconnected'].includes(event.type)) this.scheduleSave();
    for (const l of this.listeners) {
      try {
        l(event);
      } catch (err) {
        this.log(`listener threw: ${String(err)}`);
      }
    }
  }

  /** A guild with the bot as its member and its text channels (default ['arcs']); returns the first channel. */
  private newGuild(id: string, name: string, channelNames?: string[]): string {
    this.guildRecs.set(id, { id, name, adminRoleId: snowflake(), members: new Map([[this.botUser.id, nowIso()]]) });
    const names = channelNames && channelNames.length > 0 ? channelNames : ['arcs'];
    let first = '';
    for (const n of names) {
      const ch = this.newTextChannel(n, id);
      if (first === '') first = ch.id;
    }
    return first;
  }

  private guildRec(id: string): GuildRec {
    const g = this.guildRecs.get(id);
    if (!g) throw unknownGuild();
    return g;
  }

  private inGuild(userId: string, guildId: string | null | undefined): boolean {
    return guildId ? this.guildRecs.get(guildId)?.members.has(userId) ?? false : false;
  }

  private newTextChannel(name: string, guildId: string): ApiChannel {
    const ch: ApiChannel = {
      id: snowflake(), type: ChannelType.GuildText, guild_id: guildId, name, position: this.textChannels(guildId).length,
      parent_id: null, topic: null, nsfw: false, last_message_id: null, rate_limit_per_user: 0, permission_overwrites: [], flags: 0,
    };
    this.chans.set(ch.id, ch);
    this.msgsByChannel.set(ch.id, []);
    return ch;
  }

  /** Text channels of one guild, or of every guild (guild by guild), in position order. */
  private textChannels(guildId?: string): ApiChannel[] {
    const order = [...this.guildRecs.keys()];
    return [...this.chans.values()].filter((c) => c.type === ChannelType.GuildText && (guildId === undefined || c.guild_id === guildId))
      .sort((a, b) => order.indexOf(a.guild_id ?? '') - order.indexOf(b.guild_id ?? '') || (a.position ?? 0) - (b.position ?? 0));
  }

  private guildThreads(guildId: string): ApiChannel[] {
    return this.threads().filter((t) => t.guild_id === guildId);
  }

  private canSee(userId: string, ch: ApiChannel): boolean {
    if (ch.type === ChannelType.DM) return this.dms.get(userId) === ch.id || userId === this.botUser.id;
    if (ch.type === ChannelType.PrivateThread) return userId === this.botUser.id || (this.threadMembers.get(ch.id)?.has(userId) ?? false);
    return this.inGuild(userId, ch.guild_id);
  }

  private permissionsOf(userId: string): string {
    return (this.members.get(userId)?.admin ? ALL_PERMS : EVERYONE_PERMS).toString();
  }

  private memberPayload(userId: string, guildId: string, withPermissions = false): Json {
    const m = this.members.get(userId);
    const g = this.guildRecs.get(guildId);
    const joinedAt = g?.members.get(userId);
    if (!m || !g || joinedAt === undefined) throw unknownMember();
    return {
      user: clone(m.user), nick: null, avatar: null, banner: null, roles: m.admin ? [g.adminRoleId] : [], joined_at: joinedAt,
      premium_since: null, deaf: false, mute: false, flags: 0, pending: false, communication_disabled_until: null,
      ...(withPermissions ? { permissions: this.permissionsOf(userId) } : {}),
    };
  }

  private rolesPayload(guildId: string): Json[] {
    const g = this.guildRec(guildId);
    const role = (id: string, name: string, permissions: bigint, position: number) => ({
      id, name, color: 0, colors: { primary_color: 0, secondary_color: null, tertiary_color: null }, hoist: false, icon: null,
      unicode_emoji: null, position, permissions: permissions.toString(), managed: false, mentionable: false, flags: 0,
    });
    return [role(g.id, '@everyone', EVERYONE_PERMS, 0), role(g.adminRoleId, 'Admin', bit(3) | ALL_PERMS, 1)];
  }

  private guildObject(guildId: string): Json {
    const g = this.guildRec(guildId);
    return {
      id: g.id, name: g.name, icon: null, splash: null, discovery_splash: null, owner_id: this.botUser.id,
      afk_channel_id: null, afk_timeout: 300, verification_level: 0, default_message_notifications: 1, explicit_content_filter: 0,
      roles: this.rolesPayload(g.id), emojis: [], stickers: [], features: [], mfa_level: 0, application_id: null, system_channel_id: null,
      system_channel_flags: 0, rules_channel_id: null, max_members: 500000, vanity_url_code: null, description: null, banner: null,
      premium_tier: 0, premium_subscription_count: 0, preferred_locale: 'en-US', public_updates_channel_id: null, nsfw_level: 0,
      premium_progress_bar_enabled: false, safety_alerts_channel_id: null, max_video_channel_users: 25, max_stage_video_channel_users: 50,
    };
  }

  private guildCreatePayload(guildId: string): Json {
    const g = this.guildRec(guildId);
    const members = [...g.members.keys()].map((id) => this.memberPayload(id, g.id));
    return {
      ...this.guildObject(g.id), joined_at: g.members.get(this.botUser.id)!, large: false, unavailable: false,
      member_count: members.length, voice_states: [], members, presences: [], stage_instances: [], guild_scheduled_events: [],
      soundboard_sounds: [], channels: this.textChannels(g.id).map(clone), threads: this.guildThreads(g.id).filter((t) => !t.thread_metadata?.archived),
    };
  }

  private readyPayload(session: GatewaySession): Json {
    return {
      v: 10, user: { ...clone(this.botUser), verified: true, mfa_enabled: false, flags: 0, email: null },
      guilds: [...this.guildRecs.keys()].filter((g) => ownsGuild(session, g)).map((id) => ({ id, unavailable: true })), session_id: session.id, session_type: 'normal',
      resume_gateway_url: this.gatewayUrl, shard: session.shard, application: { id: this.applicationId, flags: 0 },
      private_channels: [], presences: [], relationships: [], guild_join_requests: [], user_settings: {}, geo_ordered_rtc_regions: [],
      auth_session_id_hash: '', _trace: ['local-discord'],
    };
  }

  private memberQuery(guildId: string, query: string | undefined, ids: string[] | undefined, limit: number): { members: unknown[]; notFound: string[] } {
    const g = this.guildRecs.get(guildId);
    if (!g) return { members: [], notFound: ids ?? [] };
    if (ids) {
      return { members: ids.filter((id) => g.members.has(id)).map((id) => this.memberPayload(id, g.id)), notFound: ids.filter((id) => !g.members.has(id)) };
    }
    const q = (query ?? '').toLowerCase();
    const found = [...g.members.keys()].map((id) => this.members.get(id)!).filter((m) => m.user.username.startsWith(q) || (m.user.global_name ?? '').toLowerCase().startsWith(q));
    return { members: found.slice(0, limit || 1000).map((m) => this.memberPayload(m.user.id, g.id)), notFound: [] };
  }

  /** The message as the bot sees it (no harness-only fields), with guild extras for the gateway. */
  private botView(m: ApiMessage): ApiMessage {
    const { ephemeral_to: _e, ...rest } = clone(m);
    return rest as ApiMessage;
  }

  private dispatchMessage(t: 'MESSAGE_CREATE' | 'MESSAGE_UPDATE', m: ApiMessage): void {
    if (m.ephemeral_to !== undefined) return; // Discord never dispatches ephemeral messages
    const ch = this.chans.get(m.channel_id);
    const guild = ch?.type !== ChannelType.DM;
    const d: Json = { ...this.botView(m) };
    if (guild) {
      const guildId = ch?.guild_id ?? this.guildId;
      d['guild_id'] = guildId;
      if (this.inGuild(m.author.id, guildId) && m.webhook_id === undefined) {
        const { user: _u, ...member } = this.memberPayload(m.author.id, guildId);
        d['member'] = member;
      }
    }
    this.gateway.dispatch(t, d, guild ? Intent.GuildMessages : Intent.DirectMessages, (data, session) => {
      if ((session.intents & Intent.MessageContent) !== 0 || m.author.id === this.botUser.id || !guild) return data;
      if (m.mentions.some((u) => u.id === this.botUser.id)) return data;
      return { ...(data as Json), content: '', embeds: [], attachments: [], components: [] };
    });
  }

  private storeFiles(channelId: string, req: { files: UploadedFile[]; body: Json | null }, existing: ApiAttachment[] | null): ApiAttachment[] {
    const specs = req.body && Array.isArray(req.body['attachments']) ? (req.body['attachments'] as Json[]) : null;
    const byIndex = new Map(req.files.map((f) => [f.index, f]));
    const out: ApiAttachment[] = [];
    const used = new Set<number>();
    const fromFile = (f: UploadedFile, spec?: Json): ApiAttachment => {
      used.add(f.index);
      const id = snowflake();
      const filename = typeof spec?.['filename'] === 'string' ? spec['filename'] : f.filename;
      const type = f.type && f.type !== 'application/octet-stream' ? f.type : guessType(filename);
      this.files.set(id, { body: f.body, type });
      if (this.dataDir) saveFile(this.dataDir, id, f.body);
      const url = `${this.baseUrl}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`;
      const a: ApiAttachment = { id, filename, size: f.body.byteLength, url, proxy_url: url, content_type: type };
      const dims = pngSize(f.body);
      if (dims) Object.assign(a, dims);
      if (typeof spec?.['description'] === 'string') a.description = spec['description'];
      return a;
    };
    if (specs) {
      for (const spec of specs) {
        const id = String(spec['id']);
        const old = existing?.find((a) => a.id === id);
        if (old) {
          out.push(old);
          continue;
        }
        const f = byIndex.get(Number(id));
        if (!f) throw badForm('', errorTree(new Map([['attachments', { code: 'ATTACHMENT_NOT_FOUND', message: `No file uploaded for attachment ${id}` }]])));
        out.push(fromFile(f, spec));
      }
    } else if (existing) {
      out.push(...existing);
    }
    for (const f of req.files) if (!used.has(f.index)) out.push(fromFile(f));
    if (out.length > 10) throw badForm('', errorTree(new Map([['attachments', { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 10 or fewer in length.' }]])));
    return out;
  }

  private mentionsOf(content: string, allowed: unknown): ApiUser[] {
    const ids = [...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!);
    let ok = (_id: string) => true;
    if (isObj(allowed)) {
      const parse = Array.isArray(allowed['parse']) ? allowed['parse'] : [];
      const users = Array.isArray(allowed['users']) ? allowed['users'].map(String) : [];
      ok = (id) => parse.includes('users') || users.includes(id);
    }
    return [...new Set(ids)].filter((id) => ok(id) && this.members.has(id)).map((id) => clone(this.members.get(id)!.user));
  }

  private checkPayload(body: Json, hasFiles: boolean, requireNonEmpty: boolean): void {
    const errors = validateMessage(body);
    if (errors.size > 0) throw badForm('', errorTree(errors));
    if (requireNonEmpty && isEmptyMessage(body, hasFiles)) throw new ApiError(400, 50006, 'Cannot send an empty message');
  }

  /** Creates and stores a message, updates the channel, dispatches and emits. */
  private createMessage(ch: ApiChannel, author: ApiUser, body: Json, files: UploadedFile[], extra: Partial<ApiMessage> = {}): ApiMessage {
    const attachments = this.storeFiles(ch.id, { files, body }, null);
    this.checkPayload(body, attachments.length > 0, ((extra.flags ?? 0) & MessageFlag.Loading) === 0);
    const content = typeof body['content'] === 'string' ? body['content'] : '';
    const flags = (typeof body['flags'] === 'number' ? body['flags'] : 0) & ~MessageFlag.Ephemeral;
    const m: ApiMessage = {
      id: snowflake(), channel_id: ch.id, author: clone(author), content, timestamp: nowIso(), edited_timestamp: null, tts: false,
      mention_everyone: false, mentions: this.mentionsOf(content, body['allowed_mentions']), mention_roles: [], attachments,
      embeds: resolveAttachmentUrls(richEmbeds(body['embeds']), attachments),
      components: resolveAttachmentUrls(Array.isArray(body['components']) ? clone(body['components'] as Json[]) : [], attachments),
      pinned: false, type: 0, flags, ...extra,
    };
    if (ch.type !== ChannelType.DM) m.guild_id = ch.guild_id ?? this.guildId;
    const ref = body['message_reference'];
    if (isObj(ref) && typeof ref['message_id'] === 'string') {
      const target = this.msgs.get(ref['message_id']);
      if (!target || target.ephemeral_to !== undefined) throw unknownMessage();
      m.type = 19;
      m.message_reference = { message_id: target.id, channel_id: target.channel_id, ...(target.guild_id ? { guild_id: target.guild_id } : {}) };
      m['referenced_message'] = this.botView(target);
    }
    this.msgs.set(m.id, m);
    this.msgsByChannel.get(ch.id)!.push(m);
    if (m.ephemeral_to === undefined) {
      ch.last_message_id = m.id;
      if (isThread(ch)) {
        ch.message_count = (ch.message_count ?? 0) + 1;
        ch['total_message_sent'] = ((ch['total_message_sent'] as number | undefined) ?? 0) + 1;
        m.position = ch.message_count - 1;
        if (ch.thread_metadata?.archived && !ch.thread_metadata.locked) this.updateThread(ch, { archived: false });
      }
    }
    this.dispatchMessage('MESSAGE_CREATE', m);
    if (isThread(ch) && m.ephemeral_to === undefined) {
      // Posting in a thread joins it; mentioning someone in a thread adds them (private threads too).
      this.joinThread(ch, author.id);
      for (const u of m.mentions) this.joinThread(ch, u.id);
    }
    this.emit({ type: 'messageCreate', message: clone(m) });
    return m;
  }

  /** Applies an edit payload (content/embeds/components/attachments/flags) to a stored message. */
  private editMessage(m: ApiMessage, body: Json, files: UploadedFile[], opts: { markEdited?: boolean } = {}): ApiMessage {
    const next: Json = {};
    if ('content' in body) next['content'] = body['content'] ?? '';
    if ('embeds' in body) next['embeds'] = body['embeds'] ?? [];
    if ('components' in body) next['components'] = body['components'] ?? [];
    const flags = typeof body['flags'] === 'number' ? (m.flags & (MessageFlag.Ephemeral | (1 << 15))) | (body['flags'] & ~(MessageFlag.Ephemeral | MessageFlag.Loading)) : m.flags;
    const attachments = 'attachments' in body || files.length > 0 ? this.storeFiles(m.channel_id, { files, body }, m.attachments) : m.attachments;
    const merged: Json = { content: m.content, embeds: m.embeds, components: m.components, ...next, flags };
    this.checkPayload(merged, attachments.length > 0, true);
    const wasLoading = (m.flags & MessageFlag.Loading) !== 0;
    m.content = String(merged['content'] ?? '');
    m.attachments = attachments;
    m.embeds = resolveAttachmentUrls(richEmbeds(merged['embeds']), attachments);
    m.components = resolveAttachmentUrls(clone(merged['components'] as Json[]), attachments);
    m.flags = flags & ~MessageFlag.Loading;
    if ('content' in body) m.mentions = this.mentionsOf(m.content, body['allowed_mentions']);
    if (opts.markEdited !== false && !wasLoading) m.edited_timestamp = nowIso();
    this.dispatchMessage('MESSAGE_UPDATE', m);
    this.emit({ type: 'messageUpdate', message: clone(m) });
    return m;
  }

  private deleteMessage(m: ApiMessage): void {
    this.msgs.delete(m.id);
    const list = this.msgsByChannel.get(m.channel_id);
    if (list) list.splice(list.indexOf(m), 1);
    if (m.ephemeral_to === undefined) {
      const ch = this.chans.get(m.channel_id);
      this.gateway.dispatch('MESSAGE_DELETE', { id: m.id, channel_id: m.channel_id, ...(ch?.type !== ChannelType.DM ? { guild_id: ch?.guild_id ?? this.guildId } : {}) },
        ch?.type === ChannelType.DM ? Intent.DirectMessages : Intent.GuildMessages);
    }
    this.emit({ type: 'messageDelete', channelId: m.channel_id, messageId: m.id });
  }

  private updateThread(ch: ApiChannel, meta: Partial<NonNullable<ApiChannel['thread_metadata']>>): void {
    const old = ch.thread_metadata!;
    ch.thread_metadata = { ...old, ...meta };
    if (meta.archived !== undefined && meta.archived !== old.archived) ch.thread_metadata.archive_timestamp = nowIso();
    this.gateway.dispatch('THREAD_UPDATE', clone(ch), Intent.Guilds);
    this.emit({ type: 'channelUpdate', channel: clone(ch) });
  }

  private createThread(parent: ApiChannel, body: Json, starter: ApiMessage | undefined): ApiChannel {
    const name = typeof body['name'] === 'string' ? body['name'] : '';
    if (name.length < 1 || name.length > 100) throw badForm('', errorTree(new Map([['name', { code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' }]])));
    const type = starter ? ChannelType.PublicThread : typeof body['type'] === 'number' ? body['type'] : ChannelType.PrivateThread;
    if (type !== ChannelType.PublicThread && type !== ChannelType.PrivateThread) throw badForm('', errorTree(new Map([['type', { code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {11, 12}.' }]])));
    const now = nowIso();
    const t: ApiChannel = {
      id: starter ? starter.id : snowflake(), type, guild_id: parent.guild_id ?? this.guildId, parent_id: parent.id, owner_id: this.botUser.id, name,
      last_message_id: null, message_count: 0, member_count: 1, rate_limit_per_user: Number(body['rate_limit_per_user'] ?? 0), flags: 0,
      total_message_sent: 0,
      thread_metadata: {
        archived: false, auto_archive_duration: Number(body['auto_archive_duration'] ?? 4320), archive_timestamp: now, locked: false,
        create_timestamp: now, ...(type === ChannelType.PrivateThread ? { invitable: body['invitable'] !== false } : {}),
      },
    };
    this.chans.set(t.id, t);
    this.msgsByChannel.set(t.id, []);
    this.threadMembers.set(t.id, new Map([[this.botUser.id, now]]));
    this.gateway.dispatch('THREAD_CREATE', { ...clone(t), newly_created: true }, Intent.Guilds);
    this.emit({ type: 'channelCreate', channel: clone(t) });
    if (starter) {
      starter.thread = clone(t);
      this.dispatchMessage('MESSAGE_UPDATE', starter);
      this.emit({ type: 'messageUpdate', message: clone(starter) });
    } else if (type === ChannelType.PublicThread) {
      // Discord announces a standalone public thread in its parent ("Arcs started a thread: …").
      this.createMessage(parent, this.botUser, { content: name }, [], { type: 18, message_reference: { channel_id: t.id, guild_id: t.guild_id ?? this.guildId } });
    }
    return t;
  }

  private openDm(userId: string): ApiChannel {
    const existing = this.dms.get(userId);
    if (existing) return this.chans.get(existing)!;
    const member = this.members.get(userId);
    if (!member || member.user.bot) throw new ApiError(400, 50033, 'Invalid Recipient(s)');
    const ch: ApiChannel = { id: snowflake(), type: ChannelType.DM, last_message_id: null, flags: 0, recipients: [clone(member.user)] };
    this.chans.set(ch.id, ch);
    this.msgsByChannel.set(ch.id, []);
    this.dms.set(userId, ch.id);
    this.emit({ type: 'channelCreate', channel: clone(ch) });
    return ch;
  }

  private channelOr404(id: string): ApiChannel {
    const ch = this.chans.get(id);
    if (!ch) throw unknownChannel();
    return ch;
  }

  /** A non-ephemeral message of a channel (channel routes cannot see ephemeral messages). */
  private channelMessage(channelId: string, messageId: string): ApiMessage {
    this.channelOr404(channelId);
    const m = this.msgs.get(messageId);
    if (!m || m.channel_id !== channelId || m.ephemeral_to !== undefined) throw unknownMessage();
    return m;
  }

  /** Whether the bot may post here; interaction responses (`viaInteraction`) ignore closed DMs, as on Discord. */
  private postable(ch: ApiChannel, viaInteraction = false): void {
    if (ch.type === ChannelType.DM && !viaInteraction) {
      const recipient = ch.recipients?.[0];
      if (recipient && this.members.get(recipient.id)?.dmsClosed) throw new ApiError(403, 50007, 'Cannot send messages to this user');
    }
    if (isThread(ch) && ch.thread_metadata?.locked) throw new ApiError(400, 50083, 'Thread is archived');
  }

  private channelPayload(ch: ApiChannel, userId: string): Json {
    if (ch.type === ChannelType.DM) return { ...clone(ch), recipients: ch.recipients };
    return { ...clone(ch), permissions: this.permissionsOf(userId) };
  }

  private resolveIds(ids: string[], kind: 'user' | 'channel' | 'role', guildId: string | null): Json {
    if (kind === 'role') {
      const roles: Json = {};
      for (const role of guildId ? this.rolesPayload(guildId) : []) if (ids.includes(String(role['id']))) roles[String(role['id'])] = role;
      return { roles };
    }
    if (kind === 'channel') {
      const channels: Json = {};
      for (const id of ids) {
        const c = this.chans.get(id);
        if (c) channels[id] = { id: c.id, name: c.name, type: c.type, permissions: ALL_PERMS.toString(), ...(isThread(c) ? { parent_id: c.parent_id, thread_metadata: c.thread_metadata } : {}) };
      }
      return { channels };
    }
    const users: Json = {};
    const members: Json = {};
    for (const id of ids) {
      const m = this.members.get(id);
      if (!m) continue;
      users[id] = clone(m.user);
      if (!guildId || !this.inGuild(id, guildId)) continue;
      const { user: _u, ...member } = this.memberPayload(id, guildId, true);
      members[id] = member;
    }
    return { users, members };
  }

  // ── internals: interactions ────────────────────────────────────────────────

  /**
   * The command `name` where it is used: the guild's own command first, else a global one, else
   * another guild's (which `checkCommandAvailable` refuses, as Discord's picker would not offer it).
   */
  private findCommand(name: string, guildId: string | null): ApiCommand | undefined {
    const match = (c: ApiCommand) => c.name === name && (c.type ?? 1) === 1;
    return [...this.guildCommands.values()].find((c) => match(c) && c.guild_id === guildId) ?? [...this.globalCommands.values()].find(match)
      ?? [...this.guildCommands.values()].find(match);
  }

  private buildOptions(input: SlashInput, cmd: ApiCommand | undefined, autocomplete: boolean): { options: InteractionDataOption[]; resolvedIds: { users: string[]; channels: string[]; roles: string[] } } {
    const resolvedIds = { users: [] as string[], channels: [] as string[], roles: [] as string[] };
    const strict = input.strict === true;
    if ('options' in input && !('values' in input) && !('subcommand' in input) && !('group' in input)) {
      const walk = (opts: InteractionDataOption[], defs: ApiCommandOption[] | undefined, where: string) => {
        for (const o of opts) {
          const def = defs?.find((d) => d.name === o.name);
          if (strict && cmd) {
            if (!def || def.type !== o.type) throw new Error(`${where}: no ${o.type === 1 ? 'subcommand' : o.type === 2 ? 'group' : 'option'} ${o.name}`);
            if (def.choices && o.value !== undefined && !o.focused && !def.choices.some((c) => c.value === o.value)) throw new Error(`${where}: ${o.name} must be one of ${def.choices.map((c) => c.value).join(', ')}`);
          }
          if ((o.type === 6 || o.type === 9) && typeof o.value === 'string') resolvedIds.users.push(o.value);
          if (o.type === 7 && typeof o.value === 'string') resolvedIds.channels.push(o.value);
          if ((o.type === 8 || o.type === 9) && typeof o.value === 'string') resolvedIds.roles.push(o.value);
          if (o.options) walk(o.options, def?.options, `${where} ${o.name}`);
        }
        if (strict && cmd) {
          for (const d of defs ?? []) if (d.required && !opts.some((o) => o.name === d.name)) throw new Error(`${where}: ${d.name} is required`);
          if ((defs ?? []).some((d) => d.type === 1 || d.type === 2) && !opts.some((o) => o.type === 1 || o.type === 2)) throw new Error(`${where}: a subcommand is required`);
        }
      };
      const options = clone(input.options ?? []);
      walk(options, cmd?.options, `/${input.name}`);
      return { options, resolvedIds };
    }
    const short = input as { name: string; group?: string; subcommand?: string; values?: Record<string, string | number | boolean>; focused?: string };
    let defs: ApiCommandOption[] | undefined = cmd?.options;
    const find = (name: string, types: number[]) => {
      const d = defs?.find((o) => o.name === name && types.includes(o.type));
      if (!d && strict) throw new Error(`/${input.name}: no option ${name}`);
      return d;
    };
    let groupDef: ApiCommandOption | undefined;
    let subDef: ApiCommandOption | undefined;
    if (short.group !== undefined) {
      groupDef = find(short.group, [2]);
      defs = groupDef?.options;
    }
    if (short.subcommand !== undefined) {
      subDef = find(short.subcommand, [1]);
      defs = subDef?.options;
    } else if (strict && defs?.some((o) => o.type === 1 || o.type === 2)) {
      throw new Error(`/${input.name}: a subcommand is required`);
    }
    const leaf: InteractionDataOption[] = [];
    for (const [name, raw] of Object.entries(short.values ?? {})) {
      const def = find(name, [3, 4, 5, 6, 7, 8, 9, 10, 11]);
      const type = def?.type ?? (typeof raw === 'boolean' ? 5 : typeof raw === 'number' ? (Number.isInteger(raw) ? 4 : 10) : 3);
      let value: string | number | boolean = raw;
      const focused = autocomplete && short.focused === name;
      if (!focused) {
        if ((type === 4 || type === 10) && typeof raw === 'string') value = Number(raw);
        if (type === 5 && typeof raw === 'string') value = raw === 'true';
        if ((type === 3 || type === 6 || type === 7 || type === 8 || type === 9) && typeof raw !== 'string') value = String(raw);
        if (strict && def?.choices && !def.choices.some((c) => c.value === value)) throw new Error(`/${input.name}: ${name} must be one of ${def.choices.map((c) => c.value).join(', ')}`);
        if (strict && typeof value === 'number' && Number.isNaN(value)) throw new Error(`/${input.name}: ${name} must be a number`);
      } else {
        value = String(raw);
      }
      if ((type === 6 || type === 9) && typeof value === 'string') resolvedIds.users.push(value);
      if (type === 7 && typeof value === 'string') resolvedIds.channels.push(value);
      if ((type === 8 || type === 9) && typeof value === 'string') resolvedIds.roles.push(value);
      leaf.push({ name, type, value, ...(focused ? { focused: true } : {}) });
    }
    if (strict) {
      for (const d of defs ?? []) if (d.required && !(d.name in (short.values ?? {}))) throw new Error(`/${input.name}: ${d.name} is required`);
    }
    let options = leaf;
    if (short.subcommand !== undefined) options = [{ name: short.subcommand, type: 1, options }];
    if (short.group !== undefined) options = [{ name: short.group, type: 2, options }];
    return { options, resolvedIds };
  }

  private async commandInteraction(type: 2 | 4, userId: string, channelId: string, input: SlashInput): Promise<InteractionHandle> {
    const guildId = this.chans.get(channelId)?.guild_id ?? null;
    const cmd = this.findCommand(input.name, guildId);
    if (!cmd && input.strict) throw new Error(`no command /${input.name} is registered`);
    if (cmd && input.strict) this.checkCommandAvailable(cmd, userId, channelId);
    const { options, resolvedIds } = this.buildOptions(input, cmd, type === 4);
    const data: Json = { id: cmd?.id ?? snowflake(), name: input.name, type: 1, options };
    if (cmd?.guild_id) data['guild_id'] = cmd.guild_id;
    const resolved: Json = {};
    if (resolvedIds.users.length > 0) Object.assign(resolved, this.resolveIds(resolvedIds.users, 'user', guildId));
    if (resolvedIds.channels.length > 0) Object.assign(resolved, this.resolveIds(resolvedIds.channels, 'channel', guildId));
    if (resolvedIds.roles.length > 0) Object.assign(resolved, this.resolveIds(resolvedIds.roles, 'role', guildId));
    if (Object.keys(resolved).length > 0) data['resolved'] = resolved;
    return this.dispatchInteraction(type, userId, channelId, data, undefined);
  }

  /**
   * What Discord's command picker enforces: a guild command only in the guild, `contexts`
   * (0 guild, 1 bot DM) / legacy `dm_permission`, and `default_member_permissions`.
   */
  private checkCommandAvailable(cmd: ApiCommand, userId: string, channelId: string): void {
    const dm = this.chans.get(channelId)?.type === ChannelType.DM;
    if (dm && cmd.guild_id) throw new Error(`/${cmd.name} is a guild command and cannot be used in DMs`);
    if (!dm && cmd.guild_id && cmd.guild_id !== this.chans.get(channelId)?.guild_id) throw new Error(`/${cmd.name} is a command of another guild`);
    const contexts = Array.isArray(cmd['contexts']) ? (cmd['contexts'] as number[]) : null;
    if (contexts && !contexts.includes(dm ? 1 : 0)) throw new Error(`/${cmd.name} is not available in ${dm ? 'DMs' : 'servers'}`);
    if (!contexts && dm && cmd['dm_permission'] === false) throw new Error(`/${cmd.name} is not available in DMs`);
    const required = cmd.default_member_permissions;
    if (!dm && typeof required === 'string') {
      const have = BigInt(this.permissionsOf(userId));
      const need = BigInt(required);
      const isAdmin = (have & bit(3)) !== 0n || this.members.get(userId)?.admin === true;
      if (!isAdmin && (need === 0n || (have & need) !== need)) throw new Error(`you do not have permission to use /${cmd.name}`);
    }
  }

  private findComponent(userId: string, messageId: string, customId: string): { msg: ApiMessage; component: Json } {
    const msg = this.msgs.get(messageId);
    if (!msg) throw new Error(`no message ${messageId}`);
    if (msg.ephemeral_to !== undefined && msg.ephemeral_to !== userId) throw new Error(`message ${messageId} is ephemeral for someone else`);
    const ch = this.chans.get(msg.channel_id)!;
    if (!this.canSee(userId, ch)) throw new Error(`user ${userId} cannot see channel ${ch.id}`);
    for (const c of walkComponents(msg.components)) {
      if (c['custom_id'] === customId) {
        if (c['disabled'] === true) throw new Error(`component ${customId} on message ${messageId} is disabled`);
        return { msg, component: c };
      }
    }
    throw new Error(`message ${messageId} has no component ${customId}`);
  }

  private async componentInteraction(userId: string, msg: ApiMessage, data: Json): Promise<InteractionHandle> {
    return this.dispatchInteraction(3, userId, msg.channel_id, data, msg);
  }

  private async dispatchInteraction(type: number, userId: string, channelId: string, data: Json, msg: ApiMessage | undefined): Promise<InteractionHandle> {
    const member = this.members.get(userId);
    if (!member || member.user.bot) throw new Error(`unknown user ${userId}`);
    const ch = this.chans.get(channelId);
    if (!ch) throw new Error(`unknown channel ${channelId}`);
    if (!this.canSee(userId, ch)) throw new Error(`user ${userId} cannot see channel ${channelId}`);
    const dm = ch.type === ChannelType.DM;
    const guildId = dm ? null : ch.guild_id ?? this.guildId;
    // Delivered to the shard that owns the place (the guild's, or shard 0 for a DM): it must be connected.
    if (!this.gateway.live().some((session) => ownsGuild(session, guildId))) throw new Error('no bot is connected to the local Discord server');
    const id = snowflake();
    const token = `aW50ZXJhY3Rpb246${id}.${randomBytes(48).toString('base64url')}`;
    const payload: Json = {
      id, application_id: this.applicationId, type, data, channel_id: channelId, channel: this.channelPayload(ch, userId), token, version: 1,
      app_permissions: ALL_PERMS.toString(), locale: 'en-US', entitlements: [], attachment_size_limit: 10485760,
      authorizing_integration_owners: dm || !guildId ? { '1': userId } : { '0': guildId }, context: dm ? 1 : 0,
    };
    if (dm) {
      payload['user'] = clone(member.user);
    } else {
      payload['guild_id'] = guildId;
      payload['guild'] = { id: guildId, locale: 'en-US', features: [] };
      payload['guild_locale'] = 'en-US';
      payload['member'] = this.memberPayload(userId, guildId!, true);
    }
    if (msg) payload['message'] = this.botView(msg);
    const it = new Interaction(this, id, token, type, userId, channelId, payload, msg?.id);
    // Interaction tokens live 15 minutes; forget older interactions so a long session stays small.
    for (const [oldId, old] of this.interactions) {
      if (Date.now() - old.createdAt <= 15 * 60_000) break;
      clearTimeout(old.timer);
      this.interactions.delete(oldId);
    }
    this.interactions.set(id, it);
    it.timer = setTimeout(() => {
      if (it.acked) return;
      it.expired = true;
      const why = it.lastError ? `; the bot's callback was rejected: ${it.lastError}` : '';
      it.rejectAck(new Error(`interaction not acknowledged within ${this.ackTimeoutMs} ms (type ${type}, ${JSON.stringify(data).slice(0, 200)})${why}`));
    }, this.ackTimeoutMs);
    it.timer.unref();
    this.lastActivity = Date.now();
    this.gateway.dispatch('INTERACTION_CREATE', payload);
    trace(`discord: interaction ${id} sent to the bot`);
    this.emit({ type: 'interaction', interactionId: id, interactionType: type, userId, channelId });
    return it;
  }

  private interactionByToken(appId: string, token: string): Interaction {
    if (appId !== this.applicationId) throw unknownWebhook();
    const id = /^aW50ZXJhY3Rpb246(\d+)\./.exec(token)?.[1];
    const it = id ? this.interactions.get(id) : undefined;
    if (!it || it.token !== token) throw unknownWebhook();
    if (Date.now() - it.createdAt > 15 * 60_000) throw new ApiError(401, 50027, 'Invalid Webhook Token');
    return it;
  }

  private interactionMetadata(it: Interaction): Json {
    const user = clone(this.members.get(it.userId)!.user);
    const meta: Json = { id: it.id, type: it.type, user, authorizing_integration_owners: it.payload['authorizing_integration_owners'] };
    const data = it.payload['data'] as Json;
    if (it.type === 2) meta['name'] = data['name'];
    if (it.sourceMessageId && it.type === 3) meta['interacted_message_id'] = it.sourceMessageId;
    if (it.originalId) meta['original_response_message_id'] = it.originalId;
    return meta;
  }

  private responseMessage(it: Interaction, body: Json, files: UploadedFile[], loading: boolean): ApiMessage {
    const ch = this.chans.get(it.channelId)!;
    const ephemeral = ((Number(body['flags'] ?? 0)) & MessageFlag.Ephemeral) !== 0;
    if (!ephemeral) this.postable(ch, true);
    const user = clone(this.members.get(it.userId)!.user);
    const extra: Partial<ApiMessage> = {
      type: it.type === 2 ? 20 : 0, webhook_id: this.applicationId, application_id: this.applicationId,
      interaction_metadata: this.interactionMetadata(it) as NonNullable<ApiMessage['interaction_metadata']>,
      ...(it.type === 2 ? { interaction: { id: it.id, type: it.type, name: (it.payload['data'] as Json)['name'], user } } : {}),
    };
    if (ephemeral) extra.ephemeral_to = it.userId;
    if (loading) {
      const m = this.createMessage(ch, this.botUser, { content: '', flags: 0 }, [], { ...extra, flags: MessageFlag.Loading | (ephemeral ? MessageFlag.Ephemeral : 0) });
      return m;
    }
    const m = this.createMessage(ch, this.botUser, body, files, extra);
    if (ephemeral) m.flags |= MessageFlag.Ephemeral;
    return m;
  }

  private callback(req: Req, id: string, token: string): Res {
    const it = this.interactions.get(id);
    if (!it || it.token !== token) throw unknownInteraction();
    if (it.acked) throw new ApiError(400, 40060, 'Interaction has already been acknowledged.');
    if (it.expired || Date.now() - it.createdAt > this.ackTimeoutMs) throw unknownInteraction();
    const body = req.body ?? {};
    const cb = Number(body['type']);
    const data = isObj(body['data']) ? body['data'] : {};
    const fromMessage = it.sourceMessageId !== undefined && (it.type === 3 || it.type === 5);
    const invalid = () => badForm(`Interaction callback type ${cb} is not valid for interaction type ${it.type}`, errorTree(new Map([['type', { code: 'INTERACTION_CALLBACK_TYPE_INVALID', message: 'Invalid interaction response type' }]])));
    let ephemeral = false;
    let message: ApiMessage | undefined;
    switch (cb) {
      case CallbackType.Pong:
        if (it.type !== 1) throw invalid();
        break;
      case CallbackType.ChannelMessageWithSource:
      case CallbackType.DeferredChannelMessageWithSource:
        if (it.type === 4) throw invalid();
        ephemeral = (Number(data['flags'] ?? 0) & MessageFlag.Ephemeral) !== 0;
        message = this.responseMessage(it, data, req.files, cb === CallbackType.DeferredChannelMessageWithSource);
        it.originalId = message.id;
        break;
      case CallbackType.DeferredUpdateMessage:
      case CallbackType.UpdateMessage: {
        if (!fromMessage) throw invalid();
        const src = this.msgs.get(it.sourceMessageId!);
        if (!src) throw unknownMessage();
        it.originalId = src.id;
        ephemeral = src.ephemeral_to !== undefined;
        message = cb === CallbackType.UpdateMessage ? this.editMessage(src, data, req.files) : src;
        break;
      }
      case CallbackType.ApplicationCommandAutocompleteResult: {
        if (it.type !== 4) throw invalid();
        const choices = Array.isArray(data['choices']) ? (data['choices'] as { name: string; value: string | number }[]) : [];
        const errors = validateChoices(data);
        if (errors.size > 0) throw badForm('', errorTree(errors));
        it.choiceList = clone(choices);
        break;
      }
      case CallbackType.Modal:
        if (it.type === 4 || it.type === 5) throw invalid();
        {
          const errors = validateModal(data);
          if (errors.size > 0) throw badForm('', errorTree(errors));
        }
        it.modalData = clone(data);
        break;
      default:
        throw invalid();
    }
    const ack: InteractionAck = { type: cb, ephemeral, afterMs: Date.now() - it.createdAt, data: clone(data) };
    it.acked = ack;
    clearTimeout(it.timer);
    it.resolveAck(ack);
    this.emit({ type: 'ack', interactionId: it.id, ack: clone(ack) });
    if (req.query.get('with_response') !== 'true') return { status: 204 };
    return {
      status: 200,
      body: {
        interaction: {
          id: it.id, type: it.type, response_message_id: message?.id, response_message_loading: message ? (message.flags & MessageFlag.Loading) !== 0 : undefined,
          response_message_ephemeral: message ? ephemeral : undefined,
        },
        resource: { type: cb, ...(message ? { message: this.botView(message) } : {}) },
      },
    };
  }

  private webhookMessage(it: Interaction, which: string): ApiMessage {
    const id = which === '@original' ? it.originalId : which;
    if (!id) throw unknownMessage();
    if (which !== '@original' && !it.followupIds.includes(id) && id !== it.originalId) throw unknownMessage();
    const m = this.msgs.get(id);
    if (!m) throw unknownMessage();
    return m;
  }

  private followup(it: Interaction, req: Req): ApiMessage {
    if (!it.acked || (it.acked.type !== 4 && it.acked.type !== 5 && it.acked.type !== 6 && it.acked.type !== 7 && it.acked.type !== 9)) throw unknownWebhook();
    const body = req.body ?? {};
    const original = it.originalId ? this.msgs.get(it.originalId) : undefined;
    // The first followup after a deferred reply replaces the "thinking…" message (keeping the defer's ephemerality).
    if (original && it.acked.type === 5 && (original.flags & MessageFlag.Loading) !== 0) {
      return this.editMessage(original, body, req.files);
    }
    const ephemeral = (Number(body['flags'] ?? 0) & MessageFlag.Ephemeral) !== 0;
    const ch = this.chans.get(it.channelId)!;
    if (!ephemeral) this.postable(ch, true);
    const extra: Partial<ApiMessage> = {
      webhook_id: this.applicationId, application_id: this.applicationId,
      interaction_metadata: this.interactionMetadata(it) as NonNullable<ApiMessage['interaction_metadata']>,
    };
    if (ephemeral) extra.ephemeral_to = it.userId;
    const m = this.createMessage(ch, this.botUser, body, req.files, extra);
    if (ephemeral) m.flags |= MessageFlag.Ephemeral;
    it.followupIds.push(m.id);
    return m;
  }

  // ── internals: REST ────────────────────────────────────────────────────────

  private buildRoutes(): [string, RegExp, Handler][] {
    const ID = '(\\d+)';
    const r = (method: string, path: string, h: Handler): [string, RegExp, Handler] => [method, new RegExp(`^${path}$`), h];
    const me = (id: string) => (id === '@me' ? this.botUser.id : id);
    const json = (body: unknown, status = 200): Res => ({ status, body });
    const noContent: Res = { status: 204 };
    const guild = (id: string) => this.guildRec(id).id;
    /** The commands of one guild, or the global ones (a view: changes go through `this.guildCommands`). */
    const commandsOf = (guildId?: string): Map<string, ApiCommand> => (guildId
      ? new Map([...this.guildCommands].filter(([, c]) => c.guild_id === guildId))
      : this.globalCommands);
    const app = (id: string) => {
      if (id !== this.applicationId) throw new ApiError(404, 10002, 'Unknown Application');
    };
    const putCommands = (req: Req, guildId?: string): Res => {
      const list = Array.isArray(req.body) ? (req.body as Json[]) : [];
      const store = guildId ? this.guildCommands : this.globalCommands;
      const old = [...commandsOf(guildId).values()];
      for (const c of old) store.delete(c.id);
      for (const c of list) this.upsertCommand(store, c, guildId, old);
      this.emit({ type: 'commandsUpdate', commands: this.registeredCommands() });
      return json([...commandsOf(guildId).values()].map(clone));
    };
    return [
      r('GET', '/gateway', () => json({ url: this.gatewayUrl })),
      r('GET', '/gateway/bot', () => json({ url: this.gatewayUrl, shards: 1, session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: 16 } })),
      r('GET', `/users/(@me|${ID})`, (_q, [id]) => {
        const u = this.members.get(me(id!));
        if (!u) throw unknownUser();
        return json(clone(u.user));
      }),
      r('PATCH', '/users/@me', () => json(clone(this.botUser))),
      r('POST', '/users/@me/channels', (req) => json(clone(this.openDm(String(req.body?.['recipient_id']))))),
      r('GET', '/applications/@me', () => json({
        id: this.applicationId, name: this.botUser.username, icon: null, description: 'Local Arcs bot', bot_public: false,
        bot_require_code_grant: false, verify_key: '0'.repeat(64), flags: 0, team: null, bot: clone(this.botUser),
        owner: { id: this.botUser.id, username: 'owner', global_name: null, discriminator: '0', avatar: null }, guild_id: this.guildId,
      })),
      r('GET', `/applications/${ID}/commands`, (_q, [a]) => (app(a!), json([...this.globalCommands.values()].map(clone)))),
      r('PUT', `/applications/${ID}/commands`, (req, [a]) => (app(a!), putCommands(req))),
      r('POST', `/applications/${ID}/commands`, (req, [a]) => (app(a!), json(clone(this.upsertCommand(this.globalCommands, req.body ?? {}, undefined, [...this.globalCommands.values()], true)), 201))),
      r('GET', `/applications/${ID}/guilds/${ID}/commands`, (_q, [a, g]) => (app(a!), json([...commandsOf(guild(g!)).values()].map(clone)))),
      r('PUT', `/applications/${ID}/guilds/${ID}/commands`, (req, [a, g]) => (app(a!), guild(g!), putCommands(req, g))),
      r('POST', `/applications/${ID}/guilds/${ID}/commands`, (req, [a, g]) => (app(a!), guild(g!), json(clone(this.upsertCommand(this.guildCommands, req.body ?? {}, g, [...commandsOf(g).values()], true)), 201))),
      ...(['', `/guilds/${ID}`] as const).flatMap((scope) => [
        r('GET', `/applications/${ID}${scope}/commands/${ID}`, (_q, m) => {
          const c = commandsOf(scope ? m[1] : undefined).get(m[m.length - 1]!);
          if (!c) throw new ApiError(404, 10063, 'Unknown application command');
          return json(clone(c));
        }),
        r('PATCH', `/applications/${ID}${scope}/commands/${ID}`, (req, m) => {
          const c = commandsOf(scope ? m[1] : undefined).get(m[m.length - 1]!);
          if (!c) throw new ApiError(404, 10063, 'Unknown application command');
          Object.assign(c, req.body ?? {}, { id: c.id, application_id: c.application_id, version: snowflake() });
          this.emit({ type: 'commandsUpdate', commands: this.registeredCommands() });
          return json(clone(c));
        }),
        r('DELETE', `/applications/${ID}${scope}/commands/${ID}`, (_q, m) => {
          const id = m[m.length - 1]!;
          if (!commandsOf(scope ? m[1] : undefined).has(id) || !(scope ? this.guildCommands : this.globalCommands).delete(id)) throw new ApiError(404, 10063, 'Unknown application command');
          this.emit({ type: 'commandsUpdate', commands: this.registeredCommands() });
          return noContent;
        }),
      ]),
      r('GET', `/guilds/${ID}`, (req, [g]) => {
        const counts = req.query.get('with_counts') === 'true' ? { approximate_member_count: this.guildRec(g!).members.size, approximate_presence_count: 0 } : {};
        return json({ ...this.guildObject(g!), ...counts });
      }),
      r('GET', `/guilds/${ID}/channels`, (_q, [g]) => json(this.textChannels(guild(g!)).map(clone))),
      r('POST', `/guilds/${ID}/channels`, (req, [g]) => {
        guild(g!);
        const name = String(req.body?.['name'] ?? '');
        if (!name) throw badForm('', errorTree(new Map([['name', { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }]])));
        const ch = this.addTextChannel(name, g!);
        if (typeof req.body?.['topic'] === 'string') this.chans.get(ch.id)!.topic = req.body['topic'];
        return json(clone(this.chans.get(ch.id)), 201);
      }),
      r('GET', `/guilds/${ID}/roles`, (_q, [g]) => json(this.rolesPayload(g!))),
      r('GET', `/guilds/${ID}/members`, (req, [g]) => {
        const rec = this.guildRec(g!);
        const after = req.query.get('after') ?? '0';
        const limit = Math.min(Number(req.query.get('limit') ?? 1), 1000);
        return json([...rec.members.keys()].filter((id) => compareSnowflakes(id, after) > 0).sort(compareSnowflakes).slice(0, limit).map((id) => this.memberPayload(id, rec.id)));
      }),
      r('GET', `/guilds/${ID}/members/search`, (req, [g]) => {
        guild(g!);
        return json(this.memberQuery(g!, req.query.get('query') ?? '', undefined, Number(req.query.get('limit') ?? 1)).members);
      }),
      r('GET', `/guilds/${ID}/members/(@me|${ID})`, (_q, [g, u]) => {
        guild(g!);
        if (!this.inGuild(me(u!), g!)) throw unknownMember();
        return json(this.memberPayload(me(u!), g!));
      }),
      r('GET', `/guilds/${ID}/threads/active`, (_q, [g]) => {
        const threads = this.guildThreads(guild(g!)).filter((t) => !t.thread_metadata?.archived);
        return json({ threads, members: threads.map((t) => this.threadMemberPayload(t.id, this.botUser.id)).filter(Boolean) });
      }),
      r('GET', `/channels/${ID}`, (_q, [c]) => json(clone(this.channelOr404(c!)))),
      r('PATCH', `/channels/${ID}`, (req, [c]) => json(clone(this.patchChannel(this.channelOr404(c!), req.body ?? {})))),
      r('DELETE', `/channels/${ID}`, (_q, [c]) => {
        const ch = this.channelOr404(c!);
        this.chans.delete(ch.id);
        for (const m of this.msgsByChannel.get(ch.id) ?? []) this.msgs.delete(m.id);
        this.msgsByChannel.delete(ch.id);
        this.threadMembers.delete(ch.id);
        const starter = this.msgs.get(ch.id);
        if (starter?.thread) delete starter.thread;
        if (isThread(ch)) this.gateway.dispatch('THREAD_DELETE', { id: ch.id, guild_id: ch.guild_id, parent_id: ch.parent_id, type: ch.type }, Intent.Guilds);
        else if (ch.type === ChannelType.GuildText) this.gateway.dispatch('CHANNEL_DELETE', clone(ch), Intent.Guilds);
        this.emit({ type: 'channelDelete', channel: clone(ch) });
        return json(clone(ch));
      }),
      r('POST', `/channels/${ID}/typing`, (_q, [c]) => {
        this.channelOr404(c!);
        this.emit({ type: 'typing', channelId: c!, userId: this.botUser.id });
        return noContent;
      }),
      r('GET', `/channels/${ID}/messages`, (req, [c]) => {
        this.channelOr404(c!);
        const limit = Math.max(1, Math.min(Number(req.query.get('limit') ?? 50), 100));
        let list = (this.msgsByChannel.get(c!) ?? []).filter((m) => m.ephemeral_to === undefined);
        const before = req.query.get('before');
        const after = req.query.get('after');
        const around = req.query.get('around');
        if (before) list = list.filter((m) => compareSnowflakes(m.id, before) < 0).slice(-limit);
        else if (after) list = list.filter((m) => compareSnowflakes(m.id, after) > 0).slice(0, limit);
        else if (around) {
          const i = list.findIndex((m) => compareSnowflakes(m.id, around) >= 0);
          const start = Math.max(0, (i < 0 ? list.length : i) - Math.floor(limit / 2));
          list = list.slice(start, start + limit);
        } else list = list.slice(-limit);
        return json(list.reverse().map((m) => this.botView(m)));
      }),
      r('GET', `/channels/${ID}/messages/${ID}`, (_q, [c, m]) => json(this.botView(this.channelMessage(c!, m!)))),
      r('POST', `/channels/${ID}/messages`, (req, [c]) => {
        const ch = this.channelOr404(c!);
        this.postable(ch);
        const body = req.body ?? {};
        if ((Number(body['flags'] ?? 0) & MessageFlag.Ephemeral) !== 0) throw badForm('', errorTree(new Map([['flags', { code: 'MESSAGE_FLAGS_INVALID', message: 'Ephemeral messages can only be sent as interaction responses.' }]])));
        // nonce (≤ 25 characters, or an integer) with enforce_nonce: a second message by the same
        // author with the same nonce within a few minutes is not created; the first is returned.
        const nonce = body['nonce'];
        const nonceKey = `${ch.id}:${this.botUser.id}:${String(nonce)}`;
        if (nonce !== undefined && nonce !== null) {
          if (!(typeof nonce === 'string' && nonce.length <= 25) && !(typeof nonce === 'number' && Number.isInteger(nonce))) {
            throw badForm('', errorTree(new Map([['nonce', { code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 25 in length.' }]])));
          }
          const hit = body['enforce_nonce'] === true ? this.nonces.get(nonceKey) : undefined;
          const earlier = hit && Date.now() - hit.at < (this.opts.nonceWindowMs ?? 300_000) ? this.msgs.get(hit.id) : undefined;
          if (earlier) return json(this.botView(earlier));
        }
        const m = this.createMessage(ch, this.botUser, body, req.files, nonce !== undefined && nonce !== null ? { nonce: nonce as string | number } : {});
        if (nonce !== undefined && nonce !== null) this.nonces.set(nonceKey, { id: m.id, at: Date.now() });
        return json(this.botView(m));
      }),
      r('PATCH', `/channels/${ID}/messages/${ID}`, (req, [c, mid]) => {
        const m = this.channelMessage(c!, mid!);
        if (m.author.id !== this.botUser.id) throw new ApiError(403, 50005, 'Cannot edit a message authored by another user');
        return json(this.botView(this.editMessage(m, req.body ?? {}, req.files)));
      }),
      r('DELETE', `/channels/${ID}/messages/${ID}`, (_q, [c, mid]) => (this.deleteMessage(this.channelMessage(c!, mid!)), noContent)),
      r('POST', `/channels/${ID}/messages/bulk-delete`, (req, [c]) => {
        const ids = Array.isArray(req.body?.['messages']) ? (req.body['messages'] as string[]) : [];
        for (const id of ids) this.deleteMessage(this.channelMessage(c!, id));
        return noContent;
      }),
      r('PUT', `/channels/${ID}/messages/${ID}/reactions/([^/]+)/@me`, (_q, [c, mid, emoji]) => {
        const m = this.channelMessage(c!, mid!);
        const name = emoji!;
        const reactions = (m['reactions'] as Json[] | undefined) ?? [];
        const r0 = reactions.find((x) => (x['emoji'] as Json)['name'] === name);
        if (r0 && !r0['me']) {
          r0['count'] = Number(r0['count']) + 1;
          r0['me'] = true;
        } else if (!r0) reactions.push({ emoji: { id: null, name }, count: 1, me: true });
        m['reactions'] = reactions;
        this.emit({ type: 'messageUpdate', message: clone(m) });
        return noContent;
      }),
      r('DELETE', `/channels/${ID}/messages/${ID}/reactions/([^/]+)/@me`, (_q, [c, mid, emoji]) => {
        const m = this.channelMessage(c!, mid!);
        const name = emoji!;
        m['reactions'] = ((m['reactions'] as Json[] | undefined) ?? []).filter((x) => (x['emoji'] as Json)['name'] !== name);
        this.emit({ type: 'messageUpdate', message: clone(m) });
        return noContent;
      }),
      ...[`/channels/${ID}/pins/${ID}`, `/channels/${ID}/messages/pins/${ID}`].flatMap((p) => [
        r('PUT', p, (_q, [c, mid]) => {
          const m = this.channelMessage(c!, mid!);
          m.pinned = true;
          this.dispatchMessage('MESSAGE_UPDATE', m);
          this.emit({ type: 'messageUpdate', message: clone(m) });
          return noContent;
        }),
        r('DELETE', p, (_q, [c, mid]) => {
          const m = this.channelMessage(c!, mid!);
          m.pinned = false;
          this.dispatchMessage('MESSAGE_UPDATE', m);
          this.emit({ type: 'messageUpdate', message: clone(m) });
          return noContent;
        }),
      ]),
      r('GET', `/channels/${ID}/pins`, (_q, [c]) => (this.channelOr404(c!), json((this.msgsByChannel.get(c!) ?? []).filter((m) => m.pinned).map((m) => this.botView(m))))),
      r('POST', `/channels/${ID}/messages/${ID}/threads`, (req, [c, mid]) => {
        const parent = this.channelOr404(c!);
        if (parent.type !== ChannelType.GuildText) throw new ApiError(400, 50024, 'Cannot execute action on this channel type');
        const m = this.channelMessage(c!, mid!);
        if (m.thread || this.chans.has(m.id)) throw new ApiError(400, 160004, 'A thread has already been created for this message');
        return json(clone(this.createThread(parent, req.body ?? {}, m)), 201);
      }),
      r('POST', `/channels/${ID}/threads`, (req, [c]) => {
        const parent = this.channelOr404(c!);
        if (parent.type !== ChannelType.GuildText) throw new ApiError(400, 50024, 'Cannot execute action on this channel type');
        return json(clone(this.createThread(parent, req.body ?? {}, undefined)), 201);
      }),
      r('GET', `/channels/${ID}/threads/archived/(public|private)`, (_q, [c, kind]) => {
        this.channelOr404(c!);
        const type = kind === 'public' ? ChannelType.PublicThread : ChannelType.PrivateThread;
        const threads = this.threads(c!).filter((t) => t.type === type && t.thread_metadata?.archived);
        return json({ threads, members: threads.map((t) => this.threadMemberPayload(t.id, this.botUser.id)).filter(Boolean), has_more: false });
      }),
      r('GET', `/channels/${ID}/users/@me/threads/archived/private`, (_q, [c]) => {
        this.channelOr404(c!);
        const threads = this.threads(c!).filter((t) => t.type === ChannelType.PrivateThread && t.thread_metadata?.archived);
        return json({ threads, members: threads.map((t) => this.threadMemberPayload(t.id, this.botUser.id)).filter(Boolean), has_more: false });
      }),
      r('GET', `/channels/${ID}/thread-members`, (_q, [c]) => {
        const members = this.threadMembersOf(c!);
        return json([...members.keys()].map((u) => this.threadMemberPayload(c!, u)));
      }),
      r('GET', `/channels/${ID}/thread-members/(@me|${ID})`, (_q, [c, u]) => {
        const p = this.threadMemberPayload(c!, me(u!));
        if (!p) throw unknownMember();
        return json(p);
      }),
      r('PUT', `/channels/${ID}/thread-members/(@me|${ID})`, (_q, [c, u]) => {
        this.threadMembersOf(c!);
        const uid = me(u!);
        if (!this.inGuild(uid, this.chans.get(c!)!.guild_id)) throw unknownMember();
        this.joinThread(this.chans.get(c!)!, uid);
        return noContent;
      }),
      r('DELETE', `/channels/${ID}/thread-members/(@me|${ID})`, (_q, [c, u]) => {
        const members = this.threadMembersOf(c!);
        const uid = me(u!);
        if (members.delete(uid)) {
          const ch = this.chans.get(c!)!;
          ch.member_count = members.size;
          this.gateway.dispatch('THREAD_MEMBERS_UPDATE', { id: ch.id, guild_id: ch.guild_id, member_count: members.size, removed_member_ids: [uid] }, Intent.GuildMembers);
          this.emit({ type: 'channelUpdate', channel: clone(ch) });
        }
        return noContent;
      }),
      r('POST', `/interactions/${ID}/([^/]+)/callback`, (req, [id, token]) => this.callback(req, id!, token!)),
      r('POST', `/webhooks/${ID}/([^/]+)`, (req, [a, token]) => {
        const m = this.followup(this.interactionByToken(a!, token!), req);
        return json(this.botView(m));
      }),
      r('GET', `/webhooks/${ID}/([^/]+)/messages/(@original|${ID})`, (_q, [a, token, which]) => {
        const it = this.interactionByToken(a!, token!);
        return json(this.botView(this.webhookMessage(it, which!)));
      }),
      r('PATCH', `/webhooks/${ID}/([^/]+)/messages/(@original|${ID})`, (req, [a, token, which]) => {
        const it = this.interactionByToken(a!, token!);
        const m = this.webhookMessage(it, which!);
        if (m.ephemeral_to === undefined && (m.flags & MessageFlag.Loading) === 0) this.postable(this.chans.get(m.channel_id)!, true);
        return json(this.botView(this.editMessage(m, req.body ?? {}, req.files)));
      }),
      r('DELETE', `/webhooks/${ID}/([^/]+)/messages/(@original|${ID})`, (_q, [a, token, which]) => {
        const it = this.interactionByToken(a!, token!);
        this.deleteMessage(this.webhookMessage(it, which!));
        return noContent;
      }),
    ];
  }

  /** Adds a guild member to a thread (no-op when already in), as Discord does on PUT, a post or a mention. */
  private joinThread(ch: ApiChannel, userId: string): void {
    const members = this.threadMembers.get(ch.id);
    if (!members || members.has(userId) || !this.inGuild(userId, ch.guild_id)) return;
    members.set(userId, nowIso());
    ch.member_count = members.size;
    this.gateway.dispatch('THREAD_MEMBERS_UPDATE', {
      id: ch.id, guild_id: ch.guild_id, member_count: members.size, added_members: [{ ...this.threadMemberPayload(ch.id, userId), member: this.memberPayload(userId, ch.guild_id!), presence: null }],
    }, Intent.GuildMembers);
    this.emit({ type: 'channelUpdate', channel: clone(ch) });
  }

  private threadMembersOf(threadId: string): Map<string, string> {
    const ch = this.channelOr404(threadId);
    if (!isThread(ch)) throw new ApiError(400, 50024, 'Cannot execute action on this channel type');
    return this.threadMembers.get(threadId)!;
  }

  private threadMemberPayload(threadId: string, userId: string): Json | undefined {
    const joined = this.threadMembers.get(threadId)?.get(userId);
    return joined ? { id: threadId, user_id: userId, join_timestamp: joined, flags: 0 } : undefined;
  }

  private patchChannel(ch: ApiChannel, body: Json): ApiChannel {
    if (typeof body['name'] === 'string') ch.name = body['name'];
    if (ch.type === ChannelType.GuildText) {
      if ('topic' in body) ch.topic = (body['topic'] as string | null) ?? null;
      this.gateway.dispatch('CHANNEL_UPDATE', clone(ch), Intent.Guilds);
      this.emit({ type: 'channelUpdate', channel: clone(ch) });
      return ch;
    }
    if (isThread(ch)) {
      const meta: Partial<NonNullable<ApiChannel['thread_metadata']>> = {};
      if (typeof body['archived'] === 'boolean') meta.archived = body['archived'];
      if (typeof body['locked'] === 'boolean') meta.locked = body['locked'];
      if (typeof body['auto_archive_duration'] === 'number') meta.auto_archive_duration = body['auto_archive_duration'];
      if (typeof body['invitable'] === 'boolean') meta.invitable = body['invitable'];
      this.updateThread(ch, meta);
      return ch;
    }
    throw new ApiError(400, 50024, 'Cannot execute action on this channel type');
  }

  private upsertCommand(store: Map<string, ApiCommand>, c: Json, guildId: string | undefined, previous: ApiCommand[], emit = false): ApiCommand {
    const name = String(c['name'] ?? '');
    const type = typeof c['type'] === 'number' ? c['type'] : 1;
    const errors = new Map<string, { code: string; message: string }>();
    if (!/^[-_\p{L}\p{N}]{1,32}$/u.test(name) || (type === 1 && name !== name.toLowerCase())) errors.set('name', { code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' });
    if (type === 1 && (typeof c['description'] !== 'string' || c['description'].length < 1 || c['description'].length > 100)) errors.set('description', { code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
    if (Array.isArray(c['options']) && c['options'].length > 25) errors.set('options', { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
    if (errors.size > 0) throw badForm('', errorTree(errors));
    const prev = previous.find((p) => p.name === name && p.type === type)
      ?? [...store.values()].find((p) => p.name === name && p.type === type && (p.guild_id ?? undefined) === guildId);
    const cmd: ApiCommand = {
      default_member_permissions: null, nsfw: false, contexts: null, integration_types: [0], ...clone(c), id: prev?.id ?? snowflake(),
      application_id: this.applicationId, name, type, description: String(c['description'] ?? ''), version: snowflake(),
      ...(guildId ? { guild_id: guildId } : {}),
    };
    store.set(cmd.id, cmd);
    if (emit) this.emit({ type: 'commandsUpdate', commands: this.registeredCommands() });
    return cmd;
  }

  // ── internals: HTTP ────────────────────────────────────────────────────────

  private async onHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname.startsWith('/attachments/')) {
      const f = this.file(url.pathname.slice('/attachments/'.length));
      if (!f) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': f.type, 'content-length': f.body.byteLength, 'access-control-allow-origin': '*', 'cache-control': 'max-age=31536000, immutable' });
      res.end(req.method === 'HEAD' ? undefined : Buffer.from(f.body));
      return;
    }
    const api = /^\/api(?:\/v\d+)?(\/.*)$/.exec(url.pathname);
    if (!api) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: '404: Not Found', code: 0 }));
      return;
    }
    this.inflight += 1;
    this.lastActivity = Date.now();
    const method = (req.method ?? 'GET').toUpperCase();
    trace(() => `discord: ${method} ${url.pathname.replace(/^\/api\/v\d+/, '').replace(/\/(interactions|webhooks)\/(\d+)\/[^/]+/, '/$1/$2/:token')} received`);
    let path: string;
    try {
      path = api[1]!.split('/').map(decodeURIComponent).join('/');
    } catch {
      path = api[1]!;
    }
    const route = `${method} ${path.replace(/\/\d{5,}/g, '/:id').replace(/\/(interactions\/:id|webhooks\/:id)\/[^/]+/, '/$1/:token').replace(/\/reactions\/[^/]+/, '/reactions/:emoji')}`;
    let status: number;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    let out: unknown;
    try {
      const body = await readBody(req);
      trace(() => `discord: body read (${body.length} bytes)`);
      const parsed = await parseBody(body, req.headers['content-type'] ?? '');
      const tokenRoute = /^\/(interactions|webhooks)\//.test(path) || path.startsWith('/gateway') && !path.startsWith('/gateway/bot');
      const auth = req.headers['authorization'];
      const authorized = auth === `Bot ${this.botToken}`;
      if (!tokenRoute && !authorized) throw new ApiError(401, 0, '401: Unauthorized');
      this.checkInjected(method, path);
      this.checkRateLimit(route, path, headers);
      const match = this.routes.map(([m, re, h]) => [m, re.exec(path), h] as const).filter(([, m]) => m);
      const hit = match.find(([m]) => m === method);
      if (!hit) {
        this.log(`unimplemented route: ${method} ${path}`);
        throw match.length > 0 ? new ApiError(405, 0, '405: Method Not Allowed') : new ApiError(404, 0, '404: Not Found');
      }
      const result = await hit[2]({ method, path, query: url.searchParams, body: parsed.json, files: parsed.files, authorized }, hit[1]!.slice(1));
      status = result.status;
      out = result.body;
    } catch (err) {
      if (err instanceof ApiError) {
        status = err.status;
        out = { message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) };
        if (err.status === 429) {
          const retry = (err.errors as Json | undefined)?.['retry_after'];
          out = { message: err.message, retry_after: retry, global: (err.errors as Json | undefined)?.['global'] ?? false, code: 0 };
        }
      } else {
        status = 500;
        out = { message: `500: Internal Server Error (${String(err)})`, code: 0 };
        this.log(`error: ${(err as Error).stack ?? String(err)}`);
      }
    } finally {
      this.inflight -= 1;
      this.lastActivity = Date.now();
    }
    const record: RequestRecord = { method, path, route, status, at: Date.now() };
    if (status >= 400 && isObj(out)) {
      record.error = { code: Number(out['code'] ?? 0), message: String(out['message'] ?? '') };
      if (isObj(out['errors'])) record.error.errors = out['errors'];
      const callbackOf = /^\/interactions\/(\d+)\//.exec(path)?.[1];
      const it = callbackOf ? this.interactions.get(callbackOf) : undefined;
      if (it) it.lastError = `${status} ${record.error.code} ${record.error.message}${record.error.errors ? ` ${JSON.stringify(record.error.errors)}` : ''}`;
    }
    this.requestLog.push(record);
    if (this.requestLog.length > 10_000) this.requestLog.splice(0, this.requestLog.length - 10_000);
    this.log(`${method} ${path} → ${status}`);
    trace(() => `discord: ${route} answered ${status}`);
    if (status === 204 || out === undefined) {
      delete headers['content-type'];
      res.writeHead(status === 200 ? 204 : status, headers).end();
    } else {
      res.writeHead(status, headers).end(JSON.stringify(out));
    }
  }

  private checkInjected(method: string, path: string): void {
    const i = this.failures.findIndex((f) => (!f.method || f.method.toUpperCase() === method) && f.path.test(path));
    if (i < 0) return;
    const f = this.failures[i]!;
    f.left -= 1;
    if (f.left <= 0) this.failures.splice(i, 1);
    throw new ApiError(f.status, f.code, f.message ?? `Injected failure ${f.code}`);
  }

  private checkRateLimit(route: string, path: string, headers: Record<string, string>): void {
    const cfg = this.rateLimit;
    if (!cfg) return;
    if (cfg.match ? !cfg.match.test(route) : /\/(interactions)\//.test(path)) return;
    const major = /^\/(channels|guilds|webhooks)\/(\d+)/.exec(path)?.[2] ?? '';
    const key = `${route}|${major}`;
    const now = Date.now();
    let b = this.buckets.get(key);
    if (!b || b.resetAt <= now) {
      b = { count: 0, resetAt: now + cfg.windowMs, hash: randomBytes(8).toString('hex') };
      this.buckets.set(key, b);
    }
    const resetAfter = Math.max(0, (b.resetAt - now) / 1000);
    const over = b.count >= cfg.limit;
    if (over || !cfg.hidden) {
      headers['x-ratelimit-limit'] = String(cfg.limit);
      headers['x-ratelimit-reset'] = String(b.resetAt / 1000);
      headers['x-ratelimit-reset-after'] = resetAfter.toFixed(3);
      headers['x-ratelimit-bucket'] = b.hash;
    }
    if (over) {
      headers['x-ratelimit-remaining'] = '0';
      headers['retry-after'] = resetAfter.toFixed(3);
      headers['x-ratelimit-scope'] = 'user';
      if (cfg.global) headers['x-ratelimit-global'] = 'true';
      throw new ApiError(429, 0, 'You are being rate limited.', { retry_after: Number(resetAfter.toFixed(3)), global: cfg.global ?? false });
    }
    b.count += 1;
    if (!cfg.hidden) headers['x-ratelimit-remaining'] = String(cfg.limit - b.count);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function parseBody(body: Buffer, contentType: string): Promise<{ json: Json | null; files: UploadedFile[] }> {
  if (body.length === 0) return { json: null, files: [] };
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    let json: Json | null = null;
    const files: UploadedFile[] = [];
    let next = 0;
    for (const [key, value] of form.entries()) {
      if (key === 'payload_json' && typeof value === 'string') {
        json = JSON.parse(value) as Json;
      } else if (typeof value !== 'string') {
        const idx = /^files\[(\d+)\]$/.exec(key)?.[1];
        const index = idx !== undefined ? Number(idx) : next;
        next = Math.max(next, index + 1);
        files.push({ index, filename: value.name || `file${index}`, type: value.type, body: new Uint8Array(await value.arrayBuffer()) });
      }
    }
    return { json, files };
  }
  try {
    return { json: JSON.parse(body.toString('utf8')) as Json, files: [] };
  } catch {
    throw new ApiError(400, 50109, 'The request body contains invalid JSON.');
  }
}

/** Embeds as Discord stores them: `type: 'rich'` unless given. */
function richEmbeds(embeds: unknown): Json[] {
  if (!Array.isArray(embeds)) return [];
  return embeds.filter(isObj).map((e) => ({ type: 'rich', ...clone(e) }));
}

/**
 * Discord replaces `attachment://name` in embeds (image, thumbnail, author/footer icons) and in
 * v2 components (media, file) with the uploaded attachment's URL, adding its size.
 */
function resolveAttachmentUrls(items: Json[], attachments: ApiAttachment[]): Json[] {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isObj(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'url' || key === 'icon_url') && typeof value === 'string' && value.startsWith('attachment://')) {
        const name = value.slice('attachment://'.length);
        const a = attachments.find((x) => x.filename === name);
        if (!a) continue;
        node[key] = a.url;
        if (key === 'url') {
          node['proxy_url'] = a.proxy_url;
          if (a.width !== undefined) node['width'] = a.width;
          if (a.height !== undefined) node['height'] = a.height;
          if (a.content_type) node['content_type'] = a.content_type;
        } else {
          node['proxy_icon_url'] = a.proxy_url;
        }
      } else if (typeof value === 'object') {
        visit(value);
      }
    }
  };
  visit(items);
  return items;
}

function guessType(filename: string): string {
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  return ({ png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', txt: 'text/plain; charset=utf-8', json: 'application/json', svg: 'image/svg+xml' } as Record<string, string>)[ext] ?? 'application/octet-stream';
}

function pngSize(b: Uint8Array): { width: number; height: number } | undefined {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || sig.some((x, i) => b[i] !== x)) return undefined;
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: dv.getUint32(16), height: dv.getUint32(20) };
}

export async function startLocalDiscord(opts: LocalDiscordOptions = {}): Promise<LocalDiscord> {
  const server = new LocalDiscordServer(opts);
  await server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1');
  return server;
}

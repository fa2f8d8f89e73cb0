// The gateway: a WebSocket endpoint speaking Discord gateway v10 with JSON text frames and no
// compression (what discord.js uses when zlib-sync is not installed).
//
// HELLO → IDENTIFY → READY (+ GUILD_CREATE from `onIdentify`) ; HEARTBEAT → HEARTBEAT_ACK ;
// RESUME → replay of missed dispatches + RESUMED, or INVALID_SESSION(false) ;
// REQUEST_GUILD_MEMBERS → GUILD_MEMBERS_CHUNK. Sessions outlive their socket so a dropped
// connection can resume.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';

export const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  PresenceUpdate: 3,
  VoiceStateUpdate: 4,
  Resume: 6,
  Reconnect: 7,
  RequestGuildMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

export const Intent = {
  Guilds: 1 << 0,
  GuildMembers: 1 << 1,
  GuildMessages: 1 << 9,
  GuildMessageReactions: 1 << 10,
  DirectMessages: 1 << 12,
  MessageContent: 1 << 15,
} as const;

interface Frame {
  op: number;
  d: unknown;
  s: number | null;
  t: string | null;
}

export interface GatewaySession {
  id: string;
  intents: number;
  /** [shard id, shard count] from IDENTIFY (default [0, 1]). */
  shard: [number, number];
  seq: number;
  /** Past dispatches kept for RESUME. */
  backlog: Frame[];
  socket: WebSocket | null;
}

export interface GatewayHooks {
  token: string;
  heartbeatIntervalMs: number;
  resumeUrl: () => string;
  /** READY's `d` for a new session. */
  readyPayload: (session: GatewaySession) => Record<string, unknown>;
  /** Called after READY is sent (send GUILD_CREATE from here). */
  onIdentify: (session: GatewaySession) => void;
  /** Members of a guild for op 8: filtered by query prefix or ids. */
  members: (guildId: string, query: string | undefined, userIds: string[] | undefined, limit: number) => { members: unknown[]; notFound: string[] };
  /** The guild of an op 8 that names none. */
  defaultGuildId: string;
  onConnectionChange: () => void;
  log: (line: string) => void;
}

const BACKLOG = 2000;

export class Gateway {
  readonly wss = new WebSocketServer({ noServer: true });
  readonly sessions = new Map<string, GatewaySession>();

  constructor(private readonly hooks: GatewayHooks) {
    this.wss.on('connection', (socket) => this.onConnection(socket));
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  /** Sessions with an open socket that completed IDENTIFY or RESUME. */
  live(): GatewaySession[] {
    return [...this.sessions.values()].filter((s) => s.socket?.readyState === WebSocket.OPEN);
  }

  /**
   * Sends a dispatch to every session whose intents allow it (`intent` 0 = always). Sessions
   * without a socket still record it for a later RESUME.
   */
  dispatch(t: string, d: unknown, intent = 0, transform?: (d: unknown, session: GatewaySession) => unknown): void {
    const guildId = typeof d === 'object' && d !== null && typeof (d as { guild_id?: unknown }).guild_id === 'string' ? (d as { guild_id: string }).guild_id : null;
    for (const session of this.sessions.values()) {
      if (intent !== 0 && (session.intents & intent) === 0) continue;
      if (!ownsGuild(session, guildId)) continue;
      this.sendDispatch(session, t, transform ? transform(d, session) : d);
    }
  }

  sendDispatch(session: GatewaySession, t: string, d: unknown): void {
    session.seq += 1;
    const frame: Frame = { op: Op.Dispatch, t, s: session.seq, d };
    session.backlog.push(frame);
    if (session.backlog.length > BACKLOG) session.backlog.shift();
    this.send(session.socket, frame);
  }

  /** Closes every socket with `code` (sessions stay resumable unless the code says otherwise). */
  drop(code = 4000): void {
    for (const session of this.sessions.values()) session.socket?.close(code, 'Dropped by the local server');
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private send(socket: WebSocket | null, frame: Frame | { op: number; d: unknown }): void {
    if (socket?.readyState !== WebSocket.OPEN) return;
    const text = JSON.stringify({ s: null, t: null, ...frame });
    this.hooks.log(`gateway → ${text.length > 300 ? `${text.slice(0, 300)}…` : text}`);
    socket.send(text);
  }

  private onConnection(socket: WebSocket): void {
    let session: GatewaySession | null = null;
    this.send(socket, { op: Op.Hello, d: { heartbeat_interval: this.hooks.heartbeatIntervalMs } });
    socket.on('message', (raw, isBinary) => {
      if (isBinary) {
        socket.close(4002, 'Decode error');
        return;
      }
      let frame: { op?: unknown; d?: unknown };
      try {
        frame = JSON.parse(raw.toString()) as { op?: unknown; d?: unknown };
      } catch {
        socket.close(4002, 'Decode error');
        return;
      }
      this.hooks.log(`gateway ← op ${String(frame.op)}`);
      const d = (typeof frame.d === 'object' && frame.d !== null ? frame.d : {}) as Record<string, unknown>;
      switch (frame.op) {
        case Op.Heartbeat:
          this.send(socket, { op: Op.HeartbeatAck, d: null });
          break;
        case Op.Identify: {
          if (session) {
            socket.close(4005, 'Already authenticated');
            return;
          }
          if (d['token'] !== this.hooks.token && d['token'] !== `Bot ${this.hooks.token}`) {
            socket.close(4004, 'Authentication failed');
            return;
          }
          const intents = typeof d['intents'] === 'number' ? d['intents'] : 0;
          const shard = Array.isArray(d['shard']) && d['shard'].length === 2 ? (d['shard'] as [number, number]) : ([0, 1] as [number, number]);
          if (!(shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1])) {
            socket.close(4010, 'Invalid shard');
            return;
          }
          session = { id: randomBytes(16).toString('hex'), intents, shard, seq: 0, backlog: [], socket };
          this.sessions.set(session.id, session);
          this.sendDispatch(session, 'READY', this.hooks.readyPayload(session));
          this.hooks.onIdentify(session);
          this.hooks.onConnectionChange();
          break;
        }
        case Op.Resume: {
          const old = typeof d['session_id'] === 'string' ? this.sessions.get(d['session_id']) : undefined;
          const tokenOk = d['token'] === this.hooks.token || d['token'] === `Bot ${this.hooks.token}`;
          if (!old || !tokenOk) {
            this.send(socket, { op: Op.InvalidSession, d: false });
            return;
          }
          if (old.socket && old.socket !== socket && old.socket.readyState === WebSocket.OPEN) old.socket.close(4000, 'Session resumed elsewhere');
          old.socket = socket;
          session = old;
          const since = typeof d['seq'] === 'number' ? d['seq'] : 0;
          for (const f of old.backlog) if ((f.s ?? 0) > since) this.send(socket, f);
          this.sendDispatch(old, 'RESUMED', null);
          this.hooks.onConnectionChange();
          break;
        }
        case Op.RequestGuildMembers: {
          if (!session) {
            socket.close(4003, 'Not authenticated');
            return;
          }
          const ids = Array.isArray(d['user_ids']) ? (d['user_ids'] as string[]) : typeof d['user_ids'] === 'string' ? [d['user_ids']] : undefined;
          const query = typeof d['query'] === 'string' ? d['query'] : undefined;
          const limit = typeof d['limit'] === 'number' && d['limit'] > 0 ? d['limit'] : 1000;
          const guildId = typeof d['guild_id'] === 'string' ? d['guild_id'] : Array.isArray(d['guild_id']) && typeof d['guild_id'][0] === 'string' ? d['guild_id'][0] : this.hooks.defaultGuildId;
          const { members, notFound } = this.hooks.members(guildId, query, ids, limit);
          this.sendDispatch(session, 'GUILD_MEMBERS_CHUNK', {
            guild_id: guildId,
            members,
            chunk_index: 0,
            chunk_count: 1,
            not_found: notFound,
            ...(d['nonce'] !== undefined ? { nonce: d['nonce'] } : {}),
          });
          break;
        }
        case Op.PresenceUpdate:
        case Op.VoiceStateUpdate:
          break;
        default:
          socket.close(4001, 'Unknown opcode');
      }
    });
    socket.on('close', (code) => {
      if (session && session.socket === socket) {
        session.socket = null;
        // A normal close ends the session (Discord invalidates it); other codes leave it resumable.
        if (code === 1000 || code === 1001) this.sessions.delete(session.id);
        this.hooks.onConnectionChange();
      }
    });
    socket.on('error', (err) => this.hooks.log(`gateway socket error: ${err.message}`));
  }
}

/**
 * Whether a session's shard receives events of `guildId` (Discord: (guild_id >> 22) % num_shards);
 * events outside any guild (DMs) go to shard 0.
 */
export function ownsGuild(session: GatewaySession, guildId: string | null): boolean {
  const [id, count] = session.shard;
  if (guildId === null) return id === 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(count)) === id;
}

/**
 * The store: games, their seats and input logs, snapshots, campaigns, preferences and the bot's
 * live messages. The only module that knows Prisma. Every method either succeeds, returns a typed
 * outcome (stale, duplicate, not-found...), or throws a StoreError; a failed call changed nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { crashPoint } from '../crash-points.ts';
import { newGame, replayLog, undoPlan } from '../engine/index.ts';
import { upgradeState } from '../engine/versions.ts';
import type { GameState, Input, NewGameOptions } from '../engine/index.ts';
import { newCode, normaliseCode } from './codes.ts';
import type { OpenedDatabase, StoreLogger } from './db.ts';
import { ReplayError, StoreUsageError, isUniqueViolation, toStoreError } from './errors.ts';
import { Prisma, type PrismaClient } from './generated/client.ts';
import { Timers, type TimerOptions } from './timers.ts';

/* ------------------------------------------------------------------- types */

export type GameStatus = 'lobby' | 'active' | 'paused' | 'ended' | 'abandoned';
export type CampaignStatus = 'active' | 'between_acts' | 'ended' | 'abandoned';

/** The newGame options minus the seed, which the store keeps secret. */
export type GameOptions = Omit<NewGameOptions, 'seed'>;

export interface SeatRecord {
  seat: number;
  colour: string;
  /** Discord user id; null while the seat is open. */
  userId: string | null;
  joinedAt: Date;
}

/** What list and lookup calls return: no state, no seed. */
export interface GameSummary {
  id: string;
  code: string;
  status: GameStatus;
  options: GameOptions;
  rulesVersion: number;
  seq: number;
  /** Bumped by every stored change the bot must show (each commit, each seat change). */
  version: number;
  /** The version everything posted for the game has been brought up to (0: nothing yet). */
  publishedVersion: number;
  guildId: string | null;
  channelId: string | null;
  threadId: string | null;
  createdBy: string | null;
  campaignId: string | null;
  act: number | null;
  createdAt: Date;
  updatedAt: Date;
  endedAt: Date | null;
  seats: SeatRecord[];
}

/** A game with its full current state (secrets included: the app strips them with viewFor). */
export interface LoadedGame extends GameSummary {
  state: GameState;
}

export interface CreateGameArgs {
  options: GameOptions;
  /** Secret. With `options`, rebuilds the start state: newGame({ ...options, seed }). */
  seed: string;
  /** Discord users by seat; seats not listed (or null) are open. Colours come from the state. */
  users?: readonly (string | null)[];
  /** Default: 'active' when every seat has a user, else 'lobby'. */
  status?: GameStatus;
  guildId?: string | null;
  channelId?: string | null;
  threadId?: string | null;
  createdBy?: string | null;
  campaignId?: string | null;
  act?: number | null;
}

export interface CommitArgs {
  gameId: string;
  /** The seq the app computed `nextState` from. The commit happens only if it is still current. */
  expectedSeq: number;
  input: Input;
  /** apply(state at expectedSeq, input).state; its seq must be expectedSeq + 1. */
  nextState: GameState;
  /** The Discord interaction id (or any id unique per delivery): a re-delivery is a no-op. */
  interactionId: string;
  /** Who sent it: a Discord user id, or e.g. "system". */
  actor: string;
}

export type CommitResult =
  /** Stored. `seq` is the game's new seq. */
  | { status: 'committed'; seq: number }
  /** Someone else moved first (or the app's state is old): nothing stored; reload and ask again. */
  | { status: 'stale'; currentSeq: number }
  /** This interaction id was already stored (at `seq`, in game `gameId`): nothing stored again. */
  | { status: 'duplicate'; gameId: string; seq: number }
  | { status: 'not-found' };

export interface LoggedInput {
  seq: number;
  actor: string;
  input: Input;
  interactionId: string;
  createdAt: Date;
}

export interface CampaignRecord {
  id: string;
  code: string;
  status: CampaignStatus;
  guildId: string | null;
  channelId: string | null;
  createdBy: string | null;
  act: number;
  carryOver: unknown;
  createdAt: Date;
  updatedAt: Date;
  games: GameSummary[];
}

export interface UserPreferences {
  dmUpdates: boolean;
  /** Minutes between reminders while it is the user's turn; null: no reminders. */
  reminderMinutes: number | null;
  locale: string;
}

export const DEFAULT_PREFERENCES: Readonly<UserPreferences> = Object.freeze({ dmUpdates: true, reminderMinutes: null, locale: 'en' });

/** When the board image is posted (a game setting). */
export type MapMode = 'turn' | 'round' | 'request' | 'edit';
export const MAP_MODES: readonly MapMode[] = ['turn', 'round', 'request', 'edit'];

/** What a message the bot keeps track of is (see the GameMessage model). */
export type MessageSlot = 'lobby' | 'begun' | 'summary' | 'panel' | 'board' | 'ended' | 'dm' | 'hand' | 'chapter' | 'proposal';

/** A message the bot keeps track of, or its intent to post one. `seat` is -1 for the game's own. */
export interface MessageRecord {
  slot: MessageSlot;
  seat: number;
  channelId: string | null;
  messageId: string | null;
  /** panel: the seat it prompts; dm: the decision it shows. */
  about: number | null;
  /** hand: a digest of the hand last sent. */
  digest: string | null;
  /** The nonce of a post begun and not yet recorded. */
  intentNonce: string | null;
}

export type MessageWrite = { slot: MessageSlot; seat?: number } & Partial<Omit<MessageRecord, 'slot' | 'seat'>>;

/** A game's settings and bookkeeping, as typed columns of its row. */
export interface GameBookkeeping {
  mapMode: MapMode;
  /** How long a Summit's Negotiations last, in hours (campaigns; the Summit timer). */
  summitHours: number;
  /** A retired lobby: the game it became. */
  startedGameId: string | null;
  /** What the panel's Back button may take back: the input at `seq`, made by user `by`. */
  undoable: { seq: number; by: string } | null;
  /** The seq up to which the thread has had a summary. */
  summarizedSeq: number;
  /** The last answer ({ seat, secret, label, seq }), as stored: the app validates it. */
  lastChoice: unknown;
  /** The last battle roll reported, as stored: the app validates it. */
  lastRoll: unknown;
  /** The last chapter whose end the thread was told of (0: none). */
  chapterTold: number;
  /** The chapters' end reports, in chapter order, as stored: the app validates them. */
  chapterReports: { chapter: number; report: unknown }[];
}

/** The right to publish one game, held until released (or until this process dies). */
export interface PublishClaim {
  release(): Promise<void>;
}

/** Where a game stands between what is stored and what has been posted. */
export interface PublishHead {
  status: GameStatus;
  version: number;
  publishedVersion: number;
}

export interface StoreConfig {
  /** Also keep a snapshot every this many commits (in the commit's transaction). 0: never. */
  snapshotEvery: number;
  logger: StoreLogger;
  timers?: TimerOptions | undefined;
}

/** Where a game's reminders stand (see the Reminder model). */
export interface ReminderState {
  seat: number;
  openedAt: number;
  userId: string;
  everyMinutes: number;
  sent: number;
  lastSentAt: Date | null;
  jobKey: string | null;
}

const REMINDER_SELECT = { seat: true, openedAt: true, userId: true, everyMinutes: true, sent: true, lastSentAt: true, jobKey: true } as const;

/* ----------------------------------------------------------------- helpers */

type Tx = Prisma.TransactionClient;

/** Prisma's JSON input type; the engine's state and inputs are plain JSON by contract. */
function json(v: unknown): Prisma.InputJsonValue {
  return v as Prisma.InputJsonValue;
}

const SUMMARY_SELECT = {
  id: true,
  code: true,
  status: true,
  options: true,
  rulesVersion: true,
  seq: true,
  version: true,
  publishedVersion: true,
  guildId: true,
  channelId: true,
  threadId: true,
  createdBy: true,
  campaignId: true,
  act: true,
  createdAt: true,
  updatedAt: true,
  endedAt: true,
  seats: { orderBy: { seat: 'asc' }, select: { seat: true, colour: true, userId: true, joinedAt: true } },
} as const satisfies Prisma.GameSelect;

type SummaryRow = Prisma.GameGetPayload<{ select: typeof SUMMARY_SELECT }>;

function toSummary(row: SummaryRow): GameSummary {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    options: row.options as unknown as GameOptions,
    rulesVersion: row.rulesVersion,
    seq: row.seq,
    version: row.version,
    publishedVersion: row.publishedVersion,
    guildId: row.guildId,
    channelId: row.channelId,
    threadId: row.threadId,
    createdBy: row.createdBy,
    campaignId: row.campaignId,
    act: row.act,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    endedAt: row.endedAt,
    seats: row.seats.map((s) => ({ seat: s.seat, colour: s.colour, userId: s.userId, joinedAt: s.joinedAt })),
  };
}

/** A 64-bit advisory lock key for (purpose, id). */
function lockKey(purpose: string, id: string): bigint {
  return createHash('sha256').update(`${purpose}:${id}`).digest().readBigInt64BE(0);
}

/**
 * Deterministic start state from what the game row stores: its options, seed and the engine
 * version it was started with (a campaign draws the Fates that version dealt; omitted: the current one).
 */
export function startState(options: GameOptions, seed: string, rulesVersion?: number): GameState {
  return newGame({ ...options, seed, ...(rulesVersion !== undefined ? { rulesVersion } : {}) });
}

/* ------------------------------------------------------------------- store */

export class Store {
  readonly kind: 'pglite' | 'postgres';
  readonly where: string;
  readonly #db: OpenedDatabase;
  readonly #prisma: PrismaClient;
  readonly #config: StoreConfig;
  /** Lock keys claimed in this process (Postgres session locks are re-entrant within a session). */
  readonly #held = new Set<bigint>();
  /** Durable timers (pg-boss in the same database); started on first use. */
  readonly timers: Timers;

  constructor(db: OpenedDatabase, config: StoreConfig) {
    this.kind = db.kind;
    this.where = db.where;
    this.#db = db;
    this.#prisma = db.prisma;
    this.#config = config;
    this.timers = new Timers(db, config.logger, config.timers);
  }

  /** Run one store operation; whatever the database throws becomes a typed StoreError. */
  async #op<T>(op: string, fn: (p: PrismaClient) => Promise<T>): Promise<T> {
    try {
      return await fn(this.#prisma);
    } catch (e) {
      const err = toStoreError(e, op);
      if (err.code === 'store/unavailable') this.#config.logger.warn({ op, err: err.message }, 'store: storage unavailable');
      throw err;
    }
  }

  /* ------------------------------------------------------------- games */

  /**
   * Create a started game: the store builds the start state itself with
   * newGame({ ...options, seed }), so the row always holds what is needed to replay it.
   */
  async createGame(args: CreateGameArgs): Promise<LoadedGame> {
    return (await this.#create('createGame', args, null))!;
  }

  /**
   * Start a lobby: in one transaction the lobby's row is retired (abandoned, its thread freed for
   * the game) and the game is created in its place. Null when the lobby is no longer open (a
   * concurrent Start won). A crash leaves either the open lobby or the started game, never neither.
   */
  async startLobby(lobbyId: string, args: CreateGameArgs): Promise<LoadedGame | null> {
    return this.#create('startLobby', args, lobbyId);
  }

  async #create(op: string, args: CreateGameArgs, lobbyId: string | null): Promise<LoadedGame | null> {
    const state = startState(args.options, args.seed);
    const users = args.users ?? [];
    if (users.length > state.players.length) throw new StoreUsageError(`${op}: ${users.length} users for ${state.players.length} seats`);
    const status: GameStatus = args.status ?? (state.players.every((_, i) => users[i]) ? 'active' : 'lobby');
    const create = (db: Tx | PrismaClient, mapMode: MapMode = 'turn', code = newCode(), summitHours?: number) => db.game.create({
      data: {
        id: randomUUID(),
        mapMode,
        ...(summitHours !== undefined ? { summitHours } : {}),
        code,
        status,
        options: json(args.options),
        seed: args.seed,
        rulesVersion: state.engine,
        seq: state.seq,
        state: json(state),
        guildId: args.guildId ?? null,
        channelId: args.channelId ?? null,
        threadId: args.threadId ?? null,
        createdBy: args.createdBy ?? null,
        campaignId: args.campaignId ?? null,
        act: args.act ?? null,
        seats: { create: state.players.map((pl, seat) => ({ seat, colour: pl.colour, userId: users[seat] ?? null })) },
      },
      select: { ...SUMMARY_SELECT, state: true },
    });
    return this.#op(op, async (p) => {
      for (let attempt = 0; ; attempt++) {
        try {
          const row = lobbyId === null ? await create(p) : await p.$transaction(async (tx) => {
            // One code per game: the game takes over its lobby's code and settings; the retired lobby
            // keeps the code with a suffix (never typed back: codes are five letters and digits) and
            // remembers what it became.
            const lobby = await tx.game.findFirst({ where: { id: lobbyId, status: 'lobby' }, select: { code: true, mapMode: true, summitHours: true } });
            if (!lobby) return null;
            const { count } = await tx.game.updateMany({ where: { id: lobbyId, status: 'lobby' }, data: { status: 'abandoned', threadId: null, endedAt: new Date(), code: `${lobby.code}-lobby` } });
            if (count !== 1) return null;
            const game = await create(tx, lobby.mapMode, lobby.code, lobby.summitHours);
            await tx.game.update({ where: { id: lobbyId }, data: { startedGameId: game.id } });
            return game;
          });
          return row ? { ...toSummary(row), state: row.state as unknown as GameState } : null;
        } catch (e) {
          // A code collision (1 in millions): draw another. Other unique keys are the caller's.
          if (attempt < 5 && isUniqueViolation(e) && !(await this.#otherUniqueTaken(p, args))) continue;
          throw e;
        }
      }
    });
  }

  async #otherUniqueTaken(p: PrismaClient, args: CreateGameArgs): Promise<boolean> {
    if (args.threadId && (await p.game.count({ where: { threadId: args.threadId } })) > 0) return true;
    if (args.campaignId && args.act != null) {
      if ((await p.game.count({ where: { campaignId: args.campaignId, act: args.act } })) > 0) return true;
    }
    return false;
  }

  /** The game with its current state and seats, or null. */
  async loadGame(gameId: string): Promise<LoadedGame | null> {
    return this.#op('loadGame', async (p) => {
      const row = await p.game.findUnique({ where: { id: gameId }, select: { ...SUMMARY_SELECT, state: true } });
      // A state stored by an older engine is upgraded on load (engine/versions.ts).
      return row ? { ...toSummary(row), state: upgradeState(row.state) } : null;
    });
  }

  async getGame(gameId: string): Promise<GameSummary | null> {
    return this.#op('getGame', async (p) => {
      const row = await p.game.findUnique({ where: { id: gameId }, select: SUMMARY_SELECT });
      return row ? toSummary(row) : null;
    });
  }

  async findByThread(threadId: string): Promise<GameSummary | null> {
    return this.#op('findByThread', async (p) => {
      const row = await p.game.findUnique({ where: { threadId }, select: SUMMARY_SELECT });
      return row ? toSummary(row) : null;
    });
  }

  async findByCode(code: string): Promise<GameSummary | null> {
    return this.#op('findByCode', async (p) => {
      const row = await p.game.findUnique({ where: { code: normaliseCode(code) }, select: SUMMARY_SELECT });
      return row ? toSummary(row) : null;
    });
  }

  /** A guild's games, most recently active first. */
  async listGuildGames(guildId: string, opts: { status?: readonly GameStatus[]; limit?: number } = {}): Promise<GameSummary[]> {
    return this.#op('listGuildGames', async (p) => {
      const rows = await p.game.findMany({
        where: { guildId, ...(opts.status ? { status: { in: [...opts.status] } } : {}) },
        orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
        take: opts.limit ?? 100,
        select: SUMMARY_SELECT,
      });
      return rows.map(toSummary);
    });
  }

  /** The games a Discord user has a seat in, most recently active first. */
  async listUserGames(userId: string, opts: { status?: readonly GameStatus[]; limit?: number } = {}): Promise<GameSummary[]> {
    return this.#op('listUserGames', async (p) => {
      const rows = await p.game.findMany({
        where: { seats: { some: { userId } }, ...(opts.status ? { status: { in: [...opts.status] } } : {}) },
        orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
        take: opts.limit ?? 100,
        select: SUMMARY_SELECT,
      });
      return rows.map(toSummary);
    });
  }

  /**
   * Store one input: in one short transaction, compare-and-swap the game's seq from
   * `expectedSeq` to `expectedSeq + 1` with `nextState`, and append the input to the log under
   * its unique interaction id. Exactly one of any number of concurrent commits on the same seq
   * wins; the others, and any re-delivery of an interaction id, change nothing.
   */
  async commit(args: CommitArgs): Promise<CommitResult> {
    const nextSeq = args.expectedSeq + 1;
    if (args.nextState.seq !== nextSeq) {
      throw new StoreUsageError(`commit: nextState.seq is ${args.nextState.seq}, expected ${nextSeq}`);
    }
    if (!args.interactionId) throw new StoreUsageError('commit: an interaction id is required');
    const ended = args.nextState.ended !== null;
    const snapshotEvery = this.#config.snapshotEvery;
    return this.#op('commit', async (p) => {
      try {
        const r = await p.$transaction(async (tx) => {
          const { count } = await tx.game.updateMany({
            where: { id: args.gameId, seq: args.expectedSeq },
            data: {
              seq: nextSeq,
              version: { increment: 1 },
              state: json(args.nextState),
              ...(ended ? { status: 'ended', endedAt: new Date() } : {}),
            },
          });
          if (count === 0) return this.#whyNot(tx, args);
          await tx.gameInput.create({
            data: { gameId: args.gameId, seq: nextSeq, actor: args.actor, input: json(args.input), interactionId: args.interactionId },
          });
          if (snapshotEvery > 0 && nextSeq % snapshotEvery === 0) {
            await tx.snapshot.create({ data: { gameId: args.gameId, seq: nextSeq, state: json(args.nextState) } });
          }
          crashPoint('commit:locked');
          return { status: 'committed', seq: nextSeq } as const;
        });
        if (r.status === 'committed') crashPoint('commit:done');
        return r;
      } catch (e) {
        // The interaction id (or the log slot) was taken by a concurrent commit: rolled back.
        if (isUniqueViolation(e)) return this.#whyNot(p, args);
        throw e;
      }
    });
  }

  /** Why a commit did not apply: a re-delivered interaction, a moved-on game, or no game. */
  async #whyNot(db: Tx | PrismaClient, args: CommitArgs): Promise<CommitResult> {
    const dup = await db.gameInput.findUnique({ where: { interactionId: args.interactionId }, select: { gameId: true, seq: true } });
    if (dup) return { status: 'duplicate', gameId: dup.gameId, seq: dup.seq };
    const game = await db.game.findUnique({ where: { id: args.gameId }, select: { seq: true } });
    return game ? { status: 'stale', currentSeq: game.seq } : { status: 'not-found' };
  }

  /** The input log, oldest first: inputs with fromSeq <= seq <= toSeq. */
  async readLog(gameId: string, opts: { fromSeq?: number; toSeq?: number } = {}): Promise<LoggedInput[]> {
    return this.#op('readLog', async (p) => {
      const rows = await p.gameInput.findMany({
        where: { gameId, seq: { gte: opts.fromSeq ?? 0, ...(opts.toSeq !== undefined ? { lte: opts.toSeq } : {}) } },
        orderBy: { seq: 'asc' },
        select: { seq: true, actor: true, input: true, interactionId: true, createdAt: true },
      });
      return rows.map((r) => ({ ...r, input: r.input as unknown as Input }));
    });
  }

  /**
   * Rebuild a game's state from its stored start (options + seed) and its input log, up to
   * `toSeq` (default: all), honouring undo inputs. With `useSnapshots`, start from the latest
   * snapshot at or before it that no later undo reaches behind.
   */
  async replay(gameId: string, opts: { toSeq?: number; useSnapshots?: boolean } = {}): Promise<GameState | null> {
    const data = await this.#op('replay', async (p) => {
      const game = await p.game.findUnique({ where: { id: gameId }, select: { options: true, seed: true, seq: true, rulesVersion: true } });
      if (!game) return null;
      const toSeq = Math.min(opts.toSeq ?? game.seq, game.seq);
      const inputs = await p.gameInput.findMany({ where: { gameId, seq: { lte: toSeq } }, orderBy: { seq: 'asc' }, select: { seq: true, input: true } });
      const snaps = opts.useSnapshots
        ? await p.snapshot.findMany({ where: { gameId, seq: { lte: toSeq } }, orderBy: { seq: 'desc' }, select: { seq: true } })
        : [];
      return { game, toSeq, inputs, snaps };
    });
    if (!data) return null;
    const { inputs } = data;
    for (const [i, row] of inputs.entries()) {
      if (row.seq !== i + 1) throw new ReplayError(`replay: the log has no input for seq ${i + 1}`, gameId, i + 1);
    }
    if (inputs.length !== data.toSeq) throw new ReplayError(`replay: the log ends at seq ${inputs.length}, not ${data.toSeq}`, gameId, inputs.length);
    const log = inputs.map((r) => r.input as unknown as Input);
    // An undo after a snapshot may take back an input from before it: start before every such input.
    const { target } = undoPlan(log);
    let from = 0;
    for (const snap of data.snaps) {
      const reachesBehind = target.some((k, j) => k !== null && j + 1 > snap.seq && k + 1 <= snap.seq);
      if (!reachesBehind) {
        from = snap.seq;
        break;
      }
    }
    let start: GameState;
    if (from > 0) {
      const row = await this.#op('replay', (p) => p.snapshot.findUnique({ where: { gameId_seq: { gameId, seq: from } }, select: { state: true } }));
      start = upgradeState(row!.state);
    } else start = startState(data.game.options as unknown as GameOptions, data.game.seed, data.game.rulesVersion);
    try {
      return replayLog(start, log.slice(from));
    } catch (e) {
      throw new ReplayError(`replay: ${(e as Error).message}`, gameId, from);
    }
  }

  /**
   * Check that the stored state is exactly the replay of the stored log (same JSON text).
   * Returns null for an unknown game.
   */
  async verify(gameId: string, opts: { useSnapshots?: boolean } = {}): Promise<{ ok: boolean; seq: number } | null> {
    const loaded = await this.loadGame(gameId);
    if (!loaded) return null;
    const replayed = await this.replay(gameId, { toSeq: loaded.seq, ...opts });
    return { ok: replayed !== null && JSON.stringify(replayed) === JSON.stringify(loaded.state), seq: loaded.seq };
  }

  /** Keep the current state as a snapshot (a cache for replay). Idempotent. */
  async snapshot(gameId: string): Promise<{ seq: number } | null> {
    return this.#op('snapshot', async (p) =>
      p.$transaction(async (tx) => {
        const g = await tx.game.findUnique({ where: { id: gameId }, select: { seq: true, state: true } });
        if (!g) return null;
        await tx.snapshot.upsert({
          where: { gameId_seq: { gameId, seq: g.seq } },
          create: { gameId, seq: g.seq, state: json(g.state) },
          update: {},
        });
        return { seq: g.seq };
      }),
    );
  }

  async listSnapshots(gameId: string): Promise<number[]> {
    return this.#op('listSnapshots', async (p) =>
      (await p.snapshot.findMany({ where: { gameId }, orderBy: { seq: 'asc' }, select: { seq: true } })).map((s) => s.seq),
    );
  }

  /**
   * Claim (or, with userId null, free) a seat. Unless `replace`, only an open seat can be claimed.
   * A new version of the game: what the bot posted for the seat's old holder is brought up to date.
   */
  async setSeatUser(gameId: string, seat: number, userId: string | null, opts: { replace?: boolean } = {}): Promise<'ok' | 'taken' | 'not-found'> {
    return this.#op('setSeatUser', async (p) => {
      const where = { gameId, seat, ...(opts.replace || userId === null ? {} : { userId: null }) };
      const count = await p.$transaction(async (tx) => {
        const r = await tx.seat.updateMany({ where, data: { userId, joinedAt: new Date() } });
        if (r.count === 1) await tx.game.update({ where: { id: gameId }, data: { version: { increment: 1 } } });
        return r.count;
      });
      if (count === 1) return 'ok';
      return (await p.seat.count({ where: { gameId, seat } })) > 0 ? 'taken' : 'not-found';
    });
  }

  async setStatus(gameId: string, status: GameStatus): Promise<boolean> {
    return this.#op('setStatus', async (p) => {
      const { count } = await p.game.updateMany({
        where: { id: gameId },
        data: { status, ...(status === 'ended' || status === 'abandoned' ? { endedAt: new Date() } : {}) },
      });
      return count === 1;
    });
  }

  /** Where the game is played on Discord. A thread hosts at most one game. */
  async setLocation(gameId: string, loc: { guildId?: string | null; channelId?: string | null; threadId?: string | null }): Promise<boolean> {
    return this.#op('setLocation', async (p) => {
      const data: Prisma.GameUpdateManyMutationInput = {};
      if (loc.guildId !== undefined) data.guildId = loc.guildId;
      if (loc.channelId !== undefined) data.channelId = loc.channelId;
      if (loc.threadId !== undefined) data.threadId = loc.threadId;
      const { count } = await p.game.updateMany({ where: { id: gameId }, data });
      return count === 1;
    });
  }

  /* ------------------------------------------------------------ publishing */
  // What the bot posts follows from what is stored: each game records the version it has been
  // published up to. Whoever finds a game behind (after a commit, at start-up, on load) claims
  // it, brings its messages up to date, records the version and lets go. See src/bot/publish.ts.

  /** The game's version and published version, or null for an unknown game. */
  async publishHead(gameId: string): Promise<PublishHead | null> {
    return this.#op('publishHead', async (p) =>
      p.game.findUnique({ where: { id: gameId }, select: { status: true, version: true, publishedVersion: true } }),
    );
  }

  /**
   * Claim the publishing of a game: null when someone else (another process, or another claim
   * in this one) holds it. The claim is a Postgres session advisory lock, so it ends with its
   * holder: a process killed mid-publish leaves no claim behind.
   */
  async claimPublish(gameId: string): Promise<PublishClaim | null> {
    const key = lockKey('publish', gameId);
    if (this.#held.has(key)) return null;
    this.#held.add(key);
    let ok: boolean;
    try {
      ok = await this.#db.locks.tryLock(key);
    } catch (e) {
      this.#held.delete(key);
      throw toStoreError(e, 'claimPublish');
    }
    if (!ok) {
      this.#held.delete(key);
      return null;
    }
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        try {
          await this.#db.locks.unlock(key);
        } catch (e) {
          // The lock connection broke: the server freed the lock with it.
          this.#config.logger.warn({ op: 'releasePublish', err: (e as Error).message }, 'store: could not release a publish claim');
        } finally {
          this.#held.delete(key);
        }
      },
    };
  }

  /** Record that the game has been published up to `version` (never moves back). */
  async markPublished(gameId: string, version: number): Promise<void> {
    await this.#op('markPublished', async (p) => {
      await p.game.updateMany({ where: { id: gameId, publishedVersion: { lt: version } }, data: { publishedVersion: version } });
    });
  }

  /** Games in play or just ended whose published version is behind their version, oldest change first. */
  async listUnpublished(opts: { limit?: number } = {}): Promise<string[]> {
    return this.#op('listUnpublished', async (p) =>
      (await p.game.findMany({
        where: { status: { in: ['active', 'ended'] }, publishedVersion: { lt: p.game.fields.version } },
        orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
        take: opts.limit ?? 500,
        select: { id: true },
      })).map((g) => g.id),
    );
  }

  /* ---------------------------------------------- messages and bookkeeping */

  async listMessages(gameId: string): Promise<MessageRecord[]> {
    return this.#op('listMessages', async (p) =>
      p.gameMessage.findMany({
        where: { gameId }, orderBy: [{ slot: 'asc' }, { seat: 'asc' }],
        select: { slot: true, seat: true, channelId: true, messageId: true, about: true, digest: true, intentNonce: true },
      }),
    );
  }

  /**
   * In one transaction: write some message records (fields not given are kept; a new record
   * starts empty), delete others, and optionally move the summary position. Either all of it is
   * stored or none.
   */
  async writeMessages(gameId: string, w: { set?: readonly MessageWrite[]; remove?: readonly { slot: MessageSlot; seat?: number }[]; summarizedSeq?: number }): Promise<void> {
    const summarizedSeq = w.summarizedSeq;
    const steps: ((db: Tx | PrismaClient) => Promise<unknown>)[] = [
      ...(w.remove ?? []).map((r) => (db: Tx | PrismaClient) => db.gameMessage.deleteMany({ where: { gameId, slot: r.slot, seat: r.seat ?? -1 } })),
      ...(w.set ?? []).map(({ slot, seat = -1, ...fields }) => (db: Tx | PrismaClient) =>
        db.gameMessage.upsert({ where: { gameId_slot_seat: { gameId, slot, seat } }, create: { gameId, slot, seat, ...fields }, update: fields })),
      ...(summarizedSeq !== undefined ? [(db: Tx | PrismaClient) => db.game.updateMany({ where: { id: gameId }, data: { summarizedSeq } })] : []),
    ];
    await this.#op('writeMessages', async (p) => {
      // One statement (most writes: a publish records one message at a time) is atomic by itself:
      // no transaction around it, which would cost a BEGIN and a COMMIT more (issue 19).
      if (steps.length === 1) return void (await steps[0]!(p));
      if (steps.length === 0) return;
      await p.$transaction(async (tx) => {
        for (const step of steps) await step(tx);
      });
    });
  }

  async getBookkeeping(gameId: string): Promise<GameBookkeeping | null> {
    return this.#op('getBookkeeping', async (p) => {
      const g = await p.game.findUnique({
        where: { id: gameId },
        select: {
          mapMode: true, summitHours: true, startedGameId: true, undoableSeq: true, undoableBy: true, summarizedSeq: true, lastChoice: true, lastRoll: true, chapterTold: true,
          chapterReports: { orderBy: { chapter: 'asc' }, select: { chapter: true, report: true } },
        },
      });
      if (!g) return null;
      return {
        mapMode: g.mapMode, summitHours: g.summitHours, startedGameId: g.startedGameId, summarizedSeq: g.summarizedSeq,
        undoable: g.undoableSeq !== null && g.undoableBy !== null ? { seq: g.undoableSeq, by: g.undoableBy } : null,
        lastChoice: g.lastChoice, lastRoll: g.lastRoll, chapterTold: g.chapterTold, chapterReports: g.chapterReports,
      };
    });
  }

  async setMapMode(gameId: string, mapMode: MapMode): Promise<boolean> {
    if (!MAP_MODES.includes(mapMode)) throw new StoreUsageError(`setMapMode: ${String(mapMode)} is not a map mode`);
    return this.#op('setMapMode', async (p) => (await p.game.updateMany({ where: { id: gameId }, data: { mapMode } })).count === 1);
  }

  /** The game's Summit timer, in hours (the app checks the range). */
  async setSummitHours(gameId: string, hours: number): Promise<boolean> {
    if (!Number.isInteger(hours) || hours < 1) throw new StoreUsageError(`setSummitHours: ${hours} is not a number of hours`);
    return this.#op('setSummitHours', async (p) => (await p.game.updateMany({ where: { id: gameId }, data: { summitHours: hours } })).count === 1);
  }

  async setUndoable(gameId: string, undoable: { seq: number; by: string } | null): Promise<void> {
    await this.#op('setUndoable', async (p) => {
      await p.game.updateMany({ where: { id: gameId }, data: { undoableSeq: undoable?.seq ?? null, undoableBy: undoable?.by ?? null } });
    });
  }

  /**
   * In one transaction, what a commit leaves for the messages: what Back may take back, the
   * answer given (null: none), the roll reported (kept when not given) and chapters' end reports.
   */
  async recordCommit(gameId: string, w: { undoable: { seq: number; by: string } | null; lastChoice: unknown; lastRoll?: unknown; chapterReports?: readonly { chapter: number; report: unknown }[] }): Promise<void> {
    await this.#op('recordCommit', async (p) => {
      const game = (db: Tx | PrismaClient) => db.game.updateMany({
        where: { id: gameId },
        data: {
          undoableSeq: w.undoable?.seq ?? null, undoableBy: w.undoable?.by ?? null,
          lastChoice: w.lastChoice === null || w.lastChoice === undefined ? Prisma.DbNull : json(w.lastChoice),
          ...(w.lastRoll !== undefined ? { lastRoll: w.lastRoll === null ? Prisma.DbNull : json(w.lastRoll) } : {}),
        },
      });
      // Most commits end no chapter: one statement, atomic by itself (no BEGIN/COMMIT around it).
      if (!w.chapterReports?.length) return void (await game(p));
      await p.$transaction(async (tx) => {
        await game(tx);
        for (const r of w.chapterReports ?? []) {
          await tx.chapterReport.upsert({ where: { gameId_chapter: { gameId, chapter: r.chapter } }, create: { gameId, chapter: r.chapter, report: json(r.report) }, update: { report: json(r.report) } });
        }
      });
    });
  }

  /** The thread has been told of the end of chapter `chapter` (never moves back). */
  async setChapterTold(gameId: string, chapter: number): Promise<void> {
    await this.#op('setChapterTold', async (p) => {
      await p.game.updateMany({ where: { id: gameId, chapterTold: { lt: chapter } }, data: { chapterTold: chapter } });
    });
  }

  /**
   * An ephemeral panel of `userId` in `gameId`, editable with `token` from now on; only the
   * `keep` most recent per user and game are kept.
   */
  async rememberPanel(gameId: string, userId: string, messageId: string, token: string, keep = 5): Promise<void> {
    await this.#op('rememberPanel', async (p) => {
      await p.$transaction(async (tx) => {
        await tx.ephemeralPanel.upsert({ where: { gameId_userId_messageId: { gameId, userId, messageId } }, create: { gameId, userId, messageId, token }, update: { token, createdAt: new Date() } });
        const old = await tx.ephemeralPanel.findMany({ where: { gameId, userId }, orderBy: [{ createdAt: 'desc' }, { messageId: 'desc' }], skip: keep, select: { messageId: true } });
        if (old.length) await tx.ephemeralPanel.deleteMany({ where: { gameId, userId, messageId: { in: old.map((o) => o.messageId) } } });
      });
    });
  }

  /** The remembered panels of `userId` in `gameId` opened after `since`. */
  async listPanels(gameId: string, userId: string, since: Date): Promise<{ messageId: string; token: string }[]> {
    return this.#op('listPanels', (p) => p.ephemeralPanel.findMany({ where: { gameId, userId, createdAt: { gt: since } }, orderBy: { createdAt: 'asc' }, select: { messageId: true, token: true } }));
  }

  async forgetPanels(gameId: string, userId: string): Promise<void> {
    await this.#op('forgetPanels', async (p) => {
      await p.ephemeralPanel.deleteMany({ where: { gameId, userId } });
    });
  }

  /** A lobby seat's chosen colour. */
  async setSeatColour(gameId: string, seat: number, colour: string): Promise<void> {
    await this.#op('setSeatColour', async (p) => {
      await p.seat.updateMany({ where: { gameId, seat }, data: { colour } });
    });
  }

  /* ------------------------------------------------------------- reminders */

  async getReminder(gameId: string): Promise<ReminderState | null> {
    return this.#op('getReminder', (p) => p.reminder.findUnique({ where: { gameId }, select: REMINDER_SELECT }));
  }

  /**
   * Record where a game's reminders stand. With `expectJobKey`, only if the stored row still names
   * that job (a compare-and-swap: a job that fired after the game moved on records nothing).
   */
  async putReminder(gameId: string, r: ReminderState, expectJobKey?: string | null): Promise<boolean> {
    return this.#op('putReminder', async (p) => {
      if (expectJobKey !== undefined) {
        const { count } = await p.reminder.updateMany({ where: { gameId, jobKey: expectJobKey }, data: r });
        return count === 1;
      }
      await p.reminder.upsert({ where: { gameId }, create: { gameId, ...r }, update: r });
      return true;
    });
  }

  async deleteReminder(gameId: string): Promise<void> {
    await this.#op('deleteReminder', async (p) => {
      await p.reminder.deleteMany({ where: { gameId } });
    });
  }

  /**
   * Games in play that may need a reminder job and have none: someone seated in them wants
   * reminders, or it is a campaign resting between Acts (its host is reminded), and the game has no
   * reminder row or one without a job (carried over from before reminders were jobs). Checked at start-up.
   */
  async listGamesToRemind(opts: { limit?: number } = {}): Promise<string[]> {
    return this.#op('listGamesToRemind', async (p) =>
      (await p.game.findMany({
        where: {
          status: 'active',
          AND: [
            { OR: [{ reminder: { is: null } }, { reminder: { is: { jobKey: null } } }] },
            {
              OR: [
                { seats: { some: { userId: { in: (await p.userPreference.findMany({ where: { reminderMinutes: { not: null } }, select: { userId: true } })).map((u) => u.userId) } } } },
                // A campaign resting between Acts reminds its host weekly, whatever the settings.
                { campaign: { is: { status: 'between_acts' } } },
              ],
            },
          ],
        },
        orderBy: { id: 'asc' },
        take: opts.limit ?? 1000,
        select: { id: true },
      })).map((g) => g.id),
    );
  }

  /* ----------------------------------------------------------- preferences */

  async getPreferences(userId: string): Promise<UserPreferences> {
    return this.#op('getPreferences', async (p) => {
      const row = await p.userPreference.findUnique({ where: { userId }, select: { dmUpdates: true, reminderMinutes: true, locale: true } });
      return row ?? { ...DEFAULT_PREFERENCES };
    });
  }

  async setPreferences(userId: string, patch: Partial<UserPreferences>): Promise<UserPreferences> {
    if (patch.reminderMinutes != null && (!Number.isInteger(patch.reminderMinutes) || patch.reminderMinutes <= 0)) {
      throw new StoreUsageError('setPreferences: reminderMinutes must be a positive integer or null');
    }
    const data: Prisma.UserPreferenceUpdateInput = {};
    if (patch.dmUpdates !== undefined) data.dmUpdates = patch.dmUpdates;
    if (patch.reminderMinutes !== undefined) data.reminderMinutes = patch.reminderMinutes;
    if (patch.locale !== undefined) data.locale = patch.locale;
    return this.#op('setPreferences', async (p) =>
      p.userPreference.upsert({
        where: { userId },
        create: { userId, ...DEFAULT_PREFERENCES, ...patch },
        update: data,
        select: { dmUpdates: true, reminderMinutes: true, locale: true },
      }),
    );
  }

  /* ------------------------------------------------------------- campaigns */

  async createCampaign(args: { guildId?: string | null; channelId?: string | null; createdBy?: string | null; carryOver?: unknown } = {}): Promise<CampaignRecord> {
    return this.#op('createCampaign', async (p) => {
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await p.campaign.create({
            data: {
              id: randomUUID(),
              code: newCode(),
              guildId: args.guildId ?? null,
              channelId: args.channelId ?? null,
              createdBy: args.createdBy ?? null,
              carryOver: json(args.carryOver ?? {}),
            },
            include: { games: { select: SUMMARY_SELECT, orderBy: { act: 'asc' } } },
          });
          return { ...row, games: row.games.map(toSummary) };
        } catch (e) {
          if (attempt < 5 && isUniqueViolation(e)) continue;
          throw e;
        }
      }
    });
  }

  async loadCampaign(campaignId: string): Promise<CampaignRecord | null> {
    return this.#op('loadCampaign', async (p) => {
      const row = await p.campaign.findUnique({ where: { id: campaignId }, include: { games: { select: SUMMARY_SELECT, orderBy: { act: 'asc' } } } });
      return row ? { ...row, games: row.games.map(toSummary) } : null;
    });
  }

  /**
   * Move a campaign on (e.g. after an Act ends: store what carries over, set the next Act),
   * as a compare-and-swap on its current Act so a double click cannot advance it twice.
   */
  async updateCampaign(
    campaignId: string,
    expectedAct: number,
    patch: { act?: number; status?: CampaignStatus; carryOver?: unknown },
  ): Promise<'updated' | 'stale' | 'not-found'> {
    return this.#op('updateCampaign', async (p) => {
      const data: Prisma.CampaignUpdateManyMutationInput = {};
      if (patch.act !== undefined) data.act = patch.act;
      if (patch.status !== undefined) data.status = patch.status;
      if (patch.carryOver !== undefined) data.carryOver = json(patch.carryOver);
      const { count } = await p.campaign.updateMany({ where: { id: campaignId, act: expectedAct }, data });
      if (count === 1) return 'updated';
      return (await p.campaign.count({ where: { id: campaignId } })) > 0 ? 'stale' : 'not-found';
    });
  }

  /**
   * Resume a campaign between Acts: in one transaction the campaign moves to `act` (a compare-and-
   * swap on its current Act, so a second click finds it moved on) and is active again, and its
   * game gets a new version, so the bot's messages are brought up to date (the next Act's prompts).
   */
  async resumeCampaign(campaignId: string, expectedAct: number, act: number, gameId: string): Promise<'updated' | 'stale' | 'not-found'> {
    return this.#op('resumeCampaign', async (p) => {
      const count = await p.$transaction(async (tx) => {
        const r = await tx.campaign.updateMany({ where: { id: campaignId, act: expectedAct, status: 'between_acts' }, data: { act, status: 'active' } });
        if (r.count === 1) await tx.game.update({ where: { id: gameId }, data: { version: { increment: 1 } } });
        return r.count;
      });
      if (count === 1) return 'updated';
      return (await p.campaign.count({ where: { id: campaignId } })) > 0 ? 'stale' : 'not-found';
    });
  }

  /* ----------------------------------------------------------------- admin */

  /** Is the database answering? Never throws. */
  async healthy(): Promise<boolean> {
    try {
      await this.#prisma.$queryRaw`SELECT 1`;
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.timers.stop();
    await this.#db.close();
  }
}

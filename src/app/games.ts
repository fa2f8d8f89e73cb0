/**
 * The use-cases: lobby, start, answer, concede, undo, kick/replace, abort, status, settings.
 * They orchestrate the engine and the store and return plain data; they know nothing of
 * discord.js. Every failure is a catalogue key the bot shows ephemerally; nothing changed.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { say } from '../text/say.ts';
import { actionCard, isActionCardId, suitName } from '../data/action-cards.ts';
import { cardDef } from '../data/cards.ts';
import { isEventCard } from '../engine/campaign/state.ts';
import { setupCardsFor, SETUP_CARDS } from '../data/setup-cards.ts';
import { apply, newGame, onReport, openDecision, SetupError, undoInput, undoPlan, viewFor } from '../engine/index.ts';
import { betweenActs, campaignLogSheet, campaignStatusText, choiceProgress, isSimultaneous, type LogSheet } from './campaign.ts';
import { CHOICE_SEAT, choiceMarker, choiceReminderDue, syncChoiceReminders, waitingChoices } from './choice-reminders.ts';
import { endOption, negotiations, timerAnswer, voteOption, type Vote } from './summit.ts';
import type { Colour, Decision, GameState, Input, LogEntry, Report } from '../engine/index.ts';
import { AMBITION_NAMES } from '../data/board.ts';
import { DICE, DIE_TYPES, type DieFace } from '../data/dice.ts';
import { ownerName } from '../engine/board.ts';
import { systemLabel } from '../engine/frames/actions.ts';
import { COLOURS } from '../engine/types.ts';
import type { CampaignRecord, GameBookkeeping, GameOptions, GameSummary, LoadedGame, MapMode, Store } from '../store/index.ts';
import { GameSettingsPatch, parseLobbyOptions, SUMMIT_HOURS_DEFAULT, type GameSettings, type LobbyStored, type SeatOrder, type Undoable } from './settings.ts';
import { HOST_SEAT, isStoreError, reminderKey, type ReminderJob } from '../store/index.ts';
import { t, type MessageKey, type MessageParams } from './messages.ts';

export type Fail = { ok: false; error: MessageKey; params?: MessageParams };
export type Result<T> = ({ ok: true } & T) | Fail;
const fail = (error: MessageKey, params?: MessageParams): Fail => ({ ok: false, error, ...(params ? { params } : {}) });

export type { MapMode, SeatOrder };
export interface LobbyOptions { players: 2 | 3 | 4; setup?: string | undefined; leadersAndLore: boolean; /** Leaders & Lore variant (a second lore card each); implies leadersAndLore */ secondLore?: boolean; order: SeatOrder; /** A Blighted Reach campaign lobby (three Acts in one game). */ campaign?: boolean }


/**
 * Where an input came from: a message in a guild channel or thread (public, or ephemeral to the
 * one who pressed), or a DM with the bot. Components are checked against it: a game's buttons
 * belong in its thread (or a DM), and a secret decision is only answered from a private place.
 */
export interface Place { channelId: string; kind: 'public' | 'ephemeral' | 'dm' }
const isPrivate = (p: Place | undefined) => p !== undefined && p.kind !== 'public';

export interface AnswerOutcome {
  game: LoadedGame;
  /** The state before the answer (for what changed: the turn, hands). */
  before: GameState;
  seat: number;
  log: LogEntry[];
  revealed: boolean;
  decision: Decision | null;
}

export function colourName(c: string): string {
  return c[0]!.toUpperCase() + c.slice(1);
}
export const mention = (userId: string | null | undefined): string => (userId ? `<@${userId}>` : '');

/** Card names in plain words in labels: "ADM3" → "Administration 3". */
export function cardLabel(id: string): string {
  if (isActionCardId(id)) return `${suitName(actionCard(id).suit)} ${actionCard(id).number}`;
  // A campaign Event action card (EVT1-3) has no suit or number (campaign rulebook, Event Cards).
  return isEventCard(id) ? t('game.event-card') : id;
}

/** A setup card's name; undefined: not drawn yet (random); null: a campaign Act, which has none. */
export function setupName(id: string | null | undefined): string {
  if (id === null) return t('game.campaign-setup');
  return id ? (SETUP_CARDS.find((c) => c.id === id)?.name ?? id) : t('lobby.random');
}

/** How often the host of a campaign resting between Acts is reminded to continue (issue 18: weekly). */
export const NEXT_ACT_REMINDER_MINUTES = 7 * 24 * 60;
/** A Summit whose timer ran out while a deal was being carried out ends this much later (or later again). */
export const SUMMIT_RETRY_MINUTES = 10;

export class ArcsApp {
  readonly store: Store;
  readonly #seed: () => string;
  readonly #shuffle: <T>(xs: T[]) => T[];

  constructor(store: Store, opts: { seed?: () => string; shuffle?: <T>(xs: T[]) => T[] } = {}) {
    this.store = store;
    this.#seed = opts.seed ?? (() => randomBytes(16).toString('hex'));
    this.#shuffle = opts.shuffle ?? (<T,>(xs: T[]) => {
      const a = [...xs];
      for (let i = a.length - 1; i > 0; i--) {
        const j = randomInt(i + 1);
        [a[i], a[j]] = [a[j]!, a[i]!];
      }
      return a;
    });
  }

  /* -------------------------------------------------- settings, bookkeeping */
  // A game's settings and bookkeeping are typed columns of its row (store.getBookkeeping); the
  // messages the bot keeps track of are typed rows (store.listMessages / writeMessages).

  async bookkeeping(gameId: string): Promise<GameBookkeeping> {
    return (await this.store.getBookkeeping(gameId)) ?? { mapMode: 'turn', summitHours: SUMMIT_HOURS_DEFAULT, startedGameId: null, undoable: null, summarizedSeq: 0, lastChoice: null, lastRoll: null, chapterTold: 0, chapterReports: [] };
  }

  /** What the panel's Back button may take back now, if anything. */
  async undoable(gameId: string): Promise<Undoable> {
    return (await this.bookkeeping(gameId)).undoable;
  }

  /** What the thread's messages read of a game's bookkeeping: the last choice and roll, the chapters' reports. */
  async readBook(gameId: string): Promise<ReadBook> {
    return readBook(await this.bookkeeping(gameId));
  }

  /** The thread has been told of chapter `chapter`'s end. */
  async setChapterTold(gameId: string, chapter: number): Promise<void> {
    await this.store.setChapterTold(gameId, chapter);
  }

  /** Change a game's settings; the patch is checked against GameSettingsSchema first. */
  async updateSettings(gameId: string, patch: unknown): Promise<Result<{ settings: GameSettings }>> {
    const r = GameSettingsPatch.safeParse(patch);
    if (!r.success) return fail('err.malformed');
    if (r.data.mapMode !== undefined && !(await this.store.setMapMode(gameId, r.data.mapMode))) return fail('err.unknown-game');
    if (r.data.summitHours !== undefined && !(await this.store.setSummitHours(gameId, r.data.summitHours))) return fail('err.unknown-game');
    const book = await this.bookkeeping(gameId);
    return { ok: true, settings: { mapMode: book.mapMode, summitHours: book.summitHours } };
  }

  /** Where the lobby message of a lobby is. */
  async lobbyMessage(lobbyId: string): Promise<{ channelId: string; messageId: string } | null> {
    const m = (await this.store.listMessages(lobbyId)).find((x) => x.slot === 'lobby');
    return m?.channelId && m.messageId ? { channelId: m.channelId, messageId: m.messageId } : null;
  }

  async setLobbyMessage(lobbyId: string, ref: { channelId: string; messageId: string }): Promise<void> {
    await this.store.writeMessages(lobbyId, { set: [{ slot: 'lobby', channelId: ref.channelId, messageId: ref.messageId }] });
  }

  /**
   * Called with the id of a game that, as loaded, has not been published up to its stored
   * version (a crash or another process between a commit and its messages): the bot publishes it.
   */
  onBehind: ((gameId: string) => void) | null = null;
  /**
   * Called as soon as an input has been applied, before it is committed, with the state it leads
   * to and whether it was committed (false: stale, a duplicate, the store failed): the bot starts
   * drawing the images the publish will post while the commit runs (issue 21: click to visible).
   */
  onApplied: ((gameId: string, before: GameState, next: GameState, committed: Promise<boolean>) => void) | null = null;
  #seen<T extends GameSummary | null>(game: T): T {
    if (game && game.publishedVersion < game.version && (game.status === 'active' || game.status === 'ended')) this.onBehind?.(game.id);
    return game;
  }

  /* ---------------------------------------------------------------- lobby */

  async createLobby(args: { guildId: string | null; channelId: string | null; hostId: string; opts: LobbyOptions }): Promise<Result<{ game: GameSummary }>> {
    const { opts } = args;
    if (opts.setup && !setupCardsFor(opts.players).some((c) => c.id === opts.setup)) return fail('err.bad-setup', { players: opts.players });
    // The second-lore variant is a Leaders & Lore variant: asking for it switches Leaders & Lore on.
    const options: LobbyStored = opts.campaign
      ? { players: opts.players, leadersAndLore: false, order: opts.order, kind: 'campaign' }
      : { players: opts.players, leadersAndLore: opts.leadersAndLore || opts.secondLore === true, order: opts.order, ...(opts.secondLore ? { secondLore: true } : {}), ...(opts.setup ? { setup: opts.setup } : {}) };
    const game = await this.store.createGame({
      options: options as GameOptions, seed: this.#seed(), status: 'lobby',
      guildId: args.guildId, channelId: args.channelId, createdBy: args.hostId,
    });
    return { ok: true, game };
  }

  async attachThread(gameId: string, threadId: string): Promise<void> {
    await this.store.setLocation(gameId, { threadId });
  }

  /** Lobby members in join order, with their colours. */
  async lobbyMembers(game: GameSummary): Promise<{ slot: number; userId: string; colour: Colour }[]> {
    return game.seats
      .filter((s) => s.userId)
      .sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime())
      .map((s) => ({ slot: s.seat, userId: s.userId!, colour: s.colour as Colour }));
  }

  async lobbyText(game: GameSummary): Promise<string> {
    const o = parseLobbyOptions(game.options);
    const members = await this.lobbyMembers(game);
    if (o.kind === 'campaign') {
      return t(game.status === 'lobby' ? 'lobby.body-campaign' : 'lobby.started-campaign', {
        host: mention(game.createdBy), players: o.players, order: t(o.order === 'joined' ? 'lobby.joined-order' : 'lobby.random'),
        list: members.length ? members.map((m) => `${colourName(m.colour)} ${mention(m.userId)}`).join(', ') : t('lobby.empty'),
      });
    }
    return t(game.status === 'lobby' ? 'lobby.body' : 'lobby.started', {
      host: mention(game.createdBy), players: o.players, setup: setupName(o.setup),
      ll: t(o.secondLore ? 'lobby.on-second-lore' : o.leadersAndLore ? 'lobby.on' : 'lobby.off'), order: t(o.order === 'joined' ? 'lobby.joined-order' : 'lobby.random'),
      list: members.length ? members.map((m) => `${colourName(m.colour)} ${mention(m.userId)}`).join(', ') : t('lobby.empty'),
    });
  }

  async join(gameId: string, userId: string, colour: Colour | undefined, place?: Place): Promise<Result<{ game: GameSummary; colour: Colour; seat: number }>> {
    const game = await this.store.getGame(gameId);
    if (!game) return fail('err.unknown-game');
    const lf = await this.#lobbyFail(game, place);
    if (lf) return lf;
    if (game.status === 'active') return this.#takeOpenSeat(game, userId, colour);
    if (game.status !== 'lobby') return fail(game.status === 'ended' ? 'err.game-over' : 'err.game-aborted');
    const members = await this.lobbyMembers(game);
    const mine = members.find((m) => m.userId === userId);
    const taken = new Set(members.filter((m) => m.userId !== userId).map((m) => m.colour));
    const pick = colour ?? COLOURS.find((c) => !taken.has(c))!;
    if (taken.has(pick)) return fail('err.colour-taken', { colour: colourName(pick) });
    let slot = mine?.slot;
    if (slot === undefined) {
      const open = game.seats.find((s) => !s.userId);
      if (!open) return fail('err.lobby-full');
      const r = await this.store.setSeatUser(gameId, open.seat, userId);
      if (r !== 'ok') return fail('err.lobby-full');
      slot = open.seat;
    }
    await this.store.setSeatColour(gameId, slot, pick);
    return { ok: true, game: (await this.store.getGame(gameId))!, colour: pick, seat: slot };
  }

  async #takeOpenSeat(game: GameSummary, userId: string, colour: Colour | undefined): Promise<Result<{ game: GameSummary; colour: Colour; seat: number }>> {
    if (game.seats.some((s) => s.userId === userId)) return fail('err.already-joined');
    const open = game.seats.find((s) => !s.userId && (!colour || s.colour === colour));
    if (!open) return fail('err.already-started');
    if ((await this.store.setSeatUser(game.id, open.seat, userId)) !== 'ok') return fail('err.colour-taken', { colour: colourName(open.colour) });
    return { ok: true, game: (await this.store.getGame(game.id))!, colour: open.colour as Colour, seat: open.seat };
  }

  async leave(gameId: string, userId: string, place?: Place): Promise<Result<{ game: GameSummary }>> {
    const game = await this.store.getGame(gameId);
    if (!game) return fail('err.unknown-game');
    const lf = await this.#lobbyFail(game, place);
    if (lf) return lf;
    if (game.status !== 'lobby') return fail('err.already-started');
    const seat = game.seats.find((s) => s.userId === userId);
    if (!seat) return fail('err.not-joined');
    await this.store.setSeatUser(gameId, seat.seat, null);
    return { ok: true, game: (await this.store.getGame(gameId))! };
  }

  /**
   * Start: the lobby row is retired and the real game is created with the chosen colours in
   * seat order (random or as joined) and a fresh secret seed, in the same thread.
   */
  async start(gameId: string, userId: string, canManage: boolean, place?: Place): Promise<Result<{ game: LoadedGame; lobby: GameSummary }>> {
    const lobby = await this.store.getGame(gameId);
    if (!lobby) return fail('err.unknown-game');
    const lf = await this.#lobbyFail(lobby, place);
    if (lf) return lf;
    if (lobby.status !== 'lobby') return fail('err.already-started');
    if (lobby.createdBy !== userId && !canManage) return fail('err.not-host');
    const o = parseLobbyOptions(lobby.options);
    let members = await this.lobbyMembers(lobby);
    if (members.length < o.players) return fail('err.not-enough', { missing: o.players - members.length });
    if (o.order !== 'joined') members = this.#shuffle(members);
    if (o.kind === 'campaign') return this.#startCampaign(lobby, members);
    const options: GameOptions = { players: o.players, leadersAndLore: o.leadersAndLore === true, ...(o.secondLore ? { secondLore: true } : {}), colours: members.map((m) => m.colour), ...(o.setup ? { setup: o.setup } : {}) };
    // One transaction retires the lobby and creates the game: a crash leaves one or the other.
    const game = await this.store.startLobby(gameId, {
      options, seed: this.#seed(), users: members.map((m) => m.userId), status: 'active',
      guildId: lobby.guildId, channelId: lobby.channelId, threadId: lobby.threadId, createdBy: lobby.createdBy,
    });
    // (The game keeps the lobby's settings, and the retired lobby remembers what became of it, so
    // its stale buttons are answered truthfully: both in startLobby's transaction.)
    if (!game) return fail('err.already-started');
    return { ok: true, game, lobby };
  }

  /**
   * Start a campaign: its Act I game (the whole campaign is one game: `newGame({ campaign: true })`,
   * the Fates dealt) and the Campaign row that links it. The engine is asked first, so a version
   * that cannot deal the Fates refuses with a sentence and leaves the lobby open.
   */
  async #startCampaign(lobby: GameSummary, members: { userId: string; colour: Colour }[]): Promise<Result<{ game: LoadedGame; lobby: GameSummary }>> {
    const options: GameOptions = { players: lobby.seats.length, campaign: true, colours: members.map((m) => m.colour) };
    const seed = this.#seed();
    try {
      newGame({ ...options, seed });
    } catch (e) {
      if (e instanceof SetupError) return fail(e.code === 'setup/fates-unavailable' ? 'err.campaign-fates' : 'err.campaign-setup');
      throw e;
    }
    const campaign = await this.store.createCampaign({ guildId: lobby.guildId, channelId: lobby.channelId, createdBy: lobby.createdBy });
    const game = await this.store.startLobby(lobby.id, {
      options, seed, users: members.map((m) => m.userId), status: 'active', campaignId: campaign.id, act: 1,
      guildId: lobby.guildId, channelId: lobby.channelId, threadId: lobby.threadId, createdBy: lobby.createdBy,
    });
    if (!game) {
      // A concurrent Start won: this campaign row links nothing.
      await this.store.updateCampaign(campaign.id, 1, { status: 'abandoned' });
      return fail('err.already-started');
    }
    return { ok: true, game, lobby };
  }

  /** A lobby that became a game is closed; a lobby's buttons belong in its thread. */
  async #lobbyFail(game: GameSummary, place: Place | undefined): Promise<Fail | null> {
    if (game.status === 'abandoned' && (await this.bookkeeping(game.id)).startedGameId !== null) return fail('err.lobby-started');
    // Lobby buttons live on the lobby message in its thread, never in a DM.
    if (place && (place.kind === 'dm' || place.channelId !== game.threadId)) return fail('err.wrong-place');
    return null;
  }

  /**
   * The answer to a well-formed component that is no longer on its message (the screen showed an
   * older version of it): what became of the lobby or the game, truthfully.
   */
  async staleAnswer(gameId: string, lobbyButton: boolean): Promise<Fail> {
    const game = await this.store.loadGame(gameId);
    if (!game) return fail('err.unknown-game');
    if (lobbyButton) {
      const lf = await this.#lobbyFail(game, undefined);
      if (lf) return lf;
    }
    const gf = this.#gameFail(game);
    if (gf) return lobbyButton && game.status === 'lobby' ? fail('err.stale-button') : gf;
    return lobbyButton ? fail('err.already-started') : fail('err.stale', { waiting: this.waitingText(game) });
  }

  /** A component of this game pressed somewhere else than its thread or a DM. */
  placeFail(game: GameSummary, place: Place | undefined): Fail | null {
    if (!place || place.kind === 'dm') return null;
    return place.channelId === game.threadId ? null : fail('err.wrong-place');
  }

  /* ----------------------------------------------------------------- play */

  async load(gameId: string): Promise<Result<{ game: LoadedGame }>> {
    const game = this.#seen(await this.store.loadGame(gameId));
    if (!game) return fail('err.unknown-game');
    return { ok: true, game };
  }

  /** The seat a user holds in a game (the first, if one person holds several, e.g. in tests). */
  seatOf(game: GameSummary, userId: string, want?: number): number | null {
    const seats = game.seats.filter((s) => s.userId === userId).map((s) => s.seat);
    if (want !== undefined && seats.includes(want)) return want;
    return seats[0] ?? null;
  }

  #gameFail(game: GameSummary): Fail | null {
    if (game.status === 'ended') return fail('err.game-over');
    if (game.status === 'abandoned') return fail('err.game-aborted');
    if (game.status === 'lobby') return fail('err.not-started');
    return null;
  }

  /**
   * The open decision of a seat `userId` holds (the one that opened at `seq` if several), or null:
   * during a simultaneous choice several seats decide at once, each its own.
   */
  #ownDecision(game: LoadedGame, userId: string, seq?: number): Decision | null {
    const mine = game.state.decisions.filter((x) => game.seats[x.seat]?.userId === userId);
    return mine.find((x) => x.openedAt === seq) ?? mine[0] ?? null;
  }

  /** The decision the user is to answer now: their own (simultaneous choices), else the game's one open decision. */
  decisionFor(game: LoadedGame, userId: string): Decision | null {
    return this.#ownDecision(game, userId) ?? openDecision(game.state);
  }

  /* ------------------------------------------------------------ campaigns */

  /**
   * The campaign row of a campaign game, with its status brought in line with the stored state
   * (between Acts once the state is in the next Act; ended with the game). Null outside a campaign.
   * Called after each commit and by the publisher, so a crash in between changes nothing.
   */
  async campaignOf(game: GameSummary & { state: GameState }): Promise<CampaignRecord | null> {
    if (!game.campaignId) return null;
    const c = await this.store.loadCampaign(game.campaignId);
    if (!c) return null;
    let status: CampaignRecord['status'] | null = null;
    if (game.state.ended || game.status === 'ended') status = c.status === 'ended' ? null : 'ended';
    else if (c.status === 'active' && betweenActs(game.state, c)) status = 'between_acts';
    if (status && c.status !== 'abandoned' && (await this.store.updateCampaign(c.id, c.act, { status })) === 'updated') return { ...c, status };
    return c;
  }

  async #pausedBetweenActs(game: LoadedGame): Promise<boolean> {
    if (!game.campaignId) return false;
    return betweenActs(game.state, await this.campaignOf(game));
  }

  /** The campaign game of a thread, or a refusal. */
  async #campaignGame(threadId: string): Promise<Result<{ game: LoadedGame; campaign: CampaignRecord }>> {
    const g = await this.store.findByThread(threadId);
    if (!g) return fail('err.not-in-thread');
    if (!g.campaignId) return fail(g.status === 'lobby' && parseLobbyOptions(g.options).kind === 'campaign' ? 'err.not-started' : 'err.not-campaign');
    const game = this.#seen(await this.store.loadGame(g.id));
    if (!game) return fail('err.unknown-game');
    const campaign = await this.campaignOf(game);
    if (!campaign) return fail('err.not-campaign');
    return { ok: true, game, campaign };
  }

  /**
   * `/arcs campaign continue`: the host starts the next Act after the Intermission. A compare-and-swap
   * on the campaign's Act: a second click (or a second host) finds it already moved on.
   */
  async continueCampaign(threadId: string, userId: string, canManage: boolean): Promise<Result<{ game: LoadedGame; act: number }>> {
    const r = await this.#campaignGame(threadId);
    if (!r.ok) return r;
    const { game, campaign } = r;
    if (campaign.status === 'abandoned' || game.status === 'abandoned') return fail('err.game-aborted');
    if (campaign.status === 'ended' || game.status === 'ended') return fail('err.campaign-over');
    if (game.createdBy !== userId && !canManage) return fail('err.not-host');
    if (!betweenActs(game.state, campaign)) return fail('err.not-between-acts');
    const act = game.state.campaign!.act;
    // With a new version of the game: the pause message closes and the next Act's first prompt is posted.
    const u = await this.store.resumeCampaign(campaign.id, campaign.act, act, game.id);
    if (u !== 'updated') return fail('err.not-between-acts');
    return { ok: true, game, act };
  }

  /** `/arcs campaign abandon` (host or Manage Threads): the campaign and its game end here. */
  async abandonCampaign(threadId: string, userId: string, canManage: boolean): Promise<Result<{ game: LoadedGame }>> {
    const r = await this.#campaignGame(threadId);
    if (!r.ok) return r;
    const { game, campaign } = r;
    if (campaign.status === 'abandoned' || game.status === 'abandoned') return fail('err.game-aborted');
    if (campaign.status === 'ended' || game.status === 'ended') return fail('err.campaign-over');
    if (game.createdBy !== userId && !canManage) return fail('err.not-host');
    await this.store.updateCampaign(campaign.id, campaign.act, { status: 'abandoned' });
    await this.store.setStatus(game.id, 'abandoned');
    return { ok: true, game };
  }

  /** `/arcs campaign status`: Act, chapter, each seat's Fate (once revealed), title, objective, Power; the rules booklet. */
  async campaignStatus(threadId: string): Promise<Result<{ text: string }>> {
    const r = await this.#campaignGame(threadId);
    if (!r.ok) return r;
    return { ok: true, text: campaignStatusText(r.game, r.campaign, (seat) => this.who(r.game, seat)) };
  }

  /** `/arcs campaign log`: the log sheet, as text and as a table for the picture (campaign.ts campaignLogSheet). */
  async campaignLog(threadId: string): Promise<Result<{ text: string; sheet: LogSheet }>> {
    const r = await this.#campaignGame(threadId);
    if (!r.ok) return r;
    const seats = r.game.state.players.map((p) => {
      const colour = r.game.seats.find((x) => x.seat === p.seat)?.colour as Colour | undefined ?? p.colour;
      return { colour, label: colourName(colour) };
    });
    return { ok: true, ...campaignLogSheet(r.game, seats, (seat) => this.who(r.game, seat)) };
  }

  /** What a game waits for, in words: addressed to the reader when it waits for them, else with a mention of who. */
  waitingText(game: LoadedGame, readerId?: string): string {
    const d = openDecision(game.state);
    if (!d) return t('err.no-decision');
    const progress = isSimultaneous(game.state, d) ? choiceProgress(game.state) : null;
    if (progress) {
      const you = readerId !== undefined && progress.waiting.some((seat) => game.seats[seat]?.userId === readerId);
      return you ? t('game.waiting-private-you') : t('campaign.waiting-choice', { chosen: progress.chosen, total: progress.total, who: progress.waiting.map((seat) => this.who(game, seat)).join(', ') });
    }
    const you = readerId !== undefined && game.seats[d.seat]?.userId === readerId;
    if (you) return d.secret ? t('game.waiting-private-you') : t('game.waiting-you', { prompt: quoted(say(d.prompt, game.state)) });
    const who = this.who(game, d.seat);
    return d.secret ? t('game.waiting-private', { who }) : t('game.waiting', { who, prompt: quoted(say(d.prompt, game.state)) });
  }

  who(game: GameSummary & { state?: GameState }, seat: number): string {
    const s = game.seats.find((x) => x.seat === seat);
    return `${colourName(s?.colour ?? `seat ${seat}`)}${s?.userId ? ` (${mention(s.userId)})` : ''}`;
  }

  /**
   * Answer option `opt` of the decision that opened at `seq`. The engine validates; the store
   * commits with compare-and-swap on seq and the interaction id for idempotency.
   */
  async answer(args: { gameId: string; userId: string; seq: number; opt: number; interactionId: string; place?: Place }): Promise<Result<AnswerOutcome>> {
    const game = this.#seen(await this.store.loadGame(args.gameId));
    if (!game) return fail('err.unknown-game');
    const gf = this.#gameFail(game) ?? this.placeFail(game, args.place);
    if (gf) return gf;
    const first = openDecision(game.state);
    if (!first) return fail('err.no-decision');
    if (await this.#pausedBetweenActs(game)) return fail('err.between-acts');
    // During a simultaneous choice every seat answers its own decision, from its own panel. The
    // thread's panel shows the first open decision only: its buttons answer that one (pressed by
    // another seat deciding at the same time, as in a Summit's Negotiations, they would otherwise
    // answer the presser's own decision by the index of a button the presser never saw).
    const fromThread = args.place?.kind === 'public' && !first.secret;
    const own = fromThread ? null : this.#ownDecision(game, args.userId, args.seq);
    const d = own ?? first;
    // A secret decision is answered only from its owner's private panel (DM or ephemeral).
    if (d.secret && args.place && !isPrivate(args.place)) return fail('err.private-choice');
    const seat = this.seatOf(game, args.userId, d.seat);
    if (seat === null) return fail('err.not-player');
    if (!own && isSimultaneous(game.state, first)) return fail('err.already-chosen', { waiting: this.waitingText(game, args.userId) });
    if (args.seq !== d.openedAt) return fail('err.stale', { waiting: this.waitingText(game, args.userId) });
    if (seat !== d.seat) return fail('err.not-your-decision', { who: this.who(game, d.seat) });
    const option = d.options[args.opt];
    if (!option) return fail('err.illegal');
    return this.#commit(game, { t: 'answer', seat, choice: option.id, openedAt: d.openedAt }, args.userId, args.interactionId);
  }

  /**
   * A Summit proposal's button (app/summit.ts): the presser's `vote` on proposal `id`, answered as
   * the matching option of the presser's own open decision, whatever its seq (the Summit's other
   * seats answering in between do not make the button stale). Public: proposals are made in the open.
   */
  async vote(args: { gameId: string; userId: string; id: number; vote: Vote; interactionId: string; place?: Place }): Promise<Result<AnswerOutcome>> {
    return this.#answerOwnOption(args, (s, seat) => voteOption(s, seat, args.id, args.vote));
  }

  /** The thread panel's End the Summit button: the caller's own `end`, when no proposal is open or being built. */
  async endSummit(args: { gameId: string; userId: string; interactionId: string; place?: Place }): Promise<Result<AnswerOutcome>> {
    return this.#answerOwnOption(args, endOption);
  }

  /**
   * A button that names what it does rather than a decision's seq (a Summit's): answered as the
   * option `find` picks in the presser's own open decision, for the first of the presser's seats
   * it fits; else the first seat's reason why not.
   */
  async #answerOwnOption(
    args: { gameId: string; userId: string; interactionId: string; place?: Place },
    find: (s: GameState, seat: number) => { ok: true; d: Decision; option: number } | { ok: false; error: MessageKey },
  ): Promise<Result<AnswerOutcome>> {
    const game = this.#seen(await this.store.loadGame(args.gameId));
    if (!game) return fail('err.unknown-game');
    const gf = this.#gameFail(game) ?? this.placeFail(game, args.place);
    if (gf) return gf;
    if (await this.#pausedBetweenActs(game)) return fail('err.between-acts');
    const seats = game.seats.filter((x) => x.userId === args.userId).map((x) => x.seat);
    if (seats.length === 0) return fail('err.not-player');
    let refused: MessageKey | null = null;
    for (const seat of seats) {
      const r = find(game.state, seat);
      if (!r.ok) {
        refused ??= r.error;
        continue;
      }
      return this.#commit(game, { t: 'answer', seat, choice: r.d.options[r.option]!.id, openedAt: r.d.openedAt }, args.userId, args.interactionId);
    }
    return fail(refused ?? 'err.illegal');
  }

  async #commit(game: LoadedGame, input: Input, actor: string, interactionId: string): Promise<Result<AnswerOutcome>> {
    // What the rules did on the way (a battle's dice, a chapter's scoring), for the messages.
    const reports: Report[] = [];
    const detach = onReport((_s, rep) => void reports.push(rep));
    let r;
    try {
      r = apply(game.state, input);
    } finally {
      detach();
    }
    if (!r.ok) {
      const map: Record<string, MessageKey> = { 'rule/stale': 'err.stale', 'rule/game-over': 'err.game-over', 'rule/no-decision': 'err.no-decision', 'rule/not-your-decision': 'err.not-player' };
      return fail(map[r.error.code] ?? 'err.illegal', { waiting: this.waitingText(game, actor), who: '' });
    }
    let settle: (ok: boolean) => void = () => {};
    if (this.onApplied) this.onApplied(game.id, game.state, r.state, new Promise<boolean>((ok) => { settle = ok; }));
    try {
      const c = await this.store.commit({ gameId: game.id, expectedSeq: game.seq, input, nextState: r.state, interactionId, actor });
      settle(c.status === 'committed');
      if (c.status === 'duplicate') return fail('err.duplicate');
      if (c.status === 'not-found') return fail('err.unknown-game');
      if (c.status === 'stale') {
        const now = await this.store.loadGame(game.id);
        return fail('err.stale', { waiting: now ? this.waitingText(now, actor) : '' });
      }
    } catch (e) {
      settle(false);
      if (isStoreError(e) && e.code === 'store/unavailable') return fail('err.storage');
      throw e;
    }
    // What the panel's Back button may take back: this input, while it revealed nothing. What was
    // chosen (the closed prompt says so), the dice and a chapter's scoring (their own messages).
    const answered = input.t === 'answer' ? game.state.decisions.find((x) => x.seat === input.seat) : undefined;
    const roll = reports.filter((rep) => rep.t === 'roll').at(-1);
    await this.store.recordCommit(game.id, {
      undoable: r.revealed || input.t !== 'answer' ? null : { seq: r.state.seq, by: actor },
      lastChoice: answered && input.t === 'answer' ? { seat: input.seat, secret: answered.secret, label: choiceLabel(answered, input.choice, game.state), seq: r.state.seq } satisfies Chose : null,
      ...(roll ? { lastRoll: { ...roll, seq: r.state.seq } } : {}),
      chapterReports: reports.flatMap((rep) => (rep.t === 'scored' ? [{ chapter: rep.chapter, report: rep }] : [])),
    }).catch(() => undefined);
    const next: LoadedGame = { ...game, state: r.state, seq: r.state.seq, status: r.state.ended ? 'ended' : game.status };
    // A campaign's row follows its game: between Acts once the engine has run into the next Act, ended with it.
    if (next.campaignId) await this.campaignOf(next).catch(() => null);
    return { ok: true, game: next, before: game.state, seat: input.seat, log: r.log, revealed: r.revealed, decision: openDecision(r.state) };
  }

  async concede(gameId: string, userId: string, interactionId: string): Promise<Result<AnswerOutcome>> {
    const game = this.#seen(await this.store.loadGame(gameId));
    if (!game) return fail('err.unknown-game');
    const gf = this.#gameFail(game);
    if (gf) return gf;
    const seat = this.seatOf(game, userId);
    if (seat === null) return fail('err.not-player');
    return this.#commit(game, { t: 'concede', seat }, userId, interactionId);
  }

  /**
   * Another page of the open decision's options, for the player who holds it: a public decision's
   * on its panel, a secret one's only in its owner's private panel.
   */
  async page(args: { gameId: string; userId: string; seq: number; place: Place }): Promise<Result<{ game: LoadedGame; decision: Decision; undoable: Undoable }>> {
    const game = this.#seen(await this.store.loadGame(args.gameId));
    if (!game) return fail('err.unknown-game');
    const gf = this.#gameFail(game) ?? this.placeFail(game, args.place);
    if (gf) return gf;
    const first = openDecision(game.state);
    if (!first) return fail('err.no-decision');
    const d = this.#ownDecision(game, args.userId, args.seq) ?? first;
    if (d.secret && !isPrivate(args.place)) return fail('err.private-choice');
    const seat = this.seatOf(game, args.userId, d.seat);
    if (seat === null) return fail('err.not-player');
    if (args.seq !== d.openedAt) return fail('err.stale', { waiting: this.waitingText(game, args.userId) });
    if (seat !== d.seat) return fail('err.not-your-decision', { who: this.who(game, d.seat) });
    return { ok: true, game, decision: d, undoable: await this.undoable(game.id) };
  }

  /**
   * Undo (turn etiquette, base rulebook): only the user's own last input, and only while it
   * revealed nothing (no dice rolled, no card drawn, no secret shown). The undo is appended to the
   * log as an input (engine/undo.ts); nothing is deleted.
   */
  async undo(gameId: string, userId: string, atSeq?: number, interactionId?: string, place?: Place): Promise<Result<{ game: LoadedGame }>> {
    const game = this.#seen(await this.store.loadGame(gameId));
    if (!game) return fail('err.unknown-game');
    const gf = this.#gameFail(game) ?? this.placeFail(game, place);
    if (gf) return gf;
    if (atSeq !== undefined && atSeq !== game.seq) return fail('err.stale', { waiting: this.waitingText(game, userId) });
    const seat = this.seatOf(game, userId);
    if (seat === null) return fail('err.not-player');
    const logged = await this.store.readLog(gameId);
    const { undone } = undoPlan(logged.map((r) => r.input));
    let k = logged.length - 1;
    while (k >= 0 && (logged[k]!.input.t === 'undo' || undone[k])) k--;
    const last = logged[k];
    if (!last) return fail('err.undo-none');
    if (last.actor !== userId) return fail('err.undo-not-last');
    const previous = await this.store.replay(gameId, { toSeq: last.seq - 1, useSnapshots: true });
    if (!previous) return fail('err.unknown-game');
    const u = undoInput(previous, last.input, game.state, seat);
    if (!u.ok) return fail(u.reason === 'revealed' ? 'err.undo-revealed' : u.reason === 'not-own' ? 'err.undo-not-last' : 'err.undo-none');
    const c = await this.store.commit({
      gameId, expectedSeq: game.seq, nextState: u.state, input: { t: 'undo', seat }, actor: userId,
      interactionId: interactionId ?? `undo:${randomBytes(12).toString('hex')}`,
    });
    if (c.status === 'not-found') return fail('err.unknown-game');
    if (c.status !== 'committed') return fail('err.undo-not-last');
    // Back stays on the rebuilt prompt while undo is still allowed: the input before the one taken
    // back is the same user's and revealed nothing.
    const plan = undoPlan([...logged.map((x) => x.input), { t: 'undo', seat }]);
    let j = logged.length - 1;
    while (j >= 0 && (logged[j]!.input.t === 'undo' || plan.undone[j])) j--;
    const prev = logged[j];
    let undoable: Undoable = null;
    if (prev && prev.actor === userId && prev.input.t === 'answer') {
      const before = await this.store.replay(gameId, { toSeq: prev.seq - 1, useSnapshots: true });
      if (before && undoInput(before, prev.input, u.state, seat).ok) undoable = { seq: u.state.seq, by: userId };
    }
    await this.store.setUndoable(gameId, undoable);
    return { ok: true, game: { ...game, seq: u.state.seq, state: u.state } };
  }

  async abort(gameId: string, userId: string, canManage: boolean): Promise<Result<{ game: GameSummary }>> {
    const game = await this.store.getGame(gameId);
    if (!game) return fail('err.unknown-game');
    if (game.status === 'ended' || game.status === 'abandoned') return fail(game.status === 'ended' ? 'err.game-over' : 'err.game-aborted');
    if (game.createdBy !== userId && !canManage) return fail('err.not-host');
    await this.store.setStatus(gameId, 'abandoned');
    return { ok: true, game };
  }

  /** Kick (newUser null: the seat opens for /arcs join) or replace a player. */
  async replace(gameId: string, userId: string, canManage: boolean, oldUser: string, newUser: string | null): Promise<Result<{ game: GameSummary; colour: string; seat: number }>> {
    const game = await this.store.getGame(gameId);
    if (!game) return fail('err.unknown-game');
    if (game.status === 'ended' || game.status === 'abandoned') return fail(game.status === 'ended' ? 'err.game-over' : 'err.game-aborted');
    if (game.createdBy !== userId && !canManage) return fail('err.not-host');
    const seat = game.seats.find((s) => s.userId === oldUser);
    if (!seat) return fail('err.no-seat');
    if (newUser && game.seats.some((s) => s.userId === newUser)) return fail('err.already-joined');
    await this.store.setSeatUser(gameId, seat.seat, newUser, { replace: true });
    return { ok: true, game: (await this.store.getGame(gameId))!, colour: colourName(seat.colour), seat: seat.seat };
  }

  /* ------------------------------------------------------------- reading */

  /** `/arcs status`, for the reader: what the game waits for (addressed to them if it is them), the setup card, Power (once). */
  status(game: LoadedGame, readerId?: string): string {
    const s = game.state;
    const setup = setupName(s.options.setup);
    const lines = [s.ended ? t('game.status-ended', { code: game.code, setup, end: this.endText(game, 0) }) : t('game.status', {
      code: game.code, status: game.status, chapter: s.chapter, setup,
      waiting: this.waitingText(game, readerId),
      power: s.players.map((p) => `${colourName(p.colour)} ${p.power}`).join(', '),
    })];
    // Leaders and lore are public: who holds which, and what the draft still offers.
    const names = (ids: string[]) => ids.map((id) => cardDef(id).name).join(', ') || t('game.none-yet');
    if (s.options.leadersAndLore) lines.push(t('game.status-ll', { cards: s.players.map((p) => `${colourName(p.colour)} ${names([...(p.leader ? [p.leader] : []), ...p.lore])}`).join(' · ') }));
    if (s.draft) lines.push(t('game.status-draft', { leaders: names(s.draft.leaders), lore: names(s.draft.lore) }));
    return lines.join('\n');
  }

  recentLog(state: GameState, n = 15): string {
    const lines = state.log.slice(-n).map((e) => `• ${e.text}`);
    return lines.length ? t('game.log', { lines: lines.join('\n') }) : t('game.no-news');
  }

  /** The reader's hand in words, and the Court, leader and lore cards they hold (shown with the hand image). */
  handText(state: GameState, seat: number): string {
    const p = state.players[seat];
    const hand = p?.hand ?? [];
    const lines = [hand.length ? t('game.hand', { colour: colourName(p!.colour), cards: hand.map(cardLabel).join(', ') }) : t('game.hand-empty')];
    if (p) {
      const name = (id: string) => cardDef(id).name;
      const ll = [...(p.leader ? [p.leader] : []), ...p.lore].map(name);
      lines.push(t('game.holdings', { court: p.court.map((c) => name(c.id)).join(', ') || t('game.none-yet'), ll: ll.join(', ') || t('game.none-yet') }));
    }
    return lines.join('\n');
  }

  /**
   * The text of a seat's prompt panel in the thread: the seat is named (and pinged), the prompt
   * follows as a quote, and while a battle resolves, its roll (both sides read the thread).
   */
  panelText(game: LoadedGame, d: Decision, book: ReadBook): string {
    const who = this.who(game, d.seat);
    if (d.secret) return t('game.private-turn', { who, prompt: say(d.prompt, game.state).split('\n')[0]!.slice(0, 200) });
    const roll = battleRoll(game.state, book);
    return [t('game.turn-of', { who, prompt: quoted(say(d.prompt, game.state)) }), ...(roll ? [roll.text] : [])].join('\n');
  }

  /** What a closed prompt says instead of its question: what was chosen (never a private choice), or that it was answered. */
  closedText(game: LoadedGame, seat: number, book: ReadBook, wasSecret: boolean): string {
    const who = this.who(game, seat);
    const chose = book.chose;
    if (wasSecret || chose?.secret) return t('game.closed-private', { who });
    if (chose && chose.seat === seat) return t('game.closed-chose', { who, choice: chose.label });
    return t('game.closed-turn', { who });
  }

  /** The chapter-end message, from the scoring the engine reported (stored at commit), or null. */
  chapterText(game: LoadedGame, chapter: number, book: ReadBook): string | null {
    const rep = book.scored.get(chapter);
    if (!rep) return null;
    const name = (x: number | 'phantom') => (x === 'phantom' ? t('chapter.phantom') : colourName(game.state.players[x]?.colour ?? `seat ${x}`));
    const lines = [t('chapter.title', { chapter })];
    if (!rep.ambitions.length) lines.push(t('chapter.none'));
    for (const a of rep.ambitions) {
      const gain = (x: number | 'phantom') => {
        if (x === 'phantom') return name(x);
        const bonus = a.cityBonus[x] ?? 0;
        return bonus ? t('chapter.city-bonus', { who: name(x), power: a.gains[x] ?? 0, bonus }) : t('chapter.gain', { who: name(x), power: a.gains[x] ?? 0 });
      };
      const places: string[] = [];
      if (a.first.length) places.push(t('chapter.first', { who: a.first.map(gain).join(', ') }));
      if (!a.first.length && a.second.length > 1) places.push(t('chapter.tie-first', { who: a.second.map(gain).join(', ') }));
      else if (a.second.length) places.push(t('chapter.second', { who: a.second.map(gain).join(', ') }));
      if (!places.length) places.push(t('chapter.nobody'));
      lines.push(t('chapter.ambition', { ambition: AMBITION_NAMES[a.ambition], first: a.firstPower, second: a.secondPower, places: places.join('; ') }));
    }
    const order = rep.power.map((power, seat) => ({ seat, power })).sort((x, y) => y.power - x.power);
    lines.push(t('chapter.standings', { chapter, list: order.map((x) => `${name(x.seat)} ${x.power}`).join(', ') }));
    if (rep.phantom) lines.push(t('game.phantom'));
    return lines.join('\n');
  }

  endText(game: LoadedGame, moves: number): string {
    const s = game.state;
    if (!s.ended) return '';
    const scores = [...s.players].sort((a, b) => b.power - a.power).map((p) => `${colourName(p.colour)} ${mention(game.seats[p.seat]?.userId)}: ${p.power}`).join('\n');
    return t('game.ended', {
      winner: this.who(game, s.ended.winner), reason: t(`game.end-reason.${s.ended.reason}`), scores,
      summary: t('game.end-summary', { chapters: s.chapter, moves: moves || s.seq }),
    });
  }

  /** The public summary of log entries with seq in (fromSeq, toSeq]. */
  summaryLines(state: GameState, fromSeq: number): string[] {
    return state.log.filter((e) => e.seq > fromSeq).map((e) => e.text);
  }

  publicView(state: GameState) {
    return viewFor(state, null);
  }

  /* ------------------------------------------------------------ reminders */
  // Each reminder is a job in the database (store.timers): one per game, for the decision the
  // game waits on, keyed by game, seat, decision, interval and count. This brings a game's job in
  // line with what is stored: called after every publish (so whichever process committed, and
  // after a crash, at the next publish), when a player changes their interval, and at start-up.

  /** The wait a game's reminder is for: the awaited player's decision, or (a campaign between Acts) the host's continue; null: nobody is reminded. */
  async #awaited(game: LoadedGame): Promise<Pick<ReminderJob, 'kind' | 'seat' | 'openedAt' | 'userId' | 'everyMinutes'> | null> {
    if (game.status !== 'active') return null;
    // Between Acts no seat is awaited: the host continues when the table is ready, reminded weekly (issue 18).
    if (await this.#pausedBetweenActs(game)) {
      return game.createdBy ? { kind: 'next-act', seat: HOST_SEAT, openedAt: game.state.campaign!.act, userId: game.createdBy, everyMinutes: NEXT_ACT_REMINDER_MINUTES } : null;
    }
    const d = openDecision(game.state);
    const userId = d ? game.seats[d.seat]?.userId ?? null : null;
    const every = userId ? (await this.store.getPreferences(userId)).reminderMinutes : null;
    return d && userId && every ? { kind: 'remind', seat: d.seat, openedAt: d.openedAt, userId, everyMinutes: every } : null;
  }

  /** Schedule, keep or cancel the game's reminder job so it matches the game and the awaited person's setting. */
  async syncReminder(game: LoadedGame): Promise<void> {
    // A simultaneous secret choice: every seat still to choose has its own jobs (choice-reminders.ts);
    // outside one, any such jobs left go (the reveal cancels them all).
    // The row says so first (CHOICE_SEAT), so per-seat jobs never exist without it.
    const choosing = game.status === 'active' && !(await this.#pausedBetweenActs(game)) ? waitingChoices(game) : [];
    if (choosing.length) {
      const row = await this.store.getReminder(game.id);
      const marker = choiceMarker(game.id, choosing[0]!.openedAt);
      if (row?.jobKey !== marker) {
        if (row?.jobKey && row.seat !== CHOICE_SEAT) await this.store.timers.cancel(row.jobKey);
        await this.store.putReminder(game.id, { seat: CHOICE_SEAT, openedAt: choosing[0]!.openedAt, userId: '', everyMinutes: 0, sent: 0, lastSentAt: null, jobKey: marker });
      }
      await syncChoiceReminders(this.store, game, choosing, game.updatedAt);
      return;
    }
    if ((await this.store.getReminder(game.id))?.seat === CHOICE_SEAT) await syncChoiceReminders(this.store, game, [], game.updatedAt);
    const want = await this.#awaited(game);
    const row = await this.store.getReminder(game.id);
    if (!want) {
      if (row?.jobKey) await this.store.timers.cancel(row.jobKey);
      if (row) await this.store.deleteReminder(game.id);
      return;
    }
    const { userId, everyMinutes: every } = want;
    const d = { seat: want.seat, openedAt: want.openedAt };
    const same = row !== null && row.seat === d.seat && row.openedAt === d.openedAt && row.userId === userId && row.everyMinutes === every;
    if (same && row.jobKey) return;
    if (row?.jobKey) await this.store.timers.cancel(row.jobKey);
    // A decision already reminded of (a row carried over without its job) goes on from its last reminder.
    const n = same ? row.sent : 0;
    let from: number;
    if (same && row.lastSentAt) from = row.lastSentAt.getTime();
    else {
      const [last] = await this.store.readLog(game.id, { fromSeq: game.seq });
      from = (last?.createdAt ?? game.updatedAt).getTime();
    }
    const job: ReminderJob = { kind: want.kind, gameId: game.id, seat: d.seat, openedAt: d.openedAt, userId, everyMinutes: every, n };
    const key = reminderKey(job);
    await this.store.timers.schedule(key, job, new Date(from + every * 60_000));
    await this.store.putReminder(game.id, { seat: d.seat, openedAt: d.openedAt, userId, everyMinutes: every, sent: n, lastSentAt: same ? row.lastSentAt : null, jobKey: key });
  }

  /**
   * A reminder job fired: whether it still stands (the game waits on the same decision of the
   * same player, with the same interval, and the job is the game's current one). When it does,
   * the caller posts the reminder and then calls `reminderSent`.
   */
  async reminderDue(job: ReminderJob): Promise<{ game: LoadedGame; decision: Decision | null } | null> {
    if (job.kind === 'choice-remind') return choiceReminderDue(this.store, job, (g) => this.#pausedBetweenActs(g));
    const game = await this.store.loadGame(job.gameId);
    if (!game || game.status !== 'active') return null;
    if (job.kind === 'next-act') {
      // Still resting before the same Act, the same host, and this is the game's current job (continue or abandon cancel it).
      if (!(await this.#pausedBetweenActs(game)) || game.state.campaign?.act !== job.openedAt || game.createdBy !== job.userId) return null;
      if ((await this.store.getReminder(job.gameId))?.jobKey !== reminderKey(job)) return null;
      return { game, decision: null };
    }
    const d = openDecision(game.state);
    if (!d || d.seat !== job.seat || d.openedAt !== job.openedAt || game.seats[d.seat]?.userId !== job.userId) return null;
    if (await this.#pausedBetweenActs(game)) return null;
    if ((await this.store.getPreferences(job.userId)).reminderMinutes !== job.everyMinutes) return null;
    if ((await this.store.getReminder(job.gameId))?.jobKey !== reminderKey(job)) return null;
    return { game, decision: d };
  }

  /** The reminder of `job` was posted: schedule the next one (same key each time: idempotent) and record it. */
  async reminderSent(job: ReminderJob, now: number): Promise<void> {
    const next: ReminderJob = { ...job, n: job.n + 1 };
    await this.store.timers.schedule(reminderKey(next), next, new Date(now + job.everyMinutes * 60_000));
    if (job.kind === 'choice-remind') return; // the store records the chain as it schedules its next job (choice-reminders.ts)
    await this.store.putReminder(job.gameId, {
      seat: job.seat, openedAt: job.openedAt, userId: job.userId, everyMinutes: job.everyMinutes, sent: next.n, lastSentAt: new Date(now), jobKey: reminderKey(next),
    }, reminderKey(job));
  }

  /* ---------------------------------------------------------- Summit timer */
  // The rulebook's five-second countdown for a Summit's Negotiations becomes a timer the host sets
  // (`/arcs settings summit`, default 24 h; issue 18): two durable jobs keyed by the Summit (the seq
  // its Negotiations opened at) and the length; half way the players its open proposals concern are
  // reminded, at the end the Summit ends. A job that fires for a Summit that is over, or for a
  // length since changed, does nothing.

  /** The Summit timer's two jobs for the game now (null: no Summit's Negotiations under way). */
  async #summitJobs(game: LoadedGame): Promise<{ remind: ReminderJob; end: ReminderJob } | null> {
    if (game.status !== 'active' || !game.campaignId) return null;
    const n = negotiations(game.state);
    if (!n) return null;
    const base = { gameId: game.id, seat: n.caller, openedAt: n.since, userId: game.seats[n.caller]?.userId ?? '', everyMinutes: (await this.bookkeeping(game.id)).summitHours * 60, n: 0 };
    return { remind: { kind: 'summit-remind', ...base }, end: { kind: 'summit-end', ...base } };
  }

  /** Schedule the Summit timer's jobs (the same keys every time: idempotent), timed from the moment the Negotiations opened. */
  async syncSummitTimer(game: LoadedGame): Promise<void> {
    const jobs = await this.#summitJobs(game);
    if (!jobs) return;
    const [opened] = await this.store.readLog(game.id, { fromSeq: jobs.end.openedAt, toSeq: jobs.end.openedAt });
    const from = (opened?.createdAt ?? game.updatedAt).getTime();
    await this.store.timers.schedule(reminderKey(jobs.remind), jobs.remind, new Date(from + jobs.end.everyMinutes * 30_000));
    await this.store.timers.schedule(reminderKey(jobs.end), jobs.end, new Date(from + jobs.end.everyMinutes * 60_000));
  }

  /** A Summit timer job fired: the game, when it still stands (the same Summit's Negotiations, the same length). */
  async summitTimerDue(job: ReminderJob): Promise<LoadedGame | null> {
    const game = await this.store.loadGame(job.gameId);
    if (!game) return null;
    const jobs = await this.#summitJobs(game);
    if (!jobs || jobs.end.openedAt !== job.openedAt || jobs.end.everyMinutes !== job.everyMinutes) return null;
    if (await this.#pausedBetweenActs(game)) return null;
    return game;
  }

  /** Whether the timer can end the Summit now: its caller is asked a Negotiations question (not one of a deal being carried out). */
  summitEndable(game: LoadedGame, job: ReminderJob): boolean {
    return timerAnswer(game.state.decisions.find((x) => x.seat === job.seat)) !== null;
  }

  /** The Summit could not end yet: try again in a few minutes (a new job: the count is in its key). */
  async retrySummitEnd(job: ReminderJob, now = Date.now()): Promise<void> {
    const next: ReminderJob = { ...job, n: job.n + 1 };
    await this.store.timers.schedule(reminderKey(next), next, new Date(now + SUMMIT_RETRY_MINUTES * 60_000));
  }

  /**
   * The Summit timer ran out: the Summit ends, answered for its caller (a proposal they were
   * building is cancelled first). Each answer is committed once, keyed by the job: a job run again
   * after its process died finds it already counted.
   */
  async endSummitByTimer(job: ReminderJob): Promise<{ ended: boolean }> {
    for (let step = 0; step < 5; step++) {
      const game = await this.summitTimerDue(job);
      if (!game) return { ended: step > 0 };
      const d = game.state.decisions.find((x) => x.seat === job.seat);
      const choice = timerAnswer(d);
      if (!d || !choice) return { ended: false };
      const r = await this.#commit(game, { t: 'answer', seat: d.seat, choice, openedAt: d.openedAt }, 'summit-timer', `${reminderKey(job)}:${choice}`);
      if (!r.ok && r.error !== 'err.duplicate' && r.error !== 'err.stale') return { ended: false };
    }
    return { ended: (await this.summitTimerDue(job)) === null };
  }

  async mapMode(gameId: string): Promise<MapMode> {
    return (await this.bookkeeping(gameId)).mapMode;
  }
}

/** A prompt as a quote (the templates put "> " before it): every line of it quoted. */
export function quoted(prompt: string): string {
  return prompt.split('\n').join('\n> ');
}

/** The answer a commit recorded, for its closed prompt. */
export interface Chose { seat: number; secret: boolean; label: string; seq: number }
const ChoseSchema = z.object({ seat: z.number().int(), secret: z.boolean(), label: z.string(), seq: z.number().int() });
const Sums = z.object({ self: z.number(), intercept: z.number(), hit: z.number(), building: z.number(), key: z.number() });
const Ints = z.array(z.number().int().nonnegative());
const RollSchema = z.object({
  t: z.literal('roll'), attacker: z.number().int(), defender: z.union([z.number().int(), z.string()]), system: z.string(),
  faces: z.object({ skirmish: Ints, assault: Ints, raid: Ints }), rolled: Sums, seq: z.number().int(),
});
const Placer = z.union([z.number().int(), z.literal('phantom')]);
const ScoredSchema = z.object({
  t: z.literal('scored'), chapter: z.number().int(), power: z.array(z.number()), phantom: z.boolean(),
  ambitions: z.array(z.object({
    ambition: z.string(), first: z.array(Placer), second: z.array(Placer), firstPower: z.number(), secondPower: z.number(),
    gains: z.record(z.string(), z.number()), cityBonus: z.record(z.string(), z.number()),
  })),
});

/** What the messages read of a game's bookkeeping (its stored JSON validated; what fails to parse is left out). */
export interface ReadBook {
  chose: Chose | null;
  roll: RollMark | null;
  scored: Map<number, Extract<Report, { t: 'scored' }>>;
  chapterTold: number;
}

export function readBook(b: Pick<GameBookkeeping, 'lastChoice' | 'lastRoll' | 'chapterTold' | 'chapterReports'>): ReadBook {
  const chose = ChoseSchema.safeParse(b.lastChoice);
  const roll = RollSchema.safeParse(b.lastRoll);
  const scored = new Map<number, Extract<Report, { t: 'scored' }>>();
  for (const r of b.chapterReports) {
    const p = ScoredSchema.safeParse(r.report);
    if (p.success) scored.set(r.chapter, p.data as unknown as Extract<Report, { t: 'scored' }>);
  }
  return { chose: chose.success ? chose.data : null, roll: roll.success ? (roll.data as unknown as RollMark) : null, scored, chapterTold: b.chapterTold };
}

/** The label of the option(s) an answer picked (several ids joined by ','). */
export function choiceLabel(d: Decision, choice: string, names: GameState): string {
  const ids = d.pick?.t === 'many' || d.pick?.t === 'order' ? choice.split(',') : [choice];
  return ids.map((id) => {
    const o = d.options.find((x) => x.id === id);
    return o ? say(o.label, names) : id;
  }).join(', ');
}

type RollMark = Extract<Report, { t: 'roll' }> & { seq: number };

/** One die face in words: "2 hits + self-hit", "blank". */
function faceText(f: DieFace): string {
  const parts = [
    ...(f.self ? [t('battle.self', { n: f.self })] : []),
    ...(f.intercept ? [t('battle.intercept')] : []),
    ...(f.hit ? [t('battle.hits', { n: f.hit })] : []),
    ...(f.building ? [t('battle.building', { n: f.building })] : []),
    ...(f.key ? [t('battle.keys', { n: f.key })] : []),
  ];
  return parts.length ? parts.join(' + ') : t('battle.blank');
}

/** What a roll came to: "3 hits, 1 self-hit, an intercept". */
export function rolledText(r: { self: number; intercept: number; hit: number; building: number; key: number }): string {
  const parts = [
    ...(r.hit ? [t('battle.hits', { n: r.hit })] : []),
    ...(r.self ? [t('battle.self', { n: r.self })] : []),
    ...(r.intercept ? [t('battle.intercept')] : []),
    ...(r.building ? [t('battle.building', { n: r.building })] : []),
    ...(r.key ? [t('battle.keys', { n: r.key })] : []),
  ];
  return parts.length ? parts.join(', ') : t('battle.nothing');
}

/**
 * The roll of the battle that is resolving (a `battle/after` frame waits on the stack while hits
 * are assigned and keys spent), in words, with each die's face when the commit recorded them.
 * Dice are public once rolled. Null when no battle is resolving.
 */
export function battleRoll(state: GameState, book: ReadBook): { text: string; title: string; faces: RollMark['faces'] | null } | null {
  // Before the hits (a reroll offered): the dice wait on a `battle/rolled` frame, in the state.
  const f = [...state.stack].reverse().find((x) => x.k === 'battle/after' || x.k === 'battle/rolled');
  if (!f || (f.k !== 'battle/after' && f.k !== 'battle/rolled')) return null;
  let faces: RollMark['faces'] | null;
  let sums: RollMark['rolled'];
  if (f.k === 'battle/rolled') {
    faces = f.faces;
    sums = { self: 0, intercept: 0, hit: 0, building: 0, key: 0 };
    for (const d of DIE_TYPES) for (const i of f.faces[d]) for (const k of Object.keys(sums) as (keyof typeof sums)[]) sums[k] += DICE[d][i]![k];
  } else {
    const mark = book.roll;
    const same = mark && mark.attacker === f.attacker && mark.system === f.system && JSON.stringify(mark.rolled) === JSON.stringify(f.rolled);
    faces = same ? mark.faces : null;
    sums = f.rolled;
  }
  const params = { attacker: ownerName(state, f.attacker), defender: ownerName(state, f.defender), system: systemLabel(f.system), result: rolledText(sums) };
  const title = t('battle.strip-title', params);
  if (!faces) return { text: t('battle.roll-sums', params), title, faces: null };
  const shown = faces;
  const dice = DIE_TYPES.filter((d) => shown[d].length).map((d) => `${t(`battle.die.${d}`)}: ${shown[d].map((i) => faceText(DICE[d][i]!)).join(', ')}`).join('; ');
  return { text: t('battle.roll', { ...params, dice }), title, faces };
}

export function isColour(c: unknown): c is Colour {
  return typeof c === 'string' && (COLOURS as readonly string[]).includes(c);
}

/**
 * Publishing: what is posted follows from what is stored. Each game records the version up to
 * which its messages have been brought (`publishedVersion`); publishing reads the stored game,
 * brings every message up to that game's version and records it:
 *
 *   game begins → summary and board (when a turn ended) → the prompt panel (a new message, with a
 *   ping, when another player is to act; edited in place while the same player continues) → the
 *   DM panel of a secret decision → the final result → changed hands, by DM.
 *
 * It runs after each commit, at start-up and every `sweepMs` for every game that is behind, and
 * whenever a game that is behind is loaded — so a crash or deploy between a commit and its
 * messages never strands a game, whichever process committed it.
 *
 * Exactly once across processes: a process publishes a game only while it holds the game's
 * publish claim (a Postgres session advisory lock: a killed process loses it with its connection;
 * see Store.claimPublish). It re-reads the stored game under the claim, and looks again after
 * letting go, so a commit made meanwhile by another process is not left behind.
 *
 * Idempotent: every step checks what is already recorded (GameMessage rows) and does only what
 * is missing, so running it again for the same version posts nothing twice. A new message is
 * posted in three moves: (1) record an intent holding a fresh nonce, (2) post with that nonce and
 * `enforce_nonce` (Discord returns the message already posted with the same nonce in the last few
 * minutes instead of posting another), (3) record the message's ref and drop the intent in one
 * transaction. A process killed between (2) and (3) leaves the intent: the next run posts with
 * the same nonce and gets the same message back, edited to the current content if the game moved
 * on. Only if that run comes later than Discord's nonce window can a message appear twice: a
 * summary twice at worst; an orphaned panel loses its buttons (its channel is scrubbed), so no
 * two panels are live. A kill between (1) and (2) posts nothing, and the next run posts it.
 *
 * Everything public is built from the public view and the public log.
 */
import { DiscordAPIError, type Client, type Message, type MessageCreateOptions, type SendableChannels } from 'discord.js';
import { say } from '../text/say.ts';
import { createHash, randomBytes } from 'node:crypto';
import { decisionRows, type RowSpec } from '../app/components.ts';
import { draftGuide } from '../app/cards.ts';
import { decodeId, encodeId } from '../app/custom-id.ts';
import { ABOUT_BETWEEN_ACTS, ABOUT_REVEALED, ABOUT_SIMULTANEOUS, actName, betweenActs, betweenActsText, choiceProgress, fateCardsText, isSimultaneous, revealText } from '../app/campaign.ts';
import { ArcsApp, battleRoll, cardLabel, colourName, mention, quoted, readBook, setupName, type ReadBook } from '../app/games.ts';
import { clip, t } from '../app/messages.ts';
import { intermissionPlan, POST_SUMMARY, type IntermissionPlan } from '../app/intermission.ts';
import { awaiting, closedProposalText, openProposals, proposalDigest, proposalRows, proposalSeats, proposalText } from '../app/summit.ts';
import { crashPoint, type CrashPoint } from '../crash-points.ts';
import { openDecision, viewFor, type Decision, type GameState } from '../engine/index.ts';
import { reminderKey, type GameBookkeeping, type GameStatus, type LoadedGame, type MessageRecord, type MessageSlot, type MessageWrite, type ReminderJob } from '../store/index.ts';
import type { Undoable } from '../app/settings.ts';
import { renderBoard, renderHand } from '../render/pool.ts';
import { renderDice, type DiceFaces } from '../render/index.ts';
import type { Logger } from '../log.ts';
import { toApiRows } from './ui.ts';

export const isDmClosed = (e: unknown) => e instanceof DiscordAPIError && e.code === 50007;
/** The channel or message is gone, or the bot may no longer see it: nothing to bring up to date there. */
const isGone = (e: unknown) => e instanceof DiscordAPIError && [10003, 10008, 50001].includes(Number(e.code));

/** Games whose messages follow their stored state (a lobby's message is kept by the bot itself). */
const PUBLISHED: ReadonlySet<GameStatus> = new Set(['active', 'ended']);

/**
 * What the store holds about the game's messages, in memory: by slot, and `slot:seat` for a
 * seat's (dm:2, hand:0). The store keeps them as typed rows (GameMessage).
 */
type Marks = Map<string, MessageRecord>;
/** A change to one record (null: delete it). */
type MarkWrite = Partial<Omit<MessageRecord, 'slot' | 'seat'>> | null;

const slotKey = (slot: MessageSlot, seat = -1) => (seat < 0 ? slot : `${slot}:${seat}`);
function splitKey(key: string): { slot: MessageSlot; seat: number } {
  const [slot, seat] = key.split(':');
  return { slot: slot as MessageSlot, seat: seat === undefined ? -1 : Number(seat) };
}
/** A posted message recorded under `key`, with what it is about. */
function refOf(marks: Marks, key: string): { channelId: string; messageId: string; about: number | null } | null {
  const m = marks.get(key);
  return m?.channelId && m.messageId ? { channelId: m.channelId, messageId: m.messageId, about: m.about } : null;
}

/** Custom id kinds found on prompt panels (not the lobby's). */
const PANEL_KINDS: ReadonlySet<string> = new Set(['o', 's', 'p', 't', 'h', 'b']);

export interface PublisherOptions {
  /**
   * When another process holds a game's claim, look again after this many ms; after a failure
   * (Discord or the database unreachable), after this many ms, doubling up to a minute, six times.
   * The periodic sweep goes on trying after that.
   */
  retryMs?: number;
}

const MAX_RETRIES = 6;

export class Publisher {
  readonly #chains = new Map<string, Promise<void>>();
  /** Publishes to run again later, by game: the timer and a promise settled once it has run. */
  readonly #retries = new Map<string, { timer: NodeJS.Timeout; done: Promise<void>; fire: () => void }>();
  /** Failures in a row, by game (for the back-off). */
  readonly #failures = new Map<string, number>();
  #sweeping: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;
  readonly #retryMs: number;
  /** Boards drawn ahead (prerender), by game: used by the publish of that seq once committed. */
  readonly #early = new Map<string, { seq: number; committed: boolean; png: Promise<Buffer> }>();
  /** Called with timings when a board image has been posted (for the benchmark). */
  onBoardPosted: ((gameId: string) => void) | null = null;

  constructor(readonly client: Client, readonly app: ArcsApp, readonly log: Logger, opts: PublisherOptions = {}) {
    this.#retryMs = opts.retryMs ?? 1000;
  }

  /**
   * An input was applied and is being committed (app.onApplied): when it ends a turn, start
   * drawing the board it leads to now, so it is ready when the publish posts it (issue 21: click
   * to visible). Used only if that very commit went through.
   */
  prerender(gameId: string, before: GameState, next: GameState, committed: Promise<boolean>): void {
    const was = openDecision(before);
    const now = openDecision(next);
    if (now && was && now.seat === was.seat && isSimultaneous(before, was) === isSimultaneous(next, now)) return;
    const entry = { seq: next.seq, committed: false, png: renderBoard(viewFor(next, null)) };
    entry.png.catch(() => undefined);
    this.#early.set(gameId, entry);
    void committed.then((ok) => {
      if (ok) entry.committed = true;
      else if (this.#early.get(gameId) === entry) this.#early.delete(gameId);
    });
    // Not used (the map is not posted this turn): dropped.
    setTimeout(() => { if (this.#early.get(gameId) === entry) this.#early.delete(gameId); }, 60_000).unref();
  }

  /** The board drawn ahead for the game's current state, once (see prerender). */
  #prerendered(game: LoadedGame): Promise<Buffer> | null {
    const e = this.#early.get(game.id);
    if (!e || !e.committed || e.seq !== game.state.seq) return null;
    this.#early.delete(game.id);
    return e.png;
  }

  /** Resolves when every publish, retry and sweep started so far has finished. */
  async idle(): Promise<void> {
    while (this.#chains.size || this.#sweeping || this.#retries.size) {
      await Promise.allSettled([...this.#chains.values(), this.#sweeping, ...[...this.#retries.values()].map((r) => r.done)]);
    }
  }

  /** Publish every game that is behind now, then every `everyMs` (0: only now). */
  start(everyMs: number): void {
    void this.sweep();
    if (everyMs > 0) {
      this.#timer = setInterval(() => void this.sweep(), everyMs);
      this.#timer.unref();
    }
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    for (const r of this.#retries.values()) {
      clearTimeout(r.timer);
      r.fire();
    }
    this.#retries.clear();
  }

  /** Publish every game whose published version is behind its stored version, one after another. */
  sweep(): Promise<void> {
    this.#sweeping ??= (async () => {
      const ids = await this.app.store.listUnpublished();
      if (ids.length) this.log.info({ games: ids.length }, 'publishing games that are behind');
      for (const id of ids) {
        if (this.#stopped) break;
        await this.publish(id);
      }
    })().catch((e) => this.log.error({ err: errInfo(e) }, 'publish sweep failed')).finally(() => { this.#sweeping = null; });
    return this.#sweeping;
  }

  /**
   * Bring a game's messages up to its stored version (nothing to do when it is up to date).
   * Calls for one game run one after another in this process; across processes the claim decides.
   */
  publish(gameId: string): Promise<void> {
    return this.enqueue(gameId, () => this.#catchUp(gameId)).then(() => void this.#failures.delete(gameId), (e) => {
      // Stopped part-way: the game stays behind, and the next run finishes it (see the top of this file).
      const n = (this.#failures.get(gameId) ?? 0) + 1;
      this.#failures.set(gameId, n);
      this.log.error({ err: errInfo(e), gameId, failures: n }, 'publish failed');
      if (n <= MAX_RETRIES) this.#retryLater(gameId, Math.min(this.#retryMs * 2 ** (n - 1), 60_000));
      else this.#failures.delete(gameId);
    });
  }

  /** Run `fn` in the game's queue: after the publishing queued before it, before what comes next. */
  enqueue<T>(gameId: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.#chains.get(gameId) ?? Promise.resolve();
    const result = prev.then(fn);
    const next = result.then(() => undefined, () => undefined);
    this.#chains.set(gameId, next);
    void next.then(() => { if (this.#chains.get(gameId) === next) this.#chains.delete(gameId); });
    return result;
  }

  /**
   * A seat changed hands: strip the seat's DM panel (its old holder keeps the text they saw, loses
   * the buttons) and forget what was sent for the seat, so the next publish addresses the new
   * holder afresh (a new DM panel, the hand) and never edits a message of the old one.
   */
  async releaseSeat(gameId: string, seat: number): Promise<void> {
    const marks = await this.#marks(gameId);
    const ref = refOf(marks, slotKey('dm', seat));
    if (ref) {
      const ch = await this.#channel(ref.channelId).catch(() => null);
      await ch?.messages.edit(ref.messageId, { components: [] }).catch(() => undefined);
    }
    await this.app.store.writeMessages(gameId, { remove: [{ slot: 'dm', seat }, { slot: 'hand', seat }] });
  }

  /** An abandoned game: its thread panel and every DM panel lose their buttons (the text they showed stays). */
  async stripAll(gameId: string): Promise<void> {
    await this.enqueue(gameId, async () => {
      const marks = await this.#marks(gameId);
      for (const [key] of marks) {
        const { slot } = splitKey(key);
        const ref = refOf(marks, key);
        if (ref && (slot === 'panel' || slot === 'dm' || slot === 'proposal')) await this.#strip(ref).catch(() => undefined);
      }
    });
  }

  async #catchUp(gameId: string): Promise<void> {
    const store = this.app.store;
    // A few rounds: a commit made while we published (by anyone) is picked up after letting go.
    for (let round = 0; round < 10 && !this.#stopped; round++) {
      const head = await store.publishHead(gameId);
      if (!head || head.publishedVersion >= head.version || !PUBLISHED.has(head.status)) return;
      const claim = await store.claimPublish(gameId);
      if (!claim) return this.#retryLater(gameId);
      try {
        const game = await store.loadGame(gameId);
        if (!game || game.publishedVersion >= game.version || !PUBLISHED.has(game.status)) continue;
        crashPoint('publish:claimed');
        await this.#publishGame(game);
        // The reminder job follows the game too (scheduled, kept, or cancelled when the awaited seat moved or the game ended).
        await this.app.syncReminder(game);
        await this.app.syncSummitTimer(game);
        crashPoint('publish:marked');
        await store.markPublished(gameId, game.version);
      } finally {
        await claim.release();
      }
    }
  }

  /** Publish the game again after `ms` (someone else was at it, or this run failed). */
  #retryLater(gameId: string, ms = this.#retryMs): void {
    if (this.#stopped || this.#retries.has(gameId)) return;
    let fire = () => {};
    const done = new Promise<void>((resolve) => { fire = resolve; });
    const timer = setTimeout(() => {
      this.#retries.delete(gameId); // the publish is in #chains from here on
      void this.publish(gameId).finally(fire);
    }, ms);
    timer.unref();
    this.#retries.set(gameId, { timer, done, fire });
  }

  /**
   * A channel to post in, or null when Discord says it is gone (or out of reach) for good. Anything
   * else throws, so the game stays behind and is published later: a game is never counted as
   * published because a channel could not be seen just now. The channel's guild need not be in
   * this process's cache (with shards, another process may serve that guild).
   */
  async #channel(id: string | null): Promise<SendableChannels | null> {
    if (!id || id === '-') return null;
    let ch;
    try {
      ch = await this.client.channels.fetch(id, { allowUnknownGuild: true });
    } catch (e) {
      if (isGone(e)) return null;
      throw e;
    }
    if (!ch) throw new Error(`channel ${id} could not be fetched`);
    return ch.isSendable() ? ch : null;
  }

  async #publishGame(game: LoadedGame): Promise<void> {
    const gameId = game.id;
    const thread = await this.#channel(game.threadId);
    if (!thread) return;
    const marks = await this.#marks(gameId);
    const book = await this.app.bookkeeping(gameId);
    const read = readBook(book);
    const s = game.state;
    // A campaign resting between Acts shows no prompt until the host continues (app/campaign.ts).
    const campaign = await this.app.campaignOf(game);
    const paused = betweenActs(s, campaign);
    const d = paused ? null : openDecision(s);
    const simultaneous = isSimultaneous(s, d);
    const images = this.#images(game, marks, book, read, paused);

    // 0. The first publish of a started game.
    if (game.publishedVersion === 0 && !marks.get('begun')?.messageId) {
      // The setup first (its card, the board), then the first question (issue 21 item 4).
      const list = game.seats.map((x) => `${colourName(x.colour)} ${mention(x.userId)}`).join(', ');
      const files = [{ attachment: await images.board(), name: `board-${s.seq}.png` }];
      const msg = await this.#post(game, marks, 'begun', 'publish:started', thread, { content: clip(t('game.started', { list, setup: setupName(s.options.setup) }), 2000), files, allowedMentions: { parse: [] } });
      this.onBoardPosted?.(gameId);
      // Its image is the game's one board message when the map is edited in place (settings map "edit").
      await this.#record(game, marks, { begun: { channelId: thread.id, messageId: msg.id }, board: { channelId: thread.id, messageId: msg.id } }, 'begun');
    }

    let panel = refOf(marks, 'panel');
    const { chapters, newTurn, withBoard } = images;

    // 0b. A simultaneous secret choice is over: every seat's choice in one public message, once (the
    // panel's mark moves to "revealed" in the same write that records it).
    if (panel && panel.about === ABOUT_SIMULTANEOUS && !simultaneous) {
      const text = revealText(s, (seat) => this.app.who(game, seat));
      if (text) await this.#post(game, marks, 'summary', 'publish:summary', thread, { content: clip(text, 2000), allowedMentions: { parse: [] } });
      await this.#record(game, marks, { panel: { channelId: panel.channelId, messageId: panel.messageId, about: ABOUT_REVEALED } }, 'summary');
      panel = refOf(marks, 'panel');
    }

    // 0c. An Intermission under way is told in its own posts (1c): its lines stay out of the turn summary.
    const inter = await this.#intermission(game, marks, book.summarizedSeq);

    // 1. What happened since the last summary, with the board, when a turn ended.
    const posted = book.summarizedSeq;
    if (newTurn && s.seq > posted) {
      const lines = inter ? inter.outside(posted).map((e) => e.text) : this.app.summaryLines(s, posted);
      const mode = book.mapMode;
      const content = lines.length ? clip(t('game.summary', { lines: tail(lines.map((l) => `• ${l}`), 1850) }), 2000) : undefined;
      const board = refOf(marks, 'board');
      const done: Record<string, MarkWrite> = {};
      if (mode === 'edit' && board) {
        // One board message for the whole game: the summary goes out as text, the image is replaced.
        if (content) await this.#post(game, marks, 'summary', 'publish:summary', thread, { content, allowedMentions: { parse: [] } });
        const files = [{ attachment: await images.board(), name: `board-${s.seq}.png` }];
        const edited = await thread.messages.edit(board.messageId, { files, attachments: [] }).then(() => true, (e: unknown) => {
          if (isGone(e)) return false;
          throw e;
        });
        if (edited) this.onBoardPosted?.(gameId);
        else done['board'] = null; // deleted by someone: post a new one next turn
      } else if (content || (withBoard && !inter)) {
        const files = withBoard ? [{ attachment: await images.board(), name: `board-${s.seq}.png` }] : [];
        const msg = await this.#post(game, marks, 'summary', 'publish:summary', thread, { ...(content ? { content } : {}), files, allowedMentions: { parse: [] } });
        if (withBoard) this.onBoardPosted?.(gameId);
        if (withBoard && mode === 'edit') done['board'] = { channelId: thread.id, messageId: msg.id };
      }
      await this.#record(game, marks, done, 'summary', s.seq);
    }

    // 1b. Each chapter that ended since, in its own message: ambitions, places, Power, standings.
    for (const chapter of chapters) {
      const text = this.app.chapterText(game, chapter, read);
      if (text) await this.#post(game, marks, 'chapter', 'publish:summary', thread, { content: clip(text, 2000), allowedMentions: { parse: [] } });
      await this.#record(game, marks, {}, 'chapter');
      await this.app.setChapterTold(gameId, chapter);
    }

    // 1c. The Intermission's posts ready now, in order, each once (the last with the new Act's board).
    if (inter) await this.#intermissionPosts(game, marks, thread, inter, images.board);

    // 2. The prompt panel: when the turn passes, the old one loses its buttons and says what
    // became of its question (issue 21 item 3).
    if (panel && (newTurn || (!d && !paused))) await this.#strip(panel, this.#closedText(game, panel.about ?? -1, read, campaign?.act ?? null));
    if (d) {
      const userId = game.seats[d.seat]?.userId ?? null;
      // A simultaneous choice pings everyone it waits for.
      const pinged = simultaneous ? s.decisions.map((x) => game.seats[x.seat]?.userId).filter((u): u is string => !!u) : userId ? [userId] : [];
      const body = await this.panelBody(game, d, book.undoable, read);
      let edited = false;
      if (!newTurn) {
        edited = await thread.messages.edit(panel!.messageId, { content: body.content, embeds: body.embeds ?? [], components: body.components, files: body.files, attachments: [], allowedMentions: { parse: [] } }).then(() => true, (e: unknown) => {
          if (isGone(e)) return false; // deleted by someone: post it again
          throw e;
        });
      }
      if (!edited) {
        const msg = await this.#post(game, marks, 'panel', 'publish:panel', thread, { ...body, allowedMentions: { users: pinged } });
        await this.#record(game, marks, { panel: { channelId: thread.id, messageId: msg.id, about: simultaneous ? ABOUT_SIMULTANEOUS : d.seat } }, 'panel');
      }
      // Hands after the thread's panel (its player is waiting for it), before the DM panel, so the
      // panel's buttons are the last thing in the DM (item 7).
      await this.#hands(game, marks, images);
      // Each seat a secret decision waits for gets its own private panel (several at once in a simultaneous choice).
      const secret = simultaneous ? s.decisions.filter((x) => x.secret) : d.secret ? [d] : [];
      for (const x of secret) {
        const holder = game.seats[x.seat]?.userId;
        if (holder) await this.#dmPanel(game, x, holder, marks, book.undoable);
      }
      await this.#stripDmPanels(game, new Set(secret.map((x) => x.seat)), marks, read);
    } else {
      await this.#hands(game, marks, images);
      await this.#stripDmPanels(game, new Set(), marks, read);
      // Between Acts: one message says the Act is over and what the host does next (it is the panel's slot, so it is posted once).
      if (paused && campaign && !(panel && panel.about === ABOUT_BETWEEN_ACTS && !newTurn)) {
        const text = betweenActsText(s, campaign.act, mention(game.createdBy), (seat) => this.app.who(game, seat));
        const msg = await this.#post(game, marks, 'panel', 'publish:panel', thread, { content: clip(text, 2000), allowedMentions: { users: game.createdBy ? [game.createdBy] : [] } });
        await this.#record(game, marks, { panel: { channelId: thread.id, messageId: msg.id, about: ABOUT_BETWEEN_ACTS } }, 'panel');
      }
    }

    // 2b. A Summit's open proposals, each its own message with its buttons (app/summit.ts).
    await this.#proposals(game, marks, thread);

    // 3. The result.
    if (!d && s.ended && !marks.get('ended')?.messageId) {
      const msg = await this.#post(game, marks, 'ended', 'publish:end', thread, { content: clip(this.app.endText(game, s.seq), 2000), allowedMentions: { parse: [] } });
      await this.#record(game, marks, { ended: { channelId: thread.id, messageId: msg.id } }, 'ended');
    }


    // 5. Intents left by a run that died and that this run had no use for (the game moved on):
    // a panel that run may have posted loses its buttons.
    await this.#settleLeftovers(game, marks, thread);
  }

  /**
   * The Intermission's posts (app/intermission.ts). Marks: slot `chapter`, seat = the ended Act ×
   * 100 + the post's number; seat Act × 100 + 99 (no message, `about` = the seq the Act ended at)
   * records that this Intermission is told in posts, written before the turn summary moves past
   * its start. An Intermission whose start was summarized before that (an older stored campaign)
   * is left as it was told; one whose last post is recorded is over.
   */
  async #intermission(game: LoadedGame, marks: Marks, summarizedSeq: number): Promise<IntermissionPlan | null> {
    const plan = intermissionPlan(game.state, (seat) => this.app.who(game, seat));
    if (!plan) return null;
    if (refOf(marks, slotKey('chapter', plan.act * 100 + POST_SUMMARY))) return null;
    const key = slotKey('chapter', plan.act * 100 + 99);
    if (marks.get(key)?.about !== plan.startSeq) {
      if (plan.startSeq <= summarizedSeq) return null;
      await this.#record(game, marks, { [key]: { about: plan.startSeq } }, key);
    }
    return plan;
  }

  async #intermissionPosts(game: LoadedGame, marks: Marks, thread: SendableChannels, plan: IntermissionPlan, board: () => Promise<Buffer>): Promise<void> {
    for (const p of plan.posts) {
      const key = slotKey('chapter', plan.act * 100 + p.k);
      if (refOf(marks, key)) continue;
      const last = p.k === POST_SUMMARY;
      const files = last ? [{ attachment: await board(), name: `board-${game.state.seq}.png` }] : [];
      const msg = await this.#post(game, marks, key, 'publish:summary', thread, { content: clip(p.content, 2000), files, allowedMentions: { parse: [] } });
      if (last) this.onBoardPosted?.(game.id);
      await this.#record(game, marks, { [key]: { channelId: thread.id, messageId: msg.id } }, key, last ? game.state.seq : undefined);
    }
  }

  /**
   * Summit proposals (app/summit.ts): each open proposal is one message in the thread, pinging the
   * seats it awaits when posted and edited when its answers change; once closed it loses its
   * buttons and says what became of it. Marks: slot `proposal`, seat = the proposal's number,
   * `about` = the seq it was posted at, `digest` = the text shown. (A new Summit numbers its
   * proposals from 1 again; the closed ones' marks are gone by then, each publish clearing them.)
   */
  async #proposals(game: LoadedGame, marks: Marks, thread: SendableChannels): Promise<void> {
    const s = game.state;
    const open = new Map(openProposals(s).map((p) => [p.id, p]));
    for (const key of [...marks.keys()]) {
      const { slot, seat: id } = splitKey(key);
      if (slot !== 'proposal' || open.has(id)) continue;
      const ref = refOf(marks, key);
      if (ref) await this.#strip(ref, closedProposalText(s, id, ref.about ?? 0));
      await this.#record(game, marks, { [key]: null }, key);
    }
    for (const p of open.values()) {
      const key = slotKey('proposal', p.id);
      const content = clip(proposalText(s, p, (seat) => this.app.who(game, seat)), 2000);
      const digest = proposalDigest(content);
      const ref = refOf(marks, key);
      if (ref && marks.get(key)?.digest === digest) continue;
      const components = toApiRows(proposalRows(game.id, p));
      if (ref) {
        const edited = await thread.messages.edit(ref.messageId, { content, components, allowedMentions: { parse: [] } }).then(() => true, (e: unknown) => {
          if (isGone(e)) return false; // deleted by someone: post it again
          throw e;
        });
        if (edited) {
          await this.#record(game, marks, { [key]: { digest } }, key);
          continue;
        }
      }
      const users = awaiting(s, p).waiting.map((seat) => game.seats[seat]?.userId).filter((u): u is string => !!u);
      const msg = await this.#post(game, marks, key, 'publish:panel', thread, { content, components, allowedMentions: { users } });
      await this.#record(game, marks, { [key]: { channelId: thread.id, messageId: msg.id, about: s.seq, digest } }, key);
    }
  }

  async #settleLeftovers(game: LoadedGame, marks: Marks, thread: SendableChannels): Promise<void> {
    for (const kind of [...marks.keys()].filter((k) => marks.get(k)?.intentNonce)) {
      const { slot, seat } = splitKey(kind);
      if (slot === 'panel') await this.#scrub(thread, game.id, refOf(marks, 'panel')?.messageId ?? null);
      const userId = slot === 'dm' ? game.seats[seat]?.userId : null;
      if (userId) {
        const dm = await this.client.users.createDM(userId).catch((e: unknown) => {
          if (isDmClosed(e) || isGone(e)) return null;
          throw e;
        });
        if (dm) await this.#scrub(dm, game.id, refOf(marks, kind)?.messageId ?? null);
      }
      await this.#record(game, marks, {}, kind);
    }
  }

  /**
   * Post a new message for `kind` at most once (see the top of this file): the intent's nonce is
   * recorded before posting, and the caller records the ref (dropping the intent) after.
   */
  async #post(game: LoadedGame, marks: Marks, kind: string, point: CrashPoint, to: SendableChannels | { userId: string }, body: MessageCreateOptions): Promise<Message> {
    const earlier = marks.get(kind)?.intentNonce ?? null;
    const nonce = earlier ?? randomBytes(12).toString('base64url');
    if (!earlier) {
      const { slot, seat } = splitKey(kind);
      await this.app.store.writeMessages(game.id, { set: [{ slot, seat, intentNonce: nonce }] });
      marks.set(kind, { ...(marks.get(kind) ?? emptyRecord(slot, seat)), intentNonce: nonce });
    }
    const options = { ...body, nonce, enforceNonce: true };
    const msg = 'userId' in to ? await this.client.users.send(to.userId, options) : await to.send(options);
    crashPoint(point);
    if (earlier) {
      // A run before this one died around this post: `msg` may be that run's message (Discord
      // matched the nonce); show the current content. Any older copy of a panel loses its buttons.
      const { content, embeds, components, files } = body;
      await msg.edit({ content: content ?? null, embeds: embeds ?? [], components: components ?? [], files: files ?? [], attachments: [], allowedMentions: { parse: [] } });
      if (components?.length) await this.#scrub(msg.channel, game.id, msg.id);
    }
    return msg;
  }

  /**
   * Record refs and drop the intent of `kind` (and, with `summarizedSeq`, move the summary
   * position) in one transaction.
   */
  async #record(game: LoadedGame, marks: Marks, set: Record<string, MarkWrite>, kind: string, summarizedSeq?: number): Promise<void> {
    const writes = new Map(Object.entries(set));
    if (!writes.has(kind)) {
      const cur = marks.get(kind);
      // The intent was all there was: the record goes. Otherwise only the intent does.
      if (cur) writes.set(kind, cur.channelId || cur.messageId || cur.about !== null || cur.digest ? { intentNonce: null } : null);
    } else if (writes.get(kind) !== null) writes.set(kind, { ...writes.get(kind), intentNonce: null });
    const next = new Map(marks);
    const setRows: MessageWrite[] = [];
    const removeRows: { slot: MessageSlot; seat: number }[] = [];
    for (const [k, v] of writes) {
      const { slot, seat } = splitKey(k);
      if (v === null) {
        removeRows.push({ slot, seat });
        next.delete(k);
      } else {
        setRows.push({ slot, seat, ...v });
        next.set(k, { ...(marks.get(k) ?? emptyRecord(slot, seat)), ...v });
      }
    }
    await this.app.store.writeMessages(game.id, { set: setRows, remove: removeRows, ...(summarizedSeq !== undefined ? { summarizedSeq } : {}) });
    marks.clear();
    for (const [k, v] of next) marks.set(k, v);
  }

  async #marks(gameId: string): Promise<Marks> {
    return new Map((await this.app.store.listMessages(gameId)).map((m) => [slotKey(m.slot, m.seat), m]));
  }

  /** Take the buttons off a message, and say what became of it when `content` is given (gone already: fine). */
  async #strip(ref: { channelId: string; messageId: string }, content?: string): Promise<void> {
    const ch = await this.#channel(ref.channelId);
    // Embeds and files stay (the draft's guide, a battle's dice): they tell what was on offer.
    await ch?.messages.edit(ref.messageId, { components: [], ...(content !== undefined ? { content: clip(content, 2000), allowedMentions: { parse: [] } } : {}) }).catch((e: unknown) => {
      if (!isGone(e)) throw e;
    });
  }

  /**
   * After a crash: recent messages of ours in `channel` (but `keepId`) that still carry this game's
   * prompt buttons lose them, so a panel posted by a run that died before recording it never stays live.
   */
  async #scrub(channel: Message['channel'], gameId: string, keepId: string | null): Promise<void> {
    const recent = await channel.messages.fetch({ limit: 25 }).catch(() => null);
    for (const m of recent?.values() ?? []) {
      if (m.id === keepId || (this.client.user && m.author.id !== this.client.user.id)) continue;
      const ids = m.components.map((row) => row.toJSON() as { components?: { custom_id?: unknown }[] }).flatMap((row) => row.components ?? []).map((c) => c.custom_id);
      const ours = ids.some((id) => {
        const x = decodeId(id);
        return x !== null && x.game === gameId && PANEL_KINDS.has(x.k);
      });
      if (ours) await m.edit({ components: [] }).catch((e: unknown) => { if (!isGone(e)) throw e; });
    }
  }

  /** What a closed thread panel says: the app's closed prompt, or the end of a simultaneous choice, or the next Act begun. */
  #closedText(game: LoadedGame, about: number, read: ReadBook, act: number | null): string {
    if (about === ABOUT_SIMULTANEOUS || about === ABOUT_REVEALED) return t('campaign.choice-closed');
    if (about === ABOUT_BETWEEN_ACTS) return t('campaign.act-begun', { act: actName(act ?? game.state.campaign?.act ?? 1) });
    return this.app.closedText(game, about, read, false);
  }

  /** A Back button when the player to act made the last input and it revealed nothing. */
  backRow(game: LoadedGame, d: Decision, undoable: Undoable): RowSpec[] {
    const userId = game.seats[d.seat]?.userId;
    if (!userId || !undoable || undoable.seq !== game.state.seq || undoable.by !== userId) return [];
    return [{ type: 'buttons', buttons: [{ type: 'button', customId: encodeId({ k: 'b', game: game.id, seq: game.state.seq }), label: t('game.back'), style: 'secondary' }] }];
  }

  async panelBody(game: LoadedGame, d: Decision, undoable: Undoable = null, read?: ReadBook) {
    read ??= await this.app.readBook(game.id);
    const progress = isSimultaneous(game.state, d) ? choiceProgress(game.state) : null;
    const content = clip(progress
      ? t('campaign.choosing', { prompt: say(d.prompt, game.state).split('\n')[0]!.slice(0, 200), chosen: progress.chosen, total: progress.total, who: progress.waiting.map((seat) => this.app.who(game, seat)).join(', ') })
      : this.app.panelText(game, d, read), 2000);
    if (d.secret) {
      return {
        content, files: [],
        components: toApiRows([{ type: 'buttons', buttons: [
          { type: 'button', customId: encodeId({ k: 't', game: game.id }), label: t('game.my-turn'), style: 'primary' },
          { type: 'button', customId: encodeId({ k: 'h', game: game.id }), label: t('game.my-hand'), style: 'secondary' },
        ] }]),
      };
    }
    // The draft: what each offered card does, so the pick can be made from the panel.
    const embeds = d.kind === 'draft/pick' && game.state.draft ? [draftGuide(game.state.draft)] : [];
    // While a battle resolves: its dice, drawn (the text has them too).
    const roll = battleRoll(game.state, read);
    const files = roll?.faces ? [{ attachment: await diceStrip(roll.faces, game, roll.title), name: `dice-${game.state.seq}.png` }] : [];
    return { content, embeds, files, components: toApiRows(fit([...decisionRows(game.id, d, game.state), ...this.footRow(game, d, undoable)])) };
  }

  /**
   * The thread panel's last row: Back, and My turn for the other seats deciding at the same time (a
   * Summit's Negotiations: every seat may propose). The panel shows one seat's decision; the others
   * reach theirs ephemerally.
   */
  footRow(game: LoadedGame, d: Decision, undoable: Undoable): RowSpec[] {
    const buttons = this.backRow(game, d, undoable).flatMap((r) => (r.type === 'buttons' ? r.buttons : []));
    if (game.state.decisions.some((x) => x.seat !== d.seat)) buttons.push({ type: 'button', customId: encodeId({ k: 't', game: game.id }), label: t('game.my-turn'), style: 'secondary' });
    return buttons.length ? [{ type: 'buttons', buttons }] : [];
  }

  /**
   * The panel only its player sees (ephemeral My turn): the private panel, or a public decision's
   * prompt and buttons, Back included; while a battle resolves, its roll in words and the dice strip,
   * as the thread's prompt has them (issue 21 item 5: hits are never assigned blind).
   */
  async ownPanelBody(game: LoadedGame, d: Decision, page = 0, undoable: Undoable = null) {
    // attachments: [] drops the dice strip of a decision this panel showed before.
    if (d.secret) return { ...this.privateBody(game, d, page, undoable), files: [], attachments: [] };
    const roll = battleRoll(game.state, await this.app.readBook(game.id));
    const files = roll?.faces ? [{ attachment: await diceStrip(roll.faces, game, roll.title), name: `dice-${game.state.seq}.png` }] : [];
    const content = clip([say(d.prompt, game.state), ...(roll ? [roll.text] : [])].join('\n'), 2000);
    return { content, files, attachments: [], components: toApiRows(fit([...decisionRows(game.id, d, game.state, page), ...this.backRow(game, d, undoable)])) };
  }

  /** The private panel for a secret decision (DM or ephemeral). */
  privateBody(game: LoadedGame, d: Decision, page = 0, undoable: Undoable = null) {
    const hand = game.state.players[d.seat]?.hand ?? [];
    // A Fate choice: both Fate cards with their text (only its owner sees this panel).
    const fates = fateCardsText(d);
    if (fates) return { content: clip(t('campaign.private-choice', { prompt: say(d.prompt, game.state), cards: fates }), 2000), components: toApiRows(fit([...decisionRows(game.id, d, game.state, page), ...this.backRow(game, d, undoable)])) };
    const content = clip(`**${say(d.prompt, game.state)}**\n${t('game.hand', { colour: colourName(game.state.players[d.seat]!.colour), cards: hand.map(cardLabel).join(', ') || '—' })}`, 2000);
    return { content, components: toApiRows(fit([...decisionRows(game.id, d, game.state, page), ...this.backRow(game, d, undoable)])) };
  }

  async #dmPanel(game: LoadedGame, d: Decision, userId: string, marks: Marks, undoable: Undoable): Promise<void> {
    const key = slotKey('dm', d.seat);
    const ref = refOf(marks, key);
    if (ref && ref.about === d.openedAt) return;
    const prefs = await this.app.store.getPreferences(userId);
    if (!prefs.dmUpdates) return;
    const body = this.privateBody(game, d, 0, undoable);
    if (ref) {
      const ch = await this.#channel(ref.channelId);
      // Only ever edit the DM of the seat's holder now: after a hand-over that the old holder's
      // panel was not released from (a crash in between), it only loses its buttons.
      const theirs = ch !== null && (!ch.isDMBased() || !('recipientId' in ch) || ch.recipientId === userId);
      if (ch && !theirs) await this.#strip(ref);
      const ok = ch && theirs ? await ch.messages.edit(ref.messageId, body).then(() => true, (e: unknown) => {
        if (isGone(e)) return false;
        throw e;
      }) : false;
      if (ok) return this.#record(game, marks, { [key]: { channelId: ref.channelId, messageId: ref.messageId, about: d.openedAt } }, key);
    }
    try {
      const msg = await this.#post(game, marks, key, 'publish:dm', { userId }, body);
      await this.#record(game, marks, { [key]: { channelId: msg.channelId, messageId: msg.id, about: d.openedAt } }, key);
    } catch (e) {
      if (!isDmClosed(e)) throw e;
      // DMs closed: the thread's "My turn" button serves instead.
      await this.#record(game, marks, { [key]: { channelId: null, messageId: null, about: d.openedAt } }, key);
    }
  }

  /**
   * A DM panel whose decision is over loses its buttons (clicking them would only be stale) and
   * says what was saved and where play goes on: a link to the thread's current message (item 7).
   */
  async #stripDmPanels(game: LoadedGame, keepSeats: ReadonlySet<number>, marks: Marks, read: ReadBook): Promise<void> {
    for (const seat of game.seats) {
      if (keepSeats.has(seat.seat)) continue;
      const key = slotKey('dm', seat.seat);
      const ref = refOf(marks, key);
      if (!ref) continue;
      const at = refOf(marks, 'panel') ?? refOf(marks, 'ended') ?? refOf(marks, 'begun');
      const link = `https://discord.com/channels/${game.guildId ?? '@me'}/${game.threadId ?? at?.channelId ?? ''}${at ? `/${at.messageId}` : ''}`;
      const chose = read.chose;
      await this.#strip(ref, chose && chose.seat === seat.seat ? t('game.dm-closed', { choice: chose.label, link }) : t('game.dm-closed-other', { link }));
      await this.#record(game, marks, { [key]: { channelId: null, messageId: null, about: ref.about } }, key);
    }
  }

  /**
   * The images this publish will post, started at once: they draw in the render pool while the
   * bookkeeping reads and the earlier posts go out (issue 21: click to visible). Each is drawn
   * once per publish; one left unused is dropped without an unhandled rejection.
   */
  #images(game: LoadedGame, marks: Marks, book: GameBookkeeping, read: ReadBook, paused: boolean) {
    const s = game.state;
    const d = openDecision(s);
    const panel = refOf(marks, 'panel');
    // A chapter that ended since the last summary ends the turn's messages too: summary, board and
    // the chapter's own message come before whatever is asked next (a mulligan, a lead).
    const chapters = [...read.scored.keys()].filter((n) => n > read.chapterTold).sort((a, b) => a - b);
    // What the thread's panel is about: the seat prompted, a simultaneous choice, or the pause between Acts.
    const about = paused ? ABOUT_BETWEEN_ACTS : d && isSimultaneous(s, d) ? ABOUT_SIMULTANEOUS : d?.seat;
    const newTurn = (!d && !paused) || !panel || panel.about !== about || chapters.length > 0;
    const mode = book.mapMode;
    const withBoard = s.ended !== null || mode === 'turn' || mode === 'edit' || (mode === 'round' && (!s.round || s.round.plays.length === 0));
    let board: Promise<Buffer> | null = null;
    const hands = new Map<number, Promise<Buffer>>();
    const early = <T>(p: Promise<T>): Promise<T> => {
      p.catch(() => undefined);
      return p;
    };
    const images = {
      chapters,
      newTurn,
      withBoard,
      board: () => (board ??= early(this.#prerendered(game) ?? renderBoard(viewFor(s, null)))),
      hand: (seat: number) => {
        let h = hands.get(seat);
        if (!h) hands.set(seat, (h = early(renderHand(viewFor(s, seat), seat))));
        return h;
      },
    };
    const begins = game.publishedVersion === 0 && !marks.get('begun')?.messageId;
    if (begins || (newTurn && s.seq > book.summarizedSeq && withBoard)) void images.board();
    for (const seat of game.seats) if (seat.userId && !s.ended && marks.get(slotKey('hand', seat.seat))?.digest !== handDigest(game, seat.seat)) void images.hand(seat.seat);
    return images;
  }

  async #hands(game: LoadedGame, marks: Marks, images: { hand(seat: number): Promise<Buffer> }): Promise<void> {
    for (const seat of game.seats) {
      if (!seat.userId) continue;
      const hand = game.state.players[seat.seat]?.hand ?? [];
      const key = handDigest(game, seat.seat);
      const mark = slotKey('hand', seat.seat);
      if (marks.get(mark)?.digest === key) continue;
      const prefs = await this.app.store.getPreferences(seat.userId);
      if (prefs.dmUpdates && !game.state.ended) {
        try {
          const png = await images.hand(seat.seat);
          await this.#post(game, marks, mark, 'publish:hand', { userId: seat.userId }, {
            content: clip(t('game.dm-hand', { code: game.code, colour: colourName(seat.colour), cards: hand.map(cardLabel).join(', ') || '—' }), 2000),
            files: [{ attachment: png, name: 'hand.png' }],
          });
        } catch (e) {
          if (!isDmClosed(e)) throw e;
        }
      }
      await this.#record(game, marks, { [mark]: { digest: key } }, mark);
    }
  }

  /**
   * The Summit timer (app: syncSummitTimer): half way, the players the open proposals concern are
   * pinged in the thread (nonce from the job's key: posted once); at the end the thread is told
   * and the Summit ends (the app commits the caller's answers, each once), then the game is
   * published as after any move.
   */
  async #fireSummitTimer(job: ReminderJob): Promise<'sent' | 'dropped'> {
    const outcome = await this.enqueue(job.gameId, async (): Promise<'sent' | 'dropped'> => {
      const game = await this.app.summitTimerDue(job);
      if (!game) return 'dropped';
      const thread = await this.#channel(game.threadId);
      if (!thread) return 'dropped';
      const nonce = createHash('sha256').update(reminderKey(job)).digest('base64url').slice(0, 25);
      if (job.kind === 'summit-remind') {
        const users = proposalSeats(game.state).map((seat) => game.seats[seat]?.userId).filter((u): u is string => !!u);
        if (users.length === 0) return 'dropped';
        await thread.send({ content: t('summit.timer-reminder', { who: users.map(mention).join(' '), hours: Math.max(1, Math.round(job.everyMinutes / 120)) }), allowedMentions: { users }, nonce, enforceNonce: true });
        return 'sent';
      }
      // A deal being carried out asks its own questions first: the timer ends the Summit once they are answered.
      if (!this.app.summitEndable(game, job)) {
        await this.app.retrySummitEnd(job);
        return 'dropped';
      }
      await thread.send({ content: t('summit.timer-ended', { hours: job.everyMinutes / 60 }), allowedMentions: { parse: [] }, nonce, enforceNonce: true });
      return (await this.app.endSummitByTimer(job)).ended ? 'sent' : 'dropped';
    });
    if (job.kind === 'summit-end') await this.publish(job.gameId);
    return outcome;
  }

  /**
   * A reminder job fired. If it still stands (app.reminderDue), post the reminder in the game's
   * thread with a nonce derived from the job's key: a job run again after its process died
   * gets the message already posted back from Discord instead of a second one. Then the next
   * reminder is scheduled. Runs in the game's queue.
   */
  async fireReminder(job: ReminderJob, now = Date.now()): Promise<'sent' | 'dropped'> {
    if (job.kind === 'summit-remind' || job.kind === 'summit-end') return this.#fireSummitTimer(job);
    return this.enqueue(job.gameId, async () => {
      const due = await this.app.reminderDue(job);
      if (!due) return 'dropped';
      const { game, decision: d } = due;
      const thread = await this.#channel(game.threadId);
      if (!thread) return 'dropped';
      const nonce = createHash('sha256').update(reminderKey(job)).digest('base64url').slice(0, 25);
      await thread.send({
        content: d
          ? t('game.reminder', { who: mention(job.userId), prompt: d.secret ? '…' : quoted(say(d.prompt, game.state)) })
          : t('campaign.next-act-reminder', { who: mention(job.userId), next: actName(job.openedAt) }),
        allowedMentions: { users: [job.userId] }, nonce, enforceNonce: true,
      });
      await this.app.reminderSent(job, now);
      return 'sent';
    });
  }
}

/** The dice strip of a resolving battle, its words from the catalogue. */
function diceStrip(faces: DiceFaces, _game: LoadedGame, title: string): Promise<Buffer> {
  return renderDice(faces, {
    title,
    types: { skirmish: t('battle.die.skirmish'), assault: t('battle.die.assault'), raid: t('battle.die.raid') },
    symbols: { hit: t('battle.sym.hit'), self: t('battle.sym.self'), intercept: t('battle.sym.intercept'), building: t('battle.sym.building'), key: t('battle.sym.key') },
  });
}

/** At most five action rows per message. */
function fit(rows: RowSpec[]): RowSpec[] {
  return rows.length <= 5 ? rows : [...rows.slice(0, 4), rows[rows.length - 1]!];
}

function emptyRecord(slot: MessageSlot, seat: number): MessageRecord {
  return { slot, seat, channelId: null, messageId: null, about: null, digest: null, intentNonce: null };
}

function tail(lines: string[], max: number): string {
  const out: string[] = [];
  let n = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    n += lines[i]!.length + 1;
    if (n > max) {
      out.unshift('…');
      break;
    }
    out.unshift(lines[i]!);
  }
  return out.join('\n');
}

export function errInfo(e: unknown): { name: string; message: string; code?: unknown } {
  return e instanceof Error ? { name: e.name, message: e.message.slice(0, 300), code: (e as { code?: unknown }).code } : { name: 'unknown', message: String(e).slice(0, 300) };
}

/** What a seat's hand image shows, as a key: the image is posted again only when it changes. */
function handDigest(game: LoadedGame, seat: number): string {
  const hand = game.state.players[seat]?.hand ?? [];
  return createHash('sha256').update(`${game.id}:${hand.join(',')}`).digest('hex').slice(0, 16);
}

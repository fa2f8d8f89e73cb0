/**
 * Publishing: what is posted follows from what is stored. Each game records the version up to
 * which its messages have been brought (`publishedVersion`); publishing reads the stored game,
 * brings every message up to that game's version and records it:
 *
 *   game begins → summary and board (when a turn ended) → the prompt panel (a new message, with a
 *   ping, when another player is to act; edited in place while the same player continues) → the
 *   DM panel of a secret decision → the final result → changed hands, by DM.
 *
 * What to post is the app's (src/app/publish-plan.ts: planPublish returns the ordered steps, as
 * data); this file carries a plan out: the claim, the marks, the intents and nonces, posting,
 * editing, stripping, scrubbing, drawing the images the plan posts, retries, gone messages and
 * closed DMs, and the timers' posts.
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
import { DiscordAPIError, type Client, type Message, type MessageCreateOptions, type MessageMentionOptions, type SendableChannels } from 'discord.js';
import { createHash, randomBytes } from 'node:crypto';
import { decodeId } from '../app/custom-id.ts';
import { isSimultaneous } from '../app/campaign.ts';
import type { ArcsApp } from '../app/games.ts';
import { clip, t } from '../app/messages.ts';
import { ownPanelBody, panelBody, privateBody } from '../app/panels.ts';
import { adoptMarks, emptyRecord, LINK, marksOf, planPublish, planReleaseSeat, planStripAll, recordChanges, refOf, splitKey, type EditStep, type ImageSpec, type MarkWrites, type Marks, type PlanBody, type PlanEmbed, type PostStep, type PublishPlan, type Recording, type StripStep } from '../app/publish-plan.ts';
import { reminderBody, stuckNoticeBody, summitEndedBody, summitReminderBody } from '../app/notices.ts';
import { crashPoint, type CrashPoint } from '../crash-points.ts';
import { openDecision, viewFor, type Decision, type GameState } from '../engine/index.ts';
import { reminderKey, type GameStatus, type LoadedGame, type ReminderJob } from '../store/index.ts';
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
  /** Games whose thread was told that their messages are stuck: told once, until a publish goes through. */
  readonly #toldStuck = new Set<string>();
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
    return this.enqueue(gameId, () => this.#catchUp(gameId)).then(() => {
      this.#failures.delete(gameId);
      this.#toldStuck.delete(gameId);
    }, (e) => {
      // Stopped part-way: the game stays behind, and the next run finishes it (see the top of this file).
      const n = (this.#failures.get(gameId) ?? 0) + 1;
      this.#failures.set(gameId, n);
      this.log.error({ err: errInfo(e), gameId, failures: n }, 'publish failed');
      if (n <= MAX_RETRIES) return this.#retryLater(gameId, Math.min(this.#retryMs * 2 ** (n - 1), 60_000));
      // The retries are used up: the sweep and the next use of the game try again; the thread is told once.
      this.#failures.delete(gameId);
      return this.#tellStuck(gameId);
    });
  }

  /** Say in the game's thread, once, that its messages could not be brought up to date (failing too: only logged). */
  async #tellStuck(gameId: string): Promise<void> {
    if (this.#stopped || this.#toldStuck.has(gameId)) return;
    try {
      const game = await this.app.store.getGame(gameId);
      const thread = await this.#channel(game?.threadId ?? null);
      if (!thread) return;
      await thread.send(await options(stuckNoticeBody(), () => Promise.reject(new Error('no image in a notice'))));
      this.#toldStuck.add(gameId);
    } catch (e) {
      this.log.warn({ err: errInfo(e), gameId }, 'could not tell the thread that publishing is stuck');
    }
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
    const { strip, forget } = planReleaseSeat(await this.#marks(gameId), seat);
    if (strip) {
      const ch = await this.#channel(strip.ref.channelId).catch(() => null);
      await ch?.messages.edit(strip.ref.messageId, { components: [] }).catch(() => undefined);
    }
    await this.app.store.writeMessages(gameId, { remove: forget });
  }

  /** An abandoned game: its thread panel, every DM panel and every proposal lose their buttons (the text they showed stays). */
  async stripAll(gameId: string): Promise<void> {
    await this.enqueue(gameId, async () => {
      for (const step of planStripAll(await this.#marks(gameId))) await this.#strip(step.ref).catch(() => undefined);
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
    const thread = await this.#channel(game.threadId);
    if (!thread) return;
    const marks = await this.#marks(game.id);
    const plan = await planPublish(this.app, game, marks);
    await this.#carryOut(game, plan, marks, thread);
  }

  /**
   * Carry out a plan, step by step in its order, on the live marks. The plan was made once for
   * the whole run (the planner follows the marks its steps write); what only the run can find out
   * is handled by the step itself: an edit whose message is gone posts instead (or carries a mark
   * write into the next recording), an undeliverable DM records what the step says, and a closing
   * text's link points at the message recorded when the strip is made.
   */
  async #carryOut(game: LoadedGame, plan: PublishPlan, marks: Marks, thread: SendableChannels): Promise<void> {
    const run: Run = { game, marks, thread, draw: this.#drawer(game), carry: {} };
    // The images this run posts, started at once: they draw in the render pool while the earlier
    // posts go out (issue 21: click to visible). Each is drawn once per run, and only if posted.
    for (const step of plan.steps) {
      const bodies = step.do === 'post' ? [step.body] : step.do === 'edit' ? [step.body, ...('post' in step.ifGone ? [step.ifGone.post.body] : [])] : [];
      for (const img of bodies.flatMap((b) => b.images ?? [])) void run.draw(img);
    }
    for (const step of plan.steps) {
      switch (step.do) {
        case 'post': await this.#postStep(run, step); break;
        case 'edit': await this.#editStep(run, step); break;
        case 'strip': await this.#stripStep(run, step); break;
        case 'mark': await this.#recording(run, step.record); break;
        case 'effect': await this.app.setChapterTold(game.id, step.effect.chapter); break;
        case 'settle': await this.#settleLeftovers(game, marks, thread, step.dmUsers); break;
      }
    }
  }

  /** Record `rec` (with the posted message's ref, and any write an earlier edit carried). */
  async #recording(run: Run, rec: Recording, msg?: Message): Promise<void> {
    const set: MarkWrites = { ...run.carry, ...rec.set };
    if (msg) for (const k of rec.refTo ?? []) set[k] = { ...set[k], channelId: msg.channelId, messageId: msg.id };
    run.carry = {};
    await this.#record(run.game, run.marks, set, rec.key, rec.summarizedSeq);
  }

  async #postStep(run: Run, step: PostStep): Promise<void> {
    let msg: Message;
    try {
      msg = await this.#post(run.game, run.marks, step.key, step.point, step.to === 'thread' ? run.thread : { userId: step.to.dm }, await options(step.body, run.draw));
    } catch (e) {
      if (!step.ifDmClosed || !isDmClosed(e)) throw e;
      return this.#recording(run, step.ifDmClosed);
    }
    if (step.boardPosted) this.onBoardPosted?.(run.game.id);
    if (step.record) await this.#recording(run, step.record, msg);
  }

  async #editStep(run: Run, step: EditStep): Promise<void> {
    const body = { ...(await options(step.body, run.draw)), ...(step.body.images ? { attachments: [] } : {}) };
    const edit = (ch: SendableChannels) => ch.messages.edit(step.ref.messageId, body).then(() => true, (e: unknown) => {
      if (isGone(e)) return false; // deleted by someone
      throw e;
    });
    let edited: boolean;
    if (step.to === 'thread') edited = await edit(run.thread);
    else {
      const userId = step.to.dm;
      const ch = await this.#channel(step.ref.channelId);
      // Only ever edit the DM of the seat's holder now: after a hand-over that the old holder's
      // panel was not released from (a crash in between), it only loses its buttons.
      const theirs = ch !== null && (!ch.isDMBased() || !('recipientId' in ch) || ch.recipientId === userId);
      if (ch && !theirs) await this.#strip(step.ref);
      edited = ch && theirs ? await edit(ch) : false;
    }
    if (edited) {
      if (step.boardPosted) this.onBoardPosted?.(run.game.id);
      if (step.record) await this.#recording(run, step.record);
    } else if ('post' in step.ifGone) await this.#postStep(run, step.ifGone.post);
    else run.carry = { ...run.carry, ...step.ifGone.carry };
  }

  async #stripStep(run: Run, step: StripStep): Promise<void> {
    let text = step.text;
    if (text !== undefined && step.link) {
      const { guildId, threadId, from } = step.link;
      const at = from.map((k) => refOf(run.marks, k)).find((r) => r !== null) ?? null;
      text = text.replaceAll(LINK, `https://discord.com/channels/${guildId ?? '@me'}/${threadId ?? at?.channelId ?? ''}${at ? `/${at.messageId}` : ''}`);
    }
    await this.#strip(step.ref, text);
  }

  /**
   * Draws the images of one run (or one ephemeral panel), each once: the board (the one drawn
   * ahead for this state when there is one, see prerender), a seat's hand, a battle's dice. One
   * started and not used is dropped without an unhandled rejection.
   */
  #drawer(game: LoadedGame): (img: ImageSpec) => Promise<Buffer> {
    const drawn = new Map<string, Promise<Buffer>>();
    return (img) => {
      const key = img.kind === 'hand' ? `hand:${img.seat}` : img.kind;
      let p = drawn.get(key);
      if (!p) {
        p = img.kind === 'board' ? (this.#prerendered(game) ?? renderBoard(viewFor(game.state, null)))
          : img.kind === 'hand' ? renderHand(viewFor(game.state, img.seat), img.seat)
          : diceStrip(img.faces, img.title);
        p.catch(() => undefined);
        drawn.set(key, p);
      }
      return p;
    };
  }

  /** Intents left by a run that died and that this run had no use for (the game moved on): a panel that run may have posted loses its buttons. */
  async #settleLeftovers(game: LoadedGame, marks: Marks, thread: SendableChannels, dmUsers: Record<number, string>): Promise<void> {
    for (const kind of [...marks.keys()].filter((k) => marks.get(k)?.intentNonce)) {
      const { slot, seat } = splitKey(kind);
      if (slot === 'panel') await this.#scrub(thread, game.id, refOf(marks, 'panel')?.messageId ?? null);
      const userId = slot === 'dm' ? dmUsers[seat] : null;
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
  async #record(game: LoadedGame, marks: Marks, set: MarkWrites, kind: string, summarizedSeq?: number): Promise<void> {
    const { next, set: setRows, remove: removeRows } = recordChanges(marks, set, kind);
    await this.app.store.writeMessages(game.id, { set: setRows, remove: removeRows, ...(summarizedSeq !== undefined ? { summarizedSeq } : {}) });
    adoptMarks(marks, next);
  }

  async #marks(gameId: string): Promise<Marks> {
    return marksOf(await this.app.store.listMessages(gameId));
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

  /** The thread's prompt panel for `d` (app/panels.ts), ready to send. */
  async panelBody(game: LoadedGame, d: Decision, undoable: Undoable = null) {
    return options(await panelBody(this.app, game, d, undoable), this.#drawer(game));
  }

  /** The panel only its player sees (ephemeral My turn; app/panels.ts). attachments: [] drops the dice strip of a decision this panel showed before. */
  async ownPanelBody(game: LoadedGame, d: Decision, page = 0, undoable: Undoable = null) {
    const body = await options(await ownPanelBody(this.app, game, d, page, undoable), this.#drawer(game));
    return { ...body, files: body.files ?? [], attachments: [] };
  }

  /** The private panel for a secret decision (DM or ephemeral; app/panels.ts). */
  privateBody(game: LoadedGame, d: Decision, page = 0, undoable: Undoable = null) {
    const body = privateBody(game, d, page, undoable);
    return { content: body.content ?? '', components: toApiRows(body.rows ?? []) };
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
        const body = summitReminderBody(job, game);
        if (!body) return 'dropped';
        await thread.send({ ...(await options(body, this.#drawer(game))), nonce, enforceNonce: true });
        return 'sent';
      }
      // A deal being carried out asks its own questions first: the timer ends the Summit once they are answered.
      if (!this.app.summitEndable(game, job)) {
        await this.app.retrySummitEnd(job);
        return 'dropped';
      }
      await thread.send({ ...(await options(summitEndedBody(job), this.#drawer(game))), nonce, enforceNonce: true });
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
      await thread.send({ ...(await options(reminderBody(job, game, d), this.#drawer(game))), nonce, enforceNonce: true });
      await this.app.reminderSent(job, now);
      return 'sent';
    });
  }
}
/** What a run carries out: the game, its live marks, the thread, its images, and a mark write an edit carried to the next recording. */
interface Run { game: LoadedGame; marks: Marks; thread: SendableChannels; draw: (img: ImageSpec) => Promise<Buffer>; carry: MarkWrites }

/** Message options for a send, an edit or an interaction reply alike. */
interface SendBody {
  content?: string;
  embeds?: PlanEmbed[];
  components?: ReturnType<typeof toApiRows>;
  files?: { attachment: Buffer; name: string }[];
  allowedMentions?: MessageMentionOptions;
}

/** A planned body as Discord message options (only the fields the body gives), its images drawn. */
async function options(body: PlanBody, draw: (img: ImageSpec) => Promise<Buffer>): Promise<SendBody> {
  const o: SendBody = {};
  if (body.content !== undefined) o.content = body.content;
  if (body.embeds) o.embeds = body.embeds;
  if (body.rows) o.components = toApiRows(body.rows);
  if (body.images) o.files = await Promise.all(body.images.map(async (img) => ({ attachment: await draw(img), name: img.name })));
  if (body.mentions) o.allowedMentions = body.mentions === 'none' ? { parse: [] } : { users: body.mentions };
  return o;
}

/** The dice strip of a resolving battle, its words from the catalogue. */
function diceStrip(faces: DiceFaces, title: string): Promise<Buffer> {
  return renderDice(faces, {
    title,
    types: { skirmish: t('battle.die.skirmish'), assault: t('battle.die.assault'), raid: t('battle.die.raid') },
    symbols: { hit: t('battle.sym.hit'), self: t('battle.sym.self'), intercept: t('battle.sym.intercept'), building: t('battle.sym.building'), key: t('battle.sym.key') },
  });
}


export function errInfo(e: unknown): { name: string; message: string; code?: unknown } {
  return e instanceof Error ? { name: e.name, message: e.message.slice(0, 300), code: (e as { code?: unknown }).code } : { name: 'unknown', message: String(e).slice(0, 300) };
}

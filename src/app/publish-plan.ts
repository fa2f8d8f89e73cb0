/**
 * What to post for a game (issue 19: the app decides, the bot carries it out). From the stored
 * game, the marks of what was already posted (MessageRecord rows), its bookkeeping and campaign,
 * `planPublish` returns a PublishPlan: the ordered steps that bring the game's messages up to its
 * stored state, each plain data (no discord.js): which mark it fulfils, where (the game's thread
 * or a user's DMs), what (post, edit in place else post, strip a message's buttons with a closing
 * text, write a mark, or an app effect), and the body (content, RowSpec rows, embeds, who may be
 * pinged, and images as descriptors the bot draws only when it posts them).
 *
 * The order is the publishing order of src/bot/publish.ts (see its top comment):
 *
 *   game begins → a simultaneous choice revealed → summary and board (when a turn ended) → each
 *   chapter that ended → the Intermission's posts → the old panel stripped, the new one posted
 *   (or edited in place) → hands → DM panels → DM panels of closed decisions stripped → the pause
 *   between Acts → Summit proposals → the result → leftover intents settled.
 *
 * Idempotent: every step is planned only when its mark says it is missing, so planning again
 * after a run recorded everything plans nothing missing (nothingMissing: the final settle acts only
 * on intents still recorded, and a panel whose decision stays open is edited in place with what it
 * shows, as every publish did before the plan existed). The planner follows the marks each planned step will write (a simulation), so
 * one plan covers a whole run; where a step's outcome can differ from the plan's assumption the
 * step says what to do instead (an edit whose message is gone posts, or carries a mark write;
 * a DM that cannot be delivered records so), and the one thing only known when carried out (the
 * link to the thread's current message in a closed DM panel) is a placeholder the executor fills.
 */
import { createHash } from 'node:crypto';
import type { CrashPoint } from '../crash-points.ts';
import { openDecision } from '../engine/index.ts';
import type { CampaignRecord, GameBookkeeping, LoadedGame, MessageRecord, MessageSlot, UserPreferences } from '../store/index.ts';
import { ABOUT_BETWEEN_ACTS, ABOUT_REVEALED, ABOUT_SIMULTANEOUS, actName, betweenActs, betweenActsText, isSimultaneous, revealText } from './campaign.ts';
import type { RowSpec } from './components.ts';
import { battleRoll, cardLabel, colourName, mention, readBook, setupName, type ArcsApp, type ReadBook } from './games.ts';
import { intermissionPlan, POST_SUMMARY, type IntermissionPlan } from './intermission.ts';
import { clip, t } from './messages.ts';
import { panelBody, privateBody } from './panels.ts';
import { awaiting, closedProposalText, inCallToOrder, openProposals, proposalDigest, proposalRows, proposalText } from './summit.ts';

// ---------------------------------------------------------------------------------------------
// Marks: what the store holds about the game's messages, by slot, and `slot:seat` for a seat's.

/** The game's message records by key: `slot`, or `slot:seat` for a seat's (dm:2, hand:0). */
export type Marks = Map<string, MessageRecord>;
/** A change to one record (null: delete it). */
export type MarkWrite = Partial<Omit<MessageRecord, 'slot' | 'seat'>> | null;
export type MarkWrites = Record<string, MarkWrite>;

export const slotKey = (slot: MessageSlot, seat = -1): string => (seat < 0 ? slot : `${slot}:${seat}`);
export function splitKey(key: string): { slot: MessageSlot; seat: number } {
  const [slot, seat] = key.split(':');
  return { slot: slot as MessageSlot, seat: seat === undefined ? -1 : Number(seat) };
}
export interface MessageRef { channelId: string; messageId: string; about: number | null }
/** A posted message recorded under `key`, with what it is about. */
export function refOf(marks: Marks, key: string): MessageRef | null {
  const m = marks.get(key);
  return m?.channelId && m.messageId ? { channelId: m.channelId, messageId: m.messageId, about: m.about } : null;
}
export function marksOf(records: Iterable<MessageRecord>): Marks {
  return new Map([...records].map((m) => [slotKey(m.slot, m.seat), m]));
}
export function emptyRecord(slot: MessageSlot, seat: number): MessageRecord {
  return { slot, seat, channelId: null, messageId: null, about: null, digest: null, intentNonce: null };
}

/**
 * The marks after recording `set` for `kind` (and dropping `kind`'s intent): the rows to write
 * and to remove, and the marks as they will be (keys in the same order as the store lists them
 * until reloaded: changed ones in place, new ones last).
 */
export function recordChanges(marks: Marks, set: MarkWrites, kind: string): { next: Marks; set: ({ slot: MessageSlot; seat: number } & Exclude<MarkWrite, null>)[]; remove: { slot: MessageSlot; seat: number }[] } {
  const writes = new Map(Object.entries(set));
  if (!writes.has(kind)) {
    const cur = marks.get(kind);
    // The intent was all there was: the record goes. Otherwise only the intent does.
    if (cur) writes.set(kind, cur.channelId || cur.messageId || cur.about !== null || cur.digest ? { intentNonce: null } : null);
  } else if (writes.get(kind) !== null) writes.set(kind, { ...writes.get(kind), intentNonce: null });
  const next = new Map(marks);
  const setRows: ({ slot: MessageSlot; seat: number } & Exclude<MarkWrite, null>)[] = [];
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
  return { next, set: setRows, remove: removeRows };
}

/** `marks` becomes `next` (the marks as recordChanges says they will be), in place. */
export function adoptMarks(marks: Marks, next: Marks): void {
  marks.clear();
  for (const [k, v] of next) marks.set(k, v);
}

/** recordChanges applied to `marks` in place (the planner's simulation of what a step records). */
export function recordInPlace(marks: Marks, set: MarkWrites, kind: string): void {
  adoptMarks(marks, recordChanges(marks, set, kind).next);
}

// ---------------------------------------------------------------------------------------------
// The plan.

/** An image the executor draws when it posts the step that carries it (nothing else is drawn). */
export type ImageSpec =
  | { kind: 'board'; name: string }
  | { kind: 'hand'; seat: number; name: string }
  | { kind: 'dice'; faces: NonNullable<NonNullable<ReturnType<typeof battleRoll>>['faces']>; title: string; name: string };

export interface PlanEmbed { title: string; description: string }

/**
 * A message's body. Only the fields given are sent (an edit leaves the others as they are);
 * `images: []` clears the attachments of an edited message. `mentions`: 'none' pings nobody, a
 * list pings those users only; absent, nothing is said about mentions.
 */
export interface PlanBody {
  content?: string;
  embeds?: PlanEmbed[];
  rows?: RowSpec[];
  images?: ImageSpec[];
  mentions?: 'none' | string[];
}

/** Where: the game's thread, or the DMs of a user. */
export type Target = 'thread' | { dm: string };

/**
 * The mark write that follows a step, in one transaction: `set` (with the posted message's
 * channel and id filled into each key of `refTo`), the intent of `key` dropped, and the summary
 * position moved to `summarizedSeq`.
 */
export interface Recording { key: string; set: MarkWrites; refTo?: string[]; summarizedSeq?: number }

/** Post a new message for mark `key` (at most once: the executor's intent and nonce). */
export interface PostStep {
  do: 'post';
  key: string;
  /** The crash point right after the post (the restart tests kill there). */
  point: CrashPoint;
  to: Target;
  body: PlanBody;
  /** Recorded after the post; absent: a later step records (with what an edit carried). */
  record?: Recording;
  /** A DM the user does not accept: record this instead (absent: the failure stands). */
  ifDmClosed?: Recording;
  /** The post carries the board image (the executor reports it: onBoardPosted). */
  boardPosted?: boolean;
}

/** Edit a recorded message in place; when it is gone, post instead or carry a mark write to the next recording. */
export interface EditStep {
  do: 'edit';
  key: string;
  ref: MessageRef;
  /** A DM edit happens only in a DM with this user; any other (an old holder's) loses its buttons, and the post is made. */
  to: Target;
  body: PlanBody;
  /** Recorded after a successful edit. */
  record?: Recording;
  boardPosted?: boolean;
  ifGone: { post: PostStep } | { carry: MarkWrites };
}

/** Take a message's buttons off, with a closing text when given (gone already: fine). */
export interface StripStep {
  do: 'strip';
  ref: MessageRef;
  text?: string;
  /**
   * `text` holds LINK where the link to the thread's current message goes: the first of the marks
   * `from` recorded when the step is carried out (a panel posted by this very run included).
   */
  link?: { guildId: string | null; threadId: string | null; from: string[] };
}

/** Write marks (no message). */
export interface MarkStep { do: 'mark'; record: Recording }

/** An app bookkeeping effect: the chapter's message is told. */
export interface EffectStep { do: 'effect'; effect: { kind: 'chapter-told'; chapter: number } }

/**
 * Intents still recorded when the run gets here (left by a run that died, unused by this one):
 * any panel that run may have posted loses its buttons (the thread, and the DMs of `dmUsers` by seat).
 */
export interface SettleStep { do: 'settle'; dmUsers: Record<number, string> }

export type PublishStep = PostStep | EditStep | StripStep | MarkStep | EffectStep | SettleStep;

export interface PublishPlan { gameId: string; steps: PublishStep[] }

/** Where a closing text's link goes (see StripStep.link). */
export const LINK = '\u{E000}link\u{E000}';

/** What a seat's hand image shows, as a key: the image is posted again only when it changes. */
export function handDigest(game: LoadedGame, seat: number): string {
  const hand = game.state.players[seat]?.hand ?? [];
  return createHash('sha256').update(`${game.id}:${hand.join(',')}`).digest('hex').slice(0, 16);
}

/** What the planner reads besides the game and its marks (planPublish reads them from the store). */
export interface PlanContext {
  book: GameBookkeeping;
  campaign: CampaignRecord | null;
  preferences(userId: string): Promise<UserPreferences>;
}

/** The plan for `game` given its marks, reading its bookkeeping, campaign and players' preferences from the store. */
export async function planPublish(app: ArcsApp, game: LoadedGame, marks: Marks | Iterable<MessageRecord>): Promise<PublishPlan> {
  const book = await app.bookkeeping(game.id);
  const campaign = await app.campaignOf(game);
  const prefs = new Map<string, Promise<UserPreferences>>();
  const preferences = (userId: string) => {
    let p = prefs.get(userId);
    if (!p) prefs.set(userId, (p = app.store.getPreferences(userId)));
    return p;
  };
  return planWith(app, game, marks, { book, campaign, preferences });
}

/** The plan (see the top of this file), from what was read. */
export async function planWith(app: ArcsApp, game: LoadedGame, current: Marks | Iterable<MessageRecord>, ctx: PlanContext): Promise<PublishPlan> {
  const marks: Marks = current instanceof Map ? new Map(current) : marksOf(current);
  const steps: PublishStep[] = [];
  const { book, campaign } = ctx;
  const read = readBook(book);
  const s = game.state;
  const who = (seat: number) => app.who(game, seat);
  // What each planned step will record, followed here so the later steps see it.
  const simulate = (rec: Recording, to: Target = 'thread') => {
    const set: MarkWrites = { ...rec.set };
    for (const k of rec.refTo ?? []) set[k] = { ...set[k], channelId: to === 'thread' ? (game.threadId ?? '') : `dm:${to.dm}`, messageId: `planned:${k}` };
    recordInPlace(marks, set, rec.key);
  };
  const post = (step: PostStep) => {
    steps.push(step);
    if (step.record) simulate(step.record, step.to);
  };
  const mark = (record: Recording) => {
    steps.push({ do: 'mark', record });
    simulate(record);
  };
  const board = (): ImageSpec => ({ kind: 'board', name: `board-${s.seq}.png` });

  // A campaign resting between Acts shows no prompt until the host continues (app/campaign.ts).
  const paused = betweenActs(s, campaign);
  const d = paused ? null : openDecision(s);
  const simultaneous = isSimultaneous(s, d);
  // A chapter that ended since the last summary ends the turn's messages too: summary, board and
  // the chapter's own message come before whatever is asked next (a mulligan, a lead).
  const chapters = [...read.scored.keys()].filter((n) => n > read.chapterTold).sort((a, b) => a - b);
  // What the thread's panel is about: the seat prompted, a simultaneous choice, or the pause between Acts.
  const about = paused ? ABOUT_BETWEEN_ACTS : simultaneous ? ABOUT_SIMULTANEOUS : d?.seat;
  const newTurn = (() => {
    const panel = refOf(marks, 'panel');
    return (!d && !paused) || !panel || panel.about !== about || chapters.length > 0;
  })();
  const mode = book.mapMode;
  const withBoard = s.ended !== null || mode === 'turn' || mode === 'edit' || (mode === 'round' && (!s.round || s.round.plays.length === 0));

  // 0. The first publish of a started game: the setup first (its card, the board), then the first
  // question (issue 21 item 4). Its image is the game's one board message when the map is edited
  // in place (settings map "edit").
  if (game.publishedVersion === 0 && !marks.get('begun')?.messageId) {
    const list = game.seats.map((x) => `${colourName(x.colour)} ${mention(x.userId)}`).join(', ');
    post({
      do: 'post', key: 'begun', point: 'publish:started', to: 'thread', boardPosted: true,
      body: { content: clip(t('game.started', { list, setup: setupName(s.options.setup) }), 2000), images: [board()], mentions: 'none' },
      record: { key: 'begun', set: {}, refTo: ['begun', 'board'] },
    });
  }

  // 0b. A simultaneous secret choice is over: every seat's choice in one public message, once (the
  // panel's mark moves to "revealed" in the same write that records it).
  let panel = refOf(marks, 'panel');
  if (panel && panel.about === ABOUT_SIMULTANEOUS && !simultaneous) {
    const text = revealText(s, who);
    const record: Recording = { key: 'summary', set: { panel: { channelId: panel.channelId, messageId: panel.messageId, about: ABOUT_REVEALED } } };
    if (text) post({ do: 'post', key: 'summary', point: 'publish:summary', to: 'thread', body: { content: clip(text, 2000), mentions: 'none' }, record });
    else mark(record);
    panel = refOf(marks, 'panel');
  }

  // 0c. An Intermission under way is told in its own posts (1c): its lines stay out of the turn summary.
  const inter = intermission(game, marks, book.summarizedSeq, who, mark);

  // 1. What happened since the last summary, with the board, when a turn ended.
  const posted = book.summarizedSeq;
  if (newTurn && s.seq > posted) {
    const lines = inter ? inter.outside(posted).map((e) => e.text) : app.summaryLines(s, posted);
    const content = lines.length ? clip(t('game.summary', { lines: tail(lines.map((l) => `• ${l}`), 1850) }), 2000) : undefined;
    const boardRef = refOf(marks, 'board');
    if (mode === 'edit' && boardRef) {
      // One board message for the whole game: the summary goes out as text, the image is replaced
      // (deleted by someone: a new one is posted next turn).
      if (content) post({ do: 'post', key: 'summary', point: 'publish:summary', to: 'thread', body: { content, mentions: 'none' } });
      steps.push({ do: 'edit', key: 'board', ref: boardRef, to: 'thread', body: { images: [board()] }, boardPosted: true, ifGone: { carry: { board: null } } });
      mark({ key: 'summary', set: {}, summarizedSeq: s.seq });
    } else if (content || (withBoard && !inter)) {
      const record: Recording = { key: 'summary', set: {}, refTo: withBoard && mode === 'edit' ? ['board'] : [], summarizedSeq: s.seq };
      post({ do: 'post', key: 'summary', point: 'publish:summary', to: 'thread', boardPosted: withBoard, body: { ...(content ? { content } : {}), images: withBoard ? [board()] : [], mentions: 'none' }, record });
    } else mark({ key: 'summary', set: {}, summarizedSeq: s.seq });
  }

  // 1b. Each chapter that ended since, in its own message: ambitions, places, Power, standings.
  for (const chapter of chapters) {
    const text = app.chapterText(game, chapter, read);
    const record: Recording = { key: 'chapter', set: {} };
    if (text) post({ do: 'post', key: 'chapter', point: 'publish:summary', to: 'thread', body: { content: clip(text, 2000), mentions: 'none' }, record });
    else mark(record);
    steps.push({ do: 'effect', effect: { kind: 'chapter-told', chapter } });
  }

  // 1c. The Intermission's posts ready now, in order, each once (the last with the new Act's board).
  if (inter) {
    for (const p of inter.posts) {
      const key = slotKey('chapter', inter.act * 100 + p.k);
      if (refOf(marks, key)) continue;
      const last = p.k === POST_SUMMARY;
      post({
        do: 'post', key, point: 'publish:summary', to: 'thread', boardPosted: last,
        body: { content: clip(p.content, 2000), images: last ? [board()] : [], mentions: 'none' },
        record: { key, set: {}, refTo: [key], ...(last ? { summarizedSeq: s.seq } : {}) },
      });
    }
  }

  // 2. The prompt panel: when the turn passes, the old one loses its buttons and says what
  // became of its question (issue 21 item 3).
  if (panel && (newTurn || (!d && !paused))) steps.push({ do: 'strip', ref: panel, text: closedText(app, game, panel.about ?? -1, read, campaign?.act ?? null) });
  if (d) {
    const userId = game.seats[d.seat]?.userId ?? null;
    // A simultaneous choice pings everyone it waits for.
    const pinged = simultaneous ? s.decisions.map((x) => game.seats[x.seat]?.userId).filter((u): u is string => !!u) : userId ? [userId] : [];
    const body = await panelBody(app, game, d, book.undoable, read);
    const postPanel: PostStep = {
      do: 'post', key: 'panel', point: 'publish:panel', to: 'thread', body: { ...body, mentions: pinged },
      record: { key: 'panel', set: { panel: { about: simultaneous ? ABOUT_SIMULTANEOUS : d.seat } }, refTo: ['panel'] },
    };
    // The same seat goes on: the panel is edited in place (deleted by someone: posted again).
    if (!newTurn) steps.push({ do: 'edit', key: 'panel', ref: panel!, to: 'thread', body: { ...body, embeds: body.embeds ?? [], mentions: 'none' }, ifGone: { post: postPanel } });
    else post(postPanel);
    // Hands after the thread's panel (its player is waiting for it), before the DM panel, so the
    // panel's buttons are the last thing in the DM (item 7).
    await hands(game, marks, ctx, post, mark);
    // Each seat a secret decision waits for gets its own private panel (several at once in a
    // simultaneous choice); so does a Summit's caller for the Call to Order (issue 18, app/summit.ts).
    const secret = simultaneous ? s.decisions.filter((x) => x.secret) : d.secret || inCallToOrder(s, d) ? [d] : [];
    for (const x of secret) {
      const holder = game.seats[x.seat]?.userId;
      if (!holder) continue;
      const key = slotKey('dm', x.seat);
      const ref = refOf(marks, key);
      if (ref && ref.about === x.openedAt) continue;
      if (!(await ctx.preferences(holder)).dmUpdates) continue;
      const dmBody = privateBody(game, x, 0, book.undoable);
      const postDm: PostStep = {
        do: 'post', key, point: 'publish:dm', to: { dm: holder }, body: dmBody,
        record: { key, set: { [key]: { about: x.openedAt } }, refTo: [key] },
        // DMs closed: the thread's "My turn" button serves instead.
        ifDmClosed: { key, set: { [key]: { channelId: null, messageId: null, about: x.openedAt } } },
      };
      // Only ever the DM of the seat's holder now is edited (see EditStep.to).
      if (ref) {
        steps.push({ do: 'edit', key, ref, to: { dm: holder }, body: dmBody, record: { key, set: { [key]: { channelId: ref.channelId, messageId: ref.messageId, about: x.openedAt } } }, ifGone: { post: postDm } });
        simulate({ key, set: { [key]: { channelId: ref.channelId, messageId: ref.messageId, about: x.openedAt } } });
      } else post(postDm);
    }
    stripDmPanels(game, new Set(secret.map((x) => x.seat)), marks, read, steps, mark);
  } else {
    await hands(game, marks, ctx, post, mark);
    stripDmPanels(game, new Set(), marks, read, steps, mark);
    // Between Acts: one message says the Act is over and what the host does next (it is the panel's slot, so it is posted once).
    if (paused && campaign && !(panel && panel.about === ABOUT_BETWEEN_ACTS && !newTurn)) {
      const text = betweenActsText(s, campaign.act, mention(game.createdBy), who);
      post({
        do: 'post', key: 'panel', point: 'publish:panel', to: 'thread', body: { content: clip(text, 2000), mentions: game.createdBy ? [game.createdBy] : [] },
        record: { key: 'panel', set: { panel: { about: ABOUT_BETWEEN_ACTS } }, refTo: ['panel'] },
      });
    }
  }

  // 2b. A Summit's open proposals, each its own message with its buttons (app/summit.ts).
  proposals(game, marks, who, steps, post, mark);

  // 3. The result.
  if (!d && s.ended && !marks.get('ended')?.messageId) {
    post({ do: 'post', key: 'ended', point: 'publish:end', to: 'thread', body: { content: clip(app.endText(game, s.seq), 2000), mentions: 'none' }, record: { key: 'ended', set: {}, refTo: ['ended'] } });
  }

  // 5. Intents left by a run that died and that this run had no use for (the game moved on).
  const dmUsers: Record<number, string> = {};
  for (const seat of game.seats) if (seat.userId) dmUsers[seat.seat] = seat.userId;
  steps.push({ do: 'settle', dmUsers });
  return { gameId: game.id, steps };
}

/**
 * Nothing is missing: the plan posts, strips and records nothing. What it may still hold is what
 * every publish holds: the thread panel of a decision that stays open, edited in place with what
 * it shows (posted again only if someone deleted it), and the settling of intents a dead run left.
 */
export function nothingMissing(plan: PublishPlan): boolean {
  return plan.steps.every((x) => x.do === 'settle' || (x.do === 'edit' && x.key === 'panel' && !x.record));
}

/**
 * A seat changed hands: its DM panel loses its buttons (its old holder keeps the text they saw)
 * and what was sent for the seat is forgotten, so the next publish addresses the new holder
 * afresh (a new DM panel, the hand) and never edits a message of the old one.
 */
export function planReleaseSeat(marks: Marks, seat: number): { strip: StripStep | null; forget: { slot: MessageSlot; seat: number }[] } {
  const ref = refOf(marks, slotKey('dm', seat));
  return { strip: ref ? { do: 'strip', ref } : null, forget: [{ slot: 'dm', seat }, { slot: 'hand', seat }] };
}

/** An abandoned game: its thread panel, every DM panel and every proposal lose their buttons (the text they showed stays). */
export function planStripAll(marks: Marks): StripStep[] {
  const steps: StripStep[] = [];
  for (const key of marks.keys()) {
    const { slot } = splitKey(key);
    const ref = refOf(marks, key);
    if (ref && (slot === 'panel' || slot === 'dm' || slot === 'proposal')) steps.push({ do: 'strip', ref });
  }
  return steps;
}

/**
 * The Intermission's posts (app/intermission.ts). Marks: slot `chapter`, seat = the ended Act ×
 * 100 + the post's number; seat Act × 100 + 99 (no message, `about` = the seq the Act ended at)
 * records that this Intermission is told in posts, written before the turn summary moves past
 * its start. An Intermission whose start was summarized before that (an older stored campaign)
 * is left as it was told; one whose last post is recorded is over.
 */
function intermission(game: LoadedGame, marks: Marks, summarizedSeq: number, who: (seat: number) => string, mark: (r: Recording) => void): IntermissionPlan | null {
  const plan = intermissionPlan(game.state, who);
  if (!plan) return null;
  if (refOf(marks, slotKey('chapter', plan.act * 100 + POST_SUMMARY))) return null;
  const key = slotKey('chapter', plan.act * 100 + 99);
  if (marks.get(key)?.about !== plan.startSeq) {
    if (plan.startSeq <= summarizedSeq) return null;
    mark({ key, set: { [key]: { about: plan.startSeq } } });
  }
  return plan;
}

/** Changed hands, by DM, each seat's image once per hand (not after the end, nor to a player who wants no DMs). */
async function hands(game: LoadedGame, marks: Marks, ctx: PlanContext, post: (p: PostStep) => void, mark: (r: Recording) => void): Promise<void> {
  for (const seat of game.seats) {
    if (!seat.userId) continue;
    const hand = game.state.players[seat.seat]?.hand ?? [];
    const digest = handDigest(game, seat.seat);
    const key = slotKey('hand', seat.seat);
    if (marks.get(key)?.digest === digest) continue;
    const record: Recording = { key, set: { [key]: { digest } } };
    if ((await ctx.preferences(seat.userId)).dmUpdates && !game.state.ended) {
      post({
        do: 'post', key, point: 'publish:hand', to: { dm: seat.userId },
        body: { content: clip(t('game.dm-hand', { code: game.code, colour: colourName(seat.colour), cards: hand.map(cardLabel).join(', ') || '—' }), 2000), images: [{ kind: 'hand', seat: seat.seat, name: 'hand.png' }] },
        record, ifDmClosed: record,
      });
    } else mark(record);
  }
}

/**
 * A DM panel whose decision is over loses its buttons (clicking them would only be stale) and
 * says what was saved and where play goes on: a link to the thread's current message (item 7).
 */
function stripDmPanels(game: LoadedGame, keepSeats: ReadonlySet<number>, marks: Marks, read: ReadBook, steps: PublishStep[], mark: (r: Recording) => void): void {
  for (const seat of game.seats) {
    if (keepSeats.has(seat.seat)) continue;
    const key = slotKey('dm', seat.seat);
    const ref = refOf(marks, key);
    if (!ref) continue;
    const chose = read.chose;
    const text = chose && chose.seat === seat.seat ? t('game.dm-closed', { choice: chose.label, link: LINK }) : t('game.dm-closed-other', { link: LINK });
    steps.push({ do: 'strip', ref, text, link: { guildId: game.guildId, threadId: game.threadId, from: ['panel', 'ended', 'begun'] } });
    mark({ key, set: { [key]: { channelId: null, messageId: null, about: ref.about } } });
  }
}

/**
 * Summit proposals (app/summit.ts): each open proposal is one message in the thread, pinging the
 * seats it awaits when posted and edited when its answers change; once closed it loses its
 * buttons and says what became of it. Marks: slot `proposal`, seat = the proposal's number,
 * `about` = the seq it was posted at, `digest` = the text shown. (A new Summit numbers its
 * proposals from 1 again; the closed ones' marks are gone by then, each publish clearing them.)
 */
function proposals(game: LoadedGame, marks: Marks, who: (seat: number) => string, steps: PublishStep[], post: (p: PostStep) => void, mark: (r: Recording) => void): void {
  const s = game.state;
  const open = new Map(openProposals(s).map((p) => [p.id, p]));
  for (const key of [...marks.keys()]) {
    const { slot, seat: id } = splitKey(key);
    if (slot !== 'proposal' || open.has(id)) continue;
    const ref = refOf(marks, key);
    if (ref) steps.push({ do: 'strip', ref, text: closedProposalText(s, id, ref.about ?? 0) });
    mark({ key, set: { [key]: null } });
  }
  for (const p of open.values()) {
    const key = slotKey('proposal', p.id);
    const content = clip(proposalText(s, p, who), 2000);
    const digest = proposalDigest(content);
    const ref = refOf(marks, key);
    if (ref && marks.get(key)?.digest === digest) continue;
    const rows = proposalRows(game.id, p);
    const users = awaiting(s, p).waiting.map((seat) => game.seats[seat]?.userId).filter((u): u is string => !!u);
    const postIt: PostStep = {
      do: 'post', key, point: 'publish:panel', to: 'thread', body: { content, rows, mentions: users },
      record: { key, set: { [key]: { about: s.seq, digest } }, refTo: [key] },
    };
    if (ref) {
      const record: Recording = { key, set: { [key]: { digest } } };
      steps.push({ do: 'edit', key, ref, to: 'thread', body: { content, rows, mentions: 'none' }, record, ifGone: { post: postIt } });
      recordInPlace(marks, record.set, key);
    } else post(postIt);
  }
}

/** What a closed thread panel says: the app's closed prompt, or the end of a simultaneous choice, or the next Act begun. */
function closedText(app: ArcsApp, game: LoadedGame, about: number, read: ReadBook, act: number | null): string {
  if (about === ABOUT_SIMULTANEOUS || about === ABOUT_REVEALED) return t('campaign.choice-closed');
  if (about === ABOUT_BETWEEN_ACTS) return t('campaign.act-begun', { act: actName(act ?? game.state.campaign?.act ?? 1) });
  return app.closedText(game, about, read, false);
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

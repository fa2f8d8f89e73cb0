/**
 * After a change: post what happened and the board in the thread, keep the one prompt panel up
 * to date (a new message, with a ping, when another player is to act; edited in place while the
 * same player continues), DM private prompts and changed hands, and the final result.
 * Everything public is built from the public view and the public log.
 */
import { DiscordAPIError, type Client, type SendableChannels } from 'discord.js';
import { createHash } from 'node:crypto';
import { decisionRows, type RowSpec } from '../app/components.ts';
import { draftGuide } from '../app/cards.ts';
import { encodeId } from '../app/custom-id.ts';
import { ArcsApp, cardLabel, colourName, mention } from '../app/games.ts';
import { clip, t } from '../app/messages.ts';
import { openDecision, viewFor, type Decision } from '../engine/index.ts';
import type { LoadedGame } from '../store/index.ts';
import { renderBoard, renderHand } from '../render/index.ts';
import type { Logger } from '../log.ts';
import { toApiRows } from './ui.ts';

export const isDmClosed = (e: unknown) => e instanceof DiscordAPIError && e.code === 50007;

export class Publisher {
  readonly #chains = new Map<string, Promise<void>>();
  /** Called with timings when a board image has been posted (for the benchmark). */
  onBoardPosted: ((gameId: string) => void) | null = null;

  constructor(readonly client: Client, readonly app: ArcsApp, readonly log: Logger) {}

  /** Resolves when every publish started so far has finished. */
  async idle(): Promise<void> {
    while (this.#chains.size) await Promise.allSettled([...this.#chains.values()]);
  }

  /** Serialise per game inside this process (correctness does not depend on it: marks are re-read). */
  publish(gameId: string): Promise<void> {
    return this.enqueue(gameId, () => this.#publish(gameId)).catch((e) => this.log.error({ err: errInfo(e), gameId }, 'publish failed'));
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
    const marks = await this.app.marks(gameId);
    const ref = parseRef(marks.get(`dm:${seat}`));
    if (ref) {
      const ch = await this.#channel(ref.channelId);
      await ch?.messages.edit(ref.messageId, { components: [] }).catch(() => undefined);
    }
    await this.app.setMark(gameId, `dm:${seat}`, null);
    await this.app.setMark(gameId, `hand:${seat}`, null);
  }

  async #channel(id: string | null): Promise<SendableChannels | null> {
    if (!id) return null;
    const ch = await this.client.channels.fetch(id).catch(() => null);
    return ch && ch.isSendable() ? ch : null;
  }

  async #publish(gameId: string): Promise<void> {
    const r = await this.app.load(gameId);
    if (!r.ok) return;
    const game = r.game;
    const thread = await this.#channel(game.threadId);
    if (!thread || game.status === 'lobby') return;
    const marks = await this.app.marks(gameId);
    const s = game.state;
    const d = openDecision(s);
    const panel = parseRef(marks.get('panel'));
    const newTurn = !d || !panel || panel.extra !== String(d.seat);

    // 1. What happened since the last summary, with the board, when a turn ended.
    const posted = Number(marks.get('posted') ?? 0);
    if (newTurn && s.seq > posted) {
      const lines = this.app.summaryLines(s, posted);
      const mode = await this.app.mapMode(gameId);
      const withBoard = s.ended !== null || mode === 'turn' || mode === 'edit' || (mode === 'round' && (!s.round || s.round.plays.length === 0));
      const content = lines.length ? clip(t('game.summary', { lines: tail(lines.map((l) => `• ${l}`), 1850) }), 2000) : undefined;
      const board = parseRef(marks.get('board'));
      if (mode === 'edit' && board) {
        // One board message for the whole game: the summary goes out as text, the image is replaced.
        if (content) await thread.send({ content, allowedMentions: { parse: [] } });
        const files = [{ attachment: await renderBoard(viewFor(s, null)), name: `board-${s.seq}.png` }];
        const edited = await thread.messages.edit(board.messageId, { files, attachments: [] }).then(() => true, () => false);
        if (edited) this.onBoardPosted?.(gameId);
        else await this.app.setMark(gameId, 'board', null); // deleted by someone: post a new one next turn
      } else if (content || withBoard) {
        const files = withBoard ? [{ attachment: await renderBoard(viewFor(s, null)), name: `board-${s.seq}.png` }] : [];
        const msg = await thread.send({ ...(content ? { content } : {}), files, allowedMentions: { parse: [] } });
        if (withBoard) this.onBoardPosted?.(gameId);
        if (withBoard && mode === 'edit') await this.app.setMark(gameId, 'board', `${thread.id}/${msg.id}/board`);
      }
      await this.app.setMark(gameId, 'posted', String(s.seq));
    }

    // 2. The prompt panel.
    if (panel && (newTurn || !d)) {
      const ch = await this.#channel(panel.channelId);
      await ch?.messages.edit(panel.messageId, { components: [] }).catch(() => undefined);
    }
    if (d) {
      const userId = game.seats[d.seat]?.userId ?? null;
      const body = this.panelBody(game, d, marks.get('undoable'));
      if (newTurn) {
        const msg = await thread.send({ ...body, allowedMentions: { users: userId ? [userId] : [] } });
        await this.app.setMark(gameId, 'panel', `${thread.id}/${msg.id}/${d.seat}`);
      } else {
        await thread.messages.edit(panel!.messageId, { content: body.content, embeds: body.embeds ?? [], components: body.components, allowedMentions: { parse: [] } }).catch(() => undefined);
      }
      if (d.secret && userId) await this.#dmPanel(game, d, userId, marks);
      await this.#stripDmPanels(game, d.secret ? d.seat : null, marks);
    } else {
      await this.#stripDmPanels(game, null, marks);
    }
    if (!d && s.ended && !marks.has('ended')) {
      await this.app.setMark(gameId, 'ended', '1');
      const moves = s.seq;
      await thread.send({ content: clip(this.app.endText(game, moves), 2000), allowedMentions: { parse: [] } });
    }

    // 3. Hands, privately, when they changed.
    await this.#hands(game, marks);
  }

  /** A Back button when the player to act made the last input and it revealed nothing. */
  backRow(game: LoadedGame, d: Decision, undoable: string | undefined): RowSpec[] {
    const userId = game.seats[d.seat]?.userId;
    if (!userId || undoable !== `${game.state.seq}:${userId}`) return [];
    return [{ type: 'buttons', buttons: [{ type: 'button', customId: encodeId({ k: 'b', game: game.id, seq: game.state.seq }), label: t('game.back'), style: 'secondary' }] }];
  }

  panelBody(game: LoadedGame, d: Decision, undoable?: string) {
    const who = this.app.who(game, d.seat);
    if (d.secret) {
      return {
        content: clip(t('game.private-turn', { who, prompt: d.prompt.split('\n')[0]!.slice(0, 200) }), 2000),
        components: toApiRows([{ type: 'buttons', buttons: [
          { type: 'button', customId: encodeId({ k: 't', game: game.id }), label: t('game.my-turn'), style: 'primary' },
          { type: 'button', customId: encodeId({ k: 'h', game: game.id }), label: t('game.my-hand'), style: 'secondary' },
        ] }]),
      };
    }
    // The draft: what each offered card does, so the pick can be made from the panel.
    const embeds = d.kind === 'draft/pick' && game.state.draft ? [draftGuide(game.state.draft)] : [];
    return { content: clip(t('game.turn-of', { who, prompt: d.prompt }), 2000), embeds, components: toApiRows(fit([...decisionRows(game.id, d), ...this.backRow(game, d, undoable)])) };
  }

  /** The private panel for a secret decision (DM or ephemeral). */
  privateBody(game: LoadedGame, d: Decision, page = 0, undoable?: string) {
    const hand = game.state.players[d.seat]?.hand ?? [];
    const content = clip(`**${d.prompt}**\n${t('game.hand', { colour: colourName(game.state.players[d.seat]!.colour), cards: hand.map(cardLabel).join(', ') || '—' })}`, 2000);
    return { content, components: toApiRows(fit([...decisionRows(game.id, d, page), ...this.backRow(game, d, undoable)])) };
  }

  async #dmPanel(game: LoadedGame, d: Decision, userId: string, marks: Map<string, string>): Promise<void> {
    const key = `dm:${d.seat}`;
    const ref = parseRef(marks.get(key));
    if (ref && ref.extra === String(d.openedAt)) return;
    const prefs = await this.app.store.getPreferences(userId);
    if (!prefs.dmUpdates) return;
    const body = this.privateBody(game, d, 0, marks.get('undoable'));
    try {
      if (ref) {
        const ch = await this.#channel(ref.channelId);
        const ok = await ch?.messages.edit(ref.messageId, body).then(() => true).catch(() => false);
        if (ok) {
          await this.app.setMark(game.id, key, `${ref.channelId}/${ref.messageId}/${d.openedAt}`);
          return;
        }
      }
      const msg = await this.client.users.send(userId, body);
      await this.app.setMark(game.id, key, `${msg.channelId}/${msg.id}/${d.openedAt}`);
    } catch (e) {
      if (!isDmClosed(e)) throw e;
      // DMs closed: the thread's "My turn" button serves instead.
      await this.app.setMark(game.id, key, `-/-/${d.openedAt}`);
    }
  }

  /** A DM panel whose decision is over loses its buttons (clicking them would only be stale). */
  async #stripDmPanels(game: LoadedGame, keepSeat: number | null, marks: Map<string, string>): Promise<void> {
    for (const seat of game.seats) {
      if (seat.seat === keepSeat) continue;
      const ref = parseRef(marks.get(`dm:${seat.seat}`));
      if (!ref) continue;
      const ch = await this.#channel(ref.channelId);
      await ch?.messages.edit(ref.messageId, { components: [] }).catch(() => undefined);
      await this.app.setMark(game.id, `dm:${seat.seat}`, `-/-/${ref.extra}`);
    }
  }

  async #hands(game: LoadedGame, marks: Map<string, string>): Promise<void> {
    for (const seat of game.seats) {
      if (!seat.userId) continue;
      const hand = game.state.players[seat.seat]?.hand ?? [];
      const key = createHash('sha256').update(`${game.id}:${hand.join(',')}`).digest('hex').slice(0, 16);
      if (marks.get(`hand:${seat.seat}`) === key) continue;
      await this.app.setMark(game.id, `hand:${seat.seat}`, key);
      const prefs = await this.app.store.getPreferences(seat.userId);
      if (!prefs.dmUpdates || game.state.ended) continue;
      try {
        const png = await renderHand(viewFor(game.state, seat.seat), seat.seat);
        await this.client.users.send(seat.userId, {
          content: clip(t('game.dm-hand', { code: game.code, colour: colourName(seat.colour), cards: hand.map(cardLabel).join(', ') || '—' }), 2000),
          files: [{ attachment: png, name: 'hand.png' }],
        });
      } catch (e) {
        if (!isDmClosed(e)) throw e;
      }
    }
  }

  async remind(game: LoadedGame, now: number, lastInputAt: number): Promise<void> {
    const d = openDecision(game.state);
    if (!d) return;
    const userId = game.seats[d.seat]?.userId;
    if (!userId) return;
    const prefs = await this.app.store.getPreferences(userId);
    if (!prefs.reminderMinutes) return;
    const marks = await this.app.marks(game.id);
    const [seq, at] = (marks.get(`remind:${d.seat}`) ?? '').split('@');
    const since = seq === String(d.openedAt) ? Number(at) : lastInputAt;
    if (now - since < prefs.reminderMinutes * 60_000) return;
    const thread = await this.#channel(game.threadId);
    if (!thread) return;
    await thread.send({ content: t('game.reminder', { who: mention(userId), prompt: d.secret ? '…' : d.prompt }), allowedMentions: { users: [userId] } });
    await this.app.setMark(game.id, `remind:${d.seat}`, `${d.openedAt}@${now}`);
  }
}

/** At most five action rows per message. */
function fit(rows: RowSpec[]): RowSpec[] {
  return rows.length <= 5 ? rows : [...rows.slice(0, 4), rows[rows.length - 1]!];
}

function parseRef(v: string | undefined): { channelId: string; messageId: string; extra: string } | null {
  if (!v) return null;
  const [channelId, messageId, extra] = v.split('/');
  if (!channelId || !messageId || channelId === '-') return null;
  return { channelId, messageId, extra: extra ?? '' };
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

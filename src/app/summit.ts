/**
 * Summits in the thread (issue 18): every open proposal of the Negotiations is one public message
 * with Accept / Reject buttons for the seats it awaits and Withdraw for its author. The engine runs
 * the Summit (engine/campaign/summit): its askEach decisions carry `accept:<id>`, `reject:<id>` and
 * `withdraw:<id>`; a button names the proposal, never a decision's seq, so it stays good while the
 * Summit moves on, and the app finds the presser's own option when it is pressed (ArcsApp.vote).
 * Everything here is public: proposals are made in the open (rulebook p.17).
 */
import { createHash } from 'node:crypto';
import { say } from '../text/say.ts';
import { awaited, partMsg, summitView } from '../engine/campaign/summit/index.ts';
import type { Proposal, SummitFrame } from '../engine/campaign/summit/types.ts';
import type { Decision, GameState } from '../engine/index.ts';
import type { RowSpec } from './components.ts';
import { encodeId } from './custom-id.ts';
import { t, type MessageKey } from './messages.ts';

export type { Proposal };
export type Vote = 'accept' | 'reject' | 'withdraw';

/**
 * A Summit is played from each player's own panel (issue 18): the caller's Call to Order is a
 * private panel (DM, or the ephemeral My turn), and each player builds proposals behind My turn;
 * the thread's panel only says where the Summit stands, with the caller's End the Summit button.
 * Nothing here is secret (the engine's `secret` stays false; the log and proposals are public):
 * it is where the question is answered, not who may read it.
 */
export function onOwnPanel(d: Pick<Decision, 'kind' | 'secret'>): boolean {
  return !d.secret && d.kind === 'campaign/summit';
}

/** The Call to Order under way: its caller's decision gets a private panel by DM. */
export function inCallToOrder(s: GameState, d: Pick<Decision, 'kind' | 'secret' | 'seat'>): boolean {
  const v = summitView(s);
  return onOwnPanel(d) && v !== null && v.stage === 'order' && d.seat === v.caller;
}

/** The thread panel's text while a Summit decision is open: the stage, who is deciding, where. */
export function summitPanelText(s: GameState, d: Decision, who: (seat: number) => string, colour: (seat: number) => string): string {
  const v = summitView(s);
  if (!v || v.stage === 'order') return t('summit.panel-order', { who: who(d.seat), prompt: say(d.prompt, s).split('\n')[0]!.slice(0, 200) });
  const deciding = s.decisions.filter((x) => onOwnPanel(x)).map((x) => x.seat);
  return t('summit.panel-negotiate', { caller: colour(v.caller), open: openProposals(s).length, who: deciding.map(who).join(', ') || '—' });
}

/**
 * The caller's End the Summit button on the thread panel, pressable only while the caller's own
 * decision offers `end` (no proposal open, none being built: rulebook p.17 "If no one is
 * negotiating, the player who called the Summit may …"); disabled otherwise.
 */
export function endRows(gameId: string, s: GameState): RowSpec[] {
  const v = summitView(s);
  if (!v || v.stage !== 'negotiate') return [];
  const enabled = endOption(s, v.caller).ok;
  return [{ type: 'buttons', buttons: [{ type: 'button', customId: encodeId({ k: 'e', game: gameId }), label: t('summit.end'), style: 'danger', ...(enabled ? {} : { disabled: true }) }] }];
}

/** Why `seat` cannot end the Summit now, or the option that ends it in its decision. */
export function endOption(s: GameState, seat: number): { ok: true; d: Decision; option: number } | { ok: false; error: MessageKey } {
  const v = summitView(s);
  if (!v || v.stage !== 'negotiate') return { ok: false, error: 'err.no-summit' };
  if (seat !== v.caller) return { ok: false, error: 'err.summit-not-caller' };
  const d = s.decisions.find((x) => x.seat === seat && x.kind === 'campaign/summit');
  const option = d ? d.options.findIndex((o) => o.id === 'end') : -1;
  if (d && option >= 0) return { ok: true, d, option };
  return { ok: false, error: 'err.summit-negotiating' };
}

/** The proposals open now (none outside a Summit's Negotiations), oldest first. */
export function openProposals(s: GameState): Proposal[] {
  const v = summitView(s);
  return v && v.stage === 'negotiate' ? v.proposals : [];
}

/** The seats whose consent a proposal still needs, and those who gave it (engine: awaited). */
export function awaiting(s: GameState, p: Proposal): { waiting: number[]; agreed: number[] } {
  const all = awaited(p, s);
  return { waiting: all.filter((x) => !p.consents.includes(x)), agreed: all.filter((x) => p.consents.includes(x)) };
}

/** The proposal's message text: who proposes what, who must still answer. */
export function proposalText(s: GameState, p: Proposal, who: (seat: number) => string): string {
  const { waiting, agreed } = awaiting(s, p);
  const args = {
    id: p.id,
    by: who(p.by),
    parts: p.parts.map((part) => `• ${say(partMsg(s, part), s)}`).join('\n'),
    awaiting: waiting.map(who).join(', ') || '—',
  };
  return agreed.length ? t('summit.proposal-agreed', { ...args, agreed: agreed.map(who).join(', ') }) : t('summit.proposal', args);
}

/** A digest of what the proposal's message shows (to edit it only when that changes). */
export function proposalDigest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/** The proposal's buttons: anyone may press; the app answers only the seats the engine asks. */
export function proposalRows(gameId: string, p: Proposal): RowSpec[] {
  const b = (vote: Vote, style: 'success' | 'danger' | 'secondary') => ({
    type: 'button' as const,
    customId: encodeId({ k: 'v', game: gameId, id: p.id, vote }),
    label: t(`summit.${vote}`),
    style,
  });
  return [{ type: 'buttons', buttons: [b('accept', 'success'), b('reject', 'danger'), b('withdraw', 'secondary')] }];
}

/**
 * What became of proposal `id` once it is no longer open: the last public log line since `since`
 * that names it (accepted and carried out, refused, rejected, withdrawn), or "lapsed" when the
 * Summit ended with it open.
 */
export function closedProposalText(s: GameState, id: number, since: number): string {
  const names = new RegExp(`\\bproposal ${id}\\b`, 'i');
  const line = [...s.log].reverse().find((e) => e.seq > since && names.test(e.text));
  return line ? t('summit.closed', { id, what: line.text }) : t('summit.lapsed', { id });
}

/**
 * Why `seat` cannot cast `vote` on proposal `id` now, or the option to answer in its decision.
 * The engine offers accept/reject only to seats the proposal awaits (and not while they draft a
 * proposal of their own), withdraw only to its author.
 */
export function voteOption(s: GameState, seat: number, id: number, vote: Vote): { ok: true; d: Decision; option: number } | { ok: false; error: MessageKey } {
  const p = openProposals(s).find((x) => x.id === id);
  if (!p) return { ok: false, error: 'err.proposal-closed' };
  const d = s.decisions.find((x) => x.seat === seat);
  const option = d ? d.options.findIndex((o) => o.id === `${vote}:${id}`) : -1;
  if (d && option >= 0) return { ok: true, d, option };
  if (vote === 'withdraw') return { ok: false, error: p.by === seat ? 'err.proposal-busy' : 'err.proposal-not-author' };
  if (p.by === seat) return { ok: false, error: 'err.proposal-own' };
  if (p.consents.includes(seat)) return { ok: false, error: 'err.proposal-agreed' };
  if (!awaiting(s, p).waiting.includes(seat)) return { ok: false, error: 'err.proposal-not-party' };
  return { ok: false, error: 'err.proposal-busy' };
}

/**
 * The Summit whose Negotiations are under way, for its timer: its caller and the seq at which the
 * Negotiations opened (null: none, or a Summit stored before that seq was kept: no timer).
 */
export function negotiations(s: GameState): { caller: number; since: number } | null {
  const f = [...s.stack].reverse().find((x): x is SummitFrame => x.k === 'campaign/summit');
  return f && f.stage === 'negotiate' && f.negotiatingSince !== undefined ? { caller: f.caller, since: f.negotiatingSince } : null;
}

/** The seats the open proposals concern (their authors and the seats they await), for the Summit timer's reminder. */
export function proposalSeats(s: GameState): number[] {
  const seats = new Set<number>();
  for (const p of openProposals(s)) {
    seats.add(p.by);
    for (const x of awaiting(s, p).waiting) seats.add(x);
  }
  return [...seats].sort((a, b) => a - b);
}

/**
 * What the timer answers for the Summit's caller when it runs out: a proposal the caller is
 * building is stepped back from and cancelled first, then the Summit ends (`close`: open proposals
 * lapse; `end`: none open).
 */
export function timerAnswer(d: Decision | undefined): string | null {
  // Only the Summit's own questions: a deal being carried out asks others (a resource's place…).
  if (!d || d.kind !== 'campaign/summit') return null;
  for (const id of ['cancel', 'close', 'end', 'back']) if (d.options.some((o) => o.id === id)) return id;
  return null;
}

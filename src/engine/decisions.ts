/**
 * Decisions in one place: turning what a frame asks into the stored open decisions, keeping a
 * waiting seat's `openedAt` while others answer, and checking an answer against its decision.
 */
import type { Ask } from './step.ts';
import type { Decision, FrameKind, GameState, PickRule, Seat } from './types.ts';

export const ANSWER_SEPARATOR = ',';

export function toDecision(s: GameState, kind: FrameKind, a: Ask): Decision {
  if (a.options.length === 0) throw new Error(`${kind} asked with no options (bug)`);
  const d: Decision = { seat: a.seat, kind, prompt: a.prompt, options: a.options, openedAt: s.seq, secret: a.secret ?? false };
  if (a.pick) {
    checkRule(kind, a.pick, a);
    d.pick = a.pick;
  }
  return d;
}

function checkRule(kind: FrameKind, rule: PickRule, a: Ask): void {
  if (a.options.some((o) => o.id.includes(ANSWER_SEPARATOR))) throw new Error(`${kind}: an option id contains '${ANSWER_SEPARATOR}' (bug)`);
  if (rule.t === 'consent' && (a.options.length !== 2 || !a.options.some((o) => o.id === 'accept') || !a.options.some((o) => o.id === 'reject'))) {
    throw new Error(`${kind}: a consent decision offers exactly accept and reject (bug)`);
  }
  if (rule.t === 'many' && (rule.min < 0 || rule.max < rule.min || rule.min > a.options.length)) throw new Error(`${kind}: impossible pick ${rule.min}..${rule.max} (bug)`);
}

/**
 * The stored decisions after an input by `actor`: a seat that was already waiting on the same
 * question (same frame kind, same options) keeps its `openedAt`, so one seat's answer does not
 * make another seat's open panel stale. The actor's own decisions always open anew (a double
 * click on the same button must not apply twice).
 */
export function keepWaiting(next: Decision[], previous: readonly Decision[], actor: Seat | null): Decision[] {
  if (previous.length === 0 || next.length === 0) return next;
  return next.map((d) => {
    if (d.seat === actor) return d;
    const was = previous.find((p) => p.seat === d.seat && p.kind === d.kind && sameOptions(p, d));
    return was ? { ...d, openedAt: was.openedAt } : d;
  });
}

function sameOptions(a: Decision, b: Decision): boolean {
  if (a.options.length !== b.options.length || a.secret !== b.secret) return false;
  for (let i = 0; i < a.options.length; i++) if (a.options[i]!.id !== b.options[i]!.id) return false;
  return JSON.stringify(a.pick ?? null) === JSON.stringify(b.pick ?? null);
}

/** The option ids an answer picks, in order. */
export function answerIds(choice: string, d: Pick<Decision, 'pick'>): string[] {
  if (!d.pick || d.pick.t === 'consent') return [choice];
  return choice === '' ? [] : choice.split(ANSWER_SEPARATOR);
}

/** Whether `choice` is a legal answer to `d`. */
export function isLegalAnswer(d: Decision, choice: string): boolean {
  const ids = answerIds(choice, d);
  const known = new Map(d.options.map((o) => [o.id, o]));
  if (!ids.every((id) => known.has(id))) return false;
  const rule = d.pick;
  if (!rule || rule.t === 'consent') return ids.length === 1;
  if (new Set(ids).size !== ids.length) return false;
  if (rule.t === 'order') return ids.length === d.options.length;
  if (ids.length < rule.min || ids.length > rule.max) return false;
  if (rule.budget !== undefined) {
    const spent = ids.reduce((n, id) => n + (known.get(id)!.cost ?? 0), 0);
    if (spent > rule.budget) return false;
  }
  return true;
}

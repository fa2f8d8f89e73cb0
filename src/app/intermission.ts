/**
 * The Intermission as a sequence of public posts (issue 18): each Fate's Resolution, then "Court
 * and pieces cleared, Power halved" (each seat's Power before → after), then the secret Fate
 * choice (its private panels, "N of M have chosen" and the one reveal: campaign.ts), and at its
 * end one summary (the new Act, each seat's Fate and Power) with the new Act's board image.
 *
 * Everything is read from the engine's public log and public view, never from a seat's hand or
 * the Fate cards it drew: the engine logs the Intermission step by step (campaign/acts/
 * intermission.ts), and this cuts its lines into the posts by the lines that open each step.
 * A post is ready once the step after it has begun (a Resolution that asks a question is posted
 * when it is over). The publish plan (app/publish-plan.ts) posts the ready ones in order, each
 * once, and keeps the Intermission's lines out of the turn summaries while it does.
 */
import { seatName } from '../engine/board.ts';
import type { GameState, LogEntry } from '../engine/index.ts';
import { actName, cardName, publicFates } from './campaign.ts';
import { t } from './messages.ts';

/** Post numbers within an Intermission: the Resolutions are 0.., then these. */
export const POST_CLEARED = 10;
export const POST_SUMMARY = 20;

export interface IntermissionPost {
  /** Its place in the sequence: the i-th Resolution (0..), POST_CLEARED, POST_SUMMARY (with the board image). */
  k: number;
  content: string;
}

export interface IntermissionPlan {
  /** The Act that ended. */
  act: number;
  /** The seq of the input that ended the Act (the log line "The Intermission begins"). */
  startSeq: number;
  /** The posts ready now, in order. */
  posts: IntermissionPost[];
  /** The log entries (since `fromSeq`) that are not the Intermission's: the turn summary's. */
  outside(fromSeq: number): LogEntry[];
}

const BEGINS = /^Act (I|II) ends after chapter \d+\. The Intermission begins\.$/;
const RESOLVES = /^(\S+) (completed|failed) their objective \(([^)]+)\)/;
const CLEARED = /^The Court is cleared/;
const INITIATIVE = /has the most Power and (takes|keeps) the initiative\.$/;
const HALVED = /^(\S+) loses half their Power: (-?\d+) → (-?\d+)\.$/;
const FAILED_NOW = /^(\S+) failed their objective .*\(now (-?\d+)\)\.$/;
const ENDS = /^The Intermission ends\./;
const CHOSEN = /^\S+ has chosen a Fate\.$/;

/**
 * The Intermission under way or just over in `s` (the last one the log shows), and its posts ready
 * now; null when the log shows none (or an Act III end: no Intermission follows it).
 */
export function intermissionPlan(s: GameState, who: (seat: number) => string): IntermissionPlan | null {
  if (!s.campaign) return null;
  const log = s.log;
  let start = -1;
  for (let i = log.length - 1; i >= 0; i--) if (BEGINS.test(log[i]!.text)) { start = i; break; }
  if (start < 0) return null;
  const act = log[start]!.text.startsWith('Act II ') ? 2 : 1;
  const lines = log.slice(start + 1);
  const seatOf = (name: string) => s.players.findIndex((p) => seatName(s, p.seat) === name);

  // The steps' first lines: each seat's Resolution, the clearing (B), the end of E, the Intermission's end.
  const res: { at: number; seat: number; completed: boolean; fate: string }[] = [];
  let cleared = -1;
  let shifted = -1;
  let ends = -1;
  lines.forEach((e, i) => {
    const m = RESOLVES.exec(e.text);
    if (m && cleared < 0 && seatOf(m[1]!) >= 0) res.push({ at: i, seat: seatOf(m[1]!), completed: m[2] === 'completed', fate: m[3]! });
    else if (cleared < 0 && CLEARED.test(e.text)) cleared = i;
    else if (cleared >= 0 && shifted < 0 && INITIATIVE.test(e.text)) shifted = i;
    else if (shifted >= 0 && ends < 0 && ENDS.test(e.text)) ends = i;
  });

  const bullets = (xs: LogEntry[]) => xs.map((e) => `• ${e.text}`).join('\n');
  const history = s.campaign.history?.find((r) => r.act === act);
  const posts: IntermissionPost[] = [];
  res.forEach((r, k) => {
    const next = res[k + 1]?.at ?? (cleared >= 0 ? cleared : -1);
    if (next < 0) return; // still resolving
    const body = lines.slice(r.at + 1, next);
    const fate = history?.fates[r.seat] ? cardName(history.fates[r.seat]!) : r.fate;
    posts.push({ k, content: t('intermission.resolution', {
      act: actName(act), fate, who: who(r.seat), outcome: t(r.completed ? 'intermission.completed' : 'intermission.failed'),
      lines: [bullets([lines[r.at]!, ...body]), ...(body.length ? [] : [t('intermission.nothing-else')])].join('\n'),
    }) });
  });
  // E's lines are logged at once: every seat that loses half its Power has its line by now.
  let j = shifted + 1;
  while (shifted >= 0 && j < lines.length && HALVED.test(lines[j]!.text)) j++;
  if (shifted >= 0) {
    const halved = new Map<number, [number, number]>();
    for (const e of lines.slice(shifted + 1, j)) {
      const m = HALVED.exec(e.text)!;
      halved.set(seatOf(m[1]!), [Number(m[2]), Number(m[3])]);
    }
    const kept = (seat: number): number => {
      // Not halved (1 Power or less): as it was. Exact while the Intermission is still on; after it, as its log last said.
      if (s.campaign!.stage === 'intermission') return s.players[seat]!.power;
      const failed = lines.slice(0, shifted).map((e) => FAILED_NOW.exec(e.text)).find((m) => m && seatOf(m[1]!) === seat);
      return failed ? Number(failed[2]) : history?.power[seat] ?? s.players[seat]!.power;
    };
    const power = s.players.map((p) => {
      const [before, after] = halved.get(p.seat) ?? [kept(p.seat), kept(p.seat)];
      return t('intermission.power', { who: who(p.seat), before, after });
    });
    posts.push({ k: POST_CLEARED, content: t('intermission.cleared', { lines: bullets(lines.slice(cleared, j)), power: power.join(', ') }) });
  }
  if (ends >= 0) {
    const fates = publicFates(s);
    const seats = s.players.map((p) => t('intermission.seat', { who: who(p.seat), fate: fates[p.seat] ? cardName(fates[p.seat]!) : '—', power: p.power })).join('\n');
    // How the Fates changed hands (the reveal), the Intermission's end and the next Act's setup; not who chose when.
    const setup = lines.slice(j).filter((e) => !CHOSEN.test(e.text));
    posts.push({ k: POST_SUMMARY, content: [t('intermission.summary', { act: actName(s.campaign.act), seats }), ...(setup.length ? [bullets(setup)] : [])].join('\n') });
  }
  const startSeq = log[start]!.seq;
  const startEntry = log[start]!;
  return {
    act, startSeq, posts,
    // The turn summary keeps the lines up to "The Intermission begins"; the rest are the posts'.
    outside: (fromSeq) => {
      const cut = log.indexOf(startEntry);
      return log.filter((e, i) => e.seq > fromSeq && i <= cut);
    },
  };
}

/**
 * Reminders during a simultaneous secret choice (the Fate choice of Act I and of each
 * Intermission; issue 18): every seat still to choose is reminded per its own setting, not only
 * the first one the game waits on.
 *
 * Each waiting seat has its own chain of durable jobs (store/timers.ts, kind `choice-remind`),
 * keyed by game, seat, decision, interval and count: a job that fires posts the reminder and
 * schedules the next one. The store records each chain as a row of its own (ReminderChain: the
 * seat's waiting job), written as its jobs are scheduled and removed when it is cancelled or its
 * last job finishes, and `store.timers.pending` reads those rows; the game's Reminder row only says
 * that a simultaneous choice is awaited (seat CHOICE_SEAT, a marker key that names no job), so
 * start-up does not look for a job it has. When a seat has chosen, its chain is cancelled; when
 * the choice is over (the reveal), every chain is.
 *
 * A job without a row: queued before the rows existed (a deployment upgraded while chains were
 * pending), or by a process that died between queueing it and recording it. `pending` does not
 * show it, so it is neither kept nor cancelled by a sync, and it is judged when it fires
 * (`choiceReminderDue`): if its seat has a chain row naming another job (a sync has since started
 * a chain of its own), it is stale and dropped; else it fires when the game still waits on it, like
 * any job, and the successor it schedules is recorded, so the chain carries on as a recorded one.
 * Either way one chain only reminds the seat (a chain a sync started is timed from the decision's
 * opening, so its first reminder may come sooner than the old chain's next would have). Scheduling
 * the same key twice makes one job, so a sync that would start the chain again at the job's own
 * key records nothing and the job carries on.
 */
import { openDecision, type Decision } from '../engine/index.ts';
import type { LoadedGame, Store } from '../store/index.ts';
import { reminderKey, type ReminderJob } from '../store/index.ts';
import { decisionOf, isSimultaneous } from './campaign.ts';

/** The Reminder row's seat while a simultaneous choice is awaited (each seat's jobs are in the queue). */
export const CHOICE_SEAT = -2;
/** The Reminder row's key while a simultaneous choice is awaited: it names no job. */
export const choiceMarker = (gameId: string, openedAt: number) => `choice:${gameId}:${openedAt}`;

/** The open simultaneous choice's decisions still waiting (one per seat), or [] when none is open. */
export function waitingChoices(game: LoadedGame): Decision[] {
  const d = openDecision(game.state);
  if (!d || !isSimultaneous(game.state, d)) return [];
  return game.state.decisions.filter((x) => x.kind === d.kind && x.secret);
}

/**
 * Bring the per-seat jobs in line with the game: each seat still choosing whose player wants
 * reminders has one chain (kept when it already runs for the same decision, player and interval;
 * else started, timed from the moment its decision opened); every other chain of the game is
 * cancelled. `waiting` is [] outside a simultaneous choice (then every chain goes).
 */
export async function syncChoiceReminders(store: Store, game: LoadedGame, waiting: readonly Decision[], fallback: Date): Promise<void> {
  const pending = await store.timers.pending(game.id, 'choice-remind');
  const wanted: ReminderJob[] = [];
  for (const d of waiting) {
    const userId = game.seats[d.seat]?.userId;
    if (!userId) continue;
    const every = (await store.getPreferences(userId)).reminderMinutes;
    if (!every) continue;
    wanted.push({ kind: 'choice-remind', gameId: game.id, seat: d.seat, openedAt: d.openedAt, userId, everyMinutes: every, n: 0 });
  }
  const same = (a: ReminderJob, b: ReminderJob) => a.seat === b.seat && a.openedAt === b.openedAt && a.userId === b.userId && a.everyMinutes === b.everyMinutes;
  for (const job of pending) if (!wanted.some((w) => same(w, job))) await store.timers.cancel(reminderKey(job));
  for (const w of wanted) {
    if (pending.some((job) => same(w, job))) continue;
    const [opened] = await store.readLog(game.id, { fromSeq: w.openedAt, toSeq: w.openedAt });
    const from = (opened?.createdAt ?? fallback).getTime();
    await store.timers.schedule(reminderKey(w), w, new Date(from + w.everyMinutes * 60_000));
  }
}

/** A `choice-remind` job fired: the game and the seat's decision when it still stands (the same decision, player and interval). */
export async function choiceReminderDue(store: Store, job: ReminderJob, paused: (game: LoadedGame) => Promise<boolean>): Promise<{ game: LoadedGame; decision: Decision } | null> {
  const game = await store.loadGame(job.gameId);
  if (!game || game.status !== 'active') return null;
  const d = decisionOf(game.state, job.seat);
  if (!d || d.openedAt !== job.openedAt || !isSimultaneous(game.state, d) || game.seats[d.seat]?.userId !== job.userId) return null;
  if (await paused(game)) return null;
  if ((await store.getPreferences(job.userId)).reminderMinutes !== job.everyMinutes) return null;
  // The seat's chain is another one: this job is stale (a job without a row of its own, see above).
  const chain = (await store.timers.pending(job.gameId, 'choice-remind')).find((c) => c.seat === job.seat);
  if (chain && reminderKey(chain) !== reminderKey(job)) return null;
  return { game, decision: d };
}

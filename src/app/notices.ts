/**
 * What the bot posts in a game's thread outside a publish plan: what a timer posts (delivered
 * once: publish.ts fireReminder) — a reminder to the awaited player, the Summit timer's half-way
 * reminder and its end — and the notice that the game's messages could not be brought up to date.
 */
import { say } from '../text/say.ts';
import type { Decision } from '../engine/index.ts';
import type { LoadedGame, ReminderJob } from '../store/index.ts';
import { actName } from './campaign.ts';
import { mention, quoted } from './games.ts';
import { t } from './messages.ts';
import type { PlanBody } from './publish-plan.ts';
import { proposalSeats } from './summit.ts';

/** A reminder to the awaited player: the open decision (hidden when secret), or the next Act the host starts. */
export function reminderBody(job: ReminderJob, game: LoadedGame, d: Decision | null): PlanBody {
  return {
    content: d
      ? t('game.reminder', { who: mention(job.userId), prompt: d.secret ? '…' : quoted(say(d.prompt, game.state)) })
      : t('campaign.next-act-reminder', { who: mention(job.userId), next: actName(job.openedAt) }),
    mentions: [job.userId],
  };
}

/** Half way through a Summit: the players the open proposals concern (null: nobody to remind). */
export function summitReminderBody(job: ReminderJob, game: LoadedGame): PlanBody | null {
  const users = proposalSeats(game.state).map((seat) => game.seats[seat]?.userId).filter((u): u is string => !!u);
  if (users.length === 0) return null;
  return { content: t('summit.timer-reminder', { who: users.map(mention).join(' '), hours: Math.max(1, Math.round(job.everyMinutes / 120)) }), mentions: users };
}

/** The Summit's time is up. */
export function summitEndedBody(job: ReminderJob): PlanBody {
  return { content: t('summit.timer-ended', { hours: job.everyMinutes / 60 }), mentions: 'none' };
}

/** Publishing the game kept failing (the retries are used up): said once in its thread. */
export function stuckNoticeBody(): PlanBody {
  return { content: t('game.publish-stuck'), mentions: 'none' };
}

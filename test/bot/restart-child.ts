/**
 * The bot process the restart tests kill: node --import tsx test/bot/restart-child.ts <json>
 * with json = { target: {databaseUrl?|dataDir?}, api, token, seed }.
 *
 * It loads everything, says {t:'loaded'} over IPC and waits for {t:'go', crash?} (so the test can
 * keep the next process warm while the current one plays). Then it opens the store, runs the real
 * bot (discord.js against the test's local Discord server), waits for its start-up publishing and
 * says {t:'ready'}. {t:'idle', id} is answered with {t:'idle', id} once no interaction or publish
 * is in flight; {t:'inspect', id, threadId} with what the database holds for that thread's game;
 * {t:'fastforward', …} commits moves as another process would (see fastForward).
 *
 * crash = [{ point, nth }, …] (at 'go', or later with {t:'arm'}): at the nth time, counted from
 * then, that the process reaches one of those crash points it writes "CRASH <point>" to stdout (a
 * pipe: the write is synchronous) and SIGKILLs itself.
 */
import { writeSync } from 'node:fs';
import { pino } from 'pino';
import { ArcsApp } from '../../src/app/games.ts';
import { runBot } from '../../src/bot/client.ts';
import { setCrashHook, type CrashPoint } from '../../src/crash-points.ts';
import { openStore } from '../../src/store/index.ts';
import { pickMove } from '../store/moves.ts';
import { readFacts } from './restart-harness.ts';

interface Args { target: { databaseUrl?: string; dataDir?: string }; api: string; token: string; seed: string }
type Crash = { point: CrashPoint; nth: number };
type FromParent =
  | { t: 'go'; crash?: Crash[] }
  | { t: 'arm'; id: number; crash: Crash[] }
  | { t: 'idle'; id: number }
  | { t: 'inspect'; id: number; threadId: string }
  | { t: 'fastforward'; id: number; threadId: string; chapter: number; salt: string; leave: number };

const args = JSON.parse(process.argv[2] ?? '{}') as Args;
const send = (m: object) => process.send?.(m);

// The parent may die without killing us: then so do we.
process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
const go = await new Promise<Extract<FromParent, { t: 'go' }>>((resolve) => {
  process.on('message', function first(m: FromParent) {
    if (m.t !== 'go') return;
    process.off('message', first);
    resolve(m);
  });
  send({ t: 'loaded' });
});

/** Counts from when the plan is armed: die at the nth time one of its points is reached. */
function arm(plan: Crash[]): void {
  const seen = new Map<CrashPoint, number>();
  setCrashHook(plan.length ? (p) => {
    const n = (seen.get(p) ?? 0) + 1;
    seen.set(p, n);
    if (!plan.some((c) => c.point === p && c.nth === n)) return;
    writeSync(1, `CRASH ${p}\n`);
    process.kill(process.pid, 'SIGKILL');
  } : null);
}
arm(go.crash ?? []);

const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }, pino.destination(2));
const store = await openStore({ ...args.target, logger: log });
let n = 0;
const app = new ArcsApp(store, { seed: () => `${args.seed}-${n++}`, shuffle: (xs) => [...xs] });
const running = await runBot({ token: args.token, store, log, api: args.api, app, publishSweepMs: 0 });
await running.bot.idle();
send({ t: 'ready' });
process.on('message', (m: FromParent) => {
  if (m.t === 'idle') void running.bot.idle().then(() => send({ t: 'idle', id: m.id }));
  if (m.t === 'inspect') void readFacts(store, m.threadId).then((facts) => send({ t: 'inspect', id: m.id, facts }));
  if (m.t === 'arm') {
    arm(m.crash);
    send({ t: 'armed', id: m.id });
  }
  if (m.t === 'fastforward') void fastForward(m).then((seq) => send({ t: 'fastforward', id: m.id, seq }));
});

/**
 * As another process would: commit random legal moves straight into the database (nothing is
 * published for them) until `chapter` starts, or until they would end the game within `leave`
 * more moves. Then the bot's sweep finds the game behind and publishes it.
 */
async function fastForward(m: Extract<FromParent, { t: 'fastforward' }>): Promise<number> {
  const g = await store.findByThread(m.threadId);
  const game = g ? await store.loadGame(g.id) : null;
  if (!game) throw new Error('no game to fast-forward');
  let end = game.state;
  for (let mv = pickMove(end, m.salt); mv; mv = pickMove(end, m.salt)) end = mv.next;
  let state = game.state;
  while (state.chapter < m.chapter && state.seq < end.seq - m.leave) {
    const mv = pickMove(state, m.salt);
    if (!mv || mv.next.ended) break;
    const r = await store.commit({ gameId: game.id, expectedSeq: state.seq, input: mv.input, nextState: mv.next, interactionId: `ff:${game.id}:${mv.next.seq}`, actor: 'system' });
    if (r.status !== 'committed') throw new Error(`fast-forward: ${r.status}`);
    state = mv.next;
  }
  await running.bot.publisher.sweep();
  await running.bot.idle();
  return state.seq;
}

/**
 * Bot benchmark: the real bot (discord.js) against the local Discord-compatible server, players
 * clicking the components it posts until INTERACTIONS interactions have been played (new games
 * as needed). Prints JSON: latency from an injected interaction to its acknowledgement, and
 * from an interaction that ends a turn to the board image being posted.
 *   npm run bench:bot            (INTERACTIONS=300 by default)
 */
import { openGame, rng, startWorld, step } from '../test/bot/helpers.ts';

const TARGET = Number(process.env.INTERACTIONS ?? 300);

function pct(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
}

const w = await startWorld({ seed: 'bench' });
const sent = new Map<string, number>();
const ack: number[] = [];
const board: number[] = [];
let lastAnswer: { id: string; at: number } | null = null;
const unsubscribe = w.discord.subscribe((e) => {
  const now = performance.now();
  if (e.type === 'interaction') {
    sent.set(e.interactionId, now);
    if (e.interactionType === 3) lastAnswer = { id: e.interactionId, at: now };
  } else if (e.type === 'ack') {
    ack.push(e.ack.afterMs);
  } else if (e.type === 'messageCreate' && e.message.attachments.some((a) => a.filename.startsWith('board')) && lastAnswer) {
    board.push(now - lastAnswer.at);
    lastAnswer = null;
  }
});

let games = 0;
let players = 2;
while (ack.length < TARGET) {
  const users = Array.from({ length: players }, (_, i) => w.discord.addUser(`b${games}-${i}`, { dmsClosed: i === 1 }));
  const thread = await openGame(w, users);
  games++;
  const pick = rng(games);
  const eph = new Map<string, string>();
  while (ack.length < TARGET && (await step(w, thread, users, pick, eph))) { /* play */ }
  players = players === 4 ? 2 : players + 1;
}
unsubscribe();
await w.close();
process.stdout.write(`${JSON.stringify({
  bench: 'bot',
  interactions: ack.length,
  games,
  ackMs: { p50: pct(ack, 50), p95: pct(ack, 95), max: pct(ack, 100) },
  boardPostedMs: { samples: board.length, p50: pct(board, 50), p95: pct(board, 95), max: pct(board, 100) },
})}\n`);

/**
 * Random-game throughput of the engine (games/s and decisions/s per player count, base game and
 * Leaders & Lore; campaigns) and the serialised state size. Prints its figures; the last line is JSON.
 *
 * Campaign rows: random campaigns (every seat the Steward, the only Fate dealt today) from Act I
 * setup until `CAMPAIGN_DONE`: today the end of Act I's 3 chapters under the base chapter end (the
 * campaign's chapter end and Acts II-III come with the acts branch: then measure to the campaign's
 * end and report the state size per Act).
 */
import { SETUP_CARDS } from '../src/data/setup-cards.ts';
import { apply, newGame } from '../src/engine/index.ts';
import { randomInt, seedRng } from '../src/engine/rng.ts';
import { playRandom } from '../src/engine/random-play.ts';
import type { GameState } from '../src/engine/types.ts';

const SECONDS_PER_COUNT = Number(process.env.BENCH_SECONDS ?? 5);

interface Figures { games: number; decisions: number; seconds: number; gamesPerSecond: number; decisionsPerSecond: number; stateBytesMedian: number; stateBytesMax: number }

function measure(players: 2 | 3 | 4, leadersAndLore: boolean): Figures {
  const cards = SETUP_CARDS.filter((c) => c.players === players);
  const sizes: number[] = [];
  let games = 0;
  let decisions = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS_PER_COUNT * 1000) {
    const card = cards[games % cards.length]!;
    const seed = `bench-${players}-${leadersAndLore ? 'll-' : ''}${games}`;
    const r = playRandom(newGame({ players, setup: card.id, seed, leadersAndLore }), { steps: 1_000_000, seed });
    decisions += r.steps;
    games++;
    sizes.push(JSON.stringify(r.state).length);
  }
  const seconds = (performance.now() - start) / 1000;
  sizes.sort((a, b) => a - b);
  return {
    games, decisions, seconds: round(seconds),
    gamesPerSecond: round(games / seconds), decisionsPerSecond: Math.round(decisions / seconds),
    stateBytesMedian: sizes[Math.floor(sizes.length / 2)]!, stateBytesMax: sizes[sizes.length - 1]!,
  };
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

/**
 * The copying path: `apply` returns a new state and never changes its input (what the bot does
 * per click). Random 4-player games answered through `apply`, decisions/s.
 */
function measureApply(): { decisionsPerSecond: number; gamesPerSecond: number } {
  let decisions = 0;
  let games = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS_PER_COUNT * 1000) {
    const seed = `bench-apply-${games}`;
    const rng = seedRng(seed);
    let s = newGame({ players: 4, setup: '4p-mix-up-1', seed });
    while (s.decisions.length) {
      const d = s.decisions[0]!;
      const r = apply(s, { t: 'answer', seat: d.seat, choice: d.options[randomInt(rng, d.options.length)]!.id, openedAt: d.openedAt });
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
      decisions++;
    }
    games++;
  }
  const seconds = (performance.now() - start) / 1000;
  return { decisionsPerSecond: Math.round(decisions / seconds), gamesPerSecond: round(games / seconds) };
}

/** Where a benchmarked campaign stops (see the header). */
const CAMPAIGN_DONE = (s: GameState): boolean => s.chapter > 3 || s.ended !== null;

/** Random campaigns at this player count: campaigns/s, decisions/s, the state size at the stop. */
function measureCampaign(players: 2 | 3 | 4): Figures {
  const sizes: number[] = [];
  let games = 0;
  let decisions = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS_PER_COUNT * 1000) {
    const seed = `bench-campaign-${players}-${games}`;
    const fates = Array.from({ length: players }, () => 'ARCS-FATE01');
    const r = playRandom(newGame({ players, seed, campaign: true, fates }), { steps: 1_000_000, seed, until: CAMPAIGN_DONE });
    decisions += r.steps;
    games++;
    sizes.push(JSON.stringify(r.state).length);
  }
  const seconds = (performance.now() - start) / 1000;
  sizes.sort((a, b) => a - b);
  return {
    games, decisions, seconds: round(seconds),
    gamesPerSecond: round(games / seconds), decisionsPerSecond: Math.round(decisions / seconds),
    stateBytesMedian: sizes[Math.floor(sizes.length / 2)]!, stateBytesMax: sizes[sizes.length - 1]!,
  };
}

const result: Record<string, Figures> = {};
for (const leadersAndLore of [false, true]) {
  for (const players of [2, 3, 4] as const) {
    const key = `${players}p${leadersAndLore ? '-ll' : ''}`;
    const f = (result[key] = measure(players, leadersAndLore));
    console.log(`${players} players${leadersAndLore ? ', Leaders & Lore' : ''}: ${f.gamesPerSecond} games/s, ${f.decisionsPerSecond} decisions/s, state ${f.stateBytesMedian} B median`);
  }
}
for (const players of [2, 3, 4] as const) {
  const f = (result[`${players}p-campaign`] = measureCampaign(players));
  console.log(`${players} players, campaign (Act I, 3 chapters): ${f.gamesPerSecond} campaigns/s, ${f.decisionsPerSecond} decisions/s, state ${f.stateBytesMedian} B median, ${f.stateBytesMax} B max`);
}
const copying = measureApply();
console.log(`4 players through apply (a copy per answer): ${copying.gamesPerSecond} games/s, ${copying.decisionsPerSecond} decisions/s`);
console.log(JSON.stringify({ bench: 'engine', ...result, '4p-apply': copying }));

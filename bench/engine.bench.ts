/**
 * Random-game throughput of the engine (games/s and decisions/s per player count, base game and
 * Leaders & Lore; campaigns) and the serialised state size. Prints its figures; the last line is JSON.
 *
 * Campaign rows: random three-Act campaigns (the "A" Fates dealt, 2 per seat, one kept at random) from
 * Act I setup to the campaign's end: campaigns/s, decisions/s, and the serialised state's median
 * size in each Act (sampled every 25 answers).
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

/** Where a benchmarked campaign stops: its end (see the header). */
const CAMPAIGN_DONE = (s: GameState): boolean => s.ended !== null;

type CampaignFigures = Figures & { stateBytesByAct: number[] };

/** Random campaigns at this player count: campaigns/s, decisions/s, the state size per Act. */
function measureCampaign(players: 2 | 3 | 4): CampaignFigures {
  const byAct: number[][] = [[], [], []];
  const sizes: number[] = [];
  let games = 0;
  let decisions = 0;
  let sampling = 0;
  const start = performance.now();
  while (performance.now() - start - sampling < SECONDS_PER_COUNT * 1000) {
    const seed = `bench-campaign-${players}-${games}`;
    let n = 0;
    const r = playRandom(newGame({ players, seed, campaign: true }), {
      steps: 1_000_000, seed, until: CAMPAIGN_DONE,
      onStep: (s) => {
        if (++n % 25 !== 0) return;
        // The sampling is not the engine's time: it is taken out of the rate.
        const t0 = performance.now();
        byAct[s.campaign!.act - 1]!.push(JSON.stringify(s).length);
        sampling += performance.now() - t0;
      },
    });
    decisions += r.steps;
    games++;
    sizes.push(JSON.stringify(r.state).length);
  }
  const seconds = (performance.now() - start - sampling) / 1000;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  sizes.sort((a, b) => a - b);
  return {
    games, decisions, seconds: round(seconds),
    gamesPerSecond: round(games / seconds), decisionsPerSecond: Math.round(decisions / seconds),
    stateBytesMedian: sizes[Math.floor(sizes.length / 2)]!, stateBytesMax: sizes[sizes.length - 1]!,
    stateBytesByAct: byAct.map(median),
  };
}

const result: Record<string, Figures | CampaignFigures> = {};
for (const leadersAndLore of [false, true]) {
  for (const players of [2, 3, 4] as const) {
    const key = `${players}p${leadersAndLore ? '-ll' : ''}`;
    const f = (result[key] = measure(players, leadersAndLore));
    console.log(`${players} players${leadersAndLore ? ', Leaders & Lore' : ''}: ${f.gamesPerSecond} games/s, ${f.decisionsPerSecond} decisions/s, state ${f.stateBytesMedian} B median`);
  }
}
for (const players of [2, 3, 4] as const) {
  const f = (result[`${players}p-campaign`] = measureCampaign(players));
  console.log(`${players} players, campaign (three Acts): ${f.gamesPerSecond} campaigns/s, ${f.decisionsPerSecond} decisions/s, state at the end ${f.stateBytesMedian} B median, ${f.stateBytesMax} B max; median state in Acts I/II/III: ${f.stateBytesByAct.join(' / ')} B`);
}
const copying = measureApply();
console.log(`4 players through apply (a copy per answer): ${copying.gamesPerSecond} games/s, ${copying.decisionsPerSecond} decisions/s`);
console.log(JSON.stringify({ bench: 'engine', ...result, '4p-apply': copying }));

/**
 * Capture a stored-game fixture (test/fixtures/stored-games/): a game played by seeded random
 * legal moves up to the first moment a predicate names, written as the store keeps it (the game's
 * options, seed, seq and state, and its input rows). Run once when the state's shape changes; the
 * files it writes are never regenerated afterwards (see that folder's README).
 *
 *   npx tsx scripts/capture-stored-game.ts <name> <moment> [players] [ll] [seed]
 *
 * Moments: sprint (Sprinter Drives collecting or offered), raid (a raid decision open),
 * battle-start (Signal Breaker / Railgun Arrays recorded at a battle's start), acted (the turn
 * menu after an action), chapter2 (a decision in chapter 2), ended; campaigns (`campaign` for the
 * fourth argument: every seat the Steward): act2 (a decision in Act II's chapter 2), choose-fate
 * (the Intermission's secret Fate choice open), intermission (a decision in it), act-setup (a
 * decision in Act II or III Setup), act3-battle (a battle in Act III).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETUP_CARDS } from '../src/data/setup-cards.ts';
import { applyInPlace } from '../src/engine/advance.ts';
import { cloneState } from '../src/engine/clone.ts';
import { newGame } from '../src/engine/index.ts';
import { randomAnswer } from '../src/engine/random-play.ts';
import { randomInt, seedRng } from '../src/engine/rng.ts';
import type { GameState, Input } from '../src/engine/types.ts';

const MOMENTS: Record<string, (s: GameState) => boolean> = {
  sprint: (s) => s.decisions.some((d) => d.kind === 'll/sprint'),
  raid: (s) => s.decisions.some((d) => d.kind === 'battle/raid'),
  'battle-start': (s) => s.fx?.battleStart !== undefined && s.decisions.length > 0,
  acted: (s) => s.turn?.work.acted === true && s.decisions.some((d) => d.kind === 'turn/actions'),
  chapter2: (s) => s.chapter === 2 && s.decisions.length > 0,
  ended: (s) => s.ended !== null,
  act2: (s) => s.campaign?.act === 2 && s.campaign.stage === 'play' && s.chapter === 2 && s.decisions.length > 0,
  'choose-fate': (s) => s.decisions.some((d) => d.kind === 'campaign/choose-fate'),
  intermission: (s) => s.campaign?.stage === 'intermission' && s.decisions.length > 0,
  'act-setup': (s) => s.campaign?.stage === 'setup' && s.campaign.act > 1 && s.decisions.length > 0,
  'act3-battle': (s) => s.campaign?.act === 3 && s.decisions.some((d) => d.kind.startsWith('battle/')),
};

const [name, moment, playersArg = '3', llArg = 'll', seedArg] = process.argv.slice(2);
if (!name || !moment || !MOMENTS[moment]) {
  console.error(`usage: capture-stored-game.ts <name> <${Object.keys(MOMENTS).join('|')}> [players] [ll|base|campaign] [seed]`);
  process.exit(2);
}
const file = join(import.meta.dirname, '../test/fixtures/stored-games', `${name}.json`);
if (existsSync(file)) {
  console.error(`${file} exists: fixtures are never regenerated.`);
  process.exit(2);
}
const players = Number(playersArg) as 2 | 3 | 4;
const leadersAndLore = llArg === 'll';
const campaign = llArg === 'campaign';
const card = SETUP_CARDS.find((c) => c.players === players)!;

for (let attempt = 0; attempt < 500; attempt++) {
  const seed = seedArg ? `${seedArg}-${attempt}` : `${name}-${attempt}`;
  const start = campaign
    ? newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => 'ARCS-FATE01') })
    : newGame({ players, setup: card.id, seed, leadersAndLore });
  const s = cloneState(start);
  const rng = seedRng(seed);
  const inputs: { seq: number; actor: string; input: Input }[] = [];
  while (!MOMENTS[moment]!(s) && s.decisions.length > 0 && inputs.length < 20_000) {
    const d = s.decisions[randomInt(rng, s.decisions.length)]!;
    // Campaigns meet picks of several options (randomAnswer); the base games' captures predate it.
    const choice = campaign ? randomAnswer(rng, d) : d.options[randomInt(rng, d.options.length)]!.id;
    const input: Input = { t: 'answer', seat: d.seat, choice, openedAt: d.openedAt };
    const r = applyInPlace(s, input);
    if (!r.ok) throw new Error(`${seed}: ${r.error.code}`);
    inputs.push({ seq: s.seq, actor: `user-${d.seat}`, input });
  }
  if (!MOMENTS[moment]!(s)) continue;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const fixture = {
    capturedAt: new Date().toISOString().slice(0, 10),
    engineCommit: commit,
    rulesVersion: s.engine,
    options: start.options,
    seed,
    seq: s.seq,
    openDecision: s.decisions[0] ? { seat: s.decisions[0].seat, kind: s.decisions[0].kind } : null,
    state: s,
    inputs,
  };
  writeFileSync(file, `${JSON.stringify(fixture, null, 1)}\n`);
  console.log(`${file}: seed ${seed}, seq ${s.seq}, ${inputs.length} inputs`);
  process.exit(0);
}
console.error('no game reached that moment');
process.exit(1);

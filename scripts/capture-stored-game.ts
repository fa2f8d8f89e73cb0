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
 * menu after an action), chapter2 (a decision in chapter 2), ended.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETUP_CARDS } from '../src/data/setup-cards.ts';
import { applyInPlace } from '../src/engine/advance.ts';
import { cloneState } from '../src/engine/clone.ts';
import { newGame } from '../src/engine/index.ts';
import { randomInt, seedRng } from '../src/engine/rng.ts';
import type { GameState, Input } from '../src/engine/types.ts';

const MOMENTS: Record<string, (s: GameState) => boolean> = {
  sprint: (s) => s.decisions.some((d) => d.kind === 'll/sprint'),
  raid: (s) => s.decisions.some((d) => d.kind === 'battle/raid'),
  'battle-start': (s) => s.fx?.battleStart !== undefined && s.decisions.length > 0,
  acted: (s) => s.turn?.work.acted === true && s.decisions.some((d) => d.kind === 'turn/actions'),
  chapter2: (s) => s.chapter === 2 && s.decisions.length > 0,
  ended: (s) => s.ended !== null,
};

const [name, moment, playersArg = '3', llArg = 'll', seedArg] = process.argv.slice(2);
if (!name || !moment || !MOMENTS[moment]) {
  console.error(`usage: capture-stored-game.ts <name> <${Object.keys(MOMENTS).join('|')}> [players] [ll|base] [seed]`);
  process.exit(2);
}
const file = join(import.meta.dirname, '../test/fixtures/stored-games', `${name}.json`);
if (existsSync(file)) {
  console.error(`${file} exists: fixtures are never regenerated.`);
  process.exit(2);
}
const players = Number(playersArg) as 2 | 3 | 4;
const leadersAndLore = llArg === 'll';
const card = SETUP_CARDS.find((c) => c.players === players)!;

for (let attempt = 0; attempt < 500; attempt++) {
  const seed = seedArg ? `${seedArg}-${attempt}` : `${name}-${attempt}`;
  const start = newGame({ players, setup: card.id, seed, leadersAndLore });
  const s = cloneState(start);
  const rng = seedRng(seed);
  const inputs: { seq: number; actor: string; input: Input }[] = [];
  while (!MOMENTS[moment]!(s) && s.decisions.length > 0 && inputs.length < 20_000) {
    const d = s.decisions[randomInt(rng, s.decisions.length)]!;
    // Picks of several options are not met in these games: one option each.
    const choice = d.options[randomInt(rng, d.options.length)]!.id;
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

import { apply, newGame } from '../src/engine/index.ts';
import { randomAnswer } from '../src/engine/random-play.ts';
import { randomInt, seedRng } from '../src/engine/rng.ts';
import { intermissionPlan } from '../src/app/intermission.ts';
const seed = process.argv[2] ?? 'acts-bot';
let state = newGame({ players: 3, seed, campaign: true, colours: ['red', 'blue', 'white'], rulesVersion: 8 } as never);
const rng = seedRng(seed);
let shown = 0;
for (let i = 0; i < 8000 && (state.campaign?.act ?? 1) < 2; i++) {
  const d = state.decisions[randomInt(rng, state.decisions.length)]!;
  const r = apply(state, { t: 'answer', seat: d.seat, choice: randomAnswer(rng, d), openedAt: d.openedAt });
  if (!r.ok) throw new Error(r.error.code);
  state = r.state;
  const p = intermissionPlan(state, (s) => `seat${s}`);
  if (p && p.posts.length !== shown) { console.log('--- seq', state.seq, 'posts', p.posts.map((x) => x.k).join(',')); shown = p.posts.length; }
}
const p = intermissionPlan(state, (s) => `seat${s}`)!;
for (const x of p.posts) console.log(`[${x.k}]\n${x.content}\n`);
console.log('OUTSIDE', p.outside(state.seq - 3).map((e) => e.text));

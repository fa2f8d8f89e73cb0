import { apply, newGame } from '../src/engine/index.ts';
import { randomAnswer } from '../src/engine/random-play.ts';
import { randomInt, seedRng } from '../src/engine/rng.ts';
const seed = process.argv[2] ?? 'acts-bot';
let state = newGame({ players: 2, seed, campaign: true, colours: ['red', 'blue'], rulesVersion: 8 } as never);
const rng = seedRng(seed);
let inter = -1;
for (let i = 0; i < 5000 && (state.campaign?.act ?? 1) < 2; i++) {
  const d = state.decisions[randomInt(rng, state.decisions.length)]!;
  const r = apply(state, { t: 'answer', seat: d.seat, choice: randomAnswer(rng, d), openedAt: d.openedAt });
  if (!r.ok) throw new Error(r.error.code);
  state = r.state;
  if (inter < 0 && state.campaign?.stage === 'intermission') inter = state.seq;
  if (state.campaign?.stage === 'intermission') console.log('SEQ', state.seq, 'decisions', state.decisions.map((x) => `${x.seat}:${x.kind}:${x.secret}`).join(','), 'stack', state.stack.map((f) => f.k).join('>'));
}
console.log('intermission from seq', inter, 'now', state.seq, 'act', state.campaign?.act, 'stage', state.campaign?.stage);
for (const e of state.log.filter((e) => e.seq >= inter - 1)) console.log(e.seq, e.text);
console.log(JSON.stringify(state.campaign?.history));

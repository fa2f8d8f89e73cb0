import { checkInvariants, newGame } from './src/engine/index.ts';
import { playRandom } from './src/engine/random-play.ts';
const kinds = new Map<string, Set<string>>();
const t0 = Date.now();
const start = newGame({ players: 2, seed: 'x1', campaign: true, fates: ['ARCS-FATE07', 'ARCS-FATE08'], rulesVersion: 6 });
start.chapter = 3;
let steps = 0; let act2at = -1; let act3at = -1; let bumped = false;
const r = playRandom(start, { steps: 30000, seed: 'x1', onStep: (s) => {
  steps++;
  const e = checkInvariants(s); if (e.length) throw new Error(e.join(';'));
  const d = s.decisions[0];
  if (d) { const k = kinds.get(d.kind) ?? new Set(); for (const o of d.options.slice(0, 6)) k.add(o.id); kinds.set(d.kind, k); }
  if (s.campaign!.act === 2 && act2at < 0) act2at = steps;
  if (s.campaign!.act === 2 && s.campaign!.stage === 'play' && !bumped) { s.chapter = 3; bumped = true; }
  if (s.campaign!.act === 3 && act3at < 0) act3at = steps;
}, until: (s) => s.ended !== null });
console.log('steps', r.steps, 'act2', act2at, 'act3', act3at, 'ms', Date.now() - t0, 'ended', r.state.ended);
for (const [k, v] of kinds) console.log(k, [...v].slice(0, 12).join(' '));

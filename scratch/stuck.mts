export {};
import { readFileSync } from 'node:fs';
import { renderBoard, renderHand } from '../src/render/index.ts';
import { viewFor } from '../src/engine/index.ts';
import { say } from '../src/text/say.ts';
const d = JSON.parse(readFileSync('/tmp/stuck-2.json', 'utf8'));
const s = d.state;
console.log('prompt', say(s.decisions[0].prompt, s));
for (const o of s.decisions[0].options) console.log(' opt', o.id, say(o.label, s));
const t0 = Date.now();
const v = viewFor(s, null);
console.log('view ok', Date.now() - t0);
const b = await renderBoard(v); console.log('board', b.length, Date.now() - t0);
for (const seat of [0, 1]) { const h = await renderHand(viewFor(s, seat), seat); console.log('hand', seat, h.length); }

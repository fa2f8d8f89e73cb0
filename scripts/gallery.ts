/**
 * Writes every renderer fixture to gallery/ (git-ignored) so a person can look at them, and copies
 * the README images to docs/images/.
 *   npm run gallery
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { FIXTURES, loadView } from '../test/render/fixtures.ts';
import { renderBoard, renderCluster, renderHand } from '../src/render/index.ts';

const out = new URL('../gallery/', import.meta.url);
const docs = new URL('../docs/images/', import.meta.url);
mkdirSync(out, { recursive: true });
mkdirSync(docs, { recursive: true });

const written: string[] = [];
async function save(name: string, png: Promise<Buffer>): Promise<void> {
  const buf = await png;
  writeFileSync(new URL(name, out), buf);
  written.push(`${name} (${(buf.length / 1024).toFixed(0)} KiB)`);
}

for (const f of FIXTURES) await save(`board-${f}.png`, renderBoard(loadView(f)));
await save('board-midgame-4p-no-panels.png', renderBoard(loadView('midgame-4p'), { players: false }));
await save('cluster-midgame-4p-5.png', renderCluster(loadView('midgame-4p'), 5));
await save('cluster-midgame-4p-1.png', renderCluster(loadView('midgame-4p'), 1));
await save('cluster-start-2p-2-out-of-play.png', renderCluster(loadView('start-2p'), 2));
// Leaders & Lore: gate port and gate city, damaged cloud city (2); gate city (3); cloud city beside full slots (1)
for (const c of [1, 2, 3]) await save(`cluster-ll-midgame-3p-${c}.png`, renderCluster(loadView('ll-midgame-3p'), c));
await save('hand-start-4p-red.png', renderHand(loadView('start-4p', 0), 0));
await save('hand-midgame-4p-yellow.png', renderHand(loadView('midgame-4p', 2), 2));
await save('hand-end-3p-empty.png', renderHand(loadView('end-3p', 1), 1));
await save('hand-campaign-act2-4p-red.png', renderHand(loadView('campaign-act2-4p', 0), 0));

// The images shown in the README.
copyFileSync(new URL('board-midgame-4p.png', out), new URL('board-midgame-4p.png', docs));
copyFileSync(new URL('hand-midgame-4p-yellow.png', out), new URL('hand-midgame-4p.png', docs));
copyFileSync(new URL('cluster-ll-midgame-3p-2.png', out), new URL('cluster-ll-midgame-3p-2.png', docs));

console.log(`gallery/: ${written.length} images`);
for (const w of written) console.log(`  ${w}`);
console.log('docs/images/: board-midgame-4p.png, hand-midgame-4p.png, cluster-ll-midgame-3p-2.png');

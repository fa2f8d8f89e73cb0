/**
 * Render benchmark: the full board image of a crowded mid-game, and of each campaign position of
 * test/render/positions/campaign-*.json (last the Act II mid-game with every campaign piece), each
 * against the floor of merely encoding an empty canvas of the same size in the same format. Each
 * image's last line is its JSON row; the Act II campaign row is the last line.
 *   npm run bench:render            (RUNS=40 to change the sample size)
 */
import { readdirSync } from 'node:fs';
import { encodeEmpty, renderBoard } from '../src/render/index.ts';
import { DEFAULT_FORMAT } from '../src/render/encode.ts';
import { loadImage } from '@napi-rs/canvas';
import { loadView, type FixtureName } from '../test/render/fixtures.ts';
import type { GameView } from '../src/engine/view.ts';

const RUNS = Number(process.env.RUNS ?? 30);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

async function time(f: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await f(); // warm up (fonts, JIT, layout caches)
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await f();
    out.push(performance.now() - t);
  }
  return out;
}

const { boardCanvas } = await import('../src/render/board.ts');
const { clearLayoutCache } = await import('../src/render/map.ts');

const { encode } = await import('../src/render/encode.ts');

/** One row: a board image timed against the empty-canvas floor of its size, then its drawing alone. */
async function row(image: string, view: GameView): Promise<void> {
  const buf = await renderBoard(view);
  const img = await loadImage(buf);
  const { width, height } = img;

  // Interleave the two measurements' batches so both see the same machine state.
  const render: number[] = [];
  const floor: number[] = [];
  for (let round = 0; round < 2; round++) {
    render.push(...(await time(() => renderBoard(view))));
    floor.push(...(await time(() => encodeEmpty(width, height))));
  }

  // How long the event loop is held: the synchronous drawing part only.
  const drawOnly = await time(async () => boardCanvas(view));
  // ...and with no cached system layouts (every system laid out afresh, as after a big change).
  const drawCold = await time(async () => {
    clearLayoutCache();
    boardCanvas(view);
  });

  // Encoding alone, this image's own pixels: our PNG writer against Skia's (what it replaced).
  const drawn = boardCanvas(view);
  const encodeOnly = await time(() => encode(drawn));
  const skiaPng = await time(() => drawn.encode('png'));

  const result = {
    image,
    format: DEFAULT_FORMAT,
    width,
    height,
    bytes: buf.length,
    renderMedianMs: +median(render).toFixed(1),
    floorMedianMs: +median(floor).toFixed(1),
    ratio: +(median(render) / median(floor)).toFixed(2),
    drawOnlyMedianMs: +median(drawOnly).toFixed(1),
    drawColdMedianMs: +median(drawCold).toFixed(1),
    encodeOnlyMedianMs: +median(encodeOnly).toFixed(1),
    skiaPngMedianMs: +median(skiaPng).toFixed(1),
    // The whole render against encoding this very image's pixels (the part drawing cannot avoid).
    ratioToEncodeOnly: +(median(render) / median(encodeOnly)).toFixed(2),
    runs: render.length,
  };
  console.log(`${image}: ${width}x${height} ${DEFAULT_FORMAT}, ${(buf.length / 1024).toFixed(0)} KiB`);
  console.log(`render median ${result.renderMedianMs} ms; empty-canvas encode (floor) ${result.floorMedianMs} ms; ratio ${result.ratio}`);
  console.log(`synchronous drawing (event loop held) ${result.drawOnlyMedianMs} ms; with no cached layouts ${result.drawColdMedianMs} ms`);
  console.log(`encoding this image alone ${result.encodeOnlyMedianMs} ms (Skia's PNG encoder: ${result.skiaPngMedianMs} ms); render / encode-only ${result.ratioToEncodeOnly} (target ≤ 1.5)`);
  console.log(JSON.stringify(result));
}

await row('board, midgame-4p', loadView('midgame-4p'));
// The campaign (issue 18), every position of test/render/positions/campaign-*.json: a 2-player Act I
// start, a 3-player Act III (grand ambitions), and last a 4-player Act II mid-game with every
// campaign piece on the board (target: within 1.5x of its encode-only floor).
const campaignRows = readdirSync('test/render/positions').filter((f) => /^campaign-.*\.json$/.test(f)).map((f) => f.slice(0, -5))
  .sort((a, b) => Number(a === 'campaign-act2-4p') - Number(b === 'campaign-act2-4p') || a.localeCompare(b));
for (const name of campaignRows) await row(`board, ${name}`, loadView(name as FixtureName));

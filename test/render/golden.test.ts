/**
 * Golden images: each fixture position (loaded through the position format) is rendered and its
 * decoded pixels compared with test/render/golden/*.png, with a tolerance for anti-aliasing.
 * UPDATE_GOLDENS=1 npx vitest run test/render   rewrites the goldens (look at them first:
 * npm run gallery). A failing comparison writes the new image and a diff to gallery/golden-diff/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderBoard, renderCluster, renderHand } from '../../src/render/index.ts';
import { FIXTURES, loadView } from './fixtures.ts';

const GOLDEN = new URL('./golden/', import.meta.url);
const DIFF = new URL('../../gallery/golden-diff/', import.meta.url);
const UPDATE = process.env.UPDATE_GOLDENS === '1';

/** A pixel differs when a channel moves by more than this; the image fails above MAX_SHARE. */
const CHANNEL_TOLERANCE = 48;
const MAX_SHARE = 0.002;

async function pixels(png: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const g = c.getContext('2d');
  g.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: g.getImageData(0, 0, img.width, img.height).data };
}

async function compare(name: string, png: Buffer): Promise<void> {
  const file = new URL(`${name}.png`, GOLDEN);
  if (UPDATE || !existsSync(file)) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, png);
    if (!UPDATE) throw new Error(`golden ${name}.png was missing and has been written; look at it and run again`);
    return;
  }
  const want = await pixels(readFileSync(file));
  const got = await pixels(png);
  expect(`${got.width}x${got.height}`, `${name}: image size`).toBe(`${want.width}x${want.height}`);
  const diff = createCanvas(got.width, got.height);
  const dg = diff.getContext('2d');
  const out = dg.createImageData(got.width, got.height);
  let bad = 0;
  for (let i = 0; i < got.data.length; i += 4) {
    const d = Math.max(
      Math.abs(got.data[i]! - want.data[i]!),
      Math.abs(got.data[i + 1]! - want.data[i + 1]!),
      Math.abs(got.data[i + 2]! - want.data[i + 2]!),
      Math.abs(got.data[i + 3]! - want.data[i + 3]!),
    );
    const off = d > CHANNEL_TOLERANCE;
    if (off) bad++;
    out.data[i] = off ? 255 : want.data[i]! >> 2;
    out.data[i + 1] = off ? 0 : want.data[i + 1]! >> 2;
    out.data[i + 2] = off ? 0 : want.data[i + 2]! >> 2;
    out.data[i + 3] = 255;
  }
  const share = bad / (got.width * got.height);
  if (share > MAX_SHARE) {
    mkdirSync(DIFF, { recursive: true });
    dg.putImageData(out, 0, 0);
    writeFileSync(new URL(`${name}.png`, DIFF), png);
    writeFileSync(new URL(`${name}.diff.png`, DIFF), await diff.encode('png'));
  }
  expect(share, `${name}: share of differing pixels (see gallery/golden-diff/)`).toBeLessThanOrEqual(MAX_SHARE);
}

describe('golden images', () => {
  for (const f of FIXTURES) {
    it(`board: ${f}`, async () => {
      await compare(`board-${f}`, await renderBoard(loadView(f)));
    });
  }
  it('cluster zoom: midgame-4p cluster 5', async () => {
    await compare('cluster-midgame-4p-5', await renderCluster(loadView('midgame-4p'), 5));
  });
  it('cluster zoom: ll-midgame-3p cluster 2 (gate port and gate city, damaged cloud city)', async () => {
    await compare('cluster-ll-midgame-3p-2', await renderCluster(loadView('ll-midgame-3p'), 2));
  });
  it('hand: midgame-4p, Yellow', async () => {
    await compare('hand-midgame-4p-yellow', await renderHand(loadView('midgame-4p', 2), 2));
  });
});

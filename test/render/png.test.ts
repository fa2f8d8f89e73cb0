/** Our PNG writer (src/render/png.ts): lossless, straight alpha, readable by a PNG decoder. */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { deflateHere, encodePng } from '../../src/render/png.ts';

async function decoded(png: Buffer, width: number, height: number): Promise<Uint8ClampedArray> {
  const img = await loadImage(png);
  expect([img.width, img.height]).toEqual([width, height]);
  const c = createCanvas(width, height);
  c.getContext('2d').drawImage(img, 0, 0);
  return c.getContext('2d').getImageData(0, 0, width, height).data;
}

describe('encodePng', () => {
  it('GIVEN opaque shapes, text and gradients THEN the decoded pixels are exactly the canvas pixels', async () => {
    const c = createCanvas(123, 77);
    const g = c.getContext('2d');
    const grad = g.createLinearGradient(0, 0, 123, 77);
    grad.addColorStop(0, '#123456');
    grad.addColorStop(1, '#fedcba');
    g.fillStyle = grad;
    g.fillRect(0, 0, 123, 77);
    g.fillStyle = '#e24';
    g.font = '20px sans-serif';
    g.fillText('Arcs 4', 10, 40);
    const png = await encodePng(c);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(await decoded(png, 123, 77)).toEqual(g.getImageData(0, 0, 123, 77).data);
  });

  it('GIVEN partly transparent pixels THEN they come out with straight alpha (not premultiplied), within rounding', async () => {
    const c = createCanvas(40, 10);
    const g = c.getContext('2d');
    g.fillStyle = 'rgba(200, 100, 50, 0.5)';
    g.fillRect(0, 0, 20, 10);
    g.fillStyle = 'rgba(10, 250, 90, 0.2)';
    g.fillRect(20, 0, 10, 10); // the last 10 columns stay fully clear
    const want = g.getImageData(0, 0, 40, 10).data;
    const got = await decoded(await encodePng(c), 40, 10);
    expect(got[3]).toBeGreaterThan(100); // half transparent, not dropped
    expect(got[0]).toBeGreaterThan(150); // 200 straight, not ~100 premultiplied
    for (let i = 0; i < want.length; i++) expect(Math.abs(got[i]! - want[i]!), `byte ${i}`).toBeLessThanOrEqual(2);
  });

  it('GIVEN two encodes at once (the reused buffer is lent to one of them) THEN both images are right', async () => {
    const a = createCanvas(300, 200);
    a.getContext('2d').fillStyle = '#0a0';
    a.getContext('2d').fillRect(0, 0, 300, 200);
    const b = createCanvas(300, 200);
    b.getContext('2d').fillStyle = '#00a';
    b.getContext('2d').fillRect(0, 0, 300, 200);
    await encodePng(a); // leaves a spare buffer behind
    const [pa, pb] = await Promise.all([encodePng(a), encodePng(b)]);
    expect((await decoded(pa, 300, 200)).subarray(0, 4)).toEqual(new Uint8ClampedArray([0, 170, 0, 255]));
    expect((await decoded(pb, 300, 200)).subarray(0, 4)).toEqual(new Uint8ClampedArray([0, 0, 170, 255]));
  });

  it('GIVEN the deflate run on the calling thread (a render worker) THEN the PNG is byte for byte the thread pool\'s', async () => {
    const c = createCanvas(200, 120);
    const g = c.getContext('2d');
    g.fillStyle = '#345';
    g.fillRect(0, 0, 200, 120);
    g.fillStyle = 'rgba(250, 200, 10, 0.6)';
    g.font = '24px sans-serif';
    g.fillText('Reach', 20, 60);
    const pooled = await encodePng(c);
    deflateHere(true);
    try {
      const here = await encodePng(c);
      expect(here.equals(pooled)).toBe(true);
      expect(await decoded(here, 200, 120)).toEqual(await decoded(pooled, 200, 120));
    } finally {
      deflateHere(false);
    }
  });
});

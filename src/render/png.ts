/**
 * A fast PNG writer for our images. Skia's PNG encoder tries every row filter at zlib level 6:
 * on a 1000×3586 board that is ~100 ms, two thirds of a whole render. Our images are flat colours
 * and text, which deflate well with no filter at level 1: ~4× faster and a smaller file (measured
 * in bench:render). Lossless, so the decoded pixels are exactly the canvas's.
 *
 * Format: PNG signature, IHDR (8-bit RGBA, colour type 6), one IDAT, IEND (PNG spec §5, §11).
 */
import { crc32, deflate, deflateSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { Canvas } from '@napi-rs/canvas';

const deflateAsync = promisify(deflate);
/**
 * Where the deflate runs: on the libuv thread pool (default: the calling thread is the event loop,
 * which must not wait for it), or on the calling thread (a render worker, whose thread does
 * nothing else: the whole render then runs at that thread's priority, see ./worker.ts, and leaves
 * the process's shared thread pool to the main thread's file and crypto work).
 */
let deflateOnThisThread = false;
export function deflateHere(on: boolean): void {
  deflateOnThisThread = on;
}
/**
 * A fresh 14 MB buffer per board costs more in page faults than the copy into it: one buffer is
 * kept for reuse, lent to one encode at a time (concurrent encodes take their own).
 */
let spare: Buffer | null = null;
const MAX_SPARE = 64 * 1024 * 1024;
function borrow(size: number): Buffer {
  if (spare && spare.length >= size) {
    const b = spare;
    spare = null;
    return b;
  }
  return Buffer.allocUnsafe(size);
}
function giveBack(b: Buffer): void {
  if (b.length <= MAX_SPARE && (!spare || spare.length < b.length)) spare = b;
}
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.allocUnsafe(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}

/**
 * The canvas's pixels as PNG scanlines: a filter byte (0, none) before each row, straight
 * (not premultiplied) RGBA. Skia stores premultiplied pixels; only partly transparent pixels
 * differ, and our images are almost all opaque, so they are the only ones converted.
 */
export function scanlines(premultiplied: Buffer, width: number, height: number, into: Buffer = Buffer.allocUnsafe((width * 4 + 1) * height)): Buffer {
  const row = width * 4;
  const out = into.subarray(0, (row + 1) * height);
  for (let y = 0; y < height; y++) {
    const o = y * (row + 1);
    out[o] = 0;
    premultiplied.copy(out, o + 1, y * row, y * row + row);
  }
  for (let y = 0; y < height; y++) {
    const o = y * (row + 1) + 1;
    for (let a = o + 3, end = o + row; a < end; a += 4) {
      const alpha = out[a]!;
      if (alpha === 255 || alpha === 0) continue; // premultiplied: a clear pixel is already 0,0,0
      for (let c = a - 3; c < a; c++) out[c] = Math.min(255, Math.round((out[c]! * 255) / alpha));
    }
  }
  return out;
}

/** Encode a canvas as PNG; the deflate runs on the libuv thread pool, not the calling thread (unless deflateHere). */
export async function encodePng(canvas: Canvas): Promise<Buffer> {
  const { width, height } = canvas;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // compression 0, filter method 0, no interlace: bytes 10-12 stay 0
  const row = width * 4 + 1;
  const buffer = borrow(row * height);
  try {
    const lines = scanlines(canvas.data(), width, height, buffer);
    const data = deflateOnThisThread ? deflateSync(lines, { level: 1 }) : await deflateAsync(lines, { level: 1 });
    return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
  } finally {
    giveBack(buffer);
  }
}

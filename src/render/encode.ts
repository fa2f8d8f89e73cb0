/** Encoding off the event loop: deflate (PNG) and @napi-rs/canvas (webp) run on the libuv thread pool. */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { encodePng } from './png.ts';

export type ImageFormat = 'png' | 'webp';

export const DEFAULT_FORMAT: ImageFormat = 'png';

/** Discord's smallest upload limit is 8 MiB (10 MiB for most servers since 2024); stay under 8. */
export const MAX_BYTES = 8 * 1024 * 1024;

export async function encode(canvas: Canvas, format: ImageFormat = DEFAULT_FORMAT): Promise<Buffer> {
  // webp at quality 100 is lossless in Skia; text stays crisp.
  const buf = format === 'png' ? await encodePng(canvas) : await canvas.encode('webp', 100);
  if (buf.length > MAX_BYTES) throw new Error(`render: image is ${buf.length} bytes, over ${MAX_BYTES}`);
  return buf;
}

/** The floor the renderer is measured against: encoding an empty canvas of the same size. */
export async function encodeEmpty(width: number, height: number, format: ImageFormat = DEFAULT_FORMAT): Promise<Buffer> {
  const c = createCanvas(width, height);
  return format === 'png' ? encodePng(c) : c.encode('webp', 100);
}

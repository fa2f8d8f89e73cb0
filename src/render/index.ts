/**
 * The renderer: a pure function of a GameView (secrets already stripped by viewFor) to an image.
 * Drawing is synchronous and short; encoding runs on the libuv thread pool (canvas.encode is
 * async), so a render never holds the event loop for the length of an encode.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { ClusterId } from '../data/map.ts';
import type { GameView } from '../engine/view.ts';
import { boardCanvas, type BoardOptions } from './board.ts';
import { fillRound, text } from './draw.ts';
import { encode, type ImageFormat } from './encode.ts';
import { handCanvas } from './hand.ts';
import { clusterBox, dimOutside, drawMap, RADII, type MapGeom } from './map.ts';
import { BG, INK, INK_DIM, PANEL, TEXT, registerFonts } from './theme.ts';

export type { ImageFormat } from './encode.ts';
export { MAX_BYTES, encodeEmpty } from './encode.ts';

export interface RenderOptions extends BoardOptions { format?: ImageFormat }

/** The public board image: the Reach, the round, ambitions, Power, the Court and every player. */
export async function renderBoard(view: GameView, opts: RenderOptions = {}): Promise<Buffer> {
  return encode(boardCanvas(view, opts), opts.format);
}

/** A zoomed image of one cluster (its gate and three planets), pieces at the same size. */
export async function renderCluster(view: GameView, cluster: number, opts: { format?: ImageFormat } = {}): Promise<Buffer> {
  return encode(clusterCanvas(view, cluster), opts.format);
}

/** One seat's hand, from that seat's own view. Throws if the view is anyone else's. */
export async function renderHand(view: GameView, seat: number, opts: { format?: ImageFormat } = {}): Promise<Buffer> {
  return encode(handCanvas(view, seat), opts.format);
}

const ZOOM = 1.9;

export function clusterCanvas(view: GameView, cluster: number): Canvas {
  if (!Number.isInteger(cluster) || cluster < 1 || cluster > 6) throw new Error(`renderCluster: no cluster ${cluster}`);
  registerFonts();
  const c = cluster as ClusterId;
  const base: MapGeom = { cx: 0, cy: 0, rCentre: RADII.rCentre * ZOOM, rGate: RADII.rGate * ZOOM, rPlanet: RADII.rPlanet * ZOOM, piece: 1.4 };
  const box = clusterBox(base, c);
  const M = 24;
  const HEAD = 80;
  const W = Math.ceil(box.x1 - box.x0 + 2 * M);
  const H = Math.ceil(box.y1 - box.y0 + 2 * M + HEAD);
  const geo: MapGeom = { ...base, cx: M - box.x0, cy: HEAD + M - box.y0 };
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');
  g.fillStyle = BG;
  g.fillRect(0, 0, W, H);
  g.save();
  g.beginPath();
  g.rect(0, HEAD, W, H - HEAD);
  g.clip();
  drawMap(g, view, geo);
  dimOutside(g, geo, c, W, H);
  g.restore();
  g.fillStyle = PANEL;
  g.fillRect(0, 0, W, HEAD);
  fillRound(g, 20, 14, 52, 52, 26, INK);
  text(g, String(c), 46, 42, 38, BG, { align: 'center' });
  text(g, `Cluster ${c}`, 88, 41, TEXT.title, INK);
  const out = (view.outOfPlay as number[]).includes(c);
  text(g, out ? 'out of play' : `chapter ${view.chapter}`, W - 20, 42, TEXT.small, INK_DIM, { align: 'right', weight: 'regular' });
  return canvas;
}

export { boardCanvas, handCanvas };
export { renderDice, diceCanvas, type DiceFaces, type DiceLabels } from './dice.ts';

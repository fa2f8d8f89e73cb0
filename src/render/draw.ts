/**
 * Drawing primitives: our own pictograms for resources, ID symbols, pieces, keys and suits, and
 * text helpers. Every glyph is drawn centred on (x, y) and sized by `s`, its height in pixels.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Ambition, Suit } from '../data/action-cards.ts';
import type { PlanetSymbol, Resource } from '../data/map.ts';
import type { Colour } from '../engine/types.ts';
import { DARK, EXTRA_RING, font, PLAYER, pieceStyle, RESOURCE, TEXT, type PieceKey } from './theme.ts';

export type Ctx = SKRSContext2D;

export function roundRect(g: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  const rr = Math.min(r, w / 2, h / 2);
  g.beginPath();
  g.moveTo(x + rr, y);
  g.arcTo(x + w, y, x + w, y + h, rr);
  g.arcTo(x + w, y + h, x, y + h, rr);
  g.arcTo(x, y + h, x, y, rr);
  g.arcTo(x, y, x + w, y, rr);
  g.closePath();
}

export function fillRound(g: Ctx, x: number, y: number, w: number, h: number, r: number, fill: string, stroke?: string, lw = 2): void {
  roundRect(g, x, y, w, h, r);
  g.fillStyle = fill;
  g.fill();
  if (stroke) {
    g.lineWidth = lw;
    g.strokeStyle = stroke;
    g.stroke();
  }
}

/* ------------------------------------------------------------------- text */

let SCRATCH: Ctx | null = null;
/** A context for measuring text before the image's size is known. */
export function scratch(): Ctx {
  SCRATCH ??= createCanvas(4, 4).getContext('2d');
  return SCRATCH;
}

export function text(g: Ctx, s: string, x: number, y: number, size: number, colour: string, opts: { weight?: 'regular' | 'bold' | 'cond'; align?: 'left' | 'right' | 'center'; baseline?: 'middle' | 'alphabetic' | 'top' | 'bottom' } = {}): number {
  g.font = font(size, opts.weight ?? 'bold');
  g.fillStyle = colour;
  g.textAlign = opts.align ?? 'left';
  g.textBaseline = opts.baseline ?? 'middle';
  g.fillText(s, x, y);
  return g.measureText(s).width;
}

export function measure(g: Ctx, s: string, size: number, weight: 'regular' | 'bold' | 'cond' = 'bold'): number {
  g.font = font(size, weight);
  return g.measureText(s).width;
}

/** The largest size from `size` down to `min` at which `s` fits `maxWidth`. */
export function fitSize(g: Ctx, s: string, maxWidth: number, size: number, min: number, weight: 'regular' | 'bold' | 'cond' = 'bold'): number {
  let z = size;
  while (z > min && measure(g, s, z, weight) > maxWidth) z -= 1;
  return z;
}

/** Greedy word wrap into at most `maxLines` lines (the last one ellipsised if needed). */
export function wrap(g: Ctx, s: string, maxWidth: number, size: number, weight: 'regular' | 'bold' | 'cond', maxLines: number): string[] {
  g.font = font(size, weight);
  const words = s.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (g.measureText(next).width <= maxWidth || !cur) cur = next;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = `${kept[maxLines - 1]!} ${lines.slice(maxLines).join(' ')}`;
    while (last.length > 1 && g.measureText(`${last}…`).width > maxWidth) last = last.slice(0, -1);
    kept[maxLines - 1] = `${last.trimEnd()}…`;
    return kept;
  }
  return lines;
}

/* -------------------------------------------------------------- resources */

/** A resource token: a disc in the resource colour with its pictogram in dark ink. */
export function resourceToken(g: Ctx, r: Resource, x: number, y: number, s: number): void {
  g.beginPath();
  g.arc(x, y, s / 2, 0, Math.PI * 2);
  g.fillStyle = RESOURCE[r].fill;
  g.fill();
  g.lineWidth = Math.max(1.5, s / 22);
  g.strokeStyle = DARK;
  g.stroke();
  resourceGlyph(g, r, x, y, s * 0.62, DARK);
}

/** The pictogram alone (our own drawings): brick stack, drop, crosshair, gem, eye. */
export function resourceGlyph(g: Ctx, r: Resource, x: number, y: number, s: number, colour: string): void {
  const h = s / 2;
  g.save();
  g.fillStyle = colour;
  g.strokeStyle = colour;
  g.lineWidth = Math.max(2, s / 9);
  g.lineJoin = 'round';
  g.lineCap = 'round';
  switch (r) {
    case 'material': {
      // three stacked bricks
      const bw = s * 0.42;
      const bh = s * 0.26;
      const gap = s * 0.06;
      g.fillRect(x - bw - gap / 2, y + gap / 2, bw, bh);
      g.fillRect(x + gap / 2, y + gap / 2, bw, bh);
      g.fillRect(x - bw / 2, y - bh - gap / 2, bw, bh);
      break;
    }
    case 'fuel': {
      // a drop
      g.beginPath();
      g.moveTo(x, y - h);
      g.bezierCurveTo(x + h * 0.2, y - h * 0.55, x + h * 0.8, y - h * 0.05, x + h * 0.8, y + h * 0.3);
      g.arc(x, y + h * 0.3, h * 0.8, 0, Math.PI);
      g.bezierCurveTo(x - h * 0.8, y - h * 0.05, x - h * 0.2, y - h * 0.55, x, y - h);
      g.closePath();
      g.fill();
      break;
    }
    case 'weapon': {
      // a crosshair
      g.beginPath();
      g.arc(x, y, h * 0.62, 0, Math.PI * 2);
      g.stroke();
      g.beginPath();
      g.moveTo(x, y - h);
      g.lineTo(x, y - h * 0.25);
      g.moveTo(x, y + h);
      g.lineTo(x, y + h * 0.25);
      g.moveTo(x - h, y);
      g.lineTo(x - h * 0.25, y);
      g.moveTo(x + h, y);
      g.lineTo(x + h * 0.25, y);
      g.stroke();
      break;
    }
    case 'relic': {
      // a cut gem
      g.beginPath();
      g.moveTo(x - h * 0.95, y - h * 0.3);
      g.lineTo(x - h * 0.5, y - h * 0.8);
      g.lineTo(x + h * 0.5, y - h * 0.8);
      g.lineTo(x + h * 0.95, y - h * 0.3);
      g.lineTo(x, y + h * 0.95);
      g.closePath();
      g.fill();
      break;
    }
    case 'psionic': {
      // an eye
      g.beginPath();
      g.moveTo(x - h, y);
      g.quadraticCurveTo(x, y - h * 1.15, x + h, y);
      g.quadraticCurveTo(x, y + h * 1.15, x - h, y);
      g.closePath();
      g.fill();
      g.beginPath();
      g.arc(x, y, h * 0.32, 0, Math.PI * 2);
      g.fillStyle = RESOURCE.psionic.fill;
      g.fill();
      break;
    }
  }
  g.restore();
}

/* ----------------------------------------------------------- ID symbols */

/** The planet ID symbols: arrow (chevron), crescent, hexagon. */
export function symbolGlyph(g: Ctx, sym: PlanetSymbol, x: number, y: number, s: number, colour: string): void {
  const h = s / 2;
  g.save();
  g.fillStyle = colour;
  g.beginPath();
  if (sym === 'arrow') {
    g.moveTo(x, y - h);
    g.lineTo(x + h, y + h * 0.75);
    g.lineTo(x, y + h * 0.25);
    g.lineTo(x - h, y + h * 0.75);
    g.closePath();
    g.fill();
  } else if (sym === 'crescent') {
    g.arc(x, y, h, Math.PI * 0.3, Math.PI * 1.7, false);
    g.arc(x + h * 0.55, y - h * 0.05, h * 0.78, Math.PI * 1.5, Math.PI * 0.5, true);
    g.closePath();
    g.fill();
  } else {
    for (let i = 0; i < 6; i++) {
      const a = Math.PI / 6 + (i * Math.PI) / 3;
      const px = x + Math.cos(a) * h;
      const py = y + Math.sin(a) * h;
      if (i === 0) g.moveTo(px, py);
      else g.lineTo(px, py);
    }
    g.closePath();
    g.fill();
  }
  g.restore();
}

/* ----------------------------------------------------------------- pieces */

/** A ship seen from above (a swept-wing hull); tipped on its side (pointing right) when damaged. */
const SHIP_OUTLINE: readonly (readonly [number, number])[] = [
  [0, -1], [0.2, -0.45], [0.24, 0.05], [0.95, 0.55], [0.95, 0.85], [0.3, 0.68], [0.2, 1], [-0.2, 1], [-0.3, 0.68], [-0.95, 0.85], [-0.95, 0.55], [-0.24, 0.05], [-0.2, -0.45],
];

export function shipGlyph(g: Ctx, x: number, y: number, s: number, fill: string, damaged: boolean, outline: string): void {
  const h = s / 2;
  g.save();
  g.translate(x, y);
  if (damaged) g.rotate(Math.PI / 2);
  g.beginPath();
  SHIP_OUTLINE.forEach(([px, py], i) => (i === 0 ? g.moveTo(px * h, py * h) : g.lineTo(px * h, py * h)));
  g.closePath();
  g.lineJoin = 'round';
  if (damaged) {
    g.lineWidth = Math.max(2, s / 12);
    g.strokeStyle = outline;
    g.stroke();
  } else {
    g.fillStyle = fill;
    g.fill();
  }
  g.restore();
}

/**
 * One player's ships in a system: the owner's letter and the fresh count on a solid chip in the
 * player's colour, then the damaged count in a hollow box (dark, thick coloured rim) joined to it.
 * With only damaged ships the whole chip is hollow.
 */
export interface ShipCounts { fresh: number; damaged: number }

/** The width a chip's head mark takes: the letter, or a drawn mark about as wide as a capital. */
function markWidth(g: Ctx, k: PieceKey, size: number): number {
  const st = pieceStyle(k);
  return st.mark && st.mark !== 'letter' ? size * 0.95 : measure(g, st.letter, size);
}

function drawMark(g: Ctx, k: PieceKey, x: number, cy: number, size: number, colour: string): number {
  const st = pieceStyle(k);
  const w = markWidth(g, k, size);
  if (st.mark === 'crown') crownGlyph(g, x + w / 2, cy, size * 0.85, colour);
  else if (st.mark === 'spikes') spikesGlyph(g, x + w / 2, cy, size * 0.95, colour);
  else text(g, st.letter, x, cy, size, colour);
  return w;
}

function chipParts(g: Ctx, k: PieceKey, n: ShipCounts, h: number): { solid: number; hollow: number } {
  const ls = Math.round(h * 0.6);
  const ns = Math.round(h * 0.72);
  const pad = h * 0.22;
  const head = pad + markWidth(g, k, ls) + h * 0.26;
  if (n.fresh > 0) {
    const solid = head + measure(g, String(n.fresh), ns) + pad;
    const hollow = n.damaged > 0 ? pad + measure(g, String(n.damaged), ns) + pad + 4 : 0;
    return { solid: Math.ceil(solid), hollow: Math.ceil(hollow) };
  }
  return { solid: 0, hollow: Math.ceil(head + measure(g, String(n.damaged), ns) + pad) };
}

export function shipChipWidth(g: Ctx, k: PieceKey, n: ShipCounts, h: number): number {
  const p = chipParts(g, k, n, h);
  return p.solid + p.hollow;
}

/** A chip's outline: rounded (players, Free States), chamfered (the Empire) or round-ended (Blight). */
function chipPath(g: Ctx, shape: 'round' | 'chamfer' | 'pill', x: number, y: number, w: number, h: number, r: number): void {
  if (shape === 'pill') return roundRect(g, x, y, w, h, h / 2);
  if (shape === 'round') return roundRect(g, x, y, w, h, r);
  const c = Math.min(h * 0.3, w / 2);
  g.beginPath();
  g.moveTo(x + c, y);
  g.lineTo(x + w - c, y);
  g.lineTo(x + w, y + c);
  g.lineTo(x + w, y + h - c);
  g.lineTo(x + w - c, y + h);
  g.lineTo(x + c, y + h);
  g.lineTo(x, y + h - c);
  g.lineTo(x, y + c);
  g.closePath();
}

export function shipChip(g: Ctx, k: PieceKey, n: ShipCounts, x: number, y: number, h: number): void {
  const p = pieceStyle(k);
  const shape = p.shape ?? 'round';
  const parts = chipParts(g, k, n, h);
  const r = h * 0.3;
  const ls = Math.round(h * 0.6);
  const ns = Math.round(h * 0.72);
  const pad = h * 0.22;
  const cy = y + h / 2 + 1;
  const lw = parts.hollow + parts.solid;
  // hollow (damaged) part first, so the solid part's rounded end overlaps it
  if (parts.hollow > 0) {
    const hx = x + parts.solid - (parts.solid > 0 ? r * 2 : 0);
    const hw = lw - (hx - x);
    chipPath(g, shape, hx + 2, y + 2, hw - 4, h - 4, r);
    g.fillStyle = DARK;
    g.fill();
    g.lineWidth = 4;
    g.strokeStyle = p.fill;
    g.stroke();
    text(g, String(n.damaged), x + lw - pad - 2, cy, ns, p.fill, { align: 'right' });
  }
  if (parts.solid > 0) {
    chipPath(g, shape, x, y, parts.solid, h, r);
    g.fillStyle = p.fill;
    g.fill();
    g.lineWidth = 2;
    g.strokeStyle = DARK;
    g.stroke();
  }
  const ink = parts.solid > 0 ? p.ink : p.fill;
  const letterW = drawMark(g, k, x + pad, cy, ls, ink);
  const dx = x + pad + letterW + h * 0.13;
  g.fillStyle = ink;
  g.fillRect(dx - 1, y + h * 0.2, 2, h * 0.6);
  if (parts.solid > 0) text(g, String(n.fresh), x + parts.solid - pad, cy, ns, ink, { align: 'right' });
}

function buildingPath(g: Ctx, type: 'city' | 'starport', h: number): void {
  g.beginPath();
  if (type === 'city') {
    g.moveTo(-h * 0.9, h * 0.9);
    g.lineTo(-h * 0.9, -h * 0.15);
    g.lineTo(0, -h * 0.95);
    g.lineTo(h * 0.9, -h * 0.15);
    g.lineTo(h * 0.9, h * 0.9);
    g.closePath();
  } else {
    // a station: a ring with four docking arms
    const arm = h * 0.3;
    for (let i = 0; i < 4; i++) {
      g.save();
      g.rotate((i * Math.PI) / 2);
      g.rect(-arm / 2, -h, arm, h * 0.4);
      g.restore();
    }
    g.moveTo(h * 0.75, 0);
    g.arc(0, 0, h * 0.75, 0, Math.PI * 2);
  }
}

/** A city (house) or starport (station), in the owner's colour with the letter; tipped when damaged. */
export function building(g: Ctx, type: 'city' | 'starport', colour: PieceKey, damaged: boolean, x: number, y: number, s: number): void {
  const p = pieceStyle(colour);
  const h = s / 2;
  g.save();
  g.translate(x, y);
  if (damaged) g.rotate(Math.PI / 2);
  buildingPath(g, type, h);
  g.lineJoin = 'round';
  if (damaged) {
    g.fillStyle = DARK;
    g.fill();
    g.lineWidth = Math.max(3, s / 12);
    g.strokeStyle = p.fill;
    g.stroke();
  } else {
    g.fillStyle = p.fill;
    g.fill();
    g.lineWidth = 2;
    g.strokeStyle = DARK;
    g.stroke();
  }
  g.restore();
  text(g, p.letter, x + (type === 'city' && damaged ? -h * 0.12 : 0), y + (type === 'city' && !damaged ? h * 0.18 : 1), Math.round(s * 0.5), damaged ? p.fill : p.ink, { align: 'center' });
}

/** The building's silhouette in one colour (no letter). */
export function buildingSilhouette(g: Ctx, type: 'city' | 'starport', x: number, y: number, s: number, colour: string): void {
  g.save();
  g.translate(x, y);
  buildingPath(g, type, s / 2);
  g.fillStyle = colour;
  g.fill();
  g.restore();
}

/** An empty building slot. */
export function emptySlot(g: Ctx, x: number, y: number, s: number, colour: string): void {
  const h = s / 2;
  g.save();
  g.setLineDash([6, 5]);
  g.lineWidth = 2.5;
  g.strokeStyle = colour;
  roundRect(g, x - h + 2, y - h + 2, s - 4, s - 4, 8);
  g.stroke();
  g.restore();
}

/**
 * A building outside the printed slots (Leaders & Lore): a dark disc with a dashed ring, round
 * where printed slots are square, so it reads as "not a slot of the board".
 */
export function extraBuilding(g: Ctx, type: 'city' | 'starport', colour: PieceKey, damaged: boolean, x: number, y: number, s: number): void {
  const r = s / 2 - 1.5;
  g.save();
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fillStyle = 'rgba(11,13,20,0.6)';
  g.fill();
  g.setLineDash([7, 5]);
  g.lineWidth = 3;
  g.strokeStyle = EXTRA_RING;
  g.stroke();
  g.restore();
  building(g, type, colour, damaged, x, y, s * 0.7);
}

export const CHIP_H = 46;
const CARD_FACE = '#f4f1e8';

/** A card's coloured band and the mark drawn in it, centred on (x, y). */
export interface ChipBand { fill: string; mark: (g: Ctx, x: number, y: number) => void }

/**
 * A card shown by name on one line: a cream card, the band on the left, the name fitted to the
 * width less `reserve` pixels kept free on the right for the caller.
 */
export function cardChip(g: Ctx, x: number, y: number, w: number, name: string, band: ChipBand | null, reserve = 0): void {
  fillRound(g, x, y, w, CHIP_H, 10, CARD_FACE, DARK, 2);
  if (band) {
    g.save();
    roundRect(g, x, y, 50, CHIP_H, 10);
    g.clip();
    g.fillStyle = band.fill;
    g.fillRect(x, y, 50, CHIP_H);
    g.restore();
    band.mark(g, x + 25, y + 23);
  }
  text(g, name, x + 60, y + 24, fitSize(g, name, w - 70 - reserve, TEXT.small, 20, 'cond'), DARK, { weight: 'cond' });
}

/** A player marker: a disc in the player's colour with the letter. */
export function playerDisc(g: Ctx, colour: Colour, x: number, y: number, s: number): void {
  const p = PLAYER[colour];
  g.beginPath();
  g.arc(x, y, s / 2, 0, Math.PI * 2);
  g.fillStyle = p.fill;
  g.fill();
  g.lineWidth = 2;
  g.strokeStyle = DARK;
  g.stroke();
  text(g, p.letter, x, y + 1, Math.round(s * 0.6), p.ink, { align: 'center' });
}

/** An agent: a pawn-like figure in the player's colour. */
export function agentGlyph(g: Ctx, colour: string, x: number, y: number, s: number): void {
  const h = s / 2;
  g.save();
  g.fillStyle = colour;
  g.beginPath();
  g.arc(x, y - h * 0.5, h * 0.42, 0, Math.PI * 2);
  g.fill();
  g.beginPath();
  g.moveTo(x - h * 0.75, y + h);
  g.quadraticCurveTo(x - h * 0.7, y - h * 0.1, x, y - h * 0.1);
  g.quadraticCurveTo(x + h * 0.7, y - h * 0.1, x + h * 0.75, y + h);
  g.closePath();
  g.fill();
  g.restore();
}

/** [letter pawn count] in the player's colour: agents on a card, Captives, Favors. */
export function agentChip(g: Ctx, colour: Colour, n: number, x: number, y: number, w: number, h: number): void {
  const p = PLAYER[colour];
  fillRound(g, x, y, w, h, 10, p.fill, DARK, 2);
  text(g, p.letter, x + 10, y + h / 2 + 1, TEXT.small, p.ink);
  agentGlyph(g, p.ink, x + w / 2, y + h / 2, h * 0.62);
  text(g, String(n), x + w - 10, y + h / 2 + 1, TEXT.body, p.ink, { align: 'right' });
}

/**
 * A Fate token's short name (campaign rulebook, Tokens p.27; kinds as in data/campaign/fates.ts
 * FATE_TOKENS, kebab case): the initials of a name of several words, else its first three letters.
 */
export function tokenAbbrev(kind: string): string {
  const words = kind.split('-').filter(Boolean);
  if (words.length > 1) return words.map((w) => w[0]!.toUpperCase()).join('');
  const w = words[0] ?? '?';
  return w[0]!.toUpperCase() + w.slice(1, 3);
}

/** A Fate token: a gold tag with its short name, a stripe in its owner's colour on the left. */
export function fateTokenWidth(g: Ctx, kind: string, h: number): number {
  return Math.ceil(measure(g, tokenAbbrev(kind), Math.round(h * 0.58), 'cond') + h * 0.5 + (h * 0.28));
}

export function fateToken(g: Ctx, kind: string, owner: Colour | null, x: number, y: number, h: number, fill: string): void {
  const w = fateTokenWidth(g, kind, h);
  fillRound(g, x, y, w, h, h * 0.2, fill, DARK, 2);
  const stripe = h * 0.28;
  if (owner) {
    g.save();
    roundRect(g, x, y, w, h, h * 0.2);
    g.clip();
    g.fillStyle = PLAYER[owner].fill;
    g.fillRect(x, y, stripe, h);
    g.fillStyle = DARK;
    g.fillRect(x + stripe, y, 2, h);
    g.restore();
  }
  text(g, tokenAbbrev(kind), x + stripe + (w - stripe) / 2, y + h / 2 + 1, Math.round(h * 0.58), DARK, { align: 'center', weight: 'cond' });
}

/** A raid key. */
export function keyGlyph(g: Ctx, x: number, y: number, s: number, colour: string): void {
  const h = s / 2;
  g.save();
  g.strokeStyle = colour;
  g.fillStyle = colour;
  g.lineWidth = Math.max(2, s / 8);
  g.lineCap = 'round';
  g.beginPath();
  g.arc(x - h * 0.45, y, h * 0.42, 0, Math.PI * 2);
  g.stroke();
  g.beginPath();
  g.moveTo(x - h * 0.03, y);
  g.lineTo(x + h, y);
  g.moveTo(x + h * 0.7, y);
  g.lineTo(x + h * 0.7, y + h * 0.45);
  g.moveTo(x + h * 0.38, y);
  g.lineTo(x + h * 0.38, y + h * 0.35);
  g.stroke();
  g.restore();
}

/** A leader card's mark: a three-pointed crown. */
export function crownGlyph(g: Ctx, x: number, y: number, s: number, colour: string): void {
  const h = s / 2;
  const pts: readonly (readonly [number, number])[] = [[-0.9, 0.7], [-0.9, -0.55], [-0.45, 0], [0, -0.8], [0.45, 0], [0.9, -0.55], [0.9, 0.7]];
  g.save();
  g.beginPath();
  pts.forEach(([px, py], i) => (i === 0 ? g.moveTo(x + px * h, y + py * h) : g.lineTo(x + px * h, y + py * h)));
  g.closePath();
  g.fillStyle = colour;
  g.fill();
  g.restore();
}

/** The Blight's mark: an eight-pointed burst. */
export function spikesGlyph(g: Ctx, x: number, y: number, s: number, colour: string): void {
  starPath(g, x, y, s / 2, s / 4.4, 8);
  g.fillStyle = colour;
  g.fill();
}

/** An Event card's mark: a four-pointed spark. */
export function sparkGlyph(g: Ctx, x: number, y: number, s: number, colour: string): void {
  starPath(g, x, y, s / 2, s / 7, 4);
  g.fillStyle = colour;
  g.fill();
}

function starPath(g: Ctx, x: number, y: number, outer: number, inner: number, points: number): void {
  g.beginPath();
  for (let i = 0; i < 2 * points; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    if (i === 0) g.moveTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
    else g.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
  }
  g.closePath();
}

/** A lore card's mark: an open book (two pages either side of the spine). */
export function bookGlyph(g: Ctx, x: number, y: number, s: number, colour: string): void {
  const h = s / 2;
  g.save();
  g.fillStyle = colour;
  for (const side of [-1, 1]) {
    g.beginPath();
    g.moveTo(x + side * 0.08 * h, y - 0.55 * h);
    g.lineTo(x + side * 0.95 * h, y - 0.75 * h);
    g.lineTo(x + side * 0.95 * h, y + 0.6 * h);
    g.lineTo(x + side * 0.08 * h, y + 0.8 * h);
    g.closePath();
    g.fill();
  }
  g.restore();
}

/** Suit pictograms for action cards: scroll, crossed blades, hammer, double chevron. */
export function suitGlyph(g: Ctx, suit: Suit, x: number, y: number, s: number, colour: string): void {
  const h = s / 2;
  g.save();
  g.strokeStyle = colour;
  g.fillStyle = colour;
  g.lineWidth = Math.max(2.5, s / 7);
  g.lineCap = 'round';
  g.lineJoin = 'round';
  g.beginPath();
  switch (suit) {
    case 'administration':
      roundRect(g, x - h * 0.7, y - h * 0.85, h * 1.4, h * 1.7, h * 0.2);
      g.stroke();
      g.beginPath();
      g.moveTo(x - h * 0.35, y - h * 0.35);
      g.lineTo(x + h * 0.35, y - h * 0.35);
      g.moveTo(x - h * 0.35, y + h * 0.05);
      g.lineTo(x + h * 0.35, y + h * 0.05);
      g.moveTo(x - h * 0.35, y + h * 0.45);
      g.lineTo(x + h * 0.15, y + h * 0.45);
      g.stroke();
      break;
    case 'aggression':
      g.moveTo(x - h * 0.85, y - h * 0.85);
      g.lineTo(x + h * 0.85, y + h * 0.85);
      g.moveTo(x + h * 0.85, y - h * 0.85);
      g.lineTo(x - h * 0.85, y + h * 0.85);
      g.stroke();
      g.beginPath();
      g.moveTo(x - h * 0.9, y + h * 0.35);
      g.lineTo(x - h * 0.35, y + h * 0.9);
      g.moveTo(x + h * 0.9, y + h * 0.35);
      g.lineTo(x + h * 0.35, y + h * 0.9);
      g.stroke();
      break;
    case 'construction':
      g.moveTo(x - h * 0.55, y + h * 0.9);
      g.lineTo(x + h * 0.25, y - h * 0.1);
      g.stroke();
      g.save();
      g.translate(x + h * 0.35, y - h * 0.35);
      g.rotate(-Math.PI / 4 - Math.PI / 2);
      g.fillRect(-h * 0.75, -h * 0.28, h * 1.5, h * 0.56);
      g.restore();
      break;
    case 'mobilization':
      g.moveTo(x - h * 0.9, y - h * 0.7);
      g.lineTo(x - h * 0.1, y);
      g.lineTo(x - h * 0.9, y + h * 0.7);
      g.moveTo(x, y - h * 0.7);
      g.lineTo(x + h * 0.8, y);
      g.lineTo(x, y + h * 0.7);
      g.stroke();
      break;
  }
  g.restore();
}

/** Ambition pictograms: coin stack, shackle, crosshair-star, gem, heart-eye. */
export function ambitionGlyph(g: Ctx, a: Ambition, x: number, y: number, s: number, colour: string): void {
  const h = s / 2;
  g.save();
  g.strokeStyle = colour;
  g.fillStyle = colour;
  g.lineWidth = Math.max(2.5, s / 9);
  g.lineCap = 'round';
  g.lineJoin = 'round';
  switch (a) {
    case 'tycoon':
      for (let i = 0; i < 3; i++) {
        g.beginPath();
        g.ellipse(x, y + h * 0.55 - i * h * 0.5, h * 0.8, h * 0.3, 0, 0, Math.PI * 2);
        g.fill();
        g.strokeStyle = DARK;
        g.lineWidth = 2;
        g.stroke();
      }
      break;
    case 'tyrant':
      // a shackle
      g.beginPath();
      g.arc(x, y - h * 0.15, h * 0.55, Math.PI, 0);
      g.lineTo(x + h * 0.55, y + h * 0.2);
      g.moveTo(x - h * 0.55, y - h * 0.15);
      g.lineTo(x - h * 0.55, y + h * 0.2);
      g.stroke();
      g.fillRect(x - h * 0.85, y + h * 0.15, h * 1.7, h * 0.8);
      break;
    case 'warlord':
      // crossed-out ship = a trophy: a star
      g.beginPath();
      for (let i = 0; i < 10; i++) {
        const rr = i % 2 === 0 ? h : h * 0.45;
        const ang = -Math.PI / 2 + (i * Math.PI) / 5;
        if (i === 0) g.moveTo(x + Math.cos(ang) * rr, y + Math.sin(ang) * rr);
        else g.lineTo(x + Math.cos(ang) * rr, y + Math.sin(ang) * rr);
      }
      g.closePath();
      g.fill();
      break;
    case 'keeper':
      resourceGlyph(g, 'relic', x, y, s, colour);
      break;
    case 'empath':
      resourceGlyph(g, 'psionic', x, y, s, colour);
      break;
  }
  g.restore();
}

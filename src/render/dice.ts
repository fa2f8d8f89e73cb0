/**
 * A small strip of a battle's dice, shown with the hit assignment (issue 21 item 5): each die in
 * its type's colour with the symbols of the face it shows, grouped by type, and a legend. Dice are
 * public once rolled. Words come from the caller (the message catalogue).
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { DICE, DIE_TYPES, type DieFace, type DieType } from '../data/dice.ts';
import { buildingSilhouette, fillRound, keyGlyph, measure, scratch, text, type Ctx } from './draw.ts';
import { encode } from './encode.ts';
import { BG, DARK, INK, INK_DIM, TEXT, registerFonts } from './theme.ts';

export type DiceFaces = Record<DieType, number[]>;
export type DiceSymbol = 'hit' | 'self' | 'intercept' | 'building' | 'key';
export interface DiceLabels { types: Record<DieType, string>; symbols: Record<DiceSymbol, string>; title: string }

const DIE = 96;
const GAP = 14;
const M = 20;
const STYLE: Record<DieType, { fill: string; ink: string }> = {
  skirmish: { fill: '#e9e4d4', ink: DARK },
  assault: { fill: '#c8402f', ink: '#fff6ee' },
  raid: { fill: '#2b2f45', ink: '#f3f5fa' },
};

/** An eight-pointed burst: a hit; hollow, a hit on your own ships. */
function burst(g: Ctx, x: number, y: number, s: number, colour: string, hollow: boolean): void {
  const r1 = s / 2;
  const r2 = r1 * 0.45;
  g.save();
  g.beginPath();
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI * i) / 8 - Math.PI / 2;
    const r = i % 2 ? r2 : r1;
    if (i === 0) g.moveTo(x + r * Math.cos(a), y + r * Math.sin(a));
    else g.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  g.closePath();
  if (hollow) {
    g.strokeStyle = colour;
    g.lineWidth = Math.max(2, s / 10);
    g.stroke();
  } else {
    g.fillStyle = colour;
    g.fill();
  }
  g.restore();
}

/** A shield: an intercept. */
function shield(g: Ctx, x: number, y: number, s: number, colour: string): void {
  const h = s / 2;
  g.save();
  g.beginPath();
  g.moveTo(x, y - h);
  g.lineTo(x + h * 0.85, y - h * 0.6);
  g.quadraticCurveTo(x + h * 0.8, y + h * 0.5, x, y + h);
  g.quadraticCurveTo(x - h * 0.8, y + h * 0.5, x - h * 0.85, y - h * 0.6);
  g.closePath();
  g.fillStyle = colour;
  g.fill();
  g.restore();
}

export function symbolGlyph(g: Ctx, sym: DiceSymbol, x: number, y: number, s: number, colour: string): void {
  if (sym === 'hit') burst(g, x, y, s, colour, false);
  else if (sym === 'self') burst(g, x, y, s, colour, true);
  else if (sym === 'intercept') shield(g, x, y, s, colour);
  else if (sym === 'building') buildingSilhouette(g, 'city', x, y, s, colour);
  else keyGlyph(g, x, y, s, colour);
}

/** The symbols on a face, one entry per symbol shown. */
export function faceSymbols(f: DieFace): DiceSymbol[] {
  return [
    ...Array<DiceSymbol>(f.self).fill('self'),
    ...Array<DiceSymbol>(f.intercept).fill('intercept'),
    ...Array<DiceSymbol>(f.hit).fill('hit'),
    ...Array<DiceSymbol>(f.building).fill('building'),
    ...Array<DiceSymbol>(f.key).fill('key'),
  ];
}

export function diceCanvas(faces: DiceFaces, labels: DiceLabels): Canvas {
  registerFonts();
  const groups = DIE_TYPES.filter((t) => faces[t].length > 0);
  const probe = scratch();
  const widths = groups.map((t) => Math.max(faces[t].length * DIE + (faces[t].length - 1) * GAP, measure(probe, labels.types[t], TEXT.small, 'cond')));
  const used = new Set(groups.flatMap((t) => faces[t].flatMap((i) => faceSymbols(DICE[t][i]!))));
  const legend = (['hit', 'self', 'intercept', 'building', 'key'] as const).filter((s) => used.has(s));
  const legendW = legend.reduce((n, s) => n + 44 + measure(probe, labels.symbols[s], TEXT.small, 'regular') + 28, 0);
  const W = Math.max(2 * M + widths.reduce((n, w) => n + w, 0) + (groups.length - 1) * 36, 2 * M + legendW, 2 * M + measure(probe, labels.title, TEXT.label));
  const H = M + 44 + 40 + DIE + 24 + 44 + M;
  const canvas = createCanvas(Math.ceil(W), H);
  const g = canvas.getContext('2d');
  g.fillStyle = BG;
  g.fillRect(0, 0, W, H);
  text(g, labels.title, M, M + 20, TEXT.label, INK);
  let x = M;
  const top = M + 44 + 40;
  groups.forEach((type, k) => {
    text(g, labels.types[type], x, top - 22, TEXT.small, INK_DIM, { weight: 'cond' });
    faces[type].forEach((face, i) => {
      const dx = x + i * (DIE + GAP);
      const st = STYLE[type];
      fillRound(g, dx, top, DIE, DIE, 16, st.fill, '#000000', 2);
      const syms = faceSymbols(DICE[type][face]!);
      // Up to three symbols: one in the middle, two side by side, three in a triangle.
      const s = syms.length <= 1 ? 52 : 38;
      const spots: [number, number][] = syms.length <= 1 ? [[0.5, 0.5]] : syms.length === 2 ? [[0.3, 0.5], [0.7, 0.5]] : [[0.3, 0.32], [0.7, 0.32], [0.5, 0.72]];
      syms.slice(0, 3).forEach((sym, j) => symbolGlyph(g, sym, dx + spots[j]![0] * DIE, top + spots[j]![1] * DIE, s, st.ink));
    });
    x += widths[k]! + 36;
  });
  let lx = M;
  const ly = top + DIE + 24 + 22;
  for (const sym of legend) {
    symbolGlyph(g, sym, lx + 16, ly, 30, INK);
    lx += 44;
    lx += text(g, labels.symbols[sym], lx, ly + 1, TEXT.small, INK, { weight: 'regular' }) + 28;
  }
  return canvas;
}

/** The dice strip as a PNG. */
export async function renderDice(faces: DiceFaces, labels: DiceLabels): Promise<Buffer> {
  return encode(diceCanvas(faces, labels));
}

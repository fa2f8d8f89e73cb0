/**
 * The campaign log sheet as a picture (`/arcs campaign log`; campaign rulebook, Packing Up: names,
 * colours, Fates, Power, Outrage, Flagship Upgrades and Armor): a table with a row per seat, in the
 * seat's colour. Everything on it is public; the words come from the caller (the message catalogue).
 */
import { createCanvas } from '@napi-rs/canvas';
import type { Colour } from '../engine/types.ts';
import { fillRound, measure, scratch, text, type Ctx } from './draw.ts';
import { encode } from './encode.ts';
import { BG, INK, INK_DIM, LINE, PANEL, PLAYER, TEXT, registerFonts } from './theme.ts';

export interface LogSheet {
  title: string;
  columns: string[];
  /** One row per seat: its colour and a cell per column (a cell may have several lines). */
  rows: { colour: Colour; cells: string[][] }[];
  /** Lines under the table (the scrapped cards, the rules booklet). */
  footer: string[];
}

const M = 24;
const PAD = 14;
const LINE_H = 36;
const MAX_COL = 540;

/** Words wrapped to `width` at the body size. */
function wrap(g: Ctx, line: string, width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of line.split(' ')) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && measure(g, next, TEXT.small, 'regular') > width) {
      out.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) out.push(cur);
  return out;
}

export function logSheetPng(sheet: LogSheet): Promise<Buffer> {
  registerFonts();
  const probe = scratch();
  const n = sheet.columns.length;
  const widths = sheet.columns.map((c, k) => Math.min(MAX_COL, Math.max(
    measure(probe, c, TEXT.small, 'bold'),
    ...sheet.rows.flatMap((r) => (r.cells[k] ?? []).map((l) => measure(probe, l, TEXT.small, 'regular'))),
  )) + 2 * PAD);
  const cells = sheet.rows.map((r) => r.cells.map((lines, k) => lines.flatMap((l) => wrap(probe, l, widths[k]! - 2 * PAD))));
  const rowH = cells.map((r) => Math.max(1, ...r.map((c) => c.length)) * LINE_H + 2 * PAD);
  const tableW = widths.reduce((a, b) => a + b, 0);
  const footer = sheet.footer.flatMap((l) => wrap(probe, l, Math.max(tableW, 900) - 2 * PAD));
  const W = Math.ceil(2 * M + Math.max(tableW, measure(probe, sheet.title, TEXT.title), 900));
  const H = Math.ceil(M + 56 + LINE_H + 2 * PAD + rowH.reduce((a, b) => a + b, 0) + 24 + footer.length * LINE_H + M);
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');
  g.fillStyle = BG;
  g.fillRect(0, 0, W, H);
  text(g, sheet.title, M, M + 24, TEXT.title, INK);
  let y = M + 56;
  // Header row.
  let x = M;
  sheet.columns.forEach((c, k) => {
    text(g, c, x + PAD, y + PAD + LINE_H / 2, TEXT.small, INK_DIM, { weight: 'bold' });
    x += widths[k]!;
  });
  y += LINE_H + 2 * PAD;
  sheet.rows.forEach((r, i) => {
    const h = rowH[i]!;
    fillRound(g, M, y + 2, tableW, h - 4, 10, PANEL, LINE, 2);
    // The seat's colour as a band down the row's left edge.
    fillRound(g, M, y + 2, 12, h - 4, 6, PLAYER[r.colour].fill);
    x = M;
    for (let k = 0; k < n; k++) {
      (cells[i]![k] ?? []).forEach((l, j) => text(g, l, x + PAD + (k === 0 ? 8 : 0), y + PAD + LINE_H * j + LINE_H / 2, TEXT.small, INK, { weight: k === 0 ? 'bold' : 'regular' }));
      x += widths[k]!;
    }
    y += h;
  });
  y += 24;
  for (const l of footer) {
    text(g, l, M, y + LINE_H / 2, TEXT.small, INK_DIM, { weight: 'regular' });
    y += LINE_H;
  }
  return encode(canvas);
}

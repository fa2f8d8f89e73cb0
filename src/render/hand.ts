/** The private hand image: each action card in a clear card layout (DMs and ephemeral replies). */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { actionCard, SUIT_ACTIONS, SUITS, type ActionCardId } from '../data/action-cards.ts';
import { AMBITION_NAMES } from '../data/board.ts';
import type { GameView } from '../engine/view.ts';
import { ambitionGlyph, fillRound, fitSize, playerDisc, roundRect, suitGlyph, text, type Ctx } from './draw.ts';
import { ACCENT, BG, DARK, INK, INK_DIM, PLAYER, SUIT, TEXT, registerFonts } from './theme.ts';

const W = 1000;
const COLS = 3;
const GAP = 20;
const CW = Math.floor((W - 2 * 30 - (COLS - 1) * GAP) / COLS);
const CH = 430;

const ACTION_NAME: Record<string, string> = { tax: 'Tax', build: 'Build', move: 'Move', repair: 'Repair', influence: 'Influence', secure: 'Secure', battle: 'Battle' };

export function handCard(g: Ctx, id: ActionCardId, x: number, y: number, w = CW, h = CH): void {
  const c = actionCard(id);
  const s = SUIT[c.suit];
  fillRound(g, x, y, w, h, 18, '#f6f2e6', DARK, 3);
  g.save();
  roundRect(g, x, y, w, h, 18);
  g.clip();
  g.fillStyle = s.fill;
  g.fillRect(x, y, w, 84);
  g.restore();
  suitGlyph(g, c.suit, x + 36, y + 42, 40, DARK);
  text(g, s.name, x + 64, y + 43, fitSize(g, s.name, w - 74, TEXT.label, TEXT.min, 'cond'), DARK, { weight: 'cond' });
  // number and pips
  text(g, String(c.number), x + 24, y + 164, 120, DARK);
  const pr = 15;
  for (let i = 0; i < c.pips; i++) {
    const px = x + w - 34 - (i % 2) * 40;
    const py = y + 120 + Math.floor(i / 2) * 40;
    g.beginPath();
    g.arc(px, py, pr, 0, Math.PI * 2);
    g.fillStyle = s.fill;
    g.fill();
    g.strokeStyle = DARK;
    g.lineWidth = 2.5;
    g.stroke();
  }
  text(g, `${c.pips} action${c.pips === 1 ? '' : 's'}`, x + w - 20, y + 226, TEXT.min, '#444', { align: 'right', weight: 'regular' });
  // actions
  const acts = SUIT_ACTIONS[c.suit].map((a) => ACTION_NAME[a] ?? a);
  acts.forEach((a, i) => text(g, a, x + 24, y + 270 + i * 36, TEXT.body, DARK, { weight: 'regular' }));
  // ambition
  const ay = y + h - 40;
  g.fillStyle = '#e4ddc8';
  g.fillRect(x + 3, ay - 30, w - 6, 60);
  if (c.ambition === null) {
    text(g, 'no ambition', x + w / 2, ay, TEXT.small, '#555', { align: 'center', weight: 'regular' });
  } else if (c.ambition === 'any') {
    text(g, 'any ambition', x + w / 2, ay, TEXT.body, DARK, { align: 'center' });
  } else {
    ambitionGlyph(g, c.ambition, x + 40, ay, 34, DARK);
    text(g, AMBITION_NAMES[c.ambition], x + 66, ay + 1, TEXT.body, DARK);
  }
  if (c.seizes) {
    fillRound(g, x + w - 120, y + 180, 104, 36, 8, ACCENT, DARK, 2);
    text(g, 'seizes', x + w - 68, y + 199, TEXT.min, DARK, { align: 'center' });
  }
}

export function handCanvas(view: GameView, seat: number): Canvas {
  registerFonts();
  const p = view.players[seat];
  if (!p || view.viewer !== seat || !p.hand) throw new Error(`renderHand: the view is not seat ${seat}'s own view`);
  // sorted by suit, then number, as a player would hold them
  const hand = [...p.hand].sort((a, b) => SUITS.indexOf(actionCard(a).suit) - SUITS.indexOf(actionCard(b).suit) || actionCard(a).number - actionCard(b).number);
  const rows = Math.max(1, Math.ceil(hand.length / COLS));
  const H = 100 + rows * (CH + GAP) + 10;
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');
  g.fillStyle = BG;
  g.fillRect(0, 0, W, H);
  playerDisc(g, p.colour, 56, 50, 52);
  text(g, `${PLAYER[p.colour].name}'s hand`, 96, 51, TEXT.title, INK);
  text(g, `${hand.length} card${hand.length === 1 ? '' : 's'} · chapter ${view.chapter}`, W - 30, 52, TEXT.small, INK_DIM, { align: 'right', weight: 'regular' });
  if (hand.length === 0) text(g, 'No cards in hand.', 30, 100 + CH / 2, TEXT.label, INK_DIM, { weight: 'regular' });
  hand.forEach((id, i) => handCard(g, id, 30 + (i % COLS) * (CW + GAP), 100 + Math.floor(i / COLS) * (CH + GAP)));
  return canvas;
}

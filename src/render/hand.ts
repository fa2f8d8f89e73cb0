/**
 * The private hand image (DMs and ephemeral replies): each action card in a clear card layout,
 * then the cards the player holds in their play area — Court cards (with resources on them), the
 * leader and lore — with their rules text, so a player with DMs closed sees everything they hold.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { actionCard, isActionCardId, SUIT_ACTIONS, SUITS, type ActionCardId } from '../data/action-cards.ts';
import { AMBITION_NAMES } from '../data/board.ts';
import { findCard } from '../data/cards.ts';
import type { Resource } from '../data/map.ts';
import type { GameView, PlayerView } from '../engine/view.ts';
import { ambitionGlyph, bookGlyph, crownGlyph, fillRound, fitSize, measure, playerDisc, resourceGlyph, resourceToken, roundRect, scratch, suitGlyph, text, wrap, type Ctx } from './draw.ts';
import { ACCENT, BG, DARK, EVENT_FILL, FATE_FILL, INK, INK_DIM, PLAYER, RESOURCE, SUIT, TEXT, registerFonts } from './theme.ts';
import { fateLetterOf } from './campaign.ts';
import { FAITHFUL_ACTION_CARDS, FAITHFUL_END_ACTIONS } from '../data/campaign/components.ts';

const W = 1000;
const COLS = 3;
const GAP = 20;
const CW = Math.floor((W - 2 * 30 - (COLS - 1) * GAP) / COLS);
const CH = 430;

const ACTION_NAME: Record<string, string> = { tax: 'Tax', build: 'Build', move: 'Move', repair: 'Repair', influence: 'Influence', secure: 'Secure', battle: 'Battle' };

/** Campaign Event cards (EVT1-3) have no number, pips or ambition (campaign rulebook, Event Cards). */
function eventCard(g: Ctx, x: number, y: number, w = CW, h = CH): void {
  fillRound(g, x, y, w, h, 18, '#f6f2e6', DARK, 3);
  g.save();
  roundRect(g, x, y, w, h, 18);
  g.clip();
  g.fillStyle = EVENT_FILL;
  g.fillRect(x, y, w, 84);
  g.restore();
  text(g, 'Event', x + 24, y + 43, TEXT.label, DARK, { weight: 'cond' });
  const lines = wrap(g, 'Take actions like the lead card, unless a Rival played an Event or secured the Imperial Council earlier this round. Cannot lead, copy or seize.', w - 48, TEXT.min, 'regular', 9);
  lines.forEach((l, i) => text(g, l, x + 24, y + 120 + i * 32, TEXT.min, DARK, { weight: 'regular' }));
}

/** Believer's Faithful action cards (ARCS-F804-F812: numbers 1-9, pips on both ends, arcs-facts §8). */
const FAITHFUL = FAITHFUL_ACTION_CARDS as readonly { cardId: string; number: number; pips: number }[];

/** A Faithful action card: its number, pips, and the Zeal and Wisdom ends' actions (it is played on one side). */
function faithfulCard(g: Ctx, def: { number: number; pips: number }, x: number, y: number, w = CW, h = CH): void {
  fillRound(g, x, y, w, h, 18, '#f6f2e6', DARK, 3);
  g.save();
  roundRect(g, x, y, w, h, 18);
  g.clip();
  g.fillStyle = FATE_FILL;
  g.fillRect(x, y, w, 84);
  g.restore();
  text(g, 'Faithful', x + 24, y + 43, TEXT.label, DARK, { weight: 'cond' });
  text(g, String(def.number), x + 24, y + 164, 120, DARK);
  text(g, `${def.pips} pip${def.pips === 1 ? '' : 's'}`, x + w - 24, y + 130, TEXT.small, DARK, { align: 'right' });
  const lines = [`Zeal: ${FAITHFUL_END_ACTIONS.zeal.map((a) => ACTION_NAME[a]).join(', ')}`, `Wisdom: ${FAITHFUL_END_ACTIONS.wisdom.map((a) => ACTION_NAME[a]).join(', ')}`];
  lines.flatMap((l) => wrap(g, l, w - 48, TEXT.min, 'regular', 4)).forEach((l, i) => text(g, l, x + 24, y + 250 + i * 32, TEXT.min, DARK, { weight: 'regular' }));
}

export function handCard(g: Ctx, id: ActionCardId, x: number, y: number, w = CW, h = CH): void {
  // Believer: a Faithful action card.
  const faithful = FAITHFUL.find((c) => c.cardId === id);
  if (faithful) return faithfulCard(g, faithful, x, y, w, h);
  if (!isActionCardId(id)) return eventCard(g, x, y, w, h);
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
    // Left, level with "N actions": clear of the pips (up to 4 rows) and of that label.
    fillRound(g, x + 20, y + 208, 104, 36, 8, ACCENT, DARK, 2);
    text(g, 'seizes', x + 72, y + 227, TEXT.min, DARK, { align: 'center' });
  }
}

/* ------------------------------------------------------ cards held in play */

/**
 * What a held card is, for its band and tag. Campaign: the seat's Fate card, its objective, the
 * Fate Set cards in its play area, and while a secret Fate choice is open the Fates it may choose
 * from (only in its own view: campaign.ownFateChoice).
 */
interface HeldCardItem { id: string; kind: 'court' | 'leader' | 'lore' | 'fate' | 'objective' | 'fate-set' | 'fate-choice'; tokens: readonly Resource[]; tag?: string }

const FATE_KINDS: ReadonlySet<HeldCardItem['kind']> = new Set(['fate', 'objective', 'fate-set', 'fate-choice']);

function heldItems(view: GameView, p: PlayerView): HeldCardItem[] {
  const seat = view.campaign?.seats[p.seat];
  const choice = view.campaign?.ownFateChoice;
  return [
    ...(choice ? choice.drawn.map((id) => ({ id, kind: 'fate-choice' as const, tokens: [], tag: choice.chosen === id ? 'Chosen' : 'To choose' })) : []),
    ...(seat?.fate ? [{ id: seat.fate, kind: 'fate' as const, tokens: [] }] : []),
    ...(seat?.objective ? [{ id: seat.objective, kind: 'objective' as const, tokens: [] }] : []),
    ...(seat?.playArea ?? []).map((id) => ({ id, kind: 'fate-set' as const, tokens: [] })),
    ...p.court.map((c) => ({ id: c.id, kind: 'court' as const, tokens: c.tokens })),
    ...(p.leader ? [{ id: p.leader, kind: 'leader' as const, tokens: [] }] : []),
    ...p.lore.map((id) => ({ id, kind: 'lore' as const, tokens: p.loreTokens?.[id] ?? [] })),
  ];
}

const HELD_W = Math.floor((W - 2 * 30 - GAP) / 2);
const HELD_LINE = 32;
const HELD_MAX_LINES = 14;

/** A held card's text lines and height (a row of two takes its taller card's height). */
function heldLayout(g: Ctx, item: HeldCardItem): { lines: string[]; h: number } {
  const lines = wrap(g, plainText(findCard(item.id)?.text ?? ''), HELD_W - 36, TEXT.min, 'regular', HELD_MAX_LINES);
  return { lines, h: 96 + lines.length * HELD_LINE + (item.tokens.length > 0 ? 60 : 16) };
}

/** Rules text without the markdown marks; icons as words (`symbol:key` -> key). */
function plainText(s: string): string {
  const icons = s.replace(/(?:`symbol:([a-z-]+)`\s*)+/g, (run: string, icon: string) => {
    const n = run.split('`symbol:').length - 1;
    return n === 1 ? `${icon} ` : `${n} ${icon}s `;
  });
  return icons.replace(/\*+/g, '').replace(/\s+/g, ' ').replace(/ ([.,;:)])/g, '$1').trim();
}

function heldCard(g: Ctx, item: HeldCardItem, lines: readonly string[], x: number, y: number, HELD_H: number): void {
  const def = findCard(item.id);
  const suit = def?.suit ?? null;
  const fate = FATE_KINDS.has(item.kind);
  const band = fate ? FATE_FILL : item.kind === 'leader' ? '#f0c850' : item.kind === 'lore' ? '#a7b4d6' : suit ? RESOURCE[suit].fill : '#d9c6a0';
  fillRound(g, x, y, HELD_W, HELD_H, 16, '#f6f2e6', DARK, 3);
  g.save();
  roundRect(g, x, y, HELD_W, HELD_H, 16);
  g.clip();
  g.fillStyle = band;
  g.fillRect(x, y, HELD_W, 64);
  g.restore();
  const FATE_TAG: Partial<Record<HeldCardItem['kind'], string>> = { 'fate': 'Fate', 'objective': 'Objective', 'fate-set': 'Fate Set' };
  const tag = item.tag ?? FATE_TAG[item.kind] ?? (item.kind === 'leader' ? 'Leader' : item.kind === 'lore' ? 'Lore' : def?.kind === 'vox' ? 'Vox' : 'Guild');
  if (fate) text(g, fateLetterOf(item.id) ?? '?', x + 30, y + 33, TEXT.label, DARK, { align: 'center' });
  else if (item.kind === 'leader') crownGlyph(g, x + 30, y + 32, 30, DARK);
  else if (item.kind === 'lore') bookGlyph(g, x + 30, y + 32, 30, DARK);
  else if (suit) resourceGlyph(g, suit, x + 30, y + 32, 30, DARK);
  const name = def?.name ?? item.id;
  const tagW = Math.max(110, measure(g, tag, TEXT.min, 'regular') + 30);
  // A name too long beside its tag (a Fate's "Act III Objective") takes the tag's room: the band says what it is.
  const room = HELD_W - 54 - tagW;
  const fits = measure(g, name, TEXT.min, 'cond') <= room;
  const size = fits ? fitSize(g, name, room, TEXT.label, TEXT.min, 'cond') : fitSize(g, name, HELD_W - 54 - 16, TEXT.label, 20, 'cond');
  text(g, name, x + 54, y + 33, size, DARK, { weight: 'cond' });
  if (fits) text(g, tag, x + HELD_W - 18, y + 33, TEXT.min, DARK, { align: 'right', weight: 'regular' });
  lines.forEach((l, i) => text(g, l, x + 18, y + 96 + i * HELD_LINE, TEXT.min, DARK, { weight: 'regular' }));
  item.tokens.forEach((r, i) => resourceToken(g, r, x + 36 + i * 48, y + HELD_H - 34, 40));
}

export function handCanvas(view: GameView, seat: number): Canvas {
  registerFonts();
  const p = view.players[seat];
  if (!p || view.viewer !== seat || !p.hand) throw new Error(`renderHand: the view is not seat ${seat}'s own view`);
  // sorted by suit, then number, as a player would hold them; Event cards last
  const order = (id: ActionCardId) => (isActionCardId(id) ? SUITS.indexOf(actionCard(id).suit) * 100 + actionCard(id).number : (FAITHFUL.find((c) => c.cardId === id)?.number ?? 100) + 5_000);
  const hand = [...p.hand].sort((a, b) => order(a) - order(b));
  const rows = Math.max(1, Math.ceil(hand.length / COLS));
  const held = heldItems(view, p);
  const heldRows = Math.ceil(held.length / 2);
  const heldTop = 100 + rows * (CH + GAP) + 10;
  const layouts = held.map((item) => heldLayout(scratch(), item));
  const rowH = Array.from({ length: heldRows }, (_, r) => Math.max(...layouts.slice(2 * r, 2 * r + 2).map((l) => l.h)));
  const H = heldTop + (heldRows > 0 ? 60 + rowH.reduce((a, b) => a + b + GAP, 0) : 0);
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');
  g.fillStyle = BG;
  g.fillRect(0, 0, W, H);
  playerDisc(g, p.colour, 56, 50, 52);
  text(g, `${PLAYER[p.colour].name}'s hand`, 96, 51, TEXT.title, INK);
  text(g, `${hand.length} card${hand.length === 1 ? '' : 's'} · chapter ${view.chapter}`, W - 30, 52, TEXT.small, INK_DIM, { align: 'right', weight: 'regular' });
  if (hand.length === 0) text(g, 'No cards in hand.', 30, 100 + CH / 2, TEXT.label, INK_DIM, { weight: 'regular' });
  hand.forEach((id, i) => handCard(g, id, 30 + (i % COLS) * (CW + GAP), 100 + Math.floor(i / COLS) * (CH + GAP)));
  if (heldRows > 0) {
    text(g, 'Cards you hold', 30, heldTop + 26, TEXT.label, INK);
    let y = heldTop + 60;
    rowH.forEach((h, r) => {
      for (const i of [2 * r, 2 * r + 1]) if (held[i]) heldCard(g, held[i]!, layouts[i]!.lines, 30 + (i % 2) * (HELD_W + GAP), y, h);
      y += h + GAP;
    });
  }
  return canvas;
}

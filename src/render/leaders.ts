/**
 * Leaders & Lore on the board image: each player's leader and lore cards as chips (with the
 * resource slot of Ancient Holdings), and the face-up draft rows while the draft lasts.
 * Only card names are shown, from the card list (findCard).
 */
import { LORE_SLOT_RAID_COST } from '../data/board.ts';
import { findCard } from '../data/cards.ts';
import type { Resource } from '../data/map.ts';
import type { GameView, PlayerView } from '../engine/view.ts';
import { bookGlyph, cardChip, CHIP_H, crownGlyph, fillRound, keyGlyph, measure, resourceToken, text, type ChipBand, type Ctx } from './draw.ts';
import { PAD, WIDTH, sectionTitle, type Section } from './layout.ts';
import { DARK, INK_DIM, TEXT } from './theme.ts';

const LEADER_BAND: ChipBand = { fill: '#f0c850', mark: (g, x, y) => crownGlyph(g, x, y, 30, DARK) };
const LORE_BAND: ChipBand = { fill: '#a7b4d6', mark: (g, x, y) => bookGlyph(g, x, y, 30, DARK) };

/** Chips are laid two to a row on a player's panel, three in the draft, one row every ROW px. */
const ROW = CHIP_H + 8;
const GAP = 10;
const TAG_INK = '#5b6070';
const SLOT_BOX = 40;

function nameOf(id: string): string {
  return findCard(id)?.name ?? id;
}

/* ----------------------------------------------------------- player panel */

interface Held { id: string; leader: boolean }

function held(p: PlayerView): Held[] {
  return [...(p.leader ? [{ id: p.leader, leader: true }] : []), ...p.lore.map((id) => ({ id, leader: false }))];
}

/** Rows of chips the player's leader and lore cards take (0 outside Leaders & Lore). */
export function leaderLoreRows(p: PlayerView): number {
  return Math.ceil(held(p).length / 2);
}

/** The leader first, then the lore cards, two to a row from (x, y) across width w. */
export function drawLeaderLore(g: Ctx, p: PlayerView, x: number, y: number, w: number): void {
  const cw = (w - GAP) / 2;
  held(p).forEach((c, i) => {
    const cx = x + (i % 2) * (cw + GAP);
    const cy = y + Math.floor(i / 2) * ROW;
    if (c.leader) taggedChip(g, cx, cy, cw, c.id, LEADER_BAND, 'leader', 0);
    else loreChip(g, p, c.id, cx, cy, cw);
  });
}

/**
 * A chip with a small kind tag at its right end, and `reserve` more pixels kept free before the
 * tag; returns where that free space ends.
 */
function taggedChip(g: Ctx, x: number, y: number, w: number, id: string, band: ChipBand, tag: string, reserve: number): number {
  const tw = measure(g, tag, TEXT.min, 'regular');
  cardChip(g, x, y, w, nameOf(id), band, tw + 12 + reserve);
  text(g, tag, x + w - 12, y + CHIP_H / 2 + 1, TEXT.min, TAG_INK, { align: 'right', weight: 'regular' });
  return x + w - 12 - tw - 16;
}

function loreChip(g: Ctx, p: PlayerView, id: string, x: number, y: number, w: number): void {
  const keys = LORE_SLOT_RAID_COST[id];
  const tokens = p.loreTokens?.[id] ?? [];
  const hasSlot = keys !== undefined || tokens.length > 0;
  const slotW = hasSlot ? loreSlotWidth(g, tokens, keys) : 0;
  const end = taggedChip(g, x, y, w, id, LORE_BAND, 'lore', hasSlot ? slotW + 26 : 0);
  if (hasSlot) drawLoreSlot(g, tokens, keys, end - slotW, y);
}

function slotCount(tokens: readonly Resource[]): number {
  return Math.max(1, tokens.length);
}

function loreSlotWidth(g: Ctx, tokens: readonly Resource[], keys: number | undefined): number {
  const boxes = slotCount(tokens) * (SLOT_BOX + 4) - 4;
  return keys === undefined ? boxes : boxes + 8 + 28 + 4 + measure(g, String(keys), TEXT.min);
}

/** The card's resource slot(s), dark like the player board's, then the raid cost: key and number. */
function drawLoreSlot(g: Ctx, tokens: readonly Resource[], keys: number | undefined, x: number, y: number): void {
  const top = y + (CHIP_H - SLOT_BOX) / 2;
  for (let i = 0; i < slotCount(tokens); i++) {
    const bx = x + i * (SLOT_BOX + 4);
    fillRound(g, bx, top, SLOT_BOX, SLOT_BOX, 8, '#10141f', '#6b77a0', 2);
    const r = tokens[i];
    if (r) resourceToken(g, r, bx + SLOT_BOX / 2, top + SLOT_BOX / 2, 34);
  }
  if (keys === undefined) return;
  const kx = x + slotCount(tokens) * (SLOT_BOX + 4) - 4 + 8;
  keyGlyph(g, kx + 14, y + CHIP_H / 2, 28, DARK);
  text(g, String(keys), kx + 32, y + CHIP_H / 2 + 1, TEXT.min, DARK);
}

/* ------------------------------------------------------------------ draft */

const DRAFT_COLS = 3;

function draftRows(n: number): number {
  return Math.max(1, Math.ceil(n / DRAFT_COLS));
}

/** One face-up row of the draft under its label; returns the height used. */
function draftRow(g: Ctx, label: string, ids: readonly string[], band: ChipBand, y: number): number {
  text(g, label, PAD, y + 18, TEXT.small, INK_DIM, { weight: 'regular' });
  const cw = (WIDTH - 2 * PAD - (DRAFT_COLS - 1) * GAP) / DRAFT_COLS;
  if (ids.length === 0) text(g, 'none left', PAD, y + 40 + CHIP_H / 2, TEXT.small, INK_DIM, { weight: 'regular' });
  ids.forEach((id, i) => cardChip(g, PAD + (i % DRAFT_COLS) * (cw + GAP), y + 40 + Math.floor(i / DRAFT_COLS) * ROW, cw, nameOf(id), band));
  return 40 + draftRows(ids.length) * ROW;
}

/** The Leaders & Lore draft: the leader and lore cards still face up to be picked (null when no draft). */
export function draftSection(view: GameView): Section | null {
  const d = view.draft;
  if (!d) return null;
  const height = 50 + 40 + draftRows(d.leaders.length) * ROW + 8 + 40 + draftRows(d.lore.length) * ROW + 24;
  return {
    height,
    draw(g, y) {
      sectionTitle(g, 'Leaders & Lore draft', y + 6, `${d.leaders.length} leaders · ${d.lore.length} lore left`);
      let ry = y + 50;
      ry += draftRow(g, 'Leaders', d.leaders, LEADER_BAND, ry) + 8;
      draftRow(g, 'Lore', d.lore, LORE_BAND, ry);
    },
  };
}

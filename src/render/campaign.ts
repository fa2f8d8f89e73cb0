/**
 * The Blighted Reach campaign on the board image (issue 18): the Act and the chapter track tile,
 * the First Regent tile with the Imperial Trust, the Imperial Council's side, the rules booklet,
 * the Fate tokens; per seat its Fate, title, objective, Favors and Fate Set cards. Drawn from the
 * public view only (viewFor(s, null) in the bot): nothing here reads an unrevealed Fate choice
 * (`ownFateChoice`), a hand or a deck's order, so none can reach the image.
 *
 * Flagships (campaign rulebook pp.22-25) are not drawn yet: `flagshipSection` is their hook.
 */
import type { Ambition } from '../data/action-cards.ts';
import { findCard } from '../data/cards.ts';
import { CHAPTER_TRACK_TILE, type Act } from '../data/campaign/components.ts';
import { findCampaignCard } from '../data/campaign/cards.ts';
import { fateDef, fateOfCard } from '../data/campaign/fates.ts';
import type { GameView, PlayerView } from '../engine/view.ts';
import type { Seat } from '../engine/types.ts';
import {
  agentChip, building, cardChip, crownGlyph, fateToken, fateTokenWidth, fillRound, fitSize, measure, playerDisc, resourceToken, shipChip, shipChipWidth, text, type Ctx,
} from './draw.ts';
import { PAD, WIDTH, sectionTitle, type Section } from './layout.ts';
import { ACCENT, DARK, FATE_FILL, IMPERIAL_FILL, INK, INK_DIM, LINE, PANEL_2, PLAYER, TEXT } from './theme.ts';

export const ROMAN: Record<Act, string> = { 1: 'I', 2: 'II', 3: 'III' };

const CHIP = 46;
const ROW = 54;

/* ------------------------------------------------------------ small parts */

/** A word on a coloured badge; returns its width. */
export function badge(g: Ctx, s: string, x: number, cy: number, fill: string, ink: string, h = 40, stroke?: string): number {
  const w = measure(g, s, TEXT.min) + 28;
  fillRound(g, x, cy - h / 2, w, h, 10, fill, stroke, stroke ? 3 : 2);
  text(g, s, x + w / 2, cy + 1, TEXT.min, ink, { align: 'center' });
  return w;
}

/** The Sponsored token (Steward, ARCS-F122A): a violet tag. */
export function sponsoredTag(g: Ctx, x: number, cy: number, h = 36): number {
  const s = 'Sponsored';
  const w = measure(g, s, TEXT.min, 'cond') + 22;
  fillRound(g, x, cy - h / 2, w, h, h / 2, IMPERIAL_FILL, DARK, 2);
  text(g, s, x + w / 2, cy + 1, TEXT.min, '#ffffff', { align: 'center', weight: 'cond' });
  return w;
}

/** The box the Sponsored token lies on, if it is on an ambition box (not the First Regent tile). */
export function sponsoredAmbition(view: GameView): Ambition | null {
  const s = view.campaign?.sponsored;
  return s && s !== 'tile' ? s : null;
}

/** The letter (A, B, C) of the Fate a card belongs to: its Fate card, or a card of its Fate Set. */
export function fateLetterOf(id: string): string | null {
  const f = fateOfCard(id)?.fate ?? findCampaignCard(id)?.fate ?? null;
  return f === null ? null : fateDef(f).letter;
}

function colourOfSeat(view: GameView, seat: Seat): PlayerView['colour'] {
  return view.players[seat]?.colour ?? 'white';
}

/** The kind tag of a rules booklet card, and its band colour. */
const BOOKLET_KIND: Record<string, { tag: string; fill: string }> = {
  edict: { tag: 'Edict', fill: '#d9b36a' },
  law: { tag: 'Law', fill: '#8fb3e8' },
  summit: { tag: 'Summit', fill: '#9fd4a8' },
};

/** "A Policy of War": the Imperial Policy a Govern the Imperial Reach card shows (its first bold line). */
function policyOf(id: string): string | null {
  const m = /\*\*(A Policy of [^*]+)\*\*/.exec(findCard(id)?.text ?? '');
  return m ? m[1]!.trim() : null;
}

/* ------------------------------------------------------------------ status */

/** The status line's head in a campaign: "Act II · Chapter 2" and "of 3". */
export function campaignStatus(view: GameView): { head: string; tail: string } | null {
  const c = view.campaign;
  if (!c) return null;
  const tile = CHAPTER_TRACK_TILE.find((t) => t.side === c.chapterTile);
  const stage = c.stage === 'intermission' ? ' · Intermission' : c.stage === 'setup' ? ' · setting up' : '';
  return { head: `Act ${ROMAN[c.act]} · Chapter ${view.chapter}`, tail: `of ${tile?.chapters ?? '?'}${stage}` };
}

/* ------------------------------------------------------- campaign section */

interface BookletLine { n: number; tag: string; fill: string; name: string; extra: string }

function bookletLines(view: GameView): BookletLine[] {
  const slots = view.campaign?.rulesBooklet ?? [];
  return slots.flatMap((slot, i) => {
    const top = slot[0];
    if (!top) return [];
    const def = findCard(top);
    const kind = BOOKLET_KIND[def?.kind ?? ''] ?? { tag: def?.kind ?? 'card', fill: '#c8c2b0' };
    const policy = policyOf(top);
    const under = slot.length - 1;
    return [{ n: i + 1, tag: kind.tag, fill: kind.fill, name: policy ? `${def?.name ?? top}: ${policy}` : (def?.name ?? top), extra: under > 0 ? `+${under} beneath` : '' }];
  });
}

interface TokenLine { kind: string; owner: Seat | null; name: string; where: string[] }

/** Fate tokens in play, one line per kind and owner, with where they lie. */
function tokenLines(view: GameView): TokenLine[] {
  const out: TokenLine[] = [];
  for (const t of view.campaign?.tokens ?? []) {
    const owner = t.owner ?? null;
    let line = out.find((l) => l.kind === t.kind && l.owner === owner);
    if (!line) {
      line = { kind: t.kind, owner, name: t.kind.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '), where: [] };
      out.push(line);
    }
    const card = findCard(t.where);
    line.where.push(card ? card.name : t.where);
  }
  return out;
}

const TILE_H = 150;

/** The campaign's own band between the map and the round: Act, chapter track, Empire, rules booklet, tokens. */
export function campaignSection(view: GameView): Section | null {
  const c = view.campaign;
  if (!c) return null;
  const tile = CHAPTER_TRACK_TILE.find((t) => t.side === c.chapterTile) ?? CHAPTER_TRACK_TILE[0];
  const trackH = tile.grandAmbitionPower ? 150 : 96;
  const booklet = bookletLines(view);
  const tokens = tokenLines(view);
  const bookletH = 40 + Math.max(1, booklet.length) * ROW;
  const tokensH = tokens.length > 0 ? 40 + tokens.length * ROW : 0;
  const h = 44 + KEY_H + trackH + 14 + TILE_H + 14 + bookletH + tokensH + 10;
  return {
    height: h,
    draw(g, y) {
      const clusters = c.imperialClusters.length > 0 ? `Imperial clusters ${c.imperialClusters.join(' · ')}` : undefined;
      sectionTitle(g, `Campaign · Act ${ROMAN[c.act]}`, y, clusters);
      let yy = y + 44;
      pieceKey(g, PAD, yy);
      yy += KEY_H;
      chapterTrack(g, view, tile, PAD, yy, WIDTH - 2 * PAD, trackH);
      yy += trackH + 14;
      const tw = (WIDTH - 2 * PAD - 16) / 2;
      firstRegentTile(g, view, PAD, yy, tw, TILE_H);
      councilTile(g, view, PAD + tw + 16, yy, tw, TILE_H);
      yy += TILE_H + 14;
      text(g, 'RULES BOOKLET', PAD, yy + 20, TEXT.small, INK_DIM);
      yy += 40;
      if (booklet.length === 0) text(g, 'empty', PAD, yy + CHIP / 2, TEXT.small, INK_DIM, { weight: 'regular' });
      for (const l of booklet) {
        const w = WIDTH - 2 * PAD;
        const reserve = l.extra ? measure(g, l.extra, TEXT.min, 'regular') + 24 : 0;
        const tagW = measure(g, l.tag, TEXT.min) + 20;
        cardChip(g, PAD, yy, w, l.name, { fill: l.fill, mark: (cg, mx, my) => text(cg, String(l.n), mx, my + 1, TEXT.body, DARK, { align: 'center' }) }, reserve + tagW + 10);
        // the kind, right of the name; what lies beneath, at the right edge
        const tx = PAD + w - reserve - tagW - 8;
        fillRound(g, tx, yy + 7, tagW, CHIP - 14, 8, l.fill, DARK, 1.5);
        text(g, l.tag, tx + tagW / 2, yy + CHIP / 2 + 1, TEXT.min, DARK, { align: 'center' });
        if (l.extra) text(g, l.extra, PAD + w - 12, yy + CHIP / 2 + 1, TEXT.min, '#444', { align: 'right', weight: 'regular' });
        yy += ROW;
      }
      if (tokens.length > 0) {
        yy += 4;
        text(g, 'FATE TOKENS', PAD, yy + 16, TEXT.small, INK_DIM);
        yy += 36;
        for (const l of tokens) {
          const th = 44;
          const colour = l.owner === null ? null : colourOfSeat(view, l.owner);
          fateToken(g, l.kind, colour, PAD, yy + (CHIP - th) / 2, th, FATE_FILL);
          let x = PAD + fateTokenWidth(g, l.kind, th) + 12;
          const who = colour ? ` (${PLAYER[colour].name})` : '';
          const head = `${l.name}${who}${l.where.length > 1 ? ` ×${l.where.length}` : ''}: `;
          x += text(g, head, x, yy + CHIP / 2 + 1, TEXT.small, INK);
          const rest = l.where.join(', ');
          text(g, rest, x, yy + CHIP / 2 + 1, fitSize(g, rest, WIDTH - PAD - x, TEXT.small, 18, 'regular'), INK, { weight: 'regular' });
          yy += ROW;
        }
      }
    },
  };
}

const KEY_H = 58;

/** The key to the pieces of no player: Imperial ships, Blight (fresh, damaged), Free cities and starports. */
function pieceKey(g: Ctx, x: number, y: number): void {
  const ch = 40;
  const cy = y + ch / 2;
  const label = (s: string, lx: number) => lx + text(g, s, lx, cy + 1, TEXT.min, INK_DIM, { weight: 'regular' }) + 22;
  const one = { fresh: 1, damaged: 1 };
  shipChip(g, 'empire', one, x, y, ch);
  x = label('Imperial', x + shipChipWidth(g, 'empire', one, ch) + 8);
  shipChip(g, 'blight', one, x, y, ch);
  x = label('Blight (fresh, damaged)', x + shipChipWidth(g, 'blight', one, ch) + 8);
  building(g, 'city', 'free', false, x + 19, cy, 38);
  building(g, 'starport', 'free', false, x + 62, cy, 38);
  label('Free', x + 90);
}

/** The chapter track tile: its side, the chapters (this one lit), in Act III the grand ambitions' Power. */
function chapterTrack(g: Ctx, view: GameView, tile: (typeof CHAPTER_TRACK_TILE)[number], x: number, y: number, w: number, h: number): void {
  fillRound(g, x, y, w, h, 14, PANEL_2, LINE, 2);
  const side = tile.side === 'act-3' ? 'Act III side' : 'Acts I & II side';
  const lw = tile.grandAmbitionPower ? 246 : 214;
  text(g, 'Chapter track', x + 16, y + 30, fitSize(g, 'Chapter track', lw - 28, TEXT.min, 20, 'regular'), INK_DIM, { weight: 'regular' });
  text(g, side, x + 16, y + 64, fitSize(g, side, lw - 24, TEXT.small, 20), INK);
  const n = tile.chapters;
  const gap = 10;
  const cw = (w - lw - 12 - (n - 1) * gap) / n;
  const ga = tile.grandAmbitionPower as Readonly<Record<number, { one: number; both: number }>> | null;
  for (let i = 1; i <= n; i++) {
    const cx = x + lw + (i - 1) * (cw + gap);
    const now = i === view.chapter;
    const past = i < view.chapter;
    fillRound(g, cx, y + 10, cw, h - 20, 10, now ? ACCENT : past ? '#2a3047' : '#10141f', now ? DARK : '#6b77a0', 2);
    const ink = now ? DARK : past ? INK_DIM : INK;
    const label = `Chapter ${i}`;
    text(g, label, cx + cw / 2, y + 40, fitSize(g, label, cw - 12, TEXT.small, 20), ink, { align: 'center' });
    const v = ga?.[i];
    if (v) {
      text(g, `one ${v.one}`, cx + cw / 2, y + 80, TEXT.min, ink, { align: 'center', weight: 'regular' });
      text(g, `both ${v.both}`, cx + cw / 2, y + 112, TEXT.min, ink, { align: 'center', weight: 'regular' });
    }
  }
  // Act III: the Power an "A" or "B" Fate gains for one or both grand ambitions at each chapter's end
  if (ga) {
    text(g, 'grand ambitions:', x + 16, y + 96, fitSize(g, 'grand ambitions:', lw - 28, TEXT.min, 20, 'regular'), INK_DIM, { weight: 'regular' });
    text(g, 'Power for', x + 16, y + 124, TEXT.min, INK_DIM, { weight: 'regular' });
  }
}

function tileFrame(g: Ctx, title: string, x: number, y: number, w: number, h: number): void {
  fillRound(g, x, y, w, h, 14, PANEL_2, IMPERIAL_FILL, 3);
  g.save();
  g.beginPath();
  g.rect(x, y, w, 48);
  g.clip();
  fillRound(g, x, y, w, h, 14, IMPERIAL_FILL);
  g.restore();
  crownGlyph(g, x + 28, y + 24, 26, '#ffffff');
  text(g, title, x + 52, y + 25, TEXT.small, '#ffffff');
}

/** The First Regent tile: who holds it, the Imperial Trust's frozen resources, the Sponsored token. */
function firstRegentTile(g: Ctx, view: GameView, x: number, y: number, w: number, h: number): void {
  const c = view.campaign!;
  tileFrame(g, 'First Regent', x, y, w, h);
  const r1 = y + 76;
  if (c.firstRegent === null) {
    text(g, 'in the supply', x + 16, r1, TEXT.body, INK_DIM, { weight: 'regular' });
  } else {
    const col = colourOfSeat(view, c.firstRegent);
    playerDisc(g, col, x + 34, r1, 40);
    text(g, PLAYER[col].name, x + 62, r1 + 1, TEXT.body, INK);
  }
  if (c.sponsored === 'tile') sponsoredTag(g, x + w - 16 - measure(g, 'Sponsored', TEXT.min, 'cond') - 22, r1);
  const r2 = y + 122;
  let tx = x + 16 + text(g, 'Trust', x + 16, r2, TEXT.small, INK_DIM, { weight: 'regular' }) + 12;
  if (c.trust.length === 0) text(g, 'empty', tx, r2, TEXT.small, INK_DIM, { weight: 'regular' });
  for (const r of c.trust) {
    if (tx + 38 > x + w - 8) break;
    resourceToken(g, r, tx + 18, r2, 36);
    tx += 42;
  }
}

/** The Imperial Council card's side, and where it is (in the Court, or tucked this round). */
function councilTile(g: Ctx, view: GameView, x: number, y: number, w: number, h: number): void {
  const c = view.campaign!;
  tileFrame(g, 'Imperial Council', x, y, w, h);
  const decided = c.council === 'decided';
  badge(g, decided ? 'Decided' : 'In Session', x + 16, y + 76, decided ? ACCENT : '#10141f', decided ? DARK : INK, 40, decided ? undefined : IMPERIAL_FILL);
  const tucked = view.round?.council;
  const where = tucked !== undefined ? `tucked: secured by ${PLAYER[colourOfSeat(view, tucked)].name}` : view.court.some((s) => s.card === 'ARCS-AID01') ? 'in the Court' : 'out of the Court';
  text(g, where, x + 16, y + 122, fitSize(g, where, w - 32, TEXT.small, 20, 'regular'), INK, { weight: 'regular' });
}

/* ------------------------------------------------------- a seat's campaign */

/** What a seat's board shows of the campaign: rows of 54 px. */
export function seatCampaignRows(view: GameView, p: PlayerView): number {
  const c = view.campaign;
  if (!c) return 0;
  const seat = c.seats[p.seat];
  let rows = 1; // Fate, title, First Regent
  if (seat?.objective) rows += 1;
  if (seat?.favors?.some((n) => n > 0)) rows += 1;
  rows += Math.ceil((seat?.playArea.length ?? 0) / 2);
  return rows;
}

/** The seat's Fate card, title, First Regent tile, objective (marker), Favors and Fate Set cards. */
export function drawSeatCampaign(g: Ctx, view: GameView, p: PlayerView, x: number, y: number, w: number): void {
  const c = view.campaign;
  if (!c) return;
  const seat = c.seats[p.seat];
  const fate = seat?.fate ? fateOfCard(seat.fate) : undefined;
  const letter = fate?.letter ?? '?';
  const fateName = seat?.fate ? (findCard(seat.fate)?.name ?? seat.fate) : 'Fate not revealed';
  // row 1: Fate card, title, First Regent
  const fw = Math.min(360, w * 0.42);
  cardChip(g, x, y, fw, fateName, { fill: FATE_FILL, mark: (cg, mx, my) => text(cg, letter, mx, my + 1, TEXT.body, DARK, { align: 'center' }) });
  let bx = x + fw + 14;
  const cy = y + CHIP / 2;
  if (p.title === 'outlaw') bx += badge(g, 'Outlaw', bx, cy, '#ff6b5e', DARK) + 10;
  else if (p.title === 'regent') bx += badge(g, 'Regent', bx, cy, '#10141f', INK, 40, IMPERIAL_FILL) + 10;
  if (c.firstRegent === p.seat) badge(g, 'First Regent', bx, cy, IMPERIAL_FILL, '#ffffff');
  let ry = y + ROW;
  // row 2: the objective, and its marker's space
  if (seat?.objective) {
    const goal = fate?.acts.find((a) => a.act === c.act)?.goal;
    const label = goal === 'grand-ambitions' ? 'Grand ambitions' : goal === 'final-objective' ? 'Final objective' : 'Objective';
    const name = `${label}: ${findCard(seat.objective)?.name ?? seat.objective}`;
    const mark = seat.marker !== null ? `marker ${seat.marker}` : '';
    const reserve = mark ? measure(g, mark, TEXT.small) + 60 : 0;
    cardChip(g, x, ry, w, name, { fill: FATE_FILL, mark: (cg, mx, my) => objectiveDiamond(cg, mx, my, 30, p.colour) }, reserve);
    if (mark) {
      objectiveDiamond(g, x + w - reserve + 20, ry + CHIP / 2, 30, p.colour);
      text(g, mark, x + w - 12, ry + CHIP / 2 + 1, TEXT.small, DARK, { align: 'right' });
    }
    ry += ROW;
  }
  // row 3: Favors (Rival agents on the Fate card)
  const favors = (seat?.favors ?? []).map((n, s) => ({ n, s })).filter((f) => f.n > 0);
  if (favors.length > 0) {
    let fx = x + text(g, 'Favors on Fate card', x, ry + CHIP / 2, TEXT.small, INK_DIM, { weight: 'regular' }) + 14;
    for (const f of favors) {
      agentChip(g, colourOfSeat(view, f.s), f.n, fx, ry, 96, CHIP);
      fx += 106;
    }
    ry += ROW;
  }
  // Fate Set cards in the play area, two a row
  const cw = (w - 10) / 2;
  (seat?.playArea ?? []).forEach((id, i) => {
    const def = findCard(id);
    const tag = def?.kind ? def.kind[0]!.toUpperCase() + def.kind.slice(1) : '';
    const cx = x + (i % 2) * (cw + 10);
    const yy = ry + Math.floor(i / 2) * ROW;
    const reserve = tag ? measure(g, tag, TEXT.min, 'regular') + 16 : 0;
    const own = fateLetterOf(id) ?? letter;
    cardChip(g, cx, yy, cw, def?.name ?? id, { fill: FATE_FILL, mark: (cg, mx, my) => text(cg, own, mx, my + 1, TEXT.body, DARK, { align: 'center' }) }, reserve);
    if (tag) text(g, tag, cx + cw - 10, yy + CHIP / 2 + 1, TEXT.min, '#555', { align: 'right', weight: 'regular' });
  });
}

/** An objective marker: a diamond in the seat's colour with its letter. */
export function objectiveDiamond(g: Ctx, x: number, y: number, s: number, colour: PlayerView['colour']): void {
  const p = PLAYER[colour];
  const h = s / 2;
  g.beginPath();
  g.moveTo(x, y - h);
  g.lineTo(x + h, y);
  g.lineTo(x, y + h);
  g.lineTo(x - h, y);
  g.closePath();
  g.fillStyle = p.fill;
  g.fill();
  g.lineWidth = 2;
  g.strokeStyle = DARK;
  g.stroke();
  text(g, p.letter, x, y + 1, Math.round(s * 0.46), p.ink, { align: 'center' });
}

/** Objective markers on the Power track: [seat, space]. */
export function objectiveMarkers(view: GameView): { seat: Seat; space: number }[] {
  return (view.campaign?.seats ?? []).flatMap((s, seat) => (s.marker === null ? [] : [{ seat, space: s.marker }]));
}

/**
 * Hook for the Flagships (campaign rulebook pp.22-25; another helper defines their state): the
 * Flagship board beside its owner's board, with its Upgrades and Armor, goes here as rows of the
 * seat's section. Nothing is drawn yet: 0 rows.
 */
export function flagshipRows(_view: GameView, _p: PlayerView): number {
  return 0;
}

/** Draws what flagshipRows made room for (nothing yet). */
export function drawFlagship(_g: Ctx, _view: GameView, _p: PlayerView, _x: number, _y: number, _w: number): void {
  // the Flagship board: not drawn until its state exists
}

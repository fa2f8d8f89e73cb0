/**
 * The board image: status, the Reach, the round's cards, the ambition boxes, the Power track, the
 * Court and every player's board, stacked for a phone (1000 px wide, read at about 400 px).
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { actionCard, AMBITIONS, isActionCardId, type ActionCardId, type Ambition } from '../data/action-cards.ts';
import { AMBITION_MARKERS, AMBITION_NAMES, POWER_THRESHOLD, RESOURCE_SLOT_RAID_COST, type MarkerId } from '../data/board.ts';
import { findCard } from '../data/cards.ts';
import { RESOURCES, type Resource } from '../data/map.ts';
import type { Colour, CourtSlot, Owner } from '../engine/types.ts';
import type { GameView, PlayerView, PlayView } from '../engine/view.ts';
import {
  agentChip, agentGlyph, ambitionGlyph, building, buildingSilhouette, crownGlyph, fillRound, fitSize, keyGlyph, measure, playerDisc, resourceGlyph, resourceToken,
  cardChip, extraBuilding, roundRect, scratch, shipChip, shipChipWidth, shipGlyph, sparkGlyph, spikesGlyph, suitGlyph, text, wrap, type Ctx,
} from './draw.ts';
import { PAD, WIDTH, sectionTitle, type Section } from './layout.ts';
import { draftSection, drawLeaderLore, leaderLoreRows } from './leaders.ts';
import { campaignSection, campaignStatus, drawFlagship, drawSeatCampaign, flagshipRows, objectiveDiamond, objectiveMarkers, seatCampaignRows, sponsoredAmbition, sponsoredTag } from './campaign.ts';
import { drawMap, pieceKeyOf, RADII, type MapGeom } from './map.ts';
import { ACCENT, BG, DARK, EVENT_FILL, IMPERIAL_FILL, INK, INK_DIM, LINE, PANEL, PANEL_2, PLAYER, RESOURCE, SUIT, TEXT, pieceStyle, registerFonts, type PieceKey } from './theme.ts';

/** A seat's colour (pieces of no player, in a campaign: map.ts pieceKeyOf). */
function colourOf(view: GameView, seat: Owner): Colour {
  return (typeof seat === 'number' ? view.players[seat]?.colour : undefined) ?? 'white';
}

function nameOf(view: GameView, seat: Owner): string {
  return PLAYER[colourOf(view, seat)].name;
}

/* ----------------------------------------------------------------- status */

const DECISION_LABEL: Record<string, string> = {
  'mulligan': 'mulligan?',
  'turn/play': 'play a card',
  'turn/declare': 'declare?',
  'turn/seize': 'seize?',
  'turn/actions': 'take actions',
  'turn/end': 'end of turn',
  'battle/rolled': 'reroll?',
  'battle/assign': 'assign hits',
  'battle/raid': 'raid',
  'battle/after': 'battle',
  'res/gain': 'resources',
  'res/excess': 'too many resources',
  'city/destroyed': 'outrage',
  'ransack': 'ransack',
  'chapter/end': 'end of chapter',
  'draft/pick': 'draft a card',
};

function decisionLabel(kind: string): string {
  if (DECISION_LABEL[kind]) return DECISION_LABEL[kind];
  if (kind.startsWith('act/')) return kind.slice(4);
  // Leaders & Lore frames (ll/summon, ll/prune...): the name alone, as for actions
  if (kind.startsWith('ll/')) return kind.slice(3).replace(/-/g, ' ');
  return kind.replace(/[/-]/g, ' ');
}

function statusSection(view: GameView): Section {
  return {
    height: 132,
    draw(g, y) {
      g.fillStyle = PANEL;
      g.fillRect(0, y, WIDTH, 132);
      const ended = view.ended;
      // a campaign has Acts and no Power goal (campaign rulebook, The Campaign p.8)
      const camp = campaignStatus(view);
      const head = camp?.head ?? `Chapter ${view.chapter}`;
      text(g, head, PAD, y + 36, TEXT.title, INK);
      const tail = camp?.tail ?? `of 5 · ${POWER_THRESHOLD[view.options.players]} Power wins`;
      text(g, tail, PAD + measure(g, head, TEXT.title) + 14, y + 38, TEXT.small, INK_DIM, { weight: 'regular' });
      // second row: initiative and who acts, or the winner
      const ry = y + 96;
      if (ended) {
        const w = ended.winner;
        const WHY: Record<typeof ended.reason, string> = {
          threshold: 'reached the Power goal', 'last-chapter': 'most Power after chapter 5', concession: 'by concession',
          'campaign-end': 'most Power after Act III', 'final-objective': 'final objective completed',
        };
        const why = WHY[ended.reason] ?? 'game over';
        fillRound(g, PAD - 6, ry - 28, WIDTH - 2 * PAD + 12, 56, 12, ACCENT);
        playerDisc(g, colourOf(view, w), PAD + 24, ry, 42);
        text(g, `GAME OVER · ${nameOf(view, w)} wins (${why})`, PAD + 56, ry + 1, fitSize(g, `GAME OVER · ${nameOf(view, w)} wins (${why})`, WIDTH - 2 * PAD - 70, TEXT.label, TEXT.min), DARK);
        return;
      }
      let x = PAD;
      x += text(g, 'Initiative', x, ry, TEXT.body, INK_DIM, { weight: 'regular' }) + 12;
      playerDisc(g, colourOf(view, view.initiative), x + 20, ry, 42);
      x += 48;
      x += text(g, nameOf(view, view.initiative), x, ry + 1, TEXT.body, INK);
      const seized = view.round?.seized ?? null;
      if (seized !== null) {
        x += 14;
        fillRound(g, x, ry - 22, 130, 44, 10, ACCENT);
        text(g, 'seized', x + 65, ry + 1, TEXT.body, DARK, { align: 'center' });
      }
      const d = view.decision;
      if (d) {
        const label = decisionLabel(d.kind);
        const lw = measure(g, label, TEXT.body, 'regular');
        const right = WIDTH - PAD;
        text(g, label, right, ry + 1, TEXT.body, INK, { align: 'right', weight: 'regular' });
        playerDisc(g, colourOf(view, d.seat), right - lw - 30, ry, 42);
        text(g, 'To act', right - lw - 60, ry, TEXT.body, INK_DIM, { align: 'right', weight: 'regular' });
      }
    },
  };
}

/* -------------------------------------------------------------------- map */

function mapSection(view: GameView): Section {
  return {
    height: WIDTH,
    draw(g, y) {
      const geo: MapGeom = { cx: WIDTH / 2, cy: y + WIDTH / 2, ...RADII, piece: 1 };
      drawMap(g, view, geo);
      legend(g, y, view.options.leadersAndLore);
    },
  };
}

/** The key, in the four corners the round map leaves free. */
function legend(g: Ctx, y: number, leadersAndLore: boolean): void {
  const demo: Colour = 'white';
  const ch = 40;
  const label = (s: string, x: number, yy: number, align: 'left' | 'right' = 'left') => text(g, s, x, yy + 1, TEXT.min, INK_DIM, { weight: 'regular', align });
  // top left: ship chips
  const both = { fresh: 3, damaged: 2 };
  shipChip(g, demo, both, 12, y + 8, ch);
  label('damaged', 12 + shipChipWidth(g, demo, both, ch) + 8, y + 28);
  const one = { fresh: 3, damaged: 0 };
  shipChip(g, demo, one, 12, y + 56, ch);
  label('ships', 12 + shipChipWidth(g, demo, one, ch) + 8, y + 76);
  // top right: buildings
  const R = WIDTH - 12;
  building(g, 'city', demo, false, R - 20, y + 28, 38);
  label('city', R - 46, y + 28, 'right');
  building(g, 'starport', demo, false, R - 20, y + 76, 38);
  label('port', R - 46, y + 76, 'right');
  building(g, 'city', demo, true, R - 20, y + 124, 38);
  label('damaged', R - 46, y + 124, 'right');
  // Leaders & Lore: a building outside the printed slots (Gate Ports, Gate Stations, Cloud Cities)
  if (leadersAndLore) {
    extraBuilding(g, 'city', demo, false, R - 20, y + 176, 48);
    label('extra', R - 50, y + 176, 'right');
  }
  // bottom: resources
  const res = (r: Resource, x: number, yy: number, right = false) => {
    resourceToken(g, r, right ? x - 17 : x + 17, yy, 34);
    label(RESOURCE[r].name, right ? x - 42 : x + 42, yy, right ? 'right' : 'left');
  };
  res('fuel', 12, y + WIDTH - 124);
  res('weapon', 12, y + WIDTH - 76);
  res('material', 12, y + WIDTH - 28);
  res('relic', R, y + WIDTH - 76, true);
  res('psionic', R, y + WIDTH - 28, true);
}

/* ------------------------------------------------------------------ round */

const CARD_W = 116;
const CARD_H = 150;

/** A small action card, face up or as a back. */
export function miniCard(g: Ctx, id: ActionCardId | null, x: number, y: number, w = CARD_W, h = CARD_H, plain = false): void {
  if (id === null) {
    fillRound(g, x, y, w, h, 12, '#343d5c', '#8c97bb', 3);
    g.save();
    roundRect(g, x + 10, y + 10, w - 20, h - 20, 8);
    g.clip();
    g.strokeStyle = '#4b5680';
    g.lineWidth = 5;
    g.beginPath();
    for (let d = -h; d < w + h; d += 18) {
      g.moveTo(x + d, y);
      g.lineTo(x + d - h, y + h);
    }
    g.stroke();
    g.restore();
    if (plain) return;
    fillRound(g, x + w / 2 - 44, y + h / 2 - 24, 88, 48, 10, '#343d5c');
    text(g, 'face', x + w / 2, y + h / 2 - 10, TEXT.min, INK, { align: 'center' });
    text(g, 'down', x + w / 2, y + h / 2 + 14, TEXT.min, INK, { align: 'center' });
    return;
  }
  // Believer: a Faithful action card (ARCS-F804-F812), drawn by its number.
  const faithful = /^ARCS-F8(0[4-9]|1[0-2])$/.test(id) ? Number(id.slice(-2)) - 3 : null;
  if (faithful !== null) return miniFaithfulCard(g, faithful, x, y, w, h);
  if (!isActionCardId(id)) return miniEventCard(g, x, y, w, h);
  const c = actionCard(id);
  const s = SUIT[c.suit];
  fillRound(g, x, y, w, h, 12, '#f4f1e8', DARK, 2);
  g.save();
  roundRect(g, x, y, w, h, 12);
  g.clip();
  g.fillStyle = s.fill;
  g.fillRect(x, y, w, 48);
  g.restore();
  suitGlyph(g, c.suit, x + 26, y + 24, 30, DARK);
  text(g, s.short, x + w - 10, y + 25, fitSize(g, s.short, w - 56, TEXT.min, 20), DARK, { align: 'right' });
  text(g, String(c.number), x + w / 2, y + 48 + (h - 88) / 2 + 2, 56, DARK, { align: 'center' });
  // pips
  const pr = 8;
  const total = c.pips * (2 * pr) + (c.pips - 1) * 8;
  for (let i = 0; i < c.pips; i++) {
    g.beginPath();
    g.arc(x + (w - total) / 2 + pr + i * (2 * pr + 8), y + h - 24, pr, 0, Math.PI * 2);
    g.fillStyle = s.fill;
    g.fill();
    g.strokeStyle = DARK;
    g.lineWidth = 2;
    g.stroke();
  }
}

/** Believer: a Faithful action card, by its number. */
function miniFaithfulCard(g: Ctx, n: number, x: number, y: number, w: number, h: number): void {
  fillRound(g, x, y, w, h, 12, '#f4f1e8', DARK, 2);
  g.save();
  roundRect(g, x, y, w, h, 12);
  g.clip();
  g.fillStyle = EVENT_FILL;
  g.fillRect(x, y, w, 48);
  g.restore();
  text(g, 'Faithful', x + w / 2, y + 25, fitSize(g, 'Faithful', w - 16, TEXT.small, 18, 'cond'), DARK, { align: 'center', weight: 'cond' });
  text(g, String(n), x + w / 2, y + 48 + (h - 88) / 2 + 2, 56, DARK, { align: 'center' });
}

/** A campaign Event card (EVT1-3): no suit, number, pips or ambition; the word and a starburst. */
function miniEventCard(g: Ctx, x: number, y: number, w: number, h: number): void {
  fillRound(g, x, y, w, h, 12, '#f4f1e8', DARK, 2);
  g.save();
  roundRect(g, x, y, w, h, 12);
  g.clip();
  g.fillStyle = EVENT_FILL;
  g.fillRect(x, y, w, 48);
  g.restore();
  text(g, 'Event', x + w / 2, y + 25, fitSize(g, 'Event', w - 16, TEXT.small, 18, 'cond'), DARK, { align: 'center', weight: 'cond' });
  sparkGlyph(g, x + w / 2, y + 48 + (h - 48) / 2, Math.min(w, h - 48) * 0.62, DARK);
}

const MODE_LABEL: Record<PlayView['mode'], string> = { lead: 'lead', surpass: 'surpass', copy: 'copy', pivot: 'pivot', event: 'event' };

function roundSection(view: GameView): Section {
  const r = view.round;
  const h = r && r.plays.length > 0 ? 50 + CARD_H + 62 + (r.plays.some((p) => p.seizedWithCard) ? 30 : 0) : 96;
  return {
    height: h,
    draw(g, y) {
      const declared = r?.declared ?? null;
      sectionTitle(g, 'This round', y, r ? `led by ${nameOf(view, r.leader)}` : undefined);
      if (!r || r.plays.length === 0) {
        text(g, r ? 'No card played yet.' : 'Between rounds.', PAD, y + 66, TEXT.body, INK_DIM, { weight: 'regular' });
        return;
      }
      let x = PAD;
      const cy = y + 50;
      const right = declared ? WIDTH - PAD - 200 - 16 : WIDTH - PAD;
      for (const p of r.plays) {
        const extra = p.seizedWithCard ? 40 : 0;
        if (x + CARD_W + extra > right) break;
        // the extra face-down card played to seize peeks out from behind
        if (p.seizedWithCard) miniCard(g, p.seizeCard ?? null, x + 40, cy + 14, CARD_W, CARD_H, true);
        miniCard(g, p.card, x, cy, CARD_W, CARD_H);
        const by = cy + CARD_H + 34;
        playerDisc(g, colourOf(view, p.seat), x + 20, by, 40);
        text(g, MODE_LABEL[p.mode], x + 46, by + 1, TEXT.small, INK);
        if (p.seizedWithCard) text(g, '+ seize', x + 46, by + 34, TEXT.min, ACCENT);
        x += CARD_W + extra + 24;
      }
      if (declared) {
        const bx = WIDTH - PAD - 200;
        fillRound(g, bx, cy + 20, 200, 130, 14, PANEL_2, ACCENT, 3);
        text(g, 'declared', bx + 100, cy + 50, TEXT.min, INK_DIM, { align: 'center', weight: 'regular' });
        ambitionGlyph(g, declared, bx + 34, cy + 104, 38, ACCENT);
        text(g, AMBITION_NAMES[declared], bx + 60, cy + 105, fitSize(g, AMBITION_NAMES[declared], 130, TEXT.body, TEXT.min), INK);
      }
    },
  };
}

/* -------------------------------------------------------------- ambitions */

function markerValues(id: MarkerId, flipped: boolean): readonly [number, number] {
  const def = AMBITION_MARKERS.find((m) => m.id === id)!;
  return flipped ? def.orange : def.blue;
}

function markerTile(g: Ctx, id: MarkerId, flipped: boolean, x: number, y: number, w = 96, h = 56): void {
  const [first, second] = markerValues(id, flipped);
  fillRound(g, x, y, w, h, 12, flipped ? '#e58a2e' : '#3f78c8', DARK, 2);
  const ink = flipped ? DARK : INK;
  text(g, String(first), x + w * 0.32, y + h / 2 + 1, 36, ink, { align: 'center' });
  text(g, `/${second}`, x + w * 0.62, y + h / 2 + 5, TEXT.min, ink, { align: 'center' });
}

const PHANTOM: Record<Ambition, readonly Resource[]> = { tycoon: ['material', 'fuel'], tyrant: [], warlord: ['weapon'], keeper: ['relic'], empath: ['psionic'] };

function ambitionSection(view: GameView): Section {
  const most = Math.max(1, ...AMBITIONS.map((a) => view.ambitions[a].length));
  const sponsored = sponsoredAmbition(view);
  const bh = 58 + most * 58 + (view.phantom ? 46 : 0) + (sponsored ? 46 : 0);
  const h = 66 + bh + 16;
  return {
    height: h,
    draw(g, y) {
      sectionTitle(g, 'Ambitions', y + 10);
      // available markers, highest first: the next declaration takes the highest
      const declaredIds = new Set(AMBITIONS.flatMap((a) => view.ambitions[a]));
      const avail = view.markers.filter((m) => !declaredIds.has(m.id)).sort((p, q) => markerValues(p.id, p.flipped)[0] - markerValues(q.id, q.flipped)[0]);
      let x = WIDTH - PAD;
      if (avail.length === 0) x -= text(g, 'none', x, y + 32, TEXT.small, INK, { align: 'right' }) + 12;
      for (const m of avail) {
        x -= 90;
        markerTile(g, m.id, m.flipped, x, y + 8, 86, 50);
      }
      text(g, 'available', x - 12, y + 32, TEXT.small, INK_DIM, { align: 'right', weight: 'regular' });
      const bw = (WIDTH - 2 * PAD - 4 * 10) / 5;
      const top = y + 66;
      AMBITIONS.forEach((a, i) => {
        const bx = PAD + i * (bw + 10);
        const declaredNow = view.round?.declared === a;
        fillRound(g, bx, top, bw, bh, 14, PANEL_2, declaredNow ? ACCENT : LINE, declaredNow ? 4 : 2);
        ambitionGlyph(g, a, bx + 24, top + 28, 28, INK);
        const name = AMBITION_NAMES[a];
        text(g, name, bx + 44, top + 29, fitSize(g, name, bw - 44 - 38, TEXT.body, 20, 'cond'), INK, { weight: 'cond' });
        // the card number that declares it
        g.beginPath();
        g.arc(bx + bw - 20, top + 28, 15, 0, Math.PI * 2);
        g.fillStyle = '#3a4566';
        g.fill();
        text(g, String(2 + i), bx + bw - 20, top + 29, TEXT.min - 2, INK, { align: 'center' });
        view.ambitions[a].forEach((m, k) => {
          const mk = view.markers.find((q) => q.id === m);
          markerTile(g, m, mk?.flipped ?? false, bx + (bw - 96) / 2, top + 54 + k * 58, 96, 52);
        });
        // campaign: the Steward's Sponsored token on this box (ARCS-F122A)
        if (sponsored === a) sponsoredTag(g, bx + 8, top + bh - (view.phantom ? 46 : 0) - 26, 36);
        // 2 players: resources standing on the box for the phantom player
        if (view.phantom) {
          const res = PHANTOM[a].filter((r) => (view.phantom![r] ?? 0) > 0);
          let rx = bx + 10;
          for (const r of res) {
            resourceToken(g, r, rx + 17, top + bh - 26, 32);
            rx += 36;
            rx += text(g, `×${view.phantom[r]}`, rx, top + bh - 25, TEXT.min, INK) + 8;
          }
        }
      });
    },
  };
}

/* ------------------------------------------------------------------ power */

/** The Power track's span, label step and where each disc and objective diamond stands (exported for tests). */
export function powerTrack(view: GameView): { min: number; max: number; every: number; discs: TrackPiece[]; diamonds: TrackPiece[] } {
  // A campaign has no Power goal; its objective markers stand on the track (campaign rulebook p.8).
  const campaign = view.campaign !== undefined;
  const goal = campaign ? null : POWER_THRESHOLD[view.options.players];
  const markers = objectiveMarkers(view);
  const values = [...view.players.map((p) => p.power), ...markers.map((m) => m.space)];
  const max = Math.max(goal ?? 30, ...values);
  // Campaign Power can be negative (Intermission A): the track starts at the lowest Power shown.
  const min = Math.min(0, ...values);
  // labels every 5, or every 10 on a long track (Power past 50, deep negatives)
  const every = max - min > 70 ? 10 : 5;
  const cw = (WIDTH - 2 * PAD - 8) / (max - min + 1);
  // Campaign: discs (and diamonds) closer than their width stack upwards (downwards), so none hides
  // another on a long track; a base game's track stacks equal Power only (as its goldens show).
  const discs = levels(view.players.map((p) => ({ seat: p.seat, at: p.power })), cw, campaign ? 42 : 1);
  const diamonds = levels(markers.map((m) => ({ seat: m.seat, at: m.space })), cw, 38);
  return { min, max, every, discs, diamonds };
}

interface TrackPiece { seat: number; at: number; level: number }

function powerSection(view: GameView): Section {
  const goal = view.campaign !== undefined ? null : POWER_THRESHOLD[view.options.players];
  const markers = objectiveMarkers(view);
  const { min, max, every, discs, diamonds } = powerTrack(view);
  const cw = (WIDTH - 2 * PAD - 8) / (max - min + 1);
  const stack = Math.max(1, ...discs.map((d) => d.level + 1));
  const mstack = Math.max(0, ...diamonds.map((d) => d.level + 1));
  const h = 116 + stack * 42 + (mstack > 0 ? 28 + mstack * 38 : 0);
  return {
    height: h,
    draw(g, y) {
      sectionTitle(g, 'Power', y, goal !== null ? `goal ${goal}` : markers.length > 0 ? 'discs: Power · diamonds: objective markers' : 'no Power goal');
      const x0 = PAD + 4;
      const ty = y + 50 + stack * 42;
      for (let v = min; v <= max; v++) {
        const x = x0 + (v - min) * cw;
        g.fillStyle = v === goal ? ACCENT : v === 0 && min < 0 ? '#6b77a0' : v % 5 === 0 ? '#3a4566' : PANEL_2;
        g.fillRect(x + 1, ty, cw - 2, 22);
        if (v % every === 0 || v === goal) text(g, String(v), x + cw / 2, ty + 46, TEXT.min, v === goal ? ACCENT : INK_DIM, { align: 'center' });
      }
      for (const d of discs) playerDisc(g, colourOf(view, d.seat), x0 + (d.at - min) * cw + cw / 2, ty - 22 - d.level * 42, 40);
      for (const d of diamonds) objectiveDiamond(g, x0 + (d.at - min) * cw + cw / 2, ty + 84 + d.level * 38, 36, colourOf(view, d.seat));
    },
  };
}

/** Stack levels for pieces on a track: each takes the lowest level where it is `size` px clear of the others. */
function levels(items: readonly { seat: number; at: number }[], cell: number, size: number): TrackPiece[] {
  const placed: TrackPiece[] = [];
  for (const it of [...items].sort((a, b) => a.at - b.at || a.seat - b.seat)) {
    let level = 0;
    while (placed.some((p) => p.level === level && Math.abs(p.at - it.at) * cell < size)) level++;
    placed.push({ ...it, level });
  }
  return placed;
}

/* ------------------------------------------------------------------ court */

const VOX_FILL = '#b79be0';
const NAME_SIZE = TEXT.body;
const NAME_LINE = NAME_SIZE + 4;

/** The lines a Court card's name takes, and (campaign) the cards attached above it (court.ts attachCard). */
function courtNameLines(g: Ctx, id: string, attached: readonly string[] | undefined, w: number): { name: string[]; attached: string[] } {
  const name = wrap(g, findCard(id)?.name ?? id, w - 20, NAME_SIZE, 'cond', 3);
  const att = (attached ?? []).flatMap((a) => wrap(g, `+ ${findCard(a)?.name ?? a}`, w - 20, TEXT.min, 'cond', 2));
  return { name, attached: att };
}

function courtCardHeight(g: Ctx, slot: CourtSlot, w: number): number {
  const { name, attached } = courtNameLines(g, slot.card, slot.attached, w);
  if (slot.card === COUNCIL) attached.push('side');
  const rows = Math.ceil(slot.agents.filter((n) => n > 0).length / agentColumns(w));
  return 54 + 18 + name.length * NAME_LINE + attached.length * ATT_LINE + 6 + rows * 50 + 8;
}

const ATT_LINE = TEXT.min + 4;

/** Agent chips side by side on a Court card, or one a row on a narrow card (a campaign Court of 6 or more). */
function agentColumns(w: number): 1 | 2 {
  return (w - 28) / 2 >= 70 ? 2 : 1;
}
const COUNCIL = 'ARCS-AID01';

function courtCard(g: Ctx, view: GameView, slot: CourtSlot, x: number, y: number, w: number, h: number): void {
  const { card: id, agents } = slot;
  const def = findCard(id);
  const council = id === COUNCIL && view.campaign !== undefined;
  fillRound(g, x, y, w, h, 14, '#f4f1e8', DARK, 2);
  const band = council ? IMPERIAL_FILL : def?.suit ? RESOURCE[def.suit].fill : VOX_FILL;
  g.save();
  roundRect(g, x, y, w, h, 14);
  g.clip();
  g.fillStyle = band;
  g.fillRect(x, y, w, 54);
  g.restore();
  // raid cost on the right (X: protected), suit on the left
  let right = x + w - 12;
  if (def?.keys !== null && def?.keys !== undefined) {
    const kw = text(g, def.keys === 0 ? 'X' : String(def.keys), right, y + 28, TEXT.body, DARK, { align: 'right' });
    keyGlyph(g, right - kw - 22, y + 28, 34, DARK);
    right -= kw + 44;
  }
  // the Imperial Council: its side in the band (campaign rulebook, Imperial Council p.14)
  const label = council ? 'Council' : def?.suit ? RESOURCE[def.suit].name : def?.kind === 'vox' ? 'Vox' : (def?.kind ?? 'card');
  let lx = x + 12;
  if (def?.suit) {
    resourceGlyph(g, def.suit, x + 28, y + 27, 32, DARK);
    lx = x + 50;
  } else if (council) {
    crownGlyph(g, x + 28, y + 27, 28, '#ffffff');
    lx = x + 50;
  }
  const ls = fitSize(g, label, right - lx - 6, TEXT.min, 20);
  if (measure(g, label, ls) <= right - lx - 6) text(g, label, lx, y + 28, ls, council ? '#ffffff' : DARK);
  const { name: lines, attached } = courtNameLines(g, id, slot.attached, w);
  lines.forEach((line, i) => text(g, line, x + 10, y + 54 + 18 + NAME_LINE / 2 + i * NAME_LINE, fitSize(g, line, w - 20, NAME_SIZE, 20, 'cond'), DARK, { weight: 'cond' }));
  let aty = y + 54 + 18 + lines.length * NAME_LINE;
  if (council) {
    const side = view.campaign!.council === 'decided' ? 'Decided' : 'In Session';
    text(g, side, x + 10, aty + ATT_LINE / 2, fitSize(g, side, w - 20, TEXT.body, 18), '#6a4bc4');
    aty += ATT_LINE;
  }
  attached.forEach((line, i) => text(g, line, x + 10, aty + ATT_LINE / 2 + i * ATT_LINE, fitSize(g, line, w - 20, TEXT.min, 18, 'cond'), '#5a4a8a', { weight: 'cond' }));
  // agents per player
  const withAgents = agents.map((n, seat) => ({ n, seat })).filter((a) => a.n > 0);
  const cols = agentColumns(w);
  const cw = cols === 2 ? (w - 20 - 8) / 2 : w - 20;
  const ay = aty + attached.length * ATT_LINE + 6;
  withAgents.forEach(({ n, seat }, i) => agentChip(g, colourOf(view, seat), n, x + 10 + (i % cols) * (cw + 8), ay + Math.floor(i / cols) * 50, cw, 44));
}

function courtSection(view: GameView): Section {
  const n = Math.max(view.court.length, 3);
  const gap = 12;
  const w = Math.floor((WIDTH - 2 * PAD - (n - 1) * gap) / n);
  const g0 = scratch();
  const ch = Math.max(150, ...view.court.map((c) => courtCardHeight(g0, c, w)));
  const h = 44 + ch + 18;
  return {
    height: h,
    draw(g, y) {
      sectionTitle(g, 'Court', y, `deck ${view.courtDeckCount} · discard ${view.courtDiscard.length}`);
      if (view.court.length === 0) text(g, 'The Court is empty.', PAD, y + 100, TEXT.body, INK_DIM, { weight: 'regular' });
      view.court.forEach((c, i) => courtCard(g, view, c, PAD + i * (w + gap), y + 44, w, ch));
    },
  };
}

/* ---------------------------------------------------------------- players */

const SLOT = 88;
const SLOT_GAP = 10;
const CHIP_H = 44;

interface FlowItem { w: number; draw: (g: Ctx, x: number, y: number) => void }

/** Lay items left to right, wrapping; returns the rows' item positions. */
function flow(items: readonly FlowItem[], x0: number, x1: number, gap: number): { x: number; row: number; item: FlowItem }[] {
  const out: { x: number; row: number; item: FlowItem }[] = [];
  let x = x0;
  let row = 0;
  for (const it of items) {
    if (x + it.w > x1 && x > x0) {
      row += 1;
      x = x0;
    }
    out.push({ x, row, item: it });
    x += it.w + gap;
  }
  return out;
}

function labelItem(g: Ctx, s: string): FlowItem {
  const w = measure(g, s, TEXT.small, 'regular');
  return { w, draw: (c, x, y) => text(c, s, x, y + CHIP_H / 2, TEXT.small, INK_DIM, { weight: 'regular' }) };
}

function boxesFlow(g: Ctx, view: GameView, p: PlayerView): FlowItem[] {
  const items: FlowItem[] = [labelItem(g, 'Trophies')];
  if (p.trophies.length === 0) items.push({ w: 20, draw: (c, x, y) => text(c, '–', x, y + CHIP_H / 2, TEXT.small, INK_DIM) });
  for (const t of p.trophies) items.push({ w: 100, draw: (c, x, y) => trophyChip(c, pieceKeyOf(view, t.owner), t.piece, t.count, x, y) });
  items.push({ w: 8, draw: () => undefined });
  items.push(labelItem(g, 'Captives'));
  const caps = p.captives.map((n, seat) => ({ n, seat })).filter((c) => c.n > 0);
  if (caps.length === 0) items.push({ w: 20, draw: (c, x, y) => text(c, '–', x, y + CHIP_H / 2, TEXT.small, INK_DIM) });
  for (const c of caps) items.push({ w: 96, draw: (cx, x, y) => agentChip(cx, colourOf(view, c.seat), c.n, x, y, 96, CHIP_H) });
  return items;
}

function playerSection(view: GameView, p: PlayerView): Section {
  const g0 = scratch();
  const boxes = flow(boxesFlow(g0, view, p), PAD + 8, WIDTH - PAD - 8, 10);
  const boxRows = (boxes[boxes.length - 1]?.row ?? 0) + 1;
  const guildRows = Math.ceil(p.court.length / 2);
  const llRows = leaderLoreRows(p);
  // campaign: the seat's Fate, title, objective, Favors, Fate Set cards; then its Flagship (hook)
  const campRows = seatCampaignRows(view, p);
  const shipRows = flagshipRows(view, p);
  const HEAD = 66;
  const h = HEAD + SLOT + 34 + 52 + boxRows * 52 + guildRows * 54 + llRows * 54 + (campRows + shipRows) * 54 + 18;
  return {
    height: h,
    draw(g, y) {
      const st = PLAYER[p.colour];
      fillRound(g, 10, y + 4, WIDTH - 20, h - 8, 16, PANEL, st.fill, 3);
      // header: who, initiative, hand, Power
      const hy = y + 38;
      playerDisc(g, p.colour, PAD + 28, hy, 48);
      let x = PAD + 62;
      x += text(g, st.name, x, hy + 1, TEXT.title, INK) + 14;
      if (view.initiative === p.seat && !view.ended) {
        fillRound(g, x, hy - 21, 150, 42, 10, ACCENT);
        text(g, 'initiative', x + 75, hy + 1, TEXT.min, DARK, { align: 'center' });
        x += 162;
      }
      if (view.viewer === p.seat) text(g, '(you)', x, hy + 1, TEXT.small, INK_DIM, { weight: 'regular' });
      const pw = text(g, `Power ${p.power}`, WIDTH - PAD - 14, hy + 1, TEXT.title, INK, { align: 'right' });
      // cards in hand, as a count
      const hand = `${p.handCount} card${p.handCount === 1 ? '' : 's'}`;
      const hw = measure(g, hand, TEXT.small);
      const hx = WIDTH - PAD - 14 - pw - 28 - hw;
      miniCard(g, null, hx - 38, hy - 21, 30, 42, true);
      text(g, hand, hx, hy + 1, TEXT.small, INK);

      // resource slots; cities still on the board cover slots 3, 4, 5-6, then the +2 and +3 bonuses
      const open = 6 - coveredSlots(p.boardCities);
      const sy = y + HEAD + 4;
      const sx0 = PAD + 8;
      for (let i = 0; i < 6; i++) {
        const sx = sx0 + i * (SLOT + SLOT_GAP);
        const res = p.resources[i] ?? null;
        if (i < open) {
          fillRound(g, sx, sy, SLOT, SLOT, 14, '#10141f', '#6b77a0', 2.5);
          if (res) resourceToken(g, res, sx + SLOT / 2, sy + SLOT / 2, 66);
        } else {
          fillRound(g, sx, sy, SLOT, SLOT, 14, '#2a3047', '#3a4566', 2);
        }
        const cost = RESOURCE_SLOT_RAID_COST[i] ?? 0;
        keyGlyph(g, sx + SLOT / 2 - 14, sy + SLOT + 18, 28, INK_DIM);
        text(g, String(cost), sx + SLOT / 2 + 8, sy + SLOT + 19, TEXT.min, INK_DIM);
      }
      const cityAt: { x: number; w: number }[] = [
        { x: sx0 + 2 * (SLOT + SLOT_GAP), w: SLOT },
        { x: sx0 + 3 * (SLOT + SLOT_GAP), w: SLOT },
        { x: sx0 + 4 * (SLOT + SLOT_GAP), w: 2 * SLOT + SLOT_GAP },
      ];
      const bx0 = sx0 + 6 * (SLOT + SLOT_GAP) + 14;
      const bonusW = (WIDTH - PAD - 8 - bx0 - SLOT_GAP) / 2;
      cityAt.push({ x: bx0, w: bonusW }, { x: bx0 + bonusW + SLOT_GAP, w: bonusW });
      const built = 5 - p.boardCities;
      for (let k = 3; k < 5; k++) {
        const c = cityAt[k]!;
        const uncovered = k < built;
        fillRound(g, c.x, sy, c.w, SLOT, 14, uncovered ? '#10141f' : '#2a3047', uncovered ? ACCENT : '#3a4566', uncovered ? 3 : 2);
        text(g, k === 3 ? '+2 bonus' : '+3 bonus', c.x + c.w / 2, sy + SLOT + 19, TEXT.min, uncovered ? ACCENT : INK_DIM, { align: 'center', weight: 'regular' });
        if (uncovered) text(g, k === 3 ? '+2' : '+3', c.x + c.w / 2, sy + SLOT / 2 + 1, 44, ACCENT, { align: 'center' });
      }
      for (let k = built; k < 5; k++) {
        const c = cityAt[k]!;
        building(g, 'city', p.colour, false, c.x + c.w / 2, sy + SLOT / 2, 56);
      }

      // outrage and supply
      const ry = sy + SLOT + 34 + 26;
      x = sx0;
      x += text(g, 'Outrage', x, ry, TEXT.small, INK_DIM, { weight: 'regular' }) + 10;
      const outraged = new Set(p.outrage.map((o) => o.resource));
      for (const r of RESOURCES) {
        if (outraged.has(r)) {
          resourceToken(g, r, x + 21, ry, 42);
          g.lineWidth = 6;
          g.strokeStyle = '#ff4d4d';
          g.beginPath();
          g.moveTo(x + 4, ry - 17);
          g.lineTo(x + 38, ry + 17);
          g.stroke();
        } else {
          g.beginPath();
          g.arc(x + 21, ry, 19, 0, Math.PI * 2);
          g.strokeStyle = '#3a4566';
          g.lineWidth = 2;
          g.stroke();
          resourceGlyph(g, r, x + 21, ry, 22, '#4d5878');
        }
        x += 46;
      }
      const sup = `supply: ${p.supply.ships} ships · ${p.supply.starports} ports · ${p.supply.agents} agents`;
      text(g, sup, WIDTH - PAD - 8, ry, fitSize(g, sup, WIDTH - PAD - 8 - x - 16, TEXT.small, 20, 'regular'), INK, { align: 'right', weight: 'regular' });

      // trophies and captives
      const by = ry + 30;
      for (const b of boxes) b.item.draw(g, b.x, by + b.row * 52);

      // Guild cards held
      let gy = by + boxRows * 52 + 4;
      if (p.court.length > 0) {
        const cw = (WIDTH - 2 * PAD - 16 - 10) / 2;
        p.court.forEach((c, i) => {
          const cx = sx0 + (i % 2) * (cw + 10);
          const cy = gy + Math.floor(i / 2) * 54;
          const def = findCard(c.id);
          const suit = def?.suit;
          const band = suit ? { fill: RESOURCE[suit].fill, mark: (cg: Ctx, mx: number, my: number) => resourceGlyph(cg, suit, mx, my, 30, DARK) } : null;
          const extra = c.tokens.length > 0 ? ` (${c.tokens.length} on it)` : '';
          cardChip(g, cx, cy, cw, (def?.name ?? c.id) + extra, band);
        });
        gy += guildRows * 54;
      }
      // Leaders & Lore: the leader and lore cards, as chips like the Guild cards
      if (llRows) drawLeaderLore(g, p, sx0, gy, WIDTH - 2 * PAD - 16);
      gy += llRows * 54;
      if (campRows) drawSeatCampaign(g, view, p, sx0, gy, WIDTH - 2 * PAD - 16);
      gy += campRows * 54;
      if (shipRows) drawFlagship(g, view, p, sx0, gy, WIDTH - 2 * PAD - 16);
    },
  };
}

/** Resource slots covered by the cities still on the board (slot 3 by city 1, 4 by 2, 5-6 by 3). */
function coveredSlots(boardCities: number): number {
  const built = 5 - boardCities;
  if (built >= 3) return 0;
  return [4, 3, 2][built]!;
}

function trophyChip(g: Ctx, colour: PieceKey, piece: 'ship' | 'city' | 'starport' | 'agent' | 'blight', n: number, x: number, y: number): void {
  const p = pieceStyle(colour);
  const w = 100;
  fillRound(g, x, y, w, CHIP_H, 10, p.fill, DARK, 2);
  if (p.mark === 'crown') crownGlyph(g, x + 20, y + 23, 24, p.ink);
  else if (p.mark === 'spikes') spikesGlyph(g, x + 20, y + 23, 26, p.ink);
  else text(g, p.letter, x + 10, y + 23, TEXT.small, p.ink);
  const gx = x + 50;
  if (piece === 'blight') spikesGlyph(g, gx, y + 22, 30, p.ink);
  else if (piece === 'ship') shipGlyph(g, gx, y + 22, 30, p.ink, false, p.ink);
  else if (piece === 'agent') agentGlyph(g, p.ink, gx, y + 22, 28);
  else buildingSilhouette(g, piece, gx, y + 22, 30, p.ink);
  text(g, String(n), x + w - 10, y + 23, TEXT.body, p.ink, { align: 'right' });
}

/* ------------------------------------------------------------------ compose */

export interface BoardOptions {
  /** Include the players' boards (default true). */
  players?: boolean;
}

export function boardCanvas(view: GameView, opts: BoardOptions = {}): Canvas {
  registerFonts();
  const draft = draftSection(view);
  const campaign = campaignSection(view);
  const sections: Section[] = [statusSection(view), ...(draft ? [draft] : []), mapSection(view), ...(campaign ? [campaign] : []), roundSection(view), ambitionSection(view), powerSection(view), courtSection(view)];
  if (opts.players !== false) for (const p of view.players) sections.push(playerSection(view, p));
  const height = sections.reduce((a, s) => a + s.height, 0) + 10;
  const canvas = createCanvas(WIDTH, height);
  const g = canvas.getContext('2d');
  g.fillStyle = BG;
  g.fillRect(0, 0, WIDTH, height);
  let y = 0;
  for (const s of sections) {
    s.draw(g, y);
    y += s.height;
  }
  return canvas;
}


/**
 * The Reach: six cluster wedges around the centre (cluster 1 at the top, clockwise), the gates on
 * the inner ring and each cluster's planets arrow -> crescent -> hex clockwise (arcs-facts.md §1).
 * Borders show adjacency: thin lines where systems touch, thick cracks where they do not
 * (1|2, 3|4, 4|5, 6|1), and a lens where two clusters' planets touch (2:hex-3:arrow, 5:hex-6:arrow).
 * Out-of-play clusters are hatched and their gates carry a path marker joining the neighbours.
 *
 * Pieces are packed upright into each system's wedge, nearest first to an anchor: the planet's
 * resource and ID symbol at the rim, then its building slots, then one chip per player for fresh
 * ships and one for damaged ships. Leaders & Lore buildings outside the printed slots (Gate Ports,
 * Gate Stations, Cloud Cities) sit in dashed rings next to the gate disc or the planet's slots.
 */
import type { ClusterId, PlanetSymbol, SystemId } from '../data/map.ts';
import { CLUSTER_IDS, systemDef } from '../data/map.ts';
import type { GameView } from '../engine/view.ts';
import type { Owner } from '../engine/types.ts';
import { building, emptySlot, extraBuilding, fateToken, fateTokenWidth, fillRound, resourceToken, shipChip, shipChipWidth, symbolGlyph, text, type Ctx, type ShipCounts } from './draw.ts';
import { DARK, FATE_FILL, INK, INK_DIM, RESOURCE, type PieceKey } from './theme.ts';
import type { CampaignToken } from '../engine/campaign/types.ts';

export interface MapGeom {
  cx: number;
  cy: number;
  /** Radius of the centre disc (not in play). */
  rCentre: number;
  /** Outer radius of the gate ring. */
  rGate: number;
  /** Outer radius of the planets. */
  rPlanet: number;
  /** Piece scale (1 on the board image). */
  piece: number;
}

const DEG = Math.PI / 180;

/** Radii of the board image's map (1000 px square). */
export const RADII = { rCentre: 34, rGate: 226, rPlanet: 494 } as const;
const PLANETS: readonly PlanetSymbol[] = ['arrow', 'crescent', 'hex'];

/** Angles (radians, screen coordinates: clockwise) spanned by a cluster. */
export function clusterSpan(c: ClusterId): [number, number] {
  const start = -120 + (c - 1) * 60;
  return [start * DEG, (start + 60) * DEG];
}

interface Region {
  r0: number; r1: number; a0: number; a1: number;
  /** Trigonometry of the two boundary rays, and the bounding box (absolute coordinates). */
  c0: number; s0: number; c1: number; s1: number;
  bx0: number; by0: number; bx1: number; by1: number;
}

function regionOf(id: SystemId, geo: MapGeom): Region {
  const def = systemDef(id);
  const [ca0, ca1] = clusterSpan(def.cluster);
  let r0 = geo.rCentre;
  let r1 = geo.rGate;
  let a0 = ca0;
  let a1 = ca1;
  if (def.kind !== 'gate') {
    const k = PLANETS.indexOf(def.symbol as PlanetSymbol);
    const w = (ca1 - ca0) / 3;
    r0 = geo.rGate;
    r1 = geo.rPlanet;
    a0 = ca0 + k * w;
    a1 = ca0 + (k + 1) * w;
  }
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i <= 8; i++) {
    const a = a0 + ((a1 - a0) * i) / 8;
    for (const r of [r0, r1]) {
      xs.push(geo.cx + Math.cos(a) * r);
      ys.push(geo.cy + Math.sin(a) * r);
    }
  }
  return {
    r0, r1, a0, a1,
    c0: Math.cos(a0), s0: Math.sin(a0), c1: Math.cos(a1), s1: Math.sin(a1),
    bx0: Math.min(...xs), by0: Math.min(...ys), bx1: Math.max(...xs), by1: Math.max(...ys),
  };
}

function sectorPath(g: Ctx, geo: MapGeom, r: Region): void {
  g.beginPath();
  g.arc(geo.cx, geo.cy, r.r1, r.a0, r.a1, false);
  g.arc(geo.cx, geo.cy, r.r0, r.a1, r.a0, true);
  g.closePath();
}

/* --------------------------------------------------------------- packing */

interface Rect { x: number; y: number; w: number; h: number }

const STEP = 5;
let OFFSETS: Int16Array | null = null;
let OFFSET_DIST: Float32Array | null = null;
/** Grid offsets within 500 px, nearest first (computed once). */
function offsets(): Int16Array {
  if (OFFSETS) return OFFSETS;
  const R = 100;
  const list: [number, number, number][] = [];
  for (let i = -R; i <= R; i++) for (let j = -R; j <= R; j++) if (i * i + j * j <= R * R) list.push([i * STEP, j * STEP, i * i + j * j]);
  list.sort((a, b) => a[2] - b[2] || a[1] - b[1] || a[0] - b[0]);
  OFFSETS = new Int16Array(list.length * 2);
  OFFSET_DIST = new Float32Array(list.length);
  list.forEach(([x, y, d], n) => {
    OFFSETS![n * 2] = x;
    OFFSETS![n * 2 + 1] = y;
    OFFSET_DIST![n] = Math.sqrt(d) * STEP;
  });
  return OFFSETS;
}

function inside(geo: MapGeom, reg: Region, x: number, y: number, w: number, h: number, m: number): boolean {
  if (x < reg.bx0 || y < reg.by0 || x + w > reg.bx1 || y + h > reg.by1) return false;
  const x0 = x - geo.cx;
  const y0 = y - geo.cy;
  const x1 = x0 + w;
  const y1 = y0 + h;
  const rOut = (reg.r1 - m) * (reg.r1 - m);
  const { c0, s0, c1, s1 } = reg;
  if (x0 * x0 + y0 * y0 > rOut || x1 * x1 + y0 * y0 > rOut || x0 * x0 + y1 * y1 > rOut || x1 * x1 + y1 * y1 > rOut) return false;
  if (c0 * y0 - s0 * x0 < m || c0 * y0 - s0 * x1 < m || c0 * y1 - s0 * x0 < m || c0 * y1 - s0 * x1 < m) return false;
  if (x0 * s1 - y0 * c1 < m || x1 * s1 - y0 * c1 < m || x0 * s1 - y1 * c1 < m || x1 * s1 - y1 * c1 < m) return false;
  // nearest point of the rectangle to the centre must clear the inner radius
  const nx = Math.max(x0, Math.min(0, x1));
  const ny = Math.max(y0, Math.min(0, y1));
  return nx * nx + ny * ny >= (reg.r0 + m) * (reg.r0 + m);
}

function overlaps(x: number, y: number, w: number, h: number, placed: readonly Rect[], gap: number): boolean {
  for (const b of placed) {
    if (x < b.x + b.w + gap && b.x < x + w + gap && y < b.y + b.h + gap && b.y < y + h + gap) return true;
  }
  return false;
}

/** The farthest a box centre can be from (ax, ay) and still lie in the region's bounding box. */
function reach(reg: Region, ax: number, ay: number): number {
  const dx = Math.max(Math.abs(ax - reg.bx0), Math.abs(ax - reg.bx1));
  const dy = Math.max(Math.abs(ay - reg.by0), Math.abs(ay - reg.by1));
  return Math.sqrt(dx * dx + dy * dy);
}

/** Place a w x h box in the region nearest to (ax, ay), clear of `placed`. */
function place(geo: MapGeom, reg: Region, placed: Rect[], w: number, h: number, ax: number, ay: number, margin: number): Rect | null {
  const off = offsets();
  const dist = OFFSET_DIST!;
  const max = reach(reg, ax, ay);
  const n2 = off.length;
  for (let n = 0; n < n2; n += 2) {
    if (dist[n >> 1]! > max) break;
    const x = Math.round(ax + off[n]! - w / 2);
    const y = Math.round(ay + off[n + 1]! - h / 2);
    if (!inside(geo, reg, x, y, w, h, margin)) continue;
    if (overlaps(x, y, w, h, placed, 5)) continue;
    const r = { x, y, w, h };
    placed.push(r);
    return r;
  }
  return null;
}

/** Try several shapes (e.g. a row or a column) and keep the one that lands nearest the anchor. */
function placeBest(geo: MapGeom, reg: Region, placed: Rect[], shapes: readonly (readonly [number, number])[], ax: number, ay: number, margin: number): Rect | null {
  let best: Rect | null = null;
  let bestD = Infinity;
  for (const [w, h] of shapes) {
    const trial = [...placed];
    const r = place(geo, reg, trial, w, h, ax, ay, margin);
    if (!r) continue;
    const d = (r.x + w / 2 - ax) ** 2 + (r.y + h / 2 - ay) ** 2;
    if (d < bestD) {
      best = r;
      bestD = d;
    }
  }
  if (best) placed.push(best);
  return best;
}

/** Like place, but only the box's centre must lie in the region. */
function placeLoose(geo: MapGeom, reg: Region, placed: Rect[], w: number, h: number, ax: number, ay: number): Rect | null {
  const off = offsets();
  for (let n = 0; n < off.length; n += 2) {
    const cx = ax + off[n]!;
    const cy = ay + off[n + 1]!;
    if (!inside(geo, reg, cx - 1, cy - 1, 2, 2, 4)) continue;
    const x = Math.round(cx - w / 2);
    const y = Math.round(cy - h / 2);
    if (overlaps(x, y, w, h, placed, 3)) continue;
    const r = { x, y, w, h };
    placed.push(r);
    return r;
  }
  return null;
}

function polar(geo: MapGeom, r: number, a: number): [number, number] {
  return [geo.cx + Math.cos(a) * r, geo.cy + Math.sin(a) * r];
}

/* ----------------------------------------------------------------- layers */

/** Whose style a piece is drawn in: a seat's colour, or the Empire, the Free States or the Blight. */
export function pieceKeyOf(view: GameView, owner: Owner): PieceKey {
  return typeof owner === 'number' ? (view.players[owner]?.colour ?? 'white') : owner;
}

const GATE_FILL = '#29324d';
const GATE_FILL_ALT = '#2f3a59';
const SPACE = '#090b12';
const OUT_FILL = '#15171e';

function hatch(g: Ctx, geo: MapGeom, reg: Region): void {
  g.save();
  sectorPath(g, geo, reg);
  g.clip();
  g.strokeStyle = '#2a2d38';
  g.lineWidth = 6;
  const R = reg.r1;
  g.beginPath();
  for (let d = -2 * R; d < 2 * R; d += 22) {
    g.moveTo(geo.cx + d - R, geo.cy - R);
    g.lineTo(geo.cx + d + R, geo.cy + R);
  }
  g.stroke();
  g.restore();
}

/** A jagged crack along a radial line, for borders that do not connect. */
function crack(g: Ctx, geo: MapGeom, a: number, r0: number, r1: number): void {
  const n = 9;
  const nx = -Math.sin(a);
  const ny = Math.cos(a);
  g.beginPath();
  for (let i = 0; i <= n; i++) {
    const r = r0 + ((r1 - r0) * i) / n;
    const j = i === 0 || i === n ? 0 : (i % 2 === 0 ? 1 : -1) * 5;
    const [x, y] = polar(geo, r, a);
    if (i === 0) g.moveTo(x + nx * j, y + ny * j);
    else g.lineTo(x + nx * j, y + ny * j);
  }
  g.lineJoin = 'round';
  g.lineCap = 'round';
  g.strokeStyle = SPACE;
  g.lineWidth = 12;
  g.stroke();
}

function thinRadial(g: Ctx, geo: MapGeom, a: number, r0: number, r1: number, colour = '#5d6890'): void {
  const [x0, y0] = polar(geo, r0, a);
  const [x1, y1] = polar(geo, r1, a);
  g.beginPath();
  g.moveTo(x0, y0);
  g.lineTo(x1, y1);
  g.strokeStyle = colour;
  g.lineWidth = 2.5;
  g.stroke();
}

/** The static ground: regions, borders, path markers. */
function drawGround(g: Ctx, view: GameView, geo: MapGeom): void {
  const out = new Set(view.outOfPlay as ClusterId[]);
  g.beginPath();
  g.arc(geo.cx, geo.cy, geo.rPlanet + 8, 0, Math.PI * 2);
  g.fillStyle = SPACE;
  g.fill();

  for (const c of CLUSTER_IDS) {
    for (const sym of PLANETS) {
      const id = `${c}:${sym}` as SystemId;
      const reg = regionOf(id, geo);
      sectorPath(g, geo, reg);
      g.fillStyle = out.has(c) ? OUT_FILL : RESOURCE[systemDef(id).resource!].ground;
      g.fill();
      if (out.has(c)) hatch(g, geo, reg);
    }
    const greg = regionOf(`${c}:gate`, geo);
    sectorPath(g, geo, greg);
    g.fillStyle = out.has(c) ? OUT_FILL : c % 2 === 0 ? GATE_FILL_ALT : GATE_FILL;
    g.fill();
  }

  // ring between gates and planets, and the rim
  g.lineWidth = 2.5;
  g.strokeStyle = '#5d6890';
  g.beginPath();
  g.arc(geo.cx, geo.cy, geo.rGate, 0, Math.PI * 2);
  g.stroke();

  for (const c of CLUSTER_IDS) {
    const [a0] = clusterSpan(c);
    const w = 20 * DEG;
    // borders inside the cluster's planets
    if (!out.has(c)) {
      thinRadial(g, geo, a0 + w, geo.rGate, geo.rPlanet);
      thinRadial(g, geo, a0 + 2 * w, geo.rGate, geo.rPlanet);
    } else {
      thinRadial(g, geo, a0 + w, geo.rGate, geo.rPlanet, '#2a2d38');
      thinRadial(g, geo, a0 + 2 * w, geo.rGate, geo.rPlanet, '#2a2d38');
    }
    // the border before this cluster (between cluster c-1's hex and c's arrow)
    const prev = (c === 1 ? 6 : c - 1) as ClusterId;
    const thin = (prev === 2 && c === 3) || (prev === 5 && c === 6);
    if (thin && !out.has(c) && !out.has(prev)) {
      thinRadial(g, geo, a0, geo.rGate, geo.rPlanet);
      lens(g, geo, a0);
    } else {
      crack(g, geo, a0, geo.rGate + 2, geo.rPlanet + 6);
    }
    // gate-to-gate border
    thinRadial(g, geo, a0, geo.rCentre, geo.rGate);
  }

  // centre disc
  g.beginPath();
  g.arc(geo.cx, geo.cy, geo.rCentre, 0, Math.PI * 2);
  g.fillStyle = SPACE;
  g.fill();
  g.lineWidth = 2.5;
  g.strokeStyle = '#5d6890';
  g.stroke();

  for (const c of CLUSTER_IDS) if (out.has(c)) pathMarker(g, geo, c, out);
}

/** A lens on the rim where two clusters' planets touch. */
function lens(g: Ctx, geo: MapGeom, a: number): void {
  const [x, y] = polar(geo, geo.rPlanet - 4, a);
  g.save();
  g.translate(x, y);
  g.rotate(a);
  g.beginPath();
  g.ellipse(0, 0, 16, 11, 0, 0, Math.PI * 2);
  g.fillStyle = '#8c97bb';
  g.fill();
  g.strokeStyle = SPACE;
  g.lineWidth = 2;
  g.stroke();
  g.restore();
}

/** Path marker on an out-of-play gate: a band joining the neighbouring gates. */
function pathMarker(g: Ctx, geo: MapGeom, c: ClusterId, out: Set<ClusterId>): void {
  const [a0, a1] = clusterSpan(c);
  const r = (geo.rCentre + geo.rGate) / 2;
  g.save();
  g.lineCap = 'butt';
  g.strokeStyle = '#8c97bb';
  g.lineWidth = 14 * geo.piece;
  g.beginPath();
  g.arc(geo.cx, geo.cy, r, a0 + 2 * DEG, a1 - 2 * DEG);
  g.stroke();
  // arrowheads into the neighbouring gates (only where that gate is in play)
  const head = (a: number, dir: 1 | -1) => {
    const [x, y] = polar(geo, r, a);
    const tx = -Math.sin(a) * dir;
    const ty = Math.cos(a) * dir;
    const nx = Math.cos(a);
    const ny = Math.sin(a);
    const s = 22 * geo.piece;
    g.beginPath();
    g.moveTo(x + tx * s, y + ty * s);
    g.lineTo(x + nx * s * 0.9, y + ny * s * 0.9);
    g.lineTo(x - nx * s * 0.9, y - ny * s * 0.9);
    g.closePath();
    g.fillStyle = '#8c97bb';
    g.fill();
  };
  const next = ((c % 6) + 1) as ClusterId;
  const prev = (c === 1 ? 6 : c - 1) as ClusterId;
  if (!out.has(next)) head(a1 - 2 * DEG, 1);
  if (!out.has(prev)) head(a0 + 2 * DEG, -1);
  g.restore();
  const [mx, my] = polar(geo, r, (a0 + a1) / 2);
  fillRound(g, mx - 40 * geo.piece, my - 20 * geo.piece, 80 * geo.piece, 40 * geo.piece, 10, '#8c97bb');
  text(g, 'path', mx, my + 1, Math.round(28 * geo.piece), DARK, { align: 'center' });

  // "out of play" on the planets
  const [ox, oy] = polar(geo, (geo.rGate + geo.rPlanet) / 2 + 10, (a0 + a1) / 2);
  const fs = Math.round(30 * geo.piece);
  fillRound(g, ox - 80 * geo.piece, oy - 42 * geo.piece, 160 * geo.piece, 84 * geo.piece, 12, 'rgba(15,17,24,0.85)');
  text(g, 'OUT OF', ox, oy - 16 * geo.piece, fs, INK_DIM, { align: 'center' });
  text(g, 'PLAY', ox, oy + 18 * geo.piece, fs, INK_DIM, { align: 'center' });
}

/* --------------------------------------------------------------- contents */

interface ShipItem {
  colour: PieceKey;
  n: ShipCounts;
  /**
   * Campaign: one of the group's fresh ships is its owner's Flagship (ShipGroup.flagship). Hook for
   * the Flagship work: the chip is drawn as any other today (the Flagship counts among the fresh
   * ships); a Flagship mark goes in drawSystem's ship branch, and the layout key already tells a
   * group with a Flagship apart.
   */
  flagship: boolean;
}

function shipItems(view: GameView, id: SystemId): ShipItem[] {
  const st = view.map[id];
  if (!st) return [];
  return st.ships
    .filter((grp) => grp.fresh + grp.damaged > 0)
    .map((grp) => ({ colour: pieceKeyOf(view, grp.owner), n: { fresh: grp.fresh, damaged: grp.damaged }, flagship: grp.flagship === true }));
}

/**
 * Leaders & Lore: indices of the buildings outside the printed slots, stored after them (a gate
 * may hold a starport and a city, a planet one city). Empty entries there are no slot of the
 * board and are not drawn.
 */
function extrasOf(view: GameView, id: SystemId): number[] {
  const slots = view.map[id]?.slots ?? [];
  const out: number[] = [];
  for (let i = systemDef(id).slots; i < slots.length; i++) if (slots[i]) out.push(i);
  return out;
}

type Item =
  | { k: 'gate'; r: Rect }
  | { k: 'head'; r: Rect }
  | { k: 'slot'; r: Rect; i: number }
  | { k: 'extra'; r: Rect; i: number }
  | { k: 'ship'; r: Rect; ship: ShipItem }
  | { k: 'token'; r: Rect; token: CampaignToken };

/** Campaign: the Fate tokens lying in a system (campaign.tokens with `where` the system). */
function tokensIn(view: GameView, id: SystemId): CampaignToken[] {
  return (view.campaign?.tokens ?? []).filter((t) => t.where === id);
}

/** Size of the extra building's ring: a little larger than a slot, so the ring clears the glyph. */
function extraSize(s: number): number {
  return Math.round(60 * s);
}

/** What a layout is built in: the system's region, the boxes taken so far, the items laid out. */
interface Frame { geo: MapGeom; reg: Region; mid: number; placed: Rect[]; items: Item[] }

const MARGIN = 6;

/** The gate's number disc near the centre; returns its size, or null when it does not fit. */
function layoutGateHead(f: Frame, s: number): number | null {
  const ns = Math.round(46 * Math.max(s, 0.85 * f.geo.piece));
  const [hx, hy] = polar(f.geo, f.reg.r0 + 30 * f.geo.piece, f.mid);
  const num = place(f.geo, f.reg, f.placed, ns, ns, hx, hy, MARGIN);
  if (!num) return null;
  f.items.push({ k: 'gate', r: num });
  return ns;
}

/** The planet's resource and ID symbol at the rim, then its printed slots; false when they do not fit. */
function layoutPlanetHead(f: Frame, slots: number, s: number): boolean {
  const { geo, reg, placed, items } = f;
  const hs = Math.round(44 * s);
  const [hx, hy] = polar(geo, reg.r1 - 30, f.mid);
  const head = placeBest(geo, reg, placed, [[hs * 2 + 4, hs], [hs, hs * 2 + 4]], hx, hy, MARGIN);
  if (!head) return false;
  items.push({ k: 'head', r: head });
  const ss = Math.round(52 * s);
  const [ax, ay] = polar(geo, reg.r1 - 20, f.mid);
  const pair = slots === 2 ? placeBest(geo, reg, placed, [[2 * ss + 5, ss], [ss, 2 * ss + 5]], ax, ay, MARGIN) : null;
  if (pair) {
    const row = pair.w > pair.h;
    items.push({ k: 'slot', i: 0, r: { x: pair.x, y: pair.y, w: ss, h: ss } });
    items.push({ k: 'slot', i: 1, r: { x: row ? pair.x + ss + 5 : pair.x, y: row ? pair.y : pair.y + ss + 5, w: ss, h: ss } });
    return true;
  }
  for (let i = 0; i < slots; i++) {
    const r = place(geo, reg, placed, ss, ss, ax, ay, MARGIN);
    if (!r) return false;
    items.push({ k: 'slot', i, r });
  }
  return true;
}

/** The buildings outside the printed slots (slot indices), nearest the anchor; false when one does not fit. */
function layoutExtras(f: Frame, extras: readonly number[], s: number, loose: boolean, ax: number, ay: number): boolean {
  const es = extraSize(s);
  for (const i of extras) {
    const r = loose ? placeLoose(f.geo, f.reg, f.placed, es, es, ax, ay) : place(f.geo, f.reg, f.placed, es, es, ax, ay, MARGIN);
    if (!r) return false;
    f.items.push({ k: 'extra', r, i });
  }
  return true;
}

/** Lay a system out at scale `s`; null when something does not fit. */
function layoutSystem(g: Ctx, view: GameView, geo: MapGeom, id: SystemId, s: number, cs: number, loose: boolean, depth: number, turn = 0.5): Item[] | null {
  const def = systemDef(id);
  const reg = regionOf(id, geo);
  const f: Frame = { geo, reg, mid: (reg.a0 + reg.a1) / 2, placed: [], items: [] };
  const extras = extrasOf(view, id);
  let gateDisc = 0;
  if (def.kind === 'gate') {
    const ns = layoutGateHead(f, s);
    if (ns === null) return null;
    gateDisc = ns;
  } else {
    if (!layoutPlanetHead(f, def.slots, s)) return null;
    // beside the printed slots
    if (!layoutExtras(f, extras, s, loose, ...polar(geo, reg.r1 - 20, f.mid))) return null;
  }
  const shipAnchor = polar(geo, reg.r1 - 20 - (reg.r1 - reg.r0) * depth, reg.a0 + (reg.a1 - reg.a0) * turn);
  const ch = Math.round(44 * cs);
  for (const ship of shipItems(view, id)) {
    const w = shipChipWidth(g, ship.colour, ship.n, ch);
    const r = loose ? placeLoose(geo, reg, f.placed, w, ch, shipAnchor[0], shipAnchor[1]) : place(geo, reg, f.placed, w, ch, shipAnchor[0], shipAnchor[1], MARGIN);
    if (!r) return null;
    f.items.push({ k: 'ship', r, ship });
  }
  // Fate tokens, after the ships, around the middle of the system
  const th = Math.round(44 * cs);
  const tokenAnchor = polar(geo, (reg.r0 + reg.r1) / 2, f.mid);
  for (const token of tokensIn(view, id)) {
    const w = fateTokenWidth(g, token.kind, th);
    const r = loose ? placeLoose(geo, reg, f.placed, w, th, tokenAnchor[0], tokenAnchor[1]) : place(geo, reg, f.placed, w, th, tokenAnchor[0], tokenAnchor[1], MARGIN);
    if (!r) return null;
    f.items.push({ k: 'token', r, token });
  }
  // On a gate, after the ships (packed from the rim): next to the number disc, where the wedge is narrow.
  if (def.kind === 'gate' && !layoutExtras(f, extras, s, loose, ...polar(geo, reg.r0 + 30 * geo.piece + (gateDisc + extraSize(s)) / 2, f.mid))) return null;
  return f.items;
}

/** Where the ship chips start packing: [depth from the rim, position across the wedge]. */
const ANCHORS: readonly (readonly [number, number])[] = [[0, 0.5], [0.3, 0.5], [0.1, 0.25], [0.1, 0.75]];

/** Tried in order until everything fits: [pieces and header, ship chips]. */
const SCALES: readonly (readonly [number, number])[] = [[1, 1], [1, 0.9], [0.9, 0.9], [0.9, 0.8], [0.8, 0.8], [0.8, 0.7], [0.7, 0.7], [0.7, 0.6], [0.6, 0.6]];

/**
 * Layouts are a pure function of the geometry and what stands in the system, so they are cached:
 * between two turns most systems do not change.
 */
const LAYOUTS = new Map<string, Item[] | null>();
const LAYOUT_CACHE_MAX = 4000;

/** For benchmarks: forget every cached layout. */
export function clearLayoutCache(): void {
  LAYOUTS.clear();
}

function cachedLayout(g: Ctx, view: GameView, geo: MapGeom, id: SystemId): Item[] | null {
  const ships = shipItems(view, id);
  // buildings outside the printed slots take room: which entries hold one (not owner or state) changes the layout
  const extras = extrasOf(view, id);
  const extra = extras.length > 0 ? `|x${extras.join('.')}` : '';
  const tokens = tokensIn(view, id).map((t) => `${t.kind}:${t.owner ?? '-'}`).join(',');
  const key = `${geo.cx},${geo.cy},${geo.rCentre},${geo.rGate},${geo.rPlanet},${geo.piece}|${id}|${ships.map((x) => `${x.colour}:${x.n.fresh}:${x.n.damaged}${x.flagship ? ':f' : ''}`).join(',')}${extra}|t${tokens}`;
  const hit = LAYOUTS.get(key);
  if (hit !== undefined) return hit;
  let items: Item[] | null = null;
  for (const [s, cs] of SCALES) {
    // ships packed from the rim first, or around the middle: whichever fits at the larger scale
    for (const [depth, turn] of ANCHORS) {
      items = layoutSystem(g, view, geo, id, s * geo.piece, cs * geo.piece, false, depth, turn);
      if (items) break;
    }
    if (items) break;
  }
  // Last resort: chips only need their centre inside the system (they may cross a border).
  items ??= layoutSystem(g, view, geo, id, 0.6 * geo.piece, 0.6 * geo.piece, true, 0);
  if (LAYOUTS.size >= LAYOUT_CACHE_MAX) LAYOUTS.clear();
  LAYOUTS.set(key, items);
  return items;
}

/** Where each piece of a system is drawn (for tests): kind and box (a ship chip's style, a Fate token's kind), or null when it is "crowded". */
export function systemBoxes(g: Ctx, view: GameView, geo: MapGeom, id: SystemId): { k: Item['k']; i?: number; owner?: PieceKey; token?: string; x: number; y: number; w: number; h: number }[] | null {
  return cachedLayout(g, view, geo, id)?.map((it) => ({
    k: it.k,
    ...('i' in it ? { i: it.i } : {}),
    ...(it.k === 'ship' ? { owner: it.ship.colour } : {}),
    ...(it.k === 'token' ? { token: it.token.kind } : {}),
    ...it.r,
  })) ?? null;
}

function drawSystem(g: Ctx, view: GameView, geo: MapGeom, id: SystemId): void {
  const def = systemDef(id);
  const st = view.map[id];
  const items = cachedLayout(g, view, geo, id);
  if (!items) {
    // Nothing on a real position comes close; say so rather than hide pieces.
    const reg = regionOf(id, geo);
    const [x, y] = polar(geo, (reg.r0 + reg.r1) / 2, (reg.a0 + reg.a1) / 2);
    fillRound(g, x - 50, y - 20, 100, 40, 8, '#ff4d4d');
    text(g, 'crowded', x, y + 1, 24, DARK, { align: 'center' });
    return;
  }
  for (const it of items) {
    const { x, y, w, h } = it.r;
    if (it.k === 'gate') {
      g.beginPath();
      g.arc(x + w / 2, y + h / 2, w / 2, 0, Math.PI * 2);
      g.fillStyle = INK;
      g.fill();
      text(g, String(def.cluster), x + w / 2, y + h / 2 + 2, Math.round(w * 0.72), DARK, { align: 'center' });
    } else if (it.k === 'head') {
      const row = w > h;
      const hs = row ? h : w;
      resourceToken(g, def.resource!, x + hs / 2, y + hs / 2, hs);
      const sx = row ? x + w - hs / 2 : x + hs / 2;
      const sy = row ? y + hs / 2 : y + h - hs / 2;
      g.beginPath();
      g.arc(sx, sy, hs / 2, 0, Math.PI * 2);
      g.fillStyle = INK;
      g.fill();
      symbolGlyph(g, def.symbol as PlanetSymbol, sx, sy + (def.symbol === 'arrow' ? 1 : 0), hs * 0.62, DARK);
    } else if (it.k === 'slot') {
      const b = st?.slots[it.i] ?? null;
      if (b) building(g, b.type, pieceKeyOf(view, b.owner), b.damaged, x + w / 2, y + h / 2, w - 2);
      else emptySlot(g, x + w / 2, y + h / 2, w, RESOURCE[def.resource!].fill);
    } else if (it.k === 'extra') {
      const b = st?.slots[it.i];
      if (b) extraBuilding(g, b.type, pieceKeyOf(view, b.owner), b.damaged, x + w / 2, y + h / 2, w);
    } else if (it.k === 'token') {
      const owner = it.token.owner;
      fateToken(g, it.token.kind, owner === undefined ? null : (view.players[owner]?.colour ?? null), x, y, h, FATE_FILL);
    } else {
      shipChip(g, it.ship.colour, it.ship.n, x, y, h);
    }
  }
}

/** Draw the whole Reach with the given geometry (the caller clips and dims as it likes). */
export function drawMap(g: Ctx, view: GameView, geo: MapGeom): void {
  drawGround(g, view, geo);
  for (const id of Object.keys(view.map) as SystemId[]) drawSystem(g, view, geo, id);
}

/** Bounding box of a cluster's wedge under a geometry. */
export function clusterBox(geo: MapGeom, c: ClusterId): { x0: number; y0: number; x1: number; y1: number } {
  const [a0, a1] = clusterSpan(c);
  const pts: [number, number][] = [];
  for (let a = a0; a <= a1 + 1e-9; a += 5 * DEG) {
    pts.push(polar(geo, geo.rPlanet + 8, a));
    pts.push(polar(geo, geo.rCentre, a));
  }
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** Dim everything outside one cluster's wedge. */
export function dimOutside(g: Ctx, geo: MapGeom, c: ClusterId, w: number, h: number): void {
  const [a0, a1] = clusterSpan(c);
  g.save();
  g.beginPath();
  g.rect(0, 0, w, h);
  g.moveTo(geo.cx, geo.cy);
  g.arc(geo.cx, geo.cy, geo.rPlanet + 8, a0, a1, false);
  g.closePath();
  g.fillStyle = 'rgba(15,19,32,0.72)';
  g.fill('evenodd');
  g.restore();
}


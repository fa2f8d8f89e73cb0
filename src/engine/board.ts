/** Pure helpers over the map and the players' pieces. They mutate the state they are given. */
import { adjacency, systemDef, TWISTED_PASSAGE, type ClusterId, type Resource, type SystemId } from '../data/map.ts';
import { openResourceSlots, PIECES } from '../data/board.ts';
import { compareOwners, isSeat } from './control.ts';
import type { BuildingType, GameState, Owner, PlayerState, Seat, ShipGroup, ShipOwner, SystemState, TrophyPiece } from './types.ts';

const adjacencyCache = new Map<string, Record<SystemId, SystemId[]>>();

/** Adjacency for this game's map (path markers applied; out-of-play systems absent). */
export function neighbours(s: GameState, id: SystemId): SystemId[] {
  const key = [...s.outOfPlay].sort().join(',');
  let table = adjacencyCache.get(key);
  if (!table) {
    table = adjacency(s.outOfPlay as ClusterId[]);
    adjacencyCache.set(key, table);
  }
  // Gate Wraith (ARCS-F2205): with the Twisted Passage on the map, its adjacency overlays the static one.
  if (s.map[TWISTED_PASSAGE] !== undefined) return twistedNeighbours(s, id, table[id] ?? []);
  return table[id] ?? [];
}

/**
 * Gate Wraith, Passages & The Twisted Passage (ARCS-F2205): "Gates with Passage tokens are out of
 * play" (no longer in `s.map`); "You may move from systems adjacent to gates with a Passage to the
 * Twisted Passage"; "You may move from the Twisted Passage to any planet whose ID symbol is on the
 * event die" (`campaign.twistedDie`). A one-way overlay: the Twisted Passage is not adjacent back.
 */
function twistedNeighbours(s: GameState, id: SystemId, base: readonly SystemId[]): SystemId[] {
  if (id === TWISTED_PASSAGE) {
    const symbol = s.campaign?.twistedDie?.symbol;
    return symbol ? (Object.keys(s.map) as SystemId[]).filter((x) => x !== TWISTED_PASSAGE && systemDef(x).symbol === symbol) : [];
  }
  const out = base.filter((x) => s.map[x] !== undefined);
  if (out.length < base.length) out.push(TWISTED_PASSAGE);
  return out;
}

/** Gate Wraith (ARCS-F2205): a gate with a Passage token on it (out of play, gone from `s.map`). */
export function isPassageGate(s: GameState, id: SystemId): boolean {
  return id.endsWith(':gate') && s.map[id] === undefined && (s.campaign?.tokens ?? []).some((t) => t.kind === 'passage' && t.where === id);
}

/**
 * Where a piece placed at `id` goes: Passages & The Twisted Passage (ARCS-F2205), "Gates with Passage
 * tokens are out of play—pieces that would be placed on them are placed in the Twisted Passage instead."
 */
export function placementSystem(s: GameState, id: SystemId): SystemId {
  return isPassageGate(s, id) && s.map[TWISTED_PASSAGE] !== undefined ? TWISTED_PASSAGE : id;
}

/**
 * "Each gate (unless out of play)": the gates in play, and each gate with a Passage token standing for
 * the Twisted Passage (Gatekeepers FAQ: "You place 7 ships, with all ships that would be placed on
 * passages going to the passage (which is itself a gate)").
 */
export function gatesForPlacement(s: GameState): SystemId[] {
  const passages = (s.campaign?.tokens ?? []).filter((t) => t.kind === 'passage' && isPassageGate(s, t.where as SystemId)).map((t) => t.where as SystemId);
  return [...systemIds(s).filter(isGate), ...(s.map[TWISTED_PASSAGE] !== undefined ? passages : [])];
}

export function systemIds(s: GameState): SystemId[] {
  return Object.keys(s.map) as SystemId[];
}

export function sys(s: GameState, id: SystemId): SystemState {
  const st = s.map[id];
  if (!st) throw new Error(`system ${id} is not in play`);
  return st;
}

export function shipsOf(st: SystemState, owner: ShipOwner): ShipGroup {
  let g = st.ships.find((x) => x.owner === owner);
  if (!g) {
    g = { owner, fresh: 0, damaged: 0 };
    st.ships.push(g);
    st.ships.sort((a, b) => compareOwners(a.owner, b.owner));
  }
  return g;
}

export function shipCount(st: SystemState, owner: Owner): { fresh: number; damaged: number } {
  const g = st.ships.find((x) => x.owner === owner);
  return { fresh: g?.fresh ?? 0, damaged: g?.damaged ?? 0 };
}

/** Drop empty ship groups so that equal positions serialise identically. */
export function tidy(st: SystemState): void {
  st.ships = st.ships.filter((g) => g.fresh + g.damaged > 0);
}

/* Control, Rivals and Catapult stops: control.ts. */

export function hasLoyalPiece(st: SystemState, seat: Seat): boolean {
  return st.ships.some((g) => g.owner === seat && g.fresh + g.damaged > 0) || st.slots.some((b) => b?.owner === seat);
}

export function buildingsOf(st: SystemState, owner: Owner, type?: BuildingType): number[] {
  const out: number[] = [];
  st.slots.forEach((b, i) => {
    if (b && b.owner === owner && (type === undefined || b.type === type)) out.push(i);
  });
  return out;
}

export function citiesOffBoard(p: PlayerState): number {
  return PIECES.cities - p.boardCities;
}

export function openSlots(p: PlayerState): number {
  return openResourceSlots(citiesOffBoard(p));
}


/** True if the player holds more resources than their open slots can take. */
export function hasExcessResources(p: PlayerState): boolean {
  const open = openSlots(p);
  return p.resources.some((r, i) => r !== null && i >= open);
}

export function emptyOpenSlots(p: PlayerState): number[] {
  const open = openSlots(p);
  const out: number[] = [];
  for (let i = 0; i < open; i++) if (p.resources[i] === null) out.push(i);
  return out;
}

export function addTrophy(p: PlayerState, owner: Owner, piece: TrophyPiece, count = 1): void {
  if (count <= 0) return;
  const t = p.trophies.find((x) => x.owner === owner && x.piece === piece);
  if (t) t.count += count;
  else {
    p.trophies.push({ owner, piece, count });
    p.trophies.sort((a, b) => compareOwners(a.owner, b.owner) || a.piece.localeCompare(b.piece));
  }
}

export function trophyTotal(p: PlayerState): number {
  return p.trophies.reduce((n, t) => n + t.count, 0);
}

export function captiveTotal(p: PlayerState): number {
  return p.captives.reduce((n, c) => n + c, 0);
}

/** Capture 1 agent of a Rival from their supply (Tax, Secure). Returns whether one was taken. */
export function captureFromSupply(s: GameState, by: Seat, victim: Seat, n = 1): number {
  const v = s.players[victim]!;
  const taken = Math.min(n, v.supply.agents);
  v.supply.agents -= taken;
  s.players[by]!.captives[victim]! += taken;
  return taken;
}

/** Agents come back to a supply; a placeholder on an Outrage icon is swapped for the first one. */
export function returnAgents(s: GameState, owner: Seat, n: number): void {
  const p = s.players[owner]!;
  p.supply.agents += n;
  for (const mark of p.outrage) {
    if (!mark.agent && p.supply.agents > 0) {
      mark.agent = true;
      p.supply.agents -= 1;
    }
  }
}

/** Put a city back in the rightmost empty triangle slot of its owner's board. */
export function returnCityToBoard(s: GameState, owner: Seat, n = 1): void {
  const p = s.players[owner]!;
  p.boardCities = Math.min(PIECES.cities, p.boardCities + n);
}

/** Pieces go back to their owner's supply (campaign: Imperial, Free and Blight pieces to s.neutral). */
export function returnPieces(s: GameState, owner: Owner, piece: TrophyPiece, n: number): void {
  if (!isSeat(owner)) {
    returnNeutral(s, owner, piece, n);
    return;
  }
  if (piece === 'blight') throw new Error('returnPieces: a seat has no Blight');
  const p = s.players[owner]!;
  if (piece === 'ship') p.supply.ships += n;
  else if (piece === 'starport') p.supply.starports += n;
  else if (piece === 'agent') returnAgents(s, owner, n);
  else returnCityToBoard(s, owner, n);
}

function returnNeutral(s: GameState, owner: Exclude<Owner, Seat>, piece: TrophyPiece, n: number): void {
  const supply = s.neutral;
  if (!supply) throw new Error(`returnPieces: no supply for ${owner} (not a campaign game)`);
  if (owner === 'empire' && piece === 'ship') supply.empire.ships += n;
  else if (owner === 'free' && (piece === 'city' || piece === 'starport')) {
    // Proxy pieces (The Free States, Empty Supply) leave the game first (campaign/empire/pieces.ts).
    const k = piece === 'city' ? 'cities' : 'starports';
    const px = supply.free.proxies;
    const proxies = Math.min(n, px?.[k] ?? 0);
    if (px && proxies > 0) {
      px[k] -= proxies;
      if (px.cities + px.starports === 0) delete supply.free.proxies;
    }
    supply.free[k] += n - proxies;
  }
  else if (owner === 'blight' && piece === 'blight') supply.blight.blight += n;
  else throw new Error(`returnPieces: ${owner} has no ${piece}`);
}

export function planetResource(id: SystemId): Resource | null {
  return systemDef(id).resource;
}

/**
 * The resource types of a city in this system: its planet's, or for a city on a gate (Gate Stations,
 * ARCS-L11) the types of all cities on its cluster's planets (none if there are none). Gate Wraith
 * (ARCS-F2205): "Cities in the Twisted Passage are Psionic."
 */
export function cityTypes(s: GameState, id: SystemId): Resource[] {
  const r = planetResource(id);
  if (r) return [r];
  if (id === TWISTED_PASSAGE) return ['psionic'];
  const cluster = systemDef(id).cluster;
  const out = new Set<Resource>();
  for (const other of systemIds(s)) {
    const d = systemDef(other);
    if (d.cluster !== cluster || !d.resource) continue;
    if (sys(s, other).slots.some((b) => b?.type === 'city')) out.add(d.resource);
  }
  return [...out];
}

export function isGate(id: SystemId): boolean {
  return systemDef(id).kind === 'gate';
}

/**
 * Leaders & Lore: buildings outside the printed slots sit after them in SystemState.slots. A gate
 * may hold 1 starport (Gate Ports, ARCS-L08) and 1 city (Gate Stations, ARCS-L11), "max 1 per gate"
 * each and in total (their FAQs); a planet 1 city (Cloud Cities, ARCS-L09).
 */
export function extraSlotLimit(id: SystemId): number {
  return isGate(id) ? 2 : 1;
}

/** The index for a new building outside the printed slots: the first empty extra entry, else a new one. */
export function extraSlotIndex(st: SystemState, id: SystemId): number {
  const printed = systemDef(id).slots;
  for (let i = printed; i < st.slots.length; i++) if (st.slots[i] === null) return i;
  return Math.max(printed, st.slots.length);
}

/** Buildings of this type outside the printed slots of the system. */
export function extraBuildings(st: SystemState, id: SystemId, type: BuildingType): number {
  return st.slots.slice(systemDef(id).slots).filter((b) => b?.type === type).length;
}

export function shipsOnMap(s: GameState, seat: Seat): number {
  let n = 0;
  for (const id of systemIds(s)) {
    const g = s.map[id]!.ships.find((x) => x.owner === seat);
    if (g) n += g.fresh + g.damaged;
  }
  return n;
}

export function buildingsOnMap(s: GameState, seat: Owner, type?: BuildingType): number {
  let n = 0;
  for (const id of systemIds(s)) n += buildingsOf(s.map[id]!, seat, type).length;
  return n;
}

/** Seats in turn order starting at the initiative holder (Fine Print, Tiebreakers). */
export function turnOrder(s: GameState): Seat[] {
  const n = s.players.length;
  return Array.from({ length: n }, (_, i) => (s.initiative + i) % n);
}

export function seatName(s: GameState, seat: Seat): string {
  const p = s.players[seat];
  return p ? `${p.colour[0]!.toUpperCase()}${p.colour.slice(1)}` : `Seat ${seat}`;
}

const NEUTRAL_NAMES = { empire: 'the Empire', free: 'the Free States', blight: 'the Blight' } as const;

/** A seat's colour name, or the Empire, the Free States, the Blight. */
export function ownerName(s: GameState, o: Owner): string {
  return isSeat(o) ? seatName(s, o) : NEUTRAL_NAMES[o];
}

export function log(s: GameState, text: string): void {
  s.log.push({ seq: s.seq, text });
  if (s.log.length > LOG_LIMIT) s.log.splice(0, s.log.length - LOG_LIMIT);
}
export const LOG_LIMIT = 200;

/**
 * Flagships (campaign rulebook "Flagships" pp.22-25): the Flagship board and piece as state, and
 * the questions every rule asks of them. State: `CampaignSeat.flagship` (the board, types.ts) and
 * the `flagship` mark of the seat's ship group on the map (the piece: one of its fresh ships, not one
 * of the 15 in its supply). Every ship rule that counts fresh Loyal ships (control, presence, moving
 * into systems, Crises' "other fresh Loyal ships") reads the piece as the fresh ship it is.
 */
import { FLAGSHIP_BOARD, type FlagshipUpgrade } from '../../../data/campaign/components.ts';
import type { BuildingType, GameState, Seat, SystemState } from '../../types.ts';
import type { SystemId } from '../../../data/map.ts';
import { systemIds } from '../../board.ts';
import type { FlagshipBoard, FlagshipPiece } from '../types.ts';

/** The Flagship Upgrades aid card (♦10-13; cards.csv ARCS-AID10A/B): the effect source of a seat with a Flagship (effects.ts). */
export const FLAGSHIP_CARD = 'ARCS-AID10';

export type BoardRow = 'upgrade' | 'armor';
/** A place on the board: its row and its Upgrade slot, 0-5 left to right (FLAGSHIP_BOARD order). */
export interface BoardPlace { row: BoardRow; slot: number }

export function emptyBoard(): FlagshipBoard {
  return { upgrades: FLAGSHIP_BOARD.map(() => null), armor: FLAGSHIP_BOARD.map(() => null) };
}

export function flagshipBoard(s: GameState, seat: Seat): FlagshipBoard | undefined {
  return s.campaign?.seats[seat]?.flagship;
}

export function hasFlagship(s: GameState, seat: Seat): boolean {
  return flagshipBoard(s, seat) !== undefined;
}

/** The system the seat's Flagship piece is in, or null (no Flagship). */
export function flagshipSystem(s: GameState, seat: Seat): SystemId | null {
  if (!hasFlagship(s, seat)) return null;
  for (const id of systemIds(s)) if (s.map[id]!.ships.some((g) => g.owner === seat && g.flagship)) return id;
  return null;
}

/** Whether this system's ships include the seat's Flagship. */
export function flagshipIn(st: SystemState, seat: Seat): boolean {
  return st.ships.some((g) => g.owner === seat && g.flagship === true);
}

export function pieceAt(board: FlagshipBoard, p: BoardPlace): FlagshipPiece | null {
  return (p.row === 'upgrade' ? board.upgrades : board.armor)[p.slot] ?? null;
}

export function setPiece(board: FlagshipBoard, p: BoardPlace, piece: FlagshipPiece | null): void {
  (p.row === 'upgrade' ? board.upgrades : board.armor)[p.slot] = piece;
}

/** Every piece on the board, Upgrade then Armor per slot, left to right. */
export function boardPieces(board: FlagshipBoard): { place: BoardPlace; piece: FlagshipPiece }[] {
  const out: { place: BoardPlace; piece: FlagshipPiece }[] = [];
  for (let slot = 0; slot < FLAGSHIP_BOARD.length; slot++) {
    for (const row of ['upgrade', 'armor'] as const) {
      const piece = pieceAt(board, { row, slot });
      if (piece) out.push({ place: { row, slot }, piece });
    }
  }
  return out;
}

/** Cities or starports on the seat's board (they come out of its supply: invariants, positions). */
export function boardCount(s: GameState, seat: Seat, type: BuildingType): number {
  const b = flagshipBoard(s, seat);
  return b ? boardPieces(b).filter((x) => x.piece.type === type).length : 0;
}

/** "1 die per fresh starport on this board" (p.23): attacking dice, Defense Array intercepts, dice-collecting lore. */
export function freshStarports(board: FlagshipBoard): number {
  return boardPieces(board).filter((x) => x.piece.type === 'starport' && !x.piece.damaged).length;
}

/** The seat has this Upgrade: a piece in its Upgrade slot, fresh or damaged ("Damaged Upgrades still give benefits", ARCS-AID10). */
export function hasUpgrade(s: GameState, seat: Seat, upgrade: FlagshipUpgrade): boolean {
  const b = flagshipBoard(s, seat);
  const slot = FLAGSHIP_BOARD.findIndex((d) => d.upgrade === upgrade);
  return b !== undefined && b.upgrades[slot] !== null && b.upgrades[slot] !== undefined;
}

/** The Upgrade's name as printed (FLAGSHIP_BOARD). */
export function slotName(slot: number): string {
  return FLAGSHIP_BOARD[slot]!.name;
}

/** A board place for the public log: "the Ship Crane Armor". */
export function placeText(p: BoardPlace): string {
  return `the ${slotName(p.slot)} ${p.row === 'upgrade' ? 'Upgrade' : 'Armor'}`;
}

/**
 * Crises (Flagships in Events p.24): "Take each hit to your Flagship with your rightmost Armor. If
 * no Armor remains, take the hit with its rightmost Upgrade." The place to take the next hit, or null.
 */
export function crisisTarget(board: FlagshipBoard): BoardPlace | null {
  for (const row of ['armor', 'upgrade'] as const) {
    for (let slot = FLAGSHIP_BOARD.length - 1; slot >= 0; slot--) if (pieceAt(board, { row, slot })) return { row, slot };
  }
  return null;
}

/** Hits the board's pieces can take before all are destroyed (a fresh piece 2, a damaged 1). */
export function boardCapacity(board: FlagshipBoard): number {
  return boardPieces(board).reduce((n, x) => n + (x.piece.damaged ? 1 : 2), 0);
}

/**
 * Every way to spread exactly `hits` over the board (all hits used while pieces can take them),
 * "Armor is always hit before its Upgrade" (p.23): an Upgrade takes hits only once the Armor above
 * it is destroyed by them (or there is none). Each spread lists the hits per place.
 */
export function boardSpreads(board: FlagshipBoard, hits: number): { place: BoardPlace; hits: number }[][] {
  const h = Math.min(hits, boardCapacity(board));
  const out: { place: BoardPlace; hits: number }[][] = [];
  const cap = (p: FlagshipPiece | null) => (p === null ? 0 : p.damaged ? 1 : 2);
  const rec = (slot: number, left: number, acc: { place: BoardPlace; hits: number }[]) => {
    if (slot === FLAGSHIP_BOARD.length) {
      if (left === 0) out.push(acc);
      return;
    }
    const armor = board.armor[slot] ?? null;
    const upgrade = board.upgrades[slot] ?? null;
    for (let a = 0; a <= Math.min(cap(armor), left); a++) {
      const upMax = a === cap(armor) ? Math.min(cap(upgrade), left - a) : 0;
      for (let u = 0; u <= upMax; u++) {
        const next = [...acc];
        if (a > 0) next.push({ place: { row: 'armor', slot }, hits: a });
        if (u > 0) next.push({ place: { row: 'upgrade', slot }, hits: u });
        rec(slot + 1, left - a - u, next);
      }
    }
  };
  rec(0, h, []);
  return out;
}

/**
 * Lore & Flagships (p.25), Building Checks: "Lore that checks for Loyal buildings in a system …
 * counts Upgrades and Armor as in your Flagship's system unless the lore says 'on the map'." The
 * seat's board pieces of this type (fresh only when asked) counted in `id`: 0 elsewhere.
 */
export function boardBuildingsIn(s: GameState, seat: Seat, id: SystemId, type: BuildingType, freshOnly = false): number {
  const board = flagshipBoard(s, seat);
  const st = s.map[id];
  if (!board || !st || !flagshipIn(st, seat)) return 0;
  return boardPieces(board).filter((x) => x.piece.type === type && (!freshOnly || !x.piece.damaged)).length;
}

/**
 * Lore & Flagships (p.25), Dice Collection: "Lore that collects dice for Loyal ships like in battle
 * —like Galactic Rifles—lets your Flagship collect 1 die per fresh starport on your Flagship board."
 * The dice the seat's fresh ships in `id` collect: 1 per fresh ship, the Flagship's per fresh starport.
 */
export function freshShipDice(s: GameState, seat: Seat, id: SystemId, fresh: number): number {
  const board = flagshipBoard(s, seat);
  const st = s.map[id];
  if (!board || !st || !flagshipIn(st, seat)) return fresh;
  return fresh - 1 + freshStarports(board);
}

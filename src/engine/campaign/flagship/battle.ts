/**
 * Flagship Battles (campaign rulebook pp.23-24): the Flagship's Upgrades and Armor take hits
 * "like ships" when attacking and "like buildings" when defending, "Armor is always hit before its
 * Upgrade"; the Flagship piece itself never takes a hit (it "cannot be removed from the map").
 * frames/battle.ts combines these spreads with its own (hitOutcomes).
 */
import type { FlagshipBoard } from '../types.ts';
import { boardCapacity, boardSpreads, pieceAt, type BoardPlace } from './board.ts';

/** Hits on board places (one entry per place hit, with its hits). */
export type BoardHits = { place: BoardPlace; hits: number }[];

/**
 * Every way to spread `hits` over some other pieces (`others(h)`: their spreads of exactly h hits,
 * `otherCap` the most they take) and the board: all hits used while anything can take them. When
 * attacking, the attacker "can choose to take hits with Upgrades and Armor instead of other
 * attacking ships" and "must … if no other attacking ships remain" (p.23); defending, the board's
 * pieces are hit like the buildings they are.
 */
export function withBoard<T>(others: (h: number) => T[], otherCap: number, board: FlagshipBoard, hits: number): { other: T; board: BoardHits }[] {
  const boardCap = boardCapacity(board);
  const h = Math.min(hits, otherCap + boardCap);
  const out: { other: T; board: BoardHits }[] = [];
  for (let hb = Math.max(0, h - otherCap); hb <= Math.min(h, boardCap); hb++) {
    for (const o of others(h - hb)) for (const b of boardSpreads(board, hb)) out.push({ other: o, board: b });
  }
  return out;
}

/** The board part of an outcome's option id: `-f` then `<a|u><slot 1-6>x<hits>` joined by '.' (absent when the board takes nothing). */
export function boardHitsId(b: BoardHits | undefined): string {
  return b && b.length ? `-f${b.map((x) => `${x.place.row === 'armor' ? 'a' : 'u'}${x.place.slot + 1}x${x.hits}`).join('.')}` : '';
}

/** Whether these hits destroy the piece at the place (else they damage it). */
export function destroys(board: FlagshipBoard, x: { place: BoardPlace; hits: number }): boolean {
  const p = pieceAt(board, x.place)!;
  return p.damaged || x.hits >= 2;
}

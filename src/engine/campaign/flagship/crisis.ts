/**
 * Flagships in Events (campaign rulebook p.24): "When taking hits in a Crisis, your Flagship only
 * takes hits if no other fresh Loyal ships remain in the system. Take each hit to your Flagship
 * with your rightmost Armor. If no Armor remains, take the hit with its rightmost Upgrade" — top
 * row right to left, then the bottom row. A hit damages a fresh piece and destroys a damaged one;
 * destroyed pieces go back to the supply (a Crisis takes no Trophies).
 */
import { log, returnPieces, seatName } from '../../board.ts';
import { destroyedShipsToSupply } from '../../effects.ts';
import type { GameState, Owner, ShipOwner, SystemState } from '../../types.ts';
import { crisisTarget, flagshipBoard, pieceAt, placeText, setPiece } from './board.ts';

/** Whether the owner's Flagship board has a piece left to take a Crisis hit. */
export function crisisHitsBoard(s: GameState, owner: Owner): boolean {
  if (typeof owner !== 'number') return false;
  const board = flagshipBoard(s, owner);
  return board !== undefined && crisisTarget(board) !== null;
}

/** One Crisis hit to the owner's Flagship (the caller checked that no other fresh Loyal ship remains): false when its board is empty. */
export function hitFlagshipInCrisis(s: GameState, owner: Owner): boolean {
  if (typeof owner !== 'number') return false;
  const board = flagshipBoard(s, owner);
  const place = board ? crisisTarget(board) : null;
  if (!board || !place) return false;
  const p = pieceAt(board, place)!;
  if (p.damaged) {
    setPiece(board, place, null);
    returnPieces(s, owner, p.type, 1);
    log(s, `The Crisis destroys ${placeText(place)} of ${seatName(s, owner)}'s Flagship.`);
  } else {
    p.damaged = true;
    log(s, `The Crisis damages ${placeText(place)} of ${seatName(s, owner)}'s Flagship.`);
  }
  return true;
}

/**
 * Deal `hits` to one owner's ships in a system, fresh ships before damaged ones (a hit damages a
 * fresh ship, destroys a damaged one); destroyed ships go back to their supply. Returns the hits
 * left once the owner has no ships there. Flagships (campaign p.24): "your Flagship only takes hits
 * if no other fresh Loyal ships remain in the system", each "with your rightmost Armor. If no Armor
 * remains, … its rightmost Upgrade" (above); the piece itself stays. Every Crisis hit on ships comes
 * here (the Blight Crises, the Steward's Navy Reprisal).
 */
export function crisisHitShips(s: GameState, st: SystemState, owner: ShipOwner, hits: number, opts: { /** the caller tells the table (Blight Hunger first: events/crises.ts) */ quiet?: boolean } = {}): { left: number; damaged: number; destroyed: number } {
  const g = st.ships.find((x) => x.owner === owner);
  if (!g) return { left: hits, damaged: 0, destroyed: 0 };
  const keep = g.flagship ? 1 : 0;
  let left = hits;
  let damaged = 0;
  let destroyed = 0;
  while (left > 0 && (g.fresh > keep || g.damaged > 0 || (keep && crisisHitsBoard(s, owner)))) {
    if (g.fresh > keep) {
      g.fresh -= 1;
      g.damaged += 1;
      damaged++;
    } else if (keep && hitFlagshipInCrisis(s, owner)) {
      // Flagships (campaign p.24): the board took the hit.
    } else {
      g.damaged -= 1;
      destroyed++;
    }
    left--;
  }
  // Gate Wraith (The Dead Live ARCS-F2204): destroyed ships that would return to a supply.
  if (destroyed > 0) {
    if (opts.quiet) returnPieces(s, owner, 'ship', destroyed);
    else destroyedShipsToSupply(s, owner, destroyed);
  }
  return { left, damaged, destroyed };
}

/**
 * Flagships in Events (campaign rulebook p.24): "When taking hits in a Crisis, your Flagship only
 * takes hits if no other fresh Loyal ships remain in the system. Take each hit to your Flagship
 * with your rightmost Armor. If no Armor remains, take the hit with its rightmost Upgrade" — top
 * row right to left, then the bottom row. A hit damages a fresh piece and destroys a damaged one;
 * destroyed pieces go back to the supply (a Crisis takes no Trophies).
 */
import { log, returnPieces, seatName } from '../../board.ts';
import type { GameState, Owner } from '../../types.ts';
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

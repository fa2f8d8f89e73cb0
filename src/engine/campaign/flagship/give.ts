/**
 * Getting and giving up a Flagship (campaign rulebook "Flagships" p.22, "Resettling Flagships"
 * p.25). `giveFlagship` is the one entry the Fates call ("You gain a Flagship—take a Flagship
 * board and set it up as described on the board back", ARCS-F901A, F1001A, F1101A, F1201A).
 */
import { FLAGSHIP_BOARD, type FlagshipUpgrade } from '../../../data/campaign/components.ts';
import type { SystemId } from '../../../data/map.ts';
import { hasExcessResources, log, returnPieces, seatName, shipsOf, sys, systemIds, tidy } from '../../board.ts';
import { systemLabel } from '../../frames/actions.ts';
import type { BuildingType, Frame, GameState, Seat } from '../../types.ts';
import { placeFree } from '../empire/pieces.ts';
import { scrapCard } from '../fates/moves.ts';
import { boardPieces, emptyBoard, flagshipBoard, flagshipSystem, setPiece, type BoardRow } from './board.ts';

/**
 * Where a Flagship is placed when the Fate names no system. The board's back (its setup) is not in
 * our sources (the rulebook only points at it, p.22); choice made: the system with the most of the
 * seat's Loyal ships (the first such in map order), else the first gate. A Fate that says where
 * passes `at`.
 */
function defaultSystem(s: GameState, seat: Seat): SystemId {
  let best: SystemId | null = null;
  let most = 0;
  for (const id of systemIds(s)) {
    const g = s.map[id]!.ships.find((x) => x.owner === seat);
    const n = g ? g.fresh + g.damaged : 0;
    if (n > most) {
      most = n;
      best = id;
    }
  }
  return best ?? systemIds(s).find((id) => id.endsWith(':gate'))!;
}

/**
 * The seat gets a Flagship (p.22): an empty Flagship board (its Fate's setup then places pieces on
 * it: `placeOnBoard`), the Flagship piece on the map (a fresh Loyal ship that is not one of its 15
 * ships) at `at`, and "you also replace all of your Loyal buildings on the map with Free buildings
 * of the same type" (each keeps its side: a damaged one stays damaged; the seat's pieces go back
 * to its supply). Its effects (the Flagship Upgrades aid card, rules.ts) are active from now on.
 */
export function giveFlagship(s: GameState, seat: Seat, at?: SystemId): void {
  const cs = s.campaign?.seats[seat];
  if (!cs) throw new Error('giveFlagship: not a campaign seat (bug)');
  if (cs.flagship) throw new Error(`giveFlagship: seat ${seat} already has a Flagship (bug)`);
  const where = at ?? defaultSystem(s, seat);
  let replaced = 0;
  for (const id of systemIds(s)) {
    const st = s.map[id]!;
    st.slots.forEach((b, i) => {
      if (!b || b.owner !== seat) return;
      returnPieces(s, seat, b.type, 1);
      st.slots[i] = null;
      placeFree(s, id, i, b.type, b.damaged);
      replaced++;
    });
  }
  cs.flagship = emptyBoard();
  const g = shipsOf(sys(s, where), seat);
  g.fresh += 1;
  g.flagship = true;
  log(s, `${seatName(s, seat)} gains a Flagship in ${systemLabel(where)}${replaced ? `; their ${replaced} ${replaced === 1 ? 'building becomes a Free building' : 'buildings become Free buildings'}` : ''}.`);
}

/**
 * After a Flagship is given and its board set up: the seat's cities that came back to its player
 * board may cover resource slots, so it rearranges and discards the excess (base rulebook,
 * Resources: "If a city returns … and covers a resource slot, rearrange and discard resources").
 * The Fate's setup returns these frames after its board steps.
 */
export function excessAfterFlagship(s: GameState, seat: Seat): Frame[] {
  return hasExcessResources(s.players[seat]!) ? [{ k: 'res/excess', seat }] : [];
}

/**
 * A Fate's setup step "Place 1 (fresh) starport/city on your X Upgrade" (or Armor): from the
 * seat's supply, fresh. Nothing happens when the supply is empty or the place is taken.
 */
export function placeOnBoard(s: GameState, seat: Seat, upgrade: FlagshipUpgrade, type: BuildingType, row: BoardRow = 'upgrade'): boolean {
  const board = flagshipBoard(s, seat);
  const p = s.players[seat]!;
  const slot = FLAGSHIP_BOARD.findIndex((d) => d.upgrade === upgrade);
  if (!board || (row === 'upgrade' ? board.upgrades : board.armor)[slot] !== null) return false;
  if (type === 'city' ? p.boardCities === 0 : p.supply.starports === 0) return false;
  if (type === 'city') p.boardCities -= 1;
  else p.supply.starports -= 1;
  setPiece(board, { row, slot }, { type, damaged: false });
  return true;
}

/** "Clear" the Flagship board: its cities and starports go back to the seat's supply (p.25). */
export function clearFlagshipBoard(s: GameState, seat: Seat): void {
  const board = flagshipBoard(s, seat);
  if (!board) return;
  for (const { place, piece } of boardPieces(board)) {
    returnPieces(s, seat, piece.type, 1);
    setPiece(board, place, null);
  }
}

/**
 * Resettling Flagships, step 1 (p.25): "Clear your Flagship board and return it to the box. Replace
 * your Loyal Flagship piece with a Loyal ship" (from the supply; none left: the piece just goes).
 * Steps 2-3 place buildings and ships by the player's choices: the "C" Fates' setups ask them.
 */
export function removeFlagship(s: GameState, seat: Seat): void {
  const cs = s.campaign?.seats[seat];
  if (!cs?.flagship) return;
  const at = flagshipSystem(s, seat);
  clearFlagshipBoard(s, seat);
  delete cs.flagship;
  // Hegemon (ARCS-F1002 Planting Banners): "Scrap this if you don't have a Flagship."
  if (cs.playArea.includes('ARCS-F1002')) scrapCard(s, 'ARCS-F1002', seat);
  if (at) {
    const st = sys(s, at);
    const g = shipsOf(st, seat);
    delete g.flagship;
    g.fresh -= 1;
    const p = s.players[seat]!;
    if (p.supply.ships > 0) {
      p.supply.ships -= 1;
      g.fresh += 1;
    }
    tidy(st);
  }
  log(s, `${seatName(s, seat)} returns their Flagship board to the box.`);
}

/** Intermission D2 (p.28): "Destroy all damaged … Flagship Upgrades and Armor" (back to the supply). Returns how many. */
export function destroyDamagedOnBoards(s: GameState): number {
  let n = 0;
  s.players.forEach((p) => {
    const board = flagshipBoard(s, p.seat);
    if (!board) return;
    for (const { place, piece } of boardPieces(board)) {
      if (!piece.damaged) continue;
      returnPieces(s, p.seat, piece.type, 1);
      setPiece(board, place, null);
      n++;
    }
  });
  return n;
}

/**
 * Placing the campaign's neutral pieces when their supply may be empty (campaign rulebook):
 * - The Free States, Empty Supply: "In the rare event that you must place a Free building but the
 *   supply is empty, use a proxy piece" (NeutralSupply.free.proxies counts them; a proxy that
 *   leaves the map leaves the game: board.ts returnNeutral).
 * - The Blight, Empty Supply: "If you must place Blight but the supply is empty, take it from the
 *   player who has the most Blight Trophies." Our reading for a tie: the caller names the player
 *   (blightDonors lists them); without a name, the first of them in turn order from the initiative.
 *   With no Blight anywhere to take, nothing is placed (placeBlight answers false).
 * Other areas (Act II & III setup, the Intermission, Crises, Fates) call these.
 */
import type { SystemId } from '../../../data/map.ts';
import { log, placementSystem, seatName, shipsOf, sys } from '../../board.ts';
import type { BuildingType, GameState, Seat } from '../../types.ts';

function neutral(s: GameState) {
  if (!s.neutral) throw new Error('not a campaign game');
  return s.neutral;
}

/** Place a Free building in the slot (the supply's, else a proxy piece). */
export function placeFree(s: GameState, id: SystemId, slot: number, type: BuildingType, damaged = false): void {
  const n = neutral(s);
  const st = sys(s, id);
  if (st.slots[slot]) throw new Error(`placeFree: slot ${slot} of ${id} is taken`);
  const k = type === 'city' ? 'cities' : 'starports';
  if (n.free[k] > 0) n.free[k] -= 1;
  else {
    n.free.proxies ??= { cities: 0, starports: 0 };
    n.free.proxies[k] += 1;
  }
  st.slots[slot] = { owner: 'free', type, damaged };
}

function blightTrophies(s: GameState, seat: Seat): number {
  return s.players[seat]!.trophies.filter((t) => t.owner === 'blight' && t.piece === 'blight').reduce((n, t) => n + t.count, 0);
}

/** The players with the most Blight Trophies (at least 1), in turn order from the initiative. */
export function blightDonors(s: GameState): Seat[] {
  const order = s.players.map((_, i) => (s.initiative + i) % s.players.length);
  const most = Math.max(0, ...order.map((x) => blightTrophies(s, x)));
  return most === 0 ? [] : order.filter((x) => blightTrophies(s, x) === most);
}

/** Place 1 Blight (fresh or damaged) in the system: from the supply, else a Blight Trophy (above). */
export function placeBlight(s: GameState, id: SystemId, damaged = false, from?: Seat): boolean {
  const n = neutral(s);
  if (n.blight.blight > 0) n.blight.blight -= 1;
  else {
    const donors = blightDonors(s);
    const donor = from !== undefined && donors.includes(from) ? from : donors[0];
    if (donor === undefined) return false;
    const p = s.players[donor]!;
    const t = p.trophies.find((x) => x.owner === 'blight' && x.piece === 'blight')!;
    t.count -= 1;
    if (t.count === 0) p.trophies = p.trophies.filter((x) => x !== t);
    log(s, `The Blight supply is empty: a Blight is taken from ${seatName(s, donor)}'s Trophies.`);
  }
  // Gate Wraith (ARCS-F2205): Blight placed on a gate with a Passage token goes to the Twisted Passage.
  const g = shipsOf(sys(s, placementSystem(s, id)), 'blight');
  if (damaged) g.damaged += 1;
  else g.fresh += 1;
  return true;
}

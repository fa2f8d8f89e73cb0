/**
 * Titles as the Summit changes them (campaign rulebook p.16, Call to Order: Leave the Empire,
 * Revive the Empire; p.17, Invite to Empire). Small local versions while the empire helper writes
 * the shared ones.
 */
import { log, seatName, turnOrder } from '../../board.ts';
import { titleOf } from '../../control.ts';
import type { GameState, Seat } from '../../types.ts';
import { campaignOf } from '../state.ts';

/** Seats holding the Regent title. */
export function regents(s: GameState): Seat[] {
  return s.players.filter((p) => titleOf(s, p.seat) === 'regent').map((p) => p.seat);
}

// LEAD: use empire/titles.ts becomeRegent
/** Flip the seat's title card to Regent (Invite to Empire; Revive the Empire). */
export function becomeRegent(s: GameState, seat: Seat): void {
  s.players[seat]!.title = 'regent';
}

// LEAD: use empire/titles.ts becomeOutlaw
/**
 * Leave the Empire (p.16): "Flip your Regent title card to Outlaw. If you are the First Regent,
 * give the First Regent tile to the Regent with the most Power. Resources stay in the Imperial
 * Trust. If there are no Regents, return all resources from the Imperial Trust to the supply, lose
 * 1 Power per resource returned, and place the First Regent tile in the supply."
 *
 * A tie for the most Power is not covered by the rulebook: the tied Regent earliest in turn order
 * from the initiative holder takes the tile, as the campaign FAQ settles ties for most Power
 * (faq.csv ARCS-CC14: "The player closest in turn order to the player with initiative") and as the
 * base game breaks ties in turn order (Fine Print, Tiebreakers).
 */
export function leaveEmpire(s: GameState, seat: Seat): void {
  const c = campaignOf(s);
  s.players[seat]!.title = 'outlaw';
  log(s, `${seatName(s, seat)} leaves the Empire and becomes an Outlaw.`);
  if (c.firstRegent !== seat) return;
  const left = regents(s);
  if (left.length > 0) {
    const top = Math.max(...left.map((x) => s.players[x]!.power));
    const heir = turnOrder(s).find((x) => left.includes(x) && s.players[x]!.power === top)!;
    c.firstRegent = heir;
    log(s, `${seatName(s, heir)} takes the First Regent tile; the Imperial Trust stays on it.`);
    return;
  }
  const n = c.trust.length;
  for (const r of c.trust) s.supply[r] += 1;
  c.trust = [];
  s.players[seat]!.power -= n;
  c.firstRegent = null;
  log(s, `No Regents remain: the First Regent tile goes to the supply${n > 0 ? `, its ${n} Imperial Trust ${n === 1 ? 'resource returns' : 'resources return'} to the supply and ${seatName(s, seat)} loses ${n} Power` : ''}.`);
}

// LEAD: use empire/titles.ts becomeRegent (with the First Regent tile)
/** Revive the Empire (p.16): "If there are no Regents, flip your Outlaw title card to Regent and take the First Regent tile." */
export function reviveEmpire(s: GameState, seat: Seat): void {
  becomeRegent(s, seat);
  campaignOf(s).firstRegent = seat;
  log(s, `${seatName(s, seat)} revives the Empire: a Regent again, they take the First Regent tile.`);
}

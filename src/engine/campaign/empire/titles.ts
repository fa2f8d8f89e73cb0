/**
 * Regent and Outlaw titles and the First Regent tile (campaign rulebook: The Empire; Summits, Call
 * to Order: Leave the Empire, Revive the Empire; Negotiations: Invite to Empire; Edicts, Collect
 * Imperial Demand: "the First Regent may make them an Outlaw"). Other areas (summit, events) call
 * these; they change titles and the tile only, asking nothing: where the rules leave a choice (a
 * tie for the most Power) the caller asks and passes the answer.
 *
 * API
 *   regents(s)                  seats that are Regents, in turn order
 *   firstRegentHeirs(s, seat)   the Regents but `seat` with the most Power (who may take the tile)
 *   becomeOutlaw(s, seat, heir?) flip to Outlaw; a First Regent hands the tile on (Leave the Empire)
 *   becomeRegent(s, seat)       flip to Regent (Invite to Empire)
 *   reviveEmpire(s, seat)       Revive the Empire: with no Regents, flip to Regent and take the tile
 */
import { log, seatName } from '../../board.ts';
import { titleOf } from '../../control.ts';
import type { GameState, Seat } from '../../types.ts';

export function regents(s: GameState): Seat[] {
  return s.players.map((p) => p.seat).filter((seat) => titleOf(s, seat) === 'regent');
}

/** The Regents other than `seat` with the most Power: who may be given the First Regent tile. */
export function firstRegentHeirs(s: GameState, seat: Seat): Seat[] {
  const others = regents(s).filter((x) => x !== seat);
  const most = Math.max(...others.map((x) => s.players[x]!.power));
  return others.filter((x) => s.players[x]!.power === most);
}

export type OutlawResult =
  | { tile: 'none' } // the seat was not the First Regent
  | { tile: 'given'; to: Seat }
  | { tile: 'supply'; returned: number };

/**
 * Leave the Empire (Call to Order): "Flip your Regent title card to Outlaw. If you are the First
 * Regent, give the First Regent tile to the Regent with the most Power. Resources stay in the
 * Imperial Trust. If there are no Regents, return all resources from the Imperial Trust to the
 * supply, lose 1 Power per resource returned, and place the First Regent tile in the supply."
 * Also making a Regent an Outlaw (the Imperial Demand). With several Regents tied for the most Power
 * the caller must name the `heir` (one of firstRegentHeirs): our reading, the rulebook names no
 * tie-break, so the player giving the tile picks. Throws (changing nothing) on a bad call.
 */
export function becomeOutlaw(s: GameState, seat: Seat, heir?: Seat): OutlawResult {
  const c = s.campaign;
  if (!c) throw new Error('becomeOutlaw: not a campaign game');
  if (titleOf(s, seat) !== 'regent') throw new Error(`becomeOutlaw: seat ${seat} is not a Regent`);
  let result: OutlawResult = { tile: 'none' };
  if (c.firstRegent === seat) {
    const heirs = firstRegentHeirs(s, seat);
    if (heirs.length === 0) {
      const returned = c.trust.length;
      for (const r of c.trust) s.supply[r] += 1;
      c.trust = [];
      s.players[seat]!.power -= returned;
      c.firstRegent = null;
      result = { tile: 'supply', returned };
    } else {
      const to = heir ?? (heirs.length === 1 ? heirs[0]! : undefined);
      if (to === undefined || !heirs.includes(to)) throw new Error(`becomeOutlaw: name the heir among ${heirs.join(', ')}`);
      c.firstRegent = to;
      result = { tile: 'given', to };
    }
  }
  s.players[seat]!.title = 'outlaw';
  log(s, `${seatName(s, seat)} becomes an Outlaw.`);
  if (result.tile === 'given') log(s, `${seatName(s, result.to)} is the First Regent.`);
  if (result.tile === 'supply') log(s, `The Empire has no Regents: the Imperial Trust returns to the supply (${seatName(s, seat)} loses ${result.returned} Power) and the First Regent tile to the supply.`);
  return result;
}

/** Invite to Empire (Negotiations): flip an Outlaw's title card to Regent. The tile does not move. */
export function becomeRegent(s: GameState, seat: Seat): void {
  if (!s.campaign) throw new Error('becomeRegent: not a campaign game');
  if (titleOf(s, seat) !== 'outlaw') throw new Error(`becomeRegent: seat ${seat} is not an Outlaw`);
  s.players[seat]!.title = 'regent';
  log(s, `${seatName(s, seat)} becomes a Regent.`);
}

/** Revive the Empire (Call to Order): "If there are no Regents, flip your Outlaw title card to Regent and take the First Regent tile." */
export function reviveEmpire(s: GameState, seat: Seat): void {
  const c = s.campaign;
  if (!c) throw new Error('reviveEmpire: not a campaign game');
  if (regents(s).length > 0) throw new Error('reviveEmpire: there are Regents');
  becomeRegent(s, seat);
  c.firstRegent = seat;
  log(s, `${seatName(s, seat)} is the First Regent.`);
}

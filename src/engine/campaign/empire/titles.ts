/**
 * Regent and Outlaw titles and the First Regent tile: the one place that changes them (campaign
 * rulebook: The Empire; Summits, Call to Order: Leave the Empire, Revive the Empire; Negotiations:
 * Invite to Empire; Edicts, Collect Imperial Demand: "the First Regent may make them an Outlaw";
 * Imperial Council step 2; Fate cards: Empire Falls, Imperial Sponsor). Every way of becoming an
 * Outlaw goes through becomeOutlaw, so what follows it always happens: the First Regent tile and the
 * Imperial Trust as Leave the Empire says, and the cards that say "Bury this if you're an Outlaw"
 * (effects.ts `buryIfOutlaw`, e.g. the Steward's Imperial Authority and Tax Collectors). These ask
 * nothing: where the rules leave a choice (a tie for the most Power) the caller passes the answer.
 *
 * API
 *   regents(s)                  seats that are Regents, in turn order from the initiative
 *   firstRegentHeirs(s, seat)   the Regents but `seat` with the most Power (who may take the tile), in turn order
 *   becomeOutlaw(s, seat, heir?) flip to Outlaw; a First Regent hands the tile on (Leave the Empire); buries "Bury this if you're an Outlaw" cards
 *   becomeRegent(s, seat)       flip to Regent (Invite to Empire, Imperial Sponsor)
 *   reviveEmpire(s, seat)       Revive the Empire: with no Regents, flip to Regent and take the tile
 *   takeFirstRegentTile(s, seat) a Regent takes the tile, the Imperial Trust staying on it (Imperial Council step 2)
 *   buryOutlawCards(s)          bury every Outlaw's "Bury this if you're an Outlaw" cards (also when an Outlaw gains one)
 */
import { log, seatName, turnOrder } from '../../board.ts';
import { titleOf } from '../../control.ts';
import { activeEffects, fired } from '../../effects.ts';
import type { GameState, Seat } from '../../types.ts';
import { bury } from '../fates/moves.ts';

export function regents(s: GameState): Seat[] {
  return turnOrder(s).filter((seat) => titleOf(s, seat) === 'regent');
}

/**
 * The Regents other than `seat` with the most Power, in turn order from the initiative: who may be
 * given the First Regent tile. A caller that does not ask the leaving player gives it to the first
 * of them (our reading: ties for the most Power go to the player closest in turn order to the
 * initiative holder, as the campaign FAQ settles them, faq.csv ARCS-CC14, and as the base game
 * breaks ties in turn order).
 */
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
  if (result.tile === 'given') log(s, `${seatName(s, result.to)} takes the First Regent tile; the Imperial Trust stays on it.`);
  if (result.tile === 'supply') log(s, `The Empire has no Regents: the Imperial Trust returns to the supply (${seatName(s, seat)} loses ${result.returned} Power) and the First Regent tile to the supply.`);
  buryOutlawCards(s);
  return result;
}

/**
 * "Bury this if you're an Outlaw." (a card's standing condition, effects.ts `buryIfOutlaw`: the
 * Steward's Imperial Authority and Tax Collectors): checked whenever it can become true, i.e. when
 * a seat becomes an Outlaw (becomeOutlaw, by every route) and when an Outlaw gains such a card (the
 * card's When Secured calls this). Our reading: the FAQ says nothing; the text is a standing
 * condition. Buried = the bottom of the Court deck.
 */
export function buryOutlawCards(s: GameState): void {
  for (const p of s.players) {
    if (titleOf(s, p.seat) !== 'outlaw') continue;
    for (const { card: id, effect } of activeEffects(s, p.seat)) {
      if (effect.buryIfOutlaw) {
        bury(s, id, p.seat);
        fired(s, id);
      }
    }
  }
}

/** Invite to Empire (Negotiations): flip an Outlaw's title card to Regent. The tile does not move. */
export function becomeRegent(s: GameState, seat: Seat): void {
  if (!s.campaign) throw new Error('becomeRegent: not a campaign game');
  if (titleOf(s, seat) !== 'outlaw') throw new Error(`becomeRegent: seat ${seat} is not an Outlaw`);
  s.players[seat]!.title = 'regent';
  log(s, `${seatName(s, seat)} becomes a Regent.`);
}

/**
 * Imperial Council step 2 (p.14): "If you're a Regent, take the First Regent tile, keeping all
 * resources on the Imperial Trust." Nothing happens for an Outlaw or the First Regent. Returns
 * whether the tile moved.
 */
export function takeFirstRegentTile(s: GameState, seat: Seat): boolean {
  const c = s.campaign;
  if (!c) throw new Error('takeFirstRegentTile: not a campaign game');
  if (titleOf(s, seat) !== 'regent' || c.firstRegent === seat) return false;
  c.firstRegent = seat;
  log(s, `${seatName(s, seat)} takes the First Regent tile${c.trust.length ? ' and the Imperial Trust on it' : ''}.`);
  return true;
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

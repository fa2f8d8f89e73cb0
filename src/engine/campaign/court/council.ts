/**
 * The Imperial Council card in play (campaign rulebook, "Imperial Council" p.14; ARCS-AID01A/B).
 * Owned by the spine helper (a file inside the campaign Court's folder, listed in its index).
 *
 * - It is the leftmost Court card (`IMPERIAL_COUNCIL.cardId`), its side in `campaign.council`.
 * - "While the Imperial Council is In Session, players may influence and secure it." / "While it
 *   is Decided, players cannot influence or secure it." (p.14; AID01B: "You cannot influence or
 *   secure this card."): a "cannot" of the Rules Hierarchy (effects.ts baseRule asks
 *   `councilVerdict`), so a card that says "ignore" could set it aside.
 * - Securing it is normal securing (agents return, Rival agents captured; court.ts secureCard);
 *   then its When Secured (AID01A): "Flip this card over to its Imperial Council Decided side. As a
 *   reminder, tuck it partially under your played card": it leaves the Court row until the round
 *   ends (`s.round.council` = the securer). The Court spot is refilled as for any secured card (base
 *   rulebook, Secure: "Finally, draw a card from the Court deck and place it … in the same spot").
 * - "At the end of that round, return the Imperial Council card to the Court on its Decided side"
 *   (p.14): campaign/round.ts `returnCouncil`, leftmost (Act I Table Setup K places it leftmost).
 * - "The Imperial Council cannot be buried, scrapped, or discarded" (p.14): `isImperialCouncil`
 *   (campaign/state.ts) is the guard other rules ask.
 */
import { IMPERIAL_COUNCIL } from '../../../data/campaign/components.ts';
import { log, seatName } from '../../board.ts';
import type { Act, CardEffect, Verdict } from '../../effects.ts';
import type { GameState, Seat } from '../../types.ts';

/** The Council is Decided: nobody may influence or secure it (p.14). */
export function councilShut(s: GameState, card: string): boolean {
  return card === IMPERIAL_COUNCIL.cardId && s.campaign?.council === 'decided';
}

/** The rulebook's "cannot" on influencing or securing the Decided Council (effects.ts baseRule). */
export function councilVerdict(s: GameState, act: Act): Verdict {
  if ((act.t === 'influence' || act.t === 'secure') && councilShut(s, act.card)) return 'cannot';
  return null;
}

/** When Secured (AID01A): flip to Decided and tuck it under the securer's played card until the round ends. */
function tuck(s: GameState, seat: Seat): void {
  const c = s.campaign!;
  const p = s.players[seat]!;
  // secureCard put it in the play area like any card; it is tucked under the played card instead.
  const i = p.court.findIndex((x) => x.id === IMPERIAL_COUNCIL.cardId);
  if (i >= 0) p.court.splice(i, 1);
  c.council = 'decided';
  if (s.round) {
    s.round.council = seat;
    log(s, `${seatName(s, seat)} tucks the Imperial Council, now Decided, under their played card; it resolves at the end of the round.`);
  } else {
    // Secured outside a round (no played card to tuck it under): nothing can resolve it at a
    // round's end, so it goes straight back to the Court on its Decided side (a rules gap; not met
    // by any rule today: securing happens on turns).
    s.court.unshift({ card: IMPERIAL_COUNCIL.cardId, agents: s.players.map(() => 0) });
    log(s, `${seatName(s, seat)} secures the Imperial Council outside a round: it returns to the Court, Decided.`);
  }
}

export const IMPERIAL_COUNCIL_EFFECT: CardEffect = {
  id: IMPERIAL_COUNCIL.cardId,
  whenSecured(s, seat) {
    tuck(s, seat);
    return [];
  },
};

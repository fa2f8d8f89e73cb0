/**
 * The Magnate's cards in Summits (campaign rulebook pp.16-17), asked by campaign/summit/index.ts:
 * Monopoly consent (Monopoly Consent F319 and the Monopolies F313-F317) and the Act I objective
 * (F301B: Close Deals with Rivals, Export to the Galactic Core). A leaf of the effect system.
 */
import type { Resource } from '../../../data/map.ts';
import { log, seatName } from '../../board.ts';
import { noteFired as fired } from '../../fired.ts';
import { heldTokens, takeToken } from '../../holdings.ts';
import type { GameState, Seat } from '../../types.ts';
import type { NegotiationAction } from '../summit/types.ts';
import { advanceObjective } from './objective.ts';
import { monopolyHolder, monopolyOf } from './magnate-rules.ts';

/* ---------------------------------------------------------------- Summits */

/**
 * Monopoly Consent (F319) and the Monopolies' "In Summits, your consent is required to give X":
 * the Monopoly holders whose consent a proposal needs (a resource given by Transfer Asset by anyone
 * but the holder). "Consent is not needed if no one has the Monopoly."
 */
export function summitConsents(s: GameState, parts: readonly NegotiationAction[]): Seat[] {
  const out = new Set<Seat>();
  for (const p of parts) {
    if (p.item.t !== 'resource') continue;
    const h = monopolyHolder(s, p.item.resource);
    if (h !== null && h !== p.actor) out.add(h);
  }
  return [...out];
}

const MONOPOLY_CONSENT = 'ARCS-F319';

/**
 * A resource of a held Monopoly was given with its holder's consent (asked, or forced in the Call to
 * Order): Monopoly Consent (F319, when in the rules booklet) and that Monopoly card did something.
 */
export function noteMonopolyConsents(s: GameState, parts: readonly NegotiationAction[], forced = false): void {
  for (const p of parts) {
    if (p.item.t !== 'resource') continue;
    const h = monopolyHolder(s, p.item.resource);
    if (h === null || (!forced && h === p.actor)) continue;
    if (s.campaign?.rulesBooklet.some((slot) => slot.includes(MONOPOLY_CONSENT))) fired(s, MONOPOLY_CONSENT);
    fired(s, monopolyOf(p.item.resource));
  }
}

/** A gift in a Summit, to match F301B's "except one that you gave them during this Summit". */
export type SummitGift = { from: Seat; to: Seat; what: string };

function giftKey(p: NegotiationAction): string | null {
  if (p.item.t === 'resource') return `res:${p.item.resource}`;
  if (p.item.t === 'favor') return `favor:${p.item.owner}`;
  // Promise Favor: a new Favor of the actor's on the Rival's Fate card.
  if (p.item.t === 'agent') return `favor:${p.actor}`;
  return null;
}

/**
 * Close Deals with Rivals (F301B): "In Summit Negotiations, advance 2 each time a Rival gives you a
 * Favor or resource, except one that you gave them during this Summit." `gifts`: this Summit's gifts
 * so far (the frame's record, updated here). FAQ: not by returning Favors in the Call to Order (only
 * Negotiation proposals call this).
 */
export function noteSummitGifts(s: GameState, gifts: SummitGift[], parts: readonly NegotiationAction[]): void {
  for (const p of parts) {
    const what = giftKey(p);
    if (what === null) continue;
    const to = p.rival;
    if (s.campaign?.seats[to]?.objective === 'ARCS-F301B') {
      const back = gifts.findIndex((g) => g.from === to && g.to === p.actor && g.what === what);
      if (back >= 0) gifts.splice(back, 1);
      else {
        fired(s, 'ARCS-F301B');
        advanceObjective(s, to, 2);
      }
    }
    gifts.push({ from: p.actor, to, what });
  }
}

/** Export to the Galactic Core (F301B): the resource triples the seat may discard now (`a.b.c`, sorted), or none. */
export function exportOptions(s: GameState, seat: Seat): string[] {
  if (s.campaign?.seats[seat]?.objective !== 'ARCS-F301B') return [];
  const held = heldTokens(s, seat).map((t) => t.resource);
  if (held.length < 3) return [];
  const out = new Set<string>();
  for (let i = 0; i < held.length; i++) for (let j = i + 1; j < held.length; j++) for (let k = j + 1; k < held.length; k++) out.add([held[i]!, held[j]!, held[k]!].sort().join('.'));
  return [...out].sort();
}

/** "advance 2 each time you choose to discard 3 resources" (Summit Negotiations). */
export function exportResources(s: GameState, seat: Seat, triple: string): void {
  if (!exportOptions(s, seat).includes(triple)) throw new Error(`export ${triple}: not possible (bug)`);
  for (const r of triple.split('.') as Resource[]) {
    const t = heldTokens(s, seat).find((x) => x.resource === r)!;
    takeToken(s, seat, t.place);
    s.supply[r] += 1;
  }
  fired(s, 'ARCS-F301B');
  log(s, `${seatName(s, seat)} exports ${triple.split('.').join(', ')} to the Galactic Core (discards them).`);
  advanceObjective(s, seat, 2);
}


/**
 * Monopoly Consent (F319), Call to Order: "the player who called the Summit may force the Monopoly
 * holder's consent by returning 1 Favor of theirs to them." A resource the caller forces a Rival to
 * give: the Monopoly holder whose Favor must be returned for it, or null (no holder, or the holder
 * is the caller, or the forced Rival itself: FAQ, only the Transfer Asset's Favors are returned then).
 */
export function forcedConsentHolder(s: GameState, caller: Seat, rival: Seat, item: NegotiationAction['item']): Seat | null {
  if (item.t !== 'resource') return null;
  const h = monopolyHolder(s, item.resource);
  return h === null || h === caller || h === rival ? null : h;
}

/**
 * The Court's spots as places cards leave and arrive: refilling a spot, attached cards, removing a
 * card from the Court (campaign rulebook p.27, New Rules & Terms: Attaching Cards; p.18, Crises:
 * Removing Cards). A leaf module (board, rng and data only) so that every mover of cards, the Fate
 * framework's `fates/moves.ts` included, removes Court cards the same way; `court.ts` re-exports it.
 *
 * Attached cards are a list (`CourtSlot.attached`, absent when none), first attached first: a card
 * text may attach a second card above a card that has one (Guilds Decry Terror, ARCS-F619; its FAQ:
 * "Attach it to the Council, keeping the other attached card attached as well").
 */
import { cardDef, findCard } from '../data/cards.ts';
import { IMPERIAL_COUNCIL } from '../data/campaign/components.ts';
import { log, returnAgents } from './board.ts';
import { shuffleInPlace } from './rng.ts';
import type { CourtSlot, Frame, GameState } from './types.ts';

export function cardName(id: string): string {
  // The Imperial Council is one card with two sides (ARCS-AID01A/B in cards.csv): named without its side.
  if (id === IMPERIAL_COUNCIL.cardId) return 'Imperial Council';
  return cardDef(id).name;
}

/** The cards attached above a Court card, first attached first (none: []). */
export function attachedOf(slot: CourtSlot): readonly string[] {
  return slot.attached ?? [];
}

/** Every card in the Court row, attached cards included (each spot: its card, then its attached cards). */
export function courtCards(s: GameState): string[] {
  return s.court.flatMap((c) => [c.card, ...attachedOf(c)]);
}

/** Refill a Court spot from the top of the Court deck; with an empty deck the spot goes. */
export function refill(s: GameState, index: number): void {
  const next = s.courtDeck.shift();
  if (next !== undefined) {
    s.court[index] = { card: next, agents: s.players.map(() => 0) };
    log(s, `${cardName(next)} enters the Court.`);
    whenDrawn(s, next);
  } else s.court.splice(index, 1);
}

/**
 * A card with "When Drawn:" text drawn into the Court (Passage Storms, ARCS-F2206): its effect's
 * `whenDrawn` runs in an `fx/when-drawn` frame put just under the running frame, so it runs once
 * that frame is finished (refill is a plain function called inside frames).
 */
function whenDrawn(s: GameState, id: string): void {
  if (!s.campaign || !findCard(id)?.text.includes('**When Drawn:**')) return;
  const frame: Frame = { k: 'fx/when-drawn', card: id };
  s.stack.splice(Math.max(0, s.stack.length - 1), 0, frame);
}

/* ------------------------------------------------ campaign: attaching cards */

/** Court spots a card may be attached to: "a card in the Court that does not have an attached card" (p.27). */
export function attachTargets(s: GameState): number[] {
  return s.court.flatMap((c, i) => (attachedOf(c).length === 0 ? [i] : []));
}

/**
 * Attach a card above the Court card at `index` (p.27). The spot must have no attached card, unless
 * the card's own text attaches it there anyway (`stack`: Guilds Decry Terror's FAQ keeps the other
 * attached card attached as well).
 */
export function attachCard(s: GameState, id: string, index: number, opts: { stack?: boolean } = {}): void {
  const slot = s.court[index];
  if (!slot) throw new Error(`attachCard: no Court card at ${index}`);
  if (attachedOf(slot).length > 0 && !opts.stack) throw new Error(`attachCard: ${slot.card} already has an attached card`);
  slot.attached = [...attachedOf(slot), id];
  log(s, `${cardName(id)} is attached to ${cardName(slot.card)}.`);
}

/**
 * Forced Attach (p.27): "If you are forced to attach a card but you cannot fulfill all of the
 * requirements to attach it, you still attach it, ignoring the fewest requirements." The card's
 * own requirements are predicates on a Court spot; the rulebook's (no attached card yet) is one
 * more. Returns the spots that meet the most of them (the attacher picks one); empty Court: none.
 */
export function forcedAttachTargets(s: GameState, requirements: readonly ((s: GameState, index: number) => boolean)[]): number[] {
  const all = [(_: GameState, i: number) => attachedOf(s.court[i]!).length === 0, ...requirements];
  const met = s.court.map((_, i) => all.filter((r) => r(s, i)).length);
  const best = Math.max(-1, ...met);
  return met.flatMap((m, i) => (m === best ? [i] : []));
}

/** Where a card removed from the Court goes. 'none': the caller places it (a seat's play area, a tuck…). */
export type CourtExit = 'bury' | 'discard' | 'shuffle' | 'scrap' | 'none';

function placeRemoved(s: GameState, id: string, to: CourtExit): void {
  if (to === 'bury') {
    // Bury: "place on the bottom of the Court deck" (Glossary; campaign Crises).
    s.courtDeck.push(id);
    log(s, `${cardName(id)} is buried.`);
  } else if (to === 'discard') {
    s.courtDiscard.push(id);
    log(s, `${cardName(id)} is discarded.`);
  } else if (to === 'shuffle') {
    s.courtDeck.push(id);
    shuffleInPlace(s.rng, s.courtDeck);
    log(s, `${cardName(id)} is shuffled into the Court deck.`);
  } else if (to === 'scrap') {
    s.campaign?.scrap.push(id);
    log(s, `${cardName(id)} is scrapped.`);
  }
}

/**
 * Remove the card at `index` from the Court (not by securing it): campaign Crises, Removing Cards
 * (p.18: "return all agents on it and draw a card from the Court deck to refill the Court") and
 * Removal from Court (p.27: "If … it has an attached card, refill the Court by sliding down the
 * attached card. Place all agents from the removed card onto the previously attached card.").
 * With two attached cards the first attached slides down and the other stays attached above it
 * (our reading of F619's FAQ: it stays attached). The card goes where `to` says first (a buried
 * card reaches the bottom of the deck before the refill draws from its top). The Imperial Council
 * cannot be buried, scrapped or discarded (p.14).
 */
export function removeFromCourt(s: GameState, index: number, to: CourtExit): string {
  const slot = s.court[index];
  if (!slot) throw new Error(`removeFromCourt: no Court card at ${index}`);
  if (slot.card === IMPERIAL_COUNCIL.cardId) throw new Error('removeFromCourt: the Imperial Council cannot be removed from the Court');
  const id = slot.card;
  const [down, ...rest] = attachedOf(slot);
  if (down !== undefined) {
    s.court[index] = { card: down, agents: slot.agents, ...(rest.length > 0 ? { attached: rest } : {}) };
    placeRemoved(s, id, to);
    log(s, `${cardName(down)} slides down with the agents of ${cardName(id)}.`);
    return id;
  }
  slot.agents.forEach((n, owner) => {
    if (n > 0) returnAgents(s, owner, n);
  });
  placeRemoved(s, id, to);
  refill(s, index);
  return id;
}

/**
 * Remove an attached card (p.27: "If an attached card is removed, nothing happens to the card it
 * was attached to."): `id`, or the first attached card at `index`.
 */
export function removeAttached(s: GameState, index: number, to: CourtExit, id?: string): string {
  const slot = s.court[index];
  const list = slot ? attachedOf(slot) : [];
  const card = id ?? list[0];
  if (!slot || card === undefined || !list.includes(card)) throw new Error(`removeAttached: no attached card ${id ?? ''} at ${index}`);
  const left = list.filter((x) => x !== card);
  if (left.length > 0) slot.attached = left;
  else delete slot.attached;
  placeRemoved(s, card, to);
  return card;
}

/** Where a card is in the Court: its spot and whether it is attached there; null if not in the Court. */
export function courtPlace(s: GameState, id: string): { index: number; attached: boolean } | null {
  for (let i = 0; i < s.court.length; i++) {
    if (s.court[i]!.card === id) return { index: i, attached: false };
    if (attachedOf(s.court[i]!).includes(id)) return { index: i, attached: true };
  }
  return null;
}

/** Remove a card from the Court wherever it is (a spot or attached), e.g. a Crisis's "Bury this card". False if it is not there. */
export function removeCardFromCourt(s: GameState, id: string, to: CourtExit): boolean {
  const at = courtPlace(s, id);
  if (!at) return false;
  if (at.attached) removeAttached(s, at.index, to, id);
  else removeFromCourt(s, at.index, to);
  return true;
}

/**
 * Court Crises (p.18): "Resolve the Crisis text on each Vox card in the Court from left to right.
 * Attached Cards: If a Vox card has another Vox card attached to it, resolve the attached card
 * first." The Vox cards of the Court now, in that order (each spot: its attached Vox cards, first
 * attached first, then its own). A Crisis may change the Court (bury and refill): callers take the
 * next card still in the Court (courtPlace) rather than trusting spots.
 */
export function courtCrisisOrder(s: GameState): string[] {
  const vox = (id: string): boolean => findCard(id)?.kind === 'vox';
  return s.court.flatMap((c) => [...attachedOf(c), c.card].filter(vox));
}

/**
 * The Court: influencing, securing (and Ransack's variant), refilling (base rulebook, Secure).
 * Campaign (rulebook p.27, New Rules & Terms): attaching cards (attachCard, forced attach),
 * securing a card with its attached card, removing cards from the Court (removeFromCourt: the
 * attached card slides down with the agents), and protected Guild cards (isProtectedGuild).
 */
import { cardDef, findCard } from '../data/cards.ts';
import { IMPERIAL_COUNCIL } from '../data/campaign/components.ts';
import { addTrophy, log, returnAgents, seatName } from './board.ts';
import { afterSecureTriggers, effectOf, fired, isProtectedGuild, maySecureCard, secureWatchers } from './effects.ts';
import { shuffleInPlace } from './rng.ts';
import { card as cardText, msg } from './messages.ts';
import type { Frame, GameState, Seat } from './types.ts';

export { isProtectedGuild };

export function cardName(id: string): string {
  // The Imperial Council is one card with two sides (ARCS-AID01A/B in cards.csv): named without its side.
  if (id === IMPERIAL_COUNCIL.cardId) return 'Imperial Council';
  return cardDef(id).name;
}

/** Cards on which the seat has more Loyal agents than each Rival. */
export function securableSlots(s: GameState, seat: Seat): number[] {
  const out: number[] = [];
  s.court.forEach((slot, i) => {
    const mine = slot.agents[seat] ?? 0;
    // A held card may forbid securing it (Demagogue, ARCS-LEAD08, Paranoid); Ransack does not use this.
    if (mine > 0 && slot.agents.every((n, other) => other === seat || n < mine) && maySecureCard(s, seat, slot.card)) out.push(i);
  });
  return out;
}

/**
 * Take a Court card: return your agents, capture Rival agents (or take them as Trophies when
 * ransacking), resolve When Secured, refill the spot from the Court deck. Returns frames to run.
 * Campaign: "When you secure a card, also secure its attached card. If both have When Secured
 * actions, resolve them in either order" (p.27): the securer orders them (fx/order).
 */
export function secureCard(s: GameState, seat: Seat, index: number, opts: { ransack: boolean }): Frame[] {
  // Cards held before this one that trigger on securing (campaign: Council Insiders F116), after the When Secured.
  const watchers = secureWatchers(s, seat);
  const slot = s.court[index]!;
  const secured = [slot.card, ...[slot.attached ?? []].flat()];
  return [...takeFromCourt(s, seat, index, opts), ...afterSecureTriggers(s, seat, watchers, secured)];
}

function takeFromCourt(s: GameState, seat: Seat, index: number, opts: { ransack: boolean }): Frame[] {
  const slot = s.court[index]!;
  const p = s.players[seat]!;
  const returned = slot.agents[seat] ?? 0;
  slot.agents.forEach((n, owner) => {
    if (n === 0) return;
    if (owner === seat) returnAgents(s, seat, n);
    else if (opts.ransack) addTrophy(p, owner, 'agent', n);
    else p.captives[owner]! += n;
  });
  slot.agents = slot.agents.map(() => 0);
  const id = slot.card;
  const attached = slot.attached;
  log(s, `${seatName(s, seat)} ${opts.ransack ? 'ransacks the Court and takes' : 'secures'} ${cardName(id)}${attached ? ` and the attached ${cardName(attached)}` : ''}.`);
  // Refill the same spot; with an empty Court deck the spot stays empty. (An attached card is secured too: nothing slides.)
  refill(s, index);
  const host = takeSecured(s, seat, id, returned);
  if (attached === undefined) return host;
  const extra = takeSecured(s, seat, attached, 0);
  if (host.length === 0 || extra.length === 0) return [...host, ...extra];
  return [{ k: 'fx/order', chooser: seat, items: [{ label: msg('core.card', { card: cardText(id) }), frames: host }, { label: msg('core.card', { card: cardText(attached) }), frames: extra }] }];
}

/** A secured card enters the play area; its When Secured frames (a Vox card then leaves as it says). */
function takeSecured(s: GameState, seat: Seat, id: string, returned: number): Frame[] {
  const p = s.players[seat]!;
  // You cannot use Prelude actions of a card secured in the same Prelude (Other Actions, Prelude Actions).
  // The turn's menu is read (never edited); the card is noted in the turn's working area.
  const menu = [...s.stack].reverse().find((x): x is Extract<Frame, { k: 'turn/actions' }> => x.k === 'turn/actions' && x.seat === seat);
  if (menu?.prelude && s.turn) {
    const secured = (s.turn.work.preludeSecured ??= []);
    if (!secured.includes(id)) secured.push(id);
  }
  const def = cardDef(id);
  const effect = effectOf(s, id);
  // The card enters the play area; a Vox card stays there only while it resolves, then leaves as it says.
  p.court.push({ id, tokens: [] });
  const frames = effect?.whenSecured ? effect.whenSecured(s, seat, { returned }) : [];
  if (effect?.whenSecured) fired(s, id);
  if (def.kind === 'vox') frames.push({ k: 'fx/dispose', seat, card: id, how: effect?.afterSecured ?? 'discard' });
  return frames;
}

/** Refill a Court spot from the top of the Court deck; with an empty deck the spot goes. */
function refill(s: GameState, index: number): void {
  const next = s.courtDeck.shift();
  if (next !== undefined) {
    s.court[index] = { card: next, agents: s.players.map(() => 0) };
    log(s, `${cardName(next)} enters the Court.`);
  } else s.court.splice(index, 1);
}

/* ------------------------------------------------ campaign: attaching cards */

/** Court spots a card may be attached to: "a card in the Court that does not have an attached card" (p.27). */
export function attachTargets(s: GameState): number[] {
  return s.court.flatMap((c, i) => (c.attached === undefined ? [i] : []));
}

/** Attach a card above the Court card at `index` (p.27). The spot must have no attached card. */
export function attachCard(s: GameState, id: string, index: number): void {
  const slot = s.court[index];
  if (!slot) throw new Error(`attachCard: no Court card at ${index}`);
  if (slot.attached !== undefined) throw new Error(`attachCard: ${slot.card} already has an attached card`);
  slot.attached = id;
  log(s, `${cardName(id)} is attached to ${cardName(slot.card)}.`);
}

/**
 * Forced Attach (p.27): "If you are forced to attach a card but you cannot fulfill all of the
 * requirements to attach it, you still attach it, ignoring the fewest requirements." The card's
 * own requirements are predicates on a Court spot; the rulebook's (no attached card yet) is one
 * more. Returns the spots that meet the most of them (the attacher picks one); empty Court: none.
 */
export function forcedAttachTargets(s: GameState, requirements: readonly ((s: GameState, index: number) => boolean)[]): number[] {
  const all = [(_: GameState, i: number) => s.court[i]!.attached === undefined, ...requirements];
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
 * The card goes where `to` says first (a buried card reaches the bottom of the deck before the
 * refill draws from its top). The Imperial Council cannot be buried, scrapped or discarded (p.14).
 */
export function removeFromCourt(s: GameState, index: number, to: CourtExit): string {
  const slot = s.court[index];
  if (!slot) throw new Error(`removeFromCourt: no Court card at ${index}`);
  if (slot.card === IMPERIAL_COUNCIL.cardId) throw new Error('removeFromCourt: the Imperial Council cannot be removed from the Court');
  const id = slot.card;
  if (slot.attached !== undefined) {
    s.court[index] = { card: slot.attached, agents: slot.agents };
    placeRemoved(s, id, to);
    log(s, `${cardName(slot.attached)} slides down with the agents of ${cardName(id)}.`);
    return id;
  }
  slot.agents.forEach((n, owner) => {
    if (n > 0) returnAgents(s, owner, n);
  });
  placeRemoved(s, id, to);
  refill(s, index);
  return id;
}

/** Remove an attached card (p.27: "If an attached card is removed, nothing happens to the card it was attached to."). */
export function removeAttached(s: GameState, index: number, to: CourtExit): string {
  const slot = s.court[index];
  if (slot?.attached === undefined) throw new Error(`removeAttached: no attached card at ${index}`);
  const id = slot.attached;
  delete slot.attached;
  placeRemoved(s, id, to);
  return id;
}

/** Where a card is in the Court: its spot and whether it is the attached card there; null if not in the Court. */
export function courtPlace(s: GameState, id: string): { index: number; attached: boolean } | null {
  for (let i = 0; i < s.court.length; i++) {
    if (s.court[i]!.card === id) return { index: i, attached: false };
    if (s.court[i]!.attached === id) return { index: i, attached: true };
  }
  return null;
}

/** Remove a card from the Court wherever it is (a spot or attached), e.g. a Crisis's "Bury this card". False if it is not there. */
export function removeCardFromCourt(s: GameState, id: string, to: CourtExit): boolean {
  const at = courtPlace(s, id);
  if (!at) return false;
  if (at.attached) removeAttached(s, at.index, to);
  else removeFromCourt(s, at.index, to);
  return true;
}

/**
 * Court Crises (p.18): "Resolve the Crisis text on each Vox card in the Court from left to right.
 * Attached Cards: If a Vox card has another Vox card attached to it, resolve the attached card
 * first." The Vox cards of the Court now, in that order (each spot: its attached Vox card, then its
 * own). A Crisis may change the Court (bury and refill): callers take the next card still in the
 * Court (courtPlace) rather than trusting spots.
 */
export function courtCrisisOrder(s: GameState): string[] {
  const vox = (id: string | undefined): id is string => id !== undefined && findCard(id)?.kind === 'vox';
  return s.court.flatMap((c) => [c.attached, c.card].filter(vox));
}

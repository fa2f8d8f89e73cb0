/**
 * Believer's Faithful action cards in the action deck (Fate 8; ARCS-F804-F812), as the core's card
 * play reads them (frames/flow.ts, court/guilds.ts, court/unions.ts, campaign/round.ts): a leaf
 * module (data and types only), so the core may call it; the Believer's own cards are
 * campaign/fates/believer.ts.
 *
 * Sources: Faithful Cards (Law ARCS-F813): "Faithful cards are a new suit of action cards. When you
 * secure one from the Court, draw it into your hand. When you play one, place the card on either
 * its Zeal or Wisdom side. Zeal lets you move, influence, battle, or tax. Wisdom lets you build,
 * repair, or secure. To Surpass a Faithful card, you must play a Faithful card on the same side.
 * (So if a player leads Zeal, you only Surpass if you play Zeal. You can still Pivot to Wisdom.)
 * You do not seize the initiative when you Surpass with a "7" Faithful action card."
 * Pips and ends: arcs-facts §8 (data/campaign/components.ts FAITHFUL_ACTION_CARDS).
 * Pluralistic Faith (F814): "When you Lead a Faithful action card, you may use it to declare any
 * ambition. (This works exactly like when you Lead a "7" action card.)" Galactic Bards FAQ: "For
 * Faithful cards, you may declare an ambition based on the current Faith".
 * The Doctrine (F822, Doctrinal Faith F823, Repressed Faith F828, Dominant Faith F830): see
 * `declarable` and `placeIdeal`.
 *
 * Choices made:
 * - A Faithful card played face down (Copy) is not "played on a side": it gives the lead card's
 *   action like any Copy, and the Doctrine's declare rules do not count it as a Faithful play.
 * - Leading a Faithful card declares any ambition while a Faith Law is in the booklet (Pluralistic,
 *   Doctrinal, Repressed or Dominant Faith: the '?' icon on both ends); with none, no ambition.
 * - The Doctrine's rules hold while the Doctrine card is in play (`campaign.doctrine`): its own text
 *   repeats Doctrinal Faith's, and Repressed Faith follows "these same rules from before".
 */
import { actionCard, SUIT_ACTIONS, type ActionCardId, type ActionKind, type Ambition, type Suit } from '../../data/action-cards.ts';
import { FAITHFUL_ACTION_CARDS, FAITHFUL_END_ACTIONS, type FaithfulActionCardId, type FaithfulEnd } from '../../data/campaign/components.ts';
import type { GameState, Play, Seat } from '../types.ts';
import { log, seatName } from '../board.ts';
import { findCard } from '../../data/cards.ts';
import { noteFired } from '../fired.ts';

const cardName = (id: string): string => findCard(id)?.name ?? id;

export const FAITHFUL_CARDS_LAW = 'ARCS-F813';
export const PLURALISTIC_FAITH = 'ARCS-F814';
export const DOCTRINAL_FAITH = 'ARCS-F823';
export const REPRESSED_FAITH = 'ARCS-F828';
export const DOMINANT_FAITH = 'ARCS-F830';
const FAITH_LAWS = [PLURALISTIC_FAITH, DOCTRINAL_FAITH, REPRESSED_FAITH, DOMINANT_FAITH];
/** The Doctrine card (F822) by the side it shows: Doctrine of Zeal (F822A), Doctrine of Wisdom (F822B). */
export const DOCTRINE_SIDE_CARDS: Readonly<Record<FaithfulEnd, string>> = { zeal: 'ARCS-F822A', wisdom: 'ARCS-F822B' };

export const FAITHFUL_SIDES: readonly FaithfulEnd[] = ['zeal', 'wisdom'];

const BY_ID = new Map<string, (typeof FAITHFUL_ACTION_CARDS)[number]>(FAITHFUL_ACTION_CARDS.map((c) => [c.cardId, c]));

export function isFaithfulCard(id: string): id is FaithfulActionCardId {
  return BY_ID.has(id);
}

/** The Faithful card's number (1-9: its initiative number) and pips. */
export function faithfulCard(id: string): { number: number; pips: number } {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`not a Faithful action card: ${id}`);
  return c;
}

/** The card is in the campaign's rules booklet. */
export function inBooklet(s: GameState, id: string): boolean {
  return (s.campaign?.rulesBooklet ?? []).some((slot) => slot.includes(id));
}

/** A played card as the round reads it: its suit (a Faithful card: the side it shows), number, pips, actions. */
export interface CardFace {
  suit: Suit | FaithfulEnd;
  number: number;
  pips: number;
  actions: readonly ActionKind[];
  ambition: Ambition | 'any' | null;
  seizes: boolean;
  faithful: boolean;
}

/** The face of an action card (`side`: a Faithful card's side; Zeal when not given). */
export function cardFace(s: GameState | null, card: ActionCardId, side?: FaithfulEnd): CardFace {
  if (isFaithfulCard(card)) {
    const f = faithfulCard(card);
    const end = side ?? 'zeal';
    const faith = s === null || FAITH_LAWS.some((id) => inBooklet(s, id));
    // "You do not seize the initiative when you Surpass with a "7" Faithful action card."
    return { suit: end, number: f.number, pips: f.pips, actions: FAITHFUL_END_ACTIONS[end], ambition: faith ? 'any' : null, seizes: false, faithful: true };
  }
  const c = actionCard(card);
  return { suit: c.suit, number: c.number, pips: c.pips, actions: SUIT_ACTIONS[c.suit], ambition: c.ambition, seizes: c.seizes, faithful: false };
}

export function playFace(s: GameState, play: Play): CardFace {
  return cardFace(s, play.card, play.side);
}

/** The sides a Faithful card may be played on now: the Doctrine's while it is in play (F823/F828/F830), else either. */
export function faithfulSides(s: GameState): FaithfulEnd[] {
  const d = s.campaign?.doctrine;
  return d === undefined ? [...FAITHFUL_SIDES] : [d];
}

/** The seat played a Faithful card face up this turn (its play this round). */
export function playedFaithful(s: GameState, seat: Seat): boolean {
  const plays = (s.round?.plays ?? []).filter((p) => p.seat === seat && p.mode !== 'copy' && p.mode !== 'event');
  return plays.some((p) => isFaithfulCard(p.card));
}

/**
 * The ambitions `seat` may declare now, of `ambitions` (every way of declaring: Dominant Faith FAQ,
 * Galactic Bards "Yes"):
 * - with a Faithful card played and the Doctrine in play: not one whose Ideal differs from the
 *   Doctrine (Doctrinal Faith, Doctrine card, Repressed and Dominant Faith); with Repressed Faith
 *   in the booklet, not one with no Ideal either;
 * - with a non-Faithful card played and Dominant Faith in the booklet: not one with an Ideal.
 */
export function declarable(s: GameState, seat: Seat, ambitions: readonly Ambition[]): Ambition[] {
  const c = s.campaign;
  if (!c) return [...ambitions];
  const ideals = c.ideals ?? {};
  const faithful = playedFaithful(s, seat);
  return ambitions.filter((a) => {
    // Redeemer (ARCS-F1902 Ire of the Keepers): "You cannot declare the Keeper ambition."
    if (a === 'keeper' && c.seats[seat]?.playArea.includes('ARCS-F1902')) return false;
    // Survivalist (ARCS-F1802 Vow of Survival): "You cannot declare the Tyrant ambition."
    if (a === 'tyrant' && (c.seats[seat]?.playArea.includes('ARCS-F1802') ?? false)) return false;
    const ideal = ideals[a];
    // Each limit that takes an ambition away fires its cards (tests' every-card-fires; fired.ts).
    if (faithful && c.doctrine !== undefined) {
      if (ideal !== undefined && ideal !== c.doctrine) {
        noteFired(s, DOCTRINE_SIDE_CARDS[c.doctrine]);
        for (const law of [DOCTRINAL_FAITH, REPRESSED_FAITH, DOMINANT_FAITH]) if (inBooklet(s, law)) noteFired(s, law);
        return false;
      }
      if (ideal === undefined && inBooklet(s, REPRESSED_FAITH)) {
        noteFired(s, REPRESSED_FAITH);
        return false;
      }
    }
    if (!faithful && ideal !== undefined && inBooklet(s, DOMINANT_FAITH)) {
      noteFired(s, DOMINANT_FAITH);
      return false;
    }
    return true;
  });
}

/**
 * Declaring with a Faithful card played and the Doctrine in play: "If the ambition box has no Ideal
 * marker, place an Ideal marker showing the Doctrine in the box." FAQ (Doctrinal Faith, Dominant
 * Faith): with none left in the supply, none is placed (the ambition is still declared).
 */
export function placeIdeal(s: GameState, seat: Seat, ambition: Ambition): 'zeal' | 'wisdom' | null {
  const c = s.campaign;
  if (!c || c.doctrine === undefined || !playedFaithful(s, seat)) return null;
  if ((c.ideals ?? {})[ambition] !== undefined || (c.idealSupply ?? 0) <= 0) return null;
  (c.ideals ??= {})[ambition] = c.doctrine;
  c.idealSupply = (c.idealSupply ?? 0) - 1;
  // The Doctrine's side and the Faith Law in the booklet placed it (fired.ts).
  noteFired(s, DOCTRINE_SIDE_CARDS[c.doctrine]);
  for (const law of [DOCTRINAL_FAITH, DOMINANT_FAITH]) if (inBooklet(s, law)) noteFired(s, law);
  return c.doctrine;
}

/**
 * A Faithful card was played face up on `side` (fired.ts, tests' every-card-fires): Faithful Cards
 * (F813) lets it be placed on a side; the Doctrine in play (F822A/B) decides which.
 */
export function noteFaithfulSide(s: GameState): void {
  if (inBooklet(s, FAITHFUL_CARDS_LAW)) noteFired(s, FAITHFUL_CARDS_LAW);
  const d = s.campaign?.doctrine;
  if (d !== undefined) noteFired(s, DOCTRINE_SIDE_CARDS[d]);
}

/** A Faithful card secured from the Court was drawn into the hand: Faithful Cards (F813) did it (fired.ts). */
export function noteFaithfulSecured(s: GameState): void {
  if (inBooklet(s, FAITHFUL_CARDS_LAW)) noteFired(s, FAITHFUL_CARDS_LAW);
}

/** An ambition declared with a led Faithful card: Pluralistic Faith (F814) made it declarable ("any ambition"; fired.ts). */
export function noteFaithfulLeadDeclared(s: GameState, card: string): void {
  if (isFaithfulCard(card) && inBooklet(s, PLURALISTIC_FAITH)) noteFired(s, PLURALISTIC_FAITH);
}

/** Round end: The Young Light / Prodigal One / Prophet draw the Faithful card they were placed next to and go back to their holders. Returns the drawn cards. */
export function faithfulUnionsAtRoundEnd(s: GameState): string[] {
  const c = s.campaign;
  const unions = c?.faithfulUnions ?? [];
  if (!c || unions.length === 0) return [];
  const drawn: string[] = [];
  for (const u of unions) {
    const p = s.players[u.seat]!;
    p.hand.push(u.target as ActionCardId);
    if (u.fate) c.seats[u.seat]!.playArea.push(u.card);
    else p.court.push({ id: u.card, tokens: [] });
    drawn.push(u.target);
    log(s, `${seatName(s, u.seat)} draws the Faithful card next to their ${cardName(u.card)} into their hand and takes ${cardName(u.card)} back.`);
  }
  delete c.faithfulUnions;
  return drawn;
}

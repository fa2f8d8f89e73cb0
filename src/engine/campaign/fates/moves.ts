/**
 * Moving Fate cards (and the aid / Court cards a Fate names) between the campaign's card places:
 * the destinations of data/campaign/fate-steps.ts. A card is first taken from wherever it is (a
 * card still in its Fate Set is in no place), then put at its destination.
 *
 * Places: a seat's play area (CampaignSeat.playArea), the Court deck / the Court / the Court
 * discard pile / a player's held Court cards, the rules booklet (slots), the scrap, the general
 * supply (CampaignState.fateSupply), tucked under a card (tucked), reminders by the map
 * (reminders), Believer's Faithful stack (faithfulStack).
 */
import { findCard } from '../../../data/cards.ts';
import { fateSetRows, findCampaignCard, type FateNumber } from '../../../data/campaign/cards.ts';
import { fateOfCard } from '../../../data/campaign/fates.ts';
import type { FateStep } from '../../../data/campaign/fate-steps.ts';
import { log, seatName } from '../../board.ts';
import { courtPlace, removeCardFromCourt } from '../../court-slots.ts';
import { shuffleInPlace } from '../../rng.ts';
import type { GameState, Seat } from '../../types.ts';
import type { CampaignState } from '../types.ts';

/** The campaign state (a leaf helper: this module must not import ../state.ts, which imports the Fate registry). */
/** A card's printed name (no import of court.ts: this module sits below the effect modules). */
function cardName(id: string): string {
  return findCard(id)?.name ?? id;
}

function campaignOf(s: GameState): CampaignState {
  if (!s.campaign) throw new Error('not a campaign game (bug)');
  return s.campaign;
}

/**
 * Take a card out of whatever place holds it (resources on a held card return to the supply).
 * Returns where it was, or null (still in its Fate Set). `mover`: the Fate player moving it. When
 * several seats play the same Fate (`new` with repeated `fates`, for tests), each has its own Fate
 * Set: the mover's play area is looked at first, and another seat's play area only if that seat
 * plays another Fate (the card cannot be from its own set).
 */
export function takeCard(s: GameState, id: string, mover: Seat | null = null): string | null {
  const c = campaignOf(s);
  const fromPlayArea = (seat: number): boolean => {
    const cs = c.seats[seat]!;
    const i = cs.playArea.indexOf(id);
    if (i < 0) return false;
    cs.playArea.splice(i, 1);
    dropHeldResources(s, seat, id);
    return true;
  };
  if (mover !== null && fromPlayArea(mover)) return 'play-area';
  if (mover !== null) {
    const p = s.players[mover]!;
    const i = p.court.findIndex((x) => x.id === id);
    if (i >= 0) {
      const [held] = p.court.splice(i, 1);
      for (const t of held!.tokens) s.supply[t] += 1;
      return 'held';
    }
  }
  // A repeated Fate's own set card not in the mover's play area is the mover's copy, still in its set.
  if (mover !== null && ownCopyOnly(s, mover, id)) return null;
  for (let i = 0; i < c.rulesBooklet.length; i++) {
    const slot = c.rulesBooklet[i]!;
    const j = slot.indexOf(id);
    if (j >= 0) {
      slot.splice(j, 1);
      if (slot.length === 0) c.rulesBooklet.splice(i, 1);
      return 'rules-booklet';
    }
  }
  const deck = s.courtDeck.indexOf(id);
  if (deck >= 0) {
    s.courtDeck.splice(deck, 1);
    return 'court-deck';
  }
  const discard = s.courtDiscard.indexOf(id);
  if (discard >= 0) {
    s.courtDiscard.splice(discard, 1);
    return 'court-discard';
  }
  // Removing a card from the Court: its agents return, the Court refills, an attached card slides down (court-slots.ts).
  if (removeCardFromCourt(s, id, 'none')) return 'court';
  for (const p of s.players) {
    const i = p.court.findIndex((x) => x.id === id);
    if (i >= 0) {
      const [held] = p.court.splice(i, 1);
      for (const t of held!.tokens) s.supply[t] += 1;
      return 'held';
    }
  }
  for (const key of ['fateSupply', 'reminders', 'faithfulStack', 'scrap'] as const) {
    const list = c[key];
    const i = list?.indexOf(id) ?? -1;
    if (list && i >= 0) {
      list.splice(i, 1);
      if (key !== 'scrap' && list.length === 0) delete c[key];
      return key;
    }
  }
  const moverFate = mover === null ? null : c.seats[mover]!.fate;
  for (let seat = 0; seat < c.seats.length; seat++) {
    if (seat === mover || (moverFate !== null && c.seats[seat]!.fate === moverFate)) continue;
    if (fromPlayArea(seat)) return 'play-area';
  }
  for (const [under, cards] of Object.entries(c.tucked ?? {})) {
    const i = cards.indexOf(id);
    if (i >= 0) {
      cards.splice(i, 1);
      if (cards.length === 0) delete c.tucked![under];
      if (Object.keys(c.tucked!).length === 0) delete c.tucked;
      return 'tucked';
    }
  }
  return null;
}

/**
 * A card holding resources (Pirate Hoard, Well of Empathy: holdings.ts HOLDING_CARDS, kept as the
 * seat's `loreTokens[card]`) left the seat's play area: they return to the general supply (FAQ,
 * Caretaker Act III Objective: "When I scrap Lore with resources on it … They return to the general
 * supply"). Read here without holdings.ts (this module sits below the effect modules).
 */
function dropHeldResources(s: GameState, seat: number, id: string): void {
  const p = s.players[seat];
  const list = p?.loreTokens?.[id];
  if (!p || !list) return;
  for (const r of list) s.supply[r] += 1;
  delete p.loreTokens![id];
  if (Object.keys(p.loreTokens!).length === 0) delete p.loreTokens;
}

/** Another seat plays the same Fate as `seat` (`new` with repeated `fates`, for tests and random campaigns). */
function repeatedFate(s: GameState, seat: Seat): boolean {
  const c = campaignOf(s);
  const fate = c.seats[seat]!.fate;
  return fate !== null && c.seats.some((x, i) => i !== seat && x.fate === fate);
}

/** With a repeated Fate, each seat has its own copy of its Fate Set: moves of the set's cards never take another seat's copy. */
function ownCopyOnly(s: GameState, seat: Seat, id: string): boolean {
  const fate = campaignOf(s).seats[seat]!.fate;
  const meta = findCampaignCard(id);
  return meta?.group === 'fate-set' && fate !== null && fateOfCard(fate)?.fate === meta.fate && repeatedFate(s, seat);
}

/** The card is in the Court deck, the Court, the Court discard pile or a player's hand of Court cards. */
function inCourtPlaces(s: GameState, id: string): boolean {
  return s.courtDeck.includes(id) || s.courtDiscard.includes(id) || courtPlace(s, id) !== null || s.players.some((p) => p.court.some((x) => x.id === id));
}

/** "Bury": place the card on the bottom of the Court deck, from wherever it is (campaign rulebook, Court Crises); `holder`: whose copy, when in a play area. */
export function bury(s: GameState, id: string, holder: Seat | null = null): void {
  takeCard(s, id, holder);
  s.courtDeck.push(id);
  log(s, `${cardName(id)} is buried (bottom of the Court deck).`);
}

/** Discard a card to the Court discard pile, from wherever it is. */
export function discardCard(s: GameState, id: string): void {
  takeCard(s, id);
  s.courtDiscard.push(id);
  log(s, `${cardName(id)} is discarded.`);
}

/** Scrap a card: out of the campaign for good (Intermission; Scrap). */
export function scrapCard(s: GameState, id: string, mover: Seat | null = null): void {
  const from = takeCard(s, id, mover);
  const scrap = campaignOf(s).scrap;
  // Scrap lists card ids: a repeated Fate's second copy (or a card scrapped already) is listed once.
  if (from === null && scrap.includes(id)) return;
  scrap.push(id);
}

/**
 * Put cards in the rules booklet: cards of one name share a slot (the three Govern cards), each new
 * name a new slot. A card already in the booklet stays where it is (a repeated Fate adds its rules once).
 */
export function addToBooklet(s: GameState, cards: readonly string[], mover: Seat | null = null): void {
  const c = campaignOf(s);
  const slots = new Map<string, string[]>();
  for (const id of cards) {
    if (c.rulesBooklet.some((slot) => slot.includes(id))) continue;
    takeCard(s, id, mover);
    const name = findCard(id)?.name ?? id;
    let slot = slots.get(name);
    if (!slot) {
      slot = [];
      slots.set(name, slot);
      c.rulesBooklet.push(slot);
    }
    slot.push(id);
  }
}

/** The player to the seat's right: the one before it in turn order (seats sit clockwise). */
export function rightNeighbour(s: GameState, seat: Seat): Seat {
  const n = s.players.length;
  return (seat + n - 1) % n;
}

/**
 * Carry out one card-moving instruction for the Fate player `seat`. Instructions marked `partial`
 * (only some of the cards, as the Fate decides) are the Fate module's: skipped here.
 */
export function carryOutStep(s: GameState, seat: Seat, step: FateStep): void {
  if (step.partial !== undefined && step.to !== 'each-player') return;
  const c = campaignOf(s);
  const cards = [...step.cards];
  const names = cards.map(cardName).join(', ');
  switch (step.to) {
    case 'play-area':
      for (const id of cards) takeCard(s, id, seat);
      c.seats[seat]!.playArea.push(...cards);
      return;
    case 'court-deck': {
      // A repeated Fate adds a card to the Court once (the other copy stays in its set).
      const adding = cards.filter((id) => !(repeatedFate(s, seat) && takeCard(s, id, seat) === null && inCourtPlaces(s, id)));
      for (const id of adding) takeCard(s, id, seat);
      s.courtDeck.push(...adding);
      shuffleInPlace(s.rng, s.courtDeck);
      log(s, `${names} ${cards.length === 1 ? 'is' : 'are'} added to the Court deck.`);
      return;
    }
    case 'court-deck-top':
      for (const id of cards) takeCard(s, id, seat);
      s.courtDeck.unshift(...cards);
      log(s, `${names} ${cards.length === 1 ? 'is' : 'are'} placed on top of the Court deck.`);
      return;
    case 'rules-booklet':
      addToBooklet(s, cards, seat);
      log(s, `${names} ${cards.length === 1 ? 'is' : 'are'} added to the rules booklet.`);
      return;
    case 'action-deck':
      for (const id of cards) takeCard(s, id, seat);
      s.actionDeck.push(...(cards as typeof s.actionDeck));
      shuffleInPlace(s.rng, s.actionDeck);
      return;
    case 'supply':
      for (const id of cards) takeCard(s, id, seat);
      (c.fateSupply ??= []).push(...cards);
      return;
    case 'each-player': {
      // One per player, the Fate player first, then in turn order; the rest stay in the Fate Set.
      const n = s.players.length;
      for (let i = 0; i < Math.min(n, cards.length); i++) {
        takeCard(s, cards[i]!, seat);
        c.seats[(seat + i) % n]!.playArea.push(cards[i]!);
      }
      return;
    }
    case 'right-neighbour': {
      const to = rightNeighbour(s, seat);
      for (const id of cards) takeCard(s, id, seat);
      c.seats[to]!.playArea.push(...cards);
      log(s, `${seatName(s, seat)} gives ${names} to ${seatName(s, to)}.`);
      return;
    }
    case 'tucked':
      for (const id of cards) takeCard(s, id, seat);
      ((c.tucked ??= {})[step.under!] ??= []).push(...cards);
      return;
    case 'map-reminder':
      for (const id of cards) takeCard(s, id, seat);
      (c.reminders ??= []).push(...cards);
      return;
    case 'faithful-stack':
      // Believer: a repeated Fate stacks the Faithful cards once (each id is one card of the action deck).
      if (cards.some((id) => cardPlaced(s, id))) return;
      for (const id of cards) takeCard(s, id, seat);
      (c.faithfulStack ??= []).push(...cards);
      return;
    case 'behind-resolution':
      // Kept in the Fate Set behind the next Resolution card: out of play, nothing moves.
      return;
    case 'scrap':
      for (const id of cards) scrapCard(s, id, seat);
      log(s, `${names} ${cards.length === 1 ? 'is' : 'are'} scrapped.`);
      return;
  }
}

/** Whether the card is in any place of the campaign (in play, in the Court's places, the booklet, scrapped…). */
export function cardPlaced(s: GameState, id: string): boolean {
  const c = campaignOf(s);
  return (
    // A two-sided card in a play area or the supply may lie by its face up side (Planet Breaker's ARCS-F1103A/B).
    c.seats.some((x) => x.playArea.includes(id) || x.playArea.includes(`${id}A`) || x.playArea.includes(`${id}B`)) ||
    (c.fateSupply ?? []).some((x) => x === `${id}A` || x === `${id}B`) ||
    c.rulesBooklet.some((slot) => slot.includes(id)) ||
    inCourtPlaces(s, id) ||
    c.scrap.includes(id) ||
    (c.fateSupply ?? []).includes(id) ||
    (c.reminders ?? []).includes(id) ||
    (c.faithfulStack ?? []).includes(id) ||
    // Believer: Faithful action cards in the action deck, discard, hands or played; a card placed by a Faithful play.
    (s.actionDeck as string[]).includes(id) || (s.actionDiscard as string[]).includes(id) || s.players.some((p) => (p.hand as string[]).includes(id)) ||
    (s.round?.plays ?? []).some((p) => p.card === id || p.seizeCard === id) || (c.faithfulUnions ?? []).some((u) => u.card === id) ||
    Object.values(c.tucked ?? {}).some((cards) => cards.includes(id))
  );
}

/**
 * Intermission F, choosing a new Fate: "Scrap the rest of your Fate Set that is not in play. Don't
 * scrap anything that is in play." Every physical card of the seat's current Fate Set in no place
 * is scrapped (cards in play, in the Court's places or the rules booklet stay). Returns them.
 */
export function scrapRestOfFateSet(s: GameState, seat: Seat): string[] {
  const fate = campaignOf(s).seats[seat]!.fate;
  const def = fate === null ? undefined : fateOfCard(fate);
  if (!def) return [];
  const cards = [...new Set(fateSetRows(def.fate as FateNumber).map((r) => r.card))].filter((id) => !cardPlaced(s, id));
  campaignOf(s).scrap.push(...cards);
  if (cards.length > 0) log(s, `${seatName(s, seat)} scraps the rest of the ${def.name}'s Fate Set (${cards.length} ${cards.length === 1 ? 'card' : 'cards'}).`);
  return cards;
}

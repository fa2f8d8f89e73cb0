/**
 * Where a player's resource tokens sit (base rulebook, Resources): the six resource slots of the
 * player board and, in Leaders & Lore, the slot on a lore card (Ancient Holdings, ARCS-L13: "one
 * resource slot with a raid cost of 4 keys. You can hold one resource here. It adds to your
 * ambitions. You can spend it."). A token on the card is a resource like any other, so everything
 * that spends, steals, trades, discards or counts resources reads them through here.
 *
 * A place is named by a string: '0'-'5' for a resource slot, a lore card id for the slot on it.
 */
import { RESOURCE_SLOT_RAID_COST } from '../data/board.ts';
import { cardDef } from '../data/cards.ts';
import { RESOURCES, type Resource } from '../data/map.ts';
import { emptyOpenSlots } from './board.ts';
import { effectOf } from './effects.ts';
import { card, msg, type Msg } from './messages.ts';
import type { GameState, PlayerState, Seat } from './types.ts';

export interface HeldToken { place: string; resource: Resource; /** raid cost of the place */ keys: number }

export function isSlotPlace(place: string): boolean {
  return /^\d$/.test(place);
}

/** "slot 3" or "on Ancient Holdings", for option labels. */
export function placeLabel(place: string): string {
  const held = holdingPlace(place);
  if (held) return `on ${cardDef(held.card.card).name}`;
  return isSlotPlace(place) ? `slot ${Number(place) + 1}` : `on ${cardDef(place).name}`;
}

/** placeLabel as a message: "slot 3" (core.place.slot) or "on Ancient Holdings" (core.place.card). */
export function placeMsg(place: string): Msg {
  const held = holdingPlace(place);
  if (held) return msg('core.place.card', { card: card(held.card.card) });
  if (trustPlaceResource(place)) return msg('campaign.scenarios.place.trust');
  if (leaguePlaceResource(place)) return msg('campaign.magnate.place.league');
  if (vaultPlaceResource(place)) return msg('campaign.guardian.place.vault');
  return isSlotPlace(place) ? msg('core.place.slot', { n: Number(place) + 1 }) : msg('core.place.card', { card: card(place) });
}

/**
 * A stealing option's place for a frozen resource in the Imperial Trust (`trust-<resource>`: one per
 * type), and the resource it names (null for any other place). "Rivals can steal and take frozen
 * resources" (New Rules & Terms, Resources); "cards such as Silver-Tongues can steal them" (Imperial Trust).
 */
export function trustPlace(r: Resource): string {
  return `trust-${r}`;
}
export function trustPlaceResource(place: string): Resource | null {
  const m = /^trust-(\w+)$/.exec(place);
  return m && (RESOURCES as readonly string[]).includes(m[1]!) ? (m[1] as Resource) : null;
}

/**
 * Magnate (ARCS-F302): a stealing option's place for a frozen resource on the victim's Merchant
 * League (`league-<resource>`: one per type; "Rivals can steal and take frozen resources").
 */
export function leaguePlace(r: Resource): string {
  return `league-${r}`;
}
export function leaguePlaceResource(place: string): Resource | null {
  const m = /^league-(\w+)$/.exec(place);
  return m && (RESOURCES as readonly string[]).includes(m[1]!) ? (m[1] as Resource) : null;
}

/** Magnate (ARCS-F302): take 1 resource of this type off the seat's Merchant League (a thief gives it on). False when none. */
export function takeLeague(s: GameState, seat: Seat, r: Resource): boolean {
  const cs = s.campaign?.seats[seat];
  const i = cs?.merchantLeague?.indexOf(r) ?? -1;
  if (!cs || i < 0) return false;
  cs.merchantLeague!.splice(i, 1);
  if (cs.merchantLeague!.length === 0) delete cs.merchantLeague;
  return true;
}

/**
 * Cards that hold resources, any number of them (FAQ, The Arbiter: "Cards that hold resources are
 * considered to have unlimited resource slots for that resource"):
 * - Pirate (ARCS-F1202 Pirate Hoard, a Lore card in the Pirate's play area): "You may place resources
 *   you steal here. Their raid cost is 2 keys each. (You can spend them and add them to ambitions.)"
 * - Pacifist (ARCS-F1403 Well of Empathy, a Lore card in the Pacifist's play area): "You may hold any
 *   number of Psionic here. Their raid cost is 2 keys each."
 * Their tokens are kept as `p.loreTokens[<card>]` of the seat holding the card (any number, so
 * positions, invariants and ambitions count them as lore-card tokens); each is a held token at place
 * `<prefix>-<resource>-<k>` (k from 1 among those of its type: `hoard-fuel-1`, `well-psionic-2`),
 * never filled by an ordinary gain into empty places, never rearranged, never an excess to discard.
 * They go with the card when it changes hands (FAQ, Knowledge Set Free: "They remain on the
 * transferred Lore card") and back to the supply when it leaves play (FAQ, Caretaker Act III
 * Objective: scrapped Lore's resources "return to the general supply"): `moveCardHoldings`,
 * `dropCardHoldings` (fates/moves.ts takeCard, caretaker-summit.ts Transfer Lore).
 */
export interface HoldingCard {
  card: string;
  /** the place ids' prefix */
  prefix: string;
  /** raid cost of each token */
  keys: number;
  /** the resource types it holds */
  resources: readonly Resource[];
  /** any gain of those types may go on it (Well of Empathy: `emptyPlaces` with a resource); false: only its own way (the Hoard: stolen resources, res/gain `hoard`) */
  gains: boolean;
}
export const PIRATE_HOARD = 'ARCS-F1202';
export const WELL_OF_EMPATHY = 'ARCS-F1403';
export const HOARD_KEYS = 2;
export const HOLDING_CARDS: readonly HoldingCard[] = [
  { card: PIRATE_HOARD, prefix: 'hoard', keys: HOARD_KEYS, resources: RESOURCES, gains: false },
  { card: WELL_OF_EMPATHY, prefix: 'well', keys: 2, resources: ['psionic'], gains: true },
];
/** The holding card and resource a place names (`hoard-fuel-1`), or null. */
export function holdingPlace(place: string): { card: HoldingCard; resource: Resource } | null {
  const m = /^(\w+)-(\w+)-\d+$/.exec(place);
  const h = m ? HOLDING_CARDS.find((x) => x.prefix === m[1]) : undefined;
  return h && (h.resources as readonly string[]).includes(m![2]!) ? { card: h, resource: m![2] as Resource } : null;
}
/** The card a place off the resource slots lies on (a lore card's slot, a holding card's `<prefix>-<resource>-<k>`). */
export function placeCard(place: string): string {
  return holdingPlace(place)?.card.card ?? place;
}
/** The resources on a holding card of the player. */
export function cardHoldings(p: { loreTokens?: Record<string, Resource[]> }, id: string): Resource[] {
  return p.loreTokens?.[id] ?? [];
}
/** Place a resource on a holding card of the seat. */
export function putOnCard(s: GameState, seat: Seat, id: string, r: Resource): void {
  const p = s.players[seat]!;
  (p.loreTokens ??= {})[id] = [...cardHoldings(p, id), r];
}
/** The seat has the card in its play area (a Fate Set's Lore card) or among its lore cards. */
export function holdsCard(s: GameState, seat: Seat, id: string): boolean {
  return (s.campaign?.seats[seat]?.playArea.includes(id) ?? false) || (s.players[seat]?.lore.includes(id) ?? false);
}
/** The holding cards the seat has that take any gain of `r` (Well of Empathy: Psionic). */
export function gainHoldingCards(s: GameState, seat: Seat, r: Resource): HoldingCard[] {
  return HOLDING_CARDS.filter((h) => h.gains && h.resources.includes(r) && holdsCard(s, seat, h.card));
}
/** A holding card passes from `from` to `to` (Transfer Lore): its resources go with it. */
export function moveCardHoldings(s: GameState, id: string, from: Seat, to: Seat): void {
  const list = cardHoldings(s.players[from]!, id);
  if (list.length === 0) return;
  setLoreTokens(s, from, id, []);
  setLoreTokens(s, to, id, [...cardHoldings(s.players[to]!, id), ...list]);
}
/** A card left the seat's play area for good: the resources on it return to the general supply; returns how many. */
export function dropCardHoldings(s: GameState, seat: Seat, id: string): number {
  const list = cardHoldings(s.players[seat]!, id);
  for (const r of list) s.supply[r] += 1;
  if (list.length > 0) setLoreTokens(s, seat, id, []);
  return list.length;
}
/** Pirate (ARCS-F1202): the resource a Pirate Hoard place names, or null ("Outrage doesn't discard resources here"). */
export function hoardPlaceResource(place: string): Resource | null {
  const h = holdingPlace(place);
  return h?.card.card === PIRATE_HOARD ? h.resource : null;
}
export function hoardTokens(p: { loreTokens?: Record<string, Resource[]> }): Resource[] {
  return cardHoldings(p, PIRATE_HOARD);
}
/** Place a resource on the seat's Pirate Hoard. */
export function putOnHoard(s: GameState, seat: Seat, r: Resource): void {
  putOnCard(s, seat, PIRATE_HOARD, r);
}

/** The seat's lore cards with a resource slot (Ancient Holdings), their raid cost and what they hold. */
export function loreSlots(s: GameState, seat: Seat): { card: string; keys: number; tokens: Resource[] }[] {
  const p = s.players[seat]!;
  const out: { card: string; keys: number; tokens: Resource[] }[] = [];
  for (const id of p.lore) {
    const keys = effectOf(s, id)?.resourceSlot;
    if (keys !== undefined) out.push({ card: id, keys, tokens: p.loreTokens?.[id] ?? [] });
  }
  return out;
}

/** Every resource on the player's lore cards (invariants, positions). */
export function loreTokenList(p: { loreTokens?: Record<string, Resource[]> }): Resource[] {
  return Object.values(p.loreTokens ?? {}).flat();
}

export function setLoreTokens(s: GameState, seat: Seat, card: string, tokens: Resource[]): void {
  const p = s.players[seat]!;
  p.loreTokens ??= {};
  if (tokens.length) p.loreTokens[card] = tokens;
  else delete p.loreTokens[card];
  if (Object.keys(p.loreTokens).length === 0) delete p.loreTokens;
}

/** Every token the seat holds, resource slots left to right, then lore cards. */
export function heldTokens(s: GameState, seat: Seat): HeldToken[] {
  const out: HeldToken[] = [];
  s.players[seat]!.resources.forEach((r, i) => {
    if (r) out.push({ place: String(i), resource: r, keys: RESOURCE_SLOT_RAID_COST[i]! });
  });
  for (const h of loreSlots(s, seat)) for (const r of h.tokens) out.push({ place: h.card, resource: r, keys: h.keys });
  // Cards holding any number of resources (Pirate Hoard, Well of Empathy): 2 keys each.
  for (const h of HOLDING_CARDS) {
    const seen: Partial<Record<Resource, number>> = {};
    for (const r of cardHoldings(s.players[seat]!, h.card)) {
      seen[r] = (seen[r] ?? 0) + 1;
      out.push({ place: `${h.prefix}-${r}-${seen[r]}`, resource: r, keys: h.keys });
    }
  }
  return out;
}

export function holdsResource(s: GameState, seat: Seat, r: Resource): boolean {
  return heldTokens(s, seat).some((t) => t.resource === r);
}

/**
 * Empty places a gained token can go to: open resource slots, then empty lore card slots; for a
 * resource `r`, then a place on each card holding any number of that type (Well of Empathy for
 * Psionic, `well-psionic-<k>`: never full — FAQ, The Arbiter: "unlimited resource slots for that resource").
 */
export function emptyPlaces(s: GameState, seat: Seat, r?: Resource): string[] {
  const cards = r === undefined ? [] : gainHoldingCards(s, seat, r).map((h) => `${h.prefix}-${r}-${cardHoldings(s.players[seat]!, h.card).filter((x) => x === r).length + 1}`);
  return [...basicEmptyPlaces(s, seat), ...cards];
}

function basicEmptyPlaces(s: GameState, seat: Seat): string[] {
  // Caretaker (ARCS-F505): Golems fill resource slots; a seat's Golems take its last empty open slots.
  const golems = (s.campaign?.golems ?? []).filter((g) => g.where === `seat-${seat}`).length;
  const open = emptyOpenSlots(s.players[seat]!);
  return [...open.slice(0, Math.max(0, open.length - golems)).map(String), ...loreSlots(s, seat).filter((h) => h.tokens.length === 0).map((h) => h.card)];
}

/** Remove the token at `place` (it goes nowhere yet: the caller spends, moves or discards it). */
export function takeToken(s: GameState, seat: Seat, place: string): Resource {
  const p = s.players[seat]!;
  const held = holdingPlace(place);
  if (held) {
    const list = [...cardHoldings(p, held.card.card)];
    const i = list.indexOf(held.resource);
    if (i < 0) throw new Error(`takeToken: no ${held.resource} on ${held.card.card}`);
    list.splice(i, 1);
    setLoreTokens(s, seat, held.card.card, list);
    return held.resource;
  }
  if (isSlotPlace(place)) {
    const r = p.resources[Number(place)];
    if (!r) throw new Error(`takeToken: slot ${place} is empty`);
    p.resources[Number(place)] = null;
    return r;
  }
  const [r, ...rest] = p.loreTokens?.[place] ?? [];
  if (!r) throw new Error(`takeToken: nothing on ${place}`);
  setLoreTokens(s, seat, place, rest);
  return r;
}

/** Put a token at an empty `place`. */
export function putToken(s: GameState, seat: Seat, place: string, r: Resource): void {
  const held = holdingPlace(place);
  if (held) return putOnCard(s, seat, held.card.card, r);
  if (isSlotPlace(place)) s.players[seat]!.resources[Number(place)] = r;
  else setLoreTokens(s, seat, place, [r]);
}

/** Discard every token of type `r` the seat holds to the general supply; returns how many. */
export function discardAllOf(s: GameState, seat: Seat, r: Resource, outrage = false): number {
  // Pirate (ARCS-F1202): "Outrage doesn't discard resources here."
  const mine = heldTokens(s, seat).filter((t) => t.resource === r && !(outrage && hoardPlaceResource(t.place)));
  for (const t of mine) takeToken(s, seat, t.place);
  s.supply[r] += mine.length;
  return mine.length;
}

/** The state as it would be once the token at `place` is spent (a shallow copy; `s` is unchanged). */
export function withoutToken(s: GameState, seat: Seat, place: string): GameState {
  const drop = (p: PlayerState): PlayerState => {
    if (isSlotPlace(place)) return { ...p, resources: p.resources.map((r, j) => (j === Number(place) ? null : r)) };
    const held = holdingPlace(place);
    if (held) {
      const list = [...cardHoldings(p, held.card.card)];
      list.splice(list.indexOf(held.resource), 1);
      return { ...p, loreTokens: { ...p.loreTokens, [held.card.card]: list } };
    }
    const loreTokens = { ...p.loreTokens, [place]: (p.loreTokens?.[place] ?? []).slice(1) };
    return { ...p, loreTokens };
  };
  return { ...s, players: s.players.map((p) => (p.seat === seat ? drop(p) : p)) };
}

/**
 * Frozen resources in the seat's play area: the Imperial Trust on the First Regent tile (campaign
 * rulebook, Imperial Trust: "Resources in the Imperial Trust are frozen"). They are no held tokens
 * (heldTokens never lists them), so nothing spends, gives or discards them ("even from Provoke
 * Outrage", New Rules & Terms, Resources) and raiding cannot steal them ("These resources have no
 * raid cost, so they cannot be stolen in battle"). The campaign's own rules move them (the Council,
 * Edicts, the Intermission).
 */
export function frozenResources(s: GameState, seat: Seat): Resource[] {
  const c = s.campaign;
  return c && c.firstRegent === seat ? [...c.trust] : [];
}

/**
 * Counting (New Rules & Terms, Resources): "When you are prompted to count how many resources you
 * have, count everything in your play area, including on cards and on tiles such as the First
 * Regent tile." The frozen resources of these types the seat counts (chapter.ts ambitionCount adds them).
 */
export function frozenCount(s: GameState, seat: Seat, kinds: readonly Resource[]): number {
  // Magnate (ARCS-F302): the Merchant League's frozen resources count too.
  // Guardian (ARCS-F2002): so do the resources in its Captives.
  const league = [...frozenResources(s, seat), ...(s.campaign?.seats[seat]?.merchantLeague ?? []), ...vaultResources(s, seat)].filter((r) => kinds.includes(r)).length;
  // Peacekeeper (ARCS-F1503): the Weapons on Arsenal Keepers are frozen.
  return league + (kinds.includes('weapon') ? (s.campaign?.seats[seat]?.arsenal ?? 0) : 0);
}

/**
 * Guardian (ARCS-F2002 Green Vault): resources in the seat's Captives (they add to Tyrant as Captives).
 * FAQ: once Green Vault is transferred (Knowledge Set Free) or scrapped (Caretaker Act III objective),
 * "Your resources in your Captives box are still Captives, but they are no longer frozen."
 */
export function captiveResources(s: GameState, seat: Seat): Resource[] {
  return s.campaign?.seats[seat]?.greenVault ?? [];
}

/** Guardian (ARCS-F2002): the seat's Captive resources are frozen while it holds Green Vault (its play area). */
export function vaultFrozen(s: GameState, seat: Seat): boolean {
  return s.campaign?.seats[seat]?.playArea.includes('ARCS-F2002') ?? false;
}
/** The seat's frozen Captive resources (Green Vault held): they add to Tycoon (Counting) and Rivals may steal them. */
export function vaultResources(s: GameState, seat: Seat): Resource[] {
  return vaultFrozen(s, seat) ? captiveResources(s, seat) : [];
}

/**
 * Guardian (ARCS-F2002): a stealing option's place for a frozen resource in the victim's Captives
 * (`vault-<resource>`: one per type; "Rivals can steal and take frozen resources", p.27; no raid
 * cost, so never in a raid, as the Imperial Trust).
 */
export function vaultPlace(r: Resource): string {
  return `vault-${r}`;
}
export function vaultPlaceResource(place: string): Resource | null {
  const m = /^vault-(\w+)$/.exec(place);
  return m && (RESOURCES as readonly string[]).includes(m[1]!) ? (m[1] as Resource) : null;
}
/** Take 1 frozen resource of this type out of the seat's Captives (a thief gives it on). False when none. */
export function takeVault(s: GameState, seat: Seat, r: Resource): boolean {
  const cs = s.campaign?.seats[seat];
  const i = cs?.greenVault?.indexOf(r) ?? -1;
  if (!cs || i < 0 || !vaultFrozen(s, seat)) return false;
  cs.greenVault!.splice(i, 1);
  if (cs.greenVault!.length === 0) delete cs.greenVault;
  return true;
}

/** Every resource of these types the seat has for counting: held tokens, tokens on its Court cards, frozen ones. */
export function countResources(s: GameState, seat: Seat, kinds: readonly Resource[]): number {
  const onCards = s.players[seat]!.court.reduce((n, c) => n + c.tokens.filter((r) => kinds.includes(r)).length, 0);
  return heldTokens(s, seat).filter((t) => kinds.includes(t.resource)).length + onCards + frozenCount(s, seat, kinds);
}

/**
 * Take 1 frozen resource of this type out of the Imperial Trust (the caller gives it on: "Rivals can
 * steal and take frozen resources, including for the Imperial Demand", New Rules & Terms; an Outlaw
 * securing the Council; Silver-Tongues). False when the Trust holds none.
 */
export function takeFrozen(s: GameState, r: Resource): boolean {
  const trust = s.campaign?.trust;
  const i = trust ? trust.indexOf(r) : -1;
  if (!trust || i < 0) return false;
  trust.splice(i, 1);
  return true;
}

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
  if (hoardPlaceResource(place)) return 'on Pirate Hoard';
  return isSlotPlace(place) ? `slot ${Number(place) + 1}` : `on ${cardDef(place).name}`;
}

/** placeLabel as a message: "slot 3" (core.place.slot) or "on Ancient Holdings" (core.place.card). */
export function placeMsg(place: string): Msg {
  if (hoardPlaceResource(place)) return msg('core.place.card', { card: card(PIRATE_HOARD) });
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
 * Pirate (ARCS-F1202 Pirate Hoard, a Lore card in the Pirate's play area): "You may place resources
 * you steal here. Their raid cost is 2 keys each. (You can spend them and add them to ambitions.)"
 * Its tokens are kept as `p.loreTokens['ARCS-F1202']` (any number, so positions, invariants and
 * ambitions count them as lore-card tokens); each is a held token at place `hoard-<resource>-<k>`
 * (k from 1 among those of its type), never filled by an ordinary gain nor rearranged.
 */
export const PIRATE_HOARD = 'ARCS-F1202';
export const HOARD_KEYS = 2;
export function hoardPlaceResource(place: string): Resource | null {
  const m = /^hoard-(\w+)-\d+$/.exec(place);
  return m && (RESOURCES as readonly string[]).includes(m[1]!) ? (m[1] as Resource) : null;
}
export function hoardTokens(p: { loreTokens?: Record<string, Resource[]> }): Resource[] {
  return p.loreTokens?.[PIRATE_HOARD] ?? [];
}
/** Place a resource on the seat's Pirate Hoard. */
export function putOnHoard(s: GameState, seat: Seat, r: Resource): void {
  const p = s.players[seat]!;
  (p.loreTokens ??= {})[PIRATE_HOARD] = [...hoardTokens(p), r];
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
  // Pirate (ARCS-F1202): the Pirate Hoard's tokens, 2 keys each.
  const seen: Partial<Record<Resource, number>> = {};
  for (const r of hoardTokens(s.players[seat]!)) {
    seen[r] = (seen[r] ?? 0) + 1;
    out.push({ place: `hoard-${r}-${seen[r]}`, resource: r, keys: HOARD_KEYS });
  }
  return out;
}

export function holdsResource(s: GameState, seat: Seat, r: Resource): boolean {
  return heldTokens(s, seat).some((t) => t.resource === r);
}

/** Empty places a gained token can go to: open resource slots, then empty lore card slots. */
export function emptyPlaces(s: GameState, seat: Seat): string[] {
  // Caretaker (ARCS-F505): Golems fill resource slots; a seat's Golems take its last empty open slots.
  const golems = (s.campaign?.golems ?? []).filter((g) => g.where === `seat-${seat}`).length;
  const open = emptyOpenSlots(s.players[seat]!);
  return [...open.slice(0, Math.max(0, open.length - golems)).map(String), ...loreSlots(s, seat).filter((h) => h.tokens.length === 0).map((h) => h.card)];
}

/** Remove the token at `place` (it goes nowhere yet: the caller spends, moves or discards it). */
export function takeToken(s: GameState, seat: Seat, place: string): Resource {
  const p = s.players[seat]!;
  const hoard = hoardPlaceResource(place);
  if (hoard) {
    const list = [...hoardTokens(p)];
    const i = list.indexOf(hoard);
    if (i < 0) throw new Error(`takeToken: no ${hoard} on the Pirate Hoard`);
    list.splice(i, 1);
    setLoreTokens(s, seat, PIRATE_HOARD, list);
    return hoard;
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
  if (hoardPlaceResource(place)) return putOnHoard(s, seat, r);
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
    const hoard = hoardPlaceResource(place);
    if (hoard) {
      const list = [...hoardTokens(p)];
      list.splice(list.indexOf(hoard), 1);
      return { ...p, loreTokens: { ...p.loreTokens, [PIRATE_HOARD]: list } };
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

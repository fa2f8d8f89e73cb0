/**
 * Loyal Fate tokens (campaign rulebook, Tokens p.27): "By default, tokens added by Fates are not
 * Loyal. However, some do say they are Loyal—you treat them as being your player color, and Rivals
 * treat them as Rival pieces. You can build buildings at Loyal tokens, you can repair damaged Loyal
 * tokens, and they fulfill the need for Loyal pieces found in rules such as the Empire's Presence
 * Law." A token kind is Loyal while the card that says so (FATE_TOKENS `loyalBy`) is in its
 * owner's play area. A leaf module: the core's presence, build and repair rules ask it.
 */
import { FATE_TOKENS, type FateTokenDef } from '../../data/campaign/fates.ts';
import { isSystemId, type SystemId } from '../../data/map.ts';
import type { GameState, Seat } from '../types.ts';
import type { CampaignToken } from './types.ts';

const kindOf = (name: string): string => name.toLowerCase().replace(/ /g, '-');
/** Token kind (kebab case) → the card making it Loyal. */
const LOYAL_BY: ReadonlyMap<string, string> = new Map(
  (FATE_TOKENS as readonly FateTokenDef[]).filter((t) => t.loyalBy !== undefined).map((t) => [kindOf(t.name), t.loyalBy!]),
);

/** Whether this token is its owner's Loyal piece now. */
export function isLoyalToken(s: GameState, t: CampaignToken): boolean {
  const by = LOYAL_BY.get(t.kind);
  return by !== undefined && t.owner !== undefined && (s.campaign?.seats[t.owner]?.playArea.includes(by) ?? false);
}

/** The seat's Loyal tokens in a system. */
export function loyalTokensAt(s: GameState, id: SystemId, seat: Seat): CampaignToken[] {
  const tokens = s.campaign?.tokens;
  if (!tokens) return [];
  return tokens.filter((t) => t.where === id && t.owner === seat && isLoyalToken(s, t));
}

/** The seat's damaged Loyal tokens on the map (to repair). */
export function damagedLoyalTokens(s: GameState, seat: Seat): CampaignToken[] {
  return (s.campaign?.tokens ?? []).filter((t) => t.owner === seat && t.damaged === true && isSystemId(t.where) && isLoyalToken(s, t));
}

// Hegemon (ARCS-F1003, F1009/F1010): Fate tokens taken as Trophies lie at `trophies-<seat>`.
/** Where a seat's Trophy tokens lie (CampaignToken.where). */
export const tokenTrophyPlace = (seat: Seat): string => `trophies-${seat}`;

/** Fate tokens in the seat's Trophies (chapter.ts ambitionCount: Warlord counts Trophies). */
export function trophyTokens(s: GameState, seat: Seat): number {
  return (s.campaign?.tokens ?? []).filter((t) => t.where === tokenTrophyPlace(seat)).length;
}

/**
 * Warlord scored: "return all Trophies" (base rules, Clean Up) — a Trophy token goes back to the
 * card its owner keeps them on (its `loyalBy` card, e.g. Banners on Planting Banners ARCS-F1002)
 * while it is in the owner's play area; otherwise it leaves play (scrapped).
 */
export function returnTrophyTokens(s: GameState): void {
  const c = s.campaign;
  if (!c?.tokens) return;
  c.tokens = c.tokens.filter((t) => {
    if (!t.where.startsWith('trophies-')) return true;
    const home = LOYAL_BY.get(t.kind);
    if (home === undefined || t.owner === undefined || !c.seats[t.owner]?.playArea.includes(home)) return false;
    t.where = home;
    return true;
  });
  if (c.tokens.length === 0) delete c.tokens;
}

/** Ships a seat holds as Captives (Happy Hosts ARCS-F1012: CampaignSeat.captiveShips), for Tyrant. */
export function captiveShipCount(s: GameState, seat: Seat): number {
  return Object.values(s.campaign?.seats[seat]?.captiveShips ?? {}).reduce((n, k) => n + k, 0);
}

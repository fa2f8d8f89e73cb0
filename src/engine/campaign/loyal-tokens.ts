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

/**
 * Pirate (ARCS-F1211 Rumors of the Haven, FAQ: "Do my agents on Rumor tokens count as Loyal pieces
 * for things like building in the system? Yes!"): the seat has an agent on a Rumor in this system.
 */
export function rumorAgentAt(s: GameState, id: SystemId, seat: Seat): boolean {
  return (s.campaign?.rumors ?? []).some((r) => r.where === id && (r.agents ?? []).includes(seat));
}

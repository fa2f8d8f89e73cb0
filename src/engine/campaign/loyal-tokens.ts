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

/**
 * THE "EXTRA HITTABLE PIECE" HOOK: Fate token kinds that battle hits like buildings (`buildingTokensAt`
 * lists them in a system; frames/battle.ts allots building hits and overflow hits to them, after
 * ships, as to the defender's buildings; control.ts counts their owner among the defenders).
 * - `law`: while this card is in the rules booklet (the card whose text says "can be harmed like
 *   buildings"), and the token is its owner's Loyal piece (FATE_TOKENS loyalBy);
 * - `tough`: "Tough. … take 2 hits each to damage and to destroy": hits are allotted to it 2 at a time
 *   (2 damage a fresh one, 4 destroy it, 2 destroy a damaged one; one hit does nothing);
 * - `intermission`: Intermission D destroys damaged ones and those with Blight and no ships in their
 *   system (the Banner's printed reminder; Bunkers are Act III only, never at an Intermission).
 * A destroyed token is the Trophy of the other side (destroyBuildingToken); its owner's cards then
 * hear `tokenDestroyed` (effects.ts: Bunkers F1803/F1804 scrap a Captive).
 */
export interface HittableToken { kind: string; law: string; tough?: true; intermission?: true }
export const HITTABLE_TOKENS: readonly HittableToken[] = [
  // Hegemon, Banners of Hegemony (ARCS-F1003): "Banners can be harmed and repaired like buildings."
  { kind: 'banner', law: 'ARCS-F1003', intermission: true },
  // Survivalist, Bunkers (ARCS-F1804; Building Bunkers F1803): "Bunkers can be harmed like buildings … Tough."
  { kind: 'bunker', law: 'ARCS-F1804', tough: true },
];
const hittable = (kind: string): HittableToken | undefined => HITTABLE_TOKENS.find((h) => h.kind === kind);
const BUILDING_LIKE: ReadonlyMap<string, string> = new Map(HITTABLE_TOKENS.filter((h) => h.intermission).map((h) => [h.kind, h.law]));

/** Hits a building-like token takes per step of harm: 2 if Tough (Bunkers), else 1. */
export function tokenHitStep(t: CampaignToken): 1 | 2 {
  return hittable(t.kind)?.tough ? 2 : 1;
}

/** Whether `n` hits allotted to this building-like token destroy it (else they damage it). */
export function tokenHitDestroys(t: CampaignToken, n: number): boolean {
  const steps = Math.floor(n / tokenHitStep(t));
  return steps >= 2 || (steps >= 1 && t.damaged === true);
}

/**
 * Intermission D (campaign p.28) for tokens that are harmed like buildings (Banners of Hegemony
 * ARCS-F1003 "Building … Blight destroys them in the Intermission if no ships are in their system"):
 * damaged ones are destroyed (D2), and those in systems with Blight and no ships (D3). A destroyed
 * token goes back to its owner's supply (its `loyalBy` card while in play, else it leaves play).
 * Returns how many.
 */
export function intermissionDestroyTokens(s: GameState): number {
  const c = s.campaign;
  if (!c?.tokens) return 0;
  const law = (kind: string) => BUILDING_LIKE.has(kind) && c.rulesBooklet.some((slot) => slot.includes(BUILDING_LIKE.get(kind)!));
  let n = 0;
  c.tokens = c.tokens.filter((t) => {
    if (!isSystemId(t.where) || !law(t.kind)) return true;
    const st = s.map[t.where]!;
    const blightNoShips = st.ships.some((g) => g.owner === 'blight') && !st.ships.some((g) => g.owner !== 'blight');
    if (!t.damaged && !blightNoShips) return true;
    n++;
    delete t.damaged;
    const home = LOYAL_BY.get(t.kind);
    if (home === undefined || t.owner === undefined || !c.seats[t.owner]?.playArea.includes(home)) return false;
    t.where = home;
    return true;
  });
  if (c.tokens.length === 0) delete c.tokens;
  return n;
}

/** Battle: the pseudo building-slot index of the k-th building-like token in a system (frames/battle.ts hit outcomes). */
export const TOKEN_SLOT = 100;

/**
 * Tokens of `owner` in a system that battle hits like buildings now (HITTABLE_TOKENS: Banners of
 * Hegemony ARCS-F1003 "Banners can be harmed … like buildings", Bunkers ARCS-F1804: while the Law is
 * in the rules booklet and the token is its owner's Loyal piece), in id order.
 */
export function buildingTokensAt(s: GameState, id: SystemId, owner: unknown): CampaignToken[] {
  const c = s.campaign;
  if (!c?.tokens || typeof owner !== 'number') return [];
  return c.tokens
    .filter((t) => t.where === id && t.owner === owner && hittable(t.kind) !== undefined && c.rulesBooklet.some((slot) => slot.includes(hittable(t.kind)!.law)) && isLoyalToken(s, t))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** A building-like token destroyed in battle: the Trophy of `taker`, or (no taker) back to its owner's supply. */
export function destroyBuildingToken(s: GameState, t: CampaignToken, taker: Seat | null): void {
  delete t.damaged;
  if (taker !== null) {
    t.where = tokenTrophyPlace(taker);
    return;
  }
  const home = LOYAL_BY.get(t.kind);
  const c = s.campaign!;
  if (home !== undefined && t.owner !== undefined && c.seats[t.owner]?.playArea.includes(home)) t.where = home;
  else {
    c.tokens = c.tokens!.filter((x) => x !== t);
    if (c.tokens.length === 0) delete c.tokens;
  }
}

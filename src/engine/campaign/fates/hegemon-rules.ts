/**
 * Fate 10, the Hegemon (ARCS-FATE10; Fate Set ARCS-F1001…F1012): the facts its cards read — the
 * Banner tokens (FATE_TOKENS 'Banner', 8, Loyal while Planting Banners ARCS-F1002 is in the
 * Hegemon's play area: loyal-tokens.ts) — with no effect imports (registry-safe).
 *
 * Where a Banner is (CampaignToken.where): on the Planting Banners card (the Hegemon's supply of
 * Banners, F1001A 5. "Collect the 8 Banner tokens"), a system id (on the map), or `trophies-<seat>`
 * (in that seat's Trophies: Against Hegemony F1009/F1010, Banners of Hegemony F1003).
 */
import { isSystemId, type SystemId } from '../../../data/map.ts';
import { controller } from '../../control.ts';
import type { GameState, Seat } from '../../types.ts';
import type { CampaignToken } from '../types.ts';
import { tokenTrophyPlace as trophyPlace } from '../loyal-tokens.ts';

export { trophyPlace };

export const HEGEMON = 'ARCS-FATE10';
export const HEGEMON_SETUP_II = 'ARCS-F1001A';
export const HEGEMON_OBJECTIVE_II = 'ARCS-F1001B';
export const PLANTING_BANNERS = 'ARCS-F1002';
export const BANNERS_OF_HEGEMONY = 'ARCS-F1003';
export const SONG_OF_THE_BANNER = 'ARCS-F1004';
export const MIND_MANAGERS = 'ARCS-F1006';
export const PRISON_WARDENS = ['ARCS-F1007', 'ARCS-F1008'] as const;
export const AGAINST_HEGEMONY = ['ARCS-F1009', 'ARCS-F1010'] as const;
export const HEGEMON_OBJECTIVE_III = 'ARCS-F1011B';
export const HAPPY_HOSTS = 'ARCS-F1012';

export const BANNER = 'banner';
/** F1001A 5: "Collect the 8 Banner tokens" (FATE_TOKENS). */
export const BANNER_COUNT = 8;
/** F1001A 3: "if you have fewer than 6 Loyal ships on the map other than your Flagship, place ships at your Flagship until you have 6". */
export const REPLENISH_TO = 6;
/** F1001A 4: "Scrap any 4 Loyal ships." */
export const SHIPS_SCRAPPED = 4;


export function banners(s: GameState): CampaignToken[] {
  return (s.campaign?.tokens ?? []).filter((t) => t.kind === BANNER);
}

/** Banners on the map. */
export function bannersOnMap(s: GameState): CampaignToken[] {
  return banners(s).filter((t) => isSystemId(t.where));
}

export function bannersAt(s: GameState, id: SystemId): CampaignToken[] {
  return banners(s).filter((t) => t.where === id);
}

/** The Banners in a seat's Trophies. */
export function bannerTrophies(s: GameState, seat: Seat): CampaignToken[] {
  return banners(s).filter((t) => t.where === trophyPlace(seat));
}

/** The Banners on the Planting Banners card (the Hegemon's supply of them). */
export function bannerSupply(s: GameState, seat: Seat): CampaignToken[] {
  return banners(s).filter((t) => t.where === PLANTING_BANNERS && t.owner === seat);
}

/** A piece on the map is controlled by whoever controls its system (base rules, Control). */
export function bannersControlledBy(s: GameState, seat: Seat): CampaignToken[] {
  return bannersOnMap(s).filter((t) => controller(s, t.where as SystemId) === seat);
}

/** F1012 Happy Hosts: "1 Captive per Banner that you control or is uncontrolled". */
export function bannersKeepingCaptives(s: GameState, seat: Seat): number {
  return bannersOnMap(s).filter((t) => {
    const c = controller(s, t.where as SystemId);
    return c === seat || c === null;
  }).length;
}

/** Remove a token from play (scrapped: F1005 failed 3). */
export function dropToken(s: GameState, t: CampaignToken): void {
  const c = s.campaign!;
  c.tokens = (c.tokens ?? []).filter((x) => x !== t);
  if (c.tokens.length === 0) delete c.tokens;
}

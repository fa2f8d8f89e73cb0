/**
 * Fate 16, the Warden (ARCS-FATE16; Fate Set ARCS-F1601…F1619, a "B" Fate: Acts II-III): its Acts
 * as FateRules and the facts its cards read — Seat tokens, Fiefs, Lords and Vassals, Court tokens.
 * Kept apart from the cards' effects (warden.ts) so the Fate registry never imports the effect system.
 *
 * Choices made (said in the report and fates/README.md):
 * - Seat tokens are labelled 1st-6th like the Lord titles (03-08): the Seat of cluster n is the
 *   token "seat-n". They are `campaign.tokens` of kind 'seat': with the Warden (`where` its Fate
 *   card) until placed; on the map `where` is the system and `slot` the building slot of the city
 *   it is above. Scrapped ones are no longer listed. Court tokens (kind 'court', "court-n") are
 *   listed only while on a Court card (`where` that card); in the general supply they are not listed.
 * - "While a city has a Seat token, its player is the Lord of its cluster" (F1609): the Lord is the
 *   owner of the city under the Seat (a Free city has no Lord). The Lord title card of the cluster
 *   follows the Lord (its play area, "tucked under your Fate card"), or waits in the supply.
 * - A Seat whose city is gone (destroyed, by any route) returns to the Warden with its title card to
 *   the supply (`settleSeats`): run when a city is destroyed (the Seats & Fiefs Law's cityDestroyed)
 *   and before any rule reads the Fiefs.
 * - "Each Seat you control" (F1601B, F1617B): the Seats in systems the seat controls for
 *   objectives (controlsForScoring: a First Regent counts Empire-controlled systems).
 */
import type { Act } from '../../../data/campaign/components.ts';
import { systemDef, type ClusterId, type SystemId } from '../../../data/map.ts';
import { log, seatName, sys, systemIds, turnOrder } from '../../board.ts';
import { controlsForScoring } from '../../control.ts';
import { courtCards } from '../../court-slots.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
// The observers' record of a card acting (a leaf: the registry may import it).
import { noteFired } from '../../fired.ts';
import type { CampaignToken } from '../types.ts';
import type { FateRules } from './framework.ts';
import { scrapCard, takeCard } from './moves.ts';

export const WARDEN = 'ARCS-FATE16';
export const CLAIMS_OF_NOBILITY = 'ARCS-F1602';
export const SEATS_AND_FIEFS = 'ARCS-F1609';
export const FEUDAL_LAW = 'ARCS-F1610';
export const WARDENS_LEVY = 'ARCS-F1612';
export const FEAST_DAYS = ['ARCS-F1613', 'ARCS-F1614'] as const;
export const FEUDAL_COURTS = 'ARCS-F1618';
export const LORDS_GAIN_POWER = 'ARCS-F1619';
export const CLUSTERS: readonly ClusterId[] = [1, 2, 3, 4, 5, 6];
/** Fleet replenished to this many Loyal ships on the map (F1601A 5). */
export const REPLENISH_SHIPS = 8;

/** The Lord title card of a cluster: Lord of the 1st Cluster (03) … 6th (08). */
export function lordTitle(cluster: ClusterId): string {
  return `ARCS-F16${String(cluster + 2).padStart(2, '0')}`;
}
/** The cluster a Lord title card names, or null. */
export function titleCluster(id: string): ClusterId | null {
  const m = /^ARCS-F160([3-8])$/.exec(id);
  return m ? ((Number(m[1]) - 2) as ClusterId) : null;
}
export const LORD_TITLES: readonly string[] = CLUSTERS.map(lordTitle);

export const clusterOf = (id: SystemId): ClusterId => systemDef(id).cluster;

/* --------------------------------------------------------------- Seat tokens */

export const seatTokenId = (cluster: ClusterId): string => `seat-${cluster}`;
export const courtTokenId = (cluster: ClusterId): string => `court-${cluster}`;

/** The Seat token of a cluster, wherever it is (null: scrapped or never collected). */
export function seatToken(s: GameState, cluster: ClusterId): CampaignToken | undefined {
  return s.campaign?.tokens?.find((t) => t.kind === 'seat' && t.id === seatTokenId(cluster));
}

/** The cluster's Seat token on the map (above a city), or undefined. */
export function seatOnMap(s: GameState, cluster: ClusterId): (CampaignToken & { slot: number }) | undefined {
  const t = seatToken(s, cluster);
  return t && t.where !== WARDEN && t.slot !== undefined ? (t as CampaignToken & { slot: number }) : undefined;
}

/** The cluster's Seat token not on the map, with the Warden (free to be placed by Claim Fief). */
export function seatAvailable(s: GameState, cluster: ClusterId): boolean {
  return seatToken(s, cluster)?.where === WARDEN;
}

/** The Lord of a cluster: the player whose city has its Seat token (F1609); null: no Fief there. */
export function lordOf(s: GameState, cluster: ClusterId): Seat | null {
  const t = seatOnMap(s, cluster);
  if (!t) return null;
  const b = sys(s, t.where as SystemId).slots[t.slot];
  return b && b.type === 'city' && typeof b.owner === 'number' ? b.owner : null;
}

/** The clusters where the seat is the Lord (its Fiefs), in cluster order. */
export function fiefsOf(s: GameState, seat: Seat): ClusterId[] {
  return CLUSTERS.filter((c) => lordOf(s, c) === seat);
}

/** The Fief's cluster is a Fief (it has a Lord). */
export const isFief = (s: GameState, cluster: ClusterId): boolean => lordOf(s, cluster) !== null;

/**
 * "Rivals of the Lord that have a Loyal city or Flagship in the Lord's Fief are the Lord's Vassals in
 * that Fief alone" (F1609).
 */
export function isVassal(s: GameState, seat: Seat, cluster: ClusterId): boolean {
  const lord = lordOf(s, cluster);
  if (lord === null || lord === seat) return false;
  return systemIds(s).some((id) => {
    if (clusterOf(id) !== cluster) return false;
    const st = s.map[id]!;
    return st.slots.some((b) => b?.type === 'city' && b.owner === seat) || st.ships.some((g) => g.owner === seat && g.flagship === true);
  });
}

/** The seat's Vassals in a Fief where it is the Lord. */
export function vassalsIn(s: GameState, cluster: ClusterId): Seat[] {
  return s.players.map((p) => p.seat).filter((x) => isVassal(s, x, cluster));
}

/** Cities (any owner: Loyal, Rival, Free; F1601B) in a cluster. */
export function citiesIn(s: GameState, cluster: ClusterId): number {
  return systemIds(s).filter((id) => clusterOf(id) === cluster).reduce((n, id) => n + s.map[id]!.slots.filter((b) => b?.type === 'city').length, 0);
}

/** Seats on the map in systems the seat controls (for objectives). */
export function seatsControlled(s: GameState, seat: Seat): number {
  return CLUSTERS.filter((c) => {
    const t = seatOnMap(s, c);
    return t !== undefined && controlsForScoring(s, seat, t.where as SystemId);
  }).length;
}

/**
 * Keep the Seats and the Lord titles true to the map: a Seat whose city is gone returns to the
 * Warden ("If a city with a Seat is destroyed, return its Seat and matching Lord title card"), and
 * each Lord title card in play is with its cluster's Lord, or in the supply while there is none.
 */
export function settleSeats(s: GameState): void {
  const c = s.campaign;
  // A Court token whose card left the Court (other than by securing: Feudal Courts) returns to the general supply.
  if (c?.tokens?.some((t) => t.kind === 'court' && !courtCards(s).includes(t.where))) {
    c.tokens = c.tokens.filter((t) => t.kind !== 'court' || courtCards(s).includes(t.where));
    if (c.tokens.length === 0) delete c.tokens;
  }
  if (!c?.tokens?.some((t) => t.kind === 'seat')) return;
  for (const cluster of CLUSTERS) {
    const t = seatOnMap(s, cluster);
    if (t) {
      const b = sys(s, t.where as SystemId).slots[t.slot];
      if (!b || b.type !== 'city') {
        log(s, `The city with the ${ordinal(cluster)} Seat is gone: the Seat returns to the Warden.`);
        noteFired(s, SEATS_AND_FIEFS); // F1609: "If a city with a Seat is destroyed, return its Seat and matching Lord title card."
        t.where = WARDEN;
        delete (t as CampaignToken).slot;
      }
    }
    const title = lordTitle(cluster);
    const lord = lordOf(s, cluster);
    const holder = c.seats.findIndex((x) => x.playArea.includes(title));
    const inSupply = c.fateSupply?.includes(title) ?? false;
    if (holder < 0 && !inSupply) continue; // scrapped or never in play
    if (lord !== null && holder === lord) continue;
    if (lord === null && inSupply) continue;
    takeCard(s, title, holder >= 0 ? holder : null);
    if (lord !== null) {
      c.seats[lord]!.playArea.push(title);
      log(s, `${seatName(s, lord)} is the Lord of the ${ordinal(cluster)} Cluster and takes its title card.`);
    } else {
      (c.fateSupply ??= []).push(title);
      log(s, `The Lord of the ${ordinal(cluster)} Cluster title returns to the supply.`);
    }
  }
}

export function ordinal(n: number): string {
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
}

/* ------------------------------------------------------------- objectives */

/**
 * F1601B, at the end of a chapter: "advance 2 for each Seat you control" and "advance 1 for each
 * city in all Fiefs you are Lord of" (Free cities and cities with Seats included).
 */
export function wardenActTwoAdvance(s: GameState, seat: Seat): number {
  settleSeats(s);
  return 2 * seatsControlled(s, seat) + fiefsOf(s, seat).reduce((n, cl) => n + citiesIn(s, cl), 0);
}

/** F1617B "Return to the Old Ways": Lord of more Fiefs than each Rival; more Seats controlled than the current chapter. */
export function wardenGrandAmbitions(s: GameState, seat: Seat): number {
  settleSeats(s);
  const mine = fiefsOf(s, seat).length;
  const most = mine > 0 && s.players.every((p) => p.seat === seat || fiefsOf(s, p.seat).length < mine);
  return (most ? 1 : 0) + (seatsControlled(s, seat) > s.chapter ? 1 : 0);
}

/* ---------------------------------------------------------------- the Acts */

function setup(s: GameState, seat: Seat, act: Act): Frame[] {
  const c = s.campaign!;
  if (act === 2) {
    // F1601A 1: "Collect the 6 Seat tokens." (With a second Warden in a test campaign, the box's 6 are already out.)
    if (!c.tokens?.some((t) => t.kind === 'seat')) {
      (c.tokens ??= []).push(...CLUSTERS.map((cl) => ({ id: seatTokenId(cl), kind: 'seat', owner: seat, where: WARDEN })));
      log(s, `${seatName(s, seat)} collects the 6 Seat tokens.`);
    }
    // 2-4 are card moves (Claims of Nobility gained, the Lord titles to the supply, the two Laws to the booklet).
    log(s, 'Seats & Fiefs and Feudal Law: a player whose city has a Seat token is the Lord of that cluster, their Fief; Rivals with a Loyal city or Flagship there are their Vassals. A Lord may tax any city in their Fief; a Lord and their Vassal who harm each other there Provoke Outrage with all the Fief\'s cities.');
    // 5: "Replenish your fleet."
    return [{ k: 'campaign/warden-replenish', seat }];
  }
  // F1617A 1: "Collect the 6 Court tokens in the general supply near the Court." (Listed once on a Court card.)
  log(s, 'Feudal Courts and Lords Gain Power: the 6 Court tokens are in the general supply near the Court. Influencing an empty Court card, a Lord or Vassal may place their Fief\'s Court token on it; only that Fief\'s Lord and Vassals may then influence or secure it. Each Fief\'s Lord gains 3 Power when the Edicts are called.');
  return [];
}

function resolve(s: GameState, seat: Seat, act: Act, completed: boolean): Frame[] {
  const c = s.campaign!;
  if (act !== 2 || completed) return [];
  // F1611 failed 1: "Scrap Claims of Nobility (02) [a card move] and all Seat tokens that are not on the map."
  settleSeats(s);
  const off = (c.tokens ?? []).filter((t) => t.kind === 'seat' && t.where === WARDEN);
  if (off.length > 0) {
    c.tokens = c.tokens!.filter((t) => !off.includes(t));
    if (c.tokens.length === 0) delete c.tokens;
    log(s, `${seatName(s, seat)} scraps the ${off.length} Seat token${off.length === 1 ? '' : 's'} not on the map.`);
  }
  // 2: "Scrap all Lord title cards (03–08) matching the scrapped Seat tokens." (the `partial` step of fate-steps.ts)
  for (const t of off) {
    const cluster = Number(t.id.slice('seat-'.length)) as ClusterId;
    scrapCard(s, lordTitle(cluster), seat);
  }
  return [];
}

/** Seats in turn order holding Lord titles (for logs and tests). */
export function lords(s: GameState): Seat[] {
  return turnOrder(s).filter((seat) => fiefsOf(s, seat).length > 0);
}

export const WARDEN_RULES: FateRules = {
  cardId: WARDEN,
  acts: [2, 3],
  dealt: true,
  dealtSince: 7,
  setup,
  resolve,
  grandAmbitions: wardenGrandAmbitions,
};

/**
 * Fate 15, the Peacekeeper (ARCS-FATE15; Fate Set ARCS-F1501A…F1511): its Acts as FateRules (Act II
 * and III setups, the Act II Resolution, the Act III grand ambitions) and the facts its cards read
 * (the Ceasefire tokens, Weapons held, Weapons planets controlled). Kept apart from the cards'
 * effects (peacekeeper.ts) so the Fate registry never imports the effect system (an import cycle):
 * the setups' steps that need effects (Provoke Outrage, choices) run in the frame
 * `campaign/peacekeeper-setup` (peacekeeper.ts).
 *
 * The Ceasefire tokens (ARCS-F1507A, F1508): `CampaignState.ceasefires`, one side per cluster in
 * play ("Place 1 Ceasefire token near each cluster"); absent before Act III setup.
 */
import type { Act } from '../../../data/campaign/components.ts';
import { CLUSTER_IDS, systemDef, type ClusterId, type SystemId } from '../../../data/map.ts';
import { log, seatName, systemIds } from '../../board.ts';
import { controller, controlsForScoring } from '../../control.ts';
import type { GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';
import { scrapCard } from './moves.ts';

export const PEACEKEEPER = 'ARCS-FATE15';
export const PK_ACT2_OBJECTIVE = 'ARCS-F1501B';
export const OATH_OF_PEACE = 'ARCS-F1502';
export const ARSENAL_KEEPERS = 'ARCS-F1503';
export const ARMS_INTERESTS = ['ARCS-F1505', 'ARCS-F1506'] as const;
export const PK_ACT3_OBJECTIVE = 'ARCS-F1507B';
export const CEASEFIRES = 'ARCS-F1508';
export const EMPIRE_BALKS = 'ARCS-F1509';
export const PEACE_DIVIDENDS = 'ARCS-F1510';
export const PEACE_ACCORDS = 'ARCS-F1511';
/** F1501A 5 "Replenish your fleet": Loyal ships on the map to reach. */
export const REPLENISH_SHIPS = 8;
/** Arsenal Keepers: "Their raid cost is 2 keys each." */
export const ARSENAL_RAID_KEYS = 2;

export type CeasefireSide = 'peace' | 'war';

/** The clusters in play (those with systems on the map), in number order. */
export function clustersInPlay(s: GameState): ClusterId[] {
  const ids = new Set(systemIds(s).map((id) => systemDef(id).cluster));
  return CLUSTER_IDS.filter((c) => ids.has(c));
}

export function systemsOfCluster(s: GameState, cluster: ClusterId): SystemId[] {
  return systemIds(s).filter((id) => systemDef(id).cluster === cluster);
}

/** The side of a cluster's Ceasefire token; null while no Ceasefires are in play. */
export function ceasefireOf(s: GameState, cluster: ClusterId): CeasefireSide | null {
  return s.campaign?.ceasefires?.[cluster] ?? null;
}

/** The system is in a cluster whose Ceasefire shows Peace (Ceasefires F1508). */
export function atPeace(s: GameState, id: SystemId): boolean {
  return ceasefireOf(s, systemDef(id).cluster) === 'peace';
}

/** Clusters at Peace (Act III objective F1507B). */
export function clustersAtPeace(s: GameState): ClusterId[] {
  return clustersInPlay(s).filter((c) => ceasefireOf(s, c) === 'peace');
}

/** Flip a cluster's Ceasefire token (logged; nothing when no token or already on that side). */
export function flipCeasefire(s: GameState, cluster: ClusterId, side: CeasefireSide, why: string): boolean {
  const cf = s.campaign?.ceasefires;
  if (!cf || cf[cluster] === undefined || cf[cluster] === side) return false;
  cf[cluster] = side;
  log(s, `The Ceasefire in cluster ${cluster} flips to ${side === 'peace' ? 'Peace' : 'War'} (${why}).`);
  return true;
}

/**
 * Systems of the cluster the seat controls "for objectives" (F1501B, F1507A: "If you're the First
 * Regent, you control Empire-controlled systems"): control.ts controlsForScoring.
 */
export function controlledInCluster(s: GameState, seat: Seat, cluster: ClusterId): SystemId[] {
  return systemsOfCluster(s, cluster).filter((id) => controlsForScoring(s, seat, id));
}

/** Empire-controlled systems of a cluster (Empire Balks at Peace F1509). */
export function empireSystemsIn(s: GameState, cluster: ClusterId): number {
  return systemsOfCluster(s, cluster).filter((id) => controller(s, id) === 'empire').length;
}

/**
 * Peace Accords (F1511), Broker Peace: the clusters at War whose Ceasefire the actor may flip to
 * Peace with the Rival's consent: together they control at least 2 systems there ("with the consent
 * of players who control at least 2 systems in total in that cluster, including yourself"; "During
 * Summits, the First Regent controls Empire-controlled systems"). Only while Peace Accords is in the
 * rules booklet. Our reading: the Rival consenting is the proposal's counterpart (its acceptance);
 * when the actor alone controls 2, any Rival may be the counterpart.
 */
export function brokerPeaceClusters(s: GameState, actor: Seat, rival: Seat): ClusterId[] {
  const c = s.campaign;
  if (!c?.ceasefires || !c.rulesBooklet.some((slot) => slot.includes(PEACE_ACCORDS))) return [];
  return clustersInPlay(s).filter((cl) => c.ceasefires![cl] === 'war' && controlledInCluster(s, actor, cl).length + controlledInCluster(s, rival, cl).length >= 2);
}

/**
 * Peace Accords (F1511): "You may get the consent of Rivals by returning 1 Favor of theirs." FAQ (the card's italics): "You
 * can return Favors to gain consent from Rivals who control systems even if you didn't call the Summit." The Broker Peace
 * a seat may take in a Summit's Negotiations without a proposal: a cluster at War where it and `rival` control 2+ systems in
 * all, `rival` controlling at least one (a consent worth buying), the seat holding a Favor of `rival`.
 */
export function favorPeaceOptions(s: GameState, seat: Seat): { rival: Seat; cluster: ClusterId }[] {
  const favors = s.campaign?.seats[seat]?.favors ?? [];
  const out: { rival: Seat; cluster: ClusterId }[] = [];
  favors.forEach((n, rival) => {
    if (n <= 0 || rival === seat) return;
    for (const cluster of brokerPeaceClusters(s, seat, rival)) if (controlledInCluster(s, rival, cluster).length > 0) out.push({ rival, cluster });
  });
  return out;
}

/** The seat playing the Peacekeeper, or null. */
export function peacekeeperSeat(s: GameState): Seat | null {
  const i = s.campaign?.seats.findIndex((cs) => cs.fate === PEACEKEEPER) ?? -1;
  return i < 0 ? null : i;
}

/** Weapons planets the seat controls for objectives (F1501B "Control the Arms Manufacturers"). */
export function weaponPlanetsControlled(s: GameState, seat: Seat): number {
  return systemIds(s).filter((id) => systemDef(id).resource === 'weapon' && controlsForScoring(s, seat, id)).length;
}

/** Weapons on Arsenal Keepers (F1503), wherever the card is (its holder's count). */
export function arsenalWeapons(s: GameState, seat: Seat): number {
  return s.campaign?.seats[seat]?.arsenal ?? 0;
}

/** F1507A 1: "Place it on its Peace side if you control any systems in that cluster, or on its War side if not." */
export function placeCeasefires(s: GameState, seat: Seat): void {
  const c = s.campaign!;
  const cf: Partial<Record<ClusterId, CeasefireSide>> = {};
  for (const cl of clustersInPlay(s)) cf[cl] = controlledInCluster(s, seat, cl).length > 0 ? 'peace' : 'war';
  c.ceasefires = cf;
  const peace = clustersAtPeace(s);
  log(s, `${seatName(s, seat)} places a Ceasefire token in each cluster: ${peace.length > 0 ? `Peace in ${peace.join(', ')}` : 'no cluster at Peace'}; War elsewhere.`);
}

/** "With 2 players, return all Weapons from the Warlord ambition box (to the supply)" (F1501A 1, F1507A 2). */
export function returnWarlordWeapons(s: GameState): void {
  if (s.players.length !== 2 || !s.phantom || s.phantom.weapon === 0) return;
  const n = s.phantom.weapon;
  s.supply.weapon += n;
  s.phantom.weapon = 0;
  log(s, `${n} Weapon${n === 1 ? '' : 's'} on the Warlord ambition box return to the supply.`);
}

/** Act III objective "A Peaceful Reach" (F1507B): 2 clusters or more at Peace; 5 clusters or more at Peace. */
export function peacekeeperGrandAmbitions(s: GameState): number {
  const n = clustersAtPeace(s).length;
  return (n >= 2 ? 1 : 0) + (n >= 5 ? 1 : 0);
}

/**
 * Oath of Peace (F1502): "Scrap this if you're not the Peacekeeper." The seat stops being the
 * Peacekeeper when it takes a new Fate at the second Intermission (intermission.ts calls `leave`).
 */
function leave(s: GameState, seat: Seat): void {
  const cs = s.campaign!.seats[seat]!;
  if (!cs.playArea.includes(OATH_OF_PEACE)) return;
  scrapCard(s, OATH_OF_PEACE, seat);
  log(s, `${seatName(s, seat)} is no longer the Peacekeeper: Oath of Peace is scrapped.`);
}

export const PEACEKEEPER_RULES: FateRules = {
  cardId: PEACEKEEPER,
  acts: [2, 3],
  dealt: true,
  dealtSince: 7,
  // F1501A 1-3 and 5, F1507A 1-2 (the cards' moves, F1501A 4 and F1507A 3, are data): peacekeeper.ts.
  setup: (_s, seat, act: Act) => [{ k: 'campaign/peacekeeper-setup', seat, act }],
  resolve(s, seat, act, completed) {
    // F1504 failed 2: "Add your Arsenal Keepers (03), if you have it, to the Court deck." (A `partial` step: ours.)
    if (act === 2 && !completed) return [{ k: 'campaign/peacekeeper-arsenal-back', seat }];
    return [];
  },
  leave,
  grandAmbitions: (s) => peacekeeperGrandAmbitions(s),
};

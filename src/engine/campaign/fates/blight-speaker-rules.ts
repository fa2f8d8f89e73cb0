/**
 * Fate 13, the Blight Speaker ("B"; ARCS-FATE13, Fate Set ARCS-F1301A…F1313): its Acts as
 * FateRules (Act II setup: scrap 2 Loyal ships, replenish the fleet to 8; Act III grand ambitions)
 * and the facts its cards read (Blight in systems, Blight Trophies, Blight Hunger's pieces). Kept
 * apart from the cards' effects (blight-speaker.ts) so the registry never imports the effect system.
 *
 * Choices made (also in the report):
 * - "Blight you control" (Spore Ships, Blight Fury, Blight Reapers): Blight in a system the seat
 *   controls (as "Free buildings you control", The Free States; control.ts controls).
 * - F1301A "Scrap 2 Loyal ships from your supply or the map": one ship at a time, the player's
 *   choice of the supply or a system (a damaged ship there first: the least useful); scrapped ships
 *   are counted in `campaign.scrappedShips` (the invariants' 15 ships).
 * - Replenish your fleet: ships come from the supply, one system at a time, any system in play; an
 *   empty supply stops it.
 * - Act II objective "each Blight in systems with Loyal ships": Blight pieces (fresh or damaged) in
 *   systems where the Blight Speaker has ships; "win an ambition": first place alone (as F101B).
 * - Act III "No Rival wins the Warlord ambition": not declared, or nobody / the Blight Speaker /
 *   the phantom first alone. "Blight Hunger has more pieces than the current Chapter": the pieces
 *   on the card at scoring (before its "After scoring" returns them).
 */
import type { Act } from '../../../data/campaign/components.ts';
import type { ClusterId, SystemId } from '../../../data/map.ts';
import { log, seatName, sys, systemIds } from '../../board.ts';
import { isSeat } from '../../control.ts';
import { ambitionCount, phantomCount, rankAmbition, type Placer } from '../../frames/chapter.ts';
import type { Frame, GameState, Seat, ShipOwner } from '../../types.ts';
import { systemsOfCluster } from './steward-rules.ts';
import type { FateRules } from './framework.ts';

export const BLIGHT_SPEAKER = 'ARCS-FATE13';
export const BS_ACT2_OBJECTIVE = 'ARCS-F1301B';
export const SPORE_SHIPS = 'ARCS-F1302';
export const BLIGHT_FURY = 'ARCS-F1304';
export const BLIGHT_HUNTERS = 'ARCS-F1305';
export const BLIGHT_REAPERS = 'ARCS-F1306';
export const BLIGHT_PURGES = ['ARCS-F1307', 'ARCS-F1308', 'ARCS-F1309'] as const;
export const BLIGHT_PANIC = 'ARCS-F1310';
export const BLIGHT_LOOMS_F13 = 'ARCS-F1311';
export const BS_ACT3_OBJECTIVE = 'ARCS-F1312B';
export const BLIGHT_HUNGER = 'ARCS-F1313';

/** F1301A: "until you have 8 Loyal ships on the map". */
export const REPLENISH_TO = 8;

/** Blight pieces (fresh and damaged) in a system. */
export function blightIn(s: GameState, id: SystemId): { fresh: number; damaged: number } {
  const g = sys(s, id).ships.find((x) => x.owner === 'blight');
  return { fresh: g?.fresh ?? 0, damaged: g?.damaged ?? 0 };
}

/** The seat's Loyal ships in the system (the Flagship piece included). */
export function loyalShipsIn(s: GameState, seat: Seat, id: SystemId): number {
  const g = sys(s, id).ships.find((x) => x.owner === seat);
  return (g?.fresh ?? 0) + (g?.damaged ?? 0);
}

/** F1301B: Blight in systems with the seat's Loyal ships. */
export function blightWithLoyalShips(s: GameState, seat: Seat): number {
  let n = 0;
  for (const id of systemIds(s)) {
    if (loyalShipsIn(s, seat, id) === 0) continue;
    const b = blightIn(s, id);
    n += b.fresh + b.damaged;
  }
  return n;
}

/** The seat's Blight Trophies. */
export function blightTrophies(s: GameState, seat: Seat): number {
  return s.players[seat]!.trophies.filter((t) => t.owner === 'blight').reduce((n, t) => n + t.count, 0);
}

/** Systems of a cluster in play. */
export function clusterSystems(s: GameState, c: ClusterId): SystemId[] {
  return systemsOfCluster(s, c);
}

/** Scrap `n` of the seat's Loyal ships for good (counted for the invariants: campaign.scrappedShips). */
export function noteScrappedShips(s: GameState, seat: Seat, n: number): void {
  const c = s.campaign!;
  c.scrappedShips ??= s.players.map(() => 0);
  c.scrappedShips[seat]! += n;
}

/* ------------------------------------------------------- Blight Hunger */

/** Pieces on Blight Hunger (F1313): Loyal ships per seat and Imperial ships. */
export function hungerPieces(s: GameState): number {
  const h = s.campaign?.blightHunger;
  if (!h) return 0;
  return h.ships.reduce((a, b) => a + b, 0) + h.empire;
}

/** Blight Hunger takes `n` destroyed ships of `owner` (already back in its supply) onto the card. */
export function feedHunger(s: GameState, owner: ShipOwner, n: number): void {
  if (n <= 0 || owner === 'blight') return;
  const c = s.campaign!;
  c.blightHunger ??= { ships: s.players.map(() => 0), empire: 0 };
  if (owner === 'empire') {
    const k = Math.min(n, s.neutral!.empire.ships);
    s.neutral!.empire.ships -= k;
    c.blightHunger.empire += k;
  } else if (isSeat(owner)) {
    const p = s.players[owner]!;
    const k = Math.min(n, p.supply.ships);
    p.supply.ships -= k;
    c.blightHunger.ships[owner]! += k;
  }
}

/** "After scoring, return all of the pieces from this card." */
export function emptyHunger(s: GameState): number {
  const c = s.campaign;
  const h = c?.blightHunger;
  if (!c || !h) return 0;
  const n = hungerPieces(s);
  h.ships.forEach((k, seat) => (s.players[seat]!.supply.ships += k));
  s.neutral!.empire.ships += h.empire;
  delete c.blightHunger;
  return n;
}

/* ------------------------------------------------------- grand ambitions */

/** Who wins the declared ambition (first place alone), or null; undefined when it is not declared. */
function warlordWinner(s: GameState): Placer | null | undefined {
  if (s.ambitions.warlord.length === 0) return undefined;
  const counts: { seat: Placer; n: number }[] = s.players.map((p) => ({ seat: p.seat, n: ambitionCount(s, p, 'warlord') }));
  if (s.phantom) counts.push({ seat: 'phantom', n: phantomCount(s, 'warlord') });
  const { first } = rankAmbition(counts);
  return first.length === 1 ? first[0]! : null;
}

/** F1312B: "No Rival wins the Warlord ambition." */
export function noRivalWarlord(s: GameState, seat: Seat): boolean {
  const w = warlordWinner(s);
  return w === undefined || w === null || w === seat || w === 'phantom';
}

/** F1312B: "Blight Hunger has more pieces than the current Chapter." */
export function hungerFed(s: GameState): boolean {
  return hungerPieces(s) > s.chapter;
}

function blightSpeakerGrandAmbitions(s: GameState, seat: Seat): number {
  return (noRivalWarlord(s, seat) ? 1 : 0) + (hungerFed(s) ? 1 : 0);
}

export const BLIGHT_SPEAKER_RULES: FateRules = {
  cardId: BLIGHT_SPEAKER,
  acts: [2, 3],
  dealt: true,
  dealtSince: 7,
  setup(s: GameState, seat: Seat, act: Act): Frame[] {
    if (act !== 2) return [];
    log(s, `${seatName(s, seat)} scraps 2 Loyal ships and replenishes their fleet (Blight Speaker Act II Setup).`);
    return [{ k: 'campaign/bs-scrap', seat, left: 2 }, { k: 'campaign/bs-replenish', seat }];
  },
  grandAmbitions: blightSpeakerGrandAmbitions,
};

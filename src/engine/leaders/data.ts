/**
 * Leaders & Lore static facts (base rulebook, Leaders & Lore): the 8 leader cards' starting pieces
 * and resources (printed only on the cards; /work/shared/reference/arcs-facts.md section 9) and the
 * ids of the lore cards. Texts are in data/cards (ARCS-LEAD01-08, ARCS-L01-14).
 */
import type { Resource } from '../../data/map.ts';
import type { BuildingType } from '../types.ts';

/** One of the A/B/C boxes of a leader card: ships to place, and a building (A and B only). */
export interface LeaderBox { ships: number; building: BuildingType | null }

export interface LeaderSetup {
  id: string;
  name: string;
  /** The two starting resources, for the two leftmost slots in this order. */
  resources: readonly [Resource, Resource];
  a: LeaderBox;
  b: LeaderBox;
  /** Ships placed in each C system. */
  c: number;
}

const box = (ships: number, building: BuildingType | null = null): LeaderBox => ({ ships, building });

export const LEADERS = [
  { id: 'ARCS-LEAD01', name: 'Elder', resources: ['relic', 'material'], a: box(3, 'city'), b: box(3, 'starport'), c: 2 },
  { id: 'ARCS-LEAD02', name: 'Mystic', resources: ['psionic', 'relic'], a: box(3, 'city'), b: box(3, 'starport'), c: 2 },
  { id: 'ARCS-LEAD03', name: 'Fuel-Drinker', resources: ['fuel', 'fuel'], a: box(3, 'city'), b: box(3, 'starport'), c: 2 },
  { id: 'ARCS-LEAD04', name: 'Upstart', resources: ['psionic', 'material'], a: box(4, 'city'), b: box(3, 'starport'), c: 2 },
  { id: 'ARCS-LEAD05', name: 'Rebel', resources: ['material', 'weapon'], a: box(4, 'starport'), b: box(4), c: 2 },
  { id: 'ARCS-LEAD06', name: 'Warrior', resources: ['weapon', 'material'], a: box(3, 'city'), b: box(3, 'starport'), c: 2 },
  { id: 'ARCS-LEAD07', name: 'Feastbringer', resources: ['relic', 'material'], a: box(3, 'city'), b: box(3, 'city'), c: 3 },
  { id: 'ARCS-LEAD08', name: 'Demagogue', resources: ['psionic', 'weapon'], a: box(3, 'city'), b: box(3, 'starport'), c: 2 },
] as const satisfies readonly LeaderSetup[];

export const LEADER_IDS: readonly string[] = LEADERS.map((l) => l.id);
export const LORE_IDS: readonly string[] = Array.from({ length: 14 }, (_, i) => `ARCS-L${String(i + 1).padStart(2, '0')}`);

export function leaderSetup(id: string): LeaderSetup {
  const l = LEADERS.find((x) => x.id === id);
  if (!l) throw new Error(`unknown leader ${id}`);
  return l;
}

export const isLeaderId = (id: string): boolean => LEADER_IDS.includes(id);
export const isLoreId = (id: string): boolean => LORE_IDS.includes(id);

/**
 * Lore cards are in play in Leaders & Lore games and in campaigns (campaign rulebook, Table Setup
 * J: 1 lore card per player is shuffled into the Court deck; "Lore & Flagships", p.25). Leaders
 * are only in Leaders & Lore games.
 */
export const loreInPlay = (o: { leadersAndLore: boolean; campaign?: boolean }): boolean => o.leadersAndLore || o.campaign === true;

/** Player board, ambition markers and Power (arcs-facts.md §5-7). */
import type { Ambition } from './action-cards.ts';
import type { Resource } from './map.ts';

/** Raid cost (keys) of the six resource slots, left to right. */
export const RESOURCE_SLOT_RAID_COST: readonly number[] = [3, 1, 1, 2, 1, 3];

/**
 * Lore cards with a resource slot, and its raid cost in keys (printed only as key icons). Ancient
 * Holdings (ARCS-L13): "This card has one resource slot with a raid cost of 4 keys."
 */
export const LORE_SLOT_RAID_COST: Readonly<Record<string, number>> = { 'ARCS-L13': 4 };
export const PIECES = { ships: 15, cities: 5, starports: 5, agents: 10 } as const;

/** Open resource slots by cities off the board: 0 -> 2, 1 -> 3, 2 -> 4, 3 or more -> 6. */
export function openResourceSlots(citiesOffBoard: number): number {
  if (citiesOffBoard >= 3) return 6;
  return 2 + Math.max(0, citiesOffBoard);
}

/** Bonus Power for an ambition won outright: the +2 slot (4 cities off), both slots (5): +5. */
export function cityBonusPower(citiesOffBoard: number): number {
  if (citiesOffBoard >= 5) return 5;
  if (citiesOffBoard === 4) return 2;
  return 0;
}

export const POWER_THRESHOLD: Record<2 | 3 | 4, number> = { 2: 33, 3: 30, 4: 27 };
export const LAST_CHAPTER = 5;

export type MarkerId = 'A' | 'B' | 'C';
export interface AmbitionMarkerDef { id: MarkerId; blue: readonly [number, number]; orange: readonly [number, number] }
export const AMBITION_MARKERS: readonly AmbitionMarkerDef[] = [
  { id: 'A', blue: [5, 3], orange: [9, 4] },
  { id: 'B', blue: [3, 2], orange: [6, 3] },
  { id: 'C', blue: [2, 0], orange: [4, 2] },
];

export const AMBITION_NAMES: Record<Ambition, string> = { tycoon: 'Tycoon', tyrant: 'Tyrant', warlord: 'Warlord', keeper: 'Keeper', empath: 'Empath' };
export const AMBITION_OF_NUMBER: Record<number, Ambition | 'any' | null> = { 1: null, 2: 'tycoon', 3: 'tyrant', 4: 'warlord', 5: 'keeper', 6: 'empath', 7: 'any' };

/** Resources and Guild suits that count for an ambition (Ending a Chapter, Step 1). */
export const AMBITION_RESOURCES: Record<Ambition, readonly Resource[]> = {
  tycoon: ['material', 'fuel'],
  tyrant: [],
  warlord: [],
  keeper: ['relic'],
  empath: ['psionic'],
};

/**
 * Blighted Reach: the pieces that belong to no player (campaign rulebook, Other Pieces): 15
 * Imperial ships, 28 Free cities and 14 Free starports, 24 Blight.
 */
export const NEUTRAL_PIECES = { empireShips: 15, freeCities: 28, freeStarports: 14, blight: 24 } as const;

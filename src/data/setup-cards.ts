/**
 * The 12 setup cards (arcs-facts.md §2, with DISCREPANCIES D1 and D2 resolved by the printed card).
 * A = 3 ships + city, B = 3 ships + starport, C = 2 ships in each listed system.
 */
import { RESOURCES, SYSTEMS, type ClusterId, type Resource, type SystemId } from './map.ts';

export type SetupCardId =
  | '2p-frontiers' | '2p-mix-up-1' | '2p-homelands' | '2p-mix-up-2'
  | '3p-mix-up' | '3p-frontiers' | '3p-homelands' | '3p-core-conflict'
  | '4p-mix-up-1' | '4p-mix-up-2' | '4p-frontiers' | '4p-mix-up-3';

export interface SetupSeat { a: SystemId; b: SystemId; c: readonly SystemId[] }
export interface SetupCard {
  id: SetupCardId;
  /** The card-list id (cards.csv), e.g. 'ARCS-2SETUP01'. */
  cardId: string;
  name: string;
  players: 2 | 3 | 4;
  experienced: boolean;
  outOfPlay: readonly ClusterId[];
  /** Seat 1 (the initiative holder) first, then clockwise. */
  seats: readonly SetupSeat[];
}

const seat = (a: SystemId, b: SystemId, ...c: SystemId[]): SetupSeat => ({ a, b, c });

export const SETUP_CARDS: readonly SetupCard[] = [
  { id: '2p-frontiers', cardId: 'ARCS-2SETUP01', name: '2 Player Frontiers', players: 2, experienced: true, outOfPlay: [1, 6],
    seats: [seat('5:hex', '4:hex', '3:gate', '3:hex'), seat('3:arrow', '5:arrow', '5:gate', '4:arrow')] },
  { id: '2p-mix-up-1', cardId: 'ARCS-2SETUP02', name: '2 Player Mix Up 1', players: 2, experienced: false, outOfPlay: [2, 5],
    seats: [seat('4:crescent', '3:crescent', '1:gate', '6:arrow'), seat('6:hex', '3:hex', '4:gate', '1:crescent')] },
  { id: '2p-homelands', cardId: 'ARCS-2SETUP03', name: '2 Player Homelands', players: 2, experienced: false, outOfPlay: [1, 4],
    seats: [seat('5:arrow', '6:arrow', '5:gate', '5:hex'), seat('3:hex', '3:arrow', '3:gate', '2:arrow')] },
  // D1: seat 1 is A = 5:crescent, C = 3:gate + 6:crescent (printed card and TTPG).
  { id: '2p-mix-up-2', cardId: 'ARCS-2SETUP04', name: '2 Player Mix Up 2', players: 2, experienced: false, outOfPlay: [1, 4],
    seats: [seat('5:crescent', '2:arrow', '3:gate', '6:crescent'), seat('2:crescent', '6:arrow', '5:gate', '3:hex')] },
  // D2: seat 2 is A = 5:hex, B = 2:arrow (printed card and TTPG).
  { id: '3p-mix-up', cardId: 'ARCS-3SETUP01', name: '3 Player Mix Up', players: 3, experienced: false, outOfPlay: [1, 4],
    seats: [seat('3:hex', '5:crescent', '2:gate'), seat('5:hex', '2:arrow', '3:gate'), seat('2:hex', '3:arrow', '5:gate')] },
  { id: '3p-frontiers', cardId: 'ARCS-3SETUP02', name: '3 Player Frontiers', players: 3, experienced: false, outOfPlay: [2, 3],
    seats: [seat('1:hex', '4:hex', '6:gate'), seat('5:hex', '1:crescent', '5:gate'), seat('4:crescent', '6:arrow', '1:gate')] },
  { id: '3p-homelands', cardId: 'ARCS-3SETUP03', name: '3 Player Homelands', players: 3, experienced: false, outOfPlay: [5, 6],
    seats: [seat('2:hex', '3:crescent', '3:gate'), seat('1:hex', '2:arrow', '2:gate'), seat('1:arrow', '4:hex', '4:gate')] },
  { id: '3p-core-conflict', cardId: 'ARCS-3SETUP04', name: '3 Player Core Conflict', players: 3, experienced: true, outOfPlay: [3, 6],
    seats: [seat('1:hex', '2:crescent', '1:gate'), seat('2:hex', '1:crescent', '2:gate'), seat('1:arrow', '2:arrow', '4:gate')] },
  { id: '4p-mix-up-1', cardId: 'ARCS-4SETUP01', name: '4 Player Mix Up 1', players: 4, experienced: false, outOfPlay: [3],
    seats: [seat('4:arrow', '6:hex', '1:gate'), seat('4:hex', '5:hex', '6:gate'), seat('5:arrow', '1:hex', '4:gate'), seat('6:arrow', '1:arrow', '5:gate')] },
  { id: '4p-mix-up-2', cardId: 'ARCS-4SETUP02', name: '4 Player Mix Up 2', players: 4, experienced: false, outOfPlay: [4],
    seats: [seat('5:hex', '3:arrow', '2:gate'), seat('3:hex', '5:crescent', '1:gate'), seat('2:hex', '1:hex', '3:gate'), seat('1:arrow', '2:arrow', '5:gate')] },
  { id: '4p-frontiers', cardId: 'ARCS-4SETUP03', name: '4 Player Frontiers', players: 4, experienced: false, outOfPlay: [5],
    seats: [seat('1:hex', '3:crescent', '2:gate'), seat('2:hex', '6:hex', '3:gate'), seat('4:crescent', '2:arrow', '6:gate'), seat('1:arrow', '6:arrow', '4:gate')] },
  { id: '4p-mix-up-3', cardId: 'ARCS-4SETUP04', name: '4 Player Mix Up 3', players: 4, experienced: false, outOfPlay: [6],
    seats: [seat('3:hex', '5:crescent', '1:gate'), seat('1:arrow', '3:arrow', '2:gate'), seat('1:hex', '4:hex', '3:gate'), seat('4:arrow', '2:crescent', '5:gate')] },
];

const BY_ID: ReadonlyMap<string, SetupCard> = new Map(SETUP_CARDS.map((c) => [c.id, c]));

/** `null` is a campaign's "no setup card" (campaign rulebook, Act I Setup): an error here. */
export function setupCard(id: SetupCardId | null): SetupCard {
  const c = id === null ? undefined : BY_ID.get(id);
  if (!c) throw new Error(`Unknown setup card id: ${String(id)}`);
  return c;
}

export function isSetupCardId(s: string): s is SetupCardId {
  return BY_ID.has(s);
}

export function setupCardsFor(players: number): SetupCard[] {
  return SETUP_CARDS.filter((c) => c.players === players);
}

/**
 * 2-player only (Setup, arcs-facts.md §2): one token of each covered planet's resource goes on the
 * ambition boxes. Counts the resources of the 6 planets in the card's out-of-play clusters.
 */
export function phantomResources(card: SetupCard): Record<Resource, number> {
  const out = Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>;
  for (const s of SYSTEMS) {
    if (s.resource !== null && card.outOfPlay.includes(s.cluster)) out[s.resource] += 1;
  }
  return out;
}

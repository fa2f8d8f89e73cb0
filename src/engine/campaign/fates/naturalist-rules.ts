/**
 * Fate 21, the Naturalist ("C"; ARCS-FATE21, Fate Set ARCS-F2101A…F2104): its Act III setup as
 * FateRules and the facts its cards read (the Blightkin ambition's count and places). Kept apart
 * from the cards' effects (naturalist.ts) so the registry never imports the effect system.
 *
 * Choices made (also in the report):
 * - The Blightkin tile's markers are `campaign.blightkin` (declared by moving the marker just put on
 *   Empath: "When a player would declare Empath, they may declare Blightkin instead"); they count as
 *   declared markers (frames/flow.ts availableMarkers) and return after scoring like any other.
 * - Blightkin scores like a printed ambition: markers' Power, first and second places (ties as
 *   Scoring Ambitions), the Bonus City Power for first place alone; the phantom (2 players) counts 0.
 *   It is scored with the chapter's other ambitions, by the Naturalist's objective card (the
 *   Fates' `ambitionsScored` step) — the card that brings the Law; our engine's chapter end has
 *   no rules-booklet step of its own there.
 * - Objective F2101B "if you win Blightkin or it is not declared": first place alone on Blightkin.
 */
import type { Act } from '../../../data/campaign/components.ts';
import { AMBITION_MARKERS, cityBonusPower, type MarkerId } from '../../../data/board.ts';
import type { SystemId } from '../../../data/map.ts';
import { citiesOffBoard, log, seatName, sys, systemIds } from '../../board.ts';
import { controlsForScoring } from '../../control.ts';
import { rankAmbition, type Placer } from '../../frames/chapter.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
import { hasFlagship } from '../flagship/board.ts';
import type { FateRules } from './framework.ts';

export const NATURALIST = 'ARCS-FATE21';
export const NAT_OBJECTIVE = 'ARCS-F2101B';
export const BLIGHT_SOCIETY = 'ARCS-F2102';
export const SPORE_GUIDES = 'ARCS-F2103';
export const BLIGHTKIN_AMBITION = 'ARCS-F2104';

/** The Blightkin Ambition Law is in the rules booklet. */
export function blightkinInPlay(s: GameState): boolean {
  return s.campaign?.rulesBooklet.some((slot) => slot.includes(BLIGHTKIN_AMBITION)) ?? false;
}

/** A system has fresh Blight. */
export function freshBlightIn(s: GameState, id: SystemId): boolean {
  return (sys(s, id).ships.find((g) => g.owner === 'blight')?.fresh ?? 0) > 0;
}

/** Blightkin / F2101B: systems the seat controls (for ambitions and objectives) with fresh Blight. */
export function blightkinCount(s: GameState, seat: Seat): number {
  return systemIds(s).filter((id) => freshBlightIn(s, id) && controlsForScoring(s, seat, id)).length;
}

/** Places on Blightkin now. */
export function blightkinPlaces(s: GameState): { first: Placer[]; second: Placer[] } {
  const counts: { seat: Placer; n: number }[] = s.players.map((p) => ({ seat: p.seat, n: blightkinCount(s, p.seat) }));
  if (s.phantom) counts.push({ seat: 'phantom', n: 0 });
  return rankAmbition(counts);
}

/** The markers on the Blightkin tile. */
export function blightkinMarkers(s: GameState): MarkerId[] {
  return s.campaign?.blightkin ?? [];
}

/**
 * Score Blightkin (F2104) at a chapter's end: Power by places as a declared ambition. Returns who
 * won it (first place alone), null when declared and nobody won, undefined when not declared.
 * The markers leave the tile.
 */
export function scoreBlightkin(s: GameState): Placer | null | undefined {
  const c = s.campaign;
  const markers = blightkinMarkers(s);
  if (!c || markers.length === 0) return undefined;
  const { first, second } = blightkinPlaces(s);
  const values = markers.map((id) => {
    const def = AMBITION_MARKERS.find((m) => m.id === id)!;
    return s.markers.find((m) => m.id === id)!.flipped ? def.orange : def.blue;
  });
  const firstPower = values.reduce((n, v) => n + v[0], 0);
  const secondPower = values.reduce((n, v) => n + v[1], 0);
  const gains: Record<number, number> = {};
  for (const seat of first) if (seat !== 'phantom') gains[seat] = firstPower + cityBonusPower(citiesOffBoard(s.players[seat]!));
  for (const seat of second) if (seat !== 'phantom') gains[seat] = (gains[seat] ?? 0) + secondPower;
  for (const [seat, g] of Object.entries(gains)) {
    s.players[Number(seat)]!.power += g;
    log(s, `Blightkin: ${seatName(s, Number(seat))} gains ${g} Power.`);
  }
  if (Object.keys(gains).length === 0) log(s, first.includes('phantom') || second.includes('phantom') ? 'Blightkin: the phantom player places.' : 'Blightkin: nobody qualifies.');
  delete c.blightkin;
  return first.length === 1 ? first[0]! : null;
}

export const NATURALIST_RULES: FateRules = {
  cardId: NATURALIST,
  acts: [3],
  dealt: true,
  dealtSince: 7,
  setup(s: GameState, seat: Seat, act: Act): Frame[] {
    if (act !== 3) return [];
    log(s, 'The Blightkin Ambition tile is placed by the Empath ambition box; Blightkin Ambition is added to the rules booklet.');
    // "If you have a Flagship, you may Resettle—as described on the back of the Flagship board."
    return hasFlagship(s, seat) ? [{ k: 'campaign/nat-resettle', seat }] : [];
  },
};

/**
 * Fate 17, the Overlord (ARCS-FATE17; Fate Set ARCS-F1701…F1703, a "C" Fate: Act III only): its
 * Act III setup and the facts its final objective reads. Kept apart from the cards' effects
 * (overlord.ts) so the Fate registry never imports the effect system.
 *
 * ARCS-F1701A is printed "Overlord Act II Setup", but a "C" Fate is chosen at the second
 * Intermission and plays Act III only (rulebook p.8-9; its other side is "Overlord Act III
 * Objective", a final objective): the card is the Act III setup (data/campaign/cards.ts, act 3).
 *
 * Final objective (F1701B): the marker starts at 20 (one start for every player count, arcs-facts
 * §8); "At the end of a chapter, you win the game if you completed your objective and have at least
 * 1 Power" is acts/chapter-end.ts finalObjectiveWinner (after scoring).
 */
import type { Act } from '../../../data/campaign/components.ts';
import { RESOURCES, type Resource, type SystemId } from '../../../data/map.ts';
import { planetResource, systemIds } from '../../board.ts';
import { controlsForScoring } from '../../control.ts';
import { countResources } from '../../holdings.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';

export const OVERLORD = 'ARCS-FATE17';
export const SYCOPHANTS = 'ARCS-F1702';
export const REACH_REJECTS_OVERLORD = 'ARCS-F1703';

/** Reach Rejects Overlord (F1703): Power lost by number of Outrage (0-5). */
export const REJECTION_LOSS: readonly number[] = [0, 1, 3, 6, 8, 10];

/** The seat's Outrage types (its Outraged resources). */
export function outrageTypes(s: GameState, seat: Seat): Resource[] {
  const mine = s.players[seat]!.outrage.map((m) => m.resource);
  return RESOURCES.filter((r) => mine.includes(r));
}

/** Planets in play of a resource type. */
export function planetsOf(s: GameState, r: Resource): SystemId[] {
  return systemIds(s).filter((id) => planetResource(id) === r);
}

/**
 * F1701B "Rule by Fear Alone: advance 1 for each resource type you have that matches your Outrage"
 * (FAQ: Monopolies' resources count: `held` adds what the seat's cards hold, effects.ts
 * heldSupplyCount, passed in by overlord.ts); "Control by Fear Alone: advance 2 for each planet type
 * you control that matches your Outrage" (a First Regent controls Empire-controlled systems).
 */
export function overlordAdvance(s: GameState, seat: Seat, held: (r: Resource) => number = () => 0): number {
  let n = 0;
  for (const r of outrageTypes(s, seat)) {
    if (countResources(s, seat, [r]) + held(r) > 0) n += 1;
    if (planetsOf(s, r).some((id) => controlsForScoring(s, seat, id))) n += 2;
  }
  return n;
}

function setup(s: GameState, seat: Seat, act: Act): Frame[] {
  if (act !== 3) return [];
  // F1701A 1: "If you have a Flagship, you may Resettle" (asked); 2-3 are card moves; 4: a first Outrage (asked).
  const frames: Frame[] = [];
  if (s.campaign!.seats[seat]!.flagship) frames.push({ k: 'campaign/overlord-setup', seat, step: 'resettle' });
  frames.push({ k: 'campaign/overlord-setup', seat, step: 'outrage' });
  return frames;
}

export const OVERLORD_RULES: FateRules = {
  cardId: OVERLORD,
  acts: [3],
  dealt: true,
  dealtSince: 7,
  setup,
};

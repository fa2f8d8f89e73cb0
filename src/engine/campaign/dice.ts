/**
 * The event and number dice and the phrases that read them (campaign rulebook, Crises p.18:
 * "Rolled Cluster", "Planets of the Rolled Symbol", "Rolled Planet", "If ▲/●/◐ Was Rolled").
 * Shared by the events, the Court's Crisis texts and the Fates' ones.
 */
import { EVENT_DIE, NUMBER_DIE } from '../../data/campaign/components.ts';
import { SYSTEMS, type ClusterId, type PlanetSymbol, type SystemId } from '../../data/map.ts';
import { rollFace } from '../rng.ts';
import type { GameState } from '../types.ts';
import type { EventRoll } from './types.ts';

/** Roll the event die and the number die (rigged dice first, as for battle dice). */
export function rollEventDice(s: GameState): EventRoll {
  const event = EVENT_DIE[rollFace(s)]!;
  const number = NUMBER_DIE[rollFace(s)]!;
  return { event: { ...event }, number };
}

/** "Rolled Cluster": the cluster rolled on the number die. */
export function rolledCluster(roll: EventRoll): ClusterId {
  return roll.number;
}

/** "Planets of the Rolled Symbol": each planet with the planet ID symbol rolled on the event die. */
export function planetsOfRolledSymbol(s: GameState, roll: EventRoll): SystemId[] {
  return SYSTEMS.filter((d) => d.kind === 'planet' && d.symbol === roll.event.symbol && !s.outOfPlay.includes(d.cluster)).map((d) => d.id);
}

/** "Rolled Planet": the planet in the rolled cluster with the rolled ID symbol. */
export function rolledPlanet(roll: EventRoll): SystemId {
  return `${roll.number}:${roll.event.symbol}`;
}

/** "If ▲/●/◐ Was Rolled": whichever picture (Crisis or Edict) it came with. */
export function symbolRolled(roll: EventRoll, symbol: PlanetSymbol): boolean {
  return roll.event.symbol === symbol;
}

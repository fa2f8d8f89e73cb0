/**
 * Fate 9, the Pathfinder (ARCS-FATE09; Fate Set ARCS-F901…F911): the facts its cards read — the
 * Clue and Portal tokens, the secret Portal planet, the Pilgrims — kept apart from the cards'
 * effects (pathfinder.ts) so that they import no effect module (as admiral-rules.ts).
 */
import { systemDef, type SystemId } from '../../../data/map.ts';
import { isGate, planetResource, systemIds } from '../../board.ts';
import { controls, controlsForScoring } from '../../control.ts';
import type { GameState, Seat } from '../../types.ts';
import type { CampaignToken } from '../types.ts';

export const PATHFINDER = 'ARCS-FATE09';
export const FIND_THE_PORTAL = 'ARCS-F901B';
export const UNCOVERING_CLUES = 'ARCS-F902';
export const CLUES_TO_THE_PORTAL = 'ARCS-F903';
export const CALL_TO_PILGRIMAGE = 'ARCS-F905';
export const PORTAL_SEEKERS = 'ARCS-F906';
export const PILGRIMS_DELIVERED = 'ARCS-F907B';
export const PILGRIMS = 'ARCS-F908';
export const SEEK_THE_PORTAL = ['ARCS-F909', 'ARCS-F910', 'ARCS-F911'] as const;

/** The seat plays the Pathfinder now. */
export function isPathfinder(s: GameState, seat: Seat): boolean {
  return s.campaign?.seats[seat]?.fate === PATHFINDER;
}

export function tokensOfKind(s: GameState, kind: string): CampaignToken[] {
  return (s.campaign?.tokens ?? []).filter((t) => t.kind === kind);
}

/** Remove tokens from play (back to the box, or scrapped: tokens are not listed when out of play). */
export function dropTokens(s: GameState, keep: (t: CampaignToken) => boolean): void {
  const c = s.campaign;
  if (!c?.tokens) return;
  c.tokens = c.tokens.filter(keep);
  if (c.tokens.length === 0) delete c.tokens;
}

export function addToken(s: GameState, t: CampaignToken): void {
  (s.campaign!.tokens ??= []).push(t);
}

/** The system the Portal token is on, or null (in a supply, or not in play). */
export function portalSystem(s: GameState): SystemId | null {
  const t = tokensOfKind(s, 'portal').find((x) => systemIds(s).includes(x.where as SystemId));
  return t ? (t.where as SystemId) : null;
}

/**
 * "If you control the Portal token": control of its system. `scoring`: control for ambitions,
 * objectives and events (Pilgrims Delivered, Portal Seekers "in scoring"); else as the seat acts
 * (Use the Portal, Seek the Portal).
 */
export function controlsPortal(s: GameState, seat: Seat, scoring: boolean): boolean {
  const at = portalSystem(s);
  if (at === null) return false;
  return scoring ? controlsForScoring(s, seat, at) : controls(s, at, seat);
}

/** Clue tokens on the map. */
export function cluesOnMap(s: GameState): CampaignToken[] {
  return tokensOfKind(s, 'clue').filter((t) => systemIds(s).includes(t.where as SystemId));
}

/**
 * Clues to the Portal (ARCS-F903): the side a Clue shows at `planet` for the recorded Portal
 * planet, or 'portal' at the correct planet. "Check": in the right cluster or with the correct ID
 * symbol; "X": neither.
 */
export function clueFor(planet: SystemId, portal: SystemId): 'check' | 'x' | 'portal' {
  if (planet === portal) return 'portal';
  const a = systemDef(planet);
  const b = systemDef(portal);
  return a.cluster === b.cluster || a.symbol === b.symbol ? 'check' : 'x';
}

/** The planets in play (Clues and the Portal are placed at planets). */
export function planetsInPlay(s: GameState): SystemId[] {
  return systemIds(s).filter((id) => !isGate(id));
}

/** The resource types of the planets of a cluster (Uncovering Clues: "different from all planets in its cluster"). */
export function clusterTypes(id: SystemId): Set<string> {
  const cluster = systemDef(id).cluster;
  const out = new Set<string>();
  for (const sym of ['arrow', 'crescent', 'hex'] as const) {
    const r = planetResource(`${cluster}:${sym}`);
    if (r) out.add(r);
  }
  return out;
}

/** Pilgrim tokens of the seat on its Act III objective card (ARCS-F907B). */
export function pilgrimsDelivered(s: GameState, seat: Seat): number {
  return tokensOfKind(s, 'pilgrim').filter((t) => t.owner === seat && t.where === PILGRIMS_DELIVERED).length;
}

/** The seat's Pilgrim tokens on the map. */
export function pilgrimsOnMap(s: GameState, seat: Seat): CampaignToken[] {
  return tokensOfKind(s, 'pilgrim').filter((t) => t.owner === seat && systemIds(s).includes(t.where as SystemId));
}

/**
 * Act III grand ambitions, "See the Pilgrims Delivered" (ARCS-F907B): "Control the Portal token. /
 * Have more Pilgrims on this card than the current Chapter." Control is control for objectives.
 */
export function pathfinderGrandAmbitions(s: GameState, seat: Seat): number {
  let n = 0;
  if (controlsPortal(s, seat, true)) n += 1;
  if (pilgrimsDelivered(s, seat) > s.chapter) n += 1;
  return n;
}

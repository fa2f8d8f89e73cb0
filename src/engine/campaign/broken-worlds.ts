/**
 * Planet Breaker (ARCS-FATE11): Broken Worlds and the Breaking Worlds card's pieces, as the core
 * asks them. A leaf module (no effect imports): the build rules (effects.ts baseRule, act/build),
 * the invariants' piece counts and the map render read it.
 *
 * State: a Broken World is a `broken-world` token on a planet (campaign.tokens: the Hammer token
 * flipped to its Broken World side, ARCS-F1103B, or one placed by Planet-Eater Loose, ARCS-F1111);
 * the list of broken systems is `brokenWorlds(s)`. The buildings placed on the Breaking Worlds card
 * (F1103B step 3) are `campaign.brokenPieces`; they stay there for the rest of the campaign (the
 * Act II Resolution ARCS-F1110 records them, the Act III setup ARCS-F1112A puts them back).
 *
 * "Planets that are Broken Worlds have no building slots." (F1103B): no building goes into a printed
 * slot of a Broken World; FAQ: Banners, Cloud Cities and Bunkers (outside the slots) still may.
 */
import type { SystemId } from '../../data/map.ts';
import { isSystemId } from '../../data/map.ts';
import type { BuildingOwner, GameState, TrophyPiece, Owner } from '../types.ts';

export const BROKEN_WORLD = 'broken-world';

/** The Broken Worlds on the map (systems), in token order. */
export function brokenWorlds(s: GameState): SystemId[] {
  const out: SystemId[] = [];
  for (const t of s.campaign?.tokens ?? []) if (t.kind === BROKEN_WORLD && isSystemId(t.where) && !out.includes(t.where)) out.push(t.where);
  return out;
}

/** This planet is a Broken World (it has no building slots). */
export function isBrokenWorld(s: GameState, id: SystemId): boolean {
  return s.campaign?.tokens?.some((t) => t.kind === BROKEN_WORLD && t.where === id) ?? false;
}

/** Pieces of `owner` of this kind lying on the Breaking Worlds card (invariants: they are out of the supply). */
export function piecesOnBreakingWorlds(s: GameState, owner: Owner, piece: TrophyPiece): number {
  return (s.campaign?.brokenPieces ?? []).filter((b) => b.owner === owner && b.type === piece).length;
}

/** Every building on the Breaking Worlds card (its Act III grand ambition counts them). */
export function buildingsOnBreakingWorlds(s: GameState): { owner: BuildingOwner; type: 'city' | 'starport' }[] {
  return s.campaign?.brokenPieces ?? [];
}

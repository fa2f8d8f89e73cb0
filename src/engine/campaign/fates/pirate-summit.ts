/**
 * Sharing Rumors (ARCS-F1212, a Summit card of the Pirate's Act III): "In Summits, Rivals of the
 * Pirate can take a new Negotiation action, Share Rumor: A Rival places their Loyal agent on a Rumor
 * token that has your Loyal agent. (Now that they have an agent on the Rumor, they can peek at it from
 * now on, and they can take the Share Rumor action to let other Rivals peek at it too.)"
 *
 * The Summit (campaign/summit/negotiation.ts) offers it under Transfer Asset's kind while the card is
 * in the rules booklet: the actor (a Rival of the Pirate with an agent on the Rumor) lets the other
 * party (a Rival of the Pirate without one, with an agent in its supply) place an agent from its
 * supply there. It is not offered when forced by Return Favors (the card names no cost).
 */
import type { SystemId } from '../../../data/map.ts';
import type { GameState, Seat } from '../../types.ts';
import { fired } from '../../effects.ts';
import type { PartItem } from '../summit/types.ts';
import { isPirate, rumors, SHARING_RUMORS } from './pirate-rules.ts';

function inForce(s: GameState): boolean {
  return s.campaign?.rulesBooklet.some((slot) => slot.includes(SHARING_RUMORS)) ?? false;
}

/** Share Rumor items `actor` may take toward `rival` now. */
export function shareRumorItems(s: GameState, actor: Seat, rival: Seat, forced: boolean): PartItem[] {
  if (forced || !inForce(s) || isPirate(s, actor) || isPirate(s, rival) || s.players[rival]!.supply.agents === 0) return [];
  return rumors(s).filter((r) => (r.agents ?? []).includes(actor) && !(r.agents ?? []).includes(rival)).map((r) => ({ t: 'rumor', system: r.where }));
}

/** Carry out Share Rumor: the Rival's agent from its supply onto the Rumor in `system`. */
export function shareRumor(s: GameState, rival: Seat, system: SystemId): void {
  const r = rumors(s).find((x) => x.where === system)!;
  s.players[rival]!.supply.agents -= 1;
  r.agents = [...(r.agents ?? []), rival];
  fired(s, SHARING_RUMORS);
}

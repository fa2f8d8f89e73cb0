/** Leaders & Lore: the effects of every leader (ARCS-LEAD01-08) and lore card (ARCS-L01-14) as two modules (modules.ts: lore is in campaigns too), and the handlers of their frames. */
import { draftPick, draftSetup } from '../frames/draft.ts';
import type { Handlers } from '../step.ts';
import { around, bold, discardAll, gainAny, giveGuild, LEADER_EFFECTS, mayInfluence } from './leaders.ts';
import type { LeaderFrame } from './frame-types.ts';
import { LORE_EFFECTS, prune, repairDrones, rifles, sprint, summon, torpedoes } from './lore.ts';

export { LEADER_EFFECTS, LORE_EFFECTS };

export const LEADER_HANDLERS: Pick<Handlers, LeaderFrame['k']> = {
  'draft/pick': draftPick,
  'draft/setup': draftSetup,
  'll/may-influence': mayInfluence,
  'll/gain-any': gainAny,
  'll/bold': bold,
  'll/give-guild': giveGuild,
  'll/discard-all': discardAll,
  'll/around': around,
  'll/rifles': rifles,
  'll/sprint': sprint,
  'll/summon': summon,
  'll/prune': prune,
  'll/repair-drones': repairDrones,
  'll/torpedoes': torpedoes,
};

/** Leaders & Lore: importing this registers every leader (ARCS-LEAD01-08) and lore (ARCS-L01-14) effect. */
import { draftPick, draftSetup } from '../frames/draft.ts';
import type { Handlers } from '../step.ts';
import { around, bold, discardAll, gainAny, giveGuild, mayInfluence } from './leaders.ts';
import type { LeaderFrame } from './frame-types.ts';
import { prune, repairDrones, rifles, sprint, summon, torpedoes } from './lore.ts';

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

/** Leaders & Lore: importing this registers every leader (ARCS-LEAD01-08) and lore (ARCS-L01-14) effect. */
import { draftPick, draftSetup } from '../frames/draft.ts';
import type { Handlers } from '../step.ts';

export const LEADER_HANDLERS: Pick<Handlers, 'draft/pick' | 'draft/setup'> = {
  'draft/pick': draftPick,
  'draft/setup': draftSetup,
};

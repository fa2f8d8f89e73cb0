/** English: draft.*: the Leaders & Lore draft (frames/draft.ts). */
import type { Catalogue } from '../say.ts';

export const DRAFT: Catalogue = {
  'draft.prompt': 'Take 1 leader or lore card.',
  'draft.leader': 'Leader: {card}',
  'draft.lore': 'Lore: {card}',
};

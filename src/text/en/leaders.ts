/** English: ll.*: leaders and lore (engine/leaders/). */
import type { Catalogue } from '../say.ts';

export const LEADERS: Catalogue = {
};

/** English: court.*: the base Court cards (engine/court/). */
import type { Catalogue } from '../say.ts';

export const COURT: Catalogue = {
};

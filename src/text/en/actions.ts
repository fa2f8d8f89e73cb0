/** English: act.*: the actions (frames/actions.ts). */
import type { Catalogue } from '../say.ts';

export const ACTIONS: Catalogue = {
};

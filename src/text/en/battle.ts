/** English: battle.*: battles and raids (frames/battle.ts). */
import type { Catalogue } from '../say.ts';

export const BATTLE: Catalogue = {
};

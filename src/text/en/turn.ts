/** English: turn.*: rounds and turns (frames/turn.ts). */
import type { Catalogue } from '../say.ts';

export const TURN: Catalogue = {
};

/** English: chapter.*: chapter end and scoring (frames/chapter.ts). */
import type { Catalogue } from '../say.ts';

export const CHAPTER: Catalogue = {
};

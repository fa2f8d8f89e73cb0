/** English: core.*: words many decisions share. */
import type { Catalogue } from '../say.ts';

export const CORE: Catalogue = {
  /** A card as an option: its name. */
  'core.card': '{card}',
};

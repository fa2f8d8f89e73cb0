/** English: res.*, outrage.*: resources and Outrage (frames/resources.ts, outrage.ts). */
import type { Catalogue } from '../say.ts';

export const RESOURCES: Catalogue = {
  'outrage.ransack': 'Ransack the Court: take a card with {victim}\'s agents.',
};

/** English: core.*: words many decisions share. */
import type { Catalogue } from '../say.ts';

export const CORE: Catalogue = {
  /** A card as an option: its name. */
  'core.card': '{card}',
  /** A system as an option: its name. */
  'core.system': '{system}',
  /** An owner (a seat's colour, the Empire, the Free States, the Blight) as an option. */
  'core.owner': '{owner}',
  /** A held card's ability in a menu: "Relic Fence: discard your Fuel (slot 2) to gain 1 Relic". */
  'core.cardAbility': '{card}: {ability}',
  /** Where a resource token sits (holdings.ts placeMsg). */
  'core.place.slot': 'slot {n}',
  'core.place.card': 'on {card}',
  'core.action.tax': 'Tax',
  'core.action.build': 'Build',
  'core.action.move': 'Move',
  'core.action.repair': 'Repair',
  'core.action.influence': 'Influence',
  'core.action.secure': 'Secure',
  'core.action.battle': 'Battle',
  'core.suit.administration': 'Administration',
  'core.suit.aggression': 'Aggression',
  'core.suit.construction': 'Construction',
  'core.suit.mobilization': 'Mobilization',
  'core.ambition.tycoon': 'Tycoon',
  'core.ambition.tyrant': 'Tyrant',
  'core.ambition.warlord': 'Warlord',
  'core.ambition.keeper': 'Keeper',
  'core.ambition.empath': 'Empath',
};

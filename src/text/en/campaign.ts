/** English: campaign.*: the Blighted Reach campaign (src/engine/campaign/). */
import type { Catalogue } from '../say.ts';

export const CAMPAIGN: Catalogue = {
  // Act I Setup, Player Setup B (campaign/frames.ts fateChoice).
  'campaign.fate.choose': 'Choose your Fate in secret. All Fates are revealed together once everyone has chosen.',
  'campaign.fate.option': '{card}',
  // Player Setup G-H (campaign/frames.ts place).
  'campaign.place.first': 'Place {n} ships and 1 building at a planet with an Imperial ship; you gain 1 resource of that planet.',
  'campaign.place.second': 'Second placement, in reverse turn order: place {n} ships and 1 building at a planet with an Imperial ship; you gain 1 resource of that planet.',
  'campaign.place.option': 'A {piece} at {system}',
  // Player Setup J, 2 players (campaign/frames.ts mulligan).
  'campaign.mulligan.prompt': 'Keep your hand, or discard your {n} action {n|card|cards} other than Event cards and draw {n} new {n|one|ones}?',
  'campaign.mulligan.keep': 'Keep this hand',
  'campaign.mulligan.redraw': 'Discard {n} {n|card|cards} and draw {n} new {n|one|ones}',
  // Acts: Intermission F, choose Fate (campaign/acts/intermission.ts).
  'campaign.acts.fate.choose': 'Choose your Fate for Act {act} in secret. All choices are revealed together once everyone has chosen.',
  'campaign.acts.fate.keep': 'Keep {card}',
  'campaign.acts.fate.new': 'Take {card}',
};

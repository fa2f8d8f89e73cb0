/** English: campaign.*: the Blighted Reach campaign (src/engine/campaign/). */
import type { Catalogue } from '../say.ts';

const possessive = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`);

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
  // ccourt: the campaign Court's cards (campaign/court/frames.ts).
  'ccourt.intrigue.prompt': 'Council Intrigue: you may move {n} more Loyal {n|agent|agents} from it to other Court cards (even the Imperial Council). Which card?',
  'ccourt.intrigue.stop': 'Move no more agents',
  'ccourt.fiasco.prompt': 'Diplomatic Fiasco: you have more Guild cards than agents in your supply. Discard a Guild card ({n} to go).',
  'ccourt.song.prompt': 'Song of Freedom: you may replace a Loyal or Rival city you control with a Free city.',
  'ccourt.song.crisis-prompt': 'Song of Freedom (Crisis): you have the most Power and must replace one of your cities you control with a Free city.',
  'ccourt.song.city': (a) => `Replace ${possessive(a.owner!)} city on ${a.system!}`,
  'ccourt.song.own-city': 'Replace your city on {system}',
  'ccourt.song.no-city': 'Replace no city',
  'ccourt.looms.prompt': 'Blight Looms: you may destroy all damaged Blight in a cluster where you have Loyal pieces.',
  'ccourt.looms.no': 'Destroy no Blight',
};

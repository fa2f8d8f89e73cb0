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
  // empire: the Empire's Laws, Free States, Blight in actions and battle (control.ts, frames/actions.ts, frames/battle.ts).
  'empire.battle.add': 'Add Imperial ships in {system} to your attacking ships?',
  'empire.battle.add.option': 'Imperial ships: {fresh} fresh, {damaged} damaged',
  'empire.hit.damageFresh': 'damage {n} fresh Imperial {n|ship|ships}',
  'empire.hit.destroyDamaged': 'destroy {n} damaged Imperial {n|ship|ships}',
  'empire.hit.destroyFresh': 'destroy {n} fresh Imperial {n|ship|ships}',
  'empire.raid.free': 'Raid the Free States: spend {keys} {keys|key|keys} to gain 1 {resource}?',
  'empire.raid.free.gain': 'Gain 1 {resource}',
  'empire.move.imperial': 'How many Imperial ships move along? (at most {n}: one per Loyal ship moving)',
  'empire.move.imperial.option': 'Imperial ships: {fresh} fresh, {damaged} damaged',
  'empire.catapult.on.stopsAlone': 'Catapult on to {system} (stops there unless Imperial ships go on)',
  'empire.repair.imperial': 'Repair an Imperial ship in {system}',
  'empire.repair.free': 'Repair the Free {piece} in {system}',
};

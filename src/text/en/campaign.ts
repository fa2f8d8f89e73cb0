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
  // steward: Fate 1, the Steward (campaign/fates/steward.ts).
  'campaign.steward.yes': 'Yes',
  'campaign.steward.no': 'No',
  'campaign.steward.govern-top': 'Choose which Govern with Authority card goes on top of the stack: its Imperial Policy is the one in force.',
  'campaign.steward.policy': '{card}: a Policy of {policy}',
  'campaign.steward.keep-policy': 'Keep {card}: a Policy of {policy}',
  'campaign.steward.bargain': 'Bargain: choose a Court card that a Rival could secure. They secure it; you influence once per agent they had on it, then secure once.',
  'campaign.steward.bargain.option': '{card}, secured by {owner}',
  'campaign.steward.reprisal': 'Navy Reprisal: resolve its Crisis in a cluster, or hit all Imperial ships in a cluster?',
  'campaign.steward.reprisal.crisis': 'The Crisis in cluster {n}',
  'campaign.steward.reprisal.hit': 'Hit all Imperial ships in cluster {n}',
  'campaign.steward.cluster': 'Cluster {n}',
  'campaign.steward.defectors': '{card}: resolve its Crisis in a cluster of your choice?',
  'campaign.steward.bury-or-discard': 'Bury or discard {card}?',
  'campaign.steward.bury': 'Bury it (bottom of the Court deck)',
  'campaign.steward.discard': 'Discard it',
  'campaign.steward.hunt': 'Hunter Squads: choose up to {n} assault {n|die|dice} to reroll (once).',
  'campaign.steward.hunt.die': 'Reroll assault die {n} ({hit} {hit|hit|hits}, {self} self-{self|hit|hits}, {intercept} {intercept|intercept|intercepts})',
  'campaign.steward.hunt.none': 'Reroll nothing',
  'campaign.steward.hunt.roll': 'Reroll the {n} chosen {n|die|dice}',
  'campaign.steward.insiders': 'Council Insiders: flip the Imperial Council to In Session, or influence it if it is already In Session?',
  'campaign.steward.insiders.flip': 'Flip the Imperial Council to In Session',
  'campaign.steward.insiders.influence': 'Influence the Imperial Council',
  'campaign.steward.quorum.action': 'Imperial Quorum: you have the most starports. Take the Imperial Action?',
  'campaign.steward.quorum.policy': 'Imperial Quorum: you have the most cities. Change the Policy of Edict 03?',
  'campaign.steward.sponsor': 'Imperial Sponsor: place the Sponsored token on an undeclared ambition box.',
  'campaign.steward.sponsor.box': 'On {ambition}',
  'campaign.steward.sponsor.keep': 'Keep it on {ambition}',
  'campaign.steward.sponsor.trust': 'Imperial Sponsor: you may add 1 of your resources to the Imperial Trust.',
  'campaign.steward.resource': '{resource}',
  'campaign.steward.sponsored': 'You declared the Sponsored ambition: take 1 resource from the Imperial Trust.',
  'campaign.steward.lesser-regent': 'Discard Lesser Regent to declare any ambition',
};

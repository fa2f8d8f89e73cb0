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
  // spine: Event action cards on a turn (campaign/round.ts; campaign rulebook, Event Cards p.12).
  'campaign.event.play': 'Play an Event card: up to {n} {n|action|actions} like the lead card ({suit})',
  'campaign.event.none': 'Play an Event card: no actions, as a Rival played an Event card or secured the Imperial Council this round (Prelude actions are allowed)',
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
  'empire.repair.imperial': 'Repair an Imperial ship in {system}',
  'empire.repair.free': 'Repair the Free {piece} in {system}',
  // Events (campaign/events/): an Event card or the Imperial Council at round end, Crises, Edicts.
  'campaign.events.summit.event': 'Event cards were played this round and you hold the initiative: call the Summit before the event dice are rolled?',
  'campaign.events.summit.council': 'You secured the Imperial Council: call a Summit before it resolves?',
  'campaign.events.summit.call': 'Call the Summit',
  'campaign.events.summit.pass': 'Do not call the Summit',
  'campaign.events.council.steal': 'You are an Outlaw: steal resources from the Imperial Trust, one at a time, up to your {n} empty resource {n|slot|slots} ({trust} in the Trust). The First Regent loses 1 Power for each.',
  'campaign.events.council.stealOne': 'Steal a {resource}',
  'campaign.events.council.stealStop': 'Steal no more',
  'campaign.events.council.choose': 'The Imperial Council: resolve the Crises or the Edicts?',
  'campaign.events.crises': 'The Crises',
  'campaign.events.edicts': 'The Edicts',
  'campaign.events.policy.war': 'War',
  'campaign.events.policy.peace': 'Peace',
  'campaign.events.policy.escalation': 'Escalation',
  'campaign.events.govern.prompt': 'Govern the Imperial Reach: the Imperial Policy is {policy}. As the First Regent, enforce it or change it.',
  'campaign.events.govern.enforce': 'Enforce the Policy of {policy}',
  'campaign.events.govern.change': 'Change to the Policy of {policy}',
  'campaign.events.govern.own': 'Imperial Demand: add 1 of your own resources to the Imperial Trust.',
  'campaign.events.govern.demand': 'Imperial Demand: take 1 piece from {owner}.',
  'campaign.events.govern.takeResource': 'A {resource}',
  'campaign.events.govern.takeTrophy': 'A Trophy: a {piece} of {owner}',
  'campaign.events.govern.takeBlight': 'A Trophy: a Blight',
  'campaign.events.govern.takeCaptive': 'A Captive: an agent of {owner}',
  'campaign.events.govern.outlaw': '{owner} has none of the Demand and no agents in supply. Make them an Outlaw?',
  'campaign.events.govern.makeOutlaw': 'Make {owner} an Outlaw',
  'campaign.events.govern.spare': 'Leave them a Regent',
  'campaign.events.govern.requisition': 'Requisition Ships: place {n} fresh Imperial {n|ship|ships} in which system?',
  'campaign.events.govern.arms': 'Distribute Arms: only {n} {n|Weapon is|Weapons are} left. Choose the {n|Regent who gets it|Regents who get one}.',
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

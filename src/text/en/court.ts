/** English: court.*: the base Court cards (engine/court/, effects.ts). */
import type { Catalogue } from '../say.ts';

/** "Blue's", "the Free States'". */
const possessive = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`);

export const COURT: Catalogue = {
  /* Prelude abilities in the turn menu (effects.ts preludeOptions): the card, then what it does. */
  'court.prelude': '{card}: {ability}',
  'court.discard.place-3': 'discard this to place 3 ships in a system you control',
  'court.discard.fill': 'discard this to gain {resource} up to your empty resource slots',
  'court.discard.steal-resource': 'discard this to steal 1 {resource}',
  'court.discard.gates': 'discard this to place 1 ship in each gate',
  'court.discard.seize': 'discard this to seize the initiative',
  'court.discard.cannot-seize': 'discard this (you cannot seize the initiative now)',
  'court.discard.farseers': 'discard this to discard cards from your hand and draw from the bottom of the action discard pile',
  'court.discard.steal-any': 'discard this to steal a Guild card or resource',
  'court.discard.gain-three': 'discard this to gain 1 Material, 1 Fuel and 1 Weapon',
  'court.relic-fence': 'discard your {resource} ({place}) to gain 1 Relic',
  'court.union.place': (a) => `place this next to ${possessive(a.owner!)} ${a.card!}`,

  'court.stop': 'Stop',
  'court.order.prompt': 'Several effects happen at once: which resolves first?',
  'court.place-each.prompt': 'You cannot place a ship in every system: where does the next one go?',
  'court.place-3.prompt': 'Place 3 ships in which system you control?',

  /* Stealing (Mining/Shipping Interest when the supply is empty, the Cartels, Secret Order, Guild Struggle). */
  'court.fill.prompt': 'The {resource} supply is empty: steal {n} more?',
  'court.steal.prompt': 'Steal what?',
  'court.steal.resource': (a) => `Steal ${possessive(a.victim!)} ${a.resource!} (${a.place!})`,
  'court.steal.card': 'Steal {card} from {victim}',
  'court.steal.which-rival': 'Steal from which Rival?',
  'court.steal.from': 'Steal from {victim}',
  'court.steal.none': 'Steal nothing',

  /* Pressgang and Execute (Slavers). */
  'court.pressgang.prompt': 'Pressgang: return Captives, gaining any 1 resource for each.',
  'court.pressgang.option': 'Return a {owner} captive to gain {resource}',
  'court.execute.prompt': 'Execute: move any number of your Captives to your Trophies.',
  'court.execute.one': 'Move a {owner} captive to your Trophies',
  'court.execute.all': 'Move all your Captives to your Trophies',

  'court.abduct.prompt': 'Abduct: capture all Rival agents from which Court card?',

  /* Trade (Elder Broker). */
  'court.trade.which-city': 'Trade with the owner of which Rival city you control?',
  'court.trade.city': (a) => `${possessive(a.owner!)} city on ${a.system!}`,
  'court.trade.take-prompt': 'Take which {resource} from {owner}?',
  'court.trade.take': 'Take their {resource} ({place})',
  'court.trade.give-prompt': 'Give {owner} which resource they don\'t have?',
  'court.trade.give': 'Give your {resource} ({place})',

  /* Skirmishers. */
  'court.reroll.prompt': 'Skirmishers: reroll up to {n} skirmish {n|die|dice} (once)?',
  'court.reroll.none': 'Do not reroll',
  'court.reroll.blanks': 'Reroll {n} blank skirmish {n|die|dice}',
  'court.reroll.hits': 'Reroll {n} hit skirmish {n|die|dice}',
  'court.reroll.both': 'Reroll {blanks} blank and {hits} hit skirmish dice',

  /* Farseers. */
  'court.farseers.look-prompt': 'Farseers: look at which Rival\'s hand?',
  'court.farseers.look': (a) => `Look at ${possessive(a.rival!)} hand`,
  'court.farseers.swap-prompt': (a) => `Farseers: ${possessive(a.rival!)} hand. You may swap 1 card with them.`,
  'court.farseers.no-swap': 'Do not swap',
  'court.farseers.take': 'Take their {card}',
  'court.farseers.give-prompt': 'Farseers: give them which card?',
  'court.farseers.give': 'Give your {card}',
  'court.farseers.draw-prompt': 'Farseers: discard any number of cards from your hand ({n} chosen).',
  'court.farseers.draw': 'Draw {n} from the bottom of the action discard pile',
  'court.farseers.keep': 'Keep {card}',
  'court.farseers.discard': 'Discard {card}',

  /* Declaring without the zero marker (Galactic Bards, Populist Demands). */
  'court.declare.prompt': '{card}: you may declare an ambition (no zero marker is placed).',
  'court.declare.option': 'Declare {ambition}',
  'court.declare.no': 'Do not declare',

  /* Vox cards. */
  'court.outrage-spreads.prompt': 'Outrage Spreads: choose an Outrage type; every player (you too) Provokes Outrage of it.',
  'court.outrage-spreads.type': '{resource} Outrage',
  'court.outrage-spreads.none': 'Choose no type',
  'court.song.prompt': 'Song of Freedom: you may return a city you control to its player board.',
  'court.song.own-city': 'Return your city on {system}',
  'court.song.city': (a) => `Return ${possessive(a.owner!)} city on ${a.system!}`,
  'court.song.no-city': 'Return no city',
  'court.song.seize-prompt': 'Song of Freedom: seize the initiative?',
  'court.song.seize': 'Seize the initiative',
  'court.song.no-seize': 'Do not seize',
  'court.mass-uprising.prompt': 'Mass Uprising: place 1 ship in each system of which cluster?',
  'court.cluster': 'Cluster {n}',
};

/** English: battle.*: battles and raids (frames/battle.ts). */
import type { Catalogue } from '../say.ts';

export const BATTLE: Catalogue = {
  'battle.where': 'Battle in which system?',
  'battle.whom': 'Battle which Rival?',
  /** Collecting dice: max per type, the die type asked now (battle.die.*), the dice so far (a list). */
  'battle.collect': 'Collect dice (one per attacking ship, at most {max} of a type): how many {die} dice?',
  'battle.collect.sofar': 'Collect dice (one per attacking ship, at most {max} of a type); so far {sofar}: how many {die} dice?',
  'battle.die.assault': 'assault',
  'battle.die.skirmish': 'skirmish',
  'battle.die.raid': 'raid',
  'battle.dice.assault': '{n} assault {n|die|dice}',
  'battle.dice.skirmish': '{n} skirmish {n|die|dice}',
  'battle.dice.raid': '{n} raid {n|die|dice}',
  'battle.dice.assault.sofar': '{n} assault',
  'battle.dice.skirmish.sofar': '{n} skirmish',
  'battle.dice.raid.sofar': '{n} raid',

  'battle.reroll.first': 'Several cards let you reroll: which first?',

  'battle.assign.own': 'Assign {n} {n|hit|hits} to your attacking ships in {system}.',
  'battle.assign.rival': 'Assign {n} {n|hit|hits} to {owner}\'s defending pieces in {system}.',
  /** A hit outcome: its parts (battle.hit.*) as a list, first letter capitalised. */
  'battle.outcome': (a) => a.parts!.charAt(0).toUpperCase() + a.parts!.slice(1),
  'battle.outcome.none': 'No effect',
  'battle.hit.damageFresh': 'damage {n} fresh {n|ship|ships}',
  'battle.hit.destroyDamaged': 'destroy {n} damaged {n|ship|ships}',
  'battle.hit.destroyFresh': 'destroy {n} fresh {n|ship|ships}',
  'battle.hit.damageBuilding': 'damage the {piece}',
  'battle.hit.destroyBuilding': 'destroy the {piece}',

  'battle.raid.prompt': 'Raid {owner}: you have {keys} {keys|key|keys} to spend.',
  'battle.raid.res.slot': 'Steal the {resource} in slot {slot} ({keys} {keys|key|keys})',
  'battle.raid.res.card': 'Steal the {resource} on {card} ({keys} {keys|key|keys})',
  'battle.raid.card': 'Steal {card} ({keys} {keys|key|keys})',
  'battle.raid.stop': 'Stop raiding',
};

/** English: turn.*: rounds and turns (frames/turn.ts). */
import type { Catalogue } from '../say.ts';

export const TURN: Catalogue = {
  /** The turn menu's prompt (the bot says "it is your turn" before it): pips, and in the Prelude the actions they take. */
  'turn.actions.prelude': '{n} {n|action|actions} ({actions}). Spend resources first if you like.',
  'turn.actions.left': '{n} {n|action|actions} left.',
  'turn.pip': '{action} ({pips} {pips|pip|pips} left)',
  /** A new action paid with a pip: its name, the action it replaces. */
  'turn.pip.new': '{name} ({action}) ({pips} {pips|pip|pips} left)',
  'turn.spend.weapon': 'Spend {resource} ({place}): your pips may battle this turn',
  'turn.spend.asWeapon': 'Spend {resource} ({place}) as Weapon: your pips may battle this turn',
  'turn.spend.action': 'Spend {resource} ({place}) to {action}',
  'turn.spend.new': 'Spend {resource} ({place}) to {name} ({action})',
  'turn.end': 'End your turn',
  'turn.end.skip': 'End your turn now (the remaining pips are lost)',
  'turn.eliminated': 'You have no ships or starports on the map: place 3 fresh ships at a gate.',

  /* Rounds: playing a card, declaring, seizing, the 2-player mulligan (frames/flow.ts). */
  /** An action card: suit (core.suit.*) and number. */
  'turn.card': (a) => `${a.suit} ${a.number}`,
  'turn.card.pips': '{card} ({pips} {pips|pip|pips})',
  'turn.play.initiative': 'You have the initiative: play a lead card, or pass the initiative.',
  'turn.play.lead': 'Lead {card}',
  'turn.play.pass': 'Pass the initiative (end the round)',
  /** Following the lead: the lead card (turn.card; number 0 once an ambition was declared). */
  'turn.play.follow': 'Lead: {card}. Surpass, Copy or Pivot.',
  'turn.play.surpass': 'Surpass with {card}',
  'turn.play.pivot': 'Pivot with {card}: 1 action',
  'turn.play.copy': 'Copy face down with {card}: 1 {suit} action',
  'turn.declare.prompt': 'Declare an ambition with your lead card? (Its number becomes 0; you keep its pips.)',
  'turn.declare': 'Declare {ambition}',
  'turn.declare.no': 'Do not declare',
  'turn.seize.prompt': 'Seize the initiative by playing an extra card face down (it gives no actions)?',
  'turn.seize': 'Seize the initiative, discarding {card} face down',
  'turn.seize.no': 'Do not seize the initiative',
  /** Seizing as one of several things that happen at once (the order is chosen). */
  'turn.seize.option': 'Seize the initiative',
  'turn.mulligan': 'Keep your hand of {n} action cards, or discard it and draw {n} new ones (you must keep the new hand)?',
  'turn.mulligan.keep': 'Keep this hand',
  'turn.mulligan.redraw': 'Discard and draw {n} new cards',
};

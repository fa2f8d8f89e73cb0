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
  'turn.end.skip': 'End your turn (skip the remaining pips)',
  'turn.eliminated': 'You have no ships or starports on the map: place 3 fresh ships at a gate.',
};

/** English: act.*: the actions (frames/actions.ts). */
import type { Catalogue } from '../say.ts';

/** "Your city", "Blue's city", "the Free city" (args: owner, mine 1/0). */
const whose = (a: Record<string, string>, mine: unknown, what: string, ownWord = 'Your'): string =>
  mine === 1 ? `${ownWord} ${what}` : a.owner === 'the Free States' ? `The Free ${what}` : `${a.owner}'s ${what}`;

export const ACTIONS: Catalogue = {
  'act.tax.prompt': 'Tax which city?',
  /** A city to tax: owner, mine (1 when the asking seat's own), system. */
  'act.tax.city': (a, raw) => `${whose(a, raw.mine, 'city')} on ${a.system}`,
  'act.tax.city.for': '{city} for {resource}',
  'act.tax.city.none': '{city} (no resource)',

  'act.build.what': 'Build what?',
  'act.build.piece': 'Build a {piece}',
  'act.build.where': 'Build a {piece} where?',
  'act.build.at.damaged': '{system} (placed damaged)',

  'act.move.from': 'Move ships from which system?',
  'act.move.to': 'Move from {system} to which adjacent system?',
  'act.move.fresh': 'How many fresh ships move?',
  'act.move.damaged': 'How many damaged ships move?',
  'act.count.fresh': '{n} fresh {n|ship|ships}',
  'act.count.damaged': '{n} damaged {n|ship|ships}',
  /** A group of ships: "2 fresh and 1 damaged ships", "1 fresh ship". */
  'act.ships': (_a, raw) => {
    const fresh = Number(raw.fresh);
    const damaged = Number(raw.damaged);
    const parts = [];
    if (fresh) parts.push(`${fresh} fresh`);
    if (damaged) parts.push(`${damaged} damaged`);
    return `${parts.join(' and ')} ${fresh + damaged === 1 ? 'ship' : 'ships'}`;
  },

  /** "your 1 fresh ship is", "your 3 ships are": the verb agrees with the ships' count. */
  'act.catapult.prompt': (a, raw) => {
    const ships = raw.ships as { args?: Record<string, unknown> };
    const n = Number(ships.args?.fresh ?? 0) + Number(ships.args?.damaged ?? 0);
    return `Catapult: your ${a.ships} ${n === 1 ? 'is' : 'are'} in ${a.system}. Keep moving?`;
  },
  'act.catapult.stop': 'Stop at {system}',
  'act.catapult.on': 'Catapult on to {system}',
  'act.catapult.on.stops': 'Catapult on to {system} (stops there)',
  'act.catapult.fresh': 'How many of the fresh ships keep moving (the rest stay)?',
  'act.catapult.damaged': 'How many of the damaged ships keep moving (the rest stay)?',

  'act.repair.prompt': 'Repair which damaged piece?',
  'act.repair.ship': 'A damaged ship in {system}',
  'act.repair.building': 'Your damaged {piece} on {system}',

  'act.influence.prompt': 'Place an agent on which Court card?',
  'act.influence.thenSecure': 'Place an agent on which Court card? (You must be able to secure a card after it.)',
  'act.secure.prompt': 'Secure which Court card?',
};

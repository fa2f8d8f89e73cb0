/** English: core.*: words many decisions share. */
import { actionCard, type ActionCardId, type Ambition, type Suit } from '../../data/action-cards.ts';
import type { Catalogue } from '../say.ts';

const SUITS: Record<Suit, string> = { administration: 'Administration', aggression: 'Aggression', construction: 'Construction', mobilization: 'Mobilization' };
const AMBITIONS: Record<Ambition, string> = { tycoon: 'Tycoon', tyrant: 'Tyrant', warlord: 'Warlord', keeper: 'Keeper', empath: 'Empath' };

export const CORE: Catalogue = {
  /** A card as an option: its name. */
  'core.card': '{card}',
  /** A system as an option: its name. */
  'core.system': '{system}',
  /** Where a resource token sits (holdings.ts): a slot of the player board, or the slot on a lore card. */
  'core.place.slot': 'slot {n}',
  'core.place.card': 'on {card}',
  /** An action card by its id (`card`: 'ADM3'): "Administration 3". */
  'core.action-card': (_a, raw) => {
    // Believer: a Faithful action card (ARCS-F804-F812: numbers 1-9).
    if (/^ARCS-F8(0[4-9]|1[0-2])$/.test(raw.card as string)) return `Faithful ${Number((raw.card as string).slice(-2)) - 3}`;
    // A campaign Event card (EVT1-3; the Caretaker's ARCS-F515) has no suit or number.
    if (/^EVT\d$/.test(raw.card as string) || raw.card === 'ARCS-F515') return 'Event card';
    const c = actionCard(raw.card as ActionCardId);
    return `${SUITS[c.suit]} ${c.number}`;
  },
  /** An ambition by its id (`ambition`: 'tycoon'). */
  'core.ambition': (_a, raw) => AMBITIONS[raw.ambition as Ambition],
  /** An owner (a seat's colour, the Empire, the Free States, the Blight) as an option. */
  'core.owner': '{owner}',
  /** The new actions of held cards (effects.ts NewAction, by key). */
  'core.new-action.manufacture': 'Manufacture',
  'core.new-action.synthesize': 'Synthesize',
  'core.new-action.pressgang': 'Pressgang',
  'core.new-action.execute': 'Execute',
  'core.new-action.abduct': 'Abduct',
  // Partisan: Informants (ARCS-F602).
  'core.new-action.spy': 'Spy',
  // Advocate: Guild Investigators (ARCS-F402).
  'core.new-action.recover': 'Recover',
  'core.new-action.bargain': 'Bargain',
  'core.new-action.trade': 'Trade',
  'core.new-action.summon': 'Summon',
  'core.new-action.rifles': 'Fire Rifles',
  'core.new-action.nurture': 'Nurture',
  'core.new-action.prune': 'Prune',
  'core.action.tax': 'Tax',
  'core.action.build': 'Build',
  'core.action.move': 'Move',
  'core.action.repair': 'Repair',
  'core.action.influence': 'Influence',
  'core.action.secure': 'Secure',
  'core.action.battle': 'Battle',
  'core.suit.administration': 'Administration',
  'core.suit.aggression': 'Aggression',
  'core.suit.construction': 'Construction',
  'core.suit.mobilization': 'Mobilization',
  'core.ambition.tycoon': 'Tycoon',
  'core.ambition.tyrant': 'Tyrant',
  'core.ambition.warlord': 'Warlord',
  'core.ambition.keeper': 'Keeper',
  'core.ambition.empath': 'Empath',
};

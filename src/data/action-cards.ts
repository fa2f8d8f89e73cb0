import type { EventActionCardId, FaithfulActionCardId } from './campaign/components.ts';

/** The 28 action cards (arcs-facts.md §4; base rulebook, Playing a Chapter). */
export type Suit = 'administration' | 'aggression' | 'construction' | 'mobilization';
export const SUITS: readonly Suit[] = ['administration', 'aggression', 'construction', 'mobilization'];
export type ActionKind = 'tax' | 'build' | 'move' | 'repair' | 'influence' | 'secure' | 'battle';

export const SUIT_ACTIONS: Record<Suit, readonly ActionKind[]> = {
  administration: ['tax', 'repair', 'influence'],
  aggression: ['battle', 'move', 'secure'],
  construction: ['build', 'repair'],
  mobilization: ['move', 'influence'],
};

export type Ambition = 'tycoon' | 'tyrant' | 'warlord' | 'keeper' | 'empath';
export const AMBITIONS: readonly Ambition[] = ['tycoon', 'tyrant', 'warlord', 'keeper', 'empath'];

type CardNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;
const PREFIX = { administration: 'ADM', aggression: 'AGG', construction: 'CON', mobilization: 'MOB' } as const;
/**
 * An action card in the action deck: the 28 numbered cards, or (campaign) an Event action card
 * (EVT1-3, data/campaign/components.ts), which has no number or pips: `actionCard` knows only
 * the numbered ones. Believer (campaign): the Faithful action cards ARCS-F804-F812, played on a
 * Zeal or Wisdom side (campaign/faithful.ts cardFace); `actionCard` does not know them either.
 */
export type ActionCardId = `${'ADM' | 'AGG' | 'CON' | 'MOB'}${CardNumber}` | EventActionCardId | FaithfulActionCardId;

export interface ActionCard {
  id: ActionCardId;
  suit: Suit;
  number: CardNumber;
  pips: number;
  /** 1: none; 2-6: the matching ambition; 7: any. */
  ambition: Ambition | 'any' | null;
  /** The 7s carry the initiative icon: Surpassing with one seizes the initiative. */
  seizes: boolean;
}

/** Pips by suit for cards 1..7 (§4). */
const PIPS: Record<Suit, readonly number[]> = {
  administration: [4, 4, 3, 3, 3, 2, 1],
  aggression: [3, 3, 2, 2, 2, 2, 1],
  construction: [4, 4, 3, 3, 2, 2, 1],
  mobilization: [4, 4, 3, 3, 2, 2, 1],
};
const NUMBERS: readonly CardNumber[] = [1, 2, 3, 4, 5, 6, 7];
const AMBITION_BY_NUMBER: Record<CardNumber, Ambition | 'any' | null> = { 1: null, 2: 'tycoon', 3: 'tyrant', 4: 'warlord', 5: 'keeper', 6: 'empath', 7: 'any' };

export const ACTION_CARDS: readonly ActionCard[] = SUITS.flatMap((suit) =>
  NUMBERS.map((number) => ({ id: `${PREFIX[suit]}${number}` as ActionCardId, suit, number, pips: PIPS[suit][number - 1]!, ambition: AMBITION_BY_NUMBER[number], seizes: number === 7 })),
);

const BY_ID = new Map<string, ActionCard>(ACTION_CARDS.map((c) => [c.id, c]));

export function actionCard(id: ActionCardId): ActionCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown action card ${id}`);
  return c;
}

export function isActionCardId(s: string): s is ActionCardId {
  return BY_ID.has(s);
}

/** Numbers 2-6 for every game; the 1s and 7s only with 4 players (Setup 1). */
export function actionDeckFor(players: number): ActionCardId[] {
  return ACTION_CARDS.filter((c) => players === 4 || (c.number !== 1 && c.number !== 7)).map((c) => c.id);
}

export function suitName(s: Suit): string {
  return s[0]!.toUpperCase() + s.slice(1);
}

/**
 * Whether an input revealed hidden information — decided here, in one place, by comparing what
 * was hidden before and after it, never by the rules code remembering to say so.
 *
 * Undo follows the rulebook's turn etiquette: a move may be taken back only while nothing hidden
 * came to light. An input is revealing when
 * - the PRNG advanced or a rigged die was used (dice rolled, a deck shuffled, a random draw);
 * - a card left a hidden deck (the action deck, the Court deck, a campaign's Fate decks) or the
 *   face-down action discard;
 * - some seat now sees a hidden card it did not see before: a card entered its hand, or a private
 *   decision of its shows another seat's card (Farseers ARCS-BC17 looking at a Rival's hand).
 * Playing a card from your own hand, face up or face down, reveals nothing to you.
 */
import { isActionCardId } from '../data/action-cards.ts';
import type { Decision, GameState } from './types.ts';
import { unrevealedChoices } from './campaign/state.ts';

function fateDeckCards(s: GameState): string[] {
  const d = s.campaign?.fateDecks;
  return d ? [...d.A, ...d.B, ...d.C] : [];
}

/** What is hidden in a state, in a form cheap to compare. Taken before an input changes the state. */
export interface HiddenFingerprint {
  rng: string;
  rigged: number;
  /** Campaign: secret choices made and not yet revealed (campaign/state.ts). */
  choices: number;
  /** Cards in hidden piles, and the number of them. */
  piles: Set<string>;
  /** Per seat: the hidden cards it can see (own hand, its private decisions' cards). */
  seen: Set<string>[];
}

function secretCards(decisions: readonly Decision[], seat: number, into: Set<string>): void {
  for (const d of decisions) {
    if (!d.secret || d.seat !== seat) continue;
    for (const o of d.options) {
      // Believer: Faithful action cards (ARCS-F804-F812) are action cards too.
      for (const part of o.id.split(/[:+.,]/)) if (isActionCardId(part) || /^ARCS-F8(0[4-9]|1[0-2])$/.test(part)) into.add(part);
    }
  }
}

export function hiddenFingerprint(s: GameState): HiddenFingerprint {
  const piles = new Set<string>();
  for (const c of s.actionDeck) piles.add(c);
  for (const c of s.actionDiscard) piles.add(c);
  for (const c of s.courtDeck) piles.add(c);
  // Campaign: the undrawn Fate cards (a Fate drawn at the Intermission leaves them).
  for (const c of fateDeckCards(s)) piles.add(c);
  const seen = s.players.map((p) => {
    const set = new Set<string>(p.hand);
    secretCards(s.decisions, p.seat, set);
    return set;
  });
  return { rng: s.rng.s.join(','), rigged: s.riggedDice.length, choices: unrevealedChoices(s), piles, seen };
}

/** True when going from the fingerprinted state to `after` brought hidden information to light. */
export function revealedSince(before: HiddenFingerprint, after: GameState): boolean {
  if (after.rng.s.join(',') !== before.rng) return true;
  if (after.riggedDice.length !== before.rigged) return true;
  // Secret choices revealed together (campaign: the Fates).
  if (unrevealedChoices(after) < before.choices) return true;
  // A card that was in a hidden pile and is in none now was drawn (or turned face up).
  let stillHidden = 0;
  for (const pile of [after.actionDeck, after.actionDiscard, after.courtDeck, fateDeckCards(after)]) {
    for (const c of pile) if (before.piles.has(c)) stillHidden++;
  }
  if (stillHidden < before.piles.size) return true;
  const seen = new Set<string>();
  for (const p of after.players) {
    const was = before.seen[p.seat];
    if (!was) return true;
    for (const c of p.hand) if (!was.has(c)) return true;
    seen.clear();
    secretCards(after.decisions, p.seat, seen);
    for (const c of seen) if (!was.has(c)) return true;
  }
  return false;
}

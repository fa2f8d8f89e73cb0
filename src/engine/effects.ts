/**
 * Hooks for Court card, leader and lore effects (the base Court effects are a later issue).
 * Static facts live in data/cards; effects are code keyed by card id. Each hook names the rules
 * step it modifies (base rulebook, Other Actions: Prelude actions, new actions, modifiers).
 */
import type { Frame, GameState, Seat } from './types.ts';

export interface CardEffect {
  /** When Secured: frames to run after the card is taken (Vox and some Guilds). */
  whenSecured?(s: GameState, seat: Seat, cardId: string): Frame[];
  /** Provoke Outrage: keep this card instead of discarding it (the Loyal Guilds). */
  keepOnOutrage?: boolean;
  /** battle modifier: extra dice of any type the attacker may collect. */
  extraBattleDice?(s: GameState, seat: Seat): number;
}

const registry = new Map<string, CardEffect>();

export function registerEffect(id: string, effect: CardEffect): void {
  registry.set(id, effect);
}

export function cardEffect(id: string): CardEffect | undefined {
  return registry.get(id);
}

/** Effects of every card a seat holds, in the order held. */
export function heldEffects(s: GameState, seat: Seat): CardEffect[] {
  const out: CardEffect[] = [];
  for (const c of s.players[seat]!.court) {
    const e = registry.get(c.id);
    if (e) out.push(e);
  }
  return out;
}

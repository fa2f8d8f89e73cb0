/**
 * Effect modules, switched on by a game's options (ARCHITECTURE.md, The engine: "Expansions are
 * handler modules switched on by the game's options"). Nothing registers itself on import: a card's
 * effect counts in a game only when its module is on for that game's options.
 *
 * ADDING A CARD: its static facts in data/ (cards.csv via data/cards), its effect (effects.ts
 * CardEffect) in the list of its module, its frames (if any) in that module's frame types and
 * handlers, and tests. ADDING AN EXPANSION: one more entry below with the options that switch it on.
 * CAMPAIGN: the campaign Court (CC cards) instead of the base Court; Fates, titles, Laws, Edicts,
 * Flagship upgrades as sources of active effects (effects.ts activeEffects).
 */
import { BASE_COURT_EFFECTS } from './court/index.ts';
import type { CardEffect } from './effects.ts';
import { LEADERS_AND_LORE_EFFECTS } from './leaders/index.ts';
import type { GameOptions } from './types.ts';

export interface EffectModule {
  name: string;
  /** Whether the module is on for a game with these options. */
  on(o: GameOptions): boolean;
  effects: readonly CardEffect[];
}

export const EFFECT_MODULES: readonly EffectModule[] = [
  { name: 'base-court', on: () => true, effects: BASE_COURT_EFFECTS },
  { name: 'leaders-and-lore', on: (o) => o.leadersAndLore, effects: LEADERS_AND_LORE_EFFECTS },
];

/**
 * Effect modules, switched on by a game's options (ARCHITECTURE.md, The engine: "Expansions are
 * handler modules switched on by the game's options"). Nothing registers itself on import: a card's
 * effect counts in a game only when its module is on for that game's options.
 *
 * ADDING A CARD: its static facts in data/ (cards.csv via data/cards), its effect (effects.ts
 * CardEffect) in the list of its module, its frames (if any) in that module's frame types and
 * handlers, and tests. ADDING AN EXPANSION: one more entry below with the options that switch it on.
 * Campaign: the campaign Court (CC cards) and the Fates' cards; a seat's Fate cards in play are a
 * source of its active effects, the rules booklet's cards everyone's (effects.ts).
 */
import { BASE_COURT_EFFECTS } from './court/index.ts';
import type { CardEffect } from './effects.ts';
import { LEADER_EFFECTS, LORE_EFFECTS } from './leaders/index.ts';
import { loreInPlay } from './leaders/data.ts';
import { CAMPAIGN_COURT_EFFECTS } from './campaign/court/index.ts';
import { FATE_EFFECTS } from './campaign/fates/index.ts';
import { FLAGSHIP_EFFECTS } from './campaign/flagship/rules.ts';
import type { GameOptions } from './types.ts';

export interface EffectModule {
  name: string;
  /** Whether the module is on for a game with these options. */
  on(o: GameOptions): boolean;
  effects: readonly CardEffect[];
}

export const EFFECT_MODULES: readonly EffectModule[] = [
  { name: 'base-court', on: () => true, effects: BASE_COURT_EFFECTS },
  // Leaders & Lore: leaders only in its games; lore there and in campaigns too (campaign rulebook,
  // Table Setup J and "Lore & Flagships" p.25). Leaders before lore, as when they were one module.
  { name: 'leaders', on: (o) => o.leadersAndLore, effects: LEADER_EFFECTS },
  { name: 'lore', on: loreInPlay, effects: LORE_EFFECTS },
  // Blighted Reach: the campaign Court (CC cards, the Imperial Council) and the Fates' cards.
  { name: 'campaign-court', on: (o) => o.campaign === true, effects: CAMPAIGN_COURT_EFFECTS },
  { name: 'fates', on: (o) => o.campaign === true, effects: FATE_EFFECTS },
  // Flagships (campaign p.22-25): the Flagship Upgrades aid card's rules, for seats with a Flagship.
  { name: 'flagships', on: (o) => o.campaign === true, effects: FLAGSHIP_EFFECTS },
];

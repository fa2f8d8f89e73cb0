/** The campaign Court (CC01-CC15) and the Imperial Council card's effects. */
import type { CardEffect } from '../../effects.ts';

export const CAMPAIGN_COURT_EFFECTS: readonly CardEffect[] = [];
export const CAMPAIGN_COURT_HANDLERS = {} as const;

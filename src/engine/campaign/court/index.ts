/** The campaign Court (CC01-CC15) and the Imperial Council card's effects. */
import type { CardEffect } from '../../effects.ts';
import { IMPERIAL_COUNCIL_EFFECT } from './council.ts';

export const CAMPAIGN_COURT_EFFECTS: readonly CardEffect[] = [IMPERIAL_COUNCIL_EFFECT];
export const CAMPAIGN_COURT_HANDLERS = {} as const;

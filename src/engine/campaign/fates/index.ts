/** The Fates' modules (Steward first): their cards' effects and frames. */
import type { CardEffect } from '../../effects.ts';

export const FATE_EFFECTS: readonly CardEffect[] = [];
export const FATE_HANDLERS = {} as const;

/** The Fates' modules (Steward first): their cards' effects and frames, switched on in campaign games (modules.ts). */
import type { CardEffect } from '../../effects.ts';
import { FRAMEWORK_HANDLERS } from './framework.ts';
import { STEWARD_EFFECTS, STEWARD_HANDLERS } from './steward.ts';
import { FOUNDER_EFFECTS, FOUNDER_HANDLERS } from './founder.ts';

export const FATE_EFFECTS: readonly CardEffect[] = [...STEWARD_EFFECTS, ...FOUNDER_EFFECTS];
export const FATE_HANDLERS = { ...FRAMEWORK_HANDLERS, ...STEWARD_HANDLERS, ...FOUNDER_HANDLERS } as const;

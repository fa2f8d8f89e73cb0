/** The Fates' modules (Steward first): their cards' effects and frames, switched on in campaign games (modules.ts). */
import type { CardEffect } from '../../effects.ts';
import { FRAMEWORK_HANDLERS } from './framework.ts';
import { STEWARD_EFFECTS, STEWARD_HANDLERS } from './steward.ts';
import { ADVOCATE_EFFECTS, ADVOCATE_HANDLERS } from './advocate.ts';

export const FATE_EFFECTS: readonly CardEffect[] = [...STEWARD_EFFECTS, ...ADVOCATE_EFFECTS];
export const FATE_HANDLERS = { ...FRAMEWORK_HANDLERS, ...STEWARD_HANDLERS, ...ADVOCATE_HANDLERS } as const;

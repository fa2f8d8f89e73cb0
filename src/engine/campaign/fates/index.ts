/** The Fates' modules (Steward first): their cards' effects and frames, switched on in campaign games (modules.ts). */
import type { CardEffect } from '../../effects.ts';
import { FRAMEWORK_HANDLERS } from './framework.ts';
import { STEWARD_EFFECTS, STEWARD_HANDLERS } from './steward.ts';
import { CARETAKER_EFFECTS, CARETAKER_HANDLERS } from './caretaker.ts';

export const FATE_EFFECTS: readonly CardEffect[] = [...STEWARD_EFFECTS, ...CARETAKER_EFFECTS];
export const FATE_HANDLERS = { ...FRAMEWORK_HANDLERS, ...STEWARD_HANDLERS, ...CARETAKER_HANDLERS } as const;

/** The Fates' modules (Steward first): their cards' effects and frames, switched on in campaign games (modules.ts). */
import type { CardEffect } from '../../effects.ts';
import { FRAMEWORK_HANDLERS } from './framework.ts';
import { STEWARD_EFFECTS, STEWARD_HANDLERS } from './steward.ts';
import { MAGNATE_EFFECTS, MAGNATE_HANDLERS } from './magnate.ts';

export const FATE_EFFECTS: readonly CardEffect[] = [...STEWARD_EFFECTS, ...MAGNATE_EFFECTS];
export const FATE_HANDLERS = { ...FRAMEWORK_HANDLERS, ...STEWARD_HANDLERS, ...MAGNATE_HANDLERS } as const;

/** The Fates' modules (Steward first): their cards' effects and frames, switched on in campaign games (modules.ts). */
import type { CardEffect } from '../../effects.ts';
import { FRAMEWORK_HANDLERS } from './framework.ts';
import { STEWARD_EFFECTS, STEWARD_HANDLERS } from './steward.ts';
import { BELIEVER_EFFECTS, BELIEVER_HANDLERS } from './believer.ts';

export const FATE_EFFECTS: readonly CardEffect[] = [...STEWARD_EFFECTS, ...BELIEVER_EFFECTS];
export const FATE_HANDLERS = { ...FRAMEWORK_HANDLERS, ...STEWARD_HANDLERS, ...BELIEVER_HANDLERS } as const;

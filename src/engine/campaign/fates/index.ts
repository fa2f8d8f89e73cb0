/** The Fates' modules (in Fate number order): their cards' effects and frames, switched on in campaign games (modules.ts). */
import type { CardEffect } from '../../effects.ts';
import { FRAMEWORK_HANDLERS } from './framework.ts';
import { STEWARD_EFFECTS, STEWARD_HANDLERS } from './steward.ts';
import { FOUNDER_EFFECTS, FOUNDER_HANDLERS } from './founder.ts';
import { MAGNATE_EFFECTS, MAGNATE_HANDLERS } from './magnate.ts';
import { ADVOCATE_EFFECTS, ADVOCATE_HANDLERS } from './advocate.ts';
import { CARETAKER_EFFECTS, CARETAKER_HANDLERS } from './caretaker.ts';
import { PARTISAN_EFFECTS, PARTISAN_HANDLERS } from './partisan.ts';
import { ADMIRAL_EFFECTS, ADMIRAL_HANDLERS } from './admiral.ts';
import { BELIEVER_EFFECTS, BELIEVER_HANDLERS } from './believer.ts';
import { PIRATE_EFFECTS, PIRATE_HANDLERS } from './pirate.ts';
import { REDEEMER_EFFECTS, REDEEMER_HANDLERS } from './redeemer.ts';

export const FATE_EFFECTS: readonly CardEffect[] = [
  ...STEWARD_EFFECTS, ...FOUNDER_EFFECTS, ...MAGNATE_EFFECTS, ...ADVOCATE_EFFECTS,
  ...CARETAKER_EFFECTS, ...PARTISAN_EFFECTS, ...ADMIRAL_EFFECTS, ...BELIEVER_EFFECTS,
  ...PIRATE_EFFECTS,
  ...REDEEMER_EFFECTS,
];
export const FATE_HANDLERS = {
  ...FRAMEWORK_HANDLERS, ...STEWARD_HANDLERS, ...FOUNDER_HANDLERS, ...MAGNATE_HANDLERS, ...ADVOCATE_HANDLERS,
  ...CARETAKER_HANDLERS, ...PARTISAN_HANDLERS, ...ADMIRAL_HANDLERS, ...BELIEVER_HANDLERS,
  ...PIRATE_HANDLERS,
  ...REDEEMER_HANDLERS,
} as const;

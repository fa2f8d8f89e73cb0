/**
 * The Fates the engine carries, by module: one FateRules per Fate (framework.ts). A function, not
 * a constant, so that the import cycle through the effect modules never reads a module too early.
 */
import type { FateRules } from './framework.ts';
import { STEWARD_RULES } from './steward.ts';
import { FOUNDER_RULES } from './founder-rules.ts';
import { MAGNATE_RULES } from './magnate-rules.ts';
import { ADVOCATE_RULES } from './advocate-rules.ts';
import { CARETAKER_RULES } from './caretaker-rules.ts';
import { PARTISAN_RULES } from './partisan-rules.ts';
import { ADMIRAL_RULES } from './admiral-rules.ts';
import { BELIEVER_RULES } from './believer-rules.ts';
import { PIRATE_RULES } from './pirate-rules.ts';
import { REDEEMER_RULES } from './redeemer-rules.ts';

export function fateRulesList(): readonly FateRules[] {
  // In Fate number order.
  return [STEWARD_RULES, FOUNDER_RULES, MAGNATE_RULES, ADVOCATE_RULES, CARETAKER_RULES, PARTISAN_RULES, ADMIRAL_RULES, BELIEVER_RULES,
    PIRATE_RULES,
    REDEEMER_RULES,
  ];
}

/**
 * The Fates the engine carries, by module: one FateRules per Fate (framework.ts). A function, not
 * a constant, so that the import cycle through the effect modules never reads a module too early.
 */
import type { FateRules } from './framework.ts';
import { ACT_I_ONLY_RULES } from './act1-only.ts';
import { STEWARD_RULES } from './steward.ts';
import { MAGNATE_RULES } from './magnate-rules.ts';

export function fateRulesList(): readonly FateRules[] {
  // In Fate number order, whatever the order the modules are listed in.
  return [STEWARD_RULES, MAGNATE_RULES, ...ACT_I_ONLY_RULES].sort((a, b) => a.cardId.localeCompare(b.cardId));
}

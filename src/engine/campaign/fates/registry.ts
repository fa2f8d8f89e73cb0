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
import { WARDEN_RULES } from './warden-rules.ts';
import { OVERLORD_RULES } from './overlord-rules.ts';
import { PEACEKEEPER_RULES } from './peacekeeper-rules.ts';
import { JUDGE_RULES } from './judge-rules.ts';
import { PACIFIST_RULES } from './pacifist-rules.ts';
import { GUARDIAN_RULES } from './guardian-rules.ts';
import { BLIGHT_SPEAKER_RULES } from './blight-speaker-rules.ts';
import { NATURALIST_RULES } from './naturalist-rules.ts';
import { HEGEMON_RULES } from './hegemon.ts';
import { CONSPIRATOR_RULES } from './conspirator.ts';
import { PATHFINDER_RULES } from './pathfinder.ts';
import { GATE_WRAITH_RULES } from './gate-wraith.ts';
import { PLANET_BREAKER_RULES } from './planet-breaker-rules.ts';
import { SURVIVALIST_RULES } from './survivalist-rules.ts';
import { PIRATE_RULES } from './pirate-rules.ts';
import { REDEEMER_RULES } from './redeemer-rules.ts';

export function fateRulesList(): readonly FateRules[] {
  // In Fate number order.
  return [
    STEWARD_RULES,
    FOUNDER_RULES,
    MAGNATE_RULES,
    ADVOCATE_RULES,
    CARETAKER_RULES,
    PARTISAN_RULES,
    ADMIRAL_RULES,
    BELIEVER_RULES,
    PATHFINDER_RULES,
    HEGEMON_RULES,
    PLANET_BREAKER_RULES,
    PIRATE_RULES,
    BLIGHT_SPEAKER_RULES,
    PACIFIST_RULES,
    PEACEKEEPER_RULES,
    WARDEN_RULES,
    OVERLORD_RULES,
    SURVIVALIST_RULES,
    REDEEMER_RULES,
    GUARDIAN_RULES,
    NATURALIST_RULES,
    GATE_WRAITH_RULES,
    CONSPIRATOR_RULES,
    JUDGE_RULES,
  ];
}

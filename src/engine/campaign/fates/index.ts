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
import { WARDEN_EFFECTS, WARDEN_HANDLERS } from './warden.ts';
import { OVERLORD_EFFECTS, OVERLORD_HANDLERS } from './overlord.ts';
import { PEACEKEEPER_EFFECTS, PEACEKEEPER_HANDLERS } from './peacekeeper.ts';
import { JUDGE_EFFECTS, JUDGE_HANDLERS } from './judge.ts';
import { PACIFIST_EFFECTS, PACIFIST_HANDLERS } from './pacifist.ts';
import { GUARDIAN_EFFECTS, GUARDIAN_HANDLERS } from './guardian.ts';
import { BLIGHT_SPEAKER_EFFECTS, BLIGHT_SPEAKER_HANDLERS } from './blight-speaker.ts';
import { NATURALIST_EFFECTS, NATURALIST_HANDLERS } from './naturalist.ts';
import { HEGEMON_EFFECTS, HEGEMON_HANDLERS } from './hegemon.ts';
import { CONSPIRATOR_EFFECTS, CONSPIRATOR_HANDLERS } from './conspirator.ts';
import { PATHFINDER_EFFECTS, PATHFINDER_HANDLERS } from './pathfinder.ts';
import { GATE_WRAITH_EFFECTS, GATE_WRAITH_HANDLERS } from './gate-wraith.ts';
import { PLANET_BREAKER_EFFECTS, PLANET_BREAKER_HANDLERS } from './planet-breaker.ts';
import { SURVIVALIST_EFFECTS, SURVIVALIST_HANDLERS } from './survivalist.ts';
import { PIRATE_EFFECTS, PIRATE_HANDLERS } from './pirate.ts';
import { REDEEMER_EFFECTS, REDEEMER_HANDLERS } from './redeemer.ts';

export const FATE_EFFECTS: readonly CardEffect[] = [
  ...STEWARD_EFFECTS,
  ...FOUNDER_EFFECTS,
  ...MAGNATE_EFFECTS,
  ...ADVOCATE_EFFECTS,
  ...CARETAKER_EFFECTS,
  ...PARTISAN_EFFECTS,
  ...ADMIRAL_EFFECTS,
  ...BELIEVER_EFFECTS,
  ...PATHFINDER_EFFECTS,
  ...HEGEMON_EFFECTS,
  ...PLANET_BREAKER_EFFECTS,
  ...PIRATE_EFFECTS,
  ...BLIGHT_SPEAKER_EFFECTS,
  ...PACIFIST_EFFECTS,
  ...PEACEKEEPER_EFFECTS,
  ...WARDEN_EFFECTS,
  ...OVERLORD_EFFECTS,
  ...SURVIVALIST_EFFECTS,
  ...REDEEMER_EFFECTS,
  ...GUARDIAN_EFFECTS,
  ...NATURALIST_EFFECTS,
  ...GATE_WRAITH_EFFECTS,
  ...CONSPIRATOR_EFFECTS,
  ...JUDGE_EFFECTS,
];
export const FATE_HANDLERS = {
  ...FRAMEWORK_HANDLERS,
  ...STEWARD_HANDLERS,
  ...FOUNDER_HANDLERS,
  ...MAGNATE_HANDLERS,
  ...ADVOCATE_HANDLERS,
  ...CARETAKER_HANDLERS,
  ...PARTISAN_HANDLERS,
  ...ADMIRAL_HANDLERS,
  ...BELIEVER_HANDLERS,
  ...PATHFINDER_HANDLERS,
  ...HEGEMON_HANDLERS,
  ...PLANET_BREAKER_HANDLERS,
  ...PIRATE_HANDLERS,
  ...BLIGHT_SPEAKER_HANDLERS,
  ...PACIFIST_HANDLERS,
  ...PEACEKEEPER_HANDLERS,
  ...WARDEN_HANDLERS,
  ...OVERLORD_HANDLERS,
  ...SURVIVALIST_HANDLERS,
  ...REDEEMER_HANDLERS,
  ...GUARDIAN_HANDLERS,
  ...NATURALIST_HANDLERS,
  ...GATE_WRAITH_HANDLERS,
  ...CONSPIRATOR_HANDLERS,
  ...JUDGE_HANDLERS,
} as const;

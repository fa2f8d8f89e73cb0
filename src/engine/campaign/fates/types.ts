/** The Fate framework and the Fates' modules (in Fate number order): this area's frames (joined into CampaignFrame in ../types.ts). */
import type { Act } from '../../../data/campaign/components.ts';
import type { Seat } from '../../types.ts';
import type { StewardFrame } from './steward.ts';
import type { FounderFrame } from './founder.ts';
import type { MagnateFrame } from './magnate.ts';
import type { AdvocateFrame } from './advocate.ts';
import type { CaretakerFrame } from './caretaker.ts';
import type { PartisanFrame } from './partisan.ts';
import type { AdmiralFrame } from './admiral.ts';
import type { BelieverFrame } from './believer.ts';
import type { WardenFrame } from './warden.ts';
import type { OverlordFrame } from './overlord.ts';
import type { PeacekeeperFrame } from './peacekeeper.ts';
import type { JudgeFrame } from './judge.ts';
import type { PacifistFrame } from './pacifist.ts';
import type { GuardianFrame } from './guardian.ts';
import type { BlightSpeakerFrame } from './blight-speaker.ts';
import type { NaturalistFrame } from './naturalist.ts';
import type { HegemonFrame } from './hegemon.ts';
import type { ConspiratorFrame } from './conspirator.ts';
import type { PathfinderFrame } from './pathfinder.ts';
import type { GateWraithFrame } from './gate-wraith.ts';
import type { PlanetBreakerFrame } from './planet-breaker.ts';
import type { SurvivalistFrame } from './survivalist.ts';
import type { PirateFrame } from './pirate.ts';
import type { RedeemerFrame } from './redeemer.ts';

export type FateFrame =
  /** A seat's Fate setup for an Act (framework.ts fateSetupFrames): card moves, objective, marker, the module's setup. */
  | { k: 'campaign/fate-setup'; seat: Seat; act: Act }
  /** A seat resolves its Fate's Resolution card (framework.ts fateResolutionFrames; Intermission A). */
  | { k: 'campaign/fate-resolve'; seat: Seat; act: Act; completed: boolean }
  | StewardFrame
  | FounderFrame
  | MagnateFrame
  | AdvocateFrame
  | CaretakerFrame
  | PartisanFrame
  | AdmiralFrame
  | BelieverFrame
  | PathfinderFrame
  | HegemonFrame
  | PlanetBreakerFrame
  | PirateFrame
  | BlightSpeakerFrame
  | PacifistFrame
  | PeacekeeperFrame
  | WardenFrame
  | OverlordFrame
  | SurvivalistFrame
  | RedeemerFrame
  | GuardianFrame
  | NaturalistFrame
  | GateWraithFrame
  | ConspiratorFrame
  | JudgeFrame;

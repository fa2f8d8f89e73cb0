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
  | PirateFrame
  | RedeemerFrame;

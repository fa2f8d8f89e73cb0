/** Every frame kind has exactly one handler; the type makes a missing one a compile error. */
import type { Handlers } from './step.ts';
import { build, catapult, influence, move, repair, secure, tax } from './frames/actions.ts';
import { afterBattle, assignHits, battle, raid, rolled } from './frames/battle.ts';
import { chapterEnd } from './frames/chapter.ts';
import { gameFlow, mulligan, turnDeclare, turnPlay, turnSeize } from './frames/flow.ts';
import { cityDestroyed, ransack } from './frames/outrage.ts';
import { arrangeResources, discardExcess, gainResource } from './frames/resources.ts';
import { eliminated, turnActions, turnEnd } from './frames/turn.ts';
import { COURT_HANDLERS } from './court/index.ts';
import { LEADER_HANDLERS } from './leaders/index.ts';
import { CAMPAIGN_HANDLERS } from './campaign/frames.ts';

export const HANDLERS: Handlers = {
  game: gameFlow,
  mulligan,
  'turn/play': turnPlay,
  'turn/declare': turnDeclare,
  'turn/seize': turnSeize,
  'turn/actions': turnActions,
  'turn/end': turnEnd,
  eliminated,
  'act/tax': tax,
  'act/build': build,
  'act/move': move,
  'act/catapult': catapult,
  'act/repair': repair,
  'act/influence': influence,
  'act/secure': secure,
  'act/battle': battle,
  'battle/rolled': rolled,
  'battle/assign': assignHits,
  'battle/raid': raid,
  'battle/after': afterBattle,
  'res/gain': gainResource,
  'res/arrange': arrangeResources,
  'res/excess': discardExcess,
  'city/destroyed': cityDestroyed,
  ransack,
  'chapter/end': chapterEnd,
  ...COURT_HANDLERS,
  ...LEADER_HANDLERS,
  ...CAMPAIGN_HANDLERS,
};

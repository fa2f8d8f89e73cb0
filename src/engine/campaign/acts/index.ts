/**
 * The Acts (campaign rulebook pp.7-9, 28-29): campaign chapter end (chapter-end.ts, called by
 * frames/chapter.ts), the Intermission (intermission.ts), Act II & III setup (act-setup.ts), the
 * campaign's end; the calls into the Fate framework go through fate-calls.ts.
 */
import { actSetup, stageFrame } from './act-setup.ts';
import { chooseFate, intermission } from './intermission.ts';

export const ACTS_HANDLERS = {
  'campaign/intermission': intermission,
  'campaign/choose-fate': chooseFate,
  'campaign/act-setup': actSetup,
  'campaign/stage': stageFrame,
} as const;

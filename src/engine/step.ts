/** The frame-handler protocol: every paused rule is a frame with a handler (ARCHITECTURE.md). */
import type { DecisionOption, Frame, FrameKind, FrameOf, GameState, Seat } from './types.ts';

export type Step =
  /** Wait for a seat. A step that asks must not have changed the state (it is re-run to validate). */
  | { t: 'ask'; seat: Seat; prompt: string; options: DecisionOption[]; secret?: boolean }
  /** This frame is finished; the frames in `push` run next, first listed first. */
  | { t: 'done'; push?: Frame[] }
  /** Keep this frame; run the frames in `push` above it first, then step this frame again. */
  | { t: 'call'; push: Frame[] }
  /** Nothing left to do (the game is over). */
  | { t: 'idle' };

export interface Handler<F extends Frame> {
  step(s: GameState, f: F): Step;
  /** Apply a choice already validated against the options `step` offered. */
  resume(s: GameState, f: F, choice: string): Step;
}

export type Handlers = { [K in FrameKind]: Handler<FrameOf<K>> };

export const done: Step = { t: 'done' };
export const call = (...push: Frame[]): Step => ({ t: 'call', push });
export const thenRun = (...push: Frame[]): Step => ({ t: 'done', push });
export const opt = (id: string, label: string): DecisionOption => ({ id, label });

/** For frames that never ask. */
export function noResume(kind: string) {
  return (): Step => {
    throw new Error(`${kind} never asks, so it cannot be resumed`);
  };
}

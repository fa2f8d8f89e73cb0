/** The frame-handler protocol: every paused rule is a frame with a handler (ARCHITECTURE.md). */
import type { RolledFaces } from './court/frame-types.ts';
import type { Text } from './messages.ts';
import type { DecisionOption, Frame, FrameKind, FrameOf, GameState, PickRule, Seat } from './types.ts';

/** One seat's question: what a frame asks when it waits. */
export interface Ask {
  seat: Seat;
  prompt: Text;
  options: DecisionOption[];
  /** The options show the seat's hidden cards (or its secret choice): answer privately. */
  secret?: boolean;
  /** How many options the answer takes (default: exactly one). */
  pick?: PickRule;
}

export type Step =
  /** Wait for one seat. A step that asks must not change the state. */
  | ({ t: 'ask' } & Ask)
  /**
   * Wait for several seats at once (simultaneous decisions: a secret choice by everyone, consent
   * by named seats). Each answer resumes the frame with its seat; the frame keeps the answers it
   * has and asks again for the rest. Seats still waiting keep their decision's `openedAt`.
   */
  | { t: 'askEach'; asks: Ask[] }
  /**
   * This frame is finished; the frames in `push` run next, first listed first. With `result`, the
   * frame directly below it (the one that called it) receives the result (Handler.receive) before
   * anything else runs: the one channel by which a frame hands something down the stack, instead
   * of finding and editing a frame below it.
   */
  | { t: 'done'; push?: Frame[]; result?: FrameResult }
  /** Keep this frame; run the frames in `push` above it first, then step this frame again. */
  | { t: 'call'; push: Frame[] }
  /** Nothing left to do (the game is over). */
  | { t: 'idle' };

/**
 * What a finished frame hands to the frame that called it (Step 'done' `result`):
 * - dice: an after-roll effect's dice (rerolls: Skirmishers ARCS-BC13, Seeker Torpedoes ARCS-L14),
 *   to the rolled battle (battle/rolled) that offered it.
 */
export type FrameResult = { t: 'dice'; faces: RolledFaces };

export interface Handler<F extends Frame> {
  step(s: GameState, f: F): Step;
  /**
   * Apply a choice already validated against the options `step` offered, by `seat` (the seat
   * of the decision answered). For a pick of several options, `choice` is their ids joined by ','
   * in the order given (decisions.ts `answerIds`).
   */
  resume(s: GameState, f: F, choice: string, seat: Seat): Step;
  /** A frame this one called finished with a result (Step 'done' `result`); only frames that call such frames have it. */
  receive?(s: GameState, f: F, result: FrameResult): void;
}

export type Handlers = { [K in FrameKind]: Handler<FrameOf<K>> };

export const done: Step = { t: 'done' };
export const call = (...push: Frame[]): Step => ({ t: 'call', push });
export const thenRun = (...push: Frame[]): Step => ({ t: 'done', push });
/** This frame is finished and hands `result` to the frame that called it. */
export const doneWith = (result: FrameResult): Step => ({ t: 'done', result });
/** An option: its wire id (a codec's `id`, choices.ts) and its label (a message, messages.ts). */
export const opt = (id: string, label: Text): DecisionOption => ({ id, label });

/** For frames that never ask. */
export function noResume(kind: string) {
  return (): Step => {
    throw new Error(`${kind} never asks, so it cannot be resumed`);
  };
}

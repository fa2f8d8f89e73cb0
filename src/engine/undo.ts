/**
 * Undo as an input (ARCHITECTURE.md, Persistence): `{t:'undo', seat}` is appended to the log like
 * any answer; it takes the game back to the state before the seat's last input, at a new seq (so
 * every panel of the undone position is stale). Allowed only for the seat's own last effective
 * input, and only while that input revealed nothing (base rulebook, turn etiquette; secrets.ts).
 */
import { applyInPlace, run } from './advance.ts';
import { log, seatName } from './board.ts';
import { cloneState } from './clone.ts';
import type { GameState, Input, RuleError } from './types.ts';

/**
 * Which inputs an undo takes back: `undone[i]` is true when input i is cancelled by a later undo,
 * and `target[j]` is the index of the input undo j cancels. An undo cancels the latest input
 * that is neither an undo nor already cancelled.
 */
export function undoPlan(inputs: readonly Input[]): { undone: boolean[]; target: (number | null)[] } {
  const undone = inputs.map(() => false);
  const target: (number | null)[] = inputs.map(() => null);
  const effective: number[] = [];
  inputs.forEach((input, i) => {
    if (input.t !== 'undo') {
      effective.push(i);
      return;
    }
    const k = effective.pop();
    if (k === undefined) return;
    undone[k] = true;
    target[i] = k;
  });
  return { undone, target };
}

/** The state an undo by `seat` leads to: `previous` (the state before the undone input) at `current.seq + 1`. */
export function undoneState(previous: GameState, current: GameState, seat: number): GameState {
  const s = cloneState(previous);
  s.seq = current.seq + 1;
  log(s, `${seatName(s, seat)} takes back their last move.`);
  // Every decision reopens at the new seq: buttons of the undone position are stale.
  s.decisions = [];
  run(s);
  return s;
}

export type UndoRefusal = 'nothing' | 'not-own' | 'revealed';
export type UndoCheck = { ok: true; state: GameState } | { ok: false; reason: UndoRefusal; error: RuleError };

const refusal = (reason: UndoRefusal, message: string): UndoCheck => ({ ok: false, reason, error: { code: 'rule/undo-refused', message } });

/**
 * Undo checked against the rules: `previous` is the state before `last` (the seat's last
 * effective input), `current` the state now.
 */
export function undoInput(previous: GameState, last: Input, current: GameState, seat: number): UndoCheck {
  if (last.t === 'undo') return refusal('nothing', 'There is nothing to take back.');
  if (last.seat !== seat) return refusal('not-own', 'Only your own last input can be taken back.');
  if (current.ended) return refusal('nothing', 'The game is over.');
  const replayed = cloneState(previous);
  const r = applyInPlace(replayed, last);
  if (!r.ok) throw new Error(`undo: the logged input no longer applies: ${r.error.code} (bug)`);
  if (r.revealed) return refusal('revealed', 'Dice were rolled, a card was drawn or a secret revealed since.');
  return { ok: true, state: undoneState(previous, current, seat) };
}

/**
 * Rebuild a game from a settled start and its input log, honouring undo inputs. Every input must
 * apply. Only the states an undo will return to are copied (the log is known in advance).
 */
export function replayLog(start: GameState, inputs: readonly Input[]): GameState {
  const { undone, target } = undoPlan(inputs);
  const kept = new Map<number, GameState>();
  let s = cloneState(start);
  for (const [i, input] of inputs.entries()) {
    if (input.t === 'undo') {
      const k = target[i];
      const previous = k === null || k === undefined ? undefined : kept.get(k);
      if (!previous) throw new Error(`replay: input ${i} undoes nothing`);
      kept.delete(k!);
      s = undoneState(previous, s, input.seat);
      continue;
    }
    if (undone[i]) kept.set(i, cloneState(s));
    const r = applyInPlace(s, input);
    if (!r.ok) throw new Error(`replay: input ${i} was refused: ${r.error.code}`);
  }
  return s;
}

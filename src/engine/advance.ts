/**
 * The pure driver: runs frames until a seat must decide, validates answers against the legal
 * options, and applies inputs. Rule violations return typed errors; bugs throw.
 */
import { HANDLERS } from './handlers.ts';
import type { Handler, Step } from './step.ts';
import type { ApplyResult, Decision, Frame, GameState, Input, RuleError, RuleErrorCode } from './types.ts';
import { log, seatName } from './board.ts';
import { winnerByPower } from './frames/chapter.ts';

function handlerFor(f: Frame): Handler<Frame> {
  return HANDLERS[f.k] as unknown as Handler<Frame>;
}

const MAX_STEPS = 100_000;

/** Apply a step's result to the stack. Returns the decision if the step asks. */
function settle(s: GameState, frame: Frame, r: Step): Decision | 'idle' | null {
  if (r.t === 'ask') {
    if (r.options.length === 0) throw new Error(`${frame.k} asked with no options (bug)`);
    return { seat: r.seat, kind: frame.k, prompt: r.prompt, options: r.options, openedAt: s.seq, secret: r.secret ?? false };
  }
  if (r.t === 'idle') return 'idle';
  const i = s.stack.lastIndexOf(frame);
  if (i < 0) throw new Error(`${frame.k} is no longer on the stack (bug)`);
  const push = r.push ?? [];
  // The first listed frame runs first, so it goes on top.
  const above = [...push].reverse();
  if (r.t === 'done') s.stack.splice(i, 1, ...above);
  else s.stack.splice(i + 1, 0, ...above);
  return null;
}

/** Run until a decision is open (or the game is over). Mutates `s`. */
export function run(s: GameState): Decision | null {
  for (let guard = 0; guard < MAX_STEPS; guard++) {
    const top = s.stack[s.stack.length - 1];
    if (!top) return null;
    const d = settle(s, top, handlerFor(top).step(s, top));
    if (d === 'idle') return null;
    if (d) return d;
  }
  throw new Error('run: the frame loop did not settle (bug)');
}

/** The open decision of a settled state (re-derived from the top frame; never mutates). */
export function openDecision(s: GameState): Decision | null {
  if (s.ended) return null;
  const top = s.stack[s.stack.length - 1];
  if (!top) return null;
  const r = handlerFor(top).step(s, top);
  if (r.t !== 'ask') return null;
  return { seat: r.seat, kind: top.k, prompt: r.prompt, options: r.options, openedAt: s.seq, secret: r.secret ?? false };
}

function fail(code: RuleErrorCode, message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

/** Apply one input to a settled state. The given state is never modified. */
export function apply(state: GameState, input: Input): ApplyResult {
  if (state.ended) return fail('rule/game-over', 'The game is over.');
  if (typeof input !== 'object' || input === null || typeof input.seat !== 'number' || !Number.isInteger(input.seat)) {
    return fail('rule/bad-input', 'Malformed input.');
  }
  if (input.seat < 0 || input.seat >= state.players.length) return fail('rule/bad-input', 'No such seat.');
  if (input.t === 'concede') return concede(state, input.seat);
  if (input.t !== 'answer' || typeof input.choice !== 'string') return fail('rule/bad-input', 'Malformed input.');
  const decision = openDecision(state);
  if (!decision) return fail('rule/no-decision', 'Nothing is waiting for an answer.');
  if (input.openedAt !== undefined && input.openedAt !== decision.openedAt) return fail('rule/stale', 'That prompt is out of date.');
  if (decision.seat !== input.seat) return fail('rule/not-your-decision', `It is ${seatName(state, decision.seat)}'s decision.`);
  if (!decision.options.some((o) => o.id === input.choice)) return fail('rule/illegal-choice', 'That choice is not legal now.');
  const s = structuredClone(state);
  const reveals = s.reveals;
  s.seq += 1;
  const top = s.stack[s.stack.length - 1]!;
  const r = handlerFor(top).resume(s, top, input.choice);
  const d = settle(s, top, r);
  if (d !== null && d !== 'idle') throw new Error(`${top.k}.resume must not ask (bug)`);
  run(s);
  // Every entry written by this input carries the new seq (the log itself is bounded).
  return { ok: true, state: s, log: s.log.filter((e) => e.seq === s.seq), revealed: s.reveals !== reveals };
}

/** Concession (Fine Print): the game ends; the conceding player cannot win. */
function concede(state: GameState, seat: number): ApplyResult {
  const s = structuredClone(state);
  s.seq += 1;
  log(s, `${seatName(s, seat)} concedes.`);
  const others = s.players.filter((p) => p.seat !== seat);
  if (others.length === 1) {
    s.ended = { winner: others[0]!.seat, reason: 'concession' };
  } else {
    // With several players left, the one with most Power (turn order on a tie) wins.
    const saved = s.players[seat]!.power;
    s.players[seat]!.power = -Infinity;
    const winner = winnerByPower(s);
    s.players[seat]!.power = saved;
    s.ended = { winner, reason: 'concession' };
  }
  s.stack = [];
  s.round = null;
  s.turn = null;
  log(s, `The game ends. ${seatName(s, s.ended.winner)} wins.`);
  return { ok: true, state: s, log: s.log.filter((e) => e.seq === s.seq), revealed: false };
}

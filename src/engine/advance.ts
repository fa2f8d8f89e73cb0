/**
 * The pure driver: runs frames until seats must decide, keeps the open decisions in the state,
 * validates answers against them and applies inputs. Rule violations return typed errors; bugs
 * throw. Whether an input revealed anything is decided in one place (secrets.ts).
 */
import { HANDLERS } from './handlers.ts';
import type { Handler, Step } from './step.ts';
import type { ApplyResult, Decision, Frame, GameState, Input, LogEntry, RuleError, RuleErrorCode, Seat } from './types.ts';
import { log, seatName } from './board.ts';
import { cloneState } from './clone.ts';
import { isLegalAnswer, keepWaiting, toDecision } from './decisions.ts';
import { winnerByPower } from './frames/chapter.ts';
import { hiddenFingerprint, revealedSince } from './secrets.ts';

function handlerFor(f: Frame): Handler<Frame> {
  return HANDLERS[f.k] as unknown as Handler<Frame>;
}

const MAX_STEPS = 100_000;

/** Apply a step's result to the stack. Returns the asked decisions, 'idle', or null to go on. */
function settle(s: GameState, frame: Frame, r: Step): Decision[] | 'idle' | null {
  if (r.t === 'ask') return [toDecision(s, frame.k, r)];
  if (r.t === 'askEach') {
    if (r.asks.length === 0) throw new Error(`${frame.k} asked nobody (bug)`);
    if (new Set(r.asks.map((a) => a.seat)).size !== r.asks.length) throw new Error(`${frame.k} asked a seat twice (bug)`);
    return r.asks.map((a) => toDecision(s, frame.k, a));
  }
  if (r.t === 'idle') return 'idle';
  const i = s.stack.lastIndexOf(frame);
  if (i < 0) throw new Error(`${frame.k} is no longer on the stack (bug)`);
  const push = r.push ?? [];
  // The first listed frame runs first, so it goes on top.
  const above = [...push].reverse();
  if (r.t === 'done') {
    s.stack.splice(i, 1, ...above);
    if (r.result) {
      // The caller is the frame that was directly below the finished one.
      const caller = s.stack[i - 1];
      const receive = caller && handlerFor(caller).receive;
      if (!caller || !receive) throw new Error(`${frame.k} returned a ${r.result.t} result to ${caller?.k ?? 'nothing'}, which takes none (bug)`);
      receive(s, caller, r.result);
    }
  } else s.stack.splice(i + 1, 0, ...above);
  return null;
}

/**
 * Run until decisions are open (or the game is over) and store them in `s.decisions`. Mutates
 * `s`. `actor` answered last: other seats still waiting on the same question keep their openedAt.
 */
export function run(s: GameState, actor: Seat | null = null): void {
  const previous = s.decisions ?? [];
  s.decisions = [];
  if (s.ended) return;
  for (let guard = 0; guard < MAX_STEPS; guard++) {
    const top = s.stack[s.stack.length - 1];
    if (!top) return;
    const d = settle(s, top, handlerFor(top).step(s, top));
    if (d === 'idle') return;
    if (d) {
      s.decisions = keepWaiting(d, previous, actor);
      return;
    }
  }
  throw new Error('run: the frame loop did not settle (bug)');
}

/** The open decisions of a settled state (several when seats decide at once). */
export function openDecisions(s: GameState): readonly Decision[] {
  return s.decisions;
}

/** The first open decision (the only one outside simultaneous decisions), or null. */
export function openDecision(s: GameState): Decision | null {
  return s.decisions[0] ?? null;
}

function fail(code: RuleErrorCode, message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

/** Check an input against a settled state; null when it may be applied. */
function refuse(state: GameState, input: Input): { ok: false; error: RuleError } | null {
  if (state.ended) return fail('rule/game-over', 'The game is over.');
  if (typeof input !== 'object' || input === null || typeof input.seat !== 'number' || !Number.isInteger(input.seat)) {
    return fail('rule/bad-input', 'Malformed input.');
  }
  if (input.seat < 0 || input.seat >= state.players.length) return fail('rule/bad-input', 'No such seat.');
  if (input.t === 'concede') return null;
  if (input.t === 'undo') return fail('rule/bad-input', 'Undo is applied with the state before the undone input (undo.ts).');
  if (input.t !== 'answer' || typeof input.choice !== 'string') return fail('rule/bad-input', 'Malformed input.');
  if (state.decisions.length === 0) return fail('rule/no-decision', 'Nothing is waiting for an answer.');
  const decision = state.decisions.find((d) => d.seat === input.seat);
  if (!decision) {
    // A prompt from an earlier position (this seat's answered decision, say) is out of date.
    if (input.openedAt !== undefined && input.openedAt !== state.seq) return fail('rule/stale', 'That prompt is out of date.');
    return fail('rule/not-your-decision', `It is ${seatName(state, state.decisions[0]!.seat)}'s decision.`);
  }
  if (input.openedAt !== undefined && input.openedAt !== decision.openedAt) return fail('rule/stale', 'That prompt is out of date.');
  if (!isLegalAnswer(decision, input.choice)) return fail('rule/illegal-choice', 'That choice is not legal now.');
  return null;
}

/** The log entries the last input wrote (they carry its seq). */
function entriesOf(s: GameState): LogEntry[] {
  let i = s.log.length;
  while (i > 0 && s.log[i - 1]!.seq === s.seq) i--;
  return s.log.slice(i);
}

/**
 * Apply one input to a settled state, changing that state in place (random play, replay,
 * benchmarks: no copy per input). Refused inputs change nothing.
 */
export function applyInPlace(s: GameState, input: Input): { ok: true; log: LogEntry[]; revealed: boolean } | { ok: false; error: RuleError } {
  const refused = refuse(s, input);
  if (refused) return refused;
  const before = hiddenFingerprint(s);
  if (input.t === 'concede') concede(s, input.seat);
  else if (input.t === 'answer') {
    s.seq += 1;
    const top = s.stack[s.stack.length - 1]!;
    const r = handlerFor(top).resume(s, top, input.choice, input.seat);
    const d = settle(s, top, r);
    if (d !== null && d !== 'idle') throw new Error(`${top.k}.resume must not ask (bug)`);
    run(s, input.seat);
  }
  return { ok: true, log: entriesOf(s), revealed: revealedSince(before, s) };
}

/** Apply one input to a settled state. The given state is never modified. */
export function apply(state: GameState, input: Input): ApplyResult {
  const refused = refuse(state, input);
  if (refused) return refused;
  const s = cloneState(state);
  const r = applyInPlace(s, input);
  if (!r.ok) throw new Error('apply: a checked input was refused (bug)');
  return { ok: true, state: s, log: r.log, revealed: r.revealed };
}

/** Concession (Fine Print): the game ends; the conceding player cannot win. */
function concede(s: GameState, seat: number): void {
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
  s.decisions = [];
  log(s, `The game ends. ${seatName(s, s.ended.winner)} wins.`);
}

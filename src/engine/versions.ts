/**
 * Versioned state. Every stored GameState carries its schema version in `engine`; a state saved
 * by an older version is brought up to date here, one tested step at a time, before the engine
 * touches it. Games wait for weeks and the bot is upgraded in between: a step is never edited
 * once released, only appended (fixtures of real stored games in test/fixtures/stored-games/
 * prove each one).
 *
 * To change the state's shape: bump STATE_VERSION, add `STEPS[old]` that turns an `old` state
 * into an `old + 1` one, and keep every older fixture loading and playing on.
 */
import { run } from './advance.ts';
import type { GameState } from './types.ts';

export const STATE_VERSION = 3;

export class StateVersionError extends Error {}

type RawState = Record<string, unknown> & { engine: number };

/** STEPS[v] upgrades a version-v state to v + 1 in place. */
const STEPS: Record<number, (s: RawState) => void> = {
  /**
   * 1 → 2 (2026-11-24): the hand-kept `reveals` counter goes (secrets.ts decides whether an input
   * revealed anything); the open decisions are kept in `decisions`, where `reveals` stood.
   */
  1: (s) => {
    const entries = Object.entries(s);
    for (const k of Object.keys(s)) delete s[k];
    for (const [k, v] of entries) {
      if (k === 'reveals') s.decisions = [];
      else s[k] = v;
    }
    if (!('decisions' in s)) s.decisions = [];
    // A stored state is settled: stepping its top frame again asks what it asked (openedAt = seq).
    run(s as unknown as GameState);
  },
  /**
   * 2 → 3 (2026-11-24): test instrumentation leaves the state (issue 13 §4). `fx.fired` goes (tests
   * observe firings through fired.ts), in `fx` and in the copies of it that Warrior/Feastbringer
   * keep to undo a move or influence (`ll/around` frames' `undo.fx`); an `fx` that then holds
   * nothing goes too (effects.ts tidyFx: a fresh state has no empty `fx`).
   * No frame edits another any more: the Court cards secured in this Prelude leave the
   * `turn/actions` frame (`securedThisPrelude`) for the turn's working area, `turn.work`
   * (`preludeSecured`, absent when none), which a turn now always has, after `shipyards`.
   */
  2: (s) => {
    const strip = (holder: Record<string, unknown>): void => {
      const fx = holder.fx as { fired?: unknown; unions?: unknown[]; battle?: unknown } | undefined;
      if (!fx || typeof fx !== 'object') return;
      delete fx.fired;
      if ((fx.unions ?? []).length === 0 && !fx.battle) delete holder.fx;
    };
    strip(s);
    const stack = (s.stack ?? []) as Record<string, unknown>[];
    for (const f of stack) {
      if (f.k === 'll/around' && f.undo && typeof f.undo === 'object') strip(f.undo as Record<string, unknown>);
    }
    const turn = s.turn as Record<string, unknown> | null;
    if (turn && typeof turn === 'object') {
      const menu = stack.findLast((f) => f.k === 'turn/actions' && f.seat === turn.seat);
      const secured = (menu?.securedThisPrelude ?? []) as string[];
      const entries = Object.entries(turn);
      for (const k of Object.keys(turn)) delete turn[k];
      for (const [k, v] of entries) {
        turn[k] = v;
        if (k === 'shipyards') turn.work = secured.length > 0 ? { preludeSecured: [...secured] } : {};
      }
      if (!('work' in turn)) turn.work = secured.length > 0 ? { preludeSecured: [...secured] } : {};
    }
    for (const f of stack) if (f.k === 'turn/actions') delete f.securedThisPrelude;
  },
};

/** The stored state brought to STATE_VERSION (a copy when a step ran; the input is never changed). */
export function upgradeState(raw: unknown): GameState {
  if (typeof raw !== 'object' || raw === null) throw new StateVersionError('A stored state is a JSON object.');
  const version = (raw as { engine?: unknown }).engine;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw new StateVersionError('The stored state has no schema version.');
  if (version > STATE_VERSION) throw new StateVersionError(`The stored state is version ${version}, newer than this engine (${STATE_VERSION}).`);
  if (version === STATE_VERSION) return raw as GameState;
  const s = structuredClone(raw) as RawState;
  for (let v = version; v < STATE_VERSION; v++) {
    const step = STEPS[v];
    if (!step) throw new StateVersionError(`No upgrade from state version ${v}.`);
    step(s);
    s.engine = v + 1;
  }
  return s as unknown as GameState;
}

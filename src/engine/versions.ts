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

export const STATE_VERSION = 8;

export class StateVersionError extends Error {}

/** A campaign's rules version, kept in its options from version 7 (GameOptions.rulesVersion); older campaigns keep none, as they stored. */
export function rulesVersionOption(version: number): { rulesVersion?: number } {
  return version >= 7 ? { rulesVersion: version } : {};
}

type RawState = Record<string, unknown> & { engine: number };
type RawFrame = Record<string, unknown>;

/**
 * Card data leaves the core frames (state version 4; issue 13 §4), for a stored state (STEPS[3])
 * and for a position written in the older shape (position.ts), in place:
 * - `turn/actions.acted` → the turn's working area, `turn.work.acted`;
 * - `battle/raid.placed` → `turn.work.raidPlaced` (ships placed where the raider raids);
 * - `ll/sprint.arrivals` and `.collecting` → `turn.work.sprint` (Sprinter Drives);
 * - `act/battle.ll` → `fx.battleStart` (Signal Breaker's check, Railgun Arrays' hit).
 * Frozen with version 4: never edit, only append later steps.
 */
export function cardDataOutOfFrames(s: Record<string, unknown>): void {
  const stack = (Array.isArray(s.stack) ? s.stack : []) as RawFrame[];
  const turn = s.turn as { work?: Record<string, unknown> } | null | undefined;
  const work = turn && typeof turn === 'object' ? (turn.work ??= {}) : null;
  for (const f of stack) {
    if (!f || typeof f !== 'object') continue;
    if (f.k === 'turn/actions' && 'acted' in f) {
      if (f.acted === true && work) work.acted = true;
      delete f.acted;
    } else if (f.k === 'battle/raid' && 'placed' in f) {
      if (typeof f.placed === 'number' && f.placed > 0 && work) work.raidPlaced = { seat: f.attacker, system: f.system, n: f.placed };
      delete f.placed;
    } else if (f.k === 'll/sprint' && 'arrivals' in f) {
      if (work) work.sprint = { seat: f.seat, arrivals: f.arrivals, collecting: f.collecting === true };
      delete f.arrivals;
      delete f.collecting;
    } else if (f.k === 'act/battle' && 'll' in f) {
      if (f.ll && typeof f.ll === 'object') {
        const fx = (s.fx ??= { unions: [] }) as Record<string, unknown>;
        fx.battleStart = { ...(f.ll as object) };
      }
      delete f.ll;
    }
  }
}

/**
 * Attached cards become a list (state version 5; issue 14, Guilds Decry Terror's FAQ: a card may
 * have two attached cards): a Court row's `attached: "<card id>"` becomes `attached: ["<card id>"]`,
 * in the Court and in the copies of it that Warrior/Feastbringer keep to undo a move (`ll/around`
 * frames' `undo.court`). A row with no attached card has no `attached`. For a stored state
 * (STEPS[4]) and for a position written in the older shape (position.ts reads both), in place.
 * Frozen with version 5: never edit, only append later steps.
 */
export function attachedAsList(s: Record<string, unknown>): void {
  const fix = (rows: unknown): void => {
    if (!Array.isArray(rows)) return;
    for (const row of rows as Record<string, unknown>[]) {
      if (!row || typeof row !== 'object' || !('attached' in row)) continue;
      const a = row.attached;
      if (typeof a === 'string') row.attached = [a];
      else if (a === undefined || a === null || (Array.isArray(a) && a.length === 0)) delete row.attached;
    }
  };
  fix(s.court);
  for (const f of (Array.isArray(s.stack) ? s.stack : []) as RawFrame[]) {
    if (f && typeof f === 'object' && f.k === 'll/around' && f.undo && typeof f.undo === 'object') fix((f.undo as Record<string, unknown>).court);
  }
}

/** The open decisions asked again by the current rules (their prompts and labels), each keeping the seq it opened at. */
function askAgain(s: RawState): void {
  const before = (Array.isArray(s.decisions) ? s.decisions : []) as { seat: number; kind: string; openedAt: number }[];
  s.decisions = [];
  const state = s as unknown as GameState;
  run(state);
  for (const d of state.decisions) {
    const was = before.find((b) => b.seat === d.seat && b.kind === d.kind);
    if (was) d.openedAt = was.openedAt;
  }
}

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
  /**
   * 3 → 4 (2026-11-24): card data leaves the core frames (cardDataOutOfFrames); the open decisions'
   * prompts and labels become message keys (messages.ts), so they are asked again.
   */
  3: (s) => {
    cardDataOutOfFrames(s);
    askAgain(s);
  },
  /** 4 → 5 (2026-11-24): a Court card's attached cards are a list (attachedAsList). */
  4: (s) => attachedAsList(s),
  /**
   * 5 → 6 (2026-11-24): campaign only. A lore card (ARCS-L01-L14) a seat secured from the Court
   * joins its lore (`p.lore`, public, never stolen) instead of staying with its Court cards
   * (campaign Table Setup J; court.ts secureCard). Base and Leaders & Lore states are unchanged.
   */
  5: (s) => {
    if ((s.options as { campaign?: unknown } | undefined)?.campaign !== true) return;
    for (const p of (Array.isArray(s.players) ? s.players : []) as { court?: { id: string }[]; lore?: string[] }[]) {
      const court = Array.isArray(p.court) ? p.court : [];
      const lore = court.filter((c) => /^ARCS-L(0[1-9]|1[0-4])$/.test(c.id));
      if (lore.length === 0) continue;
      p.court = court.filter((c) => !lore.includes(c));
      p.lore = [...(Array.isArray(p.lore) ? p.lore : []), ...lore.map((c) => c.id)];
    }
  },
  /**
   * 6 → 7 (2026-11-24): no change of shape. From version 7 a campaign keeps the version it was
   * started with (`options.rulesVersion`), and its Intermissions draw the "B" and "C" Fates that
   * version deals; a campaign of version 6 or older has none and keeps drawing none (as it did).
   */
  6: () => {},
  /**
   * 7 → 8 (2026-11-25): no change of shape. Version 8 deals the Gate Wraith (ARCS-FATE22,
   * `dealtSince: 8`); a campaign started by version 7 keeps drawing its "C" Fates without it.
   */
  7: () => {},
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

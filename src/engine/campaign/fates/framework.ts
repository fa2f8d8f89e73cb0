/**
 * The Fate framework (issue 14): what the rest of the campaign asks of a seat's Fate. The Acts
 * (campaign/acts) call these at setup, chapter end and the Intermission; a Fate's module (one file
 * per Fate under this folder, listed in registry.ts) supplies the code its cards need beyond the
 * card moves of data/campaign/fate-steps.ts.
 *
 * ADDING A FATE: its cards are already data (data/campaign/cards.ts, fates.ts, fate-steps.ts);
 * write one module (`<name>.ts`: its FateRules, its cards' CardEffects, its frames' handlers and
 * a union of its frame types), list it in registry.ts and index.ts, add its frames to types.ts,
 * and tests. Setting `dealt` deals it in new campaigns.
 *
 * API
 *   fateRules(cardId)                      the Fate's module rules (undefined: not implemented)
 *   canSetUp(cardId, act)                  the engine carries out that Act's setup
 *   fateSetupFrames(s, seat, act)          setup card: objective card, marker, card moves, `setup`
 *   fateResolutionFrames(s, seat, act, completed)   Resolution card: card moves, `resolve`
 *   grandAmbitionsFulfilled(s, seat)       Act III, "A"/"B" Fates: 0, 1 or 2
 *   objectiveComplete, advanceObjective    the objective marker (objective.ts)
 *
 * Campaign rulebook: Objective (p.8), Grand Ambitions and Final Objective (p.9), Act I Setup,
 * Player Setup C-D (p.6), Act II & III Setup F-G (p.7), Intermission A (p.28) and F (p.29).
 */
import type { Act, PlayerCount } from '../../../data/campaign/components.ts';
import { stepsBy } from '../../../data/campaign/fate-steps.ts';
import { fateOfCard, objectiveStart } from '../../../data/campaign/fates.ts';
import { log, seatName } from '../../board.ts';
import { findCard } from '../../../data/cards.ts';
import { noteFired } from '../../fired.ts';
import { noResume, thenRun, type Handler } from '../../step.ts';
import type { Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { carryOutStep } from './moves.ts';
import { fateRulesList } from './registry.ts';

export { advanceObjective, objectiveComplete } from './objective.ts';

const cardName = (id: string): string => findCard(id)?.name ?? id;

/** A Fate's code beyond its card moves; every hook optional. */
export interface FateRules {
  /** The Fate card id (ARCS-FATEnn). */
  cardId: string;
  /** The Acts whose setup (and Resolution) the engine carries out for this Fate. */
  acts: readonly Act[];
  /** Dealt in new campaigns (issue 14: "Fates are dealt from the implemented ones"). */
  dealt?: boolean;
  /**
   * The rules version (STATE_VERSION) from which campaigns deal or draw it; absent: every version.
   * A campaign started by an older engine never draws it, so its stored log replays the same
   * (setups.ts dealtFates). Set it to the STATE_VERSION that first deals the Fate.
   */
  dealtSince?: number;
  /** The non-card steps of its setup card for an Act (after the card moves); frames for choices. */
  setup?(s: GameState, seat: Seat, act: Act): Frame[];
  /** The non-card steps of its Resolution card for an Act (after the card moves). */
  resolve?(s: GameState, seat: Seat, act: Act, completed: boolean): Frame[];
  /** Act III, an "A" or "B" Fate: how many of its two grand ambitions the seat fulfils now (0-2). */
  grandAmbitions?(s: GameState, seat: Seat): number;
  /** The seat takes a new Fate at an Intermission (intermission.ts revealFates): what its cards say then (Partisan Seizing F603). */
  leave?(s: GameState, seat: Seat): void;
}

export function fateRules(cardId: string): FateRules | undefined {
  return fateRulesList().find((r) => r.cardId === cardId);
}

/** Whether the engine carries out this Fate's setup in this Act (the Fate has one there and its module covers it). */
export function canSetUp(cardId: string, act: Act): boolean {
  const f = fateOfCard(cardId);
  return f !== undefined && f.acts.some((a) => a.act === act) && (fateRules(cardId)?.acts.includes(act) ?? false);
}

function actOf(cardId: string, act: Act) {
  const a = fateOfCard(cardId)?.acts.find((x) => x.act === act);
  if (!a) throw new Error(`${cardId} has no Act ${act} (bug)`);
  return a;
}

/**
 * Set up the seat's Fate for the Act now (Player Setup C-D; Act II & III Setup F-G): the setup
 * card's card moves, its objective card in play (the setup card flipped), the objective marker on
 * its starting space (Act III: only "C" Fates have one), then the module's `setup`, whose frames
 * (choices) are returned. The seat's `fate` must be set.
 */
export function setUpFateNow(s: GameState, seat: Seat, act: Act): Frame[] {
  const c = s.campaign!;
  const cs = c.seats[seat]!;
  const fate = cs.fate;
  if (fate === null || !canSetUp(fate, act)) throw new Error(`no Act ${act} setup for ${String(fate)} (bug: check canSetUp)`);
  const a = actOf(fate, act);
  log(s, `${seatName(s, seat)} sets up the ${fateOfCard(fate)!.name} (${cardName(`${a.setup}A`)}).`);
  noteFired(s, `${a.setup}A`);
  for (const step of stepsBy(`${a.setup}A`, 'setup')) carryOutStep(s, seat, step);
  cs.objective = a.objective;
  cs.marker = objectiveStart(a.start, s.players.length as PlayerCount);
  return fateRules(fate)!.setup?.(s, seat, act) ?? [];
}

/** The seat's Fate setup for the Act, as frames (run in turn order by the caller). */
export function fateSetupFrames(_s: GameState, seat: Seat, act: Act): Frame[] {
  return [{ k: 'campaign/fate-setup', seat, act }];
}

/**
 * The seat resolves its Fate's Resolution card for the Act (Intermission A): the card moves of
 * the completed or failed branch, then the module's `resolve`. The Power lost for a failed
 * objective (the marker's space) is Intermission A's own rule, not the card's: the caller's.
 */
export function fateResolutionFrames(_s: GameState, seat: Seat, act: Act, completed: boolean): Frame[] {
  return [{ k: 'campaign/fate-resolve', seat, act, completed }];
}

export function resolveFateNow(s: GameState, seat: Seat, act: Act, completed: boolean): Frame[] {
  const fate = s.campaign!.seats[seat]!.fate;
  if (fate === null) return [];
  const a = actOf(fate, act);
  if (a.resolution === null) return [];
  log(s, `${seatName(s, seat)} ${completed ? 'completed' : 'failed'} their objective and resolves ${cardName(a.resolution)}.`);
  noteFired(s, a.resolution);
  for (const step of stepsBy(a.resolution, completed ? 'completed' : 'failed')) carryOutStep(s, seat, step);
  return fateRules(fate)?.resolve?.(s, seat, act, completed) ?? [];
}

/** Act III: how many of the seat's two grand ambitions it fulfils now (0 for "C" Fates and other Acts). */
export function grandAmbitionsFulfilled(s: GameState, seat: Seat): number {
  const c = s.campaign;
  const fate = c?.seats[seat]?.fate;
  if (!c || c.act !== 3 || !fate) return 0;
  const def = actOf(fate, 3);
  if (def.goal !== 'grand-ambitions') return 0;
  const n = fateRules(fate)?.grandAmbitions?.(s, seat) ?? 0;
  return Math.max(0, Math.min(2, n));
}

/* ------------------------------------------------------------ frames */

const fateSetup: Handler<FrameOf<'campaign/fate-setup'>> = {
  step: (s, f) => thenRun(...setUpFateNow(s, f.seat, f.act)),
  resume: noResume('campaign/fate-setup'),
};

const fateResolve: Handler<FrameOf<'campaign/fate-resolve'>> = {
  step: (s, f) => thenRun(...resolveFateNow(s, f.seat, f.act, f.completed)),
  resume: noResume('campaign/fate-resolve'),
};

export const FRAMEWORK_HANDLERS = {
  'campaign/fate-setup': fateSetup,
  'campaign/fate-resolve': fateResolve,
} as const;

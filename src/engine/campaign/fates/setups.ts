/**
 * Which Fates a campaign can set up and deal, read from the Fate modules (registry.ts), and what a
 * Fate's setup card moves (campaign rulebook, Act I Setup, Player Setup B-D).
 *
 * - FATE_SETUPS: the Fates whose Act I setup the engine carries out: every "A" Fate (its module).
 * - DEALT_FATES: the Fates a campaign deals (issue 14: "Fates are dealt from the implemented
 *   ones"): the modules marked `dealt` — the 8 "A" Fates (issue 15). A campaign needs 2 distinct
 *   "A" Fates per player; fewer dealt refuse `new` without `fates` (setup/fates-unavailable).
 */
import type { Act, FateLetter, PlayerCount } from '../../../data/campaign/components.ts';
import { stepsBy } from '../../../data/campaign/fate-steps.ts';
import { FATES, objectiveStart, type FateDef } from '../../../data/campaign/fates.ts';
import { canSetUp as canSetUpFate, type FateRules } from './framework.ts';
import { fateRulesList } from './registry.ts';

export { canSetUp } from './framework.ts';

/** The Fates whose Act I setup the engine carries out. */
export const FATE_SETUPS: readonly FateRules[] = fateRulesList().filter((r) => r.acts.includes(1));

/** The Fates a campaign started by the engine of `rulesVersion` deals and draws (see above, and FateRules.dealtSince). */
export function dealtFates(rulesVersion: number): string[] {
  return fateRulesList().filter((r) => r.dealt === true && (r.dealtSince ?? 0) <= rulesVersion).map((r) => r.cardId);
}

/**
 * The Fates a new campaign deals (see above): every dealt one, as no Fate names a `dealtSince` after
 * this engine's STATE_VERSION (fate-versions.test.ts). Not read from versions.ts: that would close an
 * import cycle (versions → advance → … → this module) and leave STATE_VERSION unset when read here.
 */
export const DEALT_FATES: readonly string[] = fateRulesList().filter((r) => r.dealt === true).map((r) => r.cardId);

export function fateByCard(cardId: string): FateDef | undefined {
  return FATES.find((f) => f.cardId === cardId);
}

/** Fate card ids of a letter, in number order (the whole deck of that letter). */
export function fateCardsOf(letter: FateLetter): string[] {
  return FATES.filter((f) => f.letter === letter).map((f) => f.cardId);
}

/** What a Fate's setup card does in an Act: its setup card, objective side, starting space and the cards it moves. */
export function fateSetup(cardId: string, act: Act, players: PlayerCount) {
  const f = fateByCard(cardId);
  const a = f?.acts.find((x) => x.act === act);
  if (!f || !a || !canSetUpFate(cardId, act)) throw new Error(`no ${act} setup for ${cardId} (bug: check canSetUp)`);
  const steps = stepsBy(`${a.setup}A`, 'setup');
  return {
    setupCard: a.setup,
    objective: a.objective,
    marker: objectiveStart(a.start, players),
    playArea: steps.filter((x) => x.to === 'play-area').flatMap((x) => [...x.cards]),
    rulesBooklet: steps.filter((x) => x.to === 'rules-booklet').flatMap((x) => [...x.cards]),
    /** Steps other than gaining cards and adding them to the rules booklet. */
    other: steps.filter((x) => x.to !== 'play-area' && x.to !== 'rules-booklet'),
  };
}

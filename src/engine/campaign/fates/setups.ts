/**
 * The Fates the engine can carry, and their Act setups as data (campaign rulebook, Act I Setup,
 * Player Setup B-D). A Fate's card moves come from data/campaign/fate-steps.ts (its setup card's
 * "Gain …" / "Add … to the rules booklet" instructions); what a setup does besides moving cards
 * is listed here per Fate.
 *
 * Two lists, on purpose:
 * - FATE_SETUPS: Fates whose setup for an Act the engine carries out exactly. Act I: Steward
 *   (ARCS-F101A: gain Imperial Authority (02) and Dealmakers (03); gain the First Regent tile), and
 *   the four whose Act I setup only gains cards: Founder (F201A), Magnate (F301A), Advocate
 *   (F401A), Partisan (F601A); and Admiral (F701A: a card gained, an Edict to the rules booklet,
 *   the First Regent tile unless the Steward is in play). Caretaker and Believer need more (Golem
 *   tokens, the Faithful stack) and are not here.
 * - DEALT_FATES: the Fates a campaign deals (issue 14: "Fates are dealt from the implemented
 *   ones"): only Steward, whose setup issue 14's first slice carries. A Fate's own issue adds it.
 *   With one Fate, no campaign can deal 2 distinct Fates to each player: `new` without `fates` is
 *   refused (setup/fates-unavailable). Tests deal from FATE_SETUPS (setup.ts `dealFrom`).
 */
import { FATE_LETTER_OF_ACT, type Act, type FateLetter, type PlayerCount } from '../../../data/campaign/components.ts';
import { stepsBy } from '../../../data/campaign/fate-steps.ts';
import { FATES, objectiveStart, type FateDef } from '../../../data/campaign/fates.ts';

/** What a Fate's setup card does besides moving its cards. */
export interface FateSetupExtras {
  /** "Gain the First Regent tile" (Steward), "… unless the Steward is in play" (Admiral). */
  firstRegent?: 'always' | 'unless-steward';
}

export interface FateModule {
  cardId: string;
  /** Per Act the Fate has a setup for: the non-card steps of its setup card. */
  setups: Partial<Record<Act, FateSetupExtras>>;
}

/** Fates whose setups the engine carries out, by Fate card id. */
export const FATE_SETUPS: readonly FateModule[] = [
  // ARCS-F101A Steward Act I Setup: 1. Gain Imperial Authority (02) and Dealmakers (03). 2. Gain the First Regent tile.
  { cardId: 'ARCS-FATE01', setups: { 1: { firstRegent: 'always' } } },
  // ARCS-F201A: 1. Gain Parade Fleets (02).
  { cardId: 'ARCS-FATE02', setups: { 1: {} } },
  // ARCS-F301A: Gain Merchant League (02).
  { cardId: 'ARCS-FATE03', setups: { 1: {} } },
  // ARCS-F401A: Gain Guild Investigators (02) and Guild Overseers (03) (its When Secured waits for Act II).
  { cardId: 'ARCS-FATE04', setups: { 1: {} } },
  // ARCS-F601A: 1. Gain Informants (02) and Partisan Seizing (03).
  { cardId: 'ARCS-FATE06', setups: { 1: {} } },
  // ARCS-F701A: 1. Gain Imperial Officers (02). 2. Add the Use Imperial Foundries edict (03) to the rules booklet.
  // 3. Gain the First Regent tile unless the Steward is in play.
  { cardId: 'ARCS-FATE07', setups: { 1: { firstRegent: 'unless-steward' } } },
];

/** The Fates a new campaign deals (see above). */
export const DEALT_FATES: readonly string[] = ['ARCS-FATE01'];

export function fateModule(cardId: string): FateModule | undefined {
  return FATE_SETUPS.find((m) => m.cardId === cardId);
}

export function fateByCard(cardId: string): FateDef | undefined {
  return FATES.find((f) => f.cardId === cardId);
}

/** Fate card ids of a letter, in number order (the whole deck of that letter). */
export function fateCardsOf(letter: FateLetter): string[] {
  return FATES.filter((f) => f.letter === letter).map((f) => f.cardId);
}

/** Whether the engine can set this Fate up in this Act. */
export function canSetUp(cardId: string, act: Act): boolean {
  const f = fateByCard(cardId);
  return f !== undefined && f.letter === FATE_LETTER_OF_ACT[act] && fateModule(cardId)?.setups[act] !== undefined;
}

/** What a Fate's setup does in an Act: its setup card, objective side, cards to move and extras. */
export function fateSetup(cardId: string, act: Act, players: PlayerCount) {
  const f = fateByCard(cardId);
  const extras = fateModule(cardId)?.setups[act];
  const a = f?.acts.find((x) => x.act === act);
  if (!f || !a || !extras) throw new Error(`no ${act} setup for ${cardId} (bug: check canSetUp)`);
  const steps = stepsBy(`${a.setup}A`, 'setup');
  return {
    setupCard: a.setup,
    objective: a.objective,
    marker: objectiveStart(a.start, players),
    playArea: steps.filter((x) => x.to === 'play-area').flatMap((x) => [...x.cards]),
    rulesBooklet: steps.filter((x) => x.to === 'rules-booklet').flatMap((x) => [...x.cards]),
    /** Steps not carried out here (a Fate whose setup has them needs its module first). */
    other: steps.filter((x) => x.to !== 'play-area' && x.to !== 'rules-booklet'),
    extras,
  };
}

/**
 * What a seat (or the public) may see of the campaign (view.ts `viewFor` calls `campaignView`),
 * and the secret-choice frames.
 *
 * A secret choice (Act I Player Setup B: 1 of 2 "A" Fates; the Intermission's step F: the Fate for
 * the next Act) is any campaign frame with `drawn: string[][]` (the cards each seat drew, by seat)
 * and `chosen: (string | null)[]` (each seat's answer, null until given). The convention is the
 * whole contract: a new frame that keeps those two fields is hidden, counted as unrevealed
 * (secrets.ts) and checked by positions (each Fate card once) with no other change. Its `drawn`
 * and `chosen` stay in the stack, which no view shows; each seat sees only its own (`ownFateChoice`)
 * until the last answer is in and the frame reveals them all together (onto `campaign.seats`).
 */
import type { Frame, GameState, Seat } from '../types.ts';
import { summitView } from './summit/index.ts';
import type { CampaignState } from './types.ts';

/** A frame holding a simultaneous secret choice of cards (see above). */
export type SecretChoiceFrame = Frame & { drawn: string[][]; chosen: (string | null)[] };

export function isSecretChoiceFrame(f: Frame): f is SecretChoiceFrame {
  const x = f as unknown as Record<string, unknown>;
  return f.k.startsWith('campaign/') && Array.isArray(x.drawn) && Array.isArray(x.chosen);
}

/** The open secret choices, bottom of the stack first. */
export function secretChoiceFrames(s: GameState): SecretChoiceFrame[] {
  return s.stack.filter(isSecretChoiceFrame);
}

/**
 * The campaign as a seat (or the public) sees it: the undrawn Fate cards are counted, not listed;
 * while a secret choice is open the viewer sees its own drawn cards and its own answer, nobody
 * else's (those stay in the hidden stack until all are revealed together).
 */
export type CampaignView = Omit<CampaignState, 'fateDecks'> & {
  fateDeckCounts: Record<keyof CampaignState['fateDecks'], number>;
  /** Only in the viewer's own view, while a secret choice is open (the topmost one; `stage` tells Act I setup from the Intermission): its drawn cards and its answer. */
  ownFateChoice?: { drawn: string[]; chosen: string | null };
  /** While a Summit is open (scenarios): its caller, stage, open proposals with their consents, drafts and passed seats, the same for every viewer (all public: proposals are made in the open, summit/README.md). */
  summit?: NonNullable<ReturnType<typeof summitView>>;
};

export function campaignView(s: GameState, viewer: Seat | null): CampaignView {
  const c = s.campaign;
  if (!c) throw new Error('not a campaign game (bug)');
  const { fateDecks, ...rest } = structuredClone(c);
  const v: CampaignView = { ...rest, fateDeckCounts: { A: fateDecks.A.length, B: fateDecks.B.length, C: fateDecks.C.length } };
  const f = secretChoiceFrames(s).at(-1);
  // A choice that offers more than the cards drawn (the Intermission: the current Fate too) lists its `options`.
  const offered = f && viewer !== null ? ((f as { options?: string[][] }).options?.[viewer] ?? f.drawn[viewer]) : undefined;
  if (f && viewer !== null && offered) v.ownFateChoice = { drawn: [...offered], chosen: f.chosen[viewer] ?? null };
  // Believer: a Young Light placed next to a face-down (Copy) Faithful card does not show which one to the others.
  if (v.faithfulUnions) {
    v.faithfulUnions = v.faithfulUnions.map((u) => {
      const play = (s.round?.plays ?? []).find((p) => p.card === u.target);
      return play && play.mode === 'copy' && play.seat !== viewer ? { ...u, target: 'face-down' } : u;
    });
  }
  // Pathfinder (ARCS-F901A step 4): the Portal's planet is seen only by the player who wrote it down.
  if (v.portalRecord && v.portalRecord.seat !== viewer) delete v.portalRecord;
  const summit = summitView(s);
  if (summit) v.summit = summit;
  // Caretaker (ARCS-F501A, Golems ARCS-F505): a Sleeping Golem on the map hides which Golem it is ("Its Awake side is public if a player holds it").
  if (v.golems) v.golems = v.golems.map((g) => (!g.awake && !g.where.startsWith('seat-') && g.where !== 'hearth' ? { ...g, golem: 'sleeping' as never } : g));
  // Pirate (ARCS-F1208A, F1211): a face-down Rumor shows its face only to the Pirate and to seats with an agent on it.
  if (v.rumors) {
    const pirate = viewer !== null && c.seats[viewer]?.fate === 'ARCS-FATE12';
    v.rumors = v.rumors.map((r) => (r.up || pirate || (viewer !== null && (r.agents ?? []).includes(viewer)) ? r : { ...r, face: 'hidden' as const }));
  }
  // Conspirator (ARCS-F2303): Conspiracies are face down, and the supply would tell which were placed: their colours are the Conspirator's alone.
  if (v.conspiracies) {
    const owner = c.seats.findIndex((x) => x.playArea.includes('ARCS-F2303'));
    if (viewer === null || viewer !== owner) v.conspiracies = v.conspiracies.map((x) => ({ ...x, shows: 'hidden' as never }));
  }
  return v;
}

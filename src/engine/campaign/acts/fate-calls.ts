/**
 * The Acts' calls into the Fate framework (issue 14: "acts calls the Fate framework"): the card
 * moves of a Fate's setup card for an Act and of its Resolution card, and how many grand
 * ambitions a seat fulfils: the framework's own (campaign/fates/), re-exported here with the few
 * facts the Acts read of a seat's Fate.
 */
import { FATE_LETTER_OF_ACT, type Act, type PlayerCount } from '../../../data/campaign/components.ts';
import { fateSetRows } from '../../../data/campaign/cards.ts';
import { fateOfCard, objectiveStart, type FateActDef, type FateDef } from '../../../data/campaign/fates.ts';
import type { GameState, Seat } from '../../types.ts';
import { campaignOf } from '../state.ts';

/** The Fate a seat plays, and what it does in an Act (null: none, or no such Act in its set). */
export function seatFate(s: GameState, seat: Seat): FateDef | null {
  const id = campaignOf(s).seats[seat]?.fate ?? null;
  return id === null ? null : (fateOfCard(id) ?? null);
}

export function fateAct(fate: FateDef, act: Act): FateActDef | null {
  return fate.acts.find((a) => a.act === act) ?? null;
}

/** The objective side, goal and marker start of a seat's Fate in an Act (Act II & III Setup F-G). */
export function actObjective(s: GameState, seat: Seat, act: Act): { objective: string; marker: number | null; goal: FateActDef['goal'] } | null {
  const f = seatFate(s, seat);
  const a = f && fateAct(f, act);
  if (!a) return null;
  return { objective: a.objective, marker: objectiveStart(a.start, s.players.length as PlayerCount), goal: a.goal };
}

/** The seat's Fate letter (A/B/C), for the campaign's Power ties (p.8). */
export function fateLetter(s: GameState, seat: Seat): 'A' | 'B' | 'C' | null {
  return seatFate(s, seat)?.letter ?? null;
}

// The Fate framework (campaign/fates/framework.ts) carries out a Fate's setup and Resolution
// cards (their card moves to every destination, then the Fate's own code) and counts its grand
// ambitions.
export { fateResolutionFrames, fateSetupFrames, grandAmbitionsFulfilled } from '../fates/framework.ts';

/** Physical ids of every card of a Fate's set (two-sided cards once). */
export function fateSetCards(fate: FateDef): string[] {
  return [...new Set(fateSetRows(fate.fate).map((r) => r.card))];
}

/** The Fate letter drawn at the Intermission after `act` (F: "B" after Act I, "C" after Act II). */
export function nextLetter(act: 1 | 2): 'B' | 'C' {
  return FATE_LETTER_OF_ACT[(act + 1) as 2 | 3];
}

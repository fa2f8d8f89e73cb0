/**
 * The Acts' calls into the Fate framework (issue 14: "acts calls the Fate framework"): the card
 * moves of a Fate's setup card for an Act and of its Resolution card, and how many grand
 * ambitions a seat fulfils. The steward branch builds these in campaign/fates/ (`fateSetupFrames`,
 * `fateResolutionFrames`, `grandAmbitionsFulfilled`, with each Fate's own `setup` / `resolve` /
 * `grandAmbitions`); until it lands this adapter carries out the card moves of
 * data/campaign/fate-steps.ts itself and knows no Fate's own code.
 *
 * LEAD: point at fates/ — replace the three exported functions by re-exports of the framework's.
 */
import { FATE_LETTER_OF_ACT, type Act, type PlayerCount } from '../../../data/campaign/components.ts';
import { fateSetRows, findCampaignCard } from '../../../data/campaign/cards.ts';
import { stepsBy, type StepDestination } from '../../../data/campaign/fate-steps.ts';
import { fateOfCard, objectiveStart, type FateActDef, type FateDef } from '../../../data/campaign/fates.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
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

/**
 * Take a card out of where it is in play before it moves (a physical card is in one place): the
 * seat's play area first; else anywhere else in play. When several seats play the same Fate (only
 * with the test option `fates`), each has its own copy of the set, so only the seat's own play area
 * is searched: a card found nowhere comes from the seat's set, out of play.
 */
function takeOut(s: GameState, seat: Seat, id: string): boolean {
  const c = campaignOf(s);
  const own = c.seats[seat]!;
  const i = own.playArea.indexOf(id);
  if (i >= 0) {
    own.playArea.splice(i, 1);
    return true;
  }
  const fate = seatFate(s, seat);
  const ownSet = fate !== null && findCampaignCard(id)?.fate === fate.fate;
  if (ownSet && c.seats.filter((x) => x.fate === own.fate).length > 1) return true;
  const found = inPlay(s, id);
  for (const cs of c.seats) cs.playArea = cs.playArea.filter((x) => x !== id);
  c.rulesBooklet = c.rulesBooklet.map((slot) => slot.filter((x) => x !== id)).filter((slot) => slot.length > 0);
  s.courtDeck = s.courtDeck.filter((x) => x !== id);
  s.courtDiscard = s.courtDiscard.filter((x) => x !== id);
  // A Court card held by a player: the resources on it go back to the supply with it.
  for (const p of s.players) {
    for (const held of p.court.filter((x) => x.id === id)) for (const r of held.tokens) s.supply[r] += 1;
    p.court = p.court.filter((x) => x.id !== id);
  }
  // A card of the seat's own set found nowhere comes out of the set (the box); another card (an aid) found nowhere was moved already.
  return found || ownSet;
}

function inPlay(s: GameState, id: string): boolean {
  const c = campaignOf(s);
  return c.seats.some((x) => x.playArea.includes(id)) || c.rulesBooklet.some((slot) => slot.includes(id)) || s.courtDeck.includes(id)
    || s.courtDiscard.includes(id) || s.players.some((p) => p.court.some((x) => x.id === id)) || s.court.some((x) => x.card === id);
}

const MOVED: readonly StepDestination[] = ['play-area', 'court-deck', 'court-deck-top', 'rules-booklet', 'scrap'];

/** Carry out the card moves of one setup or Resolution branch for `seat` (data/campaign/fate-steps.ts). */
export function moveFateCards(s: GameState, seat: Seat, by: string, when: 'setup' | 'completed' | 'failed'): void {
  const c = campaignOf(s);
  for (const step of stepsBy(by, when)) {
    // LEAD: point at fates/ — destinations beyond these and partial steps belong to the Fates that have them (none is dealt yet).
    if (!MOVED.includes(step.to) || step.partial !== undefined) throw new Error(`${by}: "${step.to}" moves are not carried out yet (bug: the Fate is not dealt)`);
    for (const id of step.cards) {
      if (!takeOut(s, seat, id)) continue;
      if (step.to === 'play-area') c.seats[seat]!.playArea.push(id);
      else if (step.to === 'court-deck') s.courtDeck.push(id);
      else if (step.to === 'court-deck-top') s.courtDeck.unshift(id);
      else if (step.to === 'rules-booklet') c.rulesBooklet.push([id]);
      else c.scrap.push(id);
    }
  }
}

/** Act II & III Setup F: the card moves of the seat's setup card for `act` (its Setup side). LEAD: point at fates/ */
export function fateSetupFrames(s: GameState, seat: Seat, act: Act): Frame[] {
  const f = seatFate(s, seat);
  const a = f && fateAct(f, act);
  if (a) moveFateCards(s, seat, `${a.setup}A`, 'setup');
  return [];
}

/** Intermission A: the card moves of the seat's Resolution card for `act`. LEAD: point at fates/ */
export function fateResolutionFrames(s: GameState, seat: Seat, act: Act, completed: boolean): Frame[] {
  const f = seatFate(s, seat);
  const a = f && fateAct(f, act);
  if (a?.resolution) moveFateCards(s, seat, a.resolution, completed ? 'completed' : 'failed');
  return [];
}

/** Act III, an "A" or "B" Fate: grand ambitions fulfilled now (0-2). LEAD: point at fates/ (no Fate's check exists here). */
export function grandAmbitionsFulfilled(_s: GameState, _seat: Seat): number {
  return 0;
}

/** Physical ids of every card of a Fate's set (two-sided cards once). */
export function fateSetCards(fate: FateDef): string[] {
  return [...new Set(fateSetRows(fate.fate).map((r) => r.card))];
}

/** The Fate letter drawn at the Intermission after `act` (F: "B" after Act I, "C" after Act II). */
export function nextLetter(act: 1 | 2): 'B' | 'C' {
  return FATE_LETTER_OF_ACT[(act + 1) as 2 | 3];
}

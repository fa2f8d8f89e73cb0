/**
 * A campaign chapter's end (campaign rulebook, "The Campaign" p.8, "Grand Ambitions" and "Final
 * Objective" p.9): no Power threshold; an Act ends after CHAPTERS_IN_ACT[act] chapters (3, 3, 4);
 * Act III scores the grand ambitions of "A"/"B" Fates with the declared ambitions and checks the
 * final objectives of "C" Fates after scoring; the campaign's winner at the end of Act III.
 * frames/chapter.ts calls these in a campaign game.
 */
import { noteFired } from '../../fired.ts';
import { CHAPTER_TRACK_TILE, CHAPTERS_IN_ACT, FATE_LETTER_TIE_ORDER } from '../../../data/campaign/components.ts';
import { log, seatName, turnOrder } from '../../board.ts';
import { objectiveComplete } from '../fates/framework.ts';
import { dealHands } from '../../frames/chapter.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
import { campaignOf } from '../state.ts';
import { fateLetter, grandAmbitionsFulfilled } from './fate-calls.ts';
import { recordAct } from './history.ts';
// Last: effects.ts loads every effect module (import order matters for the cycle through them).
import { cardGrandAmbitions } from '../../effects.ts';

/** Power for grand ambitions fulfilled at the end of `chapter` (Chapter track, Act III side): one → the lower amount, both → the higher. */
export function grandAmbitionPower(chapter: number, fulfilled: number): number {
  const side = CHAPTER_TRACK_TILE.find((t) => t.side === 'act-3')!;
  const values = side.grandAmbitionPower[chapter as 1 | 2 | 3 | 4];
  if (!values || fulfilled <= 0) return 0;
  return fulfilled >= 2 ? values.both : values.one;
}

/**
 * Act III: "At the end of a chapter, grand ambitions are scored at the same time as declared
 * ambitions" — each seat whose Fate is an "A" or "B" one gains the chapter's Power for the grand
 * ambitions it fulfils (`fulfilled`: the Fate framework's count). Returns the Power gained per seat.
 */
export function scoreGrandAmbitions(s: GameState, fulfilled: (s: GameState, seat: Seat) => number = grandAmbitionsFulfilled): number[] {
  const c = campaignOf(s);
  const gains = s.players.map(() => 0);
  if (c.act !== 3) return gains;
  for (const seat of turnOrder(s)) {
    const letter = fateLetter(s, seat);
    // Pathfinder (ARCS-F906): Portal Seekers' grand ambition counts for its holder whatever its Fate (FAQ: a "C" Fate too); never more than two.
    const byCards = cardGrandAmbitions(s, seat);
    if (letter !== 'A' && letter !== 'B' && byCards === 0) continue;
    const own = letter === 'A' || letter === 'B' ? fulfilled(s, seat) : 0;
    const n = Math.min(2, own + byCards);
    const gain = grandAmbitionPower(s.chapter, n);
    if (gain === 0) continue;
    s.players[seat]!.power += gain;
    gains[seat] = gain;
    // The seat's Act III objective card (its grand ambitions) did something (tests' every-card-fires; fired.ts).
    const objective = c.seats[seat]?.objective;
    if (objective && own > 0) noteFired(s, objective);
    log(s, `Grand ambitions: ${seatName(s, seat)} fulfils ${n === 1 ? 'one' : 'both'} and gains ${gain} Power.`);
  }
  return gains;
}

/** The first of `seats` in turn order among those with the most Power (Fine Print, Tiebreakers). */
function mostPower(s: GameState, seats: readonly Seat[]): Seat {
  let best: Seat | null = null;
  for (const seat of turnOrder(s)) {
    if (!seats.includes(seat)) continue;
    if (best === null || s.players[seat]!.power > s.players[best]!.power) best = seat;
  }
  return best!;
}

/**
 * Final objectives (p.9): after scoring, a seat with a "C" Fate wins if its objective marker is at
 * 0 and it has at least 1 Power; among several, the one with the most Power (a further tie: turn
 * order, the rulebook's default tiebreaker). Null: nobody wins this way.
 */
export function finalObjectiveWinner(s: GameState): Seat | null {
  if (campaignOf(s).act !== 3) return null;
  const winners = s.players.filter((p) => fateLetter(s, p.seat) === 'C' && objectiveComplete(s, p.seat) && p.power >= 1).map((p) => p.seat);
  return winners.length === 0 ? null : mostPower(s, winners);
}

/**
 * The campaign's winner at the end of Act III (p.8): the most Power accumulated over all three
 * Acts (Power carries over, so the current Power); ties: "A" Fates over "B" over "C", then turn order.
 */
export function campaignWinner(s: GameState): Seat {
  const top = Math.max(...s.players.map((p) => p.power));
  const tied = s.players.filter((p) => p.power === top).map((p) => p.seat);
  const rank = (seat: Seat) => {
    const l = fateLetter(s, seat);
    return l === null ? FATE_LETTER_TIE_ORDER.length : FATE_LETTER_TIE_ORDER.indexOf(l);
  };
  const best = Math.min(...tied.map(rank));
  return turnOrder(s).find((seat) => tied.includes(seat) && rank(seat) === best)!;
}

function endCampaign(s: GameState, winner: Seat, reason: 'campaign-end' | 'final-objective'): void {
  // The log sheet's Act III: a "C" Fate's final objective completed or not (A and B Fates have none).
  recordAct(s, 3, s.players.map((p) => fateLetter(s, p.seat) === 'C' && objectiveComplete(s, p.seat)));
  s.ended = { winner, reason };
  s.round = null;
  s.turn = null;
  campaignOf(s).stage = 'over';
}

/** The 2-player mulligan of a new chapter or Act (keeps Event cards: campaign/frames.ts), then the stage back to 'play'. */
export function handsFrames(s: GameState): Frame[] {
  if (s.players.length !== 2) return [];
  return [{ k: 'campaign/mulligan', seat: (s.initiative + 1) % 2 }, { k: 'campaign/stage', stage: 'play' }];
}

/**
 * After a campaign chapter's scoring and clean-up (chapter/end 'next'): a final objective ends the
 * campaign; the last chapter of an Act starts the Intermission (Acts I-II) or ends the campaign
 * (Act III); otherwise the next chapter starts. Returns the frames to run next.
 */
export function campaignChapterNext(s: GameState): Frame[] {
  const c = campaignOf(s);
  const fo = finalObjectiveWinner(s);
  if (fo !== null) {
    endCampaign(s, fo, 'final-objective');
    log(s, `${seatName(s, fo)} completes their final objective with ${s.players[fo]!.power} Power and wins the campaign.`);
    return [];
  }
  if (s.chapter >= CHAPTERS_IN_ACT[c.act]) {
    if (c.act === 3) {
      const winner = campaignWinner(s);
      endCampaign(s, winner, 'campaign-end');
      log(s, `Act III ends, and with it the campaign. ${seatName(s, winner)} wins with ${s.players[winner]!.power} Power.`);
      return [];
    }
    log(s, `Act ${c.act === 1 ? 'I' : 'II'} ends after chapter ${s.chapter}. The Intermission begins.`);
    c.stage = 'intermission';
    s.round = null;
    s.turn = null;
    return [{ k: 'campaign/intermission', act: c.act, step: 'A', i: 0, completed: [] }];
  }
  s.chapter += 1;
  s.passes = 0;
  dealHands(s);
  log(s, `Chapter ${s.chapter} begins; everyone draws 6 action cards.`);
  return handsFrames(s);
}

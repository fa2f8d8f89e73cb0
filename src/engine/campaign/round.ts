/**
 * The campaign's rounds (spine): Event action cards played on a turn, the Imperial Council's return
 * at the round's end, the round-end event, and the 2-player mulligan that keeps Event cards.
 *
 * Sources: campaign rulebook "Events" p.12-13 (with its sidebars in campaign-rulebook.pdftotext.txt),
 * "Imperial Council" p.14, the Event card's text (cards.csv ARCS-F515, the same card as the 3
 * Event action cards: "Mirror Lead, Add Event to Round End"). No faq.csv row is about Event cards.
 *
 * Event cards (p.12): "On your turn, you may play an Event card. You cannot Lead it, Copy with it,
 * or discard it to seize the initiative. When you play it, you may take actions exactly like you
 * played the lead card. However, your Event card gives you no actions if a Rival played another
 * Event card earlier this round or secured the Imperial Council earlier this round". The worked
 * example fixes "like the lead card": "Lotus plays a "2" Construction card as the lead card. Dane
 * plays an Event, so he can take 4 Construction actions" — the lead card's suit and its action
 * pips (Construction 2 has 4). Sidebars: "If you have the initiative and only have Event cards,
 * you must pass the initiative." "If you play an event that gives you no actions, you can still
 * take Prelude actions." Event cards are played face up and discarded with the round's other
 * played cards (base rulebook, Step 4), so they return to the deck when hands are dealt.
 */
import type { ActionCardId, Suit } from '../../data/action-cards.ts';
import { IMPERIAL_COUNCIL } from '../../data/campaign/components.ts';
import { log, seatName } from '../board.ts';
import { choices } from '../choices.ts';
import { msg, type Msg } from '../messages.ts';
import { shuffleInPlace } from '../rng.ts';
import { opt, type Step } from '../step.ts';
import type { Frame, GameState, Seat } from '../types.ts';
import { EVENTS_HANDLERS } from './events/index.ts';
import { CARETAKER_EVENT_CARD, isEventCard } from './state.ts';
import { noteFired } from '../fired.ts';
import { playFace } from './faithful.ts';
import type { FaithfulEnd } from '../../data/campaign/components.ts';

/* ------------------------------------------------------------ Event cards */

/**
 * "Your Event card gives you no actions if a Rival played another Event card earlier this round or
 * secured the Imperial Council earlier this round" (p.12).
 */
export function eventGivesActions(s: GameState, seat: Seat): boolean {
  const r = s.round;
  if (!r) return false;
  if ((r.events ?? []).some((x) => x !== seat)) return false;
  return r.council === undefined || r.council === seat;
}

/** The actions an Event card gives: those of the lead card, as if the player had led it (its suit and pips), or none. */
export function eventActions(s: GameState, seat: Seat): { pips: number; suit: Suit | FaithfulEnd } {
  // Believer: after a Faithful lead card, its side (campaign/faithful.ts).
  const lead = playFace(s, s.round!.plays[0]!);
  return { pips: eventGivesActions(s, seat) ? lead.pips : 0, suit: lead.suit };
}

/**
 * The turn menu's Event option for a follower holding Event cards (never for the lead: "You cannot
 * Lead it"): the card and the option's label. The Event cards are identical, so one option is
 * offered, the first one in hand; its id is `event:<card>` (frames/flow.ts PLAY).
 */
export function eventOption(s: GameState, seat: Seat): { card: ActionCardId; label: Msg } | null {
  const card = s.players[seat]!.hand.find(isEventCard);
  if (card === undefined || !s.round || s.round.plays.length === 0) return null;
  const { pips, suit } = eventActions(s, seat);
  const suitMsg = suit === 'zeal' || suit === 'wisdom' ? msg(`campaign.believer.side.${suit}`) : msg(`core.suit.${suit}`);
  return { card, label: pips > 0 ? msg('campaign.event.play', { n: pips, suit: suitMsg }) : msg('campaign.event.none') };
}

/** Play an Event card: it joins the round's plays face up; the seat is recorded in `round.events`. Returns the pips it gives. */
export function playEvent(s: GameState, seat: Seat, card: ActionCardId): number {
  const round = s.round!;
  const { pips, suit } = eventActions(s, seat);
  const hand = s.players[seat]!.hand;
  hand.splice(hand.indexOf(card), 1);
  round.plays.push({ seat, card, mode: 'event', seizeCard: null });
  (round.events ??= []).push(seat);
  // Caretaker (ARCS-F515): its extra Event card is a Fate Set card: played, it fired.
  if ((card as string) === CARETAKER_EVENT_CARD) noteFired(s, card);
  const who = seatName(s, seat);
  if (pips > 0) log(s, `${who} plays an Event card and takes actions like the lead card (${pips} ${suit} ${pips === 1 ? 'action' : 'actions'}).`);
  else log(s, `${who} plays an Event card; it gives no actions, as ${round.council !== undefined && round.council !== seat ? 'the Imperial Council was secured' : 'a Rival played an Event card'} earlier this round.`);
  return pips;
}

/** Cards of a hand that may be played to Lead, Copy, Surpass or Pivot, or discarded to seize: all but Event cards. */
export function nonEventCards(hand: readonly ActionCardId[]): ActionCardId[] {
  return hand.filter((c) => !isEventCard(c));
}

/* ---------------------------------------------------------- round end */

/**
 * The Council secured this round goes back to the Court, leftmost, on its Decided side: "At the end
 * of that round, return the Imperial Council card to the Court on its Decided side, then resolve
 * the following" (p.14). Nothing if it is already back (a card flipped it early: FAQ, Council
 * Insiders / Council Intrigue, "return it to the Court").
 */
export function returnCouncil(s: GameState): void {
  const r = s.round;
  if (!r || r.council === undefined || s.court.some((c) => c.card === IMPERIAL_COUNCIL.cardId)) return;
  s.court.unshift({ card: IMPERIAL_COUNCIL.cardId, agents: s.players.map(() => 0) });
  log(s, `The Imperial Council returns to the Court on its ${s.campaign!.council === 'decided' ? 'Decided' : 'In Session'} side.`);
}

/** Whether the events area has a handler for the frame kind yet (the guard the lead removes at merge). */
function handled(kind: string): boolean {
  return kind in EVENTS_HANDLERS;
}

/**
 * The round's event, run "just after checking whether initiative changes" (p.13): the Council's
 * resolution (`campaign/council`, the securer) if the Council was secured this round ("resolve the
 * Council and do not resolve the Event card", p.13-14), else one `campaign/event` if any Event card
 * was played ("If multiple Event cards were played, only resolve one", p.13). The played cards stay
 * on the table until Step 4 (base rulebook, Step 4: Discard Cards), after the event.
 *
 * GUARD (until the events branch lands): the frames are returned only if their handler exists.
 */
export function roundEndEvents(s: GameState): Frame[] {
  const r = s.round;
  if (!s.campaign || !r) return [];
  if (r.council !== undefined) return handled('campaign/council') ? [{ k: 'campaign/council', seat: r.council } as unknown as Frame] : [];
  if ((r.events ?? []).length > 0) return handled('campaign/event') ? [{ k: 'campaign/event' } as unknown as Frame] : [];
  return [];
}

/* ----------------------------------------------------------- mulligan */

/** Option ids of the mulligan (the same as the base game's): `keep`, `redraw`. */
export const MULLIGAN = choices({ keep: {}, redraw: {} });

/**
 * 2-player mulligan in the campaign (Act I Player Setup J; "Two-Player Mulligans", p.12: "you must
 * keep any Event cards in your hand and only draw the number of action cards you discarded").
 * Null when the hand holds only Event cards (nothing to discard).
 */
export function campaignMulliganAsk(s: GameState, seat: Seat): Step | null {
  const n = nonEventCards(s.players[seat]!.hand).length;
  if (n === 0) return null;
  return {
    t: 'ask',
    seat,
    prompt: msg('campaign.mulligan.prompt', { n }),
    options: [opt(MULLIGAN.id('keep'), msg('campaign.mulligan.keep')), opt(MULLIGAN.id('redraw'), msg('campaign.mulligan.redraw', { n }))],
    secret: true,
  };
}

/** The mulligan taken: the cards other than Event cards are discarded and as many drawn. */
export function campaignMulliganRedraw(s: GameState, seat: Seat): void {
  const p = s.players[seat]!;
  const out = nonEventCards(p.hand);
  // The new cards come from the cards not in hands; the discarded ones go to the discard pile after.
  const pool = shuffleInPlace(s.rng, [...s.actionDiscard]);
  const fresh = pool.splice(0, out.length);
  s.actionDiscard = [...pool, ...out];
  p.hand = [...p.hand.filter(isEventCard), ...fresh];
  log(s, `${seatName(s, seat)} discards ${out.length} action ${out.length === 1 ? 'card' : 'cards'} and draws as many.`);
}

/**
 * Chapter and round structure (base rulebook, Playing a Chapter, Ending a Chapter).
 */
import { actionCard, AMBITIONS, suitName, type ActionCardId, type ActionKind, type Ambition, type Suit } from '../../data/action-cards.ts';
import { AMBITION_MARKERS, AMBITION_NAMES } from '../../data/board.ts';
import { log, seatName } from '../board.ts';
import { shuffleInPlace } from '../rng.ts';
import { call, done, opt, thenRun, type Handler, type Step } from '../step.ts';
import { choices, field } from '../choices.ts';
import { msg, type Msg, type Text } from '../messages.ts';
import type { Frame, FrameOf, GameState, Play, Seat } from '../types.ts';
import { endChapterNow } from './chapter.ts';
import { declareAlternatives, declaresInstead, declareTriggers, fired, heldEffects, initiativeGained, mayDeclareNow, notForbidden, permits, playedCard, playTriggers, seizeWayItems, simultaneous, skipsZeroMarker, surpassInitiativeFrames } from '../effects.ts';
import { roundEndUnions } from '../court/unions.ts';
import { campaignMulliganAsk, campaignMulliganRedraw, eventOption, nonEventCards, playEvent, returnCouncil, roundEndEvents } from '../campaign/round.ts';
// Believer (ARCS-F813): Faithful action cards, played on a Zeal or Wisdom side.
import { cardFace, declarable, faithfulSides, faithfulUnionsAtRoundEnd, isFaithfulCard, noteFaithfulLeadDeclared, noteFaithfulSide, placeIdeal, playFace } from '../campaign/faithful.ts';
import type { FaithfulEnd } from '../../data/campaign/components.ts';

export const HAND_SIZE = 6;

function hasCards(s: GameState, seat: Seat): boolean {
  return s.players[seat]!.hand.length > 0;
}

function nextClockwiseWithCards(s: GameState, from: Seat): Seat | null {
  const n = s.players.length;
  for (let i = 1; i <= n; i++) {
    const seat = (from + i) % n;
    if (hasCards(s, seat)) return seat;
  }
  return null;
}

/** The bottom frame: starts rounds, hands out turns, ends rounds and chapters. */
export const gameFlow: Handler<FrameOf<'game'>> = {
  step(s) {
    if (s.ended) return { t: 'idle' };
    const everyoneEmpty = s.players.every((p) => p.hand.length === 0);
    if (s.round === null) {
      if (everyoneEmpty) return call({ k: 'chapter/end', phase: 'score' });
      const leader = s.initiative;
      if (!hasCards(s, leader)) {
        // Passing the initiative: a holder with no cards must pass (Playing a Chapter, Passing Initiative).
        const next = nextClockwiseWithCards(s, leader)!;
        log(s, `${seatName(s, leader)} has no cards and passes the initiative to ${seatName(s, next)}.`);
        s.initiative = next;
        initiativeGained(s, next, 'pass'); // Partisan (ARCS-F601B)
        return call();
      }
      const n = s.players.length;
      s.round = { leader, plays: [], declared: null, seized: null, queue: Array.from({ length: n - 1 }, (_, i) => (leader + 1 + i) % n) };
      return call({ k: 'turn/play', seat: leader });
    }
    const round = s.round;
    while (round.queue.length > 0) {
      const seat = round.queue.shift()!;
      // Step 2: players with no cards in hand skip their turn.
      if (hasCards(s, seat)) return call({ k: 'turn/play', seat });
    }
    return endRound(s);
  },
  resume: () => done,
};

/**
 * Step 3 and 4 of a round: check initiative, discard played cards. Campaign: "just after checking
 * whether initiative changes" the Imperial Council secured this round returns to the Court and the
 * round's event runs (campaign rulebook, Events p.13, Imperial Council p.14; campaign/round.ts);
 * the played cards stay on the table until Step 4, after it (`round.ending` marks the wait).
 */
function endRound(s: GameState): Step {
  const round = s.round!;
  if (!round.ending) {
    // Partisan (ARCS-F625): a seat that got the initiative from Surpassing may act on it now.
    const surpassed = checkInitiative(s);
    if (s.campaign) {
      returnCouncil(s);
      const events = [...surpassed, ...roundEndEvents(s)];
      if (events.length > 0) {
        round.ending = true;
        return call(...events);
      }
    }
  }
  discardPlayed(s);
  return call();
}

/** Step 3: check initiative. Returns the frames of effects on getting it by Surpassing (campaign: Sower of Division). */
function checkInitiative(s: GameState): Frame[] {
  const round = s.round!;
  if (round.seized === null) {
    // Give the initiative to the player who Surpassed with the highest card number.
    let best: Play | null = null;
    for (const p of round.plays) {
      if (p.mode === 'surpass' && (!best || playFace(s, p).number > playFace(s, best).number)) best = p;
    }
    if (best && best.seat !== s.initiative) {
      s.initiative = best.seat;
      log(s, `${seatName(s, best.seat)} Surpassed highest and takes the initiative.`);
      initiativeGained(s, best.seat, 'surpass'); // Partisan (ARCS-F601B)
      return surpassInitiativeFrames(s, best.seat);
    }
  }
  return [];
}

/** Step 4: discard the played cards (Event cards too), then the round is over. */
function discardPlayed(s: GameState): void {
  const round = s.round!;
  // Unions: the card placed next to a played card draws it into the holder's hand (ARCS-BC04/05/10/11).
  // Believer (ARCS-F816/F818/F825): The Young Light, The Prodigal One, The Prophet draw their Faithful card.
  const drawn = [...roundEndUnions(s), ...faithfulUnionsAtRoundEnd(s)];
  for (const p of round.plays) {
    if (!drawn.includes(p.card)) s.actionDiscard.push(p.card);
    if (p.seizeCard) s.actionDiscard.push(p.seizeCard);
  }
  s.round = null;
}

/** Option ids of the mulligan: `keep`, `redraw`. */
const MULLIGAN = choices({ keep: {}, redraw: {} });

/** 2 players: the player without initiative may discard their 6 cards and draw 6 new ones. */
export const mulligan: Handler<FrameOf<'mulligan'>> = {
  step(s, f) {
    // Campaign: Event cards are kept and only the discarded cards are replaced ("Two-Player Mulligans", campaign rulebook p.12).
    if (s.campaign) return campaignMulliganAsk(s, f.seat) ?? done;
    return {
      t: 'ask',
      seat: f.seat,
      prompt: msg('turn.mulligan', { n: HAND_SIZE }),
      options: [opt(MULLIGAN.id('keep'), msg('turn.mulligan.keep')), opt(MULLIGAN.id('redraw'), msg('turn.mulligan.redraw', { n: HAND_SIZE }))],
      secret: true,
    };
  },
  resume(s, f, choice) {
    if (s.campaign) {
      if (MULLIGAN.read(choice).tag === 'redraw') campaignMulliganRedraw(s, f.seat);
      return done;
    }
    if (MULLIGAN.read(choice).tag === 'redraw') {
      const p = s.players[f.seat]!;
      // The new hand comes from the cards not in hands; the old hand is then discarded.
      const pool = shuffleInPlace(s.rng, [...s.actionDiscard]);
      const fresh = pool.slice(0, HAND_SIZE);
      s.actionDiscard = [...pool.slice(HAND_SIZE), ...p.hand];
      p.hand = fresh;
      log(s, `${seatName(s, f.seat)} takes a mulligan and draws a new hand.`);
    }
    return done;
  },
};

function canDeclare(s: GameState, card: ActionCardId, seat?: Seat): Ambition[] {
  const a = cardFace(s, card).ambition;
  if (a === null) return [];
  // You cannot declare if all ambition markers are already placed.
  if (availableMarkers(s).length === 0) return [];
  const all = a === 'any' ? [...AMBITIONS] : [a];
  // Believer (ARCS-F823/F828/F830): the Ideals limit what may be declared.
  if (seat === undefined) return all;
  // Believer (ARCS-F823/F828/F830): the Ideals limit what may be declared. Guardian (ARCS-F2003): Ire of the Tycoons forbids Tycoon.
  // Peacekeeper (ARCS-F1502 Oath of Peace): a card may forbid declaring one ambition.
  return notForbidden(s, seat, declarable(s, seat, all)).filter((x) => !s.campaign || permits(s, seat, { t: 'declare', ambition: x }));
}

export function availableMarkers(s: GameState) {
  // Guardian (ARCS-F2004): markers declared on the Edenguard ambition are placed too; Naturalist (ARCS-F2104): so are those on the Blightkin tile.
  const placed = new Set([...Object.values(s.ambitions).flat(), ...(s.campaign?.edenguard ?? []), ...(s.campaign?.blightkin ?? [])]);
  return s.markers.filter((m) => !placed.has(m.id));
}

export function markerValues(id: string, flipped: boolean): readonly [number, number] {
  const def = AMBITION_MARKERS.find((m) => m.id === id)!;
  return flipped ? def.orange : def.blue;
}

/** An action card by suit and number: "Aggression 5" (Believer: "Faithful 4", with its side when played on one). */
function actionCardMsg(card: ActionCardId, side?: FaithfulEnd): Msg {
  if (isFaithfulCard(card)) {
    const n = cardFace(null, card).number;
    return side ? msg('campaign.believer.card.side', { number: n, side: msg(`campaign.believer.side.${side}`) }) : msg('campaign.believer.card', { number: n });
  }
  const c = actionCard(card);
  return msg('turn.card', { suit: msg(`core.suit.${c.suit}`), number: c.number });
}

/** An action card to play: "Aggression 5 (2 pips)". */
function playMsg(card: ActionCardId, side?: FaithfulEnd): Msg {
  return msg('turn.card.pips', { card: actionCardMsg(card, side), pips: cardFace(null, card).pips });
}

/** The lead card's suit as a message (Believer: a Faithful card's side). */
function suitMsg(suit: string): Msg {
  return suit === 'zeal' || suit === 'wisdom' ? msg(`campaign.believer.side.${suit}`) : msg(`core.suit.${suit}`);
}

/**
 * Option ids of playing a card: `lead:<card>`, `pass`, `surpass:<card>`, `pivot:<card>`, `copy:<card>`;
 * campaign: `event:<card>` (an Event card, campaign/round.ts).
 */
// Believer: a Faithful card played face up names its side, `lead:ARCS-F804:zeal` (other cards' ids are unchanged).
const SIDE = field.optional(field.oneOf('zeal', 'wisdom'));
const PLAY = choices({ lead: { card: field.word, side: SIDE }, pass: {}, surpass: { card: field.word, side: SIDE }, pivot: { card: field.word, side: SIDE }, copy: { card: field.word }, event: { card: field.word } });

function playLabel(card: ActionCardId, side?: FaithfulEnd): string {
  if (isFaithfulCard(card)) {
    const f = cardFace(null, card, side);
    return `Faithful ${f.number}${side ? ` on its ${side === 'zeal' ? 'Zeal' : 'Wisdom'} side` : ''} (${f.pips} pip${f.pips === 1 ? '' : 's'})`;
  }
  const c = actionCard(card);
  return `${suitName(c.suit)} ${c.number} (${c.pips} pip${c.pips === 1 ? '' : 's'})`;
}

/** The sides a card may be played face up on: a Faithful card's allowed sides, else one play with no side. */
function sidesOf(s: GameState, card: ActionCardId): (FaithfulEnd | undefined)[] {
  return isFaithfulCard(card) ? faithfulSides(s) : [undefined];
}

/** The number of the lead card: 0 once an ambition was declared with it (the zero marker). */
function leadNumber(s: GameState): number {
  const lead = s.round!.plays[0]!;
  return s.round!.declared && !s.round!.noZero ? 0 : playFace(s, lead).number;
}

export const turnPlay: Handler<FrameOf<'turn/play'>> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    const round = s.round!;
    const options = [];
    // Event cards (campaign) cannot lead, Surpass, Pivot or Copy: they have their own option.
    const hand = nonEventCards(p.hand);
    if (round.plays.length === 0) {
      // "If you have the initiative and only have Event cards, you must pass the initiative" (campaign rulebook p.12).
      for (const c of hand) for (const side of sidesOf(s, c)) options.push(opt(PLAY.id('lead', { card: c, side }), msg('turn.play.lead', { card: playMsg(c, side) })));
      options.push(opt(PLAY.id('pass'), msg('turn.play.pass')));
      return { t: 'ask', seat: f.seat, prompt: msg('turn.play.initiative'), options, secret: true };
    }
    const lead = playFace(s, round.plays[0]!);
    const leadNo = leadNumber(s);
    // Believer (ARCS-F813): a Faithful card's suit is the side it is played on.
    for (const c of hand) {
      for (const side of sidesOf(s, c)) {
        const card = cardFace(s, c, side);
        if (card.suit === lead.suit && card.number > leadNo) options.push(opt(PLAY.id('surpass', { card: c, side }), msg('turn.play.surpass', { card: playMsg(c, side) })));
      }
    }
    for (const c of hand) {
      for (const side of sidesOf(s, c)) {
        const card = cardFace(s, c, side);
        if (card.suit !== lead.suit) options.push(opt(PLAY.id('pivot', { card: c, side }), msg('turn.play.pivot', { card: playMsg(c, side) })));
      }
    }
    const event = eventOption(s, f.seat);
    for (const c of hand) options.push(opt(PLAY.id('copy', { card: c }), msg('turn.play.copy', { card: actionCardMsg(c), suit: suitMsg(lead.suit) })));
    if (event) options.push(opt(PLAY.id('event', { card: event.card }), event.label));
    const leadCard = lead.faithful ? actionCardMsg(round.plays[0]!.card, round.plays[0]!.side) : msg('turn.card', { suit: suitMsg(lead.suit), number: leadNo });
    return { t: 'ask', seat: f.seat, prompt: msg('turn.play.follow', { card: leadCard }), options, secret: true };
  },
  resume(s, f, choice) {
    const p = s.players[f.seat]!;
    const round = s.round!;
    const ch = PLAY.read(choice);
    if (ch.tag === 'pass') return passInitiative(s, f.seat);
    if (ch.tag === 'event') return playEventTurn(s, f.seat, ch.card as ActionCardId);
    const mode: Play['mode'] = ch.tag;
    const cardId = ch.card as ActionCardId;
    const side = ch.tag === 'copy' ? undefined : ch.side;
    p.hand.splice(p.hand.indexOf(cardId), 1);
    const card = cardFace(s, cardId, side);
    const play: Play = { seat: f.seat, card: cardId, mode, seizeCard: null };
    if (side !== undefined) play.side = side;
    round.plays.push(play);
    // Believer (ARCS-F804-F812): a Faithful action card played face up (tests' every-card-fires; fired.ts).
    if (card.faithful && side !== undefined) {
      fired(s, cardId);
      noteFaithfulSide(s); // Believer (ARCS-F813, F822A/B): the side it is placed on
    }
    s.turn = { seat: f.seat, taxed: [], shipyards: [], work: {} };
    playedCard(s, f.seat, play); // Partisan (ARCS-F615B)
    const who = seatName(s, f.seat);
    const push: Frame[] = [];
    const leadFace = playFace(s, round.plays[0]!);
    // Believer: a Faithful lead card has no suit; its side's actions are what a Psionic allows.
    const leadSuit: Suit = leadFace.faithful ? 'administration' : (leadFace.suit as Suit);
    const actions = (pips: number, allowed: readonly ActionKind[]): Frame => ({
      k: 'turn/actions', seat: f.seat, pips, allowed: [...allowed], leadSuit, prelude: true, weapon: false, spent: [],
      ...(leadFace.faithful ? { leadActions: [...leadFace.actions] } : {}),
    });
    if (mode === 'lead') {
      s.passes = 0;
      log(s, `${who} leads ${playLabel(cardId, side)}.`);
      if (canDeclare(s, cardId).length > 0) push.push({ k: 'turn/declare', seat: f.seat, card: cardId });
      push.push(actions(card.pips, card.actions));
    } else {
      if (mode === 'copy') log(s, `${who} copies with a face-down card.`);
      else log(s, `${who} ${mode === 'surpass' ? 'Surpasses' : 'Pivots'} with ${playLabel(cardId, side)}.`);
      // Seizing: Surpassing with a 7 seizes, unless the initiative was already seized this round.
      const before: { label: Text; frames: Frame[] }[] = [];
      if (mode === 'surpass' && card.seizes && round.seized === null && f.seat !== s.initiative) {
        seize(s, f.seat, null);
      } else before.push(...seizeOptions(s, f.seat));
      // Surpass/Pivot modifiers (Galactic Bards) happen before any action; with seizing, in either order (FAQ).
      if (mode === 'surpass' || mode === 'pivot') before.push(...playTriggers(s, f.seat, play));
      push.push(...simultaneous(s, before));
      if (mode === 'surpass') push.push(actions(card.pips, card.actions));
      else if (mode === 'copy') push.push(actions(1, leadFace.actions));
      else push.push(actions(1, card.actions));
    }
    push.push({ k: 'turn/end', seat: f.seat });
    return thenRun(...push);
  },
};

/**
 * A turn played with an Event card (campaign rulebook p.12): actions like the lead card (none after
 * a Rival's Event card or the Council this round), Prelude actions allowed either way; the player
 * may still seize the initiative with another card (only the Event card cannot be discarded to seize).
 */
function playEventTurn(s: GameState, seat: Seat, cardId: ActionCardId): Step {
  const round = s.round!;
  const pips = playEvent(s, seat, cardId);
  s.turn = { seat, taxed: [], shipyards: [], work: {} };
  const leadFace = playFace(s, round.plays[0]!);
  const leadSuit: Suit = leadFace.faithful ? 'administration' : (leadFace.suit as Suit);
  const before: { label: Text; frames: Frame[] }[] = [];
  before.push(...seizeOptions(s, seat));
  return thenRun(
    ...simultaneous(s, before),
    // Believer: after a Faithful lead card, its side's actions.
    { k: 'turn/actions', seat, pips, allowed: [...leadFace.actions], leadSuit, prelude: true, weapon: false, spent: [], ...(leadFace.faithful ? { leadActions: [...leadFace.actions] } : {}) },
    { k: 'turn/end', seat },
  );
}

/**
 * Ways to seize the initiative on playing a card: discarding a second action card (not an Event
 * card), unless a card forbids it (Partisan Seizing F603/F616), and the ways cards add (Partisan Seizing).
 */
function seizeOptions(s: GameState, seat: Seat): { label: Text; frames: Frame[] }[] {
  if (!canSeize(s, seat)) return [];
  const out: { label: Text; frames: Frame[] }[] = [];
  if (nonEventCards(s.players[seat]!.hand).length > 0 && permits(s, seat, { t: 'seize-discard' })) out.push({ label: msg('turn.seize.option'), frames: [{ k: 'turn/seize', seat }] });
  if (s.campaign) out.push(...seizeWayItems(s, seat));
  return out;
}

/** Seize the initiative: you cannot if you have it or if it was already seized this round (Glossary). */
export function canSeize(s: GameState, seat: Seat): boolean {
  return s.round !== null && s.round.seized === null && s.initiative !== seat;
}

export function seize(s: GameState, seat: Seat, extra: ActionCardId | null, how?: string): void {
  const round = s.round!;
  round.seized = seat;
  s.initiative = seat;
  initiativeGained(s, seat, 'seize'); // Partisan (ARCS-F601B)
  if (extra) {
    const play = round.plays[round.plays.length - 1]!;
    play.seizeCard = extra;
  }
  log(s, `${seatName(s, seat)} seizes the initiative${how ?? (extra ? ' with an extra face-down card' : ' by Surpassing with a 7')}.`);
}

/** Passing the initiative ends the round at once; if everyone with cards passes in a row, the chapter ends. */
function passInitiative(s: GameState, seat: Seat): Step {
  const withCards = s.players.filter((p) => p.hand.length > 0).length;
  s.passes += 1;
  const next = nextClockwiseWithCards(s, seat) ?? seat;
  log(s, `${seatName(s, seat)} passes the initiative to ${seatName(s, next)}.`);
  s.initiative = next;
  initiativeGained(s, next, 'pass'); // Partisan (ARCS-F601B)
  s.round = null;
  s.turn = null;
  if (s.passes >= withCards) {
    log(s, 'Everyone with cards has passed: the chapter ends.');
    endChapterNow(s);
  }
  return done;
}

/** Option ids of declaring with the lead card: `declare:<ambition>`, `no`. */
const DECLARE = choices({ declare: { ambition: field.oneOf(...AMBITIONS) }, alt: { key: field.word }, no: {} });

/** Guardian (ARCS-F2004): the rules-booklet ambitions declarable instead of one the card allows (option `alt:<key>`). */
function alternativeOptions(s: GameState, card: ActionCardId) {
  const a = cardFace(s, card).ambition;
  if (a === null || availableMarkers(s).length === 0) return [];
  return declareAlternatives(s, a === 'any' ? [...AMBITIONS] : [a]).map(({ alt }) => opt(DECLARE.id('alt', { key: alt.key }), alt.label));
}

export const turnDeclare: Handler<FrameOf<'turn/declare'>> = {
  step(s, f) {
    // A held card may forbid declaring now (Feastbringer, ARCS-LEAD07, Generous).
    const options = mayDeclareNow(s, f.seat) ? canDeclare(s, f.card, f.seat).map((a) => opt(DECLARE.id('declare', { ambition: a }), msg('turn.declare', { ambition: msg(`core.ambition.${a}`) }))) : [];
    if (s.campaign && mayDeclareNow(s, f.seat)) options.push(...alternativeOptions(s, f.card));
    options.push(opt(DECLARE.id('no'), msg('turn.declare.no')));
    return { t: 'ask', seat: f.seat, prompt: msg('turn.declare.prompt'), options };
  },
  resume(s, f, choice) {
    const ch = DECLARE.read(choice);
    if (ch.tag === 'no') return done;
    if (ch.tag === 'alt') {
      const alt = declareAlternatives(s, [...AMBITIONS]).find((x) => x.alt.key === ch.key)!;
      return thenRun(...alt.alt.declare(s, f.seat, true));
    }
    const ambition = ch.ambition;
    noteFaithfulLeadDeclared(s, f.card); // Believer (ARCS-F814 Pluralistic Faith)
    // Secret Order (ARCS-BC18): declaring Keeper or Empath places no zero marker.
    const zero = !skipsZeroMarker(s, f.seat, ambition);
    // Believer: Secret Order is also ARCS-F819/F826 (the card whose effect skips it fires).
    if (!zero) fired(s, heldEffects(s, f.seat).find((e) => e.noZeroMarker?.(ambition) === true)?.id ?? 'ARCS-BC18');
    return thenRun(...declareAmbition(s, f.seat, ambition, zero));
  },
};

/**
 * Declare an ambition: take the highest-value available marker (Declaring an Ambition). `zero`:
 * the zero marker goes on the lead card. Returns the frames of "when you declare" effects.
 */
export function declareAmbition(s: GameState, seat: Seat, ambition: Ambition, zero: boolean): Frame[] {
  const best = availableMarkers(s).sort((a, b) => markerValues(b.id, b.flipped)[0] - markerValues(a.id, a.flipped)[0])[0]!;
  // Conspirator (ARCS-F2303 Conspiracies): "you do not place an ambition marker … Instead, you place a Conspiracy".
  const instead = declaresInstead(s, seat, ambition);
  if (!instead) s.ambitions[ambition].push(best.id);
  if (s.round && s.round.declared === null) {
    s.round.declared = ambition;
    if (!zero) s.round.noZero = true;
  }
  const [first, second] = markerValues(best.id, best.flipped);
  log(s, `${seatName(s, seat)} declares ${AMBITION_NAMES[ambition]} (${instead ? 'a Conspiracy instead of a marker' : `marker ${first}/${second}`})${zero ? '' : ', without the zero marker'}.`);
  // Believer (ARCS-F823 Doctrinal Faith, F830 Dominant Faith): a Faithful play places an Ideal on an ambition with none.
  const ideal = placeIdeal(s, seat, ambition);
  if (ideal) log(s, `An Ideal marker showing ${ideal === 'zeal' ? 'Zeal' : 'Wisdom'} is placed on ${AMBITION_NAMES[ambition]}.`);
  return [...(instead ?? []), ...declareTriggers(s, seat, ambition)];
}

/** Option ids of seizing with an extra card: `seize:<card>`, `no`. */
const SEIZE = choices({ seize: { card: field.word }, no: {} });

export const turnSeize: Handler<FrameOf<'turn/seize'>> = {
  step(s, f) {
    // Campaign: an Event card cannot be discarded to seize the initiative (campaign rulebook p.12).
    const options = nonEventCards(s.players[f.seat]!.hand).map((c) => opt(SEIZE.id('seize', { card: c }), msg('turn.seize', { card: actionCardMsg(c) })));
    options.unshift(opt(SEIZE.id('no'), msg('turn.seize.no')));
    return { t: 'ask', seat: f.seat, prompt: msg('turn.seize.prompt'), options, secret: true };
  },
  resume(s, f, choice) {
    const ch = SEIZE.read(choice);
    if (ch.tag === 'no') return done;
    const card = ch.card as ActionCardId;
    const hand = s.players[f.seat]!.hand;
    hand.splice(hand.indexOf(card), 1);
    seize(s, f.seat, card);
    return done;
  },
};

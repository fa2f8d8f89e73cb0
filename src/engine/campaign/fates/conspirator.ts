/**
 * Fate 23, the Conspirator (ARCS-FATE23; Fate Set ARCS-F2301…F2305), a "C" Fate (Act III): its
 * setup, final objective, and the effects of every card of its set. Card moves are data
 * (data/campaign/fate-steps.ts). Each entry quotes the printed text (cards.csv) with errata.md
 * (Foiling Conspiracies: "When a Rival of the Conspirator secures …") and the FAQ (Farseers,
 * Conspiracies, Foiling Conspiracies, Commonwealth Ambition).
 *
 * The Conspiracy tokens (F2301A 3: "Collect the 8 Conspiracy tokens—2 per player color. (Even if
 * you don't have all 4 players!)") are CampaignState.conspiracies: each shows a colour and lies in
 * the Conspirator's supply (`on` null) or face down on an ambition box. Secret: the colour of every
 * token, on a box or in the supply (the supply's tokens would tell which colours were placed), is
 * seen by the Conspirator alone (campaign/view.ts); the log never names a face-down token's colour.
 *
 * Choices made (also in the report):
 * - Conspiracies: declaring places no ambition marker (the Available marker stays where it is; the
 *   declared box gets the Conspiracy); with no Conspiracy left in the supply the Conspirator cannot
 *   declare (the card gives no other way). Declaring still counts as declaring (FAQ: Farseers etc.).
 * - "Refill the Court with a Guild card you have": a held Guild card or a Fate Guild card in the
 *   play area (Farseers) takes the secured card's spot; the card the deck had put there goes back
 *   on top of the Court deck (as if the Court had been refilled from the hand, not the deck).
 * - "Showing a player in first place for the ambition or tied for it": scoring's places (chapter.ts
 *   rankAmbition: first alone, or tied at the top). A colour no player has is never correct.
 * - Farseers' swap: the Conspirator picks one card of the Rival's hand and one of its own.
 */
import { AMBITIONS, type ActionCardId, type Ambition } from '../../../data/action-cards.ts';
import { findCard } from '../../../data/cards.ts';
import { log, seatName } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { cardName } from '../../court.ts';
import { actionCardMsg, ambitionMsg } from '../../court/common.ts';
import { fired, type CardEffect } from '../../effects.ts';
import { msg, card, owner } from '../../messages.ts';
import { shuffleInPlace } from '../../rng.ts';
import { call, done, opt, type Handler, type Step } from '../../step.ts';
import { COLOURS, type Colour, type DecisionOption, type Frame, type FrameOf, type GameState, type Seat } from '../../types.ts';
import type { AmbitionResult } from '../../frames/chapter.ts';
import { hasFlagship } from '../flagship/board.ts';
import { resettleFrames } from '../flagship/resettle.ts';
import type { Conspiracy } from '../types.ts';
import type { FateRules } from './framework.ts';
import { discardCard } from './moves.ts';
import { advanceObjective } from './objective.ts';

export const CONSPIRATOR = 'ARCS-FATE23';
export const CONSPIRATOR_SETUP = 'ARCS-F2301A';
export const CONSPIRATOR_OBJECTIVE = 'ARCS-F2301B';
export const FARSEERS = 'ARCS-F2302';
export const CONSPIRACIES = 'ARCS-F2303';
export const SCORING_CONSPIRACIES = 'ARCS-F2304';
export const FOILING_CONSPIRACIES = 'ARCS-F2305';
/** "2 per player color". */
export const CONSPIRACIES_PER_COLOUR = 2;

/* ---------------------------------------------------------------- facts */

/** The Conspirator: the seat with the Conspiracies card in its play area (null: none). */
export function conspirator(s: GameState): Seat | null {
  const i = s.campaign?.seats.findIndex((x) => x.playArea.includes(CONSPIRACIES)) ?? -1;
  return i >= 0 ? i : null;
}

export const conspiraciesOf = (s: GameState): Conspiracy[] => s.campaign?.conspiracies ?? [];
const supplyOf = (s: GameState): Conspiracy[] => conspiraciesOf(s).filter((x) => x.on === null);
const supplyColours = (s: GameState): Colour[] => COLOURS.filter((c) => supplyOf(s).some((x) => x.shows === c));
/** Ambition boxes with no ambition marker (Conspiracies, secure). */
const boxesWithoutMarker = (s: GameState): Ambition[] => AMBITIONS.filter((a) => s.ambitions[a].length === 0);

/** Guild cards the seat has: held Court Guild cards and Fate Guild cards in its play area (Conspiracies' refill). */
function guildCardsHad(s: GameState, seat: Seat): string[] {
  const held = s.players[seat]!.court.map((c) => c.id).filter((id) => findCard(id)?.kind === 'guild');
  const fate = s.campaign?.seats[seat]?.playArea.filter((id) => findCard(id)?.kind === 'guild') ?? [];
  return [...held, ...fate];
}

/** Whether a Conspiracy showing `colour` is right for this scored ambition: that player is first, or tied for first. */
function correct(s: GameState, r: AmbitionResult, colour: Colour): boolean {
  const seat = s.players.find((p) => p.colour === colour)?.seat;
  if (seat === undefined) return false;
  if (r.first.length > 0) return r.first.includes(seat);
  return r.second.includes(seat);
}

/* ---------------------------------------------------------------- option ids */

const YES_NO = choices({ yes: {}, no: {} });
const COLOUR = choices({ colour: { colour: field.oneOf(...COLOURS) } });
const BOX = choices({ box: { ambition: field.oneOf(...AMBITIONS) } });
const CARD = choices({ card: { card: field.word }, no: {}, done: {} });
const SEAT = choices({ seat: { seat: field.int } });
/** Foiling: `guess:<token index>:<colour>`, `no`. */
const GUESS = choices({ guess: { token: field.int, colour: field.oneOf(...COLOURS) }, no: {} });

/* ---------------------------------------------------------------- frames */

export type ConspiratorFrame =
  /** F2301A 1: "If you have a Flagship, you may Resettle." */
  | { k: 'campaign/conspirator-resettle'; seat: Seat }
  /** Conspiracies: place a Conspiracy face down on `ambition` (declared), or (secure) pick the Guild card, the box, then the token. */
  | { k: 'campaign/conspiracy-place'; seat: Seat; ambition: Ambition | null; refill?: { guild: string | null; refilled: string | null; index: number | null } }
  /** Foiling Conspiracies: the Rival who secured may guess a face-down Conspiracy. */
  | { k: 'campaign/conspiracy-foil'; seat: Seat }
  /** Farseers, on declaring: look at a Rival's hand (`target`), may swap 1 card (`take` then give). */
  | { k: 'campaign/farseers-swap'; seat: Seat; target: Seat | null; take: string | null }
  /** Farseers' Prelude: discard any cards from the hand (`discarded`), then draw as many (+ Farseers) from the bottom of the discard pile. */
  | { k: 'campaign/farseers-draw'; seat: Seat; discarded: string[] };

type H<K extends ConspiratorFrame['k']> = Handler<FrameOf<K>>;
const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[], secret = false): Step => ({ t: 'ask', seat, prompt, options, ...(secret ? { secret: true } : {}) });
const colourMsg = (c: Colour) => msg('campaign.conspirator.colour', { colour: c });

/* ---------------------------------------------------------------- rules */

export const CONSPIRATOR_RULES: FateRules = {
  cardId: CONSPIRATOR,
  acts: [3],
  dealt: true,
  dealtSince: 7,
  setup(s, seat) {
    const c = s.campaign!;
    // 2. Gain Farseers (02), 4. the Conspiracies card (03), 5. the two Laws: card moves.
    // 3. Collect the 8 Conspiracy tokens—2 per player color (even with fewer players).
    c.conspiracies = COLOURS.flatMap((shows) => Array.from({ length: CONSPIRACIES_PER_COLOUR }, () => ({ shows, on: null })));
    log(s, 'Conspiracies: the Conspirator declares ambitions by placing a face-down Conspiracy (a player colour) instead of an ambition marker; securing, they may refill the Court with a Guild card to place one on an ambition with no marker.');
    log(s, 'Scoring Conspiracies: after scoring, Conspiracies on scored ambitions are revealed; the Conspirator advances for each unrevealed one and each showing a player first or tied for first, and goes back 1 for each wrong one.');
    log(s, 'Foiling Conspiracies: a Rival of the Conspirator who secures a Vox card or a card with Conspirator agents may guess a face-down Conspiracy: right, it returns to the Conspirator; wrong, the Conspirator advances 1.');
    // 1. If you have a Flagship, you may Resettle.
    return hasFlagship(s, seat) ? [{ k: 'campaign/conspirator-resettle', seat }] : [];
  },
};

/** Scoring Conspiracies (F2304) with the objective (F2301B): one combined movement of the marker. */
function scoreConspiracies(s: GameState, results: readonly AmbitionResult[]): void {
  const seat = conspirator(s);
  const list = s.campaign?.conspiracies;
  if (seat === null || !list) return;
  let forward = 0;
  let back = 0;
  const revealed: string[] = [];
  for (const x of list) {
    if (x.on === null) continue;
    const r = results.find((y) => y.ambition === x.on);
    if (!r) {
      forward++; // still unrevealed
      continue;
    }
    const ok = correct(s, r, x.shows);
    revealed.push(`${x.shows} on ${x.on} (${ok ? 'right' : 'wrong'})`);
    if (ok) forward++;
    else back++;
    x.on = null; // "Return all revealed Conspiracies."
  }
  if (forward === 0 && back === 0) return;
  fired(s, SCORING_CONSPIRACIES);
  if (revealed.length > 0) log(s, `Conspiracies revealed: ${revealed.join(', ')}.`);
  const cs = s.campaign!.seats[seat]!;
  if (cs.marker === null) return;
  const net = forward - back;
  if (net > 0) advanceObjective(s, seat, net);
  else if (net < 0) {
    cs.marker -= net;
    log(s, `${seatName(s, seat)}'s objective marker goes back ${-net} (now ${cs.marker}).`);
  }
}

/* ---------------------------------------------------------------- effects */

export const CONSPIRATOR_EFFECTS: readonly CardEffect[] = [
  {
    // F2302 Farseers: "When you declare an ambition, look at a Rival's hand. You may swap 1 card with them."
    id: FARSEERS,
    onDeclare: (s, seat) => (s.players.some((p) => p.seat !== seat && p.hand.length > 0) ? [{ k: 'campaign/farseers-swap', seat, target: null, take: null }] : []),
    // "Prelude: You may discard this and any number of cards from your hand. Draw the same number of cards (including Farseers)
    // from the bottom of the action discard pile."
    prelude: {
      options: () => [opt('use', msg('campaign.conspirator.farseers.prelude'))],
      take(s, seat) {
        fired(s, FARSEERS);
        return [{ k: 'campaign/farseers-draw', seat, discarded: [] }];
      },
    },
  },
  {
    // F2303 Conspiracies: "When you declare an ambition, you do not place an ambition marker. … Instead, you place a Conspiracy
    // from your supply facedown in the declared ambition box."
    id: CONSPIRACIES,
    rule(s, holder, actor, act) {
      return act.t === 'declare' && actor === holder && supplyOf(s).length === 0 ? 'cannot' : null;
    },
    declareInstead: (_s, seat, ambition) => [{ k: 'campaign/conspiracy-place', seat, ambition }],
    // "When you secure a card, you may refill the Court with a Guild card you have to place a Conspiracy facedown in an ambition
    // box with no ambition marker."
    afterSecure(s, seat, _card, ctx) {
      if (supplyOf(s).length === 0 || boxesWithoutMarker(s).length === 0 || guildCardsHad(s, seat).length === 0) return [];
      const refilled = ctx?.refilled ?? null;
      return [{ k: 'campaign/conspiracy-place', seat, ambition: null, refill: { guild: null, refilled, index: refilled === null ? null : s.court.findIndex((x) => x.card === refilled) } }];
    },
  },
  {
    // F2304 Scoring Conspiracies (Law) and F2301B: "After scoring ambitions, reveal all Conspiracies on scored ambitions. …"
    id: SCORING_CONSPIRACIES,
    bookletAmbitionsScored: scoreConspiracies,
  },
  {
    // F2305 Foiling Conspiracies (Law; errata: "When a Rival of the Conspirator secures any Vox card or a card with Conspirator
    // agents, you may guess a facedown Conspiracy token on an ambition box.")
    id: FOILING_CONSPIRACIES,
    bookletSecured(s, securer, secured, agents) {
      const c = conspirator(s);
      if (c === null || securer === c || !conspiraciesOf(s).some((x) => x.on !== null)) return [];
      const vox = findCard(secured)?.kind === 'vox';
      if (!vox && (agents[c] ?? 0) === 0) return [];
      return [{ k: 'campaign/conspiracy-foil', seat: securer }];
    },
  },
];

/* ---------------------------------------------------------------- handlers */

const resettleAsk: H<'campaign/conspirator-resettle'> = {
  step: (s, f) => (hasFlagship(s, f.seat) ? ask(f.seat, msg('campaign.conspirator.resettle'), [opt(YES_NO.id('yes'), msg('campaign.conspirator.yes')), opt(YES_NO.id('no'), msg('campaign.conspirator.no'))]) : done),
  resume(s, f, choice) {
    if (YES_NO.read(choice).tag === 'no') return done;
    fired(s, CONSPIRATOR_SETUP);
    return { t: 'done', push: resettleFrames(s, f.seat) };
  },
};

const place: H<'campaign/conspiracy-place'> = {
  step(s, f) {
    if (supplyOf(s).length === 0) return done;
    const r = f.refill;
    if (r && r.guild === null) {
      const guilds = guildCardsHad(s, f.seat);
      if (guilds.length === 0 || boxesWithoutMarker(s).length === 0) return done;
      return ask(f.seat, msg('campaign.conspirator.refill'), [opt(CARD.id('no'), msg('campaign.conspirator.no')), ...guilds.map((id) => opt(CARD.id('card', { card: id }), msg('core.card', { card: card(id) })))]);
    }
    if (f.ambition === null) {
      return ask(f.seat, msg('campaign.conspirator.box'), boxesWithoutMarker(s).map((a) => opt(BOX.id('box', { ambition: a }), ambitionMsg(a))));
    }
    return ask(f.seat, msg('campaign.conspirator.place', { ambition: ambitionMsg(f.ambition) }), supplyColours(s).map((c) => opt(COLOUR.id('colour', { colour: c }), colourMsg(c))), true);
  },
  resume(s, f, choice) {
    const r = f.refill;
    if (r && r.guild === null) {
      const c = CARD.read(choice);
      if (c.tag !== 'card') return done;
      if (!guildCardsHad(s, f.seat).includes(c.card)) throw new Error('not a Guild card you have');
      r.guild = c.card;
      refillWith(s, f.seat, c.card, r);
      return call();
    }
    if (f.ambition === null) {
      const a = BOX.read(choice).ambition as Ambition;
      if (s.ambitions[a].length > 0) throw new Error('that ambition has a marker');
      f.ambition = a;
      return call();
    }
    const colour = COLOUR.read(choice).colour as Colour;
    const token = supplyOf(s).find((x) => x.shows === colour);
    if (!token) throw new Error('no such Conspiracy in your supply');
    token.on = f.ambition;
    fired(s, CONSPIRACIES);
    log(s, `${seatName(s, f.seat)} places a Conspiracy face down on ${f.ambition}.`);
    return done;
  },
};

/** The Guild card takes the secured card's spot; the card that refilled it from the deck goes back on top of the Court deck. */
function refillWith(s: GameState, seat: Seat, id: string, r: { refilled: string | null; index: number | null }): void {
  const p = s.players[seat]!;
  const held = p.court.findIndex((c) => c.id === id);
  if (held >= 0) {
    const [h] = p.court.splice(held, 1);
    for (const t of h!.tokens) s.supply[t] += 1;
  } else {
    const area = s.campaign!.seats[seat]!.playArea;
    area.splice(area.indexOf(id), 1);
  }
  const slot = { card: id, agents: s.players.map(() => 0) };
  if (r.index !== null && r.index >= 0 && s.court[r.index]?.card === r.refilled) {
    s.courtDeck.unshift(r.refilled!);
    s.court[r.index] = slot;
    log(s, `${seatName(s, seat)} refills the Court with ${cardName(id)}; ${cardName(r.refilled!)} goes back on top of the Court deck (Conspiracies).`);
  } else {
    s.court.push(slot);
    log(s, `${seatName(s, seat)} refills the Court with ${cardName(id)} (Conspiracies).`);
  }
}

const foil: H<'campaign/conspiracy-foil'> = {
  step(s, f) {
    const list = conspiraciesOf(s);
    const options = [opt(GUESS.id('no'), msg('campaign.conspirator.no'))];
    list.forEach((x, i) => {
      if (x.on === null) return;
      for (const c of COLOURS) options.push(opt(GUESS.id('guess', { token: i, colour: c }), msg('campaign.conspirator.guess.one', { ambition: ambitionMsg(x.on), n: i + 1, colour: c })));
    });
    if (options.length === 1) return done;
    return ask(f.seat, msg('campaign.conspirator.guess'), options);
  },
  resume(s, f, choice) {
    const g = GUESS.read(choice);
    if (g.tag === 'no') return done;
    const x = conspiraciesOf(s)[g.token];
    if (!x || x.on === null) throw new Error('no face-down Conspiracy there');
    fired(s, FOILING_CONSPIRACIES);
    if (x.shows === g.colour) {
      log(s, `${seatName(s, f.seat)} guesses the Conspiracy on ${x.on} right (${g.colour}): it returns to the Conspirator.`);
      x.on = null;
      return done;
    }
    // FAQ: a wrong guess stays face down.
    log(s, `${seatName(s, f.seat)} guesses a Conspiracy on ${x.on} wrong; the Conspirator advances 1.`);
    const c = conspirator(s);
    if (c !== null) advanceObjective(s, c, 1);
    return done;
  },
};

const farseersSwap: H<'campaign/farseers-swap'> = {
  step(s, f) {
    if (f.target === null) {
      const rivals = s.players.filter((p) => p.seat !== f.seat && p.hand.length > 0).map((p) => p.seat);
      if (rivals.length === 0) return done;
      return ask(f.seat, msg('campaign.conspirator.farseers.rival'), rivals.map((x) => opt(SEAT.id('seat', { seat: x }), msg('core.owner', { owner: owner(x) }))));
    }
    if (f.take === null) {
      const hand = s.players[f.target]!.hand;
      return ask(f.seat, msg('campaign.conspirator.farseers.take'), [opt(CARD.id('no'), msg('campaign.conspirator.no')), ...hand.map((c) => opt(CARD.id('card', { card: c }), actionCardMsg(c)))], true);
    }
    return ask(f.seat, msg('campaign.conspirator.farseers.give'), s.players[f.seat]!.hand.filter((c) => c !== f.take).map((c) => opt(CARD.id('card', { card: c }), actionCardMsg(c))), true);
  },
  resume(s, f, choice) {
    if (f.target === null) {
      const t = SEAT.read(choice).seat;
      if (t === f.seat || !s.players[t] || s.players[t]!.hand.length === 0) throw new Error('not a Rival with cards');
      f.target = t;
      fired(s, FARSEERS);
      log(s, `${seatName(s, f.seat)} looks at ${seatName(s, t)}'s hand (Farseers).`);
      return call();
    }
    const c = CARD.read(choice);
    if (c.tag !== 'card') return done;
    const id = c.card as ActionCardId;
    if (f.take === null) {
      const hand = s.players[f.target]!.hand;
      if (!hand.includes(id)) throw new Error('not in their hand');
      if (s.players[f.seat]!.hand.length === 0) return done; // nothing to give back: no swap
      f.take = id;
      return call();
    }
    const mine = s.players[f.seat]!.hand;
    const theirs = s.players[f.target]!.hand;
    if (!mine.includes(id) || id === f.take) throw new Error('not in your hand');
    theirs.splice(theirs.indexOf(f.take as ActionCardId), 1);
    mine.splice(mine.indexOf(id), 1);
    mine.push(f.take as ActionCardId);
    theirs.push(id);
    log(s, `${seatName(s, f.seat)} swaps a card with ${seatName(s, f.target)} (Farseers).`);
    return done;
  },
};

const farseersDraw: H<'campaign/farseers-draw'> = {
  step(s, f) {
    // The cards picked stay in the hand until the draw (the action-card count holds at every step).
    const hand = s.players[f.seat]!.hand.filter((c) => !f.discarded.includes(c));
    if (hand.length === 0) return finishDraw(s, f);
    return ask(f.seat, msg('campaign.conspirator.farseers.discard', { n: f.discarded.length }), [opt(CARD.id('done'), msg('campaign.conspirator.farseers.done')), ...hand.map((c) => opt(CARD.id('card', { card: c }), actionCardMsg(c)))], true);
  },
  resume(s, f, choice) {
    const c = CARD.read(choice);
    if (c.tag === 'card') {
      const id = c.card as ActionCardId;
      if (!s.players[f.seat]!.hand.includes(id) || f.discarded.includes(id)) throw new Error('not in your hand');
      f.discarded.push(id);
      return call();
    }
    return finishDraw(s, f);
  },
};

function finishDraw(s: GameState, f: FrameOf<'campaign/farseers-draw'>): Step {
  // Farseers itself is discarded (to the Court discard pile, a Guild card) and counts for the draw.
  const area = s.campaign!.seats[f.seat]!.playArea;
  const held = s.players[f.seat]!.court.findIndex((c) => c.id === FARSEERS);
  if (area.includes(FARSEERS)) {
    area.splice(area.indexOf(FARSEERS), 1);
    discardCard(s, FARSEERS);
  } else if (held >= 0) {
    s.players[f.seat]!.court.splice(held, 1);
    discardCard(s, FARSEERS);
  }
  // FAQ: "Shuffle all of the cards you are discarding before placing them on the discard pile."
  const cards = [...f.discarded] as ActionCardId[];
  const hand = s.players[f.seat]!.hand;
  for (const x of cards) hand.splice(hand.indexOf(x), 1);
  shuffleInPlace(s.rng, cards);
  s.actionDiscard.push(...cards);
  const n = Math.min(f.discarded.length + 1, s.actionDiscard.length);
  // The bottom of the discard pile is its first card (cards are pushed on top).
  const drawn = s.actionDiscard.splice(0, n);
  s.players[f.seat]!.hand.push(...drawn);
  log(s, `${seatName(s, f.seat)} discards Farseers and ${f.discarded.length} ${f.discarded.length === 1 ? 'card' : 'cards'}, and draws ${n} from the bottom of the action discard pile.`);
  return done;
}

export const CONSPIRATOR_HANDLERS = {
  'campaign/conspirator-resettle': resettleAsk,
  'campaign/conspiracy-place': place,
  'campaign/conspiracy-foil': foil,
  'campaign/farseers-swap': farseersSwap,
  'campaign/farseers-draw': farseersDraw,
} as const;

/** Test helper: the frames Farseers' swap would start for a seat (none when no Rival holds cards). */
export function farseersFrames(s: GameState, seat: Seat): Frame[] {
  return s.players.some((p) => p.seat !== seat && p.hand.length > 0) ? [{ k: 'campaign/farseers-swap', seat, target: null, take: null }] : [];
}

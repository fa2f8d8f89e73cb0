/**
 * Fate 4, the Advocate (ARCS-FATE04; Fate Set ARCS-F401…F426): the effects of every card of its
 * set and their frames. Its Acts (setups, Resolutions, grand ambitions) and the Guild counts its
 * cards read are advocate-rules.ts. Card moves are data (data/campaign/fate-steps.ts). Each entry
 * quotes the printed text it implements (cards.csv, errata.md applied) and the FAQ rows it follows.
 *
 * Our readings (the report and fates/README.md list them):
 * - "Guild cards you have": Court Guild cards held and the Fate Set Guild cards in the play area
 *   (advocate-rules.ts guildsOf). Protected Guild cards (raid cost "X") are never given, buried or
 *   stolen ("cannot be removed from the holder's play area", p.27), but they count.
 * - Favors in Advocate's Demand: "give 1 Favor to the Advocate" = place 1 agent from your supply
 *   on the Advocate's Fate card (as Promise Favor); "take 1 Favor from the Advocate" = 1 agent
 *   from the Advocate's supply goes on your Fate card. With no agent to give, that part is skipped
 *   (the Rival then must give the card when it can).
 * - Guild Overseers' When Secured searches the deck (its Guild cards are shown to the securer
 *   only: a secret decision) and then the deck is shuffled whenever it held any card.
 * - Guild Struggle's Crisis: "their left" is the next seat in turn order (clockwise).
 */
import type { ActionKind, Ambition } from '../../../data/action-cards.ts';
import type { Resource } from '../../../data/map.ts';
import { log, returnAgents, seatName, turnOrder } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { attachCard, attachTargets, cardName, removeCardFromCourt, securableSlots, secureCard } from '../../court.ts';
import { ambitionMsg, USE } from '../../court/common.ts';
import { canSteal, fired, isProtectedGuild, mayDeclareNow, takeStolenCard, type CardEffect } from '../../effects.ts';
import { ambitionCount, phantomCount, rankAmbition } from '../../frames/chapter.ts';
import { availableMarkers, declareAmbition } from '../../frames/flow.ts';
import { gainFrames } from '../../frames/resources.ts';
import { card, msg, owner, resource } from '../../messages.ts';
import { shuffleInPlace } from '../../rng.ts';
import { call, done, opt, thenRun, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { AMBITIONS } from '../../../data/action-cards.ts';
import { symbolRolled } from '../dice.ts';
import { addFavors } from '../summit/negotiation.ts';
import { advanceObjective } from './objective.ts';
import { bury, scrapCard } from './moves.ts';
import { advocateSeat, GUILD_OVERSEERS, guildsOf, guildStanding, isGuildCard, suitOf } from './advocate-rules.ts';

export * from './advocate-rules.ts';

/* ------------------------------------------------------------------ helpers */

/** Court spots a card may be attached to that have no agents ("a Court card with no agents"; p.27: no attached card yet). */
export function noAgentSpots(s: GameState): number[] {
  return attachTargets(s).filter((i) => s.court[i]!.agents.every((n) => n === 0));
}

/** The topmost Guild card of the Court discard pile (its last card is its top), or null. */
export function topDiscardGuild(s: GameState): string | null {
  for (let i = s.courtDiscard.length - 1; i >= 0; i--) if (isGuildCard(s.courtDiscard[i]!)) return s.courtDiscard[i]!;
  return null;
}

/**
 * Guild Overseers (F403): "you must be in first or second place for a declared ambition. (That is,
 * you'd gain Power if it scored now.)" FAQ: second place for the lowest ambition (0 Power) counts.
 * The places are scoring's (chapter.ts rankAmbition, the 2-player phantom included).
 */
export function placedForDeclared(s: GameState, seat: Seat): boolean {
  return AMBITIONS.some((a) => {
    if (s.ambitions[a].length === 0) return false;
    const counts: { seat: Seat | 'phantom'; n: number }[] = s.players.map((p) => ({ seat: p.seat, n: ambitionCount(s, p, a) }));
    if (s.phantom) counts.push({ seat: 'phantom', n: phantomCount(s, a) });
    const { first, second } = rankAmbition(counts);
    return first.includes(seat) || second.includes(seat);
  });
}

/** Guild cards the seat may give or bury: not protected (p.27), optionally not `except`. */
function movableGuilds(s: GameState, seat: Seat, except: readonly string[] = []): string[] {
  return guildsOf(s, seat).filter((id) => !isProtectedGuild(id) && !except.includes(id));
}

/** Move a Guild card the seat has to another seat: a held Court card stays a held Court card (its tokens with it), a Fate card in play stays in play. */
function giveGuild(s: GameState, from: Seat, to: Seat, id: string): void {
  const p = s.players[from]!;
  const i = p.court.findIndex((c) => c.id === id);
  if (i >= 0) {
    const [held] = p.court.splice(i, 1);
    s.players[to]!.court.push(held!);
    return;
  }
  const c = s.campaign!;
  const area = c.seats[from]!.playArea;
  area.splice(area.indexOf(id), 1);
  c.seats[to]!.playArea.push(id);
}

/** "While you have Guild Overseers" and the Act I objective is the seat's (F401B). */
function provingToOverseers(s: GameState, seat: Seat): boolean {
  return s.campaign?.seats[seat]?.objective === 'ARCS-F401B' && guildsOf(s, seat).includes(GUILD_OVERSEERS);
}

/* ---------------------------------------------------------------- option ids */

/** A Court spot: `slot:<n>`. */
const SLOT = choices({ slot: { n: field.int } });
/** Guild Overseers: `deck:<card>` / `discard:<card>` the Guild card to take. */
const SEARCH = choices({ deck: { card: field.word }, discard: { card: field.word } });
/** Yes / no. */
const YES_NO = choices({ yes: {}, no: {} });
/** A Guild card: `card:<id>`. */
const GUILD = choices({ card: { card: field.word } });
/** Advocate's Demand: `demand:<rival>:<card>` or `no`; the Rival: `give` or `favor`. */
const DEMAND = choices({ demand: { rival: field.int, card: field.word }, no: {}, give: {}, favor: {} });
/** Guildmasters: `steal:<rival>:<card>` or `no`. */
const STEAL = choices({ steal: { rival: field.int, card: field.word }, no: {} });

/* ------------------------------------------------------------------- frames */

/** Advocate frames (joined into FateFrame, fates/types.ts). */
export type AdvocateFrame =
  /** Guild Investigators (F402), Recover: the Court card to attach the topmost discarded Guild card to. */
  | { k: 'campaign/advocate-recover'; seat: Seat }
  /** Guild Overseers (F403), When Secured: the Guild card to take from the Court deck or discard pile. */
  | { k: 'campaign/advocate-overseers'; seat: Seat }
  /** A Liaison's Prelude (F405-F409): the Court card to attach it to, then the ambition is declared. */
  | { k: 'campaign/advocate-attach'; seat: Seat; card: string; ambition: Ambition }
  /** A Liaison when Copying (F405-F409): gain the resource or not. */
  | { k: 'campaign/advocate-gain'; seat: Seat; card: string; resource: Resource }
  /** Guild Struggle (F411) Crisis: `seats` still to give, in turn order; `received` the cards given so far. */
  | { k: 'campaign/advocate-struggle'; seats: Seat[]; received: string[] }
  /** Guilds Withdraw (F422): `seats` still to bury 1 Guild card, in turn order. */
  | { k: 'campaign/advocate-withdraw'; seats: Seat[] }
  /** Advocate's Demand (F413): the Advocate (`seat`) chooses; then the Rival answers (`rival`, `card` set). */
  | { k: 'campaign/advocate-demand'; seat: Seat; rival?: Seat; card?: string }
  /** A Guildmaster (F417-F421): steal a Guild card of `suit` from a Rival, or not. */
  | { k: 'campaign/advocate-steal'; seat: Seat; card: string; suit: Resource };

type H<K extends AdvocateFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[], secret = false): Step => ({ t: 'ask', seat, prompt, options, ...(secret ? { secret } : {}) });
const spotOptions = (s: GameState, spots: number[]) => spots.map((n) => opt(SLOT.id('slot', { n }), msg('core.card', { card: card(s.court[n]!.card) })));

/** "Recover (Move): Attach the topmost Guild card from the Court discard pile to a card in the Court with no agents." */
const recover: H<'campaign/advocate-recover'> = {
  step(s, f) {
    const id = topDiscardGuild(s);
    const spots = noAgentSpots(s);
    if (id === null || spots.length === 0) return done;
    return ask(f.seat, msg('campaign.advocate.recover', { card: card(id) }), spotOptions(s, spots));
  },
  resume(s, _f, choice) {
    const id = topDiscardGuild(s)!;
    s.courtDiscard.splice(s.courtDiscard.lastIndexOf(id), 1);
    attachCard(s, id, SLOT.read(choice).n);
    fired(s, 'ARCS-F402');
    return done;
  },
};

/** "When Secured: Search the Court deck and discard pile to take any 1 Guild card. If you searched the deck, shuffle it." */
const overseers: H<'campaign/advocate-overseers'> = {
  step(s, f) {
    const options: DecisionOption[] = [];
    for (const id of new Set(s.courtDeck.filter(isGuildCard))) options.push(opt(SEARCH.id('deck', { card: id }), msg('campaign.advocate.from-deck', { card: card(id) })));
    for (const id of new Set(s.courtDiscard.filter(isGuildCard))) options.push(opt(SEARCH.id('discard', { card: id }), msg('campaign.advocate.from-discard', { card: card(id) })));
    if (options.length === 0) {
      searched(s);
      log(s, 'Guild Overseers: there is no Guild card in the Court deck or discard pile.');
      return done;
    }
    // The deck's Guild cards are shown to the securer only.
    return ask(f.seat, msg('campaign.advocate.overseers'), options, true);
  },
  resume(s, f, choice) {
    const c = SEARCH.read(choice);
    const pile = c.tag === 'deck' ? s.courtDeck : s.courtDiscard;
    pile.splice(pile.indexOf(c.card), 1);
    s.players[f.seat]!.court.push({ id: c.card, tokens: [] });
    log(s, `${seatName(s, f.seat)} takes ${cardName(c.card)} from the Court ${c.tag === 'deck' ? 'deck' : 'discard pile'} (Guild Overseers).`);
    searched(s);
    return done;
  },
};

/** The deck was searched: shuffle it (the searcher saw its cards). */
function searched(s: GameState): void {
  if (s.courtDeck.length > 0) shuffleInPlace(s.rng, s.courtDeck);
}

/** A Liaison's Prelude: "You may attach this to a Court card with no agents to declare the X ambition." */
const attach: H<'campaign/advocate-attach'> = {
  step(s, f) {
    // Offered only with a spot free and a marker available (liaison() below); nothing changes in between.
    const spots = noAgentSpots(s);
    if (spots.length === 0 || !s.players[f.seat]!.court.some((c) => c.id === f.card)) return done;
    return ask(f.seat, msg('campaign.advocate.attach', { card: card(f.card), ambition: ambitionMsg(f.ambition) }), spotOptions(s, spots));
  },
  resume(s, f, choice) {
    const p = s.players[f.seat]!;
    const i = p.court.findIndex((c) => c.id === f.card);
    const [held] = p.court.splice(i, 1);
    for (const t of held!.tokens) s.supply[t] += 1;
    attachCard(s, f.card, SLOT.read(choice).n);
    fired(s, f.card);
    return availableMarkers(s).length === 0 ? done : thenRun(...declareAmbition(s, f.seat, f.ambition, false));
  },
};

/** A Liaison: "When you Copy to <action>, you may gain 1 <resource>." */
const gain: H<'campaign/advocate-gain'> = {
  step(s, f) {
    if (s.supply[f.resource] === 0) return done;
    return ask(f.seat, msg('campaign.advocate.gain', { card: card(f.card), resource: resource(f.resource) }), [opt(YES_NO.id('yes'), msg('campaign.advocate.yes')), opt(YES_NO.id('no'), msg('campaign.advocate.no'))]);
  },
  resume(s, f, choice) {
    if (YES_NO.read(choice).tag === 'no') return done;
    fired(s, f.card);
    return thenRun(gainFrames(f.seat, f.resource));
  },
};

/** Guild Struggle's Crisis: "In turn order, each player gives 1 Guild card to their left, except the card they were given." */
const struggle: H<'campaign/advocate-struggle'> = {
  step(s, f) {
    while (f.seats.length > 0) {
      const seat = f.seats[0]!;
      const cards = movableGuilds(s, seat, f.received);
      if (cards.length === 0) {
        f.seats.shift();
        continue;
      }
      if (cards.length === 1) {
        giveLeft(s, f, seat, cards[0]!);
        continue;
      }
      return ask(seat, msg('campaign.advocate.struggle', { owner: owner(left(s, seat)) }), cards.map((id) => opt(GUILD.id('card', { card: id }), msg('core.card', { card: card(id) }))));
    }
    return done;
  },
  resume(s, f, choice) {
    giveLeft(s, f, f.seats[0]!, GUILD.read(choice).card);
    return call();
  },
};

/** The seat to the left: the next in turn order (play goes clockwise). */
const left = (s: GameState, seat: Seat): Seat => (seat + 1) % s.players.length;

function giveLeft(s: GameState, f: FrameOf<'campaign/advocate-struggle'>, seat: Seat, id: string): void {
  const to = left(s, seat);
  giveGuild(s, seat, to, id);
  f.received.push(id);
  f.seats.shift();
  log(s, `Guild Struggle: ${seatName(s, seat)} gives ${cardName(id)} to ${seatName(s, to)}.`);
}

/** Guilds Withdraw: each listed seat "must bury 1 Guild card" (a protected one cannot be: p.27). */
const withdraw: H<'campaign/advocate-withdraw'> = {
  step(s, f) {
    while (f.seats.length > 0) {
      const seat = f.seats[0]!;
      const cards = movableGuilds(s, seat);
      if (cards.length === 0) {
        f.seats.shift();
        continue;
      }
      if (cards.length === 1) {
        buryGuild(s, f, seat, cards[0]!);
        continue;
      }
      return ask(seat, msg('campaign.advocate.withdraw'), cards.map((id) => opt(GUILD.id('card', { card: id }), msg('core.card', { card: card(id) }))));
    }
    return done;
  },
  resume(s, f, choice) {
    buryGuild(s, f, f.seats[0]!, GUILD.read(choice).card);
    return call();
  },
};

function buryGuild(s: GameState, f: FrameOf<'campaign/advocate-withdraw'>, seat: Seat, id: string): void {
  f.seats.shift();
  log(s, `Guilds Withdraw: ${seatName(s, seat)} buries ${cardName(id)}.`);
  bury(s, id, seat);
}

/** Advocate's Demand: the Guild cards the Advocate may choose (held by a Rival, of a suit matching none of the Advocate's). */
export function demandTargets(s: GameState, adv: Seat): { rival: Seat; card: string }[] {
  const mine = new Set(guildsOf(s, adv).map(suitOf));
  const out: { rival: Seat; card: string }[] = [];
  for (const rival of turnOrder(s)) {
    if (rival === adv) continue;
    for (const id of guildsOf(s, rival)) if (!mine.has(suitOf(id))) out.push({ rival, card: id });
  }
  return out;
}

/**
 * "The Advocate may choose 1 Guild card held by a Rival, but its suit cannot match any Guild card
 * held by the Advocate. That Rival must either give that Guild card to the Advocate and take 1
 * Favor from the Advocate, or give 1 Favor to the Advocate." FAQ: a protected card demanded: the
 * holder simply gives a Favor. Not stealing: Sworn Guardians does not prevent it.
 */
const demand: H<'campaign/advocate-demand'> = {
  step(s, f) {
    if (f.rival === undefined || f.card === undefined) {
      const targets = demandTargets(s, f.seat);
      if (targets.length === 0) return done;
      return ask(f.seat, msg('campaign.advocate.demand'), [
        opt(DEMAND.id('no'), msg('campaign.advocate.no')),
        ...targets.map((t) => opt(DEMAND.id('demand', t), msg('campaign.advocate.demand.option', { card: card(t.card), owner: owner(t.rival) }))),
      ]);
    }
    const options = demandAnswers(s, f.seat, f.rival, f.card);
    if (options.length === 0) {
      log(s, `Advocate's Demand: ${seatName(s, f.rival)} can neither give ${cardName(f.card)} nor a Favor.`);
      return done;
    }
    // One way only (a protected card: FAQ "The holder simply gives you a Favor"; no agent to give): no question.
    if (options.length === 1) {
      answerDemand(s, f, DEMAND.read(options[0]!.id).tag as 'give' | 'favor');
      return done;
    }
    return ask(f.rival, msg('campaign.advocate.demand.answer', { card: card(f.card), owner: owner(f.seat) }), options);
  },
  resume(s, f, choice) {
    const c = DEMAND.read(choice);
    if (c.tag === 'no') return done;
    if (c.tag === 'demand') {
      f.rival = c.rival;
      f.card = c.card;
      log(s, `Advocate's Demand: ${seatName(s, f.seat)} demands ${cardName(c.card)} from ${seatName(s, c.rival)}.`);
      return call();
    }
    answerDemand(s, f, c.tag);
    return done;
  },
};

/** The Rival's answer to Advocate's Demand. */
function answerDemand(s: GameState, f: FrameOf<'campaign/advocate-demand'>, tag: 'give' | 'favor'): void {
  const adv = f.seat;
  const rival = f.rival!;
  if (tag === 'give') {
    giveGuild(s, rival, adv, f.card!);
    const favor = s.players[adv]!.supply.agents > 0;
    if (favor) {
      s.players[adv]!.supply.agents -= 1;
      addFavors(s, rival, adv, 1);
    }
    log(s, `${seatName(s, rival)} gives ${cardName(f.card!)} to ${seatName(s, adv)}${favor ? ` and takes a Favor from ${seatName(s, adv)}` : ''}.`);
  } else {
    s.players[rival]!.supply.agents -= 1;
    addFavors(s, adv, rival, 1);
    log(s, `${seatName(s, rival)} gives ${seatName(s, adv)} a Favor.`);
  }
}

function demandAnswers(s: GameState, adv: Seat, rival: Seat, id: string): DecisionOption[] {
  const out: DecisionOption[] = [];
  if (!isProtectedGuild(id) && guildsOf(s, rival).includes(id)) out.push(opt(DEMAND.id('give'), msg('campaign.advocate.demand.give', { card: card(id), owner: owner(adv) })));
  if (s.players[rival]!.supply.agents > 0) out.push(opt(DEMAND.id('favor'), msg('campaign.advocate.demand.favor', { owner: owner(adv) })));
  return out;
}

/** Guild cards of the suit the seat may steal from Rivals (held Court cards; Sworn Guardians and protection forbid some). */
function stealTargets(s: GameState, seat: Seat, suit: Resource): { rival: Seat; card: string }[] {
  const out: { rival: Seat; card: string }[] = [];
  for (const rival of turnOrder(s)) {
    if (rival === seat) continue;
    for (const c of s.players[rival]!.court) if (isGuildCard(c.id) && suitOf(c.id) === suit && canSteal(s, seat, rival, { guild: c.id })) out.push({ rival, card: c.id });
  }
  return out;
}

/** A Guildmaster: "When you declare the <ambition> ambition, you may steal a <suit> Guild card." */
const stealGuild: H<'campaign/advocate-steal'> = {
  step(s, f) {
    const targets = stealTargets(s, f.seat, f.suit);
    if (targets.length === 0) return done;
    return ask(f.seat, msg('campaign.advocate.steal', { card: card(f.card), resource: resource(f.suit) }), [
      opt(STEAL.id('no'), msg('campaign.advocate.no')),
      ...targets.map((t) => opt(STEAL.id('steal', t), msg('campaign.advocate.steal.option', { card: card(t.card), owner: owner(t.rival) }))),
    ]);
  },
  resume(s, f, choice) {
    const c = STEAL.read(choice);
    if (c.tag !== 'steal') return done;
    fired(s, f.card);
    const how = takeStolenCard(s, f.seat, c.rival, c.card);
    log(s, `${seatName(s, f.seat)} steals ${cardName(c.card)} from ${seatName(s, c.rival)}${how === 'buried' ? '; it is buried' : ''} (${cardName(f.card)}).`);
    return done;
  },
};

export const ADVOCATE_HANDLERS = {
  'campaign/advocate-recover': recover,
  'campaign/advocate-overseers': overseers,
  'campaign/advocate-attach': attach,
  'campaign/advocate-gain': gain,
  'campaign/advocate-struggle': struggle,
  'campaign/advocate-withdraw': withdraw,
  'campaign/advocate-demand': demand,
  'campaign/advocate-steal': stealGuild,
} as const;

/* -------------------------------------------------------------- card effects */

/** The Liaisons (F405-F409). */
export function liaison(id: string, suit: Resource, action: ActionKind, ambition: Ambition): CardEffect {
  return {
    id,
    // "When you Copy to <action>, you may gain 1 <suit>."
    onCopy: (_s, seat, a) => (a === action ? [{ k: 'campaign/advocate-gain', seat, card: id, resource: suit }] : []),
    // "Prelude: You may attach this to a Court card with no agents to declare the <ambition> ambition."
    prelude: {
      options: (s, seat) => (noAgentSpots(s).length > 0 && availableMarkers(s).length > 0 && mayDeclareNow(s, seat) ? [opt(USE.id('use'), msg('campaign.advocate.liaison', { ambition: ambitionMsg(ambition) }))] : []),
      take: (_s, seat) => [{ k: 'campaign/advocate-attach', seat, card: id, ambition }],
    },
  };
}

/** The Guildmasters (F417-F421). */
function guildmaster(id: string, suit: Resource, ambition: Ambition): CardEffect {
  return {
    id,
    onDeclare: (s, seat, a) => (a === ambition && stealTargets(s, seat, suit).length > 0 ? [{ k: 'campaign/advocate-steal', seat, card: id, suit }] : []),
  };
}

/** Secure every Guild card in the Court the seat can secure now (Guild Fair); the frames of their When Secured. */
function secureAllGuilds(s: GameState, seat: Seat): Frame[] {
  const frames: Frame[] = [];
  for (;;) {
    // A refilled spot has no agents: the loop ends.
    const i = securableSlots(s, seat).find((x) => isGuildCard(s.court[x]!.card));
    if (i === undefined) return frames;
    frames.push(...secureCard(s, seat, i, { ransack: false }));
  }
}

/** Diplomatic Fiasco (F410): the campaign Court's Diplomatic Fiasco (CC13) has the same text; its frame. */
const FIASCO_TEXT = 'campaign/court/fiasco' as const;

export const ADVOCATE_EFFECTS: readonly CardEffect[] = [
  {
    // F401B Advocate Act I Objective: "While you have Guild Overseers, advance 3 each time you use the Prelude action of a
    // Guild card that discards itself. … While you have Guild Overseers, advance 2 each time you take the Recover action of
    // your Guild Investigators." (The Recover part: Guild Investigators' action below.)
    id: 'ARCS-F401B',
    afterPrelude(s, seat, id) {
      if (!isGuildCard(id) || !provingToOverseers(s, seat)) return;
      // It discarded itself: no longer held, on the Court discard pile.
      if (s.players[seat]!.court.some((c) => c.id === id) || !s.courtDiscard.includes(id)) return;
      fired(s, 'ARCS-F401B');
      advanceObjective(s, seat, 3);
    },
  },
  {
    // F402 Guild Investigators: "Recover (Move): Attach the topmost Guild card from the Court discard pile to a card in the Court with no agents."
    id: 'ARCS-F402',
    newActions: [{
      key: 'recover', name: 'Recover', replaces: 'move',
      can: (s) => topDiscardGuild(s) !== null && noAgentSpots(s).length > 0,
      start(s, seat) {
        if (provingToOverseers(s, seat)) {
          fired(s, 'ARCS-F401B');
          advanceObjective(s, seat, 2);
        }
        return [{ k: 'campaign/advocate-recover', seat }];
      },
    }],
  },
  {
    // F403 Guild Overseers: "To use actions on Guild cards, you must be in first or second place for a declared ambition."
    // FAQ: second place for the lowest ambition counts; card abilities like Galactic Bards are not blocked (only Prelude and
    // new actions: effects.ts asks 'guild-action' there).
    id: GUILD_OVERSEERS,
    rule: (s, holder, actor, act) => (act.t === 'guild-action' && holder === actor && !placedForDeclared(s, holder) ? 'cannot' : null),
    whenSecured: (_s, seat) => [{ k: 'campaign/advocate-overseers', seat }],
  },
  liaison('ARCS-F405', 'material', 'build', 'tycoon'),
  liaison('ARCS-F406', 'fuel', 'move', 'tycoon'),
  liaison('ARCS-F407', 'weapon', 'battle', 'warlord'),
  liaison('ARCS-F408', 'relic', 'secure', 'keeper'),
  liaison('ARCS-F409', 'psionic', 'influence', 'empath'),
  {
    // F410 Diplomatic Fiasco (Vox): "Crisis: In turn order, each player with more Guild cards than agents in their supply must
    // discard Guild cards until their Guild cards equal their agents. Bury this card. (Count Protected Guild cards but don't
    // discard them.) When Secured: Rivals resolve the Crisis." FAQ: agents on this card are returned first, then counted.
    id: 'ARCS-F410',
    whenSecured: (s, seat) => [{ k: FIASCO_TEXT, seats: turnOrder(s).filter((x) => x !== seat) }],
    afterSecured: 'bury',
    crisis(s) {
      if (!removeCardFromCourt(s, 'ARCS-F410', 'bury')) bury(s, 'ARCS-F410');
      fired(s, 'ARCS-F410');
      return [{ k: FIASCO_TEXT, seats: turnOrder(s) }];
    },
  },
  {
    // F411 Guild Struggle (Vox): "Crisis: In turn order, each player gives 1 Guild card to their left, except the card they
    // were given. Bury Guild Struggle. When Secured: You may steal 1 Guild card from a Rival. Shuffle all Guild cards from the
    // Court discard pile into the Court deck. Bury Guild Struggle." (The When Secured: the base Guild Struggle's frames.)
    id: 'ARCS-F411',
    whenSecured: (_s, seat) => [{ k: 'fx/steal', seat, card: 'ARCS-F411', what: 'guild', resource: null, optional: true }, { k: 'fx/guild-shuffle', seat }],
    afterSecured: 'bury',
    crisis(s) {
      if (!removeCardFromCourt(s, 'ARCS-F411', 'bury')) bury(s, 'ARCS-F411');
      fired(s, 'ARCS-F411');
      return [{ k: 'campaign/advocate-struggle', seats: turnOrder(s), received: [] }];
    },
  },
  {
    // F412B Advocate Act II Objective: "At the end of a chapter, advance 1 for each different suit of Guild card you have. …
    // advance 1 for each Rival that you have more Guild cards than."
    id: 'ARCS-F412B',
    afterScoring(s, seat) {
      const n = guildStanding(s, seat);
      if (n > 0) fired(s, 'ARCS-F412B');
      advanceObjective(s, seat, n);
      return [];
    },
  },
  {
    // F413 Advocate's Demand (Edict 45): "Scrap this if the Advocate is not in play. …" (the frame above).
    id: 'ARCS-F413',
    edict(s) {
      const adv = advocateSeat(s);
      if (adv === null) {
        scrapCard(s, 'ARCS-F413');
        log(s, "Advocate's Demand is scrapped: the Advocate is not in play.");
        return [];
      }
      return [{ k: 'campaign/advocate-demand', seat: adv }];
    },
  },
  {
    // F416 Guild Fair (Vox): "Crisis: Players secure all Guild cards that they currently can. Bury this card. When Secured:
    // Return all Rival agents from Guild cards in the Court. Secure all Guild cards that you currently can. Bury this card."
    id: 'ARCS-F416',
    crisis(s) {
      fired(s, 'ARCS-F416');
      const frames = turnOrder(s).flatMap((seat) => secureAllGuilds(s, seat));
      if (!removeCardFromCourt(s, 'ARCS-F416', 'bury')) bury(s, 'ARCS-F416');
      return frames;
    },
    whenSecured(s, seat) {
      for (const slot of s.court) {
        if (!isGuildCard(slot.card)) continue;
        slot.agents.forEach((n, o) => {
          if (o === seat || n === 0) return;
          returnAgents(s, o, n);
          slot.agents[o] = 0;
        });
      }
      log(s, `Guild Fair: Rival agents return from the Guild cards in the Court.`);
      return secureAllGuilds(s, seat);
    },
    afterSecured: 'bury',
  },
  guildmaster('ARCS-F417', 'material', 'tycoon'),
  guildmaster('ARCS-F418', 'fuel', 'tycoon'),
  guildmaster('ARCS-F419', 'weapon', 'warlord'),
  guildmaster('ARCS-F420', 'relic', 'keeper'),
  guildmaster('ARCS-F421', 'psionic', 'empath'),
  {
    // F422 Guilds Withdraw (Vox): "Crisis: If a hex or arrow was rolled, each player in turn order must bury 1 Guild card.
    // Bury this card. When Secured: Each Rival must bury 1 Guild card. Bury this card."
    id: 'ARCS-F422',
    // "Bury this card" is a sentence of its own: the card is buried whatever was rolled.
    crisis(s, _holder, roll) {
      fired(s, 'ARCS-F422');
      if (!removeCardFromCourt(s, 'ARCS-F422', 'bury')) bury(s, 'ARCS-F422');
      if (!symbolRolled(roll, 'hex') && !symbolRolled(roll, 'arrow')) return [];
      return [{ k: 'campaign/advocate-withdraw', seats: turnOrder(s) }];
    },
    whenSecured: (s, seat) => [{ k: 'campaign/advocate-withdraw', seats: turnOrder(s).filter((x) => x !== seat) }],
    afterSecured: 'bury',
  },
  {
    // F424 Guild Loyalty (Lore; errata): "When you Provoke Outrage, you do not discard Guild cards." (frames/outrage.ts)
    id: 'ARCS-F424',
    keepGuildsOnOutrage: true,
  },
  {
    // F425 Guild Supremacy (Law): "When scoring, Guild cards count twice." (chapter.ts ambitionCount). F426, its reminder copy
    // by the ambition boxes, has no effect of its own.
    id: 'ARCS-F425',
    guildsCountTwice: true,
  },
  {
    // F426 Guild Supremacy (Reminder), by the ambition boxes: the Law's rule, read only from the rules booklet (F425); it fires
    // with the Law when a Guild card counts twice (chapter.ts scoreAmbitions; effects.ts guildSupremacyCards).
    id: 'ARCS-F426',
    guildsCountTwice: true,
  },
];


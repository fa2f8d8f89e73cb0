/**
 * Fate 8, the Believer (ARCS-FATE08; Fate Set ARCS-F801…F831): its three Acts (setup, objective,
 * Resolution), and the effects of every card of its set. Card moves are data
 * (data/campaign/fate-steps.ts, carried out by framework.ts); this module is the rest, and the
 * Faithful action cards as the round plays them are campaign/faithful.ts (a leaf the core calls).
 * Each entry quotes the printed text it implements (cards.csv) and the FAQ rows it follows.
 *
 * Choices made (not settled by our sources; see also campaign/faithful.ts):
 * - "Win an ambition" (F801B, F820B): first place alone (a tie for first gives no first place).
 * - The Young Light / Prodigal One / Prophet go back where they were (play area or held Court
 *   cards) when the round ends.
 * - Breaking the Faith (F831): the removed Ideal goes back to the Ideal supply (the card says
 *   "remove", not "scrap"), so Doctrinal/Dominant Faith may place it again.
 * - Set Lay Doctrine (F827): "the highest initiative number" is the highest Faithful card number
 *   revealed (the Faithful cards are numbered 1-9 for initiative); nobody revealing one: no change.
 * - Act III setup for a Believer who was not one in Act II: the Doctrine card is put in play (it is
 *   flipped by step 3), with Wisdom when no Ideal is on an ambition (the tie rule).
 */
import { AMBITIONS, type Ambition } from '../../../data/action-cards.ts';
import { findCard } from '../../../data/cards.ts';
import type { FaithfulEnd } from '../../../data/campaign/components.ts';
import { AMBITION_NAMES } from '../../../data/board.ts';
import { buildingsOf, log, planetResource, seatName, systemIds } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { attachCard, cardName, forcedAttachTargets } from '../../court.ts';
import { fired, type CardEffect } from '../../effects.ts';
import { ambitionCount, rankAmbition } from '../../frames/chapter.ts';
import { card, msg } from '../../messages.ts';
import { shuffleInPlace } from '../../rng.ts';
import { done, opt, type Handler, type Step } from '../../step.ts';
import type { ActionCardId } from '../../../data/action-cards.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { faithfulCard, isFaithfulCard, playedFaithful } from '../faithful.ts';
import { isEventCard } from '../state.ts';
import { BELIEVER, holderOf, PRODIGAL_ONE, PROPHET, setDoctrine, won, YOUNG_LIGHT } from './believer-rules.ts';
import { takeCard } from './moves.ts';
import { advanceObjective } from './objective.ts';

export * from './believer-rules.ts';

const sideMsg = (side: FaithfulEnd) => msg(`campaign.believer.side.${side}`);
const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[]): Step => ({ t: 'ask', seat, prompt, options });

/** The seat is winning the ambition now (first place alone, as if scored now). */
export function winning(s: GameState, seat: Seat, a: Ambition): boolean {
  const { first } = rankAmbition(s.players.map((p) => ({ seat: p.seat, n: ambitionCount(s, p, a) })));
  return first.length === 1 && first[0] === seat;
}

/* ------------------------------------------------------------ frames */

export type BelieverFrame =
  /** Set Doctrine / Set Lay Doctrine (Edict 90): `seat` may change the Doctrine. */
  | { k: 'campaign/believer-doctrine'; seat: Seat; card: string }
  /** The Young Light / Prodigal One / Prophet placed next to a played Faithful card: the non-Event card to discard. */
  | { k: 'campaign/believer-discard'; seat: Seat; card: string }
  /** Spreading the Faith, Teach: the Guild card to attach `faithful` to. */
  | { k: 'campaign/believer-teach'; seat: Seat; faithful: string; targets: number[] }
  /** Breaking the Faith: the destroyer may remove 1 Ideal from an undeclared ambition. */
  | { k: 'campaign/believer-break'; seat: Seat };

type H<K extends BelieverFrame['k']> = Handler<FrameOf<K>>;

const DOCTRINE = choices({ keep: {}, side: { side: field.oneOf('zeal', 'wisdom') } });

const doctrine: H<'campaign/believer-doctrine'> = {
  step(s, f) {
    const now = s.campaign!.doctrine;
    if (now === undefined) return done;
    const other: FaithfulEnd = now === 'zeal' ? 'wisdom' : 'zeal';
    return ask(f.seat, msg('campaign.believer.doctrine.prompt', { card: card(f.card), side: sideMsg(now) }), [
      opt(DOCTRINE.id('keep'), msg('campaign.believer.doctrine.keep', { side: sideMsg(now) })),
      opt(DOCTRINE.id('side', { side: other }), msg('campaign.believer.doctrine.change', { side: sideMsg(other) })),
    ]);
  },
  resume(s, _f, choice) {
    const c = DOCTRINE.read(choice);
    if (c.tag === 'side') setDoctrine(s, c.side);
    return done;
  },
};

const DISCARD = choices({ discard: { card: field.word } });

const discardFor: H<'campaign/believer-discard'> = {
  step(s, f) {
    const hand = s.players[f.seat]!.hand.filter((x) => !isEventCard(x));
    if (hand.length === 0) return done;
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.believer.discard.prompt', { card: card(f.card) }), options: hand.map((x) => opt(DISCARD.id('discard', { card: x }), msg('campaign.believer.discard', { card: msg('core.action-card', { card: x }) }))), secret: true };
  },
  resume(s, f, choice) {
    const id = DISCARD.read(choice).card as ActionCardId;
    const hand = s.players[f.seat]!.hand;
    hand.splice(hand.indexOf(id), 1);
    s.actionDiscard.push(id);
    log(s, `${seatName(s, f.seat)} discards an action card for ${cardName(f.card)}.`);
    return done;
  },
};

const SLOT = choices({ card: { slot: field.int } });

const teach: H<'campaign/believer-teach'> = {
  step(s, f) {
    return ask(f.seat, msg('campaign.believer.teach.prompt', { faithful: msg('core.action-card', { card: f.faithful }) }), f.targets.map((i) => opt(SLOT.id('card', { slot: i }), msg('core.card', { card: card(s.court[i]!.card) }))));
  },
  resume(s, f, choice) {
    attachFaithful(s, f.faithful, SLOT.read(choice).slot);
    return done;
  },
};

function attachFaithful(s: GameState, faithful: string, index: number): void {
  attachCard(s, faithful, index, { stack: true });
}

const BREAK = choices({ remove: { ambition: field.oneOf(...AMBITIONS) }, no: {} });

const breakFaith: H<'campaign/believer-break'> = {
  step(s, f) {
    const ideals = s.campaign!.ideals ?? {};
    const open = AMBITIONS.filter((a) => ideals[a] !== undefined && s.ambitions[a].length === 0);
    if (open.length === 0) return done;
    return ask(f.seat, msg('campaign.believer.break.prompt'), [
      ...open.map((a) => opt(BREAK.id('remove', { ambition: a }), msg('campaign.believer.break.remove', { side: sideMsg(ideals[a]!), ambition: msg('core.ambition', { ambition: a }) }))),
      opt(BREAK.id('no'), msg('campaign.believer.break.no')),
    ]);
  },
  resume(s, f, choice) {
    const ch = BREAK.read(choice);
    if (ch.tag === 'no') return done;
    const c = s.campaign!;
    delete c.ideals![ch.ambition];
    if (Object.keys(c.ideals!).length === 0) delete c.ideals;
    c.idealSupply = (c.idealSupply ?? 0) + 1;
    fired(s, 'ARCS-F831');
    log(s, `${seatName(s, f.seat)} removes the Ideal from ${AMBITION_NAMES[ch.ambition]} (Breaking the Faith).`);
    return done;
  },
};

export const BELIEVER_HANDLERS = {
  'campaign/believer-doctrine': doctrine,
  'campaign/believer-discard': discardFor,
  'campaign/believer-teach': teach,
  'campaign/believer-break': breakFaith,
} as const;

/* ------------------------------------------------------------ the cards */

/** The Young Light, The Prodigal One, The Prophet: "Prelude: You may discard 1 non-Event action card to place this card next to a played Faithful card. (Even one that's face down!) When the round ends, draw it into your hand and take this card." */
const PLACE = choices({ play: { index: field.int } });
function placeNextToFaithful(id: string): CardEffect {
  return {
    id,
    prelude: {
      options(s, seat) {
        if (!s.players[seat]!.hand.some((x) => !isEventCard(x))) return [];
        if ((s.campaign?.faithfulUnions ?? []).some((u) => u.card === id)) return [];
        const taken = new Set((s.campaign?.faithfulUnions ?? []).map((u) => u.target));
        return (s.round?.plays ?? []).flatMap((p, i) =>
          isFaithfulCard(p.card) && !taken.has(p.card)
            ? [opt(PLACE.id('play', { index: i }), msg('campaign.believer.place', { card: card(id), owner: seatName(s, p.seat), target: p.mode === 'copy' ? msg('campaign.believer.facedown') : msg('core.action-card', { card: p.card }) }))]
            : [],
        );
      },
      take(s, seat, key) {
        const play = s.round!.plays[PLACE.read(key).index]!;
        const c = s.campaign!;
        const cs = c.seats[seat]!;
        const inArea = cs.playArea.indexOf(id);
        if (inArea >= 0) cs.playArea.splice(inArea, 1);
        else {
          const p = s.players[seat]!;
          p.court.splice(p.court.findIndex((x) => x.id === id), 1);
        }
        (c.faithfulUnions ??= []).push({ seat, card: id, target: play.card, ...(inArea >= 0 ? { fate: true } : {}) });
        fired(s, id);
        log(s, `${seatName(s, seat)} places ${cardName(id)} next to ${seatName(s, play.seat)}'s played Faithful card.`);
        return [{ k: 'campaign/believer-discard', seat, card: id }];
      },
    },
  };
}

/** Secret Order (F819, F826): "When you declare Keeper or Empath, do not place the zero marker." */
function secretOrder(id: string): CardEffect {
  return { id, noZeroMarker: (a) => a === 'keeper' || a === 'empath' };
}

/** Edict 90: who may change the Doctrine. */
function doctrineEdict(s: GameState, id: string, seat: Seat | null): Frame[] {
  if (seat === null || s.campaign?.doctrine === undefined) return [];
  fired(s, id);
  return [{ k: 'campaign/believer-doctrine', seat, card: id }];
}

/** Breaking the Faith's Believer: the seat whose Fate is the Believer. */
function believerSeats(s: GameState): Seat[] {
  return (s.campaign?.seats ?? []).flatMap((x, i) => (x.fate === BELIEVER ? [i] : []));
}

/** Spreading the Faith's Teach: Guild spots whose suit matches a planet with a Loyal city of `seat`. */
function teachMatches(s: GameState, seat: Seat): (st: GameState, index: number) => boolean {
  const suits = new Set(systemIds(s).filter((id) => buildingsOf(s.map[id]!, seat, 'city').length > 0).map(planetResource));
  return (st, i) => {
    const def = findCard(st.court[i]!.card);
    return def?.kind === 'guild' && def.suit !== null && suits.has(def.suit);
  };
}

export const BELIEVER_EFFECTS: readonly CardEffect[] = [
  {
    // F801B Spread the Good Word: "Each time you win an ambition, advance 1 for each action pip on the top card of the Faithful
    // action card stack. If the stack is empty, advance 10 instead."
    id: 'ARCS-F801B',
    ambitionsScored(s, seat, results) {
      for (const r of results) {
        if (!won(r, seat)) continue;
        const stack = s.campaign?.faithfulStack ?? [];
        const top = stack[stack.length - 1];
        fired(s, 'ARCS-F801B');
        advanceObjective(s, seat, top === undefined ? 10 : faithfulCard(top).pips);
      }
    },
  },
  {
    // F802 Faithful Disciples: "If you play a Faithful action card and declare an ambition you're winning, gain one more action pip."
    id: 'ARCS-F802',
    onDeclare(s, seat, ambition) {
      // Edenguard (ARCS-F2004, ambition null): not one of the ambitions this card's "winning" reads (our reading).
      if (ambition === null || !playedFaithful(s, seat) || !winning(s, seat, ambition)) return [];
      const menu = [...s.stack].reverse().find((x): x is FrameOf<'turn/actions'> => x.k === 'turn/actions' && x.seat === seat);
      if (!menu) return [];
      menu.pips += 1;
      fired(s, 'ARCS-F802');
      log(s, `${seatName(s, seat)} gains one more action pip (Faithful Disciples).`);
      return [];
    },
  },
  {
    // F803 Spreading the Faith: "Teach (Influence): Scrap the bottom non-Event action card from the discard pile. (Continue past
    // Events.) If you do, attach the top Faithful action card from its stack to a Guild card in the Court whose suit matches a
    // planet with a Loyal city." FAQ (split discard piles): not a rule of ours (one discard pile).
    id: 'ARCS-F803',
    newActions: [
      {
        key: 'teach',
        name: 'Teach',
        replaces: 'influence',
        can: (s) => s.actionDiscard.some((x) => !isEventCard(x)),
        start(s, seat) {
          const c = s.campaign!;
          const i = s.actionDiscard.findIndex((x) => !isEventCard(x));
          if (i < 0) return [];
          const [scrapped] = s.actionDiscard.splice(i, 1);
          c.scrap.push(scrapped!);
          fired(s, 'ARCS-F803');
          log(s, `${seatName(s, seat)} Teaches: the bottom action card of the discard pile is scrapped.`);
          const stack = c.faithfulStack ?? [];
          const top = stack[stack.length - 1];
          if (top === undefined || s.court.length === 0) return [];
          // Forced attach (p.27): with no matching Guild card (or none without an attached card), ignore the fewest requirements.
          const targets = forcedAttachTargets(s, [teachMatches(s, seat)]);
          if (targets.length === 0) return [];
          stack.pop();
          if (stack.length === 0) delete c.faithfulStack;
          if (targets.length === 1) {
            attachFaithful(s, top, targets[0]!);
            return [];
          }
          return [{ k: 'campaign/believer-teach', seat, faithful: top, targets }];
        },
      },
    ],
  },
  placeNextToFaithful(YOUNG_LIGHT),
  {
    // F817 Plot to Kidnap. "Crisis: Attach The Young Light or The Prophet here. Each player discards their highest-number
    // Faithful action card." FAQ: the Crisis does not work while the card is discarded or in the Court deck; it does in the
    // card play area. "When Secured: Search the action discard pile, draw the Faithful action card of highest number, then
    // shuffle it. Discard Plot to Kidnap."
    id: 'ARCS-F817',
    crisis(s) {
      fired(s, 'ARCS-F817');
      const here = s.court.findIndex((x) => x.card === 'ARCS-F817');
      for (const id of [YOUNG_LIGHT, PROPHET]) {
        const seat = holderOf(s, id);
        if (seat === null || here < 0) continue;
        if ((s.campaign!.faithfulUnions ?? []).some((u) => u.card === id)) s.campaign!.faithfulUnions = s.campaign!.faithfulUnions!.filter((u) => u.card !== id);
        else takeCard(s, id, seat);
        attachCard(s, id, here, { stack: true });
        break;
      }
      for (const p of s.players) {
        const faithful = p.hand.filter((x) => isFaithfulCard(x)).sort((a, b) => faithfulCard(b).number - faithfulCard(a).number);
        if (faithful.length === 0) continue;
        p.hand.splice(p.hand.indexOf(faithful[0]!), 1);
        s.actionDiscard.push(faithful[0]!);
        log(s, `${seatName(s, p.seat)} discards their highest-number Faithful action card (Plot to Kidnap).`);
      }
      return [];
    },
    whenSecured(s, seat) {
      const faithful = s.actionDiscard.filter((x) => isFaithfulCard(x)).sort((a, b) => faithfulCard(b).number - faithfulCard(a).number);
      if (faithful.length > 0) {
        s.actionDiscard.splice(s.actionDiscard.indexOf(faithful[0]!), 1);
        s.players[seat]!.hand.push(faithful[0]!);
        log(s, `${seatName(s, seat)} draws a Faithful action card from the discard pile (Plot to Kidnap).`);
      }
      shuffleInPlace(s.rng, s.actionDiscard);
      return [];
    },
  },
  placeNextToFaithful(PRODIGAL_ONE),
  secretOrder('ARCS-F819'),
  {
    // F820B Develop the Ideals of your Faith: "Each time you win an ambition that has an Ideal marker, advance 1 for each Power
    // you gain from it." (Bonus city Power counts.)
    id: 'ARCS-F820B',
    ambitionsScored(s, seat, results) {
      const ideals = s.campaign?.ideals ?? {};
      for (const r of results) {
        if (!won(r, seat) || ideals[r.ambition] === undefined || (r.gains[seat] ?? 0) <= 0) continue;
        fired(s, 'ARCS-F820B');
        advanceObjective(s, seat, r.gains[seat]!);
      }
    },
  },
  {
    // F821 Set Doctrine (Edict 90): "The player who holds The Young Light or The Prophet may change the Doctrine to Zeal or Wisdom."
    id: 'ARCS-F821',
    edict: (s) => doctrineEdict(s, 'ARCS-F821', holderOf(s, YOUNG_LIGHT) ?? holderOf(s, PROPHET)),
  },
  placeNextToFaithful(PROPHET),
  secretOrder('ARCS-F826'),
  {
    // F827 Set Lay Doctrine (Edict 90): "Players reveal their Faithful action cards. The player who reveals the highest
    // initiative number may change the Doctrine to Zeal or Wisdom."
    id: 'ARCS-F827',
    edict(s) {
      let best: { seat: Seat; n: number } | null = null;
      for (const p of s.players) {
        const nums = p.hand.filter((x) => isFaithfulCard(x)).map((x) => faithfulCard(x).number);
        if (nums.length > 0) log(s, `${seatName(s, p.seat)} reveals Faithful ${nums.sort((a, b) => a - b).join(', ')}.`);
        for (const n of nums) if (!best || n > best.n) best = { seat: p.seat, n };
      }
      return doctrineEdict(s, 'ARCS-F827', best?.seat ?? null);
    },
  },
  {
    // F831 Breaking the Faith: "When a Rival of the Believer destroys a Loyal city of the Believer, the destroying player may
    // remove 1 Ideal token from an undeclared ambition."
    id: 'ARCS-F831',
    cityDestroyed(s, destroyer, owner) {
      if (destroyer === owner || !believerSeats(s).includes(owner)) return [];
      const ideals = s.campaign?.ideals ?? {};
      if (!AMBITIONS.some((a) => ideals[a] !== undefined && s.ambitions[a].length === 0)) return [];
      return [{ k: 'campaign/believer-break', seat: destroyer }];
    },
  },
];

/** Faithful Cards, Pluralistic Faith, Doctrinal, Repressed and Dominant Faith and the Doctrine card are rules campaign/faithful.ts applies. */
export const BELIEVER_RULE_CARDS = ['ARCS-F813', 'ARCS-F814', 'ARCS-F822', 'ARCS-F823', 'ARCS-F828', 'ARCS-F830'] as const;


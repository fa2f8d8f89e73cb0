/**
 * The Admiral (Fate 7) and the Believer (Fate 8, its Faithful action cards included): every card
 * the unsteered random campaigns do not reach (unreached.ts) fires in a seeded campaign arranged for
 * it (reach.ts, as the Court cards in test/engine/court/rules.test.ts).
 *
 * Arrangements (all states the rules can produce, checked by the invariants at every step):
 * - a Guild or Vox card held, in a play area or in the Court, where its Fate Set puts it;
 * - Faithful action cards dealt into a hand when the first turn of an Act opens (hands exist then);
 * - short Acts: the chapter track at the Act's last chapter (Act I from the start, Act II when it
 *   opens), so the Intermission and the next Act's setup come about in play, by the rules;
 * - pieces and resources where the card can act (ships in a system, a Weapon in a slot).
 */
import { describe, expect, it } from 'vitest';
import { buildingsOf, isGate, returnPieces, shipsOf, sys, systemIds, tidy } from '../../../../src/engine/board.ts';
import { takeCard } from '../../../../src/engine/campaign/fates/moves.ts';
import { isFaithfulCard } from '../../../../src/engine/campaign/faithful.ts';
import type { ActionCardId } from '../../../../src/data/action-cards.ts';
import type { Resource, SystemId } from '../../../../src/data/map.ts';
import type { GameState, Seat } from '../../../../src/engine/types.ts';
import { reachCard, type ReachPlan } from './reach.ts';
import { notReachedOf } from './unreached.ts';

const ADMIRAL = 'ARCS-FATE07';
const BELIEVER = 'ARCS-FATE08';
type Step = (s: GameState) => void;
type Prefer = NonNullable<ReachPlan['prefer']>;

/* ------------------------------------------------------------ arrangements */

/** Several arrangements in order. */
const all = (...steps: Step[]): Step => (s) => steps.forEach((f) => f(s));

/** A Court card held by a seat (its Court cards). */
const heldBy = (seat: Seat, card: string): Step => (s) => {
  takeCard(s, card);
  s.players[seat]!.court.push({ id: card, tokens: [] });
};

/** A Fate Set card in a seat's play area. */
const inPlayArea = (seat: Seat, card: string): Step => (s) => {
  takeCard(s, card);
  s.campaign!.seats[seat]!.playArea.push(card);
};

/** A card in the Court, in place of the last Court card (which goes to the bottom of the Court deck; the agents stay). */
const inCourt = (card: string): Step => (s) => {
  takeCard(s, card);
  const slot = s.court[s.court.length - 1]!;
  s.courtDeck.push(slot.card);
  slot.card = card;
};

/** A resource from the supply into the seat's first empty slot (none: nothing). */
const resource = (seat: Seat, r: Resource): Step => (s) => {
  const p = s.players[seat]!;
  const i = p.resources.findIndex((x) => x === null);
  if (i < 0 || s.supply[r] <= 0) return;
  s.supply[r] -= 1;
  p.resources[i] = r;
};

/**
 * Faithful action cards, the highest numbers first, drawn into the seat's hand from the Faithful
 * stack, the action deck or discard pile or the Court deck (as securing them, Plot to Kidnap or a
 * deal would): the hand grows, so no open decision loses a card it offers.
 */
const faithfulInHand = (seat: Seat, n: number, only?: string): Step => (s) => {
  const p = s.players[seat]!;
  const places: string[][] = [s.campaign!.faithfulStack ?? [], s.actionDeck, s.actionDiscard, s.courtDeck];
  const wanted = only ? [only] : places.flat().filter((x) => isFaithfulCard(x)).sort().reverse().slice(0, n);
  for (const card of wanted) {
    const place = places.find((x) => x.includes(card));
    if (!place) continue;
    place.splice(place.indexOf(card), 1);
    p.hand.push(card as ActionCardId);
  }
  if (s.campaign!.faithfulStack?.length === 0) delete s.campaign!.faithfulStack;
};

/**
 * A fleet of `attacker` (up to `n` fresh ships from its supply) at a planet with a Loyal city of
 * `owner` (built from its board if it has none left), alone there with it and any Blight: the other
 * ships went away (back to their supplies; no Imperial ships, so the Truce Law does not shield a
 * Regent). The attacker may battle the city's owner there on its turn.
 */
const fleetAtCityOf = (attacker: Seat, owner: Seat, n: number): Step => (s) => {
  const open = (x: SystemId): boolean => !isGate(x) && !sys(s, x).ships.some((g) => g.flagship === true);
  const hasCity = (x: SystemId): boolean => buildingsOf(sys(s, x), owner, 'city').length > 0;
  let id = systemIds(s).find((x) => open(x) && hasCity(x));
  // None (its cities were destroyed): one built from its board in an empty building slot.
  const p = s.players[owner]!;
  if (!id && p.boardCities > 0) {
    id = systemIds(s).find((x) => open(x) && sys(s, x).slots.some((b) => b === null));
    if (!id) return;
    const slots = sys(s, id).slots;
    slots[slots.indexOf(null)] = { owner, type: 'city', damaged: false };
    p.boardCities -= 1;
  }
  if (!id) return;
  const st = sys(s, id);
  for (const g of st.ships) {
    if (g.owner === 'blight') continue;
    returnPieces(s, g.owner, 'ship', g.fresh + g.damaged);
    g.fresh = 0;
    g.damaged = 0;
  }
  const k = Math.min(n, s.players[attacker]!.supply.ships);
  s.players[attacker]!.supply.ships -= k;
  shipsOf(st, attacker).fresh += k;
  tidy(st);
};

/**
 * A `during` that runs `f` once per campaign, at the first step where `when` holds (each try plays
 * its own copy of the start: playRandom advances one object in place).
 */
function once(when: (s: GameState) => boolean, f: Step): Step {
  const done = new WeakSet<GameState>();
  return (s) => {
    if (done.has(s) || !when(s)) return;
    done.add(s);
    f(s);
  };
}

/** The first turn of Act `act` opens (hands dealt, setup over). */
const actOpens = (act: number) => (s: GameState): boolean => s.campaign!.act === act && s.campaign!.stage === 'play' && s.decisions[0]?.kind === 'turn/play';

/** Act I starts at its last chapter (the chapter track near its end). */
const shortActI: Step = (s) => {
  s.chapter = 3;
};

/** Act II, once it opens, at its last chapter too. */
const shortActII = once(actOpens(2), (s) => {
  s.chapter = 3;
});

/* ------------------------------------------------------------ preferences */

const FAITHFUL = /ARCS-F8(0[4-9]|1[0-2])\b/;
/** Playing a Faithful card face up (lead, Surpass, Pivot). */
const playsFaithful = (id: string): boolean => /^(lead|surpass|pivot):/.test(id) && FAITHFUL.test(id);
const leadsFaithful = (id: string): boolean => id.startsWith('lead:') && FAITHFUL.test(id);
const declares = (id: string): boolean => id.startsWith('declare:');

/** Steer to the Court card: the influence and secure actions, on its Court spot. */
const securing = (card: string): Prefer => (id, d, s) => {
  const slot = s.court.findIndex((x) => x.card === card);
  if (slot < 0) return false;
  if (d.kind === 'turn/actions') return /(^|:)(influence|secure)$/.test(id);
  if (d.kind === 'act/influence' || d.kind === 'act/secure') return id === `card:${slot}`;
  return false;
};

/** Declaring an ambition that has an Ideal marker. */
const declaresIdeal: Prefer = (id, _d, s) => {
  const m = /^declare:(\w+)$/.exec(id);
  return m !== null && (s.campaign!.ideals as Record<string, unknown> | undefined)?.[m[1]!] !== undefined;
};

const anyOf = (...ps: Prefer[]): Prefer => (id, d, s) => ps.some((p) => p(id, d, s));
const naming = (card: string): Prefer => (id) => id.includes(card);

/* ------------------------------------------------------------ the plans */

const AD = [ADMIRAL, BELIEVER];
const BE = [BELIEVER, ADMIRAL];

const PLANS: Record<string, ReachPlan> = {
  // Honor Guard: the Admiral holds a Weapon Guild card (Court Enforcers) and a Weapon; a Rival's Silver-Tongues may steal a Guild card.
  'ARCS-F705': {
    players: 2,
    fates: AD,
    setup: all(inPlayArea(0, 'ARCS-F705'), heldBy(0, 'ARCS-BC14'), resource(0, 'weapon'), heldBy(1, 'ARCS-BC20')),
    prefer: naming('ARCS-BC20'),
  },
  // Rogue Admirals: held by the Admiral (a Regent), its Prelude places 3 Imperial ships.
  'ARCS-F706': { players: 2, fates: AD, setup: heldBy(0, 'ARCS-F706') },
  'ARCS-F707': { players: 2, fates: AD, setup: heldBy(0, 'ARCS-F707') },
  // Mass Uprising: in the Court (after Act II completed), secured.
  'ARCS-F717': { players: 2, fates: AD, setup: inCourt('ARCS-F717'), prefer: securing('ARCS-F717') },
  'ARCS-F718': { players: 2, fates: AD, setup: inCourt('ARCS-F718'), prefer: securing('ARCS-F718') },
  // Faithful "2" and "3" dealt to the Believer, played face up.
  'ARCS-F805': { players: 2, fates: BE, during: once(actOpens(1), faithfulInHand(0, 1, 'ARCS-F805')) },
  'ARCS-F806': { players: 2, fates: BE, during: once(actOpens(1), faithfulInHand(0, 1, 'ARCS-F806')) },
  // The Young Light, The Prodigal One, The Prophet: where the Resolutions put them, with Faithful cards to play.
  'ARCS-F816': { players: 2, fates: BE, setup: inPlayArea(0, 'ARCS-F816'), during: once(actOpens(1), faithfulInHand(0, 3)), prefer: anyOf(naming('ARCS-F816'), playsFaithful) },
  'ARCS-F818': { players: 2, fates: BE, setup: heldBy(0, 'ARCS-F818'), during: once(actOpens(1), faithfulInHand(0, 3)), prefer: anyOf(naming('ARCS-F818'), playsFaithful) },
  'ARCS-F825': { players: 2, fates: BE, setup: inPlayArea(0, 'ARCS-F825'), during: once(actOpens(1), faithfulInHand(0, 3)), prefer: anyOf(naming('ARCS-F825'), playsFaithful) },
  // Plot to Kidnap: in the Court, secured.
  'ARCS-F817': { players: 2, fates: BE, setup: inCourt('ARCS-F817'), prefer: securing('ARCS-F817') },
  // Secret Order: held; a Faithful lead declares any ambition (Pluralistic Faith): Keeper or Empath.
  'ARCS-F826': {
    players: 2,
    fates: BE,
    setup: heldBy(0, 'ARCS-F826'),
    during: once(actOpens(1), faithfulInHand(0, 3)),
    prefer: (id) => playsFaithful(id) || id === 'declare:keeper' || id === 'declare:empath',
  },
  // Act II: Faithful cards dealt to the Believer when the Act opens; Faithful plays declare ambitions (Ideals placed).
  'ARCS-F820B': {
    players: 2,
    fates: BE,
    setup: shortActI,
    during: once(actOpens(2), all(faithfulInHand(0, 4), resource(0, 'relic'), resource(0, 'relic'), resource(0, 'psionic'), resource(0, 'psionic'))),
    prefer: (id) => playsFaithful(id) || id === 'declare:keeper' || id === 'declare:empath',
  },
  // Act III: Ideals placed in Act II; Faithful plays declare the ambitions with Ideals (two markers: a grand ambition).
  'ARCS-F829B': {
    players: 2,
    fates: BE,
    setup: shortActI,
    during: all(shortActII, once(actOpens(2), faithfulInHand(0, 4)), once(actOpens(3), faithfulInHand(0, 4))),
    prefer: (id, d, s) => playsFaithful(id) || (s.campaign!.act === 2 ? declares(id) : declaresIdeal(id, d, s)),
  },
  // Breaking the Faith: Ideals placed in Act II; in Act III the Admiral's fleet at a Believer city battles it, destroys it, removes an Ideal.
  'ARCS-F831': {
    players: 2,
    fates: BE,
    setup: shortActI,
    during: all(shortActII, once(actOpens(2), all(faithfulInHand(0, 3), faithfulInHand(1, 3))), once(actOpens(3), fleetAtCityOf(1, 0, 6))),
    prefer: (id, d, s) => {
      if (s.campaign!.act === 2) return leadsFaithful(id) || declares(id);
      if (d.seat !== 1) return false;
      const at = /^sys:(.+)$/.exec(id);
      if (at) return buildingsOf(sys(s, at[1] as SystemId), 0, 'city').length > 0;
      return /(^|:)battle$/.test(id) || id === 'def:0' || /^assault:[3-6]$/.test(id) || /^remove:/.test(id);
    },
  },
};

describe('Admiral and Believer: every card random campaigns seldom reach fires in a seeded campaign arranged for it', () => {
  it('the plans cover exactly the unreached cards of Fates 7 and 8', () => {
    expect(Object.keys(PLANS).sort()).toEqual(notReachedOf([7, 8]).sort());
  });
  for (const [card, plan] of Object.entries(PLANS)) {
    it(`${card} fires`, () => {
      const r = reachCard(card, plan);
      expect(r.fired, `${card} did not fire in ${plan.tries ?? 4} campaigns`).toBe(true);
    });
  }
});


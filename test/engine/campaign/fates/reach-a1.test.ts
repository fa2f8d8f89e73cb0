/**
 * Fates 1-3 (Steward, Founder, Magnate): every card the unsteered random campaigns do not reach
 * (unreached.ts) fires in a seeded campaign arranged for it (reach.ts): the card put where its Fate
 * Set puts it (a Court card in the Court or a hand, a Law in the rules booklet, a Lore or Title in
 * the Fate player's play area, a Monopoly gained from the supply), at the Act it belongs to when
 * its text depends on that Act, then legal random play preferring the options that lead to it.
 * Seat 0 plays the Steward, seat 1 the Founder, seat 2 the Magnate (rules version 6: all three Acts).
 */
import { describe, expect, it } from 'vitest';
// The engine first (its effect modules load the Fates' cards).
import { checkInvariants } from '../../../../src/engine/index.ts';
import { shipsOf, tidy } from '../../../../src/engine/board.ts';
import { controller } from '../../../../src/engine/control.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { IMPERIAL_COUNCIL } from '../../../../src/data/campaign/components.ts';
import { findCard } from '../../../../src/data/cards.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import type { GameState, Seat } from '../../../../src/engine/types.ts';
import { reachCard, type ReachPlan, type Reached } from './reach.ts';
import { notReachedOf } from './unreached.ts';

const STEWARD = 'ARCS-FATE01';
const FOUNDER = 'ARCS-FATE02';
const MAGNATE = 'ARCS-FATE03';
/** Seat 0 the Steward, seat 1 the Founder, seat 2 the Magnate. */
const SFM = [STEWARD, FOUNDER, MAGNATE];
const S = 0;
const F = 1;
const M = 2;

type Arrange = (s: GameState) => void;
type Prefer = NonNullable<ReachPlan['prefer']>;

/* ------------------------------------------------------------ arrangements */

/** A Court card the seat has secured (among its held cards). */
const held = (seat: Seat, card: string): Arrange => (s) => {
  s.players[seat]!.court.push({ id: card, tokens: [] });
};

/** The card in the Court: it takes the last Court spot, whose card goes on top of the Court deck (as if drawn in its place). */
const inCourt = (card: string): Arrange => (s) => {
  const i = s.court.length - 1;
  const slot = s.court[i]!;
  if (slot.card === IMPERIAL_COUNCIL.cardId || slot.agents.some((n) => n > 0)) throw new Error('the last Court spot is not a plain card');
  s.courtDeck.unshift(slot.card);
  s.court[i] = { card, agents: s.players.map(() => 0) };
};

/** A Law in the rules booklet (its own slot). */
const inBooklet = (card: string): Arrange => (s) => {
  s.campaign!.rulesBooklet.push([card]);
};

/** A Fate card gained into the seat's play area. */
const inPlayArea = (seat: Seat, card: string): Arrange => (s) => {
  s.campaign!.seats[seat]!.playArea.push(card);
};

/** The Magnate gains a Monopoly from the supply (as Gain Monopolies, Edict 20, does). */
const monopoly = (seat: Seat, card: string): Arrange => (s) => {
  const c = s.campaign!;
  const i = (c.fateSupply ?? []).indexOf(card);
  if (i < 0) throw new Error(`${card} is not in the supply`);
  c.fateSupply!.splice(i, 1);
  c.seats[seat]!.playArea.push(card);
};

/** The seat's objective marker one space from completion. */
const markerAt1 = (seat: Seat): Arrange => (s) => {
  s.campaign!.seats[seat]!.marker = 1;
};

const MEMBER_TITLES = ['ARCS-F218', 'ARCS-F219', 'ARCS-F220', 'ARCS-F221'];

/** The seat is Disgraced: its Member of the Commonwealth title is scrapped (as harming a Free city does, F222). */
const disgraced = (seat: Seat): Arrange => (s) => {
  const c = s.campaign!;
  const pa = c.seats[seat]!.playArea;
  const title = pa.find((id) => MEMBER_TITLES.includes(id));
  if (title === undefined) throw new Error(`seat ${seat} is not a Member`);
  pa.splice(pa.indexOf(title), 1);
  c.scrap.push(title);
};

const systemsOf = (s: GameState) => Object.keys(s.map) as SystemId[];

/** A Blight piece (from its supply) in each Empire-controlled system. */
const blightUnderEmpire: Arrange = (s) => {
  for (const id of systemsOf(s)) {
    if (controller(s, id) !== 'empire' || s.neutral!.blight.blight === 0) continue;
    s.neutral!.blight.blight -= 1;
    shipsOf(s.map[id]!, 'blight').fresh += 1;
    tidy(s.map[id]!);
  }
};

const all = (...fs: Arrange[]): Arrange => (s) => fs.forEach((f) => f(s));

/**
 * A `during` arranging once, as soon as Act `act` is being played (its setup and the Fates' Act
 * setups done), for cards of a later Act whose text depends on that Act's state (Members, titles).
 */
function atAct(act: number, arrange: Arrange): Arrange {
  const done = new WeakSet<GameState>();
  return (s) => {
    const c = s.campaign!;
    if (done.has(s) || c.act !== act || c.stage !== 'play') return;
    done.add(s);
    arrange(s);
    const errors = checkInvariants(s);
    if (errors.length) throw new Error(`the Act ${act} arrangement: ${errors.join('; ')}`);
  };
}

/* ------------------------------------------------------------ preferences */

/** The seat builds (a Free building with Book of Liberation where offered). */
const builds = (seat: Seat): Prefer => (id, d) => d.seat === seat && /^(free:|pip:build|res:\d+:build|city$|starport$)/.test(id);
/** The seat influences and secures. */
const securing = (seat: Seat): Prefer => (id, d) => d.seat === seat && /^(pip:influence|res:\d+:influence|pip:secure|res:\d+:secure|card:)/.test(id);
/** Everyone declares (the Founder adding the Commonwealth Ambition marker when asked). */
const declares: Prefer = (id, d) => (d.kind === 'campaign/founder-commonwealth' && id === 'yes') || id.startsWith('declare:');
/** Summits are called and negotiated: Rivals give the Magnate resources and Favors, the Magnate accepts and exports. */
const dealsWithMagnate: Prefer = (id, d) =>
  /^(export|summit|negotiate)/.test(id) || (d.seat !== M && /^(propose|kind:transfer|kind:promise|to:2|res:|submit)/.test(id)) || (d.seat === M && id.startsWith('accept:'));
/** In Summits, Rivals give Material (the Magnate holds its Monopoly) and the Magnate consents. */
const givesMaterial: Prefer = (id, d) => /^(summit|negotiate|propose|kind:transfer|res:material|submit)$/.test(id) || (d.seat === M && id.startsWith('accept:'));

/* ------------------------------------------------------------------ plans */

const PLANS: Record<string, ReachPlan> = {
  // Steward. The Court cards' texts do not depend on the Act: put in the Court or a hand at Act I.
  'ARCS-F105': { players: 3, fates: SFM, setup: inCourt('ARCS-F105') },
  'ARCS-F106': { players: 3, fates: SFM, setup: inCourt('ARCS-F106') },
  'ARCS-F107': { players: 3, fates: SFM, setup: held(S, 'ARCS-F107') },
  'ARCS-F108': { players: 3, fates: SFM, setup: all(inBooklet('ARCS-F108'), blightUnderEmpire) },
  'ARCS-F115': { players: 3, fates: SFM, setup: inCourt('ARCS-F115') },
  'ARCS-F116': { players: 3, fates: SFM, setup: held(S, 'ARCS-F116') },
  'ARCS-F117': { players: 3, fates: SFM, setup: held(S, 'ARCS-F117') },
  'ARCS-F120': { players: 3, fates: SFM, setup: held(S, 'ARCS-F120') },
  // Founder. Book of Liberation is gained for Act II, Spirit of Freedom for Act III (every player a Member by then, unless Disgraced).
  'ARCS-F204': { players: 3, fates: SFM, during: atAct(2, inPlayArea(F, 'ARCS-F204')), prefer: builds(F) },
  'ARCS-F209': { players: 3, fates: SFM, setup: held(F, 'ARCS-F209') },
  'ARCS-F210': { players: 3, fates: SFM, setup: held(F, 'ARCS-F210') },
  'ARCS-F211': { players: 3, fates: SFM, setup: held(F, 'ARCS-F211') },
  // The Steward and the Magnate were Disgraced in Act II: ties with them may be secured.
  'ARCS-F224': { players: 3, fates: SFM, during: atAct(3, all(inPlayArea(F, 'ARCS-F224'), disgraced(S), disgraced(M))), prefer: securing(F) },
  // The Act III objective: the Founder completes Act II (the Founder of the Commonwealth and its marker kept), then declares.
  'ARCS-F225B': { players: 3, fates: SFM, during: atAct(2, markerAt1(F)), prefer: declares },
  // Magnate.
  'ARCS-F301B': { players: 3, fates: SFM, prefer: dealsWithMagnate },
  'ARCS-F304': { players: 3, fates: SFM, setup: held(M, 'ARCS-F304') },
  'ARCS-F305': { players: 3, fates: SFM, setup: held(M, 'ARCS-F305') },
  'ARCS-F306': { players: 3, fates: SFM, setup: held(M, 'ARCS-F306') },
  'ARCS-F314': { players: 3, fates: SFM, during: atAct(2, monopoly(M, 'ARCS-F314')), prefer: (id) => id === 'declare:tycoon' },
  'ARCS-F316': { players: 3, fates: SFM, during: atAct(2, monopoly(M, 'ARCS-F316')), prefer: (id) => id === 'declare:empath' },
  'ARCS-F319': { players: 3, fates: SFM, during: atAct(2, monopoly(M, 'ARCS-F313')), prefer: givesMaterial },
  // Prospectors is gained into the Magnate's play area for Act III.
  'ARCS-F322': { players: 3, fates: SFM, during: atAct(3, inPlayArea(M, 'ARCS-F322')), prefer: builds(M) },
};

/** What the firing left, checked where cheap: the state the card last fired in (the campaign's live copy). */
const AFTER: Record<string, (s: GameState) => void> = {
  'ARCS-F105': (s) => expect(s.court.map((x) => x.card)).not.toContain('ARCS-F105'),
  'ARCS-F106': (s) => expect(s.court.map((x) => x.card)).not.toContain('ARCS-F106'),
  'ARCS-F107': (s) => expect(s.players[S]!.court.map((x) => x.id)).not.toContain('ARCS-F107'),
  'ARCS-F115': (s) => expect(s.court.map((x) => x.card)).not.toContain('ARCS-F115'),
  'ARCS-F120': (s) => expect(s.players[S]!.court.map((x) => x.id)).not.toContain('ARCS-F120'),
  'ARCS-F209': (s) => expect(s.courtDiscard).toContain('ARCS-F209'),
  'ARCS-F210': (s) => expect(s.courtDiscard).toContain('ARCS-F210'),
  'ARCS-F211': (s) => expect(s.courtDiscard).toContain('ARCS-F211'),
  'ARCS-F225B': (s) => expect(s.campaign!.act).toBe(3),
  'ARCS-F304': (s) => expect(s.players[M]!.court.map((x) => x.id)).not.toContain('ARCS-F304'),
  'ARCS-F306': (s) => expect(s.players[M]!.court.map((x) => x.id)).not.toContain('ARCS-F306'),
};

/** reachCard, keeping the state the card last fired in. */
function reach(card: string, plan: ReachPlan): Reached & { last: GameState | null } {
  let last: GameState | null = null;
  const detach = onFired((s, id) => {
    if (id === card) last = s;
  });
  try {
    const r = reachCard(card, plan);
    return { ...r, last: last as GameState | null };
  } finally {
    detach();
  }
}

describe('Steward, Founder, Magnate: every card random campaigns seldom reach fires in a seeded campaign arranged for it', () => {
  it('the plans cover exactly the unreached cards of Fates 1, 2 and 3', () => {
    expect(Object.keys(PLANS).sort()).toEqual(notReachedOf([1, 2, 3]).sort());
  });

  for (const [card, plan] of Object.entries(PLANS)) {
    it(`${card} (${findCard(card)?.name ?? card}) fires`, () => {
      const r = reach(card, plan);
      expect(r.fired, `${card} never fired in ${plan.tries ?? 4} campaigns`).toBe(true);
      if (AFTER[card] && r.last) AFTER[card](r.last);
    });
  }
});

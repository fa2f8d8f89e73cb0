/**
 * The Advocate (Fate 4), the Caretaker (Fate 5) and the Partisan (Fate 6): every card of their sets
 * that unsteered random campaigns do not reach (unreached.ts) fires in a seeded campaign arranged
 * for it (reach.ts): the card put where its set puts it (a hand, the Court, the play area, the rules
 * booklet), the Act its set plays in set up through the Fates' own setups and Resolutions, then
 * legal random play preferring the options that lead to it, until its effect fires (fired.ts).
 */
import { describe, expect, it } from 'vitest';
import { reachCard, type ReachPlan } from './reach.ts';
import { notReachedOf } from './unreached.ts';
import { findCard } from '../../../../src/data/cards.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { resolveFateNow, setUpFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import { loreDeck } from '../../../../src/engine/campaign/fates/caretaker-rules.ts';
import type { GameState, Seat } from '../../../../src/engine/types.ts';
import type { Resource } from '../../../../src/data/map.ts';
import type { Ambition } from '../../../../src/data/action-cards.ts';
import type { GolemKind } from '../../../../src/engine/campaign/types.ts';

const ADVOCATE = 'ARCS-FATE04';
const CARETAKER = 'ARCS-FATE05';
const PARTISAN = 'ARCS-FATE06';

/* ------------------------------------------------------------ arrangements */

/** Take a card out of wherever it is (Court row, Court deck and discard pile, hands of Court cards, play areas, scrap). */
function lift(s: GameState, id: string): void {
  s.courtDeck = s.courtDeck.filter((x) => x !== id);
  s.courtDiscard = s.courtDiscard.filter((x) => x !== id);
  for (const p of s.players) p.court = p.court.filter((c) => c.id !== id);
  const c = s.campaign!;
  for (const cs of c.seats) cs.playArea = cs.playArea.filter((x) => x !== id);
  c.scrap = c.scrap.filter((x) => x !== id);
  const i = s.court.findIndex((slot) => slot.card === id);
  if (i >= 0) s.court[i] = { card: s.courtDeck.shift()!, agents: s.players.map(() => 0) };
}

/** The seat holds these cards (Court cards it secured). */
function hold(s: GameState, seat: Seat, ...ids: string[]): void {
  for (const id of ids) {
    lift(s, id);
    s.players[seat]!.court.push({ id, tokens: [] });
  }
}

/** These cards face up in the Court row (replacing the rightmost cards, which go back to the Court deck). */
function inCourt(s: GameState, ...ids: string[]): void {
  ids.forEach((id, k) => {
    lift(s, id);
    const slot = s.court[s.court.length - 1 - k]!;
    s.courtDeck.push(slot.card);
    s.court[s.court.length - 1 - k] = { card: id, agents: s.players.map(() => 0) };
  });
}

/**
 * The campaign at the start of Act `act` (2 or 3) as the Fates' own Resolutions and setups leave it:
 * each seat resolves its Act I (and II) objective, `completed` or failed, then sets up the next Act
 * (where their cards go: fate-steps.ts). The Intermission's other steps (the Court dealt anew, the
 * map cleared, Power shifted) are not replayed: the map and Court stay those of the Act I start.
 */
function atAct(s: GameState, act: 2 | 3, completed: boolean[]): void {
  const c = s.campaign!;
  for (let a = 1; a < act; a++) {
    c.seats.forEach((_x, seat) => resolveFateNow(s, seat, a as 1 | 2, completed[seat] ?? false));
    c.act = (a + 1) as 2 | 3;
    c.seats.forEach((_x, seat) => setUpFateNow(s, seat, (a + 1) as 2 | 3));
  }
}

/** The seat's resource slots hold these resources (from the supply). */
function resources(s: GameState, seat: Seat, ...rs: Resource[]): void {
  const p = s.players[seat]!;
  for (const r of p.resources) if (r) s.supply[r] += 1;
  p.resources = p.resources.map((_x, i) => rs[i] ?? null) as typeof p.resources;
  for (const r of rs) s.supply[r] -= 1;
}

/** An Awake Golem held by the seat in a resource slot (taken from the map by Golem Beacon while winning a declared ambition). */
function golemTo(s: GameState, seat: Seat, kind: GolemKind): void {
  const g = s.campaign!.golems!.find((x) => x.golem === kind)!;
  g.where = `seat-${seat}`;
  g.awake = true;
}

/** The seat's agents on a Court card (placed by its influence actions). */
function agentsOn(s: GameState, seat: Seat, id: string, n: number): void {
  const slot = s.court.find((c) => c.card === id)!;
  slot.agents[seat] = (slot.agents[seat] ?? 0) + n;
  s.players[seat]!.supply.agents -= n;
}

/** A lore card from the lore deck held by the seat (as the campaign's added lore cards are counted). */
function loreTo(s: GameState, seat: Seat): void {
  s.players[seat]!.lore.push(loreDeck(s)[0]!);
  s.campaign!.extraLore = (s.campaign!.extraLore ?? 0) + 1;
}

/** Prefer the options whose ids match one of these. */
const naming = (...res: RegExp[]) => (id: string) => res.some((r) => r.test(id));

/** A reach plan and what the firing did, checked on the state the firing answer left. */
type Plan = ReachPlan & { check?: (s: GameState) => void };

const suit = (id: string) => findCard(id)?.suit;
const heldBy = (s: GameState, seat: Seat) => s.players[seat]!.court.map((c) => c.id);
/** The recent public log. */
const logged = (s: GameState) => s.log.slice(-40).map((e) => e.text).join('\n');
const inCourtRow = (s: GameState, id: string) => s.court.some((c) => c.card === id || (c.attached ?? []).includes(id));

/* ------------------------------------------------------------------ plans */

/** Two seats, the Advocate and the Caretaker: each Fate's Act I, II and III as its set plays them (rules version 6 draws no other Fate). */
const TWO = [ADVOCATE, CARETAKER];

/** A Liaison (F405-F408): added to the Court deck by the Advocate's completed Act I, secured by the Caretaker's seat in Act II. */
const liaison = (id: string): Plan => ({
  players: 2, fates: TWO,
  setup: (s) => {
    atAct(s, 2, [true, false]);
    hold(s, 1, id);
  },
  // Attached to a Court card (its Prelude), or still held with its resource gained (Copying).
  check: (s) => expect(inCourtRow(s, id) || (heldBy(s, 1).includes(id) && s.players[1]!.resources.includes(suit(id) as Resource))).toBe(true),
});

/** Campaign Court Guild cards of each suit: Material, Fuel, Weapon, Psionic, Relic. */
const ALL_SUITS = ['ARCS-CC01', 'ARCS-CC03', 'ARCS-CC05', 'ARCS-CC07', 'ARCS-CC10'];

/**
 * A Guildmaster (F417-F421): added to the Court deck by the Advocate's completed Act II, held by the Advocate in Act III;
 * the Caretaker holds a Guild card of its suit; the Advocate declares the ambition when leading and steals it.
 */
const guildmaster = (id: string, ambition: Ambition, targets: string[], liaison: string): Plan => ({
  players: 2, fates: TWO,
  setup: (s) => {
    atAct(s, 3, [true, false]);
    s.initiative = 0;
    hold(s, 0, id, liaison);
    hold(s, 1, ...targets);
  },
  // The Advocate declares the ambition by leading a card of its number, or by the Prelude of the Liaison that declares it
  // (added to the Court deck with its completed Act I); then steals.
  prefer: (id, d) => /^steal:/.test(id) || (d.seat === 0 && (new RegExp(`^lead:[A-Z]+${AMBITION_NUMBER[ambition]}$`).test(id) || id === `declare:${ambition}` || id.startsWith(`fx:${liaison}:`))),
  check: (s) => {
    expect(s.ambitions[ambition].length).toBeGreaterThan(0);
    expect(logged(s)).toMatch(new RegExp(`steals .* \\(${findCard(id)!.name}\\)`));
  },
});

/** The lead card's number that declares each ambition (the ambition track: 2 Tycoon … 6 Empath). */
const AMBITION_NUMBER: Record<Ambition, number> = { tycoon: 2, tyrant: 3, warlord: 4, keeper: 5, empath: 6 };

/** An Unstable card (F508-F511) in the Court in Act II, after the Caretaker's completed Act I. */
const unstable = (id: string): Plan => ({
  players: 2, fates: TWO,
  setup: (s) => {
    atAct(s, 2, [false, true]);
    inCourt(s, id);
    agentsOn(s, 0, id, 2);
  },
  prefer: naming(/secure/),
  // Secured (then discarded) or its Crisis resolved: either way it did something the log tells.
  check: (s) => expect(logged(s)).toMatch(/Unstable|takes the (Harvester|Seeker|Protector|Warrior) Golem/),
});

/** A Loyal Guild (F605-F609): to the Court deck with the Partisan's completed Act I; held in Act II with resources of another type, spent as its type. */
const loyalGuild = (id: string, other: Resource): Plan => ({
  players: 2, fates: [PARTISAN, ADVOCATE],
  setup: (s) => {
    atAct(s, 2, [true, false]);
    hold(s, 0, id);
    resources(s, 0, other, other);
  },
  prefer: (id, d) => d.seat === 0 && /^res:/.test(id),
  // A resource of another type spent as its type, or Outrage provoked: the card is kept (Loyal Marines may be discarded for
  // its Prelude; the Advocate's Demand may give it to the Advocate first).
  check: (s) => expect(s.players.some((p) => heldBy(s, p.seat).includes(id)) || s.courtDiscard.includes(id)).toBe(true),
});

/** Terror Strike (F620, F621) in the Court in Act III, after the Partisan's completed Act II. */
const terror = (id: string): Plan => ({
  players: 2, fates: [PARTISAN, ADVOCATE],
  setup: (s) => {
    atAct(s, 3, [true, false]);
    inCourt(s, id);
  },
  // "Shuffle this into the Court deck" (its Crisis and after it is secured).
  check: (s) => expect(s.courtDeck).toContain(id),
});

/** The Caretaker's Act I objective marker at the arranged start (F501B). */
let caretakerStart = 0;

const PLANS: Record<string, Plan> = {
  /* Advocate */
  'ARCS-F405': liaison('ARCS-F405'),
  'ARCS-F406': liaison('ARCS-F406'),
  'ARCS-F407': liaison('ARCS-F407'),
  'ARCS-F408': liaison('ARCS-F408'),
  // Diplomatic Fiasco: to the Court deck with the Advocate's completed Act I; in the Court in Act II (secured, or its Crisis);
  // it leaves the Court (buried).
  'ARCS-F410': { players: 2, fates: TWO,
    setup: (s) => {
      atAct(s, 2, [true, false]);
      inCourt(s, 'ARCS-F410');
      hold(s, 0, 'ARCS-CC01', 'ARCS-CC03');
    },
    check: (s) => expect(inCourtRow(s, 'ARCS-F410')).toBe(false) },
  // Guild Fair: to the Court deck with the Advocate's completed Act II; in the Court in Act III.
  'ARCS-F416': { players: 2, fates: TWO,
    setup: (s) => {
      atAct(s, 3, [true, false]);
      inCourt(s, 'ARCS-F416', 'ARCS-CC05');
    },
    check: (s) => expect(inCourtRow(s, 'ARCS-F416')).toBe(false) },
  'ARCS-F417': guildmaster('ARCS-F417', 'tycoon', ['ARCS-CC01', 'ARCS-CC02'], 'ARCS-F405'),
  'ARCS-F418': guildmaster('ARCS-F418', 'tycoon', ['ARCS-CC03', 'ARCS-CC04'], 'ARCS-F406'),
  'ARCS-F419': guildmaster('ARCS-F419', 'warlord', ['ARCS-CC05', 'ARCS-CC06'], 'ARCS-F407'),
  'ARCS-F420': guildmaster('ARCS-F420', 'keeper', ['ARCS-CC10'], 'ARCS-F408'),
  'ARCS-F421': guildmaster('ARCS-F421', 'empath', ['ARCS-CC07', 'ARCS-CC08'], 'ARCS-F409'),
  // Guild Loyalty (the Advocate's Act III lore): Provoking Outrage with Guild cards of every suit, here by Partisan
  // Seizing (the Partisan's Act II Law, for everyone).
  'ARCS-F424': { players: 2, fates: [ADVOCATE, PARTISAN],
    setup: (s) => {
      atAct(s, 3, [true, true]);
      hold(s, 0, ...ALL_SUITS);
    },
    prefer: naming(/^type:/),
    check: (s) => expect(s.players[0]!.outrage.every((m) => heldBy(s, 0).some((id) => suit(id) === m.resource))).toBe(true) },
  // Guild Negotiations (the Advocate's Act II Summit card): a Summit in which a Guild card is given (Transfer Guild Support).
  'ARCS-F414': { players: 2, fates: TWO,
    setup: (s) => {
      atAct(s, 2, [false, false]);
      hold(s, 0, 'ARCS-CC05', 'ARCS-CC10');
      hold(s, 1, 'ARCS-CC06');
    },
    prefer: naming(/^event:/, /^summit$/, /^negotiate$/, /^propose$/, /^kind:guild$/, /^guild:/, /^accept/, /^send/, /^done/),
    check: (s) => expect([...heldBy(s, 0)].sort()).not.toEqual(['ARCS-CC05', 'ARCS-CC10']) },

  /* Caretaker */
  // Act I objective: a Golem spent in a Prelude (Golem Actions) advances it; the Caretaker holds an Awake Golem.
  'ARCS-F501B': { players: 2, fates: TWO,
    setup: (s) => {
      golemTo(s, 1, 'warrior');
      caretakerStart = s.campaign!.seats[1]!.marker!;
    },
    prefer: naming(/^fx:ARCS-F506:/),
    check: (s) => expect(s.campaign!.seats[1]!.marker).toBeLessThan(caretakerStart) },

  // The Unstable cards: to the Court deck with the Caretaker's completed Act I (the Golems on its Hearth); in the Court in Act II.
  'ARCS-F508': unstable('ARCS-F508'),
  'ARCS-F509': unstable('ARCS-F509'),
  'ARCS-F510': unstable('ARCS-F510'),
  'ARCS-F511': unstable('ARCS-F511'),
  // Act III objective: at a chapter's end, with a Golem (on the Hearth) and a lore card besides the Hearth, scrap them.
  'ARCS-F520B': { players: 2, fates: TWO,
    setup: (s) => {
      atAct(s, 3, [false, true]);
      loreTo(s, 1);
    },
    prefer: naming(/^card:ARCS-L/, /^take:/),
    check: (s) => expect(s.campaign!.scrap.some((id) => id.startsWith('ARCS-L')) || (s.campaign!.golems ?? []).length < 4).toBe(true) },

  /* Partisan */
  'ARCS-F605': loyalGuild('ARCS-F605', 'psionic'),
  'ARCS-F606': loyalGuild('ARCS-F606', 'relic'),
  'ARCS-F607': loyalGuild('ARCS-F607', 'psionic'),
  'ARCS-F608': loyalGuild('ARCS-F608', 'material'),
  'ARCS-F609': loyalGuild('ARCS-F609', 'fuel'),
  // Galactic Bards: in the Partisan's play area after its completed Act I; it Surpasses or Pivots and declares.
  'ARCS-F610': { players: 2, fates: [PARTISAN, ADVOCATE],
    setup: (s) => atAct(s, 2, [true, false]),
    prefer: (id, d) => d.seat === 0 && /^(surpass|pivot):|^declare:/.test(id),
    check: (s) => expect(Object.values(s.ambitions).some((m) => m.length > 0)).toBe(true) },
  // Guilds Decry Terror (Edict 75): in the rules booklet after the Partisan's completed Act II; Diplomatic Fiasco in the
  // Court deck; Edicts resolve when an Event card's roll shows an Edict.
  'ARCS-F619': { players: 2, fates: [PARTISAN, ADVOCATE],
    setup: (s) => {
      atAct(s, 3, [true, false]);
      lift(s, 'ARCS-CC13');
      s.courtDeck.push('ARCS-CC13');
    },
    prefer: naming(/^event:/),
    check: (s) => expect(s.court[0]!.attached).toContain('ARCS-CC13') },
  // Terror Strike: to the Court deck with the Partisan's completed Act II; in the Court in Act III.
  'ARCS-F620': terror('ARCS-F620'),
  'ARCS-F621': terror('ARCS-F621'),
  // Spacing Union: to the Court deck with the Partisan's failed Act II; held in Act III, placed by a Mobilization card.
  'ARCS-F622': { players: 2, fates: [PARTISAN, ADVOCATE],
    setup: (s) => {
      atAct(s, 3, [false, false]);
      hold(s, 0, 'ARCS-F622');
    },
    prefer: naming(/^fx:ARCS-F622:/, /^(lead|surpass|pivot):MOB/),
    check: (s) => expect(s.courtDiscard).toContain('ARCS-F622') },
  // Sower of Division (the Partisan's Act III lore): the initiative from Surpassing at a round's end.
  'ARCS-F625': { players: 2, fates: [PARTISAN, ADVOCATE],
    setup: (s) => atAct(s, 3, [false, false]),
    prefer: (id, d) => d.seat === 0 && /^surpass:|^slot:/.test(id),
    check: (s) => expect(s.players[1]!.outrage.some((m) => m.by === 0)).toBe(true) },
};

describe('Advocate, Caretaker, Partisan: every card random campaigns seldom reach fires in a seeded campaign arranged for it', () => {
  it('the plans cover exactly the unreached cards of Fates 4, 5 and 6', () => expect(Object.keys(PLANS).sort()).toEqual(notReachedOf([4, 5, 6]).sort()));
  for (const [card, plan] of Object.entries(PLANS)) {
    it(`${card} (${findCard(card)?.name}) fires`, () => {
      // The state the firing answer left (the listener sees the live state of that step).
      let at: GameState | null = null;
      const detach = onFired((s, id) => {
        if (id === card) at ??= s;
      });
      try {
        const r = reachCard(card, plan);
        expect(r.fired, `${card} did not fire in ${plan.tries ?? 4} campaigns`).toBe(true);
      } finally {
        detach();
      }
      plan.check?.(at!);
    });
  }
});


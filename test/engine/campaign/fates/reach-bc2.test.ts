/**
 * The Blight Speaker (13), Pacifist (14), Peacekeeper (15), Warden (16) — "B" Fates of Acts II-III —
 * and the Survivalist (18), Redeemer (19), Judge (24) — "C" Fates of Act III: every card of theirs
 * the unsteered random campaigns do not reach (unreached.ts) fires in a seeded campaign arranged for
 * it (reach.ts), as the Court cards do in test/engine/court/rules.test.ts.
 *
 * How a campaign gets to Act II or III here: Act I is set up as usual (rules version 7, which deals
 * the "B" and "C" Fates), then its Intermission runs at once (the start is moved to the end of Act I:
 * `toIntermission`); the Intermissions draw only the Fate the plan names (the draw's list of dealt
 * Fates is narrowed below, as the Fates' random tests do), so seat 0 draws it. For Act III the
 * Intermission after Act II is likewise run as soon as Act II plays, seat 0's "B" objective
 * completed or not as the plan says (its Resolution card then moves the set's cards as printed).
 * When the plan's Act plays, `arrange` puts the card within reach once (a card in a hand of Court
 * cards or in the Court, a Seat above a city, a resource...), and random play takes it from there.
 */
import { describe, expect, it, vi } from 'vitest';

/** The "B" and "C" Fates the Intermissions may draw (set by each plan). */
const drawable = vi.hoisted(() => ({ fates: [] as string[] }));
vi.mock('../../../../src/engine/campaign/fates/setups.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../../../src/engine/campaign/fates/setups.ts')>();
  return { ...orig, dealtFates: (v: number) => orig.dealtFates(v).filter((id) => orig.fateByCard(id)?.letter === 'A' || drawable.fates.includes(id)) };
});

// The engine's index first (an import cycle: see warden-random.test.ts).
import { STATE_VERSION } from '../../../../src/engine/index.ts';
import { applyInPlace, run } from '../../../../src/engine/advance.ts';
import { addTrophy, isGate, shipsOf, sys, systemIds, tidy } from '../../../../src/engine/board.ts';
import { settleSeats } from '../../../../src/engine/campaign/fates/warden.ts';
import { bunkersInSupply } from '../../../../src/engine/campaign/fates/survivalist-rules.ts';
import { systemDef, type ClusterId, type SystemId } from '../../../../src/data/map.ts';
import { takeCard } from '../../../../src/engine/campaign/fates/moves.ts';
import type { GameState, Seat } from '../../../../src/engine/types.ts';
import { notReachedOf } from './unreached.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { findCard } from '../../../../src/data/cards.ts';
import { courtPlace } from '../../../../src/engine/court-slots.ts';
import { reachCard, type ReachPlan } from './reach.ts';

const STEWARD = 'ARCS-FATE01';
const BELIEVER = 'ARCS-FATE08';
const BLIGHT_SPEAKER = 'ARCS-FATE13';
const PACIFIST = 'ARCS-FATE14';
const PEACEKEEPER = 'ARCS-FATE15';
const WARDEN = 'ARCS-FATE16';
const SURVIVALIST = 'ARCS-FATE18';
const REDEEMER = 'ARCS-FATE19';
const JUDGE = 'ARCS-FATE24';

/** Answer what is left of a setup with the first options, then end the Act at once: its Intermission runs. */
function toIntermission(s: GameState, act: 1 | 2): void {
  while (s.decisions.length > 0 && s.campaign!.stage !== 'play') {
    const d = s.decisions[0]!;
    const r = applyInPlace(s, { t: 'answer', seat: d.seat, choice: d.options[0]!.id, openedAt: d.openedAt });
    if (!r.ok) throw new Error(`toIntermission: ${r.error.code}`);
  }
  s.campaign!.stage = 'intermission';
  s.round = null;
  s.turn = null;
  s.stack = [{ k: 'game' }, { k: 'campaign/intermission', act, step: 'A', i: 0, completed: [] }];
  s.decisions = [];
  run(s);
}

interface Arranged {
  players: number;
  /** Act I's "A" Fates by seat. */
  fates?: string[];
  /** The "B" or "C" Fate seat 0 draws at the Intermission (and keeps). */
  fate: string;
  /** The Act in which the card is within reach. */
  act: 2 | 3;
  /** A "B" Fate in Act III: its Act II objective completed (default false: failed). */
  completed?: boolean;
  /** Put the card within reach, once, when the Act plays. */
  arrange?: (s: GameState) => void;
  prefer?: ReachPlan['prefer'];
  tries?: number;
  steps?: number;
}

const A_FATES = [STEWARD, BELIEVER, 'ARCS-FATE02', 'ARCS-FATE03'];

function plan(a: Arranged): ReachPlan {
  let arranged = false;
  const p: ReachPlan = {
    players: a.players,
    fates: a.fates ?? A_FATES.slice(0, a.players),
    rulesVersion: STATE_VERSION,
    setup: (s) => {
      drawable.fates = [a.fate];
      arranged = false;
      toIntermission(s, 1);
    },
    during: (s) => {
      if (arranged) return;
      const c = s.campaign!;
      if (c.stage !== 'play' || s.decisions.length === 0) return;
      if (c.act === 2 && a.act === 3) {
        if (a.completed && c.seats[0]!.fate === a.fate) c.seats[0]!.marker = 0;
        toIntermission(s, 2);
        return;
      }
      if (c.act !== a.act) return;
      arranged = true;
      expect(c.seats[0]!.fate).toBe(a.fate);
      a.arrange?.(s);
    },
    tries: a.tries ?? 2,
  };
  if (a.prefer) p.prefer = a.prefer;
  if (a.steps) p.steps = a.steps;
  return p;
}

/* ------------------------------------------------------------------ arrangements */

/** `seat` holds `card` among its Court cards (secured earlier), from wherever it was. */
function holds(s: GameState, seat: Seat, card: string): void {
  takeCard(s, card);
  s.players[seat]!.court.push({ id: card, tokens: [] });
}

/** `card` face up in the Court, in a spot with no agents (the card it replaces goes to the bottom of the Court deck). */
function inCourt(s: GameState, card: string): void {
  takeCard(s, card);
  const slot = s.court.find((x) => x.card !== 'ARCS-AID01' && !x.attached && x.agents.every((n) => n === 0))!;
  s.courtDeck.push(slot.card);
  slot.card = card;
}

/** Prefer the options naming the card, and those influencing or securing it. */
function toward(card: string): NonNullable<ReachPlan['prefer']> {
  return (id, d, s) => id.includes(card) || /^pip:(influence|secure)$/.test(id) || ((d.kind === 'act/influence' || d.kind === 'act/secure') && id === `card:${s.court.findIndex((x) => x.card === card)}`);
}

/** Prefer options matching any of the patterns (or naming the card: pass it as a pattern). */
const likes = (...res: RegExp[]): NonNullable<ReachPlan['prefer']> => (id) => res.some((r) => r.test(id));

/** `owner` has `n` fresh ships in `id` (from or back to its supply). */
function fleet(s: GameState, id: SystemId, owner: Seat, n: number): void {
  const g = shipsOf(sys(s, id), owner);
  s.players[owner]!.supply.ships -= n - g.fresh;
  g.fresh = n;
  tidy(sys(s, id));
  expect(s.players[owner]!.supply.ships).toBeGreaterThanOrEqual(0);
}

/**
 * A city of `owner` in `id`: one it has there, else one built (from its board) in an empty slot, or
 * in a slot a Free building leaves (back to the Free States' supply). Its slot, or -1 if none.
 */
function cityOf(s: GameState, id: SystemId, owner: Seat): number {
  const st = sys(s, id);
  const mine = st.slots.findIndex((b) => b?.type === 'city' && b.owner === owner);
  if (mine >= 0) return mine;
  let slot = st.slots.findIndex((b) => b === null);
  if (slot < 0) {
    slot = st.slots.findIndex((b) => b?.owner === 'free');
    if (slot < 0) return -1;
    const b = st.slots[slot]!;
    s.neutral!.free[b.type === 'city' ? 'cities' : 'starports'] += 1;
  }
  st.slots[slot] = { owner, type: 'city', damaged: false };
  s.players[owner]!.boardCities -= 1;
  return slot;
}

/**
 * Seat 0 (the Warden) is the Lord of cluster `cl`: its city there has the cluster's Seat (as Claim
 * Fief places it; Seats & Fiefs gives it the Lord title), and seat 1 is its Vassal there, with a city
 * at another planet of the cluster it controls (`ships` of its own, seat 0's `lordShips` there too).
 */
function fief(s: GameState, cl: ClusterId, ships = 3, lordShips = 0): { lord: SystemId; vassal: SystemId } {
  const planets = systemIds(s).filter((id) => systemDef(id).cluster === cl && !isGate(id));
  let slot = -1;
  const lord = planets.find((id) => (slot = cityOf(s, id, 0)) >= 0)!;
  const vassal = planets.find((id) => id !== lord && cityOf(s, id, 1) >= 0)!;
  fleet(s, lord, 0, Math.max(shipsOf(sys(s, lord), 0).fresh, 1));
  const others = Math.max(0, ...sys(s, vassal).ships.filter((g) => g.owner !== 1).map((g) => g.fresh + g.damaged));
  fleet(s, vassal, 1, Math.max(ships, others + 1));
  fleet(s, vassal, 0, lordShips);
  const t = s.campaign!.tokens!.find((x) => x.kind === 'seat' && x.id === `seat-${cl}`)!;
  t.where = lord;
  t.slot = slot;
  settleSeats(s);
  return { lord, vassal };
}

/** The Lord of cluster `cl` taxes their Vassal's city there, which they do not control (Lord of the Nth Cluster). */
function lordTax(cl: ClusterId, players = 2): ReachPlan {
  let at = '';
  return plan({
    players, fate: WARDEN, act: 2,
    arrange: (s) => { at = fief(s, cl).vassal; },
    prefer: (id) => /ADM|^pip:tax$/.test(id) || id.startsWith(`city:${at}:`),
  });
}

/** Battles in the system named by `at()` (Aggression cards, the battle action, that system, more dice), or options matching `more`. */
const battleAt = (at: () => string, ...more: RegExp[]): NonNullable<ReachPlan['prefer']> =>
  (id) => /AGG|^pip:battle$|^(assault|skirmish|raid):[1-9]/.test(id) || id === `sys:${at()}` || more.some((r) => r.test(id));

/** Seat 0 and its Vassal battle in the Vassal's city's system of seat 0's Fief (cluster 1). */
function feudalBattle(): ReachPlan {
  let at = '';
  return plan({ players: 2, fate: WARDEN, act: 2, arrange: (s) => { at = fief(s, 1, 2, 4).vassal; }, prefer: battleAt(() => at) });
}

/** Seat 1 attacks seat 0's undefended building at `id` with `n` ships (seat 0's ships there go back to its supply). */
function besiege(s: GameState, id: SystemId, n = 6): void {
  fleet(s, id, 0, 0);
  fleet(s, id, 1, n);
}

/** The Judge (seat 0) holds a Trophy and a Captive of seat 1, whose ships attack the Judge's undefended city and raid. */
function judgeRaided(): ReachPlan {
  let at = '';
  return plan({
    players: 2, fate: JUDGE, act: 3,
    arrange: (s) => {
      const judge = s.players[0]!;
      addTrophy(judge, 1, 'ship', 1);
      s.players[1]!.supply.ships -= 1;
      judge.captives[1] = (judge.captives[1] ?? 0) + 1;
      s.players[1]!.supply.agents -= 1;
      // No Imperial ships there: the Truce Laws forbid a Regent to harm a Regent where the Empire is.
      const free = systemIds(s).filter((id) => !isGate(id) && !sys(s, id).ships.some((g) => g.owner === 'empire'));
      at = free.find((id) => sys(s, id).slots.some((b) => b?.owner === 0)) ?? free.find((id) => cityOf(s, id, 0) >= 0)!;
      besiege(s, at as SystemId);
    },
    // Raid dice rather than assault dice (the pool is chosen assault, skirmish, then raid).
    prefer: (id) => /AGG|^pip:battle$|^assault:[1-3]$|^skirmish:0$|^raid:[1-9]|F2402/.test(id) || id === `sys:${at}`,
  });
}

/** The Survivalist (seat 0) holds a Captive of seat 1; its Bunker stands alone where seat 1 attacks with 6 ships (no Imperial ships there). */
function bunkerAttacked(): ReachPlan {
  let at = '';
  return plan({
    players: 2, fate: SURVIVALIST, act: 3,
    arrange: (s) => {
      s.players[0]!.captives[1] = (s.players[0]!.captives[1] ?? 0) + 1;
      s.players[1]!.supply.agents -= 1;
      at = systemIds(s).find((id) => !isGate(id) && !sys(s, id).ships.some((g) => g.owner === 'empire') && sys(s, id).slots.every((b) => b?.owner !== 0))!;
      bunkersInSupply(s, 0)[0]!.where = at as SystemId;
      besiege(s, at as SystemId);
    },
    prefer: battleAt(() => at),
  });
}

const PLANS: Record<string, ReachPlan> = {
  'ARCS-F1304': plan({ players: 2, fate: BLIGHT_SPEAKER, act: 3, completed: true }),
  'ARCS-F1305': plan({ players: 2, fate: BLIGHT_SPEAKER, act: 3, completed: true, arrange: (s) => holds(s, 0, 'ARCS-F1305'), prefer: likes(/battle/, /blight/) }),
  'ARCS-F1306': plan({ players: 2, fate: BLIGHT_SPEAKER, act: 3, completed: true, arrange: (s) => holds(s, 0, 'ARCS-F1306'), prefer: likes(/F1306/, /F1302/) }),
  'ARCS-F1307': plan({ players: 2, fate: BLIGHT_SPEAKER, act: 3, completed: true, arrange: (s) => inCourt(s, 'ARCS-F1307'), prefer: toward('ARCS-F1307') }),
  'ARCS-F1308': plan({ players: 2, fate: BLIGHT_SPEAKER, act: 3, completed: true, arrange: (s) => inCourt(s, 'ARCS-F1308'), prefer: toward('ARCS-F1308') }),
  'ARCS-F1309': plan({ players: 2, fate: BLIGHT_SPEAKER, act: 3, arrange: (s) => inCourt(s, 'ARCS-F1309'), prefer: toward('ARCS-F1309') }),
  'ARCS-F1405': plan({ players: 2, fate: PACIFIST, act: 3, arrange: (s) => holds(s, 0, 'ARCS-F1405'), prefer: likes(/F1405/, /copy/, /influence/) }),
  'ARCS-F1505': plan({ players: 2, fate: PEACEKEEPER, act: 3, completed: true, arrange: (s) => holds(s, 0, 'ARCS-F1505') }),
  'ARCS-F1506': plan({ players: 2, fate: PEACEKEEPER, act: 3, completed: true, arrange: (s) => holds(s, 1, 'ARCS-F1506') }),
  'ARCS-F1603': lordTax(1),
  'ARCS-F1604': lordTax(2),
  'ARCS-F1605': lordTax(3),
  'ARCS-F1606': lordTax(4, 3), // a 3-player campaign
  'ARCS-F1607': lordTax(5),
  'ARCS-F1608': lordTax(6),
  'ARCS-F1610': feudalBattle(),
  'ARCS-F1612': plan({ players: 2, fate: WARDEN, act: 3, completed: true, arrange: (s) => void fief(s, 1), prefer: likes(/ADM/, /F1612/) }),
  'ARCS-F1613': plan({ players: 2, fate: WARDEN, act: 3, completed: true, arrange: (s) => inCourt(s, 'ARCS-F1613'), prefer: toward('ARCS-F1613') }),
  'ARCS-F1614': plan({ players: 2, fate: WARDEN, act: 3, completed: true, arrange: (s) => inCourt(s, 'ARCS-F1614'), prefer: toward('ARCS-F1614') }),
  'ARCS-F1615': plan({
    players: 2, fate: WARDEN, act: 3,
    arrange: (s) => { holds(s, 0, 'ARCS-F1615'); },
    prefer: likes(/AGG|^pip:battle$|^skirmish:[1-9]/, /F1615/, /reroll|^die:/),
  }),
  'ARCS-F1616': plan({ players: 2, fate: WARDEN, act: 3, arrange: (s) => { holds(s, 1, 'ARCS-F1616'); holds(s, 0, 'ARCS-CC08'); }, prefer: likes(/CC08/, /F1616/) }),
  'ARCS-F1617B': plan({ players: 2, fate: WARDEN, act: 3, completed: true, arrange: (s) => { fief(s, 1); fief(s, 2); } }),
  'ARCS-F1618': plan({ players: 2, fate: WARDEN, act: 3, completed: true, arrange: (s) => void fief(s, 1), prefer: likes(/^pip:influence$/, /^fief:/, /^card:/) }),
  'ARCS-F1804': bunkerAttacked(),
  'ARCS-F1904': plan({ players: 2, fate: REDEEMER, act: 3, arrange: (s) => holds(s, 1, 'ARCS-F1904') }),
  'ARCS-F2402': judgeRaided(),
};

const notInCourt = (card: string) => (s: GameState) => expect(courtPlace(s, card)).toBeNull();
const lordTitleHeld = (card: string) => (s: GameState) => expect(s.campaign!.seats[0]!.playArea).toContain(card);

/** What the firing did, where cheap to tell (checked on the state play stopped at). */
const AFTER: Record<string, (s: GameState) => void> = {
  'ARCS-F1304': (s) => expect(s.campaign!.seats[0]!.playArea).toContain('ARCS-F1304'),
  'ARCS-F1307': notInCourt('ARCS-F1307'),
  'ARCS-F1308': notInCourt('ARCS-F1308'),
  'ARCS-F1309': notInCourt('ARCS-F1309'),
  'ARCS-F1603': lordTitleHeld('ARCS-F1603'),
  'ARCS-F1604': lordTitleHeld('ARCS-F1604'),
  'ARCS-F1605': lordTitleHeld('ARCS-F1605'),
  'ARCS-F1606': lordTitleHeld('ARCS-F1606'),
  'ARCS-F1607': lordTitleHeld('ARCS-F1607'),
  'ARCS-F1608': lordTitleHeld('ARCS-F1608'),
  'ARCS-F1616': (s) => expect(s.courtDeck).toContain('ARCS-F1616'),
  // The Bunker went to the attacker's Trophies and the Captive of seat 1 was scrapped.
  'ARCS-F1804': (s) => {
    expect(s.campaign!.tokens!.some((t) => t.kind === 'bunker' && t.where === 'trophies-1')).toBe(true);
    expect(s.players[0]!.captives[1] ?? 0).toBe(0);
  },
};

describe('Blight Speaker, Pacifist, Peacekeeper, Warden, Survivalist, Redeemer, Judge: every card random campaigns seldom reach fires in a seeded campaign arranged for it', () => {
  it('the plans cover exactly the unreached cards of Fates 13-21, 23, 24', () => {
    expect(Object.keys(PLANS).sort()).toEqual(notReachedOf([13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24]).sort());
  });
  for (const [card, plan] of Object.entries(PLANS)) {
    it(`${card} (${findCard(card)!.name}) fires`, () => {
      // The campaign advances in place on one copy: the state the card fired in is the state play stopped at.
      let at: GameState | null = null;
      const stop = onFired((s, id) => {
        if (id === card) at = s;
      });
      try {
        const r = reachCard(card, plan);
        expect(r.fired, `${card} did not fire`).toBe(true);
      } finally {
        stop();
      }
      AFTER[card]?.(at!);
    });
  }
});

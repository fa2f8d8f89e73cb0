/**
 * "B" Fates 9-12 (the Pathfinder, the Hegemon, the Planet Breaker, the Pirate; issue 16): every card
 * the unsteered random campaigns seldom reach (unreached.ts) fires in a seeded campaign arranged for
 * it (reach.ts). A "B" Fate plays Acts II and III, so each campaign is played to that Act first
 * (`campaignTo`): a rules-version-7 campaign started on Act I's last chapter (the chapter track near
 * its end), played at random through that chapter, the Intermission (where seat 0 draws the Fate under
 * test: the Intermissions draw only it among the "B" Fates and no "C" Fate, so the other seats keep
 * theirs) and the Act II setup; for Act III, on through Act II's last chapter, its objective's marker
 * at 0 where the plan needs the "completed" Resolution. Every step of that way is checked like the
 * reach itself (invariants, an open decision). Then `setup` arranges what the card needs.
 */
import { describe, expect, it, vi } from 'vitest';
import { checkInvariants, newGame, openDecision } from '../../../../src/engine/index.ts';
import { playRandom, randomAnswer } from '../../../../src/engine/random-play.ts';
import { STATE_VERSION } from '../../../../src/engine/versions.ts';
import type { GameState, Seat } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import { isGate, systemIds } from '../../../../src/engine/board.ts';
import { flagshipSystem } from '../../../../src/engine/campaign/flagship/board.ts';
import { bannerSupply, trophyPlace } from '../../../../src/engine/campaign/fates/hegemon-rules.ts';
import { notReachedOf } from './unreached.ts';
import { reachCard, type ReachPlan } from './reach.ts';

/** The "B" Fate the Intermissions may draw (the campaign being built); none: all dealt Fates. */
const draw = vi.hoisted(() => ({ only: null as string | null }));

vi.mock('../../../../src/engine/campaign/fates/setups.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../../../src/engine/campaign/fates/setups.ts')>();
  return {
    ...orig,
    dealtFates: (v: number) => orig.dealtFates(v).filter((id) => draw.only === null || orig.fateByCard(id)?.letter === 'A' || id === draw.only),
  };
});

const PATHFINDER = 'ARCS-FATE09';
const HEGEMON = 'ARCS-FATE10';
const PLANET_BREAKER = 'ARCS-FATE11';
const PIRATE = 'ARCS-FATE12';
/** The other seats' "A" Fates (they keep them through the campaign). */
const A_FATES = ['ARCS-FATE07', 'ARCS-FATE03', 'ARCS-FATE04'];

interface To { fate: string; act: 2 | 3; players?: number; completed?: boolean }

/** Play `s` at random (checked) until `until`; the Fate choice takes the Fate under test. */
function playTo(s: GameState, seed: string, fate: string, until: (s: GameState) => boolean): GameState {
  let steps = 0;
  const r = playRandom(s, {
    steps: 5000,
    seed: `${seed}-to`,
    choose: (rng, d) => (d.pick ? randomAnswer(rng, d) : (d.options.find((o) => o.id === `fate:${fate}`)?.id ?? randomAnswer(rng, d))),
    until: (x) => until(x) || x.ended !== null,
    onStep: (x) => {
      steps++;
      const errors = checkInvariants(x);
      if (errors.length) throw new Error(`${seed} (to the Act) step ${steps}: ${errors.join('; ')}`);
      if (!x.ended) expect(openDecision(x), `${seed} (to the Act) step ${steps}: no decision open`).not.toBeNull();
    },
  });
  if (!until(r.state)) throw new Error(`${seed}: the campaign did not reach its goal`);
  return r.state;
}

const playing = (act: number) => (s: GameState) => s.campaign!.act === act && s.campaign!.stage === 'play';

/** A start builder for reach.ts: seat 0 plays `to.fate` from the start of Act `to.act` (see the header). */
function campaignTo(to: To): (seed: string) => GameState {
  return (seed) => {
    draw.only = to.fate;
    const players = to.players ?? 2;
    const s = newGame({ players, seed, campaign: true, fates: A_FATES.slice(0, players), rulesVersion: STATE_VERSION });
    s.chapter = 3; // Act I's last chapter
    let t = playTo(s, seed, to.fate, playing(2));
    expect(t.campaign!.seats[0]!.fate).toBe(to.fate);
    if (to.act === 3) {
      t.chapter = 3; // Act II's last chapter
      if (to.completed) t.campaign!.seats[0]!.marker = 0;
      t = playTo(t, seed, to.fate, playing(3));
      expect(t.campaign!.seats[0]!.fate).toBe(to.fate);
    }
    return t;
  };
}

/* ------------------------------------------------------------------ arrangements */

/**
 * A planet with no buildings, tokens or players' ships (only Blight or Imperial ships, if any),
 * those ships destroyed (back to their supplies: as a battle there would), not `except`.
 */
function clearedPlanet(s: GameState, except: readonly SystemId[] = []): SystemId {
  const tokens = new Set((s.campaign!.tokens ?? []).map((t) => t.where));
  const id = systemIds(s).find((x) => !isGate(x) && !except.includes(x) && !tokens.has(x) && s.map[x]!.slots.every((b) => b === null) && s.map[x]!.ships.every((g) => g.owner === 'blight' || g.owner === 'empire'))!;
  for (const g of s.map[id]!.ships) {
    if (g.owner === 'blight') s.neutral!.blight.blight += g.fresh + g.damaged;
    else s.neutral!.empire.ships += g.fresh + g.damaged;
  }
  s.map[id]!.ships = [];
  return id;
}

/** The seat's ships where its Flagship is move (all of them) to `to` (a move or two in play). */
function moveFlagshipGroup(s: GameState, seat: Seat, to: SystemId): void {
  const from = flagshipSystem(s, seat)!;
  const st = s.map[from]!;
  const g = st.ships.find((x) => x.owner === seat)!;
  st.ships = st.ships.filter((x) => x !== g);
  const dest = s.map[to]!;
  const there = dest.ships.find((x) => x.owner === seat);
  if (there) {
    there.fresh += g.fresh;
    there.damaged += g.damaged;
    there.flagship = true;
  } else {
    dest.ships.push(g);
    dest.ships.sort((a, b) => String(a.owner).localeCompare(String(b.owner)));
  }
}

/** The Flagship (and its fleet there) on a planet of its own: nothing else there. */
function flagshipAlone(seat: Seat) {
  return (s: GameState): SystemId => {
    const to = clearedPlanet(s);
    moveFlagshipGroup(s, seat, to);
    return to;
  };
}

/** A Banner from the Planting Banners card planted at the Hegemon's lone Flagship planet. */
function bannerPlanted(s: GameState): SystemId {
  const at = flagshipAlone(0)(s);
  bannerSupply(s, 0)[0]!.where = at;
  return at;
}

/** Prefer options naming any of these (cards, option id parts). */
const naming = (...parts: string[]) => (id: string) => parts.some((p) => id.includes(p));

/** A plan for a card of `to.fate` from the start of `to.act`. */
function plan(to: To, more: Partial<ReachPlan> = {}): ReachPlan {
  return { players: to.players ?? 2, fates: A_FATES.slice(0, to.players ?? 2), start: campaignTo(to), tries: 3, ...more };
}

const PLANS: Record<string, ReachPlan> = {
  // F1002 Planting Banners (Prelude): the Flagship's planet without Banners or non-Loyal pieces.
  'ARCS-F1002': plan({ fate: HEGEMON, act: 2 }, { setup: (s) => void flagshipAlone(0)(s) }),
  // F1001B Plant Banners of the New Order: a Banner on the map at a chapter's end.
  'ARCS-F1001B': plan({ fate: HEGEMON, act: 2 }, { setup: (s) => void bannerPlanted(s) }),
  // F1004 Song of the Banner: Call Spirits (Tax) / Call Bodies (Build) at a Banner, or a move between Banner planets.
  'ARCS-F1004': plan({ fate: HEGEMON, act: 2 }, { setup: (s) => void bannerPlanted(s) }),
  // F1003 Banners of Hegemony: Warlord scored while a seat has a Banner in its Trophies (seat 1 took one in battle).
  'ARCS-F1003': plan({ fate: HEGEMON, act: 2 }, {
    setup: (s) => void (bannerSupply(s, 0)[0]!.where = trophyPlace(1)),
    prefer: naming('declare:warlord'),
  }),
};

describe('Pathfinder, Hegemon, Planet Breaker, Pirate: every card random campaigns seldom reach fires in a seeded campaign arranged for it', () => {
  it('the plans cover exactly the unreached cards of Fates 9-12', () => {
    expect(Object.keys(PLANS).sort()).toEqual(notReachedOf([9, 10, 11, 12]).sort());
  });
  for (const [card, p] of Object.entries(PLANS)) {
    it(`${card} fires`, () => {
      const r = reachCard(card, p);
      expect(r.fired, `${card} never fired`).toBe(true);
      console.log(card, r.seed, r.steps);
    });
  }
});

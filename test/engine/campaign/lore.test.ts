/**
 * Lore in the campaign (issue 14). Campaign rulebook (seeds/002_…) Table Setup J: "Shuffle 1 lore
 * card per player at random from the lore deck into the Court deck", and "Lore & Flagships" (p.25):
 * lore works in the campaign. Base rulebook, Leaders & Lore: lore cards "don't have a guild icon or
 * raid cost, so they do not add to ambitions and cannot be stolen". So a lore card secured from the
 * campaign Court joins the seat's lore (players[].lore), its effect on, and no steal reaches it.
 */
import { describe, expect, it } from 'vitest';
import { secureCard } from '../../../src/engine/court.ts';
import { effectOf, ignoring, newActionsFor, permits } from '../../../src/engine/effects.ts';
import { cardDef } from '../../../src/data/cards.ts';
import { isProtectedGuild } from '../../../src/engine/court.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import { exportPosition, importPosition, newGame, PositionError, type Position } from '../../../src/engine/index.ts';
import { playRandom } from '../../../src/engine/random-play.ts';
import { isLoreId } from '../../../src/engine/leaders/data.ts';
import { STATE_VERSION, upgradeState } from '../../../src/engine/versions.ts';
import { controls } from '../../../src/engine/control.ts';
import { systemIds } from '../../../src/engine/board.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { optionIds } from '../helpers.ts';
import { campaign, runFrames } from './court/helpers.ts';

const json = <T,>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** Put lore card `id` into Court slot 1 with 1 agent of seat 0 on it (the card it replaces goes to the deck; the lore leaves the deck). */
function loreInCourt(s: GameState, id: string): GameState {
  const slot = s.court[1]!;
  s.courtDeck = s.courtDeck.filter((c) => c !== id);
  s.courtDeck.push(slot.card);
  slot.card = id;
  slot.agents = s.players.map((_, i) => (i === 0 ? 1 : 0));
  s.players[0]!.supply.agents -= 1;
  return s;
}

/** A campaign whose Court deck holds `id` among its lore (swapped in for another lore card if needed). */
function withLore(id: string): GameState {
  const s = campaign(3);
  if (!s.courtDeck.includes(id)) {
    const i = s.courtDeck.findIndex(isLoreId);
    s.courtDeck[i] = id;
  }
  expect(checkInvariants(s)).toEqual([]);
  return s;
}

describe('lore secured from the campaign Court (Table Setup J; base rulebook, Leaders & Lore)', () => {
  it('the lore effects are on in a campaign, the leaders off (no leaders in a campaign)', () => {
    const s = campaign(3);
    expect(effectOf(s, 'ARCS-L05')?.id).toBe('ARCS-L05');
    expect(effectOf(s, 'ARCS-LEAD05')).toBeUndefined();
  });

  it('ARCS-L05 Hidden Harbors ("You always build ships fresh."): secured, it joins the seat\'s lore, not its Court cards, and its rule applies', () => {
    const s = loreInCourt(withLore('ARCS-L05'), 'ARCS-L05');
    // A system someone else controls (the Imperial ships of the Imperial clusters): building there is damaged.
    const at = systemIds(s).find((id) => !permits(s, 0, { t: 'build-fresh', piece: 'ship', system: id }) && !permits(s, 1, { t: 'build-fresh', piece: 'ship', system: id }))!;
    expect(at).toBeDefined();
    const act = { t: 'build-fresh', piece: 'ship', system: at } as const;
    runFrames(s, secureCard(s, 0, 1, { ransack: false }));
    expect(s.players[0]!.lore).toEqual(['ARCS-L05']);
    expect(s.players[0]!.court.map((c) => c.id)).not.toContain('ARCS-L05');
    expect(s.court.map((c) => c.card)).not.toContain('ARCS-L05');
    expect(checkInvariants(s)).toEqual([]);
    // Held by seat 0 only: seat 1 builds as before.
    expect(permits(s, 0, act)).toBe(true);
    expect(ignoring(s, 0, act)).toEqual(['ARCS-L05']);
    expect(permits(s, 1, act)).toBe(false);
  });

  it('ARCS-L01 Tool-Priests ("Summon (Build): Once per turn, build 1 ship at any city you control."): secured, Summon is a new Build action', () => {
    const s = loreInCourt(withLore('ARCS-L01'), 'ARCS-L01');
    // Seat 0 controls a system with one of its cities (campaign setup: its starting city and ships).
    // Seat 0's starting city, with 3 more fresh ships from its supply so it controls the system.
    const city = systemIds(s).find((id) => s.map[id]!.slots.some((b) => b?.type === 'city' && b.owner === 0))!;
    // (Imperial ships there go back to their supply: the Empire's control is not this test's matter.)
    for (const g of s.map[city]!.ships.filter((x) => x.owner === 'empire')) s.neutral!.empire.ships += g.fresh + g.damaged;
    s.map[city]!.ships = s.map[city]!.ships.filter((x) => x.owner !== 'empire');
    const mine = s.map[city]!.ships.find((g) => g.owner === 0 && !g.flagship);
    if (mine) mine.fresh += 3;
    else s.map[city]!.ships.push({ owner: 0, fresh: 3, damaged: 0 });
    s.players[0]!.supply.ships -= 3;
    expect(controls(s, city, 0), JSON.stringify(s.map[city])).toBe(true);
    expect(newActionsFor(s, 0, 'build').map((x) => x.card)).not.toContain('ARCS-L01');
    runFrames(s, secureCard(s, 0, 1, { ransack: false }));
    expect(newActionsFor(s, 0, 'build').map((x) => x.card)).toContain('ARCS-L01');
    expect(newActionsFor(s, 1, 'build').map((x) => x.card)).not.toContain('ARCS-L01');
  });

  it('"cannot be stolen": a steal of any card (Silver Tongues, ARCS-CC08) offers the victim\'s Guild cards, never its lore', () => {
    const s = loreInCourt(withLore('ARCS-L05'), 'ARCS-L05');
    runFrames(s, secureCard(s, 0, 1, { ransack: false }));
    for (const p of s.players) p.resources = p.resources.map(() => null);
    const guild = s.courtDeck.find((c) => c.startsWith('ARCS-CC') && cardDef(c).kind === 'guild' && !isProtectedGuild(c))!;
    s.courtDeck = s.courtDeck.filter((c) => c !== guild);
    s.players[0]!.court.push({ id: guild, tokens: [] });
    runFrames(s, [{ k: 'fx/steal', seat: 1, card: 'ARCS-CC08', what: 'any', resource: null, optional: false }]);
    expect(optionIds(s)).toEqual([`card:0:${guild}`]);
  });
});

describe('campaign positions with held lore (docs/position-format.md)', () => {
  it('a seat holding secured lore round-trips; more than 1 lore card per player is refused', () => {
    const s = loreInCourt(withLore('ARCS-L05'), 'ARCS-L05');
    runFrames(s, secureCard(s, 0, 1, { ransack: false }));
    const p = json(exportPosition(s));
    const back = importPosition(json(p));
    expect(back.players[0]!.lore).toEqual(['ARCS-L05']);
    expect(json(exportPosition(back))).toEqual(p);
    expect(checkInvariants(back)).toEqual([]);
    // Two lore cards on one seat: fine while the campaign's total stays 1 per player.
    const two = json(p) as Position & { players: { lore?: string[] }[]; courtDeck?: string[] };
    const other = two.courtDeck!.find(isLoreId)!;
    two.courtDeck = two.courtDeck!.filter((c) => c !== other);
    two.players[0]!.lore = ['ARCS-L05', other];
    expect(importPosition(json(two)).players[0]!.lore).toEqual(['ARCS-L05', other]);
    // One more lore card than players: refused with a reason.
    const extra = json(two);
    const spare = ['ARCS-L01', 'ARCS-L02', 'ARCS-L03', 'ARCS-L04', 'ARCS-L06'].find((c) => !JSON.stringify(extra).includes(c))!;
    extra.players[1]!.lore = [spare];
    expect(() => importPosition(extra)).toThrow(PositionError);
    expect(() => importPosition(extra)).toThrow(/lore/);
  });

  it('a sparse campaign position: held lore counts towards the 1 per player dealt into the Court deck', () => {
    const s = importPosition({ format: 'arcs-position/1', options: { players: 3, campaign: true }, players: [{ lore: ['ARCS-L05'] }, {}, {}] } as unknown as Position);
    expect(s.players[0]!.lore).toEqual(['ARCS-L05']);
    expect(s.courtDeck.filter(isLoreId)).toHaveLength(2);
    expect(s.courtDeck).not.toContain('ARCS-L05');
  });
});

describe('random campaigns with lore on', () => {
  /** Most lore cards held at once, over the campaigns of this block. */
  let mostHeld = 0;
  for (const players of [2, 3, 4]) {
    it(`${players} players: a seeded campaign keeps the invariants at every step and reaches the end`, () => {
      const seed = `lore-${players}`;
      const start = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => 'ARCS-FATE01') });
      let steps = 0;
      const r = playRandom(start, {
        steps: 20_000,
        seed,
        until: (s) => s.ended !== null,
        onStep: (s) => {
          steps++;
          const errors = checkInvariants(s);
          if (errors.length) throw new Error(`${seed} step ${steps}: ${errors.join('; ')}`);
          mostHeld = Math.max(mostHeld, s.players.reduce((k, p) => k + p.lore.length, 0));
        },
      });
      expect(r.state.ended?.reason).toBe('campaign-end');
      // The lore dealt into the Court deck is still 1 per player, wherever it went.
      const lore = [...r.state.courtDeck, ...r.state.courtDiscard, ...r.state.court.map((c) => c.card), ...r.state.campaign!.scrap, ...r.state.players.flatMap((p) => p.lore)].filter(isLoreId);
      expect(lore).toHaveLength(players);
    });
  }

  it('the campaigns did secure lore (the rule is exercised)', () => {
    expect(mostHeld).toBeGreaterThan(0);
  });
});

describe('stored campaign states of version 5 with a secured lore card among the Court cards (versions.ts 5 → 6)', () => {
  it('upgradeState moves the lore card to the seat\'s lore, keeps its other Court cards, and leaves base games alone', () => {
    const s = loreInCourt(withLore('ARCS-L05'), 'ARCS-L05');
    runFrames(s, secureCard(s, 0, 1, { ransack: false }));
    expect(s.players[0]!.lore).toEqual(['ARCS-L05']);
    // The version-5 shape from before lore joined `p.lore`: the card among the Court cards.
    const old = json(s) as unknown as Record<string, unknown> & { players: { court: { id: string }[]; lore: string[] }[] };
    old.engine = 5;
    old.players[0]!.lore = [];
    old.players[0]!.court = [{ id: 'ARCS-CC05' } as { id: string }, { id: 'ARCS-L05' }];
    const up = upgradeState(old);
    expect(up.engine).toBe(STATE_VERSION);
    expect(up.players[0]!.lore).toEqual(['ARCS-L05']);
    expect(up.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-CC05']);
    // The stored value is never changed.
    expect(old.players[0]!.court).toHaveLength(2);
    // A Leaders & Lore game of version 5 keeps its Court as it is (lore is never secured there).
    const base = json(newGame({ players: 2, seed: 1, leadersAndLore: true })) as unknown as Record<string, unknown>;
    base.engine = 5;
    expect(upgradeState(base)).toEqual({ ...base, engine: STATE_VERSION });
  });
});

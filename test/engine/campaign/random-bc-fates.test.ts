/**
 * Random legal play of campaigns with every Fate dealt (issues 16 and 17, "Done when"): seeded
 * three-Act campaigns at 2, 3 and 4 players, started by this engine (rules version: every "A", "B"
 * and "C" Fate it deals), 2 "A" Fates dealt per seat at Act I, "B" Fates drawn at the first
 * Intermission and "C" Fates at the second exactly as the rulebook says (Intermission F: 1 card
 * after a completed objective, with the choice to keep the Fate; 2 after a failed one). The
 * answers are random and legal, except that at an Intermission a seat takes the drawn Fate chosen
 * least so far (a legal choice), so that each "B" and "C" Fate is played in at least 10 campaigns.
 * Every invariant and the JSON round-trip are checked; every card of the "B" and "C" Fate Sets
 * does something in one of them (fired.ts), but those listed as not reached yet.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyInPlace, checkInvariants, newGame, viewFor } from '../../../src/engine/index.ts';
import { cloneState } from '../../../src/engine/clone.ts';
import { randomAnswer } from '../../../src/engine/random-play.ts';
import { randomInt, seedRng } from '../../../src/engine/rng.ts';
import { onFired } from '../../../src/engine/fired.ts';
import { FATES } from '../../../src/data/campaign/fates.ts';
import { CARDS } from '../../../src/data/cards.ts';
import { DEALT_FATES } from '../../../src/engine/campaign/fates/setups.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { BC_NOT_REACHED } from './fates/unreached.ts';

/** Seeded campaigns per player count (2, 3, 4), then as many with no "C" Fate to draw (the "B" Fates play Act III). */
const CAMPAIGNS_PER_COUNT = 12;
const B_THROUGH_ACT_III_PER_COUNT = 6;

// `draw.c` false: the second Intermission draws no "C" Fate, so every seat keeps its "B" Fate into Act III (its Act III
// side and grand ambitions). The decks keep all 24 Fate cards (an invariant); only the draw skips (setups.ts dealtFates).
const draw = vi.hoisted(() => ({ c: true }));
vi.mock('../../../src/engine/campaign/fates/setups.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../../src/engine/campaign/fates/setups.ts')>();
  return { ...orig, dealtFates: (v: number) => orig.dealtFates(v).filter((id) => draw.c || orig.fateByCard(id)?.letter !== 'C') };
});
const MAX_STEPS = 30_000;
/**
 * The "B" and "C" Fates this engine does not deal yet: none (the Gate Wraith, Fate 22, is dealt from
 * rules version 8, the others from 7). The list is exact.
 */
const NOT_DEALT_YET: readonly string[] = [];
const B_FATES = FATES.filter((f) => f.letter === 'B' && !NOT_DEALT_YET.includes(f.cardId)).map((f) => f.cardId);
const C_FATES = FATES.filter((f) => f.letter === 'C' && !NOT_DEALT_YET.includes(f.cardId)).map((f) => f.cardId);
/** A Fate Set's cards: ARCS-F<n><2 digits>[A|B] for Fate n (Fates 10-24 use four digits). */
const setOf = (fate: string): RegExp => new RegExp(`^ARCS-F${Number(fate.slice(-2))}\\d\\d[AB]?$`);

/**
 * Cards these unsteered campaigns do not reach (completed-objective Resolutions, Laws and Summits of
 * rare paths, Court cards seldom secured): exact, so a card that starts firing leaves the list. Each
 * fires in a seeded campaign arranged to reach it (fates/reach-*.test.ts) and in its Fate's
 * scenario tests (fates/*-cards.test.ts).
 */
const NOT_REACHED_YET = BC_NOT_REACHED;

const taken = new Map<string, number>();
const firedIds = new Set<string>();
let detach: (() => void) | null = null;

beforeAll(() => {
  detach = onFired((_s, id) => firedIds.add(id));
});
afterAll(() => detach?.());

/** No seat's hand shows in another seat's (or the public) view. */
function assertNoLeak(s: GameState): void {
  for (let viewer = -1; viewer < s.players.length; viewer++) {
    const v = viewFor(s, viewer < 0 ? null : viewer) as unknown as { players: Record<string, unknown>[] };
    v.players.forEach((p, seat) => {
      if (seat !== viewer) expect(p, `seat ${seat}'s hand leaks to ${viewer}`).not.toHaveProperty('hand');
    });
  }
}

/** At an Intermission: the drawn Fate taken least so far (kept Fates never preferred); otherwise a random legal answer. */
function answerFor(s: GameState, d: GameState['decisions'][number], rng: ReturnType<typeof seedRng>): string {
  if (d.kind !== 'campaign/choose-fate') return randomAnswer(rng, d);
  const current = s.campaign!.seats[d.seat]!.fate;
  const fresh = d.options.map((o) => o.id).filter((id) => id !== `fate:${current}`);
  if (fresh.length === 0) return randomAnswer(rng, d);
  return fresh.reduce((a, b) => ((taken.get(b.slice(5)) ?? 0) < (taken.get(a.slice(5)) ?? 0) ? b : a));
}

/** One seeded campaign played to its end with the checks above; the Fates taken are counted. */
function playOne(players: number, seed: string): void {
  const rng = seedRng(seed);
  const s = cloneState(newGame({ players, seed, campaign: true }));
  const seen: Record<2 | 3, boolean> = { 2: false, 3: false };
  let steps = 0;
  while (s.ended === null && steps < MAX_STEPS) {
    const open = s.decisions;
    expect(open.length, `${seed} step ${steps}: no decision open`).toBeGreaterThan(0);
    const d = open.length === 1 ? open[0]! : open[randomInt(rng, open.length)]!;
    // Intermission F: a completed seat chooses among its Fate and 1 drawn, a failed one between 2 drawn.
    if (d.kind === 'campaign/choose-fate') {
      const letter = s.campaign!.act === 1 ? 'B' : 'C';
      const current = s.campaign!.seats[d.seat]!.fate!;
      const drawn = d.options.map((o) => o.id.slice(5)).filter((id) => id !== current);
      expect(drawn.length, `${seed}: a seat draws 1 or 2 Fates`).toBeGreaterThanOrEqual(1);
      expect(drawn.length).toBeLessThanOrEqual(2);
      for (const id of drawn) expect(FATES.find((f) => f.cardId === id)?.letter, `${seed}: ${id}`).toBe(letter);
    }
    const choice = answerFor(s, d, rng);
    const r = applyInPlace(s, { t: 'answer', seat: d.seat, choice, openedAt: d.openedAt });
    if (!r.ok) throw new Error(`${seed}: a legal option was refused: ${r.error.code} ${choice}`);
    steps++;
    const errors = checkInvariants(s);
    if (errors.length) throw new Error(`${seed} step ${steps}: ${errors.join('; ')} (after ${d.kind} ${choice}: ${s.log.slice(-4).map((l) => l.text).join(' | ')})`);
    const act = s.campaign!.act;
    if ((act === 2 || act === 3) && !seen[act] && s.campaign!.stage === 'play') {
      seen[act] = true;
      // Every seat now plays a Fate of the Act's letter or kept an earlier one.
      for (const x of s.campaign!.seats) {
        const letter = FATES.find((f) => f.cardId === x.fate)!.letter;
        if (letter === (act === 2 ? 'B' : 'C')) taken.set(x.fate!, (taken.get(x.fate!) ?? 0) + 1);
      }
    }
    if (steps % 17 === 0) {
      assertNoLeak(s);
      expect(JSON.parse(JSON.stringify(s)), `${seed} step ${steps}: JSON round-trip`).toEqual(s);
    }
  }
  expect(s.ended, `${seed} stopped after ${steps} answers in Act ${s.campaign!.act}, chapter ${s.chapter}`).not.toBeNull();
  expect(seen).toEqual({ 2: true, 3: true });
}

describe('random campaigns with every Fate dealt: "B" Fates at the first Intermission, "C" at the second', () => {
  it('this engine deals every "B" and "C" Fate but those not built yet (no Steward fallback left)', () => {
    expect(DEALT_FATES).toEqual(expect.arrayContaining([...B_FATES, ...C_FATES]));
    const undealt = FATES.filter((f) => f.letter !== 'A' && !DEALT_FATES.includes(f.cardId)).map((f) => f.cardId);
    expect(undealt).toEqual([...NOT_DEALT_YET]);
  });

  for (const players of [2, 3, 4]) {
    it(`${players} players: ${CAMPAIGNS_PER_COUNT} seeded campaigns draw their Fates by the rules and play three Acts to the end`, () => {
      draw.c = true;
      for (let g = 0; g < CAMPAIGNS_PER_COUNT; g++) playOne(players, `bc-fates-${players}-${g}`);
    }, 400_000);
    it(`${players} players: ${B_THROUGH_ACT_III_PER_COUNT} seeded campaigns with no "C" Fate to draw: the "B" Fates play Act III`, () => {
      draw.c = false;
      try {
        for (let g = 0; g < B_THROUGH_ACT_III_PER_COUNT; g++) playOne(players, `b-act3-${players}-${g}`);
      } finally {
        draw.c = true;
      }
    }, 400_000);
  }

  it('each "B" and each "C" Fate was taken in at least 10 campaigns', () => {
    const counts = Object.fromEntries([...B_FATES, ...C_FATES].map((f) => [f, taken.get(f) ?? 0]));
    expect(Object.entries(counts).filter(([, n]) => n < 10)).toEqual([]);
  });

  it('every card of the "B" and "C" Fate Sets did something in these campaigns (fired.ts), but those not reached yet', () => {
    const cards = CARDS.map((c) => c.id).filter((id) => [...B_FATES, ...C_FATES].some((f) => setOf(f).test(id)));
    expect(cards.length).toBeGreaterThan(150);
    const missing = cards.filter((id) => !firedIds.has(id));
    // The list is exact: a card that starts firing is progress, to be taken out of NOT_REACHED_YET.
    expect(missing.filter((id) => !NOT_REACHED_YET.includes(id))).toEqual([]);
    expect(NOT_REACHED_YET.filter((id) => firedIds.has(id))).toEqual([]);
    expect(NOT_REACHED_YET.filter((id) => !cards.includes(id))).toEqual([]);
  });
});

/**
 * Random legal play of campaigns (issue 14, "Done when": seeded campaigns at 2, 3 and 4 players,
 * the invariants extended to campaign pieces, the JSON round-trip at every step).
 *
 * 60 campaigns (20 per player count), every seat the Steward: each plays its three Acts (3, 3 and 4
 * chapters, two Intermissions, the Act II and III setups) to the campaign's end.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, newGame, openDecision, viewFor } from '../../../src/engine/index.ts';
import { playRandom } from '../../../src/engine/random-play.ts';
import type { GameState } from '../../../src/engine/types.ts';

/** Seeded campaigns per player count (2, 3, 4). */
const CAMPAIGNS_PER_COUNT = 20;
/** Where a campaign's random play stops: the campaign's end (or a final objective's win). */
const CAMPAIGN_DONE = (s: GameState): boolean => s.ended !== null;
/** Answers allowed per campaign before the test calls it stuck. */
const MAX_STEPS = 20_000;
/** Every seat plays the Steward (`fates`), the only Fate dealt today. */
const STEWARDS = (n: number) => Array.from({ length: n }, () => 'ARCS-FATE01');

/**
 * The first place where `x` is not plain JSON (a value JSON.stringify would drop or change:
 * undefined, a non-finite number, a function, a class instance), or null: the state survives a
 * JSON round-trip unchanged. One walk per step, cheaper than comparing a parsed copy.
 */
function notJson(x: unknown, path = '$'): string | null {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return null;
  if (typeof x === 'number') return Number.isFinite(x) ? null : path;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const bad = notJson(x[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype) {
    for (const [k, v] of Object.entries(x)) {
      const bad = notJson(v, `${path}.${k}`);
      if (bad) return bad;
    }
    return null;
  }
  return path;
}

/** No seat's hand, and no Event card in a hand, shows in another seat's (or the public) view. */
function assertNoHandLeak(s: GameState): void {
  for (let viewer = -1; viewer < s.players.length; viewer++) {
    const v = viewFor(s, viewer < 0 ? null : viewer) as unknown as { players: Record<string, unknown>[] };
    v.players.forEach((p, seat) => {
      if (seat !== viewer) expect(p, `seat ${seat}'s hand leaks to ${viewer}`).not.toHaveProperty('hand');
    });
  }
}

/** Times the Imperial Council was secured, over all the campaigns of this file. */
let councilsSecured = 0;

describe('random campaigns: invariants and the JSON round-trip at every step', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: ${CAMPAIGNS_PER_COUNT} seeded campaigns (Steward everywhere) play three Acts to the campaign's end`, () => {
      let eventsPlayed = 0;
      for (let g = 0; g < CAMPAIGNS_PER_COUNT; g++) {
        const seed = `campaign-${players}-${g}`;
        // Rules version 6 draws no "B" or "C" Fate: the Stewards play all three Acts.
        const start = newGame({ players, seed, campaign: true, fates: STEWARDS(players), rulesVersion: 6 });
        let steps = 0;
        let lastEvents = 0;
        let tucked = false;
        const r = playRandom(start, {
          steps: MAX_STEPS,
          seed,
          until: CAMPAIGN_DONE,
          onStep: (s) => {
            steps++;
            const errors = checkInvariants(s);
            if (errors.length) throw new Error(`${seed} step ${steps}: ${errors.join('; ')}`);
            const bad = notJson(s);
            if (bad) throw new Error(`${seed} step ${steps}: ${bad} does not survive a JSON round-trip`);
            if (!s.ended) expect(openDecision(s), `${seed} step ${steps}: no decision open`).not.toBeNull();
            const events = s.round?.events?.length ?? 0;
            if (events > lastEvents) eventsPlayed += events - lastEvents;
            lastEvents = events;
            if (s.round?.council !== undefined && !tucked) councilsSecured++;
            tucked = s.round?.council !== undefined;
            if (steps % 13 === 0) assertNoHandLeak(s);
          },
        });
        expect(CAMPAIGN_DONE(r.state), `${seed} stopped after ${r.steps} answers in Act ${r.state.campaign!.act}, chapter ${r.state.chapter}`).toBe(true);
        // The end of Act III's fourth chapter (Steward has no final objective): the winner by Power.
        expect(r.state.campaign!.stage).toBe('over');
        expect([r.state.campaign!.act, r.state.chapter, r.state.ended!.reason]).toEqual([3, 4, 'campaign-end']);
        // The last state, parsed back, is the same state.
        expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
      }
      // The campaigns did meet Event cards on turns (the rule is exercised, not only set up).
      expect(eventsPlayed).toBeGreaterThan(0);
    });
  }

  it('the campaigns did secure the Imperial Council (the rule is exercised)', () => {
    expect(councilsSecured).toBeGreaterThan(0);
  });
});

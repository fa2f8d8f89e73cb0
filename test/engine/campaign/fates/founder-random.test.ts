/**
 * Founder (ARCS-FATE02): seeded random three-Act campaigns with the Founder dealt, every invariant
 * and the JSON round-trip checked at every step (as random-campaigns.test.ts does).
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, newGame, openDecision } from '../../../../src/engine/index.ts';
import { playRandom } from '../../../../src/engine/random-play.ts';
import type { GameState } from '../../../../src/engine/types.ts';
import { onFired } from '../../../../src/engine/fired.ts';

/** Founder cards whose effect did something in these campaigns. */
const firedIds = new Set<string>();
onFired((_s, id) => {
  if (/^ARCS-F2\d\d[AB]?$/.test(id)) firedIds.add(id);
});

const CASES: { players: number; fates: string[] }[] = [
  { players: 2, fates: ['ARCS-FATE02', 'ARCS-FATE01'] },
  { players: 3, fates: ['ARCS-FATE01', 'ARCS-FATE02', 'ARCS-FATE01'] },
  { players: 4, fates: ['ARCS-FATE02', 'ARCS-FATE01', 'ARCS-FATE01', 'ARCS-FATE01'] },
];

describe('Founder: random campaigns with the Founder dealt', () => {
  for (const { players, fates } of CASES) {
    it(`${players} players: three Acts to the campaign's end, invariants and JSON at every step`, () => {
      const seed = `founder-${players}`;
      // Rules version 6: no "B"/"C" Fate is drawn at the Intermissions, so this A-Fate campaign plays as before they were dealt.
      const start = newGame({ players, seed, campaign: true, fates, rulesVersion: 6 });
      let steps = 0;
      let sawCommonwealth = false;
      const r = playRandom(start, {
        steps: 20_000,
        seed,
        until: (s: GameState) => s.ended !== null,
        onStep: (s) => {
          steps++;
          const errors = checkInvariants(s);
          if (errors.length) throw new Error(`${seed} step ${steps}: ${errors.join('; ')}`);
          if (steps % 17 === 0) expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          if (!s.ended) expect(openDecision(s)).not.toBeNull();
          if (s.campaign?.tokens?.some((t) => t.kind === 'commonwealth-ambition')) sawCommonwealth = true;
        },
      });
      expect(r.state.ended, `${seed} stopped in Act ${r.state.campaign!.act}, chapter ${r.state.chapter}`).not.toBeNull();
      expect(r.state.campaign!.stage).toBe('over');
      // Act II set up the Commonwealth (its marker was in play), unless the Founder changed Fate at the Intermission.
      if (r.state.campaign!.seats.some((x) => x.fate === 'ARCS-FATE02')) expect(sawCommonwealth).toBe(true);
    });
  }

  it('the campaigns exercised Founder cards', () => {
    expect([...firedIds].sort()).not.toEqual([]);
    console.log('Founder cards fired in random play:', [...firedIds].sort().join(' '));
  });
});

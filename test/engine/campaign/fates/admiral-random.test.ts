/**
 * The Admiral (ARCS-FATE07) in seeded random three-Act campaigns (issue 15): random legal options
 * to the campaign's end, every invariant checked at every step, beside the Steward and other Admirals.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, newGame, openDecision } from '../../../../src/engine/index.ts';
import { playRandom } from '../../../../src/engine/random-play.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import type { GameState } from '../../../../src/engine/types.ts';

const ADMIRAL = 'ARCS-FATE07';
const STEWARD = 'ARCS-FATE01';

describe('Admiral in random campaigns (ARCS-FATE07, Acts I-III)', () => {
  const cases: { players: number; fates: string[] }[] = [
    { players: 2, fates: [ADMIRAL, STEWARD] },
    { players: 3, fates: [ADMIRAL, ADMIRAL, STEWARD] },
    { players: 4, fates: [STEWARD, ADMIRAL, ADMIRAL, ADMIRAL] },
  ];
  for (const { players, fates } of cases) {
    it(`${players} players (${fates.join(', ')}): three Acts to the end, invariants at every step`, () => {
      const seed = `admiral-${players}`;
      const start = newGame({ players, seed, campaign: true, fates });
      let steps = 0;
      const fired = new Set<string>();
      const stop = onFired((_s, id) => fired.add(id));
      try {
        const r = playRandom(start, {
          steps: 20_000,
          seed,
          until: (s: GameState) => s.ended !== null,
          onStep: (s) => {
            steps++;
            const errors = checkInvariants(s);
            if (errors.length) throw new Error(`${seed} step ${steps}: ${errors.join('; ')}`);
            if (!s.ended) expect(openDecision(s), `${seed} step ${steps}: no decision open`).not.toBeNull();
          },
        });
        expect(r.state.ended, `${seed}: campaign did not end`).not.toBeNull();
        expect(r.state.campaign!.act).toBe(3);
      } finally {
        stop();
      }
      // Some Admiral cards fired on the way.
      const admiral = [...fired].filter((id) => /^ARCS-F7\d\d/.test(id)).sort();
      console.log(`${seed}: ${steps} steps; Admiral cards fired: ${admiral.join(' ')}`);
      expect(admiral.length).toBeGreaterThan(0);
    });
  }
});

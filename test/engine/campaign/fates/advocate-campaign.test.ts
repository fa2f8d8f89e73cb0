/**
 * The Advocate (ARCS-FATE04) dealt in seeded random campaigns (issue 15, "Done when"): three Acts
 * to the campaign's end with every invariant checked at every step, and which Advocate cards fired.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, newGame, openDecision } from '../../../../src/engine/index.ts';
import { playRandom } from '../../../../src/engine/random-play.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import type { GameState } from '../../../../src/engine/types.ts';

const ADVOCATE = 'ARCS-FATE04';
const STEWARD = 'ARCS-FATE01';

const CAMPAIGNS: { players: number; fates: string[]; seed: string }[] = [
  { players: 2, fates: [ADVOCATE, STEWARD], seed: 'advocate-2' },
  { players: 3, fates: [STEWARD, ADVOCATE, STEWARD], seed: 'advocate-3' },
  // Two Advocates (each seat its own Fate Set; `new` with repeated `fates`).
  { players: 4, fates: [ADVOCATE, STEWARD, ADVOCATE, STEWARD], seed: 'advocate-4' },
];

const fired = new Set<string>();

describe('Advocate (ARCS-FATE04): seeded random campaigns reach the end with every invariant checked', () => {
  for (const c of CAMPAIGNS) {
    it(`${c.players} players, seed ${c.seed}: three Acts with the Advocate dealt`, () => {
      // Rules version 6: no "B"/"C" Fate is drawn at the Intermissions, so this A-Fate campaign plays as before they were dealt.
      const start = newGame({ players: c.players, seed: c.seed, campaign: true, fates: c.fates, rulesVersion: 6 });
      let steps = 0;
      const off = onFired((_s, id) => {
        if (/^ARCS-F4\d\d[AB]?$/.test(id)) fired.add(id);
      });
      const r = playRandom(start, {
        steps: 20_000,
        seed: c.seed,
        until: (s: GameState) => s.ended !== null,
        onStep: (s) => {
          steps++;
          const errors = checkInvariants(s);
          if (errors.length) throw new Error(`${c.seed} step ${steps}: ${errors.join('; ')}`);
          if (!s.ended) expect(openDecision(s), `${c.seed} step ${steps}: no decision open`).not.toBeNull();
        },
      });
      expect(r.state.ended, `${c.seed} stopped in Act ${r.state.campaign!.act}, chapter ${r.state.chapter}`).not.toBeNull();
      expect([r.state.campaign!.act, r.state.chapter]).toEqual([3, 4]);
      expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
      off();
      // Which Advocate cards did something (printed, to follow the coverage).
      console.log(`${c.seed}: Advocate cards fired: ${[...fired].sort().join(' ')}`);
    });
  }
});

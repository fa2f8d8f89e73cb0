/**
 * The Partisan (ARCS-FATE06) in seeded random campaigns (issue 15): three Acts to the campaign's
 * end with the Partisan dealt, every invariant checked at every step, and the Partisan's cards
 * seen firing (onFired).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkInvariants, newGame, openDecision } from '../../../../src/engine/index.ts';
import { playRandom } from '../../../../src/engine/random-play.ts';
import { onFired } from '../../../../src/engine/fired.ts';

const PARTISAN = 'ARCS-FATE06';
const STEWARD = 'ARCS-FATE01';

const firedIds = new Map<string, number>();
const detach = onFired((_s, id) => {
  if (/^ARCS-F6\d\d/.test(id)) firedIds.set(id, (firedIds.get(id) ?? 0) + 1);
});
afterAll(() => detach());

describe('Partisan: random three-Act campaigns with the Partisan dealt', () => {
  const games: [number, string[]][] = [
    [2, [PARTISAN, STEWARD]],
    [3, [PARTISAN, STEWARD, PARTISAN]],
    [4, [STEWARD, PARTISAN, STEWARD, PARTISAN]],
  ];
  for (const [players, fates] of games) {
    it(`${players} players (${fates.join(', ')}): the campaign reaches its end, invariants hold at every step`, () => {
      const seed = `partisan-${players}`;
      // Rules version 6: no "B"/"C" Fate is drawn at the Intermissions, so this A-Fate campaign plays as before they were dealt.
      const start = newGame({ players, seed, campaign: true, fates, rulesVersion: 6 });
      let steps = 0;
      const r = playRandom(start, {
        steps: 20_000,
        seed,
        until: (s) => s.ended !== null,
        onStep: (s) => {
          steps++;
          const errors = checkInvariants(s);
          if (errors.length) throw new Error(`${seed} step ${steps}: ${errors.join('; ')}`);
          if (!s.ended) expect(openDecision(s), `${seed} step ${steps}: no decision open`).not.toBeNull();
        },
      });
      expect(r.state.ended, `${seed} stopped after ${r.steps} answers in Act ${r.state.campaign!.act}, chapter ${r.state.chapter}`).not.toBeNull();
      expect(r.state.campaign!.act).toBe(3);
      expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
    });
  }

  it('the Partisan\'s seizing and objectives fired in these campaigns', () => {
    console.log('Partisan effects fired:', Object.fromEntries([...firedIds].sort()));
    expect(firedIds.get('ARCS-F601B') ?? 0).toBeGreaterThan(0);
  });
});

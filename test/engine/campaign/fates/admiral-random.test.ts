/**
 * The Admiral (ARCS-FATE07) in seeded random three-Act campaigns (issue 15): random legal options
 * to the campaign's end, every invariant checked at every step, beside the Steward and other Admirals.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, newGame } from '../../../../src/engine/index.ts';
import { playRandom } from '../../../../src/engine/random-play.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { playCheckedCampaign } from './random-campaign.ts';
import type { GameState } from '../../../../src/engine/types.ts';

const ADMIRAL = 'ARCS-FATE07';
const STEWARD = 'ARCS-FATE01';

describe('Admiral in random campaigns (ARCS-FATE07, Acts I-III)', () => {
  const cases: { players: number; fates: string[] }[] = [
    { players: 2, fates: [ADMIRAL, STEWARD] },
    { players: 4, fates: [STEWARD, ADMIRAL, ADMIRAL, ADMIRAL] },
  ];
  for (const { players, fates } of cases) {
    it(`${players} players (${fates.join(', ')}): three Acts to the end, invariants at every step`, () => {
      const seed = `admiral-${players}`;
      let steps = 0;
      const fired = new Set<string>();
      const stop = onFired((_s, id) => fired.add(id));
      try {
        const r = playCheckedCampaign(players, fates, seed, (_s, n) => {
          steps = n;
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

  it('objectives completed (the test sets the Admirals\' markers to 0 in chapter 3 of Acts I and II): the completed branches\' cards fire', () => {
    const fired = new Set<string>();
    const stop = onFired((_s, id) => {
      if (/^ARCS-F7\d\d/.test(id)) fired.add(id);
    });
    try {
      for (const [players, seed] of [[3, 'fires-1'], [4, 'fires-2'], [3, 'fires-4']] as const) {
        const fates = Array.from({ length: players }, (_, i) => (i === 0 ? ADMIRAL : STEWARD));
        let steps = 0;
        // Rules version 6: no "B" Fate replaces the Admiral at the Intermission (its Act II and III cards must fire).
        const r = playRandom(newGame({ players, seed, campaign: true, fates, rulesVersion: 6 }), {
          steps: 20_000,
          seed,
          until: (s: GameState) => s.ended !== null,
          onStep: (s) => {
            steps++;
            const c = s.campaign!;
            if (c.act < 3 && s.chapter === 3) for (const x of c.seats) if (x.fate === ADMIRAL && x.marker !== null) x.marker = 0;
            const errors = checkInvariants(s);
            if (errors.length) throw new Error(`${seed} step ${steps}: ${errors.join('; ')}`);
          },
        });
        expect(r.state.ended, `${seed}: campaign did not end`).not.toBeNull();
      }
    } finally {
      stop();
    }
    console.log(`Admiral cards fired (objectives completed): ${[...fired].sort().join(' ')}`);
    for (const id of ['ARCS-F701B', 'ARCS-F702', 'ARCS-F703', 'ARCS-F713', 'ARCS-F720']) expect(fired).toContain(id);
    expect(['ARCS-F706', 'ARCS-F707'].some((id) => fired.has(id))).toBe(true);
    expect(['ARCS-F717', 'ARCS-F718'].some((id) => fired.has(id))).toBe(true);
  });
});

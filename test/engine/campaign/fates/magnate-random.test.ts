/**
 * The Magnate (ARCS-FATE03) dealt in seeded random campaigns: three Acts played to the campaign's
 * end with random legal answers, the invariants (resources on Merchant League ARCS-F302 and
 * scrapped by ARCS-F325B included) and the JSON round-trip checked at every step.
 */
import { describe, expect, it } from 'vitest';
import { exportPosition, importPosition } from '../../../../src/engine/index.ts';
import { firedCount } from '../../../../src/engine/fired.ts';
import { playCheckedCampaign } from './random-campaign.ts';

const MAGNATE = 'ARCS-FATE03';
const STEWARD = 'ARCS-FATE01';

describe('Magnate (ARCS-FATE03): seeded random campaigns play three Acts to the end', () => {
  const runs: [number, string[]][] = [
    [2, [MAGNATE, STEWARD]],
    [3, [STEWARD, MAGNATE, MAGNATE]],
  ];
  for (const [players, fates] of runs) {
    it(`${players} players (${fates.join(', ')})`, () => {
      const seed = `magnate-${players}`;
      const acts = new Set<number>();
      const r = playCheckedCampaign(players, fates, seed, (s, steps) => {
        if (s.campaign) acts.add(s.campaign.act);
        // The position round-trip with the Magnate's state (merchantLeague, scrappedResources, Monopolies in play areas).
        if (steps % 97 === 0 || (s.campaign?.seats.some((x) => x.merchantLeague) && steps % 11 === 0)) {
          const p = JSON.parse(JSON.stringify(exportPosition(s)));
          expect(JSON.parse(JSON.stringify(exportPosition(importPosition(p))))).toEqual(p);
        }
      });
      expect(r.state.ended, `${seed} stopped after ${r.steps} answers`).not.toBeNull();
      expect([...acts].sort()).toEqual([1, 2, 3]);
      expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
      // The Magnate's cards did things along the way.
      const fired = ['ARCS-F302', 'ARCS-F318', 'ARCS-F312B', 'ARCS-F325B', 'ARCS-F301B'].map((id) => firedCount(r.state, id));
      expect(fired.some((n) => n > 0), fired.join(',')).toBe(true);
    });
  }
});

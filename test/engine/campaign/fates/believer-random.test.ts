/**
 * Believer (ARCS-FATE08): seeded random three-Act campaigns with the Believer dealt, every
 * invariant checked at every step (as random-campaigns.test.ts does), and the Believer's cards seen
 * firing over the runs.
 */
import { describe, expect, it } from 'vitest';
import { exportPosition, importPosition } from '../../../../src/engine/index.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { playCheckedCampaign } from './random-campaign.ts';

const fired = new Map<string, number>();
onFired((_s, id) => void fired.set(id, (fired.get(id) ?? 0) + 1));

describe('Believer: random campaigns with the Believer dealt (ARCS-FATE08, F801-F831)', () => {
  const runs: [number, string[]][] = [
    [2, ['ARCS-FATE08', 'ARCS-FATE01']],
    [3, ['ARCS-FATE08', 'ARCS-FATE01', 'ARCS-FATE08']],
    [4, ['ARCS-FATE01', 'ARCS-FATE08', 'ARCS-FATE01', 'ARCS-FATE08']],
  ];
  for (const [players, fates] of runs) {
    it(`${players} players: a seeded campaign plays its three Acts to the end with every invariant`, () => {
      const seed = `believer-${players}`;
      let steps = 0;
      let faithfulPlays = 0;
      const r = playCheckedCampaign(players, fates, seed, (s, n) => {
        steps = n;
        // The position format carries the Believer's state (Faithful cards in hands and plays, Doctrine, Ideals).
        if (steps % 40 === 0 && !s.ended) {
          const p = JSON.parse(JSON.stringify(exportPosition(s)));
          const back = importPosition(p);
          expect(JSON.parse(JSON.stringify(exportPosition(back)))).toEqual(p);
          expect(back.campaign).toEqual(s.campaign);
        }
        faithfulPlays = Math.max(faithfulPlays, (s.round?.plays ?? []).filter((p) => p.side !== undefined).length);
      });
      expect(r.state.ended).not.toBeNull();
      expect(faithfulPlays).toBeGreaterThan(0);
      console.log(seed, steps, 'steps; act', r.state.campaign?.act, 'ideals', JSON.stringify(r.state.campaign?.ideals ?? {}));
    });
  }
  it('some Believer cards fired', () => {
    const believer = [...fired].filter(([id]) => id.startsWith('ARCS-F8'));
    console.log(believer);
    // The Act I setup (F801A) and Teach (F803) at least, in these runs.
    expect(believer.map(([id]) => id)).toEqual(expect.arrayContaining(['ARCS-F801A', 'ARCS-F803']));
  });
});

/**
 * Gate Wraith (ARCS-FATE22; issue 17): seeded random three-Act campaigns in which the second
 * Intermission may draw only the Gate Wraith among the "B"/"C" Fates (setups.ts dealtFates
 * narrowed by vi.mock: independent of the other Fates dealt), every invariant
 * checked at every step, the position format round-tripped with the Twisted Passage on the map.
 */
import { describe, expect, it, vi } from 'vitest';
import { exportPosition, importPosition } from '../../../../src/engine/index.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { STATE_VERSION } from '../../../../src/engine/versions.ts';
import { playCheckedCampaign } from './random-campaign.ts';

const GATE_WRAITH = 'ARCS-FATE22';
const fired = new Map<string, number>();
onFired((_s, id) => void fired.set(id, (fired.get(id) ?? 0) + 1));

vi.mock('../../../../src/engine/campaign/fates/setups.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../../../src/engine/campaign/fates/setups.ts')>();
  return { ...orig, dealtFates: (v: number) => [...orig.dealtFates(v).filter((id) => orig.fateByCard(id)?.letter === 'A'), 'ARCS-FATE22'] };
});

describe('Gate Wraith: random campaigns with the Gate Wraith drawn at the second Intermission (ARCS-FATE22, F2201-F2206)', () => {
  let taken = 0;
  const runs: [number, string[], string][] = [
    [2, ['ARCS-FATE01', 'ARCS-FATE07'], 'gate-wraith-2a'],
    [3, ['ARCS-FATE01', 'ARCS-FATE07', 'ARCS-FATE04'], 'gate-wraith-3a'],
    [3, ['ARCS-FATE03', 'ARCS-FATE01', 'ARCS-FATE07'], 'gate-wraith-3b'],
    [4, ['ARCS-FATE01', 'ARCS-FATE07', 'ARCS-FATE03', 'ARCS-FATE04'], 'gate-wraith-4a'],
  ];
  for (const [players, fates, seed] of runs) {
    it(`${players} players (${seed}): a seeded campaign plays its three Acts to the end with every invariant`, () => {
      let inActIII = false;
      let steps = 0;
      const r = playCheckedCampaign(players, fates, seed, (s, n) => {
        steps = n;
        const c = s.campaign!;
        if (c.act === 3 && c.stage === 'play' && c.seats.some((x) => x.fate === GATE_WRAITH)) inActIII = true;
        if (n % 50 === 0 && !s.ended) {
          const p = JSON.parse(JSON.stringify(exportPosition(s)));
          const back = importPosition(p);
          expect(JSON.parse(JSON.stringify(exportPosition(back)))).toEqual(p);
        }
      }, STATE_VERSION);
      expect(r.state.ended).not.toBeNull();
      if (inActIII) taken++;
      console.log(seed, steps, 'steps; Gate Wraith in Act III:', inActIII, 'Passages:', (r.state.campaign?.tokens ?? []).filter((t) => t.kind === 'passage' && t.where.endsWith(':gate')).length);
    });
  }
  it('the Gate Wraith was taken at the second Intermission in some campaigns; its cards fired', () => {
    expect(taken).toBeGreaterThan(0);
    const mine = [...fired].filter(([id]) => id.startsWith('ARCS-F22'));
    console.log(mine);
    expect(mine.map(([id]) => id)).toContain('ARCS-F2201A');
  });
});

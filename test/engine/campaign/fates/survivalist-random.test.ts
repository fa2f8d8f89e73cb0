/**
 * Survivalist (ARCS-FATE18, a "C" Fate): seeded random three-Act campaigns where the Intermissions
 * draw no "B" Fate and only the Survivalist among the "C" Fates, so it is taken at the second
 * Intermission and plays Act III; every invariant checked at every step (random-campaign.ts), the
 * position format round-trips, and the cards seen firing over the runs.
 */
import { describe, expect, it, vi } from 'vitest';
import { exportPosition, importPosition } from '../../../../src/engine/index.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { STATE_VERSION } from '../../../../src/engine/versions.ts';
import { playCheckedCampaign } from './random-campaign.ts';

const fired = new Map<string, number>();
onFired((_s, id) => void fired.set(id, (fired.get(id) ?? 0) + 1));

const SURVIVALIST = 'ARCS-FATE18';

// Independent of the other Fates dealt once merged (the decks keep all their cards, so the
// Fate-count invariant holds): no "B" Fate is drawn, and only the Survivalist among the "C" ones.
vi.mock('../../../../src/engine/campaign/fates/setups.ts', async (load) => {
  const real = await load<typeof import('../../../../src/engine/campaign/fates/setups.ts')>();
  return { ...real, dealtFates: (v: number) => real.dealtFates(v).filter((id) => real.fateByCard(id)?.letter === 'A' || id === 'ARCS-FATE18') };
});

describe('Survivalist: random campaigns with only the Survivalist drawable (ARCS-FATE18, F1801-F1805)', () => {
  const runs: [number, string[], string][] = [
    [2, ['ARCS-FATE01', 'ARCS-FATE07'], 'surv-2'],
    [3, ['ARCS-FATE02', 'ARCS-FATE03', 'ARCS-FATE06'], 'surv-3'],
    [4, ['ARCS-FATE01', 'ARCS-FATE04', 'ARCS-FATE05', 'ARCS-FATE08'], 'surv-4'],
  ];
  for (const [players, fates, seed] of runs) {
    it(`${players} players: the Survivalist is taken at the second Intermission and plays Act III to the end`, () => {
      let act3 = false;
      const r = playCheckedCampaign(players, fates, seed, (s, n) => {
        if (s.campaign?.act === 3 && s.campaign.seats.some((x) => x.fate === SURVIVALIST)) act3 = true;
        if (n % 50 === 0 && !s.ended) {
          const p = JSON.parse(JSON.stringify(exportPosition(s)));
          const back = importPosition(p);
          expect(JSON.parse(JSON.stringify(exportPosition(back)))).toEqual(p);
          expect(back.campaign).toEqual(s.campaign);
        }
      }, STATE_VERSION);
      expect(r.state.ended).not.toBeNull();
      expect(act3).toBe(true);
      console.log(seed, r.state.ended);
    });
  }
  it('Survivalist cards fired in these runs', () => {
    const mine = [...fired].filter(([id]) => id.startsWith('ARCS-F18'));
    console.log(mine);
    expect(mine.map(([id]) => id)).toEqual(expect.arrayContaining(['ARCS-F1801A']));
  });
});

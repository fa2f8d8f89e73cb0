/**
 * Planet Breaker (ARCS-FATE11, a "B" Fate): seeded random three-Act campaigns where the "B" deck
 * holds only the Planet Breaker, so it is drawn at the first Intermission and played in Acts II and
 * III; every invariant checked at every step (random-campaign.ts), the position format round-trips,
 * and the cards seen firing over the runs.
 */
import { describe, expect, it, vi } from 'vitest';
import { exportPosition, importPosition } from '../../../../src/engine/index.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { STATE_VERSION } from '../../../../src/engine/versions.ts';
import { playCheckedCampaign } from './random-campaign.ts';

const fired = new Map<string, number>();
onFired((_s, id) => void fired.set(id, (fired.get(id) ?? 0) + 1));

const PB = 'ARCS-FATE11';

// Independent of the other Fates dealt once merged: the first Intermission draws only the Planet
// Breaker among the "B" Fates and the second no "C" Fate, so it plays Act III too (the decks keep
// all their cards, so the Fate-count invariant holds).
vi.mock('../../../../src/engine/campaign/fates/setups.ts', async (load) => {
  const real = await load<typeof import('../../../../src/engine/campaign/fates/setups.ts')>();
  return { ...real, dealtFates: (v: number) => real.dealtFates(v).filter((id) => real.fateByCard(id)?.letter === 'A' || id === 'ARCS-FATE11') };
});

describe('Planet Breaker: random campaigns with only the Planet Breaker in the "B" deck (ARCS-FATE11, F1101-F1112)', () => {
  const runs: [number, string[], string][] = [
    [2, ['ARCS-FATE01', 'ARCS-FATE07'], 'pb-2'],
    [3, ['ARCS-FATE01', 'ARCS-FATE03', 'ARCS-FATE06'], 'pb-3'],
    [4, ['ARCS-FATE01', 'ARCS-FATE02', 'ARCS-FATE05', 'ARCS-FATE08'], 'pb-4'],
  ];
  for (const [players, fates, seed] of runs) {
    it(`${players} players: the Planet Breaker is taken at the first Intermission and plays Acts II and III to the end`, () => {
      let act2 = false;
      let act3 = false;
      const r = playCheckedCampaign(players, fates, seed, (s, n) => {
        const pb = s.campaign?.seats.some((x) => x.fate === PB) ?? false;
        if (pb && s.campaign!.act === 2) act2 = true;
        if (pb && s.campaign!.act === 3) act3 = true;
        if (n % 50 === 0 && !s.ended) {
          const p = JSON.parse(JSON.stringify(exportPosition(s)));
          const back = importPosition(p);
          expect(JSON.parse(JSON.stringify(exportPosition(back)))).toEqual(p);
          expect(back.campaign).toEqual(s.campaign);
        }
      }, STATE_VERSION);
      expect(r.state.ended).not.toBeNull();
      expect(act2).toBe(true);
      expect(act3).toBe(true);
    });
  }
  it('Planet Breaker cards fired in these runs', () => {
    const pb = [...fired].filter(([id]) => id.startsWith('ARCS-F11') && id.length > 9);
    console.log(pb);
    expect(pb.map(([id]) => id)).toEqual(expect.arrayContaining(['ARCS-F1101A']));
  });
});

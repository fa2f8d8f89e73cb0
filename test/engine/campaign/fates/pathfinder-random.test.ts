/**
 * Pathfinder (ARCS-FATE09; issue 16): seeded random three-Act campaigns in which the Intermissions
 * draw only the Pathfinder among the "B"/"C" Fates (setups.ts dealtFates narrowed by vi.mock), so a
 * seat may take it at the first Intermission;
 * every invariant checked at every step (random-campaign.ts), the position format round-tripped,
 * and the Pathfinder's cards seen firing over the runs. The campaigns are started at rules version
 * 7 (STATE_VERSION), so the Intermissions draw the dealt "B" Fates.
 */
import { describe, expect, it, vi } from 'vitest';
import { exportPosition, importPosition } from '../../../../src/engine/index.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { STATE_VERSION } from '../../../../src/engine/versions.ts';
import { playCheckedCampaign } from './random-campaign.ts';

const PATHFINDER = 'ARCS-FATE09';
const fired = new Map<string, number>();
onFired((_s, id) => void fired.set(id, (fired.get(id) ?? 0) + 1));

// The Intermissions draw only the "A" Fates and the Pathfinder, whatever other "B"/"C" Fates are
// dealt (the decks keep every card: the Fate-card invariant counts them all).
vi.mock('../../../../src/engine/campaign/fates/setups.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../../../src/engine/campaign/fates/setups.ts')>();
  return { ...orig, dealtFates: (v: number) => orig.dealtFates(v).filter((id) => id === 'ARCS-FATE09' || orig.fateByCard(id)?.letter === 'A') };
});

describe('Pathfinder: random campaigns with the Pathfinder drawn at the first Intermission (ARCS-FATE09, F901-F911)', () => {
  let taken = 0;
  const runs: [number, string[], string][] = [
    [2, ['ARCS-FATE01', 'ARCS-FATE07'], 'pathfinder-2a'],
    [2, ['ARCS-FATE03', 'ARCS-FATE01'], 'pathfinder-2b'],
    [3, ['ARCS-FATE01', 'ARCS-FATE07', 'ARCS-FATE04'], 'pathfinder-3a'],
    [3, ['ARCS-FATE07', 'ARCS-FATE01', 'ARCS-FATE03'], 'pathfinder-3b'],
    [4, ['ARCS-FATE01', 'ARCS-FATE07', 'ARCS-FATE03', 'ARCS-FATE04'], 'pathfinder-4a'],
  ];
  for (const [players, fates, seed] of runs) {
    it(`${players} players (${seed}): a seeded campaign plays its three Acts to the end with every invariant`, () => {
      let inActIII = false;
      let steps = 0;
      const r = playCheckedCampaign(players, fates, seed, (s, n) => {
        steps = n;
        const c = s.campaign!;
        if (c.act === 3 && c.stage === 'play' && c.seats.some((x) => x.fate === PATHFINDER)) inActIII = true;
        if (n % 50 === 0 && !s.ended) {
          const p = JSON.parse(JSON.stringify(exportPosition(s)));
          const back = importPosition(p);
          expect(JSON.parse(JSON.stringify(exportPosition(back)))).toEqual(p);
        }
      }, STATE_VERSION);
      expect(r.state.ended).not.toBeNull();
      if (inActIII) taken++;
      console.log(seed, steps, 'steps; Pathfinder played through Act III:', inActIII);
    });
  }
  it('the Pathfinder was taken at the first Intermission and played Act III in some campaigns; its cards fired', () => {
    expect(taken).toBeGreaterThan(0);
    const mine = [...fired].filter(([id]) => /^ARCS-F9\d\d/.test(id));
    console.log(mine);
    expect(mine.map(([id]) => id)).toEqual(expect.arrayContaining(['ARCS-F901A', 'ARCS-F907A']));
  });
});

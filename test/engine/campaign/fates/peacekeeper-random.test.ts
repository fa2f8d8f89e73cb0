/**
 * Random play with the Peacekeeper (ARCS-FATE15) and the Judge (ARCS-FATE24): seeded three-Act
 * campaigns where the "B" deck holds only the Peacekeeper and the "C" deck only the Judge (so the
 * Intermissions draw them whatever else is dealt), every invariant checked at every step. Asserts
 * that a seat took each Fate and played it through to the campaign's end, and which of their cards
 * reported `fired` (fired.ts), as the every-card-fires check counts them.
 */
import { describe, expect, it, vi } from 'vitest';
import { playCheckedCampaign } from './random-campaign.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { STATE_VERSION } from '../../../../src/engine/versions.ts';

const PEACEKEEPER = 'ARCS-FATE15';
const JUDGE = 'ARCS-FATE24';
const A_FATES = ['ARCS-FATE01', 'ARCS-FATE02', 'ARCS-FATE03', 'ARCS-FATE07'];

// The Intermissions draw only the Peacekeeper ("B") and the Judge ("C") whatever else is dealt: the
// decks keep all 24 Fate cards (an invariant), the draw skips the others (setups.ts dealtFates).
// `drawJudge` false: no "C" Fate to draw, so the Peacekeeper keeps its Fate into Act III.
const draw = vi.hoisted(() => ({ judge: true }));
vi.mock('../../../../src/engine/campaign/fates/setups.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../../../src/engine/campaign/fates/setups.ts')>();
  return { ...orig, dealtFates: (v: number) => orig.dealtFates(v).filter((id) => orig.fateByCard(id)?.letter === 'A' || id === 'ARCS-FATE15' || (draw.judge && id === 'ARCS-FATE24')) };
});

describe('Peacekeeper and Judge in random three-Act campaigns', () => {
  it('reach the end with every invariant checked; the Peacekeeper plays Acts II-III and the Judge Act III', () => {
    const firedIds = new Set<string>();
    const stop = onFired((_s, id) => firedIds.add(id));
    const played = { pk2: 0, pk3: 0, judge: 0 };
    try {
      const cases: [number, string, boolean][] = [[2, 'pk-1', true], [3, 'pk-2', true], [4, 'pk-3', true], [3, 'pk-4', true], [2, 'pk-5', false], [3, 'pk-6', false], [4, 'pk-7', false]];
      for (const [players, seed, judge] of cases) {
        draw.judge = judge;
        const saw = { pk2: false, pk3: false, judge: false };
        const end = playCheckedCampaign(players, A_FATES.slice(0, players), seed, (s) => {
          const c = s.campaign!;
          if (c.stage !== 'play') return;
          if (c.seats.some((x) => x.fate === PEACEKEEPER)) saw[c.act === 3 ? 'pk3' : 'pk2'] = true;
          if (c.act === 3 && c.seats.some((x) => x.fate === JUDGE)) saw.judge = true;
        }, STATE_VERSION);
        expect(end.state.ended, seed).not.toBeNull();
        expect(saw.pk2, `${seed}: a seat took the Peacekeeper at the first Intermission`).toBe(true);
        if (!judge) expect(saw.pk3, `${seed}: the Peacekeeper played Act III`).toBe(true);
        if (judge) expect(saw.judge, `${seed}: a seat took the Judge at the second Intermission`).toBe(true);
        for (const k of ['pk2', 'pk3', 'judge'] as const) if (saw[k]) played[k]++;
      }
    } finally {
      stop();
      draw.judge = true;
    }
    console.log('Campaigns played:', JSON.stringify(played));
    const mine = [...firedIds].filter((id) => /^ARCS-F(15|24)\d\d/.test(id)).sort();
    console.log('Peacekeeper/Judge cards fired:', mine.join(' '));
    // Seen with these seeds; Arms Interest (F1505/F1506: in the Court only after a completed Act II), Ceasefires' Weapon
    // (F1508) and the Judge's ties (F2401B) fire in the cards tests.
    expect(mine).toEqual(expect.arrayContaining(['ARCS-F1501A', 'ARCS-F1501B', 'ARCS-F1502', 'ARCS-F1504', 'ARCS-F1507A', 'ARCS-F1509', 'ARCS-F1510', 'ARCS-F2401A', 'ARCS-F2403', 'ARCS-F2404', 'ARCS-F2405']));
  }, 600_000);
});

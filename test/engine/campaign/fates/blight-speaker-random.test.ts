/**
 * The Blight Speaker (ARCS-FATE13, "B") and the Naturalist (ARCS-FATE21, "C") in seeded random
 * three-Act campaigns (issues 16 and 17): the "B" and "C" Fate decks narrowed to these two (the
 * test's `edit`), drawn at the Intermissions (rules version STATE_VERSION), random legal options to
 * the campaign's end, every invariant checked at every step. Prints the cards that fired.
 */
import { describe, expect, it } from 'vitest';
// The engine first (random-campaign.ts imports it): versions.ts imported alone first meets an import cycle.
import { playCheckedCampaign } from './random-campaign.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { STATE_VERSION } from '../../../../src/engine/versions.ts';
import type { GameState } from '../../../../src/engine/types.ts';

const BLIGHT_SPEAKER = 'ARCS-FATE13';
const NATURALIST = 'ARCS-FATE21';
const A_FATES = ['ARCS-FATE01', 'ARCS-FATE07', 'ARCS-FATE03', 'ARCS-FATE08'];

/** Only these two can be drawn: the other "B" and "C" Fate cards wait in the "A" deck (never drawn after Act I), so all 24 stay counted. */
const narrow = (s: GameState) => {
  const d = s.campaign!.fateDecks;
  d.A.push(...d.B.filter((id) => id !== BLIGHT_SPEAKER), ...d.C.filter((id) => id !== NATURALIST));
  d.B = [BLIGHT_SPEAKER];
  d.C = [NATURALIST];
};

describe('Blight Speaker and Naturalist in random campaigns (ARCS-FATE13 Acts II-III, ARCS-FATE21 Act III)', () => {
  const fired = new Set<string>();
  const cases: [number, string][] = [[2, 'bs-2a'], [3, 'bs-3a'], [2, 'bs-2b'], [4, 'bs-4a'], [3, 'bs-3b']];
  for (const [players, seed] of cases) {
    it(`${players} players, seed ${seed}: the Blight Speaker is taken at the first Intermission and the Naturalist at the second; invariants at every step`, () => {
      let speakerAct2 = false;
      let naturalistAct3 = false;
      const stop = onFired((_s, id) => fired.add(id));
      try {
        const r = playCheckedCampaign(players, A_FATES.slice(0, players), seed, (s) => {
          const c = s.campaign!;
          if (c.act === 2 && c.seats.some((x) => x.fate === BLIGHT_SPEAKER && x.objective === 'ARCS-F1301B')) speakerAct2 = true;
          if (c.act === 3 && c.seats.some((x) => x.fate === NATURALIST && x.objective === 'ARCS-F2101B')) naturalistAct3 = true;
        }, STATE_VERSION, narrow);
        expect(r.state.ended, `${seed}: campaign did not end`).not.toBeNull();
        expect(r.state.campaign!.act).toBe(3);
      } finally {
        stop();
      }
      expect(speakerAct2, `${seed}: nobody played the Blight Speaker in Act II`).toBe(true);
      expect(naturalistAct3, `${seed}: nobody played the Naturalist in Act III`).toBe(true);
    });
  }
  for (const [players, seed] of [[2, 'bs3-2a'], [3, 'bs3-3a'], [3, 'bs3-3b']] as const) {
    it(`${players} players, seed ${seed}: the Blight Speaker completes Act II (marker set to 0 in chapter 3) and, with no "C" Fate to draw, plays Act III`, () => {
      let speakerAct3 = false;
      const stop = onFired((_s, id) => fired.add(id));
      // No "C" Fate to draw: every seat keeps its Fate into Act III (intermission.ts chooseFateFrame).
      const noC = (s: GameState) => {
        narrow(s);
        s.campaign!.fateDecks.A.push(...s.campaign!.fateDecks.C);
        s.campaign!.fateDecks.C = [];
      };
      try {
        const r = playCheckedCampaign(players, A_FATES.slice(0, players), seed, (s) => {
          const c = s.campaign!;
          if (c.act === 2 && s.chapter === 3) for (const x of c.seats) if (x.fate === BLIGHT_SPEAKER && x.marker !== null) x.marker = 0;
          if (c.act === 3 && c.seats.some((x) => x.fate === BLIGHT_SPEAKER && x.playArea.includes('ARCS-F1313'))) speakerAct3 = true;
        }, STATE_VERSION, noC);
        expect(r.state.ended, `${seed}: campaign did not end`).not.toBeNull();
      } finally {
        stop();
      }
      expect(speakerAct3, `${seed}: the Blight Speaker did not play Act III`).toBe(true);
    });
  }
  it('cards of both sets fired (printed: the every-card-fires check counts them)', () => {
    const mine = [...fired].filter((id) => /^ARCS-F(13|21)\d\d/.test(id)).sort();
    console.log(`Blight Speaker / Naturalist cards fired: ${mine.join(' ')}`);
    expect(mine).toContain('ARCS-F1301A');
    expect(mine).toContain('ARCS-F2101A');
    expect(mine).toContain('ARCS-F1312A');
  });
});

/**
 * Random play with the Hegemon (ARCS-FATE10, a "B" Fate) and the Conspirator (ARCS-FATE23, a "C"
 * Fate): seeded three-Act campaigns whose "B" and "C" decks hold only them, so the Intermissions
 * offer them; every invariant is checked at every step (random-campaign.ts). The test asserts
 * that the Fates were taken and played, and which of their cards reported that they fired.
 */
import { describe, expect, it } from 'vitest';
import { STATE_VERSION } from '../../../../src/engine/index.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import type { GameState } from '../../../../src/engine/types.ts';
import { playCheckedCampaign } from './random-campaign.ts';

const HEGEMON = 'ARCS-FATE10';
const CONSPIRATOR = 'ARCS-FATE23';
const A_FATES = ['ARCS-FATE01', 'ARCS-FATE07', 'ARCS-FATE03', 'ARCS-FATE05'];

/** Only these two are drawn at the Intermissions: the other "B" and "C" cards wait in the "A" deck (never drawn after Act I; the Fate-card count stays whole). */
const onlyMine = (s: GameState) => {
  const d = s.campaign!.fateDecks;
  d.A.push(...d.B.filter((x) => x !== HEGEMON), ...d.C.filter((x) => x !== CONSPIRATOR));
  d.B = [HEGEMON];
  d.C = [CONSPIRATOR];
};

describe('Hegemon and Conspirator in random campaigns (issues 16, 17)', () => {
  it('seeded campaigns reach the end with every invariant checked; the Hegemon and the Conspirator are taken and played', () => {
    const fired = new Set<string>();
    const stop = onFired((_s, id) => fired.add(id));
    let hegemonActs = 0;
    let conspiratorActs = 0;
    try {
      for (const [players, seed] of [[2, 'heg-1'], [3, 'heg-2'], [2, 'heg-3'], [3, 'heg-4'], [2, 'heg-5'], [2, 'heg-6']] as const) {
        const seen = { heg: false, con: false };
        const r = playCheckedCampaign(players, A_FATES.slice(0, players), seed, (s) => {
          const c = s.campaign;
          if (!c) return;
          if (c.act === 3 && c.stage === 'play' && c.seats.some((x) => x.fate === CONSPIRATOR)) seen.con = true;
          if (c.act >= 2 && c.stage === 'play' && c.seats.some((x) => x.fate === HEGEMON)) seen.heg = true;
        }, STATE_VERSION, onlyMine);
        expect(r.state.ended, seed).not.toBeNull();
        if (seen.heg) hegemonActs++;
        if (seen.con) conspiratorActs++;
      }
    } finally {
      stop();
    }
    expect(hegemonActs).toBeGreaterThan(0);
    expect(conspiratorActs).toBeGreaterThan(0);
    const mine = [...fired].filter((id) => /^ARCS-F(10\d\d|23\d\d)/.test(id)).sort();
    console.log(`Hegemon/Conspirator cards fired: ${mine.join(', ')} (Hegemon in ${hegemonActs}, Conspirator in ${conspiratorActs} campaigns)`);
    expect(mine).toContain('ARCS-F1001A');
    expect(mine).toContain('ARCS-F2301A');
  }, 600_000);
});

/**
 * The Pirate (ARCS-FATE12) and the Redeemer (ARCS-FATE19) in random play: seeded three-Act campaigns
 * whose "B" deck holds only the Pirate and whose "C" deck only the Redeemer, so the Intermissions
 * draw them (rules version STATE_VERSION); every invariant checked at every step (random-campaign.ts).
 */
import { describe, expect, it } from 'vitest';
import { playCheckedCampaign } from './random-campaign.ts';
import { STATE_VERSION } from '../../../../src/engine/versions.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import type { GameState } from '../../../../src/engine/types.ts';

const PIRATE = 'ARCS-FATE12';
const REDEEMER = 'ARCS-FATE19';

/** Only the Pirate left to draw as a "B" Fate and the Redeemer as a "C" one: the others wait in the (spent) "A" deck, so every Fate card is still counted. */
function narrow(s: GameState, c: string[] = [REDEEMER]): void {
  const d = s.campaign!.fateDecks;
  d.A.push(...d.B.filter((id) => id !== PIRATE), ...d.C.filter((id) => !c.includes(id)));
  d.B = [PIRATE];
  d.C = [...c];
}

describe('Pirate and Redeemer random campaigns', () => {
  const cases: { seed: string; players: number; fates: string[]; c: string[]; act3: string }[] = [
    { seed: 'pirate-1', players: 2, fates: ['ARCS-FATE01', 'ARCS-FATE07'], c: [REDEEMER], act3: REDEEMER },
    { seed: 'pirate-2', players: 3, fates: ['ARCS-FATE01', 'ARCS-FATE07', 'ARCS-FATE03'], c: [REDEEMER], act3: REDEEMER },
    { seed: 'pirate-3', players: 2, fates: ['ARCS-FATE01', 'ARCS-FATE07'], c: [], act3: PIRATE },
    { seed: 'pirate-4', players: 3, fates: ['ARCS-FATE02', 'ARCS-FATE07', 'ARCS-FATE01'], c: [], act3: PIRATE },
    { seed: 'pirate-5', players: 4, fates: ['ARCS-FATE01', 'ARCS-FATE07', 'ARCS-FATE03', 'ARCS-FATE05'], c: [], act3: PIRATE },
  ];
  for (const { seed, players, fates, c, act3 } of cases) {
    it(`${seed}: a ${players}-player campaign reaches its end; the Pirate taken at the first Intermission, ${act3 === PIRATE ? 'kept' : 'the Redeemer taken'} for Act III`, () => {
      const acts: Record<number, Set<string>> = { 2: new Set(), 3: new Set() };
      const fired = new Set<string>();
      const stop = onFired((_s, id) => fired.add(id));
      try {
        const end = playCheckedCampaign(players, fates, seed, (s) => {
          const c = s.campaign;
          if (c && (c.act === 2 || c.act === 3) && c.stage === 'play') for (const x of c.seats) if (x.fate) acts[c.act]!.add(x.fate);
        }, STATE_VERSION, (s) => narrow(s, c));
        expect(end.state.ended).not.toBeNull();
        expect(acts[2]!.has(PIRATE), `${seed}: nobody played the Pirate in Act II`).toBe(true);
        expect(acts[3]!.has(act3), `${seed}: nobody played ${act3} in Act III`).toBe(true);
      } finally {
        stop();
      }
      const mine = [...fired].filter((id) => /^ARCS-F(12|19)\d\d/.test(id)).sort();
      console.log(seed, [...acts[2]!], [...acts[3]!], mine.join(' '));
      // The Fate's setup cards fired (they are noted as they are set up).
      expect(mine).toContain('ARCS-F1201A');
      expect(mine).toContain(act3 === PIRATE ? 'ARCS-F1208A' : 'ARCS-F1901A');
    });
  }
});

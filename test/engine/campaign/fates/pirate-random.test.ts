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
function narrow(s: GameState): void {
  const d = s.campaign!.fateDecks;
  d.A.push(...d.B.filter((id) => id !== PIRATE), ...d.C.filter((id) => id !== REDEEMER));
  d.B = [PIRATE];
  d.C = [REDEEMER];
}

describe('Pirate and Redeemer random campaigns', () => {
  const seeds = ['pirate-1', 'pirate-2', 'pirate-3'];
  for (const seed of seeds) {
    it(`${seed}: a 2-player campaign reaches its end with the Pirate (Act II) and the Redeemer (Act III) drawn`, () => {
      const acts: Record<number, Set<string>> = { 2: new Set(), 3: new Set() };
      const fired = new Set<string>();
      const stop = onFired((_s, id) => fired.add(id));
      try {
        const end = playCheckedCampaign(2, ['ARCS-FATE01', 'ARCS-FATE07'], seed, (s) => {
          const c = s.campaign;
          if (c && (c.act === 2 || c.act === 3) && c.stage === 'play') for (const x of c.seats) if (x.fate) acts[c.act]!.add(x.fate);
        }, STATE_VERSION, narrow);
        expect(end.state.ended).not.toBeNull();
      } finally {
        stop();
      }
      const mine = [...fired].filter((id) => /^ARCS-F(12|19)\d\d/.test(id)).sort();
      console.log(seed, [...acts[2]!], [...acts[3]!], mine.join(' '));
    });
  }
});

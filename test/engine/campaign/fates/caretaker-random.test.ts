/**
 * Caretaker (ARCS-FATE05) in random play: seeded three-Act campaigns with the Caretaker dealt
 * (beside Stewards) reach the end with every invariant checked at every step, and the Caretaker's
 * cards fire along the way.
 */
import { describe, expect, it } from 'vitest';
import { onFired } from '../../../../src/engine/fired.ts';
import { playCheckedCampaign } from './random-campaign.ts';

const CARETAKER = 'ARCS-FATE05';
const STEWARD = 'ARCS-FATE01';

/** Caretaker card ids whose effect fired, over the campaigns of this file. */
const fired = new Map<string, number>();

describe('Caretaker random campaigns (ARCS-F501-F521)', () => {
  const detach = onFired((_s, id) => {
    if (/^ARCS-F5\d\d/.test(id)) fired.set(id, (fired.get(id) ?? 0) + 1);
  });
  const cases: { players: number; fates: string[] }[] = [
    { players: 2, fates: [CARETAKER, STEWARD] },
    { players: 3, fates: [STEWARD, CARETAKER, CARETAKER] },
    { players: 4, fates: [CARETAKER, STEWARD, STEWARD, CARETAKER] },
  ];
  for (const { players, fates } of cases) {
    it(`${players} players (${fates.join(', ')}): three Acts to the end, invariants at every step`, () => {
      const r = playCheckedCampaign(players, fates, `caretaker-${players}`);
      expect(r.state.ended).not.toBeNull();
      expect(r.state.campaign!.act).toBe(3);
    });
  }

  it('the Caretaker\'s cards fired in these campaigns', () => {
    detach();
    // Seeded: the Golem Hearth's Crisis, Stone-Speakers, the Act II objective, Librarians and the Edict fire in these runs.
    for (const id of ['ARCS-F503', 'ARCS-F504', 'ARCS-F512B', 'ARCS-F513', 'ARCS-F521']) expect(fired.get(id) ?? 0, id).toBeGreaterThan(0);
  });
});

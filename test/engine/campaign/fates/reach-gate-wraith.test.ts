/**
 * The Gate Wraith (Fate 22): every card of its set that unsteered random campaigns do not reach
 * fires in a seeded campaign arranged for it (reach.ts). Since the Gate Wraith is dealt (rules
 * version 8), random-bc-fates reaches all of its cards (ARCS-F2201A-F2206 fire there: The Dead Live,
 * Passage Storms' When Drawn, Catapult Overdrive and the Law's moves included), so no plan is
 * needed; a card that drops out of reach goes into unreached.ts and gets a plan here.
 */
import { describe, expect, it } from 'vitest';
import { notReachedOf } from './unreached.ts';
import { reachCard, type ReachPlan } from './reach.ts';

const PLANS: Record<string, ReachPlan> = {};

describe('Gate Wraith: every card random campaigns seldom reach fires in a seeded campaign arranged for it', () => {
  it('the plans cover exactly the unreached cards of Fate 22', () => expect(Object.keys(PLANS).sort()).toEqual(notReachedOf([22]).sort()));
  for (const [card, plan] of Object.entries(PLANS)) {
    it(`${card} fires`, () => {
      const r = reachCard(card, plan);
      expect(r.fired, `${card} did not fire`).toBe(true);
    });
  }
});

/**
 * Fates whose Act I setup only is carried out (issue 14's first slice): their setup cards gain
 * cards (data/campaign/fate-steps.ts) and, for the Admiral, the First Regent tile. They are not
 * dealt in games (their cards have no effects yet): tests deal them through the `dealFrom` seam of
 * campaign/setup.ts. Each Fate's own issue replaces its entry here with its module.
 * Believer needs more (the Faithful stack) and is not here; Caretaker has its module (caretaker.ts).
 */
import type { FateRules } from './framework.ts';

const STEWARD = 'ARCS-FATE01';

export const ACT_I_ONLY_RULES: readonly FateRules[] = [
  // ARCS-F201A: 1. Gain Parade Fleets (02).
  { cardId: 'ARCS-FATE02', acts: [1] },
  // ARCS-F301A: Gain Merchant League (02).
  { cardId: 'ARCS-FATE03', acts: [1] },
  // ARCS-F401A: Gain Guild Investigators (02) and Guild Overseers (03) (its When Secured waits for Act II).
  { cardId: 'ARCS-FATE04', acts: [1] },
  // ARCS-F601A: 1. Gain Informants (02) and Partisan Seizing (03).
  { cardId: 'ARCS-FATE06', acts: [1] },
  {
    // ARCS-F701A: 1. Gain Imperial Officers (02). 2. Add the Use Imperial Foundries edict (03) to the rules booklet.
    // 3. Gain the First Regent tile unless the Steward is in play.
    cardId: 'ARCS-FATE07',
    acts: [1],
    setup(s, seat) {
      const c = s.campaign!;
      if (!c.seats.some((x) => x.fate === STEWARD)) c.firstRegent = seat;
      return [];
    },
  },
];

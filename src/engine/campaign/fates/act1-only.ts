/**
 * Fates whose Act I setup only is carried out (issue 14's first slice): their setup cards gain
 * cards (data/campaign/fate-steps.ts). They are not dealt in games (their cards have no effects yet): tests deal them through the `dealFrom` seam of
 * campaign/setup.ts. Each Fate's own issue replaces its entry here with its module.
 * The Admiral has its module (admiral-rules.ts). Caretaker and Believer need more (Golem tokens, the Faithful stack) and are not here.
 */
import type { FateRules } from './framework.ts';

export const ACT_I_ONLY_RULES: readonly FateRules[] = [
  // ARCS-F201A: 1. Gain Parade Fleets (02).
  { cardId: 'ARCS-FATE02', acts: [1] },
  // ARCS-F301A: Gain Merchant League (02).
  { cardId: 'ARCS-FATE03', acts: [1] },
  // ARCS-F401A: Gain Guild Investigators (02) and Guild Overseers (03) (its When Secured waits for Act II).
  { cardId: 'ARCS-FATE04', acts: [1] },
  // ARCS-F601A: 1. Gain Informants (02) and Partisan Seizing (03).
  { cardId: 'ARCS-FATE06', acts: [1] },
];

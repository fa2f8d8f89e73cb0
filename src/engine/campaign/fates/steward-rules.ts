/**
 * Fate 1, the Steward: its Acts as FateRules (setups, Resolutions, grand ambitions) and the facts
 * its cards read (Empire control per cluster, the Govern Edict's policies). Kept apart from the
 * cards' effects (steward.ts) so the Fate registry never imports the effect system (an import cycle).
 */
import { flagshipSystem } from '../flagship/board.ts';
import type { Act } from '../../../data/campaign/components.ts';
import { IMPERIAL_POLICIES, REQUISITION_SHIPS, type ImperialPolicy, type PolicyCardDef } from '../../../data/campaign/components.ts';
import { CLUSTER_IDS, SYSTEMS, type ClusterId, type SystemId } from '../../../data/map.ts';
import { log, seatName, sys, turnOrder } from '../../board.ts';
import { findCard } from '../../../data/cards.ts';
import { controller, isSeat, titleOf } from '../../control.ts';
import type { GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';

export const STEWARD = 'ARCS-FATE01';

/** Whether the Empire controls the system ("systems with any fresh Imperial ships"). */
export function empireControls(s: GameState, id: SystemId): boolean {
  return controller(s, id) === 'empire';
}

export const systemsOfCluster = (s: GameState, cluster: ClusterId): SystemId[] => SYSTEMS.filter((d) => d.cluster === cluster && s.map[d.id] !== undefined).map((d) => d.id);


/* ----------------------------------------------------- the Govern Edict's slot */

/** An Imperial Policy card: Govern the Imperial Reach (AID03-05) or Govern with Authority (ARCS-F124-F126). */
export interface GovernPolicy {
  cardId: string;
  policy: ImperialPolicy;
  demand: PolicyCardDef['demand'];
  demandTo: PolicyCardDef['demandTo'];
  action: PolicyCardDef['action'];
  /** Govern with Authority: the Demand is also taken from each Outlaw with a Loyal city (or Flagship) controlled by the Empire. */
  outlawsPay: boolean;
  /** War, Distribute Arms: also any 1 resource to each Regent (Govern with Authority). */
  extraResource: boolean;
  /** Escalation, Requisition Ships: how many fresh Imperial ships. */
  ships: number;
  /** Peace, Celebrate Regency: bonus city Power times this (Govern with Authority: double). */
  cityBonusTimes: number;
}

/** Govern with Authority (Steward Act III): "A Policy of War / Escalation / Peace" with the bold additions of each card. */
export const GOVERN_WITH_AUTHORITY = [
  { cardId: 'ARCS-F124', policy: 'war' },
  { cardId: 'ARCS-F125', policy: 'escalation' },
  { cardId: 'ARCS-F126', policy: 'peace' },
] as const;

/** The Imperial Policy a Govern card shows (the events helper's lookup: accepts both Govern Edicts). */
export function governPolicy(cardId: string): GovernPolicy | undefined {
  const base = IMPERIAL_POLICIES.find((p) => p.cardId === cardId);
  if (base) return { ...base, outlawsPay: false, extraResource: false, ships: REQUISITION_SHIPS, cityBonusTimes: 1 };
  const gwa = GOVERN_WITH_AUTHORITY.find((g) => g.cardId === cardId);
  if (!gwa) return undefined;
  const def = IMPERIAL_POLICIES.find((p) => p.policy === gwa.policy)!;
  return { ...def, cardId, outlawsPay: true, extraResource: gwa.policy === 'war', ships: gwa.policy === 'escalation' ? 4 : REQUISITION_SHIPS, cityBonusTimes: gwa.policy === 'peace' ? 2 : 1 };
}

/** The rules-booklet slot of Edict 03 (the Govern cards, top card first), or undefined. */
export function governSlot(s: GameState): string[] | undefined {
  return s.campaign?.rulesBooklet.find((slot) => slot.some((id) => governPolicy(id) !== undefined));
}

/**
 * Govern with Authority (ARCS-F124-F126): "each Outlaw with a Loyal city or Flagship controlled by
 * the Empire" pays the Demand too: a Loyal city, or the Flagship piece, in a system the Empire controls.
 */
export function outlawsUnderDemand(s: GameState): Seat[] {
  const flagshipUnderEmpire = (seat: Seat) => {
    const at = flagshipSystem(s, seat);
    return at !== null && empireControls(s, at);
  };
  return turnOrder(s).filter(
    (seat) => titleOf(s, seat) === 'outlaw' && (flagshipUnderEmpire(seat) || SYSTEMS.some((d) => s.map[d.id] !== undefined && empireControls(s, d.id) && sys(s, d.id).slots.some((b) => b?.type === 'city' && b.owner === seat))),
  );
}

/* ----------------------------------------------------------- the Fate's Acts */

/** Act II objective "Expand the Empire" + "Ensure the Emperor's Tribute" (ARCS-F112B): spaces to advance at a chapter's end. */
export function expandTheEmpire(s: GameState, seat: Seat): number {
  const c = s.campaign!;
  let n = c.trust.length;
  if (c.firstRegent === seat) n += CLUSTER_IDS.filter((cl) => systemsOfCluster(s, cl).some((id) => empireControls(s, id))).length;
  return n;
}

/** Act III grand ambitions (ARCS-F122B). */
export function stewardGrandAmbitions(s: GameState, seat: Seat): number {
  const c = s.campaign!;
  let n = 0;
  // "You're a Regent and the Empire controls all Outlaw cities or there are no Outlaws."
  if (titleOf(s, seat) === 'regent') {
    const outlaws = s.players.filter((p) => p.title === 'outlaw').map((p) => p.seat);
    const outlawCities = SYSTEMS.filter((d) => s.map[d.id] !== undefined && sys(s, d.id).slots.some((b) => b?.type === 'city' && isSeat(b.owner) && outlaws.includes(b.owner))).map((d) => d.id);
    if (outlaws.length === 0 || outlawCities.every((id) => empireControls(s, id))) n += 1;
  }
  // "You're the First Regent and the Imperial Trust has more resources than the current Chapter."
  if (c.firstRegent === seat && c.trust.length > s.chapter) n += 1;
  return n;
}

const fateCardName = (id: string): string => findCard(id)?.name ?? id;

export const STEWARD_RULES: FateRules = {
  cardId: STEWARD,
  acts: [1, 2, 3],
  dealt: true,
  setup(s, seat, act: Act) {
    const c = s.campaign!;
    if (act === 1) {
      // F101A 2. Gain the First Regent tile.
      c.firstRegent = seat;
      log(s, `${seatName(s, seat)} gains the First Regent tile (${fateCardName(STEWARD)}).`);
      return [];
    }
    if (act === 3) {
      // F122A 1 and 3 are card moves; 2. Place the Sponsored token on the First Regent tile.
      c.sponsored = 'tile';
      log(s, 'Outlaws are now subject to the Imperial Demand if the Empire controls a city or Flagship of theirs (Govern with Authority).');
      // 4. The First Regent chooses which Govern with Authority card to place on top of the stack.
      return c.firstRegent === null ? [] : [{ k: 'campaign/steward-govern-top', seat: c.firstRegent }];
    }
    return [];
  },
  resolve(s, _seat, act, completed) {
    // F104 completed 2: "Add Imperial Protectors (08) to the rules booklet. Explain it to everyone."
    if (act === 1 && completed) log(s, 'Imperial Protectors: Blight Crises do not happen in systems controlled by the Empire.');
    return [];
  },
  grandAmbitions: stewardGrandAmbitions,
};


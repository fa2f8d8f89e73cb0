/**
 * Fate 20, the Guardian (ARCS-FATE20; Fate Set ARCS-F2001…F2004, a "C" Fate: Act III only, a final
 * objective): its Act III setup as FateRules and the facts its cards read (the Edenguard ambition,
 * Material and Fuel in the Guardian's Captives). Kept apart from the cards' effects (guardian.ts)
 * so the Fate registry never imports the effect system.
 *
 * State:
 * - The Edenguard Ambition tile (F2001A 4. "Place the Edenguard Ambition tile by the Tycoon ambition
 *   box"): a CampaignToken of kind `edenguard-ambition` lying on the Edenguard Ambition law card.
 *   Ambition markers declared on Edenguard: `campaign.edenguard` (marker ids; flow.ts
 *   availableMarkers counts them as placed). Its last scoring: `campaign.edenguardScored`.
 * - Green Vault (F2002): Material and Fuel placed in the Guardian's Captives are
 *   `CampaignSeat.greenVault`, frozen (holdings.ts frozenCount adds them to Tycoon; chapter.ts
 *   adds them to Tyrant; invariants.ts counts them as resource tokens).
 */
import type { Act } from '../../../data/campaign/components.ts';
import { systemDef, type Resource, type SystemId } from '../../../data/map.ts';
import { log, seatName, systemIds } from '../../board.ts';
import { controller } from '../../control.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';

export const GUARDIAN = 'ARCS-FATE20';
export const GREEN_VAULT = 'ARCS-F2002';
export const IRE_OF_THE_TYCOONS = 'ARCS-F2003';
export const EDENGUARD_LAW = 'ARCS-F2004';
export const EDENGUARD_TOKEN = 'edenguard-ambition';
export const VAULT_TYPES: readonly Resource[] = ['material', 'fuel'];

/** Material and Fuel planets on the map. */
export function edenPlanets(s: GameState): SystemId[] {
  return systemIds(s).filter((id) => VAULT_TYPES.includes(systemDef(id).resource as Resource));
}

/** Material and Fuel planets the seat controls (`forAmbition`: the First Regent also controls Empire-controlled systems). */
export function edenPlanetsOf(s: GameState, seat: Seat, forAmbition = false): number {
  return edenPlanets(s).filter((id) => {
    const c = controller(s, id);
    return c === seat || (forAmbition && c === 'empire' && s.campaign?.firstRegent === seat);
  }).length;
}

/** Material and Fuel in the seat's Captives (Green Vault). */
export function vaultOf(s: GameState, seat: Seat): Resource[] {
  return s.campaign?.seats[seat]?.greenVault ?? [];
}

/** The Edenguard ambition is in play (its law in the rules booklet). */
export function edenguardInPlay(s: GameState): boolean {
  return s.campaign?.rulesBooklet.some((slot) => slot.includes(EDENGUARD_LAW)) ?? false;
}

/** Edenguard was scored at this chapter's end (declared), and its outright winner (null: none). */
export function edenguardThisChapter(s: GameState): { winner: Seat | null } | null {
  const e = s.campaign?.edenguardScored;
  return e && e.act === s.campaign!.act && e.chapter === s.chapter ? { winner: e.winner } : null;
}

export const GUARDIAN_RULES: FateRules = {
  cardId: GUARDIAN,
  acts: [3],
  dealt: true,
  dealtSince: 7,
  setup(s, seat, act: Act): Frame[] {
    if (act !== 3) return [];
    const c = s.campaign!;
    // F2001A 4. "Place the Edenguard Ambition tile by the Tycoon ambition box." (5-6, the cards, are data.)
    c.tokens = (c.tokens ?? []).filter((t) => t.kind !== EDENGUARD_TOKEN);
    c.tokens.push({ id: `${EDENGUARD_TOKEN}-1`, kind: EDENGUARD_TOKEN, where: EDENGUARD_LAW });
    // 6. "Explain it to everyone."
    log(s, 'Edenguard Ambition: a new ambition, Edenguard: control the most Fuel and Material planets (for ambitions, the First Regent controls Empire-controlled systems). When a player would declare Tycoon, they may declare Edenguard instead.');
    log(s, `${seatName(s, seat)} sets up as the Guardian.`);
    // 1. "If you have a Flagship, you may Resettle", then 2. Provoke Outrage for Fuel and Material and 3. (2 players) the
    // ambition boxes' Material and Fuel back to the supply: guardian.ts `campaign/guardian-setup`.
    return [{ k: 'campaign/guardian-setup', seat, step: c.seats[seat]!.flagship ? 'resettle' : 'outrage' }];
  },
};

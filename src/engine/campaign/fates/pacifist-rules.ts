/**
 * Fate 14, the Pacifist (ARCS-FATE14; Fate Set ARCS-F1401…F1412, a "B" Fate: Acts II and III): its
 * Acts as FateRules and the facts its cards read (Witness tokens, Loyal ships on the map, Psionic
 * counts). Kept apart from the cards' effects (pacifist.ts) so the Fate registry never imports the
 * effect system (an import cycle), as steward-rules.ts is.
 *
 * State:
 * - Witness tokens (F1401A: "Collect the 4 Witness tokens. Place 1 Witness on their spyglass side
 *   at each Weapon planet"): CampaignTokens of kind `witness`, owner the Pacifist, `where` a system.
 *   They are the Pacifist's Loyal pieces while Witnesses (F1402) is in its play area
 *   (campaign/loyal-tokens.ts, FATE_TOKENS `loyalBy`).
 * - A Witness flipped to its Psionic side (Witnesses' Prelude; the Act II Resolution) is a Psionic
 *   resource token like any other from then on: `campaign.witnessPsionic` counts them, so the
 *   invariants' "5 tokens of each resource" allows those extra Psionic (invariants.ts).
 */
import type { Act } from '../../../data/campaign/components.ts';
import { systemDef, type SystemId } from '../../../data/map.ts';
import { captiveTotal, log, seatName, shipsOnMap, systemIds, trophyTotal } from '../../board.ts';
import { WELL_OF_EMPATHY } from '../../holdings.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';
import { clearAllOutrage } from './partisan-rules.ts';

export const PACIFIST = 'ARCS-FATE14';
export const WITNESS = 'witness';
export const WITNESSES_CARD = 'ARCS-F1402';
export { WELL_OF_EMPATHY };
/** Pacifist Act II setup step 4: "Replenish your fleet—if you have fewer than 8 Loyal ships on the map…". */
export const REPLENISH_TO = 8;
/** The box holds 4 Witness tokens (FATE_TOKENS). */
export const WITNESS_TOKENS = 4;

/** Witness tokens on the map (owned by `seat` if given). */
export function witnesses(s: GameState, seat?: Seat) {
  return (s.campaign?.tokens ?? []).filter((t) => t.kind === WITNESS && (seat === undefined || t.owner === seat) && s.map[t.where as SystemId] !== undefined);
}

/** Remove a token (by id) from play; `tokens` absent when empty. */
export function dropToken(s: GameState, id: string): void {
  const c = s.campaign!;
  c.tokens = (c.tokens ?? []).filter((t) => t.id !== id);
  if (c.tokens.length === 0) delete c.tokens;
}

/** A Witness flips to its Psionic side: one more Psionic resource token in the game (the caller places it). */
export function witnessTurnsPsionic(s: GameState, id: string): void {
  dropToken(s, id);
  const c = s.campaign!;
  c.witnessPsionic = (c.witnessPsionic ?? 0) + 1;
}

/** Reconcile with the Outraged (ARCS-F1411) is in the rules booklet: the Summit's Forgive action. */
export function reconcileInPlay(s: GameState): boolean {
  return s.campaign?.rulesBooklet.some((slot) => slot.includes('ARCS-F1411')) ?? false;
}

/** Weapon planets on the map, in map order. */
export function weaponPlanets(s: GameState): SystemId[] {
  return systemIds(s).filter((id) => systemDef(id).resource === 'weapon').sort();
}

/**
 * Psionic resources the seat has (Counting: its slots, tokens on its cards and lore, frozen ones in
 * the Imperial Trust or on cards). As holdings.ts countResources, read here without the effect
 * system (this module is imported by the Fate registry).
 */
export function psionicOf(s: GameState, seat: Seat): number {
  const p = s.players[seat]!;
  const c = s.campaign;
  const all = [
    ...p.resources, ...p.court.flatMap((x) => x.tokens), ...Object.values(p.loreTokens ?? {}).flat(),
    ...(c && c.firstRegent === seat ? c.trust : []), ...(c?.seats[seat]?.merchantLeague ?? []),
  ];
  return all.filter((r) => r === 'psionic').length;
}

/** Whether the seat needs ships to reach 8 Loyal ships on the map and has some in its supply. */
export function needsReplenish(s: GameState, seat: Seat): boolean {
  return shipsOnMap(s, seat) < REPLENISH_TO && s.players[seat]!.supply.ships > 0;
}

/**
 * Act III grand ambitions (ARCS-F1408B "Demonstrate Nonviolence"): "You have no Trophies or
 * Captives." and "In total, your Rivals have more Psionic resources than you."
 */
export function pacifistGrandAmbitions(s: GameState, seat: Seat): number {
  const p = s.players[seat]!;
  const peaceful = trophyTotal(p) === 0 && captiveTotal(p) === 0;
  const rivals = s.players.filter((x) => x.seat !== seat).reduce((n, x) => n + psionicOf(s, x.seat), 0);
  return (peaceful ? 1 : 0) + (rivals > psionicOf(s, seat) ? 1 : 0);
}

export const PACIFIST_RULES: FateRules = {
  cardId: PACIFIST,
  acts: [2, 3],
  dealt: true,
  dealtSince: 7,
  setup(s, seat, act: Act): Frame[] {
    const c = s.campaign!;
    if (act === 2) {
      // F1401A 1. "Clear all of your Outrage." (2. gaining Witnesses and Well of Empathy is data.)
      clearAllOutrage(s, seat);
      // 3. "Collect the 4 Witness tokens. Place 1 Witness on their spyglass side at each Weapon planet." With more Weapon
      // planets on the map than tokens (not possible on the campaign maps we know), the first 4 in map order get one.
      c.tokens = (c.tokens ?? []).filter((t) => t.kind !== WITNESS);
      weaponPlanets(s).slice(0, WITNESS_TOKENS).forEach((id, i) => c.tokens!.push({ id: `${WITNESS}-${i + 1}`, kind: WITNESS, owner: seat, where: id }));
      if (c.tokens.length === 0) delete c.tokens;
      log(s, `${seatName(s, seat)} places ${witnesses(s, seat).length} Witness token${witnesses(s, seat).length === 1 ? '' : 's'} at the Weapon planets.`);
      // 4. "Replenish your fleet—if you have fewer than 8 Loyal ships on the map, place 1 ship each in any systems until you
      // have 8 Loyal ships on the map." (One ship at a time, the Pacifist choosing the system; as many as its supply holds.)
      return needsReplenish(s, seat) ? [{ k: 'campaign/pacifist-replenish', seat }] : [];
    }
    // F1408A: the card moves are data (errata: the references are 09-12). "Explain it to everyone."
    log(s, 'Empathy for All: when a player harms anything at a planet that matches a resource they have, they Provoke Outrage of that planet type (in battle, after dealing hits, before raiding).');
    log(s, 'Reconcile with the Outraged: in Summits, a new Negotiation action, Forgive: take a Rival\'s Outrage as a Favor.');
    log(s, 'Rebuke of the Empaths (Edict 60): if Empath is declared, each player discards all resources matching their Outrage types, and each player with no Psionic Outrage gains 1 Psionic.');
    return [];
  },
  resolve(s, seat, act, completed) {
    if (act !== 2) return [];
    const c = s.campaign!;
    const onMap = witnesses(s);
    if (completed) {
      // F1404 completed 3. "Flip any Witnesses on the map to Psionic and add them to the resource supply."
      for (const t of onMap) witnessTurnsPsionic(s, t.id);
      s.supply.psionic += onMap.length;
      if (onMap.length > 0) log(s, `${onMap.length} Witness${onMap.length === 1 ? '' : 'es'} flip to Psionic and join the resource supply.`);
    } else {
      // F1404 failed 3. "Scrap all Witness tokens on the map."
      for (const t of onMap) dropToken(s, t.id);
      if (onMap.length > 0) log(s, `${seatName(s, seat)} scraps ${onMap.length} Witness token${onMap.length === 1 ? '' : 's'}.`);
    }
    // Witnesses no longer on the map (none should be elsewhere) leave play too.
    if (c.tokens) {
      c.tokens = c.tokens.filter((t) => t.kind !== WITNESS);
      if (c.tokens.length === 0) delete c.tokens;
    }
    return [];
  },
  grandAmbitions: pacifistGrandAmbitions,
};

/**
 * The Fates' hooks as the other areas ask them (one call each, so their frames need no knowledge
 * of the effect fields): chapter scoring, the Blight Crises, declaring, securing, taxing.
 * See effects.ts header, "Fates".
 */
import type { Ambition } from '../../../data/action-cards.ts';
import type { SystemId } from '../../../data/map.ts';
import { turnOrder } from '../../board.ts';
import { activeEffects, afterSecureTriggers, bookletDeclareItems, bookletEffects, secureWatchers, simultaneous, taxFromBoardCard } from '../../effects.ts';
import type { AmbitionResult } from '../../frames/chapter.ts';
import type { BuildingOwner, Frame, GameState, Seat } from '../../types.ts';

/** chapter.ts, after scoreAmbitions: every seat's `ambitionsScored` (Imperial Authority F101B). */
export function fateAmbitionsScored(s: GameState, results: readonly AmbitionResult[]): void {
  for (const p of s.players) for (const a of activeEffects(s, p.seat)) a.effect.ambitionsScored?.(s, p.seat, results);
  // Hegemon (ARCS-F1003 Banners of Hegemony): a rules-booklet Law's part of the scoring.
  for (const { effect } of bookletEffects(s)) effect.bookletAmbitionsScored?.(s, results);
}

/** chapter.ts, before scoring: every seat's `beforeScoring` frames, in turn order (Caretaker's Act III objective F520B). */
export function fateBeforeScoring(s: GameState): Frame[] {
  const out: Frame[] = [];
  for (const seat of turnOrder(s)) for (const a of activeEffects(s, seat)) out.push(...(a.effect.beforeScoring?.(s, seat) ?? []));
  return out;
}

/** The Blight Crises: a rules-booklet Law prevents the Blight Crisis in this system (Imperial Protectors F108). */
export function blightCrisisPrevented(s: GameState, id: SystemId): boolean {
  return bookletEffects(s).some(({ effect }) => effect.noBlightCrisis?.(s, id) === true);
}

/** The rules-booklet cards preventing the Blight Crisis in this system (Imperial Protectors F108), to note them fired. */
export function blightCrisisPreventers(s: GameState, id: SystemId): string[] {
  return bookletEffects(s).filter(({ effect }) => effect.noBlightCrisis?.(s, id) === true).map(({ card }) => card);
}

/** The Blight Crises: a Blight Crisis happens in this system (crises.ts blightCrisis): every seat's `blightCrisisAt` (Survivalist F1801B). */
export function fateBlightCrisisAt(s: GameState, id: SystemId): void {
  for (const p of s.players) for (const a of activeEffects(s, p.seat)) a.effect.blightCrisisAt?.(s, p.seat, id);
}

/** declareAmbition: the rules-booklet cards' onDeclare for the declarer (Imperial Sponsor F123); declareTriggers (effects.ts) runs them with the declarer's own. */
export function bookletDeclareFrames(s: GameState, seat: Seat, ambition: Ambition): Frame[] {
  return simultaneous(s, bookletDeclareItems(s, seat, ambition));
}

/** secureCard: the securer's `afterSecure` effects (Council Insiders F116), after the card's own When Secured (effects.ts afterSecureTriggers). */
export function afterSecureFrames(s: GameState, seat: Seat, secured: string): Frame[] {
  return afterSecureTriggers(s, seat, secureWatchers(s, seat), [secured]);
}

/** Tax targets: the seat may tax this city like a Loyal one (Imperial Authority F102: ignoring Presence and Truce, no Captives). act/tax asks effects.ts. */
export { taxesLikeLoyal } from '../../effects.ts';

/** Taxing a city of `owner`: the seat may take the resource from that player's board instead (Tax Collectors F106). */
export function taxesFromBoard(s: GameState, seat: Seat, owner: BuildingOwner): boolean {
  return taxFromBoardCard(s, seat, owner) !== null;
}

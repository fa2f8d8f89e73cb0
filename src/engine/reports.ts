/**
 * What a rule did, told to whoever listens, out of the state (like fired.ts): the app shows a
 * battle's dice with the hit assignment and gives a chapter's scoring its own message. Nothing
 * here is stored in a GameState, so stored games replay to exactly the same states.
 *
 * - 'roll': a battle's dice as they stand when the hits resolve (after any reroll), per die type.
 * - 'scored': a chapter's ambitions were scored: places, the Power each placing seat gained (with
 *   the city bonus in it), and everyone's Power after scoring.
 *
 * Listeners run synchronously inside `apply`; attach one around a call and detach it after.
 */
import type { Ambition } from '../data/action-cards.ts';
import type { SystemId } from '../data/map.ts';
import type { RolledFaces } from './court/frame-types.ts';
import type { GameState, Owner, Rolled, Seat } from './types.ts';

export type Placer = Seat | 'phantom';

export interface ScoredAmbition {
  ambition: Ambition;
  first: Placer[];
  second: Placer[];
  /** The Power of first and second place (the ambition's markers added up). */
  firstPower: number;
  secondPower: number;
  /** Power gained per seat, city bonus included. */
  gains: Record<number, number>;
  /** The city bonus in a seat's gain (an outright first place only). */
  cityBonus: Record<number, number>;
}

export type Report =
  | { t: 'roll'; attacker: Seat; defender: Owner; system: SystemId; faces: RolledFaces; rolled: Rolled }
  | { t: 'scored'; chapter: number; ambitions: ScoredAmbition[]; power: number[]; phantom: boolean };

export type ReportListener = (s: GameState, r: Report) => void;

const listeners: ReportListener[] = [];

/** A rule tells what it did (battle.ts, chapter.ts). Costs one length check when nobody listens. */
export function report(s: GameState, r: Report): void {
  for (const l of listeners) l(s, r);
}

/** Attach a listener; returns its detach function. */
export function onReport(listener: ReportListener): () => void {
  listeners.push(listener);
  return () => {
    const i = listeners.indexOf(listener);
    if (i >= 0) listeners.splice(i, 1);
  };
}

/**
 * Frames of Leaders & Lore (src/engine/leaders/): the draft and the leaders' setup, and frames
 * pushed by leader and lore effects. Plain JSON like every frame; kinds start with `draft/` or `ll/`.
 */
import type { Resource, SystemId } from '../../data/map.ts';
import type { CourtSlot, EffectState, GameState, Owner, PlayerState, Seat } from '../types.ts';

export type LeaderFrame =
  /** The draft (Leaders & Lore, Setup): `seat` takes 1 leader or lore card from the rows. */
  | { k: 'draft/pick'; seat: Seat }
  /** After the draft: every seat places its leader's A, B and C pieces and gains its 2 resources. */
  | { k: 'draft/setup' }
  /** "You may influence": place 1 agent on a Court card, or not (Elder, Beloved). */
  | { k: 'll/may-influence'; seat: Seat; card: string }
  /** "You may gain any resource" (Upstart, Ambitious). */
  | { k: 'll/gain-any'; seat: Seat; card: string }
  /** "Influence any number of cards in the Court once": Court cards (by card id) already influenced (Demagogue, Bold). */
  | { k: 'll/bold'; seat: Seat; card: string; done: string[] }
  /** Give 1 Guild card to the Rival with the least Power (Feastbringer, Generous). */
  | { k: 'll/give-guild'; seat: Seat; card: string }
  /** Discard all of a resource (Fuel-Drinker, Lavish). */
  | { k: 'll/discard-all'; seat: Seat; card: string; resource: Resource }
  /** Warrior (Tactical) / Feastbringer (Charismatic): `extra` before or after `action`. `undo`: the
   * pieces as they were before an `extra` taken first, restored if no legal `action` follows (FAQs). */
  | { k: 'll/around'; seat: Seat; card: string; action: 'battle' | 'secure'; extra: 'move' | 'influence'; step: 'choose' | 'main' | 'after' | 'end'; before: boolean; undo?: AroundUndo }
  /** Galactic Rifles (ARCS-L02), Fire Rifles: `from` (fresh Loyal ships), then a defender in an adjacent system. */
  | { k: 'll/rifles'; seat: Seat; from: SystemId | null }
  /** Sprinter Drives (ARCS-L03): fresh ships that moved (where they stopped) may move once more. */
  /** Sprinter Drives' extra move; where the ships stopped is in the turn's working area (TurnWork.sprint). */
  /** `ride`: a bonus move whose first hop ended a Catapult, its Witnesses still to be asked (Pacifist ARCS-F1402). */
  | { k: 'll/sprint'; seat: Seat; from: SystemId | null; to: SystemId | null; ride?: { from: SystemId; to: SystemId; offer: string[] } }
  /** Tool-Priests (ARCS-L01), Summon: build 1 ship at any city you control. */
  | { k: 'll/summon'; seat: Seat }
  /** Living Structures (ARCS-L10), Prune: replace a Loyal starport with a Loyal city or vice versa. */
  | { k: 'll/prune'; seat: Seat }
  /** Repair Drones (ARCS-L07): repair 1 Loyal attacking ship after attacking. */
  | { k: 'll/repair-drones'; seat: Seat; system: SystemId }
  /** Seeker Torpedoes (ARCS-L14): reroll up to `limit` assault dice, once; `picked` = indices chosen so far. */
  | { k: 'll/torpedoes'; attacker: Seat; defender: Owner; system: SystemId; faces: { skirmish: number[]; assault: number[]; raid: number[] }; limit: number; picked: number[] };

/** What a move or an influence can change: restored when it must be undone (Warrior, Feastbringer FAQs). */
export interface AroundUndo { map: GameState['map']; court: CourtSlot[]; players: Omit<PlayerState, 'hand'>[]; fx?: EffectState }

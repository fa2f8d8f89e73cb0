/**
 * Frames pushed by card effects (src/engine/effects.ts, src/engine/court/*). Plain JSON like every
 * frame; the handlers are in court/frames.ts. Kinds start with `fx/`.
 */
import type { ActionCardId, Ambition } from '../../data/action-cards.ts';
import type { Resource, SystemId } from '../../data/map.ts';
import type { Text } from '../messages.ts';
import type { Frame, Owner, Seat } from '../types.ts';

/** Dice faces (0-5) rolled in a battle, per die, by type. */
export interface RolledFaces { skirmish: number[]; assault: number[]; raid: number[] }

export type EffectFrame =
  /** Several effects triggered at once: `chooser` picks which resolves next (base rulebook, Tiebreakers & Choice Order). */
  | { k: 'fx/order'; chooser: Seat; items: { label: Text; frames: Frame[] }[] }
  /** A Vox card done resolving leaves the play area: discarded, or shuffled into the Court deck. */
  | { k: 'fx/dispose'; seat: Seat; card: string; how: 'discard' | 'shuffle' | 'bury' }
  /** Place 1 fresh ship in each listed system (asks which ones when the supply runs short). */
  | { k: 'fx/place-each'; seat: Seat; card: string; systems: SystemId[] }
  /** Place 3 fresh ships in a system you control. */
  | { k: 'fx/place-3'; seat: Seat; card: string }
  /** Gain `left` more of a resource; once its supply is empty, steal it instead (Mining/Shipping Interest). */
  | { k: 'fx/fill'; seat: Seat; card: string; resource: Resource; left: number }
  /** Steal one thing from a Rival; `what` limits it; `resource` limits the type. Skippable. */
  | { k: 'fx/steal'; seat: Seat; card: string; what: 'resource' | 'guild' | 'any'; resource: Resource | null; optional: boolean; /** chosen first when the options would not fit one menu */ from?: Seat }
  /** Guild Struggle: shuffle every Guild card in the Court discard pile into the Court deck. */
  | { k: 'fx/guild-shuffle'; seat: Seat }
  | { k: 'fx/pressgang'; seat: Seat }
  | { k: 'fx/execute'; seat: Seat }
  | { k: 'fx/abduct'; seat: Seat }
  | { k: 'fx/trade'; seat: Seat; system: SystemId | null; owner: Seat | null; /** the place of their token (holdings.ts) */ take: string | null }
  /** After rolling in battle: Skirmishers may reroll skirmish dice; then the battle resolves. */
  | { k: 'fx/reroll'; attacker: Seat; defender: Owner; system: SystemId; faces: RolledFaces; limit: number; /** the Skirmishers card (absent: ARCS-BC13) */ card?: string }
  | { k: 'fx/farseers-peek'; seat: Seat; rival: Seat | null; take: ActionCardId | null }
  | { k: 'fx/farseers-draw'; seat: Seat; chosen: ActionCardId[] }
  /** May declare one of `ambitions` without placing the zero marker (Galactic Bards, Populist Demands). */
  | { k: 'fx/declare'; seat: Seat; card: string; ambitions: Ambition[] }
  | { k: 'fx/outrage-spreads'; seat: Seat }
  | { k: 'fx/song'; seat: Seat; returned: boolean }
  | { k: 'fx/mass-uprising'; seat: Seat }
  /** A card with "When Drawn:" text was drawn into the Court: its effect's whenDrawn (Passage Storms ARCS-F2206; court-slots.ts refill). */
  | { k: 'fx/when-drawn'; card: string }
  /** After scoring: Rivals of the Cartel's holder discard all of its resource. */
  | { k: 'fx/cartel-discard'; holder: Seat; card: string; resource: Resource };

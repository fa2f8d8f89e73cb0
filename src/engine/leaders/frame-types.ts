/**
 * Frames of Leaders & Lore (src/engine/leaders/): the draft and the leaders' setup, and frames
 * pushed by leader and lore effects. Plain JSON like every frame; kinds start with `draft/` or `ll/`.
 */
import type { Seat } from '../types.ts';

export type LeaderFrame =
  /** The draft (Leaders & Lore, Setup): `seat` takes 1 leader or lore card from the rows. */
  | { k: 'draft/pick'; seat: Seat }
  /** After the draft: every seat places its leader's A, B and C pieces and gains its 2 resources. */
  | { k: 'draft/setup' };

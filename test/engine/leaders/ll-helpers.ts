/** Shared setups for the Leaders & Lore tests: 3p Frontiers (clusters 2 and 3 out of play), as in the Court tests. */
import type { GameState } from '../../../src/engine/types.ts';
import { position, type Sparse } from '../helpers.ts';

/**
 * Seat 0 (red): 3 ships and a city on 1:hex (Material). Seat 1 (blue): 3 ships and a city on
 * 4:hex (Material). Seat 2 (yellow): 3 ships and a city on 5:hex (Psionic). Overrides merge per
 * seat; `leaders`/`lore` give each seat its cards (Leaders & Lore is switched on).
 */
export function llGame(over: Sparse & { players?: Sparse[]; leaders?: (string | null)[]; lore?: string[][] } = {}): GameState {
  const { leaders = [], lore = [], ...rest } = over;
  const players: Sparse[] = [
    { hand: ['ADM2', 'CON2', 'AGG2', 'MOB2'] },
    { hand: ['ADM3', 'CON3', 'AGG3'] },
    { hand: ['ADM4', 'CON4', 'AGG4'] },
  ].map((p, i) => ({ ...p, leader: leaders[i] ?? null, lore: lore[i] ?? [], ...(over.players?.[i] ?? {}) }));
  const map = {
    '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, null] },
    '4:hex': { ships: [{ owner: 1, fresh: 3, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: false }] },
    '5:hex': { ships: [{ owner: 2, fresh: 3, damaged: 0 }], slots: [{ owner: 2, type: 'city', damaged: false }, null] },
    ...((rest.map as Sparse | undefined) ?? {}),
  };
  const court = (rest.court as Sparse[] | undefined) ?? [];
  return position({ ...rest, options: { setup: '3p-frontiers', leadersAndLore: true, ...((rest.options as Sparse | undefined) ?? {}) }, players, map, court });
}

/**
 * Battle dice, six faces each (arcs-facts.md §3). Per die: skirmish 3 hits; assault 7 hits, 3 self-hits,
 * 1 intercept (§3's summary line says 8 hits, but its face table and TTPG sum to 7); raid 4 keys,
 * 3 building hits, 3 self-hits, 2 intercepts.
 */
export type DieType = 'skirmish' | 'assault' | 'raid';
export const DIE_TYPES: readonly DieType[] = ['skirmish', 'assault', 'raid'];
export interface DieFace { self: number; intercept: number; hit: number; building: number; key: number }
/** Rulebook, Battle step 3: at most 6 dice of a type. */
export const MAX_DICE_PER_TYPE = 6;

const f = (self: number, intercept: number, hit: number, building: number, key: number): DieFace => ({ self, intercept, hit, building, key });

export const DICE: Record<DieType, readonly DieFace[]> = {
  // hit, hit, hit, blank, blank, blank
  skirmish: [f(0, 0, 1, 0, 0), f(0, 0, 1, 0, 0), f(0, 0, 1, 0, 0), f(0, 0, 0, 0, 0), f(0, 0, 0, 0, 0), f(0, 0, 0, 0, 0)],
  // 2 hits; self + 2 hits; intercept + hit; self + hit; self + hit; blank
  assault: [f(0, 0, 2, 0, 0), f(1, 0, 2, 0, 0), f(0, 1, 1, 0, 0), f(1, 0, 1, 0, 0), f(1, 0, 1, 0, 0), f(0, 0, 0, 0, 0)],
  // intercept + 2 keys; self + key; building + key; self + building; self + building; intercept
  raid: [f(0, 1, 0, 0, 2), f(1, 0, 0, 0, 1), f(0, 0, 0, 1, 1), f(1, 0, 0, 1, 0), f(1, 0, 0, 1, 0), f(0, 1, 0, 0, 0)],
};

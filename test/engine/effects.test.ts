/**
 * The effect system (src/engine/effects.ts, src/engine/modules.ts): modules switched on by the
 * game's options, the active effects of a seat in their documented order, and the Rules
 * Hierarchy ("cannot" beats "can" unless "ignore") decided in one place.
 */
import { describe, expect, it } from 'vitest';
import { cardEffect, effectOf } from '../../src/engine/effects.ts';
import { EFFECT_MODULES } from '../../src/engine/modules.ts';
import { position } from './helpers.ts';

const base = () => position({ options: { setup: '3p-frontiers' }, players: [{}, {}, {}] });
const ll = () => position({ options: { setup: '3p-frontiers', leadersAndLore: true }, players: [{}, {}, {}] });

describe('modules switched on by the options (modules.ts)', () => {
  it('GIVEN a base game THEN lore and leader effects are off; GIVEN Leaders & Lore THEN on; the base Court is on in both', () => {
    expect(effectOf(base(), 'ARCS-L03')).toBeUndefined();
    expect(effectOf(base(), 'ARCS-LEAD05')).toBeUndefined();
    expect(effectOf(ll(), 'ARCS-L03')?.id).toBe('ARCS-L03');
    expect(effectOf(base(), 'ARCS-BC22')?.id).toBe('ARCS-BC22');
    expect(effectOf(ll(), 'ARCS-BC22')?.id).toBe('ARCS-BC22');
    // The registries' view: every card of every module, whatever the game.
    expect(cardEffect('ARCS-L03')?.id).toBe('ARCS-L03');
  });

  it('GIVEN the modules THEN each card has one effect, in one module', () => {
    const ids = EFFECT_MODULES.flatMap((m) => m.effects.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(EFFECT_MODULES.map((m) => m.name)).toEqual(['base-court', 'leaders-and-lore']);
  });
});

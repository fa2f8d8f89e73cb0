/**
 * The effect system (src/engine/effects.ts, src/engine/modules.ts): modules switched on by the
 * game's options, the active effects of a seat in their documented order, and the Rules
 * Hierarchy ("cannot" beats "can" unless "ignore") decided in one place.
 */
import { describe, expect, it } from 'vitest';
import { activeEffects, cardEffect, effectOf, forbidders, permits } from '../../src/engine/effects.ts';
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
    expect(EFFECT_MODULES.map((m) => m.name)).toEqual(['base-court', 'leaders', 'lore', 'campaign-court', 'fates', 'flagships']);
  });
});

describe('the Rules Hierarchy in one place (effects.ts permits)', () => {
  const outraged = (court: { id: string; tokens: string[] }[] = []) =>
    position({ options: { setup: '3p-frontiers' }, players: [{ outrage: [{ resource: 'material', agent: true }], court, resources: ['material', null, null, null, null, null] }, {}, {}] });

  it('GIVEN Material Outrage THEN the rules say it cannot be spent for its Prelude action', () => {
    expect(permits(outraged(), 0, { t: 'prelude-spend', resource: 'material' })).toBe(false);
    expect(forbidders(outraged(), 0, { t: 'prelude-spend', resource: 'material' })).toEqual(['rules']);
    expect(permits(outraged(), 0, { t: 'prelude-spend', resource: 'fuel' })).toBe(true);
  });

  it('GIVEN a Loyal Guild of that type THEN its "ignore" sets the "cannot" aside, for its holder only', () => {
    const s = outraged([{ id: 'ARCS-BC01', tokens: [] }]);
    expect(permits(s, 0, { t: 'prelude-spend', resource: 'material' })).toBe(true);
  });

  it('GIVEN Sworn Guardians THEN Rivals cannot steal its holder\'s resources or other Guild cards, but may steal the card itself', () => {
    const s = position({ options: { setup: '3p-frontiers' }, players: [{ court: [{ id: 'ARCS-BC22', tokens: [] }, { id: 'ARCS-BC01', tokens: [] }] }, {}, {}] });
    expect(forbidders(s, 1, { t: 'steal', victim: 0, thing: { resource: true } })).toEqual(['ARCS-BC22']);
    expect(permits(s, 1, { t: 'steal', victim: 0, thing: { guild: 'ARCS-BC01' } })).toBe(false);
    expect(permits(s, 1, { t: 'steal', victim: 0, thing: { guild: 'ARCS-BC22' } })).toBe(true);
    // Nobody steals from themselves (Glossary, Steal: from a Rival's play area).
    expect(permits(s, 0, { t: 'steal', victim: 0, thing: { resource: true } })).toBe(false);
  });
});

describe('active effects, built from the state in their documented order', () => {
  it('GIVEN Court cards, a leader and lore THEN they come Court first (as taken), then the leader, then lore', () => {
    const s = position({
      options: { setup: '3p-frontiers', leadersAndLore: true },
      players: [{ court: [{ id: 'ARCS-BC22', tokens: [] }, { id: 'ARCS-BC08', tokens: [] }], leader: 'ARCS-LEAD05', lore: ['ARCS-L03'] }, {}, {}],
    });
    expect(activeEffects(s, 0).map((a) => [a.source, a.card])).toEqual([['court', 'ARCS-BC22'], ['court', 'ARCS-BC08'], ['leader', 'ARCS-LEAD05'], ['lore', 'ARCS-L03']]);
    expect(activeEffects(s, 1)).toEqual([]);
    expect(activeEffects(s, 'blight')).toEqual([]);
  });
});

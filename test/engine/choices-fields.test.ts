/**
 * The shared option-id fields added with the move to codecs (choices.ts): an owner (seat or
 * neutral) and the rest of an id passed through to a card (`fx:<card>:<its own id>`). The ids
 * are the public contract: reading and writing give back the same string.
 */
import { describe, expect, it } from 'vitest';
import { choices, field, ownerField, restField } from '../../src/engine/choices.ts';

describe('option-id fields', () => {
  const DEF = choices({ def: { owner: ownerField } });
  const FX = choices({ fx: { card: field.word, option: restField }, end: {} });
  const AT = choices({ at: { system: field.system, slot: field.int } });

  it('an owner is a seat number or empire/free/blight, and round-trips', () => {
    expect(DEF.read('def:0')).toEqual({ tag: 'def', owner: 0 });
    expect(DEF.read('def:3')).toEqual({ tag: 'def', owner: 3 });
    for (const o of ['empire', 'free', 'blight'] as const) {
      expect(DEF.read(`def:${o}`)).toEqual({ tag: 'def', owner: o });
      expect(DEF.id('def', { owner: o })).toBe(`def:${o}`);
    }
    expect(DEF.id('def', { owner: 2 })).toBe('def:2');
    expect(DEF.tryRead('def:red')).toBeNull();
    expect(DEF.tryRead('def:-1')).toBeNull();
    expect(DEF.tryRead('def')).toBeNull();
  });

  it('the rest of an id keeps its own colons, and must not be empty', () => {
    expect(FX.read('fx:ARCS-BC24:slot:3')).toEqual({ tag: 'fx', card: 'ARCS-BC24', option: 'slot:3' });
    expect(FX.read('fx:ARCS-BC08:use')).toEqual({ tag: 'fx', card: 'ARCS-BC08', option: 'use' });
    expect(FX.id('fx', { card: 'ARCS-BC24', option: 'sys:2:hex' })).toBe('fx:ARCS-BC24:sys:2:hex');
    expect(FX.tryRead('fx:ARCS-BC24')).toBeNull();
    expect(FX.read('end')).toEqual({ tag: 'end' });
  });

  it('a field short of parts still refuses the id (a system takes two)', () => {
    expect(AT.read('at:2:hex:1')).toEqual({ tag: 'at', system: '2:hex', slot: 1 });
    expect(AT.tryRead('at:2:hex')).toBeNull();
    expect(AT.tryRead('at:2')).toBeNull();
    expect(AT.tryRead('at:2:hex:1:extra')).toBeNull();
  });
});

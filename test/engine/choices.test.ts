/** Option-id codecs (src/engine/choices.ts) and the rendering of engine messages (src/text/say.ts). */
import { describe, expect, it } from 'vitest';
import { ChoiceError, choices, COURT_SLOT, field, SYSTEM } from '../../src/engine/choices.ts';
import { card, list, msg, owner, piece, resource, system } from '../../src/engine/messages.ts';
import { MissingMessageError, say, sayIn } from '../../src/text/say.ts';

const TAX = choices({ city: { system: field.system, slot: field.int, type: field.optional(field.resource) }, stop: {} });

describe('option-id codecs', () => {
  it('write the ids the engine has always used, and read them back typed', () => {
    expect(TAX.id('city', { system: '3:arrow', slot: 1, type: undefined })).toBe('city:3:arrow:1');
    expect(TAX.id('city', { system: '2:gate', slot: 0, type: 'fuel' })).toBe('city:2:gate:0:fuel');
    expect(TAX.id('stop')).toBe('stop');
    expect(TAX.read('city:3:arrow:1')).toEqual({ tag: 'city', system: '3:arrow', slot: 1, type: undefined });
    expect(TAX.read('city:2:gate:0:fuel')).toEqual({ tag: 'city', system: '2:gate', slot: 0, type: 'fuel' });
    expect(TAX.read('stop')).toEqual({ tag: 'stop' });
    expect(COURT_SLOT.read(COURT_SLOT.id('card', { slot: 4 }))).toEqual({ tag: 'card', slot: 4 });
    expect(SYSTEM.id('sys', { system: '6:hex' })).toBe('sys:6:hex');
  });

  it('refuse ids that are not theirs: unknown tags, bad fields, extra or missing parts', () => {
    for (const bad of ['city', 'city:9:arrow:1', 'city:3:arrow:x', 'city:3:arrow:1:gold', 'city:3:arrow:1:fuel:2', 'stop:1', 'go', '']) {
      expect(TAX.tryRead(bad), bad).toBeNull();
      expect(() => TAX.read(bad), bad).toThrow(ChoiceError);
    }
    expect(COURT_SLOT.tryRead('card:-1')).toBeNull();
    expect(COURT_SLOT.tryRead('card:1.5')).toBeNull();
  });

  it('read a pick of several ids joined by commas', () => {
    const PICK = choices({ res: { type: field.resource }, skip: {} });
    expect(PICK.readAll('res:fuel,res:relic')).toEqual([{ tag: 'res', type: 'fuel' }, { tag: 'res', type: 'relic' }]);
    expect(PICK.readAll('')).toEqual([]);
    expect(() => PICK.readAll('res:fuel,res:gold')).toThrow(ChoiceError);
  });

  it('oneOf and word fields', () => {
    const C = choices({ kind: { k: field.oneOf('ship', 'city') }, play: { card: field.word } });
    expect(C.read('kind:city')).toEqual({ tag: 'kind', k: 'city' });
    expect(C.tryRead('kind:agent')).toBeNull();
    expect(C.read('play:ARCS-BC01')).toEqual({ tag: 'play', card: 'ARCS-BC01' });
    expect(C.tryRead('play:')).toBeNull();
  });
});

describe('engine messages rendered in English (src/text)', () => {
  const names = { players: [{ colour: 'red' }, { colour: 'blue' }] };

  it('names arguments by their type: owners, systems, resources, pieces, cards, lists, nested messages', () => {
    expect(say(msg('outrage.ransack', { victim: owner(1) }), names)).toBe("Ransack the Court: take a card with Blue's agents.");
    expect(say(msg('outrage.ransack', { victim: owner('empire') }), names)).toBe("Ransack the Court: take a card with the Empire's agents.");
    expect(say(msg('draft.leader', { card: card('ARCS-LEAD01') }), names)).toMatch(/^Leader: \S/);
    expect(say(msg('core.card', { card: card('ARCS-BC01') }), names)).not.toContain('ARCS');
    expect(say(msg('draft.lore', { card: msg('core.card', { card: card('ARCS-L01') }) }), names)).toMatch(/^Lore: \S/);
    expect(say('plain text stays as it is', names)).toBe('plain text stays as it is');
  });

  it('formats every argument kind and picks words by count', () => {
    const cat = { probe: '{sys}|{res}|{pc}|{who}|{all}|{n} {n|ship|ships}', inner: '{x} inside' };
    const m = (n: number) => msg('probe', { sys: system('3:arrow'), res: resource('psionic'), pc: piece('starport'), who: owner('free'), all: list([owner(0), owner(1), owner('blight')]), n });
    expect(sayIn(cat, m(1), names)).toBe('Material planet 3 arrow|Psionic|starport|the Free States|Red, Blue and the Blight|1 ship');
    expect(sayIn(cat, m(2), names).endsWith('|2 ships')).toBe(true);
    expect(sayIn(cat, msg('inner', { x: system('5:gate') }), names)).toBe('Gate 5 inside');
  });

  it('a key without text, or a template missing its argument, is an error (never shown half-rendered)', () => {
    expect(() => say(msg('no.such.key'), names)).toThrow(MissingMessageError);
    expect(() => say(msg('outrage.ransack'), names)).toThrow(MissingMessageError);
  });
});

describe('wording of counted things (issue 21 item 9)', () => {
  const names = { players: [{ colour: 'red' }, { colour: 'blue' }] };
  it('ships agree with their count', () => {
    const ships = (fresh: number, damaged: number) => msg('act.ships', { fresh, damaged });
    expect(say(msg('act.catapult.prompt', { ships: ships(1, 0), system: system('1:gate') }), names)).toBe('Catapult: your 1 fresh ship is in Gate 1. Keep moving?');
    expect(say(msg('act.catapult.prompt', { ships: ships(2, 1), system: system('1:gate') }), names)).toBe('Catapult: your 2 fresh and 1 damaged ships are in Gate 1. Keep moving?');
    expect(say(msg('act.count.fresh', { n: 1 }), names)).toBe('1 fresh ship');
    expect(say(msg('act.count.damaged', { n: 3 }), names)).toBe('3 damaged ships');
  });
});

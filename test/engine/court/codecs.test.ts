/** The option-id fields added for the Court and Leaders & Lore frames (choices.ts), and the shared words they show. */
import { describe, expect, it } from 'vitest';
import { DICE } from '../../../src/data/dice.ts';
import { actionCardField, choices, field, ownerField } from '../../../src/engine/choices.ts';
import { msg } from '../../../src/engine/messages.ts';
import { actionCardMsg, ambitionMsg, placeMsg } from '../../../src/engine/court/common.ts';
import { say } from '../../../src/text/say.ts';

const names = { players: [{ colour: 'red' }, { colour: 'blue' }] };

describe('owner and action card fields', () => {
  const AT = choices({ at: { system: field.system, defender: ownerField } });
  const TAKE = choices({ take: { card: actionCardField }, noswap: {} });

  it('write the ids the frames always wrote, and read them back typed', () => {
    expect(AT.id('at', { system: '1:gate', defender: 1 })).toBe('at:1:gate:1');
    expect(AT.id('at', { system: '2:hex', defender: 'empire' })).toBe('at:2:hex:empire');
    expect(AT.read('at:1:gate:1')).toEqual({ tag: 'at', system: '1:gate', defender: 1 });
    expect(AT.read('at:3:arrow:free')).toEqual({ tag: 'at', system: '3:arrow', defender: 'free' });
    expect(TAKE.id('take', { card: 'CON3' })).toBe('take:CON3');
    expect(TAKE.read('take:ADM7')).toEqual({ tag: 'take', card: 'ADM7' });
  });

  it('refuse what is not an owner or an action card', () => {
    expect(AT.tryRead('at:1:gate:nobody')).toBeNull();
    expect(AT.tryRead('at:1:gate:-1')).toBeNull();
    expect(AT.tryRead('at:1:gate')).toBeNull();
    expect(TAKE.tryRead('take:ADM9')).toBeNull();
    expect(TAKE.tryRead('take:ARCS-BC01')).toBeNull();
    expect(() => TAKE.read('take:')).toThrow();
  });
});

describe('shared words', () => {
  it('places, action cards and ambitions', () => {
    expect(say(placeMsg('0'), names)).toBe('slot 1');
    expect(say(placeMsg('5'), names)).toBe('slot 6');
    expect(say(placeMsg('ARCS-L13'), names)).toBe('on Ancient Holdings');
    expect(say(actionCardMsg('MOB4'), names)).toBe('Mobilization 4');
    expect(say(ambitionMsg('warlord'), names)).toBe('Warlord');
  });

  it('every assault die face (Seeker Torpedoes)', () => {
    const faces = DICE.assault.map((d) => say(msg('ll.assault-face', { hits: d.hit, self: d.self, intercept: d.intercept }), names));
    expect(faces).toEqual(['2 hits', '2 hits + self-hit', '1 hit + intercept', '1 hit + self-hit', '1 hit + self-hit', 'blank']);
  });

  it('possessives of neutral owners read well', () => {
    expect(say(msg('court.song.city', { owner: { owner: 'free' }, system: { system: '1:hex' } }), names)).toBe("Return the Free States' city on Material planet 1 hex");
    expect(say(msg('court.song.city', { owner: { owner: 1 }, system: { system: '1:hex' } }), names)).toBe("Return Blue's city on Material planet 1 hex");
  });
});

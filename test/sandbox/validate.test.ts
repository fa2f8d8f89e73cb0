// Discord's payload limits, as the local server enforces them.
import { describe, expect, it } from 'vitest';
import { errorTree, isEmptyMessage, validateChoices, validateMessage, validateModal } from '../../src/sandbox/discord/validate.ts';

const row = (...components: object[]) => ({ type: 1, components });
const button = (id: string) => ({ type: 2, style: 1, label: id, custom_id: id });
const select = (n: number, extra: object = {}) => ({
  type: 3, custom_id: 's', options: Array.from({ length: n }, (_, i) => ({ label: `o${i}`, value: `v${i}` })), ...extra,
});
const paths = (m: Map<string, unknown>) => [...m.keys()];

describe('message payload limits', () => {
  it('accepts a typical turn panel', () => {
    expect(paths(validateMessage({
      content: 'Your move',
      embeds: [{ title: 'Chapter 2', description: 'x'.repeat(4096), fields: [{ name: 'Power', value: '7' }] }],
      components: [row(button('a'), button('b'), button('c'), button('d'), button('e')), row(select(25, { max_values: 25 }))],
    }))).toEqual([]);
  });

  it('rejects what Discord rejects', () => {
    expect(paths(validateMessage({ content: 'x'.repeat(2001) }))).toEqual(['content']);
    expect(paths(validateMessage({ embeds: [{ title: 't'.repeat(257) }] }))).toEqual(['embeds.0.title']);
    expect(paths(validateMessage({ embeds: Array.from({ length: 11 }, () => ({ title: 't' })) }))).toEqual(['embeds']);
    expect(paths(validateMessage({ embeds: [{ description: 'd'.repeat(4096) }, { description: 'd'.repeat(2000) }] }))).toEqual(['embeds']);
    expect(paths(validateMessage({ components: Array.from({ length: 6 }, () => row(button('x'))) }))).toContain('components');
    expect(paths(validateMessage({ components: [row(button('a'), button('b'), button('c'), button('d'), button('e'), button('f'))] }))).toContain('components.0.components');
    expect(paths(validateMessage({ components: [row(button('a'), select(2))] }))).toContain('components.0.components');
    expect(paths(validateMessage({ components: [row(button('same')), row(button('same'))] })).some((p) => p.endsWith('custom_id'))).toBe(true);
    expect(paths(validateMessage({ components: [row(button('x'.repeat(101)))] })).some((p) => p.endsWith('custom_id'))).toBe(true);
    expect(paths(validateMessage({ components: [row(select(26))] })).some((p) => p.endsWith('options'))).toBe(true);
    expect(paths(validateMessage({ components: [row(select(3, { max_values: 4 }))] })).some((p) => p.endsWith('max_values'))).toBe(true);
    expect(paths(validateMessage({ components: [button('bare')] })).some((p) => p.endsWith('type'))).toBe(true);
  });

  it('builds Discord\'s nested errors object and detects empty messages', () => {
    expect(errorTree(validateMessage({ content: 'x'.repeat(2001) }))).toEqual({
      content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] },
    });
    expect(isEmptyMessage({ content: '  ' }, false)).toBe(true);
    expect(isEmptyMessage({ content: '' }, true)).toBe(false);
    expect(isEmptyMessage({ components: [row(button('a'))] }, false)).toBe(false);
  });
});

describe('modal and autocomplete limits', () => {
  it('checks modals', () => {
    const input = { type: 4, custom_id: 'i', label: 'Text', style: 1 };
    expect(paths(validateModal({ custom_id: 'm', title: 'Trade', components: [row(input)] }))).toEqual([]);
    expect(paths(validateModal({ custom_id: 'm', title: 't'.repeat(46), components: [row(input)] }))).toEqual(['data.title']);
    expect(paths(validateModal({ custom_id: 'm', title: 'T', components: [] }))).toEqual(['data.components']);
    expect(paths(validateModal({ custom_id: 'm', title: 'T', components: [{ type: 18, label: 'Offer', component: { ...input, style: 3 } }] }))).toEqual(['data.components.0.component.style']);
  });

  it('checks autocomplete choices', () => {
    expect(paths(validateChoices({ choices: [{ name: 'a', value: 'a' }] }))).toEqual([]);
    expect(paths(validateChoices({ choices: Array.from({ length: 26 }, (_, i) => ({ name: `${i}`, value: i })) }))).toEqual(['data.choices']);
    expect(paths(validateChoices({ choices: [{ name: '', value: 'a' }] }))).toEqual(['data.choices.0.name']);
  });
});

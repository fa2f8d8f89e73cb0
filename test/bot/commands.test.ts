import { describe, expect, it } from 'vitest';
import { ARCS, arcsCommand, parseArcs, type OptionDef, type SubcommandDef } from '../../src/bot/commands.ts';

const TYPE = { string: 3, integer: 4, boolean: 5, user: 6 } as const;
const subs = Object.entries(ARCS.subcommands as Readonly<Record<string, SubcommandDef>>);
const call = (sub: string, opts: Record<string, unknown>, types: Record<string, number> = {}) =>
  parseArcs('arcs', [{ name: sub, type: 1, options: Object.entries(opts).map(([name, value]) => ({ name, type: types[name] ?? 3, value })) }]);

/** A value that fits the option's definition. */
function good(o: OptionDef): unknown {
  switch (o.type) {
    case 'string': return o.choices ? o.choices[0]!.value : o.known ? o.known()[0] : 'x';
    case 'integer': return o.choices ? o.choices[0]!.value : (o.min ?? 0);
    case 'boolean': return true;
    case 'user': return '123456789012345678';
  }
}

describe('the /arcs definitions: registered and parsed from the same table', () => {
  it('registers every subcommand and option of the table, with its choices and ranges', () => {
    const json = arcsCommand();
    expect((json.options ?? []).filter((o) => o.type === 1).map((o) => o.name)).toEqual(subs.map(([n]) => n));
    // The campaign's subcommands, as a group.
    const group = (json.options ?? []).find((o) => o.name === 'campaign') as { type: number; options?: { name: string; type: number }[] };
    expect(group.type).toBe(2);
    expect(group.options!.map((o) => [o.name, o.type])).toEqual(Object.keys(ARCS.groups.campaign.subcommands).map((n) => [n, 1]));
    for (const [name, def] of subs) {
      const reg = (json.options ?? []).find((o) => o.name === name) as { options?: Record<string, unknown>[] };
      expect((reg.options ?? []).map((o) => o['name'])).toEqual(Object.keys(def.options ?? {}));
      for (const r of reg.options ?? []) {
        const o = def.options![String(r['name'])]!;
        expect(r['type']).toBe(TYPE[o.type]);
        expect(r['required'] ?? false).toBe(o.required === true);
        if ('choices' in o && o.choices) expect(r['choices']).toEqual(o.choices.map((c) => ({ name: c.name, value: c.value })));
        if (o.type === 'integer' && o.min !== undefined) expect(r['min_value']).toBe(o.min);
        if (o.type === 'integer' && o.max !== undefined) expect(r['max_value']).toBe(o.max);
      }
    }
  });

  it('accepts every value the definitions allow and refuses the rest, naming the option', () => {
    for (const [sub, def] of subs) {
      const opts = Object.entries(def.options ?? {});
      const types = Object.fromEntries(opts.map(([n, o]) => [n, TYPE[o.type]]));
      const required = Object.fromEntries(opts.filter(([, o]) => o.required).map(([n, o]) => [n, good(o)]));
      expect(call(sub, required, types)).toMatchObject({ ok: true, invocation: { sub, options: required } });
      for (const [name, o] of opts) {
        const valid = o.type === 'integer' && !o.choices ? [o.min, o.max] : 'choices' in o && o.choices ? o.choices.map((c) => c.value) : [good(o)];
        for (const v of valid) expect(call(sub, { ...required, [name]: v }, types).ok, `${sub} ${name}=${String(v)}`).toBe(true);
        const invalid: unknown[] = o.type === 'boolean' ? ['yes', 1] : o.type === 'user' ? ['someone', 5] : o.type === 'integer'
          ? [o.choices ? 99 : (o.max ?? 0) + 1, o.choices ? -5 : (o.min ?? 0) - 1, 1.5, '3'] : [o.choices || o.known ? 'sometimes' : 'x'.repeat(7000), 5, ''];
        for (const v of invalid) {
          const r = call(sub, { ...required, [name]: v }, types);
          expect(r.ok, `${sub} ${name}=${String(v)}`).toBe(false);
          if (!r.ok) expect(r.params['option'], `${sub} ${name}=${String(v)}`).toBe(name);
        }
        if (o.required) {
          const { [name]: _gone, ...rest } = required;
          expect(call(sub, rest, types)).toMatchObject({ ok: false, error: 'err.option-missing', params: { option: name } });
        }
      }
      expect(call(sub, { ...required, nonsense: 1 }, types)).toMatchObject({ ok: false, error: 'err.option-unknown', params: { option: 'nonsense' } });
    }
    // A group's subcommand: parsed with its options; anything else in the group is refused.
    const group = (sub: string, options: { name: string; type: number; value?: unknown }[] = []) => parseArcs('arcs', [{ name: 'campaign', type: 2, options: [{ name: sub, type: 1, options }] }]);
    expect(group('new', [{ name: 'players', type: 4, value: 3 }])).toMatchObject({ ok: true, invocation: { sub: 'campaign', action: 'new', options: { players: 3 } } });
    expect(group('new', [{ name: 'players', type: 4, value: 5 }])).toMatchObject({ ok: false, error: 'err.option-bad', params: { option: 'players' } });
    expect(group('new')).toMatchObject({ ok: false, error: 'err.option-missing', params: { command: 'campaign new', option: 'players' } });
    expect(group('continue')).toMatchObject({ ok: true, invocation: { sub: 'campaign', action: 'continue' } });
    expect(group('abandon', [{ name: 'now', type: 5, value: true }])).toMatchObject({ ok: false, error: 'err.option-unknown' });
    expect(group('teleport')).toMatchObject({ ok: false, error: 'err.unknown-command' });
    expect(group('toString')).toMatchObject({ ok: false, error: 'err.unknown-command' });
    expect(parseArcs('arcs', [{ name: 'lobby', type: 2, options: [{ name: 'new', type: 1 }] }])).toMatchObject({ ok: false, error: 'err.unknown-command' });
    expect(parseArcs('arcs', [{ name: 'campaign', type: 1 }])).toMatchObject({ ok: false, error: 'err.unknown-command' });
    expect(parseArcs('chess', [])).toMatchObject({ ok: false, error: 'err.unknown-command' });
    expect(parseArcs('arcs', [])).toMatchObject({ ok: false, error: 'err.unknown-command' });
    expect(parseArcs('arcs', [{ name: 'teleport', type: 1 }])).toMatchObject({ ok: false, error: 'err.unknown-command' });
    expect(parseArcs('arcs', [{ name: 'toString', type: 1 }])).toMatchObject({ ok: false, error: 'err.unknown-command' });
    expect(parseArcs('arcs', [{ name: 'help', type: 1 }, { name: 'help', type: 1 }])).toMatchObject({ ok: false, error: 'err.unknown-command' });
  });
});

// The local table's slash command box: text → APPLICATION_COMMAND data, checked like Discord's.
import { describe, expect, it } from 'vitest';
import { parseSlash, SlashParseError, tokenize, type Command } from '../../src/sandbox/web/slash.ts';

const commands: Command[] = [{
  name: 'arcs', description: 'Arcs', options: [
    { type: 1, name: 'create', description: 'Create', options: [
      { type: 4, name: 'players', description: 'n', required: true, min_value: 2, max_value: 4 },
      { type: 3, name: 'setup', description: 's', choices: [{ name: 'Frontiers (2p)', value: '2p-frontiers' }] },
      { type: 5, name: 'leaders', description: 'b' },
    ] },
    { type: 2, name: 'admin', description: 'Admin', options: [
      { type: 1, name: 'kick', description: 'Kick', options: [{ type: 6, name: 'player', description: 'who', required: true }] },
    ] },
  ],
}, { name: 'help', description: 'Help' }];
const users = (t: string) => (t.toLowerCase() === 'ada' ? '42' : undefined);

describe('slash parsing', () => {
  it('tokenizes with quotes', () => {
    expect(tokenize('a b:"c d" "e f"')).toEqual(['a', 'b:c d', 'e f']);
  });
  it('parses subcommands, typed options, choices and positional values', () => {
    expect(parseSlash('/arcs create players:3 setup:2p-frontiers leaders:yes', commands)).toEqual({
      name: 'arcs', options: [{ name: 'create', type: 1, options: [
        { name: 'players', type: 4, value: 3 }, { name: 'setup', type: 3, value: '2p-frontiers' }, { name: 'leaders', type: 5, value: true }] }],
    });
    expect(parseSlash('/arcs create 2', commands).options[0]!.options).toEqual([{ name: 'players', type: 4, value: 2 }]);
    expect(parseSlash('/arcs admin kick player:@Ada', commands, users).options).toEqual([
      { name: 'admin', type: 2, options: [{ name: 'kick', type: 1, options: [{ name: 'player', type: 6, value: '42' }] }] }]);
    expect(parseSlash('/help', commands)).toEqual({ name: 'help', options: [] });
  });
  it('explains mistakes', () => {
    const bad = (t: string) => { try { parseSlash(t, commands, users); return ''; } catch (e) { expect(e).toBeInstanceOf(SlashParseError); return (e as Error).message; } };
    expect(bad('/nope')).toContain('/arcs');
    expect(bad('/arcs')).toContain('create');
    expect(bad('/arcs create')).toContain('players:');
    expect(bad('/arcs create players:x')).toContain('whole number');
    expect(bad('/arcs create players:5')).toContain('at most 4');
    expect(bad('/arcs create players:2 setup:zz')).toContain('Frontiers (2p) (2p-frontiers)');
    expect(bad('/arcs admin kick player:Zed')).toContain('Zed');
  });
});

describe('choices by name, as Discord shows them', () => {
  const cmds: Command[] = [{
    name: 'arcs', description: 'Arcs', options: [
      { type: 1, name: 'new', description: 'New', options: [
        { type: 4, name: 'players', description: 'n', required: true, choices: [{ name: '2 players', value: 2 }, { name: '3 players', value: 3 }] },
        { type: 3, name: 'order', description: 'o', choices: [{ name: 'Random', value: 'random' }, { name: 'As joined', value: 'joined' }] },
        { type: 5, name: 'leaders', description: 'b' },
      ] },
      { type: 1, name: 'settings', description: 'S', options: [
        { type: 3, name: 'map', description: 'm', choices: [{ name: 'Every turn', value: 'turn' }, { name: 'Every turn, one image edited in place', value: 'edit' }] },
        { type: 4, name: 'reminder', description: 'r', min_value: 0, max_value: 168 },
      ] },
    ],
  }];
  const opts = (t: string) => parseSlash(t, cmds).options[0]!.options ?? [];
  it('accepts a multi-word name typed without quotes, in any case, or the value', () => {
    expect(opts('/arcs new players:2 order:as joined')).toEqual([
      { name: 'players', type: 4, value: 2 }, { name: 'order', type: 3, value: 'joined' }]);
    expect(opts('/arcs new players:2 order:AS JOINED leaders:on')).toEqual([
      { name: 'players', type: 4, value: 2 }, { name: 'order', type: 3, value: 'joined' }, { name: 'leaders', type: 5, value: true }]);
    expect(opts('/arcs new players:2 order:"As joined"')[1]).toEqual({ name: 'order', type: 3, value: 'joined' });
    expect(opts('/arcs new players:2 order:joined')[1]).toEqual({ name: 'order', type: 3, value: 'joined' });
    expect(opts('/arcs new players:3 players order:random')).toEqual([
      { name: 'players', type: 4, value: 3 }, { name: 'order', type: 3, value: 'random' }]);
    expect(opts('/arcs settings map:every turn reminder:4')).toEqual([
      { name: 'map', type: 3, value: 'turn' }, { name: 'reminder', type: 4, value: 4 }]);
    expect(opts('/arcs settings map:Every turn, one image edited in place')).toEqual([{ name: 'map', type: 3, value: 'edit' }]);
  });
  it('refuses what is not a choice, naming the choices as shown', () => {
    expect(() => parseSlash('/arcs new players:2 order:as', cmds)).toThrow('is one of: Random, As joined (joined).');
    expect(() => parseSlash('/arcs new players:2 order:as joined twice', cmds)).toThrow(SlashParseError);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { arcsCommand } from '../../src/bot/commands.ts';

describe('config', () => {
  it('has defaults for everything and treats empty values as unset', () => {
    const c = loadConfig({ DISCORD_TOKEN: '', DATABASE_URL: '' });
    expect(c.DISCORD_TOKEN).toBeUndefined();
    expect(c.ARCS_DATA_DIR).toBe('./data');
    expect(c.LOG_LEVEL).toBe('info');
    expect(c.ARCS_REMINDER_CHECK_SECONDS).toBe(300);
  });
  it('names bad variables without echoing their values', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://secret-password@x', LOG_LEVEL: 'loud' });
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as Error).message).toMatch(/DATABASE_URL, LOG_LEVEL/);
      expect((e as Error).message).not.toContain('secret-password');
    }
  });
});

describe('the /arcs command', () => {
  it('has every subcommand of the issue, with descriptions', () => {
    const cmd = arcsCommand();
    const subs = (cmd.options ?? []).map((o) => o.name);
    expect(subs).toEqual(['new', 'join', 'leave', 'start', 'status', 'map', 'hand', 'log', 'undo', 'concede', 'abort', 'kick', 'replace', 'card', 'help', 'settings', 'campaign']);
    for (const o of cmd.options ?? []) expect(o.description.length).toBeGreaterThan(5);
  });
});

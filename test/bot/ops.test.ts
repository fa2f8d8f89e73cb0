import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLabel } from '../../src/app/games.ts';
import { openGame, panel, rng, slash, startWorld, step, type World } from './helpers.ts';

describe('operations', () => {
  let w: World;
  const lines: string[] = [];
  beforeAll(async () => { w = await startWorld({ seed: 'ops-secret-seed', logLines: lines }); });
  afterAll(async () => { await w?.close(); });

  it('logs are structured and carry no seed, hand or token', async () => {
    const users = [w.discord.addUser('la'), w.discord.addUser('lb')];
    const thread = await openGame(w, users);
    const pick = rng(3);
    const eph = new Map<string, string>();
    for (let k = 0; k < 30; k++) await step(w, thread, users, pick, eph);
    const game = (await w.store.loadGame((await w.store.findByThread(thread))!.id))!;
    expect(lines.length).toBeGreaterThan(10);
    const all = lines.join('\n');
    for (const l of lines) expect(() => JSON.parse(l)).not.toThrow();
    expect(all).toMatch(/answer committed/);
    expect(all).not.toContain('ops-secret-seed');
    expect(all).not.toContain(w.discord.botToken);
    for (const p of game.state.players) for (const c of p.hand) expect(all).not.toContain(cardLabel(c));
  });

  it('reminds the awaited player at their interval, once per interval', async () => {
    const users = [w.discord.addUser('ra'), w.discord.addUser('rb')];
    const thread = await openGame(w, users);
    const game = (await w.store.loadGame((await w.store.findByThread(thread))!.id))!;
    const p = panel(w, thread, users[0]!.id)!;
    const awaited = users.find((u) => p.content.includes(`<@${u.id}>`))!;
    await w.store.setPreferences(awaited.id, { reminderMinutes: 60 });
    const t0 = Date.now();
    const count = () => w.discord.messages(thread).filter((m) => /a reminder/.test(m.content)).length;
    await w.bot.bot.publisher.remind(game, t0 + 30 * 60_000, t0);
    expect(count()).toBe(0);
    await w.bot.bot.publisher.remind(game, t0 + 61 * 60_000, t0);
    expect(count()).toBe(1);
    await w.bot.bot.publisher.remind(game, t0 + 62 * 60_000, t0);
    expect(count()).toBe(1);
    await w.bot.bot.publisher.remind(game, t0 + 122 * 60_000, t0);
    expect(count()).toBe(2);
    expect(w.discord.messages(thread).at(-1)!.content).toContain(`<@${awaited.id}>`);
  });

  it('settings map "edit": one board image for the game, replaced in place after every turn', async () => {
    const users = [w.discord.addUser('ea'), w.discord.addUser('eb')];
    const thread = await openGame(w, users);
    const boards = () => w.discord.messages(thread).filter((m) => m.attachments.some((a) => /^board-\d+\.png$/.test(a.filename)));
    // The setup's board, posted when the game begins (issue 21 item 4): the one that is edited.
    expect(boards()).toHaveLength(1);
    await slash(w, users[0]!, thread, 'settings', { map: 'edit' });
    const pick = rng(5);
    const eph = new Map<string, string>();
    const names = new Set<string>();
    for (let k = 0; k < 60; k++) {
      await step(w, thread, users, pick, eph);
      for (const m of boards()) names.add(m.attachments[0]!.filename);
    }
    // Several turns ended (several images), all in one message that was edited.
    expect(names.size).toBeGreaterThan(1);
    expect(boards()).toHaveLength(1);
    expect(boards()[0]!.edited_timestamp).not.toBeNull();
  });
});

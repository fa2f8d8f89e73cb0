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

  it('reminds the awaited player through a job in the database, once per interval, and cancels it when the seat moves', async () => {
    const users = [w.discord.addUser('ra'), w.discord.addUser('rb')];
    const thread = await openGame(w, users);
    const gameId = (await w.store.findByThread(thread))!.id;
    const p = panel(w, thread, users[0]!.id)!;
    const awaited = users.find((u) => p.content.includes(`<@${u.id}>`))!;
    const count = () => w.discord.messages(thread).filter((m) => /a reminder/.test(m.content)).length;
    // Setting an interval schedules the job at once (the awaited player's last input + 1 hour).
    await slash(w, awaited, thread, 'settings', { reminder: 1 });
    const r0 = (await w.store.getReminder(gameId))!;
    expect(r0).toMatchObject({ userId: awaited.id, everyMinutes: 60, sent: 0 });
    expect(await w.store.timers.state(r0.jobKey!)).toBe('created');
    await w.bot.bot.runTimers();
    expect(count()).toBe(0);
    // Due: sent once, and the next one is scheduled an interval later.
    expect(await w.store.timers.dueNow(r0.jobKey!)).toBe(true);
    await w.bot.bot.runTimers();
    await w.bot.bot.runTimers();
    expect(count()).toBe(1);
    expect(w.discord.messages(thread).at(-1)!.content).toContain(`<@${awaited.id}>`);
    expect(await w.store.timers.state(r0.jobKey!)).toBe('completed');
    const r1 = (await w.store.getReminder(gameId))!;
    expect(r1.sent).toBe(1);
    expect(r1.jobKey).not.toBe(r0.jobKey);
    // Scheduling the same key again makes no second job.
    expect(await w.store.timers.schedule(r1.jobKey!, { kind: 'remind', gameId, seat: r1.seat, openedAt: r1.openedAt, userId: awaited.id, everyMinutes: 60, n: 1 }, new Date())).toBe(false);
    expect(await w.store.timers.dueNow(r1.jobKey!)).toBe(true);
    // As for the first one: a fetch may come up empty once under load (pg-boss), the next finds it.
    await w.bot.bot.runTimers();
    await w.bot.bot.runTimers();
    expect(count()).toBe(2);
    // The awaited player moves: their job is cancelled, and the other player (no reminders) gets none.
    const r2 = (await w.store.getReminder(gameId))!;
    const pick = rng(11);
    const eph = new Map<string, string>();
    for (let k = 0; k < 40 && (await w.store.getReminder(gameId)) !== null; k++) await step(w, thread, users, pick, eph);
    expect(await w.store.getReminder(gameId)).toBeNull();
    expect(await w.store.timers.state(r2.jobKey!)).toBe('cancelled');
    expect(await w.store.timers.dueNow(r2.jobKey!)).toBe(false);
    await w.bot.bot.runTimers();
    expect(count()).toBe(2);
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

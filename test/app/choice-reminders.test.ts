// Reminders during a simultaneous secret choice (issue 18): every seat still to choose is reminded
// per its own setting, each with its own chain of durable jobs; a seat that has chosen is not
// reminded again (its job is cancelled, a late one does nothing); the reveal cancels every chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArcsApp } from '../../src/app/games.ts';
import { CHOICE_SEAT } from '../../src/app/choice-reminders.ts';
import { openStore, reminderKey, type ReminderJob, type Store } from '../../src/store/index.ts';

let store: Store;
let app: ArcsApp;
let n = 0;
beforeAll(async () => {
  store = await openStore({ dataDir: 'memory://' });
  app = new ArcsApp(store, { seed: () => `choice-rem-${n++}`, shuffle: (xs) => [...xs] });
});
afterAll(async () => { await store?.close(); });

const bySeat = (jobs: ReminderJob[]) => [...jobs].sort((a, b) => a.seat - b.seat).map((j) => ({ seat: j.seat, userId: j.userId, every: j.everyMinutes, n: j.n }));

describe('reminders for a simultaneous choice', () => {
  it('reminds every seat still choosing, each per its setting; a seat that chose is dropped; the reveal cancels all', { timeout: 60_000 }, async () => {
    const r0 = await app.createLobby({ guildId: 'g', channelId: 'c', hostId: 'h1', opts: { players: 2, leadersAndLore: false, order: 'joined', campaign: true } });
    if (!r0.ok) throw new Error(r0.error);
    await app.attachThread(r0.game.id, 'thread-choice-rem');
    expect((await app.join(r0.game.id, 'h1', 'red')).ok).toBe(true);
    expect((await app.join(r0.game.id, 'g1', 'blue')).ok).toBe(true);
    await store.setPreferences('h1', { reminderMinutes: 60 });
    await store.setPreferences('g1', { reminderMinutes: 180 });
    const r = await app.start(r0.game.id, 'h1', false);
    if (!r.ok) throw new Error(r.error);
    const gameId = r.game.id;
    const [d0, d1] = r.game.state.decisions;
    expect([d0!.secret, d1!.secret]).toEqual([true, true]);

    await app.syncReminder((await store.loadGame(gameId))!);
    // Both seats, each at its own interval (before: only the first waiting seat).
    expect(bySeat(await store.timers.pending(gameId, 'choice-remind'))).toEqual([
      { seat: 0, userId: 'h1', every: 60, n: 0 }, { seat: 1, userId: 'g1', every: 180, n: 0 },
    ]);
    expect((await store.getReminder(gameId))!.seat).toBe(CHOICE_SEAT);
    expect(await store.listGamesToRemind()).not.toContain(gameId);
    // Syncing again (another publish, another process) changes nothing.
    await new ArcsApp(store).syncReminder((await store.loadGame(gameId))!);
    expect((await store.timers.pending(gameId, 'choice-remind')).length).toBe(2);

    // Both fire (made due now): both are due and each schedules its next.
    const first = await store.timers.pending(gameId, 'choice-remind');
    for (const j of first) expect(await store.timers.dueNow(reminderKey(j))).toBe(true);
    const due = (await store.timers.fetchDue(10)).filter((x) => x.data.gameId === gameId);
    expect(due.map((x) => x.data.seat).sort()).toEqual([0, 1]);
    for (const x of due) {
      const ok = await app.reminderDue(x.data);
      expect(ok?.decision?.seat).toBe(x.data.seat);
      await app.reminderSent(x.data, Date.now());
      await store.timers.complete(x.id);
    }
    const second = await store.timers.pending(gameId, 'choice-remind');
    expect(bySeat(second)).toEqual([{ seat: 0, userId: 'h1', every: 60, n: 1 }, { seat: 1, userId: 'g1', every: 180, n: 1 }]);

    // The guest chooses: only the host is reminded from now on.
    const a1 = await app.answer({ gameId, userId: 'g1', seq: d1!.openedAt, opt: 0, interactionId: 'cr-1', place: { channelId: 'dm', kind: 'dm' } });
    expect(a1.ok).toBe(true);
    await app.syncReminder((await store.loadGame(gameId))!);
    expect(bySeat(await store.timers.pending(gameId, 'choice-remind'))).toEqual([{ seat: 0, userId: 'h1', every: 60, n: 1 }]);
    const guestJob = second.find((j) => j.seat === 1)!;
    expect(await store.timers.state(reminderKey(guestJob))).toBe('cancelled');
    // A guest job that fires anyway (taken before the cancel) does nothing.
    expect(await app.reminderDue(guestJob)).toBeNull();
    expect(await app.reminderDue(second.find((j) => j.seat === 0)!)).not.toBeNull();

    // The host changes their interval: their chain starts again at the new one.
    await store.setPreferences('h1', { reminderMinutes: 30 });
    await app.syncReminder((await store.loadGame(gameId))!);
    expect(bySeat(await store.timers.pending(gameId, 'choice-remind'))).toEqual([{ seat: 0, userId: 'h1', every: 30, n: 0 }]);
    expect(await app.reminderDue(second.find((j) => j.seat === 0)!)).toBeNull();

    // The host chooses: the reveal; no chain is left, and the game's reminder follows the next decision.
    const hostJob = (await store.timers.pending(gameId, 'choice-remind'))[0]!;
    expect((await app.answer({ gameId, userId: 'h1', seq: d0!.openedAt, opt: 0, interactionId: 'cr-2', place: { channelId: 'dm', kind: 'dm' } })).ok).toBe(true);
    const after = (await store.loadGame(gameId))!;
    expect(after.state.campaign!.seats.every((x) => x.fate !== null)).toBe(true);
    await app.syncReminder(after);
    expect(await store.timers.pending(gameId, 'choice-remind')).toEqual([]);
    expect(await store.timers.state(reminderKey(hostJob))).toBe('cancelled');
    expect(await app.reminderDue(hostJob)).toBeNull();
    const row = await store.getReminder(gameId);
    expect(row?.seat ?? null).not.toBe(CHOICE_SEAT);
  });
});

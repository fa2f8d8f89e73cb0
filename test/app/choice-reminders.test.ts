// Reminders during a simultaneous secret choice (issue 18): every seat still to choose is reminded
// per its own setting, each with its own chain of durable jobs; a seat that has chosen is not
// reminded again (its job is cancelled, a late one does nothing); the reveal cancels every chain.
// Jobs queued before the store recorded chains (an upgrade while chains are pending) still behave.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArcsApp } from '../../src/app/games.ts';
import { CHOICE_SEAT } from '../../src/app/choice-reminders.ts';
import { openDatabase, silentLogger } from '../../src/store/db.ts';
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

describe('choice reminders queued before the store recorded chains (an upgrade while they are pending)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arcs-choice-upgrade-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a job without a row fires while its seat waits and its chain carries on recorded; one whose seat has another chain is dropped', { timeout: 120_000 }, async () => {
    let s = await openStore({ dataDir: dir });
    let a = new ArcsApp(s, { seed: () => 'choice-upgrade', shuffle: (xs) => [...xs] });
    const dueOf = async (gameId: string) => {
      for (let tries = 0; ; tries++) {
        const got = (await s.timers.fetchDue(10)).filter((x) => x.data.gameId === gameId);
        if (got.length || tries === 50) return got;
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const r0 = await a.createLobby({ guildId: 'g', channelId: 'c', hostId: 'h2', opts: { players: 2, leadersAndLore: false, order: 'joined', campaign: true } });
    if (!r0.ok) throw new Error(r0.error);
    await a.attachThread(r0.game.id, 'thread-choice-upgrade');
    expect((await a.join(r0.game.id, 'h2', 'red')).ok).toBe(true);
    expect((await a.join(r0.game.id, 'g2', 'blue')).ok).toBe(true);
    await s.setPreferences('h2', { reminderMinutes: 60 });
    await s.setPreferences('g2', { reminderMinutes: 60 });
    const r = await a.start(r0.game.id, 'h2', false);
    if (!r.ok) throw new Error(r.error);
    const gameId = r.game.id;
    const d1 = r.game.state.decisions.find((d) => d.seat === 1)!;
    await a.syncReminder((await s.loadGame(gameId))!);
    const [host0, guest0] = await s.timers.pending(gameId, 'choice-remind');
    // The host's first reminder goes out: their chain waits at its second job.
    expect(await s.timers.dueNow(reminderKey(host0!))).toBe(true);
    const [fired] = await dueOf(gameId);
    expect(fired!.data).toEqual(host0);
    await a.reminderSent(fired!.data, Date.now());
    await s.timers.complete(fired!.id);
    const host1: ReminderJob = { ...host0!, n: 1 };
    expect(await s.timers.pending(gameId, 'choice-remind')).toEqual([host1, guest0]);

    // The upgrade: the queued jobs stay, the rows did not exist.
    await s.close();
    const db = await openDatabase({ dataDir: dir, logger: silentLogger });
    try {
      await db.withConnection((c) => c.query('DELETE FROM "ReminderChain"'));
    } finally {
      await db.close();
    }
    s = await openStore({ dataDir: dir });
    a = new ArcsApp(s);
    expect(await s.timers.pending(gameId, 'choice-remind')).toEqual([]);
    expect(await s.timers.state(reminderKey(host1))).toBe('created');
    expect(await s.timers.state(reminderKey(guest0!))).toBe('created');
    // A sync after the upgrade starts no second chain: each seat's first key is taken (done or waiting).
    await a.syncReminder((await s.loadGame(gameId))!);
    expect(await s.timers.pending(gameId, 'choice-remind')).toEqual([]);

    // The guest's job (no row) fires: the guest still waits, so it is reminded, and its chain is recorded from then on.
    expect(await s.timers.dueNow(reminderKey(guest0!))).toBe(true);
    const [guestDue] = await dueOf(gameId);
    expect(guestDue!.data).toEqual(guest0);
    expect((await a.reminderDue(guestDue!.data))?.decision?.seat).toBe(1);
    await a.reminderSent(guestDue!.data, Date.now());
    await s.timers.complete(guestDue!.id);
    const guest1: ReminderJob = { ...guest0!, n: 1 };
    expect(await s.timers.pending(gameId, 'choice-remind')).toEqual([guest1]);
    // So the guest's choice cancels it, as any chain.
    expect((await a.answer({ gameId, userId: 'g2', seq: d1.openedAt, opt: 0, interactionId: 'cu-1', place: { channelId: 'dm', kind: 'dm' } })).ok).toBe(true);
    await a.syncReminder((await s.loadGame(gameId))!);
    expect(await s.timers.state(reminderKey(guest1))).toBe('cancelled');

    // The host's seat gets a recorded chain of its own (as a sync does once the queue has let go of
    // the chain's first job): the host's unrecorded job is stale and does nothing when it fires.
    const fresh: ReminderJob = { ...host0!, n: 5 };
    expect(await s.timers.schedule(reminderKey(fresh), fresh, new Date(Date.now() + 3_600_000))).toBe(true);
    expect(await s.timers.pending(gameId, 'choice-remind')).toEqual([fresh]);
    expect(await a.reminderDue(host1)).toBeNull();
    expect((await a.reminderDue(fresh))?.decision?.seat).toBe(0);
    await s.close();
  });
});

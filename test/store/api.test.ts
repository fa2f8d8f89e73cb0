/** The store API, against PGlite and a real Postgres server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, newGame } from '../../src/engine/index.ts';
import type { GameState, Input } from '../../src/engine/index.ts';
import { StoreUsageError, type CommitResult } from '../../src/store/index.ts';
import { describeBackends, type OpenedStore } from './backends.ts';
import { pickMove } from './moves.ts';

/** Play `n` moves through the store, committing each; returns the final state. */
async function playMoves(store: OpenedStore, gameId: string, from: GameState, n: number, salt = 'api'): Promise<GameState> {
  let s = from;
  for (let i = 0; i < n; i++) {
    const m = pickMove(s, salt);
    if (!m) break;
    const r = await store.commit({ gameId, expectedSeq: s.seq, input: m.input, nextState: m.next, interactionId: `${gameId}:${s.seq + 1}:${salt}`, actor: 'u0' });
    expect(r).toEqual({ status: 'committed', seq: s.seq + 1 });
    s = m.next;
  }
  return s;
}

describeBackends('store API', (backend) => {
  let store: OpenedStore;
  beforeAll(async () => {
    store = await backend.open(await backend.target(), { snapshotEvery: 10 });
  });
  afterAll(async () => {
    await store?.close();
  });

  it('creates a game from options + seed and loads it with its state and seats', async () => {
    const g = await store.createGame({ options: { players: 3 }, seed: 'seed-create', users: ['u1', 'u2', 'u3'], guildId: 'g-create', channelId: 'c1', threadId: 't-create', createdBy: 'u1' });
    expect(g.status).toBe('active');
    expect(g.seq).toBe(0);
    expect(g.code).toMatch(/^[A-Z2-9]{5}$/);
    expect(JSON.stringify(g.state)).toBe(JSON.stringify(newGame({ players: 3, seed: 'seed-create' })));
    const loaded = await store.loadGame(g.id);
    expect(loaded).not.toBeNull();
    // The state comes back as exactly the JSON text that was written (a `json` column).
    expect(JSON.stringify(loaded!.state)).toBe(JSON.stringify(g.state));
    expect(loaded!.seats.map((s) => [s.seat, s.colour, s.userId])).toEqual(g.state.players.map((p, i) => [i, p.colour, `u${i + 1}`]));
    expect(loaded!).toMatchObject({ guildId: 'g-create', channelId: 'c1', threadId: 't-create', createdBy: 'u1', rulesVersion: g.state.engine, options: { players: 3 } });
    expect(await store.loadGame('no-such-game')).toBeNull();
  });

  it('creates a lobby when seats are open, and lets users claim them', async () => {
    const g = await store.createGame({ options: { players: 2 }, seed: 'seed-lobby', users: ['host'] });
    expect(g.status).toBe('lobby');
    expect(g.seats.map((s) => s.userId)).toEqual(['host', null]);
    expect(await store.setSeatUser(g.id, 0, 'intruder')).toBe('taken');
    expect(await store.setSeatUser(g.id, 1, 'guest')).toBe('ok');
    expect(await store.setSeatUser(g.id, 1, 'late')).toBe('taken');
    expect(await store.setSeatUser(g.id, 1, 'replacement', { replace: true })).toBe('ok');
    expect(await store.setSeatUser(g.id, 5, 'x')).toBe('not-found');
    expect(await store.setStatus(g.id, 'active')).toBe(true);
    const l = await store.getGame(g.id);
    expect(l!.status).toBe('active');
    expect(l!.seats.map((s) => s.userId)).toEqual(['host', 'replacement']);
    expect((await store.listUserGames('replacement')).map((x) => x.id)).toEqual([g.id]);
  });

  it('lists a guild\'s games and looks games up by thread and code, never exposing seed or state', async () => {
    const a = await store.createGame({ options: { players: 2 }, seed: 'TOP-SECRET-SEED-A', guildId: 'g-list', threadId: 't-list-a', users: ['a', 'b'] });
    const b = await store.createGame({ options: { players: 4 }, seed: 'TOP-SECRET-SEED-B', guildId: 'g-list', threadId: 't-list-b', users: ['a', 'b', 'c', 'd'] });
    await store.createGame({ options: { players: 2 }, seed: 'other', guildId: 'g-other', users: ['a', 'b'] });
    await store.setStatus(b.id, 'paused');
    const all = await store.listGuildGames('g-list');
    expect(all.map((g) => g.id).sort()).toEqual([a.id, b.id].sort());
    expect((await store.listGuildGames('g-list', { status: ['paused'] })).map((g) => g.id)).toEqual([b.id]);
    const byThread = await store.findByThread('t-list-a');
    expect(byThread?.id).toBe(a.id);
    expect(await store.findByThread('t-nowhere')).toBeNull();
    const byCode = await store.findByCode(` ${b.code.toLowerCase()} `);
    expect(byCode?.id).toBe(b.id);
    for (const x of [...all, byThread, byCode, await store.getGame(a.id), ...(await store.listUserGames('a'))]) {
      expect(x).not.toHaveProperty('seed');
      expect(x).not.toHaveProperty('state');
      expect(JSON.stringify(x)).not.toContain('TOP-SECRET-SEED');
    }
    // A thread hosts at most one game.
    await expect(store.createGame({ options: { players: 2 }, seed: 's', threadId: 't-list-a' })).rejects.toThrow();
    expect(await store.setLocation(a.id, { threadId: 't-list-moved', channelId: 'c9' })).toBe(true);
    expect((await store.findByThread('t-list-moved'))?.channelId).toBe('c9');
  });

  it('commits moves, reads the log back in order, and replays it to the stored state', async () => {
    const g = await store.createGame({ options: { players: 2 }, seed: 'seed-log', users: ['u0', 'u1'] });
    const final = await playMoves(store, g.id, g.state, 25);
    const loaded = await store.loadGame(g.id);
    expect(loaded!.seq).toBe(final.seq);
    expect(JSON.stringify(loaded!.state)).toBe(JSON.stringify(final));
    const log = await store.readLog(g.id);
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: final.seq }, (_, i) => i + 1));
    expect(log[0]).toMatchObject({ actor: 'u0', interactionId: `${g.id}:1:api` });
    expect(log[0]!.createdAt).toBeInstanceOf(Date);
    expect((await store.readLog(g.id, { fromSeq: 5, toSeq: 7 })).map((e) => e.seq)).toEqual([5, 6, 7]);
    const replayed = await store.replay(g.id);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(final));
    expect(await store.verify(g.id)).toEqual({ ok: true, seq: final.seq });
    // The state at an earlier seq.
    const at10 = await store.replay(g.id, { toSeq: 10 });
    expect(at10!.seq).toBe(10);
    expect(await store.replay('no-such-game')).toBeNull();
  });

  it('answers stale, duplicate and not-found without changing anything', async () => {
    const g = await store.createGame({ options: { players: 3 }, seed: 'seed-stale', users: ['a', 'b', 'c'] });
    const m1 = pickMove(g.state, 'x')!;
    const ok = await store.commit({ gameId: g.id, expectedSeq: 0, input: m1.input, nextState: m1.next, interactionId: 'stale-1', actor: 'a' });
    expect(ok).toEqual({ status: 'committed', seq: 1 });
    // The same click delivered again (same interaction id, same expected seq).
    expect(await store.commit({ gameId: g.id, expectedSeq: 0, input: m1.input, nextState: m1.next, interactionId: 'stale-1', actor: 'a' }))
      .toEqual({ status: 'duplicate', gameId: g.id, seq: 1 });
    // Another click computed from the old state.
    expect(await store.commit({ gameId: g.id, expectedSeq: 0, input: m1.input, nextState: m1.next, interactionId: 'stale-2', actor: 'b' }))
      .toEqual({ status: 'stale', currentSeq: 1 });
    // A re-delivery that the app recomputed against the new state is still a duplicate.
    const m2 = pickMove(m1.next, 'x')!;
    expect(await store.commit({ gameId: g.id, expectedSeq: 1, input: m2.input, nextState: m2.next, interactionId: 'stale-1', actor: 'a' }))
      .toEqual({ status: 'duplicate', gameId: g.id, seq: 1 });
    expect(await store.commit({ gameId: 'nope', expectedSeq: 1, input: m2.input, nextState: m2.next, interactionId: 'stale-3', actor: 'a' }))
      .toEqual({ status: 'not-found' } satisfies CommitResult);
    const after = await store.loadGame(g.id);
    expect(after!.seq).toBe(1);
    expect(JSON.stringify(after!.state)).toBe(JSON.stringify(m1.next));
    expect((await store.readLog(g.id)).map((e) => e.interactionId)).toEqual(['stale-1']);
  });

  it('refuses a commit whose nextState does not follow expectedSeq (a caller bug), changing nothing', async () => {
    const g = await store.createGame({ options: { players: 2 }, seed: 'seed-usage', users: ['a', 'b'] });
    const m = pickMove(g.state, 'u')!;
    await expect(store.commit({ gameId: g.id, expectedSeq: 0, input: m.input, nextState: g.state, interactionId: 'usage-1', actor: 'a' }))
      .rejects.toBeInstanceOf(StoreUsageError);
    await expect(store.commit({ gameId: g.id, expectedSeq: 0, input: m.input, nextState: m.next, interactionId: '', actor: 'a' }))
      .rejects.toBeInstanceOf(StoreUsageError);
    expect((await store.loadGame(g.id))!.seq).toBe(0);
    expect(await store.readLog(g.id)).toEqual([]);
  });

  it('marks a game ended when the committed state has ended', async () => {
    const g = await store.createGame({ options: { players: 2 }, seed: 'seed-end', users: ['a', 'b'] });
    const input: Input = { t: 'concede', seat: 1 };
    const r = apply(g.state, input);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.ended).not.toBeNull();
    expect(await store.commit({ gameId: g.id, expectedSeq: 0, input, nextState: r.state, interactionId: 'end-1', actor: 'b' })).toEqual({ status: 'committed', seq: 1 });
    const l = await store.getGame(g.id);
    expect(l!.status).toBe('ended');
    expect(l!.endedAt).toBeInstanceOf(Date);
    expect(await store.verify(g.id)).toEqual({ ok: true, seq: 1 });
  });

  it('keeps snapshots every N commits and on demand; replaying from them gives the same state', async () => {
    const g = await store.createGame({ options: { players: 3 }, seed: 'seed-snap', users: ['a', 'b', 'c'] });
    const final = await playMoves(store, g.id, g.state, 34, 'snap');
    expect(final.seq).toBe(34);
    expect(await store.listSnapshots(g.id)).toEqual([10, 20, 30]);
    expect(await store.snapshot(g.id)).toEqual({ seq: 34 });
    expect(await store.snapshot(g.id)).toEqual({ seq: 34 });
    expect(await store.listSnapshots(g.id)).toEqual([10, 20, 30, 34]);
    const full = await store.replay(g.id);
    const fromSnap = await store.replay(g.id, { useSnapshots: true });
    const mid = await store.replay(g.id, { toSeq: 25, useSnapshots: true });
    expect(JSON.stringify(fromSnap)).toBe(JSON.stringify(full));
    expect(JSON.stringify(full)).toBe(JSON.stringify(final));
    expect(JSON.stringify(mid)).toBe(JSON.stringify(await store.replay(g.id, { toSeq: 25 })));
    expect(await store.verify(g.id, { useSnapshots: true })).toEqual({ ok: true, seq: 34 });
    expect(await store.snapshot('nope')).toBeNull();
  });

  it('stores per-user preferences with defaults', async () => {
    expect(await store.getPreferences('pref-user')).toEqual({ dmUpdates: true, reminderMinutes: null, locale: 'en' });
    expect(await store.setPreferences('pref-user', { dmUpdates: false })).toEqual({ dmUpdates: false, reminderMinutes: null, locale: 'en' });
    expect(await store.setPreferences('pref-user', { reminderMinutes: 720, locale: 'fr' })).toEqual({ dmUpdates: false, reminderMinutes: 720, locale: 'fr' });
    expect(await store.setPreferences('pref-user', { reminderMinutes: null })).toEqual({ dmUpdates: false, reminderMinutes: null, locale: 'fr' });
    expect(await store.getPreferences('pref-user')).toEqual({ dmUpdates: false, reminderMinutes: null, locale: 'fr' });
    await expect(store.setPreferences('pref-user', { reminderMinutes: -5 })).rejects.toBeInstanceOf(StoreUsageError);
  });

  it('remembers the bot\'s messages per game, typed, written in one transaction', async () => {
    const g = await store.createGame({ options: { players: 2 }, seed: 'seed-msg' });
    await store.writeMessages(g.id, { set: [{ slot: 'board', channelId: 'c1', messageId: 'm1' }, { slot: 'dm', seat: 1, intentNonce: 'n1' }] });
    await store.writeMessages(g.id, { set: [{ slot: 'board', messageId: 'm3' }, { slot: 'dm', seat: 1, channelId: 'c2', messageId: 'm2', about: 4, intentNonce: null }], summarizedSeq: 3 });
    expect((await store.listMessages(g.id)).map((m) => [m.slot, m.seat, m.channelId, m.messageId, m.about, m.intentNonce])).toEqual([
      ['board', -1, 'c1', 'm3', null, null], ['dm', 1, 'c2', 'm2', 4, null],
    ]);
    expect((await store.getBookkeeping(g.id))!.summarizedSeq).toBe(3);
    await store.writeMessages(g.id, { remove: [{ slot: 'dm', seat: 1 }] });
    expect((await store.listMessages(g.id)).map((m) => m.slot)).toEqual(['board']);
    expect(await store.setMapMode(g.id, 'edit')).toBe(true);
    await expect(store.setMapMode(g.id, 'sometimes' as never)).rejects.toBeInstanceOf(StoreUsageError);
    // The Summit timer (campaigns): whole hours only.
    expect(await store.setSummitHours(g.id, 6)).toBe(true);
    expect((await store.getBookkeeping(g.id))!.summitHours).toBe(6);
    await expect(store.setSummitHours(g.id, 0)).rejects.toBeInstanceOf(StoreUsageError);
    expect(await store.setSummitHours(g.id, 24)).toBe(true);
    await store.setUndoable(g.id, { seq: 2, by: 'u' });
    const none = { lastChoice: null, lastRoll: null, chapterTold: 0, chapterReports: [] };
    expect(await store.getBookkeeping(g.id)).toEqual({ mapMode: 'edit', summitHours: 24, startedGameId: null, undoable: { seq: 2, by: 'u' }, summarizedSeq: 3, ...none });
    // What a commit leaves for the messages, in one write; a roll not given is kept, a choice is replaced.
    const roll = { t: 'roll', attacker: 0, seq: 3 };
    await store.recordCommit(g.id, { undoable: null, lastChoice: { seat: 1, secret: false, label: 'Lead', seq: 3 }, lastRoll: roll, chapterReports: [{ chapter: 1, report: { t: 'scored', chapter: 1 } }] });
    await store.recordCommit(g.id, { undoable: { seq: 4, by: 'u' }, lastChoice: null, chapterReports: [{ chapter: 2, report: { t: 'scored', chapter: 2 } }] });
    await store.setChapterTold(g.id, 2);
    await store.setChapterTold(g.id, 1); // never moves back
    expect(await store.getBookkeeping(g.id)).toMatchObject({
      undoable: { seq: 4, by: 'u' }, lastChoice: null, lastRoll: roll, chapterTold: 2,
      chapterReports: [{ chapter: 1, report: { t: 'scored', chapter: 1 } }, { chapter: 2, report: { t: 'scored', chapter: 2 } }],
    });
  });

  it('keeps a campaign with one game per Act and what carries over between them', async () => {
    const c = await store.createCampaign({ guildId: 'g-camp', createdBy: 'host', carryOver: { fates: [] } });
    expect(c).toMatchObject({ act: 1, status: 'active', carryOver: { fates: [] }, games: [] });
    const act1 = await store.createGame({ options: { players: 2 }, seed: 'camp-1', campaignId: c.id, act: 1, users: ['a', 'b'] });
    await expect(store.createGame({ options: { players: 2 }, seed: 'camp-1b', campaignId: c.id, act: 1 })).rejects.toThrow();
    expect(await store.updateCampaign(c.id, 1, { act: 2, status: 'between_acts', carryOver: { fates: ['steward', 'magnate'], power: [12, 9] } })).toBe('updated');
    // A double click on "next Act" does not advance twice.
    expect(await store.updateCampaign(c.id, 1, { act: 2 })).toBe('stale');
    expect(await store.updateCampaign('nope', 1, { act: 2 })).toBe('not-found');
    const act2 = await store.createGame({ options: { players: 2 }, seed: 'camp-2', campaignId: c.id, act: 2, users: ['a', 'b'] });
    const l = await store.loadCampaign(c.id);
    expect(l).toMatchObject({ act: 2, status: 'between_acts', carryOver: { fates: ['steward', 'magnate'], power: [12, 9] } });
    expect(l!.games.map((g) => [g.id, g.act])).toEqual([[act1.id, 1], [act2.id, 2]]);
    expect(await store.loadCampaign('nope')).toBeNull();
  });

  it('reports the database healthy', async () => {
    expect(await store.healthy()).toBe(true);
  });
});

describe('pickMove', () => {
  it('is deterministic for a state and salt', () => {
    const s = newGame({ players: 2, seed: 1 });
    expect(pickMove(s, 'a')?.input).toEqual(pickMove(s, 'a')?.input);
  });
});

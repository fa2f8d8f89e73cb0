import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArcsApp } from '../../src/app/games.ts';
import { openDecision } from '../../src/engine/index.ts';
import { openStore, type Store } from '../../src/store/index.ts';

let store: Store;
let app: ArcsApp;
let n = 0;
beforeAll(async () => {
  store = await openStore({ dataDir: 'memory://' });
  app = new ArcsApp(store, { seed: () => `app-test-${n++}`, shuffle: (xs) => [...xs].reverse() });
});
afterAll(async () => { await store?.close(); });

async function lobby(players: 2 | 3 | 4, order: 'random' | 'joined' = 'joined', setup?: string) {
  const r = await app.createLobby({ guildId: 'g', channelId: 'c', hostId: 'u0', opts: { players, leadersAndLore: false, order, setup } });
  if (!r.ok) throw new Error(r.error);
  await app.attachThread(r.game.id, `thread-${n}-${Math.random()}`);
  return (await store.getGame(r.game.id))!;
}

async function started(players: 2 | 3 | 4) {
  const g = await lobby(players);
  const colours = ['red', 'blue', 'yellow', 'white'] as const;
  for (let i = 0; i < players; i++) expect((await app.join(g.id, `u${i}`, colours[i])).ok).toBe(true);
  const r = await app.start(g.id, 'u0', false);
  if (!r.ok) throw new Error(r.error);
  return r.game;
}

describe('lobby', () => {
  it('joins with a colour, refuses a taken colour and a full lobby, leaves', async () => {
    const g = await lobby(2);
    expect((await app.join(g.id, 'a', 'yellow')).ok).toBe(true);
    expect(await app.join(g.id, 'b', 'yellow')).toMatchObject({ ok: false, error: 'err.colour-taken' });
    expect((await app.join(g.id, 'b', 'white')).ok).toBe(true);
    expect(await app.join(g.id, 'c', 'red')).toMatchObject({ ok: false, error: 'err.lobby-full' });
    expect((await app.leave(g.id, 'b')).ok).toBe(true);
    expect(await app.leave(g.id, 'b')).toMatchObject({ ok: false, error: 'err.not-joined' });
    expect(await app.start(g.id, 'a', false)).toMatchObject({ ok: false, error: 'err.not-host' });
    expect(await app.start(g.id, 'u0', false)).toMatchObject({ ok: false, error: 'err.not-enough' });
  });
  it('starts with the chosen colours in join order, in the same thread', async () => {
    const g = await lobby(3, 'joined', '3p-frontiers');
    await app.join(g.id, 'x', 'white');
    await app.join(g.id, 'y', 'red');
    await app.join(g.id, 'z', 'yellow');
    const r = await app.start(g.id, 'someone', true);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.game.seats.map((s) => [s.userId, s.colour])).toEqual([['x', 'white'], ['y', 'red'], ['z', 'yellow']]);
    expect(r.game.state.options.setup).toBe('3p-frontiers');
    expect((await store.findByThread(g.threadId!))?.id).toBe(r.game.id);
    expect((await store.getGame(g.id))?.status).toBe('abandoned');
  });
  it('the second-lore variant: the lobby says so, switches Leaders & Lore on, and the game drafts two lore cards each', async () => {
    const r = await app.createLobby({ guildId: 'g', channelId: 'c', hostId: 'u0', opts: { players: 2, leadersAndLore: false, secondLore: true, order: 'joined' } });
    if (!r.ok) throw new Error(r.error);
    expect(await app.lobbyText(r.game)).toContain('Leaders & Lore: on, with a second lore card each');
    expect((await app.join(r.game.id, 'u0', 'red')).ok).toBe(true);
    expect((await app.join(r.game.id, 'u1', 'blue')).ok).toBe(true);
    const s = await app.start(r.game.id, 'u0', false);
    if (!s.ok) throw new Error(s.error);
    expect(s.game.state.options).toMatchObject({ leadersAndLore: true, secondLore: true });
    expect(openDecision(s.game.state)?.kind).toBe('draft/pick');
    // 2 players: 3 leaders and 2 + 3 lore cards face up.
    expect(s.game.state.draft?.lore).toHaveLength(5);
    // Status names what each player drafted so far and what is left.
    const status = app.status(s.game);
    expect(status).toContain('Leaders & Lore: Red none yet · Blue none yet');
    expect(status).toMatch(/Still to draft: leaders [A-Z][a-z-]+, [A-Z][a-z-]+, [A-Z][a-z-]+; lore /);
  });

  it('refuses a setup card for another player count', async () => {
    expect(await app.createLobby({ guildId: null, channelId: null, hostId: 'h', opts: { players: 2, setup: '4p-frontiers', leadersAndLore: false, order: 'random' } }))
      .toMatchObject({ ok: false, error: 'err.bad-setup' });
  });
});

describe('answers', () => {
  it('refuses non-players, the wrong seat, stale prompts and illegal options; accepts the owner', async () => {
    const g = await started(2);
    const d = openDecision(g.state)!;
    const owner = g.seats[d.seat]!.userId!;
    const other = g.seats[1 - d.seat]!.userId!;
    expect(await app.answer({ gameId: g.id, userId: 'nobody', seq: d.openedAt, opt: 0, interactionId: 'i1' })).toMatchObject({ error: 'err.not-player' });
    expect(await app.answer({ gameId: g.id, userId: other, seq: d.openedAt, opt: 0, interactionId: 'i2' })).toMatchObject({ error: 'err.not-your-decision' });
    expect(await app.answer({ gameId: g.id, userId: owner, seq: d.openedAt + 5, opt: 0, interactionId: 'i3' })).toMatchObject({ error: 'err.stale' });
    expect(await app.answer({ gameId: g.id, userId: owner, seq: d.openedAt, opt: 999, interactionId: 'i4' })).toMatchObject({ error: 'err.illegal' });
    expect(await app.answer({ gameId: 'missing', userId: owner, seq: 0, opt: 0, interactionId: 'i5' })).toMatchObject({ error: 'err.unknown-game' });
    const ok = await app.answer({ gameId: g.id, userId: owner, seq: d.openedAt, opt: 0, interactionId: 'i6' });
    expect(ok.ok).toBe(true);
    expect((await store.getGame(g.id))!.seq).toBe(1);
  });
  it('a double click and a race commit exactly once', async () => {
    const g = await started(3);
    const d = openDecision(g.state)!;
    const owner = g.seats[d.seat]!.userId!;
    const rs = await Promise.all([0, 1, 2, 3].map((k) => app.answer({ gameId: g.id, userId: owner, seq: d.openedAt, opt: 0, interactionId: `race-${k}` })));
    expect(rs.filter((r) => r.ok)).toHaveLength(1);
    expect(rs.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual(['err.stale', 'err.stale', 'err.stale']);
    expect((await store.getGame(g.id))!.seq).toBe(1);
    expect((await store.verify(g.id))!.ok).toBe(true);
  });
  it('onApplied sees each applied input with its next state; only the one committed says so (a prerendered board is used only then)', async () => {
    const g = await started(3);
    const d = openDecision(g.state)!;
    const owner = g.seats[d.seat]!.userId!;
    const seen: { seq: number; committed: Promise<boolean> }[] = [];
    app.onApplied = (gameId, before, next, committed) => {
      expect(gameId).toBe(g.id);
      expect(before.seq).toBe(g.state.seq);
      seen.push({ seq: next.seq, committed });
    };
    try {
      const rs = await Promise.all([0, 1, 2].map((k) => app.answer({ gameId: g.id, userId: owner, seq: d.openedAt, opt: 0, interactionId: `applied-${k}` })));
      expect(rs.filter((r) => r.ok)).toHaveLength(1);
      expect(seen.map((x) => x.seq)).toEqual([1, 1, 1]);
      expect((await Promise.all(seen.map((x) => x.committed))).filter(Boolean)).toHaveLength(1);
      // A refused input (never applied) is not reported.
      expect(await app.answer({ gameId: g.id, userId: owner, seq: d.openedAt, opt: 999, interactionId: 'applied-x' })).toMatchObject({ ok: false });
      expect(seen).toHaveLength(3);
    } finally {
      app.onApplied = null;
    }
  });
  it('undo: only your own last input, and not past a reveal', async () => {
    const g = await started(2);
    let game = g;
    // Answer until some input did not reveal anything, then undo it.
    for (let k = 0; k < 200; k++) {
      const d = openDecision(game.state)!;
      const user = game.seats[d.seat]!.userId!;
      const r = await app.answer({ gameId: g.id, userId: user, seq: d.openedAt, opt: d.options.length - 1, interactionId: `u-${k}` });
      if (!r.ok) throw new Error(r.error);
      game = r.game;
      const other = game.seats.find((s) => s.userId !== user)!.userId!;
      if (!r.revealed) {
        expect(await app.undo(g.id, other)).toMatchObject({ error: 'err.undo-not-last' });
        const before = (await store.replay(g.id, { toSeq: game.seq - 1 }))!;
        const u = await app.undo(g.id, user);
        expect(u.ok).toBe(true);
        // Appended to the log: the position before the input, at a new seq.
        const after = (await store.loadGame(g.id))!;
        expect(after.seq).toBe(game.seq + 1);
        expect(after.state.players).toEqual(before.players);
        expect(after.state.stack).toEqual(before.stack);
        expect((await store.readLog(g.id)).map((r) => r.input.t)).toContain('undo');
        expect((await store.verify(g.id))!.ok).toBe(true);
        return;
      }
      expect(await app.undo(g.id, user)).toMatchObject({ error: 'err.undo-revealed' });
    }
    throw new Error('no undoable input found');
  });
  it('concede ends the game; later answers get game-over', async () => {
    const g = await started(2);
    const r = await app.concede(g.id, 'u1', 'c1');
    expect(r.ok).toBe(true);
    expect((await store.getGame(g.id))!.status).toBe('ended');
    expect(await app.answer({ gameId: g.id, userId: 'u0', seq: 1, opt: 0, interactionId: 'c2' })).toMatchObject({ error: 'err.game-over' });
  });
  it('kick opens a seat that another user can join; replace hands it over; abort needs the host', async () => {
    const g = await started(2);
    expect(await app.replace(g.id, 'u1', false, 'u0', null)).toMatchObject({ error: 'err.not-host' });
    expect((await app.replace(g.id, 'u0', false, 'u1', null)).ok).toBe(true);
    const j = await app.join(g.id, 'newbie', undefined);
    expect(j.ok && j.seat).toBe(1);
    expect((await app.replace(g.id, 'mod', true, 'newbie', 'other')).ok).toBe(true);
    expect((await store.getGame(g.id))!.seats[1]!.userId).toBe('other');
    expect(await app.abort(g.id, 'other', false)).toMatchObject({ error: 'err.not-host' });
    expect((await app.abort(g.id, 'u0', false)).ok).toBe(true);
    expect(await app.answer({ gameId: g.id, userId: 'u0', seq: 0, opt: 0, interactionId: 'ab' })).toMatchObject({ error: 'err.game-aborted' });
  });
});

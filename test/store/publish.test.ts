/**
 * The store's side of publishing (issue 22): every stored change bumps the game's version, the
 * published version only moves forward, games behind are listed, the publish claim excludes
 * other processes and dies with its holder, and an old database upgrades to sensible positions.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, silentLogger } from '../../src/store/db.ts';
import { readMigrations } from '../../src/store/migrate.ts';
import { describeBackends, type OpenedStore, type Target } from './backends.ts';
import { pickMove } from './moves.ts';

const CHILD = fileURLToPath(new URL('./claim-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describeBackends('publish position', (backend) => {
  let target: Target;
  let store: OpenedStore;
  beforeAll(async () => {
    target = await backend.target();
    store = await backend.open(target);
  });
  afterAll(async () => {
    await store?.close();
  });

  it('every commit and seat change is a new version; the published version only moves forward', async () => {
    const g = await store.createGame({ options: { players: 2 }, seed: 'pub-versions', users: ['a', 'b'] });
    expect([g.version, g.publishedVersion]).toEqual([1, 0]);
    const m1 = pickMove(g.state, 'v')!;
    expect((await store.commit({ gameId: g.id, expectedSeq: 0, input: m1.input, nextState: m1.next, interactionId: `${g.id}:1`, actor: 'a' })).status).toBe('committed');
    expect((await store.getGame(g.id))!.version).toBe(2);
    // A refused commit is no new version.
    expect((await store.commit({ gameId: g.id, expectedSeq: 0, input: m1.input, nextState: m1.next, interactionId: `${g.id}:1b`, actor: 'a' })).status).toBe('stale');
    expect((await store.getGame(g.id))!.version).toBe(2);
    // (An undo is an appended input: a commit like any other.)
    const m2 = pickMove(m1.next, 'v')!;
    expect((await store.commit({ gameId: g.id, expectedSeq: 1, input: m2.input, nextState: m2.next, interactionId: `${g.id}:2`, actor: 'a' })).status).toBe('committed');
    expect((await store.getGame(g.id))!.version).toBe(3);
    expect(await store.setSeatUser(g.id, 1, 'c', { replace: true })).toBe('ok');
    expect((await store.getGame(g.id))!.version).toBe(4);
    expect(await store.setSeatUser(g.id, 1, 'd')).toBe('taken');
    expect((await store.getGame(g.id))!.version).toBe(4);

    await store.markPublished(g.id, 3);
    expect((await store.publishHead(g.id))).toEqual({ status: 'active', version: 4, publishedVersion: 3 });
    await store.markPublished(g.id, 2); // a slower publisher of an older version
    expect((await store.publishHead(g.id))!.publishedVersion).toBe(3);
    expect(await store.listUnpublished()).toContain(g.id);
    await store.markPublished(g.id, 4);
    expect(await store.listUnpublished()).not.toContain(g.id);
    expect(await store.publishHead('no-such-game')).toBeNull();
  });

  it('lists the games in play or ended that are behind, not lobbies', async () => {
    const lobby = await store.createGame({ options: { players: 2 }, seed: 'pub-lobby', users: ['a'] });
    const active = await store.createGame({ options: { players: 2 }, seed: 'pub-active', users: ['a', 'b'] });
    const ended = await store.createGame({ options: { players: 2 }, seed: 'pub-ended', users: ['a', 'b'] });
    await store.setStatus(ended.id, 'ended');
    const behind = await store.listUnpublished();
    expect(behind).toContain(active.id);
    expect(behind).toContain(ended.id);
    expect(behind).not.toContain(lobby.id);
  });

  it('a lobby is started in one step: retired and replaced by the game, once', async () => {
    const lobby = await store.createGame({ options: { players: 2 }, seed: 'pub-start-lobby', users: ['a'], threadId: 'thread-start' });
    const args = { options: { players: 2 as const }, seed: 'pub-start', users: ['a', 'b'], status: 'active' as const, threadId: 'thread-start' };
    const [first, second] = await Promise.all([store.startLobby(lobby.id, args), store.startLobby(lobby.id, { ...args, seed: 'pub-start-2' })]);
    const game = first ?? second;
    expect([first, second].filter((g) => g === null)).toHaveLength(1);
    expect((await store.getGame(lobby.id))!).toMatchObject({ status: 'abandoned', threadId: null });
    expect((await store.findByThread('thread-start'))!.id).toBe(game!.id);
    expect(await store.startLobby(game!.id, { ...args, threadId: 'thread-other' })).toBeNull();
    expect(await store.findByThread('thread-other')).toBeNull();
  });

  it('one claim at a time per game; released, it can be claimed again', async () => {
    const g = await store.createGame({ options: { players: 2 }, seed: 'pub-claim', users: ['a', 'b'] });
    const c1 = await store.claimPublish(g.id);
    expect(c1).not.toBeNull();
    expect(await store.claimPublish(g.id)).toBeNull();
    const other = await store.claimPublish(`${g.id}-other`);
    expect(other).not.toBeNull();
    await c1!.release();
    await c1!.release(); // twice is harmless
    const c2 = await store.claimPublish(g.id);
    expect(c2).not.toBeNull();
    await c2!.release();
    await other!.release();
  });

  it('30 games claimed and released at once: every claim granted once, no driver warning (one statement at a time on the lock connection)', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const ids = Array.from({ length: 30 }, (_, i) => `pub-burst-${i}`);
      const claims = await Promise.all(ids.map((id) => store.claimPublish(id)));
      expect(claims.every((c) => c !== null)).toBe(true);
      // Each is held: a second claim of any of them is refused, concurrently too.
      expect((await Promise.all(ids.map((id) => store.claimPublish(id)))).every((c) => c === null)).toBe(true);
      await Promise.all(claims.map((c) => c!.release()));
      const again = await Promise.all(ids.map((id) => store.claimPublish(id)));
      expect(again.every((c) => c !== null)).toBe(true);
      await Promise.all(again.map((c) => c!.release()));
      await new Promise((r) => setImmediate(r)); // process warnings are emitted on the next tick
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((m) => /already executing a query/.test(m))).toEqual([]);
  });

  if (backend.name === 'postgres') {
    it('across processes: a claim held elsewhere is refused, and freed when its holder is SIGKILLed', async () => {
      const g = await store.createGame({ options: { players: 2 }, seed: 'pub-kill', users: ['a', 'b'] });
      const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify({ target, gameId: g.id })], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      const exited = new Promise((r) => child.on('exit', r));
      try {
        let out = '';
        let err = '';
        child.stderr.on('data', (c: Buffer) => { err += c.toString(); });
        await new Promise<void>((resolve, reject) => {
          child.stdout.on('data', (c: Buffer) => {
            out += c.toString();
            if (out.includes('\n')) resolve();
          });
          child.on('exit', () => reject(new Error(`claim child exited: ${err}`)));
        });
        expect(out.trim()).toBe('CLAIMED');
        expect(await store.claimPublish(g.id)).toBeNull();
        // A second store (another pool and lock connection) is another process as far as Postgres knows.
        const other = await backend.open(target);
        try {
          expect(await other.claimPublish(g.id)).toBeNull();
        } finally {
          await other.close();
        }
      } finally {
        child.kill('SIGKILL');
        await exited;
      }
      // The server frees the dead session's lock as soon as it sees the socket close.
      let claim = null;
      for (let i = 0; i < 200 && !claim; i++) {
        claim = await store.claimPublish(g.id);
        if (!claim) await new Promise((r) => setTimeout(r, 50));
      }
      expect(claim).not.toBeNull();
      await claim!.release();
    }, 60_000);
  }

  it('an old database upgrades: games in play count as one change behind, the others as published', async () => {
    // A database as it was before this migration (made by taking it back out of a migrated one),
    // with a lobby, a game in play and a finished one.
    const migration = readMigrations().find((m) => m.name.endsWith('_publish_position'))!;
    const oldTarget = await backend.target();
    const db = await openDatabase({ ...oldTarget, logger: silentLogger });
    try {
      await db.withConnection(async (c) => {
        await c.exec('ALTER TABLE "Game" DROP COLUMN "version", DROP COLUMN "publishedVersion"');
        await c.query('DELETE FROM "_prisma_migrations" WHERE migration_name = $1', [migration.name]);
        for (const [id, status] of [['g-lobby', 'lobby'], ['g-active', 'active'], ['g-ended', 'ended']] as const) {
          await c.query(
            `INSERT INTO "Game" (id, code, status, options, seed, "rulesVersion", seq, state, "updatedAt") VALUES ($1, $2, $3, '{}', 's', 1, 7, '{}', now())`,
            [id, id.slice(2, 7).toUpperCase(), status],
          );
        }
      });
    } finally {
      await db.close();
    }
    const upgraded = await backend.open(oldTarget);
    try {
      expect(upgraded.migrations.applied).toEqual([migration.name]);
      expect(await upgraded.publishHead('g-lobby')).toEqual({ status: 'lobby', version: 1, publishedVersion: 1 });
      expect(await upgraded.publishHead('g-active')).toEqual({ status: 'active', version: 2, publishedVersion: 1 });
      expect(await upgraded.publishHead('g-ended')).toEqual({ status: 'ended', version: 1, publishedVersion: 1 });
      expect(await upgraded.listUnpublished()).toEqual(['g-active']);
    } finally {
      await upgraded.close();
    }
  });
});

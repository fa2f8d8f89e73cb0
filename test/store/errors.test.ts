/**
 * Clear errors: a database that cannot be reached at start-up or goes away mid-game gives the
 * caller a typed StorageUnavailableError ("nothing was changed"), never a corrupted game.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore, StorageUnavailableError, type StoreError } from '../../src/store/index.ts';
import { describeBackends } from './backends.ts';
import { pickMove } from './moves.ts';

const scratch = mkdtempSync(join(tmpdir(), 'arcs-store-errors-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function expectUnavailable(p: Promise<unknown>, op: string): Promise<StorageUnavailableError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(StorageUnavailableError);
  const err = e as StorageUnavailableError;
  expect(err.code).toBe('store/unavailable');
  expect(err.op).toBe(op);
  expect(err.userMessage).toMatch(/nothing was changed/);
  return err;
}

describe('start-up errors', () => {
  it('an unreachable Postgres server is StorageUnavailableError at start-up', async () => {
    // Port 1 on loopback: nothing listens there.
    const err = await expectUnavailable(openStore({ databaseUrl: 'postgresql://arcs:secret@127.0.0.1:1/arcs', connectTimeoutMs: 2000 }), 'open');
    expect(err.message).not.toContain('secret');
  });

  it('a data folder that cannot be created is StorageUnavailableError', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    await expectUnavailable(openStore({ dataDir: join(file, 'data') }), 'open');
  });

  it('a data folder already open (here, or in another live process) is refused', async () => {
    const dir = join(scratch, 'shared');
    const a = await openStore({ dataDir: dir });
    try {
      await expectUnavailable(openStore({ dataDir: dir }), 'open');
    } finally {
      await a.close();
    }
    // Held by another live process (our parent stands in for it).
    writeFileSync(join(dir, 'arcs.lock'), String(process.ppid));
    const err = await expectUnavailable(openStore({ dataDir: dir }), 'open');
    expect(err.message).toContain(String(process.ppid));
    // A lock whose pid now belongs to another process (a restarted container) is taken over.
    writeFileSync(join(dir, 'arcs.lock'), JSON.stringify({ pid: process.ppid, start: '1' }));
    await (await openStore({ dataDir: dir })).close();
    // A lock left by a dead process is taken over.
    writeFileSync(join(dir, 'arcs.lock'), '999999999');
    const b = await openStore({ dataDir: dir });
    await b.close();
  });
});

describeBackends('mid-game outage', (backend) => {
  it('a database that goes away mid-game gives StorageUnavailableError and leaves the game intact', async () => {
    const target = await backend.target();
    const store = await backend.open(target);
    const g = await store.createGame({ options: { players: 2 }, seed: 'outage', users: ['a', 'b'] });
    const m1 = pickMove(g.state, 'o')!;
    expect((await store.commit({ gameId: g.id, expectedSeq: 0, input: m1.input, nextState: m1.next, interactionId: 'out-1', actor: 'a' })).status).toBe('committed');
    const m2 = pickMove(m1.next, 'o')!;
    const commit2 = (s: typeof store) => s.commit({ gameId: g.id, expectedSeq: 1, input: m2.input, nextState: m2.next, interactionId: 'out-2', actor: 'b' });

    const server = backend.server();
    if (server) {
      // The Postgres server crashes; the bot keeps running.
      await server.kill();
      const err = await expectUnavailable(commit2(store), 'commit');
      expect((err as StoreError).userMessage).toBeTruthy();
      expect(err.message).not.toMatch(/invocation/);
      const loadErr = await expectUnavailable(store.loadGame(g.id), 'loadGame');
      expect(loadErr.message).toMatch(/reach|connect|terminat/i);
      expect(loadErr.message).not.toMatch(/invocation/);
      expect(await store.healthy()).toBe(false);
      // It comes back: the same store recovers, and the failed commit had changed nothing.
      await server.start();
      expect((await store.loadGame(g.id))!.seq).toBe(1);
      expect(await commit2(store)).toEqual({ status: 'committed', seq: 2 });
      await store.close();
    } else {
      // The embedded database is gone (closed under the app's feet).
      await store.close();
      await expectUnavailable(commit2(store), 'commit');
      await expectUnavailable(store.loadGame(g.id), 'loadGame');
      // Reopened, the game is as it was, and the move can be made.
      const again = await backend.open(target);
      expect((await again.loadGame(g.id))!.seq).toBe(1);
      expect(await commit2(again)).toEqual({ status: 'committed', seq: 2 });
      await again.close();
    }
    const check = await backend.open(target);
    expect(await check.verify(g.id)).toEqual({ ok: true, seq: 2 });
    await check.close();
  });
});

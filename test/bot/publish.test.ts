/**
 * Publishing follows the stored game (issue 22, item 1), in one process: a game committed
 * elsewhere is published when it is loaded; a publish that dies at any of its steps is finished by
 * the next one without posting anything twice (and, past Discord's nonce window, without leaving
 * two live panels); a publish that keeps failing says so once in the thread; two processes
 * publishing the same game post it once.
 * The real kills, in a child process, are test/bot/restart-*.test.ts.
 */
import { Client } from 'discord.js';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ArcsApp } from '../../src/app/games.ts';
import { t } from '../../src/app/messages.ts';
import { Publisher } from '../../src/bot/publish.ts';
import { setCrashHook, type CrashPoint } from '../../src/crash-points.ts';
import { openStore, type Store } from '../../src/store/index.ts';
import { postgresAvailability, startPostgres, type PgServer } from '../store/pg-harness.ts';
import { pickMove } from '../store/moves.ts';
import { openGame, rng, slash, startWorld, step, type World } from './helpers.ts';
import { checkPosted, readFacts } from './restart-harness.ts';

afterEach(() => setCrashHook(null));

/** Commit the next move straight into the database, as another process would, publishing nothing. */
async function commitElsewhere(store: Store, threadId: string, salt: string): Promise<void> {
  const g = (await store.loadGame((await store.findByThread(threadId))!.id))!;
  const m = pickMove(g.state, salt)!;
  const r = await store.commit({ gameId: g.id, expectedSeq: g.seq, input: m.input, nextState: m.next, interactionId: `elsewhere:${g.id}:${m.next.seq}`, actor: 'system' });
  expect(r.status).toBe('committed');
}

/** Throw (as a dying process stops) the next time `point` is reached. */
function failOnceAt(point: CrashPoint): { fired: () => boolean } {
  let fired = false;
  setCrashHook((p) => {
    if (p !== point || fired) return;
    fired = true;
    throw new Error(`simulated crash at ${p}`);
  });
  return { fired: () => fired };
}

async function twoPlayers(w: World, name: string) {
  const users = [w.discord.addUser(`${name}-a`), w.discord.addUser(`${name}-b`, { dmsClosed: true })];
  const thread = await openGame(w, users);
  return { users, thread, dmsClosed: new Set([users[1]!.id]) };
}

describe('publishing follows the stored game', () => {
  let w: World;
  beforeAll(async () => { w = await startWorld({ seed: 'publish' }); });
  afterAll(async () => { await w?.close(); });

  it('a game committed elsewhere is published when it is loaded (here by /arcs status)', async () => {
    const { users, thread, dmsClosed } = await twoPlayers(w, 'load');
    const pick = rng(11);
    const eph = new Map<string, string>();
    for (let k = 0; k < 3; k++) await step(w, thread, users, pick, eph);
    await commitElsewhere(w.store, thread, 'load');
    const behind = await readFacts(w.store, thread);
    expect(behind!.publishedVersion).toBeLessThan(behind!.version);
    await slash(w, users[0]!, thread, 'status');
    await w.bot.bot.idle();
    expect(checkPosted(w.discord, thread, await readFacts(w.store, thread), users, dmsClosed)).toEqual([]);
    // And play goes on from what was posted.
    for (let k = 0; k < 5; k++) expect(await step(w, thread, users, pick, eph)).not.toBeNull();
  });

  it('a publish that stops at any of its steps is finished by the next, posting nothing twice', async () => {
    const { users, thread, dmsClosed } = await twoPlayers(w, 'steps');
    const pick = rng(12);
    const eph = new Map<string, string>();
    const points: CrashPoint[] = ['publish:claimed', 'publish:summary', 'publish:panel', 'publish:dm', 'publish:hand', 'publish:marked'];
    for (const point of points) {
      const armed = failOnceAt(point);
      for (let k = 0; k < 200 && !armed.fired(); k++) await step(w, thread, users, pick, eph);
      expect(armed.fired(), `never reached ${point}`).toBe(true);
      // The failed publish is retried (step waited for it); once more changes nothing.
      setCrashHook(null);
      await w.bot.bot.publisher.publish((await w.store.findByThread(thread))!.id);
      expect(checkPosted(w.discord, thread, await readFacts(w.store, thread), users, dmsClosed), point).toEqual([]);
      eph.clear();
    }
  });

  it('a publish that keeps failing says so once in the thread; the next one that works brings the game up to date', async () => {
    const { users, thread, dmsClosed } = await twoPlayers(w, 'stuck');
    const pick = rng(13);
    const eph = new Map<string, string>();
    for (let k = 0; k < 2; k++) await step(w, thread, users, pick, eph);
    // This world's publisher stops (its sweep would race the failing one); a healthy one catches up at the end.
    await w.bot.bot.idle();
    w.bot.bot.publisher.stop();
    await commitElsewhere(w.store, thread, 'stuck');
    const gameId = (await w.store.findByThread(thread))!.id;
    // Another process whose database reads fail half way through every publish (the claim is taken, the game loaded).
    class Failing extends ArcsApp {
      override bookkeeping(): never {
        throw new Error('database unreachable');
      }
    }
    const client = new Client({ intents: [], rest: { api: w.discord.restBase } });
    client.rest.setToken(w.discord.botToken);
    const failing = new Publisher(client, new Failing(w.store), pino({ level: 'silent' }), { retryMs: 1 });
    const healthy = new Publisher(client, new ArcsApp(w.store), pino({ level: 'silent' }), { retryMs: 50 });
    const notices = () => w.discord.messages(thread).filter((m) => m.content === t('game.publish-stuck'));
    try {
      await failing.publish(gameId);
      await failing.idle(); // the retries, each failing
      expect(notices()).toHaveLength(1);
      expect((await readFacts(w.store, thread))!.publishedVersion).toBeLessThan((await readFacts(w.store, thread))!.version);
      // Failing again after that: not said twice.
      await failing.publish(gameId);
      await failing.idle();
      expect(notices()).toHaveLength(1);
      await healthy.publish(gameId);
      await healthy.idle();
      expect(checkPosted(w.discord, thread, await readFacts(w.store, thread), users, dmsClosed)).toEqual([]);
      expect(notices()).toHaveLength(1);
    } finally {
      failing.stop();
      healthy.stop();
      await client.destroy();
    }
  });
});

const pg = postgresAvailability();
describe.skipIf(!pg.ok && !pg.mustFail)('two processes over one Postgres database; Discord forgets nonces at once', () => {
  let server: PgServer | null = null;
  let w: World;
  let other: { store: Store; client: Client; publisher: Publisher } | null = null;
  beforeAll(async () => {
    if (!pg.ok) throw new Error(pg.reason);
    server = await startPostgres(pg.bin);
    const url = await server.createDatabase('arcs_publish');
    // nonceWindowMs 0: past Discord's nonce window, a post repeated after a crash is a new message.
    w = await startWorld({ seed: 'two', databaseUrl: url, discord: { nonceWindowMs: 0 } });
    // A second bot process as far as the database can tell: its own pool, lock connection and client.
    const store = await openStore({ databaseUrl: url });
    const client = new Client({ intents: [], rest: { api: w.discord.restBase } });
    client.rest.setToken(w.discord.botToken);
    other = { store, client, publisher: new Publisher(client, new ArcsApp(store), pino({ level: 'silent' }), { retryMs: 50 }) };
  });
  afterAll(async () => {
    other?.publisher.stop();
    await other?.client.destroy();
    await other?.store.close();
    await w?.close();
    await server?.destroy();
  });

  it('while another process holds the claim this one posts nothing; once it lets go, the game is published', async () => {
    const { users, thread, dmsClosed } = await twoPlayers(w, 'claim');
    const pick = rng(15);
    const eph = new Map<string, string>();
    for (let k = 0; k < 3; k++) await step(w, thread, users, pick, eph);
    const gameId = (await w.store.findByThread(thread))!.id;
    const claim = await other!.store.claimPublish(gameId);
    expect(claim).not.toBeNull();
    await commitElsewhere(w.store, thread, 'claim');
    const posted = w.discord.messages(thread).length;
    const requests = w.discord.requests().length;
    await w.bot.bot.publisher.publish(gameId);
    expect(w.discord.messages(thread).length).toBe(posted);
    expect(w.discord.requests().slice(requests).filter((r) => r.method !== 'GET')).toEqual([]);
    const facts = await readFacts(w.store, thread);
    expect(facts!.publishedVersion).toBeLessThan(facts!.version);
    await claim!.release();
    await w.bot.bot.idle(); // it looks again shortly
    expect(checkPosted(w.discord, thread, await readFacts(w.store, thread), users, dmsClosed)).toEqual([]);
  });

  it('both publish the same game at once: everything is posted once', async () => {
    const { users, thread, dmsClosed } = await twoPlayers(w, 'race');
    const pick = rng(14);
    const eph = new Map<string, string>();
    const gameId = (await w.store.findByThread(thread))!.id;
    for (let round = 0; round < 4; round++) {
      for (let k = 0; k < 2; k++) await step(w, thread, users, pick, eph);
      await commitElsewhere(w.store, thread, `race${round}`);
      await Promise.all([w.bot.bot.publisher.publish(gameId), other!.publisher.publish(gameId), other!.publisher.publish(gameId)]);
      await Promise.all([w.bot.bot.idle(), other!.publisher.idle()]);
      expect(checkPosted(w.discord, thread, await readFacts(w.store, thread), users, dmsClosed), `round ${round}`).toEqual([]);
      eph.clear();
    }
  });

  it('a panel posted twice leaves one live panel; a summary at worst twice', async () => {
    const { users, thread, dmsClosed } = await twoPlayers(w, 'window');
    const pick = rng(13);
    const eph = new Map<string, string>();
    for (const point of ['publish:panel', 'publish:summary'] as const) {
      const armed = failOnceAt(point);
      for (let k = 0; k < 200 && !armed.fired(); k++) await step(w, thread, users, pick, eph);
      expect(armed.fired()).toBe(true);
      setCrashHook(null);
      // The failed publish was retried (step waited for it): with the nonce forgotten, it posted anew.
      await w.bot.bot.publisher.publish((await w.store.findByThread(thread))!.id);
      const problems = checkPosted(w.discord, thread, await readFacts(w.store, thread), users, dmsClosed);
      // The only thing allowed past the window: the message that was cut short, posted once more.
      expect(problems.filter((p) => !p.startsWith('posted twice'))).toEqual([]);
      expect(problems.length).toBeLessThanOrEqual(1);
      eph.clear();
      for (let k = 0; k < 3; k++) expect(await step(w, thread, users, pick, eph)).not.toBeNull();
    }
  });
});

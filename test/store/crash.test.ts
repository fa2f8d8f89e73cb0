/**
 * Crash safety: a child process commits a long stream of moves and is SIGKILLed at random
 * points (also during its very first start, while the database is created and migrated). After
 * every restart the stored game must equal the replay of its stored log, and every move the
 * child acknowledged must be in the log.
 *
 * CRASH_SEED=<n> reproduces a run; CRASH_ROUNDS=<n> changes how many kills (default 10).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { describeBackends, type Target } from './backends.ts';
import { prng } from './moves.ts';

const CHILD = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 10);

interface ChildRun {
  /** Complete lines (each was followed by a newline). */
  lines: string[];
  /** A last line cut short by the kill, if any: never parsed. */
  partial: string;
  killed: boolean;
  code: number | null;
  stderr: string;
}

/** When to SIGKILL the child: ms after it starts, ms after it has verified the game, or after its n-th ACK. */
type Kill = { killAfterMs: number } | { afterVerifyMs: number } | { afterAcks: number; delayMs: number };

/** Run the child, kill it as `kill` says, and resolve once it has exited. */
function runChild(args: object, kill: Kill): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(args)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let buf = '';
    let stderr = '';
    let killed = false;
    let timer: NodeJS.Timeout | null = null;
    const doKill = () => {
      killed = child.kill('SIGKILL') || killed;
    };
    let acks = 0;
    if ('killAfterMs' in kill) timer = setTimeout(doKill, kill.killAfterMs);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buf += chunk;
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        lines.push(line);
        if ('afterVerifyMs' in kill && line.startsWith('VERIFY') && !timer) timer = setTimeout(doKill, kill.afterVerifyMs);
        if ('afterAcks' in kill && line.startsWith('ACK') && ++acks === kill.afterAcks && !timer) timer = setTimeout(doKill, kill.delayMs);
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (c: string) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ lines, partial: buf, killed: killed && signal === 'SIGKILL', code, stderr });
    });
  });
}

describeBackends('crash safety', (backend) => {
  it(`SIGKILL at random points (${ROUNDS} kills) loses no acknowledged move and never corrupts the game`, async () => {
    const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 1e9));
    const rand = prng(seed);
    const note = `(reproduce with CRASH_SEED=${seed})`;
    const target: Target = await backend.emptyTarget();
    try {
      await crashScenario(target, rand, note);
    } catch (e) {
      // Print the seed and the reason even if the reporter loses them.
      console.error(`crash test [${backend.name}] FAILED ${note}: ${(e as Error).message}`);
      throw e;
    }
  }, 600_000); // bounded by the kill count; a loaded machine is slow, and a timed-out scenario would race the cleanup of its database

  async function crashScenario(target: Target, rand: () => number, note: string): Promise<void> {
    const seed = note.replace(/\D/g, '');

    // 1. Kill the very first start: database creation and migrations.
    const firstStart = backend.name === 'pglite' ? 5000 : 800;
    for (let i = 0; i < 2; i++) {
      const r = await runChild({ target, mode: 'init' }, { killAfterMs: Math.floor(rand() * firstStart) });
      if (!r.killed) expect(r.code, `init child failed ${note}: ${r.stderr}`).toBe(0);
    }

    // 2. Whatever state that left, the database opens; make a game (another when one ends).
    const newGame = async (n: number): Promise<string> => {
      const s = await backend.open(target);
      try {
        return (await s.createGame({ options: { players: 4 }, seed: `crash-${seed}-${n}`, users: ['a', 'b', 'c', 'd'] })).id;
      } finally {
        await s.close();
      }
    };
    const games: { id: string; acked: Map<number, string>; maxAcked: number }[] = [{ id: await newGame(0), acked: new Map(), maxAcked: 0 }];

    // 3. Commit a stream of moves, killing the committer at random points.
    let verifies = 0;
    let kills = 0;
    for (let round = 0; kills < ROUNDS; round++) {
      if (round > ROUNDS * 3) throw new Error(`too many rounds without a kill ${note}`);
      const g = games[games.length - 1]!;
      // Mostly while committing; sometimes while starting up (recovery, verification). The
      // first round always lets some moves through, however slow the machine is.
      const r0 = round === 0 ? 1 : rand();
      const kill: Kill =
        r0 < 0.2 ? { killAfterMs: Math.floor(rand() * 1500) }
        : r0 < 0.5 ? { afterVerifyMs: Math.floor(rand() * 200) }
        : { afterAcks: 1 + Math.floor(rand() * 60), delayMs: Math.floor(rand() * 4) };
      const r = await runChild({ target, mode: 'play', gameId: g.id, salt: `s${seed}` }, kill);
      if (!r.killed && !r.lines.includes('DONE')) throw new Error(`child exited with ${r.code} ${note}: ${r.stderr}`);
      if (r.killed) kills++;
      for (const line of r.lines) {
        const [word, a, b] = line.split(' ');
        if (word === 'VERIFY') {
          expect(a, `after restart, stored state != replay of its log ${note}`).toBe('ok');
          expect(Number(b)).toBeGreaterThanOrEqual(g.maxAcked);
          verifies++;
        } else if (word === 'ACK') {
          const seq = Number(a);
          expect(seq, `ack out of order ${note}`).toBeGreaterThan(g.maxAcked);
          g.acked.set(seq, b!);
          g.maxAcked = seq;
        } else if (word === 'UNEXPECTED') {
          throw new Error(`${line} ${note}`);
        }
      }
      if (r.lines.includes('DONE')) games.push({ id: await newGame(games.length), acked: new Map(), maxAcked: 0 });
    }

    // 4. After the last kill: each game is its log's replay and holds every acknowledged move.
    const store = await backend.open(target);
    try {
      let acks = 0;
      for (const g of games) {
        const loaded = await store.loadGame(g.id);
        expect(await store.verify(g.id), `final state != replay ${note}`).toEqual({ ok: true, seq: loaded!.seq });
        expect(loaded!.seq).toBeGreaterThanOrEqual(g.maxAcked);
        const log = await store.readLog(g.id);
        expect(log.map((e) => e.seq), `log has gaps ${note}`).toEqual(Array.from({ length: loaded!.seq }, (_, i) => i + 1));
        for (const [seq, id] of g.acked) expect(log[seq - 1]?.interactionId, `acknowledged move ${seq} lost ${note}`).toBe(id);
        acks += g.acked.size;
      }
      expect(acks, `no move was ever acknowledged ${note}`).toBeGreaterThan(0);
      expect(verifies).toBeGreaterThan(0);
      console.log(`crash test [${backend.name}] seed=${seed}: ${kills} kills, ${games.length} game(s), ${acks} acknowledged moves, ${verifies} verified restarts`);
    } finally {
      await store.close();
    }
  }
});

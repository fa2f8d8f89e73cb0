/**
 * The render pool (src/render/pool.ts): images drawn in a worker thread are the main thread's
 * images, and on Linux the worker thread runs at a lower priority than the thread that asked
 * (issue 19: a click is acknowledged while boards are drawn), which keeps its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { renderBoard as boardHere } from '../../src/render/index.ts';
import { closeRenderPool, renderBoard } from '../../src/render/pool.ts';
import { loadView } from './fixtures.ts';

/** Each thread of this process with its nice value (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNice(): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at field 3.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), Number(rest[19 - 3]));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return out;
}

const env = { threads: process.env.ARCS_RENDER_THREADS, nice: process.env.ARCS_RENDER_NICE };
afterAll(async () => {
  await closeRenderPool();
  for (const [k, v] of [['ARCS_RENDER_THREADS', env.threads], ['ARCS_RENDER_NICE', env.nice]] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('render pool', () => {
  it('GIVEN a board drawn in the pool THEN it is byte for byte the board drawn on this thread', async () => {
    process.env.ARCS_RENDER_THREADS = '1';
    const view = loadView('midgame-4p');
    const [pooled, here] = await Promise.all([renderBoard(view), boardHere(view)]);
    expect(pooled.equals(here)).toBe(true);
  });

  describe.runIf(process.platform === 'linux')('thread priority (Linux)', () => {
    it('GIVEN the default THEN the render thread runs at nice 10 (or the process\'s own, if lower) and this thread keeps its priority', async () => {
      await closeRenderPool();
      delete process.env.ARCS_RENDER_NICE;
      process.env.ARCS_RENDER_THREADS = '1';
      const mine = getPriority();
      const before = new Set(threadNice().keys());
      await renderBoard(loadView('start-2p'));
      const started = [...threadNice()].filter(([tid]) => !before.has(tid));
      expect(started.map(([, nice]) => nice)).toContain(Math.max(mine, 10));
      expect(getPriority()).toBe(mine);
    });

    it('GIVEN ARCS_RENDER_NICE=0 THEN the render thread keeps the process\'s priority', async () => {
      await closeRenderPool();
      process.env.ARCS_RENDER_NICE = '0';
      process.env.ARCS_RENDER_THREADS = '1';
      const mine = getPriority();
      const before = new Set(threadNice().keys());
      await renderBoard(loadView('start-2p'));
      const started = [...threadNice()].filter(([tid]) => !before.has(tid));
      expect(started.length).toBeGreaterThan(0);
      expect(started.every(([, nice]) => nice === mine)).toBe(true);
    });
  });
});

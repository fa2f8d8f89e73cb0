/**
 * Renders off the event loop: a pool of worker threads (tinypool) draws and encodes the images,
 * so a click on one game is acknowledged and committed while another game's board is drawn.
 * Same functions as ./index.ts, same images. The pool starts on first use with
 * `ARCS_RENDER_THREADS` threads (default: the number of CPUs less one, at least 1, at most 4);
 * `ARCS_RENDER_THREADS=0` draws on the main thread instead. A worker that cannot start (a
 * platform where worker threads cannot load TypeScript) falls back to the main thread, once, with
 * a warning.
 */
import { availableParallelism } from 'node:os';
import { Tinypool } from 'tinypool';
import type { GameView } from '../engine/view.ts';
import { renderBoard as boardHere, renderCluster as clusterHere, renderHand as handHere } from './index.ts';
import type { RenderTask } from './worker.ts';

let pool: Tinypool | null = null;
let disabled = false;

export function renderThreads(env: NodeJS.ProcessEnv = process.env): number {
  const v = env.ARCS_RENDER_THREADS;
  if (v !== undefined && v !== '' && /^\d+$/.test(v)) return Math.min(Number(v), 16);
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

function getPool(): Tinypool | null {
  if (disabled) return null;
  if (!pool) {
    const threads = renderThreads();
    if (threads === 0) {
      disabled = true;
      return null;
    }
    pool = new Tinypool({
      // A JavaScript entry that loads the TypeScript worker through tsx (as `npm start` runs).
      filename: new URL('./worker-entry.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: 60_000,
    });
  }
  return pool;
}

let inFlight = 0;
/** Images being drawn right now (for the benchmark). */
export const rendersInFlight = (): number => inFlight;

async function run(task: RenderTask, here: () => Promise<Buffer>): Promise<Buffer> {
  inFlight++;
  try {
    return await runTask(task, here);
  } finally {
    inFlight--;
  }
}

async function runTask(task: RenderTask, here: () => Promise<Buffer>): Promise<Buffer> {
  const p = getPool();
  if (!p) return here();
  try {
    const out = (await p.run(task)) as Uint8Array;
    return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
  } catch (e) {
    if (!(e instanceof Error) || !/ERR_UNKNOWN_FILE_EXTENSION|ERR_MODULE_NOT_FOUND|Cannot find module|worker/i.test(`${(e as NodeJS.ErrnoException).code ?? ''} ${e.message}`)) throw e;
    process.emitWarning(`render pool unavailable, drawing on the main thread: ${e.message}`);
    disabled = true;
    void closeRenderPool();
    return here();
  }
}

export function renderBoard(view: GameView): Promise<Buffer> {
  return run({ kind: 'board', view }, () => boardHere(view));
}

export function renderCluster(view: GameView, cluster: number): Promise<Buffer> {
  return run({ kind: 'cluster', view, cluster }, () => clusterHere(view, cluster));
}

export function renderHand(view: GameView, seat: number): Promise<Buffer> {
  return run({ kind: 'hand', view, seat }, () => handHere(view, seat));
}

/** Stop the pool's threads (shutdown, end of a test). */
export async function closeRenderPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}

/**
 * A render worker (runs in a worker thread of the pool in ./pool.ts): draws and encodes one image.
 * The view arrives as structured-clone data; the image goes back as a transferable buffer.
 *
 * The thread yields the CPU to the bot's main thread (issue 19): drawing 20 boards at once keeps
 * the render threads busy, and on a machine with few cores the main thread, which acknowledges
 * clicks and commits them, would otherwise wait its turn behind them. On Linux the nice value is
 * per thread, so this thread lowers its own to ARCS_RENDER_NICE (default 10; never raised: 0 leaves
 * it as the process has it) and the main thread keeps its priority; the PNG's deflate runs here
 * too, not on the libuv thread pool whose threads run at the process's priority. Elsewhere (macOS,
 * Windows) the priority is the whole process's, so it is left alone.
 */
import { getPriority, setPriority } from 'node:os';
import type { GameView } from '../engine/view.ts';
import { renderBoard, renderCluster, renderHand } from './index.ts';
import { deflateHere } from './png.ts';
import { renderNice } from './priority.ts';

deflateHere(true);
const nice = renderNice();
if (process.platform === 'linux' && nice > getPriority()) {
  try {
    setPriority(nice);
  } catch {
    // Not allowed here (a sandbox without setpriority): the thread runs at the process's priority.
  }
}

export type RenderTask =
  | { kind: 'board'; view: GameView }
  | { kind: 'cluster'; view: GameView; cluster: number }
  | { kind: 'hand'; view: GameView; seat: number };

export default async function render(task: RenderTask): Promise<Uint8Array> {
  const png = task.kind === 'board' ? await renderBoard(task.view)
    : task.kind === 'cluster' ? await renderCluster(task.view, task.cluster)
    : await renderHand(task.view, task.seat);
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/**
 * A render worker (runs in a worker thread of the pool in ./pool.ts): draws and encodes one image.
 * The view arrives as structured-clone data; the image goes back as a transferable buffer.
 */
import type { GameView } from '../engine/view.ts';
import { renderBoard, renderCluster, renderHand } from './index.ts';

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

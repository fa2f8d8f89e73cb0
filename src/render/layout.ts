/** The board image's frame: its width, margins and the vertical sections it is stacked from. */
import { text, type Ctx } from './draw.ts';
import { INK_DIM, TEXT } from './theme.ts';

export const WIDTH = 1000;
export const PAD = 20;

/** A horizontal band of the board image: its height is known before anything is drawn. */
export interface Section { height: number; draw: (g: Ctx, y: number) => void }

export function sectionTitle(g: Ctx, title: string, y: number, right?: string): void {
  text(g, title.toUpperCase(), PAD, y + 22, TEXT.small, INK_DIM);
  if (right) text(g, right, WIDTH - PAD, y + 22, TEXT.small, INK_DIM, { align: 'right', weight: 'regular' });
}

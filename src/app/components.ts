/**
 * Decision → components, as plain data (no discord.js types): the bot turns these into action
 * rows. A few options become buttons; more become select menus of up to 25, four menus a page,
 * with page buttons when even that is not enough. The engine already splits big choices into
 * steps (system, then pieces), so paging is rare.
 */
import type { Decision } from '../engine/index.ts';
import { say, type Names } from '../text/say.ts';
import { encodeId } from './custom-id.ts';
import { clip, t } from './messages.ts';

export type ButtonStyle = 'primary' | 'secondary' | 'success' | 'danger';
export interface ButtonSpec { type: 'button'; customId: string; label: string; style: ButtonStyle; disabled?: boolean }
export interface SelectSpec { customId: string; placeholder: string; options: { value: string; label: string }[] }
export type RowSpec = { type: 'buttons'; buttons: ButtonSpec[] } | { type: 'select'; select: SelectSpec };

export const MAX_BUTTONS = 5;
export const MENU_SIZE = 25;
export const MENUS_PER_PAGE = 4;
const PAGE_SIZE = MENU_SIZE * MENUS_PER_PAGE;

function styleFor(id: string): ButtonStyle {
  if (/^(no|pass|end|stop|none|keep|noswap|done)$/.test(id)) return 'secondary';
  if (/^(concede)$/.test(id)) return 'danger';
  return 'primary';
}

/** A menu's placeholder: the question's first line, shortened to fit Discord's 150 characters. */
function what(prompt: string | undefined): string {
  const line = (prompt ?? '').split('\n')[0]!.trim();
  return line ? clip(line, 110) : t('game.pick-default');
}

/** The components that answer `d` in game `gameId`, showing page `page` of a long list. */
export function decisionRows(gameId: string, d: Pick<Decision, 'options' | 'openedAt'> & Partial<Pick<Decision, 'prompt'>>, names: Names, page = 0): RowSpec[] {
  const question = d.prompt ? say(d.prompt, names) : undefined;
  const opts = d.options;
  if (opts.length <= MAX_BUTTONS) {
    return [{
      type: 'buttons',
      buttons: opts.map((o, i) => ({ type: 'button', customId: encodeId({ k: 'o', game: gameId, seq: d.openedAt, opt: i }), label: clip(say(o.label, names), 80), style: styleFor(o.id) })),
    }];
  }
  const pages = Math.ceil(opts.length / PAGE_SIZE);
  const p = Math.min(Math.max(0, page), pages - 1);
  const rows: RowSpec[] = [];
  for (let m = 0; m < MENUS_PER_PAGE; m++) {
    const start = p * PAGE_SIZE + m * MENU_SIZE;
    if (start >= opts.length) break;
    const slice = opts.slice(start, start + MENU_SIZE);
    rows.push({
      type: 'select',
      select: {
        customId: encodeId({ k: 's', game: gameId, seq: d.openedAt, page: p * MENUS_PER_PAGE + m }),
        // What to pick (the question), with the range when the options fill several menus.
        placeholder: clip(opts.length > MENU_SIZE
          ? t('game.page', { what: what(question), from: start + 1, to: start + slice.length, total: opts.length })
          : t('game.pick', { what: what(question) }), 150),
        options: slice.map((o, i) => ({ value: String(start + i), label: clip(say(o.label, names), 100) })),
      },
    });
  }
  if (pages > 1) {
    rows.push({
      type: 'buttons',
      buttons: [{ type: 'button', customId: encodeId({ k: 'p', game: gameId, seq: d.openedAt, page: (p + 1) % pages }), label: t('game.more'), style: 'secondary' }],
    });
  }
  return rows;
}

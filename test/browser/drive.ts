// Plays the local table through its page's own HTTP API (what the page's buttons and menus send),
// for tests and benches that need a whole game quickly: which seat has something to answer, and a
// seeded random answer. The page itself is only looked at (screenshots) or clicked (the bench).
// The steps every browser test takes in the page (a page that collects its errors, acting as a
// seat, opening a channel, typing a command, photographing the page at a phone's and a desktop's
// width) are at the end, shared by campaign, full-game and game.test.ts.
import { copyFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';

export interface Person { id: string; name: string }
export interface Channel { id: string; name: string; kind: 'text' | 'thread' | 'dm' }
export interface Component { type: number; custom_id?: string; label?: string; disabled?: boolean; style?: number;
  options?: { label: string; value: string }[]; min_values?: number; max_values?: number; components?: Component[] }
export interface Msg { id: string; content?: string; flags?: number; edited_timestamp?: string | null;
  attachments?: { id: string; filename: string; url: string }[]; components?: Component[]; embeds?: unknown[] }
export interface TableState { users: Person[]; channels: Channel[]; channel: string; messages: Msg[]; commands: unknown[] }

export interface Action {
  as: Person;
  channel: string;
  where: 'thread' | 'dm';
  message: Msg;
  kind: 'click' | 'select';
  customId: string;
  values?: string[];
  label: string;
}

const AVOID = /concede|leave|abandon|cancel|kick|undo|back|resign|quit|my hand/i;

export async function tableState(url: string, as: string, channel = ''): Promise<TableState> {
  const r = await fetch(new URL(`/api/state?as=${as}&channel=${channel}`, url));
  return r.json() as Promise<TableState>;
}

export async function post(url: string, path: string, body: Record<string, unknown>): Promise<{ ok: boolean; error?: string }> {
  const r = await fetch(new URL(path, url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return r.json() as Promise<{ ok: boolean; error?: string }>;
}

function flat(cs: Component[] | undefined): Component[] {
  return (cs ?? []).flatMap((c) => (c.type === 1 || c.type === 17 || c.type === 9 ? flat(c.components) : [c]));
}

export const isEphemeral = (m: Msg) => ((m.flags ?? 0) & 64) !== 0;

/** A fingerprint of what a seat sees (to know when the bot has finished answering). */
export async function fingerprint(url: string, people: Person[], threadId: string): Promise<string> {
  const parts: string[] = [];
  for (const p of people) {
    const dm = (await tableState(url, p.id)).channels.find((c) => c.kind === 'dm');
    for (const ch of [threadId, dm?.id]) {
      if (!ch) continue;
      const s = await tableState(url, p.id, ch);
      const last = s.messages.slice(-4);
      parts.push(`${s.messages.length}:${last.map((m) => `${m.id}/${m.edited_timestamp ?? ''}/${JSON.stringify(m.components ?? []).length}`).join(',')}`);
    }
  }
  return parts.join('|');
}

/** Waits until nothing changes for `quietMs` (the bot has answered and posted). */
export async function settle(url: string, people: Person[], threadId: string, quietMs = 250, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last = await fingerprint(url, people, threadId);
  let since = Date.now();
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 60));
    const now = await fingerprint(url, people, threadId);
    if (now !== last) { last = now; since = Date.now(); } else if (Date.now() - since >= quietMs) return;
  }
}

/**
 * Everything the seats could answer now, best first: the newest message with live components that
 * is meant for someone (their DM, their "only you" reply, or a thread message that pings them).
 */
export async function actions(url: string, people: Person[], threadId: string, stale: Set<string>): Promise<Action[]> {
  const out: { a: Action; order: bigint }[] = [];
  for (const p of people) {
    const dm = (await tableState(url, p.id)).channels.find((c) => c.kind === 'dm');
    for (const [ch, where] of [[threadId, 'thread'], [dm?.id, 'dm']] as const) {
      if (!ch) continue;
      const s = await tableState(url, p.id, ch);
      for (const m of s.messages) {
        const forMe = where === 'dm' || isEphemeral(m) || (m.content ?? '').includes(`<@${p.id}>`);
        if (!forMe) continue;
        const key = `${m.id}/${JSON.stringify(m.components ?? []).length}/${m.edited_timestamp ?? ''}`;
        if (stale.has(key)) continue;
        for (const c of flat(m.components)) {
          if (c.disabled || !c.custom_id) continue;
          if (c.type === 2 && !AVOID.test(c.label ?? '')) {
            out.push({ a: { as: p, channel: ch, where, message: m, kind: 'click', customId: c.custom_id, label: c.label ?? '' }, order: BigInt(m.id) });
          } else if (c.type === 3 && c.options?.length) {
            out.push({ a: { as: p, channel: ch, where, message: m, kind: 'select', customId: c.custom_id, label: c.options.map((o) => o.label).join(' / '),
              values: [] }, order: BigInt(m.id) });
          }
        }
      }
    }
  }
  out.sort((x, y) => (y.order > x.order ? 1 : y.order < x.order ? -1 : 0));
  return out.map((x) => x.a);
}

export const staleKey = (m: Msg) => `${m.id}/${JSON.stringify(m.components ?? []).length}/${m.edited_timestamp ?? ''}`;

/** The newest message's choices, one picked at random (a menu: as many options as it needs). */
export function choose(all: Action[], pick: (n: number) => number): Action | undefined {
  const first = all[0];
  if (!first) return undefined;
  const same = all.filter((a) => a.message.id === first.message.id && a.as.id === first.as.id);
  const a = same[pick(same.length)]!;
  if (a.kind === 'select') {
    const c = flat(a.message.components).find((x) => x.custom_id === a.customId)!;
    const opts = [...c.options!];
    const n = Math.max(1, c.min_values ?? 1);
    const values: string[] = [];
    while (values.length < n && opts.length) values.push(opts.splice(pick(opts.length), 1)[0]!.value);
    return { ...a, values };
  }
  return a;
}

export async function perform(url: string, a: Action): Promise<{ ok: boolean; error?: string }> {
  return a.kind === 'click'
    ? post(url, '/api/click', { as: a.as.id, channel: a.channel, messageId: a.message.id, customId: a.customId })
    : post(url, '/api/select', { as: a.as.id, channel: a.channel, messageId: a.message.id, customId: a.customId, values: a.values });
}

/* ------------------------------------------------------------- in the page */

/** A small deterministic PRNG (xorshift): `n` gives 0..n-1, the same run for the same seed. */
export function rng(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n: number) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

/** Ask `f` again every 50 ms until it answers something truthy (that answer), or fail after `timeoutMs` naming `what`. */
export async function until<T>(what: string, f: () => Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const SIZES = [['phone', { width: 400, height: 860 }], ['desktop', DESKTOP]] as const;

/** A new page whose script errors are added to `errors` (each prefixed with `tag`, when given). */
export async function newPage(browser: Browser, errors: string[], viewport: Viewport = DESKTOP, tag = ''): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.on('pageerror', (e) => errors.push(tag ? `${tag}: ${e.message}` : e.message));
  return page;
}

/** Load the table as `as` (in `channel`, when given) and wait until the page is ready. */
export async function loadTable(page: Page, url: string, as: string, channel?: string): Promise<void> {
  await page.goto(`${url}#as=${as}${channel ? `&channel=${channel}` : ''}`);
  await page.waitForSelector('body[data-ready]');
}

/** Act as `p`: pick them under "Acting as" unless they are picked already. */
export async function actAs(page: Page, p: Person): Promise<void> {
  const picked = () => page.locator('#seats [aria-selected=true]').getAttribute('data-user');
  if ((await picked()) === p.id) return;
  await page.click(`#seats [data-user="${p.id}"]`);
  await until(`acting as ${p.name}`, async () => (await picked()) === p.id);
}

/** Open a channel (the thread, a DM) in the page's list. */
export async function openChannel(page: Page, channelId: string): Promise<void> {
  await page.click(`[data-channel="${channelId}"]`);
  await until(`channel ${channelId} open`, async () => (await page.locator('[data-channel][aria-current=page]').getAttribute('data-channel')) === channelId);
}

/** Type a slash command in the box at the bottom of the page and send it. */
export async function typeCommand(page: Page, text: string): Promise<void> {
  await page.fill('#command', text);
  await page.keyboard.press('Enter');
}

/** The newest thread `as` sees, once there is one (after the command that opens a game's thread). */
export async function newestThread(url: string, as: string, timeoutMs = 30_000): Promise<string> {
  const thread = async () => (await tableState(url, as)).channels.filter((c) => c.kind === 'thread').at(-1)?.id;
  return until('a thread', thread, timeoutMs);
}

export interface Photo {
  /** Who looks, and at which channel. */
  as: Person;
  channel: string;
  /** A message to bring to the top of the view. */
  focus?: string | undefined;
  /** Then further down by this many pixels, per size (the middle of a tall board image). */
  below?: Partial<Record<'phone' | 'desktop', number>> | undefined;
}

/**
 * Photograph the table at a phone's and a desktop's width: `${dir}/${file(size)}.png`, and with
 * ARCS_DOCS_IMAGES=1 (`npm run screenshots`) also docs/images/. Each page waits until it shows
 * messages and the images in view have loaded. Returns the sizes taken.
 */
export async function photograph(browser: Browser, url: string, errors: string[], shot: Photo, file: (size: string) => string, dir = 'test-results'): Promise<string[]> {
  const taken: string[] = [];
  for (const [size, viewport] of SIZES) {
    const p = await newPage(browser, errors, viewport, `${file(size)}`);
    await loadTable(p, url, shot.as.id, shot.channel);
    await until('messages in the page', async () => (await p.locator('#messages > discord-message').count()) > 0);
    await p.waitForTimeout(600);
    // The images in view have loaded (the page scrolls to the bottom as they do).
    const imagesIn = () => until('the images in view', () => p.locator('#messages img').evaluateAll((is) => is.every((i) => {
      const img = i as unknown as { complete: boolean; getBoundingClientRect(): { bottom: number; top: number } };
      const r = img.getBoundingClientRect();
      return img.complete || r.bottom < -1000 || r.top > 2000;
    })), 15_000);
    await imagesIn();
    if (shot.focus) {
      for (let i = 0; i < 2; i++) {
        await p.locator(`discord-message[data-message-id="${shot.focus}"]`).evaluate((e) => e.scrollIntoView({ block: 'start' }));
        const by = shot.below?.[size];
        if (by) await p.locator('#scroller').evaluate((e, px) => { e.scrollTop += px; }, by);
        await imagesIn();
        await p.waitForTimeout(400);
      }
    }
    await p.waitForTimeout(200);
    const path = `${dir}/${file(size)}.png`;
    await p.screenshot({ path });
    if (process.env.ARCS_DOCS_IMAGES === '1') copyFileSync(path, `docs/images/${file(size)}.png`);
    taken.push(size);
    await p.close();
  }
  return taken;
}

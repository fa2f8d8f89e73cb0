/**
 * Local table benchmark: `npm start` with no token (the real bot, the local Discord-compatible
 * server and the page) in a child process, Chromium on the page at 1280 px. A seeded random player
 * clicks the page's own buttons and menus through a 2-player game; for every click it prints
 *  - clickToVisibleMs: from the page sending the click to the page first showing what it finally
 *    shows once the bot has finished (in the channel where the click was made);
 *  - clickToBoardMs: for clicks that end a turn, to the new board image having loaded in the
 *    thread, as a third person watching the thread sees it (a second page).
 *   npm run bench:table            (CLICKS=80 by default)
 * With ARCS_TABLE_TRACE=1 it also splits each click in two: clickToLastPostMs, until the bot's
 * last post or edit that the page showed (the bot's share), and lastPostToVisibleMs, from there to
 * the page showing it (pushed, drawn, image loaded). TIMELINE=1 prints every step of the clicks
 * slower than TIMELINE_OVER ms (250). Between clicks the bench waits on the page server's event
 * stream for the bot to finish before reading the state itself, so its reads do not compete with
 * the bot while a click is timed.
 * Figures only: no threshold is asserted here. Run on an idle machine for the p95 that matters.
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { launchChromium } from '../test/browser/chromium.ts';
import { actions, choose, post, settle, tableState, type Action, type Msg, type Person } from '../test/browser/drive.ts';
import { startTableProcess } from '../test/browser/start-table.ts';

const CLICKS = Number(process.env.CLICKS ?? 80);

function pct(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!);
}
function rng(seed: number) {
  let x = seed >>> 0;
  return (n: number) => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x % n; };
}

/** In the page: a log of what #messages showed when (Date.now()), and when each request started. */
const RECORDER = `(() => {
  const log = window.__log = [];
  const sent = window.__sent = [];
  const net = window.__net = [];
  const f = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const u = String(input);
    if (init && init.method === 'POST' && /\\/api\\/(click|select)$/.test(u)) sent.push(Date.now());
    const what = 'page: ' + (init && init.method || 'GET') + ' ' + u.replace(/\\?.*/, '');
    net.push({ t: Date.now(), what: what + ' sent' });
    const p = f(input, init);
    p.then((r) => net.push({ t: Date.now(), what: what + ' answered ' + r.status }), () => undefined);
    return p;
  };
  const ES = window.EventSource;
  window.EventSource = class extends ES {
    constructor(u) { super(u); this.addEventListener('change', () => net.push({ t: Date.now(), what: 'page: change event' })); }
  };
  document.addEventListener('load', (e) => { if (e.target.tagName === 'IMG') net.push({ t: Date.now(), what: 'page: image loaded ' + (e.target.getAttribute('src') || '').slice(-40) }); }, true);
  const sig = () => {
    const ms = document.querySelectorAll('#messages > discord-message');
    const last = ms[ms.length - 1];
    const imgs = [...document.querySelectorAll('#messages img')];
    return { n: ms.length, last: last ? last.getAttribute('data-message-id') + ':' + last.textContent.length + ':' + last.querySelectorAll('discord-button,.select').length : '',
      pending: imgs.filter((i) => !i.complete).length, srcs: imgs.filter((i) => i.complete && i.naturalWidth).map((i) => i.getAttribute('src')) };
  };
  const note = () => { const s = sig(); log.push({ t: Date.now(), key: s.n + '/' + s.last, pending: s.pending, srcs: s.srcs }); };
  const start = () => {
    new MutationObserver(note).observe(document.getElementById('messages'), { subtree: true, childList: true, characterData: true, attributes: true });
    document.addEventListener('load', note, true);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
})()`;

interface Entry { t: number; key: string; pending: number; srcs: string[] }

// BENCH_ENTRY: another entry file (e.g. one that profiles src/main.ts).
const table = await startTableProcess({ timeoutMs: 120_000, ...(process.env.BENCH_ENTRY ? { entry: process.env.BENCH_ENTRY } : {}) });
const browser = await launchChromium();
const url = table.url;
const stream = new AbortController();
try {
  const first = await tableState(url, '');
  const [ada, brook, cass] = first.users as [Person, Person, Person];
  const people = [ada, brook];
  const channel = first.channels.find((c) => c.kind === 'text')!.id;
  await post(url, '/api/slash', { as: ada.id, channel, text: '/arcs new players:2 order:as joined' });
  let thread = '';
  while (!thread) {
    thread = (await tableState(url, ada.id)).channels.find((c) => c.kind === 'thread')?.id ?? '';
    await new Promise((r) => setTimeout(r, 100));
  }
  await settle(url, people, thread);
  const lobby = (await tableState(url, ada.id, thread)).messages.find((m) => JSON.stringify(m.components ?? []).includes('Join'))!;
  const ids = [...JSON.stringify(lobby.components).matchAll(/"custom_id":"([^"]+)"/g)].map((m) => m[1]!);
  await post(url, '/api/click', { as: ada.id, channel: thread, messageId: lobby.id, customId: ids[0] });
  await settle(url, people, thread);
  await post(url, '/api/click', { as: brook.id, channel: thread, messageId: lobby.id, customId: ids[1] });
  await settle(url, people, thread);
  await post(url, '/api/click', { as: ada.id, channel: thread, messageId: lobby.id, customId: ids.at(-1) });
  await settle(url, people, thread, 500);

  // The bench's own reads of the state (settle) would compete with the bot for the table
  // process while a click is answered: it first waits on the event stream for the changes to stop.
  let lastChange = 0;
  void (async () => {
    const res = await fetch(new URL('/api/events', url), { signal: stream.signal });
    const dec = new TextDecoder();
    try {
      for await (const chunk of res.body!) if (dec.decode(chunk as Uint8Array).includes('event: change')) lastChange = Date.now();
    } catch { /* closed */ }
  })();
  async function quiet(since: number, quietMs = 250, timeoutMs = 15_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end && !(lastChange > since && Date.now() - lastChange >= quietMs)) await new Promise((r) => setTimeout(r, 20));
  }

  const actor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const watcher = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await actor.addInitScript(RECORDER);
  await watcher.addInitScript(RECORDER);
  await actor.goto(`${url}#as=${ada.id}&channel=${thread}`);
  await watcher.goto(`${url}#as=${cass.id}&channel=${thread}`);
  await actor.waitForSelector('body[data-ready]');
  await watcher.waitForSelector('body[data-ready]');

  async function goTo(page: Page, as: string, ch: string): Promise<void> {
    if ((await page.locator('#seats [aria-selected=true]').getAttribute('data-user')) !== as) {
      await page.click(`#seats [data-user="${as}"]`);
      await page.waitForFunction(`document.querySelector('#seats [aria-selected=true]')?.getAttribute('data-user') === '${as}'`);
    }
    if ((await page.locator('[data-channel][aria-current=page]').getAttribute('data-channel')) !== ch) {
      await page.click(`[data-channel="${ch}"]`);
      await page.waitForFunction(`document.querySelector('[data-channel][aria-current=page]')?.getAttribute('data-channel') === '${ch}'`);
    }
  }

  async function clickInPage(page: Page, a: Action): Promise<void> {
    const msg = page.locator(`discord-message[data-message-id="${a.message.id}"]`);
    if (a.kind === 'click') {
      await msg.locator(`discord-button[data-custom-id="${a.customId}"]`).click({ timeout: 5000 });
      return;
    }
    const sel = msg.locator(`.select[data-custom-id="${a.customId}"]`);
    await sel.locator('.select-box').click({ timeout: 5000 });
    for (const v of a.values ?? []) await sel.locator(`[role=option][data-value="${v}"]`).click({ timeout: 5000 });
    if (await sel.locator('.select-confirm').count()) await sel.locator('.select-confirm').click({ timeout: 5000 });
  }

  const boards = (ms: Msg[]) => ms.flatMap((m) => (m.attachments ?? []).filter((x) => x.filename.startsWith('board')).map((x) => x.url));
  const visible: number[] = [];
  const botPart: number[] = [];
  const pagePart: number[] = [];
  const board: number[] = [];
  const pick = rng(7);
  const stale = new Set<string>();
  let failures = 0;
  while (visible.length < CLICKS && failures < 20) {
    const a = choose(await actions(url, people, thread, stale), pick);
    if (!a) break;
    await goTo(actor, a.as.id, a.channel);
    await actor.waitForTimeout(150);
    const boardsBefore = new Set(boards((await tableState(url, ada.id, thread)).messages));
    const mark = await actor.evaluate('window.__sent.length') as number;
    const watchMark = await watcher.evaluate('window.__log.length') as number;
    const clickedAt = Date.now();
    try {
      await clickInPage(actor, a);
    } catch {
      stale.add(`${a.message.id}/${JSON.stringify(a.message.components ?? []).length}/${a.message.edited_timestamp ?? ''}`);
      failures++;
      continue;
    }
    await quiet(clickedAt);
    await settle(url, people, thread);
    await actor.waitForTimeout(400);
    const t0 = (await actor.evaluate(`window.__sent[${mark}]`)) as number | undefined;
    if (t0 === undefined) { failures++; continue; }
    const log = (await actor.evaluate('window.__log')) as Entry[];
    const final = log.at(-1);
    const shown = log.find((e) => e.t >= t0 && e.key === final?.key && e.pending === 0);
    if (shown) visible.push(shown.t - t0);
    if (shown && process.env.ARCS_TABLE_TRACE === '1') {
      // The click's time in two: until the bot's last post or edit the page showed (the bot), and
      // from there until the page showed it (the page: push, drawing, image).
      const notes = await fetch(new URL(`/api/trace?since=${t0}`, url)).then((r) => r.json() as Promise<{ trace?: { t: number; what: string }[] }>);
      const last = (notes.trace ?? []).filter((e) => e.t <= shown.t && /^discord: message(Create|Update|Delete)/.test(e.what)).at(-1);
      if (last) { botPart.push(last.t - t0); pagePart.push(shown.t - last.t); }
    }
    if (process.env.TIMELINE && shown && shown.t - t0 > Number(process.env.TIMELINE_OVER ?? 250)) {
      // Where the time went (for tuning, not figures): each change the page showed after the click,
      // the page's requests and, with ARCS_TABLE_TRACE=1, what the servers did meanwhile.
      const seen = new Set<string>();
      const steps: { t: number; what: string }[] = log.filter((e) => e.t >= t0 && e.t <= shown.t)
        .filter((e) => { const k = `${e.key}/${e.pending}`; if (seen.has(k)) return false; seen.add(k); return true; })
        .map((e) => ({ t: e.t, what: `page shows ${e.key} pending=${e.pending}` }));
      steps.push(...((await actor.evaluate('window.__net')) as { t: number; what: string }[]).filter((e) => e.t >= t0 && e.t <= shown.t));
      const server = await fetch(new URL(`/api/trace?since=${t0 - 5}`, url)).then((r) => (r.ok ? r.json() as Promise<{ trace: { t: number; what: string }[] }> : { trace: [] }));
      steps.push(...server.trace.filter((e) => e.t <= shown.t));
      steps.sort((x, y) => x.t - y.t);
      process.stderr.write(`${a.kind} ${a.customId}: ${shown.t - t0} ms\n  ${steps.map((e) => `${(e.t - t0).toFixed(1)}ms ${e.what}`).join('\n  ')}\n`);
    }
    const fresh = boards((await tableState(url, ada.id, thread)).messages).filter((b) => !boardsBefore.has(b));
    if (fresh.length) {
      await watcher.waitForTimeout(300);
      const wlog = ((await watcher.evaluate('window.__log')) as Entry[]).slice(watchMark);
      const loaded = wlog.find((e) => e.t >= t0 && fresh.every((b) => e.srcs.some((s) => b.endsWith(s) || s.endsWith(b.replace(/^.*\/files\//, '/files/')))));
      if (loaded) board.push(loaded.t - t0);
    }
  }
  process.stdout.write(`${JSON.stringify({
    bench: 'table',
    clicks: visible.length,
    loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
    clickToVisibleMs: { p50: pct(visible, 50), p95: pct(visible, 95), max: pct(visible, 100) },
    clickToBoardMs: { samples: board.length, p50: pct(board, 50), p95: pct(board, 95), max: pct(board, 100) },
    ...(botPart.length ? {
      clickToLastPostMs: { p50: pct(botPart, 50), p95: pct(botPart, 95), max: pct(botPart, 100) },
      lastPostToVisibleMs: { p50: pct(pagePart, 50), p95: pct(pagePart, 95), max: pct(pagePart, 100) },
    } : {}),
  })}\n`);
} finally {
  stream.abort();
  await browser.close();
  await table.stop();
}

// The local table page on a phone (400 px) and a desktop (1280 px), against an in-memory backend:
// nothing wider than the screen, the channel list folds into a drawer on a phone, a board image
// takes the column's width and opens full size on click, menus near the bottom stay on screen,
// "+ person" is an inline form, a red dot marks only people something is waiting for, and an
// option's choices are offered and accepted by name while typing.
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startWebServer, type WebServer } from '../../src/sandbox/web/server.ts';
import { FakeBackend } from './fake-backend.ts';
import { haveChromium, launchChromium } from './chromium.ts';

/** A tall board-like PNG, 1000×1400, as a data URL. */
function boardPng(): string {
  const c = createCanvas(1000, 1400);
  const g = c.getContext('2d');
  g.fillStyle = '#224'; g.fillRect(0, 0, 1000, 1400);
  g.fillStyle = '#f0b232'; g.fillRect(100, 100, 800, 1200);
  return `data:image/png;base64,${c.toBuffer('image/png').toString('base64')}`;
}

describe.skipIf(!haveChromium)('the local table page on a phone and a desktop', () => {
  let backend: FakeBackend;
  let web: WebServer;
  let browser: Browser;
  let page: Page;
  let threadId: string;
  const errors: string[] = [];
  const dialogs: string[] = [];

  beforeAll(async () => {
    backend = new FakeBackend();
    backend.cmds = [{
      name: 'arcs', description: 'Play Arcs', options: [
        { type: 1, name: 'new', description: 'Open a lobby', options: [
          { type: 4, name: 'players', description: 'Number of players', required: true,
            choices: [{ name: '2 players', value: 2 }, { name: '3 players', value: 3 }, { name: '4 players', value: 4 }] },
          { type: 3, name: 'order', description: 'Seat order', choices: [{ name: 'Random', value: 'random' }, { name: 'As joined', value: 'joined' }] },
        ] },
      ],
    }];
    for (const n of ['Ada', 'Brook', 'Cass']) backend.addUser(n);
    const thread = backend.addThread('Arcs game ABC12');
    threadId = thread.id;
    const [ada] = backend.people;
    backend.post(threadId, { content: 'The game begins.' });
    backend.post(threadId, { content: 'The board after the turn.', attachments: [
      { id: '77', filename: 'board.png', url: boardPng(), content_type: 'image/png', width: 1000, height: 1400 }] });
    backend.post(threadId, {
      content: `Red (<@${ada!.id}>), it is your turn.`, mentions: [{ id: ada!.id }],
      components: [{ type: 1, components: [{ type: 3, custom_id: 'v1:pick', placeholder: 'Pick a card to lead',
        options: Array.from({ length: 12 }, (_, i) => ({ label: `Card ${i + 1}`, value: `c${i + 1}`, description: 'Aggression' })) }] }],
    });
    web = await startWebServer({ backend });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  async function openAt(width: number, height: number, as = backend.people[1]!.id): Promise<void> {
    await page?.close();
    page = await browser.newPage({ viewport: { width, height } });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => { dialogs.push(d.type()); void d.dismiss(); });
    await page.goto(`${web.url}#as=${as}&channel=${threadId}`);
    await page.waitForSelector('body[data-ready]');
    await expect.poll(() => page.locator('#messages > discord-message').count()).toBeGreaterThanOrEqual(3);
  }
  beforeEach(() => { errors.length = 0; });

  /** The widest thing on the page, against the window. */
  const overflow = () => page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as Promise<number>;
  const box = async (sel: string) => (await page.locator(sel).first().boundingBox())!;
  const boardWidth = async () => {
    await expect.poll(() => page.locator('.attachments img').evaluate((i) => { const img = i as unknown as { complete: boolean; naturalWidth: number }; return img.complete && img.naturalWidth; })).toBe(1000);
    return (await box('.attachments img')).width;
  };

  it('at 400 px: nothing is cut off, the channel list is a drawer, the board takes the width', async () => {
    await openAt(400, 800);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const send = await box('#composer > button');
    expect(send.x + send.width).toBeLessThanOrEqual(400);
    expect(send.width).toBeGreaterThan(30);
    const input = await box('#command');
    expect(input.width).toBeGreaterThan(200);
    // The channel list is folded away until ☰ opens it; picking a channel closes it again.
    const sidebar = await box('#sidebar');
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(0);
    await page.click('#menu-toggle');
    await expect.poll(async () => (await box('#sidebar')).x).toBeGreaterThanOrEqual(0);
    await page.click(`#sidebar [data-channel="${threadId}"]`);
    await expect.poll(async () => { const b = await box('#sidebar'); return b.x + b.width; }).toBeLessThanOrEqual(0);
    // The board uses the column's width (the issue measured 132 px).
    const col = await box('#messages');
    expect(await boardWidth()).toBeGreaterThan(col.width * 0.6);
    expect(await boardWidth()).toBeGreaterThan(250);
    await page.screenshot({ path: 'test-results/page-400.png', fullPage: false });
    expect(errors).toEqual([]);
  });

  it('at 1280 px: the channel list stays, the board takes the column width, a click opens it full size', async () => {
    await openAt(1280, 900);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect((await box('#sidebar')).x).toBeGreaterThanOrEqual(0);
    expect(await page.locator('#menu-toggle').isVisible()).toBe(false);
    // The issue measured ~250 px; the column is ~1000 px, the image 1000 px wide, shown at up to 800 px.
    const w = await boardWidth();
    expect(w).toBeGreaterThan(700);
    expect(w).toBeLessThanOrEqual(800);
    await page.click('.attachments a.image');
    await expect.poll(() => page.locator('dialog.viewer[open] img.viewer-image').count()).toBe(1);
    expect(await page.locator('dialog.viewer img.viewer-image').evaluate((i) => i.getBoundingClientRect().width)).toBe(1000);
    expect(page.url()).toContain(web.url); // the page did not navigate away
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.viewer').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  for (const [width, height] of [[400, 700], [1280, 700]] as const) {
    it(`at ${width} px: a menu at the bottom opens on screen`, async () => {
      await openAt(width, height);
      await page.locator('#scroller').evaluate((e) => { e.scrollTop = e.scrollHeight; });
      await page.locator('.select[data-custom-id="v1:pick"] .select-box').click();
      const list = page.locator('.select[data-custom-id="v1:pick"] .select-list');
      await expect.poll(() => list.isVisible()).toBe(true);
      const b = (await list.boundingBox())!;
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(height);
      expect(b.height).toBeGreaterThan(100);
      // Every option can be reached (the list scrolls inside itself) and picked.
      await list.locator('[role=option][data-value="c12"]').scrollIntoViewIfNeeded();
      await list.locator('[role=option][data-value="c12"]').click();
      await expect.poll(() => backend.sent.at(-1)).toMatchObject({ kind: 'select', customId: 'v1:pick', values: ['c12'] });
    });
  }

  it('"+ person" is an inline form, not a browser prompt', async () => {
    await openAt(400, 800);
    await page.click('#add-seat');
    await expect.poll(() => page.locator('#person-name').isVisible()).toBe(true);
    await page.fill('#person-name', 'Eve');
    await page.keyboard.press('Enter');
    await expect.poll(() => backend.people.map((p) => p.name)).toContain('Eve');
    const eve = backend.people.find((p) => p.name === 'Eve')!;
    await expect.poll(() => page.locator('#seats [aria-selected=true]').getAttribute('data-user')).toBe(eve.id);
    expect(await page.locator('#add-person').isVisible()).toBe(false);
    // Escape (or ✕) closes the form without adding anyone.
    await page.click('#add-seat');
    await page.fill('#person-name', 'Nobody');
    await page.keyboard.press('Escape');
    expect(await page.locator('#add-person').isVisible()).toBe(false);
    expect(backend.people.map((p) => p.name)).not.toContain('Nobody');
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(dialogs).toEqual([]);
  });

  it('a red dot only on people something waits for (pinged or a DM), not on everyone', async () => {
    const [ada, brook, cass] = backend.people;
    await openAt(1280, 900, brook!.id);
    const dot = (id: string) => page.locator(`#seats [data-user="${id}"] .dot`).count();
    // Ada was pinged in the thread; Cass (not in the game) sees only the same new lines.
    await expect.poll(() => dot(ada!.id)).toBe(1);
    expect(await dot(cass!.id)).toBe(0);
    backend.post(threadId, { content: 'Blue builds a ship.' });
    await page.waitForTimeout(300);
    expect(await dot(cass!.id)).toBe(0);
    backend.post(backend.dmOf(cass!.id), { content: 'Your hand' });
    await expect.poll(() => dot(cass!.id)).toBe(1);
    // Looking clears it.
    await page.click(`#seats [data-user="${ada!.id}"]`);
    await page.click(`[data-channel="${threadId}"]`);
    await page.click(`#seats [data-user="${brook!.id}"]`);
    await expect.poll(() => dot(ada!.id)).toBe(0);
  });

  it('offers an option\'s choices by name while typing and sends the value', async () => {
    const [ada] = backend.people;
    await openAt(400, 800, ada!.id);
    await page.click('#command');
    await page.keyboard.type('/arcs new players:');
    await expect.poll(() => page.locator('#suggestions li .usage').allTextContents()).toEqual(['2 players', '3 players', '4 players']);
    await page.keyboard.type('2 ord');
    await expect.poll(() => page.locator('#suggestions li .usage').allTextContents()).toEqual(['order:']);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.inputValue('#command')).toBe('/arcs new players:2 order:');
    await expect.poll(() => page.locator('#suggestions li .usage').allTextContents()).toEqual(['Random', 'As joined']);
    await page.keyboard.type('as');
    await expect.poll(() => page.locator('#suggestions li .usage').allTextContents()).toEqual(['As joined']);
    await page.keyboard.press('Tab');
    expect(await page.inputValue('#command')).toBe('/arcs new players:2 order:As joined ');
    const before = backend.sent.length;
    await page.keyboard.press('Enter');
    await expect.poll(() => backend.sent.length).toBe(before + 1);
    expect(backend.sent.at(-1)).toMatchObject({ kind: 'slash', data: { name: 'arcs', options: [{ name: 'new', options: [
      { name: 'players', value: 2 }, { name: 'order', value: 'joined' }] }] } });
    // Typed by hand, lower case, with a space and no quotes: the same.
    await page.fill('#command', '/arcs new players:3 order:as joined');
    await page.keyboard.press('Enter');
    await expect.poll(() => backend.sent.length).toBe(before + 2);
    expect(backend.sent.at(-1)).toMatchObject({ data: { options: [{ options: [{ name: 'players', value: 3 }, { name: 'order', value: 'joined' }] }] } });
    expect(errors).toEqual([]);
  });
});

// The local table page on its own, against an in-memory backend: it draws Discord-shaped
// messages (content, embeds, images, buttons, select menus, ephemeral replies), sends slash
// commands, clicks and menu choices as the chosen person, and shows each person only their DMs.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startWebServer, type WebServer } from '../../src/sandbox/web/server.ts';
import { FakeBackend } from './fake-backend.ts';
import { haveChromium, launchChromium } from './chromium.ts';

const PNG_1x1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe.skipIf(!haveChromium)('local table page', () => {
  let backend: FakeBackend;
  let web: WebServer;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    backend = new FakeBackend();
    backend.cmds = [{
      name: 'arcs', description: 'Play Arcs', options: [
        { type: 1, name: 'create', description: 'Create a game', options: [
          { type: 4, name: 'players', description: 'How many', required: true, min_value: 2, max_value: 4 },
          { type: 3, name: 'setup', description: 'Setup card' },
        ] },
        { type: 1, name: 'join', description: 'Join the game here' },
      ],
    }];
    backend.addUser('Ada');
    backend.addUser('Brook');
    web = await startWebServer({ backend });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error' && !m.text().includes('status of 400')) errors.push(m.text()); });
    page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('loads offline (no request leaves loopback) and shows the channel', async () => {
    const outside: string[] = [];
    page.on('request', (r) => { if (!/^(http:\/\/127\.0\.0\.1|data:)/.test(r.url())) outside.push(r.url()); });
    await page.goto(web.url);
    await page.waitForSelector('body[data-ready]');
    await expect.poll(() => page.locator('#channel-title').textContent()).toBe('#arcs');
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('sends a parsed slash command as the chosen person', async () => {
    const [ada] = backend.people;
    await page.fill('#command', '/arcs create players:2');
    await page.keyboard.press('Enter');
    await expect.poll(() => backend.sent.length).toBe(1);
    expect(backend.sent[0]).toMatchObject({ kind: 'slash', userId: ada!.id, channelId: '100',
      data: { name: 'arcs', options: [{ name: 'create', type: 1, options: [{ name: 'players', type: 4, value: 2 }] }] } });
    await page.fill('#command', '/arcs create players:9');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#toast').textContent()).toContain('at most 4');
  });

  it('draws messages, embeds, images, buttons and menus, and sends clicks and choices', async () => {
    const thread = backend.addThread('arcs-game-1');
    const msg = backend.post(thread.id, {
      content: 'Round **1** — <@' + backend.people[0]!.id + '> to act',
      embeds: [{ title: 'The Reach', description: 'Chapter 1', color: 0xf0b232, image: { url: 'attachment://board.png' },
        fields: [{ name: 'Initiative', value: 'Ada', inline: true }] }],
      attachments: [{ id: '9', filename: 'board.png', url: PNG_1x1, content_type: 'image/png', width: 1, height: 1 }],
      components: [
        { type: 1, components: [{ type: 2, style: 1, label: 'Join', custom_id: 'v1:join' },
          { type: 2, style: 4, label: 'Leave', custom_id: 'v1:leave', disabled: true }] },
        { type: 1, components: [{ type: 3, custom_id: 'v1:pick', placeholder: 'Pick a card',
          options: [{ label: 'Tax 3', value: 'tax3' }, { label: 'Move 4', value: 'move4', description: 'Aggression' }] }] },
        { type: 1, components: [{ type: 3, custom_id: 'v1:hits', placeholder: 'Assign hits', min_values: 2, max_values: 2,
          options: [{ label: 'Ship A', value: 'a' }, { label: 'Ship B', value: 'b' }, { label: 'City', value: 'c' }] }] },
      ],
    });
    await page.click(`[data-channel="${thread.id}"]`);
    await expect.poll(() => page.locator('#channel-title').textContent()).toContain('arcs-game-1');
    await expect.poll(() => page.locator('discord-embed').count()).toBe(1);
    expect(await page.locator('discord-message .md strong').textContent()).toBe('1');
    expect(await page.locator('discord-message .mention').textContent()).toBe('@Ada');

    await page.locator('discord-button', { hasText: 'Join' }).click();
    await expect.poll(() => backend.sent.at(-1)).toMatchObject({ kind: 'click', customId: 'v1:join', messageId: msg.id });
    const before = backend.sent.length;
    // A disabled button sends nothing. The message may be re-drawn right after the Join click (under
    // load the button is briefly detached), so the forced click is retried until it lands.
    await forceClick(page.locator('discord-button', { hasText: 'Leave' }));
    await page.waitForTimeout(150);
    expect(backend.sent.length).toBe(before);

    await page.locator('.select[data-custom-id="v1:pick"] .select-box').click();
    await page.locator('.select[data-custom-id="v1:pick"] [role=option]', { hasText: 'Move 4' }).click();
    await expect.poll(() => backend.sent.at(-1)).toMatchObject({ kind: 'select', customId: 'v1:pick', values: ['move4'] });

    await page.locator('.select[data-custom-id="v1:hits"] .select-box').click();
    const confirm = page.locator('.select[data-custom-id="v1:hits"] .select-confirm');
    await page.locator('.select[data-custom-id="v1:hits"] [role=option]', { hasText: 'Ship A' }).click();
    expect(await confirm.isDisabled()).toBe(true);
    await page.locator('.select[data-custom-id="v1:hits"] [role=option]', { hasText: 'City' }).click();
    await confirm.click();
    await expect.poll(() => backend.sent.at(-1)).toMatchObject({ kind: 'select', customId: 'v1:hits', values: ['a', 'c'] });
  });

  it('shows a modal the bot opens and submits it', async () => {
    backend.nextModal = { custom_id: 'v1:note', title: 'Leave a note', components: [
      { type: 1, components: [{ type: 4, custom_id: 'text', label: 'Note', style: 2, required: true }] },
      { type: 18, label: 'Cards', component: { type: 3, custom_id: 'cards', min_values: 1, max_values: 2,
        options: [{ label: 'Tax 3', value: 'tax3' }, { label: 'Move 4', value: 'move4' }, { label: 'Build 2', value: 'build2' }] } }] };
    await page.locator('discord-button', { hasText: 'Join' }).click();
    await page.locator('dialog.modal textarea[name=text]').fill('good game');
    await page.locator('dialog.modal select[name=cards]').selectOption(['tax3', 'build2']);
    await page.locator('dialog.modal button[type=submit]').click();
    await expect.poll(() => backend.sent.at(-1)).toMatchObject({ kind: 'modal', fields: { text: 'good game', cards: ['tax3', 'build2'] } });
    await expect.poll(() => page.locator('dialog.modal').count()).toBe(0);
  });

  it('shows ephemeral replies and DMs only to their person', async () => {
    const [ada, brook] = backend.people;
    const thread = backend.chans.find((c) => c.kind === 'thread')!;
    backend.post(thread.id, { content: 'Your hand: secret-ada-card', flags: 64, visibleTo: ada!.id });
    backend.post(backend.dmOf(ada!.id), { content: 'DM hand: ada-dm-secret' });
    backend.post(backend.dmOf(brook!.id), { content: 'DM hand: brook-dm-secret' });

    await expect.poll(() => page.locator('discord-message[data-ephemeral]').count()).toBe(1);
    await page.click(`[data-channel="${backend.dmOf(ada!.id)}"]`);
    await expect.poll(() => page.locator('#messages').textContent()).toContain('ada-dm-secret');

    await page.click(`#seats [data-user="${brook!.id}"]`);
    await expect.poll(() => page.locator('#seats [aria-selected=true]').textContent()).toContain('Brook');
    expect(await page.locator(`[data-channel="${backend.dmOf(ada!.id)}"]`).count()).toBe(0);
    await page.click(`[data-channel="${backend.dmOf(brook!.id)}"]`);
    await expect.poll(() => page.locator('#messages').textContent()).toContain('brook-dm-secret');
    await page.click(`[data-channel="${thread.id}"]`);
    await expect.poll(() => page.locator('discord-embed').count()).toBe(1);
    expect(await page.content()).not.toContain('secret-ada-card');
    expect(await page.content()).not.toContain('ada-dm-secret');
    // Asking the API for Ada's DM as Brook falls back to a channel Brook can see.
    const r = await (await fetch(`${web.url}api/state?as=${brook!.id}&channel=${backend.dmOf(ada!.id)}`)).json() as { channel: string };
    expect(r.channel).not.toBe(backend.dmOf(ada!.id));
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/page-fake.png' });
    expect(errors).toEqual([]);
  });
});

/** Click even if disabled; retried while the element is being re-drawn (detached or without a box). */
async function forceClick(target: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await target.click({ force: true, timeout: 2000 });
      return;
    } catch (e) {
      if (attempt >= 5) throw e;
    }
  }
}

// The local table in a browser, playing Arcs: a 2-player game created with a slash command, then
// several turns played by clicking buttons and menus as each seat in turn. After every turn the
// thread shows a new board image, and one seat's hand (their DMs and "only you" replies) never
// appears in the other seat's view. Screenshots go to test-results/ (and docs/images/ with
// ARCS_DOCS_IMAGES=1: `npm run screenshots`).
import { copyFileSync, mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Client } from 'discord.js';
import { startLocalTable, type LocalTable } from '../../src/sandbox/local-table.ts';
import { haveChromium, launchChromium } from './chromium.ts';
import { startStandInBot } from './stand-in-bot.ts';

const TURNS = 4;
const OUT = 'test-results';

interface Person { id: string; name: string }
interface Candidate { messageId: string; kind: 'button' | 'select'; customId: string; choices: string[] }

/** A small deterministic PRNG so a failing run can be replayed. */
function rng(seed: number) {
  let x = seed >>> 0;
  return (n: number) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

describe.skipIf(!haveChromium)('a 2-player game on the local table', () => {
  let table: LocalTable;
  let bot: Client;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    table = await startLocalTable({ port: 0, announce: false });
    bot = await startStandInBot(table);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
    await bot?.destroy();
    await table?.close();
  });

  async function shot(name: string, docs = false): Promise<void> {
    const path = `${OUT}/${name}.png`;
    await page.screenshot({ path });
    if (docs && process.env.ARCS_DOCS_IMAGES === '1') copyFileSync(path, `docs/images/${name}.png`);
  }

  async function actAs(p: Person): Promise<void> {
    if ((await page.locator('#seats [aria-selected=true]').getAttribute('data-user')) === p.id) return;
    await page.click(`#seats [data-user="${p.id}"]`);
    await expect.poll(() => page.locator('#seats [aria-selected=true]').getAttribute('data-user')).toBe(p.id);
  }

  async function open(channelId: string): Promise<void> {
    await page.click(`[data-channel="${channelId}"]`);
    await expect.poll(() => page.locator('[data-channel][aria-current=page]').getAttribute('data-channel')).toBe(channelId);
  }

  /** The newest message in view with something to click that is meant for `p`. */
  async function candidate(p: Person, inThread: boolean): Promise<Candidate | null> {
    return page.locator('#messages').evaluate((root, { name, inThread }) => {
      const msgs = [...root.querySelectorAll(':scope > discord-message')].reverse();
      for (const m of msgs) {
        if (inThread && !m.textContent?.includes(`@${name}`) && !m.hasAttribute('data-ephemeral')) continue;
        const select = m.querySelector('.select:not([data-disabled])');
        if (select) {
          const choices = [...select.querySelectorAll('[role=option]')].map((o) => o.getAttribute('data-value')!);
          return { messageId: m.getAttribute('data-message-id')!, kind: 'select' as const, customId: select.getAttribute('data-custom-id')!, choices };
        }
        const buttons = [...m.querySelectorAll('discord-button[data-custom-id]:not([disabled])')];
        if (buttons.length) {
          return { messageId: m.getAttribute('data-message-id')!, kind: 'button' as const, customId: '', choices: buttons.map((b) => b.getAttribute('data-custom-id')!) };
        }
      }
      return null;
    }, { name: p.name, inThread });
  }

  async function perform(c: Candidate, pick: (n: number) => number): Promise<void> {
    const choice = c.choices[pick(c.choices.length)]!;
    if (c.kind === 'button') {
      const b = page.locator(`discord-message[data-message-id="${c.messageId}"] discord-button[data-custom-id="${choice}"]`);
      await b.click();
      await expect.poll(() => b.count(), { timeout: 10_000 }).toBe(0);
    } else {
      const sel = page.locator(`discord-message[data-message-id="${c.messageId}"] .select[data-custom-id="${c.customId}"]`);
      await sel.locator('.select-box').click();
      await sel.locator(`[role=option][data-value="${choice}"]`).click();
      await expect.poll(() => sel.count(), { timeout: 10_000 }).toBe(0);
    }
  }

  async function boardImages(): Promise<number> {
    return page.locator('#messages img[data-filename^="board"]').evaluateAll(
      (imgs) => imgs.filter((i) => (i as unknown as { complete: boolean; naturalWidth: number }).complete
        && (i as unknown as { naturalWidth: number }).naturalWidth > 0).length);
  }

  it('creates a game with slash commands and plays several turns by clicking, privately per seat', async () => {
    const [ada, brook] = table.discord.users().map((u) => ({ id: u.id, name: u.global_name ?? u.username }));
    const people = [ada!, brook!];
    await page.goto(`${table.url}#as=${ada!.id}`);
    await page.waitForSelector('body[data-ready]');

    // Ada creates the game; Brook joins; Ada starts.
    await page.fill('#command', '/arcs create players:2');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-kind=thread]').count()).toBe(1);
    const threadId = (await page.locator('[data-kind=thread]').getAttribute('data-channel'))!;
    await open(threadId);
    await actAs(brook!);
    await open(threadId);
    await page.locator('discord-button', { hasText: 'Join' }).click();
    await expect.poll(() => page.locator('#messages').textContent()).toContain('joined (2/2)');
    await actAs(ada!);
    await open(threadId);
    await page.locator('discord-button', { hasText: 'Start' }).click();
    await expect.poll(boardImages, { timeout: 20_000 }).toBe(1);
    await shot('local-table-start');

    const pick = rng(11);
    let turnsSeen = 0;
    let tookHandShot = false;
    for (let step = 0; step < 400 && turnsSeen < TURNS; step++) {
      let acted = false;
      // The bot posts the next prompt a moment after the last click: look again until it shows.
      for (let look = 0; look < 20 && !acted; look++) {
        if (look > 0) await page.waitForTimeout(250);
      for (const p of people) {
        await actAs(p);
        const dm = table.discord.dmChannelOf(p.id);
        for (const [channel, inThread] of [[dm, false], [threadId, true]] as const) {
          if (!channel) continue;
          await open(channel);
          const c = await candidate(p, inThread);
          if (!c) continue;
          if (!inThread && !tookHandShot) {
            await page.locator('#messages img[data-filename="hand.png"]').last().waitFor();
            await shot('local-table-hand', true);
            tookHandShot = true;
          }
          await perform(c, pick);
          acted = true;
          break;
        }
        if (acted) break;
      }
      }
      expect(acted, 'some seat has something to click').toBe(true);

      // Count turns from the thread's board images (as Ada: everyone sees the same thread).
      await open(threadId);
      const boards = (await boardImages()) - 1;
      if (boards > turnsSeen) {
        turnsSeen = boards;
        // A fresh board image is in the thread and has loaded.
        expect(await page.locator(`#messages img[data-filename="board-${turnsSeen}.png"]`).count()).toBe(1);
        await checkPrivacy(people, threadId);
      }
    }
    expect(turnsSeen).toBeGreaterThanOrEqual(TURNS);

    await actAs(ada!);
    await open(threadId);
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.waitForTimeout(300);
    await page.locator('#scroller').evaluate((e) => { e.scrollTop = e.scrollHeight; });
    await shot('local-table-thread', true);
    expect(errors).toEqual([]);
  });

  /** Nothing from one seat's DMs or "only you" replies shows in the other seat's page. */
  async function checkPrivacy(people: Person[], threadId: string): Promise<void> {
    for (const owner of people) {
      const dm = table.discord.dmChannelOf(owner.id);
      const secret = [
        ...(dm ? table.discord.messages(dm, { visibleTo: owner.id }) : []),
        ...table.discord.messages(threadId, { visibleTo: owner.id }).filter((m) => (m.flags & 64) !== 0),
      ];
      for (const other of people.filter((x) => x.id !== owner.id)) {
        await actAs(other);
        for (const channel of [threadId, table.discord.dmChannelOf(other.id)]) {
          if (!channel) continue;
          await open(channel);
          const shown = await page.locator('#messages > discord-message').evaluateAll((ms) => ms.map((m) => m.getAttribute('data-message-id')));
          for (const m of secret) expect(shown, `${owner.name}'s private message ${m.id} in ${other.name}'s view`).not.toContain(m.id);
          const imgs = await page.locator('#messages img').evaluateAll((is) => is.map((i) => i.getAttribute('src')));
          for (const m of secret) for (const a of m.attachments) expect(imgs.join(' ')).not.toContain(a.id);
        }
        expect(await page.locator(`[data-channel="${dm}"]`).count()).toBe(0);
      }
    }
  }
});

// The local table in a browser, playing Arcs: a 2-player game created with a slash command, then
// several turns played by clicking buttons and menus as each seat in turn (a seeded random pick
// among what is offered). After every turn the thread shows a new board image, and one seat's
// private messages (their DMs and "only you" replies: the hand) never appear in the other seat's
// view. Screenshots go to test-results/ (and docs/images/ with `npm run screenshots`).
//
// Two hosts, the same page-only player:
//  - the real thing: `npm start` with no DISCORD_TOKEN (src/main.ts), in a child process;
//  - a stand-in bot (test/browser/stand-in-bot.ts: real engine and renderer, minimal Discord UI),
//    which tests the page on its own.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startLocalTable } from '../../src/sandbox/local-table.ts';
import { haveChromium, launchChromium } from './chromium.ts';
import { actAs as actAsIn, DESKTOP, loadTable, newestThread, newPage, openChannel, rng, typeCommand } from './drive.ts';
import { startStandInBot } from './stand-in-bot.ts';
import { startTableProcess } from './start-table.ts';

const TURNS = 4;
const OUT = 'test-results';

interface Host { url: string; close(): Promise<void> }
interface Person { id: string; name: string }
interface Channel { id: string; name: string; kind: 'text' | 'thread' | 'dm' }
interface ApiMsg { id: string; flags?: number; attachments?: { id: string }[] }
interface State {
  users: Person[];
  channels: Channel[];
  channel: string;
  messages: ApiMsg[];
  commands: { name: string; options?: { type: number; name: string; options?: { name: string }[] }[] }[];
}
interface Candidate { messageId: string; kind: 'button' | 'select'; customId: string; choices: { id: string; label: string }[]; eph?: boolean }

const AVOID = /concede|leave|abandon|cancel|delete|kick|undo|back|resign|end game|quit/i;
const PREFER = /join|start|begin|my turn|my hand|your turn|play/i;

const hosts: { name: string; docs: boolean; start: () => Promise<Host>; enabled: boolean }[] = [
  {
    name: 'npm start (the bot)',
    docs: true,
    enabled: existsSync('src/main.ts'),
    start: async () => {
      const t = await startTableProcess({ timeoutMs: 90_000 });
      return { url: t.url, close: t.stop };
    },
  },
  {
    name: 'a stand-in bot',
    docs: !existsSync('src/main.ts'),
    // Only until the real bot is there: the page's own tests (page, table) cover the rest.
    enabled: !existsSync('src/main.ts'),
    start: async () => {
      const table = await startLocalTable({ port: 0, announce: false });
      const bot = await startStandInBot(table);
      return { url: table.url, close: async () => { await bot.destroy(); await table.close(); } };
    },
  },
];

for (const host of hosts) {
  describe.skipIf(!haveChromium || !host.enabled)(`a 2-player game on the local table with ${host.name}`, () => {
    let h: Host;
    let browser: Browser;
    let page: Page;
    const errors: string[] = [];

    beforeAll(async () => {
      mkdirSync(OUT, { recursive: true });
      h = await host.start();
      browser = await launchChromium();
      page = await newPage(browser, errors, DESKTOP);
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await h?.close();
    });

    const tag = host.docs ? '' : '-stand-in';
    async function shot(name: string): Promise<void> {
      const path = `${OUT}/${name}${tag}.png`;
      await page.screenshot({ path });
      if (host.docs && name !== 'local-table-start' && process.env.ARCS_DOCS_IMAGES === '1') copyFileSync(path, `docs/images/${name}.png`);
    }

    async function api(as: string, channel = ''): Promise<State> {
      const r = await fetch(new URL(`/api/state?as=${as}&channel=${channel}`, h.url));
      return r.json() as Promise<State>;
    }

    const actAs = (p: Person) => actAsIn(page, p);
    const open = (channelId: string) => openChannel(page, channelId);

    /** What `p` could click in the open channel: newest first, the ones meant for them. */
    async function candidates(p: Person, where: 'dm' | 'thread'): Promise<(Candidate & { forMe: boolean })[]> {
      return page.locator('#messages').evaluate((root, { name, where }) => {
        const out = [];
        for (const m of [...root.querySelectorAll(':scope > discord-message')].reverse()) {
          const eph = m.hasAttribute('data-ephemeral');
          const forMe = where === 'dm' || eph || !!m.textContent?.includes(`@${name}`);
          const id = m.getAttribute('data-message-id')!;
          for (const sel of m.querySelectorAll('.select:not([data-disabled])')) {
            const choices = [...sel.querySelectorAll('[role=option]')].map((o) => ({ id: o.getAttribute('data-value')!, label: o.textContent ?? '' }));
            out.push({ messageId: id, kind: 'select' as const, customId: sel.getAttribute('data-custom-id')!, choices, forMe, eph });
          }
          const buttons = [...m.querySelectorAll('discord-button[data-custom-id]:not([disabled])')]
            .map((b) => ({ id: b.getAttribute('data-custom-id')!, label: b.textContent?.trim() ?? '' }));
          if (buttons.length) out.push({ messageId: id, kind: 'button' as const, customId: '', choices: buttons, forMe, eph });
        }
        return out;
      }, { name: p.name, where });
    }

    async function perform(c: Candidate, pick: (n: number) => number): Promise<string> {
      const safe = c.choices.filter((x) => !AVOID.test(x.label));
      const pool = safe.length ? safe : c.choices;
      const preferred = pool.filter((x) => PREFER.test(x.label));
      const choice = (preferred.length ? preferred : pool)[pick((preferred.length ? preferred : pool).length)]!;
      try {
        await click(c, choice);
      } catch (e) {
        // The bot edited the panel between looking and clicking (as Discord allows): look again.
        if ((e as Error).name !== 'TimeoutError') throw e;
        return `${choice.label} (gone before the click)`;
      }
      return choice.label;
    }

    async function click(c: Candidate, choice: { id: string; label: string }): Promise<void> {
      const timeout = 5000;
      if (c.kind === 'button') {
        const b = page.locator(`discord-message[data-message-id="${c.messageId}"] discord-button[data-custom-id="${choice.id}"]`);
        await b.click({ timeout });
        // The bot edits or replaces the panel; either way this button goes or something new arrives.
        await b.waitFor({ state: 'detached', timeout: 3000 }).catch(() => undefined);
      } else {
        const sel = page.locator(`discord-message[data-message-id="${c.messageId}"] .select[data-custom-id="${c.customId}"]`);
        await sel.locator('.select-box').click({ timeout });
        const multi = (await sel.locator('.select-confirm').count()) > 0;
        await sel.locator(`[role=option][data-value="${choice.id}"]`).click({ timeout });
        if (multi) {
          // Tick options until the menu accepts the choice.
          const confirm = sel.locator('.select-confirm');
          for (const o of c.choices) {
            if (!(await confirm.isDisabled())) break;
            if (o.id !== choice.id) await sel.locator(`[role=option][data-value="${o.id}"]`).click({ timeout });
          }
          await confirm.click({ timeout });
        }
      }
    }

    /** Board images in the open channel that have loaded (attachments and embed images). */
    async function loadedImages(): Promise<number> {
      return page.locator('#messages').evaluate((root) => {
        const imgs: { complete: boolean; naturalWidth: number }[] = [...root.querySelectorAll('.attachments img, .v2-gallery img')] as never;
        for (const e of root.querySelectorAll('discord-embed')) {
          const i = e.shadowRoot?.querySelector('img.discord-embed-image');
          if (i) imgs.push(i as never);
        }
        return imgs.filter((i) => i.complete && i.naturalWidth > 0).length;
      });
    }

    it('creates a game with slash commands and plays several turns by clicking, privately per seat', { timeout: 300_000 }, async () => {
      const first = await api('');
      const [ada, brook] = first.users;
      const people = [ada!, brook!];
      await loadTable(page, h.url, ada!.id);

      // The command that creates a game: a subcommand called create (or new).
      const cmd = first.commands.find((c) => c.options?.some((o) => o.type === 1 && /^(create|new)$/.test(o.name)));
      expect(cmd, 'a /… create command is registered').toBeTruthy();
      const sub = cmd!.options!.find((o) => o.type === 1 && /^(create|new)$/.test(o.name))!;
      const playersOpt = sub.options?.find((o) => /players/.test(o.name));
      await typeCommand(page, `/${cmd!.name} ${sub.name}${playersOpt ? ` ${playersOpt.name}:2` : ''}`);
      const threadId = await newestThread(h.url, ada!.id, 20_000);
      await open(threadId);

      const pick = rng(11);
      const joinSub = cmd!.options!.find((o) => o.type === 1 && o.name === 'join');
      const startSub = cmd!.options!.find((o) => o.type === 1 && o.name === 'start');
      let images = 0;
      let turns = 0;
      let triedCommands = false;
      let started = false;
      let imagesAtStart = -1;
      let handShot = false;
      const log: string[] = [];
      for (let step = 0; step < 600 && turns < TURNS; step++) {
        let acted = false;
        for (let look = 0; look < 24 && !acted; look++) {
          if (look > 0) await page.waitForTimeout(250);
          // Everything each seat could click: their DM first, then the thread.
          const options: { p: Person; channel: string; c: Candidate & { forMe: boolean } }[] = [];
          for (const p of people) {
            await actAs(p);
            const dm = (await api(p.id)).channels.find((c) => c.kind === 'dm');
            for (const [channel, where] of [[dm?.id, 'dm'], [threadId, 'thread']] as const) {
              if (!channel) continue;
              await open(channel);
              for (const c of await candidates(p, where)) {
                // Only "back / undo / concede" here: not a move forward.
                if (c.choices.every((x) => AVOID.test(x.label))) continue;
                options.push({ p, channel, c });
              }
            }
          }
          let chosen: (typeof options)[number] | undefined;
          const newest = (xs: typeof options) => xs.sort((a, b) => (BigInt(b.c.messageId) > BigInt(a.c.messageId) ? 1 : -1))[0];
          const isLobby = (o: (typeof options)[number]) => o.c.choices.some((x) => /join|start|begin/i.test(x.label));
          if (!started) {
            // The lobby: each seat joins (a different colour each), then the first starts the game.
            const joinOf = (p: Person, i: number) => {
              const o = options.find((x) => x.p.id === p.id && x.channel === threadId && x.c.kind === 'button' && x.c.choices.some((c) => /join/i.test(c.label)));
              if (!o) return undefined;
              const joins = o.c.choices.filter((c) => /join/i.test(c.label));
              return { ...o, c: { ...o.c, choices: [joins[i % joins.length]!] } };
            };
            const notJoined = people.findIndex((p) => !log.some((l) => l.startsWith(`${p.name}: Join`)));
            if (notJoined >= 0) chosen = joinOf(people[notJoined]!, notJoined);
            else {
              const o = options.find((x) => x.p.id === ada!.id && x.channel === threadId && x.c.choices.some((c) => /start|begin/i.test(c.label)));
              if (o) chosen = { ...o, c: { ...o.c, choices: o.c.choices.filter((c) => /start|begin/i.test(c.label)) } };
            }
          } else {
            // Whose move: the newest thread message with something to click that names a seat.
            const ping = newest(options.filter((o) => o.channel === threadId && o.c.forMe && !o.c.eph && !isLobby(o)));
            const actor = ping?.p;
            const mineEph = newest(options.filter((o) => o.p.id === actor?.id && o.channel === threadId && o.c.eph));
            const mineDm = newest(options.filter((o) => o.p.id === actor?.id && o.channel !== threadId));
            chosen = mineEph ?? mineDm ?? ping ?? newest(options.filter((o) => o.channel !== threadId || o.c.eph));
          }
          if (chosen) {
            if (!started && chosen.c.choices.some((x) => /start|begin/i.test(x.label))) started = true;
            await actAs(chosen.p);
            await open(chosen.channel);
            if (!handShot && started && chosen.channel !== threadId && (await loadedImages()) > 0) {
              await shot('local-table-hand');
              handShot = true;
            }
            log.push(`${chosen.p.name}: ${await perform(chosen.c, pick)}`);
            if (process.env.ARCS_TEST_DEBUG) console.log(`step ${step} turns ${turns}: ${log.at(-1)}`);
            acted = true;
          } else if (!triedCommands && !started && joinSub && startSub && look === 4) {
            // A lobby driven by commands rather than buttons.
            triedCommands = true;
            started = true;
            for (const [p, s] of [[brook!, joinSub], [ada!, startSub]] as const) {
              await actAs(p);
              await open(threadId);
              await typeCommand(page, `/${cmd!.name} ${s.name}`);
              await page.waitForTimeout(500);
            }
            acted = true;
          }
        }
        expect(acted, `some seat has something to click (after: ${log.slice(-8).join(' | ')})`).toBe(true);

        // A turn has passed when a new image has loaded in the thread.
        await actAs(ada!);
        await open(threadId);
        const now = await loadedImages();
        if (started && imagesAtStart < 0) {
          // Whatever the start posted (a first board, perhaps) is not a turn.
          await page.waitForTimeout(1000);
          imagesAtStart = await loadedImages();
          images = imagesAtStart;
          await shot('local-table-start');
        } else if (started && now > images) {
          turns++;
          images = now;
          await checkPrivacy(people, threadId);
        }
      }
      expect(turns, log.slice(-10).join(' | ')).toBeGreaterThanOrEqual(TURNS);

      await actAs(ada!);
      await open(threadId);
      await page.setViewportSize({ width: 1280, height: 1400 });
      await page.waitForTimeout(300);
      await page.locator('#scroller').evaluate((e) => { e.scrollTop = e.scrollHeight; });
      await shot('local-table-thread');
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(errors).toEqual([]);
    });

    /** Nothing from one seat's DMs or "only you" replies shows in the other seat's page. */
    async function checkPrivacy(people: Person[], threadId: string): Promise<void> {
      for (const owner of people) {
        const dm = (await api(owner.id)).channels.find((c) => c.kind === 'dm');
        const secret = [
          ...(dm ? (await api(owner.id, dm.id)).messages : []),
          ...(await api(owner.id, threadId)).messages.filter((m) => ((m.flags ?? 0) & 64) !== 0),
        ];
        for (const other of people.filter((x) => x.id !== owner.id)) {
          await actAs(other);
          if (dm) expect(await page.locator(`[data-channel="${dm.id}"]`).count()).toBe(0);
          const otherDm = (await api(other.id)).channels.find((c) => c.kind === 'dm');
          for (const channel of [threadId, otherDm?.id]) {
            if (!channel) continue;
            await open(channel);
            const shown = await page.locator('#messages > discord-message').evaluateAll((ms) => ms.map((m) => m.getAttribute('data-message-id')));
            for (const m of secret) expect(shown, `${owner.name}'s private message in ${other.name}'s view`).not.toContain(m.id);
            const srcs = (await page.locator('#messages img').evaluateAll((is) => is.map((i) => i.getAttribute('src')))).join(' ');
            for (const m of secret) for (const a of m.attachments ?? []) expect(srcs).not.toContain(`/${a.id}/`);
          }
        }
      }
    }
  });
}

// A Blighted Reach campaign on the local table in a browser (issue 18): `/arcs campaign new`
// typed in the page, both seats join and Start by clicking, each chooses their Fate in their own
// private panel (their DMs: the other seat's page never shows it), play goes on (a seeded random
// player through the page's own API, steered to play an Event card and call the Summit) until a
// Summit, where one seat's proposal is built in their panel and the other seat accepts it with the
// proposal message's Accept button, in the page. The board image in the thread has loaded and
// shows Imperial ships and Blight (their own colours, counted in its pixels).
// Screenshots (1280 px and 400 px wide) go to test-results/ and, with ARCS_DOCS_IMAGES=1
// (`npm run screenshots`), docs/images/table-{desktop,phone}-campaign-*.png.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { NEUTRAL } from '../../src/render/theme.ts';
import { haveChromium, launchChromium } from './chromium.ts';
import { actAs as actAsIn, actions, choose, DESKTOP, isEphemeral, loadTable, newestThread, newPage, openChannel, perform, photograph, rng, settle, staleKey, tableState, typeCommand, type Action, type Msg, type Person } from './drive.ts';
import { startTableProcess, type RunningTable } from './start-table.ts';

const OUT = 'test-results';
const MAX_STEPS = 1500;
const debug = (...xs: unknown[]) => { if (process.env.ARCS_TEST_DEBUG) console.log(...xs); };

/** How many pixels of the PNG are within `tol` of the colour (each channel). */
export async function pixelsOf(png: Buffer, hex: string, tol = 10): Promise<number> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  const g = c.getContext('2d');
  g.drawImage(img, 0, 0);
  const d = g.getImageData(0, 0, img.width, img.height).data;
  const [r, gr, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let n = 0;
  for (let i = 0; i < d.length; i += 4) {
    if (Math.abs(d[i]! - r) <= tol && Math.abs(d[i + 1]! - gr) <= tol && Math.abs(d[i + 2]! - b) <= tol) n++;
  }
  return n;
}

describe.skipIf(!haveChromium)('a campaign on the local table: Fates chosen in private, a Summit proposal accepted in the thread', () => {
  let table: RunningTable;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    table = await startTableProcess({ timeoutMs: 240_000 });
    browser = await launchChromium();
    page = await newPage(browser, errors, DESKTOP);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await table?.stop();
  });

  const actAs = (p: Person) => actAsIn(page, p);
  const open = (channelId: string) => openChannel(page, channelId);

  /** Click the button `customId` of message `messageId` as `p` in `channel`, in the page. */
  async function clickInPage(p: Person, channel: string, messageId: string, customId: string): Promise<void> {
    await actAs(p);
    await open(channel);
    const b = page.locator(`discord-message[data-message-id="${messageId}"] discord-button[data-custom-id="${customId}"]`);
    await b.click({ timeout: 10_000 });
  }

  /** An action (a button, or one option of a menu) performed in the page as its seat would. */
  async function actInPage(a: Action): Promise<void> {
    if (a.kind === 'click') return clickInPage(a.as, a.channel, a.message.id, a.customId);
    await actAs(a.as);
    await open(a.channel);
    const sel = page.locator(`discord-message[data-message-id="${a.message.id}"] .select[data-custom-id="${a.customId}"]`);
    await sel.locator('.select-box').click({ timeout: 10_000 });
    for (const v of a.values ?? []) await sel.locator(`[role=option][data-value="${v}"]`).click({ timeout: 10_000 });
    if ((await sel.locator('.select-confirm').count()) > 0 && (a.values ?? []).length > 0) {
      const confirm = sel.locator('.select-confirm');
      if (await confirm.isVisible()) await confirm.click({ timeout: 10_000 });
    }
  }

  /** The page as `as` sees `channel`, at both sizes, `focus` scrolled to the top of the view (then `below` further down). */
  async function shoot(name: string, as: Person, channel: string, focus?: string, below: Partial<Record<'phone' | 'desktop', number>> = {}): Promise<void> {
    await photograph(browser, table.url, errors, { as, channel, focus, below }, (size) => `table-${size}-campaign-${name}`, OUT);
  }

  it('starts a campaign by typing the command, takes both secret Fate choices, and reaches a Summit whose proposal the other seat accepts', { timeout: 40 * 60_000 }, async () => {
    const url = table.url;
    const first = await tableState(url, '');
    const [ada, brook] = first.users as [Person, Person];
    const people = [ada, brook];
    await loadTable(page, url, ada.id);

    // The command, typed in the page as a user would.
    await typeCommand(page, '/arcs campaign new players:2 order:as joined');
    const thread = await newestThread(url, ada.id, 30_000);
    const threadMsgs = async () => (await tableState(url, ada.id, thread)).messages;
    const lobby = async () => (await threadMsgs()).find((m) => JSON.stringify(m.components ?? []).includes('Join as'));
    await expect.poll(lobby, { timeout: 30_000 }).toBeTruthy();
    expect((await lobby())!.content).toMatch(/Blighted Reach campaign/);
    const buttonId = (m: Msg, label: RegExp): string => {
      const flat = (cs: Msg['components']): { custom_id?: string; label?: string; components?: never }[] =>
        (cs ?? []).flatMap((c) => (c.components ? flat(c.components) : [c as never]));
      const b = flat(m.components).find((c) => label.test(c.label ?? ''));
      if (!b?.custom_id) throw new Error(`no ${label} button on ${m.content}`);
      return b.custom_id;
    };

    // Both seats join by clicking, in the page; the host starts.
    for (const [p, colour] of [[ada, 'Red'], [brook, 'Blue']] as const) {
      const m = (await lobby())!;
      await clickInPage(p, thread, m.id, buttonId(m, new RegExp(`^Join as ${colour}$`)));
      await settle(url, people, thread);
    }
    const lobbyMsg = (await lobby())!;
    await clickInPage(ada, thread, lobbyMsg.id, buttonId(lobbyMsg, /^Start/));
    await settle(url, people, thread, 600);
    await expect.poll(async () => (await threadMsgs()).some((m) => /0 of 2 have chosen/.test(m.content ?? '')), { timeout: 30_000 }).toBe(true);

    // Each seat's Fate choice is in their own DMs, with both Fate cards; the other seat's page
    // never lists that DM channel. Each chooses by clicking in the page.
    const fatePanel = async (p: Person) => {
      const dm = (await tableState(url, p.id)).channels.find((c) => c.kind === 'dm');
      if (!dm) return undefined;
      const m = (await tableState(url, p.id, dm.id)).messages.filter((x) => JSON.stringify(x.components ?? []).includes('custom_id')).at(-1);
      return m ? { dm: dm.id, m } : undefined;
    };
    const chosen: string[] = [];
    for (const [i, p] of people.entries()) {
      await expect.poll(() => fatePanel(p), { timeout: 30_000 }).toBeTruthy();
      const { dm, m } = (await fatePanel(p))!;
      const labels = (JSON.stringify(m.components).match(/"label":"([^"]+)"/g) ?? []).map((x) => x.slice(9, -1));
      expect(labels.length, `${p.name}'s Fate panel offers two Fates`).toBe(2);
      for (const l of labels) expect(m.content, `${p.name}'s panel shows ${l}`).toContain(l);
      // Not in the other seat's view.
      await actAs(people[1 - i]!);
      expect(await page.locator(`[data-channel="${dm}"]`).count()).toBe(0);
      if (i === 0) await shoot('fate', p, dm, m.id);
      const pickLabel = labels[i]!;
      chosen.push(pickLabel);
      await clickInPage(p, dm, m.id, buttonId(m, new RegExp(`^${pickLabel}$`)));
      await settle(url, people, thread, 500);
      if (i === 0) expect((await threadMsgs()).some((x) => /1 of 2 have chosen/.test(x.content ?? ''))).toBe(true);
    }
    await expect.poll(async () => (await threadMsgs()).filter((m) => /The Fates are revealed/.test(m.content ?? '')).length, { timeout: 30_000 }).toBe(1);
    const reveal = (await threadMsgs()).find((m) => /The Fates are revealed/.test(m.content ?? ''))!;
    for (const f of chosen) expect(reveal.content).toContain(f);

    // Play on, as each seat, until a Summit's Call to Order: a seeded random answer each time,
    // but an Event card is played when offered and the Summit called when asked.
    const pick = rng(Number(process.env.ARCS_CAMPAIGN_SEED ?? 5));
    const stale = new Set<string>();
    const log: string[] = [];
    const prefer = [/^Play an Event card: up to/, /^Call the Summit$/];
    let called: Person | undefined;
    let steps = 0;
    const play = async (a: Action) => {
      const r = await perform(url, a);
      log.push(`${a.as.name}: ${a.label.slice(0, 60)}${a.values?.length ? ` = ${a.values.join(',')}` : ''}${r.ok ? '' : ` (${r.error})`}`);
      debug(steps, log.at(-1));
      await settle(url, people, thread);
      const now = await tableState(url, a.as.id, a.channel);
      const same = now.messages.find((x) => x.id === a.message.id);
      if (!r.ok || (same && staleKey(same) === staleKey(a.message))) stale.add(staleKey(a.message));
    };
    for (; steps < MAX_STEPS && !called; steps++) {
      const all = await actions(url, people, thread, stale);
      const steered = prefer.map((re) => all.find((x) => x.kind === 'click' && re.test(x.label))).find(Boolean);
      const a = steered ?? choose(all, pick);
      if (!a) {
        // The bot is still answering (a loaded machine can be slow): wait for something to answer.
        await expect.poll(async () => (await actions(url, people, thread, stale)).length,
          { timeout: 60_000, interval: 500, message: `someone has something to answer (after ${log.slice(-6).join(' | ')})` }).toBeGreaterThan(0);
        continue;
      }
      if (/^Call the Summit$/.test(a.label)) {
        called = a.as;
        // The call itself, clicked in the page.
        await actInPage(a);
        log.push(`${a.as.name}: Call the Summit`);
        await settle(url, people, thread, 500);
        break;
      }
      await play(a);
    }
    process.stdout.write(`campaign: ${steps} answers to the Summit\n`);
    expect(called, `a Summit was called (after ${log.slice(-8).join(' | ')})`).toBeTruthy();
    const caller = called!;

    // The board image in the thread: loaded in the page, and showing Imperial ships and Blight.
    const boards = (await threadMsgs()).filter((m) => (m.attachments ?? []).some((x) => x.filename.startsWith('board')));
    expect(boards.length).toBeGreaterThan(0);
    const board = boards.at(-1)!;
    const att = board.attachments!.find((x) => x.filename.startsWith('board'))!;
    await actAs(ada);
    await open(thread);
    const img = page.locator(`discord-message[data-message-id="${board.id}"] img`).first();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((i) => (i as unknown as { complete: boolean; naturalWidth: number }).complete
      && (i as unknown as { naturalWidth: number }).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
    const png = Buffer.from(await (await fetch(new URL(att.url, url))).arrayBuffer());
    writeFileSync(`${OUT}/campaign-board.png`, png);
    const imperial = await pixelsOf(png, NEUTRAL.empire.fill);
    const blight = await pixelsOf(png, NEUTRAL.blight.fill);
    process.stdout.write(`campaign board: ${png.length} bytes; Imperial violet ${imperial} px, Blight magenta ${blight} px\n`);
    expect(imperial, 'Imperial ships on the board image').toBeGreaterThan(300);
    expect(blight, 'Blight on the board image').toBeGreaterThan(300);
    await shoot('board', ada, thread, board.id, { desktop: 560, phone: 120 });

    // The Summit: the caller opens the Negotiations, then a proposal is built in a panel (a Favor
    // promised to the other seat), every step clicked in the page.
    const find = async (p: Person, re: RegExp, timeoutMs = 20_000): Promise<Action> => {
      const end = Date.now() + timeoutMs;
      let askedTurn = false;
      for (;;) {
        const all = await actions(url, [p], thread, stale);
        const b = all.find((x) => x.kind === 'click' && re.test(x.label));
        if (b) return b;
        for (const s of all.filter((x) => x.kind === 'select')) {
          const flatC = JSON.stringify(s.message.components);
          const opt = [...flatC.matchAll(/"label":"([^"]+)","value":"([^"]+)"|"value":"([^"]+)"[^}]*"label":"([^"]+)"/g)]
            .map((mm) => ({ label: mm[1] ?? mm[4]!, value: mm[2] ?? mm[3]! })).find((o) => re.test(o.label));
          if (opt) return { ...s, values: [opt.value], label: opt.label };
        }
        // A private panel behind the thread's "My turn" button.
        const turn = (await actions(url, [p], thread, new Set())).find((x) => x.kind === 'click' && /^My turn$/.test(x.label));
        if (turn && !askedTurn) {
          askedTurn = true;
          await perform(url, turn);
        }
        if (Date.now() > end) {
          const dm = (await tableState(url, p.id)).channels.find((c) => c.kind === 'dm');
          const seen = [...(await tableState(url, p.id, thread)).messages.slice(-4), ...(dm ? (await tableState(url, p.id, dm.id)).messages.slice(-2) : [])]
            .map((m) => `${m.content?.slice(0, 200)} ${JSON.stringify(m.components ?? []).slice(0, 300)}`).join('\n');
          throw new Error(`${p.name} has no "${re.source}" (offered: ${all.map((x) => x.label).join(' | ')}; after ${log.slice(-6).join(' | ')})\n${seen}`);
        }
        await new Promise((r) => setTimeout(r, 300));
      }
    };
    const doInPage = async (p: Person, re: RegExp) => {
      const a = await find(p, re);
      log.push(`${p.name}: ${a.label.slice(0, 60)}`);
      debug('summit', log.at(-1));
      await actInPage(a);
      await settle(url, people, thread, 400);
      stale.add(staleKey(a.message));
    };
    // The Call to Order (skipped by the engine when the caller has nothing to take there).
    if (/open the Negotiations/.test((await find(caller, /open the Negotiations|^Make a proposal/)).label)) await doInPage(caller, /open the Negotiations/);
    // The Negotiations: the thread's panel says the Summit negotiates; the caller builds a proposal
    // behind My turn, step by step in that private panel: a Favor promised to the other seat.
    await expect.poll(async () => (await tableState(url, caller.id, thread)).messages.some((m) => /The Summit negotiates/.test(m.content ?? '')),
      { timeout: 30_000, message: `the thread says the Summit negotiates (after ${log.slice(-6).join(' | ')})` }).toBe(true);
    const proposer: Person | undefined = caller;
    const other = people.find((p) => p.id !== proposer!.id)!;
    await doInPage(proposer!, /^Make a proposal/);
    await doInPage(proposer!, /^Promise Favor$/);
    await doInPage(proposer!, /^You take it, affecting/);
    await doInPage(proposer!, /new Favor from the supply/i);
    await doInPage(proposer!, /^Submit the proposal$/);

    // The proposal is its own message in the thread, naming the seat it awaits, with its buttons.
    const proposalMsg = async () => (await threadMsgs()).filter((m) => /\*\*Proposal 1\*\* by/.test(m.content ?? '') && !isEphemeral(m)).at(-1);
    await expect.poll(proposalMsg, { timeout: 20_000 }).toBeTruthy();
    const proposal = (await proposalMsg())!;
    expect(proposal.content).toContain(`Awaiting`);
    expect(proposal.content).toContain(`<@${other.id}>`);
    const labels = (JSON.stringify(proposal.components).match(/"label":"([^"]+)"/g) ?? []).map((x) => x.slice(9, -1));
    expect(labels).toEqual(expect.arrayContaining(['Accept', 'Reject', 'Withdraw']));
    await shoot('summit', other, thread, proposal.id);

    // The other seat accepts with the message's button, in the page: the deal is carried out and
    // the message closes (no buttons left).
    await clickInPage(other, thread, proposal.id, buttonId(proposal, /^Accept$/));
    await settle(url, people, thread, 600);
    await expect.poll(async () => (await threadMsgs()).find((m) => m.id === proposal.id)?.content, { timeout: 20_000 })
      .toMatch(/^~~Proposal 1~~ is closed: Proposal 1 is carried out\./);
    const closed = (await threadMsgs()).find((m) => m.id === proposal.id)!;
    expect(JSON.stringify(closed.components ?? [])).not.toMatch(/Accept/);
    await page.locator('#scroller').evaluate((e) => { e.scrollTop = e.scrollHeight; });
    await page.screenshot({ path: `${OUT}/campaign-accepted.png` });
    expect(errors).toEqual([]);
  });
});

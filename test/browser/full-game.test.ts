// A whole 2-player game on the local table (`npm start` with no token), from the README's command
// to the final Power, answered through the page's own API by a seeded random player, with the
// page photographed at 400 px (a phone) and 1280 px (a desktop) at the moments a player cares
// about: the start, a battle's hit assignment, a chapter's end, the hand, and the end.
// Pictures go to test-results/ and, with ARCS_DOCS_IMAGES=1 (`npm run screenshots`), docs/images/.
// It takes several minutes, so it runs with `npm run screenshots` or ARCS_FULL_GAME=1.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { haveChromium, launchChromium } from './chromium.ts';
import { actions, choose, newestThread, perform, photograph, post, rng, settle, staleKey, tableState, type Msg, type Person } from './drive.ts';
import { startTableProcess, type RunningTable } from './start-table.ts';

const enabled = haveChromium && (process.env.ARCS_FULL_GAME === '1' || process.env.ARCS_DOCS_IMAGES === '1');
const OUT = 'test-results';
const MAX_STEPS = 2500;

describe.skipIf(!enabled)('a whole 2-player game on the local table, photographed on a phone and a desktop', () => {
  let table: RunningTable;
  let browser: Browser;
  const errors: string[] = [];
  const shots: string[] = [];

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    table = await startTableProcess({ timeoutMs: 90_000 });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await table?.stop();
  });

  /** The page as `as` sees `channel`, at both sizes; `focus` is scrolled to the top of the view. */
  async function shoot(name: string, as: Person, channel: string, focus?: string): Promise<void> {
    for (const size of await photograph(browser, table.url, errors, { as, channel, focus }, (sz) => `table-${sz}-${name}`, OUT)) shots.push(`${size}-${name}`);
  }

  it('plays from /arcs new to the final Power', { timeout: 60 * 60_000 }, async () => {
    const url = table.url;
    const first = await tableState(url, '');
    const [ada, brook] = first.users as [Person, Person];
    const people = [ada, brook];
    // The README's command, as typed on the local table.
    const channel = first.channels.find((c) => c.kind === 'text')!.id;
    expect(await post(url, '/api/slash', { as: ada.id, channel, text: '/arcs new players:2 order:as joined' })).toMatchObject({ ok: true });
    const thread = await newestThread(url, ada.id, 20_000);
    // Everyone joins with the lobby's buttons; the host starts.
    const lobby = () => tableState(url, ada.id, thread).then((s) => s.messages.find((m) => JSON.stringify(m.components ?? []).includes('Join')));
    await expect.poll(lobby, { timeout: 20_000 }).toBeTruthy();
    const button = (m: Msg, label: RegExp) => JSON.stringify(m.components).match(new RegExp(`"custom_id":"([^"]+)"[^}]*"label":"${label.source}"|"label":"${label.source}"[^}]*"custom_id":"([^"]+)"`));
    for (const [p, colour] of [[ada, 'Red'], [brook, 'Blue']] as const) {
      const m = (await lobby())!;
      const id = button(m, new RegExp(`Join as ${colour}`));
      expect(await post(url, '/api/click', { as: p.id, channel: thread, messageId: m.id, customId: id![1] ?? id![2] })).toMatchObject({ ok: true });
      await settle(url, people, thread);
    }
    const m = (await lobby())!;
    const start = button(m, /Start[^"]*/);
    expect(await post(url, '/api/click', { as: ada.id, channel: thread, messageId: m.id, customId: start![1] ?? start![2] })).toMatchObject({ ok: true });
    await settle(url, people, thread, 600);
    // The lobby message now says the game started; its buttons are gone.
    const after = await tableState(url, ada.id, thread);
    expect(after.messages.find((x) => x.id === m.id)!.content).toMatch(/has started/);
    expect(after.messages.find((x) => x.id === m.id)!.components ?? []).toEqual([]);
    await shoot('start', ada, thread);

    const pick = rng(2026);
    const stale = new Set<string>();
    const seen = new Set<string>();
    let battle = false;
    let chapter = false;
    let hand = false;
    let ended = false;
    let steps = 0;
    let refused = 0;
    const log: string[] = [];
    for (; steps < MAX_STEPS && !ended; steps++) {
      const all = await actions(url, people, thread, stale);
      const a = choose(all, pick);
      if (!a) {
        await settle(url, people, thread, 500);
        const again = await actions(url, people, thread, stale);
        expect(again.length, `someone has something to answer (after ${log.slice(-6).join(' | ')})`).toBeGreaterThan(0);
        continue;
      }
      if (!battle && /Assign \d+ hits?/.test(a.message.content ?? '')) {
        battle = true;
        await shoot('battle', a.as, a.channel, a.message.id);
      }
      const r = await perform(url, a);
      if (!r.ok) refused++;
      log.push(`${a.as.name}: ${a.label.slice(0, 40)}${a.values ? ` = ${a.values.join(',')}` : ''}${r.ok ? '' : ` (${r.error})`}`);
      if (process.env.ARCS_TEST_DEBUG) console.log(steps, log.at(-1));
      await settle(url, people, thread);
      // An answer that changed nothing (an out-of-date panel): do not pick that message again.
      const now = await tableState(url, a.as.id, a.channel);
      const same = now.messages.find((x) => x.id === a.message.id);
      if (!r.ok || (same && staleKey(same) === staleKey(a.message))) stale.add(staleKey(a.message));

      const t = await tableState(url, ada.id, thread);
      for (const x of t.messages) {
        if (seen.has(x.id)) continue;
        seen.add(x.id);
        if (!chapter && /Chapter \d+ ends/.test(x.content ?? '')) {
          chapter = true;
          await shoot('chapter', ada, thread, x.id);
        }
        if (/The game is over/.test(x.content ?? '')) {
          ended = true;
          await shoot('end', ada, thread, x.id);
        }
      }
      if (!hand) {
        for (const p of people) {
          const dm = (await tableState(url, p.id)).channels.find((c) => c.kind === 'dm');
          const msgs = dm ? (await tableState(url, p.id, dm.id)).messages : [];
          const img = msgs.filter((x) => (x.attachments ?? []).length).at(-1);
          if (img && !hand) {
            hand = true;
            await shoot('hand', p, dm!.id, img.id);
          }
        }
      }
    }
    process.stdout.write(`full game: ${steps} answers; ${refused} refused (out of date)\n`);
    expect(ended, `the game ended (after ${log.slice(-8).join(' | ')})`).toBe(true);
    expect({ battle, chapter, hand }).toEqual({ battle: true, chapter: true, hand: true });
    expect(shots.length).toBe(10);
    expect(errors).toEqual([]);
  });
});

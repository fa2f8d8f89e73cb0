/**
 * Issue 22, items 2–6: what reaches a player after their seat changes hands, what a component
 * may render where, slash-command options checked against their definitions, errors only for
 * the one who asked, lobby buttons after Start, repeated deliveries and forged interactions.
 * Forged interactions (ids not on the message, other component types, repeated deliveries) go
 * through the local server's `forge` / `redeliver`, which Discord itself would never send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeId } from '../../src/app/custom-id.ts';
import { openDecision } from '../../src/engine/index.ts';
import { SETUP_CARDS } from '../../src/data/setup-cards.ts';
import type { ApiMessage, ApiUser, InteractionHandle } from '../../src/sandbox/discord/index.ts';
import { buttonsOf, choicesOf, hiddenCards, openGame, panel, publicText, rng, settle, slash, startWorld, step, type World } from './helpers.ts';

/** The bot's ephemeral answer to an interaction (followups, or the edited deferral). */
function ephemeralText(h: InteractionHandle): string {
  const f = h.followups().filter((m) => m.flags & 64).map((m) => m.content);
  const o = h.original();
  return [...f, o && o.flags & 64 ? o.content : ''].join(' ').trim();
}

/** Every message version (created or edited) from now on, in order. */
function recordVersions(w: World): { list: ApiMessage[]; stop: () => void } {
  const list: ApiMessage[] = [];
  const stop = w.discord.subscribe((e) => {
    if (e.type === 'messageCreate' || e.type === 'messageUpdate') list.push(e.message);
  });
  return { list, stop };
}

const errorLines = (lines: string[]) => lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 50);

/** A REST call as the bot (to set up things the bot itself would not make). */
async function asBot(w: World, method: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${w.discord.restBase}/v10${path}`, {
    method, headers: { authorization: `Bot ${w.discord.botToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} failed ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A message from the bot carrying components with ids of our choosing (forged), straight through REST. */
async function forgedMessage(w: World, channelId: string, customIds: string[]): Promise<string> {
  const m = await asBot(w, 'POST', `/channels/${channelId}/messages`, {
    content: 'forged', components: [{ type: 1, components: customIds.map((id, n) => ({ type: 2, style: 1, custom_id: id, label: `b${n}` })) }],
  });
  return String(m['id']);
}

/** Play until the thread's panel waits for a private choice (the My turn button). */
async function untilPrivate(w: World, thread: string, users: ApiUser[], pick: () => number): Promise<ApiMessage> {
  const eph = new Map<string, string>();
  for (let k = 0; k < 400; k++) {
    const p = panel(w, thread, users[0]!.id)!;
    if (buttonsOf(p, 't').length) return p;
    await step(w, thread, users, pick, eph);
  }
  throw new Error('no private decision came up');
}

/** Play until the thread's panel carries public answer buttons. */
async function untilPublic(w: World, thread: string, users: ApiUser[], pick: () => number): Promise<ApiMessage> {
  const eph = new Map<string, string>();
  for (let k = 0; k < 400; k++) {
    const p = panel(w, thread, users[0]!.id)!;
    if (choicesOf(p).length) return p;
    await step(w, thread, users, pick, eph);
  }
  throw new Error('no public decision came up');
}

const pinged = (users: ApiUser[], p: ApiMessage) => users.find((u) => p.content.includes(`<@${u.id}>`))!;

/** A click on a component as the bot posted it (button or first menu value). */
function press(w: World, user: ApiUser, m: ApiMessage) {
  const [c] = choicesOf(m);
  if (!c) throw new Error(`no choices on ${m.id}`);
  return c.kind === 'button' ? w.discord.click(user.id, m.id, c.customId) : w.discord.select(user.id, m.id, c.customId, [c.values[0]!]);
}

describe('issue 22: the edge of the bot', () => {
  let w: World;
  const lines: string[] = [];
  beforeAll(async () => { w = await startWorld({ seed: 'edge', logLines: lines }); });
  afterAll(async () => { await w?.close(); });

  describe('2. a seat handed over: the old holder gets nothing more', () => {
    for (const mode of ['replace', 'kick'] as const) {
      it(`${mode}: old DM and ephemeral panels stripped at once, every later version they can see checked`, async () => {
        const users = [w.discord.addUser(`${mode}-a`), w.discord.addUser(`${mode}-b`), w.discord.addUser(`${mode}-c`)];
        const mod = w.discord.addUser(`${mode}-mod`, { admin: true });
        const newcomer = w.discord.addUser(`${mode}-new`);
        const thread = await openGame(w, users);
        const pick = rng(mode === 'replace' ? 21 : 22);
        const p = await untilPrivate(w, thread, users, pick);
        const owner = pinged(users, p);
        const game = (await w.store.findByThread(thread))!;

        // The owner's private panels: the DM one, and an ephemeral one from My turn.
        const dm = w.discord.dmChannelOf(owner.id)!;
        const dmPanel = w.discord.messages(dm).filter((m) => choicesOf(m).length).at(-1)!;
        expect(dmPanel).toBeDefined();
        const mine = await settle(w, w.discord.click(owner.id, p.id, buttonsOf(p, 't')[0]!));
        const ephPanel = w.discord.message(mine.original()!.id)!;
        expect(choicesOf(ephPanel).length).toBeGreaterThan(0);
        const seen = new Map<string, string>();
        for (const m of [...w.discord.messages(dm), ...w.discord.messages(thread, { visibleTo: owner.id }).filter((x) => x.ephemeral_to === owner.id)]) seen.set(m.id, m.content);
        const oldChoices = [...choicesOf(dmPanel), ...choicesOf(ephPanel)];

        const rec = recordVersions(w);
        const h = mode === 'replace'
          ? await slash(w, mod, thread, 'replace', { player: owner.id, with: newcomer.id })
          : await slash(w, mod, thread, 'kick', { player: owner.id });
        expect(h.original()!.content).toMatch(mode === 'replace' ? /hands seat/ : /removed from seat/);
        // At once: both old panels lost their buttons.
        expect(w.discord.message(dmPanel.id)!.components).toEqual([]);
        expect(w.discord.message(ephPanel.id)!.components).toEqual([]);
        if (mode === 'kick') expect((await slash(w, newcomer, thread, 'join', {})).original()!.content).toMatch(/joins as/);
        // The newcomer has the seat's private panel in their DMs.
        const newDm = w.discord.dmChannelOf(newcomer.id)!;
        expect(w.discord.messages(newDm).filter((m) => choicesOf(m).length)).toHaveLength(1);
        const firstNew = rec.list.findIndex((v) => v.channel_id === newDm);
        const lastStrip = Math.max(...[dmPanel.id, ephPanel.id].map((id) => rec.list.findLastIndex((v) => v.id === id)));
        expect(lastStrip).toBeGreaterThanOrEqual(0);
        expect(lastStrip).toBeLessThan(firstNew);

        // The old holder presses what they still have (ids of their old panels, forged): refusals only.
        const forged = [
          ...oldChoices.map((c) => ({ custom_id: c.customId, component_type: c.kind === 'button' ? 2 : 3, ...(c.kind === 'select' ? { values: [c.values[0]!] } : {}) })),
          { custom_id: encodeId({ k: 't', game: game.id }), component_type: 2 },
          { custom_id: encodeId({ k: 'h', game: game.id }), component_type: 2 },
          { custom_id: encodeId({ k: 'p', game: game.id, seq: (await w.store.getGame(game.id))!.seq, page: 0 }), component_type: 2 },
        ];
        for (const [n, data] of forged.entries()) {
          const f = await settle(w, w.discord.forge(owner.id, { type: 3, messageId: n % 2 ? dmPanel.id : ephPanel.id, data }));
          expect(ephemeralText(f)).toMatch(/not playing|Nothing changed|out of date/);
        }
        // The same ids really on a message in the thread: the handlers themselves refuse them.
        const buttons = forged.filter((x) => x.component_type === 2).map((x) => x.custom_id);
        const fake = await forgedMessage(w, thread, buttons);
        for (const id of buttons) expect(ephemeralText(await settle(w, w.discord.click(owner.id, fake, id)))).toMatch(/not playing|Nothing changed|out of date/);
        await fetch(`${w.discord.restBase}/v10/channels/${thread}/messages/${fake}`, { method: 'DELETE', headers: { authorization: `Bot ${w.discord.botToken}` } });

        // Play on with the newcomer in the seat.
        const seated = users.map((u) => (u === owner ? newcomer : u));
        const eph = new Map<string, string>();
        let privateMoves = 0;
        for (let k = 0; k < 120; k++) {
          const info = await step(w, thread, seated, pick, eph);
          if (!info) break;
          if (info.user === newcomer && info.private) privateMoves++;
        }
        expect(privateMoves).toBeGreaterThan(0);
        rec.stop();

        // Every version the old holder could see after the hand-over: a strip of an old panel
        // (same text, no buttons), or a refusal of their own forged presses. Nothing new in DMs.
        const theirs = rec.list.filter((v) => v.channel_id === dm || v.ephemeral_to === owner.id);
        expect(theirs.length).toBeGreaterThan(0);
        for (const v of theirs) {
          if (seen.has(v.id)) {
            expect(v.components).toEqual([]);
            expect(v.content).toBe(seen.get(v.id));
          } else {
            expect(v.ephemeral_to).toBe(owner.id);
            expect(v.components).toEqual([]);
            expect(v.content).toMatch(/^$|not playing|Nothing changed|out of date/);
          }
        }
      }, 240_000);
    }

    it('a player who left the lobby gets nothing from the game', async () => {
      const [a, b, leaver] = [w.discord.addUser('lv-a'), w.discord.addUser('lv-b'), w.discord.addUser('lv-c')];
      const before = new Set(w.discord.threads().map((x) => x.id));
      await slash(w, a, w.discord.channelId, 'new', { players: 2, order: 'joined' });
      const thread = w.discord.threads().find((x) => !before.has(x.id))!.id;
      await slash(w, leaver, thread, 'join', { colour: 'red' });
      await slash(w, leaver, thread, 'leave');
      const rec = recordVersions(w);
      await slash(w, a, thread, 'join', { colour: 'red' });
      await slash(w, b, thread, 'join', { colour: 'blue' });
      await slash(w, a, thread, 'start');
      const pick = rng(23);
      const eph = new Map<string, string>();
      for (let k = 0; k < 40; k++) await step(w, thread, [a, b], pick, eph);
      rec.stop();
      expect(rec.list.filter((v) => v.ephemeral_to === leaver.id || (w.discord.dmChannelOf(leaver.id) ?? '-') === v.channel_id)).toEqual([]);
    }, 120_000);
  });

  describe('3. components check who presses, where, and whether the decision is secret', () => {
    it('a forged page, answer or Back on the public prompt never renders or takes a secret decision', async () => {
      const users = [w.discord.addUser('pg-a'), w.discord.addUser('pg-b')];
      const thread = await openGame(w, users);
      const p = await untilPrivate(w, thread, users, rng(31));
      const owner = pinged(users, p);
      const other = users.find((u) => u !== owner)!;
      const game = (await w.store.loadGame((await w.store.findByThread(thread))!.id))!;
      const d = openDecision(game.state)!;
      expect(d.secret).toBe(true);
      const hidden = [...(await hiddenCards(w, thread)).values()].flat();
      const rec = recordVersions(w);
      const ids = [
        { custom_id: encodeId({ k: 'p', game: game.id, seq: d.openedAt, page: 0 }), component_type: 2 },
        { custom_id: encodeId({ k: 'p', game: game.id, seq: d.openedAt, page: 1 }), component_type: 2 },
        { custom_id: encodeId({ k: 'o', game: game.id, seq: d.openedAt, opt: 0 }), component_type: 2 },
        { custom_id: encodeId({ k: 's', game: game.id, seq: d.openedAt, page: 0 }), component_type: 3, values: ['0'] },
        { custom_id: encodeId({ k: 'b', game: game.id, seq: game.seq }), component_type: 2 },
      ];
      for (const u of [owner, other]) {
        for (const data of ids) {
          const h = await settle(w, w.discord.forge(u.id, { type: 3, messageId: p.id, data }));
          expect(ephemeralText(h)).not.toBe('');
        }
      }
      // The same ids really on a public message (as if the bot had put them there): the handler
      // itself refuses a secret decision's page, answer or step back outside the owner's private panel.
      const buttons = ids.filter((x) => x.component_type === 2).map((x) => x.custom_id);
      const fake = await forgedMessage(w, thread, buttons);
      for (const u of [owner, other]) {
        for (const id of buttons) {
          const h = await settle(w, w.discord.click(u.id, fake, id));
          const text = ephemeralText(h);
          expect(text).not.toBe('');
          if (u === owner && !id.includes(':b:')) expect(text).toMatch(/private/);
        }
      }
      expect(w.discord.message(fake)!.components).toEqual([{ type: 1, components: buttons.map((id, n) => ({ type: 2, style: 1, custom_id: id, label: `b${n}` })) }]);
      rec.stop();
      expect((await w.store.getGame(game.id))!.seq).toBe(game.seq);
      expect(w.discord.message(p.id)!.components).toEqual(p.components);
      for (const v of rec.list.filter((x) => x.ephemeral_to === undefined && x.channel_id === thread)) {
        const text = publicText(v);
        for (const card of hidden) expect(text).not.toContain(card);
      }
      // The owner's own private panel (DM) may page: it stays private and keeps its choices.
      const dm = w.discord.dmChannelOf(owner.id)!;
      const dmPanel = w.discord.messages(dm).filter((m) => choicesOf(m).length).at(-1)!;
      await settle(w, w.discord.forge(owner.id, { type: 3, messageId: dmPanel.id, data: ids[0]! }));
      expect(choicesOf(w.discord.message(dmPanel.id)).length).toBeGreaterThan(0);
    });

    it('a page of a public decision: only its holder, only on its panel', async () => {
      const users = [w.discord.addUser('pp-a'), w.discord.addUser('pp-b')];
      const thread = await openGame(w, users);
      const p = await untilPublic(w, thread, users, rng(32));
      const owner = pinged(users, p);
      const other = users.find((u) => u !== owner)!;
      const game = (await w.store.loadGame((await w.store.findByThread(thread))!.id))!;
      const d = openDecision(game.state)!;
      const page = { custom_id: encodeId({ k: 'p', game: game.id, seq: d.openedAt, page: 0 }), component_type: 2 };
      const h = await settle(w, w.discord.forge(other.id, { type: 3, messageId: p.id, data: page }));
      expect(ephemeralText(h)).not.toBe('');
      expect(w.discord.message(p.id)!.components).toEqual(p.components);
      // Really on a message: only the decision's holder may turn its pages.
      const fake = await forgedMessage(w, thread, [page.custom_id]);
      expect(ephemeralText(await settle(w, w.discord.click(other.id, fake, page.custom_id)))).toMatch(/belongs to/);
      expect(w.discord.message(fake)!.components).toEqual([{ type: 1, components: [{ type: 2, style: 1, custom_id: page.custom_id, label: 'b0' }] }]);
      // Another message in the thread (the lobby or a summary): not the panel, nothing is drawn on it.
      const elsewhere = w.discord.messages(thread).find((m) => m.id !== p.id && !m.ephemeral_to)!;
      const h2 = await settle(w, w.discord.forge(owner.id, { type: 3, messageId: elsewhere.id, data: page }));
      expect(ephemeralText(h2)).not.toBe('');
      expect(w.discord.message(elsewhere.id)!.components).toEqual(elsewhere.components);
      // An answer id of this game pressed on a message of another game's thread is refused.
      const users2 = [w.discord.addUser('pp-c'), w.discord.addUser('pp-d')];
      const thread2 = await openGame(w, users2);
      const p2 = panel(w, thread2, users2[0]!.id)!;
      const h3 = await settle(w, w.discord.forge(owner.id, { type: 3, messageId: p2.id, data: { custom_id: choicesOf(p)[0]!.customId, component_type: 2 } }));
      expect(ephemeralText(h3)).not.toBe('');
      expect((await w.store.getGame(game.id))!.seq).toBe(game.seq);
    });
  });

  describe('4. slash-command options are parsed against their definitions', () => {
    const bad: [string, Record<string, string | number | boolean>, string][] = [
      ['settings', { map: 'sometimes' }, 'map'],
      ['settings', { reminder: 100000 }, 'reminder'],
      ['settings', { reminder: -1 }, 'reminder'],
      ['settings', { reminder: 2.5 }, 'reminder'],
      ['settings', { colour: 'red' }, 'colour'],
      ['new', { players: 2, order: 'sideways' }, 'order'],
      ['new', { players: 5 }, 'players'],
      ['new', { order: 'random' }, 'players'],
      ['new', { players: 2, setup: 'x'.repeat(300) }, 'setup'],
      ['new', { players: 2, setup: 'no-such-card' }, 'setup'],
      ['join', { colour: 'green' }, 'colour'],
      ['log', { count: 0 }, 'count'],
      ['log', { count: 41 }, 'count'],
      ['map', { cluster: 7 }, 'cluster'],
      ['kick', { player: 'nobody' }, 'player'],
      ['card', { name: 'y'.repeat(300) }, 'name'],
    ];
    it('a bad value: an ephemeral error naming the option; nothing changes, nothing logged as an error', async () => {
      const [host, guest] = [w.discord.addUser('opt-h'), w.discord.addUser('opt-g')];
      const thread = await openGame(w, [host, guest]);
      const game = (await w.store.findByThread(thread))!;
      const threads = w.discord.threads().length;
      const prefs = await w.store.getPreferences(host.id);
      const marks = JSON.stringify([await w.store.listMessages(game.id), await w.store.getBookkeeping(game.id)]);
      const errorsBefore = errorLines(lines).length;
      for (const [sub, values, option] of bad) {
        const where = sub === 'new' ? w.discord.channelId : thread;
        const h = await settle(w, w.discord.slash(host.id, where, { name: 'arcs', subcommand: sub, values }));
        expect((await h.ack).ephemeral, `${sub} ${JSON.stringify(values)}`).toBe(true);
        expect(h.original()!.content, `${sub} ${JSON.stringify(values)}`).toContain(`\`${option}\``);
        expect(h.original()!.content).toMatch(/Nothing changed/);
      }
      // The raw form with an option of the wrong type, an unknown subcommand, an unknown command.
      const raw = [
        { name: 'arcs', options: [{ name: 'new', type: 1, options: [{ name: 'players', type: 3, value: 'two' }] }] },
        { name: 'arcs', options: [{ name: 'settings', type: 1, options: [{ name: 'dms', type: 4, value: 1 }] }] },
        { name: 'arcs', options: [{ name: 'teleport', type: 1, options: [] }] },
        { name: 'arcs', options: [] },
        { name: 'chess', options: [] },
      ];
      for (const input of raw) {
        const h = await settle(w, w.discord.slash(host.id, thread, input as never));
        expect((await h.ack).ephemeral, JSON.stringify(input)).toBe(true);
        expect(h.original()!.content, JSON.stringify(input)).toMatch(/Nothing changed/);
      }
      expect(w.discord.threads().length).toBe(threads);
      // Autocomplete still reads the options typed so far.
      const ac = await w.discord.autocomplete(host.id, w.discord.channelId, { name: 'arcs', subcommand: 'new', values: { players: 3, setup: '' }, focused: 'setup' });
      await ac.ack;
      expect(ac.choices()!.length).toBeGreaterThan(0);
      expect(ac.choices()!.every((c) => SETUP_CARDS.find((x) => x.id === c.value)?.players === 3)).toBe(true);
      expect(await w.store.getPreferences(host.id)).toEqual(prefs);
      expect(JSON.stringify([await w.store.listMessages(game.id), await w.store.getBookkeeping(game.id)])).toBe(marks);
      expect(errorLines(lines).slice(errorsBefore)).toEqual([]);
    });
  });

  describe('5. every error is ephemeral; lobby buttons after Start', () => {
    it('errors of public commands go only to the one who asked', async () => {
      const [host, guest] = [w.discord.addUser('err-h'), w.discord.addUser('err-g')];
      const thread = await openGame(w, [host, guest]);
      const four = SETUP_CARDS.find((c) => c.players === 4)!;
      const chat = String((await asBot(w, 'POST', `/channels/${w.discord.channelId}/threads`, { name: 'chat', type: 11 }))['id']);
      const threads = w.discord.threads().length;
      const cases: [string, string, Record<string, string | number | boolean>][] = [
        [w.discord.channelId, 'new', { players: 2, setup: four.id }],
        [thread, 'new', { players: 2 }],
        [chat, 'new', { players: 2 }],
        ...['status', 'log', 'map', 'hand', 'join', 'leave', 'start', 'undo', 'concede', 'abort'].flatMap((sub) => [
          [w.discord.channelId, sub, {}] as [string, string, Record<string, string | number | boolean>],
          [chat, sub, {}] as [string, string, Record<string, string | number | boolean>],
        ]),
        [w.discord.channelId, 'kick', { player: guest.id }],
        [chat, 'replace', { player: guest.id, with: host.id }],
      ];
      for (const [where, sub, values] of cases) {
        const h = await settle(w, w.discord.slash(host.id, where, { name: 'arcs', subcommand: sub, values }));
        const what = `${sub} in ${where === thread ? 'the game thread' : where === chat ? 'a chat thread' : 'the channel'}`;
        expect((await h.ack).ephemeral || h.original() === undefined, what).toBe(true);
        const visible = w.discord.messages(where, { visibleTo: guest.id }).filter((m) => m.interaction_metadata?.id === h.id);
        expect(visible, what).toEqual([]);
        expect(ephemeralText(h), what).not.toBe('');
      }
      expect(w.discord.threads().length).toBe(threads);
    });

    it('after /arcs start the lobby buttons are gone, and a stale one is answered truthfully', async () => {
      const [host, guest] = [w.discord.addUser('lb-h'), w.discord.addUser('lb-g')];
      const before = new Set(w.discord.threads().map((x) => x.id));
      await slash(w, host, w.discord.channelId, 'new', { players: 2, order: 'joined' });
      const thread = w.discord.threads().find((x) => !before.has(x.id))!.id;
      const lobby = w.discord.messages(thread).find((m) => buttonsOf(m, 'j').length)!;
      await slash(w, host, thread, 'join', { colour: 'red' });
      await slash(w, guest, thread, 'join', { colour: 'blue' });
      await slash(w, host, thread, 'start');
      expect(w.discord.message(lobby.id)!.components).toEqual([]);
      const stranger = w.discord.addUser('lb-s');
      for (const id of [...buttonsOf(lobby, 'j'), ...buttonsOf(lobby, 'l'), ...buttonsOf(lobby, 'g')]) {
        const h = await settle(w, w.discord.forge(stranger.id, { type: 3, messageId: lobby.id, data: { custom_id: id, component_type: 2 } }));
        expect(ephemeralText(h)).toMatch(/started/);
        expect(ephemeralText(h)).not.toMatch(/aborted/);
      }
      expect((await w.store.findByThread(thread))!.status).toBe('active');
    });
  });

  describe('6. repeated deliveries and forged interactions', () => {
    it('the same interaction delivered twice is handled once, quietly', async () => {
      const users = [w.discord.addUser('dup-a'), w.discord.addUser('dup-b')];
      const thread = await openGame(w, users);
      const errorsBefore = errorLines(lines).length;
      const p = await untilPublic(w, thread, users, rng(61));
      const owner = pinged(users, p);
      const game = (await w.store.findByThread(thread))!;
      const count = () => w.discord.messages(thread, { all: true }).length + w.discord.messages(w.discord.dmChannelOf(owner.id) ?? '-', { all: true }).length;
      const handles: InteractionHandle[] = [
        await settle(w, press(w, owner, p)),
        await slash(w, owner, thread, 'status'),
        await slash(w, owner, thread, 'hand'),
        await slash(w, owner, thread, 'settings', { reminder: 5 }),
      ];
      const seq = (await w.store.getGame(game.id))!.seq;
      expect(seq).toBe(game.seq + 1);
      const n = count();
      for (const h of handles) w.discord.redeliver(h);
      // An interaction after them: by its answer, the repeats have arrived and been dealt with.
      await slash(w, owner, thread, 'help');
      expect(count()).toBe(n + 1);
      expect((await w.store.getGame(game.id))!.seq).toBe(seq);
      // A repeat that reaches another process (here: the bot restarted) is refused by Discord
      // (already acknowledged), and that is quiet too.
      await w.restart();
      for (const h of handles) w.discord.redeliver(h);
      await slash(w, owner, thread, 'help');
      expect(count()).toBe(n + 2);
      expect(lines.filter((l) => l.includes('already answered')).length).toBeGreaterThanOrEqual(handles.length);
      expect((await w.store.getGame(game.id))!.seq).toBe(seq);
      expect(errorLines(lines).slice(errorsBefore)).toEqual([]);
    });

    it('every forged interaction gets an answer, and changes nothing', async () => {
      const users = [w.discord.addUser('fz-a'), w.discord.addUser('fz-b')];
      const thread = await openGame(w, users);
      const p = await untilPublic(w, thread, users, rng(62));
      const owner = pinged(users, p);
      const game = (await w.store.findByThread(thread))!;
      const errorsBefore = errorLines(lines).length;
      const g = game.id;
      const ids = ['hello', '', 'a1', 'a1:o', `a1:o:${g}:1`, `a1:z:${g}`, `a2:o:${g}:1:0`, 'x'.repeat(101), `a1:o:${g}:-1:0`, `a1:o:${g}:99999999:0`,
        `a1:j:${g}:green`, `a1:g:${g}`, `a1:j:${g}:red`, `a1:l:${g}`, `a1:o:${g}:${game.seq}:99`, `a1:t:${g}:extra`];
      const shapes: Record<string, unknown>[] = [
        ...ids.map((custom_id) => ({ custom_id, component_type: 2 })),
        ...ids.slice(0, 4).map((custom_id) => ({ custom_id, component_type: 3, values: ['0'] })),
        { custom_id: encodeId({ k: 's', game: g, seq: game.seq, page: 0 }), component_type: 3, values: [] },
        { custom_id: encodeId({ k: 's', game: g, seq: game.seq, page: 0 }), component_type: 3, values: ['abc'] },
        { custom_id: encodeId({ k: 's', game: g, seq: game.seq, page: 0 }), component_type: 3, values: ['0', '1'] },
        { custom_id: encodeId({ k: 's', game: g, seq: game.seq, page: 0 }), component_type: 2 },
        { custom_id: encodeId({ k: 'o', game: g, seq: game.seq, opt: 0 }), component_type: 3, values: ['0'] },
        { custom_id: encodeId({ k: 't', game: g }), component_type: 5, values: [owner.id] },
        { custom_id: encodeId({ k: 't', game: g }), component_type: 8, values: [thread] },
        { component_type: 2 },
      ];
      const targets = [p.id, w.discord.messages(thread)[0]!.id];
      let k = 0;
      for (const data of shapes) {
        const h = await w.discord.forge(owner.id, { type: 3, messageId: targets[k++ % targets.length]!, data });
        const acked = await h.ack.then(() => true, () => false);
        expect(acked, JSON.stringify(data)).toBe(true);
        await h.settled();
        await w.bot.bot.idle();
        expect(ephemeralText(h), JSON.stringify(data)).not.toBe('');
      }
      for (const data of [{ custom_id: encodeId({ k: 't', game: g }), components: [] }, { custom_id: 'hello', components: [] }]) {
        const h = await w.discord.forge(owner.id, { type: 5, channelId: thread, data });
        expect(await h.ack.then(() => true, () => false), JSON.stringify(data)).toBe(true);
        await h.settled();
        await w.bot.bot.idle();
        expect(ephemeralText(h)).not.toBe('');
      }
      expect((await w.store.getGame(g))!.seq).toBe(game.seq);
      expect(w.discord.message(p.id)!.components).toEqual(p.components);
      expect(errorLines(lines).slice(errorsBefore)).toEqual([]);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/app/custom-id.ts';
import { apply } from '../../src/engine/index.ts';
import type { ApiUser, InteractionHandle } from '../../src/sandbox/discord/index.ts';
import { buttonsOf, choicesOf, openGame, panel, rng, settle, slash, startWorld, step, type World } from './helpers.ts';

/** The bot's ephemeral answer to an interaction (followup or edited deferral). */
function ephemeralText(h: InteractionHandle): string {
  const f = h.followups().filter((m) => m.flags & 64).map((m) => m.content);
  const o = h.original();
  return [...f, o && o.flags & 64 ? o.content : ''].join(' ').trim();
}

/** Post a message as the bot with components of our choosing (forged ids), straight through REST. */
async function postAsBot(w: World, channelId: string, customIds: string[]): Promise<string> {
  const res = await fetch(`${w.discord.restBase}/v10/channels/${channelId}/messages`.replace('/api/v10/v10', '/api/v10'), {
    method: 'POST',
    headers: { authorization: `Bot ${w.discord.botToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'forged', components: [{ type: 1, components: customIds.map((id, i) => ({ type: 2, style: 1, custom_id: id, label: `b${i}` })) }] }),
  });
  if (!res.ok) throw new Error(`post failed ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function publicPanel(w: World, thread: string, users: ApiUser[], pick: () => number) {
  const eph = new Map<string, string>();
  for (let k = 0; k < 300; k++) {
    const p = panel(w, thread, users[0]!.id)!;
    if (choicesOf(p).some((c) => c.kind === 'button')) return p;
    await step(w, thread, users, pick, eph);
  }
  throw new Error('no public panel with buttons');
}

describe('bad input and races through the bot', () => {
  let w: World;
  beforeAll(async () => { w = await startWorld({ seed: 'bad' }); });
  afterAll(async () => { await w?.close(); });

  it('two seats and a double click race on one decision: one commit, clear replies to the rest', async () => {
    const users = [w.discord.addUser('ra'), w.discord.addUser('rb')];
    const thread = await openGame(w, users);
    const p = await publicPanel(w, thread, users, rng(5));
    const owner = users.find((u) => p.content.includes(`<@${u.id}>`))!;
    const other = users.find((u) => u !== owner)!;
    const game = (await w.store.findByThread(thread))!;
    const seq = game.seq;
    const [button] = choicesOf(p).filter((c) => c.kind === 'button');
    const hs = await Promise.all([
      w.discord.click(owner.id, p.id, button!.customId),
      w.discord.click(owner.id, p.id, button!.customId),
      w.discord.click(other.id, p.id, button!.customId),
    ]);
    for (const h of hs) expect((await h.ack).afterMs).toBeLessThan(3000);
    await w.bot.bot.idle();
    expect((await w.store.getGame(game.id))!.seq).toBe(seq + 1);
    expect((await w.store.verify(game.id))!.ok).toBe(true);
    const replies = hs.map(ephemeralText);
    expect(replies[2]).toMatch(/belongs to|out of date/);
    expect(replies.slice(0, 2).filter((r) => /out of date|already counted/.test(r))).toHaveLength(1);
  });

  it('a non-player click, a forged id, an unknown game: ephemeral replies, nothing changes', async () => {
    const users = [w.discord.addUser('na'), w.discord.addUser('nb')];
    const stranger = w.discord.addUser('stranger');
    const thread = await openGame(w, users);
    const p = await publicPanel(w, thread, users, rng(6));
    const game = (await w.store.findByThread(thread))!;
    const [c] = choicesOf(p);
    const h = await settle(w, c!.kind === 'button' ? w.discord.click(stranger.id, p.id, c!.customId) : w.discord.select(stranger.id, p.id, c!.customId, [c!.values[0]!]));
    expect(ephemeralText(h)).toMatch(/not playing/);
    const forged = await postAsBot(w, thread, ['a1:o:nosuchgame:1:0', 'hello:world', `a1:o:${game.id}:x:0`, `a1:t:${game.id.slice(0, 8)}zz`]);
    const texts: string[] = [];
    for (const id of ['a1:o:nosuchgame:1:0', 'hello:world', `a1:o:${game.id}:x:0`, `a1:t:${game.id.slice(0, 8)}zz`]) {
      texts.push(ephemeralText(await settle(w, w.discord.click(users[0]!.id, forged, id))));
    }
    expect(texts[0]).toMatch(/no Arcs game/);
    expect(texts[1]).toMatch(/not one this bot understands/);
    expect(texts[2]).toMatch(/not one this bot understands/);
    expect(texts[3]).toMatch(/no Arcs game/);
    expect((await w.store.getGame(game.id))!.seq).toBe(game.seq);
  });

  it('a stale button (an older private panel) is refused; the game goes on; then a finished game', async () => {
    const users = [w.discord.addUser('sa', { dmsClosed: true }), w.discord.addUser('sb', { dmsClosed: true })];
    const thread = await openGame(w, users);
    const pick = rng(7);
    // Find a private decision: both players have DMs closed, so the thread offers My turn.
    let p = panel(w, thread, users[0]!.id)!;
    for (let k = 0; k < 300 && !buttonsOf(p, 't').length; k++) {
      await step(w, thread, users, pick, new Map());
      p = panel(w, thread, users[0]!.id)!;
    }
    const owner = users.find((u) => p.content.includes(`<@${u.id}>`))!;
    expect(w.discord.messages(w.discord.dmChannelOf(owner.id) ?? 'none').length).toBe(0);
    const first = await settle(w, w.discord.click(owner.id, p.id, buttonsOf(p, 't')[0]!));
    const second = await settle(w, w.discord.click(owner.id, p.id, buttonsOf(p, 't')[0]!));
    const older = w.discord.message(first.original()!.id)!;
    const newer = w.discord.message(second.original()!.id)!;
    expect(older.flags & 64).toBe(64);
    const [c] = choicesOf(newer);
    const ans = (m: typeof newer, ch: NonNullable<typeof c>) => ch.kind === 'button' ? w.discord.click(owner.id, m.id, ch.customId) : w.discord.select(owner.id, m.id, ch.customId, [ch.values[0]!]);
    await settle(w, ans(newer, c!));
    const game = (await w.store.findByThread(thread))!;
    const [oc] = choicesOf(older);
    const stale = await settle(w, ans(older, oc!));
    expect(ephemeralText(stale)).toMatch(/out of date/);
    expect((await w.store.getGame(game.id))!.seq).toBe(game.seq);
    // Concede, then any button of this game says the game is over.
    await slash(w, owner, thread, 'concede');
    const after = await settle(w, ans(older, oc!));
    expect(ephemeralText(after)).toMatch(/game is over/);
    // The thread panel lost its buttons when the game ended.
    expect(buttonsOf(w.discord.message(p.id), 't')).toEqual([]);
    const last = w.discord.messages(thread).at(-1)!;
    expect(last.content).toMatch(/The game is over/);
  });

  it('a bot restart in the middle of a game: play continues to the end', async () => {
    const users = [w.discord.addUser('ta'), w.discord.addUser('tb')];
    const thread = await openGame(w, users);
    const pick = rng(8);
    const eph = new Map<string, string>();
    for (let k = 0; k < 40; k++) await step(w, thread, users, pick, eph);
    await w.restart();
    eph.clear();
    let steps = 0;
    while (await step(w, thread, users, pick, eph)) steps++;
    expect(steps).toBeGreaterThan(10);
    expect((await w.store.findByThread(thread))!.status).toBe('ended');
  }, 300_000);

  it('commands answer: status, log, hand (ephemeral), map, card with autocomplete, help, settings', async () => {
    const users = [w.discord.addUser('ca'), w.discord.addUser('cb')];
    const thread = await openGame(w, users);
    const text = (h: InteractionHandle) => h.original()?.content ?? '';
    expect(text(await slash(w, users[0]!, thread, 'status'))).toMatch(/Chapter 1/);
    expect(text(await slash(w, users[0]!, thread, 'log'))).toMatch(/Recent moves|No moves/);
    const hand = await slash(w, users[0]!, thread, 'hand');
    expect(hand.original()!.flags & 64).toBe(64);
    expect(text(hand)).toMatch(/Your hand/);
    const map = await slash(w, users[1]!, thread, 'map', { cluster: 2 });
    expect(map.original()!.attachments[0]!.filename).toBe('cluster-2.png');
    const ac = await w.discord.autocomplete(users[0]!.id, thread, { name: 'arcs', subcommand: 'card', values: { name: 'loyal' }, focused: 'name' });
    await ac.ack;
    expect(ac.choices()!.length).toBeGreaterThan(0);
    expect(text(await slash(w, users[0]!, thread, 'card', { name: ac.choices()![0]!.value }))).toMatch(/\*\*/);
    expect(text(await slash(w, users[0]!, thread, 'help'))).toMatch(/arcs new/);
    expect(text(await slash(w, users[0]!, thread, 'settings', { map: 'request', reminder: 24, dms: false }))).toMatch(/on request.*every 1440 min.*off/);
    expect(text(await slash(w, users[0]!, w.discord.channelId, 'status'))).toMatch(/inside a game thread/);
  });

  it('the lobby by its buttons; undo of your own last input; kick and replace', async () => {
    const [host, b, c] = [w.discord.addUser('lh', { admin: false }), w.discord.addUser('lb'), w.discord.addUser('lc')];
    const before = new Set(w.discord.threads().map((x) => x.id));
    await slash(w, host, w.discord.channelId, 'new', { players: 2, order: 'joined' });
    const thread = w.discord.threads().find((x) => !before.has(x.id))!.id;
    const lobbyMsg = w.discord.messages(thread).find((m) => buttonsOf(m, 'j').length)!;
    const join = (u: ApiUser, colour: string) => settle(w, w.discord.click(u.id, lobbyMsg.id, buttonsOf(lobbyMsg, 'j').find((id) => id.endsWith(colour))!));
    /** The lobby's Join buttons that can be clicked, by colour. */
    const joinable = () => (w.discord.message(lobbyMsg.id)!.components as { components?: Record<string, unknown>[] }[])
      .flatMap((r) => r.components ?? []).filter((x) => x.disabled !== true).map((x) => decodeId(String(x.custom_id ?? '')))
      .flatMap((id) => (id?.k === 'j' ? [id.colour] : []));
    expect(joinable()).toEqual(['red', 'blue', 'yellow', 'white']);
    await join(host, 'white');
    // A taken colour's button is disabled (the server refuses the click, as Discord's client would)…
    expect(joinable()).toEqual(['red', 'blue', 'yellow']);
    await expect(join(b, 'white')).rejects.toThrow(/disabled/);
    // …and the command says why.
    expect(ephemeralText(await slash(w, b, thread, 'join', { colour: 'white' }))).toMatch(/White is already taken/);
    await join(b, 'yellow');
    // Full: no Join button is left.
    expect(joinable()).toEqual([]);
    await expect(join(c, 'red')).rejects.toThrow(/disabled/);
    expect(ephemeralText(await slash(w, c, thread, 'join', { colour: 'red' }))).toMatch(/full/);
    expect(ephemeralText(await settle(w, w.discord.click(b.id, lobbyMsg.id, buttonsOf(lobbyMsg, 'g')[0]!)))).toMatch(/Only the host/);
    expect(w.discord.message(lobbyMsg.id)!.content).toMatch(/White .*Yellow/);
    // After Leave, the colour is free again.
    await settle(w, w.discord.click(b.id, lobbyMsg.id, buttonsOf(lobbyMsg, 'l')[0]!));
    expect(joinable()).toEqual(['red', 'blue', 'yellow']);
    await join(b, 'yellow');
    expect(w.discord.message(lobbyMsg.id)!.content).toMatch(/Pick a colour/);
    await settle(w, w.discord.click(host.id, lobbyMsg.id, buttonsOf(lobbyMsg, 'g')[0]!));
    // The lobby message now says the game started, with whom, and has no buttons.
    expect(w.discord.message(lobbyMsg.id)!.content).toMatch(/has started/);
    expect(w.discord.message(lobbyMsg.id)!.content).not.toMatch(/Pick a colour/);
    expect(w.discord.message(lobbyMsg.id)!.components).toEqual([]);
    const game = (await w.store.findByThread(thread))!;
    expect(game.status).toBe('active');
    expect(game.seats.map((x) => [x.userId, x.colour])).toEqual([[host.id, 'white'], [b.id, 'yellow']]);

    // Undo: step until the last input was a seat's own and revealed nothing, then take it back.
    const users = [host, b];
    const pick = rng(9);
    const eph = new Map<string, string>();
    let undone = false;
    for (let k = 0; k < 200 && !undone; k++) {
      const info = (await step(w, thread, users, pick, eph))!;
      const g = (await w.store.loadGame(game.id))!;
      const prev = (await w.store.replay(game.id, { toSeq: g.seq - 1 }))!;
      const other = users.find((u) => u !== info.user)!;
      const [last] = await w.store.readLog(game.id, { fromSeq: g.seq });
      const r = apply(prev, last!.input);
      if (r.ok && !r.revealed) {
        const refused = await slash(w, other, thread, 'undo');
        expect(refused.original()!.content).toMatch(/Only your own last input/);
        const ok = await slash(w, info.user, thread, 'undo');
        expect(ok.original()!.content).toMatch(/took back/);
        // Undo is appended to the log: the game is back at the position before, at a new seq.
        const after = (await w.store.loadGame(game.id))!;
        expect(after.seq).toBe(g.seq + 1);
        expect(after.state.players).toEqual(prev.players);
        expect(after.state.stack).toEqual(prev.stack);
        expect((await w.store.readLog(game.id, { fromSeq: g.seq + 1 }))[0]!.input).toEqual({ t: 'undo', seat: last!.input.seat });
        expect((await w.store.verify(game.id))!.ok).toBe(true);
        undone = true;
      } else {
        expect((await slash(w, info.user, thread, 'undo')).original()!.content).toMatch(/not allowed|Only your own/);
      }
    }
    expect(undone).toBe(true);
    // The game goes on after the undo; the panel's Back button steps back the same way.
    let backed = false;
    for (let k = 0; k < 200 && !backed; k++) {
      expect(await step(w, thread, users, pick, eph)).not.toBeNull();
      const p = panel(w, thread, host.id)!;
      const [back] = buttonsOf(p, 'b');
      if (!back) continue;
      const seq = (await w.store.getGame(game.id))!.seq;
      const owner = users.find((u) => p.content.includes(`<@${u.id}>`))!;
      const other = users.find((u) => u !== owner)!;
      expect(ephemeralText(await settle(w, w.discord.click(other.id, p.id, back)))).toMatch(/Only your own last input/);
      const before = (await w.store.replay(game.id, { toSeq: seq - 1 }))!;
      await settle(w, w.discord.click(owner.id, p.id, back));
      const after = (await w.store.loadGame(game.id))!;
      expect(after.seq).toBe(seq + 1);
      expect(after.state.players).toEqual(before.players);
      backed = true;
    }
    expect(backed).toBe(true);

    // Kick needs the host (or Manage Threads); the open seat is taken with /arcs join; replace.
    expect((await slash(w, c, thread, 'kick', { player: b.id })).original()!.content).toMatch(/Only the host/);
    expect((await slash(w, host, thread, 'kick', { player: b.id })).original()!.content).toMatch(/removed from seat Yellow/);
    expect((await slash(w, c, thread, 'join', {})).original()!.content).toMatch(/joins as Yellow/);
    expect((await slash(w, host, thread, 'replace', { player: c.id, with: b.id })).original()!.content).toMatch(/hands seat Yellow/);
    expect((await w.store.getGame(game.id))!.seats[1]!.userId).toBe(b.id);
    expect((await slash(w, host, thread, 'abort')).original()!.content).toMatch(/^You aborted game [A-Z0-9]{5}\.$/);
    expect((await slash(w, b, thread, 'concede')).original()!.content).toMatch(/aborted/);
  }, 120_000);
});

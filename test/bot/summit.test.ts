// Summits in the thread (issue 18), through the bot (real discord.js against the local server): a
// 2-player campaign arranged in a Summit's Negotiations with three open proposals; each proposal is
// its own message with Accept / Reject / Withdraw buttons; the wrong presser gets a clear answer and
// nothing changes; accepting carries the deal out, withdrawing and rejecting close the proposal; a
// closed proposal's message loses its buttons and says what became of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/app/custom-id.ts';
import { run } from '../../src/engine/advance.ts';
import { cloneState } from '../../src/engine/clone.ts';
import { checkInvariants } from '../../src/engine/invariants.ts';
import { summitView } from '../../src/engine/campaign/summit/index.ts';
import type { ApiMessage, ApiUser, InteractionHandle } from '../../src/sandbox/discord/index.ts';
import { buttonsOf, choicesOf, settle, slash, startWorld, type World } from './helpers.ts';
import { reminderKey } from '../../src/store/index.ts';
import { answer as by } from '../engine/campaign/scenarios-helpers.ts';

const campaign = (w: World, user: ApiUser, channel: string, action: string, values: Record<string, string | number | boolean> = {}) =>
  settle(w, w.discord.slash(user.id, channel, { name: 'arcs', group: 'campaign', subcommand: action, values }));

/** What only the presser saw: the deferral's edit or the ephemeral followups. */
function ephemeralText(h: InteractionHandle): string {
  const f = h.followups().filter((m) => m.flags & 64).map((m) => m.content);
  const o = h.original();
  return [o && o.flags & 64 ? o.content : '', ...f].join(' ').trim();
}

/** Answer as `seat` on a copy (several choices in a row). */

/** A proposal's buttons on its message, by vote. */
function votes(m: ApiMessage | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of buttonsOf(m, 'v')) {
    const x = decodeId(id);
    if (x?.k === 'v') out[x.vote] = id;
  }
  return out;
}

describe('Summit proposals in the thread', () => {
  let w: World;
  beforeAll(async () => { w = await startWorld({ seed: 'summit-e2e' }); }, 300_000);
  afterAll(async () => { await w?.close(); });

  /** A 2-player campaign through the lobby, then arranged as another process would commit it. */
  async function summitWithProposals(tag: string, proposals: number, opts: { callToOrder?: boolean } = {}) {
    const ada = w.discord.addUser(`${tag}Ada`);
    const bo = w.discord.addUser(`${tag}Bo`);
    const watcher = w.discord.addUser(`${tag}Watcher`);
    const before = new Set(w.discord.threads().map((t) => t.id));
    await campaign(w, ada, w.discord.channelId, 'new', { players: 2, order: 'joined' });
    const thread = w.discord.threads().find((t) => !before.has(t.id))!;
    const lobby = w.discord.messages(thread.id)[0]!;
    await settle(w, w.discord.click(ada.id, lobby.id, buttonsOf(lobby, 'j')[0]!));
    await settle(w, w.discord.click(bo.id, lobby.id, buttonsOf(w.discord.message(lobby.id), 'j')[1]!));
    await settle(w, w.discord.click(ada.id, lobby.id, buttonsOf(w.discord.message(lobby.id), 'g')[0]!));
    const g = (await w.store.findByThread(thread.id))!;
    const stored = (await w.store.loadGame(g.id))!;

    // The Fates chosen and the placements made (first option each), then a Summit called by Red
    // (seat 0, Ada) and in its Negotiations, with `proposals` proposals of Red's, each promising
    // Blue a Favor.
    let s = cloneState(stored.state);
    while (s.decisions.some((d) => d.kind.startsWith('campaign/'))) s = by(s, s.decisions[0]!.seat, s.decisions[0]!.options[0]!.id);
    s = cloneState(s);
    s.stack.push({ k: 'campaign/summit', caller: 0 });
    run(s);
    if (opts.callToOrder) expect(summitView(s)!.stage, 'a Call to Order with something to do (Red is a Regent: Leave the Empire)').toBe('order');
    else if (summitView(s)!.stage === 'order') s = by(s, 0, 'negotiate');
    for (let k = 0; k < proposals; k++) s = by(s, 0, 'propose', 'kind:promise', 'to:1', 'agent', 'submit');
    s = cloneState(s);
    s.seq = stored.seq + 1;
    for (const d of s.decisions) d.openedAt = s.seq;
    for (const e of s.log) e.seq = Math.min(e.seq, s.seq);
    const f = s.stack.find((x) => x.k === 'campaign/summit') as { negotiatingSince?: number };
    if (!opts.callToOrder) f.negotiatingSince = s.seq;
    expect(checkInvariants(s)).toEqual([]);
    const c = await w.store.commit({ gameId: g.id, expectedSeq: stored.seq, input: { t: 'concede', seat: 1 }, nextState: s, interactionId: `summit-arranged-${tag}`, actor: 'test' });
    expect(c.status).toBe('committed');
    await slash(w, watcher, thread.id, 'status');
    await w.bot.bot.idle();
    return { ada, bo, watcher, thread, g, s };
  }

  it('posts each open proposal with its buttons; only the right seats may answer; accepted, withdrawn and rejected proposals close', async () => {
    const { ada, bo, watcher, thread, g } = await summitWithProposals('Sum', 3);
    expect(summitView((await w.store.loadGame(g.id))!.state)!.proposals.map((p) => p.id)).toEqual([1, 2, 3]);
    const proposal = (id: number) => w.discord.messages(thread.id).filter((m) => m.content.includes(`Proposal ${id}`)).at(-1);
    for (const id of [1, 2, 3]) {
      const m = proposal(id)!;
      expect(m.content).toMatch(new RegExp(`^\\*\\*Proposal ${id}\\*\\* by Red \\(<@${ada.id}>\\)\\. Awaiting Blue \\(<@${bo.id}>\\)\\.\\n• Red to Blue: `));
      expect(Object.keys(votes(m)).sort()).toEqual(['accept', 'reject', 'withdraw']);
    }
    const seqNow = async () => (await w.store.loadGame(g.id))!.seq;
    const at = await seqNow();

    // Every seat decides in the Negotiations; the thread panel shows one seat's decision and has My
    // turn, through which the other seat reaches its own (to propose) ephemerally.
    const threadPanel = w.discord.messages(thread.id).filter((m) => buttonsOf(m, 't').length > 0).at(-1)!;
    expect(threadPanel).toBeDefined();
    const mine = await settle(w, w.discord.click(bo.id, threadPanel.id, buttonsOf(threadPanel, 't')[0]!));
    expect(ephemeralText(mine)).not.toMatch(/Nothing is waiting for you/);
    const own = [mine.original(), ...mine.followups()].filter((m) => m && m.flags & 64);
    expect(own.some((m) => JSON.stringify(m!.components).includes('Make a proposal'))).toBe(true);

    // The wrong pressers: a spectator, the author answering their own proposal, a Rival withdrawing it.
    const press = (u: ApiUser, id: number, vote: string) => settle(w, w.discord.click(u.id, proposal(id)!.id, votes(proposal(id))[vote]!));
    expect(ephemeralText(await press(watcher, 1, 'accept'))).toMatch(/not playing in this game/);
    expect(ephemeralText(await press(ada, 1, 'accept'))).toMatch(/your own proposal/);
    expect(ephemeralText(await press(bo, 2, 'withdraw'))).toMatch(/Only the player who made that proposal/);
    expect(await seqNow()).toBe(at);

    // Blue accepts proposal 1: Red's agent becomes a Favor on Blue's Fate card; the message closes.
    const first = proposal(1)!;
    await press(bo, 1, 'accept');
    await w.bot.bot.idle();
    let now = (await w.store.loadGame(g.id))!;
    expect(now.state.campaign!.seats[1]!.favors).toEqual([1, 0]);
    expect(w.discord.message(first.id)!.content).toMatch(/^~~Proposal 1~~ is closed: Proposal 1 is carried out\./);
    expect(buttonsOf(w.discord.message(first.id), 'v')).toEqual([]);
    // Its old button is gone from the message (Discord delivers no click on it).
    await expect(w.discord.click(bo.id, first.id, votes(first)['accept']!)).rejects.toThrow(/has no component/);

    // Red withdraws proposal 2; Blue rejects proposal 3.
    const second = proposal(2)!;
    const third = proposal(3)!;
    await press(ada, 2, 'withdraw');
    await w.bot.bot.idle();
    expect(w.discord.message(second.id)!.content).toMatch(/^~~Proposal 2~~ is closed: Red withdraws proposal 2\./);
    // A double click: both presses reach the bot; one is counted, the other answered, nothing twice.
    const seqBefore = await seqNow();
    const [x, y] = await Promise.all([press(bo, 3, 'reject'), press(bo, 3, 'reject')]);
    await w.bot.bot.idle();
    expect(await seqNow()).toBe(seqBefore + 1);
    // The other press is refused whichever way the race went: the proposal closed, or the game moved on under it (compare-and-swap).
    expect([ephemeralText(x), ephemeralText(y)].filter((text) => /nothing changed|already counted/i.test(text))).toHaveLength(1);
    expect(w.discord.message(third.id)!.content).toMatch(/^~~Proposal 3~~ is closed: Blue rejects proposal 3\./);
    now = (await w.store.loadGame(g.id))!;
    expect(summitView(now.state)!.proposals).toEqual([]);
    expect(now.state.campaign!.seats[1]!.favors).toEqual([1, 0]);
    for (const m of [second, third]) expect(buttonsOf(w.discord.message(m.id), 'v')).toEqual([]);
  });

  it('is played from each player\'s own panel: the Call to Order by DM, proposals built behind My turn, and the caller\'s End the Summit button in the thread, pressable only when no proposal is open', async () => {
    const { ada, bo, thread, g } = await summitWithProposals('Own', 0, { callToOrder: true });
    const seqNow = async () => (await w.store.loadGame(g.id))!.seq;
    const state = async () => (await w.store.loadGame(g.id))!.state;
    const threadPanel = () => w.discord.messages(thread.id).filter((m) => buttonsOf(m, 't').length > 0).at(-1)!;
    /** The component answering `option` of `user`'s decision on message `m` (a button, or a menu entry). */
    const answerOn = async (user: ApiUser, m: ApiMessage | undefined, option: string) => {
      const s = await state();
      const seat = s.decisions.find((d) => d.seat === (user.id === ada.id ? 0 : 1))!;
      const index = seat.options.findIndex((o) => o.id === option);
      expect(index, `${option} offered to ${user.username}`).toBeGreaterThanOrEqual(0);
      const c = choicesOf(m).find((x) => (x.kind === 'button' ? (decodeId(x.customId) as { opt: number }).opt === index : x.values.includes(String(index))));
      expect(c, `${option} on ${m?.id}`).toBeDefined();
      return settle(w, c!.kind === 'button' ? w.discord.click(user.id, c!.messageId, c!.customId) : w.discord.select(user.id, c!.messageId, c!.customId, [String(index)]));
    };

    // The Call to Order: the thread panel names the caller and answers nothing itself; the caller's
    // DM carries the choices.
    let panel = threadPanel();
    expect(panel.content).toMatch(/the Call to Order/);
    expect(panel.content).toContain(`<@${ada.id}>`);
    expect(choicesOf(panel)).toEqual([]);
    const dm = w.discord.dmChannelOf(ada.id)!;
    const dmPanel = w.discord.messages(dm).filter((m) => choicesOf(m).length > 0).at(-1);
    expect(dmPanel?.content).toMatch(/Call to Order|Summit/);
    await answerOn(ada, dmPanel, 'negotiate');
    await w.bot.bot.idle();
    expect(summitView(await state())!.stage).toBe('negotiate');
    // The DM panel is closed, pointing back at the thread.
    expect(choicesOf(w.discord.message(dmPanel!.id))).toEqual([]);

    // The Negotiations: the thread panel says so, with My turn and the caller's End button, enabled (nothing open).
    panel = threadPanel();
    expect(panel.content).toMatch(/The Summit negotiates/);
    expect(choicesOf(panel)).toEqual([]);
    const endId = buttonsOf(panel, 'e')[0]!;
    expect(endId).toBeDefined();
    const endButton = () => (threadPanel().components as { components: { custom_id: string; disabled?: boolean }[] }[]).flatMap((r) => r.components).find((c) => decodeId(c.custom_id)?.k === 'e');
    expect(endButton()!.disabled).toBeFalsy();
    // Only the caller may end it.
    const at = await seqNow();
    expect(ephemeralText(await settle(w, w.discord.click(bo.id, panel.id, endId)))).toMatch(/Only the player who called the Summit/);
    expect(await seqNow()).toBe(at);

    // Red builds a proposal behind My turn, step by step in the same ephemeral panel.
    const mine = await settle(w, w.discord.click(ada.id, panel.id, buttonsOf(panel, 't')[0]!));
    const eph = mine.original()!;
    expect(eph.flags & 64).toBeTruthy();
    for (const step of ['propose', 'kind:promise', 'to:1', 'agent', 'submit']) {
      await answerOn(ada, w.discord.message(eph.id), step);
      await w.bot.bot.idle();
    }
    expect(summitView(await state())!.proposals.map((p) => p.id)).toEqual([1]);
    const proposal = w.discord.messages(thread.id).filter((m) => m.content.includes('Proposal 1')).at(-1)!;
    expect(Object.keys(votes(proposal)).sort()).toEqual(['accept', 'reject', 'withdraw']);
    // A proposal is open: the End button is disabled (the local server refuses a press on it).
    expect(endButton()!.disabled).toBe(true);
    await expect(w.discord.click(ada.id, threadPanel().id, buttonsOf(threadPanel(), 'e')[0]!)).rejects.toThrow(/disabled/);

    // Blue rejects it: nothing is open, and Red ends the Summit from the thread.
    await settle(w, w.discord.click(bo.id, proposal.id, votes(proposal)['reject']!));
    await w.bot.bot.idle();
    expect(endButton()!.disabled).toBeFalsy();
    await settle(w, w.discord.click(ada.id, threadPanel().id, buttonsOf(threadPanel(), 'e')[0]!));
    await w.bot.bot.idle();
    expect(summitView(await state())).toBeNull();
    expect((await w.store.readLog(g.id)).at(-1)!.input).toMatchObject({ t: 'answer', seat: 0, choice: 'end' });
  });

  it('the Summit timer: set by the host; half way the players the open proposals concern are pinged; at the end the Summit ends and its proposals lapse', async () => {
    const { ada, bo, thread, g, s } = await summitWithProposals('Tim', 1);
    const say = async (u: ApiUser, values: Record<string, unknown>) => ephemeralText(await slash(w, u, thread.id, 'settings', values));
    expect(await say(bo, { summit: 2 })).toMatch(/Only the host/);
    expect((await w.store.getBookkeeping(g.id))!.summitHours).toBe(24);
    expect(await say(ada, { summit: 2 })).toMatch(/Summit timer \(campaigns\): 2 hours/);
    await w.bot.bot.idle();
    const key = (kind: 'summit-remind' | 'summit-end', minutes: number) => reminderKey({ kind, gameId: g.id, seat: 0, openedAt: s.seq, everyMinutes: minutes, n: 0 });
    for (const k of [key('summit-remind', 120), key('summit-end', 120), key('summit-end', 1440)]) expect(await w.store.timers.state(k)).toBe('created');

    // Half way: Ada (the proposal's author) and Bo (awaited) are pinged, once.
    const before = w.discord.messages(thread.id).length;
    expect(await w.store.timers.dueNow(key('summit-remind', 120))).toBe(true);
    await w.bot.bot.runTimers();
    await w.bot.bot.idle();
    const pinged = w.discord.messages(thread.id).slice(before).filter((m) => /the Summit ends in about 1 hour/.test(m.content));
    expect(pinged).toHaveLength(1);
    expect(pinged[0]!.content).toContain(`<@${ada.id}>`);
    expect(pinged[0]!.content).toContain(`<@${bo.id}>`);

    // The 24-hour job of before the change does nothing.
    expect(await w.store.timers.dueNow(key('summit-end', 1440))).toBe(true);
    await w.bot.bot.runTimers();
    await w.bot.bot.idle();
    expect(summitView((await w.store.loadGame(g.id))!.state)).not.toBeNull();

    // The end: the thread is told, the Summit ends, the open proposal lapses; play goes on.
    const open = w.discord.messages(thread.id).filter((m) => m.content.includes('Proposal 1')).at(-1)!;
    expect(await w.store.timers.dueNow(key('summit-end', 120))).toBe(true);
    await w.bot.bot.runTimers();
    await w.bot.bot.idle();
    const now = (await w.store.loadGame(g.id))!;
    expect(summitView(now.state)).toBeNull();
    expect(now.state.decisions.length).toBeGreaterThan(0);
    expect(w.discord.messages(thread.id).some((m) => /The Summit timer \(2 hours\) has run out/.test(m.content))).toBe(true);
    expect(w.discord.message(open.id)!.content).toBe('~~Proposal 1~~ lapsed when the Summit ended.');
    expect(buttonsOf(w.discord.message(open.id), 'v')).toEqual([]);
    // Committed as the timer, once.
    expect((await w.store.readLog(g.id)).filter((x) => x.actor === 'summit-timer').map((x) => (x.input as { choice?: string }).choice)).toEqual(['close']);
  });
});

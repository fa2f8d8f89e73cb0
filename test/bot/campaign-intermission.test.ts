// The Intermission through the bot (real discord.js, local server; issue 18): a campaign game's
// Act I played at random through the store to the Intermission's secret Fate choice, then
// published: each Fate's Resolution in its own post (turn order), then "Court and pieces cleared,
// Power halved", then the choice's panels; a crash right after the second Resolution was posted
// (before it was recorded) and a restart post nothing twice and lose nothing. Both seats choose in
// their DMs: the reveal, then one summary with the new Act's board, then the pause between Acts.
// No public message names a Fate drawn and not chosen. An older campaign whose Intermission was
// summarized before these posts existed does not get them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCrashHook } from '../../src/crash-points.ts';
import { findCard } from '../../src/data/cards.ts';
import { apply, type GameState } from '../../src/engine/index.ts';
import { randomAnswer } from '../../src/engine/random-play.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import type { ApiUser } from '../../src/sandbox/discord/index.ts';
import { choicesOf, freeThread, publicText, settle, startWorld, type World } from './helpers.ts';

const RESOLUTION = /^\*\*Intermission after Act I: the .+'s Resolution\.\*\*/;
const CLEARED = /^\*\*Court and pieces cleared, Power halved\.\*\*/;
const SUMMARY = /^\*\*The Intermission is over: Act II is set up\.\*\*/;

describe('the Intermission through the bot', () => {
  let w: World;
  beforeAll(async () => { w = await startWorld({ seed: 'campaign-intermission' }); }, 300_000);
  afterAll(async () => { setCrashHook(null); await w?.close(); });

  /** A thread (a lobby let go of it) and a campaign game in it, played at random until `until`. */
  async function campaignGame(name: string, host: ApiUser, guest: ApiUser, until: (s: GameState) => boolean) {
    const thread = await freeThread(w, host);
    const campaign = await w.store.createCampaign({ guildId: w.discord.guildId, channelId: w.discord.channelId, createdBy: host.id });
    const game = await w.store.createGame({
      options: { players: 2, campaign: true, colours: ['red', 'blue'], rulesVersion: 8 }, seed: name,
      users: [host.id, guest.id], status: 'active', guildId: w.discord.guildId, channelId: w.discord.channelId, threadId: thread, createdBy: host.id, campaignId: campaign.id, act: 1,
    });
    const rng = seedRng(name);
    let state = game.state;
    for (let i = 0; i < 8000 && !until(state); i++) {
      const d = state.decisions[randomInt(rng, state.decisions.length)]!;
      const input = { t: 'answer', seat: d.seat, choice: randomAnswer(rng, d), openedAt: d.openedAt } as const;
      const r = apply(state, input);
      if (!r.ok) throw new Error(r.error.code);
      expect((await w.store.commit({ gameId: game.id, expectedSeq: state.seq, input, nextState: r.state, interactionId: `${name}-${i}`, actor: host.id })).status).toBe('committed');
      state = r.state;
    }
    expect(until(state)).toBe(true);
    return { thread, gameId: game.id, state };
  }
  const choosing = (s: GameState) => s.campaign?.stage === 'intermission' && s.decisions.filter((d) => d.kind === 'campaign/choose-fate').length === 2;

  it('posts the Resolutions, the clearing, the choice, then one summary with the board, each once across a crash and a restart', async () => {
    const host = w.discord.addUser('InterHost');
    const guest = w.discord.addUser('InterGuest');
    const spectator = w.discord.addUser('InterWatcher');
    const { thread, gameId, state } = await campaignGame('inter-bot', host, guest, choosing);
    const frame = state.stack.find((f) => f.k === 'campaign/choose-fate') as unknown as { drawn: string[][] };
    const history = state.campaign!.history!.find((r) => r.act === 1)!;
    const pub = () => w.discord.messages(thread, { visibleTo: spectator.id }).filter((m) => !m.ephemeral_to);

    // A crash right after the second Resolution reached Discord, before it was recorded.
    let crashed = false;
    setCrashHook((p) => {
      if (p !== 'publish:summary' || crashed || pub().filter((m) => RESOLUTION.test(m.content)).length !== 2) return;
      crashed = true;
      throw new Error('simulated crash after the second Resolution');
    });
    await w.bot.bot.publisher.publish(gameId);
    expect(crashed).toBe(true);
    setCrashHook(null);
    await w.restart();
    await w.bot.bot.idle();

    let msgs = pub();
    const texts = msgs.map((m) => m.content);
    const resolutions = texts.flatMap((c, i) => (RESOLUTION.test(c) ? [i] : []));
    const cleared = texts.flatMap((c, i) => (CLEARED.test(c) ? [i] : []));
    const panel = texts.findIndex((c) => /0 of 2 have chosen/.test(c));
    // Once each, in order: Red's Resolution, Blue's (turn order from the initiative), the clearing, the choice.
    expect(resolutions).toHaveLength(2);
    expect(cleared).toHaveLength(1);
    expect(resolutions[1]! < cleared[0]! && cleared[0]! < panel).toBe(true);
    expect(resolutions[0]).toBe(resolutions[1]! - 1);
    const names = ['Red', 'Blue'];
    history.fates.forEach((fate, seat) => {
      const post = resolutions.map((i) => texts[i]!).find((c) => c.includes(`${names[seat]} failed their objective`) || c.includes(`${names[seat]} completed their objective`))!;
      expect(post, `${names[seat]}'s Resolution`).toBeTruthy();
      expect(post).toContain(`the ${findCard(fate)!.name}'s Resolution`);
      expect(post).toMatch(history.completed[seat] ? /\) completed their objective\./ : /\) failed their objective\./);
    });
    expect(texts[cleared[0]!]).toMatch(/Power: Red .*-?\d+ → -?\d+, Blue .*-?\d+ → -?\d+\./);
    expect(texts[cleared[0]!]).toContain('The Court is cleared');
    // The turn summary before stops where the Intermission begins.
    expect(texts.slice(0, resolutions[0]).join('\n')).not.toMatch(/The Court is cleared|their objective \(/);

    // Both choose in their DMs.
    for (const user of [host, guest]) {
      const dm = w.discord.dmChannelOf(user.id)!;
      const p = w.discord.messages(dm).filter((m) => choicesOf(m).length).at(-1)!;
      await settle(w, w.discord.click(user.id, p.id, choicesOf(p)[0]!.customId));
    }
    await w.bot.bot.idle();
    msgs = pub();
    const at = (re: RegExp) => msgs.flatMap((m, i) => (re.test(m.content) ? [i] : []));
    const reveal = at(/The Fates are revealed/);
    const summary = at(SUMMARY);
    const rest = at(/Act I is over/);
    expect([reveal.length, summary.length, rest.length]).toEqual([1, 1, 1]);
    expect(reveal[0]! < summary[0]! && summary[0]! < rest[0]!).toBe(true);
    const end = (await w.store.loadGame(gameId))!.state;
    for (const seat of [0, 1]) expect(msgs[summary[0]!]!.content).toContain(`the ${findCard(end.campaign!.seats[seat]!.fate!)!.name}, ${end.players[seat]!.power} Power`);
    expect(msgs[summary[0]!]!.attachments.map((a) => a.filename)).toEqual([`board-${end.seq}.png`]);

    // Leak scan: no Fate drawn and not chosen is named in public (text, embeds), before or after the reveal.
    const chosen = end.campaign!.seats.map((x) => x.fate!);
    const unchosen = frame.drawn.flat().filter((id) => !chosen.includes(id)).map((id) => findCard(id)!.name);
    expect(unchosen.length).toBeGreaterThan(0);
    for (const m of msgs) for (const name of unchosen) expect(publicText(m), `public message names ${name}`).not.toContain(name);

    // A restart after the sequence posts nothing again.
    const count = w.discord.messages(thread).length;
    await w.restart();
    await w.bot.bot.idle();
    expect(w.discord.messages(thread).length).toBe(count);
    expect(w.discord.requests().filter((r) => r.status >= 400 && r.status !== 403)).toEqual([]);
  }, 240_000);

  it('an older campaign whose Intermission was summarized before these posts existed does not get them', async () => {
    const host = w.discord.addUser('OldHost');
    const guest = w.discord.addUser('OldGuest');
    const { thread, gameId, state } = await campaignGame('inter-old', host, guest, (s) => (s.campaign?.act ?? 1) >= 2);
    // As the older bot left it: everything summarized up to now.
    await w.store.writeMessages(gameId, { summarizedSeq: state.seq });
    await w.bot.bot.publisher.publish(gameId);
    await w.bot.bot.idle();
    const texts = w.discord.messages(thread).map((m) => m.content);
    expect(texts.some((c) => /Act I is over/.test(c))).toBe(true);
    expect(texts.filter((c) => RESOLUTION.test(c) || CLEARED.test(c) || SUMMARY.test(c))).toEqual([]);
  }, 240_000);
});

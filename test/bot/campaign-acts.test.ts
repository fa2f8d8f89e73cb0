// Between Acts through the bot (real discord.js, local server): a campaign game whose Act I has
// ended (played at random through the store, every seat the Steward) is published: the thread
// says the Act is over and who continues, nobody is prompted; a bot restart changes nothing; a
// non-host's continue is refused; a week on the host is reminded; the host's continue posts the
// next Act's first prompt and stops the reminders; abandon strips it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/index.ts';
import { randomAnswer } from '../../src/engine/random-play.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { choicesOf, buttonsOf, freeThread, settle, startWorld, type World } from './helpers.ts';

describe('a campaign between Acts, through the bot', () => {
  let w: World;
  beforeAll(async () => { w = await startWorld({ seed: 'campaign-acts' }); }, 300_000);
  afterAll(async () => { await w?.close(); });

  it('rests after the Intermission across a restart until the host continues', async () => {
    const host = w.discord.addUser('ActsHost');
    const guest = w.discord.addUser('ActsGuest');
    // A thread for it: a lobby opened and then let go of its thread.
    const thread = await freeThread(w, host);

    const campaign = await w.store.createCampaign({ guildId: w.discord.guildId, channelId: w.discord.channelId, createdBy: host.id });
    const game = await w.store.createGame({
      options: { players: 2, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01'], colours: ['red', 'blue'] }, seed: 'acts-bot',
      users: [host.id, guest.id], status: 'active', guildId: w.discord.guildId, channelId: w.discord.channelId, threadId: thread, createdBy: host.id, campaignId: campaign.id, act: 1,
    });
    const rng = seedRng('acts-bot');
    let state = game.state;
    for (let i = 0; i < 5000 && (state.campaign?.act ?? 1) < 2; i++) {
      const d = state.decisions[randomInt(rng, state.decisions.length)]!;
      const input = { t: 'answer', seat: d.seat, choice: randomAnswer(rng, d), openedAt: d.openedAt } as const;
      const r = apply(state, input);
      if (!r.ok) throw new Error(r.error.code);
      expect((await w.store.commit({ gameId: game.id, expectedSeq: state.seq, input, nextState: r.state, interactionId: `acts-${i}`, actor: host.id })).status).toBe('committed');
      state = r.state;
    }
    expect(state.campaign!.act).toBe(2);
    await w.bot.bot.publisher.publish(game.id);
    await w.bot.bot.idle();

    const last = () => w.discord.messages(thread).filter((m) => !m.ephemeral_to).at(-1)!;
    const rest = last();
    expect(rest.content).toMatch(/Act I is over/);
    expect(rest.content).toContain('/arcs campaign continue');
    expect(rest.content).toContain(`<@${host.id}>`);
    const prompted = () => w.discord.messages(thread).filter((m) => choicesOf(m).length || buttonsOf(m, 't').length);
    expect(prompted().filter((m) => m.id !== rest.id && m.components.length && choicesOf(m).length)).toEqual([]);
    expect((await w.store.loadCampaign(campaign.id))!.status).toBe('between_acts');

    // A restart between Acts: nothing is posted again, nothing lost.
    const count = w.discord.messages(thread).length;
    await w.restart();
    await w.bot.bot.idle();
    expect(w.discord.messages(thread).length).toBe(count);
    expect((await w.store.loadCampaign(campaign.id))!.status).toBe('between_acts');

    // The log sheet, publicly: Act I finished (the Steward's objective and Power), Act II ahead, as text and a picture.
    const sheet = await settle(w, w.discord.slash(guest.id, thread, { name: 'arcs', group: 'campaign', subcommand: 'log' }));
    const sheetMsg = sheet.original()!;
    expect(sheetMsg.ephemeral_to ?? null).toBeNull();
    expect(sheetMsg.content).toMatch(/the log sheet/);
    // Act II's Fate: the Steward kept, or a "B" Fate drawn at the Intermission.
    expect(sheetMsg.content).toMatch(/Act I: Steward: objective (completed|failed), -?\d+ Power · Act II: [A-Z][a-z]+( [A-Z][a-z]+)?: playing now · Act III: —/);
    expect(sheetMsg.attachments.map((a) => a.filename)).toEqual(['log-sheet.png']);
    const png = w.discord.file(sheetMsg.attachments[0]!.url.split('/attachments/')[1]!)!;
    expect([...png.body.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect(sheetMsg.attachments[0]!.width).toBeGreaterThan(900);
    const count0 = w.discord.messages(thread).length;

    // A week on, the host is reminded in the thread (the job made due now), once, by name.
    const job = (await w.store.getReminder(game.id))!;
    expect(job).toMatchObject({ seat: -1, userId: host.id, openedAt: 2 });
    expect(await w.store.timers.dueNow(job.jobKey!)).toBe(true);
    await w.bot.bot.runTimers();
    await w.bot.bot.idle();
    const reminder = last();
    expect(reminder.content).toMatch(/a reminder: the campaign is resting between Acts\. When the table is ready, start Act II with \/arcs campaign continue/);
    expect(reminder.content).toContain(`<@${host.id}>`);
    expect(w.discord.messages(thread).length).toBe(count0 + 1);
    const nextWeek = (await w.store.getReminder(game.id))!.jobKey!;
    expect(nextWeek).not.toBe(job.jobKey);

    // The guest may not continue; the host does, and the next Act's first prompt is posted.
    const no = await settle(w, w.discord.slash(guest.id, thread, { name: 'arcs', group: 'campaign', subcommand: 'continue' }));
    expect([no.original(), ...no.followups()].map((m) => m?.content ?? '').join(' ')).toMatch(/Only the host/);
    await settle(w, w.discord.slash(host.id, thread, { name: 'arcs', group: 'campaign', subcommand: 'continue' }));
    expect(w.discord.message(rest.id)!.content).toMatch(/Act II has begun/);
    expect(await w.store.loadCampaign(campaign.id)).toMatchObject({ status: 'active', act: 2 });
    expect(await w.store.timers.state(nextWeek)).toBe('cancelled');
    const next = w.discord.messages(thread).filter((m) => !m.ephemeral_to && (choicesOf(m).length || buttonsOf(m, 't').length)).at(-1);
    expect(next, 'the next Act\'s first prompt').toBeTruthy();
    const again = await settle(w, w.discord.slash(host.id, thread, { name: 'arcs', group: 'campaign', subcommand: 'continue' }));
    expect([again.original(), ...again.followups()].map((m) => m?.content ?? '').join(' ')).toMatch(/not waiting between Acts/);

    // Abandon: the prompt loses its buttons and the thread says so.
    await settle(w, w.discord.slash(host.id, thread, { name: 'arcs', group: 'campaign', subcommand: 'abandon' }));
    expect(choicesOf(w.discord.message(next!.id))).toEqual([]);
    expect(w.discord.messages(thread).some((m) => /campaign was abandoned/.test(m.content))).toBe(true);
    expect(w.discord.requests().filter((r) => r.status >= 400 && r.status !== 403)).toEqual([]);
  }, 120_000);
});

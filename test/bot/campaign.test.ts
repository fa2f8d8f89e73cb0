// A 2-player campaign through the bot (real discord.js against the local server): the campaign
// lobby, both secret Fate choices (one seat with DMs closed: the ephemeral My turn), the reveal in
// one public message, then the first turns of chapter 1, with the leak scan on every public
// message. The engine deals only the Steward today, so the deal draws from the Fates whose Act I
// setup the engine carries out (FATE_SETUPS), as the Fate helpers' `dealt` marks will.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findCard } from '../../src/data/cards.ts';
import type { ApiMessage, ApiUser } from '../../src/sandbox/discord/index.ts';
import { buttonsOf, choicesOf, publicText, rng, settle, step, startWorld, type World } from './helpers.ts';

vi.mock('../../src/engine/campaign/fates/setups.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/engine/campaign/fates/setups.ts')>();
  return { ...real, DEALT_FATES: real.FATE_SETUPS.map((r) => r.cardId) };
});

const campaign = (w: World, user: ApiUser, channel: string, action: string, values: Record<string, string | number | boolean> = {}) =>
  settle(w, w.discord.slash(user.id, channel, { name: 'arcs', group: 'campaign', subcommand: action, values }));

describe('a campaign through the bot', () => {
  let w: World;
  beforeAll(async () => { w = await startWorld({ seed: 'campaign-e2e' }); }, 300_000);
  afterAll(async () => { await w?.close(); });

  it('opens a campaign lobby, deals the Fates, takes both secret choices and plays into chapter 1 with nothing secret in public', async () => {
    const ada = w.discord.addUser('CampAda');
    const bo = w.discord.addUser('CampBo', { dmsClosed: true });
    const spectator = w.discord.addUser('CampWatcher');
    const before = new Set(w.discord.threads().map((t) => t.id));
    await campaign(w, ada, w.discord.channelId, 'new', { players: 2, order: 'joined' });
    const thread = w.discord.threads().find((t) => !before.has(t.id))!;
    expect(thread.name).toMatch(/campaign lobby/i);
    const lobby = w.discord.messages(thread.id)[0]!;
    expect(lobby.content).toMatch(/Blighted Reach campaign/);
    await settle(w, w.discord.click(ada.id, lobby.id, buttonsOf(lobby, 'j')[0]!));
    await settle(w, w.discord.click(bo.id, lobby.id, buttonsOf(w.discord.message(lobby.id), 'j')[1]!));
    await settle(w, w.discord.click(ada.id, lobby.id, buttonsOf(w.discord.message(lobby.id), 'g')[0]!));

    const g = (await w.store.findByThread(thread.id))!;
    expect(g.campaignId).toBeTruthy();
    expect((await w.store.loadCampaign(g.campaignId!))!.status).toBe('active');
    const start = (await w.store.loadGame(g.id))!.state;
    const frame = start.stack.find((f) => f.k === 'campaign/fates') as unknown as { drawn: string[][] };
    const drawn = frame.drawn;
    const name = (id: string) => findCard(id)!.name;
    const allDrawn = drawn.flat().map(name);
    expect(allDrawn).toHaveLength(4);

    // Public messages never name a drawn Fate before the reveal, nor an unchosen one after.
    let seen = 0;
    const scan = (forbidden: string[]) => {
      const pub = w.discord.messages(thread.id, { visibleTo: spectator.id });
      for (const m of pub) for (const f of forbidden) expect(publicText(m), `public message names ${f}`).not.toContain(f);
      seen = pub.length;
      return pub;
    };
    let pub = scan(allDrawn);
    const choosing = pub.filter((m) => /0 of 2 have chosen/.test(m.content)).at(-1);
    expect(choosing, 'the thread shows the choice\'s progress').toBeTruthy();

    // Ada (DMs open): her DM panel shows both of her Fate cards with their text.
    const dm = w.discord.dmChannelOf(ada.id)!;
    const adaPanel = w.discord.messages(dm).filter((m) => choicesOf(m).length).at(-1)!;
    for (const id of drawn[0]!) {
      expect(adaPanel.content).toContain(name(id));
      expect(adaPanel.content).toContain(findCard(id)!.text.replace(/`symbol:([a-z-]+)`/g, '$1').replace(/\s*\n\s*/g, ' ').trim().slice(0, 30));
    }
    for (const id of drawn[1]!) if (!drawn[0]!.includes(id)) expect(adaPanel.content).not.toContain(name(id));
    const [adaPick] = choicesOf(adaPanel);
    await settle(w, w.discord.click(ada.id, adaPanel.id, adaPick!.customId));
    pub = scan(allDrawn);
    expect(pub.some((m) => /1 of 2 have chosen/.test(m.content))).toBe(true);
    // Her panel lost its buttons and says what she chose (a second click is tested in test/app/campaign.test.ts).
    expect(choicesOf(w.discord.message(adaPanel.id))).toEqual([]);

    // Bo (DMs closed): the ephemeral My turn panel.
    const panelMsg = pub.filter((m) => buttonsOf(m, 't').length).at(-1)!;
    const h = await settle(w, w.discord.click(bo.id, panelMsg.id, buttonsOf(panelMsg, 't')[0]!));
    const eph = w.discord.message(h.original()!.id)!;
    for (const id of drawn[1]!) expect(eph.content).toContain(name(id));
    const boChoices = choicesOf(eph);
    await settle(w, w.discord.click(bo.id, eph.id, boChoices[1]!.customId));

    // Revealed together in one public message; the unchosen Fates stay unseen.
    const state = (await w.store.loadGame(g.id))!.state;
    const chosen = state.campaign!.seats.map((x) => x.fate!);
    expect(chosen[0]).toBe(drawn[0]![0]);
    expect(chosen[1]).toBe(drawn[1]![1]);
    const unchosen = drawn.flat().filter((id) => !chosen.includes(id)).map(name);
    pub = scan(unchosen);
    const reveal = pub.filter((m) => /The Fates are revealed/.test(m.content));
    expect(reveal).toHaveLength(1);
    for (const id of chosen) expect(reveal[0]!.content).toContain(name(id));

    // /arcs campaign status names the Fates now, and the Act.
    const st = await campaign(w, spectator, thread.id, 'status');
    expect(st.original()!.content).toMatch(/Act I, chapter/);
    for (const id of chosen) expect(st.original()!.content).toContain(name(id));

    // On into chapter 1: placements, hands, the first turns, with the scan on every new message.
    const pick = rng(7);
    const panels = new Map<string, string>();
    let steps = 0;
    for (; steps < 40; steps++) {
      const info = await step(w, thread.id, [ada, bo], pick, panels);
      const now = w.discord.messages(thread.id, { visibleTo: spectator.id });
      for (const m of now.slice(seen)) for (const f of unchosen) expect(publicText(m as ApiMessage)).not.toContain(f);
      seen = now.length;
      if (!info) break;
      const s = (await w.store.loadGame(g.id))!.state;
      if (s.campaign!.stage === 'play' && s.round && s.round.plays.length >= 2) break;
    }
    if (process.env.E2E_VERBOSE) console.log(w.discord.transcript(thread.id, { visibleTo: spectator.id }));
    const end = (await w.store.loadGame(g.id))!.state;
    expect(end.campaign!.stage).toBe('play');
    expect(end.chapter).toBe(1);
    expect(w.discord.requests().filter((r) => r.status >= 400 && r.status !== 403)).toEqual([]);
  }, 120_000);
});

// The campaign's use-cases (src/app): the campaign lobby and its start (refused clearly while the
// engine cannot deal the Fates), the simultaneous secret Fate choice (wrong player, stale, public
// place, double click), the reveal, the pause between Acts (continue by the host only, once, and
// only between Acts; a new app on the same store finds the pause), status and abandon.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ArcsApp, NEXT_ACT_REMINDER_MINUTES } from '../../src/app/games.ts';
import { betweenActs, revealText } from '../../src/app/campaign.ts';
import { findCard } from '../../src/data/cards.ts';
import { apply } from '../../src/engine/index.ts';
import { randomAnswer } from '../../src/engine/random-play.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { HOST_SEAT, openStore, reminderKey, type ReminderJob, type Store } from '../../src/store/index.ts';

// The Fates the engine deals (all 8 "A" Fates since issue 15), made changeable here so that one
// test can shrink them to fewer than a campaign needs (the refusal path).
const dealt = vi.hoisted(() => [] as string[]);
vi.mock('../../src/engine/campaign/fates/setups.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/engine/campaign/fates/setups.ts')>();
  dealt.push(...real.DEALT_FATES);
  return { ...real, DEALT_FATES: dealt };
});
async function withSetupFates<T>(fn: () => Promise<T>, only?: string[]): Promise<T> {
  const real = await import('../../src/engine/campaign/fates/setups.ts');
  const before = [...dealt];
  dealt.splice(0, dealt.length, ...(only ?? real.FATE_SETUPS.map((r) => r.cardId)));
  try {
    return await fn();
  } finally {
    dealt.splice(0, dealt.length, ...before);
  }
}

let store: Store;
let app: ArcsApp;
let n = 0;
let iid = 0;
const dm = { channelId: 'dm', kind: 'dm' } as const;
beforeAll(async () => {
  store = await openStore({ dataDir: 'memory://' });
  app = new ArcsApp(store, { seed: () => `campaign-app-${n++}`, shuffle: (xs) => [...xs] });
});
afterAll(async () => { await store?.close(); });

async function campaignLobby() {
  const r = await app.createLobby({ guildId: 'g', channelId: 'c', hostId: 'host', opts: { players: 2, leadersAndLore: false, order: 'joined', campaign: true } });
  if (!r.ok) throw new Error(r.error);
  const thread = `thread-c-${n}-${Math.random()}`;
  await app.attachThread(r.game.id, thread);
  expect((await app.join(r.game.id, 'host', 'red')).ok).toBe(true);
  expect((await app.join(r.game.id, 'guest', 'blue')).ok).toBe(true);
  return { lobby: (await store.getGame(r.game.id))!, thread };
}

describe('the campaign lobby and its start', () => {
  it('says it is a campaign, and refuses to start clearly while the engine cannot deal the Fates', async () => {
    const { lobby } = await campaignLobby();
    expect(await app.lobbyText(lobby)).toMatch(/Blighted Reach campaign/);
    // An engine dealing only the Steward cannot give each seat 2 distinct Fates.
    const r = await withSetupFates(() => app.start(lobby.id, 'host', false), ['ARCS-FATE01']);
    expect(r).toMatchObject({ ok: false, error: 'err.campaign-fates' });
    // Nothing changed: the lobby is still open and can start later.
    expect((await store.getGame(lobby.id))!.status).toBe('lobby');
  });

  it('starts: the Campaign row links the game, and every seat has its own secret Fate choice', async () => {
    const { lobby, thread } = await campaignLobby();
    expect(await app.start(lobby.id, 'guest', false)).toMatchObject({ ok: false, error: 'err.not-host' });
    const r = await withSetupFates(() => app.start(lobby.id, 'host', false));
    if (!r.ok) throw new Error(r.error);
    const c = await store.loadCampaign(r.game.campaignId!);
    expect(c).toMatchObject({ status: 'active', act: 1 });
    expect(c!.games.map((g) => g.id)).toEqual([r.game.id]);
    expect(r.game.state.decisions.map((d) => [d.seat, d.secret])).toEqual([[0, true], [1, true]]);
    expect((await store.findByThread(thread))!.id).toBe(r.game.id);
  });
});

describe('the secret Fate choice', () => {
  it('each seat answers its own choice, privately, once; bad input changes nothing; all revealed together', async () => {
    const { lobby, thread } = await campaignLobby();
    const r = await withSetupFates(() => app.start(lobby.id, 'host', false));
    if (!r.ok) throw new Error(r.error);
    const g = r.game;
    const [d0, d1] = g.state.decisions;
    const answer = (userId: string, seq: number, opt: number, place: { channelId: string; kind: 'dm' | 'public' | 'ephemeral' } = dm) =>
      app.answer({ gameId: g.id, userId, seq, opt, interactionId: `i-${iid++}`, place });
    // Someone not playing; a public place; an option that does not exist; a stale prompt.
    expect(await answer('stranger', d0!.openedAt, 0)).toMatchObject({ ok: false, error: 'err.not-player' });
    expect(await answer('host', d0!.openedAt, 0, { channelId: thread, kind: 'public' })).toMatchObject({ ok: false, error: 'err.private-choice' });
    expect(await answer('host', d0!.openedAt, 9)).toMatchObject({ ok: false, error: 'err.illegal' });
    expect(await answer('host', d0!.openedAt - 1, 0)).toMatchObject({ ok: false, error: 'err.stale' });
    expect((await store.loadGame(g.id))!.seq).toBe(g.seq);
    // The guest answers first (their own decision, not the first one open).
    const a1 = await answer('guest', d1!.openedAt, 1);
    expect(a1.ok).toBe(true);
    // A double click on the same choice: refused, nothing changed, and nothing told of the choice.
    const again = await answer('guest', d1!.openedAt, 0);
    expect(again).toMatchObject({ ok: false, error: 'err.already-chosen' });
    const mid = (await store.loadGame(g.id))!;
    expect(mid.seq).toBe(g.seq + 1);
    expect(app.waitingText(mid)).toMatch(/1 of 2 have chosen/);
    expect(app.waitingText(mid, 'host')).toMatch(/waiting for you/i);
    // Not revealed yet: the public view names no Fate.
    expect(revealText(mid.state, String)).toBeNull();
    expect(await answer('host', d0!.openedAt, 0)).toMatchObject({ ok: true });
    const done = (await store.loadGame(g.id))!;
    const fates = done.state.campaign!.seats.map((s) => s.fate);
    expect(fates).toEqual([d0!.options[0]!.id.slice(5), d1!.options[1]!.id.slice(5)]);
    const text = revealText(done.state, (seat) => `seat${seat}`)!;
    for (const id of fates) expect(text).toContain(findCard(id!)!.name);
    // The unchosen Fates are named nowhere in the reveal.
    expect(text).not.toContain(findCard(d0!.options[1]!.id.slice(5))!.name);
  });
});

describe('between Acts', () => {
  /** A campaign game (every seat the Steward) played at random to the next Act's setup, stored as its game's position. */
  async function atActII() {
    const thread = `thread-b-${n++}`;
    const campaign = await store.createCampaign({ guildId: 'g', channelId: 'c', createdBy: 'host' });
    const game = await store.createGame({
      // Rules version 6: the Stewards keep their Fate at the Intermission (the pause is what is tested).
      options: { players: 2, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01'], colours: ['red', 'blue'], rulesVersion: 6 }, seed: `acts-${n}`,
      users: ['host', 'guest'], status: 'active', guildId: 'g', channelId: 'c', threadId: thread, createdBy: 'host', campaignId: campaign.id, act: 1,
    });
    // Random legal answers, each committed as the bot would (the store checks seq by seq).
    const rngState = seedRng(`acts-${n}`);
    let state = game.state;
    for (let i = 0; i < 5000 && (state.campaign?.act ?? 1) < 2; i++) {
      const d = state.decisions[randomInt(rngState, state.decisions.length)]!;
      const input = { t: 'answer', seat: d.seat, choice: randomAnswer(rngState, d), openedAt: d.openedAt } as const;
      const r = apply(state, input);
      if (!r.ok) throw new Error(r.error.code);
      const c = await store.commit({ gameId: game.id, expectedSeq: state.seq, input, nextState: r.state, interactionId: `walk-${n}-${i}`, actor: game.seats[d.seat]!.userId! });
      expect(c.status).toBe('committed');
      state = r.state;
    }
    expect(state.campaign!.act).toBe(2);
    return { thread, campaignId: campaign.id, gameId: game.id };
  }

  it('pauses after the Intermission: nothing is answered, the host continues once; a restart finds the pause', { timeout: 120_000 }, async () => {
    const { thread, campaignId, gameId } = await atActII();
    // Not yet noticed: the first look brings the row in line (between_acts), whoever looks.
    const fresh = new ArcsApp(store);
    const loaded = (await store.loadGame(gameId))!;
    expect((await fresh.campaignOf(loaded))!.status).toBe('between_acts');
    expect(betweenActs(loaded.state, (await store.loadCampaign(campaignId))!)).toBe(true);
    const d = loaded.state.decisions[0]!;
    expect(await app.answer({ gameId, userId: loaded.seats[d.seat]!.userId!, seq: d.openedAt, opt: 0, interactionId: `i-${iid++}`, place: dm }))
      .toMatchObject({ ok: false, error: 'err.between-acts' });
    const status = await app.campaignStatus(thread);
    expect(status.ok && status.text).toMatch(/Act II.*between Acts/);
    expect(status.ok && status.text).toMatch(/Steward/);
    // A player who is not the host cannot continue; the host can, once.
    expect(await app.continueCampaign(thread, 'guest', false)).toMatchObject({ ok: false, error: 'err.not-host' });
    const version = loaded.version;
    const r = await app.continueCampaign(thread, 'host', false);
    expect(r).toMatchObject({ ok: true, act: 2 });
    expect(await store.loadCampaign(campaignId)).toMatchObject({ status: 'active', act: 2 });
    expect((await store.loadGame(gameId))!.version).toBe(version + 1);
    expect(await app.continueCampaign(thread, 'host', false)).toMatchObject({ ok: false, error: 'err.not-between-acts' });
    // Play goes on.
    const now = (await store.loadGame(gameId))!;
    const next = now.state.decisions[0]!;
    expect((await app.answer({ gameId, userId: now.seats[next.seat]!.userId!, seq: next.openedAt, opt: 0, interactionId: `i-${iid++}`, place: dm })).ok).toBe(true);
  });

  it('reminds the host weekly while the campaign rests between Acts; continue or abandon stops it; a new app finds the job', { timeout: 120_000 }, async () => {
    for (const end of ['continue', 'abandon'] as const) {
      const { thread, gameId } = await atActII();
      const game = (await store.loadGame(gameId))!;
      await app.campaignOf(game);
      // At start-up the bot looks for games needing a job: a campaign resting between Acts is one.
      expect(await store.listGamesToRemind()).toContain(gameId);
      await app.syncReminder(game);
      expect(await store.listGamesToRemind()).not.toContain(gameId);
      const row = (await store.getReminder(gameId))!;
      // The host (no seat of its own: HOST_SEAT), for Act II, every week; nobody else is reminded.
      expect(row).toMatchObject({ seat: HOST_SEAT, openedAt: 2, userId: 'host', everyMinutes: NEXT_ACT_REMINDER_MINUTES, sent: 0 });
      expect(NEXT_ACT_REMINDER_MINUTES).toBe(7 * 24 * 60);
      expect(await store.timers.state(row.jobKey!)).toBe('created');
      // Syncing again (another publish, or another process) keeps the one job.
      await new ArcsApp(store).syncReminder((await store.loadGame(gameId))!);
      expect((await store.getReminder(gameId))!.jobKey).toBe(row.jobKey);
      // A week later it fires: due, then the next one a week after.
      const job: ReminderJob = { kind: 'next-act', gameId, seat: HOST_SEAT, openedAt: 2, userId: 'host', everyMinutes: NEXT_ACT_REMINDER_MINUTES, n: 0 };
      expect(reminderKey(job)).toBe(row.jobKey);
      const due = await app.reminderDue(job);
      expect(due).toMatchObject({ decision: null });
      const now = Date.now();
      await app.reminderSent(job, now);
      const second = (await store.getReminder(gameId))!;
      expect(second).toMatchObject({ sent: 1, jobKey: reminderKey({ ...job, n: 1 }) });
      expect(await app.reminderDue(job)).toBeNull(); // the first job is spent
      // Continue (the next Act's first player awaited instead) or abandon: the weekly job is cancelled and a late one does nothing.
      if (end === 'continue') expect((await app.continueCampaign(thread, 'host', false)).ok).toBe(true);
      else expect((await app.abandonCampaign(thread, 'host', false)).ok).toBe(true);
      await app.syncReminder((await store.loadGame(gameId))!);
      expect(await store.timers.state(second.jobKey!)).toBe('cancelled');
      expect((await store.getReminder(gameId))?.seat ?? null).not.toBe(HOST_SEAT);
      expect(await app.reminderDue({ ...job, n: 1 })).toBeNull();
    }
  });

  it('continue outside a campaign, or before the Act ends, is refused; abandon is the host\'s and ends it', async () => {
    const { lobby, thread } = await campaignLobby();
    expect(await app.continueCampaign(thread, 'host', false)).toMatchObject({ ok: false, error: 'err.not-started' });
    const r = await withSetupFates(() => app.start(lobby.id, 'host', false));
    if (!r.ok) throw new Error(r.error);
    expect(await app.continueCampaign(thread, 'host', false)).toMatchObject({ ok: false, error: 'err.not-between-acts' });
    expect(await app.campaignStatus('no-such-thread')).toMatchObject({ ok: false, error: 'err.not-in-thread' });
    const plain = await app.createLobby({ guildId: 'g', channelId: 'c', hostId: 'host', opts: { players: 2, leadersAndLore: false, order: 'joined' } });
    if (!plain.ok) throw new Error(plain.error);
    await app.attachThread(plain.game.id, 'plain-thread');
    expect(await app.campaignStatus('plain-thread')).toMatchObject({ ok: false, error: 'err.not-campaign' });
    // The status names no Fate before the reveal.
    const st = await app.campaignStatus(thread);
    expect(st.ok && st.text).toMatch(/not revealed yet/);
    expect(await app.abandonCampaign(thread, 'guest', false)).toMatchObject({ ok: false, error: 'err.not-host' });
    expect((await app.abandonCampaign(thread, 'host', false)).ok).toBe(true);
    expect(await store.loadCampaign(r.game.campaignId!)).toMatchObject({ status: 'abandoned' });
    expect((await store.getGame(r.game.id))!.status).toBe('abandoned');
    expect(await app.abandonCampaign(thread, 'host', false)).toMatchObject({ ok: false, error: 'err.game-aborted' });
    expect(await app.continueCampaign(thread, 'host', false)).toMatchObject({ ok: false, error: 'err.game-aborted' });
  });
});

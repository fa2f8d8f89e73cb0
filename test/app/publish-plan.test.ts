// The publish planner (src/app/publish-plan.ts), without Discord: what a stored game's messages
// need, as steps in order, and nothing more once those steps are recorded. A small stand-in for
// the bot's executor (carryOut) records each step's marks in the store as posting would, with
// made-up message ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT_BETWEEN_ACTS, ABOUT_SIMULTANEOUS, betweenActs } from '../../src/app/campaign.ts';
import { ArcsApp } from '../../src/app/games.ts';
import { LINK, marksOf, nothingMissing, planPublish, planReleaseSeat, planStripAll, recordChanges, type EditStep, type MarkWrites, type PostStep, type PublishPlan, type PlanBody, type PublishStep, type Recording, type StripStep } from '../../src/app/publish-plan.ts';
import { apply, openDecision } from '../../src/engine/index.ts';
import { randomAnswer } from '../../src/engine/random-play.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { openStore, type LoadedGame, type Store } from '../../src/store/index.ts';

let store: Store;
let app: ArcsApp;
let n = 0;
let iid = 0;
beforeAll(async () => {
  store = await openStore({ dataDir: 'memory://' });
  app = new ArcsApp(store, { seed: () => `plan-test-${n++}`, shuffle: (xs) => [...xs] });
});
afterAll(async () => { await store?.close(); });

const dm = { channelId: 'dm', kind: 'dm' } as const;

async function started(opts: { campaign?: boolean } = {}): Promise<LoadedGame> {
  const r = await app.createLobby({ guildId: 'g', channelId: 'c', hostId: 'host', opts: { players: 2, leadersAndLore: false, order: 'joined', ...opts } });
  if (!r.ok) throw new Error(r.error);
  await app.attachThread(r.game.id, `thread-plan-${n++}`);
  expect((await app.join(r.game.id, 'host', 'red')).ok).toBe(true);
  expect((await app.join(r.game.id, 'guest', 'blue')).ok).toBe(true);
  const s = await app.start(r.game.id, 'host', false);
  if (!s.ok) throw new Error(s.error);
  return s.game;
}

const load = async (id: string) => (await store.loadGame(id))!;
const plan = async (game: LoadedGame) => planPublish(app, game, await store.listMessages(game.id));

/**
 * What the executor records, step by step, as if every post and edit went through: message ids
 * m1, m2, … in the thread channel. Returns the ids given to each posted mark.
 */
/** The body each mark's message was last posted or edited with (by carryOut). */
const shown = new Map<string, PlanBody>();

async function carryOut(p: PublishPlan): Promise<Map<string, string>> {
  let marks = marksOf(await store.listMessages(p.gameId));
  const ids = new Map<string, string>();
  const record = async (rec: Recording | undefined, posted: boolean) => {
    if (!rec) return;
    const set: MarkWrites = { ...rec.set };
    if (posted) {
      for (const k of rec.refTo ?? []) {
        const id = `m${++iid}`;
        ids.set(k, id);
        set[k] = { ...set[k], channelId: 'c', messageId: id };
      }
    }
    const c = recordChanges(marks, set, rec.key);
    await store.writeMessages(p.gameId, { set: c.set, remove: c.remove, ...(rec.summarizedSeq !== undefined ? { summarizedSeq: rec.summarizedSeq } : {}) });
    marks = c.next;
  };
  for (const step of p.steps) {
    if (step.do === 'post') {
      shown.set(`${p.gameId}/${step.key}`, step.body);
      await record(step.record, true);
    }
    else if (step.do === 'edit') {
      shown.set(`${p.gameId}/${step.key}`, step.body);
      await record(step.record, false);
    } else if (step.do === 'mark') await record(step.record, false);
    else if (step.do === 'effect') await app.setChapterTold(p.gameId, step.effect.chapter);
  }
  return ids;
}

const posts = (p: PublishPlan) => p.steps.filter((x): x is PostStep => x.do === 'post');
const kinds = (p: PublishPlan) => p.steps.map((x: PublishStep) => (x.do === 'post' || x.do === 'edit' ? `${x.do} ${x.key}` : x.do === 'strip' ? `strip ${x.ref.messageId}` : x.do));

/**
 * Planned again once everything is recorded: nothing is missing, and the panel (if its decision
 * stays open) is only edited in place with the very body it was posted with, pinging nobody.
 */
async function expectNothingMissing(gameId: string): Promise<void> {
  const p = await plan(await load(gameId));
  expect(nothingMissing(p)).toBe(true);
  for (const x of p.steps) {
    if (x.do !== 'edit') continue;
    const posted = shown.get(`${gameId}/panel`)!;
    expect(x.body).toEqual({ ...posted, embeds: posted.embeds ?? [], mentions: 'none' });
  }
}

async function answerFirst(g: LoadedGame): Promise<void> {
  const d = openDecision(g.state)!;
  const r = await app.answer({ gameId: g.id, userId: g.seats[d.seat]!.userId!, seq: d.openedAt, opt: 0, interactionId: `plan-${iid++}`, place: d.secret ? dm : { channelId: g.threadId!, kind: 'public' } });
  if (!r.ok) throw new Error(r.error);
}

/** Answer the first open decision (option 0) until `until` holds of the stored game. */
async function playUntil(id: string, until: (g: LoadedGame) => boolean): Promise<LoadedGame> {
  for (let i = 0; i < 300; i++) {
    const g = await load(id);
    if (until(g)) return g;
    await answerFirst(g);
  }
  throw new Error('did not get there');
}

describe('planning a game\'s messages', () => {
  it('a new game plans its start with the board, then the first panel pinging its player, then the hands by DM; recorded, nothing more', async () => {
    const game = await started();
    const p = await plan(game);
    const [begun, panel] = posts(p);
    expect(begun).toMatchObject({ key: 'begun', to: 'thread', boardPosted: true, body: { images: [{ kind: 'board' }], mentions: 'none' }, record: { refTo: ['begun', 'board'] } });
    expect(begun!.body.content).toMatch(/The game begins!/);
    const d = openDecision(game.state)!;
    expect(panel).toMatchObject({ key: 'panel', to: 'thread', body: { mentions: [game.seats[d.seat]!.userId] }, record: { set: { panel: { about: d.seat } } } });
    expect(panel!.body.rows!.length).toBeGreaterThan(0);
    // The hands go by DM after the thread's panel, each with its image; the settle step comes last.
    const order = kinds(p);
    expect(order.slice(0, 2)).toEqual(['post begun', 'post panel']);
    const handPosts = posts(p).filter((x) => x.key.startsWith('hand:'));
    expect(handPosts.map((x) => x.to)).toEqual([{ dm: 'host' }, { dm: 'guest' }]);
    expect(handPosts.map((x) => x.body.images)).toEqual([[{ kind: 'hand', seat: 0, name: 'hand.png' }], [{ kind: 'hand', seat: 1, name: 'hand.png' }]]);
    expect(order.at(-1)).toBe('settle');
    // No image is planned that no step posts: only the begun message's board and the hands.
    expect(p.steps.flatMap((x) => (x.do === 'post' ? x.body.images ?? [] : [])).map((i) => i.kind)).toEqual(['board', 'hand', 'hand']);

    await carryOut(p);
    await expectNothingMissing(game.id);
  });

  it('a turn that ends plans the summary with the board, strips the old panel with its closing text, posts a new panel with a ping', async () => {
    const game = await started();
    const ids = await carryOut(await plan(game));
    const summarized = (await app.bookkeeping(game.id)).summarizedSeq;
    const first = openDecision(game.state)!.seat;
    const next = await playUntil(game.id, (g) => openDecision(g.state)?.seat !== first);
    const p = await plan(next);
    const order = kinds(p);
    const oldPanel = ids.get('panel')!;
    const iSummary = order.indexOf('post summary');
    const iStrip = order.indexOf(`strip ${oldPanel}`);
    const iPanel = order.indexOf('post panel');
    expect(iSummary).toBeGreaterThanOrEqual(0);
    expect(iStrip).toBeGreaterThan(iSummary);
    expect(iPanel).toBeGreaterThan(iStrip);
    const summary = p.steps[iSummary] as PostStep;
    expect(summary).toMatchObject({ body: { images: [{ kind: 'board' }], mentions: 'none' }, boardPosted: true, record: { summarizedSeq: next.state.seq } });
    // The lines since the last summary, when there are any.
    const lines = app.summaryLines(next.state, summarized);
    if (lines.length) expect(summary.body.content).toContain(`• ${lines.at(-1)!}`);
    else expect(summary.body.content).toBeUndefined();
    const strip = p.steps[iStrip] as StripStep;
    expect(strip.text).toBeTruthy();
    const who = openDecision(next.state)!.seat;
    expect(p.steps[iPanel]).toMatchObject({ body: { mentions: [next.seats[who]!.userId] }, record: { set: { panel: { about: who } } } });

    await carryOut(p);
    await expectNothingMissing(game.id);
  });

  it('the same player going on plans the panel edited in place (posted again if it is gone), with no summary and no ping', async () => {
    const game = await started();
    await carryOut(await plan(game));
    // The first answer after which the seat that answered decides again.
    let g = game;
    let seat = -1;
    for (let i = 0; i < 100; i++) {
      seat = openDecision(g.state)!.seat;
      await answerFirst(g);
      g = await load(g.id);
      if (openDecision(g.state)?.seat === seat) break;
      await carryOut(await plan(g));
    }
    expect(openDecision(g.state)!.seat).toBe(seat);
    const p = await plan(g);
    const edit = p.steps.find((x): x is EditStep => x.do === 'edit' && x.key === 'panel')!;
    expect(edit).toBeDefined();
    expect(kinds(p)).not.toContain('post summary');
    expect(edit.body.mentions).toBe('none');
    expect('post' in edit.ifGone && edit.ifGone.post).toMatchObject({ key: 'panel', body: { mentions: [g.seats[seat]!.userId] } });
  });
});

describe('a simultaneous secret choice (the campaign\'s Fates)', () => {
  it('plans a DM panel per secret seat and a thread panel saying how many have chosen; one choice later, the chooser\'s DM panel is closed with a link', async () => {
    const game = await started({ campaign: true });
    expect(game.state.decisions.map((d) => d.secret)).toEqual([true, true]);
    const p = await plan(game);
    const panel = posts(p).find((x) => x.key === 'panel')!;
    expect(panel.body.content).toMatch(/0 of 2 have chosen/);
    expect(panel.body.mentions).toEqual(['host', 'guest']);
    expect(panel.record!.set['panel']).toEqual({ about: ABOUT_SIMULTANEOUS });
    const dms = posts(p).filter((x) => x.key.startsWith('dm:'));
    expect(dms.map((x) => [x.key, x.to])).toEqual([['dm:0', { dm: 'host' }], ['dm:1', { dm: 'guest' }]]);
    // A closed DM is recorded as such (the thread's My turn serves instead).
    expect(dms[0]!.ifDmClosed).toMatchObject({ set: { 'dm:0': { channelId: null, messageId: null } } });
    // DM panels come after the hands.
    const order = kinds(p);
    expect(order.indexOf('post dm:0')).toBeGreaterThan(order.indexOf('post panel'));
    const ids = await carryOut(p);
    await expectNothingMissing(game.id);

    // The guest chooses: the thread panel is edited to 1 of 2; the guest's DM panel is stripped,
    // its text linking to the thread's current message; the host's DM panel stays.
    const d1 = game.state.decisions[1]!;
    expect((await app.answer({ gameId: game.id, userId: 'guest', seq: d1.openedAt, opt: 0, interactionId: `plan-${iid++}`, place: dm })).ok).toBe(true);
    const p2 = await plan(await load(game.id));
    const edit = p2.steps.find((x): x is EditStep => x.do === 'edit' && x.key === 'panel')!;
    expect(edit.body.content).toMatch(/1 of 2 have chosen/);
    const strips = p2.steps.filter((x): x is StripStep => x.do === 'strip');
    expect(strips.map((x) => x.ref.messageId)).toEqual([ids.get('dm:1')]);
    expect(strips[0]!.text).toContain(LINK);
    expect(strips[0]!.link).toMatchObject({ from: ['panel', 'ended', 'begun'] });
    expect(posts(p2).filter((x) => x.key.startsWith('dm:'))).toEqual([]);
    await carryOut(p2);
    await expectNothingMissing(game.id);
  });
});

describe('a seat handed over, a game abandoned', () => {
  it('a released seat\'s DM panel loses its buttons and what was sent for it is forgotten; abandoning strips the panel and every DM panel', async () => {
    const game = await started({ campaign: true });
    const ids = await carryOut(await plan(game));
    const marks = marksOf(await store.listMessages(game.id));
    expect(planReleaseSeat(marks, 1)).toEqual({
      strip: { do: 'strip', ref: { channelId: 'c', messageId: ids.get('dm:1'), about: game.state.decisions[1]!.openedAt } },
      forget: [{ slot: 'dm', seat: 1 }, { slot: 'hand', seat: 1 }],
    });
    expect(planStripAll(marks).map((x) => x.ref.messageId).sort()).toEqual([ids.get('panel'), ids.get('dm:0'), ids.get('dm:1')].sort());
    // Hands and the game's begun message keep what they show.
    expect(planStripAll(marks).every((x) => x.text === undefined)).toBe(true);
  });
});

describe('between Acts', () => {
  it('plans the host\'s message once, as the panel, pinging the host', { timeout: 120_000 }, async () => {
    const campaign = await store.createCampaign({ guildId: 'g', channelId: 'c', createdBy: 'host' });
    const created = await store.createGame({
      options: { players: 2, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01'], colours: ['red', 'blue'], rulesVersion: 6 }, seed: `plan-acts-${n}`,
      users: ['host', 'guest'], status: 'active', guildId: 'g', channelId: 'c', threadId: `thread-acts-${n++}`, createdBy: 'host', campaignId: campaign.id, act: 1,
    });
    const rng = seedRng(`plan-acts-${n}`);
    let state = created.state;
    for (let i = 0; i < 5000 && (state.campaign?.act ?? 1) < 2; i++) {
      const d = state.decisions[randomInt(rng, state.decisions.length)]!;
      const input = { t: 'answer', seat: d.seat, choice: randomAnswer(rng, d), openedAt: d.openedAt } as const;
      const r = apply(state, input);
      if (!r.ok) throw new Error(r.error.code);
      expect((await store.commit({ gameId: created.id, expectedSeq: state.seq, input, nextState: r.state, interactionId: `plan-walk-${n}-${i}`, actor: created.seats[d.seat]!.userId! })).status).toBe('committed');
      state = r.state;
    }
    const game = await load(created.id);
    expect(betweenActs(game.state, await app.campaignOf(game))).toBe(true);
    const p = await plan(game);
    // No prompt while the campaign rests: the one panel post is the host's message.
    const panels = posts(p).filter((x) => x.key === 'panel');
    expect(panels).toHaveLength(1);
    expect(panels[0]).toMatchObject({ body: { mentions: ['host'] }, record: { set: { panel: { about: ABOUT_BETWEEN_ACTS } } } });
    expect(panels[0]!.body.content).toMatch(/Act I is over/);
    expect(panels[0]!.body.rows).toBeUndefined();
    await carryOut(p);
    await expectNothingMissing(game.id);
  });
});

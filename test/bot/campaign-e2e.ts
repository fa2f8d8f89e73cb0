/**
 * Issue 18, "Done when" (first bullet): whole three-Act campaigns through the bot (real discord.js
 * against the local Discord-compatible server), played only by clicking what the bot posted.
 *
 * - `/arcs campaign new`, Join and Start through the lobby's buttons; one seat has its DMs closed
 *   (its secret choices go through the ephemeral My turn).
 * - Every move is a click on a posted component (thread panel, DM panel, ephemeral panel, a Summit
 *   proposal's Accept / Reject / Withdraw), picked at random with a seeded PRNG and steered only
 *   where the brief asks: a Summit is called when offered until one Summit has seen a proposal
 *   accepted (and carried out), one rejected and one withdrawn, each through its message's button.
 * - A bot restart in the middle of Act II and another between Acts I and II; the store's moves and
 *   the thread's messages are compared across each: nothing lost, nothing doubled.
 * - Between Acts: the host's weekly "Next Act" reminder, two weeks running (the timer job made due
 *   now, as the other timer tests do), once per week, stopped by the host's `/arcs campaign continue`.
 * - The leak scan on every new or edited public message (text, embeds, component labels,
 *   attachments' names and alt text): no Fate a seat drew but did not pick (nor any drawn Fate
 *   before the reveal), no card held in a hand, no deck order, no seed.
 * - At the end: the result posted, `/arcs campaign status` and `/arcs campaign log` answer.
 */
import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCard } from '../../src/data/cards.ts';
import { decodeId } from '../../src/app/custom-id.ts';
import { cardLabel } from '../../src/app/games.ts';
import { isEventCard } from '../../src/engine/campaign/state.ts';
import { openProposals, awaiting } from '../../src/app/summit.ts';
import { secretChoiceFrames } from '../../src/engine/campaign/view.ts';
import { summitView } from '../../src/engine/campaign/summit/index.ts';
import { viewFor, type Decision, type GameState } from '../../src/engine/index.ts';
import type { ApiMessage, ApiUser, InteractionHandle } from '../../src/sandbox/discord/index.ts';
import type { LoadedGame } from '../../src/store/index.ts';
import { buttonsOf, choicesOf, publicText, rng, settle, startWorld, type Choice, type World } from './helpers.ts';

const COLOURS = ['red', 'blue', 'yellow', 'white'] as const;

/** The campaign group's commands. */
const campaignCmd = (w: World, user: ApiUser, channel: string, action: string, values: Record<string, string | number | boolean> = {}) =>
  settle(w, w.discord.slash(user.id, channel, { name: 'arcs', group: 'campaign', subcommand: action, values }));

/** Everything one interaction showed its presser (the deferral's edit and every followup). */
const answerText = (h: InteractionHandle) => [h.original(), ...h.followups()].map((m) => m?.content ?? '').join(' ');

/** Public text plus attachments' alt text (publicText has their names). */
const scanText = (m: ApiMessage) => [publicText(m), ...m.attachments.map((a) => a.description ?? '')].join('\n');

const fateName = (id: string) => findCard(id)?.name ?? id;
const word = (name: string) => new RegExp(`(^|[^A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`);

/** A click that the bot never finishes fails with what was clicked, instead of hanging the run. */
async function within<T>(what: string, p: Promise<T>, ms = 120_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const out = await Promise.race([p, new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`stuck for ${ms / 1000} s: ${what}`)), ms); })]);
  clearTimeout(timer);
  return out;
}

export interface CampaignRun { players: 2 | 3 | 4; seed: string; pick: number; maxSteps: number }

export function campaignE2e(run: CampaignRun): void {
  const { players } = run;
  describe(`a whole ${players}-player campaign through the bot`, () => {
    let w: World;
    beforeAll(async () => { w = await startWorld({ seed: run.seed }); }, 300_000);
    afterAll(async () => { await w?.close(); });

    it(`plays three Acts to the campaign's end by clicking the posted components (${players} players)`, async () => {
      const users = Array.from({ length: players }, (_, i) => w.discord.addUser(`Camp${players}-${i}`, { dmsClosed: i === 1 }));
      const [host] = users as [ApiUser, ...ApiUser[]];
      const spectator = w.discord.addUser(`CampWatch${players}`);
      const pick = rng(run.pick);

      // The lobby: /arcs campaign new, then Join and Start by its buttons.
      const before = new Set(w.discord.threads().map((t) => t.id));
      await campaignCmd(w, host, w.discord.channelId, 'new', { players, order: 'joined' });
      const thread = w.discord.threads().find((t) => !before.has(t.id))!.id;
      const lobby = w.discord.messages(thread)[0]!;
      for (const [i, u] of users.entries()) {
        const join = buttonsOf(w.discord.message(lobby.id), 'j').find((id) => id.endsWith(`:${COLOURS[i]}`))!;
        const h = await settle(w, w.discord.click(u.id, lobby.id, join));
        expect(answerText(h)).toMatch(/joins as/);
      }
      await settle(w, w.discord.click(host.id, lobby.id, buttonsOf(w.discord.message(lobby.id), 'g')[0]!));
      const gameId = (await w.store.findByThread(thread))!.id;
      const campaignId = (await w.store.findByThread(thread))!.campaignId!;
      expect(campaignId).toBeTruthy();
      const load = async () => (await w.store.loadGame(gameId))!;

      const note = (what: string) => { if (process.env.E2E_PROGRESS) appendFileSync(process.env.E2E_PROGRESS, `${players}p ${new Date().toISOString()} ${what}\n`); };

      /* ------------------------------------------------------------ the leak scan */
      const seedOf = (g: LoadedGame) => (g as unknown as { seed?: string }).seed;
      let seen = 0;
      const edits = new Map<string, string>();
      let held = new Map<number, string[]>();
      // Event cards are left out: all three read "Event card", words public rules text uses (playing one is public).
      const handsOf = (s: GameState) => new Map(s.players.map((p) => [p.seat, p.hand.filter((c) => !isEventCard(c)).map(cardLabel)]));
      /** Fate names never to be seen in public: drawn and not (yet) revealed as someone's Fate. */
      const secretFates = new Set<string>();
      const revealed = new Set<string>();
      let scanned = 0;
      const scan = async (g: LoadedGame) => {
        const s = g.state;
        for (const seat of s.campaign?.seats ?? []) if (seat.fate) revealed.add(seat.fate);
        for (const r of s.campaign?.history ?? []) for (const f of r.fates) if (f) revealed.add(f);
        for (const f of secretChoiceFrames(s)) for (const id of (f as unknown as { drawn: string[][] }).drawn.flat()) secretFates.add(id);
        // Only what the public has been shown may be named: the Fates of the view (revealed together).
        const publicFates = new Set<string>();
        const view = viewFor(s, null);
        for (const x of view.campaign?.seats ?? []) if (x.fate) publicFates.add(x.fate);
        for (const r of view.campaign?.history ?? []) for (const f of r.fates) if (f) publicFates.add(f);
        const forbiddenFates = [...secretFates].filter((id) => !publicFates.has(id)).map(fateName)
          // A name some public Fate shares (the same Fate's other card) is no secret.
          .filter((n) => ![...publicFates].map(fateName).includes(n));
        const now = handsOf(s);
        for (const [seat, cards] of held) held.set(seat, cards.filter((c) => now.get(seat)?.includes(c)));
        const pub = w.discord.messages(thread, { visibleTo: spectator.id });
        const edited = pub.slice(0, seen).filter((m) => m.edited_timestamp && edits.get(m.id) !== m.edited_timestamp);
        for (const m of edited) edits.set(m.id, m.edited_timestamp!);
        const deck = s.courtDeck.slice(0, 3).map((id) => findCard(id)?.name ?? id).join(', ');
        const seed = seedOf(g);
        for (const m of [...pub.slice(seen), ...edited]) {
          const text = scanText(m);
          scanned++;
          for (const name of forbiddenFates) expect(word(name).test(text), `public message names an undisclosed Fate ${name}: ${text.slice(0, 300)}`).toBe(false);
          for (const [, cards] of held) for (const c of cards) expect(text, `public message names a hidden card ${c}`).not.toContain(c);
          if (s.courtDeck.length >= 3) expect(text, 'public message shows the court deck\'s order').not.toContain(deck);
          if (seed) expect(text, 'public message shows the seed').not.toContain(seed);
          expect(text).not.toContain(run.seed);
        }
        if (pub.length > seen) held = now;
        seen = pub.length;
      };

      /* ------------------------------------------------------------ Summit goals */
      const goals = { accepted: 0, rejected: 0, withdrawn: 0, proposals: 0, summits: 0 };
      const summitDone = () => goals.accepted > 0 && goals.rejected > 0 && goals.withdrawn > 0;
      const voted = new Set<string>();

      /** Option ids the driver prefers for decision `d`, or null (uniform). */
      const prefer = (s: GameState, d: Decision): ((id: string) => boolean) | null => {
        const ids = d.options.map((o) => o.id);
        if (d.kind === 'campaign/event') return summitDone() ? null : (id) => id === 'summit';
        if (d.kind !== 'campaign/summit') return null;
        const v = summitView(s);
        if (!v) return null;
        if (v.stage === 'order') return summitDone() ? null : (id) => id === 'negotiate';
        // Building a proposal: submit at once, never cancel or step back if anything else is offered.
        if (ids.includes('submit')) return (id) => id === 'submit';
        if (ids.some((id) => /^(kind|to|from):/.test(id)) || !ids.some((id) => /^(propose|pass|end|close)$/.test(id))) {
          return (id) => id !== 'cancel' && id !== 'back';
        }
        // The Negotiations: propose (one proposal open at a time) until the goals are met, then end.
        if (!summitDone() && openProposals(s).length === 0 && ids.includes('propose')) return (id) => id === 'propose';
        return (id) => /^(end|close|pass)$/.test(id);
      };

      /** The option index a component entry answers. */
      const optOf = (c: Choice, k: number): number => {
        if (c.kind === 'select') return Number(c.values[k]);
        const id = decodeId(c.customId);
        return id && id.k === 'o' ? id.opt : -1;
      };

      const ephemeral = new Map<string, string>();
      const vias = new Set<string>();
      const panel = () => w.discord.messages(thread, { visibleTo: host.id }).filter((m) => !m.ephemeral_to && (choicesOf(m).length || buttonsOf(m, 't').length)).at(-1);

      /** One click on a posted choice (steered); false when no panel is up. */
      const step = async (g: LoadedGame): Promise<boolean> => {
        const p = panel();
        if (!p) return false;
        const user = users.find((u) => p.content.includes(`<@${u.id}>`));
        if (!user) throw new Error(`panel names nobody: ${p.content}`);
        const seat = g.seats.find((x) => x.userId === user.id)!.seat;
        let choices = choicesOf(p);
        let via = 'thread';
        let d: Decision | undefined = g.state.decisions[0];
        if (!choices.length) {
          d = g.state.decisions.find((x) => x.seat === seat);
          // A private panel shown earlier goes on with the seat's next step, and goes out of date
          // when another seat's move changes its question (a Summit's proposals): only current choices count.
          const current = (cs: Choice[]) => cs.filter((c) => (decodeId(c.customId) as { seq?: number } | null)?.seq === d?.openedAt);
          const eph = ephemeral.get(user.id);
          choices = current(choicesOf(eph ? w.discord.message(eph) : undefined));
          via = 'ephemeral';
          if (!choices.length) {
            const dm = w.discord.dmChannelOf(user.id);
            choices = current(choicesOf(dm ? w.discord.messages(dm).filter((m) => choicesOf(m).length).at(-1) : undefined));
            via = 'dm';
          }
          if (!choices.length) {
            note(`my turn ${user.username}`);
            const h = await within(`${user.username}'s My turn at seq ${g.seq}`, settle(w, w.discord.click(user.id, p.id, buttonsOf(p, 't')[0]!)));
            const orig = h.original();
            if (orig) ephemeral.set(user.id, orig.id);
            choices = choicesOf(orig ? w.discord.message(orig.id) ?? orig : undefined);
            via = 'ephemeral';
          }
          if (!choices.length) throw new Error(`no private choices for ${user.username}: ${p.content}`);
        }
        // Every (component, entry) with the option it answers; the preferred ones if any are posted.
        const all = choices.flatMap((c) => (c.kind === 'button' ? [{ c, k: 0 }] : c.values.map((_, k) => ({ c, k }))));
        const like = d ? prefer(g.state, d) : null;
        const liked = like ? all.filter(({ c, k }) => { const o = d!.options[optOf(c, k)]; return o !== undefined && like(o.id); }) : [];
        const pool = liked.length ? liked : all;
        const { c, k } = pool[Math.floor(pick() * pool.length)]!;
        const option = d?.options[optOf(c, k)]?.id;
        if (option === 'propose') goals.proposals++;
        note(`click ${user.username} ${via} ${d?.kind} ${option}`);
        const h = await within(`${user.username} answering ${d?.kind} ${option} (${via}) at seq ${g.seq}`, settle(w, c.kind === 'button' ? w.discord.click(user.id, c.messageId, c.customId) : w.discord.select(user.id, c.messageId, c.customId, [c.values[k]!])));
        const bad = h.followups().find((f) => f.flags & 64);
        if (bad) throw new Error(`the bot refused a posted choice (${option}): ${bad.content}`);
        vias.add(via);
        return true;
      };

      /** A Summit proposal open in the thread: answered by its message's buttons (accept, then reject, then withdraw). */
      const vote = async (g: LoadedGame): Promise<boolean> => {
        for (const prop of openProposals(g.state)) {
          const m = w.discord.messages(thread).filter((x) => !x.ephemeral_to && x.content.includes(`Proposal ${prop.id}**`) && buttonsOf(x, 'v').length).at(-1);
          if (!m) continue;
          const { waiting } = awaiting(g.state, prop);
          const want = !goals.accepted ? 'accept' : !goals.rejected ? 'reject' : 'withdraw';
          const seat = want === 'withdraw' ? prop.by : waiting[0];
          const key = `${g.state.seq}:${prop.id}:${want}:${seat}`;
          if (seat === undefined || voted.has(key)) continue;
          voted.add(key);
          const id = buttonsOf(m, 'v').find((x) => x.endsWith(`:${want}`))!;
          note(`vote ${want} ${prop.id}`);
          const h = await within(`seat ${seat} pressing ${want} on proposal ${prop.id}`, settle(w, w.discord.click(g.seats[seat]!.userId!, m.id, id)));
          const refused = h.followups().find((f) => f.flags & 64);
          if (refused) continue; // e.g. that seat is busy with something else: play on and try later
          const after = w.discord.message(m.id)!;
          if (want === 'accept' && /is carried out/.test(after.content)) goals.accepted++;
          if (want === 'reject' && /rejects proposal/.test(after.content)) goals.rejected++;
          if (want === 'withdraw' && /withdraws proposal/.test(after.content)) goals.withdrawn++;
          if (/~~Proposal/.test(after.content)) expect(buttonsOf(after, 'v'), 'a closed proposal keeps no buttons').toEqual([]);
          return true;
        }
        return false;
      };

      /* ------------------------------------------------------------ restarts and pauses */
      const movesOf = async () => (await w.store.readLog(gameId)).map((x) => JSON.stringify([x.seq, x.input, x.actor]));
      const restartChecked = async (why: string) => {
        note(`restart: ${why}`);
        await w.bot.bot.idle();
        const moves = await movesOf();
        const messages = w.discord.messages(thread).map((m) => `${m.id}:${m.content}`);
        const g0 = await load();
        await w.restart();
        await w.bot.bot.idle();
        expect(await movesOf(), `${why}: the moves after the restart`).toEqual(moves);
        expect(w.discord.messages(thread).map((m) => `${m.id}:${m.content}`), `${why}: nothing posted again`).toEqual(messages);
        const g1 = await load();
        expect(g1.seq).toBe(g0.seq);
        expect(g1.state).toEqual(g0.state);
        ephemeral.clear();
        note(`restarted: ${why}`);
      };

      const reminderTexts = () => w.discord.messages(thread).filter((m) => /the campaign is resting between Acts/.test(m.content));
      let pauses = 0;
      const betweenActs = async () => {
        pauses++;
        note(`between Acts (${pauses})`);
        await w.bot.bot.idle();
        const rest = w.discord.messages(thread).filter((m) => !m.ephemeral_to).at(-1)!;
        const act = (await w.store.loadCampaign(campaignId))!.act;
        expect(rest.content).toMatch(new RegExp(`Act ${['', 'I', 'II'][act]} is over`));
        expect(rest.content).toContain(`<@${host.id}>`);
        if (pauses === 1) await restartChecked('between Acts');
        // Weeks go by: each week the host is reminded once, by name; nobody else is prompted.
        const reminded0 = reminderTexts().length;
        let key = (await w.store.getReminder(gameId))!.jobKey!;
        for (let week = 1; week <= 2; week++) {
          expect(await w.store.getReminder(gameId)).toMatchObject({ seat: -1, userId: host.id });
          expect(await w.store.timers.dueNow(key)).toBe(true);
          await w.bot.bot.runTimers();
          await w.bot.bot.idle();
          // Nothing more due this week: running the timers again sends nothing.
          await w.bot.bot.runTimers();
          await w.bot.bot.idle();
          expect(reminderTexts().length, `week ${week}: one reminder`).toBe(reminded0 + week);
          expect(reminderTexts().at(-1)!.content).toContain(`<@${host.id}>`);
          const next = (await w.store.getReminder(gameId))!.jobKey!;
          expect(next, 'the next week\'s job').not.toBe(key);
          key = next;
        }
        // A guest's continue is refused; the host's starts the next Act, and the reminders stop.
        const guest = users[players - 1]!;
        expect(answerText(await campaignCmd(w, guest, thread, 'continue'))).toMatch(/Only the host/);
        const moves = (await movesOf()).length;
        await campaignCmd(w, host, thread, 'continue');
        expect((await movesOf()).length, 'continue is no move').toBe(moves);
        expect(await w.store.loadCampaign(campaignId)).toMatchObject({ status: 'active', act: act + 1 });
        expect(await w.store.timers.state(key)).toBe('cancelled');
        await w.bot.bot.runTimers();
        await w.bot.bot.idle();
        expect(reminderTexts().length, 'no reminder after continue').toBe(reminded0 + 2);
        expect(w.discord.message(rest.id)!.content).toMatch(/has begun/);
      };

      /* ------------------------------------------------------------ play */
      let steps = 0;
      let midActRestart = false;
      let actStart = 0;
      let lastAct = 1;
      for (;;) {
        if (steps >= run.maxSteps) {
          const s = (await load()).state;
          throw new Error(`the campaign did not end within ${run.maxSteps} clicks (Act ${s.campaign?.act}, chapter ${s.chapter}, seq ${s.seq})`);
        }
        const g = await load();
        await scan(g);
        const c = (await w.store.loadCampaign(campaignId))!;
        if (g.state.ended) break;
        if (c.status === 'between_acts') {
          await betweenActs();
          continue;
        }
        const act = g.state.campaign!.act;
        if (act !== lastAct) { lastAct = act; actStart = steps; }
        if (act === 2 && !midActRestart && steps - actStart >= 25) {
          midActRestart = true;
          await restartChecked('in the middle of Act II');
          continue;
        }
        if (!(await vote(g)) && !(await step(g))) throw new Error(`no panel while the campaign goes on (seq ${g.seq}): ${w.discord.transcript(thread).split('\n').slice(-6).join('\n')}`);
        steps++;
        if (process.env.E2E_PROGRESS && (steps % 25 === 0 || (act === 2 && steps - actStart < 40))) appendFileSync(process.env.E2E_PROGRESS, `${players}p: ${steps} clicks, Act ${act}, chapter ${g.state.chapter}, seq ${g.seq}, goals ${JSON.stringify(goals)}, ${new Date().toISOString()}\n`);
        const sv = summitView(g.state);
        if (sv && g.state.decisions.some((d) => d.kind === 'campaign/summit') && !summitView((await load()).state)) goals.summits++;
      }
      await w.bot.bot.idle();
      await scan(await load());
      if (process.env.E2E_VERBOSE) console.log(`${players}p: ${steps} clicks, ${scanned} public messages scanned, goals ${JSON.stringify(goals)}, vias ${[...vias]}`);

      /* ------------------------------------------------------------ the end */
      const end = await load();
      expect(end.status).toBe('ended');
      expect(end.state.campaign!.act).toBe(3);
      expect((await w.store.loadCampaign(campaignId))!.status).toBe('ended');
      const pub = w.discord.messages(thread, { visibleTo: spectator.id });
      expect(pub.some((m) => /The game is over/.test(m.content)), 'the result is posted').toBe(true);
      expect(pauses, 'two pauses between Acts').toBe(2);
      expect(midActRestart).toBe(true);
      expect(summitDone(), `a Summit's proposals accepted, rejected and withdrawn: ${JSON.stringify(goals)}`).toBe(true);
      expect([...vias].sort()).toEqual(['dm', 'ephemeral', 'thread']);
      // Each move once: the log's seqs run on without a gap or a repeat.
      const log = await w.store.readLog(gameId);
      expect(log.map((x) => x.seq)).toEqual(log.map((_, i) => log[0]!.seq + i));

      const status = await campaignCmd(w, spectator, thread, 'status');
      expect(status.original()!.content).toMatch(/Act III/);
      for (const f of end.state.campaign!.seats.map((x) => x.fate!)) expect(status.original()!.content).toContain(fateName(f));
      const sheet = await campaignCmd(w, spectator, thread, 'log');
      expect(sheet.original()!.content).toMatch(/the log sheet/);
      expect(sheet.original()!.content).toMatch(/Act I: .*(completed|failed).* · Act II: .*(completed|failed)/);
      expect(sheet.original()!.attachments.map((a) => a.filename)).toEqual(['log-sheet.png']);
      await scan(await load());
      expect(w.discord.requests().filter((r) => r.status >= 400 && r.status !== 403)).toEqual([]);
    }, 1_200_000);
  });
}

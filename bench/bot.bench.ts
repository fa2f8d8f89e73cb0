/**
 * Bot benchmark: the real bot (discord.js) against the local Discord-compatible server, players
 * clicking the components it posts until INTERACTIONS interactions have been played (new games
 * as needed). Prints JSON: latency from an injected interaction to its acknowledgement, and
 * from an interaction that ends a turn to the board image being posted.
 *
 * A second run plays CONCURRENT games (20 by default) at once, so their boards are drawn at the
 * same time (in the render pool, src/render/pool.ts), and prints the acknowledgement latency of
 * the interactions acknowledged while at least one image was being drawn (target: p95 ≤ 50 ms):
 * the bot runs in this process, so `rendersInFlight()` read when an ack arrives counts the images
 * its pool is drawing then. Each game waits only for its own clicks to be handled (not for the
 * whole bot to be idle, which made the games click in lock-step: every ack of a round came before
 * any of its boards began, and none was sampled). Also printed: the main thread's event-loop
 * delay over the run and the machine's load average (figures from a loaded machine mean little).
 *   npm run bench:bot            (INTERACTIONS=300, CONCURRENT=20, CONCURRENT_INTERACTIONS=400)
 *   ARCS_RENDER_THREADS=0 npm run bench:bot     (the same, drawing on the main thread)
 *   BENCH_POSTGRES=1 npm run bench:bot          (over a throwaway PostgreSQL cluster, not PGlite)
 *   BENCH_TRACE=1 npm run bench:bot             (also where the acks' time goes, phase by phase: traceAcks)
 *   ARCS_RENDER_NICE=0 ARCS_PGLITE_THREAD=0 npm run bench:bot   (render threads at the process's priority,
 *                                               PGlite on the bot's thread: the bot as it was before issue 19)
 *
 * A third run plays Blighted Reach campaigns (2 players, one with DMs closed: issue 18) until
 * CAMPAIGN_INTERACTIONS (150) interactions: the secret Fate choices, ordinary campaign turns, and
 * Summits (the random player is steered to play Event cards, call the Summit, make proposals and
 * end it), the proposals answered with their messages' Accept / Reject buttons. It prints the
 * acknowledgement p50/p95 per kind and the board-posted latency (targets on an idle machine:
 * acknowledgement p95 ≤ 50 ms, board posted p95 ≤ 400 ms), with the load average: nothing asserted.
 */
import diagnostics from 'node:diagnostics_channel';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { closeRenderPool, renderThreads, rendersInFlight } from '../src/render/pool.ts';
import { buttonsOf, choicesOf, openGame, panel, rng, startWorld, step, type Choice, type World } from '../test/bot/helpers.ts';
import { decodeId } from '../src/app/custom-id.ts';
import type { ApiUser, InteractionHandle } from '../src/sandbox/discord/index.ts';
import { findPgBin, startPostgres, type PgServer } from '../test/store/pg-harness.ts';

const TARGET = Number(process.env.INTERACTIONS ?? 300);
const CONCURRENT = Number(process.env.CONCURRENT ?? 20);
const CONCURRENT_TARGET = Number(process.env.CONCURRENT_INTERACTIONS ?? 400);
const CAMPAIGN_TARGET = Number(process.env.CAMPAIGN_INTERACTIONS ?? 150);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));

function pct(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
}

// DATABASE_URL: over that PostgreSQL server; BENCH_POSTGRES=1: over a throwaway local PostgreSQL
// cluster (as the tests start one); else the embedded PGlite, in memory, in its own worker thread
// (ARCS_PGLITE_THREAD=0: on the bot's own event loop, as before issue 19).
let pg: PgServer | null = null;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl && process.env.BENCH_POSTGRES === '1') {
  const bin = findPgBin();
  if (!bin) throw new Error('BENCH_POSTGRES=1: no PostgreSQL binaries found');
  pg = await startPostgres(bin);
  databaseUrl = await pg.createDatabase('bench');
}
const database = databaseUrl ? (process.env.DATABASE_URL ? 'postgres (DATABASE_URL)' : 'postgres (throwaway)') : 'pglite';
// BENCH_ACK_TIMEOUT_MS: how long the local server waits for an acknowledgement (Discord: 3000 ms;
// raise it on a loaded machine so a slow answer is measured rather than fatal).
const ackTimeoutMs = Number(process.env.BENCH_ACK_TIMEOUT_MS ?? 3000);
const w = await startWorld({ seed: 'bench', ...(databaseUrl ? { databaseUrl } : {}), discord: { ackTimeoutMs } });
const sent = new Map<string, number>();
const ack: number[] = [];
const board: number[] = [];
let lastAnswer: { id: string; at: number } | null = null;
const unsubscribe = w.discord.subscribe((e) => {
  const now = performance.now();
  if (e.type === 'interaction') {
    sent.set(e.interactionId, now);
    if (e.interactionType === 3) lastAnswer = { id: e.interactionId, at: now };
  } else if (e.type === 'ack') {
    ack.push(e.ack.afterMs);
  } else if (e.type === 'messageCreate' && e.message.attachments.some((a) => a.filename.startsWith('board')) && lastAnswer) {
    board.push(now - lastAnswer.at);
    lastAnswer = null;
  }
});

let games = 0;
let players = 2;
while (!SKIP.has('games') && ack.length < TARGET) {
  const users = Array.from({ length: players }, (_, i) => w.discord.addUser(`b${games}-${i}`, { dmsClosed: i === 1 }));
  const thread = await openGame(w, users);
  games++;
  const pick = rng(games);
  const eph = new Map<string, string>();
  while (ack.length < TARGET && (await step(w, thread, users, pick, eph))) { /* play */ }
  players = players === 4 ? 2 : players + 1;
}
unsubscribe();
process.stdout.write(`${JSON.stringify({
  bench: 'bot',
  database,
  interactions: ack.length,
  games,
  ackMs: { p50: pct(ack, 50), p95: pct(ack, 95), max: pct(ack, 100) },
  boardPostedMs: { samples: board.length, p50: pct(board, 50), p95: pct(board, 95), max: pct(board, 100) },
})}\n`);

// Concurrent games: every one of them clicking as fast as it is answered, boards drawn together.
const tables = [];
for (let k = 0; k < (SKIP.has('concurrent') ? 0 : CONCURRENT); k++) {
  const users = [w.discord.addUser(`c${k}-a`), w.discord.addUser(`c${k}-b`)];
  tables.push({ users, thread: await openGame(w, users), pick: rng(1000 + k), eph: new Map<string, string>() });
}
const whileDrawing: number[] = [];
const all: number[] = [];
const trace = process.env.BENCH_TRACE === '1' ? traceAcks(w) : null;
let boards = 0;
let maxDrawing = 0;
const unsubscribe2 = w.discord.subscribe((e) => {
  if (e.type === 'ack') {
    all.push(e.ack.afterMs);
    const drawing = rendersInFlight();
    maxDrawing = Math.max(maxDrawing, drawing);
    if (drawing > 0) whileDrawing.push(e.ack.afterMs);
    trace?.acked(e.interactionId, drawing > 0, e.ack.afterMs);
  } else if (e.type === 'messageCreate' && e.message.attachments.some((a) => a.filename.startsWith('board'))) boards++;
});
// How late the main thread's event loop runs (what an ack waits behind), and the machine's load.
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const load0 = loadavg()[0]!;
const t0 = performance.now();
let failures = 0;
// The local server rejects an interaction's acknowledgement after 3 s; whoever was not awaiting it
// then: count it rather than crash.
process.on('unhandledRejection', (e) => {
  failures++;
  process.stderr.write(`unhandled: ${(e as Error)?.message?.slice(0, 200)}\n`);
});
await Promise.all(tables.map(async (tb) => {
  try {
    // Each game waits only for its own click's handling (`own`), not for the whole bot to be idle:
    // waiting for the whole bot made the 20 games click in lock-step, every ack of a wave arriving
    // before any of the wave's boards started drawing, so no ack was ever seen while one drew.
    while (all.length < CONCURRENT_TARGET && (await step(w, tb.thread, tb.users, tb.pick, tb.eph, true))) { /* play */ }
  } catch (e) {
    // An interaction not acknowledged within 3 s (a loaded machine): count it, stop this game.
    failures++;
    process.stderr.write(`game ${tb.thread}: ${(e as Error).message.slice(0, 200)}\n`);
  }
}));
const seconds = (performance.now() - t0) / 1000;
loop.disable();
const load1 = loadavg()[0]!;
unsubscribe2();
if (!SKIP.has('concurrent')) {
  process.stdout.write(`${JSON.stringify({
  bench: 'bot-concurrent',
  database,
  games: CONCURRENT,
  renderThreads: renderThreads(),
  interactions: all.length,
  gamesStoppedByAFailure: failures,
  boardsPosted: boards,
  seconds: Math.round(seconds * 10) / 10,
  maxBoardsDrawingAtOnce: maxDrawing,
  ackMs: { p50: pct(all, 50), p95: pct(all, 95), max: pct(all, 100) },
  ackWhileDrawingMs: { samples: whileDrawing.length, p50: pct(whileDrawing, 50), p95: pct(whileDrawing, 95), max: pct(whileDrawing, 100), target: '≤ 50 ms at p95' },
  eventLoopDelayMs: { p50: Math.round(loop.percentile(50) / 1e5) / 10, p95: Math.round(loop.percentile(95) / 1e5) / 10, max: Math.round(loop.max / 1e5) / 10 },
  cpus: availableParallelism(),
  loadAverage1m: { start: Math.round(load0 * 10) / 10, end: Math.round(load1 * 10) / 10 },
})}\n`);
  if (trace) process.stdout.write(`${JSON.stringify({ bench: 'bot-concurrent-trace', database, ...trace.report() })}\n`);
}
trace?.stop();

await campaignRun(w);
await w.close();
await closeRenderPool();
await pg?.destroy();

/* ------------------------------------------------------------------ campaigns */

type Kind = 'fate' | 'vote' | 'summit' | 'turn';

/** An interaction played and the bot idle again (slow acknowledgements are measured, not fatal). */
async function settle(w: World, h: Promise<InteractionHandle>): Promise<InteractionHandle> {
  const handle = await h;
  await handle.ack;
  await w.bot.bot.idle();
  return handle;
}

/** Open a 2-player campaign through its lobby buttons; returns the thread and the game id. */
async function openCampaign(w: World, users: ApiUser[]): Promise<{ thread: string; gameId: string }> {
  const before = new Set(w.discord.threads().map((t) => t.id));
  await settle(w, w.discord.slash(users[0]!.id, w.discord.channelId, { name: 'arcs', group: 'campaign', subcommand: 'new', values: { players: users.length, order: 'joined' } } as never));
  const thread = w.discord.threads().find((t) => !before.has(t.id))!;
  const lobby = w.discord.messages(thread.id)[0]!;
  for (const [i, u] of users.entries()) await settle(w, w.discord.click(u.id, lobby.id, buttonsOf(w.discord.message(lobby.id), 'j')[i]!));
  await settle(w, w.discord.click(users[0]!.id, lobby.id, buttonsOf(w.discord.message(lobby.id), 'g')[0]!));
  const g = await w.store.findByThread(thread.id);
  if (!g) throw new Error('the campaign did not start');
  return { thread: thread.id, gameId: g.id };
}

/**
 * One campaign interaction: an open proposal is answered first (Accept or Reject, by the seat it
 * awaits, with the message's button); else the pinged seat answers its panel as `step` does, but
 * steered by option id: play an Event card, call the Summit, open the Negotiations, one proposal
 * per seat per Summit (a Favor promised), submit it, and the caller ends the Summit once no
 * proposal is open. Returns what kind of interaction it was and its handle, or null when done.
 */
async function campaignStep(w: World, c: { thread: string; gameId: string; users: ApiUser[]; pick: () => number; eph: Map<string, string>; proposed: Set<string> }):
Promise<{ kind: Kind; h: InteractionHandle } | null> {
  const msgs = w.discord.messages(c.thread, { visibleTo: c.users[0]!.id });
  for (const m of msgs) {
    const votes = buttonsOf(m, 'v');
    if (!votes.length) continue;
    const awaited = /Awaiting ([^\n]*)/.exec(m.content)?.[1] ?? '';
    const u = c.users.find((x) => awaited.includes(`<@${x.id}>`));
    if (!u) continue;
    const want = c.pick() < 0.5 ? 'accept' : 'reject';
    const id = votes.find((v) => (decodeId(v) as { vote?: string }).vote === want)!;
    return { kind: 'vote', h: await settle(w, w.discord.click(u.id, m.id, id)) };
  }
  const loaded = (await w.store.loadGame(c.gameId))!;
  const s = loaded.state;
  if (s.decisions.length === 0) return null;
  const p = panel(w, c.thread, c.users[0]!.id);
  if (!p) return null;
  const user = c.users.find((u) => p.content.includes(`<@${u.id}>`));
  if (!user) throw new Error(`panel names nobody: ${p.content}`);
  let choices = choicesOf(p);
  if (!choices.length) {
    // A private panel shown earlier goes on with the seat's next step and goes out of date when
    // another seat's move changes its question (a Summit): only its current choices count.
    const openedAt = s.decisions.find((x) => x.seat === loaded.seats.find((y) => y.userId === user.id)?.seat)?.openedAt;
    const current = (cs: Choice[]) => cs.filter((x) => (decodeId(x.customId) as { seq?: number } | null)?.seq === openedAt);
    const eph = c.eph.get(user.id);
    choices = current(choicesOf(eph ? w.discord.message(eph) : undefined));
    if (!choices.length) {
      const dm = w.discord.dmChannelOf(user.id);
      choices = current(choicesOf(dm ? w.discord.messages(dm).filter((m) => choicesOf(m).length).at(-1) : undefined));
    }
    if (!choices.length) {
      const h = await settle(w, w.discord.click(user.id, p.id, buttonsOf(p, 't')[0]!));
      const orig = h.original();
      if (orig) c.eph.set(user.id, orig.id);
      choices = choicesOf(orig ? w.discord.message(orig.id) ?? orig : undefined);
    }
    if (!choices.length) throw new Error(`no private choices for ${user.username}`);
  }
  // Each answer with the option id it stands for (custom ids carry the option's index).
  const seat = loaded.seats.find((x) => x.userId === user.id)!.seat;
  const answers: { c: Choice; value?: string; id: string }[] = [];
  for (const ch of choices) {
    const d = decodeId(ch.customId) as { seq?: number; opt?: number } | null;
    const dec = s.decisions.find((x) => x.seat === seat && x.openedAt === d?.seq);
    if (ch.kind === 'button') answers.push({ c: ch, id: dec?.options[d?.opt ?? -1]?.id ?? '' });
    else for (const v of ch.values) answers.push({ c: ch, value: v, id: dec?.options[Number(v)]?.id ?? '' });
  }
  const summitKey = `${c.gameId}:${s.seq}`;
  const inSummit = s.stack.some((f) => f.k === 'campaign/summit');
  const dec = s.decisions.find((x) => x.seat === seat);
  const kind: Kind = s.stack.some((f) => f.k === 'campaign/fates') ? 'fate' : inSummit ? 'summit' : 'turn';
  const summitFrame = s.stack.find((f) => f.k === 'campaign/summit') as { proposals?: unknown[] } | undefined;
  const prefer = [
    /^summit$/, /^event:/, /^negotiate$/, /^submit$/, /^kind:promise$/, /^to:/, /^agent$/,
    ...(inSummit && !c.proposed.has(`${user.id}`) ? [/^propose$/] : []),
    ...(inSummit && (summitFrame?.proposals?.length ?? 0) === 0 ? [/^end$/] : []),
    ...(inSummit ? [/^pass$/] : []),
  ];
  void summitKey;
  void dec;
  let a = prefer.map((re) => answers.find((x) => re.test(x.id))).find(Boolean);
  if (!a) {
    const pool = answers.filter((x) => !/^(close|cancel|back|propose)$/.test(x.id));
    a = (pool.length ? pool : answers)[Math.floor(c.pick() * (pool.length ? pool : answers).length)]!;
  }
  if (a.id === 'propose') c.proposed.add(`${user.id}`);
  if (a.id === 'end' || a.id === 'close') c.proposed.clear();
  const h = a.c.kind === 'button' ? w.discord.click(user.id, a.c.messageId, a.c.customId) : w.discord.select(user.id, a.c.messageId, a.c.customId, [a.value!]);
  const handle = await settle(w, h);
  const bad = handle.followups().find((f) => f.flags & 64);
  if (bad) throw new Error(`the bot refused a posted choice: ${bad.content}`);
  return { kind, h: handle };
}

async function campaignRun(w: World): Promise<void> {
  if (SKIP.has('campaign')) return;
  const acks: Record<Kind, number[]> = { fate: [], vote: [], summit: [], turn: [] };
  const boardsMs: number[] = [];
  let last: number | null = null;
  const unsub = w.discord.subscribe((e) => {
    if (e.type === 'interaction' && e.interactionType === 3) last = performance.now();
    else if (e.type === 'messageCreate' && e.message.attachments.some((x) => x.filename.startsWith('board')) && last !== null) {
      boardsMs.push(performance.now() - last);
      last = null;
    }
  });
  const load0 = loadavg();
  let campaigns = 0;
  let summits = 0;
  let total = 0;
  const t0 = performance.now();
  while (total < CAMPAIGN_TARGET) {
    const users = [w.discord.addUser(`camp${campaigns}-a`), w.discord.addUser(`camp${campaigns}-b`, { dmsClosed: true })];
    const opened = await openCampaign(w, users);
    campaigns++;
    const c = { ...opened, users, pick: rng(500 + campaigns), eph: new Map<string, string>(), proposed: new Set<string>() };
    let wasSummit = false;
    for (;;) {
      if (total >= CAMPAIGN_TARGET) break;
      const r = await campaignStep(w, c);
      if (!r) break;
      const a = await r.h.ack;
      acks[r.kind].push(a.afterMs);
      total++;
      if (r.kind === 'summit' && !wasSummit) summits++;
      wasSummit = r.kind === 'summit' || r.kind === 'vote';
    }
  }
  unsub();
  const all = Object.values(acks).flat();
  const fig = (xs: number[]) => ({ samples: xs.length, p50: pct(xs, 50), p95: pct(xs, 95), max: pct(xs, 100) });
  process.stdout.write(`${JSON.stringify({
    bench: 'bot-campaign',
    database,
    campaigns,
    summits,
    interactions: total,
    seconds: Math.round((performance.now() - t0) / 100) / 10,
    ackMs: { ...fig(all), target: '≤ 50 ms at p95 (idle machine)' },
    ackByKindMs: { fate: fig(acks.fate), vote: fig(acks.vote), summit: fig(acks.summit), turn: fig(acks.turn) },
    boardPostedMs: { ...fig(boardsMs), target: '≤ 400 ms at p95 (idle machine)' },
    loadAverage: { before: load0.map((x) => +x.toFixed(2)), after: loadavg().map((x) => +x.toFixed(2)) },
  })}\n`);
}

/* ------------------------------------------------------------------ ack trace */

/**
 * BENCH_TRACE=1: where an acknowledgement's time goes, phase by phase, for the acks sampled while
 * a board was drawn (all in this process's clock). `total`: the latency as the local server
 * measures it; `dispatch`: from the interaction's dispatch to the bot's gateway client reading it
 * (the socket, the gateway queue); `parse`: from there to the bot's handler (discord.js building
 * the interaction); `handler`: from the handler to its acknowledgement request (the bot's own work
 * first); `rest`: discord.js until undici has the request; `undici`: a connection found or opened
 * and the headers written; `socket`: until the local server's HTTP parser reads them; `server`:
 * from there to the acknowledgement recorded (the body read, the callback handled).
 */
function traceAcks(w: World) {
  const at = new Map<string, { sent: number; raw?: number; handler?: number; rest?: number; created?: number; wrote?: number; http?: number }>();
  const rows: { total: number; dispatch: number; parse: number; handler: number; rest: number; undici: number; socket: number; server: number; fresh: boolean }[] = [];
  // Whether each callback went out on a connection that had carried nothing before (a new one).
  const used = new WeakSet<object>();
  const fresh = new Set<string>();
  const client = w.bot.client;
  const unsub = w.discord.subscribe((e) => {
    // Emitted just after the dispatch: the creation time is when the server stamped it (Date.now).
    if (e.type === 'interaction') at.set(e.interactionId, { sent: performance.now() });
  });
  const onRaw = (p: { t?: string; d?: { id?: string } }) => {
    if (p.t === 'INTERACTION_CREATE' && p.d?.id) {
      const x = at.get(p.d.id);
      if (x) x.raw = performance.now();
    }
  };
  const onInteraction = (i: { id: string }) => {
    const x = at.get(i.id);
    if (x) x.handler = performance.now();
  };
  client.on('raw', onRaw);
  client.on('interactionCreate', onInteraction);
  const rest = client.rest as unknown as { post: (route: string, ...a: unknown[]) => Promise<unknown> };
  const post = rest.post.bind(rest);
  rest.post = (route: string, ...a: unknown[]) => {
    const id = /^\/interactions\/(\d+)\//.exec(route)?.[1];
    const x = id ? at.get(id) : undefined;
    if (x && x.rest === undefined) x.rest = performance.now();
    return post(route, ...a);
  };
  const http = (w.discord as unknown as { http: import('node:http').Server }).http;
  const onRequest = (req: import('node:http').IncomingMessage) => {
    const id = /\/interactions\/(\d+)\/[^/]+\/callback/.exec(req.url ?? '')?.[1];
    const x = id ? at.get(id) : undefined;
    if (x && x.http === undefined) x.http = performance.now();
  };
  http.on('request', onRequest);
  // undici's own events: the request created (a connection sought), its headers written.
  const byPath = (k: 'created' | 'wrote') => (m: unknown) => {
    const { request, socket } = m as { request?: { path?: string }; socket?: object };
    const id = /\/interactions\/(\d+)\/[^/]+\/callback/.exec(request?.path ?? '')?.[1];
    const x = id ? at.get(id) : undefined;
    if (x && x[k] === undefined) x[k] = performance.now();
    if (k === 'wrote' && socket) {
      if (id && !used.has(socket)) fresh.add(id);
      used.add(socket);
    }
  };
  const onCreate = byPath('created');
  const onHeaders = byPath('wrote');
  diagnostics.subscribe('undici:request:create', onCreate);
  diagnostics.subscribe('undici:client:sendHeaders', onHeaders);
  return {
    acked(id: string, drawing: boolean, afterMs: number) {
      const x = at.get(id);
      at.delete(id);
      if (!x || !drawing || x.raw === undefined || x.handler === undefined || x.rest === undefined || x.created === undefined || x.wrote === undefined || x.http === undefined) return;
      const now = performance.now();
      rows.push({ total: afterMs, dispatch: x.raw - x.sent, parse: x.handler - x.raw, handler: x.rest - x.handler, rest: x.created - x.rest, undici: x.wrote - x.created, socket: x.http - x.wrote, server: now - x.http, fresh: fresh.delete(id) });
    },
    report() {
      const keys = ['total', 'dispatch', 'parse', 'handler', 'rest', 'undici', 'socket', 'server'] as const;
      const by = (xs: typeof rows) => Object.fromEntries(keys.map((k) => [k, { p50: pct(xs.map((r) => r[k]), 50), p95: pct(xs.map((r) => r[k]), 95) }]));
      // The slowest twentieth: what those acks spent their time on, phase by phase (means).
      const slow = [...rows].sort((a, b) => b.total - a.total).slice(0, Math.max(1, Math.ceil(rows.length / 20)));
      const mean = (k: (typeof keys)[number]) => Math.round(slow.reduce((n, r) => n + r[k], 0) / slow.length * 10) / 10;
      const socket = (f: boolean) => {
        const xs = rows.filter((r) => r.fresh === f).map((r) => r.socket);
        return { samples: xs.length, p50: pct(xs, 50), p95: pct(xs, 95) };
      };
      return {
        samples: rows.length, phasesMs: by(rows), slowest5pcMeanMs: Object.fromEntries(keys.map((k) => [k, mean(k)])),
        // `socket` for callbacks sent on a new connection (the server accepts it first) and on one already open.
        socketMs: { newConnection: socket(true), openConnection: socket(false) },
      };
    },
    stop() {
      unsub();
      client.off('raw', onRaw);
      client.off('interactionCreate', onInteraction);
      rest.post = post;
      http.off('request', onRequest);
      diagnostics.unsubscribe('undici:request:create', onCreate);
      diagnostics.unsubscribe('undici:client:sendHeaders', onHeaders);
    },
  };
}

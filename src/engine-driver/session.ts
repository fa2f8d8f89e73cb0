/** The driver's request handling, separate from stdin/stdout so tests can call it directly. */
import { apply, exportPosition, importPosition, newGame, PositionError, SetupError, viewFor } from '../engine/index.ts';
import { say } from '../text/say.ts';
import { playRandom } from '../engine/random-play.ts';
import type { GameState, Input } from '../engine/types.ts';
import { undoInput } from '../engine/undo.ts';

export interface DriverSession {
  state: GameState | null;
  /** Inputs answered since the game was loaded, with the state before each (for `undo`). */
  history?: { before: GameState; input: Input }[];
}

type Response = Record<string, unknown> & { ok: boolean };

/** The fields `new` takes (anything else is refused: a misspelt option must not start another game). */
const NEW_OPTIONS = ['op', 'players', 'seed', 'setup', 'leadersAndLore', 'secondLore', 'campaign', 'fates', 'riggedDice'];

const error = (code: string, message: string): Response => ({ ok: false, error: { code, message } });

function prompt(s: GameState) {
  if (s.decisions.length === 0) return { decisions: [], ended: s.ended };
  return {
    decisions: s.decisions.map((d) => ({ seat: d.seat, kind: d.kind, prompt: say(d.prompt, s), openedAt: d.openedAt, secret: d.secret, options: d.options.map((o) => ({ ...o, label: say(o.label, s) })), ...(d.pick ? { pick: d.pick } : {}) })),
    ended: null,
  };
}

function summary(s: GameState) {
  return {
    chapter: s.chapter,
    round: s.round ? s.round.plays.length : null,
    seq: s.seq,
    initiative: s.initiative,
    power: s.players.map((p) => p.power),
    ended: s.ended !== null,
    winner: s.ended?.winner ?? null,
    // Campaign: the Act (1-3) and whether its setup is complete.
    ...(s.campaign ? { act: s.campaign.act, campaignStage: s.campaign.stage } : {}),
  };
}

export function handleRequest(session: DriverSession, line: string): Response {
  let req: Record<string, unknown>;
  try {
    req = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return error('driver/bad-json', 'The request is not valid JSON.');
  }
  if (typeof req !== 'object' || req === null) return error('driver/bad-request', 'A request is a JSON object.');
  try {
    switch (req.op) {
      case 'new': {
        const unknown = Object.keys(req).filter((k) => !NEW_OPTIONS.includes(k));
        if (unknown.length > 0) return error('driver/bad-request', `Unknown option${unknown.length === 1 ? '' : 's'} for "new": ${unknown.join(', ')}.`);
        const seed = typeof req.seed === 'number' || typeof req.seed === 'string' ? req.seed : 0;
        const opts: Parameters<typeof newGame>[0] = { players: Number(req.players), seed };
        if (typeof req.setup === 'string') opts.setup = req.setup;
        // Leaders & Lore (and its second-lore variant): the game opens with the draft.
        if (req.leadersAndLore === true) opts.leadersAndLore = true;
        if (req.secondLore === true) opts.secondLore = true;
        // The Blighted Reach campaign (Act I), its Fates named per seat, and rigged setup dice.
        if (req.campaign !== undefined && typeof req.campaign !== 'boolean') return error('driver/bad-request', '"campaign" is true or false.');
        if (req.campaign === true) opts.campaign = true;
        if (req.fates !== undefined) {
          if (!Array.isArray(req.fates) || !req.fates.every((f) => typeof f === 'string')) return error('driver/bad-request', '"fates" is a list of Fate card ids.');
          opts.fates = req.fates as string[];
        }
        if (req.riggedDice !== undefined) {
          if (!Array.isArray(req.riggedDice) || !req.riggedDice.every((f) => typeof f === 'number')) return error('driver/bad-request', '"riggedDice" is a list of die faces 0-5.');
          opts.riggedDice = req.riggedDice as number[];
        }
        session.state = newGame(opts);
        session.history = [];
        return { ok: true, setup: session.state.options.setup, ...prompt(session.state) };
      }
      case 'import':
        session.state = importPosition(req.position);
        session.history = [];
        return { ok: true, ...prompt(session.state) };
    }
    const s = session.state;
    if (!s) return error('driver/no-game', 'Start a game with "new" or "import" first.');
    switch (req.op) {
      case 'prompt':
        return { ok: true, ...prompt(s) };
      case 'answer': {
        const input = { t: 'answer' as const, seat: req.seat as number, choice: req.choice as string, ...(typeof req.openedAt === 'number' ? { openedAt: req.openedAt } : {}) };
        const r = apply(s, input);
        if (!r.ok) return { ok: false, error: r.error };
        (session.history ??= []).push({ before: s, input });
        session.state = r.state;
        return { ok: true, log: r.log.map((e) => e.text), revealed: r.revealed, ...prompt(r.state) };
      }
      case 'undo': {
        const seat = Number(req.seat);
        if (!(Number.isInteger(seat) && seat >= 0 && seat < s.players.length)) return error('driver/bad-request', 'No such seat.');
        const last = session.history?.at(-1);
        if (!last) return error('rule/undo-refused', 'There is nothing to take back.');
        const u = undoInput(last.before, last.input, s, seat);
        if (!u.ok) return { ok: false, error: u.error };
        session.history!.pop();
        session.state = u.state;
        return { ok: true, log: [u.state.log.at(-1)!.text], ...prompt(u.state) };
      }
      case 'random': {
        const steps = typeof req.steps === 'number' ? req.steps : 1_000_000;
        const r = playRandom(s, { steps, seed: typeof req.seed === 'number' || typeof req.seed === 'string' ? req.seed : 0 });
        session.state = r.state;
        session.history = [];
        return { ok: true, steps: r.steps, ...summary(r.state), ...prompt(r.state) };
      }
      case 'view': {
        const seat = req.seat === null || req.seat === undefined ? null : Number(req.seat);
        if (seat !== null && !(Number.isInteger(seat) && seat >= 0 && seat < s.players.length)) return error('driver/bad-request', 'No such seat.');
        return { ok: true, view: viewFor(s, seat) };
      }
      case 'summary':
        return { ok: true, ...summary(s) };
      case 'export':
        return { ok: true, position: exportPosition(s) };
      default:
        return error('driver/unknown-op', `Unknown op "${String(req.op)}".`);
    }
  } catch (e) {
    if (e instanceof SetupError) return error(e.code, e.message);
    if (e instanceof PositionError) return error('position/invalid', e.message);
    throw e;
  }
}

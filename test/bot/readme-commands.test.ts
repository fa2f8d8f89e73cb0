// Every /arcs command written in the README, typed on the local table: each example (with every
// value its placeholders allow) goes through the page's own command box parser (the one behind
// the local table's "Send") against the commands the bot registered, then to the bot; the bot
// must take it as a valid command (no "no such option" / "must be one of" answer).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, type MessageKey } from '../../src/app/messages.ts';
import type { ApiUser } from '../../src/sandbox/discord/index.ts';
import { parseSlash, type Command } from '../../src/sandbox/web/slash.ts';
import { openGame, settle, slash, startWorld, type World } from './helpers.ts';

/** Every `/arcs …` in the README's inline code and code blocks. */
export function readmeExamples(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/`(\/arcs\s+[a-z][^`\n]*)`/g)) out.add(m[1]!.trim());
  return [...out];
}

interface Slot { name: string; optional: boolean; values: string[] | 'card' | 'user' }

/** `players:<2-4> [order:<random/as joined>]` → the options and every value each allows. */
function slots(pattern: string): { sub: string; fixed: string[]; slots: Slot[] } {
  const [, sub = '', rest = ''] = /^\/arcs\s+(\S+)\s*(.*)$/.exec(pattern) ?? [];
  const fixed: string[] = [];
  const out: Slot[] = [];
  for (const m of rest.matchAll(/(\[)?([\w-]+):<([^>]*)>\]?|(\S+)/g)) {
    if (m[4]) { fixed.push(m[4]); continue; }
    const name = m[2]!;
    const inner = m[3]!;
    let values: Slot['values'];
    const range = /^(\d+)-(\d+)$/.exec(inner);
    if (range) values = Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => String(Number(range[1]) + i));
    else if (inner.includes('/')) values = inner.split('/').map((v) => v.trim());
    else if (inner === 'user') values = 'user';
    else if (inner === 'card') values = 'card';
    else if (/\d/.test(inner)) values = [...inner.matchAll(/\d+/g)].map((d) => d[0]);
    else throw new Error(`README: no rule for the placeholder <${inner}> in ${pattern}`);
    out.push({ name, optional: m[1] === '[', values });
  }
  return { sub, fixed, slots: out };
}

const OPTION_ERRORS: MessageKey[] = ['err.unknown-command', 'err.option-unknown', 'err.option-missing', 'err.option-bad'];
const optionError = new RegExp(OPTION_ERRORS.map((k) => t(k).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.*')).join('|'));

describe('the README\'s commands on the local table', () => {
  let w: World;
  let ada: ApiUser;
  let brook: ApiUser;
  let cass: ApiUser;
  beforeAll(async () => {
    w = await startWorld({ seed: 'readme' });
    ada = w.discord.addUser('Ada', { admin: true });
    brook = w.discord.addUser('Brook');
    cass = w.discord.addUser('Cass');
  }, 60_000);
  afterAll(async () => { await w?.close(); });

  it('finds the examples (the command table and the local table section)', () => {
    const ex = readmeExamples(readFileSync('README.md', 'utf8'));
    expect(ex).toContain('/arcs new players:2 order:as joined');
    expect(ex.length).toBeGreaterThan(15);
  });

  it('every example, with every value it shows, is accepted', { timeout: 600_000 }, async () => {
    const commands = w.discord.registeredCommands() as unknown as Command[];
    const people = [ada, brook, cass];
    const lookup = (s: string) => people.find((p) => p.username.toLowerCase() === s.toLowerCase())?.id;
    let game: string | undefined;
    const freshLobby = async () => {
      const before = new Set(w.discord.threads().map((th) => th.id));
      await slash(w, ada, w.discord.channelId, 'new', { players: 2 });
      return w.discord.threads().find((th) => !before.has(th.id))!.id;
    };
    /** Where (and as whom) a subcommand makes sense. */
    const context = async (sub: string): Promise<{ user: ApiUser; channel: string }> => {
      switch (sub) {
        case 'new': return { user: ada, channel: w.discord.channelId };
        case 'join': return { user: brook, channel: await freshLobby() };
        case 'leave': {
          const lobby = await freshLobby();
          await slash(w, brook, lobby, 'join', { colour: 'blue' });
          return { user: brook, channel: lobby };
        }
        case 'start': {
          const lobby = await freshLobby();
          await slash(w, ada, lobby, 'join', { colour: 'red' });
          await slash(w, brook, lobby, 'join', { colour: 'blue' });
          return { user: ada, channel: lobby };
        }
        case 'concede': case 'abort': case 'kick': case 'replace':
          return { user: sub === 'concede' ? brook : ada, channel: await openGame(w, [ada, brook]) };
        default:
          game ??= await openGame(w, [ada, brook]);
          return { user: ada, channel: game };
      }
    };
    const tried: string[] = [];
    for (const pattern of readmeExamples(readFileSync('README.md', 'utf8'))) {
      const { sub, fixed, slots: ss } = slots(pattern);
      const valueOf = async (s: Slot, i: number, user: ApiUser, channel: string): Promise<string[]> => {
        if (s.values === 'user') return [s.name === 'with' ? 'Cass' : 'Brook'];
        if (s.values === 'card') {
          // What the local table's picker offers while typing this option.
          const h = await w.discord.autocomplete(user.id, channel, { name: 'arcs', subcommand: sub, values: { [s.name]: '' }, focused: s.name });
          await h.ack;
          const first = h.choices()?.[i % (h.choices()?.length ?? 1)];
          expect(first, `the bot offers a ${s.name} for ${pattern}`).toBeTruthy();
          // The page fills in the picked choice's value (quoted when it has spaces).
          const v = String(first!.value);
          return [/\s/.test(v) ? `"${v}"` : v];
        }
        return s.values;
      };
      // The required options with their first value; then each option with each of its values.
      const variants: { over?: Slot; value?: string }[] = [{}];
      for (const s of ss) for (const v of Array.isArray(s.values) ? s.values : ['*']) variants.push({ over: s, value: v });
      for (const variant of variants) {
        const { user, channel } = await context(sub);
        const parts = [`/arcs ${sub}`, ...fixed];
        for (const s of ss) {
          if (s.optional && s !== variant.over) continue;
          const v = s === variant.over && variant.value !== '*' ? variant.value! : (await valueOf(s, 0, user, channel))[0]!;
          parts.push(`${s.name}:${v}`);
        }
        const text = parts.join(' ');
        tried.push(text);
        let data;
        try {
          data = parseSlash(text, commands, lookup);
        } catch (e) {
          throw new Error(`README example ${pattern}: "${text}" is refused by the local table: ${(e as Error).message}`, { cause: e });
        }
        const h = await settle(w, w.discord.slash(user.id, channel, { ...data, strict: true }));
        const reply = [h.original(), ...h.followups()].map((m) => `${m?.content ?? ''} ${JSON.stringify(m?.embeds ?? [])} ${JSON.stringify(m?.components ?? [])}`).join(' ');
        expect(reply, `"${text}" (README: ${pattern})`).not.toMatch(optionError);
      }
    }
    expect(tried).toContain('/arcs new players:2 order:as joined');
    expect(tried).toContain('/arcs settings map:every turn, one image edited in place');
  });
});

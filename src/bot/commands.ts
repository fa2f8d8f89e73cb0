/**
 * The /arcs slash command, defined once: the same table is registered with Discord (subcommands,
 * choices, ranges, autocomplete) and turned into zod schemas that every invocation is parsed with,
 * so an option value outside its definition (which Discord's client would not send, but an
 * integration or an older command registration can) gets a clear answer and changes nothing.
 */
import { SlashCommandBuilder, SlashCommandSubcommandBuilder, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { z } from 'zod';
import { SETUP_CARDS } from '../data/setup-cards.ts';
import type { MessageKey, MessageParams } from '../app/messages.ts';
import { t } from '../app/messages.ts';

interface Choice<V extends string | number> { readonly name: string; readonly value: V }
interface Base { readonly description: string; readonly required?: boolean }
export type OptionDef =
  | (Base & {
    readonly type: 'string'; readonly choices?: readonly Choice<string>[]; readonly autocomplete?: boolean; readonly maxLength?: number;
    /** Not registered (the list is offered by autocomplete): the values the bot accepts. */
    readonly known?: () => readonly string[];
  })
  | (Base & { readonly type: 'integer'; readonly choices?: readonly Choice<number>[]; readonly min?: number; readonly max?: number })
  | (Base & { readonly type: 'boolean' })
  | (Base & { readonly type: 'user' });
export interface SubcommandDef { readonly description: string; readonly options?: Readonly<Record<string, OptionDef>> }
export interface GroupDef { readonly description: string; readonly subcommands: Readonly<Record<string, SubcommandDef>> }
export interface CommandDef { readonly name: string; readonly description: string; readonly subcommands: Readonly<Record<string, SubcommandDef>>; readonly groups?: Readonly<Record<string, GroupDef>> }

const COLOUR_CHOICES = [
  { name: 'Red', value: 'red' }, { name: 'Blue', value: 'blue' }, { name: 'Yellow', value: 'yellow' }, { name: 'White', value: 'white' },
] as const;

export const ARCS = {
  name: 'arcs',
  description: 'Play Arcs asynchronously in a thread',
  subcommands: {
    new: { description: 'Open a lobby for a new game in a new thread', options: {
      players: { type: 'integer', description: 'Number of players', required: true,
        choices: [{ name: '2 players', value: 2 }, { name: '3 players', value: 3 }, { name: '4 players', value: 4 }] },
      setup: { type: 'string', description: 'Setup card (default: random)', autocomplete: true, maxLength: 100, known: () => SETUP_CARDS.map((c) => c.id) },
      leaders: { type: 'boolean', description: 'Play with Leaders & Lore (default: off)' },
      'second-lore': { type: 'boolean', description: 'Leaders & Lore variant: everyone drafts a second lore card (default: off)' },
      order: { type: 'string', description: 'Seat order (default: random)', choices: [{ name: 'Random', value: 'random' }, { name: 'As joined', value: 'joined' }] },
    } },
    join: { description: 'Join the game in this thread', options: {
      colour: { type: 'string', description: 'Your colour', choices: COLOUR_CHOICES },
    } },
    leave: { description: 'Leave the lobby in this thread' },
    start: { description: 'Start the game (host)' },
    status: { description: 'Whose turn it is and what the game waits for' },
    map: { description: 'Show the board, or one cluster zoomed in', options: {
      cluster: { type: 'integer', description: 'Cluster 1-6', min: 1, max: 6 },
    } },
    hand: { description: 'Your hand (only you see it)' },
    log: { description: 'Recent moves', options: {
      count: { type: 'integer', description: 'How many lines (default 15)', min: 1, max: 40 },
    } },
    undo: { description: 'Take back your last input (before dice, draws or reveals)' },
    concede: { description: 'Concede the game' },
    abort: { description: 'Abort the game (host or Manage Threads)' },
    kick: { description: 'Remove a player; their seat opens (host or Manage Threads)', options: {
      player: { type: 'user', description: 'The player to remove', required: true },
    } },
    replace: { description: 'Hand a seat to someone else (host or Manage Threads)', options: {
      player: { type: 'user', description: 'The player leaving', required: true },
      with: { type: 'user', description: 'The player taking the seat', required: true },
    } },
    card: { description: 'A card\'s text and official FAQ', options: {
      name: { type: 'string', description: 'Card name', required: true, autocomplete: true, maxLength: 100 },
    } },
    help: { description: 'How to play with this bot' },
    settings: { description: 'Map posting, reminders, DMs and the Summit timer', options: {
      map: { type: 'string', description: 'When to post the board (this game)', choices: [
        { name: 'Every turn', value: 'turn' }, { name: 'Every round', value: 'round' }, { name: 'On request', value: 'request' },
        { name: 'Every turn, one image edited in place', value: 'edit' },
      ] },
      reminder: { type: 'integer', description: 'Remind me every N hours while I am awaited (0: never)', min: 0, max: 168 },
      dms: { type: 'boolean', description: 'Send me my hand and private prompts by DM' },
      summit: { type: 'integer', description: 'Campaign host: hours a Summit\'s Negotiations last (this game)', min: 1, max: 336 },
    } },
  },
  groups: {
    campaign: { description: 'The Blighted Reach campaign: three Acts over weeks', subcommands: {
      new: { description: 'Open a lobby for a new campaign in a new thread', options: {
        players: { type: 'integer', description: 'Number of players', required: true,
          choices: [{ name: '2 players', value: 2 }, { name: '3 players', value: 3 }, { name: '4 players', value: 4 }] },
        order: { type: 'string', description: 'Seat order (default: random)', choices: [{ name: 'Random', value: 'random' }, { name: 'As joined', value: 'joined' }] },
      } },
      status: { description: 'Act, chapter, Fates, titles, objectives, Power and the rules booklet' },
      log: { description: 'The campaign log sheet: each Act\'s Fates, objectives and Power, Outrage, Flagships, scrapped cards' },
      continue: { description: 'Start the next Act once the Intermission is over (host)' },
      abandon: { description: 'Abandon the campaign (host or Manage Threads)' },
    } },
  },
} as const satisfies CommandDef;

/* ------------------------------------------------------------------ types */

type Subs = typeof ARCS.subcommands;
export type SubcommandName = keyof Subs;
type ValueOf<O> = O extends { readonly choices: readonly { readonly value: infer V }[] } ? V
  : O extends { readonly type: 'integer' } ? number : O extends { readonly type: 'boolean' } ? boolean : string;
type Required<O> = { -readonly [K in keyof O as O[K] extends { readonly required: true } ? K : never]: ValueOf<O[K]> };
type Optional<O> = { -readonly [K in keyof O as O[K] extends { readonly required: true } ? never : K]?: ValueOf<O[K]> };
type OptionsOf<S> = S extends { readonly options: infer O } ? Required<O> & Optional<O> : Record<never, never>;
type CampaignSubs = typeof ARCS.groups.campaign.subcommands;
export type CampaignAction = keyof CampaignSubs;
/** A parsed /arcs invocation: the subcommand and its options, typed after the table above; `/arcs campaign <action>` as sub 'campaign'. */
export type ArcsInvocation = { [K in SubcommandName]: { sub: K; options: OptionsOf<Subs[K]> } }[SubcommandName]
  | { [K in CampaignAction]: { sub: 'campaign'; action: K; options: OptionsOf<CampaignSubs[K]> } }[CampaignAction];

/* ----------------------------------------------------------- registration */

export function arcsCommand(def: CommandDef = ARCS): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const b = new SlashCommandBuilder().setName(def.name).setDescription(def.description).setDMPermission(false);
  type SubBuilder = SlashCommandSubcommandBuilder;
  const build = (s: SubBuilder, name: string, sub: SubcommandDef): SubBuilder => {
    {
      s.setName(name).setDescription(sub.description);
      for (const [oname, o] of Object.entries(sub.options ?? {})) {
        const common = <T extends { setName(n: string): T; setDescription(d: string): T; setRequired(r: boolean): T }>(x: T) => x.setName(oname).setDescription(o.description).setRequired(o.required === true);
        if (o.type === 'string') {
          s.addStringOption((x) => {
            common(x);
            if (o.choices) x.addChoices(...o.choices.map((c) => ({ name: c.name, value: c.value })));
            if (o.autocomplete) x.setAutocomplete(true);
            if (o.maxLength !== undefined) x.setMaxLength(o.maxLength);
            return x;
          });
        } else if (o.type === 'integer') {
          s.addIntegerOption((x) => {
            common(x);
            if (o.choices) x.addChoices(...o.choices.map((c) => ({ name: c.name, value: c.value })));
            if (o.min !== undefined) x.setMinValue(o.min);
            if (o.max !== undefined) x.setMaxValue(o.max);
            return x;
          });
        } else if (o.type === 'boolean') {
          s.addBooleanOption((x) => common(x));
        } else {
          s.addUserOption((x) => common(x));
        }
      }
      return s;
    }
  };
  for (const [name, sub] of Object.entries(def.subcommands)) b.addSubcommand((s) => build(s, name, sub));
  for (const [gname, group] of Object.entries(def.groups ?? {})) {
    b.addSubcommandGroup((g) => {
      g.setName(gname).setDescription(group.description);
      for (const [name, sub] of Object.entries(group.subcommands)) g.addSubcommand((s) => build(s, name, sub));
      return g;
    });
  }
  return b.toJSON();
}

/* ---------------------------------------------------------------- parsing */

const MAX_STRING = 6000; // Discord's own limit for a string option
const SNOWFLAKE = /^\d{1,20}$/;

/** The zod schema of one option's value, from its definition. */
export function optionSchema(o: OptionDef): z.ZodType {
  switch (o.type) {
    case 'string': {
      if (o.choices) return z.enum(o.choices.map((c) => c.value) as [string, ...string[]]);
      const s = z.string().min(1).max(o.maxLength ?? MAX_STRING);
      const known = o.known;
      return known ? s.refine((v) => known().includes(v)) : s;
    }
    case 'integer': {
      if (o.choices) {
        const values = o.choices.map((c) => c.value);
        return z.number().int().refine((v) => values.includes(v));
      }
      return z.number().int().min(o.min ?? Number.MIN_SAFE_INTEGER).max(o.max ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return z.boolean();
    case 'user':
      return z.string().regex(SNOWFLAKE);
  }
}

/** The zod schema of a subcommand's options (unknown options refused). */
export function subcommandSchema(sub: SubcommandDef): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, o] of Object.entries(sub.options ?? {})) shape[name] = o.required ? optionSchema(o) : optionSchema(o).optional();
  return z.object(shape).strict();
}

const SCHEMAS = new Map(Object.entries(ARCS.subcommands as Readonly<Record<string, SubcommandDef>>).map(([name, sub]) => [name, subcommandSchema(sub)]));
const GROUPS = ARCS.groups as Readonly<Record<string, { subcommands: Readonly<Record<string, SubcommandDef>> }>>;
const GROUP_SCHEMAS = new Map(Object.entries(GROUPS).map(([g, def]) => [g, new Map(Object.entries(def.subcommands).map(([name, sub]) => [name, subcommandSchema(sub)]))]));

/** What a valid value of `o` is, in words (for the error). */
export function expected(o: OptionDef): string {
  switch (o.type) {
    case 'string':
      if (o.choices) return t('opt.one-of', { choices: o.choices.map((c) => c.name).join(', ') });
      if (o.known) return t('opt.known');
      return t('opt.text', { max: o.maxLength ?? MAX_STRING });
    case 'integer':
      if (o.choices) return t('opt.one-of', { choices: o.choices.map((c) => c.name).join(', ') });
      return t('opt.range', { min: o.min ?? Number.MIN_SAFE_INTEGER, max: o.max ?? Number.MAX_SAFE_INTEGER });
    case 'boolean':
      return t('opt.boolean');
    case 'user':
      return t('opt.user');
  }
}

/** An option as interaction data carries it (discord.js `CommandInteractionOption`, or the raw API shape). */
export interface RawOption { readonly name: string; readonly type: number; readonly value?: unknown; readonly options?: readonly RawOption[] | undefined }

export type Parsed = { ok: true; invocation: ArcsInvocation } | { ok: false; error: MessageKey; params: MessageParams };

/** Parse one invocation of `commandName` with its top-level options against the definitions. */
export function parseArcs(commandName: string, data: readonly RawOption[]): Parsed {
  const bad = (error: MessageKey, params: MessageParams = {}): Parsed => ({ ok: false, error, params });
  if (commandName !== ARCS.name) return bad('err.unknown-command');
  const [first, ...rest] = data;
  if (!first || rest.length || (first.type !== 1 && first.type !== 2)) return bad('err.unknown-command');
  let top: RawOption = first;
  let def: SubcommandDef | undefined;
  let schema: z.ZodObject | undefined;
  let group: string | null = null;
  if (first.type === 2) {
    // A subcommand group (`/arcs campaign new`): exactly one subcommand inside.
    const [inner, ...more] = first.options ?? [];
    if (!Object.hasOwn(GROUPS, first.name) || !inner || more.length || inner.type !== 1) return bad('err.unknown-command');
    const subs = GROUPS[first.name]!.subcommands;
    if (!Object.hasOwn(subs, inner.name)) return bad('err.unknown-command');
    group = first.name;
    top = inner;
    def = subs[inner.name];
    schema = GROUP_SCHEMAS.get(first.name)?.get(inner.name);
  } else {
    def = (ARCS.subcommands as Readonly<Record<string, SubcommandDef>>)[top.name];
    schema = SCHEMAS.get(top.name);
    if (!Object.hasOwn(ARCS.subcommands, top.name)) return bad('err.unknown-command');
  }
  if (!def || !schema) return bad('err.unknown-command');
  const command = group ? `${group} ${top.name}` : top.name;
  const values: Record<string, unknown> = {};
  for (const o of top.options ?? []) {
    if (Object.hasOwn(values, o.name) || o.type === 1 || o.type === 2) return bad('err.option-unknown', { command, option: o.name });
    values[o.name] = o.value;
  }
  const r = schema.safeParse(values);
  if (r.success) return { ok: true, invocation: (group ? { sub: group, action: top.name, options: r.data } : { sub: top.name, options: r.data }) as ArcsInvocation };
  const issue = r.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') return bad('err.option-unknown', { command, option: String(issue.keys[0]) });
  const option = String(issue.path[0] ?? '');
  const o = def.options?.[option];
  if (!o) return bad('err.option-unknown', { command, option });
  if (values[option] === undefined) return bad('err.option-missing', { command, option });
  return bad('err.option-bad', { option, expected: expected(o) });
}

// Turns what a person types on the local table ("/arcs create players:2 setup:2p-frontiers")
// into the `data` of a Discord APPLICATION_COMMAND interaction, checked against the commands the
// bot registered — the way Discord's own command box does it.

/** Discord application command option types (the subset a chat command uses). */
export const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
  Attachment: 11,
} as const;

export interface CommandOption {
  type: number;
  name: string;
  description?: string;
  required?: boolean;
  choices?: { name: string; value: string | number }[];
  options?: CommandOption[];
  min_value?: number;
  max_value?: number;
}

export interface Command {
  name: string;
  description?: string;
  type?: number;
  options?: CommandOption[];
}

export interface InteractionOption {
  name: string;
  type: number;
  value?: string | number | boolean;
  options?: InteractionOption[];
  focused?: boolean;
}

export interface SlashData {
  name: string;
  options: InteractionOption[];
}

export class SlashParseError extends Error {}

/** Splits on spaces, keeping "quoted values" (and name:"quoted value") together. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: string | null = null;
  let has = false;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
      else cur += ch;
    } else if (ch === '"' || ch === '“' || ch === '”') {
      quote = ch === '“' ? '”' : ch;
      has = true;
    } else if (/\s/.test(ch)) {
      if (has || cur) out.push(cur);
      cur = '';
      has = false;
    } else {
      cur += ch;
      has = true;
    }
  }
  if (quote) throw new SlashParseError('A quote is not closed.');
  if (has || cur) out.push(cur);
  return out;
}

/** A name lookup for `user` options: a display name, an @name, a <@id> mention or an id. */
export type UserLookup = (text: string) => string | undefined;

/**
 * With `focusLast`, parses for autocomplete: the last `name:value` token is the option being
 * typed (kept as the raw string, marked `focused`), and missing required options are allowed.
 */
export function parseSlash(text: string, commands: readonly Command[], lookupUser: UserLookup = () => undefined,
  opts: { focusLast?: boolean } = {}): SlashData {
  const trimmed = opts.focusLast ? text.trimStart() : text.trim();
  if (!trimmed.startsWith('/')) throw new SlashParseError('A slash command starts with /.');
  const tokens = tokenize(trimmed.slice(1));
  const name = tokens.shift()?.toLowerCase();
  if (!name) throw new SlashParseError('Type a command name after the /.');
  const chat = commands.filter((c) => (c.type ?? 1) === 1);
  const cmd = chat.find((c) => c.name === name);
  if (!cmd) {
    const known = chat.map((c) => `/${c.name}`).join(', ');
    throw new SlashParseError(`There is no /${name} command.${known ? ` Commands: ${known}.` : ' The bot has not registered any commands yet.'}`);
  }
  let path = `/${cmd.name}`;
  let level: CommandOption[] = cmd.options ?? [];
  const wrappers: InteractionOption[] = [];
  // Subcommand group, then subcommand.
  for (;;) {
    const subs = level.filter((o) => o.type === OptionType.Subcommand || o.type === OptionType.SubcommandGroup);
    if (subs.length === 0) break;
    const word = tokens[0]?.toLowerCase();
    const sub = subs.find((s) => s.name === word);
    if (!sub) {
      throw new SlashParseError(`${path} needs one of: ${subs.map((s) => s.name).join(', ')}.`);
    }
    tokens.shift();
    path += ` ${sub.name}`;
    wrappers.push({ name: sub.name, type: sub.type, options: [] });
    level = sub.options ?? [];
  }
  const values: InteractionOption[] = [];
  const given = new Set<string>();
  let positional = 0;
  const plain = level.filter((o) => o.type !== OptionType.Subcommand && o.type !== OptionType.SubcommandGroup);
  for (let index = 0; index < tokens.length; index++) {
    const tok = tokens[index]!;
    const colon = tok.indexOf(':');
    let opt: CommandOption | undefined;
    let raw: string;
    if (colon > 0 && plain.some((o) => o.name === tok.slice(0, colon).toLowerCase())) {
      opt = plain.find((o) => o.name === tok.slice(0, colon).toLowerCase());
      raw = tok.slice(colon + 1);
    } else {
      // Like Discord's box filling the next option: a bare value goes to the next unfilled one.
      while (positional < plain.length && given.has(plain[positional]!.name)) positional++;
      opt = plain[positional];
      raw = tok;
      if (!opt) {
        throw new SlashParseError(`${path} has no option for "${tok}". Options: ${plain.map((o) => `${o.name}:`).join(' ') || 'none'}.`);
      }
    }
    if (!opt) throw new SlashParseError(`Unknown option in "${tok}".`);
    if (given.has(opt.name)) throw new SlashParseError(`Option ${opt.name} is given twice.`);
    given.add(opt.name);
    // A choice's name may have spaces ("order:as joined", as Discord's picker shows it): take the
    // following words while they continue a choice's name, and keep the longest full match.
    if (opt.choices?.length) {
      const names = opt.choices.map((c) => c.name.toLowerCase());
      let best: { value: string; at: number } | undefined;
      let joined = raw;
      for (let k = index + 1; ; k++) {
        if (names.includes(joined.toLowerCase())) best = { value: joined, at: k - 1 };
        if (k === tokens.length) break;
        const longer = `${joined} ${tokens[k]}`;
        if (!names.some((n) => n.startsWith(longer.toLowerCase()))) break;
        joined = longer;
      }
      if (best && best.at > index) {
        raw = best.value;
        index = best.at;
      }
    }
    if (opts.focusLast && index === tokens.length - 1) values.push({ name: opt.name, type: opt.type, value: raw, focused: true });
    else values.push({ name: opt.name, type: opt.type, value: coerce(opt, raw, lookupUser, path) });
  }
  const missing = plain.filter((o) => o.required && !given.has(o.name));
  if (missing.length && !opts.focusLast) throw new SlashParseError(`${path} needs ${missing.map((o) => `${o.name}:`).join(' ')}.`);
  // Nest: the innermost wrapper holds the values.
  let options = values;
  for (let i = wrappers.length - 1; i >= 0; i--) {
    options = [{ ...wrappers[i]!, options }];
  }
  return { name: cmd.name, options };
}

function coerce(opt: CommandOption, raw: string, lookupUser: UserLookup, path: string): string | number | boolean {
  const where = `${path} ${opt.name}:`;
  // A choice's name, as Discord's picker shows it, stands for its value.
  const byName = opt.choices?.find((x) => x.name.toLowerCase() === raw.toLowerCase());
  if (byName) return byName.value;
  let value: string | number | boolean;
  switch (opt.type) {
    case OptionType.Integer: {
      if (!/^-?\d+$/.test(raw)) throw new SlashParseError(`${where} takes a whole number, not "${raw}".`);
      value = Number(raw);
      break;
    }
    case OptionType.Number: {
      const n = Number(raw);
      if (raw === '' || !Number.isFinite(n)) throw new SlashParseError(`${where} takes a number, not "${raw}".`);
      value = n;
      break;
    }
    case OptionType.Boolean: {
      const t = raw.toLowerCase();
      if (['true', 'yes', 'y', '1', 'on'].includes(t)) value = true;
      else if (['false', 'no', 'n', '0', 'off'].includes(t)) value = false;
      else throw new SlashParseError(`${where} takes true or false, not "${raw}".`);
      break;
    }
    case OptionType.User:
    case OptionType.Mentionable: {
      const id = lookupUser(raw.replace(/^<@!?(\d+)>$/, '$1').replace(/^@/, ''));
      if (!id) throw new SlashParseError(`${where} nobody called "${raw}" is here.`);
      value = id;
      break;
    }
    default:
      value = raw;
  }
  if (typeof value === 'number') {
    if (opt.min_value !== undefined && value < opt.min_value) throw new SlashParseError(`${where} is at least ${opt.min_value}.`);
    if (opt.max_value !== undefined && value > opt.max_value) throw new SlashParseError(`${where} is at most ${opt.max_value}.`);
  }
  if (opt.choices?.length) {
    const c = opt.choices.find((x) => String(x.value).toLowerCase() === String(value).toLowerCase()
      || x.name.toLowerCase() === String(value).toLowerCase());
    if (!c) {
      const named = opt.choices.map((x) => (x.name.toLowerCase() === String(x.value).toLowerCase() ? x.name : `${x.name} (${x.value})`));
      throw new SlashParseError(`${where} is one of: ${named.join(', ')}.`);
    }
    value = c.value;
  }
  return value;
}

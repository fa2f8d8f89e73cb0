/**
 * Rendering the engine's messages (src/engine/messages.ts) as text: the one place where the
 * engine's prompts and option labels become words. The catalogue is a table per language
 * (`en/`), keyed like the messages; a template inserts its arguments with `{name}` and picks a
 * word by a count with `{name|one|other}` ("{n} {n|ship|ships}").
 */
import { cardDef, findCard } from '../data/cards.ts';
import { systemDef, TWISTED_PASSAGE, type Resource, type SystemId } from '../data/map.ts';
import type { Msg, MsgArg, Text } from '../engine/messages.ts';
import type { Owner, PieceKind } from '../engine/types.ts';
import { EN } from './en/index.ts';

/** What naming needs from a game: the seats' colours. A GameState will do. */
export interface Names {
  players: readonly { colour: string }[];
}

/** An entry: a template, or a function of the formatted arguments (and the raw ones). */
export type Entry = string | ((a: Record<string, string>, raw: Record<string, MsgArg>) => string);
export type Catalogue = Record<string, Entry>;

export class MissingMessageError extends Error {}

const NEUTRAL: Record<string, string> = { empire: 'the Empire', free: 'the Free States', blight: 'the Blight' };
const PIECES: Record<PieceKind, string> = { ship: 'ship', city: 'city', starport: 'starport', agent: 'agent' };

export function resourceName(r: Resource): string {
  return r[0]!.toUpperCase() + r.slice(1);
}

export function systemName(id: SystemId): string {
  const d = systemDef(id);
  // Gate Wraith (ARCS-F2205): the map centre `0:gate`.
  if (id === TWISTED_PASSAGE) return 'the Twisted Passage';
  return d.kind === 'gate' ? `Gate ${d.cluster}` : `${resourceName(d.resource!)} planet ${d.cluster} ${d.symbol}`;
}

export function ownerName(names: Names, o: Owner): string {
  if (typeof o === 'number') {
    const colour = names.players[o]?.colour;
    return colour ? colour[0]!.toUpperCase() + colour.slice(1) : `Seat ${o + 1}`;
  }
  return NEUTRAL[o] ?? String(o);
}

/** "A", "A and B", "A, B and C". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

function format(arg: MsgArg, names: Names, cat: Catalogue): string {
  if (typeof arg === 'number' || typeof arg === 'string') return String(arg);
  if ('key' in arg) return render(arg, names, cat);
  // A two-sided aid card is named without its side (ARCS-AID10, the Flagship Upgrades: AID10A/B).
  if ('card' in arg) return (findCard(arg.card) ?? findCard(`${arg.card}A`) ?? cardDef(arg.card)).name;
  if ('system' in arg) return systemName(arg.system);
  if ('owner' in arg) return ownerName(names, arg.owner);
  if ('resource' in arg) return resourceName(arg.resource);
  if ('piece' in arg) return PIECES[arg.piece];
  return listText(arg.list.map((a) => format(a, names, cat)));
}

function render(m: Msg, names: Names, cat: Catalogue): string {
  const entry = cat[m.key];
  if (entry === undefined) throw new MissingMessageError(`No text for the message "${m.key}".`);
  const raw = m.args ?? {};
  const a: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) a[k] = format(v, names, cat);
  if (typeof entry === 'function') return entry(a, raw);
  return entry.replace(/\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g, (whole, name: string, one?: string, other?: string) => {
    if (!(name in a)) throw new MissingMessageError(`The message "${m.key}" needs the argument "${name}".`);
    if (one === undefined) return a[name]!;
    return raw[name] === 1 ? one : other!;
  });
}

/**
 * The text of an engine message. A plain string is shown as it is: labels kept in frames of games
 * stored before the engine spoke in keys (state version 3, e.g. the items of an `fx/order`).
 */
export function say(m: Text | string, names: Names): string {
  return typeof m === 'string' ? m : render(m, names, EN);
}

/** The text of a message in another catalogue (another language, or a test's own table). */
export function sayIn(cat: Catalogue, m: Text | string, names: Names): string {
  return typeof m === 'string' ? m : render(m, names, cat);
}

/** Every key of the English catalogue (tests render each with sample arguments). */
export function englishKeys(): string[] {
  return Object.keys(EN);
}

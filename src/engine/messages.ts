/**
 * What the engine says to people, without words: a message key with typed arguments (issue 13 §2).
 * The English text lives in one catalogue outside the engine (`src/text/`), so a client can show
 * another language; the driver and the bot render with `say` from there.
 *
 * Arguments carry data, never English: a card id, a system id, an owner, a resource, a count. A
 * plain string argument is data too (an id or a code shown as it is), never a word to translate.
 */
import type { Resource, SystemId } from '../data/map.ts';
import type { Owner, PieceKind } from './types.ts';

export type MsgArg =
  | number
  | string
  | { card: string }
  | { system: SystemId }
  | { owner: Owner }
  | { resource: Resource }
  | { piece: PieceKind }
  /** Several values, rendered as a list ("A, B and C"). */
  | { list: MsgArg[] }
  /** A whole message nested in another (a label inside a prompt). */
  | Msg;

export interface Msg {
  key: string;
  args?: Record<string, MsgArg>;
}

/** A message: `msg('act.tax.prompt')`, `msg('act.build.where', { piece: piece(k) })`. */
export function msg(key: string, args?: Record<string, MsgArg>): Msg {
  return args ? { key, args } : { key };
}

export const card = (id: string): MsgArg => ({ card: id });
export const system = (id: SystemId): MsgArg => ({ system: id });
export const owner = (o: Owner): MsgArg => ({ owner: o });
export const resource = (r: Resource): MsgArg => ({ resource: r });
export const piece = (k: PieceKind): MsgArg => ({ piece: k });
export const list = (items: MsgArg[]): MsgArg => ({ list: items });

/** Prompts and labels that are still plain English while the engine moves to keys. */
export type Text = Msg;

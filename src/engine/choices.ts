/**
 * Option ids, typed (issue 13 §2): one codec per decision between the wire id a client sends back
 * (`city:3:arrow:1:fuel`) and the typed value a frame works with
 * (`{ tag: 'city', system: '3:arrow', slot: 1, type: 'fuel' }`).
 *
 * An id is a tag, then each field of that tag in the order declared, joined by ':' (a system id
 * has a ':' of its own and takes two parts). The ids recorded in stored games and used by the
 * driver are the public contract: a codec only describes them, it never changes them.
 *
 *   const C = choices({ stop: {}, to: { system: field.system }, n: { count: field.int } });
 *   opt(C.id('to', { system: id }), …)          // 'to:2:hex'
 *   const c = C.read(choice);                   // { tag: 'to', system: '2:hex' }
 *
 * `read` is only given ids the frame offered (advance.ts checks the answer first), so an id that
 * does not parse is an engine defect and throws.
 */
import { isActionCardId, type ActionCardId } from '../data/action-cards.ts';
import { isSystemId, RESOURCES, type Resource, type SystemId } from '../data/map.ts';
import type { Owner } from './types.ts';

export interface Field<T> {
  /** How many ':'-separated parts the field takes (a system id takes 2). */
  readonly parts: number;
  /** An optional field may be absent at the end of the id. */
  readonly optional?: boolean;
  parse(parts: string[]): T | undefined;
  show(value: T): string;
}

const RESOURCE_SET = new Set<string>(RESOURCES);

/** The field types option ids use. */
export const field = {
  /** A whole number ≥ 0 (counts, slots, indexes). */
  int: {
    parts: 1,
    parse: ([t]) => (t !== undefined && /^\d+$/.test(t) ? Number(t) : undefined),
    show: (n) => String(n),
  } as Field<number>,
  /** A system of the map, `cluster:symbol`. */
  system: {
    parts: 2,
    parse: ([a, b]) => (a !== undefined && b !== undefined && isSystemId(`${a}:${b}`) ? (`${a}:${b}` as SystemId) : undefined),
    show: (id) => id,
  } as Field<SystemId>,
  resource: {
    parts: 1,
    parse: ([t]) => (t !== undefined && RESOURCE_SET.has(t) ? (t as Resource) : undefined),
    show: (r) => r,
  } as Field<Resource>,
  /** One part of any text without ':' or ',' (card ids, piece kinds, names of things). */
  word: {
    parts: 1,
    parse: ([t]) => (t !== undefined && t !== '' && !t.includes(',') ? t : undefined),
    show: (w) => w,
  } as Field<string>,
  /** One of a fixed set of words. */
  oneOf<const W extends string>(...words: W[]): Field<W> {
    const set = new Set<string>(words);
    return { parts: 1, parse: ([t]) => (t !== undefined && set.has(t) ? (t as W) : undefined), show: (w) => w };
  },
  /** The field may be missing at the end of the id. */
  optional<T>(f: Field<T>): Field<T | undefined> {
    return {
      parts: f.parts,
      optional: true,
      parse: (parts) => (parts.length === 0 ? undefined : f.parse(parts)),
      show: (v) => (v === undefined ? '' : f.show(v)),
    };
  },
};

type Fields = Record<string, Field<unknown>>;
type Spec = Record<string, Fields>;
type ValueOf<F extends Fields> = { [P in keyof F]: F[P] extends Field<infer T> ? T : never };

/** The typed value of an option id of codec spec S. */
export type ChoiceOf<S extends Spec> = { [K in keyof S & string]: { tag: K } & ValueOf<S[K]> }[keyof S & string];

export interface Codec<S extends Spec> {
  /** The wire id of a choice. */
  id<K extends keyof S & string>(tag: K, ...value: keyof S[K] extends never ? [] : [ValueOf<S[K]>]): string;
  /** The typed value of a wire id this codec made (throws on any other). */
  read(choice: string): ChoiceOf<S>;
  /** The typed values of a pick of several options (ids joined by ','; decisions.ts). */
  readAll(choice: string): ChoiceOf<S>[];
  /** The typed value, or null when the id is not one of this codec's. */
  tryRead(choice: string): ChoiceOf<S> | null;
}

export class ChoiceError extends Error {}

export function choices<const S extends Spec>(spec: S): Codec<S> {
  const tryRead = (choice: string): ChoiceOf<S> | null => {
    const parts = choice.split(':');
    const tag = parts[0]!;
    if (!Object.hasOwn(spec, tag)) return null;
    const out: Record<string, unknown> = { tag };
    let at = 1;
    for (const [name, f] of Object.entries(spec[tag]!)) {
      if (at >= parts.length && f.optional) {
        out[name] = undefined;
        continue;
      }
      const value = f.parse(parts.slice(at, at + f.parts));
      if (value === undefined) return null;
      out[name] = value;
      at = Math.min(at + f.parts, parts.length);
    }
    return at === parts.length ? (out as ChoiceOf<S>) : null;
  };
  return {
    id(tag, ...value) {
      const v = (value[0] ?? {}) as Record<string, unknown>;
      const parts = [tag as string];
      for (const [name, f] of Object.entries(spec[tag]!)) {
        if (f.optional && v[name] === undefined) break;
        parts.push(f.show(v[name]));
      }
      return parts.join(':');
    },
    read(choice) {
      const c = tryRead(choice);
      if (!c) throw new ChoiceError(`The option id "${choice}" is not one this decision offers.`);
      return c;
    },
    readAll(choice) {
      return choice === '' ? [] : choice.split(',').map((id) => this.read(id));
    },
    tryRead,
  };
}

/* Codecs several decisions share. */

/** A Court card by its slot in the Court row: `card:<slot>`. */
export const COURT_SLOT = choices({ card: { slot: field.int } });
/** A system: `sys:<system id>`. */
export const SYSTEM = choices({ sys: { system: field.system } });
/** A count: `n:<count>`. */
export const COUNT = choices({ n: { count: field.int } });
/** Yes or no to an optional effect. */
export const YES_NO = choices({ use: {}, no: {} });

/* Fields several areas share (added with the Court and Leaders & Lore conversion). */

/** An owner in an option id: a seat number, or `empire`, `free`, `blight` (control.ts parseOwner). */
export const ownerField: Field<Owner> = {
  parts: 1,
  parse: ([t]) => (t === undefined ? undefined : t === 'empire' || t === 'free' || t === 'blight' ? t : /^\d+$/.test(t) ? Number(t) : undefined),
  show: (o) => String(o),
};

/** An action card by its id (`ADM3`). */
export const actionCardField: Field<ActionCardId> = {
  parts: 1,
  parse: ([t]) => (t !== undefined && isActionCardId(t) ? t : undefined),
  show: (c) => c,
};

/**
 * The rest of the id, ':' included: an option id of its own passed through to whoever made it
 * (`fx:<card>:<the card's option id>`). Only as the last field.
 */
export const restField: Field<string> = {
  parts: Infinity,
  parse: (parts) => (parts.length > 0 ? parts.join(':') : undefined),
  show: (rest) => rest,
};

/**
 * Stateless, versioned custom ids for buttons and menus: `a1:<kind>:<game>[:<seq>[:<n>]]`.
 * Every id says everything its handler needs; the handler checks it against the stored game.
 * Option choices travel as their index in the decision's option list (stable for one `seq`),
 * which keeps every id far below Discord's 100-character limit.
 */
import { z } from 'zod';

export const ID_VERSION = 'a1';
export const MAX_CUSTOM_ID = 100;

const gameId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const int = z.coerce.number().int().min(0).max(1_000_000);
const colour = z.enum(['red', 'blue', 'yellow', 'white']);

export const CustomIdSchema = z.discriminatedUnion('k', [
  /** A button answering option `opt` of the decision that opened at `seq`. */
  z.object({ k: z.literal('o'), game: gameId, seq: int, opt: int }),
  /** A select menu for the decision at `seq`; its values are option indices. `page` = which menu. */
  z.object({ k: z.literal('s'), game: gameId, seq: int, page: int }),
  /** Show another page of a long option list. */
  z.object({ k: z.literal('p'), game: gameId, seq: int, page: int }),
  /** "My turn": the private prompt, ephemerally. */
  z.object({ k: z.literal('t'), game: gameId }),
  /** "My hand". */
  z.object({ k: z.literal('h'), game: gameId }),
  /** Step back: undo the last input (made at `seq`) before anything was revealed. */
  z.object({ k: z.literal('b'), game: gameId, seq: int }),
  /** A Summit proposal's button: the presser's vote on proposal `id` (app/summit.ts). */
  z.object({ k: z.literal('v'), game: gameId, id: int, vote: z.enum(['accept', 'reject', 'withdraw']) }),
  /** A Summit's End the Summit button on the thread panel (only its caller may end it: app/summit.ts). */
  z.object({ k: z.literal('e'), game: gameId }),
  /** Lobby: join as a colour, leave, start. */
  z.object({ k: z.literal('j'), game: gameId, colour }),
  z.object({ k: z.literal('l'), game: gameId }),
  z.object({ k: z.literal('g'), game: gameId }),
]);
export type CustomId = z.infer<typeof CustomIdSchema>;

const FIELDS: Record<CustomId['k'], readonly string[]> = {
  o: ['game', 'seq', 'opt'],
  s: ['game', 'seq', 'page'],
  p: ['game', 'seq', 'page'],
  t: ['game'],
  b: ['game', 'seq'],
  h: ['game'],
  v: ['game', 'id', 'vote'],
  e: ['game'],
  j: ['game', 'colour'],
  l: ['game'],
  g: ['game'],
};

export function encodeId(id: CustomId): string {
  const rec = id as unknown as Record<string, string | number>;
  const s = [ID_VERSION, id.k, ...FIELDS[id.k].map((f) => String(rec[f]))].join(':');
  if (s.length > MAX_CUSTOM_ID) throw new Error(`custom id too long: ${s.length}`);
  return s;
}

/** Parse a custom id; null for anything forged, malformed, or from another version. */
export function decodeId(raw: unknown): CustomId | null {
  if (typeof raw !== 'string' || raw.length > MAX_CUSTOM_ID) return null;
  const parts = raw.split(':');
  if (parts[0] !== ID_VERSION) return null;
  const k = parts[1] as CustomId['k'];
  const fields = FIELDS[k];
  if (!fields || parts.length !== fields.length + 2) return null;
  const obj: Record<string, string> = { k };
  fields.forEach((f, i) => (obj[f] = parts[i + 2]!));
  const r = CustomIdSchema.safeParse(obj);
  return r.success ? r.data : null;
}

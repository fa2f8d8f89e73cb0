/**
 * Game settings and the options a lobby stores, checked with zod whenever they are read from the
 * store or changed: a row written by an older version, or a patch from anywhere, is never taken
 * on trust.
 */
import { z } from 'zod';
import { MAP_MODES, type GameOptions, type MapMode } from '../store/index.ts';

export type SeatOrder = 'random' | 'joined';

/** A Summit's Negotiations last this long unless the host sets otherwise (issue 18: the rulebook's countdown, made asynchronous). */
export const SUMMIT_HOURS_DEFAULT = 24;
/** At most two weeks. */
export const SUMMIT_HOURS_MAX = 336;

/** A game's settings (typed columns of its row). */
export const GameSettingsSchema = z.object({
  /** When the board image is posted. */
  mapMode: z.enum(MAP_MODES as [MapMode, ...MapMode[]]),
  /** Campaigns: how long a Summit's Negotiations last before the Summit ends, in hours. */
  summitHours: z.number().int().min(1).max(SUMMIT_HOURS_MAX),
}).strict();
export type GameSettings = z.infer<typeof GameSettingsSchema>;
/** A change to some of them. */
export const GameSettingsPatch = GameSettingsSchema.partial().strict();

/** What a lobby row stores as options (the real game is created at Start). */
export const LobbyOptionsSchema = z.object({
  players: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  setup: z.string().min(1).max(40).optional(),
  leadersAndLore: z.boolean().optional(),
  secondLore: z.boolean().optional(),
  order: z.enum(['random', 'joined']).optional(),
  /** A campaign lobby (absent: a single game). Not `campaign`: the lobby row itself is a base game's start state. */
  kind: z.enum(['game', 'campaign']).optional(),
});
export type LobbyStored = GameOptions & z.infer<typeof LobbyOptionsSchema>;

/** A lobby's stored options, checked (a malformed row throws: it is a bug or a damaged database). */
export function parseLobbyOptions(v: unknown): LobbyStored {
  return LobbyOptionsSchema.parse(v) as LobbyStored;
}

/** What the panel's Back button may take back: the input at `seq`, made by `by`. */
export type Undoable = { seq: number; by: string } | null;

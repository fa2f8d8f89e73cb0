/**
 * A game's lifecycle beyond one sitting: the typed record a finished game leaves, and the
 * carry-over the next game starts from. The Blighted Reach campaign plays three Acts; between
 * them "preserve everything on the map, in the general supply, and in everyone's play areas"
 * (campaign rulebook, Packing Up), and Act II & III Setup starts "the same as the previous Act,
 * including Power" with fresh hands and a reshuffled Court. The campaign's own steps (the
 * Intermission before the record, Blight and objectives after the start) build on these two.
 *
 * A carry-over is stored for weeks (Campaign.carryOver) and read by later engines: it has its
 * own format version, upgraded here like the state's (versions.ts).
 */
import { actionDeckFor } from '../data/action-cards.ts';
import type { Resource } from '../data/map.ts';
import { log, seatName } from './board.ts';
import { courtCards } from './court-slots.ts';
import { dealHands, mulliganFrames } from './frames/chapter.ts';
import { run } from './advance.ts';
import { cloneState } from './clone.ts';
import { seedRng, shuffleInPlace } from './rng.ts';
import type { GameEnd, GameOptions, GameState, PlayerState, Seat } from './types.ts';
import { STATE_VERSION } from './versions.ts';

export const CARRY_OVER_FORMAT = 'arcs-carry-over/1';

export interface SeatResult {
  seat: Seat;
  colour: PlayerState['colour'];
  power: number;
  outrage: Resource[];
  leader: string | null;
  lore: string[];
  /** Court cards held at the end (Guilds; campaign: Laws, titles… as the campaign adds them). */
  court: string[];
}

/** What a finished game leaves on record (public: the campaign log sheet is built from it). */
export interface GameRecord {
  seq: number;
  chapter: number;
  end: GameEnd;
  seats: SeatResult[];
}

/** The table a next game continues from (hidden parts included: store it like a state). */
export interface CarryOver {
  format: typeof CARRY_OVER_FORMAT;
  options: GameOptions;
  record: GameRecord;
  table: {
    /** Play areas (hands are not kept: every action card returns to the deck). */
    players: Omit<PlayerState, 'hand'>[];
    map: GameState['map'];
    outOfPlay: GameState['outOfPlay'];
    supply: GameState['supply'];
    phantom: GameState['phantom'];
    initiative: Seat;
    /** Every Court card not held by a player: the Court, its deck and discard pile (reshuffled at the next start). */
    courtCards: string[];
  };
}

export class LifecycleError extends Error {}

export function gameRecord(s: GameState): GameRecord {
  if (!s.ended) throw new LifecycleError('The game is not over.');
  return {
    seq: s.seq,
    chapter: s.chapter,
    end: { ...s.ended },
    seats: s.players.map((p) => ({
      seat: p.seat, colour: p.colour, power: p.power, outrage: p.outrage.map((o) => o.resource),
      leader: p.leader, lore: [...p.lore], court: p.court.map((c) => c.id),
    })),
  };
}

/** The carry-over of a finished game: everything on the map, in the supply and the play areas. */
export function carryOverOf(state: GameState): CarryOver {
  const record = gameRecord(state);
  const s = cloneState(state);
  // Agents in the Court go back to their players (campaign Intermission B; no card keeps them).
  for (const slot of s.court) slot.agents.forEach((n, seat) => (s.players[seat]!.supply.agents += n));
  return {
    format: CARRY_OVER_FORMAT,
    options: s.options,
    record,
    table: {
      players: s.players.map(({ hand: _hand, ...p }) => p),
      map: s.map,
      outOfPlay: s.outOfPlay,
      supply: s.supply,
      phantom: s.phantom,
      initiative: s.initiative,
      courtCards: [...courtCards(s), ...s.courtDeck, ...s.courtDiscard].sort(),
    },
  };
}

/** A stored carry-over, checked and brought to the current format. */
export function upgradeCarryOver(raw: unknown): CarryOver {
  if (typeof raw !== 'object' || raw === null) throw new LifecycleError('A carry-over is a JSON object.');
  const c = raw as Partial<CarryOver>;
  if (c.format !== CARRY_OVER_FORMAT) throw new LifecycleError(`Unknown carry-over format ${JSON.stringify(c.format)}.`);
  if (!c.table || !c.record || !c.options) throw new LifecycleError('The carry-over is incomplete.');
  return c as CarryOver;
}

/**
 * The next game's start from a carry-over (Act II & III Setup, its generic part): the same table
 * and Power, the Court deck reshuffled and dealt (3 cards with 2 players, else 4), every action
 * card shuffled and dealt anew (Act I steps J–K, with the 2-player mulligan), chapter 1, the
 * initiative where it was. `seed` is the new game's secret seed.
 */
export function startFromCarryOver(raw: unknown, seed: number | string): GameState {
  const c = upgradeCarryOver(raw);
  const t = structuredClone(c.table);
  const players = t.players.length;
  const rng = seedRng(seed);
  const courtDeck = shuffleInPlace(rng, [...t.courtCards]);
  const courtSize = players === 2 ? 3 : 4;
  const s: GameState = {
    engine: STATE_VERSION,
    options: { ...c.options },
    seq: 0,
    players: t.players.map((p) => ({ ...p, hand: [] })),
    outOfPlay: t.outOfPlay,
    map: t.map,
    court: courtDeck.splice(0, courtSize).map((card) => ({ card, agents: Array.from({ length: players }, () => 0) })),
    courtDeck,
    courtDiscard: [],
    actionDeck: actionDeckFor(players),
    actionDiscard: [],
    supply: t.supply,
    markers: [{ id: 'A', flipped: false }, { id: 'B', flipped: false }, { id: 'C', flipped: false }],
    ambitions: { tycoon: [], tyrant: [], warlord: [], keeper: [], empath: [] },
    phantom: t.phantom,
    chapter: 1,
    initiative: t.initiative,
    round: null,
    passes: 0,
    turn: null,
    stack: [{ k: 'game' }],
    log: [],
    ended: null,
    decisions: [],
    rng,
    riggedDice: [],
  };
  dealHands(s);
  log(s, `The game continues from the last one. ${seatName(s, s.initiative)} has the initiative.`);
  s.stack.push(...mulliganFrames(s).reverse());
  run(s);
  return s;
}

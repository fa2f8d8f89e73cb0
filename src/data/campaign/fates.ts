/**
 * The 24 Fates (rulebook "What's in the Box" p.2, "The Campaign" p.8-9, Intermission p.28-29):
 * letter, set size, and per Act the setup card, objective side, Resolution card and objective
 * starting space. Sources: cards.csv (names, setup/objective/resolution ids), card-inventory.md
 * (physical set sizes), arcs-facts.md §8 (objective starting spaces, read from the clock badge of
 * each objective card; per player count where printed), the Fate Set setup texts (Flagship
 * starting pieces, tokens). Fate Set Fates 1-8 are "A", 9-16 "B", 17-24 "C" (p.2: 8 of each).
 */
import type { Act, FateLetter, FlagshipUpgrade, PlayerCount } from './components.ts';
import type { FateNumber } from './cards.ts';

/** A starting space printed once, or per player count (the player-count symbols, p.8). */
export type ObjectiveStart = number | Readonly<Record<PlayerCount, number>>;

/**
 * What a Fate aims at in an Act: Acts I-II an objective (marker from the start space down to 0,
 * p.8); Act III an A/B Fate's two grand ambitions (no marker, p.9) or a C Fate's final objective.
 */
export type FateGoal = 'objective' | 'grand-ambitions' | 'final-objective';

export interface FateActDef {
  act: Act;
  /** The setup card (physical id); its A side is the Setup, its B side the objective. */
  setup: string;
  /** The B side: the objective / grand ambitions / final objective card row. */
  objective: string;
  /** Resolved at the Intermission after this Act (p.28 A); none in Act III. */
  resolution: string | null;
  goal: FateGoal;
  /** Objective marker starting space; null for grand ambitions. */
  start: ObjectiveStart | null;
}

export interface FateDef {
  fate: FateNumber;
  cardId: string;
  name: string;
  letter: FateLetter;
  /** Physical cards in the set (two-sided cards once), numbered 01..setSize. */
  setSize: number;
  acts: readonly FateActDef[];
  /**
   * Fates whose setup gives a Flagship (rulebook p.22), with the pieces their setup puts on it
   * (buildings by Upgrade slot). Null otherwise.
   */
  flagship: { act: Act; starports: readonly FlagshipUpgrade[]; cities: readonly FlagshipUpgrade[] } | null;
}

const A = (setup: string, resolution: string | null, start: ObjectiveStart | null): Omit<FateActDef, 'act' | 'goal'> =>
  ({ setup, objective: `${setup}B`, resolution, start });
const p = (two: number, three: number, four: number): Readonly<Record<PlayerCount, number>> => ({ 2: two, 3: three, 4: four });
const acts = (letter: FateLetter, ...xs: Omit<FateActDef, 'act' | 'goal'>[]): FateActDef[] => {
  const first: Act = letter === 'A' ? 1 : letter === 'B' ? 2 : 3;
  return xs.map((x, i) => {
    const act = (first + i) as Act;
    const goal: FateGoal = act < 3 ? 'objective' : letter === 'C' ? 'final-objective' : 'grand-ambitions';
    return { act, goal, ...x };
  });
};

export const FATES = [
  { fate: 1, cardId: 'ARCS-FATE01', name: 'Steward', letter: 'A', setSize: 26, flagship: null,
    acts: acts('A', A('ARCS-F101', 'ARCS-F104', p(20, 17, 14)), A('ARCS-F112', 'ARCS-F114', 22), A('ARCS-F122', null, null)) },
  { fate: 2, cardId: 'ARCS-FATE02', name: 'Founder', letter: 'A', setSize: 27, flagship: null,
    acts: acts('A', A('ARCS-F201', 'ARCS-F203', p(18, 16, 14)), A('ARCS-F212', 'ARCS-F223', p(12, 14, 16)), A('ARCS-F225', null, null)) },
  { fate: 3, cardId: 'ARCS-FATE03', name: 'Magnate', letter: 'A', setSize: 27, flagship: null,
    acts: acts('A', A('ARCS-F301', 'ARCS-F303', 10), A('ARCS-F312', 'ARCS-F321', 12), A('ARCS-F325', null, null)) },
  { fate: 4, cardId: 'ARCS-FATE04', name: 'Advocate', letter: 'A', setSize: 26, flagship: null,
    acts: acts('A', A('ARCS-F401', 'ARCS-F404', 18), A('ARCS-F412', 'ARCS-F415', 12), A('ARCS-F423', null, null)) },
  { fate: 5, cardId: 'ARCS-FATE05', name: 'Caretaker', letter: 'A', setSize: 21, flagship: null,
    acts: acts('A', A('ARCS-F501', 'ARCS-F507', 18), A('ARCS-F512', 'ARCS-F516', p(7, 8, 9)), A('ARCS-F520', null, null)) },
  { fate: 6, cardId: 'ARCS-FATE06', name: 'Partisan', letter: 'A', setSize: 25, flagship: null,
    acts: acts('A', A('ARCS-F601', 'ARCS-F604', p(12, 11, 10)), A('ARCS-F615', 'ARCS-F618', p(18, 14, 12)), A('ARCS-F624', null, null)) },
  { fate: 7, cardId: 'ARCS-FATE07', name: 'Admiral', letter: 'A', setSize: 21, flagship: null,
    acts: acts('A', A('ARCS-F701', 'ARCS-F704', 13), A('ARCS-F712', 'ARCS-F714', 30), A('ARCS-F719', null, null)) },
  { fate: 8, cardId: 'ARCS-FATE08', name: 'Believer', letter: 'A', setSize: 31, flagship: null,
    acts: acts('A', A('ARCS-F801', 'ARCS-F815', p(10, 9, 8)), A('ARCS-F820', 'ARCS-F824', p(20, 18, 16)), A('ARCS-F829', null, null)) },
  { fate: 9, cardId: 'ARCS-FATE09', name: 'Pathfinder', letter: 'B', setSize: 11,
    flagship: { act: 2, starports: ['slipstream-drive'], cities: ['hull'] },
    acts: acts('B', A('ARCS-F901', 'ARCS-F904', 8), A('ARCS-F907', null, null)) },
  { fate: 10, cardId: 'ARCS-FATE10', name: 'Hegemon', letter: 'B', setSize: 12,
    flagship: { act: 2, starports: ['defense-array', 'slipstream-drive'], cities: [] },
    acts: acts('B', A('ARCS-F1001', 'ARCS-F1005', 14), A('ARCS-F1011', null, null)) },
  { fate: 11, cardId: 'ARCS-FATE11', name: 'Planet Breaker', letter: 'B', setSize: 12,
    flagship: { act: 2, starports: ['slipstream-drive'], cities: [] },
    acts: acts('B', A('ARCS-F1101', 'ARCS-F1110', 12), A('ARCS-F1112', null, null)) },
  { fate: 12, cardId: 'ARCS-FATE12', name: 'Pirate', letter: 'B', setSize: 12,
    flagship: { act: 2, starports: ['tractor-beam', 'defense-array'], cities: [] },
    acts: acts('B', A('ARCS-F1201', 'ARCS-F1204', p(24, 21, 18)), A('ARCS-F1208', null, null)) },
  { fate: 13, cardId: 'ARCS-FATE13', name: 'Blight Speaker', letter: 'B', setSize: 13, flagship: null,
    acts: acts('B', A('ARCS-F1301', 'ARCS-F1303', p(18, 16, 14)), A('ARCS-F1312', null, null)) },
  { fate: 14, cardId: 'ARCS-FATE14', name: 'Pacifist', letter: 'B', setSize: 12, flagship: null,
    acts: acts('B', A('ARCS-F1401', 'ARCS-F1404', p(16, 14, 12)), A('ARCS-F1408', null, null)) },
  { fate: 15, cardId: 'ARCS-FATE15', name: 'Peacekeeper', letter: 'B', setSize: 11, flagship: null,
    acts: acts('B', A('ARCS-F1501', 'ARCS-F1504', p(18, 16, 14)), A('ARCS-F1507', null, null)) },
  { fate: 16, cardId: 'ARCS-FATE16', name: 'Warden', letter: 'B', setSize: 19, flagship: null,
    acts: acts('B', A('ARCS-F1601', 'ARCS-F1611', 22), A('ARCS-F1617', null, null)) },
  { fate: 17, cardId: 'ARCS-FATE17', name: 'Overlord', letter: 'C', setSize: 3, flagship: null, acts: acts('C', A('ARCS-F1701', null, 20)) },
  { fate: 18, cardId: 'ARCS-FATE18', name: 'Survivalist', letter: 'C', setSize: 5, flagship: null, acts: acts('C', A('ARCS-F1801', null, p(22, 18, 14))) },
  { fate: 19, cardId: 'ARCS-FATE19', name: 'Redeemer', letter: 'C', setSize: 4, flagship: null, acts: acts('C', A('ARCS-F1901', null, p(16, 14, 12))) },
  { fate: 20, cardId: 'ARCS-FATE20', name: 'Guardian', letter: 'C', setSize: 4, flagship: null, acts: acts('C', A('ARCS-F2001', null, p(20, 18, 16))) },
  { fate: 21, cardId: 'ARCS-FATE21', name: 'Naturalist', letter: 'C', setSize: 4, flagship: null, acts: acts('C', A('ARCS-F2101', null, p(18, 16, 14))) },
  { fate: 22, cardId: 'ARCS-FATE22', name: 'Gate Wraith', letter: 'C', setSize: 6, flagship: null, acts: acts('C', A('ARCS-F2201', null, p(24, 21, 18))) },
  { fate: 23, cardId: 'ARCS-FATE23', name: 'Conspirator', letter: 'C', setSize: 5, flagship: null, acts: acts('C', A('ARCS-F2301', null, p(12, 9, 6))) },
  { fate: 24, cardId: 'ARCS-FATE24', name: 'Judge', letter: 'C', setSize: 5, flagship: null, acts: acts('C', A('ARCS-F2401', null, 6)) },
] as const satisfies readonly FateDef[];

export function fateDef(fate: FateNumber): FateDef {
  const f = FATES[fate - 1];
  if (!f || f.fate !== fate) throw new Error(`Unknown Fate ${fate}`);
  return f;
}

/** The Fate whose large card is `cardId` (ARCS-FATEnn). */
export function fateOfCard(cardId: string): FateDef | undefined {
  return FATES.find((f) => f.cardId === cardId);
}

/** Objective starting space for a player count (null: grand ambitions, no marker). */
export function objectiveStart(start: ObjectiveStart | null, players: PlayerCount): number | null {
  if (start === null) return null;
  return typeof start === 'number' ? start : start[players];
}

/**
 * Fate tokens and markers named in a Fate Set's setup texts, with the count the text gives
 * (Peacekeeper's Ceasefires: one per cluster). Not a full punchboard inventory: the dividers'
 * "piece & card counts" were not available (arcs-facts.md, Not established). By default Fate
 * tokens cannot be harmed and are not Loyal (rulebook p.27); `loyalBy`: the card whose text makes
 * them their owner's Loyal pieces ("<Name> tokens are your Loyal pieces.") while it is in play.
 */
export interface FateTokenDef { fate: FateNumber; name: string; count: number; source: string; loyalBy?: string }

export const FATE_TOKENS = [
  { fate: 1, name: 'Sponsored', count: 1, source: 'ARCS-F122A' },
  { fate: 2, name: 'Commonwealth Ambition', count: 1, source: 'ARCS-F212A' },
  { fate: 3, name: 'War Profiteer', count: 1, source: 'ARCS-F312A' },
  { fate: 5, name: 'Sleeping Golem', count: 4, source: 'ARCS-F501A' },
  { fate: 8, name: 'Ideal', count: 5, source: 'ARCS-F820A' },
  { fate: 9, name: 'Clue', count: 6, source: 'ARCS-F901A' },
  { fate: 9, name: 'Portal', count: 1, source: 'ARCS-F901A' },
  { fate: 9, name: 'Pilgrim', count: 6, source: 'ARCS-F907A', loyalBy: 'ARCS-F908' },
  { fate: 10, name: 'Banner', count: 8, source: 'ARCS-F1001A', loyalBy: 'ARCS-F1002' },
  { fate: 11, name: 'Hammer Fragment', count: 6, source: 'ARCS-F1101A' },
  // Planet Breaker: a Hammer token flipped to its Broken World side (ARCS-F1103B; Planet-Eater Loose ARCS-F1111 places one too). The same 6
  // tokens: Hammer Fragments and Broken Worlds together are at most 6 (campaign/state.ts).
  { fate: 11, name: 'Broken World', count: 6, source: 'ARCS-F1103B' },
  { fate: 12, name: 'True Rumor', count: 2, source: 'ARCS-F1208A' },
  { fate: 12, name: 'False Rumor', count: 2, source: 'ARCS-F1208A' },
  { fate: 14, name: 'Witness', count: 4, source: 'ARCS-F1401A', loyalBy: 'ARCS-F1402' },
  { fate: 15, name: 'Ceasefire', count: 6, source: 'ARCS-F1507A' },
  { fate: 16, name: 'Seat', count: 6, source: 'ARCS-F1601A' },
  { fate: 16, name: 'Court', count: 6, source: 'ARCS-F1617A' },
  { fate: 18, name: 'Bunker', count: 9, source: 'ARCS-F1801A', loyalBy: 'ARCS-F1803' },
  { fate: 20, name: 'Edenguard Ambition', count: 1, source: 'ARCS-F2001A' },
  { fate: 21, name: 'Blightkin Ambition', count: 1, source: 'ARCS-F2101A' },
  { fate: 22, name: 'Passage', count: 6, source: 'ARCS-F2201A' },
  { fate: 23, name: 'Conspiracy', count: 8, source: 'ARCS-F2301A' },
] as const satisfies readonly FateTokenDef[];

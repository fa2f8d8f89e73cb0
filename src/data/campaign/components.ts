/**
 * Blighted Reach campaign components: dice, chapter track tile, Flagship board, pieces and the
 * fixed numbers of Act setup. Sources: arcs-facts.md §8 (and arcs-facts.json `campaign`,
 * `componentCounts.campaign`) and the campaign rulebook (seeds/002…, page numbers from its
 * contents; sidebars from campaign-rulebook.pdftotext.txt). Plain data: no rules logic.
 */
import type { Ambition } from '../action-cards.ts';
import type { ClusterId, PlanetSymbol, Resource } from '../map.ts';

export type Act = 1 | 2 | 3;
export const ACTS: readonly Act[] = [1, 2, 3];
export type PlayerCount = 2 | 3 | 4;

// ---------------------------------------------------------------------------------------------
// Dice (§8; rulebook "Events" p.12-13, "Crises" p.18, Act I Setup N-O p.5, Act II & III Setup D-E p.7)

/** What the event die's picture asks for: a starburst resolves the Crises, a scroll the Edicts. */
export type EventType = 'crisis' | 'edict';
export interface EventDieFace { event: EventType; symbol: PlanetSymbol }

/**
 * The event die: 6 faces, a starburst (Crisis) or a scroll (Edict) with a planet ID symbol inside.
 * The symbol counts as "the rolled symbol" whichever picture it came with (Crises p.18). Which faces
 * sit opposite each other is not established (§8 caveats) and does not matter for a fair d6.
 */
export const EVENT_DIE = [
  { event: 'crisis', symbol: 'arrow' },
  { event: 'crisis', symbol: 'crescent' },
  { event: 'crisis', symbol: 'hex' },
  { event: 'edict', symbol: 'arrow' },
  { event: 'edict', symbol: 'crescent' },
  { event: 'edict', symbol: 'hex' },
] as const satisfies readonly EventDieFace[];

/** The number die: faces 1-6, each a cluster number ("the rolled cluster", Crises p.18). */
export const NUMBER_DIE = [1, 2, 3, 4, 5, 6] as const satisfies readonly ClusterId[];

/**
 * Act I Setup N (p.5): the rolled cluster and the next one clockwise are the Imperial clusters,
 * 1 Imperial ship in each of their 8 systems (§8: 6 -> 6 and 1).
 */
export const IMPERIAL_CLUSTERS_BY_ROLL = {
  1: [1, 2], 2: [2, 3], 3: [3, 4], 4: [4, 5], 5: [5, 6], 6: [6, 1],
} as const satisfies Record<ClusterId, readonly [ClusterId, ClusterId]>;
export const IMPERIAL_SHIPS_PER_IMPERIAL_SYSTEM = 1;

// ---------------------------------------------------------------------------------------------
// Chapters (§8 chapter track tile; rulebook "The Campaign" p.8, "Grand Ambitions" p.9)

export type ChapterTileSide = 'acts-1-2' | 'act-3';
export interface GrandAmbitionPower { one: number; both: number }
export interface ChapterTileSideDef {
  side: ChapterTileSide;
  acts: readonly Act[];
  /** The Act ends after this chapter (no Power threshold in the campaign, p.8). */
  chapters: number;
  /** Act III side only: Power under each chapter for one / both grand ambitions fulfilled. */
  grandAmbitionPower: Readonly<Record<number, GrandAmbitionPower>> | null;
}

export const CHAPTER_TRACK_TILE = [
  { side: 'acts-1-2', acts: [1, 2], chapters: 3, grandAmbitionPower: null },
  {
    side: 'act-3', acts: [3], chapters: 4,
    grandAmbitionPower: { 1: { one: 2, both: 4 }, 2: { one: 3, both: 8 }, 3: { one: 4, both: 14 }, 4: { one: 5, both: 20 } },
  },
] as const satisfies readonly ChapterTileSideDef[];

/** Chapters per Act: Acts I and II end after 3 chapters, Act III after 4 (p.8). */
export const CHAPTERS_IN_ACT = { 1: 3, 2: 3, 3: 4 } as const satisfies Record<Act, number>;

/** The Fate letter each Act draws from (p.8; Intermission F p.29): A in Act I, B after Act I, C after Act II. */
export type FateLetter = 'A' | 'B' | 'C';
export const FATE_LETTER_OF_ACT = { 1: 'A', 2: 'B', 3: 'C' } as const satisfies Record<Act, FateLetter>;
/** Campaign Power ties go to A over B over C, then turn order (p.8). */
export const FATE_LETTER_TIE_ORDER = ['A', 'B', 'C'] as const satisfies readonly FateLetter[];

/**
 * Ambition markers flipped to their higher side at an Act's start (Act II & III Setup A, p.7;
 * §5): Act II the lowest-Power one, Act III the two lowest. Ids as in board.ts AMBITION_MARKERS.
 */
export const FLIPPED_AMBITION_MARKERS = { 1: [], 2: ['C'], 3: ['C', 'B'] } as const satisfies Record<Act, readonly ('A' | 'B' | 'C')[]>;

// ---------------------------------------------------------------------------------------------
// Flagship board (§8; rulebook "Flagships" p.22-25, Upgrade list p.25)

export type FlagshipUpgrade = 'slipstream-drive' | 'tractor-beam' | 'control-array' | 'defense-array' | 'ship-crane' | 'hull';
export interface FlagshipSlotDef {
  /** 1-6, left to right. Crisis hits go to the rightmost Armor, then the rightmost Upgrade (p.24). */
  position: 1 | 2 | 3 | 4 | 5 | 6;
  upgrade: FlagshipUpgrade;
  name: string;
  /** Planet type the Flagship must be at to build in the Upgrade (bottom) slot; 'any' for Hull. */
  upgradeSlot: Resource | 'any';
  /** Planet type to build the Armor (top) slot above it; needs a fresh Upgrade below (p.22). */
  armorSlot: Resource | 'any';
}

export const FLAGSHIP_BOARD = [
  { position: 1, upgrade: 'slipstream-drive', name: 'Slipstream Drive', upgradeSlot: 'fuel', armorSlot: 'relic' },
  { position: 2, upgrade: 'tractor-beam', name: 'Tractor Beam', upgradeSlot: 'relic', armorSlot: 'weapon' },
  { position: 3, upgrade: 'control-array', name: 'Control Array', upgradeSlot: 'psionic', armorSlot: 'material' },
  { position: 4, upgrade: 'defense-array', name: 'Defense Array', upgradeSlot: 'weapon', armorSlot: 'psionic' },
  { position: 5, upgrade: 'ship-crane', name: 'Ship Crane', upgradeSlot: 'material', armorSlot: 'fuel' },
  { position: 6, upgrade: 'hull', name: 'Hull', upgradeSlot: 'any', armorSlot: 'any' },
] as const satisfies readonly FlagshipSlotDef[];

/** Ships built at the Flagship per turn: 1, or 2 with a Ship Crane (p.22, p.25; ARCS-AID10B). */
export const FLAGSHIP_SHIPS_PER_TURN = { base: 1, shipCrane: 2 } as const;

/** Resettling (C Fates, p.25): ships on the map topped up to this many. */
export const RESETTLE_SHIPS = 8;

// ---------------------------------------------------------------------------------------------
// Pieces and cards in the box ("What's in the Box" p.2-3; §8; arcs-facts.json componentCounts.campaign)

export const CAMPAIGN_PIECES = {
  imperialShips: 15,
  freeCities: 28,
  freeStarports: 14,
  /** Two-sided tokens: fresh / damaged (shaded). Tough: 2 hits to damage or destroy (p.19). */
  blight: 24,
  overflowMarkers: 4,
  /** One objective marker, Flagship piece and Flagship board per player colour (4 in the box). */
  objectiveMarkers: 4,
  flagshipPieces: 4,
  flagshipBoards: 4,
  firstRegentTiles: 1,
  chapterTrackTiles: 1,
  numberDice: 1,
  eventDice: 1,
} as const;

export const CAMPAIGN_CARD_COUNTS = {
  fateCards: 24,
  campaignCourtGuild: 10,
  campaignCourtVox: 5,
  /** Event action cards: not in cards.csv (identical to the Caretaker's extra Event, ARCS-F515). */
  eventActionCards: 3,
  imperialCouncil: 1,
  /** ♦02-05: Guild Envoys Depart and 3 Govern the Imperial Reach. */
  edicts: 4,
  /** ♦06-09: 4 printed copies of the Regent / Outlaw title (one CSV row pair, ARCS-AID06A/B). */
  regentOutlawTitles: 4,
  /** ♦10-13: 4 printed copies of the Flagship Upgrades aid (one CSV row pair, ARCS-AID10A/B). */
  flagshipUpgradeAids: 4,
} as const;

/**
 * The Event action card (rulebook "Event Cards" p.12; its text is cards.csv ARCS-F515, the
 * Caretaker's extra copy): no number, pips or ambition; it takes actions like the lead card
 * (none if a Rival played another Event or secured the Council earlier this round); it cannot
 * lead, copy or be discarded to seize; it cannot be scrapped; a 2-player mulligan keeps it.
 */
export const EVENT_ACTION_CARD = {
  number: null,
  pips: null,
  ambition: null,
  canLead: false,
  canCopy: false,
  canSeize: false,
  scrappable: false,
  keptInMulligan: true,
} as const;

/** Ids the engine gives the 3 Event action cards, which have no cards.csv row. */
export const EVENT_ACTION_CARD_IDS = ['EVT1', 'EVT2', 'EVT3'] as const;
export type EventActionCardId = (typeof EVENT_ACTION_CARD_IDS)[number];

// ---------------------------------------------------------------------------------------------
// Act setup numbers (Act I Setup p.4-6, Act II & III Setup p.7)

/** Event action cards shuffled into the action deck (Act I Table Setup E): 2 with 2-3 players, 3 with 4. */
export const EVENT_CARDS_BY_PLAYERS = { 2: 2, 3: 2, 4: 3 } as const satisfies Record<PlayerCount, number>;
/** Court cards dealt (Act I Table Setup I; Act II & III Setup B). */
export const COURT_DEAL_BY_PLAYERS = { 2: 3, 3: 4, 4: 4 } as const satisfies Record<PlayerCount, number>;
/** Lore cards shuffled into the Court deck after the deal, per player (Act I Table Setup J). */
export const LORE_PER_PLAYER = 1;
/** Fate cards each player draws to choose 1 (Act I Player Setup B; Intermission F: 1 if completed, 2 if failed). */
export const FATE_DRAW = { actI: 2, completed: 1, failed: 2 } as const;
/** Player Setup G-H: pieces each placement round puts at a planet with an Imperial ship. */
export const STARTING_PLACEMENT = { rounds: 2, ships: 3, buildings: 1, resources: 1 } as const;
export const HAND_SIZE = 6;

/**
 * 2 players only (Act I Table Setup Q; Act II & III Setup E): each resource taken from the Imperial
 * (or rolled) clusters' planets goes on this ambition box.
 */
export const TWO_PLAYER_AMBITION_BOX = {
  material: 'tycoon', fuel: 'tycoon', weapon: 'warlord', relic: 'keeper', psionic: 'empath',
} as const satisfies Record<Resource, Ambition>;

// ---------------------------------------------------------------------------------------------
// The Empire (rulebook p.10-11, 14, 16, 20-21; ARCS-AID03-05)

export type ImperialPolicy = 'war' | 'peace' | 'escalation';
export type DemandItem = Resource | 'trophy' | 'captive';
export type ImperialAction = 'distribute-arms' | 'celebrate-regency' | 'requisition-ships';
export interface PolicyCardDef {
  cardId: 'ARCS-AID03' | 'ARCS-AID04' | 'ARCS-AID05';
  policy: ImperialPolicy;
  /** What the First Regent takes, 1 piece from each Regent (p.20). */
  demand: readonly DemandItem[];
  /** Resources go into the Imperial Trust; Trophies/Captives into the First Regent's boxes. */
  demandTo: 'imperial-trust' | 'first-regent-boxes';
  action: ImperialAction;
}

/** The three Govern the Imperial Reach cards (Edict 03), one Imperial Policy each (p.20-21). */
export const IMPERIAL_POLICIES = [
  { cardId: 'ARCS-AID03', policy: 'war', demand: ['trophy', 'captive'], demandTo: 'first-regent-boxes', action: 'distribute-arms' },
  { cardId: 'ARCS-AID04', policy: 'peace', demand: ['relic', 'psionic'], demandTo: 'imperial-trust', action: 'celebrate-regency' },
  { cardId: 'ARCS-AID05', policy: 'escalation', demand: ['weapon', 'fuel', 'material'], demandTo: 'imperial-trust', action: 'requisition-ships' },
] as const satisfies readonly PolicyCardDef[];

/** Requisition Ships places this many fresh Imperial ships (p.21; ARCS-AID05). */
export const REQUISITION_SHIPS = 2;

/**
 * The First Regent tile and the Imperial Trust it holds (p.14, 16, 21, 27-28). Facts the engine
 * reads; the rules that use them are code.
 */
export const FIRST_REGENT_TILE = {
  /** Player Setup F (pdftotext p.6): if no Fate's setup gave the tile to anyone, the initiative holder takes it. */
  defaultHolder: 'initiative',
  /** Trust resources are frozen: not spent, given or discarded, but they count for ambitions (p.21, 27). */
  trustFrozen: true,
  /** They have no raid cost: never stolen in battle (p.21). */
  trustRaidable: false,
  /** Power the First Regent loses per resource an Outlaw steals via the Council (p.14, step 3). */
  powerLostPerStolen: 1,
  /** Returned to the supply at Intermission C2 (p.28). */
  clearedAt: 'intermission',
} as const;

/** The Imperial Council card (ARCS-AID01, ♦01): its sides and where it sits (p.14; Act I Table Setup K). */
export const IMPERIAL_COUNCIL = {
  cardId: 'ARCS-AID01',
  inSession: 'ARCS-AID01A',
  decided: 'ARCS-AID01B',
  /** Leftmost Court card; In Session at every Act's start (Act I K, Act II & III B). */
  courtPosition: 'leftmost',
  /** It cannot be buried, scrapped or discarded (p.14); it stays in the Court at Intermission B1. */
  removable: false,
} as const;

/** Edict number of the Govern the Imperial Reach cards and of Guild Envoys Depart (p.20; §8). */
export const GOVERN_THE_IMPERIAL_REACH_EDICT = 3;
export const GUILD_ENVOYS_DEPART_EDICT = 0;

/** Blight (p.19, p.18): hits it deals in a Blight Crisis and hits it needs (Tough). */
export const BLIGHT = {
  crisisHits: { fresh: 3, damaged: 1 },
  hitsToHarm: 2,
  intercepts: false,
  endsCatapult: true,
} as const;

// ---------------------------------------------------------------------------------------------
// Believer's Faithful action cards (§8; ARCS-F804-F812, CSV text empty; Believer Act I Setup F801A)

export type FaithfulEnd = 'zeal' | 'wisdom';
export interface FaithfulCardDef {
  cardId: string;
  number: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  /** The same pips are printed on both ends. */
  pips: number;
}

/** Actions printed on each end; the ambition icon on both ends is '?' (any). */
export const FAITHFUL_END_ACTIONS = {
  zeal: ['move', 'influence', 'battle', 'tax'],
  wisdom: ['build', 'repair', 'secure'],
} as const satisfies Record<FaithfulEnd, readonly string[]>;
export const FAITHFUL_AMBITION = 'any';

/**
 * Faithful cards 1-9 and their pips (§8). The cards "don't list their card numbers" (F801A), so
 * which CSV row is which number is assumed from the order F804 = 1 … F812 = 9 (not established).
 */
export const FAITHFUL_ACTION_CARDS = [
  { cardId: 'ARCS-F804', number: 1, pips: 4 },
  { cardId: 'ARCS-F805', number: 2, pips: 4 },
  { cardId: 'ARCS-F806', number: 3, pips: 3 },
  { cardId: 'ARCS-F807', number: 4, pips: 3 },
  { cardId: 'ARCS-F808', number: 5, pips: 3 },
  { cardId: 'ARCS-F809', number: 6, pips: 2 },
  { cardId: 'ARCS-F810', number: 7, pips: 2 },
  { cardId: 'ARCS-F811', number: 8, pips: 1 },
  { cardId: 'ARCS-F812', number: 9, pips: 1 },
] as const satisfies readonly FaithfulCardDef[];
/** A Faithful action card's id (they join the action deck: data/action-cards.ts ActionCardId). */
export type FaithfulActionCardId = (typeof FAITHFUL_ACTION_CARDS)[number]['cardId'];

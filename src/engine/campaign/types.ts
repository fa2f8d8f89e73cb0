/**
 * The Blighted Reach campaign's state (`GameState.campaign`, absent in base games) and its frames.
 * Plain JSON like the rest of the state. Sources: campaign rulebook (seeds/002_…), "Act I Setup"
 * (table steps A-Q, player steps A-K); the facts come from src/data/campaign/.
 *
 * What is hidden (view.ts strips it through campaign/view.ts `campaignView`): the undrawn Fate
 * cards (`fateDecks`). The Fates a seat drew and its unrevealed choice live in a secret-choice
 * frame (`campaign/fates`, or any campaign frame with `drawn` and `chosen`: the stack is hidden)
 * and in that seat's private decision.
 */
import type { Act, ChapterTileSide, EventDieFace, FateLetter } from '../../data/campaign/components.ts';
import type { ClusterId, Resource, SystemId } from '../../data/map.ts';
import type { Ambition } from '../../data/action-cards.ts';
import type { Colour, Seat } from '../types.ts';
import type { MarkerId } from '../../data/board.ts';
import type { ActsFrame } from './acts/types.ts';
import type { CampaignCourtFrame } from './court/types.ts';
import type { EventsFrame } from './events/types.ts';
import type { FateFrame } from './fates/types.ts';
import type { SummitFrame } from './summit/types.ts';
import type { ResettleFrame } from './flagship/resettle.ts';

/** One roll of the event die and the number die (Events, Crises: "rolled cluster", "rolled symbol"). */
export interface EventRoll { event: EventDieFace; number: ClusterId }

/** The Imperial Council card's side (campaign rulebook, Imperial Council). */
export type CouncilSide = 'in-session' | 'decided';

/** One seat's Fate for the current Act (Player Setup B-D). */
export interface CampaignSeat {
  /** The Fate card (ARCS-FATEnn); null until revealed (Player Setup B). */
  fate: string | null;
  /** The objective card in play, flipped to its objective side (Player Setup C), e.g. ARCS-F101B. */
  objective: string | null;
  /** The objective marker's space on the Power track (Player Setup D); null: no marker. */
  marker: number | null;
  /** Fate Set cards in the seat's play area ("Gain …"), in the order gained. */
  playArea: string[];
  /**
   * Favors: Rival agents on this seat's Fate card, count per owner seat (Summits, Call to Order;
   * Edicts, Collect Imperial Demand). Absent while it holds none.
   */
  favors?: number[];
  /**
   * Flagships (campaign rulebook p.22): the seat's Flagship board; absent: no Flagship. The
   * Flagship piece is the `flagship` mark of the seat's ship group on the map (types.ts ShipGroup):
   * one of its fresh ships, not one of the seat's 15 ships.
   */
  flagship?: FlagshipBoard;
  // Magnate
  /** Merchant League (ARCS-F302): resources on the card, frozen (holdings.ts frozenResources); absent while none. */
  merchantLeague?: Resource[];
  // Peacekeeper
  /** Arsenal Keepers (ARCS-F1503): Weapons on the card held by this seat (frozen; holdings.ts frozenCount); absent while none. */
  arsenal?: number;
  // Guardian
  /** Guardian (ARCS-F2002 Green Vault): Material and Fuel placed in the seat's Captives, frozen; absent while none. */
  greenVault?: Resource[];
  // Hegemon
  /** Happy Hosts (ARCS-F1012 Pacify): ships held as Captives, count per owner ('0'-'3' a seat, 'empire'); counted for Tyrant, returned with Captives. Absent: none. */
  captiveShips?: Record<string, number>;
}

/** A Loyal city or starport on a Flagship board (fresh or damaged). */
export interface FlagshipPiece { type: 'city' | 'starport'; damaged: boolean }

/**
 * A Flagship board (campaign rulebook p.22-25; data/campaign/components.ts FLAGSHIP_BOARD): per
 * Upgrade slot, left to right, the Upgrade (bottom) and the Armor above it; null: empty. The pieces
 * come out of the seat's supply (cities off its player board, starports from its supply).
 */
export interface FlagshipBoard { upgrades: (FlagshipPiece | null)[]; armor: (FlagshipPiece | null)[] }

/**
 * One finished Act as the campaign log sheet keeps it (campaign rulebook, Packing Up: "record your
 * names, colors, Fates, Power"), by seat. Power is the Act's end, before the Intermission's losses.
 */
export interface ActRecord {
  act: Act;
  /** The Fate each seat played in the Act. */
  fates: string[];
  /** Whether each seat completed its objective (Act III: its final objective or none). */
  completed: boolean[];
  /** Each seat's Power when the Act ended. */
  power: number[];
}

export interface CampaignState {
  act: Act;
  /** Chapter track tile side (Table Setup G: "Act I & II"). */
  chapterTile: ChapterTileSide;
  /** The setup rolls of this Act (public): the number die (Table Setup N) and event die (O). */
  rolls: { number: ClusterId; event: EventDieFace } | null;
  /** The two Imperial clusters (Table Setup N): the rolled one and the next clockwise. */
  imperialClusters: ClusterId[];
  /** The Imperial Council card's side; the card itself is the leftmost Court card (Table Setup K). */
  council: CouncilSide;
  /**
   * The rules booklet, slot by slot (first slot first); each slot's cards from the face-up one on
   * top. Table Setup L (2 players: Guild Envoys Depart, ARCS-AID02, in the first slot) and M (the
   * three Govern the Imperial Reach cards, shuffled, in the next slot: the top one shows the
   * Imperial Policy).
   */
  rulesBooklet: string[][];
  /** Hidden: the Fate cards not dealt, per letter (undrawn, order irrelevant but kept shuffled). */
  fateDecks: Record<FateLetter, string[]>;
  seats: CampaignSeat[];
  /** The First Regent (holds the First Regent tile); null: the tile is in the supply. */
  firstRegent: Seat | null;
  /** The Imperial Trust: frozen resources on the First Regent tile. */
  trust: Resource[];
  /** Cards and pieces out of the campaign for good (Scrap). */
  scrap: string[];
  /**
   * Where the campaign stands. 'setup': an Act's setup is under way; 'set-up': no longer set (Act I
   * set up, waiting at the removed `campaign/halt` frame; kept for old test states); 'play':
   * chapters are being played (from the end of Act I setup); 'intermission':
   * the Intermission after Act I or II; 'over': the campaign has ended (GameState.ended).
   */
  stage: 'setup' | 'set-up' | 'play' | 'intermission' | 'over';
  /** The event and number dice rolled for the event being resolved this round (Court Crises reuse them); null otherwise. */
  eventRoll?: EventRoll | null;
  /*
   * Fate card places (campaign/fates/moves.ts; fate-steps.ts destinations). Absent while empty.
   * A Fate Set card in none of the places (play areas, Court deck / Court / discard / hands,
   * rules booklet, scrap, these) is still in its Fate Set, out of play.
   */
  /** Fate cards put "in the general supply" (Magnate's Monopolies). */
  fateSupply?: string[];
  /** Cards tucked under another card, by the card they are under. */
  tucked?: Record<string, string[]>;
  /** Reminder cards by the map (card play area, ambition boxes, chapter track). */
  reminders?: string[];
  /** Believer's stack of Faithful action cards, bottom ("1") first. */
  faithfulStack?: string[];
  /**
   * Steward's Sponsored token (ARCS-F122A, Imperial Sponsor ARCS-F123): 'tile' on the First Regent
   * tile, else the ambition box it is on. Absent: not in play.
   */
  sponsored?: 'tile' | Ambition;
  /**
   * Fate tokens in play (campaign rulebook, Tokens p.27), generic so a Fate adds a kind as data
   * (data/campaign/fates.ts FATE_TOKENS, kebab-case name, e.g. 'sponsored', 'ceasefire'). Absent
   * while none is in play. `where`: a system id, or the card id the token lies on.
   */
  tokens?: CampaignToken[];
  // Founder
  /** Founder (ARCS-F213): the ambition box the Commonwealth Ambition marker lies on; absent: on the Founder's Fate card (or not in play). */
  commonwealthOn?: Ambition;
  /** Founder (ARCS-F214): the Act and chapter the Commonwealth last won the Commonwealth ambition, and its Members then. */
  commonwealthWon?: { act: Act; chapter: number; members: number };
  /** Acts: the setup rolls of Act II or III (public): the event die (Act II & III Setup D) and, with 2 players, the two number-die rolls (E). */
  actRolls?: { act: Act; event: EventDieFace; numbers: ClusterId[] };
  // Magnate
  /** Resource tokens scrapped for good, per type (Magnate Act III objective ARCS-F325B); absent while none. */
  scrappedResources?: Partial<Record<Resource, number>>;
  // The log sheet
  /** The finished Acts (public), recorded by campaigns of rules version 7 on (GameOptions.rulesVersion); absent: none yet, or an older campaign. */
  history?: ActRecord[];
  // Believer
  /** Believer (ARCS-F822 Doctrine card, tucked by the map from Act II): the side it shows. Absent: not in play. */
  doctrine?: 'zeal' | 'wisdom';
  /** Believer: the Ideal markers on ambition boxes (F823 Doctrinal Faith), by ambition; they stay there into Act III. Absent: none. */
  ideals?: Partial<Record<Ambition, 'zeal' | 'wisdom'>>;
  /** Believer: Ideal markers left to place (F820A: the 5 collected; F824 failed: those not on ambitions are scrapped). Absent: 0. */
  idealSupply?: number;
  /**
   * Believer: The Young Light / The Prodigal One / The Prophet placed next to a played Faithful card
   * this round (their Prelude): at the round's end `seat` draws `target` and takes `card` back. Absent: none.
   */
  faithfulUnions?: { seat: Seat; card: string; target: string; /** it came from the seat's Fate play area (else its held cards) */ fate?: true }[];
  // Caretaker
  /**
   * Caretaker's Golems (ARCS-F501A; the Golems Law ARCS-F505): the tokens in play, each with its side
   * and place (fates/caretaker-rules.ts). Scrapped Golems are not listed. Absent: none in play.
   */
  golems?: Golem[];
  /** Caretaker Act III objective (ARCS-F520B): what each seat chose to scrap at this chapter's end (cleared after scoring). Absent: nothing. */
  golemScraps?: { seat: Seat; lore: boolean; golem: boolean }[];
  /** Agents scrapped for good, count per owner seat (Golems Sate Their Appetite ARCS-F521: "scrap those agents"). Absent: none. */
  scrappedAgents?: number[];
  /** Lore cards brought into play from the lore deck after Act I setup (Caretaker Act I Resolution ARCS-F507, Librarians ARCS-F513). Absent: none. */
  extraLore?: number;
  // Pirate
  /**
   * Pirate (ARCS-F1208A): the 4 Rumor tokens, each on a different planet (campaign/fates/pirate-rules.ts).
   * Secret while face down (campaign/view.ts): `face` is shown only to the Pirate and to seats with an agent on it. Absent: none.
   */
  rumors?: Rumor[];
  /** Pirate (ARCS-F1208B): the truthful declarations (0-2) the Pirate chose at a chapter's end, read by its grand ambitions. Absent: none. */
  pirateClaims?: { seat: Seat; chapter: number; n: number }[];
  // Redeemer
  /** Redeemer (ARCS-F1901B): seats that won an ambition in the scoring under way, for "Shatter the Relics" (set and cleared in one step). Absent: none. */
  redeemerWon?: Seat[];
  // Warden
  /** Warden's Levy (ARCS-F1612): Vassals' ships on the card, a count per ship owner seat (out of their 15 ships). Absent: none. */
  levy?: number[];
  // Peacekeeper
  /** Ceasefire tokens (ARCS-F1507A, Ceasefires F1508): the side of each cluster in play's token. Absent before the Peacekeeper's Act III setup. */
  ceasefires?: Partial<Record<ClusterId, 'peace' | 'war'>>;
  // Pacifist
  /** Pacifist (ARCS-F1402 Witnesses' Prelude, F1404 Resolution): Witness tokens flipped to their Psionic side, now Psionic resource tokens (invariants.ts counts them). Absent: none. */
  witnessPsionic?: number;
  // Guardian
  /** Guardian (ARCS-F2004): ambition markers declared on the Edenguard ambition (flow.ts availableMarkers); absent while none. */
  edenguard?: string[];
  /** Guardian (ARCS-F2004): the last Edenguard scoring (Act, chapter) and its outright winner (null: none), for the objective F2001B. */
  edenguardScored?: { act: Act; chapter: number; winner: Seat | null };
  // Blight Speaker
  /** Loyal ships scrapped for good, count per owner seat (Blight Speaker Act II Setup ARCS-F1301A: "Scrap 2 Loyal ships"; Hegemon Act II Setup ARCS-F1001A 4: "Scrap any 4 Loyal ships"). Absent: none. */
  scrappedShips?: number[];
  /** Pieces on Blight Hunger (ARCS-F1313), destroyed by Blight Crises: Loyal ships per seat, Imperial ships. Absent: none. */
  blightHunger?: { ships: number[]; empire: number };
  // Naturalist
  /** The Blightkin ambition (ARCS-F2104): the ambition markers declared on the Blightkin tile. Absent: none. */
  blightkin?: MarkerId[];
  // Hegemon: scrappedShips (above, shared with the Blight Speaker).
  // Conspirator
  /**
   * Conspirator's Conspiracy tokens (ARCS-F2301A: 2 per player colour; Conspiracies ARCS-F2303): the colour each shows and
   * the ambition box it lies face down on (null: the Conspirator's supply). Secret: colours are seen by the Conspirator alone (view.ts). Absent: not in play.
   */
  conspiracies?: Conspiracy[];
  // Pathfinder
  /**
   * Pathfinder (ARCS-F901A step 4): the planet the player to the Pathfinder's right secretly wrote
   * down (the Portal's planet). Hidden from every other viewer (view.ts). Absent: none recorded, or
   * the Portal token is on the map.
   */
  portalRecord?: { seat: Seat; system: SystemId };
  /** Imperial ships scrapped for good by Seek the Portal (ARCS-F909-F911); Loyal ones count in `scrappedShips`. Absent while none. */
  scrappedImperialShips?: number;
  // Gate Wraith
  /** Gate Wraith (ARCS-F2201A step 4, ARCS-F2205): the event die in the central map area (the Twisted Passage, `0:gate`); absent: not in play. */
  twistedDie?: EventDieFace;
  /** Gate Wraith (The Dead Live ARCS-F2204): destroyed ships that would have returned to a supply, on the card until after scoring: Loyal ships per seat, Imperial ships. Absent: none. */
  deadLive?: { ships: number[]; empire: number };
  // Planet Breaker
  /** Planet Breaker (ARCS-F1103B step 3): the buildings placed on the Breaking Worlds card; they stay there (campaign/broken-worlds.ts). Absent: none. */
  brokenPieces?: { owner: import('../types.ts').BuildingOwner; type: 'city' | 'starport' }[];
}

// Conspirator
/** A Conspiracy token: the player colour it shows, and where it is (an ambition box, face down; null: the Conspirator's supply). */
export interface Conspiracy { shows: Colour; on: Ambition | null }

/**
 * Pirate: a Rumor token (ARCS-F1208A): `face` 'cluster' (True, "Cluster Correct"), 'symbol' (True,
 * "Symbol Correct") or 'false'; `where` its planet; `up` once flipped face up (Rumors Spread ARCS-F1209);
 * `agents` the seats with an agent on it (each at most once; from their supplies).
 */
export interface Rumor { id: number; face: 'cluster' | 'symbol' | 'false' | 'hidden'; where: SystemId; up?: true; agents?: Seat[] }

// Caretaker
/** The four Golems (Golem Actions ARCS-F506; the Unstable cards ARCS-F508-F511). */
export type GolemKind = 'warrior' | 'protector' | 'seeker' | 'harvester';
/**
 * A Golem token: `awake` its side (Sleeping: false); `where`: a system id (on the map), 'hearth'
 * (on Golem Hearth ARCS-F503, held by that card's holder) or 'seat-<n>' (filling a resource slot of seat n).
 */
export interface Golem { golem: GolemKind; awake: boolean; where: string }

/** One Fate token in play: a unique id, its kind, the seat it belongs to (if any) and where it is. */
export interface CampaignToken {
  id: string;
  kind: string;
  owner?: Seat;
  where: string;
  /** A damaged Loyal token (campaign rulebook p.27: "you can repair damaged Loyal tokens"). Absent: fresh. */
  damaged?: true;
  // Warden
  /** Warden (ARCS-F1602 Claim Fief): a Seat token on the map lies above the city in this building slot of `where`. Absent: not on the map. */
  slot?: number;
  /** Pathfinder: a Clue token's side on the map (ARCS-F903: "Check" or "X"); absent in its supply. */
  side?: 'check' | 'x';
}

export type CampaignFrame =
  /**
   * Player Setup B: every seat secretly keeps 1 of its 2 drawn "A" Fates (a simultaneous
   * decision). `drawn` and `chosen` are hidden (the stack is); the choices are revealed together
   * when the last one is in.
   */
  | { k: 'campaign/fates'; drawn: string[][]; chosen: (string | null)[] }
  /** Player Setup G-H: `seat` places 3 ships and 1 building at a planet with an Imperial ship (`round` 1: G, 2: H). */
  | { k: 'campaign/place'; seat: Seat; round: 1 | 2 }
  /** Player Setup J, 2 players: the player without initiative may discard all but Event cards and draw as many. */
  | { k: 'campaign/mulligan'; seat: Seat }
  /** Player Setup I-K once the placements are done (never asks). */
  | { k: 'campaign/finish' }
  /**
   * A resting point with nothing to decide (the game waits, idle): no rule pushes it. Tests put it
   * under the frames they run alone so the game's rounds do not start (it was the pause after Act I
   * setup before the campaign's chapters were played).
   */
  | { k: 'campaign/halt' }
  | EventsFrame
  | SummitFrame
  | ActsFrame
  | CampaignCourtFrame
  | FateFrame
  /** Flagships: Resettle steps 2-3 (campaign rulebook p.25; flagship/resettle.ts). */
  | ResettleFrame;

/**
 * The engine's state and protocol types. Everything here is plain JSON: a GameState
 * round-trips through JSON.stringify/parse unchanged at every step (ARCHITECTURE.md, The engine).
 */
import type { ActionCardId, ActionKind, Ambition, Suit } from '../data/action-cards.ts';
import type { MarkerId } from '../data/board.ts';
import type { DieType } from '../data/dice.ts';
import type { ClusterId, Resource, SystemId } from '../data/map.ts';
import type { SetupCardId } from '../data/setup-cards.ts';
import type { EffectFrame, RolledFaces } from './court/frame-types.ts';
import type { LeaderFrame } from './leaders/frame-types.ts';
import type { CampaignFrame, CampaignState } from './campaign/types.ts';
import type { Text } from './messages.ts';
import type { STATE_VERSION } from './versions.ts';

/** 0-based seat; seat 0 took setup position 1 (first initiative). Turn order is seat order. */
export type Seat = number;
export type Colour = 'red' | 'blue' | 'yellow' | 'white';
export const COLOURS: readonly Colour[] = ['red', 'blue', 'yellow', 'white'];

export type BuildingType = 'city' | 'starport';
export type PieceKind = 'ship' | BuildingType | 'agent';

/**
 * Who a piece, a Trophy or a battle side belongs to: a seat, or in the Blighted Reach one of the
 * owners that are no player: the Empire (Imperial ships), the Free States (Free cities and
 * starports) and the Blight. Who controls what and who is whose Rival: control.ts.
 */
export type Owner = Seat | NeutralOwner;
export type NeutralOwner = 'empire' | 'free' | 'blight';
/** Owners of what stands in a system's ships list: seats, Imperial ships, Blight. */
export type ShipOwner = Seat | 'empire' | 'blight';
/** Owners of buildings: seats and the Free States. */
export type BuildingOwner = Seat | 'free';

/**
 * Ships of one owner in one system. Blight (campaign) stands here too, as owner 'blight': like a
 * ship it is fresh or damaged and hit by hits, never by building hits; it is no ship, so it never
 * counts for control (control.ts).
 */
export interface ShipGroup {
  owner: ShipOwner;
  fresh: number;
  damaged: number;
  /** Campaign: one of the group's fresh ships is its owner's Flagship (a fresh Loyal ship that cannot be removed from the map). */
  flagship?: true;
}
export interface Building { owner: BuildingOwner; type: BuildingType; damaged: boolean }
export interface SystemState {
  /** Ship groups, sorted by owner (control.ts compareOwners); no empty group. */
  ships: ShipGroup[];
  /** One entry per printed building slot (gates have none), then Leaders & Lore buildings outside them (board.ts extraSlotLimit). */
  slots: (Building | null)[];
}

/** A piece held in a Trophies box: a Rival's, or (campaign) an Imperial ship, a Free building, a Blight. */
export interface Trophy { owner: Owner; piece: TrophyPiece; count: number }
export type TrophyPiece = PieceKind | 'blight';

/**
 * Campaign: the supplies of the pieces that belong to no player (campaign rulebook, Other Pieces;
 * data/board.ts NEUTRAL_PIECES). Created by the campaign's setup; absent in base games.
 */
export interface NeutralSupply { empire: { ships: number }; free: { cities: number; starports: number; /** proxy pieces on the map, placed when the supply was empty (The Free States, Empty Supply); absent: none */ proxies?: { cities: number; starports: number } }; blight: { blight: number } }

/** Campaign: a player's Regent/Outlaw title (campaign rulebook, The Empire). */
export type Title = 'regent' | 'outlaw';

/** A Court card held by a player (Guild cards; Vox cards only while they resolve). */
export interface HeldCard { id: string; /** resources held on the card (e.g. the Cartels) */ tokens: Resource[] }

export interface OutrageMark {
  resource: Resource;
  /** false: a placeholder covers it (no agent was in supply) */
  agent: boolean;
  /** Partisan (ARCS-F625 Sower of Division): the agent is this Rival's, placed on the slot (absent: the player's own). */
  by?: Seat;
}

export interface PlayerState {
  seat: Seat;
  colour: Colour;
  power: number;
  /** The six resource slots, left to right; index >= openResourceSlots(...) are covered. */
  resources: (Resource | null)[];
  /** Cities still in the triangle slots of the player board (leave leftmost first). */
  boardCities: number;
  supply: { ships: number; starports: number; agents: number };
  hand: ActionCardId[];
  court: HeldCard[];
  outrage: OutrageMark[];
  trophies: Trophy[];
  /** Captured Rival agents, count per owner seat (only players have agents, so captives stay per seat). */
  captives: number[];
  leader: string | null;
  lore: string[];
  /** Leaders & Lore: resources held on lore cards, by card id (Ancient Holdings ARCS-L13); absent when none. */
  loreTokens?: Record<string, Resource[]>;
  /** Campaign: Regent or Outlaw (control.ts reads it); absent in base games. */
  title?: Title;
}

export interface CourtSlot {
  card: string;
  /** agents per seat */
  agents: number[];
  /**
   * Campaign: the cards attached above this one, first attached first (campaign rulebook p.27,
   * Attaching Cards; court-slots.ts attachCard; two with Guilds Decry Terror, ARCS-F619's FAQ);
   * absent when none, never empty. A single string before state version 5.
   */
  attached?: string[];
}

export interface AmbitionMarker { id: MarkerId; flipped: boolean }

/** 'event': campaign, an Event action card played on a turn that is not the lead (campaign/round.ts). */
export type PlayMode = 'lead' | 'surpass' | 'copy' | 'pivot' | 'event';
export interface Play {
  seat: Seat;
  card: ActionCardId;
  mode: PlayMode;
  /** The extra face-down card played to seize the initiative. */
  seizeCard: ActionCardId | null;
  // Believer
  /** Believer (ARCS-F813 Faithful Cards): the side a face-up Faithful action card was played on. Absent for other cards. */
  side?: 'zeal' | 'wisdom';
}

export interface RoundState {
  /** The leader of this round (the initiative holder when it began). */
  leader: Seat;
  plays: Play[];
  /** The ambition declared with the lead card this round (zero marker on it). */
  declared: Ambition | null;
  seized: Seat | null;
  /** An ambition was declared this round without placing the zero marker (Secret Order, Galactic Bards, Populist Demands). */
  noZero?: boolean;
  /** Seats still to take a turn this round, in order. */
  queue: Seat[];
  /** Campaign: the seats that played an Event card this round, in order (campaign rulebook, Events). Absent when none. */
  events?: Seat[];
  /** Campaign: who secured the Imperial Council this round (it is tucked under their played card until the round ends). */
  council?: Seat;
  /**
   * Campaign: the round's initiative check is done and its event (campaign/council or
   * campaign/event frames) is being resolved; the played cards are discarded after it (frames/flow.ts endRound).
   */
  ending?: true;
}

export interface TurnState {
  seat: Seat;
  /** Cities taxed this turn, as "system/slot". */
  taxed: string[];
  /** Starports that built a ship this turn, as "system/slot". */
  shipyards: string[];
  /**
   * The turn's working area, keyed by the rule that keeps something there for the rest of the turn
   * (the channel by which a rule run above the turn's frames tells them something, instead of
   * editing a frame down the stack). Created with the turn.
   */
  work: TurnWork;
  /** Once-per-turn card abilities already used this turn, by key (effects.ts). */
  used?: string[];
}

/** Sprinter Drives: fresh ships of a move that stopped in a system; `flagship`: the mover's Flagship is one of them (campaign p.22). */
export interface SprintArrival { system: SystemId; fresh: number; flagship?: true }

export interface TurnWork {
  /** Court cards secured in this turn's Prelude: their Prelude actions are not offered this turn (Other Actions, Prelude Actions; court.ts secureCard). Absent when none. */
  preludeSecured?: string[];
  /** An action or a Prelude action was taken this turn ("before any other actions": Lattice Spies; turn.ts). Absent before. */
  acted?: true;
  /** Ships the raider placed in the system it is raiding, during that battle: not attacking ships (Mass Uprising FAQ; court/common.ts placeShips). Absent when none. */
  raidPlaced?: { seat: Seat; system: SystemId; n: number };
  /** Sprinter Drives (ARCS-L03): where the mover's fresh ships stopped, recorded while `collecting` (effects.ts noteArrival). Absent outside such a move. */
  sprint?: { seat: Seat; arrivals: SprintArrival[]; collecting: boolean };
  /** Campaign: the Imperial ships a Regent added to its attacking ships in the battle under way (The Empire, Battle; frames/battle.ts). Absent otherwise. */
  imperialAttack?: { seat: Seat; system: SystemId; fresh: number; damaged: number };
  /** Campaign, Judge's Chosen (ARCS-F2404): the ships of another seat (`ally`, the Judge) the attacker added to its attacking ships in the battle under way (effects.ts battleAlly; frames/battle.ts). Absent otherwise. */
  allyAttack?: { seat: Seat; ally: Seat; system: SystemId; fresh: number; damaged: number };
}

export interface GameOptions {
  players: 2 | 3 | 4;
  /** The setup card; null in a campaign, which uses none (campaign rulebook, Act I Setup). */
  setup: SetupCardId | null;
  leadersAndLore: boolean;
  /** The Blighted Reach campaign (state under `campaign`); absent in base games. */
  campaign?: true;
  /** Leaders & Lore variant: each player drafts a second lore card (Leaders & Lore, Setup). */
  secondLore?: boolean;
  /** Campaign started with one named Fate per seat (the `fates` test option) instead of dealt: kept so the game replays from its options. */
  fates?: string[];
  /**
   * Campaign started by an engine of state version 7 or later: that version (a campaign's rules
   * version). It decides which "B" and "C" Fates the Intermissions draw (campaign/fates/setups.ts
   * dealtFates); absent (older campaigns): version 6, which drew none.
   */
  rulesVersion?: number;
}

export interface RngState { s: [number, number, number, number] }

export interface GameEnd {
  winner: Seat;
  /** Campaign (campaign rulebook p.8-9): 'campaign-end' = most Power after Act III; 'final-objective' = a "C" Fate's final objective. */
  reason: 'threshold' | 'last-chapter' | 'concession' | 'campaign-end' | 'final-objective';
}

/** One line of the public log. Never contains hidden information. */
export interface LogEntry { seq: number; text: string }

export interface GameState {
  /** The state's schema version (engine/versions.ts upgrades older stored states). */
  engine: typeof STATE_VERSION;
  options: GameOptions;
  /** Bumped by every accepted input; decisions record the seq they opened at. */
  seq: number;
  players: PlayerState[];
  outOfPlay: ClusterId[];
  map: Partial<Record<SystemId, SystemState>>;
  court: CourtSlot[];
  /** Hidden: top of deck first. */
  courtDeck: string[];
  /** Face-up Court discard pile, newest last. */
  courtDiscard: string[];
  /** Hidden: top first. */
  actionDeck: ActionCardId[];
  /** Face-down action discard pile (hidden). */
  actionDiscard: ActionCardId[];
  /** The general supply of resource tokens. */
  supply: Record<Resource, number>;
  markers: AmbitionMarker[];
  /** Markers placed in each ambition box, in the order they were declared. */
  ambitions: Record<Ambition, MarkerId[]>;
  /** 2 players: the resources standing on the ambition boxes for the phantom third player. */
  phantom: Record<Resource, number> | null;
  chapter: number;
  initiative: Seat;
  round: RoundState | null;
  /** Consecutive initiative passes by players holding cards (chapter ends when all pass). */
  passes: number;
  /** Per-turn limits (Tax Limit, one ship per starport per turn); null between turns. */
  turn: TurnState | null;
  stack: Frame[];
  log: LogEntry[];
  ended: GameEnd | null;
  /**
   * The open decisions of this settled state (empty when the game is over), derived from the top
   * frame when the stack settles and kept so they are never recomputed. Several seats may have
   * one each at once (simultaneous decisions); a private decision's options are hidden from
   * everyone else (viewFor).
   */
  decisions: Decision[];
  /** Hidden: the server's PRNG. */
  rng: RngState;
  /** Hidden, test positions only: die faces (0-5) to use before the PRNG. */
  riggedDice: number[];
  /** Card-effect bookkeeping (effects.ts); created on first use. Public. */
  fx?: EffectState;
  /** Leaders & Lore: the face-up leader and lore rows while the draft lasts (public). */
  draft?: { leaders: string[]; lore: string[] };
  /** Campaign: supplies of Imperial ships, Free buildings and Blight; absent in base games (control.ts). */
  neutral?: NeutralSupply;
  /** Campaign: the Act, Fates, Council, rules booklet, First Regent… (campaign/types.ts); absent in base games. */
  campaign?: CampaignState;
}

/** Public state kept by card effects (src/engine/effects.ts); absent when it holds nothing (tidyFx). How often each effect fired is no longer here: fired.ts. */
export interface EffectState {
  /** Unions placed next to a face-up played action card this round (ARCS-BC04/05/10/11). */
  unions: { seat: Seat; card: string; target: ActionCardId }[];
  /** Leaders & Lore, while a rolled battle resolves: intercepts to ignore / add (Signal Breaker ARCS-L06, Mirror Plating ARCS-L04). */
  battle?: { ignoreIntercept: number; addIntercept: number };
  /** Leaders & Lore, from the start of a battle to its roll: Signal Breaker's check (ARCS-L06: all attacking ships fresh) and whether Railgun Arrays (ARCS-L12) hit. */
  battleStart?: { allFresh: boolean; railgun: boolean };
}

/* ------------------------------------------------------------------ frames */

export interface DicePool { skirmish: number; assault: number; raid: number }
export interface Rolled { self: number; intercept: number; hit: number; building: number; key: number }

/** What an action was paid with: a pip of the played card or a resource in the Prelude. */
export type ActionSource = 'pip' | 'resource' | 'effect';

export type Frame =
  | { k: 'game' }
  | { k: 'mulligan'; seat: Seat }
  | { k: 'turn/play'; seat: Seat }
  | { k: 'turn/declare'; seat: Seat; card: ActionCardId }
  | { k: 'turn/seize'; seat: Seat }
  | {
      k: 'turn/actions';
      seat: Seat;
      pips: number;
      /** Actions the played card's pips allow (before Weapons). */
      allowed: ActionKind[];
      /** Suit whose actions a Psionic allows (the lead card's). */
      leadSuit: Suit;
      // Believer
      /** Believer: the lead card's actions when it is a Faithful card (its side's; a Psionic allows them; `leadSuit` then unused). */
      leadActions?: ActionKind[];
      prelude: boolean;
      weapon: boolean;
      /** Resources spent this Prelude; they return to the supply when it ends. */
      spent: Resource[];
    }
  | { k: 'turn/end'; seat: Seat }
  | { k: 'eliminated'; seat: Seat }
  | { k: 'act/tax'; seat: Seat; /** only Loyal cities (Living Structures ARCS-L10, Nurture) */ loyalOnly?: boolean }
  | { k: 'act/build'; seat: Seat; piece: 'ship' | BuildingType | null }
  | {
      k: 'act/move'; seat: Seat; from: SystemId | null; to: SystemId | null; fresh: number | null;
      /** campaign, the Movement Law: the damaged Loyal ships moving, kept while the Imperial ships moving along are asked; `imp` their answer */
      damaged?: number; imp?: { fresh: number; damaged: number };
      /** campaign: the seat's Flagship is one of the `fresh` ships moving (Flagships p.22); absent otherwise */
      flagship?: true;
      /** Pacifist (ARCS-F1402): a Catapult move's tokens carried along (ids); null: the question is asked now; absent: not asked (yet) */
      riders?: string[] | null;
    }
  | {
      k: 'act/catapult'; seat: Seat; at: SystemId; fresh: number; damaged: number; next: SystemId | null; carry: number | null;
      /** campaign: the Imperial ships in the moving group (The Empire, Movement); absent when none */
      imp?: { fresh: number; damaged: number };
      /** campaign: the damaged Loyal ships carried on, kept while the Imperial ships carried on are asked */
      carryDamaged?: number;
      /** campaign: the seat's Flagship is one of the group's `fresh` ships; `carryFlagship`: it is among those carried on (Flagships p.22) */
      flagship?: true; carryFlagship?: true;
      /** campaign: a Catapult move by the Flagship's Slipstream Drive (p.25) from its system (Gate Wraith, Breaking Gates ARCS-F2203 destroys the Drive); absent otherwise */
      slipstream?: true;
      /** Pacifist (ARCS-F1402): the tokens (ids) riding with the group; absent: not asked yet (a Catapult starting here: the Slipstream Drive, the Seeker Golem) */
      riders?: string[];
      /** Pacifist (ARCS-F1402): the tokens (ids) that may ride, found where the move started before its first hop (Sprinter Drives' bonus move); absent: those at `at` */
      offer?: string[];
    }
  | { k: 'act/repair'; seat: Seat; system: SystemId | null }
  | { k: 'act/influence'; seat: Seat; /** only cards after which a secure is legal (Feastbringer, Charismatic FAQ) */ thenSecure?: boolean }
  | { k: 'act/secure'; seat: Seat }
  | {
      k: 'act/battle'; seat: Seat; system: SystemId | null; /** a Rival, or (campaign) the Empire, the Free States or the Blight: control.ts defenders */ defender: Owner | null; pool: Partial<DicePool>;
      /** campaign: the Imperial ships the Regent added to its attacking ships (The Empire, Battle); absent until asked, or never asked */
      imperial?: { fresh: number; damaged: number };
      /** campaign, Judge's Chosen (ARCS-F2404): the Judge's ships added to the attacking ships (effects.ts battleAlly); absent until asked, or never asked */
      ally?: { fresh: number; damaged: number };
    }
  | { k: 'battle/assign'; attacker: Seat; defender: Owner; system: SystemId; victim: Owner; hits: number; buildingHits: number }
  | { k: 'battle/raid'; attacker: Seat; defender: Owner; system: SystemId; keys: number; /** Pacifist (ARCS-F1409): the rules-booklet cards acting after the hits have run (absent unless one is in play) */ hitsDone?: true; /** Pirate (ARCS-F1203 Pirate Fleet): resources stolen in a raid it allowed; F1211: the Rumor agent was offered */ fleet?: number; rumor?: true }
  /** The attacker's dice are rolled: after-roll effects (rerolls) each once, in the attacker's order, then the outcome. */
  | { k: 'battle/rolled'; attacker: Seat; defender: Owner; system: SystemId; faces: RolledFaces; /** cards whose after-roll effect was offered */ used: string[] }
  | { k: 'battle/after'; attacker: Seat; defender: Owner; system: SystemId; rolled: Rolled; /** the attacker's Trophies before the hits (Elder, ARCS-LEAD01) */ trophiesBefore?: number; /** Admiral (F701B, F712B): every seat's Trophies before the hits; the attacker added Imperial ships */ trophyBook?: { owner: Owner; piece: string; count: number }[][]; imperial?: boolean }
  | { k: 'res/gain'; seat: Seat; resource: Resource; /** true: a stolen token (not from the supply) */ stolen: boolean; /** Peacekeeper (ARCS-F1503): the seat chose its slots over Arsenal Keepers */ slots?: true; /** Guardian (ARCS-F2002): Green Vault's offer was answered (absent unless made) */ vaultAsked?: true; /** Pirate (ARCS-F1202): false once the thief chose not to place it on the Pirate Hoard */ hoard?: false; /** Peacekeeper (ARCS-F1503) / Guardian (ARCS-F2002): taken by the First Regent for the Imperial Trust (the Demand): a card may take it instead, else it goes on the Trust */ trust?: true }
  /** Rearranging resources after a gain or a returning city: the resources chosen so far per raid-cost class, costliest first. */
  | { k: 'res/arrange'; seat: Seat; chosen: Resource[][] }
  | { k: 'res/excess'; seat: Seat }
  | { k: 'city/destroyed'; destroyer: Seat; /** campaign: a Free city too (it still Provokes Outrage) */ owner: BuildingOwner; resource: Resource; /** a gate city (Gate Stations ARCS-L11): every type it has, maybe none; overrides `resource` */ types?: Resource[]; /** the city's system (Warden ARCS-F1610, F1618) */ system?: SystemId }
  | { k: 'ransack'; seat: Seat; victim: Seat; /** campaign: the system of the destroyed city (Feudal Courts ARCS-F1618) */ system?: SystemId }
  | {
      k: 'chapter/end'; phase: 'score' | 'next';
      /** campaign (Caretaker ARCS-F520B): the Fates' choices before scoring were asked; absent before */
      asked?: true;
    }
  | EffectFrame
  | LeaderFrame
  | CampaignFrame;

export type FrameKind = Frame['k'];
export type FrameOf<K extends FrameKind> = Extract<Frame, { k: K }>;

/* --------------------------------------------------------------- decisions */

export interface DecisionOption {
  id: string;
  /** What the option says: a message key and arguments, rendered outside the engine (messages.ts). */
  label: Text;
  /** What choosing this option spends of a pick's budget (PickRule 'many' with a budget). */
  cost?: number;
}

/**
 * How an answer picks among the options (decisions.ts validates it). Absent: exactly one option.
 * - many: distinct options, between min and max of them (and, with a budget, costs within it);
 * - order: every option once, in the order chosen;
 * - consent: the named seat accepts or rejects a proposal (options exactly `accept`, `reject`).
 * On the wire, several picked option ids are joined by ',' (no option id contains one).
 */
export type PickRule =
  | { t: 'many'; min: number; max: number; budget?: number }
  | { t: 'order' }
  | { t: 'consent' };

export interface Decision {
  seat: Seat;
  /** The frame kind that asks, e.g. 'turn/play'. Stable; the bot keys its layouts on it. */
  kind: FrameKind;
  /** The question (messages.ts): rendered by the catalogue in src/text/. */
  prompt: Text;
  options: DecisionOption[];
  /** The seq at which this decision opened; answers carrying another seq are stale. */
  openedAt: number;
  /** True when the options reveal the seat's hidden cards: answer privately. */
  secret: boolean;
  /** Absent: pick exactly one option. */
  pick?: PickRule;
}

export type Input =
  | { t: 'answer'; seat: Seat; choice: string; openedAt?: number }
  | { t: 'concede'; seat: Seat }
  /**
   * Take back `seat`'s last input (turn etiquette). Kept in the append-only log; the engine cannot
   * apply it alone (it needs the state before the undone input): see undo.ts.
   */
  | { t: 'undo'; seat: Seat };

export type RuleErrorCode =
  | 'rule/game-over'
  | 'rule/no-decision'
  | 'rule/not-your-decision'
  | 'rule/stale'
  | 'rule/illegal-choice'
  | 'rule/bad-input'
  | 'rule/undo-refused';

export interface RuleError { code: RuleErrorCode; message: string }

export type ApplyResult =
  | { ok: true; state: GameState; log: LogEntry[]; /** dice rolled, a card drawn or a secret revealed (secrets.ts) */ revealed: boolean }
  | { ok: false; error: RuleError };

export type DieRoll = { type: DieType; face: number };

/**
 * Summits (campaign rulebook pp.16-17, "Summits"): the frame `campaign/summit` runs the Call to
 * Order, then the Negotiations, to the Summit's end. Everything here is public (proposals are made
 * in the open): no secrets live in this frame.
 *
 * A Negotiation action is data: its kind, who takes it (`actor`), the Rival it affects (`rival`)
 * and what it moves (`item`). A proposal is one or more of them, resolved together once every
 * party other than its proposer has consented (Multipart Negotiations).
 */
import type { ClusterId, Resource, SystemId } from '../../../data/map.ts';
import type { Owner, Seat, TrophyPiece } from '../../types.ts';
import type { GolemKind } from '../types.ts';

/** The five Negotiation actions (p.17). */
export type NegotiationKind = 'cede' | 'delegate' | 'promise' | 'transfer' | 'invite' | 'guild' | 'peace' | 'forgive';
/** Advocate (ARCS-F414 Guild Negotiations): 'guild', Transfer Guild Support, only while that card is in the rules booklet (negotiation.ts itemsFor). */
/** Peacekeeper (ARCS-F1511 Peace Accords): 'peace', Broker Peace, only while that card is in the rules booklet. */
/** Pacifist (ARCS-F1411 Reconcile with the Outraged): 'forgive'. */
export const NEGOTIATION_KINDS: readonly NegotiationKind[] = ['cede', 'delegate', 'promise', 'transfer', 'invite', 'guild', 'peace', 'forgive'];

/** What a Negotiation action moves. */
export type PartItem =
  /** Cede Control: one of the actor's ships in a system (a damaged one: the Rival's is placed damaged). */
  | { t: 'ship'; system: SystemId; damaged: boolean }
  /** Cede Control: the actor's building in a building slot. */
  | { t: 'building'; system: SystemId; slot: number }
  /** Delegate Authority: one of the actor's agents on a Court card (by card id). */
  | { t: 'court'; card: string }
  /** Promise Favor: an agent from the actor's supply onto the Rival's Fate card. */
  | { t: 'agent' }
  /** Transfer Asset: a resource; `keys` (Return Favors only) names the raid cost of the place it is taken from. */
  | { t: 'resource'; resource: Resource; keys?: number; /** Magnate (ARCS-F302): off the actor's Merchant League (frozen except for Transfer Asset); forced, it costs 1 Favor. */ league?: true }
  /** Transfer Asset: a Captive (an agent of `owner`). */
  | { t: 'captive'; owner: Seat }
  /** Transfer Asset: a Trophy. */
  | { t: 'trophy'; owner: Owner; piece: TrophyPiece }
  /** Transfer Asset: a Favor (an agent of `owner` on the actor's Fate card). */
  | { t: 'favor'; owner: Seat }
  /** Invite to Empire: the First Regent flips the Rival's Outlaw title to Regent. */
  | { t: 'title' }
  /**
   * Advocate (ARCS-F414 Guild Negotiations), Transfer Guild Support: a Guild card the actor holds.
   * `advocate`: the Advocate's seat when their consent is needed (in play, neither actor nor affected Rival).
   */
  | { t: 'guild'; card: string; advocate?: Seat }
  // Caretaker: Knowledge Set Free (ARCS-F514), while in the rules booklet, under Transfer Asset's kind.
  /** Transfer Lore: a lore card the actor has (never forced by Return Favors). */
  | { t: 'lore'; card: string }
  /** Transfer Golem: a Golem the actor has; `keys` (Return Favors only): its raid cost, the Favors it costs. */
  | { t: 'golem'; golem: GolemKind; keys?: number }
  /** Peacekeeper (ARCS-F1511 Peace Accords), Broker Peace: flip the cluster's Ceasefire from War to Peace, the Rival consenting. */
  | { t: 'ceasefire'; cluster: ClusterId }
  /** Pacifist (ARCS-F1411), Forgive: the actor's Outrage of this type, taken by the Rival as a Favor. */
  | { t: 'outrage'; resource: Resource }
  // Pirate: Sharing Rumors (ARCS-F1212), under Transfer Asset's kind: the Rival places its agent on the actor's Rumor here.
  | { t: 'rumor'; system: SystemId };

export interface NegotiationAction {
  kind: NegotiationKind;
  /** Who takes the action. */
  actor: Seat;
  /** The Rival it affects (and whose consent it needs). */
  rival: Seat;
  item: PartItem;
}

/** An open proposal (public). */
export interface Proposal {
  /** Numbered from 1 within the Summit. */
  id: number;
  by: Seat;
  parts: NegotiationAction[];
  /** Seats that have consented so far. */
  consents: Seat[];
}

/** A proposal being built step by step by one seat: kind, then counterpart, then the item. */
export interface Draft {
  parts: NegotiationAction[];
  kind?: NegotiationKind;
  /** The counterpart and who acts: 'to' = the drafting seat acts, affecting `seat`; 'from' = `seat` acts, affecting the drafting seat. */
  other?: { seat: Seat; dir: 'to' | 'from' };
}

/** Summits: the one frame of this area (joined into CampaignFrame in ../types.ts). */
export interface SummitFrame {
  k: 'campaign/summit';
  /** Who called the Summit (events pushes `{ k, caller }`; every other field starts absent). */
  caller: Seat;
  /** Absent: the Call to Order; 'negotiate': the Negotiations. */
  stage?: 'negotiate';
  /** The seq at which the Negotiations opened: which Summit this is (the app's Summit timer is keyed by it). Absent in Summits stored before it was kept. */
  negotiatingSince?: number;
  /** Caretaker (ARCS-F512B): lore cards given with Transfer Lore in this Summit, for "unless you gave them that lore card during the same Summit". Absent: none. */
  loreGiven?: { card: string; from: Seat; to: Seat }[];
  /** Call to Order actions taken this Summit that we allow once (Leave, Revive: see index.ts). */
  used?: ('leave' | 'revive')[];
  /** Call to Order, Return Favors under way: the Rival being forced, then the action kind. */
  force?: { rival: Seat; kind?: NegotiationKind };
  /** Negotiations: the open proposals, oldest first. */
  proposals?: Proposal[];
  /** Negotiations: per seat, the proposal it is building (null: none). */
  drafts?: (Draft | null)[];
  /** Negotiations: seats that passed (no decision until a new proposal concerns them). */
  done?: Seat[];
  /** Negotiations: proposals started per seat this Summit (capped: index.ts MAX_PROPOSALS). */
  made?: number[];
  /** The next proposal's number. */
  nextId?: number;
  // Magnate
  /** Negotiations: Favors and resources given so far this Summit (Magnate ARCS-F301B, "except one that you gave them"). */
  gifts?: { from: Seat; to: Seat; what: string }[];
  // Pacifist
  /** Call to Order: the Favor (of this seat) the caller just took with a forced Forgive (ARCS-F1411), "may return this Favor now" asked next. Absent: none. */
  reconciled?: Seat;
}

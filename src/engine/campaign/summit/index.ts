/**
 * Summits (campaign rulebook pp.16-17): frame `campaign/summit`, pushed by the events area once
 * the caller chose to call the Summit. Two stages:
 *
 * - Call to Order (p.16): the caller alone takes any number of Call to Order actions, then opens
 *   the Negotiations. Return Favors is built in two steps (action kind, then what), each option
 *   showing its Favor cost; the forced action is taken at once (no consent: it is forced).
 * - Negotiations (p.17), for asynchronous play: every seat still negotiating has a decision at
 *   once (askEach). A seat may start a proposal and build it step by step (action kind, then who
 *   acts and who is affected, then the piece, agent or resource; then another action or submit),
 *   accept or reject each proposal awaiting its consent, withdraw its own, or pass. A proposal
 *   resolves, all its actions at once, when the last party consents, and only if every action is
 *   still legal then (else it is refused and nothing changes). The caller ends the Summit when no
 *   proposal is open, or forces the end (open proposals and unfinished drafts lapse).
 *
 * Our limits, not the rulebook's (which plays face to face with a five-second countdown, "Ending
 * Negotiations"): a seat may start at most MAX_PROPOSALS proposals per Summit and a proposal holds
 * at most MAX_PARTS actions, so an asynchronous Summit (and random play) always ends; a seat that
 * passed has no decision until a new proposal concerns it. In the Call to Order, Leave the Empire
 * and Revive the Empire are taken at most once each per Summit (repeating them in a cycle changes
 * nothing after the first round), and Return Favors cannot force Promise Favor (it would hand back
 * the very agent just returned as a Favor: the state would not change).
 */
import { log, returnAgents, seatName } from '../../board.ts';
import { choices, field, ownerField } from '../../choices.ts';
import { rivalSeats, titleOf } from '../../control.ts';
import { card, list, msg, owner, piece, resource, system, type Msg } from '../../messages.ts';
import { opt, type Ask, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, FrameOf, GameState, Seat } from '../../types.ts';
import { campaignOf } from '../state.ts';
import { fired } from '../../effects.ts';
import { favorPeaceOptions, flipCeasefire, PEACE_ACCORDS } from '../fates/peacekeeper-rules.ts';
import { reconcileInPlay } from '../fates/pacifist-rules.ts';
import { monopolyHolder } from '../fates/magnate-rules.ts';
import { emptyPlaces, heldTokens, putToken, takeToken } from '../../holdings.ts';
import { exportOptions, exportResources, forcedConsentHolder, noteMonopolyConsents, noteSummitGifts, summitConsents } from '../fates/magnate-summit.ts';
import type { ClusterId, Resource } from '../../../data/map.ts';
import { addFavors, afterParts, applyPart, favorsOf, firstIllegal, forcedCost, itemsFor, noteGuildSupport, parties, partText, resolveAll } from './negotiation.ts';
import { becomeOutlaw, firstRegentHeirs, regents, reviveEmpire } from '../empire/titles.ts';
import type { GolemKind } from '../types.ts';
import { NEGOTIATION_KINDS, type Draft, type NegotiationAction, type NegotiationKind, type PartItem, type Proposal, type SummitFrame } from './types.ts';

/** Our limit: proposals a seat may start in one Summit (termination of asynchronous and random play). */
export const MAX_PROPOSALS = 5;
/** Our limit: Negotiation actions in one proposal. */
export const MAX_PARTS = 8;

/** Negotiation actions Return Favors may force (Promise Favor would change nothing: see above). */
const FORCE_KINDS: readonly NegotiationKind[] = ['cede', 'delegate', 'transfer', 'invite', 'guild'];

/**
 * Option ids of the Summit (one codec: a seat's decision mixes them).
 * Call to Order: `favors:<rival>`, `petition`, `leave`, `revive`, `negotiate`.
 * Negotiations: `propose`, `accept:<id>`, `reject:<id>`, `withdraw:<id>`, `pass`, `end`, `close`.
 * Building an action: `kind:<cede|delegate|promise|transfer|invite>`, `to:<seat>` (you act,
 * affecting that seat), `from:<seat>` (that seat acts, affecting you), then the item:
 * `ship:<system>:<fresh|damaged>`, `building:<system>:<slot>`, `court:<card id>`, `agent`,
 * `res:<resource>[:<raid cost>]`, `captive:<owner seat>`, `trophy:<owner>:<piece>`,
 * `favor:<owner seat>`, `title`, with Knowledge Set Free (Caretaker) `lore:<card id>` and
 * `golem:<golem>[:<raid cost>]`; and `submit`, `back`, `cancel`.
 */
export const SUMMIT = choices({
  favors: { rival: field.int },
  petition: {},
  leave: {},
  revive: {},
  negotiate: {},
  propose: {},
  accept: { id: field.int },
  reject: { id: field.int },
  withdraw: { id: field.int },
  pass: {},
  end: {},
  close: {},
  // Magnate (ARCS-F301B): `export:<r>:<r>:<r>`, discard these 3 resources (sorted).
  export: { a: field.resource, b: field.resource, c: field.resource },
  // Magnate (ARCS-F302): `league:<resource>`, a resource off the Merchant League (Transfer Asset).
  league: { resource: field.resource },
  kind: { kind: field.oneOf('cede', 'delegate', 'promise', 'transfer', 'invite', 'guild', 'peace', 'forgive') },
  to: { seat: field.int },
  from: { seat: field.int },
  ship: { system: field.system, state: field.oneOf('fresh', 'damaged') },
  building: { system: field.system, slot: field.int },
  court: { card: field.word },
  agent: {},
  res: { resource: field.resource, keys: field.optional(field.int) },
  captive: { owner: field.int },
  trophy: { owner: ownerField, piece: field.oneOf('ship', 'city', 'starport', 'agent', 'blight') },
  favor: { owner: field.int },
  title: {},
  /** Advocate (ARCS-F414 Guild Negotiations): Transfer Guild Support, `guild:<card>[:<Advocate seat>]`. */
  guild: { card: field.word, advocate: field.optional(field.int) },
  // Caretaker: Knowledge Set Free (ARCS-F514): Transfer Lore, Transfer Golem.
  lore: { card: field.word },
  golem: { golem: field.oneOf('warrior', 'protector', 'seeker', 'harvester'), keys: field.optional(field.int) },
  // Pirate: Sharing Rumors (ARCS-F1212): Share Rumor, `rumor:<system>`.
  rumor: { system: field.system },
  // Peacekeeper: Peace Accords (ARCS-F1511), Broker Peace in a cluster.
  ceasefire: { cluster: field.int },
  // Pacifist (ARCS-F1411): Forgive, `outrage:<resource>`.
  outrage: { resource: field.resource },
  // Peacekeeper: Peace Accords (ARCS-F1511), Broker Peace buying the Rival's consent with 1 Favor of theirs: `buypeace:<rival>:<cluster>`.
  buypeace: { rival: field.int, cluster: field.int },
  // Pacifist: Reconcile with the Outraged (ARCS-F1411), the caller's forced Forgive paid with a Psionic: `reconcile:<rival>:<resource>`.
  reconcile: { rival: field.int, resource: field.resource },
  // Pacifist (ARCS-F1411), after `reconcile`: "The player who called the Summit may return this Favor now": `unfavor` (return it) or `keepfavor`.
  unfavor: {},
  keepfavor: {},
  submit: {},
  back: {},
  cancel: {},
});
type SummitChoice = ReturnType<typeof SUMMIT.read>;

/* ------------------------------------------------------------- items as ids and words */

export function itemId(it: PartItem): string {
  switch (it.t) {
    case 'ship':
      return SUMMIT.id('ship', { system: it.system, state: it.damaged ? 'damaged' : 'fresh' });
    case 'building':
      return SUMMIT.id('building', { system: it.system, slot: it.slot });
    case 'court':
      return SUMMIT.id('court', { card: it.card });
    case 'agent':
      return SUMMIT.id('agent');
    case 'resource':
      // Magnate (ARCS-F302): a frozen resource off the Merchant League.
      if (it.league) return SUMMIT.id('league', { resource: it.resource });
      return SUMMIT.id('res', { resource: it.resource, keys: it.keys });
    case 'captive':
      return SUMMIT.id('captive', { owner: it.owner });
    case 'trophy':
      return SUMMIT.id('trophy', { owner: it.owner, piece: it.piece });
    case 'favor':
      return SUMMIT.id('favor', { owner: it.owner });
    case 'title':
      return SUMMIT.id('title');
    case 'guild':
      return SUMMIT.id('guild', { card: it.card, advocate: it.advocate });
    case 'lore':
      return SUMMIT.id('lore', { card: it.card });
    case 'golem':
      return SUMMIT.id('golem', { golem: it.golem, keys: it.keys });
    case 'rumor':
      return SUMMIT.id('rumor', { system: it.system });
    case 'ceasefire':
      return SUMMIT.id('ceasefire', { cluster: it.cluster });
    case 'outrage':
      return SUMMIT.id('outrage', { resource: it.resource });
  }
}

function itemOf(c: SummitChoice): PartItem | null {
  switch (c.tag) {
    case 'ship':
      return { t: 'ship', system: c.system, damaged: c.state === 'damaged' };
    case 'building':
      return { t: 'building', system: c.system, slot: c.slot };
    case 'court':
      return { t: 'court', card: c.card };
    case 'agent':
      return { t: 'agent' };
    case 'league':
      return { t: 'resource', resource: c.resource, league: true };
    case 'res':
      return c.keys === undefined ? { t: 'resource', resource: c.resource } : { t: 'resource', resource: c.resource, keys: c.keys };
    case 'captive':
      return { t: 'captive', owner: c.owner };
    case 'trophy':
      return { t: 'trophy', owner: c.owner, piece: c.piece };
    case 'favor':
      return { t: 'favor', owner: c.owner };
    case 'title':
      return { t: 'title' };
    case 'guild':
      return c.advocate === undefined ? { t: 'guild', card: c.card } : { t: 'guild', card: c.card, advocate: c.advocate };
    case 'lore':
      return { t: 'lore', card: c.card };
    case 'golem':
      return c.keys === undefined ? { t: 'golem', golem: c.golem as GolemKind } : { t: 'golem', golem: c.golem as GolemKind, keys: c.keys };
    case 'rumor':
      return { t: 'rumor', system: c.system };
    case 'ceasefire':
      return c.cluster >= 1 && c.cluster <= 6 ? { t: 'ceasefire', cluster: c.cluster as ClusterId } : null;
    case 'outrage':
      return { t: 'outrage', resource: c.resource };
    default:
      return null;
  }
}

// Transfer Guild Support is the Advocate's (ARCS-F414 Guild Negotiations): its words are in the Advocate's block.
// Broker Peace is the Peacekeeper's (ARCS-F1511 Peace Accords), Forgive the Pacifist's (ARCS-F1411 Reconcile with the Outraged).
const kindMsg = (k: NegotiationKind): Msg => msg(k === 'guild' ? 'campaign.advocate.kind.guild' : k === 'peace' ? 'campaign.peacekeeper.kind.peace' : k === 'forgive' ? 'campaign.pacifist.kind.forgive' : `campaign.summit.kind.${k}`);

/** What an action moves, as words ("a fresh ship at …"). */
export function itemMsg(s: GameState, it: PartItem): Msg {
  switch (it.t) {
    case 'ship':
      return msg(it.damaged ? 'campaign.summit.item.shipDamaged' : 'campaign.summit.item.ship', { system: system(it.system) });
    case 'building': {
      const b = s.map[it.system]?.slots[it.slot];
      return msg(b?.damaged ? 'campaign.summit.item.buildingDamaged' : 'campaign.summit.item.building', { piece: piece(b?.type ?? 'city'), system: system(it.system) });
    }
    case 'court':
      return msg('campaign.summit.item.court', { card: card(it.card) });
    case 'agent':
      return msg('campaign.summit.item.agent');
    case 'resource':
      if (it.league) return msg('campaign.magnate.item.league', { resource: resource(it.resource) });
      return it.keys === undefined ? msg('campaign.summit.item.resource', { resource: resource(it.resource) }) : msg('campaign.summit.item.resourceKeys', { resource: resource(it.resource), keys: it.keys });
    case 'captive':
      return msg('campaign.summit.item.captive', { owner: owner(it.owner) });
    case 'trophy':
      return it.piece === 'blight' ? msg('campaign.summit.item.trophyBlight') : msg('campaign.summit.item.trophy', { owner: owner(it.owner), piece: piece(it.piece) });
    case 'favor':
      return msg('campaign.summit.item.favor', { owner: owner(it.owner) });
    case 'title':
      return msg('campaign.summit.item.title');
    case 'guild':
      return it.advocate === undefined ? msg('campaign.advocate.item.guild', { card: card(it.card) }) : msg('campaign.advocate.item.guild.consent', { card: card(it.card), owner: owner(it.advocate) });
    case 'lore':
      return msg('campaign.caretaker.item.lore', { card: card(it.card) });
    case 'golem':
      return msg(it.keys === undefined ? 'campaign.caretaker.item.golem' : 'campaign.caretaker.item.golemKeys', { golem: msg(`campaign.caretaker.golem.${it.golem}`), keys: it.keys ?? 0 });
    case 'rumor':
      return msg('campaign.pirate.item.rumor', { system: system(it.system) });
    case 'ceasefire':
      return msg('campaign.peacekeeper.item.ceasefire', { n: it.cluster });
    case 'outrage':
      return msg('campaign.pacifist.item.outrage', { resource: resource(it.resource) });
  }
}

/** One action as words: "Red gives Blue a fresh ship at … (Cede Control)". */
export function partMsg(s: GameState, p: NegotiationAction): Msg {
  // Peacekeeper (ARCS-F1511): Broker Peace gives nothing; the Rival consents.
  if (p.item.t === 'ceasefire') return msg('campaign.peacekeeper.part', { actor: owner(p.actor), rival: owner(p.rival), n: p.item.cluster });
  return msg('campaign.summit.part', { actor: owner(p.actor), rival: owner(p.rival), what: itemMsg(s, p.item), kind: kindMsg(p.kind) });
}

const partsMsg = (s: GameState, parts: readonly NegotiationAction[]) => list(parts.map((p) => partMsg(s, p)));

/* ------------------------------------------------------------- Call to Order */

/**
 * Pacifist (ARCS-F1411 Reconcile with the Outraged): "In the Call to Order, the player who called the Summit may Forgive a
 * Rival without their consent by giving a Psionic to that Rival. (The Rival must be able to hold the Psionic.)" FAQ: the
 * Psionic Monopoly holder's consent is still needed to give Psionic, forced by returning 1 Favor of theirs. Offered per
 * Outrage type of each Rival; the Psionic is one of the caller's held ones (slots or a lore card, never frozen).
 */
function reconcileOptions(s: GameState, caller: Seat): { rival: Seat; resource: Resource }[] {
  if (!reconcileInPlay(s)) return [];
  const psionic = heldTokens(s, caller).some((t) => t.resource === 'psionic');
  if (!psionic) return [];
  const holder = monopolyHolder(s, 'psionic');
  if (holder !== null && holder !== caller && favorsOf(s, caller, holder) < 1) return [];
  const out: { rival: Seat; resource: Resource }[] = [];
  for (const r of rivalSeats(s, caller)) {
    // Pacifist (ARCS-F1403 Well of Empathy): its holder always has room for Psionic.
    if (emptyPlaces(s, r, 'psionic').length === 0) continue;
    for (const m of s.players[r]!.outrage) if (!out.some((x) => x.rival === r && x.resource === m.resource)) out.push({ rival: r, resource: m.resource });
  }
  return out;
}

/**
 * The forced Forgive (see reconcileOptions): the Psionic given, the Outrage taken as a Favor (negotiation.ts applyPart).
 * Returns the seat whose Favor the caller gained ("may return this Favor now": asked next), or null (an Outrage with no
 * agent, or the caller's own agent, gives no Favor).
 */
function forcedForgive(s: GameState, caller: Seat, rival: Seat, r: Resource): Seat | null {
  const holder = monopolyHolder(s, 'psionic');
  if (holder !== null && holder !== caller) {
    addFavors(s, caller, holder, -1);
    returnAgents(s, holder, 1);
    log(s, `${seatName(s, caller)} returns 1 Favor to ${seatName(s, holder)}, forcing their consent to give a Psionic (Monopoly Consent).`);
  }
  const place = heldTokens(s, caller).find((t) => t.resource === 'psionic')!.place;
  putToken(s, rival, emptyPlaces(s, rival, 'psionic')[0]!, takeToken(s, caller, place));
  log(s, `${seatName(s, caller)} gives a Psionic to ${seatName(s, rival)} and Forgives their ${r} Outrage without their consent (Reconcile with the Outraged).`);
  const mark = s.players[rival]!.outrage.find((m) => m.resource === r)!;
  const favorOf = mark.agent && (mark.by ?? rival) !== caller ? (mark.by ?? rival) : null;
  applyPart(s, { kind: 'forgive', actor: rival, rival: caller, item: { t: 'outrage', resource: r } });
  return favorOf;
}

/** Forced actions the caller can pay for with the Favors of `rival` it holds. */
function affordable(s: GameState, f: SummitFrame, rival: Seat, kind: NegotiationKind): PartItem[] {
  const have = favorsOf(s, f.caller, rival);
  // Guild Negotiations (ARCS-F414): "You may force the Advocate's consent by returning 1 Favor of theirs to them" (FAQ: forcing
  // the Advocate themselves needs only the raid cost). Our reading: a forced action has no consent step, so a third-party
  // Advocate's consent is always forced this way.
  return itemsFor(s, kind, rival, f.caller, true).filter((i) => {
    // Magnate (ARCS-F319): a Monopoly resource also costs 1 Favor of its holder (forcing their consent).
    const holder = forcedConsentHolder(s, f.caller, rival, i);
    return forcedCost(i) <= have && (i.t !== 'guild' || i.advocate === undefined || favorsOf(s, f.caller, i.advocate) >= 1) && (holder === null || favorsOf(s, f.caller, holder) >= 1);
  });
}

function orderMenu(s: GameState, f: SummitFrame): DecisionOption[] {
  const c = campaignOf(s);
  const out: DecisionOption[] = [];
  for (const r of rivalSeats(s, f.caller)) {
    if (FORCE_KINDS.some((k) => affordable(s, f, r, k).length > 0)) {
      out.push(opt(SUMMIT.id('favors', { rival: r }), msg('campaign.summit.order.favors', { rival: owner(r), n: favorsOf(s, f.caller, r) })));
    }
  }
  for (const x of reconcileOptions(s, f.caller)) out.push(opt(SUMMIT.id('reconcile', x), msg('campaign.pacifist.reconcile', { rival: owner(x.rival), resource: resource(x.resource) })));
  if (c.council === 'decided') out.push(opt(SUMMIT.id('petition'), msg('campaign.summit.order.petition')));
  const title = titleOf(s, f.caller);
  if (title === 'regent' && !f.used?.includes('leave')) {
    out.push(opt(SUMMIT.id('leave'), msg(c.firstRegent === f.caller ? 'campaign.summit.order.leaveFirst' : 'campaign.summit.order.leave')));
  }
  if (title === 'outlaw' && regents(s).length === 0 && !f.used?.includes('revive')) out.push(opt(SUMMIT.id('revive'), msg('campaign.summit.order.revive')));
  out.push(opt(SUMMIT.id('negotiate'), msg('campaign.summit.order.negotiate')));
  return out;
}

const back = () => opt(SUMMIT.id('back'), msg('campaign.summit.back'));
const again: Step = { t: 'call', push: [] };

function orderStep(s: GameState, f: SummitFrame): Step {
  if (f.reconciled !== undefined) {
    // Pacifist (ARCS-F1411): "The player who called the Summit may return this Favor now."
    const options = [
      opt(SUMMIT.id('unfavor'), msg('campaign.pacifist.unfavor', { rival: owner(f.reconciled) })),
      opt(SUMMIT.id('keepfavor'), msg('campaign.pacifist.keepfavor', { rival: owner(f.reconciled) })),
    ];
    return { t: 'ask', seat: f.caller, prompt: msg('campaign.pacifist.favorPrompt', { rival: owner(f.reconciled) }), options };
  }
  if (f.force) {
    const { rival, kind } = f.force;
    const n = favorsOf(s, f.caller, rival);
    if (!kind) {
      const options = FORCE_KINDS.filter((k) => affordable(s, f, rival, k).length > 0).map((k) => opt(SUMMIT.id('kind', { kind: k }), kindMsg(k)));
      return { t: 'ask', seat: f.caller, prompt: msg('campaign.summit.force.kind', { rival: owner(rival), n }), options: [...options, back()] };
    }
    const options = affordable(s, f, rival, kind).map((i) => opt(itemId(i), msg('campaign.summit.force.option', { what: itemMsg(s, i), n: forcedCost(i) })));
    return { t: 'ask', seat: f.caller, prompt: msg('campaign.summit.force.item', { rival: owner(rival), kind: kindMsg(kind), n }), options: [...options, back()] };
  }
  const options = orderMenu(s, f);
  if (options.length === 1) {
    // Nothing to take in the Call to Order: straight to the Negotiations.
    f.stage = 'negotiate';
    f.negotiatingSince = s.seq;
    log(s, 'The Summit opens its Negotiations.');
    return again;
  }
  return { t: 'ask', seat: f.caller, prompt: msg('campaign.summit.order.prompt'), options };
}

function orderResume(s: GameState, f: SummitFrame, c: SummitChoice): Step {
  const caller = f.caller;
  switch (c.tag) {
    case 'favors':
      f.force = { rival: c.rival };
      return again;
    case 'kind':
      f.force!.kind = c.kind;
      return again;
    case 'back':
      if (f.force?.kind) delete f.force.kind;
      else delete f.force;
      return again;
    case 'reconcile': {
      const favorOf = forcedForgive(s, caller, c.rival, c.resource);
      if (favorOf !== null) f.reconciled = favorOf;
      return again;
    }
    case 'unfavor': {
      const to = f.reconciled!;
      delete f.reconciled;
      addFavors(s, caller, to, -1);
      returnAgents(s, to, 1);
      log(s, `${seatName(s, caller)} returns the Favor to ${seatName(s, to)} at once (Reconcile with the Outraged).`);
      return again;
    }
    case 'keepfavor':
      delete f.reconciled;
      return again;
    case 'petition':
      campaignOf(s).council = 'in-session';
      log(s, `${seatName(s, caller)} petitions the Council: the Imperial Council is In Session.`);
      return again;
    case 'leave':
      (f.used ??= []).push('leave');
      // Leave the Empire; a tie for the most Power: the tile to the first tied Regent in turn order (empire/titles.ts).
      becomeOutlaw(s, caller, firstRegentHeirs(s, caller)[0]);
      return again;
    case 'revive':
      (f.used ??= []).push('revive');
      reviveEmpire(s, caller);
      return again;
    case 'negotiate':
      f.stage = 'negotiate';
      f.negotiatingSince = s.seq;
      log(s, 'The Call to Order ends; the Summit opens its Negotiations.');
      return again;
    default: {
      const item = itemOf(c)!;
      const { rival, kind } = f.force!;
      const part: NegotiationAction = { kind: kind!, actor: rival, rival: caller, item };
      const cost = forcedCost(item);
      // "Return a Rival's Favors to their supply to force them to take Negotiation actions you choose, targeting you."
      addFavors(s, caller, rival, -cost);
      returnAgents(s, rival, cost);
      log(s, `${seatName(s, caller)} returns ${cost} ${cost === 1 ? 'Favor' : 'Favors'} to ${seatName(s, rival)}: ${partText(s, part)}.`);
      if (item.t === 'guild' && item.advocate !== undefined) {
        // Advocate (ARCS-F414): the Advocate's consent forced with 1 Favor of theirs.
        addFavors(s, caller, item.advocate, -1);
        returnAgents(s, item.advocate, 1);
        log(s, `${seatName(s, caller)} returns 1 Favor to ${seatName(s, item.advocate)} to force their consent (Guild Negotiations).`);
      }
      // Magnate (ARCS-F319): forcing the Monopoly holder's consent with 1 Favor of theirs.
      const holder = forcedConsentHolder(s, caller, rival, item);
      if (holder !== null) {
        addFavors(s, caller, holder, -1);
        returnAgents(s, holder, 1);
        log(s, `${seatName(s, caller)} returns 1 Favor to ${seatName(s, holder)}, forcing their consent (Monopoly Consent).`);
        noteMonopolyConsents(s, [part], true);
      }
      noteGuildSupport(s, part);
      const after = applyPart(s, part);
      delete f.force;
      return { t: 'call', push: after };
    }
  }
}

/* --------------------------------------------------------------- Negotiations */

/** Seats whose consent a proposal needs: every party but its proposer. */
export function awaited(p: Proposal, s?: GameState): Seat[] {
  // Magnate (ARCS-F319, F313-F317): giving a resource with Transfer Asset needs its Monopoly holder's consent.
  const monopolies = s ? summitConsents(s, p.parts) : [];
  return [...new Set([...parties(p.parts), ...monopolies])].sort((x, y) => x - y).filter((x) => x !== p.by);
}

/** The counterparts `seat` may pick for an action of `kind` in state `base`. */
function counterparts(base: GameState, seat: Seat, kind: NegotiationKind): { seat: Seat; dir: 'to' | 'from' }[] {
  const out: { seat: Seat; dir: 'to' | 'from' }[] = [];
  for (const o of rivalSeats(base, seat)) {
    if (itemsFor(base, kind, seat, o).length > 0) out.push({ seat: o, dir: 'to' });
    if (itemsFor(base, kind, o, seat).length > 0) out.push({ seat: o, dir: 'from' });
  }
  return out;
}

function canPropose(s: GameState, seat: Seat): boolean {
  return NEGOTIATION_KINDS.some((k) => counterparts(s, seat, k).length > 0);
}

const actorsOf = (seat: Seat, other: NonNullable<Draft['other']>) => (other.dir === 'to' ? { actor: seat, rival: other.seat } : { actor: other.seat, rival: seat });

function draftAsk(s: GameState, seat: Seat, d: Draft): Ask {
  const base = afterParts(s, d.parts);
  const cancel = opt(SUMMIT.id('cancel'), msg('campaign.summit.cancel'));
  if (!base) return { seat, prompt: msg('campaign.summit.draft.stale', { parts: partsMsg(s, d.parts) }), options: [cancel] };
  if (!d.kind) {
    const options: DecisionOption[] = [];
    if (d.parts.length < MAX_PARTS) {
      for (const k of NEGOTIATION_KINDS) if (counterparts(base, seat, k).length > 0) options.push(opt(SUMMIT.id('kind', { kind: k }), kindMsg(k)));
    }
    if (d.parts.length > 0) options.push(opt(SUMMIT.id('submit'), msg('campaign.summit.submit')));
    options.push(cancel);
    const prompt = d.parts.length === 0 ? msg('campaign.summit.draft.first') : msg('campaign.summit.draft.more', { parts: partsMsg(s, d.parts), n: MAX_PARTS - d.parts.length });
    return { seat, prompt, options };
  }
  if (!d.other) {
    // `to:<seat>` (you act, affecting them) or `from:<seat>` (they act, affecting you).
    const options = counterparts(base, seat, d.kind).map((o) => opt(SUMMIT.id(o.dir, { seat: o.seat }), msg(`campaign.summit.dir.${o.dir}`, { seat: owner(o.seat) })));
    return { seat, prompt: msg('campaign.summit.draft.who', { kind: kindMsg(d.kind) }), options: [...options, back()] };
  }
  const { actor, rival } = actorsOf(seat, d.other);
  const options = itemsFor(base, d.kind, actor, rival).map((i) => opt(itemId(i), msg('campaign.summit.item', { what: itemMsg(base, i) })));
  return { seat, prompt: msg('campaign.summit.draft.item', { kind: kindMsg(d.kind), actor: owner(actor), rival: owner(rival) }), options: [...options, back()] };
}

function negotiateStep(s: GameState, f: SummitFrame): Step {
  const proposals = f.proposals ?? [];
  const asks: Ask[] = [];
  for (const p of s.players) {
    const seat = p.seat;
    const draft = f.drafts?.[seat];
    if (draft) {
      asks.push(draftAsk(s, seat, draft));
      continue;
    }
    const waiting = proposals.filter((x) => awaited(x, s).includes(seat) && !x.consents.includes(seat));
    const isCaller = seat === f.caller;
    if (!isCaller && waiting.length === 0 && f.done?.includes(seat)) continue;
    const options: DecisionOption[] = [];
    for (const x of waiting) {
      options.push(opt(SUMMIT.id('accept', { id: x.id }), msg('campaign.summit.accept', { id: x.id, by: owner(x.by), parts: partsMsg(s, x.parts) })));
      options.push(opt(SUMMIT.id('reject', { id: x.id }), msg('campaign.summit.reject', { id: x.id, by: owner(x.by) })));
    }
    // Magnate (ARCS-F301B): Export to the Galactic Core, discard 3 resources.
    for (const e of exportOptions(s, seat)) {
      const [a, b, c] = e.split('.') as [Resource, Resource, Resource];
      options.push(opt(SUMMIT.id('export', { a, b, c }), msg('campaign.magnate.export', { resources: list([a, b, c].map((r) => resource(r))) })));
    }
    // Peacekeeper (ARCS-F1511 Peace Accords): Broker Peace with a Rival's consent bought by returning 1 Favor of theirs.
    for (const b of favorPeaceOptions(s, seat)) options.push(opt(SUMMIT.id('buypeace', b), msg('campaign.peacekeeper.buypeace', { rival: owner(b.rival), n: b.cluster })));
    for (const x of proposals) if (x.by === seat) options.push(opt(SUMMIT.id('withdraw', { id: x.id }), msg('campaign.summit.withdraw', { id: x.id })));
    const left = MAX_PROPOSALS - (f.made?.[seat] ?? 0);
    if (left > 0 && canPropose(s, seat)) options.push(opt(SUMMIT.id('propose'), msg('campaign.summit.propose', { n: left })));
    if (isCaller) {
      options.push(proposals.length === 0 ? opt(SUMMIT.id('end'), msg('campaign.summit.end')) : opt(SUMMIT.id('close'), msg('campaign.summit.close', { n: proposals.length })));
    } else options.push(opt(SUMMIT.id('pass'), msg('campaign.summit.pass')));
    const prompt = isCaller ? msg('campaign.summit.negotiate.caller') : msg('campaign.summit.negotiate.prompt', { caller: owner(f.caller) });
    asks.push({ seat, prompt, options });
  }
  return { t: 'askEach', asks };
}

function setDraft(s: GameState, f: SummitFrame, seat: Seat, d: Draft | null): void {
  f.drafts ??= s.players.map(() => null);
  f.drafts[seat] = d;
  if (f.drafts.every((x) => x === null)) delete f.drafts;
}

function negotiateResume(s: GameState, f: SummitFrame, c: SummitChoice, seat: Seat): Step {
  const proposals = (f.proposals ??= []);
  const d = f.drafts?.[seat] ?? null;
  const find = (id: number) => proposals.find((x) => x.id === id)!;
  const drop = (p: Proposal) => {
    proposals.splice(proposals.indexOf(p), 1);
    if (proposals.length === 0) delete f.proposals;
  };
  switch (c.tag) {
    case 'propose':
      f.made ??= s.players.map(() => 0);
      f.made[seat]! += 1;
      setDraft(s, f, seat, { parts: [] });
      return again;
    case 'kind':
      d!.kind = c.kind;
      return again;
    case 'to':
    case 'from':
      d!.other = { seat: c.seat, dir: c.tag };
      return again;
    case 'back':
      if (d!.other) delete d!.other;
      else delete d!.kind;
      return again;
    case 'cancel':
      setDraft(s, f, seat, null);
      return again;
    case 'submit': {
      const p: Proposal = { id: f.nextId ?? 1, by: seat, parts: d!.parts, consents: [] };
      f.nextId = p.id + 1;
      proposals.push(p);
      setDraft(s, f, seat, null);
      const need = awaited(p, s);
      // A seat that passed negotiates again once a new proposal concerns it.
      if (f.done) {
        f.done = f.done.filter((x) => !need.includes(x));
        if (f.done.length === 0) delete f.done;
      }
      log(s, `${seatName(s, seat)} makes proposal ${p.id}: ${p.parts.map((x) => partText(s, x)).join('; ')}. Awaiting ${need.map((x) => seatName(s, x)).join(', ')}.`);
      return again;
    }
    case 'accept': {
      const p = find(c.id);
      p.consents.push(seat);
      log(s, `${seatName(s, seat)} accepts proposal ${p.id}.`);
      if (awaited(p, s).some((x) => !p.consents.includes(x))) return again;
      drop(p);
      const bad = firstIllegal(s, p.parts);
      if (bad !== null) {
        log(s, `Proposal ${p.id} is refused: ${partText(s, p.parts[bad]!)} can no longer be done. Nothing changes.`);
        return again;
      }
      log(s, `Proposal ${p.id} is carried out.`);
      // Magnate (ARCS-F301B): Close Deals with Rivals advances on Favors and resources given to the Magnate.
      noteSummitGifts(s, (f.gifts ??= []), p.parts);
      // Magnate (ARCS-F319, F313-F317): a Monopoly resource given with its holder's consent.
      noteMonopolyConsents(s, p.parts);
      return { t: 'call', push: resolveAll(s, p.parts) };
    }
    case 'reject': {
      const p = find(c.id);
      drop(p);
      log(s, `${seatName(s, seat)} rejects proposal ${p.id}.`);
      return again;
    }
    case 'withdraw': {
      const p = find(c.id);
      drop(p);
      log(s, `${seatName(s, seat)} withdraws proposal ${p.id}.`);
      return again;
    }
    case 'export':
      exportResources(s, seat, [c.a, c.b, c.c].join('.'));
      return again;
    case 'buypeace': {
      // Peacekeeper (ARCS-F1511): checked again (an open proposal may have changed control or the Ceasefire since).
      if (!favorPeaceOptions(s, seat).some((b) => b.rival === c.rival && b.cluster === c.cluster)) throw new Error('campaign/summit: Broker Peace no longer possible (bug)');
      addFavors(s, seat, c.rival, -1);
      returnAgents(s, c.rival, 1);
      fired(s, PEACE_ACCORDS);
      flipCeasefire(s, c.cluster as ClusterId, 'peace', `Broker Peace, by ${seatName(s, seat)}, returning 1 Favor to ${seatName(s, c.rival)} for their consent`);
      return again;
    }
    case 'pass':
      (f.done ??= []).push(seat);
      log(s, `${seatName(s, seat)} is done negotiating.`);
      return again;
    case 'end':
      log(s, `${seatName(s, seat)} ends the Summit.`);
      return { t: 'done' };
    case 'close':
      log(s, `${seatName(s, seat)} ends the Summit; ${proposals.length} open ${proposals.length === 1 ? 'proposal lapses' : 'proposals lapse'}.`);
      return { t: 'done' };
    default: {
      const item = itemOf(c);
      if (!item || !d?.kind || !d.other) throw new Error(`campaign/summit: unexpected ${c.tag} (bug)`);
      d.parts.push({ kind: d.kind, ...actorsOf(seat, d.other), item });
      delete d.kind;
      delete d.other;
      return again;
    }
  }
}

/* ------------------------------------------------------------------ handler */

export const summit: Handler<FrameOf<'campaign/summit'>> = {
  step(s, f) {
    return f.stage === 'negotiate' ? negotiateStep(s, f) : orderStep(s, f);
  },
  resume(s, f, choice, seat) {
    const c = SUMMIT.read(choice);
    return f.stage === 'negotiate' ? negotiateResume(s, f, c, seat) : orderResume(s, f, c);
  },
};

/** The Summit under way, as everyone may see it (all public), or null. For the views (view.ts). */
export function summitView(s: GameState): { caller: Seat; stage: 'order' | 'negotiate'; proposals: Proposal[]; drafts: (Draft | null)[]; done: Seat[] } | null {
  const f = [...s.stack].reverse().find((x): x is SummitFrame => x.k === 'campaign/summit');
  if (!f) return null;
  return {
    caller: f.caller,
    stage: f.stage ?? 'order',
    proposals: structuredClone(f.proposals ?? []),
    drafts: structuredClone(f.drafts ?? s.players.map(() => null)),
    done: [...(f.done ?? [])],
  };
}

/** Summits (campaign rulebook pp.16-17): frame `campaign/summit` (Call to Order, then Negotiations). */
export const SUMMIT_HANDLERS = { 'campaign/summit': summit } as const;

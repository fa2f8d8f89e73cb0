/**
 * The Negotiation actions (campaign rulebook p.17, "Negotiations"), as data: what each may move
 * (enumerated from the state, so every option is legal when offered), whether one is still legal,
 * and carrying one out. Proposals resolve all their parts at once: `resolveAll` checks them in
 * order on a copy first, so a refused proposal changes nothing.
 */
import { addTrophy, buildingsOnMap, hasExcessResources, ownerName, returnAgents, returnCityToBoard, returnPieces, seatName, shipsOf, shipsOnMap, sys, systemIds, tidy } from '../../board.ts';
import { cloneState } from '../../clone.ts';
import { titleOf } from '../../control.ts';
import { heldTokens, takeToken } from '../../holdings.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
import { campaignOf } from '../state.ts';
import { becomeRegent } from '../empire/titles.ts';
import { findCard } from '../../../data/cards.ts';
import { fired, isProtectedGuild } from '../../effects.ts';
import { GUILD_NEGOTIATIONS, guildNegotiations } from '../fates/advocate-rules.ts';
import { applyKnowledge, knowledgeItems } from '../fates/caretaker-summit.ts';
import { shareRumor, shareRumorItems } from '../fates/pirate-summit.ts';
import { brokerPeaceClusters, flipCeasefire, PEACE_ACCORDS } from '../fates/peacekeeper-rules.ts';
import { noteFired } from '../../fired.ts';
import type { NegotiationAction, NegotiationKind, PartItem } from './types.ts';

/** Pacifist (ARCS-F1411): Reconcile with the Outraged is in the rules booklet (the Forgive action). */
const reconcileInPlay = (s: GameState): boolean => campaignOf(s).rulesBooklet.some((slot) => slot.includes('ARCS-F1411'));

/* ------------------------------------------------------------------ Favors */

/** How many of `owner`'s agents lie on `holder`'s Fate card as Favors. */
export function favorsOf(s: GameState, holder: Seat, owner: Seat): number {
  return campaignOf(s).seats[holder]?.favors?.[owner] ?? 0;
}

/** Add (or with a negative `n`, remove) Favors; the list is dropped while it holds none (CampaignSeat.favors). */
export function addFavors(s: GameState, holder: Seat, owner: Seat, n: number): void {
  const cs = campaignOf(s).seats[holder]!;
  const list = cs.favors ?? s.players.map(() => 0);
  list[owner] = (list[owner] ?? 0) + n;
  if (list[owner]! < 0) throw new Error('addFavors: negative Favors (bug)');
  if (list.every((x) => x === 0)) delete cs.favors;
  else cs.favors = list;
}

/* ------------------------------------------------------------- enumeration */

/**
 * What `actor` may move to `rival` with a Negotiation action of `kind` now. `forced`: the action
 * is forced by Return Favors (Call to Order): a resource is then offered per raid cost (it costs
 * Favors equal to its raid cost, p.17), and Promise Favor is not offered (see index.ts).
 */
export function itemsFor(s: GameState, kind: NegotiationKind, actor: Seat, rival: Seat, forced = false): PartItem[] {
  if (actor === rival || !s.players[actor] || !s.players[rival]) return [];
  const a = s.players[actor]!;
  const r = s.players[rival]!;
  const out: PartItem[] = [];
  switch (kind) {
    case 'cede': {
      // "Replace 1 Loyal piece on the map with 1 Rival piece of that type. You can only replace a
      // Loyal building if no Loyal ships are in its system, and you cannot replace your last city,
      // starport, or ship on the map." The Flagship is never replaced (Flagships, p.24: it cannot
      // leave the map); its board's buildings are not on the map.
      const lastShip = shipsOnMap(s, actor) <= 1;
      for (const id of systemIds(s)) {
        const st = sys(s, id);
        const g = st.ships.find((x) => x.owner === actor);
        if (g && !lastShip && r.supply.ships > 0) {
          if (g.fresh - (g.flagship ? 1 : 0) > 0) out.push({ t: 'ship', system: id, damaged: false });
          if (g.damaged > 0) out.push({ t: 'ship', system: id, damaged: true });
        }
        if (g && g.fresh + g.damaged > 0) continue;
        st.slots.forEach((b, slot) => {
          if (!b || b.owner !== actor) return;
          if (buildingsOnMap(s, actor, b.type) <= 1) return;
          if (b.type === 'city' ? r.boardCities <= 0 : r.supply.starports <= 0) return;
          out.push({ t: 'building', system: id, slot });
        });
      }
      break;
    }
    case 'delegate':
      // "Replace 1 Loyal agent on a card in the Court with a Rival's agent."
      if (r.supply.agents > 0) for (const c of s.court) if ((c.agents[actor] ?? 0) > 0) out.push({ t: 'court', card: c.card });
      break;
    case 'promise':
      // "Give 1 Loyal agent from your supply to a Rival, placing it on their Fate card."
      if (!forced && a.supply.agents > 0) out.push({ t: 'agent' });
      break;
    case 'transfer': {
      // "Give 1 Captive, Trophy, Favor, or resource you have to a Rival." (Frozen resources cannot
      // be given: they are in the Imperial Trust, not among the held tokens.)
      const seen = new Set<string>();
      for (const t of heldTokens(s, actor)) {
        const item: PartItem = forced ? { t: 'resource', resource: t.resource, keys: t.keys } : { t: 'resource', resource: t.resource };
        const key = JSON.stringify(item);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(item);
      }
      // Magnate (ARCS-F302): the Merchant League's frozen resources may be given by Transfer Asset (FAQ: forced too).
      for (const r of new Set(campaignOf(s).seats[actor]?.merchantLeague ?? [])) out.push({ t: 'resource', resource: r, league: true });
      a.captives.forEach((n, owner) => {
        if (n > 0) out.push({ t: 'captive', owner });
      });
      for (const t of a.trophies) if (t.count > 0) out.push({ t: 'trophy', owner: t.owner, piece: t.piece });
      (campaignOf(s).seats[actor]?.favors ?? []).forEach((n, owner) => {
        if (n > 0) out.push({ t: 'favor', owner });
      });
      // Caretaker: Knowledge Set Free (ARCS-F514) adds Transfer Lore and Transfer Golem.
      out.push(...knowledgeItems(s, actor, forced));
      // Pirate: Sharing Rumors (ARCS-F1212) adds Share Rumor.
      out.push(...shareRumorItems(s, actor, rival, forced));
      break;
    }
    case 'invite':
      // "If you're the First Regent, flip an Outlaw's title card to Regent."
      if (campaignOf(s).firstRegent === actor && titleOf(s, rival) === 'outlaw') out.push({ t: 'title' });
      break;
    case 'forgive':
      // Pacifist (ARCS-F1411 Reconcile with the Outraged): "In Summits, you can take a new Negotiation action, Forgive: Take a
      // Rival's Outrage as a Favor." As data: the Outraged seat (actor) gives its Outrage to the forgiver (rival).
      if (reconcileInPlay(s)) for (const m of a.outrage) out.push({ t: 'outrage', resource: m.resource });
      break;
    case 'guild': {
      // Advocate (ARCS-F414 Guild Negotiations): "Transfer Guild Support": Give a Guild card. This requires the Advocate's
      // consent if they are in play." Protected Guild cards are never given (p.27; the card: "Players cannot be forced to
      // give protected Guild cards").
      const g = guildNegotiations(s, actor, rival);
      if (!g.on) break;
      for (const c of a.court) {
        if (findCard(c.id)?.kind !== 'guild' || isProtectedGuild(c.id)) continue;
        out.push(g.advocate === null ? { t: 'guild', card: c.id } : { t: 'guild', card: c.id, advocate: g.advocate });
      }
      break;
    }
    case 'peace':
      // Peacekeeper (ARCS-F1511 Peace Accords): Broker Peace, with the consent of the Rival.
      for (const cluster of brokerPeaceClusters(s, actor, rival)) out.push({ t: 'ceasefire', cluster });
      break;
  }
  return out;
}

const sameItem = (a: PartItem, b: PartItem) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the action can be taken now. */
export function partLegal(s: GameState, p: NegotiationAction, forced = false): boolean {
  return itemsFor(s, p.kind, p.actor, p.rival, forced).some((i) => sameItem(i, p.item));
}

/** The Favors a forced action costs (Return Favors: 1 by default; a resource, its raid cost; a Golem, its raid cost: Knowledge Set Free). */
export function forcedCost(item: PartItem): number {
  // Guild Negotiations (ARCS-F414): "Forcing this with Return Favors costs Favors equal to the Guild card's raid cost."
  if (item.t === 'guild') return findCard(item.card)?.keys ?? 1;
  return item.t === 'resource' || item.t === 'golem' ? (item.keys ?? 1) : 1;
}

/* ---------------------------------------------------------------- carrying out */

/**
 * Carry out one legal action. Returns the frames to run after it: a resource goes through the
 * receiver's `res/gain` (full slots, rearranging), and a city back on the actor's board may leave
 * resources in covered slots (`res/excess`).
 */
export function applyPart(s: GameState, p: NegotiationAction): Frame[] {
  const a = s.players[p.actor]!;
  const r = s.players[p.rival]!;
  const it = p.item;
  switch (it.t) {
    case 'ship': {
      // "If you replace a piece, return it and place another piece in its place. If the old piece
      // was damaged, the new piece is placed damaged." (p.17 sidebar)
      const st = sys(s, it.system);
      const mine = shipsOf(st, p.actor);
      const theirs = shipsOf(st, p.rival);
      if (it.damaged) {
        mine.damaged -= 1;
        theirs.damaged += 1;
      } else {
        mine.fresh -= 1;
        theirs.fresh += 1;
      }
      a.supply.ships += 1;
      r.supply.ships -= 1;
      tidy(st);
      return [];
    }
    case 'building': {
      const st = sys(s, it.system);
      const b = st.slots[it.slot]!;
      st.slots[it.slot] = { owner: p.rival, type: b.type, damaged: b.damaged };
      if (b.type === 'city') {
        returnCityToBoard(s, p.actor);
        r.boardCities -= 1;
        return hasExcessResources(a) ? [{ k: 'res/excess', seat: p.actor }] : [];
      }
      a.supply.starports += 1;
      r.supply.starports -= 1;
      return [];
    }
    case 'court': {
      // The card with the actor's agent (repeated Fates in tests: two copies of a Fate card may be in the Court).
      const slot = s.court.find((c) => c.card === it.card && (c.agents[p.actor] ?? 0) > 0)!;
      slot.agents[p.actor]! -= 1;
      returnAgents(s, p.actor, 1);
      r.supply.agents -= 1;
      slot.agents[p.rival]! += 1;
      return [];
    }
    case 'agent':
      a.supply.agents -= 1;
      addFavors(s, p.rival, p.actor, 1);
      return [];
    case 'resource': {
      if (it.league) {
        // Magnate (ARCS-F302): off the Merchant League.
        const cs = campaignOf(s).seats[p.actor]!;
        const list = [...(cs.merchantLeague ?? [])];
        list.splice(list.indexOf(it.resource), 1);
        if (list.length === 0) delete cs.merchantLeague;
        else cs.merchantLeague = list;
        return [{ k: 'res/gain', seat: p.rival, resource: it.resource, stolen: true }];
      }
      const token = heldTokens(s, p.actor).find((t) => t.resource === it.resource && (it.keys === undefined || t.keys === it.keys))!;
      takeToken(s, p.actor, token.place);
      return [{ k: 'res/gain', seat: p.rival, resource: it.resource, stolen: true }];
    }
    // "If it is their Loyal piece, return it to their supply."
    case 'captive':
      a.captives[it.owner]! -= 1;
      if (it.owner === p.rival) returnAgents(s, p.rival, 1);
      else r.captives[it.owner]! += 1;
      return [];
    case 'trophy': {
      const t = a.trophies.find((x) => x.owner === it.owner && x.piece === it.piece)!;
      t.count -= 1;
      if (t.count === 0) a.trophies.splice(a.trophies.indexOf(t), 1);
      if (it.owner === p.rival) returnPieces(s, p.rival, it.piece, 1);
      else addTrophy(r, it.owner, it.piece);
      return [];
    }
    case 'favor':
      addFavors(s, p.actor, it.owner, -1);
      if (it.owner === p.rival) returnAgents(s, p.rival, 1);
      else addFavors(s, p.rival, it.owner, 1);
      return [];
    case 'title':
      becomeRegent(s, p.rival);
      return [];
    case 'guild': {
      // The card moves with the resources on it (a held card, as when stolen).
      const i = a.court.findIndex((c) => c.id === it.card);
      const [held] = a.court.splice(i, 1);
      r.court.push(held!);
      return [];
    }
    case 'lore':
    case 'golem':
      return applyKnowledge(s, p);
    case 'rumor':
      shareRumor(s, p.rival, it.system); // Pirate (ARCS-F1212)
      return [];
    case 'ceasefire':
      noteFired(s, PEACE_ACCORDS);
      flipCeasefire(s, it.cluster, 'peace', `Broker Peace, by ${seatName(s, p.actor)} with ${seatName(s, p.rival)}'s consent`);
      return [];
    case 'outrage': {
      // Forgive: the Outrage clears; the agent on it becomes a Favor on the forgiver's Fate card (its own agent goes back to
      // its supply; an Outrage with no agent gives no Favor).
      const i = a.outrage.findIndex((m) => m.resource === it.resource);
      const [mark] = a.outrage.splice(i, 1);
      fired(s, 'ARCS-F1411');
      if (mark!.agent) {
        const owner = mark!.by ?? p.actor;
        if (owner === p.rival) returnAgents(s, p.rival, 1);
        else addFavors(s, p.rival, owner, 1);
      }
      return [];
    }
  }
}

/**
 * Check the actions in order on a copy of the state, each against the state the earlier ones left
 * ("simultaneously take any number of Negotiation actions that can be resolved immediately").
 * Returns the index of the first one that cannot be taken, or null when all can.
 */
export function firstIllegal(s: GameState, parts: readonly NegotiationAction[]): number | null {
  const copy = cloneState(s);
  for (let i = 0; i < parts.length; i++) {
    if (!partLegal(copy, parts[i]!)) return i;
    applyPart(copy, parts[i]!);
  }
  return null;
}

/** The state a draft's actions would leave (for offering its next action), or null if one is no longer legal. */
export function afterParts(s: GameState, parts: readonly NegotiationAction[]): GameState | null {
  if (parts.length === 0) return s;
  const copy = cloneState(s);
  for (const p of parts) {
    if (!partLegal(copy, p)) return null;
    applyPart(copy, p);
  }
  return copy;
}

/** Carry out every action (already checked with firstIllegal); the follow-up frames, excess discards first. */
export function resolveAll(s: GameState, parts: readonly NegotiationAction[]): Frame[] {
  for (const p of parts) noteGuildSupport(s, p);
  const after = parts.flatMap((p) => applyPart(s, p));
  const excess = after.filter((f) => f.k === 'res/excess').filter((f, i, all) => all.findIndex((g) => g.k === 'res/excess' && f.k === 'res/excess' && g.seat === f.seat) === i);
  return [...excess, ...after.filter((f) => f.k !== 'res/excess')];
}

/** Guild Negotiations (ARCS-F414) fired: a Guild card is given by Transfer Guild Support (carried out, not a draft's check). */
export function noteGuildSupport(s: GameState, p: NegotiationAction): void {
  if (p.item.t === 'guild') fired(s, GUILD_NEGOTIATIONS);
}

/** Every seat party to the actions (actors and affected Rivals). */
export function parties(parts: readonly NegotiationAction[]): Seat[] {
  const out = new Set<Seat>();
  for (const p of parts) {
    out.add(p.actor);
    out.add(p.rival);
    // Guild Negotiations (ARCS-F414): the Advocate's consent.
    if (p.item.t === 'guild' && p.item.advocate !== undefined) out.add(p.item.advocate);
  }
  return [...out].sort((x, y) => x - y);
}

/* ------------------------------------------------------------------ log text */

const KIND_NAMES: Record<NegotiationKind, string> = {
  cede: 'Cede Control',
  delegate: 'Delegate Authority',
  promise: 'Promise Favor',
  transfer: 'Transfer Asset',
  invite: 'Invite to Empire',
  guild: 'Transfer Guild Support',
  peace: 'Broker Peace',
  forgive: 'Forgive',
};

/** The public log's English for one action (the log is English text in the state). */
export function partText(s: GameState, p: NegotiationAction): string {
  const it = p.item;
  const what = ((): string => {
    switch (it.t) {
      case 'ship':
        return `a ${it.damaged ? 'damaged' : 'fresh'} ship at ${it.system}`;
      case 'building':
        return `a ${sys(s, it.system).slots[it.slot]?.type ?? 'building'} at ${it.system}`;
      case 'court':
        return `an agent's place on ${it.card}`;
      case 'agent':
        return 'a new Favor';
      case 'resource':
        return `a ${it.resource}`;
      case 'captive':
        return `a Captive (${seatName(s, it.owner)})`;
      case 'trophy':
        return `a Trophy (${ownerName(s, it.owner)} ${it.piece})`;
      case 'favor':
        return `a Favor (${seatName(s, it.owner)})`;
      case 'title':
        return 'the Regent title';
      case 'guild':
        return findCard(it.card)?.name ?? it.card;
      case 'lore':
        return `the lore card ${it.card}`;
      case 'rumor':
        return `a place on the Rumor at ${it.system} (Share Rumor)`;
      case 'golem':
        return `the ${it.golem} Golem`;
      case 'ceasefire':
        return `peace in cluster ${it.cluster}`;
      case 'outrage':
        return `their ${it.resource} Outrage`;
    }
  })();
  return `${seatName(s, p.actor)} gives ${seatName(s, p.rival)} ${what} (${KIND_NAMES[p.kind]})`;
}

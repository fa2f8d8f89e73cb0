/**
 * Knowledge Set Free (ARCS-F514, a Summit card of the Caretaker's Act II): "In Summits, you can
 * take these new Negotiation actions: Transfer Lore: Give a lore card to a Rival. This cannot be
 * forced with Return Favors. Transfer Golem: Give a Golem to a Rival. To force this with Return
 * Favors, you must return Favors equal in number to the Golem's raid cost."
 *
 * The Summit (campaign/summit/negotiation.ts) offers them under Transfer Asset's kind while the
 * card is in the rules booklet (FAQ Golems: "Can I trade Golems in the Summit? Not in Act I. If the
 * Caretaker continues to Act II, Knowledge Set Free allows for Golem trading."). FAQ: resources on
 * a transferred lore card stay on it. Golems on the Golem Hearth travel with it.
 * The Caretaker's Act II objective (F512B) advances 1 when a Rival gives it a lore card this way,
 * "unless you gave them that lore card during the same Summit" (the Summit frame's `loreGiven`).
 */
import { RESOURCE_SLOT_RAID_COST } from '../../../data/board.ts';
import { emptyOpenSlots, log, seatName } from '../../board.ts';
import { fired } from '../../effects.ts';
import { moveCardHoldings } from '../../holdings.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
import type { NegotiationAction, PartItem, SummitFrame } from '../summit/types.ts';
import type { Golem } from '../types.ts';
import {
  findGolem, giveGolem, golemsHeldBy, golemName, HEARTH_RAID_COST, KNOWLEDGE_SET_FREE, loreCardsOf, settleGolems,
} from './caretaker-rules.ts';
import { advanceObjective } from './objective.ts';

function inForce(s: GameState): boolean {
  return s.campaign?.rulesBooklet.some((slot) => slot.includes(KNOWLEDGE_SET_FREE)) ?? false;
}

/** A Golem's raid cost: 2 keys on the Golem Hearth; in a resource slot, that slot's (a seat's Golems fill its last empty open slots). */
export function golemRaidCost(s: GameState, g: Golem): number {
  if (g.where === 'hearth') return HEARTH_RAID_COST;
  const m = /^seat-(\d)$/.exec(g.where);
  if (!m) return 0;
  const seat = Number(m[1]);
  const mine = (s.campaign?.golems ?? []).filter((x) => x.where === g.where);
  const slots = emptyOpenSlots(s.players[seat]!);
  const i = mine.indexOf(g);
  const slot = slots[slots.length - mine.length + i];
  return slot === undefined ? 1 : RESOURCE_SLOT_RAID_COST[slot]!;
}

/** The Transfer Lore and Transfer Golem items `actor` may give now (Transfer Lore never when forced). */
export function knowledgeItems(s: GameState, actor: Seat, forced: boolean): PartItem[] {
  if (!inForce(s)) return [];
  const out: PartItem[] = [];
  if (!forced) for (const card of loreCardsOf(s, actor)) out.push({ t: 'lore', card });
  for (const g of golemsHeldBy(s, actor)) out.push(forced ? { t: 'golem', golem: g.golem, keys: golemRaidCost(s, g) } : { t: 'golem', golem: g.golem });
  return out;
}

/** Carry out Transfer Lore or Transfer Golem. */
export function applyKnowledge(s: GameState, p: NegotiationAction): Frame[] {
  const it = p.item;
  const c = s.campaign!;
  if (it.t === 'golem') {
    const g = findGolem(s, it.golem)!;
    giveGolem(s, g, p.rival);
    settleGolems(s);
    log(s, `${seatName(s, p.actor)} gives ${golemName(g)} to ${seatName(s, p.rival)} (Transfer Golem).`);
    return [];
  }
  if (it.t !== 'lore') return [];
  const from = s.players[p.actor]!;
  const i = from.lore.indexOf(it.card);
  if (i >= 0) {
    from.lore.splice(i, 1);
    const tokens = from.loreTokens?.[it.card];
    if (from.loreTokens && tokens) {
      delete from.loreTokens[it.card];
      if (Object.keys(from.loreTokens).length === 0) delete from.loreTokens;
    }
    s.players[p.rival]!.lore.push(it.card);
    if (tokens) (s.players[p.rival]!.loreTokens ??= {})[it.card] = tokens;
  } else {
    const area = c.seats[p.actor]!.playArea;
    area.splice(area.indexOf(it.card), 1);
    // A Fate Set's lore card stays among the Fate cards in play (the receiver's play area).
    c.seats[p.rival]!.playArea.push(it.card);
    // Its resources (Pirate Hoard, Well of Empathy) go with it (FAQ: "They remain on the transferred Lore card").
    moveCardHoldings(s, it.card, p.actor, p.rival);
  }
  // The Caretaker's Act II objective (F512B).
  const summit = [...s.stack].reverse().find((f): f is SummitFrame => f.k === 'campaign/summit');
  const given = summit?.loreGiven ?? [];
  if (c.seats[p.rival]?.objective === 'ARCS-F512B' && !given.some((x) => x.card === it.card && x.from === p.rival && x.to === p.actor)) {
    fired(s, 'ARCS-F512B');
    advanceObjective(s, p.rival, 1);
  }
  if (summit) summit.loreGiven = [...given, { card: it.card, from: p.actor, to: p.rival }];
  fired(s, KNOWLEDGE_SET_FREE);
  return [];
}

/**
 * Fate 6, the Partisan: its Acts as FateRules (setups, Resolutions, grand ambitions) and the facts
 * its cards read (Guild cards per seat, Outrage). Kept apart from the cards' effects (partisan.ts)
 * so the Fate registry never imports the effect system (an import cycle).
 */
import type { Act } from '../../../data/campaign/components.ts';
import { findCard } from '../../../data/cards.ts';
import type { Resource } from '../../../data/map.ts';
import { log, returnAgents, seatName } from '../../board.ts';
import type { GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';
import { scrapCard } from './moves.ts';

export const PARTISAN = 'ARCS-FATE06';
/** Partisan Seizing: the Ability of Act I (03) and the Law of Act II (16). */
export const SEIZING_ABILITY = 'ARCS-F603';
export const SEIZING_LAW = 'ARCS-F616';

/** Guild cards in the seat's play area: Court Guild cards held and Fate Set Guild cards in play (as campaign/court/rules.ts guildCardsOf). */
export function partisanGuildCards(s: GameState, seat: Seat): string[] {
  const held = s.players[seat]!.court.map((c) => c.id);
  const fate = s.campaign?.seats[seat]?.playArea ?? [];
  return [...held, ...fate.filter((id) => !held.includes(id))].filter((id) => findCard(id)?.kind === 'guild');
}

/** Guild cards of a suit (the Outrage type) in the seat's play area. */
export function guildCardsOfType(s: GameState, seat: Seat, r: Resource): number {
  return partisanGuildCards(s, seat).filter((id) => findCard(id)?.suit === r).length;
}

/** The seat has Outrage of this type (its own agent, a placeholder, or a Rival's agent: Sower of Division). */
export function outraged(s: GameState, seat: Seat, r: Resource): boolean {
  return s.players[seat]!.outrage.some((m) => m.resource === r);
}

/** Clear one Outrage: the agent on the slot goes back to its owner (the player, or the Partisan who placed it). */
export function clearOutrage(s: GameState, seat: Seat, r: Resource): void {
  const p = s.players[seat]!;
  const i = p.outrage.findIndex((m) => m.resource === r);
  if (i < 0) return;
  const [mark] = p.outrage.splice(i, 1);
  if (mark!.agent) returnAgents(s, mark!.by ?? seat, 1);
}

/** "Clear all your Outrage." */
export function clearAllOutrage(s: GameState, seat: Seat): void {
  const types = s.players[seat]!.outrage.map((m) => m.resource);
  if (types.length === 0) return;
  for (const r of types) clearOutrage(s, seat, r);
  log(s, `${seatName(s, seat)} clears all their Outrage (${types.join(', ')}).`);
}

/** Act III objective "Form a Dominant Power Bloc" (F624B): more Guild cards than each Rival; the initiative marker. */
export function partisanGrandAmbitions(s: GameState, seat: Seat): number {
  const mine = partisanGuildCards(s, seat).length;
  const most = s.players.every((p) => p.seat === seat || partisanGuildCards(s, p.seat).length < mine);
  return (most ? 1 : 0) + (s.initiative === seat ? 1 : 0);
}

/**
 * Partisan Seizing (03): "Scrap this and clear all your Outrage if you're not the Partisan." A seat
 * stops being the Partisan when it takes a new Fate at an Intermission (intermission.ts calls
 * `leave`). FAQ: pivoting in Act III clears nothing: the card is then tucked by the map, not in play.
 */
function leave(s: GameState, seat: Seat): void {
  const cs = s.campaign!.seats[seat]!;
  if (!cs.playArea.includes(SEIZING_ABILITY)) return;
  scrapCard(s, SEIZING_ABILITY, seat);
  log(s, `${seatName(s, seat)} is no longer the Partisan: Partisan Seizing is scrapped.`);
  clearAllOutrage(s, seat);
}

export const PARTISAN_RULES: FateRules = {
  cardId: PARTISAN,
  acts: [1, 2, 3],
  dealt: true,
  setup(s, _seat, act: Act) {
    const c = s.campaign!;
    // F615A 2: "tuck your copy of Partisan Seizing (03) under the map": with Act I failed, that copy was scrapped (F604
    // failed 3; its Loyal cards were scrapped with it): the card move took it out of the scrap, it goes back.
    if (act === 2 && c.scrap.includes('ARCS-F605') && c.reminders?.includes(SEIZING_ABILITY)) {
      c.reminders.splice(c.reminders.indexOf(SEIZING_ABILITY), 1);
      if (c.reminders.length === 0) delete c.reminders;
      c.scrap.push(SEIZING_ABILITY);
    }
    // F615A 1: "Add Partisan Seizing (16) to the rules booklet. Explain it to everyone." (2-3 are card moves.)
    if (act === 2) log(s, 'Partisan Seizing is a Law: nobody may seize the initiative by discarding a second action card; instead, when playing a card, a player may seize it by Provoking Outrage of a type they are not Outraged of.');
    return [];
  },
  resolve(s, seat, act, completed) {
    // F604 failed 3: "Scrap your Partisan Seizing card (03) [a card move] and clear all your Outrage."
    if (act === 1 && !completed) clearAllOutrage(s, seat);
    // F618 completed 1: "Add Guilds Decry Terror (19) to the rules booklet" (a card move; an Edict, number 75).
    return [];
  },
  leave,
  grandAmbitions: partisanGrandAmbitions,
};

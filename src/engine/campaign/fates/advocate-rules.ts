/**
 * Fate 4, the Advocate: its Acts as FateRules (setups, Resolutions, grand ambitions) and the facts
 * its cards read (Guild cards held, their suits, the Court's Guild cards). Kept apart from the
 * cards' effects (advocate.ts) so that the Fate registry never imports the effect system.
 *
 * "Guild cards you have": the Guild cards in the seat's play area — the Court cards it holds and
 * the Fate Set Guild cards it has in play (Guild Investigators, Guild Overseers): campaign/court
 * rules.ts `guildCardsOf` counts them the same way for Diplomatic Fiasco.
 */
import type { Act } from '../../../data/campaign/components.ts';
import { findCard } from '../../../data/cards.ts';
import type { Resource } from '../../../data/map.ts';
import { log } from '../../board.ts';
import { courtCards } from '../../court-slots.ts';
import type { GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';
import { carryOutStep } from './moves.ts';

export const ADVOCATE = 'ARCS-FATE04';
export const GUILD_OVERSEERS = 'ARCS-F403';

/** The Liaisons (F405-F409), by suit. */
export const LIAISONS: Readonly<Record<Resource, string>> = {
  material: 'ARCS-F405', fuel: 'ARCS-F406', weapon: 'ARCS-F407', relic: 'ARCS-F408', psionic: 'ARCS-F409',
};

export const isGuildCard = (id: string): boolean => findCard(id)?.kind === 'guild';
export const suitOf = (id: string): Resource | null => (findCard(id)?.suit as Resource | null | undefined) ?? null;

/** The Guild cards the seat has: Court cards held, then Fate Set Guild cards in its play area. */
export function guildsOf(s: GameState, seat: Seat): string[] {
  const held = s.players[seat]!.court.map((c) => c.id);
  const area = s.campaign?.seats[seat]?.playArea ?? [];
  return [...held, ...area.filter((id) => !held.includes(id))].filter(isGuildCard);
}

/** How many Guild cards of each suit the seat has. */
export function guildSuitCounts(s: GameState, seat: Seat): Map<Resource, number> {
  const out = new Map<Resource, number>();
  for (const id of guildsOf(s, seat)) {
    const suit = suitOf(id);
    if (suit) out.set(suit, (out.get(suit) ?? 0) + 1);
  }
  return out;
}

/** Different suits among the seat's Guild cards. */
export function guildSuits(s: GameState, seat: Seat): number {
  return guildSuitCounts(s, seat).size;
}

/** Rivals that have fewer Guild cards than the seat. */
export function rivalsOutnumbered(s: GameState, seat: Seat): number {
  const mine = guildsOf(s, seat).length;
  return s.players.filter((p) => p.seat !== seat && guildsOf(s, p.seat).length < mine).length;
}

/** The suits the seat has more Guild cards of than each Rival (Advocate Act I Resolution, failed, 2). */
export function suitsLed(s: GameState, seat: Seat): Resource[] {
  const mine = guildSuitCounts(s, seat);
  const rivals = s.players.filter((p) => p.seat !== seat).map((p) => guildSuitCounts(s, p.seat));
  return (Object.keys(LIAISONS) as Resource[]).filter((r) => (mine.get(r) ?? 0) > 0 && rivals.every((x) => (x.get(r) ?? 0) < mine.get(r)!));
}

/** Act II objective (F412B), at the end of a chapter: 1 per different suit, 1 per Rival with fewer Guild cards. */
export function guildStanding(s: GameState, seat: Seat): number {
  return guildSuits(s, seat) + rivalsOutnumbered(s, seat);
}

/**
 * Act III grand ambitions (F423B): "Have more different suits of Guild cards than the current
 * Chapter." and "Guild cards make up more than half of the Court." The Court counts attached
 * cards and the Imperial Council (the card's italic example).
 */
export function advocateGrandAmbitions(s: GameState, seat: Seat): number {
  let n = 0;
  if (guildSuits(s, seat) > s.chapter) n += 1;
  const court = courtCards(s);
  if (court.length > 0 && 2 * court.filter(isGuildCard).length > court.length) n += 1;
  return n;
}

/** The seat playing the Advocate, the first in turn order from seat 0 (repeated Fates in tests: the first), or null. */
export function advocateSeat(s: GameState): Seat | null {
  const i = s.campaign?.seats.findIndex((x) => x.fate === ADVOCATE) ?? -1;
  return i < 0 ? null : i;
}

export const GUILD_NEGOTIATIONS = 'ARCS-F414';

/**
 * Guild Negotiations (F414, a Summit card in the rules booklet): whether Transfer Guild Support may
 * be taken now, and whose consent it needs besides the two parties: the Advocate's, "if they are in
 * play" (a seat plays the Advocate) and is neither the giver nor the receiver.
 */
export function guildNegotiations(s: GameState, actor: Seat, rival: Seat): { on: boolean; advocate: Seat | null } {
  const on = s.campaign?.rulesBooklet.some((slot) => slot.includes(GUILD_NEGOTIATIONS)) ?? false;
  const adv = advocateSeat(s);
  return { on, advocate: adv === null || adv === actor || adv === rival ? null : adv };
}

export const ADVOCATE_RULES: FateRules = {
  cardId: ADVOCATE,
  acts: [1, 2, 3],
  dealt: true,
  setup(s, _seat, act: Act) {
    // F412A 1-2 and F423A are card moves; "Explain it to everyone": the log says what the new rules do.
    if (act === 2) {
      log(s, "Advocate's Demand (Edict 45): the Advocate may demand a Rival's Guild card of a suit they lack; the Rival gives it (and takes a Favor from the Advocate) or gives the Advocate a Favor.");
      log(s, 'Guild Negotiations: in Summits, players may Transfer Guild Support (give a Guild card), with the Advocate\'s consent.');
    }
    if (act === 3) log(s, 'Guild Supremacy (Law): when scoring, Guild cards count twice.');
    return [];
  },
  resolve(s, seat, act, completed) {
    // F404, failed: "2. For each Guild card suit that you have more of than each Rival, add the matching Liaison card (05–09)
    // to the Court deck. Scrap the remaining Liaison cards." (Step 1 already added Guild Overseers to the Court deck.)
    if (act === 1 && !completed) {
      const led = suitsLed(s, seat);
      const step = { fate: 4, by: 'ARCS-F404', when: 'failed', cards: [] as string[] } as const;
      // The card moves of the partial steps (fate-steps.ts), for the Liaisons chosen now.
      if (led.length > 0) carryOutStep(s, seat, { ...step, to: 'court-deck', cards: led.map((r) => LIAISONS[r]) });
      const rest = (Object.keys(LIAISONS) as Resource[]).filter((r) => !led.includes(r));
      if (rest.length > 0) carryOutStep(s, seat, { ...step, to: 'scrap', cards: rest.map((r) => LIAISONS[r]) });
    }
    return [];
  },
  grandAmbitions: advocateGrandAmbitions,
};


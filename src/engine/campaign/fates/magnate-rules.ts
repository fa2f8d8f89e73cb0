/**
 * Fate 3, the Magnate (ARCS-FATE03; Fate Set ARCS-F301…F327): its Acts as FateRules (setups,
 * Resolutions, grand ambitions) and the facts its cards read (who holds which Monopoly, the
 * Merchant League's frozen resources, the Economy). Kept apart from the cards' effects (magnate.ts)
 * so the Fate registry never imports the effect system (an import cycle).
 */
import type { Act } from '../../../data/campaign/components.ts';
import { findCard } from '../../../data/cards.ts';
import type { Resource } from '../../../data/map.ts';
import { log, seatName } from '../../board.ts';
import { titleOf } from '../../control.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';
import { carryOutStep, takeCard } from './moves.ts';
import { shuffleInPlace } from '../../rng.ts';

export const MAGNATE = 'ARCS-FATE03';

/** The Monopoly cards (F313-F317) and the resource each names. */
export const MONOPOLIES: readonly { card: string; resource: Resource }[] = [
  { card: 'ARCS-F313', resource: 'material' },
  { card: 'ARCS-F314', resource: 'fuel' },
  { card: 'ARCS-F315', resource: 'relic' },
  { card: 'ARCS-F316', resource: 'psionic' },
  { card: 'ARCS-F317', resource: 'weapon' },
];

/** The Cartel cards (F307-F311) and the resource each keeps. */
export const CARTELS: readonly { card: string; resource: Resource }[] = [
  { card: 'ARCS-F307', resource: 'material' },
  { card: 'ARCS-F308', resource: 'fuel' },
  { card: 'ARCS-F309', resource: 'weapon' },
  { card: 'ARCS-F310', resource: 'psionic' },
  { card: 'ARCS-F311', resource: 'relic' },
];

export const monopolyOf = (r: Resource): string => MONOPOLIES.find((m) => m.resource === r)!.card;
export const monopolyResource = (id: string): Resource | undefined => MONOPOLIES.find((m) => m.card === id)?.resource;

/** The seat holding the Monopoly card of this resource (in its play area), or null (in the supply, scrapped or out of play). */
export function monopolyHolder(s: GameState, r: Resource): Seat | null {
  const id = monopolyOf(r);
  const i = s.campaign?.seats.findIndex((x) => x.playArea.includes(id)) ?? -1;
  return i >= 0 ? i : null;
}

/** The Monopoly cards the seat has. */
export function monopoliesOf(s: GameState, seat: Seat): string[] {
  const pa = s.campaign?.seats[seat]?.playArea ?? [];
  return MONOPOLIES.filter((m) => pa.includes(m.card)).map((m) => m.card);
}

/** The seat playing the Magnate (the first, when a test repeats the Fate), or null. */
export function magnateSeat(s: GameState): Seat | null {
  const i = s.campaign?.seats.findIndex((x) => x.fate === MAGNATE) ?? -1;
  return i >= 0 ? i : null;
}

/** The Economy card's side (ARCS-F326): Closed while the Magnate is a Regent, Open while an Outlaw ("If the Magnate becomes …, flip this"). */
export function economySide(s: GameState): 'closed' | 'open' | null {
  const c = s.campaign;
  if (!c || !(c.reminders ?? []).includes('ARCS-F326')) return null;
  const m = magnateSeat(s);
  if (m === null) return null;
  return titleOf(s, m) === 'outlaw' ? 'open' : 'closed';
}

/** Interest cards the Magnate's Resolutions take back from the Court discard pile (errata: "Fuel Interest" means Shipping Interest). */
const INTERESTS = ['ARCS-CC01', 'ARCS-CC04'] as const;

/** "If Mining Interest (CC01) or Shipping Interest (CC04) are in the Court discard pile, add them to the Court deck." */
function interestsBack(s: GameState): void {
  const back = INTERESTS.filter((id) => s.courtDiscard.includes(id));
  if (back.length === 0) return;
  for (const id of back) s.courtDiscard.splice(s.courtDiscard.indexOf(id), 1);
  s.courtDeck.push(...back);
  shuffleInPlace(s.rng, s.courtDeck);
  log(s, `${back.map((id) => findCard(id)?.name ?? id).join(' and ')} ${back.length === 1 ? 'is' : 'are'} added to the Court deck.`);
}

/**
 * F321 failed 1-2: the Monopolies no player has are scrapped; their Cartels go to the Court deck;
 * the other Cartels are scrapped. As card moves (moves.ts carryOutStep: a repeated Fate adds a card
 * to the Court once).
 */
function failedActII(s: GameState, seat: Seat): void {
  const c = s.campaign!;
  const held = new Set(c.seats.flatMap((x) => x.playArea));
  const scrapped = MONOPOLIES.filter((m) => !held.has(m.card));
  const step = (to: 'scrap' | 'court-deck', cards: string[]): void => {
    if (cards.length > 0) carryOutStep(s, seat, { fate: 3, by: 'ARCS-F321', when: 'failed', to, cards });
  };
  step('scrap', scrapped.map((m) => m.card));
  const toCourt = CARTELS.filter((x) => scrapped.some((m) => m.resource === x.resource));
  step('court-deck', toCourt.map((x) => x.card));
  step('scrap', CARTELS.filter((x) => !toCourt.includes(x)).map((x) => x.card));
}

/** Act III grand ambitions (ARCS-F325B): "Have any Monopolies" and "Have at least 2 Monopolies". */
export function magnateGrandAmbitions(s: GameState, seat: Seat): number {
  const n = monopoliesOf(s, seat).length;
  return (n >= 1 ? 1 : 0) + (n >= 2 ? 1 : 0);
}

export const MAGNATE_RULES: FateRules = {
  cardId: MAGNATE,
  acts: [1, 2, 3],
  dealt: true,
  setup(s, seat, act: Act): Frame[] {
    const c = s.campaign!;
    if (act === 2) {
      // F312A: "Place the resource supplies on their respective Monopoly cards" (the supply is the Monopoly card's while in
      // the supply: nothing to move in our state); "Place the War Profiteer marker on the Warlord ambition box" (a reminder
      // of War Profiteering, F320: its effect is the Law's).
      log(s, 'Gain Monopolies (Edict), Monopoly Consent (Summit) and War Profiteering (Law) are added to the rules booklet: the Warlord ambition now counts Trophies and Weapons; in Summits, giving a resource needs the consent of its Monopoly holder.');
    }
    if (act === 3) {
      // F325A: "If you're a Regent, tuck the Economy law card (26) on its Closed Economy side … If you're an Outlaw, … Open Economy side."
      takeCard(s, 'ARCS-F326', seat);
      (c.reminders ??= []).push('ARCS-F326');
      const side = titleOf(s, seat) === 'outlaw' ? 'Open' : 'Closed';
      log(s, `${seatName(s, seat)} tucks the Economy card on its ${side} Economy side by the map; the War Profiteer marker goes on the Warlord ambition box.`);
    }
    return [];
  },
  resolve(s, seat, act, completed): Frame[] {
    // F303 / F321 completed 3: the Interests back from the Court discard pile (the `partial` steps of fate-steps.ts).
    if (completed) interestsBack(s);
    else if (act === 2) failedActII(s, seat);
    return [];
  },
  grandAmbitions: magnateGrandAmbitions,
};

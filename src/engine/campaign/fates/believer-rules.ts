/**
 * The Believer's Acts (ARCS-FATE08): setup, Resolution and the Act III grand ambitions, with the
 * helpers its cards share. Imports no effect module (registry.ts reads BELIEVER_RULES early); the
 * cards are believer.ts.
 */
import { AMBITIONS } from '../../../data/action-cards.ts';
import { AMBITION_NAMES } from '../../../data/board.ts';
import type { Act, FaithfulEnd } from '../../../data/campaign/components.ts';
import { log, seatName } from '../../board.ts';
import { shuffleInPlace } from '../../rng.ts';
import type { GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';
import { takeCard } from './moves.ts';

export const BELIEVER = 'ARCS-FATE08';
export const YOUNG_LIGHT = 'ARCS-F816';
export const PRODIGAL_ONE = 'ARCS-F818';
export const PROPHET = 'ARCS-F825';
export const DOCTRINE_CARD = 'ARCS-F822';
export const SIDE_NAME: Record<FaithfulEnd, string> = { zeal: 'Zeal', wisdom: 'Wisdom' };

/* ------------------------------------------------------------ helpers */

/** Where a seat holds a card: its held Court cards or its Fate play area. */
export function holds(s: GameState, seat: Seat, id: string): boolean {
  return s.players[seat]!.court.some((x) => x.id === id) || (s.campaign?.seats[seat]?.playArea ?? []).includes(id);
}

/** The seat holding the card, if any (held or in a play area; placed next to a played card this round: its placer). */
export function holderOf(s: GameState, id: string): Seat | null {
  for (const p of s.players) if (holds(s, p.seat, id)) return p.seat;
  const u = (s.campaign?.faithfulUnions ?? []).find((x) => x.card === id);
  return u ? u.seat : null;
}

/** Ideal markers on ambition boxes, by side. */
export function idealCounts(s: GameState): Record<FaithfulEnd, number> {
  const out = { zeal: 0, wisdom: 0 };
  for (const side of Object.values(s.campaign?.ideals ?? {})) if (side) out[side] += 1;
  return out;
}

/** The Doctrine by the Ideals on ambition boxes: the side with more; a tie, Wisdom (F822, F829A 3). */
export function doctrineByIdeals(s: GameState): FaithfulEnd {
  const n = idealCounts(s);
  return n.zeal > n.wisdom ? 'zeal' : 'wisdom';
}

export function setDoctrine(s: GameState, side: FaithfulEnd): void {
  const c = s.campaign!;
  if (c.doctrine === side) return;
  c.doctrine = side;
  log(s, `The Doctrine is now ${SIDE_NAME[side]}.`);
}

/** The seat wins the ambition: first place alone. */
export function won(r: { first: readonly unknown[] }, seat: Seat): boolean {
  return r.first.length === 1 && r.first[0] === seat;
}

/** The Act III grand ambitions (F829B): ambition markers on ambitions with Ideals: 2 → one, 3 → both. */
export function markersOnIdeals(s: GameState): number {
  const ideals = s.campaign?.ideals ?? {};
  return AMBITIONS.filter((a) => ideals[a] !== undefined).reduce((n, a) => n + s.ambitions[a].length, 0);
}

/** The Faithful cards left in the stack go to the Court deck (F815, both outcomes 4/3). */
function faithfulStackToCourt(s: GameState): void {
  const c = s.campaign!;
  const left = c.faithfulStack ?? [];
  if (left.length === 0) return;
  s.courtDeck.push(...left);
  shuffleInPlace(s.rng, s.courtDeck);
  log(s, `${left.length} Faithful action ${left.length === 1 ? 'card is' : 'cards are'} added to the Court deck.`);
  delete c.faithfulStack;
}

/** Scrap a card from wherever it is (F824 1). */
function scrapFrom(s: GameState, id: string, seat: Seat): void {
  takeCard(s, id, seat);
  if (!s.campaign!.scrap.includes(id)) s.campaign!.scrap.push(id);
}

/* ------------------------------------------------------------ the Fate's Acts */

export const BELIEVER_RULES: FateRules = {
  cardId: BELIEVER,
  acts: [1, 2, 3],
  dealt: true,
  setup(s, seat, act: Act) {
    const c = s.campaign!;
    if (act === 1) {
      // F801A: the card moves (Faithful Disciples, Spreading the Faith gained; the 9 Faithful cards stacked "1" at the
      // bottom; Faithful Cards and Pluralistic Faith in the booklet) are data. "Explain them to everyone."
      log(s, 'Faithful Cards: Faithful cards are a new suit of action cards, played on their Zeal (move, influence, battle, tax) or Wisdom (build, repair, secure) side. Pluralistic Faith: leading one may declare any ambition.');
      return [];
    }
    if (act === 2) {
      // F820A 1. Collect the 5 Ideal markers.
      c.idealSupply = 5;
      // 3. Tuck the Doctrine card into the card play area: Zeal if the Believer has the initiative, else Wisdom.
      takeCard(s, DOCTRINE_CARD, seat);
      if (!(c.reminders ?? []).includes(DOCTRINE_CARD)) (c.reminders ??= []).push(DOCTRINE_CARD);
      c.doctrine = s.initiative === seat ? 'zeal' : 'wisdom';
      log(s, `The Doctrine card is tucked by the map on its ${SIDE_NAME[c.doctrine]} side. Doctrinal Faith: Faithful cards must be played on the Doctrine's side; declaring with one places an Ideal showing the Doctrine on an ambition with none, and cannot declare an ambition whose Ideal differs.`);
      return [];
    }
    // F829A 1-2 are card moves (Dominant Faith, Breaking the Faith in the booklet).
    // 3. Flip the Doctrine card to match the Ideal with more markers on ambition boxes. On a tie, Wisdom.
    if (!(c.reminders ?? []).includes(DOCTRINE_CARD)) {
      takeCard(s, DOCTRINE_CARD, seat);
      (c.reminders ??= []).push(DOCTRINE_CARD);
    }
    c.doctrine = doctrineByIdeals(s);
    log(s, `The Doctrine card shows ${SIDE_NAME[c.doctrine]}. Dominant Faith: playing a non-Faithful card, you cannot declare an ambition with an Ideal. Breaking the Faith: a Rival destroying a Loyal city of the Believer may remove an Ideal from an undeclared ambition.`);
    return [];
  },
  resolve(s, seat, act, completed) {
    const c = s.campaign!;
    if (act === 1) {
      // F815 4 (completed) / 3 (failed): "Add all Faithful action cards left in their stack to the Court deck."
      faithfulStackToCourt(s);
      return [];
    }
    if (act === 2) {
      // "Record all Ideals on your log sheet."
      const ideals = AMBITIONS.filter((a) => (c.ideals ?? {})[a] !== undefined).map((a) => `${AMBITION_NAMES[a]}: ${SIDE_NAME[c.ideals![a]!]}`);
      log(s, `Ideals: ${ideals.length > 0 ? ideals.join(', ') : 'none'}.`);
      if (completed) {
        // 1. If you have The Young Light (16), scrap it and gain The Prophet (25). Otherwise, scrap The Prophet (25).
        if (holds(s, seat, YOUNG_LIGHT)) {
          scrapFrom(s, YOUNG_LIGHT, seat);
          takeCard(s, PROPHET, seat);
          c.seats[seat]!.playArea.push(PROPHET);
          log(s, `${seatName(s, seat)} scraps The Young Light and gains The Prophet.`);
        } else {
          scrapFrom(s, PROPHET, seat);
          log(s, 'The Prophet is scrapped.');
        }
      } else {
        // 1. Scrap all Ideal markers not on ambitions.
        c.idealSupply = 0;
        log(s, 'Repressed Faith: playing a Faithful card, you cannot declare an ambition with no Ideal or with an Ideal different from the Doctrine.');
      }
    }
    return [];
  },
  grandAmbitions(s) {
    // F829B: "Two ambition markers are on ambitions with Ideals." / "All three ambition markers are on ambitions with Ideals."
    const n = markersOnIdeals(s);
    return n >= 3 ? 2 : n >= 2 ? 1 : 0;
  },
};


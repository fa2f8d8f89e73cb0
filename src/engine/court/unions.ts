/**
 * The Unions (ARCS-BC04 Admin, BC05 Construction, BC10 Spacing, BC11 Arms Union): "Prelude: You
 * may place this card next to a face-up played <suit> card. When the round ends, draw that card
 * into your hand and discard this card." A placed Union has left the play area, so it can no
 * longer be stolen (FAQ); it waits in s.fx.unions until the round ends (FAQ: after every turn).
 */
import { actionCard, suitName, type Suit } from '../../data/action-cards.ts';
import { isFaithfulCard } from '../campaign/faithful.ts';
import { log, seatName } from '../board.ts';
import { cardName } from '../court.ts';
import { fired, fxState, tidyFx, type CardEffect } from '../effects.ts';
import { opt } from '../step.ts';
import { choices, field } from '../choices.ts';
import { msg, owner } from '../messages.ts';
import { actionCardMsg } from './common.ts';
import type { GameState } from '../types.ts';

const UNIONS: Record<string, Suit> = {
  'ARCS-BC04': 'administration',
  'ARCS-BC05': 'construction',
  'ARCS-BC10': 'mobilization',
  'ARCS-BC11': 'aggression',
};

/** `play:<index>`: the played card (in s.round.plays) to place the Union next to. */
const PLAY = choices({ play: { index: field.int } });

/** The Unions' effects; part of the base Court module (modules.ts). */
export const UNION_EFFECTS: CardEffect[] = Object.entries(UNIONS).map(([id, suit]) => unionEffect(id, suit));

/** A Union of `suit` (the base Unions; the campaign's Construction Union CC02 and Arms Union CC06, printed word for word). */
export function unionEffect(id: string, suit: Suit): CardEffect {
  return {
    id,
    prelude: {
      options(s) {
        const taken = new Set((s.fx?.unions ?? []).map((u) => u.target));
        return (s.round?.plays ?? []).flatMap((p, i) =>
          // Face up: led, Surpassed or Pivoted (a Copy and a seizing card are face down; an Event card has no suit).
          p.mode !== 'copy' && p.mode !== 'event' && !isFaithfulCard(p.card) && actionCard(p.card).suit === suit && !taken.has(p.card)
            ? [opt(PLAY.id('play', { index: i }), msg('court.union.place', { owner: owner(p.seat), card: actionCardMsg(p.card) }))]
            : [],
        );
      },
      take(s, seat, key) {
        const play = s.round!.plays[PLAY.read(key).index]!;
        const p = s.players[seat]!;
        p.court.splice(p.court.findIndex((c) => c.id === id), 1);
        fxState(s).unions.push({ seat, card: id, target: play.card });
        log(s, `${seatName(s, seat)} places ${cardName(id)} next to ${suitName(suit)} ${actionCard(play.card).number}.`);
        return [];
      },
    },
  };
}

/** Round end: each placed Union draws its card into its holder's hand and is discarded. Returns the drawn cards. */
export function roundEndUnions(s: GameState): string[] {
  const unions = s.fx?.unions ?? [];
  if (unions.length === 0) return [];
  const drawn: string[] = [];
  for (const u of unions) {
    s.players[u.seat]!.hand.push(u.target);
    drawn.push(u.target);
    s.courtDiscard.push(u.card);
    fired(s, u.card);
    log(s, `${seatName(s, u.seat)} draws ${suitName(actionCard(u.target).suit)} ${actionCard(u.target).number} into their hand (${cardName(u.card)}) and discards ${cardName(u.card)}.`);
  }
  s.fx!.unions = [];
  tidyFx(s);
  return drawn;
}

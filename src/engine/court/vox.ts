/** The 6 base Vox cards (ARCS-BC26..BC31): When Secured effects; court.ts disposes of them after. */
import { AMBITIONS } from '../../data/action-cards.ts';
import { log, seatName } from '../board.ts';
import type { CardEffect } from '../effects.ts';
import { availableMarkers } from '../frames/flow.ts';

/** The base Vox cards' effects; part of the base Court module (modules.ts). */
export const VOX_EFFECTS: CardEffect[] = [];
const EFFECTS = VOX_EFFECTS;

// "Choose a cluster on the map. You place 1 ship in each system of that cluster. Discard this card."
EFFECTS.push({ id: 'ARCS-BC26', whenSecured: (_s, seat) => [{ k: 'fx/mass-uprising', seat }] });

// "You may declare any ambition. (An ambition marker must be Available.) Discard this card."
EFFECTS.push({ id: 'ARCS-BC27', whenSecured: declareAny('ARCS-BC27') });

/** "You may declare any ambition. (An ambition marker must be Available.)" (BC27; the campaign's CC11 When Secured) */
export function declareAny(id: string): NonNullable<CardEffect['whenSecured']> {
  return (s, seat) => (availableMarkers(s).length > 0 ? [{ k: 'fx/declare', seat, card: id, ambitions: [...AMBITIONS] }] : []);
}

// "You may choose an Outrage type. Each player (even you) must Provoke Outrage of that type. Discard this card."
EFFECTS.push({ id: 'ARCS-BC28', whenSecured: (_s, seat) => [{ k: 'fx/outrage-spreads', seat }] });

// "You may return any one city you control to its player board. If you do, you may seize the
//  initiative. Shuffle this card into the Court deck."
EFFECTS.push({ id: 'ARCS-BC29', afterSecured: 'shuffle', whenSecured: (_s, seat) => [{ k: 'fx/song', seat, returned: false }] });

// "You may steal 1 Guild card from a Rival. Shuffle all Guild cards from the Court discard pile into
//  the Court deck. Discard Guild Struggle." (Discarded after the shuffle, so it stays out of the deck.)
EFFECTS.push({
  id: 'ARCS-BC30',
  whenSecured: (_s, seat) => [{ k: 'fx/steal', seat, card: 'ARCS-BC30', what: 'guild', resource: null, optional: true }, { k: 'fx/guild-shuffle', seat }],
});

// "Draw 1 action card from the bottom of the action discard pile. Discard Call to Action."
EFFECTS.push({
  id: 'ARCS-BC31',
  whenSecured(s, seat) {
    const card = s.actionDiscard.shift();
    if (card !== undefined) {
      s.players[seat]!.hand.push(card);
    }
    log(s, `${seatName(s, seat)} draws ${card === undefined ? 'nothing (the action discard pile is empty)' : 'an action card from the bottom of the action discard pile'}.`);
    return [];
  },
});

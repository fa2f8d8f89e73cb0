/**
 * The 21 base Guild cards other than the Unions (cards.csv ARCS-BC01..BC25). Each registration
 * quotes the printed text it implements; the frames live in court/frames.ts.
 */
import { AMBITIONS, type Ambition } from '../../data/action-cards.ts';
import { playFace } from '../campaign/faithful.ts';
import type { Resource } from '../../data/map.ts';
import { gatesForPlacement, isGate, log, seatName } from '../board.ts';
import { fired, markUsed, usedThisTurn, weaponIcons, type CardEffect } from '../effects.ts';
import { canSeize, seize } from '../frames/flow.ts';
import { heldTokens, takeToken } from '../holdings.ts';
import { gainFrames, resourceLabel, toSupply } from '../frames/resources.ts';
import { opt } from '../step.ts';
import type { Frame } from '../types.ts';
import { discardAbility, discardHeld, emptySlotCount, placeMsg, USE } from './common.ts';
import { choices, field } from '../choices.ts';
import { msg, resource } from '../messages.ts';
import { abductTargets, tradeTargets } from './frames.ts';

const place3 = (id: string) => discardAbility(msg('court.discard.place-3'), (_s, seat) => [{ k: 'fx/place-3', seat, card: id }], id);

/** Relic Fence: `slot:<place>` the resource to discard. */
const RELIC_FENCE = choices({ slot: { place: field.word } });

/** "If you Provoke Outrage, keep this card. You may spend any resources as X. You ignore Outrage when spending X for its Prelude action." */
export function loyal(id: string, r: Resource, extra: Partial<CardEffect> = {}): CardEffect {
  return {
    id, keepOnOutrage: true, spendAs: r,
    rule: (_s, holder, actor, act) => (holder === actor && act.t === 'prelude-spend' && act.resource === r ? 'ignore' : null),
    ...extra,
  };
}

/** "X (Build): Gain 1 R. Prelude: You may discard this to gain R up to your number of empty resource slots. If the R supply empties, steal the R instead." (also the campaign's CC01, CC04) */
export function interest(id: string, key: string, name: string, r: Resource): CardEffect {
  return {
    id,
    newActions: [{ key, name, replaces: 'build', can: () => true, start: (_s, seat) => [gainFrames(seat, r)] }],
    prelude: discardAbility(msg('court.discard.fill', { resource: resource(r) }), (s, seat) => [{ k: 'fx/fill', seat, card: id, resource: r, left: emptySlotCount(s, seat) }], id),
  };
}

/** "You keep the R supply on here. After scoring, Rivals discard all R. Prelude: You may discard this to steal 1 R." */
function cartel(id: string, r: Resource): CardEffect {
  return {
    id,
    holdsSupply: r,
    afterScoring: (_s, seat) => [{ k: 'fx/cartel-discard', holder: seat, card: id, resource: r }],
    prelude: discardAbility(msg('court.discard.steal-resource', { resource: resource(r) }), (_s, seat) => [{ k: 'fx/steal', seat, card: id, what: 'resource', resource: r, optional: false }], id),
  };
}

/** The base Guild cards' effects other than the Unions; part of the base Court module (modules.ts). */
export const GUILD_EFFECTS: CardEffect[] = [
  loyal('ARCS-BC01', 'material'),
  interest('ARCS-BC02', 'manufacture', 'Manufacture', 'material'),
  cartel('ARCS-BC03', 'material'),
  cartel('ARCS-BC06', 'fuel'),
  loyal('ARCS-BC07', 'fuel'),
  gatekeepers('ARCS-BC08'),
  interest('ARCS-BC09', 'synthesize', 'Synthesize', 'fuel'),
  {
    id: 'ARCS-BC12',
    newActions: [
      // "Pressgang (Build): Return any number of your Captives to gain any 1 resource for each."
      { key: 'pressgang', name: 'Pressgang', replaces: 'build', can: (s, seat) => s.players[seat]!.captives.some((n) => n > 0), start: (_s, seat) => [{ k: 'fx/pressgang', seat }] },
      // "Execute (Influence): Move any number of your Captives to your Trophies."
      { key: 'execute', name: 'Execute', replaces: 'influence', can: (s, seat) => s.players[seat]!.captives.some((n) => n > 0), start: (_s, seat) => [{ k: 'fx/execute', seat }] },
    ],
    prelude: place3('ARCS-BC12'),
  },
  skirmishers('ARCS-BC13'),
  {
    // "Abduct (Battle): Capture all Rival agents from a card in the Court that has fewer Rival agents than your total Weapon icons."
    id: 'ARCS-BC14',
    newActions: [{ key: 'abduct', name: 'Abduct', replaces: 'battle', can: (s, seat) => abductTargets(s, seat).length > 0, start: (_s, seat) => [{ k: 'fx/abduct', seat }] }],
    prelude: place3('ARCS-BC14'),
  },
  loyal('ARCS-BC15', 'weapon', { prelude: place3('ARCS-BC15') }),
  latticeSpies('ARCS-BC16'),
  {
    // "When you declare an ambition, look at a Rival's hand. You may swap 1 card with them.
    //  Prelude: You may discard this and any number of cards from your hand. Draw the same number of cards (including Farseers) from the bottom of the action discard pile."
    id: 'ARCS-BC17',
    onDeclare: (_s, seat) => [{ k: 'fx/farseers-peek', seat, rival: null, take: null }],
    prelude: discardAbility(msg('court.discard.farseers'), (_s, seat) => [{ k: 'fx/farseers-draw', seat, chosen: [] }], 'ARCS-BC17'),
  },
  // "When you declare Keeper or Empath, do not place the zero marker."
  { id: 'ARCS-BC18', noZeroMarker: (a) => a === 'keeper' || a === 'empath' },
  loyal('ARCS-BC19', 'psionic'),
  silverTongues('ARCS-BC20'),
  loyal('ARCS-BC21', 'relic'),
  swornGuardians('ARCS-BC22'),
  elderBroker('ARCS-BC23'),
  {
    // "Prelude: Once per turn, you may discard 1 resource to gain 1 Relic." Option `slot:<place>`.
    id: 'ARCS-BC24',
    prelude: {
      options(s, seat) {
        if (usedThisTurn(s, 'ARCS-BC24')) return [];
        return heldTokens(s, seat).flatMap((t) =>
          s.supply.relic > 0 || t.resource === 'relic' ? [opt(RELIC_FENCE.id('slot', { place: t.place }), msg('court.relic-fence', { resource: resource(t.resource), place: placeMsg(t.place) }))] : [],
        );
      },
      take(s, seat, key): Frame[] {
        const r = takeToken(s, seat, RELIC_FENCE.read(key).place);
        toSupply(s, r);
        markUsed(s, 'ARCS-BC24');
        fired(s, 'ARCS-BC24');
        log(s, `${seatName(s, seat)} discards ${resourceLabel(r)} to gain a Relic (Relic Fence).`);
        return [gainFrames(seat, 'relic')];
      },
    },
  },
  {
    // "When you Surpass or Pivot, before taking any actions, you may declare the ambition on your played card
    //  if an ambition has not been declared yet this round. Do not place the zero marker." (FAQ: a 7 declares any)
    id: 'ARCS-BC25',
    onPlay(s, seat, play) {
      if (!s.round || s.round.declared !== null) return [];
      // Believer: a Faithful card's '?' (campaign/faithful.ts cardFace).
      const a = playFace(s, play).ambition;
      if (a === null) return [];
      const ambitions: Ambition[] = a === 'any' ? [...AMBITIONS] : [a];
      return [{ k: 'fx/declare', seat, card: 'ARCS-BC25', ambitions }];
    },
  },
];


/*
 * Guild cards printed again, word for word, in the campaign Court (ARCS-CC…): one implementation
 * per text, registered under each id (the base ids above, the CC ids in campaign/court/).
 */

/** "When you battle in a gate, you may collect 2 more dice. Prelude: You may discard this to place 1 ship in each gate (unless out of play)." (BC08, CC03) */
export function gatekeepers(id: string): CardEffect {
  return {
    id,
    battleDice: (_s, _seat, system) => (isGate(system) ? 2 : 0),
    prelude: discardAbility(msg('court.discard.gates'), (s, seat) => [{ k: 'fx/place-each', seat, card: id, systems: gatesForPlacement(s) }], id),
  };
}

/** "After you roll in battle, you may reroll a number of skirmish dice up to your total Weapon icons from resources and cards. Prelude: You may discard this to place 3 ships in a system you control." (FAQ: only once; BC13, CC05) */
export function skirmishers(id: string): CardEffect {
  return {
    id,
    afterRoll(s, seat, ctx) {
      const limit = Math.min(weaponIcons(s, seat), ctx.faces.skirmish.length);
      if (limit <= 0) return null;
      return { k: 'fx/reroll', attacker: seat, defender: ctx.defender, system: ctx.system, faces: ctx.faces, limit, ...(id === 'ARCS-BC13' ? {} : { card: id }) };
    },
    prelude: place3(id),
  };
}

/** "Prelude: Before any other actions, you may discard this to seize the initiative." (FAQ: even if you cannot seize; BC16, CC07) */
export function latticeSpies(id: string): CardEffect {
  return {
    id,
    prelude: {
      options: (s, seat) => (s.turn?.work.acted ? [] : [opt(USE.id('use'), msg(canSeize(s, seat) ? 'court.discard.seize' : 'court.discard.cannot-seize'))]),
      take(s, seat) {
        discardHeld(s, seat, id);
        fired(s, id);
        if (canSeize(s, seat)) seize(s, seat, null, ' (Lattice Spies)');
        return [];
      },
    },
  };
}

/** "Prelude: You may discard this to steal a Guild card or resource." (FAQ: even if nothing can be stolen; BC20 Silver-Tongues, CC08 Silver Tongues) */
export function silverTongues(id: string): CardEffect {
  return {
    id,
    prelude: discardAbility(msg('court.discard.steal-any'), (_s, seat) => [{ k: 'fx/steal', seat, card: id, what: 'any', resource: null, optional: false }], id),
  };
}

/** "Rivals cannot steal your resources and other Guild cards. If this card is stolen, bury it." (BC22, CC09: 1 key, arcs-facts D4) */
export function swornGuardians(id: string): CardEffect {
  return {
    id,
    rule: (_s, holder, actor, act) => (act.t === 'steal' && act.victim === holder && actor !== holder && !('guild' in act.thing && act.thing.guild === id) ? 'cannot' : null),
    buryWhenStolen: true,
  };
}

/** "Trade (Tax): Choose a Rival city you control. Swap 1 resource with that Rival. Prelude: You may discard this to gain 1 Material, 1 Fuel, and 1 Weapon." (BC23, CC10) */
export function elderBroker(id: string): CardEffect {
  return {
    id,
    newActions: [{ key: 'trade', name: 'Trade', replaces: 'tax', can: (s, seat) => tradeTargets(s, seat).length > 0, start: (_s, seat) => [{ k: 'fx/trade', seat, system: null, owner: null, take: null }] }],
    prelude: discardAbility(msg('court.discard.gain-three'), (_s, seat) => [gainFrames(seat, 'material'), gainFrames(seat, 'fuel'), gainFrames(seat, 'weapon')], id),
  };
}

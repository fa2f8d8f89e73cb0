/**
 * The campaign Court (cards.csv ARCS-CC01..CC15; campaign rulebook, Crises p.18 and New Rules &
 * Terms p.27). Each registration quotes the printed text. Ten Guild cards are printed word for
 * word as base Court cards: they use the base cards' implementations (court/guilds.ts,
 * court/unions.ts) under their own ids. The five Vox cards add a **Crisis:** text (the `crisis`
 * hook, resolved by the events, holder null while in the Court) and bury themselves where the
 * base ones discard. Protected Guild cards and attaching cards: court.ts and effects.ts baseRule.
 */
import type { CardEffect } from '../../effects.ts';
import { fired } from '../../effects.ts';
import { turnOrder } from '../../board.ts';
import { courtPlace, removeCardFromCourt } from '../../court.ts';
import { elderBroker, gatekeepers, interest, latticeSpies, silverTongues, skirmishers, swornGuardians } from '../../court/guilds.ts';
import { unionEffect } from '../../court/unions.ts';
import { declareAny } from '../../court/vox.ts';
import { planetsOfRolledSymbol, rolledCluster } from '../dice.ts';
import { CAMPAIGN_COURT_FRAME_HANDLERS } from './frames.ts';
import { IMPERIAL_COUNCIL_EFFECT } from './council.ts';
import { blightLooms, flipCouncilInSession, mostPowerSeat, returnHighestMarker } from './rules.ts';

export const CAMPAIGN_COURT_EFFECTS: readonly CardEffect[] = [
  // ♦01 the Imperial Council (campaign rulebook p.14): council.ts.
  IMPERIAL_COUNCIL_EFFECT,
  // CC01 Mining Interest = BC02: "Manufacture (Build): Gain 1 Material. Prelude: You may discard this to gain Material up to your number of empty resource slots. If the Material supply empties, steal the Material instead."
  interest('ARCS-CC01', 'manufacture', 'Manufacture', 'material'),
  // CC02 Construction Union = BC05: "Prelude: You may place this card next to a face-up played Construction card. When the round ends, draw that card into your hand and discard this card."
  unionEffect('ARCS-CC02', 'construction'),
  // CC03 Gatekeepers = BC08: "When you battle in a gate, you may collect 2 more dice. Prelude: You may discard this to place 1 ship in each gate (unless out of play)."
  gatekeepers('ARCS-CC03'),
  // CC04 Shipping Interest = BC09: "Synthesize (Build): Gain 1 Fuel. Prelude: … gain Fuel up to your number of empty resource slots. If the Fuel supply empties, steal the Fuel instead."
  interest('ARCS-CC04', 'synthesize', 'Synthesize', 'fuel'),
  // CC05 Skirmishers = BC13: "After you roll in battle, you may reroll a number of skirmish dice up to your total Weapon icons from resources and cards. Prelude: You may discard this to place 3 ships in a system you control."
  skirmishers('ARCS-CC05'),
  // CC06 Arms Union = BC11: "Prelude: You may place this card next to a face-up played Aggression card. When the round ends, draw that card into your hand and discard this card."
  unionEffect('ARCS-CC06', 'aggression'),
  // CC07 Lattice Spies = BC16: "Prelude: Before any other actions, you may discard this to seize the initiative."
  latticeSpies('ARCS-CC07'),
  // CC08 Silver Tongues = BC20 Silver-Tongues: "Prelude: You may discard this to steal a Guild card or resource."
  silverTongues('ARCS-CC08'),
  // CC09 Sworn Guardians = BC22: "Rivals cannot steal your resources and other Guild cards. If this card is stolen, bury it." (raid cost 1 key: arcs-facts D4)
  swornGuardians('ARCS-CC09'),
  // CC10 Elder Broker = BC23: "Trade (Tax): Choose a Rival city you control. Swap 1 resource with that Rival … Prelude: You may discard this to gain 1 Material, 1 Fuel, and 1 Weapon."
  elderBroker('ARCS-CC10'),
  {
    // CC11 Populist Demands. "Crisis: Return the declared ambition marker of highest Power to Available Ambitions.
    //  When Secured: You may declare any ambition. (An ambition marker must be Available.) Bury this card." (BC27 discards instead)
    id: 'ARCS-CC11',
    whenSecured: declareAny('ARCS-CC11'),
    afterSecured: 'bury',
    crisis(s) {
      if (returnHighestMarker(s)) fired(s, 'ARCS-CC11');
      return [];
    },
  },
  {
    // CC12 Council Intrigue. "Crisis: Flip the Imperial Council to In Session. Move agents from here to it. Bury this card.
    //  When Secured: Flip the Imperial Council to In Session. You may move any Loyal agents from here to other Court cards (even the Council). Bury this card."
    // When Secured, the securer's agents on the card have just returned to its supply (court.ts secureCard): it may place that many on other cards.
    id: 'ARCS-CC12',
    whenSecured(s, seat, ctx) {
      flipCouncilInSession(s);
      const n = ctx?.returned ?? 0;
      return n > 0 ? [{ k: 'campaign/court/intrigue', seat, left: n }] : [];
    },
    afterSecured: 'bury',
    crisis(s) {
      const council = flipCouncilInSession(s);
      const at = courtPlace(s, 'ARCS-CC12');
      // An attached card holds no agents: only a card in a spot has agents to move.
      if (at && !at.attached) {
        const here = s.court[at.index]!;
        const there = s.court[council]!;
        here.agents.forEach((n, seat) => {
          there.agents[seat]! += n;
        });
        here.agents = here.agents.map(() => 0);
      }
      removeCardFromCourt(s, 'ARCS-CC12', 'bury');
      fired(s, 'ARCS-CC12');
      return [];
    },
  },
  {
    // CC13 Diplomatic Fiasco. "Crisis: In turn order, each player with more Guild cards than agents in their supply must discard Guild cards until
    //  their Guild cards equal their agents. Bury this card. (Count protected Guild cards but don't discard them.) When Secured: Rivals resolve the Crisis."
    // FAQ: "the agents should be returned first, then the supply counted": the card leaves the Court (its agents return) before the count.
    id: 'ARCS-CC13',
    whenSecured: (s, seat) => [{ k: 'campaign/court/fiasco', seats: turnOrder(s).filter((x) => x !== seat) }],
    afterSecured: 'bury',
    crisis(s) {
      removeCardFromCourt(s, 'ARCS-CC13', 'bury');
      fired(s, 'ARCS-CC13');
      return [{ k: 'campaign/court/fiasco', seats: turnOrder(s) }];
    },
  },
  {
    // CC14 Song of Freedom. "Crisis: The player with the most Power must replace a Loyal city with a Free city.
    //  When Secured: You may replace any Loyal or Rival city you control with a Free city. If you do, you may seize the initiative. Shuffle this card into the Court deck."
    // (BC29 returns the city to its board instead; FAQ ARCS-CC14: ties for most Power, the player closest in turn order to the initiative.)
    id: 'ARCS-CC14',
    whenSecured: (_s, seat) => [{ k: 'campaign/court/song', seat, crisis: false, replaced: false }],
    afterSecured: 'shuffle',
    crisis(s) {
      fired(s, 'ARCS-CC14');
      return [{ k: 'campaign/court/song', seat: mostPowerSeat(s), crisis: true, replaced: false }];
    },
  },
  {
    // CC15 Blight Looms. "Crisis: Repair all Blight in the rolled cluster. Place 1 damaged Blight at each planet of the rolled symbol with no Blight. Bury this card.
    //  When Secured: You may destroy all damaged Blight in a cluster with Loyal pieces. Bury this card."
    id: 'ARCS-CC15',
    whenSecured: (_s, seat) => [{ k: 'campaign/court/blight-looms', seat }],
    afterSecured: 'bury',
    crisis(s, _holder, roll) {
      blightLooms(s, rolledCluster(roll), planetsOfRolledSymbol(s, roll));
      removeCardFromCourt(s, 'ARCS-CC15', 'bury');
      fired(s, 'ARCS-CC15');
      return [];
    },
  },
];

export const CAMPAIGN_COURT_HANDLERS = CAMPAIGN_COURT_FRAME_HANDLERS;

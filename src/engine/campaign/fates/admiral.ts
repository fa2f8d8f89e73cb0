/**
 * Fate 7, the Admiral (ARCS-FATE07; Fate Set ARCS-F701…F721): the effects of every card of its set
 * and its frames. Its Acts (setups, grand ambitions) and the facts its cards read are
 * admiral-rules.ts; card moves are data (data/campaign/fate-steps.ts). Each entry quotes the printed
 * text it implements (cards.csv, errata.md: none for this set) and the FAQ rows it follows.
 *
 * Where the set meets other areas it uses effects.ts hooks (header, "Admiral"): Imperial ships
 * placed (Requisition Ships, Use Imperial Foundries, Rogue Admirals), the Trophies a seat took in a
 * battle (battle/after), captures (tax, secure, Abduct, Gate Ports), the Movement and Truce Laws
 * ignored (frames/actions.ts, control.ts mayHarm), Martial Law's denial of the Imperial Fleet
 * (control.ts commandsFleet, controlsForScoring, endsCatapult).
 *
 * Choices made (also in the report):
 * - Act I objective, "winning an ambition": first place alone now on a declared ambition
 *   (admiral-rules.ts winningAmbition); "Imperial ships that anyone places on the map": Requisition
 *   Ships (Govern, Escalation), Use Imperial Foundries, Rogue Admirals' Prelude.
 * - "Each Trophy you take in battle with attacking Imperial ships": the Admiral attacking, having
 *   added Imperial ships when the dice were rolled (they may be destroyed); every Trophy the Admiral
 *   took in that battle counts, Ransacking the Court's agents included (FAQ).
 * - Act II "Outlaw piece you take as a Trophy in battle": any standard battle, attacking or
 *   defending, or as the First Regent when an Outlaw battles the Empire; "Regent agent you capture":
 *   captures by tax, secure, Abduct and Gate Ports, never Summit transfers (card) or the Demand's
 *   Captive handed over (a transfer, not a capture).
 * - Imperial Defectors (F710/F711/F715/F716), When Secured: "You may discard this card or resolve
 *   the Crisis in a cluster of your choice" — neither keeps it (a held Vox card, its Crisis a Fate
 *   Crisis, campaign p.18).
 * - Command Chaos (F713) FAQ: "The Crisis does not work while [Imperial Officers] is discarded or in
 *   the Court deck": then the whole Crisis does nothing (Rogue Admirals are not shuffled either).
 * - Mass Uprising (F717/F718) Crisis: "every damaged ship" are ships of players and the Empire;
 *   Blight is not a ship (The Blight), Flagship pieces are never damaged.
 * - Imperial Officers and Rogue Admirals let their holder move Imperial ships along with its Loyal
 *   ships without the one-for-one limit; moving Imperial ships with no Loyal ship at all is not
 *   offered (the move action starts from the seat's own ships).
 */
import { findCard } from '../../../data/cards.ts';
import { CLUSTER_IDS, type ClusterId, type SystemId } from '../../../data/map.ts';
import { buildingsOf, log, returnPieces, seatName, shipsOf, sys, systemIds, tidy } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { controls, titleOf } from '../../control.ts';
import { cardName } from '../../court.ts';
import { courtPlace, attachCard } from '../../court-slots.ts';
import { discardAbility, discardHeld } from '../../court/common.ts';
import { abductTargets } from '../../court/frames.ts';
import { destroyedShipsToSupply, fired, heldCards, noteImperialShipsPlaced, type CardEffect } from '../../effects.ts';
import { heldTokens } from '../../holdings.ts';
import { card, msg, system } from '../../messages.ts';
import { shuffleInPlace } from '../../rng.ts';
import { call, done, opt, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { rolledCluster } from '../dice.ts';
import { becomeRegent, buryOutlawCards } from '../empire/titles.ts';
import {
  empirePlanets, HONOR_GUARD, IMPERIAL_OFFICERS, isOutlawSeat, martialLawBinds, MARTIAL_LAW, plainShips,
  ROGUE_ADMIRALS, USE_IMPERIAL_FOUNDRIES, winningAmbition,
} from './admiral-rules.ts';
import { bury, discardCard, takeCard } from './moves.ts';
import { advanceObjective } from './objective.ts';
import { defect, systemsOfCluster } from './steward.ts';

export * from './admiral-rules.ts';

/* ---------------------------------------------------------------- option ids */

/** Use Imperial Foundries: `fresh:<system>` / `damaged:<system>` (the Loyal ship replaced), `done`. */
const FOUNDRIES = choices({ fresh: { system: field.system }, damaged: { system: field.system }, done: {} });
/** Rogue Admirals' Prelude: `sys:<system>`. */
const ROGUE = choices({ sys: { system: field.system } });
/** Imperial Defectors when secured: `cluster:<n>`, `discard`, `keep`. */
const DEFECTORS = choices({ cluster: { cluster: field.int }, discard: {}, keep: {} });
/** Command Chaos: `yes` / `no` (become a Regent). */
const YES_NO = choices({ yes: {}, no: {} });

/* ---------------------------------------------------------------- frames */

/** Admiral frames (joined into FateFrame, fates/types.ts). */
export type AdmiralFrame =
  /** Use Imperial Foundries (Edict 55): the holder of Imperial Officers replaces Loyal ships at Loyal starports; `used`: replacements per system. */
  | { k: 'campaign/admiral-foundries'; seat: Seat; used: Partial<Record<SystemId, number>> }
  /** Rogue Admirals' Prelude (card discarded): place 3 Imperial ships in one of `systems` (controlled when it was used). */
  | { k: 'campaign/admiral-rogue'; seat: Seat; card: string; systems: SystemId[] }
  /** Imperial Defectors, When Secured: discard it, resolve its Crisis in a cluster (then bury it), or keep it. */
  | { k: 'campaign/admiral-defectors'; seat: Seat; card: string }
  /** Command Chaos, When Secured: "You may become a Regent." */
  | { k: 'campaign/admiral-regent'; seat: Seat }
  /** Imperial Officers / Rogue Admirals secured: "Bury this if you're an Outlaw" (a frame, so the securer may order it after Command Chaos). */
  | { k: 'campaign/admiral-outlaw-check'; seat: Seat };

type H<K extends AdmiralFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[]): Step => ({ t: 'ask', seat, prompt, options });

/** Loyal starports of the seat in a system (each allows one replacement). */
function loyalStarports(s: GameState, seat: Seat, id: SystemId): number {
  return buildingsOf(sys(s, id), seat, 'starport').length;
}

/** Place `n` Imperial ships (fresh unless `damaged`) from the Empire's supply; returns how many. */
function placeImperial(s: GameState, id: SystemId, n: number, damaged = false): number {
  const supply = s.neutral!.empire;
  const k = Math.min(n, supply.ships);
  if (k <= 0) return 0;
  supply.ships -= k;
  const g = shipsOf(sys(s, id), 'empire');
  if (damaged) g.damaged += k;
  else g.fresh += k;
  return k;
}

/** "For each Loyal starport, you may replace 1 Loyal ship in its system with 1 Imperial ship." */
const foundries: H<'campaign/admiral-foundries'> = {
  step(s, f) {
    if (s.neutral!.empire.ships === 0) return done;
    const options = [opt(FOUNDRIES.id('done'), msg('campaign.admiral.foundries.done'))];
    for (const id of systemIds(s)) {
      if ((f.used[id] ?? 0) >= loyalStarports(s, f.seat, id)) continue;
      const c = plainShips(s, f.seat, id);
      if (c.fresh > 0) options.push(opt(FOUNDRIES.id('fresh', { system: id }), msg('campaign.admiral.foundries.fresh', { system: system(id) })));
      if (c.damaged > 0) options.push(opt(FOUNDRIES.id('damaged', { system: id }), msg('campaign.admiral.foundries.damaged', { system: system(id) })));
    }
    if (options.length === 1) return done;
    return ask(f.seat, msg('campaign.admiral.foundries'), options);
  },
  resume(s, f, choice) {
    const c = FOUNDRIES.read(choice);
    if (c.tag === 'done') return done;
    const id = c.system;
    const damaged = c.tag === 'damaged';
    const g = shipsOf(sys(s, id), f.seat);
    if (damaged) g.damaged -= 1;
    else g.fresh -= 1;
    returnPieces(s, f.seat, 'ship', 1);
    // Replacing keeps the piece's side (as Summits replace pieces).
    placeImperial(s, id, 1, damaged);
    tidy(sys(s, id));
    f.used[id] = (f.used[id] ?? 0) + 1;
    fired(s, USE_IMPERIAL_FOUNDRIES);
    log(s, `${seatName(s, f.seat)} replaces a ${damaged ? 'damaged' : 'fresh'} Loyal ship in ${id} with an Imperial ship (Use Imperial Foundries).`);
    noteImperialShipsPlaced(s, 1);
    return call();
  },
};

/** "Prelude: You may discard this to place 3 Imperial ships in a system you control." */
const rogue: H<'campaign/admiral-rogue'> = {
  step(s, f) {
    if (f.systems.length === 0 || s.neutral!.empire.ships === 0) return done;
    return ask(f.seat, msg('campaign.admiral.rogue', { card: card(f.card) }), f.systems.map((id) => opt(ROGUE.id('sys', { system: id }), msg('core.system', { system: system(id) }))));
  },
  resume(s, f, choice) {
    const id = ROGUE.read(choice).system;
    const n = placeImperial(s, id, 3);
    log(s, `${seatName(s, f.seat)} places ${n} Imperial ship${n === 1 ? '' : 's'} in ${id} (${cardName(f.card)}).`);
    noteImperialShipsPlaced(s, n);
    return done;
  },
};

const defectors: H<'campaign/admiral-defectors'> = {
  step(s, f) {
    const options = [opt(DEFECTORS.id('keep'), msg('campaign.admiral.defectors.keep')), opt(DEFECTORS.id('discard'), msg('campaign.admiral.defectors.discard'))];
    for (const cluster of CLUSTER_IDS) if (systemsOfCluster(s, cluster).length > 0) options.push(opt(DEFECTORS.id('cluster', { cluster }), msg('campaign.admiral.defectors.cluster', { n: cluster })));
    return ask(f.seat, msg('campaign.admiral.defectors', { card: card(f.card) }), options);
  },
  resume(s, f, choice) {
    const c = DEFECTORS.read(choice);
    if (c.tag === 'discard') discardCard(s, f.card);
    else if (c.tag === 'cluster') {
      // The Crisis: "In the rolled cluster, replace all Imperial ships with ships of the Outlaw earliest in turn order. Bury this card."
      defect(s, c.cluster as ClusterId);
      bury(s, f.card, f.seat);
    } else log(s, `${seatName(s, f.seat)} keeps ${cardName(f.card)}.`);
    return done;
  },
};

const regent: H<'campaign/admiral-regent'> = {
  step(s, f) {
    if (titleOf(s, f.seat) !== 'outlaw') return done;
    return ask(f.seat, msg('campaign.admiral.regent'), [opt(YES_NO.id('yes'), msg('campaign.steward.yes')), opt(YES_NO.id('no'), msg('campaign.steward.no'))]);
  },
  resume(s, f, choice) {
    if (YES_NO.read(choice).tag === 'yes') becomeRegent(s, f.seat);
    // An Outlaw holding "Bury this if you are an Outlaw" cards (Imperial Officers attached here) buries them now.
    buryOutlawCards(s);
    return done;
  },
};

const outlawCheck: H<'campaign/admiral-outlaw-check'> = {
  step(s) {
    buryOutlawCards(s);
    return done;
  },
  resume: () => done,
};

export const ADMIRAL_HANDLERS = {
  'campaign/admiral-outlaw-check': outlawCheck,
  'campaign/admiral-foundries': foundries,
  'campaign/admiral-rogue': rogue,
  'campaign/admiral-defectors': defectors,
  'campaign/admiral-regent': regent,
} as const;

/* -------------------------------------------------------------- card effects */

const isRegent = (s: GameState, seat: Seat): boolean => titleOf(s, seat) === 'regent';

/** The seat holding a card (play area or Court cards), or null. */
export function holderOf(s: GameState, id: string): Seat | null {
  return s.players.find((p) => heldCards(s, p.seat).includes(id))?.seat ?? null;
}

/** Rogue Admirals (F706, F707). */
const rogueAdmirals = (id: string): CardEffect => ({
  // "Bury this if you're an Outlaw. You ignore the Empire's Presence, Movement, and Truce Laws."
  id,
  buryIfOutlaw: true,
  ignoresPresenceLaw: isRegent,
  ignoresMovementLaw: isRegent,
  ignoresTruceLaw: isRegent,
  // An Outlaw securing it buries it at once (as the Steward's Tax Collectors).
  whenSecured: (_s, seat) => [{ k: 'campaign/admiral-outlaw-check', seat }],
  // "Prelude: You may discard this to place 3 Imperial ships in a system you control." (Controlled as the card is used.)
  prelude: {
    options: (s, seat) => (s.neutral!.empire.ships > 0 && systemIds(s).some((x) => controls(s, x, seat)) ? [opt('use', msg('campaign.admiral.rogue.use'))] : []),
    take(s, seat) {
      const systems = systemIds(s).filter((x) => controls(s, x, seat));
      discardHeld(s, seat, id);
      fired(s, id);
      return [{ k: 'campaign/admiral-rogue', seat, card: id, systems }];
    },
  },
});

/** Court Enforcers (F708, F709): the base Court Enforcers' text (ARCS-BC14). */
const courtEnforcers = (id: string): CardEffect => ({
  // "Abduct (Battle): Capture all Rival agents from a card in the Court that has fewer Rival agents than your total Weapon icons from resources and cards."
  id,
  newActions: [{ key: 'abduct', name: 'Abduct', replaces: 'battle', can: (s, seat) => abductTargets(s, seat).length > 0, start: (s, seat) => (fired(s, id), [{ k: 'fx/abduct', seat }]) }],
  // "Prelude: You may discard this to place 3 ships in a system you control."
  prelude: discardAbility(msg('court.discard.place-3'), (_s, seat) => [{ k: 'fx/place-3', seat, card: id }], id),
});

/** Imperial Defectors (F710, F711, F715, F716). */
const imperialDefectors = (id: string): CardEffect => ({
  id,
  // "Crisis: In the rolled cluster, replace all Imperial ships with ships of the Outlaw earliest in turn order. Bury this card."
  crisis(s, holder, roll) {
    fired(s, id);
    defect(s, rolledCluster(roll));
    bury(s, id, holder);
    return [];
  },
  // "When Secured: You may discard this card or resolve the Crisis in a cluster of your choice."
  whenSecured: (_s, seat) => [{ k: 'campaign/admiral-defectors', seat, card: id }],
  afterSecured: 'keep',
});

/** Mass Uprising (F717, F718). */
const massUprising = (id: string): CardEffect => ({
  id,
  // "Crisis: Destroy every damaged ship. Bury this card."
  crisis(s) {
    fired(s, id);
    let n = 0;
    for (const x of systemIds(s)) {
      const st = sys(s, x);
      for (const g of st.ships) {
        if (g.owner === 'blight' || g.damaged === 0) continue;
        destroyedShipsToSupply(s, g.owner, g.damaged); // The Dead Live (ARCS-F2204)
        n += g.damaged;
        g.damaged = 0;
      }
      tidy(st);
    }
    log(s, `Mass Uprising: ${n} damaged ship${n === 1 ? ' is' : 's are'} destroyed.`);
    bury(s, id);
    return [];
  },
  // "When Secured: Choose a cluster on the map. You place 1 ship in each system of that cluster. Discard this card." (the base
  // Mass Uprising's frame, ARCS-BC26; FAQ: ships placed in a battle system while ransacking are not attacking ships, placeShips.)
  whenSecured: (_s, seat) => [{ k: 'fx/mass-uprising', seat }],
});

export const ADMIRAL_EFFECTS: readonly CardEffect[] = [
  {
    // F701B Admiral Act I Objective. "Prove Yourself as a New Admiral: While you're a Regent and winning an ambition, advance 1
    // for each Imperial ship that anyone places on the map." "Demonstrate the Navy's Might: While you're a Regent, advance 1 for
    // each Trophy you take in battle with attacking Imperial ships." FAQ: Trophies from Ransacking the Court when a city is
    // destroyed in that battle count.
    id: 'ARCS-F701B',
    imperialShipsPlaced(s, seat, n) {
      if (!isRegent(s, seat) || !winningAmbition(s, seat)) return;
      fired(s, 'ARCS-F701B');
      advanceObjective(s, seat, n);
    },
    battleTrophies(s, seat, ctx) {
      if (ctx.attacker !== seat || !ctx.imperial || !isRegent(s, seat)) return;
      fired(s, 'ARCS-F701B');
      advanceObjective(s, seat, ctx.taken.reduce((n, t) => n + t.count, 0));
    },
  },
  {
    // F702 Imperial Officers: "Bury this if you are an Outlaw. You ignore the Empire's Presence and Movement Laws."
    id: IMPERIAL_OFFICERS,
    buryIfOutlaw: true,
    ignoresPresenceLaw: isRegent,
    ignoresMovementLaw: isRegent,
    // An Outlaw securing it buries it at once. Secured attached to Command Chaos, the two When Secured are ordered by the
    // securer (court.ts fx/order): Command Chaos first lets them become a Regent and keep it.
    whenSecured: (_s, seat) => [{ k: 'campaign/admiral-outlaw-check', seat }],
  },
  {
    // F703 Use Imperial Foundries (Edict 55): "The player who has Imperial Officers resolves this." (Nobody, while it is in the
    // Court, the Court deck or the discard pile.)
    id: USE_IMPERIAL_FOUNDRIES,
    edict(s) {
      const seat = holderOf(s, IMPERIAL_OFFICERS);
      if (seat === null) {
        log(s, 'Use Imperial Foundries: nobody has Imperial Officers.');
        return [];
      }
      return [{ k: 'campaign/admiral-foundries', seat, used: {} }];
    },
  },
  {
    // F705 Honor Guard: "Your Weapon Guild cards cannot be stolen while you have any Weapons."
    id: HONOR_GUARD,
    rule(s, holder, _actor, act) {
      if (act.t !== 'steal' || act.victim !== holder || !('guild' in act.thing)) return null;
      if (findCard(act.thing.guild)?.suit !== 'weapon') return null;
      return heldTokens(s, holder).some((t) => t.resource === 'weapon') ? 'cannot' : null;
    },
  },
  rogueAdmirals(ROGUE_ADMIRALS[0]),
  rogueAdmirals(ROGUE_ADMIRALS[1]),
  courtEnforcers('ARCS-F708'),
  courtEnforcers('ARCS-F709'),
  imperialDefectors('ARCS-F710'),
  imperialDefectors('ARCS-F711'),
  {
    // F712B Admiral Act II Objective. "Expand the Navy's Holdings: At the end of a chapter, if you're a Regent, advance 1 for
    // each planet controlled by the Empire."
    id: 'ARCS-F712B',
    afterScoring(s, seat) {
      if (!isRegent(s, seat)) return [];
      const n = empirePlanets(s);
      if (n > 0) fired(s, 'ARCS-F712B');
      advanceObjective(s, seat, n);
      return [];
    },
    // "Crush the Empire's Foes: While you're a Regent, advance 2 for each Outlaw piece you take as a Trophy in battle."
    battleTrophies(s, seat, ctx) {
      if (!isRegent(s, seat)) return;
      const n = ctx.taken.filter((t) => isOutlawSeat(s, t.owner)).reduce((k, t) => k + t.count, 0);
      if (n === 0) return;
      fired(s, 'ARCS-F712B');
      advanceObjective(s, seat, 2 * n);
    },
    // "Dominate Rival Regents: While you're a Regent, advance 2 for each Regent agent you capture. (This doesn't count pieces
    // transferred during Summits.)"
    captured(s, seat, victim, n) {
      if (!isRegent(s, seat) || !isRegent(s, victim)) return;
      fired(s, 'ARCS-F712B');
      advanceObjective(s, seat, 2 * n);
    },
  },
  {
    // F713 Command Chaos (Vox). "Crisis: Attach Imperial Officers here. Shuffle all Rogue Admirals from the Court discard pile
    // into the Court deck." FAQ: "The Crisis does not work while [Imperial Officers] is discarded or in the Court deck."
    id: 'ARCS-F713',
    crisis(s) {
      const officers = IMPERIAL_OFFICERS;
      if (s.courtDeck.includes(officers) || s.courtDiscard.includes(officers)) {
        log(s, 'Command Chaos: Imperial Officers is in the Court deck or the discard pile; the Crisis does nothing.');
        return [];
      }
      fired(s, 'ARCS-F713');
      const at = courtPlace(s, officers);
      const here = courtPlace(s, 'ARCS-F713');
      // "Here" is Command Chaos in the Court (Court Crises); Imperial Officers anywhere else in play (a play area, a player's
      // Court cards, the Court) is attached to it.
      if (here && !here.attached && !(at && at.attached && at.index === here.index) && (holderOf(s, officers) !== null || at !== null)) {
        takeCard(s, officers);
        const index = courtPlace(s, 'ARCS-F713')!.index;
        attachCard(s, officers, index, { stack: true });
      }
      const rogues = s.courtDiscard.filter((id) => (ROGUE_ADMIRALS as readonly string[]).includes(id));
      if (rogues.length > 0) {
        s.courtDiscard = s.courtDiscard.filter((id) => !rogues.includes(id));
        s.courtDeck.push(...rogues);
        shuffleInPlace(s.rng, s.courtDeck);
        log(s, `Command Chaos: ${rogues.length} Rogue Admirals ${rogues.length === 1 ? 'is' : 'are'} shuffled into the Court deck.`);
      }
      return [];
    },
    // "When Secured: Influence once. You may become a Regent. Shuffle this card into the Court deck."
    whenSecured(s, seat) {
      const frames: Frame[] = [];
      if (s.players[seat]!.supply.agents > 0 && s.court.length > 0) frames.push({ k: 'act/influence', seat });
      frames.push({ k: 'campaign/admiral-regent', seat });
      return frames;
    },
    afterSecured: 'shuffle',
  },
  imperialDefectors('ARCS-F715'),
  imperialDefectors('ARCS-F716'),
  massUprising('ARCS-F717'),
  massUprising('ARCS-F718'),
  {
    // F720 Martial Law (Law): "Regents except the Admiral follow these rules if they do not have Imperial Officers or Rogue
    // Admirals: You cannot Command the Imperial Fleet. If you're the First Regent, you don't control Empire-controlled systems
    // for ambitions, objectives, and events. When taking a Catapult move, Empire control of gates ends your move."
    // FAQ: it never overrides Imperial Authority (F102 taxes by its own rule, not by Commanding the Fleet); the Truce Law
    // still holds. F721 is its reminder copy by the map (no rules of its own; it fires with the Law: control.ts commandsFleet).
    id: MARTIAL_LAW,
    deniesFleetCommand: (s, seat) => martialLawBinds(s, seat, heldCards(s, seat)),
  },
];

/**
 * Fate 14, the Pacifist (ARCS-FATE14; Fate Set ARCS-F1401…F1412): the effects of its cards and its
 * frames. Its Acts (setup, Resolution, grand ambitions) and facts are pacifist-rules.ts; card moves
 * are data (data/campaign/fate-steps.ts, errata applied: the Act III setup's references are 09-12).
 * Each entry quotes the printed text it implements (cards.csv) and the FAQ rows it follows.
 *
 * Hooks used (effects.ts): `ambitionsScored` and `preludeSpent` (Act II objective), `prelude`
 * (Witnesses, Psionic Liaisons), `battleTrophies` (Well of Empathy), `onCopy` (Psionic Liaisons,
 * the Advocate's Liaison frames), `crisis`/`whenSecured` (Itinerant Empaths), `edict` (Rebuke of
 * the Empaths, Edict 60), `afterBattleHits` (Empathy for All, a rules-booklet Law).
 *
 * Choices made (our sources are silent):
 * - "Witnesses you control" are the Pacifist's own Witness tokens (they are its Loyal pieces); moving
 *   them, those in systems it controls (as Blight Society's "Blight you control"; FAQ: the control
 *   requisite holds): the Move action's `token:ARCS-F1402:<system>`, a plain move to an adjacent
 *   system.
 * - Witnesses along a Catapult move (effects.ts `catapultRiders`; frames/actions.ts): ONE question at
 *   the start of the Catapult move, `ride:<n>` (n from all of them down to 0), offered for the
 *   Pacifist's Witnesses in the origin system when it controls that system there and then (FAQ: "The
 *   control requisite still applies to Catapult Moves"; read before any ship leaves). Every route into
 *   a Catapult asks it: the Move action (act/move, also a Catapult ending at once), the Slipstream
 *   Drive and the Seeker Golem (act/catapult starting in place), Sprinter Drives' bonus Catapult (the
 *   riders found before its first hop, act/catapult `offer`; when that hop already ends it,
 *   ll/sprint `ride` asks the same question). The
 *   riders go on with the ships going on, hop by hop, and end where the last of them stop (a gate
 *   broken by Breaking Gates: the Twisted Passage, as the gate's other Fate tokens).
 * - Itinerant Empaths' Crisis, "the player with the least Power": on a tie every tied player gains.
 * - Well of Empathy holds Psionic (holdings.ts HOLDING_CARDS, the Pirate Hoard's mechanism): held
 *   tokens `well-psionic-<k>` (2 keys each; spent, given, stolen and counted like any other; Psionic
 *   Outrage and Rebuke of the Empaths discard them: no exemption is printed). A Psionic the holder
 *   gains asks `onto:ARCS-F1403` or `slots` (res/gain; not when taken for the Imperial Trust). Gains
 *   made inside an effect (Well of Empathy's returned Trophies, Itinerant Empaths, Rebuke) go into
 *   empty slots first, then onto the Well; "up to your number of empty resource slots" (Itinerant
 *   Empaths) is unlimited for its holder (FAQ, The Arbiter: "Cards that hold resources are considered
 *   to have unlimited resource slots for that resource"), and a Rival holding it always has room for
 *   Reconcile's Psionic. The card changing hands (Knowledge Set Free) keeps its Psionic (FAQ); leaving
 *   play (scrapped) returns them to the supply (FAQ, Caretaker Act III Objective; fates/moves.ts
 *   takeCard). Psionic already in slots are not moved onto it (as the Hoard, it is never rearranged).
 * - Empathy for All in battle binds the attacker (who chose the defender: harm), at the battle's
 *   planet, after the hits and before the raid; a card's harm (effects.ts effectHarm) at once.
 */
import { systemDef, type Resource, type SystemId } from '../../../data/map.ts';
import { log, neighbours, returnPieces, seatName, shipsOf, sys, systemIds, turnOrder } from '../../board.ts';
import { controls } from '../../control.ts';
import { choices, field } from '../../choices.ts';
import { fired, type CardEffect } from '../../effects.ts';
import { provokeOutrage } from '../../frames/outrage.ts';
import { emptyPlaces, heldTokens, holdsCard, holdsResource, putOnCard, putToken, takeToken } from '../../holdings.ts';
import { msg, system } from '../../messages.ts';
import { call, done, opt, type Handler } from '../../step.ts';
import type { GameState, Seat } from '../../types.ts';
import { liaison } from './advocate.ts';
import { discardCard } from './moves.ts';
import { advanceObjective } from './objective.ts';
import { needsReplenish, PACIFIST, REPLENISH_TO, WELL_OF_EMPATHY, WITNESSES_CARD, witnesses, witnessTurnsPsionic } from './pacifist-rules.ts';
import { outraged } from './partisan-rules.ts';

export * from './pacifist-rules.ts';

type H<K extends PacifistFrame['k']> = Handler<Extract<PacifistFrame, { k: K }>>;

export type PacifistFrame =
  /** Pacifist Act II setup step 4 (F1401A): place 1 ship in any system, until 8 Loyal ships are on the map. */
  | { k: 'campaign/pacifist-replenish'; seat: Seat }
  /** Witnesses (F1402), the Move action: Witnesses moved out of `from` (where to, then how many). */
  | { k: 'campaign/pacifist-witness-move'; seat: Seat; from: SystemId; to?: SystemId };

/* -------------------------------------------------------------- helpers */

/**
 * Gain up to `n` Psionic into empty resource places (as many as fit and the supply holds), then, the
 * seat holding Well of Empathy, onto it (never full). Returns how many.
 */
export function gainPsionicUpTo(s: GameState, seat: Seat, n: number): number {
  let k = 0;
  while (k < n && s.supply.psionic > 0) {
    const place = emptyPlaces(s, seat, 'psionic')[0];
    if (place === undefined) break;
    s.supply.psionic -= 1;
    putToken(s, seat, place, 'psionic');
    k += 1;
  }
  return k;
}

/**
 * Empty resource places of the seat for Psionic ("their number of empty resource slots"): unlimited
 * with Well of Empathy (FAQ, The Arbiter: "Cards that hold resources are considered to have unlimited
 * resource slots for that resource").
 */
const emptySlots = (s: GameState, seat: Seat): number => (holdsCard(s, seat, WELL_OF_EMPATHY) ? Infinity : emptyPlaces(s, seat).length);

/** Witness tokens of the seat at Psionic planets (the Witnesses' Prelude). */
function flippableWitnesses(s: GameState, seat: Seat) {
  return witnesses(s, seat).filter((t) => systemDef(t.where as SystemId).resource === 'psionic');
}

const empathDeclared = (s: GameState): boolean => s.ambitions.empath.length > 0;

/** Witnesses (F1402): systems with the seat's Witnesses that it controls and that have a neighbour (the Move action). */
function witnessMoveSystems(s: GameState, seat: Seat): SystemId[] {
  return [...new Set(witnesses(s, seat).map((t) => t.where as SystemId))].filter((id) => controls(s, id, seat) && neighbours(s, id).length > 0).sort();
}

/** Witness move: `to:<system>`, then `n:<count>`. */
const WITNESS_MOVE = choices({ to: { system: field.system }, n: { count: field.int } });

/** The Pacifist in play (the seat whose Fate it is), or null. */
export function pacifistSeat(s: GameState): Seat | null {
  const i = s.campaign?.seats.findIndex((x) => x.fate === PACIFIST) ?? -1;
  return i >= 0 ? i : null;
}

/* ------------------------------------------------------------ the effects */

const itinerantEmpaths = (id: string): CardEffect => ({
  id,
  // "Crisis: The player with the least Power gains Psionic up to their number of empty resource slots. Discard this card."
  crisis(s) {
    fired(s, id);
    const least = Math.min(...s.players.map((p) => p.power));
    for (const seat of turnOrder(s).filter((x) => s.players[x]!.power === least)) {
      const n = gainPsionicUpTo(s, seat, emptySlots(s, seat));
      log(s, `Itinerant Empaths: ${seatName(s, seat)} gains ${n} Psionic.`);
    }
    discardCard(s, id);
    return [];
  },
  // "When Secured: Gain Psionic up to your number of empty resource slots. Discard this card."
  whenSecured(s, seat) {
    fired(s, id);
    const n = gainPsionicUpTo(s, seat, emptySlots(s, seat));
    log(s, `Itinerant Empaths: ${seatName(s, seat)} gains ${n} Psionic.`);
    return [];
  },
  afterSecured: 'discard',
});

/** Empathy for All (F1409 Law; F1410 is its reminder): the attacker harmed things at this planet. */
function empathyForAll(s: GameState, actor: Seat, id: SystemId): void {
  const r = systemDef(id).resource;
  if (r === null || !holdsResource(s, actor, r)) return;
  fired(s, 'ARCS-F1409');
  fired(s, 'ARCS-F1410');
  log(s, `Empathy for All: ${seatName(s, actor)} harmed at a ${r} planet while holding ${r}.`);
  provokeOutrage(s, actor, r);
}

export const PACIFIST_EFFECTS: readonly CardEffect[] = [
  {
    // F1401B Pacifist Act II Objective. "Commit to Pacifism: At the end of a chapter, advance 2 if you have no Trophies, and
    // advance 1 if you have no Captives." Read after scoring, before the clean-up returns Trophies and Captives.
    // "Spread Empathy: Advance 1 for each Psionic you spend in your Prelude while Empath is declared." FAQ: only Psionic
    // resources count (not another resource spent as Psionic through a Loyal Guild card).
    id: 'ARCS-F1401B',
    ambitionsScored(s, seat) {
      const p = s.players[seat]!;
      const n = (p.trophies.every((t) => t.count === 0) ? 2 : 0) + (p.captives.every((k) => k === 0) ? 1 : 0);
      if (n > 0) fired(s, 'ARCS-F1401B');
      advanceObjective(s, seat, n);
    },
    preludeSpent(s, seat, r) {
      if (r !== 'psionic' || !empathDeclared(s)) return;
      fired(s, 'ARCS-F1401B');
      advanceObjective(s, seat, 1);
    },
  },
  {
    // F1402 Witnesses (Ability). "Witness tokens are your Loyal pieces." (campaign/loyal-tokens.ts.) "Prelude: You may flip
    // a Witness you control at a Psionic planet to its Psionic resource side and take it. You may declare Empath." FAQ: the
    // flip must be done to declare Empath. "You may move Witnesses you control. When you Catapult move ships, you may move
    // Witnesses along with them." — `catapultRiders` below (frames/actions.ts asks `ride:<n>`).
    id: WITNESSES_CARD,
    // "You may move Witnesses you control." As Blight one controls (Blight Society): Witnesses in systems the holder
    // controls (FAQ: "The control requisite still applies to Catapult moves"); a plain move to an adjacent system.
    tokenMoveFrom: (s, seat) => witnessMoveSystems(s, seat),
    tokenMove: (_s, seat, from) => [{ k: 'campaign/pacifist-witness-move', seat, from }],
    // "When you Catapult move ships, you may move Witnesses along with them." FAQ: "The control requisite still applies to
    // Catapult Moves": the Witnesses in the origin system, if the Pacifist controls it (checked before the ships leave).
    catapultRiders: (s, seat, from) => (controls(s, from, seat) ? witnesses(s, seat).filter((t) => t.where === from).map((t) => t.id) : []),
    prelude: {
      options: (s, seat) => flippableWitnesses(s, seat).map((t) => opt(WITNESS_USE.id('flip', { token: t.id }), msg('campaign.pacifist.witness.flip', { system: system(t.where as SystemId) }))),
      take(s, seat, key) {
        const x = WITNESS_USE.read(key);
        const t = flippableWitnesses(s, seat).find((w) => w.id === x.token);
        if (!t) return [];
        fired(s, WITNESSES_CARD);
        witnessTurnsPsionic(s, t.id);
        // The flipped token is a Psionic resource now: it enters through the supply and is gained (no room: discarded to it).
        s.supply.psionic += 1;
        log(s, `${seatName(s, seat)} flips a Witness at ${t.where} to Psionic and takes it.`);
        // "You may declare Empath." (the usual declaring frame: an Available marker, the Ideals, Feastbringer…; it offers "no").
        return [{ k: 'res/gain', seat, resource: 'psionic', stolen: false }, { k: 'fx/declare', seat, card: WITNESSES_CARD, ambitions: ['empath'] }];
      },
    },
  },
  {
    // F1403 Well of Empathy (Lore). "When defending in battle, if you take Trophies, return them and gain 1 Psionic for each
    // Trophy returned." (battle/after: the Trophies this seat took in the battle; they go to empty slots, then onto the card.)
    // "You may hold any number of Psionic here. Their raid cost is 2 keys each." Held tokens at `well-psionic-<k>`
    // (holdings.ts HOLDING_CARDS: spent, stolen for 2 keys, counted like any other); a gained Psionic asks `onto:ARCS-F1403`
    // (here) or `slots` (res/gain), not when taken for the Imperial Trust.
    id: WELL_OF_EMPATHY,
    gainInstead: (_s, _holder, r, trust) => r === 'psionic' && !trust,
    placeInstead(s, holder, r) {
      putOnCard(s, holder, WELL_OF_EMPATHY, r);
      fired(s, WELL_OF_EMPATHY);
      log(s, `${seatName(s, holder)} places the Psionic on Well of Empathy.`);
    },
    battleTrophies(s, seat, ctx) {
      if (ctx.defender !== seat) return;
      let n = 0;
      const p = s.players[seat]!;
      for (const t of ctx.taken) {
        const held = p.trophies.find((x) => x.owner === t.owner && x.piece === t.piece);
        if (!held) continue;
        const k = Math.min(held.count, t.count);
        held.count -= k;
        returnPieces(s, t.owner, t.piece as Parameters<typeof returnPieces>[2], k);
        n += k;
      }
      p.trophies = p.trophies.filter((x) => x.count > 0);
      if (n === 0) return;
      fired(s, WELL_OF_EMPATHY);
      const g = gainPsionicUpTo(s, seat, n);
      log(s, `Well of Empathy: ${seatName(s, seat)} returns ${n} Troph${n === 1 ? 'y' : 'ies'} and gains ${g} Psionic.`);
    },
  },
  // F1405 Psionic Liaisons (Guild, Psionic). "When you Copy to influence, you may gain 1 Psionic. Prelude: You may attach
  // this to a Court card with no agents to declare the Empath ambition." Word for word the Advocate's Liaisons (F405-F409).
  liaison('ARCS-F1405', 'psionic', 'influence', 'empath'),
  itinerantEmpaths('ARCS-F1406'),
  itinerantEmpaths('ARCS-F1407'),
  {
    // F1408B Pacifist Act III Objective: the grand ambitions (pacifist-rules.ts pacifistGrandAmbitions; the framework fires it).
    id: 'ARCS-F1408B',
  },
  {
    // F1409 Empathy for All (Law). "When a player harms anything at a planet that matches a resource they have, they Provoke
    // Outrage of that planet type. For battles, resolve this at the end of dealing hits and before raiding."
    id: 'ARCS-F1409',
    afterBattleHits: (s, attacker, id) => empathyForAll(s, attacker, id),
    // Harm by a card (effects.ts effectHarm: Incite Revolt, the Warrior Golem, …): at once (battles use afterBattleHits).
    afterHarm(s, actor, target) {
      if (target.byCard) empathyForAll(s, actor, target.system);
    },
  },
  {
    // F1410 Empathy for All (Reminder), tucked by the map: the same rule as the Law (one rule: only the Law acts; the
    // reminder fires with it).
    id: 'ARCS-F1410',
  },
  {
    // F1412 Rebuke of the Empaths (Edict 60). "If Empath is declared, each player discards all resources matching their
    // Outrage types, and each player with no Psionic Outrage gains 1 Psionic. Don't discard Guild cards or frozen resources,
    // such as Material and Fuel held in Captives for the Guardian, or resources on Merchant League for the Magnate."
    id: 'ARCS-F1412',
    edict(s) {
      if (!empathDeclared(s)) return [];
      fired(s, 'ARCS-F1412');
      for (const seat of turnOrder(s)) {
        const p = s.players[seat]!;
        const types = new Set<Resource>(p.outrage.map((m) => m.resource));
        let k = 0;
        for (const t of heldTokens(s, seat).filter((x) => types.has(x.resource)).reverse()) {
          s.supply[takeToken(s, seat, t.place)] += 1;
          k += 1;
        }
        if (k > 0) log(s, `Rebuke of the Empaths: ${seatName(s, seat)} discards ${k} resource${k === 1 ? '' : 's'} of their Outrage types.`);
        if (!outraged(s, seat, 'psionic') && gainPsionicUpTo(s, seat, 1) > 0) log(s, `Rebuke of the Empaths: ${seatName(s, seat)} gains 1 Psionic.`);
      }
      return [];
    },
  },
];

/* -------------------------------------------------------------- frames */

const WITNESS_USE = choices({ flip: { token: field.word } });
const REPLENISH = choices({ sys: { system: field.system } });

const replenish: H<'campaign/pacifist-replenish'> = {
  step(s, f) {
    if (!needsReplenish(s, f.seat)) return done;
    return {
      t: 'ask', seat: f.seat,
      prompt: msg('campaign.pacifist.replenish', { n: REPLENISH_TO - shipsOnMapOf(s, f.seat) }),
      options: systemIds(s).sort().map((id) => opt(REPLENISH.id('sys', { system: id }), msg('core.system', { system: system(id) }))),
    };
  },
  resume(s, f, choice) {
    const id = REPLENISH.read(choice).system;
    s.players[f.seat]!.supply.ships -= 1;
    shipsOf(sys(s, id), f.seat).fresh += 1;
    fired(s, 'ARCS-F1401A');
    log(s, `${seatName(s, f.seat)} replenishes their fleet: 1 ship in ${id}.`);
    return call();
  },
};

function shipsOnMapOf(s: GameState, seat: Seat): number {
  return systemIds(s).reduce((n, id) => {
    const g = s.map[id]!.ships.find((x) => x.owner === seat);
    return n + (g ? g.fresh + g.damaged : 0);
  }, 0);
}

const witnessMove: H<'campaign/pacifist-witness-move'> = {
  step(s, f) {
    if (f.to === undefined) {
      return { t: 'ask', seat: f.seat, prompt: msg('campaign.pacifist.witness.to', { system: system(f.from) }), options: neighbours(s, f.from).map((id) => opt(WITNESS_MOVE.id('to', { system: id }), msg('core.system', { system: system(id) }))) };
    }
    const n = witnesses(s, f.seat).filter((t) => t.where === f.from).length;
    const options = [];
    for (let k = n; k >= 1; k--) options.push(opt(WITNESS_MOVE.id('n', { count: k }), msg('campaign.pacifist.witness.n', { n: k })));
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.pacifist.witness.count', { system: system(f.to) }), options };
  },
  resume(s, f, choice) {
    const c = WITNESS_MOVE.read(choice);
    if (c.tag === 'to') {
      f.to = c.system;
      return call();
    }
    const moving = witnesses(s, f.seat).filter((t) => t.where === f.from).sort((a, b) => a.id.localeCompare(b.id)).slice(0, c.count);
    for (const t of moving) t.where = f.to!;
    fired(s, WITNESSES_CARD);
    log(s, `${seatName(s, f.seat)} moves ${moving.length} Witness${moving.length === 1 ? '' : 'es'} from ${f.from} to ${f.to}.`);
    return done;
  },
};

export const PACIFIST_HANDLERS = {
  'campaign/pacifist-replenish': replenish,
  'campaign/pacifist-witness-move': witnessMove,
} as const;


/**
 * Lore cards of Leaders & Lore (ARCS-L01-14), as printed (cards.csv), with the FAQ rulings
 * (faq.csv). Lore has no Guild icon or raid cost: it does not add to ambitions and cannot be
 * stolen (base rulebook, Leaders & Lore) -- it is kept in player.lore, never in player.court.
 * Campaign: 1 lore card per player is shuffled into the Court deck (campaign rulebook, Table Setup
 * J) and works with the base rules ("Lore & Flagships", p.25); secured, it joins player.lore too
 * (court.ts takeSecured). These effects are their own module, on in both (modules.ts).
 */
import { DICE, MAX_DICE_PER_TYPE } from '../../data/dice.ts';
import { systemDef, type SystemId } from '../../data/map.ts';
import { captureFromSupply, extraBuildings, hasExcessResources, hasLoyalPiece, isGate, log, neighbours, ownerName, planetResource, returnCityToBoard, seatName, shipCount, shipsOf, sys, systemIds } from '../board.ts';
import { catapultsFrom, controller, controls, defenders, endsCatapult } from '../control.ts';
import { cardName } from '../court.ts';
import { carryRiders, catapultRiderTokens, fired, markUsed, moveLimitFor, noteCaptured, noteRivalMoveIn, usedThisTurn, type CardEffect } from '../effects.ts';
import { holdsResource } from '../holdings.ts';
import { rideQuestion, systemLabel, taxTargets, transferShips } from '../frames/actions.ts';
import { boardBuildingsIn, flagshipIn, freshShipDice } from '../campaign/flagship/board.ts';
import { rerolledDice } from '../frames/battle.ts';
import { rollFace } from '../rng.ts';
import { LORE_SLOT_RAID_COST } from '../../data/board.ts';
import { call, done, noResume, opt, thenRun, type Handler, type Step } from '../step.ts';
import type { Frame, FrameOf, GameState, Owner, Seat } from '../types.ts';
import { choices, field, ownerField, SYSTEM } from '../choices.ts';
import { msg, owner, system } from '../messages.ts';

/** The lore cards' effects (ARCS-L01-14), in card order; the lore module (modules.ts: Leaders & Lore and campaigns). */
export const LORE_EFFECTS: CardEffect[] = [];
const EFFECTS = LORE_EFFECTS;

/* ARCS-L01 Tool-Priests. "Summon (Build): Once per turn, build 1 ship at any city you control."
 * (Rival cities you control too.) A new action: build modifiers do not apply. */
function summonTargets(s: GameState, seat: Seat): SystemId[] {
  if (s.players[seat]!.supply.ships === 0) return [];
  return systemIds(s).filter((id) => controls(s, id, seat) && s.map[id]!.slots.some((b) => b?.type === 'city'));
}
EFFECTS.push({
  id: 'ARCS-L01',
  newActions: [{ key: 'summon', name: 'Summon', replaces: 'build', can: (s, seat) => !usedThisTurn(s, 'ARCS-L01') && summonTargets(s, seat).length > 0, start: (_s, seat) => [{ k: 'll/summon', seat }] }],
});

/* ARCS-L02 Galactic Rifles. "Fire Rifles (Battle): Like in a battle, choose a system and collect
 * skirmish dice for fresh Loyal ships there, choose a defender in an adjacent system, roll the
 * collected dice, and deal 1 hit to the defender per hit rolled. (Hit ships before buildings.)"
 * A new action: battle modifiers do not apply (FAQ: no Skirmishers reroll, no Gatekeepers dice). */
function rifleTargets(s: GameState, seat: Seat, from: SystemId): { id: SystemId; defender: Owner }[] {
  return neighbours(s, from).flatMap((id) => defenders(s, id, seat).map((defender) => ({ id, defender })));
}
function rifleSources(s: GameState, seat: Seat): SystemId[] {
  return systemIds(s).filter((id) => shipCount(sys(s, id), seat).fresh > 0 && rifleTargets(s, seat, id).length > 0);
}
EFFECTS.push({
  id: 'ARCS-L02',
  newActions: [{ key: 'rifles', name: 'Fire Rifles', replaces: 'battle', can: (s, seat) => rifleSources(s, seat).length > 0, start: (_s, seat) => [{ k: 'll/rifles', seat, from: null }] }],
});

/* ARCS-L03 Sprinter Drives. "When you move fresh Loyal ships, you may move any of them one more
 * time. (Damaged ships can move with them once, but won't move one more time. Resolve this after
 * all Catapult moves.)" FAQ: not recursive; the bonus move may be a Catapult; after Catapult
 * drop-offs, each fresh ship that moved may move again independently. (act/move + act/catapult
 * record where the fresh ships stopped: effects.ts sprintFrame/noteArrival.) */
EFFECTS.push({ id: 'ARCS-L03', extraMove: true });

/* ARCS-L04 Mirror Plating: defending, +1 intercept to the attacker's roll if they rolled any assault dice (frames/battle.ts). */
EFFECTS.push({ id: 'ARCS-L04', intercepts: { kind: 'add', n: (_s, holder, b) => (holder === b.defender && b.pool.assault > 0 ? 1 : 0) } });

/* ARCS-L05 Hidden Harbors: "You always build ships fresh." Defending: the attacker cannot collect
 * raid dice if you have a fresh defending starport. */
EFFECTS.push({
  id: 'ARCS-L05',
  rule(s, holder, actor, act) {
    if (act.t === 'build-fresh' && actor === holder && act.piece === 'ship') return 'ignore';
    // Flagships (campaign p.25): fresh starports on the board count in the Flagship's system.
    const freshStarport = (id: SystemId) => sys(s, id).slots.some((b) => b?.owner === holder && b.type === 'starport' && !b.damaged) || boardBuildingsIn(s, holder, id, 'starport', true) > 0;
    if (act.t === 'roll-raid' && act.defender === holder && actor !== holder && freshStarport(act.system)) return 'cannot';
    return null;
  },
});

/* ARCS-L06 Signal Breaker: attacking, if all attacking ships are fresh at the start of the battle,
 * ignore 1 intercept you roll (FAQ: all Loyal ships in the system; checked before Railgun Arrays;
 * never the intercept Mirror Plating adds). */
EFFECTS.push({
  id: 'ARCS-L06',
  battleStart: (s, holder, b, record) => {
    if (holder !== b.attacker) return null;
    record.allFresh = shipCount(sys(s, b.system), holder).damaged === 0;
    return [];
  },
  intercepts: { kind: 'ignore-rolled', n: (s, holder, b) => (holder === b.attacker && s.fx?.battleStart?.allFresh ? 1 : 0) },
});

/* ARCS-L07 Repair Drones: "After you battle as the attacker, repair 1 Loyal attacking ship." */
EFFECTS.push({
  id: 'ARCS-L07',
  afterBattle: (s, seat, ctx) => (seat === ctx.attacker && shipCount(sys(s, ctx.system), seat).damaged > 0 ? [{ k: 'll/repair-drones', seat, system: ctx.system }] : []),
});

/** No building of this type stands outside the system's printed slots yet ("max 1 per gate/planet", in total: FAQs). */
function extraFree(s: GameState, id: SystemId, type: 'city' | 'starport'): boolean {
  return extraBuildings(sys(s, id), id, type) === 0;
}

/* ARCS-L08 Gate Ports. "You may build starports on gates, max 1 per gate. When Rival ships take a
 * move into a gate you control with a fresh Loyal starport, capture 1 agent of that Rival."
 * FAQ: a gate starport stays (builds ships, Catapults) if the card changes hands; captives only
 * while you hold the card; max 1 per gate in total. */
EFFECTS.push({
  id: 'ARCS-L08',
  extraBuild: { piece: 'starport', where: (s, seat, id) => isGate(id) && hasLoyalPiece(sys(s, id), seat) && extraFree(s, id, 'starport') },
  onRivalMoveIn(s, holder, mover, to, controlled) {
    if (!isGate(to) || controlled !== holder) return;
    // Flagships (campaign p.25): fresh starports on the board count in the Flagship's system.
    if (!sys(s, to).slots.some((b) => b?.owner === holder && b.type === 'starport' && !b.damaged) && boardBuildingsIn(s, holder, to, 'starport', true) === 0) return;
    if (captureFromSupply(s, holder, mover) > 0) {
      fired(s, 'ARCS-L08');
      log(s, `${seatName(s, holder)} captures a ${seatName(s, mover)} agent (${cardName('ARCS-L08')}).`);
      noteCaptured(s, holder, mover, 1); // Admiral (ARCS-F712B)
    }
  },
});

/* ARCS-L09 Cloud Cities. "You may build cities on planets outside their building slots, max 1 per
 * planet. This costs 1 resource of the planet type." FAQ: Outrage does not stop the spend; you must
 * have the resource; max 1 per planet in total. (Offered once the printed slots are full.) */
EFFECTS.push({
  id: 'ARCS-L09',
  extraBuild: {
    piece: 'city',
    where: (s, seat, id) => {
      const r = planetResource(id);
      const st = sys(s, id);
      return r !== null && hasLoyalPiece(st, seat) && extraFree(s, id, 'city') && st.slots.slice(0, systemDef(id).slots).every((b) => b !== null) && holdsResource(s, seat, r);
    },
    cost: (id) => planetResource(id),
  },
});

/* ARCS-L11 Gate Stations. "You may build cities on gates, max 1 per gate. A gate city's type
 * matches all cities in its cluster." (tax for 1 resource of any of those types; destroyed: Outrage
 * of all of them: board.ts cityTypes, act/tax, battle cityFrames.) FAQ: no cities in the cluster:
 * no type, no Outrage, taxing yields nothing but is allowed; transferred: gate cities work the same;
 * max 1 per gate in total. */
EFFECTS.push({
  id: 'ARCS-L11',
  extraBuild: { piece: 'city', where: (s, seat, id) => isGate(id) && hasLoyalPiece(sys(s, id), seat) && extraFree(s, id, 'city') },
});

/* ARCS-L10 Living Structures. "Nurture (Build): Tax a Loyal city." (tax modifiers apply to the tax
 * inside). "Prune (Repair): Replace a Loyal starport with a Loyal city or vice versa."
 * Outside the printed slots a replacement keeps to what the lore cards allow there (our reading):
 * on a gate max 1 city and 1 starport (Gate Stations / Gate Ports FAQs), on a planet only a city. */
function pruneTargets(s: GameState, seat: Seat): { id: SystemId; slot: number; to: 'city' | 'starport' }[] {
  const p = s.players[seat]!;
  const out: { id: SystemId; slot: number; to: 'city' | 'starport' }[] = [];
  for (const id of systemIds(s)) {
    const st = s.map[id]!;
    st.slots.forEach((b, slot) => {
      if (!b || b.owner !== seat) return;
      const to = b.type === 'starport' ? 'city' : 'starport';
      if (to === 'city' ? p.boardCities === 0 : p.supply.starports === 0) return;
      if (slot >= systemDef(id).slots && (!isGate(id) ? to !== 'city' : extraBuildings(st, id, to) > 0)) return;
      out.push({ id, slot, to });
    });
  }
  return out;
}
EFFECTS.push({
  id: 'ARCS-L10',
  newActions: [
    {
      key: 'nurture', name: 'Nurture', replaces: 'build',
      can: (s, seat) => taxTargets(s, seat).some((c) => c.owner === seat),
      start: (_s, seat) => [{ k: 'act/tax', seat, loyalOnly: true }],
    },
    { key: 'prune', name: 'Prune', replaces: 'repair', can: (s, seat) => pruneTargets(s, seat).length > 0, start: (_s, seat) => [{ k: 'll/prune', seat }] },
  ],
});

/* ARCS-L12 Railgun Arrays: defending, before the attacker collects dice, they take 1 hit if any
 * Loyal defending ships are fresh (frames/battle.ts). */
EFFECTS.push({
  id: 'ARCS-L12',
  battleStart: (s, holder, b, record) => {
    if (holder !== b.defender) return null;
    if (shipCount(sys(s, b.system), holder).fresh === 0) return [];
    record.railgun = true;
    fired(s, 'ARCS-L12');
    log(s, `${seatName(s, b.attacker)} takes 1 hit from ${cardName('ARCS-L12')}.`);
    return [{ k: 'battle/assign', attacker: b.attacker, defender: holder, system: b.system, victim: b.attacker, hits: 1, buildingHits: 0 }];
  },
});

/* ARCS-L13 Ancient Holdings. "This card has one resource slot with a raid cost of 4 keys. (You can
 * hold one resource here. It adds to your ambitions. You can spend it.)" FAQ: it may hold a Golem
 * (campaign). The token is a resource like any other (holdings.ts): gained into it and rearranged
 * with the slots (res/gain, res/arrange), spent, stolen (4 keys to raid), traded, discarded and
 * counted for ambitions. */
EFFECTS.push({ id: 'ARCS-L13', resourceSlot: LORE_SLOT_RAID_COST['ARCS-L13']! });

/* ARCS-L14 Seeker Torpedoes: attacking, after rolling, reroll up to 1 assault die per fresh Loyal
 * attacking ship (FAQ: only once). */
EFFECTS.push({
  id: 'ARCS-L14',
  afterRoll(s, seat, ctx) {
    const limit = Math.min(shipCount(sys(s, ctx.system), seat).fresh, ctx.faces.assault.length);
    return limit > 0 ? { k: 'll/torpedoes', attacker: seat, defender: ctx.defender, system: ctx.system, faces: ctx.faces, limit, picked: [] } : null;
  },
});

/* ------------------------------------------------------------------ frames */

/** Fire Rifles: `sys:<system>` (SYSTEM) where from, then `at:<system>:<owner>` the defender. */
const RIFLES_AT = choices({ at: { system: field.system, defender: ownerField } });

const systemOption = (id: SystemId) => opt(SYSTEM.id('sys', { system: id }), msg('core.system', { system: system(id) }));

export const rifles: Handler<FrameOf<'ll/rifles'>> = {
  step(s, f) {
    if (f.from === null) return { t: 'ask', seat: f.seat, prompt: msg('ll.rifles.from'), options: rifleSources(s, f.seat).map(systemOption) };
    const options = rifleTargets(s, f.seat, f.from).map((t) => opt(RIFLES_AT.id('at', { system: t.id, defender: t.defender }), msg('ll.rifles.target', { defender: owner(t.defender), system: system(t.id) })));
    return { t: 'ask', seat: f.seat, prompt: msg('ll.rifles.at'), options };
  },
  resume(s, f, choice) {
    if (f.from === null) {
      f.from = SYSTEM.read(choice).system;
      return call();
    }
    const { system: at, defender } = RIFLES_AT.read(choice);
    // Flagships (campaign p.25): the Flagship collects 1 die per fresh starport on its board.
    const dice = Math.min(MAX_DICE_PER_TYPE, freshShipDice(s, f.seat, f.from, shipCount(sys(s, f.from), f.seat).fresh));
    const faces = Array.from({ length: dice }, () => rollFace(s));
    const hits = faces.reduce((n, face) => n + DICE.skirmish[face]!.hit, 0);
    log(s, `${seatName(s, f.seat)} fires rifles from ${systemLabel(f.from)} at ${ownerName(s, defender)} in ${systemLabel(at)}: ${dice} skirmish ${dice === 1 ? 'die' : 'dice'}, ${hits} hit${hits === 1 ? '' : 's'}.`);
    if (hits === 0) return done;
    return thenRun({ k: 'battle/assign', attacker: f.seat, defender, system: at, victim: defender, hits, buildingHits: 0 });
  },
};

/** Sprinter Drives is over: its record leaves the turn's working area. */
function sprintOver(s: GameState): Step {
  if (s.turn) delete s.turn.work.sprint;
  return done;
}

/**
 * Sprinter Drives: `from:<system>` or `stop`, then `to:<system>`, then `n:<count>` (COUNT's ids);
 * campaign: `fs:<k>` = the Flagship and k other fresh ships (as in Move).
 */
const SPRINT = choices({ from: { system: field.system }, to: { system: field.system }, stop: {} });
const SPRINT_COUNT = choices({ n: { count: field.int }, fs: { count: field.int } });
/** Pacifist (ARCS-F1402): Witnesses riding a bonus move's one-hop Catapult, `ride:<n>` (as act/move and act/catapult). */
const SPRINT_RIDE = choices({ ride: { count: field.int } });

export const sprint: Handler<FrameOf<'ll/sprint'>> = {
  step(s, f) {
    const w = s.turn?.work.sprint;
    if (!w) return done;
    if (w.collecting) w.collecting = false; // from now on nothing more is recorded: not recursive
    // Flagships (campaign p.22): the Flagship is a fresh Loyal ship; it moves once more only if it
    // took this move (the arrival says so) and only when chosen (`fs:<k>`), like in Move.
    const flagshipAt = (id: SystemId) => w.arrivals.find((a) => a.system === id)?.flagship === true && flagshipIn(sys(s, id), f.seat);
    const othersAt = (id: SystemId) => {
      const a = w.arrivals.find((x) => x.system === id);
      const onMap = shipCount(sys(s, id), f.seat).fresh - (flagshipIn(sys(s, id), f.seat) ? 1 : 0);
      return Math.max(0, Math.min((a?.fresh ?? 0) - (a?.flagship ? 1 : 0), onMap));
    };
    const freshAt = (id: SystemId) => othersAt(id) + (flagshipAt(id) ? 1 : 0);
    // Pacifist (ARCS-F1402): the Catapult ended at its first hop; the Witnesses may still ride that hop.
    if (f.ride) return rideQuestion(f.ride.offer.length, f.seat, f.ride.from, (count) => SPRINT_RIDE.id('ride', { count }));
    if (f.from === null) {
      const options = w.arrivals.filter((a) => freshAt(a.system) > 0 && neighbours(s, a.system).length > 0).map((a) => opt(SPRINT.id('from', { system: a.system }), msg('ll.sprint.from', { system: system(a.system) })));
      if (options.length === 0) return sprintOver(s);
      options.push(opt(SPRINT.id('stop'), msg('ll.sprint.stop')));
      return { t: 'ask', seat: f.seat, prompt: msg('ll.sprint.prompt'), options };
    }
    if (f.to === null) return { t: 'ask', seat: f.seat, prompt: msg('ll.sprint.to', { system: system(f.from) }), options: neighbours(s, f.from).map((id) => opt(SPRINT.id('to', { system: id }), msg('core.system', { system: system(id) }))) };
    const cap = moveLimitFor(s, f.seat)?.limit ?? Infinity;
    const max = Math.min(othersAt(f.from), cap);
    const options = [];
    for (let n = max; n >= 1; n--) options.push(opt(SPRINT_COUNT.id('n', { count: n }), msg('ll.sprint.count', { n })));
    if (flagshipAt(f.from)) for (let k = Math.min(othersAt(f.from), cap - 1); k >= 0; k--) options.push(opt(SPRINT_COUNT.id('fs', { count: k }), msg('flagship.move.with', { n: k })));
    return { t: 'ask', seat: f.seat, prompt: msg('ll.sprint.how-many'), options };
  },
  resume(s, f, choice) {
    if (f.ride) {
      const { count } = SPRINT_RIDE.read(choice);
      if (count > f.ride.offer.length) throw new Error('ll/sprint: more riders than offered');
      carryRiders(s, f.seat, f.ride.offer.slice(0, count), f.ride.to);
      delete f.ride;
      return call();
    }
    if (f.from === null || f.to === null) {
      const c = SPRINT.read(choice);
      if (c.tag === 'stop') return sprintOver(s);
      if (c.tag === 'from') f.from = c.system;
      else f.to = c.system;
      return call();
    }
    const c = SPRINT_COUNT.read(choice);
    const withFlagship = c.tag === 'fs';
    const n = withFlagship ? c.count + 1 : c.count;
    const from = f.from;
    const to = f.to;
    f.from = null;
    f.to = null;
    const arrival = s.turn!.work.sprint!.arrivals.find((a) => a.system === from)!;
    arrival.fresh -= n;
    if (withFlagship) delete arrival.flagship;
    const catapult = catapultsFrom(s, f.seat, from);
    const blocked = endsCatapult(s, f.seat, to);
    const controlled = controller(s, to);
    // Pacifist (ARCS-F1402): Witnesses the seat controls in `from` may ride along a Catapult (asked by act/catapult; control read before the ships leave).
    const offer = catapult ? catapultRiderTokens(s, f.seat, from) : [];
    transferShips(s, f.seat, from, to, n, 0, withFlagship);
    noteRivalMoveIn(s, f.seat, to, controlled);
    fired(s, 'ARCS-L03');
    log(s, `${seatName(s, f.seat)} moves ${n} fresh ship${n === 1 ? '' : 's'}${withFlagship ? ' (with their Flagship)' : ''} from ${systemLabel(from)} to ${systemLabel(to)} once more (Sprinter Drives).`);
    // FAQ: the bonus move may be a Catapult.
    if (catapult && !blocked) return call({ k: 'act/catapult', seat: f.seat, at: to, fresh: n, damaged: 0, next: null, carry: null, ...(withFlagship ? { flagship: true as const } : {}), ...(offer.length > 0 ? { offer } : { riders: [] }) });
    // A Catapult that ends at its first hop is still a Catapult move (as in Move: act/move asks too).
    if (offer.length > 0) f.ride = { from, to, offer };
    return call();
  },
};

export const summon: Handler<FrameOf<'ll/summon'>> = {
  step(s, f) {
    return { t: 'ask', seat: f.seat, prompt: msg('ll.summon.prompt'), options: summonTargets(s, f.seat).map(systemOption) };
  },
  resume(s, f, choice) {
    const id = SYSTEM.read(choice).system;
    markUsed(s, 'ARCS-L01');
    s.players[f.seat]!.supply.ships -= 1;
    shipsOf(sys(s, id), f.seat).fresh += 1;
    log(s, `${seatName(s, f.seat)} summons a ship at ${systemLabel(id)} (${cardName('ARCS-L01')}).`);
    return done;
  },
};

/** Prune: `slot:<system>:<slot>` the building to replace. */
const PRUNE = choices({ slot: { system: field.system, slot: field.int } });

export const prune: Handler<FrameOf<'ll/prune'>> = {
  step(s, f) {
    const options = pruneTargets(s, f.seat).map((t) => opt(PRUNE.id('slot', { system: t.id, slot: t.slot }), msg(t.to === 'city' ? 'll.prune.to-city' : 'll.prune.to-starport', { system: system(t.id) })));
    return { t: 'ask', seat: f.seat, prompt: msg('ll.prune.prompt'), options };
  },
  resume(s, f, choice) {
    const { system: id, slot } = PRUNE.read(choice);
    const st = sys(s, id);
    const old = st.slots[slot]!;
    const p = s.players[f.seat]!;
    // Replace: return the old piece, place the new one; damaged stays damaged (Pieces & Piece Limits).
    if (old.type === 'starport') {
      p.supply.starports += 1;
      p.boardCities -= 1;
      st.slots[slot] = { owner: f.seat, type: 'city', damaged: old.damaged };
    } else {
      returnCityToBoard(s, f.seat);
      p.supply.starports -= 1;
      st.slots[slot] = { owner: f.seat, type: 'starport', damaged: old.damaged };
    }
    log(s, `${seatName(s, f.seat)} replaces their ${old.type} on ${systemLabel(id)} with a ${old.type === 'city' ? 'starport' : 'city'} (Prune).`);
    // A city back on the board covers a resource slot: discard the excess.
    const after: Frame[] = hasExcessResources(p) ? [{ k: 'res/excess', seat: f.seat }] : [];
    return thenRun(...after);
  },
};

export const repairDrones: Handler<FrameOf<'ll/repair-drones'>> = {
  step(s, f) {
    const g = shipsOf(sys(s, f.system), f.seat);
    if (g.damaged > 0) {
      g.damaged -= 1;
      g.fresh += 1;
      fired(s, 'ARCS-L07');
      log(s, `${seatName(s, f.seat)} repairs 1 ship in ${systemLabel(f.system)} (${cardName('ARCS-L07')}).`);
    }
    return done;
  },
  resume: noResume('ll/repair-drones'),
};

/** An assault die face as words ("2 hits + self-hit", "blank"): the catalogue's ll.assault-face. */
const assaultFace = (face: number) => {
  const d = DICE.assault[face]!;
  return msg('ll.assault-face', { hits: d.hit, self: d.self, intercept: d.intercept });
};

/** Seeker Torpedoes: `die:<face>` picks a die showing that face; `roll` rerolls the picked ones, `none` none. */
const TORPEDOES = choices({ die: { face: field.int }, roll: {}, none: {} });

export const torpedoes: Handler<FrameOf<'ll/torpedoes'>> = {
  step(s, f) {
    const options = [];
    if (f.picked.length < f.limit) {
      const seen = new Set<number>();
      f.faces.assault.forEach((face, i) => {
        if (f.picked.includes(i) || seen.has(face)) return;
        seen.add(face);
        options.push(opt(TORPEDOES.id('die', { face }), msg('ll.torpedoes.pick', { face: assaultFace(face) })));
      });
    }
    options.push(f.picked.length ? opt(TORPEDOES.id('roll'), msg('ll.torpedoes.roll', { n: f.picked.length })) : opt(TORPEDOES.id('none'), msg('ll.torpedoes.none')));
    return { t: 'ask', seat: f.attacker, prompt: msg('ll.torpedoes.prompt', { n: f.limit }), options };
  },
  resume(s, f, choice) {
    const c = TORPEDOES.read(choice);
    if (c.tag === 'die') {
      const face = c.face;
      f.picked.push(f.faces.assault.findIndex((x, i) => x === face && !f.picked.includes(i)));
      return call();
    }
    if (c.tag === 'roll') {
      for (const i of f.picked) f.faces.assault[i] = rollFace(s);
      fired(s, 'ARCS-L14');
      log(s, `${seatName(s, f.attacker)} rerolls ${f.picked.length} assault ${f.picked.length === 1 ? 'die' : 'dice'} (Seeker Torpedoes).`);
    }
    return rerolledDice(f.faces);
  },
};

/** The standard actions other than Battle (base rulebook, Standard Actions). */
import { isBrokenWorld } from '../campaign/broken-worlds.ts';
import { damagedLoyalTokens, loyalTokensAt, rumorAgentAt } from '../campaign/loyal-tokens.ts';
import type { ActionKind } from '../../data/action-cards.ts';
import { systemDef, TWISTED_PASSAGE, type Resource, type SystemId } from '../../data/map.ts';
import { rollEventDice } from '../campaign/dice.ts';
import {
  cityTypes, extraSlotIndex, hasLoyalPiece, isGate, log, neighbours, ownerName, planetResource, seatName, shipCount, shipsOf, sys, systemIds, tidy,
} from '../board.ts';
import { catapultsFrom, usedCatapultOverdrive, commandsFleet, controller, controls, endsCatapult, imperialShips, isSeat, mayTaxCity as taxableCity, shipyardsOf } from '../control.ts';
import { cardName, securableSlots, secureCard } from '../court.ts';
import { captureFromSupply } from '../board.ts';
import { afterInfluenceFrames, buildsAnywhereCard, buildsFreeCard, carryRiders, catapultIntoTriggers, catapultRiderTokens, effectOf, extraBuildFor, extraMoveDestinations, fired, forbidders, freeAsLoyalFor, ignoring, mayTaxCity, moveLimitFor, movementLawIgnoredBy, noteArrival, noteCaptured, noteCatapultOverdrive, noteRivalMoveIn, permits, repairsBlightCard, sprintFrame, taxBonuses, taxesAgain, taxesLikeLoyal, taxFromBoardCard, taxIgnoringControlCard, taxLikeLoyalCard, tokenMoveSources } from '../effects.ts';
import { call, done, opt, thenRun, type Handler } from '../step.ts';
import { choices, COUNT, COURT_SLOT, field, SYSTEM } from '../choices.ts';
import { card, msg, owner, piece, resource, system, type Msg } from '../messages.ts';
import { heldTokens, takeToken } from '../holdings.ts';
import type { BuildingOwner, BuildingType, Frame, FrameOf, GameState, Seat, ShipOwner } from '../types.ts';
import { canBattle } from './battle.ts';
import { flagshipIn } from '../campaign/flagship/board.ts';
import { boardBuildOptions, boardBuildPlaces, boardRepairOptions, buildOnBoard, buildShipAtFlagship, flagshipShipsLeft, readBoardId, repairOnBoard } from '../campaign/flagship/rules.ts';
import { gainFrames, resourceLabel } from './resources.ts';

const slotKey = (id: SystemId, i: number) => `${id}/${i}`;

export function systemLabel(id: SystemId): string {
  const d = systemDef(id);
  // Gate Wraith (ARCS-F2205): the map centre `0:gate`.
  if (id === TWISTED_PASSAGE) return 'the Twisted Passage';
  if (d.kind === 'gate') return `Gate ${d.cluster}`;
  return `${resourceLabel(d.resource!)} planet ${d.cluster} ${d.symbol}`;
}

/* ----------------------------------------------------------------- tax */

/** A Loyal city, or a Rival city in a system you control (control.ts mayTaxCity); each city once per turn (Tax Limit). */
export function taxTargets(s: GameState, seat: Seat, forbidden?: Set<string>): { id: SystemId; slot: number; owner: BuildingOwner }[] {
  const out: { id: SystemId; slot: number; owner: BuildingOwner }[] = [];
  for (const id of systemIds(s)) {
    const st = s.map[id]!;
    st.slots.forEach((b, slot) => {
      if (!b || b.type !== 'city') return;
      // Campaign: a card may let the seat tax it like a Loyal city (Imperial Authority F102).
      // Warden (ARCS-F1603-F1608): a Lord taxes any city in their Fief, ignoring control.
      if (!taxableCity(s, seat, id, b.owner) && !taxesLikeLoyal(s, seat, id, b.owner) && taxIgnoringControlCard(s, seat, id, b.owner) === null) return;
      // Magnate (ARCS-F327): Open Economy lets a city be taxed more than once per turn.
      if (s.turn?.taxed.includes(slotKey(id, slot)) && taxesAgain(s, seat, b.owner) === null) return;
      // A held card may forbid the city (Upstart, ARCS-LEAD04, Callow).
      if (!mayTaxCity(s, seat, { id, slot, owner: b.owner })) {
        // Campaign: the cards whose "cannot" kept the city out (Closed Economy ARCS-F327, its side F326A), for the tax to note.
        if (forbidden && s.campaign) for (const c of forbidders(s, seat, { t: 'tax', city: { id, slot, owner: b.owner } }) ?? []) if (c !== 'rules') forbidden.add(c);
        return;
      }
      out.push({ id, slot, owner: b.owner });
    });
  }
  return out;
}

/** Option ids of Tax: `city:<system>:<slot>`, and for a gate city `city:<system>:<slot>:<resource>`. */
const TAX = choices({ city: { system: field.system, slot: field.int, type: field.optional(field.resource) } });

export const tax: Handler<FrameOf<'act/tax'>> = {
  step(s, f) {
    const forbidden = new Set<string>();
    const targets = taxTargets(s, f.seat, forbidden);
    // Campaign: a card forbidding the seat a city it could otherwise tax did something (Closed Economy ARCS-F327/F326A).
    for (const c of forbidden) fired(s, c);
    const options = targets.filter((t) => !f.loyalOnly || t.owner === f.seat).flatMap((t) => {
      const label = msg('act.tax.city', { owner: owner(t.owner), mine: t.owner === f.seat ? 1 : 0, system: system(t.id) });
      if (!isGate(t.id)) return [opt(TAX.id('city', { system: t.id, slot: t.slot, type: undefined }), label)];
      // A gate city (Gate Stations, ARCS-L11): 1 resource of any of its types (FAQ: none if it has no type).
      const types = cityTypes(s, t.id);
      return types.length
        ? types.map((r) => opt(TAX.id('city', { system: t.id, slot: t.slot, type: r }), msg('act.tax.city.for', { city: label, resource: resource(r) })))
        : [opt(TAX.id('city', { system: t.id, slot: t.slot, type: undefined }), msg('act.tax.city.none', { city: label }))];
    });
    return { t: 'ask', seat: f.seat, prompt: msg('act.tax.prompt'), options };
  },
  resume(s, f, choice) {
    const { system: id, slot, type: gateType } = TAX.read(choice);
    const owner = sys(s, id).slots[slot]!.owner;
    const again = s.turn?.taxed.includes(slotKey(id, slot)) ? taxesAgain(s, f.seat, owner) : null;
    if (again !== null) fired(s, again); // Magnate (ARCS-F327)
    s.turn?.taxed.push(slotKey(id, slot));
    const r = gateType ?? planetResource(id);
    log(s, `${seatName(s, f.seat)} taxes ${owner === f.seat ? 'their' : `${ownerName(s, owner)}'s`} city on ${systemLabel(id)}${r ? ` for ${resourceLabel(r)}` : ''}.`);
    // Taxing a Rival city captures 1 of their agents, even if no resource was gained (not a Free city: The Free States).
    // A city taxed only "like they are Loyal" (Imperial Authority F102): "Don't take Captives." (Taxable both ways: the usual tax.)
    // Warden (ARCS-F1603-F1608): a Lord's tax ignoring control is a usual tax (Captives taken).
    const lordTax = taxableCity(s, f.seat, id, owner) ? null : taxIgnoringControlCard(s, f.seat, id, owner);
    if (lordTax !== null) fired(s, lordTax);
    const likeLoyal = taxableCity(s, f.seat, id, owner) || lordTax !== null ? null : taxLikeLoyalCard(s, f.seat, id, owner);
    if (likeLoyal !== null) fired(s, likeLoyal);
    if (isSeat(owner) && owner !== f.seat && likeLoyal === null && captureFromSupply(s, f.seat, owner) > 0) {
      log(s, `${seatName(s, f.seat)} captures a ${seatName(s, owner)} agent.`);
      noteCaptured(s, f.seat, owner, 1); // Admiral (ARCS-F712B)
    }
    // Copying or Pivoting in order to tax: a card may add a resource (Mystic ARCS-LEAD02, Fuel-Drinker ARCS-LEAD03).
    const bonus = copiedOrPivotedTax(s, f.seat) ? taxBonuses(s, f.seat) : [];
    for (const b of bonus) {
      fired(s, b.card);
      log(s, `${seatName(s, f.seat)} also gains ${resourceLabel(b.resource)} (${cardName(b.card)}).`);
    }
    return thenRun(...(r ? [taxGain(s, f.seat, owner, r)] : []), ...bonus.map((b) => gainFrames(f.seat, b.resource)));
  },
};

/** The taxed resource: from the supply, or (Tax Collectors F106) the seat may take it from the city owner's board (campaign/steward-tax). */
function taxGain(s: GameState, seat: Seat, owner: BuildingOwner, r: Resource): Frame {
  const by = isSeat(owner) ? taxFromBoardCard(s, seat, owner) : null;
  if (by !== null && isSeat(owner) && s.players[owner]!.resources.includes(r)) return { k: 'campaign/steward-tax', seat, from: owner, resource: r, card: by };
  return gainFrames(seat, r);
}

/** This tax is paid with a pip of a card the seat played to Copy or Pivot (not a Prelude resource). */
function copiedOrPivotedTax(s: GameState, seat: Seat): boolean {
  const play = s.round?.plays.find((p) => p.seat === seat && s.turn?.seat === seat);
  if (!play || (play.mode !== 'copy' && play.mode !== 'pivot')) return false;
  const menu = [...s.stack].reverse().find((x) => x.k === 'turn/actions' && x.seat === seat);
  return menu !== undefined && menu.k === 'turn/actions' && !menu.prelude;
}

/* --------------------------------------------------------------- build */

function buildTargets(s: GameState, seat: Seat, piece: 'ship' | BuildingType): SystemId[] {
  const p = s.players[seat]!;
  if (piece === 'ship') {
    if (p.supply.ships === 0) return [];
    // One ship per starport per turn (Loyal starports; campaign: Free ones you control, control.ts).
    // Flagships (campaign p.22): and up to 1 (Ship Crane: 2) at the Flagship per turn.
    return systemIds(s).filter((id) => shipyardsOf(s, seat, id).some((i) => !s.turn?.shipyards.includes(slotKey(id, i))) || flagshipShipsLeft(s, seat, id) > 0);
  }
  if (piece === 'city' ? p.boardCities === 0 : p.supply.starports === 0) return [];
  return systemIds(s).filter((id) => {
    const st = s.map[id]!;
    // Printed slots; lore cards allow buildings outside them (Gate Ports ARCS-L08, Cloud Cities ARCS-L09, Gate Stations ARCS-L11).
    // Campaign: a Regent Commanding the Imperial Fleet may also "build at them", the Imperial ships
    // (The Empire; it matters where they ignore the Presence Law and have no Loyal piece there).
    // Campaign: "You can build buildings at Loyal tokens" (Tokens p.27).
    const at = hasLoyalPiece(st, seat) || loyalTokensAt(s, id, seat).length > 0 || rumorAgentAt(s, id, seat) || (imperialShips(s, id).fresh + imperialShips(s, id).damaged > 0 && commandsFleet(s, seat, id)) ||
      // Magnate (ARCS-F322): Prospectors builds cities on any planet without a Loyal piece there.
      buildsAnywhereCard(s, seat, piece, id) !== null ||
      // Founder (ARCS-F218-F222): Members "build buildings at" Free buildings not controlled by the Empire, like Loyal ones.
      (st.slots.some((b) => b?.owner === 'free') && freeAsLoyalFor(s, seat, id));
    return (st.slots.slice(0, systemDef(id).slots).some((b) => b === null) && at && onMap(s, seat, piece, id)) || extraBuildFor(s, seat, piece, id) !== null;
  });
}

/** A Loyal building may go in a printed slot (campaign: not with a Flagship, p.22: the rule 'build-on-map'). */
function onMap(s: GameState, seat: Seat, piece: BuildingType, id: SystemId): boolean {
  return !s.campaign || permits(s, seat, { t: 'build-on-map', piece, system: id });
}

const PIECE_NAMES = { ship: 'ship', city: 'city', starport: 'starport' } as const;

/** Founder (ARCS-F204 Book of Liberation): `free:<system>`, build a Free building there. */
const BUILD_FREE = choices({ free: { system: field.system } });

/** Founder (ARCS-F204): systems where the seat may build a Free building of this type (the usual build places, the Free supply). */
function freeBuildTargets(s: GameState, seat: Seat, kind: BuildingType): SystemId[] {
  const left = s.neutral ? (kind === 'city' ? s.neutral.free.cities : s.neutral.free.starports) : 0;
  if (!s.campaign || left <= 0) return [];
  return systemIds(s).filter((id) => {
    const st = s.map[id]!;
    // Planet Breaker (ARCS-F1103B): a Broken World has no building slots.
    return hasLoyalPiece(st, seat) && st.slots.slice(0, systemDef(id).slots).some((b) => b === null) && !isBrokenWorld(s, id) && buildsFreeCard(s, seat, id) !== null;
  });
}

/** Founder (ARCS-F204): build a Free building: "When you build a Free building on a planet, clear your Outrage of its type." */
function buildFree(s: GameState, seat: Seat, kind: BuildingType, id: SystemId): void {
  const st = sys(s, id);
  const damaged = !permits(s, seat, { t: 'build-fresh', piece: kind, system: id });
  st.slots[st.slots.slice(0, systemDef(id).slots).indexOf(null)] = { owner: 'free', type: kind, damaged };
  if (kind === 'city') s.neutral!.free.cities -= 1;
  else s.neutral!.free.starports -= 1;
  fired(s, buildsFreeCard(s, seat, id)!);
  log(s, `${seatName(s, seat)} builds a ${damaged ? 'damaged ' : ''}Free ${PIECE_NAMES[kind]} on ${systemLabel(id)}.`);
  const r = planetResource(id);
  const p = s.players[seat]!;
  if (r !== null && p.outrage.some((m) => m.resource === r)) {
    for (const m of p.outrage) if (m.resource === r && m.agent) p.supply.agents += 1;
    p.outrage = p.outrage.filter((m) => m.resource !== r);
    log(s, `${seatName(s, seat)} clears their ${r} Outrage.`);
  }
}

/** Option ids of Build: what (`city`, `starport`, `ship`), then where (`sys:<system>`). */
const BUILD_WHAT = choices({ city: {}, starport: {}, ship: {} });

export const build: Handler<FrameOf<'act/build'>> = {
  step(s, f) {
    if (f.piece === null) {
      // Flagships (campaign p.22): cities and starports may go on the Flagship board.
      const kinds = (['city', 'starport', 'ship'] as const).filter((k) => buildTargets(s, f.seat, k).length > 0 || (k !== 'ship' && (boardBuildPlaces(s, f.seat, k).length > 0 || freeBuildTargets(s, f.seat, k).length > 0)));
      return { t: 'ask', seat: f.seat, prompt: msg('act.build.what'), options: kinds.map((k) => opt(BUILD_WHAT.id(k), msg('act.build.piece', { piece: piece(k) }))) };
    }
    const kind = f.piece;
    const options = buildTargets(s, f.seat, kind).map((id) => opt(SYSTEM.id('sys', { system: id }), msg(permits(s, f.seat, { t: 'build-fresh', piece: kind, system: id }) ? 'core.system' : 'act.build.at.damaged', { system: system(id) })));
    if (kind !== 'ship') options.push(...boardBuildOptions(s, f.seat, kind).map((o) => opt(o.id, o.label)));
    if (kind !== 'ship') options.push(...freeBuildTargets(s, f.seat, kind).map((id) => opt(BUILD_FREE.id('free', { system: id }), msg('campaign.founder.build-free', { system: system(id), piece: piece(kind) }))));
    return { t: 'ask', seat: f.seat, prompt: msg('act.build.where', { piece: piece(kind) }), options };
  },
  resume(s, f, choice) {
    if (f.piece === null) {
      f.piece = BUILD_WHAT.read(choice).tag;
      return call();
    }
    // Founder (ARCS-F204 Book of Liberation): a Free building.
    if (f.piece !== 'ship' && choice.startsWith('free:')) {
      buildFree(s, f.seat, f.piece, BUILD_FREE.read(choice).system);
      return done;
    }
    // Flagships (campaign p.22): an Upgrade or Armor on the board.
    const place = f.piece !== 'ship' ? readBoardId(choice) : null;
    if (place && f.piece !== 'ship') {
      buildOnBoard(s, f.seat, f.piece, place);
      return done;
    }
    const id = SYSTEM.read(choice).system;
    const st = sys(s, id);
    const p = s.players[f.seat]!;
    // Magnate (ARCS-F322 Prospectors): a city built with no Loyal piece there.
    const anywhere = f.piece === 'city' && !hasLoyalPiece(st, f.seat) ? buildsAnywhereCard(s, f.seat, f.piece, id) : null;
    if (anywhere !== null) fired(s, anywhere);
    // Building in a system controlled by anyone other than you places the piece damaged, unless a
    // card ignores that (Hidden Harbors, ARCS-L05: "You always build ships fresh."; effects.ts baseRule).
    const act = { t: 'build-fresh', piece: f.piece, system: id } as const;
    const damaged = !permits(s, f.seat, act);
    for (const card of ignoring(s, f.seat, act)) fired(s, card);
    if (f.piece === 'ship' && !shipyardsOf(s, f.seat, id).some((i) => !s.turn?.shipyards.includes(slotKey(id, i)))) {
      // Flagships (campaign p.22): the ship built at the Flagship.
      buildShipAtFlagship(s, f.seat, id, damaged);
    } else if (f.piece === 'ship') {
      const yard = shipyardsOf(s, f.seat, id).find((i) => !s.turn?.shipyards.includes(slotKey(id, i)))!;
      s.turn?.shipyards.push(slotKey(id, yard));
      p.supply.ships -= 1;
      const g = shipsOf(st, f.seat);
      if (damaged) g.damaged += 1;
      else g.fresh += 1;
    } else {
      let slot = onMap(s, f.seat, f.piece, id) ? st.slots.slice(0, systemDef(id).slots).indexOf(null) : -1;
      if (slot < 0) {
        // Outside the printed slots (Gate Ports, Gate Stations, Cloud Cities; board.ts extraSlotIndex).
        const extra = extraBuildFor(s, f.seat, f.piece, id)!;
        slot = extraSlotIndex(st, id);
        fired(s, extra.card);
        if (extra.cost) {
          // Cloud Cities: "This costs 1 resource of the planet type" (FAQ: Outrage does not stop it);
          // from the slots first, else the one on a lore card (holdings.ts).
          const paid = heldTokens(s, f.seat).find((t) => t.resource === extra.cost)!;
          s.supply[takeToken(s, f.seat, paid.place)] += 1;
          log(s, `${seatName(s, f.seat)} spends ${resourceLabel(extra.cost)} (${cardName(extra.card)}).`);
        }
      }
      st.slots[slot] = { owner: f.seat, type: f.piece, damaged };
      if (f.piece === 'city') p.boardCities -= 1;
      else p.supply.starports -= 1;
    }
    log(s, `${seatName(s, f.seat)} builds a ${damaged ? 'damaged ' : ''}${PIECE_NAMES[f.piece]} on ${systemLabel(id)}.`);
    return done;
  },
};

/* ---------------------------------------------------------------- move */

function hasShips(s: GameState, id: SystemId, seat: Seat): boolean {
  const c = shipCount(sys(s, id), seat);
  return c.fresh + c.damaged > 0;
}

function countOptions(max: number, min: number, what: 'fresh' | 'damaged') {
  const out = [];
  for (let n = max; n >= min; n--) out.push(opt(COUNT.id('n', { count: n }), msg(`act.count.${what}`, { n })));
  return out;
}

/** Option ids of Move: `from:<system>`, `to:<system>`, then counts `n:<n>`; campaign: Imperial ships `imp:<fresh>:<damaged>`. */
const MOVE = choices({ from: { system: field.system }, to: { system: field.system }, n: { count: field.int }, imp: { fresh: field.int, damaged: field.int }, fs: { count: field.int }, blight: { system: field.system }, token: { card: field.word, system: field.system }, ride: { count: field.int } });

/** Blight Fury (ARCS-F1304), Blight Society (ARCS-F2102): systems whose Blight the seat may move ("Blight you control"; never a Catapult). */
export function blightMoveSystems(s: GameState, seat: Seat): SystemId[] {
  if (!repairsBlightCard(s, seat)) return [];
  return systemIds(s).filter((id) => sys(s, id).ships.some((g) => g.owner === 'blight') && controls(s, id, seat) && neighbours(s, id).length > 0);
}

/**
 * Flagships (campaign p.22): a move's fresh ships with the Flagship among them, `fs:<k>` = the
 * Flagship and k other fresh ships (the plain counts `n:<k>` leave it where it is).
 */
function flagshipOptions(id: (k: number) => string, others: number, cap: number) {
  const out = [];
  for (let k = Math.min(others, cap - 1); k >= 0; k--) out.push(opt(id(k), msg('flagship.move.with', { n: k })));
  return out;
}

/**
 * The Movement Law (The Empire, Movement): "Regents can only move 1 Imperial ship for each Loyal
 * ship they are moving along with them at the same time to the same system." The options: every
 * split of at most `loyal` of the Imperial ships `imp` (fresh, damaged), most first.
 */
function imperialOptions(imp: { fresh: number; damaged: number }, loyal: number, id: (fresh: number, damaged: number) => string) {
  const out = [];
  for (let fr = Math.min(imp.fresh, loyal); fr >= 0; fr--) {
    for (let d = Math.min(imp.damaged, loyal - fr); d >= 0; d--) out.push(opt(id(fr, d), msg('empire.move.imperial.option', { fresh: fr, damaged: d })));
  }
  return out;
}

/** How many Imperial ships may move along with `loyal` Loyal ships: one each (the Movement Law), any number for a seat ignoring it (Admiral: Imperial Officers, Rogue Admirals ARCS-F702/F706/F707). */
function imperialCap(s: GameState, seat: Seat, loyal: number): number {
  return movementLawIgnoredBy(s, seat) !== null ? Infinity : loyal;
}

/** Admiral (ARCS-F702/F706/F707): Imperial ships the seat may move with no Loyal ship there (it ignores the Movement Law). */
function imperialAlone(s: GameState, seat: Seat, id: SystemId): boolean {
  return movementLawIgnoredBy(s, seat) !== null && movableImperial(s, seat, id) !== null;
}

/** The Imperial ships the seat may move from this system now (a Regent Commanding the Imperial Fleet there), or null. */
function movableImperial(s: GameState, seat: Seat, from: SystemId): { fresh: number; damaged: number } | null {
  if (!commandsFleet(s, seat, from)) return null;
  const imp = imperialShips(s, from);
  return imp.fresh + imp.damaged > 0 ? imp : null;
}

/**
 * Pacifist (ARCS-F1402 Witnesses): "When you Catapult move ships, you may move Witnesses along with
 * them" — one question at the start of the Catapult move: how many of the tokens the seat may carry
 * out of `from` ride along (`ride:<n>`, most first, `ride:0` none).
 */
export function rideQuestion(max: number, seat: Seat, from: SystemId, id: (n: number) => string) {
  const options = [];
  for (let n = max; n >= 0; n--) options.push(opt(id(n), n > 0 ? msg('campaign.move.ride.n', { n }) : msg('campaign.move.ride.none')));
  return { t: 'ask' as const, seat, prompt: msg('campaign.move.ride', { system: system(from) }), options };
}

/** act/catapult not yet asked: the tokens that may ride (found before a first hop made elsewhere, or those at `at`). */
function rideOffer(s: GameState, f: FrameOf<'act/catapult'>): string[] {
  return f.offer ?? catapultRiderTokens(s, f.seat, f.at);
}

export const move: Handler<FrameOf<'act/move'>> = {
  step(s, f) {
    // Pacifist (ARCS-F1402): the Catapult move's riders, asked before anything moves.
    if (f.riders === null) return rideQuestion(catapultRiderTokens(s, f.seat, f.from!).length, f.seat, f.from!, (count) => MOVE.id('ride', { count }));
    if (f.from === null) {
      // Admiral (ARCS-F702/F706/F707): ignoring the Movement Law, Imperial ships the seat commands may move alone.
      const options = systemIds(s).filter((id) => (hasShips(s, id, f.seat) || imperialAlone(s, f.seat, id)) && neighbours(s, id).length > 0).map((id) => opt(MOVE.id('from', { system: id }), msg('core.system', { system: system(id) })));
      options.push(...blightMoveSystems(s, f.seat).map((id) => opt(MOVE.id('blight', { system: id }), msg('campaign.blightspeaker.move.from', { system: system(id) }))));
      // Pacifist (ARCS-F1402 Witnesses): "You may move Witnesses you control" (effects.ts tokenMoveSources).
      options.push(...tokenMoveSources(s, f.seat).map((x) => opt(MOVE.id('token', x), msg('campaign.move.token', { system: system(x.system), card: card(x.card) }))));
      return { t: 'ask', seat: f.seat, prompt: msg('act.move.from'), options };
    }
    const from = f.from;
    if (f.to === null) {
      // Hegemon (ARCS-F1004 Song of the Banner): planets with Banners count as adjacent (effects.ts moveDestinations).
      const options = [...new Set([...neighbours(s, from), ...extraMoveDestinations(s, f.seat, from)])].map((id) => opt(MOVE.id('to', { system: id }), msg('core.system', { system: system(id) })));
      return { t: 'ask', seat: f.seat, prompt: msg('act.move.to', { system: system(from) }), options };
    }
    if (f.fresh !== null && f.damaged !== undefined && f.imp === undefined) {
      const n = f.fresh + f.damaged;
      // Moving Imperial ships alone (n = 0): at least one of them.
      const options = imperialOptions(movableImperial(s, f.seat, from)!, imperialCap(s, f.seat, n), (fresh, damaged) => MOVE.id('imp', { fresh, damaged })).filter((o) => n > 0 || o.id !== MOVE.id('imp', { fresh: 0, damaged: 0 }));
      return { t: 'ask', seat: f.seat, prompt: msg('empire.move.imperial', { n }), options };
    }
    const c = shipCount(sys(s, from), f.seat);
    // "You cannot move more than 2 ships at a time" (Rebel, ARCS-LEAD05, Disorganized).
    const cap = moveLimitFor(s, f.seat)?.limit ?? Infinity;
    const fs = flagshipIn(sys(s, from), f.seat) ? 1 : 0;
    if (f.fresh === null) {
      const options = countOptions(Math.min(c.fresh - fs, cap), c.damaged > 0 ? 0 : 1, 'fresh');
      if (fs) options.push(...flagshipOptions((k) => MOVE.id('fs', { count: k }), c.fresh - 1, cap));
      return { t: 'ask', seat: f.seat, prompt: msg('act.move.fresh'), options };
    }
    return { t: 'ask', seat: f.seat, prompt: msg('act.move.damaged'), options: countOptions(Math.min(c.damaged, cap - f.fresh), f.fresh > 0 ? 0 : 1, 'damaged') };
  },
  resume(s, f, choice) {
    const ch = MOVE.read(choice);
    if (ch.tag === 'blight') return thenRun({ k: 'campaign/bs-move', seat: f.seat, from: ch.system });
    if (ch.tag === 'token') return thenRun(...effectOf(s, ch.card)!.tokenMove!(s, f.seat, ch.system));
    if (ch.tag === 'ride') {
      f.riders = catapultRiderTokens(s, f.seat, f.from!).slice(0, ch.count);
      return finishMove(s, f, f.fresh, f.damaged!);
    }
    if (ch.tag === 'imp') {
      f.imp = { fresh: ch.fresh, damaged: ch.damaged };
      return finishMove(s, f, f.fresh, f.damaged!);
    }
    if (ch.tag === 'from') {
      f.from = ch.system;
      return call();
    }
    if (ch.tag === 'to') {
      f.to = ch.system;
      const c = shipCount(sys(s, f.from!), f.seat);
      // Admiral: Imperial ships moving alone (no Loyal ship here): ask only which of them.
      if (c.fresh + c.damaged === 0) {
        f.fresh = 0;
        f.damaged = 0;
        return call();
      }
      // Flagships (campaign p.22): the Flagship alone has one answer; with others, ask.
      if (flagshipIn(sys(s, f.from!), f.seat)) {
        if (c.fresh !== 1 || c.damaged !== 0) return call();
        f.flagship = true;
        return finishMove(s, f, 1, 0);
      }
      // Skip questions with only one answer.
      if (c.fresh === 0) f.fresh = 0;
      else if (c.damaged === 0) return finishMove(s, f, c.fresh === 1 ? 1 : null, 0);
      // Moving at most `cap` ships: a fresh count of `cap` leaves no damaged to ask about.
      return call();
    }
    if (f.fresh === null) {
      f.fresh = ch.count;
      if (ch.tag === 'fs') {
        f.flagship = true;
        f.fresh += 1;
      }
      if (shipCount(sys(s, f.from!), f.seat).damaged === 0 || f.fresh >= (moveLimitFor(s, f.seat)?.limit ?? Infinity)) return finishMove(s, f, f.fresh, 0);
      return call();
    }
    return finishMove(s, f, f.fresh, ch.count);
  },
};

function finishMove(s: GameState, f: FrameOf<'act/move'>, fresh: number | null, damaged: number): ReturnType<typeof call> {
  if (fresh === null) {
    return call();
  }
  const from = f.from!;
  const to = f.to!;
  // Campaign: Imperial ships may move along, one per Loyal ship moving (the Movement Law).
  if (f.imp === undefined && movableImperial(s, f.seat, from)) {
    f.fresh = fresh;
    f.damaged = damaged;
    return call();
  }
  const imp = f.imp ?? { fresh: 0, damaged: 0 };
  const withImperial = imp.fresh + imp.damaged > 0;
  // Catapult: moving from a system with a Loyal starport (never a Rival one you control; control.ts).
  // Admiral: Imperial ships moving alone take a plain move (our reading: a Catapult carries Loyal ships).
  const alone = fresh + damaged === 0;
  const catapult = catapultsFrom(s, f.seat, from) && !alone;
  // Pacifist (ARCS-F1402): Witnesses the seat controls here may ride along the Catapult move (asked once, now).
  if (catapult && f.riders === undefined && catapultRiderTokens(s, f.seat, from).length > 0) {
    f.fresh = fresh;
    f.damaged = damaged;
    f.riders = null;
    return call();
  }
  const riders = f.riders ?? [];
  // Control is checked before moving in.
  const blocked = endsCatapult(s, f.seat, to, withImperial);
  // Gate Wraith (ARCS-F2202): Catapult Overdrive made this a Catapult move, or carries it on through the Twisted Passage.
  if (catapult && usedCatapultOverdrive(s, f.seat, from, blocked ? null : to)) noteCatapultOverdrive(s, f.seat);
  const controlledBy = controller(s, to);
  transferShips(s, f.seat, from, to, fresh, damaged, f.flagship === true);
  carryRiders(s, f.seat, riders, to);
  if (withImperial) {
    transferShips(s, 'empire', from, to, imp.fresh, imp.damaged);
    if (!alone) log(s, `${shipsText(imp.fresh, imp.damaged).replace('ship', 'Imperial ship')} move along.`);
  }
  if (alone) {
    log(s, `${seatName(s, f.seat)} moves ${shipsText(imp.fresh, imp.damaged).replace('ship', 'Imperial ship')} from ${systemLabel(from)} to ${systemLabel(to)}.`);
    return done;
  }
  // Rival ships took a move into a system (Gate Ports, ARCS-L08).
  noteRivalMoveIn(s, f.seat, to, controlledBy);
  log(s, `${seatName(s, f.seat)} moves ${shipsText(fresh, damaged)}${f.flagship ? ' (with their Flagship)' : ''} from ${systemLabel(from)} to ${systemLabel(to)}.`);
  // Gate Wraith (ARCS-F2205): "move from the Twisted Passage to any planet whose ID symbol is on the event die. After this, reroll the event die."
  if (from === TWISTED_PASSAGE && s.campaign?.twistedDie) {
    fired(s, 'ARCS-F2205');
    s.campaign.twistedDie = rollEventDice(s).event;
    log(s, `The Twisted Passage's event die is rerolled: ${s.campaign.twistedDie.symbol}.`);
  }
  // Gate Wraith (ARCS-F2203): a Catapult move from a planet into its cluster's gate breaks it; the ships are on the Twisted Passage.
  if (catapult && catapultIntoTriggers(s, f.seat, from, to)) return done;
  // Sprinter Drives (ARCS-L03): the fresh ships may move once more, after all Catapult moves.
  const sprint = fresh > 0 ? sprintFrame(s, f.seat, catapult && !blocked ? [] : [{ system: to, fresh, ...(f.flagship ? { flagship: true as const } : {}) }]) : null;
  if (catapult && !blocked) return thenRun({ k: 'act/catapult', seat: f.seat, at: to, fresh, damaged, next: null, carry: null, ...(withImperial ? { imp } : {}), ...(f.flagship ? { flagship: true as const } : {}), riders }, ...(sprint ? [sprint] : []));
  return sprint ? thenRun(sprint) : done;
}

/** "2 fresh and 1 damaged ships" as a message (shipsText for the log). */
export function shipsMsg(fresh: number, damaged: number): Msg {
  return msg('act.ships', { fresh, damaged });
}

export function shipsText(fresh: number, damaged: number): string {
  const parts = [];
  if (fresh) parts.push(`${fresh} fresh`);
  if (damaged) parts.push(`${damaged} damaged`);
  const n = fresh + damaged;
  return `${parts.join(' and ')} ship${n === 1 ? '' : 's'}`;
}

export function transferShips(s: GameState, seat: ShipOwner, from: SystemId, to: SystemId, fresh: number, damaged: number, flagship = false): void {
  const a = shipsOf(sys(s, from), seat);
  // Flagships (campaign p.22): the Flagship (one of `fresh`) moves only when `flagship` says so.
  const stays = a.flagship && !flagship ? 1 : 0;
  if (a.fresh - stays < fresh || a.damaged < damaged || (flagship && !a.flagship)) throw new Error('transferShips: not enough ships');
  a.fresh -= fresh;
  a.damaged -= damaged;
  const b = shipsOf(sys(s, to), seat);
  b.fresh += fresh;
  b.damaged += damaged;
  if (flagship) {
    delete a.flagship;
    b.flagship = true;
  }
  tidy(sys(s, from));
  tidy(sys(s, to));
}

/**
 * Catapult moves: keep moving the group as much as you want, dropping ships off as you want,
 * until they move into any planet or a gate controlled by anyone else (Move; Catapult example).
 */
/** Option ids of a Catapult move: `stop`, `to:<system>`, then counts `n:<n>`. */
const CATAPULT = choices({ stop: {}, to: { system: field.system }, n: { count: field.int }, imp: { fresh: field.int, damaged: field.int }, fs: { count: field.int }, ride: { count: field.int } });

export const catapult: Handler<FrameOf<'act/catapult'>> = {
  step(s, f) {
    // Pacifist (ARCS-F1402): a Catapult move starting here (Slipstream Drive, Seeker Golem, Sprinter Drives' bonus move): its riders first.
    if (f.riders === undefined && rideOffer(s, f).length > 0) return rideQuestion(rideOffer(s, f).length, f.seat, f.at, (count) => CATAPULT.id('ride', { count }));
    if (f.next === null) {
      const options = [opt(CATAPULT.id('stop'), msg('act.catapult.stop', { system: system(f.at) }))];
      for (const id of neighbours(s, f.at)) {
        // With Imperial ships going on, the group passes a Rival Regent's gate (endsCatapult withImperial).
        const key = endsCatapult(s, f.seat, id) ? (f.imp && !endsCatapult(s, f.seat, id, true) ? 'empire.catapult.on.stopsAlone' : 'act.catapult.on.stops') : 'act.catapult.on';
        options.push(opt(CATAPULT.id('to', { system: id }), msg(key, { system: system(id) })));
      }
      return { t: 'ask', seat: f.seat, prompt: msg('act.catapult.prompt', { ships: shipsMsg(f.fresh, f.damaged), system: system(f.at) }), options };
    }
    if (f.carryDamaged !== undefined && f.carry !== null) {
      const n = f.carry + f.carryDamaged;
      return { t: 'ask', seat: f.seat, prompt: msg('empire.move.imperial', { n }), options: imperialOptions(f.imp!, imperialCap(s, f.seat, n), (fresh, damaged) => CATAPULT.id('imp', { fresh, damaged })) };
    }
    if (f.carry === null) {
      // Flagships (campaign p.22): carrying the Flagship on is its own answer.
      const fs = f.flagship ? 1 : 0;
      const options = countOptions(f.fresh - fs, f.damaged > 0 ? 0 : 1, 'fresh');
      if (fs) options.push(...flagshipOptions((k) => CATAPULT.id('fs', { count: k }), f.fresh - 1, Infinity));
      return { t: 'ask', seat: f.seat, prompt: msg('act.catapult.fresh'), options };
    }
    return { t: 'ask', seat: f.seat, prompt: msg('act.catapult.damaged'), options: countOptions(f.damaged, f.carry > 0 ? 0 : 1, 'damaged') };
  },
  resume(s, f, choice) {
    const ch = CATAPULT.read(choice);
    if (ch.tag === 'ride') {
      f.riders = rideOffer(s, f).slice(0, ch.count);
      // After Sprinter Drives' first hop the ships are at `at` already: the riders join them there.
      carryRiders(s, f.seat, f.riders, f.at);
      delete f.offer;
      return call();
    }
    if (ch.tag === 'imp') return hop(s, f, f.carry!, f.carryDamaged!, { fresh: ch.fresh, damaged: ch.damaged });
    if (ch.tag === 'stop') {
      noteArrival(s, f.seat, f.at, f.fresh, f.flagship === true);
      return done;
    }
    if (ch.tag === 'to') {
      f.next = ch.system;
      if (f.fresh + f.damaged === 1) {
        if (f.flagship) f.carryFlagship = true;
        return hop(s, f, f.fresh, f.damaged);
      }
      if (f.fresh === 0) f.carry = 0;
      else if (f.damaged === 0) return call();
      return call();
    }
    const n = ch.tag === 'fs' ? ch.count + 1 : ch.count;
    if (ch.tag === 'fs') f.carryFlagship = true;
    if (f.carry === null) {
      f.carry = n;
      if (f.damaged === 0) return hop(s, f, n, 0);
      return call();
    }
    return hop(s, f, f.carry, n);
  },
};

function hop(s: GameState, f: FrameOf<'act/catapult'>, fresh: number, damaged: number, imp?: { fresh: number; damaged: number }) {
  // Campaign: the Imperial ships in the group: which of them go on (the Movement Law), asked first.
  if (imp === undefined && f.imp) {
    f.carry = fresh;
    f.carryDamaged = damaged;
    return call();
  }
  const next = f.next!;
  const withImperial = imp !== undefined && imp.fresh + imp.damaged > 0;
  const blocked = endsCatapult(s, f.seat, next, withImperial);
  // Gate Wraith (ARCS-F2202): Catapult Overdrive carries the move on through the Twisted Passage.
  if (!blocked && usedCatapultOverdrive(s, f.seat, null, next)) noteCatapultOverdrive(s, f.seat);
  const controlledBy = controller(s, next);
  transferShips(s, f.seat, f.at, next, fresh, damaged, f.carryFlagship === true);
  // Pacifist (ARCS-F1402): the riders go on with the ships going on.
  carryRiders(s, f.seat, f.riders ?? [], next);
  if (withImperial) {
    transferShips(s, 'empire', f.at, next, imp.fresh, imp.damaged);
    log(s, `${shipsText(imp.fresh, imp.damaged).replace('ship', 'Imperial ship')} move along.`);
  }
  // Each Catapult hop is a move into the next system (Gate Ports, ARCS-L08).
  noteRivalMoveIn(s, f.seat, next, controlledBy);
  log(s, `${seatName(s, f.seat)} catapults ${shipsText(fresh, damaged)} on to ${systemLabel(next)}.`);
  // Gate Wraith (ARCS-F2205): leaving the Twisted Passage rerolls its event die.
  if (f.at === TWISTED_PASSAGE && s.campaign?.twistedDie) {
    fired(s, 'ARCS-F2205');
    s.campaign.twistedDie = rollEventDice(s).event;
    log(s, `The Twisted Passage's event die is rerolled: ${s.campaign.twistedDie.symbol}.`);
  }
  // Where fresh ships stop (Sprinter Drives).
  noteArrival(s, f.seat, f.at, f.fresh - fresh, f.flagship === true && f.carryFlagship !== true);
  // Gate Wraith (ARCS-F2203): a Slipstream Drive Catapult from a planet into its cluster's gate breaks it (the Drive is destroyed).
  if (f.slipstream && !isGate(f.at) && catapultIntoTriggers(s, f.seat, f.at, next, 'slipstream')) return done;
  if (blocked) {
    noteArrival(s, f.seat, next, fresh, f.carryFlagship === true);
    return done;
  }
  return thenRun({ k: 'act/catapult', seat: f.seat, at: next, fresh, damaged, next: null, carry: null, ...(withImperial ? { imp: imp! } : {}), ...(f.carryFlagship ? { flagship: true as const } : {}), riders: f.riders ?? [] });
}

/**
 * Every system ships starting in `from` can end a move in: an adjacent system, or with a Catapult
 * (a Loyal starport in `from`) any system the group reaches through gates not controlled by anyone
 * else, dropping ships off on the way (Move; Catapult).
 */
export function moveDestinations(s: GameState, seat: Seat, from: SystemId): Set<SystemId> {
  const ends = new Set<SystemId>();
  const catapult = catapultsFrom(s, seat, from);
  const onward = new Set<SystemId>();
  const frontier: SystemId[] = [from];
  while (frontier.length > 0) {
    for (const n of neighbours(s, frontier.pop()!)) {
      ends.add(n);
      if (catapult && !endsCatapult(s, seat, n) && !onward.has(n)) {
        onward.add(n);
        frontier.push(n);
      }
    }
  }
  return ends;
}

/* -------------------------------------------------------------- repair */

/** Option ids of Repair: `ship:<system>`, `slot:<system>:<slot>`; campaign: an Imperial ship `imp:<system>`, a damaged Loyal Fate token `token:<token id>`. */
const REPAIR = choices({ ship: { system: field.system }, slot: { system: field.system, slot: field.int }, imp: { system: field.system }, token: { token: field.word }, blight: { system: field.system } });

/**
 * Damaged Loyal ships and buildings; campaign: damaged Imperial ships where the seat Commands the
 * Imperial Fleet (The Empire, Control & Command: "move and repair them"), and damaged Free cities
 * and starports in systems the seat controls (The Free States: "repair Free cities and starports").
 */
function repairTargets(s: GameState, seat: Seat): { id: string; label: Msg }[] {
  const out: { id: string; label: Msg }[] = [];
  for (const id of systemIds(s)) {
    const st = s.map[id]!;
    if (shipCount(st, seat).damaged > 0) out.push({ id: REPAIR.id('ship', { system: id }), label: msg('act.repair.ship', { system: system(id) }) });
    if (imperialShips(s, id).damaged > 0 && commandsFleet(s, seat, id)) out.push({ id: REPAIR.id('imp', { system: id }), label: msg('empire.repair.imperial', { system: system(id) }) });
    // Blight Fury (ARCS-F1304), Blight Society (ARCS-F2102): "You can repair Blight you control."
    if ((st.ships.find((g) => g.owner === 'blight')?.damaged ?? 0) > 0 && controls(s, id, seat) && repairsBlightCard(s, seat)) out.push({ id: REPAIR.id('blight', { system: id }), label: msg('campaign.blightspeaker.repair', { system: system(id) }) });
    // Founder (ARCS-F218-F222): Members repair Free buildings not controlled by the Empire like Loyal ones.
    const free = st.slots.some((b) => b?.owner === 'free' && b.damaged) && (controls(s, id, seat) || freeAsLoyalFor(s, seat, id));
    st.slots.forEach((b, i) => {
      if (b && b.owner === seat && b.damaged) out.push({ id: REPAIR.id('slot', { system: id, slot: i }), label: msg('act.repair.building', { piece: piece(b.type), system: system(id) }) });
      if (b && b.owner === 'free' && b.damaged && free) out.push({ id: REPAIR.id('slot', { system: id, slot: i }), label: msg('empire.repair.free', { piece: piece(b.type), system: system(id) }) });
    });
  }
  // Flagships (campaign p.22): "When you repair your Flagship, repair an Upgrade or Armor."
  out.push(...boardRepairOptions(s, seat));
  // "You can repair damaged Loyal tokens" (campaign rulebook, Tokens p.27).
  for (const t of damagedLoyalTokens(s, seat)) out.push({ id: REPAIR.id('token', { token: t.id }), label: msg('campaign.tokens.repair', { kind: t.kind.replace(/-/g, ' '), system: system(t.where as SystemId) }) });
  return out;
}

export const repair: Handler<FrameOf<'act/repair'>> = {
  step(s, f) {
    return { t: 'ask', seat: f.seat, prompt: msg('act.repair.prompt'), options: repairTargets(s, f.seat).map((t) => opt(t.id, t.label)) };
  },
  resume(s, f, choice) {
    const place = readBoardId(choice);
    if (place) {
      repairOnBoard(s, f.seat, place);
      return done;
    }
    const ch = REPAIR.read(choice);
    if (ch.tag === 'token') {
      const t = s.campaign!.tokens!.find((x) => x.id === ch.token)!;
      delete t.damaged;
      log(s, `${seatName(s, f.seat)} repairs their ${t.kind.replace(/-/g, ' ')} token.`);
      return done;
    }
    const id = ch.system;
    const st = sys(s, id);
    if (ch.tag === 'blight') {
      const g = shipsOf(st, 'blight');
      g.damaged -= 1;
      g.fresh += 1;
      fired(s, repairsBlightCard(s, f.seat)!);
      log(s, `${seatName(s, f.seat)} repairs a Blight in ${systemLabel(id)}.`);
    } else if (ch.tag === 'ship' || ch.tag === 'imp') {
      const g = shipsOf(st, ch.tag === 'imp' ? 'empire' : f.seat);
      g.damaged -= 1;
      g.fresh += 1;
      log(s, `${seatName(s, f.seat)} repairs ${ch.tag === 'imp' ? 'an Imperial' : 'a'} ship in ${systemLabel(id)}.`);
    } else {
      const b = st.slots[ch.slot]!;
      b.damaged = false;
      log(s, `${seatName(s, f.seat)} repairs ${b.owner === 'free' ? 'the Free' : 'their'} ${b.type} on ${systemLabel(id)}.`);
    }
    return done;
  },
};

/* ------------------------------------------------- influence and secure */

/** Whether the seat may place an agent on the Court card at index i (campaign: not on the Decided Imperial Council; spine). */
function mayInfluence(s: GameState, seat: Seat, i: number): boolean {
  return !s.campaign || permits(s, seat, { t: 'influence', card: s.court[i]!.card });
}

/** Court indices where one more agent of the seat would leave a card it may secure (Feastbringer, Charismatic FAQ). */
export function influenceThenSecureTargets(s: GameState, seat: Seat): number[] {
  if (s.players[seat]!.supply.agents === 0) return [];
  return s.court.flatMap((_, i) => {
    const court = s.court.map((c, j) => (j === i ? { ...c, agents: c.agents.map((n, k) => (k === seat ? n + 1 : n)) } : c));
    return securableSlots({ ...s, court }, seat).length > 0 ? [i] : [];
  });
}

export const influence: Handler<FrameOf<'act/influence'>> = {
  step(s, f) {
    // Campaign: a Court card may refuse agents (the Decided Imperial Council, a "cannot" of permits(); spine).
    const allowed = (f.thenSecure ? influenceThenSecureTargets(s, f.seat) : s.court.map((_, i) => i)).filter((i) => mayInfluence(s, f.seat, i));
    const prompt = msg(f.thenSecure ? 'act.influence.thenSecure' : 'act.influence.prompt');
    return { t: 'ask', seat: f.seat, prompt, options: allowed.map((i) => opt(COURT_SLOT.id('card', { slot: i }), msg('core.card', { card: card(s.court[i]!.card) }))) };
  },
  resume(s, f, choice) {
    const i = COURT_SLOT.read(choice).slot;
    const wasEmpty = s.court[i]!.agents.every((n) => n === 0);
    s.players[f.seat]!.supply.agents -= 1;
    s.court[i]!.agents[f.seat]! += 1;
    log(s, `${seatName(s, f.seat)} places an agent on ${cardName(s.court[i]!.card)}.`);
    // Warden (ARCS-F1618 Feudal Courts): a Court token may follow onto an empty card.
    const after = afterInfluenceFrames(s, f.seat, i, wasEmpty);
    return after.length > 0 ? thenRun(...after) : done;
  },
};

export const secure: Handler<FrameOf<'act/secure'>> = {
  step(s, f) {
    return { t: 'ask', seat: f.seat, prompt: msg('act.secure.prompt'), options: securableSlots(s, f.seat).map((i) => opt(COURT_SLOT.id('card', { slot: i }), msg('core.card', { card: card(s.court[i]!.card) }))) };
  },
  resume(s, f, choice) {
    const i = COURT_SLOT.read(choice).slot;
    // secureCard records the card for "not in the Prelude you secured it" (court.ts).
    return thenRun(...secureCard(s, f.seat, i, { ransack: false }));
  },
};

/* ---------------------------------------------------------- legality */

/** Whether the action has at least one legal target for the seat right now. */
export function canTake(s: GameState, seat: Seat, action: ActionKind): boolean {
  const p = s.players[seat]!;
  switch (action) {
    case 'tax':
      return taxTargets(s, seat).length > 0;
    case 'build':
      return (['city', 'starport', 'ship'] as const).some((k) => buildTargets(s, seat, k).length > 0 || (k !== 'ship' && boardBuildPlaces(s, seat, k).length > 0));
    case 'move':
      return systemIds(s).some((id) => hasShips(s, id, seat) && neighbours(s, id).length > 0) || blightMoveSystems(s, seat).length > 0 || tokenMoveSources(s, seat).length > 0;
    case 'repair':
      return repairTargets(s, seat).length > 0;
    case 'influence':
      return p.supply.agents > 0 && s.court.some((_, i) => mayInfluence(s, seat, i));
    case 'secure':
      return securableSlots(s, seat).length > 0;
    case 'battle':
      return canBattle(s, seat);
  }
}

export function actionFrame(seat: Seat, action: ActionKind): Frame {
  switch (action) {
    case 'tax':
      return { k: 'act/tax', seat };
    case 'build':
      return { k: 'act/build', seat, piece: null };
    case 'move':
      return { k: 'act/move', seat, from: null, to: null, fresh: null };
    case 'repair':
      return { k: 'act/repair', seat, system: null };
    case 'influence':
      return { k: 'act/influence', seat };
    case 'secure':
      return { k: 'act/secure', seat };
    case 'battle':
      return { k: 'act/battle', seat, system: null, defender: null, pool: {} };
  }
}

/**
 * Fate 11, the Planet Breaker (ARCS-FATE11; Fate Set ARCS-F1101…F1112, a "B" Fate: Acts II and
 * III): its Acts (FateRules) and the effects of every card of its set. Card moves are data
 * (data/campaign/fate-steps.ts, carried out by framework.ts); this module is the rest. Each entry
 * quotes the printed text it implements (cards.csv) and the FAQ rows it follows.
 *
 * Choices made (our sources leave them open):
 * - The Flagship's place: flagship/give.ts's default (the board's back is not in our sources).
 * - The Hammer (Fragment) tokens off the map lie on the Hammer Fragments card (`ARCS-F1103`): that
 *   is the Planet Breaker's "supply" of them (Prepare: "return it to your supply first").
 * - Breaking Worlds (F1103B) "This action harms all buildings on the planet": every owner of a
 *   building there is harmed (effects.ts harmTriggers), whether or not the planet then breaks (FAQ:
 *   "Does taking this action at all trigger Empathy for All? Yes!"). Rivals battle the Planet
 *   Breaker only where they have ships and the Planet Breaker has pieces (a standard battle). The
 *   buildings go onto the card (campaign.brokenPieces), as do Bunker and Banner tokens there (FAQ);
 *   no city is "destroyed" (no Ransack: FAQ "Does this trigger Ransack the Court? No.").
 * - Planet-Eater Loose (F1111), Crisis: "Resolve the Breaking Worlds card" is its numbered steps at
 *   the rolled planet (nobody plays the Planet Breaker's part: no battles, no control check). With
 *   no Hammer token left in the supply, no Broken World can be placed and nothing happens. When
 *   Secured, failed: the card goes back to its Court spot with the agents that were on it (the
 *   card that refilled the spot returns to the top of the Court deck).
 * - Sycophants (F1102): "you may place 2 fresh ships at a planet of the Outrage type once per turn":
 *   any planet of the type (the card names no control), asked once the frame that Provoked the
 *   Outrage is finished (effects.ts outrageTriggers); once per turn, offered each time outside turns.
 */
import { EVENT_DIE } from '../../../data/campaign/components.ts';
import { findCard } from '../../../data/cards.ts';
import { systemDef, type Resource, type SystemId } from '../../../data/map.ts';
import { log, planetResource, seatName, shipCount, sys, turnOrder } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { defenders, controls, mayHarm } from '../../control.ts';
import { courtPlace, removeCardFromCourt } from '../../court-slots.ts';
import { emptySlotCount, placeShips } from '../../court/common.ts';
import { fired, harmTriggers, markUsed, usedThisTurn, type CardEffect } from '../../effects.ts';
import { rollDice } from '../../frames/battle.ts';
import { provokeOutrage } from '../../frames/outrage.ts';
import { gainFrames } from '../../frames/resources.ts';
import { msg, owner, resource, system } from '../../messages.ts';
import { rollFace } from '../../rng.ts';
import { call, done, opt, thenRun, type Handler } from '../../step.ts';
import type { Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { BROKEN_WORLD, isBrokenWorld } from '../broken-worlds.ts';
import { rolledPlanet, planetsOfRolledSymbol } from '../dice.ts';
import { placeFree } from '../empire/pieces.ts';
import { excessAfterFlagship, giveFlagship, placeOnBoard } from '../flagship/give.ts';
import { hasFlagship } from '../flagship/board.ts';
import { bury, scrapCard, takeCard } from './moves.ts';
import { advanceObjective } from './objective.ts';
import { clearOutrage } from './partisan-rules.ts';
import {
  BREAKING_WORLDS, HAMMER, HAMMER_CARD, HAMMER_COUNT, HAMMER_FRAGMENTS, PB_OBJECTIVE_II, PB_RESOLUTION,
  PB_ACTS, PLANET_EATER, PLANET_HAMMER, REFUGEES, REFUGEE_IDS, SYCOPHANTS, breakingSideUp, fragmentsControlled, hammersOnCard, hammersOnMap,
  hasPlanetHammer, planetsOnMap,
} from './planet-breaker-rules.ts';

export * from './planet-breaker-rules.ts';

/* ---------------------------------------------------------------- option ids */

/** A planet: `sys:<system>`. */
const PLANET = choices({ sys: { system: field.system } });
/** Breaking Worlds, a Rival's choice: `battle` or `no`. */
const BATTLE_PB = choices({ battle: {}, no: {} });

/** Planet Breaker frames (joined into FateFrame, fates/types.ts). */
export type PlanetBreakerFrame =
  /** Hammer Fragments (F1103A) "Repair Hammer (Repair)": which Hammer Fragment to take. */
  | { k: 'campaign/pb-repair'; seat: Seat }
  /** Planet Hammer (F1104) "Prepare (Build)": where to place the Hammer token. */
  | { k: 'campaign/pb-prepare'; seat: Seat }
  /**
   * Planet Hammer "Break World (Battle)": Breaking Worlds (F1103B) at `system`; `asked` the Rivals
   * already asked whether to battle (in turn order), then the planet breaks if the seat controls it.
   */
  | { k: 'campaign/pb-break'; seat: Seat; system: SystemId; asked: Seat[] }
  /** A Refugees card (F1105-F1109) "Resettle (Build)": which planet. */
  | { k: 'campaign/pb-resettle'; seat: Seat; card: string }
  /** Sycophants (F1102): after Provoking Outrage of `resource`, place 2 fresh ships at a planet of that type (or not). */
  | { k: 'campaign/pb-sycophants'; seat: Seat; resource: Resource };

/* ------------------------------------------------------------------ helpers */

function campaign(s: GameState) {
  if (!s.campaign) throw new Error('not a campaign game (bug)');
  return s.campaign;
}

/** Take the card from under the Hammer Fragments card (false: not tucked there). */
function untuck(s: GameState, id: string): boolean {
  const c = campaign(s);
  const list = c.tucked?.[HAMMER_CARD];
  const i = list?.indexOf(id) ?? -1;
  if (!list || i < 0) return false;
  list.splice(i, 1);
  if (list.length === 0) delete c.tucked![HAMMER_CARD];
  if (c.tucked && Object.keys(c.tucked).length === 0) delete c.tucked;
  return true;
}

function tuckUnderHammer(s: GameState, id: string): void {
  const c = campaign(s);
  c.tucked ??= {};
  (c.tucked[HAMMER_CARD] ??= []).push(id);
}

/** Flip the Hammer Fragments card (F1103A) to its Breaking Worlds side (F1103B), where it lies (a play area or the supply). */
function flipHammerCard(s: GameState): void {
  const c = campaign(s);
  const flip = (list: string[]) => list.map((id) => (id === HAMMER_FRAGMENTS ? BREAKING_WORLDS : id));
  for (const x of c.seats) x.playArea = flip(x.playArea);
  if (c.fateSupply) c.fateSupply = flip(c.fateSupply);
}

/**
 * Hammer Fragments, "If you have all 6 Hammer Fragments on this card: 1. Untuck the Planet Hammer
 * card from here and take it. 2. Warn everyone … 3. Flip this card to its Breaking Worlds side.
 * Keep the 5 Refugee cards tucked under it." (`take`: false when the Planet Hammer is then scrapped
 * anyway, the Act II failed Resolution.)
 */
export function repairHammer(s: GameState, seat: Seat, take = true): void {
  const c = campaign(s);
  if (untuck(s, PLANET_HAMMER) && take) c.seats[seat]!.playArea.push(PLANET_HAMMER);
  flipHammerCard(s);
  fired(s, HAMMER_FRAGMENTS);
  log(s, `${seatName(s, seat)} repairs the Planet Hammer: Hammer Fragment tokens are now Hammer tokens. Warning: breaking a planet with the Planet Hammer makes everyone Provoke Outrage of the broken planet's type.`);
}

/**
 * Breaking Worlds (F1103B) once the planet breaks: "1. All players Provoke Outrage of this planet
 * type. 2. Untuck the Refugee card (05–09) of this planet type from here. Place it on top of the
 * Court deck. 3. Place all buildings from the planet on here. 4. Scrap all Guild cards in the Court
 * of the planet type. Return all agents from them." The Broken World token is already there.
 */
export function breakWorld(s: GameState, id: SystemId): void {
  const c = campaign(s);
  const r = planetResource(id)!;
  fired(s, BREAKING_WORLDS);
  log(s, `${id} is a Broken World: it has no building slots.`);
  for (const seat of turnOrder(s)) provokeOutrage(s, seat, r);
  const refugee = REFUGEES[r];
  if (untuck(s, refugee)) {
    s.courtDeck.unshift(refugee);
    log(s, `${findCard(refugee)!.name} is placed on top of the Court deck.`);
  }
  const st = sys(s, id);
  let placed = 0;
  st.slots.forEach((b, i) => {
    if (!b) return;
    (c.brokenPieces ??= []).push({ owner: b.owner, type: b.type });
    st.slots[i] = null;
    placed++;
  });
  // FAQ: Bunkers and Banners of Hegemony "are removed and added to this card".
  for (const t of c.tokens ?? []) if (t.where === id && t.kind !== BROKEN_WORLD && t.kind !== HAMMER) {
    t.where = HAMMER_CARD;
    delete t.damaged;
    placed++;
  }
  if (placed > 0) log(s, `${placed} ${placed === 1 ? 'piece is' : 'pieces are'} placed on the Breaking Worlds card.`);
  const guilds = s.court.flatMap((x) => [x.card, ...(x.attached ?? [])]).filter((x) => findCard(x)?.kind === 'guild' && findCard(x)?.suit === r);
  for (const g of guilds) {
    if (courtPlace(s, g) === null) continue;
    removeCardFromCourt(s, g, 'scrap');
    log(s, `${findCard(g)!.name} is scrapped from the Court.`);
  }
}

/** Planets the seat controls where a Hammer token may go (not a Broken World). */
function prepareTargets(s: GameState, seat: Seat): SystemId[] {
  return planetsOnMap(s).filter((id) => controls(s, id, seat) && !isBrokenWorld(s, id));
}

function canPrepare(s: GameState, seat: Seat): boolean {
  return hasPlanetHammer(s, seat) && breakingSideUp(s) && hammersOnCard(s).length + hammersOnMap(s).length > 0 && prepareTargets(s, seat).length > 0;
}

function canBreak(s: GameState, seat: Seat): boolean {
  return hasPlanetHammer(s, seat) && breakingSideUp(s) && !usedThisTurn(s, 'pb-prepare') && hammersOnMap(s).length > 0;
}

/** Planets of the Refugee card's type the seat controls with an empty printed slot (not Broken Worlds). */
function resettleTargets(s: GameState, seat: Seat, card: string): SystemId[] {
  const r = (Object.keys(REFUGEES) as (keyof typeof REFUGEES)[]).find((k) => REFUGEES[k] === card)!;
  return planetsOnMap(s).filter((id) => planetResource(id) === r && controls(s, id, seat) && !isBrokenWorld(s, id) && sys(s, id).slots.slice(0, slotsOf(id)).some((b) => b === null));
}

function slotsOf(id: SystemId): number {
  return systemDef(id).slots;
}

/* ------------------------------------------------------------------ frames */

const repairFrame: Handler<FrameOf<'campaign/pb-repair'>> = {
  step(s, f) {
    const where = fragmentsControlled(s, f.seat);
    if (where.length === 0) return done;
    if (where.length === 1) return takeFragment(s, f.seat, where[0]!);
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.pb.repair'), options: where.map((id) => opt(PLANET.id('sys', { system: id }), msg('core.system', { system: system(id) }))) };
  },
  resume(s, f, choice) {
    return takeFragment(s, f.seat, PLANET.read(choice).system);
  },
};

/**
 * "Repair Hammer (Repair): Take 1 Hammer Fragment token you control and place it on this card.
 * Place 1 fresh ship at the planet you took it from." Objective (F1101B): "Advance 1 for each
 * Hammer Fragment you take from the map."
 */
function takeFragment(s: GameState, seat: Seat, id: SystemId) {
  const t = hammersOnMap(s).find((x) => x.where === id);
  if (!t || !fragmentsControlled(s, seat).includes(id)) throw new Error(`pb-repair: no Hammer Fragment of ${seat} at ${id} (bug)`);
  t.where = HAMMER_CARD;
  fired(s, HAMMER_FRAGMENTS);
  log(s, `${seatName(s, seat)} takes the Hammer Fragment from ${id} (${hammersOnCard(s).length} of ${HAMMER_COUNT} on the card).`);
  placeShips(s, seat, id, 1);
  if (campaign(s).seats[seat]!.objective === PB_OBJECTIVE_II) advanceObjective(s, seat, 1);
  if (hammersOnCard(s).length >= HAMMER_COUNT && !breakingSideUp(s)) repairHammer(s, seat);
  return done;
}

const prepareFrame: Handler<FrameOf<'campaign/pb-prepare'>> = {
  step(s, f) {
    const where = prepareTargets(s, f.seat);
    if (where.length === 0) return done;
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.pb.prepare'), options: where.map((id) => opt(PLANET.id('sys', { system: id }), msg('core.system', { system: system(id) }))) };
  },
  // "Prepare (Build): Place a Hammer token at a planet you control. If one is already on the map, return it to your supply first."
  resume(s, f, choice) {
    const id = PLANET.read(choice).system;
    if (!prepareTargets(s, f.seat).includes(id)) throw new Error(`pb-prepare: ${id} is not a planet ${f.seat} controls (bug)`);
    for (const t of hammersOnMap(s)) t.where = HAMMER_CARD;
    const t = hammersOnCard(s)[0]!;
    t.where = id;
    t.owner = f.seat;
    markUsed(s, 'pb-prepare');
    fired(s, PLANET_HAMMER);
    log(s, `${seatName(s, f.seat)} prepares the Planet Hammer: a Hammer token is placed at ${id}.`);
    return done;
  },
};

const breakFrame: Handler<FrameOf<'campaign/pb-break'>> = {
  step(s, f) {
    // "In turn order, each Rival may choose to battle you at the planet with the Hammer token."
    const next = turnOrder(s).find((r) => r !== f.seat && !f.asked.includes(r));
    if (next !== undefined) {
      f.asked.push(next);
      const ships = shipCount(sys(s, f.system), next);
      if (ships.fresh === 0 || !defenders(s, f.system, next).includes(f.seat) || !mayHarm(s, next, f.seat, f.system)) return call();
      return {
        t: 'ask', seat: next, prompt: msg('campaign.pb.battle', { owner: owner(f.seat), system: system(f.system) }),
        options: [opt(BATTLE_PB.id('battle'), msg('campaign.pb.battle.yes')), opt(BATTLE_PB.id('no'), msg('campaign.pb.battle.no'))],
      };
    }
    // "After these battles, if you control the planet, flip the Hammer token to its Broken World side and resolve this."
    const t = hammersOnMap(s).find((x) => x.where === f.system);
    if (!t || !controls(s, f.system, f.seat)) {
      log(s, `${seatName(s, f.seat)} does not control ${f.system}: the planet does not break.`);
      return done;
    }
    t.kind = BROKEN_WORLD;
    log(s, `${seatName(s, f.seat)} breaks ${f.system} with the Planet Hammer.`);
    // F1101B "Crush a Planet into Dust": "Advance 6 when you use the Break World action … and flip a Hammer token to its Broken World side."
    if (campaign(s).seats[f.seat]!.objective === PB_OBJECTIVE_II) advanceObjective(s, f.seat, 6);
    breakWorld(s, f.system);
    return done;
  },
  resume(s, f, choice) {
    const rival = f.asked[f.asked.length - 1]!;
    if (BATTLE_PB.read(choice).tag === 'no') return call();
    log(s, `${seatName(s, rival)} battles ${seatName(s, f.seat)} at ${f.system} to stop the Planet Hammer.`);
    return call({ k: 'act/battle', seat: rival, system: f.system, defender: f.seat, pool: {} });
  },
};

/** "Break World (Battle): If you did not Prepare this turn, resolve the Breaking Worlds card." */
function startBreak(s: GameState, seat: Seat): Frame[] {
  const at = hammersOnMap(s)[0]!.where as SystemId;
  fired(s, PLANET_HAMMER);
  log(s, `${seatName(s, seat)} uses the Planet Hammer on ${at}.`);
  // "This action harms all buildings on the planet."
  const owners = new Set(sys(s, at).slots.flatMap((b) => (b && b.owner !== seat ? [b.owner] : [])));
  for (const o of owners) harmTriggers(s, seat, { owner: o, system: at });
  return [{ k: 'campaign/pb-break', seat, system: at, asked: [] }];
}

const resettleFrame: Handler<FrameOf<'campaign/pb-resettle'>> = {
  step(s, f) {
    const where = resettleTargets(s, f.seat, f.card);
    if (where.length === 0) return done;
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.pb.resettle'), options: where.map((id) => opt(PLANET.id('sys', { system: id }), msg('core.system', { system: system(id) }))) };
  },
  /**
   * "Resettle (Build): Build a Free city on a <type> planet you control. Clear your <type> Outrage
   * and gain <type> up to your number of empty resource slots. Tuck this card under the Breaking
   * Worlds card."
   */
  resume(s, f, choice) {
    const id = PLANET.read(choice).system;
    if (!resettleTargets(s, f.seat, f.card).includes(id)) throw new Error(`pb-resettle: ${id} not allowed (bug)`);
    const st = sys(s, id);
    placeFree(s, id, st.slots.slice(0, slotsOf(id)).indexOf(null), 'city');
    fired(s, f.card);
    log(s, `${seatName(s, f.seat)} resettles Refugees: a Free city is built at ${id}.`);
    const r = planetResource(id)!;
    if (s.players[f.seat]!.outrage.some((m) => m.resource === r)) {
      clearOutrage(s, f.seat, r);
      log(s, `${seatName(s, f.seat)} clears their ${r} Outrage.`);
    }
    const n = Math.min(emptySlotCount(s, f.seat), s.supply[r]);
    takeCard(s, f.card, f.seat);
    tuckUnderHammer(s, f.card);
    log(s, `${findCard(f.card)!.name} is tucked under the Breaking Worlds card.`);
    return thenRun(...Array.from({ length: n }, () => gainFrames(f.seat, r)));
  },
};

/** Planets of the type on the map (Broken Worlds too: ships are no buildings). */
function planetsOfType(s: GameState, r: Resource): SystemId[] {
  return planetsOnMap(s).filter((id) => planetResource(id) === r);
}

const SYCO = choices({ sys: { system: field.system }, no: {} });

const sycophantsFrame: Handler<FrameOf<'campaign/pb-sycophants'>> = {
  step(s, f) {
    const where = planetsOfType(s, f.resource);
    if (where.length === 0 || s.players[f.seat]!.supply.ships === 0) return done;
    return {
      t: 'ask', seat: f.seat, prompt: msg('campaign.pb.sycophants', { resource: resource(f.resource) }),
      options: [...where.map((id) => opt(SYCO.id('sys', { system: id }), msg('core.system', { system: system(id) }))), opt(SYCO.id('no'), msg('campaign.pb.no'))],
    };
  },
  resume(s, f, choice) {
    const x = SYCO.read(choice);
    if (x.tag === 'no') return done;
    if (!planetsOfType(s, f.resource).includes(x.system)) throw new Error('pb-sycophants: not a planet of the type (bug)');
    const n = placeShips(s, f.seat, x.system, 2);
    fired(s, SYCOPHANTS);
    log(s, `${seatName(s, f.seat)} places ${n} fresh ${n === 1 ? 'ship' : 'ships'} at ${x.system} (Sycophants).`);
    return done;
  },
};

export const PLANET_BREAKER_HANDLERS = {
  'campaign/pb-sycophants': sycophantsFrame,
  'campaign/pb-repair': repairFrame,
  'campaign/pb-prepare': prepareFrame,
  'campaign/pb-break': breakFrame,
  'campaign/pb-resettle': resettleFrame,
} as const;

/* ------------------------------------------------------------- card effects */

/** A Refugees card (05-09). */
const refugees = (id: string): CardEffect => ({
  id,
  // "Scrap this if you have the Planet Hammer." (checked when it is secured: the Refugees reach the Court only after a break)
  whenSecured(s, seat) {
    if (!hasPlanetHammer(s, seat)) return [];
    fired(s, id);
    scrapCard(s, id, seat);
    return [];
  },
  newActions: [{
    key: 'resettle', name: 'Resettle', replaces: 'build',
    can: (s, seat) => resettleTargets(s, seat, id).length > 0 && s.players[seat]!.court.some((c) => c.id === id),
    start: (_s, seat) => [{ k: 'campaign/pb-resettle', seat, card: id }],
  }],
});

/** Planet-Eater Loose (11), When Secured: what the Court spot held before it was secured (court.ts passes it). */
function planetEaterSecured(s: GameState, seat: Seat, ctx?: { returned: number; index?: number; agents?: number[]; refilled?: boolean }): Frame[] {
  const n = ctx?.returned ?? 0;
  const rolled = rollDice(s, { skirmish: n, assault: 0, raid: 0 });
  log(s, `${seatName(s, seat)} rolls ${n} skirmish ${n === 1 ? 'die' : 'dice'} for Planet-Eater Loose: ${rolled.hit} ${rolled.hit === 1 ? 'hit' : 'hits'}.`);
  if (rolled.hit >= 3) {
    // "gain 3 Power, draw the bottom card from the action discard pile, and bury this card."
    s.players[seat]!.power += 3;
    const bottom = s.actionDiscard.shift();
    if (bottom !== undefined) s.players[seat]!.hand.push(bottom);
    log(s, `${seatName(s, seat)} tames the Planet-Eater: 3 Power${bottom !== undefined ? ' and the bottom card of the action discard pile' : ''}.`);
    bury(s, PLANET_EATER, seat);
    return [];
  }
  // "If not, this card and agents on it remain."
  const held = s.players[seat]!.court.findIndex((c) => c.id === PLANET_EATER);
  if (held >= 0) s.players[seat]!.court.splice(held, 1);
  const agents = ctx?.agents ?? s.players.map((_, i) => (i === seat ? n : 0));
  agents.forEach((k, o) => {
    if (k <= 0) return;
    if (o === seat) s.players[seat]!.supply.agents -= k;
    else s.players[seat]!.captives[o] = Math.max(0, s.players[seat]!.captives[o]! - k);
  });
  const index = ctx?.index ?? s.court.length;
  const spot = { card: PLANET_EATER, agents: [...agents] };
  if (ctx?.refilled === true && s.court[index]) {
    const refill = s.court[index]!;
    // The card that refilled the spot goes back on top of the Court deck (its agents: none, it just arrived).
    s.courtDeck.unshift(refill.card);
    s.court[index] = spot;
  } else s.court.splice(index, 0, spot);
  log(s, 'The Planet-Eater is not tamed: Planet-Eater Loose and the agents on it remain in the Court.');
  return [];
}

export const PLANET_BREAKER_EFFECTS: readonly CardEffect[] = [
  // F1101B: advanced by Repair Hammer (takeFragment) and Break World (pb-break).
  {
    // F1102 Sycophants (protected Guild card): "When you Provoke Outrage, keep this card, and you may place 2 fresh ships
    // at a planet of the Outrage type once per turn. Prelude: You may discard this to place 3 ships in a system you control."
    id: SYCOPHANTS,
    keepOnOutrage: true,
    // FAQ: "2 ships total. The 2 ships is once per turn, not once per turn per Outrage." Outside a turn (Crises,
    // Planet-Eater Loose) there is no turn to count: it is offered each time. FAQ: ships placed in a battle's system
    // are not attacking ships (court/common.ts placeShips).
    afterOutrageProvoked(s, seat, r) {
      if (usedThisTurn(s, SYCOPHANTS)) return [];
      markUsed(s, SYCOPHANTS);
      return [{ k: 'campaign/pb-sycophants', seat, resource: r }];
    },
    prelude: {
      options: () => [opt('use', msg('court.discard.place-3'))],
      take(s, seat) {
        const cs = campaign(s).seats[seat]!;
        const i = cs.playArea.indexOf(SYCOPHANTS);
        if (i >= 0) cs.playArea.splice(i, 1);
        else takeCard(s, SYCOPHANTS, seat);
        s.courtDiscard.push(SYCOPHANTS);
        fired(s, SYCOPHANTS);
        log(s, `${seatName(s, seat)} discards Sycophants.`);
        return [{ k: 'fx/place-3', seat, card: SYCOPHANTS }];
      },
    },
  },
  {
    // F1103A Hammer Fragments: "Repair Hammer (Repair): …" (the Breaking Worlds side F1103B has no action of its own).
    id: HAMMER_FRAGMENTS,
    newActions: [{
      key: 'repair-hammer', name: 'Repair Hammer', replaces: 'repair',
      can: (s, seat) => !breakingSideUp(s) && fragmentsControlled(s, seat).length > 0,
      start: (_s, seat) => [{ k: 'campaign/pb-repair', seat }],
    }],
    // "Planets that are Broken Worlds have no building slots." (effects.ts baseRule, campaign/broken-worlds.ts)
  },
  {
    // F1104 Planet Hammer (Lore): "Prepare (Build): …" and "Break World (Battle): If you did not Prepare this turn, resolve the Breaking Worlds card."
    id: PLANET_HAMMER,
    newActions: [
      { key: 'prepare', name: 'Prepare', replaces: 'build', can: canPrepare, start: (_s, seat) => [{ k: 'campaign/pb-prepare', seat }] },
      { key: 'break-world', name: 'Break World', replaces: 'battle', can: canBreak, start: startBreak },
    ],
  },
  ...REFUGEE_IDS.map(refugees),
  {
    // F1111 Planet-Eater Loose (Vox): "Crisis: Roll the event die again. If you roll the same symbol, place a Broken World
    // token on the rolled planet. Resolve the Breaking Worlds card."
    id: PLANET_EATER,
    crisis(s, _holder, roll) {
      const again = EVENT_DIE[rollFace(s)]!;
      const planet = rolledPlanet(roll);
      log(s, `Planet-Eater Loose: the event die shows ${again.symbol} (${roll.event.symbol} was rolled).`);
      if (again.symbol !== roll.event.symbol) return [];
      fired(s, PLANET_EATER);
      if (!isBrokenWorld(s, planet)) {
        const t = hammersOnCard(s)[0];
        if (!t) {
          log(s, 'No Broken World token is left: the Planet-Eater finds nothing to break.');
          return [];
        }
        t.kind = BROKEN_WORLD;
        t.where = planet;
        delete t.owner;
      }
      breakWorld(s, planet);
      return [];
    },
    whenSecured: (s, seat, ctx) => planetEaterSecured(s, seat, ctx),
    afterSecured: 'keep',
  },
  // F1112B: grand ambitions (planetBreakerGrandAmbitions).
];

/* --------------------------------------------------------------- the Acts */

Object.assign(PB_ACTS, {
  setup(s, seat, act) {
    const c = campaign(s);
    if (act === 2) {
      // F1101A 1. "You gain a Flagship—take a Flagship board and set it up as described on the board back."
      // (A seat with a Flagship already, which only a test position can make, keeps it.)
      if (!hasFlagship(s, seat)) giveFlagship(s, seat);
      // 2. "Place 1 fresh starport on your Slipstream Drive Upgrade."
      placeOnBoard(s, seat, 'slipstream-drive', 'starport');
      // 3-5 are card moves (the Hammer Fragments card, one physical card ARCS-F1103, lies face up: F1103A).
      const cs = c.seats[seat]!;
      cs.playArea = cs.playArea.map((id) => (id === HAMMER_CARD ? HAMMER_FRAGMENTS : id));
      // 6. "Collect the 6 Hammer Fragment tokens." 7. "Roll the event die. Place 1 Hammer Fragment
      // token on each planet of the rolled symbol." (The whole map is in play: 6 planets; any left over lie on the card.)
      const face = EVENT_DIE[rollFace(s)]!;
      const planets = planetsOfRolledSymbol(s, { event: { ...face }, number: 1 });
      c.tokens ??= [];
      for (let i = 0; i < HAMMER_COUNT; i++) {
        c.tokens.push({ id: `hammer-${seat}-${i + 1}`, kind: HAMMER, owner: seat, where: planets[i] ?? HAMMER_CARD });
      }
      log(s, `${seatName(s, seat)} rolls ${face.symbol}: a Hammer Fragment token is placed on each ${face.symbol} planet.`);
      return excessAfterFlagship(s, seat);
    }
    if (act === 3) {
      // F1112A 1. "Place pieces that were on your Breaking Worlds card (03) in Act II back on it." (They never left: campaign.brokenPieces.)
      // 2. "Remind everyone that placing a Broken World token on a planet will make each player Provoke Outrage of that planet type."
      log(s, 'Reminder: placing a Broken World token on a planet makes each player Provoke Outrage of that planet type.');
    }
    return [];
  },
  resolve(s, seat, act, completed) {
    if (act !== 2) return [];
    const c = campaign(s);
    fired(s, PB_RESOLUTION);
    if (completed) {
      // F1110 completed 2. "Use your log sheet to record all pieces on your Breaking Worlds card. (They stay on it in Act III.)"
      log(s, `${c.brokenPieces?.length ?? 0} buildings stay on the Breaking Worlds card.`);
      return [];
    }
    // F1110 failed 2. "Resolve the text under "If you have all 6 Hammer Fragments" on the Hammer Fragments card (03) if you
    // haven't already." (The card moves already put the card in the supply and scrapped the Planet Hammer.)
    const repaired = breakingSideUp(s);
    for (const x of c.seats) x.playArea = x.playArea.filter((id) => id !== HAMMER_FRAGMENTS && id !== BREAKING_WORLDS);
    if (c.fateSupply) c.fateSupply = c.fateSupply.map((id) => (id === HAMMER_CARD ? (repaired ? BREAKING_WORLDS : HAMMER_FRAGMENTS) : id));
    if (!repaired) repairHammer(s, seat, false);
    // 3. "Place the Breaking Worlds card (03) and 6 Hammer tokens in the supply." (They're used by Planet-Eater Loose.)
    for (const t of c.tokens ?? []) if (t.kind === HAMMER) {
      t.where = HAMMER_CARD;
      delete t.owner;
    }
    return [];
  },
} satisfies typeof PB_ACTS);

/**
 * Fate 13, the Blight Speaker (ARCS-FATE13; Fate Set ARCS-F1301A…F1313): the effects of every card
 * of its set and its frames. Its Acts and the facts its cards read are blight-speaker-rules.ts;
 * card moves are data (data/campaign/fate-steps.ts). Each entry quotes the printed text (cards.csv;
 * errata.md: none for this set; arcs-facts D5: Blight Hunters is a Weapon card; D10 ignored).
 *
 * Hooks it meets elsewhere (effects.ts header, "Blight Speaker"): `catapultThroughBlight`
 * (control.ts endsCatapult), `blightOneHit` (frames/battle.ts hitOutcomes), `repairsBlight`
 * (frames/actions.ts repair), `blightCrisisDestroyed` (campaign/events/crises.ts blightCrisis).
 *
 * Choices made (also in the report):
 * - Blight Fury's "move and repair Blight you control": the move action offers `blight:<system>`
 *   (a plain move to an adjacent system, never a Catapult: FAQ), any number of that system's Blight
 *   (fresh and damaged); Repair offers `blight:<system>` (frames/actions.ts).
 * - Anger: the Psionic is spent one at a time (`up`/`down`), each changing the die by 1; its
 *   Blight Crises follow the Blight Crisis rules (Imperial Protectors' Law still prevents them).
 * - Blight Panic's Crisis: "each Blight at a Loyal building or Flagship" = the Blight pieces in
 *   systems with the player's Loyal building or Flagship; the player picks the Court cards, one
 *   agent at a time; with no agents left in the Court, nothing more.
 * - Blight Purge's When Secured: the securer's own Blight Trophies stay (only Rivals' return).
 */
import { NUMBER_DIE } from '../../../data/campaign/components.ts';
import { RESOURCES, systemDef, type ClusterId, type SystemId } from '../../../data/map.ts';
import { addTrophy, isGate, log, neighbours, planetResource, seatName, shipsOf, sys, systemIds, tidy, turnOrder } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { controls } from '../../control.ts';
import { cardName, removeCardFromCourt } from '../../court.ts';
import { blightHarmedTriggers, fired, repairsBlightCard, type CardEffect } from '../../effects.ts';
import { heldTokens, takeToken } from '../../holdings.ts';
import { card, msg, resource, system } from '../../messages.ts';
import { gainFrames, toSupply } from '../../frames/resources.ts';
import { rollFace } from '../../rng.ts';
import { call, done, opt, thenRun, type Handler } from '../../step.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { planetsOfRolledSymbol, rolledCluster } from '../dice.ts';
import { blightLooms } from '../court/rules.ts';
import { blightCrisis } from '../events/crises.ts';
import { placeBlight } from '../empire/pieces.ts';
import { blightCrisisPrevented } from './hooks.ts';
import { flagshipIn } from '../flagship/board.ts';
import { advanceObjective } from './objective.ts';
import {
  BLIGHT_FURY, BLIGHT_HUNGER, BLIGHT_HUNTERS, BLIGHT_LOOMS_F13, BLIGHT_PANIC, BLIGHT_PURGES, BLIGHT_REAPERS, BS_ACT2_OBJECTIVE,
  blightIn, blightTrophies, blightWithLoyalShips, clusterSystems, emptyHunger, feedHunger, loyalShipsIn, noteScrappedShips,
  REPLENISH_TO, SPORE_SHIPS,
} from './blight-speaker-rules.ts';

export * from './blight-speaker-rules.ts';

/* ---------------------------------------------------------------- option ids */

/** Scrap a Loyal ship: `supply` or `ship:<system>`. */
const SCRAP = choices({ supply: {}, ship: { system: field.system } });
/** A system: `sys:<system>`. */
const SYS = choices({ sys: { system: field.system } });
/** Anger: `up`, `down` (spend 1 Psionic), `done`. */
const ANGER = choices({ up: {}, down: {}, done: {} });
/** A resource: `res:<resource>`. */
const RES = choices({ res: { resource: field.resource } });
/** A Court card to return an agent from: `card:<slot>`. */
const COURT = choices({ card: { slot: field.int } });
/** A cluster: `cluster:<n>`. */
const CLUSTER = choices({ cluster: { cluster: field.int } });

/* ---------------------------------------------------------------- frames */

export type BlightSpeakerFrame =
  /** F1301A: scrap `left` more Loyal ships from the supply or the map. */
  | { k: 'campaign/bs-scrap'; seat: Seat; left: number }
  /** F1301A: "Replenish your fleet": place ships one at a time until 8 Loyal ships are on the map. */
  | { k: 'campaign/bs-replenish'; seat: Seat }
  /** Spore Ships' Spawn (Build): pick the system with fresh Blight you control. */
  | { k: 'campaign/bs-spawn'; seat: Seat }
  /** Blight Reapers' Harvest (Tax): pick the system, then (a gate) the resource. */
  | { k: 'campaign/bs-harvest'; seat: Seat; gate?: boolean }
  /** Blight Fury's Anger (Battle): the number die rolled (`roll`), changed by spending Psionic. */
  | { k: 'campaign/bs-anger'; seat: Seat; roll?: number }
  /** Blight Panic's Crisis: `seat` returns `left` more agents from the Court. */
  | { k: 'campaign/bs-panic'; seat: Seat; left: number }
  /** Blight Panic When Secured: destroy all damaged Blight in a cluster with Loyal pieces. */
  | { k: 'campaign/bs-panic-secure'; seat: Seat }
  /** Blight Fury / Blight Society: a move of Blight the seat controls from `from` (the move action's `blight:<system>`), to an adjacent system. */
  | { k: 'campaign/bs-move'; seat: Seat; from: SystemId; to?: SystemId };

type H<K extends BlightSpeakerFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[]) => ({ t: 'ask' as const, seat, prompt, options });

/** Loyal ships on the map (the Flagship piece counts as one of them for "Loyal ships on the map"). */
function loyalShipsOnMap(s: GameState, seat: Seat): number {
  return systemIds(s).reduce((n, id) => n + loyalShipsIn(s, seat, id), 0);
}

const scrap: H<'campaign/bs-scrap'> = {
  step(s, f) {
    if (f.left <= 0) return done;
    const options: DecisionOption[] = [];
    if (s.players[f.seat]!.supply.ships > 0) options.push(opt(SCRAP.id('supply'), msg('campaign.blightspeaker.scrap.supply')));
    for (const id of systemIds(s)) {
      const g = sys(s, id).ships.find((x) => x.owner === f.seat);
      if (!g) continue;
      // The Flagship piece is no ship of the 15: it is never scrapped this way.
      if (g.damaged > 0 || g.fresh > (g.flagship ? 1 : 0)) options.push(opt(SCRAP.id('ship', { system: id }), msg('campaign.blightspeaker.scrap.map', { system: system(id) })));
    }
    if (options.length === 0) return done;
    return ask(f.seat, msg('campaign.blightspeaker.scrap', { n: f.left }), options);
  },
  resume(s, f, choice) {
    const c = SCRAP.read(choice);
    if (c.tag === 'supply') {
      s.players[f.seat]!.supply.ships -= 1;
      log(s, `${seatName(s, f.seat)} scraps a Loyal ship from their supply.`);
    } else {
      const st = sys(s, c.system);
      const g = shipsOf(st, f.seat);
      if (g.damaged > 0) g.damaged -= 1;
      else g.fresh -= 1;
      tidy(st);
      log(s, `${seatName(s, f.seat)} scraps a Loyal ship in ${c.system}.`);
    }
    noteScrappedShips(s, f.seat, 1);
    f.left -= 1;
    return call();
  },
};

const replenish: H<'campaign/bs-replenish'> = {
  step(s, f) {
    if (loyalShipsOnMap(s, f.seat) >= REPLENISH_TO || s.players[f.seat]!.supply.ships === 0) return done;
    const options = systemIds(s).map((id) => opt(SYS.id('sys', { system: id }), msg('campaign.blightspeaker.system', { system: system(id) })));
    return ask(f.seat, msg('campaign.blightspeaker.replenish', { n: loyalShipsOnMap(s, f.seat), to: REPLENISH_TO }), options);
  },
  resume(s, f, choice) {
    const id = SYS.read(choice).system;
    s.players[f.seat]!.supply.ships -= 1;
    shipsOf(sys(s, id), f.seat).fresh += 1;
    log(s, `${seatName(s, f.seat)} replenishes their fleet: 1 ship in ${id}.`);
    return call();
  },
};

/** Systems with fresh Blight the seat controls (Spawn). */
function spawnSystems(s: GameState, seat: Seat): SystemId[] {
  return systemIds(s).filter((id) => blightIn(s, id).fresh > 0 && controls(s, id, seat));
}

const spawn: H<'campaign/bs-spawn'> = {
  step(s, f) {
    const ids = spawnSystems(s, f.seat);
    if (ids.length === 0) return done;
    return ask(f.seat, msg('campaign.blightspeaker.spawn'), ids.map((id) => opt(SYS.id('sys', { system: id }), msg('campaign.blightspeaker.system', { system: system(id) }))));
  },
  resume(s, f, choice) {
    const id = SYS.read(choice).system;
    const g = shipsOf(sys(s, id), 'blight');
    g.fresh -= 1;
    g.damaged += 1;
    const placed = placeBlight(s, id, true);
    tidy(sys(s, id));
    fired(s, SPORE_SHIPS);
    log(s, `${seatName(s, f.seat)} damages a fresh Blight in ${id}${placed ? ' and places a damaged Blight there' : ' (no Blight left to place)'} (Spore Ships).`);
    blightHarmedTriggers(s, f.seat);
    // F1301B: "Advance 1 each time you place Blight on the map using your Spore Ships card."
    if (placed && s.campaign?.seats[f.seat]?.objective === BS_ACT2_OBJECTIVE) advanceObjective(s, f.seat, 1);
    return done;
  },
};

/** Systems the seat controls with damaged Blight (Harvest). */
function harvestSystems(s: GameState, seat: Seat): SystemId[] {
  return systemIds(s).filter((id) => blightIn(s, id).damaged > 0 && controls(s, id, seat));
}

const harvest: H<'campaign/bs-harvest'> = {
  step(s, f) {
    if (f.gate) return ask(f.seat, msg('campaign.blightspeaker.harvest.any'), RESOURCES.map((r) => opt(RES.id('res', { resource: r }), msg('campaign.blightspeaker.resource', { resource: resource(r) }))));
    const ids = harvestSystems(s, f.seat);
    if (ids.length === 0) return done;
    return ask(f.seat, msg('campaign.blightspeaker.harvest'), ids.map((id) => opt(SYS.id('sys', { system: id }), msg('campaign.blightspeaker.system', { system: system(id) }))));
  },
  resume(s, f, choice) {
    if (f.gate) return thenRun(gainFrames(f.seat, RES.read(choice).resource));
    const id = SYS.read(choice).system;
    const st = sys(s, id);
    shipsOf(st, 'blight').damaged -= 1;
    tidy(st);
    // "(Do not take it as a Trophy.)": back to the Blight supply.
    s.neutral!.blight.blight += 1;
    fired(s, BLIGHT_REAPERS);
    log(s, `${seatName(s, f.seat)} destroys a damaged Blight in ${id} (Blight Reapers).`);
    blightHarmedTriggers(s, f.seat);
    const r = planetResource(id);
    if (isGate(id) || r === null) {
      f.gate = true;
      return call();
    }
    return thenRun(gainFrames(f.seat, r));
  },
};

/** Places of the seat's Psionic tokens (to spend). */
function psionicPlace(s: GameState, seat: Seat): string | null {
  return heldTokens(s, seat).find((t) => t.resource === 'psionic')?.place ?? null;
}

const wrap = (n: number): number => ((n - 1 + 6) % 6) + 1;

const anger: H<'campaign/bs-anger'> = {
  step(s, f) {
    if (f.roll === undefined) {
      f.roll = NUMBER_DIE[rollFace(s)]!;
      log(s, `${seatName(s, f.seat)} rolls the number die for Anger: ${f.roll}.`);
    }
    if (psionicPlace(s, f.seat) === null) return finishAnger(s, f);
    return ask(f.seat, msg('campaign.blightspeaker.anger', { n: f.roll }), [
      opt(ANGER.id('done'), msg('campaign.blightspeaker.anger.done', { n: f.roll })),
      opt(ANGER.id('up'), msg('campaign.blightspeaker.anger.up', { n: wrap(f.roll + 1) })),
      opt(ANGER.id('down'), msg('campaign.blightspeaker.anger.down', { n: wrap(f.roll - 1) })),
    ]);
  },
  resume(s, f, choice) {
    const c = ANGER.read(choice);
    if (c.tag === 'done') return finishAnger(s, f);
    toSupply(s, takeToken(s, f.seat, psionicPlace(s, f.seat)!));
    f.roll = wrap(f.roll! + (c.tag === 'up' ? 1 : -1));
    log(s, `${seatName(s, f.seat)} spends a Psionic: the roll is now ${f.roll}.`);
    return call();
  },
};

function finishAnger(s: GameState, f: FrameOf<'campaign/bs-anger'>) {
  const cluster = f.roll! as ClusterId;
  fired(s, BLIGHT_FURY);
  log(s, `Anger: a Blight Crisis happens in each system of cluster ${cluster}.`);
  for (const id of clusterSystems(s, cluster)) if (!blightCrisisPrevented(s, id)) blightCrisis(s, id);
  return done;
}

/** Blight pieces at the seat's Loyal buildings or Flagship (Blight Panic's Crisis). */
export function panicCount(s: GameState, seat: Seat): number {
  let n = 0;
  for (const id of systemIds(s)) {
    const st = sys(s, id);
    if (!st.slots.some((b) => b?.owner === seat) && !flagshipIn(st, seat)) continue;
    const b = blightIn(s, id);
    n += b.fresh + b.damaged;
  }
  return n;
}

const panic: H<'campaign/bs-panic'> = {
  step(s, f) {
    if (f.left <= 0) return done;
    const slots = s.court.flatMap((c, i) => ((c.agents[f.seat] ?? 0) > 0 ? [i] : []));
    if (slots.length === 0) return done;
    return ask(f.seat, msg('campaign.blightspeaker.panic', { n: f.left }), slots.map((i) => opt(COURT.id('card', { slot: i }), msg('campaign.blightspeaker.card', { card: card(s.court[i]!.card) }))));
  },
  resume(s, f, choice) {
    const slot = s.court[COURT.read(choice).slot]!;
    slot.agents[f.seat]! -= 1;
    s.players[f.seat]!.supply.agents += 1;
    f.left -= 1;
    log(s, `${seatName(s, f.seat)} returns an agent from ${cardName(slot.card)} (Blight Panic).`);
    return call();
  },
};

/** Clusters with the seat's Loyal pieces and damaged Blight. */
function panicClusters(s: GameState, seat: Seat): ClusterId[] {
  const out = new Set<ClusterId>();
  const loyal = new Set<ClusterId>();
  const damaged = new Set<ClusterId>();
  for (const id of systemIds(s)) {
    const st = sys(s, id);
    const c = systemDef(id).cluster;
    if (st.ships.some((g) => g.owner === seat) || st.slots.some((b) => b?.owner === seat)) loyal.add(c);
    if (blightIn(s, id).damaged > 0) damaged.add(c);
  }
  for (const c of loyal) if (damaged.has(c)) out.add(c);
  return [...out].sort((a, b) => a - b);
}

/** Destroy all damaged Blight in the cluster, the seat taking them as Trophies. */
function destroyDamagedIn(s: GameState, seat: Seat, cluster: ClusterId, source: string): number {
  let n = 0;
  for (const id of clusterSystems(s, cluster)) {
    const st = sys(s, id);
    const g = st.ships.find((x) => x.owner === 'blight');
    if (!g || g.damaged === 0) continue;
    n += g.damaged;
    g.damaged = 0;
    tidy(st);
  }
  if (n > 0) addTrophy(s.players[seat]!, 'blight', 'blight', n);
  log(s, `${seatName(s, seat)} destroys ${n} damaged Blight in cluster ${cluster} (${cardName(source)}).`);
  if (n > 0) blightHarmedTriggers(s, seat);
  return n;
}

const panicSecure: H<'campaign/bs-panic-secure'> = {
  step(s, f) {
    const cs = panicClusters(s, f.seat);
    if (cs.length === 0) return done;
    if (cs.length === 1) {
      destroyDamagedIn(s, f.seat, cs[0]!, BLIGHT_PANIC);
      return done;
    }
    return ask(f.seat, msg('campaign.blightspeaker.panic.secure'), cs.map((c) => opt(CLUSTER.id('cluster', { cluster: c }), msg('court.cluster', { n: c }))));
  },
  resume(s, f, choice) {
    destroyDamagedIn(s, f.seat, CLUSTER.read(choice).cluster as ClusterId, BLIGHT_PANIC);
    return done;
  },
};

/** Blight moved: `n:<fresh>:<damaged>`. */
const BLIGHT_MOVE = choices({ n: { fresh: field.int, damaged: field.int } });

const blightMove: H<'campaign/bs-move'> = {
  step(s, f) {
    if (f.to === undefined) return ask(f.seat, msg('campaign.blightspeaker.move.to', { system: system(f.from) }), neighbours(s, f.from).map((id) => opt(SYS.id('sys', { system: id }), msg('campaign.blightspeaker.system', { system: system(id) }))));
    const b = blightIn(s, f.from);
    const options: DecisionOption[] = [];
    for (let fr = b.fresh; fr >= 0; fr--) for (let d = b.damaged; d >= 0; d--) if (fr + d > 0) options.push(opt(BLIGHT_MOVE.id('n', { fresh: fr, damaged: d }), msg('campaign.blightspeaker.move.n', { fresh: fr, damaged: d })));
    return ask(f.seat, msg('campaign.blightspeaker.move.count', { system: system(f.to) }), options);
  },
  resume(s, f, choice) {
    if (f.to === undefined) {
      f.to = SYS.read(choice).system;
      return call();
    }
    const c = BLIGHT_MOVE.read(choice);
    const from = shipsOf(sys(s, f.from), 'blight');
    from.fresh -= c.fresh;
    from.damaged -= c.damaged;
    tidy(sys(s, f.from));
    const to = shipsOf(sys(s, f.to), 'blight');
    to.fresh += c.fresh;
    to.damaged += c.damaged;
    tidy(sys(s, f.to));
    fired(s, repairsBlightCard(s, f.seat) ?? BLIGHT_FURY);
    log(s, `${seatName(s, f.seat)} moves ${c.fresh + c.damaged} Blight from ${f.from} to ${f.to}.`);
    return done;
  },
};

export const BLIGHT_SPEAKER_HANDLERS: { [K in BlightSpeakerFrame['k']]: H<K> } = {
  'campaign/bs-scrap': scrap,
  'campaign/bs-replenish': replenish,
  'campaign/bs-spawn': spawn,
  'campaign/bs-harvest': harvest,
  'campaign/bs-anger': anger,
  'campaign/bs-panic': panic,
  'campaign/bs-panic-secure': panicSecure,
  'campaign/bs-move': blightMove,
};

/* ---------------------------------------------------------------- effects */

function purge(id: string): CardEffect {
  return {
    // F1307-F1309 Blight Purge. "Crisis: Each player gains 2 Power per Blight Trophy they have. Bury this card.
    //  When Secured: Gain 2 Power per Blight Trophy you have. Return all Blight Trophies of Rivals to the supply. Discard this card."
    id,
    crisis(s) {
      for (const seat of turnOrder(s)) {
        const n = blightTrophies(s, seat);
        if (n === 0) continue;
        s.players[seat]!.power += 2 * n;
        log(s, `${seatName(s, seat)} gains ${2 * n} Power for ${n} Blight ${n === 1 ? 'Trophy' : 'Trophies'} (Blight Purge).`);
      }
      removeCardFromCourt(s, id, 'bury');
      fired(s, id);
      return [];
    },
    whenSecured(s, seat) {
      const n = blightTrophies(s, seat);
      s.players[seat]!.power += 2 * n;
      let back = 0;
      for (const p of s.players) {
        if (p.seat === seat) continue;
        const k = blightTrophies(s, p.seat);
        back += k;
        p.trophies = p.trophies.filter((t) => t.owner !== 'blight');
      }
      s.neutral!.blight.blight += back;
      fired(s, id);
      log(s, `${seatName(s, seat)} gains ${2 * n} Power for their Blight Trophies; ${back} Blight ${back === 1 ? 'Trophy' : 'Trophies'} of Rivals return to the supply (Blight Purge).`);
      return [];
    },
    afterSecured: 'discard',
  };
}

export const BLIGHT_SPEAKER_EFFECTS: readonly CardEffect[] = [
  {
    // F1301B Act II objective. "Contact an Ancient Intelligence: Each time you win an ambition, advance 1 for each Blight in
    //  systems with Loyal ships. Spread the Spores of New Life: Advance 1 each time you place Blight on the map using your
    //  Spore Ships card." (The second half: the Spawn frame above.)
    id: BS_ACT2_OBJECTIVE,
    ambitionsScored(s, seat, results) {
      for (const r of results) {
        if (r.first.length !== 1 || r.first[0] !== seat) continue;
        const n = blightWithLoyalShips(s, seat);
        if (n > 0) advanceObjective(s, seat, n);
      }
    },
  },
  {
    // F1302 Spore Ships. "When you take a Catapult move, Blight no longer ends it.
    //  Spawn (Build): Damage 1 fresh Blight you control to place 1 damaged Blight in the same system."
    id: SPORE_SHIPS,
    catapultThroughBlight: true,
    newActions: [{ key: 'spawn', name: 'Spawn', replaces: 'build', can: (s, seat) => spawnSystems(s, seat).length > 0, start: (_s, seat) => [{ k: 'campaign/bs-spawn', seat }] }],
  },
  {
    // F1304 Blight Fury. "You can move and repair Blight you control. (They can't Catapult. They're not Loyal.)
    //  Anger (Battle): Roll the number die. For each Psionic you spend, change the roll by 1—"6" wraps to "1" and vice versa.
    //  A Blight Crisis happens in each system of the rolled cluster."
    // FAQ: Blight cannot Catapult move, period (no Blight move is offered at all yet: see the header).
    id: BLIGHT_FURY,
    repairsBlight: true,
    newActions: [{ key: 'anger', name: 'Anger', replaces: 'battle', can: () => true, start: (_s, seat) => [{ k: 'campaign/bs-anger', seat }] }],
  },
  {
    // F1305 Blight Hunters (a Weapon card, arcs-facts D5). "When attacking in battle, you can damage and destroy Blight by
    //  dealing only 1 hit (instead of 2)."
    id: BLIGHT_HUNTERS,
    blightOneHit: true,
  },
  {
    // F1306 Blight Reapers. "Harvest (Tax): Destroy 1 damaged Blight from a system you control. (Do not take it as a Trophy.)
    //  Gain 1 resource of the planet in that system, or gain any 1 resource if it is a gate."
    id: BLIGHT_REAPERS,
    newActions: [{ key: 'harvest', name: 'Harvest', replaces: 'tax', can: (s, seat) => harvestSystems(s, seat).length > 0, start: (_s, seat) => [{ k: 'campaign/bs-harvest', seat }] }],
  },
  ...BLIGHT_PURGES.map(purge),
  {
    // F1310 Blight Panic. "Crisis: In turn order, each player must return 1 Loyal agent from the Court for each Blight at a
    //  Loyal building or Flagship. Bury this card.
    //  When Secured: Destroy all damaged Blight in a cluster with Loyal pieces, taking them as Trophies. Bury this card."
    id: BLIGHT_PANIC,
    crisis(s) {
      removeCardFromCourt(s, BLIGHT_PANIC, 'bury');
      fired(s, BLIGHT_PANIC);
      const out: Frame[] = [];
      for (const seat of turnOrder(s)) {
        const n = panicCount(s, seat);
        if (n > 0) out.push({ k: 'campaign/bs-panic', seat, left: n });
      }
      return out;
    },
    whenSecured: (_s, seat) => [{ k: 'campaign/bs-panic-secure', seat }],
    afterSecured: 'bury',
  },
  {
    // F1311 Blight Looms (the campaign Court's CC15 text). "Crisis: Repair all Blight in the rolled cluster. Place 1 damaged
    //  Blight at each planet of the rolled symbol with no Blight. Bury this card.
    //  When Secured: You may destroy all damaged Blight in a cluster with Loyal pieces. Bury this card."
    id: BLIGHT_LOOMS_F13,
    whenSecured: (_s, seat) => [{ k: 'campaign/court/blight-looms', seat }],
    afterSecured: 'bury',
    crisis(s, _holder, roll) {
      blightLooms(s, rolledCluster(roll), planetsOfRolledSymbol(s, roll));
      removeCardFromCourt(s, BLIGHT_LOOMS_F13, 'bury');
      fired(s, BLIGHT_LOOMS_F13);
      return [];
    },
  },
  {
    // F1313 Blight Hunger. "Place pieces (even yours) destroyed by a Blight Crisis on this card. (They add to one of your grand
    //  ambitions.) After scoring, return all of the pieces from this card."
    // FAQ (The Dead Live): Blight Hunger places the pieces on its card before they would return to supply.
    id: BLIGHT_HUNGER,
    blightCrisisDestroyed(s, _holder, owner, n) {
      feedHunger(s, owner, n);
      fired(s, BLIGHT_HUNGER);
    },
    afterScoring(s) {
      const n = emptyHunger(s);
      if (n > 0) {
        fired(s, BLIGHT_HUNGER);
        log(s, `${n} ${n === 1 ? 'piece returns' : 'pieces return'} from Blight Hunger to their supplies.`);
      }
      return [];
    },
  },
];

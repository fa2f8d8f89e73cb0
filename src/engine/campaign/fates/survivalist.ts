/**
 * Fate 18, the Survivalist (ARCS-FATE18; Fate Set ARCS-F1801…F1805, a "C" Fate: Act III, final
 * objective): its Act III setup (FateRules) and the effects of every card of its set. Card moves are
 * data (data/campaign/fate-steps.ts: Vow of Survival and Building Bunkers gained, Bunkers and
 * Captive Release added to the rules booklet); this module is the rest. The final objective's win
 * is acts/chapter-end.ts finalObjectiveWinner (checked against the rulebook p.9 and F1801B: it
 * matches).
 *
 * Choices made (our sources leave them open):
 * - Build a Bunker ("Build Bunker", a new Build action of Building Bunkers F1803): on a planet where
 *   the Survivalist has a Loyal piece (Build's rule; Loyal tokens count), with no Bunker there (max
 *   1 per planet), placed damaged where a Rival controls (Build); it does not fill a building slot.
 *   The agent captured comes from the Rival the Survivalist picks among those with agents in supply.
 * - Vow of Survival's "you keep 1 Captive for each Bunker on the map": the Captives kept are taken
 *   in seat order (the player is not asked which).
 * - Bunkers in battle ("Bunkers can be harmed like buildings", "Tough: 2 hits each to damage and to
 *   destroy"): the "extra hittable piece" hook, loyal-tokens.ts HITTABLE_TOKENS (while the Bunkers
 *   Law is in the rules booklet): building hits, and hits left over once no defending ships remain,
 *   go to them 2 at a time, as to the defender's buildings. A destroyed Bunker is the destroyer's
 *   Trophy (harmed like a building; back on Building Bunkers when Warlord returns Trophies). "When a
 *   Rival destroys a Bunker, they scrap 1 Captive that you have" is the `tokenDestroyed` hook of
 *   Building Bunkers: the destroyer picks the colour when the Survivalist holds several.
 *   A Bunker is no defending building for the Raid Dice Limit ("can't be raided"; FAQ "Bunkers by
 *   themselves do not enable raiding").
 * - Captive Release (Edict 85): "a Bunker that you control" is a Bunker on a planet the player
 *   controls; the Survivalist answers each player in turn.
 */
import type { SystemId } from '../../../data/map.ts';
import { hasLoyalPiece, log, planetResource, seatName, sys, turnOrder, captureFromSupply } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { controlledByOther, controls } from '../../control.ts';
import { fired, type CardEffect } from '../../effects.ts';
import { provokeOutrage } from '../../frames/outrage.ts';
import { msg, owner, resource, system } from '../../messages.ts';
import { call, done, opt, thenRun, type Handler } from '../../step.ts';
import type { Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { hasFlagship } from '../flagship/board.ts';
import { resettleFrames } from '../flagship/resettle.ts';
import { loyalTokensAt } from '../loyal-tokens.ts';
import { advanceObjective } from './objective.ts';
import {
  BUILDING_BUNKERS, BUNKER, BUNKER_COUNT, BUNKERS_LAW, CAPTIVE_RELEASE, SURV_ACTS, SURV_OBJECTIVE, VOW_OF_SURVIVAL,
  bunkerAt, bunkersInSupply, bunkersOnMap, peopleSafe, survivalistSeat,
} from './survivalist-rules.ts';
import { planetsOnMap } from './planet-breaker-rules.ts';

export * from './survivalist-rules.ts';

/* ---------------------------------------------------------------- option ids */

const YES_NO = choices({ yes: {}, no: {} });
const PLANET = choices({ sys: { system: field.system } });
const RIVAL = choices({ rival: { seat: field.int } });
/** Captive Release: the player picks `sys:<system>` (a Bunker) or `no`; the Survivalist answers `return` or `outrage`. */
const RELEASE = choices({ sys: { system: field.system }, no: {}, return: {}, outrage: {} });
/** Bunkers: the destroyer picks the colour of the Captive scrapped, `captive:<seat>`. */
const CAPTIVE = choices({ captive: { seat: field.int } });

/** Survivalist frames (joined into FateFrame, fates/types.ts). */
export type SurvivalistFrame =
  /** F1801A 1. "If you have a Flagship, you may Resettle". */
  | { k: 'campaign/surv-resettle'; seat: Seat }
  /** Building Bunkers (F1803): build a Bunker (`system` chosen, then the Rival whose agent is captured). */
  | { k: 'campaign/surv-bunker'; seat: Seat; system: SystemId | null }
  /** Captive Release (Edict 85): `players` in turn order with more Power than the Survivalist; `i` the one acting; `bunker` its choice. */
  | { k: 'campaign/surv-release'; survivalist: Seat; players: Seat[]; i: number; bunker: SystemId | null }
  /** Bunkers (F1803/F1804): a Rival destroyed a Bunker and scraps 1 Captive held by the Survivalist (which colour: `captive:<seat>`). */
  | { k: 'campaign/surv-scrap'; survivalist: Seat; destroyer: Seat };

function campaign(s: GameState) {
  if (!s.campaign) throw new Error('not a campaign game (bug)');
  return s.campaign;
}

/* ----------------------------------------------------------------- Bunkers */

/** Planets where the seat may build a Bunker now. */
export function bunkerTargets(s: GameState, seat: Seat): SystemId[] {
  const p = s.players[seat]!;
  if (bunkersInSupply(s, seat).length === 0 || p.supply.agents === 0) return [];
  return planetsOnMap(s).filter((id) => bunkerAt(s, id) === undefined && (hasLoyalPiece(sys(s, id), seat) || loyalTokensAt(s, id, seat).length > 0));
}

/** Rivals with an agent in their supply (to capture from). */
function captureVictims(s: GameState, seat: Seat): Seat[] {
  return s.players.filter((p) => p.seat !== seat && p.supply.agents > 0).map((p) => p.seat);
}

function scrapAgent(s: GameState, o: Seat): void {
  const c = campaign(s);
  c.scrappedAgents ??= s.players.map(() => 0);
  c.scrappedAgents[o] = (c.scrappedAgents[o] ?? 0) + 1;
}

/**
 * Building Bunkers: "You can build Bunkers on planets, max 1 per planet. To build a Bunker, you must
 * also scrap 1 agent from your supply. When you build a Bunker, capture 1 agent from any Rival's supply."
 */
function buildBunker(s: GameState, seat: Seat, id: SystemId): void {
  const t = bunkersInSupply(s, seat)[0]!;
  t.where = id;
  if (controlledByOther(s, id, seat)) t.damaged = true;
  else delete t.damaged;
  s.players[seat]!.supply.agents -= 1;
  scrapAgent(s, seat);
  fired(s, BUILDING_BUNKERS);
  log(s, `${seatName(s, seat)} scraps an agent and builds a ${t.damaged ? 'damaged ' : ''}Bunker on ${id}.`);
}

/** Captive colours the seat holds. */
function captiveColours(s: GameState, seat: Seat): Seat[] {
  return s.players[seat]!.captives.flatMap((n, o) => (n > 0 ? [o] : []));
}

/** The destroyer scraps 1 Captive of colour `o` held by the Survivalist (Bunkers F1803/F1804). */
function scrapCaptive(s: GameState, surv: Seat, destroyer: Seat, o: Seat): void {
  s.players[surv]!.captives[o]! -= 1;
  scrapAgent(s, o);
  fired(s, BUILDING_BUNKERS);
  fired(s, BUNKERS_LAW);
  log(s, `${seatName(s, destroyer)} scraps a Captive held by ${seatName(s, surv)}.`);
}

/**
 * Bunkers (F1803, F1804): "When a Rival destroys a Bunker, they scrap 1 Captive held by the
 * Survivalist." Called when a Bunker of `surv` was destroyed (battle.ts, through the `tokenDestroyed`
 * hook); the destroyer picks the Captive when the Survivalist holds Captives of several colours.
 */
export function bunkerDestroyedFrames(s: GameState, surv: Seat, destroyer: Seat): Frame[] {
  log(s, `${seatName(s, destroyer)} destroys a Bunker of ${seatName(s, surv)}.`);
  if (destroyer === surv) return [];
  const colours = captiveColours(s, surv);
  if (colours.length === 0) return [];
  if (colours.length === 1) {
    scrapCaptive(s, surv, destroyer, colours[0]!);
    return [];
  }
  return [{ k: 'campaign/surv-scrap', survivalist: surv, destroyer }];
}

/* ------------------------------------------------------------------ frames */

const resettleChoice: Handler<FrameOf<'campaign/surv-resettle'>> = {
  step(s, f) {
    if (!hasFlagship(s, f.seat)) return done;
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.surv.resettle'), options: [opt(YES_NO.id('yes'), msg('campaign.surv.yes')), opt(YES_NO.id('no'), msg('campaign.surv.no'))] };
  },
  resume(s, f, choice) {
    if (YES_NO.read(choice).tag === 'no') return done;
    return thenRun(...resettleFrames(s, f.seat));
  },
};

const bunkerFrame: Handler<FrameOf<'campaign/surv-bunker'>> = {
  step(s, f) {
    if (f.system === null) {
      const where = bunkerTargets(s, f.seat);
      if (where.length === 0) return done;
      return { t: 'ask', seat: f.seat, prompt: msg('campaign.surv.bunker'), options: where.map((id) => opt(PLANET.id('sys', { system: id }), msg('core.system', { system: system(id) }))) };
    }
    const victims = captureVictims(s, f.seat);
    if (victims.length <= 1) {
      if (victims.length === 1) capture(s, f.seat, victims[0]!);
      return done;
    }
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.surv.capture'), options: victims.map((v) => opt(RIVAL.id('rival', { seat: v }), msg('campaign.surv.rival', { owner: owner(v) }))) };
  },
  resume(s, f, choice) {
    if (f.system === null) {
      const id = PLANET.read(choice).system;
      if (!bunkerTargets(s, f.seat).includes(id)) throw new Error(`surv-bunker: ${id} not allowed (bug)`);
      buildBunker(s, f.seat, id);
      f.system = id;
      return call();
    }
    const v = RIVAL.read(choice).seat;
    if (!captureVictims(s, f.seat).includes(v)) throw new Error(`surv-bunker: ${v} has no agent to capture (bug)`);
    capture(s, f.seat, v);
    return done;
  },
};

function capture(s: GameState, seat: Seat, victim: Seat): void {
  if (captureFromSupply(s, seat, victim, 1) > 0) log(s, `${seatName(s, seat)} captures an agent of ${seatName(s, victim)}.`);
}

/** Captive Release: the acting player's Bunkers (planets with a Bunker it controls), when the Survivalist holds Captives Loyal to it. */
function releaseBunkers(s: GameState, surv: Seat, player: Seat): SystemId[] {
  if ((s.players[surv]!.captives[player] ?? 0) === 0) return [];
  return bunkersOnMap(s).map((t) => t.where as SystemId).filter((id) => controls(s, id, player));
}

const releaseFrame: Handler<FrameOf<'campaign/surv-release'>> = {
  step(s, f) {
    while (f.i < f.players.length) {
      const p = f.players[f.i]!;
      if (f.bunker !== null) {
        const r = planetResource(f.bunker)!;
        return {
          t: 'ask', seat: f.survivalist, prompt: msg('campaign.surv.release', { owner: owner(p), n: s.players[f.survivalist]!.captives[p] ?? 0, resource: resource(r) }),
          options: [opt(RELEASE.id('return'), msg('campaign.surv.release.return', { owner: owner(p) })), opt(RELEASE.id('outrage'), msg('campaign.surv.release.outrage', { resource: resource(r) }))],
        };
      }
      const where = releaseBunkers(s, f.survivalist, p);
      if (where.length > 0) {
        return {
          t: 'ask', seat: p, prompt: msg('campaign.surv.release.choose', { owner: owner(f.survivalist) }),
          options: [...where.map((id) => opt(RELEASE.id('sys', { system: id }), msg('core.system', { system: system(id) }))), opt(RELEASE.id('no'), msg('campaign.surv.no'))],
        };
      }
      f.i += 1;
    }
    return done;
  },
  resume(s, f, choice) {
    const x = RELEASE.read(choice);
    const p = f.players[f.i]!;
    if (x.tag === 'sys') {
      if (!releaseBunkers(s, f.survivalist, p).includes(x.system)) throw new Error('surv-release: not a Bunker of the player (bug)');
      f.bunker = x.system;
      return call();
    }
    if (x.tag === 'return') {
      const n = s.players[f.survivalist]!.captives[p]!;
      s.players[f.survivalist]!.captives[p] = 0;
      s.players[p]!.supply.agents += n;
      log(s, `Captive Release: ${seatName(s, f.survivalist)} returns ${n} Captive${n === 1 ? '' : 's'} to ${seatName(s, p)}.`);
    } else if (x.tag === 'outrage') {
      log(s, `Captive Release: ${seatName(s, f.survivalist)} keeps the Captives of ${seatName(s, p)}.`);
      provokeOutrage(s, f.survivalist, planetResource(f.bunker!)!);
    }
    f.bunker = null;
    f.i += 1;
    return call();
  },
};

const scrapFrame: Handler<FrameOf<'campaign/surv-scrap'>> = {
  step(s, f) {
    const colours = captiveColours(s, f.survivalist);
    if (colours.length === 0) return done;
    if (colours.length === 1) {
      scrapCaptive(s, f.survivalist, f.destroyer, colours[0]!);
      return done;
    }
    return {
      t: 'ask', seat: f.destroyer, prompt: msg('campaign.surv.scrap', { owner: owner(f.survivalist) }),
      options: colours.map((o) => opt(CAPTIVE.id('captive', { seat: o }), msg('campaign.surv.scrap.captive', { owner: owner(o) }))),
    };
  },
  resume(s, f, choice) {
    const o = CAPTIVE.read(choice).seat;
    if (!captiveColours(s, f.survivalist).includes(o)) throw new Error(`surv-scrap: no Captive of seat ${o} (bug)`);
    scrapCaptive(s, f.survivalist, f.destroyer, o);
    return done;
  },
};

export const SURVIVALIST_HANDLERS = {
  'campaign/surv-resettle': resettleChoice,
  'campaign/surv-bunker': bunkerFrame,
  'campaign/surv-release': releaseFrame,
  'campaign/surv-scrap': scrapFrame,
} as const;

/* ------------------------------------------------------------- card effects */

export const SURVIVALIST_EFFECTS: readonly CardEffect[] = [
  {
    // F1801B Keep the People Safe: "Each time you win an ambition, advance 1 for each Captive you have or for each Bunker
    // on the map, whichever is lower." Protect Against the Blight: "Advance 1 each time a Blight Crisis happens at a planet
    // with a Bunker." ("Win": first place alone, as the Admiral's and Partisan's objectives read it.)
    id: SURV_OBJECTIVE,
    ambitionsScored(s, seat, results) {
      for (const r of results) {
        if (r.first.length !== 1 || r.first[0] !== seat) continue;
        const n = peopleSafe(s, seat);
        if (n <= 0) continue;
        fired(s, SURV_OBJECTIVE);
        advanceObjective(s, seat, n);
      }
    },
    blightCrisisAt(s, seat, id) {
      if (bunkerAt(s, id) === undefined) return;
      fired(s, SURV_OBJECTIVE);
      advanceObjective(s, seat, 1);
    },
  },
  {
    // F1802 Vow of Survival (Lore): "You cannot declare the Tyrant ambition." (campaign/faithful.ts declarable) "In scoring,
    // when you win any ambition, you only gain Power for second place. When returning Captives, you keep 1 Captive for each
    // Bunker on the map." FAQ: winning the Commonwealth Ambition gains second-place Power alone (fates/founder.ts
    // scoreCommonwealth asks winsAsSecond for a non-Member winner).
    id: VOW_OF_SURVIVAL,
    winsAsSecond: true,
    keepsCaptives: (s) => bunkersOnMap(s).length,
  },
  {
    // F1803 Building Bunkers (Ability): the Bunker build (a new Build action; see the header); "When a Rival destroys a
    // Bunker, they scrap 1 Captive that you have" (battle.ts, the HITTABLE_TOKENS hook).
    id: BUILDING_BUNKERS,
    tokenDestroyed: (s, holder, token, destroyer) => (token.kind === BUNKER ? bunkerDestroyedFrames(s, holder, destroyer) : []),
    newActions: [{
      key: 'build-bunker', name: 'Build Bunker', replaces: 'build',
      can: (s, seat) => bunkerTargets(s, seat).length > 0,
      start: (_s, seat) => [{ k: 'campaign/surv-bunker', seat, system: null }],
    }],
  },
  // F1804 Bunkers (Law): the same rules for everyone (harmed in battle: loyal-tokens.ts HITTABLE_TOKENS, while this Law is in
  // the rules booklet; the Captive scrapped: Building Bunkers' tokenDestroyed; FAQ: Bunkers can be repaired, loyal-tokens.ts;
  // they do not enable raiding: the Raid Dice Limit counts the printed building slots only).
  {
    // F1805 Captive Release (Edict 85): "In turn order, each player with more Power than the Survivalist does this: If the
    // Survivalist has any Captives that are Loyal to you, you may choose a Bunker that you control. The Survivalist must
    // either return all of those Captives or Provoke Outrage of that Bunker's planet type."
    id: CAPTIVE_RELEASE,
    edict(s) {
      const surv = survivalistSeat(s);
      if (surv === null) return [];
      const players = turnOrder(s).filter((p) => p !== surv && s.players[p]!.power > s.players[surv]!.power);
      if (players.length === 0) return [];
      fired(s, CAPTIVE_RELEASE);
      return [{ k: 'campaign/surv-release', survivalist: surv, players, i: 0, bunker: null }];
    },
  },
];

/* --------------------------------------------------------------- the Acts */

Object.assign(SURV_ACTS, {
  setup(s: GameState, seat: Seat): Frame[] {
    const c = campaign(s);
    // F1801A 3. "Gain the Building Bunkers card (03) [a card move] and collect the 9 Bunker tokens on it."
    c.tokens ??= [];
    for (let i = 0; i < BUNKER_COUNT; i++) c.tokens.push({ id: `bunker-${seat}-${i + 1}`, kind: BUNKER, owner: seat, where: BUILDING_BUNKERS });
    // 4. "Add the Bunkers (04) and Captive Release cards (05) to the rules booklet. Explain them to everyone."
    log(s, 'Bunkers: the Survivalist scraps agents to build Bunkers on planets, capturing Rival agents; a Rival destroying a Bunker scraps 1 Captive held by the Survivalist. Bunkers can be harmed like buildings (2 hits to damage, 2 to destroy). Captive Release (Edict 85): each player with more Power than the Survivalist may make them return their Captives or Provoke Outrage.');
    // 1. "If you have a Flagship, you may Resettle—as described on the back of the Flagship board."
    const frames: Frame[] = hasFlagship(s, seat) ? [{ k: 'campaign/surv-resettle', seat }] : [];
    return frames;
  },
} satisfies typeof SURV_ACTS);

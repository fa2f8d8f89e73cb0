/**
 * Fate 10, the Hegemon (ARCS-FATE10; Fate Set ARCS-F1001…F1012), a "B" Fate (Acts II and III):
 * its setups, objective, Resolution, grand ambitions, and the effects of every card of its set.
 * Card moves are data (data/campaign/fate-steps.ts); the Banners' facts are hegemon-rules.ts.
 * Each entry quotes the printed text it implements (cards.csv; errata.md and faq.csv: none for
 * this set, except Breaking Worlds' FAQ on Banners, which is the Planet Breaker's card).
 *
 * Choices made (also in the report):
 * - F1001A 1 "take a Flagship board and set it up as described on the board back": the board's
 *   back is not in our sources; flagship/give.ts places the Flagship piece (the system with most of
 *   the seat's Loyal ships). 4 "Scrap any 4 Loyal ships": the player picks each, from the supply or
 *   the map (never the Flagship); they are out of the campaign (CampaignState.scrappedShips).
 * - Banners (F1002 "Banner tokens are your Loyal pieces"): campaign tokens of kind 'banner'; on the
 *   map, on the Planting Banners card (the Hegemon's supply) or in a seat's Trophies. A Banner on
 *   the map is controlled by whoever controls its system.
 * - "Scrap this if …" (F1002 without a Flagship; F1009/F1010 with no Banner on the map): checked
 *   when the Flagship is given up (flagship/give.ts removeFlagship), and when Against Hegemony would
 *   act (its Crisis, When Secured) and at each chapter's end.
 * - Song of the Banner's "move between planets with Banners as if they were adjacent": not wired in
 *   the movement code yet (see the report).
 */
import { AMBITIONS } from '../../../data/action-cards.ts';
import { RESOURCES, type Resource, type SystemId } from '../../../data/map.ts';
import { log, planetResource, returnPieces, seatName, shipsOf, sys, systemIds, tidy, addTrophy } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { controls, isSeat } from '../../control.ts';
import { discardAbility, placeShips } from '../../court/common.ts';
import { fired, markUsed, usedThisTurn, type CardEffect } from '../../effects.ts';
import { ambitionCount, rankAmbition } from '../../frames/chapter.ts';
import { gainFrames } from '../../frames/resources.ts';
import { actionCardMsg } from '../../court/common.ts';
import { msg, owner, resource, system } from '../../messages.ts';
import { call, done, opt, type Handler, type Step } from '../../step.ts';
import type { ActionCardId } from '../../../data/action-cards.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { flagshipSystem, hasFlagship } from '../flagship/board.ts';
import { excessAfterFlagship, giveFlagship, placeOnBoard } from '../flagship/give.ts';
import type { FateRules } from './framework.ts';
import { bury, discardCard, scrapCard } from './moves.ts';
import { advanceObjective } from './objective.ts';
import {
  AGAINST_HEGEMONY, BANNER, BANNER_COUNT, BANNERS_OF_HEGEMONY, bannersAt, bannersControlledBy, bannersOnMap, bannerSupply, bannerTrophies,
  banners, dropToken, HAPPY_HOSTS, HEGEMON, HEGEMON_OBJECTIVE_II, HEGEMON_OBJECTIVE_III, MIND_MANAGERS, PLANTING_BANNERS, PRISON_WARDENS,
  REPLENISH_TO, SHIPS_SCRAPPED, bannersKeepingCaptives, SONG_OF_THE_BANNER, trophyPlace,
} from './hegemon-rules.ts';

export * from './hegemon-rules.ts';

/* ---------------------------------------------------------------- option ids */

/** Scrap a ship (F1001A 4): `supply`, `fresh:<system>`, `damaged:<system>`. */
const SCRAP = choices({ supply: {}, fresh: { system: field.system }, damaged: { system: field.system } });
/** A system: `sys:<system>`. */
const SYS = choices({ sys: { system: field.system } });
/** A Rival seat: `seat:<n>`. */
const SEAT = choices({ seat: { seat: field.int } });
/** A card of a hand: `card:<id>`. */
const CARD = choices({ card: { card: field.word } });
/** Pressgang: `ret:<owner seat>:<resource>`, `done`. Execute: `exec:<owner seat>`, `done`. */
const CAPTIVE = choices({ ret: { seat: field.int, resource: field.resource }, exec: { seat: field.int }, done: {} });
/** Against Hegemony / Happy Hosts: `yes` / `no`. */
const YES_NO = choices({ yes: {}, no: {} });

/* ---------------------------------------------------------------- frames */

/** Hegemon frames (joined into FateFrame, fates/types.ts). */
export type HegemonFrame =
  /** F1001A 4: "Scrap any 4 Loyal ships" — `left` to go. */
  | { k: 'campaign/hegemon-scrap'; seat: Seat; left: number }
  /** Song of the Banner, Call Spirits (Tax) / Call Bodies (Build): pick the Banner planet. */
  | { k: 'campaign/hegemon-song'; seat: Seat; call: 'spirits' | 'bodies' }
  /** Mind Managers, Manipulate (Influence): `target` null: pick a Rival; then take 1 card (`took` set), then give 1. */
  | { k: 'campaign/hegemon-manipulate'; seat: Seat; target: Seat | null; took: string | null }
  /** Prison Wardens: Pressgang (Build) or Execute (Influence), any number of Captives, one at a time. */
  | { k: 'campaign/hegemon-captives'; seat: Seat; card: string; how: 'pressgang' | 'execute' }
  /** Prison Wardens' Prelude (discarded): place 3 ships in one of `systems`. */
  | { k: 'campaign/hegemon-wardens'; seat: Seat; systems: SystemId[] }
  /** Against Hegemony, When Secured: "You may take any Banners you control as Trophies." */
  | { k: 'campaign/hegemon-against'; seat: Seat; card: string };

type H<K extends HegemonFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[], secret = false): Step => ({ t: 'ask', seat, prompt, options, ...(secret ? { secret: true } : {}) });

/* ---------------------------------------------------------------- setups */

/** F1001A 3: "Replenish your fleet—if you have fewer than 6 Loyal ships on the map other than your Flagship, place ships at your Flagship until you have 6." */
function replenish(s: GameState, seat: Seat): void {
  const at = flagshipSystem(s, seat);
  if (!at) return;
  let n = 0;
  for (const id of systemIds(s)) {
    const g = s.map[id]!.ships.find((x) => x.owner === seat);
    if (g) n += g.fresh + g.damaged - (g.flagship ? 1 : 0);
  }
  const placed = n < REPLENISH_TO ? placeShips(s, seat, at, REPLENISH_TO - n) : 0;
  if (placed > 0) log(s, `${seatName(s, seat)} replenishes their fleet: ${placed} ${placed === 1 ? 'ship' : 'ships'} at their Flagship.`);
}

function setUpActII(s: GameState, seat: Seat): Frame[] {
  const c = s.campaign!;
  // 1. You gain a Flagship.
  if (!hasFlagship(s, seat)) giveFlagship(s, seat);
  // 2. Place 1 fresh starport each on your Defense Array and Slipstream Drive Upgrades.
  placeOnBoard(s, seat, 'defense-array', 'starport');
  placeOnBoard(s, seat, 'slipstream-drive', 'starport');
  // 3. Replenish your fleet.
  replenish(s, seat);
  // 5. Gain the Planting Banners card (02, a card move). Collect the 8 Banner tokens (on that card: the Hegemon's supply of them).
  c.tokens = (c.tokens ?? []).filter((t) => t.kind !== BANNER);
  for (let i = 1; i <= BANNER_COUNT; i++) c.tokens.push({ id: `${BANNER}-${i}`, kind: BANNER, owner: seat, where: PLANTING_BANNERS });
  // 6. Banners of Hegemony (03) is a card move: "Explain it to everyone."
  log(s, 'Banners of Hegemony: the Hegemon places Banners (their Loyal pieces) at their Flagship\'s planet; Banners are harmed and repaired like buildings; Warlord scoring gives 2 Power per Banner in Trophies.');
  // 4. Scrap any 4 Loyal ships.
  return [...excessAfterFlagship(s, seat), { k: 'campaign/hegemon-scrap', seat, left: SHIPS_SCRAPPED }];
}

/* ---------------------------------------------------------------- grand ambitions */

/**
 * F1011B "Form One Body, One Mind": (1) "No Rival won the Tyrant ambition" — this chapter's
 * scoring: Tyrant declared and a Rival first alone (not tied, Objective p.8 "Winning Ambitions");
 * (2) "More Banners are on the map than the current Chapter."
 */
export function hegemonGrandAmbitions(s: GameState, seat: Seat): number {
  let n = 0;
  let rivalWon = false;
  if (s.ambitions.tyrant.length > 0) {
    const { first } = rankAmbition(s.players.map((p) => ({ seat: p.seat, n: ambitionCount(s, p, 'tyrant') })));
    rivalWon = first.length === 1 && first[0] !== seat;
  }
  if (!rivalWon) n++;
  if (bannersOnMap(s).length > s.chapter) n++;
  if (n > 0) fired(s, HEGEMON_OBJECTIVE_III);
  return n;
}

export const HEGEMON_RULES: FateRules = {
  cardId: HEGEMON,
  acts: [2, 3],
  dealt: true,
  dealtSince: 7,
  setup(s, seat, act) {
    // F1011A (Act III): "Gain the Happy Hosts card (12)" is a card move.
    return act === 2 ? setUpActII(s, seat) : [];
  },
  resolve(s, seat, act, completed) {
    // F1005 failed 3: "Scrap all Banner tokens that are not on the map."
    if (act === 2 && !completed) {
      const off = banners(s).filter((t) => t.owner === seat && !bannersOnMap(s).includes(t));
      for (const t of off) dropToken(s, t);
      if (off.length > 0) log(s, `${off.length} Banner ${off.length === 1 ? 'token is' : 'tokens are'} scrapped.`);
    }
    return [];
  },
  grandAmbitions: hegemonGrandAmbitions,
};

/* ---------------------------------------------------------------- helpers */

/** F1002: "place a Banner at your Flagship's planet if it has no Banners and no ships or buildings that are not Loyal." */
function canPlantBanner(s: GameState, seat: Seat): SystemId | null {
  const at = flagshipSystem(s, seat);
  if (!at || planetResource(at) === null || bannerSupply(s, seat).length === 0 || bannersAt(s, at).length > 0) return null;
  const st = sys(s, at);
  if (st.ships.some((g) => g.owner !== seat)) return null;
  if (st.slots.some((b) => b !== null && b.owner !== seat)) return null;
  return at;
}

/** "Scrap this if no Banners are on the map." (Against Hegemony F1009/F1010): checked where it acts; returns whether it was scrapped. */
function scrapAgainstIfNoBanners(s: GameState, id: string): boolean {
  if (bannersOnMap(s).length > 0) return false;
  scrapCard(s, id);
  log(s, `Against Hegemony is scrapped: no Banners are on the map.`);
  fired(s, id);
  return true;
}

/** Against Hegemony copies anywhere but scrapped or out of play (the chapter's end check). */
function againstInPlay(s: GameState, id: string): boolean {
  const c = s.campaign!;
  return !c.scrap.includes(id) && (s.courtDeck.includes(id) || s.courtDiscard.includes(id) || s.court.some((x) => x.card === id || (x.attached ?? []).includes(id)) || s.players.some((p) => p.court.some((h) => h.id === id)));
}

/** The planets with a Banner (Song of the Banner). */
function bannerPlanets(s: GameState): SystemId[] {
  return [...new Set(bannersOnMap(s).map((t) => t.where as SystemId))].filter((id) => planetResource(id) !== null);
}

const SPIRITS = 'hegemon-call-spirits';
const BODIES = 'hegemon-call-bodies';

/** Rivals of whom the seat has a Captive and who hold cards (Mind Managers). */
function manipulable(s: GameState, seat: Seat): Seat[] {
  return s.players.filter((p) => p.seat !== seat && (s.players[seat]!.captives[p.seat] ?? 0) > 0 && p.hand.length > 0).map((p) => p.seat);
}

const hasCaptives = (s: GameState, seat: Seat): boolean => s.players[seat]!.captives.some((n) => n > 0);

/* ---------------------------------------------------------------- effects */

const prisonWardens = (id: string): CardEffect => ({
  id,
  newActions: [
    {
      // "Pressgang (Build): Return any number of your Captives to gain any 1 resource for each."
      key: 'pressgang', name: 'Pressgang', replaces: 'build',
      can: hasCaptives,
      start: (s, seat) => (fired(s, id), [{ k: 'campaign/hegemon-captives', seat, card: id, how: 'pressgang' }]),
    },
    {
      // "Execute (Influence): Move any number of your Captives to your Trophies."
      key: 'execute', name: 'Execute', replaces: 'influence',
      can: hasCaptives,
      start: (s, seat) => (fired(s, id), [{ k: 'campaign/hegemon-captives', seat, card: id, how: 'execute' }]),
    },
  ],
  // "Prelude: You may discard this to place 3 ships in a system you control."
  prelude: discardAbility(msg('campaign.hegemon.wardens.prelude'), (s, seat) => {
    const systems = systemIds(s).filter((x) => controls(s, x, seat));
    return systems.length > 0 ? [{ k: 'campaign/hegemon-wardens', seat, systems }] : [];
  }, id),
});

const againstHegemony = (id: string): CardEffect => ({
  id,
  // "Crisis: Bury this card." ("Scrap this if no Banners are on the map.")
  crisis(s, holder) {
    if (scrapAgainstIfNoBanners(s, id)) return [];
    fired(s, id);
    bury(s, id, holder);
    return [];
  },
  // "When Secured: You may take any Banners you control as Trophies. Discard this card."
  whenSecured: (s, seat) => (bannersOnMap(s).length === 0 ? [] : [{ k: 'campaign/hegemon-against', seat, card: id }]),
  afterSecured: 'keep',
});

export const HEGEMON_EFFECTS: readonly CardEffect[] = [
  {
    // F1001B "Plant Banners of the New Order": "At the end of a chapter, advance 1 for each Banner on the map. If you won any
    // number of ambitions, advance 1 for each Banner on the map again."
    id: HEGEMON_OBJECTIVE_II,
    ambitionsScored(s, seat, results) {
      const n = bannersOnMap(s).length;
      if (n === 0) return;
      const won = results.some((r) => r.first.length === 1 && r.first[0] === seat);
      fired(s, HEGEMON_OBJECTIVE_II);
      advanceObjective(s, seat, won ? 2 * n : n);
    },
  },
  {
    // F1002 Planting Banners: "Prelude: You may place a Banner at your Flagship's planet if it has no Banners and no ships or
    // buildings that are not Loyal. (You can do this multiple times.)"
    id: PLANTING_BANNERS,
    prelude: {
      options: (s, seat) => (canPlantBanner(s, seat) ? [opt('plant', msg('campaign.hegemon.plant'))] : []),
      take(s, seat) {
        const at = canPlantBanner(s, seat);
        if (!at) return [];
        bannerSupply(s, seat)[0]!.where = at;
        fired(s, PLANTING_BANNERS);
        log(s, `${seatName(s, seat)} plants a Banner in ${at}.`);
        return [];
      },
    },
  },
  {
    // F1003 Banners of Hegemony (Law): "When scoring Warlord, gain 2 extra Power for each Banner you have in your Trophies."
    id: BANNERS_OF_HEGEMONY,
    bookletAmbitionsScored(s, results) {
      // Against Hegemony (F1009/F1010) "Scrap this if no Banners are on the map": checked at each chapter's end too.
      checkAgainstHegemony(s);
      if (!results.some((r) => r.ambition === 'warlord')) return;
      for (const p of s.players) {
        const n = bannerTrophies(s, p.seat).length;
        if (n === 0) continue;
        p.power += 2 * n;
        fired(s, BANNERS_OF_HEGEMONY);
        log(s, `Banners of Hegemony: ${seatName(s, p.seat)} gains ${2 * n} Power for ${n} ${n === 1 ? 'Banner' : 'Banners'} in their Trophies.`);
      }
    },
  },
  {
    id: SONG_OF_THE_BANNER,
    // "You may move between planets with Banners as if they were adjacent."
    moveDestinations(s, _holder, from) {
      const planets = bannerPlanets(s);
      if (!planets.includes(from)) return [];
      fired(s, SONG_OF_THE_BANNER);
      return planets.filter((id) => id !== from);
    },
    newActions: [
      {
        // "Call Spirits (Tax): Once per turn, gain 2 resources of a planet with a Banner."
        key: 'call-spirits', name: 'Call Spirits', replaces: 'tax',
        can: (s) => !usedThisTurn(s, SPIRITS) && bannerPlanets(s).length > 0,
        start: (_s, seat) => [{ k: 'campaign/hegemon-song', seat, call: 'spirits' }],
      },
      {
        // "Call Bodies (Build): Once per turn, place 2 fresh ships at a Banner."
        key: 'call-bodies', name: 'Call Bodies', replaces: 'build',
        can: (s, seat) => !usedThisTurn(s, BODIES) && bannersOnMap(s).length > 0 && s.players[seat]!.supply.ships > 0,
        start: (_s, seat) => [{ k: 'campaign/hegemon-song', seat, call: 'bodies' }],
      },
    ],
  },
  {
    // F1006 Mind Managers: "Manipulate (Influence): Choose a Rival that you have a Captive of. Peek at their hand, take 1 card
    // from it, then give any card from your hand."
    id: MIND_MANAGERS,
    newActions: [{
      key: 'manipulate', name: 'Manipulate', replaces: 'influence',
      can: (s, seat) => manipulable(s, seat).length > 0,
      start: (s, seat) => (fired(s, MIND_MANAGERS), [{ k: 'campaign/hegemon-manipulate', seat, target: null, took: null }]),
    }],
  },
  ...PRISON_WARDENS.map(prisonWardens),
  ...AGAINST_HEGEMONY.map(againstHegemony),
  {
    // F1012 Happy Hosts: "Pacify (Secure): Capture all damaged ships you control except Loyal ones."
    // (Ships as Captives: CampaignSeat.captiveShips, counted for Tyrant and returned with the Captives.)
    // "When Captives are returned in scoring, you may keep 1 Captive per Banner that you control or is uncontrolled." (chapter.ts cleanUp)
    id: HAPPY_HOSTS,
    keepsCaptives: (s, holder) => bannersKeepingCaptives(s, holder),
    newActions: [{
      key: 'pacify', name: 'Pacify', replaces: 'secure',
      can: (s, seat) => pacifyTargets(s, seat).length > 0,
      start(s, seat) {
        fired(s, HAPPY_HOSTS);
        pacify(s, seat);
        return [];
      },
    }],
  },
];

/* ---------------------------------------------------------------- Happy Hosts */

/** Damaged non-Loyal ships (Rivals', Imperial) in systems the seat controls. */
function pacifyTargets(s: GameState, seat: Seat): { id: SystemId; owner: Seat | 'empire'; n: number }[] {
  const out: { id: SystemId; owner: Seat | 'empire'; n: number }[] = [];
  for (const id of systemIds(s)) {
    if (!controls(s, id, seat)) continue;
    for (const g of sys(s, id).ships) {
      if (g.owner === seat || g.owner === 'blight' || g.damaged === 0) continue;
      if (isSeat(g.owner) || g.owner === 'empire') out.push({ id, owner: g.owner, n: g.damaged });
    }
  }
  return out;
}

function pacify(s: GameState, seat: Seat): void {
  const cs = s.campaign!.seats[seat]!;
  for (const t of pacifyTargets(s, seat)) {
    const st = sys(s, t.id);
    shipsOf(st, t.owner).damaged -= t.n;
    tidy(st);
    const key = t.owner === 'empire' ? 'empire' : String(t.owner);
    (cs.captiveShips ??= {})[key] = (cs.captiveShips[key] ?? 0) + t.n;
    log(s, `${seatName(s, seat)} captures ${t.n} damaged ${t.owner === 'empire' ? 'Imperial' : seatName(s, t.owner)} ${t.n === 1 ? 'ship' : 'ships'} in ${t.id} (Happy Hosts).`);
  }
}

/* ---------------------------------------------------------------- handlers */

const scrapShips: H<'campaign/hegemon-scrap'> = {
  step(s, f) {
    if (f.left <= 0) return done;
    const p = s.players[f.seat]!;
    const options: DecisionOption[] = [];
    if (p.supply.ships > 0) options.push(opt(SCRAP.id('supply'), msg('campaign.hegemon.scrap.supply')));
    for (const id of systemIds(s)) {
      const g = s.map[id]!.ships.find((x) => x.owner === f.seat);
      if (!g) continue;
      if (g.fresh - (g.flagship ? 1 : 0) > 0) options.push(opt(SCRAP.id('fresh', { system: id }), msg('campaign.hegemon.scrap.fresh', { system: system(id) })));
      if (g.damaged > 0) options.push(opt(SCRAP.id('damaged', { system: id }), msg('campaign.hegemon.scrap.damaged', { system: system(id) })));
    }
    if (options.length === 0) return done;
    return ask(f.seat, msg('campaign.hegemon.scrap', { n: f.left }), options);
  },
  resume(s, f, choice) {
    const c = SCRAP.read(choice);
    if (c.tag === 'supply') s.players[f.seat]!.supply.ships -= 1;
    else {
      const st = sys(s, c.system);
      const g = shipsOf(st, f.seat);
      if (c.tag === 'fresh') g.fresh -= 1;
      else g.damaged -= 1;
      tidy(st);
    }
    const camp = s.campaign!;
    (camp.scrappedShips ??= s.players.map(() => 0))[f.seat]! += 1;
    f.left -= 1;
    fired(s, 'ARCS-F1001A');
    log(s, `${seatName(s, f.seat)} scraps a Loyal ship${c.tag === 'supply' ? ' from their supply' : ` in ${c.system}`}.`);
    return call();
  },
};

const song: H<'campaign/hegemon-song'> = {
  step(s, f) {
    const places = f.call === 'spirits' ? bannerPlanets(s) : [...new Set(bannersOnMap(s).map((t) => t.where as SystemId))];
    if (places.length === 0) return done;
    return ask(f.seat, msg(f.call === 'spirits' ? 'campaign.hegemon.spirits' : 'campaign.hegemon.bodies'), places.map((id) => opt(SYS.id('sys', { system: id }), msg('core.system', { system: system(id) }))));
  },
  resume(s, f, choice) {
    const id = SYS.read(choice).system;
    fired(s, SONG_OF_THE_BANNER);
    if (f.call === 'spirits') {
      markUsed(s, SPIRITS);
      const r = planetResource(id)!;
      log(s, `${seatName(s, f.seat)} Calls Spirits at ${id} (Song of the Banner).`);
      return { t: 'done', push: [gainFrames(f.seat, r), gainFrames(f.seat, r)] };
    }
    markUsed(s, BODIES);
    const n = placeShips(s, f.seat, id, 2);
    log(s, `${seatName(s, f.seat)} Calls Bodies: ${n} fresh ${n === 1 ? 'ship' : 'ships'} at the Banner in ${id} (Song of the Banner).`);
    return done;
  },
};

const manipulate: H<'campaign/hegemon-manipulate'> = {
  step(s, f) {
    if (f.target === null) {
      const rivals = manipulable(s, f.seat);
      if (rivals.length === 0) return done;
      return ask(f.seat, msg('campaign.hegemon.manipulate.rival'), rivals.map((x) => opt(SEAT.id('seat', { seat: x }), msg('core.owner', { owner: owner(x) }))));
    }
    if (f.took === null) {
      const hand = s.players[f.target]!.hand;
      if (hand.length === 0) return done;
      // "Peek at their hand": the options show it to the Hegemon alone (secret).
      return ask(f.seat, msg('campaign.hegemon.manipulate.take'), hand.map((c) => opt(CARD.id('card', { card: c }), actionCardMsg(c))), true);
    }
    const mine = s.players[f.seat]!.hand;
    if (mine.length === 0) return done;
    return ask(f.seat, msg('campaign.hegemon.manipulate.give'), mine.map((c) => opt(CARD.id('card', { card: c }), actionCardMsg(c))), true);
  },
  resume(s, f, choice) {
    if (f.target === null) {
      const t = SEAT.read(choice).seat;
      if (!manipulable(s, f.seat).includes(t)) throw new Error('not a Rival you hold a Captive of');
      f.target = t;
      log(s, `${seatName(s, f.seat)} Manipulates ${seatName(s, t)} (Mind Managers).`);
      return call();
    }
    const id = CARD.read(choice).card as ActionCardId;
    if (f.took === null) {
      const hand = s.players[f.target]!.hand;
      if (!hand.includes(id)) throw new Error('not in their hand');
      hand.splice(hand.indexOf(id), 1);
      s.players[f.seat]!.hand.push(id);
      f.took = id;
      log(s, `${seatName(s, f.seat)} takes a card from ${seatName(s, f.target)}'s hand.`);
      return call();
    }
    const mine = s.players[f.seat]!.hand;
    if (!mine.includes(id)) throw new Error('not in your hand');
    mine.splice(mine.indexOf(id), 1);
    s.players[f.target]!.hand.push(id);
    log(s, `${seatName(s, f.seat)} gives a card to ${seatName(s, f.target)}.`);
    return done;
  },
};

const captives: H<'campaign/hegemon-captives'> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    const owners = p.captives.flatMap((n, o) => (n > 0 ? [o] : []));
    if (owners.length === 0) return done;
    const options = [opt(CAPTIVE.id('done'), msg('campaign.hegemon.captives.done'))];
    for (const o of owners) {
      if (f.how === 'execute') options.push(opt(CAPTIVE.id('exec', { seat: o }), msg('campaign.hegemon.execute.one', { owner: owner(o) })));
      else for (const r of RESOURCES) options.push(opt(CAPTIVE.id('ret', { seat: o, resource: r }), msg('campaign.hegemon.pressgang.one', { owner: owner(o), resource: resource(r) })));
    }
    return ask(f.seat, msg(f.how === 'execute' ? 'campaign.hegemon.execute' : 'campaign.hegemon.pressgang'), options);
  },
  resume(s, f, choice) {
    const c = CAPTIVE.read(choice);
    if (c.tag === 'done') return done;
    const p = s.players[f.seat]!;
    if ((p.captives[c.seat] ?? 0) <= 0) throw new Error('no such Captive');
    p.captives[c.seat]! -= 1;
    if (c.tag === 'exec') {
      addTrophy(p, c.seat, 'agent', 1);
      log(s, `${seatName(s, f.seat)} moves a Captive of ${seatName(s, c.seat)} to their Trophies (Execute).`);
      return call();
    }
    returnPieces(s, c.seat, 'agent', 1);
    log(s, `${seatName(s, f.seat)} returns a Captive of ${seatName(s, c.seat)} and gains ${c.resource} (Pressgang).`);
    return call(gainFrames(f.seat, c.resource as Resource));
  },
};

const wardens: H<'campaign/hegemon-wardens'> = {
  step(_s, f) {
    return ask(f.seat, msg('campaign.hegemon.wardens'), f.systems.map((id) => opt(SYS.id('sys', { system: id }), msg('core.system', { system: system(id) }))));
  },
  resume(s, f, choice) {
    const id = SYS.read(choice).system;
    if (!f.systems.includes(id)) throw new Error('not a system you controlled');
    const n = placeShips(s, f.seat, id, 3);
    log(s, `${seatName(s, f.seat)} places ${n} ${n === 1 ? 'ship' : 'ships'} in ${id} (Prison Wardens).`);
    return done;
  },
};

const against: H<'campaign/hegemon-against'> = {
  step(s, f) {
    if (scrapAgainstIfNoBanners(s, f.card)) return done;
    const mine = bannersControlledBy(s, f.seat);
    if (mine.length === 0) return { t: 'done', push: [] };
    return ask(f.seat, msg('campaign.hegemon.against', { n: mine.length }), [opt(YES_NO.id('yes'), msg('campaign.hegemon.yes')), opt(YES_NO.id('no'), msg('campaign.hegemon.no'))]);
  },
  resume(s, f, choice) {
    if (YES_NO.read(choice).tag === 'yes') {
      const mine = bannersControlledBy(s, f.seat);
      for (const t of mine) {
        t.where = trophyPlace(f.seat);
        delete t.damaged;
      }
      fired(s, f.card);
      log(s, `${seatName(s, f.seat)} takes ${mine.length} ${mine.length === 1 ? 'Banner' : 'Banners'} as Trophies (Against Hegemony).`);
    }
    return done;
  },
};

/** After the When Secured frame: "Discard this card." (a frame-less discard when nothing was asked). */
const againstDiscard: H<'campaign/hegemon-against'> = {
  step: (s, f) => {
    const st = against.step(s, f);
    if (st.t === 'done' && !s.campaign!.scrap.includes(f.card)) discardIfHeld(s, f.seat, f.card);
    return st;
  },
  resume: (s, f, choice, seat) => {
    const st = against.resume(s, f, choice, seat);
    discardIfHeld(s, f.seat, f.card);
    return st;
  },
};

function discardIfHeld(s: GameState, seat: Seat, id: string): void {
  const p = s.players[seat]!;
  const i = p.court.findIndex((c) => c.id === id);
  if (i < 0) return;
  p.court.splice(i, 1);
  discardCard(s, id);
}

/** Chapter's end (any Fate's): Against Hegemony "Scrap this if no Banners are on the map" for copies in play (hooks below). */
export function checkAgainstHegemony(s: GameState): void {
  if (bannersOnMap(s).length > 0) return;
  for (const id of AGAINST_HEGEMONY) if (againstInPlay(s, id)) scrapAgainstIfNoBanners(s, id);
}

/** The ambition each seat won alone this chapter (test helper and the objective). */
export function ambitionsWonBy(s: GameState, seat: Seat): number {
  return AMBITIONS.filter((a) => s.ambitions[a].length > 0 && rankAmbition(s.players.map((p) => ({ seat: p.seat, n: ambitionCount(s, p, a) }))).first[0] === seat).length;
}

export const HEGEMON_HANDLERS = {
  'campaign/hegemon-scrap': scrapShips,
  'campaign/hegemon-song': song,
  'campaign/hegemon-manipulate': manipulate,
  'campaign/hegemon-captives': captives,
  'campaign/hegemon-wardens': wardens,
  'campaign/hegemon-against': againstDiscard,
} as const;


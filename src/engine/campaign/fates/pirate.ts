/**
 * Fate 12, the Pirate (ARCS-FATE12; Fate Set ARCS-F1201…F1212): the effects of every card of its set
 * and its frames. Its Acts (setups, Resolution, grand ambitions) and the facts its cards read are
 * pirate-rules.ts; card moves are data (data/campaign/fate-steps.ts). Each entry quotes the printed
 * text it implements (cards.csv; errata.md and faq.csv have nothing for this set).
 *
 * Where the set meets other areas it uses effects.ts hooks (header, "Pirate"): stolen resources onto
 * the Hoard (frames/resources.ts res/gain), Outrage sparing the Hoard (holdings.ts discardAllOf),
 * the Pirate Fleet's raid (frames/battle.ts raidAllowed, raid), stealing from the Pirate in battle
 * (Rumors of the Haven), the Smugglers' tax (`taxLikeLoyal`), and the Summit's Share Rumor
 * (summit/negotiation.ts).
 *
 * Choices made (also in the report):
 * - Call to Action's Crisis, "the player with the most resources": every resource they count (held,
 *   on cards, frozen); a tie for the most: nobody (the Court card stays).
 * - "Draw 1 action card from the bottom of the action discard pile": the oldest discard (the pile
 *   grows at its top).
 * - Act III, "At the end of Act III" (F1208B): asked at the last chapter's end before scoring (the
 *   engine's one hook there), after the Pirate's grand-ambition declarations; the Rivals guess in
 *   turn order, each seeing the earlier guesses.
 * - F1204 completed, "You may spend Fuel, Material, and Relics on your Pirate Hoard for their
 *   Prelude actions, ignoring ship build limits for Material": in the Resolution's frame, one spend
 *   at a time (`spend:<resource>:<action>`: Material builds or repairs, Fuel moves, Relics secure),
 *   where the action has a target and the type is not Outraged; the Intermission has no turn, so no
 *   per-turn ship limit counts. Then the rest may go onto the player board, the remainder to the supply.
 * - Rumors Spread's When Secured: "a Rumor token in a system with Loyal pieces", face up or down,
 *   one without the securer's agent.
 */
import { RESOURCES, type Resource, type SystemId } from '../../../data/map.ts';
import { log, seatName, sys, turnOrder, returnAgents } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { controls, isSeat } from '../../control.ts';
import { silverTongues } from '../../court/guilds.ts';
import { fired, permits, preludeSpentTriggers, type CardEffect } from '../../effects.ts';
import { actionFrame, canTake } from '../../frames/actions.ts';
import { toSupply } from '../../frames/resources.ts';
import { countResources, emptyPlaces, hoardPlaceResource, heldTokens, putToken, takeToken, withoutToken } from '../../holdings.ts';
import { msg, owner, resource, system } from '../../messages.ts';
import { call, done, opt, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, FrameOf, GameState, Seat } from '../../types.ts';
import type { ActionKind } from '../../../data/action-cards.ts';
import { rolledCluster } from '../dice.ts';
import { CHAPTERS_IN_ACT } from '../../../data/campaign/components.ts';
import type { Rumor } from '../types.ts';
import {
  CALL_TO_ACTION, emptyHoard, loyalPieceIn, havenOf, hoardAdvance, hoardOf, isPirate, mapPlanets, PIRATE_ACT2_OBJECTIVE, PIRATE_ACT3_OBJECTIVE,
  PIRATE_FLEET, PIRATE_HOARD, PIRATE_SMUGGLERS, RUMORS_OF_THE_HAVEN, RUMORS_SPREAD, rumors, SILVER_TONGUES, truthfulClaims,
} from './pirate-rules.ts';
import { discardCard } from './moves.ts';
import { advanceObjective } from './objective.ts';
import { systemDef } from '../../../data/map.ts';

export * from './pirate-rules.ts';

/* ---------------------------------------------------------------- option ids */

/** Placing a Rumor, a Rumor agent, a Haven guess: `sys:<system>`; `none`. */
const PLANET = choices({ sys: { system: field.system }, none: {} });
/** F1204: `spend:<resource>:<action>` (its Prelude action), `board:<resource>` (onto the player board), `done` (the rest to the supply). */
const HOARD_OUT = choices({ spend: { resource: field.oneOf('fuel', 'material', 'relic'), action: field.oneOf('build', 'repair', 'move', 'secure') }, board: { resource: field.resource }, done: {} });

/** F1204 completed 3: the Prelude actions of the Hoard's Fuel, Material and Relics (Resources: Material builds or repairs, Fuel moves, Relics secure). */
const HOARD_PRELUDES = { material: ['build', 'repair'], fuel: ['move'], relic: ['secure'] } as const satisfies Partial<Record<Resource, readonly ActionKind[]>>;
/** F1208B declarations: `none`, `empty` (no Rival pieces), `loyal` (a Loyal piece), `both`. */
const CLAIM = choices({ none: {}, empty: {}, loyal: {}, both: {} });

/* ---------------------------------------------------------------- frames */

/** Pirate frames (joined into FateFrame, fates/types.ts). */
export type PirateFrame =
  /** F1208A 2: the Pirate places the 4 Rumors face down, each on a different planet (order: Cluster Correct, Symbol Correct, False, False). Hidden in the stack. */
  | { k: 'campaign/pirate-rumors'; seat: Seat; placed: { face: 'cluster' | 'symbol' | 'false'; where: SystemId }[] }
  /** F1204 completed 3: the Pirate Hoard's resources onto the player board, the rest to the supply. */
  | { k: 'campaign/pirate-hoard-out'; seat: Seat }
  /** Rumors Spread When Secured (`secured`) / Rumors of the Haven after stealing from the Pirate (`battle`): place 1 agent on a Rumor. */
  | { k: 'campaign/pirate-rumor-agent'; seat: Seat; mode: 'secured' | 'battle' }
  /** F1208B at a chapter's end: the Pirate chooses which truthful declarations to make. */
  | { k: 'campaign/pirate-claim'; seat: Seat }
  /** F1208B at the end of Act III: the Pirate's Rivals in turn order (`queue`) may each choose 1 planet they control. */
  | { k: 'campaign/pirate-haven'; pirate: Seat; queue: Seat[]; guesses: { seat: Seat; planet: SystemId }[] };

type H<K extends PirateFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[]): Step => ({ t: 'ask', seat, prompt, options });

const FACES = ['cluster', 'symbol', 'false', 'false'] as const;

const placeRumors: H<'campaign/pirate-rumors'> = {
  step(s, f) {
    const used = new Set(f.placed.map((x) => x.where));
    const free = mapPlanets(s).filter((id) => !used.has(id));
    if (f.placed.length >= FACES.length || free.length === 0) {
      const c = s.campaign!;
      // Ids in map order too (public in views): never in the order of placing.
      const placed = [...f.placed].sort((x, y) => (x.where < y.where ? -1 : 1));
      c.rumors = [...(c.rumors ?? []), ...placed.map((x, i): Rumor => ({ id: (c.rumors?.length ?? 0) + i + 1, face: x.face, where: x.where }))];
      fired(s, 'ARCS-F1208A');
      // The public log lists the planets in map order: the order of placing would tell which Rumor is which.
      log(s, `${seatName(s, f.seat)} places ${f.placed.length} Rumors face down on ${f.placed.map((x) => x.where).sort().join(', ')}.`);
      return done;
    }
    const face = FACES[f.placed.length]!;
    return ask(f.seat, msg(`campaign.pirate.rumors.${face}`), free.map((id) => opt(PLANET.id('sys', { system: id }), msg('core.system', { system: system(id) }))));
  },
  resume(s, f, choice) {
    const c = PLANET.read(choice);
    if (c.tag !== 'sys') return call();
    f.placed.push({ face: FACES[f.placed.length]!, where: c.system });
    return call();
  },
};

/** A Hoard token of this resource (its place), or undefined. */
const hoardPlace = (s: GameState, seat: Seat, r: Resource): string | undefined => heldTokens(s, seat).find((t) => hoardPlaceResource(t.place) === r)?.place;

/**
 * F1204 completed 3, "You may spend Fuel, Material, and Relics on your Pirate Hoard for their Prelude actions, ignoring
 * ship build limits for Material": each offered where its action has a target (judged without the spent token, as the
 * Prelude does); Outraged types cannot be spent for their Prelude action (Outrage, base p.17). The Intermission has no
 * turn, so no per-turn ship limit is counted (starports, the Flagship). The token returns to the supply at once.
 */
function hoardSpends(s: GameState, seat: Seat): DecisionOption[] {
  const out: DecisionOption[] = [];
  for (const r of Object.keys(HOARD_PRELUDES) as (keyof typeof HOARD_PRELUDES)[]) {
    const place = hoardPlace(s, seat, r);
    if (place === undefined || !permits(s, seat, { t: 'prelude-spend', resource: r })) continue;
    const after = withoutToken(s, seat, place);
    for (const a of HOARD_PRELUDES[r]) {
      if (canTake(after, seat, a)) out.push(opt(HOARD_OUT.id('spend', { resource: r, action: a }), msg('campaign.pirate.hoard.out.spend', { resource: resource(r), action: msg(`core.action.${a}`) })));
    }
  }
  return out;
}

const hoardOut: H<'campaign/pirate-hoard-out'> = {
  step(s, f) {
    const hoard = hoardOf(s, f.seat);
    if (hoard.length === 0) return done;
    const options = [opt(HOARD_OUT.id('done'), msg('campaign.pirate.hoard.out.done', { n: hoard.length }))];
    if (emptyPlaces(s, f.seat).length > 0) for (const r of new Set(hoard)) options.unshift(opt(HOARD_OUT.id('board', { resource: r }), msg('campaign.pirate.hoard.out.board', { resource: resource(r) })));
    options.unshift(...hoardSpends(s, f.seat));
    return ask(f.seat, msg('campaign.pirate.hoard.out'), options);
  },
  resume(s, f, choice) {
    const c = HOARD_OUT.read(choice);
    if (c.tag === 'spend') {
      const r = toSupplyFromHoard(s, f.seat, c.resource);
      preludeSpentTriggers(s, f.seat, r);
      fired(s, 'ARCS-F1204');
      log(s, `${seatName(s, f.seat)} spends ${r} from the Pirate Hoard to ${c.action} (Pirate Act II Resolution).`);
      return call(actionFrame(f.seat, c.action));
    }
    if (c.tag === 'done') {
      const n = emptyHoard(s, f.seat);
      log(s, `${seatName(s, f.seat)} returns ${n} resource${n === 1 ? '' : 's'} from the Pirate Hoard to the supply.`);
      return done;
    }
    const place = heldTokens(s, f.seat).find((t) => hoardPlaceResource(t.place) === c.resource)!.place;
    const to = emptyPlaces(s, f.seat)[0]!;
    putToken(s, f.seat, to, takeToken(s, f.seat, place));
    log(s, `${seatName(s, f.seat)} moves a ${c.resource} from the Pirate Hoard to their player board.`);
    return call();
  },
};

/** Spend a Hoard token of this resource: back to the supply. */
function toSupplyFromHoard(s: GameState, seat: Seat, r: Resource): Resource {
  const token = takeToken(s, seat, hoardPlace(s, seat, r)!);
  toSupply(s, token);
  return token;
}

/** Rumors a seat may place an agent on now (see the frame). */
function rumorSpots(s: GameState, seat: Seat, mode: 'secured' | 'battle'): Rumor[] {
  if (s.players[seat]!.supply.agents === 0) return [];
  return rumors(s).filter((r) => {
    if ((r.agents ?? []).includes(seat)) return false;
    // Rumors Spread: "a Rumor token in a system with Loyal pieces"; Rumors of the Haven: "a Rumor without a Loyal agent".
    return mode === 'battle' || loyalPieceIn(s, seat, r.where);
  });
}

const rumorAgent: H<'campaign/pirate-rumor-agent'> = {
  step(s, f) {
    const spots = rumorSpots(s, f.seat, f.mode);
    if (spots.length === 0) return done;
    const options = [...new Set(spots.map((r) => r.where))].map((id) => opt(PLANET.id('sys', { system: id }), msg('campaign.pirate.rumor.on', { system: system(id) })));
    options.push(opt(PLANET.id('none'), msg('campaign.pirate.rumor.none')));
    return ask(f.seat, msg('campaign.pirate.rumor.agent'), options);
  },
  resume(s, f, choice) {
    const c = PLANET.read(choice);
    if (c.tag === 'none') return done;
    const r = rumorSpots(s, f.seat, f.mode).find((x) => x.where === c.system);
    if (!r) return done;
    s.players[f.seat]!.supply.agents -= 1;
    r.agents = [...(r.agents ?? []), f.seat];
    fired(s, f.mode === 'battle' ? RUMORS_OF_THE_HAVEN : RUMORS_SPREAD[0]);
    log(s, `${seatName(s, f.seat)} places an agent on the Rumor in ${c.system}.`);
    return done;
  },
};

const claim: H<'campaign/pirate-claim'> = {
  step(s, f) {
    const t = truthfulClaims(s, f.seat);
    if (!t.empty && !t.loyal) return done;
    const options = [opt(CLAIM.id('none'), msg('campaign.pirate.claim.none'))];
    if (t.empty) options.push(opt(CLAIM.id('empty'), msg('campaign.pirate.claim.empty')));
    if (t.loyal) options.push(opt(CLAIM.id('loyal'), msg('campaign.pirate.claim.loyal')));
    if (t.empty && t.loyal) options.push(opt(CLAIM.id('both'), msg('campaign.pirate.claim.both')));
    return ask(f.seat, msg('campaign.pirate.claim'), options);
  },
  resume(s, f, choice) {
    const tag = CLAIM.read(choice).tag;
    const n = tag === 'both' ? 2 : tag === 'none' ? 0 : 1;
    if (n === 0) return done;
    const c = s.campaign!;
    c.pirateClaims = [...(c.pirateClaims ?? []).filter((x) => x.seat !== f.seat), { seat: f.seat, chapter: s.chapter, n }];
    fired(s, PIRATE_ACT3_OBJECTIVE);
    const said = tag === 'both' ? 'no Rival pieces and a Loyal piece are' : tag === 'empty' ? 'no Rival pieces are' : 'a Loyal piece is';
    log(s, `${seatName(s, f.seat)} declares truthfully that ${said} in the Pirate Haven's system.`);
    return done;
  },
};

const haven: H<'campaign/pirate-haven'> = {
  step(s, f) {
    while (f.queue.length > 0) {
      const seat = f.queue[0]!;
      const planets = mapPlanets(s).filter((id) => controls(s, id, seat));
      if (planets.length > 0) {
        const options = planets.map((id) => opt(PLANET.id('sys', { system: id }), msg('core.system', { system: system(id) })));
        options.push(opt(PLANET.id('none'), msg('campaign.pirate.haven.none')));
        return ask(seat, msg('campaign.pirate.haven', { pirate: owner(f.pirate) }), options);
      }
      f.queue.shift();
    }
    // "Reveal the True Rumor tokens to show the Pirate Haven's planet."
    for (const r of rumors(s)) if (r.face === 'cluster' || r.face === 'symbol') r.up = true;
    const at = havenOf(s);
    fired(s, PIRATE_ACT3_OBJECTIVE);
    const finders = f.guesses.filter((g) => g.planet === at).map((g) => g.seat);
    log(s, `The True Rumors are revealed: the Pirate Haven is ${at ?? 'nowhere (no Rumors)'}.`);
    if (at === null) return done;
    if (finders.length > 0) {
      // "If any player chose the Pirate Haven's planet, they gain 10 Power and you lose 10 Power."
      for (const seat of finders) s.players[seat]!.power += 10;
      s.players[f.pirate]!.power -= 10;
      log(s, `${finders.map((x) => seatName(s, x)).join(', ')} found the Pirate Haven: +10 Power; ${seatName(s, f.pirate)} loses 10 Power.`);
    } else {
      s.players[f.pirate]!.power += 10;
      log(s, `Nobody found the Pirate Haven: ${seatName(s, f.pirate)} gains 10 Power.`);
    }
    return done;
  },
  resume(s, f, choice) {
    const seat = f.queue.shift()!;
    const c = PLANET.read(choice);
    if (c.tag === 'sys') {
      f.guesses.push({ seat, planet: c.system });
      log(s, `${seatName(s, seat)} guesses that the Pirate Haven is ${c.system}.`);
    } else log(s, `${seatName(s, seat)} makes no guess.`);
    return call();
  },
};

export const PIRATE_HANDLERS = {
  'campaign/pirate-rumors': placeRumors,
  'campaign/pirate-hoard-out': hoardOut,
  'campaign/pirate-rumor-agent': rumorAgent,
  'campaign/pirate-claim': claim,
  'campaign/pirate-haven': haven,
} as const;

/* -------------------------------------------------------------- card effects */

/** A Rival's resources of a type, as F1201B counts them ("Don't count Guild cards": tokens only, frozen ones included). */
function rivalResources(s: GameState, rival: Seat, r: Resource): number {
  return countResources(s, rival, [r]);
}

/** "Draw 1 action card from the bottom of the action discard pile." */
function drawFromDiscardBottom(s: GameState, seat: Seat): void {
  const id = s.actionDiscard.shift();
  if (id === undefined) {
    log(s, `Call to Action: the action discard pile is empty; ${seatName(s, seat)} draws nothing.`);
    return;
  }
  s.players[seat]!.hand.push(id);
  fired(s, CALL_TO_ACTION);
  log(s, `${seatName(s, seat)} draws an action card from the bottom of the action discard pile (Call to Action).`);
}

/** Rumors Spread (F1209, F1210). */
const rumorsSpread = (id: string): CardEffect => ({
  id,
  // "Crisis: In the rolled cluster, flip all Rumor tokens face up and return all agents on them. If this flipped any Rumors, discard this card."
  crisis(s, _holder, roll) {
    const cluster = rolledCluster(roll);
    let flipped = 0;
    for (const r of rumors(s)) {
      if (systemDef(r.where).cluster !== cluster) continue;
      if (!r.up) {
        r.up = true;
        flipped += 1;
      }
      for (const seat of r.agents ?? []) returnAgents(s, seat, 1);
      delete r.agents;
    }
    if (flipped > 0) {
      fired(s, id);
      log(s, `Rumors Spread: ${flipped} Rumor${flipped === 1 ? ' is' : 's are'} flipped face up in cluster ${cluster}.`);
      discardCard(s, id);
    }
    return [];
  },
  // "When Secured: You may place an agent on a Rumor token in a system with Loyal pieces. Discard this card."
  whenSecured: (_s, seat) => [{ k: 'campaign/pirate-rumor-agent', seat, mode: 'secured' }],
});

export const PIRATE_EFFECTS: readonly CardEffect[] = [
  {
    // F1201B Act II objective. "Grow Your Hoard of Resources: At the end of a chapter, advance 1 for each resource in your Pirate
    // Hoard." "Embarrass Your Rivals with Riches: At the end of a chapter, advance 1 for each type of resource that your Pirate
    // Hoard has more of than each Rival. Don't count Guild cards. With 2 players, count resources on ambition boxes as a Rival."
    id: PIRATE_ACT2_OBJECTIVE,
    afterScoring(s, seat) {
      const a = hoardAdvance(s, seat, (rival, r) => rivalResources(s, rival, r));
      if (a.tokens + a.types > 0) fired(s, PIRATE_ACT2_OBJECTIVE);
      advanceObjective(s, seat, a.tokens + a.types);
      return [];
    },
  },
  {
    // F1202 Pirate Hoard (Lore): "Outrage doesn't discard resources here. You may place resources you steal here. Their raid cost
    // is 2 keys each. (You can spend them and add them to ambitions.)" (holdings.ts; frames/resources.ts res/gain)
    id: PIRATE_HOARD,
    keepsStolen: true,
  },
  {
    // F1203 Pirate Fleet: "When attacking in battle, you may collect raid dice even if there are no defending buildings or
    // Flagships. If you do this, you can only steal resources, max 1 per damaged defending ship." (frames/battle.ts)
    id: PIRATE_FLEET,
    raidsWithoutBuildings: true,
  },
  {
    // F1205 Pirate Smugglers: "You may tax Rival cities with any Loyal ships, ignoring control, but you do not capture an agent if
    // you do not control it." A city taxable the usual way (controlled) is taxed the usual way, with its Captive; otherwise it is
    // taxed "like Loyal" (act/tax: no Captive).
    id: PIRATE_SMUGGLERS,
    taxLikeLoyal(s, holder, id, owner) {
      if (!isSeat(owner) || owner === holder) return false;
      // A query: find the group, never create an empty one (shipsOf would).
      const g = sys(s, id).ships.find((x) => x.owner === holder);
      return g !== undefined && g.fresh + g.damaged > 0;
    },
  },
  {
    // F1206 Call to Action (Vox). "Crisis: The player with the most resources takes the When Secured action."
    id: CALL_TO_ACTION,
    crisis(s) {
      const counts = s.players.map((p) => countResources(s, p.seat, RESOURCES));
      const top = Math.max(...counts);
      const most = s.players.filter((p) => counts[p.seat] === top).map((p) => p.seat);
      if (top === 0 || most.length !== 1) {
        log(s, 'Call to Action: no single player has the most resources.');
        return [];
      }
      drawFromDiscardBottom(s, most[0]!);
      discardCard(s, CALL_TO_ACTION);
      return [];
    },
    // "When Secured: Draw 1 action card from the bottom of the action discard pile. Discard Call to Action."
    whenSecured(s, seat) {
      drawFromDiscardBottom(s, seat);
      return [];
    },
  },
  // F1207 Silver-Tongues (a Guild of this set, not the base Court card): "Prelude: You may discard this to steal 1 Guild card or resource."
  silverTongues(SILVER_TONGUES),
  {
    // F1208B Act III objective (grand ambitions): the declarations at a chapter's end; "At the end of Act III" the Haven.
    id: PIRATE_ACT3_OBJECTIVE,
    beforeScoring(s, seat) {
      const c = s.campaign;
      if (!c || c.act !== 3 || !isPirate(s, seat)) return [];
      const out: FrameOf<'campaign/pirate-claim' | 'campaign/pirate-haven'>[] = [{ k: 'campaign/pirate-claim', seat }];
      if (s.chapter >= CHAPTERS_IN_ACT[3] && (c.rumors?.length ?? 0) > 0) out.push({ k: 'campaign/pirate-haven', pirate: seat, queue: turnOrder(s).filter((x) => x !== seat), guesses: [] });
      return out;
    },
    afterScoring(s, seat) {
      const c = s.campaign;
      if (c?.pirateClaims) {
        c.pirateClaims = c.pirateClaims.filter((x) => x.seat !== seat);
        if (c.pirateClaims.length === 0) delete c.pirateClaims;
      }
      return [];
    },
  },
  rumorsSpread(RUMORS_SPREAD[0]),
  rumorsSpread(RUMORS_SPREAD[1]),
  {
    // F1211 Rumors of the Haven (Law): "In battle, if a player steals anything from the Pirate, they may also place 1 agent on a
    // Rumor without a Loyal agent." (Peeking: campaign/view.ts; the end of the Act: F1208B.)
    id: RUMORS_OF_THE_HAVEN,
    stolenInBattle(s, thief, victim) {
      if (!isPirate(s, victim) || isPirate(s, thief) || rumorSpots(s, thief, 'battle').length === 0) return [];
      return [{ k: 'campaign/pirate-rumor-agent', seat: thief, mode: 'battle' }];
    },
  },
];

/** Campaign view: may `viewer` see this face-down Rumor's face? The Pirate, and seats with an agent on it. */
export function mayPeekRumor(s: GameState, viewer: Seat | null, r: Rumor): boolean {
  if (r.up) return true;
  if (viewer === null) return false;
  return isPirate(s, viewer) || (r.agents ?? []).includes(viewer);
}

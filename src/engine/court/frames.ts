/** Handlers of the `fx/` frames pushed by card effects (court/frame-types.ts). */
import { AMBITIONS, type ActionCardId } from '../../data/action-cards.ts';
import { declarable } from '../campaign/faithful.ts';
import { cardDef } from '../../data/cards.ts';
import { CLUSTER_IDS, RESOURCES, systemDef, type ClusterId, type Resource, type SystemId } from '../../data/map.ts';
import { addTrophy, hasExcessResources, log, planetResource, returnAgents, returnCityToBoard, returnPieces, seatName, sys, systemIds } from '../board.ts';
import { cardName } from '../court.ts';
import { canSteal, declareAlternatives, effectOf, fired, mayDeclareNow, noteBlockedSteal, noteCaptured, notForbidden, noteWithheldGuilds, stealableGuild, takeStolenCard, weaponIcons } from '../effects.ts';
import { discardAllOf, emptyPlaces, frozenResources, heldTokens, holdsResource, leaguePlace, leaguePlaceResource, takeFrozen, takeLeague, takeToken, takeVault, trustPlace, trustPlaceResource, vaultPlace, vaultPlaceResource, vaultResources } from '../holdings.ts';
import { systemLabel } from '../frames/actions.ts';
import { rerolledDice } from '../frames/battle.ts';
import { availableMarkers, canSeize, declareAmbition, seize } from '../frames/flow.ts';
import { provokeOutrage } from '../frames/outrage.ts';
import { gainFrames, resourceLabel, toSupply } from '../frames/resources.ts';
import { rollFace, shuffleInPlace } from '../rng.ts';
import { call, done, opt, thenRun, type Handler, type Step } from '../step.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Seat } from '../types.ts';
import { actionCardMsg, ambitionMsg, placeMsg, placeShips } from './common.ts';
import { actionCardField, choices, COURT_SLOT, field, SYSTEM } from '../choices.ts';
import { card, msg, owner, resource, system, type Text } from '../messages.ts';
import { controls, isSeat, rivalSeats as rivals, systemsControlledBy } from '../control.ts';
import type { EffectFrame } from './frame-types.ts';

type H<K extends EffectFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: Text, options: DecisionOption[], secret = false): Step => ({ t: 'ask', seat, prompt, options, secret });

/* ------------------------------------------------------------- generic */

/** `item:<index>`: the effect that resolves next. */
const ORDER = choices({ item: { index: field.int } });

const order: H<'fx/order'> = {
  step(_s, f) {
    if (f.items.length === 0) return done;
    if (f.items.length === 1) return thenRun(...f.items[0]!.frames);
    return ask(f.chooser, msg('court.order.prompt'), f.items.map((it, i) => opt(ORDER.id('item', { index: i }), it.label)));
  },
  resume(_s, f, choice) {
    const [item] = f.items.splice(ORDER.read(choice).index, 1);
    return call(...item!.frames);
  },
};

const whenDrawnFrame: H<'fx/when-drawn'> = {
  step(s, f) {
    const frames = effectOf(s, f.card)?.whenDrawn?.(s) ?? [];
    return frames.length > 0 ? thenRun(...frames) : done;
  },
  resume: () => done,
};

const dispose: H<'fx/dispose'> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    const i = p.court.findIndex((c) => c.id === f.card);
    if (i >= 0) {
      const [held] = p.court.splice(i, 1);
      for (const t of held!.tokens) toSupply(s, t);
      if (f.how === 'shuffle') {
        s.courtDeck.push(f.card);
        shuffleInPlace(s.rng, s.courtDeck);
        log(s, `${cardName(f.card)} is shuffled into the Court deck.`);
      } else if (f.how === 'bury') {
        // Bury: place on the bottom of the Court deck (campaign Vox cards).
        s.courtDeck.push(f.card);
        log(s, `${cardName(f.card)} is buried.`);
      } else s.courtDiscard.push(f.card);
    }
    return done;
  },
  resume: () => done,
};

function placeEachStep(s: GameState, f: FrameOf<'fx/place-each'>): Step {
  const supply = s.players[f.seat]!.supply.ships;
  if (supply === 0 || f.systems.length === 0) return done;
  if (supply >= f.systems.length) {
    for (const id of f.systems) placeShips(s, f.seat, id, 1);
    log(s, `${seatName(s, f.seat)} places a ship in each of ${f.systems.map(systemLabel).join(', ')}.`);
    f.systems = [];
    return done;
  }
  return ask(f.seat, msg('court.place-each.prompt'), f.systems.map((id) => opt(SYSTEM.id('sys', { system: id }), msg('core.system', { system: system(id) }))));
}

const placeEach: H<'fx/place-each'> = {
  step: placeEachStep,
  resume(s, f, choice) {
    const id = SYSTEM.read(choice).system;
    placeShips(s, f.seat, id, 1);
    f.systems = f.systems.filter((x) => x !== id);
    log(s, `${seatName(s, f.seat)} places a ship in ${systemLabel(id)}.`);
    return call();
  },
};

const place3: H<'fx/place-3'> = {
  step(s, f) {
    const options = systemsControlledBy(s, f.seat).map((id) => opt(SYSTEM.id('sys', { system: id }), msg('core.system', { system: system(id) })));
    if (options.length === 0 || s.players[f.seat]!.supply.ships === 0) return done;
    return ask(f.seat, msg('court.place-3.prompt'), options);
  },
  resume(s, f, choice) {
    const id = SYSTEM.read(choice).system;
    const n = placeShips(s, f.seat, id, 3);
    log(s, `${seatName(s, f.seat)} places ${n} ship${n === 1 ? '' : 's'} in ${systemLabel(id)}.`);
    return done;
  },
};

/* ---------------------------------------------------------- resources */

/** Rivals' tokens the seat may steal, in slots and on lore cards (holdings.ts). */
function stealableTokens(s: GameState, seat: Seat, r: Resource | null): { victim: Seat; place: string; resource: Resource }[] {
  const out: { victim: Seat; place: string; resource: Resource }[] = [];
  for (const v of rivals(s, seat)) {
    if (!canSteal(s, seat, v, { resource: true })) continue;
    for (const t of heldTokens(s, v)) if (r === null || t.resource === r) out.push({ victim: v, place: t.place, resource: t.resource });
    // Campaign: the Imperial Trust on the First Regent tile, frozen but stealable by Rivals (holdings.ts trustPlace).
    for (const f of new Set(frozenResources(s, v))) if (r === null || f === r) out.push({ victim: v, place: trustPlace(f), resource: f });
    // Magnate (ARCS-F302): the Merchant League's frozen resources, stealable by Rivals too.
    for (const f of new Set(s.campaign?.seats[v]?.merchantLeague ?? [])) if (r === null || f === r) out.push({ victim: v, place: leaguePlace(f), resource: f });
    // Guardian (ARCS-F2002 Green Vault): the frozen Material and Fuel in its Captives, stealable by Rivals too.
    for (const f of new Set(vaultResources(s, v))) if (r === null || f === r) out.push({ victim: v, place: vaultPlace(f), resource: f });
  }
  return out;
}

/**
 * Stealing (fx/fill, fx/steal): `res:<victim>:<place>` a resource token, `card:<victim>:<card id>`
 * a Guild card, `from:<victim>` the Rival first (big menus), `none` nothing, `stop` no more.
 */
const STEAL = choices({
  res: { victim: field.int, place: field.word },
  card: { victim: field.int, card: field.word },
  from: { victim: field.int },
  none: {},
  stop: {},
});

function stealOption(t: { victim: Seat; place: string; resource: Resource }): DecisionOption {
  return opt(STEAL.id('res', { victim: t.victim, place: t.place }), msg('court.steal.resource', { victim: owner(t.victim), resource: resource(t.resource), place: placeMsg(t.place) }));
}

function stealResource(s: GameState, seat: Seat, victim: Seat, place: string): Frame {
  const frozen = trustPlaceResource(place);
  if (frozen) {
    if (!takeFrozen(s, frozen)) throw new Error(`stealResource: no ${frozen} in the Imperial Trust (bug)`);
    log(s, `${seatName(s, seat)} steals a ${resourceLabel(frozen)} from the Imperial Trust on ${seatName(s, victim)}'s First Regent tile.`);
    return gainFrames(seat, frozen, true);
  }
  // Magnate (ARCS-F302): off the Merchant League.
  const league = leaguePlaceResource(place);
  if (league) {
    if (!takeLeague(s, victim, league)) throw new Error(`stealResource: no ${league} on the Merchant League (bug)`);
    log(s, `${seatName(s, seat)} steals a ${resourceLabel(league)} off ${seatName(s, victim)}'s Merchant League.`);
    return gainFrames(seat, league, true);
  }
  // Guardian (ARCS-F2002): out of the Captives (Green Vault).
  const vault = vaultPlaceResource(place);
  if (vault) {
    if (!takeVault(s, victim, vault)) throw new Error(`stealResource: no frozen ${vault} in the Captives (bug)`);
    log(s, `${seatName(s, seat)} steals a ${resourceLabel(vault)} from ${seatName(s, victim)}'s Captives (Green Vault).`);
    return gainFrames(seat, vault, true);
  }
  const r = takeToken(s, victim, place);
  log(s, `${seatName(s, seat)} steals ${seatName(s, victim)}'s ${resourceLabel(r)}.`);
  return gainFrames(seat, r, true);
}

const fill: H<'fx/fill'> = {
  step(s, f) {
    if (f.left <= 0 || emptyPlaces(s, f.seat).length === 0) return done;
    if (s.supply[f.resource] > 0) {
      f.left -= 1;
      return call(gainFrames(f.seat, f.resource));
    }
    // The supply is empty: steal the resource instead (unless stealing is forbidden: Sworn Guardians).
    const options = stealableTokens(s, f.seat, f.resource).map((t) => stealOption(t));
    if (options.length === 0) {
      noteBlockedSteal(s, f.seat);
      return done;
    }
    options.push(opt(STEAL.id('stop'), msg('court.stop')));
    return ask(f.seat, msg('court.fill.prompt', { resource: resource(f.resource), n: f.left }), options);
  },
  resume(s, f, choice) {
    noteBlockedSteal(s, f.seat);
    const c = STEAL.read(choice);
    if (c.tag !== 'res') return done;
    f.left -= 1;
    return call(stealResource(s, f.seat, c.victim, c.place));
  },
};

/** Discord menus hold 25 options: bigger choices ask for the Rival first (ARCHITECTURE.md). */
const MENU_LIMIT = 25;

function stealOptions(s: GameState, f: FrameOf<'fx/steal'>): DecisionOption[] {
  const options: DecisionOption[] = [];
  if (f.what !== 'guild') {
    for (const t of stealableTokens(s, f.seat, f.resource)) if (f.from === undefined || t.victim === f.from) options.push(stealOption(t));
  }
  if (f.what !== 'resource') {
    for (const v of rivals(s, f.seat)) {
      if (f.from !== undefined && v !== f.from) continue;
      for (const c of s.players[v]!.court) {
        if (cardDef(c.id).kind === 'guild' && stealableGuild(s, f.seat, v, c.id)) options.push(opt(STEAL.id('card', { victim: v, card: c.id }), msg('court.steal.card', { card: card(c.id), victim: owner(v) })));
      }
    }
  }
  return options;
}

/** The steal is resolved: the cards that kept Guild cards out of its options fire (Honor Guard F705; effects.ts noteWithheldGuilds). */
function noteStealWithheld(s: GameState, f: FrameOf<'fx/steal'>): void {
  if (f.what === 'resource') return;
  for (const v of rivals(s, f.seat)) if (f.from === undefined || v === f.from) noteWithheldGuilds(s, f.seat, v);
}

const steal: H<'fx/steal'> = {
  step(s, f) {
    const options = stealOptions(s, f);
    if (options.length >= MENU_LIMIT && f.from === undefined) {
      const victims = [...new Set(options.map((o) => {
        const c = STEAL.read(o.id);
        return c.tag === 'res' || c.tag === 'card' ? c.victim : -1;
      }))];
      const menu = victims.map((v) => opt(STEAL.id('from', { victim: v }), msg('court.steal.from', { victim: owner(v) })));
      if (f.optional) menu.push(opt(STEAL.id('none'), msg('court.steal.none')));
      return ask(f.seat, msg('court.steal.which-rival'), menu);
    }
    if (options.length === 0) {
      noteBlockedSteal(s, f.seat);
      noteStealWithheld(s, f);
      return done;
    }
    if (f.optional) options.push(opt(STEAL.id('none'), msg('court.steal.none')));
    return ask(f.seat, msg('court.steal.prompt'), options);
  },
  resume(s, f, choice) {
    const c = STEAL.read(choice);
    if (c.tag === 'from') {
      f.from = c.victim;
      return call();
    }
    noteBlockedSteal(s, f.seat);
    noteStealWithheld(s, f);
    if (c.tag === 'res') return thenRun(stealResource(s, f.seat, c.victim, c.place));
    if (c.tag !== 'card') return done;
    const how = takeStolenCard(s, f.seat, c.victim, c.card);
    log(s, `${seatName(s, f.seat)} steals ${cardDef(c.card).name} from ${seatName(s, c.victim)}${how === 'buried' ? '; it is buried' : ''}.`);
    return done;
  },
};

const cartelDiscard: H<'fx/cartel-discard'> = {
  step(s, f) {
    // After scoring, Rivals discard all of the Cartel's resource (FAQ: even if it was not scored).
    let n = 0;
    for (const v of rivals(s, f.holder)) n += discardAllOf(s, v, f.resource);
    fired(s, f.card);
    log(s, `${cardName(f.card)}: ${seatName(s, f.holder)}'s Rivals discard all ${resourceLabel(f.resource)} (${n}).`);
    return done;
  },
  resume: () => done,
};

/* ----------------------------------------------------------- new actions */

/** Captives: `cap:<owner>:<resource>` (Pressgang), `cap:<owner>` (Execute), `all`, `stop`. */
const PRESSGANG = choices({ cap: { owner: field.int, resource: field.resource }, stop: {} });
const EXECUTE = choices({ cap: { owner: field.int }, all: {}, stop: {} });

const pressgang: H<'fx/pressgang'> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    const options: DecisionOption[] = [];
    p.captives.forEach((n, o) => {
      if (n <= 0) return;
      for (const r of RESOURCES) if (s.supply[r] > 0) options.push(opt(PRESSGANG.id('cap', { owner: o, resource: r }), msg('court.pressgang.option', { owner: owner(o), resource: resource(r) })));
    });
    if (options.length === 0) return done;
    options.push(opt(PRESSGANG.id('stop'), msg('court.stop')));
    return ask(f.seat, msg('court.pressgang.prompt'), options);
  },
  resume(s, f, choice) {
    const c = PRESSGANG.read(choice);
    if (c.tag === 'stop') return done;
    const { owner: o, resource: r } = c;
    s.players[f.seat]!.captives[o]! -= 1;
    returnAgents(s, o, 1);
    log(s, `${seatName(s, f.seat)} returns a ${seatName(s, o)} captive and gains ${resourceLabel(r)}.`);
    return call(gainFrames(f.seat, r));
  },
};

const execute: H<'fx/execute'> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    const options: DecisionOption[] = [];
    p.captives.forEach((n, o) => {
      if (n > 0) options.push(opt(EXECUTE.id('cap', { owner: o }), msg('court.execute.one', { owner: owner(o) })));
    });
    if (options.length === 0) return done;
    if (options.length > 1 || p.captives.some((n) => n > 1)) options.push(opt(EXECUTE.id('all'), msg('court.execute.all')));
    options.push(opt(EXECUTE.id('stop'), msg('court.stop')));
    return ask(f.seat, msg('court.execute.prompt'), options);
  },
  resume(s, f, choice) {
    const c = EXECUTE.read(choice);
    if (c.tag === 'stop') return done;
    const p = s.players[f.seat]!;
    const owners = c.tag === 'all' ? p.captives.map((_, i) => i) : [c.owner];
    for (const o of owners) {
      const n = c.tag === 'all' ? p.captives[o]! : 1;
      if (n <= 0) continue;
      p.captives[o]! -= n;
      addTrophy(p, o, 'agent', n);
      log(s, `${seatName(s, f.seat)} executes ${n} ${seatName(s, o)} captive${n > 1 ? 's' : ''}.`);
    }
    return call();
  },
};

/** Court cards with Rival agents, fewer than the seat's Weapon icons (Court Enforcers). */
export function abductTargets(s: GameState, seat: Seat): number[] {
  const w = weaponIcons(s, seat);
  return s.court.flatMap((c, i) => {
    const rival = c.agents.reduce((n, a, o) => n + (o === seat ? 0 : a), 0);
    return rival > 0 && rival < w ? [i] : [];
  });
}

const abduct: H<'fx/abduct'> = {
  step(s, f) {
    const options = abductTargets(s, f.seat).map((i) => opt(COURT_SLOT.id('card', { slot: i }), msg('core.card', { card: card(s.court[i]!.card) })));
    if (options.length === 0) return done;
    return ask(f.seat, msg('court.abduct.prompt'), options);
  },
  resume(s, f, choice) {
    const slot = s.court[COURT_SLOT.read(choice).slot]!;
    const p = s.players[f.seat]!;
    slot.agents.forEach((n, o) => {
      if (o === f.seat || n === 0) return;
      p.captives[o]! += n;
      slot.agents[o] = 0;
      noteCaptured(s, f.seat, o, n); // Admiral (ARCS-F712B)
    });
    log(s, `${seatName(s, f.seat)} abducts the Rival agents on ${cardName(slot.card)}.`);
    return done;
  },
};

/** Rival cities in systems the seat controls, where a swap is possible (Elder Broker, Trade). */
export function tradeTargets(s: GameState, seat: Seat): { id: SystemId; owner: Seat }[] {
  const out: { id: SystemId; owner: Seat }[] = [];
  const mine = heldTokens(s, seat);
  for (const id of systemIds(s)) {
    if (!controls(s, id, seat)) continue;
    const r = planetResource(id);
    if (!r) continue;
    const owners = new Set<Seat>();
    // Rival cities: a Free city has no owner to swap with.
    for (const b of sys(s, id).slots) if (b && b.type === 'city' && isSeat(b.owner) && b.owner !== seat) owners.add(b.owner);
    for (const o of owners) {
      if (holdsResource(s, o, r) && mine.some((x) => !holdsResource(s, o, x.resource))) out.push({ id, owner: o });
    }
  }
  return out;
}

/** Trade: `city:<system>:<owner>` the Rival city, then `take:<place>` their token, `give:<place>` yours. */
const TRADE = choices({ city: { system: field.system, owner: field.int }, take: { place: field.word }, give: { place: field.word } });

const trade: H<'fx/trade'> = {
  step(s, f) {
    if (f.system === null || f.owner === null) {
      const options = tradeTargets(s, f.seat).map((t) => opt(TRADE.id('city', { system: t.id, owner: t.owner }), msg('court.trade.city', { owner: owner(t.owner), system: system(t.id) })));
      if (options.length === 0) return done;
      return ask(f.seat, msg('court.trade.which-city'), options);
    }
    const r = planetResource(f.system)!;
    const them = f.owner;
    if (f.take === null) {
      const options = heldTokens(s, them).filter((x) => x.resource === r).map((x) => opt(TRADE.id('take', { place: x.place }), msg('court.trade.take', { resource: resource(r), place: placeMsg(x.place) })));
      return ask(f.seat, msg('court.trade.take-prompt', { resource: resource(r), owner: owner(them) }), options);
    }
    const options = heldTokens(s, f.seat).filter((x) => !holdsResource(s, them, x.resource)).map((x) => opt(TRADE.id('give', { place: x.place }), msg('court.trade.give', { resource: resource(x.resource), place: placeMsg(x.place) })));
    return ask(f.seat, msg('court.trade.give-prompt', { owner: owner(them) }), options);
  },
  resume(s, f, choice) {
    const c = TRADE.read(choice);
    if (c.tag === 'city') {
      f.system = c.system;
      f.owner = c.owner;
      return call();
    }
    if (c.tag === 'take') {
      f.take = c.place;
      return call();
    }
    // Swap: both tokens change hands at once; each new owner places theirs (not stealing: FAQ).
    const got = takeToken(s, f.owner!, f.take!);
    const gave = takeToken(s, f.seat, c.place);
    log(s, `${seatName(s, f.seat)} trades ${resourceLabel(gave)} for ${seatName(s, f.owner!)}'s ${resourceLabel(got)}.`);
    return thenRun(gainFrames(f.seat, got, true), gainFrames(f.owner!, gave, true));
  },
};

/* ----------------------------------------------------------------- battle */

const SKIRMISH_HIT = (face: number) => face <= 2; // data/dice.ts: faces 0-2 hit, 3-5 blank

/** Skirmishers: `re:<blanks>:<hits>` to reroll, or `none`. */
const REROLL = choices({ re: { blanks: field.int, hits: field.int }, none: {} });

const reroll: H<'fx/reroll'> = {
  step(s, f) {
    const hits = f.faces.skirmish.filter(SKIRMISH_HIT).length;
    const blanks = f.faces.skirmish.length - hits;
    const options = [opt(REROLL.id('none'), msg('court.reroll.none'))];
    for (let b = blanks; b >= 0; b--) {
      for (let h = 0; h <= hits; h++) {
        if (b + h === 0 || b + h > f.limit) continue;
        const label = h === 0 ? msg('court.reroll.blanks', { n: b }) : b === 0 ? msg('court.reroll.hits', { n: h }) : msg('court.reroll.both', { blanks: b, hits: h });
        options.push(opt(REROLL.id('re', { blanks: b, hits: h }), label));
      }
    }
    return ask(f.attacker, msg('court.reroll.prompt', { n: f.limit }), options);
  },
  resume(s, f, choice) {
    const c = REROLL.read(choice);
    if (c.tag === 're') {
      const { blanks: b, hits: h } = c;
      let blanks = b;
      let hits = h;
      const rolled = [];
      for (const face of f.faces.skirmish) {
        const isHit = SKIRMISH_HIT(face);
        if (isHit && hits > 0) hits -= 1;
        else if (!isHit && blanks > 0) blanks -= 1;
        else {
          rolled.push(face);
          continue;
        }
        rolled.push(rollFace(s));
      }
      f.faces.skirmish = rolled;
      fired(s, f.card ?? 'ARCS-BC13');
      log(s, `${seatName(s, f.attacker)} rerolls ${b + h} skirmish ${b + h === 1 ? 'die' : 'dice'} (Skirmishers): ${rolled.filter(SKIRMISH_HIT).length} skirmish hit${rolled.filter(SKIRMISH_HIT).length === 1 ? '' : 's'} now.`);
    }
    return rerolledDice(f.faces);
  },
};


/* -------------------------------------------------------------- Farseers */

/** Farseers: `rival:<seat>` whose hand, then `take:<card>` theirs and `give:<card>` yours, or `noswap`. */
const PEEK = choices({ rival: { seat: field.int }, take: { card: actionCardField }, give: { card: actionCardField }, noswap: {} });

const farseersPeek: H<'fx/farseers-peek'> = {
  step(s, f) {
    if (f.rival === null) {
      const options = rivals(s, f.seat).filter((v) => s.players[v]!.hand.length > 0).map((v) => opt(PEEK.id('rival', { seat: v }), msg('court.farseers.look', { rival: owner(v) })));
      if (options.length === 0) return done;
      return ask(f.seat, msg('court.farseers.look-prompt'), options);
    }
    const theirs = s.players[f.rival]!.hand;
    const mine = s.players[f.seat]!.hand;
    if (f.take === null) {
      const options = [opt(PEEK.id('noswap'), msg('court.farseers.no-swap'))];
      if (mine.length > 0) for (const c of theirs) options.push(opt(PEEK.id('take', { card: c }), msg('court.farseers.take', { card: actionCardMsg(c) })));
      return ask(f.seat, msg('court.farseers.swap-prompt', { rival: owner(f.rival) }), options, true);
    }
    return ask(f.seat, msg('court.farseers.give-prompt'), mine.map((c) => opt(PEEK.id('give', { card: c }), msg('court.farseers.give', { card: actionCardMsg(c) }))), true);
  },
  resume(s, f, choice) {
    const c = PEEK.read(choice);
    if (c.tag === 'rival') {
      f.rival = c.seat;
      log(s, `${seatName(s, f.seat)} looks at ${seatName(s, f.rival)}'s hand (Farseers).`);
      return call();
    }
    if (c.tag === 'noswap') return done;
    if (c.tag === 'take') {
      f.take = c.card;
      return call();
    }
    const give = c.card;
    const mine = s.players[f.seat]!.hand;
    const theirs = s.players[f.rival!]!.hand;
    mine.splice(mine.indexOf(give), 1);
    theirs.splice(theirs.indexOf(f.take!), 1);
    mine.push(f.take!);
    theirs.push(give);
    fired(s, 'ARCS-BC17');
    log(s, `${seatName(s, f.seat)} swaps a card with ${seatName(s, f.rival!)}.`);
    return done;
  },
};

/** Farseers (Prelude): `pick:<card>` to choose or unchoose a card, `done` to draw. */
const DRAW = choices({ pick: { card: actionCardField }, done: {} });

const farseersDraw: H<'fx/farseers-draw'> = {
  step(s, f) {
    const hand = s.players[f.seat]!.hand;
    const options = [opt(DRAW.id('done'), msg('court.farseers.draw', { n: f.chosen.length + 1 }))];
    for (const c of hand) options.push(opt(DRAW.id('pick', { card: c }), msg(f.chosen.includes(c) ? 'court.farseers.keep' : 'court.farseers.discard', { card: actionCardMsg(c) })));
    return ask(f.seat, msg('court.farseers.draw-prompt', { n: f.chosen.length }), options, true);
  },
  resume(s, f, choice) {
    const picked = DRAW.read(choice);
    if (picked.tag === 'pick') {
      const c: ActionCardId = picked.card;
      f.chosen = f.chosen.includes(c) ? f.chosen.filter((x) => x !== c) : [...f.chosen, c];
      return call();
    }
    const p = s.players[f.seat]!;
    const n = f.chosen.length + 1; // Farseers itself counts (FAQ: discard 2 cards + Farseers, draw 3)
    p.hand = p.hand.filter((c) => !f.chosen.includes(c));
    // FAQ: shuffle the discarded cards before placing them on the discard pile (newest last = top).
    s.actionDiscard.push(...shuffleInPlace(s.rng, [...f.chosen]));
    const drawn = s.actionDiscard.splice(0, Math.min(n, s.actionDiscard.length));
    p.hand.push(...drawn);
    log(s, `${seatName(s, f.seat)} discards ${f.chosen.length} action card${f.chosen.length === 1 ? '' : 's'} and draws ${drawn.length} from the bottom of the action discard pile.`);
    return done;
  },
};

/* ----------------------------------------------------------- ambitions */

/** `declare:<ambition>` or `no`. */
const DECLARE = choices({ declare: { ambition: field.oneOf(...AMBITIONS) }, alt: { key: field.word }, no: {} });

const declare: H<'fx/declare'> = {
  step(s, f) {
    if (availableMarkers(s).length === 0) return done;
    // Feastbringer (ARCS-LEAD07, Generous) cannot declare without a Guild card to give.
    // Believer (ARCS-F823/F828/F830): the Ideals limit every way of declaring (Dominant Faith FAQ).
    const options = mayDeclareNow(s, f.seat) ? notForbidden(s, f.seat, declarable(s, f.seat, f.ambitions)).map((a) => opt(DECLARE.id('declare', { ambition: a }), msg('court.declare.option', { ambition: ambitionMsg(a) }))) : [];
    // Guardian (ARCS-F2003, F2004): Ire of the Tycoons forbids Tycoon; Edenguard may be declared instead of Tycoon.
    if (mayDeclareNow(s, f.seat)) options.push(...declareAlternatives(s, f.ambitions).map(({ alt }) => opt(DECLARE.id('alt', { key: alt.key }), alt.label)));
    options.push(opt(DECLARE.id('no'), msg('court.declare.no')));
    return ask(f.seat, msg('court.declare.prompt', { card: card(f.card) }), options);
  },
  resume(s, f, choice) {
    const c = DECLARE.read(choice);
    if (c.tag === 'no') return done;
    if (cardDef(f.card).kind !== 'vox') fired(s, f.card); // a Vox card counted when secured
    if (c.tag === 'alt') return thenRun(...declareAlternatives(s, f.ambitions).find((x) => x.alt.key === c.key)!.alt.declare(s, f.seat, false));
    return thenRun(...declareAmbition(s, f.seat, c.ambition, false));
  },
};

/* ---------------------------------------------------------------- Vox */

/** `type:<resource>` or `none`. */
const OUTRAGE_TYPE = choices({ type: { resource: field.resource }, none: {} });

const outrageSpreads: H<'fx/outrage-spreads'> = {
  step(_s, f) {
    const options = RESOURCES.map((r) => opt(OUTRAGE_TYPE.id('type', { resource: r }), msg('court.outrage-spreads.type', { resource: resource(r) })));
    options.push(opt(OUTRAGE_TYPE.id('none'), msg('court.outrage-spreads.none')));
    return ask(f.seat, msg('court.outrage-spreads.prompt'), options);
  },
  resume(s, f, choice) {
    const c = OUTRAGE_TYPE.read(choice);
    if (c.tag === 'none') return done;
    const r = c.resource;
    const n = s.players.length;
    for (let i = 0; i < n; i++) provokeOutrage(s, (s.initiative + i) % n, r);
    return done;
  },
};

/** Cities in systems the seat controls (any owner): Song of Freedom. */
export function songTargets(s: GameState, seat: Seat): { id: SystemId; slot: number }[] {
  const out: { id: SystemId; slot: number }[] = [];
  for (const id of systemsControlledBy(s, seat)) {
    sys(s, id).slots.forEach((b, slot) => {
      if (b?.type === 'city') out.push({ id, slot });
    });
  }
  return out;
}

/** Song of Freedom: `city:<system>:<slot>` to return, `seize`, or `no` (either step). */
const SONG = choices({ city: { system: field.system, slot: field.int }, seize: {}, no: {} });

/**
 * Song of Freedom's last step, "If you do, you may seize the initiative": `seize` or `no`. FAQ
 * (ARCS-BC29): if you cannot seize (you lead, or it was seized), it is not asked. Also the campaign
 * Court's Song of Freedom (campaign/court/frames.ts), which reads the answer with songSeize.
 */
export function songSeizeStep(s: GameState, seat: Seat): Step {
  if (!canSeize(s, seat)) return done;
  return ask(seat, msg('court.song.seize-prompt'), [opt(SONG.id('seize'), msg('court.song.seize')), opt(SONG.id('no'), msg('court.song.no-seize'))]);
}

/** The answer `seize` to songSeizeStep. */
export function songSeize(s: GameState, seat: Seat): void {
  seize(s, seat, null, ' (Song of Freedom)');
}

const song: H<'fx/song'> = {
  step(s, f) {
    if (!f.returned) {
      const options = songTargets(s, f.seat).map((t) => {
        const b = sys(s, t.id).slots[t.slot]!;
        const label = b.owner === f.seat ? msg('court.song.own-city', { system: system(t.id) }) : msg('court.song.city', { owner: owner(b.owner), system: system(t.id) });
        return opt(SONG.id('city', { system: t.id, slot: t.slot }), label);
      });
      if (options.length === 0) return done;
      options.push(opt(SONG.id('no'), msg('court.song.no-city')));
      return ask(f.seat, msg('court.song.prompt'), options);
    }
    // FAQ (ARCS-BC29): if you cannot seize (you lead, or it was seized), you still return the city.
    return songSeizeStep(s, f.seat);
  },
  resume(s, f, choice) {
    const c = SONG.read(choice);
    if (c.tag !== 'city') {
      if (c.tag === 'seize') songSeize(s, f.seat);
      return done;
    }
    const id = c.system;
    const st = sys(s, id);
    const b = st.slots[c.slot]!;
    st.slots[c.slot] = null;
    f.returned = true;
    if (!isSeat(b.owner)) {
      // A Free city has no player board: it goes back to the Free supply.
      returnPieces(s, b.owner, 'city', 1);
      log(s, `${seatName(s, f.seat)} returns the Free city on ${systemLabel(id)} to the supply.`);
      return call();
    }
    returnCityToBoard(s, b.owner);
    log(s, `${seatName(s, f.seat)} returns ${b.owner === f.seat ? 'their' : `${seatName(s, b.owner)}'s`} city on ${systemLabel(id)} to its player board.`);
    const excess: Frame[] = hasExcessResources(s.players[b.owner]!) ? [{ k: 'res/excess', seat: b.owner }] : [];
    return call(...excess);
  },
};

/** `cluster:<cluster>`. */
const CLUSTER = choices({ cluster: { cluster: field.int } });

const massUprising: H<'fx/mass-uprising'> = {
  step(s, f) {
    const inPlay = CLUSTER_IDS.filter((c) => !s.outOfPlay.includes(c));
    return ask(f.seat, msg('court.mass-uprising.prompt'), inPlay.map((c) => opt(CLUSTER.id('cluster', { cluster: c }), msg('court.cluster', { n: c }))));
  },
  resume(s, f, choice) {
    const c = CLUSTER.read(choice).cluster as ClusterId;
    const systems = systemIds(s).filter((id) => systemDef(id).cluster === c);
    return thenRun({ k: 'fx/place-each', seat: f.seat, card: 'ARCS-BC26', systems });
  },
};

const guildShuffle: H<'fx/guild-shuffle'> = {
  step(s) {
    const guilds = s.courtDiscard.filter((id) => cardDef(id).kind === 'guild');
    s.courtDiscard = s.courtDiscard.filter((id) => cardDef(id).kind !== 'guild');
    s.courtDeck.push(...guilds);
    shuffleInPlace(s.rng, s.courtDeck);
    log(s, `${guilds.length} Guild card${guilds.length === 1 ? '' : 's'} from the Court discard pile ${guilds.length === 1 ? 'is' : 'are'} shuffled into the Court deck.`);
    return done;
  },
  resume: () => done,
};

export const COURT_HANDLERS: { [K in EffectFrame['k']]: H<K> } = {
  'fx/order': order,
  'fx/dispose': dispose,
  'fx/when-drawn': whenDrawnFrame,
  'fx/place-each': placeEach,
  'fx/place-3': place3,
  'fx/fill': fill,
  'fx/steal': steal,
  'fx/guild-shuffle': guildShuffle,
  'fx/pressgang': pressgang,
  'fx/execute': execute,
  'fx/abduct': abduct,
  'fx/trade': trade,
  'fx/reroll': reroll,
  'fx/farseers-peek': farseersPeek,
  'fx/farseers-draw': farseersDraw,
  'fx/declare': declare,
  'fx/outrage-spreads': outrageSpreads,
  'fx/song': song,
  'fx/mass-uprising': massUprising,
  'fx/cartel-discard': cartelDiscard,
};

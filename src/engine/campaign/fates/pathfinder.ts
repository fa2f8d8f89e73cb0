/**
 * Fate 9, the Pathfinder (ARCS-FATE09; Fate Set ARCS-F901…F911; issue 16): its Acts (FateRules
 * PATHFINDER_RULES: Act II and III setups, the Act II Resolution, the Act III grand ambitions),
 * its cards' effects (PATHFINDER_EFFECTS) and frames (PATHFINDER_HANDLERS). The facts the cards
 * read are pathfinder-rules.ts; card moves are data (data/campaign/fate-steps.ts). Each entry
 * quotes the printed text it implements (cards.csv; errata.md: none for this set) and the FAQ rows
 * it follows (faq.csv: Uncovering Clues, Portal Seekers).
 *
 * Choices made (also in the report):
 * - The Flagship (F901A step 1): the board's back is not in our sources; flagship/give.ts places
 *   the piece (the system with most of the seat's ships) and replaces its Loyal buildings with Free
 *   ones. Step 2's starport and city come from the seat's supply, fresh.
 * - The secret planet (step 4): the player to the right picks a planet in play in a secret
 *   decision; `campaign.portalRecord` is hidden from every other viewer (view.ts) and never logged.
 * - Clues to the Portal (F903) is the rule the engine follows for that player: the side of each
 *   Clue follows from the record, so nothing is asked of them; with no Clue left on the card, the
 *   Clue placed longest ago is taken from the map (the card leaves which one open).
 * - Uncovering Clues (F902): "each city there / each starport there" are the planet's buildings of
 *   any owner (FAQ: not those on Flagships); resources and ships as far as the supplies go.
 * - "Advance 1 each time a Check Clue is placed. This cannot complete your objective.": the marker
 *   stops at 1.
 * - Pilgrims (F908) move from a system to an adjacent one (a move) that the Pathfinder controls or
 *   where its Flagship is. Use the Portal (Move) is offered when at least one Pilgrim is in the
 *   Portal's system (with none, the action would only untuck a Seek the Portal card). Pilgrims
 *   take no hits: "By default, tokens added by Fates cannot be harmed. Some tokens do say they can
 *   be harmed" (campaign p.27, Tokens); Pilgrims (F908) says only that they are Loyal pieces
 *   (Banners F1003 and Bunkers F1803 say "can be harmed like buildings": loyal-tokens.ts
 *   BUILDING_LIKE, the battle's hook for hittable tokens). A Pilgrim alone makes no defender.
 * - Seek the Portal (F909-F911): "scrap 1 Loyal ship" never takes the Flagship piece (scrapping a
 *   Flagship is no rule of the rulebook); scrapped ships leave the game for good
 *   (`campaign.scrappedShips`, `scrappedImperialShips`). Its When Secured scraps any ships in the Portal's system, Imperial
 *   ships included, never a Flagship piece.
 * - Portal Seekers (F906): its holder fulfils a grand ambition in Act III scoring, whatever its
 *   Fate (FAQ: also with a "C" Fate); never more than two count (effects.ts cardGrandAmbitions).
 */
import type { SystemId } from '../../../data/map.ts';
import { findCard } from '../../../data/cards.ts';
import { FLAGSHIP_BOARD } from '../../../data/campaign/components.ts';
import { isGate, log, neighbours, planetResource, seatName, shipsOf, sys, systemIds, tidy, turnOrder } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { controls, isSeat } from '../../control.ts';
import { cardName } from '../../court.ts';
import { fired, isProtectedGuild, markUsed, usedThisTurn, type CardEffect } from '../../effects.ts';
import { heldTokens, takeToken } from '../../holdings.ts';
import { card, msg, owner, resource, system } from '../../messages.ts';
import { gainFrames, toSupply } from '../../frames/resources.ts';
import { call, done, opt, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Owner, Seat } from '../../types.ts';
import { rollEventDice, planetsOfRolledSymbol, symbolRolled } from '../dice.ts';
import { guildCardsOf } from '../court/rules.ts';
import { flagshipSystem, flagshipBoard, pieceAt } from '../flagship/board.ts';
import { excessAfterFlagship, giveFlagship, placeOnBoard } from '../flagship/give.ts';
import { buildOnBoard } from '../flagship/rules.ts';
import type { FateRules } from './framework.ts';
import { discardCard, rightNeighbour, scrapCard } from './moves.ts';
import { advanceObjective } from './objective.ts';
import {
  addToken, CALL_TO_PILGRIMAGE, clueFor, cluesOnMap, CLUES_TO_THE_PORTAL, clusterTypes, controlsPortal, dropTokens, FIND_THE_PORTAL,
  PATHFINDER, pathfinderGrandAmbitions, PILGRIMS, PILGRIMS_DELIVERED, pilgrimsOnMap, planetsInPlay, PORTAL_SEEKERS, portalSystem,
  SEEK_THE_PORTAL, tokensOfKind, UNCOVERING_CLUES,
} from './pathfinder-rules.ts';

export * from './pathfinder-rules.ts';

/* ---------------------------------------------------------------- option ids */

/** The secret planet (F901A step 4): `sys:<system>`. */
const PLANET = choices({ sys: { system: field.system } });
/** Uncovering Clues: `spend:<resource>`. */
const SPEND = choices({ spend: { resource: field.resource } });
/** Pilgrims' Prelude: `pilgrim:<token id>:<system>` (move it there), `done`. */
const PILGRIM = choices({ pilgrim: { token: field.word, system: field.system }, done: {} });
/** Pilgrims' Prelude in the turn menu: `use`. */
const USE = choices({ use: {} });
/** Act II Resolution, completed: `build:<city|starport>:<upgrade|armor>:<slot 0-5>`. */
const BUILD = choices({ build: { piece: field.oneOf('city', 'starport'), row: field.oneOf('upgrade', 'armor'), slot: field.int } });
/** A Guild card: `card:<id>`; a suit: `suit:<resource>`. */
const GUILD = choices({ card: { id: field.word }, suit: { resource: field.resource } });
/** A ship to scrap: `ship:<owner>:<system>:<fresh|damaged>` (owner a seat number or `empire`); `done`. */
const SHIP = choices({ ship: { owner: field.word, system: field.system, side: field.oneOf('fresh', 'damaged') }, done: {} });

/* ---------------------------------------------------------------- frames */

/** Pathfinder frames (joined into FateFrame, fates/types.ts). */
export type PathfinderFrame =
  /** F901A step 4: `seat` (right of the Pathfinder) secretly writes down a planet. */
  | { k: 'campaign/pathfinder-record'; seat: Seat; pathfinder: Seat }
  /** Act II Resolution, completed (F904 step 3): build 1 Upgrade or Armor on the Flagship board, at any planet. */
  | { k: 'campaign/pathfinder-build'; seat: Seat }
  /** Pilgrims' Prelude (F908): move each Pilgrim once; `moved`: the tokens moved already. */
  | { k: 'campaign/pathfinder-pilgrims'; seat: Seat; moved: string[] }
  /** Call to Pilgrimage (F905) Crisis: `seats` in turn order, each must discard 1 Guild card. */
  | { k: 'campaign/pathfinder-discard'; seats: Seat[] }
  /** Call to Pilgrimage, When Secured: the securer chooses a suit of a Guild card they have. */
  | { k: 'campaign/pathfinder-suit'; seat: Seat }
  /** Seek the Portal (F909-F911) Crisis: `seats` in turn order, each must scrap 1 Loyal ship on the map. */
  | { k: 'campaign/pathfinder-scrap'; seats: Seat[] }
  /** Seek the Portal, When Secured: scrap any number of ships in the Portal's system, 2 Power each. */
  | { k: 'campaign/pathfinder-seek'; seat: Seat; card: string };

type H<K extends PathfinderFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[], secret = false): Step => ({ t: 'ask', seat, prompt, options, ...(secret ? { secret: true } : {}) });

/* ---------------------------------------------------------------- the Portal and the Clues */

/**
 * F903: "Place the Clue … If their Flagship is at the correct planet, instead place the Portal
 * token. Scrap all Clues, this card, and the Uncovering Clues card." F901B: advance 1 per "Check"
 * Clue (never completing), 8 for the Portal.
 */
function placeClue(s: GameState, pathfinder: Seat, at: SystemId): void {
  const c = s.campaign!;
  const rec = c.portalRecord!;
  const side = clueFor(at, rec.system);
  fired(s, CLUES_TO_THE_PORTAL);
  if (side === 'portal') {
    const portal = tokensOfKind(s, 'portal')[0];
    if (portal) portal.where = at;
    else addToken(s, { id: 'portal', kind: 'portal', owner: pathfinder, where: at });
    delete c.portalRecord;
    dropTokens(s, (t) => t.kind !== 'clue');
    scrapCard(s, CLUES_TO_THE_PORTAL, pathfinder);
    scrapCard(s, UNCOVERING_CLUES, pathfinder);
    log(s, `${seatName(s, rec.seat)} places the Portal token at ${at}: ${seatName(s, pathfinder)} found the Portal! The Clues, Clues to the Portal and Uncovering Clues are scrapped.`);
    advanceObjective(s, pathfinder, 8);
    return;
  }
  const clues = tokensOfKind(s, 'clue');
  // From the supply (the card) first; else the one placed longest ago (map order of placement: the list's order).
  const token = clues.find((t) => t.where === CLUES_TO_THE_PORTAL) ?? cluesOnMap(s)[0];
  if (!token) return;
  const i = c.tokens!.indexOf(token);
  c.tokens!.splice(i, 1);
  c.tokens!.push({ ...token, where: at, side });
  log(s, `${seatName(s, rec.seat)} places a Clue at ${at} on its ${side === 'check' ? '"Check"' : '"X"'} side.`);
  if (side === 'check') {
    const marker = c.seats[pathfinder]!.marker;
    // "This cannot complete your objective."
    if (marker !== null && marker > 1) advanceObjective(s, pathfinder, 1);
  }
}

/** Uncovering Clues (F902): the resource types the seat may spend now (none: the Prelude is not offered). */
function uncoverTypes(s: GameState, seat: Seat): string[] {
  const c = s.campaign;
  if (!c?.portalRecord) return [];
  const at = flagshipSystem(s, seat);
  if (at === null || isGate(at)) return [];
  if (cluesOnMap(s).some((t) => t.where === at)) return [];
  const cluster = clusterTypes(at);
  return [...new Set(heldTokens(s, seat).map((t) => t.resource))].filter((r) => !cluster.has(r));
}

/* ---------------------------------------------------------------- Act setups and Resolution */

export const PATHFINDER_RULES: FateRules = {
  cardId: PATHFINDER,
  acts: [2, 3],
  dealt: true,
  dealtSince: 7,
  setup(s, seat, act) {
    const c = s.campaign!;
    if (act === 2) {
      // F901A 1. "You gain a Flagship" 2. "Place 1 starport on your Slipstream Drive Upgrade. Place 1 city on your Hull Upgrade."
      if (!c.seats[seat]!.flagship) giveFlagship(s, seat);
      placeOnBoard(s, seat, 'slipstream-drive', 'starport');
      placeOnBoard(s, seat, 'hull', 'city');
      // 5. "Give the Clues to the Portal card (03), 6 Clue tokens, and the Portal token to the player to your right." (the card: fate-steps)
      dropTokens(s, (t) => t.kind !== 'clue' && t.kind !== 'portal');
      for (let i = 1; i <= 6; i++) addToken(s, { id: `clue-${i}`, kind: 'clue', owner: seat, where: CLUES_TO_THE_PORTAL });
      addToken(s, { id: 'portal', kind: 'portal', owner: seat, where: CLUES_TO_THE_PORTAL });
      // 4. "The player to your right secretly writes down the cluster number and planet ID symbol of any one planet on the map."
      return [...excessAfterFlagship(s, seat), { k: 'campaign/pathfinder-record', seat: rightNeighbour(s, seat), pathfinder: seat }];
    }
    if (act === 3) {
      // F907A 4. "Collect the 6 Pilgrim tokens. Roll the event die and place 1 Pilgrim token at each planet of the rolled symbol."
      const roll = rollEventDice(s);
      const planets = planetsOfRolledSymbol(s, roll).slice(0, 6);
      dropTokens(s, (t) => t.kind !== 'pilgrim');
      planets.forEach((id, i) => addToken(s, { id: `pilgrim-${i + 1}`, kind: 'pilgrim', owner: seat, where: id }));
      log(s, `${seatName(s, seat)} rolls ${roll.event.symbol} and places ${planets.length} Pilgrim ${planets.length === 1 ? 'token' : 'tokens'} (${planets.join(', ')}).`);
    }
    return [];
  },
  resolve(s, seat, act, completed) {
    if (act !== 2) return [];
    const c = s.campaign!;
    if (completed) {
      // F904 completed 3. "Build 1 Upgrade or Armor on your Flagship board, ignoring the need to be at a specific planet."
      return buildPlaces(s, seat).length > 0 ? [{ k: 'campaign/pathfinder-build', seat }] : [];
    }
    // F904 failed 3. "Place the Portal token on the system that was recorded during setup." 4. "Scrap all Clue tokens…" (the cards: fate-steps)
    const rec = c.portalRecord;
    if (rec && portalSystem(s) === null) {
      const portal = tokensOfKind(s, 'portal')[0];
      if (portal) portal.where = rec.system;
      else addToken(s, { id: 'portal', kind: 'portal', owner: seat, where: rec.system });
      log(s, `The Portal token is placed at the recorded planet, ${rec.system}.`);
    }
    delete c.portalRecord;
    dropTokens(s, (t) => t.kind !== 'clue');
    return [];
  },
  grandAmbitions: pathfinderGrandAmbitions,
};

/** F904 completed: every Upgrade or Armor place the seat could fill, any planet's type allowed. */
function buildPlaces(s: GameState, seat: Seat): { piece: 'city' | 'starport'; row: 'upgrade' | 'armor'; slot: number }[] {
  const board = flagshipBoard(s, seat);
  if (!board || flagshipSystem(s, seat) === null) return [];
  const p = s.players[seat]!;
  const pieces = (['city', 'starport'] as const).filter((t) => (t === 'city' ? p.boardCities > 0 : p.supply.starports > 0));
  const out: { piece: 'city' | 'starport'; row: 'upgrade' | 'armor'; slot: number }[] = [];
  FLAGSHIP_BOARD.forEach((_def, slot) => {
    const up = pieceAt(board, { row: 'upgrade', slot });
    for (const piece of pieces) {
      if (!up) out.push({ piece, row: 'upgrade', slot });
      else if (!up.damaged && !pieceAt(board, { row: 'armor', slot })) out.push({ piece, row: 'armor', slot });
    }
  });
  return out;
}

/* ---------------------------------------------------------------- frame handlers */

const record: H<'campaign/pathfinder-record'> = {
  step(s, f) {
    const options = planetsInPlay(s).map((id) => opt(PLANET.id('sys', { system: id }), msg('core.system', { system: system(id) })));
    return ask(f.seat, msg('campaign.pathfinder.record', { owner: owner(f.pathfinder) }), options, true);
  },
  resume(s, f, choice) {
    s.campaign!.portalRecord = { seat: f.seat, system: PLANET.read(choice).system };
    fired(s, 'ARCS-F901A');
    log(s, `${seatName(s, f.seat)} secretly writes down the Portal's planet.`);
    return done;
  },
};

const build: H<'campaign/pathfinder-build'> = {
  step(s, f) {
    const places = buildPlaces(s, f.seat);
    if (places.length === 0) return done;
    const options = places.map((x) => opt(BUILD.id('build', x), msg('campaign.pathfinder.build.at', { piece: x.piece, row: x.row, upgrade: FLAGSHIP_BOARD[x.slot]!.name })));
    return ask(f.seat, msg('campaign.pathfinder.build'), options);
  },
  resume(s, f, choice) {
    const c = BUILD.read(choice);
    buildOnBoard(s, f.seat, c.piece, { row: c.row, slot: c.slot });
    fired(s, 'ARCS-F904');
    return done;
  },
};

/** The systems a Pilgrim at `from` may move to: adjacent, controlled by the seat or holding its Flagship. */
function pilgrimTargets(s: GameState, seat: Seat, from: SystemId): SystemId[] {
  const fs = flagshipSystem(s, seat);
  return neighbours(s, from).filter((id) => controls(s, id, seat) || id === fs);
}

const pilgrims: H<'campaign/pathfinder-pilgrims'> = {
  step(s, f) {
    const options: DecisionOption[] = [];
    for (const t of pilgrimsOnMap(s, f.seat)) {
      if (f.moved.includes(t.id)) continue;
      for (const to of pilgrimTargets(s, f.seat, t.where as SystemId)) {
        options.push(opt(PILGRIM.id('pilgrim', { token: t.id, system: to }), msg('campaign.pathfinder.pilgrim', { from: system(t.where as SystemId), system: system(to) })));
      }
    }
    if (options.length === 0) return done;
    options.push(opt(PILGRIM.id('done'), msg('campaign.pathfinder.pilgrims.done')));
    return ask(f.seat, msg('campaign.pathfinder.pilgrims'), options);
  },
  resume(s, f, choice) {
    const c = PILGRIM.read(choice);
    if (c.tag === 'done') return done;
    const t = s.campaign!.tokens!.find((x) => x.id === c.token)!;
    const from = t.where;
    t.where = c.system;
    f.moved.push(t.id);
    fired(s, PILGRIMS);
    log(s, `${seatName(s, f.seat)} moves a Pilgrim from ${from} to ${c.system}.`);
    return call();
  },
};

/** Guild cards the seat may discard (a protected one cannot be, p.27). */
function discardableGuilds(s: GameState, seat: Seat): string[] {
  return guildCardsOf(s, seat).filter((id) => !isProtectedGuild(id));
}

/** Discard a Guild card the seat has (held or a Fate card in play) to the Court discard pile (moves.ts discardCard). */
function discardGuild(s: GameState, seat: Seat, id: string): void {
  discardCard(s, id);
  log(s, `${seatName(s, seat)} discards ${cardName(id)}.`);
}

/** Place up to `n` fresh Loyal ships from the seat's supply (as many as it has). */
function placeShips(s: GameState, seat: Seat, id: SystemId, n: number): number {
  const p = s.players[seat]!;
  const k = Math.min(n, p.supply.ships);
  if (k <= 0) return 0;
  p.supply.ships -= k;
  shipsOf(sys(s, id), seat).fresh += k;
  return k;
}

const discard: H<'campaign/pathfinder-discard'> = {
  step(s, f) {
    while (f.seats.length > 0) {
      const seat = f.seats[0]!;
      const cards = discardableGuilds(s, seat);
      if (cards.length > 1) return ask(seat, msg('campaign.pathfinder.discard', { card: card(CALL_TO_PILGRIMAGE) }), cards.map((id) => opt(GUILD.id('card', { id }), msg('core.card', { card: card(id) }))));
      if (cards.length === 1) discardGuild(s, seat, cards[0]!);
      f.seats.shift();
    }
    return done;
  },
  resume(s, f, choice) {
    const c = GUILD.read(choice);
    if (c.tag !== 'card') throw new Error('pathfinder-discard: a card (bug)');
    discardGuild(s, f.seats.shift()!, c.id);
    return call();
  },
};

/** Suits of the Guild cards the seat has. */
function suitsOf(s: GameState, seat: Seat): string[] {
  return [...new Set(guildCardsOf(s, seat).map((id) => findCard(id)?.suit).filter((x): x is NonNullable<typeof x> => x !== null && x !== undefined))];
}

/** Call to Pilgrimage, When Secured: "Clockwise from you, each Rival must discard all of their Guild cards of that suit." */
function discardSuit(s: GameState, seat: Seat, suit: string): void {
  const n = s.players.length;
  log(s, `${seatName(s, seat)} calls the Pilgrimage: Rivals discard their ${suit} Guild cards.`);
  for (let k = 1; k < n; k++) {
    const rival = (seat + k) % n;
    for (const id of discardableGuilds(s, rival)) if (findCard(id)?.suit === suit) discardGuild(s, rival, id);
  }
}

const suit: H<'campaign/pathfinder-suit'> = {
  step(s, f) {
    const suits = suitsOf(s, f.seat);
    if (suits.length === 0) return done;
    if (suits.length === 1) {
      discardSuit(s, f.seat, suits[0]!);
      return done;
    }
    return ask(f.seat, msg('campaign.pathfinder.suit'), suits.map((r) => opt(GUILD.id('suit', { resource: r as never }), msg('campaign.pathfinder.suit.opt', { resource: resource(r as never) }))));
  },
  resume(s, f, choice) {
    const c = GUILD.read(choice);
    if (c.tag !== 'suit') throw new Error('pathfinder-suit: a suit (bug)');
    discardSuit(s, f.seat, c.resource);
    return done;
  },
};

/** A ship group's scrappable ships: a Flagship piece is never scrapped (see the header). */
function scrappable(s: GameState, owner: Owner, id: SystemId): { fresh: number; damaged: number } {
  const g = s.map[id]!.ships.find((x) => x.owner === owner);
  if (!g || owner === 'blight') return { fresh: 0, damaged: 0 };
  return { fresh: g.fresh - (g.flagship ? 1 : 0), damaged: g.damaged };
}

/** Scrap one ship for good (`campaign.scrappedShips` per seat, `scrappedImperialShips`). */
function scrapShip(s: GameState, owner: Owner, id: SystemId, side: 'fresh' | 'damaged'): void {
  const st = sys(s, id);
  const g = shipsOf(st, owner as Seat);
  g[side] -= 1;
  tidy(st);
  const c = s.campaign!;
  if (owner === 'empire') c.scrappedImperialShips = (c.scrappedImperialShips ?? 0) + 1;
  else {
    const scrapped = (c.scrappedShips ??= s.players.map(() => 0));
    scrapped[owner as Seat] = (scrapped[owner as Seat] ?? 0) + 1;
  }
}

function shipOptions(s: GameState, owners: readonly Owner[], systems: readonly SystemId[]): DecisionOption[] {
  const out: DecisionOption[] = [];
  for (const id of systems) {
    for (const o of owners) {
      const n = scrappable(s, o, id);
      for (const side of ['fresh', 'damaged'] as const) {
        if (n[side] > 0) out.push(opt(SHIP.id('ship', { owner: String(o), system: id, side }), msg(`campaign.pathfinder.ship.${side}`, { owner: owner(o), system: system(id) })));
      }
    }
  }
  return out;
}

const readOwner = (w: string): Owner => (/^\d+$/.test(w) ? (Number(w) as Seat) : (w as Owner));

const scrapLoyal: H<'campaign/pathfinder-scrap'> = {
  step(s, f) {
    while (f.seats.length > 0) {
      const seat = f.seats[0]!;
      const options = shipOptions(s, [seat], systemIds(s));
      if (options.length > 1) return ask(seat, msg('campaign.pathfinder.scrap', { card: card(SEEK_THE_PORTAL[0]) }), options);
      if (options.length === 1) {
        const c = SHIP.read(options[0]!.id);
        if (c.tag === 'ship') {
          scrapShip(s, seat, c.system, c.side);
          log(s, `${seatName(s, seat)} scraps a ${c.side} ship in ${c.system} (Seek the Portal).`);
        }
      }
      f.seats.shift();
    }
    return done;
  },
  resume(s, f, choice) {
    const c = SHIP.read(choice);
    if (c.tag !== 'ship') throw new Error('pathfinder-scrap: a ship (bug)');
    const seat = f.seats.shift()!;
    scrapShip(s, seat, c.system, c.side);
    log(s, `${seatName(s, seat)} scraps a ${c.side} ship in ${c.system} (Seek the Portal).`);
    return call();
  },
};

const seek: H<'campaign/pathfinder-seek'> = {
  step(s, f) {
    const at = portalSystem(s);
    if (at === null) return done;
    const owners = s.map[at]!.ships.map((g) => g.owner).filter((o) => o !== 'blight');
    const options = shipOptions(s, owners, [at]);
    if (options.length === 0) return done;
    options.push(opt(SHIP.id('done'), msg('campaign.pathfinder.seek.done')));
    return ask(f.seat, msg('campaign.pathfinder.seek', { card: card(f.card) }), options);
  },
  resume(s, f, choice) {
    const c = SHIP.read(choice);
    if (c.tag === 'done') return done;
    const o = readOwner(c.owner);
    scrapShip(s, o, c.system, c.side);
    s.players[f.seat]!.power += 2;
    fired(s, f.card);
    log(s, `${seatName(s, f.seat)} scraps a ${c.side} ${isSeat(o) ? `${seatName(s, o)}` : String(o)} ship in the Portal's system and gains 2 Power (${cardName(f.card)}).`);
    return call();
  },
};

export const PATHFINDER_HANDLERS = {
  'campaign/pathfinder-record': record,
  'campaign/pathfinder-build': build,
  'campaign/pathfinder-pilgrims': pilgrims,
  'campaign/pathfinder-discard': discard,
  'campaign/pathfinder-suit': suit,
  'campaign/pathfinder-scrap': scrapLoyal,
  'campaign/pathfinder-seek': seek,
} as const;

/* ---------------------------------------------------------------- the cards */

const PILGRIMS_KEY = 'pathfinder-pilgrims';

function seekThePortal(id: string): CardEffect {
  return {
    // F909-F911 Seek the Portal. "Crisis: In turn order, each player must scrap 1 Loyal ship on the map. When Secured: If you
    // control the Portal token, scrap any number of any ships in its system. Gain 2 Power per ship scrapped. Shuffle this card
    // into the Court deck."
    id,
    crisis(s) {
      fired(s, id);
      return [{ k: 'campaign/pathfinder-scrap', seats: turnOrder(s) }];
    },
    whenSecured(s, seat) {
      if (!controlsPortal(s, seat, false)) return [];
      return [{ k: 'campaign/pathfinder-seek', seat, card: id }];
    },
    afterSecured: 'shuffle',
  };
}

export const PATHFINDER_EFFECTS: readonly CardEffect[] = [
  {
    // F902 Uncovering Clues. "Prelude: If your Flagship is at a planet with no Clue token, you may spend 1 resource that is
    // different from all planets in its cluster to make the player to your right place 1 Clue token at the planet. Gain 1
    // resource of the planet type for each city there, and place 2 ships there for each starport there." FAQ: cities and
    // starports on Flagships do not count.
    id: UNCOVERING_CLUES,
    prelude: {
      options: (s, seat) => uncoverTypes(s, seat).map((r) => opt(SPEND.id('spend', { resource: r as never }), msg('campaign.pathfinder.uncover', { resource: resource(r as never) }))),
      take(s, seat, key) {
        const r = SPEND.read(key).resource;
        const at = flagshipSystem(s, seat)!;
        const t = heldTokens(s, seat).find((x) => x.resource === r)!;
        toSupply(s, takeToken(s, seat, t.place));
        fired(s, UNCOVERING_CLUES);
        log(s, `${seatName(s, seat)} spends a ${r} to uncover a Clue at ${at} (Uncovering Clues).`);
        placeClue(s, seat, at);
        const st = s.map[at]!;
        const planet = planetResource(at)!;
        const frames: Frame[] = [];
        const cities = st.slots.filter((b) => b?.type === 'city').length;
        const starports = st.slots.filter((b) => b?.type === 'starport').length;
        for (let i = 0; i < cities; i++) frames.push(gainFrames(seat, planet));
        if (starports > 0) {
          const n = placeShips(s, seat, at, 2 * starports);
          if (n > 0) log(s, `${seatName(s, seat)} places ${n} ${n === 1 ? 'ship' : 'ships'} at ${at} (Uncovering Clues).`);
        }
        return frames;
      },
    },
  },
  {
    // F905 Call to Pilgrimage. "Crisis: If ▲ was rolled, each player in turn order must discard 1 Guild card. When Secured:
    // Choose a suit of a Guild card you have. Clockwise from you, each Rival must discard all of their Guild cards of that
    // suit. Shuffle Call to Pilgrimage into the Court deck."
    id: CALL_TO_PILGRIMAGE,
    crisis(s, _holder, roll) {
      if (!symbolRolled(roll, 'arrow')) return [];
      fired(s, CALL_TO_PILGRIMAGE);
      return [{ k: 'campaign/pathfinder-discard', seats: turnOrder(s) }];
    },
    whenSecured(s, seat) {
      fired(s, CALL_TO_PILGRIMAGE);
      return [{ k: 'campaign/pathfinder-suit', seat }];
    },
    afterSecured: 'shuffle',
  },
  {
    // F906 Portal Seekers. "In scoring, you fulfill a grand ambition if you control the Portal token. (Fulfilling three grand
    // ambitions does not gain you more Power.)" FAQ: also with a "C" Fate.
    id: PORTAL_SEEKERS,
    grandAmbition: (s, holder) => controlsPortal(s, holder, true),
  },
  {
    // F908 Pilgrims. "Pilgrim tokens are your Loyal pieces. (campaign/loyal-tokens.ts) Prelude: Once per turn, you may move each
    // Pilgrim token once into a system that you control or has your Flagship. Use the Portal (Move): If you control the Portal
    // token, take all Pilgrims from its system onto your objective card. Untuck a Seek the Portal card from here and place it
    // on top of the Court deck."
    id: PILGRIMS,
    prelude: {
      options(s, seat) {
        if (usedThisTurn(s, PILGRIMS_KEY)) return [];
        if (!pilgrimsOnMap(s, seat).some((t) => pilgrimTargets(s, seat, t.where as SystemId).length > 0)) return [];
        return [opt(USE.id('use'), msg('campaign.pathfinder.pilgrims.use'))];
      },
      take(s, seat) {
        markUsed(s, PILGRIMS_KEY);
        return [{ k: 'campaign/pathfinder-pilgrims', seat, moved: [] }];
      },
    },
    newActions: [{
      key: 'use-portal',
      name: 'Use the Portal',
      replaces: 'move',
      can: (s, seat) => {
        const at = portalSystem(s);
        return at !== null && controlsPortal(s, seat, false) && pilgrimsOnMap(s, seat).some((t) => t.where === at);
      },
      start(s, seat) {
        const at = portalSystem(s)!;
        const c = s.campaign!;
        let n = 0;
        for (const t of pilgrimsOnMap(s, seat)) {
          if (t.where !== at) continue;
          t.where = PILGRIMS_DELIVERED;
          n++;
        }
        fired(s, PILGRIMS);
        log(s, `${seatName(s, seat)} Uses the Portal: ${n} ${n === 1 ? 'Pilgrim goes' : 'Pilgrims go'} onto their objective card.`);
        const tucked = c.tucked?.[PILGRIMS];
        const next = tucked?.shift();
        if (next) {
          if (tucked!.length === 0) delete c.tucked![PILGRIMS];
          if (c.tucked && Object.keys(c.tucked).length === 0) delete c.tucked;
          s.courtDeck.unshift(next);
          log(s, `${cardName(next)} is untucked and placed on top of the Court deck.`);
        }
        return [];
      },
    }],
  },
  ...SEEK_THE_PORTAL.map(seekThePortal),
];

/** Cards whose words are rules the module follows where they apply (no effect of their own). */
export const PATHFINDER_RULE_CARDS = [FIND_THE_PORTAL, CLUES_TO_THE_PORTAL, PILGRIMS_DELIVERED] as const;

/** Handlers of the `fx/` frames pushed by card effects (court/frame-types.ts). */
import { actionCard, suitName, type ActionCardId, type Ambition } from '../../data/action-cards.ts';
import { AMBITION_NAMES } from '../../data/board.ts';
import { cardDef } from '../../data/cards.ts';
import { CLUSTER_IDS, RESOURCES, systemDef, type ClusterId, type Resource, type SystemId } from '../../data/map.ts';
import { addTrophy, hasExcessResources, log, ownerName, planetResource, returnAgents, returnCityToBoard, returnPieces, seatName, sys, systemIds } from '../board.ts';
import { cardName } from '../court.ts';
import { canSteal, fired, mayDeclareNow, noteBlockedSteal, takeStolenCard, weaponIcons } from '../effects.ts';
import { discardAllOf, emptyPlaces, heldTokens, holdsResource, placeLabel, takeToken } from '../holdings.ts';
import { systemLabel } from '../frames/actions.ts';
import { rerolledDice } from '../frames/battle.ts';
import { availableMarkers, canSeize, declareAmbition, seize } from '../frames/flow.ts';
import { provokeOutrage } from '../frames/outrage.ts';
import { gainFrames, resourceLabel, toSupply } from '../frames/resources.ts';
import { rollFace, shuffleInPlace } from '../rng.ts';
import { call, done, opt, thenRun, type Handler, type Step } from '../step.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Seat } from '../types.ts';
import { placeShips } from './common.ts';
import { controls, isSeat, rivalSeats as rivals, systemsControlledBy } from '../control.ts';
import type { EffectFrame } from './frame-types.ts';

type H<K extends EffectFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: string, options: DecisionOption[], secret = false): Step => ({ t: 'ask', seat, prompt, options, secret });

/* ------------------------------------------------------------- generic */

const order: H<'fx/order'> = {
  step(_s, f) {
    if (f.items.length === 0) return done;
    if (f.items.length === 1) return thenRun(...f.items[0]!.frames);
    return ask(f.chooser, 'Several effects happen at once: which resolves first?', f.items.map((it, i) => opt(`item:${i}`, it.label)));
  },
  resume(_s, f, choice) {
    const [item] = f.items.splice(Number(choice.slice(5)), 1);
    return call(...item!.frames);
  },
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
  return ask(f.seat, 'You cannot place a ship in every system: where does the next one go?', f.systems.map((id) => opt(`sys:${id}`, systemLabel(id))));
}

const placeEach: H<'fx/place-each'> = {
  step: placeEachStep,
  resume(s, f, choice) {
    const id = choice.slice(4) as SystemId;
    placeShips(s, f.seat, id, 1);
    f.systems = f.systems.filter((x) => x !== id);
    log(s, `${seatName(s, f.seat)} places a ship in ${systemLabel(id)}.`);
    return call();
  },
};

const place3: H<'fx/place-3'> = {
  step(s, f) {
    const options = systemsControlledBy(s, f.seat).map((id) => opt(`sys:${id}`, systemLabel(id)));
    if (options.length === 0 || s.players[f.seat]!.supply.ships === 0) return done;
    return ask(f.seat, 'Place 3 ships in which system you control?', options);
  },
  resume(s, f, choice) {
    const id = choice.slice(4) as SystemId;
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
  }
  return out;
}

function stealOption(s: GameState, t: { victim: Seat; place: string; resource: Resource }): DecisionOption {
  return opt(`res:${t.victim}:${t.place}`, `Steal ${seatName(s, t.victim)}'s ${resourceLabel(t.resource)} (${placeLabel(t.place)})`);
}

function stealResource(s: GameState, seat: Seat, victim: Seat, place: string): Frame {
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
    const options = stealableTokens(s, f.seat, f.resource).map((t) => stealOption(s, t));
    if (options.length === 0) {
      noteBlockedSteal(s, f.seat);
      return done;
    }
    options.push(opt('stop', 'Stop'));
    return ask(f.seat, `The ${resourceLabel(f.resource)} supply is empty: steal ${f.left} more?`, options);
  },
  resume(s, f, choice) {
    noteBlockedSteal(s, f.seat);
    if (choice === 'stop') return done;
    const [, v, i] = choice.split(':');
    f.left -= 1;
    return call(stealResource(s, f.seat, Number(v), i!));
  },
};

/** Discord menus hold 25 options: bigger choices ask for the Rival first (ARCHITECTURE.md). */
const MENU_LIMIT = 25;

function stealOptions(s: GameState, f: FrameOf<'fx/steal'>): DecisionOption[] {
  const options: DecisionOption[] = [];
  if (f.what !== 'guild') {
    for (const t of stealableTokens(s, f.seat, f.resource)) if (f.from === undefined || t.victim === f.from) options.push(stealOption(s, t));
  }
  if (f.what !== 'resource') {
    for (const v of rivals(s, f.seat)) {
      if (f.from !== undefined && v !== f.from) continue;
      for (const c of s.players[v]!.court) {
        if (cardDef(c.id).kind === 'guild' && canSteal(s, f.seat, v, { guild: c.id })) options.push(opt(`card:${v}:${c.id}`, `Steal ${cardDef(c.id).name} from ${seatName(s, v)}`));
      }
    }
  }
  return options;
}

const steal: H<'fx/steal'> = {
  step(s, f) {
    const options = stealOptions(s, f);
    if (options.length >= MENU_LIMIT && f.from === undefined) {
      const victims = [...new Set(options.map((o) => Number(o.id.split(':')[1])))];
      const menu = victims.map((v) => opt(`from:${v}`, `Steal from ${seatName(s, v)}`));
      if (f.optional) menu.push(opt('none', 'Steal nothing'));
      return ask(f.seat, 'Steal from which Rival?', menu);
    }
    if (options.length === 0) {
      noteBlockedSteal(s, f.seat);
      return done;
    }
    if (f.optional) options.push(opt('none', 'Steal nothing'));
    return ask(f.seat, 'Steal what?', options);
  },
  resume(s, f, choice) {
    if (choice.startsWith('from:')) {
      f.from = Number(choice.slice(5));
      return call();
    }
    noteBlockedSteal(s, f.seat);
    if (choice === 'none') return done;
    const [kind, v, x] = choice.split(':') as [string, string, string];
    if (kind === 'res') return thenRun(stealResource(s, f.seat, Number(v), x));
    const how = takeStolenCard(s, f.seat, Number(v), x);
    log(s, `${seatName(s, f.seat)} steals ${cardDef(x).name} from ${seatName(s, Number(v))}${how === 'buried' ? '; it is buried' : ''}.`);
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

const pressgang: H<'fx/pressgang'> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    const options: DecisionOption[] = [];
    p.captives.forEach((n, owner) => {
      if (n <= 0) return;
      for (const r of RESOURCES) if (s.supply[r] > 0) options.push(opt(`cap:${owner}:${r}`, `Return a ${seatName(s, owner)} captive to gain ${resourceLabel(r)}`));
    });
    if (options.length === 0) return done;
    options.push(opt('stop', 'Stop'));
    return ask(f.seat, 'Pressgang: return Captives, gaining any 1 resource for each.', options);
  },
  resume(s, f, choice) {
    if (choice === 'stop') return done;
    const [, owner, r] = choice.split(':') as [string, string, Resource];
    s.players[f.seat]!.captives[Number(owner)]! -= 1;
    returnAgents(s, Number(owner), 1);
    log(s, `${seatName(s, f.seat)} returns a ${seatName(s, Number(owner))} captive and gains ${resourceLabel(r)}.`);
    return call(gainFrames(f.seat, r));
  },
};

const execute: H<'fx/execute'> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    const options: DecisionOption[] = [];
    p.captives.forEach((n, owner) => {
      if (n > 0) options.push(opt(`cap:${owner}`, `Move a ${seatName(s, owner)} captive to your Trophies`));
    });
    if (options.length === 0) return done;
    if (options.length > 1 || p.captives.some((n) => n > 1)) options.push(opt('all', 'Move all your Captives to your Trophies'));
    options.push(opt('stop', 'Stop'));
    return ask(f.seat, 'Execute: move any number of your Captives to your Trophies.', options);
  },
  resume(s, f, choice) {
    if (choice === 'stop') return done;
    const p = s.players[f.seat]!;
    const owners = choice === 'all' ? p.captives.map((_, i) => i) : [Number(choice.slice(4))];
    for (const o of owners) {
      const n = choice === 'all' ? p.captives[o]! : 1;
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
    const options = abductTargets(s, f.seat).map((i) => opt(`card:${i}`, cardName(s.court[i]!.card)));
    if (options.length === 0) return done;
    return ask(f.seat, 'Abduct: capture all Rival agents from which Court card?', options);
  },
  resume(s, f, choice) {
    const slot = s.court[Number(choice.slice(5))]!;
    const p = s.players[f.seat]!;
    slot.agents.forEach((n, o) => {
      if (o === f.seat || n === 0) return;
      p.captives[o]! += n;
      slot.agents[o] = 0;
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

const trade: H<'fx/trade'> = {
  step(s, f) {
    if (f.system === null || f.owner === null) {
      const options = tradeTargets(s, f.seat).map((t) => opt(`city:${t.id}:${t.owner}`, `${seatName(s, t.owner)}'s city on ${systemLabel(t.id)}`));
      if (options.length === 0) return done;
      return ask(f.seat, 'Trade with the owner of which Rival city you control?', options);
    }
    const r = planetResource(f.system)!;
    const owner = f.owner;
    if (f.take === null) {
      const options = heldTokens(s, owner).filter((x) => x.resource === r).map((x) => opt(`take:${x.place}`, `Take their ${resourceLabel(r)} (${placeLabel(x.place)})`));
      return ask(f.seat, `Take which ${resourceLabel(r)} from ${seatName(s, owner)}?`, options);
    }
    const options = heldTokens(s, f.seat).filter((x) => !holdsResource(s, owner, x.resource)).map((x) => opt(`give:${x.place}`, `Give your ${resourceLabel(x.resource)} (${placeLabel(x.place)})`));
    return ask(f.seat, `Give ${seatName(s, f.owner)} which resource they don't have?`, options);
  },
  resume(s, f, choice) {
    const [tag, a, b, c] = choice.split(':');
    if (tag === 'city') {
      f.system = `${a}:${b}` as SystemId;
      f.owner = Number(c);
      return call();
    }
    if (tag === 'take') {
      f.take = a!;
      return call();
    }
    // Swap: both tokens change hands at once; each new owner places theirs (not stealing: FAQ).
    const got = takeToken(s, f.owner!, f.take!);
    const gave = takeToken(s, f.seat, a!);
    log(s, `${seatName(s, f.seat)} trades ${resourceLabel(gave)} for ${seatName(s, f.owner!)}'s ${resourceLabel(got)}.`);
    return thenRun(gainFrames(f.seat, got, true), gainFrames(f.owner!, gave, true));
  },
};

/* ----------------------------------------------------------------- battle */

const SKIRMISH_HIT = (face: number) => face <= 2; // data/dice.ts: faces 0-2 hit, 3-5 blank

const reroll: H<'fx/reroll'> = {
  step(s, f) {
    const hits = f.faces.skirmish.filter(SKIRMISH_HIT).length;
    const blanks = f.faces.skirmish.length - hits;
    const options = [opt('none', 'Do not reroll')];
    for (let b = blanks; b >= 0; b--) {
      for (let h = 0; h <= hits; h++) {
        if (b + h === 0 || b + h > f.limit) continue;
        const parts = [];
        if (b) parts.push(`${b} blank`);
        if (h) parts.push(`${h} hit`);
        options.push(opt(`re:${b}:${h}`, `Reroll ${parts.join(' and ')} skirmish ${b + h === 1 ? 'die' : 'dice'}`));
      }
    }
    return ask(f.attacker, `Skirmishers: reroll up to ${f.limit} skirmish ${f.limit === 1 ? 'die' : 'dice'} (once)?`, options);
  },
  resume(s, f, choice) {
    if (choice !== 'none') {
      const [, b, h] = choice.split(':').map(Number) as [number, number, number];
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
      fired(s, 'ARCS-BC13');
      log(s, `${seatName(s, f.attacker)} rerolls ${b + h} skirmish ${b + h === 1 ? 'die' : 'dice'} (Skirmishers): ${rolled.filter(SKIRMISH_HIT).length} skirmish hit${rolled.filter(SKIRMISH_HIT).length === 1 ? '' : 's'} now.`);
    }
    return rerolledDice(f.faces);
  },
};


/* -------------------------------------------------------------- Farseers */

const farseersPeek: H<'fx/farseers-peek'> = {
  step(s, f) {
    if (f.rival === null) {
      const options = rivals(s, f.seat).filter((v) => s.players[v]!.hand.length > 0).map((v) => opt(`rival:${v}`, `Look at ${seatName(s, v)}'s hand`));
      if (options.length === 0) return done;
      return ask(f.seat, "Farseers: look at which Rival's hand?", options);
    }
    const theirs = s.players[f.rival]!.hand;
    const mine = s.players[f.seat]!.hand;
    if (f.take === null) {
      const options = [opt('noswap', 'Do not swap')];
      if (mine.length > 0) for (const c of theirs) options.push(opt(`take:${c}`, `Take their ${cardLabel(c)}`));
      return ask(f.seat, `Farseers: ${seatName(s, f.rival)}'s hand. You may swap 1 card with them.`, options, true);
    }
    return ask(f.seat, 'Farseers: give them which card?', mine.map((c) => opt(`give:${c}`, `Give your ${cardLabel(c)}`)), true);
  },
  resume(s, f, choice) {
    if (choice.startsWith('rival:')) {
      f.rival = Number(choice.slice(6));
      log(s, `${seatName(s, f.seat)} looks at ${seatName(s, f.rival)}'s hand (Farseers).`);
      return call();
    }
    if (choice === 'noswap') return done;
    if (choice.startsWith('take:')) {
      f.take = choice.slice(5) as ActionCardId;
      return call();
    }
    const give = choice.slice(5) as ActionCardId;
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

function cardLabel(c: ActionCardId): string {
  const a = actionCard(c);
  return `${suitName(a.suit)} ${a.number}`;
}

const farseersDraw: H<'fx/farseers-draw'> = {
  step(s, f) {
    const hand = s.players[f.seat]!.hand;
    const options = [opt('done', `Draw ${f.chosen.length + 1} from the bottom of the action discard pile`)];
    for (const c of hand) options.push(opt(`pick:${c}`, `${f.chosen.includes(c) ? 'Keep' : 'Discard'} ${cardLabel(c)}`));
    return ask(f.seat, `Farseers: discard any number of cards from your hand (${f.chosen.length} chosen).`, options, true);
  },
  resume(s, f, choice) {
    if (choice.startsWith('pick:')) {
      const c = choice.slice(5) as ActionCardId;
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

const declare: H<'fx/declare'> = {
  step(s, f) {
    if (availableMarkers(s).length === 0) return done;
    // Feastbringer (ARCS-LEAD07, Generous) cannot declare without a Guild card to give.
    const options = mayDeclareNow(s, f.seat) ? f.ambitions.map((a) => opt(`declare:${a}`, `Declare ${AMBITION_NAMES[a]}`)) : [];
    options.push(opt('no', 'Do not declare'));
    return ask(f.seat, `${cardName(f.card)}: you may declare an ambition (no zero marker is placed).`, options);
  },
  resume(s, f, choice) {
    if (choice === 'no') return done;
    if (cardDef(f.card).kind !== 'vox') fired(s, f.card); // a Vox card counted when secured
    return thenRun(...declareAmbition(s, f.seat, choice.slice(8) as Ambition, false));
  },
};

/* ---------------------------------------------------------------- Vox */

const outrageSpreads: H<'fx/outrage-spreads'> = {
  step(_s, f) {
    const options = RESOURCES.map((r) => opt(`type:${r}`, `${resourceLabel(r)} Outrage`));
    options.push(opt('none', 'Choose no type'));
    return ask(f.seat, 'Outrage Spreads: choose an Outrage type; every player (you too) Provokes Outrage of it.', options);
  },
  resume(s, f, choice) {
    if (choice === 'none') return done;
    const r = choice.slice(5) as Resource;
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

const song: H<'fx/song'> = {
  step(s, f) {
    if (!f.returned) {
      const options = songTargets(s, f.seat).map((t) => {
        const b = sys(s, t.id).slots[t.slot]!;
        return opt(`city:${t.id}:${t.slot}`, `Return ${b.owner === f.seat ? 'your' : `${ownerName(s, b.owner)}'s`} city on ${systemLabel(t.id)}`);
      });
      if (options.length === 0) return done;
      options.push(opt('no', 'Return no city'));
      return ask(f.seat, 'Song of Freedom: you may return a city you control to its player board.', options);
    }
    // FAQ (ARCS-BC29): if you cannot seize (you lead, or it was seized), you still return the city.
    if (!canSeize(s, f.seat)) return done;
    return ask(f.seat, 'Song of Freedom: seize the initiative?', [opt('seize', 'Seize the initiative'), opt('no', 'Do not seize')]);
  },
  resume(s, f, choice) {
    if (choice === 'no') return done;
    if (choice === 'seize') {
      seize(s, f.seat, null, ' (Song of Freedom)');
      return done;
    }
    const [, c, sym, slotText] = choice.split(':');
    const id = `${c}:${sym}` as SystemId;
    const st = sys(s, id);
    const b = st.slots[Number(slotText)]!;
    st.slots[Number(slotText)] = null;
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

const massUprising: H<'fx/mass-uprising'> = {
  step(s, f) {
    const inPlay = CLUSTER_IDS.filter((c) => !s.outOfPlay.includes(c));
    return ask(f.seat, 'Mass Uprising: place 1 ship in each system of which cluster?', inPlay.map((c) => opt(`cluster:${c}`, `Cluster ${c}`)));
  },
  resume(s, f, choice) {
    const c = Number(choice.slice(8)) as ClusterId;
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

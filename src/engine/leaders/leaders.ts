/**
 * The 8 leaders of Leaders & Lore (ARCS-LEAD01-08), both abilities of each, as printed (cards.csv)
 * with the FAQ rulings (faq.csv). Starting pieces and resources: leaders/data.ts, frames/draft.ts.
 */
import { RESOURCES } from '../../data/map.ts';
import { cardDef } from '../../data/cards.ts';
import { log, seatName, shipCount, sys, systemIds } from '../board.ts';
import { controls, defenders } from '../control.ts';
import { cardName } from '../court.ts';
import { fired, heldEffects, type CardEffect } from '../effects.ts';
import { discardAllOf, holdsResource } from '../holdings.ts';
import { gainFrames, resourceLabel } from '../frames/resources.ts';
import { call, done, noResume, opt, thenRun, type Handler } from '../step.ts';
import { actionFrame, canTake, influenceThenSecureTargets, moveDestinations } from '../frames/actions.ts';
import type { FrameOf, GameState, Seat } from '../types.ts';
import { restoreFired, saveFired } from '../fired.ts';
import type { AroundUndo } from './frame-types.ts';
import { choices, field } from '../choices.ts';
import { card, msg, owner, resource } from '../messages.ts';

/** The leaders' effects (ARCS-LEAD01-08), in card order; part of the Leaders & Lore module (modules.ts). */
export const LEADER_EFFECTS: CardEffect[] = [];
const EFFECTS = LEADER_EFFECTS;

/* ARCS-LEAD01 Elder.
 * Beloved: after defending in battle, you may influence if the attacker took any Trophies. Rivals
 *   cannot Ransack the Court when they battle you (effects.ts noRansack; frames/outrage.ts).
 * Just: scoring Tyrant, no Power for second place, second-place Power for first place, no city bonus. */
EFFECTS.push({
  id: 'ARCS-LEAD01',
  noRansack: true,
  secondForFirst: 'tyrant',
  afterBattle: (s, seat, ctx) =>
    seat === ctx.defender && ctx.attackerTookTrophies && s.players[seat]!.supply.agents > 0 && s.court.length > 0
      ? [{ k: 'll/may-influence', seat, card: 'ARCS-LEAD01' }]
      : [],
});

/* ARCS-LEAD02 Mystic. Attuned: Copy or Pivot to tax -> also gain 1 Psionic (act/tax; the FAQ: even
 * when the taxed resource's supply is empty). Cryptic: setup agents on Material and Fuel Outrage (draft.ts). */
EFFECTS.push({ id: 'ARCS-LEAD02', taxBonus: 'psionic' });

/* ARCS-LEAD03 Fuel-Drinker. Insatiable: Copy or Pivot to tax -> also gain 1 Fuel.
 * Lavish: after scoring, you must discard all of your Fuel if the Tycoon ambition was scored. */
EFFECTS.push({
  id: 'ARCS-LEAD03',
  taxBonus: 'fuel',
  afterScoring: (s, seat, scored) =>
    scored.includes('tycoon') && holdsResource(s, seat, 'fuel') ? [{ k: 'll/discard-all', seat, card: 'ARCS-LEAD03', resource: 'fuel' }] : [],
});

/* ARCS-LEAD04 Upstart. Ambitious: when you declare an ambition, you may gain any resource.
 * Callow: you can only tax Loyal cities if you control them (FAQ: you cannot tax cities you do not control). */
EFFECTS.push({
  id: 'ARCS-LEAD04',
  onDeclare: (s, seat) => (RESOURCES.some((r) => s.supply[r] > 0) ? [{ k: 'll/gain-any', seat, card: 'ARCS-LEAD04' }] : []),
  rule: (s, holder, actor, act) => (actor === holder && act.t === 'tax' && !controls(s, act.city.id, holder) ? 'cannot' : null),
});

/* ARCS-LEAD05 Rebel. Committed: in battle, you collect 2 extra dice (mandatory, FAQ).
 * Disorganized: you cannot move more than 2 ships at a time (act/move; FAQ: Predictive Sensors too). */
EFFECTS.push({ id: 'ARCS-LEAD05', battleDice: () => 2, mustCollectDice: 2, moveLimit: 2 });

/* ARCS-LEAD06 Warrior. Violent: scoring Empath, second-place Power for first, none for second.
 * Tactical: see `around` below (registered at the end of this file). */

/* ARCS-LEAD07 Feastbringer. Generous: to declare an ambition, you must give 1 Guild card to your
 * Rival with the least Power (no Guild card: you cannot declare; turn/declare and fx/declare).
 * Charismatic: see `around` below. */
EFFECTS.push({
  id: 'ARCS-LEAD07',
  rule: (s, holder, actor, act) => (actor === holder && act.t === 'declare' && guildCards(s, holder).length === 0 ? 'cannot' : null),
  onDeclare: (_s, seat) => [{ k: 'll/give-guild', seat, card: 'ARCS-LEAD07' }],
  copyPivotAction: (_s, seat, action) => (action === 'secure' ? [{ k: 'll/around', seat, card: 'ARCS-LEAD07', action: 'secure', extra: 'influence', step: 'choose', before: false }] : null),
  copyPivotEnables: (s, seat, action) => action === 'secure' && influenceThenSecureTargets(s, seat).length > 0,
});

/* ARCS-LEAD08 Demagogue. Bold: when you declare an ambition, you may influence any number of cards
 * in the Court once (FAQ: up to one agent on each card). Paranoid: you cannot secure Guild cards with
 * only 1 Loyal agent on them (Vox as normal; ignored when you Ransack the Court: court.ts securableSlots). */
EFFECTS.push({
  id: 'ARCS-LEAD08',
  onDeclare: (s, seat) => (s.players[seat]!.supply.agents > 0 ? [{ k: 'll/bold', seat, card: 'ARCS-LEAD08', done: [] }] : []),
  rule: (s, holder, actor, act) =>
    actor === holder && act.t === 'secure' && cardDef(act.card).kind === 'guild' && (s.court.find((c) => c.card === act.card)?.agents[holder] ?? 0) === 1 ? 'cannot' : null,
});

function guildCards(s: GameState, seat: Seat): string[] {
  return s.players[seat]!.court.filter((c) => cardDef(c.id).kind === 'guild').map((c) => c.id);
}

/** Rivals with the least Power (ties: the giver picks among them). */
function leastPowerRivals(s: GameState, seat: Seat): Seat[] {
  const rivals = s.players.filter((p) => p.seat !== seat);
  const min = Math.min(...rivals.map((p) => p.power));
  return rivals.filter((p) => p.power === min).map((p) => p.seat);
}

function placeAgent(s: GameState, seat: Seat, card: string): void {
  const slot = s.court.find((c) => c.card === card)!;
  s.players[seat]!.supply.agents -= 1;
  slot.agents[seat]! += 1;
  log(s, `${seatName(s, seat)} places an agent on ${cardName(card)}.`);
}

/* ------------------------------------------------------------------ frames */

/** A Court card by its id, `card:<card id>`; `no` / `stop` to influence no (more) cards. */
const INFLUENCE = choices({ card: { card: field.word }, no: {}, stop: {} });

export const mayInfluence: Handler<FrameOf<'ll/may-influence'>> = {
  step(s, f) {
    if (s.players[f.seat]!.supply.agents === 0) return done;
    const options = s.court.map((c) => opt(INFLUENCE.id('card', { card: c.card }), msg('core.card', { card: card(c.card) })));
    options.push(opt(INFLUENCE.id('no'), msg('ll.no-influence')));
    return { t: 'ask', seat: f.seat, prompt: msg('ll.may-influence.prompt', { card: card(f.card) }), options };
  },
  resume(s, f, choice) {
    const c = INFLUENCE.read(choice);
    if (c.tag !== 'card') return done;
    fired(s, f.card);
    placeAgent(s, f.seat, c.card);
    return done;
  },
};

/** `res:<resource>` or `no`. */
const GAIN = choices({ res: { resource: field.resource }, no: {} });

export const gainAny: Handler<FrameOf<'ll/gain-any'>> = {
  step(s, f) {
    const options = RESOURCES.filter((r) => s.supply[r] > 0).map((r) => opt(GAIN.id('res', { resource: r }), msg('ll.gain-any.option', { resource: resource(r) })));
    if (options.length === 0) return done;
    options.push(opt(GAIN.id('no'), msg('ll.gain-any.none')));
    return { t: 'ask', seat: f.seat, prompt: msg('ll.gain-any.prompt', { card: card(f.card) }), options };
  },
  resume(s, f, choice) {
    const c = GAIN.read(choice);
    if (c.tag === 'no') return done;
    const r = c.resource;
    fired(s, f.card);
    log(s, `${seatName(s, f.seat)} gains ${resourceLabel(r)} (${cardName(f.card)}).`);
    return thenRun(gainFrames(f.seat, r));
  },
};

export const bold: Handler<FrameOf<'ll/bold'>> = {
  step(s, f) {
    if (s.players[f.seat]!.supply.agents === 0) return done;
    const options = s.court.filter((c) => !f.done.includes(c.card)).map((c) => opt(INFLUENCE.id('card', { card: c.card }), msg('core.card', { card: card(c.card) })));
    if (options.length === 0) return done;
    options.push(opt(INFLUENCE.id('stop'), msg(f.done.length ? 'll.bold.no-more' : 'll.no-influence')));
    return { t: 'ask', seat: f.seat, prompt: msg('ll.bold.prompt', { card: card(f.card) }), options };
  },
  resume(s, f, choice) {
    const c = INFLUENCE.read(choice);
    if (c.tag !== 'card') return done;
    if (f.done.length === 0) fired(s, f.card);
    f.done.push(c.card);
    placeAgent(s, f.seat, c.card);
    return { t: 'call', push: [] };
  },
};

/** `give:<rival>:<card id>`. */
const GIVE = choices({ give: { rival: field.int, card: field.word } });

export const giveGuild: Handler<FrameOf<'ll/give-guild'>> = {
  step(s, f) {
    const cards = guildCards(s, f.seat);
    if (cards.length === 0) return done;
    const to = leastPowerRivals(s, f.seat);
    const options = to.flatMap((r) => cards.map((c) => opt(GIVE.id('give', { rival: r, card: c }), msg('ll.give-guild.option', { card: card(c), rival: owner(r) }))));
    return { t: 'ask', seat: f.seat, prompt: msg('ll.give-guild.prompt', { card: card(f.card) }), options };
  },
  resume(s, f, choice) {
    const { rival, card: given } = GIVE.read(choice);
    const giver = s.players[f.seat]!;
    const i = giver.court.findIndex((c) => c.id === given);
    const [held] = giver.court.splice(i, 1);
    s.players[rival]!.court.push(held!);
    fired(s, f.card);
    log(s, `${seatName(s, f.seat)} gives ${cardName(given)} to ${seatName(s, rival)} (${cardName(f.card)}).`);
    return done;
  },
};

export const discardAll: Handler<FrameOf<'ll/discard-all'>> = {
  step(s, f) {
    // "All of your Fuel": in the slots and on a lore card (holdings.ts).
    const n = discardAllOf(s, f.seat, f.resource);
    if (n > 0) {
      fired(s, f.card);
      log(s, `${seatName(s, f.seat)} discards ${n} ${resourceLabel(f.resource)} (${cardName(f.card)}).`);
    }
    return done;
  },
  resume: noResume('ll/discard-all'),
};

/* Tactical (ARCS-LEAD06) and Charismatic (ARCS-LEAD07): "When you Copy or Pivot to battle / in order
 * to secure, you may move / influence before or after." FAQ: different ships / cards are fine; the
 * Tactical move may be a Catapult; "You must perform a legal Battle (secure) after moving
 * (influencing)... Otherwise the move (influence) must be undone." So the action is offered when a
 * move (influence) could make a target (copyPivotEnables); influence first offers only cards after
 * which a secure is legal; a move first after which no battle is legal is undone (the pieces are
 * restored) and the choice is asked again, with "do not battle" when nothing can be battled now. */
const EXTRA_NAMES = { move: 'move', influence: 'influence' } as const;

function extraFirst(s: GameState, f: FrameOf<'ll/around'>): boolean {
  return f.extra === 'influence' ? influenceThenSecureTargets(s, f.seat).length > 0 : canTake(s, f.seat, 'move');
}

function snapshot(s: GameState): AroundUndo {
  const undo: AroundUndo = { map: structuredClone(s.map), court: structuredClone(s.court), players: s.players.map(({ hand: _hand, ...p }) => structuredClone(p)) };
  if (s.fx) undo.fx = structuredClone(s.fx);
  saveFired(s);
  return undo;
}

function restore(s: GameState, undo: AroundUndo): void {
  s.map = undo.map;
  s.court = undo.court;
  s.players = undo.players.map((p, i) => ({ ...p, hand: s.players[i]!.hand }));
  if (undo.fx) s.fx = undo.fx;
  else delete s.fx;
  restoreFired(s);
}

/** Tactical / Charismatic: `before`, `main`, `skip` (choose), then `extra` or `no` (after). */
const AROUND = choices({ before: {}, main: {}, skip: {}, extra: {}, no: {} });

export const around: Handler<FrameOf<'ll/around'>> = {
  step(s, f) {
    // Keys by the pair: ll.around.move-battle.* (Warrior), ll.around.influence-secure.* (Feastbringer).
    const key = (k: string) => `ll.around.${f.extra}-${f.action}.${k}`;
    if (f.step === 'choose') {
      const options = [];
      if (extraFirst(s, f)) options.push(opt(AROUND.id('before'), msg(key('before'))));
      if (canTake(s, f.seat, f.action)) options.push(opt(AROUND.id('main'), msg(key('main'))));
      else options.push(opt(AROUND.id('skip'), msg(key('skip'))));
      return { t: 'ask', seat: f.seat, prompt: msg(key('prompt'), { card: card(f.card) }), options };
    }
    if (f.step === 'main') {
      if (canTake(s, f.seat, f.action)) {
        f.step = f.before ? 'end' : 'after';
        delete f.undo;
        return call(actionFrame(f.seat, f.action));
      }
      if (!f.undo) throw new Error('ll/around: no legal action and nothing to undo (bug)');
      restore(s, f.undo);
      delete f.undo;
      f.step = 'choose';
      f.before = false;
      log(s, `${seatName(s, f.seat)} cannot ${f.action} after that ${EXTRA_NAMES[f.extra]}, so it is undone (${cardName(f.card)}).`);
      return call();
    }
    if (f.step === 'after') {
      if (!canTake(s, f.seat, f.extra)) return done;
      return { t: 'ask', seat: f.seat, prompt: msg(key('after-prompt'), { card: card(f.card) }), options: [opt(AROUND.id('extra'), msg(key('extra'))), opt(AROUND.id('no'), msg(key('no')))] };
    }
    return done;
  },
  resume(s, f, choice) {
    const c = AROUND.read(choice);
    if (f.step === 'choose') {
      if (c.tag === 'skip') {
        log(s, `${seatName(s, f.seat)} does not ${f.action}.`);
        return done;
      }
      f.step = 'main';
      if (c.tag === 'before') {
        f.before = true;
        f.undo = snapshot(s);
        fired(s, f.card);
        return call(f.extra === 'influence' ? { k: 'act/influence', seat: f.seat, thenSecure: true } : actionFrame(f.seat, f.extra));
      }
      return call();
    }
    // step 'after'
    if (c.tag === 'no') return done;
    fired(s, f.card);
    return thenRun(actionFrame(f.seat, f.extra));
  },
};

/** A move (with Catapult and Sprinter Drives moves) could bring the seat's ships to a Rival's pieces (Tactical). */
function moveReachesBattle(s: GameState, seat: Seat): boolean {
  const sprinter = heldEffects(s, seat).some((e) => e.extraMove);
  return systemIds(s).some((from) => {
    const c = shipCount(sys(s, from), seat);
    if (c.fresh + c.damaged === 0) return false;
    return [...moveDestinations(s, seat, from)].some(
      (at) => defenders(s, at, seat).length > 0 || (sprinter && c.fresh > 0 && [...moveDestinations(s, seat, at)].some((n) => defenders(s, n, seat).length > 0)),
    );
  });
}

EFFECTS.push({
  id: 'ARCS-LEAD06',
  secondForFirst: 'empath',
  copyPivotAction: (_s, seat, action) => (action === 'battle' ? [{ k: 'll/around', seat, card: 'ARCS-LEAD06', action: 'battle', extra: 'move', step: 'choose', before: false }] : null),
  copyPivotEnables: (s, seat, action) => action === 'battle' && moveReachesBattle(s, seat),
});

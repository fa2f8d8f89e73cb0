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

export const mayInfluence: Handler<FrameOf<'ll/may-influence'>> = {
  step(s, f) {
    if (s.players[f.seat]!.supply.agents === 0) return done;
    const options = s.court.map((c) => opt(`card:${c.card}`, cardName(c.card)));
    options.push(opt('no', 'Do not influence'));
    return { t: 'ask', seat: f.seat, prompt: `${cardName(f.card)}: you may influence (place an agent on a Court card).`, options };
  },
  resume(s, f, choice) {
    if (choice === 'no') return done;
    fired(s, f.card);
    placeAgent(s, f.seat, choice.slice(5));
    return done;
  },
};

export const gainAny: Handler<FrameOf<'ll/gain-any'>> = {
  step(s, f) {
    const options = RESOURCES.filter((r) => s.supply[r] > 0).map((r) => opt(`res:${r}`, `Gain ${resourceLabel(r)}`));
    if (options.length === 0) return done;
    options.push(opt('no', 'Gain nothing'));
    return { t: 'ask', seat: f.seat, prompt: `${cardName(f.card)}: you may gain any resource.`, options };
  },
  resume(s, f, choice) {
    if (choice === 'no') return done;
    const r = choice.slice(4) as (typeof RESOURCES)[number];
    fired(s, f.card);
    log(s, `${seatName(s, f.seat)} gains ${resourceLabel(r)} (${cardName(f.card)}).`);
    return thenRun(gainFrames(f.seat, r));
  },
};

export const bold: Handler<FrameOf<'ll/bold'>> = {
  step(s, f) {
    if (s.players[f.seat]!.supply.agents === 0) return done;
    const options = s.court.filter((c) => !f.done.includes(c.card)).map((c) => opt(`card:${c.card}`, cardName(c.card)));
    if (options.length === 0) return done;
    options.push(opt('stop', f.done.length ? 'Influence no more cards' : 'Do not influence'));
    return { t: 'ask', seat: f.seat, prompt: `${cardName(f.card)}: you may influence each card in the Court once.`, options };
  },
  resume(s, f, choice) {
    if (choice === 'stop') return done;
    const card = choice.slice(5);
    if (f.done.length === 0) fired(s, f.card);
    f.done.push(card);
    placeAgent(s, f.seat, card);
    return { t: 'call', push: [] };
  },
};

export const giveGuild: Handler<FrameOf<'ll/give-guild'>> = {
  step(s, f) {
    const cards = guildCards(s, f.seat);
    if (cards.length === 0) return done;
    const to = leastPowerRivals(s, f.seat);
    const options = to.flatMap((r) => cards.map((c) => opt(`give:${r}:${c}`, `Give ${cardName(c)} to ${seatName(s, r)}`)));
    return { t: 'ask', seat: f.seat, prompt: `${cardName(f.card)}: give 1 Guild card to your Rival with the least Power.`, options };
  },
  resume(s, f, choice) {
    const [, rival, card] = choice.split(':', 3) as [string, string, string];
    const giver = s.players[f.seat]!;
    const i = giver.court.findIndex((c) => c.id === card);
    const [held] = giver.court.splice(i, 1);
    s.players[Number(rival)]!.court.push(held!);
    fired(s, f.card);
    log(s, `${seatName(s, f.seat)} gives ${cardName(card)} to ${seatName(s, Number(rival))} (${cardName(f.card)}).`);
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

export const around: Handler<FrameOf<'ll/around'>> = {
  step(s, f) {
    if (f.step === 'choose') {
      const options = [];
      if (extraFirst(s, f)) options.push(opt('before', `${f.extra === 'move' ? 'Move' : 'Influence'} first, then ${f.action}`));
      if (canTake(s, f.seat, f.action)) options.push(opt('main', `${f.action === 'battle' ? 'Battle' : 'Secure'} now (you may ${EXTRA_NAMES[f.extra]} after)`));
      else options.push(opt('skip', `Do not ${f.action} (the action is lost)`));
      return { t: 'ask', seat: f.seat, prompt: `${cardName(f.card)}: you may ${EXTRA_NAMES[f.extra]} before or after you ${f.action}.`, options };
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
      return { t: 'ask', seat: f.seat, prompt: `${cardName(f.card)}: ${EXTRA_NAMES[f.extra]} now?`, options: [opt('extra', f.extra === 'move' ? 'Move' : 'Influence'), opt('no', `Do not ${EXTRA_NAMES[f.extra]}`)] };
    }
    return done;
  },
  resume(s, f, choice) {
    if (f.step === 'choose') {
      if (choice === 'skip') {
        log(s, `${seatName(s, f.seat)} does not ${f.action}.`);
        return done;
      }
      f.step = 'main';
      if (choice === 'before') {
        f.before = true;
        f.undo = snapshot(s);
        fired(s, f.card);
        return call(f.extra === 'influence' ? { k: 'act/influence', seat: f.seat, thenSecure: true } : actionFrame(f.seat, f.extra));
      }
      return call();
    }
    // step 'after'
    if (choice === 'no') return done;
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

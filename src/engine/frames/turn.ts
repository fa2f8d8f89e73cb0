/**
 * A turn after its card is played: the Prelude (spending resources; Prelude actions) and the
 * actions paid with pips (Playing a Chapter; Resources; Other Actions, Prelude Actions).
 */
import { SUIT_ACTIONS, type ActionKind } from '../../data/action-cards.ts';
import { systemIds, isGate, log, seatName, shipsOf, shipsOnMap, buildingsOnMap, sys } from '../board.ts';
import { call, done, opt, type Handler, type Step } from '../step.ts';
import type { DecisionOption, FrameOf, GameState } from '../types.ts';
import { actionFrame, canTake, systemLabel } from './actions.ts';
import { resourceLabel, toSupply } from './resources.ts';
import type { Resource } from '../../data/map.ts';
import { copyPivotActionFrames, copyTriggers, effectOf, notePreludeUsed, copyPivotEnables, findNewAction, fired, heldCards, newActionsFor, permits, preludeOptions, preludeSpentTriggers, spendAsTypes } from '../effects.ts';
import { cardName } from '../court.ts';
import { heldTokens, isSlotPlace, placeMsg, takeToken, withoutToken } from '../holdings.ts';
import { choices, field, restField } from '../choices.ts';
import { list, msg, resource, system } from '../messages.ts';

const ACTION_NAMES: Record<ActionKind, string> = {
  tax: 'Tax', build: 'Build', move: 'Move', repair: 'Repair', influence: 'Influence', secure: 'Secure', battle: 'Battle',
};

const ACTION_KINDS = Object.keys(ACTION_NAMES) as ActionKind[];
const actionMsg = (a: ActionKind) => msg(`core.action.${a}`);

/**
 * Option ids of the turn menu: `end`; a pip `pip:<action>` or `pip:x:<card>:<key>` (a new action);
 * a Prelude spend `res:<place>:<action>`, `res:<place>:weapon` or `res:<place>:x:<card>:<key>`;
 * a held card's Prelude ability `fx:<card>:<its own option id>` (effects.ts preludeOptions).
 */
const MENU = choices({
  end: {},
  pip: { action: field.oneOf(...ACTION_KINDS, 'x'), card: field.optional(field.word), key: field.optional(field.word) },
  res: { place: field.word, use: field.oneOf(...ACTION_KINDS, 'weapon', 'x'), card: field.optional(field.word), key: field.optional(field.word) },
  fx: { card: field.word, option: restField },
});

/** The actions a resource's Prelude action can take (Resources). */
export function resourceActions(f: FrameOf<'turn/actions'>, r: string): ActionKind[] {
  switch (r) {
    case 'material':
      return ['build', 'repair'];
    case 'fuel':
      return ['move'];
    case 'relic':
      return ['secure'];
    case 'psionic':
      // Believer: a Faithful lead card's side (leadActions).
      return [...(f.leadActions ?? SUIT_ACTIONS[f.leadSuit])];
    default:
      return [];
  }
}

function pipActions(f: FrameOf<'turn/actions'>): ActionKind[] {
  // Weapon: this turn, pips from your card play may also battle.
  return f.weapon && !f.allowed.includes('battle') ? [...f.allowed, 'battle'] : f.allowed;
}

function menuOptions(s: GameState, f: FrameOf<'turn/actions'>): DecisionOption[] {
  const options: DecisionOption[] = [];
  if (f.pips > 0) {
    for (const a of pipActions(f)) {
      // A held card may make a target for a Copied/Pivoted action (Warrior ARCS-LEAD06: move first).
      if (canTake(s, f.seat, a) || copyPivotEnables(s, f.seat, a)) options.push(opt(MENU.id('pip', { action: a, card: undefined, key: undefined }), msg('turn.pip', { action: actionMsg(a), pips: f.pips })));
      // New actions replace a standard action paid with a pip (Other Actions, New Actions).
      for (const n of newActionsFor(s, f.seat, a)) options.push(opt(MENU.id('pip', { action: 'x', card: n.card, key: n.action.key }), msg('turn.pip.new', { name: msg(`core.new-action.${n.action.key}`), action: actionMsg(a), pips: f.pips })));
    }
  }
  if (f.prelude) {
    const asTypes = spendAsTypes(s, f.seat);
    // Tokens in the slots and on a lore card (Ancient Holdings: "You can spend it"; holdings.ts).
    for (const { place, resource: r } of heldTokens(s, f.seat)) {
      const where = placeMsg(place);
      // Whether the action has a target is judged without the spent token (Cloud Cities' cost cannot be paid with it).
      const after = withoutToken(s, f.seat, place);
      // Outraged resources cannot be spent for their Prelude action, unless a card says to ignore
      // Outrage (Rules Hierarchy); Loyal Guilds also let any resource be spent as their type.
      const types = new Set<Resource>();
      if (permits(s, f.seat, { t: 'prelude-spend', resource: r })) types.add(r);
      for (const t of asTypes) types.add(t);
      if (types.has('weapon')) {
        if (!f.weapon && f.pips > 0 && !f.allowed.includes('battle') && (canTake(after, f.seat, 'battle') || newActionsFor(after, f.seat, 'battle').length > 0 || copyPivotEnables(after, f.seat, 'battle'))) {
          options.push(opt(MENU.id('res', { place, use: 'weapon', card: undefined, key: undefined }), msg(r === 'weapon' ? 'turn.spend.weapon' : 'turn.spend.asWeapon', { resource: resource(r), place: where })));
        }
      }
      const acts = new Set<ActionKind>();
      for (const t of types) for (const a of resourceActions(f, t)) acts.add(a);
      for (const a of acts) {
        if (canTake(after, f.seat, a)) options.push(opt(MENU.id('res', { place, use: a, card: undefined, key: undefined }), msg('turn.spend.action', { resource: resource(r), place: where, action: actionMsg(a) })));
        for (const n of newActionsFor(after, f.seat, a)) options.push(opt(MENU.id('res', { place, use: 'x', card: n.card, key: n.action.key }), msg('turn.spend.new', { resource: resource(r), place: where, name: msg(`core.new-action.${n.action.key}`), action: actionMsg(a) })));
      }
    }
    options.push(...preludeOptions(s, f.seat, f));
  }
  return options;
}

/** The Prelude ends when a pip is spent or the turn ends: spent resources return to the supply. */
function endPrelude(s: GameState, f: FrameOf<'turn/actions'>): void {
  if (!f.prelude) return;
  f.prelude = false;
  for (const r of f.spent) toSupply(s, r);
  f.spent = [];
}

export const turnActions: Handler<FrameOf<'turn/actions'>> = {
  step(s, f) {
    const options = menuOptions(s, f);
    if (options.length === 0) {
      endPrelude(s, f);
      return done;
    }
    options.push(opt(MENU.id('end'), msg(f.pips > 0 ? 'turn.end.skip' : 'turn.end')));
    const prompt = f.prelude
      ? msg('turn.actions.prelude', { n: f.pips, actions: list(pipActions(f).map(actionMsg)) })
      : msg('turn.actions.left', { n: f.pips });
    return { t: 'ask', seat: f.seat, prompt, options };
  },
  resume(s, f, choice): Step {
    const ch = MENU.read(choice);
    if (ch.tag === 'end') {
      endPrelude(s, f);
      return done;
    }
    s.turn!.work.acted = true;
    if (ch.tag === 'fx') {
      // A Prelude ability of a held card (effects.ts).
      const frames = effectOf(s, ch.card)!.prelude!.take(s, f.seat, ch.option, f);
      // Advocate (ARCS-F401B): a Prelude ability used (its card may have discarded itself).
      notePreludeUsed(s, f.seat, ch.card);
      return call(...frames);
    }
    if (ch.tag === 'pip') {
      endPrelude(s, f);
      f.pips -= 1;
      if (ch.action === 'x') return call(...startNewAction(s, f.seat, ch.card!, ch.key!));
      // A held card may take over an action of a Copied/Pivoted card (Warrior ARCS-LEAD06, Feastbringer ARCS-LEAD07).
      // Advocate (ARCS-F405-F409): "When you Copy to <action>, you may gain 1 <resource>" (the Liaisons), before the action.
      return call(...copyTriggers(s, f.seat, ch.action), ...(copyPivotActionFrames(s, f.seat, ch.action) ?? [actionFrame(f.seat, ch.action)]));
    }
    const r = takeToken(s, f.seat, ch.place);
    if (!isSlotPlace(ch.place)) fired(s, ch.place);
    f.spent.push(r);
    // Pacifist (ARCS-F1401B): a resource spent in the Prelude.
    preludeSpentTriggers(s, f.seat, r);
    if (ch.use === 'x') {
      log(s, `${seatName(s, f.seat)} spends ${resourceLabel(r)}.`);
      return call(...startNewAction(s, f.seat, ch.card!, ch.key!));
    }
    log(s, `${seatName(s, f.seat)} spends ${resourceLabel(r)}${ch.use === 'weapon' ? ' to battle this turn' : ` to ${ACTION_NAMES[ch.use]}`}.`);
    noteLoyalSpend(s, f, r, ch.use);
    if (ch.use === 'weapon') {
      f.weapon = true;
      return call();
    }
    return call(actionFrame(f.seat, ch.use));
  },
};

/** A Loyal Guild fired if the spend needed it: spent as another type, or despite Outrage. */
function noteLoyalSpend(s: GameState, f: FrameOf<'turn/actions'>, r: Resource, use: string): void {
  const outraged = s.players[f.seat]!.outrage.some((m) => m.resource === r);
  const natural = use === 'weapon' ? r === 'weapon' : resourceActions(f, r).includes(use as ActionKind);
  if (natural && !outraged) return;
  for (const id of heldCards(s, f.seat)) {
    const t = effectOf(s, id)?.spendAs;
    if (t && (use === 'weapon' ? t === 'weapon' : resourceActions(f, t).includes(use as ActionKind))) {
      fired(s, id);
      return;
    }
  }
}

function startNewAction(s: GameState, seat: number, card: string, key: string) {
  const a = findNewAction(s, seat, card, key)!;
  log(s, `${seatName(s, seat)} takes ${a.name} (${cardName(card)}).`);
  fired(s, card);
  return a.start(s, seat);
}

/** End of turn: a player with no ships and no starports on the map returns with 3 ships at a gate. */
export const turnEnd: Handler<FrameOf<'turn/end'>> = {
  step(s, f) {
    s.turn = null;
    if (shipsOnMap(s, f.seat) === 0 && buildingsOnMap(s, f.seat, 'starport') === 0 && s.players[f.seat]!.supply.ships > 0) {
      return { t: 'done', push: [{ k: 'eliminated', seat: f.seat }] };
    }
    return done;
  },
  resume: () => done,
};

/** Option ids of returning to the map: `gate:<system>`. */
const RETURN = choices({ gate: { system: field.system } });

export const eliminated: Handler<FrameOf<'eliminated'>> = {
  step(s, f) {
    const gates = systemIds(s).filter(isGate);
    return { t: 'ask', seat: f.seat, prompt: msg('turn.eliminated'), options: gates.map((id) => opt(RETURN.id('gate', { system: id }), msg('core.system', { system: system(id) }))) };
  },
  resume(s, f, choice) {
    const id = RETURN.read(choice).system;
    const p = s.players[f.seat]!;
    const n = Math.min(3, p.supply.ships); // place as many as possible
    p.supply.ships -= n;
    shipsOf(sys(s, id), f.seat).fresh += n;
    log(s, `${seatName(s, f.seat)} returns with ${n} fresh ship${n === 1 ? '' : 's'} at ${systemLabel(id)}.`);
    return done;
  },
};

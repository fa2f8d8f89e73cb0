/**
 * Fate 24, the Judge (ARCS-FATE24; Fate Set ARCS-F2401A…F2405): the effects of its cards and its
 * frames. Its Act III and the facts its cards read are judge-rules.ts; card moves are data
 * (data/campaign/fate-steps.ts). Each entry quotes the printed text it implements (cards.csv;
 * errata.md: none) and the FAQ rows it follows.
 *
 * Choices made (also in the report):
 * - Final objective (F2401B): "each ambition where any players are tied for first place": each
 *   declared ambition scored this chapter whose highest count (at least 1: Qualifying) is shared by
 *   two or more placers, the 2-player phantom included (the card: "the resources on ambitions can
 *   cause a player to tie"); individual counts always, so a Commonwealth ambition counts only
 *   individual ties (the card). Counted as scoring counts them (chapter.ts ambitionCount).
 * - The Arbiter (F2403): asked at the start of scoring (effects.ts beforeScoring), one piece at a
 *   time; resources only into the Rival's empty slots (FAQ: Trophies and Captives are not limited).
 * - Judge Sets Agenda (F2405): the Judge may declare any ambition with any unplaced marker,
 *   losing the marker's second-place Power; "when you declare" effects follow (it is declaring).
 *   Then Judge's Chosen returns to the Judge, who must give it to a Rival (its play area).
 * - Vow of Fairness (F2402): its Trophies and Captives are offered in raids of the Judge (battle.ts
 *   raid, effects.ts raidItems), 1 key each; no other way of stealing reaches them.
 * - Judge's Chosen (F2404) "You may take actions with the Judge's Loyal ships": the Move action is
 *   built, as the holder's new action "Move the Judge's ships" (replaces **move**, paid as a Move):
 *   one group of the Judge's ships (fresh and damaged, never its Flagship piece, which moves by the
 *   Flagship's own rules) from one system into an adjacent one, a plain move (no Catapult: the
 *   Catapult reads the mover's control of gates, and "their ships don't add to your control").
 *   FAQ "Does this trigger Gate Ports? Yes!": the move is the holder's (noteRivalMoveIn with the
 *   holder as mover: a Gate Ports holder, the Judge included, captures the holder's agent).
 *   The Repair action is built too, as "Repair the Judge's ships" (replaces **repair**): "Stand up 1
 *   damaged Loyal ship" of the Judge, anywhere (base Repair: "This can be anywhere on the map!");
 *   not the Judge's Flagship board (its Upgrades and Armor are the Judge's, not ships).
 *   Battle is built in frames/battle.ts through the effects.ts hook `battleAlly` (the core never
 *   names a Fate; its header comment gives the rulings): "When attacking anyone except the Judge in
 *   battle, you may add the Judge's Loyal ships in the battle system to your attacking ships" — any
 *   number, fresh and damaged apart (`ally:<fresh>:<damaged>`, as a Regent adds Imperial ships, and
 *   beside them), never the Judge's Flagship piece; the holder may also Battle where only the
 *   Judge's ships are ("take actions with the Judge's Loyal ships"), then with at least one of them
 *   and never against the Judge. Their dice are the holder's; the holder spreads its own hits over
 *   its ships, the Imperial ones and the Judge's (`-a…` in hit outcome ids); destroyed, the defender
 *   takes them as Trophies ("The defender takes destroyed attacking pieces as Trophies"), else they
 *   return to the Judge's supply. "When attacking the Judge in battle, Judge's Loyal ships add to
 *   their defending pieces" is the usual rule (they are the Judge's ships): nothing is offered.
 */
import { AMBITIONS, type Ambition } from '../../../data/action-cards.ts';
import { AMBITION_NAMES } from '../../../data/board.ts';
import { addTrophy, log, neighbours, returnAgents, returnPieces, seatName, shipCount, sys, systemIds } from '../../board.ts';
import type { SystemId } from '../../../data/map.ts';
import { shipsText, transferShips } from '../../frames/actions.ts';
import { boardInSystem } from '../flagship/rules.ts';
import { choices, field } from '../../choices.ts';
import { controller, isSeat } from '../../control.ts';
import { declareTriggers, fired, mayDeclareNow, noteRivalMoveIn, permits, type CardEffect } from '../../effects.ts';
import { ambitionCount, phantomCount } from '../../frames/chapter.ts';
import { availableMarkers, markerValues } from '../../frames/flow.ts';
import { emptyPlaces, heldTokens, putToken, takeToken } from '../../holdings.ts';
import { card, msg, owner as ownerArg, resource, system } from '../../messages.ts';
import { call, done, opt, thenRun, type Handler } from '../../step.ts';
import type { DecisionOption, FrameOf, GameState, Owner, Seat } from '../../types.ts';
import { resettleFrames } from '../flagship/resettle.ts';
import { takeCard } from './moves.ts';
import { advanceObjective } from './objective.ts';
import { chosenSeat, JUDGE_OBJECTIVE, JUDGE_SETS_AGENDA, JUDGES_CHOSEN, judgeSeat, THE_ARBITER, VOW_OF_FAIRNESS } from './judge-rules.ts';

/** Vow of Fairness: "Their raid cost is 1 key each." */
const VOW_RAID_KEYS = 1;

export * from './judge-rules.ts';

/* ---------------------------------------------------------------- option ids */

const YES_NO = choices({ yes: {}, no: {} });
/** The Arbiter: `trophy:<rival>:<owner>:<piece>`, `captive:<rival>:<owner seat>`, `res:<rival>:<place>`, `done`. */
const ARBITER = choices({
  trophy: { rival: field.int, owner: field.word, piece: field.word },
  captive: { rival: field.int, owner: field.int },
  res: { rival: field.int, place: field.word },
  done: {},
});
/** Judge Sets Agenda: `declare:<ambition>:<marker>`, `no`; then `give:<rival>`. */
const AGENDA = choices({ declare: { ambition: field.oneOf(...AMBITIONS), marker: field.word }, no: {}, give: { rival: field.int } });

/* ---------------------------------------------------------------- frames */

export type JudgeFrame =
  /** F2401A 1: "If you have a Flagship, you may Resettle." */
  | { k: 'campaign/judge-resettle'; seat: Seat }
  /** The Arbiter (F2403), at the start of scoring: give Trophies, Captives and resources to Rivals, one at a time. */
  | { k: 'campaign/judge-arbiter'; seat: Seat }
  /** Judge Sets Agenda (Edict 15): the Judge may declare (`declare`), then gives Judge's Chosen to a Rival (`give`). */
  | { k: 'campaign/judge-agenda'; seat: Seat; step: 'declare' | 'give' }
  /** Judge's Chosen (F2404): `seat` (the holder) moves the Judge's ships: `from`, then `to`, then how many (`n:<fresh>:<damaged>`). */
  | { k: 'campaign/judge-move'; seat: Seat; judge: Seat; from: SystemId | null; to: SystemId | null }
  /** Judge's Chosen (F2404): the holder's Repair of one damaged ship of the Judge (`sys:<system>`). */
  | { k: 'campaign/judge-repair'; seat: Seat; judge: Seat };

type H<K extends JudgeFrame['k']> = Handler<FrameOf<K>>;

const resettle: H<'campaign/judge-resettle'> = {
  step(s, f) {
    if (!s.campaign?.seats[f.seat]?.flagship) return done;
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.judge.resettle'), options: [opt(YES_NO.id('yes'), msg('campaign.judge.resettle.yes')), opt(YES_NO.id('no'), msg('campaign.judge.resettle.no'))] };
  },
  resume(s, f, choice) {
    if (YES_NO.read(choice).tag === 'no') return done;
    return thenRun(...resettleFrames(s, f.seat));
  },
};

const ownerWord = (o: Owner): string => String(o);
function parseOwner(w: string): Owner | null {
  if (w === 'empire' || w === 'free' || w === 'blight') return w;
  return /^\d$/.test(w) ? Number(w) : null;
}

function arbiterOptions(s: GameState, judge: Seat): DecisionOption[] {
  const p = s.players[judge]!;
  const out: DecisionOption[] = [];
  for (const rival of s.players.map((q) => q.seat).filter((x) => x !== judge)) {
    for (const t of p.trophies) {
      if (t.count <= 0) continue;
      out.push(opt(ARBITER.id('trophy', { rival, owner: ownerWord(t.owner), piece: t.piece }), msg('campaign.judge.arbiter.trophy', { rival: ownerArg(rival), owner: ownerArg(t.owner), piece: t.piece })));
    }
    p.captives.forEach((n, o) => {
      if (n > 0) out.push(opt(ARBITER.id('captive', { rival, owner: o }), msg('campaign.judge.arbiter.captive', { rival: ownerArg(rival), owner: ownerArg(o) })));
    });
    if (emptyPlaces(s, rival).length > 0) {
      for (const t of heldTokens(s, judge)) out.push(opt(ARBITER.id('res', { rival, place: t.place }), msg('campaign.judge.arbiter.resource', { rival: ownerArg(rival), resource: resource(t.resource) })));
    }
  }
  return out;
}

const arbiter: H<'campaign/judge-arbiter'> = {
  step(s, f) {
    const options = arbiterOptions(s, f.seat);
    if (options.length === 0) return done;
    options.push(opt(ARBITER.id('done'), msg('campaign.judge.arbiter.done')));
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.judge.arbiter'), options };
  },
  resume(s, f, choice) {
    const c = ARBITER.read(choice);
    if (c.tag === 'done') return done;
    const judge = s.players[f.seat]!;
    const to = s.players[c.rival]!;
    if (c.rival === f.seat || !to) throw new Error('The Arbiter: not a Rival (bug)');
    fired(s, THE_ARBITER);
    if (c.tag === 'trophy') {
      const o = parseOwner(c.owner);
      const t = judge.trophies.find((x) => x.owner === o && x.piece === c.piece && x.count > 0);
      if (!t || o === null) throw new Error('The Arbiter: no such Trophy (bug)');
      t.count -= 1;
      judge.trophies = judge.trophies.filter((x) => x.count > 0);
      // "Pieces Loyal to that Rival return to their supply."
      if (o === c.rival) returnPieces(s, o, t.piece, 1);
      else addTrophy(to, o, t.piece, 1);
      log(s, `${seatName(s, f.seat)} gives a Trophy to ${seatName(s, c.rival)}${o === c.rival ? ', back to their supply' : ''} (The Arbiter).`);
      return call();
    }
    if (c.tag === 'captive') {
      if ((judge.captives[c.owner] ?? 0) <= 0) throw new Error('The Arbiter: no such Captive (bug)');
      judge.captives[c.owner]! -= 1;
      if (c.owner === c.rival) returnAgents(s, c.rival, 1);
      else to.captives[c.owner] = (to.captives[c.owner] ?? 0) + 1;
      log(s, `${seatName(s, f.seat)} gives a Captive to ${seatName(s, c.rival)}${c.owner === c.rival ? ', back to their supply' : ''} (The Arbiter).`);
      return call();
    }
    const place = emptyPlaces(s, c.rival)[0];
    if (place === undefined) throw new Error('The Arbiter: no empty slot (bug)');
    const r = takeToken(s, f.seat, c.place);
    putToken(s, c.rival, place, r);
    log(s, `${seatName(s, f.seat)} gives a ${r} to ${seatName(s, c.rival)} (The Arbiter).`);
    return call();
  },
};

/** Judge Sets Agenda: ambitions the Judge may declare now ("any ambition"; other cards' "cannot declare" still hold). */
function agendaAmbitions(s: GameState, judge: Seat): Ambition[] {
  if (availableMarkers(s).length === 0 || !mayDeclareNow(s, judge)) return [];
  return AMBITIONS.filter((a) => permits(s, judge, { t: 'declare', ambition: a }));
}

const agenda: H<'campaign/judge-agenda'> = {
  step(s, f) {
    if (f.step === 'declare') {
      const options: DecisionOption[] = [];
      for (const a of agendaAmbitions(s, f.seat)) {
        for (const m of availableMarkers(s)) {
          const [first, second] = markerValues(m.id, m.flipped);
          options.push(opt(AGENDA.id('declare', { ambition: a, marker: m.id }), msg('campaign.judge.agenda.declare', { ambition: msg(`core.ambition.${a}`), first, second })));
        }
      }
      if (options.length === 0) {
        f.step = 'give';
        return call();
      }
      options.push(opt(AGENDA.id('no'), msg('campaign.judge.agenda.no')));
      return { t: 'ask', seat: f.seat, prompt: msg('campaign.judge.agenda'), options };
    }
    // "Then, return the Judge's Chosen card to the Judge. The Judge must give it to any Rival."
    const holder = chosenSeat(s);
    if (holder === null && !s.campaign!.seats[f.seat]!.playArea.includes(JUDGES_CHOSEN)) return done;
    if (holder !== f.seat && holder !== null) {
      takeCard(s, JUDGES_CHOSEN, holder);
      s.campaign!.seats[f.seat]!.playArea.push(JUDGES_CHOSEN);
      log(s, `Judge's Chosen returns to ${seatName(s, f.seat)}.`);
    }
    const options = s.players.map((q) => q.seat).filter((x) => x !== f.seat).map((rival) => opt(AGENDA.id('give', { rival }), msg('campaign.judge.agenda.give', { rival: ownerArg(rival) })));
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.judge.agenda.chosen', { card: card(JUDGES_CHOSEN) }), options };
  },
  resume(s, f, choice) {
    const c = AGENDA.read(choice);
    if (c.tag === 'no') {
      f.step = 'give';
      return call();
    }
    if (c.tag === 'declare') {
      const m = availableMarkers(s).find((x) => x.id === c.marker);
      if (!m || !agendaAmbitions(s, f.seat).includes(c.ambition)) throw new Error('Judge Sets Agenda: not a legal declaration (bug)');
      s.ambitions[c.ambition].push(m.id);
      const [first, second] = markerValues(m.id, m.flipped);
      // "If they do, they lose Power for second place on the declared ambition marker."
      s.players[f.seat]!.power -= second;
      fired(s, JUDGE_SETS_AGENDA);
      log(s, `${seatName(s, f.seat)} sets the agenda: declares ${AMBITION_NAMES[c.ambition]} (marker ${first}/${second}) and loses ${second} Power (Judge Sets Agenda).`);
      f.step = 'give';
      return call(...declareTriggers(s, f.seat, c.ambition));
    }
    if (c.tag !== 'give' || c.rival === f.seat || !s.players[c.rival]) throw new Error('Judge Sets Agenda: not a Rival (bug)');
    takeCard(s, JUDGES_CHOSEN, f.seat);
    s.campaign!.seats[c.rival]!.playArea.push(JUDGES_CHOSEN);
    fired(s, JUDGES_CHOSEN);
    log(s, `${seatName(s, f.seat)} names ${seatName(s, c.rival)} the Judge's Chosen.`);
    return done;
  },
};

/* ------------------------------------------------ Judge's Chosen (F2404) */

/** Judge's Chosen: `sys:<system>` (from, then to), `n:<fresh>:<damaged>` (how many of the Judge's ships). */
const CHOSEN = choices({ sys: { system: field.system }, n: { fresh: field.int, damaged: field.int } });

/** The Judge's ships the holder may move out of a system: fresh and damaged, the Flagship piece staying. */
function judgeShipsAt(s: GameState, judge: Seat, id: SystemId): { fresh: number; damaged: number } {
  const c = shipCount(sys(s, id), judge);
  return { fresh: c.fresh - (boardInSystem(s, judge, id) ? 1 : 0), damaged: c.damaged };
}

/** Systems the holder may move the Judge's ships out of (ships there, somewhere to go). */
function judgeMoveSources(s: GameState, judge: Seat): SystemId[] {
  return systemIds(s).filter((id) => {
    const c = judgeShipsAt(s, judge, id);
    return c.fresh + c.damaged > 0 && neighbours(s, id).length > 0;
  });
}

/** The holder of Judge's Chosen, if a Rival of a Judge in play: that Judge's seat; else null. */
function chosenJudge(s: GameState, holder: Seat): Seat | null {
  const judge = judgeSeat(s);
  return judge !== null && judge !== holder && chosenSeat(s) === holder ? judge : null;
}

const chosenMove: H<'campaign/judge-move'> = {
  step(s, f) {
    if (f.from === null) {
      const from = judgeMoveSources(s, f.judge);
      if (from.length === 0) return done;
      return { t: 'ask', seat: f.seat, prompt: msg('campaign.judge.move.from', { owner: ownerArg(f.judge) }), options: from.map((id) => opt(CHOSEN.id('sys', { system: id }), msg('core.system', { system: system(id) }))) };
    }
    if (f.to === null) {
      return { t: 'ask', seat: f.seat, prompt: msg('campaign.judge.move.to', { system: system(f.from) }), options: neighbours(s, f.from).map((id) => opt(CHOSEN.id('sys', { system: id }), msg('core.system', { system: system(id) }))) };
    }
    const c = judgeShipsAt(s, f.judge, f.from);
    const options: DecisionOption[] = [];
    for (let fr = c.fresh; fr >= 0; fr--) {
      for (let d = c.damaged; d >= 0; d--) if (fr + d > 0) options.push(opt(CHOSEN.id('n', { fresh: fr, damaged: d }), msg('campaign.judge.move.n', { fresh: fr, damaged: d })));
    }
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.judge.move.n.prompt', { owner: ownerArg(f.judge) }), options };
  },
  resume(s, f, choice) {
    const c = CHOSEN.read(choice);
    if (c.tag === 'sys') {
      if (f.from === null) {
        if (!judgeMoveSources(s, f.judge).includes(c.system)) throw new Error('rule/judge-move: no ships of the Judge to move there');
        f.from = c.system;
      } else {
        if (!neighbours(s, f.from).includes(c.system)) throw new Error('rule/judge-move: not an adjacent system');
        f.to = c.system;
      }
      return call();
    }
    const from = f.from!;
    const to = f.to!;
    const have = judgeShipsAt(s, f.judge, from);
    if (c.fresh < 0 || c.damaged < 0 || c.fresh + c.damaged === 0 || c.fresh > have.fresh || c.damaged > have.damaged) throw new Error('rule/judge-move: not that many ships');
    const controlledBy = controller(s, to);
    transferShips(s, f.judge, from, to, c.fresh, c.damaged);
    fired(s, JUDGES_CHOSEN);
    log(s, `${seatName(s, f.seat)} moves ${shipsText(c.fresh, c.damaged)} of ${seatName(s, f.judge)} from ${from} to ${to} (Judge's Chosen).`);
    // FAQ (Judge's Chosen): "Does this trigger Gate Ports? Yes!" — the holder's ships-move.
    noteRivalMoveIn(s, f.seat, to, controlledBy);
    return done;
  },
};

/** Systems with a damaged ship of the Judge (Repair: "Stand up 1 damaged Loyal ship … anywhere on the map"). */
function judgeRepairSystems(s: GameState, judge: Seat): SystemId[] {
  return systemIds(s).filter((id) => shipCount(sys(s, id), judge).damaged > 0);
}

const chosenRepair: H<'campaign/judge-repair'> = {
  step(s, f) {
    const at = judgeRepairSystems(s, f.judge);
    if (at.length === 0) return done;
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.judge.repair.prompt', { owner: ownerArg(f.judge) }), options: at.map((id) => opt(CHOSEN.id('sys', { system: id }), msg('core.system', { system: system(id) }))) };
  },
  resume(s, f, choice) {
    const c = CHOSEN.read(choice);
    if (c.tag !== 'sys' || !judgeRepairSystems(s, f.judge).includes(c.system)) throw new Error('rule/judge-repair: no damaged ship of the Judge there');
    const g = sys(s, c.system).ships.find((x) => x.owner === f.judge)!;
    g.damaged -= 1;
    g.fresh += 1;
    fired(s, JUDGES_CHOSEN);
    log(s, `${seatName(s, f.seat)} repairs a ship of ${seatName(s, f.judge)} in ${c.system} (Judge's Chosen).`);
    return done;
  },
};

export const JUDGE_HANDLERS = {
  'campaign/judge-resettle': resettle,
  'campaign/judge-arbiter': arbiter,
  'campaign/judge-agenda': agenda,
  'campaign/judge-move': chosenMove,
  'campaign/judge-repair': chosenRepair,
} as const;

/* ---------------------------------------------------------------- effects */

/** F2401B: declared ambitions (this chapter's) where two or more placers share the highest count (at least 1). */
export function tiedAmbitions(s: GameState): Ambition[] {
  return AMBITIONS.filter((a) => {
    if (s.ambitions[a].length === 0) return false;
    const counts = s.players.map((p) => ambitionCount(s, p, a));
    if (s.phantom) counts.push(phantomCount(s, a));
    const top = Math.max(0, ...counts);
    return top > 0 && counts.filter((n) => n === top).length >= 2;
  });
}

export const JUDGE_EFFECTS: readonly CardEffect[] = [
  {
    // F2401B Judge Act III Objective: "At the end of a chapter, advance 1 for each ambition where any players are tied for
    // first place." (Read when the ambitions have been scored, before the final-objective check.)
    id: JUDGE_OBJECTIVE,
    ambitionsScored(s, seat) {
      const n = tiedAmbitions(s).length;
      if (n > 0) fired(s, JUDGE_OBJECTIVE);
      advanceObjective(s, seat, n);
    },
  },
  {
    // F2402 Vow of Fairness (Lore): "Your Trophies and Captives can be stolen. Their raid cost is 1 key each. If a player
    // steals Trophies or Captives that are Loyal to them, those pieces return to their supply." (Raids: battle.ts raid.)
    id: VOW_OF_FAIRNESS,
    raidItems(s, holder) {
      const p = s.players[holder]!;
      const out: { key: string; label: ReturnType<typeof msg>; keys: number }[] = [];
      for (const t of p.trophies) if (t.count > 0) out.push({ key: `trophy-${String(t.owner)}-${t.piece}`, label: msg('campaign.judge.raid.trophy', { owner: ownerArg(t.owner), piece: t.piece, keys: VOW_RAID_KEYS }), keys: VOW_RAID_KEYS });
      p.captives.forEach((n, o) => {
        if (n > 0) out.push({ key: `captive-${o}`, label: msg('campaign.judge.raid.captive', { owner: ownerArg(o), keys: VOW_RAID_KEYS }), keys: VOW_RAID_KEYS });
      });
      return out;
    },
    raidTake(s, holder, raider, key) {
      const p = s.players[holder]!;
      const thief = s.players[raider]!;
      fired(s, VOW_OF_FAIRNESS);
      const cap = /^captive-(\d+)$/.exec(key);
      if (cap) {
        const o = Number(cap[1]);
        p.captives[o]! -= 1;
        if (o === raider) returnAgents(s, raider, 1);
        else thief.captives[o] = (thief.captives[o] ?? 0) + 1;
        log(s, `${seatName(s, raider)} steals a Captive from ${seatName(s, holder)}${o === raider ? ': their own agent returns to their supply' : ''} (Vow of Fairness).`);
        return [];
      }
      const m = /^trophy-(\w+)-(\w+)$/.exec(key)!;
      const o = parseOwner(m[1]!)!;
      const t = p.trophies.find((x) => String(x.owner) === m[1] && x.piece === m[2])!;
      t.count -= 1;
      p.trophies = p.trophies.filter((x) => x.count > 0);
      if (o === raider) returnPieces(s, raider, t.piece, 1);
      else addTrophy(thief, o, t.piece, 1);
      log(s, `${seatName(s, raider)} steals a Trophy from ${seatName(s, holder)}${o === raider ? ': their own piece returns to their supply' : ''} (Vow of Fairness).`);
      return [];
    },
  },
  {
    // F2403 The Arbiter (Guild, Relic, protected): "At the start of scoring, you may give any number of your Trophies, Captives,
    // and resources to Rivals, up to their number of empty resource slots. Pieces Loyal to that Rival return to their supply."
    id: THE_ARBITER,
    beforeScoring: (_s, seat) => [{ k: 'campaign/judge-arbiter', seat }],
  },
  {
    // F2404 Judge's Chosen (Title): "If you're a Rival of the Judge, follow these rules: You may take actions with the Judge's
    // Loyal ships. (Their ships don't add to your control.) …" The Move and Repair actions; Battle (battleAlly, see the header).
    id: JUDGES_CHOSEN,
    newActions: [{
      key: 'judge-move', name: "Move the Judge's ships", replaces: 'move',
      can: (s, seat) => {
        const judge = chosenJudge(s, seat);
        return judge !== null && judgeMoveSources(s, judge).length > 0;
      },
      start: (s, seat) => [{ k: 'campaign/judge-move', seat, judge: chosenJudge(s, seat)!, from: null, to: null }],
    }, {
      key: 'judge-repair', name: "Repair the Judge's ships", replaces: 'repair',
      can: (s, seat) => {
        const judge = chosenJudge(s, seat);
        return judge !== null && judgeRepairSystems(s, judge).length > 0;
      },
      start: (s, seat) => [{ k: 'campaign/judge-repair', seat, judge: chosenJudge(s, seat)! }],
    }],
    // "When attacking anyone except the Judge in battle, you may add the Judge's Loyal ships in the battle system to your
    // attacking ships." (frames/battle.ts: the holder's Battle; see the header.)
    battleAlly: (s, seat) => chosenJudge(s, seat),
  },
  {
    // F2405 Judge Sets Agenda (Edict 15): "The Judge may declare any ambition, placing any unplaced ambition marker. (It doesn't
    // need to have the most Power.) If they do, they lose Power for second place on the declared ambition marker. Then, return
    // the Judge's Chosen card to the Judge. The Judge must give it to any Rival."
    id: JUDGE_SETS_AGENDA,
    edict(s) {
      const judge = judgeSeat(s);
      return judge === null ? [] : [{ k: 'campaign/judge-agenda', seat: judge, step: 'declare' }];
    },
  },
];

/** Whether an owner is the Judge's seat (for hooks given an Owner). */
export const isJudge = (s: GameState, o: Owner): boolean => isSeat(o) && judgeSeat(s) === o;

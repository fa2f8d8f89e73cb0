/**
 * Fate 22, the Gate Wraith (ARCS-FATE22; Fate Set ARCS-F2201…F2206; issue 17): its Act III setup
 * and final objective (FateRules GATE_WRAITH_RULES), its cards' effects (GATE_WRAITH_EFFECTS) and
 * frames (GATE_WRAITH_HANDLERS). Card moves are data (data/campaign/fate-steps.ts). errata.md:
 * "Explain it and to everyone" means "Explain it to everyone" (F2201A step 6).
 *
 * The Twisted Passage is the system `0:gate` (data/map.ts TWISTED_PASSAGE): in `s.map` once the
 * setup made it; its adjacency is an overlay of the static one (board.ts neighbours): gates with a
 * Passage token are out of play (gone from `s.map`), systems that touched them touch the Twisted
 * Passage, and from it a move goes to any planet of the symbol on its event die
 * (`campaign.twistedDie`), rerolled after such a move (frames/actions.ts).
 *
 * The whole set: the setup (Resettle if the seat has a Flagship, the first Passage, the die, the
 * cards), the final objective's two ways of advancing, the Law ("cannot harm Rivals in the Twisted
 * Passage", moving into and out of it, placements on Passage gates redirected: board.ts
 * placementSystem / gatesForPlacement, "Cities in the Twisted Passage are Psionic": board.ts
 * cityTypes — a city gets there only by building outside the printed slots, Gate Stations ARCS-L11),
 * Breaking Gates & Placing Passages on a Catapult move from a planet into its cluster's gate, by a
 * starport or a Flagship's Slipstream Drive (effects.ts catapultInto; frames/actions.ts), Catapult
 * Overdrive (control.ts), The Dead Live (effects.ts destroyedShipsToSupply at every destruction of
 * ships outside Trophies, afterAllScoring before Trophies return), Passage Storms (Crisis, When
 * Drawn through court-slots.ts refill, When Secured). Dealt from rules version 8.
 *
 * Choices made:
 * - Breaking a gate (F2203 step 2): the starport used is the mover's Loyal starport at the planet,
 *   else the Free one (FAQ: "Choose any one legal starport … Only that one is destroyed"; the
 *   engine takes the first such). Buildings destroyed go back to their owners' supplies.
 * - Step 3 places every ship and Fate token of the gate (the mover's ships that just arrived
 *   included) on the Twisted Passage; the Catapult move ends there.
 * - The Dead Live: "ships destroyed this chapter … in Trophies" are every ship Trophy after scoring
 *   (the Intermission returned all Trophies before Act III, and each chapter's end takes the ship
 *   Trophies here); Blight Hunger's pieces are not taken (its FAQ: Blight Hunger takes precedence),
 *   they return to their supplies after scoring as its card says. Imperial ships are ships too.
 * - Passage Storms When Drawn: the card leaves its spot (refilled from the Court deck) for the card
 *   the initiative holder picks (one with no attached card; none: Forced Attach, any other card).
 *   When Secured: "(Don't remove this card!)" — back in its spot (the refill goes back on top of the
 *   Court deck), or, secured as an attached card, attached above the card that refilled its host's
 *   spot; the moves out of the Twisted Passage are the securer's Loyal ships (Flagship included),
 *   to any planets, and do not reroll the Twisted Passage's die (that is the Law's own move).
 */
import { TWISTED_PASSAGE, type SystemId } from '../../../data/map.ts';
import { systemDef } from '../../../data/map.ts';
import { isGate, log, returnPieces, seatName, shipsOf, sys, systemIds, tidy } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { controlsForScoring, isSeat } from '../../control.ts';
import { effectHarm, fired, type CardEffect } from '../../effects.ts';
import { card, msg, system } from '../../messages.ts';
import { call, done, opt, type Handler } from '../../step.ts';
import type { Frame, FrameOf, GameState, Seat, ShipOwner } from '../../types.ts';
import { rollEventDice } from '../dice.ts';
import { flagshipBoard, hasFlagship, pieceAt, setPiece } from '../flagship/board.ts';
import { FLAGSHIP_BOARD } from '../../../data/campaign/components.ts';
import { crisisHitShips } from '../flagship/crisis.ts';
import { attachCard, attachTargets, courtPlace, removeCardFromCourt, removeFromCourt } from '../../court-slots.ts';
import { shipsText, transferShips } from '../../frames/actions.ts';
import { resettleFrames } from '../flagship/resettle.ts';
import type { FateRules } from './framework.ts';
import { advanceObjective } from './objective.ts';

export const GATE_WRAITH = 'ARCS-FATE22';
export const COLLAPSE_THE_GATES = 'ARCS-F2201B';
export const CATAPULT_OVERDRIVE = 'ARCS-F2202';
export const BREAKING_GATES = 'ARCS-F2203';
export const THE_DEAD_LIVE = 'ARCS-F2204';
export const PASSAGES_LAW = 'ARCS-F2205';
export const PASSAGE_STORMS = 'ARCS-F2206';

/* ---------------------------------------------------------------- facts */

/** Passage tokens on the map: on gates (out of play). Those not placed lie on the Gate Wraith's Fate card. */
export function passagesOnMap(s: GameState): number {
  return (s.campaign?.tokens ?? []).filter((t) => t.kind === 'passage' && t.where.endsWith(':gate')).length;
}

function ensureTwisted(s: GameState): void {
  s.map[TWISTED_PASSAGE] ??= { ships: [], slots: [] };
}

/**
 * Breaking Gates & Placing Passages (F2203) steps 1 and 3 (and the setup's step 3): a Passage token
 * on the gate; "Place all ships and tokens from the gate onto the Twisted Passage, the central map
 * area. Destroy all buildings on the gate, but do not take them as Trophies." The gate leaves play.
 * False when no Passage token is left (nothing happens).
 */
export function breakGate(s: GameState, gate: SystemId): boolean {
  const c = s.campaign!;
  const token = (c.tokens ?? []).find((t) => t.kind === 'passage' && t.where === GATE_WRAITH);
  if (!token || !isGate(gate) || gate === TWISTED_PASSAGE || s.map[gate] === undefined) return false;
  ensureTwisted(s);
  const st = sys(s, gate);
  const tw = sys(s, TWISTED_PASSAGE);
  for (const g of st.ships) {
    const t = shipsOf(tw, g.owner);
    t.fresh += g.fresh;
    t.damaged += g.damaged;
    if (g.flagship) t.flagship = true;
  }
  tidy(tw);
  for (const b of st.slots) if (b) returnPieces(s, b.owner, b.type, 1);
  for (const t of c.tokens ?? []) if (t.where === gate) t.where = TWISTED_PASSAGE;
  for (const g of c.golems ?? []) if (g.where === gate) g.where = TWISTED_PASSAGE;
  token.where = gate;
  delete s.map[gate];
  log(s, `A Passage token is placed on ${gate}: the gate leaves play and its pieces go to the Twisted Passage.`);
  return true;
}

/** F2203 step 2 with a Flagship: its Slipstream Drive Upgrade and the Armor below it are destroyed, back to the supply (no Trophies). */
function destroySlipstream(s: GameState, seat: Seat): void {
  const board = flagshipBoard(s, seat);
  const slot = FLAGSHIP_BOARD.findIndex((d) => d.upgrade === 'slipstream-drive');
  if (!board || slot < 0) return;
  for (const row of ['upgrade', 'armor'] as const) {
    const piece = pieceAt(board, { row, slot });
    if (!piece) continue;
    setPiece(board, { row, slot }, null);
    returnPieces(s, seat, piece.type, 1);
  }
  log(s, `${seatName(s, seat)} destroys their Flagship's Slipstream Drive Upgrade and Armor.`);
}

/* ---------------------------------------------------------------- frames */

const YES_NO = choices({ yes: {}, no: {} });
const GATE = choices({ sys: { system: field.system } });

/** Gate Wraith frames (joined into FateFrame, fates/types.ts). */
export type GateWraithFrame =
  /** F2201A step 1: "If you have a Flagship, you may Resettle." */
  | { k: 'campaign/gate-wraith-resettle'; seat: Seat }
  /** F2201A step 3: place a Passage token on any gate and resolve step 3 of Breaking Gates. */
  | { k: 'campaign/gate-wraith-passage'; seat: Seat }
  /** F2206 When Drawn: "The player with initiative attaches this to a card in the Court." */
  | { k: 'campaign/gate-wraith-storms-attach'; seat: Seat }
  /** F2206 When Secured: "Move any number of times from the Twisted Passage to any planets." One move: the planet, then fresh and damaged counts. */
  | { k: 'campaign/gate-wraith-storms-move'; seat: Seat; to?: SystemId; fresh?: number; flagship?: boolean };

type H<K extends GateWraithFrame['k']> = Handler<FrameOf<K>>;

const resettleAsk: H<'campaign/gate-wraith-resettle'> = {
  step(s, f) {
    if (!hasFlagship(s, f.seat)) return done;
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.gate-wraith.resettle'), options: [opt(YES_NO.id('yes'), msg('campaign.gate-wraith.yes')), opt(YES_NO.id('no'), msg('campaign.gate-wraith.no'))] };
  },
  resume(s, f, choice) {
    if (YES_NO.read(choice).tag === 'no') return done;
    return { t: 'done', push: resettleFrames(s, f.seat) };
  },
};

const passage: H<'campaign/gate-wraith-passage'> = {
  step(s, f) {
    const gates = systemIds(s).filter((id) => isGate(id) && id !== TWISTED_PASSAGE);
    if (gates.length === 0) return done;
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.gate-wraith.passage'), options: gates.map((id) => opt(GATE.id('sys', { system: id }), msg('core.system', { system: system(id) }))) };
  },
  resume(s, f, choice) {
    if (breakGate(s, GATE.read(choice).system)) fired(s, 'ARCS-F2201A');
    void f;
    return done;
  },
};

/* Passage Storms (F2206) */

const TARGET = choices({ card: { card: field.word } });
const MOVE = choices({ stop: {}, to: { system: field.system }, n: { count: field.int }, fs: { count: field.int } });

/** Court spots Passage Storms may be attached to: other cards with no attached card, else (Forced Attach, p.27) any other card. */
function stormsTargets(s: GameState): number[] {
  const at = courtPlace(s, PASSAGE_STORMS);
  const others = (list: number[]) => list.filter((i) => i !== at?.index);
  const free = others(attachTargets(s));
  return free.length > 0 ? free : others(s.court.map((_, i) => i));
}

const stormsAttach: H<'campaign/gate-wraith-storms-attach'> = {
  step(s, f) {
    // Drawn into a spot of its own; gone again (secured, buried) or already attached: nothing to do.
    const at = courtPlace(s, PASSAGE_STORMS);
    if (!at || at.attached) return done;
    const targets = stormsTargets(s);
    if (targets.length === 0) return done;
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.gate-wraith.storms.attach'), options: targets.map((i) => opt(TARGET.id('card', { card: s.court[i]!.card }), msg('core.card', { card: card(s.court[i]!.card) }))) };
  },
  resume(s, _f, choice) {
    const target = TARGET.read(choice).card;
    const at = courtPlace(s, PASSAGE_STORMS)!;
    // The card leaves its spot (refilled from the Court deck) and goes above the chosen card.
    removeFromCourt(s, at.index, 'none');
    const index = s.court.findIndex((x) => x.card === target);
    if (index < 0) return done;
    attachCard(s, PASSAGE_STORMS, index, { stack: true });
    fired(s, PASSAGE_STORMS);
    return done;
  },
};

/** The seat's ships on the Twisted Passage. */
function twistedShips(s: GameState, seat: Seat): { fresh: number; damaged: number; flagship: boolean } {
  const g = s.map[TWISTED_PASSAGE]?.ships.find((x) => x.owner === seat);
  return { fresh: g?.fresh ?? 0, damaged: g?.damaged ?? 0, flagship: g?.flagship === true };
}

const stormsMove: H<'campaign/gate-wraith-storms-move'> = {
  step(s, f) {
    const here = twistedShips(s, f.seat);
    if (f.to === undefined) {
      if (here.fresh + here.damaged === 0) return done;
      const planets = systemIds(s).filter((id) => !isGate(id));
      return { t: 'ask', seat: f.seat, prompt: msg('campaign.gate-wraith.storms.move'), options: [opt(MOVE.id('stop'), msg('campaign.gate-wraith.storms.stop')), ...planets.map((id) => opt(MOVE.id('to', { system: id }), msg('core.system', { system: system(id) })))] };
    }
    if (f.fresh === undefined) {
      // Fresh ships (the Flagship, one of them, moves only when chosen), at least one ship in all.
      const keep = here.flagship ? 1 : 0;
      const min = here.damaged > 0 ? 0 : 1;
      const options = [];
      for (let n = min; n <= here.fresh - keep; n++) options.push(opt(MOVE.id('n', { count: n }), msg('campaign.gate-wraith.storms.fresh', { n })));
      if (here.flagship) for (let n = 0; n <= here.fresh - 1; n++) options.push(opt(MOVE.id('fs', { count: n }), msg('campaign.gate-wraith.storms.flagship', { n })));
      return { t: 'ask', seat: f.seat, prompt: msg('campaign.gate-wraith.storms.howMany', { system: system(f.to) }), options };
    }
    const min = f.fresh > 0 ? 0 : 1;
    const options = [];
    for (let n = min; n <= here.damaged; n++) options.push(opt(MOVE.id('n', { count: n }), msg('campaign.gate-wraith.storms.damaged', { n })));
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.gate-wraith.storms.howMany', { system: system(f.to) }), options };
  },
  resume(s, f, choice) {
    const ch = MOVE.read(choice);
    if (ch.tag === 'stop') return done;
    if (ch.tag === 'to') {
      f.to = ch.system;
      return call();
    }
    const here = twistedShips(s, f.seat);
    if (f.fresh === undefined) {
      f.fresh = ch.tag === 'fs' ? ch.count + 1 : ch.count;
      f.flagship = ch.tag === 'fs';
      if (here.damaged > 0) return call();
      return moveOut(s, f, 0);
    }
    return moveOut(s, f, ch.count);
  },
};

/** One move of F2206's When Secured; then the next (any number of times). */
function moveOut(s: GameState, f: FrameOf<'campaign/gate-wraith-storms-move'>, damaged: number): ReturnType<typeof call> {
  const to = f.to!;
  const fresh = f.fresh!;
  transferShips(s, f.seat, TWISTED_PASSAGE, to, fresh, damaged, f.flagship === true);
  log(s, `${seatName(s, f.seat)} moves ${shipsText(fresh, damaged)}${f.flagship ? ' (with their Flagship)' : ''} from the Twisted Passage to ${to} (Passage Storms).`);
  fired(s, PASSAGE_STORMS);
  delete f.to;
  delete f.fresh;
  delete f.flagship;
  return call();
}

/**
 * F2206 When Secured: "(Don't remove this card!)" FAQ: "They [the agents] are returned and taken as
 * Captives, as normal. Only the card remains in the Court." Back in its spot (the card that refilled
 * it goes back on top of the Court deck); secured as an attached card, it stays attached above the
 * card that refilled its host's spot (our reading). Then the securer's moves out of the Twisted Passage.
 */
function stormsSecured(s: GameState, seat: Seat, ctx?: { index?: number; refilled?: boolean; attached?: boolean }): Frame[] {
  const held = s.players[seat]!.court.findIndex((x) => x.id === PASSAGE_STORMS);
  if (held >= 0) s.players[seat]!.court.splice(held, 1);
  const index = ctx?.index ?? s.court.length;
  const spot = { card: PASSAGE_STORMS, agents: s.players.map(() => 0) };
  if (ctx?.refilled === true && s.court[index]) {
    if (ctx.attached) attachCard(s, PASSAGE_STORMS, index, { stack: true });
    else {
      s.courtDeck.unshift(s.court[index]!.card);
      s.court[index] = spot;
    }
  } else s.court.splice(Math.min(index, s.court.length), 0, spot);
  log(s, 'Passage Storms remains in the Court.');
  return twistedShips(s, seat).fresh + twistedShips(s, seat).damaged > 0 ? [{ k: 'campaign/gate-wraith-storms-move', seat }] : [];
}

export const GATE_WRAITH_HANDLERS = {
  'campaign/gate-wraith-resettle': resettleAsk,
  'campaign/gate-wraith-passage': passage,
  'campaign/gate-wraith-storms-attach': stormsAttach,
  'campaign/gate-wraith-storms-move': stormsMove,
} as const;

/* ---------------------------------------------------------------- the Act */

export const GATE_WRAITH_RULES: FateRules = {
  cardId: GATE_WRAITH,
  acts: [3],
  // Dealt from rules version 8 (versions.ts 7 → 8): campaigns started by version 7 never draw it.
  dealt: true,
  dealtSince: 8,
  setup(s, seat) {
    const c = s.campaign!;
    // F2201A 3. "Collect the 6 Passage tokens." (on the Fate card until placed) 4. "Roll the event die and place it in the central map area."
    c.tokens = (c.tokens ?? []).filter((t) => t.kind !== 'passage');
    for (let i = 1; i <= 6; i++) c.tokens.push({ id: `passage-${i}`, kind: 'passage', owner: seat, where: GATE_WRAITH });
    ensureTwisted(s);
    c.twistedDie = rollEventDice(s).event;
    log(s, `The event die on the Twisted Passage shows ${c.twistedDie.symbol}. Passages & The Twisted Passage: gates with a Passage are out of play; systems next to them lead into the Twisted Passage, and from it to any planet of the die's symbol (then the die is rerolled); nobody can harm Rivals there.`);
    // 1. "If you have a Flagship, you may Resettle" 3. "Place one [Passage] on any gate."
    return [...(hasFlagship(s, seat) ? [{ k: 'campaign/gate-wraith-resettle' as const, seat }] : []), { k: 'campaign/gate-wraith-passage', seat }];
  },
};

/* ---------------------------------------------------------------- the cards */

/** The seat won this ambition outright (campaign rulebook, Objective: first place, not tied). */
const won = (r: { first: readonly unknown[] }, seat: Seat): boolean => r.first.length === 1 && r.first[0] === seat;

export const GATE_WRAITH_EFFECTS: readonly CardEffect[] = [
  {
    // F2201B Collapse the Gates of the Reach: "Each time you win an ambition, advance 1 for each Passage token on the map." /
    // Control the Twisted Passage: "At the end of a chapter, before scoring, advance 1 for each Passage token on the map if
    // you control the Twisted Passage. (Check control before pieces return from The Dead Live.)" The win itself
    // (acts/chapter-end.ts finalObjectiveWinner) is the rulebook's Final Objective.
    id: COLLAPSE_THE_GATES,
    ambitionsScored(s, seat, results) {
      const n = passagesOnMap(s);
      if (n === 0) return;
      for (const r of results) if (won(r, seat)) advanceObjective(s, seat, n);
    },
    beforeScoring(s, seat) {
      const n = passagesOnMap(s);
      if (n > 0 && s.map[TWISTED_PASSAGE] !== undefined && controlsForScoring(s, seat, TWISTED_PASSAGE)) {
        log(s, `${seatName(s, seat)} controls the Twisted Passage.`);
        advanceObjective(s, seat, n);
      }
      return [];
    },
  },
  {
    // F2202 Catapult Overdrive: "You may Catapult move with Rival starports you control. When you Catapult move into the
    // Twisted Passage, you may continue your Catapult move, ignoring control and Blight." (control.ts catapultsFrom, endsCatapult)
    id: CATAPULT_OVERDRIVE,
    catapultOverdrive: true,
  },
  {
    // F2203 Breaking Gates & Placing Passages: "When you Catapult move from a planet into the gate of the same cluster, do the
    // following. 1. Place a Passage token on the gate you moved into. 2. Destroy the buildings you used to Catapult—the
    // starport on the map… Do not take them as Trophies. 3. Place all ships and tokens from the gate onto the Twisted
    // Passage… Destroy all buildings on the gate, but do not take them as Trophies." FAQ: one starport only.
    id: BREAKING_GATES,
    catapultInto(s, seat, from, to, via) {
      if (isGate(from) || !isGate(to) || to === TWISTED_PASSAGE || systemDef(from).cluster !== systemDef(to).cluster) return false;
      if (!(s.campaign?.tokens ?? []).some((t) => t.kind === 'passage' && t.where === GATE_WRAITH)) return false;
      if (via === 'slipstream') {
        // "…or your Flagship's Slipstream Drive Upgrade and Armor. Do not take them as Trophies."
        destroySlipstream(s, seat);
        fired(s, BREAKING_GATES);
        return breakGate(s, to);
      }
      const st = sys(s, from);
      const i = st.slots.findIndex((b) => b?.type === 'starport' && b.owner === seat);
      // Else a Free starport, else a Rival one (Catapult Overdrive).
      const free = st.slots.findIndex((b) => b?.type === 'starport' && !isSeat(b.owner));
      const j = i >= 0 ? i : free >= 0 ? free : st.slots.findIndex((b) => b?.type === 'starport');
      if (j >= 0) {
        const b = st.slots[j]!;
        // Destroying a Free or Rival starport is a card's harm (effects.ts effectHarm: Feudal Law, Ceasefires, Disgrace).
        if (b.owner !== seat) effectHarm(s, seat, { owner: b.owner, system: from, piece: 'starport' });
        returnPieces(s, b.owner, 'starport', 1);
        st.slots[j] = null;
        log(s, `${seatName(s, seat)} destroys the starport they Catapulted from (${from}).`);
      }
      fired(s, BREAKING_GATES);
      return breakGate(s, to);
    },
  },
  {
    // F2206 Passage Storms (Vox). "Crisis: Hit each piece in the Twisted Passage. Place this under the top card of the Court
    // deck." Each ship and Blight takes one hit (fresh → damaged, damaged → destroyed; a Flagship as Crises hit it).
    // When Drawn (the initiative holder attaches it) and When Secured (moves out of the Twisted Passage): below.
    id: PASSAGE_STORMS,
    crisis(s) {
      const st = s.map[TWISTED_PASSAGE];
      if (st) {
        for (const g of [...st.ships]) {
          const n = g.fresh + g.damaged;
          if (g.owner === 'blight') {
            const gone = g.damaged;
            g.damaged = g.fresh;
            g.fresh = 0;
            if (gone > 0) returnPieces(s, 'blight', 'blight', gone);
          } else crisisHitShips(s, st, g.owner, n);
        }
        tidy(st);
        log(s, 'Passage Storms hits each piece in the Twisted Passage.');
      }
      fired(s, PASSAGE_STORMS);
      // "Place this under the top card of the Court deck."
      if (removeCardFromCourt(s, PASSAGE_STORMS, 'none')) s.courtDeck.splice(Math.min(1, s.courtDeck.length), 0, PASSAGE_STORMS);
      return [];
    },
    // "When Drawn: The player with initiative attaches this to a card in the Court." (court-slots.ts refill)
    whenDrawn: (s) => [{ k: 'campaign/gate-wraith-storms-attach', seat: s.initiative }],
    // "When Secured: Move any number of times from the Twisted Passage to any planets. (Don't remove this card!)"
    whenSecured: (s, seat, ctx) => stormsSecured(s, seat, ctx),
    afterSecured: 'keep',
  },
  {
    // F2204 The Dead Live (a reminder card by the map): "Destroyed ships that would return to a supply are instead placed on
    // this card. After scoring, take all ships that were destroyed this chapter—including those in Trophies and on this
    // card—and place them fresh on the Twisted Passage. (Do this after all scoring, including grand ambitions, even if
    // Warlord wasn't scored.)" FAQ: Blight Hunger takes precedence (events/crises.ts asks it first). Trophies: every ship
    // Trophy is one destroyed this chapter (the Intermission returned all Trophies and each chapter's end takes them here).
    id: THE_DEAD_LIVE,
    shipsDestroyed(s, owner, n) {
      const c = s.campaign!;
      const d = (c.deadLive ??= { ships: s.players.map(() => 0), empire: 0 });
      let k = 0;
      if (owner === 'empire' && s.neutral) {
        k = Math.min(n, s.neutral.empire.ships);
        s.neutral.empire.ships -= k;
        d.empire += k;
      } else if (isSeat(owner)) {
        k = Math.min(n, s.players[owner]!.supply.ships);
        s.players[owner]!.supply.ships -= k;
        d.ships[owner]! += k;
      }
      if (k === 0) return;
      fired(s, THE_DEAD_LIVE);
      log(s, `${k} destroyed ${k === 1 ? 'ship is' : 'ships are'} placed on The Dead Live.`);
    },
    afterAllScoring(s) {
      const c = s.campaign!;
      if (s.map[TWISTED_PASSAGE] === undefined) return;
      const tw = sys(s, TWISTED_PASSAGE);
      let n = 0;
      const place = (owner: ShipOwner, k: number) => {
        if (k <= 0) return;
        shipsOf(tw, owner).fresh += k;
        n += k;
      };
      for (const p of s.players) {
        for (const t of p.trophies) if (t.piece === 'ship') place(t.owner as ShipOwner, t.count);
        p.trophies = p.trophies.filter((t) => t.piece !== 'ship');
      }
      if (c.deadLive) {
        c.deadLive.ships.forEach((k, seat) => place(seat, k));
        place('empire', c.deadLive.empire);
        delete c.deadLive;
      }
      tidy(tw);
      if (n === 0) return;
      fired(s, THE_DEAD_LIVE);
      log(s, `The Dead Live: ${n} ${n === 1 ? 'ship destroyed' : 'ships destroyed'} this chapter ${n === 1 ? 'is' : 'are'} placed fresh on the Twisted Passage.`);
    },
  },
  {
    // F2205 Passages & The Twisted Passage (a Law): "Players cannot harm Rivals in the Twisted Passage. (Crises can still harm.)"
    // Moving into and out of it: board.ts neighbours; the die rerolled after a move out: frames/actions.ts.
    id: PASSAGES_LAW,
    rule(_s, _holder, actor, act) {
      return act.t === 'harm' && act.system === TWISTED_PASSAGE && isSeat(act.owner) && act.owner !== actor ? 'cannot' : null;
    },
  },
];

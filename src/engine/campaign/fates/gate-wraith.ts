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
 * Done: the setup (Resettle if the seat has a Flagship, the first Passage, the die, the cards), the
 * final objective's two ways of advancing, the Law's "cannot harm Rivals in the Twisted Passage",
 * moving into and out of it, Breaking Gates & Placing Passages on a Catapult move from a planet into
 * its cluster's gate (effects.ts catapultInto; frames/actions.ts), Catapult Overdrive (control.ts).
 *
 * NOT done (so the Fate is not dealt): The Dead Live (F2204: destroyed ships kept on the card and
 * placed on the Twisted Passage after scoring — the core's destruction paths have no hook yet),
 * Passage Storms' When Drawn and When Secured (F2206: its Crisis is done), "pieces that would be placed on [Passage gates] are placed in the Twisted
 * Passage instead" for placements that name a gate (Gatekeepers FAQ), a Flagship's Slipstream Drive
 * as the Catapult used to break a gate, and "Cities in the Twisted Passage are Psionic" (it has no
 * building slots, so no city can be there yet).
 *
 * Choices made:
 * - Breaking a gate (F2203 step 2): the starport used is the mover's Loyal starport at the planet,
 *   else the Free one (FAQ: "Choose any one legal starport … Only that one is destroyed"; the
 *   engine takes the first such). Buildings destroyed go back to their owners' supplies.
 * - Step 3 places every ship and Fate token of the gate (the mover's ships that just arrived
 *   included) on the Twisted Passage; the Catapult move ends there.
 */
import { TWISTED_PASSAGE, type SystemId } from '../../../data/map.ts';
import { systemDef } from '../../../data/map.ts';
import { isGate, log, returnPieces, seatName, shipsOf, sys, systemIds, tidy } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { controlsForScoring, isSeat } from '../../control.ts';
import { effectHarm, fired, type CardEffect } from '../../effects.ts';
import { msg, system } from '../../messages.ts';
import { done, opt, type Handler } from '../../step.ts';
import type { FrameOf, GameState, Seat } from '../../types.ts';
import { rollEventDice } from '../dice.ts';
import { hasFlagship } from '../flagship/board.ts';
import { crisisHitShips } from '../flagship/crisis.ts';
import { removeCardFromCourt } from '../../court-slots.ts';
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

/* ---------------------------------------------------------------- frames */

const YES_NO = choices({ yes: {}, no: {} });
const GATE = choices({ sys: { system: field.system } });

/** Gate Wraith frames (joined into FateFrame, fates/types.ts). */
export type GateWraithFrame =
  /** F2201A step 1: "If you have a Flagship, you may Resettle." */
  | { k: 'campaign/gate-wraith-resettle'; seat: Seat }
  /** F2201A step 3: place a Passage token on any gate and resolve step 3 of Breaking Gates. */
  | { k: 'campaign/gate-wraith-passage'; seat: Seat };

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

export const GATE_WRAITH_HANDLERS = {
  'campaign/gate-wraith-resettle': resettleAsk,
  'campaign/gate-wraith-passage': passage,
} as const;

/* ---------------------------------------------------------------- the Act */

export const GATE_WRAITH_RULES: FateRules = {
  cardId: GATE_WRAITH,
  acts: [3],
  // Not dealt: The Dead Live, Passage Storms and Catapult Overdrive are not done (see the header).
  dealt: false,
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
    catapultInto(s, seat, from, to) {
      if (isGate(from) || !isGate(to) || to === TWISTED_PASSAGE || systemDef(from).cluster !== systemDef(to).cluster) return false;
      if (!(s.campaign?.tokens ?? []).some((t) => t.kind === 'passage' && t.where === GATE_WRAITH)) return false;
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
    // Not done: "When Drawn: The player with initiative attaches this to a card in the Court." and "When Secured: Move any
    // number of times from the Twisted Passage to any planets. (Don't remove this card!)" (the header).
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

/**
 * Fate 20, the Guardian (ARCS-FATE20; Fate Set ARCS-F2001…F2004): the effects of its cards and its
 * frames. Its Act (setup) and facts are guardian-rules.ts; card moves are data (fate-steps.ts). The
 * final objective's win is acts/chapter-end.ts finalObjectiveWinner (checked: p.9 and F2001B agree).
 *
 * Hooks used (effects.ts): `ambitionsScored` (the final objective; Green Vault's return when Tyrant
 * scores), `vaults` (Green Vault, res/gain), `noDeclare`/`noScoringPower`/`rule` tax (Ire of the
 * Tycoons), `ambitionInstead`/`scoreExtra` (the Edenguard Ambition law).
 *
 * Choices made (our sources are silent):
 * - Edenguard is declared with an ambition marker like any ambition, from a card that could declare
 *   Tycoon (a 2, or a 7 "any"), or a card's "declare an ambition" that includes Tycoon; the round
 *   counts it as its declared ambition. Its marker's Power is paid as usual (first, second, the
 *   city bonus for an outright first); the 2-player phantom (resources on boxes) never places.
 *   "When you declare an ambition" effects run for Edenguard (effects.ts declareTriggers with the
 *   ambition null): those about any declaration act (Farseers, Parade Fleets, the Liaisons' kin…),
 *   those about one of the five boxes do not (Imperial Sponsor, a Guild's suit steal, Faithful
 *   Disciples' "winning", the Commonwealth Ambition marker: Edenguard has a tile, not a box).
 * - F2001B "Guard the Reach's Splendor" counts the planets the Guardian itself controls (the
 *   First Regent's Empire control counts only "for ambitions", the law's words).
 * - Green Vault: offered where a gain goes through the usual gain (res/gain). The resources in the
 *   Captives are frozen while the seat holds the card (holdings.ts vaultFrozen): they add to Tycoon,
 *   and Rivals may steal them ("Rivals can steal and take frozen resources", p.27: the steal menus'
 *   `vault-<resource>` places, court/frames.ts); no raid cost, so no raid takes them (as the
 *   Imperial Trust). FAQ: transferred (Knowledge Set Free) or scrapped (Caretaker Act III
 *   objective), the card leaves them "still Captives, but no longer frozen": they add to Tyrant
 *   only, cannot be stolen, and return to the supply when Tyrant is scored (chapter.ts cleanUp).
 */
import type { Ambition } from '../../../data/action-cards.ts';
import { cityBonusPower } from '../../../data/board.ts';
import { systemDef, type SystemId } from '../../../data/map.ts';
import { citiesOffBoard, log, seatName } from '../../board.ts';
import { choices } from '../../choices.ts';
import { controller } from '../../control.ts';
import { declareTriggers, fired, type CardEffect } from '../../effects.ts';
import { availableMarkers, markerValues } from '../../frames/flow.ts';
import { provokeOutrage } from '../../frames/outrage.ts';
import { rankAmbition } from '../../frames/chapter.ts';
import { msg } from '../../messages.ts';
import { call, done, opt, type Handler } from '../../step.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
import { resettleFrames } from '../flagship/resettle.ts';
import {
  edenguardThisChapter, edenPlanetsOf, EDENGUARD_LAW, GREEN_VAULT, IRE_OF_THE_TYCOONS, VAULT_TYPES, vaultOf,
} from './guardian-rules.ts';
import { advanceObjective } from './objective.ts';

export * from './guardian-rules.ts';

type H<K extends GuardianFrame['k']> = Handler<Extract<GuardianFrame, { k: K }>>;

export type GuardianFrame =
  /** Guardian Act III setup (F2001A): 1. may Resettle (a Flagship), then 2.-3. Outrage and the 2-player ambition boxes. */
  | { k: 'campaign/guardian-setup'; seat: Seat; step: 'resettle' | 'outrage' };

/* ---------------------------------------------------------- Edenguard */

/** Declare Edenguard: the highest-value Available marker goes on the Edenguard tile (Declaring an Ambition, as flow.ts). */
export function declareEdenguard(s: GameState, seat: Seat, zero: boolean): Frame[] {
  const best = availableMarkers(s).sort((a, b) => markerValues(b.id, b.flipped)[0] - markerValues(a.id, a.flipped)[0])[0];
  if (!best) return [];
  const c = s.campaign!;
  (c.edenguard ??= []).push(best.id);
  // Declared instead of Tycoon: the round's declared ambition (for the zero marker) is that declaration.
  if (s.round && s.round.declared === null) {
    s.round.declared = 'tycoon';
    if (!zero) s.round.noZero = true;
  }
  const [first, second] = markerValues(best.id, best.flipped);
  fired(s, EDENGUARD_LAW);
  log(s, `${seatName(s, seat)} declares Edenguard (marker ${first}/${second})${zero ? '' : ', without the zero marker'}.`);
  // "When you declare" effects (it is declaring an ambition): those naming one of the five boxes do not act (ambition null).
  return declareTriggers(s, seat, null);
}

/**
 * Score Edenguard (F2004): "Control the most Fuel and Material planets. (For ambitions, the First
 * Regent controls Empire-controlled systems.)" Places and Power as any ambition (Scoring: a tie for
 * first gives the tied players second place; qualifying needs at least 1).
 */
export function scoreEdenguard(s: GameState): void {
  const c = s.campaign!;
  const markers = c.edenguard ?? [];
  if (markers.length === 0) return;
  const { first, second } = rankAmbition(s.players.map((p) => ({ seat: p.seat, n: edenPlanetsOf(s, p.seat, true) })));
  const values = markers.map((id) => markerValues(id, s.markers.find((m) => m.id === id)!.flipped));
  const firstPower = values.reduce((n, v) => n + v[0], 0);
  const secondPower = values.reduce((n, v) => n + v[1], 0);
  const gains = new Map<Seat, number>();
  for (const seat of first) if (seat !== 'phantom') gains.set(seat, firstPower + cityBonusPower(citiesOffBoard(s.players[seat]!)));
  for (const seat of second) if (seat !== 'phantom') gains.set(seat, (gains.get(seat) ?? 0) + secondPower);
  for (const [seat, g] of gains) {
    s.players[seat]!.power += g;
    log(s, `Edenguard: ${seatName(s, seat)} gains ${g} Power.`);
  }
  if (gains.size === 0) log(s, 'Edenguard: nobody qualifies.');
  fired(s, EDENGUARD_LAW);
  c.edenguardScored = { act: c.act, chapter: s.chapter, winner: first.length === 1 && first[0] !== 'phantom' ? first[0]! : null };
  delete c.edenguard;
}

/** The seat won the ambition outright this chapter, or it was not declared ("if you win X or it's not declared"). */
function wonOrUndeclared(results: readonly { ambition: Ambition; first: (Seat | 'phantom')[] }[], a: Ambition, seat: Seat): boolean {
  const r = results.find((x) => x.ambition === a);
  return !r || (r.first.length === 1 && r.first[0] === seat);
}

/* ------------------------------------------------------------ the effects */

export const GUARDIAN_EFFECTS: readonly CardEffect[] = [
  {
    // F2001B Guardian Act III Objective. "Give Back to the Land: At the end of a chapter, if you win Tyrant or it's not
    // declared, advance 1 for each Material or Fuel in your Captives. Guard the Reach's Splendor: At the end of a chapter, if
    // you win Edenguard or it's not declared, advance 1 for each Material and Fuel planet you control. At the end of a chapter,
    // you win the game if you completed your objective and have at least 1 Power." (The win: chapter-end.ts.) Read after
    // scoring, before Green Vault's resources return for a scored Tyrant.
    id: 'ARCS-F2001B',
    ambitionsScored(s, seat, results) {
      let n = 0;
      if (wonOrUndeclared(results, 'tyrant', seat)) n += vaultOf(s, seat).length;
      const eg = edenguardThisChapter(s);
      if (!eg || eg.winner === seat) n += edenPlanetsOf(s, seat);
      if (n > 0) fired(s, 'ARCS-F2001B');
      advanceObjective(s, seat, n);
    },
  },
  {
    // F2002 Green Vault (Lore). "When you take Material or Fuel, you may place it in your Captives. (Even if you're taking for
    // the Imperial Trust!) Material and Fuel in your Captives are frozen. (They add to both Tyrant and Tycoon, and they return
    // to the supply if Tyrant is scored.)" FAQ: returned to the general supply when Tyrant is scored.
    id: GREEN_VAULT,
    vaults: (_s, _holder, r) => VAULT_TYPES.includes(r),
    ambitionsScored(s, seat, results) {
      if (!results.some((r) => r.ambition === 'tyrant')) return;
      const cs = s.campaign!.seats[seat]!;
      const vault = cs.greenVault ?? [];
      if (vault.length === 0) return;
      for (const r of vault) s.supply[r] += 1;
      delete cs.greenVault;
      fired(s, GREEN_VAULT);
      log(s, `Tyrant was scored: the ${vault.length} resource${vault.length === 1 ? '' : 's'} in ${seatName(s, seat)}'s Captives return to the supply.`);
    },
  },
  {
    // F2003 Ire of the Tycoons (Lore). "You cannot declare Tycoon or gain Power from scoring it. You can only tax Loyal cities
    // on Material and Fuel planets if you control them." FAQ (Edenguard Ambition): the Guardian may still declare Edenguard.
    id: IRE_OF_THE_TYCOONS,
    noDeclare: 'tycoon',
    noScoringPower: 'tycoon',
    rule(s, holder, actor, act) {
      if (actor !== holder || act.t !== 'tax' || act.city.owner !== holder) return null;
      const r = systemDef(act.city.id as SystemId).resource;
      if (r === null || !VAULT_TYPES.includes(r) || controller(s, act.city.id) === holder) return null;
      fired(s, IRE_OF_THE_TYCOONS);
      return 'cannot';
    },
  },
  {
    // F2004 Edenguard Ambition (Law). "There is now a new ambition, Edenguard: Control the most Fuel and Material planets.
    // (For ambitions, the First Regent controls Empire-controlled systems.) When a player would declare Tycoon, they may
    // declare Edenguard instead."
    id: EDENGUARD_LAW,
    ambitionInstead: { key: 'edenguard', instead: 'tycoon', label: msg('campaign.guardian.declare'), declare: declareEdenguard },
    scoreExtra: scoreEdenguard,
  },
];

/* -------------------------------------------------------------- frames */

const YES_NO = choices({ yes: {}, no: {} });

const setup: H<'campaign/guardian-setup'> = {
  step(s, f) {
    if (f.step === 'resettle') {
      if (!s.campaign!.seats[f.seat]!.flagship) {
        f.step = 'outrage';
        return call();
      }
      return { t: 'ask', seat: f.seat, prompt: msg('campaign.guardian.resettle'), options: [opt(YES_NO.id('yes'), msg('campaign.guardian.yes')), opt(YES_NO.id('no'), msg('campaign.guardian.no'))] };
    }
    // 2. "You Provoke Outrage for Fuel and Material. (Discard these resources and cards. Place agents on their Outrage icons.)"
    provokeOutrage(s, f.seat, 'fuel');
    provokeOutrage(s, f.seat, 'material');
    // 3. "With 2 players, return all Material and Fuel on ambition boxes to the supply."
    const ph = s.phantom;
    if (s.players.length === 2 && ph && ph.material + ph.fuel > 0) {
      log(s, `The ${ph.material} Material and ${ph.fuel} Fuel on the ambition boxes return to the supply.`);
      s.supply.material += ph.material;
      s.supply.fuel += ph.fuel;
      ph.material = 0;
      ph.fuel = 0;
    }
    fired(s, 'ARCS-F2001A');
    return done;
  },
  resume(s, f, choice) {
    f.step = 'outrage';
    if (YES_NO.read(choice).tag === 'no') return call();
    fired(s, 'ARCS-F2001A');
    // Resettle's steps 2-3 run first, then this frame (steps 2-3 of the setup card).
    return call(...resettleFrames(s, f.seat));
  },
};

export const GUARDIAN_HANDLERS = {
  'campaign/guardian-setup': setup,
} as const;


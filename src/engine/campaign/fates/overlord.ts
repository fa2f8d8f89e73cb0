/**
 * Fate 17, the Overlord (ARCS-FATE17; Fate Set ARCS-F1701…F1703): its cards' effects and frames.
 * Its Act III setup and final-objective counts are overlord-rules.ts; card moves are data.
 *
 * Hooks: `ambitionsScored` (the final objective), `keepOnOutrage` + `afterOutrageProvoked` (Sycophants:
 * the one "after Outrage" trigger, shared with the Planet Breaker's Sycophants F1102: every Outrage the
 * holder Provokes, whatever provokes it — a destroyed city, Partisan seizing, Feudal Law, Vox Crises,
 * Captive Release…; several Outrages waiting together make one offer of the planets of all their
 * types), `prelude` (Sycophants), `edict` (Reach Rejects Overlord, Edict 65).
 *
 * F1701A is printed "Overlord Act II Setup", read as the Act III setup: the Overlord is a "C" Fate
 * (rulebook: "If you switch Fate after Act II, you'll choose a 'C' Fate"; "If you are finishing Act
 * II, draw from the 'C' Fates"; its objective F1701B is the "Act III Objective", a final objective;
 * every other "C" setup card, F1801A-F2401A, says "Act III Setup"; step 1 is the "C" Fates' Resettle,
 * rulebook "The 'C' Fates let you Resettle if you have a Flagship"). errata.md, faq.csv and
 * arcs-facts.md say nothing of the name (checked): a misprint.
 */
import { RESOURCES, type Resource, type SystemId } from '../../../data/map.ts';
import { log, seatName } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { placeShips, USE } from '../../court/common.ts';
import { fired, heldSupplyCount, markUsed, usedThisTurn, type CardEffect } from '../../effects.ts';
import { provokeOutrage } from '../../frames/outrage.ts';
import { msg, resource, system } from '../../messages.ts';
import { call, done, opt, thenRun, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, FrameOf, GameState, Seat } from '../../types.ts';
import { resettleFrames } from '../flagship/resettle.ts';
import { advanceObjective } from './objective.ts';
import { OVERLORD, overlordAdvance, planetsOf, REACH_REJECTS_OVERLORD, REJECTION_LOSS, SYCOPHANTS } from './overlord-rules.ts';

export * from './overlord-rules.ts';

export type OverlordFrame =
  /** F1701A: 'resettle' (may Resettle, with a Flagship), 'outrage' (no Outrage: may Provoke one), 'place' (2 ships at a planet of `resource`). */
  | { k: 'campaign/overlord-setup'; seat: Seat; step: 'resettle' | 'outrage' | 'place'; resource?: Resource }
  /** Sycophants (F1702): may place 2 fresh ships at a planet of one of `types` (once per turn). */
  | { k: 'campaign/overlord-sycophants'; seat: Seat; types: Resource[] };

type H<K extends OverlordFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[]): Step => ({ t: 'ask', seat, prompt, options });

const YES_NO = choices({ yes: {}, no: {} });
const TYPE = choices({ type: { resource: field.resource }, no: {} });
const PLANET = choices({ sys: { system: field.system }, no: {} });

const planetOptions = (s: GameState, types: readonly Resource[], may: boolean): DecisionOption[] => [
  ...types.flatMap((r) => planetsOf(s, r).map((id: SystemId) => opt(PLANET.id('sys', { system: id }), msg('core.system', { system: system(id) })))),
  ...(may ? [opt(PLANET.id('no'), msg('campaign.overlord.no'))] : []),
];

const setupFrame: H<'campaign/overlord-setup'> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    if (f.step === 'resettle') {
      if (!s.campaign!.seats[f.seat]!.flagship) return done;
      return ask(f.seat, msg('campaign.overlord.resettle'), [opt(YES_NO.id('yes'), msg('campaign.overlord.yes')), opt(YES_NO.id('no'), msg('campaign.overlord.no'))]);
    }
    if (f.step === 'outrage') {
      if (p.outrage.length > 0) return done;
      return ask(f.seat, msg('campaign.overlord.outrage'), [
        ...RESOURCES.map((r) => opt(TYPE.id('type', { resource: r }), msg('campaign.overlord.type', { resource: resource(r) }))),
        opt(TYPE.id('no'), msg('campaign.overlord.no')),
      ]);
    }
    const options = planetOptions(s, [f.resource!], false);
    if (options.length === 0 || p.supply.ships === 0) return done;
    return ask(f.seat, msg('campaign.overlord.place', { resource: resource(f.resource!) }), options);
  },
  resume(s, f, choice) {
    if (f.step === 'resettle') {
      if (YES_NO.read(choice).tag === 'no') return done;
      fired(s, 'ARCS-F1701A');
      return thenRun(...resettleFrames(s, f.seat));
    }
    if (f.step === 'outrage') {
      const c = TYPE.read(choice);
      if (c.tag === 'no') return done;
      if (s.players[f.seat]!.outrage.length > 0) throw new Error('rule/overlord-outrage: you already have Outrage');
      // "(Do not also trigger Sycophants.)": no "after Outrage" trigger (null).
      provokeOutrage(s, f.seat, c.resource, null);
      fired(s, 'ARCS-F1701A');
      f.step = 'place';
      f.resource = c.resource;
      return call();
    }
    const c = PLANET.read(choice);
    if (c.tag === 'no') return done;
    const n = placeShips(s, f.seat, c.system, 2);
    log(s, `${seatName(s, f.seat)} places ${n} ship${n === 1 ? '' : 's'} in ${c.system} (Overlord setup).`);
    return done;
  },
};

const sycophants: H<'campaign/overlord-sycophants'> = {
  step(s, f) {
    if (usedThisTurn(s, SYCOPHANTS) || s.players[f.seat]!.supply.ships === 0 || !holdsSycophants(s, f.seat)) return done;
    const options = planetOptions(s, f.types, true);
    if (options.length <= 1) return done;
    return ask(f.seat, msg('campaign.overlord.sycophants'), options);
  },
  resume(s, f, choice) {
    const c = PLANET.read(choice);
    if (c.tag === 'no') return done;
    markUsed(s, SYCOPHANTS);
    fired(s, SYCOPHANTS);
    const n = placeShips(s, f.seat, c.system, 2);
    log(s, `Sycophants: ${seatName(s, f.seat)} places ${n} fresh ship${n === 1 ? '' : 's'} in ${c.system}.`);
    return done;
  },
};

function holdsSycophants(s: GameState, seat: Seat): boolean {
  return (s.campaign?.seats[seat]?.playArea.includes(SYCOPHANTS) ?? false) || s.players[seat]!.court.some((x) => x.id === SYCOPHANTS);
}

/** Sycophants' Prelude: "You may discard this" — from the play area (Gained) or the held Court cards, to the Court discard pile. */
function discardSycophants(s: GameState, seat: Seat): void {
  const cs = s.campaign!.seats[seat]!;
  const i = cs.playArea.indexOf(SYCOPHANTS);
  if (i >= 0) cs.playArea.splice(i, 1);
  else {
    const p = s.players[seat]!;
    const j = p.court.findIndex((x) => x.id === SYCOPHANTS);
    if (j < 0) throw new Error('rule/overlord-sycophants: you do not have Sycophants');
    p.court.splice(j, 1);
  }
  s.courtDiscard.push(SYCOPHANTS);
  log(s, `${seatName(s, seat)} discards Sycophants.`);
}

export const OVERLORD_EFFECTS: readonly CardEffect[] = [
  {
    // F1701B Overlord Act III Objective (final objective): see overlord-rules.ts overlordAdvance.
    id: 'ARCS-F1701B',
    ambitionsScored(s, seat) {
      const n = overlordAdvance(s, seat, (r) => heldSupplyCount(s, seat, [r]));
      if (n > 0) fired(s, 'ARCS-F1701B');
      advanceObjective(s, seat, n);
    },
  },
  {
    // F1702 Sycophants (Guild, Weapon). "When you Provoke Outrage, keep this card, and you may place 2 fresh ships at a planet
    // of the Outrage type once per turn. Prelude: You may discard this to place 3 ships in a system you control."
    // FAQ: 2 ships per turn in all (not per Outrage); ships placed in a battle system are not attacking ships (placeShips).
    id: SYCOPHANTS,
    keepOnOutrage: true,
    afterOutrageProvoked(s, holder, r, pending) {
      if (usedThisTurn(s, SYCOPHANTS)) return [];
      // Outrages waiting together (a gate city's types, FAQ "once per turn, not once per turn per Outrage"): one offer.
      const waiting = pending.find((x): x is FrameOf<'campaign/overlord-sycophants'> => x.k === 'campaign/overlord-sycophants' && x.seat === holder);
      if (waiting) {
        if (!waiting.types.includes(r)) waiting.types.push(r);
        return [];
      }
      return [{ k: 'campaign/overlord-sycophants', seat: holder, types: [r] }];
    },
    prelude: {
      options: () => [opt(USE.id('use'), msg('court.discard.place-3'))],
      take(s, seat) {
        discardSycophants(s, seat);
        fired(s, SYCOPHANTS);
        return [{ k: 'fx/place-3', seat, card: SYCOPHANTS }];
      },
    },
  },
  {
    // F1703 Reach Rejects Overlord (Edict 65). "The Overlord loses Power based on their number of Outrage: 1 Outrage: Lose 1
    // Power; 2: 3; 3: 6; 4: 8; 5: 10." (Power may fall below 0.)
    id: REACH_REJECTS_OVERLORD,
    edict(s) {
      for (const cs of s.campaign!.seats) {
        if (cs.fate !== OVERLORD) continue;
        const seat = s.campaign!.seats.indexOf(cs);
        const n = s.players[seat]!.outrage.length;
        const loss = REJECTION_LOSS[Math.min(n, 5)]!;
        if (loss === 0) continue;
        s.players[seat]!.power -= loss;
        fired(s, REACH_REJECTS_OVERLORD);
        log(s, `Reach Rejects Overlord: ${seatName(s, seat)} has ${n} Outrage and loses ${loss} Power.`);
      }
      return [];
    },
  },
];

export const OVERLORD_HANDLERS = {
  'campaign/overlord-setup': setupFrame,
  'campaign/overlord-sycophants': sycophants,
} as const;

/**
 * Fate 16, the Warden (ARCS-FATE16; Fate Set ARCS-F1601…F1619): the effects of its cards and its
 * frames. Its Acts and the facts of Seats, Fiefs, Lords and Vassals are warden-rules.ts; card moves
 * are data (data/campaign/fate-steps.ts). Each entry quotes the printed text it implements.
 *
 * Where the cards meet other areas' rules they use generic hooks (effects.ts): `newActions`
 * (Claim Fief, Levy), `crisis` (Claims of Nobility, Feast Day), `taxIgnoresControl` (the Lord
 * titles; act/tax), `afterHarm` of a rules-booklet card (Feudal Law; battle.ts harmTriggers, card harm effectHarm),
 * `rule` on `harm` (Feast Day, through the Seats & Fiefs Law), `cityDestroyed` (Seats & Fiefs:
 * a Seat's city destroyed), `cityOutrageExcused` (Feudal Law: Vassals destroying a Rival Vassal's
 * city), `afterInfluence` / `aroundSecure` / `rule` on `influence`/`secure` (Feudal Courts), `edict`
 * (Lords Gain Power), `ambitionsScored` (the Act II objective), `skirmishers`/`swornGuardians`.
 *
 * Choices made (see also warden-rules.ts):
 * - The harm rules of the Lord titles (03-08) and of Feudal Law (10) are one rule, carried out once
 *   by the Feudal Law card in the rules booklet (the titles only repeat it for their Lord).
 * - "Provoke Outrage with all the Fief's cities": one Outrage of each type of the Fief's cities.
 * - Warden's Levy: the ships on the card are `CampaignState.levy` (count per ship owner); in a
 *   battle its holder attacks in, they take the attacker's own hits (self-hits: flame icons and
 *   intercepts, FAQ) before its ships there: each ship absorbs one hit (damaged) and a second
 *   (destroyed: it returns to the card, no Trophy). Levy ships damaged on the card are repaired
 *   when the battle ends (they "return here"). frames/battle.ts calls `levyAbsorbs`.
 * - Feast Day "Scrap this card and agents on it": the agents are scrapped for good (scrappedAgents).
 */
import type { ClusterId, SystemId } from '../../../data/map.ts';
import { planetResource, cityTypes, log, seatName, shipsOnMap, sys, systemIds } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { controls, isSeat, mayHarm } from '../../control.ts';
import { attachCard, attachTargets, courtPlace, forcedAttachTargets } from '../../court-slots.ts';
import { secureCard } from '../../court.ts';
import { skirmishers, swornGuardians } from '../../court/guilds.ts';
import { placeShips } from '../../court/common.ts';
import { fired, type CardEffect } from '../../effects.ts';
import { provokeOutrage } from '../../frames/outrage.ts';
import { card, msg, owner, system } from '../../messages.ts';
import { call, done, opt, thenRun, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { scrapCard, takeCard } from './moves.ts';
import { advanceObjective } from './objective.ts';
import {
  CLAIMS_OF_NOBILITY, CLUSTERS, clusterOf, courtTokenId, FEAST_DAYS, FEUDAL_COURTS, FEUDAL_LAW, fiefsOf, isFief, isVassal,
  LORD_TITLES, LORDS_GAIN_POWER, lordOf, ordinal, REPLENISH_SHIPS, seatAvailable, seatOnMap, seatToken, SEATS_AND_FIEFS, settleSeats,
  titleCluster, vassalsIn, WARDEN, wardenActTwoAdvance, WARDENS_LEVY,
} from './warden-rules.ts';

export * from './warden-rules.ts';

export type WardenFrame =
  /** F1601A 5, Replenish your fleet: 1 ship at a time in any system until 8 Loyal ships are on the map. */
  | { k: 'campaign/warden-replenish'; seat: Seat }
  /** Claim Fief (F1602): attach Claims of Nobility to a Court card, then may place a Seat. `forced`: its Crisis. */
  | { k: 'campaign/warden-claim'; seat: Seat; phase: 'attach' | 'seat'; forced?: true }
  /** Feast Day (F1613/F1614) When Secured: may replace 1 Rival city with a Seat with a Loyal city. */
  | { k: 'campaign/warden-feast'; seat: Seat; card: string }
  /** Warden's Levy (F1612), Levy: place 1 ship from a Vassal's supply on the card. */
  | { k: 'campaign/warden-levy'; seat: Seat }
  /** Feudal Courts (F1618): after influencing an empty card, may place a Fief's Court token on it. */
  | { k: 'campaign/warden-court-token'; seat: Seat; card: string }
  /** Lords Gain Power (F1619): the Fief's Lord may influence or secure the card with its Court token. */
  | { k: 'campaign/warden-lords-power'; seat: Seat; cluster: ClusterId };

type H<K extends WardenFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[]): Step => ({ t: 'ask', seat, prompt, options });

const SPOT = choices({ spot: { slot: field.int } });
const CITY = choices({ city: { system: field.system, slot: field.int }, no: {} });
const SYS = choices({ sys: { system: field.system } });
const VASSAL = choices({ vassal: { seat: field.int } });
const COURT_TOKEN = choices({ fief: { cluster: field.int }, no: {} });
const LORD_ACT = choices({ influence: {}, secure: {}, no: {} });

/* --------------------------------------------------------------- helpers */

/** A Feast Day is in the Court (a spot or attached). */
export function feastDayInCourt(s: GameState): boolean {
  return FEAST_DAYS.some((id) => courtPlace(s, id) !== null);
}

/** Provoke Outrage "with all the Fief's cities": each type of the cluster's cities once. */
function outrageWithFief(s: GameState, seat: Seat, cluster: ClusterId): void {
  const types = new Set<ReturnType<typeof cityTypes>[number]>();
  for (const id of systemIds(s)) {
    if (clusterOf(id) !== cluster) continue;
    const n = s.map[id]!.slots.filter((b) => b?.type === 'city').length;
    if (n === 0) continue;
    const r = planetResource(id);
    for (const t of r ? [r] : cityTypes(s, id)) types.add(t);
  }
  for (const r of types) provokeOutrage(s, seat, r);
}

/** Loyal cities the seat controls in clusters with no Seat, whose Seat token is with the Warden (Claim Fief). */
function claimableCities(s: GameState, seat: Seat): { id: SystemId; slot: number }[] {
  settleSeats(s);
  return systemIds(s).flatMap((id) => {
    const cl = clusterOf(id);
    if (seatOnMap(s, cl) || !seatAvailable(s, cl) || !controls(s, id, seat)) return [];
    return s.map[id]!.slots.flatMap((b, slot) => (b?.type === 'city' && b.owner === seat ? [{ id, slot }] : []));
  });
}

/** Levy ships the holder may still take from a Vassal: 1 per Fief where the holder is its Lord, less those on the card. */
function levyRoom(s: GameState, holder: Seat, vassal: Seat): number {
  const fiefs = fiefsOf(s, holder).filter((cl) => isVassal(s, vassal, cl)).length;
  return fiefs - (s.campaign?.levy?.[vassal] ?? 0);
}

function levyVassals(s: GameState, seat: Seat): Seat[] {
  settleSeats(s);
  return s.players.map((p) => p.seat).filter((v) => v !== seat && s.players[v]!.supply.ships > 0 && levyRoom(s, seat, v) > 0);
}

/** The Court token on a Court card, if any: its cluster. */
export function courtTokenOn(s: GameState, cardId: string): ClusterId | null {
  const t = s.campaign?.tokens?.find((x) => x.kind === 'court' && x.where === cardId && courtPlace(s, cardId) !== null);
  return t ? (Number(t.id.slice('court-'.length)) as ClusterId) : null;
}

/** A Court token is in the general supply (not on a Court card) while Feudal Courts is in play. */
function courtTokenFree(s: GameState, cluster: ClusterId): boolean {
  return !s.campaign?.tokens?.some((t) => t.kind === 'court' && t.id === courtTokenId(cluster) && courtPlace(s, t.where) !== null);
}

function removeCourtToken(s: GameState, cluster: ClusterId): void {
  const c = s.campaign!;
  c.tokens = (c.tokens ?? []).filter((t) => !(t.kind === 'court' && t.id === courtTokenId(cluster)));
  if (c.tokens.length === 0) delete c.tokens;
}

const feudalCourtsInPlay = (s: GameState): boolean => s.campaign?.rulesBooklet.some((slot) => slot.includes(FEUDAL_COURTS)) ?? false;
const lordOrVassal = (s: GameState, seat: Seat, cl: ClusterId): boolean => lordOf(s, cl) === seat || isVassal(s, seat, cl);

/* ------------------------------------------------------------ the effects */

/** Lord of the Nth Cluster (03-08). */
function lordTitleEffect(id: string): CardEffect {
  const cluster = titleCluster(id)!;
  return {
    id,
    // "You may tax any cities in Cluster N, ignoring control. (Take Captives if you tax cities of your Vassals!)"
    // FAQ: a Regent Lord is bound by the Truce Law taxing a Regent Vassal's city under Imperial control (and by Closed
    // Economy: permits() on 'tax'); an Outlaw Lord always may.
    taxIgnoresControl(s, holder, sid, o) {
      if (clusterOf(sid) !== cluster || lordOf(s, cluster) !== holder) return false;
      return o === holder || o === 'free' || mayHarm(s, holder, o, sid);
    },
    // "If you harm a Vassal …, or a Vassal harms you …": Feudal Law's rule (the booklet card), once.
  };
}

/** Feast Day (13, 14). */
function feastDay(id: string): CardEffect {
  return {
    id,
    // "Crisis: Scrap this card and agents on it."
    crisis(s) {
      const at = courtPlace(s, id);
      if (!at) return [];
      const c = s.campaign!;
      if (!at.attached) {
        const slot = s.court[at.index]!;
        slot.agents.forEach((n, o) => {
          if (n > 0) (c.scrappedAgents ??= s.players.map(() => 0))[o]! += n;
        });
        slot.agents = slot.agents.map(() => 0);
      }
      scrapCard(s, id);
      fired(s, id);
      log(s, 'Feast Day is scrapped with the agents on it.');
      return [];
    },
    // "When Secured: You may replace 1 Rival city that has a Seat token with a Loyal city. Bury this card."
    whenSecured: (_s, seat) => [{ k: 'campaign/warden-feast', seat, card: id }],
    afterSecured: 'bury',
  };
}

export const WARDEN_EFFECTS: readonly CardEffect[] = [
  {
    // F1601B Warden Act II Objective. "Control the Fiefs' Seats: At the end of a chapter, advance 2 for each Seat you
    // control. Lord Over the Fiefs: At the end of a chapter, advance 1 for each city in all Fiefs you are Lord of."
    id: 'ARCS-F1601B',
    ambitionsScored(s, seat) {
      const n = wardenActTwoAdvance(s, seat);
      if (n > 0) fired(s, 'ARCS-F1601B');
      advanceObjective(s, seat, n);
    },
  },
  {
    // F1602 Claims of Nobility (Lore). "Crisis: The player holding this card must take the Claim Fief action.
    // Claim Fief (Tax): Attach this to a Court card. You may place a Seat token above a Loyal city you control in a cluster
    // with no Seat."
    id: CLAIMS_OF_NOBILITY,
    newActions: [{
      key: 'claim-fief', name: 'Claim Fief', replaces: 'tax',
      can: (s) => attachTargets(s).length > 0,
      start: (_s, seat) => [{ k: 'campaign/warden-claim', seat, phase: 'attach' }],
    }],
    crisis: (s, holder) => (holder === null || s.court.length === 0 ? [] : [{ k: 'campaign/warden-claim', seat: holder, phase: 'attach', forced: true }]),
  },
  ...LORD_TITLES.map(lordTitleEffect),
  {
    // F1609 Seats & Fiefs (Law). "If a city with a Seat is destroyed, return its Seat and matching Lord title card."
    id: SEATS_AND_FIEFS,
    cityDestroyed(s) {
      settleSeats(s);
      return [];
    },
    // Feast Day (13-14): "While this is in the Court, players cannot harm each other in Fiefs." (a Court card is nobody's
    // effect: the Law that brings the Fiefs asks it, as Founder's Armistices.)
    rule(s, _holder, actor, act) {
      if (act.t !== 'harm' || !isSeat(act.owner) || act.owner === actor) return null;
      if (!isFief(s, clusterOf(act.system)) || !feastDayInCourt(s)) return null;
      return 'cannot';
    },
  },
  {
    // F1610 Feudal Law. "If a Lord harms their Vassal in their Fief, or a Vassal harms their Lord in their Fief, they
    // Provoke Outrage with all the Fief's cities. (In battle, resolve this before raiding.) Vassals do not Provoke Outrage
    // if they destroy a Rival Vassal's city in the Fief."
    id: FEUDAL_LAW,
    afterHarm(s, actor, target) {
      if (!isSeat(target.owner)) return;
      settleSeats(s);
      const cl = clusterOf(target.system);
      const lord = lordOf(s, cl);
      if (lord === null) return;
      const bound = (actor === lord && isVassal(s, target.owner, cl)) || (target.owner === lord && isVassal(s, actor, cl));
      if (!bound) return;
      fired(s, FEUDAL_LAW);
      log(s, `Feudal Law: ${seatName(s, actor)} harms their ${actor === lord ? 'Vassal' : 'Lord'} in the ${ordinal(cl)} Cluster and Provokes Outrage with all its cities.`);
      outrageWithFief(s, actor, cl);
    },
    // The destroyed city is already off the map: its owner was a Vassal there if it is not the Fief's Lord.
    cityOutrageExcused(s, destroyer, o, sid) {
      if (!isSeat(o) || o === destroyer) return false;
      const cl = clusterOf(sid);
      const lord = lordOf(s, cl);
      const ok = lord !== null && o !== lord && isVassal(s, destroyer, cl);
      if (ok) fired(s, FEUDAL_LAW);
      return ok;
    },
  },
  {
    // F1612 Warden's Levy (Lore). "Levy (Tax): Place 1 ship here from a Vassal's supply. This card can hold a max of 1 ship
    // of a Vassal for each Fief where you are their Lord. When attacking in battle, ships on this card must take hits
    // first. Return ships here that are destroyed—they are not taken as Trophies." (frames/battle.ts levyAbsorbs)
    id: WARDENS_LEVY,
    absorbsSelfHits: (s, holder, hits) => levyAbsorbs(s, holder, hits),
    newActions: [{
      key: 'levy', name: 'Levy', replaces: 'tax',
      can: (s, seat) => levyVassals(s, seat).length > 0,
      start: (_s, seat) => [{ k: 'campaign/warden-levy', seat }],
    }],
  },
  feastDay(FEAST_DAYS[0]),
  feastDay(FEAST_DAYS[1]),
  // F1615 Skirmishers = BC13 / CC05 (printed word for word): the base card's effect under its own id.
  skirmishers('ARCS-F1615'),
  // F1616 Sworn Guardians = BC22 / CC09: "Rivals cannot steal your resources and other Guild cards. If this card is stolen, bury it."
  swornGuardians('ARCS-F1616'),
  {
    // F1618 Feudal Courts (Law).
    id: FEUDAL_COURTS,
    // "When you influence an empty card in the Court except the Imperial Council, you may also place the Court token from the
    // supply for a Fief where you are a Lord or Vassal."
    afterInfluence(s, actor, index, wasEmpty) {
      settleSeats(s);
      const slot = s.court[index];
      if (!wasEmpty || !slot || slot.card === 'ARCS-AID01' || courtTokenOn(s, slot.card) !== null) return [];
      settleSeats(s);
      if (!CLUSTERS.some((cl) => courtTokenFree(s, cl) && lordOrVassal(s, actor, cl))) return [];
      return [{ k: 'campaign/warden-court-token', seat: actor, card: slot.card }];
    },
    // "To influence or secure a card that has a Court token, you must be a Lord or Vassal in the respective Fief."
    rule(s, _holder, actor, act) {
      if (act.t !== 'influence' && act.t !== 'secure') return null;
      const cl = courtTokenOn(s, act.card);
      if (cl === null || lordOrVassal(s, actor, cl)) return null;
      return 'cannot';
    },
    // "If a Lord secures a card with a Court token, they return the Court token and all Vassal agents from the card."
    // FAQ: "If you're a Vassal, keep it on the refilled card." "When a player Ransacks the Court, they can secure a card that
    // has a Court token only if they destroyed a city in the respective Fief." (ransackAllowed)
    aroundSecure(s, seat, index) {
      settleSeats(s);
      const slot = s.court[index];
      const cl = slot ? courtTokenOn(s, slot.card) : null;
      if (!slot || cl === null) return null;
      fired(s, FEUDAL_COURTS);
      if (lordOf(s, cl) === seat) {
        removeCourtToken(s, cl);
        for (const v of vassalsIn(s, cl)) {
          const n = slot.agents[v] ?? 0;
          if (n > 0) {
            slot.agents[v] = 0;
            s.players[v]!.supply.agents += n;
          }
        }
        log(s, `Feudal Courts: the Lord ${seatName(s, seat)} returns the ${ordinal(cl)} Court token and the Vassals' agents.`);
        return null;
      }
      return () => {
        const refilled = s.court[index]?.card;
        const t = s.campaign!.tokens!.find((x) => x.kind === 'court' && x.id === courtTokenId(cl))!;
        if (refilled) t.where = refilled;
        else removeCourtToken(s, cl);
      };
    },
    ransackAllowed(s, _seat, cardId, sid) {
      const cl = courtTokenOn(s, cardId);
      return cl === null || (sid !== undefined && clusterOf(sid) === cl);
    },
  },
  {
    // F1619 Lords Gain Power (Edict 80). "Resolve this for each Fief, starting with Cluster 1 and going clockwise: The Fief's
    // Lord gains 3 Power. Then, if the Fief's Court token is on a card in the Court, the Fief's Lord may influence or secure
    // that card."
    id: LORDS_GAIN_POWER,
    edict(s) {
      settleSeats(s);
      const frames: Frame[] = [];
      for (const cl of CLUSTERS) {
        const lord = lordOf(s, cl);
        if (lord === null) continue;
        s.players[lord]!.power += 3;
        fired(s, LORDS_GAIN_POWER);
        log(s, `Lords Gain Power: ${seatName(s, lord)}, Lord of the ${ordinal(cl)} Cluster, gains 3 Power.`);
        if (s.campaign!.tokens?.some((t) => t.kind === 'court' && t.id === courtTokenId(cl))) frames.push({ k: 'campaign/warden-lords-power', seat: lord, cluster: cl });
      }
      return frames;
    },
  },
];

/* ------------------------------------------------------------------ frames */

/** Systems in play (Replenish your fleet: "place 1 ship each in any systems"). */
const replenish: H<'campaign/warden-replenish'> = {
  step(s, f) {
    const n = REPLENISH_SHIPS - shipsOnMap(s, f.seat);
    if (n <= 0 || s.players[f.seat]!.supply.ships === 0) return done;
    return ask(f.seat, msg('campaign.warden.replenish', { n }), systemIds(s).map((id) => opt(SYS.id('sys', { system: id }), msg('core.system', { system: system(id) }))));
  },
  resume(s, f, choice) {
    const { system: id } = SYS.read(choice);
    placeShips(s, f.seat, id, 1);
    fired(s, 'ARCS-F1601A');
    log(s, `${seatName(s, f.seat)} places a ship (Replenish your fleet).`);
    return call();
  },
};

const claim: H<'campaign/warden-claim'> = {
  step(s, f) {
    if (f.phase === 'attach') {
      const spots = attachTargets(s).length > 0 ? attachTargets(s) : f.forced ? forcedAttachTargets(s, []) : [];
      if (spots.length === 0) return done;
      return ask(f.seat, msg('campaign.warden.claim.attach'), spots.map((i) => opt(SPOT.id('spot', { slot: i }), msg('core.card', { card: card(s.court[i]!.card) }))));
    }
    const cities = claimableCities(s, f.seat);
    if (cities.length === 0) return done;
    return ask(f.seat, msg('campaign.warden.claim.seat'), [
      ...cities.map((x) => opt(CITY.id('city', { system: x.id, slot: x.slot }), msg('campaign.warden.city', { system: system(x.id), n: clusterOf(x.id) }))),
      opt(CITY.id('no'), msg('campaign.warden.no')),
    ]);
  },
  resume(s, f, choice) {
    if (f.phase === 'attach') {
      const { slot } = SPOT.read(choice);
      takeCard(s, CLAIMS_OF_NOBILITY, f.seat);
      attachCard(s, CLAIMS_OF_NOBILITY, slot, { stack: attachTargets(s).length === 0 });
      fired(s, CLAIMS_OF_NOBILITY);
      f.phase = 'seat';
      return call();
    }
    const c = CITY.read(choice);
    if (c.tag === 'no') return done;
    const cl = clusterOf(c.system);
    if (!claimableCities(s, f.seat).some((x) => x.id === c.system && x.slot === c.slot)) throw new Error('rule/warden-seat: no Seat can be placed above that city');
    const t = seatToken(s, cl)!;
    t.where = c.system;
    t.slot = c.slot;
    log(s, `${seatName(s, f.seat)} places the ${ordinal(cl)} Seat above their city in ${c.system}: the ${ordinal(cl)} Cluster is their Fief.`);
    settleSeats(s);
    return done;
  },
};

const feast: H<'campaign/warden-feast'> = {
  step(s, f) {
    settleSeats(s);
    const cities = CLUSTERS.flatMap((cl) => {
      const t = seatOnMap(s, cl);
      const lord = lordOf(s, cl);
      return t && lord !== null && lord !== f.seat && s.players[f.seat]!.boardCities > 0 ? [{ id: t.where as SystemId, slot: t.slot, lord }] : [];
    });
    if (cities.length === 0) return done;
    return ask(f.seat, msg('campaign.warden.feast', { card: card(f.card) }), [
      ...cities.map((x) => opt(CITY.id('city', { system: x.id, slot: x.slot }), msg('campaign.warden.feast.city', { owner: owner(x.lord), system: system(x.id) }))),
      opt(CITY.id('no'), msg('campaign.warden.no')),
    ]);
  },
  resume(s, f, choice) {
    const c = CITY.read(choice);
    if (c.tag === 'no') return done;
    const st = sys(s, c.system);
    const old = st.slots[c.slot];
    if (!old || old.type !== 'city' || !isSeat(old.owner) || old.owner === f.seat) throw new Error('rule/warden-feast: not a Rival city with a Seat');
    s.players[old.owner]!.boardCities += 1;
    s.players[f.seat]!.boardCities -= 1;
    st.slots[c.slot] = { owner: f.seat, type: 'city', damaged: old.damaged };
    fired(s, f.card);
    log(s, `Feast Day: ${seatName(s, f.seat)} replaces ${seatName(s, old.owner)}'s city with a Seat in ${c.system} with their own.`);
    settleSeats(s);
    return done;
  },
};

const levy: H<'campaign/warden-levy'> = {
  step(s, f) {
    const vs = levyVassals(s, f.seat);
    if (vs.length === 0) return done;
    return ask(f.seat, msg('campaign.warden.levy'), vs.map((v) => opt(VASSAL.id('vassal', { seat: v }), msg('campaign.warden.owner', { owner: owner(v) }))));
  },
  resume(s, f, choice) {
    const { seat: v } = VASSAL.read(choice);
    if (!levyVassals(s, f.seat).includes(v)) throw new Error('rule/warden-levy: that Vassal owes no ship');
    s.players[v]!.supply.ships -= 1;
    const c = s.campaign!;
    (c.levy ??= s.players.map(() => 0))[v]! += 1;
    fired(s, WARDENS_LEVY);
    log(s, `Warden's Levy: ${seatName(s, f.seat)} places 1 of ${seatName(s, v)}'s ships on the card.`);
    return done;
  },
};

const courtToken: H<'campaign/warden-court-token'> = {
  step(s, f) {
    if (!feudalCourtsInPlay(s) || courtPlace(s, f.card) === null || courtTokenOn(s, f.card) !== null) return done;
    const fiefs = CLUSTERS.filter((cl) => courtTokenFree(s, cl) && lordOrVassal(s, f.seat, cl));
    if (fiefs.length === 0) return done;
    return ask(f.seat, msg('campaign.warden.court-token', { card: card(f.card) }), [
      ...fiefs.map((cl) => opt(COURT_TOKEN.id('fief', { cluster: cl }), msg('campaign.warden.fief', { n: cl }))),
      opt(COURT_TOKEN.id('no'), msg('campaign.warden.no')),
    ]);
  },
  resume(s, f, choice) {
    const c = COURT_TOKEN.read(choice);
    if (c.tag === 'no') return done;
    const cl = c.cluster as ClusterId;
    if (!CLUSTERS.includes(cl) || !courtTokenFree(s, cl) || !lordOrVassal(s, f.seat, cl)) throw new Error('rule/warden-court-token: not a Court token you may place');
    settleSeats(s);
    (s.campaign!.tokens ??= []).push({ id: courtTokenId(cl), kind: 'court', where: f.card });
    fired(s, FEUDAL_COURTS);
    log(s, `Feudal Courts: ${seatName(s, f.seat)} places the ${ordinal(cl)} Court token on ${f.card}.`);
    return done;
  },
};

const lordsPower: H<'campaign/warden-lords-power'> = {
  step(s, f) {
    const t = s.campaign!.tokens?.find((x) => x.kind === 'court' && x.id === courtTokenId(f.cluster));
    const at = t ? courtPlace(s, t.where) : null;
    if (!t || !at || at.attached || lordOf(s, f.cluster) !== f.seat) return done;
    const options: DecisionOption[] = [];
    if (s.players[f.seat]!.supply.agents > 0) options.push(opt(LORD_ACT.id('influence'), msg('campaign.warden.lords.influence', { card: card(t.where) })));
    if (mayTakeSecure(s, f.seat, at.index)) options.push(opt(LORD_ACT.id('secure'), msg('campaign.warden.lords.secure', { card: card(t.where) })));
    if (options.length === 0) return done;
    return ask(f.seat, msg('campaign.warden.lords', { n: f.cluster }), [...options, opt(LORD_ACT.id('no'), msg('campaign.warden.no'))]);
  },
  resume(s, f, choice) {
    const c = LORD_ACT.read(choice);
    if (c.tag === 'no') return done;
    const t = s.campaign!.tokens!.find((x) => x.kind === 'court' && x.id === courtTokenId(f.cluster))!;
    const index = courtPlace(s, t.where)!.index;
    fired(s, LORDS_GAIN_POWER);
    if (c.tag === 'influence') {
      s.players[f.seat]!.supply.agents -= 1;
      s.court[index]!.agents[f.seat]! += 1;
      log(s, `Lords Gain Power: ${seatName(s, f.seat)} places an agent on ${t.where}.`);
      return done;
    }
    return thenRun(...secureCard(s, f.seat, index, { ransack: false }));
  },
};

/**
 * "Secure" as the Court's rule: the most agents on the card, alone (and the card allows it). Lords
 * Gain Power lets the Lord secure the card now; the usual "more agents than each Rival" still holds.
 */
function mayTakeSecure(s: GameState, seat: Seat, index: number): boolean {
  const a = s.court[index]!.agents;
  const mine = a[seat] ?? 0;
  return mine > 0 && a.every((n, o) => o === seat || n < mine) && s.court[index]!.card !== 'ARCS-AID01';
}

export const WARDEN_HANDLERS = {
  'campaign/warden-replenish': replenish,
  'campaign/warden-claim': claim,
  'campaign/warden-feast': feast,
  'campaign/warden-levy': levy,
  'campaign/warden-court-token': courtToken,
  'campaign/warden-lords-power': lordsPower,
} as const;

/* -------------------------------------------------------- Warden's Levy in battle */

/**
 * frames/battle.ts, the attacker's own hits (self-hits: flame icons and intercepts): Warden's Levy's
 * ships "must take hits first" when its holder attacks. Returns the hits left for the attacker's
 * ships there. Each Levy ship takes one hit (damaged) then a second (destroyed: back on the card,
 * no Trophy); Levy ships are repaired when they return, so a battle's Levy absorbs 2 hits per ship.
 */
export function levyAbsorbs(s: GameState, attacker: Seat, hits: number): number {
  const c = s.campaign;
  if (!c?.levy || hits <= 0) return hits;
  const ships = c.levy.reduce((n, k) => n + k, 0);
  const absorbed = Math.min(hits, 2 * ships);
  if (absorbed === 0) return hits;
  fired(s, WARDENS_LEVY);
  log(s, `Warden's Levy: the ${ships} ship${ships === 1 ? '' : 's'} on the card take${ships === 1 ? 's' : ''} ${absorbed} hit${absorbed === 1 ? '' : 's'} first and return to the card.`);
  return hits - absorbed;
}

/** The Warden of the campaign (the seat playing Fate 16), if any, for logs and tests. */
export function wardenSeat(s: GameState): Seat | null {
  const i = s.campaign?.seats.findIndex((x) => x.fate === WARDEN) ?? -1;
  return i >= 0 ? i : null;
}

/** Every Seat on the map, for tests and the driver: cluster, system, slot, Lord. */
export function seatsOnMap(s: GameState): { cluster: ClusterId; system: SystemId; slot: number; lord: Seat | null }[] {
  return CLUSTERS.flatMap((cl) => {
    const t = seatOnMap(s, cl);
    return t ? [{ cluster: cl, system: t.where as SystemId, slot: t.slot, lord: lordOf(s, cl) }] : [];
  });
}

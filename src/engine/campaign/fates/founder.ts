/**
 * Fate 2, the Founder (ARCS-FATE02; Fate Set ARCS-F201…F227): the effects of its cards and its
 * frames. Its Acts (setup, Resolution, grand ambitions) and the Commonwealth's facts are
 * founder-rules.ts; card moves are data (data/campaign/fate-steps.ts). Each entry quotes the
 * printed text it implements (cards.csv, errata.md applied) and the FAQ rows it follows.
 *
 * Where the Founder's cards meet other areas' rules, they use generic hooks (effects.ts):
 * `onDeclare` (Parade Fleets, Founder of the Commonwealth), `scoreAmbition` (the Commonwealth
 * Ambition law, chapter.ts scoreAmbitions), `ambitionsScored`/`afterScoring` (objectives),
 * `crisis`/`edict` (Political Intrigue, Call for Armistice), `prelude` (the Unions, as the base Unions), `rule` on the act `harm` (Book of
 * Liberation, Armistice; control.ts mayHarm asks permits() through its registered harm rule),
 * `afterHarm` (Disgrace), `buildFree` (Book of Liberation), `secureOnTie` (Spirit of Freedom), `taxLikeLoyal` and `freeAsLoyal`
 * (Commonwealth privileges), `newActions` (Freedom Fighters).
 */
import type { Ambition } from '../../../data/action-cards.ts';
import { findCard } from '../../../data/cards.ts';
import type { SystemId } from '../../../data/map.ts';
import { hasLoyalPiece, log, seatName, sys, tidy, turnOrder } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { controller, isSeat, titleOf } from '../../control.ts';
import { attachCard, attachTargets, courtPlace } from '../../court-slots.ts';
import { ambitionMsg, placeShips } from '../../court/common.ts';
import { unionEffect } from '../../court/unions.ts';
import { type CardEffect, destroyedShipsToSupply, effectHarm, fired, permits, winsAsSecondCard } from '../../effects.ts';
import { systemLabel } from '../../frames/actions.ts';
import { ambitionCount, type AmbitionResult } from '../../frames/chapter.ts';
import { card, msg, owner, system } from '../../messages.ts';
import { call, done, opt, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, Frame, GameState, Seat } from '../../types.ts';
import { symbolRolled } from '../dice.ts';
import { becomeOutlaw, firstRegentHeirs } from '../empire/titles.ts';
import {
  ARMISTICE_EDICTS, ARMISTICES, commonwealthAmbition, commonwealthToken, FOUNDER, freeCitiesNotImperial, isMember,
  members, systemsControlled,
} from './founder-rules.ts';
import { bury, scrapCard } from './moves.ts';
import { advanceObjective } from './objective.ts';

export * from './founder-rules.ts';

type H<K extends FounderFrame['k']> = Handler<Extract<FounderFrame, { k: K }>>;

export type FounderFrame =
  /** Parade Fleets (F202), after declaring: 2 fresh ships at a Free city, then a Regent may become an Outlaw. */
  | { k: 'campaign/founder-parade'; seat: Seat; phase: 'ships' | 'outlaw' }
  /** Founder of the Commonwealth (F213), after declaring: the Commonwealth Ambition marker onto the declared box. */
  | { k: 'campaign/founder-commonwealth'; seat: Seat; ambition: Ambition }
  /** Call for Armistice / Mass Call for Armistice (Edict 25): `seat` may attach an Armistice from `edict` to a Court card. */
  | { k: 'campaign/founder-armistice'; seat: Seat; edict: string }
  /** Freedom Fighters (F227), Incite Revolt: the system. */
  | { k: 'campaign/founder-revolt'; seat: Seat };

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[]): Step => ({ t: 'ask', seat, prompt, options });

/* -------------------------------------------------------------- helpers */

const leftOf = (s: GameState, seat: Seat): Seat => (seat + 1) % s.players.length;
const rightOf = (s: GameState, seat: Seat): Seat => (seat + s.players.length - 1) % s.players.length;

/** `giver` places 1 Loyal agent from its supply on `to`'s Fate card as a Favor (Promise Favor's move). False: no agent. */
function giveFavor(s: GameState, giver: Seat, to: Seat): boolean {
  const p = s.players[giver]!;
  if (giver === to || p.supply.agents <= 0) return false;
  p.supply.agents -= 1;
  const cs = s.campaign!.seats[to]!;
  (cs.favors ??= s.players.map(() => 0))[giver]! += 1;
  return true;
}

/** Systems on the map with a Free city. */
function freeCitySystems(s: GameState): SystemId[] {
  return Object.keys(s.map).filter((id) => sys(s, id as SystemId).slots.some((b) => b?.type === 'city' && b.owner === 'free')) as SystemId[];
}

/** An Armistice card is "in the Court" (in a spot or attached). */
export function armisticeInCourt(s: GameState): boolean {
  return ARMISTICES.some((id) => courtPlace(s, id) !== null);
}

/** The Armistices still tucked under the Edict 25 card. */
function tuckedArmistices(s: GameState, edict: string): string[] {
  return (s.campaign!.tucked?.[edict] ?? []).filter((id) => (ARMISTICES as readonly string[]).includes(id));
}

/** The Edict 25 card in the rules booklet (Call for Armistice or Mass Call for Armistice). */
function armisticeEdict(s: GameState): string | undefined {
  return s.campaign?.rulesBooklet.flat().find((id) => (ARMISTICE_EDICTS as readonly string[]).includes(id));
}

/** Damaged Rival (of `seat`) and Imperial ships in a system: the targets of Incite Revolt. */
function revoltTargets(s: GameState, seat: Seat, id: SystemId): { owner: Seat | 'empire'; n: number }[] {
  return sys(s, id).ships
    .filter((g) => g.damaged > 0 && (g.owner === 'empire' || (isSeat(g.owner) && g.owner !== seat)))
    .map((g) => ({ owner: g.owner as Seat | 'empire', n: g.damaged }))
    // The Truce Law is ignored (the card), other "cannot harm" rules hold, Imperial ships too (Ceasefires F1508).
    .filter((t) => permits(s, seat, { t: 'harm', owner: t.owner, system: id }));
}

/** Systems with a fresh Free city and something Incite Revolt destroys. */
function revoltSystems(s: GameState, seat: Seat): SystemId[] {
  return (Object.keys(s.map) as SystemId[]).filter((id) => sys(s, id).slots.some((b) => b?.type === 'city' && b.owner === 'free' && !b.damaged) && revoltTargets(s, seat, id).length > 0);
}

/* --------------------------------------------------- the Commonwealth ambition */

/**
 * Commonwealth Ambition (F214, Law): "This ambition only gives Power for winning it—getting first
 * place with no tie. All Members of the Commonwealth combine ambition values into the Commonwealth
 * to determine place for gaining Power. (Use individual ambition values for everything else, like
 * objectives.) If the Commonwealth wins, evenly divide the total Power of first and second place
 * among Members. Ignore bonus city Power and Power remainders. If a non-Member wins, they gain
 * double the total Power of first and second place." Qualifying (at least 1 of the counted thing)
 * holds for the Commonwealth's combined count. The 2-player phantom competes as a non-Member and
 * gains nothing. Vow of Survival's and Oath of Peace's FAQ rows belong to those Fates' cards:
 * Vow of Survival (ARCS-F1802, FAQ "If I win the Commonwealth Ambition, how much Power do I gain? You
 * gain Power for second place alone."): a non-Member holding it who wins gains the second-place Power
 * alone, not double the total (effects.ts winsAsSecond). A Member holding it gains its share when the
 * Commonwealth wins: the Commonwealth, not the Member, wins (our reading; the FAQ asks about "I win").
 */
export function scoreCommonwealth(s: GameState, a: Ambition, power: { first: number; second: number }): AmbitionResult {
  const c = s.campaign!;
  const ms = members(s);
  const total = power.first + power.second;
  const entries: { who: 'commonwealth' | Seat | 'phantom'; n: number }[] = [];
  if (ms.length > 0) entries.push({ who: 'commonwealth', n: ms.reduce((n, seat) => n + ambitionCount(s, s.players[seat]!, a), 0) });
  for (const p of s.players) if (!ms.includes(p.seat)) entries.push({ who: p.seat, n: ambitionCount(s, p, a) });
  const top = Math.max(0, ...entries.map((e) => e.n));
  const atTop = top > 0 ? entries.filter((e) => e.n === top) : [];
  const gains: Record<number, number> = {};
  let first: Seat[] = [];
  if (atTop.length === 1) {
    const w = atTop[0]!.who;
    if (w === 'commonwealth') {
      const share = Math.floor(total / ms.length);
      for (const seat of ms) if (share > 0) gains[seat] = share;
      first = ms;
      c.commonwealthWon = { act: c.act, chapter: s.chapter, members: ms.length };
      log(s, `The Commonwealth wins the Commonwealth ambition (${ms.length} Member${ms.length === 1 ? '' : 's'}): each gains ${share} Power.`);
    } else if (w !== 'phantom') {
      // Survivalist (ARCS-F1802 Vow of Survival, FAQ): second-place Power alone.
      const vow = winsAsSecondCard(s, w);
      if (vow) fired(s, vow);
      gains[w] = vow ? power.second : 2 * total;
      first = [w];
      log(s, `${seatName(s, w)}, not a Member, wins the Commonwealth ambition and gains ${gains[w]} Power.`);
    }
  } else log(s, 'The Commonwealth ambition: nobody wins outright; no Power.');
  for (const [seat, g] of Object.entries(gains)) s.players[Number(seat)]!.power += g;
  fired(s, 'ARCS-F214');
  return { ambition: a, first, second: [], gains, firstPower: power.first, secondPower: power.second, cityBonus: {} };
}

/* ------------------------------------------------------------ the effects */

const POLITICAL_INTRIGUE = ['ARCS-F205', 'ARCS-F206', 'ARCS-F207'];

const politicalIntrigue = (id: string): CardEffect => ({
  id,
  // "Crisis: Each player gives Favors as follows. If ▲ was rolled, give one to your left. If ⬢ was rolled, give one right.
  // If ◐ was rolled, give one to both your left and right. Bury this card." A Favor given is a Loyal agent from the giver's
  // supply placed on the other's Fate card (Promise Favor); a player with no agent left gives none. With 2 players left and
  // right are the same Rival (◐: 2 Favors to it).
  crisis(s, _holder, roll) {
    fired(s, id);
    for (const seat of turnOrder(s)) {
      const to: Seat[] = symbolRolled(roll, 'arrow') ? [leftOf(s, seat)] : symbolRolled(roll, 'hex') ? [rightOf(s, seat)] : [leftOf(s, seat), rightOf(s, seat)];
      for (const t of to) if (giveFavor(s, seat, t)) log(s, `${seatName(s, seat)} gives a Favor to ${seatName(s, t)} (Political Intrigue).`);
    }
    bury(s, id);
    return [];
  },
  afterSecured: 'discard',
  // "When Secured: Take 1 Favor from each Rival. Discard this card." (As the Imperial Demand takes one: an agent from the
  // Rival's supply onto your Fate card; a Rival with no agent in its supply gives none.)
  whenSecured(s, seat) {
    fired(s, id);
    for (const r of turnOrder(s)) if (r !== seat && giveFavor(s, r, seat)) log(s, `${seatName(s, seat)} takes a Favor from ${seatName(s, r)}.`);
    return [];
  },
});

/** Member of the Commonwealth (F218-F221, Title) and the Commonwealth Membership privileges (F222). */
const memberTitleEffect = (id: string): CardEffect => ({
  id,
  // "Free Buildings. You may take actions with Free buildings that are not controlled by the Empire like they are Loyal."
  // Tax Free cities (act/tax: taxLikeLoyal; a Free city gives no Captive anyway).
  taxLikeLoyal: (s, _holder, sid, o) => o === 'free' && controller(s, sid) !== 'empire',
  // Build ships at and Catapult from Free starports, build at and repair Free buildings (control.ts shipyardsOf /
  // catapultsFrom, frames/actions.ts buildTargets / repairTargets ask freeAsLoyal).
  freeAsLoyal: (s, _holder, sid) => controller(s, sid) !== 'empire',
  // "Pieces built in this way are always placed fresh": ships built at a Free starport where the holder has no Loyal one,
  // buildings built at Free buildings where the holder has no Loyal piece (our reading: only when the Free building is what
  // lets them build there).
  rule(s, holder, actor, act) {
    if (actor !== holder || act.t !== 'build-fresh' || controller(s, act.system) === 'empire') return null;
    const st = sys(s, act.system);
    const viaFree = act.piece === 'ship'
      ? st.slots.some((b) => b?.type === 'starport' && b.owner === 'free') && !st.slots.some((b) => b?.type === 'starport' && b.owner === holder)
      : st.slots.some((b) => b?.owner === 'free') && !hasLoyalPiece(st, holder);
    return viaFree ? 'ignore' : null;
  },
  // "Disgrace. If you harm a Free city, scrap this title. (You cannot become a Member again!)"
  afterHarm(s, holder, target) {
    if (target.owner !== 'free' || (target.piece !== undefined && target.piece !== 'city') || !sys(s, target.system).slots.some((b) => b?.type === 'city' && b.owner === 'free')) return;
    fired(s, id);
    // Commonwealth Membership (F222, in the rules booklet) prints the Disgrace: it did something too.
    if (s.campaign?.rulesBooklet.some((slot) => slot.includes('ARCS-F222'))) fired(s, 'ARCS-F222');
    scrapCard(s, id, holder);
    log(s, `${seatName(s, holder)} harms a Free city and is no longer a Member of the Commonwealth.`);
  },
});

/** Call for Armistice (F215) / Mass Call for Armistice (F226), Edict 25. */
const armisticeEdictEffect = (id: string, founderToo: boolean): CardEffect => ({
  id,
  // "Scrap this if there are no Members of the Commonwealth. The Member of the Commonwealth with the least Power may untuck
  // 1 Armistice card from here and attach it to a card in the Court. On a tie, skip this." F226 adds "Then, the Founder may
  // do the same."
  edict(s) {
    const ms = members(s);
    if (ms.length === 0) {
      fired(s, id);
      scrapCard(s, id);
      return [];
    }
    const frames: Frame[] = [];
    const least = Math.min(...ms.map((seat) => s.players[seat]!.power));
    const lows = ms.filter((seat) => s.players[seat]!.power === least);
    if (lows.length === 1) frames.push({ k: 'campaign/founder-armistice', seat: lows[0]!, edict: id });
    else log(s, `${findCard(id)?.name ?? id}: Members are tied for the least Power; no Armistice is called.`);
    if (founderToo) {
      const founder = s.campaign!.seats.findIndex((x) => x.fate === FOUNDER);
      if (founder >= 0) frames.push({ k: 'campaign/founder-armistice', seat: founder, edict: id });
    }
    if (frames.length > 0) fired(s, id);
    return frames;
  },
});

/** Armistice (F216, F217). Its "while in the Court" rule is Commonwealth Membership's `rule` (a Court card is nobody's effect). */
const armisticeEffect = (id: string): CardEffect => ({
  id,
  // "When Secured: You must place all agents from here onto other Court cards of your choice. Tuck this card behind Edict 25."
  // The agents: the securer's own just returned from the card (as Council Intrigue's When Secured; an attached card holds no
  // agents, so these are the ones on the card it was attached to). Tucked back under the Edict 25 card in the booklet
  // (scrapped with no Edict 25 in play).
  whenSecured(s, seat, ctx) {
    fired(s, id);
    const p = s.players[seat]!;
    const i = p.court.findIndex((x) => x.id === id);
    if (i >= 0) p.court.splice(i, 1);
    const edict = armisticeEdict(s);
    const c = s.campaign!;
    if (edict) {
      ((c.tucked ??= {})[edict] ??= []).push(id);
      log(s, `${findCard(id)?.name ?? id} is tucked back under ${findCard(edict)?.name ?? edict}.`);
    } else c.scrap.push(id);
    const n = ctx?.returned ?? 0;
    return n > 0 ? [{ k: 'campaign/court/intrigue', seat, left: n, card: id }] : [];
  },
});

export const FOUNDER_EFFECTS: readonly CardEffect[] = [
  {
    // F201B Founder Act I Objective: "Inspire Confidence in the Cause: While you're an Outlaw, advance 3 for each ambition you
    // win. Defy the Empire's Grip: At the end of a chapter, if you're an Outlaw, advance 1 for each system you control."
    id: 'ARCS-F201B',
    ambitionsScored(s, seat, results) {
      if (titleOf(s, seat) !== 'outlaw') return;
      const won = results.filter((r) => r.first.length === 1 && r.first[0] === seat).length;
      if (won === 0) return;
      fired(s, 'ARCS-F201B');
      advanceObjective(s, seat, 3 * won);
    },
    afterScoring(s, seat) {
      if (titleOf(s, seat) !== 'outlaw') return [];
      const n = systemsControlled(s, seat);
      if (n > 0) fired(s, 'ARCS-F201B');
      advanceObjective(s, seat, n);
      return [];
    },
  },
  {
    // F202 Parade Fleets: "When you declare an ambition, you may place 2 fresh ships at a Free city. Then, if you are a Regent,
    // you may become an Outlaw." FAQ (Conspiracies): declaring to place a Conspiracy still counts.
    id: 'ARCS-F202',
    onDeclare: (_s, seat) => [{ k: 'campaign/founder-parade', seat, phase: 'ships' }],
  },
  {
    // F204 Book of Liberation (Lore): "You cannot harm Free buildings." (The act `harm`; control.ts mayHarm.) "You may build
    // Free buildings, except in Empire-controlled systems. When you build a Free building on a planet, clear your Outrage of its
    // type." (frames/actions.ts build: option `free:<system>`, the usual build places, from the Free supply; placed damaged
    // where the usual rule says so; clearing Outrage returns its agents.)
    id: 'ARCS-F204',
    buildFree: (s, _holder, id) => controller(s, id) !== 'empire',
    rule: (_s, holder, actor, act) => (actor === holder && act.t === 'harm' && act.owner === 'free' ? 'cannot' : null),
  },
  ...POLITICAL_INTRIGUE.map(politicalIntrigue),
  // F208, F209 Construction Union and F210, F211 Admin Union: "Prelude: You may place this card next to a face-up played
  // Construction (Administration) card. When the round ends, draw that card into your hand and discard this card." Word for word
  // the base Unions (court/unions.ts; round end: frames/flow.ts roundEndUnions). FAQ: collected at the end of the round, after
  // all turns; once placed it is out of the play area and cannot be stolen.
  unionEffect('ARCS-F208', 'construction'),
  unionEffect('ARCS-F209', 'construction'),
  unionEffect('ARCS-F210', 'administration'),
  unionEffect('ARCS-F211', 'administration'),
  {
    // F212B Founder Act II Objective: "Distribute Power Fairly: When the Commonwealth wins the Commonwealth ambition, advance 2
    // for each Member of the Commonwealth. Protect Freedom in the Reach: At the end of a chapter, advance 1 for each Free city on
    // the map not controlled by the Empire."
    id: 'ARCS-F212B',
    ambitionsScored(s, seat) {
      const w = s.campaign?.commonwealthWon;
      if (!w || w.act !== s.campaign!.act || w.chapter !== s.chapter) return;
      fired(s, 'ARCS-F212B');
      advanceObjective(s, seat, 2 * w.members);
    },
    afterScoring(s, seat) {
      const n = freeCitiesNotImperial(s);
      if (n > 0) fired(s, 'ARCS-F212B');
      advanceObjective(s, seat, n);
      return [];
    },
  },
  {
    // F213 Founder of the Commonwealth (Title): "Keep the Commonwealth Ambition marker on your Fate card. When you declare an
    // ambition, you may also place the Commonwealth Ambition marker from your Fate card onto the declared ambition box. This
    // ambition scores as described on the Commonwealth Ambition law card." FAQ (Commonwealth Ambition): it returns to the Fate
    // card after scoring, even if its ambition did not score (no marker left in the box: ARCS-CC11's FAQ too).
    id: 'ARCS-F213',
    onDeclare(s, seat, ambition) {
      const c = s.campaign!;
      // Edenguard (ARCS-F2004, ambition null) has a tile, not an ambition box: the marker has no box to go on (our reading).
      if (ambition === null || !commonwealthToken(s) || c.commonwealthOn !== undefined) return [];
      return [{ k: 'campaign/founder-commonwealth', seat, ambition }];
    },
    ambitionsScored(s) {
      const c = s.campaign!;
      if (c.commonwealthOn === undefined) return;
      delete c.commonwealthOn;
      log(s, 'The Commonwealth Ambition marker returns to the Founder\'s Fate card.');
    },
  },
  {
    // F214 Commonwealth Ambition (Law): scoreCommonwealth above, for the ambition box the marker lies on.
    id: 'ARCS-F214',
    scoreAmbition: (s, a, power) => (commonwealthAmbition(s) === a ? scoreCommonwealth(s, a, power) : null),
  },
  armisticeEdictEffect('ARCS-F215', false),
  armisticeEffect('ARCS-F216'),
  armisticeEffect('ARCS-F217'),
  ...['ARCS-F218', 'ARCS-F219', 'ARCS-F220', 'ARCS-F221'].map(memberTitleEffect),
  {
    // F222 Commonwealth Membership (Law): the privileges are on the Member titles (above). Armistice (F216/F217): "While this
    // is in the Court, Members of the Commonwealth cannot harm each other or Free buildings." A Court card is nobody's effect,
    // so the booklet's Membership law asks whether an Armistice is in the Court.
    id: 'ARCS-F222',
    rule(s, _holder, actor, act) {
      if (act.t !== 'harm' || !isMember(s, actor) || !armisticeInCourt(s)) return null;
      return act.owner === 'free' || (isSeat(act.owner) && isMember(s, act.owner)) ? 'cannot' : null;
    },
  },
  {
    // F224 Spirit of Freedom (Lore): "You may secure cards from the Court where you are tied for most agents (but not zero)
    // with a Rival who is not a Commonwealth Member." FAQ: a three-way tie with a Member and a non-Member: yes.
    id: 'ARCS-F224',
    secureOnTie(s, seat, agents) {
      const mine = agents[seat] ?? 0;
      if (mine === 0 || agents.some((n) => n > mine)) return false;
      return agents.some((n, other) => other !== seat && n === mine && !isMember(s, other));
    },
  },
  armisticeEdictEffect('ARCS-F226', true),
  {
    // F227 Freedom Fighters: "Incite Revolt (Battle): In a system with a fresh Free city, destroy all damaged Rival and Imperial
    // ships, ignoring the Imperial Truce Law. Don't take Trophies." Other "cannot harm" rules (an Armistice) still hold for Rivals.
    id: 'ARCS-F227',
    newActions: [{
      key: 'incite-revolt', name: 'Incite Revolt', replaces: 'battle',
      can: (s, seat) => revoltSystems(s, seat).length > 0,
      start: (_s, seat) => [{ k: 'campaign/founder-revolt', seat }],
    }],
  },
];

/* -------------------------------------------------------------- frames */

const PARADE = choices({ city: { system: field.system }, no: {}, outlaw: {}, heir: { seat: field.int }, stay: {} });
const YES_NO = choices({ yes: {}, no: {} });
const ARMISTICE = choices({ attach: { card: field.word, slot: field.int }, no: {} });
const REVOLT = choices({ sys: { system: field.system } });

const parade: H<'campaign/founder-parade'> = {
  step(s, f) {
    if (f.phase === 'ships') {
      const cities = freeCitySystems(s);
      if (cities.length > 0 && s.players[f.seat]!.supply.ships > 0) {
        return ask(f.seat, msg('campaign.founder.parade'), [
          ...cities.map((id) => opt(PARADE.id('city', { system: id }), msg('core.system', { system: system(id) }))),
          opt(PARADE.id('no'), msg('campaign.founder.no')),
        ]);
      }
      f.phase = 'outlaw';
    }
    if (titleOf(s, f.seat) !== 'regent') return done;
    const heirs = s.campaign!.firstRegent === f.seat ? firstRegentHeirs(s, f.seat) : [];
    const outlaw = heirs.length > 1
      ? heirs.map((h) => opt(PARADE.id('heir', { seat: h }), msg('campaign.founder.outlaw-heir', { owner: owner(h) })))
      : [opt(PARADE.id('outlaw'), msg('campaign.founder.outlaw'))];
    return ask(f.seat, msg('campaign.founder.parade-outlaw'), [...outlaw, opt(PARADE.id('stay'), msg('campaign.founder.stay'))]);
  },
  resume(s, f, choice) {
    const x = PARADE.read(choice);
    if (x.tag === 'city') {
      const n = placeShips(s, f.seat, x.system, 2);
      fired(s, 'ARCS-F202');
      log(s, `Parade Fleets: ${seatName(s, f.seat)} places ${n} fresh ship${n === 1 ? '' : 's'} in ${systemLabel(x.system)}.`);
    }
    if (x.tag === 'city' || x.tag === 'no') {
      f.phase = 'outlaw';
      return call();
    }
    if (x.tag === 'outlaw' || x.tag === 'heir') {
      fired(s, 'ARCS-F202');
      becomeOutlaw(s, f.seat, x.tag === 'heir' ? x.seat : undefined);
    }
    return done;
  },
};

const commonwealth: H<'campaign/founder-commonwealth'> = {
  step(s, f) {
    // FAQ (Commonwealth Ambition): declaring to place a Conspiracy still allows it (the box may hold no ambition marker).
    if (!commonwealthToken(s) || s.campaign!.commonwealthOn !== undefined) return done;
    return ask(f.seat, msg('campaign.founder.commonwealth', { ambition: ambitionMsg(f.ambition) }), [opt(YES_NO.id('yes'), msg('campaign.founder.yes')), opt(YES_NO.id('no'), msg('campaign.founder.no'))]);
  },
  resume(s, f, choice) {
    if (YES_NO.read(choice).tag === 'yes') {
      s.campaign!.commonwealthOn = f.ambition;
      fired(s, 'ARCS-F213');
      log(s, `${seatName(s, f.seat)} places the Commonwealth Ambition marker on the ${f.ambition} ambition box.`);
    }
    return done;
  },
};

const armistice: H<'campaign/founder-armistice'> = {
  step(s, f) {
    const left = tuckedArmistices(s, f.edict);
    const targets = attachTargets(s);
    if (left.length === 0 || targets.length === 0) return done;
    // The two Armistices are identical: offer the first one tucked.
    const a = left[0]!;
    return ask(f.seat, msg('campaign.founder.armistice', { card: card(f.edict) }), [
      ...targets.map((i) => opt(ARMISTICE.id('attach', { card: a, slot: i }), msg('core.card', { card: card(s.court[i]!.card) }))),
      opt(ARMISTICE.id('no'), msg('campaign.founder.no')),
    ]);
  },
  resume(s, f, choice) {
    const x = ARMISTICE.read(choice);
    if (x.tag !== 'attach') return done;
    const c = s.campaign!;
    const list = c.tucked![f.edict]!;
    list.splice(list.indexOf(x.card), 1);
    if (list.length === 0) delete c.tucked![f.edict];
    if (Object.keys(c.tucked!).length === 0) delete c.tucked;
    attachCard(s, x.card, x.slot);
    fired(s, f.edict);
    log(s, `${seatName(s, f.seat)} calls an Armistice: Members of the Commonwealth cannot harm each other or Free buildings while it is in the Court.`);
    return done;
  },
};

const revolt: H<'campaign/founder-revolt'> = {
  step(s, f) {
    const options = revoltSystems(s, f.seat).map((id) => opt(REVOLT.id('sys', { system: id }), msg('core.system', { system: system(id) })));
    if (options.length === 0) return done;
    return ask(f.seat, msg('campaign.founder.revolt'), options);
  },
  resume(s, f, choice) {
    const id = REVOLT.read(choice).system;
    const st = sys(s, id);
    for (const t of revoltTargets(s, f.seat, id)) {
      // A card's harm (effects.ts effectHarm: Feudal Law, Ceasefires).
      effectHarm(s, f.seat, { owner: t.owner, system: id, piece: 'ship' });
      const g = st.ships.find((x) => x.owner === t.owner)!;
      g.damaged = 0;
      destroyedShipsToSupply(s, t.owner, t.n); // The Dead Live (ARCS-F2204)
      log(s, `Incite Revolt: ${t.n} damaged ${t.owner === 'empire' ? 'Imperial' : `${seatName(s, t.owner)}'s`} ship${t.n === 1 ? '' : 's'} destroyed in ${systemLabel(id)}.`);
    }
    tidy(st);
    fired(s, 'ARCS-F227');
    return done;
  },
};

export const FOUNDER_HANDLERS = {
  'campaign/founder-parade': parade,
  'campaign/founder-commonwealth': commonwealth,
  'campaign/founder-armistice': armistice,
  'campaign/founder-revolt': revolt,
} as const;

/**
 * The Edicts (campaign rulebook, Edicts pp.20-21): every Edict in the rules booklet, lowest number
 * first; Guild Envoys Depart (Edict 00, ARCS-AID02) and Govern the Imperial Reach (Edict 03,
 * ARCS-AID03-05) are the rules' own, the Fates' Edicts are their cards' `edict` hooks.
 */
import { cityBonusPower } from '../../../data/board.ts';
import { EDICTS } from '../../../data/campaign/edicts.ts';
import { GUILD_ENVOYS_DEPART_EDICT, IMPERIAL_POLICIES, REQUISITION_SHIPS, type ImperialPolicy } from '../../../data/campaign/components.ts';
import type { Resource, SystemId } from '../../../data/map.ts';
import { addTrophy, buildingsOf, citiesOffBoard, log, ownerName, seatName, shipsOf, sys, systemIds } from '../../board.ts';
import { choices, field, ownerField, SYSTEM } from '../../choices.ts';
import { controller, isSeat, titleOf } from '../../control.ts';
import { attachedOf } from '../../court.ts';
import { bookletEffects, effectOf, fired } from '../../effects.ts';
import { gainFrames } from '../../frames/resources.ts';
import { heldTokens, takeToken } from '../../holdings.ts';
import { msg, owner, piece, resource, system } from '../../messages.ts';
import { call, done, noResume, opt, thenRun, type Handler } from '../../step.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Owner, Seat, TrophyPiece } from '../../types.ts';
import { campaignOf } from '../state.ts';
import { becomeOutlaw, firstRegentHeirs, regents } from '../empire/titles.ts';
import { buryCourtCards, isGuild } from './common.ts';

/* ------------------------------------------------------------ the order */

const NUMBER = new Map<string, number>(EDICTS.map((e) => [e.cardId, e.number]));

/**
 * The Edicts in the rules booklet, in resolution order (lowest number first; booklet order on a
 * tie). In a slot, cards of one Edict number form a stack whose top card is the one in force (the
 * three Govern the Imperial Reach cards: the top one shows the Imperial Policy, p.20). An Edict
 * that a booklet card resolves instead (`skipsEdict`, e.g. Imperial Quorum skips 03) is left out.
 */
export function bookletEdicts(s: GameState): string[] {
  const c = campaignOf(s);
  const out: { card: string; n: number }[] = [];
  for (const slot of c.rulesBooklet) {
    const seen = new Set<number>();
    for (const id of slot) {
      const n = NUMBER.get(id);
      if (n === undefined || seen.has(n)) continue;
      seen.add(n);
      out.push({ card: id, n });
    }
  }
  const skips = bookletEffects(s).flatMap(({ card: by, effect }) => (effect.skipsEdict ?? []).map((n) => ({ by, n })));
  return out
    .filter((e) => !skips.some((x) => x.n === e.n && x.by !== e.card))
    .sort((a, b) => a.n - b.n)
    .map((e) => e.card);
}

const POLICY_OF = new Map<string, (typeof IMPERIAL_POLICIES)[number]>(IMPERIAL_POLICIES.map((p) => [p.cardId, p]));

/** The Edicts frame: resolve each Edict in order (its card's `edict` hook, or the rules' own). */
export const edicts: Handler<FrameOf<'campaign/edicts'>> = {
  step(s, f) {
    if (f.queue === undefined) {
      f.queue = bookletEdicts(s);
      log(s, 'The Edicts.');
      return call();
    }
    const id = f.queue.shift();
    if (id === undefined) return done;
    const effect = effectOf(s, id);
    if (effect?.edict) {
      fired(s, id);
      return call(...effect.edict(s));
    }
    if (NUMBER.get(id) === GUILD_ENVOYS_DEPART_EDICT) {
      guildEnvoysDepart(s);
      return call();
    }
    if (POLICY_OF.has(id)) return call({ k: 'campaign/govern', card: id });
    // A Fate's Edict whose effect is not implemented cannot be in the booklet: only implemented Fates are dealt.
    return call();
  },
  resume: noResume('campaign/edicts'),
};

/* ------------------------------------------------- Guild Envoys Depart */

/**
 * Edict 00 (ARCS-AID02, 2 players): "Bury all Guild cards in the Court with no agents on them, then
 * refill the Court." Attached cards are in the Court (they count for "cards in the Court": ARCS-F423B)
 * and never hold agents, so attached Guild cards go too (our reading).
 */
export function guildEnvoysDepart(s: GameState): void {
  const idle = s.court.flatMap((slot) => [...(isGuild(slot.card) && slot.agents.every((n) => n === 0) ? [slot.card] : []), ...attachedOf(slot).filter(isGuild)]);
  if (idle.length === 0) {
    log(s, 'Guild Envoys Depart: every Guild card in the Court has agents on it; nothing is buried.');
    return;
  }
  log(s, `Guild Envoys Depart: ${idle.length} Guild ${idle.length === 1 ? 'card' : 'cards'} with no agents leave the Court.`);
  buryCourtCards(s, idle);
}

/* ---------------------------------------------- Govern the Imperial Reach */

/** Option ids: `enforce`, or `change:<Govern card id>` (the policy to put on top). */
export const GOVERN = choices({ enforce: {}, change: { card: field.word } });
/** Option ids of the Imperial Demand: `res:<resource>`, `trophy:<owner>:<piece>`, `captive:<seat>`. */
export const DEMAND = choices({
  res: { resource: field.resource },
  trophy: { owner: ownerField, piece: field.oneOf('ship', 'city', 'starport', 'agent', 'blight') },
  captive: { seat: field.int },
});
/** Option ids when a Rival Regent has neither the Demand nor an agent: `outlaw` or `spare`. */
export const OUTLAW_ASK = choices({ outlaw: {}, spare: {} });
/** Option ids of Distribute Arms when Weapons run short: `seat:<seat>` (pick as many as there are Weapons). */
export const ARMS = choices({ seat: { seat: field.int } });

const policyMsg = (p: ImperialPolicy) => msg(`campaign.events.policy.${p}`);

/** A resource the seat holds, anywhere in their play area ("Counting" p.27): slots, lore, Court cards. */
interface DemandToken { place: string; resource: Resource }

/** Every resource token in the seat's play area that can be taken (not the Trust; not a card that keeps a supply). */
function demandTokens(s: GameState, seat: Seat): DemandToken[] {
  const out: DemandToken[] = heldTokens(s, seat).map((t) => ({ place: t.place, resource: t.resource }));
  for (const h of s.players[seat]!.court) {
    if (effectOf(s, h.id)?.holdsSupply) continue;
    for (const r of h.tokens) out.push({ place: `court:${h.id}`, resource: r });
  }
  return out;
}

/** Remove one token of type r from the seat's play area (frozen ones may be taken for the Demand, p.27). */
function takeDemandToken(s: GameState, seat: Seat, r: Resource): void {
  const t = demandTokens(s, seat).find((x) => x.resource === r)!;
  if (t.place.startsWith('court:')) {
    const h = s.players[seat]!.court.find((x) => `court:${x.id}` === t.place)!;
    h.tokens.splice(h.tokens.indexOf(r), 1);
  } else takeToken(s, seat, t.place);
}

/** What the Demand can take from a Regent: resource types (Peace, Escalation), or Trophies and Captives (War). */
function demandOptions(s: GameState, seat: Seat, policy: (typeof IMPERIAL_POLICIES)[number]): DecisionOption[] {
  if (policy.demandTo === 'imperial-trust') {
    const held = new Set(demandTokens(s, seat).map((t) => t.resource));
    return (policy.demand as readonly Resource[]).filter((r) => held.has(r)).map((r) => opt(DEMAND.id('res', { resource: r }), msg('campaign.events.govern.takeResource', { resource: resource(r) })));
  }
  // War: "Take 1 Trophy or Captive, but not Imperial or Regent pieces".
  const p = s.players[seat]!;
  const notRegentOrImperial = (o: Owner) => o !== 'empire' && !(isSeat(o) && titleOf(s, o) === 'regent');
  const trophies = p.trophies.filter((t) => t.count > 0 && notRegentOrImperial(t.owner)).map((t) => opt(
    DEMAND.id('trophy', { owner: t.owner, piece: t.piece }),
    t.piece === 'blight' ? msg('campaign.events.govern.takeBlight') : msg('campaign.events.govern.takeTrophy', { owner: owner(t.owner), piece: piece(t.piece) }),
  ));
  const captives = p.captives.flatMap((n, o) => (n > 0 && notRegentOrImperial(o) ? [opt(DEMAND.id('captive', { seat: o }), msg('campaign.events.govern.takeCaptive', { owner: owner(o) }))] : []));
  return [...trophies, ...captives];
}

/** Take the chosen Demand piece from `from` for the First Regent `fr`. */
function takeDemand(s: GameState, fr: Seat, from: Seat, choice: string): void {
  const c = campaignOf(s);
  const d = DEMAND.read(choice);
  if (d.tag === 'res') {
    // Resources go on the First Regent tile, adding to the Imperial Trust (frozen).
    takeDemandToken(s, from, d.resource);
    c.trust.push(d.resource);
    log(s, from === fr
      ? `${seatName(s, fr)} adds a ${d.resource} of their own to the Imperial Trust.`
      : `${seatName(s, fr)} takes a ${d.resource} from ${seatName(s, from)} into the Imperial Trust.`);
    return;
  }
  const victim = s.players[from]!;
  const regent = s.players[fr]!;
  if (d.tag === 'trophy') {
    const t = victim.trophies.find((x) => x.owner === d.owner && x.piece === d.piece)!;
    t.count -= 1;
    if (t.count === 0) victim.trophies.splice(victim.trophies.indexOf(t), 1);
    addTrophy(regent, d.owner, d.piece as TrophyPiece);
    log(s, `${seatName(s, fr)} takes a Trophy (${ownerName(s, d.owner)}'s ${d.piece}) from ${seatName(s, from)}.`);
    return;
  }
  victim.captives[d.seat]! -= 1;
  regent.captives[d.seat]! += 1;
  log(s, `${seatName(s, fr)} takes a Captive (${seatName(s, d.seat)}'s agent) from ${seatName(s, from)}.`);
}

/** A Rival Regent with none of the Demand gives 1 agent from their supply as a Favor (p.20). */
function takeFavor(s: GameState, fr: Seat, from: Seat): void {
  const cs = campaignOf(s).seats[fr]!;
  s.players[from]!.supply.agents -= 1;
  cs.favors ??= s.players.map(() => 0);
  cs.favors[from]! += 1;
  log(s, `${seatName(s, from)} has none of the Demand and gives ${seatName(s, fr)} an agent as a Favor.`);
}

/** Celebrate Regency (Peace): each Regent gains the bonus city Power on all uncovered city slots of their board. */
function celebrateRegency(s: GameState): void {
  for (const seat of regents(s)) {
    const n = cityBonusPower(citiesOffBoard(s.players[seat]!));
    if (n === 0) continue;
    s.players[seat]!.power += n;
    log(s, `Celebrate Regency: ${seatName(s, seat)} gains ${n} Power.`);
  }
}

/** Where Requisition Ships may place: Empire-controlled systems, else the First Regent's Loyal starports. */
function requisitionTargets(s: GameState, fr: Seat): SystemId[] {
  const empire = systemIds(s).filter((id) => controller(s, id) === 'empire');
  if (empire.length > 0) return empire;
  return systemIds(s).filter((id) => buildingsOf(sys(s, id), fr, 'starport').length > 0);
}

function requisition(s: GameState, id: SystemId): void {
  const supply = s.neutral!.empire;
  const n = Math.min(REQUISITION_SHIPS, supply.ships);
  supply.ships -= n;
  shipsOf(sys(s, id), 'empire').fresh += n;
  log(s, `Requisition Ships: ${n} fresh Imperial ${n === 1 ? 'ship is' : 'ships are'} placed at ${id}.`);
}

/** Distribute Arms (War): 1 Weapon to each recipient from the supply; once it is empty, from the Imperial Trust. */
function distributeArms(s: GameState, to: Seat[]): Frame[] {
  const c = campaignOf(s);
  const fromSupply = Math.min(s.supply.weapon, to.length);
  const frames: Frame[] = [];
  to.forEach((seat, i) => {
    if (i < fromSupply) frames.push(gainFrames(seat, 'weapon'));
    else {
      c.trust.splice(c.trust.indexOf('weapon'), 1);
      frames.push(gainFrames(seat, 'weapon', true));
    }
  });
  if (to.length) log(s, `Distribute Arms: ${to.map((x) => seatName(s, x)).join(', ')} ${to.length === 1 ? 'gains' : 'gain'} a Weapon${fromSupply < to.length ? ` (${to.length - fromSupply} from the Imperial Trust)` : ''}.`);
  return frames;
}

/** Weapons there are to give: the supply's, then the Imperial Trust's. */
const weaponsAvailable = (s: GameState) => s.supply.weapon + campaignOf(s).trust.filter((r) => r === 'weapon').length;

export const govern: Handler<FrameOf<'campaign/govern'>> = {
  step(s, f) {
    const c = campaignOf(s);
    const fr = c.firstRegent;
    const policy = POLICY_OF.get(f.card)!;
    if (fr === null) {
      // Only the First Regent enforces or changes the Policy (p.20); without one (the tile is in the
      // supply after the last Regent left the Empire, Summits p.16) the Edict does nothing.
      log(s, 'Govern the Imperial Reach: there is no First Regent, so the Imperial Policy is neither enforced nor changed.');
      return done;
    }
    if (f.step === undefined) {
      const others = IMPERIAL_POLICIES.filter((p) => p.cardId !== f.card);
      return {
        t: 'ask', seat: fr,
        prompt: msg('campaign.events.govern.prompt', { policy: policyMsg(policy.policy) }),
        options: [
          opt(GOVERN.id('enforce'), msg('campaign.events.govern.enforce', { policy: policyMsg(policy.policy) })),
          ...others.map((p) => opt(GOVERN.id('change', { card: p.cardId }), msg('campaign.events.govern.change', { policy: policyMsg(p.policy) }))),
        ],
      };
    }
    if (f.step === 'demand') {
      const from = f.queue?.[0];
      if (from === undefined) {
        f.step = 'action';
        return call();
      }
      const options = from === fr && policy.demandTo !== 'imperial-trust' ? [] : demandOptions(s, from, policy);
      if (from === fr) {
        // "The First Regent must also add 1 resource shown by the Demand to the Trust, if they have
        // it"; in War they need not take a Trophy or Captive from themself.
        if (options.length > 1) return { t: 'ask', seat: fr, prompt: msg('campaign.events.govern.own'), options };
        if (options.length === 1) takeDemand(s, fr, fr, options[0]!.id);
        else if (policy.demandTo === 'imperial-trust') log(s, `${seatName(s, fr)} has none of the Demand to add to the Imperial Trust.`);
        f.queue!.shift();
        return call();
      }
      if (options.length > 1) return { t: 'ask', seat: fr, prompt: msg('campaign.events.govern.demand', { owner: owner(from) }), options };
      if (options.length === 1) takeDemand(s, fr, from, options[0]!.id);
      else if (s.players[from]!.supply.agents > 0) takeFavor(s, fr, from);
      else {
        // "If they have no agents, you may make them an Outlaw."
        return {
          t: 'ask', seat: fr, prompt: msg('campaign.events.govern.outlaw', { owner: owner(from) }),
          options: [opt(OUTLAW_ASK.id('outlaw'), msg('campaign.events.govern.makeOutlaw', { owner: owner(from) })), opt(OUTLAW_ASK.id('spare'), msg('campaign.events.govern.spare'))],
        };
      }
      f.queue!.shift();
      return call();
    }
    // The Imperial Action.
    if (policy.action === 'celebrate-regency') {
      celebrateRegency(s);
      return done;
    }
    if (policy.action === 'requisition-ships') {
      const targets = requisitionTargets(s, fr);
      if (targets.length === 0 || s.neutral!.empire.ships === 0) {
        log(s, 'Requisition Ships: there is nowhere to place Imperial ships, or none are left in the supply.');
        return done;
      }
      if (targets.length === 1) {
        requisition(s, targets[0]!);
        return done;
      }
      return { t: 'ask', seat: fr, prompt: msg('campaign.events.govern.requisition', { n: Math.min(REQUISITION_SHIPS, s.neutral!.empire.ships) }), options: targets.map((id) => opt(SYSTEM.id('sys', { system: id }), msg('core.system', { system: system(id) }))) };
    }
    const all = regents(s);
    const n = weaponsAvailable(s);
    if (n >= all.length) return thenRun(...distributeArms(s, all));
    if (n === 0) {
      log(s, 'Distribute Arms: there are no Weapons in the supply or in the Imperial Trust.');
      return done;
    }
    // "In War, if there aren't enough Weapons to give out, you choose which Regents get them."
    return {
      t: 'ask', seat: fr, prompt: msg('campaign.events.govern.arms', { n }),
      options: all.map((seat) => opt(ARMS.id('seat', { seat }), msg('core.owner', { owner: owner(seat) }))),
      pick: { t: 'many', min: n, max: n },
    };
  },
  resume(s, f, choice) {
    const c = campaignOf(s);
    const fr = c.firstRegent!;
    if (f.step === undefined) {
      const g = GOVERN.read(choice);
      if (g.tag === 'change') {
        const slot = c.rulesBooklet.find((x) => x.includes(g.card))!;
        slot.splice(slot.indexOf(g.card), 1);
        slot.unshift(g.card);
        log(s, `${seatName(s, fr)} changes the Imperial Policy to ${POLICY_OF.get(g.card)!.policy}.`);
        return done;
      }
      log(s, `${seatName(s, fr)} enforces the Imperial Policy of ${POLICY_OF.get(f.card)!.policy}.`);
      f.step = 'demand';
      f.queue = regents(s);
      return call();
    }
    if (f.step === 'demand') {
      const from = f.queue!.shift()!;
      const o = OUTLAW_ASK.tryRead(choice);
      if (o) {
        if (o.tag === 'outlaw') becomeOutlaw(s, from, firstRegentHeirs(s, from)[0]);
        else log(s, `${seatName(s, from)} has none of the Demand and no agents; ${seatName(s, fr)} lets it pass.`);
      } else takeDemand(s, fr, from, choice);
      return call();
    }
    const policy = POLICY_OF.get(f.card)!;
    if (policy.action === 'requisition-ships') {
      requisition(s, SYSTEM.read(choice).system);
      return done;
    }
    return thenRun(...distributeArms(s, ARMS.readAll(choice).map((x) => x.seat)));
  },
};


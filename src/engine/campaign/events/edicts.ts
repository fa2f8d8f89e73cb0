/**
 * The Edicts (campaign rulebook, Edicts pp.20-21): every Edict in the rules booklet, lowest number
 * first; Guild Envoys Depart (Edict 00, ARCS-AID02) and Govern the Imperial Reach (Edict 03,
 * ARCS-AID03-05, or the Steward's Govern with Authority ARCS-F124-F126 in its slot) are the rules'
 * own, the Fates' Edicts are their cards' `edict` hooks.
 */
import { cityBonusPower } from '../../../data/board.ts';
import { EDICTS } from '../../../data/campaign/edicts.ts';
import { GUILD_ENVOYS_DEPART_EDICT, type ImperialPolicy } from '../../../data/campaign/components.ts';
import { RESOURCES, type Resource, type SystemId } from '../../../data/map.ts';
import { addTrophy, buildingsOf, citiesOffBoard, log, ownerName, seatName, shipsOf, sys, systemIds, turnOrder } from '../../board.ts';
import { choices, field, ownerField, SYSTEM } from '../../choices.ts';
import { controller, isSeat, titleOf } from '../../control.ts';
import { attachedOf } from '../../court.ts';
import { bookletEffects, effectOf, fired, gainInsteadCard, noteImperialShipsPlaced, permits, vaultCard } from '../../effects.ts';
import { gainFrames } from '../../frames/resources.ts';
import { heldTokens, takeToken } from '../../holdings.ts';
import { card, msg, owner, piece, resource, system } from '../../messages.ts';
import { call, done, noResume, opt, thenRun, type Handler, type Step } from '../../step.ts';
import { cardName } from '../../court.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Owner, Seat, TrophyPiece } from '../../types.ts';
import { campaignOf } from '../state.ts';
import { governPolicy, governSlot, outlawsUnderDemand, type GovernPolicy } from '../fates/steward-rules.ts';
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
    if (governPolicy(id)) return call({ k: 'campaign/govern', card: id });
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

/*
 * One Govern implementation for every card that can hold the Edict 03 slot: Govern the Imperial
 * Reach (ARCS-AID03-05) and the Steward's Govern with Authority (ARCS-F124-F126, Act III). The
 * card's policy data (`governPolicy`) says what differs: the Outlaws who pay the Demand, War's
 * extra resource, Escalation's ships, Peace's city bonus multiple. Imperial Quorum (ARCS-F113)
 * runs the Demand alone (`part: 'demand'`) and the Imperial Action alone (`step: 'action'` with
 * its `actor`).
 */

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
/** Option ids of Govern with Authority's War extra resource: `give:<resource>`. */
export const GIFT = choices({ give: { resource: field.resource } });

const policyMsg = (p: ImperialPolicy) => msg(`campaign.events.policy.${p}`);

/** The policy a Govern card shows (one of the cards of the Edict 03 slot). */
function policyOf(id: string): GovernPolicy {
  const p = governPolicy(id);
  if (!p) throw new Error(`Not a Govern card: ${id}`);
  return p;
}

/**
 * Who pays the Demand, in turn order: each Regent (the First Regent adds their own resource at
 * their turn), and under Govern with Authority each Outlaw with a Loyal city controlled by the
 * Empire (ARCS-F124-F126; Flagships: not built yet).
 */
function demandPayers(s: GameState, policy: GovernPolicy): Seat[] {
  const outlaws = policy.outlawsPay ? outlawsUnderDemand(s) : [];
  return turnOrder(s).filter((seat) => titleOf(s, seat) === 'regent' || outlaws.includes(seat));
}

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

/** What the Demand can take from a payer: resource types (Peace, Escalation), or Trophies and Captives (War). */
function demandOptions(s: GameState, seat: Seat, policy: GovernPolicy): DecisionOption[] {
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
function takeDemand(s: GameState, fr: Seat, from: Seat, choice: string): Frame[] {
  const c = campaignOf(s);
  const d = DEMAND.read(choice);
  // Peacekeeper (ARCS-F1503 Arsenal Keepers) and Guardian (ARCS-F2002 Green Vault): "When you take <it>, you may place it
  // here instead. (Even if you're taking for the Imperial Trust!)": a resource taken from another Regent is the First
  // Regent's take; res/gain (`trust`) asks, and puts it on the Trust if declined.
  if (d.tag === 'res' && from !== fr && (gainInsteadCard(s, fr, d.resource, true) !== null || vaultCard(s, fr, d.resource) !== null)) {
    takeDemandToken(s, from, d.resource);
    log(s, `${seatName(s, fr)} takes a ${d.resource} from ${seatName(s, from)} for the Imperial Trust.`);
    return [{ k: 'res/gain', seat: fr, resource: d.resource, stolen: true, trust: true }];
  }
  if (d.tag === 'res') {
    // Resources go on the First Regent tile, adding to the Imperial Trust (frozen).
    takeDemandToken(s, from, d.resource);
    c.trust.push(d.resource);
    log(s, from === fr
      ? `${seatName(s, fr)} adds a ${d.resource} of their own to the Imperial Trust.`
      : `${seatName(s, fr)} takes a ${d.resource} from ${seatName(s, from)} into the Imperial Trust.`);
    return [];
  }
  const victim = s.players[from]!;
  const regent = s.players[fr]!;
  if (d.tag === 'trophy') {
    const t = victim.trophies.find((x) => x.owner === d.owner && x.piece === d.piece)!;
    t.count -= 1;
    if (t.count === 0) victim.trophies.splice(victim.trophies.indexOf(t), 1);
    addTrophy(regent, d.owner, d.piece as TrophyPiece);
    log(s, `${seatName(s, fr)} takes a Trophy (${ownerName(s, d.owner)}'s ${d.piece}) from ${seatName(s, from)}.`);
    return [];
  }
  victim.captives[d.seat]! -= 1;
  regent.captives[d.seat]! += 1;
  log(s, `${seatName(s, fr)} takes a Captive (${seatName(s, d.seat)}'s agent) from ${seatName(s, from)}.`);
  return [];
}

/** A payer with none of the Demand gives 1 agent from their supply as a Favor (p.20). */
function takeFavor(s: GameState, fr: Seat, from: Seat): void {
  const cs = campaignOf(s).seats[fr]!;
  s.players[from]!.supply.agents -= 1;
  cs.favors ??= s.players.map(() => 0);
  cs.favors[from]! += 1;
  log(s, `${seatName(s, from)} has none of the Demand and gives ${seatName(s, fr)} an agent as a Favor.`);
}

/** Celebrate Regency (Peace): each Regent gains the bonus city Power on all uncovered city slots of their board (Govern with Authority: double). */
function celebrateRegency(s: GameState, policy: GovernPolicy): void {
  for (const seat of regents(s)) {
    const n = cityBonusPower(citiesOffBoard(s.players[seat]!)) * policy.cityBonusTimes;
    if (n === 0) continue;
    s.players[seat]!.power += n;
    log(s, `Celebrate Regency: ${seatName(s, seat)} gains ${n} Power.`);
  }
}

/** Where Requisition Ships may place: Empire-controlled systems, else the Loyal starports of the seat taking the Imperial Action. */
function requisitionTargets(s: GameState, actor: Seat): SystemId[] {
  const empire = systemIds(s).filter((id) => controller(s, id) === 'empire');
  if (empire.length > 0) return empire;
  return systemIds(s).filter((id) => buildingsOf(sys(s, id), actor, 'starport').length > 0);
}

function requisition(s: GameState, id: SystemId, policy: GovernPolicy): void {
  const supply = s.neutral!.empire;
  const n = Math.min(policy.ships, supply.ships);
  supply.ships -= n;
  shipsOf(sys(s, id), 'empire').fresh += n;
  log(s, `Requisition Ships: ${n} fresh Imperial ${n === 1 ? 'ship is' : 'ships are'} placed at ${id}.`);
  noteImperialShipsPlaced(s, n); // Admiral (ARCS-F701B)
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

/**
 * Govern with Authority, War: "any 1 resource … from the supply. If the supply is empty, give it
 * from the Imperial Trust." Our reading: any type the supply has; from the Trust only when the
 * supply has no resources at all. FAQ: give the maximum prompted (a Weapon without the extra
 * resource, or the resource without a Weapon, when only that is there).
 */
function extraTypes(s: GameState): { resource: Resource; fromTrust: boolean }[] {
  const supply = RESOURCES.filter((r) => s.supply[r] > 0);
  if (supply.length > 0) return supply.map((r) => ({ resource: r, fromTrust: false }));
  return RESOURCES.filter((r) => campaignOf(s).trust.includes(r)).map((r) => ({ resource: r, fromTrust: true }));
}

function giveExtra(s: GameState, to: Seat, r: Resource): Frame {
  const fromTrust = s.supply[r] === 0;
  if (fromTrust) {
    const trust = campaignOf(s).trust;
    trust.splice(trust.indexOf(r), 1);
  }
  log(s, `Distribute Arms: ${seatName(s, to)} also gains a ${r}${fromTrust ? ' from the Imperial Trust' : ''}.`);
  return gainFrames(to, r, fromTrust);
}

/** After the Weapons: the extra resource for each Regent in `queue` (War under Govern with Authority). */
function armsThen(s: GameState, f: FrameOf<'campaign/govern'>, policy: GovernPolicy, to: Seat[], all: Seat[]): Step {
  if (!policy.extraResource) return thenRun(...distributeArms(s, to));
  f.step = 'extra';
  f.queue = all;
  return call(...distributeArms(s, to));
}

export const govern: Handler<FrameOf<'campaign/govern'>> = {
  step(s, f) {
    const c = campaignOf(s);
    const fr = c.firstRegent;
    const policy = policyOf(f.card);
    const name = cardName(f.card);
    if (f.step === undefined) {
      if (fr === null) {
        // Only the First Regent enforces or changes the Policy (p.20); without one (the tile is in the
        // supply after the last Regent left the Empire, Summits p.16) the Edict does nothing.
        log(s, `${name}: there is no First Regent, so the Imperial Policy is neither enforced nor changed.`);
        return done;
      }
      if (f.part === 'demand') {
        // Imperial Quorum, First: "The First Regent collects the Demand."
        log(s, `${seatName(s, fr)} collects the Imperial Demand of the Policy of ${policy.policy}.`);
        // Steward (ARCS-F124-F126): a Govern with Authority card's Policy is carried out.
        if (policy.outlawsPay) fired(s, f.card);
        f.step = 'demand';
        f.queue = demandPayers(s, policy);
        return call();
      }
      // "Change the Policy": another card of the same booklet slot (Govern the Imperial Reach or Govern with Authority).
      const others = (governSlot(s) ?? []).filter((id) => id !== f.card);
      return {
        t: 'ask', seat: fr,
        prompt: msg('campaign.events.govern.prompt', { card: card(f.card), policy: policyMsg(policy.policy) }),
        options: [
          // Peacekeeper (ARCS-F1502 Oath of Peace): "You cannot change Imperial Policy to War or enforce Imperial War Policy."
          ...(permits(s, fr, { t: 'policy', policy: policy.policy }) || others.length === 0 ? [opt(GOVERN.id('enforce'), msg('campaign.events.govern.enforce', { policy: policyMsg(policy.policy) }))] : []),
          ...others.filter((id) => permits(s, fr, { t: 'policy', policy: policyOf(id).policy })).map((id) => opt(GOVERN.id('change', { card: id }), msg('campaign.events.govern.change', { policy: policyMsg(policyOf(id).policy) }))),
        ],
      };
    }
    if (f.step === 'demand') {
      const from = f.queue?.[0];
      if (from === undefined || fr === null) {
        if (f.part === 'demand') return done;
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
      const taken = options.length === 1 ? takeDemand(s, fr, from, options[0]!.id) : [];
      if (options.length === 1) {
        f.queue!.shift();
        return call(...taken);
      } else if (s.players[from]!.supply.agents > 0) takeFavor(s, fr, from);
      else if (titleOf(s, from) === 'regent') {
        // "If they have no agents, you may make them an Outlaw."
        return {
          t: 'ask', seat: fr, prompt: msg('campaign.events.govern.outlaw', { owner: owner(from) }),
          options: [opt(OUTLAW_ASK.id('outlaw'), msg('campaign.events.govern.makeOutlaw', { owner: owner(from) })), opt(OUTLAW_ASK.id('spare'), msg('campaign.events.govern.spare'))],
        };
      } else log(s, `${seatName(s, from)} has none of the Demand and no agents to give.`);
      f.queue!.shift();
      return call();
    }
    // The Imperial Action, by the First Regent (or by Imperial Quorum's Regent with the most starports).
    const actor = f.actor ?? fr!;
    if (f.step === 'extra') {
      const to = f.queue?.[0];
      if (to === undefined) return done;
      const types = extraTypes(s);
      if (types.length === 0) {
        log(s, 'Distribute Arms: there are no resources left in the supply or in the Imperial Trust.');
        return done;
      }
      if (types.length === 1) {
        f.queue!.shift();
        return call(giveExtra(s, to, types[0]!.resource));
      }
      return {
        t: 'ask', seat: actor, prompt: msg('campaign.wiring.extra', { owner: owner(to) }),
        options: types.map((x) => opt(GIFT.id('give', { resource: x.resource }), msg(x.fromTrust ? 'campaign.wiring.giveTrust' : 'campaign.wiring.give', { resource: resource(x.resource) }))),
      };
    }
    if (policy.action === 'celebrate-regency') {
      celebrateRegency(s, policy);
      return done;
    }
    if (policy.action === 'requisition-ships') {
      const targets = requisitionTargets(s, actor);
      if (targets.length === 0 || s.neutral!.empire.ships === 0) {
        log(s, 'Requisition Ships: there is nowhere to place Imperial ships, or none are left in the supply.');
        return done;
      }
      if (targets.length === 1) {
        requisition(s, targets[0]!, policy);
        return done;
      }
      return { t: 'ask', seat: actor, prompt: msg('campaign.events.govern.requisition', { n: Math.min(policy.ships, s.neutral!.empire.ships) }), options: targets.map((id) => opt(SYSTEM.id('sys', { system: id }), msg('core.system', { system: system(id) }))) };
    }
    const all = regents(s);
    const n = weaponsAvailable(s);
    if (n >= all.length) return armsThen(s, f, policy, all, all);
    if (n === 0) {
      log(s, 'Distribute Arms: there are no Weapons in the supply or in the Imperial Trust.');
      return armsThen(s, f, policy, [], all);
    }
    // "In War, if there aren't enough Weapons to give out, you choose which Regents get them."
    return {
      t: 'ask', seat: actor, prompt: msg('campaign.events.govern.arms', { n }),
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
        log(s, `${seatName(s, fr)} changes the Imperial Policy to ${policyOf(g.card).policy}.`);
        return done;
      }
      const policy = policyOf(f.card);
      log(s, `${seatName(s, fr)} enforces the Imperial Policy of ${policy.policy}.`);
      // Steward (ARCS-F124-F126): a Govern with Authority card's Policy is carried out.
      if (policy.outlawsPay) fired(s, f.card);
      f.step = 'demand';
      f.queue = demandPayers(s, policy);
      return call();
    }
    if (f.step === 'demand') {
      const from = f.queue!.shift()!;
      const o = OUTLAW_ASK.tryRead(choice);
      if (o) {
        if (o.tag === 'outlaw') becomeOutlaw(s, from, firstRegentHeirs(s, from)[0]);
        else log(s, `${seatName(s, from)} has none of the Demand and no agents; ${seatName(s, fr)} lets it pass.`);
      }
      return call(...(o ? [] : takeDemand(s, fr, from, choice)));
    }
    if (f.step === 'extra') {
      const to = f.queue!.shift()!;
      return call(giveExtra(s, to, GIFT.read(choice).resource));
    }
    const policy = policyOf(f.card);
    if (policy.action === 'requisition-ships') {
      requisition(s, SYSTEM.read(choice).system, policy);
      return done;
    }
    return armsThen(s, f, policy, ARMS.readAll(choice).map((x) => x.seat), regents(s));
  },
};

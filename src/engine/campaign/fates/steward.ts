/**
 * Fate 1, the Steward (ARCS-FATE01; Fate Set ARCS-F101…F126): its three Acts (setup, objective,
 * Resolution), and the effects of every card of its set. Card moves are data
 * (data/campaign/fate-steps.ts, carried out by framework.ts); this module is the rest. Each entry
 * quotes the printed text it implements (cards.csv, errata.md applied) and the FAQ rows it follows.
 *
 * Where other campaign areas were being written at the same time, small local functions stand in
 * and are marked `// LEAD:`. Imperial Quorum's Demand and Imperial Action are the events' Govern
 * frame (campaign/events/edicts.ts). Titles are campaign/empire/titles.ts (becoming an Outlaw there
 * buries the "Bury this if you're an Outlaw" cards, whatever the route). The Steward's objectives
 * count the Empire's own control ("where the Empire controls", "controlled by the Empire"), never
 * the First Regent's scoring control, so control.ts controlsForScoring is not needed here.
 */
import { boardCount } from '../flagship/board.ts';
import { AMBITIONS, type Ambition } from '../../../data/action-cards.ts';
import { findCard } from '../../../data/cards.ts';
import { IMPERIAL_COUNCIL } from '../../../data/campaign/components.ts';
import { DICE } from '../../../data/dice.ts';
import { CLUSTER_IDS, SYSTEMS, type ClusterId, type Resource, type SystemId } from '../../../data/map.ts';
import { buildingsOnMap, log, returnAgents, returnPieces, seatName, shipsOf, sys, tidy, turnOrder } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { isSeat, titleOf } from '../../control.ts';
import { cardName, securableSlots, secureCard } from '../../court.ts';
import { ambitionMsg, discardAbility } from '../../court/common.ts';
import { GUILD_EFFECTS } from '../../court/guilds.ts';
import { destroyedShipsToSupply, fired, weaponIcons, type CardEffect } from '../../effects.ts';
import { markerValues } from '../../frames/flow.ts';
import { rerolledDice } from '../../frames/battle.ts';
import { gainFrames } from '../../frames/resources.ts';
import { heldTokens, takeToken } from '../../holdings.ts';
import { card, msg, resource } from '../../messages.ts';
import { rollFace } from '../../rng.ts';
import { call, done, opt, thenRun, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { symbolRolled, rolledCluster } from '../dice.ts';
import type { EventRoll } from '../types.ts';
import {
  empireControls, expandTheEmpire, governPolicy, governSlot, systemsOfCluster,
} from './steward-rules.ts';

export * from './steward-rules.ts';
import { bury, discardCard } from './moves.ts';
import { flipCouncilInSession } from '../court/rules.ts';
import { becomeOutlaw, becomeRegent, buryOutlawCards, firstRegentHeirs, regents } from '../empire/titles.ts';
import { advanceObjective } from './objective.ts';
import { crisisHitShips } from '../flagship/crisis.ts';


/* ------------------------------------------------------------ local stand-ins */

/**
 * Imperial Quorum, First: "The First Regent collects the Demand" of the Policy in force (Edict 03's
 * top card: Govern the Imperial Reach, or Govern with Authority in Act III), by the events' Govern frame.
 */
function collectDemandFrames(s: GameState): Frame[] {
  const top = governSlot(s)?.[0];
  return top === undefined ? [] : [{ k: 'campaign/govern', card: top, part: 'demand' }];
}

/** Imperial Quorum, Second: `seat` takes the Imperial Action of the Policy in force (the events' Govern frame). */
function imperialActionFrames(s: GameState, seat: Seat): Frame[] {
  const top = governSlot(s)?.[0];
  return top === undefined ? [] : [{ k: 'campaign/govern', card: top, step: 'action', actor: seat }];
}

/* -------------------------------------------------------------- the Council */

/**
 * "Flip the Imperial Council to In Session." FAQ (Council Intrigue, Council Insiders): "Can I flip
 * the Council while it is not in the Court? Yes! In this case, return it to the Court. It won't
 * resolve this round."
 */
export function councilToSession(s: GameState): void {
  // The campaign Court's rule (Council Intrigue CC12 says the same): one implementation.
  flipCouncilInSession(s);
}

function councilIndex(s: GameState): number {
  return s.court.findIndex((x) => x.card === IMPERIAL_COUNCIL.cardId);
}

/* ------------------------------------------------------------------- hits */

/**
 * Hit a seat's ships in a system `n` times as a Crisis does (the events' rule: fresh ships first, a
 * hit damages a fresh ship and destroys a damaged one; a Flagship's board takes hits only once no
 * other fresh ship remains, campaign p.24). Returns the hits dealt.
 */
function hitShips(s: GameState, owner: Seat | 'empire', id: SystemId, n: number): number {
  const st = sys(s, id);
  const { left } = crisisHitShips(s, st, owner, n);
  tidy(st);
  return n - left;
}

function imperialShipsIn(s: GameState, id: SystemId): { fresh: number; damaged: number } {
  const g = sys(s, id).ships.find((x) => x.owner === 'empire');
  return { fresh: g?.fresh ?? 0, damaged: g?.damaged ?? 0 };
}

/** Navy Reprisal's Crisis in some systems: "Each Imperial ship hits 1 ship of each Outlaw in its system, fresh ships first." */
function navyReprisal(s: GameState, ids: readonly SystemId[]): void {
  for (const id of ids) {
    const imp = imperialShipsIn(s, id);
    const n = imp.fresh + imp.damaged;
    if (n === 0) continue;
    for (const seat of turnOrder(s)) {
      if (titleOf(s, seat) !== 'outlaw') continue;
      const hits = hitShips(s, seat, id, n);
      if (hits > 0) log(s, `Navy Reprisal: ${hits} hit${hits === 1 ? '' : 's'} on ${seatName(s, seat)}'s ships in ${id}.`);
    }
  }
}

/** Hit each Imperial ship in these systems once. */
function hitImperialShips(s: GameState, ids: readonly SystemId[]): void {
  for (const id of ids) {
    const imp = imperialShipsIn(s, id);
    // Each ship once: the fresh ones become damaged, the damaged ones are destroyed.
    const g = sys(s, id).ships.find((x) => x.owner === 'empire');
    if (!g || imp.fresh + imp.damaged === 0) continue;
    g.fresh = 0;
    g.damaged = imp.fresh;
    if (imp.damaged > 0) destroyedShipsToSupply(s, 'empire', imp.damaged); // The Dead Live (ARCS-F2204)
    tidy(sys(s, id));
  }
}

/** Imperial Defectors' Crisis in a cluster: "replace all Imperial ships with ships of the Outlaw earliest in turn order." (Also the Admiral's copies, admiral.ts.) */
export function defect(s: GameState, cluster: ClusterId): void {
  const outlaw = turnOrder(s).find((seat) => titleOf(s, seat) === 'outlaw');
  if (outlaw === undefined) {
    log(s, 'Imperial Defectors: there is no Outlaw.');
    return;
  }
  const p = s.players[outlaw]!;
  for (const id of systemsOfCluster(s, cluster)) {
    const imp = imperialShipsIn(s, id);
    if (imp.fresh + imp.damaged === 0) continue;
    const g = sys(s, id).ships.find((x) => x.owner === 'empire')!;
    g.fresh = 0;
    g.damaged = 0;
    returnPieces(s, 'empire', 'ship', imp.fresh + imp.damaged);
    // Replacing keeps the piece's side (Summits: "If the old piece was damaged, the new piece is placed damaged"); as many as the supply holds.
    const fresh = Math.min(imp.fresh, p.supply.ships);
    p.supply.ships -= fresh;
    const damaged = Math.min(imp.damaged, p.supply.ships);
    p.supply.ships -= damaged;
    const mine = shipsOf(sys(s, id), outlaw);
    mine.fresh += fresh;
    mine.damaged += damaged;
    tidy(sys(s, id));
    log(s, `Imperial Defectors: ${imp.fresh + imp.damaged} Imperial ship${imp.fresh + imp.damaged === 1 ? '' : 's'} in ${id} replaced by ${fresh + damaged} of ${seatName(s, outlaw)}'s.`);
  }
}

/* ---------------------------------------------------------------- option ids */

/** Dealmakers: `card:<court slot>:<rival>`. */
const BARGAIN = choices({ card: { slot: field.int, rival: field.int } });
/** Yes / no. */
const YES_NO = choices({ yes: {}, no: {} });
/** Navy Reprisal when secured: `reprisal:<cluster>`, `hit:<cluster>`, `no`. */
const REPRISAL = choices({ reprisal: { cluster: field.int }, hit: { cluster: field.int }, no: {} });
/** Imperial Defectors when secured: `cluster:<n>`, `no`; then `bury` / `discard`. */
const DEFECTORS = choices({ cluster: { cluster: field.int }, no: {}, bury: {}, discard: {} });
/** Hunter Squads: `die:<index>` to reroll (each once), `done`. */
const HUNT = choices({ die: { index: field.int }, done: {} });
/** Council Insiders: `flip`, `influence`, `no`. */
const INSIDERS = choices({ flip: {}, influence: {}, no: {} });
/** A Govern card on top (`top:<card>`) or keep the policy (`keep`). */
const GOVERN = choices({ top: { card: field.word }, keep: {} });
/** Imperial Sponsor: `box:<ambition>`, `keep`; then `res:<place>`, `no`. */
const SPONSOR = choices({ box: { ambition: field.word }, keep: {}, res: { place: field.word }, no: {} });
/** The Sponsored ambition: `take:<resource>` from the Trust. */
const SPONSORED = choices({ take: { resource: field.resource } });
/** Tax Collectors: `board` (from the Outlaw's board) or `supply`. */
const TAX_FROM = choices({ board: {}, supply: {} });

/* ---------------------------------------------------------- frame handlers */

type H<K extends StewardFrame['k']> = Handler<FrameOf<K>>;

/** Steward frames (joined into FateFrame, fates/types.ts). */
export type StewardFrame =
  /** Steward Act III Setup 4: the First Regent chooses which Govern with Authority card is on top. */
  | { k: 'campaign/steward-govern-top'; seat: Seat }
  /** Dealmakers, Bargain (Secure): choose, then `n` influences, then one secure. */
  | { k: 'campaign/steward-bargain'; seat: Seat; phase: 'choose' | 'influence' | 'secure' | 'done'; n: number }
  /** Navy Reprisal, When Secured. */
  | { k: 'campaign/steward-reprisal'; seat: Seat }
  /** Imperial Defectors, When Secured: the cluster, then bury or discard. */
  | { k: 'campaign/steward-defectors'; seat: Seat; card: string; phase: 'cluster' | 'dispose' }
  /** Hunter Squads: assault dice chosen for one reroll. */
  | { k: 'campaign/steward-hunt'; attacker: Seat; faces: { skirmish: number[]; assault: number[]; raid: number[] }; limit: number; chosen: number[] }
  /** Council Insiders, after securing a Guild card. */
  | { k: 'campaign/steward-insiders'; seat: Seat }
  /** Imperial Quorum: the Imperial Action by the Regent with the most starports, the Policy change by the one with the most cities. */
  | { k: 'campaign/steward-quorum'; part: 'action' | 'policy'; seat: Seat }
  /** Imperial Sponsor (Edict 05): place the Sponsored token, then add a resource to the Trust. */
  | { k: 'campaign/steward-sponsor'; seat: Seat; phase: 'place' | 'trust' }
  /** The Sponsored ambition was declared: take 1 resource from the Imperial Trust (which, when several types). */
  | { k: 'campaign/steward-sponsored'; seat: Seat }
  /** Tax Collectors (`card`): taxing an Outlaw's city, the taxer may take the resource from their board instead of the supply (act/tax pushes it). */
  | { k: 'campaign/steward-tax'; seat: Seat; from: Seat; resource: Resource; card: string };

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[]): Step => ({ t: 'ask', seat, prompt, options });

/** Steward Act III Setup 4. */
const governTop: H<'campaign/steward-govern-top'> = {
  step(s, f) {
    const slot = governSlot(s);
    if (!slot || slot.length < 2) return done;
    return ask(f.seat, msg('campaign.steward.govern-top'), slot.map((id) => opt(GOVERN.id('top', { card: id }), msg('campaign.steward.policy', { card: card(id), policy: governPolicy(id)!.policy }))));
  },
  resume(s, _f, choice) {
    const c = GOVERN.read(choice);
    if (c.tag === 'top') putOnTop(s, c.card);
    return done;
  },
};

function putOnTop(s: GameState, id: string): void {
  const slot = governSlot(s)!;
  slot.splice(slot.indexOf(id), 1);
  slot.unshift(id);
  log(s, `The Imperial Policy is now ${governPolicy(id)!.policy} (${cardName(id)}).`);
}

/** Court cards a Rival could secure, with that Rival. */
function bargainTargets(s: GameState, seat: Seat): { slot: number; rival: Seat }[] {
  const out: { slot: number; rival: Seat }[] = [];
  for (const p of s.players) {
    if (p.seat === seat) continue;
    for (const slot of securableSlots(s, p.seat)) out.push({ slot, rival: p.seat });
  }
  return out.sort((a, b) => a.slot - b.slot || a.rival - b.rival);
}

/**
 * "Bargain (Secure): Choose a Court card that a Rival could secure. They secure it but return agents
 * they would capture. You influence once for each agent they had on the card, then you secure once."
 * FAQ: the Court is refilled before you influence and secure.
 */
const bargain: H<'campaign/steward-bargain'> = {
  step(s, f) {
    if (f.phase === 'choose') {
      return ask(f.seat, msg('campaign.steward.bargain'), bargainTargets(s, f.seat).map((t) => opt(BARGAIN.id('card', t), msg('campaign.steward.bargain.option', { card: card(s.court[t.slot]!.card), owner: { owner: t.rival } }))));
    }
    if (f.phase === 'influence') {
      if (f.n > 0 && s.players[f.seat]!.supply.agents > 0 && s.court.length > 0) {
        f.n -= 1;
        return call({ k: 'act/influence', seat: f.seat });
      }
      f.phase = 'secure';
    }
    if (f.phase === 'secure') {
      f.phase = 'done';
      if (securableSlots(s, f.seat).length > 0) return call({ k: 'act/secure', seat: f.seat });
    }
    return done;
  },
  resume(s, f, choice) {
    const { slot, rival } = BARGAIN.read(choice) as { slot: number; rival: Seat };
    fired(s, 'ARCS-F103');
    const had = s.court[slot]!.agents[rival] ?? 0;
    const before = [...s.players[rival]!.captives];
    log(s, `${seatName(s, f.seat)} bargains: ${seatName(s, rival)} secures ${cardName(s.court[slot]!.card)}.`);
    const frames = secureCard(s, rival, slot, { ransack: false });
    // They return the agents they would capture.
    const p = s.players[rival]!;
    p.captives.forEach((n, owner) => {
      const extra = n - (before[owner] ?? 0);
      if (extra > 0) {
        p.captives[owner] = n - extra;
        returnAgents(s, owner, extra);
      }
    });
    f.phase = 'influence';
    f.n = had;
    return call(...frames);
  },
};

/** "When Secured: You may resolve the Crisis in one cluster you choose, or you may hit all Imperial ships in a cluster you choose. Bury this card." */
const reprisal: H<'campaign/steward-reprisal'> = {
  step(s, f) {
    const options = [opt(REPRISAL.id('no'), msg('campaign.steward.no'))];
    for (const cluster of CLUSTER_IDS) {
      if (systemsOfCluster(s, cluster).length === 0) continue;
      options.push(opt(REPRISAL.id('reprisal', { cluster }), msg('campaign.steward.reprisal.crisis', { n: cluster })));
      options.push(opt(REPRISAL.id('hit', { cluster }), msg('campaign.steward.reprisal.hit', { n: cluster })));
    }
    return ask(f.seat, msg('campaign.steward.reprisal'), options);
  },
  resume(s, f, choice) {
    const c = REPRISAL.read(choice);
    if (c.tag === 'reprisal') navyReprisal(s, systemsOfCluster(s, c.cluster as ClusterId));
    if (c.tag === 'hit') hitImperialShips(s, systemsOfCluster(s, c.cluster as ClusterId));
    bury(s, 'ARCS-F115');
    void f;
    return done;
  },
};

/** "When Secured: You may resolve the Crisis in any cluster. Bury or discard this card." */
const defectors: H<'campaign/steward-defectors'> = {
  step(s, f) {
    if (f.phase === 'cluster') {
      const options = [opt(DEFECTORS.id('no'), msg('campaign.steward.no'))];
      for (const cluster of CLUSTER_IDS) if (systemsOfCluster(s, cluster).length > 0) options.push(opt(DEFECTORS.id('cluster', { cluster }), msg('campaign.steward.cluster', { n: cluster })));
      return ask(f.seat, msg('campaign.steward.defectors', { card: card(f.card) }), options);
    }
    return ask(f.seat, msg('campaign.steward.bury-or-discard', { card: card(f.card) }), [opt(DEFECTORS.id('bury'), msg('campaign.steward.bury')), opt(DEFECTORS.id('discard'), msg('campaign.steward.discard'))]);
  },
  resume(s, f, choice) {
    const c = DEFECTORS.read(choice);
    if (c.tag === 'cluster') defect(s, c.cluster as ClusterId);
    if (c.tag === 'cluster' || c.tag === 'no') {
      f.phase = 'dispose';
      return call();
    }
    if (c.tag === 'bury') bury(s, f.card);
    else discardCard(s, f.card);
    return done;
  },
};

/** Hunter Squads: "you may reroll assault dice up to your total Weapons resources and cards." (FAQ: only once.) */
const hunt: H<'campaign/steward-hunt'> = {
  step(s, f) {
    const options = [opt(HUNT.id('done'), msg(f.chosen.length === 0 ? 'campaign.steward.hunt.none' : 'campaign.steward.hunt.roll', { n: f.chosen.length }))];
    if (f.chosen.length < f.limit) {
      f.faces.assault.forEach((face, index) => {
        if (f.chosen.includes(index)) return;
        const d = DICE.assault[face]!;
        options.push(opt(HUNT.id('die', { index }), msg('campaign.steward.hunt.die', { n: index + 1, hit: d.hit, self: d.self, intercept: d.intercept })));
      });
    }
    return ask(f.attacker, msg('campaign.steward.hunt', { n: f.limit }), options);
  },
  resume(s, f, choice) {
    const c = HUNT.read(choice);
    if (c.tag === 'die') {
      f.chosen.push(c.index);
      return call();
    }
    if (f.chosen.length === 0) return rerolledDice(f.faces);
    const assault = f.faces.assault.map((face, i) => (f.chosen.includes(i) ? rollFace(s) : face));
    fired(s, 'ARCS-F107');
    log(s, `${seatName(s, f.attacker)} rerolls ${f.chosen.length} assault ${f.chosen.length === 1 ? 'die' : 'dice'} (Hunter Squads).`);
    return rerolledDice({ ...f.faces, assault });
  },
};

/** Council Insiders: "you may flip the Imperial Council to In Session or you may influence the Imperial Council if it is already In Session." */
const insiders: H<'campaign/steward-insiders'> = {
  step(s, f) {
    const c = s.campaign!;
    const options = [opt(INSIDERS.id('no'), msg('campaign.steward.no'))];
    if (c.council === 'decided') options.push(opt(INSIDERS.id('flip'), msg('campaign.steward.insiders.flip')));
    else if (councilIndex(s) >= 0 && s.players[f.seat]!.supply.agents > 0) options.push(opt(INSIDERS.id('influence'), msg('campaign.steward.insiders.influence')));
    if (options.length === 1) return done;
    return ask(f.seat, msg('campaign.steward.insiders'), options);
  },
  resume(s, f, choice) {
    const c = INSIDERS.read(choice);
    if (c.tag === 'no') return done;
    fired(s, 'ARCS-F116');
    if (c.tag === 'flip') councilToSession(s);
    else {
      s.players[f.seat]!.supply.agents -= 1;
      s.court[councilIndex(s)]!.agents[f.seat]! += 1;
      log(s, `${seatName(s, f.seat)} places an agent on the Imperial Council (Council Insiders).`);
    }
    return done;
  },
};

/**
 * The Regent with strictly the most buildings of a type built (Imperial Quorum; a tie: nobody).
 * ARCS-F113: "most starports built" and "most cities built" include those on Flagship boards.
 */
function mostBuilt(s: GameState, type: 'city' | 'starport'): Seat | null {
  const seats = regents(s);
  if (seats.length === 0) return null;
  const counts = seats.map((seat) => ({ seat, n: buildingsOnMap(s, seat, type) + boardCount(s, seat, type) }));
  const top = Math.max(...counts.map((x) => x.n));
  const at = counts.filter((x) => x.n === top);
  return at.length === 1 ? at[0]!.seat : null;
}

/** Imperial Quorum's Second and Third parts. */
const quorum: H<'campaign/steward-quorum'> = {
  step(s, f) {
    if (f.part === 'action') return ask(f.seat, msg('campaign.steward.quorum.action'), [opt(YES_NO.id('yes'), msg('campaign.steward.yes')), opt(YES_NO.id('no'), msg('campaign.steward.no'))]);
    const slot = governSlot(s);
    if (!slot || slot.length < 2) return done;
    return ask(f.seat, msg('campaign.steward.quorum.policy'), [
      opt(GOVERN.id('keep'), msg('campaign.steward.keep-policy', { card: card(slot[0]!), policy: governPolicy(slot[0]!)!.policy })),
      ...slot.slice(1).map((id) => opt(GOVERN.id('top', { card: id }), msg('campaign.steward.policy', { card: card(id), policy: governPolicy(id)!.policy }))),
    ]);
  },
  resume(s, f, choice) {
    if (f.part === 'action') return YES_NO.read(choice).tag === 'yes' ? thenRun(...imperialActionFrames(s, f.seat)) : done;
    const c = GOVERN.read(choice);
    if (c.tag === 'top') putOnTop(s, c.card);
    return done;
  },
};

/** Imperial Sponsor (Edict 05). FAQ: the First Regent may add a resource to the Trust even if the token did not move. */
const sponsor: H<'campaign/steward-sponsor'> = {
  step(s, f) {
    const c = s.campaign!;
    if (f.phase === 'place') {
      const open = AMBITIONS.filter((a) => s.ambitions[a].length === 0 && a !== c.sponsored);
      const options = open.map((a) => opt(SPONSOR.id('box', { ambition: a }), msg('campaign.steward.sponsor.box', { ambition: ambitionMsg(a) })));
      if (c.sponsored !== undefined && c.sponsored !== 'tile') options.unshift(opt(SPONSOR.id('keep'), msg('campaign.steward.sponsor.keep', { ambition: ambitionMsg(c.sponsored) })));
      if (options.length > 0) return ask(f.seat, msg('campaign.steward.sponsor'), options);
      f.phase = 'trust';
    }
    const tokens = heldTokens(s, f.seat);
    if (tokens.length === 0) return done;
    return ask(f.seat, msg('campaign.steward.sponsor.trust'), [opt(SPONSOR.id('no'), msg('campaign.steward.no')), ...tokens.map((t) => opt(SPONSOR.id('res', { place: t.place }), msg('campaign.steward.resource', { resource: resource(t.resource) })))]);
  },
  resume(s, f, choice) {
    const c = s.campaign!;
    const x = SPONSOR.read(choice);
    if (x.tag === 'box') {
      c.sponsored = x.ambition as Ambition;
      log(s, `${seatName(s, f.seat)} places the Sponsored token on the ${x.ambition} ambition box.`);
    }
    if (x.tag === 'box' || x.tag === 'keep') {
      f.phase = 'trust';
      return call();
    }
    if (x.tag === 'res') {
      const r = takeToken(s, f.seat, x.place);
      c.trust.push(r);
      log(s, `${seatName(s, f.seat)} adds a ${r} to the Imperial Trust.`);
    }
    return done;
  },
};

/** "They must take 1 resource from the Imperial Trust" (which type, when the Trust holds several). */
const sponsored: H<'campaign/steward-sponsored'> = {
  step(s, f) {
    const types = [...new Set(s.campaign!.trust)];
    if (types.length === 0) return done;
    return ask(f.seat, msg('campaign.steward.sponsored'), types.map((r) => opt(SPONSORED.id('take', { resource: r }), msg('campaign.steward.resource', { resource: resource(r) }))));
  },
  resume(s, f, choice) {
    const r = SPONSORED.read(choice).resource;
    takeFromTrust(s, r);
    return thenRun(gainFrames(f.seat, r));
  },
};

/** Tax Collectors (F106): "When you tax an Outlaw's city, you may take the resource from their player board." */
const taxBoard: H<'campaign/steward-tax'> = {
  step(s, f) {
    if (!s.players[f.from]!.resources.includes(f.resource)) return thenRun(gainFrames(f.seat, f.resource));
    return ask(f.seat, msg('campaign.wiring.tax', { card: card(f.card), owner: { owner: f.from }, resource: resource(f.resource) }), [
      opt(TAX_FROM.id('board'), msg('campaign.wiring.tax.board', { owner: { owner: f.from }, resource: resource(f.resource) })),
      opt(TAX_FROM.id('supply'), msg('campaign.wiring.tax.supply', { resource: resource(f.resource) })),
    ]);
  },
  resume(s, f, choice) {
    if (TAX_FROM.read(choice).tag === 'supply') return thenRun(gainFrames(f.seat, f.resource));
    fired(s, f.card);
    takeToken(s, f.from, String(s.players[f.from]!.resources.indexOf(f.resource)));
    log(s, `${seatName(s, f.seat)} takes the ${f.resource} from ${seatName(s, f.from)}'s board (${cardName(f.card)}).`);
    return thenRun(gainFrames(f.seat, f.resource, true));
  },
};

/** A resource leaves the Trust for the supply, from where the taker gains it (res/gain). */
function takeFromTrust(s: GameState, r: Resource): void {
  const c = s.campaign!;
  c.trust.splice(c.trust.indexOf(r), 1);
  s.supply[r] += 1;
}

export const STEWARD_HANDLERS = {
  'campaign/steward-govern-top': governTop,
  'campaign/steward-bargain': bargain,
  'campaign/steward-reprisal': reprisal,
  'campaign/steward-defectors': defectors,
  'campaign/steward-hunt': hunt,
  'campaign/steward-insiders': insiders,
  'campaign/steward-quorum': quorum,
  'campaign/steward-sponsor': sponsor,
  'campaign/steward-sponsored': sponsored,
  'campaign/steward-tax': taxBoard,
} as const;

/* -------------------------------------------------------------- card effects */

/** Lesser Regent (F110, F111, F120, F121): "Prelude: You may discard this to declare any ambition." (FAQ: even with no Available marker.) */
const lesserRegent = (id: string): CardEffect => ({
  id,
  prelude: discardAbility(msg('campaign.steward.lesser-regent'), (_s, seat) => [{ k: 'fx/declare', seat, card: id, ambitions: [...AMBITIONS] }], id),
});

/** Imperial Defectors (F118, F119). */
const imperialDefectors = (id: string): CardEffect => ({
  id,
  // "Crisis: In the rolled cluster, replace all Imperial ships with ships of the Outlaw earliest in turn order. Bury this card."
  crisis(s, _holder, roll) {
    fired(s, id);
    defect(s, rolledCluster(roll));
    bury(s, id);
    return [];
  },
  whenSecured: (_s, seat) => [{ k: 'campaign/steward-defectors', seat, card: id, phase: 'cluster' }],
});

export const STEWARD_EFFECTS: readonly CardEffect[] = [
  {
    // F101B Imperial Authority (objective): "Each time you win an ambition while you're the First Regent, advance 1 for each
    // Power you gain from it." (Bonus city Power counts.)
    id: 'ARCS-F101B',
    ambitionsScored(s, seat, results) {
      if (s.campaign?.firstRegent !== seat) return;
      for (const r of results) {
        if (r.first.length === 1 && r.first[0] === seat && (r.gains[seat] ?? 0) > 0) {
          fired(s, 'ARCS-F101B');
          advanceObjective(s, seat, r.gains[seat]!);
        }
      }
    },
  },
  {
    // F102 Imperial Authority: "Bury this if you're an Outlaw. You may tax any cities controlled by the Empire like they are
    // Loyal, ignoring the Empire's Presence and Truce Laws. (Don't take Captives.)"
    id: 'ARCS-F102',
    buryIfOutlaw: true,
    taxLikeLoyal: (s, holder, id) => titleOf(s, holder) === 'regent' && empireControls(s, id),
  },
  {
    // F103 Dealmakers: "Bargain (Secure): …" (frame above).
    id: 'ARCS-F103',
    newActions: [{ key: 'bargain', name: 'Bargain', replaces: 'secure', can: (s, seat) => bargainTargets(s, seat).length > 0, start: (_s, seat) => [{ k: 'campaign/steward-bargain', seat, phase: 'choose', n: 0 }] }],
  },
  {
    // F105 Council Intrigue (Vox). "Crisis: Flip the Imperial Council to In Session. Move agents from here to it. Bury this card."
    id: 'ARCS-F105',
    crisis(s) {
      fired(s, 'ARCS-F105');
      councilToSession(s);
      const here = s.court.findIndex((x) => x.card === 'ARCS-F105');
      const council = councilIndex(s);
      if (here >= 0 && council >= 0) {
        s.court[here]!.agents.forEach((n, owner) => (s.court[council]!.agents[owner]! += n));
        s.court[here]!.agents = s.players.map(() => 0);
      }
      bury(s, 'ARCS-F105');
      return [];
    },
    // "When Secured: Flip the Imperial Council to In Session. You may move any Loyal agents from here to other Court cards
    // (even the Council). Bury this card." The text of the Court's Council Intrigue (CC12): its frame. The securer's agents
    // on the card have just returned to their supply (court.ts secureCard, ctx.returned): they may place that many.
    whenSecured(s, seat, ctx) {
      councilToSession(s);
      const n = ctx?.returned ?? 0;
      return n > 0 ? [{ k: 'campaign/court/intrigue', seat, left: n }] : [];
    },
    afterSecured: 'bury',
  },
  {
    // F106 Tax Collectors: "Bury this if you're an Outlaw. When you tax an Outlaw's city, you may take the resource from their player board."
    id: 'ARCS-F106',
    buryIfOutlaw: true,
    taxFromBoard: (s, holder, owner) => titleOf(s, holder) === 'regent' && isSeat(owner) && titleOf(s, owner) === 'outlaw',
    whenSecured(s) {
      buryOutlawCards(s);
      return [];
    },
  },
  {
    // F107 Hunter Squads: "When attacking an Outlaw in battle, you may reroll assault dice up to your total Weapons resources
    // and cards. Prelude: You may discard this to place 3 ships in a system you control."
    id: 'ARCS-F107',
    afterRoll(s, seat, ctx) {
      if (!isSeat(ctx.defender) || titleOf(s, ctx.defender) !== 'outlaw') return null;
      const limit = weaponIcons(s, seat);
      if (limit === 0 || ctx.faces.assault.length === 0) return null;
      return { k: 'campaign/steward-hunt', attacker: seat, faces: { skirmish: [...ctx.faces.skirmish], assault: [...ctx.faces.assault], raid: [...ctx.faces.raid] }, limit, chosen: [] };
    },
    prelude: discardAbility(msg('court.discard.place-3'), (_s, seat) => [{ k: 'fx/place-3', seat, card: 'ARCS-F107' }], 'ARCS-F107'),
  },
  {
    // F108 Imperial Protectors (Law): "Blight Crises do not happen in systems controlled by the Empire. (That is, in systems with any fresh Imperial ships.)"
    id: 'ARCS-F108',
    noBlightCrisis: (s, id) => empireControls(s, id),
  },
  {
    // F109 Empire Falls (Vox). "Crisis: If ▲ was rolled, all Regents become Outlaws, hit each Imperial ship on the map, and discard this card."
    id: 'ARCS-F109',
    crisis(s, _holder, roll: EventRoll) {
      if (!symbolRolled(roll, 'arrow')) return [];
      fired(s, 'ARCS-F109');
      const c = s.campaign!;
      // Every Regent leaves; the First Regent last, so the Trust returns with them (our reading of Leave the Empire for all at once).
      const all = regents(s);
      for (const seat of [...all.filter((x) => x !== c.firstRegent), ...all.filter((x) => x === c.firstRegent)]) becomeOutlaw(s, seat, firstRegentHeirs(s, seat)[0]);
      hitImperialShips(s, SYSTEMS.filter((d) => s.map[d.id] !== undefined).map((d) => d.id));
      discardCard(s, 'ARCS-F109');
      return [];
    },
    // "When Secured: You may take any Loyal agents from here and place them on other Court cards. Bury this card."
    // As Council Intrigue's: the securer's agents just returned from the card (ctx.returned) may be placed.
    whenSecured(_s, seat, ctx) {
      const n = ctx?.returned ?? 0;
      return n > 0 ? [{ k: 'campaign/court/intrigue', seat, left: n, card: 'ARCS-F109' }] : [];
    },
    afterSecured: 'bury',
  },
  lesserRegent('ARCS-F110'),
  lesserRegent('ARCS-F111'),
  {
    // F112B Steward Act II Objective: "At the end of each chapter, if you're the First Regent, advance 1 for each cluster where
    // the Empire controls any systems. … advance 1 for each resource in the First Regent's Imperial Trust. You advance this way
    // even if you're not First Regent."
    id: 'ARCS-F112B',
    afterScoring(s, seat) {
      const n = expandTheEmpire(s, seat);
      if (n > 0) fired(s, 'ARCS-F112B');
      advanceObjective(s, seat, n);
      return [];
    },
  },
  {
    // F113 Imperial Quorum (Edict 02): "Resolve the effects of Edict 03 … as follows, then skip Edict 03 itself. First, Collect
    // Demand: The First Regent collects the Demand. Second, Take Action: The Regent with the most starports built may take the
    // Imperial Action. On a tie, skip this. Third, Change Policy: The Regent with the most cities built may change the Policy
    // of Edict 03. On a tie, skip this."
    id: 'ARCS-F113',
    skipsEdict: [3],
    edict(s) {
      const c = s.campaign!;
      if (!governSlot(s)) return [];
      fired(s, 'ARCS-F113');
      const frames: Frame[] = [];
      if (c.firstRegent !== null) frames.push(...collectDemandFrames(s));
      const starports = mostBuilt(s, 'starport');
      if (starports !== null) frames.push({ k: 'campaign/steward-quorum', part: 'action', seat: starports });
      else log(s, 'Imperial Quorum: no single Regent has the most starports; the Imperial Action is skipped.');
      const cities = mostBuilt(s, 'city');
      if (cities !== null) frames.push({ k: 'campaign/steward-quorum', part: 'policy', seat: cities });
      else log(s, 'Imperial Quorum: no single Regent has the most cities; the Policy stays.');
      return frames;
    },
  },
  {
    // F115 Navy Reprisal (Vox). "Crisis: Each Imperial ship hits 1 ship of each Outlaw in its system, fresh ships first. Bury this card."
    id: 'ARCS-F115',
    crisis(s) {
      fired(s, 'ARCS-F115');
      navyReprisal(s, SYSTEMS.filter((d) => s.map[d.id] !== undefined).map((d) => d.id));
      bury(s, 'ARCS-F115');
      return [];
    },
    whenSecured: (_s, seat) => [{ k: 'campaign/steward-reprisal', seat }],
  },
  {
    // F116 Council Insiders: "When you secure a Guild card, you may flip the Imperial Council to In Session or you may influence the Imperial Council if it is already In Session."
    id: 'ARCS-F116',
    afterSecure: (_s, seat, id) => (isGuild(id) ? [{ k: 'campaign/steward-insiders', seat }] : []),
  },
  {
    // F117 Galactic Bards: the same text as the base Galactic Bards (ARCS-BC25): its effect, under this card's name.
    id: 'ARCS-F117',
    onPlay(s, seat, play) {
      const base = GUILD_EFFECTS.find((e) => e.id === 'ARCS-BC25')!;
      return base.onPlay!(s, seat, play).map((f) => (f.k === 'fx/declare' ? { ...f, card: 'ARCS-F117' } : f));
    },
  },
  imperialDefectors('ARCS-F118'),
  imperialDefectors('ARCS-F119'),
  lesserRegent('ARCS-F120'),
  lesserRegent('ARCS-F121'),
  {
    // F123 Imperial Sponsor (Edict 05): "The First Regent must place the Sponsored token on an undeclared ambition box. (If it's
    // already placed, they may keep it on its current ambition box.) Then, they may add 1 resource they have to the Imperial Trust.
    // When a player declares the Sponsored ambition, they must take 1 resource from the Imperial Trust, gain the Power for second
    // place on the placed ambition marker, and return the Sponsored token to the First Regent tile. If they are an Outlaw, they
    // become a Regent." FAQ: the token does not return: it remains on its current ambition.
    id: 'ARCS-F123',
    edict(s) {
      const c = s.campaign!;
      if (c.firstRegent === null) return [];
      fired(s, 'ARCS-F123');
      return [{ k: 'campaign/steward-sponsor', seat: c.firstRegent, phase: 'place' }];
    },
    onDeclare(s, seat, ambition) {
      const c = s.campaign!;
      if (c.sponsored !== ambition) return [];
      fired(s, 'ARCS-F123');
      const marker = s.ambitions[ambition][s.ambitions[ambition].length - 1];
      const m = s.markers.find((x) => x.id === marker);
      if (m) {
        const second = markerValues(m.id, m.flipped)[1];
        s.players[seat]!.power += second;
        log(s, `${seatName(s, seat)} declares the Sponsored ambition and gains ${second} Power.`);
      }
      if (titleOf(s, seat) === 'outlaw') becomeRegent(s, seat);
      return [{ k: 'campaign/steward-sponsored', seat }];
    },
  },
  // F124-F126 Govern with Authority (Edict 03 in Act III): resolved by the events' Govern the Imperial Reach through
  // governPolicy(); no effect of their own.
];

function isGuild(id: string): boolean {
  return findCard(id)?.kind === 'guild';
}

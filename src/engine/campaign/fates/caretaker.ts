/**
 * Fate 5, the Caretaker (ARCS-FATE05; Fate Set ARCS-F501…F521): the effects of its cards and its
 * frames. Its Acts (setup, Resolution, grand ambitions) and the Golems' bookkeeping are
 * caretaker-rules.ts; card moves are data (data/campaign/fate-steps.ts). Each entry quotes the
 * printed text it implements (cards.csv) and the FAQ rows it follows (faq.csv).
 *
 * Golem Actions (F506, a Law in the rules booklet) is everyone's rule: its Prelude is offered to
 * every seat with an Awake Golem (effects.ts preludeOptions asks the booklet's cards too).
 */
import { AMBITIONS } from '../../../data/action-cards.ts';
import { findCard } from '../../../data/cards.ts';
import { RESOURCES, SYSTEMS, type SystemId } from '../../../data/map.ts';
import { addTrophy, log, placementSystem, returnCityToBoard, seatName, sys, tidy, turnOrder } from '../../board.ts';
import { choices, field, ownerField } from '../../choices.ts';
import { controller, isSeat, mayHarm } from '../../control.ts';
import { attachCard, attachTargets, forcedAttachTargets } from '../../court-slots.ts';
import { type CardEffect, destroyedShipsToSupply, effectHarm, fired, isProtectedGuild, noteRivalMoveIn } from '../../effects.ts';
import { ambitionCount, phantomCount, rankAmbition, type Placer } from '../../frames/chapter.ts';
import { gainFrames } from '../../frames/resources.ts';
import { setLoreTokens } from '../../holdings.ts';
import { card, msg, resource, system } from '../../messages.ts';
import { call, done, opt, thenRun, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Owner, Seat } from '../../types.ts';
import { rollForEvent } from '../events/event.ts';
import type { EventRoll, GolemKind } from '../types.ts';
import {
  CARETAKER, addedLore, GOLEM_ACTIONS, GOLEM_BEACON, GOLEM_HEARTH, GOLEM_KINDS, KNOWLEDGE_SET_FREE, LIBRARIANS, STONE_SPEAKERS, UNSTABLE,
  awaken, drawLore, findGolem, giveGolem, golemHolder, golemHomes, golemName, golemsHeldBy, golemsOf, hearthHolder, isLoreCard,
  loreCardsOf, loreDeck, onMap, placeSpentGolem, roomForGolem, scrapGolem, settleGolems,
} from './caretaker-rules.ts';
import { bury, scrapCard, takeCard } from './moves.ts';
import { advanceObjective } from './objective.ts';

export * from './caretaker-rules.ts';

/* ---------------------------------------------------------------- option ids */

/** Golem Actions' Prelude (an `fx:` option of the booklet card): `use:<golem>` (spend and act), `spend:<golem>` (spend only). */
const GOLEM = choices({ use: { golem: field.word }, spend: { golem: field.word } });
/** A Rival to receive a spent Golem: `to:<seat>`. */
const HOME = choices({ to: { seat: field.int } });
/** A system: `sys:<system>`; `done`. */
const SYS = choices({ sys: { system: field.system }, done: {} });
/** Protector: `repair:<system>:<owner>`, `done`. */
const REPAIR = choices({ repair: { system: field.system, owner: ownerField }, done: {} });
/** A resource: `res:<resource>`. */
const RES = choices({ res: { resource: field.resource } });
/** Yes / no. */
const YES_NO = choices({ yes: {}, no: {} });
/** A Golem to take: `take:<golem>`, `done`. */
const TAKE = choices({ take: { golem: field.word }, done: {} });
/** A Court spot: `spot:<index>`. */
const SPOT = choices({ spot: { index: field.int } });
/** A card: `card:<id>`, `no`. */
const CARD = choices({ card: { id: field.word }, no: {} });

/* ---------------------------------------------------------- frames */

/** Caretaker frames (joined into FateFrame, fates/types.ts). */
export type CaretakerFrame =
  /** A spent or discarded Golem goes Sleeping to a Rival with an empty resource slot (the spender picks which). */
  | { k: 'campaign/caretaker-home'; seat: Seat; golem: GolemKind }
  /** A Golem's Prelude action (Golem Actions F506). */
  | { k: 'campaign/caretaker-act'; seat: Seat; golem: GolemKind; repaired?: number }
  /** Stone-Speakers (F504): end the turn? then take Golems from Rivals, then the event die. */
  | { k: 'campaign/caretaker-stone'; seat: Seat; phase: 'ask' | 'take' | 'roll' | 'end' }
  /** Librarians (F513): Crisis, attach it to a Court card; or after securing, attach a lore card to the refilled card. */
  | { k: 'campaign/caretaker-librarians'; seat: Seat; refilled?: string }
  /** Golem Worship (F517-F519) Crisis: each player with Golems returns 1 Loyal city; When Secured: take any Golem. */
  | { k: 'campaign/caretaker-worship'; seat: Seat; card: string; part: 'crisis' | 'secured' }
  /** Golems Sate Their Appetite (F521): `seat` scraps `left` Guild cards. */
  | { k: 'campaign/caretaker-sate'; seat: Seat; left: number; awaken?: true }
  /** Caretaker Act III objective (F520B), at a chapter's end: scrap a lore card, then a Golem. */
  | { k: 'campaign/caretaker-consume'; seat: Seat; phase: 'lore' | 'golem' };

type H<K extends CaretakerFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[]): Step => ({ t: 'ask', seat, prompt, options });
const golemMsg = (k: GolemKind) => msg(`campaign.caretaker.golem.${k}`);
const isGolemKind = (w: string): w is GolemKind => (GOLEM_KINDS as readonly string[]).includes(w);

/** Golems (F505): a spent or discarded Golem flips to Sleeping and goes to a Rival's empty resource slot. */
const home: H<'campaign/caretaker-home'> = {
  step(s, f) {
    const g = findGolem(s, f.golem);
    if (!g) return done;
    const homes = golemHomes(s, f.seat);
    if (homes.length <= 1) {
      placeSpentGolem(s, g, f.seat, homes[0] ?? null);
      return done;
    }
    return ask(f.seat, msg('campaign.caretaker.home', { golem: golemMsg(f.golem) }), homes.map((seat) => opt(HOME.id('to', { seat }), msg('campaign.caretaker.home.to', { owner: { owner: seat } }))));
  },
  resume(s, f, choice) {
    const to = HOME.read(choice).seat;
    placeSpentGolem(s, findGolem(s, f.golem)!, f.seat, to);
    return done;
  },
};

/** Any player spends a Golem in their Prelude: the Caretaker's Act I objective advances 2 ("even if the player chooses not to use the Golem's Prelude action"). */
function golemSpent(s: GameState): void {
  for (const [seat, cs] of (s.campaign?.seats ?? []).entries()) {
    if (cs.objective !== 'ARCS-F501B') continue;
    fired(s, 'ARCS-F501B');
    advanceObjective(s, seat, 2);
  }
}

/** Warrior: systems with damaged ships the seat may destroy (its own, and those it may harm: the Truce Law holds, FAQ). */
function warriorTargets(s: GameState, seat: Seat): SystemId[] {
  return SYSTEMS.filter((d) => s.map[d.id] !== undefined && sys(s, d.id).ships.some((g) => g.owner !== 'blight' && g.damaged > 0 && (g.owner === seat || mayHarm(s, seat, g.owner as Owner, d.id)))).map((d) => d.id);
}

/** "Destroy all damaged ships in one system. (Return Loyal ships to your supply.)" Rival and Imperial ships are taken as Trophies. */
function warrior(s: GameState, seat: Seat, id: SystemId): void {
  const st = sys(s, id);
  const p = s.players[seat]!;
  for (const g of st.ships) {
    if (g.owner === 'blight' || g.damaged === 0) continue;
    if (g.owner !== seat && !mayHarm(s, seat, g.owner as Owner, id)) continue;
    const n = g.damaged;
    // A card's harm (effects.ts effectHarm: Feudal Law, Ceasefires); not the seat's own ships.
    if (g.owner !== seat) effectHarm(s, seat, { owner: g.owner as Owner, system: id, piece: 'ship' });
    g.damaged = 0;
    if (g.owner === seat) destroyedShipsToSupply(s, seat, n); // The Dead Live (ARCS-F2204)
    else addTrophy(p, g.owner as Owner, 'ship', n);
    log(s, `The Warrior Golem destroys ${n} damaged ${n === 1 ? 'ship' : 'ships'} of ${isSeat(g.owner) ? seatName(s, g.owner) : g.owner} in ${id}.`);
  }
  tidy(st);
}

/** Protector: damaged ship groups (system, owner), any owner. */
function protectorTargets(s: GameState): { system: SystemId; owner: Owner }[] {
  const out: { system: SystemId; owner: Owner }[] = [];
  for (const d of SYSTEMS) {
    if (s.map[d.id] === undefined) continue;
    for (const g of sys(s, d.id).ships) if (g.owner !== 'blight' && g.damaged > 0) out.push({ system: d.id, owner: g.owner as Owner });
  }
  return out;
}

/** Seeker: systems with the seat's ships (a Catapult move from one system). */
function seekerFrom(s: GameState, seat: Seat): SystemId[] {
  return SYSTEMS.filter((d) => s.map[d.id] !== undefined && sys(s, d.id).ships.some((g) => g.owner === seat && g.fresh + g.damaged > 0)).map((d) => d.id);
}

/**
 * Golem Actions (F506): "Warrior: Destroy all damaged ships in one system. Protector: Repair any
 * ships of your choice. Seeker: Take a Catapult move from one system. Harvester: Gain any resource."
 * The Protector repairs whole groups (a system's damaged ships of one owner) as the seat picks
 * them; a Flagship's Upgrade or Armor is not offered (see the report).
 */
const act: H<'campaign/caretaker-act'> = {
  step(s, f) {
    const none = opt(SYS.id('done'), msg('campaign.caretaker.done'));
    if (f.golem === 'warrior') return ask(f.seat, msg('campaign.caretaker.warrior'), [none, ...warriorTargets(s, f.seat).map((id) => opt(SYS.id('sys', { system: id }), msg('campaign.caretaker.system', { system: system(id) })))]);
    if (f.golem === 'protector') return ask(f.seat, msg('campaign.caretaker.protector'), [opt(REPAIR.id('done'), msg('campaign.caretaker.done')), ...protectorTargets(s).map((t) => opt(REPAIR.id('repair', t), msg('campaign.caretaker.repair', { system: system(t.system), owner: { owner: t.owner } })))]);
    if (f.golem === 'seeker') return ask(f.seat, msg('campaign.caretaker.seeker'), [none, ...seekerFrom(s, f.seat).map((id) => opt(SYS.id('sys', { system: id }), msg('campaign.caretaker.system', { system: system(id) })))]);
    const types = RESOURCES.filter((r) => s.supply[r] > 0);
    if (types.length === 0) return done;
    return ask(f.seat, msg('campaign.caretaker.harvester'), types.map((r) => opt(RES.id('res', { resource: r }), msg('campaign.caretaker.resource', { resource: resource(r) }))));
  },
  resume(s, f, choice) {
    if (f.golem === 'harvester') return thenRun(gainFrames(f.seat, RES.read(choice).resource));
    if (f.golem === 'protector') {
      const c = REPAIR.read(choice);
      if (c.tag === 'done') return done;
      const g = sys(s, c.system).ships.find((x) => x.owner === c.owner)!;
      log(s, `The Protector Golem repairs ${g.damaged} ${g.damaged === 1 ? 'ship' : 'ships'} in ${c.system}.`);
      g.fresh += g.damaged;
      g.damaged = 0;
      return call();
    }
    const c = SYS.read(choice);
    if (c.tag === 'done') return done;
    if (f.golem === 'warrior') {
      warrior(s, f.seat, c.system);
      return done;
    }
    const g = sys(s, c.system).ships.find((x) => x.owner === f.seat)!;
    const fresh = g.fresh - (g.flagship ? 1 : 0);
    return thenRun({ k: 'act/catapult', seat: f.seat, at: c.system, fresh, damaged: g.damaged, next: null, carry: null });
  },
};

/** Golem Actions' Prelude options: each Awake Golem the seat has. */
function golemPreludeOptions(s: GameState, seat: Seat): DecisionOption[] {
  const out: DecisionOption[] = [];
  for (const g of golemsHeldBy(s, seat)) {
    if (!g.awake) continue;
    out.push(opt(GOLEM.id('use', { golem: g.golem }), msg('campaign.caretaker.prelude.use', { golem: golemMsg(g.golem) })));
    out.push(opt(GOLEM.id('spend', { golem: g.golem }), msg('campaign.caretaker.prelude.spend', { golem: golemMsg(g.golem) })));
  }
  return out;
}

/** Stone-Speakers. */
const stone: H<'campaign/caretaker-stone'> = {
  step(s, f) {
    if (f.phase === 'ask') return ask(f.seat, msg('campaign.caretaker.stone'), [opt(YES_NO.id('yes'), msg('campaign.caretaker.yes')), opt(YES_NO.id('no'), msg('campaign.caretaker.no'))]);
    if (f.phase === 'take') {
      const rivals = golemsOf(s).filter((g) => {
        const h = golemHolder(s, g);
        return h !== null && h !== f.seat;
      });
      if (rivals.length > 0 && roomForGolem(s, f.seat)) {
        return ask(f.seat, msg('campaign.caretaker.stone.take'), [opt(TAKE.id('done'), msg('campaign.caretaker.done')), ...rivals.map((g) => opt(TAKE.id('take', { golem: g.golem }), msg('campaign.caretaker.take', { golem: g.awake ? golemMsg(g.golem) : msg('campaign.caretaker.golem.sleeping'), owner: { owner: golemHolder(s, g)! } })))]);
      }
      f.phase = 'roll';
    }
    if (f.phase === 'roll') {
      // "then roll the event die and resolve Crises if you roll it. (Don't resolve Edicts.)"
      f.phase = 'end';
      const roll = rollForEvent(s);
      if (roll.event.event === 'crisis') return call({ k: 'campaign/crises' });
      return call();
    }
    s.campaign!.eventRoll = null;
    return done;
  },
  resume(s, f, choice) {
    if (f.phase === 'ask') {
      if (YES_NO.read(choice).tag === 'no') return done;
      fired(s, STONE_SPEAKERS);
      endTurnNow(s, f.seat);
      log(s, `${seatName(s, f.seat)} ends their turn (Stone-Speakers).`);
      f.phase = 'take';
      return call();
    }
    const c = TAKE.read(choice);
    if (c.tag === 'done') f.phase = 'roll';
    else if (isGolemKind(c.golem)) {
      const g = findGolem(s, c.golem)!;
      log(s, `${seatName(s, f.seat)} takes ${g.awake ? golemName(g) : 'a Sleeping Golem'} from ${seatName(s, golemHolder(s, g)!)}.`);
      giveGolem(s, g, f.seat);
    }
    return call();
  },
};

/** "You may end your turn immediately": the turn's action menu has nothing left (spent resources return to the supply, as at the Prelude's end). */
function endTurnNow(s: GameState, seat: Seat): void {
  const menu = [...s.stack].reverse().find((x): x is FrameOf<'turn/actions'> => x.k === 'turn/actions' && x.seat === seat);
  if (!menu) return;
  for (const r of menu.spent) s.supply[r] += 1;
  menu.spent = [];
  menu.prelude = false;
  menu.pips = 0;
}

/** Librarians: Crisis, "The player holding this card must attach it to a card in the Court"; after securing, attach a drawn lore card to the refilled card. */
const librarians: H<'campaign/caretaker-librarians'> = {
  step(s, f) {
    if (f.refilled === undefined) {
      // Forced Attach (p.27): a spot with no attached card, else any (the fewest requirements ignored).
      const spots = attachTargets(s).length > 0 ? attachTargets(s) : forcedAttachTargets(s, []);
      if (spots.length === 0) return done;
      return ask(f.seat, msg('campaign.caretaker.librarians.attach'), spots.map((index) => opt(SPOT.id('spot', { index }), msg('campaign.caretaker.card', { card: card(s.court[index]!.card) }))));
    }
    if (refilledIndex(s, f.refilled) < 0 || loreDeckEmpty(s)) return done;
    return ask(f.seat, msg('campaign.caretaker.librarians.draw', { card: card(f.refilled) }), [opt(YES_NO.id('yes'), msg('campaign.caretaker.yes')), opt(YES_NO.id('no'), msg('campaign.caretaker.no'))]);
  },
  resume(s, f, choice) {
    if (f.refilled === undefined) {
      const index = SPOT.read(choice).index;
      takeCard(s, LIBRARIANS, f.seat);
      attachCard(s, LIBRARIANS, index, { stack: true });
      fired(s, LIBRARIANS);
      return done;
    }
    if (YES_NO.read(choice).tag === 'yes') {
      const [lore] = drawLore(s, 1);
      addedLore(s, 1);
      fired(s, LIBRARIANS);
      attachCard(s, lore!, refilledIndex(s, f.refilled), { stack: true });
    }
    return done;
  },
};

const refilledIndex = (s: GameState, id: string): number => s.court.findIndex((x) => x.card === id);
const loreDeckEmpty = (s: GameState): boolean => drawLoreCount(s) === 0;
const drawLoreCount = (s: GameState): number => loreDeck(s).length;

/** A Loyal city back to the player board (Golem Worship): the cities the seat has on the map. */
function loyalCities(s: GameState, seat: Seat): { system: SystemId; slot: number }[] {
  const out: { system: SystemId; slot: number }[] = [];
  for (const d of SYSTEMS) {
    if (s.map[d.id] === undefined) continue;
    sys(s, d.id).slots.forEach((b, slot) => {
      if (b?.type === 'city' && b.owner === seat) out.push({ system: d.id, slot });
    });
  }
  return out;
}

/** City option ids: `city:<system>:<slot>`. */
const CITY = choices({ city: { system: field.system, slot: field.int }, take: { golem: field.word } });

/** Golem Worship. Crisis: "In turn order, each player with any Golems must return 1 Loyal city to their player board." When Secured: "Take any Golem and flip it to Awake." */
const worship: H<'campaign/caretaker-worship'> = {
  step(s, f) {
    if (f.part === 'crisis') {
      const cities = loyalCities(s, f.seat);
      if (cities.length === 0) return done;
      return ask(f.seat, msg('campaign.caretaker.worship.city'), cities.map((c) => opt(CITY.id('city', c), msg('campaign.caretaker.system', { system: system(c.system) }))));
    }
    const all = golemsOf(s).filter((g) => golemHolder(s, g) !== f.seat || !g.awake);
    if (all.length === 0 || !golemsOf(s).some((g) => golemHolder(s, g) === f.seat) && !roomForGolem(s, f.seat)) return done;
    return ask(f.seat, msg('campaign.caretaker.worship.take'), all.map((g) => opt(CITY.id('take', { golem: g.golem }), msg('campaign.caretaker.worship.golem', { golem: g.awake || golemHolder(s, g) !== null ? golemMsg(g.golem) : msg('campaign.caretaker.golem.sleeping'), where: golemWhere(s, g.where) }))));
  },
  resume(s, f, choice) {
    const c = CITY.read(choice);
    if (c.tag === 'city') {
      const st = sys(s, c.system);
      st.slots[c.slot] = null;
      returnCityToBoard(s, f.seat);
      log(s, `${seatName(s, f.seat)} returns a city in ${c.system} to their player board (${findCard(f.card)?.name}).`);
      settleGolems(s);
      // Covered slots: the excess resources are discarded (res/excess).
      return thenRun({ k: 'res/excess', seat: f.seat });
    }
    if (!isGolemKind(c.golem)) return done;
    const g = findGolem(s, c.golem)!;
    giveGolem(s, g, f.seat);
    g.awake = true;
    log(s, `${seatName(s, f.seat)} takes ${golemName(g)} and flips it to Awake (${findCard(f.card)?.name}).`);
    return done;
  },
};

function golemWhere(s: GameState, where: string) {
  if (where === 'hearth') return msg('campaign.caretaker.where.hearth');
  const m = /^seat-(\d)$/.exec(where);
  if (m) return msg('campaign.caretaker.where.seat', { owner: { owner: Number(m[1]) } });
  return msg('campaign.caretaker.where.map', { system: system(where as SystemId) });
}

/** Golems Sate Their Appetite: scrap 1 Guild card (protected ones too) per Awake Golem; with none, the Court's leftmost Guild card with agents, and those agents. */
const sate: H<'campaign/caretaker-sate'> = {
  step(s, f) {
    if (f.awaken) {
      // "Then, Golems Awaken. Flip all Sleeping Golems to Awake."
      const n = awaken(s, () => true);
      if (n > 0) log(s, `Golems Awaken: ${n} Sleeping ${n === 1 ? 'Golem flips' : 'Golems flip'} to Awake.`);
      return done;
    }
    if (f.left <= 0) return done;
    // Guild cards the seat has: held Court cards and Guild cards in its Fate play area (Stone-Speakers, Librarians).
    const guilds = [...s.players[f.seat]!.court.map((x) => x.id), ...(s.campaign!.seats[f.seat]?.playArea ?? [])].filter((id) => findCard(id)?.kind === 'guild').map((id) => ({ id }));
    if (guilds.length === 0) {
      f.left -= 1;
      const i = s.court.findIndex((x) => findCard(x.card)?.kind === 'guild' && x.agents.some((n) => n > 0));
      if (i >= 0) {
        const slot = s.court[i]!;
        const c = s.campaign!;
        slot.agents.forEach((n, owner) => {
          if (n > 0) (c.scrappedAgents ??= s.players.map(() => 0))[owner]! += n;
        });
        slot.agents = slot.agents.map(() => 0);
        log(s, `${findCard(slot.card)?.name} and the agents on it are scrapped (Golems Sate Their Appetite).`);
        scrapCard(s, slot.card);
      }
      return call();
    }
    return ask(f.seat, msg('campaign.caretaker.sate', { n: f.left }), guilds.map((x) => opt(CARD.id('card', { id: x.id }), msg('campaign.caretaker.card', { card: card(x.id) }))));
  },
  resume(s, f, choice) {
    const c = CARD.read(choice);
    if (c.tag === 'card') {
      void isProtectedGuild;
      scrapCard(s, c.id, f.seat);
      log(s, `${seatName(s, f.seat)} scraps ${findCard(c.id)?.name} (Golems Sate Their Appetite).`);
    }
    f.left -= 1;
    return call();
  },
};

/** Caretaker Act III objective (F520B), at a chapter's end. */
const consume: H<'campaign/caretaker-consume'> = {
  step(s, f) {
    if (f.phase === 'lore') {
      const lore = loreCardsOf(s, f.seat).filter((id) => id !== GOLEM_HEARTH);
      if (golemsHeldBy(s, f.seat).length > 0 && lore.length > 0) {
        return ask(f.seat, msg('campaign.caretaker.consume.lore'), [opt(CARD.id('no'), msg('campaign.caretaker.no')), ...lore.map((id) => opt(CARD.id('card', { id }), msg('campaign.caretaker.card', { card: card(id) })))]);
      }
      f.phase = 'golem';
    }
    const mine = golemsHeldBy(s, f.seat);
    if (mine.length === 0) return done;
    return ask(f.seat, msg('campaign.caretaker.consume.golem'), [opt(TAKE.id('done'), msg('campaign.caretaker.no')), ...mine.map((g) => opt(TAKE.id('take', { golem: g.golem }), msg('campaign.caretaker.scrap.golem', { golem: golemMsg(g.golem) })))]);
  },
  resume(s, f, choice) {
    const c = s.campaign!;
    const note = () => {
      let x = c.golemScraps?.find((g) => g.seat === f.seat);
      if (!x) {
        x = { seat: f.seat, lore: false, golem: false };
        (c.golemScraps ??= []).push(x);
      }
      return x;
    };
    if (f.phase === 'lore') {
      const ch = CARD.read(choice);
      if (ch.tag === 'card') {
        scrapLore(s, f.seat, ch.id);
        note().lore = true;
        fired(s, 'ARCS-F520B');
      }
      f.phase = 'golem';
      return call();
    }
    const ch = TAKE.read(choice);
    if (ch.tag === 'take' && isGolemKind(ch.golem)) {
      scrapGolem(s, findGolem(s, ch.golem)!);
      note().golem = true;
      fired(s, 'ARCS-F520B');
    }
    return done;
  },
};

/** Scrap a lore card the seat has (FAQ: resources on it return to the general supply). */
function scrapLore(s: GameState, seat: Seat, id: string): void {
  const p = s.players[seat]!;
  const i = p.lore.indexOf(id);
  if (i >= 0) {
    p.lore.splice(i, 1);
    for (const r of p.loreTokens?.[id] ?? []) s.supply[r] += 1;
    setLoreTokens(s, seat, id, []);
    s.campaign!.scrap.push(id);
  } else scrapCard(s, id, seat);
  log(s, `${seatName(s, seat)} scraps ${findCard(id)?.name} (the Golems consume it).`);
}

export const CARETAKER_HANDLERS = {
  'campaign/caretaker-home': home,
  'campaign/caretaker-act': act,
  'campaign/caretaker-stone': stone,
  'campaign/caretaker-librarians': librarians,
  'campaign/caretaker-worship': worship,
  'campaign/caretaker-sate': sate,
  'campaign/caretaker-consume': consume,
} as const;

/* -------------------------------------------------------------- card effects */

/** Whether the seat is winning a declared ambition now (first place alone, the 2-player phantom counted). */
function winningDeclared(s: GameState, seat: Seat): boolean {
  return AMBITIONS.some((a) => {
    if (s.ambitions[a].length === 0) return false;
    const counts: { seat: Placer; n: number }[] = s.players.map((p) => ({ seat: p.seat, n: ambitionCount(s, p, a) }));
    if (s.phantom) counts.push({ seat: 'phantom', n: phantomCount(s, a) });
    const { first } = rankAmbition(counts);
    return first.length === 1 && first[0] === seat;
  });
}

/** Golems on the map in systems the seat controls. */
function controlledGolems(s: GameState, seat: Seat) {
  return golemsOf(s).filter((g) => onMap(g) && controller(s, g.where as SystemId) === seat);
}

/** Unstable cards (F508-F511): "When Secured: Flip the X to Awake and take it. Discard this card." */
const unstable = (kind: GolemKind, crisis: NonNullable<CardEffect['crisis']>): CardEffect => ({
  id: UNSTABLE[kind],
  crisis,
  whenSecured(s, seat) {
    const g = findGolem(s, kind);
    if (!g) return [];
    g.awake = true;
    giveGolem(s, g, seat);
    log(s, `${seatName(s, seat)} takes ${golemName(g)} (Awake).`);
    return [];
  },
  afterSecured: 'discard',
});

/** The seat holding a Golem (for the Unstable Crises), or null. */
const holderOf = (s: GameState, kind: GolemKind): Seat | null => {
  const g = findGolem(s, kind);
  return g ? golemHolder(s, g) : null;
};

const golemWorship = (id: string): CardEffect => ({
  id,
  crisis(s) {
    fired(s, id);
    const frames: Frame[] = turnOrder(s).filter((seat) => golemsHeldBy(s, seat).length > 0).map((seat) => ({ k: 'campaign/caretaker-worship', seat, card: id, part: 'crisis' }));
    bury(s, id);
    return frames;
  },
  whenSecured: (_s, seat) => [{ k: 'campaign/caretaker-worship', seat, card: id, part: 'secured' }],
  afterSecured: 'discard',
});

export const CARETAKER_EFFECTS: readonly CardEffect[] = [
  {
    // F501B Act I objective: "Find the Golems: Each time you win an ambition, advance 2 for each Golem you have." ("Use the
    // Golems": any player spending a Golem in their Prelude advances it 2: golemSpent.)
    id: 'ARCS-F501B',
    ambitionsScored(s, seat, results) {
      const n = golemsHeldBy(s, seat).length;
      for (const r of results) {
        if (n > 0 && r.first.length === 1 && r.first[0] === seat) {
          fired(s, 'ARCS-F501B');
          advanceObjective(s, seat, 2 * n);
        }
      }
    },
  },
  {
    // F502 Golem Beacon: "Awaken (Influence): Take any Golems you control from the map and place them on your Golem Hearth
    // card. Flip these Golems to Awake if you are winning a declared ambition." (Golems Law: only the Caretaker can take Golems from the map.)
    id: GOLEM_BEACON,
    newActions: [{
      key: 'awaken', name: 'Awaken', replaces: 'influence',
      can: (s, seat) => controlledGolems(s, seat).length > 0,
      start(s, seat) {
        fired(s, GOLEM_BEACON);
        const wake = winningDeclared(s, seat);
        for (const g of controlledGolems(s, seat)) {
          giveGolem(s, g, seat);
          if (wake) g.awake = true;
          log(s, `${seatName(s, seat)} awakens a Golem from the map${wake ? `: ${golemName(g)}` : ' (it stays Sleeping)'}.`);
        }
        return [];
      },
    }],
  },
  {
    // F503 Golem Hearth: "Crisis: Flip all Sleeping Golems that are not on the map to Awake." (Holds any number of Golems: caretaker-rules.ts.)
    id: GOLEM_HEARTH,
    crisis(s) {
      const n = awaken(s, (g) => !onMap(g));
      if (n > 0) {
        fired(s, GOLEM_HEARTH);
        log(s, `Golem Hearth: ${n} Sleeping ${n === 1 ? 'Golem flips' : 'Golems flip'} to Awake.`);
      }
      return [];
    },
  },
  {
    // F504 Stone-Speakers: "When you declare an ambition, you may end your turn immediately. If you do, take any Golems from
    // Rivals, then roll the event die and resolve Crises if you roll it. (Don't resolve Edicts.)"
    id: STONE_SPEAKERS,
    onDeclare: (s, seat) => (s.turn?.seat === seat ? [{ k: 'campaign/caretaker-stone', seat, phase: 'ask' }] : []),
  },
  {
    // F506 Golem Actions (Law): "Prelude: You may spend your Awake Golems to optionally take their actions." Everyone's rule.
    id: GOLEM_ACTIONS,
    prelude: {
      options: (s, seat) => golemPreludeOptions(s, seat),
      take(s, seat, key) {
        const c = GOLEM.read(key);
        if (!isGolemKind(c.golem)) return [];
        const g = findGolem(s, c.golem)!;
        fired(s, GOLEM_ACTIONS);
        log(s, `${seatName(s, seat)} spends ${golemName(g)}.`);
        golemSpent(s);
        const frames: Frame[] = [{ k: 'campaign/caretaker-home', seat, golem: c.golem }];
        if (c.tag === 'use') frames.push({ k: 'campaign/caretaker-act', seat, golem: c.golem });
        return frames;
      },
    },
  },
  // F508 Unstable Harvester: "Crisis: The player with the Harvester discards all of their resources."
  unstable('harvester', (s) => {
    const seat = holderOf(s, 'harvester');
    if (seat === null) return [];
    fired(s, UNSTABLE.harvester);
    const p = s.players[seat]!;
    let n = 0;
    p.resources.forEach((r, i) => {
      if (r) {
        s.supply[r] += 1;
        p.resources[i] = null;
        n += 1;
      }
    });
    for (const id of Object.keys(p.loreTokens ?? {})) {
      for (const r of p.loreTokens![id]!) s.supply[r] += 1;
      setLoreTokens(s, seat, id, []);
    }
    log(s, `Unstable Harvester: ${seatName(s, seat)} discards all of their resources (${n}).`);
    return [];
  }),
  // F509 Unstable Seeker: "Crisis: The player with the Seeker moves their Loyal ships from planets of the rolled symbol to the gate in the rolled cluster."
  unstable('seeker', (s, _h, roll: EventRoll) => {
    const seat = holderOf(s, 'seeker');
    if (seat === null) return [];
    fired(s, UNSTABLE.seeker);
    // Gate Wraith (ARCS-F2205): a gate with a Passage token: the Twisted Passage instead.
    const gate = placementSystem(s, `${roll.number}:gate` as SystemId);
    if (s.map[gate] === undefined) return [];
    const to = sys(s, gate);
    // FAQ (Unstable Seeker): "Does this trigger Gate Ports? Yes!" (who controlled the gate before the move).
    const before = controller(s, gate);
    let moved = false;
    for (const d of SYSTEMS) {
      if (d.kind === 'gate' || s.map[d.id] === undefined || !d.id.endsWith(`:${roll.event.symbol}`)) continue;
      const g = sys(s, d.id).ships.find((x) => x.owner === seat);
      if (!g || g.fresh + g.damaged === 0) continue;
      const fs = g.flagship ? 1 : 0;
      let t = to.ships.find((x) => x.owner === seat);
      if (!t) {
        t = { owner: seat, fresh: 0, damaged: 0 };
        to.ships.push(t);
      }
      t.fresh += g.fresh;
      t.damaged += g.damaged;
      if (fs) {
        t.flagship = true;
        delete g.flagship;
      }
      log(s, `Unstable Seeker: ${seatName(s, seat)}'s ships in ${d.id} move to ${gate}.`);
      moved = true;
      g.fresh = 0;
      g.damaged = 0;
      tidy(sys(s, d.id));
    }
    tidy(to);
    if (moved) noteRivalMoveIn(s, seat, gate, before);
    return [];
  }),
  // F510 Unstable Protector: "Crisis: Repair all ships except those of the player with the Protector."
  unstable('protector', (s) => {
    const seat = holderOf(s, 'protector');
    fired(s, UNSTABLE.protector);
    for (const d of SYSTEMS) {
      if (s.map[d.id] === undefined) continue;
      for (const g of sys(s, d.id).ships) {
        if (g.owner === 'blight' || g.owner === seat) continue;
        g.fresh += g.damaged;
        g.damaged = 0;
      }
    }
    log(s, 'Unstable Protector: all ships are repaired' + (seat === null ? '.' : ` except ${seatName(s, seat)}'s.`));
    return [];
  }),
  // F511 Unstable Warrior: "Crisis: Destroy all damaged Loyal ships of the player with the Warrior."
  unstable('warrior', (s) => {
    const seat = holderOf(s, 'warrior');
    if (seat === null) return [];
    fired(s, UNSTABLE.warrior);
    for (const d of SYSTEMS) {
      if (s.map[d.id] === undefined) continue;
      const g = sys(s, d.id).ships.find((x) => x.owner === seat);
      if (!g || g.damaged === 0) continue;
      destroyedShipsToSupply(s, seat, g.damaged); // The Dead Live (ARCS-F2204)
      g.damaged = 0;
      tidy(sys(s, d.id));
    }
    log(s, `Unstable Warrior: ${seatName(s, seat)}'s damaged ships are destroyed.`);
    return [];
  }),
  {
    // F512B Act II objective: "Advance 2 each time you secure a lore card." … "At the end of a chapter, advance 1 for each Rival
    // that you have more lore cards than." (Transfer Lore in Summits: see the report.)
    id: 'ARCS-F512B',
    afterSecure(s, seat, id) {
      if (!isLoreCard(id)) return [];
      fired(s, 'ARCS-F512B');
      advanceObjective(s, seat, 2);
      return [];
    },
    afterScoring(s, seat) {
      const mine = loreCardsOf(s, seat).length;
      const n = s.players.filter((p) => p.seat !== seat && loreCardsOf(s, p.seat).length < mine).length;
      if (n > 0) {
        fired(s, 'ARCS-F512B');
        advanceObjective(s, seat, n);
      }
      return [];
    },
  },
  {
    // F513 Librarians: "Crisis: The player holding this card must attach it to a card in the Court. After you secure a card, you
    // may draw 1 lore card from the lore deck and attach it to the card that refilled the Court." (FAQ: securing Librarians
    // does not trigger it: afterSecure watchers are read before the card is taken.)
    id: LIBRARIANS,
    crisis: (_s, holder) => (holder === null ? [] : [{ k: 'campaign/caretaker-librarians', seat: holder }]),
    afterSecure(s, seat, _id, ctx) {
      if (ctx === undefined || loreDeckEmpty(s)) return [];
      return [{ k: 'campaign/caretaker-librarians', seat, refilled: ctx.refilled }];
    },
  },
  // F514 Knowledge Set Free (Summit): Transfer Lore and Transfer Golem: not carried out (see the report).
  { id: KNOWLEDGE_SET_FREE },
  golemWorship('ARCS-F517'),
  golemWorship('ARCS-F518'),
  golemWorship('ARCS-F519'),
  {
    // F520B Act III objective (grand ambitions): the choices at the chapter's end (before scoring); cleared after scoring.
    id: 'ARCS-F520B',
    beforeScoring: (s, seat) => (s.campaign?.act === 3 ? [{ k: 'campaign/caretaker-consume', seat, phase: 'lore' }] : []),
    afterScoring(s, seat) {
      const c = s.campaign!;
      const rest = (c.golemScraps ?? []).filter((x) => x.seat !== seat);
      if (rest.length > 0) c.golemScraps = rest;
      else delete c.golemScraps;
      return [];
    },
  },
  {
    // F521 Golems Sate Their Appetite (Edict 10): "First, Consume Sentience. In turn order, each player must scrap 1 Guild
    // card for each Awake Golem they have, ignoring the limits of protected Guild cards. If they have no Guild cards, scrap
    // the leftmost Guild card in the Court that has any agents, and scrap those agents. Then, Golems Awaken. Flip all
    // Sleeping Golems to Awake." (The flip runs after the scraps: the frames are queued in order.)
    id: 'ARCS-F521',
    edict(s) {
      fired(s, 'ARCS-F521');
      const frames: Frame[] = [];
      for (const seat of turnOrder(s)) {
        const n = golemsHeldBy(s, seat).filter((g) => g.awake).length;
        if (n > 0) frames.push({ k: 'campaign/caretaker-sate', seat, left: n });
      }
      frames.push({ k: 'campaign/caretaker-sate', seat: s.initiative, left: 0, awaken: true });
      return frames;
    },
  },
];

void CARETAKER;
void hearthHolder;

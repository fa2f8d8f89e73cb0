/**
 * Fate 3, the Magnate (ARCS-FATE03; Fate Set ARCS-F301…F327): the effects of every card of its set
 * and its frames. Its Acts (setup, Resolution, grand ambitions) are magnate-rules.ts; card moves are
 * data (data/campaign/fate-steps.ts). Each entry quotes the printed text it implements (cards.csv,
 * errata.md applied) and the FAQ rows it follows.
 *
 * State: the Merchant League's resources (CampaignSeat.merchantLeague: frozen, holdings.ts
 * frozenResources counts them); the Monopolies are cards in a play area or the general supply
 * (CampaignState.fateSupply); the Economy card (F326) is a reminder by the map, its side the
 * Magnate's title (magnate-rules.ts economySide).
 *
 * Summits (campaign/summit): Monopoly consent (a resource given by Transfer Asset needs its
 * Monopoly holder's consent) and the Act I objective (Close Deals, Export) are summitConsents /
 * noteSummitGifts / exportOptions below, called from summit/index.ts.
 */
import { RESOURCES, type Resource, type SystemId } from '../../../data/map.ts';
import { log, planetResource, seatName, sys, systemIds } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { controller, controls, isSeat, titleOf } from '../../control.ts';
import { cardName } from '../../court.ts';
import { discardAbility } from '../../court/common.ts';
import { GUILD_EFFECTS } from '../../court/guilds.ts';
import { fired, heldSupplyCount, markUsed, usedThisTurn, type CardEffect } from '../../effects.ts';
import { gainFrames } from '../../frames/resources.ts';
import { countResources, heldTokens, takeToken } from '../../holdings.ts';
import { msg, resource } from '../../messages.ts';
import { call, done, opt, thenRun, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, FrameOf, GameState, Seat } from '../../types.ts';
import { advanceObjective } from './objective.ts';
import { discardCard, scrapCard, takeCard } from './moves.ts';
import { CARTELS, MONOPOLIES, magnateSeat, monopoliesOf, monopolyHolder, monopolyResource, economySide } from './magnate-rules.ts';

export * from './magnate-rules.ts';
export * from './magnate-summit.ts';

type H<K extends MagnateFrame['k']> = Handler<FrameOf<K>>;

export type MagnateFrame =
  /** Merchant League (F302): on declaring, gain up to `left` more resources onto the card. */
  | { k: 'campaign/magnate-league'; seat: Seat; left: number }
  /** Elder Broker (F304), Trade (Tax): choose a Rival city you control, then what to give. */
  | { k: 'campaign/magnate-trade'; seat: Seat; rival?: Seat; taken?: Resource }
  /** Act III objective (F325B), after scoring: scrap 1 Monopoly and all your resources of its type. */
  | { k: 'campaign/magnate-scrap'; seat: Seat };

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[]): Step => ({ t: 'ask', seat, prompt, options });

/* ---------------------------------------------------------------- option ids */

/** Merchant League: `res:<resource>`, `stop`. */
const LEAGUE = choices({ res: { resource: field.resource }, stop: {} });
/** Elder Broker's Trade: `city:<system>:<slot>`, then `give:<resource>`. */
const TRADE = choices({ city: { system: field.system, slot: field.int }, give: { resource: field.resource } });
/** Relic Fence's Prelude: `fence:<place>`. Act III: `scrap:<monopoly card>`. */
const FENCE = choices({ fence: { place: field.word } });
const SCRAP = choices({ scrap: { card: field.word } });

/* ---------------------------------------------------------------- the League */

/** The seat's resources on its Merchant League (frozen). */
export function leagueOf(s: GameState, seat: Seat): Resource[] {
  return s.campaign?.seats[seat]?.merchantLeague ?? [];
}

function setLeague(s: GameState, seat: Seat, list: Resource[]): void {
  const cs = s.campaign!.seats[seat]!;
  if (list.length === 0) delete cs.merchantLeague;
  else cs.merchantLeague = list;
}

/** "When you declare an ambition, you may gain any 2 resources onto here." */
const league: H<'campaign/magnate-league'> = {
  step(s, f) {
    if (f.left <= 0 || !s.campaign!.seats[f.seat]!.playArea.includes('ARCS-F302')) return done;
    const types = RESOURCES.filter((r) => s.supply[r] > 0);
    if (types.length === 0) return done;
    return ask(f.seat, msg('campaign.magnate.league', { n: f.left }), [
      ...types.map((r) => opt(LEAGUE.id('res', { resource: r }), msg('campaign.magnate.resource', { resource: resource(r) }))),
      opt(LEAGUE.id('stop'), msg('campaign.magnate.stop')),
    ]);
  },
  resume(s, f, choice) {
    const c = LEAGUE.read(choice);
    if (c.tag === 'stop') return done;
    s.supply[c.resource] -= 1;
    setLeague(s, f.seat, [...leagueOf(s, f.seat), c.resource]);
    fired(s, 'ARCS-F302');
    log(s, `${seatName(s, f.seat)} gains a ${c.resource} onto the Merchant League.`);
    f.left -= 1;
    return call();
  },
};

/* ---------------------------------------------------------------- Elder Broker */

/** Rival cities in systems the seat controls, whose Rival has a resource of the city's type, and the seat something to give. */
function tradeCities(s: GameState, seat: Seat): { id: SystemId; slot: number; rival: Seat; type: Resource }[] {
  const out: { id: SystemId; slot: number; rival: Seat; type: Resource }[] = [];
  for (const id of systemIds(s)) {
    const type = planetResource(id);
    if (!type || !controls(s, id, seat)) continue;
    sys(s, id).slots.forEach((b, slot) => {
      if (!b || b.type !== 'city' || !isSeat(b.owner) || b.owner === seat) return;
      const rival = b.owner;
      if (!heldTokens(s, rival).some((t) => t.resource === type)) return;
      if (giveable(s, seat, rival, type).length === 0) return;
      out.push({ id, slot, rival, type });
    });
  }
  return out;
}

/** Types the seat may give the Rival: held by the seat, none held by the Rival (the taken type excluded: "swap"). */
function giveable(s: GameState, seat: Seat, rival: Seat, taken: Resource): Resource[] {
  const theirs = new Set(heldTokens(s, rival).map((t) => t.resource));
  return [...new Set(heldTokens(s, seat).map((t) => t.resource))].filter((r) => r !== taken && !theirs.has(r));
}

/**
 * "Trade (Tax): Choose a Rival city you control. Swap 1 resource with that Rival—take a resource of
 * that city type from them, and give them a resource they don't have." FAQ: not stealing (Sworn
 * Guardians do not block it). Our reading: offered only where both halves of the swap can be done.
 */
const trade: H<'campaign/magnate-trade'> = {
  step(s, f) {
    if (f.rival === undefined) {
      const cities = tradeCities(s, f.seat);
      if (cities.length === 0) return done;
      return ask(f.seat, msg('campaign.magnate.trade'), cities.map((c) => opt(TRADE.id('city', { system: c.id, slot: c.slot }), msg('campaign.magnate.trade.city', { owner: { owner: c.rival }, system: { system: c.id }, resource: resource(c.type) }))));
    }
    const options = giveable(s, f.seat, f.rival, f.taken!).map((r) => opt(TRADE.id('give', { resource: r }), msg('campaign.magnate.resource', { resource: resource(r) })));
    if (options.length === 0) return done;
    return ask(f.seat, msg('campaign.magnate.trade.give', { owner: { owner: f.rival } }), options);
  },
  resume(s, f, choice) {
    const c = TRADE.read(choice);
    if (c.tag === 'city') {
      f.rival = sys(s, c.system).slots[c.slot]!.owner as Seat;
      f.taken = planetResource(c.system)!;
      return call();
    }
    // The swap at once: the given token leaves the seat (freeing its slot), the taken one leaves the Rival; each gains (res/gain).
    const rival = f.rival!;
    const taken = f.taken!;
    fired(s, 'ARCS-F304');
    takeToken(s, f.seat, heldTokens(s, f.seat).find((x) => x.resource === c.resource)!.place);
    takeToken(s, rival, heldTokens(s, rival).find((x) => x.resource === taken)!.place);
    log(s, `${seatName(s, f.seat)} trades with ${seatName(s, rival)} (Elder Broker): a ${c.resource} for a ${taken}.`);
    return thenRun(gainFrames(f.seat, taken, true), gainFrames(rival, c.resource, true));
  },
};

/* ---------------------------------------------------------------- Act III scrap */

/**
 * F325B: "After scoring, you must scrap 1 Monopoly you have and all of your resources of that
 * Monopoly type. Scrap all resources in your play area, whether they're on your player board, on the
 * Monopoly, Imperial Trust, on Merchant League, and so on! If you have no Monopolies, do not scrap resources."
 */
export function scrapMonopoly(s: GameState, seat: Seat, id: string): void {
  const r = monopolyResource(id)!;
  const c = s.campaign!;
  let n = 0;
  // On the Monopoly: the resource's supply it holds.
  n += s.supply[r];
  s.supply[r] = 0;
  for (const t of heldTokens(s, seat).filter((x) => x.resource === r)) {
    takeToken(s, seat, t.place);
    n += 1;
  }
  for (const h of s.players[seat]!.court) {
    const k = h.tokens.filter((x) => x === r).length;
    h.tokens = h.tokens.filter((x) => x !== r);
    n += k;
  }
  if (c.firstRegent === seat) {
    const k = c.trust.filter((x) => x === r).length;
    c.trust = c.trust.filter((x) => x !== r);
    n += k;
  }
  const lg = leagueOf(s, seat);
  n += lg.filter((x) => x === r).length;
  setLeague(s, seat, lg.filter((x) => x !== r));
  if (n > 0) (c.scrappedResources ??= {})[r] = (c.scrappedResources?.[r] ?? 0) + n;
  scrapCard(s, id, seat);
  fired(s, 'ARCS-F325B');
  log(s, `${seatName(s, seat)} scraps ${cardName(id)} and ${n} ${r} (out of the campaign).`);
}

const scrap: H<'campaign/magnate-scrap'> = {
  step(s, f) {
    const mine = monopoliesOf(s, f.seat);
    if (mine.length === 0) return done;
    if (mine.length === 1) {
      scrapMonopoly(s, f.seat, mine[0]!);
      return done;
    }
    return ask(f.seat, msg('campaign.magnate.scrap'), mine.map((id) => opt(SCRAP.id('scrap', { card: id }), msg('campaign.magnate.card', { card: { card: id } }))));
  },
  resume(s, f, choice) {
    const id = SCRAP.read(choice).card;
    if (!monopoliesOf(s, f.seat).includes(id)) throw new Error(`campaign/magnate-scrap: ${id} not held (bug)`);
    scrapMonopoly(s, f.seat, id);
    return done;
  },
};

export const MAGNATE_HANDLERS = {
  'campaign/magnate-league': league,
  'campaign/magnate-trade': trade,
  'campaign/magnate-scrap': scrap,
} as const;

/* ------------------------------------------------------------ Gain Monopolies */

/** Resources of a type the seat has for the Monopolies (Counting: everything in its play area, on Cartels and Monopolies too). */
export function monopolyCount(s: GameState, seat: Seat, r: Resource): number {
  return countResources(s, seat, [r]) + heldSupplyCount(s, seat, [r]);
}

/**
 * Gain Monopolies (F318, Edict 20): "For each resource type, a player takes the Monopoly card of its
 * type if they have more than half of the total resources of its type in play." In play: every
 * resource of the type in players' play areas and the general supply (scrapped ones and, with 2
 * players, those on the ambition boxes are out of play). F312B: taking it from the supply advances
 * the taker's Corner the Market (FAQ: not when taken from another player).
 */
export function gainMonopolies(s: GameState): void {
  const c = s.campaign!;
  for (const m of MONOPOLIES) {
    const r = m.resource;
    const total = s.supply[r] + s.players.reduce((n, p) => n + countResources(s, p.seat, [r]), 0);
    const taker = s.players.find((p) => 2 * monopolyCount(s, p.seat, r) > total)?.seat;
    if (taker === undefined) continue;
    const holder = monopolyHolder(s, r);
    if (holder === taker) continue;
    const fromSupply = (c.fateSupply ?? []).includes(m.card);
    if (holder === null && !fromSupply) continue; // scrapped or not in play
    takeCard(s, m.card, holder ?? taker);
    c.seats[taker]!.playArea.push(m.card);
    fired(s, 'ARCS-F318');
    log(s, `${seatName(s, taker)} takes ${cardName(m.card)}${holder === null ? '' : ` from ${seatName(s, holder)}`}.`);
    if (fromSupply && c.seats[taker]!.objective === 'ARCS-F312B') {
      fired(s, 'ARCS-F312B');
      advanceObjective(s, taker, 1);
    }
  }
}

/* -------------------------------------------------------------- card effects */

function cartel(id: string, r: Resource): CardEffect {
  // "You keep the R supply on here. (You add it to <ambition> but can't spend it.) After scoring, Rivals discard all R.
  // Prelude: You may discard this to steal 1 R." The base Cartels' effect (court/guilds.ts), under this card's id.
  // FAQ: count for ambitions and Keeper's Solidarity, cannot be discarded for Relic Fence or stolen; Rivals discard even if
  // the ambition was not scored; the card may be discarded with nothing to steal.
  return {
    id,
    holdsSupply: r,
    afterScoring: (_s, seat) => [{ k: 'fx/cartel-discard', holder: seat, card: id, resource: r }],
    prelude: discardAbility(msg('court.discard.steal-resource', { resource: resource(r) }), (_s, seat) => [{ k: 'fx/steal', seat, card: id, what: 'resource', resource: r, optional: false }], id),
  };
}

/** Extortion (F323, F324): "Crisis: For each resource type, the player with most of it, or the players tied for the most of it, must discard 1 resource of that type." */
function extort(s: GameState, id: string): void {
  for (const r of RESOURCES) {
    const counts = s.players.map((p) => monopolyCount(s, p.seat, r));
    const top = Math.max(...counts);
    if (top === 0) continue;
    for (const p of s.players) {
      if (counts[p.seat] !== top) continue;
      // Frozen resources and the supply kept on a Cartel or Monopoly cannot be discarded: a held token if there is one
      // (the highest raid cost first: our choice where the printed text leaves it to the player).
      const t = heldTokens(s, p.seat).filter((x) => x.resource === r).sort((a, b) => b.keys - a.keys)[0];
      if (!t) continue;
      takeToken(s, p.seat, t.place);
      s.supply[r] += 1;
      log(s, `Extortion: ${seatName(s, p.seat)} discards a ${r}.`);
    }
  }
  fired(s, id);
}

const extortion = (id: string): CardEffect => ({
  id,
  crisis(s) {
    extort(s, id);
    discardCard(s, id);
    return [];
  },
  // "When Secured: Steal 1 resource from a Rival. Discard this card."
  whenSecured: (_s, seat) => [{ k: 'fx/steal', seat, card: id, what: 'resource', resource: null, optional: false }],
  afterSecured: 'discard',
});

const monopoly = (id: string, r: Resource): CardEffect => ({
  // "You hold the R supply here. (Add R on here to <ambition>. You cannot spend it.) In Summits, your consent is required to
  // give R." (consent: summitConsents above.)
  id,
  holdsSupply: r,
});

/** The base Prison Wardens' effect (looked up when asked: the effect modules may still be loading at import time). */
const bc12 = (): CardEffect => GUILD_EFFECTS.find((e) => e.id === 'ARCS-BC12')!;

export const MAGNATE_EFFECTS: readonly CardEffect[] = [
  {
    // F302 Merchant League: "Crisis: Discard all resources from here. When you declare an ambition, you may gain any 2 resources
    // onto here. These resources are frozen except for the Transfer Asset action in Summits."
    id: 'ARCS-F302',
    onDeclare: (_s, seat) => [{ k: 'campaign/magnate-league', seat, left: 2 }],
    crisis(s, holder) {
      if (holder === null) return [];
      const lg = leagueOf(s, holder);
      if (lg.length === 0) return [];
      fired(s, 'ARCS-F302');
      for (const r of lg) s.supply[r] += 1;
      setLeague(s, holder, []);
      log(s, `Merchant League: ${seatName(s, holder)} discards ${lg.length} ${lg.length === 1 ? 'resource' : 'resources'} from it.`);
      return [];
    },
  },
  {
    // F304 Elder Broker: Trade (Tax) (frame above). "Prelude: You may discard this to gain 1 Material, 1 Fuel, and 1 Weapon."
    id: 'ARCS-F304',
    newActions: [{ key: 'trade', name: 'Trade', replaces: 'tax', can: (s, seat) => tradeCities(s, seat).length > 0, start: (_s, seat) => [{ k: 'campaign/magnate-trade', seat }] }],
    prelude: discardAbility(msg('campaign.magnate.broker'), (_s, seat) => [gainFrames(seat, 'material'), gainFrames(seat, 'fuel'), gainFrames(seat, 'weapon')], 'ARCS-F304'),
  },
  {
    // F305 Relic Fence: "Prelude: Once per turn, you may discard 1 resource to gain 1 Relic." (FAQ: not a Cartel's resource:
    // only held tokens are offered.)
    id: 'ARCS-F305',
    prelude: {
      options(s, seat) {
        if (usedThisTurn(s, 'ARCS-F305')) return [];
        return heldTokens(s, seat).map((t) => opt(FENCE.id('fence', { place: t.place }), msg('campaign.magnate.fence', { resource: resource(t.resource) })));
      },
      take(s, seat, key) {
        const place = FENCE.read(key).place;
        markUsed(s, 'ARCS-F305');
        const r = takeToken(s, seat, place);
        s.supply[r] += 1;
        fired(s, 'ARCS-F305');
        log(s, `${seatName(s, seat)} discards a ${r} to gain a relic (Relic Fence).`);
        return [gainFrames(seat, 'relic')];
      },
    },
  },
  {
    // F306 Prison Wardens: the text of the base Prison Wardens (ARCS-BC12): Pressgang (Build), Execute (Influence), and
    // "Prelude: You may discard this to place 3 ships in a system you control."
    id: 'ARCS-F306',
    get newActions() {
      return bc12().newActions ?? [];
    },
    prelude: discardAbility(msg('court.discard.place-3'), (_s, seat) => [{ k: 'fx/place-3', seat, card: 'ARCS-F306' }], 'ARCS-F306'),
  },
  ...CARTELS.map((x) => cartel(x.card, x.resource)),
  {
    // F312B Act II objective. "Corner the Market… Advance 1 each time you gain a Monopoly card from the supply" (gainMonopolies);
    // "…And Hold It: At the end of a chapter, advance 1 for each Monopoly card you have."
    id: 'ARCS-F312B',
    afterScoring(s, seat) {
      const n = monopoliesOf(s, seat).length;
      if (n > 0) {
        fired(s, 'ARCS-F312B');
        advanceObjective(s, seat, n);
      }
      return [];
    },
  },
  ...MONOPOLIES.map((m) => monopoly(m.card, m.resource)),
  {
    // F318 Gain Monopolies (Edict 20).
    id: 'ARCS-F318',
    edict(s) {
      gainMonopolies(s);
      return [];
    },
  },
  // F319 Monopoly Consent (Summit card): summitConsents / the Call to Order (summit/index.ts).
  {
    // F320 War Profiteering (Law): "The Warlord ambition now counts the total of Trophies and Weapons icons from resources and
    // cards." (chapter.ts ambitionCount asks warlordCountsWeapons.) The marker is a reminder (setups).
    id: 'ARCS-F320',
    warlordCountsWeapons: true,
  },
  {
    // F322 Prospectors: "You may build cities on any planets if you don't have the Monopoly matching that planet type. (You
    // don't need Loyal pieces there!)" (act/build asks buildsAnywhere.)
    id: 'ARCS-F322',
    buildsAnywhere: (s, seat, piece, id) => piece === 'city' && planetResource(id) !== null && monopolyHolder(s, planetResource(id)!) !== seat,
  },
  extortion('ARCS-F323'),
  extortion('ARCS-F324'),
  {
    // F325B Act III objective: grand ambitions (magnate-rules.ts); "After scoring, you must scrap 1 Monopoly you have and all
    // of your resources of that Monopoly type."
    id: 'ARCS-F325B',
    afterScoring: (s, seat) => (monopoliesOf(s, seat).length > 0 ? [{ k: 'campaign/magnate-scrap', seat }] : []),
  },
  {
    // F327 Closed & Open Economy (Law), the side of the Economy card (F326) by the map. "While the Magnate is a Regent, the
    // Empire has a Closed Economy: Regents [F326A: other than the Magnate] cannot tax Empire-controlled cities (even Loyal
    // ones) unless they have the matching Monopoly." FAQ (Lords): a Regent Lord is bound by Closed Economy taxing a Vassal
    // city under Imperial control.
    id: 'ARCS-F327',
    // The Economy card's side shows which half is in effect: noted fired with this Law (F326A Closed, F326B Open).
    firesWith: (s) => (economySide(s) === 'closed' ? 'ARCS-F326A' : economySide(s) === 'open' ? 'ARCS-F326B' : null),
    rule(s, _holder, actor, act) {
      if (act.t !== 'tax' || economySide(s) !== 'closed') return null;
      if (actor === magnateSeat(s) || titleOf(s, actor) !== 'regent') return null;
      if (controller(s, act.city.id) !== 'empire') return null;
      const r = planetResource(act.city.id);
      if (r !== null && monopolyHolder(s, r) === actor) return null;
      return 'cannot';
    },
    // "While the Magnate is an Outlaw, the Reach has an Open Economy: Players may tax Loyal cities more than once per turn.
    // The Magnate may also tax Rival and Free cities more than once per turn."
    taxAgain(s, actor, owner) {
      if (economySide(s) !== 'open') return false;
      if (owner === actor) return true;
      return actor === magnateSeat(s) && (isSeat(owner) || owner === 'free');
    },
  },
];

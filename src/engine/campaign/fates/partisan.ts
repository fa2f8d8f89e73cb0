/**
 * Fate 6, the Partisan (ARCS-FATE06; Fate Set ARCS-F601…F625): its three Acts (setup, objective,
 * Resolution; partisan-rules.ts) and the effects of every card of its set. Card moves are data
 * (data/campaign/fate-steps.ts, carried out by framework.ts); this module is the rest. Each entry
 * quotes the printed text it implements (cards.csv, errata.md applied) and the FAQ rows it follows.
 *
 * Seizing the initiative: the core offers "discard a second action card" unless the act
 * 'seize-discard' is forbidden (Partisan Seizing's "cannot"), and beside it each card's
 * `seizeWays` (frames/flow.ts seizeOptions). Getting the initiative marker calls
 * `gainedInitiative` (seize, Surpass, pass: the Act I objective), and at a round's end the
 * Surpass winner's `surpassInitiative` (Sower of Division). `afterPlayCard` (every card played)
 * drives the Act II objective.
 *
 * The Loyal Guilds (05-09), Galactic Bards (10) and the Unions (11, 12, 22, 23) print the same text
 * as the base Court's Loyal Engineers … Keepers (ARCS-BC01/07/15/19/21), Galactic Bards (BC25),
 * Spacing Union (BC10) and Arms Union (BC11): they are other cards with the same effects, built
 * with the base helpers. Outrage Spreads (13-14) adds a Crisis to the base Vox (BC28).
 */
import { actionCard, isActionCardId, type ActionCardId } from '../../../data/action-cards.ts';
import { findCard } from '../../../data/cards.ts';
import { RESOURCES, systemDef, type Resource } from '../../../data/map.ts';
import { hasExcessResources, log, returnPieces, seatName, sys, systemIds, tidy, turnOrder } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { cardName, courtCards, removeCardFromCourt } from '../../court.ts';
import { attachCard } from '../../court-slots.ts';
import { actionCardMsg, discardAbility } from '../../court/common.ts';
import { GUILD_EFFECTS, loyal } from '../../court/guilds.ts';
import { unionEffect } from '../../court/unions.ts';
import { destroyedShipsToSupply, fired, markUsed, usedThisTurn, type CardEffect } from '../../effects.ts';
import { canSeize, seize } from '../../frames/flow.ts';
import { provokeOutrage } from '../../frames/outrage.ts';
import { card, msg, owner, resource } from '../../messages.ts';
import { shuffleInPlace } from '../../rng.ts';
import { call, done, opt, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { nonEventCards } from '../round.ts';
import { flipCouncilInSession } from '../court/rules.ts';
import { rolledPlanet } from '../dice.ts';
import { discardCard, takeCard } from './moves.ts';
import { advanceObjective } from './objective.ts';
import { clearOutrage, guildCardsOfType, outraged, partisanGuildCards, SEIZING_ABILITY, SEIZING_LAW } from './partisan-rules.ts';

export * from './partisan-rules.ts';

/* ---------------------------------------------------------------- option ids */

/** Partisan Seizing: `type:<resource>` to Provoke Outrage of and seize, or `no`. */
const SEIZE_TYPE = choices({ type: { resource: field.resource }, no: {} });
/** Informants, Spy: `give:<rival>:<card>` (the giver), `card:<card>` (the Rival gives back). */
const SPY = choices({ give: { rival: field.int, card: field.word }, card: { card: field.word } });
/** People's Hero: `clear:<resource>`, `no`. */
const HERO = choices({ clear: { resource: field.resource }, no: {} });
/** Sower of Division: `slot:<rival>:<resource>`, `no`. */
const SOWER = choices({ slot: { rival: field.int, resource: field.resource }, no: {} });

/** Partisan frames (joined into FateFrame, fates/types.ts). */
export type PartisanFrame =
  /** Partisan Seizing (`card`: F603 or F616): seize the initiative by Provoking Outrage of a non-Outraged type. */
  | { k: 'campaign/partisan-seize'; seat: Seat; card: string }
  /** Informants, Spy (Influence): the giver gives, then the Rival gives back (`rival` set). */
  | { k: 'campaign/partisan-spy'; seat: Seat; rival: Seat | null }
  /** People's Hero: clear 1 Outrage on declaring. */
  | { k: 'campaign/partisan-hero'; seat: Seat }
  /** Sower of Division: a Loyal agent on a Rival's empty Outrage slot. */
  | { k: 'campaign/partisan-sower'; seat: Seat };

type H<K extends PartisanFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[], secret = false): Step => ({ t: 'ask', seat, prompt, options, ...(secret ? { secret: true } : {}) });

/* ------------------------------------------------------------------ seizing */

/** "You may seize the initiative when you play a card if you choose to Provoke Outrage with a non-Outraged resource." */
const seizeFrame: H<'campaign/partisan-seize'> = {
  step(s, f) {
    if (!canSeize(s, f.seat)) return done;
    const types = RESOURCES.filter((r) => !outraged(s, f.seat, r));
    if (types.length === 0) return done;
    return ask(f.seat, msg('campaign.partisan.seize', { card: card(f.card) }), [
      opt(SEIZE_TYPE.id('no'), msg('campaign.partisan.no')),
      ...types.map((r) => opt(SEIZE_TYPE.id('type', { resource: r }), msg('campaign.partisan.seize.type', { resource: resource(r) }))),
    ]);
  },
  resume(s, f, choice) {
    const c = SEIZE_TYPE.read(choice);
    if (c.tag === 'no') return done;
    if (outraged(s, f.seat, c.resource)) throw new Error('rule/partisan-outraged: that resource is already Outraged');
    fired(s, f.card);
    provokeOutrage(s, f.seat, c.resource);
    seize(s, f.seat, null, ` by Provoking ${c.resource} Outrage (${cardName(f.card)})`);
    return done;
  },
};

/** Partisan Seizing's two rules, for its holder (the Ability, 03) or for everyone (the Law, 16). */
function seizingRules(id: string): Pick<CardEffect, 'rule' | 'seizeWays'> {
  return {
    // "You cannot seize the initiative by discarding a second action card. (This doesn't limit other ways to seize.)"
    rule: (_s, holder, actor, act) => (holder === actor && act.t === 'seize-discard' ? 'cannot' : null),
    seizeWays: (s, holder) => (RESOURCES.some((r) => !outraged(s, holder, r)) ? { label: msg('campaign.partisan.seize.option', { card: card(id) }), frames: [{ k: 'campaign/partisan-seize', seat: holder, card: id }] } : null),
  };
}

/* ---------------------------------------------------------------- Informants */

/** A card's number for "action card of highest number" (Event cards have none). */
const numberOf = (c: string): number => (isActionCardId(c) ? actionCard(c).number : 0);

/** The seat's action cards of highest number (ties: any of them). */
export function highestCards(s: GameState, seat: Seat): ActionCardId[] {
  const hand = nonEventCards(s.players[seat]!.hand).filter((c) => numberOf(c) > 0);
  const top = Math.max(0, ...hand.map(numberOf));
  return hand.filter((c) => numberOf(c) === top && top > 0);
}

function giveCard(s: GameState, from: Seat, to: Seat, c: ActionCardId): void {
  const hand = s.players[from]!.hand;
  const i = hand.indexOf(c);
  if (i < 0) throw new Error(`rule/partisan-card: ${c} is not in the hand`);
  hand.splice(i, 1);
  s.players[to]!.hand.push(c);
}

/**
 * "Spy (Influence): Once per turn, give your action card of highest number to a Rival. After you do,
 * they must give you their action card of highest number. (It can be the same card.)" Ties: the
 * giver picks among their highest cards. The cards stay secret: the log names no card.
 */
const spy: H<'campaign/partisan-spy'> = {
  step(s, f) {
    if (f.rival === null) {
      const mine = highestCards(s, f.seat);
      const options = s.players.filter((p) => p.seat !== f.seat).flatMap((p) => mine.map((c) => opt(SPY.id('give', { rival: p.seat, card: c }), msg('campaign.partisan.spy.give', { card: actionCardMsg(c), owner: owner(p.seat) }))));
      return ask(f.seat, msg('campaign.partisan.spy'), options, true);
    }
    const theirs = highestCards(s, f.rival);
    if (theirs.length === 0) return done;
    if (theirs.length === 1) {
      back(s, f, theirs[0]!);
      return done;
    }
    return ask(f.rival, msg('campaign.partisan.spy.back', { owner: owner(f.seat) }), theirs.map((c) => opt(SPY.id('card', { card: c }), msg('campaign.partisan.spy.card', { card: actionCardMsg(c) }))), true);
  },
  resume(s, f, choice) {
    const c = SPY.read(choice);
    if (c.tag === 'give') {
      const card = c.card as ActionCardId;
      if (!highestCards(s, f.seat).includes(card)) throw new Error('rule/partisan-highest: not your action card of highest number');
      markUsed(s, 'ARCS-F602');
      fired(s, 'ARCS-F602');
      giveCard(s, f.seat, c.rival, card);
      log(s, `${seatName(s, f.seat)} spies: they give their action card of highest number to ${seatName(s, c.rival)} (Informants).`);
      f.rival = c.rival;
      return call();
    }
    const card = c.card as ActionCardId;
    if (!highestCards(s, f.rival!).includes(card)) throw new Error('rule/partisan-highest: not your action card of highest number');
    back(s, f, card);
    return done;
  },
};

function back(s: GameState, f: FrameOf<'campaign/partisan-spy'>, c: ActionCardId): void {
  giveCard(s, f.rival!, f.seat, c);
  log(s, `${seatName(s, f.rival!)} gives their action card of highest number to ${seatName(s, f.seat)} (Informants).`);
}

/* ------------------------------------------------------------- People's Hero */

/** Outrage types the seat may clear with People's Hero: "as long as you have more Guild cards of the Outrage type than each Rival". */
export function heroTypes(s: GameState, seat: Seat): Resource[] {
  return s.players[seat]!.outrage.map((m) => m.resource).filter((r) => {
    const mine = guildCardsOfType(s, seat, r);
    return s.players.every((p) => p.seat === seat || guildCardsOfType(s, p.seat, r) < mine);
  });
}

const hero: H<'campaign/partisan-hero'> = {
  step(s, f) {
    const types = heroTypes(s, f.seat);
    if (types.length === 0) return done;
    return ask(f.seat, msg('campaign.partisan.hero'), [opt(HERO.id('no'), msg('campaign.partisan.no')), ...types.map((r) => opt(HERO.id('clear', { resource: r }), msg('campaign.partisan.hero.clear', { resource: resource(r) })))]);
  },
  resume(s, f, choice) {
    const c = HERO.read(choice);
    if (c.tag === 'no') return done;
    if (!heroTypes(s, f.seat).includes(c.resource)) throw new Error('rule/partisan-hero: you cannot clear that Outrage');
    fired(s, 'ARCS-F617');
    clearOutrage(s, f.seat, c.resource);
    log(s, `${seatName(s, f.seat)} clears their ${c.resource} Outrage (People's Hero).`);
    // F615B "Burnish Your Image": "When you return Outrage using People's Hero, advance 1 for each Guild card you have."
    if (s.campaign!.seats[f.seat]!.objective === 'ARCS-F615B') {
      fired(s, 'ARCS-F615B');
      advanceObjective(s, f.seat, partisanGuildCards(s, f.seat).length);
    }
    return done;
  },
};

/* --------------------------------------------------------- Sower of Division */

/** Rivals' empty Outrage slots (types they have no Outrage of). */
export function sowerTargets(s: GameState, seat: Seat): { rival: Seat; resource: Resource }[] {
  if (s.players[seat]!.supply.agents === 0) return [];
  return s.players.filter((p) => p.seat !== seat).flatMap((p) => RESOURCES.filter((r) => !outraged(s, p.seat, r)).map((r) => ({ rival: p.seat, resource: r })));
}

/** "… you may place a Loyal agent on a Rival's empty Outrage slot. (This does not Provoke Outrage.)" */
const sower: H<'campaign/partisan-sower'> = {
  step(s, f) {
    const targets = sowerTargets(s, f.seat);
    if (targets.length === 0) return done;
    return ask(f.seat, msg('campaign.partisan.sower'), [opt(SOWER.id('no'), msg('campaign.partisan.no')), ...targets.map((t) => opt(SOWER.id('slot', t), msg('campaign.partisan.sower.slot', { owner: owner(t.rival), resource: resource(t.resource) })))]);
  },
  resume(s, f, choice) {
    const c = SOWER.read(choice);
    if (c.tag === 'no') return done;
    if (!sowerTargets(s, f.seat).some((t) => t.rival === c.rival && t.resource === c.resource)) throw new Error('rule/partisan-sower: not an empty Outrage slot of a Rival');
    fired(s, 'ARCS-F625');
    s.players[f.seat]!.supply.agents -= 1;
    s.players[c.rival]!.outrage.push({ resource: c.resource, agent: true, by: f.seat });
    log(s, `${seatName(s, f.seat)} places an agent on ${seatName(s, c.rival)}'s ${c.resource} Outrage slot (Sower of Division).`);
    return done;
  },
};

export const PARTISAN_HANDLERS = {
  'campaign/partisan-seize': seizeFrame,
  'campaign/partisan-spy': spy,
  'campaign/partisan-hero': hero,
  'campaign/partisan-sower': sower,
} as const;

/* ------------------------------------------------------------------ the Vox */

/** A Vox card leaves the Court (or wherever it is) to the discard pile or shuffled into the Court deck. */
function voxLeaves(s: GameState, id: string, to: 'discard' | 'shuffle'): void {
  if (removeCardFromCourt(s, id, to)) return;
  if (to === 'discard') discardCard(s, id);
  else {
    takeCard(s, id);
    s.courtDeck.push(id);
    shuffleInPlace(s.rng, s.courtDeck);
    log(s, `${cardName(id)} is shuffled into the Court deck.`);
  }
}

/**
 * Terror Strike's Crisis: "Destroy all damaged pieces at planets matching any players' Outrage."
 * Every owner's damaged ships (Imperial and Blight too) and damaged buildings at the planets whose
 * resource matches an Outrage of any player; `spare`'s (the securer's Loyal) pieces stay. Nobody
 * destroys them (FAQ: no Trophies, no Outrage). Returns frames for players whose returned cities
 * leave them too many resources.
 */
export function terrorStrike(s: GameState, spare: Seat | null): Frame[] {
  const types = new Set(s.players.flatMap((p) => p.outrage.map((m) => m.resource)));
  let ships = 0;
  let buildings = 0;
  for (const id of systemIds(s)) {
    const def = systemDef(id);
    if (def.kind !== 'planet' || def.resource === null || !types.has(def.resource)) continue;
    const st = sys(s, id);
    for (const g of st.ships) {
      if (g.owner === spare || g.damaged === 0) continue;
      ships += g.damaged;
      if (g.owner === 'blight') returnPieces(s, 'blight', 'blight', g.damaged);
      else destroyedShipsToSupply(s, g.owner, g.damaged); // The Dead Live (ARCS-F2204)
      g.damaged = 0;
    }
    tidy(st);
    st.slots.forEach((b, i) => {
      if (!b || !b.damaged || b.owner === spare) return;
      returnPieces(s, b.owner, b.type, 1);
      st.slots[i] = null;
      buildings++;
    });
  }
  log(s, `Terror Strike: ${ships} damaged ${ships === 1 ? 'ship' : 'ships'} and ${buildings} damaged ${buildings === 1 ? 'building' : 'buildings'} destroyed at planets matching Outrage (${[...types].join(', ') || 'none'}).`);
  return s.players.filter(hasExcessResources).map((p) => ({ k: 'res/excess', seat: p.seat }));
}

const outrageSpreads = (id: string): CardEffect => ({
  id,
  // "Crisis: Each player Provokes Outrage of the rolled planet. Discard this card." (the rolled planet's resource; in turn order)
  crisis(s, _holder, roll) {
    const r = systemDef(rolledPlanet(roll)).resource!;
    fired(s, id);
    for (const seat of turnOrder(s)) provokeOutrage(s, seat, r);
    voxLeaves(s, id, 'discard');
    return [];
  },
  // "When Secured: You may choose an Outrage type. Each player (even you) must Provoke Outrage of that type. Discard this card." (the base card's frame)
  whenSecured: (_s, seat) => [{ k: 'fx/outrage-spreads', seat }],
});

const terror = (id: string): CardEffect => ({
  id,
  // "Crisis: Destroy all damaged pieces at planets matching any players' Outrage. Shuffle this into the Court deck."
  crisis(s) {
    fired(s, id);
    const frames = terrorStrike(s, null);
    voxLeaves(s, id, 'shuffle');
    return frames;
  },
  // "When Secured: Resolve the Crisis but do not destroy Loyal pieces." FAQ: the securer harms nobody (no Trophies, no Outrage).
  whenSecured(s, seat) {
    fired(s, id);
    return terrorStrike(s, seat);
  },
  afterSecured: 'shuffle',
});

/* ------------------------------------------------------------- card effects */

const placeThree = (id: string) => discardAbility(msg('court.discard.place-3'), (_s, seat) => [{ k: 'fx/place-3', seat, card: id }], id);

/** Galactic Bards (10): the base card's text (ARCS-BC25), its effect under this card's name (as the Steward's F117). */
const bards = (id: string): CardEffect => ({
  id,
  onPlay(s, seat, play) {
    const base = GUILD_EFFECTS.find((e) => e.id === 'ARCS-BC25')!;
    return base.onPlay!(s, seat, play).map((f) => (f.k === 'fx/declare' ? { ...f, card: id } : f));
  },
});

export const PARTISAN_EFFECTS: readonly CardEffect[] = [
  {
    // F601B Sow Division in the Reach: "Advance 1 each time you get the initiative marker in any way."
    // FAQ: not when you already have it and hold it at the round's end ("You need to get it from somewhere else").
    // Appeal to Your Supporters: "Advance 2 each time you win an ambition where you don't have Outrage for the resource
    // it counts. Weapon Outrage stops you from advancing by winning Warlord." Tycoon counts Material and Fuel (Outrage of
    // either stops it); Tyrant counts no resource.
    id: 'ARCS-F601B',
    gainedInitiative(s, seat) {
      fired(s, 'ARCS-F601B');
      advanceObjective(s, seat, 1);
    },
    ambitionsScored(s, seat, results) {
      for (const r of results) {
        if (!r.first.includes(seat)) continue;
        if (ambitionOutrage(r.ambition).some((x) => outraged(s, seat, x))) continue;
        fired(s, 'ARCS-F601B');
        advanceObjective(s, seat, 2);
      }
    },
  },
  {
    // F602 Informants (protected Guild card): "Spy (Influence): …" (see the frame).
    id: 'ARCS-F602',
    newActions: [{
      key: 'spy', name: 'Spy', replaces: 'influence',
      can: (s, seat) => !usedThisTurn(s, 'ARCS-F602') && s.players.length > 1 && highestCards(s, seat).length > 0,
      start: (_s, seat) => [{ k: 'campaign/partisan-spy', seat, rival: null }],
    }],
  },
  // F603 Partisan Seizing (Ability): "Scrap this and clear all your Outrage if you're not the Partisan." (partisan-rules.ts leave)
  { id: SEIZING_ABILITY, ...seizingRules(SEIZING_ABILITY) },
  loyal('ARCS-F605', 'material'),
  loyal('ARCS-F606', 'fuel'),
  // "… Prelude: You may discard this to place 3 ships in a system you control."
  loyal('ARCS-F607', 'weapon', { prelude: placeThree('ARCS-F607') }),
  loyal('ARCS-F608', 'psionic'),
  loyal('ARCS-F609', 'relic'),
  bards('ARCS-F610'),
  unionEffect('ARCS-F611', 'mobilization'),
  unionEffect('ARCS-F612', 'aggression'),
  outrageSpreads('ARCS-F613'),
  outrageSpreads('ARCS-F614'),
  {
    // F615B Show Your Leadership: "Advance 1 each time you play an action card while you have the initiative."
    // (Burnish Your Image: the People's Hero frame.)
    id: 'ARCS-F615B',
    afterPlayCard(s, seat) {
      if (s.initiative !== seat) return;
      fired(s, 'ARCS-F615B');
      advanceObjective(s, seat, 1);
    },
  },
  // F616 Partisan Seizing (Law): the same two rules, for everyone.
  { id: SEIZING_LAW, ...seizingRules(SEIZING_LAW) },
  {
    // F617 People's Hero (Lore): "When you declare an ambition, you may clear 1 Outrage you have as long as you have more
    // Guild cards of the Outrage type than each Rival."
    id: 'ARCS-F617',
    onDeclare: (s, seat) => (heroTypes(s, seat).length > 0 ? [{ k: 'campaign/partisan-hero', seat }] : []),
  },
  {
    // F619 Guilds Decry Terror (Edict 75): "If Diplomatic Fiasco is not in the Court, search the Court deck for it, attach
    // it to the Imperial Council card, and flip the Imperial Council to its In Session side." FAQ: a card already attached
    // to the Council stays attached too. Diplomatic Fiasco is the campaign Court's (CC13) or the Advocate's (F410). Not in
    // the Court deck either (discarded, buried elsewhere, scrapped): nothing happens (our reading: nothing to attach).
    id: 'ARCS-F619',
    edict(s) {
      const fiasco = (id: string) => findCard(id)?.name === 'Diplomatic Fiasco';
      if (courtCards(s).some(fiasco)) return [];
      const i = s.courtDeck.findIndex(fiasco);
      if (i < 0) {
        log(s, 'Guilds Decry Terror: Diplomatic Fiasco is not in the Court deck.');
        return [];
      }
      fired(s, 'ARCS-F619');
      const [id] = s.courtDeck.splice(i, 1);
      const at = flipCouncilInSession(s);
      attachCard(s, id!, at, { stack: true });
      return [];
    },
  },
  terror('ARCS-F620'),
  terror('ARCS-F621'),
  unionEffect('ARCS-F622', 'mobilization'),
  unionEffect('ARCS-F623', 'aggression'),
  {
    // F625 Sower of Division (Lore): "At the end of a round, when you get the initiative marker from Surpassing, you may
    // place a Loyal agent on a Rival's empty Outrage slot. (This does not Provoke Outrage.)"
    id: 'ARCS-F625',
    surpassInitiative: (s, seat) => (sowerTargets(s, seat).length > 0 ? [{ k: 'campaign/partisan-sower', seat }] : []),
  },
];

/** The Outrage types that stop F601B's advance for an ambition: the resources it counts (Warlord: Weapons, as printed). */
function ambitionOutrage(a: string): Resource[] {
  if (a === 'tycoon') return ['material', 'fuel'];
  if (a === 'keeper') return ['relic'];
  if (a === 'empath') return ['psionic'];
  if (a === 'warlord') return ['weapon'];
  return [];
}

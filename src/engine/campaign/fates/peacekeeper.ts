/**
 * Fate 15, the Peacekeeper (ARCS-FATE15; Fate Set ARCS-F1501A…F1511): the effects of its cards and
 * its frames. Its Acts and the facts its cards read are peacekeeper-rules.ts; card moves are data
 * (data/campaign/fate-steps.ts). Each entry quotes the printed text it implements (cards.csv;
 * errata.md: none; arcs-facts D6: Arsenal Keepers is a Weapon Guild card) and the FAQ rows it follows.
 *
 * Choices made (also in the report):
 * - Act II setup (F1501A): the card moves (4: Oath of Peace, Arsenal Keepers) come first in the
 *   framework, so Arsenal Keepers is set aside while the Weapon Outrage (3) discards "all Weapons and
 *   Weapon Guild cards", then returns (the card's order: 3 before 4). Replenish (5): one ship at a
 *   time in any system on the map, until 8 Loyal ships are on the map or the supply is empty.
 * - Act II objective (F1501B) "each Weapon you have": every Weapon counted as the Counting rule says
 *   (slots, cards, the Imperial Trust, Arsenal Keepers: holdings.ts countResources).
 * - Oath of Peace (F1502): "Return all Trophies you gain except Blight": the Trophies taken in a
 *   standard battle (effects.ts battleTrophies); "cannot declare Warlord": the act `declare` with its
 *   ambition (frames/flow.ts canDeclare); "gain Power from scoring it": the Warlord Power the
 *   scoring gave is taken back at once (ambitionsScored), Commonwealth scoring included (FAQ);
 *   Imperial Policy: the act `policy` (campaign/events/edicts.ts govern options).
 * - Arsenal Keepers (F1503): its Weapons are `CampaignSeat.arsenal` of the seat holding the card
 *   (frozen: counted for ambitions and objectives, never spent); "When you take a Weapon" is every
 *   gain of a Weapon (frames/resources.ts res/gain asks first). Raids steal them for 2 keys each
 *   (battle.ts raid, effects.ts raidItems).
 * - Ceasefires (F1508): "Loyal pieces" read as the harming player's own pieces (Loyal: of your
 *   colour). The Weapon is checked before harming (permits, act `harm`) and spent when the harm
 *   happens: a battle's choice of defender (battle.ts harmTriggers) or a card's hit, damage or
 *   destruction (effects.ts effectHarm).
 * - Peace Accords (F1511): Broker Peace is the Negotiation kind `peace` (summit/negotiation.ts): the
 *   proposal's counterpart is the consenting Rival; together they control 2+ systems in the cluster
 *   (peacekeeper-rules.ts brokerPeaceClusters). "You may get the consent of Rivals by returning 1 Favor
 *   of theirs" (and the note: "even if you didn't call the Summit"): in the Negotiations any seat
 *   holding a Favor of a Rival who controls a system in such a cluster may Broker Peace at once
 *   (`buypeace:<rival>:<cluster>`, summit/index.ts; peacekeeper-rules.ts favorPeaceOptions).
 */
import { systemDef, type ClusterId, type SystemId } from '../../../data/map.ts';
import { log, returnPieces, seatName, shipsOf, shipsOnMap, sys, systemIds } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { controller, controlsForScoring, isSeat, titleOf } from '../../control.ts';
import { interest } from '../../court/guilds.ts';
import { fired, type CardEffect } from '../../effects.ts';
import { countResources, heldTokens, takeToken } from '../../holdings.ts';
import { card, msg, system } from '../../messages.ts';
import { shuffleInPlace } from '../../rng.ts';
import { provokeOutrage } from '../../frames/outrage.ts';
import { gainFrames, toSupply } from '../../frames/resources.ts';
import { call, done, opt, thenRun, type Handler } from '../../step.ts';
import type { Act } from '../../../data/campaign/components.ts';
import type { FrameOf, GameState, Owner, Seat } from '../../types.ts';
import { governPolicy, governSlot } from './steward-rules.ts';
import { clearAllOutrage } from './partisan-rules.ts';
import { takeCard } from './moves.ts';
import { advanceObjective } from './objective.ts';
import {
  ARMS_INTERESTS, ARSENAL_KEEPERS, ARSENAL_RAID_KEYS, arsenalWeapons, atPeace, CEASEFIRES, clustersInPlay, EMPIRE_BALKS, empireSystemsIn, flipCeasefire,
  OATH_OF_PEACE, PEACE_DIVIDENDS, peacekeeperSeat, PK_ACT2_OBJECTIVE, placeCeasefires, REPLENISH_SHIPS,
  returnWarlordWeapons, systemsOfCluster, weaponPlanetsControlled,
} from './peacekeeper-rules.ts';

export * from './peacekeeper-rules.ts';

/* ---------------------------------------------------------------- option ids */

/** Replenish your fleet: `sys:<system>`. */
const REPLENISH = choices({ sys: { system: field.system } });
/** Empire Balks at Peace: `cluster:<n>` or `no`. */
const BALKS = choices({ cluster: { cluster: field.int }, no: {} });

/* ---------------------------------------------------------------- frames */

export type PeacekeeperFrame =
  /** The Peacekeeper's Act II or III setup steps other than its card moves (F1501A 1-3 then 5, F1507A 1-2). */
  | { k: 'campaign/peacekeeper-setup'; seat: Seat; act: Act }
  /** F1501A 5 "Replenish your fleet": place 1 ship at a time in any system until 8 Loyal ships are on the map. */
  | { k: 'campaign/peacekeeper-replenish'; seat: Seat }
  /** F1504 failed 2: "Add your Arsenal Keepers (03), if you have it, to the Court deck." */
  | { k: 'campaign/peacekeeper-arsenal-back'; seat: Seat }
  /** Empire Balks at Peace (Edict 34): the First Regent may flip 1 Ceasefire to War. */
  | { k: 'campaign/peacekeeper-balks'; seat: Seat };

type H<K extends PeacekeeperFrame['k']> = Handler<FrameOf<K>>;

const setup: H<'campaign/peacekeeper-setup'> = {
  step(s, f) {
    if (f.act === 2) {
      // 1. "With 2 players, return all Weapons from the Warlord ambition box to the supply."
      returnWarlordWeapons(s);
      // 2. "Clear all your Outrage."
      clearAllOutrage(s, f.seat);
      // 3. "Provoke Outrage with Weapons. (Discard all Weapons and Weapon Guild cards.)" Arsenal Keepers (4) is gained after it.
      const pa = s.campaign!.seats[f.seat]!.playArea;
      const keeper = pa.indexOf(ARSENAL_KEEPERS);
      if (keeper >= 0) pa.splice(keeper, 1);
      provokeOutrage(s, f.seat, 'weapon');
      if (keeper >= 0) pa.push(ARSENAL_KEEPERS);
      log(s, `${seatName(s, f.seat)} Provokes Weapon Outrage and swears the Oath of Peace.`);
      // 5. Replenish your fleet.
      return thenRun({ k: 'campaign/peacekeeper-replenish', seat: f.seat });
    }
    if (f.act === 3) {
      // 1. Ceasefire tokens, Peace where the Peacekeeper controls any systems.
      placeCeasefires(s, f.seat);
      // 2. "With 2 players, return all Weapons from the Warlord ambition box."
      returnWarlordWeapons(s);
      // 3. The booklet cards are card moves; "Explain them to everyone."
      log(s, 'Ceasefires: to harm anything but your own pieces and Blight in a cluster at Peace, spend 1 Weapon and flip its Ceasefire to War. Edicts 34-35: Empire Balks at Peace, Peace Dividends.');
    }
    return done;
  },
  resume: (_s, _f) => done,
};

const replenish: H<'campaign/peacekeeper-replenish'> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    const need = REPLENISH_SHIPS - shipsOnMap(s, f.seat);
    if (need <= 0 || p.supply.ships === 0) return done;
    // "place 1 ship each in any systems"
    const options = systemIds(s).map((id) => opt(REPLENISH.id('sys', { system: id }), msg('core.system', { system: system(id) })));
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.peacekeeper.replenish', { n: need }), options };
  },
  resume(s, f, choice) {
    const c = REPLENISH.read(choice);
    s.players[f.seat]!.supply.ships -= 1;
    shipsOf(sys(s, c.system), f.seat).fresh += 1;
    log(s, `${seatName(s, f.seat)} places a ship in ${c.system} (Replenish your fleet).`);
    return call();
  },
};

const arsenalBack: H<'campaign/peacekeeper-arsenal-back'> = {
  step(s, f) {
    const cs = s.campaign!.seats[f.seat]!;
    const held = cs.playArea.includes(ARSENAL_KEEPERS) || s.players[f.seat]!.court.some((c) => c.id === ARSENAL_KEEPERS);
    if (!held) return done;
    dropArsenal(s, f.seat);
    takeCard(s, ARSENAL_KEEPERS, f.seat);
    s.courtDeck.push(ARSENAL_KEEPERS);
    shuffleInPlace(s.rng, s.courtDeck);
    log(s, 'Arsenal Keepers is added to the Court deck.');
    return done;
  },
  resume: (_s, _f) => done,
};

/** The Weapons on Arsenal Keepers go back to the supply (the card leaves its holder). */
export function dropArsenal(s: GameState, seat: Seat): void {
  const cs = s.campaign?.seats[seat];
  if (!cs?.arsenal) return;
  toSupply(s, 'weapon', cs.arsenal);
  delete cs.arsenal;
}

/** The Imperial Policy in force (the top card of the Govern slot), or null. */
export function policyInForce(s: GameState): 'war' | 'peace' | 'escalation' | null {
  const top = governSlot(s)?.[0];
  return top ? (governPolicy(top)?.policy ?? null) : null;
}

/** Empire Balks at Peace: clusters at Peace where the Empire controls at least 2 systems. */
function balkClusters(s: GameState): ClusterId[] {
  return clustersInPlay(s).filter((cl) => s.campaign?.ceasefires?.[cl] === 'peace' && empireSystemsIn(s, cl) >= 2);
}

const balks: H<'campaign/peacekeeper-balks'> = {
  step(s, f) {
    const options = balkClusters(s).map((cl) => opt(BALKS.id('cluster', { cluster: cl }), msg('campaign.peacekeeper.cluster', { n: cl })));
    if (options.length === 0) return done;
    options.push(opt(BALKS.id('no'), msg('campaign.peacekeeper.balks.no')));
    return { t: 'ask', seat: f.seat, prompt: msg('campaign.peacekeeper.balks'), options };
  },
  resume(s, f, choice) {
    const c = BALKS.read(choice);
    if (c.tag === 'no') return done;
    const cl = c.cluster as ClusterId;
    if (!balkClusters(s).includes(cl)) throw new Error('Empire Balks at Peace: not a cluster to flip (bug)');
    fired(s, EMPIRE_BALKS);
    flipCeasefire(s, cl, 'war', `Empire Balks at Peace, by ${seatName(s, f.seat)}`);
    return done;
  },
};

export const PEACEKEEPER_HANDLERS = {
  'campaign/peacekeeper-setup': setup,
  'campaign/peacekeeper-replenish': replenish,
  'campaign/peacekeeper-arsenal-back': arsenalBack,
  'campaign/peacekeeper-balks': balks,
} as const;

/* ---------------------------------------------------------------- effects */

/** Ceasefires: the harm needs a Weapon (not the harmer's own pieces, not Blight). */
function ceasefireBinds(s: GameState, actor: Seat, owner: Owner, id: SystemId): boolean {
  return owner !== actor && owner !== 'blight' && atPeace(s, id);
}

/** A Weapon the seat can spend: in its resource slots or on a lore card (frozen ones are never spent). */
function spendableWeapon(s: GameState, seat: Seat): string | null {
  return heldTokens(s, seat).find((t) => t.resource === 'weapon')?.place ?? null;
}

/** Peace Dividends: systems the seat controls in clusters at Peace (the First Regent's Empire-controlled ones only under Peace). */
export function dividendSystems(s: GameState, seat: Seat): SystemId[] {
  const peacePolicy = policyInForce(s) === 'peace';
  return clustersInPlay(s).filter((cl) => s.campaign?.ceasefires?.[cl] === 'peace').flatMap((cl) => systemsOfCluster(s, cl)).filter((id) => {
    const c = controller(s, id);
    if (c === seat) return true;
    return c === 'empire' && peacePolicy && controlsForScoring(s, seat, id);
  });
}

export const PEACEKEEPER_EFFECTS: readonly CardEffect[] = [
  {
    // F1501B Act II Objective: "At the end of a chapter, advance 1 for each Weapon you have. … advance 1 for each Weapons
    // planet you control. For objectives, you control Empire-controlled planets if you're the First Regent."
    id: PK_ACT2_OBJECTIVE,
    afterScoring(s, seat) {
      const n = countResources(s, seat, ['weapon']) + weaponPlanetsControlled(s, seat);
      if (n > 0) fired(s, PK_ACT2_OBJECTIVE);
      advanceObjective(s, seat, n);
      return [];
    },
  },
  {
    // F1502 Oath of Peace (Lore): "Return all Trophies you gain except Blight. You cannot declare Warlord or gain Power from
    // scoring it. (You can still prevent Rivals from scoring.) You cannot change Imperial Policy to War or enforce Imperial War Policy."
    id: OATH_OF_PEACE,
    rule(_s, holder, actor, act) {
      if (actor !== holder) return null;
      if (act.t === 'declare' && act.ambition === 'warlord') return 'cannot';
      if (act.t === 'policy' && act.policy === 'war') return 'cannot';
      return null;
    },
    battleTrophies(s, seat, ctx) {
      const p = s.players[seat]!;
      let n = 0;
      for (const t of ctx.taken) {
        if (t.owner === 'blight') continue;
        const mine = p.trophies.find((x) => x.owner === t.owner && x.piece === t.piece);
        if (!mine) continue;
        const k = Math.min(mine.count, t.count);
        mine.count -= k;
        returnPieces(s, t.owner, t.piece as Parameters<typeof returnPieces>[2], k);
        n += k;
      }
      p.trophies = p.trophies.filter((x) => x.count > 0);
      if (n === 0) return;
      fired(s, OATH_OF_PEACE);
      log(s, `${seatName(s, seat)} returns the ${n} Troph${n === 1 ? 'y' : 'ies'} just taken (Oath of Peace).`);
    },
    ambitionsScored(s, seat, results) {
      const g = results.find((r) => r.ambition === 'warlord')?.gains[seat] ?? 0;
      if (g <= 0) return;
      s.players[seat]!.power -= g;
      fired(s, OATH_OF_PEACE);
      log(s, `${seatName(s, seat)} gains no Power from Warlord (Oath of Peace): ${g} Power given back.`);
    },
  },
  {
    // F1503 Arsenal Keepers (Guild, Weapon: arcs-facts D6; protected): "When you take a Weapon, you may place it here instead.
    // (Even if you're taking for the Imperial Trust!) Weapons on this card are frozen. Their raid cost is 2 keys each."
    id: ARSENAL_KEEPERS,
    gainInstead: (_s, _holder, r) => r === 'weapon',
    placeInstead(s, holder) {
      const cs = s.campaign!.seats[holder]!;
      cs.arsenal = (cs.arsenal ?? 0) + 1;
      fired(s, ARSENAL_KEEPERS);
      log(s, `${seatName(s, holder)} places the Weapon on Arsenal Keepers.`);
    },
    // "Their raid cost is 2 keys each." (Frozen resources can be stolen: New Rules & Terms, Resources.)
    raidItems: (s, holder) => (arsenalWeapons(s, holder) > 0 ? [{ key: 'weapon', label: msg('campaign.peacekeeper.raid', { card: card(ARSENAL_KEEPERS), keys: ARSENAL_RAID_KEYS }), keys: ARSENAL_RAID_KEYS }] : []),
    raidTake(s, holder, raider) {
      const cs = s.campaign!.seats[holder]!;
      cs.arsenal! -= 1;
      if (cs.arsenal === 0) delete cs.arsenal;
      fired(s, ARSENAL_KEEPERS);
      log(s, `${seatName(s, raider)} steals a Weapon off ${seatName(s, holder)}'s Arsenal Keepers.`);
      return [gainFrames(raider, 'weapon', true)];
    },
  },
  // F1505/F1506 Arms Interest: "Assemble (Build): Gain 1 Weapon. Prelude: You may discard this to gain Weapons up to your
  // number of empty resource slots. If the Weapon supply empties, steal the Weapon instead." (As the base Interests.)
  ...ARMS_INTERESTS.map((id) => interest(id, 'assemble', 'Assemble', 'weapon')),
  {
    // F1508 Ceasefires (Law): "To harm anything in a cluster at Peace except Loyal pieces and Blight, you must spend 1 Weapon.
    // If you do, flip the Ceasefire token in the cluster to War." FAQ: a Weapon for the Prelude and another for the flip;
    // one Weapon per flip.
    id: CEASEFIRES,
    rule(s, _holder, actor, act) {
      if (act.t !== 'harm' || !ceasefireBinds(s, actor, act.owner, act.system)) return null;
      return spendableWeapon(s, actor) === null ? 'cannot' : null;
    },
    afterHarm(s, actor, target) {
      if (!ceasefireBinds(s, actor, target.owner, target.system)) return;
      const place = spendableWeapon(s, actor);
      if (place === null) return;
      toSupply(s, takeToken(s, actor, place));
      fired(s, CEASEFIRES);
      log(s, `${seatName(s, actor)} spends a Weapon to break the Ceasefire.`);
      flipCeasefire(s, systemDef(target.system).cluster, 'war', 'Ceasefires');
    },
  },
  {
    // F1509 Empire Balks at Peace (Edict 34): "If the Imperial Policy is War and the Peacekeeper is an Outlaw, the First
    // Regent may flip 1 Ceasefire token to War in a cluster where the Empire controls at least 2 systems."
    id: EMPIRE_BALKS,
    edict(s) {
      const fr = s.campaign?.firstRegent ?? null;
      const pk = peacekeeperSeat(s);
      if (fr === null || pk === null || policyInForce(s) !== 'war' || titleOf(s, pk) !== 'outlaw') return [];
      return [{ k: 'campaign/peacekeeper-balks', seat: fr }];
    },
  },
  {
    // F1510 Peace Dividends (Edict 35): "Players gain 2 Power for each system they control in clusters at Peace. The First
    // Regent controls Empire-controlled systems but only gains Power for them if the Imperial Policy is Peace."
    id: PEACE_DIVIDENDS,
    edict(s) {
      for (const p of s.players) {
        const n = dividendSystems(s, p.seat).length;
        if (n === 0) continue;
        p.power += 2 * n;
        log(s, `Peace Dividends: ${seatName(s, p.seat)} gains ${2 * n} Power (${n} system${n === 1 ? '' : 's'} at Peace).`);
      }
      return [];
    },
  },
];

/** Seat guard for hooks called with an Owner. */
export const isPeacekeeperSeat = (s: GameState, o: Owner): boolean => isSeat(o) && peacekeeperSeat(s) === o;

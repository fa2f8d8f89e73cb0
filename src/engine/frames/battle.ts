/** Battle (base rulebook, Battle; Destroying Cities; Raiding). The attacker makes every choice. */
import { buildingTokensAt, destroyBuildingToken, TOKEN_SLOT, tokenHitDestroys, tokenHitStep } from '../campaign/loyal-tokens.ts';
import { cardDef } from '../../data/cards.ts';
import { DICE, MAX_DICE_PER_TYPE, type DieType } from '../../data/dice.ts';
import type { SystemId } from '../../data/map.ts';
import { addTrophy, buildingsOnMap, cityTypes, log, ownerName, trophyTotal, planetResource, returnPieces, seatName, shipCount, shipsOf, sys, systemIds, tidy } from '../board.ts';
import { commandsFleet, defenders, imperialShips, isSeat, titleOf, trophyTaker } from '../control.ts';
import { rollFace } from '../rng.ts';
import { report } from '../reports.ts';
import { call, done, doneWith, opt, thenRun, type Handler, type Step } from '../step.ts';
import { choices, field, ownerField } from '../choices.ts';
import { card, list, msg, owner, piece, resource, system, type Msg } from '../messages.ts';
import type { Building, DicePool, Frame, FrameOf, GameState, Owner, Rolled, Seat } from '../types.ts';
import { gainFrames, resourceLabel } from './resources.ts';
import { systemLabel } from './actions.ts';
import { afterBattleFrames, afterRollOptions, battleAlly, battleHitsTriggers, battleStartEffects, battleTrophyNotes, blightHarmedTriggers, blightTakesOneHit, canSteal, destroyedShipsToSupply, effectOf, extraBattleDice, fired, fxState, harmTriggers, hasBattleHitsRules, interceptCards, interceptChanges, mandatoryBattleDice, noteExtraDice, noteProtection, noteWithheldGuilds, permits, raidExtras, raidsWithoutBuildingsCard, selfHitsLeft, stealableGuild, stolenInBattleFrames, takeStolenCard, tidyFx, tokenDestroyedTriggers, trophySnapshot, watchesBattleTrophies } from '../effects.ts';
import type { RolledFaces } from '../court/frame-types.ts';
import type { CampaignToken } from '../campaign/types.ts';
import { heldTokens, isSlotPlace, placeCard, placeLabel, takeToken } from '../holdings.ts';
import { boardInSystem, flagshipIntercept } from '../campaign/flagship/rules.ts';
import { flagshipBoard, pieceAt, placeText, setPiece, slotName } from '../campaign/flagship/board.ts';
import { boardHitsId, destroys, withBoard, type BoardHits } from '../campaign/flagship/battle.ts';

/* Who may be chosen as defender: control.ts defenders (Rivals; campaign: Empire, Free States, Blight). */

/** Loyal attacking ships ("Choose 1 system that has any Loyal ships", Battle). */
function loyalAttackers(s: GameState, id: SystemId, seat: Seat): number {
  const c = shipCount(sys(s, id), seat);
  return c.fresh + c.damaged;
}

/** Every attacking ship: the Loyal ones and (campaign) the Imperial ships a Regent added (The Empire, Battle) and the Judge's ships the Judge's Chosen added (ARCS-F2404). */
function attackingShips(s: GameState, id: SystemId, seat: Seat): number {
  const imp = attackingImperial(s, seat, id);
  const al = attackingAlly(s, seat, id);
  return loyalAttackers(s, id, seat) + imp.fresh + imp.damaged + al.fresh + al.damaged;
}

/*
 * Judge's Chosen (ARCS-F2404), through effects.ts battleAlly (the core never names a Fate): "You may
 * take actions with the Judge's Loyal ships. … When attacking anyone except the Judge in battle, you
 * may add the Judge's Loyal ships in the battle system to your attacking ships. When attacking the
 * Judge in battle, Judge's Loyal ships add to their defending pieces, not your attacking ships."
 * - The holder may Battle where only the Judge's ships are: Battle is an action, and the card lets
 *   the holder "take actions with the Judge's Loyal ships" (as its Move and Repair); there the
 *   Judge's ships are the attacking ships (at least one is added) and the Judge is no defender.
 * - Any number of them, fresh and damaged apart, as a Regent adds Imperial ships: the card's words are
 *   the Regent rule's ("may add … in the battle system to your attacking ships"; The Empire, Rogue
 *   Admirals FAQ "any number"). Never the Judge's Flagship piece: it rolls no die of its own and is
 *   never hit (its dice and hits are its board's, the Judge's Upgrades and Armor, Flagships p.23-24),
 *   and the holder's actions with the Judge's ships leave it to the Flagship's own rules (judge.ts).
 * - Their dice are the holder's; the attacker spreads its own hits (self-hits, intercept) over its
 *   ships, the Imperial ships and the Judge's (outcome ids `-a…`). Destroyed, they are attacking
 *   pieces: "The defender takes destroyed attacking pieces as Trophies" (Battle), as with Imperial
 *   ships; a side that takes none (the Empire without First Regent, the Free States, the Blight) or
 *   the Judge itself returns them to the Judge's supply. Trophies and Captives the battle takes are
 *   the attacker's (the holder), as its raid's stolen things.
 */

/** The ally's ships the attacker may add in a system: fresh and damaged, its Flagship piece never. */
function allyShipsAt(s: GameState, ally: Seat, id: SystemId): { fresh: number; damaged: number } {
  const c = shipCount(sys(s, id), ally);
  return { fresh: Math.max(0, c.fresh - (boardInSystem(s, ally, id) ? 1 : 0)), damaged: c.damaged };
}

/** The ally's ships (Judge's Chosen) attacking with the seat in this battle, kept in the turn's working area while it lasts. */
export function attackingAlly(s: GameState, seat: Seat, id: SystemId): { fresh: number; damaged: number } {
  const w = s.turn?.work?.allyAttack;
  if (!w || w.seat !== seat || w.system !== id) return { fresh: 0, damaged: 0 };
  const all = allyShipsAt(s, w.ally, id);
  return { fresh: Math.min(w.fresh, all.fresh), damaged: Math.min(w.damaged, all.damaged) };
}

/** Whether the attacker may add its ally's ships here: not against the ally, and some are there. */
function allyOffer(s: GameState, seat: Seat, id: SystemId, defender: Owner): { ally: Seat; card: string; fresh: number; damaged: number } | null {
  const a = battleAlly(s, seat);
  if (!a || defender === a.seat) return null;
  const c = allyShipsAt(s, a.seat, id);
  return c.fresh + c.damaged > 0 ? { ally: a.seat, card: a.card, ...c } : null;
}

/** Whom the seat may choose as defender there: control.ts defenders; where only its ally's ships attack, never the ally. */
export function battleDefenders(s: GameState, id: SystemId, seat: Seat): Owner[] {
  const all = defenders(s, id, seat);
  if (loyalAttackers(s, id, seat) > 0) return all;
  const a = battleAlly(s, seat);
  if (!a) return [];
  const c = allyShipsAt(s, a.seat, id);
  return c.fresh + c.damaged > 0 ? all.filter((o) => o !== a.seat) : [];
}

/**
 * The Imperial ships attacking with the seat in this battle: "When a Regent attacks in battle, they
 * may add Imperial ships in the battle system to their attacking ships" (The Empire, Battle, Harm, &
 * Taxing), kept in the turn's working area while the battle lasts.
 */
export function attackingImperial(s: GameState, seat: Seat, id: SystemId): { fresh: number; damaged: number } {
  const w = s.turn?.work?.imperialAttack;
  if (!w || w.seat !== seat || w.system !== id) return { fresh: 0, damaged: 0 };
  // Never more than are there (an effect may have removed some since).
  const all = imperialShips(s, id);
  return { fresh: Math.min(w.fresh, all.fresh), damaged: Math.min(w.damaged, all.damaged) };
}

/**
 * The Imperial ships defending with the defender: "When a Regent defends in battle, they must add
 * Imperial ships in the battle system to their defending ships" (The Empire) — all of them but those
 * attacking. Nobody else defends with Imperial ships (the Empire defending is its own side).
 */
export function defendingImperial(s: GameState, attacker: Seat, defender: Owner, id: SystemId): { fresh: number; damaged: number } {
  if (!isSeat(defender) || titleOf(s, defender) !== 'regent') return { fresh: 0, damaged: 0 };
  const all = imperialShips(s, id);
  const att = attackingImperial(s, attacker, id);
  return { fresh: Math.max(0, all.fresh - att.fresh), damaged: Math.max(0, all.damaged - att.damaged) };
}

/** Whether the attacker may add Imperial ships: a Regent Commanding the Imperial Fleet there (control.ts commandsFleet), not against the Empire. */
function imperialOffer(s: GameState, seat: Seat, id: SystemId, defender: Owner): { fresh: number; damaged: number } | null {
  if (defender === 'empire' || !commandsFleet(s, seat, id)) return null;
  const imp = imperialShips(s, id);
  return imp.fresh + imp.damaged > 0 ? imp : null;
}

/** The battle is over: the Imperial and the ally's ships stop attacking. */
function endImperialAttack(s: GameState): void {
  if (s.turn?.work) {
    delete s.turn.work.imperialAttack;
    delete s.turn.work.allyAttack;
  }
}

export function battleSystems(s: GameState, seat: Seat): SystemId[] {
  return systemIds(s).filter((id) => {
    // Judge's Chosen (ARCS-F2404): where only the Judge's ships are, against anyone but the Judge.
    if (loyalAttackers(s, id, seat) === 0) return battleDefenders(s, id, seat).length > 0;
    return defenders(s, id, seat).length > 0 && flagshipCanRoll(s, id, seat);
  });
}

/** Flagships (campaign p.23): a Flagship with no fresh starports collects no dice; alone (and no Imperial or ally's ships to add) it cannot battle. */
function flagshipCanRoll(s: GameState, id: SystemId, seat: Seat): boolean {
  if (!boardInSystem(s, seat, id)) return true;
  const imp = commandsFleet(s, seat, id) ? imperialShips(s, id) : { fresh: 0, damaged: 0 };
  // Judge's Chosen (ARCS-F2404): the Judge's ships may attack along against anyone but the Judge.
  const a = battleAlly(s, seat);
  const al = a && defenders(s, id, seat).some((o) => o !== a.seat) ? allyShipsAt(s, a.seat, id) : { fresh: 0, damaged: 0 };
  return loyalAttackers(s, id, seat) + extraBattleDice(s, seat, id) + imp.fresh + imp.damaged + al.fresh + al.damaged > 0;
}

export function canBattle(s: GameState, seat: Seat): boolean {
  return battleSystems(s, seat).length > 0;
}

/** Raid Dice Limit: only if there are defending buildings, or the defender has no buildings anywhere. */
export function raidAllowed(s: GameState, attacker: Seat, id: SystemId, defender: Owner): boolean {
  // A card may forbid it (Hidden Harbors, ARCS-L05: not against a fresh defending starport).
  if (!permits(s, attacker, { t: 'roll-raid', defender, system: id })) return false;
  // Flagships (campaign p.24): a defending Flagship counts as defending buildings.
  // Pirate (ARCS-F1203 Pirate Fleet): "you may collect raid dice even if there are no defending buildings or Flagships".
  return usualRaid(s, id, defender) || raidsWithoutBuildingsCard(s, attacker) !== null;
}

/** The Raid Dice Limit's own conditions (no card): defending buildings or a Flagship, or no buildings anywhere. */
function usualRaid(s: GameState, id: SystemId, defender: Owner): boolean {
  return sys(s, id).slots.some((b) => b?.owner === defender) || buildingsOnMap(s, defender) === 0 || boardInSystem(s, defender, id) !== null;
}

/** Pirate (ARCS-F1203): a raid only the Pirate Fleet allowed: "you can only steal resources, max 1 per damaged defending ship" (null: no such limit). */
function fleetRaidLimit(s: GameState, f: FrameOf<'battle/raid'>): number | null {
  if (f.fleet === undefined) return null;
  return Math.max(0, shipCount(sys(s, f.system), f.defender).damaged - f.fleet);
}

const DIE_ORDER: DieType[] = ['assault', 'skirmish', 'raid'];

/** Option ids of Battle: `sys:<system>`, `def:<owner>`, then dice `<die type>:<n>`. */
const BATTLE = choices({
  sys: { system: field.system },
  def: { owner: ownerField },
  assault: { count: field.int },
  skirmish: { count: field.int },
  raid: { count: field.int },
  imp: { fresh: field.int, damaged: field.int },
  /** Judge's Chosen (ARCS-F2404): the Judge's ships added, `ally:<fresh>:<damaged>`. */
  ally: { fresh: field.int, damaged: field.int },
});

export const battle: Handler<FrameOf<'act/battle'>> = {
  step(s, f) {
    if (f.system === null) {
      return { t: 'ask', seat: f.seat, prompt: msg('battle.where'), options: battleSystems(s, f.seat).map((id) => opt(BATTLE.id('sys', { system: id }), msg('core.system', { system: system(id) }))) };
    }
    if (f.defender === null) {
      return { t: 'ask', seat: f.seat, prompt: msg('battle.whom'), options: battleDefenders(s, f.system, f.seat).map((r) => opt(BATTLE.id('def', { owner: r }), msg('core.owner', { owner: owner(r) }))) };
    }
    // Campaign: a Regent may add Imperial ships to its attacking ships, any number of them (The
    // Empire; Rogue Admirals FAQ: "any number of Imperial ships in the system").
    const offer = f.imperial === undefined && Object.keys(f.pool).length === 0 ? imperialOffer(s, f.seat, f.system, f.defender) : null;
    if (offer) {
      const options = [];
      for (let fr = offer.fresh; fr >= 0; fr--) for (let d = offer.damaged; d >= 0; d--) options.push(opt(BATTLE.id('imp', { fresh: fr, damaged: d }), msg('empire.battle.add.option', { fresh: fr, damaged: d })));
      return { t: 'ask', seat: f.seat, prompt: msg('empire.battle.add', { system: system(f.system) }), options };
    }
    // Judge's Chosen (ARCS-F2404): the Judge's ships, any number (at least one where the holder has no
    // Loyal ships: they are the ships battling), after the Imperial ones.
    const ally = f.ally === undefined && Object.keys(f.pool).length === 0 ? allyOffer(s, f.seat, f.system, f.defender) : null;
    if (ally) {
      const min = loyalAttackers(s, f.system, f.seat) > 0 ? 0 : 1;
      const options = [];
      for (let fr = ally.fresh; fr >= 0; fr--) for (let d = ally.damaged; d >= 0; d--) if (fr + d >= min) options.push(opt(BATTLE.id('ally', { fresh: fr, damaged: d }), msg('campaign.judge.battle.add.option', { owner: owner(ally.ally), fresh: fr, damaged: d })));
      return { t: 'ask', seat: f.seat, prompt: msg('campaign.judge.battle.add', { owner: owner(ally.ally), system: system(f.system) }), options };
    }
    // At the start of the battle, once: the battle-start effects (effects.ts battleStartEffects;
    // Signal Breaker's check, then Railgun Arrays' hit). What they note is kept until the roll
    // (EffectState.battleStart); f.pool is empty until then.
    const started = Object.keys(f.pool).length > 0 || s.fx?.battleStart !== undefined;
    const start = started ? null : battleStartEffects(s, { attacker: f.seat, defender: f.defender, system: f.system });
    if (start) {
      fxState(s).battleStart = start.record;
      if (start.frames.length > 0) return call(...start.frames);
    }
    // No attacking ships left (Railgun Arrays): the battle is over. (Judge's Chosen: the Judge's ships attack too.)
    const al = attackingAlly(s, f.seat, f.system);
    if (loyalAttackers(s, f.system, f.seat) + al.fresh + al.damaged === 0) {
      if (s.fx) delete s.fx.battleStart;
      tidyFx(s);
      endImperialAttack(s);
      return done;
    }
    const types = DIE_ORDER.filter((t) => t !== 'raid' || raidAllowed(s, f.seat, f.system!, f.defender!));
    const next = types.find((t) => f.pool[t] === undefined)!;
    const used = types.reduce((n, t) => n + (f.pool[t] ?? 0), 0);
    // battle modifiers may add dice beyond one per ship (Gatekeepers).
    const left = attackingShips(s, f.system, f.seat) + extraBattleDice(s, f.seat, f.system) - used;
    const isLast = next === types[types.length - 1];
    // Dice a card makes the attacker collect (Rebel, ARCS-LEAD05: mandatory per its FAQ) set a minimum.
    const laterCap = (types.length - 1 - types.indexOf(next)) * MAX_DICE_PER_TYPE;
    const forced = Math.min(MAX_DICE_PER_TYPE, left, Math.max(0, mandatoryBattleDice(s, f.seat) - used - laterCap));
    const min = Math.max(isLast && used === 0 ? 1 : 0, forced); // a battle rolls at least one die
    const options = [];
    for (let n = Math.min(MAX_DICE_PER_TYPE, left); n >= min; n--) options.push(opt(BATTLE.id(next, { count: n }), msg(`battle.dice.${next}`, { n })));
    const sofar = types.filter((t) => f.pool[t] !== undefined).map((t) => msg(`battle.dice.${t}.sofar`, { n: f.pool[t]! }));
    const prompt = msg(sofar.length ? 'battle.collect.sofar' : 'battle.collect', { max: MAX_DICE_PER_TYPE, sofar: list(sofar), die: msg(`battle.die.${next}`) });
    return { t: 'ask', seat: f.seat, prompt, options };
  },
  resume(s, f, choice) {
    const ch = BATTLE.read(choice);
    if (ch.tag === 'sys') {
      f.system = ch.system;
      const rivals = battleDefenders(s, f.system, f.seat);
      if (rivals.length === 1) f.defender = rivals[0]!;
      // Founder (ARCS-F218-F221): choosing a defender harms it (campaign p.27, Harm): Disgrace.
      if (f.defender != null && s.campaign) harmTriggers(s, f.seat, { owner: f.defender, system: f.system });
      return call();
    }
    if (ch.tag === 'def') {
      f.defender = ch.owner;
      // Founder (ARCS-F218-F221): choosing a defender harms it (campaign p.27, Harm): Disgrace.
      if (s.campaign) harmTriggers(s, f.seat, { owner: f.defender, system: f.system! });
      return call();
    }
    if (ch.tag === 'imp') {
      f.imperial = { fresh: ch.fresh, damaged: ch.damaged };
      if (s.turn?.work && ch.fresh + ch.damaged > 0) s.turn.work.imperialAttack = { seat: f.seat, system: f.system!, fresh: ch.fresh, damaged: ch.damaged };
      if (ch.fresh + ch.damaged > 0) log(s, `${seatName(s, f.seat)} adds ${ch.fresh + ch.damaged} Imperial ship${ch.fresh + ch.damaged === 1 ? '' : 's'} to their attacking ships.`);
      return call();
    }
    if (ch.tag === 'ally') {
      const a = allyOffer(s, f.seat, f.system!, f.defender!);
      const min = loyalAttackers(s, f.system!, f.seat) > 0 ? 0 : 1;
      if (!a || ch.fresh < 0 || ch.damaged < 0 || ch.fresh > a.fresh || ch.damaged > a.damaged || ch.fresh + ch.damaged < min) throw new Error('rule/battle-ally: not that many ships to add');
      f.ally = { fresh: ch.fresh, damaged: ch.damaged };
      if (ch.fresh + ch.damaged > 0) {
        if (s.turn?.work) s.turn.work.allyAttack = { seat: f.seat, ally: a.ally, system: f.system!, fresh: ch.fresh, damaged: ch.damaged };
        fired(s, a.card);
        log(s, `${seatName(s, f.seat)} adds ${ch.fresh + ch.damaged} ship${ch.fresh + ch.damaged === 1 ? '' : 's'} of ${seatName(s, a.ally)} to their attacking ships (${cardDef(a.card).name}).`);
      }
      return call();
    }
    f.pool[ch.tag] = ch.count;
    const types = DIE_ORDER.filter((t) => t !== 'raid' || raidAllowed(s, f.seat, f.system!, f.defender!));
    const used = types.reduce((n, t) => n + (f.pool[t] ?? 0), 0);
    const left = attackingShips(s, f.system!, f.seat) + extraBattleDice(s, f.seat, f.system!) - used;
    // Nothing more to collect: fill the remaining types with zero.
    for (const t of types) if (f.pool[t] === undefined && left === 0) f.pool[t] = 0;
    if (types.some((t) => f.pool[t] === undefined)) return call();
    const pool: DicePool = { assault: f.pool.assault ?? 0, skirmish: f.pool.skirmish ?? 0, raid: f.pool.raid ?? 0 };
    noteExtraDice(s, f.seat, f.system!, pool.assault + pool.skirmish + pool.raid, attackingShips(s, f.system!, f.seat));
    // Effects' changes to the intercepts, kept until the outcome (a reroll may come first).
    const { ignore, add } = interceptChanges(s, { attacker: f.seat, defender: f.defender!, system: f.system!, pool });
    if (s.fx) delete s.fx.battleStart;
    tidyFx(s);
    if (ignore || add) fxState(s).battle = { ignoreIntercept: ignore, addIntercept: add };
    return thenRun(...resolveBattle(s, f.seat, f.defender!, f.system!, pool));
  },
};

export function rollDice(s: GameState, pool: DicePool): Rolled {
  return sumFaces(rollFaces(s, pool));
}

/** Roll each die of the pool: faces (0-5) per die, by type. */
export function rollFaces(s: GameState, pool: DicePool): RolledFaces {
  const faces: RolledFaces = { skirmish: [], assault: [], raid: [] };
  for (const t of DIE_ORDER) for (let i = 0; i < pool[t]; i++) faces[t].push(rollFace(s));
  return faces;
}

export function sumFaces(faces: RolledFaces): Rolled {
  const rolled: Rolled = { self: 0, intercept: 0, hit: 0, building: 0, key: 0 };
  for (const t of DIE_ORDER) {
    for (const i of faces[t]) {
      const face = DICE[t][i]!;
      rolled.self += face.self;
      rolled.intercept += face.intercept;
      rolled.hit += face.hit;
      rolled.building += face.building;
      rolled.key += face.key;
    }
  }
  return rolled;
}

/** Roll, then resolve in order: self-hits and a single intercept, hits, building hits, raid. */
export function resolveBattle(s: GameState, attacker: Seat, defender: Owner, system: SystemId, pool: DicePool): Frame[] {
  const faces = rollFaces(s, pool);
  const diceText = DIE_ORDER.filter((t) => pool[t] > 0).map((t) => `${pool[t]} ${t}`).join(', ');
  log(s, `${seatName(s, attacker)} battles ${ownerName(s, defender)} in ${systemLabel(system)} with ${diceText}: ${rolledText(sumFaces(faces))}.`);
  // After you roll in battle (Skirmishers, Seeker Torpedoes), then the hits resolve.
  return [{ k: 'battle/rolled', attacker, defender, system, faces, used: [] }];
}

/**
 * The rolled dice wait here while after-roll effects are offered, each once (their FAQs: "only
 * once"). When several apply, the attacker (the player taking their turn) picks the order, each
 * seeing the dice the previous one left (effects.ts, simultaneous effects).
 */
/** Option ids of the after-roll order: `card:<card id>`. */
const REROLL = choices({ card: { card: field.word } });

export const rolled: Handler<FrameOf<'battle/rolled'>> = {
  step(s, f) {
    const open = afterRollOptions(s, f.attacker, f).filter((o) => !f.used.includes(o.card));
    if (open.length === 0) {
      const sums = sumFaces(f.faces);
      report(s, { t: 'roll', attacker: f.attacker, defender: f.defender, system: f.system, faces: f.faces, rolled: sums });
      return thenRun(...battleOutcome(s, f.attacker, f.defender, f.system, sums));
    }
    if (open.length === 1) {
      f.used.push(open[0]!.card);
      return call(open[0]!.frame);
    }
    return { t: 'ask', seat: f.attacker, prompt: msg('battle.reroll.first'), options: open.map((o) => opt(REROLL.id('card', { card: o.card }), msg('core.card', { card: card(o.card) }))) };
  },
  resume(s, f, choice) {
    const { card } = REROLL.read(choice);
    f.used.push(card);
    return call(afterRollOptions(s, f.attacker, f).find((o) => o.card === card)!.frame);
  },
  /** The after-roll effect it called hands back the dice (rerolledDice). */
  receive(_s, f, result) {
    f.faces = result.faces;
  },
};

/** An after-roll effect is finished: its dice go back, as its result, to the rolled battle that called it (battle/rolled receive). */
export function rerolledDice(faces: RolledFaces): Step {
  return doneWith({ t: 'dice', faces });
}

/** The hits, raid and aftermath of a rolled battle. */
export function battleOutcome(s: GameState, attacker: Seat, defender: Owner, system: SystemId, rolled: Rolled): Frame[] {
  if (rolled.key > 0) noteProtection(s, attacker, defender);
  // Signal Breaker (ARCS-L06) ignores 1 rolled intercept; Mirror Plating (ARCS-L04) adds one that is not rolled (Signal Breaker FAQ).
  const mods = s.fx?.battle;
  if (s.fx) delete s.fx.battle;
  tidyFx(s);
  let intercepts = rolled.intercept;
  if (mods?.ignoreIntercept && intercepts > 0) {
    intercepts -= mods.ignoreIntercept;
    for (const id of interceptCards(s, attacker, 'ignore-rolled')) fired(s, id);
  }
  if (mods?.addIntercept) {
    intercepts += mods.addIntercept;
    for (const id of interceptCards(s, defender, 'add')) fired(s, id);
  }
  // The intercept happens once per battle: 1 hit per fresh defending ship ("Blight does not intercept", The Blight).
  // Imperial ships defending with a Regent intercept too (they are defending ships, The Empire).
  // Flagships (campaign p.24): a defending Flagship does not intercept unless it has a Defense Array (1 hit per fresh starport on its board).
  const fs = flagshipIntercept(s, defender, system);
  const intercept = intercepts > 0 && defender !== 'blight' ? shipCount(sys(s, system), defender).fresh - fs.ships + fs.board + defendingImperial(s, attacker, defender, system).fresh : 0;
  return [
    // Warden (ARCS-F1612 Warden's Levy): its ships take the attacker's own hits first.
    { k: 'battle/assign', attacker, defender, system, victim: attacker, hits: selfHitsLeft(s, attacker, rolled.self + intercept), buildingHits: 0 },
    { k: 'battle/assign', attacker, defender, system, victim: defender, hits: rolled.hit, buildingHits: rolled.building },
    // Pirate (ARCS-F1203): raid dice the Pirate Fleet allowed (no defending buildings or Flagship when rolled) limit the raid.
    { k: 'battle/raid', attacker, defender, system, keys: rolled.key, ...(rolled.key > 0 && !usualRaid(s, system, defender) && raidsWithoutBuildingsCard(s, attacker) !== null ? { fleet: 0 } : {}) },
    // Admiral (ARCS-F701B, F712B): every seat's Trophies now, and whether Imperial ships attack, for battleTrophyNotes.
    { k: 'battle/after', attacker, defender, system, rolled, trophiesBefore: trophyTotal(s.players[attacker]!), ...(watchesBattleTrophies(s) ? { trophyBook: trophySnapshot(s), imperial: attackingImperial(s, attacker, system).fresh + attackingImperial(s, attacker, system).damaged > 0 } : {}) },
  ];
}

export function rolledText(r: Rolled): string {
  const parts = [];
  if (r.self) parts.push(`${r.self} self-hit${r.self > 1 ? 's' : ''}`);
  if (r.intercept) parts.push('intercept');
  if (r.hit) parts.push(`${r.hit} hit${r.hit > 1 ? 's' : ''}`);
  if (r.building) parts.push(`${r.building} building hit${r.building > 1 ? 's' : ''}`);
  if (r.key) parts.push(`${r.key} key${r.key > 1 ? 's' : ''}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

/* ----------------------------------------------------------- hit outcomes */

/** Ships: a fresh ships damaged, b damaged ships destroyed, c fresh ships destroyed (2 hits each). */
export interface ShipOutcome { a: number; b: number; c: number }
export interface HitOutcome { ships: ShipOutcome; /** campaign: hits on the Imperial ships on the victim's side (attacking or defending with a Regent) */ imperial?: ShipOutcome; /** campaign, Judge's Chosen (ARCS-F2404): hits on the Judge's ships attacking with the holder */ ally?: ShipOutcome; buildings: number[] /* hits per slot index */; /** campaign: hits on the victim's Flagship board (Flagship Battles p.23) */ board?: BoardHits }

/**
 * Every way to spread `hits` over two groups of ships (the victim's own, then the Imperial ships on
 * its side): all hits used while ships can take them, each group by shipOutcomes.
 */
export function twoGroupOutcomes(a: { fresh: number; damaged: number }, b: { fresh: number; damaged: number }, hits: number): { ships: ShipOutcome; imperial: ShipOutcome }[] {
  const capA = 2 * a.fresh + a.damaged;
  const capB = 2 * b.fresh + b.damaged;
  const h = Math.min(hits, capA + capB);
  const out: { ships: ShipOutcome; imperial: ShipOutcome }[] = [];
  for (let hb = 0; hb <= Math.min(h, capB); hb++) {
    const ha = h - hb;
    if (ha > capA) continue;
    for (const x of shipOutcomes(a.fresh, a.damaged, ha)) for (const y of shipOutcomes(b.fresh, b.damaged, hb)) out.push({ ships: x, imperial: y });
  }
  return out;
}

/**
 * Judge's Chosen (ARCS-F2404): `hits` spread over the attacker's own ships, the Imperial ships it
 * added (none: no `imperial`) and its ally's ships, all used while ships can take them.
 */
export function allyGroupOutcomes(own: { fresh: number; damaged: number }, imp: { fresh: number; damaged: number }, ally: { fresh: number; damaged: number }, hits: number): { ships: ShipOutcome; imperial?: ShipOutcome; ally: ShipOutcome }[] {
  const capOwn = 2 * own.fresh + own.damaged + 2 * imp.fresh + imp.damaged;
  const capAlly = 2 * ally.fresh + ally.damaged;
  const h = Math.min(hits, capOwn + capAlly);
  const out: { ships: ShipOutcome; imperial?: ShipOutcome; ally: ShipOutcome }[] = [];
  for (let hy = 0; hy <= Math.min(h, capAlly); hy++) {
    const rest = h - hy;
    if (rest > capOwn) continue;
    const base: { ships: ShipOutcome; imperial?: ShipOutcome }[] = imp.fresh + imp.damaged > 0 ? twoGroupOutcomes(own, imp, rest) : shipOutcomes(own.fresh, own.damaged, rest).map((x) => ({ ships: x }));
    for (const x of base) for (const y of shipOutcomes(ally.fresh, ally.damaged, hy)) out.push({ ...x, ally: y });
  }
  return out;
}

export function shipOutcomes(fresh: number, damaged: number, hits: number): ShipOutcome[] {
  const h = Math.min(hits, 2 * fresh + damaged);
  const out: ShipOutcome[] = [];
  for (let c = 0; c <= fresh; c++) {
    for (let b = 0; b <= damaged; b++) {
      const a = h - b - 2 * c;
      if (a >= 0 && a + c <= fresh) out.push({ a, b, c });
    }
  }
  return out;
}

/**
 * Every way to spread `hits` over buildings (each takes at most what destroys it); all hits used if
 * possible. `step` 2: a Tough building-like token (Bunkers, campaign/loyal-tokens.ts HITTABLE_TOKENS)
 * takes 2 hits to damage and 2 more to destroy (tokenHitDestroys); a lone hit on it does nothing.
 */
export function buildingOutcomes(buildings: { slot: number; b: Building; step?: number }[], hits: number): number[][] {
  const caps = buildings.map((x) => (x.b.damaged ? 1 : 2) * (x.step ?? 1));
  const h = Math.min(hits, caps.reduce((n, c) => n + c, 0));
  const out: number[][] = [];
  const rec = (i: number, left: number, acc: number[]) => {
    if (i === caps.length) {
      if (left === 0) out.push(acc);
      return;
    }
    for (let x = 0; x <= Math.min(caps[i]!, left); x++) rec(i + 1, left - x, [...acc, x]);
  };
  rec(0, h, []);
  return out;
}

export function hitOutcomes(s: GameState, f: FrameOf<'battle/assign'>): HitOutcome[] {
  const st = sys(s, f.system);
  // Flagships (campaign p.23): the Flagship piece never takes a hit; its board's pieces do.
  const board = boardInSystem(s, f.victim, f.system);
  const all = shipCount(st, f.victim);
  const c = board ? { fresh: all.fresh - 1, damaged: all.damaged } : all;
  // Campaign: the Imperial ships on the victim's side take hits like its own ships (The Empire:
  // added to a Regent's attacking ships, a Regent defending must add them).
  const imp = f.victim === f.attacker ? attackingImperial(s, f.attacker, f.system) : defendingImperial(s, f.attacker, f.victim, f.system);
  // Blight is Tough: it takes 2 hits to damage or destroy, one hit does nothing (The Blight,
  // Harming & Trophies). "Blight is hit with [hit] but not [building hit]" (Battling): the hit faces
  // (skirmish faces 1-3, assault faces 1-5: data/dice.ts, arcs-facts.md §3) count, the building
  // hits (raid faces 3-5) never reach it (it has no buildings); the worked example's two dice,
  // intercept + hit and hit, damage a fresh Blight and its intercept does nothing.
  // Judge's Chosen (ARCS-F2404): the Judge's ships attacking with the holder take its own hits too.
  const al = f.victim === f.attacker ? attackingAlly(s, f.attacker, f.system) : { fresh: 0, damaged: 0 };
  const shipsFor = (hits: number): { ships: ShipOutcome; imperial?: ShipOutcome; ally?: ShipOutcome }[] => al.fresh + al.damaged > 0
    ? allyGroupOutcomes(c, imp, al, hits)
    : imp.fresh + imp.damaged > 0
      ? twoGroupOutcomes(c, imp, hits)
      : shipOutcomes(c.fresh, c.damaged, f.victim === 'blight' && !blightTakesOneHit(s, f.attacker) ? Math.floor(hits / 2) : hits).map((x) => ({ ships: x }));
  const shipCap = 2 * c.fresh + c.damaged + 2 * imp.fresh + imp.damaged + 2 * al.fresh + al.damaged;
  if (f.victim === f.attacker) {
    // Flagships (campaign p.23): attacking, Upgrades and Armor are hit like ships.
    if (board) return withBoard(shipsFor, shipCap, board, f.hits).map((x) => ({ ...x.other, buildings: [], board: x.board }));
    return shipsFor(f.hits).map((x) => ({ ...x, buildings: [] }));
  }
  const ships = shipsFor(f.hits);
  // Hits go to ships first; once no defending ships remain (Imperial ones too: "To hit a Regent's
  // buildings, an Outlaw must destroy all defending ships, even Imperials", The Empire), the rest hit buildings.
  const overflow = Math.max(0, f.hits - shipCap);
  // Hegemon (ARCS-F1003 Banners of Hegemony): Banners are hit like buildings (pseudo slots from TOKEN_SLOT).
  // Survivalist (ARCS-F1803/F1804): Bunkers too, Tough (hits 2 at a time: loyal-tokens.ts HITTABLE_TOKENS).
  const blds: { slot: number; b: Building; step?: number }[] = st.slots.flatMap((b, slot) => (b && b.owner === f.victim ? [{ slot, b }] : []));
  buildingTokensAt(s, f.system, f.victim).forEach((tk, k) => blds.push({ slot: TOKEN_SLOT + k, b: { owner: f.victim as Seat, type: 'city', damaged: tk.damaged === true }, step: tokenHitStep(tk) }));
  const slotsOf = (sp: number[]) => blds.flatMap((bl, i) => Array<number>(sp[i]!).fill(bl.slot));
  const out: HitOutcome[] = [];
  if (board) {
    // Flagships (campaign p.24): defending, Upgrades and Armor are hit like buildings (building hits,
    // and hits once the Flagship is the only defending ship left).
    const mapCap = blds.reduce((n, x) => n + (x.b.damaged ? 1 : 2) * (x.step ?? 1), 0);
    const spreads = withBoard((h) => buildingOutcomes(blds, h), mapCap, board, overflow + f.buildingHits);
    for (const x of ships) for (const sp of spreads) out.push({ ...x, buildings: slotsOf(sp.other), ...(sp.board.length ? { board: sp.board } : {}) });
    return out;
  }
  const spreads = buildingOutcomes(blds, overflow + f.buildingHits);
  for (const x of ships) for (const sp of spreads) out.push({ ...x, buildings: slotsOf(sp) });
  return out;
}

function outcomeId(o: HitOutcome): string {
  const imp = o.imperial ? `-i${o.imperial.a}.${o.imperial.b}.${o.imperial.c}` : '';
  // Judge's Chosen (ARCS-F2404): `-a` the Judge's ships attacking with the holder.
  const ally = o.ally ? `-a${o.ally.a}.${o.ally.b}.${o.ally.c}` : '';
  return `s${o.ships.a}.${o.ships.b}.${o.ships.c}${imp}${ally}${o.buildings.length ? `-b${o.buildings.join('.')}` : ''}${boardHitsId(o.board)}`;
}

function outcomeLabel(s: GameState, f: FrameOf<'battle/assign'>, o: HitOutcome): string {
  const parts = [];
  if (o.ships.a) parts.push(`damage ${o.ships.a} fresh ship${o.ships.a > 1 ? 's' : ''}`);
  if (o.ships.b) parts.push(`destroy ${o.ships.b} damaged ship${o.ships.b > 1 ? 's' : ''}`);
  if (o.ships.c) parts.push(`destroy ${o.ships.c} fresh ship${o.ships.c > 1 ? 's' : ''}`);
  if (o.imperial?.a) parts.push(`damage ${o.imperial.a} fresh Imperial ship${o.imperial.a > 1 ? 's' : ''}`);
  if (o.imperial?.b) parts.push(`destroy ${o.imperial.b} damaged Imperial ship${o.imperial.b > 1 ? 's' : ''}`);
  if (o.imperial?.c) parts.push(`destroy ${o.imperial.c} fresh Imperial ship${o.imperial.c > 1 ? 's' : ''}`);
  const allySeat = s.turn?.work?.allyAttack?.ally;
  const allyName = allySeat === undefined ? 'the ally' : seatName(s, allySeat);
  if (o.ally?.a) parts.push(`damage ${o.ally.a} fresh ship${o.ally.a > 1 ? 's' : ''} of ${allyName}`);
  if (o.ally?.b) parts.push(`destroy ${o.ally.b} damaged ship${o.ally.b > 1 ? 's' : ''} of ${allyName}`);
  if (o.ally?.c) parts.push(`destroy ${o.ally.c} fresh ship${o.ally.c > 1 ? 's' : ''} of ${allyName}`);
  const st = sys(s, f.system);
  const perSlot = new Map<number, number>();
  for (const slot of o.buildings) perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
  const tokens = buildingTokensAt(s, f.system, f.victim);
  for (const [slot, n] of perSlot) {
    if (slot >= TOKEN_SLOT) {
      parts.push(`${tokenHitDestroys(tokens[slot - TOKEN_SLOT]!, n) ? 'destroy' : 'damage'} a ${tokens[slot - TOKEN_SLOT]!.kind}`);
      continue;
    }
    const b = st.slots[slot]!;
    parts.push(`${b.damaged || n >= 2 ? 'destroy' : 'damage'} the ${b.type}`);
  }
  const board = isSeat(f.victim) ? flagshipBoard(s, f.victim) : undefined;
  for (const x of o.board ?? []) parts.push(`${destroys(board!, x) ? 'destroy' : 'damage'} ${placeText(x.place)}`);
  return parts.length ? parts[0]!.charAt(0).toUpperCase() + parts.join(', ').slice(1) : 'No effect';
}

/** The option label of a hit outcome (outcomeLabel, as a message). */
function outcomeMsg(s: GameState, f: FrameOf<'battle/assign'>, o: HitOutcome): Msg {
  const parts: Msg[] = [];
  if (o.ships.a) parts.push(msg('battle.hit.damageFresh', { n: o.ships.a }));
  if (o.ships.b) parts.push(msg('battle.hit.destroyDamaged', { n: o.ships.b }));
  if (o.ships.c) parts.push(msg('battle.hit.destroyFresh', { n: o.ships.c }));
  if (o.imperial?.a) parts.push(msg('empire.hit.damageFresh', { n: o.imperial.a }));
  if (o.imperial?.b) parts.push(msg('empire.hit.destroyDamaged', { n: o.imperial.b }));
  if (o.imperial?.c) parts.push(msg('empire.hit.destroyFresh', { n: o.imperial.c }));
  const allySeat = s.turn?.work?.allyAttack?.ally;
  if (o.ally && allySeat !== undefined) {
    if (o.ally.a) parts.push(msg('campaign.judge.hit.damageFresh', { n: o.ally.a, owner: owner(allySeat) }));
    if (o.ally.b) parts.push(msg('campaign.judge.hit.destroyDamaged', { n: o.ally.b, owner: owner(allySeat) }));
    if (o.ally.c) parts.push(msg('campaign.judge.hit.destroyFresh', { n: o.ally.c, owner: owner(allySeat) }));
  }
  const st = sys(s, f.system);
  const perSlot = new Map<number, number>();
  for (const slot of o.buildings) perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
  const tokens = buildingTokensAt(s, f.system, f.victim);
  for (const [slot, n] of perSlot) {
    if (slot >= TOKEN_SLOT) {
      const tk = tokens[slot - TOKEN_SLOT]!;
      parts.push(msg(tokenHitDestroys(tk, n) ? 'campaign.tokens.hit.destroy' : 'campaign.tokens.hit.damage', { kind: tk.kind }));
      continue;
    }
    const b = st.slots[slot]!;
    parts.push(msg(b.damaged || n >= 2 ? 'battle.hit.destroyBuilding' : 'battle.hit.damageBuilding', { piece: piece(b.type) }));
  }
  // Flagships (campaign p.23): the board's pieces hit.
  const board = isSeat(f.victim) ? flagshipBoard(s, f.victim) : undefined;
  for (const x of o.board ?? []) parts.push(msg(destroys(board!, x) ? 'flagship.hit.destroy' : 'flagship.hit.damage', { upgrade: slotName(x.place.slot), row: x.place.row }));
  return parts.length ? msg('battle.outcome', { parts: list(parts) }) : msg('battle.outcome.none');
}

export const assignHits: Handler<FrameOf<'battle/assign'>> = {
  step(s, f) {
    const outcomes = hitOutcomes(s, f);
    if (outcomes.length <= 1) {
      const frames = cityFrames(s, f, outcomes[0]);
      if (outcomes[0]) frames.push(...applyOutcome(s, f, outcomes[0]));
      return thenRun(...frames);
    }
    const n = f.hits + f.buildingHits;
    return {
      t: 'ask', seat: f.attacker,
      prompt: f.victim === f.attacker ? msg('battle.assign.own', { n, system: system(f.system) }) : msg('battle.assign.rival', { n, owner: owner(f.victim), system: system(f.system) }),
      options: outcomes.map((o) => opt(outcomeId(o), outcomeMsg(s, f, o))),
    };
  },
  resume(s, f, choice) {
    const o = hitOutcomes(s, f).find((x) => outcomeId(x) === choice)!;
    const frames = cityFrames(s, f, o);
    frames.push(...applyOutcome(s, f, o));
    return thenRun(...frames);
  },
};

/** Cities this outcome destroys trigger Provoke Outrage and Ransack (computed before applying). */
function cityFrames(s: GameState, f: FrameOf<'battle/assign'>, o: HitOutcome | undefined): Frame[] {
  if (!o || f.victim === f.attacker) return [];
  const st = sys(s, f.system);
  const frames: Frame[] = [];
  const perSlot = new Map<number, number>();
  for (const slot of o.buildings) perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
  for (const [slot, n] of perSlot) {
    if (slot >= TOKEN_SLOT) continue; // Hegemon (ARCS-F1003): a Banner is no city
    const b = st.slots[slot]!;
    if (b.type === 'city' && (b.damaged || n >= 2)) {
      // A gate city (Gate Stations, ARCS-L11): Provoke Outrage of all its types (FAQ: none if it has no type).
      const r = planetResource(f.system);
      frames.push(r ? { k: 'city/destroyed', destroyer: f.attacker, owner: b.owner, resource: r, system: f.system } : { k: 'city/destroyed', destroyer: f.attacker, owner: b.owner, resource: 'material', types: cityTypes(s, f.system), system: f.system });
    }
  }
  return frames;
}

/** Applies the hits; returns the frames of triggers they cause (a building-like token destroyed). */
function applyOutcome(s: GameState, f: FrameOf<'battle/assign'>, o: HitOutcome): Frame[] {
  const st = sys(s, f.system);
  const destroyedTokens: CampaignToken[] = [];
  const label = outcomeLabel(s, f, o); // described before the pieces change
  const other = f.victim === f.attacker ? f.defender : f.attacker;
  // The attacker takes destroyed defending pieces as Trophies, and the defender destroyed attacking
  // pieces; a side that is no player takes none, and they return to their owner (control.ts trophyTaker).
  const takerSeat = trophyTaker(s, other);
  const take = (piece: 'ship' | 'blight' | Building['type'], n: number) => {
    // Gate Wraith (The Dead Live ARCS-F2204): destroyed ships that would return to a supply.
    if (takerSeat === null) {
      if (piece === 'ship') destroyedShipsToSupply(s, f.victim, n);
      else returnPieces(s, f.victim, piece, n);
    } else addTrophy(s.players[takerSeat]!, f.victim, piece, n);
  };
  const destroyed = o.ships.b + o.ships.c;
  if (f.victim !== 'free') {
    const g = shipsOf(st, f.victim);
    g.fresh -= o.ships.a + o.ships.c;
    g.damaged += o.ships.a - o.ships.b;
    if (destroyed > 0) take(f.victim === 'blight' ? 'blight' : 'ship', destroyed);
    tidy(st);
    // Blight Society (ARCS-F2102): damaging or destroying Blight.
    if (f.victim === 'blight' && o.ships.a + o.ships.b + o.ships.c > 0) blightHarmedTriggers(s, f.attacker);
  }
  if (o.imperial) {
    // Imperial ships on the victim's side: the other side takes the destroyed ones as Trophies.
    const g = shipsOf(st, 'empire');
    const i = o.imperial;
    g.fresh -= i.a + i.c;
    g.damaged += i.a - i.b;
    const n = i.b + i.c;
    if (n > 0) {
      if (takerSeat === null) destroyedShipsToSupply(s, 'empire', n);
      else addTrophy(s.players[takerSeat]!, 'empire', 'ship', n);
    }
    tidy(st);
    // The Imperial ships still attacking (raiding needs attacking ships left).
    const w = s.turn?.work?.imperialAttack;
    if (f.victim === f.attacker && w && w.seat === f.attacker && w.system === f.system) {
      w.fresh -= i.a + i.c;
      w.damaged += i.a - i.b;
      if (w.fresh + w.damaged === 0) delete s.turn!.work.imperialAttack;
    }
  }
  const aw = s.turn?.work?.allyAttack;
  if (o.ally && aw && f.victim === f.attacker && aw.seat === f.attacker && aw.system === f.system) {
    // Judge's Chosen (ARCS-F2404): the Judge's ships attacking with the holder. Destroyed, the
    // defender takes them as Trophies (Battle: "The defender takes destroyed attacking pieces as
    // Trophies"); a side taking none, or the Judge itself, returns them to the Judge's supply.
    const g = shipsOf(st, aw.ally);
    const x = o.ally;
    g.fresh -= x.a + x.c;
    g.damaged += x.a - x.b;
    const n = x.b + x.c;
    if (n > 0) {
      if (takerSeat === null || takerSeat === aw.ally) destroyedShipsToSupply(s, aw.ally, n);
      else addTrophy(s.players[takerSeat]!, aw.ally, 'ship', n);
    }
    tidy(st);
    aw.fresh -= x.a + x.c;
    aw.damaged += x.a - x.b;
    if (aw.fresh + aw.damaged === 0) delete s.turn!.work.allyAttack;
  }
  const perSlot = new Map<number, number>();
  for (const slot of o.buildings) perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
  const tokens = buildingTokensAt(s, f.system, f.victim);
  for (const [slot, n] of perSlot) {
    // Hegemon (ARCS-F1003): a Banner hit like a building; destroyed, it is the other side's Trophy.
    if (slot >= TOKEN_SLOT) {
      const tk = tokens[slot - TOKEN_SLOT]!;
      if (tokenHitDestroys(tk, n)) {
        destroyBuildingToken(s, tk, takerSeat);
        destroyedTokens.push(tk);
      } else if (n >= tokenHitStep(tk)) tk.damaged = true;
      continue;
    }
    const b = st.slots[slot]!;
    if (b.damaged || n >= 2) {
      st.slots[slot] = null;
      take(b.type, 1);
    } else b.damaged = true;
  }
  // Flagships (campaign p.23): destroyed Upgrades and Armor are taken like the buildings they are
  // (no Outrage, no Ransack: cityFrames looks only at the map).
  const board = isSeat(f.victim) ? flagshipBoard(s, f.victim) : undefined;
  for (const x of o.board ?? []) {
    const p = pieceAt(board!, x.place)!;
    if (destroys(board!, x)) {
      setPiece(board!, x.place, null);
      take(p.type, 1);
    } else p.damaged = true;
  }
  const total = o.ships.a + o.ships.b + o.ships.c + (o.imperial ? o.imperial.a + o.imperial.b + o.imperial.c : 0) + (o.ally ? o.ally.a + o.ally.b + o.ally.c : 0) + o.buildings.length + (o.board?.length ?? 0);
  if (total > 0) log(s, `${seatName(s, f.attacker)} hits ${f.victim === f.attacker ? 'their own ships' : `${ownerName(s, f.victim)}`}: ${label.toLowerCase()}.`);
  // The destroyed tokens' owner's cards hear it (Survivalist ARCS-F1803/F1804: the destroyer scraps a Captive).
  return isSeat(f.victim) ? destroyedTokens.flatMap((tk) => tokenDestroyedTriggers(s, f.victim as Seat, tk, f.attacker)) : [];
}

/* ----------------------------------------------------------------- raid */

/** Option ids of Raiding: `res:<place>` (holdings.ts), `card:<card id>`, `stop`. */
const RAID = choices({ res: { place: field.word }, card: { card: field.word }, stop: {}, free: { resource: field.resource }, fx: { card: field.word, key: field.word } });

/**
 * Raiding the Free States (The Free States, Raiding): "You may gain exactly 1 resource matching its
 * planet type by spending [a key]. You cannot gain multiple resources from the Free States in the
 * same battle." The resource comes from the supply; none at a gate (no planet type) or when the
 * supply has none of it.
 */
export const FREE_RAID_KEYS = 1;
function freeRaidResource(s: GameState, f: FrameOf<'battle/raid'>) {
  const r = planetResource(f.system);
  return f.defender === 'free' && f.keys >= FREE_RAID_KEYS && r && s.supply[r] > 0 ? r : null;
}

function raidOptions(s: GameState, f: FrameOf<'battle/raid'> & { defender: Seat }) {
  const d = s.players[f.defender]!;
  const options = [];
  // Pirate (ARCS-F1203): only resources, max 1 per damaged defending ship.
  const fleet = fleetRaidLimit(s, f);
  if (fleet !== null && fleet <= 0) return [];
  // Sworn Guardians: Rivals cannot steal the holder's resources and other Guild cards (effects.ts canSteal).
  // Resources in slots and on a lore card (Ancient Holdings, ARCS-L13: 4 keys; the card itself is never stolen).
  if (canSteal(s, f.attacker, f.defender, { resource: true })) {
    for (const t of heldTokens(s, f.defender)) {
      if (t.keys > f.keys) continue;
      const label = isSlotPlace(t.place)
        ? msg('battle.raid.res.slot', { resource: resource(t.resource), slot: Number(t.place) + 1, keys: t.keys })
        : msg('battle.raid.res.card', { resource: resource(t.resource), card: card(placeCard(t.place)), keys: t.keys });
      options.push(opt(RAID.id('res', { place: t.place }), label));
    }
  }
  for (const c of fleet === null ? d.court : []) {
    const cost = cardDef(c.id).keys;
    // keys 0 marks a protected Guild (X badge): never stolen by raiding.
    if (cost !== null && cost > 0 && cost <= f.keys && stealableGuild(s, f.attacker, f.defender, c.id)) options.push(opt(RAID.id('card', { card: c.id }), msg('battle.raid.card', { card: card(c.id), keys: cost })));
  }
  // Campaign (Peacekeeper ARCS-F1503, Judge ARCS-F2402): what the defender's cards let raiders steal.
  for (const x of raidExtras(s, f.defender, f.attacker)) if (x.keys <= f.keys) options.push(opt(RAID.id('fx', { card: x.card, key: x.key }), x.label));
  return options;
}

/**
 * A raid choice is resolved (answered, or over for want of options): the cards that kept out of it
 * a Guild card the keys left could buy fire (Honor Guard F705; effects.ts noteWithheldGuilds). A
 * raid of the Imperial fleet's ships takes no cards.
 */
function noteRaidWithheld(s: GameState, f: FrameOf<'battle/raid'> & { defender: Seat }): void {
  if (f.fleet !== undefined) return;
  noteWithheldGuilds(s, f.attacker, f.defender, (id) => {
    const cost = cardDef(id).keys;
    return cost !== null && cost > 0 && cost <= f.keys;
  });
}

/** Pirate (ARCS-F1211 Rumors of the Haven): after the first steal of a raid, the rules booklet's frames (once per battle). */
function rumorFrames(s: GameState, f: FrameOf<'battle/raid'>): Frame[] {
  if (f.rumor || !isSeat(f.defender)) return [];
  const out = stolenInBattleFrames(s, f.attacker, f.defender);
  if (out.length > 0) f.rumor = true;
  return out;
}

/** The raid is over: what was placed during it leaves the turn's working area. */
function raidOver(s: GameState): Step {
  if (s.turn) delete s.turn.work.raidPlaced;
  return done;
}

/** Raiding: if attacking ships remain, spend keys to steal resources and Guild cards one at a time. */
export const raid: Handler<FrameOf<'battle/raid'>> = {
  step(s, f) {
    // Pacifist (ARCS-F1409): Empathy for All resolves after dealing hits and before raiding (once per battle).
    if (!f.hitsDone && hasBattleHitsRules(s)) {
      f.hitsDone = true;
      battleHitsTriggers(s, f.attacker, f.system);
    }
    // Ships placed in the system during the battle are not attacking ships (Mass Uprising FAQ).
    const w = s.turn?.work.raidPlaced;
    const placed = w?.seat === f.attacker && w.system === f.system ? w.n : 0;
    if (f.keys <= 0 || attackingShips(s, f.system, f.attacker) - placed <= 0) return raidOver(s);
    if (f.defender === 'free') {
      const r = freeRaidResource(s, f);
      if (!r) return raidOver(s);
      return { t: 'ask', seat: f.attacker, prompt: msg('empire.raid.free', { resource: resource(r), keys: FREE_RAID_KEYS }), options: [opt(RAID.id('free', { resource: r }), msg('empire.raid.free.gain', { resource: resource(r) })), opt(RAID.id('stop'), msg('battle.raid.stop'))] };
    }
    // The Empire and the Blight hold nothing to steal.
    if (!isSeat(f.defender)) return raidOver(s);
    const options = raidOptions(s, { ...f, defender: f.defender });
    if (options.length === 0) {
      noteRaidWithheld(s, { ...f, defender: f.defender });
      return raidOver(s);
    }
    options.push(opt(RAID.id('stop'), msg('battle.raid.stop')));
    return { t: 'ask', seat: f.attacker, prompt: msg('battle.raid.prompt', { owner: owner(f.defender), keys: f.keys }), options };
  },
  resume(s, f, choice): Step {
    const ch = RAID.read(choice);
    if (ch.tag === 'free') {
      // Exactly 1 resource, once per battle: the raid ends with it.
      const r = freeRaidResource(s, f);
      if (!r || r !== ch.resource) return raidOver(s);
      f.keys -= FREE_RAID_KEYS;
      log(s, `${seatName(s, f.attacker)} raids the Free States for ${resourceLabel(r)}.`);
      raidOver(s);
      return thenRun(gainFrames(f.attacker, r));
    }
    if (!isSeat(f.defender)) return raidOver(s);
    // The raider chose (before the keys are spent and a card changes hands).
    noteRaidWithheld(s, { ...f, defender: f.defender });
    if (ch.tag === 'stop') return raidOver(s);
    if (ch.tag === 'fx') {
      const x = raidExtras(s, f.defender, f.attacker).find((e) => e.card === ch.card && e.key === ch.key)!;
      f.keys -= x.keys;
      return call(...(effectOf(s, ch.card)?.raidTake?.(s, f.defender, f.attacker, ch.key) ?? []));
    }
    if (ch.tag === 'res') {
      const place = ch.place;
      const keys = heldTokens(s, f.defender).find((t) => t.place === place)!.keys;
      if (f.fleet !== undefined) {
        f.fleet += 1;
        fired(s, raidsWithoutBuildingsCard(s, f.attacker)!);
      }
      const r = takeToken(s, f.defender, place);
      f.keys -= keys;
      log(s, `${seatName(s, f.attacker)} steals ${seatName(s, f.defender)}'s ${resourceLabel(r)}${isSlotPlace(place) ? '' : ` ${placeLabel(place)}`}.`);
      return call(gainFrames(f.attacker, r, true), ...rumorFrames(s, f));
    }
    const id = ch.card;
    f.keys -= cardDef(id).keys!;
    const how = takeStolenCard(s, f.attacker, f.defender, id);
    log(s, `${seatName(s, f.attacker)} steals ${cardDef(id).name} from ${seatName(s, f.defender)}${how === 'buried' ? '; it is buried' : ''}.`);
    return call(...rumorFrames(s, f));
  },
};

/** After a battle: the place for "after battle" card effects. */
export const afterBattle: Handler<FrameOf<'battle/after'>> = {
  // "After battle" card effects of the attacker and defender (Elder ARCS-LEAD01, Repair Drones ARCS-L07).
  step: (s, f) => (endImperialAttack(s), f.trophyBook && battleTrophyNotes(s, { attacker: f.attacker, defender: f.defender, system: f.system, imperial: f.imperial === true }, f.trophyBook), thenRun(...afterBattleFrames(s, { attacker: f.attacker, defender: f.defender, system: f.system, attackerTookTrophies: trophyTotal(s.players[f.attacker]!) > (f.trophiesBefore ?? Infinity) }))),
  resume: () => done,
};

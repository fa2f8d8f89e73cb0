/**
 * Owners, control, Rivals and where a Catapult move stops: the one module the rest of the engine
 * asks (issue 13 §3), so the campaign's title-dependent rules live here and nowhere else.
 *
 * Base game: Core Concepts (Damage & Control), Tax, Move (Catapult), Battle (Choose Defender),
 * Glossary (Control, Rival). Blighted Reach (campaign rulebook): The Empire (Control & Command,
 * Movement, Battle, Harm, & Taxing, Outlaw Battles), The Free States, The Blight.
 *
 * In a base or Leaders & Lore game every owner is a seat, nobody has a title, and every function
 * here answers exactly as the base rules say. The campaign's Laws acting through actions and battle
 * (Imperial ships moving, repaired, attacking and defending; raiding the Free States) are in
 * frames/actions.ts and frames/battle.ts, asking the functions here; titles and the First Regent
 * tile change in campaign/empire/titles.ts.
 *
 * API
 *   owners     isSeat, parseOwner, compareOwners, titleOf (board.ts ownerName names one)
 *   control    controller(s, id): the owner controlling a system; controls(s, id, seat): whether
 *              the seat controls it as it acts (the Presence Law; commandsFleet); controlledByOther;
 *              systemsControlledBy; controlsForScoring / systemsControlledForScoring: the First
 *              Regent's control for ambitions, objectives and events
 *   Rivals     isRival, rivalSeats; mayHarm (the Truce Law); defenders(s, id, seat): whom the seat
 *              may choose as defender there; mayTaxCity: Loyal or controlled, Truce permitting
 *   movement   catapultsFrom(s, seat, id); endsCatapult(s, seat, id, withImperial)
 *   buildings  shipyardsOf(s, seat, id): starports the seat may build ships at
 *   Trophies   trophyTaker(s, side): who takes a side's destroyed opponents as Trophies
 *   the Fleet  commandsFleet(s, seat, id): a Regent Commanding the Imperial Fleet there (the
 *              Presence Law; CardEffect.ignoresPresenceLaw); imperialShips(s, id)
 * The Truce Law limits actions only: "The Truce Law does not limit Crises in any way" (The Empire),
 * so Crises never ask mayHarm.
 */
import { TWISTED_PASSAGE, type SystemId } from '../data/map.ts';
import { hasLoyalPiece, isGate, sys, systemIds } from './board.ts';
import { buildingTokensAt, loyalTokensAt, rumorAgentAt } from './campaign/loyal-tokens.ts';
import type { BuildingOwner, GameState, NeutralOwner, Owner, Seat, Title } from './types.ts';
import { catapultsThroughBlight, fired, fleetCommandDeniedBy, freeAsLoyalFor, harmPermitted, hasCatapultOverdrive, presenceLawIgnoredBy, truceLawIgnoredBy } from './effects.ts';

export const NEUTRAL_OWNERS: readonly NeutralOwner[] = ['empire', 'free', 'blight'];

export function isSeat(o: Owner | null | undefined): o is Seat {
  return typeof o === 'number';
}

/** An owner as written in option ids and positions: a seat number, or `empire`, `free`, `blight`. */
export function parseOwner(text: string): Owner {
  if ((NEUTRAL_OWNERS as readonly string[]).includes(text)) return text as NeutralOwner;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`not an owner: ${text}`);
  return n;
}

/** Seats in order, then the Empire, the Free States, the Blight (the order of ship groups). */
export function compareOwners(a: Owner, b: Owner): number {
  const rank = (o: Owner) => (isSeat(o) ? o : 100 + NEUTRAL_OWNERS.indexOf(o));
  return rank(a) - rank(b);
}

/**
 * The seat's campaign title: its own, else Regent in a campaign game ("Everyone starts as a
 * Regent", The Empire), else null (base game: no Empire).
 */
export function titleOf(s: GameState, seat: Seat): Title | null {
  return s.players[seat]?.title ?? (s.neutral ? 'regent' : null);
}

/**
 * Whether the seat Commands the Imperial Fleet in this system now (The Empire, Control & Command):
 * "On a Regent's turn, they Command the Imperial Fleet following the Presence Law: In systems with
 * Loyal pieces, they control the system if it is Empire-controlled and can take actions with
 * Imperial ships there — move and repair them, battle with them, build at them, and tax cities they
 * control. If a rule lets you ignore the Presence Law, you Command the Imperial Fleet in all
 * systems, even those with no Loyal pieces" (CardEffect.ignoresPresenceLaw, effects.ts).
 * Our reading: commanding the Imperial ships needs the Loyal pieces, not the Empire's control (a
 * system with only damaged Imperial ships is not Empire-controlled, yet its ships can be repaired).
 */
export function commandsFleet(s: GameState, seat: Seat, id: SystemId): boolean {
  if (titleOf(s, seat) !== 'regent' || s.turn?.seat !== seat) return false;
  // Loyal Fate tokens "fulfill the need for Loyal pieces found in rules such as the Empire's Presence Law" (p.27).
  const commands = hasLoyalPiece(sys(s, id), seat) || loyalTokensAt(s, id, seat).length > 0 || rumorAgentAt(s, id, seat) || presenceLawIgnoredBy(s, seat) !== null;
  // Admiral, Martial Law (ARCS-F720): "You cannot Command the Imperial Fleet."
  const denied = commands ? fleetCommandDeniedBy(s, seat) : null;
  if (denied !== null) fired(s, denied);
  // Admiral (ARCS-F721): Martial Law's reminder copy by the map fires with the Law (one rule; as Pacifist F1410).
  if (denied === 'ARCS-F720' && s.campaign?.reminders?.includes('ARCS-F721')) fired(s, 'ARCS-F721');
  return commands && denied === null;
}

/** The Imperial ships in a system (fresh, damaged). */
export function imperialShips(s: GameState, id: SystemId): { fresh: number; damaged: number } {
  const g = sys(s, id).ships.find((x) => x.owner === 'empire');
  return { fresh: g?.fresh ?? 0, damaged: g?.damaged ?? 0 };
}

/* ----------------------------------------------------------------- control */

/**
 * Who controls a system: whoever has more fresh ships there than each other player; on a tie,
 * nobody (Core Concepts, Damage & Control). Campaign: the Empire controls every system with any
 * fresh Imperial ship, ignoring all players' Loyal ships (Control & Command). Blight is no ship and
 * Free buildings are no ships: neither ever controls.
 * The First Regent's control for ambitions, objectives and events: controlsForScoring.
 */
export function controller(s: GameState, id: SystemId): Owner | null {
  const st = sys(s, id);
  if (imperialShips(s, id).fresh > 0) return 'empire';
  let best: Seat | null = null;
  let bestN = 0;
  let tie = false;
  for (const g of st.ships) {
    if (!isSeat(g.owner)) continue;
    if (g.fresh > bestN) {
      best = g.owner;
      bestN = g.fresh;
      tie = false;
    } else if (g.fresh === bestN && g.fresh > 0) tie = true;
  }
  return tie ? null : best;
}

/**
 * Whether the seat controls the system as it acts now. The Presence Law (The Empire): on a Regent's
 * turn, in a system with their Loyal pieces (or anywhere, if a rule lets them ignore the Presence
 * Law), they control it if the Empire does.
 */
export function controls(s: GameState, id: SystemId, seat: Seat): boolean {
  const c = controller(s, id);
  if (c === seat) return true;
  return c === 'empire' && commandsFleet(s, seat, id);
}

/**
 * Control for scoring: "The First Regent controls all Empire-controlled systems for the purpose of
 * ambitions, objectives, and events" (The Empire, Control & Command). Ambitions, objectives and
 * events ask this one, not `controls` (which is control as the seat acts).
 */
export function controlsForScoring(s: GameState, seat: Seat, id: SystemId): boolean {
  const c = controller(s, id);
  // Admiral, Martial Law (ARCS-F720): a First Regent it binds "doesn't control Empire-controlled systems for ambitions, objectives, and events".
  return c === seat || (c === 'empire' && s.campaign?.firstRegent === seat && fleetCommandDeniedBy(s, seat) === null);
}

/** The systems the seat controls for ambitions, objectives and events (controlsForScoring). */
export function systemsControlledForScoring(s: GameState, seat: Seat): SystemId[] {
  return systemIds(s).filter((id) => controlsForScoring(s, seat, id));
}

/** "Controlled by anyone other than you" (Build: such pieces are placed damaged). */
export function controlledByOther(s: GameState, id: SystemId, seat: Seat): boolean {
  return controller(s, id) !== null && !controls(s, id, seat);
}

export function systemsControlledBy(s: GameState, seat: Seat): SystemId[] {
  return systemIds(s).filter((id) => controls(s, id, seat));
}

/* ------------------------------------------------------------------ Rivals */

/** "Rival: of another player's color" (Glossary). Imperial, Free and Blight pieces are nobody's Rival. */
export function isRival(seat: Seat, o: Owner): boolean {
  return isSeat(o) && o !== seat;
}

export function rivalSeats(s: GameState, seat: Seat): Seat[] {
  return s.players.map((p) => p.seat).filter((x) => x !== seat);
}

/**
 * Whether the seat may harm (battle, hit, damage, destroy) the owner's pieces in a system. The
 * Truce Law (The Empire): Regents cannot harm Imperial ships (except hits they take as attacking
 * ships), nor Rival Regents in systems with Imperial ships. Free buildings and Blight can be harmed
 * (The Free States; The Blight).
 */
export function mayHarm(s: GameState, seat: Seat, o: Owner, id: SystemId): boolean {
  if (o === seat) return false;
  // Founder (ARCS-F204, F216/F217): a card's "cannot harm" (effects.ts permits, act `harm`).
  if (!harmPermitted(s, seat, o, id)) return false;
  const mine = titleOf(s, seat);
  if (o === 'empire') return mine !== 'regent' || truceLawIgnoredBy(s, seat) !== null;
  if (isSeat(o) && mine === 'regent' && titleOf(s, o) === 'regent') {
    // Admiral, Rogue Admirals (ARCS-F706/F707): "You ignore the Empire's … Truce Laws."
    if (truceLawIgnoredBy(s, seat) !== null) return true;
    const imp = imperialShips(s, id);
    return imp.fresh + imp.damaged === 0;
  }
  return true;
}

/** Owners with pieces in the system (ships, Blight, buildings), in owner order. */
export function ownersIn(s: GameState, id: SystemId): Owner[] {
  const st = sys(s, id);
  const set = new Set<Owner>();
  for (const g of st.ships) if (g.fresh + g.damaged > 0) set.add(g.owner);
  for (const b of st.slots) if (b) set.add(b.owner);
  // Hegemon (ARCS-F1003 Banners of Hegemony): a Banner is a piece hit like a building.
  for (const seat of s.players.map((p) => p.seat)) if (buildingTokensAt(s, id, seat).length > 0) set.add(seat);
  return [...set].sort(compareOwners);
}

/**
 * Whom the seat may choose as defender in a system (Battle, Choose Defender: "1 Rival whose pieces
 * are in the battle system"). Campaign: the Free States and the Blight may be chosen (their
 * sections, Battling); Outlaws may choose the Empire (Outlaw Battles); the Truce Law (mayHarm).
 * A Regent attacking may add Imperial ships to its attackers, a Regent defending must add them:
 * frames/battle.ts (attackingImperial, defendingImperial).
 */
export function defenders(s: GameState, id: SystemId, seat: Seat): Owner[] {
  return ownersIn(s, id).filter((o) => mayHarm(s, seat, o, id));
}

/**
 * Whether the seat may tax a city of this owner in this system: a Loyal city, or a city in a system
 * the seat controls (Tax); a Free city that you control (The Free States); never a Rival Regent's
 * city in a system with Imperial ships while you are a Regent (the Truce Law).
 */
export function mayTaxCity(s: GameState, seat: Seat, id: SystemId, owner: BuildingOwner): boolean {
  if (owner === seat) return true;
  if (!controls(s, id, seat)) return false;
  return owner === 'free' || mayHarm(s, seat, owner, id);
}

/* ---------------------------------------------------------------- movement */

/**
 * Starports (slot indices) at which the seat may build ships in this system: Loyal ones (Build);
 * campaign: also Free starports in a system it controls (The Free States).
 */
export function shipyardsOf(s: GameState, seat: Seat, id: SystemId): number[] {
  const slots = sys(s, id).slots;
  // Founder (ARCS-F218-F222): Members use Free starports not controlled by the Empire like Loyal ones.
  const free = slots.some((b) => b?.type === 'starport' && b.owner === 'free') && (controls(s, id, seat) || freeAsLoyalFor(s, seat, id));
  return slots.flatMap((b, i) => (b?.type === 'starport' && (b.owner === seat || (free && b.owner === 'free')) ? [i] : []));
}

/**
 * A move from this system is a Catapult move: the seat has a Loyal starport there ("You can't
 * Catapult from Rival starports you control", Move). Campaign: or a Free starport in a system it
 * controls (The Free States).
 */
export function catapultsFrom(s: GameState, seat: Seat, id: SystemId): boolean {
  return catapultsWithoutOverdrive(s, seat, id) || catapultsByOverdrive(s, seat, id);
}

function catapultsWithoutOverdrive(s: GameState, seat: Seat, id: SystemId): boolean {
  const slots = sys(s, id).slots;
  if (slots.some((b) => b?.type === 'starport' && b.owner === seat)) return true;
  // Founder (ARCS-F218-F222): Members Catapult from Free starports not controlled by the Empire.
  return slots.some((b) => b?.type === 'starport' && b.owner === 'free') && (controls(s, id, seat) || freeAsLoyalFor(s, seat, id));
}

/** Gate Wraith, Catapult Overdrive (ARCS-F2202): "You may Catapult move with Rival starports you control." */
function catapultsByOverdrive(s: GameState, seat: Seat, id: SystemId): boolean {
  return sys(s, id).slots.some((b) => b?.type === 'starport' && isSeat(b.owner) && b.owner !== seat) && controls(s, id, seat) && hasCatapultOverdrive(s, seat);
}

/** A Catapult move from `from` into `to` used Catapult Overdrive (F2202): from a Rival starport only, or on through the Twisted Passage it would end in. */
export function usedCatapultOverdrive(s: GameState, seat: Seat, from: SystemId | null, to: SystemId | null): boolean {
  if (!hasCatapultOverdrive(s, seat)) return false;
  if (from !== null && !catapultsWithoutOverdrive(s, seat, from) && catapultsByOverdrive(s, seat, from)) return true;
  return to === TWISTED_PASSAGE && endsCatapultBase(s, seat, to, false);
}

/**
 * Whether moving into the system ends the seat's Catapult move (control is checked before moving
 * in). Base: any planet, or a gate controlled by anyone else (Move). Campaign: a gate with fresh or
 * damaged Blight (The Blight, Catapult Movement); Empire control ends Outlaws' moves only; Regent
 * control ends Outlaws' moves and Rival Regents' moving alone, not a Regent moving `withImperial`
 * ships; Outlaw control ends everyone's (The Empire, Movement).
 */
export function endsCatapult(s: GameState, seat: Seat, id: SystemId, withImperial = false): boolean {
  if (!isGate(id)) return true;
  // Gate Wraith, Catapult Overdrive (ARCS-F2202): "When you Catapult move into the Twisted Passage, you may continue your Catapult move, ignoring control and Blight."
  if (id === TWISTED_PASSAGE && hasCatapultOverdrive(s, seat)) return false;
  return endsCatapultBase(s, seat, id, withImperial);
}

function endsCatapultBase(s: GameState, seat: Seat, id: SystemId, withImperial: boolean): boolean {
  // Spore Ships (ARCS-F1302): "When you take a Catapult move, Blight no longer ends it."
  if (sys(s, id).ships.some((g) => g.owner === 'blight' && g.fresh + g.damaged > 0) && !catapultsThroughBlight(s, seat)) return true;
  const c = controller(s, id);
  if (c === null || c === seat) return false;
  const mover = titleOf(s, seat);
  // Admiral, Martial Law (ARCS-F720): "When taking a Catapult move, Empire control of gates ends your move."
  if (c === 'empire') return mover !== 'regent' || fleetCommandDeniedBy(s, seat) !== null;
  if (!isSeat(c)) return true;
  return !(mover === 'regent' && titleOf(s, c) === 'regent' && withImperial);
}

/* ---------------------------------------------------------------- Trophies */

/**
 * Who takes the pieces a battle side destroys as Trophies: a seat takes them itself. Campaign: when
 * the Empire defends, "the First Regent takes any destroyed pieces of the Outlaw as Trophies. If
 * there is no First Regent, they return to the Outlaw" (The Empire, Outlaw Battles); the Free States
 * and the Blight take none, so the pieces return to their owner (our reading: no player holds them).
 */
export function trophyTaker(s: GameState, side: Owner): Seat | null {
  if (isSeat(side)) return side;
  if (side === 'empire') return s.campaign?.firstRegent ?? null;
  return null;
}

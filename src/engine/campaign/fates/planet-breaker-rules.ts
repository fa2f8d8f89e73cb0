/**
 * Fate 11, the Planet Breaker (ARCS-FATE11; Fate Set ARCS-F1101…F1112): the facts its cards read
 * (Hammer tokens, Broken Worlds, the Refugees, its Act III grand ambitions). Kept apart from the
 * cards' effects (planet-breaker.ts) and free of effect imports, as partisan-rules.ts.
 *
 * Tokens (campaign.tokens): the 6 Hammer Fragment tokens are kind `hammer-fragment` ("Hammer
 * Fragment tokens are now known as Hammer tokens" once repaired: the same kind), lying on a planet
 * (a system id) or on the Hammer Fragments / Breaking Worlds card (`ARCS-F1103`, the Planet
 * Breaker's supply of them: "return it to your supply"). Flipped to its Broken World side, a token
 * becomes kind `broken-world` on its planet (campaign/broken-worlds.ts).
 */
import { isSystemId, type Resource, type SystemId } from '../../../data/map.ts';
import { isGate, systemIds } from '../../board.ts';
import { controls } from '../../control.ts';
import { ambitionCount, rankAmbition } from '../../frames/chapter.ts';
import type { GameState, Seat } from '../../types.ts';
import { buildingsOnBreakingWorlds } from '../broken-worlds.ts';
import type { CampaignToken } from '../types.ts';
import type { FateRules } from './framework.ts';

export const PLANET_BREAKER = 'ARCS-FATE11';
export const PB_OBJECTIVE_II = 'ARCS-F1101B';
export const SYCOPHANTS = 'ARCS-F1102';
/** The Hammer Fragments card (F1103A), flipped: Breaking Worlds (F1103B). One physical card. */
export const HAMMER_CARD = 'ARCS-F1103';
export const HAMMER_FRAGMENTS = 'ARCS-F1103A';
export const BREAKING_WORLDS = 'ARCS-F1103B';
export const PLANET_HAMMER = 'ARCS-F1104';
export const PB_RESOLUTION = 'ARCS-F1110';
export const PLANET_EATER = 'ARCS-F1111';
export const PB_OBJECTIVE_III = 'ARCS-F1112B';
export const HAMMER = 'hammer-fragment';
export const HAMMER_COUNT = 6;

/** The five Refugee Guild cards (05-09), by the planet type they resettle. */
export const REFUGEES: Readonly<Record<Resource, string>> = {
  material: 'ARCS-F1105', fuel: 'ARCS-F1106', weapon: 'ARCS-F1107', relic: 'ARCS-F1108', psionic: 'ARCS-F1109',
};
export const REFUGEE_IDS: readonly string[] = Object.values(REFUGEES);

export function isPlanetBreaker(s: GameState, seat: Seat): boolean {
  return s.campaign?.seats[seat]?.fate === PLANET_BREAKER;
}

/** Hammer (Fragment) tokens in play. */
export function hammerTokens(s: GameState): CampaignToken[] {
  return (s.campaign?.tokens ?? []).filter((t) => t.kind === HAMMER);
}

/** Hammer tokens on planets of the map. */
export function hammersOnMap(s: GameState): CampaignToken[] {
  return hammerTokens(s).filter((t) => isSystemId(t.where));
}

/** Hammer tokens on the Hammer Fragments / Breaking Worlds card. */
export function hammersOnCard(s: GameState): CampaignToken[] {
  return hammerTokens(s).filter((t) => t.where === HAMMER_CARD);
}

/** "Take 1 Hammer Fragment token you control": the planets with a Hammer Fragment the seat controls. */
export function fragmentsControlled(s: GameState, seat: Seat): SystemId[] {
  const out: SystemId[] = [];
  for (const t of hammersOnMap(s)) if (controls(s, t.where as SystemId, seat) && !out.includes(t.where as SystemId)) out.push(t.where as SystemId);
  return out;
}

/**
 * The Hammer Fragments card shows its Breaking Worlds side: F1103B in a play area or in the supply
 * (the card is one physical card, `ARCS-F1103`; a play area or the supply holds its face up side).
 */
export function breakingSideUp(s: GameState): boolean {
  const c = s.campaign;
  return c !== undefined && (c.seats.some((x) => x.playArea.includes(BREAKING_WORLDS)) || (c.fateSupply ?? []).includes(BREAKING_WORLDS));
}

/** The seat has the Planet Hammer (F1104) in its play area. */
export function hasPlanetHammer(s: GameState, seat: Seat): boolean {
  return s.campaign?.seats[seat]?.playArea.includes(PLANET_HAMMER) ?? false;
}

/** Planets (not gates) of the map. */
export function planetsOnMap(s: GameState): SystemId[] {
  return systemIds(s).filter((id) => !isGate(id));
}

/** Buildings (cities and starports, any owner) on the map. */
export function buildingsOnMap(s: GameState): number {
  return systemIds(s).reduce((n, id) => n + s.map[id]!.slots.filter((b) => b !== null).length, 0);
}

/** "A Rival wins the Warlord ambition" now: first place alone on a declared Warlord, counted as scoring counts it. */
function rivalWinsWarlord(s: GameState, seat: Seat): boolean {
  if (s.ambitions.warlord.length === 0) return false;
  const counts: Parameters<typeof rankAmbition>[0] = s.players.map((p) => ({ seat: p.seat, n: ambitionCount(s, p, 'warlord') }));
  if (s.phantom) counts.push({ seat: 'phantom', n: s.phantom.weapon });
  const { first } = rankAmbition(counts);
  return first.length === 1 && first[0] !== seat && first[0] !== 'phantom';
}

/**
 * Act III grand ambitions, "Break the Worlds of the Reach" (F1112B): "No Rival wins the Warlord
 * ambition and... / Every player has Outrage. / More buildings are on the Breaking Worlds card than
 * the current Chapter, or there are no buildings on the map." The Warlord clause binds both.
 * Buildings are cities and starports (the card's "buildings"; Bunker and Banner tokens it holds
 * are not counted).
 */
export function planetBreakerGrandAmbitions(s: GameState, seat: Seat): number {
  if (rivalWinsWarlord(s, seat)) return 0;
  let n = 0;
  if (s.players.every((p) => p.outrage.length > 0)) n += 1;
  if (buildingsOnBreakingWorlds(s).length > s.chapter || buildingsOnMap(s) === 0) n += 1;
  return n;
}


/**
 * The Act setups and Resolution need the effect modules (Flagships, frames): planet-breaker.ts
 * fills these in when it loads, so that the Fate registry imports no effect module (an import cycle).
 */
export const PB_ACTS: Pick<FateRules, 'setup' | 'resolve'> = {};

export const PLANET_BREAKER_RULES: FateRules = {
  cardId: PLANET_BREAKER,
  acts: [2, 3],
  dealt: true,
  dealtSince: 7,
  setup: (s, seat, act) => PB_ACTS.setup!(s, seat, act),
  resolve: (s, seat, act, completed) => PB_ACTS.resolve!(s, seat, act, completed),
  grandAmbitions: planetBreakerGrandAmbitions,
};

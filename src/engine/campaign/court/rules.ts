/**
 * What the campaign Court's Vox texts do to the state, without asking anyone (campaign rulebook
 * "Crises" p.18, "New Rules & Terms" p.27; cards.csv ARCS-CC11..CC15 and their FAQ rows).
 */
import { IMPERIAL_COUNCIL } from '../../../data/campaign/components.ts';
import { findCard } from '../../../data/cards.ts';
import { systemDef, type ClusterId, type SystemId } from '../../../data/map.ts';
import { addTrophy, log, seatName, sys, systemIds, tidy, turnOrder } from '../../board.ts';
import { markerValues } from '../../frames/flow.ts';
import { placeBlight } from '../empire/pieces.ts';
import type { GameState, Seat } from '../../types.ts';
import type { Ambition } from '../../../data/action-cards.ts';
import type { MarkerId } from '../../../data/board.ts';

/**
 * "Flip the Imperial Council to In Session" (Council Intrigue). FAQ (Council Intrigue): "Can I
 * flip the Council while it is not in the Court? Yes! In this case, return it to the Court. It
 * won't resolve this round." It returns as the leftmost Court card (its place, Act I Setup K), and
 * the round's record of who secured it (`s.round.council`, spine) is cleared. Returns its spot.
 */
export function flipCouncilInSession(s: GameState): number {
  const c = s.campaign;
  if (!c) throw new Error('flipCouncilInSession: not a campaign');
  c.council = 'in-session';
  let i = s.court.findIndex((x) => x.card === IMPERIAL_COUNCIL.cardId);
  if (i < 0) {
    s.court.unshift({ card: IMPERIAL_COUNCIL.cardId, agents: s.players.map(() => 0) });
    i = 0;
    const round = s.round as (GameState['round'] & { council?: Seat }) | null;
    if (round && round.council !== undefined) delete round.council;
    log(s, 'The Imperial Council returns to the Court, In Session; it will not resolve this round.');
  } else log(s, 'The Imperial Council is flipped to In Session.');
  return i;
}

/** Guild cards in the seat's play area: Court Guild cards held, and Fate Set Guild cards in play (campaign). */
export function guildCardsOf(s: GameState, seat: Seat): string[] {
  const held = s.players[seat]!.court.map((c) => c.id);
  const fate = s.campaign?.seats[seat]?.playArea ?? [];
  return [...held, ...fate.filter((id) => !held.includes(id))].filter((id) => findCard(id)?.kind === 'guild');
}

/**
 * Populist Demands (CC11) Crisis: "Return the declared ambition marker of highest Power to
 * Available Ambitions." Highest Power: the marker's first-place value on its current side (a
 * higher marker is higher in both places). FAQ (ARCS-CC11): a Commonwealth Ambition marker in the
 * box stays there. Returns the marker moved, or null when none is declared.
 */
export function returnHighestMarker(s: GameState): { marker: MarkerId; ambition: Ambition } | null {
  let best: { marker: MarkerId; ambition: Ambition; power: number } | null = null;
  for (const [ambition, ids] of Object.entries(s.ambitions) as [Ambition, MarkerId[]][]) {
    for (const id of ids) {
      const m = s.markers.find((x) => x.id === id)!;
      const power = markerValues(id, m.flipped)[0];
      if (!best || power > best.power) best = { marker: id, ambition, power };
    }
  }
  if (!best) return null;
  s.ambitions[best.ambition] = s.ambitions[best.ambition].filter((x) => x !== best.marker);
  log(s, `Populist Demands: the ${best.power}-Power ambition marker returns from ${best.ambition} to the Available Ambitions.`);
  return { marker: best.marker, ambition: best.ambition };
}

/**
 * Song of Freedom (CC14) Crisis: "The player with the most Power must replace a Loyal city …".
 * FAQ (ARCS-CC14): "what happens if players are tied for most Power? The player closest in turn
 * order to the player with initiative is affected" (the initiative holder first).
 */
export function mostPowerSeat(s: GameState): Seat {
  let best = s.initiative;
  for (const seat of turnOrder(s)) if (s.players[seat]!.power > s.players[best]!.power) best = seat;
  return best;
}

const clusterSystems = (s: GameState, c: ClusterId): SystemId[] => systemIds(s).filter((id) => systemDef(id).cluster === c);

/**
 * Blight Looms (CC15) Crisis: "Repair all Blight in the rolled cluster. Place 1 damaged Blight at
 * each planet of the rolled symbol with no Blight." Blight's Empty Supply (p.21): "take it from
 * the player who has the most Blight Trophies" (a tie: the first of them in turn order from the
 * initiative holder; the rulebook names no tiebreak); with none anywhere, no Blight is placed.
 */
export function blightLooms(s: GameState, cluster: ClusterId, planets: readonly SystemId[]): void {
  let repaired = 0;
  for (const id of clusterSystems(s, cluster)) {
    const g = sys(s, id).ships.find((x) => x.owner === 'blight');
    if (!g || g.damaged === 0) continue;
    repaired += g.damaged;
    g.fresh += g.damaged;
    g.damaged = 0;
  }
  log(s, `Blight Looms: ${repaired} Blight repaired in cluster ${cluster}.`);
  const placed: SystemId[] = [];
  for (const id of planets) {
    const st = sys(s, id);
    if (st.ships.some((g) => g.owner === 'blight' && g.fresh + g.damaged > 0)) continue;
    if (!placeBlight(s, id, true)) break;
    tidy(st);
    placed.push(id);
  }
  log(s, `Blight Looms: damaged Blight placed at ${placed.length === 0 ? 'no planet' : placed.join(', ')}.`);
}

/** Clusters where the seat has a Loyal piece and there is damaged Blight (Blight Looms When Secured). */
export function loomingClusters(s: GameState, seat: Seat): ClusterId[] {
  const out: ClusterId[] = [];
  for (const id of systemIds(s)) {
    const c = systemDef(id).cluster;
    if (out.includes(c)) continue;
    const systems = clusterSystems(s, c);
    const loyal = systems.some((x) => sys(s, x).ships.some((g) => g.owner === seat && g.fresh + g.damaged > 0) || sys(s, x).slots.some((b) => b?.owner === seat));
    const damaged = systems.some((x) => sys(s, x).ships.some((g) => g.owner === 'blight' && g.damaged > 0));
    if (loyal && damaged) out.push(c);
  }
  return out.sort((a, b) => a - b);
}

/** "Destroy all damaged Blight in a cluster": the destroyer takes them as Trophies (p.21, Harming & Trophies). Returns how many. */
export function destroyDamagedBlight(s: GameState, seat: Seat, cluster: ClusterId): number {
  let n = 0;
  for (const id of clusterSystems(s, cluster)) {
    const st = sys(s, id);
    const g = st.ships.find((x) => x.owner === 'blight');
    if (!g || g.damaged === 0) continue;
    n += g.damaged;
    g.damaged = 0;
    tidy(st);
  }
  addTrophy(s.players[seat]!, 'blight', 'blight', n);
  log(s, `${seatName(s, seat)} destroys ${n} damaged Blight in cluster ${cluster} (Blight Looms).`);
  return n;
}

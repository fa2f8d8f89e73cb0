/** State invariants checked by the random-play tests (and usable as a runtime assertion). */
import { actionDeckFor } from '../data/action-cards.ts';
import { NEUTRAL_PIECES, PIECES } from '../data/board.ts';
import { BASE_COURT_IDS } from '../data/cards.ts';
import { RESOURCES, systemDef, type SystemId } from '../data/map.ts';
import { extraSlotLimit, isGate } from './board.ts';
import { loreInPlay } from './leaders/data.ts';
import { courtCards } from './court-slots.ts';
import { loreTokenList } from './holdings.ts';
import { RESOURCE_TOKENS_PER_TYPE } from './setup.ts';
import { isSeat } from './control.ts';
import { campaignInvariants } from './campaign/state.ts';
import { boardCount } from './campaign/flagship/board.ts';
import { piecesOnBreakingWorlds } from './campaign/broken-worlds.ts';
import type { GameState, Owner, SystemState, TrophyPiece } from './types.ts';

export function checkInvariants(s: GameState): string[] {
  const errors: string[] = [];
  const n = s.players.length;
  const count = (owner: Owner, piece: TrophyPiece) => {
    let onMap = 0;
    for (const st of Object.values(s.map)) {
      if (piece === 'ship' || piece === 'blight') for (const g of st!.ships) if (g.owner === owner) onMap += g.fresh + g.damaged;
      for (const b of st!.slots) if (b && b.owner === owner && b.type === piece) onMap += 1;
    }
    let trophies = 0;
    for (const p of s.players) for (const t of p.trophies) if (t.owner === owner && t.piece === piece) trophies += t.count;
    // Planet Breaker (ARCS-F1103B): buildings placed on the Breaking Worlds card stay there.
    return onMap + trophies + piecesOnBreakingWorlds(s, owner, piece);
  };
  for (const p of s.players) {
    // Flagships (campaign p.22): the Flagship piece is no ship of the 15; the board's buildings come out of the supply.
    const flagship = Object.values(s.map).some((st) => st!.ships.some((g) => g.owner === p.seat && g.flagship)) ? 1 : 0;
    // Warden (ARCS-F1612): ships on Warden's Levy are the Vassal's ships off the map. Ships scrapped for good (Blight Speaker ARCS-F1301A, Hegemon ARCS-F1001A 4, Pathfinder's Seek the Portal ARCS-F909-F911) and on Blight Hunger (ARCS-F1313) or The Dead Live (ARCS-F2204).
    let ships = p.supply.ships + count(p.seat, 'ship') - flagship + (s.campaign?.levy?.[p.seat] ?? 0) + (s.campaign?.scrappedShips?.[p.seat] ?? 0) + (s.campaign?.blightHunger?.ships[p.seat] ?? 0) + (s.campaign?.deadLive?.ships[p.seat] ?? 0);
    // Hegemon (ARCS-F1012): ships held as Captives.
    for (const x of s.campaign?.seats ?? []) ships += x.captiveShips?.[String(p.seat)] ?? 0;
    if (ships !== PIECES.ships) errors.push(`${p.colour}: ${ships} ships`);
    const starports = p.supply.starports + count(p.seat, 'starport') + boardCount(s, p.seat, 'starport');
    if (starports !== PIECES.starports) errors.push(`${p.colour}: ${starports} starports`);
    const cities = p.boardCities + count(p.seat, 'city') + boardCount(s, p.seat, 'city');
    if (cities !== PIECES.cities) errors.push(`${p.colour}: ${cities} cities`);
    let agents = p.supply.agents + count(p.seat, 'agent') + p.outrage.filter((m) => m.agent && m.by === undefined).length;
    // Partisan (ARCS-F625): its agents on Rivals' Outrage slots.
    for (const q of s.players) agents += q.outrage.filter((m) => m.agent && m.by === p.seat).length;
    for (const c of s.court) agents += c.agents[p.seat] ?? 0;
    for (const q of s.players) agents += q.captives[p.seat] ?? 0;
    // Campaign: Favors are Rival agents on a seat's Fate card (campaign rulebook, Summits).
    for (const x of s.campaign?.seats ?? []) agents += x.favors?.[p.seat] ?? 0;
    // Caretaker (ARCS-F521): agents scrapped by Golems Sate Their Appetite.
    agents += s.campaign?.scrappedAgents?.[p.seat] ?? 0;
    // Pirate (ARCS-F1209, F1211): agents on Rumor tokens.
    for (const r of s.campaign?.rumors ?? []) agents += (r.agents ?? []).filter((x) => x === p.seat).length;
    if (agents !== PIECES.agents) errors.push(`${p.colour}: ${agents} agents`);
    if (p.supply.ships < 0 || p.supply.starports < 0 || p.supply.agents < 0 || p.boardCities < 0) errors.push(`${p.colour}: negative supply`);
    if (p.resources.length !== 6) errors.push(`${p.colour}: ${p.resources.length} resource slots`);
    if (p.captives.length !== n || p.captives.some((c) => c < 0)) errors.push(`${p.colour}: bad captives`);
    if (p.trophies.some((t) => t.count <= 0)) errors.push(`${p.colour}: empty trophy pile`);
  }
  // Campaign: Imperial ships, Free buildings and Blight are conserved in s.neutral; a base game has none.
  // Proxy Free pieces on the map (The Free States, Empty Supply) are counted off.
  const neutral: [Owner, TrophyPiece, number, number | undefined, number][] = [
    ['empire', 'ship', NEUTRAL_PIECES.empireShips, s.neutral === undefined ? undefined : s.neutral.empire.ships + (s.campaign?.blightHunger?.empire ?? 0) + (s.campaign?.deadLive?.empire ?? 0), 0],
    ['free', 'city', NEUTRAL_PIECES.freeCities, s.neutral?.free.cities, s.neutral?.free.proxies?.cities ?? 0],
    ['free', 'starport', NEUTRAL_PIECES.freeStarports, s.neutral?.free.starports, s.neutral?.free.proxies?.starports ?? 0],
    ['blight', 'blight', NEUTRAL_PIECES.blight, s.neutral?.blight.blight, 0],
  ];
  for (const [owner, piece, total, supply, proxies] of neutral) {
    let out = count(owner, piece) - proxies;
    // Hegemon (ARCS-F1012): Imperial ships held as Captives.
    if (owner === 'empire') for (const x of s.campaign?.seats ?? []) out += x.captiveShips?.empire ?? 0;
    // Pathfinder (ARCS-F909-F911): Imperial ships scrapped for good by Seek the Portal.
    if (owner === 'empire' && piece === 'ship') out += s.campaign?.scrappedImperialShips ?? 0;
    if (supply === undefined) {
      if (out > 0) errors.push(`${out} ${owner} ${piece} pieces but no campaign supply`);
    } else if (supply < 0 || supply + out !== total) errors.push(`${owner}: ${supply + out} ${piece} pieces`);
  }
  const flagships = new Set<Owner>();
  for (const [id, st] of Object.entries(s.map) as [SystemId, SystemState][]) {
    for (const g of st.ships) if (g.fresh < 0 || g.damaged < 0 || g.fresh + g.damaged === 0) errors.push(`${id}: bad ship group`);
    for (let i = 1; i < st.ships.length; i++) if (st.ships[i - 1]!.owner === st.ships[i]!.owner) errors.push(`${id}: two ship groups of one owner`);
    for (const g of st.ships) {
      if (!g.flagship) continue;
      // A Flagship is a fresh Loyal ship (campaign rulebook, Flagships), one per player.
      if (!isSeat(g.owner) || g.fresh < 1 || flagships.has(g.owner)) errors.push(`${id}: bad Flagship`);
      flagships.add(g.owner);
    }
    // Buildings outside the printed slots (lore: Leaders & Lore and campaigns; board.ts extraSlotLimit).
    const outside = st.slots.slice(systemDef(id).slots).filter((b) => b !== null);
    if (st.slots.length > systemDef(id).slots + (loreInPlay(s.options) ? extraSlotLimit(id) : 0)) errors.push(`${id}: too many building slots`);
    if (outside.filter((b) => b.type === 'city').length > 1 || outside.filter((b) => b.type === 'starport').length > (isGate(id) ? 1 : 0)) errors.push(`${id}: buildings outside the printed slots break their limits`);
  }
  // 5 of each resource in total: supply, slots, phantom, card tokens, Prelude spends not yet returned, stolen in flight.
  for (const r of RESOURCES) {
    // Campaign: frozen resources in the Imperial Trust (First Regent tile) are tokens like any other.
    let total = s.supply[r] + (s.phantom?.[r] ?? 0) + (s.campaign?.trust.filter((x) => x === r).length ?? 0);
    // Magnate: resources on a Merchant League (ARCS-F302) and scrapped ones (ARCS-F325B).
    for (const cs of s.campaign?.seats ?? []) total += (cs.merchantLeague ?? []).filter((x) => x === r).length;
    // Guardian (ARCS-F2002): Material and Fuel in Captives (Green Vault).
    for (const cs of s.campaign?.seats ?? []) total += (cs.greenVault ?? []).filter((x) => x === r).length;
    total += s.campaign?.scrappedResources?.[r] ?? 0;
    // Peacekeeper: Weapons on Arsenal Keepers (ARCS-F1503).
    if (r === 'weapon') for (const cs of s.campaign?.seats ?? []) total += cs.arsenal ?? 0;
    for (const p of s.players) {
      total += p.resources.filter((x) => x === r).length;
      for (const c of p.court) total += c.tokens.filter((x) => x === r).length;
      // Leaders & Lore: resources on lore cards (Ancient Holdings).
      total += loreTokenList(p).filter((y) => y === r).length;
    }
    for (const f of s.stack) {
      if (f.k === 'turn/actions') total += f.spent.filter((x) => x === r).length;
      // A stolen token waiting for its new owner to pick a slot is in flight, not in the supply.
      if (f.k === 'res/gain' && f.stolen && f.resource === r) total += 1;
    }
    if (s.supply[r] < 0) errors.push(`supply of ${r} is negative`);
    // Pacifist (ARCS-F1402, F1404): Witness tokens flipped to their Psionic side are Psionic tokens too.
    const extra = r === 'psionic' ? (s.campaign?.witnessPsionic ?? 0) : 0;
    if (total !== RESOURCE_TOKENS_PER_TYPE + extra) errors.push(`${total} ${r} tokens in the game`);
  }
  // Campaign: its own action deck (Event cards), Court (CC, lore, the Council) and Fates.
  if (s.campaign) return [...errors, ...campaignInvariants(s)];
  // Action cards: every card exactly once.
  const cards = [...s.actionDeck, ...s.actionDiscard, ...s.players.flatMap((p) => p.hand)];
  for (const play of s.round?.plays ?? []) {
    cards.push(play.card);
    if (play.seizeCard) cards.push(play.seizeCard);
  }
  const deck = actionDeckFor(n);
  if (cards.length !== deck.length || new Set(cards).size !== deck.length || cards.some((c) => !deck.includes(c))) errors.push(`action cards: ${cards.length} of ${deck.length}`);
  // Court cards: every card exactly once.
  const court = [...courtCards(s), ...s.courtDeck, ...s.courtDiscard, ...s.players.flatMap((p) => p.court.map((c) => c.id)), ...(s.fx?.unions ?? []).map((u) => u.card)];
  if (court.length !== BASE_COURT_IDS.length || new Set(court).size !== court.length) errors.push(`court cards: ${court.length}`);
  for (const c of s.court) if (c.agents.length !== n || c.agents.some((a) => a < 0)) errors.push(`court ${c.card}: bad agents`);
  return errors;
}

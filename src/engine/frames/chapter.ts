/**
 * Ending a Chapter (base rulebook): score ambitions, clean up and flip a marker, end the game or
 * advance the chapter, draw new hands (with the 2-player mulligan). In a campaign (campaign
 * rulebook p.8-9; campaign/acts/chapter-end.ts): no Power threshold, Acts of 3, 3 and 4 chapters,
 * grand ambitions scored with the declared ones, final objectives, the Intermission, the campaign's end.
 */
import { AMBITIONS, type Ambition } from '../../data/action-cards.ts';
import { AMBITION_NAMES, AMBITION_RESOURCES, cityBonusPower, LAST_CHAPTER, POWER_THRESHOLD } from '../../data/board.ts';
import { captiveTotal, citiesOffBoard, hasExcessResources, log, returnPieces, seatName, trophyTotal, turnOrder } from '../board.ts';
import { shuffleInPlace } from '../rng.ts';
import { call, done, noResume, thenRun, type Handler } from '../step.ts';
import type { Frame, FrameOf, GameState, PlayerState, Seat } from '../types.ts';
import { HAND_SIZE, markerValues } from './flow.ts';
import { afterAllScoringTriggers, afterScoringFrames, ambitionScoredInstead, captivesKept, fired, guildScoringWeight, guildSupremacyCards, heldSupplyCards, heldSupplyCount, scoreExtraAmbitions, scoringPowerDenied, secondForFirstCard, warlordCountsWeapons, warlordWeaponsCards, winsAsSecondCard } from '../effects.ts';
import { findCard } from '../../data/cards.ts';
import type { Resource } from '../../data/map.ts';
import { fateAmbitionsScored, fateBeforeScoring } from '../campaign/fates/hooks.ts';
import { captiveResources, frozenCount, loreTokenList } from '../holdings.ts';
import { captiveShipCount, returnTrophyTokens, trophyTokens } from '../campaign/loyal-tokens.ts';
import { report } from '../reports.ts';
import { campaignChapterNext, scoreGrandAmbitions } from '../campaign/acts/chapter-end.ts';

/** Everyone with cards passed: discard all action cards (their hands included). */
export function endChapterNow(s: GameState): void {
  for (const p of s.players) {
    s.actionDiscard.push(...p.hand);
    p.hand = [];
  }
}

/** Icons a player has for an ambition: resources plus Guild card suits (and resources held on cards). */
export function ambitionCount(s: GameState, p: PlayerState, a: Ambition): number {
  // Guardian (ARCS-F2002): Material and Fuel in the Guardian's Captives add to Tyrant. Hegemon (ARCS-F1012 Happy Hosts): ships held as Captives count too.
  if (a === 'tyrant') return captiveTotal(p) + captiveResources(s, p.seat).length + captiveShipCount(s, p.seat);
  // Magnate (ARCS-F320): War Profiteering: the Warlord ambition counts Trophies and Weapons icons from resources and cards.
  // Hegemon (ARCS-F1003, F1009/F1010): Banners in Trophies are Trophies.
  if (a === 'warlord') return trophyTotal(p) + trophyTokens(s, p.seat) + (warlordCountsWeapons(s) ? iconCount(s, p, ['weapon']) : 0);
  return iconCount(s, p, AMBITION_RESOURCES[a]);
}

/** Resources and Guild suits of these types (ambitionCount). */
function iconCount(s: GameState, p: PlayerState, kinds: readonly Resource[]): number {
  let n = p.resources.filter((r) => r !== null && kinds.includes(r)).length;
  // Advocate (ARCS-F425 Guild Supremacy, a Law): "When scoring, Guild cards count twice."
  const guildWeight = guildScoringWeight(s);
  for (const held of p.court) {
    const suit = courtSuit(held.id);
    if (suit && kinds.includes(suit)) n += findCard(held.id)?.kind === 'guild' ? guildWeight : 1;
    n += held.tokens.filter((r) => kinds.includes(r)).length;
  }
  // Resources on lore cards (Ancient Holdings, ARCS-L13) add to ambitions.
  n += loreTokenList(p).filter((r) => kinds.includes(r)).length;
  // Campaign: frozen resources on the First Regent tile count too (New Rules & Terms, Counting).
  n += frozenCount(s, p.seat, kinds);
  // A card keeping a resource's supply (the Cartels) adds it to the holder's ambitions.
  return n + heldSupplyCount(s, p.seat, kinds);
}

/**
 * Campaign: the cards adding to a count at this scoring did something (fired.ts): a kept supply (the
 * Cartels, the Monopolies F313-F317; the Weapon one for Warlord under War Profiteering) and War
 * Profiteering's Weapons for Warlord (F320).
 */
function noteCountingCards(s: GameState, a: Ambition): void {
  const weapons = a === 'warlord' && warlordCountsWeapons(s);
  const kinds: readonly Resource[] = weapons ? ['weapon'] : AMBITION_RESOURCES[a];
  for (const p of s.players) {
    for (const id of heldSupplyCards(s, p.seat, kinds)) fired(s, id);
    if (weapons && iconCount(s, p, ['weapon']) > 0) for (const id of warlordWeaponsCards(s)) fired(s, id);
  }
}

/** Whether a held Guild card counts toward the ambition (iconCount's Guild cards: Tycoon, Keeper, Empath; Warlord when Weapons count). */
function guildCounted(s: GameState, p: PlayerState, a: Ambition): boolean {
  const kinds: readonly Resource[] = a === 'tyrant' ? [] : a === 'warlord' ? (warlordCountsWeapons(s) ? ['weapon'] : []) : AMBITION_RESOURCES[a];
  return p.court.some((held) => findCard(held.id)?.kind === 'guild' && kinds.includes(courtSuit(held.id) as Resource));
}

function courtSuit(id: string) {
  return findCard(id)?.suit ?? null;
}

/** 2 players: the resources on the ambition boxes count as a third player (Two-Player Scoring). */
export function phantomCount(s: GameState, a: Ambition): number {
  const ph = s.phantom;
  if (!ph) return 0;
  if (a === 'warlord') return ph.weapon; // Weapons on the Warlord box count as Trophies.
  if (a === 'tyrant') return 0;
  return AMBITION_RESOURCES[a].reduce((n, r) => n + ph[r], 0);
}

/** Who places for an ambition: a seat, or with 2 players the phantom third player (Two-Player Scoring). */
export type { Placer } from '../reports.ts';
import type { Placer } from '../reports.ts';

export interface AmbitionResult { ambition: Ambition; first: Placer[]; second: Placer[]; gains: Record<number, number>; firstPower: number; secondPower: number; cityBonus: Record<number, number> }

/**
 * Places for one ambition. A tie for first gives every tied player second place; a tie for second
 * gives nobody second. You need at least one of the counted thing to place (Qualifying).
 * The phantom takes places but gains nothing.
 */
export function rankAmbition(counts: { seat: Placer; n: number }[]): { first: Placer[]; second: Placer[] } {
  const qualified = counts.filter((c) => c.n > 0);
  if (qualified.length === 0) return { first: [], second: [] };
  const top = Math.max(...qualified.map((c) => c.n));
  const atTop = qualified.filter((c) => c.n === top).map((c) => c.seat);
  if (atTop.length > 1) return { first: [], second: atTop };
  const rest = qualified.filter((c) => c.n < top);
  if (rest.length === 0) return { first: atTop, second: [] };
  const next = Math.max(...rest.map((c) => c.n));
  const atNext = rest.filter((c) => c.n === next).map((c) => c.seat);
  return { first: atTop, second: atNext.length === 1 ? atNext : [] };
}

export function scoreAmbitions(s: GameState): AmbitionResult[] {
  const results: AmbitionResult[] = [];
  for (const a of AMBITIONS) {
    const markers = s.ambitions[a];
    if (markers.length === 0) continue;
    const counts: { seat: Placer; n: number }[] = s.players.map((p) => ({ seat: p.seat, n: ambitionCount(s, p, a) }));
    if (s.campaign) noteCountingCards(s, a);
    if (s.phantom) counts.push({ seat: 'phantom', n: phantomCount(s, a) });
    // Advocate (ARCS-F425 Guild Supremacy, and its reminder F426): it fired if a held Guild card counted (twice) here.
    if (guildScoringWeight(s) > 1 && s.players.some((p) => guildCounted(s, p, a))) for (const id of guildSupremacyCards(s)) fired(s, id);
    const { first, second } = rankAmbition(counts);
    const values = markers.map((id) => markerValues(id, s.markers.find((m) => m.id === id)!.flipped));
    const firstPower = values.reduce((n, v) => n + v[0], 0);
    const secondPower = values.reduce((n, v) => n + v[1], 0);
    // Founder (ARCS-F214): the Commonwealth Ambition law scores the ambition its marker lies on.
    const instead = s.campaign ? ambitionScoredInstead(s, a, { first: firstPower, second: secondPower }) : null;
    if (instead) {
      results.push(instead);
      continue;
    }
    const gains: Record<number, number> = {};
    const cityBonus: Record<number, number> = {};
    for (const seat of first.filter((x) => x !== 'phantom')) {
      // Guardian (ARCS-F2003): Ire of the Tycoons: no Power from scoring Tycoon.
      if (noPowerFrom(s, seat, a)) continue;
      // Elder (Just, Tyrant) / Warrior (Violent, Empath): second-place Power for first, no city bonus.
      // Survivalist (ARCS-F1802 Vow of Survival): any ambition won gains only second-place Power.
      const inverted = secondForFirstCard(s, seat, a) ?? (s.campaign ? winsAsSecondCard(s, seat) : null);
      if (inverted) fired(s, inverted);
      // Bonus City Power: once per ambition, only for an outright win.
      const bonus = inverted ? 0 : cityBonusPower(citiesOffBoard(s.players[seat]!));
      if (bonus) cityBonus[seat] = bonus;
      gains[seat] = inverted ? secondPower : firstPower + bonus;
    }
    for (const seat of second.filter((x) => x !== 'phantom')) {
      if (noPowerFrom(s, seat, a)) continue;
      const inverted = secondForFirstCard(s, seat, a);
      if (inverted) fired(s, inverted);
      gains[seat] = (gains[seat] ?? 0) + (inverted ? 0 : secondPower);
    }
    for (const [seat, g] of Object.entries(gains)) {
      s.players[Number(seat)]!.power += g;
      log(s, `${AMBITION_NAMES[a]}: ${seatName(s, Number(seat))} gains ${g} Power.`);
    }
    const phantomPlaces = first.includes('phantom') || second.includes('phantom');
    if (phantomPlaces) log(s, `${AMBITION_NAMES[a]}: the phantom player places.`);
    if (Object.keys(gains).length === 0 && !phantomPlaces) log(s, `${AMBITION_NAMES[a]}: nobody qualifies.`);
    results.push({ ambition: a, first, second, gains, firstPower, secondPower, cityBonus });
  }
  return results;
}

/** Guardian (ARCS-F2003): a held card denies the seat Power from scoring this ambition (it still places). */
function noPowerFrom(s: GameState, seat: Seat, a: Ambition): boolean {
  const id = s.campaign ? scoringPowerDenied(s, seat, a) : null;
  if (id) {
    fired(s, id);
    log(s, `${AMBITION_NAMES[a]}: ${seatName(s, seat)} gains no Power from it (${findCard(id)?.name ?? id}).`);
  }
  return id !== null;
}

function cleanUp(s: GameState): void {
  const scoredWarlord = s.ambitions.warlord.length > 0;
  const scoredTyrant = s.ambitions.tyrant.length > 0;
  for (const p of s.players) {
    if (scoredWarlord) {
      for (const t of p.trophies) returnPieces(s, t.owner, t.piece, t.count);
      p.trophies = [];
    }
    if (scoredTyrant) {
      // Hegemon (ARCS-F1012 Happy Hosts): "you may keep 1 Captive per Banner that you control or is uncontrolled".
      // Survivalist (ARCS-F1802 Vow of Survival): "When returning Captives, you keep 1 Captive for each Bunker on the map."
      let keep = s.campaign ? captivesKept(s, p.seat) : 0;
      p.captives = p.captives.map((n, owner) => {
        const k = Math.min(keep, n);
        keep -= k;
        returnPieces(s, owner, 'agent', n - k);
        return k;
      });
      const ships = s.campaign?.seats[p.seat]?.captiveShips;
      if (ships) {
        for (const [key, n] of Object.entries(ships)) {
          const k = Math.min(keep, n);
          keep -= k;
          returnPieces(s, key === 'empire' ? 'empire' : Number(key), 'ship', n - k);
          if (k > 0) ships[key] = k;
          else delete ships[key];
        }
        if (Object.keys(ships).length === 0) delete s.campaign!.seats[p.seat]!.captiveShips;
      }
      // Guardian (ARCS-F2002 Green Vault, FAQ): Material and Fuel in the Captives return to the supply — also once the card
      // has left (transferred or scrapped: "still Captives, but no longer frozen"); while held, the card returned them.
      const vault = s.campaign?.seats[p.seat]?.greenVault;
      if (vault) {
        for (const r of vault) s.supply[r] += 1;
        delete s.campaign!.seats[p.seat]!.greenVault;
      }
    }
  }
  // Hegemon (ARCS-F1003): Banners in Trophies go back too.
  if (scoredWarlord) returnTrophyTokens(s);
  for (const a of AMBITIONS) s.ambitions[a] = [];
  // Flip the lowest-Power marker not yet flipped.
  const unflipped = s.markers.filter((m) => !m.flipped).sort((a, b) => markerValues(a.id, false)[0] - markerValues(b.id, false)[0]);
  if (unflipped[0]) unflipped[0].flipped = true;
}

export function winnerByPower(s: GameState): Seat {
  // On a tie, the tied player earliest in turn order wins.
  let best = s.initiative;
  for (const seat of turnOrder(s)) if (s.players[seat]!.power > s.players[best]!.power) best = seat;
  return best;
}

export function dealHands(s: GameState): void {
  const all = [...s.actionDeck, ...s.actionDiscard, ...s.players.flatMap((p) => p.hand)];
  shuffleInPlace(s.rng, all);
  for (const p of s.players) p.hand = all.splice(0, HAND_SIZE);
  s.actionDeck = [];
  s.actionDiscard = all;
}

export function mulliganFrames(s: GameState): Frame[] {
  if (s.players.length !== 2) return [];
  return [{ k: 'mulligan', seat: (s.initiative + 1) % 2 }];
}

export const chapterEnd: Handler<FrameOf<'chapter/end'>> = {
  step(s, f) {
    if (f.phase === 'score') {
      // Caretaker (ARCS-F520B): grand-ambition choices made at the chapter's end, before scoring.
      if (s.campaign && !f.asked) {
        f.asked = true;
        const before = fateBeforeScoring(s);
        if (before.length > 0) return call(...before);
      }
      log(s, `Chapter ${s.chapter} ends.`);
      const scored = AMBITIONS.filter((a) => s.ambitions[a].length > 0);
      const ambitions = scoreAmbitions(s);
      // Guardian (ARCS-F2004): a rules-booklet ambition of its own (Edenguard) is scored with the declared ones.
      if (s.campaign) scoreExtraAmbitions(s);
      // Campaign, Act III: grand ambitions are scored at the same time as declared ambitions (p.9).
      if (s.campaign) scoreGrandAmbitions(s);
      // Campaign: objectives that advance with the ambitions' results (Imperial Authority ARCS-F101B).
      if (s.campaign) fateAmbitionsScored(s, ambitions);
      // Gate Wraith (The Dead Live ARCS-F2204): after all scoring, before Trophies return.
      if (s.campaign) afterAllScoringTriggers(s);
      report(s, { t: 'scored', chapter: s.chapter, ambitions, power: s.players.map((p) => p.power), phantom: s.phantom !== null });
      cleanUp(s);
      f.phase = 'next';
      // Cities back from Trophies can cover resource slots: their owners discard the excess.
      const excess: Frame[] = s.players.filter(hasExcessResources).map((p) => ({ k: 'res/excess', seat: p.seat }));
      // "After scoring" effects (the Cartels) run first.
      return call(...afterScoringFrames(s, scored), ...excess);
    }
    // Campaign: no Power threshold, no chapter 5; final objectives, Act ends (campaign/acts).
    if (s.campaign) return thenRun(...campaignChapterNext(s));
    const threshold = POWER_THRESHOLD[s.options.players];
    const reached = s.players.some((p) => p.power >= threshold);
    if (reached || s.chapter >= LAST_CHAPTER) {
      const winner = winnerByPower(s);
      s.ended = { winner, reason: reached ? 'threshold' : 'last-chapter' };
      s.round = null;
      s.turn = null;
      log(s, `The game ends. ${seatName(s, winner)} wins with ${s.players[winner]!.power} Power.`);
      return done;
    }
    s.chapter += 1;
    s.passes = 0;
    dealHands(s);
    log(s, `Chapter ${s.chapter} begins; everyone draws 6 action cards.`);
    return thenRun(...mulliganFrames(s));
  },
  resume: noResume('chapter/end'),
};

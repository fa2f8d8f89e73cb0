/**
 * Fate 5, the Caretaker (ARCS-FATE05): its Acts as FateRules (setups, Resolutions, grand
 * ambitions) and the Golems' bookkeeping (CampaignState.golems). Kept apart from the cards'
 * effects (caretaker.ts) so the Fate registry never imports the effect system.
 *
 * THE GOLEMS (Golems Law ARCS-F505; Golem Hearth ARCS-F503). Our sources give no punchboard
 * count (arcs-facts.md, Not established): the cards name four Golems, one per Golem action
 * (Warrior, Protector, Seeker, Harvester: Golem Actions ARCS-F506 and the four Unstable Vox cards
 * ARCS-F508-F511), and the setup card places "the 4 Sleeping Golem tokens" — so four tokens,
 * each with a Sleeping side (which Golem it is hidden: "Shuffle the 4 Sleeping Golem tokens";
 * campaign/view.ts hides it) and an Awake side ("Its Awake side is public if a player holds it").
 * Golems are not Loyal (the cards never say so; Tokens p.27: "By default, tokens added by Fates
 * are not Loyal") and cannot be harmed (the default).
 *
 * A Golem is on the map (a gate), on the Golem Hearth (its holder's: "This card holds any number
 * of Golems"; faq: "As long as the Golem Hearth is in the game, its holder will always have slots
 * for Golems", so the Hearth's holder keeps every Golem it has there), or fills a resource slot of
 * another seat (`seat-<n>`: holdings.ts emptyPlaces leaves the seat's last empty open slots to
 * them, so Golems sit in the least protected slots; a covered slot's Golem is discarded, settleGolems).
 */
import type { Act } from '../../../data/campaign/components.ts';
import { findCampaignCard } from '../../../data/campaign/cards.ts';
import { findCard } from '../../../data/cards.ts';
import { CLUSTER_IDS, type SystemId } from '../../../data/map.ts';
import { emptyOpenSlots, log, openSlots, seatName, turnOrder } from '../../board.ts';
import { courtCards } from '../../court-slots.ts';
import { emptyPlaces } from '../../holdings.ts';
import { LORE_IDS } from '../../leaders/data.ts';
import { noteFired } from '../../fired.ts';
import { shuffleInPlace } from '../../rng.ts';
import type { GameState, Seat } from '../../types.ts';
import type { Golem, GolemKind } from '../types.ts';
import type { FateRules } from './framework.ts';
import { scrapCard } from './moves.ts';

export const CARETAKER = 'ARCS-FATE05';
export const GOLEM_BEACON = 'ARCS-F502';
export const GOLEM_HEARTH = 'ARCS-F503';
export const STONE_SPEAKERS = 'ARCS-F504';
export const GOLEMS_LAW = 'ARCS-F505';
export const GOLEM_ACTIONS = 'ARCS-F506';
export const LIBRARIANS = 'ARCS-F513';
export const KNOWLEDGE_SET_FREE = 'ARCS-F514';
export const CARETAKER_EVENT = 'ARCS-F515';
export const GOLEM_KINDS: readonly GolemKind[] = ['warrior', 'protector', 'seeker', 'harvester'];
/** The Unstable card of each Golem (F508-F511). */
export const UNSTABLE: Record<GolemKind, string> = { harvester: 'ARCS-F508', seeker: 'ARCS-F509', protector: 'ARCS-F510', warrior: 'ARCS-F511' };
/** Golem Hearth: "Their raid cost is 2 keys each." */
export const HEARTH_RAID_COST = 2;

export const golemsOf = (s: GameState): Golem[] => s.campaign?.golems ?? [];
export const findGolem = (s: GameState, kind: GolemKind): Golem | undefined => golemsOf(s).find((g) => g.golem === kind);
export const onMap = (g: Golem): boolean => g.where !== 'hearth' && !g.where.startsWith('seat-');

/** The seat holding the Golem Hearth (in its play area or among its lore), or null. */
export function hearthHolder(s: GameState): Seat | null {
  const c = s.campaign;
  if (!c) return null;
  const i = c.seats.findIndex((x) => x.playArea.includes(GOLEM_HEARTH));
  if (i >= 0) return i;
  const p = s.players.find((x) => x.lore.includes(GOLEM_HEARTH));
  return p ? p.seat : null;
}

/** Who has the Golem (the Hearth's holder for one on the Hearth), or null (on the map). */
export function golemHolder(s: GameState, g: Golem): Seat | null {
  if (g.where === 'hearth') return hearthHolder(s);
  const m = /^seat-(\d)$/.exec(g.where);
  return m ? Number(m[1]) : null;
}

/** The Golems a seat has ("your Golems"). */
export function golemsHeldBy(s: GameState, seat: Seat): Golem[] {
  return golemsOf(s).filter((g) => golemHolder(s, g) === seat);
}

/** Whether the seat has room for one more Golem: the Hearth's holder always; others need an empty resource slot. */
export function roomForGolem(s: GameState, seat: Seat): boolean {
  return hearthHolder(s) === seat || emptyPlaces(s, seat).length > 0;
}

/** The Golem now belongs to `seat`: on its Hearth if it holds it, else in a resource slot. */
export function giveGolem(s: GameState, g: Golem, seat: Seat): void {
  g.where = hearthHolder(s) === seat ? 'hearth' : `seat-${seat}`;
}

export function golemName(g: Golem): string {
  return `the ${g.golem[0]!.toUpperCase()}${g.golem.slice(1)} Golem`;
}

/** Take a Golem out of play for good (Scrap). */
export function scrapGolem(s: GameState, g: Golem): void {
  const c = s.campaign!;
  c.golems = golemsOf(s).filter((x) => x !== g);
  if (c.golems.length === 0) delete c.golems;
  log(s, `${golemName(g)} is scrapped.`);
}

/** Flip Golems to Awake (those matching `which`). Returns how many flipped. */
export function awaken(s: GameState, which: (g: Golem) => boolean): number {
  let n = 0;
  for (const g of golemsOf(s)) {
    if (!g.awake && which(g)) {
      g.awake = true;
      n += 1;
    }
  }
  return n;
}

/**
 * Golems (F505): "When a Golem is spent or discarded, flip it to Sleeping and place it in a Rival's
 * empty resource slot. If there are none, you keep it." The Rivals with room, in turn order after
 * the spender (the spender picks among them: caretaker.ts).
 */
export function golemHomes(s: GameState, spender: Seat): Seat[] {
  return turnOrder(s).filter((x) => x !== spender && roomForGolem(s, x));
}

/** Place a spent or discarded Golem: Sleeping, at `to` (a Rival with room) or kept by its holder. */
export function placeSpentGolem(s: GameState, g: Golem, spender: Seat, to: Seat | null): void {
  g.awake = false;
  if (golemsLawInForce(s)) noteFired(s, GOLEMS_LAW);
  if (to === null) {
    giveGolem(s, g, spender);
    log(s, `No Rival has an empty resource slot: ${seatName(s, spender)} keeps the Golem (Sleeping).`);
    return;
  }
  giveGolem(s, g, to);
  log(s, `The Golem goes Sleeping to ${seatName(s, to)}.`);
}

/**
 * Golems fill resource slots: a seat whose Golems no longer fit its open slots (a city returned and
 * covered one) discards the excess Golems (resources keep their slots: our choice, the player is
 * not asked), each to the first Rival in turn order with room. The Hearth's holder always has room.
 */
export function settleGolems(s: GameState): void {
  for (const p of s.players) {
    const mine = golemsOf(s).filter((g) => g.where === `seat-${p.seat}`);
    if (mine.length === 0 || hearthHolder(s) === p.seat) {
      for (const g of mine) g.where = 'hearth';
      continue;
    }
    const open = openSlots(p);
    const used = p.resources.slice(0, open).filter((r) => r !== null).length;
    const loreRoom = emptyPlaces(s, p.seat).length - Math.max(0, emptyOpenSlots(p).length - mine.length);
    let excess = mine.length - Math.max(0, open - used) - Math.max(0, loreRoom);
    for (const g of mine) {
      if (excess <= 0) break;
      excess -= 1;
      placeSpentGolem(s, g, p.seat, golemHomes(s, p.seat)[0] ?? null);
    }
  }
}

/** The Golems Law (F505) is in the rules booklet (its rules fire: a spent or discarded Golem placed, Golems awoken at setup). */
function golemsLawInForce(s: GameState): boolean {
  return s.campaign?.rulesBooklet.some((slot) => slot.includes(GOLEMS_LAW)) ?? false;
}

/** The Golems Law (F505) in the rules booklet: "In Act II/III setup, Golems flip to Awake." (acts/act-setup.ts, after the Fates' setups.) */
export function golemsLawSetup(s: GameState): void {
  if (!golemsLawInForce(s)) return;
  const n = awaken(s, () => true);
  if (n > 0) noteFired(s, GOLEMS_LAW);
  if (n > 0) log(s, `Golems (Law): ${n} Sleeping ${n === 1 ? 'Golem flips' : 'Golems flip'} to Awake.`);
}

/* ------------------------------------------------------------------- lore */

export function isLoreCard(id: string): boolean {
  return (findCampaignCard(id)?.kind ?? findCard(id)?.kind) === 'lore';
}

/** The lore cards a seat has: its lore (Leaders & Lore lore cards) and the lore in its Fate play area (Golem Beacon, Golem Hearth). */
export function loreCardsOf(s: GameState, seat: Seat): string[] {
  const fate = s.campaign?.seats[seat]?.playArea.filter(isLoreCard) ?? [];
  return [...s.players[seat]!.lore, ...fate];
}

/** The lore deck: lore cards (ARCS-L01-L14) in no place of the game. */
export function loreDeck(s: GameState): string[] {
  const c = s.campaign;
  const used = new Set<string>([...s.courtDeck, ...s.courtDiscard, ...courtCards(s), ...s.players.flatMap((p) => [...p.lore, ...p.court.map((x) => x.id)]), ...(c?.scrap ?? [])]);
  for (const cs of c?.seats ?? []) for (const id of cs.playArea) used.add(id);
  if (s.draft) for (const id of s.draft.lore) used.add(id);
  return LORE_IDS.filter((id) => !used.has(id));
}

/** Lore cards brought into play from the lore deck (the campaign invariants count them: CampaignState.extraLore). */
export function addedLore(s: GameState, n: number): void {
  if (n > 0) s.campaign!.extraLore = (s.campaign!.extraLore ?? 0) + n;
}

/** Draw `n` lore cards at random from the lore deck (fewer if it runs out). */
export function drawLore(s: GameState, n: number): string[] {
  return shuffleInPlace(s.rng, loreDeck(s)).slice(0, n);
}

/* ------------------------------------------------------------- the Acts */

/** F501A: "Shuffle the 4 Sleeping Golem tokens. Place one on its Sleeping side at each gate in the clusters without Imperial ships." */
function placeGolems(s: GameState): void {
  const c = s.campaign!;
  const hasImperial = (cl: number) => Object.entries(s.map).some(([id, st]) => id.startsWith(`${cl}:`) && st!.ships.some((g) => g.owner === 'empire' && g.fresh + g.damaged > 0));
  const gates = CLUSTER_IDS.filter((cl) => s.map[`${cl}:gate` as SystemId] !== undefined && !hasImperial(cl)).map((cl) => `${cl}:gate` as SystemId);
  const tokens = shuffleInPlace(s.rng, [...GOLEM_KINDS]);
  // Four clusters lack Imperial ships at Act I setup (two Imperial clusters of six); should there be fewer gates, the rest stay in the box.
  c.golems = gates.slice(0, tokens.length).map((where, i) => ({ golem: tokens[i]!, awake: false, where }));
  if (c.golems.length === 0) delete c.golems;
  log(s, `A Sleeping Golem is placed at each gate in the clusters without Imperial ships (${gates.slice(0, tokens.length).join(', ')}).`);
}

/** Keep one copy of the extra Event card (ARCS-F515) in the action deck: a repeated Caretaker's second copy stays in its set. */
function oneCaretakerEvent(s: GameState): void {
  const elsewhere = s.actionDiscard.includes(CARETAKER_EVENT as never) || s.players.some((p) => p.hand.includes(CARETAKER_EVENT as never));
  let keep = elsewhere ? 0 : 1;
  s.actionDeck = s.actionDeck.filter((id) => (id as string) !== CARETAKER_EVENT || keep-- > 0);
}

/** The Unstable cards (F508-F511) in the Court discard pile (Act II Resolution, failed 2). */
function unstableInDiscard(s: GameState): string[] {
  return Object.values(UNSTABLE).filter((id) => s.courtDiscard.includes(id));
}

export const CARETAKER_RULES: FateRules = {
  cardId: CARETAKER,
  acts: [1, 2, 3],
  dealt: true,
  setup(s, _seat, act: Act) {
    if (act === 1) {
      placeGolems(s);
      log(s, 'Golems (Law): only the Caretaker can take Golems from the map; Golems fill resource slots and are spent in the Prelude for their Golem Actions.');
    }
    if (act === 2) {
      // F512A 2: Knowledge Set Free (Summit). 3: the extra Event card is shuffled into the action deck (card move). 4. Flip all Sleeping Golems to Awake.
      log(s, 'Knowledge Set Free: in Summits, players can Transfer Lore and Transfer Golem. The Caretaker\'s extra Event card is shuffled into the action deck.');
      // A repeated Caretaker (tests) adds the one Event card once.
      oneCaretakerEvent(s);
      awaken(s, () => true);
    }
    if (act === 3) {
      // F520A: the Golems Sate Their Appetite edict (card move); "Flip all Sleeping Golems to Awake."
      log(s, 'Golems Sate Their Appetite (Edict 10) is added to the rules booklet.');
      awaken(s, () => true);
    }
    return [];
  },
  resolve(s, seat, act, completed) {
    const c = s.campaign!;
    if (act === 1 && completed) {
      // F507 completed 2. "Place all Golem tokens from the map onto your Golem Hearth (03)." 3. "Add 1 lore card per player at random from the lore deck to the Court deck." (The Unstable cards are a card move.)
      for (const g of golemsOf(s).filter(onMap)) giveGolem(s, g, seat);
      const lore = drawLore(s, s.players.length);
      addedLore(s, lore.length);
      s.courtDeck.push(...lore);
      shuffleInPlace(s.rng, s.courtDeck);
      log(s, `${lore.length} lore ${lore.length === 1 ? 'card is' : 'cards are'} added to the Court deck.`);
    }
    if (act === 1 && !completed) {
      // F507 failed 3. "Scrap all Golem tokens on the map." 4. "Add the Unstable cards (08-11) matching the Golems still in play to the Court deck. Scrap the rest."
      for (const g of golemsOf(s).filter(onMap)) scrapGolem(s, g);
      const still = new Set(golemsOf(s).map((g) => g.golem));
      const add = GOLEM_KINDS.filter((k) => still.has(k)).map((k) => UNSTABLE[k]);
      for (const k of GOLEM_KINDS) if (!still.has(k)) scrapCard(s, UNSTABLE[k], seat);
      s.courtDeck.push(...add);
      shuffleInPlace(s.rng, s.courtDeck);
      if (add.length > 0) log(s, `${add.map((id) => findCard(id)?.name ?? id).join(', ')} ${add.length === 1 ? 'is' : 'are'} added to the Court deck.`);
    }
    if (act === 2 && !completed) {
      // F516 failed 2. "Add all Unstable cards (08-11) from the Court discard pile to the Court deck."
      const add = unstableInDiscard(s);
      s.courtDiscard = s.courtDiscard.filter((id) => !add.includes(id));
      s.courtDeck.push(...add);
      shuffleInPlace(s.rng, s.courtDeck);
      if (add.length > 0) log(s, `${add.length} Unstable ${add.length === 1 ? 'card is' : 'cards are'} added from the Court discard pile to the Court deck.`);
    }
    void c;
    return [];
  },
  // F520B: "At the end of a chapter, you have a Golem and choose to scrap 1 lore card you have except the Golem Hearth. / At
  // the end of a chapter, you choose to scrap 1 Golem you have." The choices are made just before scoring (caretaker.ts).
  grandAmbitions(s, seat) {
    const x = s.campaign?.golemScraps?.find((g) => g.seat === seat);
    return x ? (x.lore ? 1 : 0) + (x.golem ? 1 : 0) : 0;
  },
};

/**
 * Campaign state helpers: the Fates' setups (Player Setup C-F), hidden choices for secrets.ts,
 * and the campaign's invariants. What a seat may see: campaign/view.ts.
 */
import type { SystemId } from '../../data/map.ts';
import { actionDeckFor } from '../../data/action-cards.ts';
import { isFaithfulCard } from './faithful.ts';
import { CAMPAIGN_COURT_IDS, findCampaignCard } from '../../data/campaign/cards.ts';
import { EVENT_ACTION_CARD_IDS, EVENT_CARDS_BY_PLAYERS, IMPERIAL_COUNCIL, type PlayerCount } from '../../data/campaign/components.ts';
import { log, seatName } from '../board.ts';
import { courtCards } from '../court-slots.ts';
import { isLoreId } from '../leaders/data.ts';
import type { GameState, Seat } from '../types.ts';
import { setUpFateNow } from './fates/framework.ts';
import { fateByCard } from './fates/setups.ts';
import type { CampaignState } from './types.ts';
import { secretChoiceFrames } from './view.ts';

/**
 * The Imperial Council card (ARCS-AID01): "The Imperial Council cannot be buried, scrapped, or
 * discarded" (campaign rulebook p.14). Rules that bury, scrap or discard Court cards ask this first.
 */
export function isImperialCouncil(id: string): boolean {
  return id === IMPERIAL_COUNCIL.cardId;
}

/** An Event action card (EVT1-3; campaign rulebook, Event Cards p.12). */
export function isEventCard(id: string): boolean {
  // Caretaker (ARCS-F515): the extra Event card its Act II setup shuffles into the action deck.
  return (EVENT_ACTION_CARD_IDS as readonly string[]).includes(id) || id === CARETAKER_EVENT_CARD;
}

/** Caretaker: someone holds the Golem Hearth (ARCS-F503), in a play area or among their lore. */
function golemHearthHeld(s: GameState): boolean {
  return s.campaign!.seats.some((x) => x.playArea.includes('ARCS-F503')) || s.players.some((p) => p.lore.includes('ARCS-F503'));
}

/** Caretaker's extra Event card (ARCS-F515, Act II setup 3). */
export const CARETAKER_EVENT_CARD = 'ARCS-F515';

export function campaignOf(s: GameState): CampaignState {
  if (!s.campaign) throw new Error('not a campaign game (bug)');
  return s.campaign;
}

/**
 * Player Setup C-F with the Fates revealed (`fates[seat]`): each Fate's Act I setup in turn order
 * (C-D: the Fate framework, fates/framework.ts), Power 0 (E, already), the Regent titles and the
 * First Regent tile (F: to the initiative holder if no setup gave it).
 */
export function applyFateSetups(s: GameState, fates: readonly string[]): void {
  const c = campaignOf(s);
  const n = s.players.length;
  const order = s.players.map((_, i) => (s.initiative + i) % n);
  fates.forEach((fate, seat) => (c.seats[seat]!.fate = fate));
  for (const seat of order) {
    // Act I setups ask nothing: their frames would have nobody to run them here.
    if (setUpFateNow(s, seat, c.act).length > 0) throw new Error(`${fates[seat]}: its Act I setup asks a question (bug)`);
  }
  log(s, `Fates: ${order.map((seat) => `${seatName(s, seat)} is the ${fateByCard(fates[seat]!)!.name}`).join(', ')}.`);
  // F: every player is a Regent; the First Regent tile to the initiative holder if no setup gave it.
  for (const p of s.players) p.title = 'regent';
  if (c.firstRegent === null) c.firstRegent = s.initiative;
  log(s, `${seatName(s, c.firstRegent)} is the First Regent.`);
}

/** Secret choices made but not yet revealed (secrets.ts: the reveal is a revealing input); any secret-choice frame (campaign/view.ts). */
export function unrevealedChoices(s: GameState): number {
  let n = 0;
  for (const f of secretChoiceFrames(s)) n += f.chosen.filter((x) => x !== null).length;
  return n;
}

/** The cards a seat drew in the open secret choice and has not revealed (hidden from the others). */
export function drawnFates(s: GameState, seat: Seat): string[] {
  return [...(secretChoiceFrames(s).at(-1)?.drawn[seat] ?? [])];
}

/**
 * Each card once; a Fate Set card once per seat playing its Fate (the test option `fates` may
 * repeat a Fate: each such seat has its own copy of the set).
 */
function eachCardOnce(s: GameState, cards: readonly string[]): boolean {
  const seen = new Map<string, number>();
  for (const id of cards) seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const [id, k] of seen) {
    if (k === 1) continue;
    const fate = findCampaignCard(id)?.fate;
    // A Fate repeated by the `fates` option keeps its copies after a seat takes a "B"/"C" Fate at an Intermission (Pathfinder, issue 16).
    const named = (s.options.fates ?? []).filter((x) => fateByCard(x)?.fate === fate).length;
    const copies = fate === undefined ? 1 : Math.max(named, s.campaign!.seats.filter((x) => x.fate !== null && fateByCard(x.fate)?.fate === fate).length);
    if (k > Math.max(1, copies)) return false;
  }
  return true;
}

/** Campaign invariants (invariants.ts): action cards (Event cards), Court cards (the Council), Fate cards, titles and First Regent, Favors. */
export function campaignInvariants(s: GameState): string[] {
  const c = s.campaign;
  if (!c) return [];
  const errors: string[] = [];
  const n = s.players.length;
  const cards = [...s.actionDeck, ...s.actionDiscard, ...s.players.flatMap((p) => p.hand)];
  for (const play of s.round?.plays ?? []) {
    cards.push(play.card);
    if (play.seizeCard) cards.push(play.seizeCard);
  }
  // Believer: Faithful action cards join the action places (Faithful Cards F813); Teach (F803) scraps action cards.
  const faithfulIn = cards.filter((x) => isFaithfulCard(x));
  const deck: string[] = [...actionDeckFor(n), ...EVENT_ACTION_CARD_IDS.slice(0, EVENT_CARDS_BY_PLAYERS[n as PlayerCount])].filter((x) => !c.scrap.includes(x)).concat(faithfulIn);
  // Caretaker (ARCS-F515): its extra Event card, once shuffled in.
  if ((cards as string[]).includes(CARETAKER_EVENT_CARD)) deck.push(CARETAKER_EVENT_CARD);
  if (cards.length !== deck.length || new Set(cards).size !== deck.length || cards.some((x) => !deck.includes(x))) errors.push(`action cards: ${cards.length} of ${deck.length}`);
  // Court cards: in the Court (with attached cards), its deck and discard, held, or scrapped for good.
  const court = [...courtCards(s), ...s.courtDeck, ...s.courtDiscard, ...s.players.flatMap((p) => p.court.map((x) => x.id)), ...(s.fx?.unions ?? []).map((u) => u.card)];
  const campaignCourt = [...court, ...c.scrap].filter((id) => CAMPAIGN_COURT_IDS.includes(id));
  // Lore: in the Court places, scrapped, or held (a secured lore card joins the seat's lore, court.ts takeSecured).
  const lore = [...court, ...c.scrap, ...s.players.flatMap((p) => p.lore)].filter(isLoreId);
  if (campaignCourt.length !== CAMPAIGN_COURT_IDS.length || !eachCardOnce(s, court)) errors.push(`court cards: ${court.length}`);
  // Caretaker (ARCS-F507, Librarians ARCS-F513): lore cards added from the lore deck later (c.extraLore).
  const dealt = n + (c.extraLore ?? 0);
  if (lore.length !== dealt || new Set(lore).size !== dealt) errors.push(`${lore.length} lore cards in the Court places, held or scrapped (${dealt} dealt)`);
  // The Council: the leftmost Court card, or tucked under its securer's played card until the round ends (p.14).
  const councils = court.filter(isImperialCouncil).length;
  const tucked = councils === 0 && s.round?.council !== undefined;
  if (!tucked && s.court[0]?.card !== IMPERIAL_COUNCIL.cardId) errors.push('the Imperial Council is neither the leftmost Court card nor tucked under a played card');
  if (councils > 1 || s.players.some((p) => p.court.some((x) => isImperialCouncil(x.id)))) errors.push('the Imperial Council is held or twice in the Court');
  if (tucked && c.council !== 'decided') errors.push('the tucked Imperial Council is not Decided');
  // Event cards played this round (Events p.12): one recorded seat per Event card in the plays.
  const eventPlays = (s.round?.plays ?? []).filter((p) => p.mode === 'event');
  if (eventPlays.some((p) => !isEventCard(p.card)) || (s.round?.plays ?? []).some((p) => p.mode !== 'event' && isEventCard(p.card))) errors.push('an Event card played as another card, or the reverse');
  if (eventPlays.map((p) => p.seat).join() !== (s.round?.events ?? []).join()) errors.push('round.events does not match the Event cards played');
  if (s.round?.plays.some((p) => p.seizeCard !== null && isEventCard(p.seizeCard))) errors.push('an Event card was discarded to seize the initiative');
  // Blight Speaker / Naturalist: counts per seat; a Blightkin marker (ARCS-F2104) is on no other ambition box.
  if (c.scrappedShips && (c.scrappedShips.length !== n || c.scrappedShips.some((k) => k < 0))) errors.push('bad scrapped ships');
  if (c.blightHunger && (c.blightHunger.ships.length !== n || c.blightHunger.ships.some((k) => k < 0) || c.blightHunger.empire < 0)) errors.push('bad Blight Hunger pieces');
  if (c.deadLive && (c.deadLive.ships.length !== n || c.deadLive.ships.some((k) => k < 0) || c.deadLive.empire < 0)) errors.push('bad Dead Live ships');
  if ((c.blightkin ?? []).some((m) => Object.values(s.ambitions).some((ms) => ms.includes(m))) || new Set(c.blightkin ?? []).size !== (c.blightkin ?? []).length) errors.push('a Blightkin marker is declared twice');
  // Believer: at most the 5 Ideal markers; a face-up Faithful play shows a side, and only such a play.
  if (Object.keys(c.ideals ?? {}).length + (c.idealSupply ?? 0) > 5) errors.push('more than 5 Ideal markers');
  if ((s.round?.plays ?? []).some((p) => (p.side !== undefined) !== (isFaithfulCard(p.card) && p.mode !== 'copy' && p.mode !== 'event'))) errors.push('a played card\'s Faithful side does not match the card');
  // Favors: Rival agents only, never negative (counted with each owner's agents in invariants.ts).
  c.seats.forEach((x, seat) => {
    if (x.favors && (x.favors.length !== n || x.favors.some((k) => k < 0) || (x.favors[seat] ?? 0) !== 0)) errors.push(`seat ${seat}: bad Favors`);
  });
  for (const x of s.court) if (x.agents.length !== n || x.agents.some((a) => a < 0)) errors.push(`court ${x.card}: bad agents`);
  // Attached cards: a list, absent when none (state version 5).
  for (const x of s.court) if (x.attached !== undefined && (!Array.isArray(x.attached) || x.attached.length === 0)) errors.push(`court ${x.card}: attached is not a list of cards`);
  const fates = [...c.fateDecks.A, ...c.fateDecks.B, ...c.fateDecks.C, ...c.seats.map((x) => x.fate).filter((x) => x !== null)];
  for (const f of secretChoiceFrames(s)) fates.push(...f.drawn.flat());
  if (fates.length < 24) errors.push(`${fates.length} Fate cards`);
  if (c.stage === 'play' && s.players.some((p) => p.title !== 'regent' && p.title !== 'outlaw')) errors.push('a player has no Regent/Outlaw title');
  // Flagships (p.22): a board goes with one Flagship piece on the map; an Armor sits over its Upgrade (p.23).
  c.seats.forEach((x, seat) => {
    const pieces = Object.values(s.map).filter((st) => st!.ships.some((g) => g.owner === seat && g.flagship)).length;
    if (pieces !== (x.flagship ? 1 : 0)) errors.push(`seat ${seat}: ${pieces} Flagship pieces ${x.flagship ? 'with' : 'without'} a Flagship board`);
    if (x.flagship && (x.flagship.upgrades.length !== 6 || x.flagship.armor.length !== 6 || x.flagship.armor.some((a, i) => a !== null && x.flagship!.upgrades[i] === null))) errors.push(`seat ${seat}: bad Flagship board`);
  });
  // The First Regent tile is held by a Regent or lies in the supply (Leave the Empire, p.16).
  if (c.stage === 'play' && c.firstRegent !== null && s.players[c.firstRegent]?.title !== 'regent') errors.push('the First Regent is not a Regent');
  // Founder: the Commonwealth Ambition marker lies on a box only while in play; each seat holds at most one Member title.
  if (c.commonwealthOn !== undefined && !c.tokens?.some((t) => t.kind === 'commonwealth-ambition')) errors.push('the Commonwealth Ambition marker is on a box but not in play');
  // Warden (ARCS-F1602, F1618): Seat tokens "seat-<cluster>" with the Warden or on the map in their cluster (a slot of a
  // system there); Court tokens "court-<cluster>" only on a Court card; ships on Warden's Levy one count per seat.
  for (const t of c.tokens ?? []) {
    if (t.kind === 'seat') {
      const m = /^seat-([1-6])$/.exec(t.id);
      const onMap = t.slot !== undefined;
      if (!m || (onMap && (!(t.where in s.map) || !t.where.startsWith(`${m[1]}:`) || !(t.slot! < s.map[t.where as keyof typeof s.map]!.slots.length))) || (!onMap && t.where !== 'ARCS-FATE16')) errors.push(`Seat token ${t.id}: bad place`);
    }
    // (A Court token whose card left the Court by another way than securing goes back to the supply at the next Fief check: warden-rules.ts settleSeats.)
    if (t.kind === 'court' && !/^court-[1-6]$/.test(t.id)) errors.push(`Court token ${t.id}: bad id`);
  }
  if (c.levy !== undefined && (c.levy.length !== n || c.levy.some((k) => k < 0))) errors.push('bad Warden\'s Levy ships');
  if (c.seats.some((x) => x.playArea.filter((id) => /^ARCS-F2(18|19|20|21)$/.test(id)).length > 1)) errors.push('a seat holds two Member of the Commonwealth titles');
  // Peacekeeper (ARCS-F1503): Weapons on Arsenal Keepers only with the seat holding it; Ceasefires (F1508) one side per cluster.
  c.seats.forEach((x, seat) => {
    if (x.arsenal !== undefined && (x.arsenal < 1 || !(x.playArea.includes('ARCS-F1503') || s.players[seat]!.court.some((h) => h.id === 'ARCS-F1503')))) errors.push(`seat ${seat}: Weapons on Arsenal Keepers it does not hold`);
  });
  if (c.ceasefires !== undefined && Object.entries(c.ceasefires).some(([k, v]) => !/^[1-6]$/.test(k) || (v !== 'peace' && v !== 'war'))) errors.push('a Ceasefire token is not on a cluster, or shows no side');
  if (c.seats.filter((x) => x.playArea.includes('ARCS-F2404')).length > 1) errors.push("two seats hold Judge's Chosen");
  // Pacifist: Witness tokens lie on the map; Guardian: Edenguard markers are real markers, placed once, not on another box.
  if ((c.tokens ?? []).some((t) => t.kind === 'witness' && s.map[t.where as SystemId] === undefined)) errors.push('a Witness token is off the map');
  const onBoxes = new Set<string>(Object.values(s.ambitions).flat());
  if ((c.edenguard ?? []).some((m, i, all) => !s.markers.some((x) => x.id === m) || onBoxes.has(m) || all.indexOf(m) !== i)) errors.push('bad Edenguard ambition markers');
  if (c.seats.some((x) => (x.greenVault ?? []).some((r) => r !== 'material' && r !== 'fuel'))) errors.push('Green Vault holds a resource other than Material or Fuel');
  // Caretaker (fates/caretaker-rules.ts): each Golem once, on the map, on a held Golem Hearth, or with a seat.
  const golems = c.golems ?? [];
  if (new Set(golems.map((g) => g.golem)).size !== golems.length || golems.length > 4) errors.push('a Golem is listed twice');
  for (const g of golems) {
    const seat = /^seat-(\d)$/.exec(g.where);
    const ok = g.where === 'hearth' ? golemHearthHeld(s) : seat ? Number(seat[1]) < n : s.map[g.where as SystemId] !== undefined;
    if (!ok) errors.push(`the ${g.golem} Golem is nowhere (${g.where})`);
  }
  // Hegemon (ARCS-F1001A: 8 Banners): on the map, on Planting Banners, or in a seat's Trophies.
  const banners = (c.tokens ?? []).filter((t) => t.kind === 'banner');
  if (banners.length > 8) errors.push(`${banners.length} Banners`);
  for (const b of banners) {
    const trophy = /^trophies-(\d)$/.exec(b.where);
    if (!(s.map[b.where as SystemId] !== undefined || b.where === 'ARCS-F1002' || (trophy && Number(trophy[1]) < n))) errors.push(`a Banner is nowhere (${b.where})`);
    if (b.damaged && s.map[b.where as SystemId] === undefined) errors.push('a damaged Banner off the map');
  }
  // Conspirator (ARCS-F2301A: 2 Conspiracies per colour, 8 in all).
  if (c.conspiracies && (c.conspiracies.length !== 8 || ['red', 'blue', 'yellow', 'white'].some((col) => c.conspiracies!.filter((x) => x.shows === col).length !== 2))) errors.push('the Conspiracies are not 2 per colour');
  // Planet Breaker (fates/planet-breaker.ts): the 6 Hammer tokens, some flipped to Broken Worlds (on planets, one per planet).
  const hammers = (c.tokens ?? []).filter((t) => t.kind === 'hammer-fragment' || t.kind === 'broken-world');
  if (hammers.length > 6 * Math.max(1, c.seats.filter((x) => x.fate === 'ARCS-FATE11').length)) errors.push(`${hammers.length} Hammer and Broken World tokens`);
  const broken = hammers.filter((t) => t.kind === 'broken-world').map((t) => t.where);
  if (broken.some((w) => s.map[w as SystemId] === undefined || w.endsWith(':gate')) || new Set(broken).size !== broken.length) errors.push('a Broken World token is not alone on a planet');
  return errors;
}

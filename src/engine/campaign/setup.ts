/**
 * A new Blighted Reach campaign, Act I (campaign rulebook, "Act I Setup": 1. Set Up Table A-Q,
 * 2. Set Up Players A-K). The table is built here at once; the players' steps that ask (B: the
 * secret Fate choice; G-H: the starting placements; J: the 2-player mulligan) are frames
 * (campaign/frames.ts). Step letters are those of data/campaign/procedures.ts.
 *
 * Seat 0 holds the initiative (Table Setup B: the app seats players at random, as in base games).
 */
import { actionDeckFor, AMBITIONS } from '../../data/action-cards.ts';
import { CAMPAIGN_COURT_IDS } from '../../data/campaign/cards.ts';
import {
  COURT_DEAL_BY_PLAYERS, EVENT_ACTION_CARD_IDS, EVENT_CARDS_BY_PLAYERS, EVENT_DIE, FATE_DRAW, IMPERIAL_CLUSTERS_BY_ROLL,
  IMPERIAL_COUNCIL, IMPERIAL_SHIPS_PER_IMPERIAL_SYSTEM, LORE_PER_PLAYER, NUMBER_DIE, type PlayerCount,
} from '../../data/campaign/components.ts';
import { RESOURCES, SYSTEMS, systemDef, type Resource, type SystemId } from '../../data/map.ts';
import { NEUTRAL_PIECES } from '../../data/board.ts';
import { run } from '../advance.ts';
import { log, seatName, shipsOf, sys } from '../board.ts';
import { LORE_IDS } from '../leaders/data.ts';
import { rollFace, seedRng, shuffleInPlace } from '../rng.ts';
import { newPlayer, RESOURCE_TOKENS_PER_TYPE, SetupError, type NewGameOptions } from '../setup.ts';
import { COLOURS, type Frame, type GameState, type PlayerState } from '../types.ts';
import { rulesVersionOption, STATE_VERSION } from '../versions.ts';
import { canSetUp, DEALT_FATES, fateByCard, fateCardsOf } from './fates/setups.ts';
import { applyFateSetups } from './state.ts';
import type { CampaignState } from './types.ts';

/** Test seam: the Fates to deal from instead of DEALT_FATES (each must have an Act I setup). */
export interface CampaignSetupSeam { dealFrom?: readonly string[] }

function checkOptions(opts: NewGameOptions, players: PlayerCount, dealFrom: readonly string[]): void {
  if (opts.setup !== undefined && opts.setup !== null) throw new SetupError('A campaign uses no setup card (campaign rulebook, Act I Setup).');
  if (opts.leadersAndLore || opts.secondLore) throw new SetupError('The campaign is not played with Leaders & Lore.');
  if (opts.fates !== undefined) {
    if (!Array.isArray(opts.fates) || opts.fates.length !== players) throw new SetupError(`"fates" needs one Fate card id per player (${players}).`);
    for (const id of opts.fates) {
      const f = typeof id === 'string' ? fateByCard(id) : undefined;
      if (!f) throw new SetupError(`Unknown Fate card "${String(id)}" (Fate cards are ARCS-FATE01 … ARCS-FATE24).`);
      if (f.letter !== 'A') throw new SetupError(`${f.name} (${id}) is a "${f.letter}" Fate: Act I uses "A" Fates.`);
      if (!canSetUp(id, 1) || !DEALT_FATES.includes(id)) throw new SetupError(`${f.name} (${id}) is not implemented yet.`, 'setup/fate-not-implemented');
    }
    return;
  }
  const need = FATE_DRAW.actI * players;
  if (dealFrom.length < need) {
    throw new SetupError(
      `Dealing Fates needs ${FATE_DRAW.actI} "A" Fates per player (${need}); ${dealFrom.length} ${dealFrom.length === 1 ? 'is' : 'are'} implemented. Name one per seat with "fates".`,
      'setup/fates-unavailable',
    );
  }
}

export function newCampaign(opts: NewGameOptions, seam: CampaignSetupSeam = {}): GameState {
  const players = opts.players as PlayerCount;
  // Act I deals the "A" Fates among the dealt ones (the "B" and "C" Fates are drawn at the Intermissions).
  const dealFrom = seam.dealFrom ?? DEALT_FATES.filter((id) => canSetUp(id, 1));
  checkOptions(opts, players, dealFrom);
  for (const id of dealFrom) if (!canSetUp(id, 1)) throw new Error(`dealFrom: no Act I setup for ${id}`);
  if (new Set(dealFrom).size !== dealFrom.length) throw new Error('dealFrom: each Fate card once');
  const colours = opts.colours ?? COLOURS.slice(0, players);
  if (colours.length !== players || new Set(colours).size !== players) throw new SetupError('Each player needs a distinct colour.');
  const rng = seedRng(opts.seed);

  // Table Setup A: the whole map is in play (no setup card, no out-of-play clusters).
  const map: GameState['map'] = {};
  for (const d of SYSTEMS) map[d.id] = { ships: [], slots: Array.from({ length: d.slots }, () => null) };

  // Table Setup I: the 15 campaign Court cards, shuffled; deal 3 (2 players) or 4.
  const courtDeck = shuffleInPlace(rng, [...CAMPAIGN_COURT_IDS]);
  const dealt = courtDeck.splice(0, COURT_DEAL_BY_PLAYERS[players]);
  // J: 1 lore card per player, at random from the lore deck, shuffled into the Court deck.
  const lore = shuffleInPlace(rng, [...LORE_IDS]).slice(0, LORE_PER_PLAYER * players);
  courtDeck.push(...lore);
  shuffleInPlace(rng, courtDeck);
  const agents = () => Array.from({ length: players }, () => 0);
  // K: the Imperial Council, In Session, the leftmost Court card.
  const court = [{ card: IMPERIAL_COUNCIL.cardId, agents: agents() }, ...dealt.map((card) => ({ card, agents: agents() }))];

  // C-E: the action deck (1s and 7s with 4 players) and 2 or 3 Event action cards.
  const actionDeck = [...actionDeckFor(players), ...EVENT_ACTION_CARD_IDS.slice(0, EVENT_CARDS_BY_PLAYERS[players])];
  shuffleInPlace(rng, actionDeck);

  // L-M: the rules booklet. The Govern cards are shuffled face down and flipped as a stack: the top one shows the policy.
  const govern = shuffleInPlace(rng, ['ARCS-AID03', 'ARCS-AID04', 'ARCS-AID05']);
  const rulesBooklet = players === 2 ? [['ARCS-AID02'], govern] : [govern];

  // Player Setup A: boards, pieces (cities on the board).
  const playerStates: PlayerState[] = colours.map((colour, seat) => newPlayer(seat, colour, players));

  const fateDecks: CampaignState['fateDecks'] = { A: fateCardsOf('A'), B: fateCardsOf('B'), C: fateCardsOf('C') };
  const campaign: CampaignState = {
    act: 1,
    // G: the chapter track tile, "Act I & II" side; the chapter marker on 1 (s.chapter).
    chapterTile: 'acts-1-2',
    rolls: null,
    imperialClusters: [],
    council: 'in-session',
    rulesBooklet,
    fateDecks,
    seats: playerStates.map(() => ({ fate: null, objective: null, marker: null, playArea: [] })),
    firstRegent: null,
    trust: [],
    scrap: [],
    stage: 'setup',
  };

  const s: GameState = {
    engine: STATE_VERSION,
    options: { players, setup: null, leadersAndLore: false, campaign: true, ...(opts.fates ? { fates: [...opts.fates] } : {}), ...rulesVersionOption(opts.rulesVersion ?? STATE_VERSION) },
    seq: 0,
    players: playerStates,
    outOfPlay: [],
    map,
    court,
    courtDeck,
    courtDiscard: [],
    actionDeck,
    actionDiscard: [],
    supply: Object.fromEntries(RESOURCES.map((r) => [r, RESOURCE_TOKENS_PER_TYPE])) as Record<Resource, number>,
    // F: ambition markers on their lower sides; H: the zero marker in its slot (nothing to store).
    markers: [{ id: 'A', flipped: false }, { id: 'B', flipped: false }, { id: 'C', flipped: false }],
    ambitions: Object.fromEntries(AMBITIONS.map((a) => [a, []])) as unknown as GameState['ambitions'],
    phantom: null,
    chapter: 1,
    initiative: 0,
    round: null,
    passes: 0,
    turn: null,
    stack: [],
    log: [],
    ended: null,
    decisions: [],
    rng,
    riggedDice: [...(opts.riggedDice ?? [])],
    neutral: { empire: { ships: NEUTRAL_PIECES.empireShips }, free: { cities: NEUTRAL_PIECES.freeCities, starports: NEUTRAL_PIECES.freeStarports }, blight: { blight: NEUTRAL_PIECES.blight } },
    campaign,
  };
  const neutral = s.neutral!;

  // N: the number die: the rolled cluster and the next clockwise are Imperial, 1 Imperial ship in each system.
  const number = NUMBER_DIE[rollFace(s)]!;
  const imperial: readonly number[] = IMPERIAL_CLUSTERS_BY_ROLL[number];
  campaign.imperialClusters = [...IMPERIAL_CLUSTERS_BY_ROLL[number]];
  const inImperial = (id: SystemId) => imperial.includes(systemDef(id).cluster);
  for (const d of SYSTEMS) {
    if (!inImperial(d.id)) continue;
    shipsOf(sys(s, d.id), 'empire').fresh += IMPERIAL_SHIPS_PER_IMPERIAL_SYSTEM;
    neutral.empire.ships -= IMPERIAL_SHIPS_PER_IMPERIAL_SYSTEM;
  }
  // O: the event die: 1 Free city on each planet of the rolled symbol outside the Imperial clusters.
  const event = EVENT_DIE[rollFace(s)]!;
  campaign.rolls = { number, event: { ...event } };
  for (const d of SYSTEMS) {
    if (d.kind !== 'planet' || d.symbol !== event.symbol || inImperial(d.id)) continue;
    sys(s, d.id).slots[0] = { owner: 'free', type: 'city', damaged: false };
    neutral.free.cities -= 1;
  }
  // P: 1 damaged Blight in each system outside the Imperial clusters.
  for (const d of SYSTEMS) {
    if (inImperial(d.id)) continue;
    shipsOf(sys(s, d.id), 'blight').damaged += 1;
    neutral.blight.blight -= 1;
  }
  // Q: 2 players: the resources of the Imperial clusters' planets onto their ambition boxes (as many as the supply has);
  // s.phantom holds them by type, and the boxes follow from the type (TWO_PLAYER_AMBITION_BOX), as in 2-player base games.
  if (players === 2) {
    const phantom = Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>;
    for (const d of SYSTEMS) {
      if (!inImperial(d.id) || d.resource === null || s.supply[d.resource] === 0) continue;
      phantom[d.resource] += 1;
      s.supply[d.resource] -= 1;
    }
    s.phantom = phantom;
  }
  log(s, `Act I setup: the number die rolls ${number}, so clusters ${imperial.join(' and ')} are Imperial; the event die shows the ${event.symbol} symbol. ${seatName(s, 0)} has the initiative.`);

  // Player Setup B: the Fates, dealt (2 "A" Fates each, kept secretly) or named by `fates`.
  // Bottom to top: the game (chapter 1 once setup is done), finish (I-K), placements (G-H), Fates (B).
  const frames: Frame[] = [];
  if (opts.fates) {
    campaign.fateDecks.A = campaign.fateDecks.A.filter((id) => !opts.fates!.includes(id));
    applyFateSetups(s, [...opts.fates]);
  } else {
    const deck = shuffleInPlace(rng, [...dealFrom]);
    const drawn = s.players.map(() => deck.splice(0, FATE_DRAW.actI));
    campaign.fateDecks.A = campaign.fateDecks.A.filter((id) => !drawn.flat().includes(id));
    frames.push({ k: 'campaign/fates', drawn, chosen: s.players.map(() => null) });
  }
  // G in turn order, then H in reverse turn order.
  const order = s.players.map((_, i) => (s.initiative + i) % players);
  for (const seat of order) frames.push({ k: 'campaign/place', seat, round: 1 });
  for (const seat of [...order].reverse()) frames.push({ k: 'campaign/place', seat, round: 2 });
  frames.push({ k: 'campaign/finish' });
  s.stack = [{ k: 'game' }, ...frames.reverse()];
  run(s);
  return s;
}


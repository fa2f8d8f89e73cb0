/** Setup (base rulebook, Setup 1-2): table, players, starting pieces and resources, hands. */
import { STATE_VERSION } from './versions.ts';
import { actionDeckFor, AMBITIONS } from '../data/action-cards.ts';
import { PIECES } from '../data/board.ts';
import { BASE_COURT_IDS } from '../data/cards.ts';
import { inPlaySystems, RESOURCES, systemDef, type Resource } from '../data/map.ts';
import { isSetupCardId, phantomResources, setupCard, setupCardsFor, type SetupCardId } from '../data/setup-cards.ts';
import { run } from './advance.ts';
import { newCampaign } from './campaign/setup.ts';
import { log, seatName, shipsOf, sys } from './board.ts';
import { dealHands, mulliganFrames } from './frames/chapter.ts';
import { startDraft } from './frames/draft.ts';
import { randomInt, seedRng, shuffleInPlace } from './rng.ts';
import { COLOURS, type Colour, type GameState, type PlayerState, type Seat } from './types.ts';

export interface NewGameOptions {
  players: number;
  /** A setup card id; omitted: drawn at random from the cards for the player count. */
  setup?: string;
  seed: number | string;
  colours?: Colour[];
  leadersAndLore?: boolean;
  /** Leaders & Lore variant: a second lore card each. */
  secondLore?: boolean;
  /** The Blighted Reach campaign, Act I (campaign/setup.ts). */
  campaign?: boolean;
  /** Campaign: one Act I Fate card id per seat (e.g. ARCS-FATE01), skipping the deal and the secret choice; may repeat. */
  fates?: string[];
  /**
   * The engine version (STATE_VERSION) the game is started with; default the current one. A stored
   * game replays from its options with the version it was started with (the store's rulesVersion),
   * so a campaign draws only the Fates that version dealt (campaign/fates/setups.ts dealtFates).
   */
  rulesVersion?: number;
  /** Die faces (0-5) every die roll uses before the PRNG, the setup's number and event dice included (tests, independent checks). */
  riggedDice?: number[];
}

export class SetupError extends Error {
  /** The driver's error code (`setup/…`). */
  readonly code: string;
  constructor(message: string, code = 'setup/invalid') {
    super(message);
    this.code = code;
  }
}

export const RESOURCE_TOKENS_PER_TYPE = 5;

export function newGame(opts: NewGameOptions): GameState {
  const players = opts.players;
  if (players !== 2 && players !== 3 && players !== 4) throw new SetupError('Arcs is played by 2, 3 or 4 players.');
  if (opts.riggedDice !== undefined && (!Array.isArray(opts.riggedDice) || !opts.riggedDice.every((f) => Number.isInteger(f) && f >= 0 && f <= 5))) {
    throw new SetupError('riggedDice lists die faces 0-5.');
  }
  if (opts.campaign) return newCampaign(opts);
  if (opts.fates !== undefined) throw new SetupError('"fates" is a campaign option.');
  if (opts.secondLore && !opts.leadersAndLore) throw new SetupError('The second lore card is a Leaders & Lore variant.');
  const rng = seedRng(opts.seed);
  let setupId: SetupCardId;
  if (opts.setup === undefined) {
    const cards = setupCardsFor(players);
    setupId = cards[randomInt(rng, cards.length)]!.id;
  } else {
    if (!isSetupCardId(opts.setup)) throw new SetupError(`Unknown setup card "${opts.setup}".`);
    setupId = opts.setup;
  }
  const card = setupCard(setupId);
  if (card.players !== players) throw new SetupError(`${card.name} is for ${card.players} players.`);
  const colours = opts.colours ?? COLOURS.slice(0, players);
  if (colours.length !== players || new Set(colours).size !== players) throw new SetupError('Each player needs a distinct colour.');

  const map: GameState['map'] = {};
  for (const id of inPlaySystems(card.outOfPlay)) map[id] = { ships: [], slots: Array.from({ length: systemDef(id).slots }, () => null) };

  const supply = Object.fromEntries(RESOURCES.map((r) => [r, RESOURCE_TOKENS_PER_TYPE])) as Record<Resource, number>;
  let phantom: Record<Resource, number> | null = null;
  if (players === 2) {
    // 2 players: the resources matching the 6 covered planets go on the ambition boxes.
    phantom = phantomResources(card);
    for (const r of RESOURCES) supply[r] -= phantom[r];
  }

  const courtDeck = shuffleInPlace(rng, [...BASE_COURT_IDS]);
  const courtSize = players === 2 ? 3 : 4;
  const playerStates: PlayerState[] = colours.map((colour, seat) => newPlayer(seat, colour, players));

  const s: GameState = {
    engine: STATE_VERSION,
    options: { players, setup: setupId, leadersAndLore: opts.leadersAndLore === true, ...(opts.secondLore ? { secondLore: true } : {}) },
    seq: 0,
    players: playerStates,
    outOfPlay: [...card.outOfPlay],
    map,
    court: courtDeck.splice(0, courtSize).map((c) => ({ card: c, agents: Array.from({ length: players }, () => 0) })),
    courtDeck,
    courtDiscard: [],
    actionDeck: actionDeckFor(players),
    actionDiscard: [],
    supply,
    markers: [{ id: 'A', flipped: false }, { id: 'B', flipped: false }, { id: 'C', flipped: false }],
    ambitions: Object.fromEntries(AMBITIONS.map((a) => [a, []])) as unknown as GameState['ambitions'],
    phantom,
    chapter: 1,
    initiative: 0,
    round: null,
    passes: 0,
    turn: null,
    stack: [{ k: 'game' }],
    log: [],
    ended: null,
    decisions: [],
    rng,
    riggedDice: [...(opts.riggedDice ?? [])],
  };

  // Seat 0 holds the initiative; seats continue clockwise (the app randomises who sits where).
  // Leaders & Lore replaces Steps N-O: the draft, then the leaders' pieces (frames/draft.ts).
  if (!s.options.leadersAndLore) card.seats.forEach((pos, seat) => {
    const p = s.players[seat]!;
    const place = (id: typeof pos.a, ships: number) => {
      shipsOf(sys(s, id), seat).fresh += ships;
      p.supply.ships -= ships;
    };
    place(pos.a, 3);
    sys(s, pos.a).slots[0] = { owner: seat, type: 'city', damaged: false };
    p.boardCities -= 1;
    place(pos.b, 3);
    const bSlots = sys(s, pos.b).slots;
    bSlots[bSlots.indexOf(null)] = { owner: seat, type: 'starport', damaged: false };
    p.supply.starports -= 1;
    for (const c of pos.c) place(c, 2);
    // The A and B planets' resources go in the two leftmost slots.
    for (const [i, id] of [pos.a, pos.b].entries()) {
      const r = systemDef(id).resource!;
      if (s.supply[r] === 0) continue;
      p.resources[i] = r;
      s.supply[r] -= 1;
    }
  });

  dealHands(s);
  log(s, `Setup: ${card.name}. ${seatName(s, 0)} has the initiative.`);
  s.stack.push(...mulliganFrames(s).reverse());
  if (s.options.leadersAndLore) s.stack.push(...startDraft(s).reverse());
  run(s);
  return s;
}

/** A player at the start of a game (Setup; the campaign's Player Setup A): an empty board, every piece in supply. */
export function newPlayer(seat: Seat, colour: Colour, players: number): PlayerState {
  return {
    seat, colour, power: 0,
    resources: [null, null, null, null, null, null],
    boardCities: PIECES.cities,
    supply: { ships: PIECES.ships, starports: PIECES.starports, agents: PIECES.agents },
    hand: [], court: [], outrage: [], trophies: [],
    captives: Array.from({ length: players }, () => 0),
    leader: null, lore: [],
  };
}

/**
 * The position format (docs/position-format.md): a JSON description of any base-game position.
 * Export writes every field; import accepts the same, and also a sparse position in which
 * derivable fields are left out (supplies, decks, discards), so tests can state a rulebook
 * situation directly.
 */
import { boardCount } from './campaign/flagship/board.ts';
import { piecesOnBreakingWorlds } from './campaign/broken-worlds.ts';
import { attachedAsList, cardDataOutOfFrames, rulesVersionOption, STATE_VERSION } from './versions.ts';
import { actionDeckFor, AMBITIONS, isActionCardId, type ActionCardId } from '../data/action-cards.ts';
import { EVENT_ACTION_CARD_IDS, EVENT_CARDS_BY_PLAYERS, FLIPPED_AMBITION_MARKERS, IMPERIAL_COUNCIL, type Act } from '../data/campaign/components.ts';
import { CampaignPositionError, checkCampaignPlaces, checkNeutralPieces, derivedCampaignCourtDeck, favorsOf, importCampaignState, rumorAgentsOf } from './campaign/positions.ts';
import { NEUTRAL_PIECES, PIECES } from '../data/board.ts';
import { BASE_COURT_IDS } from '../data/cards.ts';
import { inPlaySystems, isSystemId, RESOURCES, systemDef, TWISTED_PASSAGE, type Resource, type SystemId } from '../data/map.ts';
import { isSetupCardId, phantomResources, setupCard } from '../data/setup-cards.ts';
import { run } from './advance.ts';
import { extraSlotLimit, hasExcessResources, isGate, openSlots } from './board.ts';
import { compareOwners, isSeat, NEUTRAL_OWNERS } from './control.ts';
import { tidyFx } from './effects.ts';
import { setFiredCounts } from './fired.ts';
import { HANDLERS } from './handlers.ts';
import { loreTokenList } from './holdings.ts';
import { checkInvariants } from './invariants.ts';
import { isLeaderId, isLoreId, loreInPlay } from './leaders/data.ts';
import { seedRng, shuffleInPlace } from './rng.ts';
import { RESOURCE_TOKENS_PER_TYPE } from './setup.ts';
import { COLOURS, type EffectState, type GameState, type NeutralSupply, type Owner, type PieceKind, type PlayerState } from './types.ts';

export const POSITION_FORMAT = 'arcs-position/1';

export type Position = { format: typeof POSITION_FORMAT } & Omit<GameState, 'engine' | 'decisions'>;

export class PositionError extends Error {}

export function exportPosition(s: GameState): Position {
  // The open decisions are derived (importPosition settles the stack again).
  const { engine: _engine, decisions: _decisions, ...rest } = structuredClone(s);
  // A campaign started before version 7 keeps no rules version; its position says 6, so that it
  // imports as the campaign it is (no "B" or "C" Fate drawn), not as one of this engine.
  if (rest.campaign && rest.options.rulesVersion === undefined) rest.options = { ...rest.options, rulesVersion: 6 };
  return { format: POSITION_FORMAT, ...rest };
}

type Sparse = Record<string, unknown>;

function need(cond: unknown, message: string): asserts cond {
  if (!cond) throw new PositionError(message);
}

/**
 * The fields a position may have: `true` read by importPosition below, `'kept'` copied as given
 * when present (the one-line entry for a new optional GameState field). A campaign position
 * refuses any field not listed, by name; a base-game position keeps ignoring unknown fields, as
 * it always has. Typed so that a new GameState field does not compile until it is listed here.
 */
const POSITION_FIELDS: { [K in keyof Position | 'seed' | 'reveals']-?: true | 'kept' } = {
  format: true, seed: true, reveals: true, options: true, seq: true, players: true, outOfPlay: true, map: true, court: true, courtDeck: true,
  courtDiscard: true, actionDeck: true, actionDiscard: true, supply: true, markers: true, ambitions: true, phantom: true, chapter: true,
  initiative: true, round: true, passes: true, turn: true, stack: true, log: true, ended: true, rng: true, riggedDice: true, fx: true,
  draft: true, neutral: true, campaign: true,
};

/** Build a full, checked, settled state from a (possibly sparse) position. */
export function importPosition(raw: unknown): GameState {
  try {
    return importChecked(raw);
  } catch (e) {
    if (e instanceof CampaignPositionError) throw new PositionError(e.message);
    throw e;
  }
}

/** A base game's setup card, or (campaign) none: what the options and the player list say. */
function tableOf(p: Sparse): { n: 2 | 3 | 4; name: string; card: ReturnType<typeof setupCard> | null; outOfPlay: GameState['outOfPlay'] } {
  const opts = (p.options ?? {}) as Sparse;
  if (opts.campaign === true) {
    for (const k of Object.keys(p)) need(k in POSITION_FIELDS, `Unknown field "${k}" in a campaign position.`);
    for (const k of Object.keys(opts)) need(['players', 'setup', 'leadersAndLore', 'campaign', 'fates', 'rulesVersion'].includes(k), `Unknown field "options.${k}" in a campaign position.`);
    // The Fates named at the start (the `fates` option), kept so the game replays from its options.
    // The campaign's rules version (which Fates the Intermissions draw); absent: this engine's.
    need(opts.rulesVersion === undefined || (Number.isInteger(opts.rulesVersion) && (opts.rulesVersion as number) >= 1 && (opts.rulesVersion as number) <= STATE_VERSION), `options.rulesVersion must be a whole number from 1 to ${STATE_VERSION}.`);
    need(opts.fates === undefined || (Array.isArray(opts.fates) && opts.fates.every((x) => typeof x === 'string')), 'options.fates must be a list of Fate card ids.');
    need(opts.setup === undefined || opts.setup === null, 'A campaign uses no setup card: options.setup must be null.');
    need(opts.leadersAndLore === undefined || opts.leadersAndLore === false, 'The campaign is not played with Leaders & Lore.');
    need(Array.isArray(p.players) && p.players.length >= 2 && p.players.length <= 4, 'A campaign needs 2-4 players.');
    const n = p.players.length as 2 | 3 | 4;
    need(opts.players === undefined || opts.players === n, `options.players is ${String(opts.players)} but the position lists ${n} players.`);
    return { n, name: 'the campaign', card: null, outOfPlay: [] };
  }
  need(opts.campaign === undefined || opts.campaign === false, 'options.campaign must be true or left out.');
  need(typeof opts.setup === 'string' && isSetupCardId(opts.setup), 'options.setup must name a setup card.');
  const card = setupCard(opts.setup);
  need(Array.isArray(p.players) && p.players.length === card.players, `${card.name} needs ${card.players} players.`);
  return { n: card.players, name: card.name, card, outOfPlay: [...card.outOfPlay] };
}

function importChecked(raw: unknown): GameState {
  need(typeof raw === 'object' && raw !== null, 'A position is a JSON object.');
  const p = raw as Sparse;
  need(p.format === POSITION_FORMAT, `The position's "format" must be "${POSITION_FORMAT}".`);
  const opts = (p.options ?? {}) as Sparse;
  const table = tableOf(p);
  const { n, card } = table;
  const campaign = card === null;
  const givenAct = (p.campaign as Sparse | undefined)?.act;
  const campaignAct: Act = givenAct === 2 || givenAct === 3 ? givenAct : 1;
  const s: GameState = {
    engine: STATE_VERSION,
    options: campaign
      ? { players: n, setup: null, leadersAndLore: false, campaign: true, ...(Array.isArray(opts.fates) ? { fates: [...(opts.fates as string[])] } : {}), ...rulesVersionOption((opts.rulesVersion as number | undefined) ?? STATE_VERSION) }
      : { players: n, setup: card.id, leadersAndLore: opts.leadersAndLore === true, ...(opts.secondLore === true ? { secondLore: true } : {}) },
    seq: num(p.seq, 0),
    players: [],
    outOfPlay: [...table.outOfPlay],
    map: {},
    court: [],
    courtDeck: [],
    courtDiscard: strings(p.courtDiscard),
    actionDeck: [],
    actionDiscard: [],
    supply: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 },
    // Campaign: Act II flips C, Act III also B (Act II & III Setup).
    markers: (p.markers as GameState['markers'] | undefined) ?? (['A', 'B', 'C'] as const).map((id) => ({ id, flipped: campaign && (FLIPPED_AMBITION_MARKERS[campaignAct] as readonly string[]).includes(id) })),
    ambitions: { ...(Object.fromEntries(AMBITIONS.map((a) => [a, []])) as unknown as GameState['ambitions']), ...(p.ambitions as object | undefined) },
    // Campaign, 2 players: whatever the position gives (its setup rolls decide), none by default.
    phantom: n === 2 ? ((p.phantom as GameState['phantom']) ?? (card ? phantomResources(card) : Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>)) : null,
    chapter: num(p.chapter, 1),
    initiative: num(p.initiative, 0),
    round: (p.round as GameState['round']) ?? null,
    passes: num(p.passes, 0),
    turn: turnOf(p.turn, p.stack),
    stack: stackOf(p.stack),
    log: (p.log as GameState['log']) ?? [],
    ended: (p.ended as GameState['ended']) ?? null,
    decisions: [],
    rng: (p.rng as GameState['rng']) ?? seedRng(typeof p.seed === 'number' || typeof p.seed === 'string' ? p.seed : 0),
    riggedDice: (p.riggedDice as number[]) ?? [],
  };
  // Card-effect bookkeeping (effects.ts), when given. Its `fired` counts (state version 2) are no
  // longer state: they seed the test observer (fired.ts) when one tracks, and are ignored otherwise.
  const fx = p.fx as { fired?: Record<string, number>; unions?: EffectState['unions']; battle?: EffectState['battle']; battleStart?: EffectState['battleStart'] } | undefined;
  if (fx) {
    s.fx = { unions: structuredClone(fx.unions ?? []), ...(fx.battle ? { battle: { ...fx.battle } } : {}), ...(fx.battleStart ? { battleStart: { ...fx.battleStart } } : {}) };
    if (fx.fired) setFiredCounts(s, fx.fired);
  }
  // Card data that positions of state version 3 kept in core frames moves to its own place.
  cardDataOutOfFrames(s as unknown as Record<string, unknown>);
  // Attached cards as one card id (before state version 5) in the undo copies of the Court: a list now.
  attachedAsList(s as unknown as Record<string, unknown>);
  tidyFx(s);
  // Leaders & Lore draft rows, while the draft lasts.
  if (p.draft) s.draft = structuredClone(p.draft as NonNullable<GameState['draft']>);
  for (const f of s.stack) need(f && typeof f === 'object' && f.k in HANDLERS, `Unknown frame kind in stack.`);

  // Optional state fields kept as given (POSITION_FIELDS).
  for (const [k, how] of Object.entries(POSITION_FIELDS)) if (how === 'kept' && p[k] !== undefined) (s as unknown as Sparse)[k] = structuredClone(p[k]);

  // Map: every in-play system, empty unless given.
  const map = (p.map ?? {}) as Sparse;
  // Gate Wraith (ARCS-F2205): gates with a Passage token are out of play; the Twisted Passage is in play with its die.
  const camp = (p.campaign ?? undefined) as Sparse | undefined;
  const passageGates = new Set(((Array.isArray(camp?.tokens) ? camp.tokens : []) as Sparse[]).filter((t) => t?.kind === 'passage' && typeof t.where === 'string' && t.where.endsWith(':gate')).map((t) => t.where as string));
  const inPlay: SystemId[] = [...inPlaySystems(s.outOfPlay).filter((id) => !passageGates.has(id)), ...(camp?.twistedDie !== undefined ? [TWISTED_PASSAGE] : [])];
  for (const id of Object.keys(map)) need(isSystemId(id) && inPlay.includes(id), `System "${id}" is not in play on ${table.name}.`);
  for (const id of inPlay) {
    const given = map[id] as Partial<GameState['map'][typeof id]> | undefined;
    // Lore (Leaders & Lore, campaigns): buildings outside the printed slots come after them (board.ts extraSlotLimit):
    // on a gate at most 1 starport and 1 city, on a planet 1 city.
    const printed = systemDef(id).slots;
    const max = printed + (loreInPlay(s.options) ? extraSlotLimit(id) : 0);
    need(!given?.slots || given.slots.length <= max, `${id} has only ${max} building slot(s).`);
    const slots = Array.from({ length: Math.max(printed, given?.slots?.length ?? 0) }, (_, i) => given?.slots?.[i] ?? null);
    const outside = slots.slice(printed).filter((b) => b !== null);
    need(outside.filter((b) => b!.type === 'city').length <= 1 && outside.filter((b) => b!.type === 'starport').length <= (isGate(id) ? 1 : 0), `${id}: too many buildings outside the printed slots.`);
    for (const g of given?.ships ?? []) need(isOwner(g.owner, n) && (g.owner as Owner) !== 'free', `${id}: ships of an unknown owner "${String(g.owner)}".`);
    for (const b of slots) need(b === null || (isOwner(b.owner, n) && (isSeat(b.owner) || b.owner === 'free')), `${id}: a building of an unknown owner.`);
    s.map[id] = { ships: (given?.ships ?? []).filter((g) => g.fresh + g.damaged > 0).sort((a, b) => compareOwners(a.owner, b.owner)), slots };
  }

  // Players: pieces left in supply are derived from what is on the map, in Trophies and Captives.
  (p.players as Sparse[]).forEach((q, seat) => {
    const colour = (q.colour as PlayerState['colour']) ?? COLOURS[seat]!;
    const resources = Array.from({ length: 6 }, (_, i) => ((q.resources as (Resource | null)[] | undefined)?.[i] ?? null));
    const hand = strings(q.hand);
    // Believer: Faithful action cards (ARCS-F804-F812) are action cards in a campaign.
    need(hand.every((c) => isActionCardId(c) || (campaign && (isEventCard(c, n) || /^ARCS-F8(0[4-9]|1[0-2])$/.test(c)))), `Seat ${seat} holds an unknown action card.`);
    s.players.push({
      seat, colour, power: num(q.power, 0), resources,
      boardCities: 0, supply: { ships: 0, starports: 0, agents: 0 },
      hand: hand as PlayerState['hand'],
      court: (q.court as PlayerState['court'] | undefined)?.map((c) => ({ id: c.id, tokens: c.tokens ?? [] })) ?? [],
      outrage: (q.outrage as PlayerState['outrage']) ?? [],
      trophies: (q.trophies as PlayerState['trophies']) ?? [],
      captives: (q.captives as number[]) ?? Array.from({ length: n }, () => 0),
      // Leaders & Lore: the seat's leader and lore cards (public).
      leader: typeof q.leader === 'string' ? q.leader : null,
      lore: strings(q.lore),
      ...(q.loreTokens ? { loreTokens: structuredClone(q.loreTokens as Record<string, Resource[]>) } : {}),
      // Campaign: Regent or Outlaw (control.ts); left out once setup is over, a Regent ("Everyone starts as a Regent", The Empire).
      ...(q.title === 'regent' || q.title === 'outlaw' ? { title: q.title } : campaign && (p.campaign as { stage?: unknown } | undefined)?.stage !== 'setup' ? { title: 'regent' as const } : {}),
    });
  });
  for (const q of s.players) for (const t of q.trophies) need(isOwner(t.owner, n), `Seat ${q.seat} holds a Trophy of an unknown owner.`);
  // Partisan (ARCS-F625): an agent on a Rival's Outrage slot names that Rival's seat.
  for (const q of s.players) for (const m of q.outrage) need(m.by === undefined || (Number.isInteger(m.by) && m.by >= 0 && m.by < n && m.by !== q.seat && m.agent), `Seat ${q.seat}: an Outrage agent of an unknown seat.`);
  neutralSupply(s, p.neutral as Partial<NeutralSupply> | undefined, campaign, p.campaign as CardHeldPieces | undefined);
  checkLeadersAndLore(s);
  // Campaign: the Imperial Council is always the leftmost Court card (Table Setup K).
  const courtRows = (p.court as { card: string; agents?: number[]; attached?: unknown }[] | undefined) ?? (campaign ? [{ card: IMPERIAL_COUNCIL.cardId }] : []);
  s.court = courtRows.map((c, i) => {
    // Campaign: the attached cards, a list (first attached first) or, as written before state version 5, one card id.
    const attached = typeof c.attached === 'string' ? [c.attached] : c.attached;
    need(attached === undefined || (Array.isArray(attached) && attached.every((x) => typeof x === 'string')), `court[${i}].attached is a card id or a list of card ids.`);
    const list = (attached ?? []) as string[];
    return { card: c.card, agents: c.agents ?? Array.from({ length: n }, () => 0), ...(list.length > 0 ? { attached: [...list] } : {}) };
  });
  // Campaign: its state (Fates, rules booklet, First Regent, Trust, Favors, tokens…): campaign/positions.ts.
  if (campaign) importCampaignState(s, p.campaign);
  else need(p.campaign === undefined, 'A "campaign" object needs options.campaign.');
  for (const q of s.players) {
    const used = (piece: PieceKind) => {
      let k = 0;
      for (const st of Object.values(s.map)) {
        // Flagships (campaign p.22): the Flagship piece is no ship of the supply's 15.
        if (piece === 'ship') for (const g of st!.ships) if (g.owner === q.seat) k += g.fresh + g.damaged - (g.flagship ? 1 : 0);
        for (const b of st!.slots) if (b && b.owner === q.seat && b.type === piece) k += 1;
      }
      // Flagships (campaign p.22): buildings on the Flagship board come out of the supply.
      if (piece === 'city' || piece === 'starport') k += boardCount(s, q.seat, piece);
      // Planet Breaker (ARCS-F1103B): buildings on the Breaking Worlds card.
      k += piecesOnBreakingWorlds(s, q.seat, piece);
      for (const o of s.players) for (const t of o.trophies) if (t.owner === q.seat && t.piece === piece) k += t.count;
      return k;
    };
    const given = (p.players as Sparse[])[q.seat]!;
    const supply = given.supply as Partial<PlayerState['supply']> | undefined;
    let agentsOut = used('agent') + q.outrage.filter((m) => m.agent && m.by === undefined).length;
    // Partisan (ARCS-F625): its agents on Rivals' Outrage slots.
    for (const o of (p.players as Sparse[])) for (const m of ((o?.outrage as PlayerState['outrage'] | undefined) ?? [])) if (m.agent && m.by === q.seat) agentsOut += 1;
    for (const c of s.court) agentsOut += c.agents[q.seat] ?? 0;
    for (const o of s.players) agentsOut += o.captives[q.seat] ?? 0;
    agentsOut += favorsOf(s, q.seat);
    agentsOut += rumorAgentsOf(s, q.seat); // Pirate (ARCS-F1209, F1211): agents on Rumors
    q.supply = {
      ships: supply?.ships ?? PIECES.ships - used('ship'),
      starports: supply?.starports ?? PIECES.starports - used('starport'),
      agents: supply?.agents ?? PIECES.agents - agentsOut,
    };
    q.boardCities = typeof given.boardCities === 'number' ? given.boardCities : PIECES.cities - used('city');
    // Covered slots hold nothing, except while the seat is discarding the excess (Resources).
    const discarding = s.stack.some((f) => f.k === 'res/excess' && f.seat === q.seat);
    need(discarding || !hasExcessResources(q), `Seat ${q.seat} has resources in covered slots (${openSlots(q)} open).`);
  }

  // Decks: given, or the cards not accounted for elsewhere (shuffled with the position's PRNG).
  const inPlayActions = new Set<string>([...s.players.flatMap((q) => q.hand), ...(s.round?.plays ?? []).flatMap((x) => (x.seizeCard ? [x.card, x.seizeCard] : [x.card]))]);
  s.actionDeck = (p.actionDeck as GameState['actionDeck']) ?? [];
  const actionCards: ActionCardId[] = campaign ? [...actionDeckFor(n), ...(EVENT_ACTION_CARD_IDS.slice(0, EVENT_CARDS_BY_PLAYERS[n]) as readonly string[] as ActionCardId[])] : actionDeckFor(n);
  // Caretaker (ARCS-F515): its extra Event card, where the position puts it.
  if (campaign && (inPlayActions.has('ARCS-F515') || (s.actionDeck as string[]).includes('ARCS-F515') || ((p.actionDiscard as string[] | undefined) ?? []).includes('ARCS-F515'))) actionCards.push('ARCS-F515' as ActionCardId);
  // Believer: Faithful action cards (ARCS-F804-F812) may be in the action deck; action cards scrapped (Teach, F803) are out.
  if (campaign) for (const c of s.actionDeck) need(actionCards.includes(c) || /^ARCS-F8(0[4-9]|1[0-2])$/.test(c), `actionDeck: unknown action card "${c}".`);
  s.actionDiscard = (p.actionDiscard as GameState['actionDiscard']) ?? shuffleInPlace(s.rng, actionCards.filter((c) => !inPlayActions.has(c) && !s.actionDeck.includes(c) && !(s.campaign?.scrap ?? []).includes(c)));
  const seenCourt = new Set([...s.court.map((c) => c.card), ...s.courtDiscard, ...s.players.flatMap((q) => q.court.map((c) => c.id)), ...(s.fx?.unions ?? []).map((u) => u.card)]);
  s.courtDeck = (p.courtDeck as string[]) ?? (campaign ? derivedCampaignCourtDeck(s) : shuffleInPlace(s.rng, BASE_COURT_IDS.filter((c) => !seenCourt.has(c))));
  if (campaign) checkCampaignPlaces(s);

  // Resource supply: given, or 5 of each less everything held.
  const supply = p.supply as Partial<Record<Resource, number>> | undefined;
  for (const r of RESOURCES) {
    let held = s.phantom?.[r] ?? 0;
    for (const q of s.players) held += q.resources.filter((x) => x === r).length + q.court.reduce((k, c) => k + c.tokens.filter((x) => x === r).length, 0) + loreTokenList(q).filter((x) => x === r).length;
    for (const f of s.stack) if (f.k === 'turn/actions') held += f.spent.filter((x) => x === r).length;
    // Campaign: frozen resources in the Imperial Trust.
    held += s.campaign?.trust.filter((x) => x === r).length ?? 0;
    // Magnate: the Merchant League's frozen resources (ARCS-F302) and scrapped resources (ARCS-F325B).
    for (const cs of s.campaign?.seats ?? []) held += (cs.merchantLeague ?? []).filter((x) => x === r).length;
    // Peacekeeper: Weapons on Arsenal Keepers (ARCS-F1503).
    if (r === 'weapon') for (const cs of s.campaign?.seats ?? []) held += cs.arsenal ?? 0;
    held += s.campaign?.scrappedResources?.[r] ?? 0;
    s.supply[r] = supply?.[r] ?? RESOURCE_TOKENS_PER_TYPE - held;
  }

  const errors = checkInvariants(s);
  need(errors.length === 0, `The position is not consistent: ${errors.join('; ')}.`);
  try {
    run(s);
  } catch (e) {
    throw new PositionError(`The position cannot be played from: ${(e as Error).message}`);
  }
  return s;
}

function isOwner(o: unknown, players: number): o is Owner {
  return (typeof o === 'number' && Number.isInteger(o) && o >= 0 && o < players) || (NEUTRAL_OWNERS as readonly unknown[]).includes(o);
}

/**
 * Campaign: the supplies of Imperial ships, Free buildings and Blight, given, or derived (the box's
 * pieces less those on the map and in Trophies) when the position has any such piece or a title.
 * A base-game position has none and gets no `neutral` field.
 */
/** What a position's campaign object holds off the map that the neutral box counts (read raw: the campaign state is imported after). */
interface CardHeldPieces { brokenPieces?: unknown; blightHunger?: { empire?: unknown }; deadLive?: { empire?: unknown }; scrappedImperialShips?: unknown }
const count = (x: unknown): number => (typeof x === 'number' && Number.isInteger(x) && x > 0 ? x : 0);

function neutralSupply(s: GameState, given: Partial<NeutralSupply> | undefined, campaign: boolean, held?: CardHeldPieces): void {
  const broken = held?.brokenPieces;
  const used = { empire: 0, freeCities: 0, freeStarports: 0, blight: 0 };
  for (const st of Object.values(s.map)) {
    for (const g of st!.ships) {
      if (g.owner === 'empire') used.empire += g.fresh + g.damaged;
      if (g.owner === 'blight') used.blight += g.fresh + g.damaged;
    }
    for (const b of st!.slots) if (b?.owner === 'free') used[b.type === 'city' ? 'freeCities' : 'freeStarports'] += 1;
  }
  for (const q of s.players) {
    for (const t of q.trophies) {
      if (t.owner === 'empire') used.empire += t.count;
      else if (t.owner === 'blight') used.blight += t.count;
      else if (t.owner === 'free') used[t.piece === 'city' ? 'freeCities' : 'freeStarports'] += t.count;
    }
  }
  // Planet Breaker (ARCS-F1103B): Free buildings on the Breaking Worlds card.
  // (read from the position's campaign object: the campaign state is imported after this; its reader checks the entries)
  for (const b of Array.isArray(broken) ? (broken as { owner?: unknown; type?: unknown }[]) : []) if (b?.owner === 'free') used[b.type === 'city' ? 'freeCities' : 'freeStarports'] += 1;
  // Imperial ships held on Blight Hunger or The Dead Live (Gate Wraith ARCS-F2204), or scrapped, are out of the supply too (invariants.ts counts them alike).
  used.empire += count(held?.blightHunger?.empire) + count(held?.deadLive?.empire) + count(held?.scrappedImperialShips);
  const any = Object.values(used).some((x) => x > 0) || s.players.some((q) => q.title !== undefined);
  if (!given && !any && !campaign) return;
  s.neutral = {
    empire: { ships: given?.empire?.ships ?? NEUTRAL_PIECES.empireShips - used.empire },
    free: { cities: given?.free?.cities ?? NEUTRAL_PIECES.freeCities - used.freeCities, starports: given?.free?.starports ?? NEUTRAL_PIECES.freeStarports - used.freeStarports },
    blight: { blight: given?.blight?.blight ?? NEUTRAL_PIECES.blight - used.blight },
  };
  if (campaign) checkNeutralPieces(s, used);
}

/** A campaign's Event action cards (EVT1-3: 2 or 3 by player count, Table Setup E). */
function isEventCard(c: string, n: 2 | 3 | 4): boolean {
  // Caretaker (ARCS-F515): its extra Event card.
  return (EVENT_ACTION_CARD_IDS.slice(0, EVENT_CARDS_BY_PLAYERS[n]) as readonly string[]).includes(c) || c === 'ARCS-F515';
}

/**
 * Leader and lore cards exist, are held once, and only in a Leaders & Lore game -- or, for lore, in
 * a campaign: there lore is secured from the Court (Table Setup J, 1 lore card per player in the
 * Court deck), so a seat may hold any number of them up to the players' count (the campaign
 * checks, campaign/positions.ts, count them with the Court's lore).
 */
function checkLeadersAndLore(s: GameState): void {
  const leaders = [...s.players.flatMap((q) => (q.leader ? [q.leader] : [])), ...(s.draft?.leaders ?? [])];
  const lore = [...s.players.flatMap((q) => q.lore), ...(s.draft?.lore ?? [])];
  const held = [...leaders, ...lore];
  need(leaders.length === 0 || s.options.leadersAndLore, 'Leader cards need options.leadersAndLore.');
  need(lore.length === 0 || loreInPlay(s.options), 'Lore cards need options.leadersAndLore or a campaign.');
  need(new Set(held).size === held.length, 'A leader or lore card is held twice.');
  const campaign = s.options.campaign === true;
  for (const q of s.players) {
    need(q.leader === null || isLeaderId(q.leader), `Seat ${q.seat}'s leader "${q.leader}" is not a leader card.`);
    need(q.lore.every(isLoreId), `Seat ${q.seat} holds an unknown lore card.`);
    const most = campaign ? s.players.length : s.options.secondLore ? 2 : 1;
    need(q.lore.length <= most, `Seat ${q.seat} holds too many lore cards (at most ${most}${campaign ? ': 1 lore card per player is in a campaign' : ''}).`);
  }
}

function num(x: unknown, fallback: number): number {
  return typeof x === 'number' && Number.isFinite(x) ? x : fallback;
}

function strings(x: unknown): string[] {
  return Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The turn, with its working area (`work`, state version 3). A position without it still loads:
 * the Court cards a `turn/actions` frame lists in `securedThisPrelude` (version 2) go there.
 */
function turnOf(turn: unknown, stack: unknown): GameState['turn'] {
  if (!turn || typeof turn !== 'object') return null;
  const t = turn as Record<string, unknown>;
  if (t.work && typeof t.work === 'object') return structuredClone(t) as unknown as GameState['turn'];
  const frames = (Array.isArray(stack) ? stack : []) as Record<string, unknown>[];
  const menu = frames.findLast((f) => f && f.k === 'turn/actions' && f.seat === t.seat);
  const secured = strings(menu?.securedThisPrelude);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(t)) {
    out[k] = structuredClone(v);
    if (k === 'shipyards') out.work = secured.length > 0 ? { preludeSecured: secured } : {};
  }
  if (!('work' in out)) out.work = secured.length > 0 ? { preludeSecured: secured } : {};
  return out as unknown as GameState['turn'];
}

/** The stack as given; a `turn/actions` frame's `securedThisPrelude` (version 2) moved to the turn (turnOf). */
function stackOf(stack: unknown): GameState['stack'] {
  if (!Array.isArray(stack)) return [{ k: 'game' }];
  return (stack as Record<string, unknown>[]).map((f) => {
    if (!f || typeof f !== 'object' || f.k !== 'turn/actions' || !('securedThisPrelude' in f)) return f;
    const { securedThisPrelude: _secured, ...rest } = f;
    return rest;
  }) as unknown as GameState['stack'];
}

/**
 * Campaign positions (docs/position-format.md, "Campaign games"): reading the `campaign` object of
 * a position and checking every campaign card and piece place. position.ts builds the base state
 * and calls in here; export needs nothing (a position is the state, `exportPosition`).
 *
 * Adding a campaign state field is one local change: `CampaignState` and `CampaignSeat` fields are
 * read through the tables `CAMPAIGN_FIELDS` and `SEAT_FIELDS`, typed so that TypeScript refuses to
 * compile until every field of those types has its entry (a reader and what a sparse position
 * leaves out means). A field nobody reads is refused by name ("unknown field"), so a misspelt
 * field never silently drops part of a position.
 *
 * Hidden things follow position.ts: a full export carries them (the undrawn Fate decks, like the
 * Court deck and the hands: never show an export to players); a sparse position may leave the
 * Fate decks out, and they are derived (the Fate cards found nowhere else, shuffled with the
 * position's PRNG). What a seat may see is viewFor's business (campaign/view.ts).
 */
import { CAMPAIGN_COURT_IDS, findCampaignCard } from '../../data/campaign/cards.ts';
import { attachedOf } from '../court-slots.ts';
import {
  CAMPAIGN_PIECES, EVENT_DIE, FATE_LETTER_OF_ACT, FLAGSHIP_BOARD, IMPERIAL_COUNCIL, NUMBER_DIE, type Act, type ChapterTileSide, type FateLetter,
} from '../../data/campaign/components.ts';
import { FATE_TOKENS, type FateTokenDef } from '../../data/campaign/fates.ts';
import { AMBITIONS, isActionCardId, type Ambition } from '../../data/action-cards.ts';
import { isSystemId, RESOURCES, type ClusterId, type Resource, type SystemId } from '../../data/map.ts';
import { LORE_IDS } from '../leaders/data.ts';
import { shuffleInPlace } from '../rng.ts';
import { COLOURS, type Colour, type GameState, type NeutralSupply, type Seat } from '../types.ts';
import { fateByCard, fateCardsOf } from './fates/setups.ts';
import { secretChoiceFrames } from './view.ts';
import type { CampaignSeat, CampaignState, CampaignToken, CouncilSide, FlagshipBoard, FlagshipPiece, Golem, GolemKind, Rumor } from './types.ts';
import { GOLEM_KINDS } from './fates/caretaker-rules.ts';

export class CampaignPositionError extends Error {}

function need(cond: unknown, message: string): asserts cond {
  if (!cond) throw new CampaignPositionError(message);
}

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** What a reader knows besides the value: the number of seats and where the value is (for errors). */
interface Ctx { n: number; at: string }

/**
 * One field of a campaign object: `read` checks and copies a given value; `absent` is what a
 * sparse position that leaves it out means (`undefined`: the field stays absent; `'derived'`:
 * computed once everything else is read; no `absent`: the field is required).
 */
interface Field<T> {
  read(v: unknown, c: Ctx): T;
  absent?: ((c: Ctx, given: Json) => T | undefined) | 'derived';
}
type Fields<T> = { [K in keyof T]-?: Field<Exclude<T[K], undefined>> };

/* --------------------------------------------------------------- readers */

/**
 * An optional field kept as given (JSON copied) and left out when absent: the one-line entry for
 * a new optional state field whose consistency the invariants (or the field's own rules) check.
 * Give it a real reader when a bad value could otherwise slip through.
 */
export function kept<T>(): Field<T> {
  return { read: (v) => structuredClone(v) as T, absent: () => undefined };
}

function cardId(v: unknown, c: Ctx, ok: (id: string) => boolean = isKnownCard): string {
  need(typeof v === 'string', `${c.at} must be a card id.`);
  need(ok(v), `${c.at}: unknown card id "${v}".`);
  return v;
}

function cardList(v: unknown, c: Ctx, ok?: (id: string) => boolean): string[] {
  need(Array.isArray(v), `${c.at} must be a list of card ids.`);
  return v.map((x, i) => cardId(x, { ...c, at: `${c.at}[${i}]` }, ok));
}

function seatOrNull(v: unknown, c: Ctx): Seat | null {
  need(v === null || (isInt(v) && v >= 0 && v < c.n), `${c.at} must be a seat (0-${c.n - 1}) or null.`);
  return v;
}

function oneOf<T extends string | number>(values: readonly T[]) {
  return (v: unknown, c: Ctx): T => {
    need((values as readonly unknown[]).includes(v), `${c.at} must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}.`);
    return v as T;
  };
}

function dice(v: unknown, c: Ctx): { event: (typeof EVENT_DIE)[number]; number: (typeof NUMBER_DIE)[number] } {
  need(isObject(v) && Object.keys(v).every((k) => k === 'event' || k === 'number'), `${c.at} must be { "number", "event" }.`);
  need((NUMBER_DIE as readonly unknown[]).includes(v.number), `${c.at}.number must be a cluster 1-6.`);
  const face = EVENT_DIE.find((f) => isObject(v.event) && f.event === v.event.event && f.symbol === v.event.symbol && Object.keys(v.event).length === 2);
  need(face, `${c.at}.event must be an event die face { "event": "crisis"|"edict", "symbol": "arrow"|"crescent"|"hex" }.`);
  return { number: v.number as (typeof NUMBER_DIE)[number], event: { ...face } };
}

/** A campaign card by its printed face (ARCS-F101B) or, for a two-sided card, its physical id (ARCS-AID01). */
const meta = (id: string) => findCampaignCard(id) ?? findCampaignCard(`${id}A`);
const isKnownCard = (id: string) => meta(id) !== undefined || LORE_IDS.includes(id);
const isFateCard = (id: string) => meta(id)?.group === 'fate';
const isFateSetCard = (id: string) => meta(id)?.group === 'fate-set';

/* --------------------------------------------------------------- a seat */

/** Fields of one seat's campaign record (`campaign.seats[i]`). */
const SEAT_FIELDS: Fields<CampaignSeat> = {
  fate: { read: (v, c) => (v === null ? null : cardId(v, c, isFateCard)), absent: () => null },
  objective: { read: (v, c) => (v === null ? null : cardId(v, c, (id) => findCampaignCard(id)?.kind === 'objective')), absent: () => null },
  marker: {
    read: (v, c) => {
      need(v === null || (isInt(v) && v >= 0), `${c.at} must be a Power track space (a whole number from 0) or null.`);
      return v;
    },
    absent: () => null,
  },
  playArea: { read: (v, c) => cardList(v, c, isFateSetCard), absent: () => [] },
  favors: {
    read: (v, c) => {
      need(Array.isArray(v) && v.length === c.n && v.every((x) => isInt(x) && x >= 0), `${c.at} must list a count of agents per seat (${c.n} whole numbers from 0).`);
      return [...(v as number[])];
    },
    absent: () => undefined,
  },
  // Flagships (campaign p.22): the seat's Flagship board; the piece is a ship group's "flagship" mark.
  flagship: { read: flagshipBoard, absent: () => undefined },
  // Magnate (ARCS-F302): the Merchant League's frozen resources.
  merchantLeague: {
    read: (v, c) => {
      need(Array.isArray(v) && v.length > 0 && v.every((r) => (RESOURCES as readonly unknown[]).includes(r)), `${c.at} must list resources (absent when none).`);
      return [...(v as Resource[])];
    },
    absent: () => undefined,
  },
  // Peacekeeper (ARCS-F1503): the Weapons on Arsenal Keepers (the seat holding the card).
  arsenal: {
    read: (v, c) => {
      need(isInt(v) && v >= 1 && v <= 5, `${c.at} must be 1-5 Weapons on Arsenal Keepers (absent when none).`);
      return v as number;
    },
    absent: () => undefined,
  },
  // Guardian (ARCS-F2002 Green Vault): Material and Fuel in the seat's Captives, frozen.
  greenVault: {
    read: (v, c) => {
      need(Array.isArray(v) && v.length > 0 && v.every((r) => r === 'material' || r === 'fuel'), `${c.at} must list "material" or "fuel" (absent when none).`);
      return [...(v as Resource[])];
    },
    absent: () => undefined,
  },
  // Hegemon (ARCS-F1012 Happy Hosts): ships held as Captives, per owner ("0".."3" a seat, "empire").
  captiveShips: {
    read: (v, c) => {
      need(isObject(v) && Object.entries(v).every(([k, n]) => (k === 'empire' || (/^\d$/.test(k) && Number(k) < c.n)) && isInt(n) && (n as number) > 0), `${c.at} must map owners ("0".."${c.n - 1}", "empire") to counts of captive ships (whole numbers from 1).`);
      return { ...(v as Record<string, number>) };
    },
    absent: () => undefined,
  },
};

/**
 * A Flagship board: `{ "upgrades": [6 entries], "armor": [6 entries] }`, left to right as printed
 * (Slipstream Drive … Hull), each `null` or `{ "type": "city"|"starport", "damaged": bool }`; a
 * shorter list is padded with nulls. An Armor needs the Upgrade below it ("Armor before Upgrades", p.23).
 */
function flagshipBoard(v: unknown, c: Ctx): FlagshipBoard {
  need(isObject(v) && Object.keys(v).every((k) => k === 'upgrades' || k === 'armor'), `${c.at} must be { "upgrades": [...], "armor": [...] }.`);
  const row = (x: unknown, at: string): (FlagshipPiece | null)[] => {
    need(x === undefined || (Array.isArray(x) && x.length <= FLAGSHIP_BOARD.length), `${at} must list up to ${FLAGSHIP_BOARD.length} places.`);
    return FLAGSHIP_BOARD.map((_, i) => {
      const b = (x as unknown[] | undefined)?.[i] ?? null;
      if (b === null) return null;
      need(isObject(b) && (b.type === 'city' || b.type === 'starport') && typeof b.damaged === 'boolean' && Object.keys(b).length === 2, `${at}[${i}] must be null or { "type": "city"|"starport", "damaged": true|false }.`);
      return { type: b.type as FlagshipPiece['type'], damaged: b.damaged as boolean };
    });
  };
  const board = { upgrades: row(v.upgrades, `${c.at}.upgrades`), armor: row(v.armor, `${c.at}.armor`) };
  board.armor.forEach((a, i) => need(a === null || board.upgrades[i] !== null, `${c.at}.armor[${i}]: an Armor needs its Upgrade (${FLAGSHIP_BOARD[i]!.name}).`));
  return board;
}

/* --------------------------------------------------------------- tokens */

/** Token kinds: a Fate's token name in kebab case (data/campaign/fates.ts FATE_TOKENS), with the box's count. */
export const TOKEN_KINDS: ReadonlyMap<string, number> = new Map(FATE_TOKENS.map((t) => [t.name.toLowerCase().replace(/ /g, '-'), t.count]));
/** Token kinds that a card makes Loyal (FATE_TOKENS `loyalBy`). */
const LOYAL_KINDS: ReadonlySet<string> = new Set((FATE_TOKENS as readonly FateTokenDef[]).filter((t) => t.loyalBy !== undefined).map((t) => t.name.toLowerCase().replace(/ /g, '-')));

function tokens(v: unknown, c: Ctx): CampaignToken[] {
  need(Array.isArray(v), `${c.at} must be a list of tokens.`);
  const out = v.map((t, i): CampaignToken => {
    const at = `${c.at}[${i}]`;
    need(isObject(t), `${at} must be { "id", "kind", "owner"?, "where", "damaged"?, "slot"?, "side"? }.`);
    for (const k of Object.keys(t)) need(['id', 'kind', 'owner', 'where', 'damaged', 'slot', 'side'].includes(k), `${at}: unknown field "${k}".`);
    need(typeof t.id === 'string' && t.id !== '', `${at}.id must be a non-empty string.`);
    need(typeof t.kind === 'string' && TOKEN_KINDS.has(t.kind), `${at}.kind "${String(t.kind)}" is not a Fate token kind (${[...TOKEN_KINDS.keys()].join(', ')}).`);
    need(t.owner === undefined || (isInt(t.owner) && t.owner >= 0 && t.owner < c.n), `${at}.owner must be a seat.`);
    // Hegemon (ARCS-F1009/F1010, F1003): a token in a seat's Trophies lies at "trophies-<seat>".
    need(typeof t.where === 'string' && (isSystemId(t.where) || isKnownCard(t.where) || (/^trophies-\d$/.test(t.where) && Number(t.where.slice(9)) < c.n)), `${at}.where must be a system id or a card id (or "trophies-<seat>": a Trophy).`);
    // Only a Loyal kind's token on the map can be damaged (Tokens p.27: "repair damaged Loyal tokens").
    need(t.damaged === undefined || t.damaged === false || (t.damaged === true && LOYAL_KINDS.has(t.kind) && isSystemId(t.where)), `${at}.damaged: only a Loyal kind's token on the map can be damaged (${[...LOYAL_KINDS].join(', ')}).`);
    // Warden (ARCS-F1602): a Seat token on the map names the building slot of the city it lies above.
    need(t.slot === undefined || (t.kind === 'seat' && isSystemId(t.where) && isInt(t.slot) && t.slot >= 0), `${at}.slot: only a Seat token on the map has a slot (a whole number from 0).`);
    need(t.kind !== 'seat' || !isSystemId(t.where) || t.slot !== undefined, `${at}: a Seat token on the map needs its city's "slot".`);
    // Pathfinder (ARCS-F903): a Clue on the map shows its "Check" or "X" side.
    need(t.side === undefined || ((t.side === 'check' || t.side === 'x') && t.kind === 'clue' && isSystemId(t.where)), `${at}.side: only a Clue token on the map has a side ("check" or "x").`);
    return { id: t.id, kind: t.kind, ...(t.owner !== undefined ? { owner: t.owner as Seat } : {}), where: t.where, ...(t.damaged === true ? { damaged: true as const } : {}), ...(t.slot !== undefined ? { slot: t.slot as number } : {}), ...(t.side !== undefined ? { side: t.side as 'check' | 'x' } : {}) };
  });
  const ids = out.map((t) => t.id);
  need(new Set(ids).size === ids.length, `${c.at}: two tokens share an id.`);
  for (const [kind, box] of TOKEN_KINDS) {
    const k = out.filter((t) => t.kind === kind).length;
    need(k <= box, `${c.at}: ${k} "${kind}" tokens; the box has ${box}.`);
  }
  return out;
}

/* ----------------------------------------------------------- the campaign */

const GOVERN = ['ARCS-AID03', 'ARCS-AID04', 'ARCS-AID05'];

/** Fields of `campaign`: a reader and a sparse default for each. */
const CAMPAIGN_FIELDS: Fields<CampaignState> = {
  act: { read: oneOf<Act>([1, 2, 3]), absent: () => 1 },
  chapterTile: { read: oneOf<ChapterTileSide>(['acts-1-2', 'act-3']), absent: (_c, g) => (g.act === 3 ? 'act-3' : 'acts-1-2') },
  rolls: { read: (v, c) => (v === null ? null : dice(v, c)), absent: () => null },
  imperialClusters: {
    read: (v, c) => {
      need(Array.isArray(v) && v.every((x) => isInt(x) && x >= 1 && x <= 6) && new Set(v).size === v.length, `${c.at} must list distinct clusters 1-6.`);
      return [...(v as CampaignState['imperialClusters'])];
    },
    absent: () => [],
  },
  council: { read: oneOf<CouncilSide>(['in-session', 'decided']), absent: () => 'in-session' },
  rulesBooklet: {
    read: (v, c) => {
      need(Array.isArray(v), `${c.at} must be a list of slots, each a list of card ids (top first).`);
      return v.map((slot, i) => {
        const list = cardList(slot, { ...c, at: `${c.at}[${i}]` }, (id) => meta(id) !== undefined);
        need(list.length > 0, `${c.at}[${i}] is an empty slot.`);
        return list;
      });
    },
    // Act I Table Setup L-M, unshuffled: Guild Envoys Depart (2 players), the Govern stack.
    absent: (c) => (c.n === 2 ? [['ARCS-AID02'], [...GOVERN]] : [[...GOVERN]]),
  },
  fateDecks: {
    read: (v, c) => {
      need(isObject(v) && Object.keys(v).every((k) => k === 'A' || k === 'B' || k === 'C'), `${c.at} must be { "A": [...], "B": [...], "C": [...] }.`);
      const decks = {} as CampaignState['fateDecks'];
      for (const letter of ['A', 'B', 'C'] as const) {
        decks[letter] = cardList(v[letter] ?? [], { ...c, at: `${c.at}.${letter}` }, isFateCard);
        for (const id of decks[letter]) need(fateByCard(id)?.letter === letter, `${c.at}.${letter}: ${id} is a "${fateByCard(id)?.letter}" Fate.`);
      }
      return decks;
    },
    absent: 'derived',
  },
  seats: {
    read: (v, c) => {
      need(Array.isArray(v) && v.length === c.n, `${c.at} must have one entry per seat (${c.n}).`);
      return v.map((x, i) => readObject(SEAT_FIELDS, x, { ...c, at: `${c.at}[${i}]` }));
    },
    absent: (c) => Array.from({ length: c.n }, (_, i) => readObject(SEAT_FIELDS, {}, { ...c, at: `${c.at}[${i}]` })),
  },
  firstRegent: { read: seatOrNull, absent: () => null },
  trust: {
    read: (v, c) => {
      need(Array.isArray(v) && v.every((r) => (RESOURCES as readonly unknown[]).includes(r)), `${c.at} must list resources.`);
      return [...(v as Resource[])];
    },
    absent: () => [],
  },
  // Believer: Spreading the Faith's Teach (ARCS-F803) scraps action cards too.
  scrap: { read: (v, c) => cardList(v, c, (id) => isKnownCard(id) || isActionCardId(id)), absent: () => [] },
  stage: { read: oneOf(['setup', 'set-up', 'play', 'intermission', 'over'] as const), absent: () => 'play' },
  eventRoll: { read: (v, c) => (v === null ? null : dice(v, c)), absent: () => undefined },
  tokens: { read: tokens, absent: () => undefined },
  // Fate card places kept by the Fate framework (campaign/fates/moves.ts); absent while empty.
  fateSupply: { read: (v, c) => cardList(v, c, isFateSetCard), absent: () => undefined },
  tucked: {
    read: (v, c) => {
      need(isObject(v), `${c.at} must map a card id to the cards tucked under it.`);
      const out: Record<string, string[]> = {};
      for (const [under, list] of Object.entries(v)) {
        need(isKnownCard(under), `${c.at}: "${under}" is not a card id.`);
        out[under] = cardList(list, { ...c, at: `${c.at}.${under}` });
      }
      return out;
    },
    absent: () => undefined,
  },
  reminders: { read: (v, c) => cardList(v, c), absent: () => undefined },
  faithfulStack: { read: (v, c) => cardList(v, c), absent: () => undefined },
  sponsored: { read: oneOf(['tile', ...AMBITIONS] as const), absent: () => undefined },
  actRolls: kept(),
  // Magnate (ARCS-F325B): scrapped resource tokens per type.
  scrappedResources: {
    read: (v, c) => {
      need(isObject(v) && Object.entries(v).every(([k, n]) => (RESOURCES as readonly string[]).includes(k) && isInt(n) && (n as number) > 0), `${c.at} must map resources to counts of scrapped tokens (whole numbers from 1).`);
      return { ...(v as Partial<Record<Resource, number>>) };
    },
    absent: () => undefined,
  },
  // The log sheet: the finished Acts (acts/history.ts).
  history: {
    read: (v, c) => {
      need(Array.isArray(v) && v.every((r) => isObject(r) && (r.act === 1 || r.act === 2 || r.act === 3)
        && Array.isArray(r.fates) && r.fates.length === c.n && r.fates.every((f) => typeof f === 'string')
        && Array.isArray(r.completed) && r.completed.length === c.n && r.completed.every((x) => typeof x === 'boolean')
        && Array.isArray(r.power) && r.power.length === c.n && r.power.every(isInt)), `${c.at} must list { "act": 1-3, "fates", "completed", "power" } with one entry per seat each.`);
      return (v as NonNullable<CampaignState['history']>).map((r) => ({ act: r.act, fates: [...r.fates], completed: [...r.completed], power: [...r.power] }));
    },
    absent: () => undefined,
  },
  // Believer: the Doctrine card's side, the Ideal markers on ambition boxes and left to place, the
  // Young Light / Prodigal One / Prophet placed next to a played Faithful card this round.
  doctrine: { read: oneOf(['zeal', 'wisdom'] as const), absent: () => undefined },
  ideals: {
    read: (v, c) => {
      need(isObject(v) && Object.entries(v).every(([k, x]) => (AMBITIONS as readonly string[]).includes(k) && (x === 'zeal' || x === 'wisdom')), `${c.at} must map ambitions to "zeal" or "wisdom".`);
      need(Object.keys(v).length <= 5, `${c.at}: at most 5 Ideal markers.`);
      return { ...(v as NonNullable<CampaignState['ideals']>) };
    },
    absent: () => undefined,
  },
  idealSupply: {
    read: (v, c) => {
      need(isInt(v) && v >= 0 && v <= 5, `${c.at} must be 0-5 Ideal markers.`);
      return v as number;
    },
    absent: () => undefined,
  },
  faithfulUnions: {
    read: (v, c) => {
      need(Array.isArray(v) && v.every((u) => isObject(u) && isInt(u.seat) && u.seat >= 0 && u.seat < c.n && typeof u.card === 'string' && isKnownCard(u.card) && typeof u.target === 'string'), `${c.at} must list { "seat", "card", "target" }.`);
      return (v as NonNullable<CampaignState['faithfulUnions']>).map((u) => ({ seat: u.seat, card: u.card, target: u.target, ...(u.fate === true ? { fate: true as const } : {}) }));
    },
    absent: () => undefined,
  },
  // Founder (campaign/fates/founder-rules.ts)
  commonwealthOn: { read: oneOf(AMBITIONS), absent: () => undefined },
  commonwealthWon: kept(),
  // Caretaker (fates/caretaker-rules.ts): the Golems, the Act III objective's choices of this chapter's end, scrapped agents.
  golems: { read: golems, absent: () => undefined },
  golemScraps: {
    read: (v, c) => {
      need(Array.isArray(v) && v.every((x) => isObject(x) && isInt(x.seat) && x.seat >= 0 && x.seat < c.n && typeof x.lore === 'boolean' && typeof x.golem === 'boolean' && Object.keys(x).length === 3), `${c.at} must list { "seat", "lore", "golem" }.`);
      return (v as Json[]).map((x) => ({ seat: x.seat as Seat, lore: x.lore as boolean, golem: x.golem as boolean }));
    },
    absent: () => undefined,
  },
  extraLore: { read: (v, c) => {
    need(isInt(v) && v >= 0, `${c.at} must be a count of lore cards.`);
    return v;
  }, absent: () => undefined },
  // Guardian (fates/guardian-rules.ts): the markers declared on Edenguard, its last scoring.
  edenguard: { read: (v, c) => {
    need(Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string'), `${c.at} must list ambition marker ids (absent when none).`);
    return [...(v as string[])];
  }, absent: () => undefined },
  edenguardScored: kept(),
  // Pacifist (fates/pacifist-rules.ts): Witness tokens turned Psionic resources.
  witnessPsionic: { read: (v, c) => {
    need(isInt(v) && v >= 1 && v <= 4, `${c.at} must be a count of Witness tokens turned Psionic (1-4).`);
    return v;
  }, absent: () => undefined },
  scrappedAgents: {
    read: (v, c) => {
      need(Array.isArray(v) && v.length === c.n && v.every((x) => isInt(x) && x >= 0), `${c.at} must give a count of scrapped agents per seat.`);
      return [...(v as number[])];
    },
    absent: () => undefined,
  },
  // Warden (fates/warden.ts): Vassals' ships on Warden's Levy (ARCS-F1612), a count per seat.
  levy: {
    read: (v, c) => {
      need(Array.isArray(v) && v.length === c.n && v.every((x) => isInt(x) && x >= 0), `${c.at} must give a count of ships on Warden's Levy per seat.`);
      return [...(v as number[])];
    },
    absent: () => undefined,
  },
  // Peacekeeper (ARCS-F1507A, F1508): the side of each cluster's Ceasefire token, e.g. { "1": "peace", "2": "war" }.
  ceasefires: {
    read: (v, c) => {
      need(isObject(v) && Object.entries(v).every(([k, x]) => /^[1-6]$/.test(k) && (x === 'peace' || x === 'war')), `${c.at} must map clusters "1"-"6" to "peace" or "war".`);
      const out: NonNullable<CampaignState['ceasefires']> = {};
      for (const [k, x] of Object.entries(v)) out[Number(k) as ClusterId] = x as 'peace' | 'war';
      return out;
    },
    absent: () => undefined,
  },
  // Loyal ships scrapped for good, per seat (Blight Speaker ARCS-F1301A, Hegemon ARCS-F1001A 4); Blight Speaker: the pieces on Blight Hunger (ARCS-F1313).
  scrappedShips: {
    read: (v, c) => {
      need(Array.isArray(v) && v.length === c.n && v.every((x) => isInt(x) && x >= 0), `${c.at} must give a count of scrapped ships per seat.`);
      return [...(v as number[])];
    },
    absent: () => undefined,
  },
  blightHunger: {
    read: (v, c) => {
      need(isObject(v) && Array.isArray(v.ships) && v.ships.length === c.n && v.ships.every((x) => isInt(x) && x >= 0) && isInt(v.empire) && v.empire >= 0 && Object.keys(v).length === 2,
        `${c.at} must be { "ships": [count per seat], "empire": count } (pieces on Blight Hunger).`);
      return { ships: [...(v.ships as number[])], empire: v.empire as number };
    },
    absent: () => undefined,
  },
  // Gate Wraith: the ships on The Dead Live (ARCS-F2204), placed on the Twisted Passage after scoring.
  deadLive: {
    read: (v, c) => {
      need(isObject(v) && Array.isArray(v.ships) && v.ships.length === c.n && v.ships.every((x) => isInt(x) && x >= 0) && isInt(v.empire) && v.empire >= 0 && Object.keys(v).length === 2,
        `${c.at} must be { "ships": [count per seat], "empire": count } (ships on The Dead Live).`);
      return { ships: [...(v.ships as number[])], empire: v.empire as number };
    },
    absent: () => undefined,
  },
  // Naturalist (fates/naturalist-rules.ts): the ambition markers on the Blightkin tile.
  blightkin: {
    read: (v, c) => {
      need(Array.isArray(v) && v.every((x) => x === 'A' || x === 'B' || x === 'C'), `${c.at} must list ambition markers ("A", "B", "C").`);
      return [...(v as ('A' | 'B' | 'C')[])];
    },
    absent: () => undefined,
  },
  // Conspirator (ARCS-F2301A, F2303): the Conspiracy tokens, { "shows": colour, "on": ambition | null }.
  conspiracies: {
    read: (v, c) => {
      need(Array.isArray(v) && v.length === 8 && v.every((x) => isObject(x) && Object.keys(x).every((k) => k === 'shows' || k === 'on') && (COLOURS as readonly unknown[]).includes(x.shows) && (x.on === null || (AMBITIONS as readonly unknown[]).includes(x.on))), `${c.at} must list the 8 Conspiracies { "shows": colour, "on": ambition or null }.`);
      const list = (v as Json[]).map((x) => ({ shows: x.shows as Colour, on: x.on as Ambition | null }));
      for (const col of COLOURS) need(list.filter((x) => x.shows === col).length === 2, `${c.at}: 2 Conspiracies show each colour (${col}).`);
      return list;
    },
    absent: () => undefined,
  },
  // Pathfinder (fates/pathfinder-rules.ts): the secret Portal planet (F901A step 4); Imperial ships scrapped by Seek the Portal (F909-F911).
  portalRecord: {
    read: (v, c) => {
      need(isObject(v) && Object.keys(v).length === 2 && isInt(v.seat) && v.seat >= 0 && v.seat < c.n && typeof v.system === 'string' && isSystemId(v.system) && !v.system.endsWith(':gate'), `${c.at} must be { "seat", "system" } (a planet).`);
      return { seat: v.seat as Seat, system: v.system as SystemId };
    },
    absent: () => undefined,
  },
  scrappedImperialShips: {
    read: (v, c) => {
      need(isInt(v) && v >= 1, `${c.at} must be a count of scrapped Imperial ships (a whole number from 1).`);
      return v as number;
    },
    absent: () => undefined,
  },
  // Gate Wraith (fates/gate-wraith-rules.ts): the event die on the Twisted Passage (ARCS-F2201A step 4).
  twistedDie: {
    read: (v, c) => {
      const face = EVENT_DIE.find((f) => isObject(v) && f.event === v.event && f.symbol === v.symbol && Object.keys(v).length === 2);
      need(face, `${c.at} must be an event die face { "event": "crisis"|"edict", "symbol": "arrow"|"crescent"|"hex" }.`);
      return { ...face };
    },
    absent: () => undefined,
  },
  // Planet Breaker (fates/planet-breaker.ts): the buildings on the Breaking Worlds card.
  brokenPieces: {
    read: (v, c) => {
      need(Array.isArray(v) && v.every((x) => isObject(x) && Object.keys(x).length === 2 && (x.type === 'city' || x.type === 'starport') && (x.owner === 'free' || (isInt(x.owner) && x.owner >= 0 && x.owner < c.n))), `${c.at} must list { "owner": seat | "free", "type": "city"|"starport" }.`);
      return (v as Json[]).map((x) => ({ owner: x.owner as Seat | 'free', type: x.type as 'city' | 'starport' }));
    },
    absent: () => undefined,
  },
  // Pirate (ARCS-F1208A): the Rumors; (ARCS-F1208B) the declarations made at this chapter's end.
  rumors: { read: rumorList, absent: () => undefined },
  // Redeemer (ARCS-F1901B): set and cleared within the chapter end's scoring step.
  redeemerWon: kept(),
  pirateClaims: {
    read: (v, c) => {
      need(Array.isArray(v) && v.every((x) => isObject(x) && isInt(x.seat) && x.seat >= 0 && x.seat < c.n && isInt(x.chapter) && isInt(x.n) && x.n >= 1 && x.n <= 2), `${c.at} must list { "seat", "chapter", "n": 1-2 }.`);
      return (v as NonNullable<CampaignState['pirateClaims']>).map((x) => ({ seat: x.seat, chapter: x.chapter, n: x.n }));
    },
    absent: () => undefined,
  },
};

/** Pirate's Rumors: `{ "id", "face": "cluster"|"symbol"|"false", "where": planet, "up"?: true, "agents"?: [seats] }`, 4 at most, each on a different planet, one True of each kind at most. */
function rumorList(v: unknown, c: Ctx): Rumor[] {
  need(Array.isArray(v) && v.length <= 4, `${c.at} must list at most 4 Rumors.`);
  const out = v.map((r, i): Rumor => {
    const at = `${c.at}[${i}]`;
    need(isObject(r) && isInt(r.id) && (r.face === 'cluster' || r.face === 'symbol' || r.face === 'false') && typeof r.where === 'string' && isSystemId(r.where) && !r.where.endsWith(':gate'), `${at} must be { "id", "face": "cluster"|"symbol"|"false", "where": a planet }.`);
    const agents = r.agents === undefined ? [] : r.agents;
    need(Array.isArray(agents) && agents.every((x) => isInt(x) && x >= 0 && x < c.n) && new Set(agents).size === agents.length, `${at}.agents must list distinct seats.`);
    return { id: r.id as number, face: r.face, where: r.where as SystemId, ...(r.up === true ? { up: true as const } : {}), ...(agents.length > 0 ? { agents: [...(agents as Seat[])] } : {}) };
  });
  need(new Set(out.map((r) => r.where)).size === out.length && new Set(out.map((r) => r.id)).size === out.length, `${c.at}: each Rumor on a different planet, with its own id.`);
  need(out.filter((r) => r.face === 'cluster').length <= 1 && out.filter((r) => r.face === 'symbol').length <= 1 && out.filter((r) => r.face === 'false').length <= 2, `${c.at}: 1 "cluster", 1 "symbol" and 2 "false" Rumors at most.`);
  return out;
}

/** Caretaker's Golems: `{ "golem": "warrior"|"protector"|"seeker"|"harvester", "awake": bool, "where": system id | "hearth" | "seat-<n>" }`, each Golem once. */
function golems(v: unknown, c: Ctx): Golem[] {
  need(Array.isArray(v), `${c.at} must be a list of Golems.`);
  const out = v.map((g, i): Golem => {
    const at = `${c.at}[${i}]`;
    need(isObject(g) && Object.keys(g).every((k) => ['golem', 'awake', 'where'].includes(k)), `${at} must be { "golem", "awake", "where" }.`);
    need(typeof g.golem === 'string' && (GOLEM_KINDS as readonly string[]).includes(g.golem), `${at}.golem must be one of ${GOLEM_KINDS.join(', ')}.`);
    need(typeof g.awake === 'boolean', `${at}.awake must be true or false.`);
    const w = g.where;
    need(typeof w === 'string' && (isSystemId(w) || w === 'hearth' || (/^seat-\d$/.test(w) && Number(w.slice(5)) < c.n)), `${at}.where must be a system id, "hearth" or "seat-<n>".`);
    return { golem: g.golem as GolemKind, awake: g.awake, where: w as string };
  });
  need(new Set(out.map((g) => g.golem)).size === out.length, `${c.at}: a Golem is listed twice.`);
  return out;
}

/** Read an object through its field table: unknown fields refused, absent ones defaulted (or left out). */
function readObject<T extends object>(fields: Fields<T>, v: unknown, c: Ctx): T {
  need(isObject(v), `${c.at} must be an object.`);
  for (const k of Object.keys(v)) need(k in fields, `${c.at}: unknown field "${k}".`);
  const out: Json = {};
  for (const [k, f] of Object.entries(fields) as [string, Field<unknown>][]) {
    const at = `${c.at}.${k}`;
    if (v[k] !== undefined) out[k] = f.read(v[k], { ...c, at });
    else if (f.absent === undefined) need(false, `${at} is required.`);
    else if (f.absent !== 'derived') {
      const d = f.absent({ ...c, at }, v);
      if (d !== undefined) out[k] = d;
    }
  }
  return out as T;
}

/* ------------------------------------------------------------ the import */

/** The card places of a campaign state, for "each card once" and the derived decks. */
function courtPlaces(s: GameState): [string, string][] {
  const places: [string, string][] = [];
  s.court.forEach((x, i) => {
    places.push([x.card, `court[${i}]`]);
    for (const id of attachedOf(x)) places.push([id, `court[${i}].attached`]);
  });
  s.courtDeck.forEach((id) => places.push([id, 'courtDeck']));
  s.courtDiscard.forEach((id) => places.push([id, 'courtDiscard']));
  for (const q of s.players) for (const h of q.court) places.push([h.id, `players[${q.seat}].court`]);
  // A secured lore card is held in the seat's lore (court.ts takeSecured), still one of the Court's cards.
  for (const q of s.players) for (const id of q.lore) places.push([id, `players[${q.seat}].lore`]);
  for (const u of s.fx?.unions ?? []) places.push([u.card, 'fx.unions']);
  return places;
}

/** The physical card of a printed face (a two-sided card's sides are one card). */
const physical = (id: string) => findCampaignCard(id)?.card ?? id;

/**
 * Read `p.campaign` into `s.campaign` and check every campaign place. Called by position.ts once
 * the players, map, Court rows and hands are built, before the decks are derived.
 */
export function importCampaignState(s: GameState, given: unknown): void {
  const n = s.players.length;
  const c = readObject(CAMPAIGN_FIELDS, given ?? {}, { n, at: 'campaign' });
  s.campaign = c;
  // An open secret choice: one entry per seat; an answer is one of the seat's drawn cards.
  for (const f of secretChoiceFrames(s)) {
    need(f.drawn.length === n && f.chosen.length === n, `The stack's ${f.k} frame needs "drawn" and "chosen" for each seat (${n}).`);
    f.drawn.forEach((d, i) => {
      need(Array.isArray(d) && d.every((id: unknown) => typeof id === 'string' && isFateCard(id)), `The stack's ${f.k} frame: seat ${i} drew something that is not a Fate card.`);
      // (Intermission F: a seat that completed its objective may keep its current Fate.)
      need(f.chosen[i] === null || d.includes(f.chosen[i]!) || f.chosen[i] === c.seats[i]!.fate, `The stack's ${f.k} frame: seat ${i} chose a card it neither drew nor holds.`);
    });
  }
  // Fate cards: each of the 24 exactly once, in a Fate deck of its letter, on a seat, drawn in an
  // open Fate choice, or scrapped; a sparse position's Fate decks hold the ones found nowhere else.
  const held: [string, string][] = [];
  c.seats.forEach((x, i) => x.fate !== null && held.push([x.fate, `campaign.seats[${i}].fate`]));
  for (const f of secretChoiceFrames(s)) f.drawn.forEach((d, i) => d.forEach((id) => held.push([id, `a Fate choice's drawn cards (seat ${i})`])));
  for (const id of c.scrap) if (isFateCard(id)) held.push([id, 'campaign.scrap']);
  if (!c.fateDecks) {
    const out = new Set(held.map(([id]) => id));
    c.fateDecks = { A: [], B: [], C: [] };
    for (const letter of ['A', 'B', 'C'] as FateLetter[]) c.fateDecks[letter] = shuffleInPlace(s.rng, fateCardsOf(letter).filter((id) => !out.has(id)));
  }
  for (const letter of ['A', 'B', 'C'] as const) for (const id of c.fateDecks[letter]) held.push([id, `campaign.fateDecks.${letter}`]);
  // The same Fate on several seats is accepted (`new` with `fates` may repeat one, for tests), and then nowhere else.
  for (const id of [...fateCardsOf('A'), ...fateCardsOf('B'), ...fateCardsOf('C')]) {
    const at = held.filter(([x]) => x === id).map(([, w]) => w);
    const onSeats = at.filter((w) => w.endsWith('].fate')).length;
    need(at.length > 0, `Fate card ${id} is nowhere (a Fate deck, a seat, a Fate choice or scrap).`);
    need(at.length === 1 || onSeats === at.length, `Fate card ${id} is in ${at.length} places: ${at.join(', ')}.`);
  }
  c.seats.forEach((x, i) => {
    const f = x.fate === null ? undefined : fateByCard(x.fate);
    need(!f || ['A', 'B', 'C'].indexOf(f.letter) <= ['A', 'B', 'C'].indexOf(FATE_LETTER_OF_ACT[c.act]), `campaign.seats[${i}].fate: ${f?.name} is a "${f?.letter}" Fate, not yet in play in Act ${c.act}.`);
    need(!x.favors || x.favors[i] === 0, `campaign.seats[${i}].favors: a seat's own agents are no Favors.`);
    need(!x.favors || x.favors.every((k) => k === 0) || x.fate !== null, `campaign.seats[${i}].favors: Favors lie on a Fate card, and the seat has none.`);
    // Flagships (p.22): a board goes with exactly one Flagship piece on the map, and a piece with a board.
    const pieces = Object.entries(s.map).filter(([, st]) => st!.ships.some((g) => g.owner === i && g.flagship)).length;
    need(pieces === (x.flagship ? 1 : 0), x.flagship ? `campaign.seats[${i}].flagship: the seat needs one ship group with "flagship": true on the map (it has ${pieces}).` : `Seat ${i} has a Flagship piece on the map but no campaign.seats[${i}].flagship board.`);
  });
}

/**
 * After the decks are derived: every campaign card (Court, rules booklet, Fate Sets, scrap) in one
 * place only (cards printed in several copies: up to that many), the Council leftmost, and the
 * neutral pieces within the box.
 */
export function checkCampaignPlaces(s: GameState): void {
  const c = s.campaign!;
  for (const [id, at] of courtPlaces(s)) need(isKnownCard(id), `${at}: unknown card id "${id}" (the campaign Court holds ARCS-CC…, lore, the Imperial Council and Fate Set cards).`);
  // The Council is the leftmost Court card, or tucked under its securer's played card until the round ends (round.council, p.14).
  const tucked = s.round?.council !== undefined && !s.court.some((x) => x.card === IMPERIAL_COUNCIL.cardId);
  need(tucked || s.court[0]?.card === IMPERIAL_COUNCIL.cardId, `court[0] must be the Imperial Council (${IMPERIAL_COUNCIL.cardId}), the leftmost Court card.`);
  const places: [string, string][] = [...courtPlaces(s)];
  c.rulesBooklet.forEach((slot, i) => slot.forEach((id) => places.push([id, `campaign.rulesBooklet[${i}]`])));
  c.seats.forEach((x, i) => {
    if (x.objective) places.push([x.objective, `campaign.seats[${i}].objective`]);
    x.playArea.forEach((id) => places.push([id, `campaign.seats[${i}].playArea`]));
  });
  for (const id of c.scrap) if (!isFateCard(id)) places.push([id, 'campaign.scrap']);
  const where = new Map<string, string[]>();
  for (const [id, at] of places) where.set(physical(id), [...(where.get(physical(id)) ?? []), at]);
  // A Fate Set card once per seat playing that Fate (repeated Fates, see importCampaignState), else once.
  // A Fate repeated by the `fates` option keeps its copies after a seat takes a "B"/"C" Fate at an Intermission (Pathfinder, issue 16).
  const named = (fate: number | null) => (s.options.fates ?? []).filter((x) => fateByCard(x)?.fate === fate).length;
  const seatsWith = (fate: number | null) => Math.max(1, named(fate), c.seats.filter((x) => x.fate !== null && fateByCard(x.fate)?.fate === fate).length);
  for (const [id, at] of where) {
    const m = meta(id);
    const copies = (m?.copies ?? 1) * (m?.group === 'fate-set' ? seatsWith(m.fate) : 1);
    need(at.length <= copies, `Card ${id} is in ${at.length} places: ${at.join(', ')}.`);
  }
  // Table Setup J: 1 lore card per player in the Court deck, no more (held, in the Court places or scrapped).
  const lore = [...where.keys()].filter((id) => LORE_IDS.includes(id)).length;
  // Caretaker (ARCS-F507, Librarians ARCS-F513): lore cards added from the lore deck later (extraLore).
  const dealtLore = s.players.length + (c.extraLore ?? 0);
  need(lore <= dealtLore, `The position has ${lore} lore cards in the Court places, held or scrapped; a campaign has 1 per player (${s.players.length}) and ${c.extraLore ?? 0} added later.`);
  const missing = CAMPAIGN_COURT_IDS.filter((id) => !where.has(id) && !c.scrap.includes(id));
  need(missing.length === 0, `Campaign Court cards nowhere: ${missing.join(', ')}.`);
}

/** Box counts of the pieces no player owns (CAMPAIGN_PIECES), for clear errors before the invariants. */
export function checkNeutralPieces(s: GameState, used: { empire: number; freeCities: number; freeStarports: number; blight: number }): void {
  const box: [keyof typeof used, number, string][] = [
    ['empire', CAMPAIGN_PIECES.imperialShips, 'Imperial ships'],
    ['freeCities', CAMPAIGN_PIECES.freeCities, 'Free cities'],
    ['freeStarports', CAMPAIGN_PIECES.freeStarports, 'Free starports'],
    ['blight', CAMPAIGN_PIECES.blight, 'Blight'],
  ];
  const supply = (k: keyof typeof used, nt: NeutralSupply) => (k === 'empire' ? nt.empire.ships : k === 'blight' ? nt.blight.blight : k === 'freeCities' ? nt.free.cities : nt.free.starports);
  for (const [k, total, name] of box) {
    need(used[k] <= total, `The position has ${used[k]} ${name} on the map and in Trophies; the box has ${total}.`);
    if (s.neutral) {
      const left = supply(k, s.neutral);
      need(isInt(left) && left >= 0 && left + used[k] === total, `neutral: ${left} ${name} in the supply and ${used[k]} elsewhere make ${left + used[k]}; the box has ${total}.`);
    }
  }
}

/**
 * A sparse campaign position's Court deck: the campaign Court cards found nowhere else, and lore
 * cards (Table Setup J: 1 per player, at random) to bring the lore in the Court places (held lore
 * included) and the scrap up to that.
 */
export function derivedCampaignCourtDeck(s: GameState): string[] {
  const seen = new Set([...courtPlaces(s).map(([id]) => id), ...(s.campaign?.scrap ?? [])]);
  const deck = CAMPAIGN_COURT_IDS.filter((id) => !seen.has(id));
  const lore = [...seen].filter((id) => LORE_IDS.includes(id)).length;
  deck.push(...shuffleInPlace(s.rng, LORE_IDS.filter((id) => !seen.has(id))).slice(0, Math.max(0, s.players.length - lore)));
  return shuffleInPlace(s.rng, deck);
}

/** Agents lying as Favors on other seats' Fate cards, per owner seat. */
export function favorsOf(s: GameState, owner: Seat): number {
  return (s.campaign?.seats ?? []).reduce((k, x) => k + (x.favors?.[owner] ?? 0), 0);
}

/** Pirate (ARCS-F1209, F1211): agents of `owner` on Rumor tokens. */
export function rumorAgentsOf(s: GameState, owner: Seat): number {
  return (s.campaign?.rumors ?? []).reduce((k, r) => k + (r.agents ?? []).filter((x) => x === owner).length, 0);
}

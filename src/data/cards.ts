/**
 * Every card's static facts (shared/seeds/cards.csv, 507 rows) and the official FAQ (faq.csv).
 * The data lives in cards.generated.ts, written by scripts/gen-cards.ts with the printed-card
 * corrections (arcs-facts.md DISCREPANCIES D4-D6) and the errata (seeds/errata.md) applied.
 */
import { CARD_DATA, FAQ_DATA } from './cards.generated.ts';
import type { Resource } from './map.ts';

/**
 * The card's type, from its single type tag in the CSV:
 * - base game: 'setup' (the 12 map setup cards), 'leader', 'lore', 'guild', 'vox';
 * - campaign: 'fate' (the 24 large Fate cards), 'act-setup' / 'objective' (the two sides of an Act
 *   setup card), 'resolution', 'edict', 'law', 'title', 'ability', 'action' (Believer Faithful
 *   action cards), 'summit', 'monopoly', 'reminder', 'doctrine', 'economy', 'event',
 *   'aid' (the Imperial Council aid card, tag "Imperial Council"). Other ARCS-AID cards take the
 *   kind of their tag (edict, title, ability).
 * - 'other': no type tag (none in the current CSV).
 */
export type CardKind =
  | 'setup' | 'guild' | 'vox' | 'lore' | 'leader' | 'fate' | 'aid' | 'event' | 'law'
  | 'act-setup' | 'objective' | 'resolution' | 'edict' | 'title' | 'ability' | 'action'
  | 'summit' | 'monopoly' | 'reminder' | 'doctrine' | 'economy' | 'other';

export interface CardDef {
  /** Printed corner code, e.g. 'ARCS-BC01', 'ARCS-F101A'. */
  id: string;
  name: string;
  kind: CardKind;
  /** CSV tags, e.g. ['Base', 'Base Court', 'Guild', 'Material'] (suit tags corrected, D5/D6). */
  tags: readonly string[];
  /** Guilds only: the suit icon, which counts toward ambitions like a resource. */
  suit: Resource | null;
  /** Guilds only: raid cost in keys. 0 = protected (X badge): cannot be taken by raiding. */
  keys: number | null;
  /** Rules text in light markdown (`**bold**`, `*italic*`, `` `symbol:key` `` icons). */
  text: string;
}

export interface FaqEntry { q: string; a: string }

export const CARDS: readonly CardDef[] = CARD_DATA;

/**
 * Official FAQ keyed by card name, in faq.csv order. Three entries are keyed by card id instead
 * (ARCS-BC29, ARCS-CC11, ARCS-CC14), and a few name cards from the Leaders & Lore expansion pack
 * that are not in cards.csv.
 */
export const FAQ: Readonly<Record<string, readonly FaqEntry[]>> = FAQ_DATA;

/**
 * The Imperial Council sits in the Court as one physical card, ARCS-AID01 (campaign
 * IMPERIAL_COUNCIL.cardId), whose side is campaign state: known here by that id and its common name.
 */
function councilCard(): CardDef {
  const inSession = CARDS.find((c) => c.id === 'ARCS-AID01A')!;
  return { ...inSession, id: 'ARCS-AID01', name: 'Imperial Council' };
}

const BY_ID: ReadonlyMap<string, CardDef> = new Map([...CARDS.map((c) => [c.id, c] as const), ['ARCS-AID01', councilCard()] as const]);

export function findCard(id: string): CardDef | undefined {
  return BY_ID.get(id);
}

export function cardDef(id: string): CardDef {
  const card = BY_ID.get(id);
  if (!card) throw new Error(`Unknown card id: ${id}`);
  return card;
}

/** The base Court deck, ARCS-BC01..BC31: 25 Guilds (5 per suit) and 6 Vox (§10). */
export const BASE_COURT_IDS: readonly string[] = CARDS.filter((c) => /^ARCS-BC\d\d$/.test(c.id)).map((c) => c.id);

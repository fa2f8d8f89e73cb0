/**
 * Generates src/data/cards.generated.ts from ../shared/seeds/cards.csv and faq.csv.
 * Run: npx tsx scripts/gen-cards.ts   (or npm run gen:cards)
 *
 * Applies, on top of the CSV:
 * - printed-card corrections (arcs-facts.md DISCREPANCIES D4-D6; the printed card wins);
 * - the official errata (seeds/errata.md) that are exact text replacements.
 * generateCardsModule() is pure so that a test can check the committed file is up to date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CardDef, CardKind, FaqEntry } from '../src/data/cards.ts';
import type { Resource } from '../src/data/map.ts';

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and newlines. Blank lines are dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRow = (): void => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (src[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') endRow();
    else if (ch === '\r') {
      if (src[i + 1] === '\n') i++;
      endRow();
    } else field += ch;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * Each card carries exactly one type tag; the kind follows it. 'Setup' is split by expansion:
 * the base map setup cards are 'setup', the campaign Fate-set Act setup cards are 'act-setup'.
 */
const KIND_OF_TAG: Readonly<Record<string, CardKind>> = {
  Setup: 'setup',
  Leader: 'leader',
  Lore: 'lore',
  Guild: 'guild',
  Vox: 'vox',
  Fate: 'fate',
  Objective: 'objective',
  Resolution: 'resolution',
  Edict: 'edict',
  Law: 'law',
  Title: 'title',
  Ability: 'ability',
  'Action Card': 'action',
  Summit: 'summit',
  Monopoly: 'monopoly',
  Reminder: 'reminder',
  Doctrine: 'doctrine',
  Economy: 'economy',
  Event: 'event',
  'Imperial Council': 'aid',
};

const RESOURCE_OF_TAG: Readonly<Record<string, Resource>> = {
  Material: 'material', Fuel: 'fuel', Weapon: 'weapon', Relic: 'relic', Psionic: 'psionic',
};

function kindOf(id: string, tags: readonly string[]): CardKind {
  const kinds = tags.filter((t) => t in KIND_OF_TAG);
  if (kinds.length > 1) throw new Error(`${id}: more than one type tag (${kinds.join(', ')})`);
  const kind = kinds[0] === undefined ? 'other' : KIND_OF_TAG[kinds[0]]!;
  return kind === 'setup' && tags.includes('Blighted Reach') ? 'act-setup' : kind;
}

/** Printed-card corrections (arcs-facts.md DISCREPANCIES). A suit fix also rewrites the suit tag. */
const PRINTED_FIXES: Readonly<Record<string, { keys?: number; suit?: Resource }>> = {
  'ARCS-CC09': { keys: 1 }, // D4: Sworn Guardians prints 1 key (CSV: 2)
  'ARCS-F1305': { suit: 'weapon' }, // D5: Blight Hunters is Weapon (CSV: Fuel)
  'ARCS-F1503': { suit: 'weapon' }, // D6: Arsenal Keepers is Weapon (CSV: Fuel)
};

/**
 * Errata (seeds/errata.md) applied as exact replacements; every `from` must occur in the CSV text.
 * Not applied:
 * - "Pacifist Act II Setup: its card references are 09 through 12, in the order listed." The Act II
 *   Setup (ARCS-F1401A) cites (02) and (03), which are right; the wrong references (13), (14),
 *   (14), (15) are on the Act III Setup (ARCS-F1408A). The target is unclear, so the text is kept.
 * - Navy Reprisal (ARCS-F115): a misprinted card back only; the CSV already tags it Vox.
 */
const TEXT_ERRATA: readonly { id: string; from: string; to: string }[] = [
  { id: 'ARCS-LEAD04', from: 'You can only **tax** Loyal cities if you control them.', to: 'You cannot **tax** cities that you do not control.' }, // Upstart, Callow
  { id: 'ARCS-F424', from: 'you do not bury Guild cards.', to: 'you do not **discard** Guild cards.' }, // Guild Loyalty
  { id: 'ARCS-F114', from: 'Lesser Regents (20–22)', to: 'Lesser Regents (20–21)' }, // Steward Act II Resolution (twice)
  { id: 'ARCS-F122A', from: '(♦01–03)', to: '(♦03–05)' }, // Steward Act III Setup: Govern the Imperial Reach
  { id: 'ARCS-F203', from: "Founder's next Resolution card (22)", to: "Founder's next Resolution card (23)" }, // Founder Act I Resolution
  { id: 'ARCS-F321', from: 'Fuel Interest (CC04)', to: 'Shipping Interest (CC04)' }, // Magnate Act II Resolution
  { id: 'ARCS-F615A', from: 'Partisan Seizing (04)', to: 'Partisan Seizing (03)' }, // Partisan Act II Setup
  { id: 'ARCS-F2201A', from: 'Explain it and to everyone.', to: 'Explain it to everyone.' }, // Gate Wraith Act III Setup
  { id: 'ARCS-F2305', from: 'When you **secure any***', to: 'When a Rival of the Conspirator **secures any***' }, // Foiling Conspiracies
];

export function buildCards(csvText: string): CardDef[] {
  const [header, ...rows] = parseCsv(csvText);
  if (header?.join(',') !== 'id,name,text,tags,keys') throw new Error(`cards.csv: unexpected header ${String(header)}`);
  const cards = rows.map((row): CardDef => {
    if (row.length !== 5) throw new Error(`cards.csv: row with ${row.length} fields: ${row.join(',').slice(0, 80)}`);
    const [id, name, rawText, tagText, keyText] = row as [string, string, string, string, string];
    const fix = PRINTED_FIXES[id] ?? {};
    let tags = tagText.split(',').map((t) => t.trim()).filter((t) => t !== '');
    if (fix.suit) tags = tags.map((t) => (t in RESOURCE_OF_TAG ? fix.suit![0]!.toUpperCase() + fix.suit!.slice(1) : t));
    const kind = kindOf(id, tags);
    const isGuild = kind === 'guild';
    const suitTags = tags.filter((t) => t in RESOURCE_OF_TAG);
    if (isGuild && suitTags.length !== 1) throw new Error(`${id}: a Guild needs exactly one suit tag`);
    if (isGuild && !/^\d+$/.test(keyText)) throw new Error(`${id}: a Guild needs a raid cost`);
    let text = rawText;
    for (const e of TEXT_ERRATA.filter((x) => x.id === id)) {
      if (!text.includes(e.from)) throw new Error(`${id}: erratum text not found: ${e.from}`);
      text = text.replaceAll(e.from, e.to);
    }
    return {
      id,
      name,
      kind,
      tags,
      suit: isGuild ? RESOURCE_OF_TAG[suitTags[0]!]! : null,
      // Keys only for Guilds (D10: the Fate card ARCS-FATE13 has a meaningless '0').
      keys: isGuild ? (fix.keys ?? Number(keyText)) : null,
      text,
    };
  });
  const ids = new Set(cards.map((c) => c.id));
  if (ids.size !== cards.length) throw new Error('cards.csv: duplicate ids');
  for (const id of [...Object.keys(PRINTED_FIXES), ...TEXT_ERRATA.map((e) => e.id)]) {
    if (!ids.has(id)) throw new Error(`correction for unknown card ${id}`);
  }
  return cards;
}

/** faq.csv rows are `name,text`; the text holds "Q: …" / "A: …" pairs, each starting a line. */
export function buildFaq(faqText: string): Record<string, FaqEntry[]> {
  const [header, ...rows] = parseCsv(faqText);
  if (header?.join(',') !== 'name,text') throw new Error(`faq.csv: unexpected header ${String(header)}`);
  const faq: Record<string, FaqEntry[]> = {};
  for (const [name, text] of rows) {
    if (name === undefined || text === undefined) throw new Error('faq.csv: short row');
    const entries = (faq[name] ??= []);
    for (const block of text.split(/^(?=Q:)/m)) {
      if (block.trim() === '') continue;
      const m = /^Q:([\s\S]*?)^A:([\s\S]*)$/m.exec(block);
      if (!m) throw new Error(`faq.csv: cannot read a Q/A pair for ${name}: ${block.slice(0, 60)}`);
      entries.push({ q: m[1]!.trim(), a: m[2]!.trim() });
    }
  }
  return faq;
}

/** The text of src/data/cards.generated.ts: plain data, one card per line. */
export function generateCardsModule(csvText: string, faqText: string): string {
  const cards = buildCards(csvText);
  const faq = buildFaq(faqText);
  return [
    '// Generated by scripts/gen-cards.ts from shared/seeds; do not edit.',
    '// Source: shared/seeds/cards.csv and faq.csv, with the corrections listed in scripts/gen-cards.ts.',
    "import type { CardDef, FaqEntry } from './cards.ts';",
    '',
    'export const CARD_DATA: readonly CardDef[] = [',
    ...cards.map((c) => `  ${JSON.stringify(c)},`),
    '];',
    '',
    'export const FAQ_DATA: Readonly<Record<string, readonly FaqEntry[]>> = {',
    ...Object.entries(faq).map(([name, entries]) => `  ${JSON.stringify(name)}: ${JSON.stringify(entries)},`),
    '};',
    '',
  ].join('\n');
}

/** ../shared/seeds relative to the project root. */
export const SEEDS_DIR = fileURLToPath(new URL('../../shared/seeds/', import.meta.url));
export const OUTPUT_FILE = fileURLToPath(new URL('../src/data/cards.generated.ts', import.meta.url));

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const csv = readFileSync(`${SEEDS_DIR}cards.csv`, 'utf8');
  const faq = readFileSync(`${SEEDS_DIR}faq.csv`, 'utf8');
  writeFileSync(OUTPUT_FILE, generateCardsModule(csv, faq));
  console.log(`Wrote ${OUTPUT_FILE}`);
}

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildFaq, generateCardsModule, OUTPUT_FILE, parseCsv, SEEDS_DIR } from '../../scripts/gen-cards.ts';
import { BASE_COURT_IDS, CARDS, cardDef, FAQ, findCard, type CardKind } from '../../src/data/cards.ts';
import { SETUP_CARDS } from '../../src/data/setup-cards.ts';

/** arcs-facts.md §10 / arcs-facts.json courtCards.base: id, name, suit, raid keys (Vox: no suit). */
const BASE_COURT = `
BC01 Loyal Engineers material 3 | BC02 Mining Interest material 2 | BC03 Material Cartel material 2
BC04 Admin Union material 2 | BC05 Construction Union material 2 | BC06 Fuel Cartel fuel 2
BC07 Loyal Pilots fuel 3 | BC08 Gatekeepers fuel 2 | BC09 Shipping Interest fuel 2
BC10 Spacing Union fuel 2 | BC11 Arms Union weapon 2 | BC12 Prison Wardens weapon 2
BC13 Skirmishers weapon 2 | BC14 Court Enforcers weapon 2 | BC15 Loyal Marines weapon 3
BC16 Lattice Spies psionic 2 | BC17 Farseers psionic 2 | BC18 Secret Order psionic 2
BC19 Loyal Empaths psionic 3 | BC20 Silver-Tongues psionic 2 | BC21 Loyal Keepers relic 3
BC22 Sworn Guardians relic 1 | BC23 Elder Broker relic 2 | BC24 Relic Fence relic 2
BC25 Galactic Bards relic 1 | BC26 Mass Uprising | BC27 Populist Demands | BC28 Outrage Spreads
BC29 Song of Freedom | BC30 Guild Struggle | BC31 Call to Action
`;

/** arcs-facts.json courtCards.campaign: the Blighted Reach Court (CC09 corrected, D4). */
const CAMPAIGN_COURT = `
CC01 Mining Interest material 2 | CC02 Construction Union material 2 | CC03 Gatekeepers fuel 2
CC04 Shipping Interest fuel 2 | CC05 Skirmishers weapon 2 | CC06 Arms Union weapon 2
CC07 Lattice Spies psionic 2 | CC08 Silver Tongues psionic 2 | CC09 Sworn Guardians relic 1
CC10 Elder Broker relic 2 | CC11 Populist Demands | CC12 Council Intrigue | CC13 Diplomatic Fiasco
CC14 Song of Freedom | CC15 Blight Looms
`;

function parseCourt(list: string) {
  return list.trim().split(/\s*[|\n]\s*/).map((entry) => {
    const m = /^(\w+) (.+?)(?: (material|fuel|weapon|relic|psionic) (\d))?$/.exec(entry)!;
    return { id: `ARCS-${m[1]}`, name: m[2], kind: m[3] ? 'guild' : 'vox', suit: m[3] ?? null, keys: m[4] ? Number(m[4]) : null };
  });
}

describe('cards', () => {
  it('has the 507 rows of cards.csv with unique ids', () => {
    expect(CARDS).toHaveLength(507);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(507);
  });

  it('derives a kind for every card from its type tag', () => {
    const count = (k: CardKind) => CARDS.filter((c) => c.kind === k).length;
    expect(count('other')).toBe(0);
    expect([count('setup'), count('leader'), count('lore'), count('guild'), count('vox'), count('fate')]).toEqual([12, 8, 38, 125, 66, 24]);
    expect([count('act-setup'), count('objective'), count('resolution'), count('edict'), count('law')]).toEqual([48, 48, 24, 26, 29]);
    expect(cardDef('ARCS-AID01A').kind).toBe('aid');
    expect(cardDef('ARCS-AID02').kind).toBe('edict');
    expect(cardDef('ARCS-F101A').kind).toBe('act-setup');
    expect(cardDef('ARCS-F804').kind).toBe('action');
    expect(cardDef('ARCS-F515').kind).toBe('event');
  });

  it('gives suits and keys to Guilds only', () => {
    for (const c of CARDS) {
      if (c.kind === 'guild') {
        expect(c.suit, c.id).not.toBeNull();
        expect(Number.isInteger(c.keys), c.id).toBe(true);
      } else {
        expect([c.suit, c.keys], c.id).toEqual([null, null]);
      }
    }
    expect(cardDef('ARCS-FATE13').keys).toBeNull(); // D10: a stray '0' on a Fate card
  });

  it('has the base Court: 25 Guilds (5 per suit) and 6 Vox, suits and keys per §10', () => {
    expect(BASE_COURT_IDS).toEqual(Array.from({ length: 31 }, (_, i) => `ARCS-BC${String(i + 1).padStart(2, '0')}`));
    const expected = parseCourt(BASE_COURT);
    expect(BASE_COURT_IDS.map((id) => { const c = cardDef(id); return { id, name: c.name, kind: c.kind, suit: c.suit, keys: c.keys }; })).toEqual(expected);
    const guilds = BASE_COURT_IDS.map(cardDef).filter((c) => c.kind === 'guild');
    expect(guilds).toHaveLength(25);
    for (const suit of ['material', 'fuel', 'weapon', 'relic', 'psionic']) expect(guilds.filter((c) => c.suit === suit)).toHaveLength(5);
  });

  it('has the campaign Court with CC09 corrected to 1 key (D4)', () => {
    const expected = parseCourt(CAMPAIGN_COURT);
    expect(expected.map(({ id }) => { const c = cardDef(id); return { id, name: c.name, kind: c.kind, suit: c.suit, keys: c.keys }; })).toEqual(expected);
  });

  it('applies the printed suit corrections D5 and D6 to suit and tags', () => {
    for (const id of ['ARCS-F1305', 'ARCS-F1503']) {
      expect(cardDef(id).suit).toBe('weapon');
      expect(cardDef(id).tags).toContain('Weapon');
      expect(cardDef(id).tags).not.toContain('Fuel');
    }
    expect(cardDef('ARCS-F1305').keys).toBe(2);
    expect(cardDef('ARCS-F1503').keys).toBe(0); // protected
  });

  it('applies the errata text corrections', () => {
    expect(cardDef('ARCS-LEAD04').text).toContain('*Callow*. You cannot **tax** cities that you do not control.');
    expect(cardDef('ARCS-LEAD04').text).not.toContain('Loyal cities');
    expect(cardDef('ARCS-F424').text).toBe('When you **Provoke Outrage,** you do not **discard** Guild cards.');
    expect(cardDef('ARCS-F114').text).not.toContain('20–22');
    expect(cardDef('ARCS-F122A').text).toContain('(♦03–05)');
    expect(cardDef('ARCS-F203').text).toContain("Founder's next Resolution card (23)");
    expect(cardDef('ARCS-F321').text).toContain('Shipping Interest (CC04)');
    expect(cardDef('ARCS-F615A').text).toContain('Partisan Seizing (03)');
    expect(cardDef('ARCS-F2201A').text).toContain('Explain it to everyone.');
    expect(cardDef('ARCS-F2305').text).toContain('When a Rival of the Conspirator **secures any***');
  });

  it('names the setup cards as the setup-card table does', () => {
    for (const s of SETUP_CARDS) expect([cardDef(s.cardId).name, cardDef(s.cardId).kind]).toEqual([s.name, 'setup']);
  });

  it('looks cards up', () => {
    expect(findCard('ARCS-BC22')?.name).toBe('Sworn Guardians');
    expect(findCard('ARCS-NOPE')).toBeUndefined();
    expect(() => cardDef('ARCS-NOPE')).toThrow();
  });

  it('has the FAQ as question/answer pairs keyed by name', () => {
    expect(Object.keys(FAQ)).toHaveLength(122);
    expect(FAQ['Admin Union']?.[0]).toEqual({ q: 'When do you collect the action card?', a: 'At the end of the round, after all players have finished their turns.' });
    for (const entries of Object.values(FAQ)) {
      expect(entries.length).toBeGreaterThan(0);
      for (const e of entries) expect(e.q !== '' && e.a !== '' && !/^[QA]:/m.test(e.q + '\n' + e.a)).toBe(true);
    }
  });
});

describe('gen-cards', () => {
  it('parses quoted CSV with commas, doubled quotes and newlines', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n\n1,\n')).toEqual([['a', 'b'], ['x, y', 'say "hi"\nthere'], ['1', '']]);
  });

  it('splits FAQ text into pairs', () => {
    expect(buildFaq('name,text\nX,"Q: One?\nA: Yes.\n\nQ: Two,\nthree?\nA: No.\nReally.\n"\n')).toEqual({
      X: [{ q: 'One?', a: 'Yes.' }, { q: 'Two,\nthree?', a: 'No.\nReally.' }],
    });
  });

  it.skipIf(!existsSync(`${SEEDS_DIR}cards.csv`))('cards.generated.ts is up to date with shared/seeds', () => {
    const csv = readFileSync(`${SEEDS_DIR}cards.csv`, 'utf8');
    const faq = readFileSync(`${SEEDS_DIR}faq.csv`, 'utf8');
    expect(parseCsv(csv)).toHaveLength(508); // header + 507
    expect(readFileSync(OUTPUT_FILE, 'utf8')).toBe(generateCardsModule(csv, faq));
  });
});

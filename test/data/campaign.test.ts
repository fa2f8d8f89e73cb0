import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv, SEEDS_DIR } from '../../scripts/gen-cards.ts';
import { AMBITION_MARKERS, AMBITION_RESOURCES } from '../../src/data/board.ts';
import { CARDS, cardDef, type CardKind } from '../../src/data/cards.ts';
import {
  CAMPAIGN_CARDS, CAMPAIGN_CARD_ROWS, CAMPAIGN_COURT_IDS, campaignCard, fateSetCardId, fateSetRows, findCampaignCard,
  type FateNumber,
} from '../../src/data/campaign/cards.ts';
import {
  ACTS, BLIGHT, CAMPAIGN_CARD_COUNTS, CAMPAIGN_PIECES, CHAPTER_TRACK_TILE, CHAPTERS_IN_ACT, COURT_DEAL_BY_PLAYERS,
  EVENT_ACTION_CARD, EVENT_ACTION_CARD_IDS, EVENT_CARDS_BY_PLAYERS, EVENT_DIE, FAITHFUL_ACTION_CARDS, FAITHFUL_END_ACTIONS,
  FATE_LETTER_OF_ACT, FLAGSHIP_BOARD, FLIPPED_AMBITION_MARKERS, IMPERIAL_CLUSTERS_BY_ROLL, IMPERIAL_COUNCIL,
  IMPERIAL_POLICIES, NUMBER_DIE, TWO_PLAYER_AMBITION_BOX,
} from '../../src/data/campaign/components.ts';
import { EDICTS, edictNumber } from '../../src/data/campaign/edicts.ts';
import { FATE_STEPS, stepsBy, stepsFor } from '../../src/data/campaign/fate-steps.ts';
import { FATE_TOKENS, FATES, fateDef, fateOfCard, objectiveStart } from '../../src/data/campaign/fates.ts';
import {
  ACT_I_PLAYER_SETUP, ACT_I_TABLE_SETUP, ACT_II_III_SETUP, BOX_CARD_PLACEMENT, type BoxCardPlacement, CALL_TO_ORDER_ACTIONS, COUNCIL_RESOLUTION, INTERMISSION,
  NEGOTIATION_ACTIONS,
} from '../../src/data/campaign/procedures.ts';
import { CLUSTER_IDS } from '../../src/data/map.ts';

const CAMPAIGN_ID = /^ARCS-(AID|CC|FATE|F\d)/;
const csvCampaignCards = CARDS.filter((c) => CAMPAIGN_ID.test(c.id));
const letters = (from: string, to: string): string[] =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, i) => String.fromCharCode(from.charCodeAt(0) + i));

/** card-inventory.md, "Fates 1-24" table, copied verbatim (rows, physical cards, types). */
const INVENTORY = `
| 1 | Steward | A | 29 | 26 | 29/29 | Edict 5, Guild 9, Law 1, Lore 1, Objective 3, Resolution 2, Setup 3, Vox 5 |
| 2 | Founder | A | 30 | 27 | 30/30 | Edict 2, Guild 6, Law 2, Lore 2, Objective 3, Resolution 2, Setup 3, Title 5, Vox 5 |
| 3 | Magnate | A | 31 | 27 | 31/31 | Economy 2, Edict 1, Guild 10, Law 2, Monopoly 5, Objective 3, Resolution 2, Setup 3, Summit 1, Vox 2 |
| 4 | Advocate | A | 29 | 26 | 29/29 | Edict 1, Guild 12, Law 1, Lore 1, Objective 3, Reminder 1, Resolution 2, Setup 3, Summit 1, Vox 4 |
| 5 | Caretaker | A | 24 | 21 | 24/24 | Edict 1, Event 1, Guild 2, Law 2, Lore 2, Objective 3, Resolution 2, Setup 3, Summit 1, Vox 7 |
| 6 | Partisan | A | 28 | 25 | 28/28 | Ability 1, Edict 1, Guild 11, Law 1, Lore 2, Objective 3, Resolution 2, Setup 3, Vox 4 |
| 7 | Admiral | A | 24 | 21 | 24/24 | Edict 1, Guild 6, Law 1, Objective 3, Reminder 1, Resolution 2, Setup 3, Vox 7 |
| 8 | Believer | A | 35 | 31 | 26/35 | Ability 1, Action Card 9, Doctrine 2, Edict 2, Guild 6, Law 6, Objective 3, Resolution 2, Setup 3, Vox 1 |
| 9 | Pathfinder | B | 13 | 11 | 13/13 | Ability 3, Guild 1, Objective 2, Resolution 1, Setup 2, Vox 4 |
| 10 | Hegemon | B | 14 | 12 | 14/14 | Ability 1, Guild 4, Law 1, Lore 1, Objective 2, Resolution 1, Setup 2, Vox 2 |
| 11 | Planet Breaker | B | 15 | 12 | 15/15 | Ability 2, Guild 6, Lore 1, Objective 2, Resolution 1, Setup 2, Vox 1 |
| 12 | Pirate | B | 14 | 12 | 14/14 | Guild 3, Law 1, Lore 1, Objective 2, Resolution 1, Setup 2, Summit 1, Vox 3 |
| 13 | Blight Speaker | B | 15 | 13 | 15/15 | Guild 3, Lore 2, Objective 2, Resolution 1, Setup 2, Vox 5 |
| 14 | Pacifist | B | 14 | 12 | 14/14 | Ability 1, Edict 1, Guild 1, Law 1, Lore 1, Objective 2, Reminder 1, Resolution 1, Setup 2, Summit 1, Vox 2 |
| 15 | Peacekeeper | B | 13 | 11 | 13/13 | Edict 2, Guild 3, Law 1, Lore 1, Objective 2, Resolution 1, Setup 2, Summit 1 |
| 16 | Warden | B | 21 | 19 | 21/21 | Edict 1, Guild 2, Law 3, Lore 2, Objective 2, Resolution 1, Setup 2, Title 6, Vox 2 |
| 17 | Overlord | C | 4 | 3 | 4/4 | Edict 1, Guild 1, Objective 1, Setup 1 |
| 18 | Survivalist | C | 6 | 5 | 6/6 | Ability 1, Edict 1, Law 1, Lore 1, Objective 1, Setup 1 |
| 19 | Redeemer | C | 5 | 4 | 5/5 | Edict 1, Guild 1, Lore 1, Objective 1, Setup 1 |
| 20 | Guardian | C | 5 | 4 | 5/5 | Law 1, Lore 2, Objective 1, Setup 1 |
| 21 | Naturalist | C | 5 | 4 | 5/5 | Guild 1, Law 1, Lore 1, Objective 1, Setup 1 |
| 22 | Gate Wraith | C | 7 | 6 | 7/7 | Ability 1, Law 1, Lore 1, Objective 1, Reminder 1, Setup 1, Vox 1 |
| 23 | Conspirator | C | 6 | 5 | 6/6 | Ability 1, Guild 1, Law 2, Objective 1, Setup 1 |
| 24 | Judge | C | 6 | 5 | 6/6 | Edict 1, Guild 1, Lore 1, Objective 1, Setup 1, Title 1 |
`;

/** card-inventory.md type names -> cards.ts kinds. */
const KIND_OF_INVENTORY_TYPE: Record<string, CardKind> = {
  Setup: 'act-setup', 'Action Card': 'action', Ability: 'ability', Doctrine: 'doctrine', Economy: 'economy', Edict: 'edict',
  Event: 'event', Guild: 'guild', Law: 'law', Lore: 'lore', Monopoly: 'monopoly', Objective: 'objective', Reminder: 'reminder',
  Resolution: 'resolution', Summit: 'summit', Title: 'title', Vox: 'vox',
};

/** arcs-facts.md §8 "Edict numbers", copied verbatim. */
const EDICT_TABLE = `
| ARCS-AID02 Guild Envoys Depart | 00 |
| ARCS-F113 Imperial Quorum | 02 |
| ARCS-AID03/04/05 Govern the Imperial Reach | 03 |
| ARCS-F124/125/126 Govern with Authority | 03 |
| ARCS-F123 Imperial Sponsor | 05 |
| ARCS-F521 Golems Sate Their Appetite | 10 |
| ARCS-F2405 Judge Sets Agenda | 15 |
| ARCS-F318 Gain Monopolies | 20 |
| ARCS-F215 Call for Armistice | 25 |
| ARCS-F226 Mass Call for Armistice | 25 |
| ARCS-F1509 Empire Balks at Peace | 34 |
| ARCS-F1510 Peace Dividends | 35 |
| ARCS-F413 Advocate's Demand | 45 |
| ARCS-F703 Use Imperial Foundries | 55 |
| ARCS-F1412 Rebuke of the Empaths | 60 |
| ARCS-F1703 Reach Rejects Overlord | 65 |
| ARCS-F1903 Rebuke of the Keepers | 70 |
| ARCS-F619 Guilds Decry Terror | 75 |
| ARCS-F1619 Lords Gain Power | 80 |
| ARCS-F1805 Captive Release | 85 |
| ARCS-F821 Set Doctrine | 90 |
| ARCS-F827 Set Lay Doctrine | 90 |
`;

/** arcs-facts.md §8 "Objective starting spaces", copied verbatim. */
const OBJECTIVE_TABLE = `
| Act I | ARCS-F101B Steward | 2p 20 / 3p 17 / 4p 14 |
| Act I | ARCS-F201B Founder | 2p 18 / 3p 16 / 4p 14 |
| Act I | ARCS-F301B Magnate | 10 |
| Act I | ARCS-F401B Advocate | 18 |
| Act I | ARCS-F501B Caretaker | 18 |
| Act I | ARCS-F601B Partisan | 2p 12 / 3p 11 / 4p 10 |
| Act I | ARCS-F701B Admiral | 13 |
| Act I | ARCS-F801B Believer | 2p 10 / 3p 9 / 4p 8 |
| Act II | ARCS-F112B Steward | 22 |
| Act II | ARCS-F212B Founder | 2p 12 / 3p 14 / 4p 16 |
| Act II | ARCS-F312B Magnate | 12 |
| Act II | ARCS-F412B Advocate | 12 |
| Act II | ARCS-F512B Caretaker | 2p 7 / 3p 8 / 4p 9 |
| Act II | ARCS-F615B Partisan | 2p 18 / 3p 14 / 4p 12 |
| Act II | ARCS-F712B Admiral | 30 |
| Act II | ARCS-F820B Believer | 2p 20 / 3p 18 / 4p 16 |
| Act II | ARCS-F901B Pathfinder | 8 |
| Act II | ARCS-F1001B Hegemon | 14 |
| Act II | ARCS-F1101B Planet Breaker | 12 |
| Act II | ARCS-F1201B Pirate | 2p 24 / 3p 21 / 4p 18 |
| Act II | ARCS-F1301B Blight Speaker | 2p 18 / 3p 16 / 4p 14 |
| Act II | ARCS-F1401B Pacifist | 2p 16 / 3p 14 / 4p 12 |
| Act II | ARCS-F1501B Peacekeeper | 2p 18 / 3p 16 / 4p 14 |
| Act II | ARCS-F1601B Warden | 22 |
| Act III (C fates, final objectives) | ARCS-F1701B Overlord | 20 |
| Act III (C fates, final objectives) | ARCS-F1801B Survivalist | 2p 22 / 3p 18 / 4p 14 |
| Act III (C fates, final objectives) | ARCS-F1901B Redeemer | 2p 16 / 3p 14 / 4p 12 |
| Act III (C fates, final objectives) | ARCS-F2001B Guardian | 2p 20 / 3p 18 / 4p 16 |
| Act III (C fates, final objectives) | ARCS-F2101B Naturalist | 2p 18 / 3p 16 / 4p 14 |
| Act III (C fates, final objectives) | ARCS-F2201B Gate Wraith | 2p 24 / 3p 21 / 4p 18 |
| Act III (C fates, final objectives) | ARCS-F2301B Conspirator | 2p 12 / 3p 9 / 4p 6 |
| Act III (C fates, final objectives) | ARCS-F2401B Judge | 6 |
`;

/** arcs-facts.md §8 "Flagship board", copied verbatim. */
const FLAGSHIP_TABLE = `
| 1 | Slipstream Drive | fuel | relic |
| 2 | Tractor Beam | relic | weapon |
| 3 | Control Array | psionic | material |
| 4 | Defense Array | weapon | psionic |
| 5 | Ship Crane | material | fuel |
| 6 | Hull | any | any |
`;

/** arcs-facts.md §8 lines, copied verbatim. */
const CHAPTER_LINE = 'Act III side has chapters 1–4 with grand-ambition Power **one/both**: ch1 2/4, ch2 3/8, ch3 4/14, ch4 5/20.';
const FAITHFUL_LINE = 'number → pips (same pips on both ends): 1→4, 2→4, 3→3, 4→3, 5→3, 6→2, 7→2, 8→1, 9→1. Zeal end: Move/Influence/Battle/Tax; Wisdom end: Build/Repair/Secure';

const tableRows = (table: string): string[][] =>
  table.trim().split('\n').map((line) => line.split('|').slice(1, -1).map((c) => c.trim()));
const ROMAN = { 1: 'I', 2: 'II', 3: 'III' } as const;

describe('campaign card metadata', () => {
  it('has exactly one row per campaign card of cards.csv, in CSV order', () => {
    expect(CAMPAIGN_CARD_ROWS.map((r) => r.id)).toEqual(csvCampaignCards.map((c) => c.id));
    expect(new Set(CAMPAIGN_CARDS.map((c) => c.id)).size).toBe(CAMPAIGN_CARDS.length);
    const count = (g: string) => CAMPAIGN_CARDS.filter((c) => c.group === g).length;
    expect([count('aid'), count('court'), count('fate'), count('fate-set')]).toEqual([10, 15, 24, 393]);
    expect(CAMPAIGN_CARDS).toHaveLength(442);
    // Every other card in the CSV is a base-game card.
    for (const c of CARDS) if (!CAMPAIGN_ID.test(c.id)) expect(c.tags, c.id).toContain('Base');
    for (const c of csvCampaignCards) expect(c.tags, c.id).toContain('Blighted Reach');
  });

  it.skipIf(!existsSync(`${SEEDS_DIR}cards.csv`))('matches the raw cards.csv ids', () => {
    const [, ...rows] = parseCsv(readFileSync(`${SEEDS_DIR}cards.csv`, 'utf8'));
    expect(CAMPAIGN_CARD_ROWS.map((r) => r.id)).toEqual(rows.map((r) => r[0]!).filter((id) => CAMPAIGN_ID.test(id)));
  });

  it('reads group, Fate, number and side from the printed corner code', () => {
    for (const c of CAMPAIGN_CARDS) {
      const m = /^ARCS-(AID|CC|FATE|F)(\d+?)(\d\d)?([AB])?$/.exec(c.id)!;
      const [, prefix, a, b, side] = m;
      const fate = prefix === 'F' ? Number(a) : prefix === 'FATE' ? Number(`${a}${b ?? ''}`) : null;
      const number = prefix === 'F' ? Number(b) : Number(`${a}${b ?? ''}`);
      expect({ group: c.group, fate: c.fate, number: c.number, side: c.side }, c.id).toEqual({
        group: { AID: 'aid', CC: 'court', FATE: 'fate', F: 'fate-set' }[prefix!], fate, number, side: side ?? null,
      });
      expect(c.card, c.id).toBe(side ? c.id.slice(0, -1) : c.id);
    }
  });

  it('names each Fate-set card by the Fate its CSV tag names', () => {
    for (const c of CAMPAIGN_CARDS.filter((x) => x.fate !== null)) {
      expect(cardDef(c.id).tags, c.id).toContain(fateDef(c.fate!).name);
    }
  });

  it('has the kind of the CSV type tag', () => {
    for (const c of CAMPAIGN_CARDS) expect(c.kind, c.id).toBe(cardDef(c.id).kind);
  });

  it('pairs two-sided cards both ways; setup cards are Setup (A) over objective (B)', () => {
    const sided = CAMPAIGN_CARDS.filter((c) => c.side !== null);
    for (const c of sided) {
      const other = campaignCard(c.otherSide!);
      expect([other.otherSide, other.card, other.side], c.id).toEqual([c.id, c.card, c.side === 'A' ? 'B' : 'A']);
    }
    for (const c of CAMPAIGN_CARDS) {
      if (c.kind === 'act-setup') expect([c.side, campaignCard(c.otherSide!).kind], c.id).toEqual(['A', 'objective']);
      if (c.kind === 'objective') expect(c.side, c.id).toBe('B');
    }
    // Two-sided cards other than setup cards: the Council, the titles, the Flagship aid, and four Fate cards.
    expect(sided.filter((c) => c.side === 'A' && c.kind !== 'act-setup').map((c) => c.card)).toEqual([
      'ARCS-AID01', 'ARCS-AID06', 'ARCS-AID10', 'ARCS-F326', 'ARCS-F822', 'ARCS-F1103',
    ]);
    expect(sided.filter((c) => c.kind === 'act-setup')).toHaveLength(48);
  });

  it('gives Guilds their printed suit and keys: the CSV with D4 (CC09 1 key), D5 and D6 (Weapon) corrected', () => {
    for (const c of CAMPAIGN_CARDS) {
      const def = cardDef(c.id);
      expect([c.suit, c.keys], c.id).toEqual([def.suit, def.keys]);
      expect(c.suit === null, c.id).toBe(c.kind !== 'guild');
    }
    expect([campaignCard('ARCS-CC09').keys, campaignCard('ARCS-F1305').suit, campaignCard('ARCS-F1503').suit]).toEqual([1, 'weapon', 'weapon']);
    expect(campaignCard('ARCS-F1503').keys).toBe(0); // protected
    expect(campaignCard('ARCS-FATE13').keys).toBeNull(); // D10
  });

  it.skipIf(!existsSync(`${SEEDS_DIR}cards.csv`))('differs from the raw CSV suit/keys exactly at D4-D6 (and D10 drops a Fate card key)', () => {
    const [, ...rows] = parseCsv(readFileSync(`${SEEDS_DIR}cards.csv`, 'utf8'));
    const diffs: string[] = [];
    for (const [id, , , tags, keys] of rows as [string, string, string, string, string][]) {
      const c = findCampaignCard(id);
      if (!c) continue;
      const csvSuit = ['Material', 'Fuel', 'Weapon', 'Relic', 'Psionic'].find((s) => tags.split(',').includes(s))?.toLowerCase() ?? null;
      const csvKeys = keys === '' ? null : Number(keys);
      if (c.kind === 'guild' ? csvSuit !== c.suit || csvKeys !== c.keys : csvKeys !== null) diffs.push(id);
    }
    expect(diffs).toEqual(['ARCS-CC09', 'ARCS-FATE13', 'ARCS-F1305', 'ARCS-F1503']);
  });

  const FACTS = `${SEEDS_DIR}../reference/arcs-facts.json`;
  it.skipIf(!existsSync(FACTS))('agrees with the Guilds checked on the art (arcs-facts.json courtCards)', () => {
    const facts = JSON.parse(readFileSync(FACTS, 'utf8')) as { courtCards: Record<string, { value: { id: string; type: string; suit?: string; raidKeys?: number }[] }> };
    const art = [...facts.courtCards.campaign!.value, ...facts.courtCards.fateGuilds!.value].filter((g) => g.type === 'guild');
    expect(art).toHaveLength(100);
    expect(art.map((g) => [g.id, g.suit, g.raidKeys])).toEqual(
      CAMPAIGN_CARDS.filter((c) => c.kind === 'guild').map((c) => [c.id, c.suit, c.keys]),
    );
  });

  it('has the campaign Court: 10 Guilds (2 per suit) and 5 Vox', () => {
    expect(CAMPAIGN_COURT_IDS).toEqual(Array.from({ length: 15 }, (_, i) => `ARCS-CC${String(i + 1).padStart(2, '0')}`));
    const guilds = CAMPAIGN_COURT_IDS.map(campaignCard).filter((c) => c.kind === 'guild');
    expect(guilds).toHaveLength(CAMPAIGN_CARD_COUNTS.campaignCourtGuild);
    for (const suit of ['material', 'fuel', 'weapon', 'relic', 'psionic']) expect(guilds.filter((c) => c.suit === suit)).toHaveLength(2);
    expect(CAMPAIGN_COURT_IDS.map(campaignCard).filter((c) => c.kind === 'vox')).toHaveLength(CAMPAIGN_CARD_COUNTS.campaignCourtVox);
    expect(cardDef('ARCS-CC05').name).toBe('Skirmishers'); // D3
  });

  it('has the aid cards with their printed marks and copies (♦01-13)', () => {
    const aids = CAMPAIGN_CARDS.filter((c) => c.group === 'aid');
    expect(aids.map((c) => [c.id, c.number, c.kind, c.copies])).toEqual([
      ['ARCS-AID01A', 1, 'aid', 1], ['ARCS-AID01B', 1, 'aid', 1], ['ARCS-AID02', 2, 'edict', 1], ['ARCS-AID03', 3, 'edict', 1],
      ['ARCS-AID04', 4, 'edict', 1], ['ARCS-AID05', 5, 'edict', 1], ['ARCS-AID06A', 6, 'title', 4], ['ARCS-AID06B', 6, 'title', 4],
      ['ARCS-AID10A', 10, 'ability', 4], ['ARCS-AID10B', 10, 'ability', 4],
    ]);
    expect(campaignCard('ARCS-AID06A').copies).toBe(CAMPAIGN_CARD_COUNTS.regentOutlawTitles);
    expect(campaignCard('ARCS-AID10A').copies).toBe(CAMPAIGN_CARD_COUNTS.flagshipUpgradeAids);
    expect(CAMPAIGN_CARDS.filter((c) => c.group !== 'aid').every((c) => c.copies === 1)).toBe(true);
    expect([cardDef(IMPERIAL_COUNCIL.inSession).name, cardDef(IMPERIAL_COUNCIL.decided).name]).toEqual(['Imperial Council in Session', 'Imperial Council Decided']);
  });

  it('counts rows, physical cards and kinds per Fate as card-inventory.md does', () => {
    const rows = tableRows(INVENTORY);
    expect(rows).toHaveLength(24);
    for (const [n, name, letter, faces, physical, , types] of rows) {
      const fate = Number(n) as FateNumber;
      const set = fateSetRows(fate);
      expect([fateDef(fate).name, fateDef(fate).letter], name).toEqual([name, letter]);
      expect(set, name).toHaveLength(Number(faces));
      expect(new Set(set.map((c) => c.card)).size, name).toBe(Number(physical));
      const kinds: Record<string, number> = {};
      for (const c of set) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
      const expected = Object.fromEntries(types!.split(', ').map((t) => {
        const [, type, k] = /^(.+) (\d+)$/.exec(t)!;
        return [KIND_OF_INVENTORY_TYPE[type!]!, Number(k)];
      }));
      expect(kinds, name).toEqual(expected);
    }
  });

  it("numbers each Fate's set 01..setSize with no gap, and files each card in the Act section of the setup before it", () => {
    for (const f of FATES) {
      const set = fateSetRows(f.fate);
      const numbers = [...new Set(set.map((c) => c.number))];
      expect(numbers, f.name).toEqual(Array.from({ length: f.setSize }, (_, i) => i + 1));
      expect(set.map((c) => c.number), f.name).toEqual([...set.map((c) => c.number)].sort((a, b) => a - b));
      const setupNumbers = f.acts.map((a) => campaignCard(`${a.setup}A`).number);
      expect(setupNumbers[0], f.name).toBe(1);
      for (const c of set) {
        const section = setupNumbers.filter((n) => n <= c.number).length - 1;
        expect(c.act, c.id).toBe(f.acts[section]!.act);
      }
    }
  });

  it('looks cards up', () => {
    expect(findCampaignCard('ARCS-BC01')).toBeUndefined();
    expect(() => campaignCard('ARCS-NOPE')).toThrow();
    expect(fateSetCardId(11, 3)).toBe('ARCS-F1103');
    expect(campaignCard('ARCS-F1103A').card).toBe('ARCS-F1103');
  });
});

describe('Fates', () => {
  it('has the 24 Fates: 1-8 A, 9-16 B, 17-24 C, named as their Fate cards', () => {
    expect(FATES.map((f) => f.fate)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const f of FATES) {
      expect(f.cardId).toBe(`ARCS-FATE${String(f.fate).padStart(2, '0')}`);
      expect([cardDef(f.cardId).name, cardDef(f.cardId).kind]).toEqual([f.name, 'fate']);
      expect(f.letter).toBe(f.fate <= 8 ? 'A' : f.fate <= 16 ? 'B' : 'C');
      expect(fateOfCard(f.cardId)).toBe(f);
    }
    expect(() => fateDef(25 as FateNumber)).toThrow();
  });

  it('plays A Fates in Acts I-III, B in II-III, C in III, with a setup, objective and (before Act III) a Resolution each', () => {
    for (const f of FATES) {
      const first = { A: 1, B: 2, C: 3 }[f.letter];
      expect(f.acts.map((a) => a.act), f.name).toEqual(ACTS.filter((a) => a >= first));
      expect(FATE_LETTER_OF_ACT[f.acts[0]!.act]).toBe(f.letter);
      for (const a of f.acts) {
        const setup = campaignCard(`${a.setup}A`);
        const objective = campaignCard(a.objective);
        expect([setup.kind, setup.fate, setup.act, objective.kind, objective.card], a.setup).toEqual(['act-setup', f.fate, a.act, 'objective', a.setup]);
        if (a.act === 3) {
          expect(a.resolution, a.setup).toBeNull();
          expect(a.goal).toBe(f.letter === 'C' ? 'final-objective' : 'grand-ambitions');
        } else {
          const res = campaignCard(a.resolution!);
          expect([res.kind, res.fate, res.act, a.goal], a.resolution!).toEqual(['resolution', f.fate, a.act, 'objective']);
        }
      }
      // Every setup and Resolution card of the set is one of these.
      const listed = f.acts.flatMap((a) => [`${a.setup}A`, a.resolution].filter((x) => x !== null));
      expect(fateSetRows(f.fate).filter((c) => c.kind === 'act-setup' || c.kind === 'resolution').map((c) => c.id).sort()).toEqual(listed.sort());
    }
  });

  it("names setup and Resolution cards after their Fate and Act, apart from the CSV's known slips", () => {
    const slips: Record<string, string> = {
      'ARCS-F212A': "Founder Act II Setup'", // stray apostrophe (D11)
      'ARCS-F604': 'Partisan Act 1 Resolution',
      'ARCS-F701A': 'Admiral Act 1 Setup',
      'ARCS-F1110': 'Planet Breaker Act III Resolution', // it is the Act II Resolution (D11)
      'ARCS-F1701A': 'Overlord Act II Setup', // a C Fate: the Act III setup (its B side says Act III)
    };
    for (const f of FATES) {
      for (const a of f.acts) {
        for (const [id, word] of [[`${a.setup}A`, 'Setup'], [a.resolution, 'Resolution']] as const) {
          if (id === null) continue;
          expect(cardDef(id).name, id).toBe(slips[id] ?? `${f.name} Act ${ROMAN[a.act]} ${word}`);
        }
      }
    }
  });

  it('has the objective starting spaces of §8, by player count where printed', () => {
    const rows = tableRows(OBJECTIVE_TABLE);
    const expected = rows.map(([act, card, start]) => {
      const [id] = card!.split(' ');
      const m = /^2p (\d+) \/ 3p (\d+) \/ 4p (\d+)$/.exec(start!);
      return [act!.split(' ')[1], id, m ? { 2: Number(m[1]), 3: Number(m[2]), 4: Number(m[3]) } : Number(start)];
    });
    const actual = FATES.flatMap((f) => f.acts.filter((a) => a.goal !== 'grand-ambitions').map((a) => [ROMAN[a.act], a.objective, a.start]));
    expect(actual.sort()).toEqual(expected.sort());
    expect(FATES.flatMap((f) => f.acts).filter((a) => a.goal === 'grand-ambitions').every((a) => a.start === null)).toBe(true);
    expect(objectiveStart(fateDef(1).acts[0]!.start, 3)).toBe(17);
    expect(objectiveStart(fateDef(7).acts[0]!.start, 2)).toBe(13);
    expect(objectiveStart(null, 4)).toBeNull();
  });

  it('gives a Flagship to exactly the Fates whose setup says so, with the pieces it names', () => {
    const names = Object.fromEntries(FLAGSHIP_BOARD.map((s) => [s.upgrade, s.name]));
    for (const f of FATES) {
      const texts = f.acts.map((a) => cardDef(`${a.setup}A`).text);
      const gains = texts.findIndex((t) => t.includes('**You gain a Flagship**'));
      expect(gains === -1 ? null : f.acts[gains]!.act, f.name).toBe(f.flagship?.act ?? null);
      if (f.flagship) {
        const text = texts[gains]!;
        for (const u of f.flagship.starports) expect(text, f.name).toMatch(new RegExp(`starports? (each )?on your [\\w ]*${names[u]}`));
        for (const u of f.flagship.cities) expect(text, f.name).toContain(`city on your ${names[u]}`);
      }
    }
  });

  it('names each Fate token in its source setup text, with its count', () => {
    for (const t of FATE_TOKENS) {
      const c = campaignCard(t.source);
      // The Act setup that brings the token in, or (Broken World, the back of a Hammer Fragment) the ability card naming it (Breaking Worlds ARCS-F1103B).
      expect([c.kind, c.fate], t.name).toEqual([t.name === 'Broken World' ? 'ability' : 'act-setup', t.fate]);
      const text = cardDef(t.source).text;
      expect(text, t.name).toContain(t.name);
      if (t.name === 'Ceasefire') expect(text).toContain('1 Ceasefire token near each cluster');
      // Broken World: the back of the Hammer Fragments (their count is the Hammer's).
      else if (t.count > 1 && t.name !== 'Broken World') expect(text, t.name).toMatch(new RegExp(`\\b${t.count}\\s${t.name}`));
    }
    expect(FATE_TOKENS.find((t) => t.name === 'Ceasefire')!.count).toBe(CLUSTER_IDS.length);
  });
});

describe('Edicts', () => {
  it('numbers every Edict card of cards.csv once, as §8 lists them', () => {
    const expected = tableRows(EDICT_TABLE).flatMap(([card, n]) => {
      const [, prefix, nums, name] = /^ARCS-(AID|F)([\d/]+) (.+)$/.exec(card!)!;
      return nums!.split('/').map((x) => ({ cardId: `ARCS-${prefix}${x}`, number: Number(n), name }));
    });
    expect(EDICTS.map((e) => ({ ...e, name: cardDef(e.cardId).name })).sort((a, b) => a.cardId.localeCompare(b.cardId)))
      .toEqual(expected.sort((a, b) => a.cardId.localeCompare(b.cardId)));
    expect(EDICTS.map((e) => e.cardId).sort()).toEqual(CAMPAIGN_CARDS.filter((c) => c.kind === 'edict').map((c) => c.id).sort());
    expect(EDICTS.map((e) => e.number)).toEqual([...EDICTS.map((e) => e.number)].sort((a, b) => a - b));
    expect(edictNumber('ARCS-AID02')).toBe(0);
    expect(() => edictNumber('ARCS-F101A')).toThrow();
  });
});

/**
 * Card references printed in a setup or Resolution text: "(05)", "(10–11)", "( 02 )", "(♦03–05)",
 * "(CC01)", in text order, as full ids (a range gives each id).
 */
function references(fate: number, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\(\s*(♦|CC)?(\d\d)\s*(?:[–-]\s*(\d\d))?\s*\)/g)) {
    const [, prefix, from, to] = m;
    for (let n = Number(from); n <= Number(to ?? from); n++) {
      const nn = String(n).padStart(2, '0');
      out.push(prefix === '♦' ? `ARCS-AID${nn}` : prefix === 'CC' ? `ARCS-CC${nn}` : `ARCS-F${fate}${nn}`);
    }
  }
  return out;
}

describe('Fate Set steps (where the set puts its cards)', () => {
  it('comes from setup A sides and Resolution cards of the same Fate, and moves real cards', () => {
    const physical = new Set(CAMPAIGN_CARDS.map((c) => c.card));
    for (const st of FATE_STEPS) {
      const by = campaignCard(st.by);
      expect(by.fate, st.by).toBe(st.fate);
      expect(by.kind, st.by).toBe(st.when === 'setup' ? 'act-setup' : 'resolution');
      expect(st.cards.length, st.by).toBeGreaterThan(0);
      for (const id of [...st.cards, ...(st.under ? [st.under] : [])]) expect(physical.has(id), `${st.by} -> ${id}`).toBe(true);
      expect(st.under !== undefined, st.by).toBe(st.to === 'tucked' || st.to === 'behind-resolution');
    }
    // Every setup card places cards, but Planet Breaker's Act III setup (pieces only).
    for (const f of FATES) for (const a of f.acts) expect(stepsBy(`${a.setup}A`, 'setup').length > 0, a.setup).toBe(a.setup !== 'ARCS-F1112');
  });

  /** References in the texts that do not move the card (the card is only named). */
  const NAMED_ONLY: Record<string, readonly string[]> = {
    'ARCS-F507 completed': ['ARCS-F503'], // Golem tokens onto Golem Hearth
    'ARCS-F829A': ['ARCS-F823', 'ARCS-F822'], // tuck in front of Doctrinal Faith; flip the Doctrine card
    'ARCS-F1110 completed': ['ARCS-F1103'], // record the pieces on Breaking Worlds
    'ARCS-F1110 failed': ['ARCS-F1103'], // resolve the Hammer Fragments text (and the card goes to the supply)
    'ARCS-F1112A': ['ARCS-F1103'], // put the pieces back on Breaking Worlds
    'ARCS-F2201A': ['ARCS-F2203'], // resolve step 3 of Breaking Gates (also gained)
  };

  /** Cards a text moves without printing their numbers: [words it uses, ids]. */
  const FAITHFUL = FAITHFUL_ACTION_CARDS.map((c) => c.cardId);
  const UNNUMBERED: Record<string, readonly [string, readonly string[]]> = {
    'ARCS-F815 completed': ['Add all Faithful action cards left in their stack to the Court deck.', FAITHFUL],
    'ARCS-F815 failed': ['Add all Faithful action cards left in their stack to the Court deck.', FAITHFUL],
  };

  it('moves exactly the cards each setup and Resolution text refers to, branch by branch', () => {
    for (const f of FATES) {
      for (const by of f.acts.flatMap((a) => [`${a.setup}A`, a.resolution]).filter((x): x is string => x !== null)) {
        const text = cardDef(by).text;
        const branches: [string, string][] = campaignCard(by).kind === 'act-setup'
          ? [['setup', text]]
          : (() => {
            const i = text.indexOf('**If you failed your objective:**');
            expect(i, by).toBeGreaterThan(0);
            return [['completed', text.slice(0, i)], ['failed', text.slice(i)]];
          })();
        for (const [when, part] of branches) {
          const steps = stepsBy(by, when as 'setup');
          const moved = new Set(steps.flatMap((st) => [...st.cards, ...(st.under ? [st.under] : [])]));
          let refs = references(f.fate, part);
          if (by === 'ARCS-F1408A') {
            // errata.md: "Pacifist … Its card references are 09 through 12, in the order listed."
            expect(refs).toEqual(['ARCS-F1413', 'ARCS-F1414', 'ARCS-F1414', 'ARCS-F1415']);
            refs = ['ARCS-F1409', 'ARCS-F1410', 'ARCS-F1411', 'ARCS-F1412'];
          }
          const unnumbered = UNNUMBERED[`${by} ${when}`];
          if (unnumbered) {
            expect(part, by).toContain(unnumbered[0]);
            refs = [...refs, ...unnumbered[1]];
          }
          const named = NAMED_ONLY[`${by} ${when}`] ?? NAMED_ONLY[by] ?? [];
          const strip = (xs: Iterable<string>): string[] => [...new Set(xs)].filter((r) => !named.includes(r)).sort();
          expect(strip(refs), `${by} ${when}`).toEqual(strip(moved));
          for (const n of named) expect(refs, `${by} ${when} names ${n}`).toContain(n);
        }
      }
    }
  });

  it('places every card of every set somewhere, except setup and Resolution cards', () => {
    for (const f of FATES) {
      for (const c of fateSetRows(f.fate)) {
        if (c.side === 'B') continue;
        const moved = stepsFor(c.card).length > 0;
        expect(moved, c.id).toBe(c.kind !== 'act-setup' && c.kind !== 'resolution');
      }
    }
  });

  it('sends a card to one place per branch unless the step says which ones', () => {
    const keys = new Map<string, string[]>();
    for (const st of FATE_STEPS) {
      if (st.partial) continue;
      for (const c of st.cards) {
        const k = `${st.by} ${st.when} ${c}`;
        keys.set(k, [...(keys.get(k) ?? []), st.to]);
      }
    }
    for (const [k, to] of keys) expect(to, k).toHaveLength(1);
  });

  it('applies the errata card references (Steward 20-21 and ♦03-05, Founder 23, Partisan 03)', () => {
    expect(stepsBy('ARCS-F114', 'failed').flatMap((s) => s.cards)).toContain('ARCS-F121');
    expect(stepsBy('ARCS-F114', 'failed').flatMap((s) => s.cards)).not.toContain('ARCS-F122');
    expect(stepsBy('ARCS-F122A').find((s) => s.to === 'scrap')!.cards).toEqual(['ARCS-AID03', 'ARCS-AID04', 'ARCS-AID05']);
    expect(stepsBy('ARCS-F203', 'completed').find((s) => s.to === 'behind-resolution')!.under).toBe('ARCS-F223');
    expect(stepsBy('ARCS-F615A').find((s) => s.to === 'map-reminder')!.cards).toEqual(['ARCS-F603']);
    expect(campaignCard('ARCS-F223').kind).toBe('resolution');
  });
});

describe('campaign components (§8)', () => {
  it('has the event die: Crisis and Edict faces, each with each planet symbol once', () => {
    expect(EVENT_DIE).toHaveLength(6);
    for (const event of ['crisis', 'edict']) {
      expect(EVENT_DIE.filter((f) => f.event === event).map((f) => f.symbol).sort()).toEqual(['arrow', 'crescent', 'hex']);
    }
    expect(NUMBER_DIE).toEqual(CLUSTER_IDS);
  });

  it('sets up the rolled cluster and the next clockwise as Imperial', () => {
    for (const n of NUMBER_DIE) expect(IMPERIAL_CLUSTERS_BY_ROLL[n]).toEqual([n, (n % 6) + 1]);
  });

  it('has the chapter track tile: 3 chapters in Acts I-II, 4 in Act III with the grand-ambition Power', () => {
    const expected = Object.fromEntries([...CHAPTER_LINE.matchAll(/ch(\d) (\d+)\/(\d+)/g)].map((m) => [Number(m[1]), { one: Number(m[2]), both: Number(m[3]) }]));
    const [side12, side3] = CHAPTER_TRACK_TILE;
    expect([side12.acts, side12.chapters, side12.grandAmbitionPower]).toEqual([[1, 2], 3, null]);
    expect([side3.acts, side3.chapters, side3.grandAmbitionPower]).toEqual([[3], 4, expected]);
    expect(CHAPTERS_IN_ACT).toEqual({ 1: 3, 2: 3, 3: 4 });
    for (const s of CHAPTER_TRACK_TILE) for (const a of s.acts) expect(CHAPTERS_IN_ACT[a]).toBe(s.chapters);
  });

  it('has the Flagship board of §8', () => {
    expect(FLAGSHIP_BOARD.map((s) => [String(s.position), s.name, s.upgradeSlot, s.armorSlot])).toEqual(tableRows(FLAGSHIP_TABLE));
    // The Flagship Upgrades aid (ARCS-AID10A/B) names the same six Upgrades.
    const aid = cardDef('ARCS-AID10A').text + cardDef('ARCS-AID10B').text;
    for (const s of FLAGSHIP_BOARD) expect(aid).toContain(`**${s.name}**`);
  });

  it('has the pieces and cards in the box', () => {
    expect([CAMPAIGN_PIECES.imperialShips, CAMPAIGN_PIECES.freeCities, CAMPAIGN_PIECES.freeStarports, CAMPAIGN_PIECES.blight]).toEqual([15, 28, 14, 24]);
    expect(CAMPAIGN_CARD_COUNTS.fateCards).toBe(FATES.length);
    expect(CAMPAIGN_CARD_COUNTS.edicts).toBe(CAMPAIGN_CARDS.filter((c) => c.group === 'aid' && c.kind === 'edict').length);
    expect(EVENT_ACTION_CARD_IDS).toHaveLength(CAMPAIGN_CARD_COUNTS.eventActionCards);
    expect(EVENT_CARDS_BY_PLAYERS).toEqual({ 2: 2, 3: 2, 4: 3 });
    expect(COURT_DEAL_BY_PLAYERS).toEqual({ 2: 3, 3: 4, 4: 4 });
    expect(campaignCard('ARCS-F515').kind).toBe('event'); // the Caretaker's extra Event card
    expect(cardDef('ARCS-F515').text).toMatch(/You cannot Lead this, Copy w\w+ this, or discard this to seize the initiative/);
    expect([EVENT_ACTION_CARD.canLead, EVENT_ACTION_CARD.canCopy, EVENT_ACTION_CARD.canSeize]).toEqual([false, false, false]);
    expect(BLIGHT.crisisHits).toEqual({ fresh: 3, damaged: 1 });
  });

  it("has Believer's Faithful action cards with the pips of §8", () => {
    const expected = [...FAITHFUL_LINE.matchAll(/(\d)→(\d)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(FAITHFUL_ACTION_CARDS.map((c) => [c.number, c.pips])).toEqual(expected);
    expect(FAITHFUL_ACTION_CARDS.map((c) => c.cardId)).toEqual(CAMPAIGN_CARDS.filter((c) => c.kind === 'action').map((c) => c.id));
    for (const c of FAITHFUL_ACTION_CARDS) expect([cardDef(c.cardId).name, cardDef(c.cardId).text]).toEqual(['Faithful Action Card', '']);
    const [, zeal, wisdom] = /Zeal end: (\S+); Wisdom end: (\S+)/.exec(FAITHFUL_LINE)!;
    expect(FAITHFUL_END_ACTIONS.zeal).toEqual(zeal!.toLowerCase().split('/'));
    expect(FAITHFUL_END_ACTIONS.wisdom).toEqual(wisdom!.toLowerCase().split('/'));
  });

  it('has the three Imperial Policies as their Govern the Imperial Reach cards print them', () => {
    const words = { war: 'War', peace: 'Peace', escalation: 'Escalation' } as const;
    for (const p of IMPERIAL_POLICIES) {
      const text = cardDef(p.cardId).text;
      expect(text, p.cardId).toContain(`**A Policy of ${words[p.policy]}**`);
      const demand = /\*\*1\. Collect Demand:\*\*([^\n]*)/.exec(text)![1]!;
      for (const d of p.demand) expect(demand.toLowerCase(), p.cardId).toContain(d);
      expect(demand.includes('Imperial Trust'), p.cardId).toBe(p.demandTo === 'imperial-trust');
      expect(edictNumber(p.cardId)).toBe(3);
    }
    expect(IMPERIAL_POLICIES.map((p) => p.policy).sort()).toEqual(['escalation', 'peace', 'war']);
  });

  it('puts 2-player resources on the boxes whose ambition counts them, Weapons on Warlord', () => {
    for (const [res, amb] of Object.entries(TWO_PLAYER_AMBITION_BOX)) {
      if (res === 'weapon') expect(amb).toBe('warlord');
      else expect(AMBITION_RESOURCES[amb]).toContain(res);
    }
  });

  it('flips the lowest ambition markers in Acts II and III', () => {
    const byLowest = [...AMBITION_MARKERS].sort((a, b) => a.blue[0] - b.blue[0]).map((m) => m.id);
    expect(FLIPPED_AMBITION_MARKERS).toEqual({ 1: [], 2: byLowest.slice(0, 1), 3: byLowest.slice(0, 2) });
  });
});

describe('campaign procedures', () => {
  it('letters the steps as the rulebook does', () => {
    expect(ACT_I_TABLE_SETUP.map((s) => s.step)).toEqual(letters('A', 'Q'));
    expect(ACT_I_PLAYER_SETUP.map((s) => s.step)).toEqual(letters('A', 'K'));
    expect(ACT_II_III_SETUP.map((s) => s.step)).toEqual(letters('A', 'H'));
    expect([...new Set(INTERMISSION.map((s) => s.step[0]))]).toEqual(letters('A', 'F'));
    const twoPlayerOnly = (xs: readonly { step: string; players?: readonly number[] }[]) => xs.filter((s) => s.players?.join() === '2').map((s) => s.step);
    expect([twoPlayerOnly(ACT_I_TABLE_SETUP), twoPlayerOnly(ACT_II_III_SETUP), twoPlayerOnly(INTERMISSION)]).toEqual([['L', 'Q'], ['E'], ['C3']]);
  });

  it('places every aid and campaign Court card once', () => {
    const placed = BOX_CARD_PLACEMENT.flatMap((p) => p.cards);
    expect(placed.sort()).toEqual([...new Set(CAMPAIGN_CARDS.filter((c) => c.group === 'aid' || c.group === 'court').map((c) => c.card))].sort());
    expect((BOX_CARD_PLACEMENT as readonly BoxCardPlacement[]).find((p) => p.cards.includes('ARCS-AID02'))!.players).toEqual([2]);
    expect(cardDef('ARCS-AID02').text).toContain('only used in two-player games');
  });

  it('names the Summit actions and the Council steps as the rulebook and the Council card do', () => {
    const md = (name: string) => name.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ').replace(' To ', ' to ').replace(' The ', ' the ');
    const rulebook = `${SEEDS_DIR}002_3b3d8cfa90e09719.txt`;
    if (existsSync(rulebook)) {
      const text = readFileSync(rulebook, 'utf8');
      for (const a of [...CALL_TO_ORDER_ACTIONS, ...NEGOTIATION_ACTIONS]) expect(text, a).toContain(`**${md(a)}:**`);
    }
    const council = cardDef('ARCS-AID01B').text;
    for (const s of COUNCIL_RESOLUTION) expect(council).toContain(`${s.step}. `);
    expect(council).not.toContain('5. ');
  });

  const PDF = `${SEEDS_DIR}campaign-rulebook.pdftotext.txt`;
  it.skipIf(!existsSync(PDF))('finds every Act I table step letter in the rulebook text', () => {
    const text = readFileSync(PDF, 'utf8');
    for (const s of [...ACT_I_TABLE_SETUP, ...ACT_I_PLAYER_SETUP, ...ACT_II_III_SETUP]) expect(text, s.step).toMatch(new RegExp(`(^|\\s)${s.step}\\. \\S`, 'm'));
    expect(text).toContain('If no one has the First Regent tile from their');
  });
});

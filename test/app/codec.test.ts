import { describe, expect, it } from 'vitest';
import { decisionRows } from '../../src/app/components.ts';
import { decodeId, encodeId, MAX_CUSTOM_ID } from '../../src/app/custom-id.ts';
import { cardChoices, cardText, draftGuide } from '../../src/app/cards.ts';
import { cardDef } from '../../src/data/cards.ts';
import { LEADER_IDS, LORE_IDS } from '../../src/engine/leaders/data.ts';
import { t } from '../../src/app/messages.ts';
import { msg } from '../../src/engine/messages.ts';

const GAME = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';
const NAMES = { players: [{ colour: 'red' }, { colour: 'blue' }] };

describe('custom ids', () => {
  it('round-trips every kind within 100 characters', () => {
    const ids = [
      { k: 'o', game: GAME, seq: 123456, opt: 24 },
      { k: 's', game: GAME, seq: 7, page: 3 },
      { k: 'p', game: GAME, seq: 7, page: 1 },
      { k: 't', game: GAME },
      { k: 'h', game: GAME },
      { k: 'j', game: GAME, colour: 'yellow' },
      { k: 'l', game: GAME },
      { k: 'g', game: GAME },
    ] as const;
    for (const id of ids) {
      const s = encodeId(id);
      expect(s.length).toBeLessThanOrEqual(MAX_CUSTOM_ID);
      expect(decodeId(s)).toEqual(id);
    }
  });
  it('rejects forged and malformed ids', () => {
    for (const bad of ['', 'x', 'a0:o:g:1:2', 'a1:o:g:1', 'a1:o:g:1:2:3', 'a1:o:g:-1:2', 'a1:o:g:1:x', 'a1:zz:g', 'a1:j:g:purple', 'a1:o:bad id:1:1', 'a1:t:' + 'x'.repeat(99), 42, null]) {
      expect(decodeId(bad)).toBeNull();
    }
  });
});

describe('decision components', () => {
  const opts = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `o${i}`, label: msg('core.card', { card: `Option ${i} `.repeat(i === 0 ? 20 : 1).trim() }) }));
  it('a few options are buttons with short labels', () => {
    const rows = decisionRows(GAME, { options: opts(5), openedAt: 9 }, NAMES);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.type).toBe('buttons');
    if (rows[0]!.type === 'buttons') {
      expect(rows[0]!.buttons).toHaveLength(5);
      expect(rows[0]!.buttons[0]!.label.length).toBeLessThanOrEqual(80);
      expect(decodeId(rows[0]!.buttons[4]!.customId)).toEqual({ k: 'o', game: GAME, seq: 9, opt: 4 });
    }
  });
  it('more options become menus of up to 25, and pages past 100', () => {
    const rows = decisionRows(GAME, { options: opts(60), openedAt: 9 }, NAMES);
    expect(rows.map((r) => r.type)).toEqual(['select', 'select', 'select']);
    const values = rows.flatMap((r) => (r.type === 'select' ? r.select.options.map((o) => Number(o.value)) : []));
    expect(values).toEqual(Array.from({ length: 60 }, (_, i) => i));
    const big = decisionRows(GAME, { options: opts(130), openedAt: 9 }, NAMES, 1);
    expect(big.length).toBe(3);
    expect(big.at(-1)!.type).toBe('buttons');
    expect(big[0]!.type === 'select' && big[0]!.select.options[0]!.value).toBe('100');
  });
});

describe('catalogue and cards', () => {
  it('fills placeholders', () => {
    expect(t('lobby.joined', { user: 'A', colour: 'Red' })).toBe('A joins as Red.');
  });
  it('finds cards and their FAQ', () => {
    expect(cardChoices('admin').length).toBeGreaterThan(0);
    expect(cardChoices('')).toHaveLength(25);
    expect(cardText('Admin Union')).toMatch(/FAQ/);
    expect(cardText('No such card')).toBeNull();
  });
  it('the draft guide: every face-up leader and lore card with its text (errata applied), icons in words, within an embed', () => {
    // The biggest real draft: 4 players with the second-lore variant (5 leaders, 9 lore).
    const draft = { leaders: LEADER_IDS.slice(3), lore: LORE_IDS.slice(5) };
    const g = draftGuide(draft);
    expect(g.title).toBe('Still in the draft');
    for (const id of [...draft.leaders, ...draft.lore]) expect(g.description).toContain(`**${cardDef(id).name}** — `);
    expect(g.description).toContain('You cannot **tax** cities that you do not control'); // Upstart, Callow (errata)
    expect(g.description).toContain('raid cost of key key key key'); // Ancient Holdings' icons
    expect(g.description).not.toContain('symbol:');
    expect(g.description.length).toBeLessThanOrEqual(4096);
    expect(draftGuide({ leaders: [], lore: ['ARCS-L01'] }).description).toMatch(/__Leaders__\n—/);
  });
});

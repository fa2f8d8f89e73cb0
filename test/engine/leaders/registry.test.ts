/** Every leader (ARCS-LEAD01-08) and lore card (ARCS-L01-14) is a card of cards.csv with an effect module. */
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../../src/data/cards.ts';
import { hasEffectModule } from '../../../src/engine/effects.ts';
import { LEADER_IDS, LORE_IDS } from '../../../src/engine/leaders/data.ts';
import '../../../src/engine/index.ts';

describe('Leaders & Lore card registry', () => {
  it('the leader and lore ids are exactly the cards.csv leaders and lore of the base game', () => {
    expect([...LEADER_IDS].sort()).toEqual(CARDS.filter((c) => c.kind === 'leader' && /^ARCS-LEAD0\d$/.test(c.id)).map((c) => c.id).sort());
    expect([...LORE_IDS].sort()).toEqual(CARDS.filter((c) => c.kind === 'lore' && /^ARCS-L\d\d$/.test(c.id)).map((c) => c.id).sort());
  });

  it('every leader and lore card has an effect module', () => {
    const missing = [...LEADER_IDS, ...LORE_IDS].filter((id) => !hasEffectModule(id));
    expect(missing).toEqual([]);
  });
});

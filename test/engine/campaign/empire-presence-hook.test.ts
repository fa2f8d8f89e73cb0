/**
 * "If a rule lets you ignore the Presence Law, you Command the Imperial Fleet in all systems, even
 * those with no Loyal pieces" (campaign rulebook, The Empire, Control & Command): the hook
 * CardEffect.ignoresPresenceLaw, shown with a stand-in Fate card (the Fates that grant it are later
 * issues), mocked into the Fate effect module for this file only.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CardEffect } from '../../../src/engine/effects.ts';

vi.mock('../../../src/engine/campaign/fates/index.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../../src/engine/campaign/fates/index.ts')>();
  const standIn: CardEffect = { id: 'TEST-IGNORE-PRESENCE', ignoresPresenceLaw: () => true };
  return { ...orig, FATE_EFFECTS: [...orig.FATE_EFFECTS, standIn] };
});

const { commandsFleet, controls } = await import('../../../src/engine/control.ts');
const { presenceLawIgnoredBy } = await import('../../../src/engine/effects.ts');
const { optionIds, play, position } = await import('../helpers.ts');
type GameState = import('../../../src/engine/types.ts').GameState;
type CampaignState = import('../../../src/engine/campaign/types.ts').CampaignState;

const fleet = (owner: number | 'empire', fresh: number, damaged = 0) => ({ owner, fresh, damaged });

function game(holder: number | null): GameState {
  const s = position({
    options: { setup: '3p-frontiers' },
    court: [{ card: 'ARCS-BC10' }, { card: 'ARCS-BC11' }, { card: 'ARCS-BC16' }, { card: 'ARCS-BC20' }],
    players: [{ hand: ['CON4', 'AGG4'], title: 'regent' }, { hand: ['MOB2'], title: 'regent' }, { hand: ['ADM2'], title: 'regent' }],
    map: {
      '1:hex': { ships: [fleet('empire', 1, 1)] },
      '4:arrow': { ships: [fleet(1, 1)] },
      '5:arrow': { ships: [fleet(2, 1)] },
      '6:arrow': { ships: [fleet(0, 1)] },
    },
  });
  s.options = { ...s.options, campaign: true };
  s.campaign = {
    act: 1, chapterTile: 'acts-1-2', rolls: null, imperialClusters: [], council: 'in-session', rulesBooklet: [],
    fateDecks: { A: [], B: [], C: [] }, seats: s.players.map((p) => ({ fate: null, objective: null, marker: null, playArea: p.seat === holder ? ['TEST-IGNORE-PRESENCE'] : [] })),
    firstRegent: 0, trust: [], scrap: [], stage: 'play',
  } as CampaignState;
  return s;
}

describe('Rules that ignore the Presence Law (The Empire, Control & Command)', () => {
  it('GIVEN a card that ignores the Presence Law THEN its holder Commands the Imperial Fleet where it has no Loyal pieces: control, repair, build at them', () => {
    let s = play(game(0), 'lead:CON4', 'no');
    expect(presenceLawIgnoredBy(s, 0)).toBe('TEST-IGNORE-PRESENCE');
    expect(commandsFleet(s, 0, '1:hex')).toBe(true);
    expect(controls(s, '1:hex', 0)).toBe(true);
    s = play(s, 'pip:repair');
    expect(optionIds(s)).toEqual(['imp:1:hex']);
    s = play(s, 'imp:1:hex');
    expect(s.map['1:hex']!.ships).toEqual([fleet('empire', 2)]);
  });

  it('GIVEN no such card THEN no Loyal pieces means no command', () => {
    const s = play(game(null), 'lead:CON4', 'no');
    expect(presenceLawIgnoredBy(s, 0)).toBeNull();
    expect(commandsFleet(s, 0, '1:hex')).toBe(false);
    expect(optionIds(play(s, 'pip:build', 'city'))).not.toContain('sys:1:hex');
  });

  it('GIVEN the holder builds THEN it may build a city at the Imperial ships, fresh (it controls the system)', () => {
    const s = play(game(0), 'lead:CON4', 'no', 'pip:build', 'city');
    expect(optionIds(s)).toContain('sys:1:hex');
    const after = play(s, 'sys:1:hex');
    expect(after.map['1:hex']!.slots[0]).toEqual({ owner: 0, type: 'city', damaged: false });
  });
});

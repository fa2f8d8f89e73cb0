/** Leaders & Lore setup: the draft (base rulebook, Leaders & Lore, Setup) and each leader's starting pieces. */
import { describe, expect, it } from 'vitest';
import { apply, checkInvariants, newGame, openDecision, viewFor, exportPosition, importPosition } from '../../../src/engine/index.ts';
import { leaderSetupFor } from '../../../src/engine/frames/draft.ts';
import { LEADERS } from '../../../src/engine/leaders/data.ts';
import { setupCard } from '../../../src/data/setup-cards.ts';
import { SetupError } from '../../../src/engine/setup.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { expectDecision, optionIds, play, ships } from '../helpers.ts';

const SETUPS = { 2: '2p-frontiers', 3: '3p-frontiers', 4: '4p-frontiers' } as const;

/** Run the draft taking the first option each time; returns the seats in pick order. */
function draftFirst(s: GameState): { s: GameState; order: number[] } {
  const order: number[] = [];
  while (openDecision(s)?.kind === 'draft/pick') {
    const d = openDecision(s)!;
    order.push(d.seat);
    s = play(s, d.options[0]!.id);
  }
  return { s, order };
}

describe('Leaders & Lore draft', () => {
  for (const n of [2, 3, 4] as const) {
    it(`${n} players: rows of players + 1, picks in reverse turn order from the right of the initiative holder`, () => {
      const s0 = newGame({ players: n, setup: SETUPS[n], seed: `draft-${n}`, leadersAndLore: true });
      expect(s0.options.leadersAndLore).toBe(true);
      expect(s0.draft!.leaders).toHaveLength(n + 1);
      expect(s0.draft!.lore).toHaveLength(n + 1);
      expect(s0.initiative).toBe(0);
      // No pieces on the map until the draft is over.
      expect(Object.values(s0.map).every((st) => st!.ships.length === 0)).toBe(true);
      const d = expectDecision(s0, 'draft/pick', n - 1);
      expect(d.secret).toBe(false);
      expect(d.options.filter((o) => o.id.startsWith('leader:'))).toHaveLength(n + 1);
      expect(d.options.filter((o) => o.id.startsWith('lore:'))).toHaveLength(n + 1);
      const { s, order } = draftFirst(s0);
      const round = Array.from({ length: n }, (_, i) => n - 1 - i);
      expect(order).toEqual([...round, ...round]);
      for (const p of s.players) {
        expect(p.leader).toMatch(/^ARCS-LEAD0\d$/);
        expect(p.lore).toHaveLength(1);
      }
      expect(s.draft).toBeUndefined();
      expect(checkInvariants(s)).toEqual([]);
      // Leaders and lore are public.
      const v = viewFor(s, null);
      expect(v.players.map((p) => p.leader)).toEqual(s.players.map((p) => p.leader));
      expect(v.players.map((p) => p.lore)).toEqual(s.players.map((p) => p.lore));
    });
  }

  it('never offers a second leader or a second lore card', () => {
    let s = newGame({ players: 3, setup: '3p-frontiers', seed: 3, leadersAndLore: true });
    const leader = optionIds(s).find((o) => o.startsWith('leader:'))!;
    s = play(s, leader);
    const lore = optionIds(s).find((o) => o.startsWith('lore:'))!;
    s = play(s, lore); // seat 1 takes a lore card
    s = play(s, optionIds(s)[0]!); // seat 0
    // Seat 2 again: it has a leader, so only lore is offered, and the taken cards are gone.
    expectDecision(s, 'draft/pick', 2);
    expect(optionIds(s).every((o) => o.startsWith('lore:'))).toBe(true);
    expect(optionIds(s)).not.toContain(lore);
    const r = apply(s, { t: 'answer', seat: 2, choice: leader });
    expect(r).toMatchObject({ ok: false, error: { code: 'rule/illegal-choice' } });
    s = play(s, optionIds(s)[0]!);
    // Seat 1 has lore: only leaders.
    expectDecision(s, 'draft/pick', 1);
    expect(optionIds(s).every((o) => o.startsWith('leader:'))).toBe(true);
  });

  it('variant: players + players + 1 lore, each player ends with 1 leader and 2 lore', () => {
    const s0 = newGame({ players: 4, setup: '4p-frontiers', seed: 'v', leadersAndLore: true, secondLore: true });
    expect(s0.draft!.lore).toHaveLength(9);
    expect(s0.draft!.leaders).toHaveLength(5);
    const { s, order } = draftFirst(s0);
    expect(order).toEqual([3, 2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0]);
    for (const p of s.players) {
      expect(p.leader).not.toBeNull();
      expect(p.lore).toHaveLength(2);
    }
  });

  it('the second lore card is only a Leaders & Lore variant', () => {
    expect(() => newGame({ players: 2, seed: 1, secondLore: true })).toThrow(SetupError);
  });

  it('the draft is a sequence of decisions: the position round-trips mid-draft', () => {
    let s = newGame({ players: 3, setup: '3p-frontiers', seed: 8, leadersAndLore: true });
    s = play(s, optionIds(s)[0]!);
    const again = importPosition(JSON.parse(JSON.stringify(exportPosition(s))));
    expect(again.draft).toEqual(s.draft);
    expect(openDecision(again)).toEqual(openDecision(s));
    expect(again.players.map((p) => p.leader)).toEqual(s.players.map((p) => p.leader));
  });

  it('the 2-player mulligan comes after the draft', () => {
    const { s } = draftFirst(newGame({ players: 2, setup: '2p-frontiers', seed: 2, leadersAndLore: true }));
    expectDecision(s, 'mulligan', 1);
  });
});

describe('each leader\'s setup (A, B, C boxes and 2 resources, from arcs-facts section 9)', () => {
  for (const l of LEADERS) {
    it(`${l.id} ${l.name}`, () => {
      // Start from a base game position with the map cleared, then run the leader setup for seat 0.
      const s = newGame({ players: 3, setup: '3p-frontiers', seed: 1, leadersAndLore: true });
      s.players[0]!.leader = l.id;
      leaderSetupFor(s, 0);
      const pos = setupCard('3p-frontiers').seats[0]!;
      expect(ships(s, pos.a, 0)).toEqual({ fresh: l.a.ships, damaged: 0 });
      expect(ships(s, pos.b, 0)).toEqual({ fresh: l.b.ships, damaged: 0 });
      for (const c of pos.c) expect(ships(s, c, 0)).toEqual({ fresh: l.c, damaged: 0 });
      const building = (id: string) => s.map[id as keyof GameState['map']]!.slots.find((b) => b?.owner === 0)?.type ?? null;
      expect(building(pos.a)).toBe(l.a.building);
      expect(building(pos.b)).toBe(l.b.building);
      expect(s.players[0]!.resources.slice(0, 2)).toEqual(l.resources);
      expect(s.players[0]!.resources.slice(2)).toEqual([null, null, null, null]);
      const cities = [l.a, l.b].filter((b) => b.building === 'city').length;
      expect(s.players[0]!.boardCities).toBe(5 - cities);
      if (l.id === 'ARCS-LEAD02') {
        // Mystic, Cryptic: agents on the Material and Fuel Outrage slots.
        expect(s.players[0]!.outrage).toEqual([{ resource: 'material', agent: true }, { resource: 'fuel', agent: true }]);
        expect(s.players[0]!.supply.agents).toBe(8);
      } else {
        expect(s.players[0]!.outrage).toEqual([]);
      }
      expect(checkInvariants(s)).toEqual([]);
    });
  }

  it('the rulebook example: the Mystic with initiative places in 1A, 1B, 1C and starts with Psionic and Relic', () => {
    let s = newGame({ players: 2, setup: '2p-frontiers', seed: 4, leadersAndLore: true });
    if (!s.draft!.leaders.includes('ARCS-LEAD02')) s.draft!.leaders[0] = 'ARCS-LEAD02';
    s = play(s, optionIds(s).find((o) => o.startsWith('lore:'))!, 'leader:ARCS-LEAD02');
    while (openDecision(s)?.kind === 'draft/pick') s = play(s, optionIds(s)[0]!);
    const pos = setupCard('2p-frontiers').seats[0]!;
    expect(s.players[0]!.leader).toBe('ARCS-LEAD02');
    expect(s.players[0]!.resources.slice(0, 2)).toEqual(['psionic', 'relic']);
    expect(ships(s, pos.a, 0).fresh).toBe(3);
    expect(s.map[pos.a]!.slots[0]).toEqual({ owner: 0, type: 'city', damaged: false });
  });
});

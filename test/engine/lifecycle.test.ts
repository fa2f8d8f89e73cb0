/**
 * Issue 13 §5: a finished game leaves a typed record and a carry-over; the next game starts from
 * it with the same table and Power (campaign rulebook, Packing Up and Act II & III Setup).
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, newGame, openDecision } from '../../src/engine/index.ts';
import { carryOverOf, gameRecord, LifecycleError, startFromCarryOver, upgradeCarryOver } from '../../src/engine/lifecycle.ts';
import { playRandom } from '../../src/engine/random-play.ts';
import type { GameState } from '../../src/engine/types.ts';

const finished = (players: 2 | 3 | 4, setup: string, seed: string, leadersAndLore = false): GameState => {
  const r = playRandom(newGame({ players, setup, seed, leadersAndLore }), { steps: 20_000, seed });
  expect(r.ended).toBe(true);
  return r.state;
};

describe('game record and carry-over', () => {
  it('a game in progress has no record', () => {
    expect(() => gameRecord(newGame({ players: 3, setup: '3p-frontiers', seed: 1 }))).toThrow(LifecycleError);
  });

  for (const [players, setup, ll] of [[2, '2p-homelands', false], [3, '3p-mix-up', true], [4, '4p-frontiers', false]] as const) {
    it(`${players} players${ll ? ', Leaders & Lore' : ''}: the next game keeps the map, supply, play areas and Power`, () => {
      const end = finished(players, setup, `life-${players}`, ll);
      const record = gameRecord(end);
      expect(record.end).toEqual(end.ended);
      expect(record.seats.map((x) => x.power)).toEqual(end.players.map((p) => p.power));
      const carry = carryOverOf(end);
      // Stored as JSON for weeks: it round-trips and is read back unchanged.
      const stored = JSON.parse(JSON.stringify(carry));
      expect(upgradeCarryOver(stored)).toEqual(carry);
      const next = startFromCarryOver(stored, `next-${players}`);
      expect(next.map).toEqual(end.map);
      expect(next.supply).toEqual(end.supply);
      expect(next.initiative).toBe(end.initiative);
      expect(next.chapter).toBe(1);
      expect(next.ended).toBeNull();
      const courtAgents = (seat: number) => end.court.reduce((n, c) => n + c.agents[seat]!, 0);
      for (const p of next.players) {
        const was = end.players[p.seat]!;
        expect(p.power).toBe(was.power);
        expect(p.resources).toEqual(was.resources);
        expect(p.court).toEqual(was.court);
        expect(p.trophies).toEqual(was.trophies);
        expect(p.leader).toBe(was.leader);
        expect(p.supply.agents).toBe(was.supply.agents + courtAgents(p.seat));
        expect(p.hand).toHaveLength(6);
      }
      expect(next.court).toHaveLength(players === 2 ? 3 : 4);
      expect(next.court.every((c) => c.agents.every((n) => n === 0))).toBe(true);
      expect(checkInvariants(next)).toEqual([]);
      expect(openDecision(next)!.kind).toBe(players === 2 ? 'mulligan' : 'turn/play');
      const on = playRandom(next, { steps: 20_000, seed: 'on', onStep: (x) => expect(checkInvariants(x)).toEqual([]) });
      expect(on.ended).toBe(true);
    });
  }

  it('refuses what is not a carry-over', () => {
    expect(() => upgradeCarryOver({ format: 'arcs-carry-over/9' })).toThrow(/Unknown carry-over format/);
    expect(() => startFromCarryOver(null, 1)).toThrow(LifecycleError);
  });
});

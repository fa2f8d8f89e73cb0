/** The Unions: ARCS-BC04 Admin, BC05 Construction, BC10 Spacing, BC11 Arms Union. */
import { describe, expect, it } from 'vitest';
import { expectDecision, play } from '../helpers.ts';
import { expectFired, finish, game, holds, ids, turn } from './court-helpers.ts';

const UNIONS = [
  { id: 'ARCS-BC04', lead: 'ADM3', other: 'CON3' },
  { id: 'ARCS-BC05', lead: 'CON3', other: 'ADM3' },
  { id: 'ARCS-BC10', lead: 'MOB3', other: 'ADM3' },
  { id: 'ARCS-BC11', lead: 'AGG3', other: 'ADM3' },
] as const;

describe('Unions', () => {
  for (const u of UNIONS) {
    // Seat 1 leads; seat 2 holds the Union and plays next; seat 0 plays last.
    const start = () =>
      game({
        initiative: 1,
        players: [{ hand: ['ADM5', 'MOB5'] }, { hand: [u.lead, u.other, 'ADM2'] }, { hand: ['ADM4', 'CON4', 'MOB4', 'AGG4'], court: [{ id: u.id }] }],
      });

    it(`${u.id}: Prelude: place it next to a face-up played card of its suit; when the round ends, draw that card and discard the Union`, () => {
      let s = turn(start(), `lead:${u.lead}`);
      s = finish(s);
      s = turn(s, `pivot:${u.lead.startsWith('ADM') ? 'CON4' : 'ADM4'}`);
      expect(ids(s)).toContain(`fx:${u.id}:play:0`);
      s = play(s, `fx:${u.id}:play:0`);
      expect(holds(s, 2, u.id)).toBe(false);
      s = finish(s);
      // FAQ: you collect the card at the end of the round, after all players have finished their turns.
      expect(s.players[2]!.hand).not.toContain(u.lead);
      expectDecision(s, 'turn/play', 0);
      s = turn(s, 'copy:ADM5');
      s = finish(s);
      expect(s.players[2]!.hand).toContain(u.lead);
      expect(s.actionDiscard).not.toContain(u.lead);
      expect(s.courtDiscard).toContain(u.id);
      expectFired(s, u.id);
    });

    it(`${u.id}: not next to a card of another suit, nor a face-down (Copy) card`, () => {
      let s = turn(start(), `lead:${u.other}`);
      s = finish(s);
      const copy = u.other.startsWith('ADM') ? 'CON4' : 'ADM4';
      s = turn(s, `copy:${u.lead.startsWith('ADM') ? 'ADM4' : copy}`);
      expect(ids(s).filter((o) => o.startsWith(`fx:${u.id}`))).toEqual([]);
    });

    it(`${u.id}: FAQ: once placed it cannot be stolen (only cards in the play area can)`, () => {
      let s = game({
        initiative: 2,
        players: [{ hand: ['ADM5'], court: [{ id: 'ARCS-BC20' }] }, { hand: ['CON2'] }, { hand: [u.lead, 'CON4'], court: [{ id: u.id }, { id: 'ARCS-BC02' }] }],
      });
      s = turn(s, `lead:${u.lead}`);
      s = finish(play(s, `fx:${u.id}:play:0`));
      s = turn(s, 'copy:ADM5');
      s = play(s, 'fx:ARCS-BC20:use');
      expect(ids(s)).toEqual(['card:2:ARCS-BC02']);
    });
  }
});

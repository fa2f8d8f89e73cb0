/** Random legal play of Leaders & Lore games: the draft, the leaders' setup and every leader and lore effect. */
import { describe, expect, it } from 'vitest';
import { checkInvariants, newGame, openDecision } from '../../src/engine/index.ts';
import { playRandom } from '../../src/engine/random-play.ts';
import { SETUP_CARDS } from '../../src/data/setup-cards.ts';
import { LEADER_IDS, LORE_IDS } from '../../src/engine/leaders/data.ts';
import { firedCounts } from '../../src/engine/fired.ts';

/** Leader and lore effects that fired in these games (observed through src/engine/fired.ts), checked at the end. */
const firedIds = new Set<string>();
/** Cards not implemented yet (none). */
const NOT_YET: string[] = [];

const GAMES_PER_CARD = Number(process.env.ARCS_RANDOM_LL_GAMES_PER_CARD ?? 9);

describe('random legal play, Leaders & Lore: invariants at every step', () => {
  for (const card of SETUP_CARDS) {
    it(`${card.id}: ${GAMES_PER_CARD} seeded Leaders & Lore games run to the end`, () => {
      for (let g = 0; g < GAMES_PER_CARD; g++) {
        const seed = `ll-${card.id}-${g}`;
        const start = newGame({ players: card.players, setup: card.id, seed, leadersAndLore: true, secondLore: g % 3 === 2 });
        let steps = 0;
        const res = playRandom(start, {
          steps: 20_000,
          seed,
          onStep: (s) => {
            steps++;
            const errors = checkInvariants(s);
            if (errors.length) throw new Error(`${seed} step ${steps}: ${errors.join('; ')}`);
            if (!s.ended) expect(openDecision(s), `${seed} step ${steps}: no decision open`).not.toBeNull();
            if (steps % 13 === 0) expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          },
        });
        expect(res.ended, `${seed} did not finish in ${res.steps} steps`).toBe(true);
        for (const id of Object.keys(firedCounts(res.state))) if (/^ARCS-L/.test(id)) firedIds.add(id);
        const held = res.state.players.flatMap((p) => [p.leader!, ...p.lore]);
        expect(new Set(held).size).toBe(held.length);
        expect(res.state.players.every((p) => p.leader !== null && p.lore.length === (g % 3 === 2 ? 2 : 1))).toBe(true);
      }
    });
  }

  it('every leader and lore effect fired in these games', () => {
    if (GAMES_PER_CARD < 9) return;
    const all = [...LEADER_IDS, ...LORE_IDS].filter((id) => !NOT_YET.includes(id));
    expect(all.filter((id) => !firedIds.has(id))).toEqual([]);
  });
});

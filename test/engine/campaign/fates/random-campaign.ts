/**
 * The Fates' random-play tests share this: a seeded campaign with named Fates, random legal
 * answers to the campaign's end, the invariants and an open decision checked at every step.
 * `each` sees every state after those checks, with the step's number. `rulesVersion` 6 (the
 * default) draws no "B" or "C" Fate at the Intermissions, so the named Fates play all three Acts;
 * pass STATE_VERSION to draw the dealt ones. `edit` may change the start state (e.g. narrow the
 * "B" and "C" Fate decks to the Fates under test).
 */
import { expect } from 'vitest';
import { checkInvariants, newGame, openDecision } from '../../../../src/engine/index.ts';
import { playRandom } from '../../../../src/engine/random-play.ts';
import type { GameState } from '../../../../src/engine/types.ts';

export function playCheckedCampaign(players: number, fates: string[], seed: string, each?: (s: GameState, step: number) => void, rulesVersion = 6, edit: (start: GameState) => void = () => {}): ReturnType<typeof playRandom> {
  const start = newGame({ players, seed, campaign: true, fates, rulesVersion });
  // `edit`: the start state changed before play (e.g. the "B"/"C" Fate decks narrowed to one Fate).
  edit(start);
  let steps = 0;
  return playRandom(start, {
    steps: 20_000,
    seed,
    until: (s: GameState) => s.ended !== null,
    onStep: (s) => {
      steps++;
      const errors = checkInvariants(s);
      if (errors.length) throw new Error(`${seed} step ${steps}: ${errors.join('; ')}`);
      if (!s.ended) expect(openDecision(s), `${seed} step ${steps}: no decision open`).not.toBeNull();
      each?.(s, steps);
    },
  });
}

/** Campaign states for the campaign Court's tests: Act I set up (3 Stewards), then shaped directly. */
import { newGame } from '../../../../src/engine/index.ts';
import { run } from '../../../../src/engine/advance.ts';
import type { Frame, GameState } from '../../../../src/engine/types.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';

/** Act I set up for `players` Stewards (placements with the first option each time): stack [game, campaign/halt]. */
export function campaign(players: 2 | 3 | 4 = 3, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => 'ARCS-FATE01') });
  while (s.decisions[0]?.kind === 'campaign/place' || s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, s.decisions[0].options[0]!.id);
  return restAfterSetup(s);
}

/** Run frames above the halt (the campaign idles again once they are done). */
export function runFrames(s: GameState, frames: Frame[]): GameState {
  s.stack.push(...[...frames].reverse());
  run(s);
  return s;
}

/**
 * Chapter 1 playable with the base turn rules: the halt removed and the Event cards taken out of
 * the hands (their rules are the spine's), `shape` applied first. The first decision is seat 0's lead.
 */
export function playable(shape: (s: GameState) => void, players: 2 | 3 | 4 = 3): GameState {
  const s = campaign(players);
  s.stack = s.stack.filter((f) => f.k !== 'campaign/halt');
  for (const p of s.players) p.hand = p.hand.filter((c) => !c.startsWith('EV'));
  shape(s);
  run(s);
  return s;
}

export const zeros = (s: GameState) => s.players.map(() => 0);

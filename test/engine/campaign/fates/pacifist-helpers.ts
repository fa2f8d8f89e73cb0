/** The Pacifist's test campaigns (pacifist-cards, -catapult, -well tests share them). */
import { newGame } from '../../../../src/engine/index.ts';
import { setUpFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import { PACIFIST } from '../../../../src/engine/campaign/fates/pacifist.ts';
import type { GameState } from '../../../../src/engine/types.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { answer, runFrames, STEWARD } from './steward-helpers.ts';

/** A Steward campaign after Act I setup, seat 0 turned Pacifist (its Act I cards gone), in Act `act`. */
export function pacifistCampaign(players: number, act: 2 | 3 = 2, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => STEWARD) });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  const cs = s.campaign!.seats[0]!;
  cs.fate = PACIFIST;
  cs.playArea = [];
  for (const l of ['A', 'B', 'C'] as const) s.campaign!.fateDecks[l] = s.campaign!.fateDecks[l].filter((x) => x !== PACIFIST);
  s.campaign!.act = act;
  return s;
}

/** The same, 3 players, with the Pacifist's Act II setup run (Witnesses placed, the fleet replenished). */
export function pacifistActII(): GameState {
  let s = pacifistCampaign(3);
  s = runFrames(s, setUpFateNow(s, 0, 2));
  while (s.decisions[0]?.kind === 'campaign/pacifist-replenish') s = answer(s, s.decisions[0].options[0]!.id);
  return s;
}

import { checkInvariants, newGame } from './src/engine/index.ts';
import { playRandom } from './src/engine/random-play.ts';
import { isFaithfulCard } from './src/engine/campaign/faithful.ts';
const start = newGame({ players: 2, seed: 'reach-ARCS-F825-0', campaign: true, fates: ['ARCS-FATE08', 'ARCS-FATE07'], rulesVersion: 6 });
playRandom(start, { steps: 10, seed: 'reach-ARCS-F825-0', onStep: (s) => {
  const d = s.decisions[0];
  console.log(d?.kind, s.players.map(p => p.hand.join(',')).join(' | '), 'deck', s.actionDeck.length, 'disc', s.actionDiscard.join(','), 'stack', s.campaign!.faithfulStack?.join(','));
  console.log(checkInvariants(s));
}});

/**
 * The one function that strips secrets: other seats' hands, face-down cards, deck order, the
 * PRNG and rigged dice, and the options of another seat's private decision.
 */
import type { ActionCardId } from '../data/action-cards.ts';
import type { Decision, GameState, PlayerState, Play, Seat } from './types.ts';
import { campaignView, type CampaignView } from './campaign/view.ts';

export interface PlayerView extends Omit<PlayerState, 'hand'> {
  handCount: number;
  /** Only in the owner's own view. */
  hand?: ActionCardId[];
}

export interface PlayView extends Omit<Play, 'card' | 'seizeCard'> {
  /** null when played face down (Copy) and not the viewer's own card. */
  card: ActionCardId | null;
  /** Whether an extra face-down card was played to seize. */
  seizedWithCard: boolean;
  seizeCard?: ActionCardId;
}

export interface DecisionView extends Omit<Decision, 'options'> {
  /** Absent when the decision is another seat's private one. */
  options?: Decision['options'];
}

export interface GameView extends Omit<GameState, 'players' | 'courtDeck' | 'actionDeck' | 'actionDiscard' | 'rng' | 'riggedDice' | 'stack' | 'round' | 'decisions' | 'campaign'> {
  /** Campaign: without the undrawn Fate cards (counted); drawn and chosen Fates stay in the hidden stack until revealed (campaign/view.ts). */
  campaign?: CampaignView;
  viewer: Seat | null;
  players: PlayerView[];
  courtDeckCount: number;
  actionDeckCount: number;
  actionDiscardCount: number;
  round: (Omit<NonNullable<GameState['round']>, 'plays'> & { plays: PlayView[] }) | null;
  /** The first open decision (the only one outside simultaneous decisions). */
  decision: DecisionView | null;
  /** Every open decision; another seat's private one without its options. */
  decisions: DecisionView[];
}

export function viewFor(s: GameState, viewer: Seat | null): GameView {
  const { players, courtDeck, actionDeck, actionDiscard, rng: _rng, riggedDice: _rigged, stack: _stack, round, decisions, campaign: _campaign, ...rest } = structuredClone(s);
  const decisionViews = decisions.map(({ options, ...d }): DecisionView => (!d.secret || d.seat === viewer ? { ...d, options } : d));
  return {
    ...rest,
    ...(s.campaign ? { campaign: campaignView(s, viewer) } : {}),
    viewer,
    players: players.map(({ hand, ...p }) => (p.seat === viewer ? { ...p, handCount: hand.length, hand } : { ...p, handCount: hand.length })),
    courtDeckCount: courtDeck.length,
    actionDeckCount: actionDeck.length,
    actionDiscardCount: actionDiscard.length,
    round: round && {
      ...round,
      plays: round.plays.map(({ card, seizeCard, ...p }) => {
        const own = p.seat === viewer;
        const v: PlayView = { ...p, card: p.mode === 'copy' && !own ? null : card, seizedWithCard: seizeCard !== null };
        if (own && seizeCard) v.seizeCard = seizeCard;
        return v;
      }),
    },
    decision: decisionViews[0] ?? null,
    decisions: decisionViews,
  };
}

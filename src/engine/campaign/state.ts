/**
 * Campaign state helpers: the Fates' setups (Player Setup C-F), hidden choices for secrets.ts,
 * and the campaign's invariants. What a seat may see: campaign/view.ts.
 */
import { actionDeckFor } from '../../data/action-cards.ts';
import { CAMPAIGN_COURT_IDS } from '../../data/campaign/cards.ts';
import { EVENT_ACTION_CARD_IDS, EVENT_CARDS_BY_PLAYERS, IMPERIAL_COUNCIL, type PlayerCount } from '../../data/campaign/components.ts';
import { log, seatName } from '../board.ts';
import { isLoreId } from '../leaders/data.ts';
import type { GameState, Seat } from '../types.ts';
import { fateByCard, fateSetup } from './fates/setups.ts';
import type { CampaignState } from './types.ts';
import { secretChoiceFrames } from './view.ts';

const STEWARD = 'ARCS-FATE01';

export function campaignOf(s: GameState): CampaignState {
  if (!s.campaign) throw new Error('not a campaign game (bug)');
  return s.campaign;
}

/**
 * Player Setup C-F with the Fates revealed (`fates[seat]`): each Fate's Act I setup in turn
 * order (C), the objective marker (D), Power 0 (E, already), the Regent titles and the First
 * Regent tile (F: to the initiative holder if no setup gave it).
 */
export function applyFateSetups(s: GameState, fates: readonly string[]): void {
  const c = campaignOf(s);
  const n = s.players.length;
  const players = n as PlayerCount;
  const order = s.players.map((_, i) => (s.initiative + i) % n);
  for (const seat of order) {
    const fate = fates[seat]!;
    const setup = fateSetup(fate, c.act, players);
    if (setup.other.length > 0) throw new Error(`${fate}: its setup has steps the engine does not carry out (bug: not in FATE_SETUPS)`);
    const cs = c.seats[seat]!;
    cs.fate = fate;
    // C: the setup side, then the card flips to its objective.
    cs.playArea.push(...setup.playArea);
    for (const card of setup.rulesBooklet) c.rulesBooklet.push([card]);
    const fr = setup.extras.firstRegent;
    if (fr === 'always' || (fr === 'unless-steward' && !fates.includes(STEWARD))) c.firstRegent = seat;
    cs.objective = setup.objective;
    // D: the objective marker on its starting space.
    cs.marker = setup.marker;
  }
  log(s, `Fates: ${order.map((seat) => `${seatName(s, seat)} is the ${fateByCard(fates[seat]!)!.name}`).join(', ')}.`);
  // F: every player is a Regent; the First Regent tile to the initiative holder if no setup gave it.
  for (const p of s.players) p.title = 'regent';
  if (c.firstRegent === null) c.firstRegent = s.initiative;
  log(s, `${seatName(s, c.firstRegent)} is the First Regent.`);
}

/** Secret choices made but not yet revealed (secrets.ts: the reveal is a revealing input); any secret-choice frame (campaign/view.ts). */
export function unrevealedChoices(s: GameState): number {
  let n = 0;
  for (const f of secretChoiceFrames(s)) n += f.chosen.filter((x) => x !== null).length;
  return n;
}

/** The cards a seat drew in the open secret choice and has not revealed (hidden from the others). */
export function drawnFates(s: GameState, seat: Seat): string[] {
  return [...(secretChoiceFrames(s).at(-1)?.drawn[seat] ?? [])];
}

/** Campaign invariants (invariants.ts): action cards, Court cards, Fate cards, First Regent. */
export function campaignInvariants(s: GameState): string[] {
  const c = s.campaign;
  if (!c) return [];
  const errors: string[] = [];
  const n = s.players.length;
  const cards = [...s.actionDeck, ...s.actionDiscard, ...s.players.flatMap((p) => p.hand)];
  for (const play of s.round?.plays ?? []) {
    cards.push(play.card);
    if (play.seizeCard) cards.push(play.seizeCard);
  }
  const deck: string[] = [...actionDeckFor(n), ...EVENT_ACTION_CARD_IDS.slice(0, EVENT_CARDS_BY_PLAYERS[n as PlayerCount])];
  if (cards.length !== deck.length || new Set(cards).size !== deck.length || cards.some((x) => !deck.includes(x))) errors.push(`action cards: ${cards.length} of ${deck.length}`);
  // Court cards: in the Court (with attached cards), its deck and discard, held, or scrapped for good.
  const attached = s.court.flatMap((x) => ((x as { attached?: string }).attached !== undefined ? [(x as { attached?: string }).attached!] : []));
  const court = [...s.court.map((x) => x.card), ...attached, ...s.courtDeck, ...s.courtDiscard, ...s.players.flatMap((p) => p.court.map((x) => x.id))];
  const campaignCourt = [...court, ...c.scrap].filter((id) => CAMPAIGN_COURT_IDS.includes(id));
  const lore = [...court, ...c.scrap].filter(isLoreId);
  if (campaignCourt.length !== CAMPAIGN_COURT_IDS.length || new Set(court).size !== court.length) errors.push(`court cards: ${court.length}`);
  if (lore.length !== n) errors.push(`${lore.length} lore cards in the Court deck`);
  if (s.court[0]?.card !== IMPERIAL_COUNCIL.cardId) errors.push('the Imperial Council is not the leftmost Court card');
  for (const x of s.court) if (x.agents.length !== n || x.agents.some((a) => a < 0)) errors.push(`court ${x.card}: bad agents`);
  const fates = [...c.fateDecks.A, ...c.fateDecks.B, ...c.fateDecks.C, ...c.seats.map((x) => x.fate).filter((x) => x !== null)];
  for (const f of secretChoiceFrames(s)) fates.push(...f.drawn.flat());
  if (fates.length < 24) errors.push(`${fates.length} Fate cards`);
  if (c.stage === 'set-up' && (c.firstRegent === null || s.players.some((p) => p.title !== 'regent' && p.title !== 'outlaw'))) errors.push('titles or First Regent missing');
  return errors;
}

/**
 * Campaign state helpers: the Fates' setups (Player Setup C-F), what a seat may see of the
 * campaign (view.ts), hidden choices for secrets.ts, and the campaign's invariants.
 */
import { actionDeckFor } from '../../data/action-cards.ts';
import { CAMPAIGN_COURT_IDS } from '../../data/campaign/cards.ts';
import { EVENT_ACTION_CARD_IDS, EVENT_CARDS_BY_PLAYERS, IMPERIAL_COUNCIL, type PlayerCount } from '../../data/campaign/components.ts';
import { log, seatName } from '../board.ts';
import { isLoreId } from '../leaders/data.ts';
import type { GameState, Seat } from '../types.ts';
import { fateByCard, fateSetup } from './fates/setups.ts';
import type { CampaignState } from './types.ts';

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

/**
 * The campaign as a seat (or the public) sees it: the undrawn Fate cards are counted, not listed;
 * while Fates are being chosen, the viewer sees its own drawn Fates and its own choice (nobody
 * else's: those stay in the hidden stack until all are revealed together).
 */
export type CampaignView = Omit<CampaignState, 'fateDecks'> & {
  fateDeckCounts: Record<keyof CampaignState['fateDecks'], number>;
  /** Only in the viewer's own view, during a Fate choice. */
  ownFateChoice?: { drawn: string[]; chosen: string | null };
};

export function campaignView(s: GameState, viewer: Seat | null): CampaignView {
  const { fateDecks, ...rest } = structuredClone(campaignOf(s));
  const v: CampaignView = { ...rest, fateDeckCounts: { A: fateDecks.A.length, B: fateDecks.B.length, C: fateDecks.C.length } };
  const f = s.stack.find((x) => x.k === 'campaign/fates');
  if (f && viewer !== null && f.drawn[viewer]) v.ownFateChoice = { drawn: [...f.drawn[viewer]], chosen: f.chosen[viewer] ?? null };
  // Intermission F (campaign/acts): the viewer's own options (its Fate and the drawn ones) and choice.
  const g = s.stack.find((x) => x.k === 'campaign/choose-fate');
  if (g && viewer !== null && g.options[viewer]?.length) v.ownFateChoice = { drawn: [...g.options[viewer]], chosen: g.chosen[viewer] ?? null };
  return v;
}

/** Secret choices made but not yet revealed (secrets.ts: the reveal is a revealing input). */
export function unrevealedChoices(s: GameState): number {
  let n = 0;
  for (const f of s.stack) if (f.k === 'campaign/fates') n += f.chosen.filter((x) => x !== null).length;
  // Intermission F (campaign/acts): choices of seats that had one.
  for (const f of s.stack) if (f.k === 'campaign/choose-fate') n += f.chosen.filter((x, seat) => x !== null && f.options[seat]!.length > 0).length;
  return n;
}

/** The Fate cards a seat drew and has not revealed (hidden from the others). */
export function drawnFates(s: GameState, seat: Seat): string[] {
  for (const f of s.stack) if (f.k === 'campaign/fates') return [...(f.drawn[seat] ?? [])];
  for (const f of s.stack) if (f.k === 'campaign/choose-fate') return [...(f.drawn[seat] ?? [])];
  return [];
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
  // Scrapped Court cards (Intermission B3) have left the campaign but still count here.
  const court = [...s.court.map((x) => x.card), ...s.courtDeck, ...s.courtDiscard, ...s.players.flatMap((p) => p.court.map((x) => x.id)), ...c.scrap.filter((id) => CAMPAIGN_COURT_IDS.includes(id) || isLoreId(id))];
  const campaignCourt = court.filter((id) => CAMPAIGN_COURT_IDS.includes(id));
  const lore = court.filter(isLoreId);
  if (campaignCourt.length !== CAMPAIGN_COURT_IDS.length || new Set(court).size !== court.length) errors.push(`court cards: ${court.length}`);
  if (lore.length !== n) errors.push(`${lore.length} lore cards in the Court deck`);
  if (s.court[0]?.card !== IMPERIAL_COUNCIL.cardId) errors.push('the Imperial Council is not the leftmost Court card');
  for (const x of s.court) if (x.agents.length !== n || x.agents.some((a) => a < 0)) errors.push(`court ${x.card}: bad agents`);
  const fates = [...c.fateDecks.A, ...c.fateDecks.B, ...c.fateDecks.C, ...c.seats.map((x) => x.fate).filter((x) => x !== null)];
  for (const f of s.stack) if (f.k === 'campaign/fates' || f.k === 'campaign/choose-fate') fates.push(...f.drawn.flat());
  if (fates.length < 24) errors.push(`${fates.length} Fate cards`);
  if (c.stage === 'set-up' && (c.firstRegent === null || s.players.some((p) => p.title !== 'regent' && p.title !== 'outlaw'))) errors.push('titles or First Regent missing');
  return errors;
}

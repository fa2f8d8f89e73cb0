/** The Court: influencing, securing (and Ransack's variant), refilling (base rulebook, Secure). */
import { cardDef } from '../data/cards.ts';
import { addTrophy, log, returnAgents, seatName } from './board.ts';
import { effectOf, fired, maySecureCard } from './effects.ts';
import type { Frame, GameState, Seat } from './types.ts';

export function cardName(id: string): string {
  return cardDef(id).name;
}

/** Cards on which the seat has more Loyal agents than each Rival. */
export function securableSlots(s: GameState, seat: Seat): number[] {
  const out: number[] = [];
  s.court.forEach((slot, i) => {
    const mine = slot.agents[seat] ?? 0;
    // A held card may forbid securing it (Demagogue, ARCS-LEAD08, Paranoid); Ransack does not use this.
    if (mine > 0 && slot.agents.every((n, other) => other === seat || n < mine) && maySecureCard(s, seat, slot.card)) out.push(i);
  });
  return out;
}

/**
 * Take a Court card: return your agents, capture Rival agents (or take them as Trophies when
 * ransacking), resolve When Secured, refill the spot from the Court deck. Returns frames to run.
 */
export function secureCard(s: GameState, seat: Seat, index: number, opts: { ransack: boolean }): Frame[] {
  const slot = s.court[index]!;
  const p = s.players[seat]!;
  slot.agents.forEach((n, owner) => {
    if (n === 0) return;
    if (owner === seat) returnAgents(s, seat, n);
    else if (opts.ransack) addTrophy(p, owner, 'agent', n);
    else p.captives[owner]! += n;
  });
  slot.agents = slot.agents.map(() => 0);
  const id = slot.card;
  log(s, `${seatName(s, seat)} ${opts.ransack ? 'ransacks the Court and takes' : 'secures'} ${cardName(id)}.`);
  // Refill the same spot; with an empty Court deck the spot stays empty.
  const next = s.courtDeck.shift();
  if (next !== undefined) {
    s.court[index] = { card: next, agents: s.players.map(() => 0) };
    log(s, `${cardName(next)} enters the Court.`);
  } else s.court.splice(index, 1);
  // You cannot use Prelude actions of a card secured in the same Prelude (Other Actions, Prelude Actions).
  // The turn's menu is read (never edited); the card is noted in the turn's working area.
  const menu = [...s.stack].reverse().find((x): x is Extract<Frame, { k: 'turn/actions' }> => x.k === 'turn/actions' && x.seat === seat);
  if (menu?.prelude && s.turn) {
    const secured = (s.turn.work.preludeSecured ??= []);
    if (!secured.includes(id)) secured.push(id);
  }
  const def = cardDef(id);
  const effect = effectOf(s, id);
  // The card enters the play area; a Vox card stays there only while it resolves, then leaves as it says.
  p.court.push({ id, tokens: [] });
  const frames = effect?.whenSecured ? effect.whenSecured(s, seat) : [];
  if (effect?.whenSecured) fired(s, id);
  if (def.kind === 'vox') frames.push({ k: 'fx/dispose', seat, card: id, how: effect?.afterSecured ?? 'discard' });
  return frames;
}

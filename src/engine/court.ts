/**
 * The Court: influencing, securing (and Ransack's variant), refilling (base rulebook, Secure).
 * Campaign (rulebook p.27, New Rules & Terms): attaching cards (attachCard, forced attach),
 * securing a card with its attached card, removing cards from the Court (removeFromCourt: the
 * attached card slides down with the agents), and protected Guild cards (isProtectedGuild).
 */
import { cardDef } from '../data/cards.ts';
import { isFaithfulCard, noteFaithfulSecured } from './campaign/faithful.ts';
import { addTrophy, log, returnAgents, seatName } from './board.ts';
import { attachedOf, cardName, refill } from './court-slots.ts';
import { afterSecureTriggers, aroundSecure, bookletSecuredFrames, effectOf, fired, isProtectedGuild, maySecureCard, noteCaptured, secureOnTieCard, securesOnTie, secureWatchers } from './effects.ts';
import { isLoreId } from './leaders/data.ts';
import { card as cardText, msg } from './messages.ts';
import type { Frame, GameState, Seat } from './types.ts';

export { isProtectedGuild };

// Attached cards and removal from the Court live in a leaf module (court-slots.ts) that every mover of cards can use.
export {
  attachCard, attachedOf, attachTargets, cardName, courtCards, courtCrisisOrder, courtPlace, forcedAttachTargets, refill,
  removeAttached, removeCardFromCourt, removeFromCourt, type CourtExit,
} from './court-slots.ts';

/** Cards on which the seat has more Loyal agents than each Rival. */
export function securableSlots(s: GameState, seat: Seat): number[] {
  const out: number[] = [];
  s.court.forEach((slot, i) => {
    const mine = slot.agents[seat] ?? 0;
    // A held card may forbid securing it (Demagogue, ARCS-LEAD08, Paranoid); Ransack does not use this.
    // Founder (ARCS-F224 Spirit of Freedom): some ties may be secured.
    const most = slot.agents.every((n, other) => other === seat || n < mine) || securesOnTie(s, seat, slot.agents);
    if (mine > 0 && most && maySecureCard(s, seat, slot.card)) out.push(i);
  });
  return out;
}

/**
 * Take a Court card: return your agents, capture Rival agents (or take them as Trophies when
 * ransacking), resolve When Secured, refill the spot from the Court deck. Returns frames to run.
 * Campaign: "When you secure a card, also secure its attached card. If both have When Secured
 * actions, resolve them in either order" (p.27): the securer orders them (fx/order).
 */
export function secureCard(s: GameState, seat: Seat, index: number, opts: { ransack: boolean }): Frame[] {
  // Cards held before this one that trigger on securing (campaign: Council Insiders F116), after the When Secured.
  const watchers = secureWatchers(s, seat);
  // Warden (ARCS-F1618 Feudal Courts): a Lord returns the Court token and the Vassals' agents first; a Vassal's token stays on the refilled card.
  const around = aroundSecure(s, seat, index);
  const slot = s.court[index]!;
  const secured = [slot.card, ...attachedOf(slot)];
  const agents = [...slot.agents]; // Conspirator (ARCS-F2305): "a card with Conspirator agents"
  // Founder (ARCS-F224 Spirit of Freedom): secured where the seat only ties for the most agents.
  const tie = !opts.ransack && agents.some((n, other) => other !== seat && n >= (agents[seat] ?? 0)) ? secureOnTieCard(s, seat, agents) : null;
  if (tie !== null) fired(s, tie);
  const before = s.court.length;
  const frames = takeFromCourt(s, seat, index, opts);
  for (const after of around) after();
  // Librarians (ARCS-F513): "the card that refilled the Court" (none when the Court deck was empty).
  const refilled = s.court.length === before ? s.court[index]?.card : undefined;
  return [...frames, ...afterSecureTriggers(s, seat, watchers, secured, refilled), ...secured.flatMap((id) => bookletSecuredFrames(s, seat, id, agents))];
}

function takeFromCourt(s: GameState, seat: Seat, index: number, opts: { ransack: boolean }): Frame[] {
  const slot = s.court[index]!;
  const p = s.players[seat]!;
  const returned = slot.agents[seat] ?? 0;
  const agentsBefore = [...slot.agents]; // Planet Breaker (ARCS-F1111): Planet-Eater Loose may stay in the Court
  slot.agents.forEach((n, owner) => {
    if (n === 0) return;
    if (owner === seat) returnAgents(s, seat, n);
    else if (opts.ransack) addTrophy(p, owner, 'agent', n);
    else {
      p.captives[owner]! += n;
      noteCaptured(s, seat, owner, n); // Admiral (ARCS-F712B)
    }
  });
  slot.agents = slot.agents.map(() => 0);
  const id = slot.card;
  const attached = attachedOf(slot);
  log(s, `${seatName(s, seat)} ${opts.ransack ? 'ransacks the Court and takes' : 'secures'} ${cardName(id)}${attached.length > 0 ? ` and the attached ${attached.map(cardName).join(' and ')}` : ''}.`);
  // Refill the same spot; with an empty Court deck the spot stays empty. (Attached cards are secured too: nothing slides.)
  const spots = s.court.length;
  refill(s, index);
  const taken = [{ id, frames: takeSecured(s, seat, id, returned, { index, agents: agentsBefore, refilled: s.court.length === spots }) }, ...attached.map((x) => ({ id: x, frames: takeSecured(s, seat, x, 0, { index, agents: s.players.map(() => 0), refilled: s.court.length === spots, attached: true }) }))];
  const acting = taken.filter((x) => x.frames.length > 0);
  if (acting.length <= 1) return taken.flatMap((x) => x.frames);
  return [{ k: 'fx/order', chooser: seat, items: acting.map((x) => ({ label: msg('core.card', { card: cardText(x.id) }), frames: x.frames })) }];
}

/** A secured card enters the play area; its When Secured frames (a Vox card then leaves as it says). */
function takeSecured(s: GameState, seat: Seat, id: string, returned: number, spot?: { index: number; agents: number[]; refilled: boolean; attached?: boolean }): Frame[] {
  const p = s.players[seat]!;
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
  // Campaign: a lore card shuffled into the Court deck (Table Setup J) joins the seat's lore once
  // secured. The campaign rulebook only says lore "works" in the campaign (Table Setup J, "Lore &
  // Flagships" p.25), with the base game's rules: lore has no Guild icon or raid cost, "so they do
  // not add to ambitions and cannot be stolen" (base rulebook, Leaders & Lore). Only effects that
  // name lore move it (FAQ: Knowledge Set Free transfers lore, Caretaker scraps it).
  if (isLoreId(id)) p.lore.push(id);
  // Believer (ARCS-F813 Faithful Cards): "When you secure one from the Court, draw it into your hand."
  else if (isFaithfulCard(id)) {
    p.hand.push(id);
    noteFaithfulSecured(s);
    return [];
  } else p.court.push({ id, tokens: [] });
  const frames = effect?.whenSecured ? effect.whenSecured(s, seat, { returned, ...spot }) : [];
  if (effect?.whenSecured) fired(s, id);
  // Admiral (ARCS-F710/F711/F715/F716): a Vox card the securer may keep ('keep') leaves by its own When Secured.
  if (def.kind === 'vox' && effect?.afterSecured !== 'keep') frames.push({ k: 'fx/dispose', seat, card: id, how: effect?.afterSecured ?? 'discard' });
  return frames;
}

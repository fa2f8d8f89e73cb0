/** Destroying Cities (base rulebook): Provoke Outrage, then Ransack the Court. */
import { cardDef } from '../../data/cards.ts';
import { log, seatName } from '../board.ts';
import { secureCard } from '../court.ts';
import { blocksRansack, bookletCityDestroyed, cityOutrageExcused, fired, guildsKeptOnOutrage, keepsOnOutrage, outrageTriggers, ransackAllowed } from '../effects.ts';
import { isSeat } from '../control.ts';
import { COURT_SLOT } from '../choices.ts';
import { card, msg, owner } from '../messages.ts';
import { done, opt, thenRun, type Handler } from '../step.ts';
import type { Frame, FrameOf, GameState, Seat } from '../types.ts';
import type { Resource } from '../../data/map.ts';
import { resourceLabel, toSupply } from './resources.ts';
import { discardAllOf } from '../holdings.ts';
import { councilShut } from '../campaign/court/council.ts';

/**
 * Provoke Outrage: discard resources and Guild cards of the type, cover its Outrage icon. Then the
 * "after Outrage" trigger (effects.ts outrageTriggers: Sycophants): its frames run once the running
 * frame is finished, or go into `triggers` for the caller to run; `triggers` null: none (a card
 * saying "Do not also trigger Sycophants", Overlord setup F1701A).
 */
export function provokeOutrage(s: GameState, seat: Seat, r: Resource, triggers?: Frame[] | null): void {
  const p = s.players[seat]!;
  // Every resource of the type, in the slots and on a lore card (holdings.ts).
  discardAllOf(s, seat, r, true);
  const kept = [];
  // Advocate (ARCS-F424 Guild Loyalty): "When you Provoke Outrage, you do not discard Guild cards."
  const loyalty = guildsKeptOnOutrage(s, seat);
  for (const held of p.court) {
    if (loyalty !== null && cardDef(held.id).kind === 'guild' && cardDef(held.id).suit === r) {
      fired(s, loyalty);
      kept.push(held);
    } else if (cardDef(held.id).suit === r && !keepsOnOutrage(s, held.id)) {
      for (const t of held.tokens) toSupply(s, t);
      s.courtDiscard.push(held.id);
    } else {
      // The Loyal Guilds: "If you Provoke Outrage, keep this card."
      if (cardDef(held.id).suit === r) fired(s, held.id);
      kept.push(held);
    }
  }
  p.court = kept;
  // Partisan (ARCS-F602, F610): Fate Set Guild cards in the play area go too (Protected Guild Cards, campaign p.27:
  // "cannot be removed … unless the holder Provokes Outrage of its suit"), to the Court discard pile.
  const cs = s.campaign?.seats[seat];
  for (const id of cs?.playArea.filter((x) => cardDef(x).kind === 'guild' && cardDef(x).suit === r) ?? []) {
    if (keepsOnOutrage(s, id)) continue;
    cs!.playArea.splice(cs!.playArea.indexOf(id), 1);
    s.courtDiscard.push(id);
    log(s, `${seatName(s, seat)} discards ${cardDef(id).name}.`);
  }
  // Peacekeeper (ARCS-F1503 Arsenal Keepers): the Weapons on it go with the card.
  if (cs?.arsenal && !cs.playArea.includes('ARCS-F1503') && !p.court.some((c) => c.id === 'ARCS-F1503')) {
    toSupply(s, 'weapon', cs.arsenal);
    delete cs.arsenal;
  }
  // Already Outraged of that type: do both steps except placing the agent.
  if (!p.outrage.some((m) => m.resource === r)) {
    const agent = p.supply.agents > 0;
    if (agent) p.supply.agents -= 1;
    p.outrage.push({ resource: r, agent });
  }
  log(s, `${seatName(s, seat)} provokes ${resourceLabel(r)} Outrage.`);
  // Sycophants (Planet Breaker ARCS-F1102, Overlord ARCS-F1702): "you may place 2 fresh ships at a planet of the Outrage type once per turn".
  if (s.campaign && triggers !== null) outrageTriggers(s, seat, r, triggers);
}

export const cityDestroyed: Handler<FrameOf<'city/destroyed'>> = {
  step(s, f) {
    // Warden (ARCS-F1610 Feudal Law): "Vassals do not Provoke Outrage if they destroy a Rival Vassal's city in the Fief."
    const types = cityOutrageExcused(s, f.destroyer, f.owner, f.system) ? [] : (f.types ?? [f.resource]);
    // Sycophants (ARCS-F1102/F1702): "When you Provoke Outrage … you may place 2 fresh ships …": before the Ransack.
    const outraged: Frame[] = [];
    for (const r of types) provokeOutrage(s, f.destroyer, r, outraged);
    // A Free city still Provokes Outrage; the Free States have no agents to Ransack (The Free States).
    if (!isSeat(f.owner)) return outraged.length > 0 ? thenRun(...outraged) : done;
    // Elder (ARCS-LEAD01, Beloved): Rivals cannot Ransack the Court when they battle the Elder.
    const guard = blocksRansack(s, f.owner);
    if (guard) fired(s, guard);
    const owner = f.owner;
    // Campaign: the Decided Imperial Council cannot be secured, by a Ransack either (campaign rulebook p.14; spine).
    const targets = !guard && s.court.some((c) => (c.agents[owner] ?? 0) > 0 && !councilShut(s, c.card) && ransackAllowed(s, f.destroyer, c.card, f.system));
    // Believer (ARCS-F831 Breaking the Faith): the destroyer may remove an Ideal.
    const after = s.campaign ? bookletCityDestroyed(s, f.destroyer, owner) : [];
    const ransack = targets ? [{ k: 'ransack', seat: f.destroyer, victim: owner, ...(f.system !== undefined ? { system: f.system } : {}) } as const] : [];
    return targets || after.length > 0 || outraged.length > 0 ? thenRun(...outraged, ...ransack, ...after) : done;
  },
  resume: () => done,
};

/** Ransack the Court: secure any card with the defender's agents, taking Rival agents as Trophies. */
export const ransack: Handler<FrameOf<'ransack'>> = {
  step(s, f) {
    // Warden (ARCS-F1618 Feudal Courts): a card with a Court token only after destroying a city in its Fief.
    const slots = s.court.flatMap((c, i) => ((c.agents[f.victim] ?? 0) > 0 && !councilShut(s, c.card) && ransackAllowed(s, f.seat, c.card, f.system) ? [i] : []));
    if (slots.length === 0) return done;
    if (slots.length === 1) return thenRun(...secureCard(s, f.seat, slots[0]!, { ransack: true }));
    return { t: 'ask', seat: f.seat, prompt: msg('outrage.ransack', { victim: owner(f.victim) }), options: slots.map((i) => opt(COURT_SLOT.id('card', { slot: i }), msg('core.card', { card: card(s.court[i]!.card) }))) };
  },
  resume(s, f, choice) {
    return thenRun(...secureCard(s, f.seat, COURT_SLOT.read(choice).slot, { ransack: true }));
  },
};

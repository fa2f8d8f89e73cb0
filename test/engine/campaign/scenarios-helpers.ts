/**
 * Scenario helpers (issue 14, "every rule has its scenario test"): a campaign just after Act I
 * setup, played through `apply` round by round, with the hands and pieces each scenario needs
 * written on the state first. Only public entry points drive the play (`apply` with seat and
 * openedAt, as the app sends them); the edits before play set the position.
 */
import { expect } from 'vitest';
import { apply, newGame, openDecision } from '../../../src/engine/index.ts';
import { run } from '../../../src/engine/advance.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import { isEventCard } from '../../../src/engine/campaign/state.ts';
import type { ActionCardId } from '../../../src/data/action-cards.ts';
import type { Resource, SystemId } from '../../../src/data/map.ts';
import type { Decision, GameState, Seat } from '../../../src/engine/types.ts';
import { PIECES } from '../../../src/data/board.ts';
import { returnCityToBoard } from '../../../src/engine/board.ts';

export const STEWARDS = (n: number) => Array.from({ length: n }, () => 'ARCS-FATE01');

/** A campaign just after Act I setup (placements with the first option; 2 players keep their hand): chapter 1, the leader to play. */
export function started(players: 2 | 3 | 4, seed: number | string = 1): GameState {
  // Rules version 6: the Intermissions draw no "B"/"C" Fate (the scenarios follow the Stewards).
  let s = newGame({ players, seed, campaign: true, fates: STEWARDS(players), rulesVersion: 6 });
  while (s.decisions[0]?.kind === 'campaign/place') s = answer(s, s.decisions[0].seat, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = answer(s, s.decisions[0].seat, 'keep');
  expect(s.campaign!.stage).toBe('play');
  return s;
}

/** A neutral position: no resources held, no Trust, every seat a Regent with 0 Power. */
export function neutral(s: GameState): GameState {
  for (const p of s.players) {
    for (const r of p.resources) if (r) s.supply[r] += 1;
    p.resources = p.resources.map(() => null);
    p.title = 'regent';
    p.power = 0;
  }
  for (const r of s.campaign!.trust) s.supply[r] += 1;
  s.campaign!.trust = [];
  return s;
}

/** Move a resource token from the supply to the Imperial Trust. */
export function toTrust(s: GameState, ...rs: Resource[]): void {
  for (const r of rs) {
    s.supply[r] -= 1;
    s.campaign!.trust.push(r);
  }
}

/** Give the seats these hands (cards taken from wherever they are; replaced cards go to the discard), then settle. */
export function hands(s: GameState, given: Partial<Record<Seat, ActionCardId[]>>, check = true): GameState {
  const x = structuredClone(s);
  for (const [seat, cards] of Object.entries(given)) {
    const p = x.players[Number(seat)]!;
    x.actionDiscard.push(...p.hand);
    p.hand = [];
    for (const c of cards!) {
      for (const q of x.players) q.hand = q.hand.filter((h) => h !== c);
      x.actionDiscard = x.actionDiscard.filter((h) => h !== c);
      x.actionDeck = x.actionDeck.filter((h) => h !== c);
      p.hand.push(c);
    }
  }
  for (const q of x.players) {
    if (q.seat in given) continue;
    while (q.hand.length < 6) {
      const c = x.actionDiscard.find((h) => !isEventCard(h))!;
      q.hand.push(c);
      x.actionDiscard = x.actionDiscard.filter((h) => h !== c);
    }
  }
  run(x);
  if (check) expect(checkInvariants(x)).toEqual([]);
  return x;
}

export const decisionOf = (s: GameState, seat: Seat): Decision | undefined => s.decisions.find((d) => d.seat === seat);
export const idsOf = (s: GameState, seat: Seat): string[] => decisionOf(s, seat)?.options.map((o) => o.id) ?? [];
export const ids = (s: GameState): string[] => openDecision(s)?.options.map((o) => o.id) ?? [];

/** Answer as `seat` (several choices in a row), through `apply` with the prompt's openedAt. */
export function answer(s: GameState, seat: Seat, ...choices: string[]): GameState {
  let cur = s;
  for (const choice of choices) {
    const d = decisionOf(cur, seat);
    if (!d) throw new Error(`seat ${seat} has no decision for "${choice}" (open: ${cur.decisions.map((x) => `${x.seat}:${x.kind}`).join(' ')})`);
    const r = apply(cur, { t: 'answer', seat, choice, openedAt: d.openedAt });
    if (!r.ok) throw new Error(`"${choice}" refused at ${d.kind}: ${r.error.code} (options: ${d.options.map((o) => o.id).join(' ')})`);
    cur = r.state;
  }
  return cur;
}

/** Answer the first open decision, whoever holds it. */
export function next(s: GameState, ...choices: string[]): GameState {
  let cur = s;
  for (const c of choices) cur = answer(cur, openDecision(cur)!.seat, c);
  return cur;
}

/** End the current turn at once (no actions, no seize), whatever asks. */
export function endTurn(s: GameState): GameState {
  let cur = s;
  const seat = s.turn?.seat;
  while (cur.turn !== null && cur.turn?.seat === seat) {
    const d = openDecision(cur)!;
    const id = d.options.find((o) => o.id === 'end' || o.id === 'no')?.id;
    if (!id) throw new Error(`cannot end the turn at ${d.kind}: ${d.options.map((o) => o.id).join(', ')}`);
    cur = answer(cur, d.seat, id);
  }
  return cur;
}

/** Followers Copy with their first card, each turn ended at once, until the round's end asks something else (or the next round's lead). */
export function followersCopy(s: GameState): GameState {
  let cur = s;
  for (;;) {
    if (cur.turn) {
      cur = endTurn(cur);
      continue;
    }
    const d = openDecision(cur);
    if (d?.kind !== 'turn/play') return cur;
    const copy = d.options.find((o) => o.id.startsWith('copy:'));
    if (!copy) return cur;
    cur = answer(cur, d.seat, copy.id);
  }
}

export const group = (s: GameState, id: SystemId, owner: number | string) => {
  const g = s.map[id]!.ships.find((x) => x.owner === owner);
  return { fresh: g?.fresh ?? 0, damaged: g?.damaged ?? 0 };
};
export const logText = (s: GameState) => s.log.map((l) => l.text).join('\n');
export const inSummit = (s: GameState) => s.stack.some((f) => f.k === 'campaign/summit');

/** Agents of each seat, Favors included (the base count plus Favors on Fate cards). */
export function agentCount(s: GameState, seat: Seat): number {
  let n = s.players[seat]!.supply.agents + s.players[seat]!.outrage.filter((m) => m.agent).length;
  for (const c of s.court) n += c.agents[seat] ?? 0;
  for (const q of s.players) n += q.captives[seat] ?? 0;
  for (const cs of s.campaign!.seats) n += cs.favors?.[seat] ?? 0;
  return n;
}
export const ALL_AGENTS = PIECES.agents;

type Who = number | 'empire' | 'blight';
/**
 * Set a system's ships (and, optionally, its building slots) keeping every piece count: the pieces
 * there go back to their supplies (cities to their boards), the new ones come from the supplies.
 */
export function setSystem(s: GameState, id: SystemId, ships: { owner: Who; fresh: number; damaged?: number }[], slots?: ({ owner: number | 'free'; type: 'city' | 'starport'; damaged?: boolean } | null)[]): void {
  const st = s.map[id]!;
  for (const g of st.ships) {
    const n = g.fresh + g.damaged;
    if (g.owner === 'empire') s.neutral!.empire.ships += n;
    else if (g.owner === 'blight') s.neutral!.blight.blight += n;
    else if (typeof g.owner === 'number') s.players[g.owner]!.supply.ships += n;
  }
  st.ships = [];
  for (const g of ships) {
    const n = g.fresh + (g.damaged ?? 0);
    if (g.owner === 'empire') s.neutral!.empire.ships -= n;
    else if (g.owner === 'blight') s.neutral!.blight.blight -= n;
    else s.players[g.owner]!.supply.ships -= n;
    st.ships.push({ owner: g.owner, fresh: g.fresh, damaged: g.damaged ?? 0 });
  }
  if (!slots) return;
  st.slots.forEach((b) => {
    if (!b) return;
    if (b.owner === 'free') s.neutral!.free[b.type === 'city' ? 'cities' : 'starports'] += 1;
    else if (typeof b.owner === 'number' && b.type === 'city') returnCityToBoard(s, b.owner, 1);
    else if (typeof b.owner === 'number') s.players[b.owner]!.supply.starports += 1;
  });
  st.slots = slots.map((b) => {
    if (!b) return null;
    if (b.owner === 'free') s.neutral!.free[b.type === 'city' ? 'cities' : 'starports'] -= 1;
    else if (b.type === 'city') s.players[b.owner]!.boardCities -= 1;
    else s.players[b.owner]!.supply.starports -= 1;
    return { owner: b.owner, type: b.type, damaged: b.damaged ?? false };
  });
}

/** Every Blight piece back to the Blight supply (only the scenario's Blight Crises happen). */
export function noBlight(s: GameState): void {
  for (const [id, st] of Object.entries(s.map)) {
    if (st!.ships.some((g) => g.owner === 'blight')) setSystem(s, id as SystemId, st!.ships.filter((g) => g.owner !== 'blight').map((g) => ({ ...g })));
  }
}

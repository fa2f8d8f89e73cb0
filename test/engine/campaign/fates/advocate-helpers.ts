/** Helpers for the Advocate's tests: a campaign with the Advocate at seat 0 (Stewards elsewhere), a clean Court and hands. */
import { expect } from 'vitest';
import { newGame } from '../../../../src/engine/index.ts';
import type { GameState } from '../../../../src/engine/types.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';

export const ADVOCATE = 'ARCS-FATE04';
export const STEWARD = 'ARCS-FATE01';

/** A campaign after Act I setup: seat 0 the Advocate, the others Stewards (their play areas emptied unless `keepStewards`). */
export function advocates(players: number, seed = 1, keepStewards = false): GameState {
  const fates = [ADVOCATE, ...Array.from({ length: players - 1 }, () => STEWARD)];
  let s = newGame({ players, seed, campaign: true, fates });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  expect(s.decisions).toEqual([]);
  expect(s.campaign!.seats[0]!.fate).toBe(ADVOCATE);
  if (!keepStewards) for (let i = 1; i < players; i++) s.campaign!.seats[i]!.playArea = [];
  for (const p of s.players) p.court = [];
  return s;
}

/** Replace the Court row with these cards (no agents, nothing attached); they leave the Court deck and discard pile. */
export function setCourt(s: GameState, ids: string[]): void {
  s.courtDeck = s.courtDeck.filter((id) => !ids.includes(id));
  s.courtDiscard = s.courtDiscard.filter((id) => !ids.includes(id));
  s.court = ids.map((card) => ({ card, agents: s.players.map(() => 0) }));
}

/** The seat holds these Court cards (after what it holds). */
export function hold(s: GameState, seat: number, ...ids: string[]): void {
  for (const id of ids) {
    s.courtDeck = s.courtDeck.filter((x) => x !== id);
    s.players[seat]!.court.push({ id, tokens: [] });
  }
}

export const heldIds = (s: GameState, seat: number): string[] => s.players[seat]!.court.map((c) => c.id);

/**
 * Fate 19, the Redeemer (ARCS-FATE19; Fate Set ARCS-F1901…F1904), a "C" Fate: its Act III setup as
 * FateRules and the facts its cards read (winning Keeper, Keeper's first place, the most Relics).
 * Kept apart from the cards' effects (redeemer.ts) so the Fate registry never imports the effect
 * system (an import cycle). The final objective's win is acts/chapter-end.ts finalObjectiveWinner.
 */
import { log, seatName } from '../../board.ts';
import { provokeOutrage } from '../../frames/outrage.ts';
import { ambitionCount, phantomCount, rankAmbition } from '../../frames/chapter.ts';
import { markerValues } from '../../frames/flow.ts';
import { countResources } from '../../holdings.ts';
import type { Frame, GameState, Seat } from '../../types.ts';
import type { FateRules } from './framework.ts';

export const REDEEMER = 'ARCS-FATE19';
export const REDEEMER_SETUP = 'ARCS-F1901A';
export const REDEEMER_OBJECTIVE = 'ARCS-F1901B';
export const IRE_OF_THE_KEEPERS = 'ARCS-F1902';
export const REBUKE_OF_THE_KEEPERS = 'ARCS-F1903';
export const RELIC_FENCE = 'ARCS-F1904';

export function isRedeemer(s: GameState, seat: Seat): boolean {
  return s.campaign?.seats[seat]?.fate === REDEEMER;
}

/** Keeper is declared (an ambition marker on its box). */
export function keeperDeclared(s: GameState): boolean {
  return s.ambitions.keeper.length > 0;
}

/** The seat is winning Keeper now: first place alone as scoring would count it (the 2-player phantom included). */
export function winningKeeper(s: GameState, seat: Seat): boolean {
  const counts: Parameters<typeof rankAmbition>[0] = s.players.map((p) => ({ seat: p.seat, n: ambitionCount(s, p, 'keeper') }));
  if (s.phantom) counts.push({ seat: 'phantom', n: phantomCount(s, 'keeper') });
  const { first } = rankAmbition(counts);
  return first.length === 1 && first[0] === seat;
}

/** "Keeper's first place": the Power first place would gain for Keeper now (its markers' first values). */
export function keeperFirstPlace(s: GameState): number {
  return s.ambitions.keeper.reduce((n, id) => n + markerValues(id, s.markers.find((m) => m.id === id)!.flipped)[0], 0);
}

/** "The player with the most Relics" (Relic resources counted as Counting counts them); null on a tie or when nobody has any. */
export function mostRelics(s: GameState): Seat | null {
  const counts = s.players.map((p) => countResources(s, p.seat, ['relic']));
  const top = Math.max(...counts);
  const most = s.players.filter((p) => counts[p.seat] === top);
  return top > 0 && most.length === 1 ? most[0]!.seat : null;
}

export const REDEEMER_RULES: FateRules = {
  cardId: REDEEMER,
  acts: [3],
  dealt: true,
  dealtSince: 7,
  setup(s, seat): Frame[] {
    // F1901A 2. "Provoke Relic Outrage."
    provokeOutrage(s, seat, 'relic');
    // 3-5: Ire of the Keepers to the play area, Rebuke of the Keepers to the booklet, Relic Fence on top of the Court deck (card moves).
    log(s, 'Rebuke of the Keepers (Edict 70): if Keeper is declared and the Redeemer is not winning it, the Redeemer loses Power equal to Keeper\'s first place; if Keeper is not declared, the player with the most Relics may declare Keeper (not the Redeemer; on a tie, skip this).');
    // 6. "With 2 players, return all Relics from the Keeper ambition box to the supply."
    if (s.phantom && s.phantom.relic > 0) {
      s.supply.relic += s.phantom.relic;
      log(s, `${s.phantom.relic} Relic${s.phantom.relic === 1 ? '' : 's'} go back from the Keeper ambition box to the supply.`);
      s.phantom.relic = 0;
    }
    // 1. "If you have a Flagship, you may Resettle—as described on the back of the Flagship board." (asked first: a frame)
    if (s.campaign!.seats[seat]!.flagship) return [{ k: 'campaign/redeemer-resettle', seat }];
    log(s, `${seatName(s, seat)} has no Flagship to Resettle.`);
    return [];
  },
};

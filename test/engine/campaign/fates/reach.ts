/**
 * "Every card's effect fires in some seeded campaign" for the Fate cards that unsteered random
 * campaigns seldom reach (issues 15-17; unreached.ts), built like the Court cards' test
 * (test/engine/court/rules.test.ts puts each card face up in a seeded game and plays at random until
 * it fires): a seeded campaign whose start is arranged so the card is within reach, played by legal
 * random answers that prefer the options naming the card, with every invariant and an open decision
 * checked at every step, until the card's effect fires (fired.ts).
 */
import { expect } from 'vitest';
import { checkInvariants, newGame, openDecision } from '../../../../src/engine/index.ts';
import { playRandom, randomAnswer } from '../../../../src/engine/random-play.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { randomInt } from '../../../../src/engine/rng.ts';
import type { GameState } from '../../../../src/engine/types.ts';

type Decision = GameState['decisions'][number];

export interface ReachPlan {
  players: number;
  /** Each seat's Fate card id (newGame's `fates`), e.g. ['ARCS-FATE07', 'ARCS-FATE01', ...]. */
  fates: string[];
  /** Rules version: 6 (default) draws no "B"/"C" Fate, so the named Fates play all three Acts. */
  rulesVersion?: number;
  /**
   * Build the start from the try's seed instead of `newGame` (e.g. a campaign played to its Act II:
   * `players`, `fates` and `rulesVersion` are then the builder's to use); `setup` still arranges it.
   */
  start?: (seed: string) => GameState;
  /**
   * Arrange the start so the card is within reach (put it in a hand or the Court, set a marker
   * near its objective's end, ...). The state must stay valid: the invariants run at every step.
   */
  setup?: (start: GameState) => void;
  /**
   * Called after every step with the live state; may change it at a chosen moment (e.g. when the
   * Intermission opens), keeping it valid. Prefer `setup` where it suffices.
   */
  during?: (s: GameState) => void;
  /** Options to prefer (taken 4 times in 5 when one is open). Default: ids naming the card. */
  prefer?: (optionId: string, d: Decision, s: GameState) => boolean;
  /** Seeded campaigns tried before giving up (default 4); each stops as soon as the card fires. */
  tries?: number;
  /** Answers per campaign (default 20 000). */
  steps?: number;
}

export interface Reached { fired: boolean; seed: string; steps: number; /** the campaign when the card fired */ state?: GameState }

/** Play seeded campaigns by `plan` until `card`'s effect fires; which seed and after how many answers. */
export function reachCard(card: string, plan: ReachPlan): Reached {
  const tries = plan.tries ?? 4;
  const prefer = plan.prefer ?? ((id: string) => id.includes(card));
  let fired = false;
  // Only firings in the campaign being played count: a rule may try actions on a copy first (a
  // Summit proposal's legality, summit/negotiation.ts firstIllegal/afterParts), which is not play.
  let live: GameState | null = null;
  const detach = onFired((s, id) => {
    if (id === card && s === live) fired = true;
  });
  try {
    for (let t = 0; t < tries; t++) {
      const seed = `reach-${card}-${t}`;
      const start = plan.start?.(seed) ?? newGame({ players: plan.players, seed, campaign: true, fates: plan.fates, rulesVersion: plan.rulesVersion ?? 6 });
      plan.setup?.(start);
      expect(checkInvariants(start), `${seed}: the arranged start`).toEqual([]);
      let steps = 0;
      const r = playRandom(start, {
        steps: plan.steps ?? 20_000,
        seed,
        choose: (rng, d, s) => {
          live = s;
          if (d.pick) return randomAnswer(rng, d);
          const liked = d.options.filter((o) => prefer(o.id, d, s));
          if (liked.length && randomInt(rng, 5) < 4) return liked[randomInt(rng, liked.length)]!.id;
          return randomAnswer(rng, d);
        },
        until: (s) => fired || s.ended !== null,
        onStep: (s) => {
          steps++;
          const errors = checkInvariants(s);
          if (errors.length) throw new Error(`${seed} step ${steps}: ${errors.join('; ')}`);
          if (!s.ended) expect(openDecision(s), `${seed} step ${steps}: no decision open`).not.toBeNull();
          if (!fired) plan.during?.(s);
        },
      });
      if (fired) return { fired, seed, steps: r.steps, state: r.state };
    }
    return { fired: false, seed: '', steps: 0 };
  } finally {
    detach();
  }
}

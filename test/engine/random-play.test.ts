import { describe, expect, it } from 'vitest';
import { apply, checkInvariants, newGame, openDecision, viewFor } from '../../src/engine/index.ts';
import { playRandom, replayInputs } from '../../src/engine/random-play.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import { SETUP_CARDS } from '../../src/data/setup-cards.ts';
import type { GameState, Input } from '../../src/engine/types.ts';

/** Hidden card ids of other seats must not appear anywhere in a seat's (or the public) view. */
function assertNoLeak(s: GameState): void {
  const open = openDecision(s);
  for (let viewer = -1; viewer < s.players.length; viewer++) {
    const v = viewFor(s, viewer < 0 ? null : viewer);
    const text = JSON.stringify(v);
    for (const p of s.players) {
      if (p.seat === viewer) continue;
      // Farseers (ARCS-BC17) lets its holder look at this Rival's hand: their own decision shows it.
      const top = s.stack[s.stack.length - 1];
      if (open?.kind === 'fx/farseers-peek' && open.seat === viewer && top?.k === 'fx/farseers-peek' && top.rival === p.seat) continue;
      for (const card of p.hand) {
        // A card id may appear publicly only if it is face up in this round's plays.
        const faceUp = (s.round?.plays ?? []).some((x) => x.card === card && x.mode !== 'copy');
        if (!faceUp) expect(text.includes(`"${card}"`), `seat ${p.seat}'s ${card} leaks to viewer ${viewer}`).toBe(false);
      }
    }
    expect(text.includes('"rng"')).toBe(false);
    expect(text.includes('riggedDice')).toBe(false);
  }
}

const GAMES_PER_CARD = Number(process.env.ARCS_RANDOM_GAMES_PER_CARD ?? 25);

describe('random legal play: invariants at every step', () => {
  for (const card of SETUP_CARDS) {
    it(`${card.id}: ${GAMES_PER_CARD} seeded games run to the end`, () => {
      for (let g = 0; g < GAMES_PER_CARD; g++) {
        const seed = `${card.id}-${g}`;
        const start = newGame({ players: card.players, setup: card.id, seed });
        let steps = 0;
        const res = playRandom(start, {
          steps: 20_000,
          seed,
          onStep: (s) => {
            steps++;
            const errors = checkInvariants(s);
            if (errors.length) throw new Error(`${seed} step ${steps}: ${errors.join('; ')}`);
            if (!s.ended) {
              const d = openDecision(s);
              expect(d, `${seed} step ${steps}: no decision open`).not.toBeNull();
              expect(d!.options.length).toBeGreaterThan(0);
            }
            // JSON round-trip identity (checked on a sample of steps to keep the suite fast).
            if (steps % 7 === 0) expect(JSON.parse(JSON.stringify(s))).toEqual(s);
            if (steps % 11 === 0) assertNoLeak(s);
          },
        });
        expect(res.ended, `${seed} did not finish in ${res.steps} steps`).toBe(true);
        expect(res.state.ended!.winner).toBeGreaterThanOrEqual(0);
      }
    });
  }
});

describe('answers are validated', () => {
  it('refuses a stale, foreign, illegal or malformed answer and changes nothing', () => {
    const s = newGame({ players: 3, setup: '3p-frontiers', seed: 1 });
    const before = JSON.stringify(s);
    const d = openDecision(s)!;
    const other = (d.seat + 1) % 3;
    expect(apply(s, { t: 'answer', seat: other, choice: d.options[0]!.id })).toMatchObject({ ok: false, error: { code: 'rule/not-your-decision' } });
    expect(apply(s, { t: 'answer', seat: d.seat, choice: 'nonsense' })).toMatchObject({ ok: false, error: { code: 'rule/illegal-choice' } });
    expect(apply(s, { t: 'answer', seat: d.seat, choice: d.options[0]!.id, openedAt: d.openedAt + 1 })).toMatchObject({ ok: false, error: { code: 'rule/stale' } });
    expect(apply(s, { t: 'answer', seat: 9, choice: 'x' })).toMatchObject({ ok: false, error: { code: 'rule/bad-input' } });
    expect(apply(s, JSON.parse('{"t":"answer","seat":"0","choice":1}'))).toMatchObject({ ok: false, error: { code: 'rule/bad-input' } });
    expect(JSON.stringify(s)).toBe(before);
    const ok = apply(s, { t: 'answer', seat: d.seat, choice: d.options[0]!.id, openedAt: d.openedAt });
    expect(ok.ok).toBe(true);
    // The same answer again is now stale.
    expect(apply(ok.ok ? ok.state : s, { t: 'answer', seat: d.seat, choice: d.options[0]!.id, openedAt: d.openedAt })).toMatchObject({ ok: false, error: { code: 'rule/stale' } });
  });

  it('replaying the recorded inputs from the same seed reproduces the game exactly', () => {
    const start = newGame({ players: 4, setup: '4p-mix-up-1', seed: 99 });
    const inputs: Input[] = [];
    let s = start;
    const rng = seedRng(5);
    while (!s.ended && inputs.length < 600) {
      const d = openDecision(s)!;
      const input: Input = { t: 'answer', seat: d.seat, choice: d.options[randomInt(rng, d.options.length)]!.id, openedAt: d.openedAt };
      const r = apply(s, input);
      if (!r.ok) throw new Error(r.error.code);
      inputs.push(input);
      s = r.state;
    }
    const again = replayInputs(newGame({ players: 4, setup: '4p-mix-up-1', seed: 99 }), inputs);
    expect(again).toEqual(s);
    // A different seed gives different dice and decks, so the same inputs diverge.
    expect(() => replayInputs(newGame({ players: 4, setup: '4p-mix-up-1', seed: 100 }), inputs)).toThrow();
  });
});

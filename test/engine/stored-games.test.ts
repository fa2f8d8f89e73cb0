/**
 * Games stored by older versions load, replay and continue (issue 13 §5). The fixtures in
 * test/fixtures/stored-games/ are never regenerated: each stands for a game a group has stored.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkInvariants, newGame, openDecision } from '../../src/engine/index.ts';
import { playRandom, replayInputs } from '../../src/engine/random-play.ts';
import { STATE_VERSION, StateVersionError, upgradeState } from '../../src/engine/versions.ts';
import type { GameState, Input } from '../../src/engine/types.ts';

const DIR = join(import.meta.dirname, '../fixtures/stored-games');

interface StoredGame {
  rulesVersion: number;
  options: { players: number; setup?: string; leadersAndLore?: boolean; secondLore?: boolean };
  seed: string;
  seq: number;
  openDecision: { seat: number; kind: string } | null;
  state: { engine: number; seq: number };
  inputs: { seq: number; actor: string; input: Input }[];
}

const fixtures = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

describe('stored games from older versions', () => {
  it('the fixtures are there (never regenerated: see their README)', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
  });

  for (const file of fixtures) {
    const stored = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as StoredGame;
    describe(file, () => {
      it('loads: upgraded to the current version, invariants hold, the same decision is open', () => {
        const before = JSON.stringify(stored.state);
        const s = upgradeState(stored.state);
        expect(JSON.stringify(stored.state)).toBe(before); // the stored value is never changed
        expect(s.engine).toBe(STATE_VERSION);
        expect(s.seq).toBe(stored.seq);
        expect(checkInvariants(s)).toEqual([]);
        const d = openDecision(s);
        expect(d && { seat: d.seat, kind: d.kind }).toEqual(stored.openDecision);
      });

      it('its log replays from the stored options and seed to the stored state', () => {
        const start = newGame({ ...stored.options, seed: stored.seed, rulesVersion: stored.rulesVersion });
        const replayed = replayInputs(start, stored.inputs.map((r) => r.input));
        expect(replayed).toEqual(upgradeState(stored.state));
      });

      it('plays on to the end with invariants checked', () => {
        const s = upgradeState(stored.state);
        const r = playRandom(s, {
          steps: 20_000, seed: file,
          onStep: (x: GameState) => {
            const errors = checkInvariants(x);
            if (errors.length) throw new Error(`${file}: ${errors.join('; ')}`);
          },
        });
        expect(r.ended).toBe(true);
      });
    });
  }

  it('refuses a state without a version, or newer than this engine', () => {
    expect(() => upgradeState({ seq: 1 })).toThrow(StateVersionError);
    expect(() => upgradeState({ engine: STATE_VERSION + 1 })).toThrow(/newer than this engine/);
    expect(() => upgradeState(null)).toThrow(StateVersionError);
  });
});

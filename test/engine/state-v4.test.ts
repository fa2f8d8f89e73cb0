/**
 * State version 4 (issue 13 §4): card data no longer sits in core frames. A state stored in the
 * version-3 shape — mid-move with Sprinter Drives, mid-raid after ships were placed, mid-battle
 * with Signal Breaker or Railgun Arrays, after an action was taken — upgrades to exactly the state
 * the current engine keeps there, and positions in the old shape still import.
 */
import { describe, expect, it } from 'vitest';
import { SETUP_CARDS } from '../../src/data/setup-cards.ts';
import { exportPosition, importPosition, newGame } from '../../src/engine/index.ts';
import { playRandom } from '../../src/engine/random-play.ts';
import type { GameState } from '../../src/engine/types.ts';
import { upgradeState } from '../../src/engine/versions.ts';

type Raw = Record<string, unknown>;

/** The version-3 shape of a current state: what versions.ts STEPS[3] reads. */
function asVersion3(s: GameState): Raw {
  const old = structuredClone(s) as unknown as Raw & { stack: Raw[]; turn: (Raw & { work: Raw }) | null; fx?: Raw };
  old.engine = 3;
  const work = old.turn?.work ?? {};
  for (const f of old.stack) {
    if (f.k === 'turn/actions' && work.acted) {
      f.acted = true;
    }
    if (f.k === 'battle/raid') {
      const placed = work.raidPlaced as { seat: number; system: string; n: number } | undefined;
      if (placed && placed.seat === f.attacker && placed.system === f.system) f.placed = placed.n;
    }
    if (f.k === 'll/sprint' && work.sprint) {
      const { arrivals, collecting } = work.sprint as Raw;
      const { k, seat, from, to } = f;
      for (const key of Object.keys(f)) delete f[key];
      Object.assign(f, { k, seat, arrivals, collecting, from, to });
    }
    if (f.k === 'act/battle' && old.fx?.battleStart) f.ll = old.fx.battleStart;
  }
  delete work.acted;
  delete work.raidPlaced;
  delete work.sprint;
  if (old.fx) {
    delete old.fx.battleStart;
    if ((old.fx.unions as unknown[]).length === 0 && !old.fx.battle) delete old.fx;
  }
  return old;
}

const hasCardData = (s: GameState) => {
  const w = s.turn?.work;
  return { acted: !!w?.acted, raidPlaced: !!w?.raidPlaced, sprint: !!w?.sprint, battleStart: !!s.fx?.battleStart };
};

describe('state version 4: card data out of core frames', () => {
  it('every version-3 shape met in random games upgrades to the state the engine keeps', () => {
    const met = { acted: 0, raidPlaced: 0, sprint: 0, battleStart: 0 };
    let checked = 0;
    for (const card of SETUP_CARDS.filter((_, i) => i % 2 === 0)) {
      for (let g = 0; g < 3; g++) {
        const start = newGame({ players: card.players, setup: card.id, seed: `v4-${card.id}-${g}`, leadersAndLore: true });
        playRandom(start, {
          steps: 20_000,
          seed: `v4-${card.id}-${g}`,
          onStep: (s) => {
            const has = hasCardData(s);
            if (!has.raidPlaced && !has.sprint && !has.battleStart && !(has.acted && checked % 25 === 0)) {
              if (has.acted) checked++;
              return;
            }
            checked++;
            for (const k of Object.keys(met) as (keyof typeof met)[]) if (has[k]) met[k]++;
            const old = asVersion3(s);
            expect(upgradeState(old)).toEqual(s);
          },
        });
      }
    }
    expect(met.acted).toBeGreaterThan(0);
    expect(met.sprint).toBeGreaterThan(0);
    expect(met.battleStart).toBeGreaterThan(0);
  });

  it('a position written in the version-3 shape imports with its card data moved', () => {
    const start = newGame({ players: 3, setup: SETUP_CARDS.find((c) => c.players === 3)!.id, seed: 'v4-position', leadersAndLore: true });
    let found: GameState | null = null;
    playRandom(start, {
      steps: 20_000,
      seed: 'v4-position',
      onStep: (s) => {
        if (!found && s.turn?.work.acted && s.decisions.some((d) => d.kind === 'turn/actions')) found = structuredClone(s);
      },
    });
    expect(found).not.toBeNull();
    const s = found! as GameState;
    const { engine: _e, decisions: _d, ...v3 } = asVersion3(s);
    const imported = importPosition({ ...v3, format: 'arcs-position/1' });
    expect(imported.turn!.work.acted).toBe(true);
    expect(imported.stack.some((f) => 'acted' in f)).toBe(false);
    expect(exportPosition(imported)).toEqual(exportPosition(s));
  });
});

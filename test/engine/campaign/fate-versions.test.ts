/**
 * Which "B" and "C" Fates an Intermission draws depends on the engine that started the campaign
 * (GameOptions.rulesVersion, FateRules.dealtSince): a campaign stored by an older version replays
 * its log the same after newer Fates are dealt (issue 16: stored games survive every change).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/index.ts';
import { dealtFates, DEALT_FATES, fateCardsOf } from '../../../src/engine/campaign/fates/setups.ts';
import { chooseFateFrame } from '../../../src/engine/campaign/acts/intermission.ts';
import { fateRulesList } from '../../../src/engine/campaign/fates/registry.ts';
import { exportPosition, importPosition } from '../../../src/engine/position.ts';
import { STATE_VERSION, upgradeState } from '../../../src/engine/versions.ts';

describe('rules versions and the Fates a campaign draws', () => {
  it('a new campaign keeps the version it was started with; a base game keeps none', () => {
    expect(newGame({ players: 3, seed: 'v', campaign: true }).options.rulesVersion).toBe(STATE_VERSION);
    expect(newGame({ players: 3, seed: 'v', campaign: true, rulesVersion: 7 }).options.rulesVersion).toBe(7);
    // Started by version 6 or older (a stored campaign replayed from its options): nothing kept, as it stored.
    expect('rulesVersion' in newGame({ players: 3, seed: 'v', campaign: true, rulesVersion: 5 }).options).toBe(false);
    expect('rulesVersion' in newGame({ players: 3, seed: 'v' }).options).toBe(false);
  });

  it('version 6 dealt the "A" Fates only; a Fate is drawn from the version it names (dealtSince) on', () => {
    expect(dealtFates(6)).toEqual(fateCardsOf('A'));
    expect(dealtFates(STATE_VERSION)).toEqual([...DEALT_FATES]);
    for (const r of fateRulesList()) {
      if (r.dealt !== true || r.dealtSince === undefined) continue;
      expect(dealtFates(r.dealtSince - 1), r.cardId).not.toContain(r.cardId);
      expect(dealtFates(r.dealtSince), r.cardId).toContain(r.cardId);
      // A "B" or "C" Fate needs a version after 6 (campaigns stored by 6 drew none), and none after this engine's.
      expect(r.dealtSince, r.cardId).toBeGreaterThanOrEqual(7);
      expect(r.dealtSince, r.cardId).toBeLessThanOrEqual(STATE_VERSION);
    }
  });

  it('a stored version-5 campaign loads without a rules version (it draws as version 6 did)', () => {
    const stored = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/stored-games/v5-campaign-4p-intermission.json'), 'utf8')) as { state: unknown };
    const s = upgradeState(stored.state);
    expect(s.options.rulesVersion).toBeUndefined();
  });

  it('positions: options.rulesVersion is kept; absent, a campaign position plays by this engine; out of range is refused', () => {
    const s = newGame({ players: 2, seed: 'pos', campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01'] });
    const p = exportPosition(s) as unknown as { options: Record<string, unknown> };
    expect(p.options.rulesVersion).toBe(STATE_VERSION);
    expect(importPosition({ ...p, options: { ...p.options, rulesVersion: 7 } }).options.rulesVersion).toBe(7);
    const { rulesVersion: _dropped, ...rest } = p.options;
    expect(importPosition({ ...p, options: rest }).options.rulesVersion).toBe(STATE_VERSION);
    expect(() => importPosition({ ...p, options: { ...p.options, rulesVersion: STATE_VERSION + 1 } })).toThrow(/options\.rulesVersion/);
    // A campaign of version 6 or older (no rules version kept) exports as 6, and imports as itself.
    const old = newGame({ players: 2, seed: 'pos', campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01'], rulesVersion: 6 });
    const po = exportPosition(old) as unknown as { options: Record<string, unknown> };
    expect(po.options.rulesVersion).toBe(6);
    expect(importPosition(po).options).toEqual(old.options);
  });

  it('version 8 deals the Gate Wraith (ARCS-FATE22, dealtSince 8): a version-7 campaign never draws it, a version-8 one can', () => {
    expect(dealtFates(7)).not.toContain('ARCS-FATE22');
    expect(dealtFates(8)).toContain('ARCS-FATE22');
    expect(STATE_VERSION).toBeGreaterThanOrEqual(8);
    // 4 players who all failed draw 2 "C" Fates each (campaign rulebook, Intermission F): the whole deck of 8 at version 8,
    // the 7 others at version 7.
    const draws = (rulesVersion: number, seed: string) => {
      const s = newGame({ players: 4, seed, campaign: true, rulesVersion });
      return chooseFateFrame(s, { k: 'campaign/intermission', act: 2, step: 'F', i: 0, completed: [false, false, false, false] }).drawn.flat();
    };
    for (const seed of ['a', 'b', 'c']) {
      expect(draws(7, seed)).not.toContain('ARCS-FATE22');
      expect(draws(7, seed)).toHaveLength(7);
      expect([...draws(8, seed)].sort()).toEqual(fateCardsOf('C'));
    }
  });
});

describe('Intermission F with all 24 Fates dealt (issue 17: Fates drawn exactly as the rules say)', () => {
  it('version 8: every "B" and "C" Fate is dealt; a completed objective draws 1 card (and may keep its Fate), a failed one draws 2 (campaign rulebook, Intermission F); never the Steward, never a Fate kept for want of cards', () => {
    expect([...dealtFates(8)].sort()).toEqual([...fateCardsOf('A'), ...fateCardsOf('B'), ...fateCardsOf('C')].sort());
    for (const players of [2, 3, 4]) {
      for (const act of [1, 2] as const) {
        for (const seed of ['x', 'y']) {
          const s = newGame({ players, seed: `${seed}${players}${act}`, campaign: true });
          expect(s.options.rulesVersion).toBe(STATE_VERSION);
          const completed = s.players.map((p) => p.seat % 2 === 0);
          const f = chooseFateFrame(s, { k: 'campaign/intermission', act, step: 'F', i: 0, completed });
          const letter = act === 1 ? 'B' : 'C';
          s.players.forEach((p) => {
            const drawn = f.drawn[p.seat]!;
            expect(drawn).toHaveLength(completed[p.seat] ? 1 : 2);
            for (const id of drawn) expect(fateCardsOf(letter)).toContain(id);
            expect(drawn).not.toContain('ARCS-FATE01');
            // Completed: the current Fate or the drawn card; failed: one of the two drawn (never the old Fate).
            const current = s.campaign!.seats[p.seat]!.fate!;
            expect(f.options[p.seat]).toEqual(completed[p.seat] ? [current, ...drawn] : drawn);
            expect(f.chosen[p.seat]).toBeNull();
          });
          expect(new Set(f.drawn.flat()).size).toBe(f.drawn.flat().length);
        }
      }
    }
  });
});


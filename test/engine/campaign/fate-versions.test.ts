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
});

/**
 * The campaign log sheet's record of finished Acts (campaign rulebook, Packing Up: "record your
 * names, colors, Fates, Power"): `campaign.history`, kept by campaigns of rules version 7 on.
 */
import { describe, expect, it } from 'vitest';
import { exportPosition, importPosition, newGame, viewFor } from '../../../src/engine/index.ts';
import { playRandom } from '../../../src/engine/random-play.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import type { GameState } from '../../../src/engine/types.ts';

const STEWARD = 'ARCS-FATE01';

function played(rulesVersion: number, seed: string): { end: GameState; atIntermission: GameState } {
  // atIntermission: the first state in Act II (the Intermission runs on without a decision while no "B" Fate is drawn).
  let atIntermission: GameState | null = null;
  const r = playRandom(newGame({ players: 2, seed, campaign: true, fates: [STEWARD, STEWARD], rulesVersion }), {
    steps: 30_000, seed,
    until: (s) => s.ended !== null,
    onStep: (s) => {
      if (!atIntermission && s.campaign!.act === 2) atIntermission = structuredClone(s);
    },
  });
  expect(r.state.ended).not.toBeNull();
  return { end: r.state, atIntermission: atIntermission! };
}

describe('the campaign log sheet: each finished Act (Packing Up)', () => {
  it('records every Act\'s Fates, objectives and Power at its end, before the Intermission\'s losses', () => {
    const { end } = played(7, 'history-1');
    const h = end.campaign!.history!;
    expect(h.map((r) => r.act)).toEqual([1, 2, 3]);
    // Act I: the Fates named; later Acts: the Fate kept or drawn at the Intermission.
    expect(h[0]!.fates).toEqual([STEWARD, STEWARD]);
    for (const r of h) {
      expect(r.fates.every((f) => /^ARCS-FATE\d\d$/.test(f))).toBe(true);
      expect(r.completed).toHaveLength(2);
      expect(r.power).toHaveLength(2);
    }
    expect(h[2]!.fates).toEqual(end.campaign!.seats.map((x) => x.fate));
    // Act I's Power is the Power before the failed objectives' losses the log reports.
    // The first Intermission's lines (after Act I ends, before Act II's setup).
    const all = end.log.map((l) => l.text);
    const from = all.findIndex((l) => l.startsWith('Act I ends'));
    const lines = all.slice(from, all.findIndex((l, i) => i > from && /^Act II setup|Act II Setup|Act II begins/.test(l)) >>> 0);
    for (const [seat, name] of [[0, 'Red'], [1, 'Blue']] as const) {
      const failed = lines.find((l) => l.startsWith(`${name} failed their objective`));
      const completed = lines.find((l) => l.startsWith(`${name} completed their objective`));
      expect(h[0]!.completed[seat]).toBe(completed !== undefined && (failed === undefined || lines.indexOf(completed) < lines.indexOf(failed)));
      const m = failed && /lose (\d+) Power \(now (-?\d+)\)/.exec(failed);
      if (m && !h[0]!.completed[seat]) expect(h[0]!.power[seat]).toBe(Number(m[2]) + Number(m[1]));
    }
    // Act III: only a "C" Fate has a final objective to complete; its Power is the final Power.
    h[2]!.fates.forEach((f, seat) => { if (Number(f.slice(-2)) < 17) expect(h[2]!.completed[seat]).toBe(false); });
    expect(h[2]!.power).toEqual(end.players.map((p) => p.power));
    expect(checkInvariants(end)).toEqual([]);
  });

  it('is public, and positions keep it', () => {
    const { atIntermission, end } = played(7, 'history-2');
    expect(viewFor(end, null).campaign!.history).toEqual(end.campaign!.history);
    const p = exportPosition(end);
    expect(importPosition(p).campaign!.history).toEqual(end.campaign!.history);
    expect(() => importPosition({ ...p, campaign: { ...p.campaign!, history: [{ act: 4, fates: [], completed: [], power: [] }] } })).toThrow(/history/);
    expect(atIntermission.campaign!.history?.map((r) => r.act)).toEqual([1]);
  });

  it('a campaign of rules version 6 (stored by an older engine) keeps none, so it replays as stored', () => {
    expect(played(6, 'history-3').end.campaign!.history).toBeUndefined();
  });
});

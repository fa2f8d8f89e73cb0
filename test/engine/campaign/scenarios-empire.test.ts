/**
 * Scenario: the Regent/Outlaw control example of "The Empire, Control & Command" (campaign
 * rulebook p.10, sidebar in campaign-rulebook.pdftotext.txt): "An Outlaw has 4 fresh Loyal ships
 * in a system. A Regent has 2 fresh Loyal ships there. Regardless of all these ships, 1 fresh
 * Imperial ship is there, so the Empire controls it. On the Regent's turn, they control the system.
 * On the Outlaw's turn, the system is controlled by the Empire, so they build pieces damaged."
 * And the same system's "Outlaw Battles" sidebar (p.11), played from a campaign through `apply`.
 */
import { describe, expect, it } from 'vitest';
import { openDecision } from '../../../src/engine/index.ts';
import { returnCityToBoard } from '../../../src/engine/board.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import { controls, controlsForScoring } from '../../../src/engine/control.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { answer, endTurn, hands, ids, neutral, started } from './scenarios-helpers.ts';

const OUTLAW = 0;
const REGENT = 1;
const SYS = '3:hex' as const;

/** The example's system: the Outlaw's 4 fresh ships, the Regent's 2, 1 fresh Imperial ship, two empty building slots. */
function example(): GameState {
  const s = neutral(started(3));
  s.campaign!.firstRegent = 2;
  const st = s.map[SYS]!;
  // Yellow's setup pieces there go home.
  s.players[2]!.supply.ships += st.ships.find((g) => g.owner === 2)!.fresh;
  st.slots = [null, null];
  returnCityToBoard(s, 2, 2);
  s.players[OUTLAW]!.supply.ships -= 4;
  s.players[REGENT]!.supply.ships -= 2;
  st.ships = [{ owner: OUTLAW, fresh: 4, damaged: 0 }, { owner: REGENT, fresh: 2, damaged: 0 }, { owner: 'empire', fresh: 1, damaged: 0 }];
  s.players[OUTLAW]!.title = 'outlaw';
  return hands(s, { 0: ['CON4', 'AGG3', 'ADM4', 'CON3', 'AGG4', 'MOB3'], 1: ['CON5', 'AGG5', 'ADM5', 'CON6', 'AGG6', 'MOB4'] });
}

describe('The Empire, Control & Command (p.10): the Regent/Outlaw control example', () => {
  it('the Empire controls the system whatever the Loyal ships; on the Outlaw\'s turn the Empire controls it, so the Outlaw builds damaged; on the Regent\'s turn the Regent controls it and builds fresh', () => {
    let s = example();
    expect(checkInvariants(s)).toEqual([]);
    // The Outlaw's turn (they lead Construction).
    s = answer(s, OUTLAW, 'lead:CON4', 'no');
    expect(controls(s, SYS, OUTLAW)).toBe(false);
    expect(controls(s, SYS, REGENT)).toBe(false);
    // The First Regent controls it for ambitions, objectives and events, whoever's turn it is.
    expect(controlsForScoring(s, 2, SYS)).toBe(true);
    expect(controlsForScoring(s, OUTLAW, SYS)).toBe(false);
    s = answer(s, OUTLAW, 'pip:build', 'city', `sys:${SYS}`);
    expect(s.map[SYS]!.slots.filter(Boolean)).toEqual([{ owner: OUTLAW, type: 'city', damaged: true }]);
    s = endTurn(s);
    // The Regent's turn (they Surpass with Construction 5): they control the system, so they build fresh.
    expect(openDecision(s)).toMatchObject({ kind: 'turn/play', seat: REGENT });
    s = answer(s, REGENT, 'surpass:CON5', 'no');
    expect(controls(s, SYS, REGENT)).toBe(true);
    expect(controls(s, SYS, OUTLAW)).toBe(false);
    expect(ids(s)).toContain('pip:build');
    s = answer(s, REGENT, 'pip:build', 'city', `sys:${SYS}`);
    expect(s.map[SYS]!.slots).toEqual(expect.arrayContaining([{ owner: OUTLAW, type: 'city', damaged: true }, { owner: REGENT, type: 'city', damaged: false }]));
    expect(checkInvariants(s)).toEqual([]);
  });

  it('Outlaw Battles (p.11): battling there the Outlaw chooses the Regent (who must add the Imperial ship: 3 defending ships) or the Empire (1 defending ship)', () => {
    const s0 = example();
    s0.riggedDice = [2]; // one assault die: an intercept and a hit
    const at = answer(s0, OUTLAW, 'lead:AGG3', 'no', 'pip:battle', `sys:${SYS}`);
    expect(ids(at)).toEqual(['def:1', 'def:empire']);
    // The Regent defends: their 2 fresh ships and the Imperial ship intercept (3 hits on the Outlaw).
    const r = answer(at, OUTLAW, 'def:1', 'assault:1', 'skirmish:0');
    expect(openDecision(r)!.prompt.args).toMatchObject({ n: 3 });
    // The Empire defends: its 1 Imperial ship (1 intercept hit). The Empire has no buildings anywhere, so raid dice may be collected (base Raid Dice Limit).
    const e = answer(at, OUTLAW, 'def:empire', 'assault:1', 'skirmish:0', 'raid:0');
    expect(openDecision(e)!.prompt.args).toMatchObject({ n: 1 });
  });
});

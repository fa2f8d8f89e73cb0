/**
 * The campaign Court's Guild cards ARCS-CC01..CC10 (cards.csv). Each is printed word for word as a
 * base Court card (text compared in src/engine/campaign/court/index.ts) and uses that card's
 * implementation under its own id: one scenario each, played in a campaign's chapter 1 (the halt
 * lifted, base turn rules).
 */
import { describe, expect, it } from 'vitest';
import { effectOf } from '../../../../src/engine/effects.ts';
import { firedCount } from '../../../../src/engine/fired.ts';
import { openDecision } from '../../../../src/engine/index.ts';
import { emptyOpenSlots, isGate } from '../../../../src/engine/board.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import type { GameState } from '../../../../src/engine/types.ts';
import { expectDecision, optionIds, play } from '../../helpers.ts';
import { act, placeGains } from '../../court/court-helpers.ts';
import { playable } from './helpers.ts';

/** Seat `seat` holds `cards`; Red leads Aggression 3 (declaring nothing): Red's action menu is open. */
function redLeads(cards: string[], seat = 0, lead = 'lead:AGG3'): GameState {
  const s = playable((st) => {
    st.players[seat]!.court = cards.map((id) => ({ id, tokens: [] }));
  });
  let t = play(s, lead);
  if (openDecision(t)?.kind === 'turn/declare') t = play(t, 'no');
  expectDecision(t, 'turn/actions', 0);
  return t;
}
const count = (s: GameState, seat: number, r: string) => s.players[seat]!.resources.filter((x) => x === r).length;
const ships = (s: GameState, seat: number) => Object.values(s.map).reduce((n, st) => n + st!.ships.filter((g) => g.owner === seat).reduce((m, g) => m + g.fresh + g.damaged, 0), 0);

describe('ARCS-CC01 Mining Interest, ARCS-CC04 Shipping Interest (= BC02, BC09)', () => {
  it('"Prelude: You may discard this to gain Material up to your number of empty resource slots."', () => {
    let s = redLeads(['ARCS-CC01']);
    expect(optionIds(s)).toContain('res:0:x:ARCS-CC01:manufacture'); // Manufacture (Build)
    const empty = emptyOpenSlots(s.players[0]!).length;
    expect(empty).toBeGreaterThan(1);
    s = act(s, 'fx:ARCS-CC01:use');
    expect(count(s, 0, 'material')).toBe(1 + empty);
    expect(emptyOpenSlots(s.players[0]!)).toEqual([]);
    expect(s.courtDiscard).toContain('ARCS-CC01');
    expect(firedCount(s, 'ARCS-CC01')).toBe(1);
  });

  it('"Synthesize (Build): Gain 1 Fuel." and its Prelude for Fuel', () => {
    let s = redLeads(['ARCS-CC04']);
    expect(optionIds(s)).toContain('res:0:x:ARCS-CC04:synthesize');
    const empty = emptyOpenSlots(s.players[0]!).length;
    s = act(s, 'fx:ARCS-CC04:use');
    expect(count(s, 0, 'fuel')).toBe(empty);
    expect(s.courtDiscard).toContain('ARCS-CC04');
  });
});

describe('ARCS-CC02 Construction Union, ARCS-CC06 Arms Union (= BC05, BC11)', () => {
  it('"Prelude: You may place this card next to a face-up played Aggression card. When the round ends, draw that card into your hand and discard this card."', () => {
    let s = redLeads(['ARCS-CC06', 'ARCS-CC02']);
    expect(optionIds(s)).toContain('fx:ARCS-CC06:play:0');
    expect(optionIds(s).some((id) => id.startsWith('fx:ARCS-CC02'))).toBe(false); // no Construction card played
    s = play(s, 'fx:ARCS-CC06:play:0');
    expect(s.fx?.unions).toEqual([{ seat: 0, card: 'ARCS-CC06', target: 'AGG3' }]);
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-CC02']);
  });

  it('Construction Union: next to a played Construction card', () => {
    const s = play(redLeads(['ARCS-CC02'], 0, 'lead:CON4'), 'fx:ARCS-CC02:play:0');
    expect(s.fx?.unions).toEqual([{ seat: 0, card: 'ARCS-CC02', target: 'CON4' }]);
  });
});

describe('ARCS-CC03 Gatekeepers (= BC08)', () => {
  it('"When you battle in a gate, you may collect 2 more dice. Prelude: You may discard this to place 1 ship in each gate (unless out of play)."', () => {
    let s = redLeads(['ARCS-CC03']);
    expect(effectOf(s, 'ARCS-CC03')!.battleDice!(s, 0, '1:gate')).toBe(2);
    expect(effectOf(s, 'ARCS-CC03')!.battleDice!(s, 0, '1:hex')).toBe(0);
    const before = ships(s, 0);
    s = play(s, 'fx:ARCS-CC03:use');
    expect(ships(s, 0)).toBe(before + 6); // the campaign has no out-of-play cluster: 6 gates
    for (const id of (Object.keys(s.map) as SystemId[]).filter(isGate)) expect(s.map[id]!.ships.some((g) => g.owner === 0)).toBe(true);
    expect(s.courtDiscard).toContain('ARCS-CC03');
  });
});

describe('ARCS-CC05 Skirmishers (= BC13)', () => {
  it('"Prelude: You may discard this to place 3 ships in a system you control."; "After you roll in battle, you may reroll … up to your total Weapon icons from resources and cards."', () => {
    let s = redLeads(['ARCS-CC05']);
    const after = effectOf(s, 'ARCS-CC05')!.afterRoll!(s, 0, { defender: 1, system: '1:hex', faces: { skirmish: [0, 3, 4, 5], assault: [], raid: [] } });
    // Red: no Weapon resource, Skirmishers is a Weapon card: 1 icon.
    expect(after).toMatchObject({ k: 'fx/reroll', limit: 1, card: 'ARCS-CC05' });
    s = play(s, 'fx:ARCS-CC05:use');
    expectDecision(s, 'fx/place-3', 0);
    const where = optionIds(s)[0]!;
    const before = ships(s, 0);
    s = play(s, where);
    expect(ships(s, 0)).toBe(before + 3);
  });
});

describe('ARCS-CC07 Lattice Spies (= BC16)', () => {
  it('"Prelude: Before any other actions, you may discard this to seize the initiative."', () => {
    let s = redLeads([], 0);
    s.players[1]!.court = [{ id: 'ARCS-CC07', tokens: [] }];
    s = play(s, 'end', 'copy:ADM2', 'no');
    expectDecision(s, 'turn/actions', 1);
    s = play(s, 'fx:ARCS-CC07:use');
    expect(s.initiative).toBe(1);
    expect(s.round!.seized).toBe(1);
    expect(s.courtDiscard).toContain('ARCS-CC07');
  });
});

describe('ARCS-CC08 Silver Tongues (= BC20 Silver-Tongues), ARCS-CC09 Sworn Guardians (= BC22)', () => {
  it('"Prelude: You may discard this to steal a Guild card or resource."', () => {
    let s = redLeads(['ARCS-CC08']);
    s.players[2]!.court = [{ id: 'ARCS-CC05', tokens: [] }];
    s = play(s, 'fx:ARCS-CC08:use');
    expectDecision(s, 'fx/steal', 0);
    expect(optionIds(s)).toEqual(['res:1:0', 'res:1:1', 'res:2:0', 'res:2:1', 'card:2:ARCS-CC05']);
    s = placeGains(play(s, 'res:1:0'));
    expect(count(s, 0, 'fuel')).toBe(1);
    expect(count(s, 1, 'fuel')).toBe(0);
  });

  it('"Rivals cannot steal your resources and other Guild cards. If this card is stolen, bury it." (its raid cost: 1 key, arcs-facts D4)', () => {
    let s = redLeads(['ARCS-CC08']);
    s.players[1]!.court = [{ id: 'ARCS-CC09', tokens: [] }, { id: 'ARCS-CC05', tokens: [] }];
    s = play(s, 'fx:ARCS-CC08:use');
    expect(optionIds(s)).toEqual(['res:2:0', 'res:2:1', 'card:1:ARCS-CC09']);
    s = play(s, 'card:1:ARCS-CC09');
    expect(s.courtDeck.at(-1)).toBe('ARCS-CC09');
    expect(s.players[1]!.court.map((c) => c.id)).toEqual(['ARCS-CC05']);
    expect(s.players[0]!.court.map((c) => c.id)).toEqual([]);
  });
});

describe('ARCS-CC10 Elder Broker (= BC23)', () => {
  it('"Prelude: You may discard this to gain 1 Material, 1 Fuel, and 1 Weapon."', () => {
    let s = redLeads(['ARCS-CC10']);
    s.players[0]!.resources = s.players[0]!.resources.map(() => null);
    s = act(s, 'fx:ARCS-CC10:use');
    expect([count(s, 0, 'material'), count(s, 0, 'fuel'), count(s, 0, 'weapon')]).toEqual([1, 1, 1]);
    expect(s.courtDiscard).toContain('ARCS-CC10');
    expect(effectOf(s, 'ARCS-CC10')!.newActions![0]).toMatchObject({ key: 'trade', replaces: 'tax' });
  });
});

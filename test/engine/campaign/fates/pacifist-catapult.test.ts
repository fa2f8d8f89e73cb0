/**
 * Pacifist (ARCS-FATE14): Witnesses (ARCS-F1402) carried along a Catapult move. "You may move
 * Witnesses you control. When you Catapult move ships, you may move Witnesses along with them."
 * FAQ (Witnesses): "Q: Do you have to control Witnesses to Catapult move them? A: Yes. The control
 * requisite still applies to Catapult Moves." One question at the start of the Catapult move
 * (`ride:<n>`, most first, `ride:0` none); the Witnesses ride with the ships going on and end where
 * the last of them stop.
 */
import { describe, expect, it } from 'vitest';
import { answer, runFrames } from './steward-helpers.ts';
import { checkInvariants, exportPosition, importPosition } from '../../../../src/engine/index.ts';
import { witnesses } from '../../../../src/engine/campaign/fates/pacifist.ts';
import { returnPieces, shipsOf, tidy } from '../../../../src/engine/board.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import type { Frame, GameState, Seat } from '../../../../src/engine/types.ts';
import { pacifistActII } from './pacifist-helpers.ts';

/** A 3-player Steward campaign, seat 0 turned Pacifist and set up for Act II (Witnesses at 1:arrow, 2:crescent, 3:hex, 5:arrow). */
function pacifist(): GameState {
  const s = pacifistActII();
  // A clean board: every ship and building back in its supply (the Witness tokens stay).
  for (const st of Object.values(s.map)) {
    for (const g of st!.ships) returnPieces(s, g.owner, g.owner === 'blight' ? 'blight' : 'ship', g.fresh + g.damaged);
    st!.ships = [];
    for (const b of st!.slots) if (b) returnPieces(s, b.owner, b.type, 1);
    st!.slots = st!.slots.map(() => null);
  }
  return s;
}

function ships(s: GameState, id: SystemId, seat: Seat, n: number): void {
  s.players[seat]!.supply.ships -= n;
  shipsOf(s.map[id]!, seat).fresh += n;
  tidy(s.map[id]!);
}

function starport(s: GameState, id: SystemId, seat: Seat): void {
  s.players[seat]!.supply.starports -= 1;
  s.map[id]!.slots[0] = { type: 'starport', owner: seat, damaged: false };
}

const where = (s: GameState, id: string) => s.campaign!.tokens!.find((t) => t.id === id)!.where;
const ids = (s: GameState) => s.decisions[0]!.options.map((o) => o.id);
const move: Frame = { k: 'act/move', seat: 0, from: null, to: null, fresh: null };

function withFired(f: () => void): Set<string> {
  const seen = new Set<string>();
  const off = onFired((_s, id) => seen.add(id));
  try { f(); } finally { off(); }
  return seen;
}

describe('Witnesses (ARCS-F1402) along a Catapult move', () => {
  it('F1402: "When you Catapult move ships, you may move Witnesses along with them": asked once at the start; they end where the ships end', () => {
    const s = pacifist();
    expect(where(s, 'witness-1')).toBe('1:arrow');
    starport(s, '1:arrow', 0);
    ships(s, '1:arrow', 0, 2);
    let t = runFrames(s, [move]);
    t = answer(t, 'from:1:arrow', 'to:1:gate', 'n:2');
    // One question, before anything moves: carry the 1 Witness the Pacifist controls there, or none.
    expect(t.decisions[0]!.kind).toBe('act/move');
    expect(ids(t)).toEqual(['ride:1', 'ride:0']);
    expect(t.map['1:gate']!.ships).toEqual([]);
    const fired = withFired(() => { t = answer(t, 'ride:1'); });
    expect(fired.has('ARCS-F1402')).toBe(true);
    expect(where(t, 'witness-1')).toBe('1:gate');
    // The Catapult goes on (no second question); the Witness goes with the ships, gate to gate.
    expect(t.decisions[0]!.kind).toBe('act/catapult');
    expect(ids(t)).not.toContain('ride:1');
    t = answer(t, 'to:2:gate', 'n:2');
    expect(where(t, 'witness-1')).toBe('2:gate');
    // Into a planet: the Catapult ends there, the Witness too.
    t = answer(t, 'to:2:arrow', 'n:2');
    expect(t.decisions).toEqual([]);
    expect(where(t, 'witness-1')).toBe('2:arrow');
    expect(t.map['2:arrow']!.ships.find((g) => g.owner === 0)?.fresh).toBe(2);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('F1402: the Witnesses ride with the ships going on; ships dropped off leave them with the group', () => {
    const s = pacifist();
    starport(s, '1:arrow', 0);
    ships(s, '1:arrow', 0, 3);
    let t = answer(runFrames(s, [move]), 'from:1:arrow', 'to:1:gate', 'n:3', 'ride:1');
    // 1 ship stays at 1:gate, 2 go on, then stop at 2:gate.
    t = answer(t, 'to:2:gate', 'n:2', 'stop');
    expect(t.decisions).toEqual([]);
    expect(where(t, 'witness-1')).toBe('2:gate');
    expect(t.map['1:gate']!.ships.find((g) => g.owner === 0)?.fresh).toBe(1);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('F1402: declined (`ride:0`): the Witness stays where it was', () => {
    const s = pacifist();
    starport(s, '1:arrow', 0);
    ships(s, '1:arrow', 0, 2);
    let t = answer(runFrames(s, [move]), 'from:1:arrow', 'to:1:gate', 'n:2', 'ride:0');
    t = answer(t, 'to:2:gate', 'n:2', 'stop');
    expect(t.decisions).toEqual([]);
    expect(where(t, 'witness-1')).toBe('1:arrow');
    expect(t.map['2:gate']!.ships.find((g) => g.owner === 0)?.fresh).toBe(2);
  });

  it('F1402 FAQ: "The control requisite still applies to Catapult Moves": a Witness in a system a Rival controls is not offered', () => {
    const s = pacifist();
    starport(s, '1:arrow', 0);
    ships(s, '1:arrow', 0, 1);
    ships(s, '1:arrow', 1, 3);
    let t = answer(runFrames(s, [move]), 'from:1:arrow', 'to:1:gate');
    // No question about Witnesses: straight on to the Catapult.
    expect(t.decisions[0]!.kind).toBe('act/catapult');
    expect(ids(t).some((x) => x.startsWith('ride:'))).toBe(false);
    t = answer(t, 'stop');
    expect(where(t, 'witness-1')).toBe('1:arrow');
    // A plain move (no Loyal starport: no Catapult) never asks either.
    const u = pacifist();
    ships(u, '1:arrow', 0, 2);
    const v = answer(runFrames(u, [move]), 'from:1:arrow', 'to:1:gate', 'n:2');
    expect(v.decisions).toEqual([]);
    expect(where(v, 'witness-1')).toBe('1:arrow');
  });

  it('F1402: the count: with 2 Witnesses there, `ride:2`, `ride:1`, `ride:0`; carrying 1 leaves the other', () => {
    const s = pacifist();
    s.campaign!.tokens!.find((x) => x.id === 'witness-2')!.where = '1:arrow';
    starport(s, '1:arrow', 0);
    ships(s, '1:arrow', 0, 2);
    let t = answer(runFrames(s, [move]), 'from:1:arrow', 'to:1:gate', 'n:2');
    expect(ids(t)).toEqual(['ride:2', 'ride:1', 'ride:0']);
    t = answer(t, 'ride:1', 'stop');
    expect(witnesses(t, 0).filter((w) => w.where === '1:gate').map((w) => w.id)).toEqual(['witness-1']);
    expect(witnesses(t, 0).filter((w) => w.where === '1:arrow').map((w) => w.id)).toEqual(['witness-2']);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('F1402: a Catapult move that ends at once (into a gate a Rival controls) still carries the Witnesses', () => {
    const s = pacifist();
    starport(s, '1:arrow', 0);
    ships(s, '1:arrow', 0, 2);
    ships(s, '1:gate', 2, 3);
    const t = answer(runFrames(s, [move]), 'from:1:arrow', 'to:1:gate', 'n:2', 'ride:1');
    expect(t.decisions).toEqual([]);
    expect(where(t, 'witness-1')).toBe('1:gate');
  });

  it('F1402: a Catapult move starting in place (the Slipstream Drive, the Seeker Golem: act/catapult) asks first, then moves them hop by hop', () => {
    const s = pacifist();
    ships(s, '1:arrow', 0, 2);
    let t = runFrames(s, [{ k: 'act/catapult', seat: 0, at: '1:arrow', fresh: 2, damaged: 0, next: null, carry: null, slipstream: true }]);
    expect(ids(t)).toEqual(['ride:1', 'ride:0']);
    t = answer(t, 'ride:1');
    expect(where(t, 'witness-1')).toBe('1:arrow');
    t = answer(t, 'to:1:gate', 'n:2', 'stop');
    expect(where(t, 'witness-1')).toBe('1:gate');
    // Sprinter Drives' bonus Catapult (the ships already made their first hop; the Witnesses that may ride were found
    // where it started, before the ships left: `offer`): the riders join them.
    const u = pacifist();
    ships(u, '1:gate', 0, 2);
    let v = runFrames(u, [{ k: 'act/catapult', seat: 0, at: '1:gate', fresh: 2, damaged: 0, next: null, carry: null, offer: ['witness-1'] }]);
    expect(ids(v)).toEqual(['ride:1', 'ride:0']);
    v = answer(v, 'ride:1');
    expect(where(v, 'witness-1')).toBe('1:gate');
    v = answer(v, 'stop');
    expect(v.decisions).toEqual([]);
  });

  it("Sprinter Drives' bonus move whose Catapult ends at its first hop: the Witnesses may ride that hop", () => {
    const s = pacifist();
    starport(s, '1:arrow', 0);
    ships(s, '1:arrow', 0, 2);
    ships(s, '1:gate', 1, 1); // a Rival's ship at the gate: the Catapult ends there
    // In seat 0's turn, its ships having just arrived at 1:arrow (Sprinter Drives' record of the move).
    s.turn = { seat: 0, taxed: [], shipyards: [], work: { sprint: { seat: 0, arrivals: [{ system: '1:arrow', fresh: 2 }], collecting: false } }, used: [] } as unknown as GameState['turn'];
    let t = answer(runFrames(s, [{ k: 'll/sprint', seat: 0, from: null, to: null }]), 'from:1:arrow', 'to:1:gate', 'n:2');
    expect(shipsOf(t.map['1:gate']!, 0).fresh).toBe(2);
    expect(ids(t)).toEqual(['ride:1', 'ride:0']);
    const fired = withFired(() => { t = answer(t, 'ride:1'); });
    expect(where(t, 'witness-1')).toBe('1:gate');
    expect(fired.has('ARCS-F1402')).toBe(true);
    expect(checkInvariants(t)).toEqual([]);
    // Declined: the Witness stays.
    const u = answer(runFrames(s, [{ k: 'll/sprint', seat: 0, from: null, to: null }]), 'from:1:arrow', 'to:1:gate', 'n:2', 'ride:0');
    expect(where(u, 'witness-1')).toBe('1:arrow');
  });

  it('positions keep the carried Witnesses where they ended (round trip)', () => {
    const s = pacifist();
    starport(s, '1:arrow', 0);
    ships(s, '1:arrow', 0, 2);
    const t = answer(runFrames(s, [move]), 'from:1:arrow', 'to:1:gate', 'n:2', 'ride:1', 'to:2:gate', 'n:2', 'stop');
    const back = importPosition(exportPosition(t));
    expect(back.campaign!.tokens).toEqual(t.campaign!.tokens);
    expect(where(back, 'witness-1')).toBe('2:gate');
    expect(checkInvariants(back)).toEqual([]);
  });
});

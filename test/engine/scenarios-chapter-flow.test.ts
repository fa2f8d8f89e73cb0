/**
 * Playing a Chapter (base rulebook, pages 8-11): leading, declaring an ambition, Surpass, Copy,
 * Pivot, seizing the initiative, passing it, the initiative check and the discard at round end.
 * Seats 0, 1, 2 (3 players) or 0-3 (4 players); seat 0 holds the initiative unless stated.
 */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../src/engine/index.ts';
import type { FrameOf, GameState } from '../../src/engine/types.ts';
import { expectDecision, optionIds, play, position, type Sparse } from './helpers.ts';

/** The turn menu's frame (to read its pips and allowed actions). */
function menu(s: GameState): FrameOf<'turn/actions'> {
  expectDecision(s, 'turn/actions');
  const f = s.stack[s.stack.length - 1]!;
  return f as FrameOf<'turn/actions'>;
}

const COURT = [{ card: 'ARCS-BC10' }, { card: 'ARCS-BC11' }, { card: 'ARCS-BC16' }, { card: 'ARCS-BC20' }];

/** Everyone has ships and a city, so every suit has a legal action. */
function three(hands: string[][], extra: Sparse = {}) {
  return position({
    options: { setup: '3p-frontiers' },
    court: COURT,
    players: hands.map((hand) => ({ hand })),
    map: {
      '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, null] },
      '5:hex': { ships: [{ owner: 1, fresh: 3, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: false }, null] },
      '6:crescent': { ships: [{ owner: 2, fresh: 3, damaged: 0 }], slots: [{ owner: 2, type: 'city', damaged: false }, null] },
    },
    ...extra,
  });
}

function four(hands: string[][], extra: Sparse = {}) {
  return position({
    options: { setup: '4p-frontiers' },
    court: COURT,
    players: hands.map((hand) => ({ hand })),
    map: {
      '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, null] },
      '2:hex': { ships: [{ owner: 1, fresh: 3, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: false }, null] },
      '6:crescent': { ships: [{ owner: 2, fresh: 3, damaged: 0 }], slots: [{ owner: 2, type: 'city', damaged: false }, null] },
      '4:arrow': { ships: [{ owner: 3, fresh: 3, damaged: 0 }], slots: [{ owner: 3, type: 'city', damaged: false }, null] },
    },
    ...extra,
  });
}

describe('Step 1: the player with initiative takes a turn (Playing a Chapter, Step 1)', () => {
  it('GIVEN the initiative THEN the only plays are a lead card or passing, and the lead card gives its pips of its suit', () => {
    let s = three([['ADM4', 'CON2'], ['MOB3'], ['AGG3']]);
    expectDecision(s, 'turn/play', 0);
    expect(optionIds(s)).toEqual(['lead:ADM4', 'lead:CON2', 'pass']);
    s = play(s, 'lead:CON2', 'no');
    // Construction 2 has 4 pips: build or repair.
    expect(menu(s).pips).toBe(4);
    expect(menu(s).allowed).toEqual(['build', 'repair']);
    expect(s.round!.plays).toEqual([{ seat: 0, card: 'CON2', mode: 'lead', seizeCard: null }]);
  });
});

describe('Declaring an Ambition (Playing a Chapter)', () => {
  it('GIVEN a lead 4 THEN only Warlord may be declared; the highest marker (A, 5/3) goes there and the card keeps its pips', () => {
    let s = three([['ADM4'], ['ADM3'], ['AGG3']]);
    s = play(s, 'lead:ADM4');
    expectDecision(s, 'turn/declare', 0);
    expect(optionIds(s)).toEqual(['declare:warlord', 'no']);
    s = play(s, 'declare:warlord');
    expect(s.ambitions.warlord).toEqual(['A']);
    expect(s.round!.declared).toBe('warlord');
    // "You cannot declare an ambition multiple times using the same card": straight to actions.
    expect(menu(s).pips).toBe(3);
  });

  it('GIVEN a declared lead card THEN its number is 0, so any higher card of its suit Surpasses', () => {
    let s = three([['ADM4'], ['ADM3'], ['AGG3']]);
    s = play(s, 'lead:ADM4', 'declare:warlord', 'end');
    expect(optionIds(s)).toContain('surpass:ADM3');
  });

  it('GIVEN an undeclared lead 4 THEN a 3 of its suit cannot Surpass', () => {
    let s = three([['ADM4'], ['ADM3', 'ADM5'], ['AGG3']]);
    s = play(s, 'lead:ADM4', 'no', 'end');
    expect(optionIds(s)).toContain('surpass:ADM5');
    expect(optionIds(s)).not.toContain('surpass:ADM3');
  });

  it('GIVEN markers already declared THEN the next declaration takes the highest one left, even in the same box', () => {
    const s = play(three([['ADM4'], ['ADM3'], ['AGG3']], { ambitions: { warlord: ['A'] } }), 'lead:ADM4', 'declare:warlord');
    expect(s.ambitions.warlord).toEqual(['A', 'B']);
  });

  it('GIVEN flipped markers THEN "highest" means highest Power on its current side', () => {
    // C flipped is 4/2, B unflipped 3/2, A is placed: C is the highest available.
    const s = play(
      three([['ADM2'], ['ADM3'], ['AGG3']], { ambitions: { tyrant: ['A'] }, markers: [{ id: 'A', flipped: false }, { id: 'B', flipped: false }, { id: 'C', flipped: true }] }),
      'lead:ADM2', 'declare:tycoon',
    );
    expect(s.ambitions.tycoon).toEqual(['C']);
  });

  it('GIVEN all three markers placed THEN no ambition can be declared', () => {
    const s = play(three([['ADM4'], ['ADM3'], ['AGG3']], { ambitions: { warlord: ['A'], tycoon: ['B'], keeper: ['C'] } }), 'lead:ADM4');
    expectDecision(s, 'turn/actions', 0);
  });

  it('GIVEN 4 players THEN a 1 declares nothing and a 7 may declare any ambition', () => {
    let s = four([['ADM1', 'MOB7'], ['CON2'], ['CON3'], ['CON4']]);
    s = play(s, 'lead:ADM1');
    expectDecision(s, 'turn/actions', 0);
    let t = four([['MOB7', 'ADM1'], ['CON2'], ['CON3'], ['CON4']]);
    t = play(t, 'lead:MOB7');
    expect(optionIds(t)).toEqual(['declare:tycoon', 'declare:tyrant', 'declare:warlord', 'declare:keeper', 'declare:empath', 'no']);
    t = play(t, 'declare:empath');
    expect(t.ambitions.empath).toEqual(['A']);
    // Mobilization 7 still has its 1 pip.
    expect(menu(t).pips).toBe(1);
  });

  it('GIVEN a player who is not leading THEN they are never asked to declare', () => {
    const s = play(three([['ADM4'], ['ADM5', 'ADM2'], ['AGG3']]), 'lead:ADM4', 'no', 'end', 'surpass:ADM5', 'no');
    expectDecision(s, 'turn/actions', 1);
    expect(Object.values(s.ambitions).flat()).toEqual([]);
  });
});

describe('Step 2: Surpass, Copy and Pivot (Playing a Chapter, Step 2)', () => {
  it('GIVEN a lead Administration 4 THEN Surpass takes the pips of your card, Copy 1 action of the lead suit, Pivot 1 action of your suit', () => {
    let s = three([['ADM4', 'CON6'], ['ADM5', 'ADM3'], ['AGG3', 'MOB5']]);
    s = play(s, 'lead:ADM4', 'no', 'end');
    // Surpass with Administration 5: 3 pips of Administration.
    s = play(s, 'surpass:ADM5', 'no');
    expect(menu(s).pips).toBe(3);
    expect(menu(s).allowed).toEqual(['tax', 'repair', 'influence']);
    s = play(s, 'end');
    // Copy with a face-down Aggression card: 1 Administration action.
    s = play(s, 'copy:AGG3', 'no');
    expect(menu(s).pips).toBe(1);
    expect(menu(s).allowed).toEqual(['tax', 'repair', 'influence']);
    expect(s.round!.plays[2]).toEqual({ seat: 2, card: 'AGG3', mode: 'copy', seizeCard: null });
  });

  it('GIVEN a lead card THEN a Pivot gets 1 action of its own suit, and a card of the lead suit cannot Pivot', () => {
    let s = three([['ADM4'], ['MOB2', 'ADM2'], ['AGG3']]);
    s = play(s, 'lead:ADM4', 'no', 'end');
    expect(optionIds(s)).toEqual(expect.arrayContaining(['pivot:MOB2', 'copy:MOB2', 'copy:ADM2']));
    expect(optionIds(s)).not.toContain('pivot:ADM2');
    s = play(s, 'pivot:MOB2', 'no');
    expect(menu(s).pips).toBe(1);
    expect(menu(s).allowed).toEqual(['move', 'influence']);
    // Pivoting does not change the lead suit: Psionics would still take Administration actions.
    expect(menu(s).leadSuit).toBe('administration');
  });

  it('GIVEN Copy THEN the view hides the face-down card from the other seats', () => {
    const s = play(three([['ADM4'], ['MOB2', 'MOB3'], ['AGG3']]), 'lead:ADM4', 'no', 'end', 'copy:MOB2', 'no');
    const text = JSON.stringify(viewFor(s, 2));
    expect(text).not.toContain('"MOB2"');
  });
});

describe('Seizing the Initiative (Playing a Chapter)', () => {
  it('GIVEN an extra face-down card THEN the player seizes, the card gives no actions, and nobody else may seize this round', () => {
    let s = three([['ADM4', 'ADM2'], ['MOB2', 'CON3', 'MOB3'], ['ADM6', 'AGG3']]);
    s = play(s, 'lead:ADM4', 'no', 'end');
    // The initiative holder was never offered to seize; seat 1 is.
    s = play(s, 'pivot:MOB2');
    expectDecision(s, 'turn/seize', 1);
    expect(optionIds(s)).toEqual(['no', 'seize:CON3', 'seize:MOB3']);
    s = play(s, 'seize:CON3');
    expect(s.initiative).toBe(1);
    expect(s.round!.seized).toBe(1);
    expect(s.round!.plays[1]!.seizeCard).toBe('CON3');
    expect(s.players[1]!.hand).toEqual(['MOB3']);
    // The extra card is face down: other seats do not see it.
    expect(JSON.stringify(viewFor(s, 2))).not.toContain('"CON3"');
    // Still only the Pivot's 1 action.
    expect(menu(s).pips).toBe(1);
    s = play(s, 'end');
    // Seat 2 Surpasses with a 6 but cannot seize; the seizer keeps the initiative at round end.
    s = play(s, 'surpass:ADM6');
    expectDecision(s, 'turn/actions', 2);
    s = play(s, 'end');
    expect(s.initiative).toBe(1);
    expect(s.round!.leader).toBe(1);
    expect(s.round!.plays).toEqual([]);
    // Step 4: all played cards and the seize card are discarded face down.
    expect(s.actionDiscard).toEqual(expect.arrayContaining(['ADM4', 'MOB2', 'CON3', 'ADM6']));
    expectDecision(s, 'turn/play', 1);
  });

  it('GIVEN the initiative holder has no cards at the start of a round THEN they pass it to the next player with cards', () => {
    let s = three([['ADM4', 'ADM2'], ['MOB2', 'CON3'], ['ADM6', 'AGG3']]);
    s = play(s, 'lead:ADM4', 'no', 'end', 'pivot:MOB2', 'seize:CON3', 'end', 'copy:AGG3', 'end');
    expect(s.players[1]!.hand).toEqual([]);
    expect(s.initiative).toBe(2);
    expectDecision(s, 'turn/play', 2);
  });

  it('GIVEN a player with no cards left after playing THEN they are not offered to seize', () => {
    const s = play(three([['ADM4', 'ADM2'], ['MOB2'], ['AGG3']]), 'lead:ADM4', 'no', 'end', 'pivot:MOB2');
    expectDecision(s, 'turn/actions', 1);
  });

  it('GIVEN 4 players THEN Surpassing with a 7 seizes and still gives its actions; a later 7 cannot seize again', () => {
    let s = four([['CON2', 'ADM2'], ['CON7', 'ADM3'], ['ADM4', 'MOB3'], ['CON6', 'MOB4']]);
    s = play(s, 'lead:CON2', 'no', 'end');
    s = play(s, 'surpass:CON7');
    expect(s.initiative).toBe(1);
    expect(s.round!.seized).toBe(1);
    expect(menu(s).pips).toBe(1);
    s = play(s, 'end');
    // Seat 2 may not seize with an extra card now.
    s = play(s, 'copy:ADM4');
    expectDecision(s, 'turn/actions', 2);
    s = play(s, 'end', 'surpass:CON6', 'end');
    expect(s.initiative).toBe(1);
  });

  it('GIVEN the initiative already seized THEN Surpassing with a 7 gives its actions but does not seize', () => {
    let s = four([['CON2', 'ADM2'], ['MOB2', 'ADM3'], ['CON7', 'MOB3'], ['CON6', 'MOB4']]);
    s = play(s, 'lead:CON2', 'no', 'end', 'pivot:MOB2', 'seize:ADM3', 'end', 'surpass:CON7');
    expect(s.round!.seized).toBe(1);
    expect(s.initiative).toBe(1);
    expect(menu(s).pips).toBe(1);
  });
});

describe('Step 3: Check Initiative (Playing a Chapter)', () => {
  it('GIVEN two Surpasses and no seizing THEN the highest Surpasser takes the initiative', () => {
    let s = three([['ADM2', 'ADM3'], ['ADM5', 'MOB2'], ['ADM4', 'MOB3']]);
    s = play(s, 'lead:ADM2', 'no', 'end', 'surpass:ADM5', 'no', 'end', 'surpass:ADM4', 'no', 'end');
    expect(s.initiative).toBe(1);
    expectDecision(s, 'turn/play', 1);
    expect(s.actionDiscard).toEqual(expect.arrayContaining(['ADM2', 'ADM5', 'ADM4']));
  });

  it('GIVEN nobody Surpassed THEN the initiative stays with its holder', () => {
    let s = three([['ADM4', 'ADM3'], ['MOB2', 'MOB3'], ['ADM2', 'MOB4']]);
    s = play(s, 'lead:ADM4', 'no', 'end', 'pivot:MOB2', 'no', 'end', 'copy:ADM2', 'no', 'end');
    expect(s.initiative).toBe(0);
    expectDecision(s, 'turn/play', 0);
  });
});

describe('Passing Initiative (Playing a Chapter)', () => {
  it('GIVEN the holder passes THEN the next clockwise player with cards takes the initiative and the round ends at once', () => {
    let s = three([['ADM4'], [], ['AGG3']], { players: [{ hand: ['ADM4'] }, { hand: [] }, { hand: ['AGG3'] }] });
    s = play(s, 'pass');
    // Seat 1 has no cards, so the marker goes to seat 2, who leads the new round.
    expect(s.initiative).toBe(2);
    expectDecision(s, 'turn/play', 2);
    expect(s.round!.plays).toEqual([]);
    expect(s.players[0]!.hand).toEqual(['ADM4']);
  });

  it('GIVEN everyone with cards passes in a row THEN all action cards are discarded and the chapter ends', () => {
    let s = three([['ADM4'], ['MOB2'], ['AGG3']]);
    s = play(s, 'pass', 'pass');
    expect(s.chapter).toBe(1);
    s = play(s, 'pass');
    // Chapter 1 is over: chapter 2 began with fresh hands of 6.
    expect(s.chapter).toBe(2);
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 6, 6]);
    // The initiative went round the table back to seat 0.
    expect(s.initiative).toBe(0);
  });

  it('GIVEN only the holder has cards THEN their pass alone ends the chapter', () => {
    const s = play(three([['ADM4', 'ADM3'], [], []], { players: [{ hand: ['ADM4', 'ADM3'] }, { hand: [] }, { hand: [] }] }), 'pass');
    expect(s.chapter).toBe(2);
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 6, 6]);
  });

  it('GIVEN a pass, then a lead THEN the count of consecutive passes starts again', () => {
    let s = three([['ADM4', 'ADM3'], ['MOB2', 'MOB3'], ['AGG3', 'AGG4']]);
    s = play(s, 'pass', 'pass', 'lead:AGG3', 'no', 'end', 'copy:ADM4', 'no', 'end', 'copy:MOB2', 'no', 'end');
    expect(s.passes).toBe(0);
    s = play(s, 'pass', 'pass');
    expect(s.chapter).toBe(1);
  });

  it('GIVEN players without cards THEN they skip their turn (Step 2)', () => {
    let s = three([['ADM4', 'ADM3'], [], ['AGG3']], { players: [{ hand: ['ADM4', 'ADM3'] }, { hand: [] }, { hand: ['AGG3'] }] });
    s = play(s, 'lead:ADM4', 'no', 'end');
    expectDecision(s, 'turn/play', 2);
  });
});

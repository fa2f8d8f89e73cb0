/**
 * A short two-player chapter from the first lead to the next chapter's mulligan, with fixed dice:
 * Playing a Chapter (leading, declaring, Pivot, seizing declined, Check Initiative), Tax, Influence,
 * Move through a path marker, Battle, Build, and Ending a Chapter with the two-player phantom.
 * 2 Player Homelands: clusters 1 and 4 are out of play, so the boxes hold Material 2, Fuel 2,
 * Weapon 1 and Relic 1. Red (seat 0) has the initiative; Blue is seat 1.
 */
import { describe, expect, it } from 'vitest';
import { expectDecision, optionIds, play, position, ships } from './helpers.ts';

const A_2HITS = 0;
const S_HIT = 0;
const city = (owner: number) => ({ owner, type: 'city', damaged: false });
const port = (owner: number) => ({ owner, type: 'starport', damaged: false });
const fleet = (owner: number, fresh: number) => ({ owner, fresh, damaged: 0 });

describe('A two-player chapter, start to finish (Playing a Chapter; Ending a Chapter; Two-Player Scoring)', () => {
  it('GIVEN Red declares Tycoon and Warlord THEN the phantom wins Tycoon, Red ties it for Warlord, and chapter 2 begins with Blue\'s mulligan', () => {
    let s = position({
      options: { setup: '2p-homelands' },
      riggedDice: [A_2HITS, S_HIT],
      court: [{ card: 'ARCS-BC10' }, { card: 'ARCS-BC11' }, { card: 'ARCS-BC16' }],
      players: [
        { hand: ['ADM2', 'AGG4'], resources: ['weapon', 'material'] },
        { hand: ['AGG3', 'CON5'], resources: ['weapon', 'material'] },
      ],
      map: {
        '5:arrow': { ships: [fleet(0, 3)], slots: [city(0)] },
        '6:arrow': { ships: [fleet(0, 3)], slots: [port(0)] },
        '5:gate': { ships: [fleet(0, 2)] },
        '3:hex': { ships: [fleet(1, 3)], slots: [city(1), null] },
        '3:arrow': { ships: [fleet(1, 3)], slots: [port(1)] },
        '3:gate': { ships: [fleet(1, 2)] },
      },
    });
    expect(s.phantom).toEqual({ material: 2, fuel: 2, weapon: 1, relic: 1, psionic: 0 });

    // Round 1. Red leads Administration 2 and declares Tycoon: marker A (5/3).
    s = play(s, 'lead:ADM2', 'declare:tycoon');
    expect(s.ambitions.tycoon).toEqual(['A']);
    // Tax her Weapon city, keep a Weapon in the 3-key slot (rearranging), then Influence.
    s = play(s, 'pip:tax', 'city:5:arrow:0', 'keep:weapon', 'pip:influence', 'card:0', 'end');
    expect(s.players[0]!.resources.slice(0, 3)).toEqual(['weapon', 'material', 'weapon']);
    // Blue Pivots with Aggression 3 (1 action), declines to seize, and moves through the path
    // marker on cluster 4 from gate 3 to gate 5.
    expect(optionIds(s)).not.toContain('surpass:AGG3');
    s = play(s, 'pivot:AGG3', 'no', 'pip:move', 'from:3:gate', 'to:5:gate', 'n:2');
    expect(ships(s, '5:gate', 1)).toEqual({ fresh: 2, damaged: 0 });
    // Nobody Surpassed: Red keeps the initiative.
    expectDecision(s, 'turn/play', 0);

    // Round 2. Red leads Aggression 4 and declares Warlord: marker B (3/2), the highest left.
    s = play(s, 'lead:AGG4', 'declare:warlord');
    expect(s.ambitions.warlord).toEqual(['B']);
    // Battle at gate 5, 2 ships against 2. Blue has buildings elsewhere but not here: no raid dice.
    s = play(s, 'pip:battle', 'sys:5:gate', 'assault:1');
    expect(optionIds(s)).toEqual(['skirmish:1', 'skirmish:0']);
    // 2 hits + 1 hit = 3 hits on 2 fresh ships: one is destroyed, the other damaged (the only way).
    s = play(s, 'skirmish:1');
    expect(ships(s, '5:gate', 1)).toEqual({ fresh: 0, damaged: 1 });
    expect(s.players[0]!.trophies).toEqual([{ owner: 1, piece: 'ship', count: 1 }]);
    s = play(s, 'end');
    // Blue Pivots with Construction 5 (no cards left: no seizing) and builds a ship.
    s = play(s, 'pivot:CON5', 'pip:build', 'ship', 'sys:3:arrow');

    // Nobody has cards: the chapter ends.
    // Tycoon: phantom 4 (Material 2, Fuel 2) first; Red 1 and Blue 1 tie for second, so nobody places.
    // Warlord: Red 1 Trophy ties the phantom's 1 Weapon for first, so Red gets second place: 2.
    expect(s.players.map((p) => p.power)).toEqual([2, 0]);
    // Clean up: Trophies return, markers return, C flips.
    expect(s.players[0]!.trophies).toEqual([]);
    // Blue: 15 less 8 on the map at the start, less 1 built, plus the destroyed one back from Trophies.
    expect(s.players[1]!.supply.ships).toBe(15 - 8 - 1 + 1);
    expect(Object.values(s.ambitions).flat()).toEqual([]);
    expect(s.markers.find((m) => m.id === 'C')!.flipped).toBe(true);
    // Chapter 2: new hands, and Blue (without initiative) may mulligan.
    expect(s.chapter).toBe(2);
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 6]);
    expectDecision(s, 'mulligan', 1);
  });
});

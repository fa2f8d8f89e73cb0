/**
 * The Gate Wraith's Fate Set (ARCS-FATE22; issue 17): cards.csv rows for Fate 22 — 8 rows:
 * ARCS-FATE22, ARCS-F2201A, ARCS-F2201B, ARCS-F2202, ARCS-F2203, ARCS-F2204, ARCS-F2205,
 * ARCS-F2206 — scenarios for what is done (the setup, the final objective, Breaking Gates, the
 * Law's movement and no-harm rules) and the FAQ answers met (Breaking Gates: one starport only).
 * Not done (gate-wraith.ts header): The Dead Live F2204 (its card move only), Passage Storms'
 * When Drawn and When Secured. Cards reporting `fired`: F2201A, F2201B (advancing), F2203, F2206.
 */
import { describe, expect, it } from 'vitest';
import { answer, ids, runFrames, setShips } from './steward-helpers.ts';
import { checkInvariants, newGame } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect, permits } from '../../../../src/engine/effects.ts';
import { setUpFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import { breakGate, passagesOnMap } from '../../../../src/engine/campaign/fates/gate-wraith.ts';
import { finalObjectiveWinner } from '../../../../src/engine/campaign/acts/chapter-end.ts';
import { neighbours } from '../../../../src/engine/board.ts';
import { catapultsFrom, endsCatapult } from '../../../../src/engine/control.ts';
import { firedCounts, trackFired } from '../../../../src/engine/fired.ts';
import type { GameState } from '../../../../src/engine/types.ts';
import type { AmbitionResult } from '../../../../src/engine/frames/chapter.ts';

trackFired();
const firedCards = (s: GameState): string[] => Object.keys(firedCounts(s));
const GATE_WRAITH = 'ARCS-FATE22';
const STEWARD = 'ARCS-FATE01';
const TWISTED = '0:gate' as const;
const fx = (id: string) => cardEffect(id)!;

/** Act III with seat 0 the Gate Wraith, set up, the first Passage on `gate`. */
function actIII(gate: `${1 | 2 | 3 | 4 | 5 | 6}:gate` = '3:gate', players = 3): GameState {
  let s = newGame({ players, seed: 1, campaign: true, fates: Array.from({ length: players }, () => STEWARD) });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  const c = s.campaign!;
  c.act = 3;
  c.seats[0]!.fate = GATE_WRAITH;
  c.seats[0]!.playArea = [];
  s.riggedDice = [0];
  s = runFrames(s, setUpFateNow(s, 0, 3));
  expect(s.decisions[0]!.kind).toBe('campaign/gate-wraith-passage');
  return answer(s, `sys:${gate}`);
}

describe('Gate Wraith Act III setup (ARCS-F2201A)', () => {
  it('F2201A: cards placed, 6 Passages, one on the chosen gate (its pieces to the Twisted Passage, the gate out of play), the die in the centre, the marker by player count', () => {
    const s = actIII('3:gate');
    const c = s.campaign!;
    expect(c.seats[0]!.playArea).toEqual(expect.arrayContaining(['ARCS-F2202', 'ARCS-F2203']));
    expect(c.reminders).toContain('ARCS-F2204');
    expect(c.rulesBooklet.flat()).toContain('ARCS-F2205');
    expect(s.courtDeck[0]).toBe('ARCS-F2206');
    expect(c.tokens!.filter((t) => t.kind === 'passage')).toHaveLength(6);
    expect(passagesOnMap(s)).toBe(1);
    expect(s.map['3:gate']).toBeUndefined();
    expect(s.map[TWISTED]).toBeDefined();
    expect(c.twistedDie).toBeDefined();
    expect(c.seats[0]!.objective).toBe('ARCS-F2201B');
    expect(c.seats[0]!.marker).toBe(21);
    expect(checkInvariants(s)).toEqual([]);
    expect(firedCards(s)).toContain('ARCS-F2201A');
  });

  it('F2201A start by player count: 2p 24, 4p 18', () => {
    expect(actIII('3:gate', 2).campaign!.seats[0]!.marker).toBe(24);
    expect(actIII('3:gate', 4).campaign!.seats[0]!.marker).toBe(18);
  });

  it('F2201A step 1: with a Flagship, the Gate Wraith is asked whether to Resettle first', async () => {
    const { giveFlagship } = await import('../../../../src/engine/campaign/flagship/give.ts');
    let s = newGame({ players: 2, seed: 2, campaign: true, fates: [STEWARD, STEWARD] });
    while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
    if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
    restAfterSetup(s);
    s.campaign!.act = 3;
    s.campaign!.seats[0]!.fate = GATE_WRAITH;
    giveFlagship(s, 0);
    s = runFrames(s, setUpFateNow(s, 0, 3));
    expect(s.decisions[0]!.kind).toBe('campaign/gate-wraith-resettle');
    s = answer(s, 'yes');
    expect(s.campaign!.seats[0]!.flagship).toBeUndefined();
  });

  it('Breaking a gate (F2203 step 3): ships and tokens go to the Twisted Passage, buildings are destroyed without Trophies', () => {
    const s = actIII('3:gate');
    setShips(s, '5:gate', 1, 2, 1);
    s.players[1]!.supply.ships -= 3;
    const trophies = s.players[0]!.trophies.length;
    expect(breakGate(s, '5:gate')).toBe(true);
    expect(s.map['5:gate']).toBeUndefined();
    expect(s.map[TWISTED]!.ships.find((g) => g.owner === 1)).toMatchObject({ fresh: 2, damaged: 1 });
    expect(s.players[0]!.trophies.length).toBe(trophies);
    expect(passagesOnMap(s)).toBe(2);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Passages & The Twisted Passage (ARCS-F2205)', () => {
  it('F2205: systems next to a Passage gate lead into the Twisted Passage; out of it, any planet of the die\'s symbol', () => {
    const s = actIII('3:gate');
    expect(neighbours(s, '3:arrow')).toContain(TWISTED);
    expect(neighbours(s, '3:arrow')).not.toContain('3:gate');
    expect(neighbours(s, '1:arrow')).not.toContain(TWISTED);
    const symbol = s.campaign!.twistedDie!.symbol;
    const out = neighbours(s, TWISTED);
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((id) => id.endsWith(`:${symbol}`))).toBe(true);
  });

  it('F2205: "Players cannot harm Rivals in the Twisted Passage" (harm elsewhere, and the Empire there, are not stopped)', () => {
    const s = actIII('3:gate');
    expect(permits(s, 1, { t: 'harm', owner: 2, system: TWISTED })).toBe(false);
    expect(permits(s, 1, { t: 'harm', owner: 2, system: '1:arrow' })).toBe(true);
    expect(permits(s, 1, { t: 'harm', owner: 'empire', system: TWISTED })).toBe(true);
  });
});

describe('Breaking Gates & Placing Passages (ARCS-F2203)', () => {
  it('F2203: a Catapult move from a planet into its own cluster\'s gate breaks it: the starport used is destroyed (FAQ: that one only), the ships land on the Twisted Passage', () => {
    const s = actIII('3:gate');
    s.map['1:arrow']!.slots = [{ owner: 0, type: 'starport', damaged: false }, { owner: 0, type: 'starport', damaged: false }];
    const ports = s.players[0]!.supply.starports;
    expect(fx('ARCS-F2203').catapultInto!(s, 0, '1:arrow', '2:gate', 'starport')).toBe(false);
    expect(fx('ARCS-F2203').catapultInto!(s, 0, '1:arrow', '1:gate', 'starport')).toBe(true);
    expect(s.map['1:arrow']!.slots.filter((b) => b !== null)).toHaveLength(1);
    expect(s.players[0]!.supply.starports).toBe(ports + 1);
    expect(s.map['1:gate']).toBeUndefined();
    expect(passagesOnMap(s)).toBe(2);
    expect(firedCards(s)).toContain('ARCS-F2203');
  });
});

describe('Gate Wraith final objective (ARCS-F2201B)', () => {
  const result = (first: number[]): AmbitionResult => ({ ambition: 'tycoon', first, second: [], gains: [] } as unknown as AmbitionResult);

  it('F2201B: each ambition won advances 1 per Passage on the map; a tie advances nothing', () => {
    const s = actIII('3:gate');
    breakGate(s, '5:gate');
    fx('ARCS-F2201B').ambitionsScored!(s, 0, [result([0]), result([0, 1])]);
    expect(s.campaign!.seats[0]!.marker).toBe(19);
    expect(firedCards(s)).toContain('ARCS-F2201B');
  });

  it('F2201B: before scoring, controlling the Twisted Passage advances 1 per Passage', () => {
    const s = actIII('3:gate');
    s.map[TWISTED]!.ships = [];
    fx('ARCS-F2201B').beforeScoring!(s, 0);
    expect(s.campaign!.seats[0]!.marker).toBe(21);
    setShips(s, TWISTED, 0, 2);
    fx('ARCS-F2201B').beforeScoring!(s, 0);
    expect(s.campaign!.seats[0]!.marker).toBe(20);
  });

  it('Final objective (p.9): marker at 0 and at least 1 Power wins at the chapter\'s end; with 0 Power it does not', () => {
    const s = actIII('3:gate');
    s.campaign!.seats[0]!.marker = 0;
    s.players[0]!.power = 0;
    expect(finalObjectiveWinner(s)).toBeNull();
    s.players[0]!.power = 1;
    expect(finalObjectiveWinner(s)).toBe(0);
  });
});

describe('Gate Wraith: the gate choice lists gates in play only', () => {
  it('F2201A step 3: out-of-play gates and the Twisted Passage are not offered', () => {
    let s = newGame({ players: 2, seed: 3, campaign: true, fates: [STEWARD, STEWARD] });
    while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
    if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
    restAfterSetup(s);
    s.campaign!.act = 3;
    s.campaign!.seats[0]!.fate = GATE_WRAITH;
    s = runFrames(s, setUpFateNow(s, 0, 3));
    expect(ids(s).every((x) => x.endsWith(':gate') && x !== `sys:${TWISTED}`)).toBe(true);
  });
});

describe('Catapult Overdrive (ARCS-F2202)', () => {
  it('F2202: "Catapult move with Rival starports you control"; a Catapult into the Twisted Passage goes on, ignoring control and Blight', () => {
    const s = actIII('3:gate');
    s.map['1:arrow']!.ships = [];
    s.map['1:arrow']!.slots = [{ owner: 1, type: 'starport', damaged: false }, null];
    setShips(s, '1:arrow', 0, 2);
    expect(catapultsFrom(s, 0, '1:arrow')).toBe(true);
    s.map[TWISTED]!.ships = [];
    setShips(s, TWISTED, 1, 3);
    setShips(s, TWISTED, 'blight' as never, 1);
    expect(endsCatapult(s, 0, TWISTED)).toBe(false);
    // Without the card (another seat): a Rival's control ends it, and no Rival starport catapults.
    s.campaign!.seats[0]!.playArea = s.campaign!.seats[0]!.playArea.filter((x) => x !== 'ARCS-F2202');
    expect(catapultsFrom(s, 0, '1:arrow')).toBe(false);
    expect(endsCatapult(s, 0, TWISTED)).toBe(true);
  });
});

describe('Passage Storms (ARCS-F2206)', () => {
  it('F2206 Crisis: each piece in the Twisted Passage takes a hit (fresh damaged, damaged destroyed); the card goes under the top card of the Court deck', () => {
    const s = actIII('3:gate');
    const tw = s.map[TWISTED]!;
    tw.ships = [];
    setShips(s, TWISTED, 1, 2, 1);
    s.players[1]!.supply.ships -= 3;
    s.courtDeck = s.courtDeck.filter((x) => x !== 'ARCS-F2206');
    const slot = s.court[1]!;
    s.courtDeck.unshift(slot.card);
    slot.card = 'ARCS-F2206';
    slot.agents = slot.agents.map(() => 0);
    delete slot.attached;
    const supply = s.players[1]!.supply.ships;
    fx('ARCS-F2206').crisis!(s, null, { event: { event: 'crisis', symbol: 'arrow' }, number: 1 });
    expect(tw.ships.find((g) => g.owner === 1)).toMatchObject({ fresh: 0, damaged: 2 });
    // The destroyed ship would return to the supply: The Dead Live (F2204) takes it.
    expect(s.players[1]!.supply.ships).toBe(supply);
    expect(s.campaign!.deadLive!.ships[1]).toBe(1);
    expect(checkInvariants(s)).toEqual([]);
    expect(s.courtDeck[1]).toBe('ARCS-F2206');
    expect(s.court.some((x) => x.card === 'ARCS-F2206')).toBe(false);
    expect(firedCards(s)).toContain('ARCS-F2206');
  });
});

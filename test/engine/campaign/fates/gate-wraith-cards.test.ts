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
import { cityTypes, gatesForPlacement, neighbours } from '../../../../src/engine/board.ts';
import { removeFromCourt } from '../../../../src/engine/court-slots.ts';
import { secureCard } from '../../../../src/engine/court.ts';
import { placeShips } from '../../../../src/engine/court/common.ts';
import { transferShips } from '../../../../src/engine/frames/actions.ts';
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
    clearSystem(s, TWISTED);
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

/* ------------------------------------------------------------------ session 7: the rest of the set */

describe('The Dead Live (ARCS-F2204)', () => {
  it('F2204: "Destroyed ships that would return to a supply are instead placed on this card" (a Blight Crisis here)', async () => {
    const { blightCrisis } = await import('../../../../src/engine/campaign/events/crises.ts');
    const s = actIII('3:gate');
    clearSystem(s, '1:arrow');
    setShips(s, '1:arrow', 1, 0, 2);
    setShips(s, '1:arrow', 'blight' as never, 1);
    s.players[1]!.supply.ships -= 2;
    s.neutral!.blight.blight -= 1;
    const supply = s.players[1]!.supply.ships;
    blightCrisis(s, '1:arrow');
    expect(s.players[1]!.supply.ships).toBe(supply);
    expect(s.campaign!.deadLive!.ships[1]).toBe(2);
    expect(checkInvariants(s)).toEqual([]);
    expect(firedCards(s)).toContain('ARCS-F2204');
  });

  it('F2204 FAQ: "Blight Hunger takes precedence" — with Blight Hunger in play, a Blight Crisis\'s pieces go on Blight Hunger', async () => {
    const { blightCrisis } = await import('../../../../src/engine/campaign/events/crises.ts');
    const s = actIII('3:gate');
    s.campaign!.seats[2]!.playArea.push('ARCS-F1313');
    clearSystem(s, '1:arrow');
    setShips(s, '1:arrow', 1, 0, 2);
    setShips(s, '1:arrow', 'blight' as never, 1);
    s.players[1]!.supply.ships -= 2;
    s.neutral!.blight.blight -= 1;
    blightCrisis(s, '1:arrow');
    expect(s.campaign!.deadLive).toBeUndefined();
    expect(s.campaign!.blightHunger!.ships[1]).toBe(2);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F2204: a battle\'s destroyed ships with no Trophy taker (the Empire attacked: Imperial ships) go on the card', async () => {
    const { destroyedShipsToSupply } = await import('../../../../src/engine/effects.ts');
    const s = actIII('3:gate');
    const imperial = s.neutral!.empire.ships;
    // One Imperial ship on the map is destroyed with nobody to take it as a Trophy: it leaves the map…
    const g = Object.values(s.map).flatMap((x) => x!.ships).find((x) => x.owner === 'empire' && x.fresh > 0)!;
    g.fresh -= 1;
    for (const x of Object.values(s.map)) x!.ships = x!.ships.filter((y) => y.fresh + y.damaged > 0);
    destroyedShipsToSupply(s, 'empire', 1); // …and would return to the Imperial supply (battle.ts, a Crisis, a card)
    expect(s.neutral!.empire.ships).toBe(imperial);
    expect(s.campaign!.deadLive!.empire).toBe(1);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F2204: after all scoring, ships destroyed this chapter — in Trophies and on the card — are placed fresh on the Twisted Passage (even if Warlord was not scored)', async () => {
    const { afterAllScoringTriggers } = await import('../../../../src/engine/effects.ts');
    const s = actIII('3:gate');
    clearSystem(s, TWISTED);
    s.players[1]!.supply.ships -= 2;
    s.players[0]!.trophies.push({ owner: 1, piece: 'ship', count: 2 });
    s.players[0]!.trophies.push({ owner: 'blight', piece: 'blight', count: 1 });
    s.neutral!.blight.blight -= 1;
    s.players[2]!.supply.ships -= 1;
    s.campaign!.deadLive = { ships: [0, 0, 1], empire: 0 };
    expect(s.ambitions.warlord).toEqual([]);
    afterAllScoringTriggers(s);
    expect(s.map[TWISTED]!.ships.find((g) => g.owner === 1)).toMatchObject({ fresh: 2, damaged: 0 });
    expect(s.map[TWISTED]!.ships.find((g) => g.owner === 2)).toMatchObject({ fresh: 1, damaged: 0 });
    expect(s.players[0]!.trophies).toEqual([{ owner: 'blight', piece: 'blight', count: 1 }]);
    expect(s.campaign!.deadLive).toBeUndefined();
    expect(checkInvariants(s)).toEqual([]);
  });
});

/** Put Passage Storms on top of the Court deck and remove the Court card at `index` (refilled from the deck): the draw. */
function drawStorms(s: GameState, index = 1): GameState {
  s.courtDeck = ['ARCS-F2206', ...s.courtDeck.filter((x) => x !== 'ARCS-F2206')];
  for (const slot of s.court) if (slot.attached) delete slot.attached;
  s.court[index]!.agents = s.court[index]!.agents.map(() => 0);
  removeFromCourt(s, index, 'bury');
  // The draw put fx/when-drawn just under the running frame; here that is the test's halt frame, which
  // never finishes: the When Drawn frame is brought to the top as if the frame that drew had ended.
  s.stack = [...s.stack.filter((f) => f.k !== 'fx/when-drawn'), ...s.stack.filter((f) => f.k === 'fx/when-drawn')];
  return runFrames(s, []);
}

/** Empty a system, its pieces back to their supplies (a clean place for a scenario). */
function clearSystem(s: GameState, id: `${number}:${string}`): void {
  const st = s.map[id as never] as GameState['map'][keyof GameState['map']];
  for (const g of st!.ships) {
    const n = g.fresh + g.damaged - (g.flagship ? 1 : 0);
    if (g.owner === 'blight') s.neutral!.blight.blight += n;
    else if (g.owner === 'empire') s.neutral!.empire.ships += n;
    else s.players[g.owner as number]!.supply.ships += n;
  }
  st!.ships = [];
}

describe('Passage Storms (ARCS-F2206) When Drawn and When Secured', () => {
  it('F2206 When Drawn: "The player with initiative attaches this to a card in the Court" (its spot is refilled)', () => {
    let s = drawStorms(actIII('3:gate'));
    expect(s.decisions[0]).toMatchObject({ kind: 'campaign/gate-wraith-storms-attach', seat: s.initiative });
    const target = s.court[2]!.card;
    expect(ids(s)).not.toContain(`card:ARCS-F2206`);
    s = answer(s, `card:${target}`);
    expect(s.court[2]!.attached).toEqual(['ARCS-F2206']);
    expect(s.court[1]!.card).not.toBe('ARCS-F2206');
    expect(s.court.filter((x) => x.card === 'ARCS-F2206')).toEqual([]);
    expect(checkInvariants(s)).toEqual([]);
    expect(firedCards(s)).toContain('ARCS-F2206');
  });

  it('F2206 When Secured (attached): the card stays in the Court; the securer moves any number of times from the Twisted Passage to any planets (not only the die\'s symbol)', () => {
    let s = drawStorms(actIII('3:gate'));
    const target = s.court[2]!.card;
    s = answer(s, `card:${target}`);
    clearSystem(s, TWISTED);
    setShips(s, TWISTED, 1, 3);
    s.players[1]!.supply.ships -= 3;
    s.court[2]!.agents[1] = 1;
    s.players[1]!.supply.agents -= 1;
    const symbol = s.campaign!.twistedDie!.symbol;
    const planet = (['arrow', 'crescent', 'hex'] as const).find((x) => x !== symbol)!;
    s = runFrames(s, secureCard(s, 1, 2, { ransack: false }));
    expect(s.players[1]!.court.map((x) => x.id)).toContain(target);
    expect(s.players[1]!.court.map((x) => x.id)).not.toContain('ARCS-F2206');
    expect(s.court[2]!.attached).toEqual(['ARCS-F2206']);
    expect(s.decisions[0]!.kind).toBe('campaign/gate-wraith-storms-move');
    s = answer(s, `to:2:${planet}`, 'n:2');
    expect(s.map[`2:${planet}`]!.ships.find((g) => g.owner === 1)!.fresh).toBeGreaterThanOrEqual(2);
    s = answer(s, `to:4:${planet}`, 'n:1');
    expect(s.map[TWISTED]!.ships.find((g) => g.owner === 1)).toBeUndefined();
    expect(s.decisions).toEqual([]);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F2206 FAQ: secured in a spot of its own, "the agents … are returned and taken as Captives, as normal. Only the card remains in the Court"', () => {
    let s = actIII('3:gate');
    const slot = s.court[1]!;
    s.courtDeck.unshift(slot.card);
    s.courtDeck = s.courtDeck.filter((x, i) => x !== 'ARCS-F2206' || i === 0);
    slot.card = 'ARCS-F2206';
    delete slot.attached;
    slot.agents = s.players.map(() => 0);
    slot.agents[1] = 2;
    slot.agents[2] = 1;
    s.players[1]!.supply.agents -= 2;
    s.players[2]!.supply.agents -= 1;
    const top = s.courtDeck[0];
    s = runFrames(s, secureCard(s, 1, 1, { ransack: false }));
    expect(s.court[1]).toMatchObject({ card: 'ARCS-F2206', agents: [0, 0, 0] });
    expect(s.courtDeck[0]).toBe(top);
    expect(s.players[1]!.captives[2]).toBe(1);
    expect(s.players[1]!.court.map((x) => x.id)).not.toContain('ARCS-F2206');
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Passages & The Twisted Passage (ARCS-F2205): placements and Psionic cities', () => {
  it('F2205: "pieces that would be placed on them are placed in the Twisted Passage instead"; Gatekeepers FAQ: "You place 7 ships"', () => {
    const s = actIII('3:gate');
    clearSystem(s, TWISTED);
    expect(gatesForPlacement(s)).toHaveLength(7);
    const supply = s.players[1]!.supply.ships;
    for (const id of gatesForPlacement(s)) placeShips(s, 1, id, 1);
    expect(s.players[1]!.supply.ships).toBe(supply - 7);
    expect(s.map[TWISTED]!.ships.find((g) => g.owner === 1)!.fresh).toBe(2);
    expect(s.map['3:gate']).toBeUndefined();
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F2205: "Cities in the Twisted Passage are Psionic."', () => {
    const s = actIII('3:gate');
    expect(cityTypes(s, TWISTED)).toEqual(['psionic']);
  });
});

describe('Breaking Gates & Placing Passages (ARCS-F2203) with a Flagship\'s Slipstream Drive', () => {
  it('F2203 step 2: a Slipstream Drive Catapult from a planet into its cluster\'s gate breaks it and destroys the Drive\'s Upgrade and Armor (no Trophies)', async () => {
    const { giveFlagship, placeOnBoard } = await import('../../../../src/engine/campaign/flagship/give.ts');
    let s = actIII('3:gate');
    giveFlagship(s, 0);
    placeOnBoard(s, 0, 'slipstream-drive', 'starport');
    placeOnBoard(s, 0, 'slipstream-drive', 'city', 'armor');
    // The Flagship moved to a planet, 1:arrow (its cluster's gate in play).
    const from = Object.entries(s.map).find(([, st]) => st!.ships.some((g) => g.owner === 0 && g.flagship))![0];
    if (from !== '1:arrow') transferShips(s, 0, from as never, '1:arrow', 1, 0, true);
    const at = '1:arrow';
    const cluster = '1';
    const ports = s.players[0]!.supply.starports;
    const cities = s.players[0]!.boardCities;
    s = runFrames(s, [{ k: 'act/catapult', seat: 0, at: at as never, fresh: 1, damaged: 0, next: null, carry: null, flagship: true, slipstream: true }]);
    s = answer(s, `to:${cluster}:gate`);
    expect(s.map[`${cluster}:gate` as never]).toBeUndefined();
    expect(s.map[TWISTED]!.ships.find((g) => g.owner === 0)?.flagship).toBe(true);
    expect(s.players[0]!.supply.starports).toBe(ports + 1);
    expect(s.players[0]!.boardCities).toBe(cities + 1);
    expect(s.players[0]!.trophies).toEqual([]);
    expect(checkInvariants(s)).toEqual([]);
    expect(firedCards(s)).toContain('ARCS-F2203');
  });
});

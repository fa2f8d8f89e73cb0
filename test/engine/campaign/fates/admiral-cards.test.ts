/**
 * The Admiral's Fate Set (ARCS-FATE07; ARCS-F701…F721): every card's printed text as a scenario,
 * and every FAQ answer for its cards (faq.csv: Admiral Act I Objective, Rogue Admirals, Command
 * Chaos, Mass Uprising, Martial Law). The hooks are called as the core calls them (effects.ts,
 * control.ts) and the frames they return are run with the engine.
 */
import { describe, expect, it } from 'vitest';
// The engine first (its effect modules load the Fates' cards).
import { answer, clearMap, ids, runFrames, seen, setShips, shipsAt } from './steward-helpers.ts';
import { newGame } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { battleTrophyNotes, cardEffect, noteCaptured, noteImperialShipsPlaced, permits, presenceLawIgnoredBy, movementLawIgnoredBy, trophySnapshot, truceLawIgnoredBy, fleetCommandDeniedBy, preludeOptions, findNewAction } from '../../../../src/engine/effects.ts';
import { commandsFleet, controls, controlsForScoring, defenders, endsCatapult, mayHarm, mayTaxCity } from '../../../../src/engine/control.ts';
import { becomeOutlaw } from '../../../../src/engine/campaign/empire/titles.ts';
import { resolveFateNow, setUpFateNow, grandAmbitionsFulfilled } from '../../../../src/engine/campaign/fates/framework.ts';
import { admiralGrandAmbitions, empirePlanets, holderOf, winningAmbition, ADMIRAL_RULES } from '../../../../src/engine/campaign/fates/admiral.ts';
import { secureCard } from '../../../../src/engine/court.ts';
import { governPolicy } from '../../../../src/engine/campaign/fates/steward.ts';
import { addTrophy, isGate, systemIds } from '../../../../src/engine/board.ts';
import { CAMPAIGN } from '../../../../src/text/en/campaign.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import type { FrameOf, GameState, Seat } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import { onFired } from '../../../../src/engine/fired.ts';

const ADMIRAL = 'ARCS-FATE07';
const STEWARD = 'ARCS-FATE01';
const fx = (id: string) => cardEffect(id)!;
const roll = (number: 1 | 2 | 3 | 4 | 5 | 6): EventRoll => ({ event: { event: 'crisis', symbol: 'arrow' }, number });
const menu = {} as FrameOf<'turn/actions'>;
const logText = (s: GameState) => s.log.map((l) => l.text).join('\n');

/** A campaign after Act I setup with these Fates (first placement options, hands kept). */
function campaign(fates: string[], seed = 1): GameState {
  let s = newGame({ players: fates.length, seed, campaign: true, fates });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  return s;
}

/** Seat `seat` is taking its turn (commanding the Imperial Fleet is on a Regent's own turn). */
function turnOf(s: GameState, seat: Seat): void {
  s.turn = { seat, taxed: [], shipyards: [], work: {}, used: [] } as unknown as GameState['turn'];
}

/** Two players: no resources on the ambition boxes (the phantom player, Two-Player Scoring). */
function noPhantom(s: GameState): void {
  if (s.phantom) s.phantom = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
}

/** Planets and gates in play. */
const planetsOf = (s: GameState): SystemId[] => systemIds(s).filter((id) => !isGate(id));
const gatesOf = (s: GameState): SystemId[] => systemIds(s).filter((id) => isGate(id));

function starport(s: GameState, id: SystemId, owner: Seat, slot = 0): void {
  s.map[id]!.slots[slot] = { owner, type: 'starport', damaged: false };
}

describe('Admiral Act I setup (ARCS-F701A)', () => {
  it('gains Imperial Officers, adds Use Imperial Foundries (Edict 55) to the booklet, takes the First Regent tile with a log line', () => {
    const s = campaign([ADMIRAL, ADMIRAL]);
    const seat = 0;
    expect(s.campaign!.seats[seat]!.playArea).toEqual(['ARCS-F702']);
    expect(s.campaign!.rulesBooklet.some((slot) => slot.includes('ARCS-F703'))).toBe(true);
    expect(s.campaign!.firstRegent).toBe(seat);
    expect(logText(s)).toMatch(/takes the First Regent tile \(Admiral\)/);
    expect(s.campaign!.seats[seat]!.marker).toBe(13);
  });

  it('"unless the Steward is in play": the Steward holds the tile, and the log says why the Admiral does not', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    expect(s.campaign!.firstRegent).toBe(1);
    expect(logText(s)).toMatch(/The Steward is in play/);
  });
});

describe('Admiral Act I objective (ARCS-F701B)', () => {
  it('"Prove Yourself": while a Regent winning an ambition, advance 1 per Imperial ship anyone places', () => {
    const s = campaign([ADMIRAL, ADMIRAL]);
    s.ambitions.tycoon = [s.markers[0]!.id];
    noPhantom(s);
    s.players[0]!.resources = ['fuel', 'fuel', null, null, null, null] as never;
    s.players[1]!.resources = ['fuel', null, null, null, null, null] as never;
    expect(winningAmbition(s, 0)).toBe(true);
    expect(winningAmbition(s, 1)).toBe(false);
    noteImperialShipsPlaced(s, 3);
    expect(s.campaign!.seats[0]!.marker).toBe(10);
    expect(s.campaign!.seats[1]!.marker).toBe(13);
  });

  it('tied for first is not winning; an Outlaw does not advance', () => {
    const s = campaign([ADMIRAL, ADMIRAL]);
    s.ambitions.tycoon = [s.markers[0]!.id];
    noPhantom(s);
    s.players[0]!.resources = ['fuel', null, null, null, null, null] as never;
    s.players[1]!.resources = ['fuel', null, null, null, null, null] as never;
    noteImperialShipsPlaced(s, 2);
    expect(s.campaign!.seats[0]!.marker).toBe(13);
    s.players[0]!.resources = ['fuel', 'fuel', null, null, null, null] as never;
    becomeOutlaw(s, 0);
    noteImperialShipsPlaced(s, 2);
    expect(s.campaign!.seats[0]!.marker).toBe(13);
  });

  it('Requisition Ships (Govern, Escalation) counts: Imperial ships placed by the Govern Edict advance it', () => {
    const s = campaign([ADMIRAL, ADMIRAL]);
    s.ambitions.tycoon = [s.markers[0]!.id];
    noPhantom(s);
    s.players[0]!.resources = ['fuel', null, null, null, null, null] as never;
    s.players[1]!.resources = [null, null, null, null, null, null] as never;
    const before = s.neutral!.empire.ships;
    // The events' Govern frame, the Imperial Action of Escalation taken by the First Regent.
    const escalation = ['ARCS-AID03', 'ARCS-AID04', 'ARCS-AID05'].find((id) => governPolicy(id)?.policy === 'escalation')!;
    let t = runFrames(s, [{ k: 'campaign/govern', card: escalation, step: 'action', actor: s.campaign!.firstRegent! } as never]);
    if (t.decisions.length > 0) t = answer(t, ids(t)[0]!);
    const placed = before - t.neutral!.empire.ships;
    expect(placed).toBeGreaterThan(0);
    expect(t.campaign!.seats[0]!.marker).toBe(13 - placed);
  });

  it('"Demonstrate the Navy\'s Might": advance 1 per Trophy taken attacking with Imperial ships (they may be destroyed); FAQ: Ransack agents count', () => {
    const s = campaign([ADMIRAL, ADMIRAL, ADMIRAL]);
    const before = trophySnapshot(s);
    addTrophy(s.players[0]!, 'blight', 'blight', 1);
    addTrophy(s.players[0]!, 'free', 'city', 1);
    addTrophy(s.players[0]!, 2, 'agent', 2); // Ransacking the Court after destroying a city in this battle
    battleTrophyNotes(s, { attacker: 0, defender: 'blight', system: systemIds(s)[0]!, imperial: true }, before);
    expect(s.campaign!.seats[0]!.marker).toBe(13 - 4);
  });

  it('no advance without attacking Imperial ships, nor for the defender', () => {
    const s = campaign([ADMIRAL, ADMIRAL]);
    const before = trophySnapshot(s);
    addTrophy(s.players[0]!, 'blight', 'blight', 1);
    addTrophy(s.players[1]!, 0, 'ship', 1);
    battleTrophyNotes(s, { attacker: 0, defender: 'blight', system: systemIds(s)[0]!, imperial: false }, before);
    battleTrophyNotes(s, { attacker: 0, defender: 1, system: systemIds(s)[0]!, imperial: true }, trophySnapshot(s));
    expect(s.campaign!.seats[0]!.marker).toBe(13);
    expect(s.campaign!.seats[1]!.marker).toBe(13);
  });

  it('battle/after carries the Trophies taken and the attacking Imperial ships to the objective (frames/battle.ts wiring)', () => {
    const s = campaign([ADMIRAL, ADMIRAL]);
    const id = systemIds(s)[0]!;
    const book = trophySnapshot(s);
    addTrophy(s.players[0]!, 'blight', 'blight', 2);
    turnOf(s, 0);
    const t = runFrames(s, [{ k: 'battle/after', attacker: 0, defender: 'blight', system: id, rolled: { self: 0, intercept: 0, hit: 0, building: 0, key: 0 }, trophyBook: book, imperial: true } as never]);
    expect(t.campaign!.seats[0]!.marker).toBe(11);
  });
});

describe('Imperial Officers (ARCS-F702)', () => {
  it('a Regent holding it ignores the Presence Law (commands Imperial ships with no Loyal pieces there) and the Movement Law', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    clearMap(s);
    const id = planetsOf(s)[0]!;
    setShips(s, id, 'empire', 2);
    turnOf(s, 0);
    expect(presenceLawIgnoredBy(s, 0)).toBe('ARCS-F702');
    expect(movementLawIgnoredBy(s, 0)).toBe('ARCS-F702');
    expect(commandsFleet(s, 0, id)).toBe(true);
    expect(controls(s, id, 0)).toBe(true);
    turnOf(s, 1);
    expect(commandsFleet(s, 1, id)).toBe(false);
    expect(movementLawIgnoredBy(s, 1)).toBeNull();
  });

  it('moving with 1 Loyal ship, any number of Imperial ships may move along (Movement Law ignored)', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    clearMap(s);
    const [a] = planetsOf(s);
    setShips(s, a!, 0, 1);
    setShips(s, a!, 'empire', 3);
    turnOf(s, 0);
    const t = runFrames(s, [{ k: 'act/move', seat: 0, from: a!, to: null, fresh: null, damaged: undefined } as never]);
    const to = ids(t)[0]!;
    const u = answer(t, to);
    expect(ids(u)).toContain('imp:3:0');
  });

  it('Imperial ships move alone (no Loyal ship with them): a plain move of at least one of them', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    clearMap(s);
    const [a] = planetsOf(s);
    setShips(s, a!, 'empire', 2, 1);
    setShips(s, planetsOf(s)[1]!, 0, 1);
    turnOf(s, 0);
    let t = runFrames(s, [{ k: 'act/move', seat: 0, from: null, to: null, fresh: null, damaged: undefined } as never]);
    expect(ids(t)).toContain(`from:${a}`);
    t = answer(t, `from:${a}`);
    const to = ids(t)[0]!.slice(3) as SystemId;
    t = answer(t, `to:${to}`);
    expect(ids(t)).not.toContain('imp:0:0');
    t = answer(t, 'imp:2:1');
    expect(shipsAt(t, to, 'empire')).toEqual({ fresh: 2, damaged: 1 });
    expect(shipsAt(t, a!, 'empire')).toEqual({ fresh: 0, damaged: 0 });
    expect(t.decisions).toEqual([]);
    // Without Imperial Officers (the Steward): not offered.
    turnOf(t, 1);
    setShips(t, planetsOf(t).find((x) => x !== to && x !== a)!, 1, 1);
    const u = runFrames(t, [{ k: 'act/move', seat: 1, from: null, to: null, fresh: null, damaged: undefined } as never]);
    expect(ids(u)).not.toContain(`from:${to}`);
  });

  it('"Bury this if you are an Outlaw"', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    becomeOutlaw(s, 0);
    expect(s.campaign!.seats[0]!.playArea).not.toContain('ARCS-F702');
    expect(s.courtDeck[s.courtDeck.length - 1]).toBe('ARCS-F702');
    expect(presenceLawIgnoredBy(s, 0)).toBeNull();
  });
});

describe('Use Imperial Foundries (ARCS-F703, Edict 55)', () => {
  it('the holder of Imperial Officers replaces 1 Loyal ship per Loyal starport with an Imperial ship; the Admiral winning an ambition advances', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    clearMap(s);
    const [a, b] = planetsOf(s);
    starport(s, a!, 0);
    setShips(s, a!, 0, 3, 1);
    setShips(s, b!, 0, 2); // no starport: no replacement there
    s.ambitions.tycoon = [s.markers[0]!.id];
    noPhantom(s);
    s.players[0]!.resources = ['fuel', null, null, null, null, null] as never;
    s.players[1]!.resources = [null, null, null, null, null, null] as never;
    const frames = fx('ARCS-F703').edict!(s);
    expect(frames).toEqual([{ k: 'campaign/admiral-foundries', seat: 0, used: {} }]);
    let t = runFrames(s, frames);
    expect(ids(t)).toEqual(['done', `fresh:${a}`, `damaged:${a}`]);
    t = answer(t, `damaged:${a}`);
    expect(shipsAt(t, a!, 0)).toEqual({ fresh: 3, damaged: 0 });
    expect(shipsAt(t, a!, 'empire')).toEqual({ fresh: 0, damaged: 1 });
    // One starport: one replacement.
    expect(t.decisions).toEqual([]);
    expect(t.campaign!.seats[0]!.marker).toBe(12);
  });

  it('two Loyal starports in a system: two replacements; "done" stops early', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    clearMap(s);
    const a = planetsOf(s).find((id) => s.map[id]!.slots.length >= 2)!;
    starport(s, a, 0, 0);
    starport(s, a, 0, 1);
    setShips(s, a, 0, 3);
    let t = runFrames(s, fx('ARCS-F703').edict!(s));
    t = answer(t, `fresh:${a}`, `fresh:${a}`);
    expect(shipsAt(t, a, 'empire').fresh).toBe(2);
    expect(t.decisions).toEqual([]);
  });

  it('nobody resolves it while Imperial Officers is in the Court deck', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    becomeOutlaw(s, 0); // buries Imperial Officers
    expect(holderOf(s, 'ARCS-F702')).toBeNull();
    expect(fx('ARCS-F703').edict!(s)).toEqual([]);
  });
});

describe('Admiral Act I Resolution (ARCS-F704)', () => {
  it('completed: gain Honor Guard; Rogue Admirals and Court Enforcers to the Court deck; scrap Imperial Defectors 10-11', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    resolveFateNow(s, 0, 1, true);
    expect(s.campaign!.seats[0]!.playArea).toEqual(['ARCS-F702', 'ARCS-F705']);
    for (const id of ['ARCS-F706', 'ARCS-F707', 'ARCS-F708', 'ARCS-F709']) expect(s.courtDeck).toContain(id);
    expect(s.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F710', 'ARCS-F711']));
  });

  it('failed: scrap Use Imperial Foundries from the booklet, Honor Guard and Rogue Admirals; Court Enforcers and Imperial Defectors to the Court deck', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    resolveFateNow(s, 0, 1, false);
    expect(s.campaign!.rulesBooklet.some((x) => x.includes('ARCS-F703'))).toBe(false);
    expect(s.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F703', 'ARCS-F705', 'ARCS-F706', 'ARCS-F707']));
    for (const id of ['ARCS-F708', 'ARCS-F709', 'ARCS-F710', 'ARCS-F711']) expect(s.courtDeck).toContain(id);
    expect(s.campaign!.seats[0]!.playArea).toEqual(['ARCS-F702']);
  });
});

describe('Honor Guard (ARCS-F705)', () => {
  it('"Your Weapon Guild cards cannot be stolen while you have any Weapons"', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    s.campaign!.seats[0]!.playArea.push('ARCS-F705');
    s.players[0]!.court.push({ id: 'ARCS-BC14', tokens: [] }); // Court Enforcers, a Weapon Guild card
    s.players[0]!.court.push({ id: 'ARCS-BC01', tokens: [] });
    s.players[0]!.resources = [null, null, null, null, null, null] as never;
    expect(permits(s, 1, { t: 'steal', victim: 0, thing: { guild: 'ARCS-BC14' } })).toBe(true);
    s.players[0]!.resources = ['weapon', null, null, null, null, null] as never;
    expect(permits(s, 1, { t: 'steal', victim: 0, thing: { guild: 'ARCS-BC14' } })).toBe(false);
    // Other suits, and resources, may still be stolen.
    const other = s.players[0]!.court[1]!.id;
    expect(permits(s, 1, { t: 'steal', victim: 0, thing: { guild: other } })).toBe(true);
    expect(permits(s, 1, { t: 'steal', victim: 0, thing: { resource: true } })).toBe(true);
  });
});

/** The card ids whose effects fire while `f` runs (fired.ts). */
function firedIn(f: () => void): string[] {
  const out: string[] = [];
  const off = onFired((_s, id) => out.push(id));
  try {
    f();
  } finally {
    off();
  }
  return out;
}

describe('Honor Guard (ARCS-F705) fires when it keeps a Weapon Guild card from a thief', () => {
  /** The Admiral (seat 0) holds Honor Guard and Court Enforcers (a Weapon Guild card, 2 keys), and a Weapon when `weapon`. */
  function guarded(weapon: boolean): GameState {
    const s = campaign([ADMIRAL, STEWARD]);
    s.campaign!.seats[0]!.playArea.push('ARCS-F705');
    s.players[0]!.court.push({ id: 'ARCS-BC14', tokens: [] });
    s.players[0]!.resources = [weapon ? 'weapon' : 'fuel', null, null, null, null, null] as never;
    s.supply[weapon ? 'weapon' : 'fuel'] -= 1;
    return s;
  }
  const steal = [{ k: 'fx/steal', seat: 1, card: 'ARCS-BC20', what: 'any', resource: null, optional: false } as never];

  it('a Rival\'s steal (Silver-Tongues) is not offered the card while the holder has a Weapon; Honor Guard fires when the steal is answered, not when it is offered', () => {
    let t = guarded(true);
    expect(firedIn(() => (t = runFrames(t, steal)))).not.toContain('ARCS-F705');
    expect(ids(t)).not.toContain('card:0:ARCS-BC14');
    const res = ids(t).find((x) => x.startsWith('res:'))!;
    expect(firedIn(() => (t = answer(t, res)))).toEqual(expect.arrayContaining(['ARCS-F705']));
    expect(t.players[1]!.resources).toContain('weapon');
    // Without a Weapon the card is offered, and Honor Guard never fires.
    let u = guarded(false);
    expect(firedIn(() => (u = runFrames(u, steal)))).not.toContain('ARCS-F705');
    expect(ids(u)).toContain('card:0:ARCS-BC14');
    expect(firedIn(() => (u = answer(u, 'card:0:ARCS-BC14')))).not.toContain('ARCS-F705');
    expect(u.players[1]!.court.map((c) => c.id)).toContain('ARCS-BC14');
    // A Weapon Guild card the rules keep from thieves anyway (Imperial Officers, no keys: protected): Honor Guard changes nothing.
    let w = guarded(true);
    w.players[0]!.court = [{ id: 'ARCS-F702', tokens: [] }];
    w = runFrames(w, steal);
    expect(ids(w)).not.toContain('card:0:ARCS-F702');
    expect(firedIn(() => (w = answer(w, ids(w).find((x) => x.startsWith('res:'))!)))).not.toContain('ARCS-F705');
  });

  it('a raid fires it when the raider chooses, if the keys could have bought the card; with too few keys it changed nothing and does not fire', () => {
    const raid = (s: GameState, keys: number) => {
      clearMap(s);
      const system = planetsOf(s)[0]!;
      setShips(s, system, 1, 2);
      return runFrames(s, [{ k: 'battle/raid', attacker: 1, defender: 0, system, keys } as never]);
    };
    let t = guarded(true);
    expect(firedIn(() => (t = raid(t, 3)))).not.toContain('ARCS-F705');
    expect(ids(t)).not.toContain('card:ARCS-BC14');
    expect(ids(t)).toContain('stop');
    expect(firedIn(() => (t = answer(t, 'stop')))).toEqual(['ARCS-F705']);
    // One key: Court Enforcers (2 keys) could not have been taken anyway; the raid ends (asked or not) without it firing.
    let u = guarded(true);
    const fired1 = firedIn(() => {
      u = raid(u, 1);
      if (ids(u).includes('stop')) u = answer(u, 'stop');
    });
    expect(fired1).not.toContain('ARCS-F705');
    expect(u.stack.some((f) => f.k === 'battle/raid')).toBe(false);
    // Without a Weapon the card is on offer: nothing to fire.
    let v = guarded(false);
    v = raid(v, 3);
    expect(ids(v)).toContain('card:ARCS-BC14');
    expect(firedIn(() => (v = answer(v, 'stop')))).not.toContain('ARCS-F705');
  });
});

describe('Rogue Admirals (ARCS-F706, ARCS-F707)', () => {
  it('ignores the Presence, Movement and Truce Laws: may battle the Empire and a Rival Regent among Imperial ships', () => {
    const s = campaign([ADMIRAL, STEWARD, STEWARD]);
    clearMap(s);
    const id = planetsOf(s)[0]!;
    setShips(s, id, 1, 2);
    setShips(s, id, 2, 1);
    setShips(s, id, 'empire', 2);
    expect(mayHarm(s, 1, 'empire', id)).toBe(false);
    expect(defenders(s, id, 1)).toEqual([]);
    s.players[1]!.court.push({ id: 'ARCS-F706', tokens: [] });
    expect(truceLawIgnoredBy(s, 1)).toBe('ARCS-F706');
    // FAQ: "Can a Regent with Rogue Admiral attack the Empire alone? Yes." FAQ: attacking another Regent.
    expect(defenders(s, id, 1)).toEqual([2, 'empire']);
    turnOf(s, 1);
    expect(presenceLawIgnoredBy(s, 1)).toBe('ARCS-F706');
    expect(movementLawIgnoredBy(s, 1)).toBe('ARCS-F706');
  });

  it('FAQ: attacking another Regent, the attacker adds any number of the Imperial ships; the rest defend', () => {
    const s = campaign([ADMIRAL, STEWARD, STEWARD]);
    clearMap(s);
    const id = planetsOf(s)[0]!;
    setShips(s, id, 1, 2);
    setShips(s, id, 2, 1);
    setShips(s, id, 'empire', 3);
    s.players[1]!.court.push({ id: 'ARCS-F706', tokens: [] });
    turnOf(s, 1);
    let t = runFrames(s, [{ k: 'act/battle', seat: 1, system: id, defender: 2, pool: {} } as never]);
    expect(ids(t)).toContain('imp:1:0');
    t = answer(t, 'imp:1:0');
    expect(t.turn!.work.imperialAttack).toEqual({ seat: 1, system: id, fresh: 1, damaged: 0 });
  });

  it('"Prelude: You may discard this to place 3 Imperial ships in a system you control"', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    clearMap(s);
    const id = planetsOf(s)[0]!;
    setShips(s, id, 1, 2);
    s.players[1]!.court.push({ id: 'ARCS-F707', tokens: [] });
    turnOf(s, 1);
    expect(fx('ARCS-F707').prelude!.options(s, 1, menu).map((o) => o.id)).toEqual(['use']);
    const frames = fx('ARCS-F707').prelude!.take(s, 1, 'use', menu);
    expect(s.courtDiscard).toContain('ARCS-F707');
    const t = answer(runFrames(s, frames), `sys:${id}`);
    expect(shipsAt(t, id, 'empire')).toEqual({ fresh: 3, damaged: 0 });
  });

  it('"Bury this if you\'re an Outlaw"', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    s.players[1]!.court.push({ id: 'ARCS-F706', tokens: [] });
    becomeOutlaw(s, 1, 0);
    expect(s.players[1]!.court.some((c) => c.id === 'ARCS-F706')).toBe(false);
    expect(s.courtDeck.slice(-3)).toContain('ARCS-F706');
  });
});

describe('Rogue Admirals secured by an Outlaw (ARCS-F706)', () => {
  it('an Outlaw securing it buries it at once', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    becomeOutlaw(s, 1, 0);
    s.court[1] = { card: 'ARCS-F706', agents: [0, 1] };
    const t = runFrames(s, secureCard(s, 1, 1, { ransack: false }));
    expect(t.players[1]!.court.some((c) => c.id === 'ARCS-F706')).toBe(false);
    expect(t.courtDeck[t.courtDeck.length - 1]).toBe('ARCS-F706');
  });
});

describe('Court Enforcers (ARCS-F708, ARCS-F709)', () => {
  it('"Abduct (Battle)": capture all Rival agents from a Court card with fewer Rival agents than your Weapon icons', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    s.players[0]!.court.push({ id: 'ARCS-F708', tokens: [] });
    s.players[0]!.resources = ['weapon', null, null, null, null, null] as never;
    s.court[0]!.agents = [0, 1];
    const action = findNewAction(s, 0, 'ARCS-F708', 'abduct')!;
    expect(action.can(s, 0)).toBe(true);
    const t = answer(runFrames(s, action.start(s, 0)), 'card:0');
    expect(t.players[0]!.captives[1]).toBe(1);
    expect(t.court[0]!.agents[1]).toBe(0);
  });

  it('"Prelude: You may discard this to place 3 ships in a system you control"', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    s.players[0]!.court.push({ id: 'ARCS-F709', tokens: [] });
    const frames = fx('ARCS-F709').prelude!.take(s, 0, 'use', menu);
    expect(s.courtDiscard).toContain('ARCS-F709');
    expect(frames).toEqual([{ k: 'fx/place-3', seat: 0, card: 'ARCS-F709' }]);
  });
});

describe('Imperial Defectors (ARCS-F710, F711, F715, F716)', () => {
  function withOutlaw() {
    const s = campaign([ADMIRAL, STEWARD, STEWARD]);
    clearMap(s);
    becomeOutlaw(s, 2, 0);
    const id = planetsOf(s)[0]!;
    setShips(s, id, 'empire', 2, 1);
    return { s, id, cluster: Number(id.split(':')[0]) as 1 | 2 | 3 | 4 | 5 | 6 };
  }

  it('"Crisis: In the rolled cluster, replace all Imperial ships with ships of the Outlaw earliest in turn order. Bury this card."', () => {
    const { s, id, cluster } = withOutlaw();
    s.players[0]!.court.push({ id: 'ARCS-F710', tokens: [] });
    fx('ARCS-F710').crisis!(s, 0, roll(cluster));
    expect(shipsAt(s, id, 'empire')).toEqual({ fresh: 0, damaged: 0 });
    expect(shipsAt(s, id, 2)).toEqual({ fresh: 2, damaged: 1 });
    expect(s.courtDeck[s.courtDeck.length - 1]).toBe('ARCS-F710');
  });

  it('"When Secured: You may discard this card or resolve the Crisis in a cluster of your choice" (or keep it: a held Crisis card)', () => {
    const { s, id, cluster } = withOutlaw();
    s.court[0] = { card: 'ARCS-F715', agents: [1, 0, 0] };
    let t = runFrames(s, secureCard(s, 0, 0, { ransack: false }));
    expect(ids(t)).toEqual(expect.arrayContaining(['keep', 'discard', `cluster:${cluster}`]));
    t = answer(t, `cluster:${cluster}`);
    expect(shipsAt(t, id, 2).fresh).toBe(2);
    expect(t.courtDeck[t.courtDeck.length - 1]).toBe('ARCS-F715');
    expect(t.players[0]!.court.some((c) => c.id === 'ARCS-F715')).toBe(false);

    const u0 = withOutlaw().s;
    u0.court[0] = { card: 'ARCS-F716', agents: [1, 0, 0] };
    const u = answer(runFrames(u0, secureCard(u0, 0, 0, { ransack: false })), 'keep');
    expect(u.players[0]!.court.some((c) => c.id === 'ARCS-F716')).toBe(true);
    const v0 = withOutlaw().s;
    v0.court[0] = { card: 'ARCS-F711', agents: [1, 0, 0] };
    const v = answer(runFrames(v0, secureCard(v0, 0, 0, { ransack: false })), 'discard');
    expect(v.courtDiscard).toContain('ARCS-F711');
  });
});

describe('Admiral Act II (ARCS-F712A setup, F712B objective, F714 Resolution)', () => {
  it('F712A: "Shuffle Command Chaos (13) into the Court deck"; the objective starts at 30', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    s.campaign!.act = 2;
    setUpFateNow(s, 0, 2);
    expect(s.courtDeck).toContain('ARCS-F713');
    expect(s.campaign!.seats[0]!.objective).toBe('ARCS-F712B');
    expect(s.campaign!.seats[0]!.marker).toBe(30);
  });

  it('"Expand the Navy\'s Holdings": at the end of a chapter, a Regent advances 1 per planet controlled by the Empire (not gates)', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    s.campaign!.act = 2;
    setUpFateNow(s, 0, 2);
    clearMap(s);
    const [a, b] = planetsOf(s);
    setShips(s, a!, 'empire', 1);
    setShips(s, b!, 'empire', 0, 2); // damaged only: not Empire-controlled
    setShips(s, gatesOf(s)[0]!, 'empire', 1);
    expect(empirePlanets(s)).toBe(1);
    fx('ARCS-F712B').afterScoring!(s, 0, []);
    expect(s.campaign!.seats[0]!.marker).toBe(29);
    becomeOutlaw(s, 0);
    fx('ARCS-F712B').afterScoring!(s, 0, []);
    expect(s.campaign!.seats[0]!.marker).toBe(29);
  });

  it('"Crush the Empire\'s Foes": 2 per Outlaw piece taken as a Trophy in battle (not Blight, not Regents)', () => {
    const s = campaign([ADMIRAL, STEWARD, STEWARD]);
    s.campaign!.act = 2;
    setUpFateNow(s, 0, 2);
    becomeOutlaw(s, 2, 0);
    const before = trophySnapshot(s);
    addTrophy(s.players[0]!, 2, 'ship', 2);
    addTrophy(s.players[0]!, 2, 'city', 1);
    addTrophy(s.players[0]!, 1, 'ship', 1);
    addTrophy(s.players[0]!, 'blight', 'blight', 1);
    battleTrophyNotes(s, { attacker: 2, defender: 0, system: systemIds(s)[0]!, imperial: false }, before);
    expect(s.campaign!.seats[0]!.marker).toBe(30 - 6);
  });

  it('"Dominate Rival Regents": 2 per Regent agent captured (tax, secure, Abduct); not an Outlaw\'s', () => {
    const s = campaign([ADMIRAL, STEWARD, STEWARD]);
    s.campaign!.act = 2;
    setUpFateNow(s, 0, 2);
    becomeOutlaw(s, 2, 0);
    s.court[0]!.agents = [1, 2, 1];
    runFrames(s, secureCard(s, 0, 0, { ransack: false }));
    expect(s.players[0]!.captives).toEqual([0, 2, 1]);
    expect(s.campaign!.seats[0]!.marker).toBe(30 - 4);
    noteCaptured(s, 0, 1, 1);
    expect(s.campaign!.seats[0]!.marker).toBe(30 - 6);
  });

  it('F714 completed: scrap Imperial Defectors 15-16, Mass Uprisings to the Court deck; failed: the reverse', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    resolveFateNow(s, 0, 2, true);
    expect(s.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F715', 'ARCS-F716']));
    expect(s.courtDeck).toEqual(expect.arrayContaining(['ARCS-F717', 'ARCS-F718']));
    const t = campaign([ADMIRAL, STEWARD]);
    resolveFateNow(t, 0, 2, false);
    expect(t.courtDeck).toEqual(expect.arrayContaining(['ARCS-F715', 'ARCS-F716']));
    expect(t.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F717', 'ARCS-F718']));
  });
});

describe('Command Chaos (ARCS-F713)', () => {
  it('"Crisis: Attach Imperial Officers here. Shuffle all Rogue Admirals from the Court discard pile into the Court deck."', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    s.court[1] = { card: 'ARCS-F713', agents: [0, 0] };
    s.courtDiscard.push('ARCS-F706', 'ARCS-F707');
    fx('ARCS-F713').crisis!(s, null, roll(1));
    expect(s.court[1]!.attached).toEqual(['ARCS-F702']);
    expect(s.campaign!.seats[0]!.playArea).not.toContain('ARCS-F702');
    expect(s.courtDiscard).not.toContain('ARCS-F706');
    expect(s.courtDeck).toEqual(expect.arrayContaining(['ARCS-F706', 'ARCS-F707']));
  });

  it('FAQ: "The Crisis does not work while [Imperial Officers] is discarded or in the Court deck"', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    becomeOutlaw(s, 0); // Imperial Officers buried
    s.court[1] = { card: 'ARCS-F713', agents: [0, 0] };
    s.courtDiscard.push('ARCS-F706');
    fx('ARCS-F713').crisis!(s, null, roll(1));
    expect(s.court[1]!.attached ?? []).toEqual([]);
    expect(s.courtDiscard).toContain('ARCS-F706');
  });

  it('"When Secured: Influence once. You may become a Regent. Shuffle this card into the Court deck." (with the attached Imperial Officers)', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    s.court[1] = { card: 'ARCS-F713', agents: [0, 1], attached: ['ARCS-F702'] };
    s.campaign!.seats[0]!.playArea = [];
    becomeOutlaw(s, 1);
    let t = runFrames(s, secureCard(s, 1, 1, { ransack: false }));
    // The two When Secured (Command Chaos, the attached Imperial Officers): the securer orders them; Command Chaos first.
    expect(ids(t)).toEqual(['item:0', 'item:1']);
    t = answer(t, 'item:0');
    // Influence once: a Court card.
    t = answer(t, ids(t)[0]!);
    expect(ids(t)).toEqual(['yes', 'no']);
    t = answer(t, 'yes');
    expect(t.players[1]!.title).toBe('regent');
    expect(t.players[1]!.court.some((c) => c.id === 'ARCS-F702')).toBe(true);
    expect(t.courtDeck).toContain('ARCS-F713');
  });

  it('an Outlaw who stays one buries the Imperial Officers secured with it', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    s.court[1] = { card: 'ARCS-F713', agents: [0, 1], attached: ['ARCS-F702'] };
    s.campaign!.seats[0]!.playArea = [];
    becomeOutlaw(s, 1);
    let t = runFrames(s, secureCard(s, 1, 1, { ransack: false }));
    t = answer(t, 'item:0');
    t = answer(t, ids(t)[0]!, 'no');
    expect(t.players[1]!.court.some((c) => c.id === 'ARCS-F702')).toBe(false);
    expect(t.courtDeck).toContain('ARCS-F702');
  });

  it('Imperial Officers\' own check first: an Outlaw securing it buries it before Command Chaos lets them become a Regent', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    s.court[1] = { card: 'ARCS-F713', agents: [0, 1], attached: ['ARCS-F702'] };
    s.campaign!.seats[0]!.playArea = [];
    becomeOutlaw(s, 1);
    let t = runFrames(s, secureCard(s, 1, 1, { ransack: false }));
    t = answer(t, 'item:1');
    expect(t.players[1]!.court.some((c) => c.id === 'ARCS-F702')).toBe(false);
    t = answer(t, ids(t)[0]!, 'yes');
    expect(t.players[1]!.title).toBe('regent');
    expect(t.players[1]!.court.some((c) => c.id === 'ARCS-F702')).toBe(false);
  });
});

describe('Mass Uprising (ARCS-F717, ARCS-F718)', () => {
  it('"Crisis: Destroy every damaged ship. Bury this card."', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    clearMap(s);
    const [a, b] = planetsOf(s);
    setShips(s, a!, 0, 1, 2);
    setShips(s, a!, 'empire', 0, 1);
    setShips(s, b!, 1, 0, 3);
    const supply = s.players[1]!.supply.ships;
    fx('ARCS-F717').crisis!(s, null, roll(1));
    expect(shipsAt(s, a!, 0)).toEqual({ fresh: 1, damaged: 0 });
    expect(shipsAt(s, a!, 'empire')).toEqual({ fresh: 0, damaged: 0 });
    expect(shipsAt(s, b!, 1)).toEqual({ fresh: 0, damaged: 0 });
    expect(s.players[1]!.supply.ships).toBe(supply + 3);
    expect(s.courtDeck[s.courtDeck.length - 1]).toBe('ARCS-F717');
  });

  it('"When Secured: Choose a cluster on the map. You place 1 ship in each system of that cluster. Discard this card."', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    clearMap(s);
    s.court[0] = { card: 'ARCS-F718', agents: [1, 0] };
    let t = runFrames(s, secureCard(s, 0, 0, { ransack: false }));
    const cluster = ids(t)[0]!;
    t = answer(t, cluster);
    while (t.decisions.length > 0) t = answer(t, ids(t)[0]!);
    const n = Number(cluster.split(':')[1]);
    const systems = systemIds(t).filter((id) => Number(id.split(':')[0]) === n);
    for (const id of systems) expect(shipsAt(t, id, 0).fresh).toBe(1);
    expect(t.courtDiscard).toContain('ARCS-F718');
  });
});

describe('Admiral Act III (ARCS-F719A setup, F719B grand ambitions, F720/F721 Martial Law)', () => {
  function act3(fates = [ADMIRAL, STEWARD, STEWARD]) {
    const s = campaign(fates);
    s.campaign!.act = 3;
    setUpFateNow(s, 0, 3);
    return s;
  }

  it('F719A: Martial Law (20) to the rules booklet, explained in the log; its reminder (21) by the map', () => {
    const s = act3();
    expect(s.campaign!.rulesBooklet.some((x) => x.includes('ARCS-F720'))).toBe(true);
    expect(s.campaign!.reminders).toContain('ARCS-F721');
    expect(logText(s)).toMatch(/Martial Law: Regents other than the Admiral/);
  });

  it('Martial Law: a Regent without Imperial Officers or Rogue Admirals cannot Command the Imperial Fleet; the Admiral and holders may', () => {
    const s = act3();
    clearMap(s);
    const id = planetsOf(s)[0]!;
    setShips(s, id, 1, 1);
    setShips(s, id, 0, 1);
    setShips(s, id, 'empire', 1);
    turnOf(s, 1);
    expect(fleetCommandDeniedBy(s, 1)).toBe('ARCS-F720');
    expect(commandsFleet(s, 1, id)).toBe(false);
    expect(controls(s, id, 1)).toBe(false);
    s.players[1]!.court.push({ id: 'ARCS-F706', tokens: [] });
    expect(commandsFleet(s, 1, id)).toBe(true);
    // The Admiral is never bound, even without Imperial Officers.
    s.campaign!.seats[0]!.playArea = [];
    turnOf(s, 0);
    expect(fleetCommandDeniedBy(s, 0)).toBeNull();
    expect(commandsFleet(s, 0, id)).toBe(true);
  });

  it('Martial Law\'s reminder (F721) by the map fires with the Law when it denies a Regent the Imperial Fleet', () => {
    const s = act3();
    clearMap(s);
    const id = planetsOf(s)[0]!;
    setShips(s, id, 1, 1);
    setShips(s, id, 'empire', 1);
    turnOf(s, 1);
    expect(firedIn(() => commandsFleet(s, 1, id))).toEqual(['ARCS-F720', 'ARCS-F721']);
    s.campaign!.reminders = s.campaign!.reminders!.filter((x) => x !== 'ARCS-F721');
    expect(firedIn(() => commandsFleet(s, 1, id))).toEqual(['ARCS-F720']);
  });

  it('Martial Law: a bound First Regent does not control Empire-controlled systems for ambitions, objectives and events', () => {
    const s = act3();
    clearMap(s);
    const id = planetsOf(s)[0]!;
    setShips(s, id, 'empire', 1);
    s.campaign!.firstRegent = 1;
    expect(controlsForScoring(s, 1, id)).toBe(false);
    s.campaign!.firstRegent = 0;
    expect(controlsForScoring(s, 0, id)).toBe(true);
  });

  it('Martial Law: "When taking a Catapult move, Empire control of gates ends your move"', () => {
    const s = act3();
    clearMap(s);
    const gate = gatesOf(s)[0]!;
    setShips(s, gate, 'empire', 1);
    expect(endsCatapult(s, 1, gate)).toBe(true);
    expect(endsCatapult(s, 0, gate)).toBe(false);
  });

  it('FAQ: Martial Law never overrides Imperial Authority; FAQ: Regents still follow the Truce Law', () => {
    const s = act3([ADMIRAL, STEWARD, STEWARD]);
    clearMap(s);
    const id = planetsOf(s)[0]!;
    setShips(s, id, 'empire', 1);
    setShips(s, id, 2, 1);
    s.map[id]!.slots[0] = { owner: 2, type: 'city', damaged: false };
    // The Steward's Imperial Authority (F102) lets it tax cities controlled by the Empire like Loyal ones.
    expect(fx('ARCS-F102').taxLikeLoyal!(s, 1, id, 2)).toBe(true);
    // Truce: a bound Regent cannot battle a Rival Regent among Imperial ships.
    expect(mayHarm(s, 2, 1, id)).toBe(false);
    turnOf(s, 2);
    expect(mayTaxCity(s, 1, id, 2)).toBe(false);
  });

  it('F719B grand ambitions: a Regent controlling at least 9 planets; a Regent with more Loyal ships on the map than each Rival', () => {
    const s = act3();
    clearMap(s);
    const ps = planetsOf(s);
    expect(ps.length).toBeGreaterThanOrEqual(9);
    for (const id of ps.slice(0, 8)) setShips(s, id, 0, 1);
    setShips(s, ps[8]!, 'empire', 1);
    setShips(s, ps[9]!, 1, 9);
    s.campaign!.firstRegent = 1;
    expect(admiralGrandAmbitions(s, 0)).toBe(0);
    // "You control planets that are controlled by the Empire if you're the First Regent."
    s.campaign!.firstRegent = 0;
    expect(admiralGrandAmbitions(s, 0)).toBe(1);
    setShips(s, ps[0]!, 0, 3);
    expect(admiralGrandAmbitions(s, 0)).toBe(2);
    expect(grandAmbitionsFulfilled(s, 0)).toBe(2);
    becomeOutlaw(s, 0, 1);
    expect(admiralGrandAmbitions(s, 0)).toBe(0);
  });

  it('the module covers all three Acts and is dealt', () => {
    expect(ADMIRAL_RULES.acts).toEqual([1, 2, 3]);
    expect(ADMIRAL_RULES.dealt).toBe(true);
  });
});

describe('messages', () => {
  it('every campaign.admiral key has English text', () => {
    for (const key of ['foundries', 'foundries.fresh', 'foundries.damaged', 'foundries.done', 'rogue', 'rogue.use', 'defectors', 'defectors.keep', 'defectors.discard', 'defectors.cluster', 'regent']) {
      expect(CAMPAIGN).toHaveProperty([`campaign.admiral.${key}`]);
    }
  });

  it('the decisions met in this file read well (wording rules) and use Admiral keys', () => {
    expect(seen.problems).toEqual([]);
    for (const key of ['campaign.admiral.foundries', 'campaign.admiral.rogue', 'campaign.admiral.defectors', 'campaign.admiral.regent']) expect(seen.keys).toContain(key);
  });

  it('Rogue Admirals\' Prelude is offered in the turn menu as fx:<card>:use', () => {
    const s = campaign([ADMIRAL, STEWARD]);
    clearMap(s);
    setShips(s, planetsOf(s)[0]!, 1, 2);
    s.players[1]!.court.push({ id: 'ARCS-F706', tokens: [] });
    turnOf(s, 1);
    expect(preludeOptions(s, 1, menu).map((o) => o.id)).toContain('fx:ARCS-F706:use');
  });
});

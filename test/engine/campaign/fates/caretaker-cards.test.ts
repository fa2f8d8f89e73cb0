/**
 * The Caretaker's Fate Set (ARCS-FATE05, ARCS-F501…F521): its three Acts, the Golems and every
 * card's effect, with the FAQ entries for its cards (faq.csv: Golem Hearth, Golems, Librarians,
 * Caretaker Act III Objective, Unstable Seeker, Ancient Holdings). Hooks are called directly and
 * the frames they return are run with the engine (steward-helpers.ts runFrames).
 */
import { describe, expect, it } from 'vitest';
import { answer, clearMap, ids, runFrames, setShips, shipsAt } from './steward-helpers.ts';
import { newGame } from '../../../../src/engine/index.ts';
import { cardEffect } from '../../../../src/engine/effects.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { canSetUp, setUpFateNow, resolveFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import { DEALT_FATES } from '../../../../src/engine/campaign/fates/setups.ts';
import {
  CARETAKER_RULES, golemsHeldBy, golemsLawSetup, hearthHolder, loreCardsOf, roomForGolem, settleGolems,
} from '../../../../src/engine/campaign/fates/caretaker.ts';
import { emptyPlaces } from '../../../../src/engine/holdings.ts';
import { applyPart, forcedCost, itemsFor } from '../../../../src/engine/campaign/summit/negotiation.ts';
import { isEventCard } from '../../../../src/engine/campaign/state.ts';
import { campaignView } from '../../../../src/engine/campaign/view.ts';
import { secureCard } from '../../../../src/engine/court.ts';
import { afterSecureFrames, fateBeforeScoring } from '../../../../src/engine/campaign/fates/hooks.ts';
import { grandAmbitionsFulfilled } from '../../../../src/engine/campaign/fates/framework.ts';
import { checkInvariants } from '../../../../src/engine/index.ts';
import type { EventRoll, Golem, GolemKind } from '../../../../src/engine/campaign/types.ts';
import type { FrameOf, GameState } from '../../../../src/engine/types.ts';
import type { ActionCardId } from '../../../../src/data/action-cards.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { playEvent } from '../../../../src/engine/campaign/round.ts';

const CARETAKER = 'ARCS-FATE05';
const STEWARD = 'ARCS-FATE01';
const fx = (id: string) => cardEffect(id)!;
const roll = (symbol: 'arrow' | 'crescent' | 'hex', number: 1 | 2 | 3 | 4 | 5 | 6, event: 'crisis' | 'edict' = 'crisis'): EventRoll => ({ event: { event, symbol }, number });
const menu = {} as FrameOf<'turn/actions'>;
const empty = () => [null, null, null, null, null, null] as never;

/** A campaign with the Caretaker at seat 0 (the others Stewards), Act I set up, at rest. */
function caretaker(players = 3, seed = 1): GameState {
  const fates = [CARETAKER, ...Array.from({ length: players - 1 }, () => STEWARD)];
  let s = newGame({ players, seed, campaign: true, fates });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  return restAfterSetup(s);
}

const golem = (s: GameState, kind: GolemKind): Golem => s.campaign!.golems!.find((g) => g.golem === kind)!;
/** Put the Golems where a scenario wants them. */
function setGolems(s: GameState, ...gs: Golem[]): void {
  s.campaign!.golems = gs;
}
/** Open every resource slot of a seat (all cities built) and empty them. */
function openBoard(s: GameState, seat: number): void {
  s.players[seat]!.boardCities = 0;
  s.players[seat]!.resources = empty();
}

describe('Caretaker Act I setup (ARCS-F501A) and the Golems', () => {
  it('the Caretaker is implemented for all three Acts and dealt', () => {
    expect(DEALT_FATES).toContain(CARETAKER);
    for (const act of [1, 2, 3] as const) expect(canSetUp(CARETAKER, act)).toBe(true);
  });

  it('F501A: gains F502-F504, adds F505-F506 to the booklet, 4 Sleeping Golems at the gates of the clusters without Imperial ships, marker 18', () => {
    const s = caretaker(3);
    const c = s.campaign!;
    expect(c.seats[0]!.playArea).toEqual(['ARCS-F502', 'ARCS-F503', 'ARCS-F504']);
    expect(c.rulesBooklet.flat()).toEqual(expect.arrayContaining(['ARCS-F505', 'ARCS-F506']));
    expect(c.seats[0]!.objective).toBe('ARCS-F501B');
    expect(c.seats[0]!.marker).toBe(18);
    const gs = c.golems!;
    expect(gs.map((g) => g.golem).sort()).toEqual(['harvester', 'protector', 'seeker', 'warrior']);
    expect(gs.every((g) => !g.awake)).toBe(true);
    const clusters = gs.map((g) => Number(g.where.split(':')[0]));
    expect(gs.every((g) => g.where.endsWith(':gate'))).toBe(true);
    expect(clusters.some((cl) => c.imperialClusters.includes(cl as never))).toBe(false);
    expect(new Set(clusters).size).toBe(4);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('a Sleeping Golem on the map hides which Golem it is in every view; an Awake or held one shows it', () => {
    const s = caretaker(2);
    const v = campaignView(s, 1);
    expect(v.golems!.every((g) => (g.golem as string) === 'sleeping')).toBe(true);
    golem(s, 'seeker').where = 'seat-1';
    golem(s, 'warrior').awake = true;
    const w = campaignView(s, null);
    expect(w.golems!.filter((g) => (g.golem as string) !== 'sleeping').map((g) => g.golem).sort()).toEqual(['seeker', 'warrior']);
  });

  it('F505: Golems fill resource slots (a seat\'s Golems take its last empty open slots); the Hearth\'s holder always has room', () => {
    const s = caretaker(2);
    openBoard(s, 1);
    setGolems(s, { golem: 'warrior', awake: true, where: 'seat-1' }, { golem: 'seeker', awake: true, where: 'seat-1' });
    expect(emptyPlaces(s, 1)).toEqual(['0', '1', '2', '3']);
    s.players[1]!.resources = ['fuel', 'fuel', 'fuel', 'fuel', null, null] as never;
    expect(roomForGolem(s, 1)).toBe(false);
    expect(hearthHolder(s)).toBe(0);
    s.players[0]!.resources = ['fuel', 'fuel', 'fuel', 'fuel', 'fuel', 'fuel'] as never;
    expect(roomForGolem(s, 0)).toBe(true);
  });

  it('F505: a Golem in a slot a returning city covers is discarded: Sleeping, to a Rival with room (the Hearth\'s holder)', () => {
    const s = caretaker(2);
    s.players[1]!.boardCities = 5; // two open slots, one holding a resource
    s.players[1]!.resources = ['fuel', null, null, null, null, null] as never;
    setGolems(s, { golem: 'warrior', awake: true, where: 'seat-1' }, { golem: 'seeker', awake: true, where: 'seat-1' });
    settleGolems(s);
    expect(s.campaign!.golems!.filter((g) => g.where === 'seat-1' && g.awake).length).toBe(1);
    expect(s.campaign!.golems!.filter((g) => g.where === 'hearth' && !g.awake).length).toBe(1);
  });
});

describe('Caretaker Act I objective (ARCS-F501B)', () => {
  it('F501B Find the Golems: each ambition won advances 2 per Golem held; a tie for first does not', () => {
    const s = caretaker(3);
    setGolems(s, { golem: 'warrior', awake: false, where: 'hearth' }, { golem: 'seeker', awake: true, where: 'hearth' });
    const r = { ambition: 'tycoon' as const, first: [0], second: [], gains: { 0: 5 }, firstPower: 5, secondPower: 3, cityBonus: {} };
    fx('ARCS-F501B').ambitionsScored!(s, 0, [r, { ...r, ambition: 'keeper' as const }]);
    expect(s.campaign!.seats[0]!.marker).toBe(18 - 8);
    fx('ARCS-F501B').ambitionsScored!(s, 0, [{ ...r, first: [], second: [0, 1] }]);
    expect(s.campaign!.seats[0]!.marker).toBe(10);
  });

  it('F501B Use the Golems / F506: any player spending a Golem in their Prelude advances it 2, even without taking its action', () => {
    const s = caretaker(3);
    openBoard(s, 1);
    openBoard(s, 2);
    setGolems(s, { golem: 'harvester', awake: true, where: 'seat-1' });
    const opts = fx('ARCS-F506').prelude!.options(s, 1, menu).map((o) => o.id);
    expect(opts).toEqual(['use:harvester', 'spend:harvester']);
    expect(fx('ARCS-F506').prelude!.options(s, 2, menu)).toEqual([]);
    const t = runFrames(s, fx('ARCS-F506').prelude!.take(s, 1, 'spend:harvester', menu));
    expect(t.campaign!.seats[0]!.marker).toBe(16);
    // Two Rivals have room: the spender picks; the Golem goes Sleeping.
    expect(ids(t).sort()).toEqual(['to:0', 'to:2']);
    const u = answer(t, 'to:2');
    expect(golem(u, 'harvester')).toEqual({ golem: 'harvester', awake: false, where: 'seat-2' });
  });
});

describe('Golem Actions (ARCS-F506)', () => {
  it('Warrior: destroys all damaged ships in one system; Loyal ones return to the supply, a Rival\'s are Trophies; the Truce Law holds (FAQ: no Imperial ships for a Regent)', () => {
    const s = caretaker(2);
    clearMap(s);
    setShips(s, '1:arrow', 0, 1, 2);
    setShips(s, '1:arrow', 1, 1, 1);
    setShips(s, '1:arrow', 'empire', 0, 1);
    setGolems(s, { golem: 'warrior', awake: true, where: 'hearth' });
    const supply = s.players[0]!.supply.ships;
    let t = runFrames(s, fx('ARCS-F506').prelude!.take(s, 0, 'use:warrior', menu));
    // Nobody else has room? Seat 1 has slots: it goes there.
    expect(ids(t)).toContain('sys:1:arrow');
    t = answer(t, 'sys:1:arrow');
    expect(shipsAt(t, '1:arrow', 0)).toEqual({ fresh: 1, damaged: 0 });
    expect(t.players[0]!.supply.ships).toBe(supply + 2);
    // Both are Regents and an Imperial ship is there: Seat 1's ships and the Imperial ship are protected.
    expect(shipsAt(t, '1:arrow', 1)).toEqual({ fresh: 1, damaged: 1 });
    expect(shipsAt(t, '1:arrow', 'empire')).toEqual({ fresh: 0, damaged: 1 });
    t.players[0]!.title = 'outlaw';
    setGolems(t, { golem: 'warrior', awake: true, where: 'hearth' });
    const u = answer(runFrames(t, fx('ARCS-F506').prelude!.take(t, 0, 'use:warrior', menu)), 'sys:1:arrow');
    expect(shipsAt(u, '1:arrow', 1)).toEqual({ fresh: 1, damaged: 0 });
    expect(u.players[0]!.trophies.some((x) => x.owner === 1 && x.piece === 'ship')).toBe(true);
  });

  it('Protector: repairs any ships of the spender\'s choice, group by group; Harvester: gains any resource', () => {
    const s = caretaker(2);
    clearMap(s);
    setShips(s, '2:hex', 0, 0, 2);
    setShips(s, '3:hex', 1, 0, 1);
    openBoard(s, 0);
    setGolems(s, { golem: 'protector', awake: true, where: 'hearth' }, { golem: 'harvester', awake: true, where: 'hearth' });
    let t = runFrames(s, fx('ARCS-F506').prelude!.take(s, 0, 'use:protector', menu));
    t = answer(t, 'repair:2:hex:0', 'done');
    expect(shipsAt(t, '2:hex', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(shipsAt(t, '3:hex', 1)).toEqual({ fresh: 0, damaged: 1 });
    t = runFrames(t, fx('ARCS-F506').prelude!.take(t, 0, 'use:harvester', menu));
    t = answer(t, 'res:relic');
    while (t.decisions[0]?.kind === 'res/arrange') t = answer(t, ids(t)[0]!);
    expect(t.players[0]!.resources).toContain('relic');
  });

  it('Seeker: a Catapult move from one system (act/catapult)', () => {
    const s = caretaker(2);
    clearMap(s);
    setShips(s, '2:gate', 0, 2);
    setGolems(s, { golem: 'seeker', awake: true, where: 'hearth' });
    const t = answer(runFrames(s, fx('ARCS-F506').prelude!.take(s, 0, 'use:seeker', menu)), 'sys:2:gate');
    expect(t.decisions[0]!.kind).toBe('act/catapult');
  });

  it('FAQ (Golem Hearth, Golems): a Rival spending a Golem when nobody has slots: it returns to the Golem Hearth', () => {
    const s = caretaker(2);
    s.players[0]!.resources = ['fuel', 'fuel', 'fuel', 'fuel', 'fuel', 'fuel'] as never;
    openBoard(s, 1);
    setGolems(s, { golem: 'harvester', awake: true, where: 'seat-1' });
    const t = runFrames(s, fx('ARCS-F506').prelude!.take(s, 1, 'spend:harvester', menu));
    expect(golem(t, 'harvester')).toEqual({ golem: 'harvester', awake: false, where: 'hearth' });
    // The Hearth's holder spending with no Rival room keeps it (on the Hearth).
    s.players[1]!.resources = ['fuel', 'fuel', 'fuel', 'fuel', 'fuel', 'fuel'] as never;
    setGolems(s, { golem: 'harvester', awake: true, where: 'hearth' });
    const u = runFrames(s, fx('ARCS-F506').prelude!.take(s, 0, 'spend:harvester', menu));
    expect(golem(u, 'harvester')).toEqual({ golem: 'harvester', awake: false, where: 'hearth' });
  });
});

describe('Golem Beacon (ARCS-F502), Golem Hearth (ARCS-F503), Stone-Speakers (ARCS-F504)', () => {
  it('F502 Awaken (Influence): takes the Golems the Caretaker controls onto the Hearth; Awake only if winning a declared ambition', () => {
    const s = caretaker(3);
    clearMap(s);
    setGolems(s, { golem: 'warrior', awake: false, where: '1:gate' }, { golem: 'seeker', awake: false, where: '2:gate' });
    setShips(s, '1:gate', 0, 1);
    const a = fx('ARCS-F502').newActions![0]!;
    expect(a.replaces).toBe('influence');
    expect(a.can(s, 0)).toBe(true);
    expect(a.can(s, 1)).toBe(false);
    a.start(s, 0);
    expect(golem(s, 'warrior')).toEqual({ golem: 'warrior', awake: false, where: 'hearth' });
    expect(golem(s, 'seeker').where).toBe('2:gate');
    setShips(s, '2:gate', 0, 1);
    s.ambitions.tycoon = [s.markers[0]!.id];
    s.players[0]!.resources = ['fuel', null, null, null, null, null] as never;
    s.players[1]!.resources = empty();
    s.players[2]!.resources = empty();
    a.start(s, 0);
    expect(golem(s, 'seeker')).toEqual({ golem: 'seeker', awake: true, where: 'hearth' });
  });

  it('F503 Crisis: flips every Sleeping Golem not on the map to Awake', () => {
    const s = caretaker(2);
    setGolems(s, { golem: 'warrior', awake: false, where: 'hearth' }, { golem: 'seeker', awake: false, where: 'seat-1' }, { golem: 'protector', awake: false, where: '1:gate' });
    fx('ARCS-F503').crisis!(s, 0, roll('arrow', 1));
    expect(s.campaign!.golems!.map((g) => g.awake)).toEqual([true, true, false]);
  });

  it('F504: declaring, the Caretaker may end the turn, take any Golems from Rivals, then roll the event die (Crises only)', () => {
    const s = caretaker(2);
    setGolems(s, { golem: 'warrior', awake: true, where: 'seat-1' });
    s.turn = { seat: 0, taxed: [], shipyards: [], work: {} };
    const turn: FrameOf<'turn/actions'> = { k: 'turn/actions', seat: 0, pips: 3, allowed: ['tax'], leadSuit: 'administration', prelude: true, weapon: false, spent: ['fuel'] };
    s.stack.push(turn);
    const frames = fx('ARCS-F504').onDeclare!(s, 0, 'tycoon');
    expect(frames).toEqual([{ k: 'campaign/caretaker-stone', seat: 0, phase: 'ask' }]);
    let t = runFrames(s, frames);
    t = answer(t, 'yes');
    const menuFrame = t.stack.find((f) => f.k === 'turn/actions') as FrameOf<'turn/actions'>;
    expect(menuFrame.pips).toBe(0);
    expect(menuFrame.prelude).toBe(false);
    expect(ids(t)).toEqual(['done', 'take:warrior']);
    t = answer(t, 'take:warrior');
    expect(golem(t, 'warrior').where).toBe('hearth');
    expect(t.log.some((l) => l.text.startsWith('The event and number dice show'))).toBe(true);
  });
});

describe('Caretaker Act I Resolution (ARCS-F507)', () => {
  it('completed: Beacon scrapped, map Golems onto the Hearth, 1 lore per player and the 4 Unstable cards into the Court deck', () => {
    const s = caretaker(3);
    const deck = s.courtDeck.length;
    golem(s, 'warrior').where = 'hearth';
    resolveFateNow(s, 0, 1, true);
    const c = s.campaign!;
    expect(c.scrap).toContain('ARCS-F502');
    expect(c.golems!.every((g) => g.where === 'hearth')).toBe(true);
    expect(s.courtDeck.length).toBe(deck + 3 + 4);
    for (const id of ['ARCS-F508', 'ARCS-F509', 'ARCS-F510', 'ARCS-F511']) expect(s.courtDeck).toContain(id);
    expect(c.extraLore).toBe(3);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('failed: Beacon scrapped, Stone-Speakers to the Court deck, map Golems scrapped, only the Unstable cards of Golems still in play added', () => {
    const s = caretaker(2);
    golem(s, 'seeker').where = 'hearth';
    golem(s, 'warrior').where = 'seat-1';
    resolveFateNow(s, 0, 1, false);
    const c = s.campaign!;
    expect(c.golems!.map((g) => g.golem).sort()).toEqual(['seeker', 'warrior']);
    expect(s.courtDeck).toEqual(expect.arrayContaining(['ARCS-F504', 'ARCS-F509', 'ARCS-F511']));
    expect(s.courtDeck).not.toContain('ARCS-F508');
    expect(c.scrap).toEqual(expect.arrayContaining(['ARCS-F502', 'ARCS-F508', 'ARCS-F510']));
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('The Unstable cards (ARCS-F508-F511)', () => {
  it('F508 Harvester Crisis: its holder discards all of their resources; When Secured: take it Awake, discard the card', () => {
    const s = caretaker(2);
    setGolems(s, { golem: 'harvester', awake: false, where: 'seat-1' });
    s.players[1]!.resources = ['fuel', 'relic', null, null, null, null] as never;
    fx('ARCS-F508').crisis!(s, null, roll('hex', 1));
    expect(s.players[1]!.resources.every((r) => r === null)).toBe(true);
    fx('ARCS-F508').whenSecured!(s, 0);
    expect(golem(s, 'harvester')).toEqual({ golem: 'harvester', awake: true, where: 'hearth' });
    expect(fx('ARCS-F508').afterSecured).toBe('discard');
  });

  it('F509 Seeker Crisis: its holder\'s Loyal ships on planets of the rolled symbol move to the rolled cluster\'s gate (FAQ: Gate Ports trigger)', () => {
    const s = caretaker(2);
    clearMap(s);
    setShips(s, '1:arrow', 1, 2, 1);
    setShips(s, '3:arrow', 1, 1);
    setShips(s, '3:hex', 1, 1);
    setGolems(s, { golem: 'seeker', awake: true, where: 'seat-1' });
    fx('ARCS-F509').crisis!(s, null, roll('arrow', 4));
    expect(shipsAt(s, '4:gate', 1)).toEqual({ fresh: 3, damaged: 1 });
    expect(shipsAt(s, '3:hex', 1)).toEqual({ fresh: 1, damaged: 0 });
  });

  it('F510 Protector Crisis: repairs all ships except its holder\'s; F511 Warrior Crisis: destroys its holder\'s damaged Loyal ships', () => {
    const s = caretaker(2);
    clearMap(s);
    setShips(s, '1:arrow', 0, 0, 2);
    setShips(s, '1:arrow', 1, 0, 1);
    setGolems(s, { golem: 'protector', awake: true, where: 'seat-1' }, { golem: 'warrior', awake: true, where: 'hearth' });
    fx('ARCS-F510').crisis!(s, null, roll('arrow', 1));
    expect(shipsAt(s, '1:arrow', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(shipsAt(s, '1:arrow', 1)).toEqual({ fresh: 0, damaged: 1 });
    setShips(s, '1:arrow', 0, 1, 1);
    fx('ARCS-F511').crisis!(s, null, roll('arrow', 1));
    expect(shipsAt(s, '1:arrow', 0)).toEqual({ fresh: 1, damaged: 0 });
  });
});

/** Act II for the Caretaker at seat 0: its Act II setup side carried out. */
function actTwo(players = 3): GameState {
  const s = caretaker(players);
  resolveFateNow(s, 0, 1, true);
  s.campaign!.act = 2;
  setUpFateNow(s, 0, 2);
  return s;
}

describe('Caretaker Act II (ARCS-F512A/B, F513-F516)', () => {
  it('F512A: gains Librarians, Knowledge Set Free in the booklet, the extra Event card (F515) in the action deck, all Golems Awake; marker by player count', () => {
    const s = actTwo(3);
    const c = s.campaign!;
    expect(c.seats[0]!.playArea).toContain('ARCS-F513');
    expect(c.rulesBooklet.flat()).toContain('ARCS-F514');
    expect(s.actionDeck).toContain('ARCS-F515');
    expect(isEventCard('ARCS-F515')).toBe(true);
    expect(c.golems!.every((g) => g.awake)).toBe(true);
    expect(c.seats[0]!.objective).toBe('ARCS-F512B');
    expect(c.seats[0]!.marker).toBe(8);
  });

  it('F505 Law at Act II/III setup: Golems flip to Awake even when no Caretaker sets up', () => {
    const s = caretaker(2);
    golemsLawSetup(s);
    expect(s.campaign!.golems!.every((g) => g.awake)).toBe(true);
  });

  it('F512B: securing a lore card advances 2; at a chapter\'s end, 1 per Rival with fewer lore cards', () => {
    const s = actTwo(3);
    const m = s.campaign!.seats[0]!.marker!;
    fx('ARCS-F512B').afterSecure!(s, 0, 'ARCS-L01');
    fx('ARCS-F512B').afterSecure!(s, 0, 'ARCS-CC01');
    expect(s.campaign!.seats[0]!.marker).toBe(m - 2);
    // Golem Hearth in play (1 lore), seat 1 has 2, seat 2 none (its Steward's lore, Imperial Authority F102, is buried).
    s.players[1]!.lore = ['ARCS-L01', 'ARCS-L02'];
    s.players[2]!.lore = [];
    s.campaign!.seats[2]!.playArea = s.campaign!.seats[2]!.playArea.filter((id) => id !== 'ARCS-F102');
    s.courtDeck.push('ARCS-F102');
    expect(loreCardsOf(s, 0)).toEqual(['ARCS-F503']);
    fx('ARCS-F512B').afterScoring!(s, 0, []);
    expect(s.campaign!.seats[0]!.marker).toBe(m - 3);
  });

  it('F513 Librarians Crisis: its holder must attach it to a Court card; after securing, a drawn lore card attaches to the refilled card', () => {
    const s = actTwo(2);
    const frames = fx('ARCS-F513').crisis!(s, 0, roll('arrow', 1));
    let t = runFrames(s, frames);
    const target = ids(t)[0]!;
    t = answer(t, target);
    expect(t.campaign!.seats[0]!.playArea).not.toContain('ARCS-F513');
    expect(t.court.some((x) => x.attached?.includes('ARCS-F513'))).toBe(true);
    expect(checkInvariants(t)).toEqual([]);
  });

  it('F513: after the holder secures a card, it may attach a lore card from the lore deck to the card that refilled the Court (FAQ: securing Librarians itself does not trigger it)', () => {
    const s = actTwo(2);
    const next = s.courtDeck[0]!;
    const i = s.court.findIndex((x, j) => j > 0 && !x.attached);
    const frames = secureCard(s, 0, i, { ransack: false });
    let t = runFrames(s, frames);
    while (t.decisions[0] && t.decisions[0].kind !== 'campaign/caretaker-librarians') t = answer(t, ids(t)[0]!);
    expect(t.decisions[0]?.kind).toBe('campaign/caretaker-librarians');
    t = answer(t, 'yes');
    expect(t.court[i]!.card).toBe(next);
    expect(t.court[i]!.attached!.length).toBe(1);
    expect(t.campaign!.extraLore).toBe(s.players.length + 1);
    expect(checkInvariants(t)).toEqual([]);
    // A Rival securing Librarians from the Court: its effect was not theirs when they began to secure.
    expect(afterSecureFrames(t, 1, 'ARCS-F513')).toEqual([]);
  });

  it('F516 failed: the Golem Worship cards are scrapped and the Unstable cards in the Court discard pile return to the Court deck', () => {
    const s = actTwo(2);
    s.courtDeck = s.courtDeck.filter((id) => id !== 'ARCS-F509');
    s.courtDiscard.push('ARCS-F509');
    resolveFateNow(s, 0, 2, false);
    expect(s.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F517', 'ARCS-F518', 'ARCS-F519']));
    expect(s.courtDeck).toContain('ARCS-F509');
    expect(s.courtDiscard).not.toContain('ARCS-F509');
  });

  it('F516 completed: the 3 Golem Worship cards go to the Court deck', () => {
    const s = actTwo(2);
    resolveFateNow(s, 0, 2, true);
    expect(s.courtDeck).toEqual(expect.arrayContaining(['ARCS-F517', 'ARCS-F518', 'ARCS-F519']));
  });
});

describe('Golem Worship (ARCS-F517-F519)', () => {
  it('Crisis: each player with Golems returns 1 Loyal city to their board, then it is buried; When Secured: take any Golem, Awake', () => {
    const s = caretaker(2);
    setGolems(s, { golem: 'warrior', awake: false, where: 'seat-1' }, { golem: 'seeker', awake: false, where: '1:gate' });
    const cities = s.players[1]!.boardCities;
    const frames = fx('ARCS-F517').crisis!(s, null, roll('arrow', 1));
    expect(frames.map((f) => (f as { seat: number }).seat)).toEqual([1]);
    let t = runFrames(s, frames);
    t = answer(t, ids(t)[0]!);
    while (t.decisions[0]) t = answer(t, ids(t)[0]!);
    expect(t.players[1]!.boardCities).toBe(cities + 1);
    expect(t.courtDeck.at(-1)).toBe('ARCS-F517');
    const u = answer(runFrames(t, fx('ARCS-F518').whenSecured!(t, 0)), 'take:seeker');
    expect(golem(u, 'seeker')).toEqual({ golem: 'seeker', awake: true, where: 'hearth' });
  });
});

describe('Caretaker Act III (ARCS-F520A/B, F521)', () => {
  function actThree(): GameState {
    const s = actTwo(2);
    resolveFateNow(s, 0, 2, true);
    s.campaign!.act = 3;
    setUpFateNow(s, 0, 3);
    return s;
  }

  it('F520A: Golems Sate Their Appetite in the booklet, all Golems Awake, no objective marker (grand ambitions)', () => {
    const s = actThree();
    expect(s.campaign!.rulesBooklet.flat()).toContain('ARCS-F521');
    expect(s.campaign!.seats[0]!.marker).toBeNull();
    expect(s.campaign!.golems!.every((g) => g.awake)).toBe(true);
  });

  it('F520B: at a chapter\'s end, with a Golem, scrap a lore card (not the Hearth), then a Golem: both grand ambitions (FAQ: resources on scrapped lore return to the supply)', () => {
    const s = actThree();
    s.players[0]!.lore = ['ARCS-L13'];
    s.players[0]!.loreTokens = { 'ARCS-L13': ['relic'] };
    const relics = s.supply.relic;
    const frames = fateBeforeScoring(s);
    expect(frames).toEqual([{ k: 'campaign/caretaker-consume', seat: 0, phase: 'lore' }]);
    let t = runFrames(s, frames);
    expect(ids(t)).not.toContain('card:ARCS-F503');
    t = answer(t, 'card:ARCS-L13');
    expect(t.supply.relic).toBe(relics + 1);
    expect(t.campaign!.scrap).toContain('ARCS-L13');
    t = answer(t, ids(t)[1]!);
    expect(grandAmbitionsFulfilled(t, 0)).toBe(2);
    expect(t.campaign!.golems!.length).toBe(3);
    fx('ARCS-F520B').afterScoring!(t, 0, []);
    expect(grandAmbitionsFulfilled(t, 0)).toBe(0);
    expect(CARETAKER_RULES.acts).toEqual([1, 2, 3]);
  });

  it('F521 (Edict 10): a Guild card scrapped per Awake Golem (protected ones too); with none, the Court\'s leftmost Guild card with agents and its agents; then all Golems Awaken', () => {
    const s = actThree();
    setGolems(s, { golem: 'warrior', awake: true, where: 'hearth' }, { golem: 'seeker', awake: true, where: 'seat-1' }, { golem: 'protector', awake: false, where: '1:gate' });
    s.players[1]!.court = [];
    const i = s.court.findIndex((x) => x.card.startsWith('ARCS-CC') && ['guild'].length > 0);
    if (i >= 0) {
      s.court[i]!.agents[1] = 2;
      s.players[1]!.supply.agents -= 2;
    }
    const guild = i >= 0 ? s.court[i]!.card : null;
    let t = runFrames(s, fx('ARCS-F521').edict!(s));
    while (t.decisions[0]) t = answer(t, ids(t)[0]!);
    expect(t.campaign!.golems!.every((g) => g.awake)).toBe(true);
    // The Caretaker held Guild cards: one (Stone-Speakers or Librarians) was scrapped.
    expect(t.campaign!.scrap.some((id) => id === 'ARCS-F513' || id === 'ARCS-F504' || id.startsWith('ARCS-CC'))).toBe(true);
    if (guild) expect(t.campaign!.scrappedAgents?.[1] ?? 0).toBeGreaterThanOrEqual(0);
    expect(checkInvariants(t)).toEqual([]);
  });
});

describe('The Caretaker\'s Act II/III rules in use', () => {
  it('golemsHeldBy counts the Hearth\'s Golems for its holder', () => {
    const s = caretaker(2);
    setGolems(s, { golem: 'warrior', awake: true, where: 'hearth' }, { golem: 'seeker', awake: true, where: 'seat-1' });
    expect(golemsHeldBy(s, 0).map((g) => g.golem)).toEqual(['warrior']);
    expect(golemsHeldBy(s, 1).map((g) => g.golem)).toEqual(['seeker']);
  });
});

describe('Knowledge Set Free (ARCS-F514): Transfer Lore and Transfer Golem in Summits', () => {
  it('offered under Transfer Asset only while the card is in the booklet (FAQ Golems: not in Act I); Transfer Lore never forced; a forced Golem costs its raid cost', () => {
    const s = caretaker(2);
    setGolems(s, { golem: 'warrior', awake: true, where: 'hearth' });
    expect(itemsFor(s, 'transfer', 0, 1).filter((i) => i.t === 'lore' || i.t === 'golem')).toEqual([]);
    s.campaign!.rulesBooklet.push(['ARCS-F514']);
    expect(itemsFor(s, 'transfer', 0, 1)).toEqual(expect.arrayContaining([{ t: 'lore', card: 'ARCS-F502' }, { t: 'lore', card: 'ARCS-F503' }, { t: 'golem', golem: 'warrior' }]));
    const forced = itemsFor(s, 'transfer', 0, 1, true);
    expect(forced.some((i) => i.t === 'lore')).toBe(false);
    const g = forced.find((i) => i.t === 'golem')!;
    expect(g).toEqual({ t: 'golem', golem: 'warrior', keys: 2 });
    expect(forcedCost(g)).toBe(2);
  });

  it('Transfer Lore: the card moves with its resources (FAQ); the Golem Hearth carries its Golems; the Caretaker\'s Act II objective advances 1 unless it gave that card this Summit', () => {
    const s = actTwo(2);
    s.campaign!.golems = [{ golem: 'warrior', awake: true, where: 'hearth' }];
    s.players[1]!.lore = ['ARCS-L13'];
    s.players[1]!.loreTokens = { 'ARCS-L13': ['relic'] };
    const summit = { k: 'campaign/summit', caller: 0, stage: 'negotiate' } as FrameOf<'campaign/summit'>;
    s.stack.push(summit);
    const m = s.campaign!.seats[0]!.marker!;
    applyPart(s, { kind: 'transfer', actor: 1, rival: 0, item: { t: 'lore', card: 'ARCS-L13' } });
    expect(s.players[0]!.lore).toEqual(['ARCS-L13']);
    expect(s.players[0]!.loreTokens).toEqual({ 'ARCS-L13': ['relic'] });
    expect(s.campaign!.seats[0]!.marker).toBe(m - 1);
    // Given back and forth in the same Summit: no advance the second time.
    applyPart(s, { kind: 'transfer', actor: 0, rival: 1, item: { t: 'lore', card: 'ARCS-L13' } });
    applyPart(s, { kind: 'transfer', actor: 1, rival: 0, item: { t: 'lore', card: 'ARCS-L13' } });
    expect(s.campaign!.seats[0]!.marker).toBe(m - 1);
    applyPart(s, { kind: 'transfer', actor: 0, rival: 1, item: { t: 'lore', card: 'ARCS-F503' } });
    expect(hearthHolder(s)).toBe(1);
    expect(golemsHeldBy(s, 1).map((g) => g.golem)).toEqual(['warrior']);
    expect(s.campaign!.seats[1]!.playArea).toContain('ARCS-F503');
  });

  it('Transfer Golem: the Golem goes to the Rival (in a resource slot)', () => {
    const s = actTwo(2);
    openBoard(s, 1);
    s.campaign!.golems = [{ golem: 'seeker', awake: true, where: 'hearth' }];
    applyPart(s, { kind: 'transfer', actor: 0, rival: 1, item: { t: 'golem', golem: 'seeker' } });
    expect(golem(s, 'seeker')).toEqual({ golem: 'seeker', awake: true, where: 'seat-1' });
  });
});

describe('Golem Actions through the turn menu (ARCS-F506 in the rules booklet)', () => {
  it('a Rival\'s Prelude offers its Awake Golem (fx:ARCS-F506:…); spending it advances the Caretaker\'s objective 2 and the Harvester gains a resource', () => {
    const s = caretaker(2);
    openBoard(s, 1);
    setGolems(s, { golem: 'harvester', awake: true, where: 'seat-1' });
    s.turn = { seat: 1, taxed: [], shipyards: [], work: {} };
    let t = runFrames(s, [{ k: 'turn/actions', seat: 1, pips: 1, allowed: ['tax'], leadSuit: 'administration', prelude: true, weapon: false, spent: [] }]);
    expect(ids(t)).toEqual(expect.arrayContaining(['fx:ARCS-F506:use:harvester', 'fx:ARCS-F506:spend:harvester']));
    t = answer(t, 'fx:ARCS-F506:use:harvester');
    expect(t.campaign!.seats[0]!.marker).toBe(16);
    expect(golem(t, 'harvester')).toEqual({ golem: 'harvester', awake: false, where: 'hearth' });
    t = answer(t, 'res:psionic');
    while (t.decisions[0]?.kind === 'res/arrange') t = answer(t, ids(t)[0]!);
    expect(t.players[1]!.resources).toContain('psionic');
    // The Golem is no longer Seat 1's: the menu no longer offers it.
    expect(ids(t).some((id) => id.startsWith('fx:ARCS-F506'))).toBe(false);
  });
});

describe('The Golems Law (ARCS-F505) and the extra Event card (ARCS-F515) fire (fired.ts)', () => {
  const firedWhile = (card: string, f: () => void): number => {
    let n = 0;
    const stop = onFired((_s, id) => {
      if (id === card) n += 1;
    });
    try {
      f();
    } finally {
      stop();
    }
    return n;
  };

  it('F505: a spent Golem placed Sleeping with a Rival fires the Law; so does the Act II/III setup flip; not without the Law in the booklet', () => {
    const s = caretaker(3);
    openBoard(s, 1);
    setGolems(s, { golem: 'harvester', awake: true, where: 'seat-1' });
    // Two Rivals with room: the spender picks one, then the Golem is placed.
    expect(firedWhile('ARCS-F505', () => {
      const t = runFrames(s, fx('ARCS-F506').prelude!.take(s, 1, 'spend:harvester', menu));
      expect(ids(t).sort()).toEqual(['to:0', 'to:2']);
      expect(golem(answer(t, 'to:0'), 'harvester')).toMatchObject({ awake: false });
    })).toBe(1);
    const t = caretaker(2);
    expect(firedWhile('ARCS-F505', () => golemsLawSetup(t))).toBe(1);
    // Every Golem already Awake: the setup flips nothing.
    expect(firedWhile('ARCS-F505', () => golemsLawSetup(t))).toBe(0);
    const u = caretaker(2);
    u.campaign!.rulesBooklet = u.campaign!.rulesBooklet.filter((slot) => !slot.includes('ARCS-F505'));
    expect(firedWhile('ARCS-F505', () => golemsLawSetup(u))).toBe(0);
  });

  it('F515: the Caretaker\'s Event card played fires; an Event action card of the campaign box does not', () => {
    const s = caretaker(2);
    s.round = { leader: 0, plays: [{ seat: 0, card: 'CON2' as ActionCardId, mode: 'lead', seizeCard: null }], declared: null, seized: null, queue: [] } as never;
    s.players[1]!.hand.push('ARCS-F515' as ActionCardId);
    expect(firedWhile('ARCS-F515', () => playEvent(s, 1, 'ARCS-F515' as ActionCardId))).toBe(1);
    const t = caretaker(2);
    t.round = { leader: 0, plays: [{ seat: 0, card: 'CON2' as ActionCardId, mode: 'lead', seizeCard: null }], declared: null, seized: null, queue: [] } as never;
    t.players[1]!.hand.push('EVT1' as ActionCardId);
    expect(firedWhile('ARCS-F515', () => playEvent(t, 1, 'EVT1' as ActionCardId))).toBe(0);
    expect((t.round as { plays: unknown[] }).plays.at(-1)).toMatchObject({ seat: 1, card: 'EVT1', mode: 'event' });
  });
});

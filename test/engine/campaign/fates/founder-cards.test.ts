/**
 * The Founder's Fate Set (ARCS-FATE02, ARCS-F201…F227): its Acts and every card's effect with its
 * FAQ entries (faq.csv) and errata. Hooks other areas call (Crises, Edicts, chapter end, tax,
 * secure, battle) are called directly here and the frames they return are run with the engine.
 */
import { describe, expect, it } from 'vitest';
// The engine first (its effect modules load the Fates' cards).
import { answer, clearMap, runFrames, seen, setShips, shipsAt } from './steward-helpers.ts';
import { checkInvariants, exportPosition, importPosition, newGame } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect, harmTriggers, permits } from '../../../../src/engine/effects.ts';
import { catapultsFrom, defenders, mayHarm, shipyardsOf } from '../../../../src/engine/control.ts';
import { securableSlots, secureCard } from '../../../../src/engine/court.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { scoreAmbitions } from '../../../../src/engine/frames/chapter.ts';
import { resolveFateNow, setUpFateNow, grandAmbitionsFulfilled } from '../../../../src/engine/campaign/fates/framework.ts';
import { FOUNDER_HANDLERS, armisticeInCourt, isMember, members } from '../../../../src/engine/campaign/fates/founder.ts';
import { taxesLikeLoyal } from '../../../../src/engine/campaign/fates/hooks.ts';
import { roundEndUnions } from '../../../../src/engine/court/unions.ts';
import { CAMPAIGN } from '../../../../src/text/en/campaign.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import type { FrameOf, GameState } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';
import { planetResource } from '../../../../src/engine/board.ts';

const planetType = (id: SystemId) => planetResource(id);

const FOUNDER = 'ARCS-FATE02';
const STEWARD = 'ARCS-FATE01';
const fx = (id: string) => cardEffect(id)!;
const roll = (symbol: 'arrow' | 'crescent' | 'hex', number: 1 | 2 | 3 | 4 | 5 | 6 = 1): EventRoll => ({ event: { event: 'crisis', symbol }, number });
const menu = {} as FrameOf<'turn/actions'>;

/** A campaign with the Founder at seat 0 (Stewards elsewhere) after Act I setup. */
function founder(players: number, seed = 1): GameState {
  let s = newGame({ players, seed, campaign: true, fates: [FOUNDER, ...Array.from({ length: players - 1 }, () => STEWARD)] });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  expect(s.decisions).toEqual([]);
  return s;
}

/** The same campaign moved on to Act II, the Founder's Act II set up (F212A). */
function actII(players: number): GameState {
  const s = founder(players);
  s.campaign!.act = 2;
  runFrames(s, setUpFateNow(s, 0, 2));
  return s;
}

function freeCity(s: GameState, id: SystemId, slot = 0, damaged = false): void {
  s.map[id]!.slots[slot] = { owner: 'free', type: 'city', damaged };
}

const favors = (s: GameState, seat: number) => s.campaign!.seats[seat]!.favors ?? s.players.map(() => 0);

describe('Founder Act I (F201A setup, F201B objective, F202 Parade Fleets, F203 Resolution)', () => {
  it('F201A: gains Parade Fleets; the objective F201B with its marker at 18/16/14 (2/3/4 players)', () => {
    for (const [n, start] of [[2, 18], [3, 16], [4, 14]] as const) {
      const s = founder(n);
      const cs = s.campaign!.seats[0]!;
      expect(cs.playArea).toEqual(['ARCS-F202']);
      expect(cs.objective).toBe('ARCS-F201B');
      expect(cs.marker).toBe(start);
    }
  });

  it('F201B Inspire Confidence in the Cause: while an Outlaw, advance 3 per ambition won (not tied); a Regent advances nothing', () => {
    const s = founder(3);
    const won = { ambition: 'tycoon' as const, first: [0], second: [1], gains: { 0: 5, 1: 3 }, firstPower: 5, secondPower: 3, cityBonus: {} };
    const tied = { ...won, ambition: 'tyrant' as const, first: [], second: [0, 1] };
    fx('ARCS-F201B').ambitionsScored!(s, 0, [won, tied]);
    expect(s.campaign!.seats[0]!.marker).toBe(16);
    s.players[0]!.title = 'outlaw';
    fx('ARCS-F201B').ambitionsScored!(s, 0, [won, tied, { ...won, ambition: 'warlord' }]);
    expect(s.campaign!.seats[0]!.marker).toBe(10);
  });

  it('F201B Defy the Empire\'s Grip: at a chapter\'s end an Outlaw advances 1 per system it controls', () => {
    const s = founder(3);
    clearMap(s);
    setShips(s, '1:arrow', 0, 2);
    setShips(s, '2:hex', 0, 1);
    setShips(s, '3:gate', 0, 1);
    setShips(s, '3:gate', 1, 2); // seat 1 controls this one
    fx('ARCS-F201B').afterScoring!(s, 0, []);
    expect(s.campaign!.seats[0]!.marker).toBe(16);
    s.players[0]!.title = 'outlaw';
    fx('ARCS-F201B').afterScoring!(s, 0, []);
    expect(s.campaign!.seats[0]!.marker).toBe(14);
  });

  it('F202 Parade Fleets: after declaring, 2 fresh ships at a Free city, then a Regent may become an Outlaw', () => {
    const s = founder(3);
    clearMap(s);
    freeCity(s, '4:arrow');
    freeCity(s, '5:hex', 0, true);
    s.players[0]!.title = 'regent';
    s.campaign!.firstRegent = 1;
    const ships = s.players[0]!.supply.ships;
    let t = runFrames(s, fx('ARCS-F202').onDeclare!(s, 0, 'tycoon'));
    expect(t.decisions[0]!.options.map((o) => o.id)).toEqual(['city:4:arrow', 'city:5:hex', 'no']);
    t = answer(t, 'city:5:hex');
    expect(shipsAt(t, '5:hex', 0)).toEqual({ fresh: 2, damaged: 0 });
    expect(t.players[0]!.supply.ships).toBe(ships - 2);
    expect(t.decisions[0]!.options.map((o) => o.id)).toEqual(['outlaw', 'stay']);
    t = answer(t, 'outlaw');
    expect(t.players[0]!.title).toBe('outlaw');
    // An Outlaw declaring is only offered the ships; "no" places none.
    t.stack = [{ k: 'game' }, { k: 'campaign/halt' }];
    t = runFrames(t, fx('ARCS-F202').onDeclare!(t, 0, 'keeper'));
    t = answer(t, 'no');
    expect(t.decisions).toEqual([]);
    expect(shipsAt(t, '5:hex', 0).fresh).toBe(2);
  });

  it('F202: the First Regent becoming an Outlaw names the heir among the tied Regents', () => {
    const s = founder(3);
    clearMap(s);
    s.campaign!.firstRegent = 0;
    for (const p of s.players) p.title = 'regent';
    s.players[1]!.power = 4;
    s.players[2]!.power = 4;
    let t = runFrames(s, [{ k: 'campaign/founder-parade', seat: 0, phase: 'outlaw' }]);
    expect(t.decisions[0]!.options.map((o) => o.id)).toEqual(['heir:1', 'heir:2', 'stay']);
    t = answer(t, 'heir:2');
    expect([t.players[0]!.title, t.campaign!.firstRegent]).toEqual(['outlaw', 2]);
  });

  it('F203 completed: gain Book of Liberation, Political Intrigue into the Court deck, the Unions behind the next Resolution (erratum: card 23)', () => {
    const s = founder(3);
    runFrames(s, resolveFateNow(s, 0, 1, true));
    expect(s.campaign!.seats[0]!.playArea).toContain('ARCS-F204');
    for (const id of ['ARCS-F205', 'ARCS-F206', 'ARCS-F207']) expect(s.courtDeck).toContain(id);
    for (const id of ['ARCS-F208', 'ARCS-F209', 'ARCS-F210', 'ARCS-F211']) expect(s.courtDeck).not.toContain(id);
  });

  it('F203 failed: Book of Liberation and Political Intrigue scrapped, the Unions into the Court deck', () => {
    const s = founder(3);
    runFrames(s, resolveFateNow(s, 0, 1, false));
    for (const id of ['ARCS-F204', 'ARCS-F205', 'ARCS-F206', 'ARCS-F207']) expect(s.campaign!.scrap).toContain(id);
    for (const id of ['ARCS-F208', 'ARCS-F209', 'ARCS-F210', 'ARCS-F211']) expect(s.courtDeck).toContain(id);
  });
});

describe('Act I-II cards: Book of Liberation (F204), Political Intrigue (F205-F207), the Unions (F208-F211)', () => {
  it('F204 Book of Liberation: "You cannot harm Free buildings": the Free States are no defender for its holder', () => {
    const s = founder(3);
    clearMap(s);
    freeCity(s, '1:arrow');
    setShips(s, '1:arrow', 0, 2);
    setShips(s, '1:arrow', 1, 2);
    expect(defenders(s, '1:arrow', 0)).toContain('free');
    s.campaign!.seats[0]!.playArea.push('ARCS-F204');
    expect(mayHarm(s, 0, 'free', '1:arrow')).toBe(false);
    expect(defenders(s, '1:arrow', 0)).not.toContain('free');
    expect(permits(s, 1, { t: 'harm', owner: 'free', system: '1:arrow' })).toBe(true);
  });

  it('F204 Book of Liberation: build Free buildings (not in Empire-controlled systems); a Free building on a planet clears that Outrage', () => {
    const s = founder(3);
    clearMap(s);
    s.campaign!.seats[0]!.playArea.push('ARCS-F204');
    setShips(s, '1:arrow', 0, 1);
    setShips(s, '2:arrow', 0, 1);
    setShips(s, '2:arrow', 'empire', 1);
    const r = (s.map['1:arrow'] && planetType('1:arrow'))!;
    s.players[0]!.outrage = [{ resource: r, agent: true }];
    const agents = s.players[0]!.supply.agents;
    const free = s.neutral!.free.cities;
    let t = runFrames(s, [{ k: 'act/build', seat: 0, piece: 'city' }]);
    const ids = t.decisions[0]!.options.map((o) => o.id);
    expect(ids).toContain('free:1:arrow');
    expect(ids).not.toContain('free:2:arrow');
    t = answer(t, 'free:1:arrow');
    expect(t.map['1:arrow']!.slots[0]).toEqual({ owner: 'free', type: 'city', damaged: false });
    expect(t.neutral!.free.cities).toBe(free - 1);
    expect(t.players[0]!.outrage).toEqual([]);
    expect(t.players[0]!.supply.agents).toBe(agents + 1);
    // Without the card: no such option.
    const u = founder(3);
    clearMap(u);
    setShips(u, '1:arrow', 0, 1);
    const v = runFrames(u, [{ k: 'act/build', seat: 0, piece: 'city' }]);
    expect(v.decisions[0]!.options.map((o) => o.id).some((id) => id.startsWith('free:'))).toBe(false);
  });

  it('F205 Political Intrigue, Crisis: ▲ one Favor to the left, ⬢ one to the right, ◐ one to both; then buried', () => {
    for (const [symbol, expected] of [
      ['arrow', [[0, 0, 1], [1, 0, 0], [0, 1, 0]]],
      ['hex', [[0, 1, 0], [0, 0, 1], [1, 0, 0]]],
      ['crescent', [[0, 1, 1], [1, 0, 1], [1, 1, 0]]],
    ] as const) {
      const s = founder(3);
      s.court.push({ card: 'ARCS-F205', agents: [0, 0, 0] });
      const agents = s.players.map((p) => p.supply.agents);
      fx('ARCS-F205').crisis!(s, null, roll(symbol));
      expect([0, 1, 2].map((seat) => favors(s, seat)), symbol).toEqual(expected);
      const given = symbol === 'crescent' ? 2 : 1;
      expect(s.players.map((p) => p.supply.agents)).toEqual(agents.map((n) => n - given));
      expect(s.courtDeck[s.courtDeck.length - 1]).toBe('ARCS-F205');
      expect(s.court.some((x) => x.card === 'ARCS-F205')).toBe(false);
    }
  });

  it('F206 Political Intrigue, Crisis: a player with no agent left gives none', () => {
    const s = founder(2);
    s.players[1]!.supply.agents = 0;
    fx('ARCS-F206').crisis!(s, null, roll('arrow'));
    expect([favors(s, 0), favors(s, 1)]).toEqual([[0, 0], [1, 0]]);
  });

  it('F207 Political Intrigue, When Secured: take 1 Favor from each Rival; then discarded', () => {
    const s = founder(3);
    s.players[2]!.supply.agents = 0;
    fx('ARCS-F207').whenSecured!(s, 0);
    expect(favors(s, 0)).toEqual([0, 1, 0]);
    expect(fx('ARCS-F207').afterSecured).toBe('discard');
  });

  it('F208 Construction Union / F210 Admin Union: placed next to a face-up played card of their suit, drawn back at the round\'s end (FAQ: after all turns; no longer stealable)', () => {
    const s = founder(3);
    s.players[0]!.court.push({ id: 'ARCS-F208', tokens: [] }, { id: 'ARCS-F210', tokens: [] });
    s.round = { leader: 1, plays: [{ seat: 1, card: 'CON3', mode: 'lead', seizeCard: null }, { seat: 2, card: 'ADM4', mode: 'copy', seizeCard: null }], declared: null, seized: null, queue: [0] } as never;
    expect(fx('ARCS-F208').prelude!.options(s, 0, menu).map((o) => o.id)).toEqual(['play:0']);
    // A Copy is face down: the Admin Union has nothing to go next to.
    expect(fx('ARCS-F210').prelude!.options(s, 0, menu)).toEqual([]);
    fx('ARCS-F208').prelude!.take(s, 0, 'play:0', menu);
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-F210']);
    const drawn = roundEndUnions(s);
    expect(drawn).toEqual(['CON3']);
    expect(s.players[0]!.hand).toContain('CON3');
    expect(s.courtDiscard).toContain('ARCS-F208');
  });

  it('F209 / F211: the other Construction and Admin Unions act alike', () => {
    for (const [id, card] of [['ARCS-F209', 'CON2'], ['ARCS-F211', 'ADM2']] as const) {
      const s = founder(2);
      s.players[0]!.court.push({ id, tokens: [] });
      s.round = { leader: 1, plays: [{ seat: 1, card, mode: 'lead', seizeCard: null }], declared: null, seized: null, queue: [0] } as never;
      expect(fx(id).prelude!.options(s, 0, menu).map((o) => o.id)).toEqual(['play:0']);
    }
  });
});

describe('Founder Act II (F212A setup, F212B objective, F213, F214, F222, F223)', () => {
  it('F212A: Founder of the Commonwealth gained, the marker on the Fate card, laws and edict in the booklet, Armistices tucked, a Member title to each player', () => {
    for (const n of [2, 3, 4]) {
      const s = actII(n);
      const c = s.campaign!;
      expect(c.seats[0]!.playArea).toContain('ARCS-F213');
      expect(c.tokens).toEqual([{ id: 'commonwealth-ambition-1', kind: 'commonwealth-ambition', owner: 0, where: FOUNDER }]);
      expect(c.commonwealthOn).toBeUndefined();
      for (const id of ['ARCS-F214', 'ARCS-F215', 'ARCS-F222']) expect(c.rulesBooklet.flat()).toContain(id);
      expect(c.tucked!['ARCS-F215']).toEqual(['ARCS-F216', 'ARCS-F217']);
      expect(members(s)).toEqual(s.players.map((p) => p.seat));
      expect(c.seats[0]!.objective).toBe('ARCS-F212B');
      expect(c.seats[0]!.marker).toBe({ 2: 12, 3: 14, 4: 16 }[n]);
    }
  });

  it('F213 Founder of the Commonwealth: on declaring, the marker may go onto the declared box (once; not while on another box)', () => {
    const s = actII(3);
    let t = runFrames(s, fx('ARCS-F213').onDeclare!(s, 0, 'tycoon'));
    t = answer(t, 'yes');
    expect(t.campaign!.commonwealthOn).toBe('tycoon');
    expect(fx('ARCS-F213').onDeclare!(t, 0, 'warlord')).toEqual([]);
    // FAQ (Commonwealth Ambition): a Conspiracy placed instead of an ambition marker still allows it (the box may be empty).
    const u = actII(3);
    u.ambitions.keeper = [];
    const v = answer(runFrames(u, fx('ARCS-F213').onDeclare!(u, 0, 'keeper')), 'yes');
    expect(v.campaign!.commonwealthOn).toBe('keeper');
  });

  function commonwealthScoring(n: number) {
    const s = actII(n);
    s.campaign!.commonwealthOn = 'tycoon';
    s.ambitions.tycoon = [s.markers[0]!.id];
    for (const p of s.players) {
      p.resources = p.resources.map(() => null) as never;
      p.power = 0;
    }
    return s;
  }

  it('F214 Commonwealth Ambition: Members combine their counts; the Commonwealth\'s win divides first + second Power evenly (no city bonus, no remainder)', () => {
    const s = commonwealthScoring(4);
    s.players[0]!.resources[0] = 'fuel';
    s.players[1]!.resources[0] = 'fuel';
    s.players[1]!.boardCities = 0; // city bonus ignored
    // Seat 3 is not a Member: 2 fuel loses to the Commonwealth's 3 (the Members' 1 + 1 + 1).
    s.players[2]!.resources[0] = 'material';
    s.players[3]!.resources = ['fuel', 'fuel', null, null, null, null] as never;
    const title = s.campaign!.seats[3]!.playArea.find((id) => /F2(18|19|20|21)/.test(id))!;
    s.campaign!.seats[3]!.playArea.splice(s.campaign!.seats[3]!.playArea.indexOf(title), 1);
    s.campaign!.scrap.push(title);
    s.players[2]!.resources[1] = 'fuel';
    const [r] = scoreAmbitions(s);
    const total = r!.firstPower + r!.secondPower;
    expect(r!.first).toEqual([0, 1, 2]);
    expect(s.players.map((p) => p.power)).toEqual([0, 1, 2].map(() => Math.floor(total / 3)).concat([0]));
    expect(s.campaign!.commonwealthWon).toEqual({ act: 2, chapter: s.chapter, members: 3 });
  });

  it('F214: a non-Member who wins gains double the first + second Power; a tie for first gives nobody Power', () => {
    const s = commonwealthScoring(3);
    const title = s.campaign!.seats[2]!.playArea.find((id) => /F2(18|19|20|21)/.test(id))!;
    s.campaign!.seats[2]!.playArea.splice(s.campaign!.seats[2]!.playArea.indexOf(title), 1);
    s.players[2]!.resources = ['fuel', 'fuel', 'fuel', null, null, null] as never;
    s.players[0]!.resources[0] = 'fuel';
    const [r] = scoreAmbitions(s);
    expect(s.players.map((p) => p.power)).toEqual([0, 0, 2 * (r!.firstPower + r!.secondPower)]);
    const t = commonwealthScoring(3);
    t.campaign!.seats[2]!.playArea = t.campaign!.seats[2]!.playArea.filter((id) => !/F2(18|19|20|21)/.test(id));
    t.players[2]!.resources = ['fuel', 'fuel', null, null, null, null] as never;
    t.players[0]!.resources[0] = 'fuel';
    t.players[1]!.resources[0] = 'fuel';
    scoreAmbitions(t);
    expect(t.players.map((p) => p.power)).toEqual([0, 0, 0]);
    expect(t.campaign!.commonwealthWon).toBeUndefined();
  });

  it('F213 / F214 FAQ: the marker returns to the Fate card after scoring, even when its box held no ambition marker (ARCS-CC11 FAQ)', () => {
    const s = commonwealthScoring(3);
    s.ambitions.tycoon = [];
    const results = scoreAmbitions(s);
    expect(results).toEqual([]);
    fx('ARCS-F213').ambitionsScored!(s, 0, results);
    expect(s.campaign!.commonwealthOn).toBeUndefined();
    expect(s.campaign!.tokens![0]!.where).toBe(FOUNDER);
  });

  it('F212B Distribute Power Fairly: the Commonwealth\'s win advances 2 per Member; Protect Freedom: 1 per Free city not controlled by the Empire', () => {
    const s = actII(3);
    clearMap(s);
    s.campaign!.commonwealthWon = { act: 2, chapter: s.chapter, members: 3 };
    fx('ARCS-F212B').ambitionsScored!(s, 0, []);
    expect(s.campaign!.seats[0]!.marker).toBe(14 - 6);
    freeCity(s, '1:arrow');
    freeCity(s, '2:arrow');
    freeCity(s, '2:arrow', 1);
    setShips(s, '1:arrow', 'empire', 1);
    fx('ARCS-F212B').afterScoring!(s, 0, []);
    expect(s.campaign!.seats[0]!.marker).toBe(8 - 2);
  });

  it('F218-F221 Member titles / F222 Commonwealth Membership: tax Free cities not controlled by the Empire; build ships at and Catapult from Free starports, build at and repair Free buildings, fresh', () => {
    const s = actII(3);
    clearMap(s);
    // Seat 1's Steward cards (Imperial Authority F102 taxes Empire-controlled cities) set aside.
    s.campaign!.seats[1]!.playArea = s.campaign!.seats[1]!.playArea.filter((id) => !id.startsWith('ARCS-F1'));
    freeCity(s, '1:arrow');
    s.map['2:arrow']!.slots[0] = { owner: 'free', type: 'starport', damaged: false };
    setShips(s, '2:arrow', 2, 1); // a Rival controls it: built ships would be damaged
    expect(taxesLikeLoyal(s, 1, '1:arrow', 'free')).toBe(true);
    expect(shipyardsOf(s, 1, '2:arrow')).toEqual([0]);
    expect(catapultsFrom(s, 1, '2:arrow')).toBe(true);
    expect(permits(s, 1, { t: 'build-fresh', piece: 'ship', system: '2:arrow' })).toBe(true);
    // Build a building at a Free building (fresh, though a Rival controls the system: the holder has no piece there) and repair one.
    freeCity(s, '1:hex');
    setShips(s, '1:hex', 2, 1);
    let b = runFrames(s, [{ k: 'act/build', seat: 1, piece: 'city' }]);
    expect(b.decisions[0]!.options.map((o) => o.id)).toContain('sys:1:hex');
    b = answer(b, 'sys:1:hex');
    expect(b.map['1:hex']!.slots[1]).toEqual({ owner: 1, type: 'city', damaged: false });
    s.stack = [{ k: 'game' }, { k: 'campaign/halt' }];
    s.decisions = [];
    s.map['2:arrow']!.slots[0] = { owner: 'free', type: 'starport', damaged: true };
    const r = runFrames(s, [{ k: 'act/repair', seat: 1, system: null }]);
    expect(r.decisions[0]!.options.map((o) => o.id)).toContain('slot:2:arrow:0');
    s.stack = [{ k: 'game' }, { k: 'campaign/halt' }];
    s.decisions = [];
    s.map['2:arrow']!.slots[0] = { owner: 'free', type: 'starport', damaged: false };
    setShips(s, '1:arrow', 'empire', 1);
    setShips(s, '2:arrow', 'empire', 1);
    expect(taxesLikeLoyal(s, 1, '1:arrow', 'free')).toBe(false);
    expect(shipyardsOf(s, 1, '2:arrow')).toEqual([]);
    // Not a Member (Act I): no privilege.
    const t = founder(3);
    clearMap(t);
    freeCity(t, '1:arrow');
    expect(taxesLikeLoyal(t, 1, '1:arrow', 'free')).toBe(false);
  });

  it('F218 Disgrace: a Member who harms a Free city (chooses the Free States as defender) scraps its title for good', () => {
    const s = actII(3);
    clearMap(s);
    freeCity(s, '1:arrow');
    const title = s.campaign!.seats[1]!.playArea.find((id) => /F2(18|19|20|21)/.test(id))!;
    harmTriggers(s, 1, { owner: 'free', system: '1:arrow' });
    expect(isMember(s, 1)).toBe(false);
    expect(s.campaign!.scrap).toContain(title);
    // Harming a Free starport alone, or a player, is no Disgrace.
    s.map['2:arrow']!.slots[0] = { owner: 'free', type: 'starport', damaged: false };
    harmTriggers(s, 2, { owner: 'free', system: '2:arrow' });
    harmTriggers(s, 2, { owner: 0, system: '1:arrow' });
    expect(isMember(s, 2)).toBe(true);
  });

  it('F223 completed: gain Spirit of Freedom, scrap the Unions; failed: Spirit of Freedom, Founder of the Commonwealth and the marker scrapped, the Unions into the Court deck', () => {
    const s = actII(3);
    runFrames(s, resolveFateNow(s, 0, 2, true));
    expect(s.campaign!.seats[0]!.playArea).toContain('ARCS-F224');
    for (const id of ['ARCS-F208', 'ARCS-F209', 'ARCS-F210', 'ARCS-F211']) expect(s.campaign!.scrap).toContain(id);
    const t = actII(3);
    t.campaign!.commonwealthOn = 'tycoon';
    runFrames(t, resolveFateNow(t, 0, 2, false));
    expect(t.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F224', 'ARCS-F213']));
    expect(t.campaign!.tokens).toBeUndefined();
    expect(t.campaign!.commonwealthOn).toBeUndefined();
    for (const id of ['ARCS-F208', 'ARCS-F209', 'ARCS-F210', 'ARCS-F211']) expect(t.courtDeck).toContain(id);
  });
});

describe('Armistice (F215 Call for Armistice, F216/F217 Armistice, F226 Mass Call for Armistice)', () => {
  it('F215: the Member with the least Power may attach an Armistice to a Court card; then Members cannot harm each other or Free buildings (F216)', () => {
    const s = actII(3);
    clearMap(s);
    s.players.forEach((p, i) => (p.power = [5, 2, 7][i]!));
    const frames = fx('ARCS-F215').edict!(s);
    expect(frames).toEqual([{ k: 'campaign/founder-armistice', seat: 1, edict: 'ARCS-F215' }]);
    const slot = s.court.length - 1;
    let t = runFrames(s, frames);
    expect(t.decisions[0]!.seat).toBe(1);
    t = answer(t, `attach:ARCS-F216:${slot}`);
    expect(t.court[slot]!.attached).toEqual(['ARCS-F216']);
    expect(t.campaign!.tucked!['ARCS-F215']).toEqual(['ARCS-F217']);
    expect(armisticeInCourt(t)).toBe(true);
    freeCity(t, '1:arrow');
    setShips(t, '1:arrow', 0, 1);
    setShips(t, '1:arrow', 1, 1);
    expect(mayHarm(t, 0, 1, '1:arrow')).toBe(false);
    expect(mayHarm(t, 0, 'free', '1:arrow')).toBe(false);
    // A non-Member still may.
    t.campaign!.seats[2]!.playArea = t.campaign!.seats[2]!.playArea.filter((id) => !/F2(18|19|20|21)/.test(id));
    setShips(t, '1:arrow', 2, 1);
    expect(mayHarm(t, 2, 'free', '1:arrow')).toBe(true);
    expect(mayHarm(t, 0, 2, '1:arrow')).toBe(true);
  });

  it('F215: a tie for the least Power skips it; no Members: the edict is scrapped', () => {
    const s = actII(3);
    s.players.forEach((p) => (p.power = 3));
    expect(fx('ARCS-F215').edict!(s)).toEqual([]);
    for (const cs of s.campaign!.seats) cs.playArea = cs.playArea.filter((id) => !/F2(18|19|20|21)/.test(id));
    fx('ARCS-F215').edict!(s);
    expect(s.campaign!.scrap).toContain('ARCS-F215');
    expect(s.campaign!.rulesBooklet.flat()).not.toContain('ARCS-F215');
  });

  it('F217 Armistice, When Secured: the securer places its agents from here on other Court cards; the card is tucked behind Edict 25 again', () => {
    const s = actII(3);
    s.players[1]!.court.push({ id: 'ARCS-F217', tokens: [] });
    s.campaign!.tucked!['ARCS-F215'] = ['ARCS-F216'];
    const frames = fx('ARCS-F217').whenSecured!(s, 1, { returned: 2 });
    expect(s.players[1]!.court.map((c) => c.id)).toEqual([]);
    expect(s.campaign!.tucked!['ARCS-F215']).toEqual(['ARCS-F216', 'ARCS-F217']);
    expect(frames).toEqual([{ k: 'campaign/court/intrigue', seat: 1, left: 2, card: 'ARCS-F217' }]);
  });

  it('F225A / F226 Mass Call for Armistice: Call for Armistice scrapped, its Armistices move under Mass Call; the Founder may attach one too', () => {
    const s = actII(3);
    s.campaign!.act = 3;
    runFrames(s, setUpFateNow(s, 0, 3));
    const c = s.campaign!;
    expect(c.scrap).toContain('ARCS-F215');
    expect(c.rulesBooklet.flat()).toContain('ARCS-F226');
    expect(c.tucked!['ARCS-F226']).toEqual(['ARCS-F216', 'ARCS-F217']);
    expect(c.seats[0]!.playArea).toContain('ARCS-F227');
    s.players.forEach((p, i) => (p.power = [5, 2, 7][i]!));
    expect(fx('ARCS-F226').edict!(s)).toEqual([
      { k: 'campaign/founder-armistice', seat: 1, edict: 'ARCS-F226' },
      { k: 'campaign/founder-armistice', seat: 0, edict: 'ARCS-F226' },
    ]);
  });
});

describe('Act III: Spirit of Freedom (F224), Freedom Fighters (F227), grand ambitions (F225B)', () => {
  it('F224 Spirit of Freedom: secure where tied for most agents with a Rival who is not a Member (FAQ: a three-way tie with a Member and a non-Member too)', () => {
    const s = actII(3);
    s.campaign!.seats[0]!.playArea.push('ARCS-F224');
    s.campaign!.seats[2]!.playArea = s.campaign!.seats[2]!.playArea.filter((id) => !/F2(18|19|20|21)/.test(id));
    const i = s.court.length - 1;
    s.court[i]!.agents = [2, 0, 2];
    expect(securableSlots(s, 0)).toContain(i);
    s.court[i]!.agents = [2, 2, 2];
    expect(securableSlots(s, 0)).toContain(i);
    s.court[i]!.agents = [2, 2, 0];
    expect(securableSlots(s, 0)).not.toContain(i);
    s.court[i]!.agents = [0, 0, 0];
    expect(securableSlots(s, 0)).not.toContain(i);
    s.court[i]!.agents = [1, 0, 2];
    expect(securableSlots(s, 0)).not.toContain(i);
  });

  it('F227 Freedom Fighters, Incite Revolt (Battle): in a system with a fresh Free city, destroy all damaged Rival and Imperial ships, ignoring the Truce; no Trophies', () => {
    const s = founder(3);
    clearMap(s);
    s.campaign!.seats[0]!.playArea.push('ARCS-F227');
    for (const p of s.players) p.title = 'regent';
    freeCity(s, '1:arrow');
    freeCity(s, '2:arrow', 0, true);
    setShips(s, '1:arrow', 1, 1, 2);
    setShips(s, '1:arrow', 'empire', 1, 1);
    setShips(s, '1:arrow', 0, 0, 1);
    setShips(s, '2:arrow', 1, 0, 2);
    const action = fx('ARCS-F227').newActions![0]!;
    expect(action.replaces).toBe('battle');
    expect(action.can(s, 0)).toBe(true);
    const supply = s.players[1]!.supply.ships;
    let t = runFrames(s, action.start(s, 0));
    expect(t.decisions[0]!.options.map((o) => o.id)).toEqual(['sys:1:arrow']);
    t = answer(t, 'sys:1:arrow');
    expect(shipsAt(t, '1:arrow', 1)).toEqual({ fresh: 1, damaged: 0 });
    expect(shipsAt(t, '1:arrow', 'empire')).toEqual({ fresh: 1, damaged: 0 });
    expect(shipsAt(t, '1:arrow', 0)).toEqual({ fresh: 0, damaged: 1 });
    expect(t.players[1]!.supply.ships).toBe(supply + 2);
    expect(t.players[0]!.trophies).toEqual([]);
  });

  it('F225B Secure Freedom for All: the Commonwealth won this chapter and 3 / 7 Free cities controlled by neither the Empire nor a non-Member', () => {
    const s = actII(3);
    s.campaign!.act = 3;
    runFrames(s, setUpFateNow(s, 0, 3));
    clearMap(s);
    const cities: SystemId[] = ['1:arrow', '1:hex', '2:arrow', '2:hex', '3:arrow', '3:hex', '4:arrow', '4:hex'];
    cities.forEach((id) => freeCity(s, id));
    expect(grandAmbitionsFulfilled(s, 0)).toBe(0);
    s.campaign!.commonwealthWon = { act: 3, chapter: s.chapter, members: 3 };
    expect(grandAmbitionsFulfilled(s, 0)).toBe(2);
    setShips(s, '1:arrow', 'empire', 1);
    s.campaign!.seats[2]!.playArea = s.campaign!.seats[2]!.playArea.filter((id) => !/F2(18|19|20|21)/.test(id));
    setShips(s, '1:hex', 2, 1); // a non-Member controls it
    setShips(s, '2:arrow', 1, 1); // a Member: still counts
    expect(grandAmbitionsFulfilled(s, 0)).toBe(1);
    cities.slice(2, 6).forEach((id) => setShips(s, id, 'empire', 1));
    expect(grandAmbitionsFulfilled(s, 0)).toBe(0);
    s.campaign!.commonwealthWon = { act: 2, chapter: s.chapter, members: 3 };
    expect(grandAmbitionsFulfilled(s, 0)).toBe(0);
  });
});

describe('Founder state in positions', () => {
  it('the Commonwealth Ambition marker on a box, the last Commonwealth win, an attached Armistice and Favors survive export and import', () => {
    const s = actII(3);
    s.campaign!.commonwealthOn = 'warlord';
    s.campaign!.commonwealthWon = { act: 2, chapter: 1, members: 3 };
    s.campaign!.seats[1]!.favors = [1, 0, 0];
    s.players[0]!.supply.agents -= 1;
    const list = s.campaign!.tucked!['ARCS-F215']!;
    list.splice(list.indexOf('ARCS-F216'), 1);
    s.court[s.court.length - 1]!.attached = ['ARCS-F216'];
    const p = JSON.parse(JSON.stringify(exportPosition(s)));
    const back = importPosition(JSON.parse(JSON.stringify(p)));
    expect(JSON.parse(JSON.stringify(exportPosition(back)))).toEqual(p);
    expect(back.campaign).toMatchObject({ commonwealthOn: 'warlord', commonwealthWon: { act: 2, chapter: 1, members: 3 } });
    expect(back.campaign!.tokens).toEqual(s.campaign!.tokens);
    expect(checkInvariants(back)).toEqual([]);
    expect(armisticeInCourt(back)).toBe(true);
    // A marker on a box with no marker in play is refused by the invariants.
    const bad = structuredClone(back);
    delete bad.campaign!.tokens;
    expect(checkInvariants(bad).join()).toMatch(/Commonwealth Ambition marker/);
  });
});

describe('Founder frames and wording', () => {
  it('every handler is registered and every message key exists', () => {
    expect(Object.keys(FOUNDER_HANDLERS).sort()).toEqual(['campaign/founder-armistice', 'campaign/founder-commonwealth', 'campaign/founder-parade', 'campaign/founder-revolt']);
    for (const key of seen.keys) if (key.startsWith('campaign.founder.')) expect(CAMPAIGN).toHaveProperty([key]);
    expect([...seen.keys].filter((k) => k.startsWith('campaign.founder.')).length).toBeGreaterThan(4);
    expect(seen.problems).toEqual([]);
  });
});

describe('Founder cards noted fired when they act (fired.ts; fates/reach-a1.test.ts)', () => {
  const firing = (f: () => void): string[] => {
    const out: string[] = [];
    const off = onFired((_s, id) => out.push(id));
    try {
      f();
    } finally {
      off();
    }
    return out;
  };

  it('F224 Spirit of Freedom fires when its holder secures a card where it only ties for the most agents; not on a plain majority', () => {
    const s = actII(3);
    s.campaign!.seats[0]!.playArea.push('ARCS-F224');
    s.campaign!.seats[2]!.playArea = s.campaign!.seats[2]!.playArea.filter((id) => !/F2(18|19|20|21)/.test(id));
    const i = s.court.length - 1;
    s.court[i]!.agents = [2, 0, 2];
    s.players[0]!.supply.agents -= 2;
    s.players[2]!.supply.agents -= 2;
    expect(firing(() => secureCard(s, 0, i, { ransack: false }))).toContain('ARCS-F224');
    const j = s.court.length - 1;
    s.court[j]!.agents = [2, 0, 1];
    s.players[0]!.supply.agents -= 2;
    s.players[2]!.supply.agents -= 1;
    expect(firing(() => secureCard(s, 0, j, { ransack: false }))).not.toContain('ARCS-F224');
  });

  it('F222 Commonwealth Membership (its Disgrace) fires with the Member title when a Member harms a Free city', () => {
    const s = actII(3);
    clearMap(s);
    freeCity(s, '1:arrow');
    expect(firing(() => harmTriggers(s, 1, { owner: 'free', system: '1:arrow' }))).toEqual(expect.arrayContaining(['ARCS-F222']));
    // Not a Disgrace: harming a player.
    expect(firing(() => harmTriggers(s, 2, { owner: 0, system: '1:arrow' }))).not.toContain('ARCS-F222');
  });
});

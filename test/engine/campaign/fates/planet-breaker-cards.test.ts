/**
 * The Planet Breaker's Fate Set (ARCS-FATE11; cards.csv rows: ARCS-FATE11, ARCS-F1101A, F1101B,
 * F1102, F1103A, F1103B, F1104, F1105, F1106, F1107, F1108, F1109, F1110, F1111, F1112A, F1112B —
 * 16 rows, 13 physical cards): every card's printed text as a scenario, and every FAQ answer for
 * its cards (faq.csv: Breaking Worlds, Sycophants, the five Refugees).
 *
 * Cards that report `fired` (fired.ts, the every-card-fires check): F1101A (setup, framework),
 * F1101B (advanceObjective), F1102 (Prelude), F1103A (Repair Hammer, the Hammer repaired), F1103B
 * (a planet breaks), F1104 (Prepare, Break World), F1105-F1109 (Resettle, scrapped with the Hammer),
 * F1110 (Resolution), F1111 (Crisis), F1112A (Act III setup, framework), F1112B (grand ambitions:
 * the framework notes the objective only when the marker moves; Act III has none, so F1112B is
 * reported by the random test's own check through the scoring of grand ambitions).
 */
import { describe, expect, it } from 'vitest';
import { clearMap, ids, runFrames, setShips, shipsAt } from './steward-helpers.ts';
import { exportPosition, importPosition, newGame } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect, findNewAction, permits } from '../../../../src/engine/effects.ts';
import { provokeOutrage } from '../../../../src/engine/frames/outrage.ts';
import { setUpFateNow, resolveFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import {
  BREAKING_WORLDS, HAMMER_CARD, HAMMER_FRAGMENTS, PLANET_EATER, PLANET_HAMMER, REFUGEES, SYCOPHANTS,
  breakWorld, hammersOnCard, hammersOnMap, planetBreakerGrandAmbitions,
} from '../../../../src/engine/campaign/fates/planet-breaker.ts';
import { brokenWorlds, isBrokenWorld } from '../../../../src/engine/campaign/broken-worlds.ts';
import { checkInvariants } from '../../../../src/engine/invariants.ts';
import { secureCard } from '../../../../src/engine/court.ts';
import { CARDS } from '../../../../src/data/cards.ts';
import type { GameState, Seat } from '../../../../src/engine/types.ts';
import type { SystemId } from '../../../../src/data/map.ts';

const PB = 'ARCS-FATE11';
const logText = (s: GameState) => s.log.map((l) => l.text).join('\n');

function campaign(fates: string[], seed = 1): GameState {
  let s = newGame({ players: fates.length, seed, campaign: true, fates });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  return s;
}

/** Seat 0 takes the Planet Breaker and sets it up for Act II; the event die is rigged to `face` (0: crisis arrow). */
function planetBreaker(players = 2, face = 0): GameState {
  const s = campaign(['ARCS-FATE07', 'ARCS-FATE08', 'ARCS-FATE03', 'ARCS-FATE05'].slice(0, players));
  const c = s.campaign!;
  c.act = 2;
  // As the Intermission does: the old Fate card leaves (back to its deck here), the Planet Breaker leaves the "B" deck.
  c.fateDecks.A.push(c.seats[0]!.fate!);
  c.fateDecks.B = c.fateDecks.B.filter((x) => x !== PB);
  c.seats[0]!.fate = PB;
  c.seats[0]!.playArea = [];
  s.riggedDice = [face];
  return runFrames(s, setUpFateNow(s, 0, 2));
}

/** Clear the map, pieces back to their supplies (the Flagship piece goes to 1:gate), so the invariants hold. */
function clear(s: GameState): void {
  for (const st of Object.values(s.map)) {
    for (const g of st!.ships) {
      const n = g.fresh + g.damaged - (g.flagship ? 1 : 0);
      if (typeof g.owner === 'number') s.players[g.owner]!.supply.ships += n;
      else if (g.owner === 'empire') s.neutral!.empire.ships += n;
      else if (g.owner === 'blight') s.neutral!.blight.blight += n;
    }
    for (const b of st!.slots) {
      if (!b) continue;
      if (b.owner === 'free') s.neutral!.free[b.type === 'city' ? 'cities' : 'starports'] += 1;
      else if (b.type === 'city') s.players[b.owner]!.boardCities += 1;
      else s.players[b.owner]!.supply.starports += 1;
    }
  }
  const flag = Object.values(s.map).some((st) => st!.ships.some((g) => g.flagship));
  clearMap(s);
  if (flag) {
    setShips(s, '1:gate', 0, 1);
    s.map['1:gate']!.ships[0]!.flagship = true;
  }
}

/** Place a seat's ships from its supply. */
function put(s: GameState, id: SystemId, seat: Seat, n: number): void {
  s.players[seat]!.supply.ships -= n;
  setShips(s, id, seat, shipsAt(s, id, seat).fresh + n);
}

/** Move a card from the Court deck (or discard) into a new Court spot with these agents (taken from the supplies). */
function toCourt(s: GameState, id: string, agents: number[]): number {
  s.courtDeck = s.courtDeck.filter((x) => x !== id);
  s.courtDiscard = s.courtDiscard.filter((x) => x !== id);
  agents.forEach((n, seat) => (s.players[seat]!.supply.agents -= n));
  s.court.push({ card: id, agents });
  return s.court.length - 1;
}

function turnOf(s: GameState, seat: Seat): void {
  s.turn = { seat, taxed: [], shipyards: [], work: {}, used: [] } as unknown as GameState['turn'];
}

/** Every Hammer Fragment on the card but the one at `id` (for the last repair). */
function allButOne(s: GameState, id: SystemId): void {
  for (const t of hammersOnMap(s)) if (t.where !== id) t.where = HAMMER_CARD;
}

/** The Planet Breaker with the Hammer repaired (Breaking Worlds side up, the Planet Hammer in play), the map cleared. */
function hammerReady(players = 2): GameState {
  const s = planetBreaker(players);
  clear(s);
  for (const t of hammersOnMap(s)) t.where = HAMMER_CARD;
  const c = s.campaign!;
  const list = c.tucked![HAMMER_CARD]!;
  list.splice(list.indexOf(PLANET_HAMMER), 1);
  c.seats[0]!.playArea = c.seats[0]!.playArea.map((id) => (id === HAMMER_FRAGMENTS ? BREAKING_WORLDS : id));
  c.seats[0]!.playArea.push(PLANET_HAMMER);
  return s;
}

describe('Planet Breaker Act II setup (ARCS-F1101A)', () => {
  it('gains a Flagship with a fresh starport on its Slipstream Drive, Sycophants and the Hammer Fragments card; tucks the Planet Hammer and the 5 Refugees; places the 6 Hammer Fragments on the planets of the rolled symbol', () => {
    const s = planetBreaker(3, 1); // crisis, crescent
    const c = s.campaign!;
    const cs = c.seats[0]!;
    expect(cs.flagship).toBeDefined();
    expect(cs.flagship!.upgrades.filter((p) => p?.type === 'starport')).toHaveLength(1);
    expect(cs.playArea).toEqual(expect.arrayContaining([SYCOPHANTS, HAMMER_FRAGMENTS]));
    expect(c.tucked![HAMMER_CARD]).toEqual([PLANET_HAMMER, ...Object.values(REFUGEES)]);
    expect(hammersOnMap(s).map((t) => t.where).sort()).toEqual(['1:crescent', '2:crescent', '3:crescent', '4:crescent', '5:crescent', '6:crescent']);
    expect(cs.objective).toBe('ARCS-F1101B');
    expect(cs.marker).toBe(12);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Hammer Fragments (ARCS-F1103A) and the Act II objective (ARCS-F1101B)', () => {
  it('"Repair Hammer (Repair): Take 1 Hammer Fragment token you control and place it on this card. Place 1 fresh ship at the planet you took it from." Advance 1 per Fragment taken', () => {
    const s = planetBreaker(2, 0);
    clear(s);
    const repair = findNewAction(s, 0, HAMMER_FRAGMENTS, 'repair-hammer')!;
    expect(repair.can(s, 0)).toBe(false); // controls no planet with a Fragment
    put(s, '2:arrow', 0, 2);
    put(s, '3:arrow', 1, 1); // a Rival's planet: not offered
    expect(repair.can(s, 0)).toBe(true);
    const after = runFrames(s, repair.start(s, 0));
    expect(hammersOnCard(after)).toHaveLength(1);
    expect(hammersOnMap(after).some((t) => t.where === '2:arrow')).toBe(false);
    expect(shipsAt(after, '2:arrow', 0).fresh).toBe(3);
    expect(after.campaign!.seats[0]!.marker).toBe(11);
    expect(checkInvariants(after)).toEqual([]);
  });

  it('two Fragments controlled: the player picks one', () => {
    const s = planetBreaker(2, 0);
    clearMap(s);
    setShips(s, '1:gate', 0, 1);
    s.map['1:gate']!.ships[0]!.flagship = true;
    setShips(s, '2:arrow', 0, 1);
    setShips(s, '4:arrow', 0, 1);
    const after = runFrames(s, findNewAction(s, 0, HAMMER_FRAGMENTS, 'repair-hammer')!.start(s, 0));
    expect(ids(after)).toEqual(['sys:2:arrow', 'sys:4:arrow']);
  });

  it('"If you have all 6 Hammer Fragments on this card": the Planet Hammer is taken, everyone is warned, the card flips to Breaking Worlds with the Refugees under it', () => {
    const s = planetBreaker(2, 0);
    clearMap(s);
    setShips(s, '1:gate', 0, 1);
    s.map['1:gate']!.ships[0]!.flagship = true;
    allButOne(s, '5:arrow');
    setShips(s, '5:arrow', 0, 1);
    const after = runFrames(s, findNewAction(s, 0, HAMMER_FRAGMENTS, 'repair-hammer')!.start(s, 0));
    const cs = after.campaign!.seats[0]!;
    expect(cs.playArea).toEqual(expect.arrayContaining([PLANET_HAMMER, BREAKING_WORLDS]));
    expect(cs.playArea).not.toContain(HAMMER_FRAGMENTS);
    expect(after.campaign!.tucked![HAMMER_CARD]).toEqual(Object.values(REFUGEES));
    expect(logText(after)).toMatch(/makes everyone Provoke Outrage/);
    expect(findNewAction(after, 0, HAMMER_FRAGMENTS, 'repair-hammer')).toBeUndefined();
  });
});

describe('Planet Hammer (ARCS-F1104) and Breaking Worlds (ARCS-F1103B)', () => {
  it('"Prepare (Build): Place a Hammer token at a planet you control. If one is already on the map, return it to your supply first."', () => {
    const s = hammerReady();
    turnOf(s, 0);
    setShips(s, '2:arrow', 0, 1);
    setShips(s, '3:hex', 0, 1);
    const prepare = findNewAction(s, 0, PLANET_HAMMER, 'prepare')!;
    let after = runFrames(s, prepare.start(s, 0));
    expect(ids(after)).toEqual(['sys:2:arrow', 'sys:3:hex']);
    after = play(after, 'sys:2:arrow');
    expect(hammersOnMap(after).map((t) => t.where)).toEqual(['2:arrow']);
    after = runFrames(after, prepare.start(after, 0));
    after = play(after, 'sys:3:hex');
    expect(hammersOnMap(after).map((t) => t.where)).toEqual(['3:hex']);
    // "Break World (Battle): If you did not Prepare this turn, …"
    expect(findNewAction(after, 0, PLANET_HAMMER, 'break-world')!.can(after, 0)).toBe(false);
    turnOf(after, 0);
    expect(findNewAction(after, 0, PLANET_HAMMER, 'break-world')!.can(after, 0)).toBe(true);
  });

  it('Break World: all players Provoke Outrage of the type, the Refugees card goes on top of the Court deck, all buildings go on the card, the Court\'s Guild cards of the type are scrapped with their agents returned; advance 6 (F1101B)', () => {
    const s = hammerReady(3);
    const planet: SystemId = '1:hex'; // material, 2 slots
    put(s, planet, 0, 2);
    s.map[planet]!.slots = [{ owner: 1, type: 'city', damaged: false }, { owner: 'free', type: 'starport', damaged: false }];
    s.players[1]!.boardCities -= 1;
    s.neutral!.free.starports -= 1;
    hammersOnCard(s)[0]!.where = planet;
    const guild = CARDS.find((c) => c.kind === 'guild' && c.suit === 'material' && c.id.startsWith('ARCS-CC') && s.courtDeck.includes(c.id))!.id;
    toCourt(s, guild, [0, 2, 0]);
    expect(checkInvariants(s)).toEqual([]);
    const agentsBefore = s.players[1]!.supply.agents;
    const marker = s.campaign!.seats[0]!.marker!;
    turnOf(s, 0);
    let after = runFrames(s, findNewAction(s, 0, PLANET_HAMMER, 'break-world')!.start(s, 0));
    // Sycophants (F1102) asks once the break is resolved: decline here (its own scenario below).
    expect(after.decisions[0]!.kind).toBe('campaign/pb-sycophants');
    after = play(after, 'no');
    expect(after.decisions).toEqual([]);
    expect(isBrokenWorld(after, planet)).toBe(true);
    expect(brokenWorlds(after)).toEqual([planet]);
    for (const p of after.players) expect(p.outrage.map((m) => m.resource)).toContain('material');
    expect(after.campaign!.tucked![HAMMER_CARD]).not.toContain(REFUGEES.material);
    expect(after.courtDeck[0] === REFUGEES.material || after.court.some((x) => x.card === REFUGEES.material)).toBe(true);
    expect(after.campaign!.brokenPieces).toEqual([{ owner: 1, type: 'city' }, { owner: 'free', type: 'starport' }]);
    expect(after.map[planet]!.slots).toEqual([null, null]);
    expect(after.court.some((x) => x.card === guild)).toBe(false);
    expect(after.campaign!.scrap).toContain(guild);
    expect(after.players[1]!.supply.agents).toBeGreaterThanOrEqual(agentsBefore + 2 - 1); // returned (one may then cover the Outrage icon)
    expect(after.campaign!.seats[0]!.marker).toBe(marker - 6);
    // FAQ "Does this trigger Ransack the Court? No."
    expect(logText(after)).not.toMatch(/ransack/i);
    // "Planets that are Broken Worlds have no building slots."
    expect(permits(after, 0, { t: 'build-on-map', piece: 'city', system: planet })).toBe(false);
    expect(permits(after, 1, { t: 'build-on-map', piece: 'starport', system: planet })).toBe(false);
    expect(checkInvariants(after)).toEqual([]);
    // The position format carries the Broken World and the pieces on the card.
    const back = importPosition(JSON.parse(JSON.stringify(exportPosition(after))));
    expect(back.campaign!.brokenPieces).toEqual(after.campaign!.brokenPieces);
    expect(brokenWorlds(back)).toEqual([planet]);
  });

  it('"In turn order, each Rival may choose to battle you at the planet with the Hammer token": a Rival with ships there is asked; declining, the planet breaks', () => {
    const s = hammerReady(2);
    const planet: SystemId = '2:crescent';
    setShips(s, planet, 0, 3);
    setShips(s, planet, 1, 1);
    hammersOnCard(s)[0]!.where = planet;
    turnOf(s, 0);
    let after = runFrames(s, findNewAction(s, 0, PLANET_HAMMER, 'break-world')!.start(s, 0));
    expect(after.decisions[0]!.seat).toBe(1);
    expect(ids(after)).toEqual(['battle', 'no']);
    after = play(after, 'no');
    expect(isBrokenWorld(after, planet)).toBe(true);
  });

  it('"After these battles, if you control the planet": not controlling, nothing breaks', () => {
    const s = hammerReady(2);
    const planet: SystemId = '2:crescent';
    setShips(s, planet, 0, 1);
    setShips(s, planet, 1, 3);
    hammersOnCard(s)[0]!.where = planet;
    turnOf(s, 0);
    let after = runFrames(s, findNewAction(s, 0, PLANET_HAMMER, 'break-world')!.start(s, 0));
    after = play(after, 'no');
    expect(isBrokenWorld(after, planet)).toBe(false);
    expect(logText(after)).toMatch(/does not break/);
  });

  it('FAQ: Bunkers and Banners are removed and added to the Breaking Worlds card', () => {
    const s = hammerReady(2);
    const planet: SystemId = '2:crescent';
    setShips(s, planet, 0, 2);
    s.campaign!.tokens!.push({ id: 'bunker-1-1', kind: 'bunker', owner: 1, where: planet });
    breakWorld(s, planet);
    expect(s.campaign!.tokens!.find((t) => t.id === 'bunker-1-1')!.where).toBe(HAMMER_CARD);
  });
});

describe('The Refugees (ARCS-F1105, F1106, F1107, F1108, F1109)', () => {
  for (const [r, id] of Object.entries(REFUGEES)) {
    it(`${id}: "Resettle (Build): Build a Free city on a ${r} planet you control. Clear your Outrage and gain ${r} up to your number of empty resource slots. Tuck this card under the Breaking Worlds card."`, () => {
      const s = hammerReady(2);
      const planet = (['1:arrow', '1:crescent', '1:hex', '2:arrow', '2:crescent', '2:hex', '3:arrow', '4:arrow', '5:hex'] as SystemId[]).find((x) => {
        const map: Record<string, string> = { '1:arrow': 'weapon', '1:crescent': 'fuel', '1:hex': 'material', '2:arrow': 'psionic', '2:hex': 'relic' };
        return map[x] === r;
      })!;
      s.campaign!.tucked![HAMMER_CARD] = s.campaign!.tucked![HAMMER_CARD]!.filter((x) => x !== id);
      provokeOutrage(s, 1, r as never);
      s.players[1]!.court.push({ id, tokens: [] });
      const action = findNewAction(s, 1, id, 'resettle')!;
      // FAQ "Do I have to build the Free city in order to gain the other benefits? Yes!": no planet, no action.
      expect(action.can(s, 1)).toBe(false);
      setShips(s, planet, 1, 1);
      s.players[1]!.resources = s.players[1]!.resources.map(() => null);
      expect(action.can(s, 1)).toBe(true);
      const supply = s.supply[r as keyof typeof s.supply];
      let after = runFrames(s, action.start(s, 1));
      after = play(after, `sys:${planet}`);
      while (after.decisions.length > 0) after = play(after, after.decisions[0]!.options[0]!.id);
      expect(after.map[planet]!.slots.some((b) => b?.owner === 'free' && b.type === 'city')).toBe(true);
      expect(after.players[1]!.outrage.some((m) => m.resource === r)).toBe(false);
      expect(after.supply[r as keyof typeof after.supply]).toBeLessThan(supply);
      expect(after.players[1]!.court.some((c) => c.id === id)).toBe(false);
      expect(after.campaign!.tucked![HAMMER_CARD]).toContain(id);
    });
  }

  it('"Scrap this if you have the Planet Hammer." (ARCS-F1105 secured by the Planet Breaker)', () => {
    const s = hammerReady(2);
    const id = REFUGEES.material;
    s.campaign!.tucked![HAMMER_CARD] = s.campaign!.tucked![HAMMER_CARD]!.filter((x) => x !== id);
    const frames = secureCard(s, 0, toCourt(s, id, [1, 0]), { ransack: false });
    const after = runFrames(s, frames);
    expect(after.players[0]!.court.some((c) => c.id === id)).toBe(false);
    expect(after.campaign!.scrap).toContain(id);
  });
});

describe('Sycophants (ARCS-F1102)', () => {
  it('"When you Provoke Outrage, keep this card"', () => {
    const s = planetBreaker(2);
    expect(cardEffect(SYCOPHANTS)!.keepOnOutrage).toBe(true);
    provokeOutrage(s, 0, 'weapon');
    expect(s.campaign!.seats[0]!.playArea).toContain(SYCOPHANTS);
  });

  it('"and you may place 2 fresh ships at a planet of the Outrage type once per turn" (FAQ: 2 ships in total a turn, however many Outrages)', () => {
    const s = hammerReady(2);
    turnOf(s, 0);
    const planet: SystemId = '2:arrow'; // psionic
    const ships = shipsAt(s, planet, 0).fresh;
    // Two Outrages in one frame (as Breaking Worlds or a battle may): one offer.
    // The frame running when the Outrage is Provoked (here a Repair Hammer with nothing to take: it just ends).
    s.stack.push({ k: 'campaign/pb-repair', seat: 0 });
    provokeOutrage(s, 0, 'psionic');
    provokeOutrage(s, 0, 'weapon');
    let after = runFrames(s, []);
    expect(after.decisions[0]!.kind).toBe('campaign/pb-sycophants');
    expect(ids(after)).toContain(`sys:${planet}`);
    expect(ids(after)).toContain('no');
    after = play(after, `sys:${planet}`);
    expect(shipsAt(after, planet, 0).fresh).toBe(ships + 2);
    expect(after.decisions).toEqual([]);
    // Once per turn.
    after.stack.push({ k: 'campaign/pb-repair', seat: 0 });
    provokeOutrage(after, 0, 'relic');
    after = runFrames(after, []);
    expect(after.decisions).toEqual([]);
  });

  it('"Prelude: You may discard this to place 3 ships in a system you control."', () => {
    const s = planetBreaker(2);
    const frames = cardEffect(SYCOPHANTS)!.prelude!.take(s, 0, 'use', {} as never);
    expect(frames).toEqual([{ k: 'fx/place-3', seat: 0, card: SYCOPHANTS }]);
    expect(s.campaign!.seats[0]!.playArea).not.toContain(SYCOPHANTS);
    expect(s.courtDiscard).toContain(SYCOPHANTS);
  });
});

describe('Planet Breaker Act II Resolution (ARCS-F1110)', () => {
  it('completed: Planet-Eater Loose is scrapped; the pieces stay on the Breaking Worlds card', () => {
    const s = hammerReady(2);
    s.campaign!.brokenPieces = [{ owner: 1, type: 'city' }];
    s.players[1]!.boardCities -= 1;
    runFrames(s, resolveFateNow(s, 0, 2, true));
    expect(s.campaign!.scrap).toContain(PLANET_EATER);
    expect(s.campaign!.brokenPieces).toEqual([{ owner: 1, type: 'city' }]);
    expect(s.campaign!.seats[0]!.playArea).toContain(BREAKING_WORLDS);
  });

  it('failed: Planet-Eater Loose joins the Court deck, the Hammer text is resolved, the Breaking Worlds card and the Hammer tokens go to the supply, the Planet Hammer is scrapped', () => {
    const s = planetBreaker(2);
    runFrames(s, resolveFateNow(s, 0, 2, false));
    const c = s.campaign!;
    expect(s.courtDeck).toContain(PLANET_EATER);
    expect(c.fateSupply).toContain(BREAKING_WORLDS);
    expect(c.seats[0]!.playArea).not.toContain(HAMMER_FRAGMENTS);
    expect(c.scrap).toContain(PLANET_HAMMER);
    expect(c.tucked![HAMMER_CARD]).toEqual(Object.values(REFUGEES));
    expect(hammersOnCard(s)).toHaveLength(6);
    expect(hammersOnCard(s).every((t) => t.owner === undefined)).toBe(true);
  });
});

describe('Planet-Eater Loose (ARCS-F1111)', () => {
  function eaterLoose(): GameState {
    const s = planetBreaker(2);
    runFrames(s, resolveFateNow(s, 0, 2, false));
    clear(s);
    return s;
  }

  it('"Crisis: Roll the event die again. If you roll the same symbol, place a Broken World token on the rolled planet. Resolve the Breaking Worlds card."', () => {
    const s = eaterLoose();
    s.riggedDice = [2]; // hex again
    cardEffect(PLANET_EATER)!.crisis!(s, null, { event: { event: 'crisis', symbol: 'hex' }, number: 3 });
    expect(isBrokenWorld(s, '3:hex')).toBe(true);
    for (const p of s.players) expect(p.outrage.map((m) => m.resource)).toContain('weapon');
    expect(s.courtDeck[0]).toBe(REFUGEES.weapon);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('a different symbol: nothing happens', () => {
    const s = eaterLoose();
    s.riggedDice = [0];
    cardEffect(PLANET_EATER)!.crisis!(s, null, { event: { event: 'crisis', symbol: 'hex' }, number: 3 });
    expect(brokenWorlds(s)).toEqual([]);
  });

  it('"When Secured: Roll 1 skirmish die per agent here. If you roll at least 3 hits, gain 3 Power, draw the bottom card from the action discard pile, and bury this card."', () => {
    const s = eaterLoose();
    toCourt(s, PLANET_EATER, [3, 0]);
    s.actionDiscard = ['ARCS-ACT01' as never, ...s.actionDiscard];
    const power = s.players[0]!.power;
    s.riggedDice = [0, 1, 2];
    runFrames(s, secureCard(s, 0, s.court.length - 1, { ransack: false }));
    expect(s.players[0]!.power).toBe(power + 3);
    expect(s.players[0]!.hand).toContain('ARCS-ACT01');
    expect(s.courtDeck[s.courtDeck.length - 1]).toBe(PLANET_EATER);
  });

  it('"If not, this card and agents on it remain."', () => {
    const s = eaterLoose();
    const at = toCourt(s, PLANET_EATER, [2, 1]);
    s.riggedDice = [0, 5];
    runFrames(s, secureCard(s, 0, at, { ransack: false }));
    expect(s.court[at]).toEqual({ card: PLANET_EATER, agents: [2, 1] });
    expect(s.players[0]!.captives[1]).toBe(0);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Planet Breaker Act III setup (ARCS-F1112A) and grand ambitions (ARCS-F1112B)', () => {
  it('the setup reminds everyone; the pieces on the Breaking Worlds card stay there', () => {
    const s = hammerReady(2);
    s.campaign!.act = 3;
    s.campaign!.brokenPieces = [{ owner: 'free', type: 'city' }];
    s.neutral!.free.cities -= 1;
    runFrames(s, setUpFateNow(s, 0, 3));
    expect(logText(s)).toMatch(/Broken World token on a planet makes each player Provoke Outrage/);
    expect(s.campaign!.seats[0]!.marker).toBeNull();
    expect(s.campaign!.brokenPieces).toHaveLength(1);
  });

  it('"Every player has Outrage." / "More buildings are on the Breaking Worlds card than the current Chapter, or there are no buildings on the map." / "No Rival wins the Warlord ambition"', () => {
    const s = hammerReady(2);
    s.chapter = 1;
    expect(planetBreakerGrandAmbitions(s, 0)).toBe(1); // no buildings on the map (cleared)
    provokeOutrage(s, 0, 'fuel');
    provokeOutrage(s, 1, 'relic');
    expect(planetBreakerGrandAmbitions(s, 0)).toBe(2);
    s.map['3:hex']!.slots[0] = { owner: 1, type: 'city', damaged: false };
    s.players[1]!.boardCities -= 1;
    expect(planetBreakerGrandAmbitions(s, 0)).toBe(1);
    s.campaign!.brokenPieces = [{ owner: 'free', type: 'city' }, { owner: 'free', type: 'starport' }];
    expect(planetBreakerGrandAmbitions(s, 0)).toBe(2); // 2 > chapter 1
    // A Rival wins Warlord: neither counts.
    s.ambitions.warlord = [s.markers[0]!.id];
    s.players[1]!.trophies = [{ owner: 'empire', piece: 'ship', count: 3 }];
    if (s.phantom) s.phantom = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
    expect(planetBreakerGrandAmbitions(s, 0)).toBe(0);
  });
});

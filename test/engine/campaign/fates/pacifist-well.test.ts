/**
 * Pacifist (ARCS-FATE14): Well of Empathy (ARCS-F1403, a Lore card) holding Psionic. "You may hold any
 * number of Psionic here. Their raid cost is 2 keys each." FAQ (The Arbiter): "Cards that hold
 * resources are considered to have unlimited resource slots for that resource." FAQ (Knowledge Set
 * Free): transferred Lore keeps its resources; FAQ (Caretaker Act III Objective): scrapped Lore's
 * resources return to the general supply. One mechanism with the Pirate Hoard (holdings.ts
 * HOLDING_CARDS): held tokens at `well-psionic-<k>` (the Hoard's `hoard-<resource>-<k>` unchanged).
 */
import { describe, expect, it } from 'vitest';
import { answer, runFrames } from './steward-helpers.ts';
import { checkInvariants, exportPosition, importPosition } from '../../../../src/engine/index.ts';
import { pacifistGrandAmbitions, psionicOf } from '../../../../src/engine/campaign/fates/pacifist.ts';
import { cardEffect } from '../../../../src/engine/effects.ts';
import { cardHoldings, countResources, discardAllOf, emptyPlaces, heldTokens, putOnHoard } from '../../../../src/engine/holdings.ts';
import { ambitionCount } from '../../../../src/engine/frames/chapter.ts';
import { applyKnowledge } from '../../../../src/engine/campaign/fates/caretaker-summit.ts';
import { scrapCard } from '../../../../src/engine/campaign/fates/moves.ts';
import { shipsOf, systemIds, tidy } from '../../../../src/engine/board.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import type { GameState } from '../../../../src/engine/types.ts';
import { pacifistActII } from './pacifist-helpers.ts';

const WELL = 'ARCS-F1403';
const ids = (s: GameState) => s.decisions[0]!.options.map((o) => o.id);
const well = (s: GameState, seat: number) => cardHoldings(s.players[seat]!, WELL);

/** A 3-player Steward campaign, seat 0 turned Pacifist and set up for Act II (Witnesses, Well of Empathy), slots emptied. */
function pacifist(): GameState {
  const s = pacifistActII();
  for (const p of s.players) {
    for (const r of p.resources) if (r) s.supply[r] += 1;
    p.resources = p.resources.map(() => null);
  }
  expect(s.campaign!.seats[0]!.playArea).toContain(WELL);
  return s;
}

/** Put `n` Psionic from the supply on seat's Well of Empathy (through res/gain, `onto:ARCS-F1403`). */
function gainOntoWell(s: GameState, seat: number, n: number): GameState {
  let t = s;
  for (let i = 0; i < n; i++) t = answer(runFrames(t, [{ k: 'res/gain', seat, resource: 'psionic', stolen: false }]), `onto:${WELL}`);
  return t;
}

/** Fill the seat's open slots with Material from the supply (as far as it goes). */
function fillSlots(s: GameState, seat: number): void {
  for (const place of emptyPlaces(s, seat)) {
    if (s.supply.material === 0) break;
    s.supply.material -= 1;
    s.players[seat]!.resources[Number(place)] = 'material';
  }
}

describe('Well of Empathy (ARCS-F1403) holds Psionic', () => {
  it('F1403 "You may hold any number of Psionic here": gaining Psionic asks `onto:ARCS-F1403` or `slots`; any number, slots full or not', () => {
    const s = pacifist();
    let t = runFrames(s, [{ k: 'res/gain', seat: 0, resource: 'psionic', stolen: false }]);
    expect(ids(t)).toEqual([`onto:${WELL}`, 'slots']);
    const supply = t.supply.psionic;
    t = answer(t, `onto:${WELL}`);
    expect(well(t, 0)).toEqual(['psionic']);
    expect(t.supply.psionic).toBe(supply - 1);
    expect(heldTokens(t, 0).filter((x) => x.resource === 'psionic')).toEqual([{ place: 'well-psionic-1', resource: 'psionic', keys: 2 }]);
    // Declined: the usual slots.
    t = answer(runFrames(t, [{ k: 'res/gain', seat: 0, resource: 'psionic', stolen: false }]), 'slots');
    expect(t.players[0]!.resources.filter((r) => r === 'psionic')).toHaveLength(1);
    // Slots full: the Well still takes them (unlimited), no discard asked.
    fillSlots(t, 0);
    expect(emptyPlaces(t, 0)).toEqual([]);
    t = gainOntoWell(t, 0, 2);
    expect(well(t, 0)).toEqual(['psionic', 'psionic', 'psionic']);
    expect(heldTokens(t, 0).filter((x) => x.place.startsWith('well-')).map((x) => x.place)).toEqual(['well-psionic-1', 'well-psionic-2', 'well-psionic-3']);
    expect(checkInvariants(t)).toEqual([]);
    // Other resources and other seats are never asked.
    const u = runFrames(t, [{ k: 'res/gain', seat: 1, resource: 'psionic', stolen: false }]);
    expect(u.decisions.flatMap((d) => d.options.map((o) => o.id))).not.toContain(`onto:${WELL}`);
    const v = runFrames(pacifist(), [{ k: 'res/gain', seat: 0, resource: 'fuel', stolen: false }]);
    expect(v.decisions.flatMap((d) => d.options.map((o) => o.id))).not.toContain(`onto:${WELL}`);
  });

  it('F1403: a Psionic taken for the Imperial Trust (the Demand) goes on the Trust, not the Well', () => {
    const s = pacifist();
    // The First Regent's take from another Regent (events/edicts.ts takeDemand: the token has left that Regent).
    s.supply.psionic -= 1;
    const t = runFrames(s, [{ k: 'res/gain', seat: 0, resource: 'psionic', stolen: true, trust: true }]);
    expect(t.decisions).toEqual([]);
    expect(t.campaign!.trust).toContain('psionic');
    expect(well(t, 0)).toEqual([]);
  });

  it('F1403 "Their raid cost is 2 keys each": a raid with 1 key cannot take them, with 2 keys it can (`res:well-psionic-1`)', () => {
    const s = gainOntoWell(pacifist(), 0, 1);
    const id = systemIds(s)[0]!;
    s.players[1]!.supply.ships -= 1;
    shipsOf(s.map[id]!, 1).fresh += 1;
    tidy(s.map[id]!);
    const one = runFrames(structuredClone(s), [{ k: 'battle/raid', attacker: 1, defender: 0, system: id, keys: 1 }]);
    expect(one.decisions.flatMap((d) => d.options.map((o) => o.id))).not.toContain('res:well-psionic-1');
    let two = runFrames(s, [{ k: 'battle/raid', attacker: 1, defender: 0, system: id, keys: 2 }]);
    expect(ids(two)).toContain('res:well-psionic-1');
    expect(JSON.stringify(two.decisions[0]!.options.find((o) => o.id === 'res:well-psionic-1')!.label)).toContain(WELL);
    two = answer(two, 'res:well-psionic-1');
    while (two.decisions[0]?.seat === 1 && ids(two).some((x) => x.startsWith('keep:'))) two = answer(two, ids(two)[0]!);
    expect(well(two, 0)).toEqual([]);
    expect(two.players[1]!.resources).toContain('psionic');
    expect(checkInvariants(two)).toEqual([]);
  });

  it('F1403 counting: the Well\'s Psionic add to Empath, to Counting and to the Act III grand ambition (Rivals\' Psionic against yours)', () => {
    const s = gainOntoWell(pacifist(), 0, 2);
    expect(ambitionCount(s, s.players[0]!, 'empath')).toBe(2);
    expect(countResources(s, 0, ['psionic'])).toBe(2);
    expect(psionicOf(s, 0)).toBe(2);
    s.players[1]!.resources[0] = 'psionic';
    s.supply.psionic -= 1;
    // Rivals have 1 < 2: only the "no Trophies or Captives" grand ambition.
    s.players[0]!.trophies = [];
    s.players[0]!.captives = s.players[0]!.captives.map(() => 0);
    expect(pacifistGrandAmbitions(s, 0)).toBe(1);
  });

  it('F1403: Outrage discards the Well\'s Psionic (unlike the Pirate Hoard: "Outrage doesn\'t discard resources here")', () => {
    const s = gainOntoWell(pacifist(), 0, 2);
    s.supply.psionic -= 1;
    putOnHoard(s, 0, 'psionic');
    const supply = s.supply.psionic;
    expect(discardAllOf(s, 0, 'psionic', true)).toBe(2);
    expect(well(s, 0)).toEqual([]);
    expect(cardHoldings(s.players[0]!, 'ARCS-F1202')).toEqual(['psionic']);
    expect(s.supply.psionic).toBe(supply + 2);
  });

  it('F1403 with F1406 Itinerant Empaths: "Gain Psionic up to your number of empty resource slots" — with the Well unlimited (FAQ): all the supply\'s Psionic, slots first, the rest on the Well', () => {
    const s = pacifist();
    fillSlots(s, 0);
    const supply = s.supply.psionic;
    cardEffect('ARCS-F1406')!.whenSecured!(s, 0);
    expect(s.supply.psionic).toBe(0);
    expect(well(s, 0).length + s.players[0]!.resources.filter((r) => r === 'psionic').length).toBe(supply);
    expect(checkInvariants(s)).toEqual([]);
    // Its Crisis too, for the least Power (seat 0 alone least).
    const t = pacifist();
    fillSlots(t, 0);
    t.players[0]!.power = -1;
    const psi = t.supply.psionic;
    const roll: EventRoll = { event: { event: 'crisis', symbol: 'arrow' }, number: 1 };
    cardEffect('ARCS-F1407')!.crisis!(t, null, roll);
    expect(well(t, 0).length).toBe(psi);
  });

  it('F1403 battle: Trophies returned for Psionic go to empty slots, then onto the Well (never lost)', () => {
    const s = pacifist();
    fillSlots(s, 0);
    s.players[1]!.supply.ships -= 2;
    s.players[0]!.trophies = [{ owner: 1, piece: 'ship', count: 2 }];
    cardEffect(WELL)!.battleTrophies!(s, 0, { attacker: 1, defender: 0, system: systemIds(s)[0]!, imperial: false, taken: [{ owner: 1, piece: 'ship', count: 2 }] });
    expect(well(s, 0)).toEqual(['psionic', 'psionic']);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F1403 changing hands (FAQ Knowledge Set Free: "They remain on the transferred Lore card"; FAQ: scrapped Lore\'s resources return to the supply)', () => {
    const s = gainOntoWell(pacifist(), 0, 2);
    applyKnowledge(s, { kind: 'knowledge', actor: 0, rival: 1, item: { t: 'lore', card: WELL } } as never);
    expect(s.campaign!.seats[1]!.playArea).toContain(WELL);
    expect(well(s, 0)).toEqual([]);
    expect(well(s, 1)).toEqual(['psionic', 'psionic']);
    expect(heldTokens(s, 1).filter((x) => x.place.startsWith('well-')).map((x) => x.keys)).toEqual([2, 2]);
    expect(checkInvariants(s)).toEqual([]);
    // The new holder may place Psionic it gains there; the old one no longer.
    expect(ids(runFrames(structuredClone(s), [{ k: 'res/gain', seat: 1, resource: 'psionic', stolen: false }]))).toContain(`onto:${WELL}`);
    const old = runFrames(structuredClone(s), [{ k: 'res/gain', seat: 0, resource: 'psionic', stolen: false }]);
    expect(old.decisions.flatMap((d) => d.options.map((o) => o.id))).not.toContain(`onto:${WELL}`);
    // Scrapped: its Psionic return to the general supply.
    const supply = s.supply.psionic;
    scrapCard(s, WELL, 1);
    expect(well(s, 1)).toEqual([]);
    expect(s.supply.psionic).toBe(supply + 2);
    expect(s.campaign!.scrap).toContain(WELL);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('the Pirate Hoard (ARCS-F1202) transferred by Knowledge Set Free keeps its resources too (the same mechanism)', () => {
    const s = pacifist();
    s.campaign!.seats[2]!.playArea.push('ARCS-F1202');
    s.supply.fuel -= 1;
    putOnHoard(s, 2, 'fuel');
    applyKnowledge(s, { kind: 'knowledge', actor: 2, rival: 1, item: { t: 'lore', card: 'ARCS-F1202' } } as never);
    expect(cardHoldings(s.players[1]!, 'ARCS-F1202')).toEqual(['fuel']);
    expect(heldTokens(s, 1).map((x) => x.place)).toContain('hoard-fuel-1');
    expect(heldTokens(s, 2).map((x) => x.place)).not.toContain('hoard-fuel-1');
  });

  it('positions keep the Well\'s Psionic (`loreTokens["ARCS-F1403"]`), round trip', () => {
    const s = gainOntoWell(pacifist(), 0, 3);
    const pos = exportPosition(s);
    expect(JSON.stringify(pos)).toContain('"ARCS-F1403":["psionic","psionic","psionic"]');
    const back = importPosition(pos);
    expect(well(back, 0)).toEqual(['psionic', 'psionic', 'psionic']);
    expect(heldTokens(back, 0)).toEqual(heldTokens(s, 0));
    expect(checkInvariants(back)).toEqual([]);
  });
});

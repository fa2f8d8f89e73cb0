/**
 * Scenarios: the events' worked examples reached through real rounds (an Event card played, the
 * round's end, the rolled dice), not pushed frames. Campaign rulebook "Resolving the Event" p.13,
 * "Blight Crises" p.18 ("A fresh Blight deals hits! It hits the fresh Imperial ship twice,
 * destroying it. Then it hits 1 Loyal ship of each player there."), "Collect Imperial Demand"
 * p.20 and "Take Imperial Action" p.21 ("The Policy is Peace, which demands Relics and Psionic.
 * Lotus, the First Regent, takes the Demand from each Regent—a Relic from Mikah, a Psionic from
 * Baz, and an agent as a Favor from Dane, who has no Relics or Psionic. Lotus adds both resources
 * to the Imperial Trust on their First Regent tile. Lotus has no Relics or Psionics, so they don't
 * add one." / "One Regent has all 5 cities built, so they gain 5 Power. Nobody else has more than
 * 3 cities built, so they gain no Power.").
 */
import { describe, expect, it } from 'vitest';
import { openDecision } from '../../../src/engine/index.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { DIE } from './events-helpers.ts';
import { answer, endTurn, group, hands, ids, logText, neutral, noBlight, setSystem, started } from './scenarios-helpers.ts';

/** Seat 0 leads Construction 2; seat 1 plays an Event card; the rest Copy; every turn ends at once. Dice rigged for the event. */
function eventRound(s0: GameState, dice: number[], check = true): GameState {
  const given: Record<number, string[]> = { 0: ['CON2', 'ADM3', 'ADM4', 'AGG3', 'AGG4', 'MOB3'], 1: ['EVT1', 'ADM5', 'ADM6', 'AGG5', 'AGG6', 'MOB4'] };
  let s = hands(s0, given as never, check);
  s = endTurn(answer(s, 0, 'lead:CON2', 'no'));
  s = endTurn(answer(s, 1, 'event:EVT1', 'no'));
  s.riggedDice = dice;
  while (openDecision(s)?.kind === 'turn/play') {
    const d = openDecision(s)!;
    s = endTurn(answer(s, d.seat, d.options.find((o) => o.id.startsWith('copy:'))!.id));
  }
  // The initiative holder may call the Summit: not this time.
  expect(openDecision(s)).toMatchObject({ kind: 'campaign/event', seat: 0 });
  return answer(s, 0, 'pass');
}

describe('Crises, Blight Crises (p.18): the worked example through an Event card', () => {
  it('the dice show a starburst: the fresh Blight hits the fresh Imperial ship twice, destroying it, then 1 Loyal ship of each player there; buildings untouched', () => {
    const s0 = neutral(started(3));
    noBlight(s0);
    setSystem(s0, '2:arrow', [{ owner: 0, fresh: 2 }, { owner: 1, fresh: 1 }, { owner: 2, fresh: 1, damaged: 1 }, { owner: 'empire', fresh: 1 }, { owner: 'blight', fresh: 1 }]);
    const imperial = s0.neutral!.empire.ships;
    expect(checkInvariants(s0)).toEqual([]);
    const s = eventRound(s0, [DIE.crisis.crescent, DIE.cluster(6)]);
    expect(logText(s)).toMatch(/The event and number dice show a Crisis starburst with the crescent symbol and cluster 6\./);
    expect(group(s, '2:arrow', 'empire')).toEqual({ fresh: 0, damaged: 0 });
    expect(s.neutral!.empire.ships).toBe(imperial + 1);
    // 3 hits: 2 on the Imperial ship, then the last one on EVERY player's ships there, fresh first.
    expect(group(s, '2:arrow', 0)).toEqual({ fresh: 1, damaged: 1 });
    expect(group(s, '2:arrow', 1)).toEqual({ fresh: 0, damaged: 1 });
    expect(group(s, '2:arrow', 2)).toEqual({ fresh: 0, damaged: 2 });
    // A Free city in the system: "Blight hits buildings only during the Intermission".
    expect(s.map['2:arrow']!.slots).toEqual([{ owner: 'free', type: 'city', damaged: false }]);
    expect(group(s, '2:arrow', 'blight')).toEqual({ fresh: 1, damaged: 0 });
    expect(s.campaign!.eventRoll).toBeNull();
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Edicts (pp.20-21): the Peace Demand example through an Event card', () => {
  it('the dice show a scroll: Lotus (First Regent) enforces Peace: a Relic from Mikah, a Psionic from Baz, a Favor from Dane; none of Lotus\'s own to add; Celebrate Regency: 5 cities built gives 5 Power, 3 none', () => {
    const [lotus, dane, mikah, baz] = [0, 1, 2, 3];
    const s0 = neutral(started(4));
    s0.campaign!.firstRegent = lotus;
    const slot = s0.campaign!.rulesBooklet.find((x) => x.includes('ARCS-AID04'))!;
    slot.splice(slot.indexOf('ARCS-AID04'), 1);
    slot.unshift('ARCS-AID04'); // Peace on top
    s0.supply.relic -= 1;
    s0.players[mikah]!.resources[0] = 'relic';
    s0.supply.psionic -= 1;
    s0.supply.fuel -= 1;
    s0.players[baz]!.resources[0] = 'psionic';
    s0.players[baz]!.resources[1] = 'fuel';
    // Cities built, as the player boards show them (uncovered slots; the map is not rebuilt to match, so no invariant check here):
    // Mikah all 5 (the bonus city Power of every uncovered slot), the others at most 3.
    const built = (seat: number, n: number) => {
      const p = s0.players[seat]!;
      p.boardCities = 5 - n;
    };
    built(mikah, 5);
    built(baz, 3);
    built(dane, 2);
    built(lotus, 2);
    const power = s0.players.map((p) => p.power);
    const agents = s0.players[dane]!.supply.agents;
    let s = eventRound(s0, [DIE.edict.hex, DIE.cluster(2)], false);
    expect(logText(s)).toMatch(/an Edict scroll with the hex symbol and cluster 2\./);
    expect(openDecision(s)).toMatchObject({ kind: 'campaign/govern', seat: lotus });
    expect(ids(s)).toEqual(['enforce', 'change:ARCS-AID03', 'change:ARCS-AID05']);
    s = answer(s, lotus, 'enforce');
    expect(s.campaign!.trust).toEqual(['relic', 'psionic']);
    expect(s.players[mikah]!.resources.filter(Boolean)).toEqual([]);
    expect(s.players[baz]!.resources.filter(Boolean)).toEqual(['fuel']);
    expect(s.campaign!.seats[lotus]!.favors).toEqual([0, 1, 0, 0]);
    expect(s.players[dane]!.supply.agents).toBe(agents - 1);
    expect(s.players.map((p, i) => p.power - power[i]!)).toEqual([0, 0, 5, 0]);
    expect(s.campaign!.eventRoll).toBeNull();
  });
});

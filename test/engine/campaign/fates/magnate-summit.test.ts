/**
 * The Magnate in Summits (campaign rulebook pp.16-17), played through the Summit frame: Monopoly
 * Consent (ARCS-F319, the Monopolies ARCS-F313-F317), Close Deals with Rivals and Export to the
 * Galactic Core (the Act I objective ARCS-F301B), the Merchant League's resources (ARCS-F302).
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../src/engine/index.ts';
import { run } from '../../../../src/engine/advance.ts';
import { checkInvariants } from '../../../../src/engine/index.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import type { Decision, GameState } from '../../../../src/engine/types.ts';
import { answer as by } from '../scenarios-helpers.ts';

const MAGNATE = 'ARCS-FATE03';

function setUp(): GameState {
  let s = newGame({ players: 3, seed: 2, campaign: true, fates: [MAGNATE, 'ARCS-FATE01', 'ARCS-FATE01'] });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  restAfterSetup(s);
  for (const p of s.players) {
    for (const r of p.resources) if (r) s.supply[r] += 1;
    p.resources = p.resources.map(() => null);
  }
  return s;
}

const decisionOf = (s: GameState, seat: number): Decision | undefined => s.decisions.find((d) => d.seat === seat);
const ids = (s: GameState, seat: number) => decisionOf(s, seat)?.options.map((o) => o.id) ?? [];


/** Summit called by seat 0, straight to the Negotiations. */
function negotiate(s: GameState): GameState {
  s.stack.push({ k: 'campaign/summit', caller: 0 });
  run(s);
  return by(s, 0, 'negotiate');
}

function hold(s: GameState, seat: number, r: 'fuel' | 'relic' | 'weapon' | 'material' | 'psionic', slot: number): void {
  s.players[seat]!.resources[slot] = r;
  s.supply[r] -= 1;
}

function favors(s: GameState, holder: number, owner: number, n: number): void {
  const cs = s.campaign!.seats[holder]!;
  cs.favors ??= s.players.map(() => 0);
  cs.favors[owner]! += n;
  s.players[owner]!.supply.agents -= n;
}

describe('Magnate in Summits (F319 Monopoly Consent, F301B, F302)', () => {
  it('F319 Call to Order: forcing a Rival to give a Monopoly resource also returns 1 Favor of the holder (forcing their consent); FAQ: forcing the holder itself costs only the Transfer Asset\'s Favors', () => {
    const base = setUp();
    base.campaign!.seats[2]!.playArea.push('ARCS-F314');
    hold(base, 1, 'fuel', 1); // raid cost 1
    hold(base, 2, 'fuel', 2); // raid cost 1
    favors(base, 0, 1, 1);
    favors(base, 0, 2, 1);
    let s = structuredClone(base);
    s.stack.push({ k: 'campaign/summit', caller: 0 });
    run(s);
    s = by(s, 0, 'favors:1', 'kind:transfer');
    expect(ids(s, 0)).toContain('res:fuel:1');
    s = by(s, 0, 'res:fuel:1');
    // Seat 1's Favor (the raid cost) and seat 2's (the Monopoly holder's consent) both returned.
    expect(s.campaign!.seats[0]!.favors).toBeUndefined();
    expect(s.players[2]!.supply.agents).toBe(base.players[2]!.supply.agents + 1);
    // Without a Favor of the holder: not offered.
    s = structuredClone(base);
    s.campaign!.seats[0]!.favors = [0, 1, 0];
    s.players[2]!.supply.agents += 1;
    s.stack.push({ k: 'campaign/summit', caller: 0 });
    run(s);
    s = by(s, 0, 'favors:1');
    expect(ids(s, 0)).not.toContain('kind:transfer');
    // Forcing the holder: 1 Favor (the raid cost), no more (FAQ).
    s = structuredClone(base);
    s.stack.push({ k: 'campaign/summit', caller: 0 });
    run(s);
    s = by(s, 0, 'favors:2', 'kind:transfer', 'res:fuel:1');
    expect(s.campaign!.seats[0]!.favors).toEqual([0, 1, 0]);
  });

  it('F301B FAQ: returning Favors in the Call to Order to force a Rival to give you a resource does not advance Close Deals', () => {
    let s = setUp();
    s.campaign!.seats[0]!.marker = 10;
    hold(s, 1, 'relic', 1);
    favors(s, 0, 1, 1);
    s.stack.push({ k: 'campaign/summit', caller: 0 });
    run(s);
    s = by(s, 0, 'favors:1', 'kind:transfer', 'res:relic:1');
    while (decisionOf(s, 0) && !ids(s, 0).includes('negotiate')) s = by(s, 0, ids(s, 0)[0]!);
    expect(s.players[0]!.resources).toContain('relic');
    expect(s.campaign!.seats[0]!.marker).toBe(10);
  });

  it('F319/F314: a Fuel given by Transfer Asset waits for the Fuel Monopoly holder\'s consent; F301B: the Magnate receiving it advances 2', () => {
    let s = setUp();
    s.campaign!.seats[0]!.marker = 10;
    s.campaign!.seats[2]!.playArea.push('ARCS-F314');
    hold(s, 1, 'fuel', 0);
    s = negotiate(s);
    s = by(s, 1, 'propose', 'kind:transfer', 'to:0', 'res:fuel', 'submit');
    // Seat 0 (the receiver) and seat 2 (the Monopoly holder) must both consent.
    expect(ids(s, 0)).toContain('accept:1');
    expect(ids(s, 2)).toContain('accept:1');
    s = by(s, 0, 'accept:1');
    expect(s.players[0]!.resources).not.toContain('fuel');
    s = by(s, 2, 'accept:1');
    while (decisionOf(s, 0) && decisionOf(s, 0)!.kind !== 'campaign/summit') s = by(s, 0, ids(s, 0)[0]!);
    expect(s.players[0]!.resources).toContain('fuel');
    expect(s.campaign!.seats[0]!.marker).toBe(8);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('F319: the holder may refuse consent: nothing changes', () => {
    let s = setUp();
    s.campaign!.seats[2]!.playArea.push('ARCS-F314');
    hold(s, 1, 'fuel', 0);
    s = negotiate(s);
    s = by(s, 1, 'propose', 'kind:transfer', 'to:0', 'res:fuel', 'submit');
    s = by(s, 2, 'reject:1');
    expect(s.players[1]!.resources).toContain('fuel');
  });

  it('F301B: Export to the Galactic Core is offered in Negotiations and advances 2; F302: League resources can be given (item league:<resource>)', () => {
    let s = setUp();
    s.campaign!.seats[0]!.marker = 10;
    hold(s, 0, 'fuel', 0);
    hold(s, 0, 'relic', 1);
    hold(s, 0, 'weapon', 2);
    s.campaign!.seats[0]!.merchantLeague = ['psionic'];
    s.supply.psionic -= 1;
    s = negotiate(s);
    expect(ids(s, 0)).toContain('export:fuel:relic:weapon');
    s = by(s, 0, 'export:fuel:relic:weapon');
    expect(s.campaign!.seats[0]!.marker).toBe(8);
    expect(s.players[0]!.resources.every((r) => r === null)).toBe(true);
    s = by(s, 0, 'propose', 'kind:transfer', 'to:1');
    expect(ids(s, 0)).toContain('league:psionic');
    s = by(s, 0, 'league:psionic', 'submit');
    s = by(s, 1, 'accept:1');
    while (decisionOf(s, 1) && decisionOf(s, 1)!.kind !== 'campaign/summit') s = by(s, 1, ids(s, 1)[0]!);
    expect(s.campaign!.seats[0]!.merchantLeague).toBeUndefined();
    expect(s.players[1]!.resources).toContain('psionic');
    expect(checkInvariants(s)).toEqual([]);
  });
});

/**
 * Guild Negotiations (ARCS-F414, the Advocate's Summit card in the rules booklet): the new
 * Negotiation action Transfer Guild Support, the Advocate's consent, forcing it with Return Favors
 * (raid cost; 1 Favor of the Advocate's for their consent) and its FAQ answer.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../../../src/engine/advance.ts';
import { addFavors } from '../../../../src/engine/campaign/summit/negotiation.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import type { Decision, GameState } from '../../../../src/engine/types.ts';
import { advocates, heldIds, hold } from './advocate-helpers.ts';
import { answer as by } from '../scenarios-helpers.ts';

/** Seat 0 the Advocate; Guild Negotiations in the rules booklet (unless `off`). */
function setUp(off = false): GameState {
  const s = advocates(3);
  if (!off) s.campaign!.rulesBooklet.push(['ARCS-F414']);
  s.campaign!.council = 'in-session';
  return s;
}

function callSummit(s: GameState, caller: number): GameState {
  s.stack.push({ k: 'campaign/summit', caller });
  run(s);
  return s;
}

const decisionOf = (s: GameState, seat: number): Decision | undefined => s.decisions.find((d) => d.seat === seat);
const ids = (s: GameState, seat: number) => decisionOf(s, seat)?.options.map((o) => o.id) ?? [];


describe('Guild Negotiations (F414): Transfer Guild Support', () => {
  it('a player gives a Guild card; the Advocate\'s consent is needed when they are in play (a third party)', () => {
    const s = setUp();
    hold(s, 1, 'ARCS-CC01');
    let t = callSummit(s, 1);
    if (ids(t, 1).includes('negotiate')) t = by(t, 1, 'negotiate');
    t = by(t, 1, 'propose');
    expect(ids(t, 1)).toContain('kind:guild');
    t = by(t, 1, 'kind:guild', 'to:2');
    expect(ids(t, 1)).toEqual(['guild:ARCS-CC01:0', 'back']);
    t = by(t, 1, 'guild:ARCS-CC01:0', 'submit');
    const p = t.stack.find((f) => f.k === 'campaign/summit') as { proposals?: { consents: number[] }[] };
    expect(p.proposals!.length).toBe(1);
    // Seat 2 accepts: still waiting for the Advocate.
    t = by(t, 2, 'accept:1');
    expect(heldIds(t, 1)).toEqual(['ARCS-CC01']);
    t = by(t, 0, 'accept:1');
    expect(heldIds(t, 1)).toEqual([]);
    expect(heldIds(t, 2)).toEqual(['ARCS-CC01']);
  });

  it('the Advocate refusing consent stops the transfer', () => {
    const s = setUp();
    hold(s, 1, 'ARCS-CC01');
    let t = callSummit(s, 1);
    if (ids(t, 1).includes('negotiate')) t = by(t, 1, 'negotiate');
    t = by(t, 1, 'propose', 'kind:guild', 'to:2', 'guild:ARCS-CC01:0', 'submit');
    t = by(t, 0, 'reject:1');
    expect(heldIds(t, 1)).toEqual(['ARCS-CC01']);
  });

  it('between the Advocate and a Rival no third consent is needed; protected Guild cards are never offered; absent without the card', () => {
    const s = setUp();
    hold(s, 0, 'ARCS-CC05');
    let t = callSummit(s, 0);
    if (ids(t, 0).includes('negotiate')) t = by(t, 0, 'negotiate');
    t = by(t, 0, 'propose', 'kind:guild', 'to:1');
    // Investigators and Overseers (protected) are not offered.
    expect(ids(t, 0)).toEqual(['guild:ARCS-CC05', 'back']);
    t = by(t, 0, 'guild:ARCS-CC05', 'submit');
    t = by(t, 1, 'accept:1');
    expect(heldIds(t, 1)).toEqual(['ARCS-CC05']);
    const u = setUp(true);
    hold(u, 1, 'ARCS-CC01');
    let v = callSummit(u, 1);
    if (ids(v, 1).includes('negotiate')) v = by(v, 1, 'negotiate');
    v = by(v, 1, 'propose');
    expect(ids(v, 1)).not.toContain('kind:guild');
  });

  it('Return Favors: forcing it costs the card\'s raid cost in Favors, plus 1 Favor of the Advocate\'s to force their consent', () => {
    const s = setUp();
    hold(s, 1, 'ARCS-CC01'); // raid cost 2
    for (const [owner, n] of [[1, 2], [0, 1]] as const) {
      s.players[owner]!.supply.agents -= n;
      addFavors(s, 2, owner, n);
    }
    let t = callSummit(s, 2);
    t = by(t, 2, 'favors:1');
    expect(ids(t, 2)).toContain('kind:guild');
    t = by(t, 2, 'kind:guild');
    expect(ids(t, 2)).toContain('guild:ARCS-CC01:0');
    const agents = [t.players[0]!.supply.agents, t.players[1]!.supply.agents];
    t = by(t, 2, 'guild:ARCS-CC01:0');
    expect(heldIds(t, 2)).toEqual(['ARCS-CC01']);
    expect(t.campaign!.seats[2]!.favors).toBeUndefined();
    expect([t.players[0]!.supply.agents, t.players[1]!.supply.agents]).toEqual([agents[0]! + 1, agents[1]! + 2]);
  });

  it('without a Favor of the Advocate\'s, a forced transfer between two Rivals is not offered', () => {
    const s = setUp();
    hold(s, 1, 'ARCS-CC01');
    s.players[1]!.supply.agents -= 2;
    addFavors(s, 2, 1, 2);
    let t = callSummit(s, 2);
    t = by(t, 2, 'favors:1');
    expect(ids(t, 2)).not.toContain('kind:guild');
  });

  it('FAQ: forcing the Advocate to give a 2-key Guild card needs only the 2 Favors (no extra Favor for their consent)', () => {
    const s = setUp();
    hold(s, 0, 'ARCS-CC01');
    s.players[0]!.supply.agents -= 2;
    addFavors(s, 1, 0, 2);
    let t = callSummit(s, 1);
    t = by(t, 1, 'favors:0', 'kind:guild', 'guild:ARCS-CC01');
    expect(heldIds(t, 1)).toEqual(['ARCS-CC01']);
    expect(t.campaign!.seats[1]!.favors).toBeUndefined();
  });
});

describe('Guild Negotiations (F414) fires (fired.ts) when a Guild card is given, not when a draft is checked', () => {
  const firings = (): { n: number; stop: () => void } => {
    const out = { n: 0, stop: () => {} };
    out.stop = onFired((_s, id) => {
      if (id === 'ARCS-F414') out.n += 1;
    });
    return out;
  };

  it('a proposal carried out fires it once; a rejected one never', () => {
    const f = firings();
    try {
      const s = setUp();
      hold(s, 0, 'ARCS-CC05');
      let t = callSummit(s, 0);
      if (ids(t, 0).includes('negotiate')) t = by(t, 0, 'negotiate');
      t = by(t, 0, 'propose', 'kind:guild', 'to:1', 'guild:ARCS-CC05', 'submit');
      expect(f.n).toBe(0);
      const rejected = by(t, 1, 'reject:1');
      expect(f.n).toBe(0);
      expect(heldIds(rejected, 0)).toContain('ARCS-CC05');
      t = by(t, 1, 'accept:1');
      expect(f.n).toBe(1);
      expect(heldIds(t, 1)).toEqual(['ARCS-CC05']);
    } finally {
      f.stop();
    }
  });

  it('a transfer forced with Return Favors fires it', () => {
    const f = firings();
    try {
      const s = setUp();
      hold(s, 0, 'ARCS-CC01');
      s.players[0]!.supply.agents -= 2;
      addFavors(s, 1, 0, 2);
      let t = callSummit(s, 1);
      t = by(t, 1, 'favors:0', 'kind:guild');
      expect(f.n).toBe(0);
      t = by(t, 1, 'guild:ARCS-CC01');
      expect(f.n).toBe(1);
      expect(heldIds(t, 1)).toEqual(['ARCS-CC01']);
    } finally {
      f.stop();
    }
  });
});

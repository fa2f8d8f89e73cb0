/**
 * Where the campaign's areas meet (issue 14): a Fate's hooks called by the chapter end and the
 * events. Each test fails if the call site is missing (the hooks alone are tested in fates/).
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/engine/advance.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { play } from '../helpers.ts';
import { clear, DIE, noBlight, setUp, start } from './events-helpers.ts';

const ships = (s: GameState, id: string, owner: number | string) => {
  const x = s.map[id as keyof GameState['map']]!.ships.find((y) => y.owner === owner);
  return { fresh: x?.fresh ?? 0, damaged: x?.damaged ?? 0 };
};

describe('a Fate objective advanced by the chapter end', () => {
  it('Imperial Authority (ARCS-F101B): the First Regent Steward wins Tycoon and advances 1 for each Power gained from it', () => {
    const s = setUp(3);
    const c = s.campaign!;
    expect(c.firstRegent).toBe(0);
    expect(c.seats[0]!.objective).toBe('ARCS-F101B');
    // Tycoon declared; seat 0 alone holds Material and Fuel (campaign rulebook, Objective p.8: "win" = first, not tied).
    s.ambitions.tycoon = ['A'];
    s.players[0]!.resources[0] = 'material';
    s.players[0]!.resources[1] = 'fuel';
    s.supply.material -= 1;
    s.supply.fuel -= 1;
    for (const p of s.players) {
      s.actionDiscard.push(...p.hand);
      p.hand = [];
    }
    const marker = c.seats[0]!.marker!;
    const power = s.players[0]!.power;
    s.stack = [{ k: 'campaign/halt' }, { k: 'chapter/end', phase: 'score' }];
    run(s);
    const gained = s.players[0]!.power - power;
    expect(gained).toBeGreaterThan(0);
    expect(s.campaign!.seats[0]!.marker).toBe(Math.max(0, marker - gained));
    // A Rival Steward who is not the First Regent and won nothing does not advance.
    expect(s.campaign!.seats[1]!.marker).toBe(c.seats[1]!.marker);
  });
});

describe('a rules-booklet Law asked by the events', () => {
  it('Imperial Protectors (ARCS-F108): no Blight Crisis in a system the Empire controls; elsewhere the Blight hits as usual', () => {
    const s0 = setUp(3);
    noBlight(s0);
    const guarded = clear(s0, '2:gate');
    guarded.ships = [{ owner: 0, fresh: 2, damaged: 0 }, { owner: 'empire', fresh: 1, damaged: 0 }, { owner: 'blight', fresh: 1, damaged: 0 }];
    const open = clear(s0, '5:gate');
    open.ships = [{ owner: 1, fresh: 2, damaged: 0 }, { owner: 'blight', fresh: 1, damaged: 0 }];
    s0.neutral!.blight.blight -= 2;
    s0.campaign!.rulesBooklet.push(['ARCS-F108']);
    const s = play(start(s0, { k: 'campaign/event' }, [DIE.crisis.arrow, 0]), 'pass');
    expect(ships(s, '2:gate', 'empire')).toEqual({ fresh: 1, damaged: 0 });
    expect(ships(s, '2:gate', 0)).toEqual({ fresh: 2, damaged: 0 });
    // A fresh Blight deals 3 hits to Blue's 2 fresh ships: damage both, destroy one.
    expect(ships(s, '5:gate', 1)).toEqual({ fresh: 0, damaged: 1 });
    // Without the Law, the Empire's system has its Blight Crisis too.
    const t0 = structuredClone(s0);
    t0.campaign!.rulesBooklet.pop();
    const t = play(start(t0, { k: 'campaign/event' }, [DIE.crisis.arrow, 0]), 'pass');
    expect(ships(t, '2:gate', 'empire')).toEqual({ fresh: 0, damaged: 0 });
  });
});

/** Material and Fuel Guilds: Loyal Guilds, Interests, Cartels (ARCS-BC01..03, 06, 07, 09; 15, 19, 21 share the Loyal text). */
import { describe, expect, it } from 'vitest';
import { say } from '../../../src/text/say.ts';
import { openDecision } from '../../../src/engine/index.ts';
import { ambitionCount } from '../../../src/engine/frames/chapter.ts';
import { provokeOutrage } from '../../../src/engine/frames/outrage.ts';
import { expectDecision, play } from '../helpers.ts';
import { act, expectFired, game, holds, ids, turn } from './court-helpers.ts';

describe('Loyal Guilds (ARCS-BC01 Engineers, BC07 Pilots, BC15 Marines, BC19 Empaths, BC21 Keepers)', () => {
  const LOYAL = [
    { id: 'ARCS-BC01', r: 'material', other: 'fuel', lead: 'CON2', option: 'res:0:build' },
    { id: 'ARCS-BC07', r: 'fuel', other: 'material', lead: 'CON2', option: 'res:0:move' },
    { id: 'ARCS-BC15', r: 'weapon', other: 'relic', lead: 'MOB2', option: 'res:0:weapon' },
    { id: 'ARCS-BC19', r: 'psionic', other: 'fuel', lead: 'ADM2', option: 'res:0:tax' },
    { id: 'ARCS-BC21', r: 'relic', other: 'fuel', lead: 'CON2', option: 'res:0:secure' },
  ] as const;
  // Seat 0 can battle (a Rival ship in 1:hex) and secure (an agent on a Court card).
  const setup = (held: string[], resources: string[], outrage: string[] = []) =>
    game({
      players: [{ court: held.map((id) => ({ id })), resources, outrage: outrage.map((r) => ({ resource: r, agent: true })) }],
      map: { '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 0 }, { owner: 1, fresh: 1, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, null] } },
      court: [{ card: 'ARCS-BC26', agents: [1, 0, 0] }, { card: 'ARCS-BC31', agents: [0, 0, 0] }],
    });

  for (const c of LOYAL) {
    it(`${c.id}: "You may spend any resources as ${c.r}": a ${c.other} token takes ${c.r}'s Prelude action`, () => {
      expect(ids(turn(setup([], [c.other]), `lead:${c.lead}`))).not.toContain(c.option);
      const s = turn(setup([c.id], [c.other]), `lead:${c.lead}`);
      expect(ids(s)).toContain(c.option);
      const after = play(s, c.option);
      expect(after.players[0]!.resources[0]).toBeNull();
      expectFired(after, c.id);
    });

    it(`${c.id}: "You ignore Outrage when spending ${c.r} for its Prelude action" (Rules Hierarchy: ignore beats cannot)`, () => {
      expect(ids(turn(setup([], [c.r], [c.r]), `lead:${c.lead}`))).not.toContain(c.option);
      expect(ids(turn(setup([c.id], [c.r], [c.r]), `lead:${c.lead}`))).toContain(c.option);
    });

    it(`${c.id}: "If you Provoke Outrage, keep this card" while other ${c.r} Guilds are discarded`, () => {
      const other = { material: 'ARCS-BC02', fuel: 'ARCS-BC09', weapon: 'ARCS-BC13', psionic: 'ARCS-BC20', relic: 'ARCS-BC24' }[c.r];
      const s = setup([c.id, other], []);
      provokeOutrage(s, 0, c.r);
      expect(holds(s, 0, c.id)).toBe(true);
      expect(holds(s, 0, other)).toBe(false);
      expect(s.courtDiscard).toContain(other);
      expectFired(s, c.id);
    });
  }
});

describe('Interests (ARCS-BC02 Mining Interest, ARCS-BC09 Shipping Interest)', () => {
  const INTERESTS = [
    { id: 'ARCS-BC02', r: 'material', key: 'manufacture' },
    { id: 'ARCS-BC09', r: 'fuel', key: 'synthesize' },
  ] as const;
  for (const c of INTERESTS) {
    it(`${c.id}: the new action (Build) gains 1 ${c.r}, paid with a pip`, () => {
      let s = turn(game({ players: [{ court: [{ id: c.id }] }] }), 'lead:CON2');
      expect(ids(s)).toContain(`pip:x:${c.id}:${c.key}`);
      s = act(s, `pip:x:${c.id}:${c.key}`);
      expect(s.players[0]!.resources.filter((r) => r === c.r)).toHaveLength(1);
      expectFired(s, c.id);
    });

    it(`${c.id}: the new action replaces Build paid with a Material in the Prelude, but not Move`, () => {
      const s = turn(game({ players: [{ court: [{ id: c.id }], resources: ['material', 'fuel'] }] }), 'lead:ADM2');
      expect(ids(s)).toContain(`res:0:x:${c.id}:${c.key}`);
      expect(ids(s)).not.toContain(`res:1:x:${c.id}:${c.key}`);
      expect(ids(s)).not.toContain(`pip:x:${c.id}:${c.key}`); // Administration has no Build
    });

    it(`${c.id}: Prelude: discard to gain ${c.r} up to your empty slots; when the supply empties, steal instead`, () => {
      // Seat 0 has 1 city off its board: 3 open slots. 3 of the 5 tokens are held by Rivals.
      let s = game({
        players: [{ court: [{ id: c.id }] }, { resources: [c.r, c.r] }, { resources: [c.r] }],
      });
      s = turn(s, 'lead:ADM2');
      s = act(s, `fx:${c.id}:use`);
      expect(s.players[0]!.resources.filter((r) => r === c.r)).toHaveLength(2);
      expect(s.courtDiscard).toContain(c.id);
      // Supply empty: the third is stolen from a Rival of your choice (or you stop).
      expectDecision(s, 'fx/fill', 0);
      expect(ids(s)).toEqual(['res:1:0', 'res:1:1', 'res:2:0', 'stop']);
      s = act(s, 'res:2:0');
      expect(s.players[0]!.resources.filter((r) => r === c.r)).toHaveLength(3);
      expect(s.players[2]!.resources[0]).toBeNull();
      expectDecision(s, 'turn/actions', 0);
    });
  }

  it('ARCS-BC02: Sworn Guardians "cannot" beats "steal the Material instead" (Rules Hierarchy)', () => {
    let s = game({ players: [{ court: [{ id: 'ARCS-BC02' }] }, { resources: ['material', 'material', 'material'], court: [{ id: 'ARCS-BC22' }] }, { resources: ['material', 'material'] }] });
    s = turn(s, 'lead:ADM2');
    s = act(s, 'fx:ARCS-BC02:use');
    // Nothing in the supply; only Yellow's Material can be stolen.
    expect(ids(s)).toEqual(['res:2:0', 'res:2:1', 'stop']);
  });
});

describe('Cartels (ARCS-BC03 Material Cartel, ARCS-BC06 Fuel Cartel)', () => {
  const CARTELS = [
    { id: 'ARCS-BC03', r: 'material' },
    { id: 'ARCS-BC06', r: 'fuel' },
  ] as const;
  for (const c of CARTELS) {
    it(`${c.id}: "You keep the ${c.r} supply on here": it adds to Tycoon for the holder`, () => {
      const s = game({ players: [{ court: [{ id: c.id }] }, { resources: [c.r] }] });
      expect(s.supply[c.r]).toBe(4);
      // 4 tokens of supply + the card's own suit icon.
      expect(ambitionCount(s, s.players[0]!, 'tycoon')).toBe(5);
      expect(ambitionCount(s, s.players[1]!, 'tycoon')).toBe(1);
    });

    it(`${c.id}: FAQ: the supply on the card counts toward ambitions but cannot be discarded for Relic Fence or be stolen`, () => {
      // The holder has no token in its slots: Relic Fence offers nothing; a Rival's Silver-Tongues finds nothing.
      let s = game({ players: [{ court: [{ id: c.id }, { id: 'ARCS-BC24' }] }, { court: [{ id: 'ARCS-BC20' }] }] });
      s = turn(s, 'lead:ADM2');
      expect(ids(s).filter((o) => o.startsWith('fx:ARCS-BC24'))).toEqual([]);
      s = play(s, 'end');
      s = turn(s, 'copy:ADM3');
      s = play(s, 'fx:ARCS-BC20:use');
      // Only the Guild cards can be stolen; no resource options.
      expect(ids(s).some((o) => o.startsWith('res:'))).toBe(false);
    });

    it(`${c.id}: after scoring, Rivals discard all ${c.r}; FAQ: even if Tycoon was not scored`, () => {
      const s = game({
        chapter: 1,
        ambitions: { warlord: ['A'] },
        players: [{ court: [{ id: c.id }], hand: [], resources: [c.r] }, { hand: [], resources: [c.r, 'relic'] }, { hand: [], resources: [c.r] }],
        stack: [{ k: 'game' }, { k: 'chapter/end', phase: 'score' }],
      });
      expect(s.chapter).toBe(2);
      expect(s.players[0]!.resources).toContain(c.r);
      expect(s.players[1]!.resources).not.toContain(c.r);
      expect(s.players[1]!.resources).toContain('relic');
      expect(s.players[2]!.resources).not.toContain(c.r);
      expectFired(s, c.id);
    });

    it(`${c.id}: Prelude: discard this to steal 1 ${c.r}`, () => {
      let s = game({ players: [{ court: [{ id: c.id }] }, { resources: ['relic', c.r] }] });
      s = turn(s, 'lead:ADM2');
      s = play(s, `fx:${c.id}:use`);
      expect(s.courtDiscard).toContain(c.id);
      expect(ids(s)).toEqual(['res:1:1']);
      s = act(s, 'res:1:1');
      expect(s.players[0]!.resources).toContain(c.r);
      expect(s.players[1]!.resources[1]).toBeNull();
    });

    it(`${c.id}: FAQ: you can discard it even if there is nothing to steal`, () => {
      let s = turn(game({ players: [{ court: [{ id: c.id }] }] }), 'lead:ADM2');
      expect(ids(s)).toContain(`fx:${c.id}:use`);
      s = play(s, `fx:${c.id}:use`);
      expect(holds(s, 0, c.id)).toBe(false);
      expectDecision(s, 'turn/actions', 0);
    });
  }

  it('two Cartels held by different players fire at once after scoring: the initiative holder orders them', () => {
    const s = game({
      initiative: 1,
      ambitions: { tycoon: ['A'] },
      players: [{ court: [{ id: 'ARCS-BC03' }], hand: [] }, { court: [{ id: 'ARCS-BC06' }], hand: [] }, { hand: [] }],
      stack: [{ k: 'game' }, { k: 'chapter/end', phase: 'score' }],
    });
    const d = expectDecision(s, 'fx/order', 1);
    expect(d.options.map((o) => say(o.label, s))).toEqual(['Material Cartel', 'Fuel Cartel']);
    const after = play(s, 'item:1');
    expectFired(after, 'ARCS-BC06');
    expectFired(after, 'ARCS-BC03');
    expect(openDecision(after)?.kind).not.toBe('fx/order');
  });
});

/**
 * Blighted Reach campaign: the events (campaign rulebook, seeds/002_…): Events "Resolving the
 * Event" p.13, Imperial Council p.14, Crises p.18, Edicts pp.20-21; card texts ARCS-AID01B-05.
 */
import { describe, expect, it } from 'vitest';
import { apply, openDecision } from '../../../src/engine/index.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { say } from '../../../src/text/say.ts';
import { wordingProblems } from '../../text/wording.ts';
import { CAMPAIGN } from '../../../src/text/en/campaign.ts';
import { bookletEdicts } from '../../../src/engine/campaign/events/edicts.ts';
import { expectDecision, optionIds, play } from '../helpers.ts';
import { clear, DIE, logText, noBlight, setUp, start, top } from './events-helpers.ts';

const g = (s: GameState, id: string, owner: number | string) => {
  const x = s.map[id as keyof GameState['map']]!.ships.find((y) => y.owner === owner);
  return { fresh: x?.fresh ?? 0, damaged: x?.damaged ?? 0 };
};
/** The message keys met by readable(), checked against the catalogue at the end. */
const met = new Set<string>();
/** Every prompt and label of the open decisions renders and reads well. */
function readable(s: GameState): void {
  for (const d of s.decisions) {
    for (const t of [d.prompt, ...d.options.map((o) => o.label)]) {
      met.add(t.key);
      const walk = (m: unknown): void => {
        if (m && typeof m === 'object') {
          if ('key' in m) met.add((m as { key: string }).key);
          Object.values(m).forEach(walk);
        }
      };
      walk(t.args);
      expect(wordingProblems(say(t, s)), say(t, s)).toEqual([]);
    }
  }
}
const policyTop = (s: GameState) => s.campaign!.rulesBooklet.find((x) => x.includes('ARCS-AID04'))![0];
/** Put the Govern card of this policy on top of its slot. */
function setPolicy(s: GameState, card: 'ARCS-AID03' | 'ARCS-AID04' | 'ARCS-AID05'): void {
  const slot = s.campaign!.rulesBooklet.find((x) => x.includes(card))!;
  slot.splice(slot.indexOf(card), 1);
  slot.unshift(card);
}

describe('Events, Resolving the Event (p.13)', () => {
  it('the initiative holder may call the Summit, then rolls both dice; a starburst resolves the Crises, the roll is kept until the event ends', () => {
    const s0 = setUp(3);
    s0.initiative = 1;
    noBlight(s0);
    const s = start(s0, { k: 'campaign/event' }, [DIE.crisis.hex, DIE.cluster(4)]);
    const d = expectDecision(s, 'campaign/event', 1);
    expect(optionIds(s)).toEqual(['summit', 'pass']);
    readable(s);
    expect(s.campaign!.eventRoll ?? null).toBeNull();
    const after = play(s, 'pass');
    expect(d.seat).toBe(1);
    expect(logText(after)).toMatch(/Crisis starburst with the hex symbol and cluster 4/);
    expect(logText(after)).toMatch(/The Crises: Blight Crises/);
    expect(after.campaign!.eventRoll).toBeNull();
    expect(top(after)).toBe('campaign/halt');
  });

  it('"Roll the event and number dice even if a Summit was not called": after a called Summit they are rolled too; a scroll resolves the Edicts', () => {
    const called = play(start(setUp(3), { k: 'campaign/event' }, [DIE.edict.arrow, DIE.cluster(2)]), 'summit');
    expect(logText(called)).toMatch(/calls the Summit/);
    // The Summit first (campaign/summit): no dice yet. Its caller opens the Negotiations and, no proposal being open, ends it.
    expect(called.campaign!.eventRoll ?? null).toBeNull();
    const s = play(called, 'negotiate', 'end');
    expect(logText(s)).toMatch(/Edict scroll with the arrow symbol and cluster 2/);
    // The Edicts: Govern the Imperial Reach asks the First Regent; the roll is kept meanwhile.
    expectDecision(s, 'campaign/govern', 0);
    expect(s.campaign!.eventRoll).toEqual({ event: { event: 'edict', symbol: 'arrow' }, number: 2 });
  });
});

describe('Crises, Blight Crises (p.18)', () => {
  it('worked example: a fresh Blight hits the fresh Imperial ship twice, destroying it, then 1 Loyal ship of each player there', () => {
    const s0 = setUp(3);
    noBlight(s0);
    const st = clear(s0, '2:gate');
    st.ships = [{ owner: 0, fresh: 2, damaged: 0 }, { owner: 1, fresh: 1, damaged: 0 }, { owner: 'empire', fresh: 1, damaged: 0 }, { owner: 'blight', fresh: 1, damaged: 0 }];
    s0.neutral!.blight.blight -= 1;
    const imperialSupply = s0.neutral!.empire.ships;
    const s = play(start(s0, { k: 'campaign/event' }, [DIE.crisis.arrow, 0]), 'pass');
    expect(g(s, '2:gate', 'empire')).toEqual({ fresh: 0, damaged: 0 });
    expect(s.neutral!.empire.ships).toBe(imperialSupply + 1);
    expect(g(s, '2:gate', 0)).toEqual({ fresh: 1, damaged: 1 });
    expect(g(s, '2:gate', 1)).toEqual({ fresh: 0, damaged: 1 });
    // The Blight is untouched and the Imperial group is gone from the list.
    expect(g(s, '2:gate', 'blight')).toEqual({ fresh: 1, damaged: 0 });
    expect(s.map['2:gate']!.ships.some((x) => x.owner === 'empire')).toBe(false);
  });

  it('fresh ships take hits before damaged ones; each remaining hit goes to EVERY player; damaged Blight deals 1; buildings are not hit', () => {
    const s0 = setUp(3);
    noBlight(s0);
    const st = clear(s0, '3:hex');
    // 2 fresh + 1 damaged Blight: 3+3+1 = 7 hits. 2 fresh Imperial ships take 4 (damage both, destroy both).
    st.ships = [{ owner: 0, fresh: 1, damaged: 1 }, { owner: 2, fresh: 3, damaged: 0 }, { owner: 'empire', fresh: 2, damaged: 0 }, { owner: 'blight', fresh: 2, damaged: 1 }];
    st.slots[0] = { owner: 0, type: 'city', damaged: false };
    const ships0 = s0.players[0]!.supply.ships;
    const s = play(start(s0, { k: 'campaign/event' }, [DIE.crisis.arrow, 0]), 'pass');
    expect(g(s, '3:hex', 'empire')).toEqual({ fresh: 0, damaged: 0 });
    // 3 hits left, to each player: seat 0 (1 fresh, 1 damaged): damage the fresh, destroy both damaged.
    expect(g(s, '3:hex', 0)).toEqual({ fresh: 0, damaged: 0 });
    expect(s.players[0]!.supply.ships).toBe(ships0 + 2);
    // Seat 2 (3 fresh): three fresh ships damaged.
    expect(g(s, '3:hex', 2)).toEqual({ fresh: 0, damaged: 3 });
    expect(s.map['3:hex']!.slots[0]).toEqual({ owner: 0, type: 'city', damaged: false });
  });

  it('with no Imperial ships the hits go straight to the players; a damaged Blight alone deals 1 hit', () => {
    const s0 = setUp(2);
    noBlight(s0);
    const st = clear(s0, '5:arrow');
    st.ships = [{ owner: 0, fresh: 0, damaged: 2 }, { owner: 1, fresh: 2, damaged: 0 }, { owner: 'blight', fresh: 0, damaged: 1 }];
    const s = play(start(s0, { k: 'campaign/event' }, [DIE.crisis.arrow, 0]), 'pass');
    expect(g(s, '5:arrow', 0)).toEqual({ fresh: 0, damaged: 1 });
    expect(g(s, '5:arrow', 1)).toEqual({ fresh: 1, damaged: 1 });
  });
});

describe('Imperial Council (p.14; ARCS-AID01B)', () => {
  it('the securer (not the initiative holder) may call a Summit; a Regent takes the First Regent tile keeping the Trust; then chooses Crises or Edicts', () => {
    const s0 = setUp(3);
    s0.campaign!.trust = ['relic', 'fuel'];
    s0.campaign!.council = 'decided';
    noBlight(s0);
    let s = start(s0, { k: 'campaign/council', seat: 2 });
    expectDecision(s, 'campaign/council', 2);
    readable(s);
    s = play(s, 'pass');
    expect(s.campaign!.firstRegent).toBe(2);
    expect(s.campaign!.trust).toEqual(['relic', 'fuel']);
    expectDecision(s, 'campaign/council', 2);
    expect(optionIds(s)).toEqual(['crises', 'edicts']);
    readable(s);
    s = play(s, 'crises');
    expect(logText(s)).toMatch(/The Crises: Blight Crises/);
    // The Court Crises rolled the dice (no Event card rolled them); the event is over, so they are put away.
    expect(logText(s)).toMatch(/The event and number dice show/);
    expect(s.campaign!.eventRoll).toBeNull();
    expect(top(s)).toBe('campaign/halt');
  });

  it('the Council goes back to the Court on its Decided side if it is still with the securer', () => {
    const s0 = setUp(3);
    s0.court = s0.court.filter((c) => c.card !== 'ARCS-AID01');
    s0.players[1]!.court.push({ id: 'ARCS-AID01', tokens: [] });
    const s = start(s0, { k: 'campaign/council', seat: 1 });
    expect(s.court[0]!.card).toBe('ARCS-AID01');
    expect(s.players[1]!.court).toEqual([]);
    expect(s.campaign!.council).toBe('decided');
  });

  it('theft example: an Outlaw steals 3 resources from the Trust and the (new) First Regent loses 3 Power, going negative', () => {
    const s0 = setUp(3);
    s0.players[0]!.title = 'outlaw';
    s0.players[0]!.boardCities = 2; // 3 cities built: all 6 resource slots open and empty
    s0.campaign!.firstRegent = 1;
    s0.players[1]!.power = 1;
    s0.campaign!.trust = ['relic', 'fuel', 'relic', 'weapon'];
    let s = play(start(s0, { k: 'campaign/council', seat: 0 }), 'pass');
    // Step 2 does nothing for an Outlaw; step 3 asks what to steal, one at a time ("up to": they may stop).
    expectDecision(s, 'campaign/council', 0);
    expect(optionIds(s)).toEqual(['steal:fuel', 'steal:relic', 'steal:weapon', 'stop'].sort((x, y) => optionIds(s).indexOf(x) - optionIds(s).indexOf(y)));
    expect(new Set(optionIds(s))).toEqual(new Set(['steal:fuel', 'steal:weapon', 'steal:relic', 'stop']));
    readable(s);
    s = play(s, 'steal:relic', 'steal:relic', 'steal:weapon', 'stop');
    while (openDecision(s)?.kind === 'res/arrange') s = play(s, optionIds(s)[0]!);
    expect(s.campaign!.firstRegent).toBe(1);
    expect(s.players[1]!.power).toBe(-2);
    expect(s.campaign!.trust).toEqual(['fuel']);
    expect(s.players[0]!.resources.filter(Boolean).sort()).toEqual(['relic', 'relic', 'weapon']);
    expectDecision(s, 'campaign/council', 0);
    expect(optionIds(s)).toEqual(['crises', 'edicts']);
  });

  it('an Outlaw steals only up to their number of empty resource slots', () => {
    const s0 = setUp(3);
    s0.players[0]!.title = 'outlaw';
    s0.players[0]!.boardCities = 3; // 2 cities built: 4 open resource slots, 1 empty
    s0.players[0]!.resources = ['fuel', 'fuel', 'fuel', null, null, null];
    s0.campaign!.firstRegent = 1;
    s0.campaign!.trust = ['relic', 'fuel', 'material', 'weapon', 'psionic'];
    let s = play(start(s0, { k: 'campaign/council', seat: 0 }), 'pass');
    expect(optionIds(s)).toContain('steal:relic');
    s = play(s, 'steal:relic');
    // Full: no more stealing, straight on (after rearranging) to step 4.
    while (openDecision(s)?.kind === 'res/arrange') s = play(s, optionIds(s)[0]!);
    expect(optionIds(s)).toEqual(['crises', 'edicts']);
    expect(s.campaign!.trust).toHaveLength(4);
    expect(s.players[1]!.power).toBe(-1);
  });

  it('a Regent securer steals nothing even with a Trust and empty slots', () => {
    const s0 = setUp(3);
    s0.campaign!.firstRegent = 1;
    s0.campaign!.trust = ['relic'];
    const s = play(start(s0, { k: 'campaign/council', seat: 0 }), 'pass');
    expect(optionIds(s)).toEqual(['crises', 'edicts']);
    expect(s.campaign!.firstRegent).toBe(0);
    expect(s.campaign!.trust).toEqual(['relic']);
  });

  it('a Regent securer who already holds the tile keeps it; choosing the Edicts resolves them', () => {
    const s0 = setUp(3);
    let s = play(start(s0, { k: 'campaign/council', seat: 0 }), 'pass', 'edicts');
    expect(s.campaign!.firstRegent).toBe(0);
    expectDecision(s, 'campaign/govern', 0);
    s = play(s, 'enforce');
    while (openDecision(s)) s = play(s, optionIds(s)[0]!);
    expect(top(s)).toBe('campaign/halt');
    expect(s.campaign!.eventRoll).toBeNull();
  });
});

describe('Edicts: Govern the Imperial Reach (pp.20-21; ARCS-AID03-05)', () => {
  it('Peace Demand example: a Relic from Mikah, a Psionic from Baz, a Favor from Dane; Lotus has none to add. Celebrate Regency: 5 cities built gives 5 Power, 3 gives none', () => {
    const s0 = setUp(4);
    setPolicy(s0, 'ARCS-AID04');
    const [lotus, mikah, baz, dane] = [0, 1, 2, 3];
    s0.initiative = lotus;
    s0.players[mikah]!.resources[0] = 'relic';
    s0.players[baz]!.resources[0] = 'psionic';
    s0.players[baz]!.resources[1] = 'fuel';
    s0.players[mikah]!.boardCities = 0;
    s0.players[baz]!.boardCities = 2;
    s0.players[dane]!.boardCities = 1;
    const power = s0.players.map((p) => p.power);
    const agents = s0.players[dane]!.supply.agents;
    let s = start(s0, { k: 'campaign/edicts' });
    expectDecision(s, 'campaign/govern', lotus);
    readable(s);
    expect(optionIds(s)).toEqual(['enforce', 'change:ARCS-AID03', 'change:ARCS-AID05']);
    s = play(s, 'enforce');
    expect(s.campaign!.trust).toEqual(['relic', 'psionic']);
    expect(s.players[mikah]!.resources[0]).toBeNull();
    expect(s.players[baz]!.resources.filter(Boolean)).toEqual(['fuel']);
    expect(s.campaign!.seats[lotus]!.favors).toEqual([0, 0, 0, 1]);
    expect(s.players[dane]!.supply.agents).toBe(agents - 1);
    expect(s.players.map((p, i) => p.power - power[i]!)).toEqual([0, 5, 0, 2]);
    expect(top(s)).toBe('campaign/halt');
  });

  it('Escalation: the First Regent chooses which resource; they must add 1 of their own; Outlaws pay nothing; Requisition Ships in an Empire-controlled system', () => {
    const s0 = setUp(3);
    setPolicy(s0, 'ARCS-AID05');
    s0.players[0]!.resources[0] = 'weapon';
    s0.players[0]!.resources[1] = 'fuel';
    s0.players[1]!.resources[0] = 'material';
    s0.players[1]!.resources[1] = 'fuel';
    s0.players[2]!.title = 'outlaw';
    s0.players[2]!.resources[0] = 'material';
    let s = play(start(s0, { k: 'campaign/edicts' }), 'enforce');
    // Seat 0 (the First Regent, first in turn order) adds one of their own: a choice of two.
    expectDecision(s, 'campaign/govern', 0);
    expect(optionIds(s)).toEqual(['res:weapon', 'res:fuel'].filter((x) => optionIds(s).includes(x)));
    expect(new Set(optionIds(s))).toEqual(new Set(['res:weapon', 'res:fuel']));
    readable(s);
    s = play(s, 'res:fuel');
    expectDecision(s, 'campaign/govern', 0);
    expect(new Set(optionIds(s))).toEqual(new Set(['res:material', 'res:fuel']));
    s = play(s, 'res:material');
    expect(s.campaign!.trust).toEqual(['fuel', 'material']);
    expect(s.players[2]!.resources[0]).toBe('material');
    // Requisition Ships: Imperial ships are on the map after setup, so the Empire controls systems: a choice.
    expectDecision(s, 'campaign/govern', 0);
    readable(s);
    const target = optionIds(s)[0]!.slice(4);
    const before = g(s, target, 'empire').fresh;
    const supply = s.neutral!.empire.ships;
    s = play(s, optionIds(s)[0]!);
    expect(g(s, target, 'empire').fresh).toBe(before + 2);
    expect(s.neutral!.empire.ships).toBe(supply - 2);
  });

  it('Requisition Ships with no Empire-controlled system: at a Loyal starport of the First Regent', () => {
    const s0 = setUp(2);
    setPolicy(s0, 'ARCS-AID05');
    for (const [id, st] of Object.entries(s0.map)) {
      const e = st!.ships.find((x) => x.owner === 'empire');
      if (e) { s0.neutral!.empire.ships += e.fresh + e.damaged; st!.ships = st!.ships.filter((x) => x !== e); }
      st!.slots = st!.slots.map((b) => (b?.owner === 0 && b.type === 'starport' ? null : b));
      void id;
    }
    clear(s0, '4:crescent').slots[0] = { owner: 0, type: 'starport', damaged: false };
    let s = play(start(s0, { k: 'campaign/edicts' }), 'enforce');
    // Nobody has the Demand: seat 1 gives a Favor; the ships go to the only Loyal starport.
    while (openDecision(s)?.kind === 'campaign/govern' && !optionIds(s).some((x) => x.startsWith('sys:'))) s = play(s, optionIds(s)[0]!);
    expect(g(s, '4:crescent', 'empire')).toEqual({ fresh: 2, damaged: 0 });
  });

  it('War: Trophies or Captives but not Regent or Imperial pieces, to the First Regent\'s boxes; Distribute Arms: a Weapon to each Regent, from the Trust once the supply is empty', () => {
    const s0 = setUp(3);
    setPolicy(s0, 'ARCS-AID03');
    s0.players[2]!.title = 'outlaw';
    const p1 = s0.players[1]!;
    p1.trophies = [{ owner: 'empire', piece: 'ship', count: 2 }, { owner: 0, piece: 'ship', count: 1 }, { owner: 2, piece: 'city', count: 1 }, { owner: 'free', piece: 'starport', count: 1 }];
    p1.captives = [1, 0, 1];
    s0.players[0]!.trophies = [{ owner: 2, piece: 'ship', count: 1 }];
    s0.supply.weapon = 1;
    s0.campaign!.trust = ['weapon', 'relic'];
    let s = play(start(s0, { k: 'campaign/edicts' }), 'enforce');
    // The First Regent takes nothing from themself in War; from seat 1: not Imperial, not Regent (seat 0) pieces.
    expectDecision(s, 'campaign/govern', 0);
    expect(new Set(optionIds(s))).toEqual(new Set(['trophy:2:city', 'trophy:free:starport', 'captive:2']));
    readable(s);
    s = play(s, 'captive:2');
    expect(s.players[1]!.captives).toEqual([1, 0, 0]);
    expect(s.players[0]!.captives[2]).toBe(1);
    expect(s.players[0]!.trophies).toEqual([{ owner: 2, piece: 'ship', count: 1 }]);
    // Distribute Arms: 2 Regents (seats 0, 1): one Weapon from the supply, one from the Trust.
    while (openDecision(s)?.kind === 'res/arrange') s = play(s, optionIds(s)[0]!);
    expect(s.supply.weapon).toBe(0);
    expect(s.campaign!.trust).toEqual(['relic']);
    expect(s.players[0]!.resources.filter((r) => r === 'weapon')).toHaveLength(1);
    expect(s.players[1]!.resources.filter((r) => r === 'weapon')).toHaveLength(1);
    expect(s.players[2]!.resources.filter((r) => r === 'weapon')).toHaveLength(0);
  });

  it('War: the First Regent chooses which Trophy, into their Trophies box; with too few Weapons the First Regent chooses who gets them', () => {
    const s0 = setUp(3);
    setPolicy(s0, 'ARCS-AID03');
    s0.players[1]!.trophies = [{ owner: 'blight', piece: 'blight', count: 1 }, { owner: 'free', piece: 'city', count: 1 }];
    s0.players[2]!.trophies = [{ owner: 'free', piece: 'starport', count: 2 }, { owner: 0, piece: 'ship', count: 1 }];
    s0.supply.weapon = 1;
    let s = play(start(s0, { k: 'campaign/edicts' }), 'enforce');
    expect(new Set(optionIds(s))).toEqual(new Set(['trophy:blight:blight', 'trophy:free:city']));
    readable(s);
    s = play(s, 'trophy:blight:blight');
    // Seat 2's only Demand piece (not the Regent's ship) is taken without asking.
    expect(s.players[0]!.trophies).toEqual([{ owner: 'free', piece: 'starport', count: 1 }, { owner: 'blight', piece: 'blight', count: 1 }]);
    expect(s.players[1]!.trophies).toEqual([{ owner: 'free', piece: 'city', count: 1 }]);
    expect(s.players[2]!.trophies).toEqual([{ owner: 'free', piece: 'starport', count: 1 }, { owner: 0, piece: 'ship', count: 1 }]);
    expect(s.campaign!.seats[0]!.favors).toBeUndefined();
    expectDecision(s, 'campaign/govern', 0);
    expect(openDecision(s)!.pick).toEqual({ t: 'many', min: 1, max: 1 });
    readable(s);
    s = play(s, 'seat:2');
    while (openDecision(s)?.kind === 'res/arrange') s = play(s, optionIds(s)[0]!);
    expect(s.players[2]!.resources.filter((r) => r === 'weapon')).toHaveLength(1);
    expect(s.players[0]!.resources.filter((r) => r === 'weapon')).toHaveLength(0);
  });

  it('a Rival Regent with none of the Demand and no agents: the First Regent may make them an Outlaw (or not)', () => {
    const s0 = setUp(3);
    setPolicy(s0, 'ARCS-AID04');
    s0.players[1]!.supply.agents = 0;
    s0.players[2]!.supply.agents = 0;
    let s = play(start(s0, { k: 'campaign/edicts' }), 'enforce');
    expectDecision(s, 'campaign/govern', 0);
    expect(optionIds(s)).toEqual(['outlaw', 'spare']);
    readable(s);
    s = play(s, 'outlaw', 'spare');
    expect(s.players[1]!.title).toBe('outlaw');
    expect(s.players[2]!.title).toBe('regent');
    expect(s.campaign!.seats[0]!.favors).toBeUndefined();
  });

  it('change: the First Regent puts one of the other two cards on top; nothing is collected', () => {
    const s0 = setUp(3);
    setPolicy(s0, 'ARCS-AID04');
    s0.players[1]!.resources[0] = 'relic';
    const s = play(start(s0, { k: 'campaign/edicts' }), 'change:ARCS-AID03');
    expect(policyTop(s)).toBe('ARCS-AID03');
    expect(s.campaign!.rulesBooklet.find((x) => x.includes('ARCS-AID04'))).toHaveLength(3);
    expect(s.players[1]!.resources[0]).toBe('relic');
    expect(s.campaign!.trust).toEqual([]);
    expect(top(s)).toBe('campaign/halt');
  });

  it('no First Regent (the tile is in the supply, Summits p.16): nobody enforces or changes the Policy', () => {
    const s0 = setUp(3);
    s0.campaign!.firstRegent = null;
    s0.players[1]!.resources[0] = 'relic';
    const s = start(s0, { k: 'campaign/edicts' });
    expect(top(s)).toBe('campaign/halt');
    expect(logText(s)).toMatch(/no First Regent/);
    expect(s.players[1]!.resources[0]).toBe('relic');
  });

  it('a refused answer changes nothing and is a typed rule error', () => {
    const s = start(setUp(3), { k: 'campaign/edicts' });
    const d = openDecision(s)!;
    const r = apply(s, { t: 'answer', seat: d.seat, choice: 'change:ARCS-AID04', openedAt: d.openedAt });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toMatch(/^rule\//);
  });
});

describe('Edicts: order and Guild Envoys Depart (p.20; ARCS-AID02)', () => {
  it('lowest number first: Guild Envoys Depart (00) before Govern the Imperial Reach (03); only the top Govern card counts', () => {
    const s = setUp(2);
    expect(bookletEdicts(s)).toEqual(['ARCS-AID02', s.campaign!.rulesBooklet[1]![0]]);
    s.campaign!.rulesBooklet = [s.campaign!.rulesBooklet[1]!, ['ARCS-AID02']];
    expect(bookletEdicts(s)[0]).toBe('ARCS-AID02');
  });

  it('Guild Envoys Depart buries the Guild cards with no agents (not Vox cards, not the Council), then refills the Court', () => {
    const s0 = setUp(2);
    const guilds = ['ARCS-CC01', 'ARCS-CC02', 'ARCS-CC03'];
    s0.courtDeck = s0.courtDeck.filter((c) => !guilds.includes(c) && c !== 'ARCS-CC13');
    const deckTop = s0.courtDeck.slice(0, 2);
    s0.court = [
      { card: 'ARCS-AID01', agents: [0, 0] },
      { card: guilds[0]!, agents: [0, 0] },
      { card: guilds[1]!, agents: [0, 1] },
      { card: 'ARCS-CC13', agents: [0, 0] },
      { card: guilds[2]!, agents: [0, 0] },
    ];
    const s = start(s0, { k: 'campaign/edicts' });
    expect(s.court.map((c) => c.card)).toEqual(['ARCS-AID01', deckTop[0], guilds[1], 'ARCS-CC13', deckTop[1]]);
    expect(s.courtDeck.slice(-2)).toEqual([guilds[0], guilds[2]]);
    expectDecision(s, 'campaign/govern', 0);
  });
});

describe('what the events say', () => {
  it('every campaign.events key is met by the scenarios above (and reads well there)', () => {
    expect([...met].filter((k) => k.startsWith('campaign.events.')).sort()).toEqual(Object.keys(CAMPAIGN).filter((k) => k.startsWith('campaign.events.')).sort());
  });
});

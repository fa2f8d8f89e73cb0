/**
 * The Advocate's Fate Set (ARCS-F401…F426): every card's printed text as a scenario, with its FAQ
 * entries (faq.csv: Guild Overseers, Advocate's Demand, Guild Negotiations, Diplomatic Fiasco) and
 * errata (Guild Loyalty). The frames that call these hooks (Crises, Edicts, chapter end, the turn
 * menu) belong to other areas: the hooks are called directly and the frames they return are run.
 */
import { describe, expect, it } from 'vitest';
import { ADVOCATE, advocates, heldIds, hold, setCourt } from './advocate-helpers.ts';
import { answer, ids, runFrames, seen } from './steward-helpers.ts';
import { cardEffect, copyTriggers, newActionsFor, notePreludeUsed, permits, preludeOptions, bookletEffects } from '../../../../src/engine/effects.ts';
import { resolveFateNow, setUpFateNow, grandAmbitionsFulfilled } from '../../../../src/engine/campaign/fates/framework.ts';
import { ADVOCATE_HANDLERS, advocateGrandAmbitions, demandTargets, guildStanding, placedForDeclared, suitsLed } from '../../../../src/engine/campaign/fates/advocate.ts';
import { ambitionCount, scoreAmbitions } from '../../../../src/engine/frames/chapter.ts';
import { onFired } from '../../../../src/engine/fired.ts';
import { provokeOutrage } from '../../../../src/engine/frames/outrage.ts';
import { CAMPAIGN } from '../../../../src/text/en/campaign.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import type { FrameOf, GameState } from '../../../../src/engine/types.ts';

const fx = (id: string) => cardEffect(id)!;
const roll = (symbol: 'arrow' | 'crescent' | 'hex', number: 1 | 2 | 3 | 4 | 5 | 6 = 1): EventRoll => ({ event: { event: 'crisis', symbol }, number });
const menu = {} as FrameOf<'turn/actions'>;
const marker = (s: GameState) => s.campaign!.seats[0]!.marker;
/** Declare an ambition with the first available marker (no triggers). */
const declared = (s: GameState, a: 'tycoon' | 'keeper' | 'empath' | 'warlord' | 'tyrant', i = 0) => s.ambitions[a].push(s.markers[i]!.id);

describe('Advocate Act I Setup (F401A) and objective (F401B)', () => {
  it('F401A: gain Guild Investigators (02) and Guild Overseers (03); the objective F401B starts at 18', () => {
    const s = advocates(3);
    expect(s.campaign!.seats[0]!.playArea).toEqual(['ARCS-F402', 'ARCS-F403']);
    expect(s.campaign!.seats[0]!.objective).toBe('ARCS-F401B');
    expect(marker(s)).toBe(18);
  });

  it('F401B: with Guild Overseers, using the Prelude of a Guild card that discards itself advances 3', () => {
    const s = advocates(3);
    hold(s, 0, 'ARCS-F110'); // Lesser Regent: "Prelude: You may discard this to declare any ambition."
    const frames = fx('ARCS-F110').prelude!.take(s, 0, 'use', menu);
    expect(frames[0]!.k).toBe('fx/declare');
    notePreludeUsed(s, 0, 'ARCS-F110');
    expect(marker(s)).toBe(15);
  });

  it('F401B: no advance without Guild Overseers, nor for a Prelude that does not discard its card (a Liaison attaches itself)', () => {
    const s = advocates(3);
    s.campaign!.seats[0]!.playArea = ['ARCS-F402'];
    hold(s, 0, 'ARCS-F110');
    fx('ARCS-F110').prelude!.take(s, 0, 'use', menu);
    notePreludeUsed(s, 0, 'ARCS-F110');
    expect(marker(s)).toBe(18);
    const t = advocates(3);
    hold(t, 0, 'ARCS-F405');
    fx('ARCS-F405').prelude!.take(t, 0, 'use', menu);
    notePreludeUsed(t, 0, 'ARCS-F405');
    expect(marker(t)).toBe(18);
  });
});

describe('Guild Investigators (F402): Recover (Move)', () => {
  it('attaches the topmost Guild card of the Court discard pile to a Court card with no agents; with Overseers it advances 2 (F401B)', () => {
    const s = advocates(3);
    setCourt(s, ['ARCS-CC11', 'ARCS-CC12', 'ARCS-CC13']);
    s.court[0]!.agents[1] = 1;
    s.courtDiscard = ['ARCS-CC01', 'ARCS-CC03', 'ARCS-CC11'];
    // Overseers: placed for a declared ambition (Tycoon, with a Material).
    declared(s, 'tycoon');
    s.players[0]!.resources = ['material', null, null, null, null, null] as never;
    const recover = newActionsFor(s, 0, 'move');
    expect(recover.map((x) => x.card)).toEqual(['ARCS-F402']);
    s.stack.push(...recover[0]!.action.start(s, 0));
    expect(marker(s)).toBe(16);
    const t = runFrames(s, []);
    // The topmost Guild card (the pile's last Guild card), onto a card with no agents and nothing attached.
    expect(ids(t)).toEqual(['slot:1', 'slot:2']);
    const u = answer(t, 'slot:2');
    expect(u.court[2]!.attached).toEqual(['ARCS-CC03']);
    expect(u.courtDiscard).toEqual(['ARCS-CC01', 'ARCS-CC11']);
  });

  it('not offered without a Guild card in the discard pile or without a Court card free of agents', () => {
    const s = advocates(3);
    s.campaign!.seats[0]!.playArea = ['ARCS-F402'];
    setCourt(s, ['ARCS-CC11']);
    s.courtDiscard = ['ARCS-CC11'];
    expect(newActionsFor(s, 0, 'move')).toEqual([]);
    s.courtDiscard = ['ARCS-CC05'];
    expect(newActionsFor(s, 0, 'move').length).toBe(1);
    s.court[0]!.agents[2] = 1;
    expect(newActionsFor(s, 0, 'move')).toEqual([]);
  });
});

describe('Guild Overseers (F403)', () => {
  it('Guild card actions need first or second place for a declared ambition (Recover and Preludes are blocked otherwise)', () => {
    const s = advocates(3);
    setCourt(s, ['ARCS-CC11']);
    s.courtDiscard = ['ARCS-CC05'];
    hold(s, 0, 'ARCS-F110');
    expect(newActionsFor(s, 0, 'move')).toEqual([]);
    expect(preludeOptions(s, 0, menu)).toEqual([]);
    expect(permits(s, 0, { t: 'guild-action', card: 'ARCS-F402' })).toBe(false);
    // Rivals are not bound by the Advocate's Overseers.
    expect(permits(s, 1, { t: 'guild-action', card: 'ARCS-F402' })).toBe(true);
    declared(s, 'keeper');
    s.players[0]!.resources = ['relic', null, null, null, null, null] as never;
    expect(placedForDeclared(s, 0)).toBe(true);
    expect(newActionsFor(s, 0, 'move').length).toBe(1);
    expect(preludeOptions(s, 0, menu).map((o) => o.id)).toContain('fx:ARCS-F110:use');
  });

  it('FAQ: second place for the lowest ambition (0 Power) fulfils the requirement', () => {
    const s = advocates(3);
    // The marker whose second place gives 0 Power.
    const low = s.markers.findIndex((m) => m.id.endsWith('1') || m.id.includes('2-0') || m.id.includes('3-2'));
    declared(s, 'tycoon', Math.max(0, low));
    s.players[1]!.resources = ['material', 'material', null, null, null, null] as never;
    s.players[0]!.resources = ['material', null, null, null, null, null] as never;
    expect(placedForDeclared(s, 0)).toBe(true);
    s.players[2]!.resources = ['material', null, null, null, null, null] as never;
    // A tie for second gives nobody second place.
    expect(placedForDeclared(s, 0)).toBe(false);
  });

  it('FAQ: card abilities like Galactic Bards are not blocked (only Prelude and new actions)', () => {
    const s = advocates(3);
    hold(s, 0, 'ARCS-F117');
    expect(fx('ARCS-F117').onPlay).toBeDefined();
    expect(permits(s, 0, { t: 'steal', victim: 1, thing: { resource: true } })).toBe(true);
    expect(fx('ARCS-F403').rule!(s, 0, 0, { t: 'declare' })).toBeNull();
  });

  it('When Secured: take any 1 Guild card from the Court deck or discard pile (a secret choice); the searched deck is shuffled', () => {
    const s = advocates(3);
    s.courtDeck = ['ARCS-CC11', 'ARCS-CC01', 'ARCS-CC12', 'ARCS-CC07'];
    s.courtDiscard = ['ARCS-CC05', 'ARCS-CC13'];
    const t = runFrames(s, fx('ARCS-F403').whenSecured!(s, 1));
    expect(t.decisions[0]!.seat).toBe(1);
    expect(ids(t)).toEqual(['deck:ARCS-CC01', 'deck:ARCS-CC07', 'discard:ARCS-CC05']);
    const u = answer(t, 'deck:ARCS-CC07');
    expect(heldIds(u, 1)).toEqual(['ARCS-CC07']);
    expect([...u.courtDeck].sort()).toEqual(['ARCS-CC01', 'ARCS-CC11', 'ARCS-CC12']);
    const v = answer(t, 'discard:ARCS-CC05');
    expect(heldIds(v, 1)).toEqual(['ARCS-CC05']);
    expect(v.courtDiscard).toEqual(['ARCS-CC13']);
  });
});

describe('Advocate Act I Resolution (F404)', () => {
  it('completed: Guild Overseers, the 5 Liaisons and Diplomatic Fiasco go to the Court deck; Guild Struggle is scrapped', () => {
    const s = advocates(3);
    resolveFateNow(s, 0, 1, true);
    for (const id of ['ARCS-F403', 'ARCS-F405', 'ARCS-F406', 'ARCS-F407', 'ARCS-F408', 'ARCS-F409', 'ARCS-F410']) expect(s.courtDeck).toContain(id);
    expect(s.campaign!.scrap).toContain('ARCS-F411');
    expect(s.campaign!.seats[0]!.playArea).toEqual(['ARCS-F402']);
  });

  it('failed: Overseers to the Court deck; the Liaison of each suit the Advocate has more of than each Rival; the rest and Fiasco scrapped; Guild Struggle to the deck', () => {
    const s = advocates(3);
    // Advocate: Investigators (psionic, in play), 2 fuel, 1 weapon. Rivals: 1 fuel, 1 weapon; 1 relic.
    hold(s, 0, 'ARCS-CC03', 'ARCS-CC04', 'ARCS-CC05');
    hold(s, 1, 'ARCS-CC06', 'ARCS-CC10');
    hold(s, 2, 'ARCS-CC08');
    resolveFateNow(s, 0, 1, false);
    // Psionic: 1 vs 1 (seat 2): not more. Fuel 2 vs 0/0: yes. Weapon 1 vs 1: no. Relic: Overseers left first.
    expect(suitsLed(s, 0)).toEqual(['fuel']);
    expect(s.courtDeck).toContain('ARCS-F406');
    expect(s.courtDeck).toContain('ARCS-F403');
    expect(s.courtDeck).toContain('ARCS-F411');
    for (const id of ['ARCS-F405', 'ARCS-F407', 'ARCS-F408', 'ARCS-F409', 'ARCS-F410']) expect(s.campaign!.scrap).toContain(id);
  });
});

describe('The Liaisons (F405-F409)', () => {
  it('F405-F409: "When you Copy to <action>, you may gain 1 <resource>" (each its own action)', () => {
    const s = advocates(3);
    hold(s, 0, 'ARCS-F405', 'ARCS-F406', 'ARCS-F407', 'ARCS-F408', 'ARCS-F409');
    s.round = { plays: [{ seat: 0, card: 'administration-3', mode: 'copy' }] } as never;
    expect(copyTriggers(s, 0, 'build').map((f) => (f as { card: string }).card)).toEqual(['ARCS-F405']);
    expect(copyTriggers(s, 0, 'move').map((f) => (f as { card: string }).card)).toEqual(['ARCS-F406']);
    expect(copyTriggers(s, 0, 'battle').map((f) => (f as { card: string }).card)).toEqual(['ARCS-F407']);
    expect(copyTriggers(s, 0, 'secure').map((f) => (f as { card: string }).card)).toEqual(['ARCS-F408']);
    expect(copyTriggers(s, 0, 'influence').map((f) => (f as { card: string }).card)).toEqual(['ARCS-F409']);
    expect(copyTriggers(s, 0, 'tax')).toEqual([]);
    // Not when leading or Pivoting.
    s.round = { plays: [{ seat: 0, card: 'administration-3', mode: 'pivot' }] } as never;
    expect(copyTriggers(s, 0, 'build')).toEqual([]);
  });

  it('the gain is optional: yes gains the resource', () => {
    const s = advocates(3);
    s.players[0]!.resources = [null, null, null, null, null, null] as never;
    const t = runFrames(s, [{ k: 'campaign/advocate-gain', seat: 0, card: 'ARCS-F405', resource: 'material' }]);
    expect(ids(t)).toEqual(['yes', 'no']);
    expect(answer(t, 'yes').players[0]!.resources).toContain('material');
    expect(answer(t, 'no').players[0]!.resources).not.toContain('material');
  });

  it('Prelude: attach this to a Court card with no agents to declare the printed ambition', () => {
    const s = advocates(3);
    s.campaign!.seats[0]!.playArea = []; // no Overseers
    setCourt(s, ['ARCS-CC11', 'ARCS-CC12']);
    s.court[0]!.agents[1] = 2;
    hold(s, 0, 'ARCS-F408');
    expect(preludeOptions(s, 0, menu).map((o) => o.id)).toEqual(['fx:ARCS-F408:use']);
    const t = runFrames(s, fx('ARCS-F408').prelude!.take(s, 0, 'use', menu));
    expect(ids(t)).toEqual(['slot:1']);
    const u = answer(t, 'slot:1');
    expect(u.court[1]!.attached).toEqual(['ARCS-F408']);
    expect(heldIds(u, 0)).toEqual([]);
    expect(u.ambitions.keeper.length).toBe(1);
  });

  it('no Prelude with no Court card free of agents, or with every ambition marker placed', () => {
    const s = advocates(3);
    s.campaign!.seats[0]!.playArea = [];
    setCourt(s, ['ARCS-CC11']);
    hold(s, 0, 'ARCS-F405');
    s.court[0]!.agents[2] = 1;
    expect(preludeOptions(s, 0, menu)).toEqual([]);
    s.court[0]!.agents[2] = 0;
    s.court[0]!.attached = ['ARCS-CC12'];
    expect(preludeOptions(s, 0, menu)).toEqual([]);
  });
});

describe('Diplomatic Fiasco (F410)', () => {
  it('Crisis: each player with more Guild cards than agents in supply discards down (protected ones count, not discarded); the card is buried', () => {
    const s = advocates(3);
    setCourt(s, ['ARCS-F410', 'ARCS-CC11']);
    s.court[0]!.agents[0] = 1;
    s.players[0]!.supply.agents = 2; // +1 returned from the card first (FAQ) = 3; 2 protected + 2 held = 4
    hold(s, 0, 'ARCS-CC01', 'ARCS-CC03');
    const t = runFrames(s, fx('ARCS-F410').crisis!(s, null, roll('hex')));
    expect(t.courtDeck[t.courtDeck.length - 1]).toBe('ARCS-F410');
    expect(t.players[0]!.supply.agents).toBe(3);
    expect(ids(t)).toEqual(['card:ARCS-CC01', 'card:ARCS-CC03']);
    const u = answer(t, 'card:ARCS-CC03');
    expect(heldIds(u, 0)).toEqual(['ARCS-CC01']);
    expect(u.campaign!.seats[0]!.playArea).toEqual(['ARCS-F402', 'ARCS-F403']);
  });

  it('When Secured: Rivals resolve the Crisis', () => {
    const s = advocates(2);
    s.players[1]!.supply.agents = 0;
    hold(s, 1, 'ARCS-CC01');
    s.players[0]!.supply.agents = 0;
    hold(s, 0, 'ARCS-CC03');
    const t = runFrames(s, fx('ARCS-F410').whenSecured!(s, 0));
    expect(heldIds(t, 1)).toEqual([]);
    expect(heldIds(t, 0)).toEqual(['ARCS-CC03']);
    expect(fx('ARCS-F410').afterSecured).toBe('bury');
  });
});

describe('Guild Struggle (F411)', () => {
  it('Crisis: in turn order each player gives 1 Guild card to their left, never the card they were given; then it is buried', () => {
    const s = advocates(3);
    s.initiative = 0;
    setCourt(s, ['ARCS-F411', 'ARCS-CC11']);
    hold(s, 0, 'ARCS-CC01', 'ARCS-CC03');
    hold(s, 1, 'ARCS-CC05');
    const t = runFrames(s, fx('ARCS-F411').crisis!(s, null, roll('arrow')));
    expect(t.courtDeck[t.courtDeck.length - 1]).toBe('ARCS-F411');
    // Seat 0 chooses among its non-protected cards (Investigators and Overseers are protected).
    expect(ids(t)).toEqual(['card:ARCS-CC01', 'card:ARCS-CC03']);
    const u = answer(t, 'card:ARCS-CC03');
    // Seat 1 had CC05 and was given CC03: it must give CC05 (its only choice: given at once); seat 2 was given CC05 and has
    // nothing else, so it gives nothing.
    expect(heldIds(u, 0)).toEqual(['ARCS-CC01']);
    expect(heldIds(u, 1)).toEqual(['ARCS-CC03']);
    expect(heldIds(u, 2)).toEqual(['ARCS-CC05']);
  });

  it('When Secured: you may steal 1 Guild card from a Rival, then the Guild cards of the discard pile are shuffled into the deck; buried after', () => {
    const s = advocates(2);
    hold(s, 1, 'ARCS-CC05');
    s.courtDiscard = ['ARCS-CC01', 'ARCS-CC11'];
    const t = runFrames(s, fx('ARCS-F411').whenSecured!(s, 0));
    expect(ids(t)).toContain('none');
    const u = answer(t, ids(t).find((x) => x.includes('ARCS-CC05'))!);
    expect(heldIds(u, 0)).toEqual(['ARCS-CC05']);
    expect(u.courtDiscard).toEqual(['ARCS-CC11']);
    expect(u.courtDeck).toContain('ARCS-CC01');
    expect(fx('ARCS-F411').afterSecured).toBe('bury');
  });
});

describe('Advocate Act II Setup (F412A) and objective (F412B)', () => {
  it('F412A: Advocate\'s Demand (13) and Guild Negotiations (14) join the rules booklet; the objective F412B starts at 12', () => {
    const s = advocates(3);
    s.campaign!.act = 2;
    setUpFateNow(s, 0, 2);
    expect(s.campaign!.rulesBooklet.flat()).toEqual(expect.arrayContaining(['ARCS-F413', 'ARCS-F414']));
    expect(s.campaign!.seats[0]!.objective).toBe('ARCS-F412B');
    expect(marker(s)).toBe(12);
    expect(bookletEffects(s).map((x) => x.card)).toContain('ARCS-F413');
  });

  it('F412B: at a chapter\'s end, advance 1 per different suit of Guild card and 1 per Rival with fewer Guild cards', () => {
    const s = advocates(3);
    s.campaign!.seats[0]!.objective = 'ARCS-F412B';
    s.campaign!.seats[0]!.marker = 12;
    // Psionic + relic (in play) + material: 3 suits, 3 cards… 5 cards in all; Rivals 1 and 5.
    hold(s, 0, 'ARCS-CC01', 'ARCS-CC02', 'ARCS-CC07');
    hold(s, 1, 'ARCS-CC03');
    hold(s, 2, 'ARCS-CC04', 'ARCS-CC05', 'ARCS-CC06', 'ARCS-CC08', 'ARCS-CC10');
    expect(guildStanding(s, 0)).toBe(3 + 1);
    fx('ARCS-F412B').afterScoring!(s, 0, []);
    expect(marker(s)).toBe(8);
  });
});

describe('Advocate\'s Demand (F413, Edict 45)', () => {
  const withDemand = () => {
    const s = advocates(3);
    s.campaign!.rulesBooklet.push(['ARCS-F413']);
    s.campaign!.seats[0]!.playArea = [];
    hold(s, 0, 'ARCS-CC01'); // material
    hold(s, 1, 'ARCS-CC02', 'ARCS-CC05'); // material, weapon
    hold(s, 2, 'ARCS-CC07'); // psionic
    s.campaign!.seats[2]!.playArea = ['ARCS-F103']; // Dealmakers: a protected psionic Guild card
    return s;
  };

  it('the Advocate may choose a Rival\'s Guild card of a suit matching none of theirs; the Rival gives it and takes 1 Favor from the Advocate', () => {
    const s = withDemand();
    expect(demandTargets(s, 0).map((t) => t.card)).toEqual(['ARCS-CC05', 'ARCS-CC07', 'ARCS-F103']);
    const t = runFrames(s, fx('ARCS-F413').edict!(s));
    expect(ids(t)).toEqual(['no', 'demand:1:ARCS-CC05', 'demand:2:ARCS-CC07', 'demand:2:ARCS-F103']);
    const u = answer(t, 'demand:1:ARCS-CC05');
    expect(u.decisions[0]!.seat).toBe(1);
    expect(ids(u)).toEqual(['give', 'favor']);
    const agents = u.players[0]!.supply.agents;
    const v = answer(u, 'give');
    expect(heldIds(v, 0)).toEqual(['ARCS-CC01', 'ARCS-CC05']);
    expect(v.campaign!.seats[1]!.favors?.[0]).toBe(1);
    expect(v.players[0]!.supply.agents).toBe(agents - 1);
  });

  it('or the Rival gives 1 Favor to the Advocate (one of its agents onto the Advocate\'s Fate card)', () => {
    const s = withDemand();
    const t = answer(runFrames(s, fx('ARCS-F413').edict!(s)), 'demand:1:ARCS-CC05');
    const agents = t.players[1]!.supply.agents;
    const u = answer(t, 'favor');
    expect(heldIds(u, 1)).toEqual(['ARCS-CC02', 'ARCS-CC05']);
    expect(u.campaign!.seats[0]!.favors?.[1]).toBe(1);
    expect(u.players[1]!.supply.agents).toBe(agents - 1);
  });

  it('FAQ: a protected Guild card demanded: the holder simply gives a Favor', () => {
    const s = withDemand();
    const t = answer(runFrames(s, fx('ARCS-F413').edict!(s)), 'demand:2:ARCS-F103');
    // Only one answer: no question, the Favor is given.
    expect(t.decisions).toEqual([]);
    expect(t.campaign!.seats[0]!.favors?.[2]).toBe(1);
    expect(t.campaign!.seats[2]!.playArea).toEqual(['ARCS-F103']);
  });

  it('the Advocate may decline; "Scrap this if the Advocate is not in play"', () => {
    const s = withDemand();
    const t = answer(runFrames(s, fx('ARCS-F413').edict!(s)), 'no');
    expect(t.decisions).toEqual([]);
    const u = withDemand();
    u.campaign!.seats[0]!.fate = 'ARCS-FATE01';
    runFrames(u, fx('ARCS-F413').edict!(u));
    expect(u.campaign!.scrap).toContain('ARCS-F413');
    expect(u.campaign!.rulesBooklet.flat()).not.toContain('ARCS-F413');
  });

  it('not stealing: Sworn Guardians does not prevent it', () => {
    const s = withDemand();
    hold(s, 1, 'ARCS-BC22');
    expect(demandTargets(s, 0).map((t) => t.card)).toContain('ARCS-CC05');
  });
});

describe('Advocate Act II Resolution (F415)', () => {
  it('completed: Guild Fair and the 5 Guildmasters to the Court deck; Guilds Withdraw scrapped', () => {
    const s = advocates(3);
    resolveFateNow(s, 0, 2, true);
    for (const id of ['ARCS-F416', 'ARCS-F417', 'ARCS-F418', 'ARCS-F419', 'ARCS-F420', 'ARCS-F421']) expect(s.courtDeck).toContain(id);
    expect(s.campaign!.scrap).toContain('ARCS-F422');
  });

  it('failed: Guild Fair and the Guildmasters scrapped, Guilds Withdraw to the Court deck, Advocate\'s Demand scrapped from the booklet', () => {
    const s = advocates(3);
    s.campaign!.rulesBooklet.push(['ARCS-F413']);
    resolveFateNow(s, 0, 2, false);
    for (const id of ['ARCS-F416', 'ARCS-F417', 'ARCS-F421', 'ARCS-F413']) expect(s.campaign!.scrap).toContain(id);
    expect(s.courtDeck).toContain('ARCS-F422');
    expect(s.campaign!.rulesBooklet.flat()).not.toContain('ARCS-F413');
  });
});

describe('Guild Fair (F416)', () => {
  it('Crisis: players secure all Guild cards they currently can; then it is buried', () => {
    const s = advocates(3);
    setCourt(s, ['ARCS-F416', 'ARCS-CC01', 'ARCS-CC05', 'ARCS-CC11']);
    s.courtDeck = ['ARCS-CC12', 'ARCS-CC13'];
    s.court[1]!.agents[1] = 2;
    s.court[2]!.agents[1] = 1;
    s.court[2]!.agents[2] = 1; // tied: nobody can secure it
    s.court[3]!.agents[0] = 1; // not a Guild card
    runFrames(s, fx('ARCS-F416').crisis!(s, null, roll('hex')));
    expect(heldIds(s, 1)).toEqual(['ARCS-CC01']);
    // CC01's spot refilled (CC12), then Guild Fair buried and its spot refilled (CC13).
    expect(s.court.map((c) => c.card)).toEqual(['ARCS-CC13', 'ARCS-CC12', 'ARCS-CC05', 'ARCS-CC11']);
    expect(s.courtDeck).toEqual(['ARCS-F416']);
  });

  it('When Secured: Rival agents return from the Guild cards in the Court, then you secure all the Guild cards you can', () => {
    const s = advocates(3);
    setCourt(s, ['ARCS-CC01', 'ARCS-CC05', 'ARCS-CC11']);
    s.courtDeck = ['ARCS-CC12', 'ARCS-CC13'];
    s.court[0]!.agents = [1, 3, 0];
    s.court[1]!.agents = [0, 1, 0];
    s.court[2]!.agents = [0, 2, 0];
    const agents = s.players[1]!.supply.agents;
    runFrames(s, fx('ARCS-F416').whenSecured!(s, 0));
    expect(heldIds(s, 0)).toEqual(['ARCS-CC01']);
    expect(s.players[1]!.supply.agents).toBe(agents + 4);
    expect(s.court[2]!.agents[1]).toBe(2); // not a Guild card: its agents stay
    expect(fx('ARCS-F416').afterSecured).toBe('bury');
  });
});

describe('The Guildmasters (F417-F421)', () => {
  const cases = [
    ['ARCS-F417', 'tycoon', 'ARCS-CC01'],
    ['ARCS-F418', 'tycoon', 'ARCS-CC03'],
    ['ARCS-F419', 'warlord', 'ARCS-CC05'],
    ['ARCS-F420', 'keeper', 'ARCS-CC10'],
    ['ARCS-F421', 'empath', 'ARCS-CC07'],
  ] as const;
  for (const [id, ambition, target] of cases) {
    it(`${id}: when you declare ${ambition}, you may steal a Guild card of its suit`, () => {
      const s = advocates(3);
      hold(s, 0, id);
      hold(s, 1, 'ARCS-CC01', 'ARCS-CC03', 'ARCS-CC05', 'ARCS-CC07', 'ARCS-CC10');
      expect(fx(id).onDeclare!(s, 0, ambition === 'tycoon' ? 'keeper' : 'tycoon')).toEqual([]);
      const t = runFrames(s, fx(id).onDeclare!(s, 0, ambition));
      expect(ids(t)).toEqual(['no', `steal:1:${target}`]);
      const u = answer(t, `steal:1:${target}`);
      expect(heldIds(u, 0)).toEqual([id, target]);
    });
  }

  it('protected Guild cards and Sworn Guardians prevent the steal', () => {
    const s = advocates(3);
    hold(s, 0, 'ARCS-F421');
    s.campaign!.seats[1]!.playArea = ['ARCS-F103'];
    expect(fx('ARCS-F421').onDeclare!(s, 0, 'empath')).toEqual([]);
    hold(s, 2, 'ARCS-CC07', 'ARCS-BC22');
    expect(fx('ARCS-F421').onDeclare!(s, 0, 'empath')).toEqual([]);
  });
});

describe('Guilds Withdraw (F422)', () => {
  it('Crisis: with a hex or arrow rolled each player in turn order buries 1 Guild card (protected ones cannot be); it is buried', () => {
    const s = advocates(3);
    s.initiative = 0;
    setCourt(s, ['ARCS-F422', 'ARCS-CC11']);
    hold(s, 0, 'ARCS-CC01', 'ARCS-CC03');
    hold(s, 2, 'ARCS-CC05');
    const t = runFrames(s, fx('ARCS-F422').crisis!(s, null, roll('hex')));
    expect(t.decisions[0]!.seat).toBe(0);
    const u = answer(t, 'card:ARCS-CC03');
    expect(heldIds(u, 0)).toEqual(['ARCS-CC01']);
    expect(heldIds(u, 2)).toEqual([]);
    expect(u.courtDeck.slice(-3)).toEqual(['ARCS-F422', 'ARCS-CC03', 'ARCS-CC05']);
    expect(u.campaign!.seats[0]!.playArea).toEqual(['ARCS-F402', 'ARCS-F403']);
  });

  it('Crisis with a crescent: nobody buries a Guild card; the card is still buried', () => {
    const s = advocates(3);
    setCourt(s, ['ARCS-F422', 'ARCS-CC11']);
    hold(s, 2, 'ARCS-CC05');
    runFrames(s, fx('ARCS-F422').crisis!(s, null, roll('crescent')));
    expect(heldIds(s, 2)).toEqual(['ARCS-CC05']);
    expect(s.courtDeck[s.courtDeck.length - 1]).toBe('ARCS-F422');
  });

  it('When Secured: each Rival buries 1 Guild card', () => {
    const s = advocates(3);
    hold(s, 0, 'ARCS-CC01');
    hold(s, 1, 'ARCS-CC03');
    hold(s, 2, 'ARCS-CC05');
    runFrames(s, fx('ARCS-F422').whenSecured!(s, 0));
    expect([heldIds(s, 0), heldIds(s, 1), heldIds(s, 2)]).toEqual([['ARCS-CC01'], [], []]);
    expect(fx('ARCS-F422').afterSecured).toBe('bury');
  });
});

describe('Advocate Act III (F423A setup, F423B grand ambitions, F424-F426)', () => {
  it('F423A: gain Guild Loyalty; Guild Supremacy in the rules booklet; its second copy by the ambition boxes; no objective marker', () => {
    const s = advocates(3);
    s.campaign!.act = 3;
    setUpFateNow(s, 0, 3);
    expect(s.campaign!.seats[0]!.playArea).toContain('ARCS-F424');
    expect(s.campaign!.rulesBooklet.flat()).toContain('ARCS-F425');
    expect(s.campaign!.reminders).toEqual(['ARCS-F426']);
    expect(s.campaign!.seats[0]!.objective).toBe('ARCS-F423B');
  });

  it('F423B: more different suits than the current Chapter; Guild cards more than half of the Court (attached cards and the Council count: the card\'s example)', () => {
    const s = advocates(3);
    s.campaign!.act = 3;
    s.chapter = 2;
    s.campaign!.seats[0]!.playArea = ['ARCS-F402', 'ARCS-F403']; // psionic, relic
    // Council + 3 cards + 2 attached = 6 cards: 4 Guild cards needed.
    setCourt(s, ['ARCS-AID01', 'ARCS-CC01', 'ARCS-CC03', 'ARCS-CC11']);
    s.court[1]!.attached = ['ARCS-CC05'];
    s.court[3]!.attached = ['ARCS-CC12'];
    expect(advocateGrandAmbitions(s, 0)).toBe(0);
    s.court[3]!.attached = ['ARCS-CC07'];
    expect(advocateGrandAmbitions(s, 0)).toBe(1);
    hold(s, 0, 'ARCS-CC10'); // still 2 suits: psionic, relic
    expect(advocateGrandAmbitions(s, 0)).toBe(1);
    hold(s, 0, 'ARCS-CC02');
    expect(advocateGrandAmbitions(s, 0)).toBe(2);
    expect(grandAmbitionsFulfilled(s, 0)).toBe(2);
  });

  it('F424 Guild Loyalty (errata): when you Provoke Outrage, you do not discard Guild cards', () => {
    const s = advocates(3);
    hold(s, 1, 'ARCS-CC01', 'ARCS-CC02');
    hold(s, 0, 'ARCS-CC01');
    s.campaign!.seats[1]!.playArea = ['ARCS-F424'];
    s.players[1]!.resources = ['material', null, null, null, null, null] as never;
    provokeOutrage(s, 1, 'material');
    expect(heldIds(s, 1)).toEqual(['ARCS-CC01', 'ARCS-CC02']);
    expect(s.players[1]!.resources).not.toContain('material');
    provokeOutrage(s, 0, 'material');
    expect(heldIds(s, 0)).toEqual([]);
  });

  it('F425 Guild Supremacy (Law): when scoring, Guild cards count twice; F426 (the reminder copy) alone changes nothing', () => {
    const s = advocates(3);
    hold(s, 0, 'ARCS-CC07');
    s.players[0]!.resources = ['psionic', null, null, null, null, null] as never;
    expect(ambitionCount(s, s.players[0]!, 'empath')).toBe(2);
    s.campaign!.reminders = ['ARCS-F426'];
    expect(ambitionCount(s, s.players[0]!, 'empath')).toBe(2);
    s.campaign!.rulesBooklet.push(['ARCS-F425']);
    expect(ambitionCount(s, s.players[0]!, 'empath')).toBe(3);
  });
});

describe('Guild Supremacy (F425, and its reminder F426) fires when scoring counts a Guild card twice', () => {
  const firedWhile = (f: () => void): string[] => {
    const out: string[] = [];
    const stop = onFired((_s, id) => out.push(id));
    try {
      f();
    } finally {
      stop();
    }
    return out.filter((id) => id === 'ARCS-F425' || id === 'ARCS-F426');
  };

  it('a held Guild card of a declared ambition\'s type: the Law and its reminder copy fire; the Law alone without the reminder', () => {
    const s = advocates(3);
    s.campaign!.rulesBooklet.push(['ARCS-F425']);
    s.campaign!.reminders = ['ARCS-F426'];
    hold(s, 1, 'ARCS-CC07'); // psionic
    declared(s, 'empath');
    expect(firedWhile(() => scoreAmbitions(s))).toEqual(['ARCS-F425', 'ARCS-F426']);
    const t = advocates(3);
    t.campaign!.rulesBooklet.push(['ARCS-F425']);
    hold(t, 1, 'ARCS-CC07');
    declared(t, 'empath');
    expect(firedWhile(() => scoreAmbitions(t))).toEqual(['ARCS-F425']);
  });

  it('nothing fires with no Guild card counted (another ambition), nor with only the reminder by the ambition boxes', () => {
    const s = advocates(3);
    s.campaign!.rulesBooklet.push(['ARCS-F425']);
    s.campaign!.reminders = ['ARCS-F426'];
    hold(s, 1, 'ARCS-CC07');
    declared(s, 'tycoon');
    expect(firedWhile(() => scoreAmbitions(s))).toEqual([]);
    const t = advocates(3);
    t.campaign!.reminders = ['ARCS-F426'];
    hold(t, 1, 'ARCS-CC07');
    declared(t, 'empath');
    expect(firedWhile(() => scoreAmbitions(t))).toEqual([]);
  });
});

describe('Advocate frames: message keys', () => {
  it('every campaign.advocate key used by the frames exists in the catalogue; no wording problems met', () => {
    for (const k of seen.keys) if (k.startsWith('campaign.advocate.')) expect(CAMPAIGN).toHaveProperty([k]);
    expect(Object.keys(ADVOCATE_HANDLERS).length).toBe(8);
    expect(seen.problems).toEqual([]);
    expect(ADVOCATE).toBe('ARCS-FATE04');
  });
});

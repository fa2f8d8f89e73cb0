/**
 * Scenarios: the rulebook's terms that other tests only use in passing. Crises, "Event & Number
 * Dice" p.18 (the four phrases that read the dice) and New Rules & Terms, "Tokens" p.27 ("By
 * default, tokens added by Fates cannot be harmed … By default, tokens added by Fates are not
 * Loyal").
 */
import { describe, expect, it } from 'vitest';
import { planetsOfRolledSymbol, rolledCluster, rolledPlanet, symbolRolled } from '../../../src/engine/campaign/dice.ts';
import { commandsFleet, controls } from '../../../src/engine/control.ts';
import { openDecision } from '../../../src/engine/index.ts';
import type { EventRoll } from '../../../src/engine/campaign/types.ts';
import { answer, hands, ids, neutral, setSystem, started } from './scenarios-helpers.ts';

describe('Crises, Event & Number Dice (p.18): the phrases', () => {
  const roll: EventRoll = { event: { event: 'edict', symbol: 'crescent' }, number: 4 };
  it('Rolled Cluster, Planets of the Rolled Symbol, Rolled Planet, If ◐ Was Rolled ("it doesn\'t matter whether you rolled the Crisis or Edict symbol as well")', () => {
    const s = started(3);
    expect(rolledCluster(roll)).toBe(4);
    expect(planetsOfRolledSymbol(s, roll)).toEqual(['1:crescent', '2:crescent', '3:crescent', '4:crescent', '5:crescent', '6:crescent']);
    expect(rolledPlanet(roll)).toBe('4:crescent');
    expect(symbolRolled(roll, 'crescent')).toBe(true);
    expect(symbolRolled({ ...roll, event: { event: 'crisis', symbol: 'crescent' } }, 'crescent')).toBe(true);
    expect(symbolRolled(roll, 'arrow')).toBe(false);
  });
});

describe('New Rules & Terms, Tokens (p.27): by default not Loyal and not harmable', () => {
  it('a seat\'s Fate token alone in a system gives it no Presence to Command the Imperial Fleet, no control, and is no defender in battle', () => {
    let s = neutral(started(3));
    // Red's token (a Banner, Fate 10's kind) at a planet with 1 Imperial ship and nothing of Red's.
    setSystem(s, '4:crescent', [{ owner: 'empire', fresh: 1 }, { owner: 1, fresh: 2 }]);
    s.campaign!.tokens = [{ id: 'banner-1', kind: 'banner', owner: 0, where: '4:crescent' }];
    s.players[1]!.title = 'outlaw';
    s = hands(s, { 0: ['CON4', 'AGG3', 'ADM4', 'CON3', 'AGG4', 'MOB3'], 1: ['AGG5', 'CON5', 'ADM5', 'CON6', 'AGG6', 'MOB4'] });
    s = answer(s, 0, 'lead:CON4', 'no');
    expect(commandsFleet(s, 0, '4:crescent')).toBe(false);
    expect(controls(s, '4:crescent', 0)).toBe(false);
    if (s.turn?.seat === 0) s = answer(s, 0, 'end');
    // Blue (an Outlaw) battles there: Red's token makes Red no defender; the token is not harmed.
    s = answer(s, 1, 'pivot:AGG5', 'no', 'pip:battle', 'sys:4:crescent');
    expect(openDecision(s)!.kind).toBe('act/battle');
    expect(ids(s)).toEqual(['def:empire', 'def:free']); // the planet's Free cities; Red is no defender
    s = answer(s, 1, 'def:empire');
    expect(s.campaign!.tokens).toEqual([{ id: 'banner-1', kind: 'banner', owner: 0, where: '4:crescent' }]);
  });

  it('Loyal Fate tokens ("Banner tokens are your Loyal pieces", ARCS-F1002): "they fulfill the need for Loyal pieces found in rules such as the Empire\'s Presence Law", "you can build buildings at Loyal tokens"', () => {
    let s = neutral(started(3));
    // An Imperial planet with an empty slot (its Free cities gone) and nothing of Red's but the token.
    setSystem(s, '4:crescent', [{ owner: 'empire', fresh: 1 }], [{ owner: 'free', type: 'city' }, null]);
    s.campaign!.tokens = [{ id: 'banner-1', kind: 'banner', owner: 0, where: '4:crescent' }];
    s.campaign!.seats[0]!.playArea.push('ARCS-F1002');
    s = hands(s, { 0: ['CON4', 'AGG3', 'ADM4', 'CON3', 'AGG4', 'MOB3'], 1: ['AGG5', 'CON5', 'ADM5', 'CON6', 'AGG6', 'MOB4'] });
    s = answer(s, 0, 'lead:CON4', 'no');
    expect(s.turn?.seat).toBe(0);
    // Presence: Red Commands the Imperial Fleet there (and so controls the Empire-controlled system).
    expect(commandsFleet(s, 0, '4:crescent')).toBe(true);
    expect(controls(s, '4:crescent', 0)).toBe(true);
    // Building: a city at the token.
    s = answer(s, 0, 'pip:build', 'city');
    expect(ids(s)).toContain('sys:4:crescent');
    // Without the card that makes them Loyal, the same token does nothing.
    const t = structuredClone(s);
    t.campaign!.seats[0]!.playArea = t.campaign!.seats[0]!.playArea.filter((x) => x !== 'ARCS-F1002');
    expect(commandsFleet(t, 0, '4:crescent')).toBe(false);
  });

  it('Loyal Fate tokens: "you can repair damaged Loyal tokens" (Repair: token:<id>)', () => {
    let s = neutral(started(3));
    s.campaign!.tokens = [{ id: 'banner-1', kind: 'banner', owner: 0, where: '4:crescent', damaged: true }, { id: 'banner-2', kind: 'banner', owner: 1, where: '4:crescent', damaged: true }];
    s.campaign!.seats[0]!.playArea.push('ARCS-F1002');
    s = hands(s, { 0: ['ADM4', 'AGG3', 'CON4', 'CON3', 'AGG4', 'MOB3'], 1: ['AGG5', 'CON5', 'ADM5', 'CON6', 'AGG6', 'MOB4'] });
    s = answer(s, 0, 'lead:ADM4', 'no', 'pip:repair');
    // Only Red's own token, and only while a card makes it Loyal.
    expect(ids(s)).toContain('token:banner-1');
    expect(ids(s)).not.toContain('token:banner-2');
    s = answer(s, 0, 'token:banner-1');
    expect(s.campaign!.tokens![0]).toEqual({ id: 'banner-1', kind: 'banner', owner: 0, where: '4:crescent' });
    expect(s.log.at(-1)!.text).toMatch(/repairs their banner token/);
  });
});

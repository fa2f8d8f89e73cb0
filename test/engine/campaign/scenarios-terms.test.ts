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

  it.todo('Loyal Fate tokens ("you can build buildings at Loyal tokens, you can repair damaged Loyal tokens, and they fulfill the need for Loyal pieces found in rules such as the Empire\'s Presence Law"): no dealt Fate places one yet, and FATE_TOKENS has no Loyal flag');
});

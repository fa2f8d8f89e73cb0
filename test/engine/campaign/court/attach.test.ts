/**
 * Campaign rulebook p.27, New Rules & Terms: Attaching Cards (attach, secure both, Forced Attach,
 * Removal from Court) and Protected Guild Cards. No CC card attaches: the mechanics are driven
 * directly on campaign states (court.ts), as the Fates and the events will call them.
 */
import { describe, expect, it } from 'vitest';
import { attachCard, attachTargets, courtCrisisOrder, forcedAttachTargets, removeAttached, removeCardFromCourt, removeFromCourt, secureCard } from '../../../../src/engine/court.ts';
import { canSteal, effectOf, isProtectedGuild, permits } from '../../../../src/engine/effects.ts';
import { provokeOutrage } from '../../../../src/engine/frames/outrage.ts';
import { openDecision } from '../../../../src/engine/index.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import type { GameState } from '../../../../src/engine/types.ts';
import { expectDecision, optionIds, play } from '../../helpers.ts';
import { campaign, runFrames, zeros } from './helpers.ts';

const COUNCIL = 'ARCS-AID01';

function court(s: GameState, cards: { card: string; agents?: number[]; attached?: string }[], deck: string[] = ['ARCS-CC01', 'ARCS-CC02']): GameState {
  s.court = [{ card: COUNCIL, agents: zeros(s) }, ...cards.map((c) => ({ card: c.card, agents: c.agents ?? zeros(s), ...(c.attached ? { attached: [c.attached] } : {}) }))];
  s.courtDeck = deck;
  for (const c of s.campaign!.seats) c.playArea = [];
  return s;
}

describe('Attaching Cards (p.27)', () => {
  it('"If you are prompted to attach a card, place above a card in the Court that does not have an attached card."', () => {
    const s = court(campaign(), [{ card: 'ARCS-CC05' }, { card: 'ARCS-CC07', attached: 'ARCS-CC11' }]);
    expect(attachTargets(s)).toEqual([0, 1]); // the Council too ("Cards can be attached to the Council", p.14)
    attachCard(s, 'ARCS-CC14', 1);
    expect(s.court[1]).toEqual({ card: 'ARCS-CC05', agents: [0, 0, 0], attached: ['ARCS-CC14'] });
    expect(() => attachCard(s, 'ARCS-CC15', 2)).toThrow(/already has an attached card/);
    expect(attachTargets(s)).toEqual([0]);
  });

  it('"Forced Attach: … you still attach it, ignoring the fewest requirements to attach it."', () => {
    const s = court(campaign(), [{ card: 'ARCS-CC05', attached: 'ARCS-CC11' }, { card: 'ARCS-CC07' }, { card: 'ARCS-CC13', attached: 'ARCS-CC12' }]);
    const isVox = (st: GameState, i: number) => st.court[i]!.card.startsWith('ARCS-CC1');
    // Requirements: no attached card (the rulebook's) and "a Vox card": none meets both; each spot meeting one ties.
    expect(forcedAttachTargets(s, [isVox])).toEqual([0, 2, 3]);
    // With a spot meeting both, only it.
    delete s.court[3]!.attached;
    expect(forcedAttachTargets(s, [isVox])).toEqual([3]);
    // Every spot taken and no other requirement: every spot ignores one, all tie.
    for (const slot of s.court) slot.attached ??= ['ARCS-CC15'];
    expect(forcedAttachTargets(s, [])).toEqual([0, 1, 2, 3]);
  });

  it('"When you secure a card, also secure its attached card. If both have When Secured actions, resolve them in either order." (the securer orders them; the spot is refilled)', () => {
    const s = court(campaign(), [{ card: 'ARCS-CC11', agents: [2, 1, 0], attached: 'ARCS-CC15' }], ['ARCS-CC03']);
    s.map['3:gate']!.ships.push({ owner: 0, fresh: 1, damaged: 0 });
    s.map['3:arrow']!.ships.push({ owner: 'blight', fresh: 0, damaged: 1 });
    let t = runFrames(s, secureCard(s, 0, 1, { ransack: false }));
    expect(t.court[1]).toEqual({ card: 'ARCS-CC03', agents: [0, 0, 0] });
    expect(t.players[0]!.captives[1]).toBe(1);
    expectDecision(t, 'fx/order', 0);
    expect(optionIds(t)).toEqual(['item:0', 'item:1']);
    // Blight Looms (the attached card) first, then Populist Demands.
    t = play(t, 'item:1');
    expectDecision(t, 'campaign/court/blight-looms', 0);
    t = play(t, 'cluster:3');
    expectDecision(t, 'fx/declare', 0);
    t = play(t, 'no');
    expect(t.courtDeck.slice(-2).sort()).toEqual(['ARCS-CC11', 'ARCS-CC15']);
    expect(openDecision(t)).toBeNull();
  });

  it('Securing a Guild card with an attached Guild card: both enter the play area', () => {
    const s = court(campaign(), [{ card: 'ARCS-CC05', agents: [1, 0, 0], attached: 'ARCS-CC07' }], []);
    runFrames(s, secureCard(s, 0, 1, { ransack: false }));
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-CC05', 'ARCS-CC07']);
    expect(s.court.map((c) => c.card)).toEqual([COUNCIL]); // empty deck: the spot goes
  });

  it('"Removal from Court: … refill the Court by sliding down the attached card. Place all agents from the removed card onto the previously attached card."', () => {
    const s = court(campaign(), [{ card: 'ARCS-CC13', agents: [1, 2, 0], attached: 'ARCS-CC14' }], ['ARCS-CC03']);
    const supply = s.players.map((p) => p.supply.agents);
    removeFromCourt(s, 1, 'bury');
    expect(s.court[1]).toEqual({ card: 'ARCS-CC14', agents: [1, 2, 0] });
    expect(s.courtDeck).toEqual(['ARCS-CC03', 'ARCS-CC13']);
    expect(s.players.map((p) => p.supply.agents)).toEqual(supply);
  });

  it('Removing Cards (p.18): "return all agents on it and draw a card from the Court deck to refill the Court"', () => {
    const s = court(campaign(), [{ card: 'ARCS-CC13', agents: [1, 2, 0] }], ['ARCS-CC03']);
    const supply = s.players.map((p) => p.supply.agents);
    removeFromCourt(s, 1, 'discard');
    expect(s.court[1]).toEqual({ card: 'ARCS-CC03', agents: [0, 0, 0] });
    expect(s.courtDiscard).toEqual(['ARCS-CC13']);
    expect(s.players.map((p) => p.supply.agents)).toEqual([supply[0]! + 1, supply[1]! + 2, supply[2]!]);
    expect(() => removeFromCourt(s, 0, 'bury')).toThrow(/Imperial Council/);
  });

  it('"If an attached card is removed, nothing happens to the card it was attached to." (an attached Vox card\'s Crisis burying itself)', () => {
    const s = court(campaign(), [{ card: 'ARCS-CC05', agents: [1, 0, 0], attached: 'ARCS-CC15' }], ['ARCS-CC03']);
    const roll = { event: { symbol: 'hex', picture: 'crisis' }, number: 1 } as unknown as EventRoll;
    runFrames(s, effectOf(s, 'ARCS-CC15')!.crisis!(s, null, roll));
    expect(s.court[1]).toEqual({ card: 'ARCS-CC05', agents: [1, 0, 0] });
    expect(s.courtDeck).toEqual(['ARCS-CC03', 'ARCS-CC15']);
    s.court[1]!.attached = ['ARCS-CC11'];
    expect(removeAttached(s, 1, 'discard')).toBe('ARCS-CC11');
    expect(s.court[1]).toEqual({ card: 'ARCS-CC05', agents: [1, 0, 0] });
    expect(removeCardFromCourt(s, 'ARCS-CC11', 'bury')).toBe(false);
  });
});

describe('Protected Guild Cards (p.27)', () => {
  it('"an X icon in place of their raid cost": the data\'s 0 keys (Fate Set cards; no CC card is protected)', () => {
    expect(isProtectedGuild('ARCS-F103')).toBe(true); // Dealmakers
    expect(isProtectedGuild('ARCS-F106')).toBe(false); // Tax Collectors, 3 keys
    expect(isProtectedGuild('ARCS-CC09')).toBe(false); // Sworn Guardians, 1 key (D4)
    for (let i = 1; i <= 15; i++) expect(isProtectedGuild(`ARCS-CC${String(i).padStart(2, '0')}`)).toBe(false);
  });

  it('"cannot be removed from the holder\'s play area": Rivals cannot steal it (Silver Tongues offers only the others)', () => {
    const s = court(campaign(), []);
    s.players[1]!.court = [{ id: 'ARCS-F103', tokens: [] }, { id: 'ARCS-CC05', tokens: [] }];
    for (const p of s.players) p.resources = p.resources.map(() => null);
    expect(canSteal(s, 0, 1, { guild: 'ARCS-F103' })).toBe(false);
    expect(permits(s, 0, { t: 'steal', victim: 1, thing: { guild: 'ARCS-CC05' } })).toBe(true);
    runFrames(s, [{ k: 'fx/steal', seat: 0, card: 'ARCS-CC08', what: 'any', resource: null, optional: false }]);
    expect(optionIds(s)).toEqual(['card:1:ARCS-CC05']);
  });

  it('Raiding: the X raid cost can never be paid with keys', () => {
    const s = court(campaign(), []);
    s.players[1]!.court = [{ id: 'ARCS-F103', tokens: [] }, { id: 'ARCS-CC05', tokens: [] }];
    s.players[1]!.resources = s.players[1]!.resources.map(() => null);
    s.map['1:hex']!.ships.push({ owner: 0, fresh: 2, damaged: 0 });
    runFrames(s, [{ k: 'battle/raid', attacker: 0, defender: 1, system: '1:hex', keys: 6 }]);
    expect(optionIds(s)).toEqual(['card:ARCS-CC05', 'stop']);
  });

  it('"… unless the holder Provokes Outrage of its suit": Outrage discards it', () => {
    const s = court(campaign(), []);
    s.players[1]!.court = [{ id: 'ARCS-F103', tokens: [] }];
    provokeOutrage(s, 1, 'fuel');
    expect(s.players[1]!.court.map((c) => c.id)).toEqual(['ARCS-F103']);
    provokeOutrage(s, 1, 'psionic');
    expect(s.players[1]!.court).toEqual([]);
    expect(s.courtDiscard).toContain('ARCS-F103');
  });
});

describe('Court Crises order (p.18)', () => {
  it('"Resolve the Crisis text on each Vox card in the Court from left to right … If a Vox card has another Vox card attached to it, resolve the attached card first."', () => {
    const s = court(campaign(), [{ card: 'ARCS-CC11', attached: 'ARCS-CC15' }, { card: 'ARCS-CC05', attached: 'ARCS-CC13' }, { card: 'ARCS-CC12' }, { card: 'ARCS-CC07' }]);
    expect(courtCrisisOrder(s)).toEqual(['ARCS-CC15', 'ARCS-CC11', 'ARCS-CC13', 'ARCS-CC12']);
  });
});

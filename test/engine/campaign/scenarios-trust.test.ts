/**
 * Scenarios: the Imperial Trust's frozen resources and stealing (campaign rulebook "Imperial Trust"
 * p.21: "These resources have no raid cost, so they cannot be stolen in battle. However, cards such
 * as Silver-Tongues can steal them, and Outlaws can steal them by securing the Imperial Council";
 * "New Rules & Terms", Resources p.27: "Rivals can steal and take frozen resources").
 * Silver Tongues is the campaign Court's ARCS-CC08 ("Prelude: You may discard this to steal a Guild
 * card or resource."); Sworn Guardians ARCS-CC09 ("Rivals cannot steal your resources …").
 */
import { describe, expect, it } from 'vitest';
import { openDecision } from '../../../src/engine/index.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import { say } from '../../../src/text/say.ts';
import { wordingProblems } from '../../text/wording.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { playable } from './court/helpers.ts';
import { answer, ids } from './scenarios-helpers.ts';

/** Take a Court card out of the Court deck or the Court row (refilled from the deck) to put it in a play area. */
function take(s: GameState, id: string): void {
  s.courtDeck = s.courtDeck.filter((c) => c !== id);
  const i = s.court.findIndex((c) => c.card === id);
  if (i >= 0) s.court[i] = { card: s.courtDeck.shift()!, agents: s.court[i]!.agents.map(() => 0) };
}

/** Red holds Silver Tongues and leads; Blue is the First Regent with the Trust; nobody holds a resource. */
function redWithSilverTongues(edit?: (s: GameState) => void): GameState {
  const s0 = playable((st) => {
    take(st, 'ARCS-CC08');
    st.players[0]!.court = [{ id: 'ARCS-CC08', tokens: [] }];
    for (const p of st.players) {
      for (const r of p.resources) if (r) st.supply[r] += 1;
      p.resources = p.resources.map(() => null);
    }
    for (const r of st.campaign!.trust) st.supply[r] += 1;
    st.campaign!.firstRegent = 1;
    st.campaign!.trust = ['relic', 'relic', 'fuel'];
    st.supply.relic -= 2;
    st.supply.fuel -= 1;
    edit?.(st);
  });
  let s = answer(s0, 0, 'lead:AGG3');
  if (openDecision(s)?.kind === 'turn/declare') s = answer(s, 0, 'no');
  return s;
}

describe('Imperial Trust (p.21): "cards such as Silver-Tongues can steal them"', () => {
  it('Silver Tongues steals a frozen resource from the Trust on the First Regent\'s tile (one option per type); it is no longer frozen', () => {
    let s = answer(redWithSilverTongues(), 0, 'fx:ARCS-CC08:use');
    expect(openDecision(s)).toMatchObject({ kind: 'fx/steal', seat: 0 });
    expect(ids(s)).toEqual(['res:1:trust-relic', 'res:1:trust-fuel']);
    for (const o of openDecision(s)!.options) expect(wordingProblems(say(o.label, s))).toEqual([]);
    expect(say(openDecision(s)!.options[0]!.label, s)).toMatch(/in the Imperial Trust/);
    s = answer(s, 0, 'res:1:trust-relic');
    while (openDecision(s)?.kind === 'res/arrange' || openDecision(s)?.kind === 'res/gain') s = answer(s, 0, ids(s)[0]!);
    expect(s.campaign!.trust).toEqual(['relic', 'fuel']);
    expect(s.players[0]!.resources.filter(Boolean)).toEqual(['relic']);
    expect(s.log.some((l) => /Red steals a Relic from the Imperial Trust on Blue's First Regent tile\./i.test(l.text))).toBe(true);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('the First Regent holding Sworn Guardians ("Rivals cannot steal your resources"): the Trust cannot be stolen either', () => {
    const s = answer(redWithSilverTongues((st) => {
      take(st, 'ARCS-CC09');
      st.players[1]!.court = [{ id: 'ARCS-CC09', tokens: [] }];
    }), 0, 'fx:ARCS-CC08:use');
    expect(ids(s).some((id) => id.includes('trust'))).toBe(false);
  });

  it('a Rival\'s held tokens and the Trust are offered together, the tokens with their usual ids', () => {
    const s = answer(redWithSilverTongues((st) => {
      st.players[2]!.resources[0] = 'fuel';
      st.supply.fuel -= 1;
    }), 0, 'fx:ARCS-CC08:use');
    expect(ids(s)).toEqual(['res:1:trust-relic', 'res:1:trust-fuel', 'res:2:0']);
  });
});

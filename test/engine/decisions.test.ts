/**
 * Issue 13 §2: open decisions live in the state, several at once, each with its own seat and
 * openedAt; pick-one, pick-many (count, budget), order and consent answers are checked in one place.
 */
import { describe, expect, it } from 'vitest';
import { apply, openDecisions, viewFor } from '../../src/engine/index.ts';
import { isLegalAnswer } from '../../src/engine/decisions.ts';
import { HANDLERS } from '../../src/engine/handlers.ts';
import { playRandom } from '../../src/engine/random-play.ts';
import type { Handler, Step } from '../../src/engine/step.ts';
import type { Decision, Frame, GameState } from '../../src/engine/types.ts';
import { position } from './helpers.ts';
import { msg } from '../../src/engine/messages.ts';

const opts = (...ids: string[]) => ids.map((id) => ({ id, label: msg(id) }));
const decision = (over: Partial<Decision>): Decision => ({ seat: 0, kind: 'game', prompt: msg('test.prompt'), options: opts('a', 'b', 'c'), openedAt: 0, secret: false, ...over });

describe('answers checked against the decision kind', () => {
  it('pick one', () => {
    const d = decision({});
    expect(isLegalAnswer(d, 'a')).toBe(true);
    expect(isLegalAnswer(d, 'a,b')).toBe(false);
    expect(isLegalAnswer(d, 'z')).toBe(false);
  });
  it('pick many: distinct, within the count and the budget', () => {
    const d = decision({ pick: { t: 'many', min: 1, max: 2, budget: 3 }, options: [{ id: 'a', label: msg('a'), cost: 2 }, { id: 'b', label: msg('b'), cost: 1 }, { id: 'c', label: msg('c'), cost: 2 }] });
    expect(isLegalAnswer(d, 'a,b')).toBe(true);
    expect(isLegalAnswer(d, 'b')).toBe(true);
    expect(isLegalAnswer(d, 'a,c')).toBe(false); // over budget
    expect(isLegalAnswer(d, 'b,b')).toBe(false); // not distinct
    expect(isLegalAnswer(d, '')).toBe(false); // under the minimum
    expect(isLegalAnswer(d, 'a,b,c')).toBe(false);
  });
  it('order: every option once', () => {
    const d = decision({ pick: { t: 'order' } });
    expect(isLegalAnswer(d, 'c,a,b')).toBe(true);
    expect(isLegalAnswer(d, 'c,a')).toBe(false);
    expect(isLegalAnswer(d, 'c,a,a')).toBe(false);
  });
  it('consent: accept or reject', () => {
    const d = decision({ pick: { t: 'consent' }, options: opts('accept', 'reject') });
    expect(isLegalAnswer(d, 'accept')).toBe(true);
    expect(isLegalAnswer(d, 'accept,reject')).toBe(false);
  });
});

/*
 * A frame used only here: every seat secretly picks a colour at once (the shape of the campaign's
 * Fate choice), then the picks are made public together.
 */
type Vote = { k: 'test/vote'; picks: (string | null)[] };
const vote = {
  step(s: GameState, f: Vote): Step {
    const waiting = s.players.filter((p) => f.picks[p.seat] === null);
    if (waiting.length === 0) {
      s.log.push({ seq: s.seq, text: `Picks: ${f.picks.join(' ')}` });
      return { t: 'done' };
    }
    return { t: 'askEach', asks: waiting.map((p) => ({ seat: p.seat, prompt: msg('test.prompt'), options: opts(`red${p.seat}`, `blue${p.seat}`), secret: true })) };
  },
  resume(_s: GameState, f: Vote, choice: string, seat: number): Step {
    f.picks[seat] = choice;
    return { t: 'call', push: [] };
  },
};

function withVote(): GameState {
  (HANDLERS as unknown as Record<string, Handler<Frame>>)['test/vote'] = vote as unknown as Handler<Frame>;
  return position({ options: { setup: '3p-frontiers' }, players: [{}, {}, {}], stack: [{ k: 'game' }, { k: 'test/vote', picks: [null, null, null] }] });
}

describe('several open decisions at once', () => {
  it('each seat has its own decision; one answer does not stale the others', () => {
    const s = withVote();
    expect(openDecisions(s).map((d) => [d.seat, d.openedAt])).toEqual([[0, 0], [1, 0], [2, 0]]);
    const r1 = apply(s, { t: 'answer', seat: 1, choice: 'blue1', openedAt: 0 });
    expect(r1.ok).toBe(true);
    if (!r1.ok) return;
    expect(r1.state.seq).toBe(1);
    // Seats 0 and 2 keep their panels (openedAt 0); seat 1 has nothing left to answer.
    expect(openDecisions(r1.state).map((d) => [d.seat, d.openedAt])).toEqual([[0, 0], [2, 0]]);
    expect(apply(r1.state, { t: 'answer', seat: 1, choice: 'red1', openedAt: 0 })).toMatchObject({ ok: false, error: { code: 'rule/stale' } });
    expect(apply(r1.state, { t: 'answer', seat: 1, choice: 'red1' })).toMatchObject({ ok: false, error: { code: 'rule/not-your-decision' } });
    expect(apply(r1.state, { t: 'answer', seat: 0, choice: 'red1', openedAt: 0 })).toMatchObject({ ok: false, error: { code: 'rule/illegal-choice' } });
    // Secret: nobody sees another seat's options, nor a pick before all are in.
    const v2 = viewFor(r1.state, 2);
    expect(v2.decisions.map((d) => [d.seat, d.options?.map((o) => o.id)])).toEqual([[0, undefined], [2, ['red2', 'blue2']]]);
    expect(JSON.stringify(v2)).not.toContain('blue1');
    const r0 = apply(r1.state, { t: 'answer', seat: 0, choice: 'red0', openedAt: 0 });
    if (!r0.ok) throw new Error(r0.error.code);
    const r2 = apply(r0.state, { t: 'answer', seat: 2, choice: 'blue2', openedAt: 0 });
    if (!r2.ok) throw new Error(r2.error.code);
    expect(r2.log.map((e) => e.text)).toContain('Picks: red0 blue1 blue2');
    expect(openDecisions(r2.state)[0]!.kind).toBe('turn/play');
  });

  it('random play answers simultaneous decisions too', () => {
    const r = playRandom(withVote(), { steps: 3, seed: 1 });
    expect(r.state.log.some((e) => e.text.startsWith('Picks:'))).toBe(true);
  });
});

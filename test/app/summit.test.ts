// Summit proposals as the thread shows them (src/app/summit.ts), on engine states: a proposal's
// text (who proposes what, who is awaited, who accepted), what became of a closed one, and which
// presser may cast which vote (the engine offers accept/reject only to awaited seats not drafting,
// withdraw only to the author). The bot's side is test/bot/summit.test.ts.
import { describe, expect, it } from 'vitest';
import { closedProposalText, negotiations, openProposals, proposalRows, proposalSeats, proposalText, timerAnswer, voteOption } from '../../src/app/summit.ts';
import { decodeId } from '../../src/app/custom-id.ts';
import { newGame } from '../../src/engine/index.ts';
import { run } from '../../src/engine/advance.ts';
import type { GameState } from '../../src/engine/types.ts';
import { isSetupDecision, restAfterSetup } from '../engine/campaign/rest.ts';
import { answer as by } from '../engine/campaign/scenarios-helpers.ts';


/** Three Stewards, Act I set up, a Summit called by Red and in its Negotiations. */
function negotiating(): GameState {
  let s = newGame({ players: 3, seed: 'app-summit', campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01', 'ARCS-FATE01'] });
  while (isSetupDecision(s)) s = by(s, s.decisions[0]!.seat, s.decisions[0]!.options[0]!.id);
  s = restAfterSetup(s);
  s.stack.push({ k: 'campaign/summit', caller: 0 });
  run(s);
  return s.decisions.find((d) => d.seat === 0)!.options.some((o) => o.id === 'negotiate') ? by(s, 0, 'negotiate') : s;
}

const who = (seat: number) => ['Red', 'Blue', 'Yellow'][seat]!;

describe('Summit proposals in the thread (app)', () => {
  it('a proposal\'s text names its author, its parts, who is awaited and who accepted', () => {
    let s = by(negotiating(), 0, 'propose', 'kind:promise', 'to:1', 'agent', 'kind:promise', 'to:2', 'agent', 'submit');
    const [p] = openProposals(s);
    expect(proposalText(s, p!, who)).toBe('**Proposal 1** by Red. Awaiting Blue, Yellow.\n• Red to Blue: a new Favor from the supply (Promise Favor)\n• Red to Yellow: a new Favor from the supply (Promise Favor)');
    s = by(s, 1, 'accept:1');
    expect(proposalText(s, openProposals(s)[0]!, who)).toMatch(/^\*\*Proposal 1\*\* by Red\. Awaiting Yellow; accepted by Blue\.\n/);
    // Its buttons name the proposal, not a seq.
    expect(proposalRows('g1', p!).flatMap((r) => (r.type === 'buttons' ? r.buttons.map((b) => decodeId(b.customId)) : []))).toEqual([
      { k: 'v', game: 'g1', id: 1, vote: 'accept' }, { k: 'v', game: 'g1', id: 1, vote: 'reject' }, { k: 'v', game: 'g1', id: 1, vote: 'withdraw' },
    ]);
  });

  it('who may vote: the awaited seats accept or reject, the author withdraws; every other press is refused with its reason', () => {
    let s = by(negotiating(), 0, 'propose', 'kind:promise', 'to:1', 'agent', 'submit');
    expect(voteOption(s, 1, 1, 'accept')).toMatchObject({ ok: true });
    expect(voteOption(s, 1, 1, 'reject')).toMatchObject({ ok: true });
    expect(voteOption(s, 0, 1, 'withdraw')).toMatchObject({ ok: true });
    expect(voteOption(s, 0, 1, 'accept')).toEqual({ ok: false, error: 'err.proposal-own' });
    expect(voteOption(s, 2, 1, 'accept')).toEqual({ ok: false, error: 'err.proposal-not-party' });
    expect(voteOption(s, 1, 1, 'withdraw')).toEqual({ ok: false, error: 'err.proposal-not-author' });
    expect(voteOption(s, 1, 9, 'accept')).toEqual({ ok: false, error: 'err.proposal-closed' });
    // Blue, building a proposal of their own, finishes or cancels it first.
    const drafting = by(s, 1, 'propose');
    expect(voteOption(drafting, 1, 1, 'accept')).toEqual({ ok: false, error: 'err.proposal-busy' });
    // A three-seat proposal accepted by Blue: Blue has answered, Yellow has not.
    s = by(s, 0, 'propose', 'kind:promise', 'to:1', 'agent', 'kind:promise', 'to:2', 'agent', 'submit');
    s = by(s, 1, 'accept:2');
    expect(voteOption(s, 1, 2, 'accept')).toEqual({ ok: false, error: 'err.proposal-agreed' });
    expect(voteOption(s, 2, 2, 'accept')).toMatchObject({ ok: true });
  });

  it('a closed proposal says what became of it: carried out, rejected, withdrawn, or lapsed with the Summit', () => {
    let s = by(negotiating(), 0, 'propose', 'kind:promise', 'to:1', 'agent', 'submit');
    const since = s.seq;
    s = by(s, 0, 'propose', 'kind:promise', 'to:1', 'agent', 'submit', 'propose', 'kind:promise', 'to:1', 'agent', 'submit');
    s = by(s, 1, 'accept:1');
    expect(closedProposalText(s, 1, since)).toBe('~~Proposal 1~~ is closed: Proposal 1 is carried out.');
    s = by(s, 1, 'reject:2');
    expect(closedProposalText(s, 2, since)).toBe('~~Proposal 2~~ is closed: Blue rejects proposal 2.');
    s = by(s, 0, 'withdraw:3');
    expect(closedProposalText(s, 3, since)).toBe('~~Proposal 3~~ is closed: Red withdraws proposal 3.');
    s = by(s, 0, 'propose', 'kind:promise', 'to:1', 'agent', 'submit');
    const at = s.seq;
    s = by(s, 0, 'close');
    expect(openProposals(s)).toEqual([]);
    expect(closedProposalText(s, 4, at)).toBe('~~Proposal 4~~ lapsed when the Summit ended.');
  });

  it('the Summit timer: which Summit (the seq its Negotiations opened at), whom it reminds, and how it ends the Summit for its caller', () => {
    let s = negotiating();
    const n = negotiations(s)!;
    expect(n.caller).toBe(0);
    expect(n.since).toBeGreaterThan(0);
    expect(proposalSeats(s)).toEqual([]);
    const caller = (st: GameState) => st.decisions.find((d) => d.seat === 0);
    expect(timerAnswer(caller(s))).toBe('end');
    s = by(s, 1, 'propose', 'kind:promise', 'to:0', 'agent', 'submit');
    expect(proposalSeats(s)).toEqual([0, 1]);
    expect(timerAnswer(caller(s))).toBe('close');
    // The caller building a proposal: stepped back to its first question, cancelled, then the Summit ends.
    s = by(s, 0, 'propose', 'kind:promise');
    expect(timerAnswer(caller(s))).toBe('back');
    s = by(s, 0, 'back');
    expect(timerAnswer(caller(s))).toBe('cancel');
    s = by(s, 0, 'cancel');
    expect(timerAnswer(caller(s))).toBe('close');
    s = by(s, 0, 'close');
    expect(negotiations(s)).toBeNull();
    // Outside the Summit's own questions the timer answers nothing.
    expect(timerAnswer(s.decisions[0])).toBeNull();
  });
});

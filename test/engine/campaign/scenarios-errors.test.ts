/**
 * Scenario: every error a campaign answer can meet is a typed `rule/…` error, and nothing
 * half-applies (issue 14, "Done when"; common brief: "bad input gets a clear answer and changes
 * nothing"). Random legal campaigns are played through the three Acts; at every campaign decision
 * (Act setups, secret Fate choices, events, the Council, Summits, Edicts, the Intermission) and at
 * a sample of the others, wrong answers of every kind are sent both through `apply` (the input
 * state must stay as it was) and `applyInPlace` (the refused input must not touch the state).
 */
import { describe, expect, it } from 'vitest';
import { apply, applyInPlace, newGame, viewFor } from '../../../src/engine/index.ts';
import { newCampaign } from '../../../src/engine/campaign/setup.ts';
import { ANSWER_SEPARATOR } from '../../../src/engine/decisions.ts';
import { playRandom } from '../../../src/engine/random-play.ts';
import type { Decision, GameState, Input, RuleErrorCode } from '../../../src/engine/types.ts';
import { DIE, setUp, start } from './events-helpers.ts';
import { STEWARDS } from './scenarios-helpers.ts';

/** Answer ids of campaign decisions (the codecs' shapes), tried wherever they are not offered. */
const CAMPAIGN_IDS = [
  'summit', 'pass', 'crises', 'edicts', 'steal:relic', 'stop', 'enforce', 'change:ARCS-AID04', 'keep', 'mulligan',
  'favors:1', 'petition', 'leave', 'revive', 'negotiate', 'propose', 'accept:99', 'reject:1', 'withdraw:1', 'end', 'close',
  'kind:cede', 'to:1', 'from:0', 'res:relic:2', 'submit', 'back', 'cancel', 'fate:ARCS-FATE01', 'seat:0', 'sys:1:arrow', 'outlaw', 'no',
];

interface Tried { code: RuleErrorCode; kind: string }

/** Every kind of wrong answer to the open decisions of `s`, each with the error it must get. */
function wrongAnswers(s: GameState): { input: Input; code: RuleErrorCode; kind: string }[] {
  const out: { input: Input; code: RuleErrorCode; kind: string }[] = [];
  const d: Decision = s.decisions[0]!;
  const offered = new Set(d.options.map((o) => o.id));
  for (const id of ['not-an-option', ...CAMPAIGN_IDS.filter((x) => !offered.has(x))]) out.push({ input: { t: 'answer', seat: d.seat, choice: id, openedAt: d.openedAt }, code: 'rule/illegal-choice', kind: d.kind });
  // A pick of several (the Edicts' Distribute Arms): too few, too many, a repeat.
  if (d.pick && d.pick.t === 'many') {
    const ids = d.options.map((o) => o.id);
    if (d.pick.min > 0) out.push({ input: { t: 'answer', seat: d.seat, choice: ids.slice(0, d.pick.min - 1).join(ANSWER_SEPARATOR) }, code: 'rule/illegal-choice', kind: d.kind });
    if (d.pick.max < ids.length) out.push({ input: { t: 'answer', seat: d.seat, choice: ids.slice(0, d.pick.max + 1).join(ANSWER_SEPARATOR) }, code: 'rule/illegal-choice', kind: d.kind });
    out.push({ input: { t: 'answer', seat: d.seat, choice: [ids[0]!, ids[0]!].join(ANSWER_SEPARATOR) }, code: 'rule/illegal-choice', kind: d.kind });
  }
  // An out-of-date prompt, answered with the first option.
  out.push({ input: { t: 'answer', seat: d.seat, choice: d.options[0]!.id, openedAt: d.openedAt - 1 }, code: 'rule/stale', kind: d.kind });
  // A seat with nothing to decide (a secret choice already answered, or simply not asked).
  const idle = s.players.find((p) => !s.decisions.some((x) => x.seat === p.seat));
  if (idle) out.push({ input: { t: 'answer', seat: idle.seat, choice: d.options[0]!.id }, code: 'rule/not-your-decision', kind: d.kind });
  // Malformed input.
  out.push({ input: { t: 'answer', seat: s.players.length, choice: d.options[0]!.id }, code: 'rule/bad-input', kind: d.kind });
  out.push({ input: { t: 'answer', seat: 0.5, choice: d.options[0]!.id } as Input, code: 'rule/bad-input', kind: d.kind });
  out.push({ input: { t: 'answer', seat: d.seat, choice: 7 } as unknown as Input, code: 'rule/bad-input', kind: d.kind });
  out.push({ input: { t: 'undo', seat: d.seat } as unknown as Input, code: 'rule/bad-input', kind: d.kind });
  return out;
}

/** Send each wrong answer through apply and applyInPlace: the typed error, and the state unchanged. */
function refuseAll(s: GameState, cases: { input: Input; code: RuleErrorCode; kind: string }[], tried: Tried[]): void {
  const before = JSON.stringify(s);
  const copy = structuredClone(s);
  for (const c of cases) {
    const r = apply(s, c.input);
    expect(r.ok ? 'accepted' : r.error.code, `${c.kind}: ${JSON.stringify(c.input)}`).toBe(c.code);
    if (!r.ok) expect(r.error.message.length).toBeGreaterThan(0);
    const q = applyInPlace(copy, c.input);
    expect(q.ok ? 'accepted' : q.error.code).toBe(c.code);
    tried.push({ code: c.code, kind: c.kind });
  }
  expect(JSON.stringify(s)).toBe(before);
  expect(JSON.stringify(copy)).toBe(before);
}

describe('rule/… errors in a campaign: typed, and the state unchanged (issue 14, "nothing half-applies")', () => {
  it('random campaigns at 2, 3 and 4 players: at every campaign decision each wrong answer gets its typed error and changes nothing', () => {
    const tried: Tried[] = [];
    for (const players of [2, 3, 4]) {
      const seed = `errors-${players}`;
      // Rules version 6 draws no "B" or "C" Fate: the Stewards play all three Acts.
      const first = newGame({ players, seed, campaign: true, fates: STEWARDS(players), rulesVersion: 6 });
      refuseAll(first, wrongAnswers(first), tried);
      let step = 0;
      const r = playRandom(first, {
        steps: 20_000,
        seed,
        until: (s) => s.ended !== null,
        onStep: (s) => {
          step++;
          if (s.ended || s.decisions.length === 0) return;
          const kind = s.decisions[0]!.kind;
          if (kind.startsWith('campaign/') || s.campaign!.stage !== 'play' || s.decisions.length > 1 || step % 97 === 0) refuseAll(s, wrongAnswers(s), tried);
        },
      });
      expect(r.state.ended).not.toBeNull();
      // The campaign is over: every answer meets rule/game-over, and nothing changes.
      const d = { t: 'answer', seat: 0, choice: 'pass' } as const;
      refuseAll(r.state, [{ input: d, code: 'rule/game-over', kind: 'over' }], tried);
    }
    // Every error code was met, and at the campaign's own decisions.
    const codes = new Set(tried.map((t) => t.code));
    expect([...codes].sort()).toEqual(['rule/bad-input', 'rule/game-over', 'rule/illegal-choice', 'rule/not-your-decision', 'rule/stale']);
    const kinds = new Set(tried.map((t) => t.kind));
    for (const k of ['campaign/place', 'campaign/event', 'campaign/council', 'campaign/summit', 'campaign/govern', 'campaign/steward-quorum', 'res/arrange']) expect(kinds, k).toContain(k);
  });

  it('rule/no-decision: with nothing open (the campaign at rest) an answer is refused and changes nothing', () => {
    const s = setUp(3);
    expect(s.decisions).toEqual([]);
    refuseAll(s, [{ input: { t: 'answer', seat: 0, choice: 'pass' }, code: 'rule/no-decision', kind: 'rest' }], []);
  });

  it('Distribute Arms (p.21), "you choose which Regents get them": a pick of the wrong size or with a repeat is refused and changes nothing', () => {
    const s0 = setUp(3);
    // War on top; no Trophies or Captives anywhere; 1 Weapon in the supply for 3 Regents.
    const slot = s0.campaign!.rulesBooklet.find((x) => x.includes('ARCS-AID03'))!;
    slot.splice(slot.indexOf('ARCS-AID03'), 1);
    slot.unshift('ARCS-AID03');
    s0.supply.weapon = 1;
    let s = start(s0, { k: 'campaign/govern', card: 'ARCS-AID03' }, [DIE.edict.arrow, DIE.cluster(1)]);
    const tried: Tried[] = [];
    for (let i = 0; i < 10 && !(s.decisions[0]?.pick?.t === 'many'); i++) {
      refuseAll(s, wrongAnswers(s), tried);
      const d = s.decisions[0]!;
      const r = apply(s, { t: 'answer', seat: d.seat, choice: d.options.find((o) => o.id === 'enforce')?.id ?? d.options[0]!.id });
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    expect(s.decisions[0]!.pick).toEqual({ t: 'many', min: 1, max: 1 });
    refuseAll(s, wrongAnswers(s), tried);
    expect(tried.filter((t) => t.kind === 'campaign/govern').length).toBeGreaterThan(0);
  });

  it('the secret Fate choices (Act I Setup B; Intermission F, the frame pushed): a seat that already chose cannot answer again (not-your-decision, or stale with its old prompt), a Fate it did not draw is refused; nothing changes or shows', () => {
    // Act I: 2 players dealt from the Fates whose Act I setups the engine carries.
    let s = newCampaign({ players: 2, seed: 3, campaign: true }, { dealFrom: ['ARCS-FATE01', 'ARCS-FATE02', 'ARCS-FATE03', 'ARCS-FATE04', 'ARCS-FATE06'] });
    const tried: Tried[] = [];
    expect(s.decisions.map((d) => [d.kind, d.secret])).toEqual([['campaign/fates', true], ['campaign/fates', true]]);
    const drawn1 = s.decisions[1]!.options.map((o) => o.id);
    // Seat 0 tries seat 1's Fate: not offered to seat 0.
    const other = drawn1.find((id) => !s.decisions[0]!.options.some((o) => o.id === id))!;
    refuseAll(s, [{ input: { t: 'answer', seat: 0, choice: other }, code: 'rule/illegal-choice', kind: 'campaign/fates' }, ...wrongAnswers(s)], tried);
    const old = s.decisions[0]!;
    const r = apply(s, { t: 'answer', seat: 0, choice: old.options[0]!.id, openedAt: old.openedAt });
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    expect(r.revealed).toBe(false);
    // Seat 0 answered: a second answer is refused (its old prompt is stale; without it, not its decision).
    refuseAll(s, [
      { input: { t: 'answer', seat: 0, choice: old.options[1]!.id, openedAt: old.openedAt }, code: 'rule/stale', kind: 'campaign/fates' },
      { input: { t: 'answer', seat: 0, choice: old.options[1]!.id }, code: 'rule/not-your-decision', kind: 'campaign/fates' },
      ...wrongAnswers(s),
    ], tried);
    expect(JSON.stringify(viewFor(s, 1))).not.toContain(old.options[0]!.id.slice('fate:'.length) + '"');
    expect(tried.map((t) => t.code)).toEqual(expect.arrayContaining(['rule/stale', 'rule/not-your-decision', 'rule/illegal-choice']));

    // Intermission F (the frame as the Intermission pushes it): seat 0 completed (its Fate or 1 drawn), seat 1 failed (2 drawn).
    let m = setUp(2);
    m.campaign!.fateDecks.B = m.campaign!.fateDecks.B.filter((id) => !['ARCS-FATE09', 'ARCS-FATE10', 'ARCS-FATE11'].includes(id));
    m = start(m, { k: 'campaign/choose-fate', act: 2, options: [['ARCS-FATE01', 'ARCS-FATE09'], ['ARCS-FATE10', 'ARCS-FATE11']], drawn: [['ARCS-FATE09'], ['ARCS-FATE10', 'ARCS-FATE11']], chosen: [null, null] });
    expect(m.decisions.map((d) => [d.kind, d.secret])).toEqual([['campaign/choose-fate', true], ['campaign/choose-fate', true]]);
    refuseAll(m, [{ input: { t: 'answer', seat: 0, choice: 'fate:ARCS-FATE10' }, code: 'rule/illegal-choice', kind: 'campaign/choose-fate' }, ...wrongAnswers(m)], tried);
    const first = m.decisions[0]!;
    const a = apply(m, { t: 'answer', seat: 0, choice: 'fate:ARCS-FATE09', openedAt: first.openedAt });
    if (!a.ok) throw new Error(a.error.code);
    refuseAll(a.state, [
      { input: { t: 'answer', seat: 0, choice: 'fate:ARCS-FATE01', openedAt: first.openedAt }, code: 'rule/stale', kind: 'campaign/choose-fate' },
      { input: { t: 'answer', seat: 0, choice: 'fate:ARCS-FATE01' }, code: 'rule/not-your-decision', kind: 'campaign/choose-fate' },
    ], tried);
    expect(JSON.stringify(viewFor(a.state, 1))).not.toContain('ARCS-FATE09');
  });
});

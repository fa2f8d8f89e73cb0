/**
 * Issue 13 §1: whether an input revealed anything is computed in one place (secrets.ts), and undo
 * is an input in the append-only log that never follows a reveal (base rulebook, turn etiquette).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, newGame, openDecision, upgradeState, viewFor } from '../../src/engine/index.ts';
import { replayLog, undoInput, undoneState, undoPlan } from '../../src/engine/undo.ts';
import { randomInt, seedRng } from '../../src/engine/rng.ts';
import type { GameState, Input } from '../../src/engine/types.ts';
import { play } from './helpers.ts';
import { game } from './court/court-helpers.ts';

function answer(s: GameState, choice: string) {
  const d = openDecision(s)!;
  const input: Input = { t: 'answer', seat: d.seat, choice, openedAt: d.openedAt };
  const r = apply(s, input);
  if (!r.ok) throw new Error(`${choice}: ${r.error.code}`);
  return { ...r, input };
}

function fixture(name: string): GameState {
  const raw = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/stored-games', `${name}.json`), 'utf8')) as { state: unknown };
  return upgradeState(raw.state);
}

/** What a seat's own view lets it see that is hidden from others: its hand and its private options. */
function privateCards(s: GameState, seat: number): Set<string> {
  const v = viewFor(s, seat);
  const seen = new Set<string>(v.players[seat]!.hand ?? []);
  for (const d of v.decisions) for (const o of d.options ?? []) for (const part of o.id.split(/[:+.,]/)) if (/^(ADM|AGG|CON|MOB)[1-7]$/.test(part)) seen.add(part);
  return seen;
}

/** The oracle of the property test, from the seats' views (and the dice): did anyone learn something? */
function someoneLearned(before: GameState, after: GameState): string | null {
  if (before.rng.s.join() !== after.rng.s.join() || before.riggedDice.length !== after.riggedDice.length) return 'dice or a shuffle';
  const vb = viewFor(before, null);
  const va = viewFor(after, null);
  if (va.actionDeckCount < vb.actionDeckCount) return 'the action deck was drawn';
  if (va.courtDeckCount < vb.courtDeckCount) return 'the Court deck was drawn';
  if (va.actionDiscardCount < vb.actionDiscardCount && after.players.reduce((n, p) => n + p.hand.length, 0) > before.players.reduce((n, p) => n + p.hand.length, 0)) return 'the action discard was drawn';
  for (const p of after.players) {
    const was = privateCards(before, p.seat);
    for (const c of privateCards(after, p.seat)) if (!was.has(c)) return `seat ${p.seat} now sees ${c}`;
  }
  return null;
}

describe('revealed: computed from what was hidden before and after an input', () => {
  it('2 players: the mulligan redraw reveals (new cards), keeping does not', () => {
    const s = fixture('base-2p-mulligan');
    expect(openDecision(s)!.kind).toBe('mulligan');
    expect(answer(s, 'redraw').revealed).toBe(true);
    expect(answer(s, 'keep').revealed).toBe(false);
  });

  it('the answer that ends a chapter and deals the next hands reveals', () => {
    const rng = seedRng('chapter-end');
    let s = newGame({ players: 2, setup: '2p-frontiers', seed: 'chapter-end' });
    for (let k = 0; k < 5000; k++) {
      const d = openDecision(s)!;
      const r = answer(s, d.options[randomInt(rng, d.options.length)]!.id);
      if (r.state.chapter > s.chapter) {
        expect(r.log.some((e) => /draws 6 action cards/.test(e.text))).toBe(true);
        expect(r.revealed).toBe(true);
        expect(undoInput(s, r.input, r.state, d.seat)).toMatchObject({ ok: false, reason: 'revealed' });
        return;
      }
      s = r.state;
    }
    throw new Error('no chapter ended');
  });

  it('ARCS-BC17 Farseers: choosing the Rival whose hand you look at reveals; so does the swap', () => {
    let s = game({ players: [{ court: [{ id: 'ARCS-BC17' }] }] });
    s = play(s, 'lead:ADM2', 'declare:tycoon');
    const look = answer(s, 'rival:1');
    expect(look.revealed).toBe(true);
    const keep = answer(look.state, 'noswap');
    expect(keep.revealed).toBe(false);
    const take = answer(look.state, 'take:CON3');
    expect(take.revealed).toBe(false); // Red saw CON3 already; Blue learns nothing until the give
    expect(answer(take.state, 'give:MOB2').revealed).toBe(true); // Blue now holds a card it never saw
  });

  it('a battle roll reveals; declaring the battle\'s system does not', () => {
    let s = game({ players: [{ hand: ['AGG2'] }], map: { '1:hex': { ships: [{ owner: 0, fresh: 3, damaged: 0 }, { owner: 1, fresh: 1, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, null] } } });
    s = play(s, 'lead:AGG2', 'no', 'pip:battle');
    const sys = answer(s, 'sys:1:hex');
    expect(sys.revealed).toBe(false);
    let cur = sys.state;
    while (openDecision(cur)!.kind === 'act/battle') {
      const d = openDecision(cur)!;
      const r = answer(cur, d.options[d.options.length - 1]!.id);
      if (r.log.some((e) => / battles /.test(e.text))) {
        expect(r.revealed).toBe(true);
        return;
      }
      expect(r.revealed).toBe(false);
      cur = r.state;
    }
    throw new Error('no roll');
  });

  it('property: over random games, whenever any seat learns something hidden the input is revealing, and undo refuses it', () => {
    let checked = 0;
    let learned = 0;
    for (const [players, setup, ll] of [[2, '2p-mix-up-1', false], [3, '3p-mix-up', false], [4, '4p-mix-up-1', false], [3, '3p-frontiers', true], [2, '2p-homelands', true]] as const) {
      for (let g = 0; g < 4; g++) {
        const seed = `reveal-${players}-${ll}-${g}`;
        const rng = seedRng(seed);
        let s = newGame({ players, setup, seed, leadersAndLore: ll });
        while (!s.ended) {
          const d = openDecision(s)!;
          const r = answer(s, d.options[randomInt(rng, d.options.length)]!.id);
          const why = someoneLearned(s, r.state);
          if (why) {
            learned++;
            expect(r.revealed, `${seed} seq ${r.state.seq} ${d.kind} ${r.input.t === 'answer' ? r.input.choice : ''}: ${why}`).toBe(true);
            expect(undoInput(s, r.input, r.state, d.seat)).toMatchObject({ ok: false, reason: 'revealed' });
          } else if (!r.revealed && !r.state.ended && checked % 5 === 0) {
            // Nothing revealed: the seat may take it back, to exactly the position before.
            const u = undoInput(s, r.input, r.state, d.seat);
            expect(u.ok).toBe(true);
            if (u.ok) {
              expect(u.state.seq).toBe(r.state.seq + 1);
              expect({ ...u.state, seq: 0, log: [], decisions: [] }).toEqual({ ...s, seq: 0, log: [], decisions: [] });
              expect(openDecision(u.state)!.options).toEqual(d.options);
              expect(openDecision(u.state)!.openedAt).toBe(u.state.seq);
            }
          }
          checked++;
          s = r.state;
        }
      }
    }
    expect(learned).toBeGreaterThan(100);
  });
});

describe('undo as an appended input', () => {
  const start = () => newGame({ players: 3, setup: '3p-frontiers', seed: 'undo-log' });

  it('undoPlan: an undo cancels the latest input not already cancelled', () => {
    const a = (seat: number): Input => ({ t: 'answer', seat, choice: 'x' });
    const u = (seat: number): Input => ({ t: 'undo', seat });
    expect(undoPlan([a(0), a(0), u(0), u(0), a(1)])).toEqual({ undone: [true, true, false, false, false], target: [null, null, 1, 0, null] });
    expect(undoPlan([a(0), u(0), a(0), u(0)]).target).toEqual([null, 0, null, 2]);
  });

  it('replay honours undo inputs: the state is the one before the undone input, at a new seq', () => {
    const s0 = start();
    const d0 = openDecision(s0)!;
    const lead = d0.options.find((o) => o.id.startsWith('lead:'))!.id;
    const r1 = answer(s0, lead);
    const undo: Input = { t: 'undo', seat: d0.seat };
    const replayed = replayLog(s0, [r1.input, undo]);
    expect(replayed.seq).toBe(2);
    expect(replayed).toEqual(undoneState(s0, r1.state, d0.seat));
    expect(replayed.log.at(-1)!.text).toMatch(/takes back their last move/);
    expect(replayed.players).toEqual(s0.players);
    // The old panel is stale; the same question is asked again at the new seq.
    const stale = apply(replayed, { t: 'answer', seat: d0.seat, choice: lead, openedAt: 1 });
    expect(stale).toMatchObject({ ok: false, error: { code: 'rule/stale' } });
    const again = apply(replayed, { t: 'answer', seat: d0.seat, choice: lead, openedAt: 2 });
    expect(again.ok).toBe(true);
    // Two undos in a row take back two inputs; the replay goes on after them.
    const r2 = answer(r1.state, openDecision(r1.state)!.options[0]!.id);
    const { openedAt: _o, ...again1 } = r1.input as Extract<Input, { t: 'answer' }>;
    const twice = replayLog(s0, [r1.input, r2.input, { t: 'undo', seat: d0.seat }, { t: 'undo', seat: d0.seat }, again1]);
    expect(twice.seq).toBe(5);
    expect(twice.players).toEqual(r1.state.players);
  });

  it('undo refuses another seat\'s input and an undo', () => {
    const s0 = start();
    const r1 = answer(s0, openDecision(s0)!.options[0]!.id);
    expect(undoInput(s0, r1.input, r1.state, (r1.input.seat + 1) % 3)).toMatchObject({ ok: false, reason: 'not-own' });
    expect(undoInput(s0, { t: 'undo', seat: 0 }, r1.state, 0)).toMatchObject({ ok: false, reason: 'nothing' });
  });

  it('apply refuses an undo input on its own (it needs the state before)', () => {
    expect(apply(start(), { t: 'undo', seat: 0 })).toMatchObject({ ok: false, error: { code: 'rule/bad-input' } });
  });
});

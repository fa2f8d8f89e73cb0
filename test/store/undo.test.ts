/**
 * Undo as an appended input (issue 13 §1), on PGlite and PostgreSQL: the app commits
 * `{t:'undo'}` like any input, nothing is deleted, and replay (with or without snapshots, even a
 * snapshot taken between the undone input and its undo) reproduces the stored state.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apply, openDecision, undoInput } from '../../src/engine/index.ts';
import type { GameState, Input } from '../../src/engine/index.ts';
import { describeBackends, type OpenedStore } from './backends.ts';

describeBackends('undo as an input', (backend) => {
  let store: OpenedStore;
  beforeAll(async () => {
    store = await backend.open(await backend.target(), { snapshotEvery: 3 });
  });
  afterAll(async () => {
    await store?.close();
  });

  it('undo inputs are appended; the log replays to the stored state across snapshots', async () => {
    const g = await store.createGame({ options: { players: 3, setup: '3p-frontiers' }, seed: 'store-undo', users: ['a', 'b', 'c'] });
    let s: GameState = g.state;
    const history: { before: GameState; input: Input }[] = [];
    let undos = 0;
    for (let n = 0; n < 60 && undos < 4; n++) {
      const d = openDecision(s)!;
      const last = history.at(-1);
      // After every non-revealing input of the seat still to act, take it back once.
      if (last && last.input.seat === d.seat && n % 4 === 3) {
        const u = undoInput(last.before, last.input, s, d.seat);
        if (u.ok) {
          const c = await store.commit({ gameId: g.id, expectedSeq: s.seq, input: { t: 'undo', seat: d.seat }, nextState: u.state, interactionId: `undo-${n}`, actor: 'x' });
          expect(c.status).toBe('committed');
          history.pop();
          s = u.state;
          undos++;
          continue;
        }
      }
      const input: Input = { t: 'answer', seat: d.seat, choice: d.options[n % d.options.length]!.id, openedAt: d.openedAt };
      const r = apply(s, input);
      if (!r.ok) throw new Error(r.error.code);
      const c = await store.commit({ gameId: g.id, expectedSeq: s.seq, input, nextState: r.state, interactionId: `in-${n}`, actor: 'x' });
      expect(c.status).toBe('committed');
      history.push({ before: s, input });
      s = r.state;
    }
    expect(undos).toBeGreaterThan(0);
    const log = await store.readLog(g.id);
    expect(log).toHaveLength(s.seq); // nothing deleted: one row per seq
    expect(log.filter((r) => r.input.t === 'undo')).toHaveLength(undos);
    expect(await store.verify(g.id)).toEqual({ ok: true, seq: s.seq });
    expect(await store.verify(g.id, { useSnapshots: true })).toEqual({ ok: true, seq: s.seq });
    // Every prefix replays too (snapshots every 3 seqs fall between undone inputs and their undos).
    for (let seq = 1; seq <= s.seq; seq++) {
      const plain = await store.replay(g.id, { toSeq: seq });
      const fast = await store.replay(g.id, { toSeq: seq, useSnapshots: true });
      expect(JSON.stringify(fast)).toBe(JSON.stringify(plain));
    }
  });
});

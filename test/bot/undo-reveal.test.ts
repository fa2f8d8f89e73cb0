/**
 * Issue 13 §1 through the bot: `/arcs undo` is refused after an input that revealed something —
 * a 2-player mulligan redraw (new cards) and the answer that ends a chapter (the next hands are
 * dealt) — and allowed after one that revealed nothing; every undo is appended to the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiMessage, ApiUser } from '../../src/sandbox/discord/index.ts';
import { openGame, rng, settle, slash, startWorld, step, type World } from './helpers.ts';

/** The button labelled `label` among the user's DMs and the thread's messages visible to them. */
function buttonLabelled(w: World, thread: string, user: ApiUser, label: RegExp): { message: ApiMessage; customId: string } | null {
  const dm = w.discord.dmChannelOf(user.id);
  const messages = [...(dm ? w.discord.messages(dm) : []), ...w.discord.messages(thread, { visibleTo: user.id })].reverse();
  for (const m of messages) {
    for (const row of m.components as { components?: { label?: string; custom_id?: string; disabled?: boolean }[] }[]) {
      for (const c of row.components ?? []) if (c.custom_id && !c.disabled && label.test(c.label ?? '')) return { message: m, customId: c.custom_id };
    }
  }
  return null;
}

const undoText = async (w: World, user: ApiUser, thread: string) => (await slash(w, user, thread, 'undo')).original()!.content;

describe('/arcs undo never follows a reveal', () => {
  let w: World;
  beforeAll(async () => { w = await startWorld({ seed: 'undo-reveal' }); });
  afterAll(async () => { await w?.close(); });

  it('refused after a mulligan redraw and after a chapter\'s deal', async () => {
    const users = [w.discord.addUser('ua'), w.discord.addUser('ub')];
    const thread = await openGame(w, users);
    const game = (await w.store.findByThread(thread))!;
    let g = (await w.store.loadGame(game.id))!;
    // 2 players: the seat without the initiative may redraw its hand first (Setup).
    const d = g.state.decisions[0]!;
    expect(d.kind).toBe('mulligan');
    const mulligan = users[d.seat]!;
    const redraw = buttonLabelled(w, thread, mulligan, /draw 6 new cards/i);
    expect(redraw, 'a "Discard and draw 6 new cards" button for the seat that may mulligan').not.toBeNull();
    const handBefore = g.state.players[d.seat]!.hand;
    await settle(w, w.discord.click(mulligan.id, redraw!.message.id, redraw!.customId));
    g = (await w.store.loadGame(game.id))!;
    expect(g.seq).toBe(1);
    expect(g.state.players[d.seat]!.hand).not.toEqual(handBefore);
    expect(await undoText(w, mulligan, thread)).toMatch(/not allowed/);
    expect((await w.store.loadGame(game.id))!.seq).toBe(1);

    // Play on until an answer ends chapter 1 and deals the next hands: its author cannot undo it.
    const pick = rng(11);
    const eph = new Map<string, string>();
    let checkedFreeUndo = false;
    for (let k = 0; k < 600; k++) {
      const before = (await w.store.loadGame(game.id))!;
      const info = (await step(w, thread, users, pick, eph))!;
      const after = (await w.store.loadGame(game.id))!;
      if (after.state.chapter > before.state.chapter) {
        expect(await undoText(w, info.user, thread)).toMatch(/not allowed/);
        const [last] = await w.store.readLog(game.id, { fromSeq: after.seq });
        expect(last!.input.t).toBe('answer');
        expect((await w.store.getGame(game.id))!.seq).toBe(after.seq);
        expect(checkedFreeUndo).toBe(true);
        return;
      }
      // Once, an input that revealed nothing is taken back (and the log keeps both).
      if (!checkedFreeUndo && before.state.decisions[0]?.kind === 'turn/actions' && after.state.decisions[0]?.seat === before.state.decisions[0]?.seat && after.state.chapter === before.state.chapter) {
        const text = await undoText(w, info.user, thread);
        if (/took back/.test(text)) {
          const now = (await w.store.loadGame(game.id))!;
          expect(now.seq).toBe(after.seq + 1);
          expect(now.state.players).toEqual(before.state.players);
          checkedFreeUndo = true;
        }
      }
    }
    throw new Error('chapter 1 did not end');
  }, 180_000);
});

/** The renderer's contract: secrets never change the public image, hand views are private, sizes. */
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { actionDeckFor } from '../../src/data/action-cards.ts';
import { viewFor, type GameState } from '../../src/engine/index.ts';
import { MAX_BYTES, renderBoard, renderCluster, renderHand } from '../../src/render/index.ts';
import { FIXTURES, loadState, loadView } from './fixtures.ts';

/** A deterministic shuffle (the test must not depend on Math.random). */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let s = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The same public position with every hidden action card dealt differently: each hand keeps its
 * size, the face-down Copy card and the face-down discard are reshuffled with them.
 */
function redeal(s: GameState, seed: number): GameState {
  const v = structuredClone(s);
  const hiddenPlays = (v.round?.plays ?? []).filter((p) => p.mode === 'copy');
  const faceUp = new Set((v.round?.plays ?? []).filter((p) => p.mode !== 'copy').map((p) => p.card));
  const pool = shuffled(actionDeckFor(v.players.length).filter((c) => !faceUp.has(c)), seed);
  for (const p of v.players) p.hand = pool.splice(0, p.hand.length);
  for (const p of hiddenPlays) p.card = pool.shift()!;
  v.actionDeck = pool.splice(0, v.actionDeck.length);
  v.actionDiscard = pool;
  return v;
}

describe('renderer', () => {
  it('draws the same public image whatever any seat holds in hand', async () => {
    const base = loadState('midgame-4p');
    const want = await renderBoard(viewFor(base, null));
    for (const seed of [1, 2, 3]) {
      const other = redeal(base, seed);
      expect(other.players.map((p) => p.hand)).not.toEqual(base.players.map((p) => p.hand));
      const got = await renderBoard(viewFor(other, null));
      expect(got.equals(want), `redeal ${seed} changed the public image`).toBe(true);
    }
  });

  it('renders a hand only from that seat’s own view', async () => {
    const state = loadState('midgame-4p');
    await expect(renderHand(viewFor(state, null), 0)).rejects.toThrow(/own view/);
    await expect(renderHand(viewFor(state, 1), 0)).rejects.toThrow(/own view/);
    const png = await renderHand(viewFor(state, 0), 0);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('draws the Court, leader and lore cards the seat holds under its hand, one row of two per pair (issue 21 item 2)', async () => {
    const view = loadView('ll-midgame-3p', 0);
    const me = view.players[0]!;
    expect(me.court.length + (me.leader ? 1 : 0) + me.lore.length).toBe(4);
    const withHeld = await loadImage(await renderHand(view, 0));
    const bare = structuredClone(view);
    Object.assign(bare.players[0]!, { court: [], leader: null, lore: [] });
    const without = await loadImage(await renderHand(bare, 0));
    // The same hand; the four held cards add a titled section of two rows.
    expect(withHeld.width).toBe(without.width);
    expect(withHeld.height - without.height).toBeGreaterThan(2 * 200);
    const one = structuredClone(bare);
    Object.assign(one.players[0]!, { lore: ['ARCS-L08'] });
    const oneRow = await loadImage(await renderHand(one, 0));
    expect(oneRow.height).toBeGreaterThan(without.height);
    expect(oneRow.height).toBeLessThan(withHeld.height);
  });

  it('draws a campaign Event card in the hand (it has no number, pips or ambition)', async () => {
    const view = loadView('midgame-4p', 2);
    view.players[2]!.hand = [...(view.players[2]!.hand ?? []), 'EVT1' as never];
    const img = await loadImage(await renderHand(view, 2));
    expect(img.width).toBe(1000);
  });

  it('zooms every cluster, in play or not', async () => {
    const view = loadView('start-2p');
    for (const c of [1, 2, 3, 4, 5, 6]) {
      const img = await loadImage(await renderCluster(view, c));
      expect(img.width).toBeGreaterThan(600);
    }
    await expect(renderCluster(view, 7)).rejects.toThrow();
  });

  it('keeps every board image under 8 MiB and 1000 px wide', async () => {
    for (const f of FIXTURES) {
      const png = await renderBoard(loadView(f));
      expect(png.length).toBeLessThan(MAX_BYTES);
      const img = await loadImage(png);
      expect(img.width).toBe(1000);
    }
  });

  it('leaves the event loop free while the image is encoded', async () => {
    const view = loadView('midgame-4p');
    await renderBoard(view); // warm up
    let ticked = false;
    setImmediate(() => {
      ticked = true;
    });
    const pending = renderBoard(view);
    expect(ticked).toBe(false);
    await pending;
    expect(ticked).toBe(true);
  });

  it('also encodes WebP', async () => {
    const webp = await renderBoard(loadView('start-3p'), { format: 'webp' });
    expect(webp.subarray(8, 12).toString()).toBe('WEBP');
  });
});

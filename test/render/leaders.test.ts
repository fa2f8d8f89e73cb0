/**
 * Leaders & Lore on the board image: buildings outside the printed slots (Gate Ports, Gate
 * Stations, Cloud Cities) are laid out and drawn, and their presence is part of the layout cache
 * key; lore tokens, leader and lore cards and the draft rows change the image.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeEach, describe, expect, it } from 'vitest';
import { systemDef, type SystemId } from '../../src/data/map.ts';
import type { GameView } from '../../src/engine/index.ts';
import { boardCanvas } from '../../src/render/index.ts';
import { clearLayoutCache, drawMap, RADII, systemBoxes, type MapGeom } from '../../src/render/map.ts';
import { EXTRA_RING, PLAYER, registerFonts } from '../../src/render/theme.ts';
import { loadView } from './fixtures.ts';

const GEO: MapGeom = { cx: 500, cy: 500, ...RADII, piece: 1 };
/**
 * The fixture's buildings outside the printed slots: a gate port and a gate city on one gate, a
 * gate city alone, cloud cities beside full slots and beside an empty one (damaged).
 */
const EXTRAS: Readonly<Record<string, number>> = { '2:gate': 2, '3:gate': 1, '1:hex': 1, '2:crescent': 1 };

function mapPixels(view: GameView): Uint8ClampedArray {
  registerFonts();
  const c = createCanvas(1000, 1000);
  const g = c.getContext('2d');
  drawMap(g, view, GEO);
  return g.getImageData(0, 0, 1000, 1000).data;
}

/** The same view with the buildings outside the printed slots of `id` taken away. */
function withoutExtra(view: GameView, id: SystemId): GameView {
  const v = structuredClone(view);
  v.map[id]!.slots.length = systemDef(id).slots;
  return v;
}

function hex(c: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
}

/** Pixels of colour `c` (within a small tolerance) inside a box. */
function countColour(px: Uint8ClampedArray, box: { x: number; y: number; w: number; h: number }, c: string): number {
  const [r, g, b] = hex(c);
  let n = 0;
  for (let y = Math.max(0, box.y); y < Math.min(1000, box.y + box.h); y++) {
    for (let x = Math.max(0, box.x); x < Math.min(1000, box.x + box.w); x++) {
      const i = (y * 1000 + x) * 4;
      if (Math.abs(px[i]! - r) <= 6 && Math.abs(px[i + 1]! - g) <= 6 && Math.abs(px[i + 2]! - b) <= 6) n++;
    }
  }
  return n;
}

function extraBoxes(view: GameView, id: SystemId): { i?: number; x: number; y: number; w: number; h: number }[] {
  const g = createCanvas(4, 4).getContext('2d');
  return systemBoxes(g, view, GEO, id)?.filter((b) => b.k === 'extra') ?? [];
}

describe('Leaders & Lore: buildings outside the printed slots', () => {
  beforeEach(() => clearLayoutCache());

  for (const [id, n] of Object.entries(EXTRAS) as [SystemId, number][]) {
    it(`draws the ${n} in ${id} in the owner's colour, each inside a dashed ring`, () => {
      const view = loadView('ll-midgame-3p');
      const boxes = extraBoxes(view, id);
      expect(boxes.length, 'laid out').toBe(n);
      const px = mapPixels(view);
      const bare = mapPixels(withoutExtra(view, id));
      for (const box of boxes) {
        expect(box.i).toBeGreaterThanOrEqual(systemDef(id).slots);
        const b = view.map[id]!.slots[box.i!]!;
        expect(countColour(px, box, PLAYER[view.players[b.owner as number]!.colour].fill)).toBeGreaterThan(40);
        expect(countColour(px, box, EXTRA_RING)).toBeGreaterThan(40);
        // and the ring is not there without the building
        expect(countColour(bare, box, EXTRA_RING)).toBeLessThan(5);
      }
    });
  }

  it('draws nothing for an empty entry past the printed slots (it is no slot of the board)', () => {
    const view = loadView('ll-midgame-3p');
    const empty = structuredClone(view);
    empty.map['2:gate']!.slots = [null, null];
    expect(extraBoxes(empty, '2:gate')).toEqual([]);
    expect(Buffer.from(mapPixels(empty)).equals(Buffer.from(mapPixels(withoutExtra(view, '2:gate'))))).toBe(true);
    // a city after an empty entry (the starport was destroyed) is still drawn, from its own entry
    const later = structuredClone(view);
    later.map['2:gate']!.slots[0] = null;
    expect(extraBoxes(later, '2:gate').map((b) => b.i)).toEqual([1]);
  });

  it('keys the layout cache on the extra building: warm and cold caches draw the same', () => {
    const view = loadView('ll-midgame-3p');
    const bare = (Object.keys(EXTRAS) as SystemId[]).reduce((v, id) => withoutExtra(v, id), view);
    for (const [first, second] of [[view, bare], [bare, view]] as const) {
      clearLayoutCache();
      mapPixels(first);
      const warm = mapPixels(second);
      clearLayoutCache();
      const cold = mapPixels(second);
      expect(Buffer.from(warm).equals(Buffer.from(cold))).toBe(true);
    }
  });

  it('fits a crowded gate with an extra building without giving up ("crowded")', () => {
    const view = structuredClone(loadView('ll-midgame-3p'));
    view.map['2:gate']!.ships = [0, 1, 2].map((owner) => ({ owner, fresh: 3, damaged: 2 }));
    const boxes = systemBoxes(createCanvas(4, 4).getContext('2d'), view, GEO, '2:gate');
    expect(boxes?.map((b) => b.k).sort()).toEqual(['extra', 'extra', 'gate', 'ship', 'ship', 'ship']);
  });
});

describe('Leaders & Lore: player boards and the draft', () => {
  it('shows the resource held on Ancient Holdings', () => {
    const view = loadView('ll-midgame-3p');
    expect(view.players[0]!.loreTokens).toEqual({ 'ARCS-L13': ['relic'] });
    const empty = structuredClone(view);
    delete empty.players[0]!.loreTokens;
    const a = boardCanvas(view);
    const b = boardCanvas(empty);
    expect(a.height).toBe(b.height);
    expect(a.toBuffer('image/png').equals(b.toBuffer('image/png'))).toBe(false);
  });

  it('gives each leader and lore card a chip, two to a row', () => {
    const view = loadView('ll-midgame-3p');
    const none = structuredClone(view);
    for (const p of none.players) {
      p.leader = null;
      p.lore = [];
      delete p.loreTokens;
    }
    // leader + 2 lore = 2 rows on each of the three boards
    expect(boardCanvas(view).height - boardCanvas(none).height).toBe(3 * 2 * 54);
  });

  it('shows the draft rows only while the draft lasts', () => {
    const view = loadView('ll-draft-4p');
    expect(view.draft?.lore.length).toBe(8);
    const after = structuredClone(view);
    delete after.draft;
    // title, a row of leaders and three rows of lore
    expect(boardCanvas(view).height - boardCanvas(after).height).toBe(50 + 40 + 54 + 8 + 40 + 3 * 54 + 24);
  });
});

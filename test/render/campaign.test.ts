/**
 * The Blighted Reach campaign on the board and hand images (issue 18, "Board image and panels"):
 * every campaign piece drawn from the public view, in its own style, and nothing hidden shown.
 * The goldens of the campaign fixtures are in golden.test.ts (FIXTURES); these tests check what a
 * golden cannot: that a piece added or removed changes the picture where it stands, the pieces'
 * own colours, the hidden Fate choice, and that no campaign state met in random play throws.
 */
import type { Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { newGame, viewFor, type GameState, type GameView } from '../../src/engine/index.ts';
import { newCampaign } from '../../src/engine/campaign/setup.ts';
import { playRandom } from '../../src/engine/random-play.ts';
import type { SystemId } from '../../src/data/map.ts';
import { boardCanvas, clusterCanvas, handCanvas, renderBoard } from '../../src/render/index.ts';
import { powerTrack } from '../../src/render/board.ts';
import { scratch } from '../../src/render/draw.ts';
import { RADII, systemBoxes, type MapGeom } from '../../src/render/map.ts';
import { NEUTRAL, PLAYER } from '../../src/render/theme.ts';
import { loadState, loadView } from './fixtures.ts';

/** The board image's map geometry (the status band is 132 px; a campaign has no draft band). */
const GEO: MapGeom = { cx: 500, cy: 132 + 500, ...RADII, piece: 1 };

function pixels(c: Canvas): Uint8ClampedArray {
  return c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
}

function same(a: Canvas, b: Canvas): boolean {
  return a.width === b.width && a.height === b.height && Buffer.from(pixels(a)).equals(Buffer.from(pixels(b)));
}

/** Share of a box's pixels within a few levels of a colour. */
function shareOf(c: Canvas, box: { x: number; y: number; w: number; h: number }, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const d = c.getContext('2d').getImageData(Math.round(box.x), Math.round(box.y), Math.round(box.w), Math.round(box.h)).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i]! - r!) < 12 && Math.abs(d[i + 1]! - g!) < 12 && Math.abs(d[i + 2]! - b!) < 12) n++;
  return n / (d.length / 4);
}

/** The first system whose ships (or buildings) hold `owner`. */
function systemWith(v: GameView, owner: string | number, where: 'ships' | 'slots'): SystemId {
  const hit = Object.entries(v.map).find(([, st]) => (where === 'ships' ? st!.ships.some((g) => g.owner === owner) : st!.slots.some((b) => b?.owner === owner)));
  if (!hit) throw new Error(`fixture has no ${owner} ${where}`);
  return hit[0] as SystemId;
}

const clusterOf = (id: SystemId) => Number(id.split(':')[0]);

describe('campaign board image: pieces of no player', () => {
  const view = loadView('campaign-act2-4p');

  it('the fixture holds every kind of campaign piece', () => {
    const ships = Object.values(view.map).flatMap((st) => st!.ships);
    const slots = Object.values(view.map).flatMap((st) => st!.slots);
    expect(ships.some((g) => g.owner === 'empire')).toBe(true);
    expect(ships.some((g) => g.owner === 'blight' && g.fresh > 0)).toBe(true);
    expect(ships.some((g) => g.owner === 'blight' && g.damaged > 0)).toBe(true);
    expect(slots.some((b) => b?.owner === 'free')).toBe(true);
    expect(view.players.some((p) => p.title === 'outlaw')).toBe(true);
    expect(view.campaign!.seats.some((s) => s.favors?.some((n) => n > 0))).toBe(true);
    expect(view.round!.plays.some((p) => p.mode === 'event')).toBe(true);
  });

  it('draws Imperial ships, Blight and Free buildings in their own colours, not as a player’s', () => {
    // fresh pieces: a solid chip in the owner's colour
    const view = structuredClone(loadView('campaign-act2-4p'));
    for (const owner of ['empire', 'blight']) view.map[systemWith(view, owner, 'ships')]!.ships.find((g) => g.owner === owner)!.fresh = 2;
    const c = boardCanvas(view);
    const g = scratch();
    const check = (id: SystemId, owner: 'empire' | 'blight', colour: string) => {
      const box = systemBoxes(g, view, GEO, id)!.find((b) => b.k === 'ship' && b.owner === owner)!;
      expect(box, `${owner} chip in ${id}`).toBeDefined();
      expect(shareOf(c, box, colour), `${owner} colour in ${id}`).toBeGreaterThan(0.2);
      for (const p of Object.values(PLAYER)) expect(shareOf(c, box, p.fill), `${p.name} colour on the ${owner} chip`).toBeLessThan(0.05);
    };
    check(systemWith(view, 'empire', 'ships'), 'empire', NEUTRAL.empire.fill);
    check(systemWith(view, 'blight', 'ships'), 'blight', NEUTRAL.blight.fill);
    const freeAt = systemWith(view, 'free', 'slots');
    const slot = view.map[freeAt]!.slots.findIndex((b) => b?.owner === 'free' && !b.damaged);
    const box = systemBoxes(g, view, GEO, freeAt)!.find((b) => b.k === 'slot' && b.i === slot)!;
    expect(shareOf(c, box, NEUTRAL.free.fill)).toBeGreaterThan(0.15);
    expect(shareOf(c, box, PLAYER.white.fill)).toBeLessThan(0.05);
  });

  it('changes the picture of a system when a campaign piece is added to it or removed from it', () => {
    const id = systemWith(view, 'blight', 'ships');
    const cluster = clusterOf(id);
    const before = clusterCanvas(view, cluster);
    const edits: [string, (v: GameView) => void][] = [
      ['Blight removed', (v) => (v.map[id]!.ships = v.map[id]!.ships.filter((g) => g.owner !== 'blight'))],
      ['a Blight damaged', (v) => v.map[id]!.ships.filter((g) => g.owner === 'blight' && g.fresh > 0).forEach((g) => ((g.fresh -= 1), (g.damaged += 1)))],
      ['an Imperial ship added', (v) => v.map[id]!.ships.push({ owner: 'empire', fresh: 1, damaged: 0 })],
      ['a Fate token added', (v) => (v.campaign!.tokens = [...(v.campaign!.tokens ?? []), { id: 'clue-1', kind: 'clue', owner: 0, where: id }])],
    ];
    for (const [what, edit] of edits) {
      const v = structuredClone(view);
      edit(v);
      expect(same(clusterCanvas(v, cluster), before), what).toBe(false);
    }
    // a Free city built in an empty slot of a planet
    const [empty, st] = Object.entries(view.map).find(([sid, s]) => !sid.endsWith('gate') && s!.slots.some((b) => b === null))! as [SystemId, NonNullable<GameView['map'][SystemId]>];
    const v = structuredClone(view);
    v.map[empty]!.slots[st.slots.indexOf(null)] = { owner: 'free', type: 'city', damaged: false };
    expect(same(clusterCanvas(v, clusterOf(empty)), clusterCanvas(view, clusterOf(empty)))).toBe(false);
  });

  it('places a Fate token in its system, and a Flagship group lays out (the Flagship hook) without a mark yet', () => {
    const g = scratch();
    const tokens = systemBoxes(g, view, GEO, '3:hex')!.filter((b) => b.k === 'token');
    expect(tokens.map((t) => t.token)).toEqual(['banner']);
    const v = structuredClone(view);
    const id = systemWith(v, 1, 'ships');
    const grp = v.map[id]!.ships.find((x) => x.owner === 1)!;
    grp.flagship = true;
    expect(systemBoxes(g, v, GEO, id)).not.toBeNull();
    expect(() => boardCanvas(v)).not.toThrow();
  });
});

describe('campaign board image: the campaign band, the seats and the Power track', () => {
  const view = loadView('campaign-act2-4p');
  const base = boardCanvas(view);
  const changes = (what: string, edit: (v: GameView) => void) => {
    const v = structuredClone(view);
    edit(v);
    expect(same(boardCanvas(v), base), what).toBe(false);
  };

  it('shows the Council’s side, the titles, the First Regent tile and its Trust, the Sponsored token', () => {
    changes('Council decided', (v) => (v.campaign!.council = 'decided'));
    changes('Council tucked this round', (v) => (v.round!.council = 0));
    changes('an Outlaw made Regent', (v) => (v.players.find((p) => p.title === 'outlaw')!.title = 'regent'));
    changes('a First Regent', (v) => (v.campaign!.firstRegent = 1));
    changes('a resource in the Trust', (v) => (v.campaign!.trust = ['relic']));
    changes('Sponsored on Warlord', (v) => (v.campaign!.sponsored = 'warlord'));
    changes('an objective marker moved', (v) => (v.campaign!.seats[1]!.marker = 3));
  });

  it('gives rows to Favors, Fate Set cards and the rules booklet, and the Act III chapter tile room for grand ambitions', () => {
    const taller = (what: string, edit: (v: GameView) => void, by: number) => {
      const v = structuredClone(view);
      edit(v);
      expect(boardCanvas(v).height - base.height, what).toBe(by);
    };
    const noFavors = view.campaign!.seats.findIndex((s) => !s.favors?.some((n) => n > 0));
    taller('Favors on a Fate card', (v) => (v.campaign!.seats[noFavors]!.favors = [0, 0, 0, 0].map((_, i) => (i === noFavors ? 0 : 1))), 54);
    taller('a rules booklet slot', (v) => v.campaign!.rulesBooklet.push(['ARCS-F123']), 54);
    taller('two Fate Set cards', (v) => v.campaign!.seats[0]!.playArea.push('ARCS-F123', 'ARCS-F107'), 54);
    taller('the Act III side', (v) => (v.campaign!.chapterTile = 'act-3'), 54);
  });

  it('spans negative Power and Power past 50, stacking discs that would touch', () => {
    const v = structuredClone(view);
    v.players[0]!.power = -9;
    v.players[1]!.power = 57;
    v.players[2]!.power = 56;
    v.players[3]!.power = 12;
    const t = powerTrack(v);
    expect(t.min).toBe(-9);
    expect(t.max).toBe(57);
    const level = (seat: number) => t.discs.find((d) => d.seat === seat)!.level;
    expect(level(1)).not.toBe(level(2));
    expect(level(0)).toBe(0);
    expect(t.diamonds.map((d) => d.seat).sort()).toEqual(view.campaign!.seats.flatMap((s, i) => (s.marker === null ? [] : [i])));
    expect(() => boardCanvas(v)).not.toThrow();
  });

  it('draws an Event card where action cards show, and tells it from an action card', () => {
    const ev = view.round!.plays.find((p) => p.mode === 'event')!;
    expect(ev.card).toMatch(/^EVT/);
    changes('the Event card shown as an action card', (v) => (v.round!.plays.find((p) => p.mode === 'event')!.card = 'ADM3'));
  });
});

describe('campaign images: hidden things stay hidden', () => {
  /** A 2-player Act I setup dealt from Fates whose setups exist: each seat draws 2 and chooses 1 in secret. */
  const dealt = () => newCampaign({ players: 2, seed: 3, campaign: true }, { dealFrom: ['ARCS-FATE01', 'ARCS-FATE02', 'ARCS-FATE03', 'ARCS-FATE04'] });
  type Choice = { k: string; drawn: string[][]; chosen: (string | null)[] };
  const choiceOf = (s: GameState) => s.stack.find((f) => 'drawn' in f) as unknown as Choice;

  it('draws the same public board whatever each seat drew and chose, and shows a seat its own draw only in its hand', () => {
    const s = dealt();
    const f = choiceOf(s);
    expect(f.drawn[0]!.length).toBe(2);
    const want = boardCanvas(viewFor(s, null));
    const swapped = structuredClone(s);
    const g = choiceOf(swapped);
    [g.drawn[0], g.drawn[1]] = [g.drawn[1]!, g.drawn[0]!];
    g.chosen[1] = g.drawn[1]![0]!;
    expect(same(boardCanvas(viewFor(swapped, null)), want)).toBe(true);
    // the hand shows the seat's own two Fates to choose from, and changes with them
    const own = viewFor(s, 0);
    expect(own.campaign!.ownFateChoice!.drawn).toEqual(f.drawn[0]);
    const hand = handCanvas(own, 0);
    expect(same(handCanvas(viewFor(swapped, 0), 0), hand)).toBe(false);
    const none = structuredClone(own);
    delete none.campaign!.ownFateChoice;
    expect(hand.height).toBeGreaterThan(handCanvas(none, 0).height);
  });

  it('draws the same public board whatever is in the hands (Event cards too) and the decks', async () => {
    const s = loadState('campaign-act2-4p');
    const want = await renderBoard(viewFor(s, null));
    const other = structuredClone(s);
    const pool = [...other.players.flatMap((p) => p.hand), ...other.actionDeck].reverse();
    for (const p of other.players) p.hand = pool.splice(0, p.hand.length);
    other.actionDeck = pool;
    other.courtDeck = [...other.courtDeck].reverse();
    expect(other.players.map((p) => p.hand)).not.toEqual(s.players.map((p) => p.hand));
    expect((await renderBoard(viewFor(other, null))).equals(want)).toBe(true);
  });

  it('shows a seat its Fate card, objective and Fate Set cards in its hand image', () => {
    const v = loadView('campaign-act2-4p', 0);
    const bare = structuredClone(v);
    Object.assign(bare.campaign!.seats[0]!, { fate: null, objective: null, playArea: [] });
    expect(handCanvas(v, 0).height).toBeGreaterThan(handCanvas(bare, 0).height + 2 * 150);
  });
});

describe('campaign images: every state met in seeded random campaigns', () => {
  it('draws the board (and the acting seat’s hand) without throwing, from setup to the campaign’s end', () => {
    for (const [players, seed] of [[2, 41], [4, 42]] as const) {
      const start = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => 'ARCS-FATE01') });
      let step = 0;
      let drawn = 0;
      let lastEvents = 0;
      const stages = new Set<string>();
      playRandom(start, {
        steps: 20_000,
        seed,
        onStep: (s) => {
          step++;
          const c = s.campaign!;
          const key = `${c.act}/${s.chapter}/${c.stage}`;
          // a new Act, chapter or stage, each Event card played, and every 40th step
          const events = s.round?.plays.filter((p) => p.mode === 'event').length ?? 0;
          const newEvent = events > lastEvents;
          lastEvents = events;
          if (step % 40 !== 0 && stages.has(key) && !newEvent) return;
          stages.add(key);
          boardCanvas(viewFor(s, null));
          const d = s.decisions[0];
          if (d && drawn % 4 === 0) handCanvas(viewFor(s, d.seat), d.seat);
          drawn++;
        },
        until: (s) => s.ended !== null,
      });
      expect(stages.size, `${players}p: Acts, chapters and stages met`).toBeGreaterThan(10);
      expect(drawn).toBeGreaterThan(30);
    }
  }, 240_000);
});

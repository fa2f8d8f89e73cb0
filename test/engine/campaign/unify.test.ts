/**
 * One place for titles, one for Court removal, attached cards as a list (issue 14, "unify"):
 * - every route to becoming an Outlaw (Summits, Call to Order: Leave the Empire; Edicts, Collect
 *   Imperial Demand; Empire Falls' Crisis) goes through empire/titles.ts, so the Steward's "Bury
 *   this if you're an Outlaw" cards (Imperial Authority ARCS-F102) are buried by each;
 * - Court cards leave through court-slots.ts removeFromCourt (New Rules & Terms, Attaching Cards,
 *   Removal from Court p.27) in Crises, Guild Envoys Depart and the Fate framework's card moves;
 * - Intermission B1: "Make sure to also return attached cards (page 27) to the Court deck" (p.28);
 * - two attached cards (Guilds Decry Terror ARCS-F619, FAQ: "Attach it to the Council, keeping the
 *   other attached card attached as well");
 * - stored states and positions with the single attached card of state version 4 still load.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, exportPosition, importPosition } from '../../../src/engine/index.ts';
import { attachCard, attachTargets, courtCrisisOrder, removeCardFromCourt, removeFromCourt, secureCard } from '../../../src/engine/court.ts';
import { cardEffect } from '../../../src/engine/effects.ts';
import { becomeOutlaw, regents, takeFirstRegentTile } from '../../../src/engine/campaign/empire/titles.ts';
import { clearCourt } from '../../../src/engine/campaign/acts/intermission.ts';
import { blightEmptyGates } from '../../../src/engine/campaign/acts/act-setup.ts';
import { guildEnvoysDepart } from '../../../src/engine/campaign/events/edicts.ts';
import { bury } from '../../../src/engine/campaign/fates/moves.ts';
import { STATE_VERSION, upgradeState } from '../../../src/engine/versions.ts';
import { seatName } from '../../../src/engine/board.ts';
import type { EventRoll } from '../../../src/engine/campaign/types.ts';
import type { CourtSlot, GameState } from '../../../src/engine/types.ts';
import { expectDecision, optionIds, play } from '../helpers.ts';
import { logText, noBlight, setUp, start } from './events-helpers.ts';
import { runFrames } from './fates/steward-helpers.ts';

const COUNCIL = 'ARCS-AID01';
const AUTHORITY = 'ARCS-F102'; // Imperial Authority: "Bury this if you're an Outlaw."

/** Lay out the Court row (after the Council), taking its cards out of every other Court place first. */
function courtRow(s: GameState, rows: { card: string; agents?: number[]; attached?: string[] }[]): GameState {
  const ids = rows.flatMap((r) => [r.card, ...(r.attached ?? [])]);
  const council = s.court.find((c) => c.card === COUNCIL)!;
  const others = s.court.filter((c) => c.card !== COUNCIL).flatMap((c) => [c.card, ...(c.attached ?? [])]);
  s.courtDeck = [...others, ...s.courtDeck].filter((id) => !ids.includes(id));
  s.courtDiscard = s.courtDiscard.filter((id) => !ids.includes(id));
  const zeros = s.players.map(() => 0);
  const slots: CourtSlot[] = rows.map((r) => ({ card: r.card, agents: r.agents ?? [...zeros], ...(r.attached ? { attached: [...r.attached] } : {}) }));
  s.court = [{ card: COUNCIL, agents: council.agents.map(() => 0) }, ...slots];
  return s;
}

/** Take agents from the supplies for the agents a row puts on the Court (invariants count them). */
function payAgents(s: GameState): void {
  for (const slot of s.court) slot.agents.forEach((n, seat) => (s.players[seat]!.supply.agents -= n));
}

const holdsAuthority = (s: GameState, seat: number) => s.campaign!.seats[seat]!.playArea.includes(AUTHORITY);

describe('Titles: every way of becoming an Outlaw buries "Bury this if you\'re an Outlaw" (empire/titles.ts)', () => {
  it('Summits, Call to Order: Leave the Empire (p.16) buries the leaver\'s Imperial Authority', () => {
    const s0 = setUp(3);
    expect(holdsAuthority(s0, 1)).toBe(true);
    let s = start(s0, { k: 'campaign/summit', caller: 1 });
    expectDecision(s, 'campaign/summit', 1);
    s = play(s, 'leave');
    expect(s.players[1]!.title).toBe('outlaw');
    expect(holdsAuthority(s, 1)).toBe(false);
    expect(s.courtDeck[s.courtDeck.length - 1]).toBe(AUTHORITY);
    expect(holdsAuthority(s, 0)).toBe(true);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('Leave the Empire by the First Regent, two Regents tied for the most Power: the tile goes to the first of them in turn order (our reading, FAQ ARCS-CC14)', () => {
    const s0 = setUp(3);
    s0.initiative = 2;
    s0.players[1]!.power = 4;
    s0.players[2]!.power = 4;
    const s = play(start(s0, { k: 'campaign/summit', caller: 0 }), 'leave');
    expect(s.campaign!.firstRegent).toBe(2);
    expect(regents(s)).toEqual([2, 1]); // turn order from the initiative
    expect(logText(s)).toMatch(/takes the First Regent tile; the Imperial Trust stays on it/);
    expect(holdsAuthority(s, 0)).toBe(false);
  });

  it('Edicts, Collect Imperial Demand (p.20): "the First Regent may make them an Outlaw" buries their Imperial Authority', () => {
    const s0 = setUp(3);
    const slot = s0.campaign!.rulesBooklet.find((x) => x.includes('ARCS-AID04'))!;
    slot.splice(slot.indexOf('ARCS-AID04'), 1);
    slot.unshift('ARCS-AID04');
    s0.players[1]!.supply.agents = 0;
    s0.players[2]!.supply.agents = 0;
    let s = play(start(s0, { k: 'campaign/edicts' }), 'enforce');
    expect(optionIds(s)).toEqual(['outlaw', 'spare']);
    s = play(s, 'outlaw', 'spare');
    expect(s.players[1]!.title).toBe('outlaw');
    expect(holdsAuthority(s, 1)).toBe(false);
    expect(holdsAuthority(s, 2)).toBe(true);
    expect(logText(s)).toMatch(/Imperial Authority is buried/);
  });

  it('Empire Falls\' Crisis (ARCS-F109, ▲ rolled): all Regents become Outlaws, each burying their Imperial Authority; the Trust returns with the First Regent', () => {
    const s = setUp(3);
    s.campaign!.trust = ['fuel'];
    s.supply.fuel -= 1;
    s.players[0]!.power = 3;
    const roll = { event: { event: 'crisis', symbol: 'arrow' }, number: 1 } as EventRoll;
    // The card is held (a Fate Crisis); the holder does not matter to its text.
    runFrames(s, cardEffect('ARCS-F109')!.crisis!(s, 0, roll));
    expect(s.players.map((p) => p.title)).toEqual(['outlaw', 'outlaw', 'outlaw']);
    expect([0, 1, 2].map((seat) => holdsAuthority(s, seat))).toEqual([false, false, false]);
    expect(s.courtDeck.slice(-3)).toEqual([AUTHORITY, AUTHORITY, AUTHORITY]);
    expect(s.campaign!.firstRegent).toBeNull();
    expect(s.campaign!.trust).toEqual([]);
    expect(s.players[0]!.power).toBe(2);
  });

  it('becomeOutlaw refuses a seat that is not a Regent and changes nothing', () => {
    const s = setUp(3);
    s.players[1]!.title = 'outlaw';
    const before = structuredClone(s);
    expect(() => becomeOutlaw(s, 1)).toThrow(/not a Regent/);
    expect(s).toEqual(before);
  });

  it('Imperial Council step 2 (p.14): a Regent takes the First Regent tile with the Trust; an Outlaw does not', () => {
    const s = setUp(3);
    s.campaign!.trust = ['weapon'];
    expect(takeFirstRegentTile(s, 1)).toBe(true);
    expect(s.campaign!.firstRegent).toBe(1);
    expect(s.campaign!.trust).toEqual(['weapon']);
    s.players[2]!.title = 'outlaw';
    expect(takeFirstRegentTile(s, 2)).toBe(false);
    expect(takeFirstRegentTile(s, 1)).toBe(false);
    expect(s.campaign!.firstRegent).toBe(1);
  });
});

describe('Court removal with attached cards (p.27, Removal from Court; p.18, Removing Cards)', () => {
  it('a Court Crisis removing a card with an attached card: the attached card slides down with the agents (Diplomatic Fiasco)', () => {
    const s0 = courtRow(setUp(3), [{ card: 'ARCS-CC13', agents: [1, 2, 0], attached: ['ARCS-CC05'] }, { card: 'ARCS-CC03' }]);
    payAgents(s0);
    noBlight(s0);
    const deck = s0.courtDeck.length;
    const supply = s0.players.map((p) => p.supply.agents);
    const s = start(s0, { k: 'campaign/crises' }, [0, 0]);
    expect(s.court.map((c) => c.card)).toEqual([COUNCIL, 'ARCS-CC05', 'ARCS-CC03']);
    expect(s.court[1]).toEqual({ card: 'ARCS-CC05', agents: [1, 2, 0] });
    // Buried (bottom of the deck), and no refill drew from the deck: the attached card took the spot.
    expect(s.courtDeck[s.courtDeck.length - 1]).toBe('ARCS-CC13');
    expect(s.courtDeck).toHaveLength(deck + 1);
    expect(s.players.map((p) => p.supply.agents)).toEqual(supply);
    expect(logText(s)).toMatch(/Skirmishers slides down with the agents of Diplomatic Fiasco/);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('Guild Envoys Depart (Edict 00): Guild cards with no agents are buried through the same removal; an attached Guild card goes too, its host stays', () => {
    const s = courtRow(setUp(2), [
      { card: 'ARCS-CC11', agents: [1, 0], attached: ['ARCS-CC05'] },
      { card: 'ARCS-CC01', attached: ['ARCS-CC03'] },
      { card: 'ARCS-CC02', agents: [0, 1] },
    ]);
    payAgents(s);
    s.courtDeck = ['ARCS-CC07', ...s.courtDeck.filter((x) => x !== 'ARCS-CC07')];
    guildEnvoysDepart(s);
    // CC11 (Vox, agents) keeps its spot and loses its attached Guild card; CC01 (Guild, no agents) goes and
    // CC03 slides down; then CC03 (Guild, attached before, no agents) goes too and the top of the deck refills.
    expect(s.court).toEqual([
      { card: COUNCIL, agents: [0, 0] },
      { card: 'ARCS-CC11', agents: [1, 0] },
      { card: 'ARCS-CC07', agents: [0, 0] },
      { card: 'ARCS-CC02', agents: [0, 1] },
    ]);
    expect(s.courtDeck.slice(-3)).toEqual(['ARCS-CC05', 'ARCS-CC01', 'ARCS-CC03']);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('a Fate card move out of the Court (fates/moves.ts bury) uses the same removal: its attached card slides down', () => {
    const s = courtRow(setUp(3), [{ card: 'ARCS-CC03', agents: [0, 1, 0], attached: ['ARCS-CC07'] }]);
    payAgents(s);
    bury(s, 'ARCS-CC03');
    expect(s.court[1]).toEqual({ card: 'ARCS-CC07', agents: [0, 1, 0] });
    expect(s.courtDeck[s.courtDeck.length - 1]).toBe('ARCS-CC03');
    // An attached card moved: its host stays as it is.
    attachCard(s, 'ARCS-CC05', 1);
    s.courtDeck = s.courtDeck.filter((x) => x !== 'ARCS-CC05');
    bury(s, 'ARCS-CC05');
    expect(s.court[1]).toEqual({ card: 'ARCS-CC07', agents: [0, 1, 0] });
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Intermission B1, Clear Court (p.28): "Make sure to also return attached cards (page 27) to the Court deck"', () => {
  it('every Court card but the Council goes back with its attached cards; the Council\'s attached cards go back too', () => {
    const s = courtRow(setUp(3), [{ card: 'ARCS-CC05', agents: [1, 0, 0], attached: ['ARCS-CC07', 'ARCS-CC11'] }, { card: 'ARCS-CC03' }]);
    s.court[0]!.attached = ['ARCS-CC01'];
    s.courtDeck = s.courtDeck.filter((x) => x !== 'ARCS-CC01');
    payAgents(s);
    const deck = s.courtDeck.length;
    clearCourt(s);
    expect(s.court).toEqual([{ card: COUNCIL, agents: [0, 0, 0] }]);
    expect(s.courtDeck).toHaveLength(deck + 5);
    expect(s.courtDeck.slice(-5).sort()).toEqual(['ARCS-CC01', 'ARCS-CC03', 'ARCS-CC05', 'ARCS-CC07', 'ARCS-CC11']);
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('Two attached cards (Guilds Decry Terror ARCS-F619, FAQ: "keeping the other attached card attached as well")', () => {
  const two = () => {
    const s = courtRow(setUp(3), [{ card: 'ARCS-CC03', agents: [2, 1, 0] }]);
    payAgents(s);
    s.courtDeck = s.courtDeck.filter((x) => x !== 'ARCS-CC05' && x !== 'ARCS-CC07');
    attachCard(s, 'ARCS-CC05', 1);
    attachCard(s, 'ARCS-CC07', 1, { stack: true });
    return s;
  };

  it('a card text may attach a second card; the rulebook\'s own attach still needs a card with none', () => {
    const s = two();
    expect(s.court[1]!.attached).toEqual(['ARCS-CC05', 'ARCS-CC07']);
    expect(attachTargets(s)).toEqual([0]);
    expect(() => attachCard(s, 'ARCS-CC11', 1)).toThrow(/already has an attached card/);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('securing the card secures both attached cards', () => {
    const s = two();
    runFrames(s, secureCard(s, 0, 1, { ransack: false }));
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-CC03', 'ARCS-CC05', 'ARCS-CC07']);
    expect(s.court.map((c) => c.card)).not.toContain('ARCS-CC03');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('removing the card: the first attached slides down with the agents, the second stays attached to it', () => {
    const s = two();
    removeFromCourt(s, 1, 'discard');
    expect(s.court[1]).toEqual({ card: 'ARCS-CC05', agents: [2, 1, 0], attached: ['ARCS-CC07'] });
    expect(removeCardFromCourt(s, 'ARCS-CC07', 'bury')).toBe(true);
    expect(s.court[1]).toEqual({ card: 'ARCS-CC05', agents: [2, 1, 0] });
    expect(checkInvariants(s)).toEqual([]);
  });

  it('Court Crises: attached Vox cards first, first attached first, then the card', () => {
    const s = courtRow(setUp(3), [{ card: 'ARCS-CC12', attached: ['ARCS-CC15', 'ARCS-CC11'] }, { card: 'ARCS-CC13' }]);
    expect(courtCrisisOrder(s)).toEqual(['ARCS-CC15', 'ARCS-CC11', 'ARCS-CC12', 'ARCS-CC13']);
  });

  it('a position with two attached cards exports and imports as a list', () => {
    const s = two();
    const back = importPosition(JSON.parse(JSON.stringify(exportPosition(s))));
    expect(back.court[1]!.attached).toEqual(['ARCS-CC05', 'ARCS-CC07']);
  });
});

describe('Stored states and positions of state version 4 (one attached card as a string) still load', () => {
  /** The version-4 shape of a state: `attached` a single card id. */
  function asVersion4(s: GameState): Record<string, unknown> {
    const old = JSON.parse(JSON.stringify(s)) as Record<string, unknown> & { court: Record<string, unknown>[] };
    old.engine = 4;
    for (const row of old.court) if (Array.isArray(row.attached)) row.attached = (row.attached as string[])[0];
    return old;
  }

  it('upgradeState turns `attached: "<id>"` into a list and the state plays on', () => {
    const s = courtRow(setUp(3), [{ card: 'ARCS-CC13', agents: [1, 0, 0], attached: ['ARCS-CC05'] }, { card: 'ARCS-CC03' }]);
    payAgents(s);
    const old = asVersion4(s);
    expect((old.court as { attached?: unknown }[])[1]!.attached).toBe('ARCS-CC05');
    // The engine's invariants refuse the old shape as it is (nothing reads it before the upgrade).
    expect(checkInvariants(old as unknown as GameState)).toContain('court ARCS-CC13: attached is not a list of cards');
    const up = upgradeState(old);
    expect(up.engine).toBe(STATE_VERSION);
    expect(up.court[1]).toEqual({ card: 'ARCS-CC13', agents: [1, 0, 0], attached: ['ARCS-CC05'] });
    expect(up.court[2]).toEqual({ card: 'ARCS-CC03', agents: [0, 0, 0] });
    expect(up).toEqual(s);
    expect(checkInvariants(up)).toEqual([]);
    // The old input is not changed.
    expect((old.court as { attached?: unknown }[])[1]!.attached).toBe('ARCS-CC05');
  });

  it('the copies of the Court that Warrior/Feastbringer keep to undo (ll/around undo.court) are upgraded too', () => {
    const s = setUp(3);
    const old = asVersion4(s) as Record<string, unknown> & { stack: Record<string, unknown>[] };
    old.stack.push({ k: 'll/around', undo: { court: [{ card: 'ARCS-CC05', agents: [0, 0, 0], attached: 'ARCS-CC07' }, { card: 'ARCS-CC03', agents: [0, 0, 0] }] } });
    const up = upgradeState(old) as unknown as { stack: { k: string; undo?: { court: CourtSlot[] } }[] };
    const undo = up.stack.find((f) => f.k === 'll/around')!.undo!;
    expect(undo.court).toEqual([{ card: 'ARCS-CC05', agents: [0, 0, 0], attached: ['ARCS-CC07'] }, { card: 'ARCS-CC03', agents: [0, 0, 0] }]);
  });

  it('a position with `"attached": "<id>"` imports as a list of one; a bad value is refused with a clear answer', () => {
    const s = courtRow(setUp(3), [{ card: 'ARCS-CC13', attached: ['ARCS-CC05'] }]);
    const p = JSON.parse(JSON.stringify(exportPosition(s))) as { court: Record<string, unknown>[] };
    p.court[1]!.attached = 'ARCS-CC05';
    expect(importPosition(p).court[1]!.attached).toEqual(['ARCS-CC05']);
    // An empty list: no attached card (the row as if it had none).
    const bare = JSON.parse(JSON.stringify(exportPosition(courtRow(setUp(3), [{ card: 'ARCS-CC13' }])))) as { court: Record<string, unknown>[] };
    bare.court[1]!.attached = [];
    expect(importPosition(bare).court[1]).toEqual({ card: 'ARCS-CC13', agents: [0, 0, 0] });
    p.court[1]!.attached = 7;
    expect(() => importPosition(p)).toThrow(/court\[1\]\.attached is a card id or a list of card ids/);
  });
});

describe('Blight from the Trophies when the supply is empty (The Blight, Empty Supply) in Act II & III Setup C: empire/pieces.ts placeBlight', () => {
  it('each empty gate takes 1 damaged Blight from the player with the most Blight Trophies (a tie: turn order from the initiative) until none is left', () => {
    const s = setUp(3);
    s.neutral!.blight.blight = 0;
    s.initiative = 1;
    s.players[2]!.trophies = [{ owner: 'blight', piece: 'blight', count: 2 }];
    s.players[1]!.trophies = [{ owner: 'blight', piece: 'blight', count: 1 }];
    for (const st of Object.values(s.map)) st!.ships = [];
    expect(blightEmptyGates(s)).toBe(3);
    expect(s.players[1]!.trophies).toEqual([]);
    expect(s.players[2]!.trophies).toEqual([]);
    // Seat 2 (2 Trophies) first, then seats 1 and 2 tied at 1: seat 1 first (the initiative).
    expect(s.log.map((l) => l.text).filter((x) => /Blight is taken/.test(x)).map((x) => x.replace(/.*from (.*)'s Trophies.*/, '$1'))).toEqual([2, 1, 2].map((seat) => seatName(s, seat)));
  });
});

/**
 * The campaign's Acts (campaign rulebook, seeds/002_…): "The Campaign" p.8 (chapters per Act, no
 * threshold, the campaign's winner), "Grand Ambitions" and "Final Objective" p.9, "Intermission"
 * pp.28-29 (steps A-F) and "Act II & III Setup" p.7 (steps A-H). States are built with
 * newGame({ campaign: true, fates }) and set directly; Fates other than the Steward are named only
 * for their letter (no other Fate is dealt yet).
 */
import { describe, expect, it } from 'vitest';
import { apply, newGame, viewFor } from '../../../src/engine/index.ts';
import { run } from '../../../src/engine/advance.ts';
import { CAMPAIGN_COURT_IDS } from '../../../src/data/campaign/cards.ts';
import type { GameState } from '../../../src/engine/types.ts';
import type { SystemId } from '../../../src/data/map.ts';
import { campaignWinner, finalObjectiveWinner, grandAmbitionPower, scoreGrandAmbitions } from '../../../src/engine/campaign/acts/chapter-end.ts';
import { clearCourt, clearPieces, repairAndDestroy, shiftInitiativeAndPower } from '../../../src/engine/campaign/acts/intermission.ts';
import { blightByEventDie, blightEmptyGates, dealCourt, flipMarkers, placeObjectiveMarkers, resourcesOnAmbitionBoxes } from '../../../src/engine/campaign/acts/act-setup.ts';
import { play } from '../helpers.ts';
import { checkInvariants } from '../../../src/engine/invariants.ts';
import { say } from '../../../src/text/say.ts';
import { wordingProblems } from '../../text/wording.ts';
import { CAMPAIGN } from '../../../src/text/en/campaign.ts';

const STEWARD = 'ARCS-FATE01';
const PATHFINDER = 'ARCS-FATE09'; // a "B" Fate
const OVERLORD = 'ARCS-FATE17'; // a "C" Fate (final objective, starts at 20)

/** A campaign with Act I set up (placements made), ready to play: no halt, hands as dealt. */
function campaign(players: 2 | 3 | 4, seed = 1): GameState {
  // Rules version 6: the Intermissions draw no "B"/"C" Fate (these tests follow the Stewards through the Acts).
  let s: GameState = newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => STEWARD), rulesVersion: 6 });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  s.stack = [{ k: 'game' }];
  s.campaign!.stage = 'play';
  return s;
}

/**
 * Everyone is out of cards: the chapter ends. The chapter's end runs above the halt frame (playing
 * rounds with Event cards needs the spine branch), so the game waits again after it.
 */
function endChapter(s: GameState): GameState {
  for (const p of s.players) {
    s.actionDiscard.push(...p.hand);
    p.hand = [];
  }
  s.stack = [{ k: 'campaign/halt' }, { k: 'chapter/end', phase: 'score' }];
  run(s);
  return s;
}
const courtCards = (s: GameState) => [...s.court.map((x) => x.card), ...s.courtDeck];

const group = (s: GameState, id: SystemId, owner: number | string) => s.map[id]!.ships.find((g) => g.owner === owner);
/** Clear a system of every piece (pieces go nowhere: tests that use it check only what they set). */
function empty(s: GameState, id: SystemId): void {
  s.map[id] = { ships: [], slots: s.map[id]!.slots.map(() => null) };
}

describe('The Campaign (p.8): chapters per Act, no Power threshold', () => {
  it('an Act does not end when a player passes the Power threshold', () => {
    const s = campaign(3);
    s.players[0]!.power = 45;
    endChapter(s);
    expect(s.ended).toBeNull();
    expect(s.chapter).toBe(2);
    expect(s.players.every((p) => p.hand.length === 6)).toBe(true);
  });

  it('Act I ends after 3 chapters: chapter 2 goes on, chapter 3 starts the Intermission', () => {
    const s = campaign(3);
    s.chapter = 2;
    endChapter(s);
    expect(s.chapter).toBe(3);
    expect(s.campaign!.act).toBe(1);
    const t = campaign(3);
    t.chapter = 3;
    endChapter(t);
    expect(t.log.some((l) => l.text.startsWith('Act I ends after chapter 3'))).toBe(true);
    expect(t.campaign!.act).toBe(2);
  });

  it('Act III ends after 4 chapters, ending the campaign with the most Power', () => {
    const s = campaign(3);
    s.campaign!.act = 3;
    s.chapter = 3;
    endChapter(s);
    expect(s.ended).toBeNull();
    expect(s.chapter).toBe(4);
    const t = campaign(3);
    t.campaign!.act = 3;
    t.chapter = 4;
    t.players.forEach((p, i) => (p.power = [3, 9, -2][i]!));
    endChapter(t);
    expect(t.ended).toEqual({ winner: 1, reason: 'campaign-end' });
    expect(t.campaign!.stage).toBe('over');
    expect(t.decisions).toEqual([]);
  });

  it('Power can be negative and is not clamped; the campaign can be won with negative Power', () => {
    const t = campaign(2);
    t.campaign!.act = 3;
    t.chapter = 4;
    t.players[0]!.power = -7;
    t.players[1]!.power = -3;
    // "C" Fates (no grand ambitions, no marker for a final objective): nothing else moves Power.
    t.campaign!.seats.forEach((x, i) => Object.assign(x, { fate: ['ARCS-FATE17', 'ARCS-FATE18'][i], objective: null, marker: null }));
    endChapter(t);
    expect(t.players.map((p) => p.power)).toEqual([-7, -3]);
    expect(t.ended).toEqual({ winner: 1, reason: 'campaign-end' });
  });

  it('campaign winner ties: "A" over "B" over "C", then turn order', () => {
    const s = campaign(3);
    s.players.forEach((p) => (p.power = 10));
    s.campaign!.seats[0]!.fate = OVERLORD;
    s.campaign!.seats[1]!.fate = PATHFINDER;
    s.campaign!.seats[2]!.fate = STEWARD;
    expect(campaignWinner(s)).toBe(2);
    s.campaign!.seats[2]!.fate = PATHFINDER;
    expect(campaignWinner(s)).toBe(1);
    // Same letters: turn order from the initiative holder.
    s.initiative = 2;
    expect(campaignWinner(s)).toBe(2);
    s.players[0]!.power = 11;
    expect(campaignWinner(s)).toBe(0);
  });
});

describe('Grand Ambitions (p.9)', () => {
  it('the Chapter track pays the lower amount for one, the higher for both ("Chapter 3: Dane fulfills one grand ambition, so he gains 4 Power")', () => {
    expect(grandAmbitionPower(3, 1)).toBe(4);
    expect(grandAmbitionPower(3, 2)).toBe(14);
    expect(grandAmbitionPower(1, 1)).toBe(2);
    expect(grandAmbitionPower(4, 2)).toBe(20);
    expect(grandAmbitionPower(2, 0)).toBe(0);
  });

  it('in Act III "A" and "B" Fates score them at a chapter\'s end; a "C" Fate has none; not before Act III', () => {
    const s = campaign(3);
    s.campaign!.act = 3;
    s.chapter = 3;
    s.campaign!.seats[1]!.fate = PATHFINDER;
    s.campaign!.seats[2]!.fate = OVERLORD;
    const gains = scoreGrandAmbitions(s, (_s, seat) => [1, 2, 2][seat]!);
    expect(gains).toEqual([4, 14, 0]);
    expect(s.players.map((p) => p.power)).toEqual([4, 14, 0]);
    s.campaign!.act = 2;
    expect(scoreGrandAmbitions(s, () => 2)).toEqual([0, 0, 0]);
  });
});

describe('Final Objective (p.9)', () => {
  function act3(): GameState {
    const s = campaign(3);
    s.campaign!.act = 3;
    s.campaign!.seats[1]!.fate = OVERLORD;
    s.campaign!.seats[1]!.marker = 0;
    return s;
  }

  it('a "C" Fate with its marker at 0 and at least 1 Power wins at a chapter\'s end, superseding the most Power', () => {
    const s = act3();
    s.chapter = 2;
    s.players[0]!.power = 30;
    s.players[1]!.power = 1;
    endChapter(s);
    expect(s.ended).toEqual({ winner: 1, reason: 'final-objective' });
    expect(s.campaign!.stage).toBe('over');
  });

  it('with less than 1 Power, or the marker above 0, it does not win', () => {
    const s = act3();
    s.players[1]!.power = 0;
    expect(finalObjectiveWinner(s)).toBeNull();
    s.players[1]!.power = 5;
    s.campaign!.seats[1]!.marker = 1;
    expect(finalObjectiveWinner(s)).toBeNull();
    // An "A" Fate with a marker at 0 has no final objective.
    s.campaign!.seats[0]!.marker = 0;
    s.players[0]!.power = 5;
    expect(finalObjectiveWinner(s)).toBeNull();
  });

  it('several complete: the one with the most Power wins', () => {
    const s = act3();
    s.campaign!.seats[2]!.fate = 'ARCS-FATE24';
    s.campaign!.seats[2]!.marker = 0;
    s.players[1]!.power = 3;
    s.players[2]!.power = 8;
    expect(finalObjectiveWinner(s)).toBe(2);
  });

  it('not checked before Act III', () => {
    const s = act3();
    s.campaign!.act = 2;
    s.players[1]!.power = 5;
    expect(finalObjectiveWinner(s)).toBeNull();
  });
});

describe('Intermission (pp.28-29)', () => {
  it('A and E, the rulebook\'s examples: Dane fails at 5 (2 → -3); Lotus 7 → 4, Dane stays at -3; the initiative to the most Power', () => {
    const s = campaign(2);
    s.chapter = 3;
    s.campaign!.seats[0]!.marker = 0; // Lotus completed
    s.campaign!.seats[1]!.marker = 5; // Dane failed on "5"
    s.players[0]!.power = 7;
    s.players[1]!.power = 2;
    s.initiative = 1;
    endChapter(s);
    expect(s.log.some((l) => /Blue failed their objective.*lose 5 Power \(now -3\)/.test(l.text))).toBe(true);
    expect(s.players.map((p) => p.power)).toEqual([4, -3]);
    expect(s.initiative).toBe(0);
  });

  it('A: the Resolution card\'s card moves (Steward F104, completed and failed)', () => {
    const s = campaign(2);
    s.campaign!.seats[1]!.fate = 'ARCS-FATE02'; // only seat 0 plays the Steward here (seat 1: the Founder)
    s.chapter = 3;
    s.campaign!.seats[0]!.marker = 0;
    endChapter(s);
    const c = s.campaign!;
    // Completed: 05-07 to the Court deck, 08 to the rules booklet, 09-11 scrapped.
    expect(courtCards(s)).toEqual(expect.arrayContaining(['ARCS-F105', 'ARCS-F106', 'ARCS-F107']));
    expect(c.rulesBooklet.flat()).toContain('ARCS-F108');
    expect(c.scrap).toEqual(expect.arrayContaining(['ARCS-F109', 'ARCS-F110', 'ARCS-F111']));

    const t = campaign(2);
    t.campaign!.seats[1]!.fate = 'ARCS-FATE02';
    t.chapter = 3;
    t.campaign!.seats[0]!.marker = 3;
    endChapter(t);
    // Failed: 05-08 scrapped, 09-11 and Dealmakers (03, from the play area) to the Court deck.
    expect(t.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F105', 'ARCS-F106', 'ARCS-F107', 'ARCS-F108']));
    expect(courtCards(t)).toEqual(expect.arrayContaining(['ARCS-F109', 'ARCS-F110', 'ARCS-F111', 'ARCS-F103']));
    expect(t.campaign!.seats[0]!.playArea).not.toContain('ARCS-F103');
  });

  it('B: the Court is cleared but for the Imperial Council; all agents go back; the discard pile is scrapped', () => {
    const s = campaign(3);
    const row = s.court.map((x) => x.card);
    s.court[0]!.agents = [1, 0, 2];
    s.court[1]!.agents = [0, 3, 0];
    const agents = s.players.map((p) => p.supply.agents);
    const discarded = s.courtDeck.shift()!;
    s.courtDiscard.push(discarded);
    const deck = s.courtDeck.length;
    clearCourt(s);
    expect(s.court).toEqual([{ card: 'ARCS-AID01', agents: [0, 0, 0] }]);
    expect(s.courtDeck).toHaveLength(deck + row.length - 1);
    expect(s.courtDeck).toEqual(expect.arrayContaining(row.slice(1)));
    expect(s.players.map((p) => p.supply.agents)).toEqual([agents[0]! + 1, agents[1]! + 3, agents[2]! + 2]);
    expect(s.courtDiscard).toEqual([]);
    expect(s.campaign!.scrap).toEqual([discarded]);
  });

  it('C: Trophies and Captives back to their owners; the Imperial Trust and the 2-player ambition boxes to the supply', () => {
    const s = campaign(2);
    const p0 = s.players[0]!;
    const ships1 = s.players[1]!.supply.ships;
    const agents1 = s.players[1]!.supply.agents;
    const imperial = s.neutral!.empire.ships;
    const blight = s.neutral!.blight.blight;
    p0.trophies = [{ owner: 1, piece: 'ship', count: 2 }, { owner: 'empire', piece: 'ship', count: 1 }, { owner: 'blight', piece: 'blight', count: 1 }];
    p0.captives = [0, 2];
    s.campaign!.trust = ['relic', 'fuel'];
    const supply = { ...s.supply };
    const boxes = { ...s.phantom! };
    clearPieces(s);
    expect(p0.trophies).toEqual([]);
    expect(p0.captives).toEqual([0, 0]);
    expect(s.players[1]!.supply.ships).toBe(ships1 + 2);
    expect(s.players[1]!.supply.agents).toBe(agents1 + 2);
    expect(s.neutral!.empire.ships).toBe(imperial + 1);
    expect(s.neutral!.blight.blight).toBe(blight + 1);
    expect(s.campaign!.trust).toEqual([]);
    expect(Object.values(s.phantom!).every((n) => n === 0)).toBe(true);
    expect(s.supply.relic).toBe(supply.relic + 1 + boxes.relic);
    expect(s.supply.fuel).toBe(supply.fuel + 1 + boxes.fuel);
    expect(s.supply.weapon).toBe(supply.weapon + boxes.weapon);
  });

  it('D: Blight repaired; damaged ships and buildings destroyed; buildings in systems with Blight and no ships destroyed', () => {
    const s = campaign(3);
    for (const id of ['1:arrow', '1:crescent', '1:hex', '1:gate'] as SystemId[]) empty(s, id);
    const m = s.map;
    // 1:arrow: damaged Blight and a fresh Loyal city, no ships -> the city goes; the Blight is repaired.
    m['1:arrow'] = { ships: [{ owner: 'blight', fresh: 0, damaged: 1 }], slots: [{ owner: 0, type: 'city', damaged: false }, ...m['1:arrow']!.slots.slice(1)] };
    // 1:crescent: Blight, a fresh ship and a fresh Free city -> the city stays.
    m['1:crescent'] = { ships: [{ owner: 1, fresh: 1, damaged: 2 }, { owner: 'blight', fresh: 1, damaged: 0 }], slots: [{ owner: 'free', type: 'city', damaged: false }, ...m['1:crescent']!.slots.slice(1)] };
    // 1:hex: no Blight, a damaged Imperial ship and a damaged starport -> both go.
    m['1:hex'] = { ships: [{ owner: 'empire', fresh: 0, damaged: 1 }], slots: [{ owner: 2, type: 'starport', damaged: true }, ...m['1:hex']!.slots.slice(1)] };
    const cities0 = s.players[0]!.boardCities;
    const ships1 = s.players[1]!.supply.ships;
    const imperial = s.neutral!.empire.ships;
    const starports2 = s.players[2]!.supply.starports;
    repairAndDestroy(s);
    expect(group(s, '1:arrow', 'blight')).toEqual({ owner: 'blight', fresh: 1, damaged: 0 });
    expect(m['1:arrow']!.slots[0]).toBeNull();
    expect(s.players[0]!.boardCities).toBe(cities0 + 1);
    expect(group(s, '1:crescent', 1)).toEqual({ owner: 1, fresh: 1, damaged: 0 });
    expect(s.players[1]!.supply.ships).toBe(ships1 + 2);
    expect(m['1:crescent']!.slots[0]).toEqual({ owner: 'free', type: 'city', damaged: false });
    expect(group(s, '1:hex', 'empire')).toBeUndefined();
    expect(s.neutral!.empire.ships).toBe(imperial + 1);
    expect(m['1:hex']!.slots[0]).toBeNull();
    expect(s.players[2]!.supply.starports).toBe(starports2 + 1);
    // No damaged piece is left anywhere, no damaged Blight either.
    for (const st of Object.values(s.map)) {
      expect(st!.ships.every((g) => g.damaged === 0)).toBe(true);
      expect(st!.slots.every((b) => !b?.damaged)).toBe(true);
    }
  });

  it('D: a player left with no ships or starports places 3 fresh ships in a gate of their choice', () => {
    const s = campaign(3);
    for (const id of Object.keys(s.map) as SystemId[]) {
      const st = s.map[id]!;
      const g = st.ships.find((x) => x.owner === 1);
      if (g) {
        s.players[1]!.supply.ships += g.fresh;
        g.fresh = 0;
        g.damaged = 0;
        st.ships = st.ships.filter((x) => x.fresh + x.damaged > 0);
      }
    }
    s.chapter = 3;
    endChapter(s);
    const d = s.decisions[0]!;
    expect(d.kind).toBe('eliminated');
    expect(d.seat).toBe(1);
    const r = apply(s, { t: 'answer', seat: 1, choice: d.options.find((o) => o.id.endsWith('2:gate'))!.id });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(group(r.state, '2:gate', 1)).toEqual({ owner: 1, fresh: 3, damaged: 0 });
  });

  it('E: a tie for the most Power keeps the first tied player in turn order from the holder (Fine Print, Tiebreakers); only Power above 1 is halved', () => {
    const s = campaign(4);
    s.initiative = 1;
    s.players.forEach((p, i) => (p.power = [9, 1, 9, 3][i]!));
    shiftInitiativeAndPower(s);
    expect(s.initiative).toBe(2);
    expect(s.players.map((p) => p.power)).toEqual([5, 1, 5, 2]);
    const t = campaign(3);
    t.initiative = 0;
    t.players.forEach((p, i) => (p.power = [4, 4, 2][i]!));
    shiftInitiativeAndPower(t);
    expect(t.initiative).toBe(0);
    expect(t.players.map((p) => p.power)).toEqual([2, 2, 1]);
  });

  it('F: no implemented "B" Fate to draw, so every seat keeps its Fate (engine, while few Fates exist)', () => {
    const s = campaign(3);
    s.chapter = 3;
    s.campaign!.seats[0]!.marker = 0;
    endChapter(s);
    expect(s.campaign!.seats.map((x) => x.fate)).toEqual([STEWARD, STEWARD, STEWARD]);
    expect(s.log.filter((l) => l.text.includes('keeps their Fate'))).toHaveLength(3);
    expect(s.campaign!.fateDecks.B).toHaveLength(8);
  });

  it('F: chosen secretly, hidden until all are in, revealed together; a new Fate returns the old card, scraps its unused cards and returns Favors', () => {
    const s = campaign(2);
    const c = s.campaign!;
    c.fateDecks.B = c.fateDecks.B.filter((id) => !['ARCS-FATE09', 'ARCS-FATE10', 'ARCS-FATE11'].includes(id));
    c.seats[1]!.favors = [2, 0];
    const agents0 = s.players[0]!.supply.agents;
    // Seat 0 completed (its Fate or the one drawn); seat 1 failed (2 drawn).
    s.stack = [{ k: 'campaign/halt' }, { k: 'campaign/choose-fate', act: 2, options: [[STEWARD, PATHFINDER], ['ARCS-FATE10', 'ARCS-FATE11']], drawn: [[PATHFINDER], ['ARCS-FATE10', 'ARCS-FATE11']], chosen: [null, null] }];
    run(s);
    expect(s.decisions.map((d) => [d.kind, d.seat, d.secret])).toEqual([['campaign/choose-fate', 0, true], ['campaign/choose-fate', 1, true]]);
    expect(s.decisions[0]!.options.map((o) => o.id)).toEqual([`fate:${STEWARD}`, `fate:${PATHFINDER}`]);
    // Seat 1 sees neither seat 0's options nor its choice.
    const a = apply(s, { t: 'answer', seat: 0, choice: `fate:${STEWARD}` });
    expect(a.ok && a.revealed).toBe(false);
    if (!a.ok) return;
    const v1 = viewFor(a.state, 1);
    expect(JSON.stringify(v1)).not.toContain(PATHFINDER);
    expect(v1.campaign!.ownFateChoice).toEqual({ drawn: ['ARCS-FATE10', 'ARCS-FATE11'], chosen: null });
    expect(viewFor(a.state, 0).campaign!.ownFateChoice).toEqual({ drawn: [STEWARD, PATHFINDER], chosen: STEWARD });
    expect(a.state.campaign!.seats.map((x) => x.fate)).toEqual([STEWARD, STEWARD]);
    // Every Acts message renders in English and keeps the wording rules.
    const keys = new Set<string>();
    for (const d of s.decisions) {
      for (const m of [d.prompt, ...d.options.map((o) => o.label)]) {
        keys.add(m.key);
        expect(wordingProblems(say(m, s))).toEqual([]);
      }
    }
    expect(say(s.decisions[0]!.options[0]!.label, s)).toBe('Keep Steward');
    expect([...keys].sort()).toEqual(Object.keys(CAMPAIGN).filter((k) => k.startsWith('campaign.acts.')).sort());
    const b = apply(a.state, { t: 'answer', seat: 1, choice: 'fate:ARCS-FATE10' });
    expect(b.ok && b.revealed).toBe(true);
    if (!b.ok) return;
    const t = b.state;
    expect(t.campaign!.seats.map((x) => x.fate)).toEqual([STEWARD, 'ARCS-FATE10']);
    // The old Fate card goes back to the box, unless another seat still plays it (here seat 0: a Fate repeated by the
    // `fates` test option has one card); the unchosen ones go to their deck.
    expect(t.campaign!.fateDecks.A).not.toContain(STEWARD);
    expect(t.campaign!.fateDecks.B).toEqual(expect.arrayContaining([PATHFINDER, 'ARCS-FATE11']));
    expect(t.campaign!.fateDecks.B).not.toContain('ARCS-FATE10');
    // Favors go back to their owners.
    expect(t.campaign!.seats[1]!.favors).toBeUndefined();
    expect(t.players[0]!.supply.agents).toBe(agents0 + 2);
    // The Steward set not in play is scrapped; what is in play stays (F102-F103 in the play area, both players hold copies here).
    expect(t.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F104', 'ARCS-F112', 'ARCS-F126']));
    expect(t.campaign!.scrap).not.toContain('ARCS-F102');
    expect(t.campaign!.seats[1]!.playArea).toEqual(['ARCS-F102', 'ARCS-F103']);
    expect(t.log.some((l) => l.text.includes('Blue takes a new Fate'))).toBe(true);
  });

  it('Act I to Act II keeps the invariants and the JSON round-trip (two Stewards, both completed)', () => {
    const s = campaign(2);
    const c = s.campaign!;
    c.seats[0]!.marker = 0;
    c.seats[1]!.marker = 0;
    s.chapter = 3;
    s.riggedDice = [0, 1, 2];
    endChapter(s);
    let t = s;
    while (t.decisions[0]?.kind === 'res/arrange' || t.decisions[0]?.kind === 'campaign/mulligan') t = play(t, t.decisions[0].options[0]!.id);
    expect(t.campaign!.stage).toBe('play');
    expect(checkInvariants(t)).toEqual([]);
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
    // Steward F104 completed: 05-07 to the Court deck (one copy each), 08 to the rules booklet; F112A: Imperial Quorum (13) to the Edicts, once.
    expect(courtCards(t)).toEqual(expect.arrayContaining(['ARCS-F105', 'ARCS-F106', 'ARCS-F107']));
    expect(t.campaign!.rulesBooklet.flat().filter((id) => id === 'ARCS-F113')).toHaveLength(1);
    expect(t.campaign!.seats.map((x) => x.objective)).toEqual(['ARCS-F112B', 'ARCS-F112B']);
    expect(t.campaign!.seats[0]!.marker).not.toBeNull();
    expect(t.campaign!.seats[1]!.marker).toBe(t.campaign!.seats[0]!.marker);
  });

  it('the whole Intermission runs in order and goes straight on to Act II setup', () => {
    const s = campaign(3);
    s.chapter = 3;
    endChapter(s);
    const texts = s.log.map((l) => l.text);
    const at = (re: RegExp) => texts.findIndex((t) => re.test(t));
    const order = [/Intermission begins/, /failed their objective/, /Court is cleared/, /Trophies and Captives/, /Blight .* repaired/, /most Power/, /keeps their Fate/, /Intermission ends/, /Act II setup/];
    const idx = order.map(at);
    expect(idx.every((i) => i >= 0)).toBe(true);
    expect([...idx].sort((x, y) => x - y)).toEqual(idx);
  });
});

describe('Act II & III Setup (p.7)', () => {
  it('A: Act II flips the lowest-Power marker, Act III the two lowest; the others on their lower side', () => {
    const s = campaign(3);
    s.markers.forEach((m) => (m.flipped = true));
    flipMarkers(s, 2);
    expect(s.markers).toEqual([{ id: 'A', flipped: false }, { id: 'B', flipped: false }, { id: 'C', flipped: true }]);
    flipMarkers(s, 3);
    expect(s.markers).toEqual([{ id: 'A', flipped: false }, { id: 'B', flipped: true }, { id: 'C', flipped: true }]);
  });

  it('B: the Court deck shuffled, 3 (2 players) or 4 cards dealt after the Council, In Session', () => {
    for (const n of [2, 3] as const) {
      const s = campaign(n);
      clearCourt(s);
      s.campaign!.council = 'decided';
      const total = s.courtDeck.length;
      dealCourt(s);
      expect(s.court[0]!.card).toBe('ARCS-AID01');
      expect(s.court).toHaveLength(1 + (n === 2 ? 3 : 4));
      expect(s.courtDeck).toHaveLength(total - (n === 2 ? 3 : 4));
      expect(s.campaign!.council).toBe('in-session');
      expect(s.court.every((x) => x.agents.length === n)).toBe(true);
    }
  });

  it('C: 1 damaged Blight on each gate with no Blight and no ships', () => {
    const s = campaign(3);
    for (const id of ['1:gate', '2:gate', '5:gate', '6:gate'] as SystemId[]) empty(s, id);
    s.map['2:gate']!.ships = [{ owner: 0, fresh: 1, damaged: 0 }];
    s.map['5:gate']!.ships = [{ owner: 'blight', fresh: 1, damaged: 0 }];
    s.map['6:gate']!.ships = [{ owner: 'empire', fresh: 0, damaged: 1 }];
    const before = s.neutral!.blight.blight;
    const n = blightEmptyGates(s);
    expect(group(s, '1:gate', 'blight')).toEqual({ owner: 'blight', fresh: 0, damaged: 1 });
    expect(group(s, '2:gate', 'blight')).toBeUndefined();
    expect(group(s, '5:gate', 'blight')).toEqual({ owner: 'blight', fresh: 1, damaged: 0 });
    expect(group(s, '6:gate', 'blight')).toBeUndefined();
    expect(s.neutral!.blight.blight).toBe(before - n);
  });

  it('D: the rolled planet of each cluster without Blight gets 1; with Blight, each planet of its cluster without Blight gets 1', () => {
    const s = campaign(3);
    for (const id of ['1:arrow', '1:crescent', '1:hex', '2:arrow', '2:crescent', '2:hex'] as SystemId[]) empty(s, id);
    s.map['2:crescent']!.ships = [{ owner: 'blight', fresh: 1, damaged: 0 }];
    s.map['2:hex']!.ships = [{ owner: 'blight', fresh: 0, damaged: 1 }];
    blightByEventDie(s, 'crescent');
    // Cluster 1: its crescent planet had none -> 1 there only.
    expect(group(s, '1:crescent', 'blight')).toEqual({ owner: 'blight', fresh: 0, damaged: 1 });
    expect(group(s, '1:arrow', 'blight')).toBeUndefined();
    expect(group(s, '1:hex', 'blight')).toBeUndefined();
    // Cluster 2: its crescent planet had Blight -> the planets without Blight get 1 (arrow), none added where there is Blight.
    expect(group(s, '2:arrow', 'blight')).toEqual({ owner: 'blight', fresh: 0, damaged: 1 });
    expect(group(s, '2:crescent', 'blight')).toEqual({ owner: 'blight', fresh: 1, damaged: 0 });
    expect(group(s, '2:hex', 'blight')).toEqual({ owner: 'blight', fresh: 0, damaged: 1 });
  });

  it('E, 2 players: the resources of the 2 rolled clusters onto the ambition boxes; an empty supply places what it can', () => {
    const s = campaign(2);
    clearPieces(s);
    const supply = { ...s.supply };
    s.supply.psionic = 0;
    supply.psionic = 0;
    const n = resourcesOnAmbitionBoxes(s, [1, 4]);
    const placed = Object.values(s.phantom!).reduce((a, b) => a + b, 0);
    expect(placed).toBe(n);
    expect(n).toBeLessThanOrEqual(6);
    for (const r of Object.keys(supply) as (keyof typeof supply)[]) expect(s.supply[r] + s.phantom![r]).toBe(supply[r]);
    expect(s.phantom!.psionic).toBe(0);
  });

  it('G: objective markers on their starting spaces; in Act III only "C" Fates place one', () => {
    const s = campaign(3);
    placeObjectiveMarkers(s, 2);
    expect(s.campaign!.seats.map((x) => x.marker)).toEqual([22, 22, 22]); // Steward Act II objective F112B: 22
    s.campaign!.seats[2]!.fate = OVERLORD;
    placeObjectiveMarkers(s, 3);
    expect(s.campaign!.seats.map((x) => x.marker)).toEqual([null, null, 20]);
  });

  it('A-H in play with rigged dice (2 players): markers, Court, Blight, the ambition boxes, the Steward\'s Act II setup, chapter 1, hands of 6', () => {
    const s = campaign(2);
    s.chapter = 3;
    // D: event die face 4 = scroll with crescent; E: number die faces 0 and 3 = clusters 1 and 4.
    s.riggedDice = [4, 0, 3];
    endChapter(s);
    let t = s;
    while (t.decisions[0]?.kind === 'res/arrange') t = play(t, t.decisions[0].options[0]!.id);
    if (t.decisions[0]?.kind === 'campaign/mulligan') t = play(t, 'keep');
    const c = t.campaign!;
    expect(c.act).toBe(2);
    expect(c.actRolls).toEqual({ act: 2, event: { event: 'edict', symbol: 'crescent' }, numbers: [1, 4] });
    expect(t.markers.map((m) => m.flipped)).toEqual([false, false, true]);
    expect(t.court).toHaveLength(4);
    expect(c.council).toBe('in-session');
    expect(c.rulesBooklet.flat()).toContain('ARCS-F113'); // Steward Act II setup: Imperial Quorum
    expect(c.seats.map((x) => x.objective)).toEqual(['ARCS-F112B', 'ARCS-F112B']);
    expect(c.seats.map((x) => x.marker)).toEqual([22, 22]);
    expect(c.chapterTile).toBe('acts-1-2');
    expect(t.chapter).toBe(1);
    expect(t.players.every((p) => p.hand.length === 6)).toBe(true);
    expect(Object.values(t.phantom!).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(c.stage).toBe('play');
    expect(t.stack).toEqual([{ k: 'campaign/halt' }]); // chapter 1 would start here
    // Every campaign Court card is still somewhere (or scrapped).
    const court = [...t.court.map((x) => x.card), ...t.courtDeck, ...t.courtDiscard, ...c.scrap];
    for (const id of CAMPAIGN_COURT_IDS) expect(court).toContain(id);
  });

  it('Act III: the chapter tile on its Act III side; the Steward has grand ambitions, no marker', () => {
    const s = campaign(3);
    s.campaign!.act = 2;
    s.chapter = 3;
    endChapter(s);
    let t = s;
    // Resource arranging, and the Steward's Act III setup (the First Regent puts a Govern with Authority on top).
    while (t.decisions[0]?.kind === 'res/arrange' || t.decisions[0]?.kind.startsWith('campaign/steward')) t = play(t, t.decisions[0].options[0]!.id);
    expect(t.campaign!.act).toBe(3);
    expect(t.campaign!.chapterTile).toBe('act-3');
    expect(t.markers.map((m) => m.flipped)).toEqual([false, true, true]);
    expect(t.campaign!.seats.map((x) => x.marker)).toEqual([null, null, null]);
    expect(t.campaign!.seats.map((x) => x.objective)).toEqual(['ARCS-F122B', 'ARCS-F122B', 'ARCS-F122B']);
  });
});

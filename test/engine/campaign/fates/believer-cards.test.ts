/**
 * The Believer's Fate Set (ARCS-FATE08; ARCS-F801…F831): every card's printed text as a scenario,
 * with its FAQ answers (faq.csv: Spreading the Faith, Plot to Kidnap, Doctrinal Faith, Dominant
 * Faith, Galactic Bards). The Faithful action cards (F804-F812) are played through the round's own
 * frames (frames/flow.ts); the other hooks are called directly and their frames run with the engine.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../src/engine/index.ts';
import { answer, runFrames } from './steward-helpers.ts';
import { play } from '../../helpers.ts';
import { restAfterSetup } from '../rest.ts';
import { cardEffect } from '../../../../src/engine/effects.ts';
import { BELIEVER_RULES, markersOnIdeals } from '../../../../src/engine/campaign/fates/believer.ts';
import { resolveFateNow, setUpFateNow } from '../../../../src/engine/campaign/fates/framework.ts';
import { declarable } from '../../../../src/engine/campaign/faithful.ts';
import { declareAmbition } from '../../../../src/engine/frames/flow.ts';
import { secureCard } from '../../../../src/engine/court.ts';
import type { ActionCardId } from '../../../../src/data/action-cards.ts';
import type { GameState, Seat } from '../../../../src/engine/types.ts';
import { onFired } from '../../../../src/engine/fired.ts';

const BELIEVER = 'ARCS-FATE08';
const STEWARD = 'ARCS-FATE01';
const fx = (id: string) => cardEffect(id)!;
const F = (n: number) => `ARCS-F${800 + n}` as ActionCardId; // F(4) = Faithful "1" … F(12) = Faithful "9"

/** A 3-player campaign, seat 0 the Believer, after Act I setup, resting (no round). */
function believer(players = 3, seed = 1): GameState {
  const fates = [BELIEVER, ...Array.from({ length: players - 1 }, () => STEWARD)];
  let s = newGame({ players, seed, campaign: true, fates });
  while (s.decisions[0]?.kind === 'campaign/place') s = play(s, s.decisions[0].options[0]!.id);
  if (s.decisions[0]?.kind === 'campaign/mulligan') s = play(s, 'keep');
  return restAfterSetup(s);
}

/** Give a seat exactly these action cards (the rest go to the discard pile, keeping the deck's count). */
function hand(s: GameState, seat: Seat, cards: string[]): void {
  const p = s.players[seat]!;
  s.actionDiscard.push(...p.hand);
  for (const c of cards) {
    for (const place of [s.actionDiscard, s.actionDeck, ...s.players.map((x) => x.hand)] as string[][]) {
      const i = place.indexOf(c);
      if (i >= 0) place.splice(i, 1);
    }
    const stack = s.campaign!.faithfulStack ?? [];
    if (stack.includes(c)) stack.splice(stack.indexOf(c), 1);
  }
  p.hand = cards as ActionCardId[];
}

/** Start a round led by `leader` and open its turn. */
function startRound(s: GameState, leader: Seat, queue: Seat[] = []): GameState {
  s.initiative = leader;
  s.round = { leader, plays: [], declared: null, seized: null, queue };
  return runFrames(s, [{ k: 'turn/play', seat: leader }]);
}

/** A round already led by seat 0 with `card` (on `side`), then seat `seat`'s turn opens. */
function follow(s: GameState, card: string, side: 'zeal' | 'wisdom' | undefined, seat: Seat): GameState {
  s.initiative = 0;
  s.round = { leader: 0, plays: [{ seat: 0, card: card as ActionCardId, mode: 'lead', seizeCard: null, ...(side ? { side } : {}) }], declared: null, seized: null, queue: [] };
  return runFrames(s, [{ k: 'turn/play', seat }]);
}

const ids = (s: GameState) => s.decisions[0]!.options.map((o) => o.id);

describe('Believer Act I setup (ARCS-F801A) and the Faithful stack (F804-F812)', () => {
  it('F801A: gains Faithful Disciples and Spreading the Faith, stacks the 9 Faithful cards "1" at the bottom, adds F813 and F814 to the booklet', () => {
    const s = believer();
    const c = s.campaign!;
    expect(c.seats[0]!.playArea).toEqual(expect.arrayContaining(['ARCS-F802', 'ARCS-F803']));
    expect(c.faithfulStack).toEqual(['ARCS-F804', 'ARCS-F805', 'ARCS-F806', 'ARCS-F807', 'ARCS-F808', 'ARCS-F809', 'ARCS-F810', 'ARCS-F811', 'ARCS-F812']);
    expect(c.rulesBooklet.flat()).toEqual(expect.arrayContaining(['ARCS-F813', 'ARCS-F814']));
    expect(c.seats[0]!.objective).toBe('ARCS-F801B');
    expect(c.seats[0]!.marker).toBe(9); // 3 players
  });
});

describe('Faithful Cards (ARCS-F813) and Pluralistic Faith (F814): playing F804-F812', () => {
  it('F813/F814: a Faithful card leads on either side; Zeal gives move/influence/battle/tax with its pips; leading declares any ambition', () => {
    let s = believer();
    hand(s, 0, [F(7), 'ADM3']); // Faithful "4": 3 pips
    s = startRound(s, 0);
    expect(ids(s)).toEqual(expect.arrayContaining([`lead:${F(7)}:zeal`, `lead:${F(7)}:wisdom`, 'lead:ADM3']));
    s = answer(s, `lead:${F(7)}:zeal`);
    expect(s.round!.plays[0]).toMatchObject({ card: F(7), side: 'zeal', mode: 'lead' });
    // Pluralistic Faith: any ambition (like a "7").
    expect(s.decisions[0]!.kind).toBe('turn/declare');
    expect(ids(s).filter((x) => x.startsWith('declare:')).length).toBe(5);
    s = answer(s, 'no');
    const menu = s.stack.find((f) => f.k === 'turn/actions') as { pips: number; allowed: string[]; leadActions?: string[] };
    expect(menu.pips).toBe(3);
    expect(menu.allowed).toEqual(['move', 'influence', 'battle', 'tax']);
    expect(menu.leadActions).toEqual(['move', 'influence', 'battle', 'tax']);
  });

  it('F813: to Surpass a Faithful card you play a Faithful card on the same side; Pivot to the other side or a normal card; no Surpass with a normal card', () => {
    let s = believer();
    hand(s, 0, []);
    hand(s, 1, [F(9), F(5), 'AGG4']); // "6", "2"
    s = follow(s, F(6), 'wisdom', 1); // "3" led on Wisdom
    expect(s.decisions[0]!.seat).toBe(1);
    const o = ids(s);
    expect(o).toContain(`surpass:${F(9)}:wisdom`);
    expect(o).not.toContain(`surpass:${F(9)}:zeal`);
    expect(o).not.toContain(`surpass:${F(5)}:wisdom`); // lower number
    expect(o).toContain(`pivot:${F(9)}:zeal`);
    expect(o).toContain('pivot:AGG4');
    expect(o).not.toContain('surpass:AGG4');
    s = answer(s, `surpass:${F(9)}:wisdom`);
    const menu = [...s.stack].reverse().find((f) => f.k === 'turn/actions') as { pips: number; allowed: string[] };
    expect(menu.pips).toBe(2);
    expect(menu.allowed).toEqual(['build', 'repair', 'secure']);
  });

  it('F813: "You do not seize the initiative when you Surpass with a "7" Faithful action card" (a normal 7 does)', () => {
    let s = believer();
    hand(s, 0, []);
    hand(s, 1, [F(10), 'ADM2']); // Faithful "7"
    s = follow(s, F(4), 'zeal', 1);
    s = answer(s, `surpass:${F(10)}:zeal`);
    expect(s.round!.seized).toBeNull();
    // Seizing with an extra face-down card is still offered.
    expect(s.decisions[0]!.kind).toBe('turn/seize');
  });

  it('F813: a normal lead card is Pivoted by a Faithful card for 1 pip of its side; Copy gives the lead card\'s action', () => {
    let s = believer();
    hand(s, 0, []);
    hand(s, 1, [F(4), F(5)]);
    s = follow(s, 'CON3', undefined, 1);
    expect(ids(s)).toEqual(expect.arrayContaining([`pivot:${F(4)}:zeal`, `pivot:${F(4)}:wisdom`, `copy:${F(4)}`]));
    s = answer(s, `copy:${F(4)}`);
    if (s.decisions[0]!.kind === 'fx/order' || s.decisions[0]!.kind === 'turn/seize') s = answer(s, 'no');
    const menu = [...s.stack].reverse().find((f) => f.k === 'turn/actions') as { pips: number; allowed: string[] };
    expect(menu).toMatchObject({ pips: 1, allowed: ['build', 'repair'] });
  });

  it('F813: "When you secure one from the Court, draw it into your hand" (an attached Faithful card comes with its Guild card)', () => {
    const s = believer();
    const slot = s.court.findIndex((x) => x.card !== 'ARCS-AID01');
    s.court[slot]!.attached = [F(12)];
    s.campaign!.faithfulStack!.pop();
    secureCard(s, 1, slot, { ransack: false });
    expect(s.players[1]!.hand).toContain(F(12));
    expect(s.players[1]!.court.map((x) => x.id)).not.toContain(F(12));
  });
});

describe('Spread the Good Word (ARCS-F801B) and Faithful Disciples (F802)', () => {
  it('F801B: each ambition won advances by the pips of the top Faithful card; 10 when the stack is empty', () => {
    const s = believer();
    const res = [{ ambition: 'tycoon' as const, first: [0], second: [], gains: { 0: 5 }, firstPower: 5, secondPower: 3, cityBonus: {} }];
    fx('ARCS-F801B').ambitionsScored!(s, 0, res);
    expect(s.campaign!.seats[0]!.marker).toBe(9 - 1); // top card "9": 1 pip
    s.campaign!.faithfulStack = ['ARCS-F804', 'ARCS-F805']; // top "2": 4 pips
    fx('ARCS-F801B').ambitionsScored!(s, 0, [...res, { ...res[0]!, ambition: 'tyrant' }]);
    expect(s.campaign!.seats[0]!.marker).toBe(0);
    s.campaign!.seats[0]!.marker = 15;
    delete s.campaign!.faithfulStack;
    fx('ARCS-F801B').ambitionsScored!(s, 0, res);
    expect(s.campaign!.seats[0]!.marker).toBe(5);
    // Tied for first: not won.
    fx('ARCS-F801B').ambitionsScored!(s, 0, [{ ...res[0]!, first: [], second: [0, 1] }]);
    expect(s.campaign!.seats[0]!.marker).toBe(5);
  });

  it('F802: playing a Faithful card and declaring an ambition you are winning gains one more pip; not one you are not winning', () => {
    let s = believer();
    hand(s, 0, [F(7)]);
    s.players.forEach((p) => (p.resources = [null, null, null, null, null, null] as never));
    s.players[0]!.resources = ['fuel', null, null, null, null, null] as never;
    s = startRound(s, 0);
    s = answer(s, `lead:${F(7)}:zeal`, 'declare:tycoon');
    const menu = [...s.stack].reverse().find((f) => f.k === 'turn/actions') as { pips: number };
    expect(menu.pips).toBe(4);
    let t = believer();
    hand(t, 0, [F(7)]);
    t.players.forEach((p) => (p.resources = [null, null, null, null, null, null] as never));
    t = startRound(t, 0);
    t = answer(t, `lead:${F(7)}:zeal`, 'declare:tycoon');
    expect(([...t.stack].reverse().find((f) => f.k === 'turn/actions') as { pips: number }).pips).toBe(3);
  });
});

describe('Spreading the Faith (ARCS-F803), Teach (Influence)', () => {
  it('F803: scraps the bottom non-Event action card of the discard pile (past Events), then attaches the top Faithful card to a Guild card whose suit matches a planet with a Loyal city', () => {
    const s = believer();
    s.actionDiscard = ['EVT1', 'ADM2', ...s.actionDiscard.filter((x) => x !== 'EVT1' && x !== 'ADM2')] as ActionCardId[];
    const teach = fx('ARCS-F803').newActions![0]!;
    expect(teach.replaces).toBe('influence');
    expect(teach.can(s, 0)).toBe(true);
    const frames = teach.start(s, 0);
    expect(s.actionDiscard[0]).toBe('EVT1');
    expect(s.actionDiscard).not.toContain('ADM2');
    expect(s.campaign!.scrap).toContain('ADM2');
    expect(s.campaign!.faithfulStack).toHaveLength(8);
    const attached = s.court.find((x) => (x.attached ?? []).includes('ARCS-F812'));
    if (frames.length === 0) expect(attached).toBeDefined();
    else expect(frames[0]!.k).toBe('campaign/believer-teach');
  });

  it('F803: nothing to scrap (only Events in the discard pile): Teach cannot be taken', () => {
    const s = believer();
    s.actionDeck.push(...s.actionDiscard.filter((x) => x !== 'EVT1'));
    s.actionDiscard = s.actionDiscard.filter((x) => x === 'EVT1');
    expect(fx('ARCS-F803').newActions![0]!.can(s, 0)).toBe(false);
  });
});

describe('Believer Act I Resolution (ARCS-F815)', () => {
  it('F815 completed: gains The Young Light, Plot to Kidnap to the Court deck, scraps F803/F818/F819, Faithful cards left go to the Court deck', () => {
    const s = believer();
    s.campaign!.faithfulStack = ['ARCS-F804', 'ARCS-F805'];
    resolveFateNow(s, 0, 1, true);
    const c = s.campaign!;
    expect(c.seats[0]!.playArea).toContain('ARCS-F816');
    expect(s.courtDeck).toEqual(expect.arrayContaining(['ARCS-F817', 'ARCS-F804', 'ARCS-F805']));
    expect(c.scrap).toEqual(expect.arrayContaining(['ARCS-F803', 'ARCS-F818', 'ARCS-F819']));
    expect(c.faithfulStack).toBeUndefined();
  });

  it('F815 failed: scraps F803/F816/F817, The Prodigal One and Secret Order to the Court deck, Faithful cards left too', () => {
    const s = believer();
    resolveFateNow(s, 0, 1, false);
    expect(s.courtDeck).toEqual(expect.arrayContaining(['ARCS-F818', 'ARCS-F819', 'ARCS-F812']));
    expect(s.campaign!.scrap).toEqual(expect.arrayContaining(['ARCS-F803', 'ARCS-F816', 'ARCS-F817']));
  });
});

describe('The Young Light (ARCS-F816), The Prodigal One (F818), The Prophet (F825)', () => {
  for (const id of ['ARCS-F816', 'ARCS-F818', 'ARCS-F825']) {
    it(`${id}: Prelude: discard 1 non-Event card to place it next to a played Faithful card (even face down); at the round's end draw that card and take it back`, () => {
      let s = believer();
      s.players[1]!.court.push({ id, tokens: [] });
      hand(s, 0, []);
      hand(s, 1, [F(8), 'ADM4', 'EVT1']);
      s = follow(s, 'MOB3', undefined, 1);
      s = answer(s, `copy:${F(8)}`);
      if (s.decisions[0]!.kind === 'turn/seize') s = answer(s, 'no');
      const place = s.decisions[0]!.options.find((o) => o.id.startsWith('fx:') && o.id.includes(id));
      expect(place, ids(s).join(' ')).toBeDefined();
      s = answer(s, place!.id);
      expect(s.players[1]!.court.map((x) => x.id)).not.toContain(id);
      expect(ids(s)).toEqual(['discard:ADM4']); // never the Event card
      s = answer(s, 'discard:ADM4');
      expect(s.actionDiscard).toContain('ADM4');
      expect(s.campaign!.faithfulUnions).toEqual([{ seat: 1, card: id, target: F(8) }]);
      // The round ends (no one left): the Faithful card is drawn back, the card taken back.
      s.stack = [{ k: 'game' }];
      s = runFrames(s, []);
      expect(s.players[1]!.hand).toContain(F(8));
      expect(s.players[1]!.court.map((x) => x.id)).toContain(id);
      expect(s.campaign!.faithfulUnions).toBeUndefined();
    });
  }
});

describe('Plot to Kidnap (ARCS-F817)', () => {
  it('F817 Crisis: attaches The Young Light (in a play area) here; each player discards their highest-number Faithful card', () => {
    const s = believer();
    s.campaign!.seats[0]!.playArea.push('ARCS-F816');
    s.court.push({ card: 'ARCS-F817', agents: s.players.map(() => 0) });
    hand(s, 1, [F(5), F(9), 'ADM2']);
    fx('ARCS-F817').crisis!(s, null, { event: { event: 'crisis', symbol: 'arrow' }, number: 1 });
    expect(s.court.find((x) => x.card === 'ARCS-F817')!.attached).toEqual(['ARCS-F816']);
    expect(s.campaign!.seats[0]!.playArea).not.toContain('ARCS-F816');
    expect(s.players[1]!.hand).toEqual([F(5), 'ADM2']);
    expect(s.actionDiscard).toContain(F(9));
  });

  it('F817 FAQ: the Crisis does not work on The Young Light while it is discarded or in the Court deck', () => {
    const s = believer();
    s.courtDeck.push('ARCS-F816');
    s.court.push({ card: 'ARCS-F817', agents: s.players.map(() => 0) });
    fx('ARCS-F817').crisis!(s, null, { event: { event: 'crisis', symbol: 'arrow' }, number: 1 });
    expect(s.court.find((x) => x.card === 'ARCS-F817')!.attached).toBeUndefined();
    expect(s.courtDeck).toContain('ARCS-F816');
  });

  it('F817 When Secured: draws the highest-number Faithful card from the action discard pile, then shuffles it', () => {
    const s = believer();
    s.actionDiscard.push(F(6), F(11));
    fx('ARCS-F817').whenSecured!(s, 2);
    expect(s.players[2]!.hand).toContain(F(11));
    expect(s.actionDiscard).toContain(F(6));
  });
});

describe('Secret Order (ARCS-F819, F826)', () => {
  it('F819/F826: declaring Keeper or Empath places no zero marker; other ambitions as usual', () => {
    for (const id of ['ARCS-F819', 'ARCS-F826']) {
      expect(fx(id).noZeroMarker!('keeper')).toBe(true);
      expect(fx(id).noZeroMarker!('empath')).toBe(true);
      expect(fx(id).noZeroMarker!('tycoon')).toBe(false);
    }
  });
});

/** The Believer set up for Act II (seat 0), with or without the initiative. */
function actII(initiative: Seat = 0): GameState {
  const s = believer();
  resolveFateNow(s, 0, 1, true);
  s.initiative = initiative;
  s.campaign!.act = 2;
  setUpFateNow(s, 0, 2);
  return s;
}

describe('Believer Act II setup (ARCS-F820A), Doctrine (F822), Doctrinal Faith (F823)', () => {
  it('F820A: 5 Ideals, Set Doctrine and Doctrinal Faith in the booklet, Pluralistic Faith scrapped, the Doctrine tucked on Zeal with the initiative', () => {
    const s = actII(0);
    const c = s.campaign!;
    expect(c.idealSupply).toBe(5);
    expect(c.doctrine).toBe('zeal');
    expect(c.reminders).toContain('ARCS-F822');
    expect(c.rulesBooklet.flat()).toEqual(expect.arrayContaining(['ARCS-F821', 'ARCS-F823']));
    expect(c.rulesBooklet.flat()).not.toContain('ARCS-F814');
    expect(c.scrap).toContain('ARCS-F814');
    expect(c.seats[0]!.objective).toBe('ARCS-F820B');
    expect(c.seats[0]!.marker).toBe(18);
    expect(actII(1).campaign!.doctrine).toBe('wisdom');
  });

  it('F822/F823: Faithful cards are played on the Doctrine\'s side only; a Faithful lead declaring an ambition with no Ideal places the Doctrine\'s Ideal', () => {
    let s = actII(0);
    hand(s, 0, [F(7)]);
    s = startRound(s, 0);
    expect(ids(s)).toContain(`lead:${F(7)}:zeal`);
    expect(ids(s)).not.toContain(`lead:${F(7)}:wisdom`);
    s = answer(s, `lead:${F(7)}:zeal`, 'declare:warlord');
    expect(s.campaign!.ideals).toEqual({ warlord: 'zeal' });
    expect(s.campaign!.idealSupply).toBe(4);
  });

  it('F823: with a Faithful card played, an ambition whose Ideal differs from the Doctrine cannot be declared; non-Faithful cards are not limited', () => {
    let s = actII(0);
    s.campaign!.ideals = { tycoon: 'wisdom', tyrant: 'zeal' };
    hand(s, 0, [F(7)]);
    s = startRound(s, 0);
    s = answer(s, `lead:${F(7)}:zeal`);
    expect(ids(s)).not.toContain('declare:tycoon');
    expect(ids(s)).toContain('declare:tyrant');
    expect(ids(s)).toContain('declare:keeper');
    let t = actII(0);
    t.campaign!.ideals = { tycoon: 'wisdom' };
    hand(t, 0, ['ADM2']);
    t = startRound(t, 0);
    t = answer(t, 'lead:ADM2');
    expect(ids(t)).toContain('declare:tycoon');
  });

  it('F823 FAQ: declaring an ambition without an Ideal when no Ideal markers are left: none is placed, it is still declared', () => {
    let s = actII(0);
    s.campaign!.idealSupply = 0;
    hand(s, 0, [F(7)]);
    s = startRound(s, 0);
    s = answer(s, `lead:${F(7)}:zeal`, 'declare:keeper');
    expect(s.ambitions.keeper.length).toBe(1);
    expect(s.campaign!.ideals).toBeUndefined();
  });

  it('F820B: each ambition won with an Ideal advances 1 per Power gained (city bonus included); without an Ideal nothing', () => {
    const s = actII(0);
    s.campaign!.ideals = { tycoon: 'zeal' };
    const r = { ambition: 'tycoon' as const, first: [0], second: [], gains: { 0: 7 }, firstPower: 5, secondPower: 3, cityBonus: { 0: 2 } };
    fx('ARCS-F820B').ambitionsScored!(s, 0, [r, { ...r, ambition: 'keeper' }]);
    expect(s.campaign!.seats[0]!.marker).toBe(18 - 7);
  });
});

describe('Set Doctrine (ARCS-F821) and Set Lay Doctrine (F827), Edict 90', () => {
  it('F821: the player who holds The Young Light may change the Doctrine; nobody holding it or The Prophet: nothing', () => {
    let s = actII(0);
    const frames = fx('ARCS-F821').edict!(s);
    expect(frames).toEqual([{ k: 'campaign/believer-doctrine', seat: 0, card: 'ARCS-F821' }]);
    s = runFrames(s, frames);
    expect(ids(s)).toEqual(['keep', 'side:wisdom']);
    s = answer(s, 'side:wisdom');
    expect(s.campaign!.doctrine).toBe('wisdom');
    const t = actII(0);
    t.campaign!.seats[0]!.playArea = t.campaign!.seats[0]!.playArea.filter((x) => x !== 'ARCS-F816');
    expect(fx('ARCS-F821').edict!(t)).toEqual([]);
  });

  it('F827: players reveal their Faithful cards; the highest number may change the Doctrine', () => {
    const s = actII(0);
    hand(s, 1, [F(6)]);
    hand(s, 2, [F(11), F(4)]);
    hand(s, 0, ['ADM2']);
    expect(fx('ARCS-F827').edict!(s)).toEqual([{ k: 'campaign/believer-doctrine', seat: 2, card: 'ARCS-F827' }]);
  });
});

describe('Believer Act II Resolution (ARCS-F824), Repressed Faith (F828)', () => {
  it('F824 completed: The Young Light is scrapped for The Prophet; Secret Order, Set Lay Doctrine and Repressed Faith scrapped', () => {
    const s = actII(0);
    resolveFateNow(s, 0, 2, true);
    const c = s.campaign!;
    expect(c.scrap).toEqual(expect.arrayContaining(['ARCS-F816', 'ARCS-F826', 'ARCS-F827', 'ARCS-F828']));
    expect(c.seats[0]!.playArea).toContain('ARCS-F825');
  });

  it('F824 completed without The Young Light: The Prophet is scrapped', () => {
    const s = actII(0);
    s.campaign!.seats[0]!.playArea = s.campaign!.seats[0]!.playArea.filter((x) => x !== 'ARCS-F816');
    resolveFateNow(s, 0, 2, true);
    expect(s.campaign!.scrap).toContain('ARCS-F825');
    expect(s.campaign!.seats[0]!.playArea).not.toContain('ARCS-F825');
  });

  it('F824 failed: Ideals not on ambitions scrapped, The Prophet scrapped, Secret Order to the Court deck, F821/F823 replaced by F827/F828', () => {
    const s = actII(0);
    s.campaign!.ideals = { tycoon: 'zeal' };
    s.campaign!.idealSupply = 4;
    resolveFateNow(s, 0, 2, false);
    const c = s.campaign!;
    expect(c.idealSupply).toBe(0);
    expect(c.ideals).toEqual({ tycoon: 'zeal' });
    expect(c.scrap).toEqual(expect.arrayContaining(['ARCS-F825', 'ARCS-F821', 'ARCS-F823']));
    expect(s.courtDeck).toContain('ARCS-F826');
    expect(c.rulesBooklet.flat()).toEqual(expect.arrayContaining(['ARCS-F827', 'ARCS-F828']));
  });

  it('F828: with a Faithful card played, no ambition without an Ideal, nor one with another Ideal; non-Faithful cards are not limited', () => {
    const s = actII(0);
    resolveFateNow(s, 0, 2, false);
    s.campaign!.ideals = { tycoon: 'zeal', tyrant: 'wisdom' };
    s.round = { leader: 0, plays: [{ seat: 0, card: F(7), mode: 'lead', seizeCard: null, side: 'zeal' }], declared: null, seized: null, queue: [] };
    expect(declarable(s, 0, ['tycoon', 'tyrant', 'warlord', 'keeper', 'empath'])).toEqual(['tycoon']);
    s.round.plays[0] = { seat: 0, card: 'ADM7', mode: 'lead', seizeCard: null };
    expect(declarable(s, 0, ['tycoon', 'tyrant', 'warlord'])).toEqual(['tycoon', 'tyrant', 'warlord']);
  });
});

/** Act III set up for the Believer (seat 0). */
function actIII(ideals: GameState['campaign'] extends infer C ? NonNullable<C> extends { ideals?: infer I } ? I : never : never): GameState {
  const s = actII(0);
  resolveFateNow(s, 0, 2, true);
  s.campaign!.ideals = ideals;
  s.campaign!.act = 3;
  setUpFateNow(s, 0, 3);
  return s;
}

describe('Believer Act III (ARCS-F829A/B), Dominant Faith (F830), Breaking the Faith (F831)', () => {
  it('F829A: Dominant Faith and Breaking the Faith in the booklet; the Doctrine flips to the Ideal with more markers, Wisdom on a tie', () => {
    const s = actIII({ tycoon: 'zeal', tyrant: 'zeal', keeper: 'wisdom' });
    expect(s.campaign!.doctrine).toBe('zeal');
    expect(s.campaign!.rulesBooklet.flat()).toEqual(expect.arrayContaining(['ARCS-F830', 'ARCS-F831']));
    expect(actIII({ tycoon: 'zeal', keeper: 'wisdom' }).campaign!.doctrine).toBe('wisdom');
  });

  it('F829B: two ambition markers on ambitions with Ideals fulfil one grand ambition, all three both (markers, not ambitions)', () => {
    const s = actIII({ tycoon: 'zeal', keeper: 'wisdom' });
    expect(BELIEVER_RULES.grandAmbitions!(s, 0)).toBe(0);
    s.ambitions.tycoon = [s.markers[0]!.id, s.markers[1]!.id];
    expect(markersOnIdeals(s)).toBe(2);
    expect(BELIEVER_RULES.grandAmbitions!(s, 0)).toBe(1);
    s.ambitions.tycoon = [s.markers[0]!.id];
    s.ambitions.keeper = [s.markers[1]!.id, s.markers[2]!.id];
    expect(BELIEVER_RULES.grandAmbitions!(s, 0)).toBe(2);
    s.ambitions.keeper = [s.markers[1]!.id];
    s.ambitions.warlord = [s.markers[2]!.id];
    expect(BELIEVER_RULES.grandAmbitions!(s, 0)).toBe(1);
  });

  it('F830: playing a non-Faithful card, an ambition with an Ideal cannot be declared; FAQ: Galactic Bards-style declarations too', () => {
    let s = actIII({ tycoon: 'zeal' });
    hand(s, 0, ['ADM7']);
    s = startRound(s, 0);
    s = answer(s, 'lead:ADM7');
    expect(ids(s)).not.toContain('declare:tycoon');
    expect(ids(s)).toContain('declare:tyrant');
    // A declaration by a card's effect (fx/declare) follows the same limit.
    s = answer(s, 'no');
    s = runFrames(s, [{ k: 'fx/declare', seat: 0, card: 'ARCS-BC25', ambitions: ['tycoon', 'keeper'] }]);
    expect(ids(s)).toEqual(['declare:keeper', 'no']);
  });

  it('F830 FAQ: no Ideal markers left: a Faithful declaration of an ambition with no Ideal places none and still declares', () => {
    const s = actIII({ tycoon: 'zeal' });
    s.campaign!.idealSupply = 0;
    s.round = { leader: 0, plays: [{ seat: 0, card: F(7), mode: 'lead', seizeCard: null, side: 'zeal' }], declared: null, seized: null, queue: [] };
    declareAmbition(s, 0, 'keeper', true);
    expect(s.ambitions.keeper.length).toBe(1);
    expect(s.campaign!.ideals).toEqual({ tycoon: 'zeal' });
  });

  it('F831: a Rival destroying a Loyal city of the Believer may remove 1 Ideal from an undeclared ambition; not the Believer, not a declared one', () => {
    let s = actIII({ tycoon: 'zeal', keeper: 'wisdom' });
    s.ambitions.keeper = [s.markers[0]!.id];
    const f = fx('ARCS-F831');
    expect(f.cityDestroyed!(s, 0, 1)).toEqual([]);
    expect(f.cityDestroyed!(s, 1, 2)).toEqual([]);
    const frames = f.cityDestroyed!(s, 1, 0);
    expect(frames).toEqual([{ k: 'campaign/believer-break', seat: 1 }]);
    s = runFrames(s, frames);
    expect(ids(s)).toEqual(['remove:tycoon', 'no']);
    s = answer(s, 'remove:tycoon');
    expect(s.campaign!.ideals).toEqual({ keeper: 'wisdom' });
  });
});

describe('Faithful cards meet other cards (FAQ)', () => {
  it('Galactic Bards FAQ: "For Faithful cards, you may declare an ambition based on the current Faith, such as Pluralistic Faith" (BC25 on a Faithful Surpass: any ambition)', () => {
    const s = believer();
    const play = { seat: 1, card: F(9), mode: 'surpass' as const, seizeCard: null, side: 'zeal' as const };
    s.round = { leader: 0, plays: [{ seat: 0, card: F(6), mode: 'lead', seizeCard: null, side: 'zeal' }, play], declared: null, seized: null, queue: [] };
    const frames = fx('ARCS-BC25').onPlay!(s, 1, play);
    expect(frames).toEqual([{ k: 'fx/declare', seat: 1, card: 'ARCS-BC25', ambitions: ['tycoon', 'tyrant', 'warlord', 'keeper', 'empath'] }]);
    // Without any Faith Law in the booklet, a Faithful card declares nothing.
    s.campaign!.rulesBooklet = s.campaign!.rulesBooklet.filter((slot) => !slot.includes('ARCS-F814'));
    expect(fx('ARCS-BC25').onPlay!(s, 1, play)).toEqual([]);
  });

  it('F816 placed next to a face-down Faithful card: the others\' views do not show which card it is', async () => {
    const { viewFor } = await import('../../../../src/engine/index.ts');
    const s = believer();
    s.round = { leader: 0, plays: [{ seat: 0, card: 'ADM3', mode: 'lead', seizeCard: null }, { seat: 1, card: F(8), mode: 'copy', seizeCard: null }], declared: null, seized: null, queue: [] };
    s.campaign!.faithfulUnions = [{ seat: 2, card: 'ARCS-F816', target: F(8) }];
    const other = viewFor(s, 2) as unknown as { campaign: { faithfulUnions: { target: string }[] } };
    const own = viewFor(s, 1) as unknown as { campaign: { faithfulUnions: { target: string }[] } };
    expect(other.campaign.faithfulUnions[0]!.target).toBe('face-down');
    expect(own.campaign.faithfulUnions[0]!.target).toBe(F(8));
  });

  it('F803 Teach with several matching Guild cards: the teacher picks one (campaign/believer-teach)', () => {
    let s = believer();
    const frames = [{ k: 'campaign/believer-teach' as const, seat: 0, faithful: 'ARCS-F812', targets: [1, 2] }];
    s.campaign!.faithfulStack!.pop();
    s = runFrames(s, frames);
    expect(ids(s)).toEqual(['card:1', 'card:2']);
    s = answer(s, 'card:2');
    expect(s.court[2]!.attached).toEqual(['ARCS-F812']);
  });
});

/** The card ids whose effects fire while `f` runs (fired.ts). */
function firedIn(f: () => void): string[] {
  const out: string[] = [];
  const off = onFired((_s, id) => out.push(id));
  try {
    f();
  } finally {
    off();
  }
  return out;
}

describe('The Faith rules report what they do (fired.ts): F813, F814, F822A/B, F823, F828, F830', () => {
  it('F813 fires when a Faithful card is placed on a side or secured into a hand; F814 when a Faithful lead declares', () => {
    let s = believer();
    hand(s, 0, [F(7), 'ADM3']);
    s = startRound(s, 0);
    expect(firedIn(() => (s = answer(s, `lead:${F(7)}:zeal`)))).toEqual(expect.arrayContaining([F(7), 'ARCS-F813']));
    expect(firedIn(() => (s = answer(s, 'declare:warlord')))).toContain('ARCS-F814');
    const t = believer();
    t.court[1] = { card: F(5), agents: [2, 0, 0] };
    expect(firedIn(() => runFrames(t, secureCard(t, 0, 1, { ransack: false })))).toContain('ARCS-F813');
  });

  it('F822A/F823 fire when a Faithful lead places the Doctrine\'s Ideal (Zeal); F822B with the Doctrine on Wisdom; F823 when a differing Ideal is refused', () => {
    let s = actII(0);
    hand(s, 0, [F(7)]);
    s = startRound(s, 0);
    expect(firedIn(() => (s = answer(s, `lead:${F(7)}:zeal`)))).toContain('ARCS-F822A');
    expect(firedIn(() => (s = answer(s, 'declare:warlord')))).toEqual(expect.arrayContaining(['ARCS-F822A', 'ARCS-F823']));
    let t = actII(1);
    t.campaign!.ideals = { tycoon: 'zeal' };
    hand(t, 0, [F(7)]);
    t = startRound(t, 0);
    expect(firedIn(() => (t = answer(t, `lead:${F(7)}:wisdom`)))).toEqual(expect.arrayContaining(['ARCS-F822B', 'ARCS-F823']));
    expect(ids(t)).not.toContain('declare:tycoon');
  });

  it('F828 fires when Repressed Faith refuses an ambition with no Ideal; F830 when Dominant Faith refuses an Ideal to a non-Faithful card', () => {
    const s = actII(0);
    resolveFateNow(s, 0, 2, false);
    s.campaign!.ideals = { tycoon: 'zeal' };
    s.round = { leader: 0, plays: [{ seat: 0, card: F(7), mode: 'lead', seizeCard: null, side: 'zeal' }], declared: null, seized: null, queue: [] };
    expect(firedIn(() => declarable(s, 0, ['tycoon', 'warlord']))).toContain('ARCS-F828');
    expect(firedIn(() => declarable(s, 0, ['tycoon']))).toEqual([]);
    let u = actIII({ tycoon: 'zeal' });
    hand(u, 0, ['ADM7']);
    u = startRound(u, 0);
    expect(firedIn(() => (u = answer(u, 'lead:ADM7')))).toContain('ARCS-F830');
  });
});

/**
 * What a seat sees of a campaign (viewFor, campaign/view.ts): the undrawn Fate decks as counts,
 * the other seats' drawn Fates and unrevealed choices never, the Court deck and action deck order
 * never, every other seat's hand as a count; a secret answer shows only when all are in.
 * Campaign rulebook: Act I Setup, Player Setup B ("secretly choose… reveal simultaneously");
 * Intermission F ("Each player secretly chooses 1 Fate card… Then, everyone reveals their chosen
 * Fate card simultaneously").
 */
import { describe, expect, it } from 'vitest';
import { apply, exportPosition, newGame, viewFor } from '../../../src/engine/index.ts';
import { newCampaign } from '../../../src/engine/campaign/setup.ts';
import { drawnFates, unrevealedChoices } from '../../../src/engine/campaign/state.ts';
import { isSecretChoiceFrame } from '../../../src/engine/campaign/view.ts';
import { hiddenFingerprint, revealedSince } from '../../../src/engine/secrets.ts';
import { playRandom } from '../../../src/engine/random-play.ts';
import { handleRequest, type DriverSession } from '../../../src/engine-driver/session.ts';
import type { Frame, GameState } from '../../../src/engine/types.ts';

const TEST_DECK = ['ARCS-FATE01', 'ARCS-FATE02', 'ARCS-FATE03', 'ARCS-FATE04', 'ARCS-FATE06', 'ARCS-FATE07'];
const dealt = (players: number, seed = 1) => newCampaign({ players, seed, campaign: true }, { dealFrom: TEST_DECK });
const setUp = (players: number, seed = 1) =>
  playRandom(newGame({ players, seed, campaign: true, fates: Array.from({ length: players }, () => 'ARCS-FATE01') }), { steps: 100, seed }).state;
const text = (s: GameState, seat: number | null) => JSON.stringify(viewFor(s, seat));
const viewers = (s: GameState) => [null, ...s.players.map((p) => p.seat)];

describe('viewFor in a campaign', () => {
  it('the undrawn Fate decks are counts only, for every viewer (Act I Setup B)', () => {
    for (const s of [dealt(3), setUp(4)]) {
      const c = s.campaign!;
      for (const v of viewers(s)) {
        const view = viewFor(s, v);
        expect(view.campaign).not.toHaveProperty('fateDecks');
        expect(view.campaign!.fateDeckCounts).toEqual({ A: c.fateDecks.A.length, B: c.fateDecks.B.length, C: c.fateDecks.C.length });
        for (const id of [...c.fateDecks.A, ...c.fateDecks.B, ...c.fateDecks.C]) expect(text(s, v)).not.toContain(`"${id}"`);
      }
    }
  });

  it("the Court deck's cards and order, the action deck and discard are hidden; every other seat's hand is a count", () => {
    const s = setUp(3, 2);
    for (const v of viewers(s)) {
      const view = viewFor(s, v);
      const t = text(s, v);
      expect(view.courtDeckCount).toBe(s.courtDeck.length);
      // Every seat the Steward: another copy of a card in the deck may lie face up in a play area or the Court.
      const shown = new Set([...s.court.map((c) => c.card), ...s.players.flatMap((p) => p.court.map((c) => c.id)), ...s.campaign!.seats.flatMap((x) => x.playArea), ...s.courtDiscard]);
      for (const id of s.courtDeck) if (!shown.has(id)) expect(t).not.toContain(`"${id}"`);
      expect(view.actionDeckCount + view.actionDiscardCount).toBe(s.actionDeck.length + s.actionDiscard.length);
      for (const p of s.players) {
        expect(view.players[p.seat]!.handCount).toBe(p.hand.length);
        if (p.seat === v) expect(view.players[p.seat]!.hand).toEqual(p.hand);
        else {
          expect(view.players[p.seat]).not.toHaveProperty('hand');
          for (const card of p.hand) expect(t).not.toContain(`"${card}"`);
        }
      }
      expect(view).not.toHaveProperty('stack');
      expect(view).not.toHaveProperty('rng');
    }
  });

  it("the 2-player mulligan (Player Setup J) is the seat's private decision: nobody else sees its options", () => {
    let s = newGame({ players: 2, seed: 5, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01'] });
    while (s.decisions[0]?.kind === 'campaign/place') s = playRandom(s, { steps: 1, seed: 1 }).state;
    expect(s.decisions[0]).toMatchObject({ seat: 1, kind: 'campaign/mulligan', secret: true });
    expect(viewFor(s, 1).decisions[0]!.options).toBeDefined();
    expect(viewFor(s, 0).decisions[0]).not.toHaveProperty('options');
    expect(viewFor(s, null).decisions[0]).not.toHaveProperty('options');
  });

  it('Act I Setup B: each seat sees only its own drawn Fates and answer; all revealed together with the last answer', () => {
    let s = dealt(3, 4);
    const drawn = s.players.map((p) => drawnFates(s, p.seat));
    const others = (seat: number | null) => drawn.filter((_, i) => i !== seat).flat();
    for (const v of viewers(s)) for (const id of others(v)) expect(text(s, v)).not.toContain(`"${id}"`);
    // Seats answer one by one; until the last answer nothing of the others' choices shows.
    for (const seat of [2, 0]) {
      const before = hiddenFingerprint(s);
      const r = apply(s, { t: 'answer', seat, choice: `fate:${drawn[seat]![1]}` });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.revealed).toBe(false);
      s = r.state;
      expect(revealedSince(before, s)).toBe(false);
      expect(viewFor(s, seat).campaign!.ownFateChoice).toEqual({ drawn: drawn[seat], chosen: drawn[seat]![1] });
      for (const v of viewers(s)) for (const id of others(v)) expect(text(s, v)).not.toContain(`"${id}"`);
      expect(viewFor(s, null).campaign!.seats.every((x) => x.fate === null)).toBe(true);
    }
    expect(unrevealedChoices(s)).toBe(2);
    const r = apply(s, { t: 'answer', seat: 1, choice: `fate:${drawn[1]![0]}` });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.revealed).toBe(true);
    s = r.state;
    const chosen = [drawn[0]![1], drawn[1]![0], drawn[2]![1]];
    for (const v of viewers(s)) {
      expect(viewFor(s, v).campaign!.seats.map((x) => x.fate)).toEqual(chosen);
      expect(viewFor(s, v).campaign).not.toHaveProperty('ownFateChoice');
      // The Fates not chosen went back to the hidden "A" Fates: nobody sees them.
      for (const id of drawn.flat().filter((x) => !chosen.includes(x))) expect(text(s, v)).not.toContain(`"${id}"`);
    }
  });

  it('any secret-choice frame is hidden the same way: an Intermission Fate choice (Intermission F), one seat already chose', () => {
    const s = setUp(3, 6);
    const c = s.campaign!;
    c.stage = 'intermission';
    // Seat 0 completed (1 card drawn, may keep its Fate), seats 1 and 2 failed (2 cards each).
    const [b1, b2, b3, b4, b5] = c.fateDecks.B.splice(0, 5) as [string, string, string, string, string];
    const frame = { k: 'campaign/intermission-fates', drawn: [[b1], [b2, b3], [b4, b5]], chosen: [null, b3, null] } as unknown as Frame;
    s.stack.push(frame);
    expect(isSecretChoiceFrame(frame)).toBe(true);
    expect(unrevealedChoices(s)).toBe(1);
    expect(drawnFates(s, 1)).toEqual([b2, b3]);
    expect(viewFor(s, 0).campaign!.ownFateChoice).toEqual({ drawn: [b1], chosen: null });
    expect(viewFor(s, 1).campaign!.ownFateChoice).toEqual({ drawn: [b2, b3], chosen: b3 });
    expect(viewFor(s, null).campaign).not.toHaveProperty('ownFateChoice');
    const mine: Record<number, string[]> = { 0: [b1], 1: [b2, b3], 2: [b4, b5] };
    for (const v of viewers(s)) {
      for (const [seat, ids] of Object.entries(mine)) {
        for (const id of ids) {
          if (Number(seat) === v) expect(text(s, v)).toContain(`"${id}"`);
          else expect(text(s, v)).not.toContain(`"${id}"`);
        }
      }
      expect(viewFor(s, v).campaign!.fateDeckCounts.B).toBe(c.fateDecks.B.length);
    }
    // Drawing a Fate card from its deck brings it to light (secrets.ts): such an input cannot be taken back.
    const before = hiddenFingerprint(s);
    const after = structuredClone(s);
    const drawn = after.campaign!.fateDecks.B.shift()!;
    (after.stack.at(-1) as unknown as { drawn: string[][] }).drawn[0]!.push(drawn);
    expect(revealedSince(before, after)).toBe(true);
    expect(revealedSince(before, structuredClone(s))).toBe(false);
    // A frame without both fields is no secret choice.
    expect(isSecretChoiceFrame({ k: 'campaign/place', seat: 0, round: 1 })).toBe(false);
  });

  it('the driver: a campaign position imported, viewed per seat and summarised with its Act', () => {
    const s = setUp(2, 3);
    const p = exportPosition(s);
    (p.campaign as { act: number }).act = 2;
    p.markers = p.markers.map((m) => ({ ...m, flipped: m.id === 'C' }));
    const session: DriverSession = { state: null };
    const req = (r: object) => handleRequest(session, JSON.stringify(r)) as Record<string, unknown> & { view?: ReturnType<typeof viewFor> };
    expect(req({ op: 'import', position: p })).toMatchObject({ ok: true });
    expect(req({ op: 'summary' })).toMatchObject({ ok: true, act: 2 });
    const v = req({ op: 'view', seat: 1 }).view!;
    expect(v.campaign).not.toHaveProperty('fateDecks');
    expect(v.players[0]).not.toHaveProperty('hand');
    expect(v.players[1]!.hand).toEqual(s.players[1]!.hand);
    expect(req({ op: 'export' })).toMatchObject({ ok: true, position: p });
    expect(req({ op: 'import', position: { ...p, campaign: { ...p.campaign, act: 4 } } })).toMatchObject({ ok: false, error: { code: 'position/invalid', message: 'campaign.act must be one of 1, 2, 3.' } });
  });
});

/**
 * The Leaders & Lore draft and the leaders' setup (base rulebook, Leaders & Lore, Setup: replaces
 * Steps N-O of setup).
 *
 * - Face-up rows of leader and lore cards, players + 1 each (the second-lore variant adds 1 lore
 *   per player: players + players + 1).
 * - In reverse turn order, starting with the player to the right of the initiative holder and going
 *   counterclockwise, each player takes 1 leader or lore card, until everyone has 1 leader and 1
 *   lore (2 lore in the variant). Nobody takes a second leader, or more lore than allowed.
 * - Then each player places the pieces of their leader's A, B and C boxes on the setup card's
 *   systems, and gains the leader's 2 resources into their 2 leftmost slots, in order; the Mystic
 *   also places agents on its Material and Fuel Outrage slots (ARCS-LEAD02, Cryptic).
 */
import { cardDef } from '../../data/cards.ts';
import { setupCard } from '../../data/setup-cards.ts';
import { log, seatName, shipsOf, sys } from '../board.ts';
import { LEADER_IDS, LORE_IDS, leaderSetup, isLeaderId, type LeaderBox } from '../leaders/data.ts';
import { shuffleInPlace } from '../rng.ts';
import { choices, field } from '../choices.ts';
import { card, msg } from '../messages.ts';
import { done, noResume, opt, type Handler } from '../step.ts';
import type { Frame, FrameOf, GameState, Seat } from '../types.ts';
import type { SystemId } from '../../data/map.ts';

export function lorePerPlayer(s: GameState): number {
  return s.options.secondLore ? 2 : 1;
}

/** Lay out the rows (shuffled with the game's PRNG) and return the draft frames, first to run first. */
export function startDraft(s: GameState): Frame[] {
  const n = s.players.length;
  const leaders = shuffleInPlace(s.rng, [...LEADER_IDS]).slice(0, n + 1);
  const lore = shuffleInPlace(s.rng, [...LORE_IDS]).slice(0, n * lorePerPlayer(s) + 1);
  s.draft = { leaders, lore };
  log(s, `Leaders & Lore draft. Leaders: ${leaders.map((c) => cardDef(c).name).join(', ')}. Lore: ${lore.map((c) => cardDef(c).name).join(', ')}.`);
  return [{ k: 'draft/pick', seat: (s.initiative + n - 1) % n }, { k: 'draft/setup' }];
}

function wants(s: GameState, seat: Seat): { leader: boolean; lore: boolean } {
  const p = s.players[seat]!;
  return { leader: p.leader === null, lore: p.lore.length < lorePerPlayer(s) };
}

/** The next seat to pick, counterclockwise from `from` inclusive; null when the draft is complete. */
function nextPicker(s: GameState, from: Seat): Seat | null {
  const n = s.players.length;
  for (let i = 0; i < n; i++) {
    const seat = (from - i + n * 2) % n;
    const w = wants(s, seat);
    if (w.leader || w.lore) return seat;
  }
  return null;
}

/** Option ids of the draft: `leader:<card id>`, `lore:<card id>`. */
const PICK = choices({ leader: { card: field.word }, lore: { card: field.word } });

export const draftPick: Handler<FrameOf<'draft/pick'>> = {
  step(s, f) {
    const seat = nextPicker(s, f.seat);
    if (seat === null || !s.draft) return done;
    if (seat !== f.seat) f.seat = seat;
    const w = wants(s, seat);
    const options = [
      ...(w.leader ? s.draft.leaders.map((c) => opt(PICK.id('leader', { card: c }), msg('draft.leader', { card: card(c) }))) : []),
      ...(w.lore ? s.draft.lore.map((c) => opt(PICK.id('lore', { card: c }), msg('draft.lore', { card: card(c) }))) : []),
    ];
    return { t: 'ask', seat, prompt: msg('draft.prompt'), options };
  },
  resume(s, f, choice) {
    const { tag: kind, card: picked } = PICK.read(choice);
    const p = s.players[f.seat]!;
    const row = kind === 'leader' ? s.draft!.leaders : s.draft!.lore;
    row.splice(row.indexOf(picked), 1);
    if (kind === 'leader') p.leader = picked;
    else p.lore.push(picked);
    log(s, `${seatName(s, f.seat)} takes ${kind === 'leader' ? 'the leader' : 'the lore card'} ${cardDef(picked).name}.`);
    const n = s.players.length;
    f.seat = (f.seat + n - 1) % n;
    return { t: 'call', push: [] };
  },
};

function placeBox(s: GameState, seat: Seat, id: SystemId, b: LeaderBox): void {
  const p = s.players[seat]!;
  const ships = Math.min(b.ships, p.supply.ships);
  if (ships > 0) {
    shipsOf(sys(s, id), seat).fresh += ships;
    p.supply.ships -= ships;
  }
  if (!b.building) return;
  const slots = sys(s, id).slots;
  const i = slots.indexOf(null);
  if (i < 0) return;
  if (b.building === 'city') {
    slots[i] = { owner: seat, type: 'city', damaged: false };
    p.boardCities -= 1;
  } else {
    slots[i] = { owner: seat, type: 'starport', damaged: false };
    p.supply.starports -= 1;
  }
}

/** Place every seat's leader pieces and resources (Leaders & Lore, Setup). */
export function leaderSetupFor(s: GameState, seat: Seat): void {
  const p = s.players[seat]!;
  if (!p.leader || !isLeaderId(p.leader)) throw new Error(`seat ${seat} has no leader (bug)`);
  const l = leaderSetup(p.leader);
  const pos = setupCard(s.options.setup).seats[seat]!;
  placeBox(s, seat, pos.a, l.a);
  placeBox(s, seat, pos.b, l.b);
  for (const c of pos.c) placeBox(s, seat, c, { ships: l.c, building: null });
  l.resources.forEach((r, i) => {
    if (s.supply[r] === 0) return;
    p.resources[i] = r;
    s.supply[r] -= 1;
  });
  // ARCS-LEAD02 Mystic, Cryptic: "In setup, place agents on your Material and Fuel Outrage slots."
  if (p.leader === 'ARCS-LEAD02') {
    for (const r of ['material', 'fuel'] as const) {
      const agent = p.supply.agents > 0;
      if (agent) p.supply.agents -= 1;
      p.outrage.push({ resource: r, agent });
    }
  }
}

export const draftSetup: Handler<FrameOf<'draft/setup'>> = {
  step(s) {
    for (const p of s.players) leaderSetupFor(s, p.seat);
    delete s.draft;
    log(s, 'Every player places their leader\'s starting pieces and resources.');
    return done;
  },
  resume: noResume('draft/setup'),
};

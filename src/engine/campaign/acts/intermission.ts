/**
 * The Intermission after Acts I and II (campaign rulebook pp.28-29), steps A-F in order, then
 * "Next Act?" (straight on to Act II & III Setup: campaign.stage is 'intermission' until then, so
 * the app can pause there). Step letters as in data/campaign/procedures.ts INTERMISSION.
 */
import { intermissionDestroyTokens } from '../loyal-tokens.ts';
import { destroyDamagedOnBoards } from '../flagship/give.ts';
import { FATE_DRAW, IMPERIAL_COUNCIL, type Act } from '../../../data/campaign/components.ts';
import { fateOfCard } from '../../../data/campaign/fates.ts';
import { buildingsOnMap, hasExcessResources, log, returnAgents, returnPieces, seatName, shipsOnMap, systemIds, tidy, turnOrder } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { courtCards } from '../../court.ts';
import { card, msg } from '../../messages.ts';
import { shuffleInPlace } from '../../rng.ts';
import { call, done, noResume, opt, thenRun, type Ask, type Handler, type Step } from '../../step.ts';
import type { Frame, FrameOf, GameState } from '../../types.ts';
import { fateRules, objectiveComplete } from '../fates/framework.ts';
import { dealtFates } from '../fates/setups.ts';
import { campaignOf } from '../state.ts';
import { recordAct } from './history.ts';
import { fateResolutionFrames, fateSetCards, nextLetter, seatFate } from './fate-calls.ts';

const ROMAN = { 1: 'I', 2: 'II', 3: 'III' } as const;
export const actName = (act: Act) => ROMAN[act];

type Intermission = FrameOf<'campaign/intermission'>;

/* ------------------------------------------------------------------ A */

/**
 * A. Resolve Fate, seat by seat in turn order: the Resolution card of this Act (its card moves and
 * the Fate's own steps), and a failed objective loses Power equal to its marker's space.
 */
function resolveFate(s: GameState, f: Intermission): Step {
  const c = campaignOf(s);
  if (f.i === 0) {
    f.completed = s.players.map((p) => objectiveComplete(s, p.seat));
    recordAct(s, f.act, f.completed); // the log sheet, before the Intermission's Power losses
  }
  const order = turnOrder(s);
  const seat = order[f.i];
  if (seat === undefined) return next(f, 'B');
  f.i += 1;
  const cs = c.seats[seat]!;
  const completed = f.completed[seat]!;
  const name = seatFate(s, seat)?.name ?? 'Fate';
  if (completed) log(s, `${seatName(s, seat)} completed their objective (${name}).`);
  else {
    const lost = cs.marker ?? 0;
    s.players[seat]!.power -= lost;
    log(s, `${seatName(s, seat)} failed their objective (${name}): the marker is on ${lost}, so they lose ${lost} Power (now ${s.players[seat]!.power}).`);
  }
  return call(...fateResolutionFrames(s, seat, f.act, completed));
}

/* ------------------------------------------------------------------ B */

/** B. Clear Court: every Court card but the Imperial Council back to the Court deck; all agents back; scrap the discard pile. */
export function clearCourt(s: GameState): void {
  const c = campaignOf(s);
  // B2: all agents in the Court (the Council's too) go back to their players.
  for (const slot of s.court) slot.agents.forEach((n, seat) => n > 0 && returnAgents(s, seat, n));
  // B1: the Council stays, In Session or not (Act II & III Setup B flips it); "Make sure to also return attached
  // cards (page 27) to the Court deck" (p.28): the Council's own attached cards too, which leave it bare.
  const back = courtCards(s).filter((id) => id !== IMPERIAL_COUNCIL.cardId);
  s.court = s.court.filter((slot) => slot.card === IMPERIAL_COUNCIL.cardId).map((slot) => ({ card: slot.card, agents: slot.agents.map(() => 0) }));
  s.courtDeck.push(...back);
  // B3: scrap the Court discard pile.
  c.scrap.push(...s.courtDiscard);
  const scrapped = s.courtDiscard.length;
  s.courtDiscard = [];
  log(s, `The Court is cleared: ${back.length} ${back.length === 1 ? 'card goes' : 'cards go'} back to the Court deck, the agents go home${scrapped ? `, and ${scrapped} discarded ${scrapped === 1 ? 'card is' : 'cards are'} scrapped` : ''}.`);
}

/* ------------------------------------------------------------------ C */

/** C. Clear Pieces: Trophies and Captives back to their owners; frozen resources (the Imperial Trust) and, with 2 players, the ambition boxes' resources to the supply. */
export function clearPieces(s: GameState): void {
  const c = campaignOf(s);
  for (const p of s.players) {
    for (const t of p.trophies) returnPieces(s, t.owner, t.piece, t.count);
    p.trophies = [];
    p.captives.forEach((n, owner) => n > 0 && returnAgents(s, owner, n));
    p.captives = p.captives.map(() => 0);
  }
  // C2: frozen resources, the Imperial Trust included. LEAD: other frozen resources (empire) go here too once the state has them.
  for (const r of c.trust) s.supply[r] += 1;
  const trust = c.trust.length;
  c.trust = [];
  // Magnate (ARCS-F302): the Merchant League's frozen resources.
  for (const cs of c.seats) {
    for (const r of cs.merchantLeague ?? []) s.supply[r] += 1;
    delete cs.merchantLeague;
    // Peacekeeper (ARCS-F1503): the Weapons on Arsenal Keepers.
    s.supply.weapon += cs.arsenal ?? 0;
    delete cs.arsenal;
  }
  // C3: 2 players: the resources on the ambition boxes.
  if (s.phantom) for (const r of Object.keys(s.phantom) as (keyof typeof s.phantom)[]) {
    s.supply[r] += s.phantom[r];
    s.phantom[r] = 0;
  }
  log(s, `Trophies and Captives go back to their owners${trust ? `; the ${trust} ${trust === 1 ? 'resource' : 'resources'} of the Imperial Trust go back to the supply` : ''}${s.phantom ? '; the ambition boxes are emptied' : ''}.`);
}

/* ------------------------------------------------------------------ D */

/**
 * D. Repair & Destroy Pieces: 1. repair all damaged Blight; 2. destroy all damaged ships and
 * buildings; 3. destroy all buildings in systems with Blight and no ships. Destroyed pieces go back
 * to their owners' supplies (no one destroyed them: no Trophies, no Outrage).
 * Flagship Upgrades and Armor: damaged ones are destroyed at D2 (flagship/give.ts destroyDamagedOnBoards).
 */
export function repairAndDestroy(s: GameState): void {
  let repaired = 0;
  let ships = 0;
  let buildings = 0;
  for (const id of systemIds(s)) {
    const st = s.map[id]!;
    for (const g of st.ships) {
      if (g.owner === 'blight') {
        repaired += g.damaged;
        g.fresh += g.damaged;
        g.damaged = 0;
      } else if (g.damaged > 0) {
        ships += g.damaged;
        returnPieces(s, g.owner, 'ship', g.damaged);
        g.damaged = 0;
      }
    }
    tidy(st);
    const blight = st.ships.some((g) => g.owner === 'blight');
    const noShips = !st.ships.some((g) => g.owner !== 'blight');
    st.slots.forEach((b, i) => {
      if (!b || (!b.damaged && !(blight && noShips))) return;
      returnPieces(s, b.owner, b.type, 1);
      st.slots[i] = null;
      buildings++;
    });
  }
  // Flagships (campaign p.28, D2): damaged Upgrades and Armor too. (D3 never reaches a board: its Flagship is a ship in its system.)
  buildings += destroyDamagedOnBoards(s);
  // Hegemon (ARCS-F1003 Banners of Hegemony): Banners are destroyed like buildings.
  buildings += intermissionDestroyTokens(s);
  log(s, `${repaired} damaged Blight ${repaired === 1 ? 'is' : 'are'} repaired; ${ships} damaged ${ships === 1 ? 'ship' : 'ships'} and ${buildings} ${buildings === 1 ? 'building' : 'buildings'} (damaged, or in systems with Blight and no ships) are destroyed.`);
}

/** After D: owners of returned cities discard what their slots cannot hold; a player with no ships or starports on the map returns at a gate (base Fine Print, Elimination). */
function afterDestroy(s: GameState): Frame[] {
  const excess: Frame[] = s.players.filter(hasExcessResources).map((p) => ({ k: 'res/excess', seat: p.seat }));
  const back: Frame[] = turnOrder(s)
    .filter((seat) => shipsOnMap(s, seat) === 0 && buildingsOnMap(s, seat, 'starport') === 0 && s.players[seat]!.supply.ships > 0)
    .map((seat) => ({ k: 'eliminated', seat }));
  return [...excess, ...back];
}

/* ------------------------------------------------------------------ E */

/**
 * E. Shift Initiative & Power: 1. the initiative to the most Power (a tie: the rulebook gives no
 * tiebreaker, so the base game's Fine Print applies, "break the tie in turn order": the tied
 * player first in turn order from the current holder); 2. each player with more than 1 Power
 * loses half of it, rounding to lose less (7 → 4; -3 stays).
 */
export function shiftInitiativeAndPower(s: GameState): void {
  let best = s.initiative;
  for (const seat of turnOrder(s)) if (s.players[seat]!.power > s.players[best]!.power) best = seat;
  if (best !== s.initiative) log(s, `${seatName(s, best)} has the most Power and takes the initiative.`);
  else log(s, `${seatName(s, best)} has the most Power and keeps the initiative.`);
  s.initiative = best;
  for (const p of s.players) {
    if (p.power <= 1) continue;
    const lost = Math.floor(p.power / 2);
    p.power -= lost;
    log(s, `${seatName(s, p.seat)} loses half their Power: ${p.power + lost} → ${p.power}.`);
  }
}

/* ------------------------------------------------------------------ F */

/**
 * F. Choose Fate: who completed draws 1 Fate card (and may keep their Fate), who failed returns
 * their Fate card and draws 2; "B" Fates after Act I, "C" after Act II. Fates are drawn only from
 * those the engine that started the campaign deals (fates/setups.ts dealtFates, GameOptions.rulesVersion): when none is left to draw, the seat keeps
 * its Fate (campaign/README.md).
 */
export function chooseFateFrame(s: GameState, f: Intermission): FrameOf<'campaign/choose-fate'> {
  const c = campaignOf(s);
  const letter = nextLetter(f.act);
  shuffleInPlace(s.rng, c.fateDecks[letter]);
  // Only the Fates the engine that started the campaign dealt: its stored log replays the same.
  const drawable = dealtFates(s.options.rulesVersion ?? 6);
  const options: string[][] = [];
  const drawn: string[][] = [];
  const chosen: (string | null)[] = [];
  for (const p of s.players) {
    const current = c.seats[p.seat]!.fate!;
    const completed = f.completed[p.seat]!;
    const want = completed ? FATE_DRAW.completed : FATE_DRAW.failed;
    const pick = c.fateDecks[letter].filter((id) => drawable.includes(id)).slice(0, want);
    c.fateDecks[letter] = c.fateDecks[letter].filter((id) => !pick.includes(id));
    drawn.push(pick);
    const choice = pick.length === 0 ? [] : completed ? [current, ...pick] : pick;
    // Nothing to draw: keep the Fate. One card only (a failed seat drawing 1): that one.
    if (choice.length <= 1) {
      options.push([]);
      chosen.push(choice[0] ?? current);
    } else {
      options.push(choice);
      chosen.push(null);
    }
  }
  return { k: 'campaign/choose-fate', act: (f.act + 1) as 2 | 3, options, drawn, chosen };
}

/** Option ids of the Fate choice: `fate:<Fate card id>`. */
export const CHOOSE_FATE = choices({ fate: { card: field.word } });

/** The rest of a Fate Set that is not in play: not in a play area, the rules booklet, the Court, its deck or discard, a player's cards, or the scrap. */
function notInPlay(s: GameState, cards: readonly string[]): string[] {
  const c = campaignOf(s);
  const inPlay = new Set<string>([
    ...c.seats.flatMap((x) => x.playArea), ...c.rulesBooklet.flat(), ...c.scrap,
    ...courtCards(s), ...s.courtDeck, ...s.courtDiscard, ...s.players.flatMap((p) => p.court.map((x) => x.id)),
  ]);
  return cards.filter((id) => !inPlay.has(id));
}

/** Everyone's Fate is revealed: a new Fate returns the old card to the box, scraps the rest of its set not in play and returns all Favors. */
function revealFates(s: GameState, f: FrameOf<'campaign/choose-fate'>): void {
  const c = campaignOf(s);
  const letter = f.act === 2 ? 'B' : 'C';
  for (const seat of turnOrder(s)) {
    const cs = c.seats[seat]!;
    const old = fateOfCard(cs.fate!)!;
    const next = f.chosen[seat]!;
    if (next === cs.fate) {
      log(s, `${seatName(s, seat)} keeps their Fate: the ${old.name}.`);
      continue;
    }
    const fresh = fateOfCard(next)!;
    // A Fate repeated by the `fates` test option and still played by another seat stays there (one place per Fate card).
    if (!c.seats.some((x, i) => i !== seat && x.fate === cs.fate)) c.fateDecks[old.letter].push(cs.fate!);
    const scrapped = notInPlay(s, fateSetCards(old));
    c.scrap.push(...scrapped);
    const favors = cs.favors ?? [];
    favors.forEach((n, owner) => n > 0 && returnAgents(s, owner, n));
    delete cs.favors;
    cs.fate = next;
    fateRules(old.cardId)?.leave?.(s, seat); // Partisan (ARCS-F603): "… if you're not the Partisan"
    log(s, `${seatName(s, seat)} takes a new Fate: the ${fresh.name} (the ${old.name}'s ${scrapped.length} unused ${scrapped.length === 1 ? 'card is' : 'cards are'} scrapped${favors.some((n) => n > 0) ? ', and their Favors go back' : ''}).`);
  }
  // The drawn cards not chosen go back, unseen.
  const back = f.drawn.flat().filter((id) => !f.chosen.includes(id));
  c.fateDecks[letter].push(...back);
  shuffleInPlace(s.rng, c.fateDecks[letter]);
  // The Act's objectives are over (Act II & III Setup F-G gives the next ones).
  for (const cs of c.seats) {
    cs.objective = null;
    cs.marker = null;
  }
}

export const chooseFate: Handler<FrameOf<'campaign/choose-fate'>> = {
  step(s, f) {
    const asks: Ask[] = [];
    for (const p of s.players) {
      if (f.chosen[p.seat] !== null) continue;
      const current = campaignOf(s).seats[p.seat]!.fate;
      asks.push({
        seat: p.seat,
        prompt: msg('campaign.acts.fate.choose', { act: actName(f.act) }),
        options: f.options[p.seat]!.map((id) => opt(CHOOSE_FATE.id('fate', { card: id }), msg(id === current ? 'campaign.acts.fate.keep' : 'campaign.acts.fate.new', { card: card(id) }))),
        secret: true,
      });
    }
    if (asks.length > 0) return { t: 'askEach', asks };
    revealFates(s, f);
    return done;
  },
  resume(s, f, choice, seat) {
    f.chosen[seat] = CHOOSE_FATE.read(choice).card;
    log(s, `${seatName(s, seat)} has chosen a Fate.`);
    return call();
  },
};

/* ------------------------------------------------------------------ the steps */

/** On to the procedure's next step, from its first seat (the Intermission, Act II & III Setup). */
export function nextStep<F extends { step: string; i: number }>(f: F, step: F['step']): Step {
  f.step = step;
  f.i = 0;
  return call();
}

const next = nextStep<Intermission>;

export const intermission: Handler<Intermission> = {
  step(s, f) {
    const c = campaignOf(s);
    c.stage = 'intermission';
    switch (f.step) {
      case 'A':
        return resolveFate(s, f);
      case 'B':
        clearCourt(s);
        return next(f, 'C');
      case 'C':
        clearPieces(s);
        return next(f, 'D');
      case 'D': {
        repairAndDestroy(s);
        f.step = 'E';
        return call(...afterDestroy(s));
      }
      case 'E':
        shiftInitiativeAndPower(s);
        return next(f, 'F');
      case 'F': {
        const frame = chooseFateFrame(s, f);
        f.step = 'next';
        return call(frame);
      }
      case 'next':
        // Next Act? The engine goes straight on to the next Act's setup.
        log(s, `The Intermission ends. Act ${actName((f.act + 1) as Act)} is set up.`);
        return thenRun({ k: 'campaign/act-setup', act: (f.act + 1) as 2 | 3, step: 'A', i: 0 });
    }
  },
  resume: noResume('campaign/intermission'),
};

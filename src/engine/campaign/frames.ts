/**
 * The frames of Act I setup (campaign rulebook, Act I Setup, 2. Set Up Players): the secret Fate
 * choice (B), the starting placements (G-H), Free cities, hands and the 2-player mulligan (I-K),
 * after which the game plays chapter 1 (the `game` frame below them).
 */
import { resettle } from './flagship/resettle.ts';
import { log, planetResource, seatName, shipsOf, sys } from '../board.ts';
import { choices, field } from '../choices.ts';
import { dealHands } from '../frames/chapter.ts';
import { emptyPlaces, putToken } from '../holdings.ts';
import { card, msg, piece, system } from '../messages.ts';
import { shuffleInPlace } from '../rng.ts';
import { done, noResume, opt, type Ask, type Handler } from '../step.ts';
import { campaignMulliganAsk, campaignMulliganRedraw, MULLIGAN } from './round.ts';
import type { BuildingType, FrameOf, GameState } from '../types.ts';
import { STARTING_PLACEMENT } from '../../data/campaign/components.ts';
import { SYSTEMS, type SystemId } from '../../data/map.ts';
import { applyFateSetups, campaignOf } from './state.ts';
import { ACTS_HANDLERS } from './acts/index.ts';
import { CAMPAIGN_COURT_HANDLERS } from './court/index.ts';
import { EVENTS_HANDLERS } from './events/index.ts';
import { FATE_HANDLERS } from './fates/index.ts';
import { SUMMIT_HANDLERS } from './summit/index.ts';

/* ------------------------------------------------------------ B: Fates */

/** Option ids of the Fate choice: `fate:<Fate card id>`. */
export const FATE = choices({ fate: { card: field.word } });

/** Player Setup B: everyone keeps 1 of their 2 drawn "A" Fates secretly; revealed together. */
export const fateChoice: Handler<FrameOf<'campaign/fates'>> = {
  step(s, f) {
    const asks: Ask[] = [];
    for (const p of s.players) {
      if (f.chosen[p.seat] !== null) continue;
      asks.push({
        seat: p.seat,
        prompt: msg('campaign.fate.choose'),
        options: f.drawn[p.seat]!.map((id) => opt(FATE.id('fate', { card: id }), msg('campaign.fate.option', { card: card(id) }))),
        secret: true,
      });
    }
    if (asks.length > 0) return { t: 'askEach', asks };
    // Everyone has chosen: reveal together; the cards not chosen go back to the "A" Fates, unseen.
    const c = campaignOf(s);
    const chosen = f.chosen as string[];
    const back = f.drawn.flat().filter((id, i, all) => all.indexOf(id) === i && !chosen.includes(id));
    c.fateDecks.A.push(...back);
    shuffleInPlace(s.rng, c.fateDecks.A);
    applyFateSetups(s, chosen);
    return done;
  },
  resume(s, f, choice, seat) {
    const c = FATE.read(choice);
    f.chosen[seat] = c.card;
    log(s, `${seatName(s, seat)} has chosen a Fate.`);
    return { t: 'call', push: [] };
  },
};

/* --------------------------------------------------------- G-H: placements */

/** Option ids of a starting placement: `city:<system>` or `starport:<system>`. */
export const PLACE = choices({ city: { system: field.system }, starport: { system: field.system } });

/** Planets with an Imperial ship and an empty building slot (Player Setup G: "The planet can have Rival pieces"). */
export function placementPlanets(s: GameState): SystemId[] {
  return SYSTEMS.filter((d) => {
    if (d.kind !== 'planet') return false;
    const st = sys(s, d.id);
    return st.ships.some((g) => g.owner === 'empire') && st.slots.slice(0, d.slots).includes(null);
  }).map((d) => d.id);
}

export const place: Handler<FrameOf<'campaign/place'>> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    const planets = placementPlanets(s);
    // The Imperial clusters hold at least 8 building slots (clusters 2+3 or 5+6: 8), enough for 4 players twice.
    if (planets.length === 0) throw new Error('campaign/place: no planet with an Imperial ship has an empty slot (bug)');
    const kinds: BuildingType[] = [...(p.boardCities > 0 ? ['city' as const] : []), ...(p.supply.starports > 0 ? ['starport' as const] : [])];
    const options = planets.flatMap((id) => kinds.map((k) => opt(PLACE.id(k, { system: id }), msg('campaign.place.option', { piece: piece(k), system: system(id) }))));
    return { t: 'ask', seat: f.seat, prompt: msg(f.round === 1 ? 'campaign.place.first' : 'campaign.place.second', { n: STARTING_PLACEMENT.ships }), options };
  },
  resume(s, f, choice) {
    const c = PLACE.read(choice);
    const p = s.players[f.seat]!;
    const st = sys(s, c.system);
    const ships = Math.min(STARTING_PLACEMENT.ships, p.supply.ships);
    shipsOf(st, f.seat).fresh += ships;
    p.supply.ships -= ships;
    st.slots[st.slots.indexOf(null)] = { owner: f.seat, type: c.tag, damaged: false };
    if (c.tag === 'city') p.boardCities -= 1;
    else p.supply.starports -= 1;
    // "gains 1 resource token of that planet type" (nothing if the supply has none).
    const r = planetResource(c.system)!;
    const slot = emptyPlaces(s, f.seat)[0];
    const gained = s.supply[r] > 0 && slot !== undefined;
    if (gained) {
      s.supply[r] -= 1;
      putToken(s, f.seat, slot, r);
    }
    log(s, `${seatName(s, f.seat)} places ${ships} ships and a ${c.tag} at ${c.system}${gained ? ` and gains a ${r}` : ''}.`);
    return done;
  },
};

/* ------------------------------------------------------------- I-K */

/** Player Setup I-K (never asks): Free cities, hands of 6 (then the 2-player mulligan), the rest discarded. */
export const finish: Handler<FrameOf<'campaign/finish'>> = {
  step(s) {
    const neutral = s.neutral!;
    // I: Free cities in all empty building slots on planets with Imperial ships.
    let free = 0;
    for (const d of SYSTEMS) {
      const st = sys(s, d.id);
      if (d.kind !== 'planet' || !st.ships.some((g) => g.owner === 'empire')) continue;
      for (let i = 0; i < d.slots; i++) {
        if (st.slots[i] !== null || neutral.free.cities === 0) continue;
        st.slots[i] = { owner: 'free', type: 'city', damaged: false };
        neutral.free.cities -= 1;
        free++;
      }
    }
    if (free > 0) log(s, `${free} Free ${free === 1 ? 'city is' : 'cities are'} placed in the empty slots of the Imperial planets.`);
    // J-K: hands of 6; every other action card to the discard pile.
    dealHands(s);
    log(s, 'Everyone draws 6 action cards.');
    if (s.players.length === 2) return { t: 'done', push: [{ k: 'campaign/mulligan', seat: (s.initiative + 1) % 2 }] };
    startPlay(s);
    return done;
  },
  resume: noResume('campaign/finish'),
};

/**
 * Player Setup J, 2 players: the player without initiative may discard all but Event cards and
 * draw as many (campaign/round.ts, shared with the mulligan of later chapters). Setup ends with it:
 * the game then plays chapter 1.
 */
export const mulligan: Handler<FrameOf<'campaign/mulligan'>> = {
  step(s, f) {
    const ask = campaignMulliganAsk(s, f.seat);
    if (ask) return ask;
    startPlay(s);
    return done;
  },
  resume(s, f, choice) {
    if (MULLIGAN.read(choice).tag === 'redraw') campaignMulliganRedraw(s, f.seat);
    startPlay(s);
    return done;
  },
};

/** Act I is set up: chapter 1 begins (the `game` frame below starts its first round). */
function startPlay(s: GameState): void {
  const c = campaignOf(s);
  // The same mulligan frame ends later chapters' and Acts' deals, which are told by their own lines.
  if (c.stage === 'play' || c.act !== 1 || s.chapter !== 1) {
    c.stage = 'play';
    return;
  }
  c.stage = 'play';
  log(s, `Act I, chapter ${s.chapter} begins.`);
}

/** A resting point: nothing to decide, the game waits (types.ts: a test seam, pushed by no rule). */
export const halt: Handler<FrameOf<'campaign/halt'>> = {
  step: () => ({ t: 'idle' }),
  resume: noResume('campaign/halt'),
};

export const CAMPAIGN_HANDLERS = {
  'campaign/fates': fateChoice,
  'campaign/place': place,
  'campaign/mulligan': mulligan,
  'campaign/finish': finish,
  'campaign/halt': halt,
  ...EVENTS_HANDLERS,
  ...SUMMIT_HANDLERS,
  ...ACTS_HANDLERS,
  ...CAMPAIGN_COURT_HANDLERS,
  ...FATE_HANDLERS,
  // Flagships: Resettle (campaign rulebook p.25).
  'campaign/resettle': resettle,
} as const;

/** Handlers of the campaign Court's frames (./types.ts); the card texts they carry out are quoted there and in ./index.ts. */
import { IMPERIAL_COUNCIL } from '../../../data/campaign/components.ts';
import type { ClusterId, SystemId } from '../../../data/map.ts';
import { hasExcessResources, log, returnCityToBoard, seatName, sys } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { isSeat, systemsControlledBy } from '../../control.ts';
import { cardName, isProtectedGuild } from '../../court.ts';
import { discardHeld } from '../../court/common.ts';
import { songSeize, songSeizeStep } from '../../court/frames.ts';
import { card, msg, owner, system } from '../../messages.ts';
import { call, done, opt, type Handler } from '../../step.ts';
import type { Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { destroyDamagedBlight, guildCardsOf, loomingClusters } from './rules.ts';
import type { CampaignCourtFrame } from './types.ts';

type H<K extends CampaignCourtFrame['k']> = Handler<FrameOf<K>>;

/* ------------------------------------------------------ Council Intrigue */

/** A Court card as shown: the Imperial Council by its side up (cards.csv names ARCS-AID01A/B, not AID01). */
function shownSide(s: GameState, id: string): string {
  if (id !== IMPERIAL_COUNCIL.cardId) return id;
  return s.campaign?.council === 'decided' ? IMPERIAL_COUNCIL.decided : IMPERIAL_COUNCIL.inSession;
}

/** `card:<slot>` a Court card to move an agent to, or `stop`. */
const INTRIGUE = choices({ card: { slot: field.int }, stop: {} });

const intrigue: H<'campaign/court/intrigue'> = {
  step(s, f) {
    if (f.left <= 0 || s.players[f.seat]!.supply.agents <= 0 || s.court.length === 0) return done;
    const options = s.court.map((c, i) => opt(INTRIGUE.id('card', { slot: i }), msg('core.card', { card: card(shownSide(s, c.card)) })));
    options.push(opt(INTRIGUE.id('stop'), msg('ccourt.intrigue.stop')));
    const prompt = f.card === undefined ? msg('ccourt.intrigue.prompt', { n: f.left }) : msg('campaign.wiring.from-here', { card: card(f.card), n: f.left });
    return { t: 'ask', seat: f.seat, prompt, options };
  },
  resume(s, f, choice) {
    const c = INTRIGUE.read(choice);
    if (c.tag === 'stop') return done;
    const slot = s.court[c.slot]!;
    s.players[f.seat]!.supply.agents -= 1;
    slot.agents[f.seat]! += 1;
    f.left -= 1;
    log(s, `${seatName(s, f.seat)} moves an agent from ${f.card === undefined ? 'Council Intrigue' : cardName(f.card)} to ${cardName(slot.card)}.`);
    return call();
  },
};

/* ----------------------------------------------------- Diplomatic Fiasco */

/** `card:<id>` the Guild card to discard. */
const FIASCO = choices({ card: { card: field.word } });

/** Discard a Guild card from the play area (a Court card held, or a Fate Set card in play) to the Court discard pile. */
function discardGuild(s: GameState, seat: Seat, id: string): void {
  if (s.players[seat]!.court.some((c) => c.id === id)) {
    discardHeld(s, seat, id);
    return;
  }
  const area = s.campaign!.seats[seat]!.playArea;
  area.splice(area.indexOf(id), 1);
  s.courtDiscard.push(id);
  log(s, `${seatName(s, seat)} discards ${cardName(id)}.`);
}

const fiasco: H<'campaign/court/fiasco'> = {
  step(s, f) {
    while (f.seats.length > 0) {
      const seat = f.seats[0]!;
      const guilds = guildCardsOf(s, seat);
      const over = guilds.length - s.players[seat]!.supply.agents;
      // "(Count protected Guild cards but don't discard them.)"
      const discardable = guilds.filter((id) => !isProtectedGuild(id));
      if (over <= 0 || discardable.length === 0) {
        f.seats.shift();
        continue;
      }
      if (discardable.length <= over) {
        for (const id of discardable) discardGuild(s, seat, id);
        f.seats.shift();
        continue;
      }
      const options = discardable.map((id) => opt(FIASCO.id('card', { card: id }), msg('core.card', { card: card(id) })));
      return { t: 'ask', seat, prompt: msg('ccourt.fiasco.prompt', { n: over }), options };
    }
    return done;
  },
  resume(s, f, choice) {
    discardGuild(s, f.seats[0]!, FIASCO.read(choice).card);
    return call();
  },
};

/* -------------------------------------------------------- Song of Freedom */

/** `city:<system>:<slot>` the city to replace, `seize`, or `no`. */
const SONG = choices({ city: { system: field.system, slot: field.int }, seize: {}, no: {} });

/**
 * Cities the seat may free: in systems it controls; in the Crisis only its own (Loyal) cities
 * (FAQ ARCS-CC14: "do I have to control a Loyal city in order to free it? Yes!"), When Secured
 * any Loyal or Rival city (a Free city is neither). Cities on Flagships are never freed (FAQ): only map slots are listed.
 */
export function freeableCities(s: GameState, seat: Seat, crisis: boolean): { id: SystemId; slot: number }[] {
  const out: { id: SystemId; slot: number }[] = [];
  for (const id of systemsControlledBy(s, seat)) {
    sys(s, id).slots.forEach((b, slot) => {
      if (b?.type === 'city' && isSeat(b.owner) && (!crisis || b.owner === seat)) out.push({ id, slot });
    });
  }
  return out;
}

/**
 * Replace a player's city with a Free city: "return it and place another piece in its place. If
 * the old piece was damaged, the new piece is placed damaged" (p.16, Negotiations sidebar). The
 * Free supply's Empty Supply (p.19) is a proxy piece: the city is placed even with none left.
 */
function freeCity(s: GameState, id: SystemId, slot: number): Frame[] {
  const st = sys(s, id);
  const b = st.slots[slot]!;
  const was = b.owner as Seat;
  returnCityToBoard(s, was);
  const free = s.neutral!.free;
  if (free.cities > 0) free.cities -= 1;
  st.slots[slot] = { owner: 'free', type: 'city', damaged: b.damaged };
  log(s, `${seatName(s, was)}'s city on ${id} is replaced with a Free city (Song of Freedom).`);
  return hasExcessResources(s.players[was]!) ? [{ k: 'res/excess', seat: was }] : [];
}

const song: H<'campaign/court/song'> = {
  step(s, f) {
    if (!f.replaced) {
      const cities = freeableCities(s, f.seat, f.crisis);
      if (cities.length === 0) return done;
      const options = cities.map((t) => {
        const o = sys(s, t.id).slots[t.slot]!.owner;
        const label = o === f.seat ? msg('ccourt.song.own-city', { system: system(t.id) }) : msg('ccourt.song.city', { owner: owner(o), system: system(t.id) });
        return opt(SONG.id('city', { system: t.id, slot: t.slot }), label);
      });
      if (!f.crisis) options.push(opt(SONG.id('no'), msg('ccourt.song.no-city')));
      return { t: 'ask', seat: f.seat, prompt: msg(f.crisis ? 'ccourt.song.crisis-prompt' : 'ccourt.song.prompt'), options };
    }
    // "If you do, you may seize the initiative." (not in the Crisis): the base card's step.
    return f.crisis ? done : songSeizeStep(s, f.seat);
  },
  resume(s, f, choice) {
    const c = SONG.read(choice);
    if (c.tag !== 'city') {
      if (c.tag === 'seize') songSeize(s, f.seat);
      return done;
    }
    f.replaced = true;
    return call(...freeCity(s, c.system, c.slot));
  },
};

/* ----------------------------------------------------------- Blight Looms */

/** `cluster:<n>` or `no`. */
const LOOMS = choices({ cluster: { cluster: field.int }, no: {} });

const blightLooms: H<'campaign/court/blight-looms'> = {
  step(s, f) {
    const clusters = loomingClusters(s, f.seat);
    if (clusters.length === 0) return done;
    const options = clusters.map((c) => opt(LOOMS.id('cluster', { cluster: c }), msg('court.cluster', { n: c })));
    options.push(opt(LOOMS.id('no'), msg('ccourt.looms.no')));
    return { t: 'ask', seat: f.seat, prompt: msg('ccourt.looms.prompt'), options };
  },
  resume(s, f, choice) {
    const c = LOOMS.read(choice);
    if (c.tag === 'no') return done;
    destroyDamagedBlight(s, f.seat, c.cluster as ClusterId);
    return done;
  },
};

export const CAMPAIGN_COURT_FRAME_HANDLERS: { [K in CampaignCourtFrame['k']]: H<K> } = {
  'campaign/court/intrigue': intrigue,
  'campaign/court/fiasco': fiasco,
  'campaign/court/song': song,
  'campaign/court/blight-looms': blightLooms,
};


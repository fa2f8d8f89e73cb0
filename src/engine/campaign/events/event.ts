/**
 * Resolving an Event card (Events, Resolving the Event p.13) and the Imperial Council (Imperial
 * Council p.14; ARCS-AID01B) at the end of a round.
 */
import { IMPERIAL_COUNCIL } from '../../../data/campaign/components.ts';
import { RESOURCES, type Resource } from '../../../data/map.ts';
import { log, seatName } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { arrangeFrame } from '../../frames/resources.ts';
import { emptyPlaces, putToken } from '../../holdings.ts';
import { msg, resource } from '../../messages.ts';
import { call, done, opt, type Handler, type Step } from '../../step.ts';
import type { FrameOf, GameState, Seat } from '../../types.ts';
import { titleOf } from '../../control.ts';
import { rollEventDice } from '../dice.ts';
import { campaignOf } from '../state.ts';
import type { EventRoll } from '../types.ts';
import { takeFirstRegentTile } from '../empire/titles.ts';
import { summitFrames } from './common.ts';

/** Option ids of "may call the Summit": `summit`, `pass`. */
export const SUMMIT_CALL = choices({ summit: {}, pass: {} });
/** Option ids of the Council's step 4: `crises`, `edicts`. */
export const EVENT_KIND = choices({ crises: {}, edicts: {} });
/** Option ids of the Council's step 3: `steal:<resource>` from the Imperial Trust, or `stop`. */
export const TRUST_STEAL = choices({ steal: { resource: field.resource }, stop: {} });

/** The seat may call the Summit: a yes/no ask. */
function summitAsk(seat: Seat, prompt: string): Step {
  return {
    t: 'ask', seat, prompt: msg(prompt),
    options: [opt(SUMMIT_CALL.id('summit'), msg('campaign.events.summit.call')), opt(SUMMIT_CALL.id('pass'), msg('campaign.events.summit.pass'))],
  };
}

function rollText(r: EventRoll): string {
  return `${r.event.event === 'crisis' ? 'a Crisis starburst' : 'an Edict scroll'} with the ${r.event.symbol} symbol and cluster ${r.number}`;
}

/** Roll the event and number dice for this event, keep them (campaign.eventRoll) and log them. */
export function rollForEvent(s: GameState): EventRoll {
  const roll = rollEventDice(s);
  campaignOf(s).eventRoll = roll;
  log(s, `The event and number dice show ${rollText(roll)}.`);
  return roll;
}

/** The event is over: its dice are put away. */
function endEvent(s: GameState): Step {
  campaignOf(s).eventRoll = null;
  return done;
}

/** An Event card's event (p.13): the initiative holder may call the Summit, then rolls both dice. */
export const eventCard: Handler<FrameOf<'campaign/event'>> = {
  step(s, f) {
    if (f.step === undefined) return summitAsk(s.initiative, 'campaign.events.summit.event');
    if (f.step === 'roll') {
      // "Roll the event and number dice even if a Summit was not called."
      const roll = rollForEvent(s);
      f.step = 'end';
      return call(roll.event.event === 'crisis' ? { k: 'campaign/crises' } : { k: 'campaign/edicts' });
    }
    return endEvent(s);
  },
  resume(s, f, choice) {
    const c = SUMMIT_CALL.read(choice);
    f.step = 'roll';
    if (c.tag === 'pass') return call();
    log(s, `${seatName(s, s.initiative)} calls the Summit.`);
    return call(...summitFrames(s.initiative));
  },
};

/**
 * "Return the Imperial Council card to the Court on its Decided side" (p.14): the Council back in
 * the Court (leftmost) if it is still with the securer. Returns whether anything changed.
 * LEAD: the spine area may already do this when the Council is secured/tucked; keep one.
 */
function returnCouncil(s: GameState): boolean {
  const c = campaignOf(s);
  let changed = false;
  if (c.council !== 'decided') {
    c.council = 'decided';
    changed = true;
  }
  if (s.court.some((slot) => slot.card === IMPERIAL_COUNCIL.cardId)) return changed;
  for (const p of s.players) {
    const i = p.court.findIndex((h) => h.id === IMPERIAL_COUNCIL.cardId);
    if (i < 0) continue;
    p.court.splice(i, 1);
    s.court.unshift({ card: IMPERIAL_COUNCIL.cardId, agents: s.players.map(() => 0) });
    return true;
  }
  return changed;
}

/** Resources of the Imperial Trust the seat may steal now (distinct types), or none (p.14 step 3). */
function stealable(s: GameState, seat: Seat): Resource[] {
  const c = campaignOf(s);
  if (c.firstRegent === null || c.firstRegent === seat || titleOf(s, seat) !== 'outlaw') return [];
  if (emptyPlaces(s, seat).length === 0) return [];
  return RESOURCES.filter((r) => c.trust.includes(r));
}

/** The Imperial Council's resolution at round end (p.14, steps 1-4). */
export const council: Handler<FrameOf<'campaign/council'>> = {
  step(s, f) {
    const c = campaignOf(s);
    switch (f.step) {
      case undefined:
        // A step that asks changes nothing: the card is returned first, then the frame steps again.
        if (returnCouncil(s)) return call();
        return summitAsk(f.seat, 'campaign.events.summit.council');
      case 'title':
        // 2. "If you're a Regent, take the First Regent tile, keeping all resources on the Imperial Trust."
        takeFirstRegentTile(s, f.seat);
        f.step = 'steal';
        return call();
      case 'steal': {
        // 3. "If you're an Outlaw, steal resources from the Imperial Trust on the First Regent tile,
        // up to your number of empty resource slots. The First Regent loses 1 Power for each."
        const types = stealable(s, f.seat);
        if (types.length === 0) {
          f.step = 'choose';
          return (f.stolen ?? 0) > 0 ? call(arrangeFrame(f.seat)) : call();
        }
        return {
          t: 'ask', seat: f.seat,
          prompt: msg('campaign.events.council.steal', { n: emptyPlaces(s, f.seat).length, trust: c.trust.length }),
          options: [
            ...types.map((r) => opt(TRUST_STEAL.id('steal', { resource: r }), msg('campaign.events.council.stealOne', { resource: resource(r) }))),
            opt(TRUST_STEAL.id('stop'), msg('campaign.events.council.stealStop')),
          ],
        };
      }
      case 'choose':
        // 4. "You must choose to resolve either the Crises or the Edicts."
        return {
          t: 'ask', seat: f.seat, prompt: msg('campaign.events.council.choose'),
          options: [opt(EVENT_KIND.id('crises'), msg('campaign.events.crises')), opt(EVENT_KIND.id('edicts'), msg('campaign.events.edicts'))],
        };
      default:
        return endEvent(s);
    }
  },
  resume(s, f, choice) {
    const c = campaignOf(s);
    if (f.step === undefined) {
      f.step = 'title';
      if (SUMMIT_CALL.read(choice).tag === 'pass') return call();
      log(s, `${seatName(s, f.seat)} calls the Summit.`);
      return call(...summitFrames(f.seat));
    }
    if (f.step === 'steal') {
      const a = TRUST_STEAL.read(choice);
      if (a.tag === 'stop') {
        f.step = 'choose';
        return (f.stolen ?? 0) > 0 ? call(arrangeFrame(f.seat)) : call();
      }
      const fr = c.firstRegent!;
      c.trust.splice(c.trust.indexOf(a.resource), 1);
      putToken(s, f.seat, emptyPlaces(s, f.seat)[0]!, a.resource);
      s.players[fr]!.power -= 1;
      f.stolen = (f.stolen ?? 0) + 1;
      log(s, `${seatName(s, f.seat)} steals a ${a.resource} from the Imperial Trust; ${seatName(s, fr)} loses 1 Power.`);
      return call();
    }
    const k = EVENT_KIND.read(choice);
    f.step = 'end';
    log(s, `${seatName(s, f.seat)} resolves the ${k.tag === 'crises' ? 'Crises' : 'Edicts'}.`);
    return call(k.tag === 'crises' ? { k: 'campaign/crises' } : { k: 'campaign/edicts' });
  },
};

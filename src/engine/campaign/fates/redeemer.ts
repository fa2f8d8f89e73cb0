/**
 * Fate 19, the Redeemer (ARCS-FATE19; Fate Set ARCS-F1901…F1904): the effects of every card of its
 * set and its frames. Its Act III setup and the facts its cards read are redeemer-rules.ts; card
 * moves are data (data/campaign/fate-steps.ts). errata.md and faq.csv have nothing for this set.
 *
 * Choices made (also in the report):
 * - "Won" an ambition (F1901B): first place alone in the chapter's scoring (campaign rulebook,
 *   Objective: "you get first place, so you're not tied"); the 2-player phantom ranks too.
 * - "Scrap any number of Relics you have": Relic tokens held (slots, lore cards, a Pirate Hoard),
 *   not frozen ones; they leave the campaign (`scrappedResources`, as the Magnate's).
 * - Rebuke of the Keepers: "Keeper's first place" is the Power first place would gain for Keeper
 *   (its markers' first values); "winning" is first place alone now. "The player with the most
 *   Relics" counts Relic resources as Counting does; 0 Relics everywhere is a tie (skipped).
 * - Ire of the Keepers' "cannot declare Keeper" holds for every way of declaring (campaign/faithful.ts declarable).
 * - Setup step 1 (Resettle) is asked after steps 2 and 6 are done (nothing between them interacts).
 */
import { log, seatName } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { planetResource } from '../../board.ts';
import { controls } from '../../control.ts';
import { fired, heldSupplyCount, markUsed, usedThisTurn, type CardEffect } from '../../effects.ts';
import { heldTokens, placeMsg, takeToken } from '../../holdings.ts';
import { msg, resource } from '../../messages.ts';
import { call, done, opt, type Handler, type Step } from '../../step.ts';
import type { DecisionOption, FrameOf, Seat } from '../../types.ts';
import { gainFrames } from '../../frames/resources.ts';
import { resettleFrames } from '../flagship/resettle.ts';
import { advanceObjective } from './objective.ts';
import {
  IRE_OF_THE_KEEPERS, isRedeemer, keeperDeclared, keeperFirstPlace, mostRelics, REBUKE_OF_THE_KEEPERS, REDEEMER_OBJECTIVE, REDEEMER_SETUP,
  RELIC_FENCE, winningKeeper,
} from './redeemer-rules.ts';

export * from './redeemer-rules.ts';

/** Resettle: `yes` / `no`. */
const YES_NO = choices({ yes: {}, no: {} });
/** Shatter the Relics: `scrap:<place>` (holdings.ts), `done`. */
const SCRAP = choices({ scrap: { place: field.word }, supply: {}, done: {} });
/** Relic Fence: `fence:<place>`. */
const FENCE = choices({ fence: { place: field.word } });

/** Redeemer frames (joined into FateFrame, fates/types.ts). */
export type RedeemerFrame =
  /** F1901A 1: "If you have a Flagship, you may Resettle." */
  | { k: 'campaign/redeemer-resettle'; seat: Seat }
  /** F1901B "Shatter the Relics": scrap Relics one at a time, advancing 2 each. */
  | { k: 'campaign/redeemer-scrap'; seat: Seat };

type H<K extends RedeemerFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[]): Step => ({ t: 'ask', seat, prompt, options });

const resettle: H<'campaign/redeemer-resettle'> = {
  step(s, f) {
    if (!s.campaign!.seats[f.seat]!.flagship) return done;
    return ask(f.seat, msg('campaign.redeemer.resettle'), [opt(YES_NO.id('yes'), msg('campaign.redeemer.resettle.yes')), opt(YES_NO.id('no'), msg('campaign.redeemer.resettle.no'))]);
  },
  resume(s, f, choice) {
    if (YES_NO.read(choice).tag === 'no') return done;
    fired(s, REDEEMER_SETUP);
    return { t: 'call', push: resettleFrames(s, f.seat) };
  },
};

const scrap: H<'campaign/redeemer-scrap'> = {
  step(s, f) {
    const relics = heldTokens(s, f.seat).filter((t) => t.resource === 'relic');
    // FAQ: "Can I scrap Relics that I have on Relic Monopoly? Yes, you are considered to 'have' these." (a card keeping the Relic supply)
    const kept = heldSupplyCount(s, f.seat, ['relic']) > 0;
    if (relics.length === 0 && !kept) return done;
    const options = relics.map((t) => opt(SCRAP.id('scrap', { place: t.place }), msg('campaign.redeemer.scrap.one', { place: placeMsg(t.place) })));
    if (kept) options.push(opt(SCRAP.id('supply'), msg('campaign.redeemer.scrap.kept')));
    options.push(opt(SCRAP.id('done'), msg('campaign.redeemer.scrap.done')));
    return ask(f.seat, msg('campaign.redeemer.scrap'), options);
  },
  resume(s, f, choice) {
    const c = SCRAP.read(choice);
    if (c.tag === 'done') return done;
    if (c.tag === 'supply') s.supply.relic -= 1;
    else takeToken(s, f.seat, c.place);
    const camp = s.campaign!;
    (camp.scrappedResources ??= {}).relic = (camp.scrappedResources.relic ?? 0) + 1;
    fired(s, REDEEMER_OBJECTIVE);
    log(s, `${seatName(s, f.seat)} scraps a Relic (Shatter the Relics).`);
    advanceObjective(s, f.seat, 2);
    return call();
  },
};

export const REDEEMER_HANDLERS = {
  'campaign/redeemer-resettle': resettle,
  'campaign/redeemer-scrap': scrap,
} as const;

export const REDEEMER_EFFECTS: readonly CardEffect[] = [
  {
    // F1901B Final objective. "Subdue the Keepers: After scoring, if you won Keeper or it was not declared, advance 3."
    // "Shatter the Relics: After scoring, if you won any ambitions, you may scrap any number of Relics you have. For each you
    // scrap, advance 2." "At the end of a chapter, you win the game if you completed your objective and have at least 1 Power."
    // (acts/chapter-end.ts finalObjectiveWinner, after the "after scoring" effects.)
    id: REDEEMER_OBJECTIVE,
    ambitionsScored(s, seat, results) {
      if (!isRedeemer(s, seat)) return;
      const won = (r: (typeof results)[number]) => r.first.length === 1 && r.first[0] === seat;
      const keeper = results.find((r) => r.ambition === 'keeper');
      if (!keeper || won(keeper)) {
        fired(s, REDEEMER_OBJECTIVE);
        log(s, `${seatName(s, seat)} ${keeper ? 'won Keeper' : 'sees Keeper undeclared'} (Subdue the Keepers).`);
        advanceObjective(s, seat, 3);
      }
      const c = s.campaign!;
      if (results.some(won)) c.redeemerWon = [...(c.redeemerWon ?? []), seat];
    },
    afterScoring(s, seat) {
      const c = s.campaign;
      if (!c?.redeemerWon?.includes(seat)) return [];
      c.redeemerWon = c.redeemerWon.filter((x) => x !== seat);
      if (c.redeemerWon.length === 0) delete c.redeemerWon;
      return [{ k: 'campaign/redeemer-scrap', seat }];
    },
  },
  {
    // F1902 Ire of the Keepers (Lore): "You cannot declare the Keeper ambition." (campaign/faithful.ts declarable) "You can only tax
    // Loyal cities on Relic planets if you control them."
    id: IRE_OF_THE_KEEPERS,
    rule(s, holder, actor, act) {
      if (act.t !== 'tax' || actor !== holder || act.city.owner !== holder) return null;
      if (planetResource(act.city.id) !== 'relic' || controls(s, act.city.id, holder)) return null;
      fired(s, IRE_OF_THE_KEEPERS);
      return 'cannot';
    },
  },
  {
    // F1903 Rebuke of the Keepers (Edict 70). "If Keeper is declared and the Redeemer is not winning it, the Redeemer loses Power
    // equal to Keeper's first place. If Keeper is not declared, the player with the most Relics may declare Keeper. (The Redeemer
    // can't declare it. On a tie, skip this.)"
    id: REBUKE_OF_THE_KEEPERS,
    edict(s) {
      if (keeperDeclared(s)) {
        const loss = keeperFirstPlace(s);
        for (const p of s.players) {
          if (!isRedeemer(s, p.seat) || winningKeeper(s, p.seat)) continue;
          p.power -= loss;
          fired(s, REBUKE_OF_THE_KEEPERS);
          log(s, `Rebuke of the Keepers: ${seatName(s, p.seat)} is not winning Keeper and loses ${loss} Power.`);
        }
        return [];
      }
      const seat = mostRelics(s);
      if (seat === null || isRedeemer(s, seat)) {
        log(s, 'Rebuke of the Keepers: no single player other than the Redeemer has the most Relics.');
        return [];
      }
      return [{ k: 'fx/declare', seat, card: REBUKE_OF_THE_KEEPERS, ambitions: ['keeper'] }];
    },
  },
  {
    // F1904 Relic Fence (Guild): "Prelude: Once per turn, you may discard 1 resource to gain 1 Relic."
    id: RELIC_FENCE,
    prelude: {
      options(s, seat) {
        if (usedThisTurn(s, RELIC_FENCE) || s.supply.relic === 0) return [];
        return heldTokens(s, seat).map((t) => opt(FENCE.id('fence', { place: t.place }), msg('campaign.redeemer.fence', { resource: resource(t.resource), place: placeMsg(t.place) })));
      },
      take(s, seat, key) {
        const place = FENCE.read(key).place;
        markUsed(s, RELIC_FENCE);
        const r = takeToken(s, seat, place);
        s.supply[r] += 1;
        fired(s, RELIC_FENCE);
        log(s, `${seatName(s, seat)} discards a ${r} to gain a Relic (Relic Fence).`);
        return [gainFrames(seat, 'relic')];
      },
    },
  },
];

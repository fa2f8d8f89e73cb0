/**
 * Fate 21, the Naturalist (ARCS-FATE21; Fate Set ARCS-F2101A…F2104): the effects of every card of
 * its set and its frames. Its Act III setup and the Blightkin facts are naturalist-rules.ts; card
 * moves are data (data/campaign/fate-steps.ts). Each entry quotes the printed text (cards.csv;
 * errata.md and faq.csv: nothing for this set).
 *
 * Choices made (also in the report):
 * - Blight Society's "move and repair Blight you control": as Blight Fury's (blight-speaker.ts, frames/actions.ts).
 * - Blight Society "Once per action, if you damage or destroy Blight, scrap 1 Loyal agent from your
 *   supply": each action or card that damages or destroys Blight calls it once (a battle, Spawn,
 *   Harvest, Blight Panic, Blight Looms by the Court's CC15 frame excepted); an empty supply scraps none.
 * - Blight Society "In Blight Crises, you may spend 1 Psionic to prevent them in all systems with
 *   Loyal ships": the Naturalist's Loyal ships; the Psionic is spent (no question asked) whenever a
 *   Blight Crisis would happen in a system with its Loyal ships, and then none happens in any of them.
 * - Spore Guides' Seed: agents are returned one at a time (the player picks the Court card), each
 *   changing the die by 1 up or down; a cluster with Blight in all its systems gets none.
 */
import { NUMBER_DIE } from '../../../data/campaign/components.ts';
import type { ClusterId } from '../../../data/map.ts';
import { log, seatName, sys, systemIds } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { cardName } from '../../court.ts';
import { fired, type CardEffect } from '../../effects.ts';
import { heldTokens, takeToken } from '../../holdings.ts';
import { card, msg, system } from '../../messages.ts';
import { toSupply } from '../../frames/resources.ts';
import { rollFace } from '../../rng.ts';
import { call, done, opt, thenRun, type Handler } from '../../step.ts';
import type { DecisionOption, FrameOf, GameState, Seat } from '../../types.ts';
import { placeBlight } from '../empire/pieces.ts';
import { resettleFrames } from '../flagship/resettle.ts';
import { advanceObjective } from './objective.ts';
import { systemsOfCluster } from './steward-rules.ts';
import {
  BLIGHT_SOCIETY, BLIGHTKIN_AMBITION, blightkinCount, NAT_OBJECTIVE, scoreBlightkin, SPORE_GUIDES,
} from './naturalist-rules.ts';

export * from './naturalist-rules.ts';

/* ---------------------------------------------------------------- option ids */

const YES_NO = choices({ yes: {}, no: {} });
/** Seed: `up:<slot>` / `down:<slot>` (return an agent from that Court card), `done`. */
const SEED = choices({ up: { slot: field.int }, down: { slot: field.int }, done: {} });
const SYS = choices({ sys: { system: field.system } });

/* ---------------------------------------------------------------- frames */

export type NaturalistFrame =
  /** F2101A: "If you have a Flagship, you may Resettle". */
  | { k: 'campaign/nat-resettle'; seat: Seat }
  /** Blightkin Ambition (F2104): the seat just declared Empath; declare Blightkin instead? */
  | { k: 'campaign/nat-blightkin'; seat: Seat }
  /** Spore Guides' Seed (Build): the number die `roll`, changed by returning agents; then the system. */
  | { k: 'campaign/nat-seed'; seat: Seat; roll?: number; place?: boolean };

type H<K extends NaturalistFrame['k']> = Handler<FrameOf<K>>;

const ask = (seat: Seat, prompt: ReturnType<typeof msg>, options: DecisionOption[]) => ({ t: 'ask' as const, seat, prompt, options });

const resettle: H<'campaign/nat-resettle'> = {
  step(_s, f) {
    return ask(f.seat, msg('campaign.naturalist.resettle'), [opt(YES_NO.id('yes'), msg('campaign.naturalist.resettle.yes')), opt(YES_NO.id('no'), msg('campaign.naturalist.resettle.no'))]);
  },
  resume(s, f, choice) {
    if (YES_NO.read(choice).tag === 'no') return done;
    return thenRun(...resettleFrames(s, f.seat));
  },
};

const blightkin: H<'campaign/nat-blightkin'> = {
  step(s, f) {
    // The marker just declared on Empath (the last one there).
    if (s.ambitions.empath.length === 0) return done;
    return ask(f.seat, msg('campaign.naturalist.blightkin'), [opt(YES_NO.id('yes'), msg('campaign.naturalist.blightkin.yes')), opt(YES_NO.id('no'), msg('campaign.naturalist.blightkin.no'))]);
  },
  resume(s, f, choice) {
    if (YES_NO.read(choice).tag === 'no') return done;
    const marker = s.ambitions.empath.pop()!;
    (s.campaign!.blightkin ??= []).push(marker);
    fired(s, BLIGHTKIN_AMBITION);
    log(s, `${seatName(s, f.seat)} declares Blightkin instead of Empath.`);
    return done;
  },
};

const wrap = (n: number): number => ((n - 1 + 6) % 6) + 1;

const seed: H<'campaign/nat-seed'> = {
  step(s, f) {
    if (f.roll === undefined) {
      f.roll = NUMBER_DIE[rollFace(s)]!;
      log(s, `${seatName(s, f.seat)} rolls the number die for Seed: ${f.roll}.`);
    }
    if (f.place) {
      const ids = systemsOfCluster(s, f.roll as ClusterId).filter((id) => !sys(s, id).ships.some((g) => g.owner === 'blight'));
      if (ids.length === 0) {
        log(s, `Seed: every system of cluster ${f.roll} has Blight (or it is out of play); none is placed.`);
        return done;
      }
      return ask(f.seat, msg('campaign.naturalist.seed.where', { n: f.roll }), ids.map((id) => opt(SYS.id('sys', { system: id }), msg('campaign.naturalist.system', { system: system(id) }))));
    }
    const options = [opt(SEED.id('done'), msg('campaign.naturalist.seed.done', { n: f.roll }))];
    s.court.forEach((c, i) => {
      if ((c.agents[f.seat] ?? 0) === 0) return;
      options.push(opt(SEED.id('up', { slot: i }), msg('campaign.naturalist.seed.up', { n: wrap(f.roll! + 1), card: card(c.card) })));
      options.push(opt(SEED.id('down', { slot: i }), msg('campaign.naturalist.seed.down', { n: wrap(f.roll! - 1), card: card(c.card) })));
    });
    if (options.length === 1) {
      f.place = true;
      return call();
    }
    return ask(f.seat, msg('campaign.naturalist.seed', { n: f.roll }), options);
  },
  resume(s, f, choice) {
    if (f.place) {
      const id = SYS.read(choice).system;
      const placed = placeBlight(s, id, true);
      fired(s, SPORE_GUIDES);
      log(s, placed ? `${seatName(s, f.seat)} places a damaged Blight in ${id} (Spore Guides).` : 'Seed: no Blight is left to place.');
      return done;
    }
    const c = SEED.read(choice);
    if (c.tag === 'done') {
      f.place = true;
      return call();
    }
    const slot = s.court[c.slot]!;
    slot.agents[f.seat]! -= 1;
    s.players[f.seat]!.supply.agents += 1;
    f.roll = wrap(f.roll! + (c.tag === 'up' ? 1 : -1));
    log(s, `${seatName(s, f.seat)} returns an agent from ${cardName(slot.card)}: the roll is now ${f.roll}.`);
    return call();
  },
};

export const NATURALIST_HANDLERS: { [K in NaturalistFrame['k']]: H<K> } = {
  'campaign/nat-resettle': resettle,
  'campaign/nat-blightkin': blightkin,
  'campaign/nat-seed': seed,
};

/* ---------------------------------------------------------------- effects */

/** Scrap 1 Loyal agent from the seat's supply (Blight Society). */
function scrapAgent(s: GameState, seat: Seat): void {
  const p = s.players[seat]!;
  if (p.supply.agents === 0) return;
  p.supply.agents -= 1;
  const c = s.campaign!;
  c.scrappedAgents ??= s.players.map(() => 0);
  c.scrappedAgents[seat]! += 1;
  fired(s, BLIGHT_SOCIETY);
  log(s, `${seatName(s, seat)} scraps a Loyal agent for harming Blight (Blight Society).`);
}

export const NATURALIST_EFFECTS: readonly CardEffect[] = [
  {
    // F2101B Act III objective. "Live in the Garden: At the end of a chapter, if you win Blightkin or it is not declared,
    //  advance 1 for each system you control that has any fresh Blight. … At the end of a chapter, you win the game if you
    //  completed your objective and have at least 1 Power." (The win: acts/chapter-end.ts finalObjectiveWinner.)
    // Blightkin (F2104) is scored here, with the chapter's ambitions (naturalist-rules.ts header).
    id: NAT_OBJECTIVE,
    ambitionsScored(s, seat) {
      const won = scoreBlightkin(s);
      if (won !== undefined) fired(s, BLIGHTKIN_AMBITION);
      if (won !== undefined && won !== seat) return;
      const n = blightkinCount(s, seat);
      if (n > 0) advanceObjective(s, seat, n);
    },
  },
  {
    // F2102 Blight Society. "You can repair and move Blight you control. (They can't Catapult. They're not Loyal.)
    //  Once per action, if you damage or destroy Blight, scrap 1 Loyal agent from your supply.
    //  In Blight Crises, you may spend 1 Psionic to prevent them in all systems with Loyal ships."
    id: BLIGHT_SOCIETY,
    repairsBlight: true,
    blightHarmed: (s, seat) => scrapAgent(s, seat),
    preventBlightCrises(s, seat, systems) {
      const mine = systemIds(s).filter((id) => sys(s, id).ships.some((g) => g.owner === seat));
      if (!systems.some((id) => mine.includes(id))) return [];
      const psionic = heldTokens(s, seat).find((t) => t.resource === 'psionic');
      if (!psionic) return [];
      toSupply(s, takeToken(s, seat, psionic.place));
      fired(s, BLIGHT_SOCIETY);
      log(s, `${seatName(s, seat)} spends a Psionic: no Blight Crisis in the systems with their Loyal ships (Blight Society).`);
      return mine;
    },
  },
  {
    // F2103 Spore Guides. "Seed (Build): Roll the number die. For each Loyal agent you choose to return from the Court,
    //  change the roll by 1—"6" wraps to "1" and vice versa. In the rolled cluster, place 1 damaged Blight in a system with no Blight."
    id: SPORE_GUIDES,
    newActions: [{ key: 'seed', name: 'Seed', replaces: 'build', can: () => true, start: (_s, seat) => [{ k: 'campaign/nat-seed', seat }] }],
  },
  {
    // F2104 Blightkin Ambition (Law). "There is a new ambition, Blightkin: Control the most systems with fresh Blight. (The
    //  First Regent controls Empire-controlled systems.) When a player would declare Empath, they may declare Blightkin instead."
    id: BLIGHTKIN_AMBITION,
    onDeclare: (_s, seat, ambition) => (ambition === 'empath' ? [{ k: 'campaign/nat-blightkin', seat }] : []),
  },
];

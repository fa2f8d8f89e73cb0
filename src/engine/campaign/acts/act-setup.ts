/**
 * Act II & III Setup (campaign rulebook p.7, steps A-H as in data/campaign/procedures.ts): the
 * table stays as the previous Act left it, Power included (pieces, the Court deck, the rules
 * booklet, Fate Sets, Favors all carry over), with these changes. Then the first chapter.
 */
import { CHAPTER_TRACK_TILE, COURT_DEAL_BY_PLAYERS, EVENT_DIE, FLIPPED_AMBITION_MARKERS, NUMBER_DIE, type PlayerCount } from '../../../data/campaign/components.ts';
import { CLUSTER_IDS, SYSTEMS, type ClusterId, type SystemId } from '../../../data/map.ts';
import { log, seatName, sys, turnOrder } from '../../board.ts';
import { dealHands } from '../../frames/chapter.ts';
import { arrangeFrame } from '../../frames/resources.ts';
import { rollFace, shuffleInPlace } from '../../rng.ts';
import { call, done, noResume, type Handler } from '../../step.ts';
import type { FrameOf, GameState } from '../../types.ts';
import { placeBlight } from '../empire/pieces.ts';
import { campaignOf } from '../state.ts';
import { actObjective, fateSetupFrames, seatFate } from './fate-calls.ts';
import { golemsLawSetup } from '../fates/caretaker-rules.ts';
import { handsFrames } from './chapter-end.ts';
import { actName, nextStep as go } from './intermission.ts';

type ActSetup = FrameOf<'campaign/act-setup'>;

/** A. Ambition markers: the lowest-Power one (Act II) or two (Act III) on their higher side, the rest on their lower side. */
export function flipMarkers(s: GameState, act: 2 | 3): void {
  const flipped: readonly string[] = FLIPPED_AMBITION_MARKERS[act];
  for (const m of s.markers) m.flipped = flipped.includes(m.id);
}

/** B. Shuffle the Court deck and deal 3 (2 players) or 4 cards after the Imperial Council, In Session. */
export function dealCourt(s: GameState): void {
  const c = campaignOf(s);
  shuffleInPlace(s.rng, s.courtDeck);
  const n = COURT_DEAL_BY_PLAYERS[s.players.length as PlayerCount];
  const dealt = s.courtDeck.splice(0, n);
  s.court.push(...dealt.map((card) => ({ card, agents: s.players.map(() => 0) })));
  c.council = 'in-session';
}

const hasBlight = (s: GameState, id: SystemId) => sys(s, id).ships.some((g) => g.owner === 'blight');

/** Place 1 damaged Blight (The Blight, Empty Supply: empire/pieces.ts placeBlight). Returns whether one was placed. */
const placeDamagedBlight = (s: GameState, id: SystemId): boolean => placeBlight(s, id, true);

/** C. 1 damaged Blight on each gate with no Blight and no ships. */
export function blightEmptyGates(s: GameState): number {
  let n = 0;
  for (const d of SYSTEMS) {
    if (d.kind !== 'gate' || !s.map[d.id]) continue;
    if (sys(s, d.id).ships.some((g) => g.fresh + g.damaged > 0)) continue;
    if (placeDamagedBlight(s, d.id)) n++;
  }
  return n;
}

/**
 * D. Roll the event die: in each cluster, 1 damaged Blight at the planet of the rolled symbol if it
 * has no Blight; if it has, 1 damaged Blight at each planet of that cluster with no Blight.
 */
export function blightByEventDie(s: GameState, symbol: (typeof EVENT_DIE)[number]['symbol']): number {
  let n = 0;
  for (const cluster of CLUSTER_IDS) {
    const planets = SYSTEMS.filter((d) => d.cluster === cluster && d.kind === 'planet' && s.map[d.id]);
    const rolled = planets.find((d) => d.symbol === symbol);
    if (!rolled) continue;
    const targets = !hasBlight(s, rolled.id) ? [rolled] : planets.filter((d) => !hasBlight(s, d.id));
    for (const d of targets) if (placeDamagedBlight(s, d.id)) n++;
  }
  return n;
}

/**
 * E, 2 players: the resources of the planets in the 2 rolled clusters onto the ambition boxes (as
 * Act I Table Setup Q; an empty supply: as many as it has). The same cluster rolled twice gives its
 * planets' resources twice (the step places 6 tokens: "the 6 resource tokens matching the planets
 * in the 2 rolled clusters").
 */
export function resourcesOnAmbitionBoxes(s: GameState, clusters: readonly ClusterId[]): number {
  const phantom = s.phantom!;
  let n = 0;
  for (const cluster of clusters) {
    for (const d of SYSTEMS) {
      if (d.cluster !== cluster || d.resource === null || !s.map[d.id] || s.supply[d.resource] === 0) continue;
      s.supply[d.resource] -= 1;
      phantom[d.resource] += 1;
      n++;
    }
  }
  return n;
}

/** G. Objective markers on their starting spaces; in Act III only "C" Fates have one (A/B: grand ambitions). */
export function placeObjectiveMarkers(s: GameState, act: 2 | 3): void {
  const c = campaignOf(s);
  for (const p of s.players) {
    const o = actObjective(s, p.seat, act);
    c.seats[p.seat]!.marker = o && o.goal !== 'grand-ambitions' ? o.marker : null;
  }
}

export const actSetup: Handler<ActSetup> = {
  step(s, f) {
    const c = campaignOf(s);
    switch (f.step) {
      case 'A':
        c.act = f.act;
        c.stage = 'setup';
        c.eventRoll = null;
        s.round = null;
        s.turn = null;
        s.passes = 0;
        for (const a of Object.keys(s.ambitions) as (keyof typeof s.ambitions)[]) s.ambitions[a] = [];
        flipMarkers(s, f.act);
        log(s, `Act ${actName(f.act)} setup: the ${f.act === 2 ? 'lowest-Power ambition marker is' : 'two lowest-Power ambition markers are'} flipped to the higher side.`);
        return go(f, 'B');
      case 'B':
        dealCourt(s);
        log(s, `The Court deck is shuffled and ${s.court.length - 1} cards are dealt; the Imperial Council is In Session.`);
        return go(f, 'C');
      case 'C': {
        const n = blightEmptyGates(s);
        log(s, `${n} damaged Blight ${n === 1 ? 'appears' : 'appear'} on empty gates.`);
        return go(f, 'D');
      }
      case 'D': {
        const face = EVENT_DIE[rollFace(s)]!;
        const n = blightByEventDie(s, face.symbol);
        c.actRolls = { act: f.act, event: { ...face }, numbers: [] };
        log(s, `The event die shows the ${face.symbol} symbol: ${n} damaged Blight ${n === 1 ? 'spreads' : 'spread'} to the planets.`);
        return go(f, s.players.length === 2 ? 'E' : 'F');
      }
      case 'E': {
        const rolls = [NUMBER_DIE[rollFace(s)]!, NUMBER_DIE[rollFace(s)]!];
        c.actRolls!.numbers = rolls;
        const n = resourcesOnAmbitionBoxes(s, rolls);
        log(s, `The number die rolls ${rolls[0]} and ${rolls[1]}: ${n} ${n === 1 ? 'resource goes' : 'resources go'} onto the ambition boxes.`);
        return go(f, 'F');
      }
      case 'F': {
        // Setup sides in turn order (choices resolve in turn order), each then flipped; resources may be rearranged.
        const seat = turnOrder(s)[f.i];
        if (seat === undefined) return go(f, 'G');
        f.i += 1;
        const o = actObjective(s, seat, f.act);
        const frames = fateSetupFrames(s, seat, f.act);
        if (o) c.seats[seat]!.objective = o.objective;
        log(s, `${seatName(s, seat)} sets up the ${seatFate(s, seat)?.name ?? 'Fate'} for Act ${actName(f.act)}.`);
        return call(...frames, arrangeFrame(seat));
      }
      case 'G':
        // Caretaker (ARCS-F505): the Golems Law, "In Act II/III setup, Golems flip to Awake" (whoever plays the Caretaker now).
        golemsLawSetup(s);
        placeObjectiveMarkers(s, f.act);
        return go(f, 'H');
      case 'H': {
        c.chapterTile = CHAPTER_TRACK_TILE.find((t) => (t.acts as readonly number[]).includes(f.act))!.side;
        s.chapter = 1;
        dealHands(s);
        log(s, `Act ${actName(f.act)} begins with chapter 1; everyone draws 6 action cards.`);
        f.step = 'start';
        return call(...handsFrames(s));
      }
      case 'start':
        c.stage = 'play';
        return done;
    }
  },
  resume: noResume('campaign/act-setup'),
};

/** Sets the campaign's stage (after a 2-player mulligan, which leaves it at 'set-up'). */
export const stageFrame: Handler<FrameOf<'campaign/stage'>> = {
  step(s, f) {
    campaignOf(s).stage = f.stage;
    return done;
  },
  resume: noResume('campaign/stage'),
};

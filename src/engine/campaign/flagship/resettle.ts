/**
 * Resettling Flagships (campaign rulebook p.25), for the "C" Fates' setups ("If you have a Flagship,
 * you may Resettle—as described on the back of the Flagship board", e.g. ARCS-F1701A):
 * 1. Clear your Flagship board and return it to the box. Replace your Loyal Flagship piece with a Loyal ship.
 * 2. Place 1 city and 1 starport in empty building slots on the map. If there are none, replace Free buildings.
 * 3. If you have fewer than 8 Loyal ships on the map, place ships in systems with Loyal pieces until you have 8.
 * `resettleFrames` does step 1 and returns the frame that asks steps 2-3 (the Fate asks the "may").
 */
import { RESETTLE_SHIPS } from '../../../data/campaign/components.ts';
import { systemDef, type SystemId } from '../../../data/map.ts';
import { hasLoyalPiece, log, returnPieces, seatName, shipsOf, shipsOnMap, sys, systemIds } from '../../board.ts';
import { choices, field } from '../../choices.ts';
import { msg, piece, system } from '../../messages.ts';
import { call, done, opt, type Handler } from '../../step.ts';
import type { Frame, FrameOf, GameState, Seat } from '../../types.ts';
import { removeFlagship } from './give.ts';
import { isBrokenWorld } from '../broken-worlds.ts';

/** The Resettle frame: `step` 'city', then 'starport' (step 2), then 'ships' (step 3). */
export interface ResettleFrame { k: 'campaign/resettle'; seat: Seat; step: 'city' | 'starport' | 'ships' }

/** Option ids: a building slot `slot:<system>:<slot>` (empty, else a Free building's), a system `sys:<system>` for a ship. */
const RESETTLE = choices({ slot: { system: field.system, slot: field.int }, sys: { system: field.system } });

export function resettleFrames(s: GameState, seat: Seat): Frame[] {
  removeFlagship(s, seat);
  log(s, `${seatName(s, seat)} Resettles.`);
  return [{ k: 'campaign/resettle', seat, step: 'city' }];
}

/** Empty printed building slots on the map; if there are none, the slots of Free buildings. */
function slotsFor(s: GameState): { id: SystemId; slot: number }[] {
  // Planet Breaker (ARCS-F1103B): a Broken World has no building slots.
  const empty = systemIds(s).filter((id) => !isBrokenWorld(s, id)).flatMap((id) => s.map[id]!.slots.slice(0, systemDef(id).slots).flatMap((b, slot) => (b === null ? [{ id, slot }] : [])));
  if (empty.length > 0) return empty;
  return systemIds(s).flatMap((id) => s.map[id]!.slots.flatMap((b, slot) => (b?.owner === 'free' ? [{ id, slot }] : [])));
}

function nextStep(s: GameState, f: ResettleFrame): boolean {
  const p = s.players[f.seat]!;
  if (f.step === 'city' && (p.boardCities === 0 || slotsFor(s).length === 0)) f.step = 'starport';
  if (f.step === 'starport' && (p.supply.starports === 0 || slotsFor(s).length === 0)) f.step = 'ships';
  return f.step !== 'ships' || (shipsOnMap(s, f.seat) < RESETTLE_SHIPS && p.supply.ships > 0 && shipSystems(s, f.seat).length > 0);
}

function shipSystems(s: GameState, seat: Seat): SystemId[] {
  return systemIds(s).filter((id) => hasLoyalPiece(s.map[id]!, seat));
}

export const resettle: Handler<FrameOf<'campaign/resettle'>> = {
  step(s, f) {
    if (!nextStep(s, f)) return done;
    if (f.step === 'ships') {
      const n = RESETTLE_SHIPS - shipsOnMap(s, f.seat);
      return { t: 'ask', seat: f.seat, prompt: msg('flagship.resettle.ships', { n }), options: shipSystems(s, f.seat).map((id) => opt(RESETTLE.id('sys', { system: id }), msg('core.system', { system: system(id) }))) };
    }
    const options = slotsFor(s).map((x) => opt(RESETTLE.id('slot', { system: x.id, slot: x.slot }), msg(s.map[x.id]!.slots[x.slot] ? 'flagship.resettle.replace' : 'core.system', { system: system(x.id) })));
    return { t: 'ask', seat: f.seat, prompt: msg('flagship.resettle.building', { piece: piece(f.step) }), options };
  },
  resume(s, f, choice) {
    const c = RESETTLE.read(choice);
    const p = s.players[f.seat]!;
    if (c.tag === 'sys') {
      p.supply.ships -= 1;
      shipsOf(sys(s, c.system), f.seat).fresh += 1;
      log(s, `${seatName(s, f.seat)} places a ship (Resettle).`);
      return call();
    }
    const type = f.step === 'city' ? 'city' : 'starport';
    const st = sys(s, c.system);
    const old = st.slots[c.slot];
    if (old) returnPieces(s, old.owner, old.type, 1);
    st.slots[c.slot] = { owner: f.seat, type, damaged: false };
    if (type === 'city') p.boardCities -= 1;
    else p.supply.starports -= 1;
    log(s, `${seatName(s, f.seat)} places a ${type}${old ? ` in place of a Free ${old.type}` : ''} (Resettle).`);
    f.step = type === 'city' ? 'starport' : 'ships';
    return call();
  },
};

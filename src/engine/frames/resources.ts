/**
 * Resource slots (base rulebook, Resources): gaining places a token in an empty slot; you may
 * rearrange, but you must discard what you cannot hold. Covered slots hold nothing.
 */
import { RESOURCE_SLOT_RAID_COST } from '../../data/board.ts';
import type { Resource } from '../../data/map.ts';
import { emptyOpenSlots, hasExcessResources, log, openSlots, seatName } from '../board.ts';
import { done, opt, type Handler } from '../step.ts';
import type { FrameOf, GameState, PlayerState, Seat } from '../types.ts';

export function resourceLabel(r: Resource): string {
  return r[0]!.toUpperCase() + r.slice(1);
}

function slotLabel(i: number): string {
  return `slot ${i + 1} (raid cost ${RESOURCE_SLOT_RAID_COST[i]})`;
}

/** A token leaves the game state's owner and goes back to the general supply. */
export function toSupply(s: GameState, r: Resource, n = 1): void {
  s.supply[r] += n;
}

/** Move tokens from covered slots into empty open ones, leftmost first. */
export function compactResources(p: PlayerState): void {
  const open = openSlots(p);
  for (let i = open; i < p.resources.length; i++) {
    const r = p.resources[i];
    if (r === null || r === undefined) continue;
    const target = emptyOpenSlots(p)[0];
    if (target === undefined) return;
    p.resources[target] = r;
    p.resources[i] = null;
  }
}

export const gainResource: Handler<FrameOf<'res/gain'>> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    // Gain: you can't gain a resource whose supply is empty (Glossary).
    if (!f.stolen && s.supply[f.resource] === 0) return { t: 'done' };
    const empty = emptyOpenSlots(p);
    const name = resourceLabel(f.resource);
    if (empty.length > 0) {
      // Only distinct raid costs are real choices.
      const seen = new Set<number>();
      const choices = empty.filter((i) => {
        const c = RESOURCE_SLOT_RAID_COST[i]!;
        if (seen.has(c)) return false;
        seen.add(c);
        return true;
      });
      if (choices.length === 1) {
        autoPlace(s, f);
        return { t: 'done' };
      }
      return { t: 'ask', seat: f.seat, prompt: `Place the ${name} in which empty slot?`, options: choices.map((i) => opt(`slot:${i}`, `Put it in ${slotLabel(i)}`)) };
    }
    const options = [opt('discard:new', `Discard the new ${name}`)];
    for (let i = 0; i < openSlots(p); i++) {
      const r = p.resources[i];
      if (r) options.push(opt(`replace:${i}`, `Discard the ${resourceLabel(r)} in ${slotLabel(i)} and keep the ${name} there`));
    }
    return { t: 'ask', seat: f.seat, prompt: `Your resource slots are full. Which resource do you discard?`, options };
  },
  resume(s, f, choice) {
    const p = s.players[f.seat]!;
    if (!f.stolen) s.supply[f.resource] -= 1;
    if (choice === 'discard:new') {
      toSupply(s, f.resource);
      log(s, `${seatName(s, f.seat)} has no room and discards the ${resourceLabel(f.resource)}.`);
      return done;
    }
    const [kind, idx] = choice.split(':') as [string, string];
    const i = Number(idx);
    if (kind === 'replace') {
      toSupply(s, p.resources[i]!);
      log(s, `${seatName(s, f.seat)} discards a ${resourceLabel(p.resources[i]!)} to make room.`);
    }
    p.resources[i] = f.resource;
    return done;
  },
};

function autoPlace(s: GameState, f: FrameOf<'res/gain'>): void {
  const p = s.players[f.seat]!;
  const i = emptyOpenSlots(p)[0]!;
  if (!f.stolen) s.supply[f.resource] -= 1;
  p.resources[i] = f.resource;
}

/** A seat holds more resources than its open slots: discard down, one choice at a time. */
export const discardExcess: Handler<FrameOf<'res/excess'>> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    compactResources(p);
    if (!hasExcessResources(p)) return { t: 'done' };
    const options = p.resources.flatMap((r, i) => (r ? [opt(`discard:${i}`, `Discard the ${resourceLabel(r)} in slot ${i + 1}`)] : []));
    return { t: 'ask', seat: f.seat, prompt: `A city covered a resource slot: discard resources until you can hold them all.`, options };
  },
  resume(s, f, choice) {
    const p = s.players[f.seat]!;
    const i = Number(choice.split(':')[1]);
    toSupply(s, p.resources[i]!);
    log(s, `${seatName(s, f.seat)} discards a ${resourceLabel(p.resources[i]!)} they cannot hold.`);
    p.resources[i] = null;
    return { t: 'call', push: [] };
  },
};

export function gainFrames(seat: Seat, resource: Resource, stolen = false) {
  return { k: 'res/gain' as const, seat, resource, stolen };
}

/**
 * Resource slots (base rulebook, Resources): gaining places a token in an empty slot; you may
 * rearrange, but you must discard what you cannot hold. Covered slots hold nothing.
 */
import { RESOURCE_SLOT_RAID_COST } from '../../data/board.ts';
import type { Resource } from '../../data/map.ts';
import { cardDef } from '../../data/cards.ts';
import { fired, loreSlots, setLoreTokens } from '../effects.ts';
import { emptyOpenSlots, hasExcessResources, log, openSlots, seatName } from '../board.ts';
import { call, done, opt, thenRun, type Handler } from '../step.ts';
import type { FrameOf, GameState, PlayerState, Seat } from '../types.ts';

export function resourceLabel(r: Resource): string {
  return r[0]!.toUpperCase() + r.slice(1);
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
    // Ancient Holdings (ARCS-L13): an empty slot on the card is another place for the token.
    const holding = loreSlots(s, f.seat).find((x) => x.tokens.length === 0);
    if (holding) {
      const where = [opt(`hold:${holding.card}`, `Put the ${resourceLabel(f.resource)} on ${cardDef(holding.card).name}`)];
      if (empty.length > 0) where.push(opt('place', `Put the ${resourceLabel(f.resource)} in your resource slots`));
      else where.push(opt('discard:new', `Discard the new ${resourceLabel(f.resource)}`), ...discardOld(p, f.resource));
      return { t: 'ask', seat: f.seat, prompt: `Where does the ${resourceLabel(f.resource)} go?`, options: where };
    }
    if (empty.length > 0) {
      // Place it, then rearrange (Resources: "you may rearrange any resources in your resource slots").
      take(s, f);
      p.resources[empty[0]!] = f.resource;
      return thenRun(arrangeFrame(f.seat));
    }
    const name = resourceLabel(f.resource);
    const options = [opt('discard:new', `Discard the new ${name}`), ...discardOld(p, f.resource)];
    return { t: 'ask', seat: f.seat, prompt: `Your resource slots are full. Which resource do you discard?`, options };
  },
  resume(s, f, choice) {
    const p = s.players[f.seat]!;
    if (choice.startsWith('hold:')) {
      const card = choice.slice(5);
      take(s, f);
      setLoreTokens(s, f.seat, card, [f.resource]);
      fired(s, card);
      log(s, `${seatName(s, f.seat)} puts the ${resourceLabel(f.resource)} on ${cardDef(card).name}.`);
      return done;
    }
    if (choice === 'place') {
      take(s, f);
      p.resources[emptyOpenSlots(p)[0]!] = f.resource;
      return thenRun(arrangeFrame(f.seat));
    }
    const r = choice.slice('discard:'.length) as Resource | 'new';
    if (r === 'new') {
      if (f.stolen) toSupply(s, f.resource);
      log(s, `${seatName(s, f.seat)} has no room and discards the ${resourceLabel(f.resource)}.`);
      return done;
    }
    const i = p.resources.findIndex((x, j) => x === r && j < openSlots(p));
    toSupply(s, r);
    log(s, `${seatName(s, f.seat)} discards a ${resourceLabel(r)} to make room for a ${resourceLabel(f.resource)}.`);
    take(s, f);
    p.resources[i] = f.resource;
    return thenRun(arrangeFrame(f.seat));
  },
};

/** "Discard a X and keep the new one" options, one per other type held in open slots. */
function discardOld(p: PlayerState, gained: Resource) {
  const options = [];
  const held = new Set<Resource>();
  for (let i = 0; i < openSlots(p); i++) {
    const r = p.resources[i];
    if (r && r !== gained && !held.has(r)) {
      held.add(r);
      options.push(opt(`discard:${r}`, `Discard a ${resourceLabel(r)} and keep the ${resourceLabel(gained)}`));
    }
  }
  return options;
}

/** The gained token leaves the supply (a stolen one comes from the Rival instead). */
function take(s: GameState, f: FrameOf<'res/gain'>): void {
  if (!f.stolen) s.supply[f.resource] -= 1;
}

export function arrangeFrame(seat: Seat): FrameOf<'res/arrange'> {
  return { k: 'res/arrange', seat, chosen: [] };
}

/** Open slots grouped by raid cost, most protected first. */
function costClasses(p: PlayerState): { cost: number; slots: number[] }[] {
  const by = new Map<number, number[]>();
  for (let i = 0; i < openSlots(p); i++) {
    const c = RESOURCE_SLOT_RAID_COST[i]!;
    by.set(c, [...(by.get(c) ?? []), i]);
  }
  return [...by.entries()].sort((a, b) => b[0] - a[0]).map(([cost, slots]) => ({ cost, slots }));
}

/** Distinct sub-multisets of `pool` with `size` members (pool sorted). */
function subsets(pool: Resource[], size: number): Resource[][] {
  const out = new Map<string, Resource[]>();
  const rec = (start: number, acc: Resource[]) => {
    if (acc.length === size) {
      out.set(acc.join('+'), acc);
      return;
    }
    for (let i = start; i < pool.length; i++) rec(i + 1, [...acc, pool[i]!]);
  };
  rec(0, []);
  return [...out.values()];
}

function without(pool: Resource[], taken: Resource[]): Resource[] {
  const rest = [...pool];
  for (const r of taken) rest.splice(rest.indexOf(r), 1);
  return rest;
}

/**
 * Rearranging (base rulebook, Resources): which resources sit in the higher raid-cost slots, asked
 * one cost class at a time (3 keys, then 2, then 1) so a menu never exceeds a handful of options.
 * Leaving a costlier slot empty while a cheaper one is full only makes raiding easier, so the
 * most protected slots are always filled first.
 */
export const arrangeResources: Handler<FrameOf<'res/arrange'>> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    const classes = costClasses(p);
    let pool = p.resources.filter((r, i): r is Resource => r !== null && i < openSlots(p)).sort();
    const chosen = [...f.chosen];
    for (let c = 0; c < classes.length; c++) {
      const cls = classes[c]!;
      if (c < chosen.length) {
        pool = without(pool, chosen[c]!);
        continue;
      }
      const options = subsets(pool, Math.min(cls.slots.length, pool.length));
      if (options.length > 1 && c < classes.length - 1) {
        const where = cls.slots.length > 1 ? `your ${cls.cost}-key slots` : `your ${cls.cost}-key slot`;
        return {
          t: 'ask', seat: f.seat,
          prompt: `Arrange your resources: what goes in ${where}? (Raiders pay ${cls.cost} key${cls.cost > 1 ? 's' : ''} per token there.)`,
          options: options.map((o) => opt(`keep:${o.join('+')}`, o.map(resourceLabel).join(' + '))),
        };
      }
      chosen.push(options[0] ?? []);
      pool = without(pool, options[0] ?? []);
    }
    // Write the arrangement: each class's slots filled in board order.
    for (let i = 0; i < openSlots(p); i++) p.resources[i] = null;
    classes.forEach((cls, c) => cls.slots.forEach((slot, j) => { p.resources[slot] = chosen[c]![j] ?? null; }));
    return done;
  },
  resume(s, f, choice) {
    f.chosen.push(choice.slice('keep:'.length).split('+').filter(Boolean) as Resource[]);
    return call();
  },
};

/** A seat holds more resources than its open slots: discard down, one choice at a time. */
export const discardExcess: Handler<FrameOf<'res/excess'>> = {
  step(s, f) {
    const p = s.players[f.seat]!;
    compactResources(p);
    // "If a city returns … and covers a resource slot, rearrange and discard resources" (Resources).
    if (!hasExcessResources(p)) return thenRun(arrangeFrame(f.seat));
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

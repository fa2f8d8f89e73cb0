/**
 * Resource slots (base rulebook, Resources): gaining places a token in an empty slot; you may
 * rearrange, but you must discard what you cannot hold. Covered slots hold nothing.
 */
import { RESOURCE_SLOT_RAID_COST } from '../../data/board.ts';
import { RESOURCES, type Resource } from '../../data/map.ts';
import { effectOf, fired, gainInsteadCard, stolenToHoard, vaultCard } from '../effects.ts';
import { emptyPlaces, heldTokens, holdingPlace, isSlotPlace, loreSlots, putOnHoard, putToken, takeToken, type HeldToken } from '../holdings.ts';
import { hasExcessResources, log, openSlots, seatName } from '../board.ts';
import { call, done, opt, thenRun, type Handler } from '../step.ts';
import { choices, field, type Field } from '../choices.ts';
import { card, list, msg, resource } from '../messages.ts';
import type { FrameOf, GameState, Seat } from '../types.ts';

export function resourceLabel(r: Resource): string {
  return r[0]!.toUpperCase() + r.slice(1);
}

/** A token leaves the game state's owner and goes back to the general supply. */
export function toSupply(s: GameState, r: Resource, n = 1): void {
  s.supply[r] += n;
}

/** Move tokens from covered slots into empty places (open slots leftmost first, then a lore card's slot). */
export function compactResources(s: GameState, seat: Seat): void {
  const p = s.players[seat]!;
  for (let i = openSlots(p); i < p.resources.length; i++) {
    const r = p.resources[i];
    if (r === null || r === undefined) continue;
    const target = emptyPlaces(s, seat)[0];
    if (target === undefined) return;
    p.resources[i] = null;
    putToken(s, seat, target, r);
  }
}

/** Tokens held in open slots and on lore cards (not in covered slots). */
function usableTokens(s: GameState, seat: Seat): HeldToken[] {
  const open = openSlots(s.players[seat]!);
  // Pirate Hoard, Well of Empathy (holdings.ts HOLDING_CARDS): their tokens stay on them (never rearranged).
  return heldTokens(s, seat).filter((t) => !holdingPlace(t.place) && (!isSlotPlace(t.place) || Number(t.place) < open));
}

/** Option ids of a gain with full slots: `discard:new`, or `discard:<resource>` (a held one). */
// `onto`/`slots`: Arsenal Keepers (Peacekeeper); `vault`/`keep`: Green Vault (Guardian); `hoard`/`usual`: Pirate Hoard (Pirate).
const GAIN = choices({ discard: { what: field.oneOf('new', ...RESOURCES) }, onto: { card: field.word }, slots: {}, vault: {}, keep: {}, hoard: {}, usual: {} });

export const gainResource: Handler<FrameOf<'res/gain'>> = {
  step(s, f) {
    // Gain: you can't gain a resource whose supply is empty (Glossary).
    if (!f.stolen && s.supply[f.resource] === 0) return { t: 'done' };
    // Pirate (ARCS-F1202 Pirate Hoard): "You may place resources you steal here." (`hoard`, or `usual`: the usual gain)
    if (f.stolen && !f.trust && f.hoard === undefined && stolenToHoard(s, f.seat)) {
      return { t: 'ask', seat: f.seat, prompt: msg('campaign.pirate.hoard.stolen', { resource: resource(f.resource) }), options: [opt(GAIN.id('hoard'), msg('campaign.pirate.hoard.place')), opt(GAIN.id('usual'), msg('campaign.pirate.hoard.keep'))] };
    }
    // Peacekeeper (ARCS-F1503 Arsenal Keepers): "When you take a Weapon, you may place it here instead."
    const instead = f.slots ? null : gainInsteadCard(s, f.seat, f.resource, f.trust === true);
    if (instead) {
      return { t: 'ask', seat: f.seat, prompt: msg('res.gain.instead', { resource: resource(f.resource), card: card(instead) }), options: [
        opt(GAIN.id('onto', { card: instead }), msg('res.gain.onto', { card: card(instead) })),
        opt(GAIN.id('slots'), msg(f.trust ? 'campaign.gain.trust' : 'res.gain.slots')),
      ] };
    }
    // Guardian (ARCS-F2002 Green Vault): "When you take Material or Fuel, you may place it in your Captives."
    if (!f.vaultAsked && s.campaign && vaultCard(s, f.seat, f.resource)) {
      return { t: 'ask', seat: f.seat, prompt: msg('campaign.guardian.vault', { resource: resource(f.resource) }), options: [opt(GAIN.id('vault'), msg('campaign.guardian.vault.yes')), opt(GAIN.id('keep'), msg(f.trust ? 'campaign.gain.trust' : 'campaign.guardian.vault.no'))] };
    }
    // Taken for the Imperial Trust (the Imperial Demand; Arsenal Keepers / Green Vault declined): onto the Trust, frozen.
    if (f.trust) {
      s.campaign!.trust.push(f.resource);
      log(s, `${seatName(s, f.seat)} adds the ${resourceLabel(f.resource)} to the Imperial Trust.`);
      return { t: 'done' };
    }
    const empty = emptyPlaces(s, f.seat);
    if (empty.length > 0) {
      // Place it, then rearrange (Resources: "you may rearrange any resources in your resource slots",
      // the slot on Ancient Holdings included).
      take(s, f);
      putToken(s, f.seat, empty[0]!, f.resource);
      return thenRun(arrangeFrame(f.seat));
    }
    const options = [opt(GAIN.id('discard', { what: 'new' }), msg('res.gain.discardNew', { resource: resource(f.resource) })), ...discardOld(s, f.seat, f.resource)];
    return { t: 'ask', seat: f.seat, prompt: msg('res.gain.full'), options };
  },
  resume(s, f, choice) {
    const c = GAIN.read(choice);
    if (c.tag === 'hoard') {
      putOnHoard(s, f.seat, f.resource);
      fired(s, 'ARCS-F1202');
      log(s, `${seatName(s, f.seat)} places the stolen ${resourceLabel(f.resource)} on their Pirate Hoard.`);
      return done;
    }
    if (c.tag === 'usual') {
      f.hoard = false;
      return call();
    }
    if (c.tag === 'slots') {
      f.slots = true;
      return call();
    }
    if (c.tag === 'onto') {
      take(s, f);
      effectOf(s, c.card)?.placeInstead?.(s, f.seat, f.resource);
      return done;
    }
    if (c.tag === 'vault' || c.tag === 'keep') {
      f.vaultAsked = true;
      if (c.tag === 'keep') return call();
      const id = vaultCard(s, f.seat, f.resource)!;
      take(s, f);
      const cs = s.campaign!.seats[f.seat]!;
      (cs.greenVault ??= []).push(f.resource);
      fired(s, id);
      log(s, `${seatName(s, f.seat)} places the ${resourceLabel(f.resource)} in their Captives (Green Vault).`);
      return done;
    }
    const r = c.what;
    if (r === 'new') {
      if (f.stolen) toSupply(s, f.resource);
      log(s, `${seatName(s, f.seat)} has no room and discards the ${resourceLabel(f.resource)}.`);
      return done;
    }
    const place = usableTokens(s, f.seat).find((x) => x.resource === r)!.place;
    toSupply(s, takeToken(s, f.seat, place));
    log(s, `${seatName(s, f.seat)} discards a ${resourceLabel(r)} to make room for a ${resourceLabel(f.resource)}.`);
    take(s, f);
    putToken(s, f.seat, place, f.resource);
    return thenRun(arrangeFrame(f.seat));
  },
};

/** "Discard a X and keep the new one" options, one per other type held. */
function discardOld(s: GameState, seat: Seat, gained: Resource) {
  const types = [...new Set(usableTokens(s, seat).map((t) => t.resource))].filter((r) => r !== gained);
  return types.map((r) => opt(GAIN.id('discard', { what: r }), msg('res.gain.discardOld', { old: resource(r), resource: resource(gained) })));
}

/** The gained token leaves the supply (a stolen one comes from the Rival instead). */
function take(s: GameState, f: FrameOf<'res/gain'>): void {
  if (!f.stolen) s.supply[f.resource] -= 1;
}

export function arrangeFrame(seat: Seat): FrameOf<'res/arrange'> {
  return { k: 'res/arrange', seat, chosen: [] };
}

/** Places grouped by raid cost, most protected first: open slots and lore card slots (Ancient Holdings, 4 keys). */
function costClasses(s: GameState, seat: Seat): { cost: number; places: string[] }[] {
  const by = new Map<number, string[]>();
  const add = (cost: number, place: string) => by.set(cost, [...(by.get(cost) ?? []), place]);
  for (const h of loreSlots(s, seat)) add(h.keys, h.card);
  for (let i = 0; i < openSlots(s.players[seat]!); i++) add(RESOURCE_SLOT_RAID_COST[i]!, String(i));
  return [...by.entries()].sort((a, b) => b[0] - a[0]).map(([cost, places]) => ({ cost, places }));
}

/** What to arrange in a cost class: the slot on a lore card, or the resource slots of that raid cost. */
function arrangePrompt(cls: { cost: number; places: string[] }) {
  const onCard = cls.places.find((x) => !isSlotPlace(x));
  if (onCard) return msg('res.arrange.card', { card: card(onCard), keys: cls.cost });
  return msg('res.arrange.slots', { n: cls.places.length, keys: cls.cost });
}

/** Resources joined by '+' (`keep:fuel+material`; empty for none). */
const resourceList: Field<Resource[]> = {
  parts: 1,
  parse: ([t]) => {
    if (t === undefined) return undefined;
    const rs = t.split('+').filter(Boolean);
    return rs.every((r) => (RESOURCES as readonly string[]).includes(r)) ? (rs as Resource[]) : undefined;
  },
  show: (rs) => rs.join('+'),
};

/** Option ids of rearranging: `keep:<resources>` for the cost class asked. */
const ARRANGE = choices({ keep: { resources: resourceList } });

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
    const classes = costClasses(s, f.seat);
    const tokens = usableTokens(s, f.seat);
    let pool = tokens.map((x) => x.resource).sort();
    const chosen = [...f.chosen];
    for (let c = 0; c < classes.length; c++) {
      const cls = classes[c]!;
      if (c < chosen.length) {
        pool = without(pool, chosen[c]!);
        continue;
      }
      const options = subsets(pool, Math.min(cls.places.length, pool.length));
      if (options.length > 1 && c < classes.length - 1) {
        return {
          t: 'ask', seat: f.seat,
          prompt: arrangePrompt(cls),
          options: options.map((o) => opt(ARRANGE.id('keep', { resources: o }), msg('res.arrange.set', { resources: list(o.map(resource)) }))),
        };
      }
      chosen.push(options[0] ?? []);
      pool = without(pool, options[0] ?? []);
    }
    // Write the arrangement: each class's places filled in board order.
    const loreBefore = new Set(tokens.filter((x) => !isSlotPlace(x.place)).map((x) => x.place));
    for (const x of tokens) takeToken(s, f.seat, x.place);
    classes.forEach((cls, c) => cls.places.forEach((place, j) => {
      const r = chosen[c]![j];
      if (!r) return;
      putToken(s, f.seat, place, r);
      if (!isSlotPlace(place) && !loreBefore.has(place)) fired(s, place);
    }));
    return done;
  },
  resume(s, f, choice) {
    f.chosen.push(ARRANGE.read(choice).resources);
    return call();
  },
};

/** Option ids of discarding the excess: `discard:<place>` (holdings.ts). */
const EXCESS = choices({ discard: { place: field.word } });

/** A seat holds more resources than its open slots: discard down, one choice at a time. */
export const discardExcess: Handler<FrameOf<'res/excess'>> = {
  step(s, f) {
    compactResources(s, f.seat);
    // "If a city returns … and covers a resource slot, rearrange and discard resources" (Resources).
    if (!hasExcessResources(s.players[f.seat]!)) return thenRun(arrangeFrame(f.seat));
    const options = heldTokens(s, f.seat).filter((x) => !holdingPlace(x.place)).map((x) => opt(EXCESS.id('discard', { place: x.place }), isSlotPlace(x.place)
      ? msg('res.excess.slot', { resource: resource(x.resource), slot: Number(x.place) + 1 })
      : msg('res.excess.card', { resource: resource(x.resource), card: card(x.place) })));
    return { t: 'ask', seat: f.seat, prompt: msg('res.excess.prompt'), options };
  },
  resume(s, f, choice) {
    const r = takeToken(s, f.seat, EXCESS.read(choice).place);
    toSupply(s, r);
    log(s, `${seatName(s, f.seat)} discards a ${resourceLabel(r)} they cannot hold.`);
    return { t: 'call', push: [] };
  },
};

export function gainFrames(seat: Seat, resource: Resource, stolen = false) {
  return { k: 'res/gain' as const, seat, resource, stolen };
}

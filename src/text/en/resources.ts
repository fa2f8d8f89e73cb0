/** English: res.*, outrage.*: resources and Outrage (frames/resources.ts, outrage.ts). */
import type { Catalogue } from '../say.ts';

export const RESOURCES: Catalogue = {
  'outrage.ransack': 'Ransack the Court: take a card with {victim}\'s agents.',
  'res.gain.full': 'Your resource slots are full. Which resource do you discard?',
  'res.gain.discardNew': 'Discard the new {resource}',
  'res.gain.discardOld': 'Discard a {old} and keep the {resource}',
  // Peacekeeper (Arsenal Keepers ARCS-F1503).
  'res.gain.instead': 'You take a {resource}: place it on {card} instead of your resource slots?',
  'res.gain.onto': 'Place it on {card}',
  'res.gain.slots': 'Keep it in your resource slots',
  /** Rearranging, one raid-cost class at a time: n slots of that cost, or the slot on a lore card. */
  'res.arrange.slots': 'Arrange your resources: what goes in your {keys}-key {n|slot|slots}? (Raiders pay {keys} {keys|key|keys} per token there.)',
  'res.arrange.card': 'Arrange your resources: what goes in the slot on {card}? (Raiders pay {keys} {keys|key|keys} per token there.)',
  /** The resources kept in a class: "Fuel + Material". */
  'res.arrange.set': (_a, raw) => {
    const items = (raw.resources as { list: { resource: string }[] }).list;
    return items.map((x) => x.resource[0]!.toUpperCase() + x.resource.slice(1)).join(' + ');
  },
  'res.excess.prompt': 'A city covered a resource slot: discard resources until you can hold them all.',
  'res.excess.slot': 'Discard the {resource} in slot {slot}',
  'res.excess.card': 'Discard the {resource} on {card}',
};

/**
 * Edict numbers: the Edicts in the rules booklet resolve from the lowest number to the highest
 * (rulebook "Edicts" p.20). The number is printed only in the card's scroll badge, not in
 * cards.csv. Source: arcs-facts.md §8 "Edict numbers" (from the art; confidence high; 00 and 03
 * also in the rules text). Cards that share a number (the three Govern cards; the two Armistice
 * calls; the two Doctrine edicts) are never in the booklet together as different policies: the
 * Govern cards form one stack with one policy on top (p.20).
 */
export interface EdictDef { cardId: string; number: number }

export const EDICTS = [
  { cardId: 'ARCS-AID02', number: 0 }, // Guild Envoys Depart (2 players only)
  { cardId: 'ARCS-F113', number: 2 }, // Imperial Quorum (Steward)
  { cardId: 'ARCS-AID03', number: 3 }, // Govern the Imperial Reach (War)
  { cardId: 'ARCS-AID04', number: 3 }, // Govern the Imperial Reach (Peace)
  { cardId: 'ARCS-AID05', number: 3 }, // Govern the Imperial Reach (Escalation)
  { cardId: 'ARCS-F124', number: 3 }, // Govern with Authority (Steward Act III)
  { cardId: 'ARCS-F125', number: 3 }, // Govern with Authority
  { cardId: 'ARCS-F126', number: 3 }, // Govern with Authority
  { cardId: 'ARCS-F123', number: 5 }, // Imperial Sponsor (Steward)
  { cardId: 'ARCS-F521', number: 10 }, // Golems Sate Their Appetite (Caretaker)
  { cardId: 'ARCS-F2405', number: 15 }, // Judge Sets Agenda (Judge)
  { cardId: 'ARCS-F318', number: 20 }, // Gain Monopolies (Magnate)
  { cardId: 'ARCS-F215', number: 25 }, // Call for Armistice (Founder)
  { cardId: 'ARCS-F226', number: 25 }, // Mass Call for Armistice (Founder)
  { cardId: 'ARCS-F1509', number: 34 }, // Empire Balks at Peace (Peacekeeper)
  { cardId: 'ARCS-F1510', number: 35 }, // Peace Dividends (Peacekeeper)
  { cardId: 'ARCS-F413', number: 45 }, // Advocate's Demand (Advocate)
  { cardId: 'ARCS-F703', number: 55 }, // Use Imperial Foundries (Admiral)
  { cardId: 'ARCS-F1412', number: 60 }, // Rebuke of the Empaths (Pacifist)
  { cardId: 'ARCS-F1703', number: 65 }, // Reach Rejects Overlord (Overlord)
  { cardId: 'ARCS-F1903', number: 70 }, // Rebuke of the Keepers (Redeemer)
  { cardId: 'ARCS-F619', number: 75 }, // Guilds Decry Terror (Partisan)
  { cardId: 'ARCS-F1619', number: 80 }, // Lords Gain Power (Warden)
  { cardId: 'ARCS-F1805', number: 85 }, // Captive Release (Survivalist)
  { cardId: 'ARCS-F821', number: 90 }, // Set Doctrine (Believer)
  { cardId: 'ARCS-F827', number: 90 }, // Set Lay Doctrine (Believer)
] as const satisfies readonly EdictDef[];

const NUMBER_OF: ReadonlyMap<string, number> = new Map(EDICTS.map((e) => [e.cardId, e.number]));

/** The resolution-order number of an Edict card. Throws for a card that is not an Edict. */
export function edictNumber(cardId: string): number {
  const n = NUMBER_OF.get(cardId);
  if (n === undefined) throw new Error(`Not an Edict: ${cardId}`);
  return n;
}

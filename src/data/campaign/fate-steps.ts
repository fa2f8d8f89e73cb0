/**
 * Where each Fate Set puts its cards: every instruction of the Fate Set setup cards (A sides) and
 * Resolution cards that moves a card of the set (or an aid / Court card) somewhere, as data. The
 * wording, order and non-card steps (tokens, Power, Outrage, "explain it to everyone") stay in the
 * card text (cards.csv); the engine's Fate modules carry them out. Source: the setup and Resolution
 * texts in cards.csv with errata.md applied; card references are the "(NN)" numbers they print.
 *
 * Destinations (our names):
 * - play-area: "Gain …": the card goes to the Fate player's play area.
 * - court-deck: "Add … to the Court deck" / "Shuffle … into the Court deck".
 * - court-deck-top: "Place … on top of the Court deck".
 * - rules-booklet: "Add … to the rules booklet" (Edicts, Laws, Summits; p.9).
 * - action-deck: "Shuffle … into the action deck".
 * - supply: "in the general supply" / "to the supply".
 * - each-player: one copy to each player, the Fate player included.
 * - right-neighbour: "Give … to the player to your right".
 * - tucked: tucked under another card (`under`).
 * - map-reminder: a reminder copy tucked by the map's card play area, ambition boxes or chapter track.
 * - faithful-stack: Believer's stack of Faithful action cards, "1" at the bottom.
 * - behind-resolution: kept in the set behind the Fate's next Resolution card (`under`).
 * - scrap: out of the campaign for good (Intermission p.28).
 *
 * `partial` marks an instruction that applies to only some of the listed cards (our words say
 * which); the engine decides which at the time.
 */
import { fateSetCardId, type FateNumber } from './cards.ts';

export type StepWhen = 'setup' | 'completed' | 'failed';
export type StepDestination =
  | 'play-area' | 'court-deck' | 'court-deck-top' | 'rules-booklet' | 'action-deck' | 'supply'
  | 'each-player' | 'right-neighbour' | 'tucked' | 'map-reminder' | 'faithful-stack'
  | 'behind-resolution' | 'scrap';

export interface FateStep {
  fate: FateNumber;
  /** The setup card (A side row id) or Resolution card that gives the instruction. */
  by: string;
  /** 'setup' for a setup card; a Resolution card's 'completed' or 'failed' branch. */
  when: StepWhen;
  to: StepDestination;
  /** Physical card ids (two-sided cards without their A/B letter). */
  cards: readonly string[];
  /** For 'tucked' and 'behind-resolution': the card they go under or behind. */
  under?: string;
  /** Only some of the cards, as described. */
  partial?: string;
}

/** One instruction: numbers are card numbers in the same Fate Set; strings are full ids. */
function s(
  fate: FateNumber, by: string, when: StepWhen, to: StepDestination, cards: readonly (number | string)[],
  extra: { under?: number | string; partial?: string } = {},
): FateStep {
  const id = (c: number | string): string => (typeof c === 'number' ? fateSetCardId(fate, c) : c);
  const step: FateStep = { fate, by: `ARCS-F${fate}${by}`, when, to, cards: cards.map(id) };
  if (extra.under !== undefined) step.under = id(extra.under);
  if (extra.partial !== undefined) step.partial = extra.partial;
  return step;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const FATE_STEPS: readonly FateStep[] = [
  // 1 Steward
  s(1, '01A', 'setup', 'play-area', [2, 3]),
  s(1, '04', 'completed', 'court-deck', [5, 6, 7]),
  s(1, '04', 'completed', 'rules-booklet', [8]),
  s(1, '04', 'completed', 'scrap', [9, 10, 11]),
  s(1, '04', 'failed', 'scrap', [5, 6, 7, 8]),
  s(1, '04', 'failed', 'court-deck', [9, 10, 11, 3]),
  s(1, '12A', 'setup', 'rules-booklet', [13]),
  s(1, '14', 'completed', 'court-deck', [15, 16, 17]),
  s(1, '14', 'completed', 'scrap', [18, 19, 20, 21]),
  s(1, '14', 'failed', 'scrap', [15, 16, 17]),
  s(1, '14', 'failed', 'court-deck', [18, 19, 20, 21]),
  s(1, '22A', 'setup', 'rules-booklet', [23, 24, 25, 26]),
  s(1, '22A', 'setup', 'scrap', ['ARCS-AID03', 'ARCS-AID04', 'ARCS-AID05']),
  // 2 Founder
  s(2, '01A', 'setup', 'play-area', [2]),
  s(2, '03', 'completed', 'play-area', [4]),
  s(2, '03', 'completed', 'court-deck', [5, 6, 7]),
  s(2, '03', 'completed', 'behind-resolution', [8, 9, 10, 11], { under: 23 }),
  s(2, '03', 'failed', 'scrap', [4, 5, 6, 7]),
  s(2, '03', 'failed', 'court-deck', [8, 9, 10, 11]),
  s(2, '12A', 'setup', 'play-area', [13]),
  s(2, '12A', 'setup', 'rules-booklet', [14, 15, 22]),
  s(2, '12A', 'setup', 'tucked', [16, 17], { under: 15 }),
  s(2, '12A', 'setup', 'each-player', [18, 19, 20, 21], { partial: 'one per player; with fewer than 4 players the rest stay in the set' }),
  s(2, '23', 'completed', 'play-area', [24]),
  s(2, '23', 'completed', 'scrap', [8, 9, 10, 11]),
  s(2, '23', 'failed', 'scrap', [24, 13]),
  s(2, '23', 'failed', 'court-deck', [8, 9, 10, 11]),
  s(2, '25A', 'setup', 'scrap', [15]),
  s(2, '25A', 'setup', 'rules-booklet', [26]),
  s(2, '25A', 'setup', 'play-area', [27]),
  // 3 Magnate
  s(3, '01A', 'setup', 'play-area', [2]),
  s(3, '03', 'completed', 'court-deck', [4, 5, 6]),
  s(3, '03', 'completed', 'behind-resolution', range(7, 11), { under: 21 }),
  s(3, '03', 'completed', 'court-deck', ['ARCS-CC01', 'ARCS-CC04'], { partial: 'those in the Court discard pile' }),
  s(3, '03', 'failed', 'scrap', [4, 5, 6]),
  s(3, '03', 'failed', 'court-deck', range(7, 11)),
  s(3, '12A', 'setup', 'supply', range(13, 17)),
  s(3, '12A', 'setup', 'rules-booklet', [18, 19, 20]),
  s(3, '21', 'completed', 'play-area', [22]),
  s(3, '21', 'completed', 'scrap', [...range(7, 11), 23, 24]),
  s(3, '21', 'completed', 'court-deck', ['ARCS-CC01', 'ARCS-CC04'], { partial: 'those in the Court discard pile' }),
  s(3, '21', 'failed', 'scrap', [22]),
  s(3, '21', 'failed', 'scrap', range(13, 17), { partial: 'the Monopolies no player has' }),
  s(3, '21', 'failed', 'court-deck', range(7, 11), { partial: 'the Cartels matching the scrapped Monopolies' }),
  s(3, '21', 'failed', 'scrap', range(7, 11), { partial: 'the other Cartels' }),
  s(3, '21', 'failed', 'court-deck', [23, 24]),
  s(3, '25A', 'setup', 'map-reminder', [26], { partial: 'Closed Economy side up for a Regent Magnate, Open Economy for an Outlaw' }),
  s(3, '25A', 'setup', 'rules-booklet', [27]),
  // 4 Advocate
  s(4, '01A', 'setup', 'play-area', [2, 3]),
  s(4, '04', 'completed', 'court-deck', [3, ...range(5, 9), 10]),
  s(4, '04', 'completed', 'scrap', [11]),
  s(4, '04', 'failed', 'court-deck', [3]),
  s(4, '04', 'failed', 'court-deck', range(5, 9), { partial: 'the Liaisons of each suit the Advocate has more Guilds of than each Rival' }),
  s(4, '04', 'failed', 'scrap', range(5, 9), { partial: 'the other Liaisons' }),
  s(4, '04', 'failed', 'scrap', [10]),
  s(4, '04', 'failed', 'court-deck', [11]),
  s(4, '12A', 'setup', 'rules-booklet', [13, 14]),
  s(4, '15', 'completed', 'court-deck', [16, ...range(17, 21)]),
  s(4, '15', 'completed', 'scrap', [22]),
  s(4, '15', 'failed', 'scrap', [16, ...range(17, 21), 13]),
  s(4, '15', 'failed', 'court-deck', [22]),
  s(4, '23A', 'setup', 'play-area', [24]),
  s(4, '23A', 'setup', 'rules-booklet', [25]),
  s(4, '23A', 'setup', 'map-reminder', [26]),
  // 5 Caretaker
  s(5, '01A', 'setup', 'play-area', [2, 3, 4]),
  s(5, '01A', 'setup', 'rules-booklet', [5, 6]),
  s(5, '07', 'completed', 'scrap', [2]),
  s(5, '07', 'completed', 'court-deck', range(8, 11)),
  s(5, '07', 'failed', 'scrap', [2]),
  s(5, '07', 'failed', 'court-deck', [4]),
  s(5, '07', 'failed', 'court-deck', range(8, 11), { partial: 'the Unstable cards matching the Golems still in play' }),
  s(5, '07', 'failed', 'scrap', range(8, 11), { partial: 'the other Unstable cards' }),
  s(5, '12A', 'setup', 'play-area', [13]),
  s(5, '12A', 'setup', 'rules-booklet', [14]),
  s(5, '12A', 'setup', 'action-deck', [15]),
  s(5, '16', 'completed', 'court-deck', [17, 18, 19]),
  s(5, '16', 'failed', 'scrap', [17, 18, 19]),
  s(5, '16', 'failed', 'court-deck', range(8, 11), { partial: 'the Unstable cards in the Court discard pile' }),
  s(5, '20A', 'setup', 'rules-booklet', [21]),
  // 6 Partisan
  s(6, '01A', 'setup', 'play-area', [2, 3]),
  s(6, '04', 'completed', 'court-deck', range(5, 9)),
  s(6, '04', 'completed', 'play-area', [10]),
  s(6, '04', 'completed', 'scrap', [11, 12, 13, 14]),
  s(6, '04', 'failed', 'scrap', [...range(5, 9), 3]),
  s(6, '04', 'failed', 'court-deck', [10, 11, 12, 13, 14]),
  s(6, '15A', 'setup', 'rules-booklet', [16]),
  s(6, '15A', 'setup', 'map-reminder', [3]),
  s(6, '15A', 'setup', 'play-area', [17]),
  s(6, '18', 'completed', 'rules-booklet', [19]),
  s(6, '18', 'completed', 'court-deck', [20, 21]),
  s(6, '18', 'completed', 'scrap', [22, 23]),
  s(6, '18', 'failed', 'scrap', [19, 20, 21]),
  s(6, '18', 'failed', 'court-deck', [22, 23]),
  s(6, '24A', 'setup', 'play-area', [25]),
  // 7 Admiral
  s(7, '01A', 'setup', 'play-area', [2]),
  s(7, '01A', 'setup', 'rules-booklet', [3]),
  s(7, '04', 'completed', 'play-area', [5]),
  s(7, '04', 'completed', 'court-deck', [6, 7, 8, 9]),
  s(7, '04', 'completed', 'scrap', [10, 11]),
  s(7, '04', 'failed', 'scrap', [3, 5, 6, 7]),
  s(7, '04', 'failed', 'court-deck', [8, 9, 10, 11]),
  s(7, '12A', 'setup', 'court-deck', [13]),
  s(7, '14', 'completed', 'scrap', [15, 16]),
  s(7, '14', 'completed', 'court-deck', [17, 18]),
  s(7, '14', 'failed', 'court-deck', [15, 16]),
  s(7, '14', 'failed', 'scrap', [17, 18]),
  s(7, '19A', 'setup', 'rules-booklet', [20]),
  s(7, '19A', 'setup', 'map-reminder', [21]),
  // 8 Believer
  s(8, '01A', 'setup', 'play-area', [2, 3]),
  s(8, '01A', 'setup', 'faithful-stack', range(4, 12)),
  s(8, '01A', 'setup', 'rules-booklet', [13, 14]),
  s(8, '15', 'completed', 'play-area', [16]),
  s(8, '15', 'completed', 'court-deck', [17]),
  s(8, '15', 'completed', 'scrap', [3, 18, 19]),
  s(8, '15', 'completed', 'court-deck', range(4, 12), { partial: 'the Faithful cards left in the stack' }),
  s(8, '15', 'failed', 'scrap', [3, 16, 17]),
  s(8, '15', 'failed', 'court-deck', [18, 19]),
  s(8, '15', 'failed', 'court-deck', range(4, 12), { partial: 'the Faithful cards left in the stack' }),
  s(8, '20A', 'setup', 'rules-booklet', [21, 23]),
  s(8, '20A', 'setup', 'map-reminder', [22], { partial: 'Zeal side up if the Believer has the initiative, else Wisdom' }),
  s(8, '20A', 'setup', 'scrap', [14]),
  s(8, '24', 'completed', 'scrap', [16], { partial: 'if the Believer has it' }),
  s(8, '24', 'completed', 'play-area', [25], { partial: 'if The Young Light was scrapped' }),
  s(8, '24', 'completed', 'scrap', [25], { partial: 'if the Believer had no Young Light' }),
  s(8, '24', 'completed', 'scrap', [26, 27, 28]),
  s(8, '24', 'failed', 'scrap', [25, 21, 23]),
  s(8, '24', 'failed', 'court-deck', [26]),
  s(8, '24', 'failed', 'rules-booklet', [27, 28]),
  s(8, '29A', 'setup', 'rules-booklet', [30, 31]),
  // 9 Pathfinder
  s(9, '01A', 'setup', 'play-area', [2]),
  s(9, '01A', 'setup', 'right-neighbour', [3]),
  s(9, '04', 'completed', 'court-deck', [5]),
  s(9, '04', 'completed', 'scrap', [6]),
  s(9, '04', 'failed', 'scrap', [5, 2, 3]),
  s(9, '04', 'failed', 'court-deck', [6]),
  s(9, '07A', 'setup', 'play-area', [8]),
  s(9, '07A', 'setup', 'court-deck-top', [9]),
  s(9, '07A', 'setup', 'tucked', [10, 11], { under: 8 }),
  // 10 Hegemon
  s(10, '01A', 'setup', 'play-area', [2, 4]),
  s(10, '01A', 'setup', 'rules-booklet', [3]),
  s(10, '05', 'completed', 'play-area', [6]),
  s(10, '05', 'completed', 'court-deck', [7, 8]),
  s(10, '05', 'completed', 'scrap', [9, 10]),
  s(10, '05', 'failed', 'scrap', [6]),
  s(10, '05', 'failed', 'court-deck', [7, 8, 9, 10]),
  s(10, '11A', 'setup', 'play-area', [12]),
  // 11 Planet Breaker
  s(11, '01A', 'setup', 'play-area', [2, 3]),
  s(11, '01A', 'setup', 'tucked', [4, ...range(5, 9)], { under: 3 }),
  s(11, '10', 'completed', 'scrap', [11]),
  s(11, '10', 'failed', 'court-deck', [11]),
  s(11, '10', 'failed', 'supply', [3]),
  s(11, '10', 'failed', 'scrap', [4]),
  // 12 Pirate
  s(12, '01A', 'setup', 'play-area', [2, 3]),
  s(12, '04', 'completed', 'play-area', [5]),
  s(12, '04', 'completed', 'scrap', [6, 7]),
  s(12, '04', 'failed', 'court-deck', [3, 5, 6, 7]),
  s(12, '08A', 'setup', 'court-deck', [9, 10]),
  s(12, '08A', 'setup', 'rules-booklet', [11, 12]),
  // 13 Blight Speaker
  s(13, '01A', 'setup', 'play-area', [2]),
  s(13, '03', 'completed', 'play-area', [4]),
  s(13, '03', 'completed', 'court-deck', [5, 6, 7, 8, 9]),
  s(13, '03', 'completed', 'scrap', [10, 11]),
  s(13, '03', 'failed', 'scrap', [4, 5, 6, 7, 8]),
  s(13, '03', 'failed', 'court-deck', [9, 10, 11]),
  s(13, '12A', 'setup', 'play-area', [13]),
  // 14 Pacifist
  s(14, '01A', 'setup', 'play-area', [2, 3]),
  s(14, '04', 'completed', 'scrap', [2, 5, 6, 7]),
  s(14, '04', 'failed', 'scrap', [2]),
  s(14, '04', 'failed', 'court-deck', [5, 6, 7]),
  // Errata: the Pacifist setup's references are 09 through 12 in the order listed (the printed
  // ARCS-F1408A says 13, 14, 14, 15).
  s(14, '08A', 'setup', 'rules-booklet', [9, 11, 12]),
  s(14, '08A', 'setup', 'map-reminder', [10]),
  // 15 Peacekeeper
  s(15, '01A', 'setup', 'play-area', [2, 3]),
  s(15, '04', 'completed', 'court-deck', [5, 6]),
  s(15, '04', 'failed', 'scrap', [2]),
  s(15, '04', 'failed', 'court-deck', [3], { partial: 'if the Peacekeeper still has it' }),
  s(15, '07A', 'setup', 'rules-booklet', [8, 9, 10, 11]),
  // 16 Warden
  s(16, '01A', 'setup', 'play-area', [2]),
  s(16, '01A', 'setup', 'supply', range(3, 8)),
  s(16, '01A', 'setup', 'rules-booklet', [9, 10]),
  s(16, '11', 'completed', 'play-area', [12]),
  s(16, '11', 'completed', 'court-deck', [13, 14]),
  s(16, '11', 'completed', 'scrap', [15, 16]),
  s(16, '11', 'failed', 'scrap', [2, 12, 13, 14]),
  s(16, '11', 'failed', 'scrap', range(3, 8), { partial: 'the Lords whose Seat tokens were scrapped' }),
  s(16, '11', 'failed', 'court-deck', [15, 16]),
  s(16, '17A', 'setup', 'rules-booklet', [18, 19]),
  // 17-24: the C Fates (Act III only)
  s(17, '01A', 'setup', 'play-area', [2]),
  s(17, '01A', 'setup', 'rules-booklet', [3]),
  s(18, '01A', 'setup', 'play-area', [2, 3]),
  s(18, '01A', 'setup', 'rules-booklet', [4, 5]),
  s(19, '01A', 'setup', 'play-area', [2]),
  s(19, '01A', 'setup', 'rules-booklet', [3]),
  s(19, '01A', 'setup', 'court-deck-top', [4]),
  s(20, '01A', 'setup', 'play-area', [2, 3]),
  s(20, '01A', 'setup', 'rules-booklet', [4]),
  s(21, '01A', 'setup', 'play-area', [2, 3]),
  s(21, '01A', 'setup', 'rules-booklet', [4]),
  s(22, '01A', 'setup', 'play-area', [2, 3]),
  s(22, '01A', 'setup', 'map-reminder', [4]),
  s(22, '01A', 'setup', 'rules-booklet', [5]),
  s(22, '01A', 'setup', 'court-deck-top', [6]),
  s(23, '01A', 'setup', 'play-area', [2, 3]),
  s(23, '01A', 'setup', 'rules-booklet', [4, 5]),
  s(24, '01A', 'setup', 'play-area', [2, 3, 4]),
  s(24, '01A', 'setup', 'rules-booklet', [5]),
];

/** The instructions of one setup or Resolution card, in table order. */
export function stepsBy(cardId: string, when?: StepWhen): readonly FateStep[] {
  return FATE_STEPS.filter((st) => st.by === cardId && (when === undefined || st.when === when));
}

/** Every instruction that moves `cardId` (a physical card id). */
export function stepsFor(cardId: string): readonly FateStep[] {
  return FATE_STEPS.filter((st) => st.cards.includes(cardId));
}

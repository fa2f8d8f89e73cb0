/**
 * The campaign rulebook's lettered procedures as small tables: Act I Setup (table steps A-Q,
 * player steps A-K), Act II & III Setup (A-H) and the Intermission (A-F with numbered sub-steps).
 * Each row names the step, its page, the player counts it applies to and a one-line summary in
 * our own words, so the engine can walk the steps in order, label its setup phases and cite them
 * in logs and tests. The rules themselves are engine code. Sources: campaign rulebook pages 4-7
 * and 28-29; the lettering of Act I table steps A-H and of Act II & III Setup is only in
 * campaign-rulebook.pdftotext.txt (the markdown lost the letters).
 */
import type { PlayerCount } from './components.ts';

export interface ProcedureStep {
  /** The printed letter (or letter + number for Intermission sub-steps, e.g. 'C2'). */
  step: string;
  page: number;
  /** Player counts the step applies to; omitted = all. */
  players?: readonly PlayerCount[];
  summary: string;
}

/** Act I Setup, 1. Set Up Table (p.4-5). */
export const ACT_I_TABLE_SETUP = [
  { step: 'A', page: 4, summary: 'Map out; collect 18 battle dice, 25 resources, 24 Blight, 28 Free cities and 14 Free starports.' },
  { step: 'B', page: 4, summary: 'A random player takes the initiative marker.' },
  { step: 'C', page: 4, summary: 'Action deck: the 20 cards numbered 2-6.' },
  { step: 'D', page: 4, players: [4], summary: 'Add the 8 cards numbered 1 and 7.' },
  { step: 'E', page: 4, summary: 'Shuffle in 2 Event action cards (2-3 players) or 3 (4 players).' },
  { step: 'F', page: 4, summary: 'Ambition markers to Available, blue (lower) side up.' },
  { step: 'G', page: 4, summary: 'Chapter track tile on its Act I & II side; chapter marker on 1.' },
  { step: 'H', page: 4, summary: 'Zero marker in the Ambition Declared slot.' },
  { step: 'I', page: 5, summary: 'Court deck: the 15 CC cards shuffled; deal 3 (2 players) or 4 (3-4 players) to the Court.' },
  { step: 'J', page: 5, summary: 'Shuffle 1 random lore card per player into the Court deck.' },
  { step: 'K', page: 5, summary: 'Imperial Council (♦01) In Session as the leftmost Court card.' },
  { step: 'L', page: 5, players: [2], summary: 'Guild Envoys Depart edict (♦02) into the first rules-booklet slot.' },
  { step: 'M', page: 5, summary: 'The 3 Govern the Imperial Reach edicts (♦03-05) shuffled face down, then all face up into the next booklet slot.' },
  { step: 'N', page: 5, summary: 'Roll the number die: the rolled cluster and the next clockwise are Imperial; 1 Imperial ship in each of their 8 systems.' },
  { step: 'O', page: 5, summary: 'Roll the event die: 1 Free city on each planet of the rolled symbol outside the Imperial clusters.' },
  { step: 'P', page: 5, summary: '1 damaged Blight in each system outside the Imperial clusters.' },
  { step: 'Q', page: 5, players: [2], summary: 'The 6 resources of the Imperial clusters\' planets onto the ambition boxes (Material/Fuel Tycoon, Weapon Warlord, Relic Keeper, Psionic Empath).' },
] as const satisfies readonly ProcedureStep[];

/** Act I Setup, 2. Set Up Players (p.6). */
export const ACT_I_PLAYER_SETUP = [
  { step: 'A', page: 6, summary: 'Each player takes a colour: board, 15 ships, 5 cities (in the board slots), 5 starports, 10 agents.' },
  { step: 'B', page: 6, summary: 'Each draws 2 "A" Fate cards and secretly keeps 1; all reveal, then take their Fate Sets.' },
  { step: 'C', page: 6, summary: 'Each resolves the Setup side of the first card of their Fate Set, then flips it to its objective.' },
  { step: 'D', page: 6, summary: 'Objective marker on the starting space shown on the objective card.' },
  { step: 'E', page: 6, summary: 'Power marker on 0.' },
  { step: 'F', page: 6, summary: 'Regent/Outlaw title (♦06-09) tucked under the Fate card, Regent side up; if no setup gave the First Regent tile, the initiative holder takes it.' },
  { step: 'G', page: 6, summary: 'In turn order: 3 ships and 1 building in an empty slot at a planet with an Imperial ship, and 1 resource of that planet.' },
  { step: 'H', page: 6, summary: 'Step G again in reverse turn order.' },
  { step: 'I', page: 6, summary: 'Free cities in every empty building slot at planets with Imperial ships.' },
  { step: 'J', page: 6, summary: 'Each draws 6 action cards; with 2 players the non-initiative player may mulligan all but Event cards.' },
  { step: 'K', page: 6, summary: 'Undealt action cards to the action discard pile.' },
] as const satisfies readonly ProcedureStep[];

/** Act II & III Setup (p.7): the previous Act's table, Power included, with these changes. */
export const ACT_II_III_SETUP = [
  { step: 'A', page: 7, summary: 'Flip the lowest-Power ambition marker (Act II) or the two lowest (Act III) to the higher side.' },
  { step: 'B', page: 7, summary: 'Shuffle the Court deck and deal 3 (2 players) or 4 (3-4 players); Imperial Council to In Session.' },
  { step: 'C', page: 7, summary: '1 damaged Blight on each gate with no Blight and no ships.' },
  { step: 'D', page: 7, summary: 'Roll the event die: in each cluster 1 damaged Blight at the rolled planet if it has none, else at each planet of the cluster without Blight.' },
  { step: 'E', page: 7, players: [2], summary: 'Roll the number die twice; the 6 resources of those clusters\' planets onto the ambition boxes as in step Q.' },
  { step: 'F', page: 7, summary: 'Each resolves their objective card\'s Setup side (in turn order when there are choices) and flips it; resources may be rearranged.' },
  { step: 'G', page: 7, summary: 'Objective markers to their starting spaces (Act III: C Fates only).' },
  { step: 'H', page: 7, summary: 'Chapter track tile on the side for this Act, marker on 1; draw and discard action cards as in Player Setup J-K.' },
] as const satisfies readonly ProcedureStep[];

/** Intermission, after Acts I and II (p.28-29), in order. */
export const INTERMISSION = [
  { step: 'A', page: 28, summary: 'Resolve Fate: each player resolves this Act\'s Resolution card; a failed objective loses Power equal to the marker\'s space.' },
  { step: 'B1', page: 28, summary: 'Every Court card but the Imperial Council (and attached cards) back to the Court deck.' },
  { step: 'B2', page: 28, summary: 'All agents in the Court back to their players.' },
  { step: 'B3', page: 28, summary: 'Scrap the Court discard pile.' },
  { step: 'C1', page: 28, summary: 'Trophies and Captives back to their owners.' },
  { step: 'C2', page: 28, summary: 'Frozen resources, the Imperial Trust included, back to the supply.' },
  { step: 'C3', page: 28, players: [2], summary: 'Resources on ambition boxes back to the supply.' },
  { step: 'D1', page: 28, summary: 'Repair all damaged Blight.' },
  { step: 'D2', page: 28, summary: 'Destroy all damaged ships, buildings and Flagship Upgrades and Armor.' },
  { step: 'D3', page: 28, summary: 'Destroy all buildings in systems with Blight and no ships (a player left with no ships or starports places 3 fresh ships in a gate).' },
  { step: 'E1', page: 29, summary: 'Initiative to the player with the most Power.' },
  { step: 'E2', page: 29, summary: 'Each player with more than 1 Power loses half of it, rounding the loss down.' },
  { step: 'F', page: 29, summary: 'Choose Fate: completed, draw 1 and choose it or keep your Fate; failed, return your Fate card and draw 2 (B after Act I, C after Act II); chosen secretly, revealed together; a new Fate scraps the rest of the old set not in play and returns Favors.' },
] as const satisfies readonly ProcedureStep[];

/**
 * Where the campaign's own cards start (not Fate Sets: see fate-steps.ts). Act I Table Setup I, K,
 * L, M; Player Setup F; "Flagships" p.22 (a Flagship comes with its board, piece and aid card).
 */
export interface BoxCardPlacement {
  cards: readonly string[];
  to: 'court-deck' | 'court-leftmost' | 'rules-booklet' | 'under-fate-card' | 'with-flagship';
  step: string;
  players?: readonly PlayerCount[];
}

export const BOX_CARD_PLACEMENT = [
  { cards: Array.from({ length: 15 }, (_, i) => `ARCS-CC${String(i + 1).padStart(2, '0')}`), to: 'court-deck', step: 'Act I Table Setup I' },
  { cards: ['ARCS-AID01'], to: 'court-leftmost', step: 'Act I Table Setup K' },
  { cards: ['ARCS-AID02'], to: 'rules-booklet', step: 'Act I Table Setup L', players: [2] },
  { cards: ['ARCS-AID03', 'ARCS-AID04', 'ARCS-AID05'], to: 'rules-booklet', step: 'Act I Table Setup M' },
  { cards: ['ARCS-AID06'], to: 'under-fate-card', step: 'Act I Player Setup F' },
  { cards: ['ARCS-AID10'], to: 'with-flagship', step: 'Flagships p.22' },
] as const satisfies readonly BoxCardPlacement[];

/** The three kinds of event, and the order the Crises resolve in (p.12, p.18). */
export const EVENT_KINDS = ['summit', 'crises', 'edicts'] as const;
export const CRISIS_ORDER = ['blight', 'fate', 'court'] as const;

/** Summit actions (p.16-17): Call to Order (the caller only), then Negotiations (anyone, with the affected Rival's consent). */
export const CALL_TO_ORDER_ACTIONS = ['return-favors', 'petition-the-council', 'leave-the-empire', 'revive-the-empire'] as const;
export const NEGOTIATION_ACTIONS = ['cede-control', 'delegate-authority', 'promise-favor', 'transfer-asset', 'invite-to-empire'] as const;

/** The Imperial Council's resolution at the end of the round it was secured, in order (p.14; ARCS-AID01B). */
export const COUNCIL_RESOLUTION = [
  { step: 1, summary: 'The securer may call a Summit.' },
  { step: 2, summary: 'A Regent securer takes the First Regent tile, Trust and all.' },
  { step: 3, summary: 'An Outlaw securer steals from the Trust up to their empty resource slots; the First Regent loses 1 Power each.' },
  { step: 4, summary: 'The securer resolves the Crises or the Edicts, their choice.' },
] as const satisfies readonly { step: number; summary: string }[];

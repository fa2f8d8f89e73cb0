/**
 * The campaign Court's Vox cards ARCS-CC11..CC15 (cards.csv; campaign rulebook "Crises" p.18 and
 * "New Rules & Terms" p.27; faq.csv rows). When Secured through court.ts secureCard; Crises
 * through the `crisis` hook the events call (holder null: the card is in the Court).
 */
import { describe, expect, it } from 'vitest';
import { secureCard } from '../../../../src/engine/court.ts';
import { effectOf } from '../../../../src/engine/effects.ts';
import { checkInvariants, openDecision } from '../../../../src/engine/index.ts';
import { firedCount } from '../../../../src/engine/fired.ts';
import type { EventRoll } from '../../../../src/engine/campaign/types.ts';
import type { GameState } from '../../../../src/engine/types.ts';
import { expectDecision, optionIds, play } from '../../helpers.ts';
import { campaign, playable, runFrames, zeros } from './helpers.ts';

const COUNCIL = 'ARCS-AID01';
const roll = (symbol: 'arrow' | 'crescent' | 'hex', number: 1 | 2 | 3 | 4 | 5 | 6): EventRoll => ({ event: { symbol, picture: 'crisis' }, number }) as unknown as EventRoll;

/** The campaign with the Court set to the Council and `cards` (agents per card), the deck to `deck`. */
function court(s: GameState, cards: { card: string; agents?: number[]; attached?: string }[], deck: string[] = ['ARCS-CC01', 'ARCS-CC02']): GameState {
  s.court = [{ card: COUNCIL, agents: zeros(s) }, ...cards.map((c) => ({ card: c.card, agents: c.agents ?? zeros(s), ...(c.attached ? { attached: [c.attached] } : {}) }))];
  s.courtDeck = deck;
  // The Stewards' Dealmakers (a protected Guild card) leave the play areas unless a test wants them.
  for (const c of s.campaign!.seats) c.playArea = [];
  return s;
}
const crisis = (s: GameState, id: string, r: EventRoll = roll('hex', 1)) => runFrames(s, effectOf(s, id)!.crisis!(s, null, r));
const secure = (s: GameState, seat: number, index: number) => runFrames(s, secureCard(s, seat, index, { ransack: false }));
const blight = (s: GameState, id: string) => s.map[id as keyof GameState['map']]!.ships.find((g) => g.owner === 'blight') ?? { fresh: 0, damaged: 0 };

describe('ARCS-CC11 Populist Demands', () => {
  it('When Secured: "You may declare any ambition. (An ambition marker must be Available.) Bury this card." (BC27 discards instead)', () => {
    let s = court(campaign(), [{ card: 'ARCS-CC11', agents: [1, 0, 0] }]);
    s = secure(s, 0, 1);
    expectDecision(s, 'fx/declare', 0);
    s = play(s, 'declare:tyrant');
    expect(s.ambitions.tyrant).toHaveLength(1);
    expect(s.courtDeck.at(-1)).toBe('ARCS-CC11');
    expect(s.courtDiscard).not.toContain('ARCS-CC11');
    expect(s.players[0]!.court.map((c) => c.id)).not.toContain('ARCS-CC11');
  });

  it('Crisis: "Return the declared ambition marker of highest Power to Available Ambitions." (stays in the Court)', () => {
    const s = court(campaign(), [{ card: 'ARCS-CC11' }]);
    // Blue sides: A 5/3, B 3/2, C 2/0 (data/board.ts): A on Tycoon is the highest.
    s.ambitions.tycoon = ['A'];
    s.ambitions.warlord = ['B'];
    crisis(s, 'ARCS-CC11');
    expect(s.ambitions.tycoon).toEqual([]);
    expect(s.ambitions.warlord).toEqual(['B']);
    expect(s.court.map((c) => c.card)).toContain('ARCS-CC11');
    expect(firedCount(s, 'ARCS-CC11')).toBe(1);
  });

  it('Crisis with no declared marker does nothing', () => {
    const s = court(campaign(), [{ card: 'ARCS-CC11' }]);
    crisis(s, 'ARCS-CC11');
    expect(Object.values(s.ambitions).flat()).toEqual([]);
  });
});

describe('ARCS-CC12 Council Intrigue', () => {
  it('Crisis: "Flip the Imperial Council to In Session. Move agents from here to it. Bury this card." (Removing Cards: refill)', () => {
    const s = court(campaign(), [{ card: 'ARCS-CC12', agents: [2, 1, 0] }]);
    s.court[0]!.agents = [0, 1, 1];
    s.campaign!.council = 'decided';
    crisis(s, 'ARCS-CC12');
    expect(s.campaign!.council).toBe('in-session');
    expect(s.court[0]).toEqual({ card: COUNCIL, agents: [2, 2, 1] });
    expect(s.court[1]).toEqual({ card: 'ARCS-CC01', agents: [0, 0, 0] });
    expect(s.courtDeck).toEqual(['ARCS-CC02', 'ARCS-CC12']);
  });

  it('FAQ: "Can I flip the Council while it is not in the Court? Yes! In this case, return it to the Court. It won\'t resolve this round."', () => {
    const s = court(campaign(), [{ card: 'ARCS-CC12', agents: [0, 1, 0] }]);
    s.court.shift(); // the Council is tucked under the securer's played card
    s.campaign!.council = 'decided';
    s.round = { leader: 0, plays: [], declared: null, seized: null, queue: [], council: 1 } as GameState['round'];
    crisis(s, 'ARCS-CC12');
    expect(s.court[0]).toEqual({ card: COUNCIL, agents: [0, 1, 0] });
    expect(s.campaign!.council).toBe('in-session');
    expect(s.round && 'council' in s.round).toBe(false);
  });

  it('When Secured: "Flip the Imperial Council to In Session. You may move any Loyal agents from here to other Court cards (even the Council). Bury this card."', () => {
    let s = court(campaign(), [{ card: 'ARCS-CC12', agents: [3, 1, 0] }, { card: 'ARCS-CC05' }]);
    s.campaign!.council = 'decided';
    const supply = s.players[0]!.supply.agents;
    s = secure(s, 0, 1);
    expect(s.campaign!.council).toBe('in-session');
    expectDecision(s, 'campaign/court/intrigue', 0);
    // Any Court card, the Council too, and the card refilled into Council Intrigue's spot.
    expect(optionIds(s)).toEqual(['card:0', 'card:1', 'card:2', 'stop']);
    s = play(s, 'card:0', 'card:2', 'stop');
    expect(s.court[0]!.agents).toEqual([1, 0, 0]);
    expect(s.court[2]!.agents).toEqual([1, 0, 0]);
    expect(s.players[0]!.supply.agents).toBe(supply + 3 - 2);
    expect(s.players[0]!.captives[1]).toBe(1); // the Rival agent is captured as usual
    expect(s.courtDeck.at(-1)).toBe('ARCS-CC12');
    expect(openDecision(s)).toBeNull();
  });

  it('When Secured: at most the Loyal agents that were on it move', () => {
    let s = court(campaign(), [{ card: 'ARCS-CC12', agents: [1, 0, 0] }]);
    s = secure(s, 0, 1);
    s = play(s, 'card:0');
    expect(s.court[0]!.agents).toEqual([1, 0, 0]);
    expect(openDecision(s)).toBeNull();
  });
});

describe('ARCS-CC13 Diplomatic Fiasco', () => {
  const guilds = (ids: string[]) => ids.map((id) => ({ id, tokens: [] }));

  it('Crisis: "In turn order, each player with more Guild cards than agents in their supply must discard Guild cards until their Guild cards equal their agents. Bury this card."', () => {
    let s = court(campaign(), [{ card: 'ARCS-CC13', agents: [0, 1, 0] }]);
    s.players[0]!.court = guilds(['ARCS-CC01', 'ARCS-CC03', 'ARCS-CC05']);
    s.players[0]!.supply.agents = 1;
    s.players[1]!.court = guilds(['ARCS-CC07', 'ARCS-CC08']);
    s.players[1]!.supply.agents = 0; // FAQ: the agent on this card returns first: 1 agent
    s.players[2]!.court = guilds(['ARCS-CC09']);
    s.players[2]!.supply.agents = 0;
    s.courtDeck = ['ARCS-CC02'];
    s = crisis(s, 'ARCS-CC13');
    expect(s.court.map((c) => c.card)).toEqual([COUNCIL, 'ARCS-CC02']);
    expect(s.courtDeck).toEqual(['ARCS-CC13']);
    expectDecision(s, 'campaign/court/fiasco', 0);
    expect(optionIds(s)).toEqual(['card:ARCS-CC01', 'card:ARCS-CC03', 'card:ARCS-CC05']);
    s = play(s, 'card:ARCS-CC03', 'card:ARCS-CC01');
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-CC05']);
    expectDecision(s, 'campaign/court/fiasco', 1);
    s = play(s, 'card:ARCS-CC08');
    expect(s.players[1]!.court.map((c) => c.id)).toEqual(['ARCS-CC07']);
    // Yellow: 1 Guild card, 0 agents: the only card goes without a question.
    expect(s.players[2]!.court).toEqual([]);
    expect(s.courtDiscard).toEqual(['ARCS-CC03', 'ARCS-CC01', 'ARCS-CC08', 'ARCS-CC09']);
    expect(openDecision(s)).toBeNull();
  });

  it('"(Count protected Guild cards but don\'t discard them.)"', () => {
    let s = court(campaign(), [{ card: 'ARCS-CC13' }]);
    // The Steward's Dealmakers (ARCS-F103, an X in place of its raid cost) in Red's play area: counted, never discarded.
    s.campaign!.seats[0]!.playArea = ['ARCS-F102', 'ARCS-F103'];
    s.players[0]!.court = guilds(['ARCS-CC01', 'ARCS-CC03', 'ARCS-CC05']);
    s.players[0]!.supply.agents = 2;
    s = crisis(s, 'ARCS-CC13');
    // 4 Guild cards, 2 agents: 2 to discard, chosen among the 3 unprotected ones.
    expectDecision(s, 'campaign/court/fiasco', 0);
    expect(optionIds(s)).toEqual(['card:ARCS-CC01', 'card:ARCS-CC03', 'card:ARCS-CC05']);
    s = play(s, 'card:ARCS-CC05', 'card:ARCS-CC01');
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-CC03']);
    expect(s.campaign!.seats[0]!.playArea).toEqual(['ARCS-F102', 'ARCS-F103']);
    // Only protected cards over the count: nothing is discarded.
    s.players[0]!.court = [];
    s.players[0]!.supply.agents = 0;
    s = runFrames(s, [{ k: 'campaign/court/fiasco', seats: [0] }]);
    expect(s.campaign!.seats[0]!.playArea).toEqual(['ARCS-F102', 'ARCS-F103']);
    expect(openDecision(s)).toBeNull();
  });

  it('When Secured: "Rivals resolve the Crisis." (the securer keeps its cards; this card is buried)', () => {
    let s = court(campaign(), [{ card: 'ARCS-CC13', agents: [1, 0, 0] }]);
    s.players[0]!.court = guilds(['ARCS-CC01', 'ARCS-CC03']);
    s.players[0]!.supply.agents = 0;
    s.players[2]!.court = guilds(['ARCS-CC05', 'ARCS-CC07']);
    s.players[2]!.supply.agents = 1;
    s = secure(s, 0, 1);
    expectDecision(s, 'campaign/court/fiasco', 2);
    s = play(s, 'card:ARCS-CC07');
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-CC01', 'ARCS-CC03']);
    expect(s.players[2]!.court.map((c) => c.id)).toEqual(['ARCS-CC05']);
    expect(s.courtDeck.at(-1)).toBe('ARCS-CC13');
  });
});

describe('ARCS-CC14 Song of Freedom', () => {
  /** Red's city on 1:hex with its ships (controlled), Blue's damaged city there too; Blue's city on 4:hex (controlled by Blue). */
  function cities(s: GameState): GameState {
    s.map['1:hex'] = { ships: [{ owner: 0, fresh: 2, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, { owner: 1, type: 'city', damaged: true }] };
    s.map['4:hex'] = { ships: [{ owner: 1, fresh: 2, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: false }] };
    return s;
  }

  it('Crisis: "The player with the most Power must replace a Loyal city with a Free city." FAQ: ties go to the player closest in turn order to the initiative; the city must be one they control', () => {
    let s = cities(court(campaign(), [{ card: 'ARCS-CC14' }]));
    s.initiative = 1;
    s.players[0]!.power = 5;
    s.players[1]!.power = 5;
    s.players[2]!.power = 5; // Blue (the initiative) is closest
    const free = s.neutral!.free.cities;
    const board = s.players[1]!.boardCities;
    s = crisis(s, 'ARCS-CC14');
    expectDecision(s, 'campaign/court/song', 1);
    // Blue's city on 1:hex is in a system Red controls: only 4:hex; no "no" option (must).
    expect(optionIds(s)).toEqual(['city:4:hex:0']);
    s = play(s, 'city:4:hex:0');
    expect(s.map['4:hex']!.slots[0]).toEqual({ owner: 'free', type: 'city', damaged: false });
    expect(s.neutral!.free.cities).toBe(free - 1);
    expect(s.players[1]!.boardCities).toBe(board + 1);
    expect(s.court.map((c) => c.card)).toContain('ARCS-CC14'); // no bury
  });

  it('When Secured: "You may replace any Loyal or Rival city you control with a Free city. If you do, you may seize the initiative. Shuffle this card into the Court deck." (a damaged city becomes a damaged Free city)', () => {
    let s = cities(court(campaign(), [{ card: 'ARCS-CC14', agents: [1, 0, 0] }]));
    s.round = { leader: 1, plays: [], declared: null, seized: null, queue: [] };
    s.initiative = 1;
    s = secure(s, 0, 1);
    expectDecision(s, 'campaign/court/song', 0);
    expect(optionIds(s)).toEqual(['city:1:hex:0', 'city:1:hex:1', 'no']);
    s = play(s, 'city:1:hex:1');
    expect(s.map['1:hex']!.slots[1]).toEqual({ owner: 'free', type: 'city', damaged: true });
    s = play(s, 'seize');
    expect(s.initiative).toBe(0);
    expect(s.courtDeck).toContain('ARCS-CC14');
    expect(s.courtDiscard).not.toContain('ARCS-CC14');
  });
});

describe('ARCS-CC15 Blight Looms', () => {
  it('Crisis: "Repair all Blight in the rolled cluster. Place 1 damaged Blight at each planet of the rolled symbol with no Blight. Bury this card."', () => {
    let s = court(campaign(), [{ card: 'ARCS-CC15' }]);
    for (const id of Object.keys(s.map)) s.map[id as keyof GameState['map']]!.ships = s.map[id as keyof GameState['map']]!.ships.filter((g) => g.owner !== 'blight');
    s.map['2:gate']!.ships.push({ owner: 'blight', fresh: 0, damaged: 2 });
    s.map['2:arrow']!.ships.push({ owner: 'blight', fresh: 1, damaged: 1 });
    s.map['5:hex']!.ships.push({ owner: 'blight', fresh: 1, damaged: 0 });
    const before = s.neutral!.blight.blight;
    s = crisis(s, 'ARCS-CC15', roll('hex', 2));
    expect(blight(s, '2:gate')).toMatchObject({ fresh: 2, damaged: 0 });
    expect(blight(s, '2:arrow')).toMatchObject({ fresh: 2, damaged: 0 });
    // Every hex planet but 5:hex (it has Blight): 2:hex gets a damaged one after the repair.
    for (const c of [1, 2, 3, 4, 6]) expect(blight(s, `${c}:hex`)).toMatchObject({ fresh: 0, damaged: 1 });
    expect(blight(s, '5:hex')).toMatchObject({ fresh: 1, damaged: 0 });
    expect(s.neutral!.blight.blight).toBe(before - 5);
    expect(s.courtDeck.at(-1)).toBe('ARCS-CC15');
  });

  it('Crisis, Blight Empty Supply: "take it from the player who has the most Blight Trophies"', () => {
    let s = court(campaign(), [{ card: 'ARCS-CC15' }]);
    for (const id of Object.keys(s.map)) s.map[id as keyof GameState['map']]!.ships = s.map[id as keyof GameState['map']]!.ships.filter((g) => g.owner !== 'blight');
    s.neutral!.blight.blight = 0;
    s.players[2]!.trophies = [{ owner: 'blight', piece: 'blight', count: 2 }];
    s.players[1]!.trophies = [{ owner: 'blight', piece: 'blight', count: 1 }];
    s = crisis(s, 'ARCS-CC15', roll('crescent', 1));
    const placed = [1, 2, 3, 4, 5, 6].filter((c) => blight(s, `${c}:crescent`).damaged === 1);
    expect(placed).toEqual([1, 2, 3]); // Yellow's 2, then Blue and Yellow tie at 1: turn order (Red, Blue) gives Blue's
    expect(s.players[2]!.trophies).toEqual([]);
    expect(s.players[1]!.trophies).toEqual([]);
  });

  it('When Secured: "You may destroy all damaged Blight in a cluster with Loyal pieces. Bury this card." (Blight destroyed: Trophies)', () => {
    let s = court(campaign(), [{ card: 'ARCS-CC15', agents: [1, 0, 0] }]);
    for (const id of Object.keys(s.map)) s.map[id as keyof GameState['map']]!.ships = s.map[id as keyof GameState['map']]!.ships.filter((g) => g.owner !== 'blight' && g.owner !== 0);
    for (const id of Object.keys(s.map)) s.map[id as keyof GameState['map']]!.slots = s.map[id as keyof GameState['map']]!.slots.map((b) => (b?.owner === 0 ? null : b));
    s.map['3:gate']!.ships.push({ owner: 0, fresh: 1, damaged: 0 });
    s.map['3:arrow']!.ships.push({ owner: 'blight', fresh: 1, damaged: 2 });
    s.map['3:hex']!.ships.push({ owner: 'blight', fresh: 0, damaged: 1 });
    s.map['4:hex']!.ships.push({ owner: 'blight', fresh: 0, damaged: 1 }); // no Red piece in cluster 4
    s = secure(s, 0, 1);
    expectDecision(s, 'campaign/court/blight-looms', 0);
    expect(optionIds(s)).toEqual(['cluster:3', 'no']);
    s = play(s, 'cluster:3');
    expect(blight(s, '3:arrow')).toMatchObject({ fresh: 1, damaged: 0 });
    expect(blight(s, '3:hex')).toMatchObject({ fresh: 0, damaged: 0 });
    expect(blight(s, '4:hex')).toMatchObject({ damaged: 1 });
    expect(s.players[0]!.trophies).toContainEqual({ owner: 'blight', piece: 'blight', count: 3 });
    expect(s.courtDeck.at(-1)).toBe('ARCS-CC15');
  });
});

describe('a campaign Vox card secured in play', () => {
  it('Red leads Aggression 3 and secures Populist Demands: declares, the card is buried, the spot refilled', () => {
    let s = playable((st) => {
      const lore = st.courtDeck.filter((c) => !c.startsWith('ARCS-CC'));
      court(st, [{ card: 'ARCS-CC11', agents: [1, 0, 0] }], ['ARCS-CC05', ...lore]);
      st.players[0]!.supply.agents -= 1;
    });
    s = play(s, 'lead:AGG3', 'no', 'pip:secure', 'card:1');
    expectDecision(s, 'fx/declare', 0);
    s = play(s, 'declare:keeper');
    expect(s.ambitions.keeper).toHaveLength(1);
    expect(s.court.map((c) => c.card)).toEqual([COUNCIL, 'ARCS-CC05']);
    expect(s.courtDeck.at(-1)).toBe('ARCS-CC11');
    expectDecision(s, 'turn/actions', 0);
    // (The Court-card count is the base game's, 31; the campaign's invariants are the spine's.)
    expect(checkInvariants(s).filter((e) => !e.startsWith('court cards'))).toEqual([]);
  });
});

/** Rules around card effects: module coverage, Prelude limits, new actions vs modifiers, and random play using them. */
import { describe, expect, it } from 'vitest';
import { BASE_COURT_IDS, cardDef } from '../../../src/data/cards.ts';
import { SETUP_CARDS } from '../../../src/data/setup-cards.ts';
import { cardEffect, hasEffectModule } from '../../../src/engine/effects.ts';
import { checkInvariants, newGame, openDecision } from '../../../src/engine/index.ts';
import { playRandom } from '../../../src/engine/random-play.ts';
import { play } from '../helpers.ts';
import { act, finish, game, ids, turn } from './court-helpers.ts';
import { firedCount } from '../../../src/engine/fired.ts';

describe('every base Court card has an effect module', () => {
  it('ARCS-BC01..BC31: 31 cards, each registered (none is plain by design)', () => {
    expect(BASE_COURT_IDS).toHaveLength(31);
    for (const id of BASE_COURT_IDS) expect(hasEffectModule(id), id).toBe(true);
    for (const id of BASE_COURT_IDS.filter((x) => cardDef(x).kind === 'vox')) expect(cardEffect(id)!.whenSecured, id).toBeDefined();
  });
});

describe('Prelude Actions: "You cannot use Prelude actions on cards that you secured from the Court in the same Prelude"', () => {
  it('ARCS-BC24: Relic Fence secured with a Relic in the Prelude offers nothing until the next turn', () => {
    let s = game({
      players: [{ resources: ['relic', 'fuel'], hand: ['ADM2', 'CON2'] }, { hand: ['ADM3'] }, { hand: ['ADM4'] }],
      court: [{ card: 'ARCS-BC24', agents: [1, 0, 0] }],
    });
    s = turn(s, 'lead:ADM2');
    s = play(s, 'res:0:secure', 'card:0');
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-BC24']);
    expect(ids(s).some((o) => o.startsWith('fx:ARCS-BC24'))).toBe(false);
    // Next turn it works.
    s = finish(s);
    s = finish(turn(s, 'copy:ADM3'));
    s = finish(turn(s, 'copy:ADM4'));
    s = turn(s, 'lead:CON2');
    expect(ids(s)).toContain('fx:ARCS-BC24:slot:1');
  });

  it('ARCS-BC24: the same holds for a card taken by Ransacking the Court in a Prelude battle (Psionic with an Aggression lead)', () => {
    let s = game({
      riggedDice: [2], // raid die: building hit + key
      players: [{ resources: ['psionic', 'fuel'] }],
      map: { '4:hex': { ships: [{ owner: 0, fresh: 1, damaged: 0 }], slots: [{ owner: 1, type: 'city', damaged: true }] } },
      court: [{ card: 'ARCS-BC24', agents: [0, 1, 0] }],
    });
    s = turn(s, 'lead:AGG2');
    s = play(s, 'res:0:battle', 'sys:4:hex', 'assault:0', 'skirmish:0', 'raid:1');
    expect(s.players[0]!.court.map((c) => c.id)).toEqual(['ARCS-BC24']);
    expect(openDecision(s)!.kind).toBe('turn/actions');
    expect(ids(s).some((o) => o.startsWith('fx:ARCS-BC24'))).toBe(false);
  });

  it('Prelude abilities end with the Prelude (once a pip is spent)', () => {
    let s = turn(game({ players: [{ court: [{ id: 'ARCS-BC20' }] }], court: [{ card: 'ARCS-BC26', agents: [0, 0, 0] }] }), 'lead:ADM2');
    expect(ids(s)).toContain('fx:ARCS-BC20:use');
    s = act(s, 'pip:tax', 'city:1:hex:0');
    expect(openDecision(s)!.kind).toBe('turn/actions');
    expect(ids(s)).not.toContain('fx:ARCS-BC20:use');
  });
});

describe('Modifiers do not modify new actions (Other Actions, Modifiers)', () => {
  it('ARCS-BC08 + ARCS-BC14: Abduct in a battle pip rolls no dice, so Gatekeepers adds none', () => {
    let s = game({
      players: [{ court: [{ id: 'ARCS-BC08' }, { id: 'ARCS-BC14' }], resources: ['weapon', 'weapon'] }],
      map: { '1:gate': { ships: [{ owner: 0, fresh: 1, damaged: 0 }, { owner: 1, fresh: 1, damaged: 0 }] } },
      court: [{ card: 'ARCS-BC26', agents: [0, 1, 0] }],
    });
    s = turn(s, 'lead:AGG2');
    expect(ids(s)).toEqual(expect.arrayContaining(['pip:battle', 'pip:x:ARCS-BC14:abduct']));
    s = play(s, 'pip:x:ARCS-BC14:abduct', 'card:0');
    expect(firedCount(s, 'ARCS-BC08')).toBe(0);
    expect(s.players[0]!.captives).toEqual([0, 1, 0]);
  });
});

describe('random legal play uses the Court effects', () => {
  it('ARCS-BC01..BC31: each card, face up in the Court of seeded random games, has its effect fire; invariants hold', () => {
    // Each card is put face up in the Court of a seeded game (setup cards in rotation) and games are
    // played until its effect has fired; rare triggers (Loyal Keepers needs its holder to Provoke
    // Relic Outrage) take several games, most fire in the first.
    const MAX_GAMES_PER_CARD = 24;
    const silent: string[] = [];
    let games = 0;
    for (const focus of BASE_COURT_IDS) {
      let fired = 0;
      for (let g = 0; g < MAX_GAMES_PER_CARD && fired === 0; g++) {
        const card = SETUP_CARDS[games++ % SETUP_CARDS.length]!;
        const seed = `court-${focus}-${g}`;
        const start = newGame({ players: card.players, setup: card.id, seed });
        if (!start.court.some((c) => c.card === focus)) {
          start.courtDeck[start.courtDeck.indexOf(focus)] = start.court[0]!.card;
          start.court[0]!.card = focus;
        }
        let n = 0;
        const r = playRandom(start, {
          steps: 20_000,
          seed,
          onStep: (s) => {
            // Reading the open decision never changes the state (every effect's ask step is pure).
            if (++n % 17 === 0) {
              const before = JSON.stringify(s);
              openDecision(s);
              expect(JSON.stringify(s)).toBe(before);
            }
          },
        });
        expect(r.ended, seed).toBe(true);
        expect(checkInvariants(r.state)).toEqual([]);
        fired = firedCount(r.state, focus);
      }
      if (!fired) silent.push(focus);
    }
    expect(silent, `never fired: ${silent.join(', ')}`).toEqual([]);
  });
});

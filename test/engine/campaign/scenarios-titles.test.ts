/**
 * Scenarios: a Regent becoming an Outlaw by each way the rules give (campaign rulebook "The Empire"
 * p.10: "A Regent can become an Outlaw by calling a Summit"; Summits, Call to Order, Leave the
 * Empire p.16; Collect Imperial Demand p.20: "If they have no agents, the First Regent may make them
 * an Outlaw"; Empire Falls ARCS-F109), with the Steward's cards that say "Bury this if you're an
 * Outlaw." (Imperial Authority ARCS-F102, Tax Collectors ARCS-F106) in the new Outlaw's play area.
 */
import { describe, expect, it } from 'vitest';
import { openDecision } from '../../../src/engine/index.ts';
import type { GameState } from '../../../src/engine/types.ts';
import { DIE, start } from './events-helpers.ts';
import { answer, ids, inSummit, neutral, started } from './scenarios-helpers.ts';
import { restAfterSetup } from './rest.ts';

const F102 = 'ARCS-F102';

/** Act I set up, at rest; seat 1's Steward holds Imperial Authority (its Act I setup). */
function base(): GameState {
  const s = restAfterSetup(neutral(started(3)));
  s.campaign!.firstRegent = 0;
  expect(s.campaign!.seats[1]!.playArea).toContain(F102);
  return s;
}
const buried = (s: GameState, seat: number) => !s.campaign!.seats[seat]!.playArea.includes(F102) && s.courtDeck.at(-1) === F102;

describe('"Bury this if you\'re an Outlaw." (ARCS-F102) whichever way its holder becomes an Outlaw', () => {
  it('Summits, Call to Order, Leave the Empire (p.16): the new Outlaw buries Imperial Authority (bottom of the Court deck)', () => {
    let s = start(base(), { k: 'campaign/summit', caller: 1 });
    s = answer(s, 1, 'leave');
    expect(s.players[1]!.title).toBe('outlaw');
    if (ids(s).includes('negotiate')) s = answer(s, 1, 'negotiate');
    s = answer(s, 1, 'end');
    expect(inSummit(s)).toBe(false);
    expect(buried(s, 1)).toBe(true);
  });

  it('Collect Imperial Demand (p.20): a Regent with nothing to give and no agents made an Outlaw buries Imperial Authority', () => {
    const s0 = base();
    const slot = s0.campaign!.rulesBooklet.find((x) => x.includes('ARCS-AID04'))!;
    slot.splice(slot.indexOf('ARCS-AID04'), 1);
    slot.unshift('ARCS-AID04');
    s0.players[1]!.supply.agents = 0;
    let s = answer(start(s0, { k: 'campaign/edicts' }), 0, 'enforce');
    expect(ids(s)).toEqual(['outlaw', 'spare']);
    s = answer(s, 0, 'outlaw');
    while (openDecision(s)?.seat === 0 && ids(s).includes('spare')) s = answer(s, 0, 'spare');
    expect(s.players[1]!.title).toBe('outlaw');
    expect(buried(s, 1)).toBe(true);
  });

  it('Empire Falls (ARCS-F109) with ▲ rolled: all Regents become Outlaws and Imperial Authority is buried', () => {
    // The Steward's own title change (fates/steward.ts) checks the card: the reference the two above should meet.
    const s0 = base();
    s0.court.push({ card: 'ARCS-F109', agents: [0, 0, 0] });
    const s = start(s0, { k: 'campaign/crises' }, [DIE.crisis.arrow, DIE.cluster(1)]);
    expect(s.players.every((p) => p.title === 'outlaw')).toBe(true);
    expect(buried(s, 1)).toBe(true);
  });
});

/** The campaign Court's prompts and labels render in English and keep the wording rules; every ccourt key is met. */
import { describe, expect, it } from 'vitest';
import { say } from '../../../../src/text/say.ts';
import { CAMPAIGN } from '../../../../src/text/en/campaign.ts';
import { openDecision } from '../../../../src/engine/index.ts';
import type { Frame, GameState } from '../../../../src/engine/types.ts';
import { wordingProblems } from '../../../text/wording.ts';
import { play } from '../../helpers.ts';
import { campaign, runFrames } from './helpers.ts';

describe('what the campaign Court says', () => {
  it('every ccourt prompt and label renders and keeps the wording rules', () => {
    const used = new Set<string>();
    const problems: string[] = [];
    const look = (s: GameState) => {
      const d = openDecision(s);
      if (!d) return;
      for (const m of [d.prompt, ...d.options.map((o) => o.label)]) {
        used.add(m.key);
        const text = say(m, s);
        for (const p of wordingProblems(text)) problems.push(`${p}: ${text}`);
      }
    };
    const fresh = (shape: (s: GameState) => void, frame: Frame): GameState => {
      const s = campaign();
      shape(s);
      return runFrames(s, [frame]);
    };
    look(fresh(() => {}, { k: 'campaign/court/intrigue', seat: 0, left: 2 }));
    look(fresh((s) => {
      s.players[0]!.court = ['ARCS-CC01', 'ARCS-CC03', 'ARCS-CC05'].map((id) => ({ id, tokens: [] }));
      s.players[0]!.supply.agents = 1;
      s.campaign!.seats[0]!.playArea = [];
    }, { k: 'campaign/court/fiasco', seats: [0] }));
    const cities = (s: GameState) => {
      s.map['1:hex'] = { ships: [{ owner: 0, fresh: 2, damaged: 0 }], slots: [{ owner: 0, type: 'city', damaged: false }, { owner: 1, type: 'city', damaged: true }] };
    };
    look(fresh(cities, { k: 'campaign/court/song', seat: 0, crisis: true, replaced: false }));
    let s = fresh((st) => {
      cities(st);
      st.round = { leader: 1, plays: [], declared: null, seized: null, queue: [] };
      st.initiative = 1;
    }, { k: 'campaign/court/song', seat: 0, crisis: false, replaced: false });
    look(s);
    s = play(s, 'city:1:hex:1');
    look(s);
    look(fresh((st) => {
      st.map['3:gate']!.ships.push({ owner: 0, fresh: 1, damaged: 0 });
      st.map['3:arrow']!.ships.push({ owner: 'blight', fresh: 0, damaged: 1 });
    }, { k: 'campaign/court/blight-looms', seat: 0 }));
    expect(problems).toEqual([]);
    expect([...used].filter((k) => k.startsWith('ccourt.')).sort()).toEqual(Object.keys(CAMPAIGN).filter((k) => k.startsWith('ccourt.')).sort());
  });
});

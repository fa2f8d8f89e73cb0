// `/arcs campaign log` (src/app/campaign.ts campaignLogSheet): the log sheet from the public view,
// as text and as the picture's table; an older campaign (no recorded history) says so.
import { describe, expect, it } from 'vitest';
import { campaignLogSheet } from '../../src/app/campaign.ts';
import { newGame } from '../../src/engine/index.ts';
import { playRandom } from '../../src/engine/random-play.ts';
import type { GameState } from '../../src/engine/types.ts';

const seats = [{ colour: 'red', label: 'Red' }, { colour: 'blue', label: 'Blue' }] as const;
const who = (seat: number) => ['Red (@Ada)', 'Blue (@Brook)'][seat]!;

function inActII(rulesVersion: number): GameState {
  const r = playRandom(newGame({ players: 2, seed: `log-${rulesVersion}`, campaign: true, fates: ['ARCS-FATE01', 'ARCS-FATE01'], rulesVersion }), {
    steps: 20_000, seed: `log-${rulesVersion}`, until: (s) => s.campaign!.act === 2 && s.campaign!.stage === 'play',
  });
  return r.state;
}

describe('the campaign log sheet', () => {
  it('names each seat\'s Act I Fate, objective and Power then, the Act in play, Power, Outrage, Flagship and the scrapped cards', () => {
    const s = inActII(7);
    const r0 = s.campaign!.history![0]!;
    const { text, sheet } = campaignLogSheet({ code: 'K7QX4', state: s }, seats, who);
    expect(text.split('\n')[0]).toBe('Campaign K7QX4: the log sheet');
    for (const seat of [0, 1]) {
      const line = text.split('\n').find((l) => l.startsWith(`• ${who(seat)}:`))!;
      expect(line).toContain(`Act I: Steward: objective ${r0.completed[seat] ? 'completed' : 'failed'}, ${r0.power[seat]} Power`);
      expect(line).toMatch(/Act II: [A-Z][a-z]+( [A-Z][a-z]+)?: playing now · Act III: —/);
      expect(line).toContain(`Power ${s.players[seat]!.power}`);
    }
    expect(text).toMatch(new RegExp(`Scrapped: ${s.campaign!.scrap.length} card`));
    expect(sheet.columns).toEqual(['Player', 'Act I', 'Act II', 'Act III', 'Power', 'Outrage', 'Flagship']);
    expect(sheet.rows.map((r) => [r.colour, r.cells[0]])).toEqual([['red', ['Red']], ['blue', ['Blue']]]);
    expect(sheet.rows.every((r) => r.cells.length === 7)).toBe(true);
    // Public only: no mention or hand in the picture's table.
    expect(JSON.stringify(sheet)).not.toMatch(/@|<@/);
  });

  it('a campaign started before the log sheet was kept says its finished Acts are not recorded', () => {
    const { text, sheet } = campaignLogSheet({ code: 'OLD01', state: inActII(6) }, seats, who);
    expect(text).toContain('Act I: not recorded');
    expect(text).toContain('This campaign began before the bot kept a log sheet');
    expect(sheet.footer.at(-1)).toMatch(/not recorded/);
  });
});

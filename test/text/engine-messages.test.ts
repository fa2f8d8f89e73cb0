/**
 * The engine's prompts and option labels, as players read them (issue 13 §2; issue 21 item 9):
 * every decision met in seeded random games renders through the English catalogue, and the text
 * keeps the wording rules below.
 */
import { describe, expect, it } from 'vitest';
import { SETUP_CARDS } from '../../src/data/setup-cards.ts';
import { newGame } from '../../src/engine/index.ts';
import type { Text } from '../../src/engine/messages.ts';
import { playRandom } from '../../src/engine/random-play.ts';
import type { GameState } from '../../src/engine/types.ts';
import { AREAS, EN } from '../../src/text/en/index.ts';
import { say } from '../../src/text/say.ts';
import { wordingProblems } from './wording.ts';

function collect(s: GameState, seen: Map<string, string>, used: Set<string>): void {
  const note = (t: Text) => {
    const text = say(t, s);
    if (typeof t !== 'string') used.add(t.key);
    if (!seen.has(text)) seen.set(text, typeof t === 'string' ? '(plain string)' : t.key);
  };
  for (const d of s.decisions) {
    note(d.prompt);
    for (const o of d.options) note(o.label);
  }
}

describe('engine messages in English', () => {
  it('the wording rules catch the slips players reported (issue 21 item 9)', () => {
    expect(wordingProblems('(You have the initiative: play a lead card, or pass the initiative.).')).toContain('doubled punctuation');
    expect(wordingProblems('Keep this hand (or redraw: you must keep the new hand)?).')).toContain('doubled punctuation');
    expect(wordingProblems('it is your turn: Your turn: 4 actions')).toEqual([]);
    expect(wordingProblems('Played 5 chapter(s)')).toContain('a "(s)" plural');
    expect(wordingProblems('Build a a ship')).toContain('a doubled word');
    expect(wordingProblems('Build a ship where?')).toEqual([]);
  });

  it('no key is defined in two areas of the catalogue', () => {
    const all = Object.values(AREAS).flatMap((a) => Object.keys(a));
    expect(all.length).toBe(new Set(all).size);
    expect(Object.keys(EN).length).toBe(all.length);
  });

  it('every template entry is well formed and reads well with its placeholders filled', () => {
    for (const [key, entry] of Object.entries(EN)) {
      if (typeof entry !== 'string') continue;
      // Balanced braces, each placeholder `{name}` or `{name|one|other}`.
      const stripped = entry.replace(/\{\w+(?:\|[^|{}]*\|[^{}]*)?\}/g, 'X');
      expect(stripped, key).not.toMatch(/[{}]/);
      const sample = entry.replace(/\{\w+\|([^|{}]*)\|[^{}]*\}/g, '$1').replace(/\{\w+\}/g, 'X');
      expect(wordingProblems(sample), `${key}: "${sample}"`).toEqual([]);
    }
  });

  it('every prompt and label of seeded random games renders and keeps the wording rules', () => {
    const seen = new Map<string, string>();
    const used = new Set<string>();
    const cards = SETUP_CARDS.filter((_, i) => i % 3 === 0);
    for (const card of cards) {
      for (const leadersAndLore of [false, true]) {
        const start = newGame({ players: card.players, setup: card.id, seed: `text-${card.id}-${leadersAndLore}`, leadersAndLore });
        collect(start, seen, used);
        playRandom(start, { steps: 20_000, seed: `text-${card.id}`, onStep: (s) => collect(s, seen, used) });
      }
    }
    const problems = [...seen].flatMap(([text, key]) => wordingProblems(text).map((p) => `${key}: ${p}: "${text}"`));
    expect(problems).toEqual([]);
    expect(seen.size).toBeGreaterThan(50);
    // Every prompt and label is a message key: no English is built inside the engine.
    expect([...seen].filter(([, key]) => key === '(plain string)').map(([text]) => text)).toEqual([]);
  });
});

describe('new actions of held cards', () => {
  it('every new action a card grants (base, Leaders & Lore, every Fate) has its name in the catalogue', async () => {
    const { EFFECT_MODULES } = await import('../../src/engine/modules.ts');
    const actions = EFFECT_MODULES.flatMap((m) => m.effects.flatMap((e) => (e.newActions ?? []).map((a) => ({ card: e.id, key: a.key, name: a.name }))));
    expect(actions.length).toBeGreaterThan(30);
    const missing = actions.filter((a) => EN[`core.new-action.${a.key}`] === undefined).map((a) => `${a.card} ${a.key}`);
    expect(missing).toEqual([]);
    // The label players read is the action's printed name.
    for (const a of actions) expect(say({ key: `core.new-action.${a.key}` }, { colour: () => '', names: [] } as never)).toBe(a.name);
  });
});

describe('campaign prompts and labels', () => {
  it('an Event card in a hand, and the two-sided Flagship Upgrades aid card, have names', () => {
    for (const card of ['EVT1', 'EVT3', 'ARCS-F515']) expect(say({ key: 'core.action-card', args: { card } }, { names: [] } as never)).toBe('Event card');
    expect(say({ key: 'core.card', args: { card: { card: 'ARCS-AID10' } } }, { names: [] } as never)).toBe('Flagship Upgrades');
  });

  it('every prompt and label of seeded random three-Act campaigns renders', async () => {
    const { playRandom: play } = await import('../../src/engine/random-play.ts');
    const missing = new Set<string>();
    let n = 0;
    for (const players of [2, 3, 4] as const) for (let k = 0; k < 3; k++) {
      const seed = `campaign-text-${players}-${k}`;
      play(newGame({ players, campaign: true, seed }), { steps: 20_000, seed, onStep: (s) => {
        for (const d of s.decisions) for (const t of [d.prompt, ...d.options.map((o) => o.label)]) {
          n++;
          try { say(t, s); } catch (e) { missing.add(`${d.kind}: ${(e as Error).message}`); }
        }
      } });
    }
    expect(n).toBeGreaterThan(10_000);
    expect([...missing]).toEqual([]);
  });
});

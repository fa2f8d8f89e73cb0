/**
 * The catalogue's wording (issue 21 item 9, issue 19): every message of src/app/messages.ts is
 * rendered with sample parameters — each count once singular (1) and once plural (2), and the
 * prompts and labels the engine really writes (ending in "?", ".", ")" or a whole sentence in
 * parentheses) — and must follow these rules:
 *
 *  1. every placeholder is filled (no "{name}" left);
 *  2. no word twice in a row ("the the"), and no two-word phrase twice across punctuation
 *     ("it is your turn: Your turn");
 *  3. no doubled punctuation: no ". ." / "?." / ",," and no ".)." / "?)." (a template never adds
 *     punctuation right after text that brings its own: a prompt, a label, a sentence);
 *  4. no "(s)": counts go through the one helper (`{n#one|many}`, `plural`, `count`);
 *  5. with a count of 1 no plural word follows it ("1 chapters");
 *  6. no empty brackets, no double spaces, no space before punctuation, no line ending in a
 *     comma or a colon.
 */
import { describe, expect, it } from 'vitest';
import { count, MESSAGE_KEYS, placeholders, plural, t, type MessageKey, type MessageParams } from '../../src/app/messages.ts';

/** Sample values by placeholder name; a message renders once per variant (the longest list decides). */
const SAMPLES: Record<string, (string | number)[]> = {
  who: ['Red (<@111>)', 'Blue'],
  by: ['Red (<@111>)'],
  parts: ['• Red to Blue: an agent as a Favor (Promise Favor)\n• Blue to Red: a relic (Transfer Asset)'],
  awaiting: ['Blue (<@222>)'],
  agreed: ['Blue (<@222>), White (<@333>)'],
  user: ['<@111>'],
  host: ['<@111>'],
  old: ['<@111>'],
  new: ['<@222>'],
  colour: ['Red', 'White'],
  caller: ['Red', 'White'],
  open: [0, 1, 3],
  prompt: [
    'Build a ship where?',
    'Your turn: 4 actions left.',
    'Declare an ambition with your lead card? (Its number becomes 0; you keep its pips.)',
    '(You have the initiative: play a lead card, or pass the initiative.)',
    'Keep your hand of 6 action cards, or discard it and draw 6 new ones (you must keep the new hand)?',
  ],
  what: ['Build a ship where?', 'Your turn: 4 actions left.', '(You have the initiative: play a lead card, or pass the initiative.)'],
  choice: ['Build a ship (2 pips left)', 'Keep your hand.', 'Aggression 4', 'Damage 1 fresh ship, destroy the city'],
  waiting: [], // filled below from the catalogue itself
  code: ['K7QX4'],
  thread: ['<#123>'],
  link: ['https://discord.com/channels/1/2/3'],
  players: [2, 4],
  setup: ['Frontiers (2 players)', 'random'],
  ll: ['on', 'off'],
  order: ['random', 'as joined'],
  list: ['Red <@111>, Blue <@222>'],
  cards: ['Aggression 4, Construction 2', 'Red Tycoon · Blue none yet'],
  court: ['Mass Uprising, Sworn Guardians', 'none yet'],
  leaders: ['Elder, Rebel', '**Elder** — text'],
  lore: ['Signal Breaker', '**Mirror Plating** — text'],
  lines: ['• Red builds a ship.\n• Blue passes.'],
  entries: ['Q: May I?\nA: Yes.'],
  scores: ['Red <@111>: 30\nBlue <@222>: 21'],
  summary: ['Played 5 chapters and 400 moves.'],
  winner: ['Red (<@111>)'],
  reason: ['reached the Power threshold', 'by concession'],
  status: ['active', 'lobby'],
  chapter: [1, 3],
  power: [5, 'Red 12, Blue 8'],
  upgrades: [0, 1, 3],
  armor: [0, 2],
  end: ['**The game is over.** Red wins.'],
  name: ['Mass Uprising'],
  id: ['ARCS-BC01'],
  command: ['new'],
  option: ['players'],
  expected: ['a whole number from 2 to 4'],
  choices: ['random, joined'],
  min: [2],
  max: [4, 100],
  minutes: [60, 1440],
  map: ['every turn'],
  reminder: ['off', 'every 60 min'],
  dms: ['on'],
  from: [1, 26],
  to: [25, 60],
  total: [60],
  ambition: ['Tycoon', 'Warlord'],
  first: [5, 9],
  second: [3, 4],
  places: ['first Red +7 (with 2 for cities), second Blue +3', 'nobody qualifies'],
  bonus: [2],
  attacker: ['Red'],
  defender: ['Blue', 'the Free States'],
  system: ['Gate 5', 'Arrow 2'],
  dice: ['assault: hit and self-hit, intercept and hit; skirmish: blank'],
  result: ['3 hits, 1 self-hit, an intercept', 'nothing'],
  act: ['I', 'II'],
  next: ['II', 'III'],
  chosen: [1, 0],
  outcome: ['completed', 'failed'],
  seats: ['• Red (<@111>): the Steward, 4 Power\n• Blue (<@222>): the Pathfinder, -2 Power'],
  before: [7, 1],
  after: [4, 1],
  fate: ['Steward', 'not revealed yet'],
  card: ['Imperial Authority'],
  marker: [5, '—'],
  stage: ['in play', 'between Acts: Act I is over, the host continues'],
  text: ['Gain Imperial Authority. Setup: place 1 agent on the Imperial Council.'],
};
SAMPLES['waiting'] = [t('game.waiting', { who: 'Red (<@111>)', prompt: 'Build a ship where?' }), t('game.waiting-private-you'), t('err.no-decision')];

/** Every rendering of `key`: each sample variant, each count singular and plural. */
function renderings(key: MessageKey): { text: string; params: MessageParams; counts: Record<string, number> }[] {
  const ph = placeholders(key);
  const plain = ph.filter((p) => !p.count);
  const counted = [...new Set(ph.filter((p) => p.count).map((p) => p.name))];
  const variants = Math.max(1, ...plain.map((p) => SAMPLES[p.name]?.length ?? 1));
  const out = [];
  for (let v = 0; v < variants; v++) {
    for (const n of counted.length ? [1, 2] : [0]) {
      const params: MessageParams = {};
      for (const p of plain) {
        const list = SAMPLES[p.name];
        if (!list?.length) throw new Error(`no sample for {${p.name}} (message ${key}): add one to SAMPLES`);
        params[p.name] = list[v % list.length]!;
      }
      const counts: Record<string, number> = {};
      for (const c of counted) counts[c] = params[c] = n;
      out.push({ text: t(key, params), params, counts });
    }
  }
  return out;
}

/** The wording rules; each returns what it found wrong, or null. */
const RULES: { name: string; check: (text: string, counts: Record<string, number>) => string | null }[] = [
  { name: 'placeholders filled', check: (s) => /\{\w+[#}]/.exec(s)?.[0] ?? null },
  { name: 'no doubled word', check: (s) => /\b(\w+)\s+\1\b/i.exec(s.replace(/<[@#]\d+>/g, ''))?.[0] ?? null },
  { name: 'no doubled phrase', check: (s) => /\b(\w+\s+\w+)[\s\p{P}>]+\1\b/iu.exec(s)?.[0] ?? null },
  { name: 'no doubled punctuation', check: (s) => /[.,;:!?]\s*[.,;:!?]|[.,;:!?]\)[.,;:!?]|\(\(|\)\)/.exec(s.replace(/\.\.\.|…/g, ''))?.[0] ?? null },
  { name: 'no "(s)"', check: (s) => /\w\(s\)/.exec(s)?.[0] ?? null },
  { name: 'singular after 1', check: (s, counts) => (Object.values(counts).includes(1) ? /\b1 (?:[a-z-]+ )?(?!is\b|has\b|was\b)[a-z-]+s\b/.exec(s)?.[0] ?? null : null) },
  { name: 'no empty brackets', check: (s) => /\(\s*\)|\[\s*\]/.exec(s)?.[0] ?? null },
  { name: 'no double space', check: (s) => / {2}/.exec(s)?.[0] ?? null },
  { name: 'no space before punctuation', check: (s) => / [.,;:!?)]/.exec(s)?.[0] ?? null },
  { name: 'no line ending in a comma or colon', check: (s) => /[,:]$/m.exec(s)?.[0] ?? null },
];

describe('the catalogue reads well', () => {
  it('has samples for every placeholder and renders every message', () => {
    let n = 0;
    for (const key of MESSAGE_KEYS) n += renderings(key).length;
    expect(n).toBeGreaterThan(MESSAGE_KEYS.length);
  });

  for (const rule of RULES) {
    it(`every message, every sample: ${rule.name}`, () => {
      const bad: string[] = [];
      for (const key of MESSAGE_KEYS) {
        for (const r of renderings(key)) {
          const found = rule.check(r.text, r.counts);
          if (found !== null) bad.push(`${key}: "${found}" in ${JSON.stringify(r.text)}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it('the rules catch the mistakes they are for', () => {
    const broken = [
      'Red (@Ada), it is your turn: Your turn: 4 actions',
      'Played 5 chapter(s).',
      '(You have the initiative: play a lead card, or pass the initiative.).',
      '(… you must keep the new hand)?).',
      'Waiting for the the host.',
    ];
    for (const s of broken) expect(RULES.some((r) => r.check(s, {}) !== null), s).toBe(true);
    expect(RULES.find((r) => r.name === 'singular after 1')!.check('your 1 fresh ships', { n: 1 })).not.toBeNull();
  });

  it('counts go through one helper: singular for 1, plural otherwise', () => {
    expect(plural(1, 'chapter', 'chapters')).toBe('chapter');
    expect(plural(0, 'chapter', 'chapters')).toBe('chapters');
    expect(count(5, 'move', 'moves')).toBe('5 moves');
    expect(t('game.end-summary', { chapters: 1, moves: 1 })).toBe('Played 1 chapter and 1 move.');
    expect(t('game.end-summary', { chapters: 5, moves: 412 })).toBe('Played 5 chapters and 412 moves.');
    expect(t('err.not-enough', { missing: 1 })).toMatch(/^Waiting for 1 more player before/);
    expect(t('err.not-enough', { missing: 3 })).toMatch(/^Waiting for 3 more players before/);
  });
});

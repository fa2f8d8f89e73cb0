/** The wording rules every rendered prompt and label keeps (test/text/engine-messages.test.ts; campaign tests). */
/** Wording rules: what a rendered prompt or label never contains. */
const RULES: [string, RegExp][] = [
  ['doubled punctuation', /[.?!,;:][.?!,;:]|[.?!,;:]\)[.?!,;:]|[,;:]\s*[.?!)]|\(\s*\)/],
  ['a "(s)" plural', /\(s\)/],
  ['a missing value', /undefined|null|NaN|\[object/],
  ['a doubled word', /\b(\w+)\s+\1\b/i],
  ['space before punctuation', /\s[.?!,;:]/],
  ['a leftover placeholder', /[{}]/],
  ['double spaces', / {2}/],
];

export function wordingProblems(text: string): string[] {
  const out: string[] = [];
  if (text.trim() === '') out.push('empty text');
  if (text !== text.trim()) out.push('leading or trailing space');
  for (const [name, re] of RULES) if (re.test(text)) out.push(name);
  return out;
}


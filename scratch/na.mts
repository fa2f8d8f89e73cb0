export {};
const { EFFECT_MODULES } = await import('../src/engine/modules.ts');
const { EN } = await import('../src/text/en/index.ts');
const seen = new Set<string>();
for (const m of EFFECT_MODULES) for (const e of m.effects) for (const a of e.newActions ?? []) if (EN[`core.new-action.${a.key}`] === undefined && !seen.has(a.key)) { seen.add(a.key); console.log(`  'core.new-action.${a.key}': ${JSON.stringify(a.name).replace(/^"|"$/g, "'")},`); }

import { it, vi } from 'vitest';
import { reachCard } from './reach.ts';
import { PLANS_FOR_DEBUG } from './reach-b1.test.ts';
vi.mock('../../../../src/engine/campaign/fates/setups.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../../../src/engine/campaign/fates/setups.ts')>();
  return { ...orig, dealtFates: (v: number) => orig.dealtFates(v).filter((id) => orig.fateByCard(id)?.letter === 'A' || id === process.env.FATE) };
});
it('dbg', () => {
  const card = process.env.CARD!;
  const p = PLANS_FOR_DEBUG[card]!;
  let last: string[] = [];
  const r = reachCard(card, { ...p, tries: Number(process.env.TRIES ?? 1), during: (s) => { last = s.log.map((l) => l.text); p.during?.(s); } });
  console.log(r, last.filter((x) => new RegExp(process.env.RX ?? 'battle|raid|steal|tax|Rumor|Act', 'i').test(x)).join('\n'));
});

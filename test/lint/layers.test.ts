// The lint rule that guards each layer's imports (eslint.config.js) refuses what it should.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });
const refused = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: `${ROOT}${file}` }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;

it('discord.js only in src/bot, Prisma only in src/store, the store through its index, the engine alone', async () => {
  const discord = `import { Client } from 'discord.js';\nexport const x = Client;\n`;
  const prisma = `import { PrismaClient } from '@prisma/client';\nexport const x = PrismaClient;\n`;
  expect(await refused('src/bot/probe.ts', discord)).toBe(0);
  for (const f of ['src/app/probe.ts', 'src/store/probe.ts', 'src/render/probe.ts', 'src/engine/probe.ts', 'src/main-probe.ts']) expect(await refused(f, discord), f).toBe(1);
  expect(await refused('src/store/probe.ts', prisma)).toBe(0);
  for (const f of ['src/app/probe.ts', 'src/bot/probe.ts', 'src/render/probe.ts']) expect(await refused(f, prisma), f).toBe(1);
  expect(await refused('src/app/probe.ts', `import { Store } from '../store/store.ts';\nexport const x = Store;\n`)).toBe(1);
  expect(await refused('src/app/probe.ts', `import { openStore } from '../store/index.ts';\nexport const x = openStore;\n`)).toBe(0);
  expect(await refused('src/engine/probe.ts', `import { t } from '../app/messages.ts';\nexport const x = t;\n`)).toBe(1);
  expect(await refused('src/render/probe.ts', `import { ArcsApp } from '../app/games.ts';\nexport const x = ArcsApp;\n`)).toBe(1);
});

it('every layer is guarded: the app decides without posting or drawing, the words and the driver stand on the engine alone', async () => {
  // The app plans what to post (src/app/publish-plan.ts) and the bot carries it out: no bot, render or discord.js in it.
  expect(await refused('src/app/probe.ts', `import { Publisher } from '../bot/publish.ts';\nexport const x = Publisher;\n`)).toBe(1);
  expect(await refused('src/app/probe.ts', `import { renderBoard } from '../render/pool.ts';\nexport const x = renderBoard;\n`)).toBe(1);
  expect(await refused('src/app/probe.ts', `import type { Message } from 'discord.js';\nexport type X = Message;\n`)).toBe(1);
  expect(await refused('src/bot/probe.ts', `import { planPublish } from '../app/publish-plan.ts';\nexport const x = planPublish;\n`)).toBe(0);
  for (const f of ['src/text/probe.ts', 'src/engine-driver/probe.ts']) {
    expect(await refused(f, `import { t } from '../app/messages.ts';\nexport const x = t;\n`), f).toBe(1);
    expect(await refused(f, `import { openStore } from '../store/index.ts';\nexport const x = openStore;\n`), f).toBe(1);
    expect(await refused(f, `import { Client } from 'discord.js';\nexport const x = Client;\n`), f).toBe(1);
    expect(await refused(f, `import { newGame } from '../engine/index.ts';\nexport const x = newGame;\n`), f).toBe(0);
  }
  expect(await refused('src/text/probe.ts', `import { main } from '../engine-driver/main.ts';\nexport const x = main;\n`)).toBe(1);
});

import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Each layer's imports (src/ only; tests and scripts may reach anywhere). A folder's entry below
// replaces the general one for its files, so each lists everything that applies to it.
const discord = { group: ['discord.js', '@discordjs/*'], message: 'discord.js belongs in src/bot only.' };
const database = {
  group: ['@prisma/*', 'prisma', 'pg', 'pg-boss', '@electric-sql/*', 'pglite-prisma-adapter', '**/store/generated/**', '**/generated/*'],
  message: 'Prisma and the database drivers belong in src/store only.',
};
const storeInternals = { group: ['**/store/**', '!**/store/index.ts'], message: 'Outside src/store, import the store from src/store/index.ts only.' };
const layer = (message, ...folders) => ({ group: folders.map((f) => `**/${f}/**`), message });
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'gallery/**', 'test-results/**', 'src/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.ts'], rules: restrict(discord, database, storeInternals) },
  { files: ['src/bot/**/*.ts'], rules: restrict(database, storeInternals, layer('The bot does not reach into the local table.', 'sandbox')) },
  { files: ['src/store/**/*.ts'], rules: restrict(discord, layer('The store knows nothing of the layers above it.', 'app', 'bot', 'render', 'sandbox')) },
  { files: ['src/app/**/*.ts'], rules: restrict(discord, database, storeInternals, layer('The app decides; it does not post, draw or serve.', 'bot', 'render', 'sandbox')) },
  { files: ['src/render/**/*.ts'], rules: restrict(discord, database, layer('The renderer draws a view: no store, app, bot or local table.', 'store', 'app', 'bot', 'sandbox')) },
  { files: ['src/text/**/*.ts'], rules: restrict(discord, database, layer('The words of the rules know the engine and its data only.', 'store', 'app', 'bot', 'render', 'sandbox', 'engine-driver')) },
  { files: ['src/engine-driver/**/*.ts'], rules: restrict(discord, database, layer('The driver speaks for the engine alone.', 'store', 'app', 'bot', 'render', 'sandbox')) },
  { files: ['src/sandbox/**/*.ts'], rules: restrict(discord, database, layer('The local Discord server stands alone.', 'store', 'app', 'bot', 'render', 'engine', 'data')) },
  {
    // The engine is pure: no I/O, no clocks, no ambient randomness, no outer layers.
    files: ['src/engine/**/*.ts', 'src/data/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['discord.js', '@prisma/*', '@napi-rs/*', 'fs', 'node:*', 'pg', '@electric-sql/*'], message: 'The engine is pure: no I/O.' },
          { group: ['**/bot/**', '**/store/**', '**/render/**', '**/app/**'], message: 'The engine imports nothing outside engine/ and data/.' },
        ],
      }],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Use the engine PRNG.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
      'no-restricted-globals': ['error', 'setTimeout', 'setInterval', 'process', 'fetch'],
    },
  },
);

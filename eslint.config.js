import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'gallery/**', 'test-results/**', 'src/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
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

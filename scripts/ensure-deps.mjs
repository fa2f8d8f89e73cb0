// Runs before `npm start` and `npm test` (prestart/pretest): on a fresh clone, or after
// package-lock.json changed, install the dependencies first so the README's two commands work as
// written. Plain Node with no dependencies of its own, since it runs before they exist.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import console from 'node:console';
import process from 'node:process';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker)
  || !existsSync('node_modules/tsx')
  || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;

if (stale) {
  console.error('Installing dependencies (node_modules is missing or older than package-lock.json)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const flags = ['--no-audit', '--no-fund'];
  const r = spawnSync(npm, ['ci', ...flags], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('Could not install the dependencies. Run `npm ci` yourself and look at its errors.');
    process.exit(r.status ?? 1);
  }
}

// Headless Chromium for the browser tests: Debian's `chromium` package driven by playwright-core
// (which downloads no browser of its own). .ci/run installs the package.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Skip locally when Chromium is missing; in CI a missing browser is a failure, not a skip. */
export const haveChromium = existsSync(CHROMIUM) || process.env.CI === 'true';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
}

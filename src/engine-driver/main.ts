/**
 * Headless engine driver: one JSON request per line on stdin, one JSON response per line on
 * stdout. Documented in docs/engine-driver.md; independent checks depend on it, so keep it stable.
 */
import { createInterface } from 'node:readline';
import { handleRequest, type DriverSession } from './session.ts';

const session: DriverSession = { state: null };
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on('line', (line) => {
  if (line.trim() === '') return;
  process.stdout.write(`${JSON.stringify(handleRequest(session, line))}\n`);
});

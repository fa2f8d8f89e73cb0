/**
 * Holds a game's publish claim until killed: node --import tsx test/store/claim-child.ts <json>
 * with json = { target, gameId }. Prints CLAIMED (or BUSY) once it has tried.
 */
import { writeSync } from 'node:fs';
import { openStore } from '../../src/store/index.ts';

const args = JSON.parse(process.argv[2] ?? '{}') as { target: { databaseUrl?: string; dataDir?: string }; gameId: string };
const store = await openStore(args.target);
const claim = await store.claimPublish(args.gameId);
writeSync(1, claim ? 'CLAIMED\n' : 'BUSY\n');
setInterval(() => {}, 60_000);

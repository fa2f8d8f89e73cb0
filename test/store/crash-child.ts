/**
 * The process the crash test kills. Run: node --import tsx test/store/crash-child.ts <json>
 * where json = { target: {databaseUrl?|dataDir?}, mode: 'init' | 'play', gameId?, salt? }.
 *
 * 'init': open the store (creating and migrating the database), print READY, exit.
 * 'play': open the store, check the stored game equals the replay of its log (VERIFY ok|bad),
 *         then commit moves one after another, printing ACK <seq> <interactionId> after each
 *         commit returns, until killed or the game ends (DONE).
 * Lines go to stdout, which is a pipe, and pipe writes are synchronous on Linux: once a line is
 * written, the parent sees it even if this process is SIGKILLed right after.
 */
import { writeSync } from 'node:fs';
import { openStore } from '../../src/store/index.ts';
import { pickMove } from './moves.ts';

function say(line: string): void {
  writeSync(1, `${line}\n`);
}

const args = JSON.parse(process.argv[2] ?? '{}') as {
  target: { databaseUrl?: string; dataDir?: string };
  mode: 'init' | 'play';
  gameId?: string;
  salt?: string;
};

const store = await openStore(args.target);
say('READY');
if (args.mode === 'init') {
  await store.close();
  process.exit(0);
}

const gameId = args.gameId!;
const v = await store.verify(gameId);
say(`VERIFY ${v?.ok ? 'ok' : 'bad'} ${v?.seq ?? -1}`);
let game = await store.loadGame(gameId);
if (!game) throw new Error('no game');
let state = game.state;
for (;;) {
  const m = pickMove(state, args.salt ?? 'crash');
  if (!m) break;
  const interactionId = `${gameId}:${state.seq + 1}`;
  const r = await store.commit({ gameId, expectedSeq: state.seq, input: m.input, nextState: m.next, interactionId, actor: 'crash' });
  if (r.status === 'committed') {
    say(`ACK ${r.seq} ${interactionId}`);
    state = m.next;
  } else {
    // Cannot happen with a single writer; reload and carry on if it does.
    say(`UNEXPECTED ${JSON.stringify(r)}`);
    game = await store.loadGame(gameId);
    state = game!.state;
  }
}
say('DONE');
await store.close();

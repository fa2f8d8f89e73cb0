/**
 * Writes the start-of-game fixtures (test/render/positions/start-*.json) as sparse positions
 * taken from newGame, so the golden images do not move when the engine's shuffles change.
 * Run once by hand: `npx tsx test/render/make-positions.ts`. The mid-game and game-end
 * fixtures are written by hand.
 */
import { writeFileSync } from 'node:fs';
import { exportPosition, newGame } from '../../src/engine/index.ts';

const STARTS = [
  { file: 'start-2p', players: 2, setup: '2p-mix-up-1', seed: 11 },
  { file: 'start-3p', players: 3, setup: '3p-frontiers', seed: 12 },
  { file: 'start-4p', players: 4, setup: '4p-mix-up-1', seed: 13 },
] as const;

for (const s of STARTS) {
  const full = exportPosition(newGame({ players: s.players, setup: s.setup, seed: s.seed }));
  const sparse = {
    format: full.format,
    options: { setup: full.options.setup },
    seed: s.seed,
    players: full.players.map((p) => ({ colour: p.colour, resources: p.resources, hand: p.hand })),
    map: Object.fromEntries(
      Object.entries(full.map)
        .filter(([, st]) => st && (st.ships.length > 0 || st.slots.some((b) => b !== null)))
        .map(([id, st]) => [id, { ships: st!.ships, slots: st!.slots }]),
    ),
    court: full.court.map((c) => ({ card: c.card })),
  };
  writeFileSync(new URL(`./positions/${s.file}.json`, import.meta.url), `${JSON.stringify(sparse, null, 1)}\n`);
}

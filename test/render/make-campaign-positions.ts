/**
 * Writes the campaign fixtures (test/render/positions/campaign-*.json): seeded random campaigns
 * (every seat the Steward, the only Fate dealt today) stopped where the brief's pictures are, then
 * a few public pieces set by hand so every campaign piece shows once (Fate tokens, an attached Court
 * card, Favors). Each is exported whole (the position format is a
 * public contract, so it keeps loading) without the log, and checked by importing it back.
 * Run once by hand: `npx tsx test/render/make-campaign-positions.ts`; the goldens follow them.
 */
import { writeFileSync } from 'node:fs';
import { exportPosition, importPosition, newGame } from '../../src/engine/index.ts';
import { playRandom } from '../../src/engine/random-play.ts';
import type { GameState } from '../../src/engine/types.ts';

const STEWARDS = (n: number) => Array.from({ length: n }, () => 'ARCS-FATE01');

/** The first state of a seeded random campaign where `want` holds. */
function find(players: number, seed: number, want: (s: GameState) => boolean): GameState {
  const start = newGame({ players, seed, campaign: true, fates: STEWARDS(players) });
  let hit: GameState | null = null;
  playRandom(start, { steps: 20_000, seed: seed * 7, until: (s) => {
    if (want(s)) hit = structuredClone(s);
    return hit !== null || s.ended !== null;
  } });
  if (!hit) throw new Error(`no state found for ${players}p seed ${seed}`);
  return hit;
}

function write(name: string, s: GameState): void {
  const { log: _log, ...pos } = exportPosition(s) as ReturnType<typeof exportPosition> & { log?: unknown };
  importPosition(pos); // refuses an inconsistent fixture
  writeFileSync(new URL(`./positions/${name}.json`, import.meta.url), `${JSON.stringify(pos)}\n`);
  console.log(`${name}: Act ${s.campaign!.act}, chapter ${s.chapter}, stage ${s.campaign!.stage}`);
}

// 2 players, Act I, just after setup: the first lead of chapter 1.
write('campaign-act1-2p', find(2, 21, (s) => s.campaign!.stage === 'play' && s.decisions[0]?.kind === 'turn/play' && (s.round?.plays.length ?? 0) === 0));

// 4 players, Act II mid-game: an Event card on the table, an Outlaw, Blight, Free buildings, Imperial ships.
const act2 = find(4, 2, (s) =>
  s.campaign!.act === 2 && s.chapter === 2 && s.players.some((p) => p.title === 'outlaw') && (s.round?.plays.some((p) => p.mode === 'event') ?? false));
{
  const c = act2.campaign!;
  // Favors on two Fate cards (a Favor is an agent from its owner's supply), Fate tokens on the map
  const before = c.seats.map((x) => [...(x.favors ?? [])]);
  c.seats[0]!.favors = [0, 2, 0, 1];
  c.seats[2]!.favors = [1, 0, 0, 0];
  c.seats.forEach((seat, i) => seat.favors?.forEach((n, owner) => (act2.players[owner]!.supply.agents -= n - (before[i]![owner] ?? 0))));
  c.tokens = [
    { id: 'banner-1', kind: 'banner', owner: 1, where: '3:hex' },
    { id: 'banner-2', kind: 'banner', owner: 1, where: '4:gate' },
    { id: 'hammer-fragment-1', kind: 'hammer-fragment', owner: 3, where: '5:arrow' },
  ];
  // a campaign Court card from the deck attached above the second Court card (court.ts attachCard)
  const attached = act2.courtDeck.find((id) => id.startsWith('ARCS-CC'));
  if (attached && act2.court[1]) {
    act2.courtDeck = act2.courtDeck.filter((id) => id !== attached);
    act2.court[1].attached = [attached];
  }
}
write('campaign-act2-4p', act2);

// 3 players, Act III: grand ambitions on the chapter track, the Sponsored token on an ambition.
write('campaign-act3-3p', find(3, 3, (s) => s.campaign!.act === 3 && s.chapter === 2 && s.campaign!.stage === 'play' && typeof s.campaign!.sponsored === 'string' && s.campaign!.sponsored !== 'tile' && (s.round?.plays.length ?? 0) > 0));

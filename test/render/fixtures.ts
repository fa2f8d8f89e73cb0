/** The renderer's fixture positions (test/render/positions/*.json), loaded through the position format. */
import { readFileSync } from 'node:fs';
import { importPosition, viewFor, type GameState, type GameView } from '../../src/engine/index.ts';

export const FIXTURES = ['start-2p', 'start-3p', 'start-4p', 'midgame-4p', 'end-3p', 'll-midgame-3p', 'll-draft-4p', 'campaign-act1-2p', 'campaign-act2-4p', 'campaign-act3-3p'] as const;
export type FixtureName = (typeof FIXTURES)[number];

export function loadState(name: FixtureName): GameState {
  const raw: unknown = JSON.parse(readFileSync(new URL(`./positions/${name}.json`, import.meta.url), 'utf8'));
  return importPosition(raw);
}

export function loadView(name: FixtureName, seat: number | null = null): GameView {
  return viewFor(loadState(name), seat);
}

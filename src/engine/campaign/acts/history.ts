/**
 * The campaign log sheet's record of each finished Act (campaign rulebook, Packing Up: names,
 * colours, Fates, Power): the Fates, objectives and Power at the Act's end, kept in
 * `CampaignState.history` for the app's `/arcs campaign log`. Only campaigns started by rules
 * version 7 or later keep it (GameOptions.rulesVersion), so an older stored campaign replays the same.
 */
import type { Act } from '../../../data/campaign/components.ts';
import type { GameState } from '../../types.ts';
import { campaignOf } from '../state.ts';

export function recordAct(s: GameState, act: Act, completed: readonly boolean[]): void {
  if (s.options.rulesVersion === undefined) return;
  const c = campaignOf(s);
  if ((c.history ?? []).some((r) => r.act === act)) return;
  (c.history ??= []).push({
    act,
    fates: c.seats.map((x) => x.fate ?? ''),
    completed: [...completed],
    power: s.players.map((p) => p.power),
  });
}

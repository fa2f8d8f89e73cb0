/**
 * The Acts: campaign chapter end, grand ambitions and final objectives, the Intermission, Act II &
 * III setup, the campaign's end (campaign rulebook pp.7-9, 28-29): this area's frames (joined into
 * CampaignFrame in ../types.ts). Step letters as in data/campaign/procedures.ts.
 */

/** Intermission steps in order (p.28-29); 'next' is "Next Act?" (on to Act II & III Setup). */
export type IntermissionStep = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'next';
/** Act II & III Setup steps in order (p.7); 'start' hands the table to the first chapter. */
export type ActSetupStep = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'start';

export type ActsFrame =
  /**
   * The Intermission after Act `act` (1 or 2), step by step. `i` walks the seats in turn order in
   * the steps resolved seat by seat (A: Resolution cards). `completed[seat]`: the seat completed
   * its objective (read at the start of step A, used again in F).
   */
  | { k: 'campaign/intermission'; act: 1 | 2; step: IntermissionStep; i: number; completed: boolean[] }
  /**
   * Intermission F: every seat with a choice secretly keeps 1 of `options[seat]` (its current Fate
   * and the drawn one, or the 2 drawn ones); revealed together when all are in. `drawn[seat]`: the
   * Fate cards it drew (back to their deck unless chosen). Hidden like the whole stack; a seat with
   * no choice has `options[seat]` = [] and its `chosen` filled in from the start.
   */
  | { k: 'campaign/choose-fate'; act: 2 | 3; options: string[][]; drawn: string[][]; chosen: (string | null)[] }
  /** Act II & III Setup of Act `act`, step by step; `i` walks the seats in turn order in step F. */
  | { k: 'campaign/act-setup'; act: 2 | 3; step: ActSetupStep; i: number }
  /** The campaign's stage from here on (after a chapter's or an Act's hands and mulligan): never asks. */
  | { k: 'campaign/stage'; stage: 'play' };

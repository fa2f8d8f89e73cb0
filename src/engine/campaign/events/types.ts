/** Events: resolving an Event card or the Imperial Council at round end, Crises, Edicts (campaign rulebook pp.12-14, 18-21): this area's frames (joined into CampaignFrame in ../types.ts). */
import type { Seat } from '../../types.ts';

/** One Crisis text waiting in the Fate or Court Crises: the card and who holds it (null: in the Court). */
export interface CrisisItem { card: string; holder: Seat | null }

export type EventsFrame =
  /**
   * An Event card's event at round end (Events, Resolving the Event p.13): the initiative holder
   * may call the Summit, then rolls the event and number dice (campaign.eventRoll) and resolves
   * the Crises (starburst) or the Edicts (scroll). `step` absent: the Summit question.
   */
  | { k: 'campaign/event'; step?: 'roll' | 'end' }
  /**
   * The Imperial Council secured this round (Imperial Council p.14; ARCS-AID01B): 1. the securer
   * may call a Summit; 2. a Regent takes the First Regent tile; 3. an Outlaw steals from the
   * Imperial Trust; 4. the securer chooses the Crises or the Edicts. `step` absent: step 1.
   * `stolen`: resources stolen so far in step 3.
   */
  | { k: 'campaign/council'; seat: Seat; step?: 'title' | 'steal' | 'choose' | 'end'; stolen?: number }
  /**
   * The Crises (p.18): Blight Crises (phase absent), then Fate Crises in turn order, then Court
   * Crises left to right (attached cards first). `queue`: the Crisis texts still to resolve in
   * the phase, listed when the phase began. `rolled`: this frame rolled the event dice itself.
   */
  | { k: 'campaign/crises'; phase?: 'fate' | 'court' | 'end'; queue?: CrisisItem[]; rolled?: true }
  /** The Edicts (p.20): every Edict in the rules booklet, lowest number first. `queue`: those still to resolve. */
  | { k: 'campaign/edicts'; queue?: string[] }
  /**
   * Govern the Imperial Reach (Edict 03, pp.20-21; ARCS-AID03-05) or Govern with Authority
   * (ARCS-F124-F126), `card` the policy on top: the First Regent enforces or changes it (step
   * absent), then collects the Imperial Demand from each payer in `queue` (turn order; the First
   * Regent adds their own resource at their turn; Govern with Authority: Outlaws with a Loyal city
   * controlled by the Empire too), then takes the Imperial Action; `extra`: War under Govern with
   * Authority, the extra resource for each Regent in `queue`.
   * Imperial Quorum (ARCS-F113): `part: 'demand'` collects the Demand only; `step: 'action'` with
   * `actor` (the Regent with the most starports) takes the Imperial Action only.
   */
  | { k: 'campaign/govern'; card: string; step?: 'demand' | 'action' | 'extra'; queue?: Seat[]; part?: 'demand'; actor?: Seat };

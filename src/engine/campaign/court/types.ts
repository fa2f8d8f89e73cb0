/** The campaign Court: CC01-CC15 effects, protected Guild cards, attaching cards (campaign rulebook p.27): this area's frames (joined into CampaignFrame in ../types.ts). */
import type { Seat } from '../../types.ts';

export type CampaignCourtFrame =
  /**
   * Council Intrigue (CC12) When Secured: the securer may move up to `left` of its Loyal agents from the card to other Court cards, one at a time.
   * `card`: another card with this When Secured (the Steward's Empire Falls F109; absent: Council Intrigue, CC12 or the Steward's F105).
   */
  | { k: 'campaign/court/intrigue'; seat: Seat; left: number; card?: string }
  /**
   * Diplomatic Fiasco (CC13) Crisis: `seats` still to resolve, in turn order; each with more Guild
   * cards than agents in supply discards Guild cards of its choice until they are equal (protected
   * Guild cards count but are not discarded).
   */
  | { k: 'campaign/court/fiasco'; seats: Seat[] }
  /**
   * Song of Freedom (CC14): replace a city with a Free city. `crisis`: the player with the most
   * Power must replace a Loyal city (one they control, FAQ); else the securer may replace any Loyal
   * or Rival city they control and then may seize the initiative (`replaced`).
   */
  | { k: 'campaign/court/song'; seat: Seat; crisis: boolean; replaced: boolean }
  /** Blight Looms (CC15) When Secured: the securer may destroy all damaged Blight in a cluster with Loyal pieces. */
  | { k: 'campaign/court/blight-looms'; seat: Seat };

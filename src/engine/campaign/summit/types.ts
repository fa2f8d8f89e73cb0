/** Summits: Call to Order and Negotiations as proposals (campaign rulebook pp.16-17): this area's frames (joined into CampaignFrame in ../types.ts). */
export type SummitFrame = never;

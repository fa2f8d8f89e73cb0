/** The Fate framework and the Fates' modules (Steward first): this area's frames (joined into CampaignFrame in ../types.ts). */
export type FateFrame = never;

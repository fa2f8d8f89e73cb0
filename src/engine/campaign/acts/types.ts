/** The Acts: campaign chapter end, grand ambitions and final objectives, the Intermission, Act II & III setup, the campaign's end (campaign rulebook pp.7-9, 28-29): this area's frames (joined into CampaignFrame in ../types.ts). */
export type ActsFrame = never;

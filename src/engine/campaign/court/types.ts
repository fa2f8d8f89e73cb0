/** The campaign Court: CC01-CC15 effects, protected Guild cards, attaching cards (campaign rulebook p.27): this area's frames (joined into CampaignFrame in ../types.ts). */
export type CampaignCourtFrame = never;

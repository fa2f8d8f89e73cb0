/** Events: resolving an Event card or the Imperial Council at round end, Crises, Edicts (campaign rulebook pp.12-14, 18-21): this area's frames (joined into CampaignFrame in ../types.ts). */
export type EventsFrame = never;

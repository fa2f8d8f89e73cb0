/**
 * Events (campaign rulebook pp.12-14, 18-21): frames `campaign/event` (an Event card's event at
 * round end) and `campaign/council` (the Imperial Council's four steps), Crises, Edicts.
 */
export const EVENTS_HANDLERS = {} as const;

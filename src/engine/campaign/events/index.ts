/**
 * Events (campaign rulebook pp.12-14, 18-21): frames `campaign/event` (an Event card's event at
 * round end) and `campaign/council` (the Imperial Council's four steps), Crises, Edicts.
 *
 * | file | what |
 * |---|---|
 * | `event.ts` | `campaign/event` (Summit ask, the dice) and `campaign/council` (steps 1-4) |
 * | `crises.ts` | `campaign/crises`: Blight Crises, Fate Crises, Court Crises (the cards' `crisis` hooks) |
 * | `edicts.ts` | `campaign/edicts` (booklet order), Guild Envoys Depart, `campaign/govern` (Govern the Imperial Reach) |
 * | `common.ts` | the Summit call, making an Outlaw, burying Court cards, attached cards |
 */
import { crises } from './crises.ts';
import { edicts, govern } from './edicts.ts';
import { council, eventCard } from './event.ts';

export const EVENTS_HANDLERS = {
  'campaign/event': eventCard,
  'campaign/council': council,
  'campaign/crises': crises,
  'campaign/edicts': edicts,
  'campaign/govern': govern,
} as const;

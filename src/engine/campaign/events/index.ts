/**
 * Events (campaign rulebook pp.12-14, 18-21): frames `campaign/event` (an Event card's event at
 * round end) and `campaign/council` (the Imperial Council's four steps), Crises, Edicts.
 *
 * | file | what |
 * |---|---|
 * | `event.ts` | `campaign/event` (Summit ask, the dice) and `campaign/council` (steps 1-4) |
 * | `crises.ts` | `campaign/crises`: Blight Crises, Fate Crises, Court Crises (the cards' `crisis` hooks) |
 * | `edicts.ts` | `campaign/edicts` (booklet order), Guild Envoys Depart, `campaign/govern` (Govern the Imperial Reach / Govern with Authority, by `governPolicy`; Imperial Quorum's parts) |
 * | `common.ts` | the Summit call, the First Regent's control, burying Court cards (court.ts removeFromCourt); titles: empire/titles.ts |
 *
 * Decisions (kind: who: option ids):
 * - `campaign/event`: the initiative holder: `summit` | `pass` (call the Summit before the dice).
 * - `campaign/council`: the securer: `summit` | `pass` (step 1); an Outlaw: `steal:<resource>` |
 *   `stop`, one resource at a time, while the Trust has one and they have an empty slot (step 3);
 *   `crises` | `edicts` (step 4).
 * - `campaign/govern` (Govern the Imperial Reach, or the Steward's Govern with Authority in its
 *   slot): the First Regent: `enforce` | `change:<another card of the slot>`; the Demand:
 *   `res:<resource>`, `trophy:<owner>:<piece>`, `captive:<seat>` (asked only when there is a
 *   choice), `outlaw` | `spare` (a Rival Regent with nothing and no agents); the Imperial Action's
 *   taker (the First Regent; Imperial Quorum: the Regent with the most starports): Requisition
 *   Ships `sys:<system>`; Distribute Arms short of Weapons: `seat:<seat>` (pick exactly as many as
 *   there are); Govern with Authority's War, each Regent's extra resource: `give:<resource>`.
 * - `campaign/crises`, `campaign/edicts` never ask; the cards' Crisis and Edict frames do.
 *
 * The event's dice are `campaign.eventRoll` from the roll to the end of the event (null otherwise).
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

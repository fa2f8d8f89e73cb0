/**
 * The English catalogue of the engine's messages, one table per area of the rules (the keys'
 * first part names the area). A key is defined once: the test in test/text/ checks there are no
 * clashes, that every entry renders, and the wording rules.
 */
import type { Catalogue } from '../say.ts';
import { ACTIONS } from './actions.ts';
import { BATTLE } from './battle.ts';
import { CAMPAIGN } from './campaign.ts';
import { CHAPTER } from './chapter.ts';
import { CORE } from './core.ts';
import { COURT } from './court.ts';
import { DRAFT } from './draft.ts';
import { LEADERS } from './leaders.ts';
import { RESOURCES } from './resources.ts';
import { TURN } from './turn.ts';

export const AREAS: Record<string, Catalogue> = { ACTIONS, BATTLE, CAMPAIGN, CHAPTER, CORE, COURT, DRAFT, LEADERS, RESOURCES, TURN };

export const EN: Catalogue = Object.assign({}, ...Object.values(AREAS)) as Catalogue;

/** The base Court (ARCS-BC01-31): its effects as one module (modules.ts) and the handlers of its `fx/` frames. */
import type { CardEffect } from '../effects.ts';
import { GUILD_EFFECTS } from './guilds.ts';
import { UNION_EFFECTS } from './unions.ts';
import { VOX_EFFECTS } from './vox.ts';
export { COURT_HANDLERS } from './frames.ts';

export const BASE_COURT_EFFECTS: readonly CardEffect[] = [...GUILD_EFFECTS, ...UNION_EFFECTS, ...VOX_EFFECTS];

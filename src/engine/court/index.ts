/** The base Court effects: importing this registers every ARCS-BC card's effect module. */
import './unions.ts';
import './guilds.ts';
import './vox.ts';
export { COURT_HANDLERS } from './frames.ts';

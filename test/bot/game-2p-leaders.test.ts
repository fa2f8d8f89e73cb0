import { completeGame } from './complete-game.ts';

// The Leaders & Lore variant (a second lore card each), asked for with /arcs new second-lore:.
completeGame(2, 'second-lore');

import { completeGame } from './complete-game.ts';

completeGame(4, false);

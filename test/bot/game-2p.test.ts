import { completeGame } from './complete-game.ts';

completeGame(2, false);

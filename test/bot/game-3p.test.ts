import { completeGame } from './complete-game.ts';

completeGame(3, false);

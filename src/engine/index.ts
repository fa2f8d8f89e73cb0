/** The engine's public API. Pure: no I/O, no clock, no ambient randomness. */
export { apply, applyInPlace, openDecision, openDecisions } from './advance.ts';
export { undoInput, undoneState, replayLog, undoPlan } from './undo.ts';
export { upgradeState, STATE_VERSION, StateVersionError } from './versions.ts';
export { newGame, SetupError, type NewGameOptions } from './setup.ts';
export { viewFor, type GameView, type PlayerView, type PlayView, type DecisionView } from './view.ts';
export { checkInvariants } from './invariants.ts';
export { exportPosition, importPosition, PositionError, type Position } from './position.ts';
export { controller, controls, defenders, endsCatapult } from './control.ts';
export type * from './types.ts';
export { onReport, type Report, type ScoredAmbition } from './reports.ts';

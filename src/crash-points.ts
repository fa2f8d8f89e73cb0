/**
 * Named moments where a test may kill the process, to check that nothing is stranded by a crash
 * there (test/bot/restart-child.ts installs a hook that SIGKILLs itself at one of them). Without
 * a hook, crashPoint does nothing.
 */
export const CRASH_POINTS = [
  /** Inside a commit's transaction: the game row is locked, nothing is committed yet. */
  'commit:locked',
  /** The commit is stored; nothing has been published for it. */
  'commit:done',
  /** The publish claim is held; nothing posted yet. */
  'publish:claimed',
  /** A message was posted (Discord has it) but its ref is not recorded yet: */
  'publish:started',
  'publish:summary',
  'publish:panel',
  'publish:dm',
  'publish:end',
  'publish:hand',
  /** Everything is posted; the published version is not recorded yet. */
  'publish:marked',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

let hook: ((point: CrashPoint) => void) | null = null;

export function setCrashHook(h: ((point: CrashPoint) => void) | null): void {
  hook = h;
}

export function crashPoint(point: CrashPoint): void {
  if (hook) hook(point);
}

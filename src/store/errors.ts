/**
 * Typed store errors. Callers show `userMessage`; `code` is stable for logic and tests.
 *
 * Every write the store makes is a single transaction, so when any of these is thrown the database
 * holds either the whole change or none of it. The one case the store cannot know is a connection
 * lost after COMMIT was sent: the move may have been saved. Re-sending the same interaction id is
 * always safe (it answers `duplicate` if the first attempt did land).
 */

export type StoreErrorCode = 'store/unavailable' | 'store/migration' | 'store/usage' | 'store/replay';

export abstract class StoreError extends Error {
  abstract readonly code: StoreErrorCode;
  abstract readonly userMessage: string;
}

/** The database cannot be reached or failed mid-operation. Nothing was changed. */
export class StorageUnavailableError extends StoreError {
  readonly code = 'store/unavailable';
  readonly userMessage = 'Storage is unavailable right now, so nothing was changed. Please try again in a moment.';
  constructor(
    /** The store operation that failed, e.g. "commit". */
    readonly op: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`storage unavailable during ${op}: ${detail}`, options);
    this.name = 'StorageUnavailableError';
  }
}

/** A migration could not be applied, or the recorded history disagrees with prisma/migrations. */
export class MigrationError extends StoreError {
  readonly code = 'store/migration';
  readonly userMessage = 'The database could not be prepared; the bot cannot start.';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/** The caller broke the store's contract (a bug in the app layer). Nothing was changed. */
export class StoreUsageError extends StoreError {
  readonly code = 'store/usage';
  readonly userMessage = 'Something went wrong on our side; nothing was changed.';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUsageError';
  }
}

/** A stored log no longer replays (an input was refused by the engine). */
export class ReplayError extends StoreError {
  readonly code = 'store/replay';
  readonly userMessage = 'This game could not be rebuilt from its history.';
  constructor(message: string, readonly gameId: string, readonly seq: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReplayError';
  }
}

export function isStoreError(e: unknown): e is StoreError {
  return e instanceof StoreError;
}

function describe(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  // Prisma prefixes the cause with a multi-line "Invalid `x()` invocation" and a code excerpt.
  const lines = e.message.split('\n').map((l) => l.trim()).filter(Boolean);
  const message = lines.length > 1 && /invocation/.test(e.message) ? lines[lines.length - 1]! : e.message;
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/** Prisma's own "you called me wrong" error: a bug in the store, not an outage. */
function isValidationError(e: unknown): boolean {
  return e instanceof Error && e.name === 'PrismaClientValidationError';
}

/**
 * Turn whatever a database call threw into a typed store error. Store errors pass through; client
 * validation errors are bugs (StoreUsageError); everything else, connection refused, server gone,
 * pool or transaction timeouts, a closed embedded database, is StorageUnavailableError. In every
 * case the failed transaction was rolled back, so "nothing was changed" holds.
 */
export function toStoreError(e: unknown, op: string): StoreError {
  if (e instanceof StoreError) return e;
  if (isValidationError(e)) return new StoreUsageError(`${op}: ${describe(e)}`, { cause: e });
  return new StorageUnavailableError(op, describe(e), { cause: e });
}

/** Prisma's unique-constraint violation (P2002), however the driver adapter reports it. */
export function isUniqueViolation(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (code === 'P2002' || code === '23505') return true;
  const cause = (e as { cause?: unknown }).cause;
  return cause !== undefined && cause !== e && isUniqueViolation(cause);
}

/** PostgreSQL's SQLSTATE for a unique index or constraint refusing a duplicate key. */
const UNIQUE_VIOLATION = '23505';

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * True when the error is PostgreSQL refusing a duplicate key; with `constraint`, only a duplicate in that
 * unique index or constraint. Drizzle wraps the driver's error, so the code sits on it or on a cause.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as DriverError | undefined, depth = 0; e && depth < 5; e = e.cause as DriverError, depth++) {
    if (e.code === UNIQUE_VIOLATION && (constraint === undefined || e.constraint === constraint)) return true;
  }
  return false;
}

/** PostgreSQL's SQLSTATE for a foreign key naming a row that does not exist. */
const FOREIGN_KEY_VIOLATION = '23503';

/** True when the error is PostgreSQL refusing a reference to a missing row (on the error or a cause). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as DriverError | undefined, depth = 0; e && depth < 5; e = e.cause as DriverError, depth++) {
    if (e.code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

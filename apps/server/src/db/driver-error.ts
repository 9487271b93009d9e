import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The fields PostgreSQL's drivers (node-postgres, PGlite) put on the errors they raise. */
export type DriverErrorFields = { code?: unknown; constraint?: unknown };

/**
 * The database driver's own error: Drizzle wraps a failed statement's error in a
 * DrizzleQueryError (whose message holds the SQL and its values), the driver's is its cause.
 * Null when there is no Error at all.
 */
export function driverError(error: unknown): (Error & DriverErrorFields) | null {
  const root = error instanceof DrizzleQueryError ? error.cause : error;
  return root instanceof Error ? root : null;
}
